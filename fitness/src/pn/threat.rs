//! Threat-aware first numbers for the attacker's quiet moves (issue 24).
//!
//! A quiet move (one that gives no check) helps a mate attack mostly when it
//! threatens mate: composed mates' quiet keys nearly always do. When df-pn judges the
//! position a quiet move made (the move is played then, the node paid), it asks,
//! without applying another move, whether the attacker would have a check that may
//! mate were the defender to pass, and scales the position's first proof number by
//! [`PnOptions::no_threat_factor`] when not, by [`PnOptions::threat_divisor`] when so.

use chess_prims::{
    features::{board_after, mate_threat},
    passed_mate_candidate,
};
use shakmaty::{Board, Chess, Color, Move, Position};

use super::numbers::{INF, MAX_FINITE, Num};
use super::options::{PnOptions, ThreatTest};

/// How the first proof number of a position reached by a quiet attacker move is
/// scaled: times `mul`, divided by `div`, rounded up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Scale {
    mul: Num,
    div: Num,
}

impl Scale {
    pub(crate) const ONE: Scale = Scale { mul: 1, div: 1 };

    pub(crate) fn is_one(self) -> bool {
        self.mul == self.div
    }

    /// `pn` scaled; 0 and infinity (solved) stay, a finite number stays finite and
    /// at least 1.
    pub(crate) fn apply(self, pn: Num) -> Num {
        if pn == 0 || pn == INF || self.is_one() {
            return pn;
        }
        let scaled = (u64::from(pn) * u64::from(self.mul)).div_ceil(u64::from(self.div));
        scaled.clamp(1, u64::from(MAX_FINITE)) as Num
    }

    /// The unscaled proof number from which the scaled one reaches `th`:
    /// `apply(pn) >= th` exactly when `pn >= unscaled_threshold(th)` (`th` ≥ 1), so a
    /// node whose own number is scaled searches its children to the right bound.
    pub(crate) fn unscaled_threshold(self, th: Num) -> Num {
        if th == INF || self.is_one() {
            return th;
        }
        let below = u64::from(th.saturating_sub(1)) * u64::from(self.div) / u64::from(self.mul);
        (below + 1).min(u64::from(MAX_FINITE)) as Num
    }
}

/// The threat test and the factors, as the options set them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct QuietThreats {
    test: ThreatTest,
    no_threat: Num,
    threat: Num,
    persists: bool,
    in_guess: bool,
}

impl QuietThreats {
    pub(crate) fn new(options: &PnOptions) -> QuietThreats {
        QuietThreats {
            test: options.threat_test,
            no_threat: options.no_threat_factor.max(1),
            threat: options.threat_divisor.max(1),
            persists: options.threat_persists,
            in_guess: options.threat_in_guess,
        }
    }

    pub(crate) fn active(self) -> bool {
        self.no_threat > 1 || self.threat > 1
    }

    /// Whether the scale holds for the defender's node after it is expanded too.
    pub(crate) fn persists(self) -> bool {
        self.persists && self.active()
    }

    /// The scale of the guessed proof number of the quiet move `mv` of `pos`'s side
    /// to move (`PnOptions::threat_in_guess`): the threat is asked of the board after
    /// the move, simulated, not played (a board, no node).
    pub(crate) fn guess_scale(self, pos: &Chess, mv: &Move) -> Scale {
        if !self.in_guess || !self.active() {
            return Scale::ONE;
        }
        let attacker = pos.turn();
        self.scale_of(&board_after(pos.board(), mv, attacker), attacker)
    }

    /// The scale of the first proof number of `pos`, where the defender moves after
    /// the attacker's move. A check is no quiet move: it keeps its number.
    pub(crate) fn scale(self, pos: &Chess) -> Scale {
        if !self.active() || pos.is_check() {
            return Scale::ONE;
        }
        self.scale_of(pos.board(), !pos.turn())
    }

    /// The scale after a quiet move of `attacker` that made `board`, the defender
    /// not in check (so the position passed to the attacker is legal).
    fn scale_of(self, board: &Board, attacker: Color) -> Scale {
        let threatens = match self.test {
            ThreatTest::Candidate => passed_mate_candidate(board, attacker),
            ThreatTest::Confirmed => mate_threat(board, attacker).threatens,
        };
        if threatens {
            Scale {
                mul: 1,
                div: self.threat,
            }
        } else {
            Scale {
                mul: self.no_threat,
                div: 1,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::parse_fen;

    #[test]
    fn scaling_keeps_solved_numbers_and_stays_positive() {
        let x4 = Scale { mul: 4, div: 1 };
        let half = Scale { mul: 1, div: 2 };
        assert_eq!(x4.apply(3), 12);
        assert_eq!(x4.apply(0), 0);
        assert_eq!(x4.apply(INF), INF);
        assert_eq!(x4.apply(MAX_FINITE), MAX_FINITE);
        assert_eq!(half.apply(1), 1);
        assert_eq!(half.apply(5), 3);
    }

    #[test]
    fn the_unscaled_threshold_matches_the_scaled_number() {
        for scale in [
            Scale { mul: 4, div: 1 },
            Scale { mul: 1, div: 3 },
            Scale::ONE,
        ] {
            for th in 1..60 {
                let from = scale.unscaled_threshold(th);
                for pn in 1..60 {
                    assert_eq!(scale.apply(pn) >= th, pn >= from, "{scale:?} {th} {pn}");
                }
            }
            assert_eq!(scale.unscaled_threshold(INF), INF);
        }
    }

    #[test]
    fn a_quiet_move_without_a_threat_is_scaled_up() {
        let options = PnOptions {
            no_threat_factor: 4,
            threat_divisor: 2,
            ..PnOptions::default()
        };
        let threats = QuietThreats::new(&options);
        let scale = |fen: &str| threats.scale(&parse_fen(fen).expect("legal").position);
        // Black to move, White threatens Ra8#.
        assert_eq!(
            scale("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1"),
            Scale { mul: 1, div: 2 }
        );
        // No threat: the king has air.
        assert_eq!(
            scale("6k1/8/8/8/8/8/8/R5K1 b - - 0 1"),
            Scale { mul: 4, div: 1 }
        );
        // In check: not a quiet move.
        assert_eq!(scale("R5k1/8/6K1/8/8/8/8/8 b - - 0 1"), Scale::ONE);
        let off = PnOptions {
            no_threat_factor: 1,
            threat_divisor: 1,
            ..PnOptions::default()
        };
        assert!(!QuietThreats::new(&off).active());
    }
}
