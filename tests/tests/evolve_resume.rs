//! A run stopped by Ctrl-C (SIGINT), or left as a kill leaves it, then resumed, ends
//! exactly as an uninterrupted run with the same seed: the same files, byte for byte,
//! the log's `timing` aside. (Kills at random moments: `evolve_kill_anywhere.rs`.)

mod common;
mod evolve_support;

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use evolve_support::{
    assert_ok, assert_same_run_dir, command, copy_dir, evolve_args, log_without_timing, run_in,
    signal,
};

/// The run of these tests, with `generations` generations.
fn args(out: &Path, generations: u32) -> Vec<String> {
    evolve_args(out, "23", "30", generations, "3", "3", Some("2"))
}

fn evolve(cache: &Path, dir: &Path, generations: u32) -> Duration {
    let start = Instant::now();
    let a = args(dir, generations);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    assert_ok(&run_in(cache, &a), "evolve");
    start.elapsed()
}

/// Resumes `dir` to the end (of `generations`, when given); returns stderr.
fn resume(cache: &Path, dir: &Path, generations: Option<u32>) -> String {
    let mut a = vec![
        "resume".to_string(),
        dir.to_str().expect("utf-8").to_string(),
        "--threads".to_string(),
        "1".to_string(),
    ];
    if let Some(g) = generations {
        a.extend(["--generations".to_string(), g.to_string()]);
    }
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let o = run_in(cache, &a);
    assert_ok(&o, "resume");
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn ctrl_c_checkpoints_says_how_to_resume_and_resume_finishes_the_run() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let whole = tmp.path().join("whole");
    let took = evolve(&tmp.path().join("cache-a"), &whole, 8);

    let cache = tmp.path().join("cache-b");
    let stopped = tmp.path().join("stopped");
    let a = args(&stopped, 8);
    let child = command(&cache, &a.iter().map(String::as_str).collect::<Vec<_>>())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mategp starts");
    // Wait for the first generation, then interrupt within the run.
    let start = Instant::now();
    while log_lines(&stopped) == 0 && start.elapsed() < took * 4 {
        std::thread::sleep(Duration::from_millis(5));
    }
    signal(child.id(), "-INT");
    let o = child.wait_with_output().expect("mategp ends");
    let err = String::from_utf8_lossy(&o.stderr);
    if o.status.code() == Some(130) {
        // Run by cargo test, as by cargo run: the hint names both forms.
        assert!(err.contains("mategp resume"), "{err}");
        assert!(err.contains("cargo run"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(stopped.join("checkpoint.bin").is_file());
        let logged = log_without_timing(&stopped).len();
        assert!((1..8).contains(&logged), "{logged} generations logged");
    } else {
        // The signal came after the last generation: a finished run.
        assert_ok(&o, "a run that finished before the signal");
    }
    resume(&cache, &stopped, None);
    assert_same_run_dir(&whole, &stopped, &[]);
}

fn log_lines(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("log.jsonl"))
        .map(|t| t.lines().count())
        .unwrap_or(0)
}

/// The uninterrupted run of 5 generations, and a copy of the same run stopped after
/// generation 1 (a run of 2 generations: `resume --generations 5` extends it to the
/// same run, byte for byte).
fn whole_and_early(tmp: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let whole = tmp.join("whole");
    evolve(&tmp.join("cache-a"), &whole, 5);
    let early = tmp.join("early");
    evolve(&tmp.join("cache-b"), &early, 2);
    (whole, early)
}

/// What a kill between the log line and the checkpoint leaves: generation 2's line
/// after the checkpoint of generation 1, whole or cut short anywhere (a crash in the
/// middle of the write). `resume` drops it without a word and redoes generation 2.
#[test]
fn a_log_line_past_the_checkpoint_whole_or_torn_is_dropped_silently() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let (whole, early) = whole_and_early(tmp.path());
    let log = std::fs::read(whole.join("log.jsonl")).expect("log");
    let starts: Vec<usize> = std::iter::once(0)
        .chain(
            log.iter()
                .enumerate()
                .filter(|(_, b)| **b == b'\n')
                .map(|(i, _)| i + 1),
        )
        .collect();
    let (line2, line3) = (starts[2], starts[3]);
    for (name, cut) in [
        ("whole", line3),
        ("newline-less", line3 - 1),
        ("torn-early", line2 + 1),
        ("torn-mid", line2 + (line3 - line2) / 2),
    ] {
        let dir = tmp.path().join(name);
        copy_dir(&early, &dir);
        let mut text = std::fs::read(dir.join("log.jsonl")).expect("log");
        assert_eq!(
            log_lines(&dir),
            2,
            "the early run logged generations 0 and 1"
        );
        text.extend_from_slice(&log[line2..cut]);
        std::fs::write(dir.join("log.jsonl"), &text).expect("write");
        let err = resume(&tmp.path().join("cache-b"), &dir, Some(5));
        assert!(
            !err.contains("warning") && !err.contains("repair") && !err.contains("log.jsonl"),
            "{name}: {err}"
        );
        assert_same_run_dir(&whole, &dir, &[]);
    }
}

/// What a kill within an atomic write leaves: a temporary file. `resume` removes
/// those of the run's own files (it holds the lock, so no other mategp is writing
/// them) and no other file.
#[test]
fn temporary_files_of_killed_writes_are_removed() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let (whole, early) = whole_and_early(tmp.path());
    for name in [
        "checkpoint.bin.tmp",
        "best.sexp.tmp4242",
        "fitness.svg.tmp17",
        "reference.jsonl.tmp99",
    ] {
        std::fs::write(early.join(name), "half a file").expect("write");
    }
    std::fs::write(early.join("notes.tmp"), "mine").expect("write");
    resume(&tmp.path().join("cache-b"), &early, Some(5));
    assert_eq!(
        std::fs::read_to_string(early.join("notes.tmp")).expect("kept"),
        "mine"
    );
    assert_same_run_dir(&whole, &early, &["notes.tmp"]);
}

/// Killed before its first checkpoint: `resume` starts the run at generation 0.
#[test]
fn a_run_killed_before_its_first_checkpoint_starts_again() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let (whole, early) = whole_and_early(tmp.path());
    let log = std::fs::read_to_string(early.join("log.jsonl")).expect("log");
    let first = log.lines().next().expect("a line");
    for (name, text) in [
        ("empty", String::new()),
        ("line-0", format!("{first}\n")),
        ("torn-0", first[..30].to_string()),
    ] {
        let dir = tmp.path().join(name);
        copy_dir(&early, &dir);
        for f in [
            "checkpoint.bin",
            "best.sexp",
            "hall_of_fame.sexp",
            "fitness.svg",
        ] {
            std::fs::remove_file(dir.join(f)).expect("remove");
        }
        std::fs::write(dir.join("log.jsonl"), text).expect("write");
        let err = resume(&tmp.path().join("cache-b"), &dir, Some(5));
        assert!(
            err.contains("starting it from generation 0"),
            "{name}: {err}"
        );
        assert_same_run_dir(&whole, &dir, &[]);
    }
}

/// A log written before `min_fitness` and `std_fitness` were logged still resumes:
/// its lines are read as they are, and the new lines carry the new fields.
#[test]
fn a_log_without_min_and_std_resumes() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("old");
    evolve(&tmp.path().join("cache-a"), &dir, 2);
    let log = dir.join("log.jsonl");
    let text = std::fs::read_to_string(&log).expect("log.jsonl");
    let mut old = String::new();
    for line in text.lines() {
        let mut v: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let fields = v.as_object_mut().expect("an object");
        assert!(fields.remove("min_fitness").is_some(), "{line}");
        assert!(fields.remove("std_fitness").is_some(), "{line}");
        old.push_str(&serde_json::to_string(&v).expect("JSON"));
        old.push('\n');
    }
    std::fs::write(&log, &old).expect("the old log");
    resume(&tmp.path().join("cache-b"), &dir, Some(3));
    let lines = log_without_timing(&dir);
    assert_eq!(lines.len(), 3);
    assert!(
        lines[1].get("std_fitness").is_none(),
        "older lines stay as they were"
    );
    assert!(lines[2]["std_fitness"].as_f64().is_some(), "{}", lines[2]);
}
