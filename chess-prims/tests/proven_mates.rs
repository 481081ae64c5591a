//! A searcher's own proofs ([`chess_prims::Choice::proven_mate`], docs/PRIMITIVES.md
//! "Proven mates"): made by a search that meets every reply down to checkmate, never
//! by a score alone; a bound within the depth asked; dropped where the fifty-move
//! rule, which the tree does not see, could strike. fitness/tests/own_proofs.rs checks
//! every claim against solvers written apart from the interpreter.

mod common;

use chess_prims::{SCORE_MAX, choose_move};
use common::{position, program};

/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";

/// A full-width minimax of a mate in 2 below the root move: every move at every node.
const MINIMAX: &str = "(MakeBestMove (MakeBestMove (MakeBestMove 0)))";

fn with_halfmoves(fen: &str, halfmoves: u32) -> String {
    let mut fields: Vec<String> = fen.split(' ').map(str::to_owned).collect();
    fields[4] = halfmoves.to_string();
    fields.join(" ")
}

#[test]
fn a_full_width_search_to_checkmate_proves_the_mate() {
    let c = choose_move(&program(MINIMAX), &position(MATE2), u64::MAX, 2);
    assert_eq!(c.score, SCORE_MAX);
    assert_eq!(c.proven_mate, Some(2));
    let mv = c.mv.expect("a move");
    assert_eq!(mv.to().to_string(), "d8", "the key, Rxd8+");
}

#[test]
fn a_mate_beyond_the_depth_asked_is_neither_scored_nor_proven() {
    let c = choose_move(&program(MINIMAX), &position(MATE2), u64::MAX, 1);
    assert!(c.score < SCORE_MAX);
    assert_eq!(c.proven_mate, None);
}

#[test]
fn a_score_of_1000_is_not_a_proof() {
    let c = choose_move(&program("1000"), &position(MATE2), u64::MAX, 2);
    assert_eq!(c.score, SCORE_MAX);
    assert_eq!(c.proven_mate, None);
    // Checkmates below, but a reply met by a constant is not met by a search.
    let c = choose_move(
        &program("(MakeBestMove (MakeBestMove (If3 IsCheck 1000 (MakeBestMove 0))))"),
        &position(MATE2),
        u64::MAX,
        2,
    );
    assert_eq!(c.score, SCORE_MAX);
    assert_eq!(c.proven_mate, None);
}

#[test]
fn a_search_that_skips_a_reply_proves_nothing() {
    // lichess:9TQEs: after 1. Qg4+ the defender has one capture and one other reply,
    // each mated at once.
    let fen = "r4r2/pp3Rpp/4p1k1/8/1P3P1n/P7/1q5P/3QR1K1 w - - 0 1";
    let captures_only =
        "(MakeAnyOrAllMovesSuchThat IsMaterialChange (MakeBestMove (MakeBestMove 0)) -1000)";
    let c = choose_move(&program(MINIMAX), &position(fen), u64::MAX, 2);
    assert_eq!((c.score, c.proven_mate), (SCORE_MAX, Some(2)));
    let c = choose_move(&program(captures_only), &position(fen), u64::MAX, 2);
    assert_eq!(c.score, SCORE_MAX, "every capture is met by a mate");
    assert_eq!(c.proven_mate, None, "the other reply was not searched");
}

#[test]
fn no_proof_where_the_fifty_move_rule_could_strike() {
    // Ply 3 of a mate in 2 is reached at halfmove 97 + 3 = 100.
    let late = with_halfmoves(MATE2, 97);
    let c = choose_move(&program(MINIMAX), &position(&late), u64::MAX, 2);
    assert_eq!(c.score, SCORE_MAX, "the tree does not see the rule");
    assert_eq!(c.proven_mate, None);
    let early = with_halfmoves(MATE2, 96);
    let c = choose_move(&program(MINIMAX), &position(&early), u64::MAX, 2);
    assert_eq!(c.proven_mate, Some(2));
}
