//! Move ordering for mate search, staged as in Stockfish's move picker: the table's
//! move first, then the attacker's killers, and only then the rest, scored by Geniss's move
//! weights for the attacker (checks, captures, king-area attacks) and as likely
//! refutations for the defender. A node decided by its first move scores nothing.
//!
//! [`Killers`] and [`History`] remember what decided earlier nodes; [`MovePicker`]
//! hands a node's moves out in stages; `scoring` weighs the moves left.

mod history;
mod killers;
mod picker;
mod scoring;

pub use history::History;
pub use killers::Killers;
pub use picker::MovePicker;

use shakmaty::Move;

use super::tt::PackedMove;

/// What the picker knows beyond the position.
pub struct Hints<'a> {
    pub table_move: PackedMove,
    pub killers: Option<&'a Killers>,
    pub history: Option<&'a History>,
    pub ply: u32,
    /// Order by the mate heuristics at all (off measures their effect).
    pub mate_heuristics: bool,
    /// Attacker moves to hand out before all others, in this order (a search guided
    /// by an evolved searcher).
    pub first: &'a [Move],
    /// Enough moves left that the attacker's quiet moves are worth ordering by the
    /// flight squares they leave.
    pub deep: bool,
}
