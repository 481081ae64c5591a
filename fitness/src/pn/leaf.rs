//! What a position is worth before it is expanded: mate, a draw for the defender,
//! or open with a number of legal moves.

use chess_prims::{Line, legal_move_count};
use shakmaty::{Chess, Position, attacks};

/// How far a search may look. In a mate-in-N search a position `plies` below the root
/// that is not mate is disproven: the attacker's N-th move has not mated. A search for
/// any mate has a horizon too, far away, only to bound memory and recursion; a
/// disproof that reached it is not a disproof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Horizon {
    pub(crate) plies: u32,
    /// True: a mate-in-N bound. False: the safety horizon of a search for any mate.
    pub(crate) limited: bool,
}

/// The horizon of a search for any mate: a mate in 500 moves. Longer mates are not
/// found; reaching it turns a would-be "no mate" into "unknown".
pub(crate) const UNLIMITED_PLIES: u32 = 999;

impl Horizon {
    pub(crate) fn mate_in(plies: u32) -> Horizon {
        Horizon {
            plies,
            limited: true,
        }
    }

    pub(crate) fn unlimited() -> Horizon {
        Horizon {
            plies: UNLIMITED_PLIES,
            limited: false,
        }
    }

    /// Plies left below a node at `ply`.
    #[inline]
    pub(crate) fn remaining(self, ply: u32) -> u32 {
        self.plies.saturating_sub(ply)
    }
}

/// Why a position is disproven, which decides where else the verdict holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Why {
    /// Stalemate, the attacker mated, or the attacker without mating material: true
    /// wherever the position stands.
    Final,
    /// The mate-in-N bound: true wherever the position stands with as few plies left.
    Depth,
    /// The safety horizon of an unbounded search: not a disproof of the position.
    Horizon,
    /// Repetition or the fifty-move rule: true only for this line from the root.
    Path,
}

/// A position judged without expanding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Leaf {
    /// The defender is checkmated.
    Mate,
    Disproven(Why),
    /// Not decided; `moves` legal moves.
    Open {
        moves: usize,
    },
}

/// Judges the position at the top of `line` (the attacker moves at even plies).
pub(crate) fn judge(line: &Line, horizon: Horizon) -> Leaf {
    let pos = line.position();
    let ply = line.ply();
    let attacker_to_move = ply.is_multiple_of(2);
    let moves = legal_move_count(pos);
    if moves == 0 {
        return if pos.is_check() && !attacker_to_move {
            Leaf::Mate
        } else {
            Leaf::Disproven(Why::Final)
        };
    }
    if line.is_fifty_move_draw() || line.is_repetition() {
        return Leaf::Disproven(Why::Path);
    }
    let attacker = if attacker_to_move {
        pos.turn()
    } else {
        !pos.turn()
    };
    if pos.has_insufficient_material(attacker) {
        return Leaf::Disproven(Why::Final);
    }
    if ply >= horizon.plies {
        return Leaf::Disproven(if horizon.limited {
            Why::Depth
        } else {
            Why::Horizon
        });
    }
    Leaf::Open { moves }
}

/// The flight squares of the king of the side not to move (the defender, where the
/// attacker moves): squares next to it that hold none of its own pieces and that the
/// side to move does not attack. That king is not in check, so no line of the
/// attacker's runs through its square to one behind it.
pub(crate) fn king_flights(pos: &Chess) -> u32 {
    let board = pos.board();
    let defender = !pos.turn();
    let Some(king) = board.king_of(defender) else {
        return 0;
    };
    (attacks::king_attacks(king) & !board.by_color(defender))
        .into_iter()
        .filter(|&sq| {
            board
                .attacks_to(sq, pos.turn(), board.occupied())
                .is_empty()
        })
        .count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::parse_fen;

    #[test]
    fn flights_are_free_squares_the_side_to_move_does_not_attack() {
        let flights = |fen: &str| king_flights(&parse_fen(fen).expect("legal").position);
        assert_eq!(flights("6k1/8/8/8/8/8/8/R5K1 w - - 0 1"), 5);
        assert_eq!(flights("6k1/R7/8/8/8/8/8/6K1 w - - 0 1"), 2);
        // Own pieces are no flights.
        assert_eq!(flights("6k1/5ppp/8/8/8/8/8/6K1 w - - 0 1"), 2);
    }
}
