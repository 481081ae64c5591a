//! Per-generation statistics.

use serde::{Deserialize, Serialize};

use crate::Individual;

/// Minimum, maximum, mean and median of one quantity over a population.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Smallest value.
    pub min: f64,
    /// Largest value.
    pub max: f64,
    /// Arithmetic mean (summed in index order, so reproducible).
    pub mean: f64,
    /// Median (mean of the two middle values for an even count).
    pub median: f64,
}

impl Summary {
    /// The summary of `values` (all zero if empty).
    pub fn of(values: &[f64]) -> Summary {
        if values.is_empty() {
            return Summary {
                min: 0.0,
                max: 0.0,
                mean: 0.0,
                median: 0.0,
            };
        }
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let median = if !n.is_multiple_of(2) {
            sorted[n / 2]
        } else {
            (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
        };
        Summary {
            min: sorted[0],
            max: sorted[n - 1],
            mean: values.iter().sum::<f64>() / n as f64,
            median,
        }
    }
}

/// What happened in one generation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerationStats {
    /// The generation (0 is the random initial one).
    pub generation: u64,
    /// Fitness over the population.
    pub fitness: Summary,
    /// Tree size over the population.
    pub size: Summary,
    /// Tree depth over the population.
    pub depth: Summary,
    /// Index of the best individual (fitness, then size with parsimony).
    pub best_index: usize,
    /// Its fitness.
    pub best_fitness: f64,
    /// Its size.
    pub best_size: usize,
    /// Its depth.
    pub best_depth: usize,
    /// Distinct trees in the population.
    pub distinct: usize,
    /// Calls to the evaluator in this generation (reused fitness excluded).
    pub evaluations: u64,
    /// Calls to the evaluator since the run began.
    pub total_evaluations: u64,
}

impl GenerationStats {
    pub(crate) fn compute<S>(
        generation: u64,
        population: &[Individual<S>],
        best_index: usize,
        distinct: usize,
        evaluations: u64,
        total_evaluations: u64,
    ) -> GenerationStats {
        let fitness: Vec<f64> = population.iter().map(|i| i.fitness).collect();
        let size: Vec<f64> = population.iter().map(|i| i.tree.size() as f64).collect();
        let depths: Vec<usize> = population.iter().map(|i| i.tree.depth()).collect();
        let depth: Vec<f64> = depths.iter().map(|&d| d as f64).collect();
        let best = &population[best_index];
        GenerationStats {
            generation,
            fitness: Summary::of(&fitness),
            size: Summary::of(&size),
            depth: Summary::of(&depth),
            best_index,
            best_fitness: best.fitness,
            best_size: best.tree.size(),
            best_depth: depths[best_index],
            distinct,
            evaluations,
            total_evaluations,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries() {
        let s = Summary::of(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!((s.min, s.max, s.mean, s.median), (1.0, 10.0, 4.0, 2.5));
        assert_eq!(Summary::of(&[5.0, 1.0, 2.0]).median, 2.0);
    }
}
