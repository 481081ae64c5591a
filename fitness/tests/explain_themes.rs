//! `fitness::explain` on the test set `tests/data/explain.epd`: 30 Lichess puzzles
//! (CC0, each line names its puzzle), 5 mates from Win at Chess, 3 composed zugzwang
//! problems from matetrack and 9 composed problems with a named composer and source,
//! whose key, threat, tries and themes were checked by hand against the board (the
//! composed ones also against what their sources say they show) and with `mategp solve`.
//! Each line states the keys, the
//! threat ("check", "zugzwang" or the threat moves), the tries (`move:refutation`,
//! `several` when refuted by more than one) and the theme kinds. Every theme's
//! evidence is replayed: both lines legal, and the parting move legal at the end of
//! one line and illegal at the end of the other.

use std::collections::BTreeMap;

use fitness::explain::{Explanation, Options, Theme, ThemeKind, Threat, Which, explain};
use fitness::problem::{Problem, ReadOptions, read_epd, san};
use shakmaty::{Chess, Move, Position};

const SET: &str = include_str!("data/explain.epd");

fn problems() -> Vec<Problem> {
    read_epd(
        SET,
        "explain.epd",
        ReadOptions {
            require_mate: true,
            skip_bad: false,
        },
    )
    .expect("the test set parses")
    .problems
}

fn field(p: &Problem, name: &str) -> String {
    p.other
        .iter()
        .find(|o| o.name == name)
        .map(|o| o.text())
        .unwrap_or_else(|| panic!("{}: no '{name}'", p.id))
}

fn sorted_words(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text
        .split([' ', ','])
        .filter(|w| !w.is_empty() && *w != "-")
        .map(str::to_owned)
        .collect();
    v.sort();
    v
}

fn threat_text(root: &Chess, e: &Explanation) -> String {
    match &e.threat {
        Threat::Mate { moves, .. } => {
            let after = root.clone().play(e.main_line[0]).expect("the key is legal");
            let passed = after.swap_turn().expect("no check after a quiet key");
            let mut v: Vec<String> = moves.iter().map(|&m| san(&passed, m)).collect();
            v.sort();
            v.join(",")
        }
        Threat::Zugzwang => "zugzwang".into(),
        Threat::Check => "check".into(),
        Threat::KeyMates => "key-mates".into(),
        Threat::Unknown => "unknown".into(),
    }
}

/// Plays `steps` (None: a pass) from `root`; panics on an illegal one.
fn replay(root: &Chess, steps: &[Option<Move>], id: &str) -> Chess {
    let mut pos = root.clone();
    for s in steps {
        pos = match s {
            Some(m) => {
                assert!(pos.is_legal(*m), "{id}: evidence move {m} illegal");
                pos.play(*m).expect("legal")
            }
            None => pos.swap_turn().expect("a pass out of check"),
        };
    }
    pos
}

fn check_evidence(root: &Chess, t: &Theme, id: &str) {
    let a = replay(root, &t.line_a, id);
    let b = replay(root, &t.line_b, id);
    if let Some((m, which)) = t.parting {
        let (legal, illegal) = match which {
            Which::A => (&b, &a),
            Which::B => (&a, &b),
        };
        assert!(
            legal.is_legal(m),
            "{id}: parting move not legal where claimed"
        );
        assert!(
            !illegal.is_legal(m),
            "{id}: parting move legal where claimed illegal"
        );
    }
}

#[test]
fn explains_the_test_set() {
    let problems = problems();
    assert!(problems.len() >= 47, "{} positions", problems.len());
    let mut per_kind: BTreeMap<&str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for p in &problems {
        let options = Options {
            mate: p.mate_depth(),
            ..Options::default()
        };
        let e = explain(&p.position, &options).unwrap_or_else(|err| panic!("{}: {err}", p.id));
        let root = &p.position;
        let keys: Vec<String> = e.keys.iter().map(|&m| san(root, m)).collect();
        if sorted_words(&keys.join(" ")) != sorted_words(&field(p, "keys")) {
            failures.push(format!("{}: keys {keys:?}", p.id));
        }
        assert!(
            p.key_moves.iter().all(|k| e.keys.contains(k)),
            "{}: the file's bm is no key",
            p.id
        );
        if threat_text(root, &e) != field(p, "threat") {
            failures.push(format!("{}: threat {}", p.id, threat_text(root, &e)));
        }
        let tries: Vec<String> = e
            .tries
            .iter()
            .map(|t| {
                let after = root.clone().play(t.mv).expect("legal");
                let r = match t.refutations.as_slice() {
                    [one] => san(&after, *one),
                    _ => "several".to_owned(),
                };
                format!("{}:{r}", san(root, t.mv))
            })
            .collect();
        if sorted_words(&tries.join(" ")) != sorted_words(&field(p, "tries")) {
            failures.push(format!("{}: tries {tries:?}", p.id));
        }
        let mut kinds: Vec<&str> = e.themes.iter().map(|t| t.kind.name()).collect();
        kinds.sort();
        kinds.dedup();
        let expected = sorted_words(&field(p, "themes"));
        if kinds != expected {
            failures.push(format!("{}: themes {kinds:?}, expected {expected:?}", p.id));
        }
        for t in &e.themes {
            check_evidence(root, t, &p.id);
        }
        for k in expected {
            let kind = ThemeKind::from_name(&k).unwrap_or_else(|| panic!("unknown theme {k}"));
            *per_kind.entry(kind.name()).or_default() += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for kind in ThemeKind::ALL {
        let n = per_kind.get(kind.name()).copied().unwrap_or(0);
        assert!(
            n >= 2,
            "{} appears in {n} positions of the set",
            kind.name()
        );
    }
}

#[test]
fn no_mate_and_budget_zero() {
    let p = &problems()[0];
    let short = Options {
        mate: Some(fitness::MateDepth::new(1).expect("1")),
        ..Options::default()
    };
    assert_eq!(
        explain(&p.position, &short).map(|e| e.mate_in),
        Err(fitness::explain::ExplainError::NoMate(1))
    );
    let none = Options {
        mate: p.mate_depth(),
        budget: Some(0),
        ..Options::default()
    };
    let e = explain(&p.position, &none).expect("a mate");
    assert!(e.themes.iter().all(|t| t.parting.is_none()));
    assert!(e.budget_exhausted);
    assert_eq!(e.causal_nodes, 0);
}

/// The themes of `fen` as (move index, the explained move in SAN, kind).
fn themes_of(fen: &str, mate: i64) -> Vec<(usize, String, ThemeKind)> {
    let root: Chess = fen
        .parse::<shakmaty::fen::Fen>()
        .expect("a FEN")
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("a legal position");
    let options = Options {
        mate: Some(fitness::MateDepth::new(mate).expect("a depth")),
        ..Options::default()
    };
    let e = explain(&root, &options).expect("a mate");
    e.themes
        .iter()
        .map(|t| {
            let mut pos = root.clone();
            for m in &t.line[..t.ply] {
                pos = pos.play(*m).expect("legal");
            }
            (t.ply, san(&pos, t.line[t.ply]), t.kind)
        })
        .collect()
}

/// A defence chosen freely is explained by its own tests: what it clears or pins is
/// not credited to the key before it.
#[test]
fn a_free_reply_is_not_the_keys_doing() {
    // N. Pergialis 2014: 1. Qc5 Rg1 2. Bxd1#. The rook, not the queen, clears g4.
    let themes = themes_of(
        "2Qb1B2/1N1np3/5p2/3pp2B/pp1P2r1/Nk6/1P1p4/K2bRn2 w - - 0 1",
        2,
    );
    assert!(
        !themes.contains(&(0, "Qc5".into(), ThemeKind::Clearance)),
        "{themes:?}"
    );
    assert!(
        themes.contains(&(1, "Rg1".into(), ThemeKind::Clearance)),
        "{themes:?}"
    );
    // K. S. Howard 1926: 1. Qd4 b3 2. Nb5#. After 1. Qd4 alone the pawn b4 still
    // shuts the bishop f8 off a3; 1... b3 makes the pin of the knight d6.
    let themes = themes_of("1b3B2/2N2b2/3n4/2Q5/rp3K2/k2N4/1pP5/1B6 w - - 0 1", 2);
    assert!(
        !themes.contains(&(0, "Qd4".into(), ThemeKind::Pin)),
        "{themes:?}"
    );
    assert!(
        themes.contains(&(1, "b3".into(), ThemeKind::Pin)),
        "{themes:?}"
    );
}
