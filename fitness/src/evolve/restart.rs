//! Restarts of a failed search: epochs of a run (docs/EVOLUTION.md, "Restarts").
//!
//! In every experiment since `Recurse` and the curriculum, a run either assembled a
//! deep recursive searcher before the curriculum reached its last mate length, or
//! never did: its population held a static guesser from then on. Which of the two a
//! run is shows in the first generations with every N sampled, in how much of its
//! sample the best individual solves. A run whose best solves less than
//! `restart_below` of it over `restart_window` such generations starts over from a
//! fresh random population (a new epoch), at most `restarts` times.

use serde::{Deserialize, Serialize};

use super::FitnessConfig;

/// Where a run stands in its epochs; kept in checkpoints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Epochs {
    /// The generation the current epoch began with (0 for the first).
    pub start: u64,
    /// Restarts so far: the current epoch's number, counting from 0.
    pub restarts: u32,
    /// Problems the best individuals solved in the current epoch's window so far.
    pub window_solved: u64,
    /// Problems sampled in those generations.
    pub window_sampled: u64,
}

impl Epochs {
    /// The generation of the current epoch that `generation` is, which the curriculum
    /// follows.
    pub fn relative(&self, generation: u64) -> u64 {
        generation.saturating_sub(self.start)
    }

    /// Records generation `generation`'s best (`solved` of `sampled` problems) and
    /// says whether the next generation starts a new epoch; if so, the epoch is
    /// begun.
    pub fn after_generation(
        &mut self,
        config: &FitnessConfig,
        generation: u64,
        solved: u32,
        sampled: usize,
    ) -> bool {
        if self.restarts >= config.restarts {
            return false;
        }
        let Some(window) = window(config) else {
            return false;
        };
        let relative = self.relative(generation);
        if !window.contains(&relative) {
            return false;
        }
        self.window_solved += u64::from(solved);
        self.window_sampled += sampled as u64;
        if relative + 1 < window.end {
            return false;
        }
        let share = self.window_solved as f64 / self.window_sampled.max(1) as f64;
        if share >= config.restart_below {
            return false;
        }
        *self = Epochs {
            start: generation + 1,
            restarts: self.restarts + 1,
            window_solved: 0,
            window_sampled: 0,
        };
        true
    }
}

/// The generations of an epoch, counted from its start, whose best individuals decide
/// whether it goes on: the first `restart_window` in which every N is sampled.
pub fn window(config: &FitnessConfig) -> Option<std::ops::Range<u64>> {
    if config.restarts == 0 || config.restart_window == 0 {
        return None;
    }
    let every_n_from = match config.curriculum_every {
        0 => 0,
        every => {
            u64::from(config.max_n.saturating_sub(config.curriculum_first_n)).saturating_mul(every)
        }
    };
    Some(every_n_from..every_n_from.saturating_add(config.restart_window))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(restarts: u32) -> FitnessConfig {
        FitnessConfig {
            max_n: 5,
            curriculum_every: 15,
            curriculum_first_n: 2,
            restarts,
            restart_window: 3,
            restart_below: 0.85,
            ..FitnessConfig::default()
        }
    }

    /// Feeds generations `from..to` whose best solved `solved` of 50 problems; returns
    /// the generations after which a new epoch began.
    fn feed(epochs: &mut Epochs, c: &FitnessConfig, from: u64, to: u64, solved: u32) -> Vec<u64> {
        (from..to)
            .filter(|&g| epochs.after_generation(c, g, solved, 50))
            .collect()
    }

    #[test]
    fn the_window_opens_when_every_mate_length_is_sampled() {
        assert_eq!(window(&config(1)), Some(45..48));
        let no_curriculum = FitnessConfig {
            curriculum_every: 0,
            curriculum_first_n: 1,
            ..config(1)
        };
        assert_eq!(window(&no_curriculum), Some(0..3));
        assert_eq!(window(&config(0)), None, "no restarts, no window");
    }

    #[test]
    fn a_weak_epoch_restarts_after_its_window_and_a_strong_one_goes_on() {
        let c = config(2);
        let mut e = Epochs::default();
        // 40 of 50 = 0.8 < 0.85: the epoch ends after generation 47.
        assert_eq!(feed(&mut e, &c, 0, 48, 40), vec![47]);
        assert_eq!(e.start, 48);
        assert_eq!(e.restarts, 1);
        assert_eq!(e.relative(48), 0, "the curriculum starts over");
        // 45 of 50 = 0.9: the second epoch goes on to the end.
        assert_eq!(feed(&mut e, &c, 48, 400, 45), Vec::<u64>::new());
        assert_eq!(e.start, 48);
    }

    #[test]
    fn the_share_is_pooled_over_the_window() {
        let c = config(1);
        let mut e = Epochs::default();
        assert!(
            feed(&mut e, &c, 0, 45, 0).is_empty(),
            "before the window nothing counts"
        );
        // 50 + 50 + 27 of 150 = 0.847 < 0.85: restart.
        assert!(!e.after_generation(&c, 45, 50, 50));
        assert!(!e.after_generation(&c, 46, 50, 50));
        assert!(e.after_generation(&c, 47, 27, 50));
        let mut e = Epochs::default();
        feed(&mut e, &c, 0, 45, 0);
        // 50 + 50 + 28 of 150 = 0.853: no restart.
        assert!(!e.after_generation(&c, 45, 50, 50));
        assert!(!e.after_generation(&c, 46, 50, 50));
        assert!(!e.after_generation(&c, 47, 28, 50));
    }

    #[test]
    fn restarts_stop_at_the_limit() {
        let c = config(2);
        let mut e = Epochs::default();
        assert_eq!(feed(&mut e, &c, 0, 1000, 0), vec![47, 95]);
        assert_eq!(e.restarts, 2);
        assert_eq!(e.start, 96);
    }
}
