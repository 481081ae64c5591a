use super::*;
use crate::problem::parse_fen;
use crate::solve_cpu;

fn position(fen: &str) -> Chess {
    parse_fen(fen).expect("test FEN").position
}

fn depth(n: i64) -> MateDepth {
    MateDepth::new(n).expect("in range")
}

#[test]
fn a_short_mate_is_ab_alone() {
    let p = position("7k/8/5K2/8/8/8/8/6R1 w - - 0 1");
    let mut portfolio = Portfolio::new(PortfolioOptions::default());
    let s = portfolio.solve(&p, depth(3), Limits::default());
    assert_eq!((s.verdict, s.mate_in), (Verdict::Mate, Some(2)));
    let shares = portfolio.thread_shares();
    assert_eq!(shares.len(), 1, "{shares:?}");
    assert!(shares[0].won && shares[0].solver == "ab");
    assert_eq!(shares[0].nodes, s.nodes);
}

#[test]
fn a_raised_flag_stops_both_members() {
    let flag = StopFlag::new();
    flag.raise();
    let deep = depth(9);
    let mut ab = Prover::new(ProverOptions::default());
    ab.set_stop(Some(flag.clone()));
    let s = ab.solve(&Chess::default(), deep, Limits::default());
    assert_eq!(
        (s.verdict, s.stopped_by),
        (Verdict::Unknown, Some(StopReason::Stopped))
    );
    let mut pn = PnSolver::new(PnOptions::dfpn());
    pn.set_stop(Some(flag));
    let s = pn.solve(&Chess::default(), deep, Limits::default());
    assert_eq!(
        (s.verdict, s.stopped_by),
        (Verdict::Unknown, Some(StopReason::Stopped))
    );
    assert!(s.nodes <= 1024, "{}", s.nodes);
}

#[test]
fn both_threads_count_and_the_answer_is_abs() {
    // Mate in 8 from the start position: far beyond the head start for ab, and
    // beyond both members' nodes.
    let mut portfolio = Portfolio::new(PortfolioOptions::default());
    let limits = Limits {
        max_nodes: Some(200_000),
        max_time: None,
    };
    let s = portfolio.solve(&Chess::default(), depth(8), limits);
    let shares = portfolio.thread_shares();
    assert_eq!(shares.len(), 2, "{shares:?}");
    assert_eq!(shares.iter().map(|t| t.nodes).sum::<u64>(), s.nodes);
    assert!(shares.iter().all(|t| t.nodes <= 200_000), "{shares:?}");
    assert_eq!(shares.iter().filter(|t| t.won).count(), 1, "{shares:?}");
    assert_eq!(
        (s.verdict, s.stopped_by),
        (Verdict::Unknown, Some(StopReason::Nodes))
    );
    // pn ran on a thread of its own: its CPU time is its own, and counts.
    let spawned: Vec<&str> = (shares.iter().filter(|t| t.spawned()))
        .map(|t| t.solver)
        .collect();
    assert_eq!(spawned, ["pn"], "{shares:?}");
    assert!(
        shares[1].cpu_or(Duration::ZERO) > Duration::ZERO,
        "{shares:?}"
    );
    let caller = Duration::from_millis(3);
    assert_eq!(
        shares[0].cpu_or(caller),
        caller,
        "ab ran on the caller's thread"
    );
    assert_eq!(
        solve_cpu(caller, shares),
        caller + shares[1].cpu_or(Duration::ZERO)
    );
}
