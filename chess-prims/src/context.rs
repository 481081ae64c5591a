//! The state of one search: where it started, whose mate it is, where it stands, and
//! what it may still spend. Every move a primitive or the root module applies goes
//! through here (and on into [`Line::play_unchecked`], the one node-counting site),
//! and so does every board a primitive simulates after a move without applying it
//! (on into [`Line::board_after`], the one board-counting site).

use std::cell::{Ref, RefCell};
use std::sync::Arc;
use std::time::Duration;

use shakmaty::{Board, Chess, Color, Move, Position};

use crate::interp::PlyAnswers;
use crate::order::Ordered;
use crate::{IllegalMove, Line};

/// How far and how much a search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Moves the search may apply in all (root-module moves included). A move is
    /// applied only while fewer than `budget` have been, so a search never exceeds it.
    pub budget: u64,
    /// The deepest ply below the root a move may reach (the root-module move is ply 1).
    pub max_ply: u32,
    /// Boards the search may simulate before its budget counts as spent: a searcher
    /// whose conditions simulate boards at every node can otherwise take minutes within
    /// its node budget. Training bounds it (`fitness.board_budget_factor`); `u64::MAX`
    /// is no bound. It stops moves from being applied, as the node budget does.
    pub board_budget: u64,
}

impl SearchLimits {
    /// The limits of a mate-in-`n` search: `max_ply = 2n − 1`.
    ///
    /// docs/PRIMITIVES.md rule 5 allows 2N plies; 2N − 1 is chosen because the
    /// player's N-th move (ply 2N − 1) is the last one a mate in N needs: after a
    /// mating move the opponent has no reply to apply, and a position at ply 2N is one
    /// the player can no longer mate from in time. Stopping there saves a whole ply of
    /// opponent replies and leaves every move-trying terminal inside the cap, since
    /// the deepest player-to-move position (ply 2N − 2) only tries moves to ply 2N − 1.
    /// `n = 0` gives `max_ply = 0`: nothing may be applied.
    pub fn mate_in(n: u32, budget: u64) -> SearchLimits {
        SearchLimits {
            budget,
            max_ply: n.saturating_mul(2).saturating_sub(1),
            board_budget: u64::MAX,
        }
    }

    /// These limits with at most `boards` boards simulated.
    pub fn with_board_budget(self, boards: u64) -> SearchLimits {
        SearchLimits {
            board_budget: boards,
            ..self
        }
    }
}

/// The search order kept for one ply of the line, and the answers the conditions
/// asked before its moves found; `current` while they are the line's position's at
/// that ply.
#[derive(Clone, Debug, Default)]
struct KeptOrder {
    current: bool,
    order: Arc<Ordered>,
    answers: PlyAnswers,
}

/// A search below one root position, seen from the player (the attacker).
///
/// Holds the root, the player's colour, the current line of play (a [`Line`]), the
/// node and board counters and the [`SearchLimits`]. The player is fixed for the
/// whole search (docs/PRIMITIVES.md rule 1): a position where the player is to move is
/// a MAX node, one where the opponent is to move a MIN node.
#[derive(Clone, Debug)]
pub struct SearchContext {
    line: Line,
    player: Color,
    limits: SearchLimits,
    /// CPU time of the threads deep trees were walked on ([`Program::evaluate`]):
    /// the caller's thread clock does not see it.
    ///
    /// [`Program::evaluate`]: crate::Program::evaluate
    walker_cpu: Duration,
    /// The search order of each position on the line, by ply, made when a primitive
    /// first asks for it and kept while the position stays on the line: nested
    /// primitives at one node (a condition's candidates, then the fallback's move
    /// function) would otherwise generate the same moves again. Shared, so that a
    /// primitive scanning the moves holds no copy of the list.
    orders: RefCell<Vec<KeptOrder>>,
}

impl SearchContext {
    /// A search from `root`, where the side to move is the player.
    pub fn new(root: Chess, limits: SearchLimits) -> SearchContext {
        let player = root.turn();
        SearchContext::with_player(root, player, limits)
    }

    /// A search from a position where `player` need not be the side to move, for
    /// evaluating a tree at an inner node (tests, explanations). `ply` counts from here.
    pub fn with_player(position: Chess, player: Color, limits: SearchLimits) -> SearchContext {
        SearchContext {
            line: Line::new(position),
            player,
            limits,
            walker_cpu: Duration::ZERO,
            orders: RefCell::new(Vec::new()),
        }
    }

    /// The current position.
    #[inline]
    pub fn position(&self) -> &Chess {
        self.line.position()
    }

    /// The legal moves of the current position in search order
    /// ([`crate::search_order`]), made once per position on the line.
    pub(crate) fn ordered(&self) -> Arc<Ordered> {
        let mut orders = self.orders.borrow_mut();
        Arc::clone(&self.kept_order(&mut orders).order)
    }

    /// The answers kept for the moves of the current position, indexed as
    /// [`SearchContext::ordered`]'s moves ([`PlyAnswers`]).
    pub(crate) fn answers(&self) -> Ref<'_, PlyAnswers> {
        self.kept_order(&mut self.orders.borrow_mut());
        let ply = self.line.ply() as usize;
        Ref::map(self.orders.borrow(), |orders| &orders[ply].answers)
    }

    /// What is kept for the current position's ply, made the current position's.
    fn kept_order<'o>(&self, orders: &'o mut Vec<KeptOrder>) -> &'o mut KeptOrder {
        let ply = self.line.ply() as usize;
        if orders.len() <= ply {
            orders.resize_with(ply + 1, KeptOrder::default);
        }
        let kept = &mut orders[ply];
        if !kept.current {
            match Arc::get_mut(&mut kept.order) {
                Some(order) => order.refill(self.position()),
                // A primitive still holds the old order: it keeps it, and this ply
                // gets a new one.
                None => kept.order = Arc::new(Ordered::new(self.position())),
            }
            kept.answers.reset(kept.order.moves.len());
            kept.current = true;
        }
        kept
    }

    /// A move was just applied: the order kept for the new ply was another position's.
    #[inline]
    fn forget_order_at_ply(&self) {
        if let Some(kept) = self.orders.borrow_mut().get_mut(self.line.ply() as usize) {
            kept.current = false;
        }
    }

    /// The position the search started from.
    #[inline]
    pub fn root(&self) -> &Chess {
        self.line.root()
    }

    /// The line of play from the root to the current position.
    #[inline]
    pub fn line(&self) -> &Line {
        &self.line
    }

    /// The attacker's colour.
    #[inline]
    pub fn player(&self) -> Color {
        self.player
    }

    /// The defender's colour.
    #[inline]
    pub fn opponent(&self) -> Color {
        !self.player
    }

    /// Whether the player is to move in the current position (a MAX node).
    #[inline]
    pub fn is_max_node(&self) -> bool {
        self.position().turn() == self.player
    }

    /// Plies below the root.
    #[inline]
    pub fn ply(&self) -> u32 {
        self.line.ply()
    }

    /// Moves applied so far.
    #[inline]
    pub fn nodes(&self) -> u64 {
        self.line.nodes()
    }

    /// Boards simulated after a move without applying it, so far: the work the
    /// conditions and static filters of the primitives do at no node. Costs are of
    /// nodes; boards are counted to be reported, and bounded only by
    /// [`SearchLimits::board_budget`].
    #[inline]
    pub fn boards(&self) -> u64 {
        self.line.boards()
    }

    /// CPU time spent so far on threads of their own by trees too deep to walk on the
    /// caller's stack; add it to the caller's thread CPU time for the search's whole.
    #[inline]
    pub fn walker_cpu(&self) -> Duration {
        self.walker_cpu
    }

    pub(crate) fn add_walker_cpu(&mut self, cpu: Duration) {
        self.walker_cpu = self.walker_cpu.saturating_add(cpu);
    }

    /// The board after `mv`, a legal move of the current position, simulated without
    /// applying it: no node, one board ([`Line::board_after`]).
    #[inline]
    pub(crate) fn board_after(&self, mv: &Move) -> Board {
        self.line.board_after(mv)
    }

    /// Counts `n` boards a primitive simulated on its own (a passed position and the
    /// moves tried on it, [`crate::features::mate_threat`]), or read as kept from an
    /// earlier condition at the node (the board after a move, `interp/answers.rs`).
    #[inline]
    pub(crate) fn count_boards(&self, n: u64) {
        self.line.count_boards(n);
    }

    /// The limits of this search.
    #[inline]
    pub fn limits(&self) -> SearchLimits {
        self.limits
    }

    /// The node budget, or the board budget, is used up.
    #[inline]
    pub fn budget_spent(&self) -> bool {
        self.nodes() >= self.limits.budget || self.boards() >= self.limits.board_budget
    }

    /// The current position is at the depth cap: no move may be applied below it.
    #[inline]
    pub fn at_depth_cap(&self) -> bool {
        self.ply() >= self.limits.max_ply
    }

    /// A move may be applied now (neither the budget nor the depth cap stops it).
    #[inline]
    pub fn can_expand(&self) -> bool {
        !self.budget_spent() && !self.at_depth_cap()
    }

    /// The move that produced the current position; `None` at the root.
    #[inline]
    pub fn last_move(&self) -> Option<&Move> {
        self.line.last_move()
    }

    /// The position before the last move; `None` at the root.
    #[inline]
    pub fn previous_position(&self) -> Option<&Chess> {
        self.line.previous_position()
    }

    /// Applies `mv` (a legal move of the current position, as produced by
    /// `legal_moves`), evaluates `f` on the new position, and takes the move back.
    /// Returns `None`, applying nothing, when the budget or the depth cap forbids
    /// the move. Undoing here rather than in each primitive is what makes
    /// docs/PRIMITIVES.md rule 4 (every function leaves the position as it found it)
    /// hold by construction.
    #[inline]
    pub(crate) fn with_move<R>(
        &mut self,
        mv: &Move,
        f: impl FnOnce(&mut SearchContext) -> R,
    ) -> Option<R> {
        if !self.can_expand() {
            return None;
        }
        let ply = self.line.ply();
        self.line.play_unchecked(mv);
        self.forget_order_at_ply();
        let r = f(self);
        self.line.undo_to(ply);
        Some(r)
    }

    /// Applies a legal move outside the limits (to set up a node to evaluate at).
    /// It counts one node like any other move.
    pub fn play(&mut self, mv: &Move) -> Result<(), IllegalMove> {
        self.line.play(mv)?;
        self.forget_order_at_ply();
        Ok(())
    }

    /// Takes back the last move; does nothing at the root.
    pub fn undo(&mut self) {
        self.line.undo();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("test FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal test position")
    }

    #[test]
    fn mate_in_n_caps_at_the_players_nth_move() {
        assert_eq!(SearchLimits::mate_in(1, 10).max_ply, 1);
        assert_eq!(SearchLimits::mate_in(3, 10).max_ply, 5);
        assert_eq!(SearchLimits::mate_in(0, 10).max_ply, 0);
    }

    #[test]
    fn with_move_respects_budget_and_cap_and_undoes() {
        let root = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let moves = root.legal_moves();
        let mut ctx = SearchContext::new(root.clone(), SearchLimits::mate_in(1, 2));
        assert!(ctx.is_max_node());
        let inner = ctx.with_move(&moves[0], |c| {
            assert_eq!(c.ply(), 1);
            assert!(!c.is_max_node());
            assert!(c.at_depth_cap());
            c.with_move(&c.position().legal_moves()[0], |_| ())
        });
        assert_eq!(inner, Some(None), "the cap stops the second ply");
        assert_eq!(ctx.position(), &root);
        assert_eq!(ctx.with_move(&moves[1], |_| ()), Some(()));
        assert_eq!(ctx.nodes(), 2);
        assert!(ctx.budget_spent());
        assert_eq!(ctx.with_move(&moves[2], |_| ()), None, "budget spent");
        assert_eq!(ctx.nodes(), 2, "never beyond the budget");
    }

    /// The kept order is always the current position's: after moves at the same ply,
    /// after undoing, after `play`, and while an earlier order is still held.
    #[test]
    fn the_kept_search_order_follows_the_line() {
        let root = pos("r3k2r/ppp2ppp/2n5/3qp3/3P4/2N2N2/PPP2PPP/R2QK2R w KQkq - 0 1");
        let fresh = |ctx: &SearchContext| crate::search_order(ctx.position());
        let mut ctx = SearchContext::new(root.clone(), SearchLimits::mate_in(3, 1_000));
        let held = ctx.ordered();
        assert_eq!(held.moves, fresh(&ctx));
        for mv in held.moves.iter().take(8) {
            ctx.with_move(mv, |c| {
                assert_eq!(c.ordered().moves, fresh(c), "after {mv}");
                let replies = c.ordered();
                for reply in replies.moves.iter().take(3) {
                    c.with_move(reply, |g| assert_eq!(g.ordered().moves, fresh(g)));
                }
                assert_eq!(c.ordered().moves, fresh(c), "back after {mv}'s replies");
            });
            assert_eq!(ctx.ordered().moves, fresh(&ctx), "back at the root");
        }
        let first = held.moves[0];
        ctx.play(&first).expect("legal");
        assert_eq!(ctx.ordered().moves, fresh(&ctx), "after play");
        ctx.undo();
        let second = held.moves[1];
        ctx.play(&second).expect("legal");
        assert_eq!(
            ctx.ordered().moves,
            fresh(&ctx),
            "after undo and another play"
        );
        assert_eq!(
            held.moves,
            crate::search_order(&root),
            "the held order is unchanged"
        );
    }
}
