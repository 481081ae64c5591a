//! Restarts (`fitness.restarts`, docs/EVOLUTION.md "Restarts"): an epoch whose best
//! individuals solve too little of their samples over its window ends, and a fresh
//! random population begins the next; the last epoch runs `gp.generations` in full.
//! A seed still decides the run, on any thread count and across a resume.

mod common;
mod evolve_support;

use std::path::Path;

use evolve_support::{assert_ok, assert_same_run_dir, log_without_timing, read, run_in};
use serde_json::Value;

const GENERATIONS: u64 = 5;
/// One more mate length every generation from mates in 1: every N from the third.
const EVERY_N_FROM: u64 = 2;
const WINDOW: u64 = 2;
const RESTARTS: u64 = 2;
const SAMPLE_SIZE: u64 = 2;

/// A small run with restarts; `restart_below` 1.0 restarts every epoch whose best
/// is not perfect over the window.
fn config(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("restarts.toml");
    let text = format!(
        "seed = 3\n\
         [gp]\npopulation_size = 16\ngenerations = {GENERATIONS}\n\
         [fitness]\nmax_n = 3\nsample_size = {SAMPLE_SIZE}\ncurriculum_every = 1\n\
         restarts = {RESTARTS}\n\
         restart_window = {WINDOW}\nrestart_below = 1.0\n"
    );
    std::fs::write(&file, text).expect("write config");
    file
}

fn evolve(cache: &Path, config: &Path, out: &Path, threads: &str, generations: Option<&str>) {
    let mut args = vec![
        "evolve",
        "--config",
        config.to_str().expect("utf-8"),
        "--out",
        out.to_str().expect("utf-8"),
        "--threads",
        threads,
    ];
    if let Some(g) = generations {
        args.extend(["--generations", g]);
    }
    assert_ok(&run_in(cache, &args), "evolve with restarts");
}

fn epoch(line: &Value) -> u64 {
    line["epoch"]
        .as_u64()
        .expect("a run with restarts logs the epoch")
}

#[test]
fn a_failed_epoch_starts_over_and_the_last_runs_in_full() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let file = config(tmp.path());
    let dir = tmp.path().join("run");
    evolve(&cache, &file, &dir, "2", None);
    let log = log_without_timing(&dir);

    // Replay the rule on the log: after each window, the mean share of the sample
    // the best solved decides whether the next generation is a new epoch.
    let mut start = 0;
    let mut expected_epoch = 0;
    for (g, line) in log.iter().enumerate() {
        let g = g as u64;
        assert_eq!(line["generation"].as_u64(), Some(g));
        assert_eq!(epoch(line), expected_epoch, "generation {g}");
        if g == start {
            assert_eq!(line["stage"], "early", "an epoch opens in the early stage");
            assert_eq!(
                line["sample_size"].as_u64(),
                Some(SAMPLE_SIZE),
                "an epoch opens with the curriculum's first stage"
            );
        }
        if g + 1 == start + EVERY_N_FROM + WINDOW && expected_epoch < RESTARTS {
            let window = &log[(start + EVERY_N_FROM) as usize..=g as usize];
            let solved: u64 = window
                .iter()
                .map(|l| l["best_solved_total"].as_u64().expect("solved"))
                .sum();
            let sampled: u64 = window
                .iter()
                .map(|l| l["sample_size"].as_u64().expect("sample"))
                .sum();
            if solved < sampled {
                start = g + 1;
                expected_epoch += 1;
            }
        }
    }
    assert_eq!(
        expected_epoch, RESTARTS,
        "seed 3 restarts twice: the test exercises restarts"
    );
    assert_eq!(
        log.len() as u64,
        start + GENERATIONS,
        "the last epoch runs gp.generations"
    );
    let hall = read(&dir, "hall_of_fame.sexp");
    assert!(!hall.trim().is_empty(), "the hall of fame spans the epochs");
}

#[test]
fn restarts_are_the_same_on_any_thread_count_and_across_a_resume() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let file = config(tmp.path());
    let one = tmp.path().join("one");
    let two = tmp.path().join("two");
    evolve(&cache, &file, &one, "1", None);
    evolve(&cache, &file, &two, "2", None);
    assert_same_run_dir(&one, &two, &[]);

    // Stopped at the end of the first window, before the restart is decided, then
    // resumed to the end.
    let resumed = tmp.path().join("resumed");
    let window_end = EVERY_N_FROM + WINDOW;
    evolve(&cache, &file, &resumed, "2", Some(&window_end.to_string()));
    assert_eq!(log_without_timing(&resumed).len() as u64, window_end);
    let o = run_in(
        &cache,
        &[
            "resume",
            resumed.to_str().expect("utf-8"),
            "--generations",
            &GENERATIONS.to_string(),
        ],
    );
    assert_ok(&o, "resume");
    assert_eq!(log_without_timing(&one), log_without_timing(&resumed));
}

#[test]
fn out_of_range_restart_settings_name_their_field() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let out = tmp.path().join("run");
    for (setting, field) in [
        ("restarts = 1\nrestart_window = 0", "fitness.restart_window"),
        ("restart_below = 1.5", "fitness.restart_below"),
        (
            "restarts = 2\n[islands]\ncount = 2",
            "restarts (fitness.restarts = 2) need a single population",
        ),
    ] {
        let file = tmp.path().join("bad.toml");
        std::fs::write(&file, format!("[fitness]\n{setting}\n")).expect("write");
        evolve_support::fails_with(
            tmp.path(),
            &[
                "evolve",
                "--config",
                file.to_str().expect("utf-8"),
                "--out",
                out.to_str().expect("utf-8"),
            ],
            &[field],
        );
        assert!(!out.exists(), "nothing is written for a bad config");
    }
}
