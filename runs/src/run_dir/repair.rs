//! Changing `log.jsonl` on resume: cutting off what a kill left after the checkpoint,
//! and `resume --repair-log`.
//!
//! A repair keeps a copy of every file it changes (`log.jsonl.bak-N`,
//! `checkpoint.bin.bak-N`), keeps the log's lines from the start up to the first one
//! at fault (no further than the checkpoint's generation), and redoes the generations
//! after them. A run's results depend on its config and seed alone, so when the kept
//! lines do not reach the checkpoint the run is replayed from generation 0 to the
//! last kept one, each replayed generation checked against its logged line.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use fitness::evolve::MateEvaluator;
use gp::Evolution;

use super::log::{LogLine, Timing, first_difference, log_line};
use super::log_scan::{Kept, Scan, keep_for_repair};
use super::session::runtime;
use super::{RunDir, shown};
use crate::error::CliError;

type Evo = Evolution<MateEvaluator>;

/// Cuts the log to its first `len` bytes when it is longer. The bytes before the cut
/// stay as they are: earlier lines are never written again.
pub fn cut_log(path: &Path, scan: &Scan, len: u64) -> Result<(), CliError> {
    if !scan.exists || scan.len <= len {
        return Ok(());
    }
    let cut = || -> io::Result<()> {
        let f = OpenOptions::new().write(true).open(path)?;
        f.set_len(len)?;
        f.sync_all()
    };
    cut().map_err(|e| runtime(path, e))
}

/// Copies `path` to `path.bak-N`, N the first number without a backup; `None` when
/// there is no file to keep.
fn backup(path: &Path) -> Result<Option<PathBuf>, CliError> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(CliError::runtime(format!(
                "cannot read {}: {e}",
                shown(path)
            )));
        }
    };
    for n in 1..=u32::MAX {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".bak-{n}"));
        let bak = PathBuf::from(name);
        // create_new: an earlier backup is never overwritten.
        match OpenOptions::new().write(true).create_new(true).open(&bak) {
            Ok(mut f) => {
                f.write_all(&bytes)
                    .and_then(|()| f.sync_all())
                    .map_err(|e| runtime(&bak, e))?;
                return Ok(Some(bak));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(runtime(&bak, e)),
        }
    }
    Err(CliError::runtime(format!(
        "no free backup name for {}",
        shown(path)
    )))
}

fn step(evo: &mut Evo) -> Result<(), CliError> {
    evo.step();
    match evo.evaluator().failure() {
        Some(f) => Err(CliError::runtime(format!("reference prover: {f}"))),
        None => Ok(()),
    }
}

/// A new run stepped through `n` generations.
fn replay_to(fresh: &dyn Fn() -> Result<Evo, CliError>, n: usize) -> Result<Evo, CliError> {
    let mut evo = fresh()?;
    for _ in 0..n {
        step(&mut evo)?;
    }
    Ok(evo)
}

/// Replays the run through the generations of `lines`, stopping at the first whose
/// line differs from the replayed one: the run after the agreeing generations, and
/// their number.
fn replay_agreeing(
    fresh: &dyn Fn() -> Result<Evo, CliError>,
    lines: &[LogLine],
) -> Result<(Evo, usize), CliError> {
    if let Some(last) = lines.len().checked_sub(1) {
        eprintln!("mategp: replaying generations 0 to {last} to rebuild the run's state");
    }
    let mut evo = fresh()?;
    for (g, logged) in lines.iter().enumerate() {
        step(&mut evo)?;
        let made = log_line(&evo, Timing::default())
            .ok_or_else(|| CliError::runtime("a generation without statistics"))?;
        if let Some(field) = first_difference(logged, &made, true) {
            eprintln!(
                "mategp: line {} (generation {g}): `{field}` differs from the replayed generation's, \
                 so it is redone with the lines after it",
                g + 1
            );
            // `evo` is past generation g now; the run must stand before it.
            return Ok((replay_to(fresh, g)?, g));
        }
    }
    Ok((evo, lines.len()))
}

/// Whether `evo`, loaded from the checkpoint, is where the kept lines end.
fn checkpoint_stands(evo: &Evo, kept: &Kept) -> bool {
    let (Some(c), Some(last)) = (evo.generation(), kept.lines.last()) else {
        return false;
    };
    last.generation == c
        && log_line(evo, Timing::default())
            .is_some_and(|made| first_difference(last, &made, false).is_none())
}

/// `resume --repair-log` of a log that `resume` refused: returns the run to continue
/// and the log lines kept.
pub fn repair_log(
    dir: &RunDir,
    scan: &Scan,
    checkpointed: Option<Evo>,
    fresh: &dyn Fn() -> Result<Evo, CliError>,
) -> Result<(Evo, Vec<LogLine>), CliError> {
    let kept = keep_for_repair(scan, checkpointed.as_ref().and_then(Evolution::generation));
    let (evo, n, stands) = match checkpointed {
        Some(evo) if checkpoint_stands(&evo, &kept) => (evo, kept.lines.len(), true),
        _ => {
            let (evo, n) = replay_agreeing(fresh, &kept.lines)?;
            (evo, n, false)
        }
    };
    // Every change below comes after the backups, so an error or a kill loses nothing.
    match backup(&dir.log())? {
        Some(b) => eprintln!("mategp: copied {} to {}", shown(&dir.log()), shown(&b)),
        None => eprintln!("mategp: {} is missing; it is begun anew", shown(&dir.log())),
    }
    let checkpoint = dir.checkpoint();
    if !stands && let Some(b) = backup(&checkpoint)? {
        eprintln!("mategp: copied {} to {}", shown(&checkpoint), shown(&b));
    }
    cut_log(&dir.log(), scan, kept.len_of(n))?;
    if !stands {
        if n > 0 {
            evo.write_checkpoint(&checkpoint)
                .map_err(|e| CliError::runtime(e.to_string()))?;
        } else if let Err(e) = fs::remove_file(&checkpoint)
            && e.kind() != io::ErrorKind::NotFound
        {
            return Err(CliError::runtime(format!(
                "cannot remove {}: {e}",
                shown(&checkpoint)
            )));
        }
    }
    match n.checked_sub(1) {
        Some(last) => eprintln!(
            "mategp: kept the log's first {n} lines (generations 0 to {last}); the run goes on from generation {n}"
        ),
        None => eprintln!("mategp: kept no log line; the run starts again from generation 0"),
    }
    let mut lines = kept.lines;
    lines.truncate(n);
    Ok((evo, lines))
}
