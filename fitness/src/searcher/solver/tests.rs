use super::*;
use crate::ab::{Prover, ProverOptions};
use crate::problem::{builtin, parse_fen, parse_move};
use chess_prims::Primitives;
use shakmaty::Position;

const FIG1_MATE5: &str = include_str!("../../../../chess-prims/searchers/fig1-mate5.sexp");
/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#; the first quiet move (a2a3) does not mate.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";

fn solver(sexpr: &str, mode: Mode) -> EvolvedSolver {
    solver_with(
        sexpr,
        EvolvedOptions {
            mode,
            ..EvolvedOptions::default()
        },
    )
}

fn solver_with(sexpr: &str, options: EvolvedOptions) -> EvolvedSolver {
    let program = Program::parse(&Primitives::new(), sexpr).expect("valid searcher");
    EvolvedSolver::new(program, options)
}

fn reproving(sexpr: &str) -> EvolvedSolver {
    solver_with(
        sexpr,
        EvolvedOptions {
            reprove: true,
            ..EvolvedOptions::default()
        },
    )
}

fn position(fen: &str) -> Chess {
    parse_fen(fen).expect("test FEN").position
}

fn depth(n: u32) -> MateDepth {
    MateDepth::new(i64::from(n)).expect("depth in range")
}

#[test]
fn a_poor_searcher_is_rescued_by_the_fallback_and_says_so() {
    let p = position(MATE2);
    // Scores every check below every other move: it picks the first quiet move.
    let mut s = solver("(If3 IsCheck 0 5)", Mode::Sound);
    let answer = s.solve(&p, depth(2), Limits::default());
    let run = s.last_run().expect("a run").clone();
    let first_quiet = chess_prims::search_order(&p)
        .into_iter()
        .find(|m| !chess_prims::gives_check(&p, m));
    assert_eq!(run.searcher_move, first_quiet, "ties go first");
    assert_eq!(run.proof, Proof::Refuted);
    assert!(run.fallback);
    assert_eq!(answer.verdict, Verdict::Mate);
    assert_eq!(answer.mate_in, Some(2));
    assert_eq!(answer.key_moves, [parse_move(&p, "Rxd8+").expect("legal")]);
    assert_eq!(answer.pv.len(), 3, "the fallback's full line");
    assert_eq!(answer.nodes, run.searcher_nodes + run.verify_nodes);
    // The tree examines every root move once; the proof and the search apply more.
    assert_eq!(run.searcher_nodes, p.legal_moves().len() as u64);
    assert!(run.verify_nodes > 0);
    assert_eq!(s.name(), "evolved");
}

/// After a refuted proof, the full search continues from the proof's table: the same
/// answers as the prover alone, for fewer nodes in all (started afresh, the search
/// would cost exactly the prover alone's).
#[test]
fn the_fallback_goes_on_from_the_refuted_proof() {
    // Scores every check below every other move: mostly a quiet move, refuted.
    let mut s = solver("(If3 IsCheck 0 5)", Mode::Sound);
    let mut alone = Prover::new(ProverOptions::default());
    let (mut fallbacks, mut fallback_nodes, mut alone_nodes) = (0, 0, 0);
    for n in 3..=4 {
        for p in builtin::test(n).iter().take(25) {
            let answer = s.solve(&p.position, depth(n), Limits::default());
            let expected = alone.solve(&p.position, depth(n), Limits::default());
            assert_eq!(
                (answer.verdict, answer.mate_in),
                (expected.verdict, expected.mate_in),
                "{}",
                p.id
            );
            let run = s.last_run().expect("a run");
            if run.fallback {
                let proof = alone
                    .prove_move(
                        &p.position,
                        &run.searcher_move.expect("a move"),
                        depth(n),
                        Limits::default(),
                    )
                    .nodes;
                fallbacks += 1;
                fallback_nodes += run.verify_nodes - proof;
                alone_nodes += expected.nodes;
            }
        }
    }
    assert!(fallbacks >= 30, "only {fallbacks} fallbacks");
    assert!(
        fallback_nodes < alone_nodes,
        "fallbacks {fallback_nodes} nodes, the prover alone {alone_nodes}"
    );
}

#[test]
fn figure_1_solves_mates_in_two_without_fallback() {
    let mut s = solver(FIG1_MATE5, Mode::Sound);
    let mut prover = Prover::new(ProverOptions::default());
    for p in builtin::test(2).iter().take(25) {
        let answer = s.solve(&p.position, depth(2), Limits::default());
        let run = s.last_run().expect("a run");
        assert!(!run.fallback, "{}", p.id);
        let mv = run.searcher_move.expect("a move");
        assert_eq!(run.proof, Proof::Mate(2), "{}", p.id);
        assert_eq!(answer.verdict, Verdict::Mate);
        assert_eq!(
            (answer.mate_in, answer.key_moves.as_slice()),
            (Some(2), &[mv][..])
        );
        // An independent check of the claim, by a prover of its own.
        let proof = prover.proves_move(&p.position, &mv, depth(2), Limits::default());
        assert_eq!(proof.0, Some(true), "{}", p.id);
        assert_eq!(answer.nodes, run.searcher_nodes + run.verify_nodes);
    }
}

#[test]
fn the_proof_finds_the_shortest_mate_after_the_move() {
    // Ra8# mates at once; asked for mate in 3, the answer is mate in 1.
    let p = position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let mut s = reproving(FIG1_MATE5);
    let answer = s.solve(&p, depth(3), Limits::default());
    assert_eq!(answer.mate_in, Some(1));
    assert_eq!(s.last_run().map(|r| r.proof), Some(Proof::Mate(1)));
}

/// A full-width search of every reply below the root move: its mates are proofs.
const MINIMAX2: &str = "(MakeBestMove (MakeBestMove (MakeBestMove 0)))";

#[test]
fn a_mate_the_searcher_proved_is_answered_without_the_prover() {
    let p = position(MATE2);
    let key = parse_move(&p, "Rxd8+").expect("legal");
    let mut s = solver(MINIMAX2, Mode::Sound);
    let answer = s.solve(&p, depth(2), Limits::default());
    let run = s.last_run().expect("a run").clone();
    assert_eq!(run.proof, Proof::Searched(2));
    assert_eq!((run.verify_nodes, run.fallback), (0, false));
    assert_eq!(answer.verdict, Verdict::Mate);
    assert_eq!(
        (answer.mate_in, answer.key_moves.as_slice()),
        (Some(2), &[key][..])
    );
    assert_eq!(answer.nodes, run.searcher_nodes);
    // An independent check of the claim.
    let mut prover = Prover::new(ProverOptions::default());
    assert_eq!(
        prover.proves_move(&p, &key, depth(2), Limits::default()).0,
        Some(true)
    );
    // Told to reprove, the prover proves the same move and pays for it.
    let mut s = reproving(MINIMAX2);
    let reproved = s.solve(&p, depth(2), Limits::default());
    let run = s.last_run().expect("a run");
    assert_eq!(run.proof, Proof::Mate(2));
    assert!(run.verify_nodes > 0);
    assert_eq!(reproved.key_moves, answer.key_moves);
    assert_eq!(reproved.nodes, run.searcher_nodes + run.verify_nodes);
}

#[test]
fn no_mate_and_no_move_are_answered_exactly() {
    let mut s = solver("0", Mode::Sound);
    // Bare kings: no mate; the searcher's move is refuted and the fallback proves it.
    let answer = s.solve(
        &position("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        depth(2),
        Limits::default(),
    );
    assert_eq!(answer.verdict, Verdict::NoMate);
    assert!(s.last_run().is_some_and(|r| r.fallback));
    // Checkmated: no legal move, nothing to choose.
    let mated = position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    let answer = s.solve(&mated, depth(2), Limits::default());
    assert_eq!(answer.verdict, Verdict::NoMate);
    assert_eq!(answer.nodes, 0);
    assert!(
        s.last_run()
            .is_some_and(|r| r.searcher_move.is_none() && !r.fallback)
    );
}

#[test]
fn a_limit_gives_unknown_never_a_claim() {
    let p = position(MATE2);
    let mut s = solver(FIG1_MATE5, Mode::Sound);
    // The searcher needs 3 nodes here (Rxd8+ first, then both replies mate), its
    // proof 9 more.
    let limits = Limits {
        max_nodes: Some(6),
        max_time: None,
    };
    let answer = s.solve(&p, depth(2), limits);
    assert_eq!(answer.verdict, Verdict::Unknown);
    assert_eq!(answer.stopped_by, Some(StopReason::Nodes));
    assert!(answer.key_moves.is_empty() && answer.mate_in.is_none());
    let run = s.last_run().expect("a run");
    assert!(
        run.searcher_nodes <= 6,
        "the searcher keeps within the limit"
    );
}

#[test]
fn guided_search_is_exact_and_counts_both_parts() {
    let mut guided = solver(FIG1_MATE5, Mode::Guided);
    let mut poor = solver("0", Mode::Guided);
    let mut plain = Prover::new(ProverOptions::default());
    assert_eq!(guided.name(), "evolved-guided");
    for n in 1..=3 {
        for p in builtin::test(n).iter().take(8) {
            let reference = plain.solve(&p.position, depth(n), Limits::default());
            for s in [&mut guided, &mut poor] {
                let answer = s.solve(&p.position, depth(n), Limits::default());
                assert_eq!(answer.verdict, reference.verdict, "{}", p.id);
                assert_eq!(answer.mate_in, reference.mate_in, "{}", p.id);
                let run = s.last_run().expect("a run");
                assert_eq!(answer.nodes, run.searcher_nodes + run.verify_nodes);
                assert!(!run.fallback && run.proof == Proof::NotAsked);
                let key = answer.key_moves[0];
                let proof = plain.proves_move(&p.position, &key, depth(n), Limits::default());
                assert_eq!(proof.0, Some(true), "{}", p.id);
            }
            // A constant scores every move alike: no order, so the plain prover's work.
            let run = poor.last_run().expect("a run");
            assert_eq!(run.verify_nodes, reference.nodes, "{}", p.id);
        }
    }
}

#[test]
fn guided_order_puts_the_searchers_mate_first() {
    let p = position(MATE2);
    let program = Program::parse(&Primitives::new(), FIG1_MATE5).expect("valid");
    let scored = score_root_moves(&program, &p, depth(2), u64::MAX);
    assert_eq!(scored.order, [parse_move(&p, "Rxd8+").expect("legal")]);
    assert_eq!(scored.best.map(|b| b.1), Some(SCORE_MAX));
    let constant = Program::parse(&Primitives::new(), "7").expect("valid");
    let scored = score_root_moves(&constant, &p, depth(2), u64::MAX);
    assert!(scored.order.is_empty());
    assert_eq!(scored.nodes, p.legal_moves().len() as u64);
}

#[test]
fn test_results_count_proven_moves_and_nodes() {
    let program = Program::parse(&Primitives::new(), FIG1_MATE5).expect("valid");
    let set = &builtin::test(2)[..6];
    let r = crate::searcher::test_searcher(&program, depth(2), set, u64::MAX, 2);
    assert_eq!((r.n, r.positions, r.correct), (2, 6, 6));
    assert_eq!(r.correct_pct, 100.0);
    assert!(r.mean_nodes > 0.0 && r.ab_mean_nodes > 0.0 && r.mean_verify_nodes > 0.0);
    assert_eq!(r.mean_boards, Some(0.0), "Figure 1 simulates no board");
    assert!(r.mean_cpu_ms.is_some_and(|ms| ms >= 0.0), "{r:?}");
    let one_thread = crate::searcher::test_searcher(&program, depth(2), set, u64::MAX, 1);
    let measured_apart = |r: &crate::searcher::ResultsForN| crate::searcher::ResultsForN {
        mean_cpu_ms: None,
        ..r.clone()
    };
    assert_eq!(
        measured_apart(&r),
        measured_apart(&one_thread),
        "threads change no result but CPU time"
    );
    let constant = Program::parse(&Primitives::new(), "0").expect("valid");
    let r = crate::searcher::test_searcher(&constant, depth(2), set, u64::MAX, 2);
    assert!(
        r.correct < 6,
        "the first move in search order is not always the key"
    );
    let legal: usize = set.iter().map(|p| p.position.legal_moves().len()).sum();
    assert_eq!(
        r.mean_nodes,
        (legal as f64 / 6.0 * 10.0).round() / 10.0,
        "one node per root move"
    );
}

/// Below `consult_from_n` the prover alone answers, node for node; from it on the
/// searcher is consulted as before.
#[test]
fn below_consult_from_n_the_prover_alone_answers() {
    let champion = "(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse))";
    let program = || Program::parse(&Primitives::reader(), champion).expect("valid");
    let gated = |from| {
        EvolvedSolver::new(
            program(),
            EvolvedOptions {
                consult_from_n: from,
                ..EvolvedOptions::default()
            },
        )
    };
    let mut prover = Prover::new(ProverOptions::default());
    for p in builtin::test(2).iter().take(10) {
        let alone = prover.solve(&p.position, depth(2), Limits::default());
        let mut solver = gated(3);
        let s = solver.solve(&p.position, depth(2), Limits::default());
        assert!(!solver.consulted_at(depth(2)) && solver.last_run().is_none());
        assert_eq!(
            (s.verdict, s.mate_in, s.nodes),
            (alone.verdict, alone.mate_in, alone.nodes)
        );
        let mut always = gated(2);
        let consulted = always.solve(&p.position, depth(2), Limits::default());
        assert!(always.last_run().is_some(), "{}", p.id);
        assert_eq!(consulted.mate_in, Some(2), "{}", p.id);
    }
    let mut solver = gated(3);
    solver.solve(&builtin::test(3)[0].position, depth(3), Limits::default());
    assert!(solver.last_run().is_some(), "consulted at 3");
}

/// A test result's mean answer is what the evolved solver's default (sound) answer
/// costs, summed over the problems: own proofs answered alone, other choices proved,
/// failed proofs followed by the full search.
#[test]
fn test_results_price_the_answer_as_the_solver_pays_it() {
    let set = &builtin::test(3)[..24];
    for sexpr in [
        // The champion of the proven experiment: its own search proves its choices.
        "(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse))",
        // The constant: the first move, rarely a key, so proofs fail and the full
        // search follows.
        "0",
    ] {
        let program = Program::parse(&Primitives::reader(), sexpr).expect("valid");
        let r = crate::searcher::test_searcher(&program, depth(3), set, DEFAULT_BUDGET, 2);
        let mut solver = EvolvedSolver::new(program, EvolvedOptions::default());
        let (mut paid, mut searched) = (0u64, 0u32);
        for p in set {
            let solution = solver.solve(&p.position, depth(3), Limits::default());
            paid += solution.nodes;
            let own = solver.last_run().map(|run| run.proof);
            searched += u32::from(matches!(own, Some(Proof::Searched(_))));
        }
        let mean = (paid as f64 / set.len() as f64 * 10.0).round() / 10.0;
        assert_eq!(r.mean_answer_nodes, Some(mean), "{sexpr}: {r:?}");
        assert_eq!(r.own_proofs, Some(searched), "{sexpr}");
        if sexpr == "0" {
            assert_eq!(searched, 0);
            assert!(mean > r.mean_nodes + r.mean_verify_nodes, "{r:?}");
        } else {
            assert!(searched > 20, "{searched}");
        }
    }
}

/// The searcher's simulated boards and CPU time are reported beside its nodes: none
/// for a tree that asks nothing of a board before the move, some for one whose
/// condition reads the board after the move; the same choice and nodes either way.
#[test]
fn the_run_reports_boards_and_cpu_time() {
    let p = position(MATE2);
    for (sexpr, simulates) in [
        ("(MakeAnyOrAllMovesSuchThat IsCheck 1 0)", false),
        ("(MakeAnyOrAllMovesSuchThat IsOppKingStuck 1 0)", true),
    ] {
        for mode in [Mode::Sound, Mode::Guided] {
            let mut s = solver(sexpr, mode);
            s.solve(&p, depth(2), Limits::default());
            let run = s.last_run().expect("a run");
            let program = Program::parse(&Primitives::new(), sexpr).expect("valid");
            let choice = chess_prims::choose_move(&program, &p, DEFAULT_BUDGET, 2);
            assert_eq!(run.searcher_boards, choice.boards, "{sexpr} {mode:?}");
            assert_eq!(run.searcher_nodes, choice.nodes, "{sexpr} {mode:?}");
            assert_eq!(run.searcher_boards > 0, simulates, "{sexpr} {mode:?}");
            assert!(run.searcher_cpu <= run.total_cpu, "{sexpr} {mode:?}");
            assert!(run.total_cpu > Duration::ZERO, "{sexpr} {mode:?}");
        }
    }
}

/// A tree too deep for the caller's stack is walked on threads of its own; their CPU
/// time is in the searcher's and the solve's, and is what the solver reports as
/// spawned, in both modes. A shallow tree reports none.
#[test]
fn a_deep_trees_walker_threads_count_in_the_cpu_time() {
    let p = position(MATE2);
    let deep = format!("{}0{}", "(MakeBestMove ".repeat(70), ")".repeat(70));
    for mode in [Mode::Sound, Mode::Guided] {
        let mut s = solver(&deep, mode);
        s.solve(&p, depth(2), Limits::default());
        let run = s.last_run().expect("a run").clone();
        assert!(run.walker_cpu > Duration::ZERO, "{mode:?}");
        assert!(run.walker_cpu <= run.searcher_cpu, "{mode:?}");
        assert!(run.searcher_cpu <= run.total_cpu, "{mode:?}");
        assert_eq!(s.spawned_cpu(), run.walker_cpu, "{mode:?}");
        let mut shallow = solver("(MakeBestMove 0)", mode);
        shallow.solve(&p, depth(2), Limits::default());
        assert_eq!(shallow.spawned_cpu(), Duration::ZERO, "{mode:?}");
    }
}

/// A defence ranks replies by their mate lengths, so it asks for the shortest: then
/// every choice is proved by the prover, and afterwards own proofs answer again.
#[test]
fn asked_for_exact_lengths_the_prover_proves_every_choice() {
    let p = position(MATE2);
    let mut s = solver(MINIMAX2, Mode::Sound);
    assert!(!s.exact_lengths(true), "own proofs by default");
    s.solve(&p, depth(2), Limits::default());
    assert_eq!(s.last_run().map(|r| r.proof), Some(Proof::Mate(2)));
    assert!(s.exact_lengths(false));
    s.solve(&p, depth(2), Limits::default());
    assert_eq!(s.last_run().map(|r| r.proof), Some(Proof::Searched(2)));
    // Told to reprove, it stays exact whatever the caller restores.
    let mut s = reproving(MINIMAX2);
    assert!(s.exact_lengths(false));
    s.solve(&p, depth(2), Limits::default());
    assert_eq!(s.last_run().map(|r| r.proof), Some(Proof::Mate(2)));
}
