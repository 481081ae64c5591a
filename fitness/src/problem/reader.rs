//! EPD lines and files to problems.

use std::path::Path;

use shakmaty::{Chess, Move, Position};

use super::error::{ProblemError, ProblemErrorKind, ReadError, Source};
use super::fen::position_from_fields;
use super::moves::{MoveTokenError, parse_move};
use super::opcode::{Opcode, split_opcodes};
use super::{Problem, builtin};

/// How strict the reader is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// A line without `dm N` or `bm #N` is an error.
    pub require_mate: bool,
    /// Skip bad lines, collecting their errors in [`Suite::skipped`], instead of
    /// failing on the first.
    pub skip_bad: bool,
}

/// The problems of one file or built-in suite.
#[derive(Clone, Debug, Default)]
pub struct Suite {
    /// The file path, or `builtin:NAME`.
    pub name: String,
    pub problems: Vec<Problem>,
    /// The errors of the lines skipped (only with [`ReadOptions::skip_bad`]).
    pub skipped: Vec<ProblemError>,
}

/// Reads a suite named on a command line: `builtin:NAME` or a file path.
pub fn load_suite(spec: &str, options: ReadOptions) -> Result<Suite, ReadError> {
    match spec.strip_prefix("builtin:") {
        Some(name) => {
            let text = builtin::text(name).ok_or_else(|| ReadError::UnknownBuiltin {
                name: name.to_owned(),
                known: builtin::names(),
            })?;
            Ok(read_epd(text, spec, options)?)
        }
        None => read_epd_file(spec, options),
    }
}

/// Reads an EPD file.
pub fn read_epd_file(path: impl AsRef<Path>, options: ReadOptions) -> Result<Suite, ReadError> {
    let path = path.as_ref();
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|error| ReadError::Io {
        path: name.clone(),
        error,
    })?;
    Ok(read_epd(&text, &name, options)?)
}

/// Reads EPD text; `name` is used in sources and errors.
pub fn read_epd(text: &str, name: &str, options: ReadOptions) -> Result<Suite, ProblemError> {
    let mut suite = Suite {
        name: name.to_owned(),
        ..Suite::default()
    };
    for (i, line) in text.lines().enumerate() {
        match parse_epd_line(line, Source::new(name, i + 1), options) {
            Ok(Some(p)) => suite.problems.push(p),
            Ok(None) => {}
            Err(e) if options.skip_bad => suite.skipped.push(e),
            Err(e) => return Err(e),
        }
    }
    Ok(suite)
}

/// Parses one EPD line: four FEN fields (optionally the two clocks), then operations.
/// Blank lines and `#` comments give `Ok(None)`.
pub fn parse_epd_line(
    line: &str,
    source: Source,
    options: ReadOptions,
) -> Result<Option<Problem>, ProblemError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    parse_problem(line, &source, options)
        .map(Some)
        .map_err(|kind| ProblemError { source, kind })
}

/// A line that is neither blank nor a comment, as a problem.
fn parse_problem(
    line: &str,
    source: &Source,
    options: ReadOptions,
) -> Result<Problem, ProblemErrorKind> {
    let (board, clocks, rest) = split_position(line)?;
    let parsed = position_from_fields(board, clocks).map_err(ProblemErrorKind::Fen)?;
    let ops = split_opcodes(rest).map_err(|e| ProblemErrorKind::BadOpcode {
        opcode: e.opcode,
        message: e.message,
    })?;
    let mut problem = Problem {
        id: source.to_string(),
        source: source.clone(),
        fen: parsed.fen,
        position: parsed.position,
        mate: None,
        key_moves: Vec::new(),
        pv: Vec::new(),
        comment: None,
        other: Vec::new(),
    };
    problem.mate = read_opcodes(&mut problem, &ops)?;
    if options.require_mate && problem.mate.is_none() {
        return Err(ProblemErrorKind::MissingMateLength);
    }
    Ok(problem)
}

/// The four board fields, the two clocks (`0 1` when the line gives none) and the
/// rest of the line.
fn split_position(line: &str) -> Result<([&str; 4], [&str; 2], &str), ProblemErrorKind> {
    let mut rest = line;
    let mut board = [""; 4];
    for (found, field) in board.iter_mut().enumerate() {
        let (token, after) =
            next_token(rest).ok_or(ProblemErrorKind::Fen(super::FenError::MissingFields {
                found,
            }))?;
        *field = token;
        rest = after;
    }
    let mut clocks = ["0", "1"];
    if let Some((half, after)) = next_token(rest).filter(|(t, _)| is_number(t)) {
        let Some((full, after)) = next_token(after).filter(|(t, _)| is_number(t)) else {
            return Err(ProblemErrorKind::BadClocks {
                value: half.to_owned(),
            });
        };
        clocks = [half, full];
        rest = after;
    }
    Ok((board, clocks, rest))
}

/// Reads the operations into `problem`: key moves, id, comment, line, and the others
/// as written. Returns the mate length, from `bm #N` or `dm N` (which must agree).
fn read_opcodes(problem: &mut Problem, ops: &[Opcode]) -> Result<Option<i32>, ProblemErrorKind> {
    let mut seen: Vec<&str> = Vec::new();
    let mut bm_mate = None;
    let mut dm = None;
    for op in ops {
        let interpreted = matches!(op.name.as_str(), "bm" | "dm" | "id" | "c0" | "pv" | "PV:");
        if interpreted {
            if seen.contains(&op.name.as_str()) {
                return Err(ProblemErrorKind::DuplicateOpcode {
                    opcode: op.name.clone(),
                });
            }
            seen.push(&op.name);
        }
        match op.name.as_str() {
            "bm" => bm_mate = read_bm(problem, op)?,
            "dm" => dm = Some(read_dm(op)?),
            "id" => problem.id = op.text(),
            "c0" => problem.comment = Some(op.text()),
            "pv" | "PV:" => {
                let line = read_line(&problem.position, op)?;
                problem.pv.extend(line);
            }
            _ => problem.other.push(op.clone()),
        }
    }
    match (bm_mate, dm) {
        (Some(bm), Some(dm)) if bm != dm => Err(ProblemErrorKind::MateLengthConflict { bm, dm }),
        (bm, dm) => Ok(bm.or(dm)),
    }
}

/// `bm`: the key moves, added to the problem's; or `bm #N`, a mate length.
fn read_bm(problem: &mut Problem, op: &Opcode) -> Result<Option<i32>, ProblemErrorKind> {
    match op.operands.first() {
        None => Err(no_operand(op)),
        Some(first) if first.starts_with('#') => {
            if op.operands.len() > 1 {
                return Err(ProblemErrorKind::BadOpcode {
                    opcode: op.name.clone(),
                    message: format!(
                        "'bm {first}' gives a mate length and takes no further operands"
                    ),
                });
            }
            mate_length(op, &first[1..], first, true).map(Some)
        }
        Some(_) => {
            for token in &op.operands {
                let m = resolve(&problem.position, op, token)?;
                if !problem.key_moves.contains(&m) {
                    problem.key_moves.push(m);
                }
            }
            Ok(None)
        }
    }
}

/// `dm N`: one positive mate length.
fn read_dm(op: &Opcode) -> Result<i32, ProblemErrorKind> {
    match op.operands.as_slice() {
        [value] => mate_length(op, value, value, false),
        [] => Err(no_operand(op)),
        _ => Err(ProblemErrorKind::BadMateLength {
            opcode: op.name.clone(),
            value: op.text(),
        }),
    }
}

/// `pv`, `PV:`: a line of moves from `position`, each legal after the ones before.
fn read_line(position: &Chess, op: &Opcode) -> Result<Vec<Move>, ProblemErrorKind> {
    let mut pos = position.clone();
    let mut line = Vec::with_capacity(op.operands.len());
    for token in &op.operands {
        let m = resolve(&pos, op, token)?;
        line.push(m);
        // A copy for reading the file, not a search: no node counted.
        pos = pos.play(m).map_err(|_| ProblemErrorKind::IllegalMove {
            opcode: op.name.clone(),
            token: token.clone(),
            reason: "illegal",
        })?;
    }
    Ok(line)
}

fn next_token(s: &str) -> Option<(&str, &str)> {
    let s = s.trim_start();
    if s.is_empty() {
        return None;
    }
    let end = s.find(char::is_whitespace).unwrap_or(s.len());
    Some((&s[..end], &s[end..]))
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn no_operand(op: &Opcode) -> ProblemErrorKind {
    ProblemErrorKind::BadOpcode {
        opcode: op.name.clone(),
        message: "no operand".to_owned(),
    }
}

/// A mate length: non-zero, and positive unless `allow_negative` (`bm #-N`).
fn mate_length(
    op: &Opcode,
    digits: &str,
    written: &str,
    allow_negative: bool,
) -> Result<i32, ProblemErrorKind> {
    match digits.parse::<i32>() {
        Ok(n) if n > 0 || (allow_negative && n < 0) => Ok(n),
        _ => Err(ProblemErrorKind::BadMateLength {
            opcode: op.name.clone(),
            value: written.to_owned(),
        }),
    }
}

fn resolve(position: &Chess, op: &Opcode, token: &str) -> Result<Move, ProblemErrorKind> {
    parse_move(position, token).map_err(|e| match e {
        MoveTokenError::Unparsable => ProblemErrorKind::UnparsableMove {
            opcode: op.name.clone(),
            token: token.to_owned(),
        },
        MoveTokenError::Illegal(reason) => ProblemErrorKind::IllegalMove {
            opcode: op.name.clone(),
            token: token.to_owned(),
            reason,
        },
    })
}
