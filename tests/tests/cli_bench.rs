//! `mategp bench` end to end: JSON rows and summaries, judging, and a UCI engine.

mod common;

use common::{json_lines, ok, stderr, stdout, stockfish};
use serde_json::Value;

fn summaries(rows: &[Value]) -> Vec<&Value> {
    rows.iter().filter(|r| r["summary"] == true).collect()
}

/// A small suite with a shorter mate than stated, a file key that does not mate, a
/// side-to-move-is-mated line (matetrack's) and a bad line.
const SUITE: &str = r#"r2q3k/1pp3p1/4Q2p/p2P1r2/5P2/1P2P1P1/PB5P/4n1K1 w - - bm Qxh6+; dm 2; id "fEIGM";
r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - bm Rxd8+; dm 2; id "xoMHg";
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 2; id "short";
r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - bm a3; dm 2; id "badkey";
3r4/3N2kr/1p6/pBpn1p2/Q2PR1p1/P7/1P4P1/2q3K1 w - - bm #-5; id "mated";
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm x;
"#;

#[test]
fn bench_json_rows_and_summary() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("small.epd");
    std::fs::write(&path, SUITE).expect("write suite");
    let o = ok(&["bench", "--suite", path.to_str().expect("UTF-8"), "--json"]);
    let err = stderr(&o);
    assert!(err.contains("small.epd:6:") && err.contains("dm"), "{err}");
    let rows = json_lines(&o);
    let positions: Vec<&Value> = rows.iter().filter(|r| r["summary"].is_null()).collect();
    let ids: Vec<&str> = positions.iter().filter_map(|r| r["id"].as_str()).collect();
    assert_eq!(ids, ["fEIGM", "xoMHg", "short", "badkey", "mated"]);
    for r in &positions {
        for field in [
            "solver",
            "fen",
            "expected_mate_in",
            "mate_limit",
            "kind",
            "result",
            "best_move_san",
            "key_moves_san",
            "pv_san",
            "mate_in",
            "best_move",
            "key_moves",
            "pv",
            "nodes",
            "time_ms",
            "cpu_ms",
            "correct",
        ] {
            assert!(r.get(field).is_some(), "{field} missing in {r}");
        }
        assert_eq!(r["solver"], "ab");
    }
    assert_eq!(positions[0]["outcome"], "solved");
    assert_eq!(positions[0]["correct"], true);
    assert_eq!(positions[2]["outcome"], "shorter");
    assert_eq!(positions[2]["mate_in"], 1);
    assert_eq!(positions[0]["best_move_san"], "Qxh6+");
    assert_eq!(
        positions[0]["fen"],
        "r2q3k/1pp3p1/4Q2p/p2P1r2/5P2/1P2P1P1/PB5P/4n1K1 w - - 0 1"
    );
    // Our move mates; the file's does not: the answer is right, the file's error
    // is reported beside it, and `correct` agrees with `outcome`.
    assert_eq!(positions[3]["outcome"], "solved");
    assert_eq!(positions[3]["correct"], true);
    assert_eq!(
        positions[3]["file_keys_rejected"],
        serde_json::json!(["a2a3"])
    );
    for r in &positions {
        let right = matches!(
            r["outcome"].as_str(),
            Some("solved" | "shorter" | "no-mate")
        );
        assert_eq!(r["correct"], right, "{r}");
    }
    // matetrack's bm #-5: every White move meets a mate in 5 at most.
    let mated = positions[4];
    assert_eq!(
        (&mated["kind"], &mated["result"]),
        (&"mated".into(), &"mated".into())
    );
    assert_eq!(
        (&mated["mate_in"], &mated["outcome"]),
        (&5.into(), &"solved".into())
    );
    assert_eq!(mated["expected_mate_in"], -5);
    assert_eq!(positions[0]["kind"], "mate");

    let s = summaries(&rows);
    assert_eq!(s.len(), 1);
    let s = s[0];
    assert_eq!(s["solver"], "ab");
    let two = &s["per_n"]["2"];
    assert_eq!(two["positions"], 4);
    assert_eq!(two["solved"], 4);
    assert_eq!(two["shortest"], 3);
    assert_eq!(two["shorter"], 1);
    assert_eq!(two["wrong"], 0);
    assert_eq!(two["unknown"], 0);
    assert_eq!(s["per_n"]["-5"]["solved"], 1, "{s}");
    assert_eq!(s["skipped"], 1, "the bad line");
    for field in [
        "nodes_total",
        "nodes_median",
        "time_ms_total",
        "cpu_ms_total",
        "nodes_per_s",
    ] {
        assert!(s[field].is_number(), "{field} in {s}");
    }
}

#[test]
fn bench_text_table_and_limits() {
    let o = ok(&[
        "bench",
        "--suite",
        "builtin:mate3-test",
        "--limit",
        "4",
        "--max-nodes",
        "1",
    ]);
    let text = stdout(&o);
    assert!(text.contains("4 position(s) benched"), "{text}");
    assert!(text.contains("solver ab"), "{text}");
    let row = text
        .lines()
        .find(|l| l.trim_start().starts_with("3 "))
        .unwrap_or_else(|| panic!("no N = 3 row in\n{text}"));
    let cols: Vec<&str> = row.split_whitespace().collect();
    // N positions solved shortest shorter wrong no-mate unknown: one node proves
    // nothing.
    assert_eq!(
        &cols[..8],
        ["3", "4", "0", "0", "0", "0", "0", "4"],
        "{row}"
    );
}

#[test]
fn bench_with_stockfish_beside_ab() {
    let engine = stockfish();
    let o = ok(&[
        "bench",
        "--suite",
        "builtin:mate2-test",
        "--limit",
        "5",
        "--engine",
        engine.to_str().expect("UTF-8"),
        "--engine-time-ms",
        "5000",
        "--json",
    ]);
    let rows = json_lines(&o);
    let engine_rows: Vec<&Value> = rows
        .iter()
        .filter(|r| r["summary"].is_null() && r["solver"] != "ab")
        .collect();
    assert_eq!(engine_rows.len(), 5);
    let name = engine_rows[0]["solver"].as_str().expect("a name");
    assert!(name.starts_with("Stockfish"), "{name}");
    for r in &engine_rows {
        assert_eq!(r["result"], "mate", "{r}");
        assert_eq!(r["mate_in"], 2, "{r}");
        assert_eq!(r["correct"], true, "{r}");
        assert!(r["nodes"].as_u64().is_some_and(|n| n > 0), "{r}");
        assert!(r.get("cpu_ms").is_none(), "another process's CPU time: {r}");
    }
    let s = summaries(&rows);
    assert_eq!(s.len(), 2);
    assert!(s.iter().all(|s| s["per_n"]["2"]["solved"] == 5), "{s:?}");
}

#[test]
fn bench_ab_and_pn_on_builtin_mates() {
    let o = ok(&[
        "bench",
        "--suite",
        "builtin:mate3-test",
        "--algo",
        "ab,pn",
        "--limit",
        "20",
        "--json",
    ]);
    let rows = json_lines(&o);
    let s = summaries(&rows);
    let solvers: Vec<&str> = s.iter().filter_map(|s| s["solver"].as_str()).collect();
    assert_eq!(solvers, ["ab", "pn"]);
    for s in s {
        let three = &s["per_n"]["3"];
        assert_eq!(three["positions"], 20, "{s}");
        assert_eq!(three["wrong"], 0, "{s}");
        assert_eq!(three["solved"], 20, "{s}");
    }
    assert_eq!(rows.len(), 2 * 20 + 2);
}

#[test]
fn bench_the_portfolio_beside_ab() {
    let o = ok(&[
        "bench",
        "--suite",
        "builtin:mate5-test",
        "--algo",
        "ab,portfolio",
        "--threads",
        "2",
        "--limit",
        "6",
        "--json",
    ]);
    let rows = json_lines(&o);
    let s = summaries(&rows);
    let (ab, portfolio) = (&s[0], &s[1]);
    assert_eq!(portfolio["solver"], "portfolio");
    assert_eq!(portfolio["wrong"], 0, "{portfolio}");
    assert_eq!(portfolio["solved"], ab["solved"], "{portfolio}");
    // The summary's threads add up to its nodes; ab runs on every position.
    let threads = portfolio["threads"].as_array().expect("threads");
    let sum: u64 = threads
        .iter()
        .filter_map(|t| t["nodes_total"].as_u64())
        .sum();
    assert_eq!(Some(sum), portfolio["nodes_total"].as_u64(), "{portfolio}");
    let answered: u64 = threads.iter().filter_map(|t| t["answered"].as_u64()).sum();
    assert_eq!(answered, 6, "{portfolio}");
    for row in rows
        .iter()
        .filter(|r| r["solver"] == "portfolio" && r["summary"].is_null())
    {
        let threads = row["threads"].as_array().expect("threads");
        assert!(!threads.is_empty(), "{row}");
        // ab runs on the caller's thread: its CPU time is the row's, less pn's.
        let cpu: f64 = threads.iter().filter_map(|t| t["cpu_ms"].as_f64()).sum();
        let row_cpu = row["cpu_ms"].as_f64().expect("cpu_ms");
        assert!(threads[0]["cpu_ms"].as_f64() > Some(0.0), "{row}");
        assert!((cpu - row_cpu).abs() < 0.01, "{row}");
    }
    // The solvers take turns at searching a position first (the first pays for the
    // caches), so a fixed order favours neither.
    let firsts: Vec<&str> = rows
        .iter()
        .filter(|r| r["summary"].is_null())
        .step_by(2)
        .filter_map(|r| r["solver"].as_str())
        .collect();
    assert_eq!(
        firsts,
        ["ab", "portfolio", "ab", "portfolio", "ab", "portfolio"]
    );
}
