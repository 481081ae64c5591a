//! Node budget and depth cap (docs/PRIMITIVES.md rules 5 and 6) for every primitive:
//! with no node left, or at the cap, a move-making function takes its false branch (or
//! the game-end value when there is no move), a move-trying terminal answers false,
//! and every static primitive answers as before at no cost.

mod common;

use common::{FALSE, TRUE, eval_limited};

/// One primitive in a position where, unlimited, it applies moves (or, for static
/// primitives, gives a known answer).
struct Case {
    sexpr: String,
    fen: &'static str,
    moves: &'static [&'static str],
    /// Value and nodes with no limit.
    free: (f64, u64),
    /// Value with no node left or at the cap (always 0 nodes).
    limited: f64,
}

fn case(
    sexpr: &str,
    fen: &'static str,
    moves: &'static [&'static str],
    free: (f64, u64),
    limited: f64,
) -> Case {
    Case {
        sexpr: sexpr.to_string(),
        fen,
        moves,
        free,
        limited,
    }
}

const MATE1: &str = "6k1/8/6K1/8/8/8/8/R7 w - - 0 1";
/// After Ra1-a7 black has one move, Kg8; then Ra8# is the one check without a flight.
const BEFORE_FORCED: &str = "7k/8/6K1/8/8/8/8/R7 w - - 0 1";
const ROOK_TAKES_QUEEN: &str = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
/// Ra1-a8 mates.
const BEFORE_BACK_RANK: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
const BATTERY: &str = "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1";

fn b(x: &str) -> String {
    format!("(If3 {x} 1 0)")
}

fn cases() -> Vec<Case> {
    let t = TRUE;
    let f = FALSE;
    vec![
        // Generic functions: lazy, but they apply nothing themselves; a move-making
        // child stops under the limits and they pass its false branch on.
        case(
            "(If3 (Not (Smaller 1 0)) (MakeBestMove 5) 2)",
            MATE1,
            &[],
            (5.0, 19),
            5.0,
        ),
        case(
            &b(&format!("(And2 {t} (Smaller 0 (MakeBestMove 5)))")),
            MATE1,
            &[],
            (1.0, 19),
            1.0,
        ),
        case(
            &b(&format!("(And3 {t} {t} (Smaller 0 (MakeBestMove 5)))")),
            MATE1,
            &[],
            (1.0, 19),
            1.0,
        ),
        case(
            &b(&format!("(Or2 {f} IsMateInOneOrLess)")),
            MATE1,
            &[],
            (1.0, 1),
            0.0,
        ),
        case(
            &b(&format!("(Or3 {f} {f} IsMateInOneOrLess)")),
            MATE1,
            &[],
            (1.0, 1),
            0.0,
        ),
        case(&b("(Not IsMateInOneOrLess)"), MATE1, &[], (0.0, 1), 1.0),
        case(
            &b("(Smaller 0 (MakeBestMove EvaluateMaterial))"),
            ROOK_TAKES_QUEEN,
            &[],
            (1.0, 15),
            0.0,
        ),
        // Domain functions.
        case(
            "(IfMyMoveExistsSuchThat IsMateInOneOrLess 7 -5)",
            MATE1,
            &[],
            (7.0, 19),
            -5.0,
        ),
        case(
            "(IfForAllOpponentMoves IsMateInOneOrLess 7 -5)",
            BEFORE_FORCED,
            &["a1a7"],
            (7.0, 2),
            -5.0,
        ),
        case(
            "(MakeBestMove EvaluateMaterial)",
            ROOK_TAKES_QUEEN,
            &[],
            (5.0, 15),
            -4.0,
        ),
        case(
            // A condition asked after each move (it reads the legal moves there, so it
            // is not known before the move): all 15 are applied.
            "(MakeAnyOrAllMovesSuchThat (Smaller 0 (If3 (Not (And2 IsNextMoveForced (Not IsNextMoveForced))) EvaluateMaterial 0)) EvaluateMaterial -77)",
            ROOK_TAKES_QUEEN,
            &[],
            (5.0, 15),
            -77.0,
        ),
        case("(IfExistsCheckingMove 1 2)", MATE1, &[], (1.0, 0), 1.0),
        case(
            "(MyMoveIter IsCheck IsMateInOneOrLess EvaluateMaterial -5)",
            "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
            &[],
            (5.0, 3),
            -5.0,
        ),
        case(
            "(IfKingMustMove EvaluateMaterial -5)",
            BEFORE_FORCED,
            &["a1a7"],
            (5.0, 1),
            -5.0,
        ),
        case(
            "(IfCaptureCloseToKingMove EvaluateMaterial -5)",
            "6k1/5p2/8/8/p7/1Q6/8/4K3 w - - 0 1",
            &[],
            (8.0, 1),
            -5.0,
        ),
        case(
            "(IfPinCloseToKingMove EvaluateMaterial -5)",
            "4k3/4n3/8/8/8/8/8/R6K w - - 0 1",
            &[],
            (2.0, 1),
            -5.0,
        ),
        case(
            "(IfAttackingKingMove NumNotMovesOppKing -5)",
            "7k/8/8/8/8/K7/8/R7 w - - 0 1",
            &[],
            (2.0, 3),
            -5.0,
        ),
        case("(IfClearingWayMove 1 2)", BATTERY, &[], (1.0, 0), 1.0),
        case(
            &format!("(IfSuicideCheck {t} EvaluateMaterial -5)"),
            "6k1/6p1/8/7Q/8/8/8/4K3 w - - 0 1",
            &[],
            (8.0, 3),
            -5.0,
        ),
        // Game end beats the limits: no move needed to know it.
        case(
            "(MakeBestMove 3)",
            BEFORE_BACK_RANK,
            &["a1a8"],
            (1000.0, 0),
            1000.0,
        ),
        // Terminals: only IsMateInOneOrLess tries moves.
        case(&b("IsMateInOneOrLess"), MATE1, &[], (1.0, 1), 0.0),
        case(&b("IsCheck"), MATE1, &["a1a8"], (1.0, 0), 1.0),
        case("OppKingProximityToEdges", MATE1, &[], (3.0, 0), 3.0),
        case(
            "NumOppPiecesAttacked",
            "6k1/5ppp/8/8/2B5/8/8/1N3K2 w - - 0 1",
            &[],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsCheckFork"),
            "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1",
            &["b5c7"],
            (1.0, 0),
            1.0,
        ),
        case("NumNotMovesOppKing", MATE1, &["a1a8"], (5.0, 0), 5.0),
        case(
            &b("NumNotMovesOppBigger"),
            "6k1/8/8/8/8/8/8/R5K1 w - - 0 1",
            &["a1a7"],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsOppKingProtectingPiece"),
            "6k1/5ppp/8/8/2B5/8/8/1N3K2 w - - 0 1",
            &[],
            (1.0, 0),
            1.0,
        ),
        case(
            "EvaluateMaterial",
            ROOK_TAKES_QUEEN,
            &["d2d5"],
            (5.0, 0),
            5.0,
        ),
        case(
            &b("IsMaterialChange"),
            ROOK_TAKES_QUEEN,
            &["d2d5"],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsOppKingStuck"),
            "2R5/8/8/8/8/7R/1k6/6K1 w - - 0 1",
            &["g1f1"],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsOppPiecePinned"),
            "4k3/4n3/8/8/8/8/8/4R2K w - - 0 1",
            &[],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsNextMoveForced"),
            "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
            &["a1a7"],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsNextMoveForcedWithKing"),
            "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
            &["a1a7"],
            (1.0, 0),
            1.0,
        ),
        case(
            &b("IsPinCloseToKing"),
            "4k3/4n3/8/8/8/8/8/4R2K w - - 0 1",
            &[],
            (1.0, 0),
            1.0,
        ),
        case(
            "NumMyPiecesCanCheck",
            "4k3/8/8/8/8/8/2B5/R3K2N w - - 0 1",
            &[],
            (2.0, 0),
            2.0,
        ),
        case(
            &b("DidNumAttackingKingIncrease"),
            "7k/8/8/8/8/K7/8/R7 w - - 0 1",
            &["a1g1"],
            (1.0, 0),
            1.0,
        ),
        case(&b("IsDiscoveredCheck"), BATTERY, &["e4c3"], (1.0, 0), 1.0),
        case(
            &b("IsDiscoveredProtectedCheck"),
            "4k3/8/8/8/4N3/8/8/3KR3 w - - 0 1",
            &["e4c3"],
            (1.0, 0),
            1.0,
        ),
    ]
}

#[test]
fn every_primitive_is_covered() {
    let all = cases();
    for doc in chess_prims::describe() {
        if doc.kind == "constant" {
            continue;
        }
        assert!(
            all.iter().any(|c| c.sexpr.contains(doc.name)),
            "{} has no limits case",
            doc.name
        );
    }
}

#[test]
fn the_budget_stops_every_primitive() {
    for c in cases() {
        let free = eval_limited(&c.sexpr, c.fen, c.moves, u64::MAX / 2, false);
        assert_eq!((free.value, free.nodes), c.free, "{} unlimited", c.sexpr);
        let none = eval_limited(&c.sexpr, c.fen, c.moves, 0, false);
        assert_eq!(
            (none.value, none.nodes),
            (c.limited, 0),
            "{} with no budget",
            c.sexpr
        );
        // Every budget in between: never beyond it (the probe asserts), and at most
        // what the unlimited evaluation used.
        for budget in 1..c.free.1 {
            let p = eval_limited(&c.sexpr, c.fen, c.moves, budget, false);
            assert!(p.nodes <= budget, "{} at budget {budget}", c.sexpr);
        }
    }
}

#[test]
fn the_depth_cap_stops_every_primitive() {
    for c in cases() {
        let capped = eval_limited(&c.sexpr, c.fen, c.moves, u64::MAX / 2, true);
        assert_eq!(
            (capped.value, capped.nodes),
            (c.limited, 0),
            "{} at the cap",
            c.sexpr
        );
    }
}

#[test]
fn a_max_node_keeps_what_it_found_a_min_node_does_not() {
    // MakeBestMove at a MAX node with room for one move keeps the value after it.
    // ROOK_TAKES_QUEEN's first move is Rd2-d1 (material −4).
    let p = eval_limited(
        "(MakeBestMove EvaluateMaterial)",
        ROOK_TAKES_QUEEN,
        &[],
        1,
        false,
    );
    assert_eq!((p.value, p.nodes), (-4.0, 1));
    // At a MIN node a partial minimum would ignore unexamined defences: the false
    // branch (its child, here the material now, 5 after Rxd5) is taken instead.
    let p = eval_limited(
        "(MakeBestMove EvaluateMaterial)",
        ROOK_TAKES_QUEEN,
        &["d2d5"],
        1,
        false,
    );
    assert_eq!((p.value, p.nodes), (5.0, 1));
}
