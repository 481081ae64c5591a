//! `mategp bench --searcher`: the evolved searcher beside the reference solvers, its
//! own choice and cost in `correct` and `nodes`, the proof's cost in `verify_nodes`,
//! and the work no node counts beside them: simulated boards and CPU time.

mod common;

use std::path::Path;

use common::{QUICK_SET, json_lines, ok, stdout};
use serde_json::Value;

fn path(p: &Path) -> String {
    p.to_str().expect("UTF-8").to_owned()
}

/// A searcher file for `sexpr`, exported from a hand-made run directory under `dir`.
fn searcher_file(dir: &Path, name: &str, sexpr: &str) -> String {
    let run_dir = dir.join(format!("run-{name}"));
    std::fs::create_dir_all(&run_dir).expect("run dir");
    std::fs::write(run_dir.join("best.sexp"), sexpr).expect("best.sexp");
    let file = dir.join(format!("{name}.toml"));
    ok(&[
        "export",
        &path(&run_dir),
        "--out",
        &path(&file),
        "--no-test",
    ]);
    path(&file)
}

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
        // A mate its own search proved needs no prover; any other is proved.
        let verify = r["verify_nodes"].as_u64().expect("verify_nodes");
        match r["proof"].as_str() {
            Some("searched") => assert_eq!(verify, 0, "{r}"),
            _ => assert!(r["proof"] == "mate" && verify > 0, "{r}"),
        }
        assert!(r.get("fallback").is_none(), "bench runs no fallback: {r}");
        assert_eq!(
            r["searcher_boards"], 0,
            "Figure 1 asks nothing of a board before the move: {r}"
        );
        assert_eq!(r["cpu_ms"], r["searcher_cpu_ms"], "the searcher's own: {r}");
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

/// Beside the nodes, every row and summary reports CPU time, and the evolved
/// searcher's rows the boards it simulated after a move without applying it: none for
/// a tree that reads only the positions it applied moves to, some for a tree whose
/// condition is answered on the board after each reply. The reference solvers count
/// no boards and show none.
#[test]
fn boards_and_cpu_time_are_reported_beside_the_nodes() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let suite = tmp.path().join("s.epd");
    std::fs::write(&suite, QUICK_SET).expect("suite");
    let plain = searcher_file(tmp.path(), "plain", "(If3 IsCheck 0 5)");
    let foresight = searcher_file(
        tmp.path(),
        "foresight",
        "(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1 0)",
    );
    for (file, simulates) in [(&plain, false), (&foresight, true)] {
        let rows = json_lines(&ok(&[
            "bench",
            "--suite",
            &path(&suite),
            "--searcher",
            file,
            "--json",
        ]));
        let evolved = rows_of(&rows, "evolved");
        assert_eq!(evolved.len(), 3);
        let mut boards = 0;
        for r in &evolved {
            boards += r["searcher_boards"].as_u64().expect("searcher_boards");
            let cpu = r["searcher_cpu_ms"].as_f64().expect("searcher_cpu_ms");
            assert!(cpu >= 0.0, "{r}");
            assert_eq!(r["cpu_ms"].as_f64(), Some(cpu), "{r}");
        }
        // Not on every row: a first root move that mates ends the scan before the
        // tree asks anything of a reply.
        assert_eq!(boards > 0, simulates, "{file}: {boards} boards");
        for r in rows_of(&rows, "ab") {
            assert!(r.get("searcher_boards").is_none(), "{r}");
            assert!(r["cpu_ms"].as_f64().is_some_and(|c| c >= 0.0), "{r}");
        }
        let summary = |solver: &str| {
            rows.iter()
                .find(|r| r["summary"] == true && r["solver"] == solver)
                .expect("a summary")
        };
        assert_eq!(summary("evolved")["boards_total"].as_u64(), Some(boards));
        assert!(summary("evolved")["cpu_ms_total"].is_number());
        assert!(summary("ab").get("boards_total").is_none());
        assert!(summary("ab")["cpu_ms_median"].is_number());
    }
    let text = stdout(&ok(&[
        "bench",
        "--suite",
        &path(&suite),
        "--searcher",
        &foresight,
    ]));
    let header = text
        .lines()
        .find(|l| l.contains("nodes median"))
        .expect("a table header");
    assert!(
        header.contains(" boards ") && header.contains(" cpu ms "),
        "{text}"
    );
    let ab_all = text
        .split("solver evolved")
        .next()
        .and_then(|ab| ab.lines().find(|l| l.trim_start().starts_with("all")))
        .expect("ab's row for all N");
    assert!(ab_all.contains(" - "), "ab counts no boards: {text}");
}
