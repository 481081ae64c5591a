//! The move to play when no mate was proven: `bestmove` must still be legal.

use chess_prims::Line;
use shakmaty::{Chess, Move, Position, Role};

/// A shallow, deterministic choice: a checking move first (a mate search that ran out
/// of time most likely stopped inside a line of checks), then the capture of the most
/// valuable piece, then the most valuable promotion; ties go to the first move in
/// shakmaty's legal-move order. `None` when there is no legal move. Also returns the
/// nodes spent: each move is played once to see whether it checks.
pub fn fallback_move(position: &Chess) -> (Option<Move>, u64) {
    let moves = position.legal_moves();
    let mut line = Line::new(position.clone());
    let mut best: Option<(Move, (bool, u8, u8))> = None;
    for m in &moves {
        line.play_unchecked(m);
        let rank = (
            line.position().is_check(),
            m.capture().map_or(0, value),
            m.promotion().map_or(0, value),
        );
        line.undo();
        if best.is_none_or(|(_, r)| rank > r) {
            best = Some((*m, rank));
        }
    }
    (best.map(|(m, _)| m), line.nodes())
}

fn value(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 100,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fitness::problem::{parse_fen, uci};

    fn best(fen: &str) -> Option<String> {
        let p = parse_fen(fen).expect("test FEN").position;
        let (m, nodes) = fallback_move(&p);
        assert_eq!(nodes, p.legal_moves().len() as u64, "one node a move");
        m.map(uci)
    }

    #[test]
    fn prefers_checks_then_big_captures() {
        // Qxd8 captures a rook and gives check along the eighth rank.
        assert_eq!(
            best("3r2k1/8/8/8/8/8/8/3Q2K1 w - - 0 1").as_deref(),
            Some("d1d8")
        );
        // No check: the knight takes the rook rather than the pawn.
        assert_eq!(
            best("7k/8/8/1r6/4p3/2N5/8/K7 w - - 0 1").as_deref(),
            Some("c3b5")
        );
        // A check beats the capture of a rook.
        assert_eq!(
            best("8/4k3/8/1r6/8/2N5/8/K7 w - - 0 1").as_deref(),
            Some("c3d5")
        );
    }

    #[test]
    fn none_when_mated_or_stalemated() {
        assert_eq!(
            best("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
            None
        );
        assert_eq!(best("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), None);
        assert!(best("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").is_some());
    }
}
