//! Islands in one process (`evolve --islands K`): a seed decides the run whatever the
//! thread count; one line per island and generation; a stopped run resumes to the
//! same files as an uninterrupted one; another island count is refused.

mod common;
mod evolve_support;

use std::path::Path;

use evolve_support::{assert_ok, assert_same_run_dir, fails_with, log_without_timing, run_in};

/// Three islands of 20, migrating 2 every 2 generations.
fn islands(out: &Path, generations: &str, threads: &str) -> Vec<String> {
    [
        "evolve",
        "--out",
        out.to_str().expect("utf-8"),
        "--seed",
        "5",
        "--population",
        "20",
        "--generations",
        generations,
        "--max-n",
        "2",
        "--sample-size",
        "2",
        "--islands",
        "3",
        "--migrate-every",
        "2",
        "--migrants",
        "2",
        "--threads",
        threads,
    ]
    .map(String::from)
    .to_vec()
}

fn ok(cache: &Path, args: &[String], what: &str) {
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    assert_ok(&run_in(cache, &a), what);
}

#[test]
fn islands_are_decided_by_the_seed_and_resume_exactly() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let whole = tmp.path().join("whole");
    ok(&tmp.path().join("c1"), &islands(&whole, "6", "1"), "evolve");
    let log = log_without_timing(&whole);
    assert_eq!(log.len(), 18, "3 islands × 6 generations");
    for (n, line) in log.iter().enumerate() {
        assert_eq!(line["generation"], (n / 3) as u64, "line {}", n + 1);
        assert_eq!(line["island"], (n % 3) as u64, "line {}", n + 1);
    }
    let config = std::fs::read_to_string(whole.join("config.toml")).expect("config");
    assert!(config.contains("[islands]\ncount = 3"), "{config}");
    // Each migration's cost is logged in `timing` on the generation it follows.
    let text = std::fs::read_to_string(whole.join("log.jsonl")).expect("log");
    for line in text.lines() {
        let line: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let g = line["generation"].as_u64().expect("generation");
        let migration = &line["timing"]["migration"];
        let due = g > 0 && g.is_multiple_of(2);
        assert_eq!(migration.is_object(), due, "generation {g}: {line}");
        if due {
            assert!(migration["bytes_sent"].as_u64() > Some(0), "{line}");
            for part in ["wait_seconds", "exchange_seconds", "local_seconds"] {
                assert!(migration[part].as_f64() >= Some(0.0), "{part}: {line}");
            }
        }
    }

    let two_threads = tmp.path().join("two");
    ok(
        &tmp.path().join("c2"),
        &islands(&two_threads, "6", "2"),
        "evolve",
    );
    assert_same_run_dir(&whole, &two_threads, &[]);

    // A run of 3 generations, extended to 6: migrations after 2 and 4.
    let early = tmp.path().join("early");
    let cache = tmp.path().join("c3");
    ok(&cache, &islands(&early, "3", "2"), "evolve");
    let dir = early.to_str().expect("utf-8");
    let o = run_in(&cache, &["resume", dir, "--generations", "6"]);
    assert_ok(&o, "resume");
    assert_same_run_dir(&whole, &early, &[]);
}

#[test]
fn a_single_population_logs_no_island_and_bad_island_settings_are_refused() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let one = tmp.path().join("one");
    let args = evolve_support::small_run_args(one.to_str().expect("utf-8"), &["--threads", "1"]);
    assert_ok(&run_in(&cache, &args), "evolve");
    for line in log_without_timing(&one) {
        assert!(line.get("island").is_none(), "{line}");
    }
    let config = std::fs::read_to_string(one.join("config.toml")).expect("config");
    assert!(!config.contains("[islands]"), "{config}");
    let out = tmp.path().join("bad");
    let out = out.to_str().expect("utf-8");
    fails_with(
        &cache,
        &evolve_support::small_run_args(out, &["--islands", "2", "--migrants", "20"]),
        &["[islands] migrants", "population_size 20"],
    );
}
