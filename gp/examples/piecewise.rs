//! A typed piecewise function. `cargo run --release -p gp --example piecewise -- [--seed N] [--threads N]`
//! Exits non-zero if no solution is found within the budget.

use std::ops::ControlFlow;
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
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
    {
        Ok(p) => p,
        Err(e) => {
            eprintln!("cannot start {} threads: {e}", args.threads);
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let result = pool.install(|| {
        piecewise::run(config, args.seed, |evo| {
            if !args.quiet
                && let Some(s) = evo.stats()
            {
                println!(
                    "gen {:3}  best {:6.3} (size {:3})  mean {:5.2}  median size {:5.1}  evals {}",
                    s.generation,
                    s.best_fitness,
                    s.best_size,
                    s.fitness.mean,
                    s.size.median,
                    s.total_evaluations
                );
            }
            ControlFlow::Continue(())
        })
    });
    let (evolution, outcome) = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} after {} generations, {} evaluations, {:.2} s on {} threads (seed {})",
        if outcome.solved {
            "SOLVED"
        } else {
            "NOT SOLVED"
        },
        outcome.generations,
        outcome.total_evaluations,
        secs,
        pool.current_num_threads(),
        args.seed
    );
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
