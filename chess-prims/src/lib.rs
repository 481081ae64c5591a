//! The chess primitive set of mategp and the interpreter that runs an evolved tree on
//! a position; and [`Line`], the one place in the project where a move is applied and
//! a node counted.
//!
//! Two counters measure a search. A node is a move applied (docs/PRIMITIVES.md rule
//! 3), the cost that budgets, limits and fitness use. A board is a board simulated
//! after a move without applying it ([`Line::board_after`], [`SearchContext::boards`],
//! [`Choice::boards`]), the work that a condition the move alone decides and the
//! static filters of the move functions do at no node. What counts as one board:
//!
//! - a condition-taking move function (IfMyMoveExistsSuchThat,
//!   IfForAllOpponentMoves, MakeAnyOrAllMovesSuchThat, MyMoveIter) simulates at most
//!   one per move it asks its condition of, when the first terminal that reads the
//!   board needs it; every other terminal of the condition reads the same board.
//!   None when IsCheck and IsMaterialChange decide alone (they are read from the
//!   search order and the move), and none for a condition asked after the move is
//!   applied, which reads the position itself;
//! - IfPinCloseToKingMove and IfAttackingKingMove one per player move, IfSuicideCheck
//!   one per checking move that is not a double pawn step, IfClearingWayMove one per
//!   move up to the first that clears the way;
//! - a second primitive asking about the same moves simulates, and counts, again.
//!
//! The check tests ([`gives_check`], [`may_checkmate`]) rebuild the moved pieces'
//! bitboards rather than a board and count nothing; the boards the alpha-beta prover
//! simulates (in [`blockable_check`], [`no_checking_reply`] and the like) go through
//! no search context and are not a searcher's.
//!
//! - [`Primitives`]: the 38 primitives (docs/PRIMITIVES.md) as a typed gp primitive
//!   set, [`Op`] their meanings, [`describe`] a printable listing.
//! - [`Program`]: a searcher tree compiled for evaluation on a [`SearchContext`].
//! - [`choose_move`]: the root module (paper §4.1); [`search_order`]: the order in
//!   which it and the move-making primitives try moves.
//! - [`features`]: the static board features the primitives share.

mod check;
mod child_hash;
mod context;
pub mod cpu_time;
pub mod features;
mod interp;
mod line;
mod move_set;
mod movegen;
mod order;
mod prims;
mod root;
#[cfg(test)]
mod test_util;

pub use check::{
    CheckInfo, DisarmFilter, blockable_check, check_answer_estimate, first_legal_check,
    first_legal_check_with, gives_check, mate_candidates, mate_candidates_into, may_checkmate,
    may_checkmate_with, no_checking_reply, no_checking_reply_to_quiet, passed_mate_candidate,
};
pub use child_hash::ChildBase;
pub use context::{SearchContext, SearchLimits};
pub use interp::{Program, ProgramError, Value};
pub use line::{IllegalMove, Line, Peek, zobrist};
pub use move_set::{MoveIndices, MoveSet};
pub use movegen::{
    legal_move_count, legal_moves_and_checks_into, legal_moves_and_checks_with, legal_moves_into,
};
pub use order::search_order;
pub use prims::{
    Extensions, Op, PrimitiveDoc, Primitives, REVISION, SCORE_MAX, Ty, describe, describe_optional,
};
pub use root::{Choice, choose_move, choose_move_in, choose_move_within};
