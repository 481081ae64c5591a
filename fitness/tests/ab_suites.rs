//! The alpha-beta prover on real problems, with every claim checked by an independent
//! path: the PV is replayed move by move to checkmate, the file's key moves are proven
//! one by one, and proof-number search (a different algorithm sharing no search code)
//! must agree on the shortest mate length.

use std::path::{Path, PathBuf};

use fitness::ab::{Prover, ProverOptions};
use fitness::pn::{PnOptions, PnSolver};
use fitness::problem::{Problem, ReadOptions, read_epd_file};
use fitness::{Limits, MateDepth, MateSolver, Solution, Verdict};
use shakmaty::Position;

fn problems_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../problems")
}

fn load(relative: &str) -> Vec<Problem> {
    let options = ReadOptions {
        require_mate: true,
        ..ReadOptions::default()
    };
    read_epd_file(problems_dir().join(relative), options)
        .expect("vendored suite parses")
        .problems
}

fn assert_pv_mates(problem: &Problem, s: &Solution) {
    let k = s.mate_in.expect("a mate has a length");
    assert_eq!(s.pv.len() as u32, 2 * k - 1, "{}: PV length", problem.id);
    let mut pos = problem.position.clone();
    for mv in &s.pv {
        assert!(pos.is_legal(*mv), "{}: illegal PV move", problem.id);
        pos.play_unchecked(*mv);
    }
    assert!(pos.is_checkmate(), "{}: PV does not mate", problem.id);
}

/// Shortest-mate agreement with df-pn: mate within k, and (k > 1) none within k − 1.
fn pn_confirms(pn: &mut PnSolver, problem: &Problem, s: &Solution, n: u32) -> bool {
    let limits = Limits {
        max_nodes: Some(3_000_000),
        max_time: None,
    };
    let depth = |d: u32| MateDepth::new(i64::from(d)).expect("depth in range");
    match s.mate_in {
        Some(k) => {
            let mate = pn.solve(&problem.position, depth(k), limits).verdict;
            let shorter = if k > 1 {
                pn.solve(&problem.position, depth(k - 1), limits).verdict
            } else {
                Verdict::NoMate
            };
            assert_ne!(
                mate,
                Verdict::NoMate,
                "{}: pn refutes mate in {k}",
                problem.id
            );
            assert_ne!(
                shorter,
                Verdict::Mate,
                "{}: pn mates faster than {k}",
                problem.id
            );
            mate == Verdict::Mate && shorter == Verdict::NoMate
        }
        None => {
            let v = pn.solve(&problem.position, depth(n), limits).verdict;
            assert_ne!(
                v,
                Verdict::Mate,
                "{}: pn mates where ab found none",
                problem.id
            );
            v == Verdict::NoMate
        }
    }
}

struct Tally {
    exact: usize,
    file_disagrees: Vec<String>,
    pn_unknown: usize,
}

/// Solves every problem with mate length ≤ 5 and checks each claim.
fn check_suite(problems: &[Problem]) -> Tally {
    let mut prover = Prover::new(ProverOptions::default());
    let mut pn = PnSolver::new(PnOptions::dfpn());
    let mut tally = Tally {
        exact: 0,
        file_disagrees: Vec::new(),
        pn_unknown: 0,
    };
    for problem in problems {
        let Some(n) = problem.mate.filter(|n| (1..=5).contains(n)) else {
            continue;
        };
        let n = n as u32;
        let depth = MateDepth::new(i64::from(n)).expect("depth in range");
        let s = prover.solve(&problem.position, depth, Limits::default());
        assert_ne!(
            s.verdict,
            Verdict::Unknown,
            "{}: no limits given",
            problem.id
        );
        if s.verdict == Verdict::Mate {
            assert_pv_mates(problem, &s);
        }
        if !pn_confirms(&mut pn, problem, &s, n) {
            tally.pn_unknown += 1;
        }
        for key in &problem.key_moves {
            let proven = prover.proves_move(&problem.position, key, depth, Limits::default());
            if proven.0 != Some(true) {
                tally
                    .file_disagrees
                    .push(format!("{}: key {key:?} rejected", problem.id));
            }
        }
        if s.mate_in == Some(n) {
            tally.exact += 1;
        } else {
            tally.file_disagrees.push(format!(
                "{}: file says {n}, prover {:?}",
                problem.id, s.mate_in
            ));
        }
    }
    tally
}

#[test]
fn lichess_samples_every_claim_confirmed() {
    for n in 1..=5 {
        let all = load(&format!("lichess/mate{n}-test.epd"));
        // Every 15th problem: 20 per N, spread over the file.
        let sample: Vec<Problem> = all.into_iter().step_by(15).collect();
        let tally = check_suite(&sample);
        assert_eq!(
            tally.exact,
            sample.len(),
            "mate {n}: {:?}",
            tally.file_disagrees
        );
        assert_eq!(tally.pn_unknown, 0, "mate {n}");
    }
}

#[test]
#[ignore = "minutes: every N <= 5 matetrack position and all 1500 Lichess test problems"]
fn matetrack_and_lichess_test_sets_in_full() {
    let tally = check_suite(&load("matetrack/matetrack.epd"));
    // matetrack's lengths are proven shortest: the prover must match every one.
    assert!(
        tally.file_disagrees.is_empty(),
        "{:?}",
        tally.file_disagrees
    );
    assert!(
        tally.exact >= 290,
        "N <= 5 positions solved: {}",
        tally.exact
    );
    for n in 1..=5 {
        let tally = check_suite(&load(&format!("lichess/mate{n}-test.epd")));
        // Lichess puzzle lengths come from game lines and can be wrong; each
        // disagreement must be on the file's side, which pn confirmed above.
        eprintln!(
            "mate {n}: exact {}, file disagrees {:?}",
            tally.exact, tally.file_disagrees
        );
        let mut problems: Vec<&str> = tally
            .file_disagrees
            .iter()
            .filter_map(|d| d.split(": ").next())
            .collect();
        problems.dedup();
        assert!(problems.len() <= 3, "mate {n}: {:?}", tally.file_disagrees);
    }
}
