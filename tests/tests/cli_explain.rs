//! `mategp explain`: text, JSON, bad input, and the Python example of docs/EXPLAIN.md
//! (`docs/examples/explain.py`), run with python3 against the real binary.

mod common;

use std::path::Path;
use std::process::Command;

const SMOTHERED: &str = "r2q1r1k/ppp3pp/2np3N/3Q4/2PbP3/8/P1P3PP/1NB2R1K w - - 0 1";

#[test]
fn text_names_key_threat_and_themes() {
    let o = common::ok(&["explain", "--fen", SMOTHERED, "--mate", "2"]);
    let text = common::stdout(&o);
    assert!(text.contains("mate in 2: key 1. Qg8+!"), "{text}");
    assert!(text.contains("threat: none (the key checks)"), "{text}");
    assert!(text.contains("self-block (1. Qg8+)"), "{text}");
    assert!(text.contains("A: 1. Qg8+ Rxg8 2. Nf7#"), "{text}");
}

#[test]
fn json_has_the_fields() {
    let o = common::ok(&["explain", "--fen", SMOTHERED, "--mate", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&common::stdout(&o)).expect("JSON");
    assert_eq!(v["key_san"], "Qg8+");
    assert_eq!(v["threat"]["kind"], "check");
    assert!(v["variations"].as_array().is_some_and(|a| !a.is_empty()));
    assert!(v["tries"].as_array().is_some());
    let kinds: Vec<&str> = v["themes"]
        .as_array()
        .expect("themes")
        .iter()
        .filter_map(|t| t["kind"].as_str())
        .collect();
    assert!(
        kinds.contains(&"decoy") && kinds.contains(&"self-block"),
        "{kinds:?}"
    );
    assert!(v["nodes"].as_u64().is_some_and(|n| n > 0));
    assert!(v["time_ms"].as_f64().is_some());
}

#[test]
fn bad_input_is_a_clear_error() {
    let o = common::run(&["explain", "--fen", "not a fen"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        common::stderr(&o).contains("--fen"),
        "{}",
        common::stderr(&o)
    );
    let o = common::run(&["explain", "--fen", SMOTHERED, "--mate", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        common::stderr(&o).contains("no mate in 1"),
        "{}",
        common::stderr(&o)
    );
    let o = common::run(&["explain", "--fen", SMOTHERED, "--depth", "0"]);
    assert_eq!(o.status.code(), Some(2));
    let o = common::run(&["explain", "--suite", "/nonexistent.epd"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn python_example_prints_the_themes() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/examples/explain.py");
    let o = Command::new("python3")
        .arg(&script)
        .arg(common::mategp())
        .output()
        .expect("python3 runs (the example needs it)");
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(text.contains("mate in 2: key Qg8+"), "{text}");
    assert!(text.contains("self-block at Qg8+"), "{text}");
    assert!(text.contains("Kg8 is illegal in line A"), "{text}");
}

/// Win at Chess 191, a quiet mate in 3 (1. Qc4).
const WAC191: &str = "2r1Rn1k/1p1q2pp/p7/5p2/3P4/1B4P1/P1P1QP1P/6K1 w - - 0 1";

#[test]
fn depth_and_budget() {
    let o = common::ok(&["explain", "--fen", WAC191, "--depth", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&common::stdout(&o)).expect("JSON");
    assert_eq!(v["mate_in"], 3);
    assert_eq!(v["threat"]["kind"], "mate");
    let deeper = v["variations"]
        .as_array()
        .expect("variations")
        .iter()
        .any(|x| x["children"].as_array().is_some_and(|c| !c.is_empty()));
    assert!(deeper, "--depth 2 shows the defences after the answers");
    let o = common::ok(&["explain", "--fen", WAC191, "--budget", "0", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&common::stdout(&o)).expect("JSON");
    assert_eq!(v["budget_exhausted"], true);
    assert_eq!(v["causal_nodes"], 0);
    assert_eq!(v["themes"].as_array().map(Vec::len), Some(0));
    let o = common::ok(&["explain", "--fen", WAC191, "--budget", "0"]);
    assert!(common::stdout(&o).contains("themes: none found"));
}
