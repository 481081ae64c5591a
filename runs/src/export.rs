//! `mategp export DIR --out FILE`: a run's best searcher as a standalone searcher file,
//! with the run's config, its provenance and its results on a test set.

use std::io::Write;
use std::path::{Path, PathBuf};

use chess_prims::Primitives;
use clap::Args;
use fitness::evolve::write_atomic;
use fitness::searcher::primitive_set_version;

use crate::error::CliError;
use crate::numeric::bounded;
use crate::searcher_file::{
    FORMAT, MAX_CONSULT_FROM_N, Provenance, SearcherFile, parse, read_run, render,
};
use crate::searcher_test::{Measured, TestArgs, run_tests, write_table};
use crate::tree_view::pretty;

/// Lines of the stored S-expression are kept within this width where they can be.
const WIDTH: usize = 88;

#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The run directory: best.sexp, and config.toml and log.jsonl when present.
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The searcher file to write (replaced atomically).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// The searcher's name [default: the output file's name without .toml].
    #[arg(long)]
    pub name: Option<String>,
    /// One line on what the searcher is.
    #[arg(long)]
    pub description: Option<String>,
    /// Export this hall-of-fame member (1 = the best; `hall_of_fame.sexp` lists them)
    /// instead of `best.sexp`, e.g. the one a validation set preferred.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
    pub member: Option<u64>,
    /// Where the searcher comes from, in words (kept in [provenance] as `source`).
    #[arg(long)]
    pub source: Option<String>,
    /// The shortest mate length at which the searcher is to be consulted (the file's
    /// `consult_from_n`); below it `solve`, `bench` and `uci --searcher` let the
    /// prover alone answer [default: every length].
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = bounded(1u32, MAX_CONSULT_FROM_N))]
    pub consult_from_n: Option<u32>,
    /// Write the file without testing the searcher (no [results]).
    #[arg(long, conflicts_with_all = ["test", "test_limit"])]
    pub no_test: bool,
    #[command(flatten)]
    pub test: TestArgs,
}

pub fn run(args: ExportArgs, out: &mut impl Write) -> Result<(), CliError> {
    let run = read_run(&args.dir, args.member).map_err(CliError::input)?;
    let results = if args.no_test {
        None
    } else {
        Some(run_tests(&run.program, &args.test)?)
    };
    let prims = Primitives::reader();
    let name = args.name.clone().or_else(|| {
        args.out
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_owned)
    });
    let file = SearcherFile {
        format: FORMAT,
        name,
        description: args.description.clone(),
        primitive_set: primitive_set_version(),
        size: Some(run.tree.size() as u64),
        depth: Some(run.tree.depth() as u64),
        sexpr: pretty(&run.tree, prims.pset(), WIDTH),
        consult_from_n: args.consult_from_n,
        provenance: Some(Provenance {
            run_dir: Some(args.dir.display().to_string()),
            seed: run.seed,
            generation: run.found,
            last_generation: run.last_generation,
            member: run.member.map(|m| m.place),
            member_generation: None,
            source: args.source.clone(),
            exported_by: Some(format!(
                "mategp {} (commit {})",
                env!("CARGO_PKG_VERSION"),
                env!("MATEGP_COMMIT")
            )),
        }),
        training: run.config,
        results,
    };
    let text = render(&file).map_err(CliError::runtime)?;
    // The file must load back as the same tree before it replaces anything.
    let origin = args.out.display().to_string();
    let back = parse(&text, &origin)
        .map_err(|e| CliError::runtime(format!("the file made would not load back: {e}")))?;
    if back.tree != run.tree {
        return Err(CliError::runtime(
            "the file made would not load back as the same tree",
        ));
    }
    write_atomically(&args.out, &text)?;
    writeln!(
        out,
        "wrote {origin}: searcher {} from {}, size {}, depth {}",
        back.label(),
        run.best_path.display(),
        run.tree.size(),
        run.tree.depth()
    )?;
    if let Some(results) = &back.file.results {
        write_table(out, results, &Measured::Now)?;
    }
    Ok(())
}

/// Writes `text` over `path` atomically ([`write_atomic`]): a reader sees the old
/// file or the new one, never half of one.
fn write_atomically(path: &Path, text: &str) -> Result<(), CliError> {
    if path.file_name().is_none() {
        return Err(CliError::input(format!(
            "--out {}: not a file name",
            path.display()
        )));
    }
    write_atomic(path, text.as_bytes())
        .map_err(|e| CliError::runtime(format!("{}: cannot write: {e}", path.display())))
}
