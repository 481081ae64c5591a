//! Reader tests: every kind of bad line, and every shipped file.

use std::path::PathBuf;

use shakmaty::PositionErrorKinds;

use super::*;

const STRICT: ReadOptions = ReadOptions {
    require_mate: true,
    skip_bad: false,
};

fn line(text: &str) -> Result<Option<Problem>, ProblemError> {
    parse_epd_line(text, Source::new("t.epd", 7), STRICT)
}

fn kind(text: &str) -> ProblemErrorKind {
    let e = line(text).expect_err("a bad line");
    assert_eq!(e.source, Source::new("t.epd", 7));
    assert!(e.to_string().starts_with("t.epd:7: "), "{e}");
    e.kind
}

#[test]
fn reads_a_lichess_line() {
    let p = line(r#"3r2k1/pp3rp1/8/4p1q1/4Q3/8/PPP1NPP1/R3K2R b KQ - bm Qd2+; dm 3; id "lichess:Arw6w"; c0 "rating 1182";"#)
        .expect("valid")
        .expect("not blank");
    assert_eq!(p.id, "lichess:Arw6w");
    assert_eq!(p.mate, Some(3));
    assert_eq!(p.mate_depth().map(crate::MateDepth::get), Some(3));
    assert_eq!(p.key_moves_uci(), ["g5d2"]);
    assert_eq!(p.comment.as_deref(), Some("rating 1182"));
    assert_eq!(
        p.fen,
        "3r2k1/pp3rp1/8/4p1q1/4Q3/8/PPP1NPP1/R3K2R b KQ - 0 1"
    );
    assert_eq!(p.source.to_string(), "t.epd:7");
}

#[test]
fn reads_matetrack_forms() {
    let p = line("3r4/3N2kr/1p6/pBpn1p2/Q2PR1p1/P7/1P4P1/2q3K1 w - - bm #-5; Defence; 00:00;")
        .expect("valid")
        .expect("not blank");
    assert_eq!(p.mate, Some(-5));
    assert!(p.mate_depth().is_none(), "the side to move is mated");
    assert!(p.key_moves.is_empty());
    assert_eq!(p.other.len(), 2);
    assert_eq!(p.id, "t.epd:7");

    let p = line("5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - e6 bm #1; PV: d5e6;")
        .expect("valid")
        .expect("not blank");
    assert_eq!(p.pv.iter().map(|&m| uci(m)).collect::<Vec<_>>(), ["d5e6"]);
}

#[test]
fn full_fen_clocks_and_multiple_keys() {
    let p = line("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20 bm O-O Rxa8+ e1c1; dm 2;")
        .expect("valid")
        .expect("not blank");
    assert_eq!(p.fen, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 20");
    assert_eq!(p.key_moves_uci(), ["e1g1", "a1a8", "e1c1"]);
    assert!(matches!(
        kind("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 bm O-O; dm 2;"),
        ProblemErrorKind::BadClocks { value } if value == "3"
    ));
}

#[test]
fn blank_and_comment_lines() {
    assert!(line("").expect("blank").is_none());
    assert!(line("   \t").expect("blank").is_none());
    assert!(line("# a comment").expect("comment").is_none());
}

#[test]
fn each_bad_fen_field_is_named() {
    let cases = [
        ("4k3/8/8/8/8/8/8/4K3/8 w - - dm 1;", FenField::Placement),
        ("4k3/8/8/8/8/8/8/4K3 white - - dm 1;", FenField::Turn),
        ("4k3/8/8/8/8/8/8/4K3 w Kx - dm 1;", FenField::Castling),
        ("4k3/8/8/8/8/8/8/4K3 w - e9 dm 1;", FenField::EnPassant),
    ];
    for (text, want) in cases {
        match kind(text) {
            ProblemErrorKind::Fen(FenError::BadField { field, .. }) => {
                assert_eq!(field, want, "{text}")
            }
            other => panic!("{text}: {other:?}"),
        }
        let msg = line(text).expect_err("bad").to_string();
        assert!(msg.contains(want.as_str()), "{msg}");
    }
    assert_eq!(
        kind("4k3/8/8/8/8/8/8/4K3 w -"),
        ProblemErrorKind::Fen(FenError::MissingFields { found: 3 })
    );
}

#[test]
fn illegal_positions_are_named() {
    let illegal = |text: &str| match kind(text) {
        ProblemErrorKind::Fen(FenError::IllegalPosition(k)) => k,
        other => panic!("{text}: {other:?}"),
    };
    assert!(
        illegal("4k3/8/8/8/8/8/8/3KK3 w - - dm 1;").contains(PositionErrorKinds::TOO_MANY_KINGS)
    );
    assert!(
        illegal("4k3/8/8/8/8/8/8/4RK2 w - - dm 1;").contains(PositionErrorKinds::OPPOSITE_CHECK)
    );
    assert!(
        illegal("4k3/8/8/8/8/8/8/P3K3 w - - dm 1;").contains(PositionErrorKinds::PAWNS_ON_BACKRANK)
    );
    let msg = line("4k3/8/8/8/8/8/8/4RK2 w - - dm 1;")
        .expect_err("opposite check")
        .to_string();
    assert!(msg.contains("the side not to move is in check"), "{msg}");
}

#[test]
fn bad_move_tokens_are_named() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - -";
    assert_eq!(
        kind(&format!("{fen} bm Ra8# Qz9; dm 1;")),
        ProblemErrorKind::UnparsableMove {
            opcode: "bm".into(),
            token: "Qz9".into()
        }
    );
    assert_eq!(
        kind(&format!("{fen} bm Rb2; dm 1;")),
        ProblemErrorKind::IllegalMove {
            opcode: "bm".into(),
            token: "Rb2".into(),
            reason: "illegal"
        }
    );
    assert_eq!(
        kind(&format!("{fen} dm 1; PV: a1a8 a1a2;")),
        ProblemErrorKind::IllegalMove {
            opcode: "PV:".into(),
            token: "a1a2".into(),
            reason: "illegal"
        }
    );
    let msg = line(&format!("{fen} bm Rb2; dm 1;"))
        .expect_err("illegal")
        .to_string();
    assert!(msg.contains("'Rb2'") && msg.contains("bm"), "{msg}");
}

#[test]
fn mate_length_errors() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - -";
    assert_eq!(
        kind(&format!("{fen} bm Ra8#;")),
        ProblemErrorKind::MissingMateLength
    );
    let lenient = parse_epd_line(
        &format!("{fen} bm Ra8#;"),
        Source::new("t", 1),
        ReadOptions::default(),
    )
    .expect("mate length not required")
    .expect("not blank");
    assert_eq!(lenient.mate, None);
    for bad in ["dm 0;", "dm -2;", "dm x;", "dm 1 2;", "bm #0;", "bm #x;"] {
        assert!(
            matches!(
                kind(&format!("{fen} {bad}")),
                ProblemErrorKind::BadMateLength { .. }
            ),
            "{bad}"
        );
    }
    // `dm` takes a positive length; only `bm #-N` says the side to move is mated.
    let dm = kind(&format!("{fen} dm -1;")).to_string();
    assert!(
        dm.ends_with("expected a positive whole number of moves"),
        "{dm}"
    );
    let bm = kind(&format!("{fen} bm #0;")).to_string();
    assert!(bm.contains("#N or #-N"), "{bm}");
    assert_eq!(
        kind(&format!("{fen} bm #1; dm 2;")),
        ProblemErrorKind::MateLengthConflict { bm: 1, dm: 2 }
    );
    assert!(matches!(
        kind(&format!("{fen} bm #1 Ra8;")),
        ProblemErrorKind::BadOpcode { .. }
    ));
    assert!(matches!(
        kind(&format!("{fen} dm 1; dm 1;")),
        ProblemErrorKind::DuplicateOpcode { .. }
    ));
    assert!(matches!(
        kind(&format!(r#"{fen} dm 1; id "open"#)),
        ProblemErrorKind::BadOpcode { .. }
    ));
}

#[test]
fn skip_bad_lines_with_warnings() {
    let text = "\
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 1;
# comment

4k3/8/8/8/8/8/8/3KK3 w - - dm 1;
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Rb2; dm 1;
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#;
6k1/5ppp/8/8/8/8/8/R5K1 b - - dm 1; id \"last\";
";
    let strict = read_epd(text, "s.epd", STRICT).expect_err("line 4 is bad");
    assert_eq!(strict.source.line, 4);
    let options = ReadOptions {
        skip_bad: true,
        ..STRICT
    };
    let suite = read_epd(text, "s.epd", options).expect("skipping");
    assert_eq!(suite.problems.len(), 2);
    assert_eq!(suite.problems[1].id, "last");
    let lines: Vec<usize> = suite.skipped.iter().map(|e| e.source.line).collect();
    assert_eq!(lines, [4, 5, 6]);
    assert_eq!(suite.skipped[2].kind, ProblemErrorKind::MissingMateLength);
}

#[test]
fn load_suite_names_builtin_and_files() {
    let s = load_suite("builtin:mate2-test", STRICT).expect("built in");
    assert_eq!(s.problems.len(), 300);
    assert_eq!(s.problems[0].source.name, "builtin:mate2-test");
    let e = load_suite("builtin:nope", STRICT).expect_err("unknown");
    assert!(e.to_string().contains("mate3-test"), "{e}");
    let e = load_suite("/nonexistent/x.epd", STRICT).expect_err("missing file");
    assert!(e.to_string().starts_with("/nonexistent/x.epd: "), "{e}");
}

fn repo_problems() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../problems")
}

/// Parses a file with skipping and reports (parsed, skipped) counts; every line must
/// be a problem or a stated failure.
fn count(path: &std::path::Path, options: ReadOptions) -> (usize, Vec<ProblemError>) {
    let suite = read_epd_file(
        path,
        ReadOptions {
            skip_bad: true,
            ..options
        },
    )
    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = std::fs::read_to_string(path).expect("readable");
    let lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim().starts_with('#'))
        .count();
    assert_eq!(
        suite.problems.len() + suite.skipped.len(),
        lines,
        "{}",
        path.display()
    );
    (suite.problems.len(), suite.skipped)
}

#[test]
fn every_shipped_file_parses() {
    let root = repo_problems();
    let mut files = vec![
        (root.join("wac/wac.epd"), 300, false),
        (root.join("matetrack/matetrack.epd"), 6554, true),
    ];
    for n in 1..=5 {
        files.push((root.join(format!("lichess/mate{n}-train.epd")), 1200, true));
        files.push((root.join(format!("lichess/mate{n}-holdout.epd")), 300, true));
        files.push((root.join(format!("lichess/mate{n}-test.epd")), 300, true));
    }
    // Not vendored, but the pn and matetrack tools read it from the shared folder.
    let pv = PathBuf::from("/work/shared/problems/matetrack/matetrackpv.epd");
    if pv.exists() {
        files.push((pv, 6554, true));
    } else {
        println!("notice: {} absent, not checked", pv.display());
    }
    for (path, want, mates) in files {
        let options = ReadOptions {
            require_mate: mates,
            skip_bad: false,
        };
        let (parsed, skipped) = count(&path, options);
        println!(
            "{}: {parsed} parsed, {} skipped",
            path.display(),
            skipped.len()
        );
        assert!(
            skipped.is_empty(),
            "{}: {:?}",
            path.display(),
            skipped.first().map(ToString::to_string)
        );
        assert_eq!(parsed, want, "{}", path.display());
    }
}

#[test]
fn matetrackpv_lines_carry_their_pv() {
    let path = PathBuf::from("/work/shared/problems/matetrack/matetrackpv.epd");
    if !path.exists() {
        println!("notice: {} absent, test skipped", path.display());
        return;
    }
    let suite = read_epd_file(&path, STRICT).expect("parses");
    let with_pv = suite.problems.iter().filter(|p| !p.pv.is_empty()).count();
    assert_eq!(with_pv, 6553, "one line has no PV");
    for p in suite
        .problems
        .iter()
        .filter(|p| p.mate.is_some_and(|n| n > 0))
    {
        // A mating PV is at most 2N − 1 plies long.
        let n = p.mate.unwrap_or(0) as usize;
        assert!(p.pv.len() < 2 * n, "{}", p.source);
    }
}
