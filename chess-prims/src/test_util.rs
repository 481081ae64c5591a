//! Helpers for the crate's unit tests.

use shakmaty::{CastlingMode, Chess, Move, fen::Fen, uci::UciMove};

/// The legal position of `fen`.
pub fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("test FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal test position")
}

/// The position of `fen` and its legal move `uci`.
pub fn position_and_move(fen: &str, uci: &str) -> (Chess, Move) {
    let pos = position(fen);
    let mv = uci
        .parse::<UciMove>()
        .expect("test move")
        .to_move(&pos)
        .expect("legal test move");
    (pos, mv)
}
