//! Runs one bounded solve on a thread of its own, so that the search worker can stop
//! waiting for it the moment `stop` arrives.
//!
//! The solvers take [`Limits`] only, no stop flag. A solve given up on this way
//! (abandoned) runs on until its own limits end it, then drops its result; the
//! worker therefore gives every solve a time slice, and the CPU an abandoned solve
//! keeps using is at most one slice.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread;
use std::time::Duration;

use fitness::ab::{Prover, ProverOptions};
use fitness::pn::{DFPN_ENTRY_BYTES, PnOptions, PnSolver};
use fitness::portfolio::{Portfolio, PortfolioOptions};
use fitness::{Limits, MateDepth, MateSolver, Solution};
use shakmaty::Chess;

use crate::searcher_cli::SharedSearcher;

/// How often a waiting worker looks at the stop flag: the latency of `stop`.
pub const POLL: Duration = Duration::from_millis(5);

/// The solvers the `Algo` option names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algo {
    /// The alpha-beta prover.
    Ab,
    /// df-pn.
    Pn,
    /// Both at once, on a thread each (`fitness::portfolio`); also what `ab` and `pn`
    /// become with `Threads` at 2 or more.
    Portfolio,
    /// An evolved searcher (`--searcher`), its choices proven by the alpha-beta prover.
    Evolved(SharedSearcher),
}

impl Algo {
    pub const NAMES: [&str; 3] = ["ab", "pn", "portfolio"];

    pub fn from_name(name: &str) -> Option<Algo> {
        match name.to_ascii_lowercase().as_str() {
            "ab" => Some(Algo::Ab),
            "pn" => Some(Algo::Pn),
            "portfolio" => Some(Algo::Portfolio),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Algo::Ab => "ab",
            Algo::Pn => "pn",
            Algo::Portfolio => "portfolio",
            Algo::Evolved(_) => "evolved",
        }
    }
}

/// Which solver, with how much memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverSpec {
    pub algo: Algo,
    /// The `Hash` option: the prover's table, or the df-pn table's bound, in MiB.
    pub hash_mb: usize,
    /// Every key move, not only the first (`MultiPV` above 1).
    pub all_keys: bool,
    /// The `Threads` option: from 2, `ab` and `pn` run as the portfolio (both at
    /// once); it uses two threads, so more are not used yet. An evolved searcher
    /// uses one.
    pub threads: usize,
}

type BoxedSolver = Box<dyn MateSolver + Send>;

impl SolverSpec {
    /// The solver that runs: `ab` and `pn` are the portfolio from two threads.
    fn algo(self) -> Algo {
        match self.algo {
            Algo::Ab | Algo::Pn if self.threads >= 2 => Algo::Portfolio,
            algo => algo,
        }
    }

    fn make(self) -> BoxedSolver {
        match self.algo() {
            Algo::Ab => Box::new(Prover::new(ProverOptions {
                table_mb: self.hash_mb,
                all_keys: self.all_keys,
                ..ProverOptions::default()
            })),
            // No shortening: the worker asks for mates one move longer at a time, so
            // the first mate found is the shortest.
            Algo::Pn => Box::new(PnSolver::new(
                PnOptions::dfpn()
                    .with_max_stored((self.hash_mb << 20) / DFPN_ENTRY_BYTES)
                    .with_all_key_moves(self.all_keys),
            )),
            // The Hash split between the two members' tables. Its df-pn shortens: a
            // mate ends the search only once known to be the shortest.
            Algo::Portfolio => {
                let half = (self.hash_mb / 2).max(1);
                Box::new(Portfolio::new(
                    PortfolioOptions {
                        prover: ProverOptions {
                            table_mb: half,
                            ..ProverOptions::default()
                        },
                        pn: PnOptions::dfpn().with_max_stored((half << 20) / DFPN_ENTRY_BYTES),
                    }
                    .with_all_keys(self.all_keys),
                ))
            }
            Algo::Evolved(searcher) => Box::new(searcher.solver(self.hash_mb)),
        }
    }
}

/// Why a solve gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Abort {
    /// The stop flag was raised.
    Stopped,
    /// The solver thread could not start or panicked.
    Failed(String),
}

/// Holds a solver between solves (its tables are allocated once) and lends it to a
/// thread for each solve.
pub struct Runner {
    spec: SolverSpec,
    solver: Option<BoxedSolver>,
    /// Every mate length must be the shortest ([`MateSolver::exact_lengths`]).
    exact: bool,
}

impl Runner {
    pub fn new(spec: SolverSpec) -> Runner {
        Runner {
            spec,
            solver: None,
            exact: false,
        }
    }

    /// Whether the next solves must give the shortest mates (a defence ranks its
    /// replies by them) or may give a proven bound.
    pub fn set_exact_lengths(&mut self, exact: bool) {
        self.exact = exact;
    }

    pub fn spec(&self) -> SolverSpec {
        self.spec
    }

    /// Solves on another thread, waiting until it answers or `stop` is raised. After
    /// a stop the solver is abandoned and the next solve makes a new one.
    pub fn solve(
        &mut self,
        position: &Chess,
        depth: MateDepth,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Result<Solution, Abort> {
        let mut solver = self.solver.take().unwrap_or_else(|| self.spec.make());
        solver.exact_lengths(self.exact);
        let (tx, rx) = channel();
        let position = position.clone();
        thread::Builder::new()
            .name("mategp-solve".to_owned())
            .spawn(move || {
                let solution = solver.solve(&position, depth, limits);
                // The worker may have gone: then the result is not wanted.
                let _ = tx.send((solver, solution));
            })
            .map_err(|e| Abort::Failed(format!("cannot start a solver thread: {e}")))?;
        loop {
            match rx.recv_timeout(POLL) {
                Ok((solver, solution)) => {
                    self.solver = Some(solver);
                    return Ok(solution);
                }
                Err(RecvTimeoutError::Timeout) if stop.load(Ordering::Acquire) => {
                    return Err(Abort::Stopped);
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(Abort::Failed("the solver panicked".to_owned()));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fitness::Verdict;
    use fitness::problem::parse_fen;
    use std::time::Instant;

    const MATE2: &str = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";

    #[test]
    fn both_algos_solve_and_keep_their_solver() {
        let p = parse_fen(MATE2).expect("test FEN").position;
        let two = MateDepth::new(2).expect("in range");
        let stop = AtomicBool::new(false);
        for (algo, threads) in [
            (Algo::Ab, 1),
            (Algo::Pn, 1),
            (Algo::Ab, 2),
            (Algo::Portfolio, 1),
        ] {
            let mut r = Runner::new(SolverSpec {
                algo,
                hash_mb: 1,
                all_keys: false,
                threads,
            });
            let s = r.solve(&p, two, Limits::default(), &stop).expect("solved");
            assert_eq!((s.verdict, s.mate_in), (Verdict::Mate, Some(2)), "{algo:?}");
            let solver = r.solver.as_ref().expect("the solver comes back");
            let portfolio = algo == Algo::Portfolio || threads >= 2;
            assert_eq!(
                solver.name() == "portfolio",
                portfolio,
                "{algo:?} {threads}"
            );
        }
    }

    #[test]
    fn a_raised_flag_abandons_the_solve() {
        let p = Chess::default();
        let deep = MateDepth::new(9).expect("in range");
        let stop = AtomicBool::new(true);
        let mut r = Runner::new(SolverSpec {
            algo: Algo::Ab,
            hash_mb: 1,
            all_keys: false,
            threads: 1,
        });
        let limits = Limits {
            max_time: Some(Duration::from_millis(200)),
            ..Limits::default()
        };
        let t = Instant::now();
        assert_eq!(r.solve(&p, deep, limits, &stop), Err(Abort::Stopped));
        assert!(
            t.elapsed() < Duration::from_millis(150),
            "{:?}",
            t.elapsed()
        );
        assert!(r.solver.is_none(), "the abandoned solve keeps its solver");
    }
}
