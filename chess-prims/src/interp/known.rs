//! Conditions the move alone decides. Every terminal but three reads only the board,
//! the board before the last move and the last move ([`Scene`]), so a condition made
//! of them (with Not/And/Or, and Smaller or If3 over such terminals and constants) is
//! answered for a board simulated after the move ([`SearchContext::board_after`]),
//! without applying it: a move that cannot qualify costs no node
//! (docs/PRIMITIVES.md rule 3), just as the static filters of IfPinCloseToKingMove or
//! IfAttackingKingMove cost none. The simulated board is counted apart, as a board:
//! one per move a primitive asks its condition of, made when the first terminal needs
//! it and shared by every other terminal of the condition; none when IsCheck and
//! IsMaterialChange, read from the move, decide alone. A condition that reads the
//! legal moves (IsNextMoveForced, IsNextMoveForcedWithKing) or tries moves
//! (IsMateInOneOrLess, the move functions) is asked after the move.

use std::cell::OnceCell;

use arrayvec::ArrayVec;
use shakmaty::{Board, Color, Move, MoveList, Position};

use super::eval::Interp;
use super::terminals::{Scene, is_mate_threat};
use crate::SearchContext;
use crate::move_set::MoveSet;
use crate::order::Ordered;
use crate::prims::Op;

/// The moves a condition-taking primitive tries, in search order, without those after
/// which its condition is known to fail.
pub(super) struct Candidates {
    pub moves: MoveList,
    /// `holds` contains `k`: the condition is known to hold after `moves[k]`.
    holds: MoveSet,
    /// The legal moves at the position, candidates or not.
    pub legal: usize,
}

impl Candidates {
    /// Whether the condition is known to hold after `moves[k]` (else it must be asked
    /// after the move is applied).
    #[inline]
    pub fn known_to_hold(&self, k: usize) -> bool {
        self.holds.contains(k)
    }
}

/// What holds for every move of a node: the search (which simulates and counts the
/// boards after its moves), the board, the player, whose moves they are and, from the
/// search order, how many give check.
struct NodeFacts<'a> {
    ctx: &'a SearchContext,
    board: &'a Board,
    player: Color,
    player_moves: bool,
    /// The first `checks` moves in search order give check, no other does.
    checks: usize,
}

/// The `k`-th move in search order, seen before it is applied; the board after it is
/// simulated (and counted) when a terminal of the condition first needs it, and only
/// once, however many terminals read it.
struct Foreseen<'a> {
    node: &'a NodeFacts<'a>,
    k: usize,
    mv: &'a Move,
    after: OnceCell<Board>,
}

impl<'a> Foreseen<'a> {
    fn new(node: &'a NodeFacts<'a>, k: usize, mv: &'a Move) -> Foreseen<'a> {
        Foreseen {
            node,
            k,
            mv,
            after: OnceCell::new(),
        }
    }

    fn scene(&self) -> Scene<'_> {
        let node = self.node;
        Scene {
            board: self.after.get_or_init(|| node.ctx.board_after(self.mv)),
            previous: Some(node.board),
            last_move: Some(self.mv),
            player_moved_last: node.player_moves,
            player: node.player,
        }
    }
}

impl Interp<'_> {
    /// The legal moves at the context's position in search order, minus those after
    /// which `b` is known to be false. `None` when there is no legal move at all.
    pub(super) fn candidates(self, b: usize, ctx: &SearchContext) -> Option<Candidates> {
        let all = ctx.ordered();
        if all.moves.is_empty() {
            return None;
        }
        let node = Self::node_facts(ctx, &all);
        let mut c = Candidates {
            moves: MoveList::new(),
            holds: MoveSet::EMPTY,
            legal: all.moves.len(),
        };
        for (k, mv) in all.moves.iter().enumerate() {
            match self.known_after(b, &Foreseen::new(&node, k, mv)) {
                Some(false) => {}
                known => {
                    c.holds.set(c.moves.len(), known == Some(true));
                    c.moves.push(*mv);
                }
            }
        }
        Some(c)
    }

    /// For each move of `all` (the context's moves), the value of `b` after it when
    /// the move alone decides it.
    pub(super) fn foresee(
        self,
        b: usize,
        ctx: &SearchContext,
        all: &Ordered,
    ) -> ArrayVec<Option<bool>, 256> {
        let node = Self::node_facts(ctx, all);
        all.moves
            .iter()
            .enumerate()
            .map(|(k, mv)| self.known_after(b, &Foreseen::new(&node, k, mv)))
            .collect()
    }

    fn node_facts<'c>(ctx: &'c SearchContext, all: &Ordered) -> NodeFacts<'c> {
        NodeFacts {
            ctx,
            board: ctx.position().board(),
            player: ctx.player(),
            player_moves: ctx.is_max_node(),
            checks: all.checks,
        }
    }

    /// The value of Bool subtree `b` after the move, when the move alone decides it.
    fn known_after(self, b: usize, m: &Foreseen) -> Option<bool> {
        match self.op(b) {
            // Read from the search order, cheaper than simulating the board: the
            // opponent's king is in check only after a player's checking move.
            Op::IsCheck => Some(m.node.player_moves && m.k < m.node.checks),
            Op::IsMaterialChange => Some(m.mv.is_capture()),
            Op::IsMateInOneOrLess | Op::IsNextMoveForced | Op::IsNextMoveForcedWithKing => None,
            // The player's move leads to a MIN node, where a threat can hold.
            Op::IsMateThreat => Some(
                m.node.player_moves && is_mate_threat(m.scene().board, m.node.player, m.node.ctx),
            ),
            // A check is read from the search order; only a quiet move needs a board.
            Op::IsForcingMove => Some(
                m.node.player_moves
                    && (m.k < m.node.checks
                        || is_mate_threat(m.scene().board, m.node.player, m.node.ctx)),
            ),
            Op::Not => self.known_after(b + 1, m).map(|v| !v),
            Op::And2 | Op::And3 | Op::Or2 | Op::Or3 => {
                let decisive = matches!(self.op(b), Op::Or2 | Op::Or3);
                let mut all_known = true;
                for child in self.child_range(b) {
                    match self.known_after(child, m) {
                        Some(v) if v == decisive => return Some(decisive),
                        Some(_) => {}
                        None => all_known = false,
                    }
                }
                all_known.then_some(!decisive)
            }
            Op::Smaller => {
                let [x, y] = self.children(b);
                Some(self.float_after(x, m)? < self.float_after(y, m)?)
            }
            op => m.scene().boolean(op),
        }
    }

    /// The value of Float subtree `f` after the move, when the move alone decides it.
    fn float_after(self, f: usize, m: &Foreseen) -> Option<f64> {
        match self.op(f) {
            Op::Constant => Some(self.value(f)),
            Op::If3 => {
                let [b, f1, f2] = self.children(f);
                let branch = if self.known_after(b, m)? { f1 } else { f2 };
                self.float_after(branch, m)
            }
            op if op.is_move_function() => None,
            // The tree again: nothing a board alone decides.
            Op::Recurse => None,
            op => Some(m.scene().float(op)),
        }
    }
}
