//! The move picker: a node's legal moves handed out best-first, in stages.

use arrayvec::ArrayVec;
use chess_prims::{
    CheckInfo, DisarmFilter, MoveSet, blockable_check, first_legal_check_with,
    legal_moves_and_checks_into, legal_moves_and_checks_with, mate_candidates_into,
    no_checking_reply, no_checking_reply_to_quiet,
};
use shakmaty::{Chess, Move, MoveList};

use super::Hints;
use super::scoring::{Scoring, Side, UNSCORED};
use crate::ab::tt::PackedMove;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// `Hints::first`, the next one to look for.
    First(usize),
    TableMove,
    Killers,
    Score,
    Rest,
}

/// How many moves a `MoveList` holds: a score for each.
const MOVE_LIST_CAPACITY: usize = 270;

/// Hands out legal moves best-first.
pub struct MovePicker {
    moves: MoveList,
    /// `scores[i]` is `moves[i]`'s, made once the hints are spent (not before: most
    /// nodes end with the table's move).
    scores: ArrayVec<i32, MOVE_LIST_CAPACITY>,
    next: usize,
    /// The index `select` would find next, when scoring already found it.
    best: Option<usize>,
    stage: Stage,
    side: Side,
    /// The moves that give check, told while they were made (not for the attacker's
    /// last move, whose moves are all checks). `take` keeps it in step; it is read
    /// once, by `score`, before `select` swaps any move out of place.
    checks: MoveSet,
}

impl MovePicker {
    /// An attacker's picker, with no moves until [`MovePicker::generate`] makes them.
    /// With `last_move`, it will hold only the moves that may mate at once: checks
    /// that leave the king no flight square (decided statically).
    pub fn attacker(last_move: bool) -> MovePicker {
        MovePicker::new(
            MoveList::new(),
            Side::Attacker {
                checks_only: last_move,
            },
        )
    }

    /// The defender's picker, with no moves until [`MovePicker::generate`] makes them:
    /// likely refutations first. Checks come first: they leave the attacker a few
    /// evasions instead of every move, which shrinks the subtree that shows the
    /// refutation holds; then captures, by the value taken, and the history.
    pub fn defender() -> MovePicker {
        MovePicker::new(MoveList::new(), Side::Defender)
    }

    /// Makes the moves, in place: a picker is over two kilobytes, and returning one
    /// that was filled in, or a move list, copied it at every node that makes moves.
    pub fn generate(&mut self, position: &Chess) {
        match self.side {
            Side::Attacker { checks_only: true } => {
                mate_candidates_into(position, &mut self.moves);
                // A check the defender can take or block is no mate: not played.
                self.moves.retain(|mv| !blockable_check(position, mv));
            }
            Side::Attacker { checks_only: false } | Side::Defender => {
                legal_moves_and_checks_into(position, &mut self.moves, &mut self.checks);
            }
        }
    }

    /// The defender's [`MovePicker::generate`], with the position's [`CheckInfo`]
    /// made already for [`MovePicker::disarming_check`] (`None`: no enemy king).
    pub fn generate_with(&mut self, position: &Chess, info: Option<&CheckInfo>) {
        debug_assert!(self.side == Side::Defender);
        legal_moves_and_checks_with(position, info, &mut self.moves, &mut self.checks);
    }

    fn new(moves: MoveList, side: Side) -> MovePicker {
        MovePicker {
            moves,
            scores: ArrayVec::new(),
            next: 0,
            best: None,
            stage: Stage::First(0),
            side,
            checks: MoveSet::EMPTY,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// A check of the defender's that the attacker cannot answer with check (Marxen's
    /// fatal anti-check; see `chess_prims::no_checking_reply`), looked for among the
    /// checks alone, before any picker is filled: when there is one, the node needs no
    /// other move made (a third of the nodes that ask, on matetrack's mates in 5).
    /// `info`: the position's, made once for this and the picker's moves.
    pub fn disarming_check(position: &Chess, info: &CheckInfo) -> Option<Move> {
        first_legal_check_with(position, info, &mut |mv| no_checking_reply(position, mv))
    }

    /// A quiet move of the defender's after which the attacker has no check to give
    /// (the checks were asked by [`MovePicker::disarming_check`]). Read before any move
    /// is handed out, while the check flags hold.
    pub fn disarming_quiet_move(&self, position: &Chess) -> Option<Move> {
        debug_assert_eq!(self.next, 0);
        let filter = DisarmFilter::of(position)?;
        let destinations = filter.destinations();
        let arriving =
            (self.moves.iter().enumerate()).filter(|(_, mv)| destinations.contains(mv.to()));
        arriving
            .filter(|&(i, _)| !self.checks.contains(i))
            .map(|(_, mv)| *mv)
            .filter(|mv| filter.may_disarm(mv))
            .find(|mv| no_checking_reply_to_quiet(position, mv))
    }

    /// Moves the first not yet handed out move equal to `wanted` to the front.
    fn take(&mut self, wanted: PackedMove) -> Option<Move> {
        if wanted == PackedMove::NONE {
            return None;
        }
        let i = (self.next..self.moves.len()).find(|&i| wanted.matches(&self.moves[i]))?;
        // Read before the moves are moved: a move read back straight after it was
        // written byte by byte stalls on store forwarding.
        let mv = self.moves[i];
        // Rotate rather than swap: the rest keep their generation order, which breaks
        // ties among equal scores.
        self.moves[self.next..=i].rotate_right(1);
        self.checks.rotate_right(self.next, i);
        self.next += 1;
        Some(mv)
    }

    /// The next move, best first. `position` is the node's position, unchanged since
    /// the picker was made.
    pub fn next(&mut self, position: &Chess, hints: &Hints) -> Option<Move> {
        loop {
            match self.stage {
                Stage::First(i) => match hints.first.get(i) {
                    Some(wanted) => {
                        self.stage = Stage::First(i + 1);
                        if let Some(mv) = self.take(PackedMove::new(wanted)) {
                            return Some(mv);
                        }
                    }
                    None => self.stage = Stage::TableMove,
                },
                Stage::TableMove => {
                    self.stage = Stage::Killers;
                    if let Some(mv) = self.take(hints.table_move) {
                        return Some(mv);
                    }
                }
                Stage::Killers => {
                    // The defender's refutations depend on the attacker's move, so a
                    // sibling's is a poor guess: defender killers ahead of the checks
                    // cost nodes (docs/AB_RESULTS.md).
                    let killers = match (self.side, hints.killers) {
                        (Side::Attacker { .. }, Some(k)) => k.get(hints.ply),
                        _ => [PackedMove::NONE; 2],
                    };
                    for killer in killers {
                        if killer != hints.table_move
                            && let Some(mv) = self.take(killer)
                        {
                            return Some(mv);
                        }
                    }
                    self.stage = Stage::Score;
                }
                Stage::Score => {
                    self.score(position, hints);
                    self.stage = Stage::Rest;
                }
                Stage::Rest => return self.select(position, hints),
            }
        }
    }

    fn score(&mut self, position: &Chess, hints: &Hints) {
        // The moves handed out already are never selected again.
        self.scores.extend(std::iter::repeat_n(0, self.next));
        self.scores
            .extend(std::iter::repeat_n(UNSCORED, self.moves.len() - self.next));
        let scoring = Scoring::new(position, hints, self.side);
        let mut best = Best::new(self.next);
        // In each arm, all unscored first and then scores set: cheaper than a score
        // pushed per move, and most of the defender's moves stay unscored.
        match self.side {
            // The defender's checks come first, and the first reply nearly always
            // refutes: its other moves are scored only once the checks are spent (by
            // then the history may have changed), or at once if there is no check.
            Side::Defender => {
                if hints.mate_heuristics {
                    for i in self.checks.iter().filter(|&i| i >= self.next) {
                        let score = scoring.score(&self.moves[i], true);
                        best.offer(i, score);
                        self.scores[i] = score;
                    }
                }
                if best.score == UNSCORED {
                    self.score_rest(position, hints);
                    return;
                }
            }
            Side::Attacker { checks_only } => {
                for i in self.next..self.moves.len() {
                    let check = checks_only || (hints.mate_heuristics && self.checks.contains(i));
                    let score = scoring.score(&self.moves[i], check);
                    best.offer(i, score);
                    self.scores[i] = score;
                }
            }
        }
        self.best = Some(best.index);
    }

    /// Scores the moves left unscored by [`MovePicker::score`].
    fn score_rest(&mut self, position: &Chess, hints: &Hints) {
        let scoring = Scoring::new(position, hints, self.side);
        let next = self.next;
        let mut best = Best::new(next);
        let unscored = self.moves[next..].iter().zip(&mut self.scores[next..]);
        // Only the defender leaves moves unscored: its loop runs at most defender
        // nodes, so it is the one worth making lean.
        if self.side == Side::Defender {
            for (i, (mv, score)) in unscored.enumerate() {
                if *score == UNSCORED {
                    *score = scoring.quiet_defence(mv);
                }
                best.offer(next + i, *score);
            }
        } else {
            for (i, (mv, score)) in unscored.enumerate() {
                if *score == UNSCORED {
                    *score = scoring.score(mv, false);
                }
                best.offer(next + i, *score);
            }
        }
        self.best = Some(best.index);
    }

    /// The move [`MovePicker::next`] will hand out next, when it is already decided:
    /// once the moves are scored, the order no longer depends on the search.
    pub fn upcoming(&mut self) -> Option<Move> {
        if self.stage != Stage::Rest || self.next >= self.moves.len() {
            return None;
        }
        let best = match self.best {
            Some(best) => best,
            None => *self.best.insert(self.best_from_next()),
        };
        (self.scores[best] != UNSCORED).then(|| self.moves[best])
    }

    fn select(&mut self, position: &Chess, hints: &Hints) -> Option<Move> {
        let len = self.moves.len();
        if self.next >= len {
            return None;
        }
        let mut best = self.best.take().unwrap_or_else(|| self.best_from_next());
        if self.scores[best] == UNSCORED {
            self.score_rest(position, hints);
            best = self.best.take().unwrap_or_else(|| self.best_from_next());
        }
        // Read before the swap (see `take`): reading it back after cost a sixth of
        // this function's time.
        let mv = self.moves[best];
        self.moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        self.next += 1;
        Some(mv)
    }

    /// The first of the highest-scored moves not handed out yet.
    fn best_from_next(&self) -> usize {
        let mut best = Best::new(self.next);
        for (i, &score) in self.scores.iter().enumerate().skip(self.next) {
            best.offer(i, score);
        }
        best.index
    }
}

/// The first of the highest scores offered, in the order offered. It starts at the
/// lowest score there is, so the first move offered is taken even if unscored.
struct Best {
    index: usize,
    score: i32,
}

impl Best {
    fn new(first: usize) -> Best {
        Best {
            index: first,
            score: UNSCORED,
        }
    }

    #[inline]
    fn offer(&mut self, index: usize, score: i32) {
        if score > self.score {
            self.index = index;
            self.score = score;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ab::order::Killers;
    use crate::problem::parse_fen;
    use shakmaty::Position;

    #[test]
    fn a_score_for_every_move_a_list_can_hold() {
        assert_eq!(MoveList::new().capacity(), MOVE_LIST_CAPACITY);
    }

    /// The check flags follow their moves when the table's move and the killers are
    /// taken out of generation order: after each, every move not handed out yet is
    /// flagged exactly when it gives check.
    #[test]
    fn check_flags_follow_their_moves() {
        let mut compared = 0;
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        ] {
            let pos = parse_fen(fen).expect("test FEN").position;
            let info = chess_prims::CheckInfo::new(&pos).expect("kings on the board");
            let moves = pos.legal_moves();
            for (table, killer) in [(moves.len() - 1, moves.len() / 2), (3, moves.len() - 2)] {
                let mut picker = MovePicker::attacker(false);
                picker.generate(&pos);
                for wanted in [table, killer] {
                    assert!(picker.take(PackedMove::new(&moves[wanted])).is_some());
                    for i in picker.next..picker.moves.len() {
                        let mv = picker.moves[i];
                        assert_eq!(
                            picker.checks.contains(i),
                            info.gives_check(&pos, &mv),
                            "{fen}: {mv}"
                        );
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 150, "{compared}");
    }

    /// What `upcoming` announces is what `next` hands out, for both kinds of
    /// attacker picker, with a table move and killers in front.
    #[test]
    fn upcoming_is_the_next_move() {
        let mut announced = 0;
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/R2Q2K1 w - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        ] {
            let pos = parse_fen(fen).expect("test FEN").position;
            let mut killers = Killers::new();
            let moves = pos.legal_moves();
            killers.record(0, &moves[moves.len() - 1]);
            let hints = Hints {
                table_move: PackedMove::new(&moves[1]),
                killers: Some(&killers),
                history: None,
                ply: 0,
                mate_heuristics: true,
                first: &[],
                deep: true,
            };
            for last_move in [false, true] {
                let mut picker = MovePicker::attacker(last_move);
                picker.generate(&pos);
                let mut handed_out = Vec::new();
                let mut expected: Option<Move> = None;
                while let Some(mv) = picker.next(&pos, &hints) {
                    if let Some(e) = expected {
                        assert_eq!(mv, e, "{fen}");
                        announced += 1;
                    }
                    handed_out.push(mv);
                    expected = picker.upcoming();
                }
                assert_eq!(expected, None, "{fen}: nothing is left");
                let all = if last_move {
                    let candidates = chess_prims::mate_candidates(&pos);
                    candidates
                        .iter()
                        .filter(|mv| !blockable_check(&pos, mv))
                        .count()
                } else {
                    moves.len()
                };
                assert_eq!(handed_out.len(), all, "{fen}");
            }
        }
        assert!(announced > 40, "{announced}");
    }
}
