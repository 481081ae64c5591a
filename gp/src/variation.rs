//! Type-respecting variation operators.
//!
//! Each returns `None` when it cannot produce a valid offspring (no
//! type-compatible crossover point within the limits, no constant to mutate,
//! ...); the breeder then copies the parent instead, as Koza does for
//! offspring that would break the depth limit.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::generate::{Method, generate_into};
use crate::{PrimitiveSet, Tree};

/// Size and depth limits applied to every offspring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeLimits {
    /// Largest depth (a lone terminal has depth 0); Koza used 17.
    pub max_depth: usize,
    /// Largest number of nodes.
    pub max_size: usize,
}

impl TreeLimits {
    /// Whether `tree` is within the limits.
    pub fn admits(&self, tree: &Tree) -> bool {
        tree.size() <= self.max_size && tree.depth() <= self.max_depth
    }
}

/// Tries per operator before giving up.
const ATTEMPTS: usize = 8;

/// Picks a node: with probability `internal_prob` a function node (if any),
/// otherwise a leaf (Koza's 90/10 rule).
fn pick_internal_or_leaf<R: Rng + ?Sized>(tree: &Tree, internal_prob: f64, rng: &mut R) -> usize {
    let internal = tree.nodes().iter().filter(|n| !n.is_leaf()).count();
    let want_internal = internal > 0 && rng.random_bool(internal_prob);
    let count = if want_internal {
        internal
    } else {
        tree.size() - internal
    };
    let k = rng.random_range(0..count);
    tree.nodes()
        .iter()
        .enumerate()
        .filter(|(_, n)| n.is_leaf() != want_internal)
        .nth(k)
        .map_or(0, |(i, _)| i)
}

/// Subtree crossover producing one offspring: a subtree of `a` is replaced by
/// a subtree of `b` with the same type. Both points follow the internal/leaf
/// rule; the point in `b` is chosen among those that keep the offspring
/// within `limits`.
pub fn crossover<R: Rng + ?Sized>(
    a: &Tree,
    b: &Tree,
    limits: TreeLimits,
    internal_prob: f64,
    rng: &mut R,
) -> Option<Tree> {
    let a_depths = a.node_depths();
    let b_heights = b.heights();
    let b_ends = b.subtree_ends();
    let mut internal = Vec::new();
    let mut leaves = Vec::new();
    for _ in 0..ATTEMPTS {
        let i = pick_internal_or_leaf(a, internal_prob, rng);
        let span = a.subtree_span(i);
        let ty = a.nodes()[i].ty();
        let size_room = (limits.max_size + span.len()).saturating_sub(a.size());
        let depth_room = limits.max_depth.saturating_sub(a_depths[i]);
        internal.clear();
        leaves.clear();
        for (j, n) in b.nodes().iter().enumerate() {
            if n.ty() == ty && b_heights[j] <= depth_room && b_ends[j] - j <= size_room {
                if n.is_leaf() {
                    leaves.push(j);
                } else {
                    internal.push(j);
                }
            }
        }
        let pool = match (internal.is_empty(), leaves.is_empty()) {
            (true, true) => continue,
            (false, true) => &internal,
            (true, false) => &leaves,
            (false, false) if rng.random_bool(internal_prob) => &internal,
            (false, false) => &leaves,
        };
        let j = pool[rng.random_range(0..pool.len())];
        let child = a.replace(span, &b.nodes()[j..b_ends[j]]);
        // A parent beyond the limits (e.g. from a checkpoint) can still overflow.
        if limits.admits(&child) {
            return Some(child);
        }
    }
    None
}

/// Subtree mutation: a random node's subtree is replaced by a new grown
/// subtree of the same type, at most `new_depth` deep (and within `limits`).
pub fn subtree_mutation<R: Rng + ?Sized>(
    pset: &PrimitiveSet,
    tree: &Tree,
    limits: TreeLimits,
    new_depth: usize,
    rng: &mut R,
) -> Option<Tree> {
    let depths = tree.node_depths();
    let mut fresh = Vec::new();
    for _ in 0..ATTEMPTS {
        let i = rng.random_range(0..tree.size());
        let ty = tree.nodes()[i].ty();
        let room = limits.max_depth.saturating_sub(depths[i]);
        let Some(min) = pset.min_depth(ty).filter(|&m| m <= room) else {
            continue;
        };
        let depth = new_depth.min(room).max(min);
        fresh.clear();
        generate_into(pset, ty, Method::Grow, depth, false, rng, &mut fresh);
        let child = tree.replace(tree.subtree_span(i), &fresh);
        if limits.admits(&child) {
            return Some(child);
        }
    }
    None
}

/// Nest mutation: a function node's subtree `S` is copied in place of one of its own
/// proper descendants of the same type, so `S` recurs one level deeper inside itself.
/// Deep searches are chains of one pattern nested N times (move, test, move, test,
/// ...); subtree mutation and crossover rarely build the second level of a pattern
/// the first level happened to find, and this builds it in one step. Generic: it
/// knows types, not what the primitives mean. `None` if no function node has a
/// descendant of its own type, or no nesting fits the limits.
pub fn nest_mutation<R: Rng + ?Sized>(
    tree: &Tree,
    limits: TreeLimits,
    rng: &mut R,
) -> Option<Tree> {
    let ends = tree.subtree_ends();
    let nodes = tree.nodes();
    let hosts: Vec<usize> = (0..tree.size())
        .filter(|&s| {
            !nodes[s].is_leaf() && (s + 1..ends[s]).any(|d| nodes[d].ty() == nodes[s].ty())
        })
        .collect();
    if hosts.is_empty() {
        return None;
    }
    for _ in 0..ATTEMPTS {
        let s = hosts[rng.random_range(0..hosts.len())];
        let inner: Vec<usize> = (s + 1..ends[s])
            .filter(|&d| nodes[d].ty() == nodes[s].ty())
            .collect();
        let d = inner[rng.random_range(0..inner.len())];
        let child = tree.replace(tree.subtree_span(d), &nodes[s..ends[s]]);
        if limits.admits(&child) {
            return Some(child);
        }
    }
    None
}

/// Point mutation: one node's primitive is replaced by another with exactly
/// the same signature (a new constant is drawn if that is an ERC kind).
/// `None` if no node has an alternative.
pub fn point_mutation<R: Rng + ?Sized>(
    pset: &PrimitiveSet,
    tree: &Tree,
    rng: &mut R,
) -> Option<Tree> {
    let candidates = tree
        .nodes()
        .iter()
        .filter(|n| !pset.same_signature(n.prim()).is_empty())
        .count();
    if candidates == 0 {
        return None;
    }
    let k = rng.random_range(0..candidates);
    let (i, node) = tree
        .nodes()
        .iter()
        .enumerate()
        .filter(|(_, n)| !pset.same_signature(n.prim()).is_empty())
        .nth(k)?;
    let alternatives = pset.same_signature(node.prim());
    let new = alternatives[rng.random_range(0..alternatives.len())];
    let replacement = match pset.prim(new).erc() {
        Some(erc) => pset.constant(new, erc.generate(rng)),
        None => pset.node(new),
    };
    let mut child = tree.clone();
    child.nodes_mut()[i] = replacement;
    Some(child)
}

/// ERC mutation: one constant gets a new value near the old (see
/// [`crate::Erc::mutate`]). `None` if the tree has no constants.
pub fn erc_mutation<R: Rng + ?Sized>(
    pset: &PrimitiveSet,
    tree: &Tree,
    rng: &mut R,
) -> Option<Tree> {
    let is_const = |n: &&crate::Node| pset.prim(n.prim()).erc().is_some();
    let count = tree.nodes().iter().filter(is_const).count();
    if count == 0 {
        return None;
    }
    let k = rng.random_range(0..count);
    let i = tree
        .nodes()
        .iter()
        .enumerate()
        .filter(|(_, n)| is_const(n))
        .nth(k)?
        .0;
    let node = tree.nodes()[i];
    let erc = pset.prim(node.prim()).erc()?;
    let mut child = tree.clone();
    child.nodes_mut()[i] = node.with_value(erc.mutate(node.value(), rng));
    Some(child)
}
