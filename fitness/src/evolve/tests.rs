use chess_prims::Program;
use gp::{EvalContext, Evaluator, Individual, Purpose, Tree, stream_rng};
use shakmaty::Position;

use super::*;

fn small_config() -> FitnessConfig {
    FitnessConfig {
        max_n: 2,
        sample_size: 3,
        reference_cache: "off".to_string(),
        ..FitnessConfig::default()
    }
}

fn evaluator(config: FitnessConfig) -> MateEvaluator {
    MateEvaluator::new(config, true, ReferenceCache::new()).expect("valid setup")
}

fn program(e: &MateEvaluator, text: &str) -> (Tree, Program) {
    let tree = Tree::parse(e.prims().pset(), text, e.prims().float()).expect("parses");
    let program = Program::compile(e.prims(), &tree).expect("compiles");
    (tree, program)
}

const MATE1: &str = "(If3 (And2 IsCheck IsMateInOneOrLess) 1000 0)";

#[test]
fn builtin_pool_holds_out_the_last_fifth() {
    let pool = Pool::load(&FitnessConfig::default()).expect("builtin pool");
    for n in 1..=5 {
        let s = pool.split(n).expect("every N");
        assert_eq!((s.train.len(), s.validation.len()), (960, 240), "N={n}");
        let file = crate::problem::builtin::train(n);
        assert_eq!(s.train[0].id, file[0].id);
        assert_eq!(s.validation[0].id, file[960].id);
        assert!(s.train.iter().all(|p| p.mate == Some(n as i32)));
    }
    assert!(pool.split(6).is_none() && pool.split(0).is_none());
    assert_eq!(held_out(1500, 0.2), 300);
    assert_eq!(held_out(7, 0.0), 0);
}

/// pvline suites add problems to training and validation and change nothing of the
/// Lichess parts: the same training, validation and withheld problems, in order.
#[test]
fn pvline_suites_leave_the_lichess_parts_as_they_were() {
    let lichess = FitnessConfig {
        withheld_per_n: 300,
        withheld_round: 4,
        ..FitnessConfig::default()
    };
    let mut with_pvline = lichess.clone();
    with_pvline
        .train_suites
        .extend((1..=5).map(|n| format!("builtin:mate{n}-pvline")));
    let (a, b) = (
        Pool::load(&lichess).expect("pool"),
        Pool::load(&with_pvline).expect("pool"),
    );
    let is_pvline = |p: &&crate::problem::Problem| crate::problem::builtin::is_pvline(&p.id);
    let ids = |ps: &[crate::problem::Problem], pvline: bool| -> Vec<String> {
        (ps.iter())
            .filter(|p| is_pvline(p) == pvline)
            .map(|p| p.id.clone())
            .collect()
    };
    for n in 1..=5 {
        let (a, b) = (a.split(n).expect("N"), b.split(n).expect("N"));
        assert_eq!(ids(&a.train, false), ids(&b.train, false), "train, N={n}");
        assert_eq!(
            ids(&a.validation, false),
            ids(&b.validation, false),
            "validation, N={n}"
        );
        assert_eq!(
            ids(&a.withheld, false),
            ids(&b.withheld, false),
            "withheld, N={n}"
        );
        assert_eq!(
            (ids(&b.train, true).len(), ids(&b.validation, true).len()),
            (480, 120),
            "N={n}"
        );
        assert!(
            ids(&b.withheld, true).is_empty(),
            "N={n}: pvline never withheld"
        );
    }
}

#[test]
fn a_second_withheld_round_draws_afresh_from_problems_the_first_did_not_withhold() {
    let round = |withheld_round| {
        let config = FitnessConfig {
            withheld_per_n: 300,
            withheld_round,
            ..FitnessConfig::default()
        };
        Pool::load(&config).expect("builtin pool")
    };
    let (first, second) = (round(1), round(2));
    for n in 1..=5 {
        let (a, b) = (first.split(n).expect("N"), second.split(n).expect("N"));
        assert_eq!((b.train.len(), b.withheld.len()), (660, 300), "N={n}");
        let ids = |ps: &[crate::problem::Problem]| -> std::collections::BTreeSet<String> {
            ps.iter().map(|p| p.id.clone()).collect()
        };
        assert!(ids(&a.withheld).is_disjoint(&ids(&b.withheld)), "N={n}");
        assert!(ids(&a.withheld).is_subset(&ids(&b.train)), "N={n}");
        assert_eq!(ids(&a.validation), ids(&b.validation), "N={n}");
        // Round 2 is the 300 smallest round-2 hashes among what round 1 left.
        let highest = b.withheld.iter().map(|p| withheld_rank(2, &p.id)).max();
        let lowest_other = (b.train.iter())
            .filter(|p| !ids(&a.withheld).contains(&p.id))
            .map(|p| withheld_rank(2, &p.id))
            .min();
        assert!(highest < lowest_other, "N={n}");
    }
    assert!(second.withheld_short_of(300).is_empty());
    // Rounds 1 to 3 drew 900 of the 960 training problems per N: round 4 gets the 60
    // left, and says so.
    let fourth = round(4);
    assert_eq!(
        fourth.withheld_short_of(300),
        (1..=5).map(|n| (n, 60)).collect::<Vec<_>>()
    );
    assert_eq!(fourth.split(1).map(|s| s.train.len()), Some(900));
    let zero = FitnessConfig {
        withheld_round: 0,
        ..FitnessConfig::default()
    };
    assert_eq!(zero.validate().map_err(|e| e.field), Err("withheld_round"));
}

#[test]
fn withheld_problems_leave_training_by_id_hash_and_validation_stays() {
    let plain = Pool::load(&FitnessConfig::default()).expect("builtin pool");
    let config = FitnessConfig {
        withheld_per_n: 300,
        ..FitnessConfig::default()
    };
    let pool = Pool::load(&config).expect("builtin pool");
    assert_eq!(withheld_rank(1, ""), gp::fnv1a64(b"withheld:"));
    assert_eq!(withheld_rank(2, ""), gp::fnv1a64(b"withheld2:"));
    for n in 1..=5 {
        let (s, before) = (pool.split(n).expect("N"), plain.split(n).expect("N"));
        assert!(before.withheld.is_empty());
        assert_eq!((s.train.len(), s.withheld.len()), (660, 300), "N={n}");
        let ids = |ps: &[crate::problem::Problem]| -> Vec<String> {
            ps.iter().map(|p| p.id.clone()).collect()
        };
        assert_eq!(ids(&s.validation), ids(&before.validation), "N={n}");
        let highest_withheld = s.withheld.iter().map(|p| withheld_rank(1, &p.id)).max();
        let lowest_kept = s.train.iter().map(|p| withheld_rank(1, &p.id)).min();
        assert!(highest_withheld < lowest_kept, "N={n}");
        // Both parts keep the file's order and together are the old training part.
        let mut merged = ids(&s.train);
        merged.extend(ids(&s.withheld));
        merged.sort();
        let mut old = ids(&before.train);
        old.sort();
        assert_eq!(merged, old, "N={n}");
        let position = |id: &str| before.train.iter().position(|p| p.id == id);
        assert!(
            s.withheld
                .windows(2)
                .all(|w| position(&w[0].id) < position(&w[1].id))
        );
    }
    let too_many = FitnessConfig {
        withheld_per_n: 958,
        sample_size: 5,
        ..FitnessConfig::default()
    };
    assert!(matches!(
        Pool::load(&too_many),
        Err(PoolError::TooFew {
            found: 2,
            needed: 5,
            ..
        })
    ));
}

#[test]
fn too_small_a_pool_is_an_error_naming_the_key() {
    let config = FitnessConfig {
        sample_size: 1201,
        ..small_config()
    };
    let err = MateEvaluator::new(config, true, ReferenceCache::new())
        .err()
        .expect("too few problems");
    assert!(err.to_string().contains("fitness.sample_size"), "{err}");
}

#[test]
fn config_ranges_name_the_field() {
    for (config, field) in [
        (
            FitnessConfig {
                max_n: 0,
                ..small_config()
            },
            "fitness.max_n",
        ),
        (
            FitnessConfig {
                budget_factor: -1.0,
                ..small_config()
            },
            "fitness.budget_factor",
        ),
        (
            FitnessConfig {
                validation_fraction: 1.0,
                ..small_config()
            },
            "fitness.validation_fraction",
        ),
    ] {
        let err = config.validate().expect_err("out of range");
        assert!(err.to_string().contains(field), "{err}");
    }
    assert!(FitnessConfig::default().validate().is_ok());
}

#[test]
fn reference_cache_round_trip_and_tag() {
    let p = &crate::problem::builtin::train(1)[0];
    let r = compute(&mut reference_prover(), &p.position, 1).expect("a mate in 1");
    assert_eq!(r.mate_in, 1);
    let keys = r.key_moves(&p.position).expect("legal keys");
    assert!(
        keys.iter().any(|k| p.is_key_move(k)),
        "the file's key is found"
    );
    let mut cache = ReferenceCache::new();
    cache.insert(&p.fen, 1, r.clone());
    let text = cache.to_text();
    assert_eq!(ReferenceCache::parse(&text).expect("parses"), cache);
    let other_tag = text.replace(prover_tag(), "another-prover");
    assert!(prover_tag().starts_with(PROVER_NAME));
    assert!(
        ReferenceCache::parse(&other_tag)
            .expect("parses")
            .is_empty()
    );
    let err = ReferenceCache::parse("{\"fen\": 1}\n").expect_err("bad line");
    assert_eq!(err.0, 1);

    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("sub/reference.jsonl");
    assert!(
        ReferenceCache::load(&path)
            .expect("missing is empty")
            .is_empty()
    );
    cache.save(&path).expect("saves");
    assert_eq!(ReferenceCache::load(&path).expect("loads"), cache);
    std::fs::write(&path, "not json\n").expect("write");
    let err = ReferenceCache::load(&path).expect_err("corrupt");
    assert!(err.to_string().contains("reference.jsonl:1"), "{err}");
}

#[test]
fn a_curriculum_adds_one_mate_length_every_few_generations() {
    let config = FitnessConfig {
        max_n: 3,
        curriculum_every: 2,
        ..small_config()
    };
    let reached: Vec<u32> = (0..8).map(|g| config.max_n_at(g)).collect();
    assert_eq!(reached, [1, 1, 2, 2, 3, 3, 3, 3]);
    assert_eq!(config.sample_total_at(2), 6);
    assert_eq!(small_config().max_n_at(0), 2, "0 samples every N at once");
    let mut e = evaluator(config);
    e.begin_generation(2, &[], &mut stream_rng(9, Purpose::Sample, 2, 0));
    let ns: Vec<u32> = e.sample().iter().map(|p| p.n).collect();
    assert_eq!(ns, [1, 1, 1, 2, 2, 2]);
    // The sample is whole: individuals are scored, not refused as incomplete.
    let (tree, _) = program(&e, MATE1);
    let scored = e.evaluate(&tree, &EvalContext::new(2, 0, 1));
    assert!(
        scored.fitness.is_finite() && scored.fitness > 0.0,
        "{}",
        scored.fitness
    );
    assert_eq!(scored.stats.solved[2], 0, "no mate in 3 is sampled yet");
}

#[test]
fn a_curriculum_may_start_beyond_mate_in_1() {
    let config = FitnessConfig {
        max_n: 4,
        curriculum_every: 2,
        curriculum_first_n: 2,
        ..small_config()
    };
    let reached: Vec<u32> = (0..8).map(|g| config.max_n_at(g)).collect();
    assert_eq!(reached, [2, 2, 3, 3, 4, 4, 4, 4]);
    assert_eq!(config.sample_total_at(0), 2 * config.sample_size);
    for bad in [0, 5] {
        let config = FitnessConfig {
            curriculum_first_n: bad,
            ..config.clone()
        };
        assert_eq!(
            config.validate().map_err(|e| e.field),
            Err("curriculum_first_n"),
            "{bad}"
        );
    }
    let without_curriculum = FitnessConfig {
        curriculum_every: 0,
        ..config.clone()
    };
    assert_eq!(
        without_curriculum.validate().map_err(|e| e.field),
        Err("curriculum_first_n"),
        "a first stage without a curriculum does nothing"
    );
    let mut e = evaluator(FitnessConfig { max_n: 2, ..config });
    e.begin_generation(0, &[], &mut stream_rng(9, Purpose::Sample, 0, 0));
    let ns: Vec<u32> = e.sample().iter().map(|p| p.n).collect();
    assert_eq!(ns, [1, 1, 1, 2, 2, 2], "generation 0 samples mates in 2");
}

#[test]
fn same_stream_same_sample_and_references() {
    let mut a = evaluator(small_config());
    let mut b = evaluator(small_config());
    a.begin_generation(0, &[], &mut stream_rng(9, Purpose::Sample, 4, 0));
    b.begin_generation(0, &[], &mut stream_rng(9, Purpose::Sample, 4, 0));
    let ids = |e: &MateEvaluator| -> Vec<(u32, String, u64)> {
        e.sample()
            .iter()
            .map(|p| (p.n, p.id.clone(), p.reference_nodes))
            .collect()
    };
    assert_eq!(ids(&a), ids(&b));
    assert_eq!(a.sample().len(), 6);
    assert_eq!(a.sample().iter().filter(|p| p.n == 2).count(), 3);
    assert!(
        a.sample()
            .iter()
            .all(|p| p.budget == budget(p.reference_nodes, 1.5))
    );
    assert_eq!(a.used_references().len(), 6);
    assert_eq!(a.reference_work().computed, 6);
    // Validation problems are never drawn.
    let pool = a.pool();
    for p in a.sample() {
        let split = pool.split(p.n).expect("N");
        assert!(split.train.iter().any(|q| q.id == p.id));
        assert!(split.validation.iter().all(|q| q.id != p.id));
    }
    // Nor withheld ones, over many generations.
    let withholding = FitnessConfig {
        withheld_per_n: 900,
        ..small_config()
    };
    let mut w = evaluator(withholding);
    for g in 0..40 {
        w.begin_generation(g, &[], &mut stream_rng(9, Purpose::Sample, g, 0));
        for p in w.sample() {
            let split = w.pool().split(p.n).expect("N");
            assert!(split.withheld.iter().all(|q| q.id != p.id));
        }
    }
    // Another generation's stream draws another sample; known references are reused.
    let before = ids(&a);
    let mut c = MateEvaluator::new(small_config(), true, a.known_references().clone())
        .expect("valid setup");
    c.begin_generation(0, &[], &mut stream_rng(9, Purpose::Sample, 4, 0));
    assert_eq!(c.reference_work().computed, 0);
    assert_eq!(ids(&c), before);
    a.begin_generation(1, &[], &mut stream_rng(9, Purpose::Sample, 5, 0));
    assert_ne!(ids(&a), before);
}

#[test]
fn scores_follow_the_formula() {
    let config = FitnessConfig {
        max_n: 1,
        sample_size: 5,
        ..small_config()
    };
    let mut e = evaluator(config.clone());
    e.begin_generation(0, &[], &mut stream_rng(1, Purpose::Sample, 0, 0));
    let (tree, mate1) = program(&e, MATE1);
    let eval = e.evaluate(&tree, &EvalContext::new(0, 0, 1));
    // The checks-only mate-in-1 searcher solves every mate in 1, weight 2, Boards off.
    assert_eq!(eval.stats.solved, vec![5]);
    assert_eq!(eval.fitness, 10.0);
    for p in e.sample() {
        let s = score_problem(&config, Stage::Early, &mate1, p, &AnswerCosts::new());
        assert!(
            s.solved && s.boards == 1.0 && s.nodes <= p.budget,
            "{}",
            p.id
        );
        // Late: Boards = reference / nodes, capped.
        let late = score_problem(&config, Stage::Late, &mate1, p, &AnswerCosts::new());
        let boards = (p.reference_nodes as f64 / s.nodes as f64).min(config.boards_cap);
        assert_eq!(late.score, 2.0 * boards, "{}", p.id);
    }
    // A constant scores every move alike: the first move in search order (the first
    // check, if any), rarely right.
    let (tree, constant) = program(&e, "0.0");
    let eval = e.evaluate(&tree, &EvalContext::new(0, 0, 1));
    let partial: f64 = e
        .sample()
        .iter()
        .map(|p| score_problem(&config, Stage::Early, &constant, p, &AnswerCosts::new()).score)
        .sum();
    assert_eq!(eval.fitness, partial);
    let late: f64 = e
        .sample()
        .iter()
        .map(|p| score_problem(&config, Stage::Late, &constant, p, &AnswerCosts::new()))
        .map(|s| if s.solved { s.score } else { 0.0 })
        .sum();
    let late_total: f64 = e
        .sample()
        .iter()
        .map(|p| score_problem(&config, Stage::Late, &constant, p, &AnswerCosts::new()).score)
        .sum();
    assert_eq!(late, late_total, "late stage gives no partial credit");
}

#[test]
fn stage_switches_on_the_best_and_survives_a_checkpoint() {
    let config = FitnessConfig {
        max_n: 1,
        sample_size: 4,
        ..small_config()
    };
    let mut e = evaluator(config);
    let tree = Tree::parse(e.prims().pset(), MATE1, e.prims().float()).expect("parses");
    let ind = |solved: u32, fitness: f64| Individual {
        tree: tree.clone(),
        fitness,
        stats: EvalStats {
            solved: vec![solved],
            nodes: 1,
            cost: 1,
        },
        cases: Vec::new(),
    };
    let mut rng = stream_rng(1, Purpose::Sample, 0, 0);
    // 3 of 4 is not more than 75 %; the best by fitness is what counts.
    e.begin_generation(1, &[ind(4, 1.0), ind(3, 2.0)], &mut rng);
    assert_eq!(e.stage(), Stage::Early);
    assert_eq!(e.save_state(), vec![0]);
    e.begin_generation(2, &[ind(3, 1.0), ind(4, 2.0)], &mut rng);
    assert_eq!(e.stage(), Stage::Late);
    // Latched.
    e.begin_generation(3, &[ind(0, 1.0)], &mut rng);
    assert_eq!(e.stage(), Stage::Late);
    let state = e.save_state();
    let mut f = evaluator(small_config());
    f.restore_state(&state).expect("restores");
    assert_eq!(f.stage(), Stage::Late);
    assert!(f.restore_state(&[7]).is_err());
    assert!(f.restore_state(&[]).is_err());
    assert!(f.restore_state(&[1, 2, 3]).is_err(), "a cut epoch state");
}

/// A restart ends the late stage, and the epochs travel in the saved state.
#[test]
fn a_restart_returns_to_the_early_stage_and_is_saved() {
    let config = FitnessConfig {
        max_n: 2,
        sample_size: 2,
        restarts: 1,
        restart_window: 1,
        restart_below: 1.0,
        ..small_config()
    };
    let mut e = evaluator(config.clone());
    let tree = Tree::parse(e.prims().pset(), MATE1, e.prims().float()).expect("parses");
    let ind = |solved: u32| Individual {
        tree: tree.clone(),
        fitness: 1.0,
        stats: EvalStats {
            solved: vec![solved, 0],
            nodes: 0,
            cost: 0,
        },
        cases: Vec::new(),
    };
    let mut rng = stream_rng(1, Purpose::Sample, 0, 0);
    // 4 of the 4 problems sampled (two per N) is more than 75 %.
    e.begin_generation(1, &[ind(4)], &mut rng);
    assert_eq!(e.stage(), Stage::Late);
    // Generation 0's best solved 2 of 4 < 100 %: generation 1 is a new epoch.
    assert!(e.restart(1, &[ind(2)]));
    assert_eq!(e.stage(), Stage::Early);
    assert_eq!(e.epochs().start, 1);
    assert!(!e.restart(2, &[ind(0)]), "at most one restart");
    let state = e.save_state();
    assert_eq!(state.len(), 29);
    let mut f = evaluator(config);
    f.restore_state(&state).expect("restores");
    assert_eq!(f.epochs(), e.epochs());
}

#[test]
fn cancelled_generation_scores_nothing() {
    let mut e = evaluator(small_config());
    e.begin_generation(0, &[], &mut stream_rng(2, Purpose::Sample, 0, 0));
    let (tree, _) = program(&e, MATE1);
    e.cancel_flag()
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let eval = e.evaluate(&tree, &EvalContext::new(0, 0, 1));
    assert_eq!(eval.fitness, f64::NEG_INFINITY);
}

/// A price on simulated boards raises a searcher's cost by exactly its boards times
/// the price (rounded up), and leaves its nodes alone; a negative price is refused.
#[test]
fn simulated_boards_are_priced_only_when_asked() {
    let free = FitnessConfig {
        max_n: 2,
        sample_size: 3,
        cost: CostModel::Sound,
        boards_early_min_n: 1,
        budget_factor: 100.0,
        ..small_config()
    };
    let priced = FitnessConfig {
        simulated_board_price: 0.5,
        ..free.clone()
    };
    let mut e = evaluator(free.clone());
    e.begin_generation(0, &[], &mut stream_rng(5, Purpose::Sample, 0, 0));
    // Ranks the first moves by a condition asked after each move without applying it.
    let (_, searcher) = program(&e, "(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1000 0)");
    let costs = AnswerCosts::new();
    let mut boards_seen = 0;
    for p in e.sample() {
        let choice = chess_prims::choose_move(&searcher, &p.position, p.budget, p.n);
        let a = score_problem(&free, Stage::Late, &searcher, p, &costs);
        let b = score_problem(&priced, Stage::Late, &searcher, p, &costs);
        assert_eq!(a.nodes, b.nodes, "{}", p.id);
        assert_eq!(b.cost, a.cost + choice.boards.div_ceil(2), "{}", p.id);
        boards_seen += choice.boards;
    }
    assert!(boards_seen > 0, "the searcher simulated boards");
    let negative = FitnessConfig {
        simulated_board_price: -1.0,
        ..FitnessConfig::default()
    };
    assert_eq!(
        negative.validate().map_err(|e| e.field),
        Err("simulated_board_price")
    );
}

/// A board budget bounds the boards a training search simulates: with a budget of
/// one board's worth per node of budget nothing changes here, with a tiny one the
/// searcher stops simulating (and applying) early; a negative factor is refused.
#[test]
fn the_board_budget_bounds_a_training_search() {
    let free = FitnessConfig {
        max_n: 2,
        sample_size: 3,
        budget_factor: 100.0,
        ..small_config()
    };
    let mut e = evaluator(free.clone());
    e.begin_generation(0, &[], &mut stream_rng(5, Purpose::Sample, 0, 0));
    let (_, searcher) = program(&e, "(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1000 0)");
    let costs = AnswerCosts::new();
    let mut cut_somewhere = false;
    for p in e.sample() {
        let whole = score_problem(&free, Stage::Late, &searcher, p, &costs);
        let choice = chess_prims::choose_move(&searcher, &p.position, p.budget, p.n);
        let roomy = FitnessConfig {
            board_budget_factor: (choice.boards + 1) as f64 / p.budget as f64,
            ..free.clone()
        };
        let same = score_problem(&roomy, Stage::Late, &searcher, p, &costs);
        assert_eq!(
            (same.nodes, same.score),
            (whole.nodes, whole.score),
            "{}",
            p.id
        );
        if choice.boards < 4 {
            continue;
        }
        let tight = FitnessConfig {
            board_budget_factor: (choice.boards / 4) as f64 / p.budget as f64,
            ..free.clone()
        };
        let cut = score_problem(&tight, Stage::Late, &searcher, p, &costs);
        assert!(
            cut.nodes < whole.nodes,
            "{}: {} of {}",
            p.id,
            cut.nodes,
            whole.nodes
        );
        cut_somewhere = true;
    }
    assert!(cut_somewhere, "the searcher simulated boards");
    let negative = FitnessConfig {
        board_budget_factor: -1.0,
        ..FitnessConfig::default()
    };
    assert_eq!(
        negative.validate().map_err(|e| e.field),
        Err("board_budget_factor")
    );
}

#[test]
fn sound_cost_prices_proof_and_fallback_and_stays_live() {
    let config = FitnessConfig {
        max_n: 1,
        sample_size: 5,
        cost: CostModel::Sound,
        boards_early_min_n: 1,
        budget_factor: 100.0,
        ..small_config()
    };
    let mut e = evaluator(config.clone());
    e.begin_generation(0, &[], &mut stream_rng(4, Purpose::Sample, 0, 0));
    // The same choices as MATE1, dearer: a mate scores below +1000, so the scan goes
    // on, and every reply to a move that does not mate is played.
    let exhaustive = "(If3 (And2 IsCheck IsMateInOneOrLess) 999 (MakeBestMove 0))";
    let (cheap_tree, cheap) = program(&e, MATE1);
    let (dear_tree, dear) = program(&e, exhaustive);
    let costs = AnswerCosts::new();
    let mut prover = crate::ab::Prover::new(crate::ab::ProverOptions::default());
    for p in e.sample() {
        assert!(p.prover_alone_nodes > 0, "{}", p.id);
        for searcher in [&cheap, &dear] {
            let s = score_problem(&config, Stage::Late, searcher, p, &costs);
            assert!(s.solved, "{}", p.id);
            // The proof is counted by an independent call of the prover.
            let mv = chess_prims::choose_move(searcher, &p.position, p.budget, 1)
                .mv
                .expect("a move");
            let depth = crate::MateDepth::new(1).expect("depth");
            let proof = prover.prove_move(&p.position, &mv, depth, crate::Limits::default());
            assert_eq!(proof.answer, Some(true));
            assert_eq!(s.cost, s.nodes + proof.nodes, "{}", p.id);
            assert_eq!(s.reference, p.prover_alone_nodes);
        }
    }
    let ctx = EvalContext::new(0, 0, 1);
    let (a, b) = (e.evaluate(&cheap_tree, &ctx), e.evaluate(&dear_tree, &ctx));
    // Efficiency pooled over the N's problems: Σ prover alone / Σ whole answer.
    let alone: u64 = e.sample().iter().map(|p| p.prover_alone_nodes).sum();
    let pooled = (alone as f64 / a.stats.cost as f64).min(config.boards_cap);
    assert!(
        (a.fitness - 2.0 * 5.0 * pooled).abs() < 1e-9,
        "{}",
        a.fitness
    );
    assert_eq!(a.stats.solved, b.stats.solved, "equal correctness");
    assert!(
        a.stats.cost < b.stats.cost,
        "{} vs {}",
        a.stats.cost,
        b.stats.cost
    );
    assert!(a.fitness > b.fitness, "{} vs {}", a.fitness, b.fitness);

    // A wrong move pays its refutation and the full search after it, which goes on
    // from the refutation's table.
    let p = &e.sample()[0];
    let wrong = p
        .position
        .legal_moves()
        .into_iter()
        .find(|m| !p.keys.contains(m))
        .expect("a non-key move");
    let (_, first) = program(&e, "0.0");
    let s = score_problem(&config, Stage::Late, &first, p, &costs);
    if !s.solved {
        assert!(s.cost > p.prover_alone_nodes, "{}", p.id);
        assert_eq!(s.score, 0.0);
    }
    let refute = costs.proof(&p.fen, &p.position, 1, &wrong);
    assert!(refute.nodes > 0 && !refute.mates);
    assert!(refute.fallback > 0 && refute.fallback <= p.prover_alone_nodes);
}

#[test]
fn cases_are_each_problems_correctness_times_its_own_efficiency() {
    let config = FitnessConfig {
        max_n: 2,
        sample_size: 4,
        cost: CostModel::Sound,
        boards_early_min_n: 1,
        ..small_config()
    };
    let mut e = evaluator(config.clone());
    e.begin_generation(0, &[], &mut stream_rng(6, Purpose::Sample, 0, 0));
    let costs = AnswerCosts::new();
    for text in [MATE1, "0.0", "(If3 IsCheck 1.0 0.0)"] {
        let (tree, program) = program(&e, text);
        let eval = e.evaluate(&tree, &EvalContext::new(0, 0, 1));
        assert_eq!(eval.cases.len(), e.sample().len(), "{text}");
        for (p, &case) in e.sample().iter().zip(&eval.cases) {
            // Recomputed from the problem's own proof and prover-alone counts.
            let s = score_problem(&config, Stage::Early, &program, p, &costs);
            let efficiency =
                (p.prover_alone_nodes as f64 / s.cost.max(1) as f64).min(config.boards_cap);
            assert_eq!(case, s.correctness * efficiency, "{text} on {}", p.id);
            assert!(!s.solved || case > 0.0, "{text} on {}", p.id);
        }
    }
}

#[test]
fn proven_cost_takes_the_searchers_own_proof_and_prices_the_rest_as_sound() {
    let config = FitnessConfig {
        max_n: 2,
        sample_size: 6,
        cost: CostModel::Proven,
        boards_early_min_n: 1,
        ..small_config()
    };
    let sound = FitnessConfig {
        cost: CostModel::Sound,
        ..config.clone()
    };
    let mut e = evaluator(config.clone());
    e.begin_generation(0, &[], &mut stream_rng(7, Purpose::Sample, 0, 0));
    let costs = AnswerCosts::new();
    let (mut own_proofs, mut proved_by_the_prover) = (0, 0);
    // A full-width search (its mates are proofs), and a guess at the first check.
    for text in ["(MakeBestMove (MakeBestMove (MakeBestMove 0)))", MATE1] {
        let (_, searcher) = program(&e, text);
        for p in e.sample() {
            let choice = chess_prims::choose_move(&searcher, &p.position, p.budget, p.n);
            let proven = score_problem(&config, Stage::Late, &searcher, p, &costs);
            let priced = score_problem(&sound, Stage::Late, &searcher, p, &costs);
            assert_eq!(proven.solved, priced.solved, "{text} on {}", p.id);
            assert_eq!(proven.reference, p.prover_alone_nodes);
            if choice.proven_mate.is_some() {
                own_proofs += 1;
                assert!(proven.solved, "{text} on {}: a proven mate is a key", p.id);
                assert_eq!(proven.cost, choice.nodes, "{text} on {}", p.id);
                assert!(proven.cost < priced.cost, "{text} on {}", p.id);
            } else {
                proved_by_the_prover += 1;
                assert_eq!(proven.cost, priced.cost, "{text} on {}", p.id);
            }
        }
    }
    assert!(own_proofs > 0 && proved_by_the_prover > 0);
}

/// The full search after a refuted proof goes on from the proof's table, so the
/// misses cost less than the prover alone (afresh they would cost exactly that).
#[test]
fn the_fallback_after_a_refuted_proof_costs_less_than_the_prover_alone() {
    let costs = AnswerCosts::new();
    let (mut refuted, mut fallback, mut alone) = (0, 0, 0);
    for n in 2..=3 {
        for p in crate::problem::builtin::test(n).iter().take(15) {
            let fen = p.fen.as_str();
            let (alone_nodes, _) = prover_alone(&p.position, n).expect("a mate in N");
            // The first few moves in search order that do not mate.
            let misses: Vec<_> = chess_prims::search_order(&p.position)
                .into_iter()
                .map(|mv| costs.proof(fen, &p.position, n, &mv))
                .filter(|c| !c.mates)
                .take(2)
                .collect();
            for miss in misses {
                refuted += 1;
                fallback += miss.fallback;
                alone += alone_nodes;
            }
        }
    }
    assert!(refuted >= 40, "only {refuted} refuted moves");
    assert!(
        fallback < alone,
        "fallbacks {fallback}, the prover alone {alone}"
    );
}

/// With `price_misses_from_n`, a late-stage miss of a mate that long counts with
/// Correctness 1 and scores 2^N × (prover alone / whole answer) instead of 0, so of two
/// missing searchers the cheaper scores more, and the pooled fitness of such an N is
/// 2^N × problems × Σ prover / Σ whole answer; shorter mates, hits and the early stage
/// are unchanged, and the own-cost model refuses it.
#[test]
fn priced_misses_score_what_the_whole_answer_costs() {
    let plain = FitnessConfig {
        max_n: 3,
        sample_size: 6,
        cost: CostModel::Sound,
        boards_early_min_n: 1,
        budget_factor: 100.0,
        ..small_config()
    };
    let priced = FitnessConfig {
        price_misses_from_n: 2,
        ..plain.clone()
    };
    let mut e = evaluator(plain.clone());
    e.begin_generation(0, &[], &mut stream_rng(7, Purpose::Sample, 0, 0));
    let costs = AnswerCosts::new();
    // A constant picks the first move in search order at one node a root move; the
    // same pick after scoring every reply costs more for the same miss.
    let (_, cheap) = program(&e, "0.0");
    let (_, dear) = program(&e, "(MakeBestMove 0.0)");
    let mut misses = 0;
    for p in e.sample() {
        let weight = 2f64.powi(p.n as i32);
        for searcher in [&cheap, &dear] {
            let a = score_problem(&plain, Stage::Late, searcher, p, &costs);
            let b = score_problem(&priced, Stage::Late, searcher, p, &costs);
            if a.solved || p.n < 2 {
                assert_eq!(
                    a.score, b.score,
                    "a hit, or a mate in 1, is priced alike: {}",
                    p.id
                );
            } else {
                assert_eq!((a.score, a.correctness), (0.0, 0.0), "{}", p.id);
                let boards = (a.reference as f64 / a.cost.max(1) as f64).min(plain.boards_cap);
                assert_eq!((b.score, b.correctness), (weight * boards, 1.0), "{}", p.id);
            }
            let early = score_problem(&priced, Stage::Early, searcher, p, &costs);
            let early_plain = score_problem(&plain, Stage::Early, searcher, p, &costs);
            assert_eq!(early.score, early_plain.score, "{}", p.id);
        }
        let c = score_problem(&priced, Stage::Late, &cheap, p, &costs);
        let d = score_problem(&priced, Stage::Late, &dear, p, &costs);
        if p.n >= 2 && !c.solved && !d.solved && c.cost < d.cost {
            assert!(c.score > d.score, "the cheaper miss scores more: {}", p.id);
            misses += 1;
        }
    }
    assert!(
        misses > 0,
        "some problem is missed by both, the constant cheaper"
    );
    // The evaluator pools each N: every problem counts, priced by the sums of costs.
    let mut late = evaluator(priced.clone());
    late.begin_generation(0, &[], &mut stream_rng(7, Purpose::Sample, 0, 0));
    late.restore_state(&[1]).expect("the late stage");
    let (tree, _) = program(&late, "(MakeBestMove 0.0)");
    let fitness = late.evaluate(&tree, &EvalContext::new(0, 0, 1)).fitness;
    let expected: f64 = (1..=3)
        .map(|n| {
            let of_n: Vec<_> = (late.sample().iter())
                .filter(|p| p.n == n)
                .map(|p| score_problem(&priced, Stage::Late, &dear, p, &costs))
                .collect();
            let (cost, reference) =
                (of_n.iter()).fold((0, 0), |(c, r), s| (c + s.cost, r + s.reference));
            let boards = (reference as f64 / cost.max(1) as f64).min(priced.boards_cap);
            let counted = if n >= 2 {
                of_n.len()
            } else {
                of_n.iter().filter(|s| s.solved).count()
            };
            2f64.powi(n as i32) * counted as f64 * boards
        })
        .sum();
    assert!(
        (fitness - expected).abs() < 1e-9 * expected,
        "{fitness} vs {expected}"
    );
    let own = FitnessConfig {
        price_misses_from_n: 4,
        cost: CostModel::Own,
        ..FitnessConfig::default()
    };
    assert_eq!(
        own.validate().map_err(|e| e.field),
        Err("price_misses_from_n")
    );
}
