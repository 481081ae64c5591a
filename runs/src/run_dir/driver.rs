//! The generation loop of `evolve` and `resume`: step, log, write files, checkpoint.

use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use fitness::evolve::{EvalStats, ReferenceCache, write_atomic};
use gp::Individual;

use super::log::{append, log_line};
use super::plot::fitness_svg;
use super::progress::{Progress, human};
use super::session::{Session, runtime};
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

/// Installs the Ctrl-C (and SIGTERM) handler: the first signal sets `stop`, so the
/// run abandons the generation in progress and exits after its last checkpoint; a
/// second one exits at once.
pub fn install_ctrlc(stop: Arc<AtomicBool>) {
    let presses = AtomicUsize::new(0);
    let result = ctrlc::set_handler(move || {
        if presses.fetch_add(1, Ordering::SeqCst) == 0 {
            stop.store(true, Ordering::SeqCst);
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

/// `best.sexp` and `hall_of_fame.sexp`.
fn write_trees(session: &Session) -> Result<(), CliError> {
    let evo = &session.evolution;
    let pset = evo.pset();
    let sample = evo.evaluator().config().sample_total();
    let entries = evo.hall_of_fame().entries();
    let Some(top) = entries.first() else {
        return Ok(());
    };
    let best = format!(
        "; mategp: the best individual of the run (hall of fame #1). Fitness values of\n\
         ; different generations come from different samples and stages.\n{}{}\n",
        header(&top.individual, top.generation, sample),
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
            header(&e.individual, e.generation, sample).trim_start_matches("; "),
            e.individual.tree.to_sexpr(pset)
        );
    }
    write_atomic(&session.dir.hall_of_fame(), hof.as_bytes())
        .map_err(|e| runtime(&session.dir.hall_of_fame(), e))
}

/// The run directory's references when the run has used new ones (the shared cache
/// may have known them, so none were computed), and the shared cache when new ones
/// were computed (a failure there is a warning).
fn write_references(session: &mut Session, progress: &Progress) -> Result<(), CliError> {
    let ev = session.evolution.evaluator();
    let path = session.dir.references();
    let used = ev.used_references();
    if used.len() != session.saved_references || !path.exists() {
        used.save(&path).map_err(|e| runtime(&path, e))?;
        session.saved_references = used.len();
    }
    let ev = session.evolution.evaluator();
    if ev.reference_work().computed == 0 {
        return Ok(());
    }
    if let Some(shared) = &session.shared_cache {
        // Merge with what other runs may have added meanwhile.
        let mut cache = ReferenceCache::load(shared).unwrap_or_default();
        cache.merge(ev.known_references());
        if let Err(e) = cache.save(shared) {
            progress.println(&format!(
                "mategp: warning: cannot update the reference cache {}: {e}",
                shown(shared)
            ));
        }
    }
    Ok(())
}

/// Runs generations until the budget is spent or `stop` is set, writing the run
/// directory after each one.
pub fn drive(session: &mut Session, progress: &Progress) -> Result<Outcome, CliError> {
    let elapsed_before = session.log.last().map_or(0.0, |l| l.timing.elapsed);
    let session_start = Instant::now();
    let first = session.evolution.generation().map_or(0, |g| g + 1);
    while !session.evolution.is_finished() {
        let t = Instant::now();
        session.evolution.step();
        let ev = session.evolution.evaluator();
        if ev.cancelled() {
            return Ok(Outcome::Interrupted);
        }
        if let Some(f) = ev.failure() {
            return Err(CliError::runtime(format!("reference prover: {f}")));
        }
        let work = ev.reference_work();
        let timing = Timing {
            seconds: t.elapsed().as_secs_f64(),
            elapsed: elapsed_before + session_start.elapsed().as_secs_f64(),
            reference_seconds: work.seconds,
            references_computed: work.computed,
        };
        let line = log_line(&session.evolution, timing)
            .ok_or_else(|| CliError::runtime("a generation without statistics"))?;
        // The checkpoint last: until it is renamed into place, a kill leaves the
        // previous generation checkpointed, and every other file is either of that
        // generation or of this one, which `resume` redoes identically.
        let log = session.dir.log();
        append(&log, &line).map_err(|e| runtime(&log, e))?;
        session.log.push(line);
        write_trees(session)?;
        write_references(session, progress)?;
        let plot = session.dir.plot();
        write_atomic(&plot, fitness_svg(&session.log).as_bytes()).map_err(|e| runtime(&plot, e))?;
        session
            .evolution
            .write_checkpoint(&session.dir.checkpoint())
            .map_err(|e| CliError::runtime(e.to_string()))?;
        let Some(line) = session.log.last() else {
            return Err(CliError::runtime("a generation without a log line"));
        };
        let done = line.generation + 1 - first;
        let per_gen = session_start.elapsed().as_secs_f64() / done as f64;
        let left = session
            .evolution
            .config()
            .generations
            .saturating_sub(line.generation + 1);
        progress.generation(line, per_gen * left as f64);
        if session.evolution.evaluator().cancelled() {
            return Ok(Outcome::Interrupted);
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
    install_ctrlc(session.evolution.evaluator().cancel_flag());
    let generations = session.evolution.config().generations;
    let done = session.evolution.generation().map_or(0, |g| g + 1);
    let progress = Progress::new(generations, done);
    let outcome = pool.install(|| drive(&mut session, &progress));
    progress.finish();
    let dir = shown(&session.dir.root);
    match outcome? {
        Outcome::Finished => {
            let last = session.log.last();
            let elapsed = last.map_or(0.0, |l| l.timing.elapsed);
            writeln!(
                out,
                "run finished: {} generations in {} (seed {})",
                last.map_or(0, |l| l.generation + 1),
                human(elapsed),
                session.evolution.seed()
            )?;
            if let Some(top) = session.evolution.hall_of_fame().entries().first() {
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
