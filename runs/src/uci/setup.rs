//! The position a `position` command describes, checked move by move.

use fitness::problem::parse_fen;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use super::command::Setup;
use crate::numeric::shown;

/// The position after `moves` from `setup`, or what is wrong, naming the FEN field or
/// the move (by its number in the list) at fault.
pub fn setup(start: &Setup, moves: &[String]) -> Result<Chess, String> {
    let mut position = match start {
        Setup::StartPos => Chess::default(),
        Setup::Fen(fen) => {
            parse_fen(fen)
                .map_err(|e| format!("bad FEN '{}': {e}", shown(fen)))?
                .position
        }
    };
    for (i, token) in moves.iter().enumerate() {
        let number = i + 1;
        let uci = UciMove::from_ascii(token.as_bytes())
            .map_err(|_| format!("move {number} '{}' is not a UCI move", shown(token)))?;
        let illegal = |p: &Chess| format!("move {number} '{token}' is illegal in {}", fen(p));
        let mv = uci.to_move(&position).map_err(|_| illegal(&position))?;
        // Setting up the game, not searching: no node is counted here.
        position = position.clone().play(mv).map_err(|_| illegal(&position))?;
    }
    Ok(position)
}

fn fen(position: &Chess) -> String {
    shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &str) -> Vec<String> {
        list.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn startpos_with_moves_and_castling() {
        let p = setup(
            &Setup::StartPos,
            &moves("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1"),
        )
        .expect("legal");
        assert_eq!(
            fen(&p),
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"
        );
    }

    #[test]
    fn promotion_and_fen() {
        let p = setup(
            &Setup::Fen("7k/P7/8/8/8/8/8/K7 w - -".into()),
            &moves("a7a8q"),
        )
        .expect("legal");
        assert_eq!(fen(&p), "Q6k/8/8/8/8/8/8/K7 b - - 0 1");
    }

    #[test]
    fn errors_name_the_fault() {
        let e = setup(&Setup::StartPos, &moves("e2e4 e2e4")).expect_err("illegal");
        assert!(e.contains("move 2 'e2e4' is illegal"), "{e}");
        let e = setup(&Setup::StartPos, &moves("e2e4 xyz")).expect_err("not UCI");
        assert!(e.contains("move 2 'xyz' is not a UCI move"), "{e}");
        let e = setup(&Setup::Fen("8/8/8/8 w - -".into()), &[]).expect_err("bad FEN");
        assert!(e.contains("bad FEN '8/8/8/8 w - -'"), "{e}");
        let e = setup(&Setup::Fen("8/8/8/8/8/8/8/8 w - -".into()), &[]).expect_err("no kings");
        assert!(e.contains("bad FEN"), "{e}");
    }
}
