//! Fitness for evolving mate searchers (Hauptman & Sipper 2007, §4.3), as a gp
//! [`gp::Evaluator`].
//!
//! ```text
//! begin_generation(g):  stage (early → late once the best solved > 75 %)
//!                       sample: 5 problems per N = 1..=MaxN from the training split,
//!                               drawn from the (seed, g) stream
//!                       references: the all-keys prover's nodes and key moves,
//!                               from the cache or computed (in parallel)
//! evaluate(tree):       for each sampled problem: root module with budget
//!                       1.5 × reference nodes → Correctness × 2^N × Boards
//! ```
//!
//! Boards is the paper's (`cost = "own"`: reference nodes / the searcher's nodes) or
//! the price of the sound answer (`cost = "sound"`: the prover alone's nodes / the
//! searcher's nodes + the proof of its move + the full search when that fails).

mod answer_cost;
mod config;
mod correctness;
mod evaluator;
mod pool;
mod reference;
mod restart;
mod sample;
mod score;

pub use answer_cost::{AnswerCosts, MoveCost, SoundCost, prover_alone, prover_alone_nodes};
pub use config::{CostModel, FitnessConfig, FitnessConfigError, MAX_SAMPLED_MATE};
pub use correctness::{WRONG_PIECE_CREDIT, correctness};
pub use evaluator::{EvalStats, MateEvaluator, ReferenceWork, SetupError, budget};
pub use pool::{Pool, PoolError, Split, held_out, withheld_rank};
pub use reference::{
    CacheError, PROVER_NAME, Reference, ReferenceCache, compute, default_cache_path, prover_tag,
    reference_prover, write_atomic,
};
pub use restart::{Epochs, window as restart_window};
pub use sample::{SampledProblem, draw, draw_indices};
pub use score::{ProblemScore, Stage, score_problem};

#[cfg(test)]
mod tests;
