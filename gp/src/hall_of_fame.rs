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
/// A tree keeps the evaluation it entered with. When fitness is not
/// stationary (a fresh sample per generation), entries from different
/// generations were scored on different samples; re-score them on a common
/// set before comparing them seriously.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HallOfFame<S> {
    capacity: usize,
    entries: Vec<HallOfFameEntry<S>>,
}

impl<S: Clone> HallOfFame<S> {
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

    /// Offers a generation's individuals.
    pub fn update(&mut self, population: &[Individual<S>], generation: u64, parsimony: bool) {
        let mut added = 0;
        for i in ranking(population, parsimony) {
            if added == self.capacity {
                break;
            }
            let ind = &population[i];
            if self.entries.iter().any(|e| e.individual.tree == ind.tree) {
                continue;
            }
            if self.entries.len() == self.capacity
                && self.entries.last().is_some_and(|worst| {
                    compare(ind, &worst.individual, parsimony) != std::cmp::Ordering::Greater
                })
            {
                break;
            }
            self.entries.push(HallOfFameEntry {
                individual: ind.clone(),
                generation,
            });
            added += 1;
            // Stable: among equals, earlier entries stay ahead.
            self.entries
                .sort_by(|a, b| compare(&b.individual, &a.individual, parsimony));
            self.entries.truncate(self.capacity);
        }
    }
}
