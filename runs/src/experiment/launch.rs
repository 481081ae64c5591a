//! The runs of an experiment, as child `mategp evolve` / `mategp resume` processes,
//! a few at a time: each run keeps its own directory, checkpoint and lock, so a stop
//! or a kill of the experiment loses at most the generations in progress.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::config::ExperimentConfig;
use super::ledger::Ledger;
use super::queue::{self, Assignment, ToRoot};
use super::store::{ExperimentDir, write_text};
use crate::cluster::Job;
use crate::error::CliError;
use crate::run_dir::{render_config, shown};

/// The binary that starts the runs: the one this process runs. On Linux that is
/// `/proc/self/exe`, which names this process's image even after a rebuild has
/// replaced or deleted the file it was started from (`current_exe` then names a
/// deleted file), so an experiment of many hours goes on launching its own build.
pub fn own_executable() -> Result<PathBuf, CliError> {
    let image = Path::new("/proc/self/exe");
    if image.exists() {
        return Ok(image.to_path_buf());
    }
    std::env::current_exe()
        .map_err(|e| CliError::runtime(format!("cannot find the mategp binary: {e}")))
}

/// One run to make or finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunSpec {
    pub configuration: String,
    pub seed: u64,
}

/// How the runs phase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunsOutcome {
    Finished,
    Interrupted,
}

/// Every run of the experiment, configuration by configuration, seed by seed.
pub fn all_runs(config: &ExperimentConfig) -> Vec<RunSpec> {
    let mut out = Vec::new();
    for c in &config.configuration {
        for seed in config.seeds_of(c) {
            out.push(RunSpec {
                configuration: c.name.clone(),
                seed,
            });
        }
    }
    out
}

/// The runs that have ended, and whether to start more.
struct Tally<'a> {
    dir: &'a ExperimentDir,
    stop: &'a AtomicBool,
    done: usize,
    total: usize,
    failure: Option<CliError>,
    interrupted: bool,
}

impl Tally<'_> {
    /// Whether another run may start.
    fn open(&self) -> bool {
        self.failure.is_none() && !self.interrupted && !self.stop.load(Ordering::Relaxed)
    }

    /// A run ended with `code` (`None`: killed by a signal) on process `rank` of
    /// an MPI job (`None`: this process).
    fn settle(&mut self, spec: &RunSpec, code: Option<i32>, rank: Option<usize>) {
        let run_dir = self.dir.run(&spec.configuration, spec.seed);
        match code {
            Some(0) => {
                self.done += 1;
                eprintln!(
                    "mategp: run {} ({} of {}) finished{}",
                    shown(&run_dir),
                    self.done,
                    self.total,
                    rank.map_or(String::new(), |r| format!(" on rank {r}"))
                );
            }
            Some(130) => self.interrupted = true,
            _ if self.stop.load(Ordering::Relaxed) => self.interrupted = true,
            code => {
                self.failure.get_or_insert(CliError::runtime(format!(
                    "run {} failed ({}); its output is in {}",
                    shown(&run_dir),
                    code.map_or("killed by a signal".to_string(), |c| format!("exit {c}")),
                    shown(&self.dir.run_output(&spec.configuration, spec.seed))
                )));
            }
        }
    }
}

/// Makes or finishes every run, `jobs` at a time in this process, each on `threads`
/// threads; in an MPI job the root also hands runs out to the other processes
/// ([`super::queue`]). A run already complete costs one short `resume` that says
/// so. Returns how the phase ended and the CPU seconds the other processes' runs
/// took.
pub fn run_all(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    jobs: usize,
    threads: usize,
    stop: &Arc<AtomicBool>,
    job: &Job,
    ledger: &mut Ledger,
) -> Result<(RunsOutcome, f64), CliError> {
    let exe = own_executable()?;
    let runs = all_runs(config);
    let mut tally = Tally {
        dir,
        stop: stop.as_ref(),
        done: 0,
        total: runs.len(),
        failure: None,
        interrupted: false,
    };
    let mut next = 0;
    let mut running: Vec<(usize, Child)> = Vec::new();
    let mut others_left = job.size() - 1;
    let mut others_cpu = 0.0;
    loop {
        while running.len() < jobs.max(1) && tally.open() && next < runs.len() {
            running.push((next, start(config, dir, &runs[next], threads, &exe)?));
            next += 1;
        }
        while let Some((rank, bytes)) = job.try_receive_work() {
            match queue::decode(&bytes)? {
                ToRoot::Ready { finished } => {
                    if let Some(f) = finished {
                        others_cpu += f.cpu_seconds;
                        let spec = runs.get(f.run).ok_or_else(|| {
                            CliError::runtime(format!("rank {rank} ran no run {}", f.run))
                        })?;
                        tally.settle(spec, f.code, Some(rank));
                    }
                    let assignment: Assignment = (tally.open() && next < runs.len()).then(|| {
                        next += 1;
                        next - 1
                    });
                    job.send_work(rank, &queue::encode(&assignment));
                }
                ToRoot::Done => others_left -= 1,
            }
        }
        if running.is_empty() && others_left == 0 {
            break;
        }
        for (index, code) in reap(&mut running)? {
            tally.settle(&runs[index], code, None);
        }
        ledger.tick()?;
    }
    if tally.stop.load(Ordering::Relaxed) {
        tally.interrupted = true;
    }
    match tally.failure {
        Some(e) => Err(e),
        None if tally.interrupted => Ok((RunsOutcome::Interrupted, others_cpu)),
        None => Ok((RunsOutcome::Finished, others_cpu)),
    }
}

/// Waits a moment, then takes the runs that have ended out of `running`: each run's
/// index with its exit code (`None`: killed by a signal).
pub fn reap(running: &mut Vec<(usize, Child)>) -> Result<Vec<(usize, Option<i32>)>, CliError> {
    std::thread::sleep(Duration::from_millis(100));
    let mut ended = Vec::new();
    let mut k = 0;
    while k < running.len() {
        let status = running[k]
            .1
            .try_wait()
            .map_err(|e| CliError::runtime(format!("cannot wait for a run: {e}")))?;
        match status {
            Some(status) => {
                let (index, _) = running.swap_remove(k);
                ended.push((index, status.code()));
            }
            None => k += 1,
        }
    }
    Ok(ended)
}

/// Starts one run as a child process, its output appended to the run's `.out`
/// file. The child is a process alone, even when this one is part of an MPI job.
pub fn start(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    spec: &RunSpec,
    threads: usize,
    exe: &Path,
) -> Result<Child, CliError> {
    let configuration = config
        .configuration
        .iter()
        .find(|c| c.name == spec.configuration)
        .ok_or_else(|| CliError::runtime(format!("no configuration {}", spec.configuration)))?;
    let run_dir = dir.run(&spec.configuration, spec.seed);
    let output_path = dir.run_output(&spec.configuration, spec.seed);
    let mut command = Command::new(exe);
    if run_dir.join("config.toml").is_file() {
        command.arg("resume").arg(&run_dir);
    } else {
        // A kill before the run wrote its config leaves at most an empty directory.
        let config_path = dir
            .root
            .join("runs")
            .join(format!("{}-s{}.toml", spec.configuration, spec.seed));
        write_text(
            &config_path,
            &render_config(&configuration.run_config(spec.seed)),
        )?;
        command
            .arg("evolve")
            .arg("--config")
            .arg(&config_path)
            .arg("--out")
            .arg(&run_dir)
            .arg("--force");
    }
    command.arg("--threads").arg(threads.max(1).to_string());
    let output = File::options()
        .create(true)
        .append(true)
        .open(&output_path)
        .map_err(|e| CliError::runtime(format!("cannot open {}: {e}", shown(&output_path))))?;
    let errors = output
        .try_clone()
        .map_err(|e| CliError::runtime(format!("cannot open {}: {e}", shown(&output_path))))?;
    command
        .stdin(Stdio::null())
        .stdout(Stdio::from(output))
        .stderr(Stdio::from(errors));
    command.env(crate::cluster::ALONE, "1");
    die_with_parent(&mut command);
    command
        .spawn()
        .map_err(|e| CliError::runtime(format!("cannot start {}: {e}", exe.display())))
}

/// A child outlives a killed parent otherwise, and would hold its run's lock while
/// the experiment is started again.
#[cfg(target_os = "linux")]
fn die_with_parent(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: prctl is async-signal-safe, and the closure touches no other state.
    unsafe {
        command.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn die_with_parent(_command: &mut Command) {}
