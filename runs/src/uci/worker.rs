//! The search worker: iterative deepening over mate lengths, in time slices, on its
//! own thread, reporting `info` lines and one `bestmove`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use fitness::problem::uci;
use fitness::{Limits, MateDepth, Solution, StopReason, Verdict};
use shakmaty::{Chess, Move, Position};

use super::engine::Event;
use super::fallback::fallback_move;
use super::plan::Plan;
use super::runner::{Abort, POLL, Runner};

/// The first time slice of a solve. A solve that runs out of its slice is repeated
/// with twice the slice, so a solve that needs time T costs at most about 2T, and a
/// solve abandoned on `stop` burns at most one slice (about the time already spent
/// at that mate length) before it ends.
const FIRST_SLICE: Duration = Duration::from_millis(25);

/// One `go`.
pub struct Job {
    pub id: u64,
    pub position: Chess,
    pub plan: Plan,
}

/// Starts the search; the thread sends its lines as [`Event::Say`], then
/// [`Event::Done`], and gives the runner back when joined.
pub fn spawn(
    job: Job,
    mut runner: Runner,
    stop: Arc<AtomicBool>,
    events: Sender<Event>,
) -> std::io::Result<JoinHandle<Runner>> {
    thread::Builder::new()
        .name("mategp-search".to_owned())
        .spawn(move || {
            let say = |line: String| {
                // The engine is gone only when the process ends: nothing to tell.
                let _ = events.send(Event::Say(line));
            };
            search(&job, &mut runner, &stop, say);
            let _ = events.send(Event::Done(job.id));
            runner
        })
}

/// Why the search ended without a mate.
#[derive(Debug, PartialEq, Eq)]
enum End {
    /// Every mate up to the plan's length is ruled out.
    Proven,
    Limit(StopReason),
    Stopped,
    /// The solver answered "unknown" without a reason.
    Undecided,
    Failed(String),
}

/// Nodes and time since `go`.
struct Tally {
    start: Instant,
    nodes: u64,
}

impl Tally {
    fn stats(&self) -> String {
        let ms = self.start.elapsed().as_millis();
        let nps = u128::from(self.nodes) * 1000 / ms.max(1);
        format!("nodes {} time {ms} nps {nps}", self.nodes)
    }
}

fn search(job: &Job, runner: &mut Runner, stop: &AtomicBool, mut say: impl FnMut(String)) {
    let mut tally = Tally {
        start: Instant::now(),
        nodes: 0,
    };
    for note in &job.plan.notes {
        say(format!("info string {note}"));
    }
    let (fallback, nodes) = fallback_move(&job.position);
    tally.nodes += nodes;
    let best = match fallback {
        None => {
            let (score, what) = if job.position.is_check() {
                ("mate 0", "checkmate")
            } else {
                ("cp 0", "stalemate")
            };
            say(format!("info depth 0 score {score}"));
            say(format!("info string no legal move: {what}"));
            None
        }
        Some(fallback) => Some(deepen(job, runner, stop, &mut tally, &mut say, fallback)),
    };
    if job.plan.wait_for_stop {
        while !stop.load(Ordering::Acquire) {
            thread::sleep(POLL);
        }
    }
    say(match best {
        None => "bestmove 0000".to_owned(),
        Some((mv, None)) => format!("bestmove {}", uci(mv)),
        Some((mv, Some(reply))) => format!("bestmove {} ponder {}", uci(mv), uci(reply)),
    });
}

/// Looks for mates of 1, 2, … moves; reports and returns the move to play and the
/// expected reply.
fn deepen(
    job: &Job,
    runner: &mut Runner,
    stop: &AtomicBool,
    tally: &mut Tally,
    say: &mut impl FnMut(String),
    fallback: Move,
) -> (Move, Option<Move>) {
    let mut slice = FIRST_SLICE;
    let mut ruled_out = 0;
    let end = 'deepen: {
        for k in 1..=job.plan.max_mate {
            let Ok(depth) = MateDepth::new(k.into()) else {
                break;
            };
            loop {
                let Some(limits) = limits(&job.plan, tally, slice) else {
                    break 'deepen End::Limit(exhausted(&job.plan, tally));
                };
                let solution = match runner.solve(&job.position, depth, limits, stop) {
                    Ok(s) => s,
                    Err(Abort::Stopped) => break 'deepen End::Stopped,
                    Err(Abort::Failed(e)) => break 'deepen End::Failed(e),
                };
                tally.nodes += solution.nodes;
                match (solution.verdict, solution.stopped_by) {
                    (Verdict::Mate, _) => return report_mate(&solution, k, tally, say, fallback),
                    (Verdict::NoMate, _) => break,
                    // The slice ran out, not the plan's time: try again with more.
                    (Verdict::Unknown, Some(StopReason::Time))
                        if limits.max_time == Some(slice) =>
                    {
                        slice = slice.saturating_mul(2);
                    }
                    (Verdict::Unknown, Some(reason)) => break 'deepen End::Limit(reason),
                    (Verdict::Unknown, None) => break 'deepen End::Undecided,
                }
            }
            ruled_out = k;
            say(format!(
                "info depth {} score cp 0 {}",
                2 * k - 1,
                tally.stats()
            ));
        }
        End::Proven
    };
    report_none(job, &end, ruled_out, tally, say, fallback);
    (fallback, None)
}

/// The limits of the next solve: the rest of the plan's budget, and at most one slice
/// of time. `None` when the plan's budget is spent.
fn limits(plan: &Plan, tally: &Tally, slice: Duration) -> Option<Limits> {
    let nodes = plan.nodes.map(|n| n.saturating_sub(tally.nodes));
    let time = plan.time.map(|t| t.saturating_sub(tally.start.elapsed()));
    if nodes == Some(0) || time == Some(Duration::ZERO) {
        return None;
    }
    Some(Limits {
        max_nodes: nodes,
        max_time: Some(time.map_or(slice, |t| t.min(slice))),
    })
}

fn exhausted(plan: &Plan, tally: &Tally) -> StopReason {
    if plan.nodes.is_some_and(|n| tally.nodes >= n) {
        StopReason::Nodes
    } else {
        StopReason::Time
    }
}

fn report_mate(
    solution: &Solution,
    k: u32,
    tally: &Tally,
    say: &mut impl FnMut(String),
    fallback: Move,
) -> (Move, Option<Move>) {
    let mate_in = solution.mate_in.unwrap_or(k);
    let pv: Vec<String> = solution.pv.iter().map(|&m| uci(m)).collect();
    say(format!(
        "info depth {} score mate {mate_in} {} pv {}",
        2 * mate_in - 1,
        tally.stats(),
        pv.join(" ")
    ));
    let best = solution.best_move().copied().unwrap_or(fallback);
    let reply = (solution.pv.first() == Some(&best))
        .then(|| solution.pv.get(1).copied())
        .flatten();
    (best, reply)
}

fn report_none(
    job: &Job,
    end: &End,
    ruled_out: u32,
    tally: &Tally,
    say: &mut impl FnMut(String),
    fallback: Move,
) {
    if let End::Failed(e) = end {
        say(format!("info string error: {e}"));
    }
    say(format!(
        "info depth {} score cp 0 {} pv {}",
        (2 * ruled_out).saturating_sub(1),
        tally.stats(),
        uci(fallback)
    ));
    let within = match end {
        End::Proven => format!("{ruled_out} moves"),
        End::Limit(StopReason::Nodes) => match job.plan.nodes {
            Some(n) => format!("the node limit ({n} nodes)"),
            None => "the node limit".to_owned(),
        },
        End::Limit(StopReason::Time) => match job.plan.time {
            Some(t) => format!("the time limit ({} ms)", t.as_millis()),
            None => "the time limit".to_owned(),
        },
        End::Limit(StopReason::Memory) => "the memory of the Hash option".to_owned(),
        End::Stopped => "the time before stop".to_owned(),
        End::Undecided => "what the solver could decide".to_owned(),
        End::Failed(_) => "the search, which failed".to_owned(),
    };
    let known = match (end, ruled_out) {
        (End::Proven, _) => ": proven, there is none".to_owned(),
        (_, 0) => String::new(),
        (_, k) => format!("; no mate in {k} or fewer moves (proven)"),
    };
    say(format!("info string no mate found within {within}{known}"));
}
