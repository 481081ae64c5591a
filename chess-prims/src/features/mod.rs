//! Static board features: pure functions of a board (or position) and the player's
//! colour, computed from attack sets without applying any move, so that asking costs
//! no node (docs/PRIMITIVES.md rule 3); a board a primitive simulates after a move to
//! ask them of is counted apart as a board ([`crate::Line::board_after`]). The
//! terminals and the move-choosing functions share them, so "close to the king",
//! "pinned" or "attacks the king area" mean one thing everywhere.
//!
//! "Opponent" is always `!player`. A board without the opponent's king (never a legal
//! chess position) answers zero / false / empty rather than panicking.

mod after;
mod attacks;
mod checks;
mod geometry;
mod pins;
mod threat;
mod threat_memo;

pub use after::{board_after, moved_to};
pub use attacks::{
    attacked_by, king_area_attackers, king_blocked_squares, king_escape_squares,
    king_protects_piece, material, material_balance, piece_value, pieces_attacked_near_king,
};
pub use checks::{
    check_threats, checkers, clears_way, clears_way_from, clears_way_on, discovered_checkers,
    is_check_fork, pieces_that_can_check,
};
pub use geometry::{close_squares, edge_distance, king_area};
pub(crate) use pins::{lone_blockers, snipers};
pub use pins::{pinned, pinned_close_to_king};
pub use threat::{Threat, mate_threat};
pub use threat_memo::remembered_mate_threat;
