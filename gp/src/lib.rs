//! Strongly-typed tree genetic programming. Knows nothing of chess.
//!
//! - [`PrimitiveSet`]: types and typed primitives (functions, terminals,
//!   ephemeral random constants), built with [`PrimitiveSet::builder`].
//! - [`Tree`]: a flat prefix-order array of [`Node`]s; S-expression printing
//!   and parsing, Graphviz output, subtree spans, size and depth.
//! - Generation ([`generate`], [`Method`]), variation ([`crossover`],
//!   [`subtree_mutation`], [`point_mutation`], [`erc_mutation`]) and
//!   selection ([`tournament`], [`compare`]), all type-respecting and within
//!   [`Limits`].
//! - [`Evolution`]: the generational loop over a domain's [`Evaluator`], with
//!   parallel evaluation, a [`HallOfFame`], [`GenerationStats`] and
//!   checkpoints; one `u64` seed decides a run on any number of threads.
//!
//! A domain maps each [`PrimId`] once to its own operation ([`PrimTable`])
//! and interprets a tree by walking [`Tree::nodes`] with an index; see
//! [`demo::multiplexer`] and [`demo::piecewise`] for complete examples.

mod checkpoint;
mod config;
pub mod demo;
mod dot;
mod erc;
mod evaluator;
mod evolution;
mod generate;
mod hall_of_fame;
mod ids;
mod node;
mod pset;
mod rng;
mod selection;
mod sexpr;
mod stats;
mod table;
mod tree;
mod variation;

pub use checkpoint::{CheckpointError, CheckpointErrorKind};
pub use config::{Config, ConfigError, MutationMix};
pub use erc::Erc;
pub use evaluator::{EvalContext, Evaluation, Evaluator, Individual};
pub use evolution::{Evolution, EvolutionError, RunOutcome};
pub use generate::{Method, generate, ramped_plan, smallest};
pub use hall_of_fame::{HallOfFame, HallOfFameEntry};
pub use ids::{PrimId, TypeId};
pub use node::Node;
pub use pset::{PrimKind, Primitive, PrimitiveSet, PrimitiveSetBuilder, PsetError, TreeError};
pub use rng::{GpRng, Purpose, stream_rng};
pub use selection::{compare, ranking, tournament};
pub use sexpr::{MAX_PARSE_NESTING, ParseError, ParseErrorKind};
pub use stats::{GenerationStats, Summary};
pub use table::{PrimTable, UnmappedPrimitive};
pub use tree::Tree;
pub use variation::{Limits, crossover, erc_mutation, point_mutation, subtree_mutation};
