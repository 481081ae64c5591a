//! The bench summary: counts, nodes, simulated boards, wall and CPU time per solver and
//! per mate length.

use std::collections::BTreeMap;

use fitness::ThreadShare;
use serde::Serialize;

use crate::judge::Outcome;
use crate::report::nodes_per_s;

/// What one answer cost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Cost {
    pub nodes: u64,
    /// Boards simulated without applying a move; only an evolved searcher counts them.
    pub boards: Option<u64>,
    pub time_ms: f64,
    /// CPU time on the bench's thread; not for an engine, whose work is another
    /// process's.
    pub cpu_ms: Option<f64>,
}

/// What one solver did on the positions of one mate length (or on all of them).
#[derive(Clone, Debug)]
pub struct Tally {
    pub positions: u32,
    /// Confirmed mates, of the file's length or shorter.
    pub solved: u32,
    pub shortest: u32,
    pub shorter: u32,
    pub wrong: u32,
    /// Proven no-mates the file does not contradict (`bench --mate N`).
    pub no_mate: u32,
    pub unknown: u32,
    nodes: Vec<u64>,
    times_ms: Vec<f64>,
    /// `None` once an answer came without boards (a solver that does not count them).
    boards: Option<Vec<u64>>,
    /// `None` once an answer came without CPU time.
    cpu_ms: Option<Vec<f64>>,
}

impl Default for Tally {
    fn default() -> Tally {
        Tally {
            positions: 0,
            solved: 0,
            shortest: 0,
            shorter: 0,
            wrong: 0,
            no_mate: 0,
            unknown: 0,
            nodes: Vec::new(),
            times_ms: Vec::new(),
            boards: Some(Vec::new()),
            cpu_ms: Some(Vec::new()),
        }
    }
}

/// Keeps `value` in `all` while every value so far was there.
fn keep<T>(all: &mut Option<Vec<T>>, value: Option<T>) {
    match (all.as_mut(), value) {
        (Some(values), Some(v)) => values.push(v),
        _ => *all = None,
    }
}

impl Tally {
    pub fn add(&mut self, outcome: Outcome, cost: Cost) {
        self.positions += 1;
        match outcome {
            Outcome::Solved { shortest } => {
                self.solved += 1;
                if shortest {
                    self.shortest += 1;
                } else {
                    self.shorter += 1;
                }
            }
            Outcome::Wrong => self.wrong += 1,
            Outcome::NoMate => self.no_mate += 1,
            Outcome::Unknown => self.unknown += 1,
        }
        self.nodes.push(cost.nodes);
        self.times_ms.push(cost.time_ms);
        keep(&mut self.boards, cost.boards);
        keep(&mut self.cpu_ms, cost.cpu_ms);
    }

    pub fn merge(&mut self, other: &Tally) {
        self.positions += other.positions;
        self.solved += other.solved;
        self.shortest += other.shortest;
        self.shorter += other.shorter;
        self.wrong += other.wrong;
        self.no_mate += other.no_mate;
        self.unknown += other.unknown;
        self.nodes.extend_from_slice(&other.nodes);
        self.times_ms.extend_from_slice(&other.times_ms);
        self.boards = merged(self.boards.take(), &other.boards);
        self.cpu_ms = merged(self.cpu_ms.take(), &other.cpu_ms);
    }

    pub fn summary(&self) -> TallyJson {
        let nodes_total: u64 = self.nodes.iter().sum();
        let time_ms_total = round3(self.times_ms.iter().sum());
        let cpu_ms = self.cpu_ms.as_deref();
        TallyJson {
            positions: self.positions,
            solved: self.solved,
            shortest: self.shortest,
            shorter: self.shorter,
            wrong: self.wrong,
            no_mate: self.no_mate,
            unknown: self.unknown,
            nodes_total,
            nodes_median: median_u64(&self.nodes),
            boards_total: self.boards.as_ref().map(|b| b.iter().sum()),
            time_ms_total,
            time_ms_median: round3(median_f64(&self.times_ms)),
            cpu_ms_total: cpu_ms.map(|c| round3(c.iter().sum())),
            cpu_ms_median: cpu_ms.map(|c| round3(median_f64(c))),
            nodes_per_s: nodes_per_s(nodes_total, time_ms_total),
        }
    }
}

/// Both tallies' values, when both have them.
fn merged<T: Clone>(mine: Option<Vec<T>>, theirs: &Option<Vec<T>>) -> Option<Vec<T>> {
    let (mut mine, theirs) = (mine?, theirs.as_ref()?);
    mine.extend_from_slice(theirs);
    Some(mine)
}

/// The JSON (and table) form of a [`Tally`].
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct TallyJson {
    pub positions: u32,
    pub solved: u32,
    pub shortest: u32,
    pub shorter: u32,
    pub wrong: u32,
    pub no_mate: u32,
    pub unknown: u32,
    pub nodes_total: u64,
    pub nodes_median: u64,
    /// Boards simulated without applying a move (evolved searchers only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boards_total: Option<u64>,
    pub time_ms_total: f64,
    pub time_ms_median: f64,
    /// CPU time on the bench's thread (every solver but an engine).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cpu_ms_total: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cpu_ms_median: Option<f64>,
    pub nodes_per_s: f64,
}

/// One solver's tallies by mate length: N for "mate in N?", −N for "mated in N?"
/// (matetrack's `bm #-N`).
#[derive(Clone, Debug, Default)]
pub struct SolverStats {
    pub by_n: BTreeMap<i32, Tally>,
    /// A portfolio's threads, in the order they first ran.
    pub threads: Vec<ThreadTotal>,
}

/// One member of a portfolio over a bench: its nodes, and the answers it gave.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct ThreadTotal {
    pub solver: &'static str,
    pub nodes_total: u64,
    /// Positions whose answer was this thread's.
    pub answered: u32,
}

impl SolverStats {
    /// Adds the threads' shares of one answer.
    pub fn add_threads(&mut self, shares: &[ThreadShare]) {
        for share in shares {
            let at = match self.threads.iter().position(|t| t.solver == share.solver) {
                Some(at) => at,
                None => {
                    self.threads.push(ThreadTotal {
                        solver: share.solver,
                        ..ThreadTotal::default()
                    });
                    self.threads.len() - 1
                }
            };
            let t = &mut self.threads[at];
            t.nodes_total += share.nodes;
            t.answered += u32::from(share.won);
        }
    }

    pub fn add(&mut self, n: i32, outcome: Outcome, cost: Cost) {
        self.by_n.entry(n).or_default().add(outcome, cost);
    }

    pub fn total(&self) -> Tally {
        let mut all = Tally::default();
        for t in self.by_n.values() {
            all.merge(t);
        }
        all
    }
}

/// The summary line of `bench --json`: totals at the top level, per-N counts in
/// `per_n` (keyed by N as a string, as JSON requires; "-N" for the positions where
/// the side to move is mated in N).
#[derive(Serialize)]
pub struct SummaryJson<'a> {
    pub summary: bool,
    pub solver: &'a str,
    #[serde(flatten)]
    pub total: TallyJson,
    pub per_n: BTreeMap<String, TallyJson>,
    /// Positions of the suite not benched: no positive mate length, or too long.
    pub skipped: usize,
    /// A portfolio's threads: each one's nodes and answers over the bench.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub threads: Vec<ThreadTotal>,
}

impl<'a> SummaryJson<'a> {
    pub fn new(solver: &'a str, stats: &SolverStats, skipped: usize) -> SummaryJson<'a> {
        SummaryJson {
            summary: true,
            solver,
            total: stats.total().summary(),
            per_n: stats
                .by_n
                .iter()
                .map(|(n, t)| (n.to_string(), t.summary()))
                .collect(),
            skipped,
            threads: stats.threads.clone(),
        }
    }
}

fn round3(x: f64) -> f64 {
    (x * 1e3).round() / 1e3
}

fn median_u64(values: &[u64]) -> u64 {
    let mut v = values.to_vec();
    v.sort_unstable();
    match v.len() {
        0 => 0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2,
    }
}

fn median_f64(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_unstable_by(f64::total_cmp);
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(nodes: u64, time_ms: f64) -> Cost {
        Cost {
            nodes,
            boards: Some(nodes / 2),
            time_ms,
            cpu_ms: Some(time_ms / 2.0),
        }
    }

    #[test]
    fn tallies_and_medians() {
        let mut s = SolverStats::default();
        s.add(2, Outcome::Solved { shortest: true }, cost(10, 1.0));
        s.add(2, Outcome::Solved { shortest: false }, cost(30, 3.0));
        s.add(2, Outcome::Wrong, cost(20, 2.0));
        s.add(3, Outcome::Unknown, cost(1000, 4.0));
        let two = s.by_n[&2].summary();
        assert_eq!(
            (
                two.positions,
                two.solved,
                two.shortest,
                two.shorter,
                two.wrong,
                two.unknown
            ),
            (3, 2, 1, 1, 1, 0)
        );
        assert_eq!((two.nodes_total, two.nodes_median), (60, 20));
        assert_eq!((two.time_ms_total, two.time_ms_median), (6.0, 2.0));
        assert_eq!(two.boards_total, Some(30));
        assert_eq!(
            (two.cpu_ms_total, two.cpu_ms_median),
            (Some(3.0), Some(1.0))
        );
        assert_eq!(two.nodes_per_s, 10000.0);
        let all = s.total().summary();
        assert_eq!((all.positions, all.unknown, all.nodes_median), (4, 1, 25));
        let json = serde_json::to_value(SummaryJson::new("ab", &s, 7)).expect("serialises");
        assert_eq!(json["summary"], true);
        assert_eq!(json["per_n"]["3"]["unknown"], 1);
        assert_eq!(json["nodes_total"], 1060);
        assert_eq!(json["boards_total"], 530);
        assert_eq!(json["cpu_ms_total"], 5.0);
        assert_eq!(json["skipped"], 7);
    }

    /// A solver that counts no boards (the reference solvers), or whose CPU time is not
    /// ours (an engine), has none in its summary, rather than a zero.
    #[test]
    fn what_was_not_measured_is_left_out() {
        let mut s = SolverStats::default();
        let unmeasured = Cost {
            nodes: 5,
            boards: None,
            time_ms: 1.0,
            cpu_ms: None,
        };
        s.add(1, Outcome::Unknown, cost(10, 1.0));
        s.add(1, Outcome::Unknown, unmeasured);
        s.add(2, Outcome::Unknown, cost(10, 1.0));
        let one = s.by_n[&1].summary();
        assert_eq!((one.boards_total, one.cpu_ms_total), (None, None));
        assert_eq!(s.by_n[&2].summary().boards_total, Some(5));
        assert_eq!(s.total().summary().boards_total, None);
        let json = serde_json::to_value(SummaryJson::new("sf", &s, 0)).expect("serialises");
        assert!(json.get("boards_total").is_none(), "{json}");
        assert!(json.get("cpu_ms_median").is_none(), "{json}");
        assert!(json["per_n"]["2"]["cpu_ms_total"].is_number(), "{json}");
    }
}
