//! `no_checking_reply` decides from attack sets that no reply to a move gives check,
//! and `blockable_check` that a check can be taken or blocked; the mate prover then
//! takes the move as a refutation, or the check as no mate, without playing it. Here
//! both are held against playing the moves.

use chess_prims::{
    DisarmFilter, check_answer_estimate, no_checking_reply, no_checking_reply_to_quiet,
};
use shakmaty::{Chess, EnPassantMode, Position, fen::Fen};

mod common;

/// The slow way: play the check, then each legal reply, and look for check.
fn some_reply_checks(pos: &Chess, mv: &shakmaty::Move) -> bool {
    let after = pos.clone().play(*mv).expect("legal move");
    after
        .legal_moves()
        .iter()
        .any(|reply| after.clone().play(*reply).expect("legal reply").is_check())
}

#[test]
fn never_misses_a_checking_reply_on_walked_positions() {
    let positions = common::walked_positions(20_000, 41, 100, 16);
    // Counts for checks and for quiet moves: moves, moves with a checking reply, and
    // moves decided to have none.
    let mut checks = [0; 3];
    let mut quiet = [0; 3];
    for pos in &positions {
        for mv in pos.legal_moves() {
            let tally = if pos.clone().play(mv).expect("legal move").is_check() {
                &mut checks
            } else {
                &mut quiet
            };
            let slow = some_reply_checks(pos, &mv);
            let decided = no_checking_reply(pos, &mv);
            let as_quiet = no_checking_reply_to_quiet(pos, &mv);
            let fen = Fen::from_position(pos, EnPassantMode::Legal);
            tally[0] += 1;
            tally[1] += usize::from(slow);
            tally[2] += usize::from(decided);
            assert!(
                !(decided || as_quiet) || !slow,
                "{fen}: {mv} has a checking reply"
            );
            if !pos.clone().play(mv).expect("legal move").is_check() {
                assert_eq!(decided, as_quiet, "{fen}: {mv}");
                // The prover asks only of the moves `DisarmFilter` lets through, when
                // it has an answer (none with a castling right or a pawn about to
                // promote). It looks where a move arrives, so an en passant capture
                // that also stops a check by the pawn it takes may be missed.
                if let Some(threats) = DisarmFilter::of(pos)
                    && !mv.is_en_passant()
                {
                    let passes = threats.may_disarm(&mv);
                    assert!(!decided || passes, "{fen}: {mv} disarms, filtered out");
                    assert!(
                        !passes || threats.destinations().contains(mv.to()),
                        "{fen}: {mv} passes but arrives off the destinations"
                    );
                }
            }
        }
    }
    // The test must see many moves of each kind with and without a checking reply,
    // and decide most of the checks and some of the quiet moves that have none.
    assert!(
        checks[0] > 10_000 && checks[1] > 1_000,
        "checks: {checks:?}"
    );
    assert!(
        quiet[0] > 100_000 && quiet[1] > 10_000,
        "quiet moves: {quiet:?}"
    );
    assert!(
        checks[2] * 10 > (checks[0] - checks[1]) * 9,
        "checks: {checks:?}"
    );
    assert!(
        quiet[2] * 10 > quiet[0] - quiet[1],
        "quiet moves: {quiet:?}"
    );
}

/// `blockable_check` says a check is no mate; playing it must agree, on every mate
/// candidate (check, no flight square) of the walked positions.
#[test]
fn a_blockable_check_never_mates_on_walked_positions() {
    let positions = common::walked_positions(20_000, 43, 100, 16);
    let (mut candidates, mut mates, mut decided) = (0, 0, 0);
    for pos in &positions {
        for mv in chess_prims::mate_candidates(pos) {
            let mate = pos.clone().play(mv).expect("legal move").is_checkmate();
            candidates += 1;
            mates += usize::from(mate);
            if chess_prims::blockable_check(pos, &mv) {
                decided += 1;
                let fen = Fen::from_position(pos, EnPassantMode::Legal);
                assert!(!mate, "{fen}: {mv} mates");
            }
        }
    }
    // Many candidates, some of them mates, and most of the others decided.
    assert!(candidates > 2_000 && mates > 100, "{candidates} / {mates}");
    assert!(
        decided * 2 > candidates - mates,
        "{decided} of {candidates}"
    );
}

/// `check_answer_estimate` counts the legal replies to a check exactly when nothing it
/// leaves out is in play: no pinned piece on the side in check, no promotion and no
/// en passant among the replies. Elsewhere it may only be off by those replies.
#[test]
fn the_answer_estimate_counts_the_replies_to_a_check() {
    let positions = common::walked_positions(20_000, 47, 100, 16);
    let (mut compared, mut forced) = (0, 0);
    for pos in &positions {
        for mv in pos.legal_moves() {
            let after = pos.clone().play(mv).expect("legal move");
            if !after.is_check() {
                continue;
            }
            let replies = after.legal_moves();
            let special = replies
                .iter()
                .any(|r| r.is_promotion() || r.is_en_passant());
            let pinned = chess_prims::features::pinned(after.board(), after.turn());
            if special || pinned.any() {
                continue;
            }
            let estimate = check_answer_estimate(pos, &mv) as usize;
            let fen = Fen::from_position(pos, EnPassantMode::Legal);
            assert_eq!(estimate, replies.len(), "{fen}: {mv}");
            compared += 1;
            forced += usize::from(replies.len() <= 1);
        }
    }
    assert!(compared > 10_000 && forced > 500, "{compared} / {forced}");
}
