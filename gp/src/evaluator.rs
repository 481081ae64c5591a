//! The interface a domain implements to score trees.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{GpRng, Purpose, Tree, stream_rng};

/// An evaluated tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Individual<S> {
    /// The program.
    pub tree: Tree,
    /// Its fitness; higher is better.
    pub fitness: f64,
    /// The domain's extra results for it (e.g. problems solved, nodes used).
    pub stats: S,
    /// Its result on each case of the generation's sample, higher better, in an
    /// order the whole generation shares (what lexicase selection compares).
    pub cases: Vec<f64>,
}

/// What an [`Evaluator`] returns for one tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Evaluation<S> {
    /// Higher is better. NaN is treated as negative infinity.
    pub fitness: f64,
    /// The domain's extra results.
    pub stats: S,
    /// The result on each case (e.g. each problem of the sample), higher better, in
    /// the same order for every tree of a generation; empty when the domain has no
    /// cases. Only [`crate::Selection::Lexicase`] reads them.
    pub cases: Vec<f64>,
}

impl From<f64> for Evaluation<()> {
    fn from(fitness: f64) -> Self {
        Evaluation {
            fitness,
            stats: (),
            cases: Vec::new(),
        }
    }
}

/// Where an evaluation happens: which generation and which individual.
#[derive(Clone, Copy, Debug)]
pub struct EvalContext {
    /// The generation being evaluated (0 is the random initial one).
    pub generation: u64,
    /// The individual's index in the population.
    pub index: usize,
    pub(crate) seed: u64,
}

impl EvalContext {
    /// A context, for calling an evaluator outside [`crate::Evolution`]
    /// (tests, re-scoring a hall of fame); `seed` feeds [`EvalContext::rng`].
    pub fn new(generation: u64, index: usize, seed: u64) -> Self {
        EvalContext {
            generation,
            index,
            seed,
        }
    }

    /// A random stream private to this (generation, individual), for
    /// evaluators that need randomness (e.g. tie-breaking). Deterministic.
    pub fn rng(&self) -> GpRng {
        stream_rng(
            self.seed,
            Purpose::Evaluate,
            self.generation,
            self.index as u32,
        )
    }
}

/// A domain's fitness function.
///
/// `evaluate` runs in parallel (rayon) on the individuals of a generation,
/// so it takes `&self`; anything that changes per generation is set up in
/// [`Evaluator::begin_generation`], which runs once, before, with `&mut self`.
///
/// Fitness is reused instead of recomputed for an unchanged tree (an elite,
/// a reproduced copy, or a duplicate within the generation): within a
/// generation always, across generations only while
/// [`Evaluator::fitness_is_stationary`] says so.
pub trait Evaluator: Send + Sync {
    /// Extra per-individual results kept with the fitness (`()` for none).
    type Stats: Clone + Send + Sync + Debug + Serialize + DeserializeOwned;

    /// Scores one tree. Must be a function of the tree, the context and the
    /// state set by `begin_generation` only, or runs stop being reproducible.
    fn evaluate(&self, tree: &Tree, ctx: &EvalContext) -> Evaluation<Self::Stats>;

    /// Called once before generation `generation` is evaluated, with the
    /// previous generation's evaluated population (empty for generation 0)
    /// and a random stream for this generation: the place to draw a fresh
    /// problem sample, or to switch fitness stages based on how the
    /// population did.
    fn begin_generation(
        &mut self,
        generation: u64,
        previous: &[Individual<Self::Stats>],
        rng: &mut GpRng,
    ) {
        let _ = (generation, previous, rng);
    }

    /// Called once before generation `generation` (from 1 on) is bred, with the
    /// previous generation's evaluated population: `true` starts a new epoch, whose
    /// first generation is a fresh random population instead of offspring (a restart
    /// of a search that failed). The hall of fame goes on across epochs. A restart
    /// replaces one population: an [`crate::Archipelago`] of several must not be given
    /// an evaluator that restarts.
    fn restart(&mut self, generation: u64, previous: &[Individual<Self::Stats>]) -> bool {
        let _ = (generation, previous);
        false
    }

    /// The generation the current epoch began with (0 for a run without restarts):
    /// the generation budget counts from it, so the last epoch runs in full.
    fn epoch_start(&self) -> u64 {
        0
    }

    /// Whether a tree's fitness from the previous generation is still valid
    /// in this one (asked after each `begin_generation`). Return `false` if
    /// each generation draws its own sample, or when the fitness stage changed.
    fn fitness_is_stationary(&self) -> bool {
        true
    }

    /// State that `begin_generation` carries from one generation to the next
    /// and that a checkpoint must keep (e.g. a fitness stage), as bytes.
    fn save_state(&self) -> Vec<u8> {
        Vec::new()
    }

    /// Restores what `save_state` wrote, when resuming from a checkpoint.
    fn restore_state(&mut self, state: &[u8]) -> Result<(), String> {
        let _ = state;
        Ok(())
    }
}
