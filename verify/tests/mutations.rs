//! Certificates that hold are accepted, and every kind of damage is rejected with
//! the reason that names it. The files of `data/` were written by `mategp solve
//! --certificate` and `mategp bench --certificates`.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use verify::{Expect, Invalid, Reason, verify};

const MATE2: &str = include_str!("data/mate2-xoMHg.cert.jsonl");
/// Black mates in 4; 15 replies at the first defender node, a shared node.
const MATE4: &str = include_str!("data/mate4-v1ZCx.cert.jsonl");
/// White mates by taking en passant: the FEN's e6 matters.
const EN_PASSANT: &str = include_str!("data/mate1-en-passant.cert.jsonl");

const HEADER: &str = r#"{"format":"mategp-certificate","version":1"#;

fn position(fen: &str) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a legal position")
}

fn check(text: &str) -> Result<verify::Valid, Invalid> {
    verify(text.as_bytes(), &Expect::default())
}

fn reason(text: &str) -> Reason {
    check(text).expect_err("rejected").reason
}

/// `text` with its `line`-th line (from 1) replaced.
fn with_line(text: &str, line: usize, new: &str) -> String {
    text.lines()
        .enumerate()
        .map(|(i, l)| if i + 1 == line { new } else { l })
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn solver_certificates_are_valid() {
    let cases = [
        (
            MATE2,
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - -",
            2,
        ),
        (MATE4, "4R3/8/8/8/P3kp2/8/5p2/3n1K2 b - -", 4),
        (EN_PASSANT, "5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - e6", 1),
    ];
    for (text, fen, n) in cases {
        let expect = Expect {
            root: Some(position(fen)),
            mate: Some(n),
        };
        let valid = verify(text.as_bytes(), &expect).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(valid.mate_in, n);
        assert_eq!(valid.nodes(), text.lines().count() - 1);
    }
    let valid = check(MATE4).expect("valid");
    assert_eq!((valid.attack, valid.mates, valid.defend), (10, 10, 10));
}

#[test]
fn a_dropped_defender_reply_is_missing() {
    let text = with_line(MATE2, 3, r#"{"n":1,"replies":[]}"#);
    let e = check(&text).expect_err("a reply dropped");
    assert_eq!(e.reason, Reason::MissingReply("a8d8".to_owned()));
    assert_eq!((e.node, e.line), (Some(1), Some(3)));
    assert_eq!(e.path.as_deref(), Some(&["d4d8".to_owned()][..]));
    assert_eq!(
        e.to_string(),
        "defender reply a8d8 is missing (node 1, line 3, path d4d8)"
    );
    // One of fifteen: the first reply dropped from MATE4's first defender node.
    let line = MATE4.lines().nth(2).expect("node 1");
    let dropped = line.replacen(r#"["a4a5",25],"#, "", 1);
    let e = check(&with_line(MATE4, 3, &dropped)).expect_err("dropped");
    assert_eq!(e.reason, Reason::MissingReply("a4a5".to_owned()));
}

#[test]
fn a_leaf_that_is_not_mate_is_rejected() {
    // The rook goes to d7 instead of d8: check-free, the king has moves.
    let e = check(&with_line(MATE2, 4, r#"{"n":2,"mate":"d1d7"}"#)).expect_err("not mate");
    assert_eq!(
        e.reason,
        Reason::NotMate {
            mv: "d1d7".to_owned(),
            stalemate: false
        }
    );
    assert_eq!(
        e.path.as_deref(),
        Some(&["d4d8".to_owned(), "a8d8".to_owned()][..])
    );
    // Qf7 stalemates; as a defender node without replies, stalemate too.
    let stalemate = format!(
        "{HEADER},\"fen\":\"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\",\"mate_in\":1,\"nodes\":1}}\n"
    );
    assert_eq!(
        reason(&format!("{stalemate}{{\"n\":0,\"mate\":\"f1f7\"}}\n")),
        Reason::NotMate {
            mv: "f1f7".to_owned(),
            stalemate: true
        }
    );
    let two = stalemate.replace("\"nodes\":1", "\"nodes\":2");
    assert_eq!(
        reason(&format!(
            "{two}{{\"n\":0,\"move\":\"f1f7\",\"next\":1}}\n{{\"n\":1,\"replies\":[]}}\n"
        )),
        Reason::NoReply { checkmate: false }
    );
}

#[test]
fn a_certificate_checked_against_another_position_is_rejected() {
    let other = position("4R3/8/8/8/P3kp2/8/5p2/3n1K2 b - -");
    let expect = Expect {
        root: Some(other),
        mate: None,
    };
    let e = verify(MATE2.as_bytes(), &expect).expect_err("another root");
    assert_eq!(
        e.reason,
        Reason::WrongRoot {
            expected: "4R3/8/8/8/P3kp2/8/5p2/3n1K2 b - -".to_owned()
        }
    );
    // The same board with the other side to move, or without the en passant square.
    for fen in [
        "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 b - -",
        "5K2/8/2qk4/2nPp3/3r4/6B1/B7/3R4 w - -",
    ] {
        let expect = Expect {
            root: Some(position(fen)),
            mate: None,
        };
        for text in [MATE2, EN_PASSANT] {
            let e = verify(text.as_bytes(), &expect).expect_err(fen);
            assert!(matches!(e.reason, Reason::WrongRoot { .. }), "{fen}: {e}");
        }
    }
    // The clocks are no part of the position.
    let expect = Expect {
        root: Some(position(
            "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 31 77",
        )),
        mate: Some(2),
    };
    assert!(verify(MATE2.as_bytes(), &expect).is_ok());
}

#[test]
fn a_wrong_root_in_the_header_breaks_the_tree() {
    // Without e6 the en passant mate is no legal move.
    let text = EN_PASSANT.replace(" w - e6 0 1", " w - - 0 1");
    assert_eq!(reason(&text), Reason::Illegal("d5e6".to_owned()));
    // Black to move: the side to move at the root is the attacker, and White's key
    // is not its move.
    let text = MATE2.replace("1N1R2K1 w - -", "1N1R2K1 b - -");
    assert_eq!(reason(&text), Reason::Illegal("d4d8".to_owned()));
    let text = MATE2.replace("\"fen\":\"r2r2k1", "\"fen\":\"r2r2kk");
    assert!(matches!(reason(&text), Reason::BadFen(_)), "{text}");
}

#[test]
fn a_move_illegal_in_its_position_is_rejected() {
    // The d4 rook blocks d1-d8.
    let e = check(&with_line(MATE2, 2, r#"{"n":0,"move":"d1d8","next":1}"#)).expect_err("illegal");
    assert_eq!(e.reason, Reason::Illegal("d1d8".to_owned()));
    assert_eq!(e.path.as_deref(), Some(&[][..]));
    assert!(
        e.to_string().ends_with("(node 0, line 2, at the root)"),
        "{e}"
    );
    // A defender reply that is not legal.
    let e = check(&with_line(
        MATE2,
        3,
        r#"{"n":1,"replies":[["a8d8",2],["g8h8",2]]}"#,
    ));
    assert_eq!(
        e.expect_err("illegal").reason,
        Reason::Illegal("g8h8".to_owned())
    );
    assert_eq!(
        reason(&with_line(MATE2, 2, r#"{"n":0,"move":"d4d9","next":1}"#)),
        Reason::NotUci("d4d9".to_owned())
    );
}

#[test]
fn moves_are_written_one_way() {
    // Castling mates; the king-takes-rook spelling names the same move.
    let castle = format!(
        "{HEADER},\"fen\":\"4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1\",\"mate_in\":1,\"nodes\":1}}\n"
    );
    assert!(check(&format!("{castle}{{\"n\":0,\"mate\":\"e1g1\"}}\n")).is_ok());
    assert_eq!(
        reason(&format!("{castle}{{\"n\":0,\"mate\":\"e1h1\"}}\n")),
        Reason::NotCanonical {
            found: "e1h1".to_owned(),
            canonical: "e1g1".to_owned()
        }
    );
}

#[test]
fn the_graph_must_be_sound() {
    // MATE4's node 10 leads to node 22 (shared with nodes 12 .. 21); sent to 24
    // instead, node 24 gets the position after e7e3, which node 23's a4a5 contradicts.
    let text = with_line(MATE4, 12, r#"{"n":10,"replies":[["e7e3",24]]}"#);
    let e = check(&text).expect_err("two positions");
    assert_eq!(e.reason, Reason::PositionMismatch { node: 24 });
    assert_eq!(e.node, Some(23));
    let cases = [
        (
            r#"{"n":1,"replies":[["a8d8",1]]}"#,
            Reason::BackReference { to: 1 },
        ),
        (
            r#"{"n":1,"replies":[["a8d8",0]]}"#,
            Reason::BackReference { to: 0 },
        ),
        (
            r#"{"n":1,"replies":[["a8d8",7]]}"#,
            Reason::Dangling { to: 7 },
        ),
        (
            r#"{"n":1,"replies":[["a8d8",2],["a8d8",2]]}"#,
            Reason::DuplicateReply("a8d8".to_owned()),
        ),
        (
            r#"{"n":1,"move":"a8d8","next":2}"#,
            Reason::WrongSide {
                attacker_to_move: false,
            },
        ),
        (
            r#"{"n":1,"replies":[["a8d8",2]],"mate":"a8d8"}"#,
            Reason::NodeKind,
        ),
        (
            r#"{"n":2,"replies":[["a8d8",2]]}"#,
            Reason::NodeNumber {
                expected: 1,
                found: 2,
            },
        ),
    ];
    for (line, want) in cases {
        assert_eq!(reason(&with_line(MATE2, 3, line)), want, "{line}");
    }
    // A node no line reaches.
    let text = format!(
        "{}{{\"n\":3,\"mate\":\"d1d8\"}}\n",
        MATE2.replace("\"nodes\":3", "\"nodes\":4")
    );
    let e = check(&text).expect_err("unreached");
    assert_eq!((e.reason, e.node), (Reason::Unreached, Some(3)));
}

#[test]
fn the_depth_is_the_headers_and_within_the_one_asked() {
    let e = check(&MATE2.replace("\"mate_in\":2", "\"mate_in\":3")).expect_err("depth");
    assert_eq!(e.reason, Reason::DepthMismatch { tree: 2, header: 3 });
    assert_eq!(
        reason(&MATE2.replace("\"mate_in\":2", "\"mate_in\":1")),
        Reason::DepthMismatch { tree: 2, header: 1 }
    );
    let expect = Expect {
        root: None,
        mate: Some(3),
    };
    let e = verify(MATE4.as_bytes(), &expect).expect_err("longer");
    assert_eq!(e.reason, Reason::LongerThanAsked { tree: 4, asked: 3 });
    // The longest defence: four black moves, the last one mate.
    assert_eq!(e.path.as_ref().map(Vec::len), Some(7), "{e}");
}

#[test]
fn the_header_says_what_the_file_is() {
    assert_eq!(
        reason(&MATE2.replace("\"version\":1", "\"version\":2")),
        Reason::UnsupportedVersion("2".to_owned())
    );
    assert_eq!(
        reason(&MATE2.replace("mategp-certificate", "mategp-checkpoint")),
        Reason::NotACertificate
    );
    assert!(matches!(
        reason(&MATE2.replace("\"solver\":\"ab\"", "\"solver\":\"ab\",\"extra\":1")),
        Reason::Json(_)
    ));
    assert_eq!(
        reason(&MATE2.replace("\"nodes\":3", "\"nodes\":0")),
        Reason::NoNodes
    );
    assert_eq!(
        reason(&MATE2.replace("\"nodes\":3", "\"nodes\":2")),
        Reason::ExtraNodes { announced: 2 }
    );
    assert_eq!(reason(""), Reason::Empty);
    assert_eq!(reason(&format!("{MATE2}\n")), Reason::EmptyLine);
    let mut bytes = MATE2.as_bytes().to_vec();
    bytes[MATE2.find("d4d8").expect("the key")] = 0xff;
    let e = verify(&bytes, &Expect::default()).expect_err("not UTF-8");
    assert_eq!((e.reason, e.line), (Reason::NotUtf8, Some(2)));
}

/// A cut anywhere, even of the last newline alone, is refused.
#[test]
fn every_truncation_is_rejected() {
    for text in [MATE2, MATE4, EN_PASSANT] {
        for cut in 0..text.len() {
            let e =
                verify(&text.as_bytes()[..cut], &Expect::default()).expect_err("a truncated file");
            if text.as_bytes()[..cut].ends_with(b"\n") {
                assert!(
                    matches!(e.reason, Reason::Truncated { .. }),
                    "cut at {cut}: {e}"
                );
            }
        }
        // Whole lines dropped from the end.
        let lines: Vec<&str> = text.lines().collect();
        let cut: String = lines[..lines.len() - 1]
            .iter()
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(
            reason(&cut),
            Reason::Truncated {
                announced: lines.len() - 1,
                found: lines.len() - 2
            }
        );
    }
}

/// Every byte flipped, one bit at a time, is rejected when checked against the
/// position it was made for, unless it lands where the format checks nothing: the
/// solver's name, the problem's id, the FEN's clocks. (Without `--fen`, a flip in the
/// FEN may well leave a valid certificate of another position: r2r2k1 to r2b2k1 in
/// MATE2 does.)
#[test]
fn flipped_bytes_are_rejected() {
    for text in [MATE2, MATE4, EN_PASSANT] {
        let unchecked = unchecked_spans(text);
        let expect = Expect {
            root: Some(position(&root_fen(text))),
            mate: None,
        };
        let mut rejected = 0;
        for i in 0..text.len() {
            for bit in 0..8 {
                let mut bytes = text.as_bytes().to_vec();
                bytes[i] ^= 1 << bit;
                match verify(&bytes, &expect) {
                    Err(_) => rejected += 1,
                    Ok(_) => assert!(
                        unchecked.iter().any(|r| r.contains(&i)),
                        "byte {i} ({:?}) bit {bit} flipped: still valid:\n{}",
                        text.as_bytes()[i] as char,
                        String::from_utf8_lossy(&bytes)
                    ),
                }
            }
        }
        assert!(
            rejected > 7 * text.len(),
            "{rejected} of {}",
            8 * text.len()
        );
    }
}

fn root_fen(text: &str) -> String {
    let start = text.find("\"fen\":\"").expect("a fen") + 7;
    let len = text[start..].find('"').expect("a closing quote");
    text[start..start + len].to_owned()
}

/// The byte ranges of the header's free-text values and the FEN's clock fields.
fn unchecked_spans(text: &str) -> Vec<std::ops::Range<usize>> {
    let header_end = text.find('\n').expect("a header line");
    let header = &text[..header_end];
    let mut spans = Vec::new();
    for key in ["\"solver\":\"", "\"id\":\""] {
        if let Some(start) = header.find(key) {
            let from = start + key.len();
            let len = header[from..].find('"').expect("a closing quote");
            spans.push(from..from + len);
        }
    }
    let fen_start = header.find("\"fen\":\"").expect("a fen") + 7;
    let fen_len = header[fen_start..].find('"').expect("a closing quote");
    let fen = &header[fen_start..fen_start + fen_len];
    let clocks = fen.match_indices(' ').nth(3).expect("six fields").0;
    spans.push(fen_start + clocks..fen_start + fen_len);
    spans
}
