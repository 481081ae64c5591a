//! A tree compiled for evaluation: the ops in prefix order with each subtree's end.

use std::fmt;

use gp::{ParseError, Tree, TreeError};
use shakmaty::Color;

use super::eval::Interp;
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
}

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
        Ok(Program { cells })
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
    pub fn evaluate(&self, ctx: &mut SearchContext) -> f64 {
        Interp::new(&self.cells)
            .float(0, ctx)
            .clamp(-SCORE_MAX, SCORE_MAX)
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
