//! Trees as deep as the parser allows are evaluated without overflowing the stack,
//! whatever the caller's stack.

mod common;

use chess_prims::{SearchContext, SearchLimits, choose_move};
use common::{position, program};
use gp::MAX_PARSE_NESTING;

/// `depth` nested applications of `open … close` around a constant: each level is
/// one parenthesis deep.
fn nested(open: &str, close: &str, depth: usize) -> String {
    format!("{}0{}", open.repeat(depth), close.repeat(depth))
}

#[test]
fn trees_at_the_parsers_limit_run_on_a_small_stack() {
    let kinds = [
        ("(MakeBestMove ", ")"),
        ("(IfMyMoveExistsSuchThat IsCheck 0 ", ")"),
        ("(IfForAllOpponentMoves IsCheck 0 ", ")"),
        ("(If3 IsCheck 1 ", ")"),
    ];
    for (open, close) in kinds {
        let text = nested(open, close, MAX_PARSE_NESTING);
        let deep = program(&text);
        assert_eq!(deep.depth(), MAX_PARSE_NESTING, "{open}");
        let p = position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1");
        // A caller whose own stack is far too small for a walk this deep.
        let choice = std::thread::Builder::new()
            .stack_size(128 << 10)
            .spawn(move || {
                let mut ctx = SearchContext::new(p.clone(), SearchLimits::mate_in(2, 10_000));
                let score = deep.evaluate(&mut ctx);
                (score, choose_move(&deep, &p, 10_000, 2))
            })
            .expect("the test thread starts")
            .join()
            .expect("no overflow");
        assert!(choice.1.mv.is_some(), "{open}: {choice:?}");
    }
}

#[test]
fn one_level_more_is_refused_by_the_parser() {
    let text = nested("(MakeBestMove ", ")", MAX_PARSE_NESTING + 1);
    let prims = common::prims();
    assert!(chess_prims::Program::parse(prims, &text).is_err());
}

/// The CPU time of a deep tree's walker threads reaches the choice, which the
/// caller's thread clock would miss; a tree walked on the caller's stack has none.
#[test]
fn a_deep_trees_walker_cpu_time_is_reported() {
    let p = position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1");
    let deep = program(&nested("(MakeBestMove ", ")", 70));
    let caller = chess_prims::cpu_time::thread_cpu_time();
    let choice = choose_move(&deep, &p, 1_000_000, 3);
    let caller = chess_prims::cpu_time::cpu_since(caller);
    assert!(choice.walker_cpu > std::time::Duration::ZERO, "{choice:?}");
    // One walker per root move does the work; the caller mostly waits.
    assert!(choice.walker_cpu > caller, "{choice:?} against {caller:?}");
    let shallow = program(&nested("(MakeBestMove ", ")", 3));
    assert_eq!(
        choose_move(&shallow, &p, 1_000_000, 3).walker_cpu,
        std::time::Duration::ZERO
    );
}
