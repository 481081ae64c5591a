//! `mategp` rejects bad input with a clear message and exit code 2, never a panic.

mod common;

use common::{run, stderr};

const FEN: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";

fn fails_with(args: &[&str], needles: &[&str]) {
    let o = run(args);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: expected {n:?} in {err}");
    }
}

#[test]
fn mate_length_out_of_range() {
    for bad in ["0", "100", "-1", "two"] {
        fails_with(
            &["solve", "--fen", FEN, "--mate", bad],
            &["--mate", &format!("must be 1..=99, got {bad}")],
        );
    }
    fails_with(&["solve", "--fen", FEN], &["--mate"]);
}

/// Every size and limit flag has a stated range; a negative number is refused by
/// that range, not taken for an unknown flag.
#[test]
fn size_and_limit_flags_state_their_range() {
    let solve = |flag: &str, value: &str| {
        vec![
            "solve".to_owned(),
            "--fen".to_owned(),
            FEN.to_owned(),
            "--mate".to_owned(),
            "2".to_owned(),
            flag.to_owned(),
            value.to_owned(),
        ]
    };
    for (flag, value, range) in [
        ("--hash-mb", "100000", "must be 0..=65536"),
        ("--hash-mb", "18446744073709551615", "must be 0..=65536"),
        ("--hash-mb", "17592186044416", "must be 0..=65536"),
        ("--hash-mb", "-1", "must be 0..=65536"),
        ("--max-time-ms", "0", "at least 1"),
        ("--max-nodes", "-5", "at least 1"),
    ] {
        let args = solve(flag, value);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        fails_with(&args, &[flag, range, &format!("got {value}")]);
    }
    fails_with(
        &["bench", "--suite", "builtin:mate1-test", "--limit", "-3"],
        &["--limit", "at least 1, got -3"],
    );
}

/// A suite with nothing to bench is an error, not an empty table and exit 0.
#[test]
fn an_empty_suite_is_refused() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let empty = tmp.path().join("empty.epd");
    std::fs::write(&empty, "").expect("write");
    let no_length = tmp.path().join("no-length.epd");
    std::fs::write(&no_length, format!("{} bm Rxd8+;\n", &FEN[..FEN.len() - 4])).expect("write");
    for suite in [&empty, &no_length] {
        let path = suite.to_str().expect("UTF-8 path");
        fails_with(&["bench", "--suite", path], &[path, "no position to bench"]);
    }
}

#[test]
fn bad_fen_names_the_field() {
    let cases = [
        (
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2KX w - -",
            "piece placement",
        ),
        (
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 x - -",
            "side to move",
        ),
        (
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w KZ -",
            "castling",
        ),
        (
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - z9",
            "en passant",
        ),
        (
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - x 1",
            "halfmove clock",
        ),
        (
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w -",
            "needs at least 4",
        ),
    ];
    for (fen, field) in cases {
        fails_with(&["solve", "--fen", fen, "--mate", "2"], &["--fen", field]);
    }
}

#[test]
fn illegal_position_is_named() {
    fails_with(
        &[
            "solve",
            "--fen",
            "4k3/8/8/8/8/8/8/3KK3 w - -",
            "--mate",
            "1",
        ],
        &["illegal position", "too many kings"],
    );
    fails_with(
        &[
            "solve",
            "--fen",
            "4k3/8/8/8/8/8/8/4RK2 w - -",
            "--mate",
            "1",
        ],
        &["illegal position", "the side not to move is in check"],
    );
}

#[test]
fn unknown_suite_and_missing_file() {
    fails_with(
        &["bench", "--suite", "builtin:nope"],
        &["built-in suite 'nope'", "mate3-test"],
    );
    fails_with(
        &["bench", "--suite", "/nonexistent/s.epd"],
        &["/nonexistent/s.epd"],
    );
    fails_with(
        &["bench", "--suite", "builtin:wac", "--algo", "zz"],
        &["zz"],
    );
    fails_with(&["solve", "--epd", "builtin:nope"], &["nope"]);
}

#[test]
fn strict_bench_names_file_line_and_field() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bad.epd");
    std::fs::write(
        &path,
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 1;\n6k1/5ppp/8/8/8/8/8/R5K1 w Kq - bm Ra8#; dm 1;\n",
    )
    .expect("write suite");
    let p = path.to_str().expect("UTF-8 path");
    fails_with(
        &["bench", "--suite", p, "--strict"],
        &[&format!("{p}:2:"), "castling"],
    );
}

#[cfg(unix)]
#[test]
fn an_engine_that_dies_fails_the_bench_without_hanging() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let engine = dir.path().join("dies.sh");
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read l; do\n  case \"$l\" in\n    uci) echo 'id name Dies'; echo uciok;;\n    isready) echo readyok;;\n    go*) exit 1;;\n  esac\ndone\n",
    )
    .expect("write engine");
    std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755))
        .expect("make engine executable");
    // The clock starts once mategp is built: the first call of a test binary builds it.
    common::mategp();
    let start = std::time::Instant::now();
    let o = run(&[
        "bench",
        "--suite",
        "builtin:mate1-test",
        "--limit",
        "1",
        "--engine",
        engine.to_str().expect("UTF-8"),
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("Dies") && err.contains("exited"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
}
