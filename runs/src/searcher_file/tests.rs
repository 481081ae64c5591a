use super::*;

const FIG1_MATE2: &str = "(IfForAllOpponentMoves IsMateInOneOrLess 1000 0)";

fn file_text(format: &str, primitive_set: &str, sexpr: &str) -> String {
    format!(
        "# test\nformat = {format}\nname = \"t\"\nprimitive_set = \"{primitive_set}\"\nsexpr = '''\n{sexpr}\n'''\n"
    )
}

fn good(sexpr: &str) -> String {
    file_text("1", &primitive_set_version(), sexpr)
}

fn error(text: &str) -> String {
    parse(text, "x.toml").expect_err("must be refused")
}

#[test]
fn a_rendered_file_loads_back() {
    let file = SearcherFile {
        format: FORMAT,
        name: Some("fig1".to_owned()),
        description: Some("quotes \" and\nnewlines".to_owned()),
        primitive_set: primitive_set_version(),
        size: Some(5),
        depth: Some(2),
        sexpr: "(IfForAllOpponentMoves\n  IsMateInOneOrLess\n  1000\n  0)".to_owned(),
        consult_from_n: Some(3),
        provenance: Some(Provenance {
            run_dir: Some("runs/a".to_owned()),
            seed: Some(7),
            generation: Some(1),
            last_generation: Some(3),
            member: Some(2),
            member_generation: None,
            source: None,
            exported_by: Some("mategp test".to_owned()),
        }),
        training: Some(
            "seed = 7\n[gp]\npopulation_size = 100\n"
                .parse()
                .expect("TOML"),
        ),
        results: Some(TestResults {
            test_set: "t.epd".to_owned(),
            budget: 1000,
            per_n: vec![ResultsForN {
                n: 2,
                positions: 4,
                correct: 3,
                correct_pct: 75.0,
                mean_nodes: 10.5,
                mean_boards: Some(4.5),
                mean_verify_nodes: 3.0,
                ab_mean_nodes: 7.0,
                nodes_vs_ab: 1.5,
                own_proofs: Some(2),
                mean_answer_nodes: Some(12.5),
                mean_cpu_ms: Some(0.25),
            }],
        }),
    };
    let text = render(&file).expect("renders");
    let loaded = parse(&text, "t.toml").expect("loads");
    assert_eq!(loaded.file, file);
    assert_eq!(loaded.tree.size(), 4);
    assert_eq!(loaded.label(), "fig1");
    assert!(
        text.contains("sexpr = '''\n(IfForAllOpponentMoves\n"),
        "{text}"
    );
}

#[test]
fn bad_toml_names_file_line_and_column() {
    let e = error("format = 1\nname = \"unterminated\n");
    assert!(e.starts_with("x.toml:2:"), "{e}");
    assert!(e.contains("not a valid TOML searcher file"), "{e}");
}

#[test]
fn missing_or_wrong_format_version_is_refused() {
    let e = error("name = \"x\"\n");
    assert!(e.contains("no `format` field"), "{e}");
    let e = error(&file_text("2", &primitive_set_version(), FIG1_MATE2));
    assert!(e.starts_with("x.toml:2:"), "{e}");
    assert!(e.contains("format version 2 is not supported"), "{e}");
    let e = error(&file_text("\"one\"", &primitive_set_version(), FIG1_MATE2));
    assert!(e.contains("`format` must be a whole number"), "{e}");
}

#[test]
fn another_primitive_set_is_refused() {
    let e = error(&file_text("1", "fnv1a64:0000000000000000", FIG1_MATE2));
    assert!(e.starts_with("x.toml:4:"), "{e}");
    assert!(
        e.contains("made for primitive set `fnv1a64:0000000000000000`"),
        "{e}"
    );
    assert!(e.contains(&primitive_set_version()), "{e}");
}

#[test]
fn an_unknown_primitive_is_located_in_the_file() {
    let text = good("(IfForAllOpponentMoves\n  IsMateInTwo\n  1000 0)");
    let e = error(&text);
    // The S-expression starts on line 6; the bad token is on its second line, column 3.
    assert!(e.starts_with("x.toml:7:3: field `sexpr`"), "{e}");
    assert!(e.contains("unknown primitive `IsMateInTwo`"), "{e}");
    let e = error(&good("(If3 IsCheck 1)"));
    assert!(e.contains("If3 takes 3 arguments, found 2"), "{e}");
    let e = error(&good("IsCheck"));
    assert!(
        e.contains("IsCheck has type Bool but Float is expected"),
        "{e}"
    );
}

#[test]
fn unknown_and_missing_fields_are_refused() {
    let text = format!("{}colour = \"red\"\n", good("0"));
    let e = error(&text);
    assert!(e.contains("unknown field `colour`"), "{e}");
    let e = error(&format!(
        "format = 1\nprimitive_set = \"{}\"\n",
        primitive_set_version()
    ));
    assert!(e.contains("missing field `sexpr`"), "{e}");
}

#[test]
fn the_shipped_searchers_load() {
    for (name, text) in SHIPPED {
        let loaded = parse(text, name).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.label(), name);
        assert!(
            loaded.file.results.is_some(),
            "{name} carries its test results"
        );
    }
    assert!(resolve("fig1-exhaustive").is_ok());
    for name in [
        "champion",
        "proven-champion",
        "forcing-champion",
        "restarts-champion",
        "first-stage-champion",
        "recursive-checks",
        "king-moves-guesser",
        "deep-checks",
        "seeded-lean",
    ] {
        let loaded = resolve(name).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.label(), name);
    }
}

/// `champion` is evolution's result, not hand design: its run started at random (its
/// `[training]` lists no initial tree), it evolved under the proven cost (a searcher's
/// own proofs priced) with IsForcingMove and the pvline problems in training, it was
/// tested on the third fresh split (puzzles in no other file; no mates in 5), it is
/// consulted from mate in 4 as its validation results said, and its stored results
/// are what docs/EXPERIMENTS.md reports.
#[test]
fn the_champion_is_a_random_start_tested_on_the_fresh3_split() {
    let (_, text) = SHIPPED
        .iter()
        .find(|(n, _)| *n == "champion")
        .expect("champion ships");
    let champion = parse(text, "champion").unwrap_or_else(|e| panic!("{e}"));
    let training = champion.file.training.as_ref().expect("[training]");
    assert!(training.get("initial").is_none(), "{training:?}");
    let fitness = training.get("fitness").and_then(|f| f.as_table());
    let forcing = fitness.and_then(|f| f.get("forcing"));
    assert_eq!(forcing.and_then(|w| w.as_bool()), Some(true));
    let cost = fitness.and_then(|f| f.get("cost"));
    assert_eq!(cost.and_then(|c| c.as_str()), Some("proven"));
    let suites = fitness.and_then(|f| f.get("train_suites"));
    let suites: Vec<&str> = (suites.and_then(|s| s.as_array()).into_iter().flatten())
        .filter_map(|s| s.as_str())
        .collect();
    assert!(suites.contains(&"builtin:mate5-pvline"), "{suites:?}");
    assert_eq!(champion.file.consult_from_n, Some(4));
    let results = champion.file.results.as_ref().expect("[results]");
    assert_eq!(results.budget, 100_000);
    assert!(
        results.test_set.starts_with("fresh3 "),
        "{}",
        results.test_set
    );
    let keys: Vec<(u32, u32, u32)> = (results.per_n.iter())
        .map(|r| (r.n, r.correct, r.positions))
        .collect();
    assert_eq!(
        keys,
        [(1, 268, 268), (2, 270, 270), (3, 263, 263), (4, 231, 233)]
    );
}

#[test]
fn resolving_names_and_paths() {
    let e = resolve("no-such-searcher").expect_err("unknown");
    assert!(
        e.contains("no shipped searcher of that name (shipped: fig1-exhaustive"),
        "{e}"
    );
    let e = resolve("missing/dir/x.toml").expect_err("missing");
    assert!(e.starts_with("missing/dir/x.toml: cannot read"), "{e}");
}

/// Files of both layouts say where the tree was found and how far the run went.
#[test]
fn provenance_generations_of_both_layouts() {
    let new = Provenance {
        generation: Some(12),
        last_generation: Some(49),
        ..Provenance::default()
    };
    assert_eq!(new.generations(), (Some(12), Some(49)));
    // Before `last_generation`: `generation` was the run's last, a member's own
    // generation was `member_generation`.
    let old_member = Provenance {
        generation: Some(149),
        member: Some(1),
        member_generation: Some(120),
        ..Provenance::default()
    };
    assert_eq!(old_member.generations(), (Some(120), Some(149)));
    let old_best = Provenance {
        generation: Some(149),
        ..Provenance::default()
    };
    assert_eq!(old_best.generations(), (None, Some(149)));
}

#[test]
fn consult_from_n_outside_the_mate_lengths_is_refused_by_name() {
    let file = |k: &str| {
        format!(
            "format = 1\nprimitive_set = \"{}\"\nconsult_from_n = {k}\nsexpr = '0'\n",
            primitive_set_version()
        )
    };
    for bad in ["0", "100"] {
        let e = error(&file(bad));
        assert!(e.contains("consult_from_n") && e.contains(bad), "{e}");
    }
    let e = error(&file("-1"));
    assert!(e.starts_with("x.toml:3:"), "the line of the field: {e}");
    let loaded = parse(&file("4"), "x.toml").expect("a mate length");
    assert_eq!(loaded.file.consult_from_n, Some(4));
}
