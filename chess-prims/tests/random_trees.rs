//! Property test: random well-typed trees (gp's generator) on random legal positions
//! (random playouts from real problem positions) never panic, never exceed the node
//! budget, return scores in [−1000, 1000], and leave the position as they found it.

mod common;

use std::sync::OnceLock;

use chess_prims::{Program, SearchContext, SearchLimits, choose_move};
use common::prims;
use gp::{GpRng, Method, generate};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use shakmaty::{Chess, Position};

/// Problem positions of every depth, the starting points of the playouts.
fn starts() -> &'static [Chess] {
    static S: OnceLock<Vec<Chess>> = OnceLock::new();
    S.get_or_init(|| {
        (1..=5)
            .flat_map(|n| common::problems(&format!("mate{n}-test.epd"), 20))
            .map(|p| p.position)
            .collect()
    })
}

/// A legal position: up to `plies` random moves from a problem position.
fn playout(rng: &mut GpRng, plies: usize) -> Chess {
    let all = starts();
    let mut line = chess_prims::Line::new(all[rng.random_range(0..all.len())].clone());
    for _ in 0..plies {
        let moves = line.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        line.play_unchecked(&moves[rng.random_range(0..moves.len())]);
    }
    line.position().clone()
}

fn random_program(rng: &mut GpRng) -> Program {
    let method = if rng.random_bool(0.5) {
        Method::Grow
    } else {
        Method::Full
    };
    let depth = rng.random_range(1..=6);
    let p = prims();
    let tree = generate(p.pset(), p.float(), method, depth, rng).expect("Float trees exist");
    Program::compile(p, &tree).expect("generated trees are well typed")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_trees_behave(seed in any::<u64>(), budget in 0u64..3000, mate_in in 1u32..=4, plies in 0usize..10) {
        let mut rng = GpRng::seed_from_u64(seed);
        let position = playout(&mut rng, plies);
        let program = random_program(&mut rng);

        // Through the root module.
        let c = choose_move(&program, &position, budget, mate_in);
        prop_assert!(c.nodes <= budget, "{} nodes for a budget of {budget}", c.nodes);
        prop_assert!((-1000.0..=1000.0).contains(&c.score));
        prop_assert_eq!(c.mv.is_some(), !position.legal_moves().is_empty());
        if let Some(mv) = c.mv {
            prop_assert!(position.is_legal(mv));
        }
        // Deterministic.
        prop_assert_eq!(c.clone(), choose_move(&program, &position, budget, mate_in));

        // Directly, at a MAX node.
        let mut ctx = SearchContext::new(position.clone(), SearchLimits::mate_in(mate_in, budget));
        let v = program.evaluate(&mut ctx);
        prop_assert!((-1000.0..=1000.0).contains(&v));
        prop_assert!(ctx.nodes() <= budget);
        prop_assert_eq!(ctx.ply(), 0);
        prop_assert_eq!(ctx.position(), &position);
    }
}

/// The property above is not vacuous: generated trees do search, and the budget does
/// bind some of them.
#[test]
fn random_trees_do_apply_moves() {
    let mut rng = GpRng::seed_from_u64(2007);
    let (mut searching, mut at_budget) = (0, 0);
    for _ in 0..300 {
        let position = playout(&mut rng, 4);
        let program = random_program(&mut rng);
        let roots = position.legal_moves().len() as u64;
        let c = choose_move(&program, &position, 500, 3);
        searching += usize::from(c.nodes > roots);
        at_budget += usize::from(c.nodes == 500);
    }
    assert!(
        searching >= 30,
        "{searching} of 300 trees searched below the root"
    );
    assert!(
        at_budget >= 10,
        "{at_budget} of 300 trees ran into the budget"
    );
}
