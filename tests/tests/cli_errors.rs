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
