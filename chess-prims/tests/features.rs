//! The static features against the slow way (applying moves) on many random legal
//! positions: they must agree wherever their definitions coincide.

use chess_prims::{Line, features};
use shakmaty::{Bitboard, Chess, Position, Role};

mod common;

fn random_positions(count: usize) -> Vec<Chess> {
    common::walked_positions(count, 11, 30, 12)
}

/// With the player to move, not in check, and no castling or en passant possible,
/// "pieces with a checking move" computed statically equals the pieces whose legal
/// moves give check when applied.
#[test]
fn pieces_that_can_check_match_legal_moves() {
    let mut compared = 0;
    for pos in random_positions(3000) {
        if pos.is_check()
            || pos.castles().any()
            || pos.ep_square(shakmaty::EnPassantMode::Legal).is_some()
        {
            continue;
        }
        let mut slow = Bitboard::EMPTY;
        for mv in pos.legal_moves() {
            let mut line = Line::new(pos.clone());
            line.play_unchecked(&mv);
            if line.position().is_check() {
                slow.add(mv.from().expect("board moves have a from square"));
            }
        }
        let fast = features::pieces_that_can_check(pos.board(), pos.turn());
        assert_eq!(
            fast,
            slow,
            "{}",
            shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
        );
        compared += 1;
    }
    assert!(compared > 1000, "only {compared} positions compared");
}

/// With the opponent to move, its king's escape squares are its legal king moves
/// (castling aside).
#[test]
fn king_escapes_match_legal_king_moves() {
    for pos in random_positions(2000) {
        let player = !pos.turn();
        let mut legal = Bitboard::EMPTY;
        for mv in pos.legal_moves() {
            if mv.role() == Role::King && !mv.is_castle() {
                legal.add(mv.to());
            }
        }
        let escapes = features::king_escape_squares(pos.board(), player);
        assert_eq!(escapes, legal);
        // The squares it cannot go to are the rest of its neighbourhood.
        let king = pos.board().king_of(pos.turn()).expect("a king");
        assert_eq!(
            features::king_blocked_squares(pos.board(), player) as usize,
            shakmaty::attacks::king_attacks(king).count() - escapes.count()
        );
    }
}

/// Pins from attack sets agree with shakmaty's idea of legality: a pinned piece has
/// no legal move off the line through its king.
#[test]
fn pinned_pieces_cannot_leave_the_line() {
    for pos in random_positions(2000) {
        let us = pos.turn();
        let Some(king) = pos.board().king_of(us) else {
            continue;
        };
        let pinned = features::pinned(pos.board(), us);
        for mv in pos.legal_moves() {
            if let Some(from) = mv.from()
                && pinned.contains(from)
            {
                assert!(shakmaty::attacks::aligned(king, from, mv.to()), "{mv:?}");
            }
        }
    }
}
