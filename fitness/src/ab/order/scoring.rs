//! The weights of a node's moves: Geniss's for the attacker (checks, captures,
//! king-area attacks), likely refutations for the defender, and the history.

use chess_prims::check_answer_estimate;
use chess_prims::features::{board_after, king_escape_squares};
use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, Square, attacks};

use super::Hints;

const VALUE: [i32; 7] = [0, 1, 3, 3, 5, 9, 0];

fn value(role: Role) -> i32 {
    VALUE[role as usize]
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    Attacker { checks_only: bool },
    Defender,
}

impl Side {
    /// How far the history is scaled down before it joins a move's score. The
    /// defender's weighs more: its refutations repeat across siblings more than the
    /// attacker's mates do (chosen on the Lichess training sets, not the test sets).
    fn history_shift(self) -> u32 {
        match self {
            Side::Attacker { .. } => 6,
            Side::Defender => 3,
        }
    }
}

/// How much fewer than eight answers the check `mv` leaves (0 to 8): among checks,
/// the one with the fewest answers comes first, ahead of any capture's bonus. For the
/// attacker it is likelier to mate, and its subtree smaller when it does not; for the
/// defender its refutation is the cheapest to prove (for the defender it replaced a
/// bonus for checks from unguarded squares, which it subsumes).
#[inline(always)]
fn fewer_answers(position: &Chess, mv: &Move) -> i32 {
    8 - check_answer_estimate(position, mv).min(8) as i32
}

/// How much fewer than eight flight squares the attacker's quiet move `mv` leaves the
/// enemy king (0 to 8): ahead of any capture's bonus, since a mate that is not a check
/// now must close the king in first. Asked only with moves enough left (see
/// `Hints::deep`): near the leaves it costs more time than it saves nodes.
#[inline(always)]
fn fewer_flights(position: &Chess, mv: &Move) -> i32 {
    let after = board_after(position.board(), mv, position.turn());
    8 - king_escape_squares(&after, position.turn()).count().min(8) as i32
}

/// A move not scored yet; below every real score.
pub(super) const UNSCORED: i32 = i32::MIN;

/// A move taken apart once: each of shakmaty's accessors matches on it again.
#[derive(Debug, PartialEq, Eq)]
struct Parts {
    role: Role,
    /// The king's square for castling, and a1 for a drop, as `PackedMove::new` has it.
    from: Square,
    /// The rook's square for castling, as `Move::to` has it.
    to: Square,
    capture: Option<Role>,
    promotion: Option<Role>,
}

impl Parts {
    #[inline(always)]
    fn of(mv: &Move) -> Parts {
        let (role, from, to, capture, promotion) = match *mv {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => (role, from, to, capture, promotion),
            Move::EnPassant { from, to } => (Role::Pawn, from, to, Some(Role::Pawn), None),
            Move::Castle { king, rook } => (Role::King, king, rook, None, None),
            Move::Put { role, to } => (role, Square::A1, to, None, None),
        };
        Parts {
            role,
            from,
            to,
            capture,
            promotion,
        }
    }
}

/// [`PackedMove::squares`] from a move's squares.
#[inline(always)]
fn squares(from: Square, to: Square) -> usize {
    usize::from(from) << 6 | usize::from(to)
}

/// What scoring a node's moves needs to know, gathered once per node.
pub(super) struct Scoring<'a> {
    turn: Color,
    /// The history of the side to move; `None` when it is not used.
    history: Option<&'a [u32; 4096]>,
    history_shift: u32,
    mate_heuristics: bool,
    side: Side,
    occupied: Bitboard,
    zone: Bitboard,
    position: &'a Chess,
    deep: bool,
}

impl<'a> Scoring<'a> {
    pub(super) fn new(position: &'a Chess, hints: &Hints<'a>, side: Side) -> Scoring<'a> {
        let turn = position.turn();
        // Only the attacker's moves are scored by their reach into the king's area.
        let zone = match side {
            Side::Attacker { .. } => position
                .board()
                .king_of(!turn)
                .map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k)),
            Side::Defender => Bitboard::EMPTY,
        };
        Scoring {
            turn,
            history: hints.history.map(|h| h.of(turn)),
            history_shift: side.history_shift(),
            mate_heuristics: hints.mate_heuristics,
            side,
            occupied: position.board().occupied(),
            zone,
            position,
            deep: hints.deep,
        }
    }

    /// [`Scoring::score`] of a defender's move that gives no check.
    #[inline(always)]
    pub(super) fn quiet_defence(&self, mv: &Move) -> i32 {
        let Move::Normal {
            role,
            from,
            capture,
            to,
            ..
        } = *mv
        else {
            return self.score(mv, false);
        };
        let mut score = self
            .history
            .map_or(0, |h| (h[squares(from, to)] >> self.history_shift) as i32);
        if self.mate_heuristics
            && let Some(victim) = capture
        {
            score += 1024 * value(victim) - value(role);
        }
        score
    }

    // Always inlined: it runs once per move in the scoring loops, and the compiler
    // had left it a call.
    #[inline(always)]
    pub(super) fn score(&self, mv: &Move, check: bool) -> i32 {
        let Parts {
            role,
            from,
            to,
            capture,
            promotion,
        } = Parts::of(mv);
        let mut score = self
            .history
            .map_or(0, |h| (h[squares(from, to)] >> self.history_shift) as i32);
        if !self.mate_heuristics {
            return score;
        }
        if let Some(victim) = capture {
            score += 1024 * value(victim) - value(role);
        }
        match self.side {
            Side::Attacker { .. } => {
                if check {
                    score += 1 << 20;
                    score += fewer_answers(self.position, mv) << 14;
                }
                if let Some(promotion) = promotion {
                    score += 512 * value(promotion);
                }
                let role = promotion.unwrap_or(role);
                let reach = attacks::attacks(to, role.of(self.turn), self.occupied);
                let near = reach & self.zone;
                if near.any() {
                    score += 64 * near.count() as i32;
                }
                if !check && self.deep {
                    score += fewer_flights(self.position, mv) << 14;
                }
            }
            Side::Defender => {
                // No bonus for king moves or for taking the piece that just moved:
                // measured, both cost nodes.
                if check {
                    score += 1 << 17;
                    score += fewer_answers(self.position, mv) << 14;
                }
            }
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ab::order::History;
    use crate::ab::tt::PackedMove;
    use crate::problem::parse_fen;

    /// The parts agree with shakmaty's accessors and the history's index with the
    /// packed move's, on castling, en passant, promotions and captures.
    #[test]
    fn parts_agree_with_the_move() {
        let mut seen = 0;
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "r3k2r/8/8/8/3Pp3/8/1p6/R3K2R b KQkq d3 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            let pos = parse_fen(fen).expect("test FEN").position;
            for mv in pos.legal_moves() {
                let parts = Parts::of(&mv);
                assert_eq!(parts.role, mv.role(), "{mv}");
                assert_eq!(Some(parts.from), mv.from(), "{mv}");
                assert_eq!(parts.to, mv.to(), "{mv}");
                assert_eq!(parts.capture, mv.capture(), "{mv}");
                assert_eq!(parts.promotion, mv.promotion(), "{mv}");
                assert_eq!(
                    squares(parts.from, parts.to),
                    PackedMove::new(&mv).squares(),
                    "{mv}"
                );
                seen += 1;
            }
        }
        assert!(seen > 60, "{seen}");
    }

    /// The defender's lean loop scores as the general one does: history, captures,
    /// en passant and castling, with the mate heuristics on and off.
    #[test]
    fn quiet_defence_scores_as_score_does() {
        let mut history = History::new();
        let mut compared = 0;
        for fen in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "r3k2r/8/8/8/3Pp3/8/1p6/R3K2R b KQkq d3 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 4 4",
        ] {
            let pos = parse_fen(fen).expect("test FEN").position;
            let moves = pos.legal_moves();
            for (i, mv) in moves.iter().enumerate().step_by(3) {
                history.record(pos.turn(), mv, 1 + i as u32 % 4);
            }
            for mate_heuristics in [true, false] {
                let hints = Hints {
                    table_move: PackedMove::NONE,
                    killers: None,
                    history: Some(&history),
                    ply: 0,
                    mate_heuristics,
                    first: &[],
                    deep: false,
                };
                let scoring = Scoring::new(&pos, &hints, Side::Defender);
                for mv in &moves {
                    assert_eq!(scoring.quiet_defence(mv), scoring.score(mv, false), "{mv}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 100, "{compared}");
    }
}
