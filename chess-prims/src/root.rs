//! The root module (paper §4.1): every legal move of the player is scored by the tree
//! after it is applied, and the highest score wins.

use std::time::Duration;

use shakmaty::{Chess, Move, Position};

use crate::prims::SCORE_MAX;
use crate::{Program, SearchContext, SearchLimits, Value};

/// The root module's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The chosen move; `None` only when the position has no legal move.
    pub mv: Option<Move>,
    /// The tree's score for it (−1000 when no move was examined).
    pub score: f64,
    /// The tree's own search proved that the move mates within this many moves:
    /// every opponent reply was searched on every line, down to checkmate
    /// ([`crate::Value`], docs/PRIMITIVES.md "Proven mates"). A bound, not
    /// necessarily the shortest mate; `None` when the search proved nothing.
    pub proven_mate: Option<u32>,
    /// Moves applied in all: the root moves and everything the tree applied.
    pub nodes: u64,
    /// Boards the tree simulated after a move without applying it
    /// ([`SearchContext::boards`]): work no node pays for, counted apart.
    pub boards: u64,
    /// CPU time spent on threads other than the caller's (trees too deep for the
    /// caller's stack, [`SearchContext::walker_cpu`]); the caller's thread clock
    /// misses it.
    pub walker_cpu: Duration,
}

/// Chooses the player's move at `position` for a mate-in-`mate_in` search with a
/// budget of `budget` nodes (see [`choose_move_in`]).
pub fn choose_move(program: &Program, position: &Chess, budget: u64, mate_in: u32) -> Choice {
    choose_move_within(program, position, SearchLimits::mate_in(mate_in, budget))
}

/// [`choose_move`] under any limits (a board budget, for instance).
pub fn choose_move_within(program: &Program, position: &Chess, limits: SearchLimits) -> Choice {
    let mut ctx = SearchContext::new(position.clone(), limits);
    choose_move_in(program, &mut ctx)
}

/// Chooses a move at the context's current position: for each legal move in search
/// order ([`crate::search_order`]), apply it (one node, ply 1 for a fresh context), evaluate
/// the tree there, undo. The highest score wins; ties go to the first move in that order, so a
/// tree that scores every move alike gets the first move and no free credit.
///
/// The [`Choice`] counts the nodes and the boards ([`SearchContext::boards`]) spent
/// from here on, not those the context spent before.
///
/// A move the budget no longer allows is not examined and counts as −1000, the
/// lowest score; it can never beat an examined move, which comes earlier in the order.
/// Once a move scores +1000 no later move can win (ties go to the first), so the
/// remaining moves are not examined.
pub fn choose_move_in(program: &Program, ctx: &mut SearchContext) -> Choice {
    let (start, start_boards, start_cpu) = (ctx.nodes(), ctx.boards(), ctx.walker_cpu());
    let root_ply = ctx.ply();
    // A proof is the player's: at a root where the opponent is to move, the moves are
    // the opponent's and a proven value says the player mates after them.
    let player_to_move = ctx.is_max_node();
    let order = ctx.ordered();
    let moves = &order.moves;
    let mut best: Option<(Move, Value)> = None;
    for mv in moves {
        let Some(value) = ctx.with_move(mv, |c| program.evaluate_value(c)) else {
            break;
        };
        if best.is_none_or(|(_, b)| value.score > b.score) {
            best = Some((*mv, value));
        }
        if value.score >= SCORE_MAX {
            break;
        }
    }
    let (mv, value) = match (best, moves.first()) {
        (Some((m, v)), _) => (Some(m), v),
        (None, first) => (first.copied(), Value::score(-SCORE_MAX)),
    };
    // The tree does not see the fifty-move rule: a proof stands only where no
    // position within the depth cap can reach the hundredth halfmove.
    let plies_left = ctx.limits().max_ply.saturating_sub(root_ply);
    let fifty_move_rule_out_of_reach = ctx.position().halfmoves().saturating_add(plies_left) < 100;
    // The player's k-th move is ply 2k - 1 below the root.
    let proven_mate = (value.mate_ply)
        .filter(|_| player_to_move && fifty_move_rule_out_of_reach)
        .map(|ply| ply.saturating_sub(root_ply).div_ceil(2));
    Choice {
        mv,
        score: value.score,
        proven_mate,
        nodes: ctx.nodes() - start,
        boards: ctx.boards() - start_boards,
        walker_cpu: ctx.walker_cpu().saturating_sub(start_cpu),
    }
}
