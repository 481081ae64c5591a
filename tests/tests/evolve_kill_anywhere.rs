//! A small run killed with SIGKILL at many random moments, resumed after each kill,
//! ends with a run directory equal to an uninterrupted run's: the same files, each
//! byte for byte, the log's `timing` aside.
//!
//! The moments are random, and half of them are aimed at the run's writes: the test
//! watches the directory and kills the moment a temporary file appears (a write of
//! the trees, the plot, the references or the checkpoint, before its rename), the
//! moment the log grows (a line appended, its checkpoint not yet renamed), or the
//! moment a checkpoint lands. Nothing in mategp is there for the test. A single
//! `write` of a log line is not cut short by a kill, so a torn last line is made by
//! hand in `evolve_log_damage.rs`.

mod common;
mod evolve_support;

use std::io::Read;
use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use evolve_support::{Running, assert_ok, assert_same_run_dir, command, evolve_args, run_in};

fn args(out: &Path, generations: u32, threads: &str) -> Vec<String> {
    evolve_args(out, "23", "30", generations, "3", "3", Some(threads))
}

/// xorshift64*: enough randomness for kill moments, and a seed to replay them.
struct Rng(u64);

impl Rng {
    fn new() -> Rng {
        let seed = std::env::var("MATEGP_KILL_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map(|d| d.as_nanos() as u64)
                    .unwrap_or(1)
            })
            .max(1);
        eprintln!("kill moments drawn with MATEGP_KILL_SEED={seed}");
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// When to kill the process.
#[derive(Clone, Copy, Debug)]
enum Moment {
    /// This long after it starts.
    After(Duration),
    /// At the k-th temporary file seen in the directory (a write in progress).
    Writing(u32),
    /// At the k-th time the log grows (a line appended, the checkpoint pending).
    Logged(u32),
    /// At the k-th new checkpoint.
    Checkpointed(u32),
}

fn draw(rng: &mut Rng, per_generation: Duration) -> Moment {
    let k = |rng: &mut Rng, most: u64| 1 + rng.below(most) as u32;
    match rng.below(8) {
        0..=2 => {
            let span = per_generation * 2 + Duration::from_millis(40);
            Moment::After(span.mul_f64(rng.below(1000) as f64 / 1000.0))
        }
        3 | 4 => Moment::Writing(k(rng, 6)),
        5 | 6 => Moment::Logged(k(rng, 2)),
        _ => Moment::Checkpointed(1),
    }
}

/// What the test sees of the directory between two looks.
#[derive(Default, PartialEq)]
struct Look {
    log_len: u64,
    checkpoint: Option<(u64, i64, i64)>,
    temp: bool,
}

fn look(dir: &Path, want_temp: bool) -> Look {
    let log_len = std::fs::metadata(dir.join("log.jsonl")).map_or(0, |m| m.len());
    let checkpoint = std::fs::metadata(dir.join("checkpoint.bin"))
        .ok()
        .map(|m| (m.ino(), m.mtime(), m.mtime_nsec()));
    let temp = want_temp && has_temp(dir);
    Look {
        log_len,
        checkpoint,
        temp,
    }
}

fn has_temp(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy().contains(".tmp"))
    })
}

/// Watches `child` until `moment`, then kills it; `false` if it ended first.
fn kill_at(child: &mut Running, dir: &Path, moment: Moment) -> bool {
    let start = Instant::now();
    let want_temp = matches!(moment, Moment::Writing(_));
    let mut last = look(dir, want_temp);
    let mut seen = 0;
    loop {
        if child.0.try_wait().expect("try_wait").is_some() {
            return false;
        }
        let now = look(dir, want_temp);
        let event = match moment {
            Moment::After(d) => start.elapsed() >= d,
            Moment::Writing(_) => now.temp && !last.temp,
            Moment::Logged(_) => now.log_len > last.log_len,
            Moment::Checkpointed(_) => {
                now.checkpoint.is_some() && now.checkpoint != last.checkpoint
            }
        };
        last = now;
        if event {
            seen += 1;
            let target = match moment {
                Moment::After(_) => 1,
                Moment::Writing(k) | Moment::Logged(k) | Moment::Checkpointed(k) => k,
            };
            if seen >= target {
                let _ = child.0.kill();
                let _ = child.0.wait();
                return true;
            }
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "a run that neither ends nor writes"
        );
        std::thread::yield_now();
    }
}

/// The checkpointed generations a resume reports: `after generation G` means G + 1.
fn checkpointed(stderr: &str) -> Option<usize> {
    if stderr.contains("has no checkpoint yet") {
        return Some(0);
    }
    let rest = stderr.split("after generation ").nth(1)?;
    let g: usize = rest.split(' ').next()?.parse().ok()?;
    Some(g + 1)
}

fn log_lines(dir: &Path) -> usize {
    std::fs::read(dir.join("log.jsonl")).map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count())
}

/// What the kills hit, as far as the directory and the next resume tell.
#[derive(Debug, Default)]
struct Hits {
    kills: usize,
    /// A temporary file was left: killed within an atomic write.
    in_write: usize,
    /// The log held a line the checkpoint did not cover: killed between them.
    log_ahead: usize,
}

fn kill_and_resume_until_done(generations: u32, kills_wanted: usize) -> Hits {
    let tmp = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("temp dir");
    let whole = tmp.path().join("whole");
    let start = Instant::now();
    let a = args(&whole, generations, "2");
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    assert_ok(
        &run_in(&tmp.path().join("cache-a"), &a),
        "uninterrupted run",
    );
    let per_generation = start.elapsed() / generations;

    let mut rng = Rng::new();
    let cache = tmp.path().join("cache-b");
    let killed = tmp.path().join("killed");
    let mut hits = Hits::default();
    // Log lines left by the last kill, to compare with what the next resume reports.
    let mut left: Option<usize> = None;
    for round in 0.. {
        assert!(round < kills_wanted * 10, "the run does not get done");
        let a = if killed.join("config.toml").exists() {
            let dir = killed.to_str().expect("utf-8");
            ["resume", dir, "--threads", "1"].map(String::from).to_vec()
        } else {
            // Killed before config.toml: the run never began, so it begins again.
            args(&killed, generations, "1")
        };
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        let mut child = Running(
            command(&cache, &a)
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("mategp starts"),
        );
        let mut stderr = child.0.stderr.take().expect("stderr");
        let was_killed = hits.kills < kills_wanted && {
            let moment = draw(&mut rng, per_generation);
            kill_at(&mut child, &killed, moment)
        };
        let status = child.0.wait().expect("wait");
        let mut err = String::new();
        stderr.read_to_string(&mut err).expect("stderr");
        if let (Some(lines), Some(covered)) = (left.take(), checkpointed(&err)) {
            hits.log_ahead += usize::from(lines > covered);
        }
        if !was_killed {
            assert!(
                status.success(),
                "{a:?} ended by itself, but: {status:?}\n{err}"
            );
            assert!(!err.contains("panicked"), "{err}");
            break;
        }
        hits.kills += 1;
        hits.in_write += usize::from(has_temp(&killed));
        left = Some(log_lines(&killed));
        // config.toml is written under the lock, and a killed process leaves its
        // lock file behind: the next resume must not mind it.
        if killed.join("config.toml").exists() {
            assert!(killed.join("lock").exists(), "a lock file behind the kill");
        }
    }
    eprintln!("{hits:?}");
    assert_same_run_dir(&whole, &killed, &[]);
    hits
}

#[test]
fn killed_at_random_moments_and_resumed_equals_the_uninterrupted_run() {
    // A fast machine finishes the run before every kill lands, and a run's kills may
    // all miss its writes: what matters is that kills hit writes and the log ahead of
    // its checkpoint, so runs (each checked against an uninterrupted one) are killed
    // until they have, a few at most.
    let mut all = Hits::default();
    for _ in 0..5 {
        let hits = kill_and_resume_until_done(30, 30);
        all.kills += hits.kills;
        all.in_write += hits.in_write;
        all.log_ahead += hits.log_ahead;
        if all.kills >= 5 && all.in_write > 0 && all.log_ahead > 0 {
            break;
        }
    }
    assert!(all.kills >= 5, "{all:?}");
    assert!(all.in_write > 0 && all.log_ahead > 0, "{all:?}");
}

/// Ten times the kills, over a run of 150 generations (about half a minute on 2 cores).
#[test]
#[ignore]
fn killed_at_hundreds_of_random_moments_and_resumed_equals_the_uninterrupted_run() {
    let hits = kill_and_resume_until_done(150, 300);
    // A release build finishes 150 generations in about a second: few kills land.
    assert!(hits.kills >= 5, "{hits:?}");
    assert!(hits.in_write > 0 && hits.log_ahead > 0, "{hits:?}");
}
