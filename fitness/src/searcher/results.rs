//! How well a searcher does on a test set, beside the alpha-beta prover.

use std::num::NonZeroUsize;
use std::time::Duration;

use chess_prims::{Program, choose_move};
use serde::{Deserialize, Serialize};

use crate::ab::{Prover, ProverOptions};
use crate::cpu_time::{cpu_since, thread_cpu_time};
use crate::evolve::AnswerCosts;
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
    /// The boards the searcher simulated per position without applying a move
    /// ([`chess_prims::Choice::boards`]). `None` in results stored before it was counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mean_boards: Option<f64>,
    /// The prover's nodes per position to prove or refute the searcher's move.
    pub mean_verify_nodes: f64,
    /// The alpha-beta prover's nodes per position to solve the problem itself.
    pub ab_mean_nodes: f64,
    /// The searcher's nodes over the prover's, in all (below 1: the searcher is cheaper).
    pub nodes_vs_ab: f64,
    /// Choices the searcher's own search proved mate within N
    /// ([`chess_prims::Choice::proven_mate`]), the prover agreeing: `solve --searcher`
    /// answers these with no proof by the prover. `None` in results stored before it
    /// was counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own_proofs: Option<u32>,
    /// What `solve --searcher` pays per position by default (docs/EXPERIMENTS.md,
    /// "whole answer"): the searcher's nodes, plus, unless its own search proved the
    /// choice, the prover's proof of the move and the full search after a failed proof
    /// (the prover alone when there is no move). `None` in results stored before it was
    /// measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mean_answer_nodes: Option<f64>,
    /// The searcher's CPU time per position, in milliseconds ([`crate::cpu_time`]): of
    /// the machine that tested it, unlike every other field. `None` in results stored
    /// before it was measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mean_cpu_ms: Option<f64>,
}

/// What happened on one problem.
#[derive(Clone, Copy, Debug, Default)]
struct Outcome {
    correct: bool,
    nodes: u64,
    boards: u64,
    cpu: Duration,
    verify_nodes: u64,
    ab_nodes: u64,
    own_proof: bool,
    /// The whole answer's nodes (see [`ResultsForN::mean_answer_nodes`]).
    answer_nodes: u64,
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
    let cpu_start = thread_cpu_time();
    let choice = choose_move(program, &problem.position, budget, n.get());
    let cpu = cpu_since(cpu_start) + choice.walker_cpu;
    let (correct, verify_nodes, fallback_nodes) = match choice.mv {
        Some(mv) => {
            // The same proof, and the same full search after a failed one, as the
            // evolved solver's sound answer makes.
            let cost = AnswerCosts::new().proof(&problem.fen, &problem.position, n.get(), &mv);
            (cost.mates, cost.nodes, cost.fallback)
        }
        None => (false, 0, 0),
    };
    let ab_nodes = PROVER
        .with_borrow_mut(|prover| prover.solve(&problem.position, n, Limits::default()).nodes);
    let own_proof = correct && choice.proven_mate.is_some();
    let answer_nodes = match (own_proof, choice.mv) {
        (true, _) => choice.nodes,
        (false, Some(_)) => choice.nodes + verify_nodes + fallback_nodes,
        (false, None) => choice.nodes + ab_nodes,
    };
    Outcome {
        correct,
        nodes: choice.nodes,
        boards: choice.boards,
        cpu,
        verify_nodes,
        ab_nodes,
        own_proof,
        answer_nodes,
    }
}

fn summarise(n: u32, outcomes: &[Outcome]) -> ResultsForN {
    let positions = outcomes.len() as u32;
    let correct = outcomes.iter().filter(|o| o.correct).count() as u32;
    let total = |f: fn(&Outcome) -> u64| outcomes.iter().map(f).sum::<u64>() as f64;
    let (nodes, boards, verify, ab, answer) = (
        total(|o| o.nodes),
        total(|o| o.boards),
        total(|o| o.verify_nodes),
        total(|o| o.ab_nodes),
        total(|o| o.answer_nodes),
    );
    let own_proofs = outcomes.iter().filter(|o| o.own_proof).count() as u32;
    let cpu_ms = outcomes.iter().map(|o| o.cpu.as_secs_f64()).sum::<f64>() * 1e3;
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
        mean_boards: Some(per(boards)),
        mean_verify_nodes: per(verify),
        ab_mean_nodes: per(ab),
        nodes_vs_ab: if ab > 0.0 { round(nodes / ab, 3) } else { 0.0 },
        own_proofs: Some(own_proofs),
        mean_answer_nodes: Some(per(answer)),
        mean_cpu_ms: Some(if positions == 0 {
            0.0
        } else {
            round(cpu_ms / f64::from(positions), 3)
        }),
    }
}

fn round(x: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (x * scale).round() / scale
}
