//! Small versions of the examples: the engine actually solves them.

use std::ops::ControlFlow;

use gp::Config;
use gp::demo::{multiplexer, piecewise};

#[test]
fn multiplexer6_is_solved() {
    // The example's own budget (population 500, 51 generations) is small.
    let config = multiplexer::config();
    let (evo, outcome) = multiplexer::run(config, 1, |_| ControlFlow::Continue(())).expect("valid");
    assert!(outcome.solved, "best {}", outcome.best.fitness);
    // Re-check the claimed solution independently of the stored fitness.
    let (pset, _) = multiplexer::pset();
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    assert_eq!(eval.hits(&outcome.best.tree), 64);
    assert!(outcome.total_evaluations <= 500 * outcome.generations);
    assert!(evo.hall_of_fame().entries()[0].individual.fitness == 64.0);
}

#[test]
fn multiplexer6_is_solved_under_lexicase_on_its_64_cases() {
    let config = Config {
        selection: gp::Selection::Lexicase,
        ..multiplexer::config()
    };
    let (_, outcome) = multiplexer::run(config, 1, |_| ControlFlow::Continue(())).expect("valid");
    assert!(outcome.solved, "best {}", outcome.best.fitness);
    let (pset, _) = multiplexer::pset();
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    assert_eq!(eval.hits(&outcome.best.tree), 64);
}

#[test]
fn piecewise_is_solved() {
    let config = Config {
        population_size: 500,
        generations: 60,
        ..piecewise::config()
    };
    let (_, outcome) = piecewise::run(config, 2, |_| ControlFlow::Continue(())).expect("valid");
    assert!(outcome.solved, "best {:?}", outcome.best.stats);
    let (pset, _) = piecewise::pset();
    let eval = piecewise::Piecewise::new(&pset).expect("mapped");
    assert_eq!(
        eval.score(&outcome.best.tree).hits,
        piecewise::POINTS as u32
    );
    for i in 0..60 {
        let x = (i as f64 - 29.5) / 10.0;
        let err = (eval.value(&outcome.best.tree, x) - piecewise::target(x)).abs();
        assert!(err < piecewise::HIT_TOLERANCE, "x = {x}");
    }
}
