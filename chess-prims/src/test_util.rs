//! Helpers for the crate's unit tests.

use shakmaty::{CastlingMode, Chess, Move, fen::Fen, uci::UciMove};

/// The position of `fen` and its legal move `uci`.
pub fn position_and_move(fen: &str, uci: &str) -> (Chess, Move) {
    let pos: Chess = fen
        .parse::<Fen>()
        .expect("test FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal test position");
    let mv = uci
        .parse::<UciMove>()
        .expect("test move")
        .to_move(&pos)
        .expect("legal test move");
    (pos, mv)
}
