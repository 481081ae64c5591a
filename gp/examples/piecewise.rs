//! A typed piecewise function. `cargo run --release -p gp --example piecewise -- [--seed N] [--threads N]`
//! Exits non-zero if no solution is found within the budget.

use std::process::ExitCode;
use std::time::Instant;

use gp::demo::{DemoArgs, piecewise};

fn main() -> ExitCode {
    let args = match DemoArgs::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut config = piecewise::config();
    args.apply(&mut config);
    let pool = match args.thread_pool() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let result =
        pool.install(|| piecewise::run(config, args.seed, args.progress(|f| format!("{f:6.3}"))));
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
        "best: {:.4} ({} of {} points hit, mean error {:.4}), size {}: {}",
        outcome.best.fitness,
        outcome.best.stats.hits,
        piecewise::POINTS,
        outcome.best.stats.mean_abs_error,
        outcome.best.tree.size(),
        outcome.best.tree.to_sexpr(evolution.pset())
    );
    if outcome.solved {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
