//! Ranking and tournament selection, with optional lexicographic parsimony, and
//! the choice between tournament and lexicase for a generation.

use std::cmp::Ordering;

use rand::{Rng, RngExt};

use crate::lexicase::{case_epsilons, lexicase};
use crate::{Config, Individual, Selection};

/// Compares two individuals: `Greater` means `a` is better. Higher fitness
/// wins; with `parsimony`, the smaller tree wins a fitness tie (Luke &
/// Panait's lexicographic parsimony pressure).
pub fn compare<S>(a: &Individual<S>, b: &Individual<S>, parsimony: bool) -> Ordering {
    let by_fitness = a.fitness.total_cmp(&b.fitness);
    if by_fitness != Ordering::Equal || !parsimony {
        return by_fitness;
    }
    b.tree.size().cmp(&a.tree.size())
}

/// Population indices, best first; ties keep index order.
pub fn ranking<S>(population: &[Individual<S>], parsimony: bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..population.len()).collect();
    order.sort_by(|&a, &b| compare(&population[b], &population[a], parsimony));
    order
}

/// Tournament selection: `size` individuals drawn uniformly with
/// replacement; the best wins (the first drawn among equals).
pub fn tournament<S, R: Rng + ?Sized>(
    population: &[Individual<S>],
    size: usize,
    parsimony: bool,
    rng: &mut R,
) -> usize {
    let mut best = rng.random_range(0..population.len());
    for _ in 1..size {
        let c = rng.random_range(0..population.len());
        if compare(&population[c], &population[best], parsimony) == Ordering::Greater {
            best = c;
        }
    }
    best
}

/// Chooses the parents of one generation as its config says; what lexicase needs
/// of the whole population (each case's epsilon) is computed once, here.
pub(crate) struct Parents<'a, S> {
    population: &'a [Individual<S>],
    tournament_size: usize,
    parsimony: bool,
    /// `Some` under lexicase when the population has cases.
    epsilons: Option<Vec<f64>>,
}

impl<'a, S> Parents<'a, S> {
    pub(crate) fn new(population: &'a [Individual<S>], config: &Config) -> Self {
        let epsilons = match config.selection {
            Selection::Lexicase => Some(case_epsilons(population)).filter(|e| !e.is_empty()),
            Selection::Tournament => None,
        };
        Parents {
            population,
            tournament_size: config.tournament_size,
            parsimony: config.parsimony,
            epsilons,
        }
    }

    /// One parent's index.
    pub(crate) fn select<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        match &self.epsilons {
            Some(e) => lexicase(self.population, e, rng),
            None => tournament(self.population, self.tournament_size, self.parsimony, rng),
        }
    }
}
