//! Records the commit the binary is built from, so a searcher file's stored results
//! name the commit that measured them (`exported_by`). Outside a git checkout the
//! commit is unknown and said to be.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_owned())
}

fn main() {
    let commit = git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_else(|| "unknown".to_owned());
    // HEAD only: uncommitted changes are not marked, since a script rerun on every
    // edit would rebuild the binary on every edit too.
    println!("cargo:rustc-env=MATEGP_COMMIT={commit}");
    // A new commit moves HEAD or the branch it names; either reruns this script.
    for path in ["HEAD", "packed-refs"] {
        if let Some(p) = git(&["rev-parse", "--git-path", path]) {
            println!("cargo:rerun-if-changed={p}");
        }
    }
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"])
        && let Some(p) = git(&["rev-parse", "--git-path", &branch])
    {
        println!("cargo:rerun-if-changed={p}");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
