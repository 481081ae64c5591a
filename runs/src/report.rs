//! A solver's answer as mategp prints it: JSON fields and text for people.

use std::io::Write;

use fitness::Solution;
use fitness::problem::{san, san_line, uci};
use serde::Serialize;
use shakmaty::Chess;

/// The fields `solve --json` prints and `bench --json` repeats per row (names fixed
/// by docs/ARCHITECTURE.md).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SolutionFields {
    /// "mate", "no-mate" or "unknown".
    pub result: &'static str,
    pub mate_in: Option<u32>,
    /// UCI.
    pub best_move: Option<String>,
    /// UCI.
    pub key_moves: Vec<String>,
    /// UCI.
    pub pv: Vec<String>,
    pub nodes: u64,
    pub time_ms: f64,
}

impl SolutionFields {
    pub fn new(solution: &Solution) -> SolutionFields {
        SolutionFields {
            result: solution.verdict.as_str(),
            mate_in: solution.mate_in,
            best_move: solution.best_move().map(|&m| uci(m)),
            key_moves: solution.key_moves.iter().map(|&m| uci(m)).collect(),
            pv: solution.pv.iter().map(|&m| uci(m)).collect(),
            nodes: solution.nodes,
            time_ms: millis(solution.elapsed),
        }
    }
}

/// Milliseconds, rounded to microseconds so that JSON stays short.
pub fn millis(d: std::time::Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

/// Nodes per second; 0 when no time was measured.
pub fn nodes_per_s(nodes: u64, time_ms: f64) -> f64 {
    if time_ms > 0.0 {
        (nodes as f64 * 1000.0 / time_ms).round()
    } else {
        0.0
    }
}

/// Writes one value as a JSON line.
pub fn write_json(out: &mut impl Write, value: &impl Serialize) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value)?;
    writeln!(out)
}

/// The text block `solve` prints for people; `cpu` is the solve's CPU time.
pub fn write_text(
    out: &mut impl Write,
    position: &Chess,
    solver: &str,
    depth: u32,
    solution: &Solution,
    cpu: std::time::Duration,
) -> std::io::Result<()> {
    let result = match (solution.verdict, solution.mate_in) {
        (fitness::Verdict::Mate, Some(k)) => format!("mate in {k}"),
        (fitness::Verdict::Mate, None) => "mate".to_owned(),
        (fitness::Verdict::NoMate, _) => format!("no mate in {depth} or fewer"),
        (fitness::Verdict::Unknown, _) => match solution.stopped_by {
            Some(reason) => format!("unknown (stopped by the {} limit)", limit_name(reason)),
            None => "unknown".to_owned(),
        },
    };
    writeln!(out, "solver     {solver}, mate in {depth} or fewer")?;
    writeln!(out, "result     {result}")?;
    if !solution.key_moves.is_empty() {
        let keys: Vec<String> = solution
            .key_moves
            .iter()
            .map(|&m| format!("{} ({})", san(position, m), uci(m)))
            .collect();
        writeln!(out, "key moves  {}", keys.join(", "))?;
    }
    if !solution.pv.is_empty() {
        writeln!(
            out,
            "pv         {}",
            numbered(position, &san_line(position, &solution.pv))
        )?;
    }
    let ms = millis(solution.elapsed);
    writeln!(out, "nodes      {}", solution.nodes)?;
    writeln!(
        out,
        "time       {ms:.3} ms ({} nodes/s)",
        nodes_per_s(solution.nodes, ms)
    )?;
    writeln!(out, "cpu        {:.3} ms", millis(cpu))
}

fn limit_name(reason: fitness::StopReason) -> &'static str {
    match reason {
        fitness::StopReason::Nodes => "node",
        fitness::StopReason::Time => "time",
        fitness::StopReason::Memory => "memory",
    }
}

/// SAN moves with move numbers: `1. Qxh6+ gxh6 2. Rf8#`, or `1... Qd2+ 2. Kf1 …`.
fn numbered(position: &Chess, moves: &[String]) -> String {
    use shakmaty::Position;
    let mut number = position.fullmoves().get();
    let mut white = position.turn().is_white();
    let mut parts = Vec::with_capacity(moves.len() + moves.len() / 2);
    for (i, m) in moves.iter().enumerate() {
        if white {
            parts.push(format!("{number}. {m}"));
        } else if i == 0 {
            parts.push(format!("{number}... {m}"));
        } else {
            parts.push(m.clone());
        }
        if !white {
            number += 1;
        }
        white = !white;
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use fitness::problem::{parse_fen, parse_move};

    #[test]
    fn numbers_moves_from_either_side() {
        let p = parse_fen("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 7")
            .expect("legal")
            .position;
        let line: Vec<String> = ["h6", "Ra8+", "Kh7"].map(String::from).to_vec();
        assert_eq!(numbered(&p, &line), "7... h6 8. Ra8+ Kh7");
        let p = parse_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - -")
            .expect("legal")
            .position;
        let m = parse_move(&p, "Ra8").expect("legal");
        let s = Solution {
            verdict: fitness::Verdict::Mate,
            mate_in: Some(1),
            key_moves: vec![m],
            pv: vec![m],
            nodes: 30,
            elapsed: std::time::Duration::from_micros(1500),
            stopped_by: None,
        };
        let f = SolutionFields::new(&s);
        assert_eq!(f.best_move.as_deref(), Some("a1a8"));
        assert_eq!(f.time_ms, 1.5);
        let mut text = Vec::new();
        let cpu = std::time::Duration::from_micros(1250);
        write_text(&mut text, &p, "ab", 1, &s, cpu).expect("write");
        let text = String::from_utf8(text).expect("utf-8");
        assert!(text.contains("mate in 1\n"), "{text}");
        assert!(text.contains("Ra8# (a1a8)"), "{text}");
        assert!(text.contains("1. Ra8#"), "{text}");
        assert!(text.contains("20000 nodes/s"), "{text}");
        assert!(text.contains("cpu        1.250 ms\n"), "{text}");
    }
}
