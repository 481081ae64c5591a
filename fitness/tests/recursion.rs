//! `Recurse` (docs/PRIMITIVES.md, "Recursion"): a five-node recursive chain is the
//! hand-written four-level checks chain, move for move and node for node, wherever the
//! depth cap stops both; and the recursion ends by itself at the cap.

use chess_prims::{Primitives, Program, choose_move};
use fitness::problem::builtin;
use shakmaty::Position;

/// The experiment's `checks-chain` baseline: four levels written out.
const CHAIN: &str = "(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove \
    (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck \
    (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove -1000) -1000)) -1000)) \
    -1000)) -1000))";
const RECURSIVE_CHAIN: &str = "(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))";

fn compile(prims: &Primitives, sexpr: &str) -> Program {
    Program::parse(prims, sexpr).expect("a valid tree")
}

#[test]
fn the_recursive_chain_is_the_written_out_chain_up_to_mate_in_5() {
    let prims = Primitives::reader();
    let (chain, recursive) = (compile(&prims, CHAIN), compile(&prims, RECURSIVE_CHAIN));
    let mut solved = 0;
    for n in 1..=5 {
        for p in builtin::test(n).iter().take(40) {
            let a = choose_move(&chain, &p.position, 1_000_000, n);
            let b = choose_move(&recursive, &p.position, 1_000_000, n);
            assert_eq!(
                (a.mv.as_ref(), a.score, a.nodes, a.boards),
                (b.mv.as_ref(), b.score, b.nodes, b.boards),
                "{} at N = {n}",
                p.id
            );
            solved += usize::from(a.mv.as_ref().is_some_and(|m| p.key_moves.contains(m)));
        }
    }
    // The comparison means something only if the chain finds mates.
    assert!(solved > 150, "the chain found {solved} keys of 200");
}

#[test]
fn recurse_at_the_ply_where_the_tree_began_is_the_lowest_score_and_free() {
    let prims = Primitives::reader();
    let p = &builtin::test(2)[0];
    let choice = choose_move(&compile(&prims, "Recurse"), &p.position, 1_000, 2);
    assert_eq!(choice.score, -1000.0);
    // One node per root move: the tree itself applied none.
    assert_eq!(choice.nodes, p.position.legal_moves().len() as u64);
}

#[test]
fn full_width_recursion_stops_at_the_depth_cap_and_at_the_budget() {
    let prims = Primitives::reader();
    let everything = compile(&prims, "(MakeBestMove Recurse)");
    let p = &builtin::test(1)[0];
    // Mate in 1: the cap is ply 1, so the tree applies nothing below the root moves
    // (and the root stops at the mate).
    let shallow = choose_move(&everything, &p.position, u64::MAX, 1);
    assert_eq!(shallow.score, 1000.0);
    assert!(shallow.nodes <= p.position.legal_moves().len() as u64);
    // Mate in 3 with a small budget: the budget ends the recursion, not the stack.
    let bounded = choose_move(&everything, &p.position, 5_000, 3);
    assert!(bounded.nodes <= 5_000, "{}", bounded.nodes);
}

#[test]
fn sets_without_recursion_do_not_read_recurse() {
    let plain = Primitives::new();
    assert!(Program::parse(&plain, RECURSIVE_CHAIN).is_err());
    assert!(Program::parse(&plain, CHAIN).is_ok());
}
