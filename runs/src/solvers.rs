//! The solvers `--algo` names, made by name.

use fitness::MateSolver;
use fitness::ab::{Prover, ProverOptions};
use fitness::pn::{PnOptions, PnSolver};
use fitness::portfolio::{Portfolio, PortfolioOptions};

use crate::args::ProverArgs;
use crate::error::CliError;

/// Every name `--algo` accepts.
pub const ALGOS: [&str; 3] = ["ab", "pn", "portfolio"];

/// The reference prover: it confirms or rejects key moves in `bench`.
pub const REFERENCE: &str = "ab";

/// Options that some solvers take.
#[derive(Clone, Copy, Debug, Default)]
pub struct SolverOptions {
    /// Find every key move, not only the first.
    pub all_keys: bool,
    /// The alpha-beta prover's switches.
    pub prover: ProverArgs,
}

/// The reference prover, for confirming moves.
pub fn reference() -> Prover {
    Prover::new(ProverOptions::default())
}

/// Makes the solver named `name`.
pub fn make_solver(name: &str, options: SolverOptions) -> Result<Box<dyn MateSolver>, CliError> {
    match name {
        "ab" => Ok(Box::new(Prover::new(
            options.prover.options(options.all_keys),
        ))),
        // df-pn, asked to shorten its first mate to the shortest, as `mate_in` promises.
        "pn" => Ok(Box::new(PnSolver::new(
            PnOptions::dfpn()
                .with_shorten(true)
                .with_all_key_moves(options.all_keys),
        ))),
        // ab and df-pn side by side; its df-pn shortens, as pn's above.
        "portfolio" => Ok(Box::new(Portfolio::new(
            PortfolioOptions {
                prover: options.prover.options(options.all_keys),
                pn: PnOptions::dfpn(),
            }
            .with_all_keys(options.all_keys),
        ))),
        other => Err(CliError::input(format!(
            "unknown solver '{other}'; known: {}",
            ALGOS.join(", ")
        ))),
    }
}
