//! What a mate solver answers, and the limits it answers under.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use shakmaty::{Chess, Move};

/// The longest mate a search may be asked for. `--mate 0` and `--mate 100` are errors.
pub const MAX_MATE: u32 = 99;

/// A mate length the user asked for, known to lie in `1..=MAX_MATE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MateDepth(u32);

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MateDepthError(pub i64);

impl std::fmt::Display for MateDepthError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "mate depth {} is out of range: give a number of moves from 1 to {MAX_MATE}",
            self.0
        )
    }
}

impl std::error::Error for MateDepthError {}

impl MateDepth {
    pub fn new(n: i64) -> Result<MateDepth, MateDepthError> {
        if (1..=MAX_MATE as i64).contains(&n) {
            Ok(MateDepth(n as u32))
        } else {
            Err(MateDepthError(n))
        }
    }

    pub fn get(self) -> u32 {
        self.0
    }

    /// The search horizon in plies: the attacker's N moves and the defender's N − 1
    /// replies.
    pub fn plies(self) -> u32 {
        2 * self.0 - 1
    }
}

impl std::str::FromStr for MateDepth {
    type Err = MateDepthError;
    fn from_str(s: &str) -> Result<MateDepth, MateDepthError> {
        let n: i64 = s.trim().parse().map_err(|_| MateDepthError(0))?;
        MateDepth::new(n)
    }
}

impl std::fmt::Display for MateDepth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// The three answers a solver may give. A solver says `Mate` only for a mate it has
/// proven, and `NoMate` only when it has searched everything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Mate,
    NoMate,
    Unknown,
}

impl Verdict {
    /// The stable name used in JSON and text output.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Mate => "mate",
            Verdict::NoMate => "no-mate",
            Verdict::Unknown => "unknown",
        }
    }
}

/// Why a search stopped before it knew the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    Nodes,
    Time,
    Memory,
    /// A [`StopFlag`] was raised: another thread answered first, or the user asked.
    Stopped,
}

/// A flag that ends the solves it is given, raised from any thread. A solver reads
/// it where it checks its other limits (a few thousand nodes apart), so a raised flag
/// ends a search within microseconds, with [`StopReason::Stopped`].
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    pub fn raise(&self) {
        self.0.store(true, Ordering::Release);
    }

    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }
}

/// One thread's part of a solve that ran on several (the portfolio): which solver,
/// what it answered and what it spent. The solve's nodes are the sum of its threads'.
#[derive(Clone, Debug, PartialEq)]
pub struct ThreadShare {
    /// The solver's name (`ab`, `pn`).
    pub solver: &'static str,
    pub verdict: Verdict,
    pub mate_in: Option<u32>,
    /// Moves applied by this thread.
    pub nodes: u64,
    pub elapsed: Duration,
    pub stopped_by: Option<StopReason>,
    /// This thread's answer is the solve's.
    pub won: bool,
    /// CPU time of a thread the solver started ([`crate::cpu_time`]), which the
    /// caller's CPU clock misses. `None` for the caller's own thread: the caller
    /// measures that one around the solve ([`ThreadShare::cpu_or`]), and reading the
    /// thread clock here too would add two system calls to every solve, more than a
    /// mate in one takes.
    pub spawned_cpu: Option<Duration>,
}

impl ThreadShare {
    /// It ran on a thread the solver started.
    pub fn spawned(&self) -> bool {
        self.spawned_cpu.is_some()
    }

    /// This thread's CPU time, given `caller`: what the calling thread measured
    /// around the solve, which is this thread's when it is the caller's own.
    pub fn cpu_or(&self, caller: Duration) -> Duration {
        self.spawned_cpu.unwrap_or(caller)
    }
}

/// The CPU time of a whole solve: `caller`, what the calling thread measured around
/// it, plus every thread the solver started ([`MateSolver::thread_shares`]).
pub fn solve_cpu(caller: Duration, shares: &[ThreadShare]) -> Duration {
    (shares.iter())
        .filter_map(|t| t.spawned_cpu)
        .fold(caller, |sum, cpu| sum + cpu)
}

/// A solver's answer for one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    pub verdict: Verdict,
    /// The shortest mate found, in moves of the side to move; for an evolved
    /// solver's own proof (unless asked for [`MateSolver::exact_lengths`]) a proven
    /// bound, a mate in this many moves or fewer.
    pub mate_in: Option<u32>,
    /// Every first move that forces mate in `mate_in` (all of them only when asked;
    /// otherwise at least the best move).
    pub key_moves: Vec<Move>,
    /// A mating line from the root, attacker's move first.
    pub pv: Vec<Move>,
    /// Moves applied (docs/PRIMITIVES.md rule 3).
    pub nodes: u64,
    pub elapsed: Duration,
    pub stopped_by: Option<StopReason>,
}

impl Solution {
    pub fn best_move(&self) -> Option<&Move> {
        self.pv.first().or(self.key_moves.first())
    }
}

/// Resource limits of one solve. Reaching one gives [`Verdict::Unknown`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub max_nodes: Option<u64>,
    pub max_time: Option<Duration>,
}

/// A mate-in-N solver: the alpha-beta prover, proof-number search, an evolved
/// searcher. One solver object may be reused for many positions.
pub trait MateSolver {
    /// The stable name used in output (`ab`, `pn`, `evolved`, …).
    fn name(&self) -> &str;
    /// Is there a forced mate in at most `depth` moves for the side to move?
    fn solve(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution;
    /// The threads of the last solve, for a solver that runs several; empty for one
    /// that runs on the caller's thread alone.
    fn thread_shares(&self) -> &[ThreadShare] {
        &[]
    }
    /// CPU time the last solve spent on threads it started, which the caller's thread
    /// clock does not see: add it to what the caller measured around the solve.
    fn spawned_cpu(&self) -> Duration {
        solve_cpu(Duration::ZERO, self.thread_shares())
    }
    /// Whether every mate length from now on must be the shortest (`true`), or may be
    /// a proven bound where the solver has one (`false`: the evolved solver's own
    /// proofs, docs/PRIMITIVES.md "Proven mates"); returns the setting before. A
    /// defence, which ranks replies by their mate lengths, asks for the shortest.
    /// Solvers that always answer with the shortest ignore it.
    fn exact_lengths(&mut self, exact: bool) -> bool {
        let _ = exact;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_depth_bounds() {
        assert!(MateDepth::new(0).is_err());
        assert!(MateDepth::new(100).is_err());
        assert!(MateDepth::new(-3).is_err());
        assert_eq!(MateDepth::new(1).map(MateDepth::plies), Ok(1));
        assert_eq!("5".parse::<MateDepth>().map(MateDepth::plies), Ok(9));
        assert!("x".parse::<MateDepth>().is_err());
    }
}
