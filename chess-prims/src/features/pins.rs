//! Pieces pinned to their king.

use shakmaty::{Bitboard, Board, Color, Square, attacks};

use super::geometry::close_squares;

/// The pieces of `side` pinned to `side`'s own king by the other side's sliders
/// (absolute pins: the piece is the only one between the king and the slider).
pub fn pinned(board: &Board, side: Color) -> Bitboard {
    let Some(king) = board.king_of(side) else {
        return Bitboard::EMPTY;
    };
    let snipers = snipers(board, king, !side);
    lone_blockers(king, snipers, board.occupied()) & board.by_color(side)
}

/// The sliders of `color` that would attack `king` on an empty board.
pub(crate) fn snipers(board: &Board, king: Square, color: Color) -> Bitboard {
    ((attacks::rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
        | (attacks::bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()))
        & board.by_color(color)
}

/// The pieces (of either colour) that stand alone between `king` and one of
/// `snipers`: moving one off that line opens it.
pub(crate) fn lone_blockers(king: Square, snipers: Bitboard, occupied: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = attacks::between(king, sniper) & occupied;
        if blockers.single_square().is_some() {
            out |= blockers;
        }
    }
    out
}

/// The opponent's pieces close to its king (distance ≤ 2) that are pinned to it.
pub fn pinned_close_to_king(board: &Board, player: Color) -> Bitboard {
    match board.king_of(!player) {
        Some(king) => pinned(board, !player) & close_squares(king),
        None => Bitboard::EMPTY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Square, fen::Fen};

    fn board(fen: &str) -> Board {
        fen.parse::<Fen>().expect("test FEN").into_setup().board
    }

    #[test]
    fn finds_absolute_pins_only() {
        // The knight e7 is pinned by the rook e1. The bishop c6 is not: the white
        // pawn b5 also stands between it and the bishop a4, and a pawn pins nothing.
        let b = board("4k3/4n3/2b5/1P6/B7/8/8/4RK2 w - - 0 1");
        assert_eq!(pinned(&b, Color::Black), Bitboard::from(Square::E7));
        assert_eq!(
            pinned_close_to_king(&b, Color::White),
            Bitboard::from(Square::E7)
        );
        // Far pin: king e8, knight e4, rook e1: pinned, but not close.
        let b = board("4k3/8/8/8/4n3/8/8/4RK2 w - - 0 1");
        assert_eq!(pinned(&b, Color::Black), Bitboard::from(Square::E4));
        assert!(pinned_close_to_king(&b, Color::White).is_empty());
        // Two pieces between: no pin.
        let b = board("4k3/4n3/4p3/8/8/8/8/4RK2 w - - 0 1");
        assert!(pinned(&b, Color::Black).is_empty());
    }
}
