//! A move in 16 bits, so that a tree node stores its move in two bytes instead of a
//! shakmaty [`Move`] (and never a position).
//!
//! Layout: bits 0–5 origin, 6–11 destination, 12–14 kind. A castling move stores the
//! king's square and the rook's square, as shakmaty does. Decoding needs the position
//! the move is played from: it reads the moving and captured pieces off the board.

use shakmaty::{Chess, Move, Position, Role, Square};

const NORMAL: u16 = 0;
// 1..=4: promotion to knight, bishop, rook, queen.
const EN_PASSANT: u16 = 5;
const CASTLE: u16 = 6;

/// A legal move of a known position, packed into 16 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct CompactMove(pub(crate) u16);

impl CompactMove {
    pub(crate) fn new(mv: &Move) -> CompactMove {
        let (from, to, kind) = match *mv {
            Move::Normal {
                from,
                to,
                promotion,
                ..
            } => {
                let kind = match promotion {
                    None => NORMAL,
                    Some(Role::Knight) => 1,
                    Some(Role::Bishop) => 2,
                    Some(Role::Rook) => 3,
                    // A king promotion exists only in variants; Chess never yields it.
                    Some(_) => 4,
                };
                (from, to, kind)
            }
            Move::EnPassant { from, to } => (from, to, EN_PASSANT),
            Move::Castle { king, rook } => (king, rook, CASTLE),
            // Drops exist only in Crazyhouse; a Chess position never generates one.
            Move::Put { to, .. } => (to, to, 7),
        };
        CompactMove(from as u16 | (to as u16) << 6 | kind << 12)
    }

    fn from(self) -> Square {
        Square::new(u32::from(self.0 & 63))
    }

    fn to(self) -> Square {
        Square::new(u32::from((self.0 >> 6) & 63))
    }

    /// The move in `position`, which must be the position it was encoded in.
    pub(crate) fn decode(self, position: &Chess) -> Move {
        let (from, to) = (self.from(), self.to());
        let board = position.board();
        match self.0 >> 12 {
            EN_PASSANT => Move::EnPassant { from, to },
            CASTLE => Move::Castle {
                king: from,
                rook: to,
            },
            kind => Move::Normal {
                // The origin holds the moving piece in the position the move was
                // encoded in; Pawn is never used because that square is never empty.
                role: board.role_at(from).unwrap_or(Role::Pawn),
                from,
                capture: board.role_at(to),
                to,
                promotion: match kind {
                    1 => Some(Role::Knight),
                    2 => Some(Role::Bishop),
                    3 => Some(Role::Rook),
                    4 => Some(Role::Queen),
                    _ => None,
                },
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    #[test]
    fn every_legal_move_round_trips() {
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
            "r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .expect("test FEN")
                .into_position(CastlingMode::Standard)
                .expect("legal test position");
            for mv in pos.legal_moves() {
                assert_eq!(CompactMove::new(&mv).decode(&pos), mv, "{fen}: {mv}");
            }
        }
    }
}
