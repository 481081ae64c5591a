//! The generation loop of `evolve` and `resume`: step, log, write files, checkpoint.

use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use fitness::evolve::{EvalStats, ReferenceCache, write_atomic};
use gp::{HallOfFame, Individual};

use super::log::LogLine;
use super::log::{MigrationTiming, append, log_line};
use super::plot::fitness_svg;
use super::progress::{Progress, human};
use super::session::{Session, runtime, with_island};
use super::{Timing, shown};
use crate::error::CliError;

/// How `drive` ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The generation budget was spent (or the target reached).
    Finished,
    /// Ctrl-C: the last complete generation (if any) is checkpointed.
    Interrupted,
}

/// Installs the Ctrl-C (and SIGTERM) handler: the first signal sets every `stop`, so the
/// run abandons the generation in progress and exits after its last checkpoint; a
/// second one exits at once.
pub fn install_ctrlc(stop: Vec<Arc<AtomicBool>>) {
    let presses = AtomicUsize::new(0);
    let result = ctrlc::set_handler(move || {
        if presses.fetch_add(1, Ordering::SeqCst) == 0 {
            for s in &stop {
                s.store(true, Ordering::SeqCst);
            }
            eprintln!(
                "\nmategp: stopping (the generation in progress is abandoned; press Ctrl-C again to quit at once)"
            );
        } else {
            std::process::exit(130);
        }
    });
    if let Err(e) = result {
        eprintln!(
            "mategp: warning: no Ctrl-C handler ({e}); Ctrl-C ends the run without a message"
        );
    }
}

fn header(ind: &Individual<EvalStats>, generation: u64, sample: usize) -> String {
    format!(
        "; generation {generation}, fitness {}, size {}, depth {}, solved {}/{sample} per N {:?}, nodes {}\n",
        ind.fitness,
        ind.tree.size(),
        ind.tree.depth(),
        ind.stats.solved_total(),
        ind.stats.solved,
        ind.stats.nodes
    )
}

/// `best.sexp` and `hall_of_fame.sexp`, from the hall of fame over all islands.
fn write_trees(session: &Session, hall_of_fame: &HallOfFame<EvalStats>) -> Result<(), CliError> {
    let evo = session.first();
    let pset = evo.pset();
    let config = evo.evaluator().config();
    let entries = hall_of_fame.entries();
    let Some(top) = entries.first() else {
        return Ok(());
    };
    let best = format!(
        "; mategp: the best individual of the run (hall of fame #1). Fitness values of\n\
         ; different generations come from different samples and stages.\n{}{}\n",
        header(
            &top.individual,
            top.generation,
            config.sample_total_at(top.generation),
        ),
        top.individual.tree.to_sexpr(pset)
    );
    write_atomic(&session.dir.best(), best.as_bytes())
        .map_err(|e| runtime(&session.dir.best(), e))?;
    let mut hof = String::from(
        "; mategp hall of fame, best first: one tree per entry, each after its header.\n",
    );
    for (i, e) in entries.iter().enumerate() {
        let _ = write!(
            hof,
            "\n; #{} {}{}\n",
            i + 1,
            header(
                &e.individual,
                e.generation,
                config.sample_total_at(e.generation)
            )
            .trim_start_matches("; "),
            e.individual.tree.to_sexpr(pset)
        );
    }
    write_atomic(&session.dir.hall_of_fame(), hof.as_bytes())
        .map_err(|e| runtime(&session.dir.hall_of_fame(), e))
}

/// The run directory's references when the run has used new ones (the shared cache
/// may have known them, so none were computed), and the shared cache when new ones
/// were computed (a failure there is a warning).
fn write_references(
    session: &mut Session,
    progress: &Progress,
    computed: usize,
) -> Result<(), CliError> {
    let path = session.dir.references();
    let used = &session.used_references;
    if used.len() != session.saved_references || !path.exists() {
        used.save(&path).map_err(|e| runtime(&path, e))?;
        session.saved_references = used.len();
    }
    if computed == 0 {
        return Ok(());
    }
    if let Some(shared) = &session.shared_cache {
        // Merge with what other runs may have added meanwhile.
        let mut cache = ReferenceCache::load(shared).unwrap_or_default();
        for e in session.islands.islands() {
            cache.merge(e.evaluator().known_references());
        }
        cache.merge(&session.used_references);
        if let Err(e) = cache.save(shared) {
            progress.println(&format!(
                "mategp: warning: cannot update the reference cache {}: {e}",
                shown(shared)
            ));
        }
    }
    Ok(())
}

/// Per generation, the line of the island whose best is best (the first among
/// equals): what the plot and the progress show of a run of several islands.
fn best_lines(log: &[LogLine], islands: usize) -> Vec<LogLine> {
    log.chunks(islands.max(1))
        .filter_map(|lines| {
            lines
                .iter()
                .reduce(|a, b| {
                    if b.best_fitness > a.best_fitness {
                        b
                    } else {
                        a
                    }
                })
                .cloned()
        })
        .collect()
}

/// Runs generations until the budget is spent or `stop` is set, writing the run
/// directory (at the root) after each one. Every process of an MPI job runs it, in
/// step: each decision is taken by all together.
pub fn drive(session: &mut Session, progress: &Progress) -> Result<Outcome, CliError> {
    let k = session.islands.island_count();
    let elapsed_before = session.log.last().map_or(0.0, |l| l.timing.elapsed);
    let session_start = Instant::now();
    let first = session.islands.generation().map_or(0, |g| g + 1);
    let mut told: Vec<usize> = vec![usize::MAX; session.islands.islands().len()];
    while !session.islands.is_finished() {
        let t = Instant::now();
        session
            .islands
            .step()
            .map_err(|e| CliError::runtime(e.to_string()))?;
        let cancelled = session
            .islands
            .islands()
            .iter()
            .any(|e| e.evaluator().cancelled());
        if session.islands.transport_mut().any(cancelled) {
            return Ok(Outcome::Interrupted);
        }
        let failure = session
            .islands
            .islands()
            .iter()
            .find_map(|e| e.evaluator().failure().map(String::from));
        if session.islands.transport_mut().any(failure.is_some()) {
            return Err(match failure {
                Some(f) => CliError::runtime(format!("reference prover: {f}")),
                None if session.islands.is_root() => {
                    CliError::runtime("reference prover: failed on another island")
                }
                None => CliError::quiet(),
            });
        }
        let seconds = t.elapsed().as_secs_f64();
        let migration = session.islands.last_migration().map(MigrationTiming::from);
        let reports = session.islands.gather(|e| {
            let work = e.evaluator().reference_work();
            let timing = Timing {
                seconds,
                elapsed: 0.0,
                reference_seconds: work.seconds,
                references_computed: work.computed,
                migration,
            };
            // JSON: a log line skips absent fields, which postcard cannot express.
            log_line(e, timing).and_then(|l| serde_json::to_string(&l).ok())
        });
        let reports = reports.map_err(|e| CliError::runtime(e.to_string()))?;
        // References travel only when an island has used new ones.
        let fresh: Vec<Option<String>> = session
            .islands
            .islands()
            .iter()
            .zip(told.iter_mut())
            .map(|(e, told)| {
                let used = e.evaluator().used_references();
                (used.len() != *told).then(|| {
                    *told = used.len();
                    used.to_text()
                })
            })
            .collect();
        let references = session
            .islands
            .gather_local(fresh)
            .map_err(|e| CliError::runtime(e.to_string()))?;
        let hall_of_fame = session
            .islands
            .hall_of_fame()
            .map_err(|e| CliError::runtime(e.to_string()))?;
        if let (Some(reports), Some(references), Some(hall_of_fame)) =
            (reports, references, hall_of_fame)
        {
            let elapsed = elapsed_before + session_start.elapsed().as_secs_f64();
            let mut lines = Vec::with_capacity(k);
            for (i, line) in reports.into_iter().enumerate() {
                let mut line: LogLine = line
                    .and_then(|l| serde_json::from_str(&l).ok())
                    .ok_or_else(|| CliError::runtime("a generation without statistics"))?;
                line.timing.elapsed = elapsed;
                lines.push(with_island(line, i, k));
            }
            for text in references.iter().flatten() {
                let refs = ReferenceCache::parse(text).map_err(|(n, e)| {
                    CliError::runtime(format!("an island's references, line {n}: {e}"))
                })?;
                session.used_references.merge(&refs);
            }
            let computed = lines.iter().map(|l| l.timing.references_computed).sum();
            // The checkpoint last: until it is renamed into place, a kill leaves the
            // previous generation checkpointed, and every other file is either of that
            // generation or of this one, which `resume` redoes identically.
            let log = session.dir.log();
            append(&log, &lines).map_err(|e| runtime(&log, e))?;
            session.log.extend(lines);
            write_trees(session, &hall_of_fame)?;
            write_references(session, progress, computed)?;
            let plot = session.dir.plot();
            let plotted = if k == 1 {
                fitness_svg(&session.log)
            } else {
                fitness_svg(&best_lines(&session.log, k))
            };
            write_atomic(&plot, plotted.as_bytes()).map_err(|e| runtime(&plot, e))?;
        }
        session
            .islands
            .write_checkpoint(&session.dir.checkpoint())
            .map_err(|e| CliError::runtime(e.to_string()))?;
        if session.islands.is_root() {
            let Some(line) = best_lines(&session.log, k).pop() else {
                return Err(CliError::runtime("a generation without a log line"));
            };
            let done = line.generation + 1 - first;
            let per_gen = session_start.elapsed().as_secs_f64() / done as f64;
            // A run with restarts counts its budget from the current epoch's start.
            let epoch_start = session.first().evaluator().epochs().start;
            let left = session
                .first()
                .config()
                .generations
                .saturating_sub(line.generation + 1 - epoch_start.min(line.generation));
            progress.generation(&line, per_gen * left as f64);
        }
    }
    Ok(Outcome::Finished)
}

/// Runs a session on `threads` threads (all cores for `None`) with progress and a
/// Ctrl-C handler, then reports: the summary on `out`, or how to resume on stderr
/// (and exit code 130) after Ctrl-C.
pub fn run_session(
    mut session: Session,
    threads: Option<usize>,
    out: &mut impl std::io::Write,
) -> Result<(), CliError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| CliError::runtime(format!("cannot start threads: {e}")))?;
    let flags: Vec<_> = session
        .islands
        .islands()
        .iter()
        .map(|e| e.evaluator().cancel_flag())
        .collect();
    install_ctrlc(flags);
    let generations = session.first().config().generations;
    let done = session.islands.generation().map_or(0, |g| g + 1);
    let progress = Progress::new(generations, done);
    let outcome = pool.install(|| drive(&mut session, &progress));
    progress.finish();
    let dir = shown(&session.dir.root);
    let outcome = outcome?;
    // Collective: every process takes part, the root reports.
    let top = session
        .islands
        .hall_of_fame()
        .map_err(|e| CliError::runtime(e.to_string()))?
        .and_then(|h| h.entries().first().cloned());
    if !session.islands.is_root() {
        // The root reports; an interrupted job ends as the root's does.
        if outcome == Outcome::Interrupted {
            std::process::exit(130);
        }
        return Ok(());
    }
    match outcome {
        Outcome::Finished => {
            let last = session.log.last();
            let elapsed = last.map_or(0.0, |l| l.timing.elapsed);
            writeln!(
                out,
                "run finished: {} generations in {} (seed {})",
                last.map_or(0, |l| l.generation + 1),
                human(elapsed),
                session.first().seed()
            )?;
            if let Some(top) = top {
                writeln!(
                    out,
                    "best: generation {}, fitness {:.3}, size {}: {}",
                    top.generation,
                    top.individual.fitness,
                    top.individual.tree.size(),
                    shown(&session.dir.best())
                )?;
            }
            writeln!(out, "run directory: {dir}")?;
            Ok(())
        }
        Outcome::Interrupted => {
            out.flush()?;
            match session.log.last() {
                Some(l) => eprintln!(
                    "mategp: interrupted; generation {} is the last complete one, checkpointed in {}",
                    l.generation,
                    shown(&session.dir.checkpoint())
                ),
                None => eprintln!("mategp: interrupted before the first generation was complete"),
            }
            eprintln!("resume with: {}", resume_command(&dir));
            std::process::exit(130);
        }
    }
}

/// How the user resumes the run: through cargo when cargo ran mategp (it sets
/// `CARGO` for the programs it runs), with `--release` when this binary is a release
/// build; else the binary itself.
fn resume_command(dir: &str) -> String {
    if std::env::var_os("CARGO").is_none() {
        return format!("mategp resume {dir}");
    }
    let release = std::env::current_exe().is_ok_and(|exe| {
        exe.parent()
            .and_then(|p| p.file_name())
            .is_some_and(|name| name == "release")
    });
    let profile = if release { " --release" } else { "" };
    format!("cargo run{profile} -p runs -- resume {dir} (or: mategp resume {dir})")
}
