//! The moves that may mate at once, found without generating every legal move.
//!
//! A mate solver asks "is there a mate in one?" at most of its nodes, and the answer is
//! nearly always no. Generating all legal moves only to keep the few checks that leave
//! the king no flight square is most of that cost; here the checks are enumerated
//! directly from the squares that attack the enemy king, tested statically, and only
//! the survivors are checked for legality.

use shakmaty::{
    Bitboard, Board, CastlingSide, Chess, Color, EnPassantMode, Move, MoveList, Position, Rank,
    Role, Square, attacks,
};

use super::gives::{CheckInfo, board_leaves_no_flight};
use super::reply::pawn_sources;
use crate::features::board_after;

/// The legal moves of `position` that give check and leave the enemy king no flight
/// square: the same set as `legal_moves()` filtered by [`may_checkmate_with`]. Every
/// mating move is among them; each must still be played to confirm the mate.
pub fn mate_candidates(position: &Chess) -> MoveList {
    let mut moves = MoveList::new();
    mate_candidates_into(position, &mut moves);
    moves
}

/// [`mate_candidates`], appended to `moves`: a move list is over a kilobyte, and a
/// search that keeps its own saves copying one at each of its many mate-in-one tests.
pub fn mate_candidates_into(position: &Chess, moves: &mut MoveList) {
    if let Some(info) = CheckInfo::new(position) {
        Candidates::of(position, &info, moves, Keep::MayMate).collect();
    }
}

/// [`mate_candidates_into`] for the position with `us` to move on `board`, no
/// castling rights and no en-passant square, without making that position: a mate
/// threat asks this of a board the opponent passed on, and most such boards have no
/// candidate at all. The position must be legal (`features::threat` checks it).
pub(crate) fn board_mate_candidates_into(board: &Board, us: Color, moves: &mut MoveList) {
    if let Some(info) = CheckInfo::of_board(board, us) {
        Candidates {
            board,
            us,
            position: None,
            info: &info,
            moves,
            keep: Keep::MayMate,
        }
        .collect();
    }
}

/// The first legal move of `position` that gives check and that `accept` takes, found
/// like the mate candidates without generating the other moves (nor testing the
/// legality of a check `accept` refuses). The order is not `legal_moves()`'s.
pub fn first_legal_check(position: &Chess, accept: &mut dyn FnMut(&Move) -> bool) -> Option<Move> {
    first_legal_check_with(position, &CheckInfo::new(position)?, accept)
}

/// [`first_legal_check`] with `position`'s [`CheckInfo`] made already.
pub fn first_legal_check_with(
    position: &Chess,
    info: &CheckInfo,
    accept: &mut dyn FnMut(&Move) -> bool,
) -> Option<Move> {
    let mut found = MoveList::new();
    Candidates::of(position, info, &mut found, Keep::FirstCheck(accept)).collect();
    found.first().copied()
}

/// Which of the moves that may give check are kept.
enum Keep<'a> {
    /// Checks that leave the king no flight square.
    MayMate,
    /// The first check the function takes; the rest are skipped.
    FirstCheck(&'a mut dyn FnMut(&Move) -> bool),
}

struct Candidates<'a> {
    board: &'a Board,
    us: Color,
    /// The position, for its castling and en-passant moves; `None` when it has
    /// neither.
    position: Option<&'a Chess>,
    info: &'a CheckInfo,
    moves: &'a mut MoveList,
    keep: Keep<'a>,
}

impl<'a> Candidates<'a> {
    fn of(
        position: &'a Chess,
        info: &'a CheckInfo,
        moves: &'a mut MoveList,
        keep: Keep<'a>,
    ) -> Candidates<'a> {
        Candidates {
            board: position.board(),
            us: position.turn(),
            position: Some(position),
            info,
            moves,
            keep,
        }
    }

    /// Every move that can give check is one of: a piece moving to a square from which
    /// it attacks the king, any move of a piece that uncovers a slider's line to the
    /// king, a promotion, an en passant capture (it may uncover a line through the
    /// taken pawn), or castling (the rook may check).
    fn collect(&mut self) {
        let board = self.board;
        let us = self.us;
        let occupied = board.occupied();
        // Role by role, each with its own attack function: a call that asks the role
        // for every piece cost more than the candidates it found.
        let done = self.piece_checks(Role::Knight, |sq, _| attacks::knight_attacks(sq))
            || self.piece_checks(Role::Bishop, attacks::bishop_attacks)
            || self.piece_checks(Role::Rook, attacks::rook_attacks)
            || self.piece_checks(Role::Queen, attacks::queen_attacks);
        if done {
            return;
        }
        self.pawn_moves(us, occupied);
        if self.done() {
            return;
        }
        if let Some(king) = board.king_of(us)
            && self.info.uncovers(king)
        {
            let steps = attacks::king_attacks(king) & !board.by_color(us);
            for to in self.info.checking_targets(Role::King, king, steps) {
                self.try_check(Role::King, king, to);
            }
        }
        if let Some(position) = self.position
            && position.castles().has_color(us)
        {
            // Asked side by side: a list of castling moves is copied out whole.
            let sides = [CastlingSide::KingSide, CastlingSide::QueenSide];
            for side in sides.into_iter().filter(|&s| position.castles().has(us, s)) {
                for mv in position.castling_moves(side) {
                    self.keep_if_wanted(mv);
                }
            }
        }
    }

    /// The checks of our pieces of `role`, which reach from a square as `reach` says.
    /// Whether the search is done.
    #[inline(always)]
    fn piece_checks(&mut self, role: Role, reach: impl Fn(Square, Bitboard) -> Bitboard) -> bool {
        let board = self.board;
        let ours = board.by_color(self.us);
        for from in board.by_role(role) & ours {
            if self.done() {
                return true;
            }
            let targets = reach(from, board.occupied()) & !ours;
            for to in self.info.checking_targets(role, from, targets) {
                self.try_check(role, from, to);
            }
        }
        false
    }

    fn pawn_moves(&mut self, us: Color, occupied: Bitboard) {
        let board = self.board;
        let them = board.by_color(!us);
        let forward = us.fold_wb(8, -8);
        let last_rank = us.relative_rank(Rank::Eighth);
        let double_push_rank = us.relative_rank(Rank::Second);
        for from in self.pawns_that_may_check(us, occupied) {
            if self.done() {
                return;
            }
            let mut targets = attacks::pawn_attacks(us, from) & them;
            if let Some(one) = from.offset(forward).filter(|sq| !occupied.contains(*sq)) {
                targets = targets.with(one);
                if from.rank() == double_push_rank
                    && let Some(two) = one.offset(forward).filter(|sq| !occupied.contains(*sq))
                {
                    targets = targets.with(two);
                }
            }
            let checking = self.info.checking_targets(Role::Pawn, from, targets);
            for to in targets {
                if to.rank() == last_rank {
                    for promotion in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        self.try_legal(self.normal(Role::Pawn, from, to, Some(promotion)));
                    }
                } else if checking.contains(to) {
                    self.try_check(Role::Pawn, from, to);
                }
            }
        }
        if let Some(to) = self
            .position
            .and_then(|p| p.ep_square(EnPassantMode::Legal))
        {
            for from in attacks::pawn_attacks(!us, to) & board.pawns() & board.by_color(us) {
                self.try_legal(Move::EnPassant { from, to });
            }
        }
    }

    /// The pawns with a move that may give check: onto a square that attacks the
    /// king, off a line to it, or a promotion. The others are not looked at, which
    /// leaves the order of the candidates as it was.
    fn pawns_that_may_check(&self, us: Color, occupied: Bitboard) -> Bitboard {
        let board = self.board;
        let ours = board.by_color(us);
        let pawns = board.pawns() & ours;
        let them = board.by_color(!us);
        let mut wanted = pawns
            & (self.info.discoverers() | Bitboard::from_rank(us.relative_rank(Rank::Seventh)));
        for target in self.info.check_squares(Role::Pawn) & !ours {
            wanted |= pawns & pawn_sources(us, target, them.contains(target), occupied);
        }
        wanted
    }

    fn normal(&self, role: Role, from: Square, to: Square, promotion: Option<Role>) -> Move {
        Move::Normal {
            role,
            from,
            capture: self.board.role_at(to),
            to,
            promotion,
        }
    }

    /// The move of the piece of `role` from `from` to `to`, which gives check (as
    /// [`CheckInfo::checking_targets`] said): no second test of that.
    fn try_check(&mut self, role: Role, from: Square, to: Square) {
        self.keep_check(self.normal(role, from, to, None));
    }

    /// Whether the move wanted is found: the search for the first check stops there.
    #[inline(always)]
    fn done(&self) -> bool {
        matches!(self.keep, Keep::FirstCheck(_)) && !self.moves.is_empty()
    }

    /// `mv` is pseudo-legal: the static test first, since it rejects nearly every
    /// move, then legality.
    fn try_legal(&mut self, mv: Move) {
        if self.info.board_gives_check(self.board, self.us, &mv) {
            self.keep_check(mv);
        }
    }

    /// Keeps the pseudo-legal check `mv` if it is wanted and legal.
    fn keep_check(&mut self, mv: Move) {
        if self.wanted_check(&mv) && self.is_legal(mv) {
            self.moves.push(mv);
        }
    }

    /// Whether `mv`, pseudo-legal and giving check, is kept if legal.
    #[inline(always)]
    fn wanted_check(&mut self, mv: &Move) -> bool {
        match &mut self.keep {
            Keep::MayMate => board_leaves_no_flight(self.board, self.us, mv),
            Keep::FirstCheck(accept) => self.moves.is_empty() && accept(mv),
        }
    }

    /// Whether the pseudo-legal `mv` is legal. A normal move is legal when it leaves
    /// the mover's king unattacked, which the board after it tells at a tenth of the
    /// cost of shakmaty's test (that generates the moves to the target square).
    fn is_legal(&self, mv: Move) -> bool {
        if !matches!(mv, Move::Normal { .. }) {
            // Castling and en passant come from the position alone.
            return self.position.is_some_and(|p| p.is_legal(mv));
        }
        let us = self.us;
        let after = board_after(self.board, &mv, us);
        after
            .king_of(us)
            .is_some_and(|king| after.attacks_to(king, !us, after.occupied()).is_empty())
    }

    fn keep_if_wanted(&mut self, mv: Move) {
        if self.info.board_gives_check(self.board, self.us, &mv) && self.wanted_check(&mv) {
            self.moves.push(mv);
        }
    }
}
