//! The tree walk: one recursive call per evaluated node, children found by index, and
//! unevaluated branches skipped by their precomputed ends (lazy evaluation).

use super::program::Cell;
use super::value::Value;
use crate::SearchContext;
use crate::prims::{Op, SCORE_MAX};

/// The walker over a compiled program. `Copy`, so move-making functions can hand it
/// to the closure that runs after a move.
#[derive(Clone, Copy)]
pub(crate) struct Interp<'p> {
    cells: &'p [Cell],
    /// The ply at which this evaluation of the whole tree began: `Recurse` below it
    /// evaluates the tree again only deeper than this.
    entry_ply: u32,
}

/// Stack left free before a recursion grows the stack, and how much it adds: a
/// recursive tree walks once per ply, so its depth is not the tree's.
const RECURSE_RED_ZONE: usize = 128 << 10;
const RECURSE_STACK_STEP: usize = 2 << 20;

impl<'p> Interp<'p> {
    pub fn new(cells: &'p [Cell], entry_ply: u32) -> Interp<'p> {
        Interp { cells, entry_ply }
    }

    /// The index of the child after child `c` (its next sibling).
    #[inline]
    pub fn next(self, c: usize) -> usize {
        self.cells[c].end as usize
    }

    /// The operation at node `i`.
    #[inline]
    pub fn op(self, i: usize) -> Op {
        self.cells[i].op
    }

    /// The constant at node `i` (meaningful for `Op::Constant` only).
    #[inline]
    pub fn value(self, i: usize) -> f64 {
        self.cells[i].value
    }

    /// The indices of all children of node `i`.
    pub fn child_range(self, i: usize) -> impl Iterator<Item = usize> {
        let end = self.next(i);
        std::iter::successors(Some(i + 1), move |&c| Some(self.next(c)))
            .take_while(move |&c| c < end)
    }

    /// The indices of the first `N` children of node `i`.
    #[inline]
    pub fn children<const N: usize>(self, i: usize) -> [usize; N] {
        let mut out = [i + 1; N];
        for k in 1..N {
            out[k] = self.next(out[k - 1]);
        }
        out
    }

    /// Evaluates the `Float` subtree at `i`.
    pub fn float(self, i: usize, ctx: &mut SearchContext) -> Value {
        let cell = self.cells[i];
        match cell.op {
            Op::Constant => Value::score(cell.value),
            Op::If3 => {
                let [b, f1, f2] = self.children(i);
                if self.boolean(b, ctx) {
                    self.float(f1, ctx)
                } else {
                    self.float(f2, ctx)
                }
            }
            op if op.is_move_function() => self.move_function(op, i, ctx),
            Op::Recurse => self.recurse(ctx),
            op => Value::score(self.float_terminal(op, ctx)),
        }
    }

    /// `Recurse`: the whole tree at the current position, only below the ply where this
    /// evaluation began, so each level is at least one applied move deeper and the
    /// depth cap (rule 5) and the budget (rule 6) bound the recursion.
    fn recurse(self, ctx: &mut SearchContext) -> Value {
        let ply = ctx.ply();
        if ply <= self.entry_ply {
            return Value::score(-SCORE_MAX);
        }
        let deeper = Interp::new(self.cells, ply);
        stacker::maybe_grow(RECURSE_RED_ZONE, RECURSE_STACK_STEP, || {
            deeper.float(0, ctx).clamped()
        })
    }

    /// Evaluates the `Bool` subtree at `i`.
    pub fn boolean(self, i: usize, ctx: &mut SearchContext) -> bool {
        match self.cells[i].op {
            Op::And2 => {
                let [a, b] = self.children(i);
                self.boolean(a, ctx) && self.boolean(b, ctx)
            }
            Op::And3 => {
                let [a, b, c] = self.children(i);
                self.boolean(a, ctx) && self.boolean(b, ctx) && self.boolean(c, ctx)
            }
            Op::Or2 => {
                let [a, b] = self.children(i);
                self.boolean(a, ctx) || self.boolean(b, ctx)
            }
            Op::Or3 => {
                let [a, b, c] = self.children(i);
                self.boolean(a, ctx) || self.boolean(b, ctx) || self.boolean(c, ctx)
            }
            Op::Not => !self.boolean(i + 1, ctx),
            Op::Smaller => {
                let [a, b] = self.children(i);
                self.float(a, ctx).score < self.float(b, ctx).score
            }
            op => self.bool_terminal(op, ctx),
        }
    }
}

impl Op {
    /// The domain functions (Table 5), all of type `Float`.
    pub(crate) fn is_move_function(self) -> bool {
        matches!(
            self,
            Op::IfMyMoveExistsSuchThat
                | Op::IfForAllOpponentMoves
                | Op::MakeBestMove
                | Op::MakeAnyOrAllMovesSuchThat
                | Op::IfExistsCheckingMove
                | Op::MyMoveIter
                | Op::IfKingMustMove
                | Op::IfCaptureCloseToKingMove
                | Op::IfPinCloseToKingMove
                | Op::IfAttackingKingMove
                | Op::IfClearingWayMove
                | Op::IfSuicideCheck
        )
    }
}
