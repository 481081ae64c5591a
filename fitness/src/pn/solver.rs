//! [`PnSolver`]: proof-number search as a [`MateSolver`], with mate shortening and
//! key-move enumeration on top of the engines.

use chess_prims::Line;
use shakmaty::{Chess, Move, Position};

use super::arena::PROVER_NODE_BYTES;
use super::budget::Budget;
use super::dfpn::{DfPn, Guesses};
use super::engine::{Engine, Outcome};
use super::leaf::{Horizon, Leaf, judge};
use super::options::{PnOptions, PnVariant};
use super::prover::Prover;
use super::table::DFPN_ENTRY_BYTES;
use super::threat::QuietThreats;
use crate::{Limits, MateDepth, MateSolver, Solution, StopFlag, StopReason, Verdict};

/// What the last solve used, beyond the [`Solution`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PnStats {
    /// The variant that ran.
    pub variant: PnVariant,
    /// Proof-number searches run (the first, the shortening ones, one per key move).
    pub searches: u32,
    /// The most tree nodes (PROVER) or table entries (df-pn) held at once.
    pub stored_peak: usize,
    /// Tree nodes or table entries allocated at the end.
    pub allocated: usize,
    /// Bytes of one tree node or table entry.
    pub bytes_per_node: usize,
    /// Positions judged as new leaves, over all searches (PROVER: tree nodes
    /// created). The rest of [`Solution::nodes`] is moves replayed to walk the tree
    /// and to read the mating line.
    pub judged: u64,
    /// The reported mate is known to be the shortest: the search one move shorter
    /// was disproven (or it is a mate in one).
    pub shortest_proven: bool,
    /// Key moves were asked for and every root move was decided.
    pub keys_complete: bool,
}

/// Proof-number search for forced mates: PROVER or df-pn ([`PnOptions`]).
///
/// As a [`MateSolver`] (name `pn`) it answers "mate in at most N?"; [`Self::solve_any`]
/// looks for a mate of any length. A `Mate` verdict comes only from a proof tree
/// whose every leaf is checkmate; `NoMate` only from a full disproof. A `Mate` with
/// `stopped_by` set is still a proven mate: what was asked beyond it (the shortest
/// length, every key move, the full line) ran out of limits.
#[derive(Debug)]
pub struct PnSolver {
    options: PnOptions,
    prover: Prover,
    dfpn: DfPn,
    stats: PnStats,
    stop: Option<StopFlag>,
}

impl Default for PnSolver {
    fn default() -> PnSolver {
        PnSolver::new(PnOptions::default())
    }
}

impl PnSolver {
    /// A solver with these options; memory is taken as searches need it.
    pub fn new(options: PnOptions) -> PnSolver {
        PnSolver {
            prover: Prover::new(options.max_stored),
            dfpn: DfPn::new(
                options.max_stored,
                options.epsilon,
                options.flight_weight,
                Guesses {
                    quiet: options.quiet_guess,
                    reply: options.reply_guess,
                },
                QuietThreats::new(&options),
            ),
            stats: PnStats::default(),
            options,
            stop: None,
        }
    }

    /// A flag that ends the solves which follow when raised (from another thread):
    /// they answer as a limit would make them, with [`StopReason::Stopped`]. It is
    /// read with the clock, every thousand nodes. `None` (the default): no flag.
    pub fn set_stop(&mut self, stop: Option<StopFlag>) {
        self.stop = stop;
    }

    /// The options it was made with.
    pub fn options(&self) -> &PnOptions {
        &self.options
    }

    /// What the last solve used.
    pub fn stats(&self) -> &PnStats {
        &self.stats
    }

    /// Is there a forced mate of any length (up to 500 moves) for the side to move?
    /// `mate_in` is then the length of the mate found, which pn search does not
    /// make the shortest unless [`PnOptions::shorten`] is set.
    pub fn solve_any(&mut self, position: &Chess, limits: Limits) -> Solution {
        self.run(position, Horizon::unlimited(), limits)
    }

    fn run(&mut self, position: &Chess, horizon: Horizon, limits: Limits) -> Solution {
        let mut budget = Budget::new(limits, self.stop.clone());
        let mut line = Line::new(position.clone());
        let options = self.options.clone();
        self.stats = PnStats {
            variant: options.variant,
            bytes_per_node: match options.variant {
                PnVariant::Prover => PROVER_NODE_BYTES,
                PnVariant::DfPn => DFPN_ENTRY_BYTES,
            },
            ..PnStats::default()
        };
        let engine: &mut dyn Engine = match options.variant {
            PnVariant::Prover => &mut self.prover,
            PnVariant::DfPn => &mut self.dfpn,
        };
        let mut search = Search {
            engine,
            line: &mut line,
            budget: &mut budget,
            stats: &mut self.stats,
        };
        let answer = search.answer(position, horizon, &options, limits);
        Solution {
            nodes: line.nodes(),
            elapsed: budget.elapsed(),
            ..answer
        }
    }
}

/// One solve in progress.
struct Search<'a> {
    engine: &'a mut dyn Engine,
    line: &'a mut Line,
    budget: &'a mut Budget,
    stats: &'a mut PnStats,
}

impl Search<'_> {
    fn prove(&mut self, horizon: Horizon, only: Option<&[Move]>, want_pv: bool) -> Outcome {
        self.stats.searches += 1;
        let out = self
            .engine
            .prove(self.line, horizon, only, want_pv, self.budget);
        self.stats.stored_peak = self.stats.stored_peak.max(self.engine.stored_peak());
        self.stats.allocated = self.engine.allocated();
        self.stats.judged += self.engine.judged();
        out
    }

    fn unknown(&self, reason: Option<StopReason>) -> Solution {
        Solution {
            verdict: Verdict::Unknown,
            stopped_by: reason.or(self.budget.stopped()),
            ..empty()
        }
    }

    fn answer(
        &mut self,
        position: &Chess,
        horizon: Horizon,
        options: &PnOptions,
        limits: Limits,
    ) -> Solution {
        if !matches!(judge(self.line, horizon), Leaf::Open { .. }) {
            // The attacker has no move, or the game is drawn already.
            return Solution {
                verdict: Verdict::NoMate,
                ..empty()
            };
        }
        if !self.engine.begin(limits.max_nodes) {
            self.budget.out_of_memory();
            return self.unknown(None);
        }
        let (mut plies, mut best, mut pv) = match self.prove(horizon, None, true) {
            Outcome::Proven { plies, best, pv } => (plies, best, pv),
            // The safety horizon of an unbounded search is a memory bound.
            Outcome::Disproven { horizon: true } => return self.unknown(Some(StopReason::Memory)),
            Outcome::Disproven { horizon: false } => {
                return Solution {
                    verdict: Verdict::NoMate,
                    ..empty()
                };
            }
            Outcome::Stopped => return self.unknown(None),
        };
        if options.shorten {
            while plies > 1 {
                match self.prove(Horizon::mate_in(plies - 2), None, true) {
                    Outcome::Proven {
                        plies: p,
                        best: b,
                        pv: v,
                    } => (plies, best, pv) = (p, b, v),
                    Outcome::Disproven { .. } => {
                        self.stats.shortest_proven = true;
                        break;
                    }
                    Outcome::Stopped => break,
                }
            }
        }
        self.stats.shortest_proven |= plies == 1;
        let mut key_moves = vec![best];
        // Shortening asked for but cut short by the limits: the mate stands, its
        // length is not known to be the shortest.
        let mut incomplete = options.shorten && !self.stats.shortest_proven;
        if options.all_key_moves {
            for mv in position.legal_moves() {
                if mv == best {
                    continue;
                }
                match self.prove(Horizon::mate_in(plies), Some(&[mv]), false) {
                    Outcome::Proven { .. } => key_moves.push(mv),
                    Outcome::Disproven { .. } => {}
                    Outcome::Stopped => {
                        incomplete = true;
                        break;
                    }
                }
            }
            self.stats.keys_complete = !incomplete;
        }
        let mut reason = self.budget.stopped();
        if pv.is_empty() {
            // The budget ran out while the line was read, or df-pn's table no longer
            // held it: the mate stands, the line is not known in full.
            pv = vec![best];
            incomplete = true;
            reason = reason.or(Some(StopReason::Memory));
        }
        Solution {
            verdict: Verdict::Mate,
            mate_in: Some(plies.div_ceil(2)),
            key_moves,
            pv,
            stopped_by: if incomplete { reason } else { None },
            ..empty()
        }
    }
}

fn empty() -> Solution {
    Solution {
        verdict: Verdict::Unknown,
        mate_in: None,
        key_moves: Vec::new(),
        pv: Vec::new(),
        nodes: 0,
        elapsed: std::time::Duration::ZERO,
        stopped_by: None,
    }
}

impl MateSolver for PnSolver {
    fn name(&self) -> &str {
        "pn"
    }

    fn solve(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        self.run(position, Horizon::mate_in(depth.plies()), limits)
    }
}
