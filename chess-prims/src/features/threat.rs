//! Mate threats: what the player could do if the opponent passed.

use shakmaty::{Board, CastlingMode, Chess, Color, FromSetup, Position, Setup};

use super::checks::checkers;
use crate::mate_candidates;

/// What [`mate_threat`] found, and the boards it simulated to find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threat {
    pub threatens: bool,
    /// The board with the turn passed to the player, and one board per mating
    /// candidate tried on it.
    pub boards: u64,
}

/// Whether the player, were it to move again on `board` (the opponent passing), could
/// checkmate at once. The opponent in check cannot pass, so the answer is then no.
/// Castling and en passant are not considered on the passed board: neither is known
/// from a board alone, and neither is a one-move mate but in rare positions. Only
/// checks that leave the king no flight square are tried ([`mate_candidates`]), each on
/// a simulated position, never applied to the search.
pub fn mate_threat(board: &Board, player: Color) -> Threat {
    let none = Threat {
        threatens: false,
        boards: 0,
    };
    // No opponent king: no checkers, and no legal position to pass to.
    if checkers(board, player).any() {
        return none;
    }
    let Some(passed) = passed_to(board, player) else {
        return none;
    };
    let mut boards = 1;
    for mv in mate_candidates(&passed) {
        boards += 1;
        let mut after = passed.clone();
        after.play_unchecked(mv);
        if after.is_checkmate() {
            return Threat {
                threatens: true,
                boards,
            };
        }
    }
    Threat {
        threatens: false,
        boards,
    }
}

/// `board` with `player` to move, no castling rights and no en-passant square; `None`
/// when that is no legal position.
fn passed_to(board: &Board, player: Color) -> Option<Chess> {
    let mut setup = Setup::empty();
    setup.board = board.clone();
    setup.turn = player;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}
