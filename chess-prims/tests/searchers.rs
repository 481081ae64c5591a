//! The hand-written searchers in `searchers/*.sexp`, run by the interpreter through the
//! root module on real problems from the lichess pool.

mod common;

use chess_prims::{Program, choose_move};
use common::{Problem, move_mates_within, prims, problems};
use shakmaty::Position;

fn searcher(name: &str) -> Program {
    let path = format!("{}/searchers/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Program::parse(prims(), &text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Runs `program` on every problem with an unlimited budget; asserts that each
/// chosen move scores 1000 and really mates in N (the file's key, or another move the
/// independent verifier proves). Returns the total nodes.
fn solves_all(program: &Program, set: &[Problem]) -> u64 {
    let mut total = 0;
    for p in set {
        let c = choose_move(program, &p.position, u64::MAX, p.mate_in);
        let mv = c.mv.expect("problem positions have moves");
        assert_eq!(c.score, 1000.0, "{}: no mate found (chose {mv:?})", p.id);
        assert!(
            mv == p.key || move_mates_within(&p.position, &mv, p.mate_in),
            "{}: {mv:?} claimed as mate in {} but is not",
            p.id,
            p.mate_in
        );
        total += c.nodes;
    }
    total
}

#[test]
fn mate_in_one_by_checks_alone() {
    let program = searcher("mate1-checks.sexp");
    let set = problems("mate1-test.epd", 100);
    let nodes = solves_all(&program, &set);
    // The root module applies moves only up to the first mate: never more than the
    // legal moves, and the tree itself applies none.
    let legal: u64 = set
        .iter()
        .map(|p| p.position.legal_moves().len() as u64)
        .sum();
    assert!(nodes <= legal, "{nodes} nodes for {legal} legal moves");
    eprintln!(
        "mate1-checks: {} problems, {nodes} nodes, {legal} legal root moves",
        set.len()
    );
}

#[test]
fn figure_1_solves_every_mate_in_two_of_a_sample() {
    let program = searcher("fig1-mate2.sexp");
    let set = problems("mate2-test.epd", 60);
    let nodes = solves_all(&program, &set);
    eprintln!("fig1-mate2: {} problems, {nodes} nodes", set.len());
}

#[test]
fn figure_1_for_five_moves_solves_shorter_mates_through_the_depth_cap() {
    let program = searcher("fig1-mate5.sexp");
    solves_all(&program, &problems("mate1-test.epd", 20));
    let nodes = solves_all(&program, &problems("mate2-test.epd", 10));
    eprintln!("fig1-mate5 on mate in 2: 10 problems, {nodes} nodes");
}

#[test]
fn figure_1_never_claims_a_mate_that_is_not_there() {
    // Mate-in-2 problems asked as mate in 1: no move mates at once, so no score may be
    // 1000 (the file's N is the shortest mate).
    let program = searcher("fig1-mate2.sexp");
    for p in problems("mate2-test.epd", 20) {
        let c = choose_move(&program, &p.position, u64::MAX, 1);
        assert!(c.score < 1000.0, "{}: claimed a mate in 1", p.id);
    }
}

#[test]
fn figure_1_solves_mates_in_three() {
    let program = searcher("fig1-mate3.sexp");
    let set = problems("mate3-test.epd", 40);
    let nodes = solves_all(&program, &set);
    eprintln!("fig1-mate3: {} problems, {nodes} nodes", set.len());
}

/// Minutes under primitives revision 1 (every move applied, shakmaty's order), so it was
/// left to the slow job; with checks tried first and non-checks never applied to ask
/// `IsCheck`, seconds.
#[test]
fn figure_1_solves_mates_in_four_and_five() {
    let program = searcher("fig1-mate5.sexp");
    for (file, n) in [("mate4-test.epd", 40), ("mate5-test.epd", 20)] {
        let t = std::time::Instant::now();
        let set = problems(file, n);
        let nodes = solves_all(&program, &set);
        eprintln!(
            "fig1-mate5 on {file}: {} problems, {nodes} nodes, {:?}",
            set.len(),
            t.elapsed()
        );
    }
}
