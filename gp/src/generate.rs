//! Random tree generation: grow, full, ramped half-and-half.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::{Node, PrimId, PrimitiveSet, Tree, TypeId};

/// How a random tree is shaped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// Any primitive that fits the remaining depth, uniformly (the root is a
    /// function when one fits, as in Koza).
    Grow,
    /// Functions until the depth limit, then terminals. With types this is
    /// best effort: a type with no function that fits gets a terminal early.
    Full,
}

/// A random tree of type `ty` and depth at most `max_depth`, or `None` if
/// no tree of that type fits (see [`PrimitiveSet::min_depth`]).
///
/// Where a type has terminals but no functions that fit, a terminal is
/// chosen; where it has functions but no terminals, a function whose
/// minimum depth fits is chosen, so generation always terminates.
pub fn generate<R: Rng + ?Sized>(
    pset: &PrimitiveSet,
    ty: TypeId,
    method: Method,
    max_depth: usize,
    rng: &mut R,
) -> Option<Tree> {
    if pset.min_depth(ty)? > max_depth {
        return None;
    }
    let mut nodes = Vec::new();
    generate_into(pset, ty, method, max_depth, true, rng, &mut nodes);
    Some(Tree::from_nodes_unchecked(nodes))
}

/// Appends a subtree; the caller guarantees `pset.min_depth(ty) <= depth_left`.
pub(crate) fn generate_into<R: Rng + ?Sized>(
    pset: &PrimitiveSet,
    ty: TypeId,
    method: Method,
    depth_left: usize,
    is_root: bool,
    rng: &mut R,
    out: &mut Vec<Node>,
) {
    let functions = pset.functions(ty);
    // Functions are sorted by minimum depth, so those that fit are a prefix.
    let fitting = functions.partition_point(|&f| pset.prim(f).min_depth() <= depth_left);
    let terminals = pset.terminals(ty);
    let choice = if fitting == 0 {
        terminals[rng.random_range(0..terminals.len())]
    } else if terminals.is_empty() || method == Method::Full || is_root {
        functions[rng.random_range(0..fitting)]
    } else {
        let k = rng.random_range(0..fitting + terminals.len());
        if k < fitting {
            functions[k]
        } else {
            terminals[k - fitting]
        }
    };
    push_node(pset, choice, rng, out);
    for &arg in pset.prim(choice).args() {
        generate_into(pset, arg, method, depth_left - 1, false, rng, out);
    }
}

fn push_node<R: Rng + ?Sized>(pset: &PrimitiveSet, id: PrimId, rng: &mut R, out: &mut Vec<Node>) {
    let node = match pset.prim(id).erc() {
        Some(erc) => pset.constant(id, erc.generate(rng)),
        None => pset.node(id),
    };
    out.push(node);
}

/// The smallest tree of type `ty` (fewest nodes; ties to the shallower, then
/// the lower id), the last resort of initialisation. `None` if `ty` has no
/// finite tree.
pub fn smallest<R: Rng + ?Sized>(pset: &PrimitiveSet, ty: TypeId, rng: &mut R) -> Option<Tree> {
    pset.min_size(ty)?;
    let mut nodes = Vec::new();
    smallest_into(pset, ty, rng, &mut nodes);
    Some(Tree::from_nodes_unchecked(nodes))
}

fn smallest_into<R: Rng + ?Sized>(
    pset: &PrimitiveSet,
    ty: TypeId,
    rng: &mut R,
    out: &mut Vec<Node>,
) {
    let best = pset
        .functions(ty)
        .iter()
        .chain(pset.terminals(ty))
        .copied()
        .min_by_key(|&id| (pset.prim(id).min_size(), pset.prim(id).min_depth(), id));
    let Some(id) = best else { return };
    push_node(pset, id, rng, out);
    for &arg in pset.prim(id).args() {
        smallest_into(pset, arg, rng, out);
    }
}

/// The depth and method ramped half-and-half gives the individual at
/// `index`: depths cycle through `min_depth..=max_depth`, each depth used
/// by grow and full alternately.
pub fn ramped_plan(index: usize, min_depth: usize, max_depth: usize) -> (usize, Method) {
    let span = max_depth.saturating_sub(min_depth) + 1;
    let depth = min_depth + (index / 2) % span;
    let method = if index.is_multiple_of(2) {
        Method::Grow
    } else {
        Method::Full
    };
    (depth, method)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Erc;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn types_without_functions_or_terminals_still_generate() {
        let mut b = PrimitiveSet::builder();
        let num = b.add_type("Num");
        let leafy = b.add_type("Leafy"); // terminals only
        let inner = b.add_type("Inner"); // functions only
        b.add_function("Add", num, &[num, num]);
        b.add_function("FromInner", num, &[inner]);
        b.add_function("Wrap", inner, &[leafy, leafy]);
        b.add_terminal("L", leafy);
        b.add_erc("C", num, Erc::UniformInt { lo: 0, hi: 9 });
        let pset = b.build().expect("valid");
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for depth in 0..7 {
            for method in [Method::Grow, Method::Full] {
                for _ in 0..50 {
                    let t = generate(&pset, num, method, depth, &mut rng).expect("fits");
                    pset.check(&t, num).expect("well typed");
                    assert!(t.depth() <= depth);
                }
            }
        }
        // Inner needs depth 1; Leafy can only be a terminal.
        assert!(generate(&pset, inner, Method::Full, 0, &mut rng).is_none());
        let t = generate(&pset, inner, Method::Full, 5, &mut rng).expect("fits");
        assert_eq!(t.to_sexpr(&pset), "(Wrap L L)");
        let t = generate(&pset, leafy, Method::Full, 5, &mut rng).expect("fits");
        assert_eq!(t.to_sexpr(&pset), "L");
    }

    #[test]
    fn ramped_plan_covers_depths_and_methods() {
        let plans: Vec<_> = (0..10).map(|i| ramped_plan(i, 2, 6)).collect();
        assert_eq!(plans[0], (2, Method::Grow));
        assert_eq!(plans[1], (2, Method::Full));
        assert_eq!(plans[9], (6, Method::Full));
    }
}
