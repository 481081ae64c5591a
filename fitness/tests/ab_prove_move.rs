//! `Prover::prove_move` against a plain minimax written apart from it
//! (`pn_support::Checker`): the same answer for a key and for other moves, and the
//! shortest mate after the move, also when it is shorter than the depth asked (the
//! proof searches at N first, then down to the shortest).

mod pn_support;

use chess_prims::Line;
use fitness::ab::{Prover, ProverOptions};
use fitness::{Limits, MateDepth};
use pn_support::{Checker, sample, uci};
use shakmaty::{Chess, Move, Position};

/// The shortest mate within `n` after `mv`, by the checker: the least k such that
/// every reply leaves a mate within k − 1 (or `mv` mates).
fn shortest_after(checker: &mut Checker, pos: &Chess, mv: &Move, n: u32) -> Option<u32> {
    let mut line = Line::new(pos.clone());
    line.play_unchecked(mv);
    let after = line.position().clone();
    (1..=n).find(|&k| {
        if after.is_checkmate() {
            return true;
        }
        let replies = after.legal_moves();
        !replies.is_empty()
            && replies.iter().all(|r| {
                let mut next = after.clone();
                next.play_unchecked(*r);
                checker.mates_within(&next, k - 1)
            })
    })
}

#[test]
fn a_proven_move_mates_at_the_shortest_length_and_a_refuted_one_does_not_mate() {
    let mut prover = Prover::new(ProverOptions::default());
    let mut checker = Checker::default();
    let (mut shorter, mut refuted) = (0, 0);
    for (file, asked) in [("lichess/mate1-test.epd", 3), ("lichess/mate2-test.epd", 3)] {
        for smp in sample(file, 7, 30) {
            let pos = &smp.position;
            // Checks first, so that keys are among the moves tried.
            for mv in chess_prims::search_order(pos).iter().take(5) {
                let depth = MateDepth::new(asked).expect("depth");
                let proof = prover.prove_move(pos, mv, depth, Limits::default());
                let expected = shortest_after(&mut checker, pos, mv, asked as u32);
                assert_eq!(proof.mate_in, expected, "{} {}", smp.id, uci(mv));
                assert_eq!(
                    proof.answer,
                    Some(expected.is_some()),
                    "{} {}",
                    smp.id,
                    uci(mv)
                );
                shorter += usize::from(expected.is_some_and(|k| k < asked as u32));
                refuted += usize::from(expected.is_none());
            }
        }
    }
    // Both paths must be taken, or this compares little.
    assert!(
        shorter >= 10 && refuted >= 50,
        "shorter {shorter}, refuted {refuted}"
    );
}
