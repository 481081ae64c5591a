//! `mategp experiment CONFIG --out DIR`: K seeds of one or more configurations; each
//! run's searcher chosen on validation by a criterion fixed in the config; every
//! chosen searcher and the baselines tested once; a report. Running the same command
//! again continues after a stop or a kill. Under `mpirun -n K` (feature `mpi`) the
//! runs spread over the K processes (`queue`); rank 0 alone scores and reports.

mod compute;
mod config;
mod criterion;
#[cfg(test)]
mod fuzz;
mod launch;
mod ledger;
mod markdown;
mod phases;
mod queue;
mod report;
mod score;
mod shipped;
mod stats;
mod store;
mod svg;

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use chess_prims::{Extensions, Primitives};
use clap::Args;

use crate::cluster::Job;
use crate::error::CliError;
use crate::numeric::bounded;
use crate::run_dir::{RunLock, shown};
use config::ExperimentConfig;
use launch::RunsOutcome;
use ledger::Ledger;
use phases::{Candidate, baselines, choose_all, open_test_splits, prover_candidate, scores};
use report::{Entry, Report, SplitResult};
use score::{Record, Scorer, per_n};
use store::{ExperimentDir, write_json, write_text};

#[derive(Args, Debug)]
pub struct ExperimentArgs {
    /// The experiment file (docs/experiments/headline.toml), or `builtin:headline`,
    /// `builtin:smoke`.
    pub config: PathBuf,
    /// The experiment directory; give the same one again to continue.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Runs at a time [default: all cores].
    #[arg(long, value_name = "J", allow_negative_numbers = true, value_parser = bounded(1u16, u16::MAX))]
    pub jobs: Option<u16>,
    /// Threads per run, and for scoring [default: 1 per run; all cores for scoring].
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = bounded(1u16, u16::MAX))]
    pub threads: Option<u16>,
}

/// The size of the MPI job this process was started in, from the launcher's
/// environment (Open MPI, and PMI as Slurm's `srun` and MPICH set it).
fn mpi_job_size() -> usize {
    ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE"]
        .iter()
        .filter_map(|v| std::env::var(v).ok()?.parse().ok())
        .max()
        .unwrap_or(1)
}

pub fn run(args: ExperimentArgs, job: &Job, out: &mut impl Write) -> Result<(), CliError> {
    let ranks = mpi_job_size();
    if ranks > job.size() {
        // Each process would run the whole experiment in the same directory.
        return Err(CliError::input(format!(
            "this mategp was built without the feature `mpi`, so it cannot spread an \
             experiment over the {ranks} processes of this job: build it with \
             `--features mpi`, or start it once with --jobs J runs at a time"
        )));
    }
    let (config, text) = config::load(&args.config)?;
    let dir = ExperimentDir::new(&args.out);
    let mut lock = None;
    job.share(|| {
        adopt(&dir, &config, &text)?;
        lock = Some(RunLock::acquire(&dir.root)?);
        Ok(())
    })?;
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    // In an MPI job a process per core is the usual layout: one run each.
    let jobs = args
        .jobs
        .map_or(if job.size() > 1 { 1 } else { cores }, usize::from);
    let run_threads = args.threads.map_or(1, usize::from);
    if !job.is_root() {
        return queue::work(&config, &dir, jobs, run_threads, job);
    }
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        // The runs stop themselves on the same Ctrl-C (one process group); this
        // process only stops starting new ones. Fails only when a handler exists.
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::Relaxed));
    }
    let mut ledger = Ledger::open(&dir)?;
    let cpu = children_cpu_seconds();
    let (outcome, others_cpu) =
        launch::run_all(&config, &dir, jobs, run_threads, &stop, job, &mut ledger)?;
    let runs_wall = ledger.runs_ended(outcome == RunsOutcome::Interrupted)?;
    if outcome == RunsOutcome::Interrupted {
        writeln!(
            out,
            "experiment stopped; continue with: mategp experiment {} --out {}",
            args.config.display(),
            shown(&dir.root)
        )?;
        out.flush()?;
        std::process::exit(130);
    }
    let runs_cpu = children_cpu_seconds().map(|after| after - cpu.unwrap_or(0.0) + others_cpu);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.map_or(0, usize::from))
        .build()
        .map_err(|e| CliError::runtime(format!("cannot start threads: {e}")))?;
    let mut report = pool.install(|| score_and_report(&config, &dir, runs_wall, runs_cpu))?;
    report.took = Some(ledger.took());
    let report_dir = dir.report();
    write_json(&report_dir.join("report.json"), &report)?;
    write_text(&report_dir.join("report.md"), &markdown::render(&report))?;
    for split in &config.test_splits {
        let (keys, cost) = markdown::split_plots(&report, split.as_str());
        write_text(
            &report_dir.join(format!("test-keys-{}.svg", split.as_str())),
            &keys,
        )?;
        write_text(
            &report_dir.join(format!("test-cost-{}.svg", split.as_str())),
            &cost,
        )?;
    }
    for (split, searchers) in &report.problem_costs {
        write_text(
            &report_dir.join(format!("cost-per-problem-{split}.svg")),
            &markdown::problem_cost_plot(split, searchers),
        )?;
    }
    write_text(
        &report_dir.join("best-fitness.svg"),
        &markdown::fitness_plot(&fitness_curves(&config, &dir)),
    )?;
    ledger.reported()?;
    writeln!(out, "report: {}", shown(&report_dir.join("report.md")))?;
    Ok(())
}

/// Keeps the experiment file in the directory; a directory made for another
/// experiment is refused.
fn adopt(dir: &ExperimentDir, config: &ExperimentConfig, text: &str) -> Result<(), CliError> {
    match std::fs::read_to_string(dir.config()) {
        Ok(kept) => {
            let kept = config::parse(&kept, &shown(&dir.config()))?;
            if &kept != config {
                return Err(CliError::input(format!(
                    "{} holds another experiment ({}); use a new --out directory",
                    shown(&dir.root),
                    shown(&dir.config())
                )));
            }
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if dir.root.exists()
                && std::fs::read_dir(&dir.root).is_ok_and(|mut d| d.next().is_some())
            {
                return Err(CliError::input(format!(
                    "--out {} is not empty and holds no experiment.toml; choose another directory",
                    shown(&dir.root)
                )));
            }
            write_text(&dir.config(), text)
        }
        Err(e) => Err(CliError::runtime(format!(
            "cannot read {}: {e}",
            shown(&dir.config())
        ))),
    }
}

fn score_and_report(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    runs_wall: f64,
    runs_cpu: Option<f64>,
) -> Result<Report, CliError> {
    let fitness = &config.configuration[0].fitness;
    let prims =
        Primitives::with_options(fitness.constant_min, fitness.constant_max, Extensions::ALL)
            .map_err(|e| CliError::input(format!("primitive set: {e}")))?;
    let scorer = Scorer::new(config.searcher_budget).with_own_proofs(config.own_proofs);
    // Validation: every run's choice, then the baselines beside them.
    let mut validation = phases::problems("validation", fitness, config.validation_per_n)?;
    if config.validation_pvline {
        validation.extend(phases::pvline_validation(fitness, config.validation_per_n)?);
    }
    let choices = choose_all(config, dir, &scorer, &prims, &validation)?;
    let baseline_candidates: Vec<Candidate> = baselines()
        .into_iter()
        .map(|(label, sexpr)| Candidate {
            size: sexpr_size(&prims, &sexpr),
            label,
            sexpr,
        })
        .collect();
    let mut baseline_validation = Vec::new();
    for b in &baseline_candidates {
        baseline_validation.push(scores(dir, &scorer, &prims, b, "validation", &validation)?);
    }
    // Every choice is made and kept: now, and only now, the test splits.
    let (test_read, splits, refuted) = open_test_splits(config, dir, &scorer)?;
    // The prover's records answer below a shipped searcher's consulted length.
    let mut prover_tests = Vec::new();
    if config.shipped {
        for (split, problems) in &splits {
            let split = split.as_str();
            prover_tests.push(scores(
                dir,
                &scorer,
                &prims,
                &prover_candidate(),
                split,
                problems,
            )?);
        }
    }
    let mut run_tests: Vec<Vec<(String, Vec<Record>)>> = Vec::new();
    for c in &choices {
        let mut per_split = Vec::new();
        for (k, (split, problems)) in splits.iter().enumerate() {
            let split = split.as_str();
            let mut records = scores(dir, &scorer, &prims, &c.chosen, split, problems)?;
            if let (Some(from_n), Some(prover)) = (c.consult_from_n, prover_tests.get(k)) {
                records = shipped::as_shipped(&records, from_n, prover);
            }
            per_split.push((split.to_string(), records));
        }
        run_tests.push(per_split);
    }
    let mut baseline_entries = Vec::new();
    let mut baseline_records = Vec::new();
    for (b, val) in baseline_candidates.iter().zip(&baseline_validation) {
        let mut per_split = Vec::new();
        for (split, problems) in &splits {
            per_split.push((
                split.as_str().to_string(),
                scores(dir, &scorer, &prims, b, split.as_str(), problems)?,
            ));
        }
        baseline_entries.push(Entry {
            label: b.label.clone(),
            configuration: None,
            seed: None,
            member: None,
            within_limit: config.choose.meets(&per_n(val)),
            consult_from_n: None,
            candidate: b.clone(),
            validation: per_n(val),
            test: per_split
                .iter()
                .map(|(s, r)| SplitResult::new(s, r))
                .collect(),
        });
        baseline_records.push(per_split);
    }
    let chosen = report::entries(&choices, &run_tests);
    let best_run = report::best_by_validation(
        config.choose,
        chosen
            .iter()
            .enumerate()
            .filter(|(_, e)| report::is_headline(config, e)),
    );
    // The prover alone and the floor are not hand-written searchers.
    let best_baseline = report::best_by_validation(
        config.choose,
        baseline_entries
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.candidate.sexpr.is_empty()),
    );
    let mut best_vs_baseline = Vec::new();
    if let (Some(r), Some(b)) = (best_run, best_baseline) {
        for ((split, a), (_, bb)) in run_tests[r].iter().zip(&baseline_records[b]) {
            if let Some(p) = report::paired(
                split,
                (&chosen[r].label, a),
                (&baseline_entries[b].label, bb),
            ) {
                best_vs_baseline.push(p);
            }
        }
    }
    let ratios = |r: &[Record]| -> Vec<f64> {
        r.iter()
            .map(|x| x.cost() as f64 / x.alone.max(1) as f64)
            .collect()
    };
    let problem_costs = splits
        .iter()
        .enumerate()
        .map(|(k, (split, _))| {
            let mut searchers = Vec::new();
            if let Some(r) = best_run {
                searchers.push((chosen[r].label.clone(), ratios(&run_tests[r][k].1)));
            }
            for (e, recs) in baseline_entries.iter().zip(&baseline_records) {
                searchers.push((e.label.clone(), ratios(&recs[k].1)));
            }
            (split.as_str().to_string(), searchers)
        })
        .collect();
    let (deep_runs, deep_compared) = report::deep_runs(config, &chosen);
    Ok(Report {
        problem_costs,
        deep_runs,
        deep_compared,
        configurations: report::configuration_splits(config, &chosen),
        across: report::across(config, &chosen),
        best_run: best_run.map(|i| chosen[i].label.clone()),
        best_baseline: best_baseline.map(|i| baseline_entries[i].label.clone()),
        experiment: config.clone(),
        test_read,
        refuted,
        runs_wall_seconds: Some(runs_wall),
        runs_cpu_seconds: runs_cpu,
        took: None,
        run_seconds: compute::run_seconds(config, dir),
        machine: machine(),
        chosen,
        baselines: baseline_entries,
        best_vs_baseline,
    })
}

fn sexpr_size(prims: &Primitives, sexpr: &str) -> usize {
    gp::Tree::parse(prims.pset(), sexpr, prims.float()).map_or(0, |t| t.size())
}

/// Best fitness per generation of every run, by configuration, from `log.jsonl`.
fn fitness_curves(config: &ExperimentConfig, dir: &ExperimentDir) -> Vec<(String, Vec<Vec<f64>>)> {
    #[derive(serde::Deserialize)]
    struct Line {
        generation: usize,
        best_fitness: f64,
    }
    // A run of several islands logs a line per island: its best is the islands' best.
    let curve = |lines: Vec<Line>| {
        let mut best: Vec<f64> = Vec::new();
        for l in lines {
            if l.generation == best.len() {
                best.push(l.best_fitness);
            } else if let Some(b) = best.get_mut(l.generation) {
                *b = b.max(l.best_fitness);
            }
        }
        best
    };
    config
        .configuration
        .iter()
        .map(|c| {
            let runs = config
                .seeds_of(c)
                .map(|seed| {
                    let log = dir.run(&c.name, seed).join("log.jsonl");
                    curve(
                        std::fs::read_to_string(log)
                            .unwrap_or_default()
                            .lines()
                            .filter_map(|l| serde_json::from_str::<Line>(l).ok())
                            .collect(),
                    )
                })
                .collect();
            (c.name.clone(), runs)
        })
        .collect()
}

/// CPU seconds used by this process's finished children.
fn children_cpu_seconds() -> Option<f64> {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: an all-zero rusage is valid, and getrusage only writes into it.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } == 0 {
            let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
            return Some(secs(usage.ru_utime) + secs(usage.ru_stime));
        }
    }
    None
}

/// The CPU model and core count, for the report.
fn machine() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    format!("{cores} × {model}")
}
