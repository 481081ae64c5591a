//! The causal tests along one proven line: for each attacker move, the line without
//! it; for each defender move, the line with a pass in its place, and the threat
//! against it. Their traces go to the theme templates.

use shakmaty::{Chess, Move};

use super::causal::{Step, Trace, Which, alternate};
use super::oracle::{Mate, Oracle};
use super::themes::{Found, Test, TestKind, Theme, board_facts, cause_text, match_trace};

/// Explains `line` (a proven mate from `root`, attacker first, ending in mate);
/// appends new themes to `out`.
pub fn explain_line(oracle: &mut Oracle, root: &Chess, line: &[Move], out: &mut Vec<Theme>) {
    let mut positions = vec![root.clone()];
    for mv in line {
        let last = positions.last().cloned().unwrap_or_else(|| root.clone());
        positions.push(oracle.play(&last, mv));
    }
    // Attacker moves still to come from ply p (an attacker's ply) to the mate.
    let left = |p: usize| ((line.len() - p) as u32).div_ceil(2);
    for (ply, found) in board_facts(&positions, line) {
        add(out, line, ply, found, None, Vec::new(), Vec::new());
    }
    for ply in 0..line.len() {
        if oracle.exhausted() {
            return;
        }
        let start = &positions[ply];
        let mbe = line[ply];
        if ply % 2 == 0 {
            // Omit the attacker's move and its reply; play the next attacker move at once.
            if ply + 2 >= line.len() {
                continue;
            }
            let reply = line[ply + 1];
            let test = Test {
                kind: TestKind::Omit,
                ply,
                mbe,
                reply: Some(reply),
                start: start.clone(),
                after: positions[ply + 1].clone(),
            };
            let traces = alternate(
                oracle,
                positions[ply + 2].clone(),
                start.clone(),
                line[ply + 2],
                left(ply + 2),
            );
            let prefix_a = vec![Step::Move(mbe), Step::Move(reply)];
            record(out, line, &test, &traces, &prefix_a, &[]);
        } else {
            let Some(passed) = oracle.pass(start) else {
                continue;
            };
            let test = Test {
                kind: TestKind::Reply,
                ply,
                mbe,
                reply: None,
                start: start.clone(),
                after: positions[ply + 1].clone(),
            };
            // The reply against a pass: what does it give the attacker?
            let traces = alternate(
                oracle,
                positions[ply + 1].clone(),
                passed.clone(),
                line[ply + 1],
                left(ply + 1),
            );
            record(out, line, &test, &traces, &[Step::Move(mbe)], &[Step::Pass]);
            // The threat against the reply: how does the reply defend?
            let Mate::In(k, threat) = oracle.mate(&passed, left(ply + 1)) else {
                continue;
            };
            let Some(&t) = threat.first() else {
                continue;
            };
            let test = Test {
                kind: TestKind::Threat,
                ..test
            };
            let traces = alternate(oracle, passed, positions[ply + 1].clone(), t, k);
            record(out, line, &test, &traces, &[Step::Pass], &[Step::Move(mbe)]);
        }
    }
}

fn record(
    out: &mut Vec<Theme>,
    line: &[Move],
    test: &Test,
    traces: &[Trace],
    prefix_a: &[Step],
    prefix_b: &[Step],
) {
    for trace in traces {
        let steps = |prefix: &[Step], rest: &[Step]| -> Vec<Option<Move>> {
            line[..test.ply]
                .iter()
                .map(|m| Some(*m))
                .chain(prefix.iter().chain(rest).map(|s| match s {
                    Step::Move(m) => Some(*m),
                    Step::Pass => None,
                }))
                .collect()
        };
        let a = steps(prefix_a, &trace.a);
        let b = steps(prefix_b, &trace.b);
        for found in match_trace(trace, test) {
            add(
                out,
                line,
                test.ply,
                found,
                Some((trace.mv, trace.illegal_in, cause_text(trace))),
                a.clone(),
                b.clone(),
            );
        }
    }
}

fn add(
    out: &mut Vec<Theme>,
    line: &[Move],
    ply: usize,
    found: Found,
    parting: Option<(Move, Which, String)>,
    line_a: Vec<Option<Move>>,
    line_b: Vec<Option<Move>>,
) {
    let theme = Theme {
        kind: found.kind,
        ply,
        line: line.to_vec(),
        pieces: found
            .pieces
            .iter()
            .map(|&(p, s)| super::themes::piece_name(p, s))
            .collect(),
        squares: found.squares,
        text: found.text,
        line_a: if line_a.is_empty() {
            line[..=ply].iter().map(|m| Some(*m)).collect()
        } else {
            line_a
        },
        line_b,
        parting: parting.as_ref().map(|(m, w, _)| (*m, *w)),
        cause: parting.map(|(_, _, c)| c).unwrap_or_default(),
    };
    // The same theme of the same move, seen again in another variation, once.
    let same = |t: &Theme| {
        t.kind == theme.kind
            && t.ply == theme.ply
            && t.line.get(ply) == theme.line.get(ply)
            && t.pieces == theme.pieces
            && t.squares == theme.squares
    };
    if !out.iter().any(same) {
        out.push(theme);
    }
}
