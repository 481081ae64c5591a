//! Runs the real `mategp` binary.
//!
//! Cargo gives `CARGO_BIN_EXE_<name>` only to tests of the binary's own package, and
//! these tests live in their own package. So the binary is built here, once per test
//! executable, with `cargo build -p runs --bin mategp` into the target directory and
//! profile of this test executable (`target/<profile>/deps/<test>` → `target/<profile>/mategp`);
//! for the default profile it is built with the `test` profile, which shares its
//! output directory and its optimised dependencies with `cargo test`. The build is a
//! no-op when the binary is up to date, and always rebuilds a stale one.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The path of an up-to-date `mategp`.
pub fn mategp() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(build)
}

fn build() -> PathBuf {
    let exe = std::env::current_exe().expect("the test executable has a path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test executable lives in target/<profile>/deps");
    let target_dir = profile_dir.parent().expect("target/<profile> has a parent");
    let profile = profile_dir
        .file_name()
        .and_then(|n| n.to_str())
        .expect("a profile directory name");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "build",
            "--quiet",
            "-p",
            "runs",
            "--bin",
            "mategp",
            "--target-dir",
        ])
        .arg(target_dir);
    // The MPI tests (feature `mpi` of this package) need mategp's MPI build.
    if cfg!(feature = "mpi") {
        cmd.args(["--features", "runs/mpi"]);
    }
    match profile {
        "debug" => cmd.args(["--profile", "test"]),
        "release" => cmd.arg("--release"),
        other => cmd.args(["--profile", other]),
    };
    let status = cmd.status().expect("cargo runs");
    assert!(status.success(), "cargo build -p runs failed: {status}");
    let bin = profile_dir.join(format!("mategp{}", std::env::consts::EXE_SUFFIX));
    assert!(bin.is_file(), "{} was not built", bin.display());
    bin
}

/// Runs `mategp` with `args`.
pub fn run(args: &[&str]) -> Output {
    Command::new(mategp())
        .args(args)
        .output()
        .expect("mategp runs")
}

/// Runs `mategp` with `args` and checks that it succeeded.
pub fn ok(args: &[&str]) -> Output {
    let o = run(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    o
}

/// Two mates in 2 and a mate in 1 from the Lichess sets, for a quick test set.
pub const QUICK_SET: &str = r#"r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - bm Rxd8+; dm 2; id "xoMHg";
r2q3k/1pp3p1/4Q2p/p2P1r2/5P2/1P2P1P1/PB5P/4n1K1 w - - bm Qxh6+; dm 2; id "fEIGM";
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 1; id "back rank";
"#;

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// The JSON lines of stdout.
pub fn json_lines(o: &Output) -> Vec<serde_json::Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

/// Stockfish (Debian puts it in /usr/games). A test that needs the real engine fails
/// without it, never skips: `.ci/run` installs it.
pub fn stockfish() -> PathBuf {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("stockfish"))
            .find(|p| p.is_file())
    });
    let path = on_path.unwrap_or_else(|| PathBuf::from("/usr/games/stockfish"));
    assert!(
        path.is_file(),
        "stockfish is not installed (apt-get install stockfish): this test needs the real engine"
    );
    path
}

/// The repository's vendored problems folder.
pub fn problems() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../problems")
}
