//! A run ready to continue: set up anew by `evolve`, or from its directory by `resume`.

use std::path::PathBuf;

use fitness::evolve::{MateEvaluator, ReferenceCache, default_cache_path, write_atomic};
use gp::{Evolution, Tree};

use super::claim::{claim_new, remove_stale_temps};
use super::log::{LogLine, Timing, log_line};
use super::log_scan::{CheckpointView, Refusal, keep_for_resume, scan};
use super::repair::{cut_log, repair_log};
use super::{RunConfig, RunDir, RunLock, load_config, render_config, shown};
use crate::error::CliError;

/// A run ready to continue: its directory, config, gp state and log so far.
pub struct Session {
    /// The run directory.
    pub dir: RunDir,
    /// The gp run.
    pub evolution: Evolution<MateEvaluator>,
    /// The log lines of the generations done.
    pub log: Vec<LogLine>,
    /// The shared reference cache file, if any.
    pub shared_cache: Option<PathBuf>,
    /// How many references `reference.jsonl` holds: it is written again when the
    /// run has used more.
    pub(super) saved_references: usize,
    /// Held for the whole run: no other mategp writes the directory meanwhile.
    _lock: RunLock,
}

pub(super) fn runtime(path: &std::path::Path, e: impl std::fmt::Display) -> CliError {
    CliError::runtime(format!("cannot write {}: {e}", shown(path)))
}

/// The folder of mategp's shared caches, under the user's cache directory.
const CACHE_FOLDER: &str = "mategp";

/// The shared cache file named by `fitness.reference_cache`.
fn shared_cache_path(config: &RunConfig) -> Option<PathBuf> {
    match config.fitness.reference_cache.as_str() {
        "off" => None,
        "auto" => default_cache_path(CACHE_FOLDER),
        path => Some(PathBuf::from(path)),
    }
}

/// A cache is only a cache: one that cannot be read costs time, not correctness.
pub(super) fn load_cache_or_warn(path: &std::path::Path) -> ReferenceCache {
    ReferenceCache::load(path).unwrap_or_else(|e| {
        eprintln!("mategp: warning: ignoring {e}");
        ReferenceCache::new()
    })
}

fn evaluator_for(config: &RunConfig) -> Result<(MateEvaluator, Option<PathBuf>), CliError> {
    let shared = shared_cache_path(config);
    let known = shared
        .as_deref()
        .map(load_cache_or_warn)
        .unwrap_or_default();
    let evaluator = MateEvaluator::new(config.fitness.clone(), config.gp.parsimony, known)
        .map_err(|e| CliError::input(format!("config: {e}")))?;
    Ok((evaluator, shared))
}

/// The evaluator of a run in `dir`, knowing the references the run already used.
fn resumed_evaluator(
    config: &RunConfig,
    dir: &RunDir,
) -> Result<(MateEvaluator, Option<PathBuf>, usize), CliError> {
    let (mut evaluator, shared) = evaluator_for(config)?;
    let own = load_cache_or_warn(&dir.references());
    evaluator.add_used_references(&own);
    let saved = evaluator.used_references().len();
    Ok((evaluator, shared, saved))
}

/// A run at its beginning, before generation 0.
pub(super) fn new_evolution(
    config: &RunConfig,
    evaluator: MateEvaluator,
    seed: u64,
) -> Result<Evolution<MateEvaluator>, CliError> {
    let pset = evaluator.prims().pset().clone();
    let root = evaluator.prims().float();
    let initial = config
        .initial
        .iter()
        .enumerate()
        .map(|(i, text)| {
            Tree::parse(&pset, text, root)
                .map_err(|e| CliError::input(format!("config: initial tree {}: {e}", i + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut evolution = Evolution::new(pset, root, config.gp.clone(), evaluator, seed)
        .map_err(|e| CliError::input(format!("config: [gp] {e}")))?;
    evolution
        .set_initial(initial)
        .map_err(|e| CliError::input(format!("config: {e}")))?;
    Ok(evolution)
}

fn load_checkpoint(
    config: &RunConfig,
    evaluator: MateEvaluator,
    seed: u64,
    dir: &RunDir,
) -> Result<Evolution<MateEvaluator>, CliError> {
    let checkpoint = dir.checkpoint();
    let pset = evaluator.prims().pset().clone();
    let evo = Evolution::load_checkpoint(pset, evaluator, &checkpoint).map_err(|e| {
        CliError::input(format!(
            "{e}\n(to redo the run from its log instead, move {} away and run `mategp resume {} --repair-log`)",
            shown(&checkpoint),
            shown(&dir.root)
        ))
    })?;
    check_matches(&evo, config, seed, dir)?;
    Ok(evo)
}

/// The refusal of a log that disagrees with the run, as the user reads it.
fn refused(dir: &RunDir, r: Refusal) -> CliError {
    let log = shown(&dir.log());
    let at = match r.line {
        Some(n) => format!("{log} line {n}"),
        None => log,
    };
    CliError::input(format!(
        "{at}: {}.\nThe run was not resumed and nothing was changed. `mategp resume {} --repair-log` \
         copies the log to a backup, keeps its lines before the first one at fault, and redoes \
         the generations after them",
        r.reason,
        shown(&dir.root)
    ))
}

impl Session {
    /// A new run in `dir`: sets the run up, then takes the directory (see
    /// [`claim_new`]) and writes `config.toml` and an empty log. Nothing is written if
    /// the setup fails.
    pub fn start(dir: RunDir, config: RunConfig, force: bool) -> Result<Session, CliError> {
        let seed = config
            .seed
            .ok_or_else(|| CliError::input("a new run needs a seed"))?;
        let (evaluator, shared_cache) = evaluator_for(&config)?;
        let evolution = new_evolution(&config, evaluator, seed)?;
        let lock = claim_new(&dir.root, force)?;
        write_atomic(&dir.config(), render_config(&config).as_bytes())
            .map_err(|e| runtime(&dir.config(), e))?;
        std::fs::File::create(dir.log()).map_err(|e| runtime(&dir.log(), e))?;
        Ok(Session {
            dir,
            evolution,
            log: Vec::new(),
            shared_cache,
            saved_references: 0,
            _lock: lock,
        })
    }

    /// The run in `dir`, from its last checkpoint (or from generation 0 when it was
    /// stopped before its first checkpoint). `generations` changes the budget. A log
    /// that disagrees with the checkpoint is refused, or with `repair_log` repaired
    /// (see [`repair_log`]).
    pub fn resume(
        dir: RunDir,
        generations: Option<u64>,
        repair: bool,
    ) -> Result<Session, CliError> {
        if !dir.config().is_file() {
            return Err(CliError::input(format!(
                "{} is not a run directory: it has no config.toml",
                shown(&dir.root)
            )));
        }
        let lock = RunLock::acquire(&dir.root)?;
        remove_stale_temps(&dir.root, &lock)?;
        let mut config = load_config(&dir.config())?;
        let seed = config.seed.ok_or_else(|| {
            CliError::input(format!("config {}: no `seed`", shown(&dir.config())))
        })?;
        let (evaluator, shared_cache, saved_references) = resumed_evaluator(&config, &dir)?;
        let (checkpointed, spare) = if dir.checkpoint().exists() {
            (Some(load_checkpoint(&config, evaluator, seed, &dir)?), None)
        } else {
            (None, Some(evaluator))
        };
        let found = scan(&dir.log())
            .map_err(|e| CliError::runtime(format!("cannot read {}: {e}", shown(&dir.log()))))?;
        let line = checkpointed
            .as_ref()
            .and_then(|evo| log_line(evo, Timing::default()));
        let view = match (&checkpointed, &line) {
            (Some(evo), Some(line)) => evo
                .generation()
                .map(|generation| CheckpointView { generation, line }),
            _ => None,
        };
        let (mut evolution, log) = match keep_for_resume(&found, view) {
            Ok(kept) => {
                if repair {
                    eprintln!(
                        "mategp: {} agrees with the checkpoint; nothing to repair",
                        shown(&dir.log())
                    );
                }
                cut_log(&dir.log(), &found, kept.len())?;
                let evolution = match (checkpointed, spare) {
                    (Some(evo), _) => evo,
                    (None, Some(evaluator)) => new_evolution(&config, evaluator, seed)?,
                    (None, None) => {
                        new_evolution(&config, resumed_evaluator(&config, &dir)?.0, seed)?
                    }
                };
                (evolution, kept.lines)
            }
            Err(r) if !repair => return Err(refused(&dir, r)),
            Err(r) => {
                let at = r.line.map_or(String::new(), |n| format!(" line {n}"));
                eprintln!(
                    "mategp: {}{at}: {}; repairing (--repair-log)",
                    shown(&dir.log()),
                    r.reason
                );
                let fresh = || new_evolution(&config, resumed_evaluator(&config, &dir)?.0, seed);
                repair_log(&dir, &found, checkpointed, &fresh)?
            }
        };
        if let Some(g) = generations {
            evolution.set_generations(g);
            config.gp.generations = g;
            config
                .validate()
                .map_err(|e| CliError::input(format!("--generations: {e}")))?;
            write_atomic(&dir.config(), render_config(&config).as_bytes())
                .map_err(|e| runtime(&dir.config(), e))?;
        }
        Ok(Session {
            dir,
            evolution,
            log,
            shared_cache,
            saved_references,
            _lock: lock,
        })
    }
}

/// The checkpoint must belong to this config: same seed, same gp parameters.
fn check_matches(
    evo: &Evolution<MateEvaluator>,
    config: &RunConfig,
    seed: u64,
    dir: &RunDir,
) -> Result<(), CliError> {
    if evo.seed() != seed {
        return Err(CliError::input(format!(
            "checkpoint {} is of seed {}, but {} says seed {seed}",
            shown(&dir.checkpoint()),
            evo.seed(),
            shown(&dir.config())
        )));
    }
    let mut saved = evo.config().clone();
    saved.generations = config.gp.generations;
    if saved != config.gp {
        return Err(CliError::input(format!(
            "checkpoint {}: its [gp] parameters differ from {}; restore the file or start a new run",
            shown(&dir.checkpoint()),
            shown(&dir.config())
        )));
    }
    Ok(())
}
