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
pub(crate) struct Ordered {
    pub moves: MoveList,
    pub checks: usize,
}

impl Ordered {
    pub fn new(position: &Chess) -> Ordered {
        let mut moves = MoveList::new();
        if position.board().king_of(!position.turn()).is_none() {
            // No king to check: shakmaty's order.
            legal_moves_into(position, &mut moves);
            return Ordered { moves, checks: 0 };
        }
        let mut checks = MoveSet::EMPTY;
        legal_moves_and_checks_into(position, &mut moves, &mut checks);
        let mut ordered = MoveList::new();
        ordered.extend(checks.iter().map(|i| moves[i]));
        let check_count = ordered.len();
        let mut quiet = MoveList::new();
        for (i, &mv) in moves.iter().enumerate() {
            if checks.contains(i) {
                continue;
            }
            let loud = match mv {
                Move::Normal {
                    capture, promotion, ..
                } => capture.is_some() || promotion.is_some(),
                Move::EnPassant { .. } => true,
                Move::Castle { .. } | Move::Put { .. } => false,
            };
            if loud {
                ordered.push(mv);
            } else {
                quiet.push(mv);
            }
        }
        ordered.extend(quiet);
        Ordered {
            moves: ordered,
            checks: check_count,
        }
    }
}
