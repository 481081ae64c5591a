//! Islands over MPI (`mpirun -n 3 mategp evolve`), with mategp built with its feature
//! `mpi`: `cargo test -p tests --features mpi --test mpi_islands`. Needs OpenMPI's
//! `mpirun` (Debian: openmpi-bin libopenmpi-dev); without it these tests fail.
//!
//! Two jobs with the same seed write the same run directory, which is also what
//! `--islands 3` writes in one process; a job whose rank is killed (SIGKILL) ends
//! at once, and `mpirun -n 3 mategp resume` finishes it as if nothing had happened.
//! `mpirun -n 3 mategp experiment` spreads its runs over the ranks and reports what
//! one process reports.

mod common;
mod evolve_support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use evolve_support::{
    Running, assert_ok, assert_same_run_dir, log_without_timing, report_without_timing, run_in,
};

/// `mpirun`, which must be installed.
fn mpirun() -> PathBuf {
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("mpirun"))
            .find(|p| p.is_file())
    });
    found.expect(
        "mpirun is not installed (apt-get install openmpi-bin libopenmpi-dev): these tests need it",
    )
}

/// `mpirun -n ranks mategp args`, with the reference cache under `cache`. Root may
/// run tests (CI does); oversubscription lets 3 ranks share 2 cores.
fn mpi_command(cache: &Path, ranks: usize, args: &[&str]) -> Command {
    let mut cmd = Command::new(mpirun());
    cmd.args([
        "-n",
        &ranks.to_string(),
        "--oversubscribe",
        "--allow-run-as-root",
    ])
    // Ranks waiting for a message yield their core: 3 ranks share 2 cores.
    .args(["--mca", "mpi_yield_when_idle", "1", "-x", "XDG_CACHE_HOME"])
    .arg(common::mategp())
    .args(args)
    .env("XDG_CACHE_HOME", cache)
    .stdin(Stdio::null());
    cmd
}

fn mpi_run(cache: &Path, ranks: usize, args: &[&str]) -> Output {
    mpi_command(cache, ranks, args)
        .output()
        .expect("mpirun runs")
}

/// Evolve flags of these tests: 20 per island, migrating 2 every 2 generations.
fn flags(out: &Path, generations: &str) -> Vec<String> {
    [
        "evolve",
        "--out",
        out.to_str().expect("utf-8"),
        "--seed",
        "9",
        "--population",
        "20",
        "--generations",
        generations,
        "--max-n",
        "2",
        "--sample-size",
        "2",
        "--migrate-every",
        "2",
        "--migrants",
        "2",
        "--threads",
        "1",
    ]
    .map(String::from)
    .to_vec()
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn two_jobs_with_one_seed_agree_with_each_other_and_with_one_process() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let a = tmp.path().join("a");
    let b = tmp.path().join("b");
    let local = tmp.path().join("local");
    assert_ok(
        &mpi_run(&tmp.path().join("ca"), 3, &strs(&flags(&a, "5"))),
        "mpirun a",
    );
    assert_ok(
        &mpi_run(&tmp.path().join("cb"), 3, &strs(&flags(&b, "5"))),
        "mpirun b",
    );
    let mut one = flags(&local, "5");
    one.extend(["--islands".to_string(), "3".to_string()]);
    assert_ok(&run_in(&tmp.path().join("cl"), &strs(&one)), "--islands 3");
    let log = log_without_timing(&a);
    assert_eq!(log.len(), 15, "3 islands × 5 generations");
    assert_eq!(log[4]["island"], 1);
    assert_same_run_dir(&a, &b, &[]);
    assert_same_run_dir(&local, &a, &[]);

    // Resuming with another number of processes is refused, naming both.
    let o = mpi_run(
        &tmp.path().join("ca"),
        2,
        &["resume", a.to_str().expect("utf-8")],
    );
    assert!(!o.status.success(), "a 3-island run resumed on 2 ranks");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("has 3 islands, but this job has 2 processes"),
        "{err}"
    );
}

/// `mpirun -n 3 mategp experiment`: the runs spread over the ranks (each takes the
/// next run when it is free), and the report and every run directory are what one
/// process writes.
#[test]
fn an_experiment_spread_over_ranks_reports_what_one_process_does() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let spread = tmp.path().join("spread");
    let alone = tmp.path().join("alone");
    let o = mpi_run(
        &tmp.path().join("cs"),
        3,
        &[
            "experiment",
            "builtin:smoke",
            "--out",
            spread.to_str().expect("utf-8"),
        ],
    );
    assert_ok(&o, "mpirun experiment");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(" on rank 1") || err.contains(" on rank 2"),
        "no run ran on another rank: {err}"
    );
    assert_ok(
        &run_in(
            &tmp.path().join("ca"),
            &[
                "experiment",
                "builtin:smoke",
                "--out",
                alone.to_str().expect("utf-8"),
                "--jobs",
                "2",
            ],
        ),
        "one process",
    );
    assert_eq!(
        report_without_timing(&spread),
        report_without_timing(&alone)
    );
    for run in [
        "sound-s1",
        "sound-s2",
        "random-search-s1",
        "random-search-s2",
    ] {
        assert_same_run_dir(
            &spread.join("runs").join(run),
            &alone.join("runs").join(run),
            &[],
        );
    }
}

/// The pid of the rank `rank` among the processes `mpirun` (pid `parent`) started.
fn rank_pid(parent: u32, rank: u32) -> Option<u32> {
    let children =
        std::fs::read_to_string(format!("/proc/{parent}/task/{parent}/children")).ok()?;
    let wanted = format!("OMPI_COMM_WORLD_RANK={rank}");
    children
        .split_whitespace()
        .filter_map(|p| p.parse::<u32>().ok())
        .find(|pid| {
            std::fs::read(format!("/proc/{pid}/environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|var| var == wanted.as_bytes()))
        })
}

fn generations_logged(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("log.jsonl"))
        .map(|t| t.lines().count() / 3)
        .unwrap_or(0)
}

#[test]
fn a_killed_rank_ends_the_job_and_resume_finishes_the_run() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let whole = tmp.path().join("whole");
    let mut one = flags(&whole, "12");
    one.extend(["--islands".to_string(), "3".to_string()]);
    assert_ok(&run_in(&tmp.path().join("cw"), &strs(&one)), "--islands 3");

    let cache = tmp.path().join("ck");
    let killed = tmp.path().join("killed");
    let child = mpi_command(&cache, 3, &strs(&flags(&killed, "12")))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mpirun starts");
    let mut job = Running(child);
    let start = Instant::now();
    while generations_logged(&killed) < 2 {
        assert!(start.elapsed() < Duration::from_secs(120), "no progress");
        std::thread::sleep(Duration::from_millis(5));
    }
    let pid = rank_pid(job.0.id(), 1).expect("rank 1 is a child of mpirun");
    evolve_support::signal(pid, "-KILL");
    let killed_at = Instant::now();
    let status = loop {
        if let Some(s) = job.0.try_wait().expect("wait") {
            break s;
        }
        assert!(
            killed_at.elapsed() < Duration::from_secs(20),
            "the job goes on without rank 1"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(!status.success(), "a job that lost a rank succeeded");
    let logged = generations_logged(&killed);
    assert!(
        logged < 12,
        "the run finished before the kill ({logged} generations)"
    );
    assert!(killed.join("checkpoint.bin").is_file());

    let o = mpi_run(&cache, 3, &["resume", killed.to_str().expect("utf-8")]);
    assert_ok(&o, "mpirun resume");
    assert_same_run_dir(&whole, &killed, &[]);
}
