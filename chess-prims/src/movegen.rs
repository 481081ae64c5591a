//! Legal moves written into the caller's list, in exactly the order of shakmaty's
//! `legal_moves()`, and on request the set of those that give check.
//!
//! shakmaty returns its list by value: over a kilobyte copied at every node that
//! generates moves, a measurable share of the mate prover's work. Here the moves go straight
//! into a list the search keeps, and pinned pieces are held to their line while their
//! moves are made instead of by a second pass. The order matters: searches break ties
//! between equally scored moves by it, so a different order would search differently.
//! Checks are told a piece at a time, from the squares that attack the enemy king,
//! while its moves are made: cheaper than asking of each move afterwards.

use shakmaty::{
    Bitboard, Board, CastlingSide, Chess, Color, Move, MoveList, Position, Role, Square, attacks,
};

use crate::check::{CheckInfo, gives_check};
use crate::features::pinned;
use crate::move_set::MoveSet;

/// Appends the legal moves of `position` to `moves`, in `legal_moves()`'s order.
pub fn legal_moves_into(position: &Chess, moves: &mut MoveList) {
    generate::<false, false>(position, moves, None);
}

/// How many legal moves `position` has: `legal_moves().len()` without making them.
pub fn legal_move_count(position: &Chess) -> usize {
    generate::<false, true>(position, &mut MoveList::new(), None)
}

/// [`legal_moves_into`], and adds to `checks` the indices in `moves` of the moves that
/// give check.
pub fn legal_moves_and_checks_into(position: &Chess, moves: &mut MoveList, checks: &mut MoveSet) {
    let info = CheckInfo::new(position);
    legal_moves_and_checks_with(position, info.as_ref(), moves, checks);
}

/// [`legal_moves_and_checks_into`] with `position`'s [`CheckInfo`] made already, by a
/// caller that asked it something else first (`None`: no enemy king, no checks).
pub fn legal_moves_and_checks_with(
    position: &Chess,
    info: Option<&CheckInfo>,
    moves: &mut MoveList,
    checks: &mut MoveSet,
) {
    generate::<true, false>(position, moves, info.map(|info| (info, checks)));
}

/// Makes the moves into `moves`, with `CHECKS` the checks too, or with `COUNT` only
/// counts them (and leaves `moves` alone). Returns how many there are.
fn generate<const CHECKS: bool, const COUNT: bool>(
    position: &Chess,
    moves: &mut MoveList,
    checks: Option<(&CheckInfo, &mut MoveSet)>,
) -> usize {
    let board = position.board();
    let us = position.turn();
    let Some(king) = board.king_of(us) else {
        // Never reached: a legal `Chess` position has both kings (shakmaty's own
        // generator would panic here). No checks are told for it.
        let all = position.legal_moves();
        let count = all.len();
        if !COUNT {
            moves.extend(all);
        }
        return count;
    };
    let (info, found) = match checks {
        Some((info, found)) => (Some(info), Some(found)),
        None => (None, None),
    };
    let first = moves.len();
    let mut generator = Generator::<CHECKS, COUNT> {
        position,
        board,
        us,
        king,
        // Only our own pieces' pins matter: the same set as shakmaty's
        // `slider_blockers` for every piece that moves.
        pinned: pinned(board, us),
        info,
        moves,
        checks: MoveSet::EMPTY,
        count: 0,
    };
    generator.en_passant();
    let checkers = position.checkers();
    if checkers.is_empty() {
        let target = !board.by_color(us);
        generator.non_king(target);
        generator.safe_king(target);
        if position.castles().has_color(us) {
            generator.castling(CastlingSide::KingSide);
            generator.castling(CastlingSide::QueenSide);
        }
    } else {
        generator.evasions(checkers);
    }
    if let Some(found) = found {
        found.add_all(&generator.checks);
    }
    if COUNT {
        generator.count
    } else {
        generator.moves.len() - first
    }
}

/// The squares `color`'s pawns on `pawns` attack toward the lower file and toward
/// the higher file, each with the offset from a pawn to the square it attacks.
fn pawn_captures(color: Color, pawns: Bitboard) -> [(Bitboard, i32); 2] {
    let not_file_a = 0xfefe_fefe_fefe_fefe_u64;
    match color {
        Color::White => [
            (Bitboard((pawns.0 & not_file_a) << 7), 7),
            (Bitboard((pawns.0 << 9) & not_file_a), 9),
        ],
        Color::Black => [
            (Bitboard((pawns.0 & not_file_a) >> 9), -9),
            (Bitboard((pawns.0 >> 7) & not_file_a), -7),
        ],
    }
}

/// The squares the `color` pawns on `pawns` attack.
fn pawn_attacks_of(color: Color, pawns: Bitboard) -> Bitboard {
    let [(lower, _), (higher, _)] = pawn_captures(color, pawns);
    lower | higher
}

struct Generator<'a, const CHECKS: bool, const COUNT: bool> {
    position: &'a Chess,
    board: &'a Board,
    us: Color,
    king: Square,
    pinned: Bitboard,
    /// For the checks, when they are wanted.
    info: Option<&'a CheckInfo>,
    moves: &'a mut MoveList,
    checks: MoveSet,
    /// The moves made, when they are only counted.
    count: usize,
}

impl<const CHECKS: bool, const COUNT: bool> Generator<'_, CHECKS, COUNT> {
    /// The squares a piece on `from` may go to without exposing its king.
    #[inline(always)]
    fn allowed(&self, from: Square, target: Bitboard) -> Bitboard {
        if self.pinned.contains(from) {
            target & attacks::ray(self.king, from)
        } else {
            target
        }
    }

    /// Which of `targets` a piece of `role` on `from` checks from (no promotion).
    #[inline(always)]
    fn checking(&self, role: Role, from: Square, targets: Bitboard) -> Bitboard {
        match self.info {
            Some(info) if CHECKS => info.checking_targets(role, from, targets),
            _ => Bitboard::EMPTY,
        }
    }

    #[inline(always)]
    fn push(&mut self, mv: Move, check: bool) {
        if COUNT {
            self.count += 1;
            return;
        }
        if CHECKS && check {
            self.checks.insert(self.moves.len());
        }
        self.moves.push(mv);
    }

    /// The moves of the piece of `role` on `from` to `tos`.
    #[inline(always)]
    fn push_piece(&mut self, role: Role, from: Square, tos: Bitboard) {
        if COUNT {
            self.count += tos.count();
            return;
        }
        let checking = self.checking(role, from, tos);
        // The board, the list and the check set in locals: through `self` they were
        // read again for every move, as writes to the list might have changed them.
        let (board, moves, checks) = (self.board, &mut *self.moves, &mut self.checks);
        for to in tos {
            if CHECKS && checking.contains(to) {
                checks.insert(moves.len());
            }
            moves.push(Move::Normal {
                role,
                from,
                capture: board.role_at(to),
                to,
                promotion: None,
            });
        }
    }

    /// A move that is not an ordinary one (promotion, castling, en passant): whether it
    /// checks is asked of the move itself.
    #[inline(always)]
    fn push_special(&mut self, mv: Move) {
        let check = CHECKS && self.info.is_some() && gives_check(self.position, &mv);
        self.push(mv, check);
    }

    #[inline(always)]
    fn push_normal(&mut self, role: Role, from: Square, to: Square, checking: Bitboard) {
        let mv = Move::Normal {
            role,
            from,
            capture: self.board.role_at(to),
            to,
            promotion: None,
        };
        self.push(mv, checking.contains(to));
    }

    /// En passant first, as shakmaty has it. It may uncover the king along the rank of
    /// both pawns, which no pin shows, so it is tested on the board after it.
    fn en_passant(&mut self) {
        let Some(to) = self.position.maybe_ep_square() else {
            return;
        };
        let pawns = self.board.pawns() & self.board.by_color(self.us);
        for from in pawns & attacks::pawn_attacks(!self.us, to) {
            if self.en_passant_is_safe(from, to) {
                self.push_special(Move::EnPassant { from, to });
            }
        }
    }

    fn en_passant_is_safe(&self, from: Square, to: Square) -> bool {
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
    fn non_king(&mut self, target: Bitboard) {
        self.pawns(target);
        let ours = self.board.by_color(self.us);
        let occupied = self.board.occupied();
        for from in self.board.knights() & ours & !self.pinned {
            let tos = attacks::knight_attacks(from) & target;
            self.push_piece(Role::Knight, from, tos);
        }
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for from in self.board.by_role(role) & ours {
                let reach = attacks::attacks(from, role.of(self.us), occupied);
                let tos = self.allowed(from, reach & target);
                self.push_piece(role, from, tos);
            }
        }
    }

    /// Captures toward the lower file, then toward the higher file (promotions after
    /// the others of their group), single steps (promotions last), double steps.
    fn pawns(&mut self, target: Bitboard) {
        let pawns = self.board.pawns() & self.board.by_color(self.us);
        let them = self.board.by_color(!self.us);
        let white = self.us == Color::White;
        for (reached, offset) in pawn_captures(self.us, pawns) {
            self.pawn_group(reached & them & target, offset);
        }
        let forward = if white { 8 } else { -8 };
        let single = pawns.shift(forward) & !self.board.occupied();
        self.pawn_group(single & target, forward);
        let double = single.shift(forward)
            & if white {
                Bitboard::SOUTH
            } else {
                Bitboard::NORTH
            }
            & !self.board.occupied();
        for to in double & target {
            let from = to.offset(-2 * forward).unwrap_or(to);
            self.push_pawn(from, to);
        }
    }

    /// Pawn moves to `tos`, each from `offset` behind: the others, then promotions.
    fn pawn_group(&mut self, tos: Bitboard, offset: i32) {
        for to in tos & !Bitboard::BACKRANKS {
            let from = to.offset(-offset).unwrap_or(to);
            self.push_pawn(from, to);
        }
        for to in tos & Bitboard::BACKRANKS {
            let from = to.offset(-offset).unwrap_or(to);
            if self.allowed(from, Bitboard::from_square(to)).any() {
                let capture = self.board.role_at(to);
                for promotion in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                    self.push_special(Move::Normal {
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

    #[inline(always)]
    fn push_pawn(&mut self, from: Square, to: Square) {
        let to_only = self.allowed(from, Bitboard::from_square(to));
        if to_only.any() {
            let checking = self.checking(Role::Pawn, from, to_only);
            self.push_normal(Role::Pawn, from, to, checking);
        }
    }

    /// The king's steps to squares the enemy does not attack. The enemy's pawns,
    /// knights and king are looked at once for all the squares, its sliders square by
    /// square.
    fn safe_king(&mut self, target: Bitboard) {
        let board = self.board;
        let them = board.by_color(!self.us);
        let mut tos = attacks::king_attacks(self.king) & target;
        let mut danger = pawn_attacks_of(!self.us, board.pawns() & them);
        for knight in board.knights() & them {
            danger |= attacks::knight_attacks(knight);
        }
        if let Some(their_king) = board.king_of(!self.us) {
            danger |= attacks::king_attacks(their_king);
        }
        tos &= !danger;
        let checking = self.checking(Role::King, self.king, tos);
        let occupied = board.occupied();
        let diagonal = board.bishops_and_queens() & them;
        let straight = board.rooks_and_queens() & them;
        for to in tos {
            if (attacks::bishop_attacks(to, occupied) & diagonal).is_empty()
                && (attacks::rook_attacks(to, occupied) & straight).is_empty()
            {
                self.push_normal(Role::King, self.king, to, checking);
            }
        }
    }

    fn castling(&mut self, side: CastlingSide) {
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
        self.push_special(Move::Castle {
            king: self.king,
            rook,
        });
    }

    /// The king's steps off the checking lines, then (against a single checker) the
    /// captures of it and the blocks, as shakmaty's `evasions`.
    fn evasions(&mut self, checkers: Bitboard) {
        let mut attacked = Bitboard::EMPTY;
        for checker in checkers & self.board.sliders() {
            attacked |= attacks::ray(checker, self.king) ^ Bitboard::from_square(checker);
        }
        self.safe_king(!self.board.by_color(self.us) & !attacked);
        if let Some(checker) = checkers.single_square() {
            let target = attacks::between(self.king, checker).with(checker);
            self.non_king(target);
        }
    }
}
