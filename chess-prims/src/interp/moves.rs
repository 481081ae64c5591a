//! The domain functions (Table 5): the primitives that choose, apply and undo moves.
//! Their shared rules are written once on [`crate::Op`].

use shakmaty::{Bitboard, Move, Position, Role, Square};

use super::eval::Interp;
use super::value::{EveryReply, Value};
use crate::features::{check_threats, clears_way_on, king_area, moved_to, pinned_close_to_king};
use crate::prims::{Op, SCORE_MAX};
use crate::{SearchContext, gives_check};

const WIN: f64 = SCORE_MAX;
const LOSS: f64 = -SCORE_MAX;

/// The best value over the moves visited, and whether every move was visited (or
/// the scan stopped because the best could no longer change).
struct Scan {
    best: Option<Value>,
    complete: bool,
    /// The moves that qualified and were visited, for an opponent's node's proof.
    replies: EveryReply,
}

impl Scan {
    /// The value of an opponent's node whose `legal` replies this scan went over:
    /// the lowest score, proven only when every reply was visited and proven.
    fn opponent_value(&self, best: Value, legal: usize) -> Value {
        Value {
            score: best.score,
            mate_ply: self.replies.proof(legal),
        }
    }
}

/// Applies each move in turn (while the limits allow), runs `visit` on the position
/// after it (with the move's index in the search order), and keeps the best of the values it returns
/// (`None`: the move does not qualify).
fn scan<'m>(
    ctx: &mut SearchContext,
    moves: impl IntoIterator<Item = (usize, &'m Move)>,
    maximize: bool,
    mut visit: impl FnMut(&mut SearchContext, usize) -> Option<Value>,
) -> Scan {
    let bound = if maximize { WIN } else { LOSS };
    let mut best: Option<Value> = None;
    let mut replies = EveryReply::new();
    for (k, mv) in moves {
        match ctx.with_move(mv, |ctx| visit(ctx, k)) {
            None => {
                return Scan {
                    best,
                    complete: false,
                    replies,
                };
            }
            Some(None) => {}
            Some(Some(v)) => {
                replies.visit(v);
                let better = match best {
                    None => true,
                    Some(b) => (maximize && v.score > b.score) || (!maximize && v.score < b.score),
                };
                if better {
                    best = Some(v);
                }
                if v.score == bound {
                    break;
                }
            }
        }
    }
    Scan {
        best,
        complete: true,
        replies,
    }
}

/// The score of a position whose side to move has no legal move (docs/PRIMITIVES.md
/// rule 7); the opponent checkmated is a proven mate.
fn game_end(ctx: &SearchContext) -> Value {
    let pos = ctx.position();
    if pos.is_check() && pos.turn() != ctx.player() {
        Value::checkmate(ctx.ply())
    } else {
        Value::score(LOSS)
    }
}

/// The square of the piece `reply` captures, if it captures.
fn captured_square(reply: &Move) -> Option<Square> {
    match *reply {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        _ => reply.is_capture().then(|| reply.to()),
    }
}

impl Interp<'_> {
    /// Evaluates domain function `op` at node `i`.
    pub fn move_function(self, op: Op, i: usize, ctx: &mut SearchContext) -> Value {
        match op {
            Op::IfMyMoveExistsSuchThat => self.if_my_move_exists(i, ctx),
            Op::IfForAllOpponentMoves => self.if_for_all_opponent_moves(i, ctx),
            Op::MakeBestMove => self.make_best_move(i, ctx),
            Op::MakeAnyOrAllMovesSuchThat => self.make_any_or_all(i, ctx),
            Op::IfExistsCheckingMove => self.if_exists_checking_move(i, ctx),
            Op::MyMoveIter => self.my_move_iter(i, ctx),
            Op::IfKingMustMove => self.if_king_must_move(i, ctx),
            Op::IfCaptureCloseToKingMove | Op::IfPinCloseToKingMove | Op::IfAttackingKingMove => {
                self.if_qualifying_move(op, i, ctx)
            }
            Op::IfClearingWayMove => self.if_clearing_way_move(i, ctx),
            Op::IfSuicideCheck => self.if_suicide_check(i, ctx),
            // `is_move_function` admits only the ops above.
            _ => Value::score(0.0),
        }
    }

    fn if_my_move_exists(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [b, f1, f2] = self.children(i);
        if !ctx.is_max_node() {
            return self.float(f2, ctx);
        }
        let Some(c) = self.candidates(b, ctx) else {
            return game_end(ctx);
        };
        let s = scan(ctx, c.moves(), true, |ctx, k| {
            (c.known_to_hold(k) || self.boolean(b, ctx)).then(|| self.float(f1, ctx))
        });
        s.best.unwrap_or_else(|| self.float(f2, ctx))
    }

    fn if_for_all_opponent_moves(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [b, f1, f2] = self.children(i);
        if ctx.is_max_node() {
            return self.float(f2, ctx);
        }
        let all = ctx.ordered();
        if all.moves.is_empty() {
            return game_end(ctx);
        }
        if self.foresee(b, ctx, &all).contains(&Some(false)) {
            return self.float(f2, ctx);
        }
        let mut min = WIN;
        let mut replies = EveryReply::new();
        for mv in &all.moves {
            // Once the minimum is the floor, F1 cannot lower it; B must still hold.
            let floor = min <= LOSS;
            let visit = ctx.with_move(mv, |ctx| {
                self.boolean(b, ctx).then(|| {
                    if floor {
                        Value::score(LOSS)
                    } else {
                        self.float(f1, ctx)
                    }
                })
            });
            match visit {
                Some(Some(v)) => {
                    min = min.min(v.score);
                    replies.visit(v);
                }
                // B failed, or the limits cut the scan short: not every reply verified.
                _ => return self.float(f2, ctx),
            }
        }
        Value {
            score: min,
            mate_ply: replies.proof(all.moves.len()),
        }
    }

    fn make_best_move(self, i: usize, ctx: &mut SearchContext) -> Value {
        let f = i + 1;
        let order = ctx.ordered();
        let moves = &order.moves;
        if moves.is_empty() {
            return game_end(ctx);
        }
        let max = ctx.is_max_node();
        let s = scan(ctx, moves.iter().enumerate(), max, |ctx, _| {
            Some(self.float(f, ctx))
        });
        match s.best {
            Some(v) if max => v,
            Some(v) if s.complete => s.opponent_value(v, moves.len()),
            _ => self.float(f, ctx),
        }
    }

    fn make_any_or_all(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [b, f1, f2] = self.children(i);
        let Some(c) = self.candidates(b, ctx) else {
            return game_end(ctx);
        };
        let max = ctx.is_max_node();
        let s = scan(ctx, c.moves(), max, |ctx, k| {
            (c.known_to_hold(k) || self.boolean(b, ctx)).then(|| self.float(f1, ctx))
        });
        match s.best {
            Some(v) if max => v,
            Some(v) if s.complete => s.opponent_value(v, c.legal()),
            _ => self.float(f2, ctx),
        }
    }

    fn if_exists_checking_move(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [f1, f2] = self.children(i);
        let exists = ctx.is_max_node() && {
            let pos = ctx.position();
            pos.legal_moves().iter().any(|m| gives_check(pos, m))
        };
        self.float(if exists { f1 } else { f2 }, ctx)
    }

    fn my_move_iter(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [b1, b2, f1, f2] = self.children(i);
        if !ctx.is_max_node() {
            return self.float(f2, ctx);
        }
        let Some(c) = self.candidates(b1, ctx) else {
            return game_end(ctx);
        };
        for (k, mv) in c.moves() {
            let visit = ctx.with_move(mv, |ctx| {
                let b1_holds = c.known_to_hold(k) || self.boolean(b1, ctx);
                if !b1_holds || !self.holds_after_every_reply(b2, ctx) {
                    return None;
                }
                Some(self.float(f1, ctx))
            });
            match visit {
                Some(Some(v)) => return v,
                Some(None) => {}
                None => break,
            }
        }
        self.float(f2, ctx)
    }

    /// B holds after every opponent reply; with no reply, only if the opponent is
    /// checkmated. A reply the limits forbid cannot be verified: false.
    fn holds_after_every_reply(self, b: usize, ctx: &mut SearchContext) -> bool {
        let replies = ctx.ordered();
        if replies.moves.is_empty() {
            return ctx.position().is_checkmate();
        }
        let known = self.foresee(b, ctx, &replies);
        !known.contains(&Some(false))
            && replies.moves.iter().zip(&known).all(|(r, k)| {
                k.is_some() || ctx.with_move(r, |ctx| self.boolean(b, ctx)) == Some(true)
            })
    }

    fn if_king_must_move(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [f1, f2] = self.children(i);
        if ctx.is_max_node() {
            return self.float(f2, ctx);
        }
        let order = ctx.ordered();
        let moves = &order.moves;
        if moves.is_empty() {
            return game_end(ctx);
        }
        if !moves.iter().all(|m| m.role() == Role::King) {
            return self.float(f2, ctx);
        }
        let s = scan(ctx, moves.iter().enumerate(), false, |ctx, _| {
            Some(self.float(f1, ctx))
        });
        match s.best {
            Some(v) if s.complete => s.opponent_value(v, moves.len()),
            _ => self.float(f2, ctx),
        }
    }

    /// The three "if the player has such a move" functions whose condition is static:
    /// the best F1 after the qualifying moves, else F2.
    fn if_qualifying_move(self, op: Op, i: usize, ctx: &mut SearchContext) -> Value {
        let [f1, f2] = self.children(i);
        if !ctx.is_max_node() {
            return self.float(f2, ctx);
        }
        let order = ctx.ordered();
        if order.moves.is_empty() {
            return game_end(ctx);
        }
        let player = ctx.player();
        let board = ctx.position().board().clone();
        let Some(king) = board.king_of(!player) else {
            return self.float(f2, ctx);
        };
        // The player is to move (a MAX node), so `ctx.board_after` simulates (and
        // counts) the board after each player move.
        let qualifying = match op {
            Op::IfCaptureCloseToKingMove => {
                order.indices_where(|m| m.is_capture() && m.to().distance(king) <= 2)
            }
            Op::IfPinCloseToKingMove => {
                let before = pinned_close_to_king(&board, player);
                order.indices_where(|m| {
                    let after = ctx.board_after(m);
                    !(pinned_close_to_king(&after, player) & !before).is_empty()
                })
            }
            _ => {
                let area = king_area(king);
                order.indices_where(|m| {
                    let after = ctx.board_after(m);
                    moved_to(m, player)
                        .into_iter()
                        .any(|sq| after.attacks_from(sq).intersects(area))
                })
            }
        };
        let s = scan(ctx, order.moves_at(qualifying), true, |ctx, _| {
            Some(self.float(f1, ctx))
        });
        s.best.unwrap_or_else(|| self.float(f2, ctx))
    }

    fn if_clearing_way_move(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [f1, f2] = self.children(i);
        let player = ctx.player();
        let exists = ctx.is_max_node() && {
            let pos = ctx.position();
            let before = check_threats(pos.board(), player);
            pos.legal_moves()
                .iter()
                .any(|m| clears_way_on(&ctx.board_after(m), before, m, player))
        };
        self.float(if exists { f1 } else { f2 }, ctx)
    }

    fn if_suicide_check(self, i: usize, ctx: &mut SearchContext) -> Value {
        let [b, f1, f2] = self.children(i);
        if !ctx.is_max_node() {
            return self.float(f2, ctx);
        }
        let order = ctx.ordered();
        if order.moves.is_empty() {
            return game_end(ctx);
        }
        let player = ctx.player();
        let suicidal = {
            let pos = ctx.position();
            order.indices_where(|m| {
                if !gives_check(pos, m) {
                    return false;
                }
                // Only a double pawn push can be taken by a piece not attacking its square.
                let double_push =
                    m.role() == Role::Pawn && m.from().is_some_and(|f| f.distance(m.to()) == 2);
                double_push || {
                    let after = ctx.board_after(m);
                    moved_to(m, player)
                        .into_iter()
                        .any(|sq| after.attacks_to(sq, !player, after.occupied()).any())
                }
            })
        };
        let s = scan(ctx, order.moves_at(suicidal), true, |ctx, _| {
            let dest: Bitboard = ctx
                .last_move()
                .map_or(Bitboard::EMPTY, |m| moved_to(m, player));
            let takes = ctx
                .position()
                .legal_moves()
                .iter()
                .any(|r| captured_square(r).is_some_and(|sq| dest.contains(sq)));
            (takes && self.boolean(b, ctx)).then(|| self.float(f1, ctx))
        });
        s.best.unwrap_or_else(|| self.float(f2, ctx))
    }
}
