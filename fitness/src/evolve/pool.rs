//! The training pool, split into what evolution samples and what it never sees.

use std::fmt;

use crate::problem::{Problem, ReadError, ReadOptions, builtin, load_suite};

use super::FitnessConfig;

/// The problems of one mate length.
#[derive(Clone, Debug, Default)]
pub struct Split {
    /// What evolution samples from.
    pub train: Vec<Problem>,
    /// Held out for choosing a champion after the run; never sampled.
    pub validation: Vec<Problem>,
    /// Taken out of the training part as a test split (`withheld_per_n`): neither
    /// sampled nor validated on.
    pub withheld: Vec<Problem>,
}

/// The training suites of a run, grouped by mate length `1..=max_n`.
///
/// Each suite is split on its own, in file order: its last `validation_fraction`
/// (rounded to the nearest problem) is validation, the rest training. Splitting per
/// file keeps the validation share of every N equal to the configured fraction.
#[derive(Clone, Debug)]
pub struct Pool {
    by_n: Vec<Split>,
}

/// A training pool that cannot be used.
#[derive(Debug)]
pub enum PoolError {
    /// A suite could not be read.
    Read(ReadError),
    /// Some N has fewer training problems than a generation samples.
    TooFew {
        /// The mate length.
        n: u32,
        /// Training problems found.
        found: usize,
        /// `sample_size`.
        needed: usize,
    },
}

impl fmt::Display for PoolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PoolError::Read(e) => write!(f, "training suite: {e}"),
            PoolError::TooFew { n, found, needed } => write!(
                f,
                "the training suites (fitness.train_suites) have {found} training problems \
                 of mate in {n} after the validation split; fitness.sample_size needs {needed}"
            ),
        }
    }
}

impl std::error::Error for PoolError {}

impl Pool {
    /// Reads `config.train_suites` and splits them.
    pub fn load(config: &FitnessConfig) -> Result<Pool, PoolError> {
        let mut by_n = vec![Split::default(); config.max_n as usize];
        for spec in &config.train_suites {
            let owned;
            let problems: &[Problem] = match spec.strip_prefix("builtin:").and_then(builtin::suite)
            {
                Some(p) => p,
                None => {
                    owned = load_suite(spec, ReadOptions::default()).map_err(PoolError::Read)?;
                    &owned.problems
                }
            };
            let held = held_out(problems.len(), config.validation_fraction);
            let cut = problems.len() - held;
            for (i, p) in problems.iter().enumerate() {
                let Some(n) = p.mate.filter(|&m| m >= 1 && m as u32 <= config.max_n) else {
                    continue;
                };
                let split = &mut by_n[n as usize - 1];
                if i < cut {
                    split.train.push(p.clone());
                } else {
                    split.validation.push(p.clone());
                }
            }
        }
        for split in &mut by_n {
            withhold(split, config.withheld_per_n, config.withheld_round);
        }
        for (i, s) in by_n.iter().enumerate() {
            if s.train.len() < config.sample_size {
                return Err(PoolError::TooFew {
                    n: i as u32 + 1,
                    found: s.train.len(),
                    needed: config.sample_size,
                });
            }
        }
        Ok(Pool { by_n })
    }

    /// The mate lengths whose withheld split holds fewer than `asked` problems, with
    /// what it holds: a round takes only what no earlier round drew
    /// (`FitnessConfig::withheld_round`), so late rounds can come up short.
    pub fn withheld_short_of(&self, asked: usize) -> Vec<(u32, usize)> {
        (self.by_n.iter().enumerate())
            .filter(|(_, s)| s.withheld.len() < asked)
            .map(|(i, s)| (i as u32 + 1, s.withheld.len()))
            .collect()
    }

    /// The deepest mate in the pool.
    pub fn max_n(&self) -> u32 {
        self.by_n.len() as u32
    }

    /// The problems of mate in `n` (1-based); `None` outside `1..=max_n`.
    pub fn split(&self, n: u32) -> Option<&Split> {
        self.by_n.get((n as usize).checked_sub(1)?)
    }
}

/// Moves the `count` training problems of smallest [`withheld_rank`] in `round` to
/// `withheld`, each part keeping the file order. Each earlier round first sets its
/// own `count` aside, so a round never re-draws a problem an earlier one tested on;
/// those problems stay in training, since a split that has been read tests nothing.
/// The `pvline` problems are never withheld: the withheld splits are Lichess test
/// splits, and adding `pvline` suites leaves the Lichess part of training as it was.
fn withhold(split: &mut Split, count: usize, round: u32) {
    if count == 0 {
        return;
    }
    let mut earlier = vec![false; split.train.len()];
    let mut taken = vec![false; split.train.len()];
    for r in 1..=round {
        let mut ranked: Vec<(u64, usize)> = (split.train.iter().enumerate())
            .filter(|&(i, p)| !earlier[i] && !builtin::is_pvline(&p.id))
            .map(|(i, p)| (withheld_rank(r, &p.id), i))
            .collect();
        ranked.sort_unstable();
        let chosen = if r == round { &mut taken } else { &mut earlier };
        for &(_, i) in ranked.iter().take(count) {
            chosen[i] = true;
        }
    }
    let train = std::mem::take(&mut split.train);
    for (p, taken) in train.into_iter().zip(taken) {
        if taken {
            split.withheld.push(p);
        } else {
            split.train.push(p);
        }
    }
}

/// The key that chooses withheld problems in `round`: FNV-1a (64 bit) of `withheld:`
/// (round 1) or `withheld{round}:` and the problem's `id`. A hash of the id, not of
/// the position or of file order, so the choice cannot have followed anything a
/// searcher or a person looked at; the prefix makes it independent of
/// [`builtin::holdout_rank`], which chose the older held-out split, and of the other
/// rounds.
pub fn withheld_rank(round: u32, id: &str) -> u64 {
    if round <= 1 {
        gp::fnv1a64(format!("withheld:{id}").as_bytes())
    } else {
        gp::fnv1a64(format!("withheld{round}:{id}").as_bytes())
    }
}

/// Problems held out of a suite of `len`: `fraction` of it, rounded.
pub fn held_out(len: usize, fraction: f64) -> usize {
    ((len as f64 * fraction).round() as usize).min(len)
}
