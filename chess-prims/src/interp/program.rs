//! A tree compiled for evaluation: the ops in prefix order with each subtree's end.

use std::fmt;

use gp::{ParseError, Tree, TreeError};
use shakmaty::Color;

use super::eval::Interp;
use super::value::Value;
use crate::cpu_time::{cpu_since, thread_cpu_time};
use crate::prims::{Op, Primitives, SCORE_MAX};
use crate::{SearchContext, SearchLimits};

/// One node: its operation, where its subtree ends, and its constant (if any).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cell {
    pub op: Op,
    pub end: u32,
    pub value: f64,
}

/// A searcher tree ready to run: compiled once from a gp [`Tree`] (ids mapped to
/// [`Op`]s, subtree ends precomputed so an unevaluated branch is skipped in O(1)),
/// then evaluated on any number of positions.
#[derive(Clone, Debug)]
pub struct Program {
    cells: Vec<Cell>,
    /// Edges on the longest root-to-leaf path: how deep the walk recurses.
    depth: usize,
}

/// Trees up to this deep are evaluated on the caller's stack: every evolved tree
/// (evolution caps depth far below this), at no cost.
const INLINE_DEPTH: usize = 64;

/// Stack reserved per level of a deeper tree: several times what one level of the
/// walk (a move function's frame and its closure's) takes in an unoptimised build.
/// Reserved, not touched: the thread's pages are only used as the walk goes down.
const STACK_PER_LEVEL: usize = 16 << 10;

/// Stack for everything below the walk's first frame.
const STACK_BASE: usize = 1 << 20;

/// A tree that cannot become a [`Program`].
#[derive(Clone, Debug, PartialEq)]
pub enum ProgramError {
    /// The S-expression does not parse.
    Parse(ParseError),
    /// The tree is not a well-typed `Float` tree of this primitive set.
    Tree(TreeError),
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgramError::Parse(e) => write!(f, "searcher does not parse: {e}"),
            ProgramError::Tree(e) => write!(f, "searcher is not a valid tree: {e}"),
        }
    }
}

impl std::error::Error for ProgramError {}

impl Program {
    /// Compiles a tree of type `Float` made with `prims`' primitive set.
    pub fn compile(prims: &Primitives, tree: &Tree) -> Result<Program, ProgramError> {
        prims
            .pset()
            .check(tree, prims.float())
            .map_err(ProgramError::Tree)?;
        let depth = tree.depth();
        let ends = tree.subtree_ends();
        let cells = tree
            .nodes()
            .iter()
            .zip(ends)
            .map(|(n, end)| Cell {
                op: prims.op(n.prim()),
                end: end as u32,
                value: n.value(),
            })
            .collect();
        Ok(Program { cells, depth })
    }

    /// Parses an S-expression (e.g. `(If3 IsCheck (MakeBestMove EvaluateMaterial) -12.5)`)
    /// and compiles it.
    pub fn parse(prims: &Primitives, text: &str) -> Result<Program, ProgramError> {
        let tree = Tree::parse(prims.pset(), text, prims.float()).map_err(ProgramError::Parse)?;
        Program::compile(prims, &tree)
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a tree has at least one node.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Evaluates the tree at the context's current position: a score in
    /// [−1000, 1000], higher meaning more likely to lead to the player's mate. Every
    /// move it applies is undone before it returns, and counted in `ctx`.
    ///
    /// The walk recurses once per level of the tree, so a tree deeper than
    /// [`INLINE_DEPTH`] (any the parser accepts, up to `gp::MAX_PARSE_NESTING`) is
    /// walked on a thread of its own whose stack is sized from its depth: the
    /// caller's stack, whatever its size, never overflows; that thread's CPU time is
    /// added to [`SearchContext::walker_cpu`]. If it cannot be started the tree scores
    /// −1000, the lowest score.
    pub fn evaluate(&self, ctx: &mut SearchContext) -> f64 {
        self.evaluate_value(ctx).score
    }

    /// [`Program::evaluate`] with the proof the walk made: whether it showed that the
    /// player mates on every line from here ([`Value`]).
    pub fn evaluate_value(&self, ctx: &mut SearchContext) -> Value {
        if self.depth <= INLINE_DEPTH {
            return self.walk(ctx);
        }
        let stack = STACK_BASE.saturating_add(self.depth.saturating_mul(STACK_PER_LEVEL));
        let walked = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .name("mategp-deep-tree".to_owned())
                .stack_size(stack)
                .spawn_scoped(scope, || {
                    let start = thread_cpu_time();
                    let score = self.walk(ctx);
                    (score, cpu_since(start))
                })
                .ok()
                .and_then(|walker| walker.join().ok())
        });
        match walked {
            Some((score, cpu)) => {
                ctx.add_walker_cpu(cpu);
                score
            }
            None => Value::score(-SCORE_MAX),
        }
    }

    fn walk(&self, ctx: &mut SearchContext) -> Value {
        Interp::new(&self.cells, ctx.ply()).float(0, ctx).clamped()
    }

    /// Edges on the longest root-to-leaf path.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Evaluates the tree at `position` as a node of a search for `player`, on a
    /// fresh context: `(score, nodes)`.
    pub fn evaluate_at(
        &self,
        position: shakmaty::Chess,
        player: Color,
        limits: SearchLimits,
    ) -> (f64, u64) {
        let mut ctx = SearchContext::with_player(position, player, limits);
        let score = self.evaluate(&mut ctx);
        (score, ctx.nodes())
    }
}
