//! `mategp inspect DIR-or-FILE`: a searcher for people — its tree over lines, size,
//! depth, the primitives it uses, where it came from, and its results per mate length.
//! `--dot` writes the tree as Graphviz instead.

use std::io::Write;
use std::path::{Path, PathBuf};

use chess_prims::{Primitives, Program};
use clap::Args;
use gp::Tree;

use crate::error::CliError;
use crate::numeric::bounded;
use crate::searcher_file::{Provenance, TestResults, read_run, resolve};
use crate::searcher_test::{Measured, TestArgs, run_tests, write_table};
use crate::tree_view::{pretty, primitive_counts};

/// Width of the printed S-expression.
const WIDTH: usize = 88;

#[derive(Args, Debug)]
pub struct InspectArgs {
    /// A run directory (its best.sexp), a searcher file, a shipped searcher's name, or
    /// a file holding one S-expression (.sexp).
    #[arg(value_name = "DIR-or-FILE")]
    pub target: String,
    /// With a run directory: this hall-of-fame member (1 = the best) instead of
    /// best.sexp, e.g. to score every member on a validation set.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
    pub member: Option<u64>,
    /// Write the tree as a Graphviz digraph (render with `dot -Tsvg`) and nothing else.
    #[arg(long)]
    pub dot: bool,
    /// With --dot: write to this file instead of stdout.
    #[arg(long, value_name = "FILE", requires = "dot")]
    pub out: Option<PathBuf>,
    /// Do not test. Otherwise a run directory or .sexp is tested on the test set, and
    /// a searcher file shows its stored results unless --suite or --test-limit is given.
    #[arg(long, conflicts_with_all = ["test", "test_limit"])]
    pub no_test: bool,
    #[command(flatten)]
    pub test: TestArgs,
}

/// What `inspect` looks at.
struct Target {
    origin: String,
    tree: Tree,
    program: Program,
    name: Option<String>,
    description: Option<String>,
    provenance: Option<Provenance>,
    training_keys: Option<Vec<String>>,
    stored: Option<TestResults>,
}

fn target(spec: &str, member: Option<u64>) -> Result<Target, CliError> {
    let path = Path::new(spec);
    if member.is_some() && !path.is_dir() {
        return Err(CliError::input(format!(
            "--member: {spec} is not a run directory"
        )));
    }
    if path.is_dir() {
        let run = read_run(path, member).map_err(CliError::input)?;
        return Ok(Target {
            origin: run.best_path.display().to_string(),
            tree: run.tree,
            program: run.program,
            name: None,
            description: None,
            provenance: Some(Provenance {
                run_dir: Some(spec.to_owned()),
                seed: run.seed,
                generation: run.found,
                last_generation: run.last_generation,
                member: run.member.map(|m| m.place),
                ..Provenance::default()
            }),
            training_keys: run.config.map(|c| c.keys().cloned().collect()),
            stored: None,
        });
    }
    let loaded = resolve(spec).map_err(CliError::input)?;
    Ok(Target {
        // A bare S-expression has no name of its own.
        name: (!spec.ends_with(".sexp")).then(|| loaded.label()),
        origin: loaded.origin,
        tree: loaded.tree,
        program: loaded.program,
        description: loaded.file.description,
        provenance: loaded.file.provenance,
        training_keys: loaded.file.training.map(|c| c.keys().cloned().collect()),
        stored: loaded.file.results,
    })
}

pub fn run(args: InspectArgs, out: &mut impl Write) -> Result<(), CliError> {
    let t = target(&args.target, args.member)?;
    let prims = Primitives::reader();
    if args.dot {
        let dot = t.tree.to_dot(prims.pset());
        return match &args.out {
            Some(file) => std::fs::write(file, dot)
                .map_err(|e| CliError::runtime(format!("{}: cannot write: {e}", file.display()))),
            None => Ok(out.write_all(dot.as_bytes())?),
        };
    }
    writeln!(out, "searcher    {}", t.origin)?;
    if let Some(name) = &t.name {
        writeln!(out, "name        {name}")?;
    }
    if let Some(d) = &t.description {
        writeln!(out, "description {d}")?;
    }
    writeln!(
        out,
        "size        {} nodes, depth {}",
        t.tree.size(),
        t.tree.depth()
    )?;
    let counts: Vec<String> = primitive_counts(&t.tree, prims.pset())
        .iter()
        .map(|(name, n)| format!("{name} {n}"))
        .collect();
    writeln!(out, "primitives  {}", counts.join(", "))?;
    if let Some(p) = &t.provenance {
        let mut parts = Vec::new();
        if let Some(d) = &p.run_dir {
            parts.push(format!("run {d}"));
        }
        if let Some(s) = p.seed {
            parts.push(format!("seed {s}"));
        }
        if let Some(m) = p.member {
            parts.push(format!("hall-of-fame member #{m}"));
        }
        let (found, last) = p.generations();
        if let Some(g) = found {
            parts.push(format!("found in generation {g}"));
        }
        if let Some(g) = last {
            parts.push(format!("run logged through generation {g}"));
        }
        if let Some(s) = &p.source {
            parts.push(s.clone());
        }
        if let Some(e) = &p.exported_by {
            parts.push(format!("exported by {e}"));
        }
        if !parts.is_empty() {
            writeln!(out, "provenance  {}", parts.join(", "))?;
        }
    }
    if let Some(keys) = &t.training_keys {
        writeln!(out, "training    config with {}", keys.join(", "))?;
    }
    writeln!(out)?;
    writeln!(out, "{}", pretty(&t.tree, prims.pset(), WIDTH))?;
    let asked = args.test.test.is_some() || args.test.test_limit.is_some();
    let results = match (&t.stored, args.no_test, asked) {
        (_, true, _) => None,
        (Some(stored), false, false) => Some((
            stored.clone(),
            Measured::Stored(t.provenance.as_ref().and_then(|p| p.exported_by.clone())),
        )),
        _ => Some((run_tests(&t.program, &args.test)?, Measured::Now)),
    };
    if let Some((results, measured)) = results {
        writeln!(out)?;
        write_table(out, &results, &measured)?;
    }
    Ok(())
}
