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
