//! The order moves are tried in, and conditions answered before a move is applied:
//! with a budget that does not run out, both change how many nodes a tree spends,
//! never what it returns.

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
        board_budget: u64::MAX,
    };
    let mut ctx = SearchContext::with_player(pos.clone(), player, limits);
    let value = program(sexpr).evaluate(&mut ctx);
    (value, ctx.nodes())
}

/// `b` rewritten so that nothing can be known of it before a move: the If3 that
/// guards it tests a tautology over IsNextMoveForced, which reads the legal moves
/// after the move and so is always asked after it.
fn asked(b: &str) -> String {
    format!(
        "(Smaller 0.5 (If3 (Not (And2 IsNextMoveForced (Not IsNextMoveForced))) (If3 {b} 1 0) 0))"
    )
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
        "DidNumAttackingKingIncrease",
        "(Or2 IsCheck DidNumAttackingKingIncrease)",
        "(And2 NumNotMovesOppBigger (Not IsOppKingProtectingPiece))",
        "(Or3 IsDiscoveredCheck IsDiscoveredProtectedCheck IsOppKingStuck)",
        "(Or2 IsPinCloseToKing IsOppPiecePinned)",
        "(Smaller NumNotMovesOppKing (If3 IsCheckFork NumMyPiecesCanCheck 2.5))",
        "(Smaller EvaluateMaterial (If3 IsCheck OppKingProximityToEdges NumOppPiecesAttacked))",
        "(Or2 IsNextMoveForced DidNumAttackingKingIncrease)",
        "(And2 IsNextMoveForcedWithKing IsCheck)",
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

/// Value and nodes of `sexpr` at `fen` (side to move = player), and the value of the
/// same tree with every condition asked after the move.
fn known_and_asked(sexpr: &str, conditions: &[&str], fen: &str) -> ((f64, u64), f64) {
    let pos = common::position(fen);
    let mut slow = sexpr.to_string();
    for b in conditions {
        slow = slow.replace(b, &asked(b));
    }
    let known = run(sexpr, &pos, pos.turn(), 3);
    let (v_slow, _) = run(&slow, &pos, pos.turn(), 3);
    (known, v_slow)
}

#[test]
fn special_moves_are_known_as_they_are_after_the_move() {
    // En passant exd6 uncovers the rook on h5 (the only check) and is the only
    // capture: one node each, material 5 → 6.
    let ep = "8/8/8/k2pP2R/8/8/8/7K w - d6 0 1";
    let tree = "(IfMyMoveExistsSuchThat IsCheck EvaluateMaterial -5)";
    assert_eq!(known_and_asked(tree, &["IsCheck"], ep), ((6.0, 1), 6.0));
    let tree = "(MakeAnyOrAllMovesSuchThat IsMaterialChange EvaluateMaterial -77)";
    assert_eq!(
        known_and_asked(tree, &["IsMaterialChange"], ep),
        ((6.0, 1), 6.0)
    );
    // Castling short checks with the rook on f1, as do Rf1+ and Rh8+: three checks.
    let castle = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
    let tree = "(MakeAnyOrAllMovesSuchThat IsCheck 1 -77)";
    assert_eq!(known_and_asked(tree, &["IsCheck"], castle), ((1.0, 3), 1.0));
    // a7xb8 promotes to four pieces, the only captures (best: queen, 9 − 0); a8
    // promotes too but takes nothing. Not IsMaterialChange: every other move (4
    // promotions on a8, 3 king moves; best a8=Q, 9 − 3).
    let promote = "1n5k/P7/8/8/8/8/8/K7 w - - 0 1";
    let tree = "(MakeAnyOrAllMovesSuchThat IsMaterialChange EvaluateMaterial -77)";
    assert_eq!(
        known_and_asked(tree, &["IsMaterialChange"], promote),
        ((9.0, 4), 9.0)
    );
    let tree = "(MakeAnyOrAllMovesSuchThat (Not IsMaterialChange) EvaluateMaterial -77)";
    assert_eq!(
        known_and_asked(tree, &["IsMaterialChange"], promote),
        ((6.0, 7), 6.0)
    );
}

#[test]
fn a_mate_satisfies_every_reply_even_a_condition_known_to_fail() {
    // Ra8# has no reply, so "B2 after every reply" holds although IsMaterialChange is
    // known to fail after any quiet reply: Ra8, the only check, is the one move applied.
    let mate1 = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
    let tree = "(MyMoveIter IsCheck IsMaterialChange 7 -5)";
    assert_eq!(
        known_and_asked(tree, &["IsCheck", "IsMaterialChange"], mate1),
        ((7.0, 1), 7.0)
    );
}

#[test]
fn at_the_cap_a_filtered_scan_takes_the_false_branch() {
    // At the cap nothing may be applied: F2 whether or not a move qualifies.
    let takes = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
    for tree in [
        "(IfMyMoveExistsSuchThat IsMaterialChange 7 -5)",
        "(MakeAnyOrAllMovesSuchThat IsCheck 7 -5)",
        "(MakeAnyOrAllMovesSuchThat (And2 IsCheck IsMaterialChange) 7 -5)",
    ] {
        let p = common::eval_limited(tree, takes, &[], u64::MAX / 2, true);
        assert_eq!((p.value, p.nodes), (-5.0, 0), "{tree}");
    }
}

#[test]
fn a_move_known_not_to_qualify_spends_no_budget() {
    // Black to move (a MIN node): Qxd2+ is its only capture. With one node of budget
    // it is the one move applied, so the scan is complete and the minimum stands.
    // Asked after each move, the condition needs the other moves applied too: the
    // budget runs out part-way and the MIN node takes its false branch (−77).
    let queen_takes_rook = "4k3/8/8/3q4/8/8/3R4/4K3 b - - 0 1";
    let pos = common::position(queen_takes_rook);
    let tree = "(MakeAnyOrAllMovesSuchThat IsMaterialChange EvaluateMaterial -77)";
    let limits = SearchLimits {
        budget: 1,
        max_ply: 3,
        board_budget: u64::MAX,
    };
    let mut ctx = SearchContext::with_player(pos.clone(), !pos.turn(), limits);
    assert_eq!(program(tree).evaluate(&mut ctx), -9.0);
    assert_eq!(ctx.nodes(), 1);
    let mut ctx = SearchContext::with_player(pos.clone(), !pos.turn(), limits);
    assert_eq!(
        program(&tree.replace("IsMaterialChange", &asked("IsMaterialChange"))).evaluate(&mut ctx),
        -77.0
    );
}
