//! How right a chosen move is (the paper's Correctness, §4.3).

use shakmaty::{Move, Square, uci::UciMove};

use super::reference::uci_parts;

/// Partial credit for the right square reached by a wrong piece (the paper's 0.1).
pub const WRONG_PIECE_CREDIT: f64 = 0.1;

/// Correctness of `chosen` against the key moves, in [0, 1].
///
/// - 1 for a key move.
/// - The right piece (the chosen move starts on the from-square of a key move, so it
///   moves the same piece) to another square: 0.5^d, d the Chebyshev distance (king
///   steps) between the two destinations. The same piece to the same square with
///   another promotion counts as d = 1: it is a different, non-mating move.
/// - A wrong piece to a key move's destination: 0.1.
/// - Otherwise 0, and 0 when there is no move.
///
/// Against several key moves the best credit counts ("the nearest key move").
/// Castling is compared by the king's squares (`e1g1`).
pub fn correctness(chosen: Option<&Move>, keys: &[Move]) -> f64 {
    let Some(chosen) = chosen else {
        return 0.0;
    };
    if keys.contains(chosen) {
        return 1.0;
    }
    let Some((from, to, promotion)) = squares(chosen) else {
        return 0.0;
    };
    keys.iter()
        .filter_map(squares)
        .map(|(kf, kt, kp)| {
            if kf == from {
                let d = if kt == to && kp != promotion {
                    1
                } else {
                    kt.distance(to)
                };
                0.5f64.powi(d as i32)
            } else if kt == to {
                WRONG_PIECE_CREDIT
            } else {
                0.0
            }
        })
        .fold(0.0, f64::max)
}

fn squares(m: &Move) -> Option<(Square, Square, Option<shakmaty::Role>)> {
    match uci_parts(m) {
        UciMove::Normal {
            from,
            to,
            promotion,
        } => Some((from, to, promotion)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("fen")
            .into_position(CastlingMode::Standard)
            .expect("legal")
    }

    fn mv(p: &Chess, u: &str) -> Move {
        UciMove::from_ascii(u.as_bytes())
            .expect("uci")
            .to_move(p)
            .expect("legal move")
    }

    #[test]
    fn credits() {
        // Back-rank mate: Ra1-a8 is the key.
        let p = pos("6k1/5ppp/8/8/8/8/8/R3R1K1 w - - 0 1");
        let keys = [mv(&p, "a1a8")];
        assert_eq!(correctness(Some(&mv(&p, "a1a8")), &keys), 1.0);
        // Right rook, a7 is one step from a8, a5 three.
        assert_eq!(correctness(Some(&mv(&p, "a1a7")), &keys), 0.5);
        assert_eq!(correctness(Some(&mv(&p, "a1a5")), &keys), 0.125);
        // Right rook sideways: b1 is 7 rows from a8.
        assert_eq!(correctness(Some(&mv(&p, "a1b1")), &keys), 0.5f64.powi(7));
        // The other rook cannot reach a8; e8 is a different square.
        assert_eq!(correctness(Some(&mv(&p, "e1e8")), &keys), 0.0);
        assert_eq!(correctness(None, &keys), 0.0);
        assert_eq!(correctness(Some(&mv(&p, "a1a8")), &[]), 0.0);
    }

    #[test]
    fn wrong_piece_right_square_and_nearest_key() {
        let p = pos("6k1/5ppp/8/8/8/4K3/R7/7R w - - 0 1");
        // Another rook to the key's destination.
        let keys = [mv(&p, "a2a1")];
        assert_eq!(
            correctness(Some(&mv(&p, "h1a1")), &keys),
            WRONG_PIECE_CREDIT
        );
        // Another rook elsewhere.
        assert_eq!(correctness(Some(&mv(&p, "h1b1")), &keys), 0.0);
        // The best of several keys counts: h4 is one step from the key h1h5.
        let keys = [mv(&p, "a2a1"), mv(&p, "h1h5")];
        assert_eq!(correctness(Some(&mv(&p, "h1h4")), &keys), 0.5);
        assert_eq!(
            correctness(Some(&mv(&p, "h1a1")), &keys),
            WRONG_PIECE_CREDIT
        );
    }

    #[test]
    fn underpromotion_is_not_the_key() {
        let p = pos("7k/4P3/6K1/8/8/8/8/8 w - - 0 1");
        let keys = [mv(&p, "e7e8q")];
        assert_eq!(correctness(Some(&mv(&p, "e7e8q")), &keys), 1.0);
        assert_eq!(correctness(Some(&mv(&p, "e7e8n")), &keys), 0.5);
    }
}
