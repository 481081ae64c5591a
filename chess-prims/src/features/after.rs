//! The board after a move, simulated on bitboards to answer geometric questions
//! ("would this move pin a piece?") statically, like [`crate::gives_check`].
//!
//! This is no lookahead: it sets pieces on a copy of the board, with no legality,
//! no move generation and no position, so it costs no node (docs/PRIMITIVES.md rule
//! 3). A primitive simulates it through [`crate::Line::board_after`], which counts it
//! apart as a board. Anything that needs the position after a move (its legal moves,
//! mate) applies the move through the search context and pays for it.

use shakmaty::{Bitboard, Board, Color, Move, Piece, Role, Square};

/// The board after the legal move `mv` of `mover`.
pub fn board_after(board: &Board, mv: &Move, mover: Color) -> Board {
    let mut b = board.clone();
    match *mv {
        Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } => {
            b.discard_piece_at(from);
            b.set_piece_at(to, promotion.unwrap_or(role).of(mover));
        }
        Move::EnPassant { from, to } => {
            b.discard_piece_at(from);
            b.discard_piece_at(Square::from_coords(to.file(), from.rank()));
            b.set_piece_at(
                to,
                Piece {
                    color: mover,
                    role: Role::Pawn,
                },
            );
        }
        Move::Castle { king, rook } => {
            if let Some(side) = mv.castling_side() {
                b.discard_piece_at(king);
                b.discard_piece_at(rook);
                b.set_piece_at(side.king_to(mover), Role::King.of(mover));
                b.set_piece_at(side.rook_to(mover), Role::Rook.of(mover));
            }
        }
        Move::Put { role, to } => b.set_piece_at(to, role.of(mover)),
    }
    b
}

/// Where the moved piece stands after `mv` (both king and rook for castling).
pub fn moved_to(mv: &Move, mover: Color) -> Bitboard {
    match *mv {
        Move::Castle { .. } => match mv.castling_side() {
            Some(side) => Bitboard::from(side.king_to(mover)) | side.rook_to(mover),
            None => Bitboard::EMPTY,
        },
        _ => Bitboard::from(mv.to()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

    /// The simulation agrees with shakmaty on every legal move of tricky positions.
    #[test]
    fn agrees_with_playing_the_move() {
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "r3k2r/8/8/8/3Pp3/8/1p6/R3K2R b KQkq d3 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .expect("test FEN")
                .into_position(CastlingMode::Standard)
                .expect("legal");
            for mv in pos.legal_moves() {
                let mut played = pos.clone();
                played.play_unchecked(mv);
                assert_eq!(
                    &board_after(pos.board(), &mv, pos.turn()),
                    played.board(),
                    "{fen} {mv:?}"
                );
                assert!(moved_to(&mv, pos.turn()).is_subset(played.board().by_color(pos.turn())));
            }
        }
    }
}
