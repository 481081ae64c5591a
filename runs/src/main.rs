//! `mategp`: evolve, solve, bench, inspect, export and play evolved mate searchers;
//! certify and verify mates.
//!
//! One file per command; each has an `Args` struct (clap derive) and a `run`.

mod args;
mod bench;
mod bench_stats;
mod certificate;
mod cluster;
mod confirm;
mod defence;
mod engine_solver;
mod error;
mod evolve;
mod experiment;
mod explain;
mod export;
mod inspect;
mod judge;
mod numeric;
mod primitives;
mod report;
mod resume;
mod run_dir;
mod searcher_cli;
mod searcher_file;
mod searcher_test;
mod solve;
mod solvers;
mod suite_progress;
mod suite_summary;
#[cfg(test)]
mod testing;
mod toml_nesting;
mod tree_view;
mod uci;
mod uci_client;
mod verify_cli;

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::error::{CliError, ErrorKind};

#[derive(Parser, Debug)]
#[command(
    name = "mategp",
    version,
    about = "Evolves mate-in-N chess searchers by genetic programming, and solves and benches mate problems",
    after_help = "Built-in suites (for --suite): builtin:mate1-train .. builtin:mate5-train, builtin:mate1-test .. builtin:mate5-test (development), builtin:mate1-holdout .. builtin:mate5-holdout and builtin:mate1-fresh .. builtin:mate5-fresh and builtin:mate1-fresh2 .. builtin:mate5-fresh2 and builtin:mate1-fresh3 .. builtin:mate4-fresh3 and builtin:mate1-fresh4 .. builtin:mate4-fresh4 (each read once, by an experiment's final test), builtin:mate1-pvline .. builtin:mate5-pvline (positions on matetrack's mating lines, for training), builtin:wac, builtin:matetrack.\nExit codes: 0 success, 1 failure while running, 2 bad input, 130 interrupted; `solve --exit-status` adds 3 (no mate) and 4 (unknown). A closed output (`| head`) ends mategp quietly with 0."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Evolves a mate searcher; writes a run directory (config, log, best tree, checkpoint, plot).
    Evolve(evolve::EvolveArgs),
    /// Continues a run from its last checkpoint.
    Resume(resume::ResumeArgs),
    /// Runs an experiment: seeds × configurations, choice on validation, one test, a report.
    Experiment(experiment::ExperimentArgs),
    /// Lists the primitive set: name, kind, signature, meaning.
    Primitives(primitives::PrimitivesArgs),
    /// Solves one position (--fen) or every position of a suite (--suite).
    Solve(solve::SolveArgs),
    /// Runs solvers (and a UCI engine) on a suite: solved per N, nodes, time, wrong claims.
    Bench(bench::BenchArgs),
    /// Shows a searcher (run directory or searcher file): tree, size, primitives, results.
    Inspect(inspect::InspectArgs),
    /// Writes a run's best searcher as a standalone searcher file, with its test results.
    Export(export::ExportArgs),
    /// Runs as a UCI engine that chess programs drive (`go mate N`, `go nodes`, …).
    Uci(uci::UciArgs),
    /// Explains a mate: key, threat, variations, tries, and its themes by causal tests.
    Explain(explain::ExplainArgs),
    /// Checks mate certificates (a file, or every *.cert.jsonl of a directory): valid or invalid, and why.
    Verify(verify_cli::VerifyArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Stdout is line-buffered: bench rows appear as they are made.
    let mut out = std::io::stdout().lock();
    let done = |r: Result<(), CliError>| r.map(|()| 0);
    // MPI (feature `mpi`) only for the commands that run on a cluster; it is
    // finalized when `job` is dropped, after the command.
    let job = match cli.command {
        Command::Evolve(_) | Command::Resume(_) | Command::Experiment(_) => cluster::Job::start(),
        _ => cluster::Job::alone(),
    };
    let result = match cli.command {
        Command::Evolve(args) => done(evolve::run(args, &job, &mut out)),
        Command::Resume(args) => done(resume::run(args, &job, &mut out)),
        Command::Experiment(args) => done(experiment::run(args, &job, &mut out)),
        Command::Primitives(args) => done(primitives::run(args, &mut out)),
        Command::Solve(args) => solve::run(args, &mut out),
        Command::Bench(args) => done(bench::run(args, &mut out)),
        Command::Uci(args) => done(uci::run(args, &mut out)),
        Command::Inspect(args) => done(inspect::run(args, &mut out)),
        Command::Export(args) => done(export::run(args, &mut out)),
        Command::Explain(args) => done(explain::run(args, &mut out)),
        Command::Verify(args) => done(verify_cli::run(args, &mut out)),
    }
    .and_then(|code| out.flush().map(|()| code).map_err(CliError::from));
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) if e.kind == ErrorKind::ClosedOutput => ExitCode::SUCCESS,
        Err(e) => {
            let _ = out.flush();
            if !e.message.is_empty() {
                eprintln!("mategp: error: {e}");
            }
            job.end_all_on_failure(e.exit_code());
            ExitCode::from(e.exit_code())
        }
    }
}
