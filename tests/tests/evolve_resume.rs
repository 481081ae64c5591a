//! A run killed at a random moment (SIGKILL) or stopped by Ctrl-C (SIGINT), then
//! resumed, ends exactly as an uninterrupted run with the same seed.

mod common;
mod evolve_support;

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use evolve_support::{assert_ok, command, log_without_timing, read, run_in};

const GENERATIONS: &str = "8";

fn args(out: &Path) -> Vec<String> {
    [
        "evolve",
        "--out",
        out.to_str().expect("utf-8"),
        "--seed",
        "23",
        "--population",
        "30",
        "--generations",
        GENERATIONS,
        "--max-n",
        "3",
        "--sample-size",
        "3",
        "--threads",
        "2",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// A pseudo-random fraction from the clock: each test run kills at another moment.
fn random_fraction() -> f64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    f64::from(nanos % 1000) / 1000.0
}

/// The uninterrupted reference run; returns its wall time.
fn reference_run(cache: &Path, dir: &Path) -> Duration {
    let start = Instant::now();
    let a: Vec<String> = args(dir);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    assert_ok(&run_in(cache, &a), "uninterrupted run");
    start.elapsed()
}

fn resume_to_end(cache: &Path, dir: &Path) {
    let o = run_in(
        cache,
        &["resume", dir.to_str().expect("utf-8"), "--threads", "1"],
    );
    assert_ok(&o, "resume");
}

fn assert_same_run(a: &Path, b: &Path) {
    let la = log_without_timing(a);
    assert_eq!(la.len(), GENERATIONS.parse::<usize>().expect("number"));
    assert_eq!(la, log_without_timing(b), "log.jsonl");
    assert_eq!(read(a, "best.sexp"), read(b, "best.sexp"));
    assert_eq!(read(a, "hall_of_fame.sexp"), read(b, "hall_of_fame.sexp"));
    assert!(
        std::fs::read(a.join("checkpoint.bin")).ok()
            == std::fs::read(b.join("checkpoint.bin")).ok(),
        "checkpoints differ"
    );
}

#[test]
fn sigkill_at_a_random_moment_then_resume_equals_the_uninterrupted_run() {
    let tmp = tempfile::tempdir().expect("temp dir");
    // Each run gets a fresh cache, so the killed run does the same work as the first.
    let whole = tmp.path().join("whole");
    let took = reference_run(&tmp.path().join("cache-a"), &whole);

    let cache = tmp.path().join("cache-b");
    let killed = tmp.path().join("killed");
    let a = args(&killed);
    let start = Instant::now();
    let mut child = command(&cache, &a.iter().map(String::as_str).collect::<Vec<_>>())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("mategp starts");
    // A random moment of the run proper: once config.toml exists there is a run
    // directory to resume (killed earlier, `resume` rightly says there is none). The
    // whole run takes tens of milliseconds, so start-up alone can outlast 5 % of it.
    while !killed.join("config.toml").exists() && start.elapsed() < took * 4 {
        std::thread::sleep(Duration::from_millis(1));
    }
    let delay = took
        .saturating_sub(start.elapsed())
        .mul_f64(0.05 + 0.9 * random_fraction());
    std::thread::sleep(delay);
    let _ = child.kill();
    let _ = child.wait();
    // A kill before the first generation leaves no log yet: resume then starts the
    // run from generation 0.
    let done = log_without_timing_len(&killed);
    eprintln!("killed after {delay:?} of {took:?}: {done} generations logged");

    resume_to_end(&cache, &killed);
    assert_same_run(&whole, &killed);
}

#[test]
fn ctrl_c_checkpoints_says_how_to_resume_and_resume_finishes_the_run() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let whole = tmp.path().join("whole");
    let took = reference_run(&tmp.path().join("cache-a"), &whole);

    let cache = tmp.path().join("cache-b");
    let stopped = tmp.path().join("stopped");
    let a = args(&stopped);
    let child = command(&cache, &a.iter().map(String::as_str).collect::<Vec<_>>())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mategp starts");
    // Wait for the first generation, then interrupt within the run.
    let start = Instant::now();
    while log_without_timing_len(&stopped) == 0 && start.elapsed() < took * 4 {
        std::thread::sleep(Duration::from_millis(5));
    }
    let status = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let o = child.wait_with_output().expect("mategp ends");
    let err = String::from_utf8_lossy(&o.stderr);
    if o.status.code() == Some(130) {
        assert!(err.contains("mategp resume"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(stopped.join("checkpoint.bin").is_file());
        let logged = log_without_timing(&stopped).len();
        assert!((1..8).contains(&logged), "{logged} generations logged");
    } else {
        // The signal came after the last generation: a finished run.
        assert_ok(&o, "a run that finished before the signal");
    }
    resume_to_end(&cache, &stopped);
    assert_same_run(&whole, &stopped);
}

fn log_without_timing_len(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("log.jsonl"))
        .map(|t| t.lines().count())
        .unwrap_or(0)
}
