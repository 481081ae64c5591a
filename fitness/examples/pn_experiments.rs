//! Measurements for docs/PN_RESULTS.md: `wac`, `matetrack` or `memory`, one per run,
//! in release mode; read what they print. Each fails (a non-zero exit) when a mating
//! line it reports does not mate, `memory` when the store outgrows its cap. Settings
//! come from the environment:
//!
//! - `PN_VARIANT`: `prover`, `dfpn` or `both` (default both)
//! - `PN_NODES`: moves applied per position (default 1,000,000)
//! - `PN_CAP`: tree nodes / table entries held (default 2^22)
//! - `PN_STEP`: take every k-th position of a suite (default 1)
//! - `PN_MIN`, `PN_MAX`: the mate lengths of matetrack to take (default 6..=20)
//! - `PN_OFFSET`: skip this many of them before taking every `PN_STEP`-th (default 0)
//! - `PN_SHORTEN`: 1 to shorten each mate found, within the same node budget
//! - `PN_BOUNDED`: 1 to ask each matetrack position for a mate in its stated length
//! - `PN_FLIGHT`, `PN_EPSILON`, `PN_QUIET`, `PN_REPLY`: df-pn's `flight_weight`,
//!   `epsilon`, `quiet_guess` and `reply_guess` (default: `PnOptions`'s)
//! - `PN_NOTHREAT`, `PN_THREAT`, `PN_THREAT_TEST` (`candidate` or `confirmed`): df-pn's
//!   `no_threat_factor`, `threat_divisor` and `threat_test` (default: `PnOptions`'s);
//!   `PN_THREAT_PERSIST`, `PN_THREAT_GUESS`: 1 or 0 for `threat_persists`,
//!   `threat_in_guess`
//!
//! ```text
//! cargo run --release -p fitness --example pn_experiments -- wac
//! ```

#[path = "../tests/pn_support/mod.rs"]
mod pn_support;

use std::time::Instant;

use fitness::pn::{PnOptions, PnSolver, PnVariant, ThreatTest};
use fitness::{Limits, Verdict};
use pn_support::{Sample, sample};
use shakmaty::Position;

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .unwrap_or(default)
}

fn variants() -> Vec<PnVariant> {
    match std::env::var("PN_VARIANT").as_deref() {
        Ok("prover") => vec![PnVariant::Prover],
        Ok("dfpn") => vec![PnVariant::DfPn],
        _ => vec![PnVariant::DfPn, PnVariant::Prover],
    }
}

/// Peak resident memory of this process so far, in kB (Linux).
fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Does the line end in checkmate? The solver's own replay is not trusted here.
fn mates(pos: &shakmaty::Chess, pv: &[shakmaty::Move]) -> bool {
    let mut p = pos.clone();
    for m in pv {
        match p.play(*m) {
            Ok(next) => p = next,
            Err(_) => return false,
        }
    }
    p.is_checkmate()
}

struct Tally {
    solved: Vec<String>,
    no_mate: usize,
    unknown: usize,
    bad_pv: usize,
    nodes_solved: u64,
    judged_solved: u64,
    nodes_all: u64,
    seconds: f64,
    stored_peak: usize,
    /// Stated length -> (mates proven, positions, mates proven of the stated length).
    by_length: std::collections::BTreeMap<i32, (usize, usize, usize)>,
    shortest: usize,
}

fn run(suite: &[Sample], variant: PnVariant, title: &str) -> Tally {
    let nodes = env("PN_NODES", 1_000_000u64);
    let cap = env("PN_CAP", 1usize << 22);
    let options = PnOptions {
        variant,
        max_stored: cap,
        shorten: env("PN_SHORTEN", 0u32) == 1,
        flight_weight: env("PN_FLIGHT", PnOptions::default().flight_weight),
        epsilon: env("PN_EPSILON", PnOptions::default().epsilon),
        quiet_guess: env("PN_QUIET", PnOptions::default().quiet_guess),
        reply_guess: env("PN_REPLY", PnOptions::default().reply_guess),
        no_threat_factor: env("PN_NOTHREAT", PnOptions::default().no_threat_factor),
        threat_divisor: env("PN_THREAT", PnOptions::default().threat_divisor),
        threat_test: match std::env::var("PN_THREAT_TEST").as_deref() {
            Ok("confirmed") => ThreatTest::Confirmed,
            Ok("candidate") => ThreatTest::Candidate,
            _ => PnOptions::default().threat_test,
        },
        threat_persists: env(
            "PN_THREAT_PERSIST",
            u32::from(PnOptions::default().threat_persists),
        ) == 1,
        threat_in_guess: env(
            "PN_THREAT_GUESS",
            u32::from(PnOptions::default().threat_in_guess),
        ) == 1,
        ..PnOptions::default()
    };
    let mut solver = PnSolver::new(options);
    let limits = Limits {
        max_nodes: Some(nodes),
        max_time: None,
    };
    let mut t = Tally {
        solved: Vec::new(),
        no_mate: 0,
        unknown: 0,
        bad_pv: 0,
        nodes_solved: 0,
        judged_solved: 0,
        nodes_all: 0,
        seconds: 0.0,
        stored_peak: 0,
        by_length: Default::default(),
        shortest: 0,
    };
    let start = Instant::now();
    for s in suite {
        let bounded = env("PN_BOUNDED", 0u32) == 1;
        let sol = match s.mate.map(|m| fitness::MateDepth::new(i64::from(m))) {
            Some(Ok(depth)) if bounded => {
                fitness::MateSolver::solve(&mut solver, &s.position, depth, limits)
            }
            _ => solver.solve_any(&s.position, limits),
        };
        let stats = solver.stats();
        t.nodes_all += sol.nodes;
        t.stored_peak = t.stored_peak.max(stats.stored_peak);
        let stated = s.mate.unwrap_or(0);
        let entry = t.by_length.entry(stated).or_default();
        entry.1 += 1;
        match sol.verdict {
            Verdict::Mate => {
                let full = sol.stopped_by.is_none();
                if full && !mates(&s.position, &sol.pv) {
                    t.bad_pv += 1;
                }
                t.solved.push(s.id.clone());
                t.nodes_solved += sol.nodes;
                if sol.mate_in.is_some_and(|m| m as i32 == stated) {
                    entry.2 += 1;
                    t.shortest += 1;
                }
                t.judged_solved += stats.judged;
                entry.0 += 1;
            }
            Verdict::NoMate => t.no_mate += 1,
            Verdict::Unknown => t.unknown += 1,
        }
        println!(
            "{title} {} {} stated {} -> {} mate_in {:?} pv {} nodes {} judged {} stored {} ms {}",
            variant.as_str(),
            s.id,
            stated,
            sol.verdict.as_str(),
            sol.mate_in,
            sol.pv.len(),
            sol.nodes,
            stats.judged,
            stats.stored_peak,
            sol.elapsed.as_millis()
        );
    }
    t.seconds = start.elapsed().as_secs_f64();
    let n = t.solved.len().max(1) as u64;
    println!(
        "SUMMARY {title} {}: {} positions, {} mates proven ({} of the stated length; pv checked, {} bad), {} no-mate, {} unknown; nodes on solved {} (avg {}; judged {}, avg {}), nodes all {}, {:.1} s, {:.0} nodes/s, peak stored {} ({} B each), VmHWM {:?} kB",
        variant.as_str(),
        suite.len(),
        t.solved.len(),
        t.shortest,
        t.bad_pv,
        t.no_mate,
        t.unknown,
        t.nodes_solved,
        t.nodes_solved / n,
        t.judged_solved,
        t.judged_solved / n,
        t.nodes_all,
        t.seconds,
        t.nodes_all as f64 / t.seconds.max(1e-9),
        t.stored_peak,
        solver.stats().bytes_per_node,
        peak_rss_kb()
    );
    t
}

/// The paper's experiment: all 300 Win at Chess positions, 1,000,000 nodes each, no
/// depth bound. The paper: PROVER 79 mates, DUCK 67.
fn wac() {
    let suite = sample("wac/wac.epd", env("PN_STEP", 1usize), usize::MAX);
    assert_eq!(suite.len(), 300 / env("PN_STEP", 1usize).max(1));
    // The numbers the paper lists as solved by PROVER (Table 1 and §4.1.1).
    let paper: Vec<u32> = [
        1, 4, 5, 9, 12, 14, 27, 35, 49, 50, 54, 55, 57, 60, 61, 64, 79, 84, 88, 97, 99, 102, 103,
        104, 132, 134, 136, 139, 143, 154, 156, 158, 160, 161, 167, 172, 173, 177, 179, 184, 186,
        188, 191, 197, 203, 211, 212, 215, 217, 219, 225, 244, 246, 251, 253, 260, 263, 266, 267,
        278, 282, 283, 285, 290, 295, 298, 6, 51, 138, 159, 168, 182, 218, 222, 241, 250, 252, 281,
        293,
    ]
    .to_vec();
    for variant in variants() {
        let t = run(&suite, variant, "wac");
        let ours: Vec<u32> = t
            .solved
            .iter()
            .filter_map(|id| id.trim_start_matches("WAC.").parse().ok())
            .collect();
        let only_ours: Vec<_> = ours.iter().filter(|n| !paper.contains(n)).collect();
        let only_paper: Vec<_> = paper.iter().filter(|n| !ours.contains(n)).collect();
        println!(
            "COMPARE wac {}: ours {}, paper PROVER {}; ours only {:?}; paper only {:?}",
            variant.as_str(),
            ours.len(),
            paper.len(),
            only_ours,
            only_paper
        );
        assert_eq!(t.bad_pv, 0, "every reported line mates");
    }
}

/// Deep mates from matetrack (mate in 6..20 by default), no depth bound.
fn matetrack() {
    let lo = env("PN_MIN", 6i32);
    let hi = env("PN_MAX", 20i32);
    let all = sample("matetrack/matetrack.epd", 1, usize::MAX);
    let deep: Vec<Sample> = all
        .into_iter()
        .filter(|s| s.mate.is_some_and(|n| (lo..=hi).contains(&n)))
        .skip(env("PN_OFFSET", 0usize))
        .step_by(env("PN_STEP", 20usize))
        .collect();
    for variant in variants() {
        let t = run(&deep, variant, "matetrack");
        for (n, (solved, total, exact)) in &t.by_length {
            println!(
                "BYLEN matetrack {} mate {n}: {solved}/{total} proven, {exact} at that length",
                variant.as_str()
            );
        }
        assert_eq!(t.bad_pv, 0, "every reported line mates");
    }
}

/// Peak memory of one solve that fills its store to the cap, against the cap times
/// the bytes of one node. VmHWM is per process, so the memory bound is checked when
/// `PN_VARIANT` names one variant.
fn memory_at_cap() {
    let cap = env("PN_CAP", 5_000_000usize);
    let nodes = env("PN_NODES", 20_000_000u64);
    // No mate and no disproof without a depth bound: the store fills up.
    let pos = shakmaty::Chess::default();
    let before = peak_rss_kb();
    for variant in variants() {
        let mut solver = PnSolver::new(PnOptions {
            variant,
            max_stored: cap,
            ..PnOptions::default()
        });
        let limits = Limits {
            max_nodes: Some(nodes),
            max_time: None,
        };
        let sol = solver.solve_any(&pos, limits);
        let st = solver.stats();
        println!(
            "MEMORY {}: verdict {} stopped {:?} nodes {} stored peak {} allocated {} x {} B = {} kB; cap {} x {} B = {} kB; VmHWM before {:?} kB after {:?} kB",
            variant.as_str(),
            sol.verdict.as_str(),
            sol.stopped_by,
            sol.nodes,
            st.stored_peak,
            st.allocated,
            st.bytes_per_node,
            st.allocated * st.bytes_per_node / 1024,
            cap,
            st.bytes_per_node,
            cap * st.bytes_per_node / 1024,
            before,
            peak_rss_kb()
        );
        assert!(
            st.stored_peak <= cap && st.allocated <= cap,
            "the store keeps its cap"
        );
        if let (Some(before), Some(after), 1) = (before, peak_rss_kb(), variants().len()) {
            // The store, plus the line and the allocator's slack.
            let bound = (st.allocated * st.bytes_per_node / 1024) as u64 + 16 * 1024;
            assert!(
                after - before <= bound,
                "{after} - {before} kB > {bound} kB"
            );
        }
    }
}

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("wac") => wac(),
        Some("matetrack") => matetrack(),
        Some("memory") => memory_at_cap(),
        _ => {
            eprintln!("usage: pn_experiments wac|matetrack|memory (settings: see the source)");
            std::process::exit(2);
        }
    }
}
