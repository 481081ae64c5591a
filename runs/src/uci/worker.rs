//! The search worker: iterative deepening over mate lengths, in time slices, on its
//! own thread, reporting `info` lines and one `bestmove`.
//!
//! At each length k it asks two questions, in the order of their plies: does the
//! side to move mate in k (2k − 1 plies), and is it mated in k (2k plies: every
//! move meets a mate in k, [`Defence`])? The first yes is reported as `score mate k`
//! or `score mate -k` and ends the search. Until then the lines carry no score: a
//! mate search knows nothing of the position's value, and the protocol lets a score
//! wait until one is known (GUIs show no 0.00 that was never measured).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use chess_prims::Line;
use fitness::problem::uci;
use fitness::{Limits, MateDepth, Solution, StopReason, Verdict};
use shakmaty::{Chess, Move, Position};

use super::engine::Event;
use super::fallback::fallback_move;
use super::plan::Plan;
use super::runner::{Abort, POLL, Runner};
use crate::defence::{Answer, Defence, Loss};

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
    /// The `MultiPV` option: at most this many lines for a mate found.
    pub multipv: usize,
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

/// Why the search ended without a mate either way.
#[derive(Debug, PartialEq, Eq)]
enum End {
    /// Every mate up to the plan's length is ruled out, for both sides.
    Proven,
    Limit(StopReason),
    Stopped,
    /// The solver answered "unknown" without a reason.
    Undecided,
    Failed(String),
}

/// The solves of one `go`: the runner, the budget spent, the current time slice.
struct Solves<'a> {
    job: &'a Job,
    runner: &'a mut Runner,
    stop: &'a AtomicBool,
    start: Instant,
    nodes: u64,
    slice: Duration,
}

impl Solves<'_> {
    fn stats(&self) -> String {
        let ms = self.start.elapsed().as_millis();
        let nps = u128::from(self.nodes) * 1000 / ms.max(1);
        format!("nodes {} time {ms} nps {nps}", self.nodes)
    }

    /// A mate or a proven no-mate in `depth` from `position`, in growing time
    /// slices within the plan's budget; anything else ends the search.
    fn solve(&mut self, position: &Chess, depth: MateDepth) -> Result<Solution, End> {
        loop {
            let Some(limits) = self.limits() else {
                return Err(End::Limit(self.exhausted()));
            };
            let solution = match self.runner.solve(position, depth, limits, self.stop) {
                Ok(s) => s,
                Err(Abort::Stopped) => return Err(End::Stopped),
                Err(Abort::Failed(e)) => return Err(End::Failed(e)),
            };
            self.nodes += solution.nodes;
            match (solution.verdict, solution.stopped_by) {
                (Verdict::Mate | Verdict::NoMate, _) => return Ok(solution),
                // The slice ran out, not the plan's time: try again with more.
                (Verdict::Unknown, Some(StopReason::Time))
                    if limits.max_time == Some(self.slice) =>
                {
                    self.slice = self.slice.saturating_mul(2);
                }
                (Verdict::Unknown, Some(reason)) => return Err(End::Limit(reason)),
                (Verdict::Unknown, None) => return Err(End::Undecided),
            }
        }
    }

    /// The limits of the next solve: the rest of the plan's budget, and at most one
    /// slice of time. `None` when the plan's budget is spent.
    fn limits(&self) -> Option<Limits> {
        let plan = &self.job.plan;
        let nodes = plan.nodes.map(|n| n.saturating_sub(self.nodes));
        let time = plan.time.map(|t| t.saturating_sub(self.start.elapsed()));
        if nodes == Some(0) || time == Some(Duration::ZERO) {
            return None;
        }
        Some(Limits {
            max_nodes: nodes,
            max_time: Some(time.map_or(self.slice, |t| t.min(self.slice))),
        })
    }

    fn exhausted(&self) -> StopReason {
        if self.job.plan.nodes.is_some_and(|n| self.nodes >= n) {
            StopReason::Nodes
        } else {
            StopReason::Time
        }
    }

    /// Is the side to move in `position` mated in `depth`? The moves played to ask
    /// are counted as nodes.
    fn defend(&mut self, defence: &mut Defence, depth: MateDepth) -> Result<Answer, End> {
        let before = defence.nodes();
        self.runner.set_exact_lengths(true);
        let answer = defence.check(depth, |p, d| self.solve(p, d));
        self.runner.set_exact_lengths(false);
        self.nodes += defence.nodes() - before;
        match answer? {
            Answer::Unknown(Some(reason)) => Err(End::Limit(reason)),
            Answer::Unknown(None) => Err(End::Undecided),
            known => Ok(known),
        }
    }
}

fn search(job: &Job, runner: &mut Runner, stop: &AtomicBool, mut say: impl FnMut(String)) {
    let mut solves = Solves {
        job,
        runner,
        stop,
        start: Instant::now(),
        nodes: 0,
        slice: FIRST_SLICE,
    };
    for note in &job.plan.notes {
        say(format!("info string {note}"));
    }
    let (fallback, nodes) = fallback_move(&job.position);
    solves.nodes += nodes;
    let best = match fallback {
        None => {
            // As Stockfish: mated is `mate 0`; stalemate is a draw, and a draw is 0.
            let (score, what) = if job.position.is_check() {
                ("mate 0", "checkmate")
            } else {
                ("cp 0", "stalemate")
            };
            say(format!("info depth 0 score {score}"));
            say(format!("info string no legal move: {what}"));
            None
        }
        Some(fallback) => Some(deepen(&mut solves, &mut say, fallback)),
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

/// Looks for mates of 1, 2, … moves, for and against the side to move; reports
/// and returns the move to play and the expected reply.
fn deepen(
    solves: &mut Solves<'_>,
    say: &mut impl FnMut(String),
    fallback: Move,
) -> (Move, Option<Move>) {
    let job = solves.job;
    let mut defence = Defence::new(&job.position);
    let mut ruled_out = 0;
    let end = 'deepen: {
        for k in 1..=job.plan.max_mate {
            let Ok(depth) = MateDepth::new(k.into()) else {
                break;
            };
            let solution = match solves.solve(&job.position, depth) {
                Ok(s) => s,
                Err(end) => break 'deepen end,
            };
            if solution.verdict == Verdict::Mate {
                return report_mate(solves, &solution, k, say, fallback);
            }
            match solves.defend(&mut defence, depth) {
                Ok(Answer::Mated { mate_in, losses }) => {
                    return report_mated(solves, mate_in, &losses, say, fallback);
                }
                Ok(_) => {}
                Err(end) => break 'deepen end,
            }
            ruled_out = k;
            say(format!("info depth {} {}", 2 * k, solves.stats()));
        }
        End::Proven
    };
    report_none(solves, &end, ruled_out, say, fallback);
    (fallback, None)
}

/// One scored line: `info depth … multipv … score … nodes … pv …`.
fn scored_line(
    solves: &Solves<'_>,
    depth: u32,
    multipv: usize,
    score: &str,
    pv: &[Move],
) -> String {
    let pv: Vec<String> = pv.iter().map(|&m| uci(m)).collect();
    format!(
        "info depth {depth} multipv {multipv} score {score} {} pv {}",
        solves.stats(),
        pv.join(" ")
    )
}

/// `score mate k`, and with MultiPV a line for each further key move: its pv is the
/// defender's longest resistance after it (each such line costs the solves of a
/// defence one move shorter, within the same budget; a line that cannot be finished
/// is left out).
fn report_mate(
    solves: &mut Solves<'_>,
    solution: &Solution,
    k: u32,
    say: &mut impl FnMut(String),
    fallback: Move,
) -> (Move, Option<Move>) {
    let mate_in = solution.mate_in.unwrap_or(k);
    let depth = 2 * mate_in - 1;
    let score = format!("mate {mate_in}");
    let best = solution.best_move().copied().unwrap_or(fallback);
    let first: Vec<Move> = if solution.pv.first() == Some(&best) {
        solution.pv.clone()
    } else {
        vec![best]
    };
    say(scored_line(solves, depth, 1, &score, &first));
    let others = solution.key_moves.iter().filter(|&&m| m != best);
    for (i, &key) in others
        .take(solves.job.multipv.saturating_sub(1))
        .enumerate()
    {
        let line = match MateDepth::new(i64::from(mate_in) - 1) {
            // A mate in 1 has no reply to show.
            Err(_) => Some(vec![key]),
            Ok(shorter) => {
                let mut line = Line::new(solves.job.position.clone());
                line.play_unchecked(&key);
                solves.nodes += line.nodes();
                match solves.defend(&mut Defence::new(line.position()), shorter) {
                    Ok(Answer::Mated { losses, .. }) => losses
                        .first()
                        .map(|l| std::iter::once(key).chain(l.line()).collect()),
                    _ => None,
                }
            }
        };
        match line {
            Some(pv) => say(scored_line(solves, depth, i + 2, &score, &pv)),
            None => break,
        }
    }
    let reply = first.get(1).copied();
    (best, reply)
}

/// `score mate -k`: every move meets a mate; the longest defence is played, and with
/// MultiPV each further move gets its own line, longest defence first.
fn report_mated(
    solves: &Solves<'_>,
    mate_in: u32,
    losses: &[Loss],
    say: &mut impl FnMut(String),
    fallback: Move,
) -> (Move, Option<Move>) {
    for (i, loss) in losses.iter().take(solves.job.multipv).enumerate() {
        let score = format!("mate -{}", loss.mate_in);
        say(scored_line(
            solves,
            2 * mate_in,
            i + 1,
            &score,
            &loss.line(),
        ));
    }
    match losses.first() {
        Some(l) => (l.mv, l.pv.first().copied()),
        None => (fallback, None),
    }
}

fn report_none(
    solves: &Solves<'_>,
    end: &End,
    ruled_out: u32,
    say: &mut impl FnMut(String),
    fallback: Move,
) {
    let job = solves.job;
    if let End::Failed(e) = end {
        say(format!("info string error: {e}"));
    }
    // No score: nothing is known of the position's value, only of its mates.
    say(format!(
        "info depth {} {} pv {}",
        2 * ruled_out,
        solves.stats(),
        uci(fallback)
    ));
    let within = match end {
        End::Proven => moves(ruled_out),
        End::Limit(StopReason::Nodes) => match job.plan.nodes {
            Some(n) => format!("the node limit ({n} nodes)"),
            None => "the node limit".to_owned(),
        },
        End::Limit(StopReason::Time) => match job.plan.time {
            Some(t) => format!("the time limit ({} ms)", t.as_millis()),
            None => "the time limit".to_owned(),
        },
        End::Limit(StopReason::Memory) => "the memory of the Hash option".to_owned(),
        End::Limit(StopReason::Stopped) | End::Stopped => "the time before stop".to_owned(),
        End::Undecided => "what the solver could decide".to_owned(),
        End::Failed(_) => "the search, which failed".to_owned(),
    };
    let known = match (end, ruled_out) {
        (End::Proven, _) => ": proven, there is none for either side".to_owned(),
        (_, 0) => String::new(),
        (_, k) => format!("; no mate in {k} or fewer for either side (proven)"),
    };
    say(format!("info string no mate found within {within}{known}"));
}

/// `1 move`, `2 moves`.
fn moves(n: u32) -> String {
    if n == 1 {
        "1 move".to_owned()
    } else {
        format!("{n} moves")
    }
}
