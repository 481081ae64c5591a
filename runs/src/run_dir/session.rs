//! A run ready to continue: set up anew by `evolve`, or from its directory by `resume`.

use std::path::PathBuf;

use fitness::evolve::{MateEvaluator, ReferenceCache, default_cache_path, write_atomic};
use gp::{Archipelago, Evolution, Tree, checkpoint_islands, island_seed};
use serde::{Deserialize, Serialize};

use super::claim::{claim_new, remove_stale_temps};
use super::log::{LogLine, Timing, log_line};
use super::log_scan::{CheckpointView, Refusal, keep_for_resume, scan};
use super::repair::{cut_log, repair_log};
use super::{RunConfig, RunDir, RunLock, load_config, render_config, shown};
use crate::cluster::{BoxedTransport, Job};
use crate::error::CliError;

/// The islands of a run (one for a run of one population), this process's share.
pub type Islands = Archipelago<MateEvaluator, BoxedTransport>;

/// A run ready to continue: its directory, config, gp state and log so far. In an MPI
/// job every process has one, holding its island; only the root's has the lock, the
/// log and the references, and writes the directory.
pub struct Session {
    /// The run directory.
    pub dir: RunDir,
    /// The gp run: this process's islands.
    pub islands: Islands,
    /// The log lines of the generations done (one per island and generation), at
    /// the root.
    pub log: Vec<LogLine>,
    /// The shared reference cache file, if any.
    pub shared_cache: Option<PathBuf>,
    /// The references every island has used (at the root): `reference.jsonl`.
    pub(super) used_references: ReferenceCache,
    /// How many references `reference.jsonl` holds: it is written again when the
    /// run has used more.
    pub(super) saved_references: usize,
    /// Held for the whole run by the root: no other mategp writes the directory
    /// meanwhile.
    _lock: Option<RunLock>,
}

impl Session {
    /// The first local island (island 0 at the root).
    pub fn first(&self) -> &Evolution<MateEvaluator> {
        &self.islands.islands()[0]
    }
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

/// The references a new evaluator starts with (the shared cache's), and the shared
/// cache file.
fn known_references(config: &RunConfig) -> (ReferenceCache, Option<PathBuf>) {
    let shared = shared_cache_path(config);
    let known = shared
        .as_deref()
        .map(load_cache_or_warn)
        .unwrap_or_default();
    (known, shared)
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

/// Every local island of a new run, seeded [`island_seed`]; `known` are the
/// references the evaluators start with.
fn new_islands(
    config: &RunConfig,
    known: &ReferenceCache,
    transport: BoxedTransport,
) -> Result<Islands, CliError> {
    let seed = config
        .seed
        .ok_or_else(|| CliError::input("a new run needs a seed"))?;
    let mut islands = Vec::new();
    for i in transport.local() {
        let evaluator = evaluator_with(config, known.clone())?;
        islands.push(new_evolution(config, evaluator, island_seed(seed, i))?);
    }
    Archipelago::new(islands, config.islands.migration(), transport)
        .map_err(|e| CliError::input(format!("config: [islands] {e}")))
}

fn evaluator_with(config: &RunConfig, known: ReferenceCache) -> Result<MateEvaluator, CliError> {
    MateEvaluator::new(config.fitness.clone(), config.gp.parsimony, known)
        .map_err(|e| CliError::input(format!("config: {e}")))
}

/// What the root decides of a resumed run's log.
#[derive(Serialize, Deserialize)]
enum Verdict {
    /// The lines that stand; the file is cut after them.
    Keep(Vec<LogLine>),
    /// `--repair-log` of a log refused at `line` for `reason`.
    Repair { line: Option<usize>, reason: String },
}

/// What the root tells the other processes of a resumed run.
#[derive(Serialize, Deserialize)]
struct Resumed {
    config: RunConfig,
    /// `reference.jsonl`, so that no process recomputes what the run has used.
    references: String,
    checkpointed: bool,
}

impl Session {
    /// A new run in `dir`: sets the run up, then (at the root) takes the directory
    /// (see [`claim_new`]) and writes `config.toml` and an empty log. Nothing is
    /// written if the setup fails. `config` is the root's; the others get it.
    pub fn start(
        dir: RunDir,
        config: RunConfig,
        force: bool,
        job: &Job,
    ) -> Result<Session, CliError> {
        let (known, shared_cache) = known_references(&config);
        let transport = job.transport(config.islands.count)?;
        let islands = new_islands(&config, &known, transport)?;
        let mut lock = None;
        job.share(|| {
            lock = Some(claim_new(&dir.root, force)?);
            write_atomic(&dir.config(), render_config(&config).as_bytes())
                .map_err(|e| runtime(&dir.config(), e))?;
            std::fs::File::create(dir.log()).map_err(|e| runtime(&dir.log(), e))?;
            Ok(())
        })?;
        Ok(Session {
            dir,
            islands,
            log: Vec::new(),
            shared_cache,
            used_references: ReferenceCache::new(),
            saved_references: 0,
            _lock: lock,
        })
    }

    /// The run in `dir`, from its last checkpoint (or from generation 0 when it was
    /// stopped before its first checkpoint). `generations` changes the budget. A log
    /// that disagrees with the checkpoint is refused, or with `repair_log` repaired
    /// (see [`repair_log`]; a run of one population only).
    pub fn resume(
        dir: RunDir,
        generations: Option<u64>,
        repair: bool,
        job: &Job,
    ) -> Result<Session, CliError> {
        let mut lock = None;
        let mut checkpoint_bytes = None;
        let resumed = job.share(|| {
            if !dir.config().is_file() {
                return Err(CliError::input(format!(
                    "{} is not a run directory: it has no config.toml",
                    shown(&dir.root)
                )));
            }
            let held = RunLock::acquire(&dir.root)?;
            remove_stale_temps(&dir.root, &held)?;
            lock = Some(held);
            let config = load_config(&dir.config())?;
            let checkpointed = dir.checkpoint().exists();
            if checkpointed {
                let path = dir.checkpoint();
                let bytes = std::fs::read(&path)
                    .map_err(|e| CliError::input(format!("checkpoint {}: {e}", shown(&path))))?;
                check_island_count(&bytes, &config, job, &dir)?;
                checkpoint_bytes = Some(bytes);
            }
            if repair && (config.islands.count > 1) {
                return Err(CliError::input(
                    "--repair-log is for runs of one population; this run has islands",
                ));
            }
            let references = std::fs::read_to_string(dir.references()).unwrap_or_default();
            Ok(Resumed {
                config,
                references,
                checkpointed,
            })
        })?;
        let Resumed {
            mut config,
            references,
            checkpointed,
        } = resumed;
        let seed = config.seed.ok_or_else(|| {
            CliError::input(format!("config {}: no `seed`", shown(&dir.config())))
        })?;
        let (mut known, shared_cache) = known_references(&config);
        let own = ReferenceCache::parse(&references).unwrap_or_else(|(line, e)| {
            if job.is_root() {
                eprintln!(
                    "mategp: warning: ignoring {} (line {line}: {e})",
                    shown(&dir.references())
                );
            }
            ReferenceCache::new()
        });
        known.merge(&own);
        let transport = job.transport(config.islands.count)?;
        let islands = if checkpointed {
            let mut evaluators = Vec::new();
            for _ in transport.local() {
                let mut evaluator = evaluator_with(&config, known.clone())?;
                evaluator.add_used_references(&own);
                evaluators.push(evaluator);
            }
            let mut evaluators = evaluators.into_iter();
            let made = |_: usize| {
                let evaluator = evaluators.next().expect("one evaluator per local island");
                (evaluator.prims().pset().clone(), evaluator)
            };
            let islands =
                Archipelago::from_checkpoint(transport, checkpoint_bytes.as_deref(), made)
                    .map_err(|e| {
                        let checkpoint = dir.checkpoint();
                        CliError::input(format!(
                            "{e}\n(to redo the run from its log instead, move {} away and run `mategp resume {} --repair-log`)",
                            shown(&checkpoint),
                            shown(&dir.root)
                        ))
                    })?;
            check_matches(&islands, &config, seed, &dir)?;
            Some(islands)
        } else {
            drop(transport);
            None
        };
        let made_lines = match islands {
            Some(mut islands) => {
                // JSON: a log line skips absent fields, which postcard cannot express.
                let lines = islands
                    .gather(|e| {
                        log_line(e, Timing::default()).and_then(|l| serde_json::to_string(&l).ok())
                    })
                    .map_err(|e| CliError::runtime(e.to_string()))?;
                (Some(islands), lines)
            }
            None => (None, None),
        };
        let (checkpointed, made_lines) = made_lines;
        let count = config.islands.count;
        let fresh_islands = || {
            let transport = job.transport(count)?;
            let mut islands = new_islands(&config, &known, transport)?;
            for e in islands.islands_mut() {
                e.evaluator_mut().add_used_references(&own);
            }
            Ok::<Islands, CliError>(islands)
        };
        // The root decides what of the log stands; the others follow.
        let kept_lines = job.share(|| {
            let found = scan(&dir.log()).map_err(|e| {
                CliError::runtime(format!("cannot read {}: {e}", shown(&dir.log())))
            })?;
            let made: Option<Vec<LogLine>> = made_lines.map(|lines| {
                lines
                    .into_iter()
                    .enumerate()
                    .filter_map(|(i, l)| {
                        let l: LogLine = serde_json::from_str(&l?).ok()?;
                        Some(with_island(l, i, count))
                    })
                    .collect()
            });
            let view = match (&checkpointed, &made) {
                (Some(islands), Some(lines)) if lines.len() == count => islands
                    .generation()
                    .map(|generation| CheckpointView { generation, lines }),
                _ => None,
            };
            match keep_for_resume(&found, view, count) {
                Ok(kept) => {
                    if repair {
                        eprintln!(
                            "mategp: {} agrees with the checkpoint; nothing to repair",
                            shown(&dir.log())
                        );
                    }
                    cut_log(&dir.log(), &found, kept.len())?;
                    Ok(Verdict::Keep(kept.lines))
                }
                Err(r) if !repair => Err(refused(&dir, r)),
                Err(r) => Ok(Verdict::Repair {
                    line: r.line,
                    reason: r.reason,
                }),
            }
        })?;
        let (mut islands, log) = match kept_lines {
            Verdict::Keep(lines) => {
                let islands = match checkpointed {
                    Some(islands) => islands,
                    None => fresh_islands()?,
                };
                (islands, lines)
            }
            Verdict::Repair { line, reason } => {
                // One population, one process (checked above).
                let at = line.map_or(String::new(), |n| format!(" line {n}"));
                eprintln!(
                    "mategp: {}{at}: {reason}; repairing (--repair-log)",
                    shown(&dir.log())
                );
                let found = scan(&dir.log()).map_err(|e| {
                    CliError::runtime(format!("cannot read {}: {e}", shown(&dir.log())))
                })?;
                let single = checkpointed.map(|a| a.into_parts().0.remove(0));
                let fresh = || {
                    let evaluator = evaluator_with(&config, known.clone())?;
                    let mut evo = new_evolution(&config, evaluator, seed)?;
                    evo.evaluator_mut().add_used_references(&own);
                    Ok(evo)
                };
                let (evo, lines) = repair_log(&dir, &found, single, &fresh)?;
                let islands = Archipelago::new(vec![evo], gp::Migration::NONE, job.transport(1)?)
                    .map_err(|e| CliError::runtime(e.to_string()))?;
                (islands, lines)
            }
        };
        if let Some(g) = generations {
            for e in islands.islands_mut() {
                e.set_generations(g);
            }
            config.gp.generations = g;
            config
                .validate()
                .map_err(|e| CliError::input(format!("--generations: {e}")))?;
            job.share(|| {
                write_atomic(&dir.config(), render_config(&config).as_bytes())
                    .map_err(|e| runtime(&dir.config(), e))
            })?;
        }
        let mut used_references = ReferenceCache::new();
        used_references.merge(&own);
        let saved_references = used_references.len();
        Ok(Session {
            dir,
            islands,
            log,
            shared_cache,
            used_references,
            saved_references,
            _lock: lock,
        })
    }
}

/// Line `line` of island `island` of a run of `count` islands: one of several names
/// its island.
pub(super) fn with_island(mut line: LogLine, island: usize, count: usize) -> LogLine {
    line.island = (count > 1).then_some(island);
    line
}

/// The checkpoint must hold as many islands as the run has, and a job must have as
/// many processes as islands (or one, for all islands in one process).
fn check_island_count(
    bytes: &[u8],
    config: &RunConfig,
    job: &Job,
    dir: &RunDir,
) -> Result<(), CliError> {
    let path = shown(&dir.checkpoint());
    let held = checkpoint_islands(bytes).map_err(|e| CliError::input(format!("{path}: {e}")))?;
    let count = config.islands.count;
    if held != count {
        return Err(CliError::input(format!(
            "checkpoint {path} holds {held} islands, but {} says {count}",
            shown(&dir.config())
        )));
    }
    if job.size() > 1 && job.size() != count {
        return Err(CliError::input(format!(
            "the run in {} has {count} islands, but this job has {} processes: resume it with `mpirun -n {count}` (or without mpirun, all islands in one process)",
            shown(&dir.root),
            job.size()
        )));
    }
    Ok(())
}

/// The checkpoint must belong to this config: same seeds, same gp parameters, the
/// same migration.
fn check_matches(
    islands: &Islands,
    config: &RunConfig,
    seed: u64,
    dir: &RunDir,
) -> Result<(), CliError> {
    let first = islands.first_island();
    for (j, evo) in islands.islands().iter().enumerate() {
        let expected = island_seed(seed, first + j);
        if evo.seed() != expected {
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
    }
    if config.islands.count > 1 && islands.migration() != config.islands.migration() {
        return Err(CliError::input(format!(
            "checkpoint {}: its migration differs from {}'s [islands]; restore the file or start a new run",
            shown(&dir.checkpoint()),
            shown(&dir.config())
        )));
    }
    Ok(())
}
