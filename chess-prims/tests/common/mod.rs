//! Helpers shared by the integration tests: positions from FEN, evaluation of a tree
//! at a node with the "leaves the position as it found it" check built in, EPD
//! problems, and an independent mate verifier.
#![allow(dead_code)]

use std::sync::OnceLock;

use rand::{RngExt, SeedableRng};

use chess_prims::{Line, Primitives, Program, SearchContext, SearchLimits};
use shakmaty::{CastlingMode, Chess, Color, Move, Position, fen::Fen, san::San, uci::UciMove};

/// Always true, always false, as trees.
pub const TRUE: &str = "(Not (Smaller 1 0))";
pub const FALSE: &str = "(Smaller 1 0)";

pub const UNLIMITED: SearchLimits = SearchLimits {
    budget: u64::MAX,
    max_ply: 64,
    board_budget: u64::MAX,
};

pub fn prims() -> &'static Primitives {
    static P: OnceLock<Primitives> = OnceLock::new();
    P.get_or_init(Primitives::new)
}

pub fn program(sexpr: &str) -> Program {
    Program::parse(prims(), sexpr).unwrap_or_else(|e| panic!("{sexpr}: {e}"))
}

pub fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("test FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal test position")
}

pub fn uci(pos: &Chess, m: &str) -> Move {
    m.parse::<UciMove>()
        .expect("test UCI")
        .to_move(pos)
        .expect("legal test move")
}

/// The result of evaluating a tree at a node.
#[derive(Debug)]
pub struct Probe {
    pub value: f64,
    /// Nodes the evaluation applied (set-up moves excluded).
    pub nodes: u64,
}

/// Evaluates `sexpr` after playing `moves` from `fen` (the side to move at `fen` is
/// the player), within `limits` counted from `fen`. Asserts that the evaluation left
/// the context exactly as it found it.
pub fn eval_after(sexpr: &str, fen: &str, moves: &[&str], limits: SearchLimits) -> Probe {
    let mut ctx = SearchContext::new(position(fen), limits);
    for m in moves {
        let mv = uci(ctx.position(), m);
        ctx.play(&mv).expect("legal set-up move");
    }
    probe(sexpr, &mut ctx)
}

/// Like [`eval_after`], with `budget` nodes left for the evaluation (after the set-up
/// moves) and, if `at_cap`, the depth cap at the evaluated node.
pub fn eval_limited(sexpr: &str, fen: &str, moves: &[&str], budget: u64, at_cap: bool) -> Probe {
    let setup = moves.len() as u64;
    let limits = SearchLimits {
        budget: setup + budget,
        max_ply: if at_cap { setup as u32 } else { 64 },
        board_budget: u64::MAX,
    };
    eval_after(sexpr, fen, moves, limits)
}

/// Evaluates `sexpr` at `fen` as a node of a search for `player`.
pub fn eval_for(sexpr: &str, fen: &str, player: Color, limits: SearchLimits) -> Probe {
    let mut ctx = SearchContext::with_player(position(fen), player, limits);
    probe(sexpr, &mut ctx)
}

/// Evaluates `sexpr` at `fen` with the side to move as the player (a MAX node).
pub fn eval(sexpr: &str, fen: &str) -> Probe {
    eval_after(sexpr, fen, &[], UNLIMITED)
}

/// Evaluates `sexpr` at `fen` with the side NOT to move as the player (a MIN node).
pub fn eval_min(sexpr: &str, fen: &str) -> Probe {
    let pos = position(fen);
    eval_for(sexpr, fen, !pos.turn(), UNLIMITED)
}

fn probe(sexpr: &str, ctx: &mut SearchContext) -> Probe {
    let before_pos = ctx.position().clone();
    let before_ply = ctx.ply();
    let before_hash = ctx.line().hash();
    let before_nodes = ctx.nodes();
    let value = program(sexpr).evaluate(ctx);
    assert_eq!(ctx.ply(), before_ply, "{sexpr}: ply changed");
    assert_eq!(ctx.position(), &before_pos, "{sexpr}: position changed");
    assert_eq!(ctx.line().hash(), before_hash, "{sexpr}: hash changed");
    assert!(
        ctx.nodes() <= ctx.limits().budget,
        "{sexpr}: budget exceeded"
    );
    Probe {
        value,
        nodes: ctx.nodes() - before_nodes,
    }
}

/// A Bool tree as a Float tree: 1 when it holds, 0 when not.
pub fn as_float(b: &str) -> String {
    format!("(If3 {b} 1 0)")
}

/// Evaluates a Bool tree.
pub fn holds(b: &str, fen: &str) -> (bool, u64) {
    let p = eval(&as_float(b), fen);
    (p.value == 1.0, p.nodes)
}

/// Evaluates a Bool tree at a MIN node.
pub fn holds_min(b: &str, fen: &str) -> (bool, u64) {
    let p = eval_min(&as_float(b), fen);
    (p.value == 1.0, p.nodes)
}

/// One EPD problem: the position, the key move (SAN) and the mate length.
pub struct Problem {
    pub id: String,
    pub position: Chess,
    pub key: Move,
    pub mate_in: u32,
}

/// Reads the first `limit` problems of a vendored file in problems/lichess/,
/// parsing only what the tests need: the four FEN fields, `bm` and `dm`.
pub fn problems(file: &str, limit: usize) -> Vec<Problem> {
    let path = format!("{}/../problems/lichess/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(limit)
        .enumerate()
        .map(|(i, line)| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let fen = format!("{} 0 1", fields[..4].join(" "));
            let position = position(&fen);
            let ops = fields[4..].join(" ");
            let opcode = |name: &str| {
                ops.split(';')
                    .map(str::trim)
                    .find_map(|op| op.strip_prefix(name))
                    .map(|v| v.trim().trim_matches('"').to_string())
                    .unwrap_or_else(|| panic!("{path}:{}: no {name}", i + 1))
            };
            let bm = opcode("bm ");
            let key = bm
                .parse::<San>()
                .unwrap_or_else(|e| panic!("{path}:{}: bm {bm}: {e}", i + 1))
                .to_move(&position)
                .unwrap_or_else(|e| panic!("{path}:{}: bm {bm}: {e}", i + 1));
            let mate_in = opcode("dm ").parse().expect("dm is a number");
            let id = opcode("id ");
            Problem {
                id,
                position,
                key,
                mate_in,
            }
        })
        .collect()
}

/// Independent check, by plain exhaustive search: does the player, to move at the
/// top of `line`, mate in at most `n` moves?
pub fn mates_within(line: &mut Line, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    for mv in line.position().legal_moves() {
        line.play_unchecked(&mv);
        let ok = forced_after(line, n);
        line.undo();
        if ok {
            return true;
        }
    }
    false
}

/// After the player's move: the opponent is mated, or every reply leaves a mate in
/// `n − 1`.
fn forced_after(line: &mut Line, n: u32) -> bool {
    let replies = line.position().legal_moves();
    if replies.is_empty() {
        return line.position().is_checkmate();
    }
    if n == 1 {
        return false;
    }
    replies.iter().all(|r| {
        line.play_unchecked(r);
        let ok = mates_within(line, n - 1);
        line.undo();
        ok
    })
}

/// Does `mv` force mate in at most `n` moves from `pos`?
pub fn move_mates_within(pos: &Chess, mv: &Move, n: u32) -> bool {
    let mut line = Line::new(pos.clone());
    line.play_unchecked(mv);
    forced_after(&mut line, n)
}

/// `count` positions reached by random walks of up to `max_plies` legal moves from the
/// starting position and the first `per_file` problems of each Lichess test set, so
/// that they cover checks, pins, promotions, en passant and castling rights as real
/// games do. The same `seed` gives the same positions.
pub fn walked_positions(count: usize, seed: u64, per_file: usize, max_plies: usize) -> Vec<Chess> {
    let mut starts: Vec<Chess> = (1..=5)
        .flat_map(|n| problems(&format!("mate{n}-test.epd"), per_file))
        .map(|p| p.position)
        .collect();
    starts.push(Chess::default());
    let mut rng = gp::GpRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let mut line = Line::new(starts[rng.random_range(0..starts.len())].clone());
            for _ in 0..rng.random_range(0..max_plies) {
                let moves = line.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                line.play_unchecked(&moves[rng.random_range(0..moves.len())]);
            }
            line.position().clone()
        })
        .collect()
}
