//! The table that ends `solve --suite`: per mate length asked, the answers and what
//! they cost. With `--searcher`, `nodes` is the whole sound answer (the searcher's own
//! nodes + the proof of its move + the full search when that proof fails), and the
//! searcher's own part stands beside it, so a user compares a searcher with the prover
//! alone by running the same suite with and without `--searcher`.

use std::collections::BTreeMap;
use std::io::Write;

use fitness::Verdict;

use crate::searcher_cli::SearcherFields;

/// One solve, as the summary counts it.
pub struct Solved {
    pub verdict: Verdict,
    pub nodes: u64,
    pub cpu_ms: f64,
    pub searcher: Option<SearcherFields>,
}

#[derive(Default)]
struct Row {
    positions: usize,
    mate: usize,
    no_mate: usize,
    unknown: usize,
    nodes: u64,
    cpu_ms: f64,
    own_nodes: u64,
    boards: u64,
    own_proofs: usize,
    choice_proven: usize,
    fallbacks: usize,
}

impl Row {
    fn add(&mut self, s: &Solved) {
        self.positions += 1;
        match s.verdict {
            Verdict::Mate => self.mate += 1,
            Verdict::NoMate => self.no_mate += 1,
            Verdict::Unknown => self.unknown += 1,
        }
        self.nodes += s.nodes;
        self.cpu_ms += s.cpu_ms;
        if let Some(f) = &s.searcher {
            self.own_nodes += f.searcher_nodes;
            self.boards += f.searcher_boards;
            self.own_proofs += usize::from(f.proof == "searched");
            self.choice_proven += usize::from(f.proof == "mate");
            self.fallbacks += usize::from(f.fallback == Some(true));
        }
    }
}

/// The solves of a suite, by the mate length each asked.
#[derive(Default)]
pub struct SuiteSummary {
    by_depth: BTreeMap<u32, Row>,
    all: Row,
    with_searcher: bool,
}

impl SuiteSummary {
    pub fn add(&mut self, depth: u32, solved: &Solved) {
        self.by_depth.entry(depth).or_default().add(solved);
        self.all.add(solved);
        self.with_searcher |= solved.searcher.is_some();
    }

    /// The table, one line per mate length and one for the whole suite.
    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        writeln!(
            out,
            "summary    by the mate length asked (N); nodes and CPU summed"
        )?;
        let mut header = format!(
            "{:<4} {:>9} {:>6} {:>8} {:>8} {:>13} {:>11}",
            "N", "positions", "mate", "no-mate", "unknown", "nodes", "cpu ms"
        );
        if self.with_searcher {
            header += &format!(
                " {:>13} {:>13} {:>10} {:>13} {:>9}",
                "own nodes", "boards", "own proofs", "choice proven", "fallbacks"
            );
        }
        writeln!(out, "{header}")?;
        for (depth, row) in &self.by_depth {
            self.write_row(out, &depth.to_string(), row)?;
        }
        self.write_row(out, "all", &self.all)
    }

    fn write_row(&self, out: &mut impl Write, label: &str, r: &Row) -> std::io::Result<()> {
        write!(
            out,
            "{label:<4} {:>9} {:>6} {:>8} {:>8} {:>13} {:>11.1}",
            r.positions, r.mate, r.no_mate, r.unknown, r.nodes, r.cpu_ms
        )?;
        if self.with_searcher {
            write!(
                out,
                " {:>13} {:>13} {:>10} {:>13} {:>9}",
                r.own_nodes, r.boards, r.own_proofs, r.choice_proven, r.fallbacks
            )?;
        }
        writeln!(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(verdict: Verdict, nodes: u64) -> Solved {
        Solved {
            verdict,
            nodes,
            cpu_ms: 1.5,
            searcher: None,
        }
    }

    #[test]
    fn rows_sum_by_depth_and_over_the_suite() {
        let mut summary = SuiteSummary::default();
        summary.add(2, &solved(Verdict::Mate, 10));
        summary.add(1, &solved(Verdict::Mate, 3));
        summary.add(2, &solved(Verdict::Unknown, 100));
        let mut text = Vec::new();
        summary.write(&mut text).expect("a Vec takes every write");
        let text = String::from_utf8(text).expect("the table is UTF-8");
        let lines: Vec<Vec<&str>> = text
            .lines()
            .skip(2)
            .map(|l| l.split_whitespace().collect())
            .collect();
        assert_eq!(lines[0], ["1", "1", "1", "0", "0", "3", "1.5"]);
        assert_eq!(lines[1], ["2", "2", "1", "0", "1", "110", "3.0"]);
        assert_eq!(lines[2], ["all", "3", "2", "0", "1", "113", "4.5"]);
        assert!(
            !text.contains("own nodes"),
            "no searcher, no searcher columns"
        );
    }
}
