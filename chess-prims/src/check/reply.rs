//! Can the other side answer a move with a check? A mate needs a checking move, so
//! after a move that no reply can answer with check, the other side cannot mate at
//! once. After a check this is Heiner Marxen's "fatal anti-check" of the Chest
//! solver; after a quiet move, the other side simply has no check to give.
//!
//! The answer comes from attack sets on the board after the move (as
//! [`crate::may_checkmate`] does), with no legality, no move generation and no
//! position, so it costs no node (docs/PRIMITIVES.md rule 3); its board is the
//! prover's work, not a searcher's, and is not counted as one. It is conservative:
//! `true` is certain, `false` only means a checking reply could not be ruled out.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Role, Square, attacks};

use super::ByAttack;
use crate::features::{board_after, snipers};

/// Whether no legal reply to the move `mv` of `position` gives check.
///
/// After a quiet move, every piece's reach onto the squares that attack the king is
/// looked at, as if no piece were pinned; a castling right or a pawn about to promote
/// leaves the answer `false`. A reply to a check is a king move, a capture of the
/// checker or a move onto the line between checker and king (no castling in check;
/// en passant only after a pawn's double step, which is left undecided). A king move
/// checks only by uncovering a line; the others are tested square by square, with
/// every piece that reaches the square as if unpinned, so a reply counted may be
/// illegal but none is missed.
pub fn no_checking_reply(position: &Chess, mv: &Move) -> bool {
    let Some(board) = board_after_single_step(position, mv) else {
        return false;
    };
    let us = position.turn();
    let them = !us;
    let (Some(their_king), Some(our_king)) = (board.king_of(them), board.king_of(us)) else {
        return false;
    };
    let occupied = board.occupied();
    let checkers = board.attacks_to(their_king, us, occupied);
    if checkers.is_empty() {
        return !may_check(&board, them, our_king, position.castles().has_color(them));
    }
    let sliders = ByAttack::of(&board, them);
    if sliders.slider_attack(our_king, occupied.without(their_king)) {
        return false;
    }
    let Some(checker) = checkers.single_square() else {
        // Double check: only the king moves, and it uncovers nothing.
        return true;
    };
    let targets = attacks::between(checker, their_king).with(checker);
    targets.into_iter().all(|target| {
        arrivals(&board, them, target, target == checker)
            .all(|(from, role)| !checks_from(&board, &sliders, them, our_king, from, target, role))
    })
}

/// [`no_checking_reply`] for a move known to give no check, which spares the test
/// for checkers. Still sound for a check, whose replies are some of the moves this
/// counts, but then weaker.
pub fn no_checking_reply_to_quiet(position: &Chess, mv: &Move) -> bool {
    let Some(board) = board_after_single_step(position, mv) else {
        return false;
    };
    let us = position.turn();
    let them = !us;
    let Some(our_king) = board.king_of(us) else {
        return false;
    };
    !may_check(&board, them, our_king, position.castles().has_color(them))
}

/// Whether `color`, to move on `board` and not in check, may have a move that checks
/// the king on `king`.
fn may_check(board: &Board, color: Color, king: Square, may_castle: bool) -> bool {
    !CheckSources::of(board, color, king, may_castle, Collect::First).is_empty()
}

/// Where `color`'s checks could come from, counted over pseudo-legal moves: the
/// pieces that reach a square attacking the king, or could uncover a line to it.
struct CheckSources {
    pieces: Bitboard,
    /// The squares on every way to check found: the pieces, the squares their moves
    /// cross and the squares between those moves and the king. Only a move of the
    /// other side's onto one of them can stop all these checks (a king move aside).
    crossing: Bitboard,
    /// A castling right or a pawn about to promote: checks not tied to these pieces.
    unplaced: bool,
}

impl CheckSources {
    fn of(
        board: &Board,
        color: Color,
        king: Square,
        may_castle: bool,
        collect: Collect,
    ) -> CheckSources {
        let ours = board.by_color(color);
        let pawns = board.pawns() & ours;
        let seventh = color.fold_wb(shakmaty::Rank::Seventh, shakmaty::Rank::Second);
        let mut sources = CheckSources {
            pieces: Bitboard::EMPTY,
            crossing: Bitboard::FULL,
            unplaced: may_castle || (pawns & Bitboard::from_rank(seventh)).any(),
        };
        if !sources.unplaced {
            sources.collect(board, color, king, collect);
        }
        sources
    }

    fn is_empty(&self) -> bool {
        !self.unplaced && self.pieces.is_empty()
    }

    /// Adds a way to check: `piece` and the squares on its way. Whether the
    /// collection is done.
    fn add(&mut self, piece: Square, way: Bitboard, collect: Collect) -> bool {
        self.pieces = self.pieces.with(piece);
        self.crossing &= way.with(piece);
        match collect {
            Collect::First => true,
            Collect::Crossing => self.crossing.is_empty(),
        }
    }

    /// The sliders on `pieces` that reach one of `squares` (from which they would
    /// check the king on `king`), as `reach` says. Whether the collection is done.
    #[inline(always)]
    fn pieces(
        &mut self,
        pieces: Bitboard,
        squares: Bitboard,
        reach: impl Fn(Square, Bitboard) -> Bitboard,
        (king, occupied): (Square, Bitboard),
        collect: Collect,
    ) -> bool {
        if squares.is_empty() {
            return false;
        }
        for sq in pieces {
            let targets = reach(sq, occupied) & squares;
            if targets.is_empty() {
                continue;
            }
            let mut way = Bitboard::FULL;
            if collect == Collect::Crossing {
                for target in targets {
                    way &= attacks::between(sq, target) | attacks::between(target, king);
                }
            }
            if self.add(sq, way, collect) {
                return true;
            }
        }
        false
    }

    /// The knights on `knights` that reach one of `squares`. A knight's check is
    /// stopped only by taking the knight (`add` counts its square): nothing stands in
    /// its way. Whether the collection is done.
    #[inline(always)]
    fn knights(&mut self, knights: Bitboard, squares: Bitboard, collect: Collect) -> bool {
        if squares.is_empty() {
            return false;
        }
        for sq in knights {
            if (attacks::knight_attacks(sq) & squares).any()
                && self.add(sq, Bitboard::EMPTY, collect)
            {
                return true;
            }
        }
        false
    }

    // Queens first: they are the likeliest to check, and one source may be enough.
    fn collect(&mut self, board: &Board, color: Color, king: Square, collect: Collect) {
        let ours = board.by_color(color);
        let occupied = board.occupied();
        let reachable = !ours;
        let diagonal = attacks::bishop_attacks(king, occupied) & reachable;
        let straight = attacks::rook_attacks(king, occupied) & reachable;
        let knight = attacks::knight_attacks(king) & reachable;
        // Role by role, each with its own attack function (see `Candidates::collect`).
        let (queens, rooks) = (board.queens() & ours, board.rooks() & ours);
        let (bishops, knights) = (board.bishops() & ours, board.knights() & ours);
        let at = (king, occupied);
        let done = self.pieces(
            queens,
            diagonal | straight,
            attacks::queen_attacks,
            at,
            collect,
        ) || self.pieces(rooks, straight, attacks::rook_attacks, at, collect)
            || self.pieces(bishops, diagonal, attacks::bishop_attacks, at, collect)
            || self.knights(knights, knight, collect);
        if done {
            return;
        }
        for sniper in snipers(board, king, color) {
            let line = attacks::between(king, sniper);
            let blockers = line & occupied;
            if blockers.single_square().is_some()
                && let Some(blocker) = (blockers & ours).first()
                && self.add(blocker, line.with(sniper), collect)
            {
                return;
            }
        }
        let pawns = board.pawns() & ours;
        for target in attacks::pawn_attacks(!color, king) & reachable {
            let capture = board.by_color(!color).contains(target);
            for sq in pawns & pawn_sources(color, target, capture, occupied) {
                // A capture stops when the piece taken moves away: any move may.
                let way = if capture {
                    Bitboard::FULL
                } else {
                    attacks::between(sq, target).with(target)
                };
                if self.add(sq, way, collect) {
                    return;
                }
            }
        }
    }
}

/// How far [`CheckSources::of`] looks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Collect {
    /// Until the first source: is there any?
    First,
    /// Until no square is left on every way to check: where could they be stopped?
    Crossing,
}

/// Where the checks of the side not to move could come from, read before the side
/// to move chooses its move: which of its moves might leave the other side no check
/// at all. A filter only, to spare [`no_checking_reply`] the moves that cannot pass.
pub struct DisarmFilter {
    crossing: Bitboard,
    /// Where a move that passes [`DisarmFilter::may_disarm`] may arrive: `crossing`,
    /// the king's steps, and anywhere while we may castle.
    destinations: Bitboard,
    /// The other side's pieces, its queens, and the board's occupied squares.
    theirs: Bitboard,
    queens: Bitboard,
    occupied: Bitboard,
}

impl DisarmFilter {
    /// `None` when a castling right or a pawn about to promote gives the other side
    /// a check that no move of ours can be shown to stop.
    pub fn of(position: &Chess) -> Option<DisarmFilter> {
        let us = position.turn();
        let board = position.board();
        let king = board.king_of(us)?;
        let may_castle = position.castles().has_color(!us);
        let sources = CheckSources::of(board, !us, king, may_castle, Collect::Crossing);
        let theirs = board.by_color(!us);
        let destinations = if position.castles().has_color(us) {
            Bitboard::FULL
        } else {
            sources.crossing | attacks::king_attacks(king)
        };
        (!sources.unplaced).then_some(DisarmFilter {
            crossing: sources.crossing,
            destinations,
            theirs,
            queens: board.queens() & theirs,
            occupied: board.occupied(),
        })
    }

    /// The squares a move must arrive on to pass [`DisarmFilter::may_disarm`]: a
    /// test of the destination alone, to rule out most moves before looking at them.
    #[inline]
    pub fn destinations(&self) -> Bitboard {
        self.destinations
    }

    /// Whether `mv` might leave the other side no check: a king move after which no
    /// queen of theirs can check, or a move onto a square on every way the other side
    /// has to check now.
    pub fn may_disarm(&self, mv: &Move) -> bool {
        match *mv {
            Move::Normal {
                role: Role::King,
                from,
                to,
                ..
            } => !self.queen_checks(from, to),
            Move::Castle { .. } => true,
            _ => self.crossing.contains(mv.to()),
        }
    }

    /// Whether a queen of theirs could check our king stepping from `from` to `to`:
    /// the test [`no_checking_reply`] would begin with, made without the board after
    /// the move, since it fails most king moves.
    fn queen_checks(&self, from: Square, to: Square) -> bool {
        let occupied = self.occupied.without(from).with(to);
        let theirs = self.theirs.without(to);
        let lines = attacks::queen_attacks(to, occupied) & !theirs;
        (self.queens.without(to))
            .into_iter()
            .any(|queen| (attacks::queen_attacks(queen, occupied) & lines).any())
    }
}

fn is_double_step(mv: &Move) -> bool {
    matches!(*mv, Move::Normal { role: Role::Pawn, from, to, .. }
        if from.rank().distance(to.rank()) == 2)
}

/// The board after `mv`, or `None` after a pawn's double step: the replies to it may
/// include an en passant capture, which the static tests built on this board leave
/// undecided.
pub(crate) fn board_after_single_step(position: &Chess, mv: &Move) -> Option<Board> {
    (!is_double_step(mv)).then(|| board_after(position.board(), mv, position.turn()))
}

/// `color`'s pieces other than the king that may move to `target` (capturing when
/// `capture`), each with the role it has there; a pawn reaching the last rank once
/// per promotion.
pub(crate) fn arrivals(
    board: &Board,
    color: Color,
    target: Square,
    capture: bool,
) -> impl Iterator<Item = (Square, Role)> {
    let (pieces, pawns) = arriving(board, color, target, capture);
    let pieces = pieces
        .into_iter()
        .filter_map(move |from| board.role_at(from).map(|role| (from, role)));
    let promotes = target.rank() == color.fold_wb(shakmaty::Rank::Eighth, shakmaty::Rank::First);
    let roles: &'static [Role] = if promotes {
        &[Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
    } else {
        &[Role::Pawn]
    };
    let pawns = pawns
        .into_iter()
        .flat_map(move |from| roles.iter().map(move |&role| (from, role)));
    pieces.chain(pawns)
}

/// The squares of the pieces [`arrivals`] moves: other than pawns, and pawns.
pub(crate) fn arriving(
    board: &Board,
    color: Color,
    target: Square,
    capture: bool,
) -> (Bitboard, Bitboard) {
    let ours = board.by_color(color);
    let occupied = board.occupied();
    let pieces = (attacks::knight_attacks(target) & board.knights())
        | (attacks::bishop_attacks(target, occupied) & board.bishops_and_queens())
        | (attacks::rook_attacks(target, occupied) & board.rooks_and_queens());
    let pawns = board.pawns() & ours & pawn_sources(color, target, capture, occupied);
    (pieces & ours, pawns)
}

/// The squares from which a pawn of `color` reaches `target`: diagonally when it
/// captures there, else by one step or a double step from its first rank.
pub(crate) fn pawn_sources(
    color: Color,
    target: Square,
    capture: bool,
    occupied: Bitboard,
) -> Bitboard {
    if capture {
        return attacks::pawn_attacks(!color, target);
    }
    let back = |sq: Square| sq.offset(color.fold_wb(-8, 8));
    let Some(one) = back(target) else {
        return Bitboard::EMPTY;
    };
    let mut sources = Bitboard::from_square(one);
    let first_rank = color.fold_wb(shakmaty::Rank::Second, shakmaty::Rank::Seventh);
    if !occupied.contains(one)
        && let Some(two) = back(one)
        && two.rank() == first_rank
    {
        sources = sources.with(two);
    }
    sources
}

/// Whether `color`'s piece moving from `from` to `to`, where it stands as `role`,
/// checks the king on `king`, directly or by uncovering a slider's line.
fn checks_from(
    board: &Board,
    sliders: &ByAttack,
    color: Color,
    king: Square,
    from: Square,
    to: Square,
    role: Role,
) -> bool {
    let occupied = board.occupied().without(from).with(to);
    let direct = match role {
        Role::Pawn => attacks::pawn_attacks(color, to),
        role => attacks::attacks(to, role.of(color), occupied),
    };
    direct.contains(king)
        || sliders
            .without(from)
            .without(to)
            .slider_attack(king, occupied)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::position_and_move;

    fn decide(fen: &str, uci: &str) -> bool {
        let (pos, mv) = position_and_move(fen, uci);
        no_checking_reply(&pos, &mv)
    }

    #[test]
    fn a_knight_check_that_nothing_answers_with_check() {
        // White has only its king, and no line for it to uncover.
        assert!(decide("7k/8/8/8/3n4/8/8/6K1 b - - 0 1", "d4e2"));
    }

    #[test]
    fn a_capture_of_the_checker_that_checks() {
        // Rxe2 takes the knight and checks along the e-file.
        assert!(!decide("4k3/8/8/8/3n4/8/R7/6K1 b - - 0 1", "d4e2"));
    }

    #[test]
    fn a_king_step_that_uncovers_a_line() {
        // Any step off the first rank opens the rook's line to h1.
        assert!(!decide("8/8/8/8/8/4n3/8/R3K2k b - - 0 1", "e3c2"));
    }

    #[test]
    fn interpositions_with_and_without_check() {
        // Be4 blocks the e-file and checks b7 along the long diagonal.
        assert!(!decide("7r/1k6/8/8/8/8/8/1B2K3 b - - 0 1", "h8e8"));
        // The same block misses a6: no reply checks.
        assert!(decide("7r/8/k7/8/8/8/8/1B2K3 b - - 0 1", "h8e8"));
    }

    #[test]
    fn a_promotion_on_the_line_that_checks() {
        // b8=Q blocks the rook's check and checks h2 along the diagonal.
        assert!(!decide("K7/1P6/8/8/8/8/7k/2r5 b - - 0 1", "c1c8"));
    }

    #[test]
    fn a_double_check_leaves_only_king_steps() {
        // Nc2 checks and uncovers the rook: the king must step.
        assert!(decide("4r2k/8/8/8/8/4n3/8/R3K3 b - - 0 1", "e3c2"));
        // Here stepping off the first rank opens the rook's line to h1.
        assert!(!decide("4r3/8/8/8/8/4n3/8/R3K2k b - - 0 1", "e3c2"));
    }

    #[test]
    fn a_double_step_is_left_undecided() {
        // d7-d5 checks; exd6 en passant is a reply the test does not follow.
        assert!(!decide("7k/3p4/8/4P3/4K3/8/8/8 b - - 0 1", "d7d5"));
    }
}
