//! The chess and fitness parameters of a run, with the paper's values as defaults.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::problem::builtin::MAX_POOL_MATE;

/// What a searcher's nodes are compared with (the efficiency factor's cost).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CostModel {
    /// The paper's Boards: the searcher's own nodes against the all-keys reference.
    #[default]
    Own,
    /// What a user pays for a sound answer ([`super::SoundCost`]): own nodes, the
    /// proof of the chosen move, and the full search when the proof fails, against
    /// the prover alone.
    Sound,
    /// [`CostModel::Sound`] as the evolved solver answers by default: a choice the
    /// searcher's own search proved mates ([`chess_prims::Choice::proven_mate`]) is
    /// the answer, with no proof by the prover.
    Proven,
}

impl CostModel {
    /// `own`, `sound` or `proven`, as written in configs.
    pub fn as_str(self) -> &'static str {
        match self {
            CostModel::Own => "own",
            CostModel::Sound => "sound",
            CostModel::Proven => "proven",
        }
    }

    /// The cost is a whole sound answer's, against the prover alone.
    pub fn is_sound(self) -> bool {
        matches!(self, CostModel::Sound | CostModel::Proven)
    }
}

/// The `[fitness]` section of a run's config (Hauptman & Sipper 2007, §4.3).
///
/// Every field has a default, so a config file names only what it changes; an
/// unknown key is an error naming the key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FitnessConfig {
    /// The deepest mate sampled (the paper's MaxN, 5): every generation draws
    /// problems of every N in `1..=max_n`.
    pub max_n: u32,
    /// Problems drawn per N each generation (the paper's s, 5).
    pub sample_size: usize,
    /// The training suites: `builtin:NAME` or an EPD file path. Problems are grouped
    /// by their `dm` (mate length); those outside `1..=max_n` are ignored.
    pub train_suites: Vec<String>,
    /// The fraction at the end of every training suite held out for validation
    /// (choosing a champion after the run): evolution never samples it. The test
    /// suites are never read by evolution at all.
    pub validation_fraction: f64,
    /// Node budget per problem, as a multiple of the reference prover's nodes (the
    /// paper's footnote: 1.5 × CRAFTY's boards).
    pub budget_factor: f64,
    /// What the efficiency factor measures: `own` (the paper's Boards, reference
    /// nodes / the individual's nodes) or `sound` (the prover alone's nodes / the
    /// whole sound answer's).
    pub cost: CostModel,
    /// The cap on the efficiency factor, so that an individual that examines next to
    /// nothing cannot gain without bound under `cost = "own"`. Under `sound` the
    /// proof bounds the factor by itself; the cap only guards against a free proof.
    pub boards_cap: f64,
    /// In the early stage the Boards factor applies only to problems with N at least
    /// this; "for small Ns, this factor was only used at later stages". The paper's
    /// pool put its easier problems at N = 1..3, so the default is 4.
    pub boards_early_min_n: u32,
    /// The later stage begins (for good) once the previous generation's best
    /// individual solved more than this fraction of its sample: from then on
    /// Correctness is only 0 or 1 and Boards applies to every N.
    pub late_stage_solved: f64,
    /// The range of the ephemeral random constants (docs/PRIMITIVES.md rule 8).
    pub constant_min: f64,
    /// See `constant_min`.
    pub constant_max: f64,
    /// Where reference results (prover nodes and key moves, keyed by FEN and N) are
    /// kept across runs: `auto` (the user cache directory:
    /// `$XDG_CACHE_HOME/mategp/` or `~/.cache/mategp/`), `off`, or a file path. A
    /// run directory always keeps the references it used in `reference.jsonl` too.
    pub reference_cache: String,
    /// Whether the primitive set holds `Recurse`, the whole tree again one ply or more
    /// deeper (docs/PRIMITIVES.md, "Recursion"), so a search of any depth can be a
    /// tree of a few nodes. Off by default: the set is then the paper's.
    pub recursion: bool,
    /// Whether the primitive set holds `IsMateThreat`: after the player's move, could
    /// it mate at once were the opponent to pass (docs/PRIMITIVES.md, "Threats"), so a
    /// search may try the quiet moves that threaten mate beside the checks. Off by
    /// default.
    pub threats: bool,
    /// Whether the primitive set holds `IsForcingMove`: IsCheck or IsMateThreat as one
    /// terminal (docs/PRIMITIVES.md, "Threats"). Off by default.
    pub forcing: bool,
    /// Incremental evolution: when not 0, generation g samples mates in
    /// 1..=min(max_n, curriculum_first_n + g / curriculum_every) only, so the
    /// population meets one more mate length every `curriculum_every` generations and
    /// a search that solves short mates can spread before deep ones weigh 2^N against
    /// it. 0 samples every N from the start, as the paper does.
    pub curriculum_every: u64,
    /// The deepest mate of the curriculum's first stage (1 by default). Nearly every
    /// tree proves a mate in 1, so a first stage of mates in 1 alone ties the whole
    /// population on correctness and lets parsimony shrink it to a few nodes before
    /// anything deeper is asked; 2 starts where selection sees a difference.
    pub curriculum_first_n: u32,
    /// Problems per N taken out of the training part of the pool (never sampled,
    /// never validated on) to be a test split that no earlier run trained on: the
    /// `withheld_per_n` smallest [`super::withheld_rank`]s of each N's training part.
    /// 0 (the default) withholds nothing, so earlier configs train on what they did.
    pub withheld_per_n: usize,
    /// Which withheld split (1, the default, is the first): each round is read once,
    /// so a new experiment takes the next round, a fresh `withheld_per_n` per N drawn
    /// by another hash (`withheld_rank`) from problems no earlier round withheld.
    pub withheld_round: u32,
    /// What a board a primitive simulates after a move, without applying it, costs in
    /// nodes when the fitness prices the searcher's own work (its choice: `own`, and
    /// the own part of `sound`). 0 (the default, the paper's) makes boards free, so a
    /// searcher may spend on them what it saves in nodes; a positive price makes the
    /// fitness see the CPU time they take (docs/EVOLUTION.md).
    pub simulated_board_price: f64,
    /// Boards a searcher may simulate on a training problem, as a multiple of its
    /// node budget; past it the budget counts as spent (`SearchLimits::board_budget`).
    /// Conditions asked of simulated boards at every node of a large tree can
    /// otherwise hold a generation many times its usual time within the node budget. 0 (the default)
    /// sets no bound, as the paper's budget is of nodes alone.
    pub board_budget_factor: f64,
    /// Restarts of a failed search (docs/EVOLUTION.md, "Restarts"): when not 0, an
    /// epoch whose best individuals solve less than `restart_below` of their samples
    /// over its first `restart_window` generations with every N sampled ends, and the
    /// run starts over from a fresh random population, with the curriculum from its
    /// start, at most this many times. The hall of fame keeps the best of every epoch;
    /// `gp.generations` counts from the last epoch's start. 0 (the default) never
    /// restarts.
    pub restarts: u32,
    /// See `restarts`.
    pub restart_window: u64,
    /// See `restarts`.
    pub restart_below: f64,
    /// From this mate length on (0: never), a problem the individual misses in the
    /// late stage counts with Correctness 1, not 0: a user of the sound answer gets
    /// the right move either way and pays only its cost, so the late fitness of such
    /// an N is 2^N × problems × (the prover alone's nodes over the whole answers',
    /// pooled), what the user waits, and a cheap miss is worth more than a dear one
    /// (docs/EVOLUTION.md, "Priced misses"). Shorter mates keep Correctness 0/1:
    /// there the prover is so cheap that pricing alone pays a search for doing
    /// nothing. Needs `cost = "sound"` or `"proven"`. 0 by default: the paper's 0.
    pub price_misses_from_n: u32,
}

impl Default for FitnessConfig {
    fn default() -> Self {
        FitnessConfig {
            max_n: MAX_POOL_MATE,
            sample_size: 5,
            train_suites: (1..=MAX_POOL_MATE)
                .map(|n| format!("builtin:mate{n}-train"))
                .collect(),
            validation_fraction: 0.2,
            budget_factor: 1.5,
            cost: CostModel::Own,
            boards_cap: 10.0,
            boards_early_min_n: 4,
            late_stage_solved: 0.75,
            constant_min: -1000.0,
            constant_max: 1000.0,
            reference_cache: "auto".to_string(),
            recursion: false,
            threats: false,
            forcing: false,
            curriculum_every: 0,
            curriculum_first_n: 1,
            withheld_per_n: 0,
            withheld_round: 1,
            simulated_board_price: 0.0,
            board_budget_factor: 0.0,
            restarts: 0,
            restart_window: 15,
            restart_below: 0.85,
            price_misses_from_n: 0,
        }
    }
}

/// A `[fitness]` value out of range, naming the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FitnessConfigError {
    /// The field, e.g. `max_n`.
    pub field: &'static str,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for FitnessConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "config field `fitness.{}`: {}", self.field, self.message)
    }
}

impl std::error::Error for FitnessConfigError {}

/// The longest mate a run may sample: 2^N weights and prover costs grow fast.
pub const MAX_SAMPLED_MATE: u32 = 12;

impl FitnessConfig {
    /// The optional terminals this configuration's primitive set holds.
    pub fn extensions(&self) -> chess_prims::Extensions {
        chess_prims::Extensions {
            recursion: self.recursion,
            threats: self.threats,
            forcing: self.forcing,
        }
    }

    /// Checks every field's range (the pool's sizes are checked when it is loaded).
    pub fn validate(&self) -> Result<(), FitnessConfigError> {
        let fail = |field, message: String| Err(FitnessConfigError { field, message });
        if !(1..=MAX_SAMPLED_MATE).contains(&self.max_n) {
            return fail(
                "max_n",
                format!("must be 1..={MAX_SAMPLED_MATE}, got {}", self.max_n),
            );
        }
        if self.sample_size == 0 {
            return fail("sample_size", "must be at least 1".to_string());
        }
        if !(self.simulated_board_price.is_finite() && self.simulated_board_price >= 0.0) {
            return fail(
                "simulated_board_price",
                format!("must be a number >= 0, got {}", self.simulated_board_price),
            );
        }
        if !(self.board_budget_factor.is_finite() && self.board_budget_factor >= 0.0) {
            return fail(
                "board_budget_factor",
                format!("must be a number >= 0, got {}", self.board_budget_factor),
            );
        }
        if self.restarts > 0 && self.restart_window == 0 {
            return fail(
                "restart_window",
                "must be at least 1 when restarts > 0".to_string(),
            );
        }
        if !(0.0..=1.0).contains(&self.restart_below) {
            return fail(
                "restart_below",
                format!("must be a fraction in [0, 1], got {}", self.restart_below),
            );
        }
        if self.curriculum_every == 0 && self.curriculum_first_n != 1 {
            return fail(
                "curriculum_first_n",
                "needs a curriculum (curriculum_every > 0)".to_string(),
            );
        }
        if !(1..=self.max_n).contains(&self.curriculum_first_n) {
            return fail(
                "curriculum_first_n",
                format!(
                    "must be 1..={} (max_n), got {}",
                    self.max_n, self.curriculum_first_n
                ),
            );
        }
        if self.withheld_round == 0 {
            return fail("withheld_round", "must be at least 1".to_string());
        }
        if self.train_suites.is_empty() {
            return fail("train_suites", "must name at least one suite".to_string());
        }
        if !(0.0..1.0).contains(&self.validation_fraction) {
            return fail(
                "validation_fraction",
                format!("must be in [0, 1), got {}", self.validation_fraction),
            );
        }
        if !(self.budget_factor.is_finite() && self.budget_factor > 0.0) {
            return fail(
                "budget_factor",
                format!("must be a positive number, got {}", self.budget_factor),
            );
        }
        if !(self.boards_cap.is_finite() && self.boards_cap >= 1.0) {
            return fail(
                "boards_cap",
                format!("must be a number >= 1, got {}", self.boards_cap),
            );
        }
        if !(0.0..=1.0).contains(&self.late_stage_solved) {
            return fail(
                "late_stage_solved",
                format!(
                    "must be a fraction in [0, 1], got {}",
                    self.late_stage_solved
                ),
            );
        }
        let range = -1000.0..=1000.0;
        if !(range.contains(&self.constant_min)
            && range.contains(&self.constant_max)
            && self.constant_min <= self.constant_max)
        {
            return fail(
                "constant_min",
                format!(
                    "constant_min {} and constant_max {} must lie in [-1000, 1000], min <= max",
                    self.constant_min, self.constant_max
                ),
            );
        }
        if self.reference_cache.trim().is_empty() {
            return fail(
                "reference_cache",
                "must be `auto`, `off` or a file path".to_string(),
            );
        }
        if self.price_misses_from_n != 0 && self.cost == CostModel::Own {
            return fail(
                "price_misses_from_n",
                "prices the whole sound answer of a miss: it needs cost = \"sound\" or \"proven\""
                    .to_string(),
            );
        }
        Ok(())
    }

    /// Whether a late-stage miss of a mate in `n` counts with Correctness 1
    /// (`price_misses_from_n`).
    pub fn prices_misses_at(&self, n: u32) -> bool {
        self.price_misses_from_n != 0 && n >= self.price_misses_from_n
    }

    /// The deepest mate sampled in `generation` (see `curriculum_every`).
    pub fn max_n_at(&self, generation: u64) -> u32 {
        match self.curriculum_every {
            0 => self.max_n,
            every => {
                let reached =
                    (generation / every).saturating_add(u64::from(self.curriculum_first_n));
                u32::try_from(reached).map_or(self.max_n, |n| n.min(self.max_n))
            }
        }
    }

    /// Problems in one generation's sample, once every N is sampled.
    pub fn sample_total(&self) -> usize {
        self.sample_size * self.max_n as usize
    }

    /// Problems in the sample of `generation`.
    pub fn sample_total_at(&self, generation: u64) -> usize {
        self.sample_size * self.max_n_at(generation) as usize
    }
}
