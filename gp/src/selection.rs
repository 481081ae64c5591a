//! Ranking and tournament selection, with optional lexicographic parsimony.

use std::cmp::Ordering;

use rand::{Rng, RngExt};

use crate::Individual;

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
