//! One mate problem as a file states it.

use shakmaty::{Chess, Move};

use super::{Opcode, Source, moves};
use crate::{MAX_MATE, MateDepth};

/// A position with what its file claims about it. The claims (mate length, key moves)
/// are data to check, not truth: the reference prover decides.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The `id` opcode, or the source (`file:line`) when there is none.
    pub id: String,
    pub source: Source,
    /// The FEN, six fields (clocks `0 1` when the file gave none).
    pub fen: String,
    pub position: Chess,
    /// The mate length in moves from `dm N` or `bm #N`: positive, the side to move
    /// mates in N; negative, the side to move is mated in −N; `None` when not given.
    pub mate: Option<i32>,
    /// The file's `bm` moves, resolved against the position (empty for `bm #N`).
    pub key_moves: Vec<Move>,
    /// A line from the file's `pv` or `PV:` operation, resolved move by move.
    pub pv: Vec<Move>,
    /// The `c0` comment.
    pub comment: Option<String>,
    /// Every other operation, as written (`am`, matetrack's timings, …).
    pub other: Vec<Opcode>,
}

impl Problem {
    /// The mate length as a search depth, when the side to move mates in
    /// 1..=[`MAX_MATE`] moves.
    pub fn mate_depth(&self) -> Option<MateDepth> {
        self.mate
            .filter(|&n| n > 0 && n as u32 <= MAX_MATE)
            .and_then(|n| MateDepth::new(i64::from(n)).ok())
    }

    /// Is `m` one of the file's key moves?
    pub fn is_key_move(&self, m: &Move) -> bool {
        self.key_moves.contains(m)
    }

    /// The key moves in UCI notation.
    pub fn key_moves_uci(&self) -> Vec<String> {
        self.key_moves.iter().map(|&m| moves::uci(m)).collect()
    }
}
