//! The Zobrist hash of the position after a move, computed without making it.
//!
//! Searches look a child up in their tables before (or instead of) playing it:
//! the alpha-beta prover's table lookahead, df-pn every time it re-enters a node.
//! Hashing incrementally applies no move, so it costs no node (docs/PRIMITIVES.md
//! rule 3); a child whose hash is not known this way is played, and counted, before
//! it is looked up. The hash equals [`crate::zobrist`] of the child (tested below):
//! halfmove clock excluded, en passant counted only when a legal capture exists.

use shakmaty::{
    CastlingSide, Chess, Color, EnPassantMode, File, Move, Piece, Position, Rank, Role, Square,
    zobrist::{Zobrist64, ZobristValue},
};

#[inline]
fn piece(sq: Square, role: Role, color: Color) -> u64 {
    Zobrist64::zobrist_for_piece(sq, Piece { color, role }).0
}

/// The part of a child's hash common to all moves of a position: the parent's hash
/// with the side to move flipped and its en passant file removed. Worth making once
/// per position for many moves ([`crate::Line::child_base`]): finding whether en
/// passant is legal generates moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChildBase(u64);

impl ChildBase {
    pub(crate) fn new(pos: &Chess, hash: u64) -> ChildBase {
        let mut h = hash ^ Zobrist64::zobrist_for_white_turn().0;
        if let Some(ep) = pos.ep_square(EnPassantMode::Legal) {
            h ^= Zobrist64::zobrist_for_en_passant_file(ep.file()).0;
        }
        ChildBase(h)
    }
}

/// The hash of the position after `mv`, from the [`ChildBase`] of `pos`; `None` when
/// the child's en passant square cannot be judged without the child position (a
/// double pawn push next to an enemy pawn).
pub(crate) fn child_hash(pos: &Chess, base: ChildBase, mv: &Move) -> Option<u64> {
    let h = base.0 ^ pieces_moved(pos, mv)?;
    // Most positions of a mate search have no castling right left to lose.
    if pos.castles().castling_rights().is_empty() {
        return Some(h);
    }
    Some(h ^ castling_rights_lost(pos, mv))
}

/// The hash of the pieces `mv` moves, takes and places.
#[inline]
fn pieces_moved(pos: &Chess, mv: &Move) -> Option<u64> {
    let us = pos.turn();
    match *mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let mut h = piece(from, role, us) ^ piece(to, promotion.unwrap_or(role), us);
            if let Some(captured) = capture {
                h ^= piece(to, captured, !us);
            }
            if role == Role::Pawn && from.rank().to_u32().abs_diff(to.rank().to_u32()) == 2 {
                let neighbours = [-1i32, 1].into_iter().filter_map(|df| {
                    let file = File::try_from(to.file().to_u32() as i32 + df).ok()?;
                    Some(Square::from_coords(file, to.rank()))
                });
                let theirs = pos.board().by_piece(Piece {
                    color: !us,
                    role: Role::Pawn,
                });
                if neighbours.into_iter().any(|sq| theirs.contains(sq)) {
                    return None;
                }
            }
            Some(h)
        }
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            Some(
                piece(from, Role::Pawn, us)
                    ^ piece(to, Role::Pawn, us)
                    ^ piece(captured, Role::Pawn, !us),
            )
        }
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_queen_side(rook < king);
            let rank: Rank = king.rank();
            Some(
                piece(king, Role::King, us)
                    ^ piece(rook, Role::Rook, us)
                    ^ piece(
                        Square::from_coords(side.king_to_file(), rank),
                        Role::King,
                        us,
                    )
                    ^ piece(
                        Square::from_coords(side.rook_to_file(), rank),
                        Role::Rook,
                        us,
                    ),
            )
        }
        Move::Put { .. } => None,
    }
}

/// The hash of the castling rights `mv` takes away.
fn castling_rights_lost(pos: &Chess, mv: &Move) -> u64 {
    let us = pos.turn();
    let before = pos.castles();
    let mut after = before.clone();
    match *mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            ..
        } => {
            if role == Role::King {
                after.discard_color(us);
            } else if role == Role::Rook {
                after.discard_rook(from);
            }
            if capture == Some(Role::Rook) {
                after.discard_rook(to);
            }
        }
        Move::Castle { .. } => after.discard_color(us),
        Move::EnPassant { .. } | Move::Put { .. } => {}
    }
    let mut h = 0;
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if before.has(color, side) != after.has(color, side) {
                h ^= Zobrist64::zobrist_for_castling_right(color, side).0;
            }
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Line, zobrist};
    use shakmaty::{CastlingMode, fen::Fen};

    /// Walks many short lines from positions rich in castling, en passant and
    /// promotion, and compares the static hash of every child with the real one.
    #[test]
    fn equals_the_hash_of_the_played_position() {
        let mut checked = 0;
        let mut unknown = 0;
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
            "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/8/8/8/1p1p4/8/P1P1P3/4K3 w - - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1",
        ] {
            let root: Chess = fen
                .parse::<Fen>()
                .expect("test FEN")
                .into_position(CastlingMode::Standard)
                .expect("legal test position");
            let mut line = Line::new(root);
            // A deterministic walk: at each ply take the move at a varying index.
            for step in 0..40usize {
                let moves = line.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                for mv in &moves {
                    let parent = line.hash();
                    let base = ChildBase::new(line.position(), parent);
                    let guess = child_hash(line.position(), base, mv);
                    line.play_unchecked(mv);
                    assert_eq!(line.hash(), zobrist(line.position()));
                    match guess {
                        Some(h) => {
                            assert_eq!(h, line.hash(), "{fen} after {mv}");
                            checked += 1;
                        }
                        None => unknown += 1,
                    }
                    line.undo();
                }
                let pick = moves[(step * 7 + 3) % moves.len()];
                line.play_unchecked(&pick);
            }
        }
        assert!(checked > 1000, "{checked} checked");
        assert!(unknown < checked / 10, "{unknown} unknown of {checked}");
    }
}
