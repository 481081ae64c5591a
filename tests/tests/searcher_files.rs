//! Searcher files end to end: `export` from a run directory, `inspect`, and the
//! errors of a file that cannot be used (each names the file and the problem, exit
//! code 2, never a panic).

mod common;

use std::path::{Path, PathBuf};

use common::{QUICK_SET, json_lines, ok, run, stderr, stdout};

/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";
const FIG1_MATE2: &str =
    "; Figure 1, mate in 2\n(IfForAllOpponentMoves IsMateInOneOrLess 1000 0)\n";

fn refused(args: &[&str]) -> String {
    let o = run(args);
    let err = stderr(&o);
    assert_eq!(
        o.status.code(),
        Some(2),
        "{args:?} must fail as bad input: {err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    err
}

fn s(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// A run directory as `mategp evolve` leaves it (the parts export reads).
fn run_dir(root: &Path, sexpr: &str) -> PathBuf {
    let dir = root.join("run");
    std::fs::create_dir_all(&dir).expect("run dir");
    std::fs::write(dir.join("best.sexp"), sexpr).expect("best.sexp");
    std::fs::write(
        dir.join("config.toml"),
        "seed = 42\n\n[gp]\npopulation_size = 100\ngenerations = 150\n",
    )
    .expect("config.toml");
    std::fs::write(
        dir.join("log.jsonl"),
        "{\"generation\":0,\"best_fitness\":1.0}\n{\"generation\":17,\"best_fitness\":9.5}\n",
    )
    .expect("log.jsonl");
    dir
}

/// A run directory holding only `config.toml` with `text`: what `--suite
/// validation:DIR` and `withheld:DIR` read.
fn run_with_config(root: &Path, text: &str) -> PathBuf {
    let dir = root.join("run");
    std::fs::create_dir_all(&dir).expect("run dir");
    std::fs::write(dir.join("config.toml"), text).expect("config.toml");
    dir
}

#[test]
fn export_inspect_solve_round_trip() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = run_dir(tmp.path(), FIG1_MATE2);
    // As evolve writes it: the generation the tree was found in heads it.
    std::fs::write(
        dir.join("best.sexp"),
        format!(
            "; mategp: the best individual\n; generation 12, fitness 9.5, size 4\n{FIG1_MATE2}\n"
        ),
    )
    .expect("best.sexp");
    let tests = tmp.path().join("test.epd");
    std::fs::write(&tests, QUICK_SET).expect("test set");
    let file = tmp.path().join("fig1.toml");
    let text = stdout(&ok(&[
        "export",
        s(&dir),
        "--out",
        s(&file),
        "--test",
        s(&tests),
    ]));
    assert!(text.contains("size 4, depth 1"), "{text}");
    let stored = std::fs::read_to_string(&file).expect("exported file");
    for want in [
        "format = 1\n",
        "name = \"fig1\"\n",
        "primitive_set = \"fnv1a64:",
        "sexpr = '''\n(IfForAllOpponentMoves IsMateInOneOrLess 1000 0)\n'''",
        "seed = 42\ngeneration = 12\nlast_generation = 17\n",
        "[training]\nseed = 42\n",
        "population_size = 100",
        "[[results.per_n]]\nn = 1\npositions = 1\ncorrect = 1\n",
        "[[results.per_n]]\nn = 2\npositions = 2\ncorrect = 2\ncorrect_pct = 100.0\n",
        "ab_mean_nodes = ",
        "nodes_vs_ab = ",
        "mean_boards = 0.0\n",
        "mean_cpu_ms = ",
    ] {
        assert!(stored.contains(want), "expected {want:?} in\n{stored}");
    }
    let leftovers: Vec<_> = std::fs::read_dir(tmp.path())
        .expect("list")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty(), "the temporary file is renamed");

    let shown = stdout(&ok(&["inspect", s(&file)]));
    for want in [
        "name        fig1",
        "size        4 nodes, depth 1",
        "primitives  (constants) 2, IfForAllOpponentMoves 1, IsMateInOneOrLess 1",
        "seed 42, found in generation 12, run logged through generation 17",
        "(IfForAllOpponentMoves IsMateInOneOrLess 1000 0)",
        "results on ",
        "stored in the file when it was written by mategp",
        // The commit the binary was built from names where the stored results came from.
        " (commit ",
        "correct %",
        "mean boards",
        "mean cpu ms",
    ] {
        assert!(shown.contains(want), "expected {want:?} in\n{shown}");
    }
    // The run directory itself, tested afresh; and the tree as Graphviz.
    let shown = stdout(&ok(&["inspect", s(&dir), "--test", s(&tests)]));
    assert!(shown.contains("run/best.sexp"), "{shown}");
    assert!(
        shown.contains("   2         2        2    100.00"),
        "{shown}"
    );
    let dot = stdout(&ok(&["inspect", s(&file), "--dot"]));
    assert!(dot.starts_with("digraph tree {"), "{dot}");
    assert_eq!(dot.matches(" -> ").count(), 3, "{dot}");

    let rows = json_lines(&ok(&[
        "solve",
        "--searcher",
        s(&file),
        "--fen",
        MATE2,
        "--mate",
        "2",
        "--json",
    ]));
    let r = &rows[0];
    assert_eq!(r["solver"], "evolved");
    assert_eq!(r["searcher"], "fig1");
    assert_eq!(r["result"], "mate");
    assert_eq!(r["mate_in"], 2);
    assert_eq!(r["best_move"], "d4d8");
    assert_eq!(r["searcher_move"], "d4d8");
    assert_eq!(r["proof"], "mate");
    assert_eq!(r["fallback"], false);
    let (total, own, verify) = (
        r["nodes"].as_u64().expect("nodes"),
        r["searcher_nodes"].as_u64().expect("searcher_nodes"),
        r["verify_nodes"].as_u64().expect("verify_nodes"),
    );
    assert_eq!(total, own + verify, "{r}");
    assert!(own > 0 && verify > 0, "{r}");
    assert_eq!(r["searcher_boards"], 0, "{r}");
    assert!(
        r["searcher_cpu_ms"].as_f64().is_some_and(|c| c >= 0.0),
        "{r}"
    );

    // Results stored before boards and CPU time were measured still load, and show
    // a dash where they are missing.
    let text = std::fs::read_to_string(&file).expect("exported file");
    let old: String = text
        .lines()
        .filter(|l| !l.starts_with("mean_boards") && !l.starts_with("mean_cpu_ms"))
        .map(|l| format!("{l}\n"))
        .collect();
    let old_file = tmp.path().join("old.toml");
    std::fs::write(&old_file, old).expect("old file");
    let shown = stdout(&ok(&["inspect", s(&old_file)]));
    let row = shown
        .lines()
        .find(|l| l.starts_with("   2 "))
        .expect("the row for N = 2");
    assert!(row.trim_end().ends_with(" -"), "{shown}");
}

#[test]
fn export_refuses_a_bad_run_directory() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let out = tmp.path().join("x.toml");
    let err = refused(&["export", s(tmp.path()), "--out", s(&out), "--no-test"]);
    assert!(err.contains("best.sexp: cannot read"), "{err}");
    let dir = run_dir(tmp.path(), "(IfForAllOpponentMoves IsMateInTwo 1000 0)");
    let err = refused(&["export", s(&dir), "--out", s(&out), "--no-test"]);
    assert!(
        err.contains("best.sexp: line 1, column 24 at `IsMateInTwo`"),
        "{err}"
    );
    assert!(!out.exists(), "nothing is written");
}

/// `--member K` exports (and inspects) the hall of fame's K-th tree and records which,
/// and the generation it came from; a member that is not there is refused.
#[test]
fn export_a_hall_of_fame_member() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = run_dir(tmp.path(), FIG1_MATE2);
    std::fs::write(
        dir.join("hall_of_fame.sexp"),
        "; mategp hall of fame, best first: one tree per entry, each after its header.\n\n\
         ; #1 generation 17, fitness 9.5, size 4, depth 1\n\
         (IfForAllOpponentMoves IsMateInOneOrLess 1000 0)\n\n\
         ; #2 generation 6, fitness 3.25, size 4, depth 1\n\
         (IfForAllOpponentMoves IsMateInOneOrLess\n  500 NumOppPiecesAttacked)\n",
    )
    .expect("hall_of_fame.sexp");
    let file = tmp.path().join("m2.toml");
    let text = stdout(&ok(&[
        "export",
        s(&dir),
        "--member",
        "2",
        "--out",
        s(&file),
        "--no-test",
    ]));
    assert!(
        text.contains("hall_of_fame.sexp, size 4, depth 1"),
        "{text}"
    );
    let stored = std::fs::read_to_string(&file).expect("exported file");
    for want in [
        "sexpr = '''\n(IfForAllOpponentMoves IsMateInOneOrLess 500 NumOppPiecesAttacked)\n'''",
        "seed = 42\ngeneration = 6\nlast_generation = 17\nmember = 2\n",
    ] {
        assert!(stored.contains(want), "expected {want:?} in\n{stored}");
    }
    let shown = stdout(&ok(&["inspect", s(&file), "--no-test"]));
    assert!(
        shown.contains(
            "hall-of-fame member #2, found in generation 6, run logged through generation 17"
        ),
        "{shown}"
    );

    // inspect reads the same member straight from the run directory.
    let shown = stdout(&ok(&["inspect", s(&dir), "--member", "2", "--no-test"]));
    for want in [
        "hall_of_fame.sexp",
        "seed 42, hall-of-fame member #2, found in generation 6, run logged through generation 17",
        "(IfForAllOpponentMoves IsMateInOneOrLess 500 NumOppPiecesAttacked)",
    ] {
        assert!(shown.contains(want), "expected {want:?} in\n{shown}");
    }
    let err = refused(&["inspect", s(&file), "--member", "1", "--no-test"]);
    assert!(err.contains("is not a run directory"), "{err}");

    let out = tmp.path().join("m3.toml");
    let err = refused(&[
        "export",
        s(&dir),
        "--member",
        "3",
        "--out",
        s(&out),
        "--no-test",
    ]);
    assert!(
        err.contains("hall_of_fame.sexp: no member #3 (the file has 2)"),
        "{err}"
    );
    refused(&[
        "export",
        s(&dir),
        "--member",
        "0",
        "--out",
        s(&out),
        "--no-test",
    ]);
    assert!(!out.exists(), "nothing is written");
}

/// `--test validation` tests on the problems the training pool holds out, and
/// `--test validation:RUN_DIR` on those a run's own config held out.
#[test]
fn test_on_the_validation_split() {
    let shown = stdout(&ok(&[
        "inspect",
        "deep-checks",
        "--test",
        "validation",
        "--test-limit",
        "2",
    ]));
    assert!(
        shown.contains("results on validation (the validation split"),
        "{shown}"
    );
    for n in 1..=5 {
        assert!(
            shown.contains(&format!("\n   {n}         2 ")),
            "N = {n} in\n{shown}"
        );
    }
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = run_with_config(tmp.path(), "[fitness]\nmax_n = 2\n");
    let spec = format!("validation:{}", s(&dir));
    let shown = stdout(&ok(&[
        "inspect",
        "deep-checks",
        "--test",
        &spec,
        "--test-limit",
        "2",
    ]));
    assert!(
        shown.contains("\n   2         2 ") && !shown.contains("\n   3 "),
        "{shown}"
    );
    let err = refused(&[
        "inspect",
        "deep-checks",
        "--test",
        "validation:/no/such/run",
    ]);
    assert!(err.contains("/no/such/run/config.toml"), "{err}");
}

/// `--suite withheld:RUN_DIR` tests on the split the run's `withheld_per_n` took out
/// of training; a run that withheld nothing, or no run named, is refused.
#[test]
fn test_on_a_runs_withheld_split() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = run_with_config(tmp.path(), "[fitness]\nmax_n = 2\nwithheld_per_n = 300\n");
    let config = dir.join("config.toml");
    let spec = format!("withheld:{}", s(&dir));
    let args = ["inspect", "champion", "--suite", &spec, "--test-limit", "2"];
    let shown = stdout(&ok(&args));
    assert!(shown.contains("(the withheld test split"), "{shown}");
    assert!(
        shown.contains("\n   1         2 ")
            && shown.contains("\n   2         2 ")
            && !shown.contains("\n   3 "),
        "{shown}"
    );
    std::fs::write(&config, "[fitness]\nmax_n = 2\n").expect("config");
    let err = refused(&args);
    assert!(err.contains("sets no problem aside as withheld"), "{err}");
    let err = refused(&["inspect", "champion", "--suite", "withheld"]);
    assert!(err.contains("name the run: withheld:RUN_DIR"), "{err}");
}

/// The shipped champion's stored results hold under this commit: tested again on the
/// third fresh split (the test split of the experiment that chose it), it proves the
/// same keys at the same cost, own proofs and whole answer included (only CPU time,
/// the last column, may differ).
#[test]
fn the_champions_stored_results_hold() {
    let args = [
        "inspect",
        "champion",
        "--suite",
        "fresh3",
        "--searcher-budget",
        "100000",
    ];
    let shown = stdout(&ok(&args));
    let stored = stdout(&ok(&["inspect", "champion"]));
    // Rows: N, positions, correct, correct %, the costs in nodes and boards, own
    // proofs, the whole answer, the prover's; then CPU time, which differs.
    let keys = |table: &str| -> Vec<String> {
        (table.lines())
            .filter(|l| l.split_whitespace().count() == 12)
            .filter(|l| {
                l.split_whitespace()
                    .next()
                    .is_some_and(|n| n.parse::<u32>().is_ok())
            })
            .map(|l| l.split_whitespace().take(11).collect::<Vec<_>>().join(" "))
            .collect()
    };
    // fresh3 has no mates in 5.
    assert_eq!(keys(&shown).len(), 4, "{shown}");
    assert_eq!(
        keys(&shown),
        keys(&stored),
        "now:\n{shown}\nstored:\n{stored}"
    );
}

/// An exported file, then edited into something that cannot be used.
fn broken(edit: impl Fn(&str) -> String) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = run_dir(tmp.path(), FIG1_MATE2);
    let file = tmp.path().join("s.toml");
    ok(&["export", s(&dir), "--out", s(&file), "--no-test"]);
    let text = std::fs::read_to_string(&file).expect("exported");
    std::fs::write(&file, edit(&text)).expect("edit");
    (tmp, file)
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .map(|i| i + 1)
        .expect("the needle is in the text")
}

#[test]
fn unknown_primitive_in_a_searcher_file_is_a_clear_error() {
    let (_tmp, file) = broken(|t| t.replace("IsMateInOneOrLess", "IsMateInTwo"));
    let text = std::fs::read_to_string(&file).expect("file");
    let line = line_of(&text, "IsMateInTwo");
    for args in [
        vec![
            "solve",
            "--searcher",
            s(&file),
            "--fen",
            MATE2,
            "--mate",
            "2",
        ],
        vec![
            "bench",
            "--suite",
            "builtin:mate1-test",
            "--searcher",
            s(&file),
        ],
        vec!["inspect", s(&file)],
    ] {
        let err = refused(&args);
        let place = format!("{}:{line}:24: field `sexpr`", s(&file));
        assert!(err.contains(&place), "expected {place:?} in {err}");
        assert!(err.contains("unknown primitive `IsMateInTwo`"), "{err}");
    }
}

#[test]
fn wrong_versions_are_refused() {
    let (_tmp, file) = broken(|t| t.replace("format = 1", "format = 7"));
    let err = refused(&[
        "solve",
        "--searcher",
        s(&file),
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert!(err.contains("format version 7 is not supported"), "{err}");
    assert!(err.contains(s(&file)), "{err}");

    let (_tmp, file) = broken(|t| {
        let start = t.find("fnv1a64:").expect("a version");
        format!(
            "{}fnv1a64:0123456789abcdef{}",
            &t[..start],
            &t[start + 24..]
        )
    });
    let err = refused(&[
        "solve",
        "--searcher",
        s(&file),
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert!(
        err.contains("made for primitive set `fnv1a64:0123456789abcdef`"),
        "{err}"
    );

    let (_tmp, file) = broken(|t| t.replace("format = 1", "format = [1"));
    let err = refused(&["inspect", s(&file)]);
    assert!(err.contains(&format!("{}:5:1:", s(&file))), "{err}");
    assert!(err.contains("not a valid TOML searcher file"), "{err}");
}

#[test]
fn unknown_names_and_missing_files_are_refused() {
    let err = refused(&[
        "solve",
        "--searcher",
        "nonesuch",
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert!(
        err.contains("no shipped searcher of that name (shipped: fig1-exhaustive"),
        "{err}"
    );
    let err = refused(&[
        "solve",
        "--searcher",
        "no/such.toml",
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert!(err.contains("no/such.toml: cannot read"), "{err}");
    let err = refused(&[
        "solve",
        "--searcher",
        "fig1-exhaustive",
        "--algo",
        "pn",
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert!(err.contains("cannot be combined with --algo pn"), "{err}");
}

/// A shipped file written before exports recorded their commit says so, instead of
/// passing its stored results off as this commit's.
#[test]
fn stored_results_without_a_commit_say_it_is_not_recorded() {
    let shown = stdout(&ok(&["inspect", "seeded-lean"]));
    assert!(
        shown.contains(
            "stored in the file when it was written by mategp 0.1.0 (its commit not recorded)"
        ),
        "{shown}"
    );
}
