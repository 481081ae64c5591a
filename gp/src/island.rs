//! One island's part in an island model: its seed, and the individuals it sends
//! and takes in a migration.

use serde::{Deserialize, Serialize};

use rand::Rng;

use crate::selection::ranking;
use crate::{Evaluator, Evolution, Individual, Purpose, Selection, stream_rng};

/// The seed of island `island` of a run seeded `seed`. Island 0 keeps the run's
/// seed, so an archipelago of one island is the plain run; the others draw theirs
/// from a stream of their own, so no two islands share random numbers.
pub fn island_seed(seed: u64, island: usize) -> u64 {
    if island == 0 {
        return seed;
    }
    let index = u32::try_from(island).unwrap_or(u32::MAX);
    stream_rng(seed, Purpose::Island, 0, index).next_u64()
}

/// When and how many individuals move between islands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Migration {
    /// Generations between migrations: after every generation `g > 0` with
    /// `g % every == 0`. 0: never.
    pub every: u64,
    /// Individuals each island sends to the next one in the ring.
    pub migrants: usize,
}

impl Migration {
    /// No migration: islands evolve apart.
    pub const NONE: Migration = Migration {
        every: 0,
        migrants: 0,
    };

    /// Whether islands migrate after generation `generation`.
    pub fn due(&self, generation: u64) -> bool {
        self.migrants > 0
            && self.every > 0
            && generation > 0
            && generation.is_multiple_of(self.every)
    }
}

impl<E: Evaluator> Evolution<E> {
    /// Copies of the `m` best individuals of the current population, best first
    /// (ties in population order).
    pub fn emigrants(&self, m: usize) -> Vec<Individual<E::Stats>> {
        ranking(&self.population, self.config.parsimony)
            .into_iter()
            .take(m)
            .map(|i| self.population[i].clone())
            .collect()
    }

    /// Puts `arrivals` in the place of the current population's worst: the first
    /// arrival replaces the worst individual, the second the next worst, and so on
    /// (ties broken by population order, the later counting as worse). The
    /// generation's statistics, hall of fame and best index stay those it was
    /// evaluated with: arrivals never replace the best, as fewer than the
    /// population size are taken. Under tournaments arrivals keep the fitness they
    /// were sent with, as island models do. Under lexicase they are evaluated again
    /// on this island's sample: their cases were results on the sender's problems,
    /// and lexicase compares case by case.
    ///
    /// # Panics
    /// If there are as many arrivals as individuals, or none has been evaluated.
    pub fn immigrate(&mut self, arrivals: Vec<Individual<E::Stats>>) {
        let order = ranking(&self.population, self.config.parsimony);
        assert!(
            arrivals.len() < order.len(),
            "{} arrivals for a population of {}",
            arrivals.len(),
            order.len()
        );
        let local = self.config.selection == Selection::Lexicase;
        for (slot, arrival) in order.iter().rev().zip(arrivals) {
            self.population[*slot] = if local {
                self.total_evaluations += 1;
                self.evaluated_here(arrival.tree, *slot)
            } else {
                arrival
            };
        }
    }
}
