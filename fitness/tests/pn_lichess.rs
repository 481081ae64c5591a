//! Proof-number search against the independent minimax checker on a sample of the
//! Lichess test sets (mate in 1, 2, 3; each stated as exact).

mod pn_support;

use fitness::pn::{PnOptions, PnSolver, PnVariant};
use fitness::{Limits, MateDepth, MateSolver, Verdict};
use pn_support::{Checker, Sample, assert_mating_line, sample, uci};

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// For each sampled position of stated length N: the checker confirms a mate in N
/// and none in N − 1; each variant proves a mate within N with a valid line,
/// shortens it to exactly N, finds exactly the checker's key moves (N ≤ 2), and
/// answers "no mate" at depth N − 1.
fn agree(samples: &[Sample], check_keys: bool) {
    let limits = Limits {
        max_nodes: Some(2_000_000),
        max_time: None,
    };
    for smp in samples {
        let n = smp.mate.expect("lichess lines state dm") as u32;
        let mut checker = Checker::default();
        assert!(checker.mates_within(&smp.position, n), "{}: file", smp.id);
        let shorter = n > 1 && checker.mates_within(&smp.position, n - 1);
        let keys = check_keys.then(|| {
            sorted(
                checker
                    .key_moves(&smp.position, n)
                    .iter()
                    .map(uci)
                    .collect(),
            )
        });
        // df-pn as shipped, and with the threat settings off, on and persisting.
        let threats = PnOptions {
            no_threat_factor: 4,
            threat_divisor: 2,
            threat_persists: true,
            threat_in_guess: true,
            ..PnOptions::dfpn()
        };
        let no_threats = PnOptions {
            no_threat_factor: 1,
            threat_divisor: 1,
            threat_in_guess: false,
            ..PnOptions::dfpn()
        };
        for options in [PnOptions::prover(), PnOptions::dfpn(), threats, no_threats] {
            let exact = options.variant == PnVariant::Prover;
            let what = format!("{} {:?}", smp.id, options.variant);
            let depth = MateDepth::new(i64::from(n)).expect("depth");
            let mut s = PnSolver::new(options.clone());
            let sol = s.solve(&smp.position, depth, limits);
            assert_eq!(sol.verdict, Verdict::Mate, "{what}");
            let m = sol.mate_in.expect("length");
            assert!(m <= n, "{what}: mate in {m} > {n}");
            assert!(
                checker.mates_within(&smp.position, m),
                "{what}: mate in {m}"
            );
            assert_mating_line(&smp.position, &sol.pv, m, exact, &what);

            let mut s = PnSolver::new(
                options
                    .clone()
                    .with_shorten(true)
                    .with_all_key_moves(check_keys),
            );
            let sol = s.solve(&smp.position, depth, limits);
            let want = if shorter { n - 1 } else { n };
            assert_eq!(sol.mate_in, Some(want), "{what}: shortened");
            assert!(s.stats().shortest_proven, "{what}");
            assert_mating_line(&smp.position, &sol.pv, want, exact, &what);
            if let (Some(keys), false) = (&keys, shorter) {
                let got = sorted(sol.key_moves.iter().map(uci).collect());
                assert_eq!(&got, keys, "{what}: key moves");
            }

            if n > 1 {
                let less = MateDepth::new(i64::from(n - 1)).expect("depth");
                let sol = PnSolver::new(options).solve(&smp.position, less, limits);
                let want = if shorter {
                    Verdict::Mate
                } else {
                    Verdict::NoMate
                };
                assert_eq!(sol.verdict, want, "{what}: depth {}", n - 1);
            }
        }
    }
}

#[test]
fn agrees_with_the_checker_on_mate_in_one() {
    agree(&sample("lichess/mate1-test.epd", 6, 50), true);
}

#[test]
fn agrees_with_the_checker_on_mate_in_two() {
    agree(&sample("lichess/mate2-test.epd", 15, 20), true);
}

#[test]
fn agrees_with_the_checker_on_mate_in_three() {
    agree(&sample("lichess/mate3-test.epd", 30, 10), false);
}

#[test]
#[ignore = "every Lichess test position of mate in 1 to 3: several minutes"]
fn agrees_with_the_checker_on_all_test_positions() {
    for n in 1..=3 {
        agree(
            &sample(&format!("lichess/mate{n}-test.epd"), 1, usize::MAX),
            n <= 2,
        );
    }
}
