//! Exported searchers as mate solvers.
//!
//! An evolved searcher only *chooses* a move, within a node budget; it proves nothing.
//! [`EvolvedSolver`] makes it a sound [`crate::MateSolver`]: the searcher chooses, the
//! alpha-beta prover proves the choice (cheap: one move), and when the proof fails a
//! full search answers instead, so no mate is ever reported unproven. In
//! [`Mode::Guided`] the searcher's scores order the prover's root moves instead: an
//! exact search that the searcher only steers.
//!
//! [`test_searcher`] measures a searcher on a test set (correct %, nodes, nodes
//! relative to the prover), and [`primitive_set_version`] names the primitive set
//! a searcher was made for.

mod results;
mod solver;
mod version;

pub use results::{ResultsForN, test_searcher};
pub use solver::{DEFAULT_BUDGET, EvolvedOptions, EvolvedSolver, Mode, Proof, SearcherRun};
pub use version::primitive_set_version;
