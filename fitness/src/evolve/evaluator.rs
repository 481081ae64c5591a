//! The gp [`Evaluator`] of mate searchers: one sample per generation, shared by every
//! individual of it, scored against the reference prover.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use chess_prims::{Primitives, Program};
use gp::{EvalContext, Evaluation, Evaluator, GpRng, Individual, PsetError, Tree, ranking};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::reference::{Reference, compute, reference_prover};
use super::{
    AnswerCosts, Epochs, FitnessConfig, FitnessConfigError, Pool, PoolError, ReferenceCache,
    SampledProblem, Stage, prover_alone_nodes, sample, score_problem,
};
use crate::ab::Prover;
use crate::problem::Problem;

/// What the evaluator keeps per individual besides its fitness.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EvalStats {
    /// Problems solved (a key move chosen), per N: index 0 is mate in 1.
    pub solved: Vec<u32>,
    /// Nodes used over the whole sample, root moves included.
    pub nodes: u64,
    /// The whole sound answers' nodes over the sample under `cost = "sound"` (own
    /// nodes + proofs + fallbacks); the own nodes otherwise.
    pub cost: u64,
}

impl EvalStats {
    /// Problems solved over all N.
    pub fn solved_total(&self) -> u32 {
        self.solved.iter().sum()
    }
}

/// One N's problems under `cost = "sound"`: the efficiency is a ratio of sums (the
/// prover alone's nodes over the whole answers'), as a user's total wait is, not a
/// mean of per-problem ratios, which pays a lucky cheap guess more than a wrong one
/// (its refutation and the prover alone on top) costs.
#[derive(Clone, Copy, Debug, Default)]
struct Pooled {
    correctness: f64,
    cost: u64,
    reference: u64,
    boards_on: bool,
}

impl Pooled {
    fn add(&mut self, s: &super::ProblemScore) {
        self.correctness += s.correctness;
        self.cost += s.cost;
        self.reference += s.reference;
        self.boards_on |= s.boards_on;
    }

    /// `2^n × Σ correctness × min(Σ reference / Σ cost, cap)`.
    fn score(&self, n: i32, cap: f64) -> f64 {
        let boards = if self.boards_on {
            (self.reference as f64 / self.cost.max(1) as f64).min(cap)
        } else {
            1.0
        };
        2f64.powi(n) * self.correctness * boards
    }
}

/// Why an evaluator cannot be set up.
#[derive(Debug)]
pub enum SetupError {
    /// A `[fitness]` value is out of range.
    Config(FitnessConfigError),
    /// The training pool cannot be used.
    Pool(PoolError),
    /// The primitive set cannot be built (constant range).
    Primitives(PsetError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Config(e) => e.fmt(f),
            SetupError::Pool(e) => e.fmt(f),
            SetupError::Primitives(e) => write!(f, "primitive set: {e}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Reference work done in the last `begin_generation`: not part of the results (a
/// warm cache does none), only of the timing.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ReferenceWork {
    /// Problems solved by the reference prover.
    pub computed: usize,
    /// Wall-clock seconds spent on them.
    pub seconds: f64,
}

/// Scores mate searchers as the paper's §4.3 does (see [`score_problem`]): for each
/// generation, `sample_size` problems per N = 1..=`max_n` drawn from the training
/// split with the generation's random stream, every individual on the same sample.
///
/// The sample changes every generation, so nothing is stationary: every individual,
/// elites and copies included, is evaluated afresh each generation (the paper's
/// method). A stage switch (early → late) is remembered in checkpoints.
pub struct MateEvaluator {
    prims: Primitives,
    config: FitnessConfig,
    pool: Pool,
    parsimony: bool,
    known: ReferenceCache,
    used: ReferenceCache,
    sample: Vec<SampledProblem>,
    stage: Stage,
    /// The generation whose sample is drawn.
    generation: u64,
    /// The run's epochs (restarts); the curriculum counts from the current one's start.
    epochs: Epochs,
    cancel: Arc<AtomicBool>,
    failure: Option<String>,
    work: ReferenceWork,
    /// Proof costs per (problem, move), under `cost = "sound"`.
    costs: AnswerCosts,
    /// The prover alone's nodes per (FEN, N), under `cost = "sound"`.
    alone: BTreeMap<(String, u32), u64>,
}

impl MateEvaluator {
    /// An evaluator for `config`; `parsimony` must be the gp config's, so the stage
    /// switch looks at the same best individual as gp does. `known` are references
    /// from earlier runs (or this run's `reference.jsonl` when resuming).
    pub fn new(
        config: FitnessConfig,
        parsimony: bool,
        known: ReferenceCache,
    ) -> Result<MateEvaluator, SetupError> {
        config.validate().map_err(SetupError::Config)?;
        let prims = Primitives::with_options(
            config.constant_min,
            config.constant_max,
            config.extensions(),
        )
        .map_err(SetupError::Primitives)?;
        let pool = Pool::load(&config).map_err(SetupError::Pool)?;
        Ok(MateEvaluator {
            prims,
            config,
            pool,
            parsimony,
            known,
            used: ReferenceCache::new(),
            sample: Vec::new(),
            stage: Stage::Early,
            generation: 0,
            epochs: Epochs::default(),
            cancel: Arc::new(AtomicBool::new(false)),
            failure: None,
            work: ReferenceWork::default(),
            costs: AnswerCosts::new(),
            alone: BTreeMap::new(),
        })
    }

    /// The primitive set the trees are made of.
    pub fn prims(&self) -> &Primitives {
        &self.prims
    }

    /// The fitness parameters.
    pub fn config(&self) -> &FitnessConfig {
        &self.config
    }

    /// The training pool and its validation split.
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// The current fitness stage.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The run's epochs: where the current one began and how many restarts came
    /// before it.
    pub fn epochs(&self) -> Epochs {
        self.epochs
    }

    /// The generation of the current epoch being sampled, which decides the mate
    /// lengths of the curriculum.
    fn curriculum_generation(&self) -> u64 {
        self.epochs.relative(self.generation)
    }

    /// The current generation's sample.
    pub fn sample(&self) -> &[SampledProblem] {
        &self.sample
    }

    /// Set it to abandon the generation being evaluated: the remaining evaluations
    /// return at once with fitness −∞, and the generation must not be kept.
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.cancel)
    }

    /// Whether the generation was cancelled.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// A problem the reference prover could not solve: the generation's scores are
    /// meaningless and the run must stop with this message.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Every reference known: loaded and computed.
    pub fn known_references(&self) -> &ReferenceCache {
        &self.known
    }

    /// The references of every problem this evaluator has sampled.
    pub fn used_references(&self) -> &ReferenceCache {
        &self.used
    }

    /// Marks references as used by this run (when resuming, the run's own file).
    pub fn add_used_references(&mut self, refs: &ReferenceCache) {
        self.used.merge(refs);
        self.known.merge(refs);
    }

    /// The reference work of the last `begin_generation`.
    pub fn reference_work(&self) -> ReferenceWork {
        self.work
    }

    /// Scores a compiled program on the current sample.
    pub fn score(&self, program: &Program) -> Evaluation<EvalStats> {
        let max_n = self.config.max_n as usize;
        let mut stats = EvalStats {
            solved: vec![0; max_n],
            nodes: 0,
            cost: 0,
        };
        let mut fitness = 0.0;
        let mut pooled = vec![Pooled::default(); max_n];
        let mut cases = Vec::with_capacity(self.sample.len());
        for p in &self.sample {
            if self.cancelled() {
                return Evaluation {
                    fitness: f64::NEG_INFINITY,
                    stats,
                    cases: Vec::new(),
                };
            }
            let s = score_problem(&self.config, self.stage, program, p, &self.costs);
            fitness += s.score;
            // A case is one problem: correctness times its own efficiency, without
            // the 2^N weight (lexicase compares a case only with itself).
            cases.push(s.correctness * s.boards);
            stats.nodes += s.nodes;
            stats.cost += s.cost;
            if s.solved {
                stats.solved[p.n as usize - 1] += 1;
            }
            pooled[p.n as usize - 1].add(&s);
        }
        if self.config.cost.is_sound() {
            fitness = pooled
                .iter()
                .zip(1..)
                .map(|(pool, n)| pool.score(n, self.config.boards_cap))
                .sum();
        }
        Evaluation {
            fitness,
            stats,
            cases,
        }
    }

    /// The stage for the next generation, given the last one's population.
    fn next_stage(&self, previous: &[Individual<EvalStats>], generation: u64) -> Stage {
        if self.stage == Stage::Late || previous.is_empty() {
            return self.stage;
        }
        let best = &previous[ranking(previous, self.parsimony)[0]];
        let total = self
            .config
            .sample_total_at(self.epochs.relative(generation.saturating_sub(1)))
            .max(1);
        let fraction = f64::from(best.stats.solved_total()) / total as f64;
        if fraction > self.config.late_stage_solved {
            Stage::Late
        } else {
            Stage::Early
        }
    }

    /// Draws the generation's sample and makes sure every reference is known.
    fn prepare_sample(&mut self, generation: u64, rng: &mut GpRng) {
        self.generation = generation;
        let max_n = self.config.max_n_at(self.curriculum_generation());
        let drawn = sample::draw(&self.pool, self.config.sample_size, max_n, rng);
        let problems: Vec<_> = drawn
            .iter()
            .filter_map(|&(n, i)| Some((n, &self.pool.split(n)?.train[i])))
            .collect();
        // Deepest first, one problem per task: the long solves spread over threads.
        let mut missing: Vec<(u32, &Problem)> = Vec::new();
        for &(n, p) in &problems {
            let seen = missing.iter().any(|(m, q)| *m == n && q.fen == p.fen);
            if !seen && self.known.get(&p.fen, n).is_none() {
                missing.push((n, p));
            }
        }
        missing.sort_by_key(|&(n, _)| std::cmp::Reverse(n));
        let start = Instant::now();
        let cancel = &self.cancel;
        let results: Vec<Option<Result<Reference, String>>> = missing
            .par_iter()
            .with_max_len(1)
            .map(|&(n, p)| {
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                Some(
                    with_prover(|prover| compute(prover, &p.position, n)).map_err(|e| {
                        format!(
                            "problem {} ({}:{}): {e}",
                            p.id, p.source.name, p.source.line
                        )
                    }),
                )
            })
            .collect();
        self.work = ReferenceWork {
            computed: results.iter().filter(|r| matches!(r, Some(Ok(_)))).count(),
            seconds: start.elapsed().as_secs_f64(),
        };
        for (&(n, p), r) in missing.iter().zip(results) {
            match r {
                Some(Ok(reference)) => self.known.insert(&p.fen, n, reference),
                Some(Err(e)) => {
                    self.failure.get_or_insert(e);
                }
                None => {}
            }
        }
        if self.config.cost.is_sound() {
            compute_prover_alone(&mut self.alone, &mut self.failure, &self.cancel, &problems);
        }
        let mut sample = Vec::with_capacity(problems.len());
        for &(n, p) in &problems {
            let Some(r) = self.known.get(&p.fen, n) else {
                continue;
            };
            let alone = self.alone.get(&(p.fen.clone(), n)).copied();
            if self.config.cost.is_sound() && alone.is_none() {
                continue;
            }
            let Some(keys) = r.key_moves(&p.position) else {
                self.failure.get_or_insert(format!(
                    "problem {} ({}:{}): a cached key move is not legal in the position; \
                     delete the reference cache",
                    p.id, p.source.name, p.source.line
                ));
                continue;
            };
            sample.push(SampledProblem {
                n,
                id: p.id.clone(),
                fen: p.fen.clone(),
                position: p.position.clone(),
                keys,
                reference_nodes: r.nodes,
                budget: budget(r.nodes, self.config.budget_factor),
                prover_alone_nodes: alone.unwrap_or(0),
            });
            self.used.insert(&p.fen, n, r.clone());
        }
        self.sample = sample;
    }
}

/// The prover alone's nodes for every problem of `problems` not yet in `alone`, in
/// parallel, deepest first (as the references); a problem it cannot solve is the
/// run's `failure`.
fn compute_prover_alone(
    alone: &mut BTreeMap<(String, u32), u64>,
    failure: &mut Option<String>,
    cancel: &AtomicBool,
    problems: &[(u32, &Problem)],
) {
    let mut missing: Vec<(u32, &Problem)> = Vec::new();
    for &(n, p) in problems {
        let known = alone.contains_key(&(p.fen.clone(), n));
        if !known && !missing.iter().any(|(m, q)| *m == n && q.fen == p.fen) {
            missing.push((n, p));
        }
    }
    missing.sort_by_key(|&(n, _)| std::cmp::Reverse(n));
    let results: Vec<Option<Result<u64, String>>> = missing
        .par_iter()
        .with_max_len(1)
        .map(|&(n, p)| {
            (!cancel.load(Ordering::Relaxed)).then(|| {
                prover_alone_nodes(&p.position, n).map_err(|e| {
                    format!(
                        "problem {} ({}:{}): {e}",
                        p.id, p.source.name, p.source.line
                    )
                })
            })
        })
        .collect();
    for (&(n, p), r) in missing.iter().zip(results) {
        match r {
            Some(Ok(nodes)) => {
                alone.insert((p.fen.clone(), n), nodes);
            }
            Some(Err(e)) => {
                failure.get_or_insert(e);
            }
            None => {}
        }
    }
}

thread_local! {
    /// One reference prover per thread, kept for the whole run: its 16 MiB table is
    /// allocated once, not once per problem (the prover clears it for every solve, so
    /// reuse changes no result).
    static PROVER: RefCell<Option<Prover>> = const { RefCell::new(None) };
}

fn with_prover<R>(f: impl FnOnce(&mut Prover) -> R) -> R {
    PROVER.with(|p| f(p.borrow_mut().get_or_insert_with(reference_prover)))
}

/// A fixed-size little-endian field out of a slice of its length.
fn le<const N: usize>(bytes: &[u8]) -> [u8; N] {
    let mut out = [0; N];
    out.copy_from_slice(bytes);
    out
}

/// `ceil(factor × reference)`, at least 1.
pub fn budget(reference_nodes: u64, factor: f64) -> u64 {
    ((reference_nodes as f64 * factor).ceil() as u64).max(1)
}

impl Evaluator for MateEvaluator {
    type Stats = EvalStats;

    fn evaluate(&self, tree: &Tree, _ctx: &EvalContext) -> Evaluation<EvalStats> {
        let incomplete = self.failure.is_some()
            || self.sample.len() != self.config.sample_total_at(self.curriculum_generation())
            || self.cancelled();
        match Program::compile(&self.prims, tree) {
            Ok(program) if !incomplete => self.score(&program),
            _ => Evaluation {
                fitness: f64::NEG_INFINITY,
                stats: EvalStats::default(),
                cases: Vec::new(),
            },
        }
    }

    fn begin_generation(
        &mut self,
        generation: u64,
        previous: &[Individual<EvalStats>],
        rng: &mut GpRng,
    ) {
        self.stage = self.next_stage(previous, generation);
        self.prepare_sample(generation, rng);
    }

    fn restart(&mut self, generation: u64, previous: &[Individual<EvalStats>]) -> bool {
        if previous.is_empty() {
            return false;
        }
        let best = &previous[ranking(previous, self.parsimony)[0]];
        let last = generation.saturating_sub(1);
        // From the config, not the sample: a resumed run has no sample yet.
        let sampled = self.config.sample_total_at(self.epochs.relative(last));
        let restart =
            self.epochs
                .after_generation(&self.config, last, best.stats.solved_total(), sampled);
        if restart {
            self.stage = Stage::Early;
        }
        restart
    }

    fn epoch_start(&self) -> u64 {
        self.epochs.start
    }

    fn fitness_is_stationary(&self) -> bool {
        false
    }

    /// The stage as one byte, then, once a run has epochs to remember, the epochs
    /// (`Epochs` fields as little-endian integers); a run without restarts writes
    /// the single byte its checkpoints always held.
    fn save_state(&self) -> Vec<u8> {
        let mut state = vec![match self.stage {
            Stage::Early => 0,
            Stage::Late => 1,
        }];
        if self.epochs != Epochs::default() {
            let e = &self.epochs;
            state.extend_from_slice(&e.start.to_le_bytes());
            state.extend_from_slice(&e.restarts.to_le_bytes());
            state.extend_from_slice(&e.window_solved.to_le_bytes());
            state.extend_from_slice(&e.window_sampled.to_le_bytes());
        }
        state
    }

    fn restore_state(&mut self, state: &[u8]) -> Result<(), String> {
        let (stage, epochs) = state
            .split_first()
            .ok_or_else(|| "empty fitness state".to_string())?;
        self.stage = match stage {
            0 => Stage::Early,
            1 => Stage::Late,
            _ => return Err(format!("unknown fitness stage {stage}")),
        };
        self.epochs = match epochs.len() {
            0 => Epochs::default(),
            28 => Epochs {
                start: u64::from_le_bytes(le(&epochs[0..8])),
                restarts: u32::from_le_bytes(le(&epochs[8..12])),
                window_solved: u64::from_le_bytes(le(&epochs[12..20])),
                window_sampled: u64::from_le_bytes(le(&epochs[20..28])),
            },
            n => {
                return Err(format!(
                    "fitness state of {} bytes, expected 1 or 29",
                    n + 1
                ));
            }
        };
        Ok(())
    }
}
