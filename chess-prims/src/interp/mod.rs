//! The interpreter: runs a compiled searcher tree on a [`crate::SearchContext`].

mod answers;
mod eval;
mod known;
mod moves;
mod program;
mod terminals;
mod value;

pub(crate) use answers::PlyAnswers;
pub use program::{Program, ProgramError};
pub use value::Value;
