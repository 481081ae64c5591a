//! The chess primitive set of mategp and the interpreter that runs an evolved tree on
//! a position; and [`Line`], the one place in the project where a move is applied and
//! a node counted.

mod check;
mod line;

pub use check::{gives_check, may_checkmate};
pub use line::{IllegalMove, Line, zobrist};
