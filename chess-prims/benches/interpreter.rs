//! Nodes per second of the interpreter running the hand-written searchers on real
//! problems, against the raw rate of applying moves through `Line` (a perft-like loop)
//! on the same positions. Prints the fraction, then runs the criterion groups.
//!
//! `cargo bench -p chess-prims --bench interpreter`

use std::hint::black_box;
use std::time::{Duration, Instant};

use chess_prims::{Line, Primitives, Program, choose_move};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

struct Workload {
    name: &'static str,
    program: Program,
    positions: Vec<Chess>,
    mate_in: u32,
}

fn positions(file: &str, count: usize) -> Vec<Chess> {
    let path = format!("{}/../problems/lichess/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .take(count)
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            format!("{} 0 1", f[..4].join(" "))
                .parse::<Fen>()
                .expect("problem FEN")
                .into_position(CastlingMode::Standard)
                .expect("legal problem position")
        })
        .collect()
}

fn workloads() -> Vec<Workload> {
    let prims = Primitives::new();
    let searcher = |file: &str| {
        let path = format!("{}/searchers/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        Program::parse(&prims, &text).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    vec![
        Workload {
            name: "mate1-checks",
            program: searcher("mate1-checks.sexp"),
            positions: positions("mate1-test.epd", 100),
            mate_in: 1,
        },
        Workload {
            name: "fig1-mate2",
            program: searcher("fig1-mate2.sexp"),
            positions: positions("mate2-test.epd", 60),
            mate_in: 2,
        },
        Workload {
            name: "fig1-mate3",
            program: searcher("fig1-mate3.sexp"),
            positions: positions("mate3-test.epd", 20),
            mate_in: 3,
        },
    ]
}

/// One pass of a searcher over its positions: the nodes it applied.
fn run(w: &Workload) -> u64 {
    w.positions
        .iter()
        .map(|p| choose_move(&w.program, p, u64::MAX, w.mate_in).nodes)
        .sum()
}

fn perft(line: &mut Line, depth: u32) -> u64 {
    if depth == 0 {
        return 0;
    }
    let mut nodes = 0;
    for mv in line.position().legal_moves() {
        line.play_unchecked(&mv);
        nodes += 1 + perft(line, depth - 1);
        line.undo();
    }
    nodes
}

/// The raw rate: every move to depth 3 from the same positions, applied through Line.
fn raw(positions: &[Chess]) -> u64 {
    positions
        .iter()
        .map(|p| perft(&mut Line::new(p.clone()), 3))
        .sum()
}

/// Like `perft`, but every applied node also generates its legal moves, as a search
/// that looks at each node must: a closer baseline for a searcher.
fn perft_movegen(line: &mut Line, depth: u32) -> u64 {
    let moves = line.position().legal_moves();
    if depth == 0 {
        black_box(moves.len());
        return 0;
    }
    let mut nodes = 0;
    for mv in moves {
        line.play_unchecked(&mv);
        nodes += 1 + perft_movegen(line, depth - 1);
        line.undo();
    }
    nodes
}

fn raw_movegen(positions: &[Chess]) -> u64 {
    positions
        .iter()
        .map(|p| perft_movegen(&mut Line::new(p.clone()), 3))
        .sum()
}

/// Nodes per second of `f`, over at least `min` of wall time.
fn rate(mut f: impl FnMut() -> u64, min: Duration) -> f64 {
    let start = Instant::now();
    let mut nodes = 0;
    while start.elapsed() < min {
        nodes += black_box(f());
    }
    nodes as f64 / start.elapsed().as_secs_f64()
}

fn summary(ws: &[Workload]) {
    println!(
        "{:<14} {:>11} {:>13} {:>13} {:>8} {:>13} {:>8}",
        "searcher", "nodes/pass", "interp n/s", "perft3 n/s", "frac", "perft3+gen", "frac"
    );
    for w in ws {
        let interp = rate(|| run(w), Duration::from_secs(3));
        let apply = rate(|| raw(&w.positions), Duration::from_secs(3));
        let movegen = rate(|| raw_movegen(&w.positions), Duration::from_secs(3));
        println!(
            "{:<14} {:>11} {:>13.0} {:>13.0} {:>8.3} {:>13.0} {:>8.3}",
            w.name,
            run(w),
            interp,
            apply,
            interp / apply,
            movegen,
            interp / movegen
        );
    }
}

fn bench(c: &mut Criterion) {
    let ws = workloads();
    // Only in a real benchmark run (`cargo bench` passes --bench), not when listing
    // or when `cargo test --benches` runs each benchmark once.
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--list") {
        summary(&ws);
    }
    let mut g = c.benchmark_group("interpreter");
    for w in &ws {
        g.throughput(Throughput::Elements(run(w)));
        g.bench_function(w.name, |b| b.iter(|| run(black_box(w))));
    }
    g.finish();
    let mut g = c.benchmark_group("raw-line-perft3");
    for w in &ws {
        g.throughput(Throughput::Elements(raw(&w.positions)));
        g.bench_function(w.name, |b| b.iter(|| raw(black_box(&w.positions))));
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = bench
}
criterion_main!(benches);
