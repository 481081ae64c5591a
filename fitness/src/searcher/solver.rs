//! The searcher chooses, the prover proves: a sound mate solver from an evolved tree.

use std::time::{Duration, Instant};

use chess_prims::{Program, SCORE_MAX, SearchContext, SearchLimits, choose_move};
use shakmaty::{Chess, Move};

use crate::ab::{Prover, ProverOptions};
use crate::cpu_time::{cpu_since, thread_cpu_time};
use crate::{Limits, MateDepth, MateSolver, Solution, StopReason, Verdict};

/// The searcher's default node budget per position. The searcher is bounded by its
/// budget alone (the interpreter has no clock); one million nodes takes well under a
/// second, and covers an exhaustive mate-in-3 search of most lichess problems.
pub const DEFAULT_BUDGET: u64 = 1_000_000;

/// How the searcher's opinion is used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The searcher chooses a move; the prover proves it, or a full search answers.
    #[default]
    Sound,
    /// The searcher scores the root moves; the prover searches them best-first.
    Guided,
}

/// The settings of an [`EvolvedSolver`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EvolvedOptions {
    /// Nodes the searcher may spend per position (0: the default).
    pub budget: u64,
    pub mode: Mode,
    /// Have the prover prove a choice even when the searcher's own search proved it
    /// mates ([`chess_prims::Choice::proven_mate`]), for the shortest mate after it.
    /// By default such a choice is the answer and its mate length the searcher's
    /// bound, which may be longer than the shortest mate.
    pub reprove: bool,
    /// The prover's settings, for the proof, the fallback and the guided search.
    /// `all_keys` applies to the searches only: a proven choice is the one key given.
    pub prover: ProverOptions,
    /// The shortest mate length asked at which the searcher is consulted (0 or 1:
    /// always); below it the prover alone answers, where the searcher's validation
    /// results say it does not pay (searchers/README.md, "consult_from_n").
    pub consult_from_n: u32,
}

/// What became of the searcher's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// It forces mate in this many moves (the shortest mate after it).
    Mate(u32),
    /// The searcher's own search proved that it forces mate within this many moves;
    /// the prover was not asked.
    Searched(u32),
    /// It does not force mate within the N asked for.
    Refuted,
    /// A limit stopped the proof.
    Unknown,
    /// Nothing to prove: no legal move, or a guided search.
    NotAsked,
}

/// The searcher's part of the last solve, apart from the prover's.
#[derive(Clone, Debug, PartialEq)]
pub struct SearcherRun {
    /// The searcher's choice (in guided mode: its best-scored move).
    pub searcher_move: Option<Move>,
    pub searcher_score: f64,
    /// Moves the searcher applied (root moves included).
    pub searcher_nodes: u64,
    /// Boards the searcher simulated after a move without applying it
    /// ([`chess_prims::Choice::boards`]): its work at no node.
    pub searcher_boards: u64,
    pub searcher_time: Duration,
    /// The searcher's CPU time ([`crate::cpu_time`]), `walker_cpu` included.
    pub searcher_cpu: Duration,
    /// The part of it spent on threads of their own, walking trees too deep for the
    /// caller's stack ([`chess_prims::Choice::walker_cpu`]).
    pub walker_cpu: Duration,
    /// CPU time of the whole solve: the searcher, the proof, and any fallback or
    /// guided search.
    pub total_cpu: Duration,
    pub proof: Proof,
    /// Moves the prover applied: the proof, and the fallback or guided search.
    pub verify_nodes: u64,
    /// The proof failed and a full search gave the answer.
    pub fallback: bool,
    /// The proven mating line, the searcher's move first.
    pub pv: Vec<Move>,
}

/// An evolved searcher as a [`MateSolver`] named `evolved` (`evolved-guided` in
/// [`Mode::Guided`]). Its `nodes` are the searcher's and the prover's together;
/// [`EvolvedSolver::last_run`] keeps them apart.
pub struct EvolvedSolver {
    program: Program,
    options: EvolvedOptions,
    prover: Prover,
    last: Option<SearcherRun>,
    /// The caller wants the shortest mates ([`MateSolver::exact_lengths`]): every
    /// choice is proved by the prover, whatever `options.reprove` says.
    exact: bool,
}

impl EvolvedSolver {
    pub fn new(program: Program, options: EvolvedOptions) -> EvolvedSolver {
        let prover = Prover::new(options.prover.clone());
        EvolvedSolver {
            program,
            options,
            prover,
            last: None,
            exact: false,
        }
    }

    /// The searcher's budget per position.
    pub fn budget(&self) -> u64 {
        match self.options.budget {
            0 => DEFAULT_BUDGET,
            b => b,
        }
    }

    /// The searcher's part of the last solve.
    pub fn last_run(&self) -> Option<&SearcherRun> {
        self.last.as_ref()
    }

    /// Whether a solve of a mate in `depth` consults the searcher
    /// ([`EvolvedOptions::consult_from_n`]).
    pub fn consulted_at(&self, depth: MateDepth) -> bool {
        depth.get() >= self.options.consult_from_n
    }

    /// The searcher chooses a move within its budget (and `limits.max_nodes`), and
    /// the prover tries to prove it, with what `limits` leaves: the searcher as a
    /// move chooser, before any fallback. `limits.max_time` binds the proof only.
    /// The run is also kept as [`EvolvedSolver::last_run`].
    pub fn choose_and_prove(
        &mut self,
        position: &Chess,
        depth: MateDepth,
        limits: Limits,
    ) -> SearcherRun {
        let start = Instant::now();
        let cpu_start = thread_cpu_time();
        let budget = limits
            .max_nodes
            .map_or(self.budget(), |m| m.min(self.budget()));
        let choice = choose_move(&self.program, position, budget, depth.get());
        let searcher_cpu = cpu_since(cpu_start) + choice.walker_cpu;
        let mut run = SearcherRun {
            searcher_move: choice.mv,
            searcher_score: choice.score,
            searcher_nodes: choice.nodes,
            searcher_boards: choice.boards,
            searcher_time: start.elapsed(),
            searcher_cpu,
            walker_cpu: choice.walker_cpu,
            total_cpu: searcher_cpu,
            proof: Proof::NotAsked,
            verify_nodes: 0,
            fallback: false,
            pv: Vec::new(),
        };
        let Some(mv) = choice.mv else {
            self.last = Some(run.clone());
            return run;
        };
        if let Some(k) = choice
            .proven_mate
            .filter(|_| !self.options.reprove && !self.exact)
        {
            run.proof = Proof::Searched(k);
            run.pv = vec![mv];
            self.last = Some(run.clone());
            return run;
        }
        let left = remaining(limits, run.searcher_nodes, start);
        let proof = self.prover.prove_move(position, &mv, depth, left);
        run.verify_nodes += proof.nodes;
        run.proof = match (proof.answer, proof.mate_in) {
            (Some(true), Some(k)) => Proof::Mate(k),
            (Some(false), _) => Proof::Refuted,
            _ => Proof::Unknown,
        };
        run.pv = proof.pv;
        run.total_cpu = cpu_since(cpu_start) + choice.walker_cpu;
        self.last = Some(run.clone());
        run
    }

    fn solve_sound(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        let start = Instant::now();
        let mut run = self.choose_and_prove(position, depth, limits);
        let after_choice = thread_cpu_time();
        let used = run.searcher_nodes + run.verify_nodes;
        let answer = |verdict, mate_in, moves: Vec<Move>, stopped_by| Solution {
            verdict,
            mate_in,
            key_moves: moves.clone(),
            pv: moves,
            nodes: used,
            elapsed: start.elapsed(),
            stopped_by,
        };
        let limit_hit = limit_reached(limits, used, start);
        let solution = match (run.proof, run.searcher_move, limit_hit) {
            (Proof::Mate(k) | Proof::Searched(k), Some(mv), _) => Solution {
                pv: if run.pv.is_empty() {
                    vec![mv]
                } else {
                    run.pv.clone()
                },
                ..answer(Verdict::Mate, Some(k), vec![mv], None)
            },
            // No legal move: checkmated or stalemated, and no mate for the side to move.
            (_, None, _) => answer(Verdict::NoMate, None, Vec::new(), None),
            (Proof::Unknown, Some(_), Some(reason)) => {
                answer(Verdict::Unknown, None, Vec::new(), Some(reason))
            }
            // Refuted, or not proven for want of exactness (null-move pruning).
            (_, Some(_), _) => {
                let left = remaining(limits, used, start);
                // The full search goes on from the proof's table: the refuted move,
                // and every line the proof settled, are not searched again.
                self.prover.continue_next();
                let mut s = self.prover.solve(position, depth, left);
                run.fallback = true;
                run.verify_nodes += s.nodes;
                s.nodes += used;
                s.elapsed = start.elapsed();
                s
            }
        };
        // The choice's own total counts the threads deep trees were walked on.
        run.total_cpu += cpu_since(after_choice);
        self.last = Some(run);
        solution
    }

    fn solve_guided(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        let start = Instant::now();
        let cpu_start = thread_cpu_time();
        let budget = limits
            .max_nodes
            .map_or(self.budget(), |m| m.min(self.budget()));
        let scored = score_root_moves(&self.program, position, depth, budget);
        let searcher_nodes = scored.nodes;
        let searcher_time = start.elapsed();
        let searcher_cpu = cpu_since(cpu_start) + scored.walker_cpu;
        self.prover.set_root_order(scored.order);
        let mut s = self
            .prover
            .solve(position, depth, remaining(limits, searcher_nodes, start));
        self.prover.set_root_order(Vec::new());
        self.last = Some(SearcherRun {
            searcher_move: scored.best.map(|(m, _)| m),
            searcher_score: scored.best.map_or(-SCORE_MAX, |(_, s)| s),
            searcher_nodes,
            searcher_boards: scored.boards,
            searcher_time,
            searcher_cpu,
            walker_cpu: scored.walker_cpu,
            total_cpu: cpu_since(cpu_start) + scored.walker_cpu,
            proof: Proof::NotAsked,
            verify_nodes: s.nodes,
            fallback: false,
            pv: s.pv.clone(),
        });
        s.nodes += searcher_nodes;
        s.elapsed = start.elapsed();
        s
    }
}

impl MateSolver for EvolvedSolver {
    fn name(&self) -> &str {
        match self.options.mode {
            Mode::Sound => "evolved",
            Mode::Guided => "evolved-guided",
        }
    }

    fn solve(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        if !self.consulted_at(depth) {
            self.last = None;
            return self.prover.solve(position, depth, limits);
        }
        match self.options.mode {
            Mode::Sound => self.solve_sound(position, depth, limits),
            Mode::Guided => self.solve_guided(position, depth, limits),
        }
    }

    fn spawned_cpu(&self) -> Duration {
        self.last
            .as_ref()
            .map_or(Duration::ZERO, |run| run.walker_cpu)
    }

    fn exact_lengths(&mut self, exact: bool) -> bool {
        std::mem::replace(&mut self.exact, exact) || self.options.reprove
    }
}

/// The searcher's opinion of the root moves.
struct Scored {
    /// The moves to try first, best first.
    order: Vec<Move>,
    best: Option<(Move, f64)>,
    nodes: u64,
    boards: u64,
    walker_cpu: Duration,
}

/// Scores root moves as the root module does (search order, one node each, up to
/// the budget or the first +1000). The order lists the scored moves best first (ties
/// in search order), except those at the lowest score seen: a searcher that
/// cannot tell them apart leaves them, and every move it did not reach, to the
/// prover's own ordering. A +1000 is never left out: the scan stops at it, so it may
/// be the only move scored.
fn score_root_moves(program: &Program, position: &Chess, depth: MateDepth, budget: u64) -> Scored {
    let mut ctx = SearchContext::new(position.clone(), SearchLimits::mate_in(depth.get(), budget));
    let mut scored: Vec<(Move, f64)> = Vec::new();
    for mv in chess_prims::search_order(position) {
        if ctx.budget_spent() || ctx.play(&mv).is_err() {
            break;
        }
        let score = program.evaluate(&mut ctx);
        ctx.undo();
        scored.push((mv, score));
        if score >= SCORE_MAX {
            break;
        }
    }
    // Stable: equal scores keep search order, as in the root module.
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = scored.first().copied();
    let lowest = scored.last().map_or(-SCORE_MAX, |&(_, s)| s);
    Scored {
        order: scored
            .iter()
            .filter(|&&(_, s)| s > lowest || s >= SCORE_MAX)
            .map(|&(m, _)| m)
            .collect(),
        best,
        nodes: ctx.nodes(),
        boards: ctx.boards(),
        walker_cpu: ctx.walker_cpu(),
    }
}

/// What `limits` leave after `used` nodes and the time since `start`.
fn remaining(limits: Limits, used: u64, start: Instant) -> Limits {
    Limits {
        max_nodes: limits.max_nodes.map(|m| m.saturating_sub(used)),
        max_time: limits.max_time.map(|t| t.saturating_sub(start.elapsed())),
    }
}

/// The limit that `used` nodes and the time since `start` have reached, if any.
fn limit_reached(limits: Limits, used: u64, start: Instant) -> Option<StopReason> {
    if limits.max_nodes.is_some_and(|m| used >= m) {
        Some(StopReason::Nodes)
    } else if limits.max_time.is_some_and(|t| start.elapsed() >= t) {
        Some(StopReason::Time)
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
