//! One seed decides a run: 1 thread and 2 threads give the same run directory
//! (timings aside).

mod common;
mod evolve_support;

use evolve_support::{assert_ok, log_without_timing, read, run_in};

#[test]
fn one_and_two_threads_give_the_same_run() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let mut dirs = Vec::new();
    for threads in ["1", "2"] {
        // Separate caches: each run computes its own references.
        let cache = tmp.path().join(format!("cache{threads}"));
        let dir = tmp.path().join(format!("run{threads}"));
        let o = run_in(
            &cache,
            &[
                "evolve",
                "--out",
                dir.to_str().expect("utf-8"),
                "--seed",
                "5",
                "--population",
                "24",
                "--generations",
                "4",
                "--max-n",
                "3",
                "--sample-size",
                "2",
                "--threads",
                threads,
            ],
        );
        assert_ok(&o, &format!("--threads {threads}"));
        dirs.push(dir);
    }
    let (a, b) = (&dirs[0], &dirs[1]);
    let log = log_without_timing(a);
    assert_eq!(log.len(), 4);
    assert_eq!(log, log_without_timing(b));
    for f in [
        "best.sexp",
        "hall_of_fame.sexp",
        "reference.jsonl",
        "config.toml",
        "fitness.svg",
    ] {
        assert_eq!(read(a, f), read(b, f), "{f}");
    }
    let ca = std::fs::read(a.join("checkpoint.bin")).expect("checkpoint");
    let cb = std::fs::read(b.join("checkpoint.bin")).expect("checkpoint");
    assert!(ca == cb, "checkpoints differ");
    // Not a degenerate run: the population changes over the generations.
    assert!(log.iter().any(|l| l["evaluations"].as_u64() > Some(0)));
    assert_ne!(log[0]["mean_fitness"], log[3]["mean_fitness"]);
}
