//! `mategp solve --searcher`: the evolved searcher chooses; a mate its own search
//! proved is the answer, any other choice the prover proves, and a failed proof falls
//! back to a full search that says so. Never an unproven mate.

mod common;

use std::path::Path;
use std::process::Command;

use common::{json_lines, mategp, ok, problems, stderr, stdout};
use serde_json::Value;

/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#; its first quiet move, a2a3, does not mate.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";
/// `solve` with the shipped champion consulted at every mate length, whatever its
/// file's `consult_from_n`: the tests of its own proofs ask for mates in 2.
const CHAMPION_AT_EVERY_N: [&str; 5] = ["solve", "--searcher", "champion", "--consult-from-n", "1"];

/// A searcher file for a tree that scores every check below every other move, and so
/// picks the first quiet move (search order puts checks first): exported from a
/// hand-made run directory.
fn constant_searcher(dir: &Path) -> String {
    let run_dir = dir.join("run");
    std::fs::create_dir_all(&run_dir).expect("run dir");
    std::fs::write(run_dir.join("best.sexp"), "(If3 IsCheck 0 5)\n").expect("best.sexp");
    let file = dir.join("constant.toml");
    let path = |p: &Path| p.to_str().expect("UTF-8").to_owned();
    ok(&[
        "export",
        &path(&run_dir),
        "--out",
        &path(&file),
        "--no-test",
    ]);
    path(&file)
}

#[test]
fn a_poor_searcher_is_rescued_by_the_fallback_and_says_so() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let file = constant_searcher(tmp.path());
    let rows = json_lines(&ok(&[
        "solve",
        "--searcher",
        &file,
        "--fen",
        MATE2,
        "--mate",
        "2",
        "--json",
    ]));
    let r = &rows[0];
    assert_eq!(r["solver"], "evolved");
    assert_eq!(
        r["searcher_move"], "a2a3",
        "ties go to the first quiet move"
    );
    assert_eq!(r["proof"], "refuted");
    assert_eq!(r["fallback"], true);
    assert_eq!(r["result"], "mate");
    assert_eq!(r["mate_in"], 2);
    assert_eq!(r["best_move"], "d4d8");
    assert_eq!(r["pv"], serde_json::json!(["d4d8", "a8d8", "d1d8"]));
    let total = r["nodes"].as_u64().expect("nodes");
    let parts = r["searcher_nodes"].as_u64().expect("searcher")
        + r["verify_nodes"].as_u64().expect("verify");
    assert_eq!(total, parts, "{r}");
    assert_eq!(
        r["searcher_boards"], 0,
        "IsCheck is asked after the move: {r}"
    );
    let (cpu, searcher_cpu) = (
        r["cpu_ms"].as_f64().expect("cpu_ms"),
        r["searcher_cpu_ms"].as_f64().expect("searcher_cpu_ms"),
    );
    assert!(0.0 <= searcher_cpu && searcher_cpu <= cpu, "{r}");

    let text = stdout(&ok(&[
        "solve",
        "--searcher",
        &file,
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]));
    for want in [
        "solver     evolved, mate in 2 or fewer",
        "result     mate in 2",
        "key moves  Rxd8+ (d4d8)",
        "searcher   constant chose a3 (a2a3), score 5,",
        " nodes, 0 boards, ",
        " ms CPU)\n",
        "\ncpu        ",
        "proof      refuted: no mate in 2 or fewer after it",
        "fallback   the searcher's move is not a proven mate: a full alpha-beta search gave the answer",
    ] {
        assert!(text.contains(want), "expected {want:?} in\n{text}");
    }
    // No mate at all: the fallback proves there is none.
    let rows = json_lines(&ok(&[
        "solve",
        "--searcher",
        &file,
        "--fen",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "--mate",
        "3",
        "--json",
    ]));
    assert_eq!(
        (rows[0]["result"].as_str(), rows[0]["fallback"].as_bool()),
        (Some("no-mate"), Some(true))
    );
}

/// The first `n` lines of the lichess mate-in-2 test set.
fn mate2_sample(dir: &Path, n: usize) -> String {
    let text =
        std::fs::read_to_string(problems().join("lichess/mate2-test.epd")).expect("vendored");
    let sample: Vec<&str> = text.lines().take(n).collect();
    let path = dir.join("mate2.epd");
    std::fs::write(&path, sample.join("\n") + "\n").expect("sample");
    path.to_str().expect("UTF-8").to_owned()
}

#[test]
fn figure_1_solves_mates_in_two_without_fallback() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let suite = mate2_sample(tmp.path(), 25);
    let rows = json_lines(&ok(&[
        "solve",
        "--searcher",
        "fig1-exhaustive",
        "--epd",
        &suite,
        "--json",
    ]));
    assert_eq!(rows.len(), 25);
    for r in &rows {
        assert_eq!(r["searcher"], "fig1-exhaustive");
        assert_eq!(r["result"], "mate", "{r}");
        assert_eq!(r["mate_in"], 2, "{r}");
        assert_eq!(r["fallback"], false, "{r}");
        assert_eq!(r["proof"], "mate", "{r}");
        assert_eq!(r["best_move"], r["searcher_move"], "{r}");
        assert_eq!(r["searcher_score"], 1000.0, "{r}");
    }
}

#[test]
fn a_shipped_searcher_is_found_by_name_from_any_directory() {
    let elsewhere = tempfile::tempdir().expect("temp dir");
    let o = Command::new(mategp())
        .current_dir(elsewhere.path())
        .args([
            "solve",
            "--searcher",
            "fig1-exhaustive",
            "--fen",
            MATE2,
            "--mate",
            "2",
            "--json",
        ])
        .output()
        .expect("mategp runs");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let rows = json_lines(&o);
    assert_eq!(rows[0]["best_move"], "d4d8");
    assert_eq!(rows[0]["fallback"], false);
}

#[test]
fn guided_search_is_exact_and_reports_its_parts() {
    let rows = json_lines(&ok(&[
        "solve",
        "--searcher",
        "fig1-exhaustive",
        "--guided",
        "--fen",
        MATE2,
        "--mate",
        "3",
        "--json",
    ]));
    let r = &rows[0];
    assert_eq!(r["solver"], "evolved-guided");
    assert_eq!(r["result"], "mate");
    assert_eq!(r["mate_in"], 2, "the shortest mate, as the prover finds it");
    assert_eq!(r["pv"], serde_json::json!(["d4d8", "a8d8", "d1d8"]));
    assert_eq!(r["searcher_move"], "d4d8");
    assert_eq!(r["proof"], "not-asked");
    assert!(r.get("fallback").is_none_or(|f| f == false), "{r}");
    let total = r["nodes"].as_u64().expect("nodes");
    assert_eq!(
        total,
        r["searcher_nodes"].as_u64().expect("s") + r["verify_nodes"].as_u64().expect("v")
    );
    let text = stdout(&ok(&[
        "solve",
        "--searcher",
        "fig1-exhaustive",
        "--guided",
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]));
    assert!(
        text.contains("guided     the prover searched the root moves in the searcher's order"),
        "{text}"
    );
}

#[test]
fn limits_give_unknown_never_an_unproven_mate() {
    let rows = json_lines(&ok(&[
        "solve",
        "--searcher",
        "fig1-exhaustive",
        "--fen",
        MATE2,
        "--mate",
        "2",
        "--max-nodes",
        "6",
        "--json",
    ]));
    let r: &Value = &rows[0];
    assert_eq!(r["result"], "unknown", "{r}");
    assert!(r["key_moves"].as_array().is_some_and(Vec::is_empty), "{r}");
    assert!(r["mate_in"].is_null(), "{r}");
}

/// The shipped evolved searchers answer lichess mates in 4 with their own choice,
/// proven (no fallback), and df-pn, a solver that shares no search code with the
/// prover, agrees on every mate length.
#[test]
fn the_shipped_evolved_searchers_solve_mates_in_four() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let text =
        std::fs::read_to_string(problems().join("lichess/mate4-test.epd")).expect("vendored");
    let suite = tmp.path().join("mate4.epd");
    std::fs::write(
        &suite,
        text.lines().take(10).collect::<Vec<_>>().join("\n") + "\n",
    )
    .expect("sample");
    let suite = suite.to_str().expect("UTF-8");
    let pn = json_lines(&ok(&["solve", "--algo", "pn", "--epd", suite, "--json"]));
    // seeded-lean's first condition reads the board after each move
    // (NumNotMovesOppBigger); deep-checks' are all IsCheck, read from the search order.
    for (searcher, simulates) in [("seeded-lean", true), ("deep-checks", false)] {
        let rows = json_lines(&ok(&[
            "solve",
            "--searcher",
            searcher,
            "--epd",
            suite,
            "--json",
        ]));
        assert_eq!(rows.len(), 10);
        let boards: u64 = rows
            .iter()
            .map(|r| r["searcher_boards"].as_u64().expect("searcher_boards"))
            .sum();
        assert_eq!(boards > 0, simulates, "{searcher}: {boards} boards");
        for (r, p) in rows.iter().zip(&pn) {
            assert_eq!(r["searcher"], searcher);
            assert_eq!(
                (&r["result"], &r["mate_in"]),
                (&p["result"], &p["mate_in"]),
                "{r}\n{p}"
            );
            assert_eq!(r["mate_in"], 4, "{r}");
            assert_eq!(r["fallback"], false, "{r}");
            assert_eq!(r["best_move"], r["searcher_move"], "{r}");
        }
    }
}

/// The row of `label` in the summary table that ends `solve --suite` text output.
fn summary_row(text: &str, label: &str) -> Vec<u64> {
    let table = text
        .split("summary    by the mate length asked")
        .nth(1)
        .unwrap_or_else(|| panic!("no summary table in\n{text}"));
    let row = table
        .lines()
        .find(|l| l.split_whitespace().next() == Some(label))
        .unwrap_or_else(|| panic!("no row {label} in\n{table}"));
    row.split_whitespace()
        .skip(1)
        .map(|f| f.parse::<f64>().expect("a number") as u64)
        .collect()
}

#[test]
fn a_suite_ends_with_the_whole_answers_summed_per_mate_length() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let file = constant_searcher(tmp.path());
    let suite = mate2_sample(tmp.path(), 12);
    let base = ["solve", "--searcher", &file, "--suite", &suite];
    let rows = json_lines(&ok(&[&base[..], &["--json"]].concat()));
    let text = stdout(&ok(&base));
    let sum = |key: &str| -> u64 { rows.iter().map(|r| r[key].as_u64().expect(key)).sum() };
    let count = |key: &str, value: &str| rows.iter().filter(|r| r[key] == value).count() as u64;
    let fallbacks = rows.iter().filter(|r| r["fallback"] == true).count() as u64;
    assert!(fallbacks > 0, "the constant searcher misses some keys");
    // positions, mate, no-mate, unknown, nodes, cpu ms, own nodes, boards, own
    // proofs, choice proven, fallbacks
    let row = summary_row(&text, "2");
    assert_eq!(row[..5], [12, count("result", "mate"), 0, 0, sum("nodes")]);
    assert_eq!(
        row[6..],
        [
            sum("searcher_nodes"),
            sum("searcher_boards"),
            count("proof", "searched"),
            count("proof", "mate"),
            fallbacks
        ]
    );
    assert_eq!(summary_row(&text, "all")[..5], row[..5]);
    // The whole answer is the searcher's nodes, the proof and the fallback.
    assert_eq!(sum("nodes"), sum("searcher_nodes") + sum("verify_nodes"));
    // A searcher that proves its mates itself: the own-proofs column counts them.
    let base = [&CHAMPION_AT_EVERY_N[..], &["--suite", &suite]].concat();
    let rows = json_lines(&ok(&[&base[..], &["--json"]].concat()));
    let row = summary_row(&stdout(&ok(&base)), "2");
    let searched = rows.iter().filter(|r| r["proof"] == "searched").count() as u64;
    assert!(searched > 0, "champion proves mates in 2 by its own search");
    assert_eq!(row[8], searched);
}

/// A choice the searcher's own search proved is the answer, with no prover nodes;
/// `--reprove` has the prover prove it too, for the same move.
#[test]
fn a_mate_the_searcher_proved_needs_no_proof_unless_asked() {
    let base = [
        &CHAMPION_AT_EVERY_N[..],
        &["--fen", MATE2, "--mate", "2", "--json"],
    ]
    .concat();
    let own = &json_lines(&ok(&base))[0];
    assert_eq!(own["proof"], "searched", "{own}");
    assert_eq!(
        (own["result"].as_str(), own["best_move"].as_str()),
        (Some("mate"), Some("d4d8"))
    );
    assert_eq!(own["verify_nodes"], 0, "{own}");
    assert_eq!(own["nodes"], own["searcher_nodes"], "{own}");
    let reproved = &json_lines(&ok(&[&base[..], &["--reprove"]].concat()))[0];
    assert_eq!(reproved["proof"], "mate", "{reproved}");
    assert_eq!(reproved["best_move"], own["best_move"]);
    assert_eq!(reproved["mate_in"], 2);
    assert!(
        reproved["verify_nodes"].as_u64().is_some_and(|v| v > 0),
        "{reproved}"
    );
    let text = stdout(&ok(&base[..base.len() - 1]));
    assert!(
        text.contains("proven by the searcher's own search: mate in 2 or fewer"),
        "{text}"
    );
}
