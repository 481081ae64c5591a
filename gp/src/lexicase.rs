//! Epsilon-lexicase selection (La Cava, Spector & Danai 2016; Helmuth, Spector &
//! Matheson 2015 for plain lexicase).
//!
//! Selection by total fitness lets a population settle on whatever is good on
//! average and lose the few individuals that are best on some cases. Lexicase
//! takes the cases in a random order and keeps, case after case, only the
//! individuals within epsilon of the best left on it, so an individual that is
//! alone in solving some cases is a parent whenever one of them comes first.

use std::cmp::Ordering;

use rand::{Rng, RngExt};

use crate::Individual;

/// An individual's result on case `c`; a missing case or NaN counts as the worst.
fn value<S>(individual: &Individual<S>, c: usize) -> f64 {
    match individual.cases.get(c) {
        Some(v) if !v.is_nan() => *v,
        _ => f64::NEG_INFINITY,
    }
}

/// The median of `values` (NaN-free), 0 for none.
fn median(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    let mid = values.len() / 2;
    if values.len() % 2 == 1 {
        values[mid]
    } else {
        (values[mid - 1] + values[mid]) / 2.0
    }
}

/// Each case's epsilon: the median absolute deviation of the population's finite
/// results on it, so a case counts differences that are large for that case.
pub fn case_epsilons<S>(population: &[Individual<S>]) -> Vec<f64> {
    let cases = population.iter().map(|i| i.cases.len()).max().unwrap_or(0);
    (0..cases)
        .map(|c| {
            let mut v: Vec<f64> = population
                .iter()
                .map(|i| value(i, c))
                .filter(|v| v.is_finite())
                .collect();
            let m = median(&mut v);
            let mut deviations: Vec<f64> = v.iter().map(|x| (x - m).abs()).collect();
            median(&mut deviations)
        })
        .collect()
}

/// One epsilon-lexicase selection: the cases in a random order; on each, the
/// candidates left keep those within `epsilons[c]` of the best of them; a
/// random one of those left after every case (or once one is left) wins.
///
/// # Panics
/// If `population` is empty.
pub fn lexicase<S, R: Rng + ?Sized>(
    population: &[Individual<S>],
    epsilons: &[f64],
    rng: &mut R,
) -> usize {
    let mut order: Vec<usize> = (0..epsilons.len()).collect();
    let mut candidates: Vec<usize> = (0..population.len()).collect();
    // Fisher-Yates, drawn lazily: a case is drawn only while more than one
    // candidate is left.
    for k in 0..order.len() {
        if candidates.len() <= 1 {
            break;
        }
        let pick = rng.random_range(k..order.len());
        order.swap(k, pick);
        let c = order[k];
        let best = candidates
            .iter()
            .map(|&i| value(&population[i], c))
            .max_by(|a, b| a.total_cmp(b))
            .unwrap_or(f64::NEG_INFINITY);
        let floor = best - epsilons[c];
        candidates.retain(|&i| {
            let v = value(&population[i], c);
            v.total_cmp(&floor) != Ordering::Less || v == best
        });
    }
    candidates[rng.random_range(0..candidates.len())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Node, PrimId, Purpose, Tree, TypeId, stream_rng, tournament};

    fn ind(leaf: u16, cases: &[f64]) -> Individual<()> {
        Individual {
            tree: Tree::from_nodes_unchecked(vec![Node::new(PrimId(leaf), TypeId(0), 0, 0.0)]),
            fitness: cases.iter().sum(),
            stats: (),
            cases: cases.to_vec(),
        }
    }

    /// How often each index of a population of `size` wins in `draws` selections.
    fn wins(
        size: usize,
        draws: u32,
        mut select: impl FnMut(&mut crate::GpRng) -> usize,
    ) -> Vec<u32> {
        let mut counts = vec![0; size];
        for d in 0..draws {
            counts[select(&mut stream_rng(1, Purpose::Breed, 0, d))] += 1;
        }
        counts
    }

    #[test]
    fn epsilon_is_the_median_absolute_deviation_ignoring_failures() {
        let pop = [
            ind(0, &[1.0, 0.0]),
            ind(1, &[2.0, 0.0]),
            ind(2, &[4.0, 0.0]),
            ind(3, &[f64::NEG_INFINITY, 1.0]),
            ind(4, &[f64::NAN]),
        ];
        // Case 0: finite values 1, 2, 4; median 2; deviations 1, 0, 2; median 1.
        // Case 1: 0, 0, 0, 1 (the missing one left out); median 0; MAD 0.
        assert_eq!(case_epsilons(&pop), vec![1.0, 0.0]);
    }

    #[test]
    fn a_specialist_is_chosen_and_a_dominated_individual_never() {
        // 0 is best on average; 1 and 2 are each alone in solving one case; 3 has
        // no results; 4.. are worse than 0 on every case but fitter than 1 and 2.
        let mut pop = vec![
            ind(0, &[1.0, 1.0, 1.0, 0.0, 0.0]),
            ind(1, &[0.0, 0.0, 0.0, 1.0, 0.0]),
            ind(2, &[0.0, 0.0, 0.0, 0.0, 1.0]),
            ind(3, &[]),
        ];
        pop.extend((4..20).map(|i| ind(i, &[0.5, 0.5, 0.5, 0.0, 0.0])));
        let eps = vec![0.0; 5];
        let lex = wins(pop.len(), 2000, |rng| lexicase(&pop, &eps, rng));
        assert_eq!(lex[3..].iter().sum::<u32>(), 0, "{lex:?}");
        // Each specialist wins when its case comes first: a fifth of the draws.
        for specialist in [1, 2] {
            assert!((300..500).contains(&lex[specialist]), "{lex:?}");
        }
        assert!((1000..1400).contains(&lex[0]), "{lex:?}");
        // A tournament of 3 chooses the fittest drawn, so a specialist wins only
        // when drawn with no one fitter: rarely, in this population.
        let tour = wins(pop.len(), 2000, |rng| tournament(&pop, 3, true, rng));
        assert!(tour[1] + tour[2] < (lex[1] + lex[2]) / 10, "{tour:?}");
    }

    #[test]
    fn within_epsilon_counts_as_best() {
        let pop = [ind(0, &[1.0]), ind(1, &[0.9]), ind(2, &[0.5])];
        let picks = wins(3, 600, |rng| lexicase(&pop, &[0.2], rng));
        assert!(picks[0] > 200 && picks[1] > 200, "{picks:?}");
        assert_eq!(picks[2], 0, "{picks:?}");
    }
}
