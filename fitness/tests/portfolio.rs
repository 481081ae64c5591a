//! The portfolio (`fitness::portfolio`) against its members run alone: ab, df-pn and
//! the portfolio answer the same position, and no two answers that each claim to be
//! proven contradict each other (a mate against a "no mate", or two different
//! shortest lengths). Every mate the portfolio reports is checked by a path that
//! shares nothing with the thread that found it: ab re-proves its key move at the
//! length claimed, or, for a mate too deep for ab, a certificate is rebuilt (by df-pn
//! without shortening) and checked by the `verify` crate, which knows no search code.
//!
//! The ignored test runs every shared problem file:
//! `cargo test --release -p fitness --test portfolio -- --ignored --nocapture`

use fitness::ab::{Prover, ProverOptions};
use fitness::certificate::{Claim, build};
use fitness::pn::{PnOptions, PnSolver};
use fitness::portfolio::{Portfolio, PortfolioOptions};
use fitness::problem::{Problem, builtin, parse_fen};
use fitness::{Limits, MateDepth, MateSolver, Solution, Verdict};
use shakmaty::{Chess, Position};
use verify::{Expect, verify};

/// How far past its node limit a thread may go (see `Solvers::compare`).
const OVERSHOOT: u64 = 10_000;

fn depth(n: u32) -> MateDepth {
    MateDepth::new(i64::from(n)).expect("a depth in range")
}

fn limits(nodes: u64) -> Limits {
    Limits {
        max_nodes: Some(nodes),
        max_time: None,
    }
}

/// Is the answer proven, and is its length known to be the shortest? ab's mates are;
/// a pn mate with `stopped_by` set is proven but perhaps not the shortest.
fn decided(s: &Solution) -> bool {
    match s.verdict {
        Verdict::NoMate => true,
        Verdict::Mate => s.stopped_by.is_none(),
        Verdict::Unknown => false,
    }
}

/// Does the line end in checkmate within `mate_in` moves? Replayed with shakmaty.
fn mates(position: &Chess, pv: &[shakmaty::Move], mate_in: u32) -> bool {
    let mut p = position.clone();
    for m in pv {
        match p.clone().play(*m) {
            Ok(next) => p = next,
            Err(_) => return false,
        }
    }
    p.is_checkmate() && pv.len() < 2 * mate_in as usize
}

/// What a comparison found, for the report.
#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    /// Positions where two or more of the three gave a proven answer to compare.
    compared: usize,
    portfolio_mates: usize,
    won_by: [usize; 2],
    /// Portfolio mates checked by ab's re-proof, and by a verified certificate.
    reproved: usize,
    certified: usize,
    unknown: [usize; 3],
}

/// One question: is there a mate in `n` or fewer?
struct Case<'a> {
    id: &'a str,
    fen: &'a str,
    position: &'a Chess,
    n: MateDepth,
}

struct Solvers {
    ab: Prover,
    pn: PnSolver,
    portfolio: Portfolio,
    /// Re-proves the portfolio's key moves.
    checker: Prover,
    /// Rebuilds certificates of mates too deep for the checker.
    builder: PnSolver,
}

impl Solvers {
    fn new() -> Solvers {
        Solvers {
            ab: Prover::new(ProverOptions::default()),
            pn: PnSolver::new(PnOptions::dfpn().with_shorten(true)),
            portfolio: Portfolio::new(PortfolioOptions::default()),
            checker: Prover::new(ProverOptions::default()),
            builder: PnSolver::new(PnOptions::dfpn()),
        }
    }

    /// Runs the three on `p` at its stated length with `nodes` per solver (per
    /// thread for the portfolio), asserts that they agree, checks the portfolio's
    /// mate independently, and counts.
    fn compare(&mut self, p: &Problem, nodes: u64, t: &mut Tally) {
        let n = p.mate_depth().expect("a mate length");
        let case = Case {
            id: &p.id,
            fen: &p.fen,
            position: &p.position,
            n,
        };
        self.compare_case(&case, nodes, t);
    }

    fn compare_case(&mut self, p: &Case<'_>, nodes: u64, t: &mut Tally) {
        let n = p.n;
        let limits = limits(nodes);
        let answers = [
            self.ab.solve(p.position, n, limits),
            self.pn.solve(p.position, n, limits),
            self.portfolio.solve(p.position, n, limits),
        ];
        t.positions += 1;
        let names = ["ab", "pn", "portfolio"];
        let proven: Vec<usize> = (0..3).filter(|&i| decided(&answers[i])).collect();
        if proven.len() >= 2 {
            t.compared += 1;
        }
        for (i, a) in answers.iter().enumerate() {
            if a.verdict == Verdict::Unknown {
                t.unknown[i] += 1;
            }
            // Any mate, shortest or not, contradicts a proven "no mate".
            for b in &answers {
                assert!(
                    !(a.verdict == Verdict::Mate && b.verdict == Verdict::NoMate && decided(b)),
                    "{}: {} says mate in {:?}, another no mate",
                    p.id,
                    names[i],
                    a.mate_in
                );
            }
            // A mate is at least as long as a shortest one proven.
            for &j in &proven {
                if let (Some(m), Some(shortest)) = (a.mate_in, answers[j].mate_in) {
                    assert!(
                        m >= shortest,
                        "{}: {} mates in {m}, {} proves {shortest} the shortest",
                        p.id,
                        names[i],
                        names[j]
                    );
                }
            }
        }
        for &i in &proven {
            for &j in &proven {
                assert_eq!(
                    (answers[i].verdict, answers[i].mate_in),
                    (answers[j].verdict, answers[j].mate_in),
                    "{}: {} against {}",
                    p.id,
                    names[i],
                    names[j]
                );
            }
        }
        let portfolio = &answers[2];
        let shares = self.portfolio.thread_shares();
        assert_eq!(
            shares.iter().map(|s| s.nodes).sum::<u64>(),
            portfolio.nodes,
            "{}: the nodes are the threads' sum",
            p.id
        );
        // ab may apply a few moves past its limit, as it does alone: the move that
        // reaches the limit, and the line it reads after a proof.
        assert!(
            shares.iter().all(|s| s.nodes <= nodes + OVERSHOOT),
            "{}: {shares:?}",
            p.id
        );
        assert_eq!(shares.iter().filter(|s| s.won).count(), 1, "{}", p.id);
        if portfolio.verdict == Verdict::Mate {
            t.portfolio_mates += 1;
            let winner = shares.iter().position(|s| s.won).expect("a winner");
            t.won_by[winner] += 1;
            self.check_mate(p, portfolio, t);
        }
    }

    /// The portfolio's mate, checked apart from the thread that found it.
    fn check_mate(&mut self, p: &Case<'_>, s: &Solution, t: &mut Tally) {
        let mate_in = s.mate_in.expect("a mate has a length");
        let key = *s.best_move().expect("a mate has a key");
        // A line read to its end mates; one cut short by a limit (`stopped_by`) need
        // not, and the mate is checked below all the same.
        assert!(
            s.stopped_by.is_some() || mates(p.position, &s.pv, mate_in),
            "{}: the line does not mate",
            p.id
        );
        let proof = self
            .checker
            .prove_move(p.position, &key, depth(mate_in), limits(2_000_000));
        if let Some(mates) = proof.answer {
            assert!(mates, "{}: ab refutes the key move", p.id);
            t.reproved += 1;
            return;
        }
        let claim = Claim {
            fen: p.fen,
            position: p.position,
            key,
            mate_in,
        };
        let built = build(claim, &mut self.builder, limits(20_000_000))
            .unwrap_or_else(|e| panic!("{}: no certificate: {e}", p.id));
        let expect = Expect {
            root: Some(p.position.clone()),
            mate: Some(mate_in),
        };
        let text = built.certificate.to_jsonl();
        verify(text.as_bytes(), &expect).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        t.certified += 1;
    }
}

fn matetrack(lengths: std::ops::RangeInclusive<u32>, step: usize) -> Vec<&'static Problem> {
    builtin::suite("matetrack")
        .expect("built in")
        .iter()
        .filter(|p| {
            p.mate
                .is_some_and(|n| n > 0 && lengths.contains(&n.unsigned_abs()))
        })
        .step_by(step)
        .collect()
}

#[test]
fn agrees_with_its_members_on_lichess_and_deep_matetrack_samples() {
    let mut solvers = Solvers::new();
    let mut t = Tally::default();
    for n in 3..=5 {
        for p in builtin::test(n).iter().step_by(60) {
            solvers.compare(p, 300_000, &mut t);
        }
    }
    for p in matetrack(7..=9, 200).iter().take(6) {
        solvers.compare(p, 300_000, &mut t);
    }
    assert!(t.compared >= 12, "{t:?}");
    // Krabbé's mate in 38 ("Mate in 38"): far beyond ab, df-pn's thread answers,
    // and the mate is certified.
    let fen = "1R6/6pK/5p2/4p3/1B1p3n/8/p1p1pp2/1k3b2 w - - 0 1";
    let position = parse_fen(fen).expect("legal").position;
    let krabbe = Case {
        id: "krabbe-38",
        fen,
        position: &position,
        n: depth(38),
    };
    let before = t.certified;
    // Which thread wins the Lichess races depends on the machine's load; this one
    // only pn can win.
    let pn_wins = t.won_by[1];
    solvers.compare_case(&krabbe, 2_000_000, &mut t);
    println!("{t:?}");
    assert_eq!(t.won_by[1], pn_wins + 1, "the pn thread answers: {t:?}");
    assert_eq!(t.certified, before + 1, "{t:?}");
    assert_eq!(t.reproved + t.certified, t.portfolio_mates, "{t:?}");
}

/// Win at Chess asked for a mate in this many moves: most of its positions have
/// none, so the three must agree on proven "no mate" answers too, which the mate
/// files rarely ask.
const WAC_MATE_IN: u32 = 3;

#[test]
#[ignore = "samples of every shared problem file: about half an hour on 2 busy cores"]
fn agrees_with_its_members_on_every_shared_problem_file() {
    let start = std::time::Instant::now();
    let mut solvers = Solvers::new();
    let mut all = Tally::default();
    let mut sets: Vec<(String, Vec<&Problem>)> = (1..=5)
        .map(|n| {
            (
                format!("mate{n}-test, every 5th"),
                builtin::test(n).iter().step_by(5).collect(),
            )
        })
        .collect();
    sets.extend((1..=5).map(|n| {
        (
            format!("mate{n}-train, every 25th"),
            builtin::train(n).iter().step_by(25).collect(),
        )
    }));
    sets.push((
        "matetrack N <= 5, every 2nd".to_owned(),
        matetrack(1..=5, 2),
    ));
    sets.push((
        "matetrack 6..20, every 60th".to_owned(),
        matetrack(6..=20, 60),
    ));
    let wac = builtin::suite("wac").expect("built in");
    sets.push((
        format!("Win at Chess, every position, mate in {WAC_MATE_IN}?"),
        wac.iter().collect(),
    ));
    for (name, problems) in &sets {
        let mut t = Tally::default();
        for p in problems {
            match p.mate_depth() {
                Some(_) => solvers.compare(p, 1_000_000, &mut t),
                None => {
                    let case = Case {
                        id: &p.id,
                        fen: &p.fen,
                        position: &p.position,
                        n: depth(WAC_MATE_IN),
                    };
                    solvers.compare_case(&case, 1_000_000, &mut t);
                }
            }
        }
        println!("{name}: {t:?}");
        all.positions += t.positions;
        all.compared += t.compared;
        all.portfolio_mates += t.portfolio_mates;
        all.reproved += t.reproved;
        all.certified += t.certified;
        for i in 0..3 {
            all.unknown[i] += t.unknown[i];
        }
        for i in 0..2 {
            all.won_by[i] += t.won_by[i];
        }
    }
    println!("all: {all:?} in {:.0} s", start.elapsed().as_secs_f64());
    assert_eq!(all.reproved + all.certified, all.portfolio_mates);
}
