//! A tree's value at a node, and whether the search below it proved a mate
//! (docs/PRIMITIVES.md, "Proven mates").

use crate::prims::SCORE_MAX;

/// The score of a `Float` subtree at one position, with the proof the search made of
/// it, if any.
///
/// `mate_ply` is set only when the walk below this position has shown that the
/// player mates on every line: at the player's nodes through one move whose value is
/// proven, at the opponent's through every legal reply, each proven, and at the ends
/// a checkmate on the board. It is the ply of the deepest of those checkmates. A
/// +1000 from a constant or a feature is a score, not a proof.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    pub score: f64,
    pub mate_ply: Option<u32>,
}

impl Value {
    /// A score that proves nothing.
    #[inline]
    pub fn score(score: f64) -> Value {
        Value {
            score,
            mate_ply: None,
        }
    }

    /// The opponent is checkmated on the board at `ply`.
    #[inline]
    pub fn checkmate(ply: u32) -> Value {
        Value {
            score: SCORE_MAX,
            mate_ply: Some(ply),
        }
    }

    /// The score held to [−1000, 1000]; a proof stays a proof (a proven value is +1000).
    #[inline]
    pub fn clamped(self) -> Value {
        Value {
            score: self.score.clamp(-SCORE_MAX, SCORE_MAX),
            ..self
        }
    }
}

/// The replies of an opponent's node as a scan meets them: the node's value is a
/// proven mate only if every legal reply was visited and each one's value is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EveryReply {
    deepest: Option<u32>,
    visited: usize,
}

impl EveryReply {
    pub fn new() -> EveryReply {
        EveryReply {
            deepest: Some(0),
            visited: 0,
        }
    }

    /// One reply visited, with its value.
    #[inline]
    pub fn visit(&mut self, value: Value) {
        self.visited += 1;
        self.deepest = match (self.deepest, value.mate_ply) {
            (Some(d), Some(p)) => Some(d.max(p)),
            _ => None,
        };
    }

    /// The proof of the node, when the replies visited were all `legal` of them.
    pub fn proof(self, legal: usize) -> Option<u32> {
        self.deepest.filter(|_| legal > 0 && self.visited == legal)
    }
}
