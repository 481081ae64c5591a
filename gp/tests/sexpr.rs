//! S-expression printing, parsing and its error messages; Graphviz output.

use gp::{Erc, ParseErrorKind, PrimitiveSet, Tree, TypeId};

fn chessy() -> (PrimitiveSet, TypeId, TypeId) {
    let mut b = PrimitiveSet::builder();
    let boolean = b.add_type("Bool");
    let float = b.add_type("Float");
    let action = b.add_type("Action");
    b.add_function("If3", float, &[boolean, float, float]);
    b.add_function("MakeBestMove", float, &[float]);
    b.add_function("And", boolean, &[boolean, boolean]);
    b.add_function("Do", action, &[float]);
    b.add_terminal("IsCheck", boolean);
    b.add_terminal("Material", float);
    b.add_erc(
        "FloatConst",
        float,
        Erc::UniformF64 {
            lo: -100.0,
            hi: 100.0,
            decimals: 1,
        },
    );
    (b.build().expect("valid set"), boolean, float)
}

#[test]
fn parses_and_prints_the_issue_example() {
    let (pset, _, float) = chessy();
    let text = "(If3 IsCheck (MakeBestMove Material) -12.5)";
    let tree = Tree::parse(&pset, text, float).expect("parses");
    assert_eq!(tree.size(), 5);
    assert_eq!(tree.depth(), 2);
    assert_eq!(tree.to_sexpr(&pset), text);
    assert_eq!(tree.nodes()[4].value(), -12.5);
    assert_eq!(tree.subtree_span(2), 2..4);
    assert_eq!(tree.children(0), vec![1, 2, 4]);
    assert_eq!(tree.subtree_ends(), vec![5, 2, 4, 4, 5]);
    assert_eq!(tree.heights(), vec![2, 0, 1, 0, 0]);
    assert_eq!(tree.node_depths(), vec![0, 1, 1, 2, 1]);
    pset.check(&tree, float).expect("well typed");
    assert!(pset.check(&tree, pset.type_id("Bool").unwrap()).is_err());
}

#[test]
fn whitespace_comments_and_numbers() {
    let (pset, _, float) = chessy();
    let text = "; a comment\n(If3\n   IsCheck ; why\n   3\n   +0.25)";
    let tree = Tree::parse(&pset, text, float).expect("parses");
    assert_eq!(tree.to_sexpr(&pset), "(If3 IsCheck 3 0.25)");
}

fn err(text: &str, ty: TypeId) -> gp::ParseError {
    let (pset, _, _) = chessy();
    Tree::parse(&pset, text, ty).expect_err("must fail")
}

#[test]
fn errors_name_position_and_token() {
    let (_, boolean, float) = chessy();

    let e = err("(If3 IsCheck (MakeBestMove Materal) 1)", float);
    assert_eq!(e.kind, ParseErrorKind::UnknownName);
    assert_eq!((e.line, e.column, e.token.as_str()), (1, 28, "Materal"));
    assert_eq!(
        e.to_string(),
        "line 1, column 28 at `Materal`: unknown primitive `Materal`"
    );

    let e = err("(If3 IsCheck Material)", float);
    assert_eq!(
        e.to_string(),
        "line 1, column 2 at `If3`: If3 takes 3 arguments, found 2"
    );
    let e = err("(MakeBestMove 1 2 (If3 IsCheck 1 2))", float);
    assert_eq!(
        e.to_string(),
        "line 1, column 2 at `MakeBestMove`: MakeBestMove takes 1 argument, found 3"
    );
    let e = err("(If3 IsCheck If3 1)", float);
    assert!(matches!(
        e.kind,
        ParseErrorKind::WrongArity { found: 0, .. }
    ));
    let e = err("(IsCheck)", boolean);
    assert!(matches!(
        e.kind,
        ParseErrorKind::WrongArity { expected: 0, .. }
    ));

    let e = err("(If3 Material 1 2)", float);
    assert_eq!(
        e.to_string(),
        "line 1, column 6 at `Material`: Material has type Float but Bool is expected here"
    );
    let e = err("\n  (And IsCheck 1)", boolean);
    assert_eq!((e.line, e.column), (2, 16));
    assert!(matches!(e.kind, ParseErrorKind::NoConstantOfType { .. }));

    let e = err("(If3 IsCheck 1 1000)", float);
    assert!(
        e.to_string()
            .contains("outside its generator UniformF64[-100, 100; 1 decimals]"),
        "{e}"
    );
    assert!(matches!(
        err("1.2.3", float).kind,
        ParseErrorKind::BadNumber
    ));
    assert!(matches!(
        err("FloatConst", float).kind,
        ParseErrorKind::ErcName
    ));
    assert!(matches!(err("()", float).kind, ParseErrorKind::EmptyList));
    assert!(matches!(
        err("(1 2)", float).kind,
        ParseErrorKind::NotAFunction
    ));
    assert!(matches!(
        err(")", float).kind,
        ParseErrorKind::UnexpectedCloseParen
    ));
    assert!(matches!(
        err("Material 1", float).kind,
        ParseErrorKind::TrailingInput
    ));
    let e = err("(If3 IsCheck 1", float);
    assert_eq!(
        e.to_string(),
        "line 1, column 15 (end of input): the text ends where a Float is expected"
    );
    assert!(matches!(
        err("", float).kind,
        ParseErrorKind::UnexpectedEnd { .. }
    ));
    let deep = "(MakeBestMove ".repeat(2000) + "1" + &")".repeat(2000);
    assert!(matches!(err(&deep, float).kind, ParseErrorKind::TooDeep));
}

#[test]
fn dot_output() {
    let (pset, _, float) = chessy();
    let tree = Tree::parse(&pset, "(If3 IsCheck Material -1)", float).expect("parses");
    let dot = tree.to_dot(&pset);
    assert!(dot.starts_with("digraph tree {"));
    assert!(dot.contains("n0 [label=\"If3\", shape=box];"));
    assert!(dot.contains("n3 [label=\"-1\", shape=ellipse];"));
    assert!(dot.contains("n0 -> n3;"));
    assert_eq!(dot.matches("->").count(), 3);
}

#[test]
fn from_nodes_checks_structure() {
    let (pset, _, float) = chessy();
    let if3 = pset.node(pset.id_of("If3").unwrap());
    let m = pset.node(pset.id_of("Material").unwrap());
    let c = pset.node(pset.id_of("IsCheck").unwrap());
    assert!(Tree::from_nodes(vec![if3, c, m]).is_err());
    assert!(Tree::from_nodes(vec![m, m]).is_err());
    assert!(Tree::from_nodes(vec![]).is_err());
    let t = Tree::from_nodes(vec![if3, c, m, m]).expect("complete");
    pset.check(&t, float).expect("typed");
    // Structurally complete but ill-typed.
    let t = Tree::from_nodes(vec![if3, m, m, m]).expect("complete");
    let e = pset.check(&t, float).expect_err("Material is not Bool");
    assert_eq!(e.index, 1);
}
