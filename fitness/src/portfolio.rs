//! The portfolio: the alpha-beta prover and df-pn on one position at once, each on a
//! thread of its own. The first to settle the question (a mate known to be the
//! shortest, or a proven "no mate in N") answers, and raises a [`StopFlag`] that ends
//! the other. Both are exact, so every answer is proven whichever thread gives it.
//!
//! The two are good at different things: ab finds short mates and proves their
//! absence cheaply (iterative deepening, a full-width search), df-pn proves deep,
//! narrow mates that ab cannot reach (docs/PN_RESULTS.md). Most mates in a few moves
//! take ab a few thousand nodes, less time than starting a thread: ab therefore
//! searches alone for [`HEAD_START`] nodes, and only then are both threads started
//! (ab continuing from its table).
//!
//! Determinism: which thread answers first depends on timing, the answer's verdict
//! and mate length do not: ab's mate is the shortest, and a df-pn mate ends the
//! search only once shortening has proven it the shortest (no mate one move shorter).
//! The move, the line and the node count may differ from run to run.

use std::sync::atomic::{AtomicU8, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use shakmaty::Chess;

use crate::ab::{Prover, ProverOptions};
use crate::cpu_time::{cpu_since, thread_cpu_time};
use crate::pn::{PnOptions, PnSolver};
use crate::{Limits, MateDepth, MateSolver, Solution, StopFlag, StopReason, ThreadShare, Verdict};

/// Nodes ab searches alone before df-pn's thread starts.
pub const HEAD_START: u64 = 1 << 15;

/// What the two members search with.
#[derive(Clone, Debug, PartialEq)]
pub struct PortfolioOptions {
    pub prover: ProverOptions,
    /// df-pn's options; `shorten` is always on, so that its mates are the shortest.
    pub pn: PnOptions,
}

impl Default for PortfolioOptions {
    fn default() -> PortfolioOptions {
        PortfolioOptions {
            prover: ProverOptions::default(),
            pn: PnOptions::dfpn(),
        }
    }
}

impl PortfolioOptions {
    /// Every key move from both members.
    pub fn with_all_keys(mut self, all: bool) -> PortfolioOptions {
        self.prover.all_keys = all;
        self.pn.all_key_moves = all;
        self
    }
}

/// ab and df-pn side by side as one [`MateSolver`] (name `portfolio`). `limits` bound
/// each thread: with `max_nodes` K each member applies at most K moves, and the
/// solve's nodes (at most 2K) are the sum, each thread's share in
/// [`MateSolver::thread_shares`].
pub struct Portfolio {
    ab: Prover,
    pn: PnSolver,
    shares: Vec<ThreadShare>,
}

impl Portfolio {
    pub fn new(options: PortfolioOptions) -> Portfolio {
        Portfolio {
            ab: Prover::new(options.prover),
            pn: PnSolver::new(options.pn.with_shorten(true)),
            shares: Vec::new(),
        }
    }
}

/// Who answered first.
const NOBODY: u8 = 0;
const AB: u8 = 1;
const PN: u8 = 2;

/// Does this answer settle the question? A proven "no mate", or a mate with nothing
/// left undone (ab's mates are the shortest; a df-pn mate has `stopped_by` set until
/// shortening has proven it the shortest).
fn settles(s: &Solution) -> bool {
    match s.verdict {
        Verdict::NoMate => true,
        Verdict::Mate => s.stopped_by.is_none(),
        Verdict::Unknown => false,
    }
}

/// The limits left after `spent` nodes and `elapsed` time of them.
fn rest(limits: Limits, spent: u64, elapsed: Duration) -> Limits {
    Limits {
        max_nodes: limits.max_nodes.map(|m| m.saturating_sub(spent).max(1)),
        max_time: limits
            .max_time
            .map(|t| t.saturating_sub(elapsed).max(Duration::from_millis(1))),
    }
}

/// The share of the thread that found `s`, with its CPU time if it ran on a thread
/// of the portfolio's own (`spawned_cpu`).
fn share(
    solver: &'static str,
    s: &Solution,
    won: bool,
    spawned_cpu: Option<Duration>,
) -> ThreadShare {
    ThreadShare {
        solver,
        verdict: s.verdict,
        mate_in: s.mate_in,
        nodes: s.nodes,
        elapsed: s.elapsed,
        stopped_by: s.stopped_by,
        won,
        spawned_cpu,
    }
}

impl MateSolver for Portfolio {
    fn name(&self) -> &str {
        "portfolio"
    }

    fn solve(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        let start = Instant::now();
        self.ab.set_stop(None);
        let head = Limits {
            max_nodes: Some(limits.max_nodes.map_or(HEAD_START, |m| m.min(HEAD_START))),
            ..limits
        };
        let first = self.ab.solve(position, depth, head);
        let head_spent = limits.max_nodes.is_some_and(|m| first.nodes >= m);
        if settles(&first) || first.stopped_by != Some(StopReason::Nodes) || head_spent {
            self.shares.clear();
            self.shares.push(share("ab", &first, true, None));
            return Solution {
                elapsed: start.elapsed(),
                ..first
            };
        }

        let flag = StopFlag::new();
        let winner = AtomicU8::new(NOBODY);
        self.ab.set_stop(Some(flag.clone()));
        self.pn.set_stop(Some(flag.clone()));
        self.ab.continue_next();
        let claim = |who: u8, s: &Solution| {
            if settles(s)
                && winner
                    .compare_exchange(NOBODY, who, Ordering::AcqRel, Ordering::Acquire)
                    .is_ok()
            {
                flag.raise();
            }
        };
        let (ab, pn) = (&mut self.ab, &mut self.pn);
        let ab_limits = rest(limits, first.nodes, start.elapsed());
        let pn_limits = rest(limits, 0, start.elapsed());
        let (second, by_pn) = thread::scope(|scope| {
            let pn_thread = thread::Builder::new()
                .name("mategp-portfolio-pn".to_owned())
                .spawn_scoped(scope, || {
                    let cpu_start = thread_cpu_time();
                    let s = pn.solve(position, depth, pn_limits);
                    claim(PN, &s);
                    (s, cpu_since(cpu_start))
                });
            let s = ab.solve(position, depth, ab_limits);
            claim(AB, &s);
            let by_pn = match pn_thread {
                Ok(handle) => match handle.join() {
                    Ok(s) => Some(s),
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                // No thread to be had: ab alone answers.
                Err(_) => None,
            };
            (s, by_pn)
        });
        self.ab.set_stop(None);
        self.pn.set_stop(None);
        let (by_pn, pn_cpu) = by_pn.map_or((None, Duration::ZERO), |(s, cpu)| (Some(s), cpu));

        let by_ab = Solution {
            nodes: first.nodes + second.nodes,
            elapsed: start.elapsed(),
            ..second
        };
        let winner = winner.into_inner();
        if let Some(by_pn) = &by_pn {
            debug_assert!(
                !(settles(&by_ab) && settles(by_pn))
                    || (by_ab.verdict, by_ab.mate_in) == (by_pn.verdict, by_pn.mate_in),
                "ab and pn contradict each other: {by_ab:?} / {by_pn:?}"
            );
        }
        let pn_nodes = by_pn.as_ref().map_or(0, |s| s.nodes);
        // Nobody settled it: a proven mate still stands, ab's (the shortest) first.
        let pn_answers = winner == PN
            || (winner == NOBODY
                && by_ab.verdict != Verdict::Mate
                && by_pn.as_ref().is_some_and(|s| s.verdict == Verdict::Mate));
        self.shares.clear();
        self.shares.push(share("ab", &by_ab, !pn_answers, None));
        if let Some(s) = &by_pn {
            self.shares.push(share("pn", s, pn_answers, Some(pn_cpu)));
        }
        let answer = match (pn_answers, by_pn) {
            (true, Some(s)) => s,
            _ => by_ab,
        };
        Solution {
            nodes: first.nodes + second.nodes + pn_nodes,
            elapsed: start.elapsed(),
            ..answer
        }
    }

    fn thread_shares(&self) -> &[ThreadShare] {
        &self.shares
    }
}

#[cfg(test)]
mod tests;
