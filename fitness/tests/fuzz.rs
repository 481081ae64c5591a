//! Fuzz targets of the fitness crate's readers: EPD problem files (`epd`), the
//! reference cache `reference.jsonl` (`reference`), and run checkpoints
//! (`checkpoint`, decoded as a mate run's, with its primitive set and statistics).
//! Short passes run with `cargo test`; the `_long` ones are `#[ignore]`d (see the
//! `fuzz` crate).

use std::sync::LazyLock;

use fitness::evolve::{EvalStats, FitnessConfig, ReferenceCache};
use fitness::problem::{ReadOptions, parse_fen, read_epd};
use fuzz::{Pass, fuzz, fuzz_str};
use gp::{EvalContext, Evaluation, Evaluator, Evolution, Tree, fnv1a64};

const SHORT: Pass = Pass::Short(10_000);

/// Every line of the text is read, skipping bad ones and not; an accepted problem's
/// normalised FEN reads again to the same position.
fn epd(text: &str) -> bool {
    let strict = ReadOptions {
        require_mate: true,
        skip_bad: false,
    };
    let lenient = ReadOptions {
        require_mate: false,
        skip_bad: true,
    };
    let accepted = match read_epd(text, "fuzz.epd", strict) {
        Ok(_) => true,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            false
        }
    };
    let suite = read_epd(text, "fuzz.epd", lenient).expect("skip_bad never fails");
    for e in &suite.skipped {
        assert!(!e.to_string().is_empty());
    }
    for p in &suite.problems {
        let again = parse_fen(&p.fen).unwrap_or_else(|e| panic!("{}: {e}", p.fen));
        assert_eq!(again.fen, p.fen);
    }
    let _ = parse_fen(text);
    accepted
}

#[test]
fn fuzz_epd() {
    fuzz_str("epd", SHORT, epd);
}

#[test]
#[ignore = "a million inputs: cargo test -p fitness --test fuzz -- --ignored"]
fn fuzz_epd_long() {
    fuzz_str("epd", Pass::Long, epd);
}

fn reference(text: &str) -> bool {
    match ReferenceCache::parse(text) {
        Ok(_) => true,
        Err((line, message)) => {
            assert!(line >= 1 && !message.is_empty());
            false
        }
    }
}

#[test]
fn fuzz_reference() {
    fuzz_str("reference", SHORT, reference);
}

#[test]
#[ignore = "a million inputs: cargo test -p fitness --test fuzz -- --ignored"]
fn fuzz_reference_long() {
    fuzz_str("reference", Pass::Long, reference);
}

/// The mate run's evaluator as far as a checkpoint sees it: its statistics type and
/// its saved state (the fitness stage, one byte). Building the real one loads the
/// problem pool, far too slow to do per input.
#[derive(Default)]
struct MateStandIn {
    stage: u8,
}

impl Evaluator for MateStandIn {
    type Stats = EvalStats;

    fn evaluate(&self, _: &Tree, _: &EvalContext) -> Evaluation<EvalStats> {
        unreachable!("a loaded checkpoint is not stepped here")
    }

    fn save_state(&self) -> Vec<u8> {
        vec![self.stage]
    }

    fn restore_state(&mut self, state: &[u8]) -> Result<(), String> {
        match state {
            [stage @ (0 | 1)] => {
                self.stage = *stage;
                Ok(())
            }
            _ => Err(format!("unknown fitness stage {state:?}")),
        }
    }
}

static PSET: LazyLock<gp::PrimitiveSet> = LazyLock::new(|| {
    let c = FitnessConfig::default();
    let prims = chess_prims::Primitives::with_constants(c.constant_min, c.constant_max);
    prims.expect("the default primitives").pset().clone()
});

/// The header's length: magic, version, payload length, checksum (gp/src/checkpoint.rs).
const HEADER: usize = 28;

/// Loads the bytes as they are, then with the header's length and checksum made to fit
/// the (mutated) payload: otherwise nearly every input stops at the checksum.
fn checkpoint(bytes: &[u8]) -> bool {
    let load = |b: &[u8]| match Evolution::from_checkpoint(PSET.clone(), MateStandIn::default(), b)
    {
        Ok(evo) => {
            assert!(
                evo.checkpoint().is_some(),
                "a loaded run writes a checkpoint"
            );
            true
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            false
        }
    };
    let as_is = load(bytes);
    if bytes.len() < HEADER {
        return as_is;
    }
    let payload = &bytes[HEADER..];
    let mut framed = bytes[..12].to_vec();
    framed.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    framed.extend_from_slice(&fnv1a64(payload).to_le_bytes());
    framed.extend_from_slice(payload);
    load(&framed) || as_is
}

#[test]
fn fuzz_checkpoint() {
    fuzz("checkpoint", SHORT, checkpoint);
}

#[test]
#[ignore = "a million inputs: cargo test -p fitness --test fuzz -- --ignored"]
fn fuzz_checkpoint_long() {
    fuzz("checkpoint", Pass::Long, checkpoint);
}

/// Checkpoints of format 3 (before lexicase selection; most of the corpus) still
/// load, as tournament runs, and are written again as format 4, which loads to the
/// same run; the corpus's format 4 checkpoint is a lexicase run's, with cases.
#[test]
fn format_3_checkpoints_load_and_are_rewritten_as_format_4() {
    let version = |b: &[u8]| u32::from_le_bytes([b[8], b[9], b[10], b[11]]);
    let (v3, v4): (Vec<_>, Vec<_>) = fuzz::corpus("checkpoint")
        .into_iter()
        .partition(|b| version(b) == 3);
    assert!(!v3.is_empty() && v4.len() == 1);
    let lexicase = Evolution::from_checkpoint(PSET.clone(), MateStandIn::default(), &v4[0]);
    let lexicase = lexicase.expect("loads");
    assert_eq!(lexicase.config().selection, gp::Selection::Lexicase);
    assert!(lexicase.population().iter().all(|i| !i.cases.is_empty()));
    for bytes in v3 {
        let old = Evolution::from_checkpoint(PSET.clone(), MateStandIn::default(), &bytes)
            .expect("loads");
        assert_eq!(old.config().selection, gp::Selection::Tournament);
        assert!(old.population().iter().all(|i| i.cases.is_empty()));
        let rewritten = old.checkpoint().expect("a loaded run");
        assert_eq!(version(&rewritten), 4);
        let new = Evolution::from_checkpoint(PSET.clone(), MateStandIn::default(), &rewritten)
            .expect("loads");
        assert_eq!(new.population(), old.population());
        assert_eq!(new.hall_of_fame(), old.hall_of_fame());
        assert_eq!(new.config(), old.config());
        assert_eq!(new.generation(), old.generation());
    }
}
