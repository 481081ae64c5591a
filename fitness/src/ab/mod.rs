//! The exhaustive alpha-beta mate prover, in the tradition of the Geniss Mate Solver:
//! full-width boolean search with no evaluation, iterative deepening to the shortest
//! mate, and on request every key move. Each enhancement is a switch in
//! [`ProverOptions`], so its effect can be measured.

mod huge_pages;
mod order;
mod search;
mod tt;

pub use tt::MAX_TABLE_MB;

use std::ops::RangeInclusive;
use std::time::Instant;

use chess_prims::Line;
use shakmaty::{Chess, Move, Position};

use crate::{Limits, MateDepth, MateSolver, Solution, StopFlag, Verdict};
use order::{History, Killers};
use search::Search;
use tt::Table;

/// Null-move pruning at defender nodes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NullMove {
    /// Exact: no null moves.
    #[default]
    Off,
    /// Cut as soon as the reduced null-move search finds no mate.
    Plain,
    /// Cut only after a shallower search of the node itself also finds no mate.
    Verified,
}

/// The prover's switches. The defaults are the fastest exact settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProverOptions {
    /// Find every key move that mates within N, not just the first.
    pub all_keys: bool,
    /// Mate-specific move ordering: checks, captures, king-area attacks.
    pub ordering: bool,
    /// At the attacker's last move, try only checking moves.
    pub checks_only_last: bool,
    /// Transposition table size in MiB; 0 turns it off.
    pub table_mb: usize,
    /// Killer and history move ordering.
    pub killers: bool,
    /// Null-move pruning at defender nodes. Anything but `Off` can miss zugzwang
    /// mates; the prover then answers `unknown`, never `no-mate`, when no mate is found.
    pub null_move: NullMove,
    /// With `null_move` off: look for a mate with null-move pruning first (cheap, and
    /// any mate it finds is proven by real moves), then search exactly only the
    /// lengths below it, so the answer stays the exact shortest mate.
    pub null_move_probe: bool,
    /// Before playing a move, look its result up in the table (enhanced transposition
    /// cutoffs): a move whose result is known is not played, so it costs no node.
    pub table_lookahead: bool,
    /// At the defender's last reply, a move after which the attacker cannot give
    /// check refutes without being played: a check none of whose answers checks
    /// (Marxen's "fatal anti-check"), or a quiet move that leaves the attacker no
    /// check at all; decided from attack sets, so it costs no node.
    pub disarm: bool,
}

impl Default for ProverOptions {
    fn default() -> ProverOptions {
        ProverOptions {
            all_keys: false,
            ordering: true,
            checks_only_last: true,
            table_mb: 16,
            killers: true,
            null_move: NullMove::Off,
            null_move_probe: true,
            table_lookahead: true,
            disarm: true,
        }
    }
}

/// The alpha-beta mate prover. Reuse one for many positions: its table, and the
/// memory the table has grown to, are kept between solves.
pub struct Prover {
    options: ProverOptions,
    root_order: Vec<Move>,
    table: Option<Table>,
    killers: Killers,
    history: History,
    stop: Option<StopFlag>,
    /// The next solve keeps what the last one learnt (see `Prover::continue_next`).
    warm: bool,
}

impl Prover {
    pub fn new(options: ProverOptions) -> Prover {
        let table = (options.table_mb > 0).then(|| Table::new(options.table_mb));
        Prover {
            options,
            root_order: Vec::new(),
            table,
            killers: Killers::new(),
            history: History::new(),
            stop: None,
            warm: false,
        }
    }

    /// The next solve, of the same position, starts from the table, killers and
    /// history the last one left instead of empty ones: a solve stopped by a limit
    /// and begun again with a larger one does not pay twice for what it settled.
    /// Entries are stored only by searches that ran to their end, so the answer is
    /// the same; the node count is smaller.
    pub(crate) fn continue_next(&mut self) {
        self.warm = true;
    }

    /// A flag that ends the solves which follow when raised (from another thread):
    /// they answer as a limit would make them, with [`crate::StopReason::Stopped`].
    /// It is read with the clock, every few thousand nodes. `None` (the default): no
    /// flag.
    pub fn set_stop(&mut self, stop: Option<StopFlag>) {
        self.stop = stop;
    }

    /// Memory held by the transposition table, in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.as_ref().map_or(0, Table::bytes)
    }

    pub fn options(&self) -> &ProverOptions {
        &self.options
    }

    /// Root moves that the solves which follow try first, in this order, before the
    /// prover's own ordering (a search guided by an evolved searcher). Only the order
    /// changes, so the answer stays exact; moves not legal at the root are ignored.
    /// Empty (the default) leaves the ordering alone.
    pub fn set_root_order(&mut self, order: Vec<Move>) {
        self.root_order = order;
    }

    fn search(&mut self, root: &Chess, limits: Limits, start: Instant) -> Search<'_> {
        if !std::mem::take(&mut self.warm) {
            if let Some(t) = self.table.as_mut() {
                t.clear();
            }
            self.killers.clear();
            self.history.clear();
        }
        let mut search = Search::new(
            Line::new(root.clone()),
            &self.options,
            self.table.as_mut(),
            &mut self.killers,
            &mut self.history,
            limits,
            start,
        );
        search.root_order = &self.root_order;
        search.stop = self.stop.as_ref();
        search
    }

    /// Does `mv` force mate within `depth` moves? `Some(true)`/`Some(false)` are
    /// proven answers; `None` means a limit was reached. Proving one given move is
    /// much cheaper than a full solve.
    pub fn proves_move(
        &mut self,
        root: &Chess,
        mv: &Move,
        depth: MateDepth,
        limits: Limits,
    ) -> (Option<bool>, u64) {
        let proof = self.prove_move(root, mv, depth, limits);
        (proof.answer, proof.nodes)
    }

    /// [`Prover::proves_move`] with the shortest mate after `mv` and its line, `mv`
    /// first, against the longest defence.
    pub fn prove_move(
        &mut self,
        root: &Chess,
        mv: &Move,
        depth: MateDepth,
        limits: Limits,
    ) -> MoveProof {
        let start = Instant::now();
        let mut search = self.search(root, limits, start);
        if search.line.play(mv).is_err() {
            return MoveProof {
                answer: Some(false),
                mate_in: None,
                pv: Vec::new(),
                nodes: 0,
            };
        }
        let mate_in = shortest_mate_after_move(&mut search, depth.get());
        let proven = search.stopped.is_none();
        let mate_in = mate_in.filter(|_| proven);
        search.line.undo_to(0);
        let pv = match mate_in {
            Some(k) => principal_variation(&mut search, k, *mv),
            None => Vec::new(),
        };
        let inexact = search.null_cutoffs != 0;
        let answer = match (proven, mate_in) {
            (true, Some(_)) => Some(true),
            (true, None) if !inexact => Some(false),
            _ => None,
        };
        MoveProof {
            answer,
            mate_in,
            pv,
            nodes: search.line.nodes(),
        }
    }
}

/// What [`Prover::prove_move`] found out about one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveProof {
    /// `Some(true)`: the move mates within the depth; `Some(false)`: proven not to;
    /// `None`: a limit was reached first.
    pub answer: Option<bool>,
    /// The shortest mate after the move, counting the move itself.
    pub mate_in: Option<u32>,
    /// A mating line, the move first (it may stop short if a limit is reached
    /// while it is read).
    pub pv: Vec<Move>,
    /// Moves applied.
    pub nodes: u64,
}

impl MateSolver for Prover {
    fn name(&self) -> &str {
        "ab"
    }

    fn solve(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        let start = Instant::now();
        let all_keys = self.options.all_keys;
        let probe = self.options.null_move_probe && self.options.null_move == NullMove::Off;
        let mut search = self.search(position, limits, start);
        let n = depth.get();
        // Iterative deepening, exactly, up to four moves short of N: a mate far
        // shorter than N is then found at the cost of its own length, not of N's (a
        // search N moves deep is exponential in N even when a short mate exists).
        // The last lengths are left to the probe at N and the exact search after it,
        // which the probe's table entries make cheaper; deepening through them too
        // would add failed searches at lengths where a mate at N itself is the
        // usual case.
        let settled = n.saturating_sub(WINDOW);
        let mut found = shortest_mate(&mut search, 1..=settled);
        if found.is_none() && search.stopped.is_none() && probe {
            search.null_move = NullMove::Plain;
            // One search at N, not deepening: the exact search below settles the
            // lengths between anyway, so probing them too would only repeat it.
            found = search.find_mating_move(n).map(|mv| (n, mv));
            search.null_move = NullMove::Off;
            search.null_cutoffs = 0;
        }
        // Exactly: the lengths from `settled` up to below the probe's mate (up to N
        // if it found none). One search at the longest of them settles the usual
        // case, no shorter mate; only if there is one does deepening find it.
        if found.is_none_or(|(k, _)| k > settled) {
            let below = found.map_or(n, |(k, _)| k - 1);
            let shorter_exists =
                !probe || (below > settled && search.find_mating_move(below).is_some());
            if search.stopped.is_none()
                && shorter_exists
                && let Some(shorter) = shortest_mate(&mut search, settled + 1..=below)
            {
                found = Some(shorter);
            }
        }
        let Some((k, best)) = found else {
            let verdict = if search.stopped.is_some() || search.null_cutoffs != 0 {
                Verdict::Unknown
            } else {
                Verdict::NoMate
            };
            return Solution {
                verdict,
                mate_in: None,
                key_moves: Vec::new(),
                pv: Vec::new(),
                nodes: search.line.nodes(),
                elapsed: start.elapsed(),
                stopped_by: search.stopped,
            };
        };
        let pv = principal_variation(&mut search, k, best);
        let mut key_moves = vec![best];
        if all_keys {
            key_moves = every_key(&mut search, depth.get());
        }
        // A limit reached after the mate was proven leaves the mate standing, but an
        // incomplete key list is marked by `stopped_by`.
        Solution {
            verdict: Verdict::Mate,
            mate_in: Some(k),
            key_moves,
            pv,
            nodes: search.line.nodes(),
            elapsed: start.elapsed(),
            stopped_by: search.stopped,
        }
    }
}

/// How many lengths below N the probe and the exact search after it settle, rather
/// than deepening. A mate shorter than N by less costs up to this many moves more
/// than its own length.
const WINDOW: u32 = 4;

/// The shortest mate within `n` after the move just played on `search`'s line, or
/// `None` (also when a limit stops the search: the caller reads `search.stopped`).
/// Deepening, as the full solve does, settles only the lengths up to [`WINDOW`] short
/// of N, so that a mate far shorter costs its own length; then one search at N, and
/// only if the move mates, down from N to the shortest. A move chosen as a key
/// usually mates in exactly N, where deepening would search every shorter length in
/// vain first, and a refutation is one search at N.
fn shortest_mate_after_move(search: &mut Search, n: u32) -> Option<u32> {
    let settled = n.saturating_sub(WINDOW);
    let stopped = |search: &Search| search.stopped.is_some();
    if let Some(k) = (1..=settled).find(|&k| search.defend(k) || stopped(search)) {
        return Some(k);
    }
    let mates_within_n = search.defend(n);
    if !mates_within_n && !stopped(search) {
        return None;
    }
    let mut shortest = n;
    while shortest > settled + 1 && !stopped(search) && search.defend(shortest - 1) {
        shortest -= 1;
    }
    Some(shortest)
}

/// Iterative deepening: the first length of `lengths` with a mate, and its key move.
fn shortest_mate(search: &mut Search, lengths: RangeInclusive<u32>) -> Option<(u32, Move)> {
    for k in lengths {
        if let Some(mv) = search.find_mating_move(k) {
            return Some((k, mv));
        }
        if search.stopped.is_some() {
            break;
        }
    }
    None
}

/// Every root move that mates within `n`, in legal-move order.
fn every_key(search: &mut Search, n: u32) -> Vec<Move> {
    let mut keys = Vec::new();
    for mv in search.line.position().legal_moves() {
        search.line.play_unchecked(&mv);
        let mut mates = false;
        for k in 1..=n {
            mates = search.defend(k);
            if mates || search.stopped.is_some() {
                break;
            }
        }
        search.line.undo();
        if search.stopped.is_some() {
            break;
        }
        if mates {
            keys.push(mv);
        }
    }
    keys
}

/// The shortest mate for the attacker against the longest defence, found by re-asking
/// the (mostly cached) search move by move. Stops early, with a shorter line, if a
/// limit is reached.
fn principal_variation(search: &mut Search, mate_in: u32, key: Move) -> Vec<Move> {
    let mut pv = Vec::new();
    let mut n = mate_in;
    let mut known = Some(key);
    while n >= 1 {
        // Attacker: the move that mates fastest from here.
        let found = match known.take() {
            Some(mv) => Some((n, mv)),
            None => (1..=n).find_map(|k| search.find_mating_move(k).map(|mv| (k, mv))),
        };
        let Some((k, mv)) = found else {
            break;
        };
        search.line.play_unchecked(&mv);
        pv.push(mv);
        n = k;
        if n == 1 || search.stopped.is_some() {
            break;
        }
        // Defender: the reply that postpones mate longest.
        let mut longest: Option<(u32, Move)> = None;
        for reply in search.line.position().legal_moves() {
            search.line.play_unchecked(&reply);
            let needed = (1..n).find(|&j| search.attack(j));
            search.line.undo();
            if let Some(j) = needed
                && longest.is_none_or(|(best, _)| j > best)
            {
                longest = Some((j, reply));
            }
        }
        let Some((j, reply)) = longest else {
            break;
        };
        search.line.play_unchecked(&reply);
        pv.push(reply);
        n = j;
    }
    search.line.undo_to(0);
    pv
}

#[cfg(test)]
mod tests;
