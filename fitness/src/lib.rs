//! Mate problems (EPD), the reference mate solvers, and scoring.

pub mod ab;
pub mod certificate;
/// The thread CPU clock every solve reports beside its wall time.
pub use chess_prims::cpu_time;
pub mod evolve;
pub mod explain;
pub mod pn;
pub mod portfolio;
pub mod problem;
pub mod searcher;
mod solution;

pub use solution::{
    Limits, MAX_MATE, MateDepth, MateDepthError, MateSolver, Solution, StopFlag, StopReason,
    ThreadShare, Verdict, solve_cpu,
};
