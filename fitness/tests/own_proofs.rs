//! A searcher's own proofs ([`chess_prims::Choice::proven_mate`], docs/PRIMITIVES.md
//! "Proven mates") checked by paths written apart from the interpreter: every mate a
//! search claims to have proven is a mate within the length it claims, by a plain
//! minimax (`pn_support::Checker`) up to mate in 3 and by the alpha-beta prover
//! beyond. The evolved solver answers such a choice without the prover, so a false
//! claim here would be a wrong answer there.

mod pn_support;

use std::path::Path;

use chess_prims::{Primitives, Program, SCORE_MAX, choose_move};
use fitness::ab::{Prover, ProverOptions};
use fitness::{Limits, MateDepth};
use gp::{GpRng, Method, generate};
use pn_support::{Checker, sample, uci};
use rand::{RngExt, SeedableRng};
use shakmaty::{Chess, Move, Position};

/// Confirms that `mv` mates within `k` at `pos`.
fn confirm(checker: &mut Checker, prover: &mut Prover, pos: &Chess, mv: &Move, k: u32) -> bool {
    if k <= 3 {
        return checker.mates_after(pos, mv, k);
    }
    let depth = MateDepth::new(i64::from(k)).expect("a mate length of 1 to 99");
    prover.prove_move(pos, mv, depth, Limits::default()).answer == Some(true)
}

fn shipped_searchers() -> Vec<(String, Program)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../searchers");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the searchers directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("a searcher file");
            let file: toml::Table = toml::from_str(&text).expect("a searcher file is TOML");
            let sexpr = file["sexpr"]
                .as_str()
                .expect("a searcher file has its sexpr");
            let name = path.file_stem().map(|s| s.to_string_lossy().into_owned());
            let program = Program::parse(&Primitives::reader(), sexpr).expect("it parses");
            (name.unwrap_or_default(), program)
        })
        .collect()
}

#[test]
fn every_mate_a_shipped_searcher_proves_is_a_mate() {
    let mut checker = Checker::default();
    let mut prover = Prover::new(ProverOptions::default());
    let mut champion_proofs = 0;
    for (name, program) in shipped_searchers() {
        for n in 1..=4u32 {
            for smp in sample(&format!("lichess/mate{n}-test.epd"), 10, 20) {
                // Asked one move short too: there the file's mate is out of reach.
                for asked in [n, n - 1].into_iter().filter(|&a| a >= 1) {
                    let c = choose_move(&program, &smp.position, 20_000, asked);
                    let (Some(k), Some(mv)) = (c.proven_mate, c.mv) else {
                        continue;
                    };
                    let what = format!(
                        "{name} on {} asked {asked}: {} mate in {k}",
                        smp.id,
                        uci(&mv)
                    );
                    assert!((1..=asked).contains(&k), "{what}: beyond the length asked");
                    assert_eq!(c.score, SCORE_MAX, "{what}: a proof scores +1000");
                    assert!(
                        confirm(&mut checker, &mut prover, &smp.position, &mv, k),
                        "{what}: not a mate"
                    );
                    if name == "champion" && asked == n {
                        champion_proofs += 1;
                    }
                }
            }
        }
    }
    // champion meets every reply wherever it finds the mate: the claims above are
    // many, so the check is not vacuous.
    assert!(
        champion_proofs >= 70,
        "champion proved {champion_proofs} of 80"
    );
}

/// A legal position: up to `plies` random moves from `start`.
fn playout(rng: &mut GpRng, start: &Chess, plies: usize) -> Chess {
    let mut pos = start.clone();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.random_range(0..moves.len())]);
    }
    pos
}

#[test]
fn random_trees_never_claim_a_mate_they_did_not_prove() {
    let prims = Primitives::reader();
    let starts: Vec<Chess> = (1..=3)
        .flat_map(|n| sample(&format!("lichess/mate{n}-test.epd"), 7, 25))
        .map(|s| s.position)
        .collect();
    let mut rng = GpRng::seed_from_u64(0x6f77_6e5f_7072_6f6f);
    let mut checker = Checker::default();
    let mut prover = Prover::new(ProverOptions::default());
    let mut claims = 0;
    for trial in 0..2500 {
        let method = if rng.random_bool(0.5) {
            Method::Grow
        } else {
            Method::Full
        };
        let depth = rng.random_range(1..=6);
        let tree = generate(prims.pset(), prims.float(), method, depth, &mut rng)
            .expect("Float trees exist");
        let program = Program::compile(&prims, &tree).expect("generated trees are well typed");
        let start = &starts[rng.random_range(0..starts.len())];
        let plies = if rng.random_bool(0.7) {
            0
        } else {
            rng.random_range(1..4)
        };
        let pos = playout(&mut rng, start, plies);
        let asked = rng.random_range(1..=3);
        let budget = rng.random_range(1..4000);
        let c = choose_move(&program, &pos, budget, asked);
        let (Some(k), Some(mv)) = (c.proven_mate, c.mv) else {
            continue;
        };
        claims += 1;
        let what = format!(
            "trial {trial}: {} asked {asked} at {}: {} mate in {k}",
            tree.to_sexpr(prims.pset()),
            shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal),
            uci(&mv)
        );
        assert!((1..=asked).contains(&k), "{what}: beyond the length asked");
        assert!(
            confirm(&mut checker, &mut prover, &pos, &mv, k),
            "{what}: not a mate"
        );
    }
    assert!(
        claims >= 100,
        "only {claims} claims: the check is nearly vacuous"
    );
}
