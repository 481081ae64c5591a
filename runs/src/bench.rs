//! `mategp bench`: solvers (and optionally a UCI engine) on a suite, judged against
//! the file and the reference prover.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use fitness::cpu_time::{cpu_since, thread_cpu_time};
use fitness::problem::{Problem, ReadOptions, Suite, load_suite};
use fitness::searcher::{EvolvedSolver, Proof};
use fitness::{MateDepth, MateSolver, Solution, ThreadShare, Verdict, solve_cpu};
use serde::Serialize;

use crate::args::{LimitArgs, ProverArgs, ThreadArgs, parse_mate};
use crate::bench_stats::{Cost, SolverStats, SummaryJson, Tally};
use crate::certificate::CertificateDir;
use crate::defence::solve_mated;
use crate::engine_solver::EngineSolver;
use crate::error::CliError;
use crate::judge::{Judgement, Referee, judge, judge_mated};
use crate::numeric::bounded;
use crate::report::{Kind, ShareJson, SolutionFields, millis, write_json};
use crate::searcher_cli::{SearcherArgs, SearcherFields, bench_answer};
use crate::solve::question;
use crate::solvers::{self, ALGOS, REFERENCE, SolverOptions, make_solver};
use crate::suite_progress::SuiteProgress;

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// The problems: an EPD file, or builtin:NAME (e.g. builtin:mate3-test).
    #[arg(long, value_name = "FILE")]
    pub suite: String,
    /// Look for a mate in N moves or fewer (1 to 99) in every position, instead of the
    /// file's mate lengths (as solve's --mate): a file without them (Win at Chess's
    /// `bm` lines) can be benched, and a proven "no mate" that the file does not
    /// contradict counts as an answer (no-mate).
    #[arg(long, value_name = "N", value_parser = parse_mate, allow_negative_numbers = true)]
    pub mate: Option<MateDepth>,
    /// The solvers to run, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "ab", value_parser = ALGOS)]
    pub algo: Vec<String>,
    #[command(flatten)]
    pub threads: ThreadArgs,
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
    /// Bench only the first M positions that have a mate length (or all with --mate).
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
    fen: &'a str,
    /// The file's mate length: positive, the side to move mates; negative, it is mated.
    #[serde(skip_serializing_if = "Option::is_none")]
    expected_mate_in: Option<i32>,
    /// The question asked: a mate (or being mated) in this many moves or fewer.
    mate_limit: u32,
    /// The file's `c0` comment.
    #[serde(skip_serializing_if = "Option::is_none")]
    c0: Option<&'a str>,
    #[serde(flatten)]
    fields: SolutionFields,
    /// CPU time on the bench's thread, for the same work as `nodes` and `time_ms`
    /// (none for an engine).
    #[serde(skip_serializing_if = "Option::is_none")]
    cpu_ms: Option<f64>,
    /// True exactly when `outcome` is solved, shorter or no-mate.
    correct: bool,
    outcome: &'static str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    file_keys_rejected: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    searcher: Option<SearcherFields>,
    /// `--algo portfolio`: each thread's part (for a "mate in N?" question).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    threads: Vec<ShareJson>,
}

/// One position to bench, and the question asked of it.
struct Job<'a> {
    problem: &'a Problem,
    kind: Kind,
    depth: MateDepth,
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

    /// The searcher's part of the last answer (evolved solvers only, on "mate in
    /// N?": a defence asks it many times).
    fn searcher_fields(&self, kind: Kind) -> Option<SearcherFields> {
        match (self, kind) {
            (Contender::Evolved { solver, label }, Kind::Mate) => solver
                .last_run()
                .map(|run| SearcherFields::new(label, run, false)),
            _ => None,
        }
    }

    /// The last answer's mate length is the searcher's own proof, a bound.
    fn answered_with_a_bound(&self) -> bool {
        match self {
            Contender::Evolved { solver, .. } => solver
                .last_run()
                .is_some_and(|run| matches!(run.proof, Proof::Searched(_))),
            _ => false,
        }
    }

    /// The threads of the last answer (a portfolio, on "mate in N?": a defence asks
    /// it many times).
    fn thread_shares(&self, kind: Kind) -> &[ThreadShare] {
        match (self, kind) {
            (Contender::Ours(s), Kind::Mate) => s.thread_shares(),
            _ => &[],
        }
    }

    /// Does this contender answer `kind`? An engine is asked `go mate N` only.
    fn answers(&self, kind: Kind) -> bool {
        kind == Kind::Mate || !matches!(self, Contender::Engine(_))
    }

    /// The answer, and its CPU time when it is this thread's.
    fn solve(
        &mut self,
        job: &Job<'_>,
        args: &BenchArgs,
    ) -> Result<(Solution, Option<Duration>), CliError> {
        let (problem, n, limits) = (job.problem, job.depth, args.limits.limits());
        let start = thread_cpu_time();
        match (self, job.kind) {
            (Contender::Ours(s), Kind::Mate) => {
                let solution = s.solve(&problem.position, n, limits);
                let cpu = cpu_since(start) + s.spawned_cpu();
                Ok((solution, Some(cpu)))
            }
            (Contender::Ours(s), Kind::Mated) => {
                let solution = solve_mated(s.as_mut(), &problem.position, n, limits);
                Ok((solution, Some(cpu_since(start))))
            }
            (Contender::Evolved { solver, .. }, Kind::Mate) => {
                let (solution, cpu) = bench_answer(solver, &problem.position, n, limits);
                Ok((solution, Some(cpu)))
            }
            (Contender::Evolved { solver, .. }, Kind::Mated) => {
                let solution = solve_mated(solver.as_mut(), &problem.position, n, limits);
                Ok((solution, Some(cpu_since(start))))
            }
            (Contender::Engine(e), _) => e
                .solve(&problem.fen, &problem.position, n)
                .map(|solution| (solution, None))
                .map_err(|err| CliError::runtime(format!("{}: {err}", problem.source))),
        }
    }
}

pub fn run(args: BenchArgs, out: &mut impl Write) -> Result<(), CliError> {
    args.threads
        .check(args.algo.iter().map(String::as_str))
        .map_err(CliError::input)?;
    let suite = load_suite(
        &args.suite,
        ReadOptions {
            require_mate: false,
            skip_bad: !args.strict,
        },
    )?;
    let (jobs, skipped) = jobs(&args, &suite)?;
    let mut contenders = contenders(&args, &jobs)?;
    let names: Vec<String> = contenders.iter().map(Contender::name).collect();
    let mut reference = solvers::reference();
    let mut stats: Vec<SolverStats> = vec![SolverStats::default(); contenders.len()];
    let mut notes = Vec::new();
    let mut progress = SuiteProgress::new("bench", jobs.len());
    let mut certificates = (args.certificates.as_deref())
        .map(|dir| CertificateDir::create(dir, args.limits.limits()))
        .transpose()?;

    for (place, job) in jobs.iter().enumerate() {
        let problem = job.problem;
        let mut proven = Vec::new();
        // Each position starts with the next solver: the first to search a position
        // pays for bringing it into the caches, which on mates of a few microseconds
        // is a third of the time or more, so a fixed order would favour the later.
        let count = contenders.len();
        for i in (0..count).map(|k| (place + k) % count) {
            let contender = &mut contenders[i];
            if !contender.answers(job.kind) {
                continue;
            }
            let (solution, cpu) = contender.solve(job, &args)?;
            // A certificate proves a mate by the side to move, from one of our solvers.
            if certificates.is_some()
                && job.kind == Kind::Mate
                && !matches!(contender, Contender::Engine(_))
            {
                proven.push((i, names[i].clone(), solution.clone()));
            }
            let trusted = matches!(contender, Contender::Ours(_)) && names[i] == REFERENCE;
            let verdict: Judgement = match job.kind {
                Kind::Mate => {
                    let referee = Referee {
                        prover: Some(&mut reference),
                        trusted,
                        limits: args.limits.limits(),
                        bound: contender.answered_with_a_bound(),
                    };
                    judge(problem, job.depth, &solution, referee)
                }
                Kind::Mated => {
                    // The reference's own claim is the reference's word.
                    let mut confirm = |d: MateDepth| match trusted {
                        true => Verdict::Mate,
                        false => {
                            let limits = args.limits.limits();
                            solve_mated(&mut reference, &problem.position, d, limits).verdict
                        }
                    };
                    judge_mated(problem, job.depth, &solution, &mut confirm)
                }
            };
            let fields = SolutionFields::new(job.kind, &problem.position, &solution);
            let searcher = contender.searcher_fields(job.kind);
            let cost = Cost {
                nodes: fields.nodes,
                boards: searcher.as_ref().map(|s| s.searcher_boards),
                time_ms: fields.time_ms,
                cpu_ms: cpu.map(millis),
            };
            let key = match job.kind {
                Kind::Mate => job.depth.get() as i32,
                Kind::Mated => -(job.depth.get() as i32),
            };
            stats[i].add(key, verdict.outcome, cost);
            let shares = contender.thread_shares(job.kind);
            stats[i].add_threads(shares);
            if args.json {
                let row = Row {
                    id: &problem.id,
                    solver: &names[i],
                    fen: &problem.fen,
                    expected_mate_in: problem.mate,
                    mate_limit: job.depth.get(),
                    c0: problem.comment.as_deref(),
                    fields,
                    cpu_ms: cost.cpu_ms,
                    correct: verdict.correct,
                    outcome: verdict.outcome.as_str(),
                    file_keys_rejected: verdict.rejected_file_keys,
                    note: verdict.note,
                    searcher,
                    // The calling thread's part of the solve's CPU time.
                    threads: ShareJson::list(
                        shares,
                        cpu.unwrap_or_default()
                            .saturating_sub(solve_cpu(Duration::ZERO, shares)),
                    ),
                };
                write_json(out, &row)?;
            } else if let Some(note) = verdict.note {
                // Only answers that are not plain solves carry a note.
                let comment = problem
                    .comment
                    .as_deref()
                    .map_or(String::new(), |c| format!(" \"{c}\""));
                notes.push(format!(
                    "{}{comment} ({}) {}: {note}",
                    problem.id, problem.source, names[i]
                ));
            }
        }
        if let Some(dir) = certificates.as_mut()
            && job.kind == Kind::Mate
        {
            // The first of the solvers as given that proved it gives the key move.
            proven.sort_by_key(|(i, ..)| *i);
            let proven: Vec<(String, Solution)> =
                proven.into_iter().map(|(_, name, s)| (name, s)).collect();
            dir.add(problem, place, &proven)?;
        }
        progress.step();
    }
    progress.finish();
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

/// The positions to bench (each with its mate length), and how many were skipped:
/// lines that did not parse, and positions without a mate length.
fn jobs<'a>(args: &BenchArgs, suite: &'a Suite) -> Result<(Vec<Job<'a>>, usize), CliError> {
    for e in &suite.skipped {
        eprintln!("mategp: warning: skipped {e}");
    }
    // With --limit, only the lines read before the limit is reached count as skipped.
    let mut jobs: Vec<Job> = Vec::new();
    let mut without = 0;
    for p in &suite.problems {
        if args.limit.is_some_and(|m| jobs.len() >= m) {
            break;
        }
        match question(p.mate, args.mate) {
            Some((kind, depth)) => jobs.push(Job {
                problem: p,
                kind,
                depth,
            }),
            None => without += 1,
        }
    }
    let skipped = suite.skipped.len() + without;
    if without > 0 {
        eprintln!(
            "mategp: note: {without} position(s) of {} skipped: no mate length (dm N, bm #N or bm #-N) of 1 to {} moves (give --mate N)",
            args.suite,
            fitness::MAX_MATE
        );
    }
    // A bench of nothing would print empty tables and exit 0, as if it had passed.
    if jobs.is_empty() {
        return Err(CliError::input(format!(
            "--suite {}: no position to bench ({} read, {} skipped); a position needs a mate length (dm N, bm #N or bm #-N) of 1 to {} moves, or give --mate N",
            args.suite,
            suite.problems.len(),
            skipped,
            fitness::MAX_MATE
        )));
    }
    Ok((jobs, skipped))
}

/// The solvers to bench: ours in `--algo` order (each once), the searcher, the engine.
fn contenders(args: &BenchArgs, jobs: &[Job<'_>]) -> Result<Vec<Contender>, CliError> {
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
        let mated = jobs.iter().filter(|j| j.kind == Kind::Mated).count();
        if mated > 0 {
            eprintln!(
                "mategp: note: the engine is not asked about the {mated} position(s) where the side to move is mated (bm #-N): `go mate N` asks for a mate by the side to move"
            );
        }
    }
    Ok(contenders)
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
    if stats.iter().any(|s| s.by_n.keys().any(|&n| n < 0)) {
        writeln!(
            out,
            "N = -K: the side to move is mated in K (bm #-K): solved = every move meets a mate"
        )?;
    }
    if benched == 0 {
        return Ok(());
    }
    for (name, s) in names.iter().zip(stats) {
        writeln!(out)?;
        writeln!(out, "solver {name}")?;
        writeln!(
            out,
            "{:>4} {:>9} {:>7} {:>8} {:>7} {:>6} {:>7} {:>7} {:>13} {:>12} {:>13} {:>12} {:>10} {:>12} {:>12}",
            "N",
            "positions",
            "solved",
            "shortest",
            "shorter",
            "wrong",
            "no mate",
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
        for t in &s.threads {
            writeln!(
                out,
                "thread {}: {} nodes, answered {} of the positions it ran on",
                t.solver, t.nodes_total, t.answered
            )?;
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
        "{label:>4} {:>9} {:>7} {:>8} {:>7} {:>6} {:>7} {:>7} {:>13} {:>12} {boards:>13} {:>12.1} {:>10.3} {cpu_ms:>12} {:>12}",
        j.positions,
        j.solved,
        j.shortest,
        j.shorter,
        j.wrong,
        j.no_mate,
        j.unknown,
        j.nodes_total,
        j.nodes_median,
        j.time_ms_total,
        j.time_ms_median,
        j.nodes_per_s
    )
}
