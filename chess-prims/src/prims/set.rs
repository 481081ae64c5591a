//! The chess primitive set as a typed gp primitive set, and its description.

use gp::{Erc, PrimId, PrimTable, PrimitiveSet, PsetError, PsetProblem, TypeId};

use super::op::Op;
use super::spec::{CONSTANT_NAME, FORCING_MOVE, MATE_THREAT, RECURSE, SPECS, Spec, Ty};

/// The widest constant range a set may have: the score range (docs/PRIMITIVES.md
/// rule 8).
pub const SCORE_MAX: f64 = 1000.0;

/// What the primitives mean, for checkpoint fingerprints. Revision 3: a condition
/// decided by the board after the move (every terminal but the three that read the
/// legal moves or try moves, combined by Not/And/Or, Smaller and If3) is answered
/// before the move is applied, so a move it rules out costs no node. The boards
/// simulated to answer it are counted apart ([`crate::SearchContext::boards`]); that
/// count changed no value and no node, so it is no part of the revision. Revision 2: moves
/// are tried in [`crate::search_order`], and IsCheck and IsMaterialChange (and
/// Not/And/Or of them) were answered before the move. In both, values change only
/// where the order is the meaning (MyMoveIter's first move, root ties) or where a
/// budget runs out. Revision 1 (no revision line in the fingerprint) tried
/// shakmaty's order and applied every move.
pub const REVISION: &str = "mategp-chess 3";

/// The optional terminals a set may add to the paper's 38 primitives, each after all
/// the others so that every other primitive keeps its id (docs/PRIMITIVES.md,
/// "Recursion" and "Threats").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extensions {
    /// The `Recurse` terminal.
    pub recursion: bool,
    /// The `IsMateThreat` terminal.
    pub threats: bool,
    /// The `IsForcingMove` terminal.
    pub forcing: bool,
}

impl Extensions {
    /// Every optional terminal: the set that reads a searcher written by any run.
    pub const ALL: Extensions = Extensions {
        recursion: true,
        threats: true,
        forcing: true,
    };

    /// The optional specs, in id order.
    fn specs(self) -> impl Iterator<Item = &'static Spec> {
        let recurse = self.recursion.then_some(&RECURSE);
        let threat = self.threats.then_some(&MATE_THREAT);
        let forcing = self.forcing.then_some(&FORCING_MOVE);
        recurse.into_iter().chain(threat).chain(forcing)
    }
}

/// The chess primitive set: the gp [`PrimitiveSet`] (types `Bool` and `Float`, 38
/// primitives, float constants; the optional terminals of its [`Extensions`]) together
/// with the map from primitive ids to [`Op`].
#[derive(Clone, Debug)]
pub struct Primitives {
    pset: PrimitiveSet,
    ops: PrimTable<Op>,
    boolean: TypeId,
    float: TypeId,
}

impl Primitives {
    /// The set with constants drawn from [−1000, 1000], one decimal.
    pub fn new() -> Primitives {
        match Primitives::with_constants(-SCORE_MAX, SCORE_MAX) {
            Ok(p) => p,
            // The fixed table is valid; a failure here is a bug in this crate.
            Err(e) => unreachable!("the built-in primitive set is invalid: {e}"),
        }
    }

    /// The set with constants drawn from `[lo, hi]`, a sub-range of [−1000, 1000].
    pub fn with_constants(lo: f64, hi: f64) -> Result<Primitives, PsetError> {
        Primitives::with_options(lo, hi, Extensions::default())
    }

    /// The set with constants in [−1000, 1000] and every optional terminal: what
    /// reads a searcher written by any run, whatever its extensions.
    pub fn reader() -> Primitives {
        match Primitives::with_options(-SCORE_MAX, SCORE_MAX, Extensions::ALL) {
            Ok(p) => p,
            Err(e) => unreachable!("the built-in primitive set is invalid: {e}"),
        }
    }

    /// The set with constants drawn from [`lo`, `hi`] and the optional terminals of
    /// `extensions` (docs/PRIMITIVES.md, "Recursion" and "Threats"). Without one, the
    /// set is the one every run without it used, fingerprint and all.
    pub fn with_options(lo: f64, hi: f64, extensions: Extensions) -> Result<Primitives, PsetError> {
        if !(-SCORE_MAX <= lo && lo <= hi && hi <= SCORE_MAX) {
            return Err(PsetError {
                problems: vec![PsetProblem::Domain(format!(
                    "constant range [{lo}, {hi}] must lie within [-1000, 1000] with lo <= hi"
                ))],
            });
        }
        let mut b = PrimitiveSet::builder();
        b.set_revision(REVISION);
        let boolean = b.add_type(Ty::Bool.name());
        let float = b.add_type(Ty::Float.name());
        let ty = |t: Ty| match t {
            Ty::Bool => boolean,
            Ty::Float => float,
        };
        for s in SPECS.iter().chain(extensions.specs()) {
            if s.args.is_empty() {
                b.add_terminal(s.name, ty(s.ret));
            } else {
                let args: Vec<TypeId> = s.args.iter().map(|&a| ty(a)).collect();
                b.add_function(s.name, ty(s.ret), &args);
            }
        }
        b.add_erc(
            CONSTANT_NAME,
            float,
            Erc::UniformF64 {
                lo,
                hi,
                decimals: 1,
            },
        );
        let pset = b.build()?;
        let ops = PrimTable::new(&pset, |p| {
            if p.name() == CONSTANT_NAME {
                return Some(Op::Constant);
            }
            SPECS
                .iter()
                .chain(extensions.specs())
                .find(|s| s.name == p.name())
                .map(|s| s.op)
        })
        .map_err(|e| PsetError {
            problems: vec![PsetProblem::Domain(e.to_string())],
        })?;
        Ok(Primitives {
            pset,
            ops,
            boolean,
            float,
        })
    }

    /// The gp primitive set (for generation, variation, parsing).
    pub fn pset(&self) -> &PrimitiveSet {
        &self.pset
    }

    /// The `Bool` type.
    pub fn boolean(&self) -> TypeId {
        self.boolean
    }

    /// The `Float` type: the type of a whole searcher tree.
    pub fn float(&self) -> TypeId {
        self.float
    }

    /// The operation of primitive `id`.
    #[inline]
    pub fn op(&self, id: PrimId) -> Op {
        self.ops[id]
    }
}

impl Default for Primitives {
    fn default() -> Primitives {
        Primitives::new()
    }
}

/// One primitive as `mategp primitives` prints it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrimitiveDoc {
    /// The name used in S-expressions.
    pub name: &'static str,
    /// `function`, `terminal` or `constant`.
    pub kind: &'static str,
    /// E.g. `If3(Bool, Float, Float) -> Float`, `IsCheck -> Bool`.
    pub signature: String,
    /// What it means, in one line (the doc comment of [`Op`] has the full text).
    pub meaning: &'static str,
}

/// Every primitive of the paper's set, in id order, followed by the constant kind. The
/// optional terminals are apart ([`describe_optional`]): adding one gives no tree of
/// this set another meaning, so the set's version does not change.
pub fn describe() -> Vec<PrimitiveDoc> {
    let mut out: Vec<PrimitiveDoc> = SPECS.iter().map(doc).collect();
    out.push(PrimitiveDoc {
        name: CONSTANT_NAME,
        kind: "constant",
        signature: "<number> -> Float".to_string(),
        meaning: "a float constant in [-1000, 1000] (or the configured sub-range), written as a number",
    });
    out
}

/// The optional terminals, in id order (docs/PRIMITIVES.md, "Recursion" and
/// "Threats").
pub fn describe_optional() -> Vec<PrimitiveDoc> {
    Extensions::ALL
        .specs()
        .map(|s| PrimitiveDoc {
            kind: "optional",
            ..doc(s)
        })
        .collect()
}

fn doc(s: &Spec) -> PrimitiveDoc {
    let args: Vec<&str> = s.args.iter().map(|a| a.name()).collect();
    let signature = if args.is_empty() {
        format!("{} -> {}", s.name, s.ret.name())
    } else {
        format!("{}({}) -> {}", s.name, args.join(", "), s.ret.name())
    };
    PrimitiveDoc {
        name: s.name,
        kind: if args.is_empty() {
            "terminal"
        } else {
            "function"
        },
        signature,
        meaning: s.meaning,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_eight_primitives_two_types_one_constant() {
        let p = Primitives::new();
        assert_eq!(p.pset().len(), 39);
        let r = Primitives::reader();
        assert_eq!(r.pset().len(), 42);
        assert_eq!(
            r.pset().terminals(r.float()).len(),
            p.pset().terminals(p.float()).len() + 1
        );
        assert_eq!(
            r.pset().terminals(r.boolean()).len(),
            p.pset().terminals(p.boolean()).len() + 2
        );
        assert_ne!(r.pset().fingerprint(), p.pset().fingerprint());
        let recursion_only = Extensions {
            recursion: true,
            threats: false,
            forcing: false,
        };
        let q = Primitives::with_options(-SCORE_MAX, SCORE_MAX, recursion_only).expect("valid");
        assert_eq!(q.pset().len(), 40);
        assert_ne!(q.pset().fingerprint(), r.pset().fingerprint());
        // Adding a terminal moves no other primitive's id.
        for s in SPECS.iter().chain([&RECURSE]) {
            assert_eq!(q.pset().id_of(s.name), r.pset().id_of(s.name));
        }
        assert_eq!(
            r.op(r.pset().id_of("IsMateThreat").expect("registered")),
            Op::IsMateThreat
        );
        assert_eq!(p.pset().num_types(), 2);
        assert_eq!(p.pset().terminals(p.boolean()).len(), 14);
        // 5 float terminals and the constant kind.
        assert_eq!(p.pset().terminals(p.float()).len(), 6);
        assert_eq!(p.pset().functions(p.float()).len(), 13);
        assert_eq!(p.pset().functions(p.boolean()).len(), 6);
        let docs = describe();
        assert_eq!(docs.len(), 39);
        assert!(
            docs.iter()
                .any(|d| d.signature == "If3(Bool, Float, Float) -> Float")
        );
        assert!(
            docs.iter()
                .any(|d| d.signature == "IsMateInOneOrLess -> Bool")
        );
        for s in &SPECS {
            assert_eq!(p.op(p.pset().id_of(s.name).expect("registered")), s.op);
        }
    }

    #[test]
    fn constant_range_is_checked() {
        assert!(Primitives::with_constants(-10.0, 10.0).is_ok());
        assert!(Primitives::with_constants(-2000.0, 10.0).is_err());
        assert!(Primitives::with_constants(5.0, -5.0).is_err());
    }
}
