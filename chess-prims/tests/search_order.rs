//! The order moves are tried in, and conditions answered before a move is applied:
//! both change how many nodes a tree spends, never what it returns.

mod common;

use chess_prims::{SearchContext, SearchLimits, gives_check, search_order};
use common::{program, walked_positions};
use shakmaty::{Chess, Color, Move, Position};

fn group(pos: &Chess, mv: &Move) -> u8 {
    if gives_check(pos, mv) {
        0
    } else if mv.is_capture() || mv.is_promotion() {
        1
    } else {
        2
    }
}

#[test]
fn search_order_is_checks_then_captures_then_the_rest_each_in_shakmatys_order() {
    for pos in walked_positions(3000, 17, 40, 60) {
        let legal = pos.legal_moves();
        let ordered = search_order(&pos);
        assert_eq!(ordered.len(), legal.len());
        let groups: Vec<u8> = ordered.iter().map(|m| group(&pos, m)).collect();
        assert!(groups.is_sorted(), "{groups:?}");
        // Within a group, shakmaty's order: each move's index in the legal list grows.
        let index = |m: &Move| legal.iter().position(|l| l == m).expect("a legal move");
        for pair in ordered.windows(2) {
            if group(&pos, &pair[0]) == group(&pos, &pair[1]) {
                assert!(index(&pair[0]) < index(&pair[1]));
            }
        }
    }
}

/// Evaluates `sexpr` at `pos` for `player` within `limits`: value and nodes.
fn run(sexpr: &str, pos: &Chess, player: Color, max_ply: u32) -> (f64, u64) {
    let limits = SearchLimits {
        budget: 1_000_000,
        max_ply,
    };
    let mut ctx = SearchContext::with_player(pos.clone(), player, limits);
    let value = program(sexpr).evaluate(&mut ctx);
    (value, ctx.nodes())
}

/// `b` rewritten so that nothing can be known of it before a move: `Smaller` is
/// always asked after the move.
fn asked(b: &str) -> String {
    format!("(Smaller 0.5 (If3 {b} 1 0))")
}

#[test]
fn a_condition_known_before_the_move_gives_the_same_value_for_fewer_nodes() {
    let conditions = [
        "IsCheck",
        "IsMaterialChange",
        "(Not IsCheck)",
        "(Or2 IsCheck IsMaterialChange)",
        "(And2 IsCheck (Not IsMaterialChange))",
        "(And2 IsCheck IsOppPiecePinned)",
        "(Or3 IsMaterialChange IsCheckFork IsCheck)",
    ];
    let trees = [
        "(IfMyMoveExistsSuchThat {B} (MakeBestMove NumNotMovesOppKing) -7)",
        "(MakeAnyOrAllMovesSuchThat {B} (MakeBestMove EvaluateMaterial) -7)",
        "(IfForAllOpponentMoves {B} EvaluateMaterial -7)",
        "(MakeBestMove (IfForAllOpponentMoves {B} NumNotMovesOppKing -7))",
        "(MyMoveIter {B} {B} EvaluateMaterial -7)",
    ];
    let mut saved = 0;
    for pos in walked_positions(300, 5, 20, 40) {
        for player in [pos.turn(), !pos.turn()] {
            for tree in trees {
                for b in conditions {
                    let known = tree.replace("{B}", b);
                    let slow = tree.replace("{B}", &asked(b));
                    let (v_known, n_known) = run(&known, &pos, player, 3);
                    let (v_slow, n_slow) = run(&slow, &pos, player, 3);
                    assert_eq!(v_known, v_slow, "{known} at {}", pos.board());
                    assert!(n_known <= n_slow, "{known} at {}", pos.board());
                    saved += n_slow - n_known;
                }
            }
        }
    }
    // The rewriting must matter: otherwise this test compares a tree with itself.
    assert!(saved > 10_000, "only {saved} nodes saved");
}
