//! The order in which the root module and the move-making primitives try moves.

use shakmaty::{Chess, Move, MoveList, Position};

use crate::move_set::MoveSet;
use crate::movegen::{legal_moves_and_checks_into, legal_moves_into};

/// The legal moves of `position` in search order: checks first, then captures and
/// promotions, then the rest, each group in shakmaty's legal-move order.
///
/// Both sides' moves use it. A move-making primitive stops once the best score can no
/// longer change (+1000 at a MAX node, −1000 at a MIN node), and checks reach those
/// bounds soonest for either side: the attacker's mates are checks, and a defender's
/// check leaves the attacker fewest checks to answer with. The order is fixed by the
/// position alone, so results never depend on hashing or threads.
pub fn search_order(position: &Chess) -> MoveList {
    Ordered::new(position).moves
}

/// Moves in search order, and how many of them (the first ones) give check.
#[derive(Clone, Debug, Default)]
pub(crate) struct Ordered {
    pub moves: MoveList,
    pub checks: usize,
}

impl Ordered {
    pub fn new(position: &Chess) -> Ordered {
        let mut ordered = Ordered {
            moves: MoveList::new(),
            checks: 0,
        };
        ordered.refill(position);
        ordered
    }

    /// Makes this the order of `position`, in place: a kept order is reused without
    /// moving its list.
    pub fn refill(&mut self, position: &Chess) {
        self.moves.clear();
        self.checks = 0;
        if position.board().king_of(!position.turn()).is_none() {
            // No king to check: shakmaty's order.
            legal_moves_into(position, &mut self.moves);
            return;
        }
        let mut moves = MoveList::new();
        let mut checks = MoveSet::EMPTY;
        legal_moves_and_checks_into(position, &mut moves, &mut checks);
        self.moves.extend(checks.iter().map(|i| moves[i]));
        self.checks = self.moves.len();
        // Two passes over the rest, loud moves then quiet ones, so that no third list
        // is filled and copied.
        for loud_pass in [true, false] {
            for (i, &mv) in moves.iter().enumerate() {
                if is_loud(&mv) == loud_pass && !checks.contains(i) {
                    self.moves.push(mv);
                }
            }
        }
    }
}

impl Ordered {
    /// The indices of the moves `keep` takes, asked in search order.
    pub fn indices_where(&self, mut keep: impl FnMut(&Move) -> bool) -> MoveSet {
        let mut kept = MoveSet::EMPTY;
        for (k, mv) in self.moves.iter().enumerate() {
            if keep(mv) {
                kept.insert(k);
            }
        }
        kept
    }

    /// The moves at `indices`, each with its index, in search order.
    pub fn moves_at(&self, indices: MoveSet) -> impl Iterator<Item = (usize, &Move)> {
        indices.into_indices().map(|k| (k, &self.moves[k]))
    }
}

/// A capture, an en-passant capture or a promotion.
#[inline]
fn is_loud(mv: &Move) -> bool {
    match mv {
        Move::Normal {
            capture, promotion, ..
        } => capture.is_some() || promotion.is_some(),
        Move::EnPassant { .. } => true,
        Move::Castle { .. } | Move::Put { .. } => false,
    }
}
