//! The prover's node loop: nodes per second on real mate-in-3 and mate-in-4 problems
//! (the Lichess test sets), one core. Criterion's throughput is the node count of one
//! pass, measured once beforehand (the search is deterministic).

use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use fitness::ab::{Prover, ProverOptions};
use fitness::problem::{Problem, ReadOptions, read_epd_file};
use fitness::{Limits, MateSolver};

fn sample(n: u32, count: usize) -> Vec<Problem> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../problems/lichess/mate{n}-test.epd"));
    let options = ReadOptions {
        require_mate: true,
        ..ReadOptions::default()
    };
    let suite = read_epd_file(path, options).expect("vendored suite");
    suite.problems.into_iter().take(count).collect()
}

fn solve_all(prover: &mut Prover, problems: &[Problem]) -> u64 {
    problems
        .iter()
        .map(|p| {
            let depth = p.mate_depth().expect("mate length");
            prover.solve(&p.position, depth, Limits::default()).nodes
        })
        .sum()
}

fn node_loop(c: &mut Criterion) {
    for n in [3, 4] {
        let problems = sample(n, 20);
        let mut prover = Prover::new(ProverOptions::default());
        let nodes = solve_all(&mut prover, &problems);
        let mut group = c.benchmark_group("prover");
        group.throughput(Throughput::Elements(nodes));
        group.sample_size(10);
        group.bench_function(format!("lichess-mate{n}-test-first-20"), |b| {
            b.iter(|| solve_all(&mut prover, &problems))
        });
        group.finish();
    }
}

criterion_group!(benches, node_loop);
criterion_main!(benches);
