//! Certificates of the shared test sets: every mate the prover proves is re-solved
//! into a certificate, which the independent checker (the `verify` crate) accepts;
//! damaged, it is rejected with the reason that names the damage.
//!
//! The `#[ignore]`d tests print the figures of docs/CERTIFICATES.md:
//! `cargo test --release -p fitness --test certificates -- --ignored --nocapture --test-threads=1`

use std::time::{Duration, Instant};

use fitness::ab::{Prover, ProverOptions};
use fitness::certificate::{BuildError, Built, Claim, build};
use fitness::pn::{PnOptions, PnSolver};
use fitness::problem::{Problem, builtin, parse_fen, parse_move};
use fitness::{Limits, MateDepth, MateSolver, StopReason, Verdict};
use verify::{Certificate, Expect, Node, Reason, verify};

/// The two lichess mates in 5 that are mates in 6 (docs/AB_RESULTS.md): they are
/// certified at the length the prover proves.
const MATES_IN_SIX: [&str; 2] = ["lichess:YILxF", "lichess:MhW8h"];

/// One problem certified: the certificate, its text, and what it cost.
struct Certified {
    id: String,
    mate_in: u32,
    built: Built,
    text: String,
    verify_time: Duration,
}

fn depth(n: u32) -> MateDepth {
    MateDepth::new(i64::from(n)).expect("a depth in range")
}

/// Solves `p` with `solver` at its stated length (one more when the prover proves
/// none: see [`MATES_IN_SIX`]), builds the certificate with the ab prover, and
/// verifies it against the problem's position and the solver's length.
fn certify(solver: &mut dyn MateSolver, prover: &mut Prover, p: &Problem) -> Certified {
    let stated = p.mate_depth().expect("a mate length").get();
    let mut solution = solver.solve(&p.position, depth(stated), Limits::default());
    if solution.verdict == Verdict::NoMate {
        assert!(MATES_IN_SIX.contains(&p.id.as_str()), "{}: no mate", p.id);
        solution = solver.solve(&p.position, depth(stated + 1), Limits::default());
    }
    assert_eq!(solution.verdict, Verdict::Mate, "{}", p.id);
    let mate_in = solution.mate_in.expect("a mate has a length");
    let claim = Claim {
        fen: &p.fen,
        position: &p.position,
        key: *solution.best_move().expect("a mate has a key"),
        mate_in,
    };
    let built = build(claim, prover, Limits::default()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
    let text = built.certificate.to_jsonl();
    let expect = Expect {
        root: Some(p.position.clone()),
        mate: Some(mate_in),
    };
    let start = Instant::now();
    let valid = verify(text.as_bytes(), &expect).unwrap_or_else(|e| panic!("{}: {e}", p.id));
    let verify_time = start.elapsed();
    assert_eq!(valid.mate_in, mate_in, "{}: the shortest mate", p.id);
    Certified {
        id: p.id.clone(),
        mate_in,
        built,
        text,
        verify_time,
    }
}

fn certify_all(problems: &[&Problem]) -> Vec<Certified> {
    let mut solver = Prover::new(ProverOptions::default());
    let mut prover = Prover::new(ProverOptions::default());
    problems
        .iter()
        .map(|p| certify(&mut solver, &mut prover, p))
        .collect()
}

fn lichess(n: u32) -> Vec<&'static Problem> {
    builtin::test(n).iter().collect()
}

/// matetrack's mates in 1 to 5 (297 positions).
fn matetrack_up_to_5() -> Vec<&'static Problem> {
    builtin::suite("matetrack")
        .expect("built in")
        .iter()
        .filter(|p| p.mate_depth().is_some_and(|n| n.get() <= 5))
        .collect()
}

#[test]
fn every_lichess_test_mate_is_certified() {
    for n in 1..=5 {
        let certified = certify_all(&lichess(n));
        assert_eq!(certified.len(), 300);
        let longer: Vec<&str> = certified
            .iter()
            .filter(|c| c.mate_in != n)
            .map(|c| c.id.as_str())
            .collect();
        let expected: &[&str] = if n == 5 { &MATES_IN_SIX } else { &[] };
        assert_eq!(longer, expected, "mates in {n}");
    }
}

#[test]
fn a_sample_of_matetrack_up_to_5_is_certified() {
    let sample: Vec<&Problem> = matetrack_up_to_5().into_iter().step_by(8).collect();
    assert_eq!(certify_all(&sample).len(), 38);
}

#[test]
#[ignore = "the 297 matetrack mates in 1 to 5, about half a minute"]
fn every_matetrack_mate_up_to_5_is_certified() {
    let all = matetrack_up_to_5();
    assert_eq!(all.len(), 297);
    print_figures("matetrack N <= 5", &certify_all(&all));
}

#[test]
#[ignore = "prints the figures of docs/CERTIFICATES.md"]
fn lichess_figures() {
    for n in 1..=5 {
        print_figures(&format!("mate{n}-test"), &certify_all(&lichess(n)));
    }
}

/// A proof-number solver's mates are certified too: the key is pn's, the rest the
/// prover's.
#[test]
fn proof_number_claims_are_certified() {
    let mut pn = PnSolver::new(PnOptions::dfpn().with_shorten(true));
    let mut prover = Prover::new(ProverOptions::default());
    for n in 1..=5 {
        for p in builtin::test(n).iter().step_by(30) {
            certify(&mut pn, &mut prover, p);
        }
    }
}

/// Damage to real certificates, made on the tree and written out: a defender reply
/// dropped, a mating move replaced by another legal move, another problem's root.
#[test]
fn damaged_certificates_are_rejected() {
    let problems: Vec<&Problem> = (2..=5)
        .flat_map(|n| builtin::test(n).iter().step_by(25))
        .collect();
    let certified = certify_all(&problems);
    for (i, c) in certified.iter().enumerate() {
        let cert = &c.built.certificate;
        let position = &problems[i].position;
        let check = |cert: &Certificate| {
            let expect = Expect {
                root: Some(position.clone()),
                mate: None,
            };
            verify(cert.to_jsonl().as_bytes(), &expect)
                .expect_err("damaged")
                .reason
        };

        let mut dropped = cert.clone();
        let (mv, _) = dropped
            .nodes
            .iter_mut()
            .find_map(|n| match n {
                Node::Defend { replies } => Some(replies.remove(0)),
                _ => None,
            })
            .expect("a mate in 2 or more has a defender node");
        assert_eq!(check(&dropped), Reason::MissingReply(mv), "{}", c.id);

        let (index, leaf) = cert
            .nodes
            .iter()
            .enumerate()
            .find_map(|(i, n)| match n {
                Node::Mate { mv } => Some((i, mv.clone())),
                _ => None,
            })
            .expect("a leaf");
        let mut not_mate = cert.clone();
        let other = other_move_at(cert, index, position, &leaf);
        not_mate.nodes[index] = Node::Mate { mv: other.clone() };
        match check(&not_mate) {
            Reason::NotMate { mv, .. } => assert_eq!(mv, other, "{}", c.id),
            // The leaf's position had another mating move: the tree still proves.
            other_reason => panic!("{}: {other_reason}", c.id),
        }

        let next = &certified[(i + 1) % certified.len()];
        let expect = Expect {
            root: Some(problems[(i + 1) % certified.len()].position.clone()),
            mate: None,
        };
        let e = verify(c.text.as_bytes(), &expect).expect_err("another position");
        assert!(
            matches!(e.reason, Reason::WrongRoot { .. }),
            "{} against {}: {e}",
            c.id,
            next.id
        );
    }
}

/// A legal move at node `index`, other than `leaf`, that does not checkmate.
fn other_move_at(cert: &Certificate, index: usize, root: &shakmaty::Chess, leaf: &str) -> String {
    use shakmaty::Position;
    let mut position = root.clone();
    for mv in path_to(cert, index) {
        let m = parse_move(&position, &mv).expect("a legal move");
        position.play_unchecked(m);
    }
    position
        .legal_moves()
        .into_iter()
        .find(|&m| {
            let mut after = position.clone();
            after.play_unchecked(m);
            fitness::problem::uci(m) != leaf && !after.is_checkmate()
        })
        .map(fitness::problem::uci)
        .expect("the attacker has a move that does not mate")
}

/// The moves from the root to node `target` (the first line found).
fn path_to(cert: &Certificate, target: usize) -> Vec<String> {
    let mut parent: Vec<Option<(usize, String)>> = vec![None; cert.nodes.len()];
    for (i, node) in cert.nodes.iter().enumerate() {
        let edges: Vec<(String, usize)> = match node {
            Node::Attack { mv, next } => vec![(mv.clone(), *next)],
            Node::Mate { .. } => Vec::new(),
            Node::Defend { replies } => replies.clone(),
        };
        for (mv, next) in edges {
            parent[next].get_or_insert((i, mv));
        }
    }
    let mut moves = Vec::new();
    let mut n = target;
    while let Some((p, mv)) = parent[n].clone() {
        moves.push(mv);
        n = p;
    }
    moves.reverse();
    moves
}

fn claim_of<'a>(fen: &'a str, position: &'a shakmaty::Chess, key: &str, mate_in: u32) -> Claim<'a> {
    Claim {
        fen,
        position,
        key: parse_move(position, key).expect("a legal key"),
        mate_in,
    }
}

#[test]
fn a_claim_that_does_not_hold_builds_nothing() {
    let p = parse_fen("r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - -").expect("legal");
    let mut prover = Prover::new(ProverOptions::default());
    // Rxd8+ mates in 2, not in 1.
    let e = build(
        claim_of(&p.fen, &p.position, "d4d8", 1),
        &mut prover,
        Limits::default(),
    );
    assert_eq!(
        e.expect_err("no mate in 1").to_string(),
        "the prover finds no mate in 1 or fewer at the root: the claim does not hold"
    );
    // A quiet king move mates in no 2: found after the first reply.
    let e = build(
        claim_of(&p.fen, &p.position, "g1h2", 2),
        &mut prover,
        Limits::default(),
    );
    match e.expect_err("no mate after Kh2") {
        BuildError::NotProven { path, moves } => {
            assert_eq!((path.len(), moves), (2, 1), "{path:?}");
            assert_eq!(path[0], "g1h2");
        }
        other => panic!("{other}"),
    }
    // A claim longer than the mate gives the tree's length.
    let built = build(
        claim_of(&p.fen, &p.position, "d4d8", 4),
        &mut prover,
        Limits::default(),
    )
    .expect("mate in 2 within 4");
    assert_eq!(built.certificate.header.mate_in, 2);
    // Limits bound the whole build.
    let q = parse_fen("4R3/8/8/8/P3kp2/8/5p2/3n1K2 b - -").expect("legal");
    let limits = Limits {
        max_nodes: Some(20),
        max_time: None,
    };
    let e = build(
        claim_of(&q.fen, &q.position, "e4f3", 4),
        &mut prover,
        limits,
    );
    assert_eq!(
        e.expect_err("20 nodes"),
        BuildError::Stopped(StopReason::Nodes)
    );
}

#[test]
fn transpositions_share_a_node() {
    // Black's knight retakes on e3 after fifteen replies; eight of them meet again.
    let p = parse_fen("4R3/8/8/8/P3kp2/8/5p2/3n1K2 b - -").expect("legal");
    let mut prover = Prover::new(ProverOptions::default());
    let built = build(
        claim_of(&p.fen, &p.position, "e4f3", 4),
        &mut prover,
        Limits::default(),
    )
    .expect("mate in 4");
    assert_eq!(built.certificate.nodes.len(), 30);
    assert_eq!(built.stats.shared, 5);
    assert_eq!(
        built.stats.nodes(),
        built.stats.walk_nodes + built.stats.prover_nodes
    );
    assert!(built.stats.walk_nodes >= 29, "{:?}", built.stats);
    let expect = Expect {
        root: Some(p.position.clone()),
        mate: Some(4),
    };
    assert!(verify(built.certificate.to_jsonl().as_bytes(), &expect).is_ok());
}

fn print_figures(set: &str, certified: &[Certified]) {
    let stat = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[v.len() - 1], v.iter().sum::<f64>())
    };
    let by = |f: fn(&Certified) -> f64| stat(certified.iter().map(f).collect());
    let bytes = by(|c| c.text.len() as f64);
    let tree = by(|c| c.built.certificate.nodes.len() as f64);
    let build_nodes = by(|c| c.built.stats.nodes() as f64);
    let build_ms = by(|c| c.built.stats.elapsed.as_secs_f64() * 1e3);
    let verify_ms = by(|c| c.verify_time.as_secs_f64() * 1e3);
    println!(
        "{set}: {} certificates | bytes median {} max {} | tree nodes median {} max {} | build nodes median {} max {} total {} | build ms median {:.2} max {:.1} | verify ms median {:.3} max {:.2} total {:.1}",
        certified.len(),
        bytes.0,
        bytes.1,
        tree.0,
        tree.1,
        build_nodes.0,
        build_nodes.1,
        build_nodes.2,
        build_ms.0,
        build_ms.1,
        verify_ms.0,
        verify_ms.1,
        verify_ms.2
    );
}
