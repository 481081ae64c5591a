//! Conditions the move alone decides. "Does the position after this move show a
//! check / a capture?" is answered from the move and attack sets, without applying
//! it, so a move that cannot qualify costs no node (PRIMITIVES.md rule 3), just as
//! the static filters of IfCaptureCloseToKingMove or IfAttackingKingMove cost none.

use shakmaty::{Move, MoveList};

use super::eval::Interp;
use crate::SearchContext;
use crate::order::Ordered;
use crate::prims::Op;

/// The moves a condition-taking primitive tries, in search order, without those after
/// which its condition is known to fail.
pub(super) struct Candidates {
    pub moves: MoveList,
    /// `holds[k]`: the condition is known to hold after `moves[k]`.
    holds: [bool; 256],
}

impl Candidates {
    /// Whether the condition is known to hold after `moves[k]` (else it must be asked
    /// after the move is applied).
    #[inline]
    pub fn known_to_hold(&self, k: usize) -> bool {
        self.holds[k]
    }
}

/// What the condition can know of a move without it: whose move it is and, from the
/// search order, whether it gives check.
struct MoveFacts {
    player_moves: bool,
    /// The first `checks` moves in search order give check, no other does.
    checks: usize,
}

impl Interp<'_> {
    /// The legal moves at the context's position in search order, minus those after
    /// which `b` is known to be false. `None` when there is no legal move at all.
    pub(super) fn candidates(self, b: usize, ctx: &SearchContext) -> Option<Candidates> {
        let all = Ordered::new(ctx.position());
        if all.moves.is_empty() {
            return None;
        }
        let facts = Self::move_facts(ctx, &all);
        let mut c = Candidates {
            moves: MoveList::new(),
            holds: [false; 256],
        };
        for (k, mv) in all.moves.iter().enumerate() {
            match self.known_after(b, &facts, k, mv) {
                Some(false) => {}
                known => {
                    c.holds[c.moves.len()] = known == Some(true);
                    c.moves.push(*mv);
                }
            }
        }
        Some(c)
    }

    /// Whether some move of `all` (the context's moves) is known to make `b` false
    /// (then "`b` after every move" fails without a move applied).
    pub(super) fn fails_after_some_move(
        self,
        b: usize,
        ctx: &SearchContext,
        all: &Ordered,
    ) -> bool {
        let facts = Self::move_facts(ctx, all);
        all.moves
            .iter()
            .enumerate()
            .any(|(k, mv)| self.known_after(b, &facts, k, mv) == Some(false))
    }

    fn move_facts(ctx: &SearchContext, all: &Ordered) -> MoveFacts {
        MoveFacts {
            player_moves: ctx.is_max_node(),
            checks: all.checks,
        }
    }

    /// The value of Bool subtree `b` after `mv`, the `k`-th move in search order, when
    /// the move alone decides it.
    fn known_after(self, b: usize, facts: &MoveFacts, k: usize, mv: &Move) -> Option<bool> {
        match self.op(b) {
            // The opponent's king: in check only after a player's checking move.
            Op::IsCheck => Some(facts.player_moves && k < facts.checks),
            Op::IsMaterialChange => Some(mv.is_capture()),
            Op::Not => self.known_after(b + 1, facts, k, mv).map(|v| !v),
            Op::And2 | Op::And3 | Op::Or2 | Op::Or3 => {
                let decisive = matches!(self.op(b), Op::Or2 | Op::Or3);
                let mut all_known = true;
                for child in self.child_range(b) {
                    match self.known_after(child, facts, k, mv) {
                        Some(v) if v == decisive => return Some(decisive),
                        Some(_) => {}
                        None => all_known = false,
                    }
                }
                all_known.then_some(!decisive)
            }
            _ => None,
        }
    }
}
