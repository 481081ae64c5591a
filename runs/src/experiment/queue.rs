//! An experiment's runs spread over the processes of an MPI job
//! (`mpirun -n K mategp experiment ...`): rank 0 keeps the list of runs, and every
//! other process asks it for the next run whenever one of its slots is free, so a
//! fast process takes more runs than a slow one. Each process starts its runs as
//! children on the shared experiment directory, exactly as one process does; only
//! rank 0 scores and reports (docs/ARCHITECTURE.md, "Islands and MPI").

use std::process::Child;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::config::ExperimentConfig;
use super::launch::{all_runs, reap, start};
use super::store::ExperimentDir;
use crate::cluster::Job;
use crate::error::CliError;

/// What a process tells the root.
#[derive(Debug, Serialize, Deserialize)]
pub enum ToRoot {
    /// A slot is free; `finished` is the run that freed it, if one did.
    Ready { finished: Option<Finished> },
    /// Every slot of the process is retired and none of its runs is left.
    Done,
}

/// A run that ended on another process.
#[derive(Debug, Serialize, Deserialize)]
pub struct Finished {
    /// Its index in [`all_runs`].
    pub run: usize,
    /// Its exit code (`None`: killed by a signal).
    pub code: Option<i32>,
    /// CPU seconds of that process's runs since its last report.
    pub cpu_seconds: f64,
}

/// The root's answer to [`ToRoot::Ready`]: the index of the next run, or `None`
/// when no run is left to start (the slot retires).
pub type Assignment = Option<usize>;

pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    serde_json::to_vec(message).unwrap_or_default()
}

pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, CliError> {
    serde_json::from_slice(bytes)
        .map_err(|e| CliError::runtime(format!("a message between the job's processes: {e}")))
}

/// The part of a process other than the root: runs what the root hands out,
/// `jobs` at a time, each on `threads` threads, until it hands out no more.
pub fn work(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    jobs: usize,
    threads: usize,
    job: &Job,
) -> Result<(), CliError> {
    let exe = super::launch::own_executable()?;
    let runs = all_runs(config);
    let mut cpu_reported = super::children_cpu_seconds().unwrap_or(0.0);
    let ask = |finished: Option<Finished>| -> Result<Assignment, CliError> {
        job.send_work(0, &encode(&ToRoot::Ready { finished }));
        decode(&job.receive_work(0))
    };
    let mut running: Vec<(usize, Child)> = Vec::new();
    let begin = |index: usize, running: &mut Vec<(usize, Child)>| -> Result<(), CliError> {
        let spec = runs
            .get(index)
            .ok_or_else(|| CliError::runtime(format!("the root handed out run {index}")))?;
        running.push((index, start(config, dir, spec, threads, &exe)?));
        Ok(())
    };
    for _ in 0..jobs.max(1) {
        if let Some(index) = ask(None)? {
            begin(index, &mut running)?;
        }
    }
    while !running.is_empty() {
        for (index, code) in reap(&mut running)? {
            let cpu = super::children_cpu_seconds().unwrap_or(cpu_reported);
            let finished = Finished {
                run: index,
                code,
                cpu_seconds: cpu - cpu_reported,
            };
            cpu_reported = cpu;
            if let Some(next) = ask(Some(finished))? {
                begin(next, &mut running)?;
            }
        }
    }
    job.send_work(0, &encode(&ToRoot::Done));
    Ok(())
}
