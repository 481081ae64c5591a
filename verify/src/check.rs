//! The replay: a [`Certificate`] proves that the side to move at its root mates in
//! `mate_in` moves, whatever the defender plays.

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use crate::format::{Certificate, Node};
use crate::invalid::{Invalid, Reason};

/// What the certificate must prove beyond its own header.
#[derive(Clone, Debug, Default)]
pub struct Expect {
    /// The root must be this position (board, side to move, castling rights, and the
    /// en passant square where a capture there is legal; clocks aside).
    pub root: Option<Chess>,
    /// The mate must take at most this many moves.
    pub mate: Option<u32>,
}

/// A certificate that holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Valid {
    /// The side to move at the root mates in this many moves.
    pub mate_in: u32,
    /// The attacker.
    pub attacker: Color,
    /// Nodes by kind: attacker moves to a defender node, attacker moves that mate,
    /// defender nodes.
    pub attack: usize,
    pub mates: usize,
    pub defend: usize,
}

impl Valid {
    pub fn nodes(&self) -> usize {
        self.attack + self.mates + self.defend
    }
}

/// Checks a parsed certificate: the root, every move, every reply, every leaf, the
/// depth. Nodes are visited in file order; since a node refers only to later ones,
/// every line into a node is seen before the node itself.
pub fn check(cert: &Certificate, expect: &Expect) -> Result<Valid, Invalid> {
    let header = &cert.header;
    let root = root_position(&header.fen).map_err(|r| Invalid::at_line(r, 1))?;
    if let Some(expected) = &expect.root
        && *expected != root
    {
        return Err(Invalid::at_line(
            Reason::WrongRoot {
                expected: fen(expected),
            },
            1,
        ));
    }
    let mut replay = Replay::new(cert, root);
    for n in 0..cert.nodes.len() {
        replay.node(n).map_err(|reason| replay.invalid(reason, n))?;
    }
    let depth = replay.depths();
    let tree = depth[0];
    let too_deep = |reason| Invalid {
        path: Some(replay.longest_line(&depth)),
        ..Invalid::at_line(reason, 1)
    };
    if tree != header.mate_in {
        return Err(too_deep(Reason::DepthMismatch {
            tree,
            header: header.mate_in,
        }));
    }
    if let Some(asked) = expect.mate.filter(|&asked| tree > asked) {
        return Err(too_deep(Reason::LongerThanAsked { tree, asked }));
    }
    let count = |f: fn(&Node) -> bool| cert.nodes.iter().filter(|n| f(n)).count();
    Ok(Valid {
        mate_in: tree,
        attacker: replay.attacker,
        attack: count(|n| matches!(n, Node::Attack { .. })),
        mates: count(|n| matches!(n, Node::Mate { .. })),
        defend: count(|n| matches!(n, Node::Defend { .. })),
    })
}

fn root_position(text: &str) -> Result<Chess, Reason> {
    let parsed = Fen::from_ascii(text.as_bytes()).map_err(|e| Reason::BadFen(e.to_string()))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| Reason::BadFen(e.to_string()))
}

/// A position as FEN without clocks, for messages.
fn fen(position: &Chess) -> String {
    let text = Fen::from_position(position, EnPassantMode::Legal).to_string();
    text.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

struct Replay<'a> {
    nodes: &'a [Node],
    attacker: Color,
    /// The position of each node once a line has reached it, dropped after the node
    /// is checked (no later node refers back to it).
    positions: Vec<Option<Chess>>,
    /// The first line into each node: its parent and the move.
    parent: Vec<Option<(usize, &'a str)>>,
}

impl<'a> Replay<'a> {
    fn new(cert: &'a Certificate, root: Chess) -> Replay<'a> {
        let n = cert.nodes.len();
        let attacker = root.turn();
        let mut positions = vec![None; n];
        positions[0] = Some(root);
        Replay {
            nodes: &cert.nodes,
            attacker,
            positions,
            parent: vec![None; n],
        }
    }

    fn invalid(&self, reason: Reason, n: usize) -> Invalid {
        Invalid {
            node: Some(n),
            path: Some(self.path_to(n)),
            ..Invalid::at_line(reason, n + 2)
        }
    }

    /// The moves from the root to node `n`, along the first line into each node.
    fn path_to(&self, mut n: usize) -> Vec<String> {
        let mut moves = Vec::new();
        while let Some((parent, mv)) = self.parent[n] {
            moves.push(mv.to_owned());
            n = parent;
        }
        moves.reverse();
        moves
    }

    fn node(&mut self, n: usize) -> Result<(), Reason> {
        let position = self.positions[n].take().ok_or(Reason::Unreached)?;
        let attacker_to_move = position.turn() == self.attacker;
        match &self.nodes[n] {
            Node::Attack { mv, next } => {
                if !attacker_to_move {
                    return Err(Reason::WrongSide { attacker_to_move });
                }
                let m = legal_move(&position, mv)?;
                self.reach(n, mv, *next, play(&position, m))
            }
            Node::Mate { mv } => {
                if !attacker_to_move {
                    return Err(Reason::WrongSide { attacker_to_move });
                }
                let after = play(&position, legal_move(&position, mv)?);
                if after.is_checkmate() {
                    Ok(())
                } else {
                    Err(Reason::NotMate {
                        mv: mv.clone(),
                        stalemate: after.is_stalemate(),
                    })
                }
            }
            Node::Defend { replies } => {
                if attacker_to_move {
                    return Err(Reason::WrongSide { attacker_to_move });
                }
                let legal = position.legal_moves();
                if legal.is_empty() {
                    return Err(Reason::NoReply {
                        checkmate: position.is_checkmate(),
                    });
                }
                let mut listed: Vec<Move> = Vec::with_capacity(replies.len());
                for (mv, next) in replies {
                    let m = legal_move(&position, mv)?;
                    if listed.contains(&m) {
                        return Err(Reason::DuplicateReply(mv.clone()));
                    }
                    listed.push(m);
                    self.reach(n, mv, *next, play(&position, m))?;
                }
                match legal.iter().find(|m| !listed.contains(m)) {
                    Some(&missing) => Err(Reason::MissingReply(uci(missing))),
                    None => Ok(()),
                }
            }
        }
    }

    /// Node `from`'s move `mv` leads to `position`, said to be node `to`'s.
    fn reach(
        &mut self,
        from: usize,
        mv: &'a str,
        to: usize,
        position: Chess,
    ) -> Result<(), Reason> {
        if to <= from {
            return Err(Reason::BackReference { to });
        }
        let Some(slot) = self.positions.get_mut(to) else {
            return Err(Reason::Dangling { to });
        };
        match slot {
            Some(known) if *known != position => Err(Reason::PositionMismatch { node: to }),
            Some(_) => Ok(()),
            None => {
                *slot = Some(position);
                self.parent[to] = Some((from, mv));
                Ok(())
            }
        }
    }

    /// Each node's mate length in attacker moves, from the leaves up.
    fn depths(&self) -> Vec<u32> {
        let mut depth = vec![0u32; self.nodes.len()];
        for n in (0..self.nodes.len()).rev() {
            depth[n] = match &self.nodes[n] {
                Node::Mate { .. } => 1,
                Node::Attack { next, .. } => depth[*next].saturating_add(1),
                Node::Defend { replies } => replies
                    .iter()
                    .map(|(_, next)| depth[*next])
                    .max()
                    .unwrap_or(0),
            };
        }
        depth
    }

    /// A line of the longest defence: at each defender node the first reply of
    /// greatest depth.
    fn longest_line(&self, depth: &[u32]) -> Vec<String> {
        let mut moves = Vec::new();
        let mut n = 0;
        loop {
            match &self.nodes[n] {
                Node::Mate { mv } => {
                    moves.push(mv.clone());
                    return moves;
                }
                Node::Attack { mv, next } => {
                    moves.push(mv.clone());
                    n = *next;
                }
                Node::Defend { replies } => {
                    let deepest = replies
                        .iter()
                        .max_by_key(|(_, next)| (depth[*next], std::cmp::Reverse(*next)));
                    let Some((mv, next)) = deepest else {
                        return moves;
                    };
                    moves.push(mv.clone());
                    n = *next;
                }
            }
        }
    }
}

/// The move `text` names in `position`, written as this format writes moves.
fn legal_move(position: &Chess, text: &str) -> Result<Move, Reason> {
    let parsed =
        UciMove::from_ascii(text.as_bytes()).map_err(|_| Reason::NotUci(text.to_owned()))?;
    let m = parsed
        .to_move(position)
        .map_err(|_| Reason::Illegal(text.to_owned()))?;
    let canonical = uci(m);
    if canonical != text {
        return Err(Reason::NotCanonical {
            found: text.to_owned(),
            canonical,
        });
    }
    Ok(m)
}

fn uci(m: Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

/// The position after a legal move.
fn play(position: &Chess, m: Move) -> Chess {
    let mut after = position.clone();
    after.play_unchecked(m);
    after
}
