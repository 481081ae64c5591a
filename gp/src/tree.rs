//! Trees as flat prefix-order arrays of nodes.

use std::ops::Range;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Node, TreeError};

/// A program tree stored in prefix order: a node is followed by its children's
/// subtrees, left to right. A subtree is therefore a contiguous slice, found by
/// counting arities ([`Tree::subtree_end`]).
///
/// A `Tree` is always structurally complete (every node has its children);
/// whether it is well-typed for a primitive set is checked by
/// [`crate::PrimitiveSet::check`]. Depth counts edges: a lone terminal has
/// depth 0, as in Koza and DEAP.
///
/// A domain interpreter typically walks [`Tree::nodes`] with an index:
///
/// ```
/// use gp::{Node, Tree};
/// // Evaluates a tree of numbers where arity-2 nodes add and leaves are constants.
/// fn eval(nodes: &[Node], pos: &mut usize) -> f64 {
///     let n = nodes[*pos];
///     *pos += 1;
///     match n.arity() {
///         0 => n.value(),
///         _ => eval(nodes, pos) + eval(nodes, pos),
///     }
/// }
/// # let _ = eval;
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    /// A tree from prefix-order nodes; fails unless they form exactly one
    /// complete tree. Types are not checked here (see
    /// [`crate::PrimitiveSet::check`]).
    pub fn from_nodes(nodes: Vec<Node>) -> Result<Tree, TreeError> {
        if nodes.is_empty() {
            return Err(TreeError {
                index: 0,
                reason: "empty tree".to_string(),
            });
        }
        let mut open = 1usize;
        for (i, n) in nodes.iter().enumerate() {
            if open == 0 {
                return Err(TreeError {
                    index: i,
                    reason: "nodes after the tree is complete".to_string(),
                });
            }
            open = open - 1 + n.arity();
        }
        if open != 0 {
            return Err(TreeError {
                index: nodes.len(),
                reason: format!("tree is incomplete: {open} subtrees missing"),
            });
        }
        Ok(Tree { nodes })
    }

    /// For nodes built by this crate, known to be complete.
    pub(crate) fn from_nodes_unchecked(nodes: Vec<Node>) -> Tree {
        debug_assert!(Tree::from_nodes(nodes.clone()).is_ok());
        Tree { nodes }
    }

    /// The nodes in prefix order.
    #[inline]
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The root node.
    #[inline]
    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// The number of nodes.
    #[inline]
    pub fn size(&self) -> usize {
        self.nodes.len()
    }

    /// The index one past the end of the subtree rooted at `i`.
    #[inline]
    pub fn subtree_end(&self, i: usize) -> usize {
        let mut open = 1usize;
        let mut j = i;
        while open > 0 {
            open = open - 1 + self.nodes[j].arity();
            j += 1;
        }
        j
    }

    /// The span of the subtree rooted at `i`.
    #[inline]
    pub fn subtree_span(&self, i: usize) -> Range<usize> {
        i..self.subtree_end(i)
    }

    /// The nodes of the subtree rooted at `i`.
    pub fn subtree(&self, i: usize) -> &[Node] {
        &self.nodes[self.subtree_span(i)]
    }

    /// The subtree rooted at `i` as a tree of its own.
    pub fn subtree_tree(&self, i: usize) -> Tree {
        Tree::from_nodes_unchecked(self.subtree(i).to_vec())
    }

    /// The indices of node `i`'s children, left to right.
    pub fn children(&self, i: usize) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.nodes[i].arity());
        let mut c = i + 1;
        for _ in 0..self.nodes[i].arity() {
            out.push(c);
            c = self.subtree_end(c);
        }
        out
    }

    /// Every node's subtree end, so an interpreter can skip an unevaluated
    /// branch in O(1) (compute once per tree, not per evaluation).
    pub fn subtree_ends(&self) -> Vec<usize> {
        let n = self.nodes.len();
        let mut ends = vec![0usize; n];
        // Walking backwards, a node's children have their ends already.
        for i in (0..n).rev() {
            let mut e = i + 1;
            for _ in 0..self.nodes[i].arity() {
                e = ends[e];
            }
            ends[i] = e;
        }
        ends
    }

    /// The depth (edges on the longest root-to-leaf path).
    pub fn depth(&self) -> usize {
        self.heights()[0]
    }

    /// Every node's height: the depth of the subtree rooted there.
    pub fn heights(&self) -> Vec<usize> {
        let n = self.nodes.len();
        let mut heights = vec![0usize; n];
        let mut stack: Vec<usize> = Vec::new();
        for i in (0..n).rev() {
            let a = self.nodes[i].arity();
            let h = if a == 0 {
                0
            } else {
                let mut h = 0;
                for _ in 0..a {
                    h = h.max(stack.pop().unwrap_or(0));
                }
                h + 1
            };
            heights[i] = h;
            stack.push(h);
        }
        heights
    }

    /// Every node's distance from the root.
    pub fn node_depths(&self) -> Vec<usize> {
        let mut depths = Vec::with_capacity(self.nodes.len());
        // Stack of (depth of the pending children, how many remain).
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for n in &self.nodes {
            let d = match stack.last_mut() {
                None => 0,
                Some((d, left)) => {
                    let d = *d;
                    *left -= 1;
                    d
                }
            };
            depths.push(d);
            while stack.last().is_some_and(|&(_, left)| left == 0) {
                stack.pop();
            }
            if n.arity() > 0 {
                stack.push((d + 1, n.arity()));
            }
        }
        depths
    }

    /// A copy with the subtree at `span` replaced by `replacement` (which must
    /// be one complete subtree).
    pub(crate) fn replace(&self, span: Range<usize>, replacement: &[Node]) -> Tree {
        let mut nodes = Vec::with_capacity(self.nodes.len() - span.len() + replacement.len());
        nodes.extend_from_slice(&self.nodes[..span.start]);
        nodes.extend_from_slice(replacement);
        nodes.extend_from_slice(&self.nodes[span.end..]);
        Tree::from_nodes_unchecked(nodes)
    }

    pub(crate) fn nodes_mut(&mut self) -> &mut [Node] {
        &mut self.nodes
    }
}

impl Serialize for Tree {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.nodes.serialize(s)
    }
}

/// Deserializing checks structure, so a decoded `Tree` is never malformed.
impl<'de> Deserialize<'de> for Tree {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tree, D::Error> {
        let nodes = Vec::<Node>::deserialize(d)?;
        Tree::from_nodes(nodes).map_err(serde::de::Error::custom)
    }
}
