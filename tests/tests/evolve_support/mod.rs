//! Shared by the `evolve_*` tests: running `mategp evolve`/`resume` with a private
//! reference cache, and reading run directories.

#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

use crate::common::mategp;

/// `mategp` with `args`, its reference cache under `cache` (never the user's).
pub fn command(cache: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(mategp());
    cmd.args(args).env("XDG_CACHE_HOME", cache);
    cmd
}

/// Runs `mategp` with `args` to the end.
pub fn run_in(cache: &Path, args: &[&str]) -> Output {
    command(cache, args).output().expect("mategp runs")
}

/// The small run every test uses, plus `extra` flags.
pub fn small_run_args<'a>(out: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "evolve",
        "--out",
        out,
        "--seed",
        "11",
        "--population",
        "20",
        "--generations",
        "3",
        "--max-n",
        "2",
        "--sample-size",
        "2",
    ];
    args.extend_from_slice(extra);
    args
}

/// `mategp evolve` into `out` with these settings (and `--threads` when given).
pub fn evolve_args(
    out: &Path,
    seed: &str,
    population: &str,
    generations: u32,
    max_n: &str,
    sample_size: &str,
    threads: Option<&str>,
) -> Vec<String> {
    let out = out.to_str().expect("utf-8");
    let generations = generations.to_string();
    let mut args = vec![
        "evolve",
        "--out",
        out,
        "--seed",
        seed,
        "--population",
        population,
        "--generations",
        &generations,
        "--max-n",
        max_n,
        "--sample-size",
        sample_size,
    ];
    if let Some(t) = threads {
        args.extend(["--threads", t]);
    }
    args.into_iter().map(str::to_string).collect()
}

/// The log lines of a run directory without their `timing` objects: what must be
/// equal between equal runs.
pub fn log_without_timing(dir: &Path) -> Vec<serde_json::Value> {
    let text = std::fs::read_to_string(dir.join("log.jsonl")).expect("log.jsonl");
    text.lines()
        .map(|l| {
            let mut v: serde_json::Value =
                serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}"));
            let timing = v
                .as_object_mut()
                .expect("a log line is an object")
                .remove("timing");
            assert!(timing.is_some(), "a log line has timing: {l}");
            v
        })
        .collect()
}

/// A file of a run directory as text.
pub fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Asserts success, showing stderr otherwise.
pub fn assert_ok(o: &Output, what: &str) {
    assert!(
        o.status.success(),
        "{what}: {:?}\nstdout: {}\nstderr: {}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}

/// A log line without its `timing` object, as text: `timing` is the last field, and
/// everything before it must be equal, byte for byte, between equal runs.
pub fn without_timing(line: &str) -> String {
    let at = line
        .rfind(",\"timing\":")
        .unwrap_or_else(|| panic!("a log line has timing: {line}"));
    assert!(line.ends_with("}}"), "timing is the last field: {line}");
    format!("{}}}", &line[..at])
}

/// The names in a run directory, sorted.
pub fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Asserts that `other` holds what the uninterrupted run `whole` holds: the same
/// files (besides the `extra` ones, such as backups), each byte for byte, but for the
/// log's `timing` and the lock file's process id.
pub fn assert_same_run_dir(whole: &Path, other: &Path, extra: &[&str]) {
    let expected = names(whole);
    let found: Vec<String> = names(other)
        .into_iter()
        .filter(|n| !extra.contains(&n.as_str()))
        .collect();
    assert_eq!(found, expected, "the files of {}", other.display());
    for name in &expected {
        let a = std::fs::read(whole.join(name)).expect("read");
        let b = std::fs::read(other.join(name)).expect("read");
        match name.as_str() {
            "lock" => {}
            "log.jsonl" => {
                let text = |bytes: &[u8]| -> Vec<String> {
                    let t = std::str::from_utf8(bytes).expect("utf-8 log");
                    assert!(t.ends_with('\n'), "the log ends with a newline");
                    t.lines().map(without_timing).collect()
                };
                assert_eq!(text(&a), text(&b), "log.jsonl, timing aside");
            }
            _ => assert!(a == b, "{name} differs from the uninterrupted run's"),
        }
    }
}

/// Copies a run directory's files (no subdirectories) to `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for name in names(from) {
        std::fs::copy(from.join(&name), to.join(&name)).expect("copy");
    }
}

/// Runs `mategp` expecting exit code 2 and every one of `needles` in its stderr;
/// returns the stderr.
pub fn fails_with(cache: &Path, args: &[&str], needles: &[&str]) -> String {
    let o = run_in(cache, args);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: expected {n:?} in {err}");
    }
    err
}

/// A child process killed (SIGKILL) when dropped, so a failing test leaves none.
pub struct Running(pub std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Sends `signal` (`-STOP`, `-CONT`, `-INT`, …) to a process.
pub fn signal(pid: u32, signal: &str) {
    let status = Command::new("kill")
        .args([signal, &pid.to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success(), "kill {signal} {pid}");
}

/// The report of an experiment directory without what the clock decides (CPU and wall time).
pub fn report_without_timing(dir: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(dir.join("report/report.json")).expect("report.json");
    let mut v: serde_json::Value = serde_json::from_str(&text).expect("report.json is JSON");
    strip_timing(&mut v);
    v
}

pub fn strip_timing(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(map) => {
            for key in [
                "cpu_us",
                "runs_wall_seconds",
                "runs_cpu_seconds",
                // A run's generation time, in `run_seconds`.
                "seconds",
                "first_read_unix",
                // Every invocation's wall time; their count differs after kills.
                "took",
            ] {
                map.remove(key);
            }
            map.values_mut().for_each(strip_timing);
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(strip_timing),
        _ => {}
    }
}
