//! The searcher of a run directory: `best.sexp`, with what `config.toml` and
//! `log.jsonl` tell of the run, when they are there.

use std::path::{Path, PathBuf};

use chess_prims::{Primitives, Program};
use gp::Tree;

/// The best searcher of a run, and the run's particulars.
#[derive(Clone, Debug)]
pub struct RunSearcher {
    pub best_path: PathBuf,
    pub tree: Tree,
    pub program: Program,
    /// `config.toml` as a table (`None` when the file is missing).
    pub config: Option<toml::Table>,
    /// The `seed` of `config.toml`.
    pub seed: Option<u64>,
    /// The `generation` of the last line of `log.jsonl`.
    pub generation: Option<u64>,
}

/// Reads the run directory `dir`; only `best.sexp` must exist.
pub fn read_run(dir: &Path) -> Result<RunSearcher, String> {
    let best_path = dir.join("best.sexp");
    let text = std::fs::read_to_string(&best_path)
        .map_err(|e| format!("{}: cannot read: {e}", best_path.display()))?;
    let (tree, program) = parse_sexpr_file(&text, &best_path)?;
    let config_path = dir.join("config.toml");
    let config = match std::fs::read_to_string(&config_path) {
        Ok(text) => Some(text.parse::<toml::Table>().map_err(|e| {
            let place = e.span().map_or(String::new(), |s| {
                let (line, col) = super::location::line_col(&text, s.start);
                format!(":{line}:{col}")
            });
            format!(
                "{}{place}: {}",
                config_path.display(),
                e.message().trim_end()
            )
        })?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{}: cannot read: {e}", config_path.display())),
    };
    let seed = config
        .as_ref()
        .and_then(|c| c.get("seed"))
        .and_then(toml::Value::as_integer)
        .and_then(|s| u64::try_from(s).ok());
    Ok(RunSearcher {
        best_path,
        tree,
        program,
        config,
        seed,
        generation: last_generation(&dir.join("log.jsonl")),
    })
}

/// Parses a file holding one S-expression (`;` comments allowed).
pub fn parse_sexpr_file(text: &str, path: &Path) -> Result<(Tree, Program), String> {
    let prims = Primitives::new();
    let tree = Tree::parse(prims.pset(), text, prims.float())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let program =
        Program::compile(&prims, &tree).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((tree, program))
}

/// The `generation` of the last JSON line of the log, if the log is readable.
fn last_generation(log: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(log).ok()?;
    let last = text.lines().rev().find(|l| !l.trim().is_empty())?;
    let value: serde_json::Value = serde_json::from_str(last).ok()?;
    value.get("generation")?.as_u64()
}
