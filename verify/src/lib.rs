//! Mate certificates: a proof tree of a forced mate that a small program checks without
//! trusting the solver that found it (docs/CERTIFICATES.md).
//!
//! A certificate is a header (the root FEN and the mate length) and the nodes of the
//! tree, one per JSON line: at an attacker node the one move played, at a defender
//! node every legal reply, down to the attacker's mating moves. Positions reached by
//! several lines are one node (a DAG); a node refers only to later nodes, so the
//! root is node 0 and the graph has no cycle.
//!
//! [`verify`] reads a file's bytes and replays the tree with shakmaty's move
//! generation: every move legal, every defender reply present, every leaf checkmate,
//! every node reached with one position, the depth the header's. This crate knows the
//! rules of chess and the format, nothing of mategp's search.
//!
//! ```
//! use verify::{Expect, verify};
//! let file = concat!(
//!     r#"{"format":"mategp-certificate","version":1,"fen":"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1","mate_in":1,"nodes":1}"#,
//!     "\n",
//!     r#"{"n":0,"mate":"a1a8"}"#,
//!     "\n",
//! );
//! let valid = verify(file.as_bytes(), &Expect::default()).expect("a mate in one");
//! assert_eq!(valid.mate_in, 1);
//! ```

mod check;
mod format;
mod invalid;
mod read;

pub use check::{Expect, Valid, check};
pub use format::{Certificate, FILE_SUFFIX, FORMAT, Header, Node, VERSION};
pub use invalid::{Invalid, Reason};
pub use read::parse;

/// Reads a certificate from the bytes of its file and checks it.
pub fn verify(bytes: &[u8], expect: &Expect) -> Result<Valid, Invalid> {
    check(&parse(bytes)?, expect)
}
