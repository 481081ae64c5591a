//! The experiment directory: what is kept where, written atomically, so that running
//! the same command again continues where a stop or a kill left it.
//!
//! ```text
//! DIR/experiment.toml           the experiment, as first given (a rerun must match it)
//! DIR/lock                      held by the mategp working on the experiment
//! DIR/runs/NAME-sSEED.toml      the run config a run was started with
//! DIR/runs/NAME-sSEED/          one run directory per configuration and seed
//! DIR/runs/NAME-sSEED.out       that run's console output
//! DIR/scores/KEY@SPLIT.json     one searcher's records on one split (KEY: tree hash)
//! DIR/choices.json              every run's chosen searcher, written once all are chosen
//! DIR/test-read.json            when the test splits were first read, and for what
//! DIR/invocations.json          when each invocation started and how long it worked
//! DIR/report/                   report.md, report.json and the plots
//! ```

use std::path::{Path, PathBuf};

use fitness::evolve::write_atomic;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::CliError;
use crate::run_dir::shown;

/// The directory of one experiment.
#[derive(Clone, Debug)]
pub struct ExperimentDir {
    pub root: PathBuf,
}

impl ExperimentDir {
    pub fn new(root: &Path) -> ExperimentDir {
        ExperimentDir {
            root: root.to_path_buf(),
        }
    }

    pub fn config(&self) -> PathBuf {
        self.root.join("experiment.toml")
    }

    pub fn run(&self, name: &str, seed: u64) -> PathBuf {
        self.root.join("runs").join(format!("{name}-s{seed}"))
    }

    pub fn run_output(&self, name: &str, seed: u64) -> PathBuf {
        self.root.join("runs").join(format!("{name}-s{seed}.out"))
    }

    pub fn scores(&self, key: &str, split: &str) -> PathBuf {
        self.root.join("scores").join(format!("{key}@{split}.json"))
    }

    pub fn choices(&self) -> PathBuf {
        self.root.join("choices.json")
    }

    pub fn invocations(&self) -> PathBuf {
        self.root.join("invocations.json")
    }

    pub fn test_read(&self) -> PathBuf {
        self.root.join("test-read.json")
    }

    pub fn report(&self) -> PathBuf {
        self.root.join("report")
    }
}

/// Reads a JSON file this experiment wrote; `None` when it is absent. A file that
/// does not parse is an error naming it (it was written atomically, so it was
/// changed by hand or by another program).
pub fn read_json<T: DeserializeOwned>(path: &Path) -> Result<Option<T>, CliError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(CliError::runtime(format!(
                "cannot read {}: {e}",
                shown(path)
            )));
        }
    };
    serde_json::from_str(&text).map(Some).map_err(|e| {
        CliError::input(format!(
            "{} is damaged ({e}); delete it and run the experiment again to remake it",
            shown(path)
        ))
    })
}

/// Writes a JSON file atomically (pretty, with a final newline).
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<(), CliError> {
    let mut text = serde_json::to_string_pretty(value)
        .map_err(|e| CliError::runtime(format!("cannot encode {}: {e}", shown(path))))?;
    text.push('\n');
    write_text(path, &text)
}

/// Writes a text file atomically, making its directory.
pub fn write_text(path: &Path, text: &str) -> Result<(), CliError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| CliError::runtime(format!("cannot create {}: {e}", shown(parent))))?;
    }
    write_atomic(path, text.as_bytes())
        .map_err(|e| CliError::runtime(format!("cannot write {}: {e}", shown(path))))
}

/// The key of a tree's score files: a hash of its S-expression.
pub fn tree_key(sexpr: &str) -> String {
    format!("tree-{:016x}", gp::fnv1a64(sexpr.as_bytes()))
}
