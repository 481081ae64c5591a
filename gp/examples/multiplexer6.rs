//! The Boolean 6-multiplexer. `cargo run --release -p gp --example multiplexer6 -- [--seed N] [--threads N]`
//! Exits non-zero if no solution is found within the budget.

use std::process::ExitCode;
use std::time::Instant;

use gp::demo::{DemoArgs, multiplexer};

fn main() -> ExitCode {
    let args = match DemoArgs::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut config = multiplexer::config();
    args.apply(&mut config);
    let pool = match args.thread_pool() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let result = pool
        .install(|| multiplexer::run(config, args.seed, args.progress(|f| format!("{f:2}/64"))));
    let (evolution, outcome) = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let secs = start.elapsed().as_secs_f64();
    let threads = pool.current_num_threads();
    println!("{}", gp::demo::summary(&outcome, secs, threads, args.seed));
    println!(
        "best: {}/64, size {}: {}",
        outcome.best.fitness,
        outcome.best.tree.size(),
        outcome.best.tree.to_sexpr(evolution.pset())
    );
    if outcome.solved {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
