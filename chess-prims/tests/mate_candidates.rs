//! `mate_candidates` enumerates checks from attack squares instead of generating every
//! move; it must find exactly the legal moves that `may_checkmate` accepts, and every
//! move that really mates.

use std::collections::BTreeSet;

use chess_prims::{Line, mate_candidates, may_checkmate};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

mod common;

fn uci_set(moves: impl IntoIterator<Item = shakmaty::Move>) -> BTreeSet<String> {
    moves
        .into_iter()
        .map(|m| UciMove::from_standard(m).to_string())
        .collect()
}

/// The slow way: every legal move, kept if the static test accepts it.
fn slow_candidates(pos: &Chess) -> BTreeSet<String> {
    uci_set(
        pos.legal_moves()
            .into_iter()
            .filter(|m| may_checkmate(pos, m)),
    )
}

/// Independent of the static test: the moves that mate when played.
fn mating_moves(pos: &Chess) -> BTreeSet<String> {
    uci_set(pos.legal_moves().into_iter().filter(|m| {
        let mut line = Line::new(pos.clone());
        line.play_unchecked(m);
        line.position().is_checkmate()
    }))
}

fn assert_agrees(pos: &Chess) {
    let fast = uci_set(mate_candidates(pos));
    let fen = shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal);
    assert_eq!(fast, slow_candidates(pos), "{fen}");
    let mates = mating_moves(pos);
    assert!(
        mates.is_subset(&fast),
        "{fen}: mates {mates:?}, candidates {fast:?}"
    );
}

fn fen(text: &str) -> Chess {
    text.parse::<shakmaty::fen::Fen>()
        .expect("test FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal test position")
}

#[test]
fn candidates_match_legal_moves_filtered_on_walked_positions() {
    let positions = common::walked_positions(20_000, 29, 100, 16);
    let mut with_mate = 0;
    for pos in &positions {
        assert_agrees(pos);
        with_mate += usize::from(!mating_moves(pos).is_empty());
    }
    // The comparison must include positions that have a mate in one.
    assert!(
        with_mate > 50,
        "only {with_mate} positions with a mate in one"
    );
}

#[test]
fn candidates_include_the_special_mates() {
    for (text, mate) in [
        // Castling: the rook mates from d1.
        ("8/8/8/8/8/8/R7/R3K2k w Q - 0 1", "e1c1"),
        // Castling that checks without mating.
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", ""),
        // En passant opens the e-file through the taken pawn's neighbour.
        ("3rkr2/3p4/8/4Pp2/2B5/8/8/K3R3 w - f6 0 1", "e5f6"),
        // En passant that takes the checking pawn.
        ("8/8/8/1k6/2Pp4/8/8/2K2B2 b - c3 0 1", ""),
        // Promotion to a knight mates; no other promotion does.
        ("6bq/5Ppk/6pp/8/8/8/8/K7 w - - 0 1", "f7f8n"),
        // The king steps off the a-file and uncovers the rook's mate.
        ("kr6/1p6/8/K7/8/8/8/R7 w - - 0 1", "a5b6"),
        // A smothered mate.
        ("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", "g5f7"),
        // The side to move is in check and mates by taking the checker.
        ("R2r2k1/5ppp/8/8/8/8/3K4/8 w - - 0 1", "a8d8"),
        // Rb8 would mate, but the rook is pinned to its king.
        ("6k1/5ppp/8/8/3b4/8/1R6/K7 w - - 0 1", ""),
        // Rb8 would mate, but it leaves the king in check.
        ("6k1/5ppp/8/r7/8/8/1R6/K7 w - - 0 1", ""),
    ] {
        let pos = fen(text);
        assert_agrees(&pos);
        if !mate.is_empty() {
            assert!(mating_moves(&pos).contains(mate), "{text}: {mate} mates");
        }
    }
}

/// `first_legal_check` hands `accept` only legal checks and returns the first it
/// takes: held against the moves that check when played, in check or not, on walked
/// positions, once taking any check and once only those whose UCI sorts late.
#[test]
fn the_first_legal_check_is_a_check_accepted_on_walked_positions() {
    let positions = common::walked_positions(20_000, 31, 100, 16);
    let (mut found, mut in_check) = (0, 0);
    for pos in &positions {
        let slow = uci_set(
            pos.legal_moves()
                .into_iter()
                .filter(|m| pos.clone().play(*m).expect("legal move").is_check()),
        );
        let fen = shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal);
        let uci = |m: &shakmaty::Move| UciMove::from_standard(*m).to_string();
        let late = |m: &String| m.as_str() > "e";
        for pick in [&(|_: &String| true) as &dyn Fn(&String) -> bool, &late] {
            let mut offered = Vec::new();
            let first = chess_prims::first_legal_check(pos, &mut |m| {
                offered.push(uci(m));
                pick(&uci(m))
            });
            // Every legal move offered is a check, and the one returned is the first
            // legal one taken (the others are offered before their legality is known).
            let legal = uci_set(pos.legal_moves());
            for m in offered.iter().filter(|m| legal.contains(*m)) {
                assert!(slow.contains(m), "{fen}: {m} offered, no check");
            }
            let expected = offered.iter().find(|m| legal.contains(*m) && pick(m));
            assert_eq!(first.as_ref().map(uci).as_ref(), expected, "{fen}");
            match first {
                Some(_) => found += 1,
                None => assert!(!slow.iter().any(pick), "{fen}: a check missed"),
            }
        }
        in_check += usize::from(pos.is_check() && !slow.is_empty());
    }
    assert!(found > 10_000 && in_check > 30, "{found} / {in_check}");
}
