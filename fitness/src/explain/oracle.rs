//! The exact solver as the explanation asks it: "does the side to move mate within
//! n?", "does this move mate within n?". Every answer is the alpha-beta prover's
//! proof; a limit reached gives `Unknown`, never a guess. Moves the explanation itself
//! applies (to reach the positions it asks about) go through a `Line`, the one place a
//! move is counted (docs/ARCHITECTURE.md), so its node total is the prover's nodes
//! plus these.

use std::time::{Duration, Instant};

use chess_prims::Line;
use shakmaty::{Chess, Move, Position};

use crate::ab::{Prover, ProverOptions};
use crate::{Limits, MateDepth, MateSolver, Verdict};

/// A proven answer to "mate within n?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mate {
    /// Mate in this many moves (0: the side to move is checkmated... by the other
    /// side, for a defender's position; see [`Oracle::mate`]), with a mating line.
    In(u32, Vec<Move>),
    /// Proven: no mate within n.
    No,
    /// A limit came first.
    Unknown,
}

/// The prover, the node count of everything the explanation asked, and its cap.
pub struct Oracle {
    prover: Prover,
    keys_prover: Prover,
    /// Moves applied by the explanation itself.
    line_nodes: u64,
    /// Nodes of every solve and proof.
    solver_nodes: u64,
    /// Total nodes (solves and moves applied) after which every question is answered
    /// `Unknown`.
    cap: Option<u64>,
    /// Wall-clock limit of each solve.
    max_time: Option<Duration>,
    start: Instant,
}

impl Oracle {
    pub fn new(options: ProverOptions, max_time: Option<Duration>) -> Oracle {
        let keys = ProverOptions {
            all_keys: true,
            ..options.clone()
        };
        Oracle {
            prover: Prover::new(ProverOptions {
                all_keys: false,
                ..options
            }),
            keys_prover: Prover::new(keys),
            line_nodes: 0,
            solver_nodes: 0,
            cap: None,
            max_time,
            start: Instant::now(),
        }
    }

    /// Every node so far: the solver's and the moves applied here.
    pub fn nodes(&self) -> u64 {
        self.line_nodes + self.solver_nodes
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// From now on, at most `more` further nodes (`None`: no cap).
    pub fn cap_after(&mut self, more: Option<u64>) {
        self.cap = more.map(|m| self.nodes().saturating_add(m));
    }

    /// Has the cap been reached?
    pub fn exhausted(&self) -> bool {
        self.cap.is_some_and(|c| self.nodes() >= c)
    }

    fn limits(&self) -> Option<Limits> {
        let max_nodes = match self.cap {
            Some(c) if self.nodes() >= c => return None,
            Some(c) => Some(c - self.nodes()),
            None => None,
        };
        Some(Limits {
            max_nodes,
            max_time: self.max_time,
        })
    }

    /// The shortest mate within `n` for the side to move. `n` = 0 asks whether the
    /// side to move has already been mated.
    pub fn mate(&mut self, position: &Chess, n: u32) -> Mate {
        if n == 0 {
            return if position.is_checkmate() {
                Mate::In(0, Vec::new())
            } else {
                Mate::No
            };
        }
        let Some(limits) = self.limits() else {
            return Mate::Unknown;
        };
        let Ok(depth) = MateDepth::new(i64::from(n)) else {
            return Mate::Unknown;
        };
        let solution = self.prover.solve(position, depth, limits);
        self.solver_nodes += solution.nodes;
        match (solution.verdict, solution.mate_in) {
            (Verdict::Mate, Some(k)) => Mate::In(k, solution.pv),
            (Verdict::NoMate, _) => Mate::No,
            _ => Mate::Unknown,
        }
    }

    /// Every first move mating within `n`, and the shortest mate (`None` when there
    /// is none, proven; an error when a limit came first).
    pub fn keys(&mut self, position: &Chess, depth: MateDepth) -> Result<Keys, Unknown> {
        let limits = self.limits().ok_or(Unknown)?;
        let solution = self.keys_prover.solve(position, depth, limits);
        self.solver_nodes += solution.nodes;
        match solution.verdict {
            Verdict::Mate if solution.stopped_by.is_none() => Ok(Keys {
                mate_in: solution.mate_in,
                keys: solution.key_moves,
                pv: solution.pv,
            }),
            Verdict::NoMate => Ok(Keys {
                mate_in: None,
                keys: Vec::new(),
                pv: Vec::new(),
            }),
            _ => Err(Unknown),
        }
    }

    /// Does `mv` (legal in `position`) mate within `n` moves, itself included?
    pub fn move_mates(&mut self, position: &Chess, mv: &Move, n: u32) -> Option<bool> {
        if n == 0 {
            return Some(false);
        }
        let limits = self.limits()?;
        let depth = MateDepth::new(i64::from(n)).ok()?;
        let (answer, nodes) = self.prover.proves_move(position, mv, depth, limits);
        self.solver_nodes += nodes;
        answer
    }

    /// Is `reply` (the defender's, legal in `position`) a refutation: after it, no
    /// mate within `n`? `None` when a limit came first.
    pub fn refutes(&mut self, position: &Chess, reply: &Move, n: u32) -> Option<bool> {
        let after = self.play(position, reply);
        match self.mate(&after, n) {
            Mate::In(..) => Some(false),
            Mate::No => Some(true),
            Mate::Unknown => None,
        }
    }

    /// The position after `mv`, legal in `position`: one node.
    pub fn play(&mut self, position: &Chess, mv: &Move) -> Chess {
        let mut line = Line::new(position.clone());
        line.play_unchecked(mv);
        self.line_nodes += line.nodes();
        line.position().clone()
    }

    /// The position after the side to move passes, unless it is in check: one node.
    pub fn pass(&mut self, position: &Chess) -> Option<Chess> {
        let mut line = Line::new(position.clone());
        let passed = line.play_null();
        self.line_nodes += line.nodes();
        passed.then(|| line.position().clone())
    }
}

/// What [`Oracle::keys`] proved.
#[derive(Clone, Debug)]
pub struct Keys {
    pub mate_in: Option<u32>,
    pub keys: Vec<Move>,
    pub pv: Vec<Move>,
}

/// A limit came before the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unknown;
