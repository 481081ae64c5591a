//! Two small complete domains, used by the examples, tests and benchmarks,
//! and as templates for a real domain:
//!
//! - [`multiplexer`]: the Boolean 6-multiplexer (one type), evaluated
//!   bit-parallel over all 64 cases.
//! - [`piecewise`]: a piecewise function `if x < c then f(x) else g(x)` over
//!   `Bool` and `Float`, which typed GP expresses directly.

pub mod multiplexer;
pub mod piecewise;

use std::fmt;
use std::ops::ControlFlow;

use crate::{Evaluator, Evolution, RunOutcome};

/// Command-line options shared by the demo examples.
#[derive(Clone, Debug, PartialEq)]
pub struct DemoArgs {
    /// `--seed N`.
    pub seed: u64,
    /// `--threads N` (0: rayon's default).
    pub threads: usize,
    /// `--population N`, overriding the demo's config.
    pub population: Option<usize>,
    /// `--generations N`, overriding the demo's config.
    pub generations: Option<u64>,
    /// `--quiet`: no per-generation lines.
    pub quiet: bool,
}

/// A bad command-line option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgError(pub String);

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\nusage: [--seed N] [--threads N] [--population N] [--generations N] [--quiet]",
            self.0
        )
    }
}

impl std::error::Error for ArgError {}

impl DemoArgs {
    /// Parses options (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<DemoArgs, ArgError> {
        let mut out = DemoArgs {
            seed: 1,
            threads: 0,
            population: None,
            generations: None,
            quiet: false,
        };
        let mut it = args.into_iter();
        while let Some(flag) = it.next() {
            if flag == "--quiet" {
                out.quiet = true;
                continue;
            }
            let value = it
                .next()
                .ok_or_else(|| ArgError(format!("{flag} needs a value")))?;
            let bad = |_| ArgError(format!("{flag}: `{value}` is not a non-negative integer"));
            match flag.as_str() {
                "--seed" => out.seed = value.parse().map_err(bad)?,
                "--threads" => out.threads = value.parse().map_err(bad)?,
                "--population" => out.population = Some(value.parse().map_err(bad)?),
                "--generations" => out.generations = Some(value.parse().map_err(bad)?),
                _ => return Err(ArgError(format!("unknown option {flag}"))),
            }
        }
        Ok(out)
    }

    /// Applies the overrides to a config.
    pub fn apply(&self, config: &mut crate::Config) {
        if let Some(p) = self.population {
            config.population_size = p;
        }
        if let Some(g) = self.generations {
            config.generations = g;
        }
    }
}

impl DemoArgs {
    /// The rayon pool of `--threads` threads the example runs in.
    pub fn thread_pool(&self) -> Result<rayon::ThreadPool, ArgError> {
        rayon::ThreadPoolBuilder::new()
            .num_threads(self.threads)
            .build()
            .map_err(|e| ArgError(format!("cannot start {} threads: {e}", self.threads)))
    }

    /// An observer that prints one line per generation (none with `--quiet`), the best
    /// fitness written by `best`.
    pub fn progress<E: Evaluator>(
        &self,
        best: impl Fn(f64) -> String,
    ) -> impl FnMut(&Evolution<E>) -> ControlFlow<()> {
        let quiet = self.quiet;
        move |evo| {
            if !quiet && let Some(s) = evo.stats() {
                println!(
                    "gen {:3}  best {} (size {:3})  mean {:5.2}  median size {:5.1}  evals {}",
                    s.generation,
                    best(s.best_fitness),
                    s.best_size,
                    s.fitness.mean,
                    s.size.median,
                    s.total_evaluations
                );
            }
            ControlFlow::Continue(())
        }
    }
}

/// The line an example ends with: solved or not, and what it cost.
pub fn summary<S>(outcome: &RunOutcome<S>, seconds: f64, threads: usize, seed: u64) -> String {
    format!(
        "{} after {} generations, {} evaluations, {:.2} s on {} threads (seed {})",
        if outcome.solved {
            "SOLVED"
        } else {
            "NOT SOLVED"
        },
        outcome.generations,
        outcome.total_evaluations,
        seconds,
        threads,
        seed
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_args() {
        let a = DemoArgs::parse(["--seed", "7", "--quiet", "--threads", "2"].map(String::from))
            .expect("valid");
        assert_eq!((a.seed, a.threads, a.quiet), (7, 2, true));
        assert!(DemoArgs::parse(["--seed".to_string()]).is_err());
        assert!(DemoArgs::parse(["--seed", "x"].map(String::from)).is_err());
        assert!(DemoArgs::parse(["--bogus", "1"].map(String::from)).is_err());
    }
}
