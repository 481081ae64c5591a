//! A mate threat as far as attack sets tell: would the side that just moved have a
//! check that may mate if the other side passed? Asked by a proof-number search of a
//! position its quiet move made, to rank quiet moves that threaten nothing below
//! those that do, at no node and no simulated position (docs/PRIMITIVES.md rule 3).

use shakmaty::{Board, Color, MoveList};

use super::mate_candidates::board_mate_candidates_into;

/// Whether `player`, were it to move again on `board` (the opponent passing), would
/// have a legal check that leaves the enemy king no flight square: a candidate for
/// mate in one ([`crate::mate_candidates`]), not a proven mate (the check may still be
/// captured or blocked). Castling and en passant are not considered, as a board alone
/// knows neither.
///
/// The passed position must be legal: the opponent, who would pass, is not in check
/// (a side in check cannot pass), which the caller knows from the position it asks
/// about. Then `false` is certain: the player has no mate in one after a pass.
pub fn passed_mate_candidate(board: &Board, player: Color) -> bool {
    let mut candidates = MoveList::new();
    board_mate_candidates_into(board, player, &mut candidates);
    !candidates.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::mate_threat;
    use crate::test_util::position;
    use shakmaty::Position;

    #[test]
    fn a_back_rank_threat_is_a_candidate() {
        // Black to move; White's Ra1-a8 would mate if Black passed.
        let pos = position("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1");
        assert!(passed_mate_candidate(pos.board(), Color::White));
    }

    #[test]
    fn no_check_that_may_mate_no_candidate() {
        let bare = position("4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert!(!passed_mate_candidate(bare.board(), Color::White));
        // Ra1-a8+ leaves the king g7 and h7 (no pawns): no candidate.
        let open = position("6k1/8/8/8/8/8/8/R5K1 b - - 0 1");
        assert!(!passed_mate_candidate(open.board(), Color::White));
    }

    #[test]
    fn every_real_threat_is_a_candidate() {
        // `mate_threat` confirms a threat by playing the candidates on simulated
        // boards: a confirmed threat must have had a candidate.
        for fen in [
            "6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 4 4",
            "6k1/5ppp/8/8/8/8/5PPP/3r2K1 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
        ] {
            let pos = position(fen);
            let player = !pos.turn();
            if mate_threat(pos.board(), player).threatens {
                assert!(passed_mate_candidate(pos.board(), player), "{fen}");
            }
        }
        let scholar =
            position("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 4 4");
        assert!(mate_threat(scholar.board(), Color::White).threatens);
    }
}
