//! `mategp resume`: continues a run from its last checkpoint.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use crate::cluster::Job;
use crate::error::CliError;
use crate::numeric::bounded;
use crate::run_dir::{RunDir, Session, run_session, shown};

#[derive(Args, Debug)]
pub struct ResumeArgs {
    /// The run directory `mategp evolve` wrote.
    pub dir: PathBuf,
    /// Change the generation budget (e.g. to extend a finished run).
    #[arg(long, value_name = "G")]
    pub generations: Option<u64>,
    /// When log.jsonl disagrees with the checkpoint (a line garbled or missing, the
    /// file deleted): copy it to log.jsonl.bak-N, keep its lines before the first one
    /// at fault, and redo the generations after them.
    #[arg(long)]
    pub repair_log: bool,
    /// Threads for evaluation [default: all cores]; results do not depend on it.
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = bounded(1u16, u16::MAX))]
    pub threads: Option<u16>,
}

pub fn run(args: ResumeArgs, job: &Job, out: &mut impl Write) -> Result<(), CliError> {
    let mut session = Session::resume(
        RunDir::new(&args.dir),
        args.generations,
        args.repair_log,
        job,
    )?;
    let total = session.first().config().generations;
    let finished = session.islands.is_finished();
    if !job.is_root() {
        return match finished {
            true => Ok(()),
            false => run_session(session, args.threads.map(usize::from), out),
        };
    }
    match session.islands.generation() {
        Some(g) if finished => {
            let epochs = match session.first().evaluator().epochs().start {
                0 => format!("{} of {total} generations", g + 1),
                start => format!(
                    "{} generations, the last epoch's {total} from {start}",
                    g + 1
                ),
            };
            writeln!(
                out,
                "{}: the run is complete ({epochs}); --generations G extends it",
                shown(&args.dir)
            )?;
            return Ok(());
        }
        Some(g) => eprintln!(
            "mategp: resuming {} after generation {g} of {total}",
            shown(&args.dir)
        ),
        None => eprintln!(
            "mategp: {} has no checkpoint yet; starting it from generation 0",
            shown(&args.dir)
        ),
    }
    run_session(session, args.threads.map(usize::from), out)
}
