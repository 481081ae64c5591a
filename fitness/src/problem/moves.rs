//! Move tokens in SAN or UCI, resolved against a position.

use shakmaty::{
    CastlingMode, Chess, Move, Position,
    san::{SanError, SanPlus},
    uci::UciMove,
};

/// Why a move token does not give a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveTokenError {
    /// Neither SAN nor UCI.
    Unparsable,
    /// A well-formed move that is illegal here ("illegal") or fits several legal
    /// moves ("ambiguous").
    Illegal(&'static str),
}

/// Resolves `token` as SAN (annotations such as `!`, `?` and `0-0` spelled with zeros
/// accepted) or as UCI.
pub fn parse_move(position: &Chess, token: &str) -> Result<Move, MoveTokenError> {
    let san_text = token.trim_end_matches(['!', '?']).replace('0', "O");
    let san_result = SanPlus::from_ascii(san_text.as_bytes()).map(|s| s.san.to_move(position));
    let san_error = match san_result {
        Ok(Ok(m)) => return Ok(m),
        Ok(Err(SanError::AmbiguousSan)) => MoveTokenError::Illegal("ambiguous"),
        Ok(Err(_)) => MoveTokenError::Illegal("illegal"),
        Err(_) => MoveTokenError::Unparsable,
    };
    match UciMove::from_ascii(token.as_bytes()) {
        Ok(uci) => uci
            .to_move(position)
            .map_err(|_| MoveTokenError::Illegal("illegal")),
        Err(_) => Err(san_error),
    }
}

/// A move in UCI notation (standard castling, `e1g1`).
pub fn uci(m: Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

/// A move in SAN with its check or mate suffix.
pub fn san(position: &Chess, m: Move) -> String {
    SanPlus::from_move(position.clone(), m).to_string()
}

/// A line of moves in SAN from `position`; stops at the first illegal move.
pub fn san_line(position: &Chess, moves: &[Move]) -> Vec<String> {
    let mut pos = position.clone();
    let mut out = Vec::with_capacity(moves.len());
    for &m in moves {
        if !pos.is_legal(m) {
            break;
        }
        out.push(san(&pos, m));
        // A display copy, not a search position: no node is counted here.
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::parse_fen;

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).expect("test FEN").position
    }

    #[test]
    fn san_and_uci_tokens() {
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -");
        for (token, want) in [
            ("O-O", "e1g1"),
            ("0-0-0", "e1c1"),
            ("e1g1", "e1g1"),
            ("Rxa8+", "a1a8"),
            ("Rxa8+!", "a1a8"),
            ("a1a8", "a1a8"),
        ] {
            let m = parse_move(&p, token).expect(token);
            assert_eq!(uci(m), want, "{token}");
        }
        assert_eq!(
            parse_move(&p, "Qd4"),
            Err(MoveTokenError::Illegal("illegal"))
        );
        assert_eq!(
            parse_move(&p, "e2e4"),
            Err(MoveTokenError::Illegal("illegal"))
        );
        assert_eq!(parse_move(&p, "Zz9"), Err(MoveTokenError::Unparsable));
        let p = pos("4k3/8/8/8/8/8/4K3/R6R w - -");
        assert_eq!(
            parse_move(&p, "Rd1"),
            Err(MoveTokenError::Illegal("ambiguous"))
        );
    }

    #[test]
    fn san_line_marks_check_and_mate() {
        let p = pos("6k1/5ppp/8/8/8/8/8/R5K1 w - -");
        let m = parse_move(&p, "Ra8").expect("legal");
        assert_eq!(san_line(&p, &[m]), vec!["Ra8#".to_owned()]);
        assert_eq!(san(&p, m), "Ra8#");
    }
}
