//! `mategp solve`: one position (`--fen`) or every position of a suite (`--epd`).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use fitness::cpu_time::{cpu_since, thread_cpu_time};
use fitness::problem::{ReadOptions, load_suite, parse_fen};
use fitness::{MateDepth, MateSolver};
use serde::Serialize;
use shakmaty::Chess;

use crate::args::{LimitArgs, ProverArgs, parse_mate};
use crate::certificate::{CERTIFICATE_PROVERS, Certifier, Subject, WrittenJson};
use crate::error::CliError;
use crate::report::{SolutionFields, millis, write_json, write_text};
use crate::searcher_cli::{self, AnySolver, SearcherArgs, SearcherFields};
use crate::solvers::{ALGOS, SolverOptions};

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The position, as a FEN (4 to 6 fields).
    #[arg(long, required_unless_present = "epd", conflicts_with = "epd")]
    pub fen: Option<String>,
    /// Solve every position of an EPD file (or `builtin:NAME`, e.g. builtin:mate3-test).
    #[arg(long, value_name = "FILE")]
    pub epd: Option<String>,
    /// Look for a mate in N moves or fewer (1 to 99). With --epd, overrides the file's
    /// mate lengths.
    #[arg(long, value_name = "N", value_parser = parse_mate, required_unless_present = "epd", allow_negative_numbers = true)]
    pub mate: Option<MateDepth>,
    /// The solver: ab (alpha-beta prover) or pn (proof-number search).
    #[arg(long, default_value = "ab", value_parser = ALGOS)]
    pub algo: String,
    /// Find every key move, not only one.
    #[arg(long)]
    pub all_keys: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[command(flatten)]
    pub prover: ProverArgs,
    #[command(flatten)]
    pub searcher: SearcherArgs,
    /// With --epd: stop at the first bad line instead of skipping it with a warning.
    #[arg(long)]
    pub strict: bool,
    /// One JSON object per position instead of text.
    #[arg(long)]
    pub json: bool,
    /// With --fen: after a proven mate, write its proof tree to FILE (docs/CERTIFICATES.md),
    /// rebuilt by the alpha-beta prover and checked as `mategp verify` checks it. The
    /// limits bound the build as they bound the solve.
    #[arg(long, value_name = "FILE", conflicts_with = "epd")]
    pub certificate: Option<PathBuf>,
    /// The prover that rebuilds the certificate: ab (each attacker node re-solved to
    /// its shortest mate), or pn (df-pn: mates too deep for ab).
    #[arg(long, value_name = "ALGO", default_value = "ab", value_parser = CERTIFICATE_PROVERS, requires = "certificate")]
    pub certificate_prover: String,
}

/// The JSON object of one solve.
#[derive(Serialize)]
struct SolveJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a str>,
    solver: &'a str,
    fen: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected_mate_in: Option<i32>,
    #[serde(flatten)]
    fields: SolutionFields,
    /// The solve's CPU time on this thread, beside `time_ms`, its wall time.
    cpu_ms: f64,
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
    depth: MateDepth,
    expected: Option<i32>,
}

pub fn run(args: SolveArgs, out: &mut impl Write) -> Result<(), CliError> {
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
            depth,
            expected: None,
        };
        return solve_one(&mut solver, &job, &args, out);
    }
    let spec = args.epd.as_deref().unwrap_or_default();
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
    let mut without_length = 0;
    for (i, p) in suite.problems.iter().enumerate() {
        let Some(depth) = args.mate.or_else(|| p.mate_depth()) else {
            without_length += 1;
            continue;
        };
        if !args.json && i > 0 {
            writeln!(out)?;
        }
        let job = Job {
            id: Some(&p.id),
            fen: &p.fen,
            position: &p.position,
            depth,
            expected: p.mate,
        };
        solve_one(&mut solver, &job, &args, out)?;
    }
    if without_length > 0 {
        eprintln!(
            "mategp: note: {without_length} position(s) of {spec} skipped: no positive mate length of at most {} (give --mate N)",
            fitness::MAX_MATE
        );
    }
    Ok(())
}

fn solve_one(
    solver: &mut AnySolver,
    job: &Job<'_>,
    args: &SolveArgs,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let cpu_start = thread_cpu_time();
    let solution = solver.solve(job.position, job.depth, args.limits.limits());
    let cpu = cpu_since(cpu_start);
    let certificate = match &args.certificate {
        Some(path) => {
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
        None => Ok(None),
    };
    // The answer is printed even when its certificate could not be built.
    let written = certificate.as_ref().ok().and_then(Option::as_ref);
    if args.json {
        let row = SolveJson {
            id: job.id,
            solver: solver.name(),
            fen: job.fen,
            expected_mate_in: job.expected,
            fields: SolutionFields::new(&solution),
            cpu_ms: millis(cpu),
            searcher: solver.searcher_fields(),
            certificate: written.map(|c| c.json()),
        };
        write_json(out, &row)?;
    } else {
        if let Some(id) = job.id {
            writeln!(out, "id         {id}")?;
        }
        writeln!(out, "position   {}", job.fen)?;
        match job.expected {
            Some(n) if n > 0 => writeln!(out, "file says  mate in {n}")?,
            Some(n) => writeln!(out, "file says  the side to move is mated in {}", -n)?,
            None => {}
        }
        let depth = job.depth.get();
        write_text(out, job.position, solver.name(), depth, &solution, cpu)?;
        solver.write_searcher_text(out, job.position, job.depth)?;
        if let Some(c) = written {
            writeln!(out, "certificate {}", c.summary())?;
        }
    }
    certificate.map(|_| ())
}
