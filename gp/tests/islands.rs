//! The island model: one island is the plain run; K islands are decided by the seed
//! whatever the thread count; migration moves copies of each island's best into the
//! place of the next island's worst; a checkpoint resumes exactly.

use gp::Evaluator;
use gp::demo::piecewise;
use gp::{
    Archipelago, CheckpointErrorKind, Config, Evolution, LocalTransport, Migration,
    checkpoint_islands, island_seed, ranking,
};

type Evo = Evolution<piecewise::Piecewise>;

fn config() -> Config {
    Config {
        population_size: 40,
        generations: 12,
        ..piecewise::config()
    }
}

fn island(seed: u64, i: usize) -> Evo {
    let (pset, root) = piecewise::pset();
    let eval = piecewise::Piecewise::with_sample(&pset, Some(10)).expect("mapped");
    Evolution::new(pset, root, config(), eval, island_seed(seed, i)).expect("valid")
}

fn make(i: usize) -> (gp::PrimitiveSet, piecewise::Piecewise) {
    let _ = i;
    let (pset, _) = piecewise::pset();
    let eval = piecewise::Piecewise::with_sample(&pset, Some(10)).expect("mapped");
    (pset, eval)
}

const RING: Migration = Migration {
    every: 2,
    migrants: 3,
};

fn archipelago(
    seed: u64,
    k: usize,
    migration: Migration,
) -> Archipelago<piecewise::Piecewise, LocalTransport> {
    let islands = (0..k).map(|i| island(seed, i)).collect();
    Archipelago::new(islands, migration, LocalTransport::new(k)).expect("valid")
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool")
}

/// The archipelago checkpoint after `steps` generations.
fn run(threads: usize, seed: u64, k: usize, steps: usize) -> Vec<u8> {
    pool(threads).install(|| {
        let mut a = archipelago(seed, k, RING);
        for _ in 0..steps {
            a.step().expect("steps");
        }
        a.checkpoint().expect("stepped")
    })
}

#[test]
fn one_island_is_the_plain_run() {
    let plain = pool(2).install(|| {
        let mut e = island(9, 0);
        for _ in 0..7 {
            e.step();
        }
        e.checkpoint().expect("stepped")
    });
    assert!(
        run(2, 9, 1, 7) == plain,
        "one island differs from the plain run"
    );
    assert_eq!(checkpoint_islands(&plain).expect("reads"), 1);
}

#[test]
fn islands_are_decided_by_the_seed_on_any_number_of_threads() {
    let one = run(1, 5, 3, 7);
    assert!(one == run(2, 5, 3, 7), "1 vs 2 threads differ");
    assert!(one == run(3, 5, 3, 7), "1 vs 3 threads differ");
    assert!(one != run(2, 6, 3, 7), "the seed must matter");
    assert_eq!(checkpoint_islands(&one).expect("reads"), 3);
    let seeds: Vec<u64> = (0..4).map(|i| island_seed(5, i)).collect();
    assert_eq!(seeds[0], 5, "island 0 keeps the run's seed");
    for i in 0..4 {
        for j in 0..i {
            assert_ne!(seeds[i], seeds[j], "islands {j} and {i} share a seed");
        }
    }
}

#[test]
fn migration_copies_each_best_over_the_next_islands_worst() {
    let k = 3;
    let mut a = archipelago(11, k, RING);
    let mut apart: Vec<Evo> = (0..k).map(|i| island(11, i)).collect();
    // Generations 0 and 1: no migration yet (every 2, not after generation 0).
    for _ in 0..2 {
        a.step().expect("steps");
        apart.iter_mut().for_each(|e| {
            e.step();
        });
    }
    for (x, y) in a.islands().iter().zip(&apart) {
        assert_eq!(x.population(), y.population(), "migrated too early");
    }
    // Generation 2 is followed by a migration.
    a.step().expect("steps");
    apart.iter_mut().for_each(|e| {
        e.step();
    });
    for i in 0..k {
        let before = apart[i].population();
        let from = &apart[(i + k - 1) % k];
        let order = ranking(from.population(), true);
        let sent: Vec<_> = order[..3].iter().map(|&j| &from.population()[j]).collect();
        let worst = ranking(before, true);
        let after = a.islands()[i].population();
        for (n, slot) in worst.iter().rev().take(3).enumerate() {
            assert_eq!(&after[*slot], sent[n], "island {i}: slot {slot}");
        }
        let replaced: Vec<usize> = worst.iter().rev().take(3).copied().collect();
        for j in (0..before.len()).filter(|j| !replaced.contains(j)) {
            assert_eq!(after[j], before[j], "island {i}: individual {j} changed");
        }
        // The statistics are the generation's own: its best is still in place.
        let s = a.islands()[i].stats().expect("stepped");
        assert_eq!(after[s.best_index], before[s.best_index]);
    }
}

#[test]
fn a_checkpoint_resumes_exactly_and_only_with_as_many_islands() {
    let whole = run(1, 3, 3, 8);
    let half = run(1, 3, 3, 4);
    let mut resumed =
        Archipelago::from_checkpoint(LocalTransport::new(3), Some(&half), make).expect("resumes");
    assert_eq!(resumed.generation(), Some(3));
    assert_eq!(resumed.migration(), RING);
    for _ in 0..4 {
        resumed.step().expect("steps");
    }
    assert!(
        resumed.checkpoint().expect("stepped") == whole,
        "resumed run differs"
    );

    let Err(e) = Archipelago::from_checkpoint(LocalTransport::new(2), Some(&half), make) else {
        panic!("3 islands resumed as 2");
    };
    assert!(matches!(e.kind, CheckpointErrorKind::Mismatch(_)), "{e}");
    let text = e.to_string();
    assert!(
        text.contains("3 islands") && text.contains("has 2"),
        "{text}"
    );
}

#[test]
fn too_many_migrants_are_refused() {
    let islands = (0..2).map(|i| island(1, i)).collect();
    let many = Migration {
        every: 1,
        migrants: 40,
    };
    let Err(e) = Archipelago::new(islands, many, LocalTransport::new(2)) else {
        panic!("40 migrants of 40 accepted");
    };
    assert!(e.to_string().contains("population size 40"), "{e}");
}

/// Under lexicase an arrival is scored again on its new island's sample: lexicase
/// compares results problem by problem, and the sender's cases are other problems.
#[test]
fn lexicase_arrivals_are_scored_on_their_new_islands_sample() {
    let k = 3;
    let lexicase = |seed: u64, i: usize| -> Evo {
        let (pset, root) = piecewise::pset();
        let eval = piecewise::Piecewise::with_sample(&pset, Some(10)).expect("mapped");
        let config = Config {
            selection: gp::Selection::Lexicase,
            ..config()
        };
        Evolution::new(pset, root, config, eval, island_seed(seed, i)).expect("valid")
    };
    let islands = (0..k).map(|i| lexicase(11, i)).collect();
    let mut a = Archipelago::new(islands, RING, LocalTransport::new(k)).expect("valid");
    let mut apart: Vec<Evo> = (0..k).map(|i| lexicase(11, i)).collect();
    for _ in 0..3 {
        a.step().expect("steps");
        apart.iter_mut().for_each(|e| {
            e.step();
        });
    }
    let mut rescored = 0;
    for i in 0..k {
        let from = &apart[(i + k - 1) % k];
        let order = ranking(from.population(), true);
        let worst = ranking(apart[i].population(), true);
        let after = a.islands()[i].population();
        for (n, slot) in worst.iter().rev().take(3).enumerate() {
            let sent = &from.population()[order[n]];
            let here = &after[*slot];
            assert_eq!(here.tree, sent.tree, "island {i}: slot {slot}");
            let local = apart[i]
                .evaluator()
                .evaluate(&sent.tree, &gp::EvalContext::new(2, *slot, 0));
            assert_eq!(here.cases, local.cases, "island {i}: slot {slot}");
            assert_eq!(here.fitness, local.fitness, "island {i}: slot {slot}");
            rescored += usize::from(here.cases != sent.cases);
        }
    }
    assert!(rescored > 0, "the islands' samples differ");
}
