//! The workspace's own promises: one licence, dependency versions stated once.

use std::path::Path;

fn manifest(member: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(member).join("Cargo.toml")).expect("member manifest")
}

#[test]
fn members_inherit_licence_and_dependency_versions() {
    for member in ["gp", "chess-prims", "fitness", "runs", "tests", "verify"] {
        let text = manifest(member);
        assert!(text.contains("license.workspace = true"), "{member}");
        for line in text.lines() {
            let line = line.trim();
            // A dependency line names its version only in the workspace manifest.
            if line.contains("version =") && !line.starts_with("version.workspace") {
                panic!("{member} states a version: {line}");
            }
        }
    }
    let root = manifest(".");
    assert!(root.contains("license = \"GPL-3.0-or-later\""));
}
