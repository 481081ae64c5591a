//! The command line as scripts and pipelines use it: exit codes that tell the
//! answer, a closed pipe, progress on stderr, one flag name for a suite, searchers
//! given as bare S-expressions, `bench --mate N`, `c0` and `bm #-N` lines.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use common::{QUICK_SET, json_lines, mategp, ok, run, stderr, stdout};

const MATE2: &str = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";

fn code(args: &[&str]) -> Option<i32> {
    run(args).status.code()
}

#[test]
fn exit_status_tells_mate_no_mate_and_unknown() {
    let solve = |fen: &str, extra: &[&str]| {
        let mut args = vec!["solve", "--fen", fen, "--exit-status"];
        args.extend_from_slice(extra);
        code(&args)
    };
    assert_eq!(solve(MATE2, &["--mate", "2"]), Some(0), "mate");
    assert_eq!(solve(MATE2, &["--mate", "1"]), Some(3), "no mate in 1");
    assert_eq!(
        solve(MATE2, &["--mate", "2", "--max-nodes", "1"]),
        Some(4),
        "unknown: one node proves nothing"
    );
    // Without the flag every answer is a success; errors keep their codes.
    assert_eq!(code(&["solve", "--fen", MATE2, "--mate", "1"]), Some(0));
    assert_eq!(
        code(&["solve", "--fen", "8/8", "--mate", "1", "--exit-status"]),
        Some(2)
    );
    // A suite: the least decided answer.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("s.epd");
    std::fs::write(&path, QUICK_SET).expect("write");
    let p = path.to_str().expect("UTF-8");
    assert_eq!(code(&["solve", "--suite", p, "--exit-status"]), Some(0));
    assert_eq!(
        code(&["solve", "--suite", p, "--mate", "1", "--exit-status"]),
        Some(3)
    );
    let limited = ["solve", "--suite", p, "--max-nodes", "1", "--exit-status"];
    assert_eq!(code(&limited), Some(4));
    // The help says so.
    let help = stdout(&ok(&["solve", "--help"]));
    assert!(
        help.contains("--exit-status") && help.contains("4 unknown"),
        "{help}"
    );
    let top = stdout(&ok(&["--help"]));
    assert!(top.contains("3 (no mate) and 4 (unknown)"), "{top}");
}

/// `bench --json | head -1`: mategp stops writing when its reader goes, quietly and
/// with success.
#[test]
fn a_closed_pipe_ends_quietly() {
    for args in [
        &["bench", "--suite", "builtin:mate2-test", "--json"][..],
        &["solve", "--suite", "builtin:mate2-test", "--json"][..],
        &["primitives"][..],
    ] {
        let mut child = Command::new(mategp())
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("mategp runs");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("piped"))
            .read_line(&mut first)
            .expect("one line");
        // The reader is dropped here: the pipe is closed.
        let o = child.wait_with_output().expect("mategp ends");
        assert!(!first.is_empty(), "{args:?}");
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).contains("error"), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn bench_mate_override_and_progress() {
    // Win at Chess gives key moves, no mate lengths: without --mate, nothing to bench.
    let o = run(&["bench", "--suite", "builtin:wac", "--limit", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("give --mate N"), "{}", stderr(&o));
    let o = ok(&[
        "bench",
        "--suite",
        "builtin:wac",
        "--mate",
        "2",
        "--limit",
        "20",
        "--json",
    ]);
    let rows = json_lines(&o);
    let positions: Vec<_> = rows.iter().filter(|r| r["summary"].is_null()).collect();
    assert_eq!(positions.len(), 20);
    let mut outcomes = Vec::new();
    for r in &positions {
        assert_eq!(r["mate_limit"], 2, "{r}");
        assert!(r.get("expected_mate_in").is_none(), "{r}");
        let outcome = r["outcome"].as_str().unwrap_or_default().to_owned();
        let right = matches!(outcome.as_str(), "solved" | "shorter" | "no-mate");
        assert_eq!(r["correct"], right, "{r}");
        outcomes.push(outcome);
    }
    assert!(outcomes.iter().any(|o| o == "solved"), "{outcomes:?}");
    assert!(outcomes.iter().any(|o| o == "no-mate"), "{outcomes:?}");
    assert!(!outcomes.iter().any(|o| o == "wrong"), "{outcomes:?}");
    let summary = rows.iter().find(|r| r["summary"] == true).expect("summary");
    assert_eq!(
        summary["no_mate"],
        outcomes.iter().filter(|o| *o == "no-mate").count()
    );
    // Progress on stderr: not a terminal, so a line at each tenth of the suite.
    let err = stderr(&o);
    assert!(err.contains("mategp: bench: 2/20 positions (10%)"), "{err}");
    assert!(
        err.contains("mategp: bench: 20/20 positions (100%)"),
        "{err}"
    );
    assert_eq!(err.matches("mategp: bench: ").count(), 10, "{err}");
    // A short suite stays quiet.
    let o = ok(&["bench", "--suite", "builtin:mate1-test", "--limit", "5"]);
    assert!(!stderr(&o).contains("positions ("), "{}", stderr(&o));
}

#[test]
fn one_flag_name_for_a_suite() {
    let new = ok(&[
        "solve",
        "--suite",
        "builtin:mate1-test",
        "--json",
        "--max-nodes",
        "100",
    ]);
    let old = ok(&[
        "solve",
        "--epd",
        "builtin:mate1-test",
        "--json",
        "--max-nodes",
        "100",
    ]);
    let count = |o| json_lines(o).len();
    assert_eq!(count(&new), count(&old));
    assert_eq!(count(&new), 300);
    for command in ["solve", "bench", "inspect", "export"] {
        let help = stdout(&ok(&[command, "--help"]));
        assert!(help.contains("--suite <FILE>"), "{command}: {help}");
        for old in ["--epd", "--test "] {
            assert!(!help.contains(old), "{command} shows {old}: {help}");
        }
    }
    let args = [
        "inspect",
        "fig1-exhaustive",
        "--test-limit",
        "2",
        "--searcher-budget",
        "1000",
    ];
    let with = |flag: &str| {
        let mut a = args.to_vec();
        a.extend([flag, "builtin:mate2-test"]);
        stdout(&ok(&a))
    };
    let (new, old) = (with("--suite"), with("--test"));
    assert!(
        new.contains("results on builtin:mate2-test (first 2"),
        "{new}"
    );
    // The same but for the CPU time, the last column.
    let measured = |text: &str| -> Vec<String> {
        let cut = |l: &str| l.rsplit_once(' ').map_or(l, |(a, _)| a).to_owned();
        text.lines().map(cut).collect()
    };
    assert_eq!(measured(&new), measured(&old));
}

#[test]
fn a_bare_s_expression_is_a_searcher() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("best.sexp");
    std::fs::write(
        &file,
        "; a comment, as best.sexp has\n(IfForAllOpponentMoves IsMateInOneOrLess 1000 0)\n",
    )
    .expect("write");
    let f = file.to_str().expect("UTF-8");
    let o = ok(&[
        "solve",
        "--searcher",
        f,
        "--fen",
        MATE2,
        "--mate",
        "2",
        "--json",
    ]);
    let row = &json_lines(&o)[0];
    assert_eq!(row["result"], "mate", "{row}");
    assert_eq!(row["searcher"], "best", "{row}");
    let shown = stdout(&ok(&["inspect", f, "--no-test"]));
    assert!(shown.contains("IsMateInOneOrLess"), "{shown}");
    let o = ok(&[
        "bench",
        "--suite",
        "builtin:mate1-test",
        "--limit",
        "2",
        "--searcher",
        f,
    ]);
    assert!(stdout(&o).contains("solver evolved"), "{}", stdout(&o));
    let mut uci = Command::new(mategp())
        .args(["uci", "--searcher", f])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("uci starts");
    {
        use std::io::Write;
        let mut input = uci.stdin.take().expect("piped");
        writeln!(input, "position fen {MATE2}\ngo mate 2\nisready").expect("write");
        let lines = BufReader::new(uci.stdout.take().expect("piped")).lines();
        let mut best = None;
        for line in lines.map_while(Result::ok) {
            if line.starts_with("bestmove") {
                best = Some(line);
                break;
            }
        }
        assert_eq!(best.as_deref(), Some("bestmove f6f7 ponder h8h7"));
        writeln!(input, "quit").expect("write");
    }
    assert!(uci.wait().expect("uci ends").success());
    let bad = dir.path().join("bad.sexp");
    std::fs::write(&bad, "(IsMateInTwo)").expect("write");
    let o = run(&[
        "solve",
        "--searcher",
        bad.to_str().expect("UTF-8"),
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("bad.sexp"), "{}", stderr(&o));
}

#[test]
fn comments_and_mated_lines_are_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("s.epd");
    std::fs::write(
        &path,
        "k7/8/1K6/8/8/8/8/7R b - - bm #-1; id \"mated\"; c0 \"Kb8 Rh8#\";\n\
         7k/8/5K2/8/8/8/8/6R1 w - - bm Kf7; dm 2; id \"m2\"; c0 \"KR v K\";\n",
    )
    .expect("write");
    let p = path.to_str().expect("UTF-8");
    let text = stdout(&ok(&["solve", "--suite", p]));
    assert!(text.contains("comment    Kb8 Rh8#\n"), "{text}");
    assert!(
        text.contains("file says  the side to move is mated in 1"),
        "{text}"
    );
    assert!(
        text.contains("result     the side to move is mated in 1"),
        "{text}"
    );
    assert!(text.contains("pv         1... Kb8 2. Rh8#"), "{text}");
    let rows = json_lines(&ok(&["solve", "--suite", p, "--json"]));
    assert_eq!(rows[0]["c0"], "Kb8 Rh8#");
    assert_eq!(
        (&rows[0]["kind"], &rows[0]["result"]),
        (&"mated".into(), &"mated".into())
    );
    assert_eq!(rows[0]["pv_san"], serde_json::json!(["Kb8", "Rh8#"]));
    assert_eq!(
        (&rows[1]["kind"], &rows[1]["best_move_san"]),
        (&"mate".into(), &"Kf7".into())
    );
    let o = ok(&["bench", "--suite", p]);
    let text = stdout(&o);
    assert!(
        text.contains("N = -K: the side to move is mated in K"),
        "{text}"
    );
    let row = text
        .lines()
        .find(|l| l.trim_start().starts_with("-1 "))
        .expect("a -1 row");
    let cols: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(&cols[..3], ["-1", "1", "1"], "{row}");
}
