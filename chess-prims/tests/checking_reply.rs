//! `no_checking_reply` decides from attack sets that no reply to a check gives check;
//! the mate prover then counts the check as a refutation without playing it. Here it
//! is held against playing the check and every reply.

use chess_prims::no_checking_reply;
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
    let (mut checks, mut decided, mut answered) = (0, 0, 0);
    for pos in &positions {
        for mv in pos.legal_moves() {
            if !pos.clone().play(mv).expect("legal move").is_check() {
                assert!(!no_checking_reply(pos, &mv), "{mv} gives no check");
                continue;
            }
            checks += 1;
            let slow = some_reply_checks(pos, &mv);
            answered += usize::from(slow);
            if no_checking_reply(pos, &mv) {
                decided += 1;
                let fen = Fen::from_position(pos, EnPassantMode::Legal);
                assert!(!slow, "{fen}: {mv} has a checking reply");
            }
        }
    }
    eprintln!("checks {checks} answered {answered} decided {decided}");
    // The test must see many checks, both kinds, and decide most of the quiet ones.
    assert!(checks > 10_000, "{checks} checks");
    assert!(answered > 1_000, "{answered} checks with a checking reply");
    assert!(
        decided * 2 > checks - answered,
        "decided {decided} of {} checks with no checking reply",
        checks - answered
    );
}
