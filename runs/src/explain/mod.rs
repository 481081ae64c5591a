//! `mategp explain`: why a mate works. The key, the threat, the variations, the tries
//! and the themes (docs/EXPLAIN.md), for one position (`--fen`) or a suite.

mod json;
mod text;

use std::io::Write;

use clap::Args;
use fitness::MateDepth;
use fitness::ab::ProverOptions;
use fitness::explain::{DEFAULT_BUDGET, ExplainError, Explanation, Options, explain};
use fitness::problem::{ReadOptions, load_suite, parse_fen};
use shakmaty::Chess;

use crate::args::{LimitArgs, parse_mate};
use crate::error::CliError;
use crate::numeric::bounded;
use crate::report::write_json;
use crate::suite_progress::SuiteProgress;

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// The position, as a FEN (4 to 6 fields).
    #[arg(long, required_unless_present = "suite", conflicts_with = "suite")]
    pub fen: Option<String>,
    /// Explain every position of an EPD file (or `builtin:NAME`); a line's `dm N` or
    /// `bm #N` is the mate length asked unless --mate is given.
    #[arg(long, value_name = "FILE", alias = "epd")]
    pub suite: Option<String>,
    /// Look for a mate in N moves or fewer (1 to 99; default 5).
    #[arg(long, value_name = "N", value_parser = parse_mate, allow_negative_numbers = true)]
    pub mate: Option<MateDepth>,
    /// Attacker moves of the variations shown (1: each defence to the key and its mate).
    #[arg(long, value_name = "D", default_value_t = 1, allow_negative_numbers = true, value_parser = bounded(1u32, 20))]
    pub depth: u32,
    /// Nodes the causal tests (the themes) may spend per position; 0: no themes.
    #[arg(long, value_name = "NODES", default_value_t = DEFAULT_BUDGET, allow_negative_numbers = true, value_parser = bounded(0u64, u64::MAX))]
    pub budget: u64,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// One JSON object per position instead of text.
    #[arg(long)]
    pub json: bool,
    /// With --suite: stop at the first bad line instead of skipping it with a warning.
    #[arg(long)]
    pub strict: bool,
}

/// One position to explain.
pub struct Job<'a> {
    pub id: Option<&'a str>,
    pub fen: &'a str,
    pub position: &'a Chess,
    pub mate: Option<MateDepth>,
}

pub fn run(args: ExplainArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(fen) = &args.fen {
        let parsed = parse_fen(fen).map_err(|e| CliError::input(format!("--fen: {e}")))?;
        let job = Job {
            id: None,
            fen: &parsed.fen,
            position: &parsed.position,
            mate: args.mate,
        };
        let result = explain_one(&args, &job);
        if let Err(e) = &result
            && !args.json
        {
            return Err(CliError::input(format!("--fen: {e}")));
        }
        return write_one(&args, &job, &result, out);
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
    if suite.problems.is_empty() {
        return Err(CliError::input(format!("--suite {spec}: no position read")));
    }
    let mut progress = SuiteProgress::new("explain", suite.problems.len());
    for (i, p) in suite.problems.iter().enumerate() {
        let job = Job {
            id: Some(&p.id),
            fen: &p.fen,
            position: &p.position,
            mate: args.mate.or_else(|| p.mate_depth()),
        };
        if !args.json && i > 0 {
            writeln!(out)?;
        }
        let result = explain_one(&args, &job);
        write_one(&args, &job, &result, out)?;
        progress.step();
    }
    progress.finish();
    Ok(())
}

fn explain_one(args: &ExplainArgs, job: &Job<'_>) -> Result<Explanation, ExplainError> {
    let limits = args.limits.limits();
    let options = Options {
        mate: job.mate,
        depth: args.depth,
        budget: Some(args.budget),
        max_nodes: limits.max_nodes,
        max_time: limits.max_time,
        prover: ProverOptions::default(),
    };
    explain(job.position, &options)
}

fn write_one(
    args: &ExplainArgs,
    job: &Job<'_>,
    result: &Result<Explanation, ExplainError>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    if args.json {
        write_json(out, &json::ExplainJson::new(job, result, args.budget))?;
    } else {
        text::write(out, job, result, args.budget)?;
    }
    Ok(())
}
