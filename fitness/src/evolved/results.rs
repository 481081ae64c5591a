//! How well a searcher does on a test set, beside the alpha-beta prover.

use std::num::NonZeroUsize;

use chess_prims::{Program, choose_move};
use serde::{Deserialize, Serialize};

use crate::ab::{Prover, ProverOptions};
use crate::problem::Problem;
use crate::{Limits, MateDepth, MateSolver};

/// A searcher's results on the problems of one mate length.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultsForN {
    /// The mate length asked for.
    pub n: u32,
    pub positions: u32,
    /// Positions where the searcher's move forces mate within N (proven).
    pub correct: u32,
    pub correct_pct: f64,
    /// The searcher's nodes per position (root moves included).
    pub mean_nodes: f64,
    /// The prover's nodes per position to prove or refute the searcher's move.
    pub mean_verify_nodes: f64,
    /// The alpha-beta prover's nodes per position to solve the problem itself.
    pub ab_mean_nodes: f64,
    /// The searcher's nodes over the prover's, in all (below 1: the searcher is cheaper).
    pub nodes_vs_ab: f64,
}

/// What happened on one problem.
#[derive(Clone, Copy, Debug, Default)]
struct Outcome {
    correct: bool,
    nodes: u64,
    verify_nodes: u64,
    ab_nodes: u64,
}

/// Runs `program` as the root module does, with `budget` nodes, on each of
/// `problems` as a mate in `n`; a move counts as correct when the prover proves it
/// mates within `n` (whatever the file's key says). Work is shared among `threads`
/// (0: as many as the machine has); the results do not depend on the count. No limit
/// is put on the prover: give test sets it can solve.
pub fn test_searcher(
    program: &Program,
    n: MateDepth,
    problems: &[Problem],
    budget: u64,
    threads: usize,
) -> ResultsForN {
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
        t => t,
    };
    let chunk = problems.len().div_ceil(threads).max(1);
    let outcomes: Vec<Outcome> = std::thread::scope(|scope| {
        let workers: Vec<_> = problems
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|p| one(program, n, p, budget))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| match w.join() {
                Ok(v) => v,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    });
    summarise(n.get(), &outcomes)
}

fn one(program: &Program, n: MateDepth, problem: &Problem, budget: u64) -> Outcome {
    thread_local! {
        static PROVER: std::cell::RefCell<Prover> =
            std::cell::RefCell::new(Prover::new(ProverOptions::default()));
    }
    let choice = choose_move(program, &problem.position, budget, n.get());
    PROVER.with_borrow_mut(|prover| {
        let (correct, verify_nodes) = match choice.mv {
            Some(mv) => {
                let (answer, nodes) =
                    prover.proves_move(&problem.position, &mv, n, Limits::default());
                (answer == Some(true), nodes)
            }
            None => (false, 0),
        };
        let ab_nodes = prover.solve(&problem.position, n, Limits::default()).nodes;
        Outcome {
            correct,
            nodes: choice.nodes,
            verify_nodes,
            ab_nodes,
        }
    })
}

fn summarise(n: u32, outcomes: &[Outcome]) -> ResultsForN {
    let positions = outcomes.len() as u32;
    let correct = outcomes.iter().filter(|o| o.correct).count() as u32;
    let total = |f: fn(&Outcome) -> u64| outcomes.iter().map(f).sum::<u64>() as f64;
    let (nodes, verify, ab) = (
        total(|o| o.nodes),
        total(|o| o.verify_nodes),
        total(|o| o.ab_nodes),
    );
    let per = |x: f64| {
        if positions == 0 {
            0.0
        } else {
            round(x / f64::from(positions), 1)
        }
    };
    ResultsForN {
        n,
        positions,
        correct,
        correct_pct: if positions == 0 {
            0.0
        } else {
            round(100.0 * f64::from(correct) / f64::from(positions), 2)
        },
        mean_nodes: per(nodes),
        mean_verify_nodes: per(verify),
        ab_mean_nodes: per(ab),
        nodes_vs_ab: if ab > 0.0 { round(nodes / ab, 3) } else { 0.0 },
    }
}

fn round(x: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (x * scale).round() / scale
}
