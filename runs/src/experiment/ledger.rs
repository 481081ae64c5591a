//! The experiment's own clock (`DIR/invocations.json`): every invocation of `mategp
//! experiment` on a directory records when it started and how long it has worked,
//! rewritten as it goes, so that the report can say what the whole experiment took
//! over every stop and resume. A killed invocation keeps its last record, at most
//! [`RECORD_EVERY`] short.

use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

use serde::{Deserialize, Serialize};

use super::store::{ExperimentDir, read_json, write_json};
use crate::error::CliError;

/// How often a working invocation rewrites its record.
pub const RECORD_EVERY: Duration = Duration::from_secs(60);

/// How an invocation stands, or ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Working, or ended without a chance to say so (killed, or stopped by an error).
    Running,
    /// Stopped by Ctrl-C, to be continued.
    Interrupted,
    /// Wrote the report.
    Reported,
}

/// One invocation's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Invocation {
    /// Seconds since the Unix epoch (UTC) when it started.
    pub started_unix: u64,
    /// Wall seconds spent making runs.
    pub runs_seconds: f64,
    /// Wall seconds spent scoring and writing the report.
    pub report_seconds: f64,
    pub outcome: Outcome,
}

/// What every invocation on the directory took, in all.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Took {
    pub invocations: usize,
    pub runs_seconds: f64,
    pub report_seconds: f64,
    /// Invocations that ended without a record of their end (killed, or stopped by
    /// an error): their last record is counted.
    pub unfinished: usize,
}

/// The invocations of one directory, this one last, kept on disk.
pub struct Ledger {
    path: PathBuf,
    invocations: Vec<Invocation>,
    phase_start: Instant,
    last_record: Instant,
}

impl Ledger {
    /// Reads the directory's record (a damaged one is an error naming the file) and
    /// adds this invocation to it.
    pub fn open(dir: &ExperimentDir) -> Result<Ledger, CliError> {
        let path = dir.invocations();
        let mut invocations: Vec<Invocation> = read_json(&path)?.unwrap_or_default();
        let started_unix = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        invocations.push(Invocation {
            started_unix,
            runs_seconds: 0.0,
            report_seconds: 0.0,
            outcome: Outcome::Running,
        });
        let now = Instant::now();
        let ledger = Ledger {
            path,
            invocations,
            phase_start: now,
            last_record: now,
        };
        ledger.record()?;
        Ok(ledger)
    }

    fn current(&mut self) -> &mut Invocation {
        let last = self.invocations.len() - 1;
        &mut self.invocations[last]
    }

    fn record(&self) -> Result<(), CliError> {
        write_json(&self.path, &self.invocations)
    }

    /// The runs are being made: records their time so far, at most once a
    /// [`RECORD_EVERY`].
    pub fn tick(&mut self) -> Result<(), CliError> {
        if self.last_record.elapsed() < RECORD_EVERY {
            return Ok(());
        }
        self.current().runs_seconds = self.phase_start.elapsed().as_secs_f64();
        self.last_record = Instant::now();
        self.record()
    }

    /// The runs phase ended, every run made or (`stopped`) by Ctrl-C: records its
    /// time, and starts the report's clock. Returns the phase's wall seconds.
    pub fn runs_ended(&mut self, stopped: bool) -> Result<f64, CliError> {
        let seconds = self.phase_start.elapsed().as_secs_f64();
        let current = self.current();
        current.runs_seconds = seconds;
        if stopped {
            current.outcome = Outcome::Interrupted;
        }
        self.phase_start = Instant::now();
        self.record()?;
        Ok(seconds)
    }

    /// The report is written: records the time scoring and writing took.
    pub fn reported(&mut self) -> Result<(), CliError> {
        let seconds = self.phase_start.elapsed().as_secs_f64();
        let current = self.current();
        current.report_seconds = seconds;
        current.outcome = Outcome::Reported;
        self.record()
    }

    /// Every invocation's time so far, this one's scoring included up to now.
    pub fn took(&self) -> Took {
        let mut took = totals(&self.invocations);
        took.report_seconds += self.phase_start.elapsed().as_secs_f64();
        took
    }
}

/// The sum over `invocations`; one still `Running` before the last ended without
/// recording its end.
pub fn totals(invocations: &[Invocation]) -> Took {
    let last = invocations.len().saturating_sub(1);
    Took {
        invocations: invocations.len(),
        runs_seconds: invocations.iter().map(|i| i.runs_seconds).sum(),
        report_seconds: invocations.iter().map(|i| i.report_seconds).sum(),
        unfinished: invocations
            .iter()
            .enumerate()
            .filter(|(k, i)| *k < last && i.outcome == Outcome::Running)
            .count(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An experiment directory in a fresh temporary directory, removed when dropped.
    fn scratch() -> (tempfile::TempDir, ExperimentDir) {
        let tmp = tempfile::tempdir().expect("temp dir");
        let dir = ExperimentDir::new(tmp.path());
        (tmp, dir)
    }

    #[test]
    fn invocations_add_up_over_stops_kills_and_resumes() {
        let (_tmp, dir) = scratch();
        let mut first = Ledger::open(&dir).expect("first");
        first.runs_ended(true).expect("stopped");
        // A second invocation killed while making runs: its record stays `Running`.
        let killed = Ledger::open(&dir).expect("second");
        drop(killed);
        let mut last = Ledger::open(&dir).expect("third");
        last.runs_ended(false).expect("runs done");
        last.reported().expect("reported");
        let stored: Vec<Invocation> = read_json(&dir.invocations())
            .expect("readable")
            .expect("written");
        assert_eq!(stored.len(), 3);
        assert_eq!(
            stored.iter().map(|i| i.outcome).collect::<Vec<_>>(),
            [Outcome::Interrupted, Outcome::Running, Outcome::Reported]
        );
        let took = totals(&stored);
        assert_eq!((took.invocations, took.unfinished), (3, 1));
    }

    #[test]
    fn the_times_recorded_are_the_times_spent() {
        let (_tmp, dir) = scratch();
        let mut ledger = Ledger::open(&dir).expect("open");
        std::thread::sleep(Duration::from_millis(30));
        ledger.runs_ended(false).expect("runs");
        std::thread::sleep(Duration::from_millis(20));
        ledger.reported().expect("reported");
        let stored: Vec<Invocation> = read_json(&dir.invocations())
            .expect("readable")
            .expect("written");
        assert!(stored[0].runs_seconds >= 0.03, "{stored:?}");
        assert!(stored[0].report_seconds >= 0.02, "{stored:?}");
        assert!(stored[0].started_unix > 1_600_000_000);
    }

    #[test]
    fn a_damaged_record_is_an_error_that_names_it() {
        let (_tmp, dir) = scratch();
        std::fs::write(dir.invocations(), "[{\"started_unix\": ").expect("write");
        let err = Ledger::open(&dir).err().expect("an error");
        assert!(err.to_string().contains("invocations.json"), "{err}");
    }
}
