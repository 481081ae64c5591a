//! The board budget (`SearchLimits::board_budget`): once a searcher has simulated its
//! boards, no further move is applied, as when its node budget is spent; a budget it
//! never reaches changes nothing.

use std::path::Path;

use chess_prims::{Primitives, Program, SearchLimits, choose_move_within};
use fitness::problem::builtin;

fn recursive_checks() -> Program {
    let path = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../searchers/recursive-checks.toml"
    ));
    let text = std::fs::read_to_string(path).expect("a shipped searcher file");
    let file: toml::Table = toml::from_str(&text).expect("a searcher file is TOML");
    let sexpr = file["sexpr"]
        .as_str()
        .expect("a searcher file has its sexpr");
    Program::parse(&Primitives::reader(), sexpr).expect("a shipped searcher parses")
}

#[test]
fn the_board_budget_stops_a_search_that_spends_boards() {
    let program = recursive_checks();
    let problems = builtin::suite("mate3-test").expect("a built-in suite");
    let mut bounded_somewhere = false;
    for p in problems.iter().take(20) {
        let free = SearchLimits::mate_in(3, 1_000_000);
        let whole = choose_move_within(&program, &p.position, free);
        // A budget it never reaches changes nothing.
        let roomy = choose_move_within(
            &program,
            &p.position,
            free.with_board_budget(whole.boards + 1),
        );
        assert_eq!(
            (roomy.mv, roomy.nodes, roomy.boards),
            (whole.mv, whole.nodes, whole.boards)
        );
        if whole.boards < 100 {
            continue;
        }
        let half = whole.boards / 2;
        let cut = choose_move_within(&program, &p.position, free.with_board_budget(half));
        assert!(
            cut.nodes < whole.nodes,
            "{}: {} nodes, {} free",
            p.id,
            cut.nodes,
            whole.nodes
        );
        // Past the budget, the frames on the stack finish their conditions without
        // applying a move: a bounded overrun, not a search.
        assert!(
            cut.boards < half + whole.boards,
            "{}: {} boards for a budget of {half}",
            p.id,
            cut.boards
        );
        bounded_somewhere = true;
    }
    assert!(
        bounded_somewhere,
        "some problem makes the searcher simulate boards"
    );
}
