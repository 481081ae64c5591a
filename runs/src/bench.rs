//! `mategp bench`: solvers (and optionally a UCI engine) on a suite, judged against
//! the file and the reference prover.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use fitness::cpu_time::{cpu_since, thread_cpu_time};
use fitness::evolved::EvolvedSolver;
use fitness::problem::{Problem, ReadOptions, load_suite};
use fitness::{MateDepth, MateSolver, Solution};
use serde::Serialize;

use crate::args::{LimitArgs, ProverArgs};
use crate::bench_stats::{Cost, SolverStats, SummaryJson, Tally};
use crate::certificate::CertificateDir;
use crate::engine_solver::EngineSolver;
use crate::error::CliError;
use crate::judge::{Judgement, Referee, judge};
use crate::numeric::bounded;
use crate::report::{SolutionFields, millis, write_json};
use crate::searcher_cli::{SearcherArgs, SearcherFields, bench_answer};
use crate::solvers::{self, ALGOS, REFERENCE, SolverOptions, make_solver};

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// The problems: an EPD file, or builtin:NAME (e.g. builtin:mate3-test).
    #[arg(long, value_name = "FILE")]
    pub suite: String,
    /// The solvers to run, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "ab", value_parser = ALGOS)]
    pub algo: Vec<String>,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[command(flatten)]
    pub prover: ProverArgs,
    /// With --searcher: the evolved searcher runs as solver `evolved` beside the others;
    /// its `correct`, `nodes` and `cpu_ms` are its own choice and cost, before any
    /// proof, with the boards it simulated in `searcher_boards`; the proof's nodes are
    /// `verify_nodes`.
    #[command(flatten)]
    pub searcher: SearcherArgs,
    /// Bench only the first M positions that have a positive mate length.
    #[arg(long, value_name = "M", allow_negative_numbers = true, value_parser = bounded(1usize, usize::MAX))]
    pub limit: Option<usize>,
    /// Also run this UCI engine with `go mate N` on every position.
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// The engine's node limit per position (`go mate N nodes K`).
    #[arg(long, value_name = "K", requires = "engine", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
    pub engine_nodes: Option<u64>,
    /// The engine's time limit per position (`go mate N movetime T`); 10 s when
    /// neither engine limit is given.
    #[arg(long, value_name = "T", requires = "engine", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
    pub engine_time_ms: Option<u64>,
    /// Stop at the first bad line of the suite instead of skipping it with a warning.
    #[arg(long)]
    pub strict: bool,
    /// One JSON line per position and solver, then one summary line per solver.
    #[arg(long)]
    pub json: bool,
    /// Write a certificate of each proven mate into DIR (docs/CERTIFICATES.md), named
    /// after the problem's id: the first of mategp's solvers that proved it gives the
    /// key move. The limits bound each build.
    #[arg(long, value_name = "DIR")]
    pub certificates: Option<PathBuf>,
}

/// One row of `bench --json`.
#[derive(Serialize)]
struct Row<'a> {
    id: &'a str,
    solver: &'a str,
    expected_mate_in: i32,
    #[serde(flatten)]
    fields: SolutionFields,
    /// CPU time on the bench's thread, for the same work as `nodes` and `time_ms`
    /// (none for an engine).
    #[serde(skip_serializing_if = "Option::is_none")]
    cpu_ms: Option<f64>,
    correct: bool,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    file_keys_rejected: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    searcher: Option<SearcherFields>,
}

/// A solver of the bench: one of ours, or an engine.
enum Contender {
    Ours(Box<dyn MateSolver>),
    Engine(EngineSolver),
    Evolved {
        solver: Box<EvolvedSolver>,
        label: String,
    },
}

impl Contender {
    fn name(&self) -> String {
        match self {
            Contender::Ours(s) => s.name().to_owned(),
            Contender::Engine(e) => e.name().to_owned(),
            Contender::Evolved { solver, .. } => solver.name().to_owned(),
        }
    }

    /// The searcher's part of the last answer (evolved solvers only).
    fn searcher_fields(&self) -> Option<SearcherFields> {
        match self {
            Contender::Evolved { solver, label } => solver
                .last_run()
                .map(|run| SearcherFields::new(label, run, false)),
            _ => None,
        }
    }

    /// The answer, and its CPU time when it is this thread's.
    fn solve(
        &mut self,
        problem: &Problem,
        n: MateDepth,
        args: &BenchArgs,
    ) -> Result<(Solution, Option<Duration>), CliError> {
        match self {
            Contender::Ours(s) => {
                let start = thread_cpu_time();
                let solution = s.solve(&problem.position, n, args.limits.limits());
                Ok((solution, Some(cpu_since(start))))
            }
            Contender::Engine(e) => e
                .solve(&problem.fen, &problem.position, n)
                .map(|solution| (solution, None))
                .map_err(|err| CliError::runtime(format!("{}: {err}", problem.source))),
            Contender::Evolved { solver, .. } => {
                let (solution, cpu) =
                    bench_answer(solver, &problem.position, n, args.limits.limits());
                Ok((solution, Some(cpu)))
            }
        }
    }
}

pub fn run(args: BenchArgs, out: &mut impl Write) -> Result<(), CliError> {
    let suite = load_suite(
        &args.suite,
        ReadOptions {
            require_mate: false,
            skip_bad: !args.strict,
        },
    )?;
    for e in &suite.skipped {
        eprintln!("mategp: warning: skipped {e}");
    }
    // With --limit, only the lines read before the limit is reached count as skipped.
    let mut jobs: Vec<(&Problem, MateDepth)> = Vec::new();
    let mut without = 0;
    for p in &suite.problems {
        if args.limit.is_some_and(|m| jobs.len() >= m) {
            break;
        }
        match p.mate_depth() {
            Some(n) => jobs.push((p, n)),
            None => without += 1,
        }
    }
    let skipped = suite.skipped.len() + without;
    if without > 0 {
        eprintln!(
            "mategp: note: {without} position(s) of {} skipped: no mate length of 1 to {} for the side to move",
            args.suite,
            fitness::MAX_MATE
        );
    }
    // A bench of nothing would print empty tables and exit 0, as if it had passed.
    if jobs.is_empty() {
        return Err(CliError::input(format!(
            "--suite {}: no position to bench ({} read, {} skipped); a position needs a mate length (dm N or bm #N) of 1 to {} for the side to move",
            args.suite,
            suite.problems.len(),
            skipped,
            fitness::MAX_MATE
        )));
    }

    let mut contenders = Vec::new();
    let mut algos: Vec<&str> = Vec::new();
    for name in &args.algo {
        if !algos.contains(&name.as_str()) {
            algos.push(name);
        }
    }
    for name in algos {
        let options = SolverOptions {
            all_keys: false,
            prover: args.prover,
        };
        contenders.push(Contender::Ours(make_solver(name, options)?));
    }
    if let Some(loaded) = args.searcher.load()? {
        contenders.push(Contender::Evolved {
            solver: Box::new(args.searcher.solver(&loaded, args.prover.options(false))),
            label: loaded.label(),
        });
    }
    if let Some(path) = &args.engine {
        contenders.push(Contender::Engine(EngineSolver::start(
            path,
            args.engine_nodes,
            args.engine_time_ms,
        )?));
    }
    let names: Vec<String> = contenders.iter().map(Contender::name).collect();
    let mut reference = solvers::reference();
    let mut stats: Vec<SolverStats> = vec![SolverStats::default(); contenders.len()];
    let mut notes = Vec::new();
    let mut certificates = (args.certificates.as_deref())
        .map(|dir| CertificateDir::create(dir, args.limits.limits()))
        .transpose()?;

    for (place, (problem, n)) in jobs.iter().enumerate() {
        let mut proven = Vec::new();
        for (i, contender) in contenders.iter_mut().enumerate() {
            let (solution, cpu) = contender.solve(problem, *n, &args)?;
            if certificates.is_some() && !matches!(contender, Contender::Engine(_)) {
                proven.push((names[i].clone(), solution.clone()));
            }
            let referee = Referee {
                prover: Some(&mut reference),
                trusted: matches!(contender, Contender::Ours(_)) && names[i] == REFERENCE,
                limits: args.limits.limits(),
            };
            let verdict: Judgement = judge(problem, *n, &solution, referee);
            let fields = SolutionFields::new(&solution);
            let searcher = contender.searcher_fields();
            let cost = Cost {
                nodes: fields.nodes,
                boards: searcher.as_ref().map(|s| s.searcher_boards),
                time_ms: fields.time_ms,
                cpu_ms: cpu.map(millis),
            };
            stats[i].add(n.get(), verdict.outcome, cost);
            if args.json {
                let row = Row {
                    id: &problem.id,
                    solver: &names[i],
                    expected_mate_in: n.get() as i32,
                    fields,
                    cpu_ms: cost.cpu_ms,
                    correct: verdict.correct,
                    outcome: verdict.outcome.as_str(),
                    file_keys_rejected: verdict.rejected_file_keys,
                    note: verdict.note,
                    searcher,
                };
                write_json(out, &row)?;
            } else if let Some(note) = verdict.note {
                // Only answers that are not plain solves carry a note.
                notes.push(format!(
                    "{} ({}) {}: {note}",
                    problem.id, problem.source, names[i]
                ));
            }
        }
        if let Some(dir) = certificates.as_mut() {
            dir.add(problem, place, &proven)?;
        }
    }
    if let Some(dir) = &certificates {
        eprintln!("mategp: note: {}", dir.summary());
    }

    if args.json {
        for (name, s) in names.iter().zip(&stats) {
            write_json(out, &SummaryJson::new(name, s, skipped))?;
        }
    } else {
        write_tables(
            out,
            &args.suite,
            jobs.len(),
            skipped,
            &names,
            &stats,
            &notes,
        )?;
    }
    Ok(())
}

fn write_tables(
    out: &mut impl Write,
    suite: &str,
    benched: usize,
    skipped: usize,
    names: &[String],
    stats: &[SolverStats],
    notes: &[String],
) -> std::io::Result<()> {
    writeln!(
        out,
        "suite {suite}: {benched} position(s) benched, {skipped} skipped"
    )?;
    if benched == 0 {
        return Ok(());
    }
    for (name, s) in names.iter().zip(stats) {
        writeln!(out)?;
        writeln!(out, "solver {name}")?;
        writeln!(
            out,
            "{:>4} {:>9} {:>7} {:>8} {:>7} {:>6} {:>7} {:>13} {:>12} {:>13} {:>12} {:>10} {:>12} {:>12}",
            "N",
            "positions",
            "solved",
            "shortest",
            "shorter",
            "wrong",
            "unknown",
            "nodes",
            "nodes median",
            "boards",
            "time ms",
            "median ms",
            "cpu ms",
            "nodes/s"
        )?;
        for (n, t) in &s.by_n {
            write_row(out, &n.to_string(), t)?;
        }
        if s.by_n.len() > 1 {
            write_row(out, "all", &s.total())?;
        }
    }
    if !notes.is_empty() {
        writeln!(out)?;
        for note in notes {
            writeln!(out, "{note}")?;
        }
    }
    Ok(())
}

fn write_row(out: &mut impl Write, label: &str, t: &Tally) -> std::io::Result<()> {
    let j = t.summary();
    // A solver that does not count boards, or whose CPU time is another process's,
    // shows a dash rather than a zero it did not measure.
    let boards = j.boards_total.map_or("-".to_owned(), |b| b.to_string());
    let cpu_ms = j.cpu_ms_total.map_or("-".to_owned(), |c| format!("{c:.1}"));
    writeln!(
        out,
        "{label:>4} {:>9} {:>7} {:>8} {:>7} {:>6} {:>7} {:>13} {:>12} {boards:>13} {:>12.1} {:>10.3} {cpu_ms:>12} {:>12}",
        j.positions,
        j.solved,
        j.shortest,
        j.shorter,
        j.wrong,
        j.unknown,
        j.nodes_total,
        j.nodes_median,
        j.time_ms_total,
        j.time_ms_median,
        j.nodes_per_s
    )
}
