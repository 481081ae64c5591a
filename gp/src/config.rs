//! Run parameters, with the paper's values as defaults.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::TreeLimits;

/// Parameters of an evolutionary run.
///
/// Defaults follow Hauptman & Sipper (EuroGP 2007) where the paper gives a
/// value (population 100, 150 generations, reproduction 0.35, crossover 0.5,
/// mutation 0.15) and Koza otherwise (depth limit 17, ramped half-and-half
/// over depths 2..=6, 90% internal crossover points). The paper does not give
/// a tournament size; 3 is a mild pressure suited to a population of 100.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// Individuals per generation.
    pub population_size: usize,
    /// Generations in a run, counting the random initial one (Koza's G):
    /// the last generation evaluated is `generations - 1`.
    pub generations: u64,
    /// Probability an offspring is a copy of a selected parent.
    pub reproduction: f64,
    /// Probability an offspring comes from subtree crossover.
    pub crossover: f64,
    /// Probability an offspring comes from mutation (of the kinds in `mutation_mix`).
    pub mutation: f64,
    /// Probability an offspring is a new random tree, made as generation 0 makes
    /// its trees (random immigrants, for diversity). With every other operator at 0
    /// the run is random search: as many evaluations, no inheritance.
    pub fresh: f64,
    /// Relative weights of the mutation kinds.
    pub mutation_mix: MutationMix,
    /// How parents are chosen: tournaments on fitness (the paper's way), or
    /// lexicase on the per-case results evaluators return.
    pub selection: Selection,
    /// Individuals per tournament.
    pub tournament_size: usize,
    /// The best individuals copied unchanged into the next generation.
    pub elitism: usize,
    /// Depth limit on every tree (a lone terminal has depth 0).
    pub max_depth: usize,
    /// Size limit (nodes) on every tree.
    pub max_size: usize,
    /// Smallest depth of ramped half-and-half initialisation.
    pub init_min_depth: usize,
    /// Largest depth of ramped half-and-half initialisation.
    pub init_max_depth: usize,
    /// Attempts to replace an initial tree that duplicates an earlier one.
    pub init_duplicate_retries: usize,
    /// Largest depth of the subtree grown by subtree mutation.
    pub mutation_depth: usize,
    /// Probability a crossover point is a function node rather than a leaf.
    pub crossover_internal: f64,
    /// Distinct best individuals remembered over the run.
    pub hall_of_fame_size: usize,
    /// Lexicographic parsimony pressure: the smaller tree wins a fitness tie.
    pub parsimony: bool,
    /// Stop once the best fitness reaches this.
    pub target_fitness: Option<f64>,
}

/// How parents are chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Selection {
    /// `tournament_size` individuals drawn at random; the fittest wins
    /// (see [`crate::tournament`]).
    #[default]
    Tournament,
    /// Epsilon-lexicase (La Cava et al. 2016): the cases in a random order, each
    /// keeping those within the case's epsilon of the best left; it keeps
    /// individuals that are best on a few cases alive even when their fitness is
    /// low (see [`crate::lexicase`]). Individuals without cases fall back to a
    /// tournament.
    Lexicase,
}

/// Relative weights of the mutation kinds (they need not sum to 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MutationMix {
    /// Subtree mutation: a subtree replaced by a new random one.
    pub subtree: f64,
    /// Point mutation: a primitive replaced by one of the same signature.
    pub point: f64,
    /// ERC mutation: a constant moved.
    pub erc: f64,
    /// Nest mutation: a subtree copied into itself, one level deeper (see
    /// [`crate::nest_mutation`]). Not in the paper; 0 by default.
    pub nest: f64,
}

impl Default for MutationMix {
    fn default() -> Self {
        MutationMix {
            subtree: 0.6,
            point: 0.2,
            erc: 0.2,
            nest: 0.0,
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            population_size: 100,
            generations: 150,
            reproduction: 0.35,
            crossover: 0.5,
            mutation: 0.15,
            fresh: 0.0,
            mutation_mix: MutationMix::default(),
            selection: Selection::Tournament,
            tournament_size: 3,
            elitism: 1,
            max_depth: 17,
            max_size: 512,
            init_min_depth: 2,
            init_max_depth: 6,
            init_duplicate_retries: 20,
            mutation_depth: 4,
            crossover_internal: 0.9,
            hall_of_fame_size: 10,
            parsimony: true,
            target_fitness: None,
        }
    }
}

/// A config value out of range, naming the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The field, e.g. `tournament_size` or `mutation_mix.erc`.
    pub field: &'static str,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "config field `{}`: {}", self.field, self.message)
    }
}

impl std::error::Error for ConfigError {}

/// Recursion in generation and parsing follows depth; keep it far from the stack limit.
const DEPTH_CAP: usize = 255;

/// A bound on the hall of fame far past any use, so that a typo is caught.
const MAX_HALL_OF_FAME: usize = 1_000_000;

impl Config {
    /// The size and depth limits.
    pub fn limits(&self) -> TreeLimits {
        TreeLimits {
            max_depth: self.max_depth,
            max_size: self.max_size,
        }
    }

    /// Checks every field's range.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let fail = |field, message: String| Err(ConfigError { field, message });
        if self.population_size == 0 || self.population_size > u32::MAX as usize {
            return fail(
                "population_size",
                format!("must be 1..=2^32-1, got {}", self.population_size),
            );
        }
        if self.generations == 0 || self.generations > u64::from(u32::MAX) {
            return fail(
                "generations",
                format!("must be 1..=2^32-1, got {}", self.generations),
            );
        }
        for (field, p) in [
            ("reproduction", self.reproduction),
            ("crossover", self.crossover),
            ("mutation", self.mutation),
            ("fresh", self.fresh),
            ("crossover_internal", self.crossover_internal),
        ] {
            if !(0.0..=1.0).contains(&p) {
                return fail(field, format!("must be a probability in [0, 1], got {p}"));
            }
        }
        let sum = self.reproduction + self.crossover + self.mutation + self.fresh;
        if (sum - 1.0).abs() > 1e-6 {
            return fail(
                "mutation",
                format!("reproduction + crossover + mutation + fresh must be 1, got {sum}"),
            );
        }
        let m = &self.mutation_mix;
        for (field, w) in [
            ("mutation_mix.subtree", m.subtree),
            ("mutation_mix.point", m.point),
            ("mutation_mix.erc", m.erc),
            ("mutation_mix.nest", m.nest),
        ] {
            if !(w.is_finite() && w >= 0.0) {
                return fail(field, format!("must be a finite weight >= 0, got {w}"));
            }
        }
        if self.mutation > 0.0 && m.subtree + m.point + m.erc + m.nest <= 0.0 {
            return fail("mutation_mix", "some weight must be positive".to_string());
        }
        if self.tournament_size == 0 {
            return fail("tournament_size", "must be at least 1".to_string());
        }
        if self.elitism > self.population_size {
            return fail(
                "elitism",
                format!(
                    "must not exceed population_size {}, got {}",
                    self.population_size, self.elitism
                ),
            );
        }
        if self.max_depth > DEPTH_CAP {
            return fail(
                "max_depth",
                format!("must be at most {DEPTH_CAP}, got {}", self.max_depth),
            );
        }
        // An empty hall of fame leaves nothing to inspect or export after the run.
        if self.hall_of_fame_size == 0 || self.hall_of_fame_size > MAX_HALL_OF_FAME {
            return fail(
                "hall_of_fame_size",
                format!(
                    "must be 1..={MAX_HALL_OF_FAME}, got {}",
                    self.hall_of_fame_size
                ),
            );
        }
        if self.max_size == 0 {
            return fail("max_size", "must be at least 1".to_string());
        }
        if self.init_min_depth > self.init_max_depth {
            return fail(
                "init_min_depth",
                format!(
                    "must not exceed init_max_depth {}, got {}",
                    self.init_max_depth, self.init_min_depth
                ),
            );
        }
        if self.init_max_depth > self.max_depth {
            return fail(
                "init_max_depth",
                format!(
                    "must not exceed max_depth {}, got {}",
                    self.max_depth, self.init_max_depth
                ),
            );
        }
        if let Some(t) = self.target_fitness
            && t.is_nan()
        {
            return fail("target_fitness", "must not be NaN".to_string());
        }
        Ok(())
    }
}
