//! Strongly-typed primitive sets and their builder.

use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::{Erc, NameError, Node, PrimId, PsetError, PsetProblem, Tree, TypeId};

/// What kind of primitive a [`Primitive`] is.
#[derive(Clone, Debug, PartialEq)]
pub enum PrimKind {
    /// Takes one or more arguments.
    Function,
    /// A named leaf (an input, a sensor, a fixed constant).
    Terminal,
    /// A leaf holding an ephemeral random constant drawn by the generator.
    Erc(Erc),
}

/// One primitive's signature.
#[derive(Clone, Debug)]
pub struct Primitive {
    id: PrimId,
    name: String,
    ret: TypeId,
    args: Vec<TypeId>,
    kind: PrimKind,
    min_depth: usize,
    min_size: usize,
}

impl Primitive {
    /// The id.
    pub fn id(&self) -> PrimId {
        self.id
    }
    /// The name used in S-expressions.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The return type.
    pub fn ret(&self) -> TypeId {
        self.ret
    }
    /// The argument types, in order.
    pub fn args(&self) -> &[TypeId] {
        &self.args
    }
    /// The number of arguments.
    pub fn arity(&self) -> usize {
        self.args.len()
    }
    /// Function, terminal or ERC.
    pub fn kind(&self) -> &PrimKind {
        &self.kind
    }
    /// The constant generator, for an ERC kind.
    pub fn erc(&self) -> Option<&Erc> {
        match &self.kind {
            PrimKind::Erc(e) => Some(e),
            _ => None,
        }
    }
    /// The depth of the shallowest complete tree rooted here (0 for a leaf),
    /// or `usize::MAX` if none exists.
    pub fn min_depth(&self) -> usize {
        self.min_depth
    }
    /// The size of the smallest complete tree rooted here,
    /// or `usize::MAX` if none exists.
    pub fn min_size(&self) -> usize {
        self.min_size
    }
}

/// A tree that does not fit a primitive set (see [`PrimitiveSet::check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeError {
    /// The offending node's index in prefix order.
    pub index: usize,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid tree at node {}: {}", self.index, self.reason)
    }
}

impl std::error::Error for TreeError {}

/// Builds a [`PrimitiveSet`]. Every `add_*` returns the new id at once; all
/// validation happens in [`PrimitiveSetBuilder::build`].
///
/// ```
/// use gp::{Erc, PrimitiveSet};
/// let mut b = PrimitiveSet::builder();
/// let boolean = b.add_type("Bool");
/// let float = b.add_type("Float");
/// b.add_function("If", float, &[boolean, float, float]);
/// b.add_function("Lt", boolean, &[float, float]);
/// b.add_terminal("x", float);
/// b.add_erc("Const", float, Erc::UniformF64 { lo: -5.0, hi: 5.0, decimals: 1 });
/// let pset = b.build().expect("valid primitive set");
/// assert_eq!(pset.arity(pset.id_of("If").unwrap()), 3);
/// ```
#[derive(Clone, Debug, Default)]
pub struct PrimitiveSetBuilder {
    types: Vec<String>,
    prims: Vec<(String, TypeId, Vec<TypeId>, PrimKind)>,
    revision: String,
}

impl PrimitiveSetBuilder {
    /// Names the revision of what the primitives mean. Signatures alone do not say
    /// when a domain changes a primitive's behaviour (its node cost, its move order);
    /// a new revision makes the fingerprint differ, so a checkpoint of a run made
    /// under the old meaning is refused instead of resumed under the new one.
    pub fn set_revision(&mut self, revision: &str) {
        self.revision = revision.to_string();
    }

    /// Adds a type.
    pub fn add_type(&mut self, name: &str) -> TypeId {
        self.types.push(name.to_string());
        TypeId(u8::try_from(self.types.len() - 1).unwrap_or(u8::MAX))
    }

    /// Adds a function `name: args -> ret` (at least one argument).
    pub fn add_function(&mut self, name: &str, ret: TypeId, args: &[TypeId]) -> PrimId {
        self.push(name, ret, args.to_vec(), PrimKind::Function)
    }

    /// Adds a named terminal of type `ty`.
    pub fn add_terminal(&mut self, name: &str, ty: TypeId) -> PrimId {
        self.push(name, ty, Vec::new(), PrimKind::Terminal)
    }

    /// Adds an ephemeral-random-constant kind of type `ty` (at most one per
    /// type, so that a number in an S-expression has one meaning). `name`
    /// appears in Graphviz output and fingerprints; trees print the value.
    pub fn add_erc(&mut self, name: &str, ty: TypeId, erc: Erc) -> PrimId {
        self.push(name, ty, Vec::new(), PrimKind::Erc(erc))
    }

    fn push(&mut self, name: &str, ret: TypeId, args: Vec<TypeId>, kind: PrimKind) -> PrimId {
        self.prims.push((name.to_string(), ret, args, kind));
        PrimId(u16::try_from(self.prims.len() - 1).unwrap_or(u16::MAX))
    }

    /// Validates and indexes the set.
    ///
    /// Fails on: duplicate or malformed names, unknown type ids, functions
    /// without arguments or with more than 255, two ERC kinds for one type,
    /// invalid ERC ranges, and argument types that no finite tree can fill.
    pub fn build(self) -> Result<PrimitiveSet, PsetError> {
        let mut problems = self.type_problems();
        problems.extend(self.primitive_problems());
        if !problems.is_empty() {
            return Err(PsetError { problems });
        }
        let pset = self.into_indexed();
        let mut problems = pset.unfillable_arguments();
        if problems.is_empty() {
            Ok(pset)
        } else {
            problems.dedup();
            Err(PsetError { problems })
        }
    }

    /// Too many types or primitives, bad or repeated type names.
    fn type_problems(&self) -> Vec<PsetProblem> {
        let mut problems = Vec::new();
        if self.types.len() > 256 {
            problems.push(PsetProblem::TooManyTypes(self.types.len()));
        }
        if self.prims.len() > usize::from(u16::MAX) {
            problems.push(PsetProblem::TooManyPrimitives(self.prims.len()));
        }
        let mut seen = HashSet::new();
        for name in &self.types {
            if let Err(reason) = check_name(name) {
                problems.push(PsetProblem::BadTypeName {
                    name: name.clone(),
                    reason,
                });
            }
            if !seen.insert(name) {
                problems.push(PsetProblem::DuplicateType(name.clone()));
            }
        }
        problems
    }

    /// Bad or repeated primitive names, unknown types, functions without arguments
    /// or with too many, bad ERCs and a second ERC for one type.
    fn primitive_problems(&self) -> Vec<PsetProblem> {
        let mut problems = Vec::new();
        let ntypes = self.types.len();
        let mut seen = HashSet::new();
        let mut erc_by_type: Vec<Option<&str>> = vec![None; ntypes];
        for (name, ret, args, kind) in &self.prims {
            if let Err(reason) = check_name(name) {
                problems.push(PsetProblem::BadPrimitiveName {
                    name: name.clone(),
                    reason,
                });
            }
            if !seen.insert(name) {
                problems.push(PsetProblem::DuplicatePrimitive(name.clone()));
            }
            for t in std::iter::once(ret).chain(args) {
                if t.index() >= ntypes {
                    problems.push(PsetProblem::UnknownType {
                        primitive: name.clone(),
                        id: t.0,
                    });
                }
            }
            match kind {
                PrimKind::Function if args.is_empty() => {
                    problems.push(PsetProblem::NoArguments(name.clone()))
                }
                PrimKind::Function if args.len() > 255 => {
                    problems.push(PsetProblem::TooManyArguments(name.clone()))
                }
                PrimKind::Erc(erc) => {
                    if let Err(reason) = erc.validate() {
                        problems.push(PsetProblem::BadErc {
                            name: name.clone(),
                            reason,
                        });
                    }
                    if let Some(slot) = erc_by_type.get_mut(ret.index()) {
                        if let Some(first) = slot {
                            problems.push(PsetProblem::SecondErc {
                                name: name.clone(),
                                first: first.to_string(),
                            });
                        }
                        *slot = Some(name);
                    }
                }
                _ => {}
            }
        }
        problems
    }

    /// The set of a builder without problems, with its minima and indexes.
    fn into_indexed(self) -> PrimitiveSet {
        let ntypes = self.types.len();
        let type_by_name = (self.types.iter().enumerate())
            .map(|(i, name)| (name.clone(), TypeId(i as u8)))
            .collect();
        let mut by_name = HashMap::new();
        let mut erc_by_type: Vec<Option<PrimId>> = vec![None; ntypes];
        for (i, (name, ret, _, kind)) in self.prims.iter().enumerate() {
            by_name.insert(name.clone(), PrimId(i as u16));
            if matches!(kind, PrimKind::Erc(_)) {
                erc_by_type[ret.index()] = Some(PrimId(i as u16));
            }
        }
        let prims: Vec<Primitive> = self
            .prims
            .into_iter()
            .enumerate()
            .map(|(i, (name, ret, args, kind))| Primitive {
                id: PrimId(i as u16),
                name,
                ret,
                args,
                kind,
                min_depth: usize::MAX,
                min_size: usize::MAX,
            })
            .collect();
        let mut pset = PrimitiveSet {
            revision: self.revision,
            types: self.types,
            type_by_name,
            prims,
            by_name,
            functions: vec![Vec::new(); ntypes],
            terminals: vec![Vec::new(); ntypes],
            erc_by_type,
            min_depth: vec![usize::MAX; ntypes],
            min_size: vec![usize::MAX; ntypes],
            same_signature: Vec::new(),
        };
        pset.compute_minima();
        pset.index();
        pset
    }
}

impl PrimitiveSet {
    /// The argument types that no finite tree can fill, one problem per use.
    fn unfillable_arguments(&self) -> Vec<PsetProblem> {
        let mut problems = Vec::new();
        for p in &self.prims {
            for &a in &p.args {
                if self.min_depth[a.index()] == usize::MAX {
                    problems.push(PsetProblem::NoFiniteTree {
                        type_name: self.types[a.index()].clone(),
                        primitive: p.name.clone(),
                    });
                }
            }
        }
        problems
    }
}

fn check_name(name: &str) -> Result<(), NameError> {
    let first = name.chars().next().ok_or(NameError::Empty)?;
    if first.is_ascii_digit() || matches!(first, '-' | '+' | '.') {
        return Err(NameError::NumberLike);
    }
    if name
        .chars()
        .any(|c| c.is_whitespace() || matches!(c, '(' | ')' | ';' | '"'))
    {
        return Err(NameError::Separator);
    }
    Ok(())
}

/// A validated, indexed strongly-typed primitive set.
///
/// Look-ups by name ([`PrimitiveSet::id_of`]) are for setting up; trees hold
/// [`PrimId`]s, which a domain maps once to its own operations (see
/// [`crate::PrimTable`]).
#[derive(Clone, Debug)]
pub struct PrimitiveSet {
    revision: String,
    types: Vec<String>,
    type_by_name: HashMap<String, TypeId>,
    prims: Vec<Primitive>,
    by_name: HashMap<String, PrimId>,
    /// Per type: functions returning it, sorted by (min depth, id), so the
    /// ones that fit a depth budget form a prefix.
    functions: Vec<Vec<PrimId>>,
    /// Per type: terminals and ERC kinds returning it, in id order.
    terminals: Vec<Vec<PrimId>>,
    erc_by_type: Vec<Option<PrimId>>,
    min_depth: Vec<usize>,
    min_size: Vec<usize>,
    /// Per primitive: the other primitives with the same signature.
    same_signature: Vec<Vec<PrimId>>,
}

impl PrimitiveSet {
    /// A new, empty builder.
    pub fn builder() -> PrimitiveSetBuilder {
        PrimitiveSetBuilder::default()
    }

    fn compute_minima(&mut self) {
        // Fixed point: a function's minimum is 1 + the worst of its arguments'.
        loop {
            let mut changed = false;
            for i in 0..self.prims.len() {
                let (d, s) = if self.prims[i].args.is_empty() {
                    (0, 1)
                } else {
                    let mut d = 0usize;
                    let mut s = 1usize;
                    for a in &self.prims[i].args {
                        d = d.max(self.min_depth[a.index()]);
                        s = s.saturating_add(self.min_size[a.index()]);
                    }
                    (d.saturating_add(1), s)
                };
                let p = &mut self.prims[i];
                if d < p.min_depth || s < p.min_size {
                    p.min_depth = p.min_depth.min(d);
                    p.min_size = p.min_size.min(s);
                    let t = p.ret.index();
                    self.min_depth[t] = self.min_depth[t].min(p.min_depth);
                    self.min_size[t] = self.min_size[t].min(p.min_size);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn index(&mut self) {
        for p in &self.prims {
            if p.args.is_empty() {
                self.terminals[p.ret.index()].push(p.id);
            } else if p.min_depth != usize::MAX {
                self.functions[p.ret.index()].push(p.id);
            }
        }
        for fs in &mut self.functions {
            fs.sort_by_key(|id| (self.prims[id.index()].min_depth, *id));
        }
        self.same_signature = self
            .prims
            .iter()
            .map(|p| {
                self.prims
                    .iter()
                    .filter(|q| q.id != p.id && q.ret == p.ret && q.args == p.args)
                    .map(|q| q.id)
                    .collect()
            })
            .collect();
    }

    /// The number of types.
    pub fn num_types(&self) -> usize {
        self.types.len()
    }

    /// All type ids.
    pub fn types(&self) -> impl Iterator<Item = TypeId> + '_ {
        (0..self.types.len()).map(|i| TypeId(i as u8))
    }

    /// A type's name.
    pub fn type_name(&self, ty: TypeId) -> &str {
        self.types.get(ty.index()).map_or("<unknown type>", |s| s)
    }

    /// A type by name.
    pub fn type_id(&self, name: &str) -> Option<TypeId> {
        self.type_by_name.get(name).copied()
    }

    /// The number of primitives.
    pub fn len(&self) -> usize {
        self.prims.len()
    }

    /// Whether the set has no primitives.
    pub fn is_empty(&self) -> bool {
        self.prims.is_empty()
    }

    /// All primitives, indexed by [`PrimId::index`].
    pub fn primitives(&self) -> &[Primitive] {
        &self.prims
    }

    /// One primitive. Panics on an id from another set that is out of range.
    #[inline]
    pub fn prim(&self, id: PrimId) -> &Primitive {
        &self.prims[id.index()]
    }

    /// A primitive by name.
    pub fn id_of(&self, name: &str) -> Option<PrimId> {
        self.by_name.get(name).copied()
    }

    /// A primitive's name.
    pub fn name(&self, id: PrimId) -> &str {
        &self.prim(id).name
    }

    /// A primitive's number of arguments.
    pub fn arity(&self, id: PrimId) -> usize {
        self.prim(id).args.len()
    }

    /// The functions returning `ty` that can form a finite tree, sorted by
    /// their minimum depth.
    pub fn functions(&self, ty: TypeId) -> &[PrimId] {
        &self.functions[ty.index()]
    }

    /// The terminals and ERC kinds returning `ty`.
    pub fn terminals(&self, ty: TypeId) -> &[PrimId] {
        &self.terminals[ty.index()]
    }

    /// The ERC kind of `ty`, if any.
    pub fn erc(&self, ty: TypeId) -> Option<PrimId> {
        self.erc_by_type[ty.index()]
    }

    /// The depth of the shallowest tree of type `ty`, `None` if there is none.
    pub fn min_depth(&self, ty: TypeId) -> Option<usize> {
        Some(self.min_depth[ty.index()]).filter(|&d| d != usize::MAX)
    }

    /// The size of the smallest tree of type `ty`, `None` if there is none.
    pub fn min_size(&self, ty: TypeId) -> Option<usize> {
        Some(self.min_size[ty.index()]).filter(|&d| d != usize::MAX)
    }

    /// The other primitives with exactly `id`'s signature (for point mutation).
    pub fn same_signature(&self, id: PrimId) -> &[PrimId] {
        &self.same_signature[id.index()]
    }

    /// A node for primitive `id` (value 0; use [`PrimitiveSet::constant`] for ERCs).
    pub fn node(&self, id: PrimId) -> Node {
        let p = self.prim(id);
        Node::new(id, p.ret, p.args.len() as u8, 0.0)
    }

    /// A constant node of ERC kind `id` holding `value`.
    pub fn constant(&self, id: PrimId, value: f64) -> Node {
        self.node(id).with_value(value)
    }

    /// Checks that `tree` is a complete, well-typed tree of type `ty` made of
    /// this set's primitives, with every constant in its generator's range.
    /// Trees from checkpoints and other sources go through this.
    pub fn check(&self, tree: &Tree, ty: TypeId) -> Result<(), TreeError> {
        let err = |index, reason: String| Err(TreeError { index, reason });
        let nodes = tree.nodes();
        if nodes.is_empty() {
            return err(0, "empty tree".to_string());
        }
        // Stack of types still expected, last on top.
        let mut expected = vec![ty];
        for (i, n) in nodes.iter().enumerate() {
            let Some(want) = expected.pop() else {
                return err(i, "nodes after the tree is complete".to_string());
            };
            let Some(p) = self.prims.get(n.prim().index()) else {
                return err(i, format!("unknown primitive id {}", n.prim().0));
            };
            if n.ty() != p.ret || n.arity() != p.args.len() {
                return err(
                    i,
                    format!("node does not match the signature of {}", p.name),
                );
            }
            if p.ret != want {
                return err(
                    i,
                    format!(
                        "{} has type {} but {} is expected",
                        p.name,
                        self.type_name(p.ret),
                        self.type_name(want)
                    ),
                );
            }
            match &p.kind {
                PrimKind::Erc(e) if !e.admits(n.value()) => {
                    return err(i, format!("constant {} is outside {}", n.value(), e));
                }
                PrimKind::Erc(_) => {}
                _ if n.value().to_bits() != 0 => {
                    return err(i, format!("{} carries a value", p.name));
                }
                _ => {}
            }
            expected.extend(p.args.iter().rev());
        }
        if !expected.is_empty() {
            return err(nodes.len(), "tree is incomplete".to_string());
        }
        Ok(())
    }

    /// A text listing of every type and signature; two sets with equal
    /// fingerprints give trees the same meaning (checkpoints compare them).
    pub fn fingerprint(&self) -> String {
        let mut s = String::new();
        if !self.revision.is_empty() {
            s.push_str(&format!("revision: {}\n", self.revision));
        }
        s.push_str(&format!("types: {}\n", self.types.join(" ")));
        for p in &self.prims {
            s.push_str(&p.name);
            s.push_str(": ");
            for a in &p.args {
                s.push_str(self.type_name(*a));
                s.push(' ');
            }
            s.push_str("-> ");
            s.push_str(self.type_name(p.ret));
            if let PrimKind::Erc(e) = &p.kind {
                s.push_str(&format!(" = {e}"));
            }
            s.push('\n');
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_bad_sets() {
        let mut b = PrimitiveSet::builder();
        let t = b.add_type("T");
        let u = b.add_type("U");
        b.add_function("f", t, &[u]); // U has nothing: no finite tree
        b.add_terminal("a", t);
        let e = b.build().expect_err("U is empty");
        assert!(e.to_string().contains("argument type U"), "{e}");

        let mut b = PrimitiveSet::builder();
        let t = b.add_type("T");
        b.add_terminal("a", t);
        b.add_terminal("a", t);
        b.add_terminal("1x", t);
        b.add_function("g", t, &[]);
        b.add_erc("c", t, Erc::UniformInt { lo: 0, hi: 1 });
        b.add_erc("d", t, Erc::UniformInt { lo: 0, hi: 1 });
        let e = b.build().expect_err("several problems");
        assert_eq!(e.problems.len(), 4, "{e}");
        assert!(
            e.problems
                .contains(&PsetProblem::DuplicatePrimitive("a".into()))
        );
        assert!(e.problems.contains(&PsetProblem::BadPrimitiveName {
            name: "1x".into(),
            reason: NameError::NumberLike
        }));
        assert!(
            e.to_string().contains("function \"g\" has no arguments"),
            "{e}"
        );
    }

    #[test]
    fn minima_and_indexes() {
        let mut b = PrimitiveSet::builder();
        let t = b.add_type("T");
        let u = b.add_type("U");
        // U has only a function, which bottoms out through T.
        let g = b.add_function("g", u, &[t, t]);
        let f = b.add_function("f", t, &[u]);
        let a = b.add_terminal("a", t);
        let pset = b.build().expect("valid");
        assert_eq!(pset.min_depth(t), Some(0));
        assert_eq!(pset.min_depth(u), Some(1));
        assert_eq!(pset.prim(f).min_depth(), 2);
        assert_eq!(pset.min_size(u), Some(3));
        assert_eq!(pset.functions(u), &[g]);
        assert_eq!(pset.terminals(t), &[a]);
        assert!(pset.terminals(u).is_empty());
        assert!(pset.fingerprint().contains("g: T T -> U"));
    }

    #[test]
    fn a_new_revision_changes_the_fingerprint() {
        let build = |revision: Option<&str>| {
            let mut b = PrimitiveSet::builder();
            let t = b.add_type("T");
            b.add_terminal("a", t);
            if let Some(r) = revision {
                b.set_revision(r);
            }
            b.build().expect("valid").fingerprint()
        };
        assert_eq!(build(None), build(None));
        assert_ne!(build(None), build(Some("2")));
        assert_ne!(build(Some("2")), build(Some("3")));
        assert!(build(Some("2")).starts_with("revision: 2\n"));
    }
}
