//! The static check tests: questions about checks answered from attack sets, without
//! applying a move, so they cost no node (docs/PRIMITIVES.md rule 3). The prover and
//! the primitives share them.
//!
//! - [`gives`]: does a move give check ([`gives_check`], [`CheckInfo`]), may it mate
//!   (no flight square left: [`may_checkmate`]);
//! - [`mate_candidates`]: the checks that may mate, enumerated without generating
//!   every legal move;
//! - [`evasion`]: can a check be answered other than by a king move
//!   ([`blockable_check`]), and how many answers it leaves, roughly;
//! - [`passed_candidate`]: would a side have a check that may mate if the other
//!   passed ([`passed_mate_candidate`]);
//! - [`reply`]: can the other side answer a move with a check ([`no_checking_reply`];
//!   [`DisarmFilter`] picks the moves worth asking about);
//! - [`by_attack`]: one side's pieces by how they attack, which each test rebuilds
//!   after a move instead of a board.
//!
//! The checks a primitive reads off a position (who checks, who could, forks,
//! discovered checks) are board features: `crate::features` (`features/checks.rs`).

mod by_attack;
pub(crate) mod evasion;
pub(crate) mod gives;
pub(crate) mod mate_candidates;
mod passed_candidate;
pub(crate) mod reply;

pub(crate) use by_attack::ByAttack;
pub use evasion::{blockable_check, check_answer_estimate};
pub use gives::{CheckInfo, gives_check, may_checkmate, may_checkmate_with};
pub use mate_candidates::{
    first_legal_check, first_legal_check_with, mate_candidates, mate_candidates_into,
};
pub use passed_candidate::passed_mate_candidate;
pub use reply::{DisarmFilter, no_checking_reply, no_checking_reply_to_quiet};
