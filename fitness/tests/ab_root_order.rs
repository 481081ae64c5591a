//! `Prover::set_root_order`: root moves tried first change the order of the search,
//! never its answer.

use fitness::ab::{Prover, ProverOptions};
use fitness::problem::{builtin, parse_fen, parse_move};
use fitness::{Limits, MateDepth, MateSolver, Verdict};
use shakmaty::{Chess, Move, Position};

fn position(fen: &str) -> Chess {
    parse_fen(fen).expect("test FEN").position
}

fn depth(n: u32) -> MateDepth {
    MateDepth::new(i64::from(n)).expect("depth in range")
}

fn mv(p: &Chess, token: &str) -> Move {
    parse_move(p, token).expect("legal test move")
}

#[test]
fn the_first_root_move_that_mates_is_the_key() {
    // Two mates in one: Ra8# and Rb8#.
    let p = position("6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1");
    let mut prover = Prover::new(ProverOptions::default());
    let plain = prover.solve(&p, depth(1), Limits::default());
    assert_eq!(plain.mate_in, Some(1));
    for key in ["Ra8", "Rb8"] {
        prover.set_root_order(vec![mv(&p, "Kf1"), mv(&p, key)]);
        let s = prover.solve(&p, depth(1), Limits::default());
        assert_eq!(s.mate_in, Some(1));
        assert_eq!(
            s.key_moves,
            [mv(&p, key)],
            "{key} is listed before the other"
        );
        assert_eq!(s.pv, [mv(&p, key)]);
    }
    prover.set_root_order(Vec::new());
    let again = prover.solve(&p, depth(1), Limits::default());
    assert_eq!(
        again.key_moves, plain.key_moves,
        "an empty order is no order"
    );
    assert_eq!(again.nodes, plain.nodes);
}

#[test]
fn moves_that_are_not_legal_or_do_not_mate_change_nothing_but_nodes() {
    let fen = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";
    let p = position(fen);
    let elsewhere = position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let mut prover = Prover::new(ProverOptions::default());
    prover.set_root_order(vec![mv(&elsewhere, "e2e4"), mv(&p, "a2a3"), mv(&p, "Rd7")]);
    let s = prover.solve(&p, depth(3), Limits::default());
    assert_eq!(s.verdict, Verdict::Mate);
    assert_eq!(s.mate_in, Some(2));
    assert_eq!(s.key_moves, [mv(&p, "Rxd8+")]);
    assert_eq!(s.pv.len(), 3);
}

/// On real problems, the best order (the file's key first) and a bad one (every
/// legal move in reverse) give the answer of the unordered prover; the key first
/// never costs more nodes than the reverse order.
#[test]
fn lichess_answers_do_not_depend_on_the_root_order() {
    let mut plain = Prover::new(ProverOptions::default());
    let mut ordered = Prover::new(ProverOptions::default());
    for n in 1..=3 {
        for p in builtin::test(n).iter().take(15) {
            let d = depth(n);
            let reference = plain.solve(&p.position, d, Limits::default());
            let mut reverse: Vec<Move> = p.position.legal_moves().into_iter().collect();
            reverse.reverse();
            ordered.set_root_order(reverse);
            let bad = ordered.solve(&p.position, d, Limits::default());
            ordered.set_root_order(p.key_moves.clone());
            let good = ordered.solve(&p.position, d, Limits::default());
            for s in [&bad, &good] {
                assert_eq!(s.verdict, reference.verdict, "{}", p.id);
                assert_eq!(s.mate_in, reference.mate_in, "{}", p.id);
            }
            assert_eq!(good.key_moves, p.key_moves, "{}: the listed key", p.id);
            for s in [&bad, &good] {
                let key = s.key_moves[0];
                let proof = plain.proves_move(&p.position, &key, d, Limits::default());
                assert_eq!(proof.0, Some(true), "{}: {key:?} must mate", p.id);
            }
        }
    }
}
