//! `mategp evolve`: a new run, written to a run directory.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use crate::cluster::Job;
use crate::error::CliError;
use crate::numeric::bounded;
use crate::run_dir::{
    RunConfig, RunDir, Session, load_config, print_default_config, run_session, shown,
};

#[derive(Args, Debug)]
pub struct EvolveArgs {
    /// A TOML config (see --print-config); missing keys take the defaults.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// The run directory [default: runs-out/seed-<SEED>].
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Overwrite the run files of a non-empty --out directory.
    #[arg(long)]
    pub force: bool,
    /// The seed that decides the run [default: the config's, else drawn from the clock].
    #[arg(long, value_name = "S", allow_negative_numbers = true, value_parser = bounded(0u64, u64::MAX))]
    pub seed: Option<u64>,
    /// Individuals per generation (gp.population_size).
    #[arg(long, value_name = "P", allow_negative_numbers = true, value_parser = bounded(1usize, u32::MAX as usize))]
    pub population: Option<usize>,
    /// Generations, counting the initial one (gp.generations).
    #[arg(long, value_name = "G", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
    pub generations: Option<u64>,
    /// The deepest mate sampled (fitness.max_n).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = bounded(1u32, fitness::evolve::MAX_SAMPLED_MATE))]
    pub max_n: Option<u32>,
    /// Problems sampled per N each generation (fitness.sample_size).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = bounded(1usize, usize::MAX))]
    pub sample_size: Option<usize>,
    /// Open generation 0 with the trees of FILE (one S-expression per line; lines
    /// starting with ';' are comments, so a run's hall_of_fame.sexp or best.sexp will
    /// do), before the random trees; recorded as `initial` in the run's config.toml.
    #[arg(long, value_name = "FILE")]
    pub initial: Option<PathBuf>,
    /// Islands: populations of P individuals each, evolving side by side
    /// ([islands] count). Under `mpirun -n K` there are K, one per process.
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = bounded(1usize, 1 << 20))]
    pub islands: Option<usize>,
    /// Generations between migrations between islands ([islands] migrate_every; 0: never).
    #[arg(long, value_name = "G", allow_negative_numbers = true, value_parser = bounded(0u64, u64::MAX))]
    pub migrate_every: Option<u64>,
    /// Individuals each island sends the next in a migration ([islands] migrants).
    #[arg(long, value_name = "M", allow_negative_numbers = true, value_parser = bounded(0usize, u32::MAX as usize))]
    pub migrants: Option<usize>,
    /// Threads for evaluation [default: all cores]; results do not depend on it.
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = bounded(1u16, u16::MAX))]
    pub threads: Option<u16>,
    /// Print the full default config as TOML and exit.
    #[arg(long)]
    pub print_config: bool,
}

fn clock_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    // Seconds and nanoseconds mixed; kept below 2^53 so it reads well in any tool.
    (now.as_secs() ^ u64::from(now.subsec_nanos()).rotate_left(20)) & ((1 << 53) - 1)
}

/// The config: defaults, then the file, then the flags; under `mpirun -n K` (K > 1),
/// K islands.
fn config_of(args: &EvolveArgs, job: &Job) -> Result<RunConfig, CliError> {
    let mut config = match &args.config {
        Some(path) => load_config(path)?,
        None => RunConfig::default(),
    };
    if let Some(s) = args.seed {
        config.seed = Some(s);
    }
    if let Some(p) = args.population {
        config.gp.population_size = p;
    }
    if let Some(g) = args.generations {
        config.gp.generations = g;
    }
    if let Some(n) = args.max_n {
        config.fitness.max_n = n;
    }
    if let Some(k) = args.sample_size {
        config.fitness.sample_size = k;
    }
    if let Some(path) = &args.initial {
        config.initial = read_trees(path)?;
    }
    if let Some(k) = args.islands {
        config.islands.count = k;
    }
    if let Some(g) = args.migrate_every {
        config.islands.migrate_every = g;
    }
    if let Some(m) = args.migrants {
        config.islands.migrants = m;
    }
    if job.size() > 1 {
        if args.islands.is_some_and(|k| k != job.size()) {
            return Err(CliError::input(format!(
                "--islands {} but this job has {} processes: under mpirun there is one island per process",
                config.islands.count,
                job.size()
            )));
        }
        config.islands.count = job.size();
    }
    config.seed.get_or_insert_with(clock_seed);
    config
        .validate()
        .map_err(|e| CliError::input(format!("config (after the flags): {e}")))?;
    Ok(config)
}

/// The S-expressions of a tree file: its lines that are neither blank nor comments.
fn read_trees(path: &Path) -> Result<Vec<String>, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::input(format!("--initial {}: {e}", shown(path))))?;
    let trees: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with(';'))
        .map(String::from)
        .collect();
    if trees.is_empty() {
        return Err(CliError::input(format!(
            "--initial {}: no tree in the file",
            shown(path)
        )));
    }
    Ok(trees)
}

pub fn run(args: EvolveArgs, job: &Job, out: &mut impl Write) -> Result<(), CliError> {
    if args.print_config {
        if job.is_root() {
            write!(out, "{}", print_default_config())?;
        }
        return Ok(());
    }
    // The root decides (its clock may draw the seed); the others take its config.
    let (config, root) = job.share(|| {
        let config = config_of(&args, job)?;
        let seed = config.seed.unwrap_or_default();
        let root = args
            .out
            .clone()
            .unwrap_or_else(|| PathBuf::from(format!("runs-out/seed-{seed}")));
        Ok((config, root))
    })?;
    let seed = config.seed.unwrap_or_default();
    let islands = config.islands.count;
    let session = Session::start(RunDir::new(&root), config, args.force, job)?;
    if job.is_root() {
        // The pool the session's evaluator loaded, not a second load.
        let evaluator = session.first().evaluator();
        crate::searcher_test::warn_short_withheld(evaluator.pool(), evaluator.config());
        let of = if islands > 1 {
            format!(" on {islands} islands")
        } else {
            String::new()
        };
        eprintln!(
            "mategp: evolving with seed {seed}{of} into {} (Ctrl-C stops after writing a checkpoint)",
            shown(&root)
        );
    }
    run_session(session, args.threads.map(usize::from), out)
}
