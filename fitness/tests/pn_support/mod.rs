//! Shared by the pn_* tests: positions, EPD samples, and an independent mate checker.

#![allow(dead_code)]

use std::collections::HashMap;
use std::path::Path;

use chess_prims::Line;
use fitness::problem::{ReadOptions, read_epd_file};
use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, uci::UciMove};

pub fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("test FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal test position")
}

pub fn uci(m: &Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

pub fn parse_uci(pos: &Chess, s: &str) -> Move {
    s.parse::<UciMove>()
        .expect("test UCI")
        .to_move(pos)
        .expect("legal test move")
}

/// One problem of a suite: id, position, stated mate length (moves; negative: the
/// side to move is mated).
pub struct Sample {
    pub id: String,
    pub position: Chess,
    pub mate: Option<i32>,
}

/// Every `step`-th problem of a vendored suite (problems/), at most `take` of them.
pub fn sample(rel: &str, step: usize, take: usize) -> Vec<Sample> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../problems")
        .join(rel);
    let suite = read_epd_file(
        &path,
        ReadOptions {
            require_mate: false,
            skip_bad: true,
        },
    )
    .expect("the vendored problem files are readable");
    suite
        .problems
        .into_iter()
        .step_by(step.max(1))
        .take(take)
        .map(|p| Sample {
            id: p.id,
            position: p.position,
            mate: p.mate,
        })
        .collect()
}

/// A plain minimax mate verifier, written apart from the solvers: full width, no
/// pruning but short-circuit and a cache of exact answers. Rules as the solvers use
/// them: checkmate wins, stalemate and a halfmove clock of 100 (unless mate) draw.
/// Repetitions cannot matter: a shortest mate never repeats a position.
#[derive(Default)]
pub struct Checker {
    cache: HashMap<(u64, u32, u32), bool>,
    pub nodes: u64,
}

impl Checker {
    /// Does the side to move force mate within `n` moves?
    pub fn mates_within(&mut self, pos: &Chess, n: u32) -> bool {
        let mut line = Line::new(pos.clone());
        self.attacker(&mut line, n)
    }

    /// Does `mv` force mate within `n` moves at `pos`?
    pub fn mates_after(&mut self, pos: &Chess, mv: &Move, n: u32) -> bool {
        let mut line = Line::new(pos.clone());
        line.play_unchecked(mv);
        self.defender_lost(&mut line, n)
    }

    /// Every first move that forces mate within `n` moves.
    pub fn key_moves(&mut self, pos: &Chess, n: u32) -> Vec<Move> {
        let mut line = Line::new(pos.clone());
        let mut keys = Vec::new();
        for m in pos.legal_moves() {
            line.play_unchecked(&m);
            if self.defender_lost(&mut line, n) {
                keys.push(m);
            }
            line.undo();
        }
        keys
    }

    fn attacker(&mut self, line: &mut Line, n: u32) -> bool {
        let pos = line.position();
        if n == 0 || pos.halfmoves() >= 100 {
            return false;
        }
        let key = (line.hash(), pos.halfmoves(), n);
        if let Some(&known) = self.cache.get(&key) {
            return known;
        }
        let mut moves = pos.legal_moves();
        // Checks first: only the order changes, and mates are mostly checks.
        moves.sort_by_key(|m| {
            let after = line.position().clone().play(*m);
            !after.is_ok_and(|p| p.is_check())
        });
        let mut found = false;
        for m in &moves {
            line.play_unchecked(m);
            self.nodes += 1;
            found = self.defender_lost(line, n);
            line.undo();
            if found {
                break;
            }
        }
        self.cache.insert(key, found);
        found
    }

    /// With the defender to move after the attacker's move: is the defender mated
    /// now, or does every reply leave a mate within `n - 1`?
    fn defender_lost(&mut self, line: &mut Line, n: u32) -> bool {
        let pos = line.position();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return pos.is_check();
        }
        if n <= 1 || pos.halfmoves() >= 100 {
            return false;
        }
        for r in &moves {
            line.play_unchecked(r);
            self.nodes += 1;
            let lost = self.attacker(line, n - 1);
            line.undo();
            if !lost {
                return false;
            }
        }
        true
    }
}

/// Panics unless `pv` is a legal line from `pos` that ends in checkmate within
/// `mate_in` moves of the side to move: exactly then when `exact`. (df-pn proves a
/// bound; the line it reads back from its table may be shorter.)
pub fn assert_mating_line(pos: &Chess, pv: &[Move], mate_in: u32, exact: bool, what: &str) {
    let mut p = pos.clone();
    for (i, m) in pv.iter().enumerate() {
        p = match p.play(*m) {
            Ok(next) => next,
            Err(_) => panic!("{what}: pv move {i} ({m}) is illegal"),
        };
    }
    assert!(p.is_checkmate(), "{what}: pv does not end in mate");
    let plies = pv.len() as u32;
    assert!(plies % 2 == 1, "{what}: the attacker mates");
    if exact {
        assert_eq!(plies, 2 * mate_in - 1, "{what}: pv length against mate_in");
    } else {
        assert!(
            plies < 2 * mate_in,
            "{what}: pv of {plies} plies, mate_in {mate_in}"
        );
    }
}
