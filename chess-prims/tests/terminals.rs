//! The terminals (Tables 3 and 6), each with a position where the answer is known by
//! hand, true and false (or two values). All are static (0 nodes) except
//! IsMateInOneOrLess, which pays one node per checking move it tries.

mod common;

use common::{UNLIMITED, as_float, eval, eval_after, eval_min, holds, holds_min};

/// Evaluates a Bool terminal after set-up moves from `fen`.
fn holds_after(b: &str, fen: &str, moves: &[&str]) -> (bool, u64) {
    let p = eval_after(&as_float(b), fen, moves, UNLIMITED);
    (p.value == 1.0, p.nodes)
}

fn value(f: &str, fen: &str) -> (f64, u64) {
    let p = eval(f, fen);
    (p.value, p.nodes)
}

const MATE1: &str = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
const NO_MATE1: &str = "6k1/8/8/8/8/8/8/R5K1 w - - 0 1";
const FORCED: &str = "7k/R7/6K1/8/8/8/8/8 b - - 0 1";
const PAWN_MOVE: &str = "7k/R7/6K1/p7/8/8/8/8 b - - 0 1";
const BLACK_MATED: &str = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
/// Black Kg8 with pawns f7 g7 h7; white bishop c4 attacks f7; knight b1 far away.
const BISHOP_EYES_F7: &str = "6k1/5ppp/8/8/2B5/8/8/1N3K2 w - - 0 1";
/// The knight e7 is pinned to the king e8 by the rook e1.
const PINNED_CLOSE: &str = "4k3/4n3/8/8/8/8/8/4R2K w - - 0 1";
/// The knight e4 is pinned, but far from its king.
const PINNED_FAR: &str = "4k3/8/8/8/4n3/8/8/4R2K w - - 0 1";
/// The knight e7 is free (the rook is on a1).
const UNPINNED: &str = "4k3/4n3/8/8/8/8/8/R6K w - - 0 1";
/// The knight e4 blocks the rook e1 from the king e8.
const BATTERY: &str = "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1";
/// The same, with the white king on d1 defending the rook.
const BATTERY_DEFENDED: &str = "4k3/8/8/8/4N3/8/8/3KR3 w - - 0 1";

#[test]
fn is_check() {
    assert_eq!(holds_min("IsCheck", BLACK_MATED), (true, 0));
    assert_eq!(holds_min("IsCheck", FORCED), (false, 0));
    assert_eq!(
        holds("IsCheck", MATE1),
        (false, 0),
        "the player to move: never"
    );
}

#[test]
fn opp_king_proximity_to_edges() {
    assert_eq!(
        value("OppKingProximityToEdges", MATE1),
        (3.0, 0),
        "g8: on the edge"
    );
    assert_eq!(
        value("OppKingProximityToEdges", "8/8/8/3k4/8/8/8/K7 w - - 0 1"),
        (0.0, 0),
        "d5: centre"
    );
    assert_eq!(
        value("OppKingProximityToEdges", "8/8/2k5/8/8/8/8/K7 w - - 0 1"),
        (1.0, 0),
        "c6: two squares from the edge"
    );
}

#[test]
fn num_opp_pieces_attacked() {
    assert_eq!(value("NumOppPiecesAttacked", BISHOP_EYES_F7), (1.0, 0));
    assert_eq!(
        value("NumOppPiecesAttacked", "6k1/5ppp/8/8/8/8/8/1N3K2 w - - 0 1"),
        (0.0, 0)
    );
    // A piece attacked far from the king does not count: the rook a1 hits a7 only.
    assert_eq!(
        value("NumOppPiecesAttacked", "6k1/p7/8/8/8/8/8/R5K1 w - - 0 1"),
        (0.0, 0)
    );
}

#[test]
fn is_check_fork() {
    // Nc7+ forks king e8 and rook a8.
    assert_eq!(
        holds_min("IsCheckFork", "r3k3/2N5/8/8/8/8/8/4K3 b - - 0 1"),
        (true, 0)
    );
    // The same check; the knight hits only the pawn b5, defended by c6.
    assert_eq!(
        holds_min("IsCheckFork", "4k3/2N5/2p5/1p6/8/8/8/4K3 b - - 0 1"),
        (false, 0)
    );
}

#[test]
fn num_not_moves_opp_king() {
    // Kc8 in check from a8: b8 and d8 are attacked (b8 through the king's square),
    // b7 c7 d7 are free.
    assert_eq!(
        eval_min("NumNotMovesOppKing", "R1k5/8/8/8/8/8/8/4K3 b - - 0 1").value,
        2.0
    );
    // Kg8 behind its pawns f7 g7 h7: three own pieces, f8/h8 free.
    assert_eq!(value("NumNotMovesOppKing", BISHOP_EYES_F7), (3.0, 0));
    assert_eq!(
        value("NumNotMovesOppKing", "8/8/8/3k4/8/8/8/K7 w - - 0 1"),
        (0.0, 0)
    );
}

#[test]
fn num_not_moves_opp_bigger() {
    // Ra7 takes f7 g7 h7 from the king g8 (0 → 3); Rb1 takes nothing.
    assert_eq!(
        holds_after("NumNotMovesOppBigger", NO_MATE1, &["a1a7"]),
        (true, 0)
    );
    assert_eq!(
        holds_after("NumNotMovesOppBigger", NO_MATE1, &["a1b1"]),
        (false, 0)
    );
    assert_eq!(
        holds("NumNotMovesOppBigger", NO_MATE1),
        (false, 0),
        "root: no last move"
    );
}

#[test]
fn is_opp_king_protecting_piece() {
    assert_eq!(holds("IsOppKingProtectingPiece", BISHOP_EYES_F7), (true, 0));
    assert_eq!(holds("IsOppKingProtectingPiece", NO_MATE1), (false, 0));
}

#[test]
fn evaluate_material() {
    assert_eq!(
        value("EvaluateMaterial", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"),
        (-4.0, 0)
    );
    assert_eq!(value("EvaluateMaterial", MATE1), (5.0, 0));
    // From black's side when black is the player.
    assert_eq!(
        eval("EvaluateMaterial", "4k3/8/8/3q4/8/8/3R4/4K3 b - - 0 1").value,
        4.0
    );
}

#[test]
fn is_material_change() {
    let fen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
    assert_eq!(holds_after("IsMaterialChange", fen, &["d2d5"]), (true, 0));
    assert_eq!(holds_after("IsMaterialChange", fen, &["d2d3"]), (false, 0));
    assert_eq!(
        holds("IsMaterialChange", fen),
        (false, 0),
        "root: no last move"
    );
}

#[test]
fn is_mate_in_one_or_less() {
    // Player to move: the one check, Ra8, leaves no flight square; tried, it mates.
    assert_eq!(holds("IsMateInOneOrLess", MATE1), (true, 1));
    // Ra8+ leaves f7, g7, h7: no mate, known without trying it.
    assert_eq!(holds("IsMateInOneOrLess", NO_MATE1), (false, 0));
    // Ra8+ leaves no flight square but the bishop c6 takes it: tried, no mate.
    assert_eq!(
        holds("IsMateInOneOrLess", "6k1/8/2b3K1/8/8/8/8/R7 w - - 0 1"),
        (false, 1)
    );
    // Opponent to move: mated already, or not; nothing to try.
    assert_eq!(holds_min("IsMateInOneOrLess", BLACK_MATED), (true, 0));
    assert_eq!(holds_min("IsMateInOneOrLess", FORCED), (false, 0));
}

#[test]
fn is_opp_king_stuck() {
    // Kb2 (one square from the edge) may go only to a1, b1, a2: all on the edge. The
    // rook c8 holds c1-c3, the rook h3 holds a3-c3.
    assert_eq!(
        holds_min("IsOppKingStuck", "2R5/8/8/8/8/7R/1k6/6K1 b - - 0 1"),
        (true, 0)
    );
    // Kd5 may go to d4, e4, e5, d6... some as central as d5: not stuck.
    assert_eq!(
        holds("IsOppKingStuck", "8/8/8/3k4/8/8/8/K7 w - - 0 1"),
        (false, 0)
    );
    // A king on the edge cannot get nearer the edge.
    assert_eq!(holds_min("IsOppKingStuck", FORCED), (false, 0));
}

#[test]
fn is_opp_piece_pinned() {
    assert_eq!(holds("IsOppPiecePinned", PINNED_CLOSE), (true, 0));
    assert_eq!(holds("IsOppPiecePinned", PINNED_FAR), (true, 0));
    assert_eq!(holds("IsOppPiecePinned", UNPINNED), (false, 0));
}

#[test]
fn is_next_move_forced() {
    assert_eq!(holds_min("IsNextMoveForced", FORCED), (true, 0), "only Kg8");
    assert_eq!(
        holds_min("IsNextMoveForced", PAWN_MOVE),
        (false, 0),
        "a4 or Kg8"
    );
    assert_eq!(
        holds("IsNextMoveForced", MATE1),
        (false, 0),
        "player to move"
    );
}

#[test]
fn is_next_move_forced_with_king() {
    assert_eq!(holds_min("IsNextMoveForcedWithKing", FORCED), (true, 0));
    assert_eq!(holds_min("IsNextMoveForcedWithKing", PAWN_MOVE), (false, 0));
    assert_eq!(
        holds_min("IsNextMoveForcedWithKing", BLACK_MATED),
        (false, 0),
        "no move"
    );
}

#[test]
fn is_pin_close_to_king() {
    assert_eq!(holds("IsPinCloseToKing", PINNED_CLOSE), (true, 0));
    assert_eq!(holds("IsPinCloseToKing", PINNED_FAR), (false, 0));
}

#[test]
fn num_my_pieces_can_check() {
    // Rook a1 (a8) and bishop c2 (a4); not the knight h1, not the king.
    assert_eq!(
        value("NumMyPiecesCanCheck", "4k3/8/8/8/8/8/2B5/R3K2N w - - 0 1"),
        (2.0, 0)
    );
    // The knight e4 checks by discovery wherever it goes. The rook e1 itself has no
    // checking move (e2, e3, b1..d1, f1..h1), nor has the king.
    assert_eq!(value("NumMyPiecesCanCheck", BATTERY), (1.0, 0));
    assert_eq!(
        value("NumMyPiecesCanCheck", "7k/8/8/8/8/8/8/K7 w - - 0 1"),
        (0.0, 0)
    );
    // As if it were the player's turn: the same count at a MIN node.
    assert_eq!(
        eval_min("NumMyPiecesCanCheck", "4k3/8/8/8/8/8/2B5/R3K2N b - - 0 1").value,
        2.0
    );
}

#[test]
fn did_num_attacking_king_increase() {
    // Black Kh8; Rg1 brings the rook onto the g-file, into the king area (0 → 1).
    let fen = "7k/8/8/8/8/K7/8/R7 w - - 0 1";
    assert_eq!(
        holds_after("DidNumAttackingKingIncrease", fen, &["a1g1"]),
        (true, 0)
    );
    assert_eq!(
        holds_after("DidNumAttackingKingIncrease", fen, &["a1b1"]),
        (false, 0)
    );
    assert_eq!(
        holds("DidNumAttackingKingIncrease", fen),
        (false, 0),
        "root"
    );
}

#[test]
fn is_discovered_check() {
    assert_eq!(
        holds_after("IsDiscoveredCheck", BATTERY, &["e4c3"]),
        (true, 0)
    );
    // Nf6+ checks directly and by discovery (double check): still discovered.
    assert_eq!(
        holds_after("IsDiscoveredCheck", BATTERY, &["e4f6"]),
        (true, 0)
    );
    // A direct check only.
    assert_eq!(
        holds_after("IsDiscoveredCheck", MATE1, &["a1a8"]),
        (false, 0)
    );
    assert_eq!(
        holds_after("IsDiscoveredCheck", BATTERY, &["a1b1"]),
        (false, 0)
    );
}

#[test]
fn is_discovered_protected_check() {
    assert_eq!(
        holds_after("IsDiscoveredProtectedCheck", BATTERY_DEFENDED, &["e4c3"]),
        (true, 0)
    );
    // The rook giving the check is not defended (the king is on a1).
    assert_eq!(
        holds_after("IsDiscoveredProtectedCheck", BATTERY, &["e4c3"]),
        (false, 0)
    );
}
