//! The domain functions (Table 5), each on positions whose answer and node count are
//! worked out by hand in the comments. Every evaluation also checks (in
//! `common::probe`) that the position, ply and hash are as they were before.
//!
//! Move order is search order (`chess_prims::search_order`): checks, then captures
//! and promotions, then the rest; within each group shakmaty's order (pawns, knights,
//! bishops, rooks, queens, king, castling; each piece's destinations from a1 up to h8).
//! A condition the move alone decides (IsCheck, IsMaterialChange and their Not, And,
//! Or) is answered before the move is applied: a move it rules out costs no node.

mod common;

use common::{TRUE, UNLIMITED, eval, eval_after, eval_min, position};
use shakmaty::Position;

/// White Kg6, Ra1; black Kg8; white to move. 19 moves: rook b1..h1, a2..a8 (14), king
/// f5 g5 h5 f6 h6 (5). The only check is Ra8, the 14th move, and it mates.
const MATE1: &str = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
/// White Kg1, Ra1; black Kg8; white to move. 17 moves: rook b1..f1, a2..a8 (12), king
/// f1 h1 f2 g2 h2 (5). The only check, Ra8 (12th), is no mate: Kf7, Kg7, Kh7.
const NO_MATE1: &str = "6k1/8/8/8/8/8/8/R5K1 w - - 0 1";
/// White Kg6, Ra7; black Kh8 to move. One reply, Kg8; then the white checks are Rg7
/// (leaves f8 and h8 free: not tried) and Ra8 (no flight square: tried, mates).
const FORCED: &str = "7k/R7/6K1/8/8/8/8/8 b - - 0 1";
/// White Kg5, Ra7; black Kh8 to move. One reply, Kg8; then Rg7+ and Ra8+ both leave
/// a flight square (f8, f7): neither is tried.
const FORCED_NO_MATE: &str = "7k/R7/8/6K1/8/8/8/8 b - - 0 1";
/// Black Kh8, pawn a5; white Kg6, Ra7; black to move: a4 (first) or Kg8.
const PAWN_MOVE: &str = "7k/R7/6K1/p7/8/8/8/8 b - - 0 1";
/// White Ke1, Rd2; black Ke8, Qd5; white to move. Material −4. 15 moves: rook d1 d3 d4
/// d5 and a2..h2 (11), king d1 f1 e2 f2 (4). Only Rxd5 captures (then +5).
const ROOK_TAKES_QUEEN: &str = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
/// The same with black to move: Qxd2+ (then −9) is black's only capture.
const QUEEN_TAKES_ROOK: &str = "4k3/8/8/3q4/8/8/3R4/4K3 b - - 0 1";
/// Black (to move) is checkmated on the back rank.
const BLACK_MATED: &str = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
/// White (to move) is checkmated on the back rank.
const WHITE_MATED: &str = "6k1/8/8/8/8/8/5PPP/r5K1 w - - 0 1";
/// Black (to move) is stalemated.
const BLACK_STALEMATED: &str = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
/// Kings only.
const KINGS: &str = "7k/8/8/8/8/8/8/K7 w - - 0 1";

/// Always true, but read from the legal moves after a move, so never known before it.
const LEGAL_TRUE: &str = "(Not (And2 IsNextMoveForced (Not IsNextMoveForced)))";

fn legal_moves(fen: &str) -> u64 {
    position(fen).legal_moves().len() as u64
}

fn value_nodes(p: common::Probe) -> (f64, u64) {
    (p.value, p.nodes)
}

#[test]
fn if_my_move_exists_such_that() {
    let f = "(IfMyMoveExistsSuchThat IsMateInOneOrLess 7 -5)";
    // True: after Ra8 the opponent is mated. All 19 moves are tried (7 is no bound).
    assert_eq!(value_nodes(eval(f, MATE1)), (7.0, 19));
    // With F1 = 1000 the scan stops at Ra8, the only check and so the first move.
    let g = "(IfMyMoveExistsSuchThat IsMateInOneOrLess 1000 -5)";
    assert_eq!(value_nodes(eval(g, MATE1)), (1000.0, 1));
    // False: no move mates; all 17 tried, F2.
    assert_eq!(value_nodes(eval(f, NO_MATE1)), (-5.0, 17));
    // Best of F1: after each capture the material; the best is Rxd5, +5. Only the
    // capture is applied: the other 14 moves are known not to capture.
    let m = "(IfMyMoveExistsSuchThat IsMaterialChange EvaluateMaterial -50)";
    assert_eq!(value_nodes(eval(m, ROOK_TAKES_QUEEN)), (5.0, 1));
    // A comparison of static terminals is decided by the board after the move too.
    let board = "(IfMyMoveExistsSuchThat (Smaller 0 EvaluateMaterial) EvaluateMaterial -50)";
    assert_eq!(value_nodes(eval(board, ROOK_TAKES_QUEEN)), (5.0, 1));
    // The same condition behind a test of the legal moves after the move (a tautology
    // over IsNextMoveForced) is asked after each move: all 15 are applied.
    let asked = format!(
        "(IfMyMoveExistsSuchThat (Smaller 0 (If3 {LEGAL_TRUE} EvaluateMaterial 0)) EvaluateMaterial -50)"
    );
    assert_eq!(value_nodes(eval(&asked, ROOK_TAKES_QUEEN)), (5.0, 15));
    // MIN node: F2 at once.
    assert_eq!(value_nodes(eval_min(f, FORCED)), (-5.0, 0));
    // The player has no move: game end (checkmated, −1000).
    assert_eq!(value_nodes(eval(f, WHITE_MATED)), (-1000.0, 0));
}

#[test]
fn if_for_all_opponent_moves() {
    let f = "(IfForAllOpponentMoves IsMateInOneOrLess 7 -5)";
    // True: one reply (1 node), then Ra8# tried (1 node).
    assert_eq!(value_nodes(eval_min(f, FORCED)), (7.0, 2));
    // False: the reply, after which no check can mate.
    assert_eq!(value_nodes(eval_min(f, FORCED_NO_MATE)), (-5.0, 1));
    // A reply after which B is known to fail ends it before any move: neither of
    // PAWN_MOVE's replies (a4, Kg8) captures: no node, F2.
    let g = "(IfForAllOpponentMoves IsMaterialChange 7 -5)";
    assert_eq!(value_nodes(eval_min(g, PAWN_MOVE)), (-5.0, 0));
    // So does a comparison of static terminals.
    let board = "(IfForAllOpponentMoves (Smaller EvaluateMaterial 0) 7 -5)";
    assert_eq!(value_nodes(eval_min(board, PAWN_MOVE)), (-5.0, 0));
    // Asked after the move, B fails after the first reply a4: 1 node, F2.
    let asked =
        format!("(IfForAllOpponentMoves (Smaller (If3 {LEGAL_TRUE} EvaluateMaterial 0) 0) 7 -5)");
    assert_eq!(value_nodes(eval_min(&asked, PAWN_MOVE)), (-5.0, 1));
    // Minimum of F1: after each reply, the material.
    let h = format!("(IfForAllOpponentMoves {TRUE} EvaluateMaterial -50)");
    assert_eq!(value_nodes(eval_min(&h, QUEEN_TAKES_ROOK)).0, -9.0);
    // MAX node: F2 at once.
    assert_eq!(value_nodes(eval(f, MATE1)), (-5.0, 0));
    // No reply: game end, not F2.
    assert_eq!(value_nodes(eval_min(f, BLACK_MATED)), (1000.0, 0));
    assert_eq!(value_nodes(eval_min(f, BLACK_STALEMATED)), (-1000.0, 0));
}

#[test]
fn make_best_move() {
    // MAX: the best material after any move is +5 (Rxd5); all 15 moves.
    let f = "(MakeBestMove EvaluateMaterial)";
    assert_eq!(value_nodes(eval(f, ROOK_TAKES_QUEEN)), (5.0, 15));
    // MIN: the opponent's best is Qxd2, −9; all of its moves.
    assert_eq!(
        value_nodes(eval_min(f, QUEEN_TAKES_ROOK)),
        (-9.0, legal_moves(QUEEN_TAKES_ROOK))
    );
    // Game end: +1000 when the opponent is mated, −1000 for stalemate and when the
    // player is mated; no node.
    assert_eq!(value_nodes(eval_min(f, BLACK_MATED)), (1000.0, 0));
    assert_eq!(value_nodes(eval_min(f, BLACK_STALEMATED)), (-1000.0, 0));
    assert_eq!(value_nodes(eval(f, WHITE_MATED)), (-1000.0, 0));
    // A scan stops once the best is the end of the range: one move, then stop.
    assert_eq!(
        value_nodes(eval_min("(MakeBestMove -1000)", QUEEN_TAKES_ROOK)),
        (-1000.0, 1)
    );
    assert_eq!(value_nodes(eval("(MakeBestMove 1000)", KINGS)), (1000.0, 1));
}

#[test]
fn make_any_or_all_moves_such_that() {
    let f = "(MakeAnyOrAllMovesSuchThat IsMaterialChange EvaluateMaterial -77)";
    // True (MAX): Rxd5 is the only capture and the only move applied.
    assert_eq!(value_nodes(eval(f, ROOK_TAKES_QUEEN)), (5.0, 1));
    // True (MIN): Qxd2, −9.
    assert_eq!(value_nodes(eval_min(f, QUEEN_TAKES_ROOK)), (-9.0, 1));
    // False: no capture among MATE1's 19 moves; none is applied.
    assert_eq!(value_nodes(eval(f, MATE1)), (-77.0, 0));
    // A condition asked after the move: every move is applied.
    let asked = "(MakeAnyOrAllMovesSuchThat (Smaller EvaluateMaterial 0) EvaluateMaterial -77)";
    assert_eq!(
        value_nodes(eval_min(asked, QUEEN_TAKES_ROOK)),
        (-9.0, legal_moves(QUEEN_TAKES_ROOK))
    );
    // No move at all: game end.
    assert_eq!(value_nodes(eval_min(f, BLACK_MATED)), (1000.0, 0));
}

#[test]
fn if_exists_checking_move() {
    let f = "(IfExistsCheckingMove 1 2)";
    assert_eq!(value_nodes(eval(f, MATE1)), (1.0, 0), "Ra8+ exists");
    assert_eq!(value_nodes(eval(f, KINGS)), (2.0, 0), "kings never check");
    assert_eq!(value_nodes(eval_min(f, FORCED)), (2.0, 0), "MIN node");
    // Both branches are evaluated at the current position.
    let g = "(IfExistsCheckingMove (MakeBestMove 4) 2)";
    assert_eq!(value_nodes(eval(g, MATE1)), (4.0, 19));
}

#[test]
fn my_move_iter() {
    // White Kg6, Ra1; black Kh8. 20 moves, two checks: Rh1+ and Ra8#, in that order.
    // B1 = IsCheck is known before a move is made, so only the checks are applied.
    // Rh1+ first: its one reply Kg8 (1 node), then B2 = IsMateInOneOrLess finds only
    // Rh8+, which leaves Kxh8: not tried, no mate. Then Ra8#: no reply, checkmate: B2
    // holds for every reply; F1 = material 5. Nodes: 2 player moves + 1 reply = 3.
    let fen = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
    let f = "(MyMoveIter IsCheck IsMateInOneOrLess EvaluateMaterial -5)";
    assert_eq!(value_nodes(eval(f, fen)), (5.0, 3));
    // False: NO_MATE1's only check Ra8+ has three replies; after the first, Kf7, the
    // checks Ra7+ and Rf8+ leave flight squares. 1 player move + 1 reply, F2.
    assert_eq!(value_nodes(eval(f, NO_MATE1)), (-5.0, 2));
    // A B1 asked after the move is made: the same 3 nodes, because search order puts
    // the two checks first.
    let asked = "(MyMoveIter (Not IsOppPiecePinned) IsMateInOneOrLess EvaluateMaterial -5)";
    assert_eq!(value_nodes(eval(asked, fen)), (5.0, 3));
    // MIN node: F2 at once.
    assert_eq!(value_nodes(eval_min(f, FORCED)), (-5.0, 0));
    assert_eq!(value_nodes(eval(f, WHITE_MATED)), (-1000.0, 0));
}

#[test]
fn my_move_iter_cannot_verify_replies_beyond_the_cap() {
    // Cap at ply 1: the player's move may be applied, its replies may not. Rh1+ (the
    // first check) has a reply it cannot see, so it does not qualify; Ra8# has none
    // and is checkmate, so it does: 2 nodes, F1 = 5.
    let limits = chess_prims::SearchLimits {
        budget: u64::MAX,
        max_ply: 1,
        board_budget: u64::MAX,
    };
    let f = "(MyMoveIter IsCheck IsMateInOneOrLess EvaluateMaterial -5)";
    let p = eval_after(f, "7k/8/6K1/8/8/8/8/R7 w - - 0 1", &[], limits);
    assert_eq!(value_nodes(p), (5.0, 2));
}

#[test]
fn if_king_must_move() {
    let f = "(IfKingMustMove EvaluateMaterial -5)";
    // True: black's only move is Kg8 (1 node); material stays 5.
    assert_eq!(value_nodes(eval_min(f, FORCED)), (5.0, 1));
    // False: black may push a4.
    assert_eq!(value_nodes(eval_min(f, PAWN_MOVE)), (-5.0, 0));
    // MAX node: F2.
    assert_eq!(value_nodes(eval(f, MATE1)), (-5.0, 0));
    assert_eq!(value_nodes(eval_min(f, BLACK_STALEMATED)), (-1000.0, 0));
}

#[test]
fn if_capture_close_to_king_move() {
    let f = "(IfCaptureCloseToKingMove EvaluateMaterial -5)";
    // Qb3 can take f7 (next to Kg8) or a4 (far): only Qxf7+ qualifies, 1 node, then
    // material 9 − 1 = 8.
    assert_eq!(
        value_nodes(eval(f, "6k1/5p2/8/8/p7/1Q6/8/4K3 w - - 0 1")),
        (8.0, 1)
    );
    // Only the far capture Qxa4: F2, no node.
    assert_eq!(
        value_nodes(eval(f, "7k/8/8/8/p7/1Q6/8/4K3 w - - 0 1")),
        (-5.0, 0)
    );
    assert_eq!(value_nodes(eval_min(f, QUEEN_TAKES_ROOK)), (-5.0, 0));
}

#[test]
fn if_pin_close_to_king_move() {
    let f = "(IfPinCloseToKingMove EvaluateMaterial -5)";
    // Ra1-e1 pins the knight e7 to the king e8: 1 node, material 5 − 3 = 2.
    assert_eq!(
        value_nodes(eval(f, "4k3/4n3/8/8/8/8/8/R6K w - - 0 1")),
        (2.0, 1)
    );
    // Re1 would pin the knight on e4, but that is far from the king: F2.
    assert_eq!(
        value_nodes(eval(f, "4k3/8/8/8/4n3/8/8/R6K w - - 0 1")),
        (-5.0, 0)
    );
    // Already pinned: keeping the pin is no new pin.
    assert_eq!(
        value_nodes(eval(f, "4k3/4n3/8/8/8/8/8/4R2K w - - 0 1")),
        (-5.0, 0)
    );
    assert_eq!(value_nodes(eval_min(f, FORCED)), (-5.0, 0));
}

#[test]
fn if_attacking_king_move() {
    // White Ka3, Ra1; black Kh8, whose area is f6..h8. Rf1, Rg1 and Rh1 attack it;
    // after them NumNotMovesOppKing is 0, 2 (g7 g8) and 1 (h7): the best is 2, 3 nodes.
    let f = "(IfAttackingKingMove NumNotMovesOppKing -5)";
    assert_eq!(
        value_nodes(eval(f, "7k/8/8/8/8/K7/8/R7 w - - 0 1")),
        (2.0, 3)
    );
    assert_eq!(value_nodes(eval(f, KINGS)), (-5.0, 0));
    assert_eq!(value_nodes(eval_min(f, FORCED)), (-5.0, 0));
}

#[test]
fn if_clearing_way_move() {
    let f = "(IfClearingWayMove 1 2)";
    // The knight e4 blocks the rook e1: moving it opens the e-file. Static: no node.
    assert_eq!(
        value_nodes(eval(f, "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1")),
        (1.0, 0)
    );
    // The rook on h1 can already check (h8, e1); a king move opens nothing new.
    assert_eq!(
        value_nodes(eval(f, "4k3/8/8/8/8/8/8/K6R w - - 0 1")),
        (2.0, 0)
    );
    assert_eq!(value_nodes(eval_min(f, FORCED)), (2.0, 0));
}

#[test]
fn if_suicide_check() {
    // Qh5 vs Kg8 (pawn g7): Qh7+, Qh8+ and Qf7+ check where the king can take; Qe8+
    // and Qd5+ check safely and are filtered out statically. The three candidates
    // are applied (3 nodes); F1 = material after each, 9 − 1 = 8.
    let fen = "6k1/6p1/8/7Q/8/8/8/4K3 w - - 0 1";
    let f = format!("(IfSuicideCheck {TRUE} EvaluateMaterial -5)");
    assert_eq!(value_nodes(eval(&f, fen)), (8.0, 3));
    // B gates: none of them is a capture.
    let g = "(IfSuicideCheck IsMaterialChange EvaluateMaterial -5)";
    assert_eq!(value_nodes(eval(g, fen)), (-5.0, 3));
    // MATE1's only check, Ra8, cannot be taken: filtered statically, F2.
    assert_eq!(value_nodes(eval(&f, MATE1)), (-5.0, 0));
    assert_eq!(value_nodes(eval_min(&f, FORCED)), (-5.0, 0));
}

#[test]
fn moves_are_undone_even_deep_down() {
    // Three nested levels of full-width search: the probe checks the position after.
    let p = eval_after(
        "(MakeBestMove (MakeBestMove (MakeBestMove EvaluateMaterial)))",
        ROOK_TAKES_QUEEN,
        &[],
        UNLIMITED,
    );
    assert_eq!(p.value, 5.0);
    assert!(p.nodes > 100);
}
