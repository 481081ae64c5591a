//! Attack sets, material and the opponent king's mobility.

use shakmaty::{Bitboard, Board, Color, Role, attacks};

use super::geometry::{close_squares, king_area};

/// Every square `color` attacks, with sliders blocked by `occupied`.
pub fn attacked_by(board: &Board, color: Color, occupied: Bitboard) -> Bitboard {
    let ours = board.by_color(color);
    let mut a = Bitboard::EMPTY;
    for sq in board.pawns() & ours {
        a |= attacks::pawn_attacks(color, sq);
    }
    for sq in board.knights() & ours {
        a |= attacks::knight_attacks(sq);
    }
    for sq in board.bishops_and_queens() & ours {
        a |= attacks::bishop_attacks(sq, occupied);
    }
    for sq in board.rooks_and_queens() & ours {
        a |= attacks::rook_attacks(sq, occupied);
    }
    for sq in board.kings() & ours {
        a |= attacks::king_attacks(sq);
    }
    a
}

/// Material value of a role: pawn 1, knight 3, bishop 3, rook 5, queen 9, king 0.
#[inline]
pub fn piece_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// The material of `color`, by [`piece_value`].
pub fn material(board: &Board, color: Color) -> i32 {
    let side = board.by_color(color);
    [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ]
    .into_iter()
    .map(|r| piece_value(r) * (board.by_role(r) & side).count() as i32)
    .sum()
}

/// The player's material minus the opponent's.
pub fn material_balance(board: &Board, player: Color) -> i32 {
    material(board, player) - material(board, !player)
}

/// Squares next to the opponent's king that are attacked by the player, computed
/// with the king lifted off the board (a slider's ray does not stop at the king it
/// drives away: the square behind the king along the ray is attacked too).
fn attacked_around_king(board: &Board, player: Color) -> Option<(Bitboard, Bitboard)> {
    let king = board.king_of(!player)?;
    let around = attacks::king_attacks(king);
    let attacked = attacked_by(board, player, board.occupied().without(king));
    Some((around, attacked))
}

/// How many of the opponent king's neighbour squares it cannot go to: held by its own
/// pieces or attacked by the player (NumNotMovesOppKing). Castling is not a king move
/// here.
pub fn king_blocked_squares(board: &Board, player: Color) -> u32 {
    let Some((around, attacked)) = attacked_around_king(board, player) else {
        return 0;
    };
    (around & (board.by_color(!player) | attacked)).count() as u32
}

/// The neighbour squares the opponent's king may step to: not held by its own pieces
/// and not attacked by the player. Equals its legal king moves (castling aside) when
/// the opponent is to move.
pub fn king_escape_squares(board: &Board, player: Color) -> Bitboard {
    let Some((around, attacked)) = attacked_around_king(board, player) else {
        return Bitboard::EMPTY;
    };
    around & !board.by_color(!player) & !attacked
}

/// The player's pieces that attack at least one square of the opponent's king area.
pub fn king_area_attackers(board: &Board, player: Color) -> Bitboard {
    let Some(king) = board.king_of(!player) else {
        return Bitboard::EMPTY;
    };
    let area = king_area(king);
    let mut out = Bitboard::EMPTY;
    for sq in board.by_color(player) {
        if board.attacks_from(sq).intersects(area) {
            out.add(sq);
        }
    }
    out
}

/// The opponent's pieces close to its king (distance ≤ 2, the king excluded) that a
/// player piece attacks.
pub fn pieces_attacked_near_king(board: &Board, player: Color) -> Bitboard {
    let Some(king) = board.king_of(!player) else {
        return Bitboard::EMPTY;
    };
    close_squares(king) & board.by_color(!player) & attacked_by(board, player, board.occupied())
}

/// The opponent's king is next to (so defends) at least one of its own pieces.
pub fn king_protects_piece(board: &Board, player: Color) -> bool {
    board
        .king_of(!player)
        .is_some_and(|king| attacks::king_attacks(king).intersects(board.by_color(!player)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Square, fen::Fen};

    fn board(fen: &str) -> Board {
        fen.parse::<Fen>().expect("test FEN").into_setup().board
    }

    #[test]
    fn material_counts_by_value() {
        let b = board("4k3/pp6/8/8/8/8/8/RN2K2Q w - - 0 1");
        assert_eq!(material(&b, Color::White), 17);
        assert_eq!(material(&b, Color::Black), 2);
        assert_eq!(material_balance(&b, Color::Black), -15);
    }

    #[test]
    fn king_mobility_sees_through_the_king() {
        // The rook on a8 checks along the rank; b8 behind the king stays attacked.
        let b = board("R1k5/8/8/8/8/8/8/4K3 b - - 0 1");
        // c8's neighbours: b8 d8 (rank, attacked), b7 c7 d7 free.
        assert_eq!(king_blocked_squares(&b, Color::White), 2);
        assert_eq!(
            king_escape_squares(&b, Color::White),
            Bitboard::from(Square::B7) | Square::C7 | Square::D7
        );
    }

    #[test]
    fn area_attackers_and_near_pieces() {
        // Black king g8, pawns f7 g7 h7; white bishop c4 hits f7; knight b1 far away.
        let b = board("6k1/5ppp/8/8/2B5/8/8/1N3K2 w - - 0 1");
        assert_eq!(
            king_area_attackers(&b, Color::White),
            Bitboard::from(Square::C4)
        );
        assert_eq!(
            pieces_attacked_near_king(&b, Color::White),
            Bitboard::from(Square::F7)
        );
        assert!(king_protects_piece(&b, Color::White));
        assert!(
            !king_protects_piece(&b, Color::Black),
            "white king has no neighbour of its own"
        );
    }
}
