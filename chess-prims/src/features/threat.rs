//! Mate threats: what the player could do if the opponent passed.

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, FromSetup, MoveList, Position, Setup, Square,
    attacks,
};

use crate::check::mate_candidates::board_mate_candidates_into;

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
/// checks that leave the king no flight square are tried ([`crate::mate_candidates`]),
/// each on a simulated position, never applied to the search.
pub fn mate_threat(board: &Board, player: Color) -> Threat {
    let none = Threat {
        threatens: false,
        boards: 0,
    };
    if !passable(board, player) {
        return none;
    }
    // The candidates come from the board: most passed boards have none, and they are
    // spared building (and shakmaty's validating) the position.
    let mut candidates = MoveList::new();
    board_mate_candidates_into(board, player, &mut candidates);
    let mut boards = 1;
    if candidates.is_empty() {
        return Threat {
            threatens: false,
            boards,
        };
    }
    let Some(passed) = passed_to(board, player) else {
        return none;
    };
    // By reference: the list is over a kilobyte, and moving it into the loop copies it.
    for mv in &candidates {
        boards += 1;
        let mut after = passed.clone();
        after.play_unchecked(*mv);
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

/// Whether [`passed_to`] makes a position: shakmaty's rules for a legal position
/// (`Chess::from_setup`), asked of the board alone, as cheaply as the bitboards allow.
/// With no castling rights and no en-passant square those rules are: one king a side,
/// no pawn on a back rank, no more pieces than promotions allow, the side not to move
/// not in check, and a check of the side to move that some last move could give.
fn passable(board: &Board, player: Color) -> bool {
    let (Some(ours), Some(theirs)) = (single_king(board, player), single_king(board, !player))
    else {
        return false;
    };
    if (board.pawns() & Bitboard::BACKRANKS).any()
        || !standard_material(board, Color::White)
        || !standard_material(board, Color::Black)
        || board.attacks_to(theirs, player, board.occupied()).any()
    {
        return false;
    }
    let checkers = board.attacks_to(ours, !player, board.occupied());
    let (Some(a), Some(b)) = (checkers.first(), checkers.last()) else {
        return true;
    };
    let impossible = a != b && (checkers.count() > 2 || attacks::aligned(a, ours, b));
    !impossible && !(checkers & board.steppers()).more_than_one()
}

fn single_king(board: &Board, color: Color) -> Option<Square> {
    let kings = board.kings() & board.by_color(color);
    kings.single_square()
}

/// No more promoted pieces than missing pawns (shakmaty's `is_standard_material`).
fn standard_material(board: &Board, color: Color) -> bool {
    let ours = board.by_color(color);
    let beyond = |pieces: Bitboard, usual: usize| (pieces & ours).count().saturating_sub(usual);
    let promoted = beyond(board.queens(), 1)
        + beyond(board.rooks(), 2)
        + beyond(board.knights(), 2)
        + beyond(board.bishops() & Bitboard::LIGHT_SQUARES, 1)
        + beyond(board.bishops() & Bitboard::DARK_SQUARES, 1);
    (board.pawns() & ours).count() + promoted <= 8
}
