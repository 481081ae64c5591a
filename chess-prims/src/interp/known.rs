//! Conditions the move alone decides. "Does the position after this move show a
//! check / a capture?" is answered from the move and attack sets, without applying
//! it, so a move that cannot qualify costs no node (PRIMITIVES.md rule 3), just as
//! the static filters of IfCaptureCloseToKingMove or IfAttackingKingMove cost none.

use shakmaty::{Chess, Move, MoveList, Position};

use super::eval::Interp;
use crate::prims::Op;
use crate::{CheckInfo, SearchContext, search_order};

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

/// What the side to move's moves tell the condition: whose move it is and, when the
/// condition asks about checks, which moves give one.
struct MoveFacts<'a> {
    position: &'a Chess,
    player_moves: bool,
    checks: Option<CheckInfo>,
}

impl Interp<'_> {
    /// The legal moves at the context's position in search order, minus those after
    /// which `b` is known to be false. `None` when there is no legal move at all.
    pub(super) fn candidates(self, b: usize, ctx: &SearchContext) -> Option<Candidates> {
        let position = ctx.position();
        let all = search_order(position);
        if all.is_empty() {
            return None;
        }
        let facts = self.move_facts(b, ctx);
        let mut c = Candidates {
            moves: MoveList::new(),
            holds: [false; 256],
        };
        for mv in &all {
            match self.known_after(b, &facts, mv) {
                Some(false) => {}
                known => {
                    c.holds[c.moves.len()] = known == Some(true);
                    c.moves.push(*mv);
                }
            }
        }
        Some(c)
    }

    /// Whether some legal move of the context's position is known to make `b` false
    /// (then "`b` after every move" fails without a move applied).
    pub(super) fn fails_after_some_move(self, b: usize, ctx: &SearchContext) -> bool {
        let position = ctx.position();
        let facts = self.move_facts(b, ctx);
        position
            .legal_moves()
            .iter()
            .any(|mv| self.known_after(b, &facts, mv) == Some(false))
    }

    /// What `b` needs to know of the moves at the context's position; which moves give
    /// check only when `b` asks.
    fn move_facts<'c>(self, b: usize, ctx: &'c SearchContext) -> MoveFacts<'c> {
        let position = ctx.position();
        MoveFacts {
            position,
            player_moves: ctx.is_max_node(),
            checks: self
                .mentions(b, Op::IsCheck)
                .then(|| CheckInfo::new(position))
                .flatten(),
        }
    }

    /// The value of Bool subtree `b` after `mv`, when the move alone decides it.
    fn known_after(self, b: usize, facts: &MoveFacts, mv: &Move) -> Option<bool> {
        match self.op(b) {
            // The opponent's king: in check only after a player's checking move.
            Op::IsCheck => Some(
                facts.player_moves
                    && facts
                        .checks
                        .as_ref()
                        .is_some_and(|c| c.gives_check(facts.position, mv)),
            ),
            Op::IsMaterialChange => Some(mv.is_capture()),
            Op::Not => self.known_after(b + 1, facts, mv).map(|v| !v),
            Op::And2 | Op::And3 | Op::Or2 | Op::Or3 => {
                let decisive = matches!(self.op(b), Op::Or2 | Op::Or3);
                let mut all_known = true;
                for child in self.child_range(b) {
                    match self.known_after(child, facts, mv) {
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
