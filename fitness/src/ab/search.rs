//! The recursive mate search: "can the attacker mate within n moves?" at attacker
//! nodes, "is every defence mated within n?" at defender nodes. A boolean search with
//! no evaluation, as in the Geniss Mate Solver.

use std::time::Instant;

use chess_prims::{CheckInfo, Line};
use shakmaty::{Chess, Move, Position, Role};

use super::order::{Hints, History, Killers, MovePicker};
use super::tt::{Bound, PackedMove, Probe, Table};
use super::{NullMove, ProverOptions};
use crate::{Limits, StopFlag, StopReason};

/// From how many attacker moves left its quiet moves are ordered by the king's flight
/// squares: below, the ordering costs more time than its nodes save (from three it
/// saves no more nodes and costs more instructions; docs/AB_RESULTS.md).
const DEEP: u32 = 4;

/// How often (in nodes) the clock is read.
const TIME_CHECK_INTERVAL: u64 = 4096;

/// Does the table lookahead look up the position `mv` leads to? Not after castling,
/// a double pawn push, a move of a piece other than the king to or from a square with
/// a castling right, nor in a position with an en passant square: the lookahead was
/// first built on a hash that could not be updated past those, and the fitness
/// reference (the all-keys prover, whose cache is tagged with its node counts) keeps
/// its nodes until a commit means to change them (lifting this lowers them; the
/// node signature, `tests/node-signature.toml`, measures by how much).
fn looks_ahead(position: &Chess, mv: &Move) -> bool {
    let Move::Normal { role, from, to, .. } = *mv else {
        return false;
    };
    if position.maybe_ep_square().is_some() {
        return false;
    }
    let rights = position.castles().castling_rights();
    let double_step = role == Role::Pawn && from.distance(to) == 2;
    role == Role::King || !(double_step || rights.contains(from) || rights.contains(to))
}

pub(super) struct Search<'a> {
    pub line: Line,
    options: &'a ProverOptions,
    table: Option<&'a mut Table>,
    killers: &'a mut Killers,
    history: &'a mut History,
    limits: Limits,
    /// Raised by another thread to end the search (see `Prover::set_stop`).
    pub stop: Option<&'a StopFlag>,
    start: Instant,
    next_time_check: u64,
    pub stopped: Option<StopReason>,
    /// Repetitions met so far; a "no mate" found while this grew may depend on the
    /// path (graph-history interaction) and is not stored.
    repetitions: u64,
    /// Null-move cutoffs taken so far; a "no mate" after one is not proven.
    pub null_cutoffs: u64,
    /// Null-move pruning in force now (the prover may switch it between passes).
    pub null_move: NullMove,
    /// Root moves to try first (see `Prover::set_root_order`).
    pub root_order: &'a [Move],
}

/// Counters whose change during a node's search says what its result rests on.
#[derive(Clone, Copy)]
struct Counters {
    repetitions: u64,
    null_cutoffs: u64,
}

impl<'a> Search<'a> {
    pub fn new(
        line: Line,
        options: &'a ProverOptions,
        table: Option<&'a mut Table>,
        killers: &'a mut Killers,
        history: &'a mut History,
        limits: Limits,
        start: Instant,
    ) -> Search<'a> {
        Search {
            line,
            options,
            table,
            killers,
            history,
            limits,
            stop: None,
            start,
            next_time_check: TIME_CHECK_INTERVAL,
            stopped: None,
            repetitions: 0,
            null_cutoffs: 0,
            null_move: options.null_move,
            root_order: &[],
        }
    }

    /// The one place that checks the limits.
    fn out_of_limits(&mut self) -> bool {
        if self.stopped.is_some() {
            return true;
        }
        let nodes = self.line.nodes();
        if self.limits.max_nodes.is_some_and(|max| nodes >= max) {
            self.stopped = Some(StopReason::Nodes);
        } else if nodes >= self.next_time_check {
            self.next_time_check = nodes + TIME_CHECK_INTERVAL;
            if self.stop.is_some_and(StopFlag::is_raised) {
                self.stopped = Some(StopReason::Stopped);
            } else if self
                .limits
                .max_time
                .is_some_and(|max| self.start.elapsed() >= max)
            {
                self.stopped = Some(StopReason::Time);
            }
        }
        self.stopped.is_some()
    }

    /// The table may answer only when the fifty-move rule cannot strike within the
    /// search below: the halfmove clock is not part of the hash. Nodes with one
    /// attacker move left are cheaper to search (a few static tests) than to look up:
    /// storing them too saves a few nodes and costs more time, so they stay out of
    /// the table.
    fn table_usable(n: u32, halfmoves: u32) -> bool {
        n >= 2 && halfmoves.saturating_add(2 * n) < 100
    }

    /// The table's answer. A "no mate" that only a null-move search found is used
    /// by null-move searches, and counts as one of their cutoffs.
    fn probe(&mut self, n: u32) -> Probe {
        self.probe_at(self.line.hash(), self.line.position().halfmoves(), n)
    }

    fn probe_at(&mut self, key: u64, halfmoves: u32, n: u32) -> Probe {
        let null_move = self.null_move != NullMove::Off;
        let probe = match &self.table {
            Some(t) if Self::table_usable(n, halfmoves) => t.probe(key, n, null_move),
            _ => Probe::Hint(PackedMove::NONE),
        };
        if probe == Probe::NullNoMate {
            self.null_cutoffs += 1;
        }
        probe
    }

    /// Whether the attacker mates within `n` in the position `mv` leads to, if the
    /// table already knows, found without playing `mv` (enhanced transposition
    /// cutoffs: a move whose result is known costs no node). `n` counts as the child's
    /// own search would count it; the child must be one whose search would begin with
    /// that probe (no repetition, no fifty-move draw).
    /// `hash`: the child's hash, when [`Search::prefetch_after`] has made it already.
    fn known_after(&mut self, mv: &Move, n: u32, hash: Option<u64>) -> Option<bool> {
        if !self.options.table_lookahead || n < 2 || self.table.is_none() {
            return None;
        }
        if hash.is_none() && !looks_ahead(self.line.position(), mv) {
            return None;
        }
        let child = match hash {
            Some(hash) => self.line.peek_hashed(mv, hash),
            None => self.line.peek(mv)?,
        };
        if child.repeats || child.halfmoves >= 100 {
            return None;
        }
        match self.probe_at(child.hash, child.halfmoves, n) {
            Probe::Mate => Some(true),
            Probe::NoMate | Probe::NullNoMate => Some(false),
            Probe::Hint(_) => None,
        }
    }

    /// Starts fetching the table's bucket for the position `mv` leads to, which
    /// [`Search::known_after`] will probe once the current move's search is done: a
    /// probe that misses the cache was a seventh of the prover's time. Returns the
    /// hash, for that probe; `None` when there will be no probe.
    fn prefetch_after(&self, mv: &Move, n: u32) -> Option<u64> {
        if !self.options.table_lookahead || n < 2 || !looks_ahead(self.line.position(), mv) {
            return None;
        }
        let table = self.table.as_ref()?;
        let hash = self.line.hash_after(mv)?;
        table.prefetch(hash);
        Some(hash)
    }

    /// The result of the position `mv` leads to, searched by `child` with `n` moves:
    /// from the table when it knows, else by playing `mv`. `None` when a limit stopped
    /// the search. `hash`: the child's hash, if already made.
    fn child_result(
        &mut self,
        mv: &Move,
        n: u32,
        child: fn(&mut Self, u32) -> bool,
        hash: Option<u64>,
    ) -> Option<bool> {
        if let Some(known) = self.known_after(mv, n, hash) {
            return Some(known);
        }
        self.line.play_unchecked(mv);
        let result = child(self, n);
        self.line.undo();
        self.stopped.is_none().then_some(result)
    }

    /// Stores what the node's search found. `before` is the state of the search's
    /// counters when the node began: a "no mate" reached through a repetition may
    /// depend on the path and is not stored, one reached through a null-move cutoff
    /// is stored as a null-move search's bound.
    fn store(&mut self, n: u32, mate: bool, best: Option<&Move>, before: Counters) {
        if self.stopped.is_some() || !Self::table_usable(n, self.line.position().halfmoves()) {
            return;
        }
        let bound = if mate {
            Bound::Mate
        } else if self.repetitions != before.repetitions {
            return;
        } else if self.null_cutoffs != before.null_cutoffs {
            Bound::NullNoMate
        } else {
            Bound::NoMate
        };
        let key = self.line.hash();
        if let Some(t) = self.table.as_deref_mut() {
            t.store(key, n, bound, best);
        }
    }

    fn counters(&self) -> Counters {
        Counters {
            repetitions: self.repetitions,
            null_cutoffs: self.null_cutoffs,
        }
    }

    fn hints(&self, table_move: PackedMove, n: u32) -> Hints<'_> {
        Hints {
            deep: n >= DEEP,
            table_move,
            killers: self.options.killers.then_some(&*self.killers),
            history: self.options.killers.then_some(&*self.history),
            ply: self.line.ply(),
            mate_heuristics: self.options.ordering,
            first: if self.line.ply() == 0 {
                self.root_order
            } else {
                &[]
            },
        }
    }

    /// Remembers a move that decided its node: as a killer for the attacker's
    /// siblings (see `MovePicker::next` on why the defender has none), in the
    /// history for both sides.
    fn record_decisive(&mut self, mv: &Move, n: u32, attacker: bool) {
        if self.options.killers {
            let color = self.line.position().turn();
            if attacker {
                self.killers.record(self.line.ply(), mv);
            }
            self.history.record(color, mv, n);
        }
    }

    /// Can the side to move (the attacker) mate within `n` moves?
    pub fn attack(&mut self, n: u32) -> bool {
        if self.out_of_limits() || self.is_draw_in_line() {
            return false;
        }
        match self.probe(n) {
            Probe::Mate => true,
            Probe::NoMate | Probe::NullNoMate => false,
            Probe::Hint(table_move) => self.mating_move(n, table_move).is_some(),
        }
    }

    /// A move that mates within `n`, searched even when the table already knows that
    /// one exists (the table keeps only a hint of which).
    pub fn find_mating_move(&mut self, n: u32) -> Option<Move> {
        if self.out_of_limits() || self.is_draw_in_line() {
            return None;
        }
        let hint = match self.probe(n) {
            Probe::Hint(m) => m,
            Probe::Mate | Probe::NoMate | Probe::NullNoMate => self.table_hint(),
        };
        self.mating_move(n, hint)
    }

    fn is_draw_in_line(&mut self) -> bool {
        if self.line.ply() == 0 {
            return false;
        }
        if self.line.is_repetition() {
            self.repetitions += 1;
            return true;
        }
        self.line.is_fifty_move_draw()
    }

    fn table_hint(&self) -> PackedMove {
        match &self.table {
            Some(t) => t.best_move(self.line.hash()),
            None => PackedMove::NONE,
        }
    }

    fn mating_move(&mut self, n: u32, table_move: PackedMove) -> Option<Move> {
        let before = self.counters();
        let checks_only = n == 1 && self.options.checks_only_last;
        let mut picker = MovePicker::attacker(checks_only);
        picker.generate(self.line.position());
        if picker.is_empty() {
            // Most mate-in-one tests end here: no check can mate.
            self.store(n, false, None, before);
            return None;
        }
        // The move announced by the picker, with its child's hash, once prefetched.
        let mut announced: Option<(Move, u64)> = None;
        while let Some(mv) = picker.next(self.line.position(), &self.hints(table_move, n)) {
            let hash = announced.take().filter(|(m, _)| *m == mv).map(|(_, h)| h);
            announced = picker
                .upcoming()
                .and_then(|following| Some((following, self.prefetch_after(&following, n)?)));
            let mates = self.child_result(&mv, n, Self::defend, hash)?;
            if mates {
                self.record_decisive(&mv, n, true);
                self.store(n, true, Some(&mv), before);
                return Some(mv);
            }
        }
        self.store(n, false, None, before);
        None
    }

    /// The defender is to move after the attacker's move; the attacker has `n - 1`
    /// moves left. Is the defender mated now or after every reply?
    pub fn defend(&mut self, n: u32) -> bool {
        if self.out_of_limits() {
            return false;
        }
        let position = self.line.position();
        if n == 1 {
            // The attacker has no move left: only mate on the board counts.
            return position.is_checkmate();
        }
        let in_check = position.is_check();
        if self.line.is_repetition() {
            self.repetitions += 1;
            return position.is_checkmate();
        }
        if self.line.is_fifty_move_draw() {
            return position.is_checkmate();
        }
        let table_move = match self.probe(n) {
            Probe::Mate => return true,
            Probe::NoMate | Probe::NullNoMate => return false,
            Probe::Hint(m) => m,
        };
        let before = self.counters();
        let mut picker = MovePicker::defender();
        // With one attacker move left, a reply after which the attacker cannot give
        // check refutes: it is not played, so it costs no node.
        let disarm = n == 2 && self.options.disarm;
        let info = CheckInfo::new(self.line.position());
        if disarm
            && let Some(info) = &info
            && let Some(mv) = MovePicker::disarming_check(self.line.position(), info)
        {
            return self.refuted_unplayed(&mv, n, before);
        }
        picker.generate_with(self.line.position(), info.as_ref());
        if picker.is_empty() {
            return in_check;
        }
        if !in_check && let Some(mated) = self.null_move(n) {
            return mated;
        }
        if disarm && let Some(mv) = picker.disarming_quiet_move(self.line.position()) {
            return self.refuted_unplayed(&mv, n, before);
        }
        while let Some(mv) = picker.next(self.line.position(), &self.hints(table_move, n)) {
            let Some(mated) = self.child_result(&mv, n - 1, Self::attack, None) else {
                return false;
            };
            if !mated {
                self.record_decisive(&mv, n, false);
                self.store(n, false, Some(&mv), before);
                return false;
            }
        }
        self.store(n, true, None, before);
        true
    }

    /// The defender's node is refuted by `mv`, shown without playing it.
    fn refuted_unplayed(&mut self, mv: &Move, n: u32, before: Counters) -> bool {
        self.record_decisive(mv, n, false);
        self.store(n, false, Some(mv), before);
        false
    }

    /// Null-move pruning at a defender node (David-Tabibi & Netanyahu): if the attacker
    /// cannot mate even when the defender passes, with one move less, assume the
    /// defence holds. Verified: before cutting, search the node itself one move
    /// shallower; a mate found there is proven, so zugzwang mates within reach of the
    /// shallower search are not lost. `None`: search the node normally.
    fn null_move(&mut self, n: u32) -> Option<bool> {
        if self.null_move == NullMove::Off || n < 3 {
            return None;
        }
        // No two null moves in a row: the line above must end with a real move.
        self.line.last_move()?;
        if !self.line.play_null() {
            return None;
        }
        let attacker_mates = self.attack(n - 2);
        self.line.undo();
        if self.stopped.is_some() || attacker_mates {
            return None;
        }
        if self.null_move == NullMove::Verified && self.defend(n - 1) {
            return Some(true);
        }
        if self.stopped.is_some() {
            return None;
        }
        self.null_cutoffs += 1;
        Some(false)
    }
}
