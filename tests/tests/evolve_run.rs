//! `mategp evolve` end to end: a short run writes every run-directory file.

mod common;
mod evolve_support;

use evolve_support::{assert_ok, log_without_timing, read, run_in, small_run_args};

#[test]
fn a_short_run_writes_the_whole_run_directory() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let dir = tmp.path().join("run");
    let out = dir.to_str().expect("utf-8 path");
    let o = run_in(&cache, &small_run_args(out, &["--threads", "2"]));
    assert_ok(&o, "evolve");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("run finished: 3 generations"), "{stdout}");

    for f in [
        "config.toml",
        "log.jsonl",
        "best.sexp",
        "hall_of_fame.sexp",
        "reference.jsonl",
        "checkpoint.bin",
        "fitness.svg",
    ] {
        let meta = std::fs::metadata(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        assert!(meta.len() > 0, "{f} is empty");
    }
    // No temporary files left behind.
    let leftovers: Vec<String> = std::fs::read_dir(&dir)
        .expect("run dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // config.toml: the full config, flags applied, seed recorded.
    let config = read(&dir, "config.toml");
    for needle in [
        "seed = 11",
        "population_size = 20",
        "generations = 3",
        "max_n = 2",
        "sample_size = 2",
        "tournament_size = 3",
        "budget_factor = 1.5",
        "reproduction = 0.35",
    ] {
        assert!(config.contains(needle), "{needle} in {config}");
    }

    // log.jsonl: one line per generation with the documented fields.
    let log = log_without_timing(&dir);
    assert_eq!(log.len(), 3);
    for (g, l) in log.iter().enumerate() {
        assert_eq!(l["generation"], g as u64);
        for key in [
            "stage",
            "best_fitness",
            "mean_fitness",
            "median_fitness",
            "best_size",
            "best_depth",
            "best_nodes",
            "mean_nodes",
            "best_solved",
            "sample_size",
        ] {
            assert!(l.get(key).is_some(), "{key} in {l}");
        }
        assert_eq!(l["sample_size"], 4, "2 problems for each of N = 1, 2");
        assert_eq!(l["best_solved"].as_array().map(Vec::len), Some(2));
        let best = l["best_fitness"].as_f64().expect("number");
        let mean = l["mean_fitness"].as_f64().expect("number");
        assert!(best >= mean && mean >= 0.0, "{l}");
        // As DEAP's logbook: min and standard deviation beside max, mean, median.
        let min = l["min_fitness"].as_f64().expect("min_fitness");
        let std = l["std_fitness"].as_f64().expect("std_fitness");
        assert!(min <= mean && std >= 0.0 && std <= best - min, "{l}");
    }
    // Progress numbers generations as the log does: from 0.
    let err = String::from_utf8_lossy(&o.stderr);
    for g in 0..3 {
        assert!(err.contains(&format!("generation {g} of 0..2: ")), "{err}");
    }
    assert!(!err.contains("generation 3 "), "{err}");
    let raw = read(&dir, "log.jsonl");
    let first: serde_json::Value =
        serde_json::from_str(raw.lines().next().expect("a line")).expect("JSON");
    assert!(first["timing"]["seconds"].as_f64().is_some(), "{first}");
    assert_eq!(first["timing"]["references_computed"], 4, "a fresh cache");

    // best.sexp: a commented header, then one balanced S-expression.
    let best = read(&dir, "best.sexp");
    let tree: Vec<&str> = best.lines().filter(|l| !l.starts_with(';')).collect();
    assert_eq!(tree.len(), 1, "{best}");
    let opens = tree[0].matches('(').count();
    assert_eq!(opens, tree[0].matches(')').count(), "{best}");
    let hof = read(&dir, "hall_of_fame.sexp");
    assert!(hof.contains("; #1 generation"), "{hof}");
    assert!(
        hof.contains(tree[0]),
        "the best tree heads the hall of fame"
    );

    // reference.jsonl: one line per problem sampled, with the prover's key moves.
    let refs = read(&dir, "reference.jsonl");
    for l in refs.lines() {
        let v: serde_json::Value = serde_json::from_str(l).expect("JSON");
        assert!(v["nodes"].as_u64().is_some_and(|n| n > 0), "{l}");
        assert!(v["keys"].as_array().is_some_and(|k| !k.is_empty()), "{l}");
    }
    assert!(refs.lines().count() >= 4);

    let checkpoint = std::fs::read(dir.join("checkpoint.bin")).expect("checkpoint");
    assert!(checkpoint.starts_with(b"GPCHKPT\0"));
    let svg = read(&dir, "fitness.svg");
    assert!(
        svg.starts_with("<svg") && svg.matches("<polyline").count() == 3,
        "{svg}"
    );

    // The shared cache was filled, so a second run computes no reference twice.
    let again = tmp.path().join("again");
    let o = run_in(&cache, &small_run_args(again.to_str().expect("utf-8"), &[]));
    assert_ok(&o, "second evolve");
    let raw = read(&again, "log.jsonl");
    let first: serde_json::Value =
        serde_json::from_str(raw.lines().next().expect("a line")).expect("JSON");
    assert_eq!(first["timing"]["references_computed"], 0, "{first}");
    assert_eq!(log_without_timing(&again), log);
    // Known to the shared cache or not, every problem the run sampled is kept.
    assert_eq!(read(&again, "reference.jsonl"), refs);
}

#[test]
fn refuses_a_non_empty_directory_unless_forced() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let dir = tmp.path().join("run");
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::write(dir.join("log.jsonl"), "old\n").expect("write");
    std::fs::write(dir.join("notes.txt"), "mine\n").expect("write");
    let out = dir.to_str().expect("utf-8");
    let o = run_in(&cache, &small_run_args(out, &[]));
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("not empty") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(read(&dir, "log.jsonl"), "old\n", "nothing overwritten");

    let o = run_in(&cache, &small_run_args(out, &["--force"]));
    assert_ok(&o, "evolve --force");
    assert_eq!(log_without_timing(&dir).len(), 3, "the old log is replaced");
    assert_eq!(read(&dir, "notes.txt"), "mine\n", "other files are kept");
}

#[test]
fn print_config_is_the_full_default_and_loads_back() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let o = run_in(&cache, &["evolve", "--print-config"]);
    assert_ok(&o, "--print-config");
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    for needle in [
        "[gp]",
        "population_size = 100",
        "generations = 150",
        "reproduction = 0.35",
        "crossover = 0.5",
        "mutation = 0.15",
        "max_depth = 17",
        "tournament_size",
        "[fitness]",
        "max_n = 5",
        "sample_size = 5",
        "budget_factor = 1.5",
        "boards_cap = 10.0",
        "late_stage_solved = 0.75",
        "validation_fraction = 0.2",
    ] {
        assert!(text.contains(needle), "{needle} in\n{text}");
    }
    // The printed defaults, shrunk by the flags, make a working config file.
    let file = tmp.path().join("config.toml");
    std::fs::write(&file, &text).expect("write");
    let dir = tmp.path().join("run");
    let out = dir.to_str().expect("utf-8");
    let o = run_in(
        &cache,
        &small_run_args(out, &["--config", file.to_str().expect("utf-8")]),
    );
    assert_ok(&o, "evolve --config");
    assert_eq!(log_without_timing(&dir).len(), 3);
}

#[test]
fn primitives_lists_every_primitive() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let o = run_in(tmp.path(), &["primitives"]);
    assert_ok(&o, "primitives");
    let text = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("name") && lines[0].contains("signature"));
    // 38 primitives, the optional Recurse, IsMateThreat and IsForcingMove, and the
    // constant kind, then a blank line and the revision.
    assert_eq!(lines.len() - 4, 42, "{text}");
    for optional in ["Recurse ", "IsMateThreat ", "IsForcingMove "] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(optional) && l.contains(" optional ")),
            "{text}"
        );
    }
    assert!(
        lines[lines.len() - 1].starts_with("revision mategp-chess 3: "),
        "{text}"
    );
    assert!(text.contains("If3(Bool, Float, Float) -> Float"), "{text}");
    assert!(text.contains("IsMateInOneOrLess"), "{text}");
}

/// `--initial`: the given trees open generation 0 and are recorded in config.toml, so
/// `resume` (and anyone reading the run) knows how it began.
#[test]
fn initial_trees_open_the_run_and_are_recorded() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    // Mates in 1 and 2 by checks: far better than the random trees of generation 0.
    let tree = "(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove -1000) -1000))";
    let file = tmp.path().join("start.sexp");
    std::fs::write(&file, format!("; from an earlier run\n{tree}\n")).expect("write");
    let dir = tmp.path().join("run");
    let out = dir.to_str().expect("utf-8 path");
    let args = small_run_args(out, &["--initial", file.to_str().expect("utf-8")]);
    let o = run_in(&cache, &args);
    assert_ok(&o, "evolve --initial");
    let config = read(&dir, "config.toml");
    assert!(
        config.contains(&format!("initial = [\"{tree}\"]")),
        "{config}"
    );
    let hall = read(&dir, "hall_of_fame.sexp");
    assert!(hall.lines().any(|l| l.trim() == tree), "{hall}");
}
