//! Why a certificate is rejected: the first fault found, where, and the line of play
//! that leads to it.

use std::fmt;

/// What is wrong. The messages name the field, the move or the node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The file is empty.
    Empty,
    /// A line is not UTF-8.
    NotUtf8,
    /// The last line does not end with a newline: the file was cut.
    NoFinalNewline,
    /// A line is empty.
    EmptyLine,
    /// A line is not the JSON the format asks for.
    Json(String),
    /// The header's `format` is not `mategp-certificate`.
    NotACertificate,
    /// The header's `version` is one this checker does not know.
    UnsupportedVersion(String),
    /// The header's FEN does not give a legal position.
    BadFen(String),
    /// The header announces no node.
    NoNodes,
    /// Fewer node lines than the header announces: the file was cut.
    Truncated { announced: usize, found: usize },
    /// More node lines than the header announces.
    ExtraNodes { announced: usize },
    /// A node line's `n` is not its place.
    NodeNumber { expected: usize, found: usize },
    /// A node line is neither `move` with `next`, nor `mate`, nor `replies`.
    NodeKind,
    /// A move is not UCI.
    NotUci(String),
    /// A move is UCI but not as this format writes it (standard castling, lower case).
    NotCanonical { found: String, canonical: String },
    /// A move is illegal in the node's position.
    Illegal(String),
    /// An attacker node with the defender to move, or the other way round.
    WrongSide { attacker_to_move: bool },
    /// A `mate` move that does not checkmate.
    NotMate { mv: String, stalemate: bool },
    /// A defender node whose position has no legal move.
    NoReply { checkmate: bool },
    /// A legal reply of the defender that the node does not list.
    MissingReply(String),
    /// A reply listed twice.
    DuplicateReply(String),
    /// A node refers to itself or to an earlier node.
    BackReference { to: usize },
    /// A node refers to a node the file does not have.
    Dangling { to: usize },
    /// A node is reached by two lines with different positions.
    PositionMismatch { node: usize },
    /// A node no line from the root reaches.
    Unreached,
    /// The tree's depth is not the header's `mate_in`.
    DepthMismatch { tree: u32, header: u32 },
    /// The tree is deeper than the `--mate N` asked for.
    LongerThanAsked { tree: u32, asked: u32 },
    /// The root is not the position asked for (`--fen`).
    WrongRoot { expected: String },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Empty => f.write_str("the file is empty"),
            Reason::NotUtf8 => f.write_str("the line is not UTF-8"),
            Reason::NoFinalNewline => {
                f.write_str("truncated: the last line does not end with a newline")
            }
            Reason::EmptyLine => f.write_str("the line is empty"),
            Reason::Json(e) => write!(f, "not a certificate line: {e}"),
            Reason::NotACertificate => {
                write!(
                    f,
                    "not a certificate: the header's format is not {:?}",
                    crate::FORMAT
                )
            }
            Reason::UnsupportedVersion(v) => write!(
                f,
                "format version {v} is not supported (this checker reads version {})",
                crate::VERSION
            ),
            Reason::BadFen(e) => write!(f, "the header's fen: {e}"),
            Reason::NoNodes => f.write_str("the header announces no node"),
            Reason::Truncated { announced, found } => write!(
                f,
                "truncated: the header announces {announced} nodes, the file has {found}"
            ),
            Reason::ExtraNodes { announced } => {
                write!(
                    f,
                    "more node lines than the {announced} the header announces"
                )
            }
            Reason::NodeNumber { expected, found } => {
                write!(f, "node line {found} where node {expected} belongs")
            }
            Reason::NodeKind => {
                f.write_str("a node has either \"move\" and \"next\", or \"mate\", or \"replies\"")
            }
            Reason::NotUci(m) => write!(f, "{m:?} is not a UCI move"),
            Reason::NotCanonical { found, canonical } => {
                write!(f, "move {found:?} is written {canonical:?} in this format")
            }
            Reason::Illegal(m) => write!(f, "move {m} is illegal in this position"),
            Reason::WrongSide { attacker_to_move } => {
                if *attacker_to_move {
                    f.write_str("a defender node, but the attacker is to move")
                } else {
                    f.write_str("an attacker node, but the defender is to move")
                }
            }
            Reason::NotMate { mv, stalemate } => {
                let what = if *stalemate {
                    "stalemates"
                } else {
                    "leaves the defender a legal reply"
                };
                write!(f, "leaf is not checkmate: {mv} {what}")
            }
            Reason::NoReply { checkmate } => {
                if *checkmate {
                    f.write_str(
                        "a defender node in checkmate: the move that mates is written \"mate\"",
                    )
                } else {
                    f.write_str("leaf is not checkmate: stalemate")
                }
            }
            Reason::MissingReply(m) => write!(f, "defender reply {m} is missing"),
            Reason::DuplicateReply(m) => write!(f, "defender reply {m} is listed twice"),
            Reason::BackReference { to } => {
                write!(f, "refers to node {to}: a node refers only to later nodes")
            }
            Reason::Dangling { to } => {
                write!(f, "refers to node {to}, which the file does not have")
            }
            Reason::PositionMismatch { node } => {
                write!(f, "node {node} is reached with two different positions")
            }
            Reason::Unreached => f.write_str("no line from the root reaches this node"),
            Reason::DepthMismatch { tree, header } => write!(
                f,
                "the tree mates in {tree}, the header claims mate in {header}"
            ),
            Reason::LongerThanAsked { tree, asked } => {
                write!(
                    f,
                    "the tree mates in {tree}, more than the {asked} asked for"
                )
            }
            Reason::WrongRoot { expected } => {
                write!(f, "wrong root: the certificate is not for {expected}")
            }
        }
    }
}

/// A rejected certificate: the reason, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    pub reason: Reason,
    /// The file's line, from 1 (the header).
    pub line: Option<usize>,
    /// The node.
    pub node: Option<usize>,
    /// The moves (UCI) from the root to the node at fault, along the first line that
    /// reaches it.
    pub path: Option<Vec<String>>,
}

impl Invalid {
    pub(crate) fn new(reason: Reason) -> Invalid {
        Invalid {
            reason,
            line: None,
            node: None,
            path: None,
        }
    }

    pub(crate) fn at_line(reason: Reason, line: usize) -> Invalid {
        Invalid {
            line: Some(line),
            ..Invalid::new(reason)
        }
    }
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.reason)?;
        let mut place = Vec::new();
        if let Some(node) = self.node {
            place.push(format!("node {node}"));
        }
        if let Some(line) = self.line {
            place.push(format!("line {line}"));
        }
        match self.path.as_deref() {
            Some([]) => place.push("at the root".to_owned()),
            Some(moves) => place.push(format!("path {}", moves.join(" "))),
            None => {}
        }
        if !place.is_empty() {
            write!(f, " ({})", place.join(", "))?;
        }
        Ok(())
    }
}

impl std::error::Error for Invalid {}
