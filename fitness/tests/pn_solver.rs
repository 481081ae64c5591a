//! Proof-number search on hand-checked positions, for both variants. Every claim
//! made here about a position is also checked by the independent minimax checker.

mod pn_support;

use std::time::Duration;

use fitness::pn::{PnOptions, PnSolver, PnVariant, ThreatTest};
use fitness::{Limits, MateDepth, MateSolver, StopReason, Verdict};
use pn_support::{Checker, assert_mating_line, position, uci};
use shakmaty::Position;

/// PROVER, df-pn, df-pn playing every move when it expands a node, and df-pn with
/// every threat setting on at once (each changes only numbers, never a verdict).
fn variants() -> [PnOptions; 4] {
    [
        PnOptions::prover(),
        PnOptions::dfpn(),
        PnOptions::dfpn().with_quiet_guess(0).with_reply_guess(0),
        every_threat_setting(),
    ]
}

fn every_threat_setting() -> PnOptions {
    PnOptions {
        no_threat_factor: 8,
        threat_divisor: 2,
        threat_test: ThreatTest::Confirmed,
        threat_persists: true,
        threat_in_guess: true,
        ..PnOptions::dfpn()
    }
}

fn depth(n: i64) -> MateDepth {
    MateDepth::new(n).expect("depth in range")
}

const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
/// Mate in 2 that needs a quiet king move first (1.Kb6 or 1.Kc7).
const ROOK_ENDING: &str = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
/// Qg7, Qh1, Qh2 mate; Qg6 and Qa7 stalemate.
const STALEMATE_TRAP: &str = "7k/5K2/8/8/8/8/8/6Q1 w - - 0 1";
/// A mate in 3 from the Lichess test set (lichess:Arw6w).
const MATE3: &str = "3r2k1/pp3rp1/8/4p1q1/4Q3/8/PPP1NPP1/R3K2R b KQ - 0 1";

#[test]
fn name_is_pn() {
    assert_eq!(PnSolver::default().name(), "pn");
}

#[test]
fn mate_in_one() {
    let pos = position(BACK_RANK);
    assert!(Checker::default().mates_within(&pos, 1));
    for options in variants() {
        let mut s = PnSolver::new(options.clone());
        let sol = s.solve(&pos, depth(1), Limits::default());
        assert_eq!(sol.verdict, Verdict::Mate, "{options:?}");
        assert_eq!(sol.mate_in, Some(1));
        assert_eq!(sol.pv.iter().map(uci).collect::<Vec<_>>(), ["a1a8"]);
        assert_eq!(sol.best_move().map(uci).as_deref(), Some("a1a8"));
        assert!(sol.nodes > 0 && sol.stopped_by.is_none());
    }
}

/// Only a check can mate, so df-pn's last attacker move of a mate-in-N search plays
/// the checks alone: here the rook's one check of the 17 moves, and the mating line.
#[test]
fn dfpns_last_move_plays_only_checks() {
    let pos = position(BACK_RANK);
    assert_eq!(pos.legal_moves().len(), 17);
    let every_move = PnOptions::dfpn().with_quiet_guess(0).with_reply_guess(0);
    for options in [PnOptions::dfpn(), every_move] {
        let sol = PnSolver::new(options).solve(&pos, depth(1), Limits::default());
        assert_eq!((sol.verdict, sol.mate_in), (Verdict::Mate, Some(1)));
        assert_eq!(sol.nodes, 2, "the check, then the mating line read back");
    }
}

#[test]
fn mate_in_two_with_a_quiet_move_and_none_in_one() {
    let pos = position(ROOK_ENDING);
    let mut checker = Checker::default();
    assert!(checker.mates_within(&pos, 2) && !checker.mates_within(&pos, 1));
    let keys = checker.key_moves(&pos, 2);
    for options in variants() {
        let mut s = PnSolver::new(options.with_all_key_moves(true));
        let sol = s.solve(&pos, depth(1), Limits::default());
        assert_eq!(sol.verdict, Verdict::NoMate);
        assert_eq!(sol.mate_in, None);
        let sol = s.solve(&pos, depth(2), Limits::default());
        assert_eq!(sol.verdict, Verdict::Mate);
        assert_eq!(sol.mate_in, Some(2));
        assert_mating_line(&pos, &sol.pv, 2, true, "rook ending");
        let mut got: Vec<_> = sol.key_moves.iter().map(uci).collect();
        let mut want: Vec<_> = keys.iter().map(uci).collect();
        got.sort();
        want.sort();
        assert_eq!(got, want);
        assert!(s.stats().keys_complete);
    }
}

#[test]
fn stalemate_is_no_mate() {
    let pos = position(STALEMATE_TRAP);
    let keys: Vec<_> = Checker::default()
        .key_moves(&pos, 1)
        .iter()
        .map(uci)
        .collect();
    assert!(keys.contains(&"g1g7".to_string()) && !keys.contains(&"g1g6".to_string()));
    for options in variants() {
        let mut s = PnSolver::new(options.with_all_key_moves(true));
        let sol = s.solve(&pos, depth(1), Limits::default());
        assert_eq!(sol.verdict, Verdict::Mate);
        let mut got: Vec<_> = sol.key_moves.iter().map(uci).collect();
        got.sort();
        let mut want = keys.clone();
        want.sort();
        assert_eq!(got, want, "stalemating queen moves are not keys");
    }
    // The stalemated side to move has no mate, and costs nothing to decide.
    let stalemated = position("7k/5K2/6Q1/8/8/8/8/8 b - - 0 1");
    assert!(stalemated.is_stalemate());
    for options in variants() {
        let sol = PnSolver::new(options).solve(&stalemated, depth(3), Limits::default());
        assert_eq!((sol.verdict, sol.nodes), (Verdict::NoMate, 0));
    }
}

#[test]
fn no_mate_from_the_start_position() {
    let pos = shakmaty::Chess::default();
    for options in variants() {
        let sol = PnSolver::new(options).solve(&pos, depth(2), Limits::default());
        assert_eq!(sol.verdict, Verdict::NoMate);
        assert!(sol.stopped_by.is_none());
    }
}

#[test]
fn fifty_move_rule_bounds_the_mate() {
    let mut checker = Checker::default();
    // A mate on the hundredth halfmove counts.
    let late = position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 1");
    assert!(checker.mates_within(&late, 1));
    // Mate in 2 needs the clock to stay below 100 after the defender's reply.
    let in_time = position("k7/8/2K5/8/8/8/8/7R w - - 97 1");
    let too_late = position("k7/8/2K5/8/8/8/8/7R w - - 98 1");
    assert!(checker.mates_within(&in_time, 2));
    assert!(!checker.mates_within(&too_late, 3));
    for options in variants() {
        let mut s = PnSolver::new(options.clone());
        assert_eq!(
            s.solve(&late, depth(1), Limits::default()).verdict,
            Verdict::Mate
        );
        assert_eq!(
            s.solve(&in_time, depth(2), Limits::default()).verdict,
            Verdict::Mate
        );
        assert_eq!(
            s.solve(&too_late, depth(5), Limits::default()).verdict,
            Verdict::NoMate,
            "{options:?}"
        );
        // Without a depth bound too: no move resets the clock, so nothing mates.
        let sol = s.solve_any(&too_late, Limits::default());
        assert_eq!(sol.verdict, Verdict::NoMate, "{options:?}");
    }
}

#[test]
fn mate_in_three_with_all_keys() {
    let pos = position(MATE3);
    let mut checker = Checker::default();
    assert!(checker.mates_within(&pos, 3) && !checker.mates_within(&pos, 2));
    for options in variants() {
        let mut s = PnSolver::new(options.with_all_key_moves(true).with_shorten(true));
        let sol = s.solve(&pos, depth(3), Limits::default());
        assert_eq!(sol.verdict, Verdict::Mate);
        assert_eq!(sol.mate_in, Some(3));
        assert_mating_line(&pos, &sol.pv, 3, true, "mate in 3");
        for k in &sol.key_moves {
            let mut after = pos.clone();
            after.play_unchecked(*k);
            // Each key leaves the defender lost within two more moves.
            assert!(
                after
                    .legal_moves()
                    .iter()
                    .all(|r| { checker.mates_within(&after.clone().play(*r).expect("legal"), 2) }),
                "key {} does not mate in 3",
                uci(k)
            );
        }
        assert!(s.stats().keys_complete && s.stats().shortest_proven);
    }
}

#[test]
fn node_limit_gives_unknown() {
    let pos = position(MATE3);
    for options in variants() {
        let limits = Limits {
            max_nodes: Some(40),
            max_time: None,
        };
        let sol = PnSolver::new(options).solve(&pos, depth(3), limits);
        assert_eq!(sol.verdict, Verdict::Unknown);
        assert_eq!(sol.stopped_by, Some(StopReason::Nodes));
        assert!(sol.nodes <= 40, "{} nodes", sol.nodes);
        assert!(sol.pv.is_empty() && sol.mate_in.is_none());
    }
}

#[test]
fn time_limit_gives_unknown() {
    let pos = position(MATE3);
    for options in variants() {
        let limits = Limits {
            max_nodes: None,
            max_time: Some(Duration::ZERO),
        };
        let sol = PnSolver::new(options).solve(&pos, depth(3), limits);
        assert_eq!(sol.verdict, Verdict::Unknown);
        assert_eq!(sol.stopped_by, Some(StopReason::Time));
    }
}

#[test]
fn prover_tree_cap_gives_unknown_not_a_crash() {
    let pos = position(MATE3);
    let mut s = PnSolver::new(PnOptions::prover().with_max_stored(60));
    let sol = s.solve(&pos, depth(3), Limits::default());
    assert_eq!(sol.verdict, Verdict::Unknown);
    assert_eq!(sol.stopped_by, Some(StopReason::Memory));
    assert!(s.stats().stored_peak <= 60);
    // A cap of zero cannot even hold the root.
    let sol = PnSolver::new(PnOptions::prover().with_max_stored(0)).solve(
        &pos,
        depth(3),
        Limits::default(),
    );
    assert_eq!(sol.stopped_by, Some(StopReason::Memory));
}

#[test]
fn dfpn_with_a_tiny_table_stays_correct() {
    let pos = position(MATE3);
    for cap in [4, 64, 1024] {
        let mut s = PnSolver::new(PnOptions::dfpn().with_max_stored(cap));
        let limits = Limits {
            max_nodes: Some(3_000_000),
            max_time: None,
        };
        let sol = s.solve(&pos, depth(3), limits);
        assert!(s.stats().stored_peak <= cap.max(4));
        assert_ne!(sol.verdict, Verdict::NoMate, "cap {cap}");
        if sol.verdict == Verdict::Mate {
            let n = sol.mate_in.expect("a mate has a length");
            assert!(n <= 3);
            if sol.stopped_by.is_none() {
                assert_mating_line(&pos, &sol.pv, n, false, "tiny table");
            }
        }
    }
}

#[test]
fn prover_frees_disproven_subtrees() {
    let pos = shakmaty::Chess::default();
    let mut s = PnSolver::new(PnOptions::prover());
    let sol = s.solve(&pos, depth(2), Limits::default());
    assert_eq!(sol.verdict, Verdict::NoMate);
    let st = s.stats();
    assert_eq!(st.variant, PnVariant::Prover);
    assert!(
        (st.stored_peak as u64) < sol.nodes,
        "peak {} nodes {}",
        st.stored_peak,
        sol.nodes
    );
}

#[test]
fn any_mate_and_shortening() {
    let pos = position(ROOK_ENDING);
    for options in variants() {
        let exact = options.variant == PnVariant::Prover;
        let mut s = PnSolver::new(options.clone());
        let sol = s.solve_any(&pos, Limits::default());
        assert_eq!(sol.verdict, Verdict::Mate);
        let n = sol.mate_in.expect("length");
        assert!(n >= 2);
        assert_mating_line(&pos, &sol.pv, n, exact, "any mate");
        let mut s = PnSolver::new(options.with_shorten(true));
        let sol = s.solve_any(&pos, Limits::default());
        assert_eq!(sol.mate_in, Some(2));
        assert!(s.stats().shortest_proven);
        assert_mating_line(&pos, &sol.pv, 2, true, "shortened");
    }
}

#[test]
fn any_mate_in_a_rook_ending() {
    // King and rook against king: a forced mate of about fifteen moves.
    let pos = position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    for options in variants() {
        let exact = options.variant == PnVariant::Prover;
        let mut s = PnSolver::new(options.clone());
        let limits = Limits {
            max_nodes: Some(3_000_000),
            max_time: None,
        };
        let sol = s.solve_any(&pos, limits);
        assert_ne!(sol.verdict, Verdict::NoMate, "{options:?}");
        if sol.verdict == Verdict::Mate {
            let n = sol.mate_in.expect("length");
            assert_mating_line(&pos, &sol.pv, n, exact, "K+R v K");
        }
        eprintln!(
            "{:?}: {:?} in {:?}, {} nodes",
            options.variant, sol.verdict, sol.mate_in, sol.nodes
        );
    }
}

#[test]
fn shortening_cut_short_keeps_the_mate_and_says_so() {
    let pos = position(ROOK_ENDING);
    for options in variants() {
        let first = PnSolver::new(options.clone()).solve_any(&pos, Limits::default());
        assert_eq!(first.verdict, Verdict::Mate);
        let limits = Limits {
            max_nodes: Some(first.nodes),
            max_time: None,
        };
        let mut s = PnSolver::new(options.with_shorten(true));
        let sol = s.solve_any(&pos, limits);
        assert_eq!(
            sol.verdict,
            Verdict::Mate,
            "the first proof fits the budget"
        );
        assert_eq!(sol.mate_in, first.mate_in);
        assert!(!s.stats().shortest_proven);
        assert_eq!(sol.stopped_by, Some(StopReason::Nodes));
    }
}
