//! The certificate file, version 1: JSON lines, a header and then one line per node
//! (docs/CERTIFICATES.md, "Format").

use serde::{Deserialize, Serialize};

/// The `format` field of every header.
pub const FORMAT: &str = "mategp-certificate";

/// The format version this crate reads and writes.
pub const VERSION: u32 = 1;

/// How a certificate file's name ends (`mategp bench --certificates`, `mategp verify DIR`).
pub const FILE_SUFFIX: &str = ".cert.jsonl";

/// The first line: what the tree claims to prove.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`].
    pub version: u32,
    /// The root position. Its clocks are kept as given and not checked: the proof is
    /// one of the rules of move generation, without claimable draws.
    pub fen: String,
    /// The side to move at the root mates in this many moves: the depth of the tree.
    pub mate_in: u32,
    /// How many node lines follow.
    pub nodes: usize,
    /// The solver that claimed the mate (not checked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solver: Option<String>,
    /// The problem's id in its suite (not checked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

impl Header {
    /// A version-1 header.
    pub fn new(fen: String, mate_in: u32, nodes: usize) -> Header {
        Header {
            format: FORMAT.to_owned(),
            version: VERSION,
            fen,
            mate_in,
            nodes,
            solver: None,
            id: None,
        }
    }
}

/// One node of the tree. Moves are UCI (standard castling, `e1g1`); a child is the
/// number of a later node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// The attacker's move, and the defender node it leads to.
    Attack { mv: String, next: usize },
    /// The attacker's move that checkmates: a leaf.
    Mate { mv: String },
    /// Every legal reply of the defender, each with the attacker node it leads to.
    Defend { replies: Vec<(String, usize)> },
}

/// A node as one JSON line: `n`, then `move` and `next`, or `mate`, or `replies`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NodeLine {
    pub n: usize,
    #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mate: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replies: Option<Vec<(String, usize)>>,
}

impl NodeLine {
    fn new(n: usize, node: &Node) -> NodeLine {
        let mut line = NodeLine {
            n,
            mv: None,
            next: None,
            mate: None,
            replies: None,
        };
        match node {
            Node::Attack { mv, next } => {
                line.mv = Some(mv.clone());
                line.next = Some(*next);
            }
            Node::Mate { mv } => line.mate = Some(mv.clone()),
            Node::Defend { replies } => line.replies = Some(replies.clone()),
        }
        line
    }
}

/// A whole certificate: the header and the nodes, node 0 the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    pub header: Header,
    pub nodes: Vec<Node>,
}

impl Certificate {
    /// The file's text: the header line, then one line per node, each ending in a
    /// newline.
    pub fn to_jsonl(&self) -> String {
        let mut text = json_line(&self.header);
        for (n, node) in self.nodes.iter().enumerate() {
            text.push_str(&json_line(&NodeLine::new(n, node)));
        }
        text
    }
}

fn json_line(value: &impl Serialize) -> String {
    let mut line = serde_json::to_string(value).expect("strings and integers always serialise");
    line.push('\n');
    line
}
