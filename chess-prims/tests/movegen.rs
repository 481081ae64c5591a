//! `legal_moves_into` must give shakmaty's `legal_moves()` move for move, in the same
//! order: searches break ties between equal scores by that order.

use chess_prims::{MoveSet, legal_move_count, legal_moves_and_checks_into, legal_moves_into};
use shakmaty::{Chess, MoveList, Position};

mod common;

fn assert_same(pos: &Chess) -> usize {
    let expected = pos.legal_moves();
    // Appends: what is in the list already stays in front.
    let mut moves = MoveList::new();
    moves.push(expected.first().copied().unwrap_or(shakmaty::Move::Put {
        role: shakmaty::Role::Pawn,
        to: shakmaty::Square::A1,
    }));
    legal_moves_into(pos, &mut moves);
    let fen = shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal);
    assert_eq!(&moves[1..], &expected[..], "{fen}");
    assert_eq!(legal_move_count(pos), expected.len(), "{fen}");

    // With the checks: the same moves, and exactly the indices of those that check
    // when played.
    moves.truncate(1);
    let mut checks = MoveSet::EMPTY;
    checks.insert(0);
    legal_moves_and_checks_into(pos, &mut moves, &mut checks);
    assert_eq!(&moves[1..], &expected[..], "{fen}");
    let played: Vec<usize> = (1..moves.len())
        .filter(|&i| {
            let mut after = pos.clone();
            after.play_unchecked(moves[i]);
            after.is_check()
        })
        .collect();
    let found: Vec<usize> = checks.iter().collect();
    assert_eq!(found[0], 0, "{fen}: what was in the set stays");
    assert_eq!(&found[1..], &played[..], "{fen}");
    CHECKS_SEEN.fetch_add(played.len(), std::sync::atomic::Ordering::Relaxed);
    expected.len()
}

/// Checking moves met by `assert_same` in this test binary.
static CHECKS_SEEN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Walked positions from the vendored suites and the start position: every kind of
/// middlegame and endgame, the side to move in check at some.
#[test]
fn same_moves_in_the_same_order_as_shakmaty() {
    let positions = common::walked_positions(30_000, 47, 100, 24);
    let (mut moves, mut in_check, mut mated) = (0, 0, 0);
    for pos in &positions {
        let n = assert_same(pos);
        moves += n;
        in_check += usize::from(pos.is_check());
        mated += usize::from(n == 0);
    }
    assert!(moves > 500_000, "{moves}");
    assert!(in_check > 1_000, "{in_check}");
    assert!(mated > 10, "{mated}");
    let checks = CHECKS_SEEN.load(std::sync::atomic::Ordering::Relaxed);
    assert!(checks > 20_000, "{checks}");
}

/// Pins along every kind of line, en passant that would uncover the king along the
/// rank, en passant out of check, double check, castling on both sides with attacked
/// and blocked paths, promotions by capture and by step.
#[test]
fn same_on_pins_en_passant_castling_and_promotions() {
    for fen in [
        // Bishop pinned on a diagonal, rook pinned on a file, knight pinned.
        "7k/4r3/8/8/1b6/8/3BR3/r2NK3 w - - 0 1",
        "4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1",
        "3k4/8/8/q7/8/2P5/8/4K3 w - - 0 1",
        // Pinned pawn that may only take the pinner.
        "4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1",
        // En passant that would leave the king on an open rank.
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",
        // En passant that takes the checking pawn.
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
        // En passant along a pinned diagonal.
        "8/8/8/8/1k1pP3/8/6B1/4K3 b - e3 0 1",
        // Double check: only the king moves.
        "4k3/8/8/8/8/8/3n4/r3K3 w - - 0 1",
        // Single check by a slider: blocks and captures.
        "4k3/8/8/8/8/8/1B6/r3K1N1 w - - 0 1",
        // Castling: both sides, one path attacked, one blocked, rights on both.
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "r3k2r/8/8/8/8/5b2/8/R3K2R w KQkq - 0 1",
        "rn2k1nr/8/8/8/8/8/8/R1B1KB1R w KQkq - 0 1",
        // Promotions, by step and by capture on both sides.
        "1n1n4/2P5/8/8/8/8/2p5/1N1NK2k w - - 0 1",
        "1n1n4/2P5/8/8/8/8/2p5/1N1NK2k b - - 0 1",
        // Stalemate and mate: no moves.
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "6rk/6pp/8/6N1/8/8/8/6K1 b - - 0 1",
        // Checks of every kind: discovered by a pawn push and a king step, by
        // promotion, by castling, by en passant through the taken pawn.
        "4k3/8/8/8/8/4P3/8/4RK2 w - - 0 1",
        "8/8/8/8/8/8/1K6/B6k w - - 0 1",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        "8/3P1k2/8/8/8/8/8/4K3 w - - 0 1",
        "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1",
    ] {
        assert_same(&common::position(fen));
    }
}
