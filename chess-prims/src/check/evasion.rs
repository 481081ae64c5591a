//! Does a check leave an answer other than a king move? A mate candidate (a check
//! that leaves the king no flight square, [`crate::may_checkmate`]) is no mate when
//! the checker can be taken or the check blocked by a piece that is free to move.
//!
//! Decided, like the flight squares, from attack sets on the board after the check,
//! without the position or its moves, so it costs no node (docs/PRIMITIVES.md rule
//! 3). The board is the prover's work, not a searcher's, and is not counted as one.

use shakmaty::{Chess, Move, Position, attacks};

use super::ByAttack;
use super::reply::{arrivals, arriving, board_after_single_step};
use crate::features::{board_after, pinned};

/// Whether, after the checking move `mv` of `position`, the side in check can take the
/// checker or block the check with a piece other than its king that is not pinned.
/// `true` is certain (such a reply is legal, so `mv` does not mate); `false` decides
/// nothing. A double check, and a check by a pawn that has just made its double step
/// (which en passant might take), are left undecided.
pub fn blockable_check(position: &Chess, mv: &Move) -> bool {
    let Some(board) = board_after_single_step(position, mv) else {
        return false;
    };
    let us = position.turn();
    let them = !us;
    let Some(king) = board.king_of(them) else {
        return false;
    };
    let Some(checker) = board.attacks_to(king, us, board.occupied()).single_square() else {
        return false;
    };
    let free = board.by_color(them) & !pinned(&board, them);
    let targets = attacks::between(checker, king).with(checker);
    targets.into_iter().any(|target| {
        arrivals(&board, them, target, target == checker).any(|(from, _)| free.contains(from))
    })
}

/// How many answers the checking move `mv` of `position` leaves, estimated from
/// attack sets on the board after it: the king's flight squares, and each piece that
/// can take the checker or block the check (pins ignored, a promotion counted once).
/// Only king steps answer a double check. An ordering hint, not a count to rely on.
pub fn check_answer_estimate(position: &Chess, mv: &Move) -> u32 {
    let us = position.turn();
    let them = !us;
    let board = board_after(position.board(), mv, us);
    let Some(king) = board.king_of(them) else {
        return 0;
    };
    let without_king = board.occupied().without(king);
    let flights = attacks::king_attacks(king) & !board.by_color(them);
    let attackers = ByAttack::of(&board, us);
    let mut answers = flights
        .into_iter()
        .filter(|&sq| !attackers.attack(sq, them, without_king))
        .count() as u32;
    let Some(checker) = board.attacks_to(king, us, board.occupied()).single_square() else {
        return answers;
    };
    for target in attacks::between(checker, king).with(checker) {
        let (pieces, pawns) = arriving(&board, them, target, target == checker);
        answers += (pieces | pawns).count() as u32;
    }
    answers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::position_and_move;

    fn decide(fen: &str, uci: &str) -> bool {
        let (pos, mv) = position_and_move(fen, uci);
        blockable_check(&pos, &mv)
    }

    #[test]
    fn a_back_rank_check_that_a_rook_blocks() {
        // Ra8+ is met by Rd8.
        assert!(decide("6k1/3r1ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"));
    }

    #[test]
    fn a_back_rank_mate() {
        assert!(!decide("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"));
    }

    #[test]
    fn a_pinned_blocker_does_not_count() {
        // Re1+: Be6 would block, but the bishop is pinned by the one on b5.
        assert!(!decide("4k3/3b4/8/1B6/8/8/8/R6K w - - 0 1", "a1e1"));
        assert!(decide("4k3/3b4/8/8/8/8/8/R6K w - - 0 1", "a1e1"));
    }
}
