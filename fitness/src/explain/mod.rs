//! Why a mate works: the solution as problemists write it (key, threat, variations,
//! tries) and its themes, found by causal tests on the exact solver's proofs after
//! the alternating search routine of VIRGO's explanation facility. See
//! docs/EXPLAIN.md.
//!
//! Every line shown is proven by the alpha-beta prover; a limit reached leaves a
//! part out rather than guessing. The nodes reported are every move the prover and
//! the explanation applied.

mod causal;
mod cause;
mod oracle;
mod probe;
mod solution;
mod themes;

use std::time::Duration;

use shakmaty::{Chess, Move};

use crate::MateDepth;
use crate::ab::ProverOptions;

pub use causal::Which;
pub use oracle::Unknown;
pub use solution::{Threat, Try, Variation};
pub use themes::{Theme, ThemeKind};

/// The mate length searched when none is given.
pub const DEFAULT_MATE: u32 = 5;

/// What to explain, and how much to spend.
#[derive(Clone, Debug)]
pub struct Options {
    /// Look for a mate in this many moves or fewer (default [`DEFAULT_MATE`]).
    pub mate: Option<MateDepth>,
    /// Attacker moves of the variations shown (1: each defence to the key and the
    /// mate after it).
    pub depth: u32,
    /// Nodes for the causal tests; `None`: no bound.
    pub budget: Option<u64>,
    /// Nodes for the solution (keys, threat, variations, tries); `None`: no bound.
    pub max_nodes: Option<u64>,
    /// Wall-clock limit of each solve.
    pub max_time: Option<Duration>,
    pub prover: ProverOptions,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            mate: None,
            depth: 1,
            budget: Some(DEFAULT_BUDGET),
            max_nodes: None,
            max_time: None,
            prover: ProverOptions::default(),
        }
    }
}

/// The causal tests' default node budget.
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// An explained mate.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The shortest mate.
    pub mate_in: u32,
    /// Every key (first move mating in `mate_in`).
    pub keys: Vec<Move>,
    /// The main line: the first key against the longest defence.
    pub main_line: Vec<Move>,
    pub threat: Threat,
    /// The defences to the first key.
    pub variations: Vec<Variation>,
    pub tries: Vec<Try>,
    pub themes: Vec<Theme>,
    /// Nodes of the solution part, and of the causal tests.
    pub solution_nodes: u64,
    pub causal_nodes: u64,
    pub elapsed: Duration,
    /// The causal tests stopped at their budget: more themes may exist.
    pub budget_exhausted: bool,
}

/// Why there is nothing to explain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExplainError {
    /// Proven: no mate within this many moves.
    NoMate(u32),
    /// A limit came before the mate was found or refuted.
    Unknown,
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExplainError::NoMate(n) => write!(f, "no mate in {n} or fewer (proven)"),
            ExplainError::Unknown => {
                f.write_str("no answer within the limits: the mate was neither found nor refuted")
            }
        }
    }
}

impl std::error::Error for ExplainError {}

/// Explains the shortest mate from `position`.
pub fn explain(position: &Chess, options: &Options) -> Result<Explanation, ExplainError> {
    let mut oracle = oracle::Oracle::new(options.prover.clone(), options.max_time);
    oracle.cap_after(options.max_nodes);
    let depth = options
        .mate
        .unwrap_or_else(|| MateDepth::new(i64::from(DEFAULT_MATE)).expect("a valid default"));
    let keys = oracle
        .keys(position, depth)
        .map_err(|_| ExplainError::Unknown)?;
    let Some(mate_in) = keys.mate_in else {
        return Err(ExplainError::NoMate(depth.get()));
    };
    let Some(&key) = keys.pv.first() else {
        return Err(ExplainError::Unknown);
    };
    let after_key = oracle.play(position, &key);
    let threat = solution::threat(&mut oracle, &after_key, mate_in - 1);
    let variations = solution::variations(&mut oracle, &after_key, mate_in - 1, options.depth);
    let tries = solution::tries(&mut oracle, position, mate_in, &keys.keys);
    let solution_nodes = oracle.nodes();

    oracle.cap_after(options.budget);
    let mut lines: Vec<Vec<Move>> = vec![keys.pv.clone()];
    for v in &variations {
        let mut line = vec![key];
        line.extend(&v.line);
        if !lines.contains(&line) && v.mate_in.is_some() {
            lines.push(line);
        }
    }
    let mut found = Vec::new();
    for line in &lines {
        if oracle.exhausted() {
            break;
        }
        probe::explain_line(&mut oracle, position, line, &mut found);
    }
    Ok(Explanation {
        mate_in,
        keys: keys.keys,
        main_line: keys.pv,
        threat,
        variations,
        tries,
        themes: found,
        solution_nodes,
        causal_nodes: oracle.nodes() - solution_nodes,
        elapsed: oracle.elapsed(),
        budget_exhausted: oracle.exhausted(),
    })
}
