//! The node signature: fixed samples solved by the alpha-beta prover (first key and
//! all keys), proof-number search and a shipped searcher, nodes summed per solver and
//! suite, compared with `tests/node-signature.toml`. A node is one move applied
//! (docs/PRIMITIVES.md rule 3), so a change that claims "same nodes" is checked here,
//! and one that alters them must update that file in the same commit and say why.

use std::collections::BTreeMap;
use std::path::Path;

use chess_prims::{Primitives, Program};
use fitness::ab::{Prover, ProverOptions};
use fitness::pn::{PnOptions, PnSolver, PnVariant};
use fitness::problem::builtin;
use fitness::searcher::{EvolvedOptions, EvolvedSolver};
use fitness::{Limits, MateSolver, Verdict};

/// The samples: a built-in suite and how many of its first problems.
const SAMPLES: [(&str, usize); 5] = [
    ("mate2-test", 100),
    ("mate3-test", 80),
    ("mate4-test", 50),
    ("mate5-test", 40),
    ("matetrack", 40),
];

/// The shipped searcher in the signature.
const SEARCHER: &str = "champion";

fn repo() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn searcher(name: &str) -> Program {
    let path = repo().join("searchers").join(format!("{name}.toml"));
    let text = std::fs::read_to_string(&path).expect("a shipped searcher file");
    let file: toml::Table = toml::from_str(&text).expect("a searcher file is TOML");
    let sexpr = file["sexpr"]
        .as_str()
        .expect("a searcher file has its sexpr");
    Program::parse(&Primitives::reader(), sexpr).expect("a shipped searcher parses")
}

/// Nodes per solver and suite: (solver, suite) → (nodes, mates found).
fn measure() -> BTreeMap<String, BTreeMap<String, u64>> {
    let mut solvers: Vec<(String, Box<dyn MateSolver>)> = vec![
        ("ab".into(), Box::new(Prover::new(ProverOptions::default()))),
        (
            "ab-all-keys".into(),
            Box::new(Prover::new(ProverOptions {
                all_keys: true,
                ..ProverOptions::default()
            })),
        ),
        ("pn".into(), Box::new(PnSolver::default())),
        (
            "pn-prover".into(),
            Box::new(PnSolver::new(PnOptions {
                variant: PnVariant::Prover,
                ..PnOptions::default()
            })),
        ),
        (
            SEARCHER.into(),
            Box::new(EvolvedSolver::new(
                searcher(SEARCHER),
                EvolvedOptions::default(),
            )),
        ),
        // Every choice proved by the prover: the interpreter's nodes and the proof's.
        (
            format!("{SEARCHER}-reprove"),
            Box::new(EvolvedSolver::new(
                searcher(SEARCHER),
                EvolvedOptions {
                    reprove: true,
                    ..EvolvedOptions::default()
                },
            )),
        ),
    ];
    let mut out: BTreeMap<String, BTreeMap<String, u64>> = BTreeMap::new();
    for (suite, count) in SAMPLES {
        let problems = builtin::suite(suite).expect("a built-in suite");
        assert!(problems.len() >= count, "{suite} has {count} problems");
        for (name, solver) in &mut solvers {
            let mut nodes = 0;
            for p in &problems[..count] {
                let depth = p.mate_depth().expect("a mate problem");
                let s = solver.solve(&p.position, depth, Limits::default());
                // Every sample is a proven mate in N; a solver that does not find it
                // has changed more than its node count.
                assert_eq!(s.verdict, Verdict::Mate, "{name} on {}", p.id);
                assert!(
                    s.mate_in.is_some_and(|k| k <= depth.get()),
                    "{name} on {}",
                    p.id
                );
                nodes += s.nodes;
            }
            out.entry(name.clone())
                .or_default()
                .insert(suite.to_string(), nodes);
        }
    }
    out
}

fn render(table: &BTreeMap<String, BTreeMap<String, u64>>) -> String {
    let mut out = String::new();
    for (solver, suites) in table {
        out.push_str(&format!("\n[{solver}]\n"));
        for (suite, nodes) in suites {
            out.push_str(&format!("{suite} = {nodes}\n"));
        }
    }
    out
}

#[test]
fn node_counts_match_the_signature_file() {
    let path = repo().join("tests/node-signature.toml");
    let text = std::fs::read_to_string(&path).expect("tests/node-signature.toml");
    let kept: toml::Table = toml::from_str(&text).expect("the signature file is TOML");
    let measured = measure();
    let mut kept_table: BTreeMap<String, BTreeMap<String, u64>> = BTreeMap::new();
    for (solver, suites) in &kept {
        let suites = suites.as_table().expect("a table per solver");
        for (suite, nodes) in suites {
            let nodes = nodes.as_integer().expect("a node count") as u64;
            kept_table
                .entry(solver.clone())
                .or_default()
                .insert(suite.clone(), nodes);
        }
    }
    assert!(
        kept_table == measured,
        "node counts differ from tests/node-signature.toml; if the change is meant, \
         replace its tables by these and say why in the commit message:\n{}",
        render(&measured)
    );
}
