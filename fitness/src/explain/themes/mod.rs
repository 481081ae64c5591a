//! Theme templates: each family reads the traces of the causal tests
//! ([`super::causal`]) and names what it recognises, with the pieces, the squares
//! and the two lines that show it (docs/EXPLAIN.md, "Themes").

mod lines;
mod lure;
mod squares;

use serde::Serialize;
use shakmaty::{Chess, Move, Piece, Position, Square};

use super::causal::{Trace, Which};
use super::cause::{Cause, side_name};

/// The themes the templates know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeKind {
    Decoy,
    Deflection,
    Interference,
    Clearance,
    Pin,
    DiscoveredCheck,
    FlightTaking,
    SelfBlock,
    Guard,
    CaptureOfDefender,
}

impl ThemeKind {
    pub const ALL: [ThemeKind; 10] = [
        ThemeKind::Decoy,
        ThemeKind::Deflection,
        ThemeKind::Interference,
        ThemeKind::Clearance,
        ThemeKind::Pin,
        ThemeKind::DiscoveredCheck,
        ThemeKind::FlightTaking,
        ThemeKind::SelfBlock,
        ThemeKind::Guard,
        ThemeKind::CaptureOfDefender,
    ];

    /// The name in text and JSON.
    pub fn name(self) -> &'static str {
        match self {
            ThemeKind::Decoy => "decoy",
            ThemeKind::Deflection => "deflection",
            ThemeKind::Interference => "interference",
            ThemeKind::Clearance => "clearance",
            ThemeKind::Pin => "pin",
            ThemeKind::DiscoveredCheck => "discovered-check",
            ThemeKind::FlightTaking => "flight-taking",
            ThemeKind::SelfBlock => "self-block",
            ThemeKind::Guard => "guard",
            ThemeKind::CaptureOfDefender => "capture-of-defender",
        }
    }

    pub fn from_name(name: &str) -> Option<ThemeKind> {
        ThemeKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// Which causal test a trace comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TestKind {
    /// Line A plays the attacker's move and the reply; line B leaves both out and
    /// plays the attacker's next move at once.
    Omit,
    /// Line A plays the defender's reply; line B passes instead.
    Reply,
    /// Line A passes in place of the defender's reply and the attacker plays the
    /// threat; line B plays the reply.
    Threat,
}

/// The move a test explains, and the moves that make its two lines differ.
#[derive(Clone, Debug)]
pub struct Test {
    pub kind: TestKind,
    /// The explained move's index in its line (0: the key).
    pub ply: usize,
    /// The explained move.
    pub mbe: Move,
    /// With `Omit`: the defender's reply to it, left out of line B too.
    pub reply: Option<Move>,
    /// The position before the explained move, and after it.
    pub start: Chess,
    pub after: Chess,
}

impl Test {
    /// Did the explained move (or its reply, with `Omit`) leave `square`?
    fn left(&self, square: Square) -> Option<Move> {
        self.moves().find(|m| m.from() == Some(square)).copied()
    }

    /// Did the explained move (or its reply) arrive on `square`?
    fn arrived(&self, square: Square) -> Option<Move> {
        self.moves().find(|m| m.to() == square).copied()
    }

    /// With `Omit`: was the reply compelled, so that what it does is the explained
    /// move's doing? The move checks, or the reply takes the piece it moved (a
    /// sacrifice accepted). A reply by choice is explained by its own tests.
    fn forced(&self) -> bool {
        self.after.is_check()
            || self
                .reply
                .is_some_and(|r| r.is_capture() && r.to() == self.mbe.to())
    }

    fn moves(&self) -> impl Iterator<Item = &Move> {
        std::iter::once(&self.mbe).chain(self.reply.iter())
    }
}

/// A theme found: what, where, and the two lines that show it. The lines are SAN from
/// the problem's position; a pass is `--`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    pub kind: ThemeKind,
    /// The index of the explained move in its line (0: the key), and the line.
    pub ply: usize,
    pub line: Vec<Move>,
    /// Pieces as "black rook h8".
    pub pieces: Vec<String>,
    pub squares: Vec<Square>,
    pub text: String,
    /// The evidence: line A and line B (a move list from the problem's position,
    /// `None` for a pass), and the move that parts them.
    pub line_a: Vec<Option<Move>>,
    pub line_b: Vec<Option<Move>>,
    pub parting: Option<(Move, Which)>,
    pub cause: String,
}

/// What a family's template fires with; the caller adds the lines.
pub struct Found {
    pub kind: ThemeKind,
    pub pieces: Vec<(Piece, Square)>,
    pub squares: Vec<Square>,
    pub text: String,
}

/// Every template of every family, on one trace.
pub fn match_trace(trace: &Trace, test: &Test) -> Vec<Found> {
    let mut found = Vec::new();
    found.extend(lure::detect(trace, test));
    found.extend(lines::detect(trace, test));
    found.extend(squares::detect(trace, test));
    found
}

/// Board facts along a proven line, each at one move: discovered checks, pinned
/// defenders, and the guards of the mating piece.
/// `positions[i]` is the position before `line[i]`; one more after the last.
pub fn board_facts(positions: &[Chess], line: &[Move]) -> Vec<(usize, Found)> {
    let mut out = lines::discovered_checks(positions, line);
    out.extend(lines::pinned_defenders(positions, line));
    out.extend(squares::mate_guards(positions, line));
    out
}

/// "the black rook on h8".
pub fn piece_name(piece: Piece, square: Square) -> String {
    format!(
        "{} {} {}",
        side_name(piece.color),
        role_name(piece.role),
        square
    )
}

fn role_name(role: shakmaty::Role) -> &'static str {
    use shakmaty::Role::*;
    match role {
        Pawn => "pawn",
        Knight => "knight",
        Bishop => "bishop",
        Rook => "rook",
        Queen => "queen",
        King => "king",
    }
}

/// The cause in words, for the evidence.
pub fn cause_text(trace: &Trace) -> String {
    let pos = match trace.illegal_in {
        Which::A => &trace.pos_a,
        Which::B => &trace.pos_b,
    };
    let board = pos.board();
    let at = |s: Square| {
        board
            .piece_at(s)
            .map_or_else(|| format!("nothing on {s}"), |p| piece_name(p, s))
    };
    let line = match trace.illegal_in {
        Which::A => "A",
        Which::B => "B",
    };
    let why = match trace.cause {
        Cause::Missing { square, piece } => {
            format!("the {} is not on {square}", piece_name(piece, square))
        }
        Cause::NoTarget { square, piece } => {
            format!("there is no {} to capture", piece_name(piece, square))
        }
        Cause::Occupied { square, .. } => format!("the {} stands on its own square", at(square)),
        Cause::Blocked { square, .. } => format!("the {} blocks the way", at(square)),
        Cause::InCheck { checker, .. } => format!("the {} gives check", at(checker)),
        Cause::Attacked { square, by } => format!("the {} guards {square}", at(by)),
        Cause::Pinned { pinner, .. } => format!("the {} pins the piece", at(pinner)),
        Cause::Other => "the rules forbid it".to_owned(),
    };
    let proof = match trace.illegal_in {
        Which::A if trace.remaining == 0 => "in line B it escapes the mate".to_owned(),
        Which::A => format!(
            "in line B it leaves no mate in {} (proven)",
            trace.remaining
        ),
        Which::B => format!("in line A it mates in {} (proven)", trace.remaining),
    };
    format!("illegal in line {line}: {why}; {proof}")
}
