//! Why a move legal in one position is illegal in another: the last step of the
//! alternating search, where the two lines part (docs/EXPLAIN.md, "The causal tests").
//! Decided from the two boards alone; no move is applied.

use shakmaty::{Bitboard, Chess, Color, Move, Piece, Position, Role, Square, attacks};

/// The reason the move cannot be played in the position where it is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The moving piece is not on its square there (`piece`: the one that moves
    /// in the other position).
    Missing { square: Square, piece: Piece },
    /// A capture whose target is not there.
    NoTarget { square: Square, piece: Piece },
    /// A piece of the mover's side stands on the destination.
    Occupied { square: Square, piece: Piece },
    /// A piece stands between the mover and its destination (for a pawn push, on it).
    Blocked { square: Square, piece: Piece },
    /// The mover's king is in check there, from `checker`, and the move does not
    /// answer it.
    InCheck { checker: Square, king: Square },
    /// A king move to a square the other side attacks there, from `by`.
    Attacked { square: Square, by: Square },
    /// The piece is pinned there to its king by the piece on `pinner`.
    Pinned { pinner: Square, king: Square },
    /// None of the above (castling rights, en passant details).
    Other,
}

/// Why `mv`, legal in `legal`, is not legal in `illegal` (the same side to move).
pub fn why_illegal(mv: &Move, legal: &Chess, illegal: &Chess) -> Cause {
    let (Some(from), to) = (mv.from(), mv.to()) else {
        return Cause::Other;
    };
    if mv.is_castle() {
        return Cause::Other;
    }
    let side = illegal.turn();
    let board = illegal.board();
    let piece = Piece {
        color: side,
        role: mv.role(),
    };
    if board.piece_at(from) != Some(piece) {
        // A king standing elsewhere but next to the square: what keeps it off the
        // square there is the guard on it, not where it came from.
        if piece.role == Role::King
            && let Some(king) = board.king_of(side)
            && king != to
            && king.distance(to) == 1
        {
            let occupied = board.occupied() ^ Bitboard::from(king);
            if let Some(by) = board.attacks_to(to, !side, occupied).first() {
                return Cause::Attacked { square: to, by };
            }
        }
        return Cause::Missing {
            square: from,
            piece,
        };
    }
    if let Some(captured) = mv.capture()
        && !mv.is_en_passant()
        && board.piece_at(to) != Some(captured.of(!side))
    {
        return match board.piece_at(to) {
            Some(p) if p.color == side => Cause::Occupied {
                square: to,
                piece: p,
            },
            _ => Cause::NoTarget {
                square: to,
                piece: captured.of(!side),
            },
        };
    }
    if let Some(p) = board.piece_at(to)
        && mv.capture().is_none()
    {
        return if p.color == side {
            Cause::Occupied {
                square: to,
                piece: p,
            }
        } else {
            Cause::Blocked {
                square: to,
                piece: p,
            }
        };
    }
    let path = attacks::between(from, to) & board.occupied();
    if matches!(
        mv.role(),
        Role::Bishop | Role::Rook | Role::Queen | Role::Pawn
    ) && let Some(square) = nearest(path, from)
        && let Some(p) = board.piece_at(square)
    {
        return Cause::Blocked { square, piece: p };
    }
    let Some(king) = board.king_of(side) else {
        return Cause::Other;
    };
    if mv.role() == Role::King {
        let occupied = board.occupied() ^ Bitboard::from(from);
        if let Some(by) = board.attacks_to(to, !side, occupied).first() {
            return Cause::Attacked { square: to, by };
        }
    }
    if let Some(checker) = illegal.checkers().first()
        && legal.checkers() != illegal.checkers()
    {
        return Cause::InCheck { checker, king };
    }
    if mv.role() != Role::King
        && let Some(pinner) = pinner(illegal, from, king)
    {
        return Cause::Pinned { pinner, king };
    }
    Cause::Other
}

/// The square of `set` nearest to `from`.
fn nearest(set: Bitboard, from: Square) -> Option<Square> {
    set.into_iter().min_by_key(|&s| s.distance(from))
}

/// The enemy slider that pins the piece on `square` to the king on `king`.
pub fn pinner(position: &Chess, square: Square, king: Square) -> Option<Square> {
    let board = position.board();
    let side = board.color_at(square)?;
    let without = board.occupied() ^ Bitboard::from(square);
    // An attacker of the king once the piece is gone, whose line runs through it:
    // necessarily a slider.
    board
        .attacks_to(king, !side, without)
        .into_iter()
        .find(|&s| attacks::between(s, king).contains(square))
}

/// Is `square` on the segment strictly between `a` and `b`?
pub fn on_segment(square: Square, a: Square, b: Square) -> bool {
    attacks::between(a, b).contains(square)
}

/// Used by the theme detectors to name a side.
pub fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{parse_fen, parse_move};

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).expect("test FEN").position
    }

    /// `token` from `legal`, checked against `illegal`.
    fn why(legal: &str, illegal: &str, token: &str) -> Cause {
        let (x, y) = (pos(legal), pos(illegal));
        let mv = parse_move(&x, token).expect("legal in the first position");
        assert!(!y.is_legal(mv), "{token} is legal in {illegal}");
        why_illegal(&mv, &x, &y)
    }

    #[test]
    fn names_each_cause() {
        // The rook left a1.
        assert!(matches!(
            why(
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                "4k3/8/8/8/8/8/8/1R2K3 w - - 0 1",
                "Ra8+"
            ),
            Cause::Missing {
                square: Square::A1,
                ..
            }
        ));
        // A knight on a4 blocks the file.
        assert!(matches!(
            why(
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                "4k3/8/8/8/N7/8/8/R3K3 w - - 0 1",
                "Ra8+"
            ),
            Cause::Blocked {
                square: Square::A4,
                ..
            }
        ));
        // The rook on d2 is pinned by the queen on d8.
        assert!(matches!(
            why(
                "4k3/8/8/8/8/8/3R4/3K4 w - - 0 1",
                "3qk3/8/8/8/8/8/3R4/3K4 w - - 0 1",
                "Ra2"
            ),
            Cause::Pinned {
                pinner: Square::D8,
                king: Square::D1
            }
        ));
        // The king may not step onto a guarded square.
        assert!(matches!(
            why(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "4k3/8/8/8/8/8/8/r3K3 w - - 0 1",
                "Kd1"
            ),
            Cause::Attacked {
                square: Square::D1,
                by: Square::A1
            }
        ));
        // A piece of its own on the destination.
        assert!(matches!(
            why(
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "4k3/8/8/8/8/8/8/3NK3 w - - 0 1",
                "Kd1"
            ),
            Cause::Occupied {
                square: Square::D1,
                ..
            }
        ));
        // In check from a rook in the second position only.
        assert!(matches!(
            why(
                "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
                "4k3/8/8/8/8/8/8/R3K2r w - - 0 1",
                "Ra2"
            ),
            Cause::InCheck {
                checker: Square::H1,
                king: Square::E1
            }
        ));
    }
}
