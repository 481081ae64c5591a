//! Does a move give check? Answered from attack sets, without applying the move, so
//! that asking costs no node (PRIMITIVES.md rule 3).

use shakmaty::{Bitboard, Chess, Move, Position, Role, Square, attacks};

/// Whether the legal move `mv` gives check in `position`.
///
/// Rebuilds only the bitboards the move changes (the mover's pieces and the occupancy)
/// and looks for attackers of the enemy king, which finds direct checks, discovered
/// checks, checks by the rook of a castling move, by a promoted piece, and checks
/// discovered through the pawn taken en passant.
pub fn gives_check(position: &Chess, mv: &Move) -> bool {
    let board = position.board();
    let us = position.turn();
    let Some(king) = board.king_of(!us) else {
        return false;
    };
    let mut occupied = board.occupied();
    let mut mover = Checkers {
        pawns: board.pawns() & board.by_color(us),
        knights: board.knights() & board.by_color(us),
        diagonal: board.bishops_and_queens() & board.by_color(us),
        straight: board.rooks_and_queens() & board.by_color(us),
    };

    match *mv {
        Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } => {
            mover.remove(from);
            mover.place(promotion.unwrap_or(role), to);
            occupied = occupied.without(from).with(to);
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            mover.remove(from);
            mover.place(Role::Pawn, to);
            occupied = occupied.without(from).without(taken).with(to);
        }
        Move::Castle { king: k, rook } => {
            let Some(side) = mv.castling_side() else {
                return false;
            };
            mover.remove(rook);
            mover.place(Role::Rook, side.rook_to(us));
            occupied = occupied
                .without(k)
                .without(rook)
                .with(side.king_to(us))
                .with(side.rook_to(us));
        }
        Move::Put { role, to } => {
            mover.place(role, to);
            occupied = occupied.with(to);
        }
    }

    (attacks::pawn_attacks(!us, king) & mover.pawns).any()
        || (attacks::knight_attacks(king) & mover.knights).any()
        || (attacks::bishop_attacks(king, occupied) & mover.diagonal).any()
        || (attacks::rook_attacks(king, occupied) & mover.straight).any()
}

/// The mover's pieces that can give check, by how they attack.
struct Checkers {
    pawns: Bitboard,
    knights: Bitboard,
    diagonal: Bitboard,
    straight: Bitboard,
}

impl Checkers {
    fn remove(&mut self, sq: Square) {
        self.pawns = self.pawns.without(sq);
        self.knights = self.knights.without(sq);
        self.diagonal = self.diagonal.without(sq);
        self.straight = self.straight.without(sq);
    }

    fn place(&mut self, role: Role, sq: Square) {
        match role {
            Role::Pawn => self.pawns = self.pawns.with(sq),
            Role::Knight => self.knights = self.knights.with(sq),
            Role::Bishop => self.diagonal = self.diagonal.with(sq),
            Role::Rook => self.straight = self.straight.with(sq),
            Role::Queen => {
                self.diagonal = self.diagonal.with(sq);
                self.straight = self.straight.with(sq);
            }
            Role::King => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("test FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal test position")
    }

    /// Compares with the slow path (apply, then ask) on every legal move.
    fn agrees_everywhere(fen: &str) -> usize {
        let pos = position(fen);
        let mut checks = 0;
        for mv in pos.legal_moves() {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            assert_eq!(gives_check(&pos, &mv), after.is_check(), "{fen}: {mv:?}");
            checks += usize::from(after.is_check());
        }
        checks
    }

    #[test]
    fn direct_discovered_promotion_castling_en_passant() {
        // Knight, bishop, queen and pawn checks, and a discovered check by the b1 rook.
        assert!(agrees_everywhere("4k3/8/8/8/2B5/8/1N3Q2/1R2K3 w - - 0 1") > 3);
        // Promotion to queen and knight check from d7 on c8/e8.
        assert!(agrees_everywhere("8/3P1k2/8/8/8/8/8/4K3 w - - 0 1") >= 1);
        // Castling with check by the rook on f1.
        assert!(agrees_everywhere("5k2/8/8/8/8/8/8/4K2R w K - 0 1") >= 1);
        // En passant that discovers a rook check along the fifth rank.
        assert!(agrees_everywhere("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1") >= 1);
        // Black to move, quiet position with no checks.
        assert_eq!(
            agrees_everywhere("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b - - 0 1"),
            0
        );
    }
}
