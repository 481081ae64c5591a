//! `mategp bench --searcher`: the evolved searcher beside the reference solvers, its
//! own choice and cost in `correct` and `nodes`, the proof's cost in `verify_nodes`.

mod common;

use common::{QUICK_SET, json_lines, ok};
use serde_json::Value;

fn rows_of<'a>(rows: &'a [Value], solver: &str) -> Vec<&'a Value> {
    rows.iter()
        .filter(|r| r["solver"] == solver && r["summary"].is_null())
        .collect()
}

#[test]
fn the_evolved_searcher_runs_beside_ab_and_pn() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let suite = tmp.path().join("s.epd");
    std::fs::write(&suite, QUICK_SET).expect("suite");
    let rows = json_lines(&ok(&[
        "bench",
        "--suite",
        suite.to_str().expect("UTF-8"),
        "--algo",
        "ab,pn",
        "--searcher",
        "fig1-exhaustive",
        "--json",
    ]));
    for name in ["ab", "pn"] {
        let ours = rows_of(&rows, name);
        assert_eq!(ours.len(), 3, "{name}");
        assert!(
            ours.iter().all(|r| r.get("verify_nodes").is_none()),
            "{name}"
        );
    }
    let evolved = rows_of(&rows, "evolved");
    assert_eq!(evolved.len(), 3);
    for r in &evolved {
        assert_eq!(r["searcher"], "fig1-exhaustive");
        assert_eq!(r["correct"], true, "{r}");
        assert_eq!(r["result"], "mate", "{r}");
        assert_eq!(r["best_move"], r["searcher_move"], "{r}");
        assert_eq!(
            r["nodes"], r["searcher_nodes"],
            "the searcher's own cost: {r}"
        );
        assert!(r["verify_nodes"].as_u64().is_some_and(|v| v > 0), "{r}");
        assert!(r.get("fallback").is_none(), "bench runs no fallback: {r}");
    }
    let summary = rows
        .iter()
        .find(|r| r["summary"] == true && r["solver"] == "evolved")
        .expect("a summary for evolved");
    assert_eq!(summary["solved"], 3);
    assert_eq!(summary["per_n"]["2"]["solved"], 2);
}

#[test]
fn a_poor_searchers_wrong_choice_is_not_correct_and_claims_nothing() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let run_dir = tmp.path().join("run");
    std::fs::create_dir_all(&run_dir).expect("run dir");
    // Scores every check below every other move: it picks the first quiet move.
    std::fs::write(run_dir.join("best.sexp"), "(If3 IsCheck 0 5)").expect("best.sexp");
    let file = tmp.path().join("constant.toml");
    let path = |p: &std::path::Path| p.to_str().expect("UTF-8").to_owned();
    ok(&[
        "export",
        &path(&run_dir),
        "--out",
        &path(&file),
        "--no-test",
    ]);
    let suite = tmp.path().join("s.epd");
    std::fs::write(&suite, QUICK_SET).expect("suite");
    let rows = json_lines(&ok(&[
        "bench",
        "--suite",
        &path(&suite),
        "--searcher",
        &path(&file),
        "--json",
    ]));
    let evolved = rows_of(&rows, "evolved");
    let first = evolved[0];
    assert_eq!(first["searcher_move"], "a2a3");
    assert_eq!(first["proof"], "refuted");
    assert_eq!(first["correct"], false);
    assert_eq!(first["result"], "unknown", "an unproven choice is no claim");
    assert!(first["best_move"].is_null());
    assert!(first["verify_nodes"].as_u64().is_some_and(|v| v > 0));
    let summary = rows
        .iter()
        .find(|r| r["summary"] == true && r["solver"] == "evolved")
        .expect("a summary");
    assert_eq!(
        summary["wrong"], 0,
        "the evolved solver never claims a false mate"
    );
}

#[test]
fn guided_bench_is_exact() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let suite = tmp.path().join("s.epd");
    std::fs::write(&suite, QUICK_SET).expect("suite");
    let rows = json_lines(&ok(&[
        "bench",
        "--suite",
        suite.to_str().expect("UTF-8"),
        "--searcher",
        "fig1-exhaustive",
        "--guided",
        "--json",
    ]));
    let guided = rows_of(&rows, "evolved-guided");
    let ab = rows_of(&rows, "ab");
    assert_eq!(guided.len(), 3);
    for (g, a) in guided.iter().zip(&ab) {
        assert_eq!(g["mate_in"], a["mate_in"], "{g}");
        assert_eq!(g["correct"], true, "{g}");
        let parts =
            g["searcher_nodes"].as_u64().expect("s") + g["verify_nodes"].as_u64().expect("v");
        assert_eq!(g["nodes"].as_u64(), Some(parts), "{g}");
    }
}
