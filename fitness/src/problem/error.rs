//! What can be wrong with a problem line, and where it is.

use std::fmt;

use shakmaty::PositionErrorKinds;

/// Where a problem came from: a file (or a built-in suite, or `--fen`) and a 1-based
/// line number.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Source {
    pub name: String,
    pub line: usize,
}

impl Source {
    pub fn new(name: impl Into<String>, line: usize) -> Source {
        Source {
            name: name.into(),
            line,
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.name, self.line)
    }
}

/// The fields of a FEN, named as errors name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    Placement,
    Turn,
    Castling,
    EnPassant,
    HalfmoveClock,
    FullmoveNumber,
}

impl FenField {
    pub fn as_str(self) -> &'static str {
        match self {
            FenField::Placement => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
        }
    }

    fn expects(self) -> &'static str {
        match self {
            FenField::Placement => {
                "eight ranks of pieces (PNBRQK, pnbrqk) and digits 1-8, separated by '/'"
            }
            FenField::Turn => "'w' or 'b'",
            FenField::Castling => "'-' or some of 'KQkq'",
            FenField::EnPassant => "'-' or a square on rank 3 or 6",
            FenField::HalfmoveClock => "a whole number",
            FenField::FullmoveNumber => "a whole number of at least 1",
        }
    }
}

/// Why a FEN (or the FEN part of an EPD line) is not a usable position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Fewer than the four fields every FEN and EPD line starts with.
    MissingFields { found: usize },
    /// More fields than a FEN has (only for a bare FEN, not an EPD line).
    TooManyFields { found: usize },
    /// One field does not parse.
    BadField { field: FenField, value: String },
    /// The fields parse but describe an illegal position.
    IllegalPosition(PositionErrorKinds),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::MissingFields { found } => write!(
                f,
                "FEN has {found} field(s); needs at least 4 (placement, side to move, castling, en passant)"
            ),
            FenError::TooManyFields { found } => {
                write!(f, "FEN has {found} fields; a FEN has at most 6")
            }
            FenError::BadField { field, value } => write!(
                f,
                "bad FEN {} field '{value}': expected {}",
                field.as_str(),
                field.expects()
            ),
            FenError::IllegalPosition(kinds) => {
                write!(f, "illegal position: {}", position_error_names(*kinds))
            }
        }
    }
}

impl std::error::Error for FenError {}

/// shakmaty's position error kinds in words, e.g. "too many kings, opposite check".
pub fn position_error_names(kinds: PositionErrorKinds) -> String {
    const NAMES: [(PositionErrorKinds, &str); 10] = [
        (PositionErrorKinds::EMPTY_BOARD, "empty board"),
        (PositionErrorKinds::MISSING_KING, "a king is missing"),
        (PositionErrorKinds::TOO_MANY_KINGS, "too many kings"),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            "pawns on the first or eighth rank",
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            "castling rights without king and rook on their squares",
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            "en passant square without a pawn that just moved two squares",
        ),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            "the side not to move is in check",
        ),
        (PositionErrorKinds::IMPOSSIBLE_CHECK, "impossible check"),
        (PositionErrorKinds::TOO_MUCH_MATERIAL, "too much material"),
        (PositionErrorKinds::VARIANT, "variant rule violated"),
    ];
    let names: Vec<&str> = NAMES
        .iter()
        .filter(|(k, _)| kinds.contains(*k))
        .map(|(_, n)| *n)
        .collect();
    if names.is_empty() {
        "unknown reason".to_owned()
    } else {
        names.join(", ")
    }
}

/// What is wrong with one EPD line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemErrorKind {
    Fen(FenError),
    /// Two full-FEN clock fields were expected; one is missing or not a number.
    BadClocks {
        value: String,
    },
    /// An opcode's syntax is broken (unterminated string, missing operand, …).
    BadOpcode {
        opcode: String,
        message: String,
    },
    /// A move token of `opcode` is neither SAN nor UCI.
    UnparsableMove {
        opcode: String,
        token: String,
    },
    /// A move token parses but is not legal (or is ambiguous) where it is played.
    IllegalMove {
        opcode: String,
        token: String,
        reason: &'static str,
    },
    /// `bm #N` with a bad N, or a bad `dm N`.
    BadMateLength {
        opcode: String,
        value: String,
    },
    /// `bm #N` and `dm M` disagree.
    MateLengthConflict {
        bm: i32,
        dm: i32,
    },
    /// The reader was told to require a mate length and the line has none.
    MissingMateLength,
    /// The same opcode twice on one line.
    DuplicateOpcode {
        opcode: String,
    },
}

impl fmt::Display for ProblemErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemErrorKind::Fen(e) => e.fmt(f),
            ProblemErrorKind::BadClocks { value } => write!(
                f,
                "bad FEN clocks '{value}': expected halfmove clock and fullmove number, two whole numbers"
            ),
            ProblemErrorKind::BadOpcode { opcode, message } => {
                write!(f, "opcode '{opcode}': {message}")
            }
            ProblemErrorKind::UnparsableMove { opcode, token } => {
                write!(f, "{opcode}: '{token}' is not a move in SAN or UCI")
            }
            ProblemErrorKind::IllegalMove {
                opcode,
                token,
                reason,
            } => write!(f, "{opcode}: move '{token}' is {reason} in this position"),
            // `dm` counts the side to move's moves; `bm #-N` alone says it is mated.
            ProblemErrorKind::BadMateLength { opcode, value } if opcode == "dm" => write!(
                f,
                "{opcode}: bad mate length '{value}': expected a positive whole number of moves"
            ),
            ProblemErrorKind::BadMateLength { opcode, value } => write!(
                f,
                "{opcode}: bad mate length '{value}': expected #N or #-N with N a positive whole number of moves"
            ),
            ProblemErrorKind::MateLengthConflict { bm, dm } => {
                write!(f, "bm #{bm} and dm {dm} give different mate lengths")
            }
            ProblemErrorKind::MissingMateLength => {
                f.write_str("no mate length: expected 'dm N;' or 'bm #N;'")
            }
            ProblemErrorKind::DuplicateOpcode { opcode } => {
                write!(f, "opcode '{opcode}' appears twice")
            }
        }
    }
}

/// An error in one line of a problem file: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemError {
    pub source: Source,
    pub kind: ProblemErrorKind,
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.source, self.kind)
    }
}

impl std::error::Error for ProblemError {}

/// Reading a problem file or suite failed as a whole.
#[derive(Debug)]
pub enum ReadError {
    Io {
        path: String,
        error: std::io::Error,
    },
    /// A line is bad and the reader was not told to skip bad lines.
    Problem(ProblemError),
    /// `builtin:NAME` with a name that is not built in.
    UnknownBuiltin {
        name: String,
        known: Vec<&'static str>,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io { path, error } => write!(f, "{path}: {error}"),
            ReadError::Problem(e) => e.fmt(f),
            ReadError::UnknownBuiltin { name, known } => write!(
                f,
                "no built-in suite '{name}'; built in: {}",
                known.join(", ")
            ),
        }
    }
}

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Io { error, .. } => Some(error),
            ReadError::Problem(e) => Some(e),
            ReadError::UnknownBuiltin { .. } => None,
        }
    }
}

impl From<ProblemError> for ReadError {
    fn from(e: ProblemError) -> ReadError {
        ReadError::Problem(e)
    }
}
