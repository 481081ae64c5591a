//! Testing a searcher on a test set, for `export` and `inspect`: per mate length, its
//! correct %, its nodes, and the alpha-beta prover's nodes on the same problems.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use chess_prims::Program;
use clap::Args;
use fitness::evolve::{FitnessConfig, Pool};
use fitness::problem::{Problem, ReadOptions, builtin, load_suite};
use fitness::searcher::{DEFAULT_BUDGET, test_searcher};

use crate::error::CliError;
use crate::numeric::bounded;
use crate::run_dir::load_config;
use crate::searcher_file::TestResults;

/// Which problems, and how much the searcher may spend on each.
#[derive(Args, Clone, Debug)]
pub struct TestArgs {
    /// The test set: an EPD file or builtin:NAME, grouped by mate length [default:
    /// the lichess test sets builtin:mate1-test .. builtin:mate5-test]. `validation`:
    /// the problems the default training pool holds out for choosing a champion;
    /// `validation:RUN_DIR`: those a run's config.toml held out; `withheld:RUN_DIR`:
    /// the test split its `withheld_per_n` took out of training; `fresh`: the fresh
    /// Lichess test split (builtin:mate1-fresh .. builtin:mate5-fresh); `fresh2`: the
    /// second (builtin:mate1-fresh2 .. builtin:mate5-fresh2); `fresh3`: the third
    /// (builtin:mate1-fresh3 .. builtin:mate4-fresh3); `fresh4`: the fourth
    /// (builtin:mate1-fresh4 .. builtin:mate4-fresh4).
    // The same name as solve's and bench's; `--test`, the old one, stays as a hidden
    // alias.
    #[arg(long = "suite", value_name = "FILE", alias = "test")]
    pub test: Option<String>,
    /// Test on the first M positions of each mate length only.
    #[arg(long, value_name = "M", allow_negative_numbers = true, value_parser = bounded(1usize, usize::MAX))]
    pub test_limit: Option<usize>,
    /// Nodes the searcher may spend per position.
    #[arg(long, value_name = "K", default_value_t = DEFAULT_BUDGET, allow_negative_numbers = true,
          value_parser = bounded(0u64, u64::MAX))]
    pub searcher_budget: u64,
}

/// The fresh Lichess test splits `--suite` names: name, problems of mate in N, and the
/// test set's description as stored in a searcher file's results.
type FreshSplit = (&'static str, fn(u32) -> &'static [Problem], &'static str);
const FRESH_SPLITS: [FreshSplit; 4] = [
    (
        "fresh",
        builtin::fresh,
        "fresh (the fresh Lichess test split builtin:mate1-fresh .. builtin:mate5-fresh, in no training file)",
    ),
    (
        "fresh2",
        builtin::fresh2,
        "fresh2 (the second fresh Lichess test split builtin:mate1-fresh2 .. builtin:mate5-fresh2, in no other file)",
    ),
    (
        "fresh3",
        builtin::fresh3,
        "fresh3 (the third fresh Lichess test split builtin:mate1-fresh3 .. builtin:mate4-fresh3, in no other file; it has no mate in 5)",
    ),
    (
        "fresh4",
        builtin::fresh4,
        "fresh4 (the fourth fresh Lichess test split builtin:mate1-fresh4 .. builtin:mate4-fresh4, in no other file; it has no mate in 5)",
    ),
];

/// Says on stderr where a run's withheld split holds fewer problems than its
/// `withheld_per_n` asks, so that a small test split is never taken for a full one.
pub fn warn_short_withheld(pool: &Pool, config: &FitnessConfig) {
    if config.withheld_per_n == 0 {
        return;
    }
    for (n, held) in pool.withheld_short_of(config.withheld_per_n) {
        eprintln!(
            "mategp: warning: withheld round {} holds {held} problems of mate in {n}, fewer than withheld_per_n = {}: no more are left that no earlier round drew",
            config.withheld_round, config.withheld_per_n
        );
    }
}

/// A part of a run's pool that `spec` names: `validation` (the default pool's),
/// `validation:RUN_DIR` or `withheld:RUN_DIR`, by mate length: the same problems
/// `fitness::evolve::Pool` sets aside from the run's training suites.
fn pool_part(spec: &str) -> Result<BTreeMap<u32, Vec<Problem>>, CliError> {
    let (part, dir) = spec.split_once(':').unwrap_or((spec, ""));
    let config = match dir {
        "" if part == "validation" => FitnessConfig::default(),
        "" => {
            return Err(CliError::input(format!(
                "--suite {spec}: name the run: {part}:RUN_DIR"
            )));
        }
        dir => load_config(&Path::new(dir).join("config.toml"))?.fitness,
    };
    let pool = Pool::load(&config).map_err(|e| CliError::input(format!("--suite {spec}: {e}")))?;
    if part == "withheld" {
        warn_short_withheld(&pool, &config);
    }
    let split: BTreeMap<u32, Vec<Problem>> = (1..=config.max_n)
        .filter_map(|n| {
            let s = pool.split(n)?;
            Some((
                n,
                if part == "withheld" {
                    &s.withheld
                } else {
                    &s.validation
                }
                .clone(),
            ))
        })
        .collect();
    if split.values().all(Vec::is_empty) {
        return Err(CliError::input(format!(
            "--suite {spec}: the run's pool sets no problem aside as {part}"
        )));
    }
    Ok(split)
}

/// The test set of `args`: problems by mate length, and a description.
fn test_set(args: &TestArgs) -> Result<(String, BTreeMap<u32, Vec<Problem>>), CliError> {
    let mut by_n: BTreeMap<u32, Vec<Problem>> = BTreeMap::new();
    let name = match &args.test {
        None => {
            for n in 1..=builtin::MAX_POOL_MATE {
                by_n.insert(n, builtin::test(n).to_vec());
            }
            format!(
                "lichess test sets builtin:mate1-test .. builtin:mate{}-test",
                builtin::MAX_POOL_MATE
            )
        }
        Some(spec) if FRESH_SPLITS.iter().any(|(name, ..)| name == spec) => {
            let (_, of_n, what) = FRESH_SPLITS
                .iter()
                .find(|(name, ..)| name == spec)
                .copied()
                .unwrap_or(FRESH_SPLITS[0]);
            for n in 1..=builtin::MAX_POOL_MATE {
                if !of_n(n).is_empty() {
                    by_n.insert(n, of_n(n).to_vec());
                }
            }
            what.to_string()
        }
        Some(spec) if spec == "validation" || spec.starts_with("validation:") => {
            by_n.extend(pool_part(spec)?);
            format!("{spec} (the validation split, never sampled by evolution)")
        }
        Some(spec) if spec == "withheld" || spec.starts_with("withheld:") => {
            by_n.extend(pool_part(spec)?);
            format!("{spec} (the withheld test split, never sampled by evolution)")
        }
        Some(spec) => {
            let suite = load_suite(
                spec,
                ReadOptions {
                    require_mate: false,
                    skip_bad: true,
                },
            )
            .map_err(|e| CliError::input(format!("--suite: {e}")))?;
            for e in &suite.skipped {
                eprintln!("mategp: warning: skipped {e}");
            }
            for p in suite.problems {
                if let Some(n) = p.mate_depth() {
                    by_n.entry(n.get()).or_default().push(p);
                }
            }
            spec.clone()
        }
    };
    if let Some(m) = args.test_limit {
        for problems in by_n.values_mut() {
            problems.truncate(m);
        }
    }
    by_n.retain(|_, problems| !problems.is_empty());
    if by_n.is_empty() {
        return Err(CliError::input(format!(
            "--suite {name}: no position with a mate length for the side to move"
        )));
    }
    let name = match args.test_limit {
        Some(m) => format!("{name} (first {m} per mate length)"),
        None => name,
    };
    Ok((name, by_n))
}

/// Tests `program` on the test set of `args`, telling progress on stderr.
pub fn run_tests(program: &Program, args: &TestArgs) -> Result<TestResults, CliError> {
    let (name, by_n) = test_set(args)?;
    let mut per_n = Vec::new();
    for (n, problems) in &by_n {
        let depth = fitness::MateDepth::new(i64::from(*n)).map_err(CliError::input)?;
        eprintln!("mategp: testing mate in {n}: {} positions", problems.len());
        per_n.push(test_searcher(
            program,
            depth,
            problems,
            args.searcher_budget,
            0,
        ));
    }
    Ok(TestResults {
        test_set: name,
        budget: args.searcher_budget,
        per_n,
    })
}

/// Where a table's results come from.
pub enum Measured {
    /// Tested by this command.
    Now,
    /// Stored in a searcher file when it was written, by this mategp (its
    /// `exported_by`, when it says).
    Stored(Option<String>),
}

/// The results as a table, saying whether they were measured now or read from the
/// file. Results stored before boards and CPU time were measured show a dash there.
pub fn write_table(
    out: &mut impl Write,
    results: &TestResults,
    measured: &Measured,
) -> std::io::Result<()> {
    match measured {
        Measured::Now => writeln!(out, "results on {}, measured now", results.test_set)?,
        Measured::Stored(by) => {
            // Files exported before the commit was recorded say only the version.
            let by = match by.as_deref() {
                Some(b) if b.contains("(commit ") => format!(" by {b}"),
                Some(b) => format!(" by {b} (its commit not recorded)"),
                None => " (by an unrecorded mategp and commit)".to_owned(),
            };
            writeln!(
                out,
                "results on {}, stored in the file when it was written{by}, not measured now \
                 (--suite or --test-limit measures them)",
                results.test_set
            )?;
        }
    }
    writeln!(
        out,
        "searcher budget {} nodes per position; correct = the move is proven to mate within N",
        results.budget
    )?;
    writeln!(
        out,
        "boards = simulated by the searcher after a move without applying it, at no node; cpu = the searcher's CPU time"
    )?;
    writeln!(
        out,
        "own proofs = choices its own search proved (no verify needed); mean answer = what solve --searcher pays: nodes, plus verify and the full search after a failed one unless its own search proved the choice"
    )?;
    writeln!(
        out,
        "{:>4} {:>9} {:>8} {:>9} {:>12} {:>12} {:>12} {:>12} {:>12} {:>12} {:>12} {:>12}",
        "N",
        "positions",
        "correct",
        "correct %",
        "mean nodes",
        "mean boards",
        "mean verify",
        "own proofs",
        "mean answer",
        "ab mean",
        "nodes vs ab",
        "mean cpu ms"
    )?;
    for r in &results.per_n {
        let shown = |v: Option<f64>, decimals: usize| {
            v.map_or("-".to_owned(), |v| format!("{v:.decimals$}"))
        };
        let boards = shown(r.mean_boards, 1);
        let cpu_ms = shown(r.mean_cpu_ms, 3);
        let answer = shown(r.mean_answer_nodes, 1);
        let own = r.own_proofs.map_or("-".to_owned(), |k| k.to_string());
        writeln!(
            out,
            "{:>4} {:>9} {:>8} {:>9.2} {:>12.1} {boards:>12} {:>12.1} {own:>12} {answer:>12} {:>12.1} {:>12.3} {cpu_ms:>12}",
            r.n,
            r.positions,
            r.correct,
            r.correct_pct,
            r.mean_nodes,
            r.mean_verify_nodes,
            r.ab_mean_nodes,
            r.nodes_vs_ab
        )?;
    }
    Ok(())
}
