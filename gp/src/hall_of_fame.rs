//! The best distinct individuals seen in a run.

use serde::{Deserialize, Serialize};

use crate::Individual;
use crate::selection::{compare, ranking};

/// One hall-of-fame member.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HallOfFameEntry<S> {
    /// The individual, with the fitness it had when it entered.
    pub individual: Individual<S>,
    /// The generation it entered in.
    pub generation: u64,
}

/// The best distinct trees of a run, best first.
///
/// A tree keeps the best evaluation it has had (with that generation). When
/// fitness is not stationary (a fresh sample per generation), entries from
/// different generations were scored on different samples; re-score them on a
/// common set before comparing them seriously.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HallOfFame<S> {
    capacity: usize,
    entries: Vec<HallOfFameEntry<S>>,
}

impl<S: Clone> HallOfFame<S> {
    /// A hall of fame as a checkpoint stored it (callers check its consistency).
    pub(crate) fn from_parts(capacity: usize, entries: Vec<HallOfFameEntry<S>>) -> Self {
        HallOfFame { capacity, entries }
    }

    /// An empty hall of fame holding at most `capacity` entries.
    pub fn new(capacity: usize) -> Self {
        HallOfFame {
            capacity,
            entries: Vec::new(),
        }
    }

    /// The entries, best first.
    pub fn entries(&self) -> &[HallOfFameEntry<S>] {
        &self.entries
    }

    /// The most entries kept.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Offers a generation's individuals: new trees that beat the worst entry
    /// enter; a tree already present takes the new evaluation if it is better.
    pub fn update(&mut self, population: &[Individual<S>], generation: u64, parsimony: bool) {
        let mut added = 0;
        for i in ranking(population, parsimony) {
            if added == self.capacity {
                break;
            }
            match self.offer(&population[i], generation, parsimony) {
                Offer::Present => {}
                Offer::Added => added += 1,
                Offer::Rejected => break,
            }
        }
    }

    /// Offers every entry of `other` with the generation it entered in, as
    /// [`HallOfFame::update`] offers individuals: the hall of fame of several
    /// populations (islands), merged in a fixed order, is the same every time.
    pub fn merge(&mut self, other: &HallOfFame<S>, parsimony: bool) {
        for e in &other.entries {
            if self.offer(&e.individual, e.generation, parsimony) == Offer::Rejected {
                break;
            }
        }
    }

    fn offer(&mut self, ind: &Individual<S>, generation: u64, parsimony: bool) -> Offer {
        if let Some(e) = self
            .entries
            .iter_mut()
            .find(|e| e.individual.tree == ind.tree)
        {
            // A tree re-scored higher (a new sample, a new fitness stage) keeps
            // its best score, so the run's best individual is never crowded out
            // by its own older, lower entry.
            if compare(ind, &e.individual, parsimony) == std::cmp::Ordering::Greater {
                e.individual = ind.clone();
                e.generation = generation;
                self.entries
                    .sort_by(|a, b| compare(&b.individual, &a.individual, parsimony));
            }
            return Offer::Present;
        }
        if self.entries.len() == self.capacity
            && self.entries.last().is_some_and(|worst| {
                compare(ind, &worst.individual, parsimony) != std::cmp::Ordering::Greater
            })
        {
            return Offer::Rejected;
        }
        self.entries.push(HallOfFameEntry {
            individual: ind.clone(),
            generation,
        });
        // Stable: among equals, earlier entries stay ahead.
        self.entries
            .sort_by(|a, b| compare(&b.individual, &a.individual, parsimony));
        self.entries.truncate(self.capacity);
        Offer::Added
    }
}

/// What became of an individual offered to a hall of fame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Offer {
    /// Its tree was there already (and keeps the better evaluation).
    Present,
    /// It entered.
    Added,
    /// It is no better than the worst entry of a full hall of fame.
    Rejected,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Node, PrimId, Tree, TypeId};

    fn ind(leaf: u16, fitness: f64) -> Individual<()> {
        let tree = Tree::from_nodes_unchecked(vec![Node::new(PrimId(leaf), TypeId(0), 0, 0.0)]);
        Individual {
            tree,
            fitness,
            stats: (),
            cases: Vec::new(),
        }
    }

    #[test]
    fn a_tree_rescored_higher_keeps_its_best_score() {
        let mut hof = HallOfFame::new(2);
        hof.update(&[ind(0, 1.0), ind(1, 2.0)], 0, true);
        // Tree 0 again, now the best of the run; tree 2 would otherwise push it out.
        hof.update(&[ind(0, 9.0), ind(2, 3.0)], 1, true);
        let got: Vec<(f64, u64)> = hof
            .entries()
            .iter()
            .map(|e| (e.individual.fitness, e.generation))
            .collect();
        assert_eq!(got, vec![(9.0, 1), (3.0, 1)]);
        // Re-scored lower: the better, older score stays.
        hof.update(&[ind(0, 0.5)], 2, true);
        assert_eq!(hof.entries()[0].individual.fitness, 9.0);
        assert_eq!(hof.entries()[0].generation, 1);
    }
}
