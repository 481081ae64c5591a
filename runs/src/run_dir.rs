//! The run directory (docs/ARCHITECTURE.md): its files, and the generation loop
//! that writes them, shared by `mategp evolve` and `mategp resume`.
//!
//! | file | what | written |
//! |---|---|---|
//! | `config.toml` | the full config, defaults filled in, seed included | at the start |
//! | `log.jsonl` | one line per generation ([`LogLine`]), per island and generation for a run of several | appended each generation |
//! | `best.sexp` | the hall of fame's best tree, with a comment header | each generation, atomically |
//! | `hall_of_fame.sexp` | every hall-of-fame tree, best first | each generation, atomically |
//! | `reference.jsonl` | the reference prover's answers for every problem sampled | when the run samples new problems |
//! | `checkpoint.bin` | the gp checkpoint (postcard), of every island for a run of several | each generation, atomically |
//! | `fitness.svg` | best/mean/median fitness per generation | each generation, atomically |
//! | `lock` | the process id of the mategp writing the directory, under an OS lock | at the start |
//!
//! Order within a generation: the log line first, the checkpoint last. A kill between
//! them leaves a log line the checkpoint does not cover; `resume` cuts it off, byte
//! offsets unchanged before it, then redoes that generation exactly. Any other
//! disagreement between the log and the checkpoint is refused ([`log_scan`]).

mod claim;
mod config;
mod driver;
#[cfg(test)]
mod fuzz;
mod lock;
mod log;
mod log_scan;
mod plot;
mod progress;
mod repair;
mod session;

use std::path::{Path, PathBuf};

pub use config::{IslandsConfig, RunConfig, load_config, print_default_config, render_config};
pub use driver::run_session;
pub use lock::RunLock;
pub use log::{LogLine, Timing};
pub use progress::human;
pub use session::Session;

/// The paths of a run directory.
#[derive(Clone, Debug)]
pub struct RunDir {
    /// The directory.
    pub root: PathBuf,
}

impl RunDir {
    /// The run directory at `root`.
    pub fn new(root: impl Into<PathBuf>) -> RunDir {
        RunDir { root: root.into() }
    }

    fn file(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    /// `config.toml`.
    pub fn config(&self) -> PathBuf {
        self.file("config.toml")
    }

    /// `log.jsonl`.
    pub fn log(&self) -> PathBuf {
        self.file("log.jsonl")
    }

    /// `best.sexp`.
    pub fn best(&self) -> PathBuf {
        self.file("best.sexp")
    }

    /// `hall_of_fame.sexp`.
    pub fn hall_of_fame(&self) -> PathBuf {
        self.file("hall_of_fame.sexp")
    }

    /// `reference.jsonl`.
    pub fn references(&self) -> PathBuf {
        self.file("reference.jsonl")
    }

    /// `checkpoint.bin`.
    pub fn checkpoint(&self) -> PathBuf {
        self.file("checkpoint.bin")
    }

    /// `fitness.svg`.
    pub fn plot(&self) -> PathBuf {
        self.file("fitness.svg")
    }
}

/// `path` as the user should read it in messages.
pub fn shown(path: &Path) -> String {
    path.display().to_string()
}
