//! Small integer ids for types and primitives.

use serde::{Deserialize, Serialize};

/// A type of the strongly-typed primitive set (e.g. `Bool`, `Float`, `Move`).
///
/// Ids are dense, in the order the types were added to the builder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TypeId(pub u8);

impl TypeId {
    /// The id as an index into per-type tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A primitive (function, terminal or ephemeral-constant kind) of a primitive set.
///
/// Ids are dense, in the order the primitives were added to the builder, so a
/// domain can map them once to its own enum (see [`crate::PrimTable`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PrimId(pub u16);

impl PrimId {
    /// The id as an index into per-primitive tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
