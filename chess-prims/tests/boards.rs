//! The second counter: boards simulated after a move without applying it. A condition
//! the move alone decides, and the static filters of the move functions, simulate the
//! board after a move at no node (docs/PRIMITIVES.md rule 3); each such board is
//! counted once, apart from the nodes, which stay what they were.

mod common;

use chess_prims::features::{check_threats, clears_way_from};
use chess_prims::{Program, SearchContext, SearchLimits, choose_move, choose_move_in, gives_check};
use common::{position, program, uci};
use shakmaty::{Chess, Position, Role};

/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#. 32 moves for White.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";

/// The defender's replies summed over the player's moves: one board each for a
/// condition asked of every reply after every root move.
fn replies_to_every_move(pos: &Chess) -> u64 {
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut after = pos.clone();
            after.play_unchecked(*m);
            after.legal_moves().len() as u64
        })
        .sum()
}

/// Nodes and boards of one evaluation of `sexpr` at `fen`'s MAX node.
fn evaluate_at_root(sexpr: &str, fen: &str) -> (u64, u64) {
    let mut ctx = SearchContext::new(position(fen), SearchLimits::mate_in(2, u64::MAX));
    program(sexpr).evaluate(&mut ctx);
    (ctx.nodes(), ctx.boards())
}

#[test]
fn a_condition_on_the_board_after_a_move_counts_a_board_per_move_and_no_node() {
    let pos = position(MATE2);
    let c = choose_move(
        &program("(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1 0)"),
        &pos,
        u64::MAX,
        2,
    );
    // The nodes and the choice are those of revision 3 before boards were counted:
    // the condition never holds, so only the root moves are applied.
    assert_eq!((c.mv, c.score, c.nodes), (Some(uci(&pos, "d4d8")), 0.0, 32));
    assert_eq!(c.boards, replies_to_every_move(&pos), "one per reply");
    assert_eq!(c.boards, 1115);
}

#[test]
fn a_board_is_counted_once_per_move_however_many_terminals_read_it() {
    let pos = position(MATE2);
    let one = choose_move(
        &program("(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1 0)"),
        &pos,
        u64::MAX,
        2,
    );
    let three = choose_move(
        &program(
            "(MakeAnyOrAllMovesSuchThat (Or3 IsOppKingStuck IsOppPiecePinned IsCheckFork) 1 0)",
        ),
        &pos,
        u64::MAX,
        2,
    );
    assert_eq!(
        (three.mv, three.score, three.nodes),
        (Some(uci(&pos, "d4f4")), 1.0, 68),
        "nodes and choice as before boards were counted"
    );
    assert_eq!(three.boards, one.boards);
    // Smaller over two static Float terminals reads the same board twice.
    let compared = choose_move(
        &program(
            "(MakeAnyOrAllMovesSuchThat (Smaller NumOppPiecesAttacked NumMyPiecesCanCheck) 1 0)",
        ),
        &pos,
        u64::MAX,
        2,
    );
    assert_eq!(compared.boards, one.boards);
}

#[test]
fn a_tree_that_simulates_nothing_counts_no_board() {
    let pos = position(MATE2);
    for sexpr in [
        "5",
        // Read from the search order and the move: no board is simulated.
        "(MakeAnyOrAllMovesSuchThat (Or2 IsCheck IsMaterialChange) 1 0)",
        // Asked after the move is applied: the board is the position's own.
        "(If3 IsOppKingStuck 1 0)",
        "(MakeBestMove EvaluateMaterial)",
        // Tries moves (IsMateInOneOrLess) or reads a move function: asked after them.
        "(IfForAllOpponentMoves (Or2 IsMateInOneOrLess (Smaller 999 (MakeBestMove 0))) 1000 0)",
    ] {
        let c = choose_move(&program(sexpr), &pos, u64::MAX, 2);
        assert_eq!(c.boards, 0, "{sexpr}");
        assert!(c.nodes > 0, "{sexpr}");
    }
    let c = choose_move(
        &program("(MakeAnyOrAllMovesSuchThat IsCheck 1 0)"),
        &pos,
        u64::MAX,
        2,
    );
    assert_eq!((c.nodes, c.boards), (32, 0), "nodes as before");
    let c = choose_move(&program("(If3 IsOppKingStuck 1 0)"), &pos, u64::MAX, 2);
    assert_eq!((c.nodes, c.boards), (32, 0), "nodes as before");
}

#[test]
fn static_filters_count_a_board_per_move_they_test() {
    let pos = position(MATE2);
    let moves = pos.legal_moves().len() as u64;
    assert_eq!(
        evaluate_at_root("(IfAttackingKingMove 1 0)", MATE2).1,
        moves
    );
    assert_eq!(
        evaluate_at_root("(IfPinCloseToKingMove 1 0)", MATE2).1,
        moves
    );
    assert_eq!(
        evaluate_at_root("(IfCaptureCloseToKingMove 1 0)", MATE2).1,
        0,
        "read from the move alone"
    );
    let single_step_checks = pos
        .legal_moves()
        .iter()
        .filter(|m| gives_check(&pos, m))
        .filter(|m| !(m.role() == Role::Pawn && m.from().is_some_and(|f| f.distance(m.to()) == 2)))
        .count() as u64;
    assert!(single_step_checks > 0);
    assert_eq!(
        evaluate_at_root("(IfSuicideCheck IsCheck 1 0)", MATE2).1,
        single_step_checks
    );
    // Up to and including the first move that clears the way.
    let player = pos.turn();
    let before = check_threats(pos.board(), player);
    let legal = pos.legal_moves();
    let tested = legal
        .iter()
        .position(|m| clears_way_from(pos.board(), before, m, player))
        .map_or(legal.len(), |k| k + 1) as u64;
    assert_eq!(evaluate_at_root("(IfClearingWayMove 1 0)", MATE2).1, tested);
    // At a MIN node the player's filters take their false branch: nothing simulated.
    let mut ctx = SearchContext::new(pos.clone(), SearchLimits::mate_in(2, u64::MAX));
    ctx.play(&uci(&pos, "a2a3")).expect("legal");
    program("(IfAttackingKingMove 1 0)").evaluate(&mut ctx);
    assert_eq!(ctx.boards(), 0);
}

#[test]
fn static_filters_keep_their_nodes() {
    let pos = position(MATE2);
    // Node counts of revision 3 before boards were counted.
    for (sexpr, nodes) in [
        ("(MakeBestMove (IfAttackingKingMove 1 0))", 8738),
        ("(MakeBestMove (IfPinCloseToKingMove 1 0))", 2009),
        ("(MakeBestMove (IfSuicideCheck IsCheck 1 0))", 2058),
        ("(MakeBestMove (IfClearingWayMove 1 0))", 1147),
    ] {
        let c = choose_move(&program(sexpr), &pos, u64::MAX, 2);
        assert_eq!(c.nodes, nodes, "{sexpr}");
        assert_eq!(c.mv, Some(uci(&pos, "d4d8")), "{sexpr}");
        assert!(c.boards > 0, "{sexpr}");
    }
}

#[test]
fn a_choice_counts_its_own_boards_and_the_context_all() {
    let pos = position(MATE2);
    let tree: Program = program("(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1 0)");
    let mut ctx = SearchContext::new(pos.clone(), SearchLimits::mate_in(2, u64::MAX));
    let first = choose_move_in(&tree, &mut ctx);
    let second = choose_move_in(&tree, &mut ctx);
    assert_eq!(first, second, "the same search again");
    assert_eq!(ctx.boards(), first.boards + second.boards);
    assert_eq!(ctx.nodes(), first.nodes + second.nodes);
    // A spent budget stops moves, not the questions asked of them before.
    let c = choose_move(&tree, &pos, 1, 2);
    assert_eq!(c.nodes, 1);
    assert!(c.boards > 0 && c.boards < first.boards, "{}", c.boards);
}
