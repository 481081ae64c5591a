//! Squares near a king and distances to the edge.

use shakmaty::{Bitboard, Square, attacks};

/// Squares from `sq` to the nearest edge of the board: 0 on the edge, 3 in the centre.
#[inline]
pub fn edge_distance(sq: Square) -> u32 {
    let f = sq.file().to_u32();
    let r = sq.rank().to_u32();
    f.min(7 - f).min(r).min(7 - r)
}

/// The king area of a king on `king`: its square and every square at Chebyshev
/// distance ≤ 2 (docs/PRIMITIVES.md rule 9), clipped to the board.
#[inline]
pub fn king_area(king: Square) -> Bitboard {
    let ring1 = attacks::king_attacks(king).with(king);
    let mut area = ring1;
    for sq in ring1 {
        area |= attacks::king_attacks(sq);
    }
    area
}

/// The squares "close" to a king on `king` (distance ≤ 2), the king's own square excluded.
#[inline]
pub fn close_squares(king: Square) -> Bitboard {
    king_area(king).without(king)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_is_the_distance_two_box() {
        for king in Square::ALL {
            for sq in Square::ALL {
                assert_eq!(king_area(king).contains(sq), king.distance(sq) <= 2);
            }
        }
        assert_eq!(king_area(Square::A1).count(), 9);
        assert_eq!(king_area(Square::E4).count(), 25);
        assert!(!close_squares(Square::E4).contains(Square::E4));
    }

    #[test]
    fn edges() {
        assert_eq!(edge_distance(Square::A5), 0);
        assert_eq!(edge_distance(Square::H8), 0);
        assert_eq!(edge_distance(Square::B2), 1);
        assert_eq!(edge_distance(Square::D5), 3);
        assert_eq!(edge_distance(Square::F3), 2);
    }
}
