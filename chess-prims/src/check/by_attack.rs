//! One side's pieces sorted by how they attack, the one structure the static check
//! tests rebuild after a move instead of a board.

use shakmaty::{Bitboard, Board, Color, Role, Square, attacks};

/// One side's pawns, knights and king, and its sliders by the lines they attack
/// along: diagonal (bishops, queens) and straight (rooks, queens).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ByAttack {
    pub pawns: Bitboard,
    pub knights: Bitboard,
    pub king: Bitboard,
    pub diagonal: Bitboard,
    pub straight: Bitboard,
}

impl ByAttack {
    pub(crate) fn of(board: &Board, color: Color) -> ByAttack {
        let ours = board.by_color(color);
        ByAttack {
            pawns: board.pawns() & ours,
            knights: board.knights() & ours,
            king: board.kings() & ours,
            diagonal: board.bishops_and_queens() & ours,
            straight: board.rooks_and_queens() & ours,
        }
    }

    /// Takes whatever stands on `sq` off.
    pub(crate) fn remove(&mut self, sq: Square) {
        *self = self.without(sq);
    }

    /// These pieces with whatever stands on `sq` taken off.
    pub(crate) fn without(&self, sq: Square) -> ByAttack {
        ByAttack {
            pawns: self.pawns.without(sq),
            knights: self.knights.without(sq),
            king: self.king.without(sq),
            diagonal: self.diagonal.without(sq),
            straight: self.straight.without(sq),
        }
    }

    /// Puts a piece of `role` on `sq`.
    pub(crate) fn place(&mut self, role: Role, sq: Square) {
        match role {
            Role::Pawn => self.pawns = self.pawns.with(sq),
            Role::Knight => self.knights = self.knights.with(sq),
            Role::King => self.king = self.king.with(sq),
            Role::Bishop => self.diagonal = self.diagonal.with(sq),
            Role::Rook => self.straight = self.straight.with(sq),
            Role::Queen => {
                self.diagonal = self.diagonal.with(sq);
                self.straight = self.straight.with(sq);
            }
        }
    }

    /// Whether a piece other than the king attacks `sq` (a king gives no check)
    /// when `occupied` blocks the sliders; `them` is the other side, whose pawns'
    /// attacks, reversed, find ours.
    pub(crate) fn check(&self, sq: Square, them: Color, occupied: Bitboard) -> bool {
        (attacks::pawn_attacks(them, sq) & self.pawns).any()
            || (attacks::knight_attacks(sq) & self.knights).any()
            || self.slider_attack(sq, occupied)
    }

    /// Whether one of these pieces, the king included, attacks `sq`.
    pub(crate) fn attack(&self, sq: Square, them: Color, occupied: Bitboard) -> bool {
        self.check(sq, them, occupied) || (attacks::king_attacks(sq) & self.king).any()
    }

    /// Whether a bishop, rook or queen attacks `sq`.
    pub(crate) fn slider_attack(&self, sq: Square, occupied: Bitboard) -> bool {
        (attacks::bishop_attacks(sq, occupied) & self.diagonal).any()
            || (attacks::rook_attacks(sq, occupied) & self.straight).any()
    }
}
