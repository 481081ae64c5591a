//! A UCI engine as one more solver row in `bench`.

use std::path::Path;
use std::time::Duration;

use fitness::{MateDepth, Solution, StopReason, Verdict};
use shakmaty::{Chess, Move, Position, uci::UciMove};

use crate::error::CliError;
use crate::uci_client::{GoLimits, UciEngine};

/// Without `--engine-nodes` or `--engine-time-ms`, an engine gets this long per position.
pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(10);
/// How long past its own time limit an engine may run before it is told to stop.
const OVERRUN: Duration = Duration::from_secs(2);
/// The watchdog when only a node limit is given.
const NODES_ONLY_TIMEOUT: Duration = Duration::from_secs(120);

/// An engine asked `go mate N`; its answer read as a [`Solution`].
pub struct EngineSolver {
    engine: UciEngine,
    limits: GoLimits,
    timeout: Duration,
}

impl EngineSolver {
    pub fn start(
        path: &Path,
        nodes: Option<u64>,
        time_ms: Option<u64>,
    ) -> Result<EngineSolver, CliError> {
        let engine = UciEngine::start(path).map_err(CliError::runtime)?;
        let movetime = match (nodes, time_ms) {
            (_, Some(t)) => Some(Duration::from_millis(t)),
            (Some(_), None) => None,
            (None, None) => Some(DEFAULT_MOVETIME),
        };
        let timeout = movetime.map_or(NODES_ONLY_TIMEOUT, |t| t + OVERRUN);
        Ok(EngineSolver {
            engine,
            limits: GoLimits { nodes, movetime },
            timeout,
        })
    }

    /// The engine's `id name`.
    pub fn name(&self) -> &str {
        self.engine.name()
    }

    /// Asks for a mate in `depth` moves. A mate counts only as `score mate k` with
    /// 0 < k ≤ depth and a legal best move; `score mate −k` (the engine is mated) is
    /// its claim that there is no mate.
    pub fn solve(
        &mut self,
        fen: &str,
        position: &Chess,
        depth: MateDepth,
    ) -> Result<Solution, CliError> {
        self.engine.new_game().map_err(CliError::runtime)?;
        let report = self
            .engine
            .go_mate(fen, depth.get(), self.limits, self.timeout)
            .map_err(CliError::runtime)?;
        let name = self.engine.name();
        let best = match &report.bestmove {
            Some(text) => Some(legal(position, text).ok_or_else(|| {
                CliError::runtime(format!(
                    "engine {name} played '{text}', not a legal move in {fen}"
                ))
            })?),
            None => None,
        };
        let pv = legal_prefix(position, &report.pv);
        let (verdict, mate_in) = match report.mate {
            Some(k) if k > 0 && k as u32 <= depth.get() && best.is_some() => {
                (Verdict::Mate, Some(k as u32))
            }
            Some(k) if k < 0 => (Verdict::NoMate, None),
            _ => (Verdict::Unknown, None),
        };
        let key_moves = match (verdict, best) {
            (Verdict::Mate, Some(m)) => vec![m],
            _ => Vec::new(),
        };
        // The pv must start with the move the engine chose, or it says nothing about it.
        let pv = if verdict == Verdict::Mate && pv.first() != best.as_ref() {
            best.into_iter().collect()
        } else {
            pv
        };
        Ok(Solution {
            verdict,
            mate_in,
            key_moves,
            pv,
            nodes: report.nodes.unwrap_or(0),
            elapsed: report.elapsed,
            stopped_by: report.stopped.then_some(StopReason::Time),
        })
    }
}

fn legal(position: &Chess, text: &str) -> Option<Move> {
    UciMove::from_ascii(text.as_bytes())
        .ok()?
        .to_move(position)
        .ok()
}

/// The moves of an engine's pv up to the first that is not legal.
fn legal_prefix(position: &Chess, pv: &[String]) -> Vec<Move> {
    let mut pos = position.clone();
    let mut moves = Vec::new();
    for text in pv {
        let Some(m) = legal(&pos, text) else { break };
        // A display copy, not a search: no node is counted.
        let Ok(next) = pos.play(m) else { break };
        pos = next;
        moves.push(m);
    }
    moves
}
