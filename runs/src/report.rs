//! A solver's answer as mategp prints it: JSON fields and text for people.

use std::io::Write;

use fitness::problem::{san, san_line, uci};
use fitness::{Solution, ThreadShare, Verdict};
use serde::Serialize;
use shakmaty::Chess;

/// What a row asks of its position: does the side to move mate (`dm N`, `bm #N`), or
/// is it mated (matetrack's `bm #-N`)?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Is there a mate in N or fewer for the side to move?
    Mate,
    /// Is the side to move mated in N or fewer: does every move meet a mate?
    Mated,
}

/// The fields `solve --json` prints and `bench --json` repeats per row (names fixed
/// by docs/ARCHITECTURE.md). Moves are in UCI, and in SAN beside them.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SolutionFields {
    pub kind: Kind,
    /// `mate`: "mate", "no-mate" or "unknown"; `mated`: "mated", "not-mated" or
    /// "unknown".
    pub result: &'static str,
    /// `mate`: the side to move mates in this many moves; `mated`: it is mated in
    /// this many (its longest defence).
    pub mate_in: Option<u32>,
    /// `mated`: the longest defence, or the move that escapes.
    pub best_move: Option<String>,
    pub best_move_san: Option<String>,
    /// `mated`: every defence as long as the longest.
    pub key_moves: Vec<String>,
    pub key_moves_san: Vec<String>,
    pub pv: Vec<String>,
    pub pv_san: Vec<String>,
    pub nodes: u64,
    pub time_ms: f64,
}

impl SolutionFields {
    pub fn new(kind: Kind, position: &Chess, solution: &Solution) -> SolutionFields {
        let result = match (kind, solution.verdict) {
            (Kind::Mated, Verdict::Mate) => "mated",
            (Kind::Mated, Verdict::NoMate) => "not-mated",
            (_, verdict) => verdict.as_str(),
        };
        let best = solution.best_move().copied();
        SolutionFields {
            kind,
            result,
            mate_in: solution.mate_in,
            best_move: best.map(uci),
            best_move_san: best.map(|m| san(position, m)),
            key_moves: solution.key_moves.iter().map(|&m| uci(m)).collect(),
            key_moves_san: solution
                .key_moves
                .iter()
                .map(|&m| san(position, m))
                .collect(),
            pv: solution.pv.iter().map(|&m| uci(m)).collect(),
            pv_san: san_line(position, &solution.pv),
            nodes: solution.nodes,
            time_ms: millis(solution.elapsed),
        }
    }
}

/// One thread of a solve that ran on several (`--algo portfolio`): the `threads`
/// field of `solve --json` and `bench --json`. The row's `nodes` are their sum.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ShareJson {
    pub solver: &'static str,
    /// This thread's own answer: "mate", "no-mate" or "unknown".
    pub result: &'static str,
    pub mate_in: Option<u32>,
    pub nodes: u64,
    pub time_ms: f64,
    /// This thread's CPU time; the row's `cpu_ms` is the sum over threads.
    pub cpu_ms: f64,
    /// Why it stopped short: "node", "time", "memory", or "stop" (the other thread
    /// answered first).
    pub stopped_by: Option<&'static str>,
    /// Its answer is the row's.
    pub answered: bool,
}

impl ShareJson {
    /// The shares of one solve, whose calling thread measured `caller_cpu` around it.
    pub fn list(shares: &[ThreadShare], caller_cpu: std::time::Duration) -> Vec<ShareJson> {
        shares
            .iter()
            .map(|t| ShareJson {
                solver: t.solver,
                result: t.verdict.as_str(),
                mate_in: t.mate_in,
                nodes: t.nodes,
                time_ms: millis(t.elapsed),
                cpu_ms: millis(t.cpu_or(caller_cpu)),
                stopped_by: t.stopped_by.map(limit_name),
                answered: t.won,
            })
            .collect()
    }
}

/// The `threads` lines of `solve`'s text: each thread's nodes and what it did.
pub fn write_shares_text(
    out: &mut impl Write,
    shares: &[ThreadShare],
    caller_cpu: std::time::Duration,
) -> std::io::Result<()> {
    for t in ShareJson::list(shares, caller_cpu) {
        let what = match (t.answered, t.stopped_by) {
            (true, _) => format!("answered {}", t.result),
            (false, Some("stop")) => "stopped when the other answered".to_owned(),
            (false, Some(limit)) => format!("{} (stopped by the {limit} limit)", t.result),
            (false, None) => format!("{}, not the answer", t.result),
        };
        writeln!(
            out,
            "thread     {}: {} nodes, {:.3} ms ({:.3} ms CPU), {what}",
            t.solver, t.nodes, t.time_ms, t.cpu_ms
        )?;
    }
    Ok(())
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
    kind: Kind,
    position: &Chess,
    solver: &str,
    depth: u32,
    solution: &Solution,
    cpu: std::time::Duration,
) -> std::io::Result<()> {
    let result = match (kind, solution.verdict, solution.mate_in) {
        (Kind::Mate, Verdict::Mate, Some(k)) => format!("mate in {k}"),
        (Kind::Mate, Verdict::Mate, None) => "mate".to_owned(),
        (Kind::Mate, Verdict::NoMate, _) => format!("no mate in {depth} or fewer"),
        (Kind::Mated, Verdict::Mate, Some(k)) => {
            format!("the side to move is mated in {k} (its longest defence first)")
        }
        (Kind::Mated, Verdict::Mate, None) => "the side to move is mated".to_owned(),
        (Kind::Mated, Verdict::NoMate, _) => {
            format!("not mated in {depth} or fewer: the move below escapes")
        }
        (_, Verdict::Unknown, _) => match solution.stopped_by {
            Some(fitness::StopReason::Stopped) => "unknown (stopped)".to_owned(),
            Some(reason) => format!("unknown (stopped by the {} limit)", limit_name(reason)),
            None => "unknown".to_owned(),
        },
    };
    let question = match kind {
        Kind::Mate => "mate",
        Kind::Mated => "mated",
    };
    writeln!(out, "solver     {solver}, {question} in {depth} or fewer")?;
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
        fitness::StopReason::Stopped => "stop",
    }
}

/// SAN moves with move numbers: `1. Qxh6+ gxh6 2. Rf8#`, or `1... Qd2+ 2. Kf1 …`.
pub(crate) fn numbered(position: &Chess, moves: &[String]) -> String {
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
        let f = SolutionFields::new(Kind::Mate, &p, &s);
        assert_eq!(f.best_move.as_deref(), Some("a1a8"));
        assert_eq!(f.best_move_san.as_deref(), Some("Ra8#"));
        assert_eq!(
            (f.key_moves_san.clone(), f.pv_san.clone()),
            (vec!["Ra8#".to_owned()], vec!["Ra8#".to_owned()])
        );
        assert_eq!(SolutionFields::new(Kind::Mated, &p, &s).result, "mated");
        assert_eq!(f.time_ms, 1.5);
        let mut text = Vec::new();
        let cpu = std::time::Duration::from_micros(1250);
        write_text(&mut text, Kind::Mate, &p, "ab", 1, &s, cpu).expect("write");
        let text = String::from_utf8(text).expect("utf-8");
        assert!(text.contains("mate in 1\n"), "{text}");
        assert!(text.contains("Ra8# (a1a8)"), "{text}");
        assert!(text.contains("1. Ra8#"), "{text}");
        assert!(text.contains("20000 nodes/s"), "{text}");
        assert!(text.contains("cpu        1.250 ms\n"), "{text}");
    }
}
