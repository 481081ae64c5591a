//! `mategp solve`: one position (`--fen`) or every position of a suite (`--suite`).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use fitness::cpu_time::{cpu_since, thread_cpu_time};
use fitness::problem::{ReadOptions, load_suite, parse_fen};
use fitness::{MateDepth, MateSolver, Verdict};
use serde::Serialize;
use shakmaty::Chess;

use crate::args::{LimitArgs, ProverArgs, ThreadArgs, parse_mate};
use crate::certificate::{CERTIFICATE_PROVERS, Certifier, Subject, WrittenJson};
use crate::defence::solve_mated;
use crate::error::CliError;
use crate::report::{
    Kind, ShareJson, SolutionFields, millis, write_json, write_shares_text, write_text,
};
use crate::searcher_cli::{self, AnySolver, SearcherArgs, SearcherFields};
use crate::solvers::{ALGOS, SolverOptions};
use crate::suite_progress::SuiteProgress;
use crate::suite_summary::{Solved, SuiteSummary};

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The position, as a FEN (4 to 6 fields).
    #[arg(long, required_unless_present = "suite", conflicts_with = "suite")]
    pub fen: Option<String>,
    /// Solve every position of an EPD file (or `builtin:NAME`, e.g. builtin:mate3-test).
    // The same name as bench's, inspect's and export's; `--epd`, the old one, stays
    // as a hidden alias.
    #[arg(long, value_name = "FILE", alias = "epd")]
    pub suite: Option<String>,
    /// Look for a mate in N moves or fewer (1 to 99). With --suite, overrides the
    /// file's mate lengths; without it, a line's `dm N` or `bm #N` is asked, and
    /// `bm #-N` (matetrack) asks whether the side to move is mated in N.
    #[arg(long, value_name = "N", value_parser = parse_mate, required_unless_present = "suite", allow_negative_numbers = true)]
    pub mate: Option<MateDepth>,
    /// The solver: ab (alpha-beta prover), pn (proof-number search), or portfolio
    /// (both at once on two threads; the first proof answers).
    #[arg(long, default_value = "ab", value_parser = ALGOS)]
    pub algo: String,
    #[command(flatten)]
    pub threads: ThreadArgs,
    /// Find every key move, not only one.
    #[arg(long)]
    pub all_keys: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[command(flatten)]
    pub prover: ProverArgs,
    #[command(flatten)]
    pub searcher: SearcherArgs,
    /// With --suite: stop at the first bad line instead of skipping it with a warning.
    #[arg(long)]
    pub strict: bool,
    /// One JSON object per position instead of text.
    #[arg(long)]
    pub json: bool,
    /// Exit with the answer, for scripts: 0 mate (or mated), 3 no mate (or not
    /// mated), 4 unknown (a limit was hit); with --suite the least decided answer
    /// (any unknown: 4, else any no mate: 3). Errors stay 1 and 2.
    #[arg(long)]
    pub exit_status: bool,
    /// With --fen: after a proven mate, write its proof tree to FILE (docs/CERTIFICATES.md),
    /// rebuilt by the alpha-beta prover and checked as `mategp verify` checks it. The
    /// limits bound the build as they bound the solve.
    #[arg(long, value_name = "FILE", conflicts_with = "suite")]
    pub certificate: Option<PathBuf>,
    /// The prover that rebuilds the certificate: ab (each attacker node re-solved to
    /// its shortest mate), or pn (df-pn: mates too deep for ab).
    #[arg(long, value_name = "ALGO", default_value = "ab", value_parser = CERTIFICATE_PROVERS, requires = "certificate")]
    pub certificate_prover: String,
}

/// `--exit-status`: the exit code tells the answer, for scripts.
pub const EXIT_NO_MATE: u8 = 3;
pub const EXIT_UNKNOWN: u8 = 4;

/// The JSON object of one solve.
#[derive(Serialize)]
struct SolveJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a str>,
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
    /// The solve's CPU time on this thread, beside `time_ms`, its wall time.
    cpu_ms: f64,
    /// `--algo portfolio`: each thread's part (for a "mate in N?" question).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    threads: Vec<ShareJson>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    searcher: Option<SearcherFields>,
    /// With --certificate and a proven mate: the file written.
    #[serde(skip_serializing_if = "Option::is_none")]
    certificate: Option<WrittenJson>,
}

/// One position to solve.
struct Job<'a> {
    id: Option<&'a str>,
    fen: &'a str,
    position: &'a Chess,
    kind: Kind,
    depth: MateDepth,
    expected: Option<i32>,
    comment: Option<&'a str>,
}

/// The question a file's line asks, unless `--mate` overrides it: `bm #-N` asks
/// whether the side to move is mated in N.
pub fn question(mate: Option<i32>, override_: Option<MateDepth>) -> Option<(Kind, MateDepth)> {
    if let Some(depth) = override_ {
        return Some((Kind::Mate, depth));
    }
    let n = mate?;
    let depth = MateDepth::new(i64::from(n).abs()).ok()?;
    Some((if n > 0 { Kind::Mate } else { Kind::Mated }, depth))
}

/// Runs `solve`; the exit code (0, or with `--exit-status` the answer's).
pub fn run(args: SolveArgs, out: &mut impl Write) -> Result<u8, CliError> {
    args.threads
        .check([args.algo.as_str()].into_iter())
        .map_err(CliError::input)?;
    let options = SolverOptions {
        all_keys: args.all_keys,
        prover: args.prover,
    };
    if let Some(fen) = &args.fen {
        let parsed = parse_fen(fen).map_err(|e| CliError::input(format!("--fen: {e}")))?;
        let depth = args
            .mate
            .ok_or_else(|| CliError::input("--mate N is required with --fen"))?;
        let mut solver = searcher_cli::make(&args.algo, options, &args.searcher)?;
        let job = Job {
            id: None,
            fen: &parsed.fen,
            position: &parsed.position,
            kind: Kind::Mate,
            depth,
            expected: None,
            comment: None,
        };
        let solved = solve_one(&mut solver, &job, &args, out)?;
        return Ok(exit_code(&args, [solved.verdict]));
    }
    let spec = args.suite.as_deref().unwrap_or_default();
    let suite = load_suite(
        spec,
        ReadOptions {
            require_mate: false,
            skip_bad: !args.strict,
        },
    )?;
    for e in &suite.skipped {
        eprintln!("mategp: warning: skipped {e}");
    }
    let mut solver = searcher_cli::make(&args.algo, options, &args.searcher)?;
    let jobs: Vec<Job> = suite
        .problems
        .iter()
        .filter_map(|p| {
            let (kind, depth) = question(p.mate, args.mate)?;
            Some(Job {
                id: Some(&p.id),
                fen: &p.fen,
                position: &p.position,
                kind,
                depth,
                expected: p.mate,
                comment: p.comment.as_deref(),
            })
        })
        .collect();
    let without_length = suite.problems.len() - jobs.len();
    let mut progress = SuiteProgress::new("solve", jobs.len());
    let mut verdicts = Vec::with_capacity(jobs.len());
    let mut summary = SuiteSummary::default();
    for (i, job) in jobs.iter().enumerate() {
        if !args.json && i > 0 {
            writeln!(out)?;
        }
        let solved = solve_one(&mut solver, job, &args, out)?;
        summary.add(job.depth.get(), &solved);
        verdicts.push(solved.verdict);
        progress.step();
    }
    progress.finish();
    if !args.json && !jobs.is_empty() {
        writeln!(out)?;
        summary.write(out)?;
    }
    if without_length > 0 {
        eprintln!(
            "mategp: note: {without_length} position(s) of {spec} skipped: no mate length (dm N, bm #N or bm #-N) of 1 to {} moves (give --mate N)",
            fitness::MAX_MATE
        );
    }
    if jobs.is_empty() {
        return Err(CliError::input(format!(
            "--suite {spec}: no position to solve ({} read)",
            suite.problems.len()
        )));
    }
    Ok(exit_code(&args, verdicts))
}

/// 0; with `--exit-status`, the least decided answer: any unknown gives
/// [`EXIT_UNKNOWN`], else any no-mate (or not mated) [`EXIT_NO_MATE`], else 0.
fn exit_code(args: &SolveArgs, verdicts: impl IntoIterator<Item = Verdict>) -> u8 {
    if !args.exit_status {
        return 0;
    }
    let verdicts: Vec<Verdict> = verdicts.into_iter().collect();
    if verdicts.contains(&Verdict::Unknown) {
        EXIT_UNKNOWN
    } else if verdicts.contains(&Verdict::NoMate) {
        EXIT_NO_MATE
    } else {
        0
    }
}

fn solve_one(
    solver: &mut AnySolver,
    job: &Job<'_>,
    args: &SolveArgs,
    out: &mut impl Write,
) -> Result<Solved, CliError> {
    let cpu_start = thread_cpu_time();
    let limits = args.limits.limits();
    let solution = match job.kind {
        Kind::Mate => solver.solve(job.position, job.depth, limits),
        Kind::Mated => solve_mated(solver, job.position, job.depth, limits),
    };
    // The searcher's fields and the threads' shares describe one solve; a defence
    // asks many.
    let (searcher, shares) = match job.kind {
        Kind::Mate => (solver.searcher_fields(), solver.thread_shares()),
        Kind::Mated => (None, &[][..]),
    };
    // A defence's many solves count the calling thread only (a deep tree's walker
    // threads are known for the last solve alone).
    let caller_cpu = cpu_since(cpu_start);
    let cpu = match job.kind {
        Kind::Mate => caller_cpu + solver.spawned_cpu(),
        Kind::Mated => caller_cpu,
    };
    // A certificate proves a mate by the side to move; "mated in N" has none.
    let certificate = match (&args.certificate, job.kind) {
        (Some(path), Kind::Mate) => {
            let subject = Subject {
                fen: job.fen,
                position: job.position,
                id: job.id,
                solver: solver.name(),
            };
            let written = Certifier::new(args.limits.limits(), &args.certificate_prover)
                .write(path, &subject, &solution)?
                .map_err(|e| CliError::runtime(format!("--certificate: {e}")));
            if let Ok(None) = written {
                eprintln!(
                    "mategp: note: no certificate written to {}: the answer is {}, not a proven mate",
                    path.display(),
                    solution.verdict.as_str()
                );
            }
            written
        }
        _ => Ok(None),
    };
    // The answer is printed even when its certificate could not be built.
    let written = certificate.as_ref().ok().and_then(Option::as_ref);
    if args.json {
        let row = SolveJson {
            id: job.id,
            solver: solver.name(),
            fen: job.fen,
            expected_mate_in: job.expected,
            mate_limit: job.depth.get(),
            c0: job.comment,
            fields: SolutionFields::new(job.kind, job.position, &solution),
            cpu_ms: millis(cpu),
            threads: ShareJson::list(shares, caller_cpu),
            searcher: searcher.clone(),
            certificate: written.map(|c| c.json()),
        };
        write_json(out, &row)?;
    } else {
        if let Some(id) = job.id {
            writeln!(out, "id         {id}")?;
        }
        writeln!(out, "position   {}", job.fen)?;
        if let Some(c) = job.comment {
            writeln!(out, "comment    {c}")?;
        }
        match job.expected {
            Some(n) if n > 0 => writeln!(out, "file says  mate in {n}")?,
            Some(n) => writeln!(out, "file says  the side to move is mated in {}", -n)?,
            None => {}
        }
        let depth = job.depth.get();
        write_text(
            out,
            job.kind,
            job.position,
            solver.name(),
            depth,
            &solution,
            cpu,
        )?;
        write_shares_text(out, shares, caller_cpu)?;
        if job.kind == Kind::Mate {
            solver.write_searcher_text(out, job.position, job.depth)?;
        }
        if let Some(c) = written {
            writeln!(out, "certificate {}", c.summary())?;
        }
    }
    certificate.map(|_| Solved {
        verdict: solution.verdict,
        nodes: solution.nodes,
        cpu_ms: millis(cpu),
        searcher,
    })
}
