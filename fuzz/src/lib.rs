//! The fuzzing harness of mategp's parsers, on stable Rust and without extra tools.
//!
//! A target is a check run on many inputs: first every file of its corpus
//! (`fuzz/corpus/<target>/`), then mutations of them (bit flips, inserted and deleted
//! bytes, format words, repeated pieces, splices of two entries, truncation, edited
//! numbers, multi-byte characters) and now and then random bytes. The check must not
//! panic; a panic is caught, the input saved under `target/fuzz-failures/`, and the
//! target fails after the last input, listing what it found.
//!
//! Each target is two tests: a short pass ([`Pass::Short`]) that `cargo test` runs,
//! and an `#[ignore]`d long one ([`Pass::Long`], 1,000,000 inputs, or
//! `MATEGP_FUZZ_CASES`). `MATEGP_FUZZ_SEED` changes the inputs; the defaults make
//! every pass reproducible.

mod mutate;
mod rng;

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Once;
use std::time::{Duration, Instant};

pub use mutate::Mutator;
pub use rng::Rng;

/// How many inputs a pass runs.
#[derive(Clone, Copy, Debug)]
pub enum Pass {
    /// `cargo test`: a few thousand inputs, seconds per target.
    Short(usize),
    /// The `#[ignore]`d run: a million inputs.
    Long,
}

impl Pass {
    fn cases(self) -> usize {
        let env = std::env::var("MATEGP_FUZZ_CASES")
            .ok()
            .and_then(|v| v.parse().ok());
        match self {
            Pass::Short(n) => n,
            Pass::Long => env.unwrap_or(1_000_000),
        }
    }

    fn seed(self) -> u64 {
        let env = std::env::var("MATEGP_FUZZ_SEED")
            .ok()
            .and_then(|v| v.parse().ok());
        // Different defaults, so the long pass does not repeat the short one's inputs.
        env.unwrap_or(match self {
            Pass::Short(_) => 0,
            Pass::Long => 1,
        })
    }
}

/// The files of `fuzz/corpus/<target>/`, in name order.
pub fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = corpus_dir(target);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("corpus {}: {e}", dir.display()))
        .map(|e| e.expect("a corpus entry").path())
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read(p).expect("a corpus file"))
        .collect()
}

/// Where a target's corpus is kept.
pub fn corpus_dir(target: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(target)
}

/// What a pass did.
#[derive(Debug)]
pub struct Report {
    /// Inputs run, corpus entries included.
    pub inputs: usize,
    /// Inputs the parser accepted (the check returned `true`).
    pub accepted: usize,
    /// Wall-clock time of the pass.
    pub time: Duration,
    /// The slowest single input.
    pub slowest: Duration,
}

/// Runs `check` on the corpus of `target` and its mutations; `check` returns whether
/// the parser accepted the input. Fails (after the last input) if any input panicked.
pub fn fuzz(target: &str, pass: Pass, check: impl Fn(&[u8]) -> bool + Send) -> Report {
    // The inputs run on a thread with the stack of a main thread (8 MiB), where mategp
    // reads its files: on a test thread's 2 MiB, the toml crate overflows refusing 600
    // unclosed inline tables (`deep-inline-tables.toml` of the experiment corpus) that
    // `mategp experiment` refuses with a message. The overflow aborts; no catching.
    // (Far deeper text overflowed 8 MiB too; runs/src/toml_nesting.rs now refuses it.)
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name(format!("fuzz-{target}"))
            .stack_size(8 << 20)
            .spawn_scoped(scope, || fuzz_here(target, pass, check))
            .expect("starts the fuzzing thread")
            .join()
            .unwrap_or_else(|payload| panic::resume_unwind(payload))
    })
}

fn fuzz_here(target: &str, pass: Pass, check: impl Fn(&[u8]) -> bool) -> Report {
    quiet_panics_while_fuzzing();
    let corpus = corpus(target);
    assert!(!corpus.is_empty(), "the corpus of {target} is empty");
    let mutator = Mutator::new(corpus.clone());
    let mut rng = Rng::new(pass.seed());
    let cases = pass.cases().max(corpus.len());
    let mut report = Report {
        inputs: 0,
        accepted: 0,
        time: Duration::ZERO,
        slowest: Duration::ZERO,
    };
    let mut failures: Vec<String> = Vec::new();
    let mut panics = 0;
    // A stack overflow aborts the process, past any catching: with MATEGP_FUZZ_KEEP_CURRENT
    // set, each input is written to a file first, so the one that aborted is left there.
    let keep_current = std::env::var_os("MATEGP_FUZZ_KEEP_CURRENT")
        .map(|_| failure_dir().join(format!("{target}-current")));
    if keep_current.is_some() {
        std::fs::create_dir_all(failure_dir()).expect("makes the failure directory");
    }
    let start = Instant::now();
    for i in 0..cases {
        let input = match corpus.get(i) {
            Some(entry) => entry.clone(),
            None => mutator.input(&mut rng),
        };
        if let Some(file) = &keep_current {
            std::fs::write(file, &input).expect("writes the current input");
        }
        let t = Instant::now();
        FUZZING.with(|f| f.set(true));
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| check(&input)));
        FUZZING.with(|f| f.set(false));
        report.slowest = report.slowest.max(t.elapsed());
        report.inputs += 1;
        match outcome {
            Ok(accepted) => report.accepted += usize::from(accepted),
            Err(payload) => {
                panics += 1;
                if failures.len() < 8 {
                    failures.push(describe_failure(target, i, &input, &*payload));
                }
            }
        }
    }
    report.time = start.elapsed();
    println!(
        "fuzz {target}: {} inputs ({} corpus), {} accepted, {:.1} s, slowest {:.1} ms, {panics} panics",
        report.inputs,
        corpus.len(),
        report.accepted,
        report.time.as_secs_f64(),
        report.slowest.as_secs_f64() * 1000.0
    );
    assert!(
        failures.is_empty(),
        "fuzz {target}: {panics} of {} inputs panicked:\n{}",
        report.inputs,
        failures.join("\n")
    );
    report
}

/// [`fuzz`] for text parsers: invalid UTF-8 is replaced (U+FFFD), as a lossy reader would.
pub fn fuzz_str(target: &str, pass: Pass, check: impl Fn(&str) -> bool + Send) -> Report {
    fuzz(target, pass, move |bytes| {
        check(&String::from_utf8_lossy(bytes))
    })
}

thread_local! {
    static FUZZING: Cell<bool> = const { Cell::new(false) };
    /// Where the last caught panic happened: the report names the line to fix.
    static LOCATION: Cell<Option<String>> = const { Cell::new(None) };
}

/// A caught panic is reported once at the end; a million printed backtraces are not.
fn quiet_panics_while_fuzzing() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if FUZZING.with(Cell::get) {
                LOCATION.with(|l| l.set(info.location().map(ToString::to_string)));
            } else {
                previous(info);
            }
        }));
    });
}

fn failure_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz-failures")
}

fn describe_failure(
    target: &str,
    index: usize,
    input: &[u8],
    payload: &(dyn std::any::Any + Send),
) -> String {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_string());
    let place = LOCATION.with(Cell::take).unwrap_or_default();
    let dir = failure_dir();
    let file = dir.join(format!("{target}-{index}"));
    let saved = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(&file, input))
        .map_or_else(
            |e| format!("not saved: {e}"),
            |()| format!("saved as {}", file.display()),
        );
    let shown: String = String::from_utf8_lossy(input).chars().take(300).collect();
    format!("  input {index} ({saved}): {message} at {place}\n    {shown:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_are_reproducible_and_varied() {
        let m = Mutator::new(vec![b"(Add 1 2)".to_vec(), b"key = 3\n".to_vec()]);
        let run = |seed| {
            let mut rng = Rng::new(seed);
            (0..200).map(|_| m.input(&mut rng)).collect::<Vec<_>>()
        };
        assert_eq!(run(7), run(7));
        let mut distinct = run(7);
        distinct.sort();
        distinct.dedup();
        assert!(
            distinct.len() > 150,
            "{} distinct inputs of 200",
            distinct.len()
        );
    }
}
