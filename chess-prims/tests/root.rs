//! The root module (paper §4.1) and the public entry points around it.

mod common;

use chess_prims::{Primitives, Program, ProgramError, SearchLimits, choose_move, search_order};
use common::{position, prims, program, uci};
use shakmaty::Position;

const MATE1: &str = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
const ROOK_TAKES_QUEEN: &str = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";

#[test]
fn ties_go_to_the_first_move_and_every_move_is_paid_for() {
    let pos = position(MATE1);
    let c = choose_move(&program("5"), &pos, u64::MAX, 2);
    // The first in search order: Ra8, the only check, leads; shakmaty's first is Rb1.
    assert_eq!(c.mv, Some(search_order(&pos)[0]));
    assert_eq!(c.mv, Some(uci(&pos, "a1a8")));
    assert_eq!(pos.legal_moves()[0], uci(&pos, "a1b1"));
    assert_eq!(c.score, 5.0);
    assert_eq!(c.nodes, 19, "one node per root move");
}

#[test]
fn the_best_score_wins() {
    let pos = position(MATE1);
    let c = choose_move(&program("(If3 IsCheck 10 0)"), &pos, u64::MAX, 1);
    assert_eq!(
        (c.mv, c.score, c.nodes),
        (Some(uci(&pos, "a1a8")), 10.0, 19)
    );
    let pos = position(ROOK_TAKES_QUEEN);
    let c = choose_move(&program("EvaluateMaterial"), &pos, u64::MAX, 1);
    assert_eq!((c.mv, c.score), (Some(uci(&pos, "d2d5")), 5.0));
}

#[test]
fn a_top_score_ends_the_scan() {
    // Ra8 is the first move in search order (the 14th in shakmaty's); nothing after
    // it can beat 1000 (ties go to the first).
    let pos = position(MATE1);
    let c = choose_move(
        &program("(If3 IsMateInOneOrLess 1000 0)"),
        &pos,
        u64::MAX,
        1,
    );
    assert_eq!(
        (c.mv, c.score, c.nodes),
        (Some(uci(&pos, "a1a8")), 1000.0, 1)
    );
}

#[test]
fn the_budget_bounds_the_root_moves_too() {
    let pos = position(MATE1);
    // Three root moves examined (Ra8+, Rb1, Rc1); the rest count as −1000 and
    // cannot win.
    let c = choose_move(&program("(If3 IsCheck 10 0)"), &pos, 3, 1);
    assert_eq!((c.mv, c.score, c.nodes), (Some(uci(&pos, "a1a8")), 10.0, 3));
    let c = choose_move(&program("(If3 IsCheck 0 10)"), &pos, 3, 1);
    assert_eq!((c.mv, c.score, c.nodes), (Some(uci(&pos, "a1b1")), 10.0, 3));
    // No budget: nothing examined, the first move at the lowest score.
    let c = choose_move(&program("(If3 IsCheck 10 0)"), &pos, 0, 1);
    assert_eq!(
        (c.mv, c.score, c.nodes),
        (Some(search_order(&pos)[0]), -1000.0, 0)
    );
    // Mate in 0: the cap forbids even the root moves.
    assert_eq!(choose_move(&program("7"), &pos, 100, 0).nodes, 0);
    // The tree's own moves share the budget with the root moves.
    let c = choose_move(&program("(MakeBestMove 1)"), &pos, 50, 2);
    assert!(c.nodes <= 50);
}

#[test]
fn no_legal_move_no_choice() {
    let mated = position("6k1/8/8/8/8/8/5PPP/r5K1 w - - 0 1");
    let c = choose_move(&program("5"), &mated, 100, 1);
    assert_eq!((c.mv, c.score, c.nodes), (None, -1000.0, 0));
}

#[test]
fn limits_of_a_mate_search() {
    assert_eq!(SearchLimits::mate_in(2, 9).max_ply, 3);
    assert_eq!(SearchLimits::mate_in(2, 9).budget, 9);
}

#[test]
fn programs_must_be_float_trees_of_the_set() {
    assert!(matches!(
        Program::parse(prims(), "IsCheck"),
        Err(ProgramError::Parse(_))
    ));
    assert!(matches!(
        Program::parse(prims(), "(If3 IsCheck 1)"),
        Err(ProgramError::Parse(_))
    ));
    assert!(matches!(
        Program::parse(prims(), "NoSuchThing"),
        Err(ProgramError::Parse(_))
    ));
    assert!(
        Program::parse(prims(), "1001").is_err(),
        "outside the constant range"
    );
    // A tree from a narrower set still runs here (same primitives, same meaning).
    let narrow = Primitives::with_constants(-10.0, 10.0).expect("valid range");
    let p = Program::parse(&narrow, "(If3 IsCheck 10 -10)").expect("parses");
    assert_eq!(p.len(), 4);
    let err = Program::parse(&narrow, "50").expect_err("outside -10..10");
    assert!(err.to_string().contains("50"), "{err}");
}
