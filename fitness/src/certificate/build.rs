//! Re-solving a claimed mate into its proof tree: at each attacker node the move the
//! prover proves shortest, at each defender node every legal reply; positions met
//! again share the node already built.

use std::collections::HashMap;
use std::fmt;
use std::time::{Duration, Instant};

use chess_prims::Line;
use shakmaty::{Chess, Move, Position};
use verify::{Certificate, Header, Node};

use crate::problem::uci;
use crate::{Limits, MateDepth, MateSolver, StopReason, Verdict};

/// A proven mate to certify: the root, the key move the solver chose, and the length
/// it claims (at most this many moves, the key included).
#[derive(Clone, Copy, Debug)]
pub struct Claim<'a> {
    /// The root as FEN, written into the header as given.
    pub fen: &'a str,
    pub position: &'a Chess,
    pub key: Move,
    pub mate_in: u32,
}

/// What building cost. Every move is counted once: the builder's own walk through the
/// tree in `walk_nodes` (through a `Line`), the prover's searches in `prover_nodes`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildStats {
    /// Moves the builder applied to walk the tree.
    pub walk_nodes: u64,
    /// Moves the prover applied, over all its solves.
    pub prover_nodes: u64,
    /// Prover solves: one per attacker node but the root.
    pub prover_solves: u64,
    /// Lines into a node built already (transpositions shared).
    pub shared: u64,
    pub elapsed: Duration,
}

impl BuildStats {
    /// Every move applied to build the certificate.
    pub fn nodes(&self) -> u64 {
        self.walk_nodes + self.prover_nodes
    }
}

/// A certificate and its cost.
#[derive(Clone, Debug)]
pub struct Built {
    pub certificate: Certificate,
    pub stats: BuildStats,
}

/// Why no certificate was built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The key move is not legal at the root.
    IllegalKey(String),
    /// The claim needs a mate the prover does not find: after `path` (UCI moves from
    /// the root) the attacker has no mate in `moves` or fewer.
    NotProven { path: Vec<String>, moves: u32 },
    /// A limit stopped the prover or the walk.
    Stopped(StopReason),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::IllegalKey(m) => write!(f, "the key move {m} is illegal at the root"),
            BuildError::NotProven { path, moves } => {
                let at = if path.is_empty() {
                    "at the root".to_owned()
                } else {
                    format!("after {}", path.join(" "))
                };
                write!(
                    f,
                    "the prover finds no mate in {moves} or fewer {at}: the claim does not hold"
                )
            }
            BuildError::Stopped(reason) => {
                let limit = match reason {
                    StopReason::Nodes => "node",
                    StopReason::Time => "time",
                    StopReason::Memory => "memory",
                    StopReason::Stopped => "stop",
                };
                write!(
                    f,
                    "the {limit} limit stopped the prover before the certificate was complete"
                )
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// Builds the certificate of `claim`, re-solving every attacker node below the root
/// with `prover` (an exact solver: it says mate only when proven). `limits` bound the
/// whole build.
pub fn build(
    claim: Claim<'_>,
    prover: &mut dyn MateSolver,
    limits: Limits,
) -> Result<Built, BuildError> {
    if !claim.position.is_legal(claim.key) {
        return Err(BuildError::IllegalKey(uci(claim.key)));
    }
    let mut builder = Builder {
        line: Line::new(claim.position.clone()),
        prover,
        limits,
        start: Instant::now(),
        nodes: Vec::new(),
        built: HashMap::new(),
        stats: BuildStats::default(),
    };
    let (_, depth) = builder.attack(claim.mate_in, Some(claim.key))?;
    builder.stats.walk_nodes = builder.line.nodes();
    builder.stats.elapsed = builder.start.elapsed();
    let nodes = root_first(builder.nodes);
    Ok(Built {
        certificate: Certificate {
            header: Header::new(claim.fen.to_owned(), depth, nodes.len()),
            nodes,
        },
        stats: builder.stats,
    })
}

struct Builder<'a> {
    line: Line,
    prover: &'a mut dyn MateSolver,
    limits: Limits,
    start: Instant,
    /// Nodes in the order they were completed: children before parents.
    nodes: Vec<Node>,
    /// Completed nodes by position (board, side, castling, legal en passant: shakmaty's
    /// equality), with their mate length. A position still being built is not here,
    /// so a line that repeats it gets a node of its own and the graph no cycle.
    built: HashMap<Chess, (usize, u32)>,
    stats: BuildStats,
}

impl Builder<'_> {
    /// The attacker node here, to mate in at most `budget` moves: with `key`, that
    /// move (the root); else the move the prover proves shortest. Its index and its
    /// mate length.
    fn attack(&mut self, budget: u32, key: Option<Move>) -> Result<(usize, u32), BuildError> {
        if key.is_none()
            && let Some(found) = self.reuse(budget)
        {
            return Ok(found);
        }
        let mv = match key {
            Some(mv) => mv,
            None => self.prove(budget)?,
        };
        self.line.play_unchecked(&mv);
        let mates = self.line.position().is_checkmate();
        if !mates && budget <= 1 {
            self.line.undo();
            return Err(self.not_proven(budget));
        }
        let built = if mates {
            Ok((Node::Mate { mv: uci(mv) }, 1))
        } else {
            self.defend(budget - 1)
                .map(|(next, depth)| (Node::Attack { mv: uci(mv), next }, depth + 1))
        };
        self.line.undo();
        let (node, depth) = built?;
        Ok(self.add(node, depth))
    }

    /// The defender node here, the attacker to mate in at most `budget` more moves.
    fn defend(&mut self, budget: u32) -> Result<(usize, u32), BuildError> {
        if let Some(found) = self.reuse(budget) {
            return Ok(found);
        }
        let replies = self.line.position().legal_moves();
        if replies.is_empty() {
            // Stalemate: a mate would have been seen by the caller.
            return Err(self.not_proven(budget));
        }
        let mut listed = Vec::with_capacity(replies.len());
        let mut deepest = 0;
        for reply in replies {
            self.line.play_unchecked(&reply);
            let child = self.attack(budget, None);
            self.line.undo();
            let (next, depth) = child?;
            deepest = deepest.max(depth);
            listed.push((uci(reply), next));
        }
        Ok(self.add(Node::Defend { replies: listed }, deepest))
    }

    /// A node built already for this position, if it mates within `budget`.
    fn reuse(&mut self, budget: u32) -> Option<(usize, u32)> {
        let &(index, depth) = self.built.get(self.line.position())?;
        (depth <= budget).then(|| {
            self.stats.shared += 1;
            (index, depth)
        })
    }

    fn add(&mut self, node: Node, depth: u32) -> (usize, u32) {
        let index = self.nodes.len();
        self.nodes.push(node);
        let position = self.line.position().clone();
        // A shorter mate replaces a longer one of the same position (a key move that
        // was not the shortest); lines already into the longer keep it.
        if self.built.get(&position).is_none_or(|&(_, d)| depth < d) {
            self.built.insert(position, (index, depth));
        }
        (index, depth)
    }

    /// The prover's shortest mate here, within `budget` moves: its first move.
    fn prove(&mut self, budget: u32) -> Result<Move, BuildError> {
        let limits = self.limits_left()?;
        let depth = MateDepth::new(i64::from(budget)).map_err(|_| self.not_proven(budget))?;
        let solution = self.prover.solve(self.line.position(), depth, limits);
        self.stats.prover_solves += 1;
        self.stats.prover_nodes += solution.nodes;
        match (solution.verdict, solution.mate_in, solution.best_move()) {
            (Verdict::Mate, Some(k), Some(&mv)) if k <= budget => Ok(mv),
            (Verdict::Unknown, _, _) => Err(BuildError::Stopped(
                solution.stopped_by.unwrap_or(StopReason::Nodes),
            )),
            _ => Err(self.not_proven(budget)),
        }
    }

    /// What is left of the build's limits for the next solve.
    fn limits_left(&self) -> Result<Limits, BuildError> {
        let used = self.line.nodes() + self.stats.prover_nodes;
        let max_nodes = match self.limits.max_nodes {
            Some(max) if used >= max => return Err(BuildError::Stopped(StopReason::Nodes)),
            Some(max) => Some(max - used),
            None => None,
        };
        let max_time = match self.limits.max_time {
            Some(max) => match max.checked_sub(self.start.elapsed()) {
                Some(left) if !left.is_zero() => Some(left),
                _ => return Err(BuildError::Stopped(StopReason::Time)),
            },
            None => None,
        };
        Ok(Limits {
            max_nodes,
            max_time,
        })
    }

    fn not_proven(&self, moves: u32) -> BuildError {
        BuildError::NotProven {
            path: self.line.moves().map(|&m| uci(m)).collect(),
            moves,
        }
    }
}

/// Renumbers nodes completed children-first so that the root, completed last, is
/// node 0 and every node refers only to later ones.
fn root_first(completed: Vec<Node>) -> Vec<Node> {
    let last = completed.len() - 1;
    let flip = |i: usize| last - i;
    completed
        .into_iter()
        .rev()
        .map(|node| match node {
            Node::Attack { mv, next } => Node::Attack {
                mv,
                next: flip(next),
            },
            Node::Mate { mv } => Node::Mate { mv },
            Node::Defend { replies } => Node::Defend {
                replies: replies
                    .into_iter()
                    .map(|(mv, next)| (mv, flip(next)))
                    .collect(),
            },
        })
        .collect()
}
