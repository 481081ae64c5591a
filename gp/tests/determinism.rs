//! One seed decides a run, whatever the number of threads.

use std::ops::ControlFlow;

use gp::demo::{multiplexer, piecewise};
use gp::{Config, Evaluator, Evolution, Selection};

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool")
}

/// Runs `steps` generations in a pool of `threads` and returns the final
/// checkpoint bytes, which encode population, fitness, statistics and hall
/// of fame bit for bit.
fn run_bytes<E: Evaluator + Send>(
    threads: usize,
    steps: usize,
    make: impl FnOnce() -> Evolution<E> + Send,
) -> Vec<u8> {
    pool(threads).install(|| {
        let mut evo = make();
        for _ in 0..steps {
            evo.step();
        }
        evo.checkpoint().expect("stepped")
    })
}

fn piecewise_evo(seed: u64, sample: Option<usize>) -> Evolution<piecewise::Piecewise> {
    piecewise_evo_selected(seed, sample, Selection::Tournament)
}

fn piecewise_evo_selected(
    seed: u64,
    sample: Option<usize>,
    selection: Selection,
) -> Evolution<piecewise::Piecewise> {
    let (pset, root) = piecewise::pset();
    let eval = piecewise::Piecewise::with_sample(&pset, sample).expect("mapped");
    let config = Config {
        population_size: 200,
        selection,
        ..piecewise::config()
    };
    Evolution::new(pset, root, config, eval, seed).expect("valid")
}

#[test]
fn piecewise_is_bit_identical_on_1_2_and_3_threads() {
    let one = run_bytes(1, 8, || piecewise_evo(42, None));
    let two = run_bytes(2, 8, || piecewise_evo(42, None));
    let three = run_bytes(3, 8, || piecewise_evo(42, None));
    assert!(one == two, "1 vs 2 threads differ");
    assert!(one == three, "1 vs 3 threads differ");
    let other_seed = run_bytes(2, 8, || piecewise_evo(43, None));
    assert!(one != other_seed, "the seed must matter");
}

#[test]
fn sampled_fitness_is_bit_identical_on_1_and_2_threads() {
    let one = run_bytes(1, 8, || piecewise_evo(7, Some(12)));
    let two = run_bytes(2, 8, || piecewise_evo(7, Some(12)));
    assert!(one == two, "1 vs 2 threads differ");
}

#[test]
fn lexicase_runs_are_bit_identical_on_1_and_3_threads() {
    let lexicase = |threads| {
        run_bytes(threads, 8, || {
            piecewise_evo_selected(9, Some(12), Selection::Lexicase)
        })
    };
    let one = lexicase(1);
    assert!(one == lexicase(3), "1 vs 3 threads differ");
    let tournament = run_bytes(1, 8, || piecewise_evo(9, Some(12)));
    assert!(one != tournament, "the selection must matter");
}

#[test]
fn multiplexer_run_is_identical_on_1_and_2_threads() {
    let run = |threads| {
        pool(threads).install(|| {
            let config = Config {
                population_size: 200,
                generations: 10,
                ..multiplexer::config()
            };
            let mut lines = Vec::new();
            let (evo, outcome) = multiplexer::run(config, 5, |e| {
                lines.push(e.stats().cloned());
                ControlFlow::Continue(())
            })
            .expect("valid");
            (lines, outcome, evo.checkpoint())
        })
    };
    assert_eq!(run(1), run(2));
}
