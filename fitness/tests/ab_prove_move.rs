//! `Prover::prove_move` against a plain minimax written apart from it
//! (`pn_support::Checker`): the same answer for a key and for other moves, and the
//! shortest mate after the move, also when it is shorter than the depth asked (the
//! proof searches at N first, then down to the shortest).

mod pn_support;

use fitness::ab::{Prover, ProverOptions};
use fitness::{Limits, MateDepth};
use pn_support::{Checker, sample, uci};
use shakmaty::{Chess, Move};

/// The shortest mate within `n` after `mv`, by the checker.
fn shortest_after(checker: &mut Checker, pos: &Chess, mv: &Move, n: u32) -> Option<u32> {
    (1..=n).find(|&k| checker.mates_after(pos, mv, k))
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

/// Asked for N ≥ 5 the proof first deepens 1..=N − 4 (settling short mates at once),
/// then searches N and down to the shortest: a key of a short mate is proven at its
/// shortest length whichever path settles it.
#[test]
fn asked_five_or_more_a_proof_still_finds_the_shortest_mate() {
    let mut prover = Prover::new(ProverOptions::default());
    let mut checker = Checker::default();
    let mut proven = [0usize; 3];
    for (file, n) in [("lichess/mate1-test.epd", 1), ("lichess/mate2-test.epd", 2)] {
        for smp in sample(file, 11, 12) {
            let pos = &smp.position;
            for key in checker.key_moves(pos, n) {
                let shortest = shortest_after(&mut checker, pos, &key, n);
                for asked in [5, 6, 7] {
                    let depth = MateDepth::new(asked).expect("depth");
                    let proof = prover.prove_move(pos, &key, depth, Limits::default());
                    let what = format!("{} {} asked {asked}", smp.id, uci(&key));
                    assert_eq!(proof.answer, Some(true), "{what}");
                    assert_eq!(proof.mate_in, shortest, "{what}");
                    proven[(asked - 5) as usize] += 1;
                }
            }
        }
    }
    assert!(proven.iter().all(|&p| p >= 20), "proven {proven:?}");
}
