//! One node of a prefix-order tree.

use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

use crate::{PrimId, TypeId};

/// One node of a [`crate::Tree`]: a primitive, with its return type and arity
/// copied in so that subtree spans and type-respecting variation need no
/// primitive-set look-up, and the value of an ephemeral constant inline.
///
/// 16 bytes. Nodes are made by a [`crate::PrimitiveSet`] ([`crate::PrimitiveSet::node`],
/// [`crate::PrimitiveSet::constant`]), by parsing, or by the generators.
/// Equality and hashing compare the value bit for bit.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Node {
    prim: PrimId,
    ty: TypeId,
    arity: u8,
    value: f64,
}

impl Node {
    pub(crate) fn new(prim: PrimId, ty: TypeId, arity: u8, value: f64) -> Node {
        Node {
            prim,
            ty,
            arity,
            value,
        }
    }

    /// The primitive.
    #[inline]
    pub fn prim(&self) -> PrimId {
        self.prim
    }

    /// The primitive's return type.
    #[inline]
    pub fn ty(&self) -> TypeId {
        self.ty
    }

    /// The number of children.
    #[inline]
    pub fn arity(&self) -> usize {
        self.arity as usize
    }

    /// The constant's value for an ephemeral-constant node; 0 otherwise.
    #[inline]
    pub fn value(&self) -> f64 {
        self.value
    }

    /// Whether the node has no children.
    #[inline]
    pub fn is_leaf(&self) -> bool {
        self.arity == 0
    }

    pub(crate) fn with_value(self, value: f64) -> Node {
        Node { value, ..self }
    }

    fn key(&self) -> (u16, u8, u8, u64) {
        (self.prim.0, self.ty.0, self.arity, self.value.to_bits())
    }
}

impl PartialEq for Node {
    fn eq(&self, other: &Node) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Node {}

impl Hash for Node {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}
