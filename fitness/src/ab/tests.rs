//! Hand-checked positions. Each answer was worked out by hand and confirmed by a
//! plain minimax over python-chess (no pruning, no table), an independent path.

use shakmaty::{CastlingMode, Chess, Position, fen::Fen, uci::UciMove};

use super::{NullMove, Prover, ProverOptions};
use crate::{Limits, MateDepth, MateSolver, StopReason, Verdict};

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("test FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal test position")
}

fn uci(moves: &[shakmaty::Move]) -> Vec<String> {
    moves
        .iter()
        .map(|m| UciMove::from_standard(*m).to_string())
        .collect()
}

fn solve_all_keys(fen: &str, n: i64) -> crate::Solution {
    let mut prover = Prover::new(ProverOptions {
        all_keys: true,
        ..ProverOptions::default()
    });
    let depth = MateDepth::new(n).expect("test depth");
    prover.solve(&position(fen), depth, Limits::default())
}

/// Replays the PV: every move legal, and the last one mates.
fn assert_pv_mates(fen: &str, pv: &[shakmaty::Move], mate_in: u32) {
    let mut pos = position(fen);
    assert_eq!(pv.len() as u32, 2 * mate_in - 1, "PV {:?}", uci(pv));
    for mv in pv {
        assert!(pos.is_legal(*mv), "illegal PV move {mv:?}");
        pos.play_unchecked(*mv);
    }
    assert!(pos.is_checkmate(), "PV does not end in mate");
}

fn assert_mate(fen: &str, n: i64, mate_in: u32, mut keys: Vec<&str>) {
    let s = solve_all_keys(fen, n);
    assert_eq!(s.verdict, Verdict::Mate, "{fen}");
    assert_eq!(s.mate_in, Some(mate_in), "{fen}");
    let mut found = uci(&s.key_moves);
    found.sort();
    keys.sort();
    assert_eq!(found, keys, "{fen}");
    assert_pv_mates(fen, &s.pv, mate_in);
}

fn assert_no_mate(fen: &str, n: i64) {
    let s = solve_all_keys(fen, n);
    assert_eq!(s.verdict, Verdict::NoMate, "{fen}");
    assert!(s.key_moves.is_empty() && s.pv.is_empty() && s.mate_in.is_none());
}

#[test]
fn back_rank_mate_in_one() {
    assert_mate("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, 1, vec!["a1a8"]);
}

#[test]
fn shortest_mate_is_found_when_a_longer_one_is_allowed() {
    assert_mate("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3, 1, vec!["a1a8"]);
}

#[test]
fn several_keys() {
    let fen = "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1";
    assert_mate(fen, 1, 1, vec!["f7f8", "f7e8", "f7h7", "f7g7"]);
    let two_rooks = "6k1/5ppp/8/8/8/8/1R6/R5K1 w - - 0 1";
    assert_mate(two_rooks, 1, 1, vec!["b2b8", "a1a8"]);
}

#[test]
fn castling_mate() {
    assert_mate("8/8/8/8/8/8/R7/R3K2k w Q - 0 1", 1, 1, vec!["e1c1"]);
}

#[test]
fn en_passant_mate() {
    let fen = "rnQ3rk/pp5p/q1pp4/3Pp3/2PBp3/8/PP3PPP/R4RK1 w - e6 0 1";
    assert_mate(fen, 1, 1, vec!["d5e6"]);
}

#[test]
fn underpromotion_mates() {
    assert_mate(
        "8/5P1R/1p4k1/p1p3P1/P1Pp1K2/8/8/1r6 w - - 0 1",
        1,
        1,
        vec!["f7f8n"],
    );
    assert_mate(
        "8/p6R/6p1/5p2/7P/5Pk1/3p4/7K b - - 0 1",
        1,
        1,
        vec!["d2d1q", "d2d1r"],
    );
}

#[test]
fn quiet_key_mate_in_two() {
    assert_mate("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 2, 2, vec!["f6f7"]);
}

#[test]
fn stalemate_is_not_mate() {
    // Qc7 takes every square from the king but gives no check.
    assert_no_mate("k7/8/8/2Q5/8/8/8/K7 w - - 0 1", 2);
}

#[test]
fn no_mate_from_the_start() {
    assert_no_mate(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        2,
    );
}

#[test]
fn fifty_move_rule() {
    // A mate on the hundredth halfmove stands.
    assert_mate("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80", 1, 1, vec!["a1a8"]);
    assert_mate("7k/8/5K2/8/8/8/8/6R1 w - - 97 80", 2, 2, vec!["f6f7"]);
    // One halfmove later the defender's reply ends the game first.
    assert_no_mate("7k/8/5K2/8/8/8/8/6R1 w - - 98 80", 2);
}

#[test]
fn node_limit_gives_unknown_never_a_wrong_answer() {
    let fen = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";
    let mut prover = Prover::new(ProverOptions::default());
    let depth = MateDepth::new(2).expect("depth");
    let limits = Limits {
        max_nodes: Some(3),
        max_time: None,
    };
    let s = prover.solve(&position(fen), depth, limits);
    assert_eq!(s.verdict, Verdict::Unknown);
    assert_eq!(s.stopped_by, Some(StopReason::Nodes));
    assert!(
        s.nodes <= 4,
        "one expansion past the limit at most: {}",
        s.nodes
    );
}

#[test]
fn every_switch_setting_gives_the_same_exact_answer() {
    let cases = [
        ("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 3, Some(2)),
        ("k7/8/8/2Q5/8/8/8/K7 w - - 0 1", 2, None),
        ("8/8/8/8/8/8/R7/R3K2k w Q - 0 1", 2, Some(1)),
    ];
    for ordering in [false, true] {
        for checks_only_last in [false, true] {
            for table_mb in [0, 1] {
                for (killers, null_move_probe, table_lookahead, disarm) in [
                    (false, false, false, false),
                    (true, true, true, true),
                    (true, false, true, false),
                    (true, true, false, true),
                ] {
                    let options = ProverOptions {
                        ordering,
                        checks_only_last,
                        table_mb,
                        killers,
                        null_move_probe,
                        table_lookahead,
                        disarm,
                        ..ProverOptions::default()
                    };
                    let mut prover = Prover::new(options.clone());
                    for (fen, n, mate_in) in cases {
                        let depth = MateDepth::new(n).expect("depth");
                        let s = prover.solve(&position(fen), depth, Limits::default());
                        assert_eq!(s.mate_in, mate_in, "{fen} with {options:?}");
                    }
                }
            }
        }
    }
}

/// With null-move pruning a search that finds no mate has proven nothing once a pass
/// cut a line (a pass can hide a zugzwang), so it answers `unknown`: never `no-mate`
/// where the exact search finds no mate in 3 and a mate in 4 (matetrack's 1.c4
/// position, whose mate pruning misses), and never a mate that is not there.
#[test]
fn null_move_never_claims_no_mate_it_has_not_proven() {
    let zugzwang = position("2K5/4p3/1Np1k2N/1pP2pP1/3P4/1P3P2/2P1p3/3b4 w - - 0 1");
    let (three, four) = (
        MateDepth::new(3).expect("depth"),
        MateDepth::new(4).expect("depth"),
    );
    let mut exact = Prover::new(ProverOptions::default());
    let s = exact.solve(&zugzwang, three, Limits::default());
    assert_eq!(
        s.verdict,
        Verdict::NoMate,
        "the exact search proves no mate in 3"
    );
    for null_move in [NullMove::Plain, NullMove::Verified] {
        let mut prover = Prover::new(ProverOptions {
            null_move,
            ..ProverOptions::default()
        });
        let s = prover.solve(&zugzwang, three, Limits::default());
        assert_eq!(s.verdict, Verdict::Unknown, "{null_move:?}, mate in 3");
        let s = prover.solve(&zugzwang, four, Limits::default());
        assert_ne!(s.verdict, Verdict::NoMate, "{null_move:?}, mate in 4");
        assert!(
            s.verdict == Verdict::Unknown || s.mate_in == Some(4),
            "{null_move:?}: {s:?}"
        );
        let mate = prover.solve(
            &position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1"),
            MateDepth::new(2).expect("depth"),
            Limits::default(),
        );
        assert_eq!(mate.verdict, Verdict::Mate, "{null_move:?}");
        assert_eq!(mate.mate_in, Some(2), "{null_move:?}");
    }
}

#[test]
fn proving_a_given_move() {
    let fen = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";
    let pos = position(fen);
    let mut prover = Prover::new(ProverOptions::default());
    let depth = MateDepth::new(2).expect("depth");
    let key = UciMove::from_ascii(b"f6f7")
        .expect("uci")
        .to_move(&pos)
        .expect("legal");
    let other = UciMove::from_ascii(b"g1g2")
        .expect("uci")
        .to_move(&pos)
        .expect("legal");
    assert_eq!(
        prover.proves_move(&pos, &key, depth, Limits::default()).0,
        Some(true)
    );
    assert_eq!(
        prover.proves_move(&pos, &other, depth, Limits::default()).0,
        Some(false)
    );
}

/// matetrack's `2K5/4p3/1Np1k2N/1pP2pP1/3P4/1P3P2/2P1p3/3b4 w - -`, mate in 4 by 1.c4
/// (the only key; df-pn agrees). Null-move pruning cannot find it (a pass is no
/// zugzwang), so the probe fails, and its "no mate" results below the root, cut by null
/// moves, go into the table. The exact search probes those positions at the same
/// depth: it must not take a null-move bound for a proof, or it would answer
/// "unknown" here.
#[test]
fn a_mate_the_probe_misses_is_still_found() {
    let fen = "2K5/4p3/1Np1k2N/1pP2pP1/3P4/1P3P2/2P1p3/3b4 w - - 0 1";
    let depth = MateDepth::new(4).expect("depth");
    let mut plain = Prover::new(ProverOptions {
        null_move: NullMove::Plain,
        ..ProverOptions::default()
    });
    let pruned = plain.solve(&position(fen), depth, Limits::default());
    assert_eq!(pruned.verdict, Verdict::Unknown);

    let exact = solve_all_keys(fen, 4);
    assert_eq!(exact.verdict, Verdict::Mate);
    assert_eq!(exact.mate_in, Some(4));
    assert_eq!(uci(&exact.key_moves), ["c2c4"]);
    assert_pv_mates(fen, &exact.pv, 4);

    let mut pn = crate::pn::PnSolver::new(crate::pn::PnOptions::default());
    let independent = pn.solve(&position(fen), depth, Limits::default());
    assert_eq!(independent.mate_in, Some(4));
    assert_eq!(uci(&independent.key_moves), ["c2c4"]);
}

/// Disarming replies save nodes and change no answer: on Lichess mates in 3 and 4, the
/// same verdicts, mate lengths and key moves (each key proven again without them),
/// with fewer nodes in all.
#[test]
fn disarming_replies_change_nodes_not_answers() {
    let mut with = Prover::new(ProverOptions::default());
    let mut without = Prover::new(ProverOptions {
        disarm: false,
        ..ProverOptions::default()
    });
    let (mut nodes_with, mut nodes_without) = (0, 0);
    for name in ["mate3-test", "mate4-test"] {
        let problems = crate::problem::builtin::suite(name).expect("built-in suite");
        for p in problems.iter().take(40) {
            let depth = p.mate_depth().expect("a mate problem");
            let a = with.solve(&p.position, depth, Limits::default());
            let b = without.solve(&p.position, depth, Limits::default());
            assert_eq!((a.verdict, a.mate_in), (b.verdict, b.mate_in), "{}", p.id);
            for key in &a.key_moves {
                let proof = without.prove_move(&p.position, key, depth, Limits::default());
                assert_eq!(proof.mate_in, a.mate_in, "{}: {key}", p.id);
            }
            nodes_with += a.nodes;
            nodes_without += b.nodes;
        }
    }
    assert!(
        nodes_with * 10 < nodes_without * 9,
        "{nodes_with} nodes with disarming replies, {nodes_without} without"
    );
}

/// A bound far above the shortest mate costs about what the shortest mate costs:
/// deepening finds it at its own length (a search at N is exponential in N).
#[test]
fn a_long_bound_costs_what_the_shortest_mate_costs() {
    let cases = [
        ("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 2),
        ("3r2k1/pp3rp1/8/4p1q1/4Q3/8/PPP1NPP1/R3K2R b KQ - 0 1", 3),
        (
            "1k1r1b1r/1ppq2pp/n2p1p2/1N1Pp3/P3Pn1B/1P2Q3/2P2PPP/R4RK1 w - - 0 1",
            3,
        ),
    ];
    for (fen, mate_in) in cases {
        let solve = |n: i64| {
            let depth = MateDepth::new(n).expect("test depth");
            Prover::new(ProverOptions::default()).solve(&position(fen), depth, Limits::default())
        };
        let exact = solve(i64::from(mate_in));
        let long = solve(99);
        assert_eq!(long.mate_in, Some(mate_in), "{fen}");
        assert_eq!(long.key_moves, exact.key_moves, "{fen}");
        assert!(
            long.nodes <= 4 * exact.nodes.max(10),
            "{fen}: {} nodes at 99, {} at {mate_in}",
            long.nodes,
            exact.nodes
        );
    }
}
