//! The runs of an experiment, as child `mategp evolve` / `mategp resume` processes,
//! a few at a time: each run keeps its own directory, checkpoint and lock, so a stop
//! or a kill of the experiment loses at most the generations in progress.

use std::fs::File;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::config::ExperimentConfig;
use super::store::{ExperimentDir, write_text};
use crate::error::CliError;
use crate::run_dir::{render_config, shown};

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

/// Makes or finishes every run, `jobs` at a time, each on `threads` threads. A run
/// already complete costs one short `resume` that says so.
pub fn run_all(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    jobs: usize,
    threads: usize,
    stop: &Arc<AtomicBool>,
) -> Result<RunsOutcome, CliError> {
    let exe = std::env::current_exe()
        .map_err(|e| CliError::runtime(format!("cannot find the mategp binary: {e}")))?;
    let runs = all_runs(config);
    let total = runs.len();
    let mut pending = runs.into_iter();
    let mut running: Vec<(RunSpec, Child)> = Vec::new();
    let mut failure: Option<CliError> = None;
    let mut interrupted = false;
    let mut done = 0;
    loop {
        while running.len() < jobs.max(1) && failure.is_none() && !interrupted {
            if stop.load(Ordering::Relaxed) {
                interrupted = true;
                break;
            }
            let Some(spec) = pending.next() else { break };
            let child = start(config, dir, &spec, threads, &exe)?;
            running.push((spec, child));
        }
        if running.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        let mut k = 0;
        while k < running.len() {
            let status = running[k]
                .1
                .try_wait()
                .map_err(|e| CliError::runtime(format!("cannot wait for a run: {e}")))?;
            let Some(status) = status else {
                k += 1;
                continue;
            };
            let (spec, _) = running.swap_remove(k);
            let run_dir = dir.run(&spec.configuration, spec.seed);
            match status.code() {
                Some(0) => {
                    done += 1;
                    eprintln!(
                        "mategp: run {} ({done} of {total}) finished",
                        shown(&run_dir)
                    );
                }
                Some(130) => interrupted = true,
                _ if stop.load(Ordering::Relaxed) => interrupted = true,
                code => {
                    failure.get_or_insert(CliError::runtime(format!(
                        "run {} failed ({}); its output is in {}",
                        shown(&run_dir),
                        code.map_or("killed by a signal".to_string(), |c| format!("exit {c}")),
                        shown(&dir.run_output(&spec.configuration, spec.seed))
                    )));
                }
            }
        }
    }
    match failure {
        Some(e) => Err(e),
        None if interrupted => Ok(RunsOutcome::Interrupted),
        None => Ok(RunsOutcome::Finished),
    }
}

fn start(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    spec: &RunSpec,
    threads: usize,
    exe: &std::path::Path,
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
