//! One mategp per run directory: while a run holds `DIR/lock`, a second `resume` or
//! `evolve` (with `--force` or without) fails at once with exit code 2, naming the
//! directory and the process, and changes nothing; a lock file left by a killed run
//! blocks nobody.

mod common;
mod evolve_support;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use evolve_support::{Running, assert_ok, command, fails_with, names, signal, small_run_args};

fn log_lines(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("log.jsonl"))
        .map(|t| t.lines().count())
        .unwrap_or(0)
}

fn wait_for_lines(child: &mut Running, dir: &Path, n: usize) {
    let start = Instant::now();
    while log_lines(dir) < n {
        assert!(
            child.0.try_wait().expect("try_wait").is_none(),
            "the run ended before generation {n}"
        );
        assert!(start.elapsed() < Duration::from_secs(120), "no progress");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Whether every thread of a process is stopped.
fn stopped(pid: u32) -> bool {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).expect("/proc");
    tasks.filter_map(Result::ok).all(|t| {
        let stat = std::fs::read_to_string(t.path().join("stat")).unwrap_or_default();
        // The state follows the command name, which is in parentheses.
        let state = stat
            .rsplit(')')
            .next()
            .and_then(|r| r.trim_start().chars().next());
        state == Some('T')
    })
}

/// Stops a process (SIGSTOP) and waits until all its threads are stopped: a write
/// one of them had under way when the signal came is then finished.
fn stop(pid: u32) {
    signal(pid, "-STOP");
    let start = Instant::now();
    while !stopped(pid) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{pid} does not stop"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Every file but the lock, with its bytes.
fn contents(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    names(dir)
        .into_iter()
        .filter(|n| n != "lock")
        .map(|n| {
            let bytes = std::fs::read(dir.join(&n)).expect("read");
            (n, bytes)
        })
        .collect()
}

/// Runs `args` while `holder` (stopped, so that it cannot finish meanwhile) holds
/// `dir`: each must fail at once and leave the directory as it was.
fn refused_while_held(cache: &Path, dir: &Path, holder: u32, attempts: &[Vec<&str>]) {
    let before = contents(dir);
    let d = dir.to_str().expect("utf-8");
    let pid = format!("process {holder}");
    for args in attempts {
        let start = Instant::now();
        fails_with(cache, args, &[d, "another mategp", &pid, "lock"]);
        // At once: no waiting for the lock (start-up alone takes well under this).
        assert!(start.elapsed() < Duration::from_secs(20), "{args:?} waited");
        assert!(contents(dir) == before, "{args:?} changed {d}");
    }
}

#[test]
fn a_second_mategp_on_a_directory_in_use_fails_at_once() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let dir = tmp.path().join("run");
    let d = dir.to_str().expect("utf-8");
    let mut a = small_run_args(d, &["--threads", "1"]);
    // Long enough to be caught running.
    let at = a.iter().position(|s| *s == "--generations").expect("flag") + 1;
    a[at] = "30";
    let mut first = Running(
        command(&cache, &a)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("mategp starts"),
    );
    wait_for_lines(&mut first, &dir, 1);
    stop(first.0.id());
    let forced = small_run_args(d, &["--force"]);
    refused_while_held(
        &cache,
        &dir,
        first.0.id(),
        &[vec!["resume", d], small_run_args(d, &[]), forced],
    );
    signal(first.0.id(), "-CONT");
    assert!(first.0.wait().expect("wait").success());
    assert_eq!(log_lines(&dir), 30, "the first run was not disturbed");

    // The same between two resumes, and the lock of the finished run blocks nobody.
    let mut second = Running(
        command(
            &cache,
            &["resume", d, "--generations", "40", "--threads", "1"],
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("mategp starts"),
    );
    wait_for_lines(&mut second, &dir, 31);
    stop(second.0.id());
    refused_while_held(&cache, &dir, second.0.id(), &[vec!["resume", d]]);
    signal(second.0.id(), "-CONT");
    assert!(second.0.wait().expect("wait").success());
    assert_eq!(log_lines(&dir), 40);
}

#[test]
fn the_lock_file_of_a_killed_run_blocks_nobody() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let dir = tmp.path().join("run");
    let d = dir.to_str().expect("utf-8");
    let mut a = small_run_args(d, &["--threads", "1"]);
    let at = a.iter().position(|s| *s == "--generations").expect("flag") + 1;
    a[at] = "30";
    let mut run = Running(
        command(&cache, &a)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("mategp starts"),
    );
    wait_for_lines(&mut run, &dir, 1);
    let _ = run.0.kill();
    let _ = run.0.wait();
    assert!(
        dir.join("lock").exists(),
        "the killed run's lock file stays"
    );
    let o = command(&cache, &["resume", d])
        .output()
        .expect("mategp runs");
    assert_ok(&o, "resume after a kill");
    assert_eq!(log_lines(&dir), 30);
}
