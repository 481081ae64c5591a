//! `mategp experiment`: the built-in smoke experiment end to end, continued after
//! kills, and its refusals.

mod common;
mod evolve_support;

use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use evolve_support::{assert_ok, command, report_without_timing, run_in, strip_timing};
use serde_json::Value;

fn experiment(cache: &Path, out: &Path) -> std::process::Output {
    run_in(
        cache,
        &[
            "experiment",
            "builtin:smoke",
            "--out",
            out.to_str().expect("utf-8"),
            "--jobs",
            "2",
        ],
    )
}

#[test]
fn smoke_experiment_reports_every_part_and_a_rerun_changes_nothing() {
    let cache = tempfile::tempdir().expect("tempdir");
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("exp");
    assert_ok(&experiment(cache.path(), &out), "smoke experiment");
    for file in [
        "experiment.toml",
        "choices.json",
        "test-read.json",
        "report/report.md",
        "report/report.json",
        "report/test-keys-dev.svg",
        "report/test-cost-dev.svg",
        "report/cost-per-problem-dev.svg",
        "report/best-fitness.svg",
        "invocations.json",
        "runs/sound-s1/log.jsonl",
        "runs/random-search-s2/hall_of_fame.sexp",
    ] {
        assert!(out.join(file).is_file(), "{file} missing");
    }
    // Each run's generations (3, generation 0 the first), summed from its log.
    let full: Value = serde_json::from_str(
        &std::fs::read_to_string(out.join("report/report.json")).expect("report.json"),
    )
    .expect("JSON");
    let runs = full["run_seconds"].as_array().expect("run_seconds");
    assert_eq!(runs.len(), 4);
    for r in runs {
        assert_eq!(r["generations"], 3, "{r}");
        assert_eq!(r["epochs"], 1, "no restarts: {r}");
        assert!(r["seconds"].as_f64().is_some_and(|s| s > 0.0), "{r}");
    }
    assert_eq!(full["took"]["invocations"], 1, "{}", full["took"]);
    assert_eq!(full["took"]["unfinished"], 0, "{}", full["took"]);
    let report = report_without_timing(&out);
    assert_eq!(
        report["chosen"].as_array().map(Vec::len),
        Some(4),
        "2 configurations x 2 seeds"
    );
    let baselines: Vec<&str> = report["baselines"]
        .as_array()
        .expect("baselines")
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert_eq!(
        baselines,
        [
            "constant",
            "checks-chain",
            "forcing-chain",
            "fig1-exhaustive",
            "prover",
            "key-proof-floor"
        ]
    );
    // Every chosen searcher is tested on the dev split (300 per N, N = 1, 2), its cost
    // includes its proof, and the prover alone is the cost reference.
    for entry in report["chosen"].as_array().expect("chosen") {
        let per_n = entry["test"][0]["per_n"].as_array().expect("per_n");
        assert_eq!(per_n.len(), 2);
        for p in per_n {
            assert_eq!(p["positions"], 300);
            let (own, cost) = (
                p["own"].as_u64().expect("own"),
                p["cost"].as_u64().expect("cost"),
            );
            assert!(cost > own, "the proof is part of the whole answer: {p}");
        }
    }
    // A run is deep when its choice proves 11/12 of its validation keys; each
    // configuration's deep runs are those, and the headline's share is compared.
    for d in report["deep_runs"].as_array().expect("deep_runs") {
        let name = d["configuration"].as_str().expect("configuration");
        let deep: Vec<&str> = report["chosen"]
            .as_array()
            .expect("chosen")
            .iter()
            .filter(|e| e["configuration"] == name)
            .filter(|e| {
                let sum = |f: &str| -> u64 {
                    e["validation"]
                        .as_array()
                        .expect("validation")
                        .iter()
                        .filter_map(|p| p[f].as_u64())
                        .sum()
                };
                sum("keys") * 12 >= sum("positions") * 11
            })
            .filter_map(|e| e["label"].as_str())
            .collect();
        let listed: Vec<&str> = d["deep"]
            .as_array()
            .expect("deep")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert_eq!(listed, deep, "{d}");
        assert_eq!(d["runs"], 2, "{d}");
    }
    let compared = report["deep_compared"].as_array().expect("deep_compared");
    assert_eq!(compared.len(), 1, "the headline against random search");
    assert!(
        compared[0]["fisher_p"]
            .as_f64()
            .is_some_and(|p| p > 0.0 && p <= 1.0),
        "{compared:?}"
    );
    let md = std::fs::read_to_string(out.join("report/report.md")).expect("report.md");
    for needle in [
        "## Deep runs",
        "Fisher exact, two-sided",
        "Wilson 95 %",
        "McNemar",
        "Mann–Whitney",
        "CPU ms",
        "Test splits read: dev",
        "By their logs, the runs' generations took",
        "Over 1 invocation(s) of `mategp experiment`",
        "| configuration | runs | generations, median [min, max] | epochs, median [min, max] | seconds, sum |\n|---|---|---|---|---|\n| sound | 2 |",
    ] {
        assert!(md.contains(needle), "report.md lacks {needle}");
    }
    // The same command again reads what is kept: the same report.
    assert_ok(&experiment(cache.path(), &out), "rerun");
    assert_eq!(report_without_timing(&out), report);
    // The score records stay out of git (`/.gitignore`): without them the same command
    // scores every searcher again, to the same report.
    std::fs::remove_dir_all(out.join("scores")).expect("remove scores/");
    assert_ok(&experiment(cache.path(), &out), "rerun without scores");
    assert_eq!(report_without_timing(&out), report);
    assert!(out.join("scores").is_dir(), "the records are made again");
    let outcomes = invocation_outcomes(&out);
    assert_eq!(
        outcomes,
        ["reported", "reported", "reported"],
        "the reruns are recorded too"
    );
    // A kept file damaged by hand is named, with the way out; nothing is overwritten.
    std::fs::write(out.join("choices.json"), "[{\"configuration\": ").expect("write");
    let o = experiment(cache.path(), &out);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("choices.json is damaged") && err.contains("delete it"),
        "{err}"
    );
}

#[test]
fn another_experiment_or_a_foreign_directory_is_refused() {
    let cache = tempfile::tempdir().expect("tempdir");
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("notes.txt"), "mine").expect("write");
    let o = experiment(cache.path(), dir.path());
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("not empty"),
        "{o:?}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).expect("kept"),
        "mine"
    );

    let out = dir.path().join("exp");
    std::fs::create_dir_all(&out).expect("mkdir");
    std::fs::write(
        out.join("experiment.toml"),
        "seeds = 1\n[[configuration]]\nname = \"other\"\nrole = \"headline\"\n",
    )
    .expect("write");
    let o = experiment(cache.path(), &out);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("another experiment"),
        "{o:?}"
    );

    // A second experiment on a directory in use fails at once.
    let busy = dir.path().join("busy");
    let mut first = command(
        cache.path(),
        &[
            "experiment",
            "builtin:smoke",
            "--out",
            busy.to_str().expect("utf-8"),
        ],
    )
    .stdout(std::process::Stdio::null())
    .stderr(std::process::Stdio::null())
    .spawn()
    .expect("starts");
    let lock = busy.join("lock");
    let deadline = Instant::now() + Duration::from_secs(60);
    while !lock.exists() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let o = experiment(cache.path(), &busy);
    let _ = first.kill();
    let _ = first.wait();
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("in use"),
        "{o:?}"
    );

    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "seeds = -1\n").expect("write");
    let o = run_in(
        cache.path(),
        &[
            "experiment",
            bad.to_str().expect("utf-8"),
            "--out",
            "/nonexistent/x",
        ],
    );
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("bad.toml"),
        "{o:?}"
    );
}

/// A pseudo-random delay from the clock: each test run kills at other moments.
/// The outcome of every invocation recorded in `DIR/invocations.json`, in order.
fn invocation_outcomes(dir: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join("invocations.json")).expect("invocations.json");
    let v: Value = serde_json::from_str(&text).expect("JSON");
    v.as_array()
        .expect("a list")
        .iter()
        .filter_map(|i| i["outcome"].as_str().map(str::to_string))
        .collect()
}

fn random_delay(max: Duration) -> Duration {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    max.mul_f64(f64::from(nanos % 1000) / 1000.0)
}

#[test]
fn killed_anywhere_then_continued_equals_uninterrupted() {
    let cache = tempfile::tempdir().expect("tempdir");
    let dir = tempfile::tempdir().expect("tempdir");
    let reference = dir.path().join("reference");
    let start = Instant::now();
    assert_ok(&experiment(cache.path(), &reference), "uninterrupted");
    let whole = start.elapsed();
    let killed = dir.path().join("killed");
    for _ in 0..6 {
        let mut child = command(
            cache.path(),
            &[
                "experiment",
                "builtin:smoke",
                "--out",
                killed.to_str().expect("utf-8"),
                "--jobs",
                "2",
            ],
        )
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("starts");
        std::thread::sleep(random_delay(whole));
        // SIGKILL: no handler runs; the children die with their parent.
        let _ = child.kill();
        let _ = child.wait();
    }
    assert_ok(&experiment(cache.path(), &killed), "continued");
    assert_eq!(
        report_without_timing(&killed),
        report_without_timing(&reference)
    );
    let choices = |d: &Path| {
        let text = std::fs::read_to_string(d.join("choices.json")).expect("choices.json");
        let mut v: Value = serde_json::from_str(&text).expect("JSON");
        strip_timing(&mut v);
        v
    };
    assert_eq!(choices(&killed), choices(&reference));
    // Every invocation is on record, the killed ones too, and the report counts them.
    let outcomes = invocation_outcomes(&killed);
    assert_eq!(outcomes.len(), 7, "{outcomes:?}");
    assert_eq!(outcomes.last().map(String::as_str), Some("reported"));
    let full: Value = serde_json::from_str(
        &std::fs::read_to_string(killed.join("report/report.json")).expect("report.json"),
    )
    .expect("JSON");
    assert_eq!(full["took"]["invocations"], 7, "{}", full["took"]);
    for file in ["runs/sound-s2/best.sexp", "runs/sound-s2/checkpoint.bin"] {
        assert_eq!(
            std::fs::read(killed.join(file)).expect("killed run's file"),
            std::fs::read(reference.join(file)).expect("reference file"),
            "{file}"
        );
    }
}

/// Under `mpirun`, a mategp built without the feature `mpi` cannot spread the runs:
/// every process refuses, naming the feature, before it touches the directory.
#[cfg(not(feature = "mpi"))]
#[test]
fn a_build_without_mpi_refuses_to_run_under_mpirun() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let out = tmp.path().join("exp");
    let o = std::process::Command::new("mpirun")
        .args(["-n", "2", "--oversubscribe", "--allow-run-as-root"])
        .arg(common::mategp())
        .args(["experiment", "builtin:smoke", "--out"])
        .arg(&out)
        .env("XDG_CACHE_HOME", tmp.path())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("mpirun runs (apt-get install openmpi-bin): this test needs it");
    assert!(!o.status.success(), "an experiment ran under mpirun");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("built without the feature `mpi`") && err.contains("2 processes"),
        "{err}"
    );
    assert!(!out.exists(), "the experiment directory was made");
}

/// A rebuild during an experiment replaces the binary it was started from; the runs it
/// launches afterwards still start, from the image the experiment itself runs.
#[cfg(target_os = "linux")]
#[test]
fn runs_still_start_after_the_binary_is_replaced_on_disk() {
    use std::os::unix::fs::PermissionsExt;

    let cache = tempfile::tempdir().expect("tempdir");
    let dir = tempfile::tempdir().expect("tempdir");
    let installed = dir.path().join("mategp");
    std::fs::copy(common::mategp(), &installed).expect("copy mategp");
    let out = dir.path().join("exp");
    let child = std::process::Command::new(&installed)
        .args(["experiment", "builtin:smoke", "--jobs", "1", "--out"])
        .arg(&out)
        .env("XDG_CACHE_HOME", cache.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("starts");
    // What `cargo build` does to a binary in use: a new file renamed over it (here
    // one that fails, so a run started from the path would fail).
    let rebuilt = dir.path().join("mategp.new");
    std::fs::write(&rebuilt, "#!/bin/sh\nexit 1\n").expect("write");
    std::fs::set_permissions(&rebuilt, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    std::fs::rename(&rebuilt, &installed).expect("replace");
    let output = child.wait_with_output().expect("waits");
    assert_ok(&output, "experiment with its binary replaced");
    assert_eq!(
        invocation_outcomes(&out).last().map(String::as_str),
        Some("reported")
    );
    assert!(
        out.join("runs/random-search-s2/hall_of_fame.sexp")
            .is_file()
    );
}
