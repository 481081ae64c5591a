//! The bench summary: counts, nodes and time per solver and per mate length.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::judge::Outcome;
use crate::report::nodes_per_s;

/// What one solver did on the positions of one mate length (or on all of them).
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub positions: u32,
    /// Confirmed mates, of the file's length or shorter.
    pub solved: u32,
    pub shortest: u32,
    pub shorter: u32,
    pub wrong: u32,
    pub unknown: u32,
    nodes: Vec<u64>,
    times_ms: Vec<f64>,
}

impl Tally {
    pub fn add(&mut self, outcome: Outcome, nodes: u64, time_ms: f64) {
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
            Outcome::Unknown => self.unknown += 1,
        }
        self.nodes.push(nodes);
        self.times_ms.push(time_ms);
    }

    pub fn merge(&mut self, other: &Tally) {
        self.positions += other.positions;
        self.solved += other.solved;
        self.shortest += other.shortest;
        self.shorter += other.shorter;
        self.wrong += other.wrong;
        self.unknown += other.unknown;
        self.nodes.extend_from_slice(&other.nodes);
        self.times_ms.extend_from_slice(&other.times_ms);
    }

    pub fn summary(&self) -> TallyJson {
        let nodes_total: u64 = self.nodes.iter().sum();
        let time_ms_total = round3(self.times_ms.iter().sum());
        TallyJson {
            positions: self.positions,
            solved: self.solved,
            shortest: self.shortest,
            shorter: self.shorter,
            wrong: self.wrong,
            unknown: self.unknown,
            nodes_total,
            nodes_median: median_u64(&self.nodes),
            time_ms_total,
            time_ms_median: round3(median_f64(&self.times_ms)),
            nodes_per_s: nodes_per_s(nodes_total, time_ms_total),
        }
    }
}

/// The JSON (and table) form of a [`Tally`].
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct TallyJson {
    pub positions: u32,
    pub solved: u32,
    pub shortest: u32,
    pub shorter: u32,
    pub wrong: u32,
    pub unknown: u32,
    pub nodes_total: u64,
    pub nodes_median: u64,
    pub time_ms_total: f64,
    pub time_ms_median: f64,
    pub nodes_per_s: f64,
}

/// One solver's tallies by mate length.
#[derive(Clone, Debug, Default)]
pub struct SolverStats {
    pub by_n: BTreeMap<u32, Tally>,
}

impl SolverStats {
    pub fn add(&mut self, n: u32, outcome: Outcome, nodes: u64, time_ms: f64) {
        self.by_n.entry(n).or_default().add(outcome, nodes, time_ms);
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
/// `per_n` (keyed by N as a string, as JSON requires).
#[derive(Serialize)]
pub struct SummaryJson<'a> {
    pub summary: bool,
    pub solver: &'a str,
    #[serde(flatten)]
    pub total: TallyJson,
    pub per_n: BTreeMap<String, TallyJson>,
    /// Positions of the suite not benched: no positive mate length, or too long.
    pub skipped: usize,
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

    #[test]
    fn tallies_and_medians() {
        let mut s = SolverStats::default();
        s.add(2, Outcome::Solved { shortest: true }, 10, 1.0);
        s.add(2, Outcome::Solved { shortest: false }, 30, 3.0);
        s.add(2, Outcome::Wrong, 20, 2.0);
        s.add(3, Outcome::Unknown, 1000, 4.0);
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
        assert_eq!(two.nodes_per_s, 10000.0);
        let all = s.total().summary();
        assert_eq!((all.positions, all.unknown, all.nodes_median), (4, 1, 25));
        let json = serde_json::to_value(SummaryJson::new("ab", &s, 7)).expect("serialises");
        assert_eq!(json["summary"], true);
        assert_eq!(json["per_n"]["3"]["unknown"], 1);
        assert_eq!(json["nodes_total"], 1060);
        assert_eq!(json["skipped"], 7);
    }
}
