//! Mate problems: EPD/FEN reading and the built-in pool.
//!
//! ```
//! use fitness::problem::{ReadOptions, read_epd};
//! let suite = read_epd(
//!     r#"6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 1; id "back rank";"#,
//!     "example.epd",
//!     ReadOptions { require_mate: true, ..ReadOptions::default() },
//! )
//! .expect("a valid line");
//! assert_eq!(suite.problems[0].mate, Some(1));
//! assert_eq!(suite.problems[0].key_moves_uci(), ["a1a8"]);
//! ```

pub mod builtin;
mod error;
mod fen;
mod moves;
mod opcode;
#[allow(clippy::module_inception)]
mod problem;
mod reader;

pub use error::{
    FenError, FenField, ProblemError, ProblemErrorKind, ReadError, Source, position_error_names,
};
pub use fen::{ParsedFen, parse_fen};
pub use moves::{MoveTokenError, parse_move, san, san_line, uci};
pub use opcode::Opcode;
pub use problem::Problem;
pub use reader::{ReadOptions, Suite, load_suite, parse_epd_line, read_epd, read_epd_file};

#[cfg(test)]
mod tests;
