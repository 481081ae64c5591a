//! Proof-number search against the alpha-beta prover (`fitness::ab`), an independent
//! exhaustive solver: same verdicts, same shortest mate lengths, same key moves.

mod pn_support;

use fitness::ab::{Prover, ProverOptions};
use fitness::pn::{PnOptions, PnSolver, PnVariant};
use fitness::{Limits, MateDepth, MateSolver, Verdict};
use pn_support::{Sample, assert_mating_line, sample, uci};

fn sorted(v: &[shakmaty::Move]) -> Vec<String> {
    let mut v: Vec<_> = v.iter().map(uci).collect();
    v.sort();
    v
}

/// Returns the positions compared and the pn searches that ran out of resources.
fn agree(samples: &[Sample]) -> (usize, usize) {
    let limits = Limits {
        max_nodes: Some(20_000_000),
        max_time: None,
    };
    let mut ab = Prover::new(ProverOptions {
        all_keys: true,
        ..ProverOptions::default()
    });
    let mut compared = 0;
    let mut unknown = 0;
    for smp in samples {
        let Some(n) = smp.mate.filter(|&n| n > 0) else {
            continue;
        };
        let depth = MateDepth::new(i64::from(n)).expect("depth");
        let reference = ab.solve(&smp.position, depth, limits);
        if reference.verdict == Verdict::Unknown || reference.stopped_by.is_some() {
            continue;
        }
        compared += 1;
        for options in [PnOptions::prover(), PnOptions::dfpn()] {
            let what = format!("{} {:?}", smp.id, options.variant);
            let mut pn = PnSolver::new(options.clone().with_shorten(true).with_all_key_moves(true));
            let sol = pn.solve(&smp.position, depth, limits);
            if sol.verdict == Verdict::Unknown {
                // Out of nodes or memory: no claim to compare.
                assert!(sol.stopped_by.is_some(), "{what}");
                unknown += 1;
                continue;
            }
            assert_eq!(sol.verdict, reference.verdict, "{what}");
            if sol.verdict != Verdict::Mate {
                continue;
            }
            if sol.stopped_by.is_some() {
                // A proven mate whose extras (shortest length, all keys, the
                // line) ran out of limits: only the mate itself can be compared.
                let m = sol.mate_in.expect("length");
                assert!(reference.mate_in.is_some_and(|r| r <= m) && m <= n as u32);
                unknown += 1;
                continue;
            }
            assert_eq!(sol.mate_in, reference.mate_in, "{what}: shortest mate");
            let m = sol.mate_in.expect("length");
            let exact = options.variant == PnVariant::Prover;
            assert_mating_line(&smp.position, &sol.pv, m, exact, &what);
            // ab lists moves mating within the depth asked, pn within the mate
            // found (Solution::key_moves); they coincide when the two are equal.
            if m == n as u32 {
                assert_eq!(
                    sorted(&sol.key_moves),
                    sorted(&reference.key_moves),
                    "{what}"
                );
            } else {
                let within = MateDepth::new(i64::from(m)).expect("depth");
                for k in &reference.key_moves {
                    let (mates, _) = ab.proves_move(&smp.position, k, within, limits);
                    assert_eq!(
                        mates,
                        Some(sol.key_moves.contains(k)),
                        "{what}: key {}",
                        uci(k)
                    );
                }
            }
            if m > 1 {
                let less = MateDepth::new(i64::from(m - 1)).expect("depth");
                let sol = PnSolver::new(options).solve(&smp.position, less, limits);
                if sol.verdict == Verdict::Unknown {
                    unknown += 1;
                } else {
                    assert_eq!(sol.verdict, Verdict::NoMate, "{what}: depth {}", m - 1);
                }
            }
        }
    }
    (compared, unknown)
}

#[test]
fn agrees_with_alpha_beta_on_lichess_mate_in_four() {
    let (compared, unknown) = agree(&sample("lichess/mate4-test.epd", 30, 10));
    assert!(
        compared >= 8 && unknown == 0,
        "{compared} compared, {unknown} unknown"
    );
}

#[test]
fn agrees_with_alpha_beta_on_short_matetrack_mates() {
    // matetrack's first lines are its short mates (1 to 5), many of them studies.
    let short: Vec<Sample> = sample("matetrack/matetrack.epd", 1, 400)
        .into_iter()
        .filter(|s| s.mate.is_some_and(|n| (1..=3).contains(&n)))
        .step_by(3)
        .collect();
    let (compared, unknown) = agree(&short);
    assert!(
        compared >= 10 && unknown == 0,
        "{compared} compared, {unknown} unknown"
    );
}

#[test]
#[ignore = "hundreds of positions up to mate in 5: many minutes"]
fn agrees_with_alpha_beta_on_more_positions() {
    let mut total = (0, 0);
    for n in 1..=5 {
        let (c, u) = agree(&sample(&format!("lichess/mate{n}-test.epd"), 3, 100));
        total = (total.0 + c, total.1 + u);
    }
    let short: Vec<Sample> = sample("matetrack/matetrack.epd", 1, usize::MAX)
        .into_iter()
        .filter(|s| s.mate.is_some_and(|n| (1..=5).contains(&n)))
        .collect();
    let (c, u) = agree(&short);
    total = (total.0 + c, total.1 + u);
    println!(
        "compared {} positions, {} pn searches out of resources",
        total.0, total.1
    );
    // Mostly PROVER's tree cap (2^22 nodes) on mate-in-5 studies; a sanity bound.
    assert!(total.1 * 5 <= total.0, "too many unknowns: {total:?}");
}
