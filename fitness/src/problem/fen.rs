//! FEN fields to a legal position, with errors that name the bad field.

use shakmaty::{CastlingMode, Chess, fen::Fen, fen::ParseFenError};

use super::error::{FenError, FenField};

/// A parsed FEN: the position and the FEN text normalised to six fields (clocks
/// `0 1` when the text had none).
#[derive(Clone, Debug)]
pub struct ParsedFen {
    pub position: Chess,
    pub fen: String,
}

/// Parses a bare FEN of 4 to 6 whitespace-separated fields (missing clocks default to
/// `0 1`), for `--fen` and for tools.
pub fn parse_fen(text: &str) -> Result<ParsedFen, FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    match fields.len() {
        0..=3 => Err(FenError::MissingFields {
            found: fields.len(),
        }),
        4..=6 => {
            let clocks = [
                fields.get(4).copied().unwrap_or("0"),
                fields.get(5).copied().unwrap_or("1"),
            ];
            let board = [fields[0], fields[1], fields[2], fields[3]];
            position_from_fields(board, clocks)
        }
        n => Err(FenError::TooManyFields { found: n }),
    }
}

/// Builds a position from the four board fields and the two clock fields.
pub(crate) fn position_from_fields(
    board: [&str; 4],
    clocks: [&str; 2],
) -> Result<ParsedFen, FenError> {
    let text = format!(
        "{} {} {} {} {} {}",
        board[0], board[1], board[2], board[3], clocks[0], clocks[1]
    );
    let fen = Fen::from_ascii(text.as_bytes()).map_err(|e| {
        let field = match e {
            ParseFenError::InvalidTurn => FenField::Turn,
            ParseFenError::InvalidCastling => FenField::Castling,
            ParseFenError::InvalidEpSquare => FenField::EnPassant,
            ParseFenError::InvalidHalfmoveClock => FenField::HalfmoveClock,
            ParseFenError::InvalidFullmoves => FenField::FullmoveNumber,
            // Board, pockets (a '[' in the placement), and anything shakmaty may add.
            _ => FenField::Placement,
        };
        let value = match field {
            FenField::Placement => board[0],
            FenField::Turn => board[1],
            FenField::Castling => board[2],
            FenField::EnPassant => board[3],
            FenField::HalfmoveClock => clocks[0],
            FenField::FullmoveNumber => clocks[1],
        };
        FenError::BadField {
            field,
            value: value.to_owned(),
        }
    })?;
    let position: Chess = fen
        .into_position(CastlingMode::Standard)
        .map_err(|e| FenError::IllegalPosition(e.kinds()))?;
    Ok(ParsedFen {
        position,
        fen: text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::PositionErrorKinds;

    fn bad_field(fen: &str) -> (FenField, String) {
        match parse_fen(fen) {
            Err(FenError::BadField { field, value }) => (field, value),
            other => panic!("expected a bad field for {fen:?}, got {other:?}"),
        }
    }

    #[test]
    fn names_each_bad_field() {
        let cases = [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                FenField::Placement,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3/8 w - -",
                FenField::Placement,
                "4k3/8/8/8/8/8/8/4K3/8",
            ),
            ("4k3/8/8/8/8/8/8/4K3 x - -", FenField::Turn, "x"),
            ("4k3/8/8/8/8/8/8/4K3 w KX -", FenField::Castling, "KX"),
            ("4k3/8/8/8/8/8/8/4K3 w - e9", FenField::EnPassant, "e9"),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - x 1",
                FenField::HalfmoveClock,
                "x",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 y",
                FenField::FullmoveNumber,
                "y",
            ),
        ];
        for (fen, field, value) in cases {
            assert_eq!(bad_field(fen), (field, value.to_owned()), "{fen}");
            let msg = parse_fen(fen).expect_err("bad").to_string();
            assert!(msg.contains(field.as_str()) && msg.contains(value), "{msg}");
        }
    }

    #[test]
    fn counts_fields() {
        assert_eq!(
            parse_fen("4k3/8/8/8/8/8/8/4K3 w -").err(),
            Some(FenError::MissingFields { found: 3 })
        );
        assert_eq!(
            parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x").err(),
            Some(FenError::TooManyFields { found: 7 })
        );
    }

    #[test]
    fn rejects_illegal_positions() {
        let kinds = |fen: &str| match parse_fen(fen) {
            Err(FenError::IllegalPosition(k)) => k,
            other => panic!("expected illegal position for {fen}, got {other:?}"),
        };
        assert!(kinds("4k3/8/8/8/8/8/8/3KK3 w - -").contains(PositionErrorKinds::TOO_MANY_KINGS));
        // Black is in check from the rook with White to move.
        assert!(kinds("4k3/8/8/8/8/8/8/4RK2 w - -").contains(PositionErrorKinds::OPPOSITE_CHECK));
        assert!(kinds("8/8/8/8/8/8/8/4K3 w - -").contains(PositionErrorKinds::MISSING_KING));
        assert!(
            kinds("4k3/8/8/8/8/8/8/4K3 w KQ -")
                .contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS)
        );
        let msg = parse_fen("4k3/8/8/8/8/8/8/3KK3 w - -")
            .expect_err("two white kings")
            .to_string();
        assert!(msg.contains("too many kings"), "{msg}");
    }

    #[test]
    fn normalises_clocks() {
        let p = parse_fen("4k3/8/8/8/8/8/8/4K3 w - -").expect("legal");
        assert_eq!(p.fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        let p = parse_fen("4k3/8/8/8/8/8/8/4K3 b - - 12 40").expect("legal");
        assert_eq!(p.fen, "4k3/8/8/8/8/8/8/4K3 b - - 12 40");
    }
}
