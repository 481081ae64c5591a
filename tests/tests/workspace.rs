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

/// The `[[package]]` entries of Cargo.lock: (name, version).
fn locked_packages() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).expect("Cargo.lock");
    let mut packages = Vec::new();
    let mut name = None;
    for line in lock.lines() {
        let value = |prefix: &str| {
            line.strip_prefix(prefix)
                .map(|v| v.trim().trim_matches('"').to_owned())
        };
        if line == "[[package]]" {
            name = None;
        } else if let Some(n) = value("name = ") {
            name = Some(n);
        } else if let (Some(v), Some(n)) = (value("version = "), name.take()) {
            packages.push((n, v));
        }
    }
    packages
}

/// Does `version` fall in `affected`: `*`, or `<X.Y.Z` (numeric parts compared)?
fn affected(version: &str, affected: &str) -> bool {
    let parts = |v: &str| -> Vec<u64> {
        v.split(['.', '-', '+'])
            .map_while(|p| p.parse().ok())
            .collect()
    };
    match affected.strip_prefix('<') {
        Some(bound) => parts(version) < parts(bound),
        None => affected == "*",
    }
}

/// The dependency audit CI can run offline: no crate of tests/advisories.txt in
/// Cargo.lock (that file says why not `cargo audit`).
#[test]
fn no_dependency_has_a_listed_advisory() {
    let list_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("advisories.txt");
    let list = std::fs::read_to_string(&list_path).expect("tests/advisories.txt");
    let packages = locked_packages();
    assert!(
        packages.iter().any(|(n, _)| n == "postcard") && packages.len() > 50,
        "Cargo.lock was not read: {} packages",
        packages.len()
    );
    let mut found = Vec::new();
    let mut entries = 0;
    for line in list.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [krate, range, advisory, ..] = fields[..] else {
            panic!("advisories.txt: a line needs crate, versions and advisory: {line}");
        };
        assert!(
            advisory.starts_with("RUSTSEC-") && (range == "*" || range.starts_with('<')),
            "advisories.txt: {line}"
        );
        entries += 1;
        for (name, version) in &packages {
            if name == krate && affected(version, range) {
                found.push(format!("{name} {version}: {advisory}"));
            }
        }
    }
    assert!(entries >= 5, "advisories.txt lists {entries} crates");
    assert!(found.is_empty(), "Cargo.lock holds: {}", found.join("; "));
}

#[test]
fn affected_versions() {
    assert!(affected("0.7.17", "*"));
    assert!(affected("0.7.17", "<0.8.0"));
    assert!(!affected("0.8.0", "<0.8.0"));
    assert!(!affected("1.0.0", "<0.10.1"));
    assert!(affected("0.9.9", "<0.10.1"));
}
