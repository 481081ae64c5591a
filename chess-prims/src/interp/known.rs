//! Conditions the move alone decides. Every terminal but three reads only the board,
//! the board before the last move and the last move ([`Scene`]), so a condition made
//! of them (with Not/And/Or, and Smaller or If3 over such terminals and constants) is
//! answered for a board simulated after the move ([`crate::features::board_after`]),
//! without applying it: a move that cannot qualify costs no node
//! (docs/PRIMITIVES.md rule 3), just as the static filters of IfPinCloseToKingMove or
//! IfAttackingKingMove cost none. The simulated board is counted apart, as a board
//! (through the search, [`SearchContext::count_boards`]): one per move a primitive
//! asks its condition of, when the first terminal reads it, and shared by every other
//! terminal of the condition; none when IsCheck and IsMaterialChange, read from the
//! move, decide alone. What a condition finds is kept for the node
//! ([`super::answers`]): the next condition asked of the same move reads it instead of
//! simulating again, and counts the board all the same. A condition that reads the
//! legal moves (IsNextMoveForced, IsNextMoveForcedWithKing) or tries moves
//! (IsMateInOneOrLess, the move functions) is asked after the move.

use std::cell::{Cell, OnceCell, Ref};
use std::sync::Arc;

use arrayvec::ArrayVec;
use shakmaty::{Board, Color, Move, Position};

use super::answers::{KeptAnswers, PlyAnswers};
use super::eval::Interp;
use super::terminals::{CountsBefore, Scene};
use crate::SearchContext;
use crate::features::{board_after, mate_threat};
use crate::move_set::MoveSet;
use crate::order::Ordered;
use crate::prims::Op;

/// The moves a condition-taking primitive tries, in search order, without those after
/// which its condition is known to fail: indices into the position's kept order, so
/// that no move list is copied.
pub(super) struct Candidates {
    order: Arc<Ordered>,
    /// The indices of the moves tried.
    tried: MoveSet,
    /// `holds` contains `k`: the condition is known to hold after the order's move `k`.
    holds: MoveSet,
}

impl Candidates {
    /// The moves tried, each with its index in the search order, in that order.
    pub fn moves(&self) -> impl Iterator<Item = (usize, &Move)> {
        self.tried.iter().map(|k| (k, &self.order.moves[k]))
    }

    /// Whether the condition is known to hold after the order's move `k` (else it
    /// must be asked after the move is applied).
    #[inline]
    pub fn known_to_hold(&self, k: usize) -> bool {
        self.holds.contains(k)
    }

    /// The legal moves at the position, candidates or not.
    pub fn legal(&self) -> usize {
        self.order.moves.len()
    }
}

/// What holds for every move of a node: the search (which counts the boards simulated
/// after its moves), the board, the player, whose moves they are and, from the search
/// order, how many give check; and what is already known about the moves.
struct NodeFacts<'a> {
    ctx: &'a SearchContext,
    board: &'a Board,
    player: Color,
    player_moves: bool,
    /// The first `checks` moves in search order give check, no other does.
    checks: usize,
    /// The answers found about the boards after the moves, by this or an earlier
    /// condition at the same node.
    answers: Ref<'a, PlyAnswers>,
    /// What the terminals comparing with the board before the move count on it.
    before: CountsBefore,
}

/// The `k`-th move in search order, seen before it is applied. The board after it is
/// counted when a terminal of the condition first reads it, and only once, however
/// many terminals read it; it is simulated only when an answer is not known already.
struct Foreseen<'a> {
    node: &'a NodeFacts<'a>,
    mv: &'a Move,
    k: usize,
    kept: Option<KeptAnswers<'a>>,
    counted: Cell<bool>,
    after: OnceCell<Board>,
}

impl<'a> Foreseen<'a> {
    fn new(node: &'a NodeFacts<'a>, k: usize, mv: &'a Move) -> Foreseen<'a> {
        Foreseen {
            node,
            mv,
            k,
            kept: node.answers.of_move(k),
            counted: Cell::new(false),
            after: OnceCell::new(),
        }
    }

    /// A terminal reads the board after the move: the condition counts it as one
    /// board simulated, the first time (docs/PRIMITIVES.md, "Boards").
    fn reads_board(&self) {
        if !self.counted.replace(true) {
            self.node.ctx.count_boards(1);
        }
    }

    /// The board after the move, simulated the first time it is needed (and counted
    /// by [`Foreseen::reads_board`], whether or not it is simulated).
    fn board(&self) -> &Board {
        let node = self.node;
        let simulate = || board_after(node.board, self.mv, node.ctx.position().turn());
        match self.kept {
            Some(kept) => kept.board(simulate),
            None => self.after.get_or_init(simulate),
        }
    }

    fn scene(&self) -> Scene<'_> {
        let node = self.node;
        Scene {
            board: self.board(),
            previous: Some(node.board),
            last_move: Some(self.mv),
            player_moved_last: node.player_moves,
            player: node.player,
            before: Some(&node.before),
        }
    }

    /// Static `Bool` terminal `op` on the board after the move.
    fn boolean(&self, op: Op) -> Option<bool> {
        self.reads_board();
        let answer = || self.scene().boolean(op).map(|b| f64::from(u8::from(b)));
        let value = match self.kept {
            Some(kept) => kept.terminal(op, answer),
            None => answer(),
        };
        value.map(|v| v != 0.0)
    }

    /// Static `Float` terminal `op` on the board after the move.
    fn float(&self, op: Op) -> f64 {
        self.reads_board();
        let answer = || Some(self.scene().float(op));
        let value = match self.kept {
            Some(kept) => kept.terminal(op, answer),
            None => answer(),
        };
        value.unwrap_or_default()
    }

    /// Whether the player threatens mate on the board after the move; the boards the
    /// threat simulates are counted each time it is asked. Found afresh, not through
    /// the thread's memo ([`crate::features::remembered_mate_threat`]): with the
    /// answers kept per node, four in five of the boards asked here were not in the
    /// memo, and a look into it (a cache miss) cost half of finding the threat.
    fn threatens(&self) -> bool {
        self.reads_board();
        let player = self.node.player;
        let answer = || mate_threat(self.board(), player);
        let threat = match self.kept {
            Some(kept) => kept.threat(answer),
            None => answer(),
        };
        self.node.ctx.count_boards(threat.boards);
        threat.threatens
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
        let mut tried = MoveSet::EMPTY;
        let mut holds = MoveSet::EMPTY;
        {
            let node = Self::node_facts(ctx, &all);
            for (k, mv) in all.moves.iter().enumerate() {
                match self.known_after(b, &Foreseen::new(&node, k, mv)) {
                    Some(false) => {}
                    known => {
                        tried.insert(k);
                        holds.set(k, known == Some(true));
                    }
                }
            }
        }
        Some(Candidates {
            order: all,
            tried,
            holds,
        })
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
            answers: ctx.answers(),
            before: CountsBefore::default(),
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
            Op::IsMateThreat => Some(m.node.player_moves && m.threatens()),
            // A check is read from the search order; only a quiet move needs a board.
            Op::IsForcingMove => {
                Some(m.node.player_moves && (m.k < m.node.checks || m.threatens()))
            }
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
            op => m.boolean(op),
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
            op => Some(m.float(op)),
        }
    }
}
