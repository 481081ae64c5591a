//! Throughput of the engine: tree evaluations, variation operators, and a
//! short run on 1 versus 2 threads.
//!
//! `cargo bench -p gp -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;
use std::ops::ControlFlow;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gp::demo::{multiplexer, piecewise};
use gp::{
    Config, EvalContext, Evaluation, Evaluator, Evolution, GpRng, Individual, PrimitiveSet, Tree,
    TreeLimits, TypeId, crossover, erc_mutation, generate, point_mutation, ramped_plan, stream_rng,
    subtree_mutation,
};
use rand::RngExt;

/// `n` ramped half-and-half trees (depths 2..=6) within Koza's limits.
fn population(pset: &PrimitiveSet, root: TypeId, n: usize) -> Vec<Tree> {
    let limits = Config::default().limits();
    (0..n)
        .map(|i| {
            let mut rng = stream_rng(99, gp::Purpose::Breed, 0, i as u32);
            let (depth, method) = ramped_plan(i, 2, 6);
            loop {
                let t = generate(pset, root, method, depth, &mut rng).expect("fits");
                if limits.admits(&t) {
                    return t;
                }
            }
        })
        .collect()
}

fn evaluation(c: &mut Criterion) {
    let mut g = c.benchmark_group("evaluate");
    let ctx = EvalContext::new(0, 0, 0);

    let (pset, root) = multiplexer::pset();
    let trees = population(&pset, root, 500);
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    g.throughput(Throughput::Elements(trees.len() as u64));
    g.bench_function("multiplexer6 tree (64 cases bit-parallel)", |b| {
        b.iter(|| {
            for t in &trees {
                black_box(eval.evaluate(t, &ctx));
            }
        })
    });

    let (pset, root) = piecewise::pset();
    let trees = population(&pset, root, 500);
    let eval = piecewise::Piecewise::new(&pset).expect("mapped");
    g.bench_function("piecewise tree (60 points)", |b| {
        b.iter(|| {
            for t in &trees {
                black_box(eval.evaluate(t, &ctx));
            }
        })
    });
    g.finish();
}

fn variation(c: &mut Criterion) {
    let (pset, root) = piecewise::pset();
    let trees = population(&pset, root, 500);
    let limits: TreeLimits = Config::default().limits();
    let ops = 1000u64;
    let mut g = c.benchmark_group("variation");
    g.throughput(Throughput::Elements(ops));
    let mut rng: GpRng = stream_rng(1, gp::Purpose::Breed, 0, 0);
    let trees = &trees;
    let pick = |rng: &mut GpRng| &trees[rng.random_range(0..trees.len())];

    g.bench_function("crossover", |b| {
        b.iter(|| {
            for _ in 0..ops {
                let (a, p) = (pick(&mut rng), pick(&mut rng));
                black_box(crossover(a, p, limits, 0.9, &mut rng));
            }
        })
    });
    g.bench_function("subtree mutation", |b| {
        b.iter(|| {
            for _ in 0..ops {
                let a = pick(&mut rng);
                black_box(subtree_mutation(&pset, a, limits, 4, &mut rng));
            }
        })
    });
    g.bench_function("point mutation", |b| {
        b.iter(|| {
            for _ in 0..ops {
                let a = pick(&mut rng);
                black_box(point_mutation(&pset, a, &mut rng));
            }
        })
    });
    g.bench_function("ERC mutation", |b| {
        b.iter(|| {
            for _ in 0..ops {
                let a = pick(&mut rng);
                black_box(erc_mutation(&pset, a, &mut rng));
            }
        })
    });
    g.finish();
}

/// The piecewise fitness made `REPEAT` times more expensive, standing in for
/// a costly domain (a chess search per problem) where evaluation dominates.
struct Heavy(piecewise::Piecewise);

const REPEAT: usize = 50;

impl Evaluator for Heavy {
    type Stats = piecewise::PiecewiseStats;

    fn evaluate(&self, tree: &Tree, ctx: &EvalContext) -> Evaluation<Self::Stats> {
        let mut e = self.0.evaluate(tree, ctx);
        for _ in 1..REPEAT {
            e = self.0.evaluate(black_box(tree), ctx);
        }
        e
    }

    fn begin_generation(&mut self, g: u64, prev: &[Individual<Self::Stats>], rng: &mut GpRng) {
        self.0.begin_generation(g, prev, rng);
    }
}

fn parallel(c: &mut Criterion) {
    let config = Config {
        population_size: 500,
        generations: 5,
        target_fitness: None,
        ..Config::default()
    };
    let mut g = c.benchmark_group("run 5 generations x 500");
    g.sample_size(10);
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        g.bench_function(format!("piecewise, {threads} thread(s)"), |b| {
            b.iter(|| {
                pool.install(|| {
                    let (pset, root) = piecewise::pset();
                    let eval = piecewise::Piecewise::new(&pset).expect("mapped");
                    let mut evo =
                        Evolution::new(pset, root, config.clone(), eval, 5).expect("valid");
                    black_box(evo.run(|_| ControlFlow::Continue(())))
                })
            })
        });
        g.bench_function(
            format!("piecewise x{REPEAT} cost, {threads} thread(s)"),
            |b| {
                b.iter(|| {
                    pool.install(|| {
                        let (pset, root) = piecewise::pset();
                        let eval = Heavy(piecewise::Piecewise::new(&pset).expect("mapped"));
                        let mut evo =
                            Evolution::new(pset, root, config.clone(), eval, 5).expect("valid");
                        black_box(evo.run(|_| ControlFlow::Continue(())))
                    })
                })
            },
        );
    }
    g.finish();
}

criterion_group!(benches, evaluation, variation, parallel);
criterion_main!(benches);
