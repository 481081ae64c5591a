//! `mategp solve` end to end: text, JSON, every key, suites, limits.

mod common;

use common::{json_lines, ok, stderr, stdout};

/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";

#[test]
fn solves_a_mate_in_two_as_text() {
    let text = stdout(&ok(&["solve", "--fen", MATE2, "--mate", "2"]));
    for want in [
        "result     mate in 2",
        "key moves  Rxd8+ (d4d8)",
        "pv         1. Rxd8+ Rxd8 2. Rxd8#",
        "nodes/s",
        "\ncpu        ",
    ] {
        assert!(text.contains(want), "expected {want:?} in\n{text}");
    }
}

#[test]
fn solves_a_mate_in_two_as_json() {
    let rows = json_lines(&ok(&["solve", "--fen", MATE2, "--mate", "3", "--json"]));
    assert_eq!(rows.len(), 1);
    let r = &rows[0];
    assert_eq!(r["result"], "mate");
    assert_eq!(r["mate_in"], 2, "the shortest mate, though 3 was allowed");
    assert_eq!(r["best_move"], "d4d8");
    assert_eq!(r["key_moves"][0], "d4d8");
    assert_eq!(r["pv"], serde_json::json!(["d4d8", "a8d8", "d1d8"]));
    assert!(r["nodes"].as_u64().is_some_and(|n| n > 0), "{r}");
    assert!(r["time_ms"].as_f64().is_some_and(|t| t >= 0.0), "{r}");
    assert!(r["cpu_ms"].as_f64().is_some_and(|t| t >= 0.0), "{r}");
    assert!(
        r.get("searcher_boards").is_none(),
        "ab counts no boards: {r}"
    );
    assert_eq!(r["solver"], "ab");
}

#[test]
fn all_keys_no_mate_and_unknown() {
    let rows = json_lines(&ok(&[
        "solve",
        "--fen",
        "6k1/5ppp/8/8/8/8/8/RR4K1 w - -",
        "--mate",
        "1",
        "--all-keys",
        "--json",
    ]));
    let mut keys: Vec<&str> = rows[0]["key_moves"]
        .as_array()
        .expect("key_moves is an array")
        .iter()
        .filter_map(|k| k.as_str())
        .collect();
    keys.sort_unstable();
    assert_eq!(keys, ["a1a8", "b1b8"]);

    let rows = json_lines(&ok(&[
        "solve",
        "--fen",
        "4k3/8/8/8/8/8/8/4K3 w - -",
        "--mate",
        "3",
        "--json",
    ]));
    assert_eq!(rows[0]["result"], "no-mate");
    assert!(rows[0]["best_move"].is_null());

    let rows = json_lines(&ok(&[
        "solve",
        "--fen",
        MATE2,
        "--mate",
        "5",
        "--max-nodes",
        "2",
        "--json",
    ]));
    assert_eq!(rows[0]["result"], "unknown");
    assert!(rows[0]["mate_in"].is_null());
}

#[test]
fn solves_every_line_of_a_suite() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("s.epd");
    std::fs::write(
        &path,
        format!(
            "# two problems, one without a length, one bad line\n\
             {MATE2} bm Rxd8+; dm 2; id \"xoMHg\";\n\
             6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"back rank\";\n\
             6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 1; id \"mate1\";\n\
             6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Rb9; dm 1;\n"
        ),
    )
    .expect("write suite");
    let o = ok(&["solve", "--epd", path.to_str().expect("UTF-8"), "--json"]);
    let rows = json_lines(&o);
    let ids: Vec<&str> = rows.iter().filter_map(|r| r["id"].as_str()).collect();
    assert_eq!(ids, ["xoMHg", "mate1"]);
    assert_eq!(rows[0]["expected_mate_in"], 2);
    assert!(rows.iter().all(|r| r["result"] == "mate"));
    let err = stderr(&o);
    assert!(err.contains(":5:") && err.contains("Rb9"), "{err}");
    assert!(err.contains("1 position(s)"), "{err}");

    // --mate gives a length to every line.
    let rows = json_lines(&ok(&[
        "solve",
        "--epd",
        path.to_str().expect("UTF-8"),
        "--mate",
        "1",
        "--json",
    ]));
    let results: Vec<&str> = rows.iter().filter_map(|r| r["result"].as_str()).collect();
    assert_eq!(results, ["no-mate", "mate", "mate"]);
}

#[test]
fn solves_from_the_builtin_pool_without_files() {
    let o = ok(&["solve", "--epd", "builtin:mate1-test", "--json"]);
    let rows = json_lines(&o);
    assert_eq!(rows.len(), 300);
    assert!(
        rows.iter()
            .all(|r| r["result"] == "mate" && r["mate_in"] == 1)
    );
}

#[test]
fn proof_number_search_agrees_with_the_prover() {
    for algo in ["ab", "pn"] {
        let rows = json_lines(&ok(&[
            "solve", "--fen", MATE2, "--mate", "3", "--algo", algo, "--json",
        ]));
        let r = &rows[0];
        assert_eq!(r["solver"], algo);
        assert_eq!(r["result"], "mate", "{algo}: {r}");
        assert_eq!(r["mate_in"], 2, "{algo}: {r}");
        assert_eq!(r["best_move"], "d4d8", "{algo}: {r}");
    }
    let rows = json_lines(&ok(&[
        "solve",
        "--fen",
        "6k1/5ppp/8/8/8/8/8/RR4K1 w - -",
        "--mate",
        "2",
        "--algo",
        "pn",
        "--all-keys",
        "--json",
    ]));
    assert_eq!(rows[0]["key_moves"].as_array().map(Vec::len), Some(2));
}

/// matetrack: a mate in 6, beyond the portfolio's head start for ab alone.
const MATE6: &str = "1b1Q4/4N1p1/6P1/1r4k1/3P1n2/2p2K2/1p4P1/4B3 w - - 0 1";

#[test]
fn the_portfolio_answers_with_every_threads_share() {
    let solve = [
        "solve",
        "--fen",
        MATE6,
        "--mate",
        "6",
        "--algo",
        "portfolio",
    ];
    let rows = json_lines(&ok(&[&solve[..], &["--threads", "2", "--json"]].concat()));
    let r = &rows[0];
    assert_eq!(r["solver"], "portfolio");
    assert_eq!(
        (&r["result"], &r["mate_in"]),
        (&"mate".into(), &6.into()),
        "{r}"
    );
    let threads = r["threads"].as_array().expect("threads");
    let solvers: Vec<&str> = threads
        .iter()
        .filter_map(|t| t["solver"].as_str())
        .collect();
    assert_eq!(solvers, ["ab", "pn"], "{r}");
    let sum: u64 = threads.iter().filter_map(|t| t["nodes"].as_u64()).sum();
    assert_eq!(Some(sum), r["nodes"].as_u64(), "{r}");
    let answered = threads.iter().filter(|t| t["answered"] == true).count();
    assert_eq!(answered, 1, "{r}");
    // The row's CPU time is every thread's, not only the calling thread's: pn's
    // thread did work the caller's clock never saw.
    let cpu: Vec<f64> = threads
        .iter()
        .filter_map(|t| t["cpu_ms"].as_f64())
        .collect();
    assert_eq!(cpu.len(), 2, "{r}");
    assert!(cpu[1] > 0.0, "pn's thread used CPU: {r}");
    let row_cpu = r["cpu_ms"].as_f64().expect("cpu_ms");
    assert!(row_cpu + 0.002 >= cpu[0] + cpu[1], "{r}");
    let text = stdout(&ok(&solve));
    assert!(text.contains("result     mate in 6"), "{text}");
    assert!(
        text.contains("thread     ab: ") && text.contains("thread     pn: "),
        "{text}"
    );
}

#[test]
fn threads_are_the_portfolios_alone() {
    for (args, want) in [
        (["--algo", "portfolio", "--threads", "1"], "give 2 or more"),
        (
            ["--algo", "ab", "--threads", "2"],
            "--threads applies to --algo portfolio",
        ),
    ] {
        let mut all = vec!["solve", "--fen", MATE2, "--mate", "2"];
        all.extend(args);
        let o = common::run(&all);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(want), "{args:?}: {}", stderr(&o));
    }
}
