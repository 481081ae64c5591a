//! Legal moves written into the caller's list, in exactly the order of shakmaty's
//! `legal_moves()`.
//!
//! shakmaty returns its list by value: over a kilobyte copied at every node that
//! generates moves (4 % of the mate prover's instructions). Here the moves go straight
//! into a list the search keeps, and pinned pieces are held to their line while their
//! moves are made instead of by a second pass. The order matters: searches break ties
//! between equally scored moves by it, so a different order would search differently.

use shakmaty::{
    Bitboard, Board, CastlingSide, Chess, Color, Move, MoveList, Position, Role, Square, attacks,
};

/// Appends the legal moves of `position` to `moves`, in `legal_moves()`'s order.
pub fn legal_moves_into(position: &Chess, moves: &mut MoveList) {
    let board = position.board();
    let us = position.turn();
    let Some(king) = board.king_of(us) else {
        // Not a standard position (a legal `Chess` has both kings): shakmaty decides.
        moves.extend(position.legal_moves());
        return;
    };
    let generator = Generator {
        position,
        board,
        us,
        king,
        pinned: pinned(board, us, king),
    };
    let first_en_passant = moves.len();
    let has_en_passant = generator.en_passant(moves);
    let checkers = position.checkers();
    if checkers.is_empty() {
        let target = !board.by_color(us);
        generator.non_king(target, moves);
        generator.safe_king(target, moves);
        if position.castles().has_color(us) {
            generator.castling(CastlingSide::KingSide, moves);
            generator.castling(CastlingSide::QueenSide, moves);
        }
    } else {
        generator.evasions(checkers, moves);
    }
    if has_en_passant {
        // En passant may uncover the king along the rank of both pawns, which no pin
        // shows: tested on the board after it, as shakmaty does.
        let mut i = first_en_passant;
        while i < moves.len() {
            if matches!(moves[i], Move::EnPassant { .. }) && !generator.en_passant_is_safe(moves[i])
            {
                moves.remove(i);
            } else {
                i += 1;
            }
        }
    }
}

/// Pieces standing alone between the king of `us` and an enemy slider on its line
/// (shakmaty's `slider_blockers`; the enemy's own such pieces are included and never
/// move, so they do no harm).
fn pinned(board: &Board, us: Color, king: Square) -> Bitboard {
    let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
        | (attacks::bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()))
        & board.by_color(!us);
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let between = attacks::between(king, sniper) & board.occupied();
        if !between.more_than_one() {
            pinned |= between;
        }
    }
    pinned
}

struct Generator<'a> {
    position: &'a Chess,
    board: &'a Board,
    us: Color,
    king: Square,
    pinned: Bitboard,
}

impl Generator<'_> {
    /// The squares a piece on `from` may go to without exposing its king.
    #[inline(always)]
    fn allowed(&self, from: Square, target: Bitboard) -> Bitboard {
        if self.pinned.contains(from) {
            target & attacks::ray(self.king, from)
        } else {
            target
        }
    }

    #[inline(always)]
    fn push_normal(&self, moves: &mut MoveList, role: Role, from: Square, to: Square) {
        moves.push(Move::Normal {
            role,
            from,
            capture: self.board.role_at(to),
            to,
            promotion: None,
        });
    }

    fn en_passant(&self, moves: &mut MoveList) -> bool {
        let Some(to) = self.position.maybe_ep_square() else {
            return false;
        };
        let pawns = self.board.pawns() & self.board.by_color(self.us);
        let mut found = false;
        for from in pawns & attacks::pawn_attacks(!self.us, to) {
            moves.push(Move::EnPassant { from, to });
            found = true;
        }
        found
    }

    fn en_passant_is_safe(&self, mv: Move) -> bool {
        let Move::EnPassant { from, to } = mv else {
            return true;
        };
        let taken = Square::from_coords(to.file(), from.rank());
        let occupied = self
            .board
            .occupied()
            .toggled_const(Bitboard::from_square(from))
            .toggled_const(Bitboard::from_square(taken))
            .with(to);
        self.board
            .attacks_to(self.king, !self.us, occupied)
            .without(taken)
            .is_empty()
    }

    /// Pawns, knights, bishops, rooks and queens, each by square, as shakmaty's
    /// `gen_non_king`.
    fn non_king(&self, target: Bitboard, moves: &mut MoveList) {
        self.pawns(target, moves);
        let ours = self.board.by_color(self.us);
        let occupied = self.board.occupied();
        for from in self.board.knights() & ours & !self.pinned {
            for to in attacks::knight_attacks(from) & target {
                self.push_normal(moves, Role::Knight, from, to);
            }
        }
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for from in self.board.by_role(role) & ours {
                let reach = attacks::attacks(from, role.of(self.us), occupied);
                for to in self.allowed(from, reach & target) {
                    self.push_normal(moves, role, from, to);
                }
            }
        }
    }

    /// Captures toward the lower file, then toward the higher file (promotions after
    /// the others of their group), single steps (promotions last), double steps.
    fn pawns(&self, target: Bitboard, moves: &mut MoveList) {
        let pawns = self.board.pawns() & self.board.by_color(self.us);
        let them = self.board.by_color(!self.us);
        let white = self.us == Color::White;
        let not_file_a = !Bitboard(0x0101_0101_0101_0101);
        let lower = if white {
            ((pawns & not_file_a).0 << 7, 7)
        } else {
            ((pawns & not_file_a).0 >> 9, -9)
        };
        let higher = if white {
            ((pawns.0 << 9) & not_file_a.0, 9)
        } else {
            ((pawns.0 >> 7) & not_file_a.0, -7)
        };
        for (reached, offset) in [lower, higher] {
            let captures = Bitboard(reached) & them & target;
            self.pawn_group(captures, offset, moves);
        }
        let forward = if white { 8 } else { -8 };
        let single = pawns.shift(forward) & !self.board.occupied();
        self.pawn_group(single & target, forward, moves);
        let double = single.shift(forward)
            & if white {
                Bitboard::SOUTH
            } else {
                Bitboard::NORTH
            }
            & !self.board.occupied();
        for to in double & target {
            let from = to.offset(-2 * forward).unwrap_or(to);
            if self.allowed(from, Bitboard::from_square(to)).any() {
                self.push_normal(moves, Role::Pawn, from, to);
            }
        }
    }

    /// Pawn moves to `tos`, each from `offset` behind: the others, then promotions.
    fn pawn_group(&self, tos: Bitboard, offset: i32, moves: &mut MoveList) {
        for to in tos & !Bitboard::BACKRANKS {
            let from = to.offset(-offset).unwrap_or(to);
            if self.allowed(from, Bitboard::from_square(to)).any() {
                self.push_normal(moves, Role::Pawn, from, to);
            }
        }
        for to in tos & Bitboard::BACKRANKS {
            let from = to.offset(-offset).unwrap_or(to);
            if self.allowed(from, Bitboard::from_square(to)).any() {
                let capture = self.board.role_at(to);
                for promotion in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                    moves.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        capture,
                        to,
                        promotion: Some(promotion),
                    });
                }
            }
        }
    }

    fn safe_king(&self, target: Bitboard, moves: &mut MoveList) {
        let occupied = self.board.occupied();
        for to in attacks::king_attacks(self.king) & target {
            if self.board.attacks_to(to, !self.us, occupied).is_empty() {
                self.push_normal(moves, Role::King, self.king, to);
            }
        }
    }

    fn castling(&self, side: CastlingSide, moves: &mut MoveList) {
        let castles = self.position.castles();
        let Some(rook) = castles.rook(self.us, side) else {
            return;
        };
        let occupied = self.board.occupied();
        if (castles.path(self.us, side) & occupied).any() {
            return;
        }
        let king_to = side.king_to(self.us);
        let after = occupied
            ^ Bitboard::from_square(self.king)
            ^ Bitboard::from_square(rook)
            ^ Bitboard::from_square(side.rook_to(self.us));
        if self.board.attacks_to(king_to, !self.us, after).any() {
            return;
        }
        let without_king = occupied.without(self.king);
        let king_path = attacks::between(self.king, king_to).with(self.king);
        if king_path
            .into_iter()
            .any(|sq| self.board.attacks_to(sq, !self.us, without_king).any())
        {
            return;
        }
        moves.push(Move::Castle {
            king: self.king,
            rook,
        });
    }

    /// The king's steps off the checking lines, then (against a single checker) the
    /// captures of it and the blocks, as shakmaty's `evasions`.
    fn evasions(&self, checkers: Bitboard, moves: &mut MoveList) {
        let mut attacked = Bitboard::EMPTY;
        for checker in checkers & self.board.sliders() {
            attacked |= attacks::ray(checker, self.king) ^ Bitboard::from_square(checker);
        }
        self.safe_king(!self.board.by_color(self.us) & !attacked, moves);
        if let Some(checker) = checkers.single_square() {
            let target = attacks::between(self.king, checker).with(checker);
            self.non_king(target, moves);
        }
    }
}
