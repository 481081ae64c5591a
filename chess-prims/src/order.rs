//! The order in which the root module and the move-making primitives try moves.

use shakmaty::{Chess, MoveList, Position};

use crate::CheckInfo;

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
        let moves = position.legal_moves();
        let Some(info) = CheckInfo::new(position) else {
            return Ordered { moves, checks: 0 };
        };
        let mut group = [0u8; 256];
        for (g, mv) in group.iter_mut().zip(&moves) {
            *g = if info.gives_check(position, mv) {
                0
            } else if mv.is_capture() || mv.is_promotion() {
                1
            } else {
                2
            };
        }
        let mut ordered = MoveList::new();
        for wanted in 0..3 {
            for (mv, _) in moves.iter().zip(&group).filter(|(_, g)| **g == wanted) {
                ordered.push(*mv);
            }
        }
        Ordered {
            moves: ordered,
            checks: group[..moves.len()].iter().filter(|g| **g == 0).count(),
        }
    }
}
