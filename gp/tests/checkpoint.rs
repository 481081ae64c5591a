//! Checkpoints: resuming continues exactly; damage gives errors, not panics.

use std::path::Path;

use gp::demo::{multiplexer, piecewise};
use gp::{
    CheckpointErrorKind, Config, EvalContext, Evaluation, Evaluator, Evolution, GpRng, Individual,
    Tree,
};

fn config() -> Config {
    Config {
        population_size: 120,
        ..piecewise::config()
    }
}

fn fresh_piecewise(sample: Option<usize>) -> (gp::PrimitiveSet, piecewise::Piecewise) {
    let (pset, _) = piecewise::pset();
    let eval = piecewise::Piecewise::with_sample(&pset, sample).expect("mapped");
    (pset, eval)
}

/// 10 straight generations versus 5, a checkpoint file, a resume, and 5 more.
fn straight_and_resumed<E: Evaluator>(
    make: impl Fn() -> Evolution<E>,
    resume: impl Fn(&Path) -> Evolution<E>,
) -> (Vec<u8>, Vec<u8>) {
    let mut straight = make();
    for _ in 0..10 {
        straight.step();
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("checkpoint.bin");
    let mut first = make();
    for _ in 0..5 {
        first.step();
    }
    first.write_checkpoint(&path).expect("written");
    assert!(!dir.path().join("checkpoint.bin.tmp").exists());
    drop(first);
    let mut resumed = resume(&path);
    assert_eq!(resumed.generation(), Some(4));
    for _ in 0..5 {
        resumed.step();
    }
    (
        straight.checkpoint().expect("stepped"),
        resumed.checkpoint().expect("stepped"),
    )
}

#[test]
fn resume_equals_an_uninterrupted_run_stationary() {
    let (a, b) = straight_and_resumed(
        || {
            let (pset, root) = piecewise::pset();
            let (_, eval) = fresh_piecewise(None);
            Evolution::new(pset, root, config(), eval, 3).expect("valid")
        },
        |path| {
            let (pset, eval) = fresh_piecewise(None);
            Evolution::load_checkpoint(pset, eval, path).expect("loads")
        },
    );
    assert!(a == b, "resumed run differs");
}

#[test]
fn resume_equals_an_uninterrupted_run_with_a_fresh_sample_each_generation() {
    let (a, b) = straight_and_resumed(
        || {
            let (pset, root) = piecewise::pset();
            let (_, eval) = fresh_piecewise(Some(15));
            Evolution::new(pset, root, config(), eval, 4).expect("valid")
        },
        |path| {
            let (pset, eval) = fresh_piecewise(Some(15));
            Evolution::load_checkpoint(pset, eval, path).expect("loads")
        },
    );
    assert!(a == b, "resumed run differs");
}

#[test]
fn resume_equals_an_uninterrupted_run_under_lexicase() {
    let lexicase = || Config {
        selection: gp::Selection::Lexicase,
        ..config()
    };
    let (a, b) = straight_and_resumed(
        || {
            let (pset, root) = piecewise::pset();
            let (_, eval) = fresh_piecewise(Some(15));
            Evolution::new(pset, root, lexicase(), eval, 5).expect("valid")
        },
        |path| {
            let (pset, eval) = fresh_piecewise(Some(15));
            Evolution::load_checkpoint(pset, eval, path).expect("loads")
        },
    );
    assert!(a == b, "resumed run differs");
}

/// An evaluator with a fitness stage that switches once (like the chess
/// fitness after 75% solved), so its state must travel in the checkpoint.
struct Staged {
    inner: piecewise::Piecewise,
    stage: u8,
    switched_now: bool,
    ignore_restore: bool,
}

impl Evaluator for Staged {
    type Stats = piecewise::PiecewiseStats;

    fn evaluate(&self, tree: &Tree, ctx: &EvalContext) -> Evaluation<Self::Stats> {
        let mut e = self.inner.evaluate(tree, ctx);
        if self.stage == 1 {
            e.fitness = f64::from(e.stats.hits);
        }
        e
    }

    fn begin_generation(
        &mut self,
        generation: u64,
        previous: &[Individual<Self::Stats>],
        rng: &mut GpRng,
    ) {
        self.inner.begin_generation(generation, previous, rng);
        self.switched_now = false;
        if self.stage == 0 && previous.iter().any(|i| i.stats.hits >= 30) {
            self.stage = 1;
            self.switched_now = true;
        }
    }

    fn fitness_is_stationary(&self) -> bool {
        !self.switched_now
    }

    fn save_state(&self) -> Vec<u8> {
        vec![self.stage]
    }

    fn restore_state(&mut self, state: &[u8]) -> Result<(), String> {
        match state {
            [s @ (0 | 1)] => {
                if !self.ignore_restore {
                    self.stage = *s;
                }
                Ok(())
            }
            _ => Err(format!("expected one byte 0 or 1, got {state:?}")),
        }
    }
}

fn staged(ignore_restore: bool) -> Staged {
    let (_, inner) = fresh_piecewise(None);
    Staged {
        inner,
        stage: 0,
        switched_now: false,
        ignore_restore,
    }
}

#[test]
fn evaluator_state_travels_in_the_checkpoint() {
    let make = || {
        let (pset, root) = piecewise::pset();
        Evolution::new(pset, root, config(), staged(false), 5).expect("valid")
    };
    let (a, b) = straight_and_resumed(make, |path| {
        let (pset, _) = piecewise::pset();
        let evo = Evolution::load_checkpoint(pset, staged(false), path).expect("loads");
        assert_eq!(
            evo.evaluator().stage,
            1,
            "the switch happened before generation 5"
        );
        evo
    });
    assert!(a == b, "resumed run differs");
    // The test can fail: losing the state changes the run.
    let (a, b) = straight_and_resumed(make, |path| {
        let (pset, _) = piecewise::pset();
        Evolution::load_checkpoint(pset, staged(true), path).expect("loads")
    });
    assert!(a != b, "a resume without the evaluator state should differ");
}

fn checkpoint_bytes() -> Vec<u8> {
    let (pset, root) = multiplexer::pset();
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    let config = Config {
        population_size: 30,
        ..multiplexer::config()
    };
    let mut evo = Evolution::new(pset, root, config, eval, 9).expect("valid");
    evo.step();
    evo.step();
    evo.checkpoint().expect("stepped")
}

fn load(bytes: &[u8]) -> Result<Evolution<multiplexer::Multiplexer6>, gp::CheckpointError> {
    let (pset, _) = multiplexer::pset();
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    Evolution::from_checkpoint(pset, eval, bytes)
}

fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn damaged_checkpoints_are_errors_not_panics() {
    let bytes = checkpoint_bytes();
    let good = load(&bytes).expect("intact checkpoint loads");
    assert_eq!(good.generation(), Some(1));

    for cut in (0..bytes.len()).step_by(7).chain([bytes.len() - 1]) {
        let e = load(&bytes[..cut]).err().expect("truncated must fail");
        assert!(
            matches!(
                e.kind,
                CheckpointErrorKind::Truncated { .. } | CheckpointErrorKind::NotACheckpoint
            ),
            "cut {cut}: {e}"
        );
    }
    for pos in (0..bytes.len()).step_by(5) {
        let mut damaged = bytes.clone();
        damaged[pos] ^= 0x5a;
        assert!(load(&damaged).is_err(), "flip at {pos} went unnoticed");
    }
    let mut padded = bytes.clone();
    padded.push(0);
    assert!(load(&padded).is_err());
    assert!(matches!(
        load(b"").err().map(|e| e.kind),
        Some(CheckpointErrorKind::NotACheckpoint)
    ));

    // A well-formed frame around a payload that is not a checkpoint.
    let payload = vec![0xffu8; 64];
    let mut framed = bytes[..12].to_vec();
    framed.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    framed.extend_from_slice(&fnv1a64(&payload).to_le_bytes());
    framed.extend_from_slice(&payload);
    let e = load(&framed).err().expect("garbage payload");
    assert!(matches!(e.kind, CheckpointErrorKind::Decode(_)), "{e}");

    // A checkpoint from another primitive set.
    let (pset, eval) = fresh_piecewise(None);
    let e = Evolution::from_checkpoint(pset, eval, &bytes)
        .err()
        .expect("wrong set");
    assert!(matches!(e.kind, CheckpointErrorKind::Mismatch(_)), "{e}");
    assert!(e.to_string().contains("primitive set differs"), "{e}");
}

#[test]
fn file_errors_name_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("missing.bin");
    let (pset, _) = multiplexer::pset();
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    let e = Evolution::load_checkpoint(pset, eval, &path)
        .err()
        .expect("missing file");
    assert!(e.to_string().contains("missing.bin"), "{e}");

    let bad = dir.path().join("bad.bin");
    std::fs::write(&bad, &checkpoint_bytes()[..50]).expect("write");
    let (pset, _) = multiplexer::pset();
    let eval = multiplexer::Multiplexer6::new(&pset).expect("mapped");
    let e = Evolution::load_checkpoint(pset, eval, &bad)
        .err()
        .expect("truncated file");
    assert!(e.to_string().starts_with("checkpoint "), "{e}");
    assert!(e.to_string().contains("bad.bin: truncated"), "{e}");
}
