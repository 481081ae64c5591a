//! What a user of a searcher pays for a sound answer: the searcher's own nodes, the
//! prover's proof of the chosen move, and the full search when that proof fails,
//! which goes on from the proof's table (`fitness::searcher::EvolvedSolver` in its
//! sound mode does exactly this).
//!
//! The proof of a move and the full search after it depend on the problem and the
//! move alone, never on the searcher that chose the move, so both are computed once
//! and kept: a generation's hundred searchers mostly choose among a few moves per
//! problem.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use shakmaty::{Chess, Move};

use crate::ab::{Prover, ProverOptions};
use crate::cpu_time::{cpu_since, thread_cpu_time};
use crate::problem::uci;
use crate::{Limits, MateDepth, MateSolver, Verdict};

/// One sound answer's nodes, by who spent them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SoundCost {
    /// The searcher's own nodes, root moves included.
    pub own: u64,
    /// The prover's nodes to prove (or refute) the chosen move.
    pub proof: u64,
    /// The full search after a failed proof (0 when the move was proven).
    pub fallback: u64,
}

impl SoundCost {
    /// Everything the user waited for.
    pub fn total(&self) -> u64 {
        self.own + self.proof + self.fallback
    }
}

/// What the prover found and spent settling one move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveCost {
    /// The move forces mate within N (proven).
    pub mates: bool,
    /// The prover's nodes.
    pub nodes: u64,
    /// The thread's CPU time for the proof, measured when it was first made.
    pub cpu: Duration,
    /// The full search after a failed proof, from the proof's table (0 when the move
    /// mates).
    pub fallback: u64,
    /// Its CPU time.
    pub fallback_cpu: Duration,
}

/// Proof costs per (problem, move), shared by the threads of a run.
#[derive(Debug, Default)]
pub struct AnswerCosts {
    proofs: Mutex<BTreeMap<(String, u32, String), MoveCost>>,
}

impl AnswerCosts {
    pub fn new() -> AnswerCosts {
        AnswerCosts::default()
    }

    /// The prover's nodes to settle whether `mv` mates within `n` at `position`
    /// (keyed by `fen`), with the default prover and no limit.
    pub fn proof_nodes(&self, fen: &str, position: &Chess, n: u32, mv: &Move) -> u64 {
        self.proof(fen, position, n, mv).nodes
    }

    /// [`AnswerCosts::proof_nodes`] with the proof's outcome and CPU time, and the
    /// full search that follows a failed proof.
    pub fn proof(&self, fen: &str, position: &Chess, n: u32, mv: &Move) -> MoveCost {
        let key = (fen.to_string(), n, uci(*mv));
        if let Some(&cost) = self.lock().get(&key) {
            return cost;
        }
        // Computed outside the lock: two threads may both compute an entry, and get
        // the same nodes, since the prover starts every proof from empty tables.
        let start = thread_cpu_time();
        let cost = match MateDepth::new(i64::from(n)) {
            Ok(depth) => with_prover(|p| {
                let proof = p.prove_move(position, mv, depth, Limits::default());
                let cpu = cpu_since(start);
                let mates = proof.answer == Some(true);
                let (fallback, fallback_cpu) = if mates {
                    (0, Duration::ZERO)
                } else {
                    let start = thread_cpu_time();
                    p.continue_next();
                    let nodes = p.solve(position, depth, Limits::default()).nodes;
                    (nodes, cpu_since(start))
                };
                MoveCost {
                    mates,
                    nodes: proof.nodes,
                    cpu,
                    fallback,
                    fallback_cpu,
                }
            }),
            Err(_) => MoveCost::default(),
        };
        *self.lock().entry(key).or_insert(cost)
    }

    /// Entries kept.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether nothing is kept yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<(String, u32, String), MoveCost>> {
        // A panic elsewhere cannot leave a half-written entry: insert is one call.
        self.proofs.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The prover alone: the nodes the default (first-key) prover needs to answer "mate
/// in `n`?" at `position`, what a user pays without a searcher. An error when it
/// finds no mate.
pub fn prover_alone_nodes(position: &Chess, n: u32) -> Result<u64, String> {
    prover_alone(position, n).map(|(nodes, _)| nodes)
}

/// [`prover_alone_nodes`] with the thread's CPU time for the solve.
pub fn prover_alone(position: &Chess, n: u32) -> Result<(u64, Duration), String> {
    let depth = MateDepth::new(i64::from(n)).map_err(|e| e.to_string())?;
    let start = thread_cpu_time();
    let s = with_prover(|p| p.solve(position, depth, Limits::default()));
    match s.verdict {
        Verdict::Mate if s.stopped_by.is_none() => Ok((s.nodes, cpu_since(start))),
        v => Err(format!(
            "the prover finds no mate in {n} (verdict {})",
            v.as_str()
        )),
    }
}

thread_local! {
    /// The user's prover (default options), one per thread for the whole run.
    static PROVER: RefCell<Option<Prover>> = const { RefCell::new(None) };
}

fn with_prover<R>(f: impl FnOnce(&mut Prover) -> R) -> R {
    PROVER.with(|p| {
        f(p.borrow_mut()
            .get_or_insert_with(|| Prover::new(ProverOptions::default())))
    })
}
