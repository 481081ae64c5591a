//! Strongly-typed tree genetic programming. Knows nothing of chess.
//!
//! - [`PrimitiveSet`]: types and typed primitives (functions, terminals,
//!   ephemeral random constants), built with [`PrimitiveSet::builder`].
//! - [`Tree`]: a flat prefix-order array of [`Node`]s; S-expression printing
//!   and parsing, Graphviz output, subtree spans, size and depth.
//!
//! A domain maps each [`PrimId`] once to its own operation ([`PrimTable`])
//! and interprets a tree by walking [`Tree::nodes`] with an index.

mod dot;
mod erc;
mod ids;
mod node;
mod pset;
mod rng;
mod sexpr;
mod table;
mod tree;

pub use erc::Erc;
pub use ids::{PrimId, TypeId};
pub use node::Node;
pub use pset::{PrimKind, Primitive, PrimitiveSet, PrimitiveSetBuilder, PsetError, TreeError};
pub use rng::{GpRng, Purpose, stream_rng};
pub use sexpr::{MAX_PARSE_NESTING, ParseError, ParseErrorKind};
pub use table::{PrimTable, UnmappedPrimitive};
pub use tree::Tree;
