//! A tiny exhaustive mate solver for unit tests of the bench rules: obviously
//! correct, and far too slow for anything beyond a few plies.

use std::time::Instant;

use chess_prims::Line;
use fitness::{Limits, MateDepth, MateSolver, Solution, Verdict};
use shakmaty::{Chess, Position};

/// Plain minimax over every legal move; never stops early.
pub struct Brute;

fn mates(line: &mut Line, n: u32) -> bool {
    let moves = line.position().legal_moves();
    moves.iter().any(|m| {
        line.play_unchecked(m);
        let ok = line.position().is_checkmate() || (n > 1 && defender_loses(line, n - 1));
        line.undo();
        ok
    })
}

fn defender_loses(line: &mut Line, n: u32) -> bool {
    let replies = line.position().legal_moves();
    !replies.is_empty()
        && replies.iter().all(|r| {
            line.play_unchecked(r);
            let ok = mates(line, n);
            line.undo();
            ok
        })
}

impl MateSolver for Brute {
    fn name(&self) -> &str {
        "brute"
    }

    fn solve(&mut self, position: &Chess, depth: MateDepth, _limits: Limits) -> Solution {
        let start = Instant::now();
        let mut line = Line::new(position.clone());
        for k in 1..=depth.get() {
            let mut keys = Vec::new();
            for m in &position.legal_moves() {
                line.play_unchecked(m);
                if line.position().is_checkmate() || (k > 1 && defender_loses(&mut line, k - 1)) {
                    keys.push(*m);
                }
                line.undo();
            }
            if let Some(&first) = keys.first() {
                return Solution {
                    verdict: Verdict::Mate,
                    mate_in: Some(k),
                    key_moves: keys,
                    pv: vec![first],
                    nodes: line.nodes(),
                    elapsed: start.elapsed(),
                    stopped_by: None,
                };
            }
        }
        Solution {
            verdict: Verdict::NoMate,
            mate_in: None,
            key_moves: Vec::new(),
            pv: Vec::new(),
            nodes: line.nodes(),
            elapsed: start.elapsed(),
            stopped_by: None,
        }
    }
}
