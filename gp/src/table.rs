//! Mapping primitive ids to a domain's own operations, once.

use std::ops::Index;

use crate::{PrimId, Primitive, PrimitiveSet};

/// A dense table from [`PrimId`] to a domain value (usually the domain's
/// operation enum), built once so an interpreter dispatches with one array
/// index per node instead of a name look-up.
///
/// ```
/// use gp::{PrimTable, PrimitiveSet};
/// #[derive(Clone, Copy, PartialEq, Debug)]
/// enum Op { Not, X }
/// let mut b = PrimitiveSet::builder();
/// let t = b.add_type("Bool");
/// b.add_function("Not", t, &[t]);
/// b.add_terminal("x", t);
/// let pset = b.build().unwrap();
/// let ops = PrimTable::new(&pset, |p| match p.name() {
///     "Not" => Some(Op::Not),
///     "x" => Some(Op::X),
///     _ => None,
/// }).unwrap();
/// assert_eq!(ops[pset.id_of("Not").unwrap()], Op::Not);
/// ```
#[derive(Clone, Debug)]
pub struct PrimTable<T> {
    entries: Vec<T>,
}

/// A primitive the domain's mapping did not cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnmappedPrimitive(pub String);

impl std::fmt::Display for UnmappedPrimitive {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "primitive {:?} has no implementation in this domain",
            self.0
        )
    }
}

impl std::error::Error for UnmappedPrimitive {}

impl<T> PrimTable<T> {
    /// Maps every primitive of `pset` with `f`; fails on the first it leaves out.
    pub fn new(
        pset: &PrimitiveSet,
        mut f: impl FnMut(&Primitive) -> Option<T>,
    ) -> Result<PrimTable<T>, UnmappedPrimitive> {
        let entries = pset
            .primitives()
            .iter()
            .map(|p| f(p).ok_or_else(|| UnmappedPrimitive(p.name().to_string())))
            .collect::<Result<_, _>>()?;
        Ok(PrimTable { entries })
    }

    /// The entry for `id`.
    #[inline]
    pub fn get(&self, id: PrimId) -> &T {
        &self.entries[id.index()]
    }
}

impl<T> Index<PrimId> for PrimTable<T> {
    type Output = T;
    #[inline]
    fn index(&self, id: PrimId) -> &T {
        &self.entries[id.index()]
    }
}
