//! Property tests: every operator keeps trees well-typed and within limits;
//! printing then parsing is the identity.

use gp::demo::{multiplexer, piecewise};
use gp::{
    Erc, GpRng, Method, PrimitiveSet, Tree, TreeLimits, TypeId, crossover, erc_mutation, generate,
    nest_mutation, point_mutation, subtree_mutation,
};
use proptest::prelude::*;
use rand::SeedableRng;

/// A set with three types: one with functions and no terminals (`Action`),
/// one with terminals and no functions (`Square`), integer constants.
fn three_types() -> (PrimitiveSet, TypeId) {
    let mut b = PrimitiveSet::builder();
    let boolean = b.add_type("Bool");
    let int = b.add_type("Int");
    let square = b.add_type("Square");
    let action = b.add_type("Action");
    b.add_function("If", action, &[boolean, action, action]);
    b.add_function("Seq", action, &[action, action]);
    b.add_function("MoveTo", action, &[square, int]);
    b.add_function("Attacked", boolean, &[square]);
    b.add_function("Less", boolean, &[int, int]);
    b.add_function("Not", boolean, &[boolean]);
    b.add_function("Plus", int, &[int, int]);
    b.add_function("Minus", int, &[int, int]);
    b.add_terminal("Depth", int);
    b.add_terminal("KingSquare", square);
    b.add_terminal("LastTo", square);
    b.add_terminal("IsCheck", boolean);
    b.add_erc("N", int, Erc::UniformInt { lo: -3, hi: 9 });
    (b.build().expect("valid"), action)
}

fn pset_by(k: usize) -> (PrimitiveSet, TypeId) {
    match k {
        0 => piecewise::pset(),
        1 => multiplexer::pset(),
        _ => three_types(),
    }
}

/// A random tree within `limits`.
fn tree_within(pset: &PrimitiveSet, ty: TypeId, limits: TreeLimits, rng: &mut GpRng) -> Tree {
    let method = if rand::RngExt::random_bool(rng, 0.5) {
        Method::Grow
    } else {
        Method::Full
    };
    let min = pset.min_depth(ty).expect("finite");
    let mut depth = rand::RngExt::random_range(rng, min..=limits.max_depth.min(7).max(min));
    loop {
        let t = generate(pset, ty, method, depth, rng).expect("fits");
        if limits.admits(&t) {
            return t;
        }
        if depth > min {
            depth -= 1;
        }
    }
}

fn limits_strategy() -> impl Strategy<Value = TreeLimits> {
    (3usize..=17, 15usize..=200).prop_map(|(max_depth, max_size)| TreeLimits {
        max_depth,
        max_size,
    })
}

/// Every nesting of a small tree, and nothing else: a host's copy in place of one of
/// its own descendants of its type.
#[test]
fn nest_mutation_copies_a_subtree_into_itself() {
    let (pset, root) = three_types();
    let text = "(Seq (If IsCheck (MoveTo KingSquare 1) (MoveTo LastTo 2)) (MoveTo KingSquare 3))";
    let t = Tree::parse(&pset, text, root).expect("parses");
    let roomy = TreeLimits {
        max_depth: 17,
        max_size: 200,
    };
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let mut rng = GpRng::seed_from_u64(seed);
        let c = nest_mutation(&t, roomy, &mut rng).expect("Seq and If hold Actions");
        assert!(pset.check(&c, root).is_ok());
        seen.insert(c.to_sexpr(&pset));
    }
    // Hosts: Seq (4 Action descendants) and If (2).
    let inner = "(If IsCheck (MoveTo KingSquare 1) (MoveTo LastTo 2))";
    let want: std::collections::BTreeSet<String> = [
        format!("(Seq {text} (MoveTo KingSquare 3))"),
        format!("(Seq (If IsCheck {text} (MoveTo LastTo 2)) (MoveTo KingSquare 3))"),
        format!("(Seq (If IsCheck (MoveTo KingSquare 1) {text}) (MoveTo KingSquare 3))"),
        format!("(Seq {inner} {text})"),
        format!("(Seq (If IsCheck {inner} (MoveTo LastTo 2)) (MoveTo KingSquare 3))"),
        format!("(Seq (If IsCheck (MoveTo KingSquare 1) {inner}) (MoveTo KingSquare 3))"),
    ]
    .into();
    assert_eq!(seen, want);
    // Nothing nests in a tree whose function nodes hold no descendant of their type,
    // and a nesting over the limits is refused.
    let flat = Tree::parse(&pset, "(MoveTo KingSquare 1)", root).expect("parses");
    assert!(nest_mutation(&flat, roomy, &mut GpRng::seed_from_u64(1)).is_none());
    let tight = TreeLimits {
        max_depth: 17,
        max_size: t.size(),
    };
    assert!(nest_mutation(&t, tight, &mut GpRng::seed_from_u64(1)).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn generated_trees_are_typed_and_round_trip(k in 0usize..3, seed: u64, depth in 0usize..9) {
        let (pset, root) = pset_by(k);
        let mut rng = GpRng::seed_from_u64(seed);
        for method in [Method::Grow, Method::Full] {
            let Some(t) = generate(&pset, root, method, depth, &mut rng) else {
                prop_assert!(pset.min_depth(root).expect("finite") > depth);
                continue;
            };
            prop_assert!(pset.check(&t, root).is_ok());
            prop_assert!(t.depth() <= depth);
            let text = t.to_sexpr(&pset);
            let back = Tree::parse(&pset, &text, root).expect("printed trees parse");
            prop_assert_eq!(&back, &t);
            prop_assert_eq!(back.to_sexpr(&pset), text);
        }
    }

    #[test]
    fn crossover_keeps_types_and_limits(k in 0usize..3, seed: u64, limits in limits_strategy()) {
        let (pset, root) = pset_by(k);
        let mut rng = GpRng::seed_from_u64(seed);
        let a = tree_within(&pset, root, limits, &mut rng);
        let b = tree_within(&pset, root, limits, &mut rng);
        for _ in 0..5 {
            if let Some(child) = crossover(&a, &b, limits, 0.9, &mut rng) {
                prop_assert!(pset.check(&child, root).is_ok(), "{}", child.to_sexpr(&pset));
                prop_assert!(limits.admits(&child));
            }
        }
        // A tree crossed with itself always finds a point (at worst the root).
        prop_assert!(crossover(&a, &a, limits, 0.9, &mut rng).is_some());
    }

    #[test]
    fn mutations_keep_types_and_limits(k in 0usize..3, seed: u64, limits in limits_strategy()) {
        let (pset, root) = pset_by(k);
        let mut rng = GpRng::seed_from_u64(seed);
        let t = tree_within(&pset, root, limits, &mut rng);
        for _ in 0..5 {
            if let Some(c) = subtree_mutation(&pset, &t, limits, 4, &mut rng) {
                prop_assert!(pset.check(&c, root).is_ok(), "{}", c.to_sexpr(&pset));
                prop_assert!(limits.admits(&c));
            }
            if let Some(c) = point_mutation(&pset, &t, &mut rng) {
                prop_assert!(pset.check(&c, root).is_ok(), "{}", c.to_sexpr(&pset));
                prop_assert_eq!(c.size(), t.size());
                prop_assert_eq!(c.depth(), t.depth());
                prop_assert!(c.nodes().iter().zip(t.nodes()).filter(|(x, y)| x != y).count() <= 1);
            }
            match erc_mutation(&pset, &t, &mut rng) {
                Some(c) => {
                    prop_assert!(pset.check(&c, root).is_ok(), "{}", c.to_sexpr(&pset));
                    prop_assert_eq!(c.size(), t.size());
                }
                None => prop_assert!(t.nodes().iter().all(|n| pset.prim(n.prim()).erc().is_none())),
            }
            if let Some(c) = nest_mutation(&t, limits, &mut rng) {
                prop_assert!(pset.check(&c, root).is_ok(), "{}", c.to_sexpr(&pset));
                prop_assert!(limits.admits(&c));
                prop_assert!(c.size() > t.size(), "a nesting adds the host minus the spot it fills");
            }
        }
    }

    #[test]
    fn spans_and_depths_agree(k in 0usize..3, seed: u64) {
        let (pset, root) = pset_by(k);
        let mut rng = GpRng::seed_from_u64(seed);
        let t = generate(&pset, root, Method::Grow, 6, &mut rng).expect("fits");
        let ends = t.subtree_ends();
        let heights = t.heights();
        let depths = t.node_depths();
        for i in 0..t.size() {
            prop_assert_eq!(ends[i], t.subtree_end(i));
            let sub = t.subtree_tree(i);
            prop_assert_eq!(sub.size(), ends[i] - i);
            prop_assert_eq!(sub.depth(), heights[i]);
            prop_assert!(depths[i] + heights[i] <= t.depth());
        }
        prop_assert_eq!(heights.iter().zip(&depths).map(|(h, d)| h + d).max(), Some(t.depth()));
    }
}
