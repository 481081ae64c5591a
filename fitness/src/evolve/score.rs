//! One problem's share of the fitness: Correctness × 2^N × Boards (§4.3).

use chess_prims::{Program, SearchLimits, choose_move_within};
use serde::{Deserialize, Serialize};

use super::{AnswerCosts, CostModel, FitnessConfig, SampledProblem, SoundCost, correctness};

/// The two stages of a run (§4.3: "in the later stages of each run (after more than
/// 75% of the problems were solved by the best individuals)").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// Partial credit for near misses; Boards only for large N.
    #[default]
    Early,
    /// Correctness 0 or 1; Boards for every N.
    Late,
}

impl Stage {
    /// `early` or `late`, as logged.
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Early => "early",
            Stage::Late => "late",
        }
    }
}

/// What an individual did on one problem.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProblemScore {
    /// The chosen move is a key move.
    pub solved: bool,
    /// Correctness as used in this stage (partial credit early, 0/1 late).
    pub correctness: f64,
    /// The Boards factor applied (1 where it is off).
    pub boards: f64,
    /// Nodes the individual used, root moves included.
    pub nodes: u64,
    /// The whole sound answer's nodes under `cost = "sound"`; the own nodes otherwise.
    pub cost: u64,
    /// What `cost` is compared with: the prover alone under `sound`, the all-keys
    /// reference otherwise.
    pub reference: u64,
    /// Whether the efficiency factor applies to this problem in this stage.
    pub boards_on: bool,
    /// `correctness × 2^N × boards`.
    pub score: f64,
}

/// Runs the root module with the problem's budget and scores the move.
///
/// Boards = reference / cost (at least 1 node), capped at `boards_cap`; it applies in
/// the late stage, and in the early stage only for N ≥ `boards_early_min_n`. Under
/// `cost = "own"` the reference is the all-keys prover's nodes and the cost the
/// individual's; under `sound` the reference is the prover alone and the cost the
/// whole sound answer ([`SoundCost`]), proofs taken from `costs`; `proven` takes the
/// searcher's own proof where its search made one.
pub fn score_problem(
    config: &FitnessConfig,
    stage: Stage,
    program: &Program,
    problem: &SampledProblem,
    costs: &AnswerCosts,
) -> ProblemScore {
    let mut limits = SearchLimits::mate_in(problem.n, problem.budget);
    if config.board_budget_factor > 0.0 {
        let boards = (config.board_budget_factor * problem.budget as f64).ceil() as u64;
        limits = limits.with_board_budget(boards.max(1));
    }
    let choice = choose_move_within(program, &problem.position, limits);
    let partial = correctness(choice.mv.as_ref(), &problem.keys);
    let solved = partial == 1.0;
    let correctness = match stage {
        Stage::Early => partial,
        // A priced miss counts whole: what it costs is what Boards charges it.
        Stage::Late if solved || config.prices_misses_at(problem.n) => 1.0,
        Stage::Late => 0.0,
    };
    // Boards are priced here only, where the fitness reads the searcher's own work;
    // `nodes` stay moves applied (docs/PRIMITIVES.md rule 3).
    let own = choice.nodes + (config.simulated_board_price * choice.boards as f64).ceil() as u64;
    let (reference, cost) = match config.cost {
        CostModel::Own => (problem.reference_nodes, own),
        CostModel::Sound | CostModel::Proven => {
            let sound = match choice.mv {
                // The searcher's own search is the proof.
                Some(_) if config.cost == CostModel::Proven && choice.proven_mate.is_some() => {
                    SoundCost {
                        own,
                        proof: 0,
                        fallback: 0,
                    }
                }
                Some(mv) => {
                    let proof = costs.proof(&problem.fen, &problem.position, problem.n, &mv);
                    SoundCost {
                        own,
                        proof: proof.nodes,
                        fallback: proof.fallback,
                    }
                }
                // No move chosen: the prover alone answers.
                None => SoundCost {
                    own,
                    proof: 0,
                    fallback: problem.prover_alone_nodes,
                },
            };
            (problem.prover_alone_nodes, sound.total())
        }
    };
    let boards_on = stage == Stage::Late || problem.n >= config.boards_early_min_n;
    let boards = if boards_on {
        (reference as f64 / cost.max(1) as f64).min(config.boards_cap)
    } else {
        1.0
    };
    let weight = 2f64.powi(problem.n as i32);
    ProblemScore {
        solved,
        correctness,
        boards,
        nodes: choice.nodes,
        cost,
        reference,
        boards_on,
        score: correctness * weight * boards,
    }
}
