//! The generic functions (Table 4): logic, comparison and the lazy evaluation that
//! lets a tree skip the nodes of a branch it does not take.

mod common;

use common::{FALSE, TRUE, as_float, eval, holds};

/// Kings only, white to move: 3 legal moves for the king on a1 (a2, b1, b2), so a
/// branch with `(MakeBestMove 5)` costs exactly 3 nodes when evaluated.
const KINGS: &str = "7k/8/8/8/8/8/8/K7 w - - 0 1";
/// True, at a cost of 3 nodes.
const COSTLY_TRUE: &str = "(Smaller 0 (MakeBestMove 5))";
/// False, at a cost of 3 nodes.
const COSTLY_FALSE: &str = "(Smaller (MakeBestMove 5) 0)";

#[test]
fn branches_cost_what_they_apply() {
    assert_eq!(holds(COSTLY_TRUE, KINGS), (true, 3));
    assert_eq!(holds(COSTLY_FALSE, KINGS), (false, 3));
}

#[test]
fn if3_takes_one_branch_and_skips_the_other() {
    let p = eval(&format!("(If3 {TRUE} 1 (MakeBestMove 5))"), KINGS);
    assert_eq!((p.value, p.nodes), (1.0, 0));
    let p = eval(&format!("(If3 {FALSE} 1 (MakeBestMove 5))"), KINGS);
    assert_eq!((p.value, p.nodes), (5.0, 3));
    let p = eval(&format!("(If3 {COSTLY_TRUE} (MakeBestMove 7) 2)"), KINGS);
    assert_eq!((p.value, p.nodes), (7.0, 6));
}

#[test]
fn and2_and3_short_circuit() {
    assert_eq!(holds(&format!("(And2 {TRUE} {TRUE})"), KINGS), (true, 0));
    assert_eq!(holds(&format!("(And2 {TRUE} {FALSE})"), KINGS), (false, 0));
    assert_eq!(
        holds(&format!("(And2 {FALSE} {COSTLY_TRUE})"), KINGS),
        (false, 0)
    );
    assert_eq!(
        holds(&format!("(And2 {TRUE} {COSTLY_TRUE})"), KINGS),
        (true, 3)
    );
    assert_eq!(
        holds(&format!("(And3 {TRUE} {TRUE} {TRUE})"), KINGS),
        (true, 0)
    );
    assert_eq!(
        holds(&format!("(And3 {TRUE} {TRUE} {FALSE})"), KINGS),
        (false, 0)
    );
    assert_eq!(
        holds(
            &format!("(And3 {COSTLY_TRUE} {FALSE} {COSTLY_TRUE})"),
            KINGS
        ),
        (false, 3)
    );
}

#[test]
fn or2_or3_short_circuit() {
    assert_eq!(holds(&format!("(Or2 {FALSE} {TRUE})"), KINGS), (true, 0));
    assert_eq!(holds(&format!("(Or2 {FALSE} {FALSE})"), KINGS), (false, 0));
    assert_eq!(
        holds(&format!("(Or2 {TRUE} {COSTLY_FALSE})"), KINGS),
        (true, 0)
    );
    assert_eq!(
        holds(&format!("(Or3 {FALSE} {FALSE} {TRUE})"), KINGS),
        (true, 0)
    );
    assert_eq!(
        holds(&format!("(Or3 {FALSE} {FALSE} {FALSE})"), KINGS),
        (false, 0)
    );
    assert_eq!(
        holds(
            &format!("(Or3 {COSTLY_FALSE} {TRUE} {COSTLY_FALSE})"),
            KINGS
        ),
        (true, 3)
    );
}

#[test]
fn not_and_smaller() {
    assert_eq!(holds(&format!("(Not {FALSE})"), KINGS), (true, 0));
    assert_eq!(holds(&format!("(Not {TRUE})"), KINGS), (false, 0));
    assert_eq!(holds(&format!("(Not {COSTLY_TRUE})"), KINGS), (false, 3));
    assert_eq!(holds("(Smaller -2.5 3)", KINGS), (true, 0));
    assert_eq!(holds("(Smaller 3 -2.5)", KINGS), (false, 0));
    assert_eq!(
        holds("(Smaller 3 3)", KINGS),
        (false, 0),
        "strictly smaller"
    );
    // Both sides are evaluated: 3 + 3 nodes.
    assert_eq!(
        holds("(Smaller (MakeBestMove 1) (MakeBestMove 2))", KINGS),
        (true, 6)
    );
}

#[test]
fn constants_evaluate_to_themselves() {
    assert_eq!(eval("-999.5", KINGS).value, -999.5);
    assert_eq!(eval(&as_float(TRUE), KINGS).value, 1.0);
}
