//! Reading format 3, written before lexicase selection: its config has no
//! `selection` and its individuals no `cases`. A run resumed from it goes on with
//! tournaments, as it began, and writes format 4 from then on.

use serde::Deserialize;

use crate::{
    Config, GenerationStats, HallOfFame, HallOfFameEntry, Individual, MutationMix, Selection, Tree,
};

/// [`Config`] as format 3 laid it out: the same fields in the same order, less
/// `selection`.
#[derive(Deserialize)]
struct ConfigV3 {
    population_size: usize,
    generations: u64,
    reproduction: f64,
    crossover: f64,
    mutation: f64,
    fresh: f64,
    mutation_mix: MutationMix,
    tournament_size: usize,
    elitism: usize,
    max_depth: usize,
    max_size: usize,
    init_min_depth: usize,
    init_max_depth: usize,
    init_duplicate_retries: usize,
    mutation_depth: usize,
    crossover_internal: f64,
    hall_of_fame_size: usize,
    parsimony: bool,
    target_fitness: Option<f64>,
}

impl From<ConfigV3> for Config {
    fn from(c: ConfigV3) -> Self {
        Config {
            population_size: c.population_size,
            generations: c.generations,
            reproduction: c.reproduction,
            crossover: c.crossover,
            mutation: c.mutation,
            fresh: c.fresh,
            mutation_mix: c.mutation_mix,
            selection: Selection::Tournament,
            tournament_size: c.tournament_size,
            elitism: c.elitism,
            max_depth: c.max_depth,
            max_size: c.max_size,
            init_min_depth: c.init_min_depth,
            init_max_depth: c.init_max_depth,
            init_duplicate_retries: c.init_duplicate_retries,
            mutation_depth: c.mutation_depth,
            crossover_internal: c.crossover_internal,
            hall_of_fame_size: c.hall_of_fame_size,
            parsimony: c.parsimony,
            target_fitness: c.target_fitness,
        }
    }
}

#[derive(Deserialize)]
struct IndividualV3<S> {
    tree: Tree,
    fitness: f64,
    stats: S,
}

impl<S> From<IndividualV3<S>> for Individual<S> {
    fn from(i: IndividualV3<S>) -> Self {
        Individual {
            tree: i.tree,
            fitness: i.fitness,
            stats: i.stats,
            cases: Vec::new(),
        }
    }
}

#[derive(Deserialize)]
struct EntryV3<S> {
    individual: IndividualV3<S>,
    generation: u64,
}

#[derive(Deserialize)]
struct HallOfFameV3<S> {
    capacity: usize,
    entries: Vec<EntryV3<S>>,
}

/// Format 3's payload, in its field order.
#[derive(Deserialize)]
pub(super) struct PayloadV3<S> {
    config: ConfigV3,
    seed: u64,
    generation: u64,
    population: Vec<IndividualV3<S>>,
    hall_of_fame: HallOfFameV3<S>,
    total_evaluations: u64,
    stats: GenerationStats,
    evaluator_state: Vec<u8>,
}

impl<S: Clone> From<PayloadV3<S>> for super::Payload<S> {
    fn from(p: PayloadV3<S>) -> Self {
        let entries = p
            .hall_of_fame
            .entries
            .into_iter()
            .map(|e| HallOfFameEntry {
                individual: e.individual.into(),
                generation: e.generation,
            })
            .collect();
        super::Payload {
            config: p.config.into(),
            seed: p.seed,
            generation: p.generation,
            population: p.population.into_iter().map(Individual::from).collect(),
            hall_of_fame: HallOfFame::from_parts(p.hall_of_fame.capacity, entries),
            total_evaluations: p.total_evaluations,
            stats: p.stats,
            evaluator_state: p.evaluator_state,
        }
    }
}
