//! A searcher's own proofs ([`chess_prims::Choice::proven_mate`], docs/PRIMITIVES.md
//! "Proven mates"): made by a search that meets every reply down to checkmate, never
//! by a score alone; a bound within the depth asked; dropped where the fifty-move
//! rule, which the tree does not see, could strike. fitness/tests/own_proofs.rs checks
//! every claim against solvers written apart from the interpreter.

mod common;

use chess_prims::{SCORE_MAX, SearchContext, SearchLimits, choose_move, choose_move_in};
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

#[test]
fn no_proof_whatever_the_halfmove_clock_says() {
    // A clock as large as a FEN can hold must not wrap around to a small one.
    let huge = with_halfmoves(MATE2, u32::MAX);
    let c = choose_move(&program(MINIMAX), &position(&huge), u64::MAX, 2);
    assert_eq!(c.proven_mate, None);
}

/// The back-rank mate, two plies after `7k/5ppp/8/8/8/8/8/R6K w`: 1. Kg1 Kg8.
const BEFORE_BACK_RANK: &str = "7k/5ppp/8/8/8/8/8/R6K w - - 0 1";

#[test]
fn a_proof_counts_the_moves_from_where_the_choice_is_made() {
    let mut ctx = SearchContext::new(
        position(BEFORE_BACK_RANK),
        SearchLimits::mate_in(2, u64::MAX),
    );
    for mv in ["h1g1", "h8g8"] {
        let mv = uci(&position_of(&ctx), mv);
        ctx.play(&mv).expect("legal");
    }
    // At ply 2, with the cap at ply 3: Ra8# is a mate in 1 from here.
    let c = choose_move_in(&program("(MakeBestMove 0)"), &mut ctx);
    assert_eq!(c.mv.map(|m| m.to().to_string()), Some("a8".to_owned()));
    assert_eq!(c.proven_mate, Some(1));
}

#[test]
fn no_proof_for_the_player_when_the_opponent_chooses() {
    let mut ctx = SearchContext::new(
        position(BEFORE_BACK_RANK),
        SearchLimits::mate_in(2, u64::MAX),
    );
    let mv = uci(&position_of(&ctx), "h1g1");
    ctx.play(&mv).expect("legal");
    // Black chooses; after Kg8 the player (White) mates at once, a proven value, but
    // it proves nothing about Black's move.
    let c = choose_move_in(&program("(MakeBestMove (MakeBestMove 0))"), &mut ctx);
    assert_eq!(c.score, SCORE_MAX);
    assert_eq!(c.proven_mate, None);
}

fn position_of(ctx: &SearchContext) -> shakmaty::Chess {
    ctx.position().clone()
}

fn uci(pos: &shakmaty::Chess, text: &str) -> shakmaty::Move {
    text.parse::<shakmaty::uci::UciMove>()
        .expect("UCI text")
        .to_move(pos)
        .expect("a legal move")
}
