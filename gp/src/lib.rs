//! Strongly-typed tree genetic programming. Knows nothing of chess.
//!
//! - [`PrimitiveSet`]: types and typed primitives (functions, terminals,
//!   ephemeral random constants), built with [`PrimitiveSet::builder`].
//! - [`Tree`]: a flat prefix-order array of [`Node`]s; S-expression printing
//!   and parsing, Graphviz output, subtree spans, size and depth.
//! - Generation ([`generate`], [`Method`]), variation ([`crossover`],
//!   [`subtree_mutation`], [`point_mutation`], [`erc_mutation`], [`nest_mutation`]) and
//!   selection ([`tournament`], [`lexicase`], [`compare`]), all type-respecting and within
//!   [`TreeLimits`].
//! - [`Evolution`]: the generational loop over a domain's [`Evaluator`], with
//!   parallel evaluation, a [`HallOfFame`], [`GenerationStats`] and
//!   checkpoints; one `u64` seed decides a run on any number of threads.
//! - [`Archipelago`]: the island model, several [`Evolution`]s with ring
//!   migration ([`Migration`]), in one process or across processes through a
//!   [`Transport`].
//!
//! A domain maps each [`PrimId`] once to its own operation ([`PrimTable`])
//! and interprets a tree by walking [`Tree::nodes`] with an index; see
//! [`demo::multiplexer`] and [`demo::piecewise`] for complete examples.
//!
//! ```
//! use std::ops::ControlFlow;
//! use gp::{Config, Erc, EvalContext, Evaluation, Evaluator, Evolution, Node, PrimTable,
//!          PrimitiveSet, Tree};
//!
//! // 1. The primitive set: types, then typed functions, terminals, constants.
//! let mut b = PrimitiveSet::builder();
//! let num = b.add_type("Num");
//! b.add_function("Add", num, &[num, num]);
//! b.add_function("Mul", num, &[num, num]);
//! b.add_terminal("X", num);
//! b.add_erc("K", num, Erc::UniformInt { lo: -3, hi: 3 });
//! let pset = b.build().expect("valid set");
//!
//! // 2. The evaluator: map ids to the domain's operations once, walk the nodes.
//! #[derive(Clone, Copy)]
//! enum Op { Add, Mul, X, K }
//! struct Fit(PrimTable<Op>);
//! impl Fit {
//!     fn eval(&self, nodes: &[Node], pos: &mut usize, x: f64) -> f64 {
//!         let n = nodes[*pos];
//!         *pos += 1;
//!         match self.0[n.prim()] {
//!             Op::Add => self.eval(nodes, pos, x) + self.eval(nodes, pos, x),
//!             Op::Mul => self.eval(nodes, pos, x) * self.eval(nodes, pos, x),
//!             Op::X => x,
//!             Op::K => n.value(),
//!         }
//!     }
//! }
//! impl Evaluator for Fit {
//!     type Stats = ();
//!     fn evaluate(&self, tree: &Tree, _: &EvalContext) -> Evaluation<()> {
//!         // Target x^2 + x: minus the summed error, so higher is better.
//!         let err: f64 = (-5..=5).map(|i| {
//!             let x = f64::from(i);
//!             (self.eval(tree.nodes(), &mut 0, x) - (x * x + x)).abs()
//!         }).sum();
//!         (-err).into()
//!     }
//! }
//! let ops = PrimTable::new(&pset, |p| Some(match p.name() {
//!     "Add" => Op::Add, "Mul" => Op::Mul, "X" => Op::X, "K" => Op::K, _ => return None,
//! })).expect("every primitive mapped");
//!
//! // 3. Evolve: one seed decides the run; the rayon pool decides the threads.
//! let config = Config { population_size: 200, generations: 30,
//!                       target_fitness: Some(0.0), ..Config::default() };
//! let mut evolution = Evolution::new(pset, num, config, Fit(ops), 42).expect("valid setup");
//! let outcome = evolution.run(|evo| {
//!     let s = evo.stats().expect("after a step");
//!     let _ = (s.generation, s.best_fitness, s.fitness.mean); // log, checkpoint, ...
//!     ControlFlow::Continue(())
//! });
//! println!("{} in {} generations: {}", outcome.solved, outcome.generations,
//!          outcome.best.tree.to_sexpr(evolution.pset()));
//! ```

mod archipelago;
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
mod island;
mod lexicase;
mod migration_cost;
mod node;
mod pset;
mod pset_error;
mod rng;
mod selection;
mod sexpr;
mod stats;
mod table;
mod transport;
mod tree;
mod variation;

pub use archipelago::{Archipelago, ArchipelagoError, checkpoint_islands};
pub use checkpoint::{CheckpointError, CheckpointErrorKind, fnv1a64};
pub use config::{Config, ConfigError, MutationMix, Selection};
pub use erc::Erc;
pub use evaluator::{EvalContext, Evaluation, Evaluator, Individual};
pub use evolution::{Evolution, EvolutionError, RunOutcome};
pub use generate::{Method, generate, ramped_plan, smallest};
pub use hall_of_fame::{HallOfFame, HallOfFameEntry};
pub use ids::{PrimId, TypeId};
pub use island::{Migration, island_seed};
pub use lexicase::{case_epsilons, lexicase};
pub use migration_cost::MigrationCost;
pub use node::Node;
pub use pset::{PrimKind, Primitive, PrimitiveSet, PrimitiveSetBuilder, TreeError};
pub use pset_error::{NameError, PsetError, PsetProblem};
pub use rng::{GpRng, Purpose, stream_rng};
pub use selection::{compare, ranking, tournament};
pub use sexpr::{MAX_PARSE_NESTING, ParseError, ParseErrorKind};
pub use stats::{GenerationStats, Summary};
pub use table::{PrimTable, UnmappedPrimitive};
pub use transport::{LocalTransport, Transport};
pub use tree::Tree;
pub use variation::{
    TreeLimits, crossover, erc_mutation, nest_mutation, point_mutation, subtree_mutation,
};
