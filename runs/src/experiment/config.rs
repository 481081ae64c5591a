//! `experiment.toml`: the configurations, seeds, choice criterion and baselines of an
//! experiment, all fixed before the first run.

use std::path::Path;

use fitness::evolve::FitnessConfig;
use fitness::problem::builtin;
use serde::{Deserialize, Serialize};

use crate::error::CliError;
use crate::run_dir::{IslandsConfig, RunConfig};

/// A whole experiment. Every key but `[[configuration]]` has a default.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExperimentConfig {
    /// Runs per configuration: seeds `first_seed .. first_seed + seeds`.
    #[serde(default = "default_seeds")]
    pub seeds: u64,
    #[serde(default = "default_first_seed")]
    pub first_seed: u64,
    /// Validation problems per N the choice reads: the first this many of each N's
    /// validation split (all of it when larger), counted apart for the main and the
    /// pvline problems (so a pvline pool adds up to this many more).
    #[serde(default = "default_validation_per_n")]
    pub validation_per_n: usize,
    /// How a run's searcher is chosen among its hall of fame, on validation.
    #[serde(default)]
    pub choose: Criterion,
    /// The searcher's node budget per position when it is scored on validation and
    /// test: what `solve --searcher` and `uci --searcher` give it.
    #[serde(default = "default_searcher_budget")]
    pub searcher_budget: u64,
    /// Score whole answers as the evolved solver gives them by default: a choice the
    /// searcher's own search proved mates needs no proof by the prover. Off, every
    /// choice is proved (`solve --searcher S --reprove`), as experiments before it
    /// were scored.
    #[serde(default)]
    pub own_proofs: bool,
    /// Choose and test each searcher as it ships (`experiment::shipped`): consulted
    /// from the shortest N on which its validation answers pay at every N from there,
    /// the prover alone answering below it. Off, every searcher is consulted at every N.
    #[serde(default)]
    pub shipped: bool,
    /// Validate on the `pvline` problems too (the last `fitness.validation_fraction` of
    /// each `mateN-pvline`, the first `validation_per_n` of them), where the
    /// configurations do not train on them: composed-style mates with quiet keys that
    /// the runs never saw, so that a choice (and the length a searcher is consulted
    /// from) sees problems unlike Lichess's.
    #[serde(default)]
    pub validation_pvline: bool,
    /// The test splits, read once after every choice: `withheld` (the problems the
    /// configurations' `fitness.withheld_per_n` takes out of the training pool),
    /// `holdout` (mateN-holdout), `fresh` (mateN-fresh, puzzles in no other file),
    /// `fresh2` (mateN-fresh2, gathered after `fresh` was read), `fresh3` (mateN-fresh3,
    /// gathered after `fresh2` was read), `fresh4` (mateN-fresh4, gathered after `fresh3`
    /// was read), `matetrack` (its mates in 1..=max_n, reported apart), `dev` (mateN-test, the
    /// development split, for trying the pipeline out).
    #[serde(default = "default_test_splits")]
    pub test_splits: Vec<TestSplit>,
    /// The configurations; the first `headline` one is the experiment's headline.
    pub configuration: Vec<Configuration>,
}

/// The choice of a run's searcher, written before the runs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, tag = "criterion", rename_all = "kebab-case")]
pub enum Criterion {
    /// The most validation keys among the hall-of-fame members whose whole sound
    /// answer costs at most `cost_limit` × the prover alone at every N from
    /// `cost_from_n` on (over the validation problems of that N); when none does,
    /// the member with the lowest such cost.
    KeysWithinCost { cost_limit: f64, cost_from_n: u32 },
    /// The member whose whole sound answer costs least (over the prover alone, the
    /// worst N from `cost_from_n` on) among those that prove at least `min_keys` (a
    /// fraction) of the validation keys at every N; when none does, the member with the
    /// most keys. For a keys target that can be met and a cost target that may not:
    /// `keys-within-cost` then falls back to the cheapest member, however few its keys.
    ///
    /// Keys and cost are the main validation problems'; the `pvline` problems
    /// (mateN-pvline, whose keys are often quiet) count only through
    /// `pvline_cost_limit`: when set, the bar also asks a whole answer at most that many
    /// times the prover alone on them at every N, and a member with the keys but
    /// not that is ranked by its worst such ratio.
    CheapestWithKeys {
        min_keys: f64,
        cost_from_n: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pvline_cost_limit: Option<f64>,
    },
    /// The most validation keys, cost ignored.
    MostKeys,
}

impl Default for Criterion {
    fn default() -> Criterion {
        Criterion::KeysWithinCost {
            cost_limit: 0.5,
            cost_from_n: 4,
        }
    }
}

/// A problem set a chosen searcher is tested on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TestSplit {
    Withheld,
    Holdout,
    Fresh,
    Fresh2,
    Fresh3,
    Fresh4,
    Matetrack,
    Dev,
}

impl TestSplit {
    pub fn as_str(self) -> &'static str {
        match self {
            TestSplit::Withheld => "withheld",
            TestSplit::Holdout => "holdout",
            TestSplit::Fresh => "fresh",
            TestSplit::Fresh2 => "fresh2",
            TestSplit::Fresh3 => "fresh3",
            TestSplit::Fresh4 => "fresh4",
            TestSplit::Matetrack => "matetrack",
            TestSplit::Dev => "dev",
        }
    }
}

/// What a configuration is for in the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// The result the experiment reports: random starts only.
    Headline,
    /// A variation measured against the headline.
    Ablation,
    /// A reference point, such as random search.
    Baseline,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Headline => "headline",
            Role::Ablation => "ablation",
            Role::Baseline => "baseline",
        }
    }
}

/// One configuration: a run config (as `mategp evolve --print-config` shows it, with
/// no seed) with a name and a role.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Configuration {
    pub name: String,
    pub role: Role,
    /// Runs of this configuration, when not the experiment's `seeds` (seeds
    /// `first_seed ..`): a costly baseline may get fewer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeds: Option<u64>,
    /// Hand-made trees that open generation 0: only in an `ablation`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub initial: Vec<String>,
    #[serde(default)]
    pub gp: gp::Config,
    #[serde(default)]
    pub fitness: FitnessConfig,
    /// Islands (`[configuration.islands]`, as a run config's `[islands]`): each run
    /// of this configuration evolves them all in its own process.
    #[serde(default, skip_serializing_if = "IslandsConfig::is_single")]
    pub islands: IslandsConfig,
}

impl Configuration {
    /// The run config of seed `seed`.
    pub fn run_config(&self, seed: u64) -> RunConfig {
        RunConfig {
            seed: Some(seed),
            initial: self.initial.clone(),
            gp: self.gp.clone(),
            fitness: self.fitness.clone(),
            islands: self.islands.clone(),
        }
    }
}

fn default_seeds() -> u64 {
    20
}
fn default_first_seed() -> u64 {
    1
}
fn default_test_splits() -> Vec<TestSplit> {
    vec![TestSplit::Holdout, TestSplit::Matetrack]
}
fn default_validation_per_n() -> usize {
    240
}
fn default_searcher_budget() -> u64 {
    fitness::searcher::DEFAULT_BUDGET
}

impl ExperimentConfig {
    /// The seeds of configuration `c`.
    pub fn seeds_of(&self, c: &Configuration) -> std::ops::Range<u64> {
        let count = c.seeds.unwrap_or(self.seeds);
        self.first_seed..self.first_seed.saturating_add(count)
    }

    /// Checks what serde cannot: names, roles, ranges, one shared validation split.
    pub fn validate(&self) -> Result<(), String> {
        if self.configuration.is_empty() {
            return Err("no [[configuration]]".to_string());
        }
        if self.seeds == 0 || self.seeds > 10_000 {
            return Err(format!("seeds must be 1..=10000, got {}", self.seeds));
        }
        if self.first_seed.checked_add(self.seeds).is_none() {
            return Err("first_seed + seeds overflows".to_string());
        }
        if self.validation_per_n == 0 {
            return Err("validation_per_n must be at least 1".to_string());
        }
        if self.test_splits.is_empty() {
            return Err("test_splits must name at least one split".to_string());
        }
        if self.searcher_budget == 0 {
            return Err("searcher_budget must be at least 1".to_string());
        }
        if let Criterion::KeysWithinCost { cost_limit, .. } = self.choose
            && !(cost_limit.is_finite() && cost_limit > 0.0)
        {
            return Err(format!(
                "choose.cost_limit must be positive, got {cost_limit}"
            ));
        }
        if let Criterion::CheapestWithKeys { min_keys, .. } = self.choose
            && !(min_keys > 0.0 && min_keys <= 1.0)
        {
            return Err(format!(
                "choose.min_keys must be a fraction in (0, 1], got {min_keys}"
            ));
        }
        if let Criterion::CheapestWithKeys {
            pvline_cost_limit: Some(limit),
            ..
        } = self.choose
        {
            if !(limit.is_finite() && limit > 0.0) {
                return Err(format!(
                    "choose.pvline_cost_limit must be positive, got {limit}"
                ));
            }
            let first = self.configuration.first().map(|c| &c.fitness.train_suites);
            let trained =
                first.is_some_and(|suites| suites.iter().any(|s| builtin::is_pvline_suite(s)));
            if !(trained || self.validation_pvline) {
                return Err(
                    "choose.pvline_cost_limit needs pvline problems in validation: \
                            the first configuration's fitness.train_suites name no \
                            builtin:mateN-pvline suite, and validation_pvline is off"
                        .to_string(),
                );
            }
        }
        // Validation is drawn from the first configuration's pool: with pvline suites
        // there, it holds their validation part already.
        if self.validation_pvline
            && let Some(c) = self.configuration.first()
            && c.fitness
                .train_suites
                .iter()
                .any(|s| builtin::is_pvline_suite(s))
        {
            return Err(format!(
                "validation_pvline adds the pvline validation problems, which the first \
                 configuration (`{}`) already validates on through its fitness.train_suites; \
                 turn validation_pvline off",
                c.name
            ));
        }
        let mut names = std::collections::BTreeSet::new();
        for c in &self.configuration {
            let named = |e: String| format!("configuration `{}`: {e}", c.name);
            let valid_name = !c.name.is_empty()
                && c.name.len() <= 40
                && c.name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            if !valid_name {
                return Err(named(
                    "a name is 1-40 characters of a-z, 0-9 and -".to_string(),
                ));
            }
            if let Some(seeds) = c.seeds
                && !(1..=10_000).contains(&seeds)
            {
                return Err(named(format!("seeds must be 1..=10000, got {seeds}")));
            }
            if !names.insert(c.name.as_str()) {
                return Err(named("the name is used twice".to_string()));
            }
            if !c.initial.is_empty() && c.role != Role::Ablation {
                return Err(named(
                    "hand-made initial trees are allowed only in a configuration with role = \"ablation\""
                        .to_string(),
                ));
            }
            c.run_config(self.first_seed).validate().map_err(named)?;
            let first = &self.configuration[0].fitness;
            // The pvline suites may differ (an ablation without them), as long as the
            // first configuration, whose pool validation is drawn from, has them all.
            let main_suites = |f: &FitnessConfig| -> Vec<String> {
                (f.train_suites.iter())
                    .filter(|s| !builtin::is_pvline_suite(s))
                    .cloned()
                    .collect()
            };
            if let Some(extra) = (c.fitness.train_suites.iter())
                .find(|s| builtin::is_pvline_suite(s) && !first.train_suites.contains(s))
            {
                return Err(named(format!(
                    "{extra} is not a training suite of the first configuration, whose pool \
                     the validation split is drawn from"
                )));
            }
            let pool_of = |f: &FitnessConfig| {
                (
                    f.max_n,
                    main_suites(f),
                    f.validation_fraction,
                    f.withheld_per_n,
                    f.withheld_round,
                )
            };
            // A configuration trained on the pvline suites alone reads no problem of
            // the main pool (so none of a test split drawn from it), and its pvline
            // problems are split as the first's are.
            let pvline_only =
                main_suites(&c.fitness).is_empty() && !c.fitness.train_suites.is_empty();
            let same_pool = if pvline_only {
                (c.fitness.max_n, c.fitness.validation_fraction)
                    == (first.max_n, first.validation_fraction)
            } else {
                pool_of(&c.fitness) == pool_of(first)
            };
            if !same_pool {
                return Err(named(
                    "every configuration must share max_n, train_suites (but for pvline suites), validation_fraction \
                     withheld_per_n and withheld_round (one trained on pvline suites alone: max_n and \
                     validation_fraction), so that all choices read the same validation split and no run \
                     trains on a test problem"
                        .to_string(),
                ));
            }
            if self.test_splits.contains(&TestSplit::Withheld) && c.fitness.withheld_per_n == 0 {
                return Err(named(
                    "test_splits names `withheld` but fitness.withheld_per_n is 0".to_string(),
                ));
            }
        }
        Ok(())
    }

    /// The configuration the report leads with.
    pub fn headline(&self) -> &Configuration {
        self.configuration
            .iter()
            .find(|c| c.role == Role::Headline)
            .unwrap_or(&self.configuration[0])
    }
}

/// Parses and checks an experiment file's text; errors name `name`.
pub fn parse(text: &str, name: &str) -> Result<ExperimentConfig, CliError> {
    crate::toml_nesting::check(text)
        .map_err(|e| CliError::input(format!("experiment {name}: {e}")))?;
    let config: ExperimentConfig =
        toml::from_str(text).map_err(|e| CliError::input(format!("experiment {name}: {e}")))?;
    config
        .validate()
        .map_err(|e| CliError::input(format!("experiment {name}: {e}")))?;
    Ok(config)
}

/// Reads an experiment file: a path, or `builtin:NAME` for one shipped in the binary.
pub fn load(spec: &Path) -> Result<(ExperimentConfig, String), CliError> {
    let name = spec.display().to_string();
    let text = match name.strip_prefix("builtin:") {
        Some(builtin) => BUILTIN
            .iter()
            .find(|(n, _)| *n == builtin)
            .map(|(_, t)| (*t).to_string())
            .ok_or_else(|| {
                let known: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
                CliError::input(format!(
                    "experiment {name}: no such built-in experiment (built in: {})",
                    known.join(", ")
                ))
            })?,
        None => std::fs::read_to_string(spec)
            .map_err(|e| CliError::input(format!("experiment {name}: {e}")))?,
    };
    Ok((parse(&text, &name)?, text))
}

/// The experiments shipped in the binary (`docs/experiments/*.toml`).
const BUILTIN: [(&str, &str); 13] = [
    (
        "composed-pilot",
        include_str!("../../../docs/experiments/composed-pilot.toml"),
    ),
    (
        "first-stage",
        include_str!("../../../docs/experiments/first-stage.toml"),
    ),
    (
        "forcing",
        include_str!("../../../docs/experiments/forcing.toml"),
    ),
    (
        "headline",
        include_str!("../../../docs/experiments/headline.toml"),
    ),
    (
        "islands-ablation",
        include_str!("../../../docs/experiments/islands-ablation.toml"),
    ),
    (
        "priced-pilot",
        include_str!("../../../docs/experiments/priced-pilot.toml"),
    ),
    (
        "proven",
        include_str!("../../../docs/experiments/proven.toml"),
    ),
    (
        "pvline",
        include_str!("../../../docs/experiments/pvline.toml"),
    ),
    (
        "recursion",
        include_str!("../../../docs/experiments/recursion.toml"),
    ),
    (
        "restarts",
        include_str!("../../../docs/experiments/restarts.toml"),
    ),
    (
        "shipped-check",
        include_str!("../../../docs/experiments/shipped-check.toml"),
    ),
    (
        "smoke",
        include_str!("../../../docs/experiments/smoke.toml"),
    ),
    (
        "tournament-pilot",
        include_str!("../../../docs/experiments/tournament-pilot.toml"),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// An experiment file of `docs/experiments/`, parsed.
    fn doc_experiment(file: &str) -> ExperimentConfig {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../docs/experiments")
            .join(file);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        parse(&text, file).unwrap_or_else(|e| panic!("{file}: {e}"))
    }

    /// A built-in experiment (`builtin:NAME`).
    fn builtin(name: &str) -> ExperimentConfig {
        let spec = format!("builtin:{name}");
        let (config, _) = load(std::path::Path::new(&spec)).unwrap_or_else(|e| panic!("{e}"));
        config
    }

    #[test]
    fn shipped_experiments_parse() {
        for (name, text) in BUILTIN {
            let config = parse(text, name).expect(name);
            assert_eq!(config.headline().role, Role::Headline, "{name}");
            assert!(config.headline().initial.is_empty(), "{name}: random start");
        }
    }

    /// The islands ablation: 4 islands of 25 against 100 in one population, the same
    /// trees per generation.
    #[test]
    fn the_islands_ablation_expresses_islands() {
        let config = doc_experiment("islands-ablation.toml");
        let [one, islands] = &config.configuration[..] else {
            panic!("two configurations");
        };
        assert_eq!(one.islands.count, 1);
        let run = islands.run_config(3);
        assert_eq!(
            (
                run.islands.count,
                run.islands.migrate_every,
                run.islands.migrants
            ),
            (4, 10, 2)
        );
        assert_eq!(
            run.islands.count * run.gp.population_size,
            one.gp.population_size
        );
        assert_eq!(run.gp.generations, one.gp.generations);
        assert!(config.seeds >= 10);
        let rendered = crate::run_dir::render_config(&run);
        assert!(rendered.contains("[islands]\ncount = 4"), "{rendered}");
    }

    /// The lexicase pilot's arms differ in selection alone, and its tournament arm is
    /// the recursion experiment's headline, run for run (so those runs may be reused).
    #[test]
    fn the_lexicase_pilot_changes_selection_only() {
        let config = doc_experiment("lexicase-pilot.toml");
        let [tournament, lexicase] = &config.configuration[..] else {
            panic!("two configurations");
        };
        assert_eq!(lexicase.gp.selection, gp::Selection::Lexicase);
        let mut as_tournament = lexicase.run_config(5);
        as_tournament.gp.selection = gp::Selection::Tournament;
        assert_eq!(as_tournament, tournament.run_config(5));
        let recursion = builtin("recursion");
        assert_eq!(tournament.run_config(5), recursion.headline().run_config(5));
        assert_eq!(
            config.seeds_of(tournament),
            recursion.seeds_of(recursion.headline())
        );
    }

    #[test]
    fn the_first_stage_pilot_changes_the_first_stage_only() {
        let config = doc_experiment("first-stage-pilot.toml");
        let [control, first_stage_2] = &config.configuration[..] else {
            panic!("two configurations");
        };
        assert_eq!(first_stage_2.fitness.curriculum_first_n, 2);
        let mut as_control = first_stage_2.run_config(5);
        as_control.fitness.curriculum_first_n = 1;
        assert_eq!(as_control, control.run_config(5));
        let recursion = builtin("recursion");
        assert_eq!(control.run_config(5), recursion.headline().run_config(5));
        assert_eq!(
            config.seeds_of(control),
            recursion.seeds_of(recursion.headline())
        );
    }

    /// The tournament pilot's control arm is the first-stage experiment's ablation, run
    /// for run (so its runs are copied, not run again), and its other arm differs in
    /// the tournament's size alone.
    #[test]
    fn the_tournament_pilot_changes_the_tournament_only() {
        let config = builtin("tournament-pilot");
        let [control, smaller] = &config.configuration[..] else {
            panic!("two configurations");
        };
        assert_eq!(smaller.gp.tournament_size, 2);
        let mut as_control = smaller.run_config(5);
        as_control.gp.tournament_size = 3;
        assert_eq!(as_control, control.run_config(5));
        let first_stage = builtin("first-stage");
        let ablation = &first_stage.configuration[1];
        assert_eq!(ablation.name, control.name);
        assert_eq!(control.run_config(5), ablation.run_config(5));
        assert_eq!(config.seeds_of(control), first_stage.seeds_of(ablation));
        assert_eq!(
            config.test_splits,
            [TestSplit::Dev],
            "a pilot reads no withheld split"
        );
    }

    /// The shipped check chooses the pvline experiment's runs again, as they ship, and
    /// reads no fresh split; `validation_pvline` is refused where the first
    /// configuration already validates on the pvline problems, and lets a Lichess-only
    /// experiment set a pvline bar.
    #[test]
    fn the_shipped_check_rechooses_the_pvline_runs_and_reads_no_fresh_split() {
        let check = builtin("shipped-check");
        let pvline = builtin("pvline");
        assert!(check.shipped && !pvline.shipped && !check.validation_pvline);
        assert_eq!(check.test_splits, [TestSplit::Dev]);
        assert_eq!(check.configuration, pvline.configuration);
        assert_eq!(check.validation_per_n, pvline.validation_per_n);
        let doubled = "validation_pvline = true\n[[configuration]]\nname = \"a\"\nrole = \"headline\"\n\
            [configuration.fitness]\ntrain_suites = [\"builtin:mate1-train\", \"builtin:mate1-pvline\"]\nmax_n = 1\n";
        let err = parse(doubled, "t.toml")
            .map(|_| ())
            .expect_err("pvline validated twice");
        assert!(err.to_string().contains("validation_pvline"), "{err}");
        let barred = "validation_pvline = true\nshipped = true\n\
            choose = { criterion = \"cheapest-with-keys\", min_keys = 0.9, cost_from_n = 4, pvline_cost_limit = 1.0 }\n\
            test_splits = [\"fresh4\"]\n[[configuration]]\nname = \"a\"\nrole = \"headline\"\n";
        let config = parse(barred, "t.toml").expect("a pvline bar from validation_pvline");
        assert_eq!(config.test_splits, [TestSplit::Fresh4]);
        let unbarred = barred.replace("validation_pvline = true\n", "");
        assert!(
            parse(&unbarred, "t.toml").is_err(),
            "a pvline bar without pvline problems"
        );
    }

    /// The second fresh split is a test split of its own.
    #[test]
    fn the_second_fresh_split_can_be_named() {
        let text = "test_splits=[\"fresh2\", \"matetrack\"]\n[[configuration]]\nname=\"a\"\nrole=\"headline\"\n";
        let config = parse(text, "t.toml").expect("a valid config");
        assert_eq!(
            config.test_splits,
            [TestSplit::Fresh2, TestSplit::Matetrack]
        );
        assert_eq!(TestSplit::Fresh2.as_str(), "fresh2");
    }

    /// The first-stage experiment reads a withheld round no earlier experiment read,
    /// and its ablation differs from its headline in the first stage alone.
    #[test]
    fn the_first_stage_experiment_changes_the_first_stage_only() {
        let config = builtin("first-stage");
        let [headline, ablation, random] = &config.configuration[..] else {
            panic!("three configurations");
        };
        let run = headline.run_config(7);
        assert_eq!(run.fitness.curriculum_first_n, 2);
        let mut as_ablation = run.clone();
        as_ablation.fitness.curriculum_first_n = 1;
        assert_eq!(as_ablation, ablation.run_config(7));
        assert_eq!(random.run_config(7).fitness, run.fitness);
        let earlier = ["recursion", "islands-ablation"].map(|name| {
            builtin(name)
                .headline()
                .run_config(7)
                .fitness
                .withheld_round
        });
        assert!(
            earlier
                .iter()
                .all(|&round| round < run.fitness.withheld_round),
            "{earlier:?}"
        );
        let mut as_recursion = as_ablation;
        as_recursion.fitness.withheld_round = 1;
        let recursion = builtin("recursion");
        assert_eq!(as_recursion, recursion.headline().run_config(7));
    }

    /// The restarts experiment reads a withheld round no earlier experiment read; its
    /// ablation differs from its headline in the restarts alone, and both from the
    /// first-stage headline in the board budget and the round.
    #[test]
    fn the_restarts_experiment_changes_the_restarts_only() {
        let config = builtin("restarts");
        let [headline, ablation, random] = &config.configuration[..] else {
            panic!("three configurations");
        };
        let run = headline.run_config(7);
        assert_eq!(run.fitness.restarts, 9);
        let mut as_ablation = run.clone();
        as_ablation.fitness.restarts = 0;
        assert_eq!(as_ablation, ablation.run_config(7));
        let mut random_fitness = run.fitness.clone();
        random_fitness.restarts = 0;
        assert_eq!(random.run_config(7).fitness, random_fitness);
        let first_stage = builtin("first-stage");
        let mut as_first_stage = ablation.run_config(7);
        as_first_stage.fitness.board_budget_factor = 0.0;
        as_first_stage.fitness.withheld_round = 3;
        assert_eq!(as_first_stage, first_stage.headline().run_config(7));
        assert!(run.fitness.withheld_round > 3, "a round nobody read");
    }

    /// The forcing experiment's headline is the restarts headline with the forcing
    /// terminal; its ablation is that headline itself (so its runs are the restarts
    /// experiment's); random search has the headline's primitives; the choice weighs
    /// cost among the members with 95 % of the keys, and the test split is fresh.
    #[test]
    fn the_forcing_experiment_adds_the_forcing_terminal_only() {
        let config = builtin("forcing");
        let [headline, ablation, random] = &config.configuration[..] else {
            panic!("three configurations");
        };
        let restarts = builtin("restarts");
        let run = headline.run_config(7);
        assert!(run.fitness.forcing);
        let mut as_restarts = run.clone();
        as_restarts.fitness.forcing = false;
        assert_eq!(as_restarts, restarts.headline().run_config(7));
        assert_eq!(ablation.run_config(7), restarts.headline().run_config(7));
        assert_eq!(
            ablation.name,
            restarts.headline().name,
            "the same run directories"
        );
        let mut random_fitness = run.fitness.clone();
        random_fitness.restarts = 0;
        assert_eq!(random.run_config(7).fitness, random_fitness);
        assert_eq!(
            config.choose,
            Criterion::CheapestWithKeys {
                min_keys: 0.95,
                cost_from_n: 4,
                pvline_cost_limit: None,
            }
        );
        assert_eq!(config.test_splits, [TestSplit::Fresh, TestSplit::Matetrack]);
        assert_eq!(config.validation_per_n, restarts.validation_per_n);
    }

    /// The proven experiment's headline is the forcing headline priced with own proofs;
    /// its ablation and random search are the forcing experiment's own configurations
    /// (so their runs are that experiment's); validation and test take own proofs, and
    /// the test split is the second fresh one.
    #[test]
    fn the_proven_experiment_changes_the_cost_only() {
        let config = builtin("proven");
        let forcing = builtin("forcing");
        let [headline, ablation, random] = &config.configuration[..] else {
            panic!("three configurations");
        };
        let run = headline.run_config(7);
        assert_eq!(run.fitness.cost, fitness::evolve::CostModel::Proven);
        let mut as_forcing = run.clone();
        as_forcing.fitness.cost = fitness::evolve::CostModel::Sound;
        assert_eq!(as_forcing, forcing.headline().run_config(7));
        assert_eq!(ablation.run_config(7), forcing.headline().run_config(7));
        assert_eq!(
            ablation.name,
            forcing.headline().name,
            "the same run directories"
        );
        assert_eq!(random, &forcing.configuration[2]);
        assert!(config.own_proofs && !forcing.own_proofs);
        assert_eq!(config.choose, forcing.choose);
        assert_eq!(
            config.test_splits,
            [TestSplit::Fresh2, TestSplit::Matetrack]
        );
        assert_eq!(config.validation_per_n, forcing.validation_per_n);
        assert_eq!(config.searcher_budget, forcing.searcher_budget);
    }

    /// The pvline experiment's headline is the proven headline with the pvline suites
    /// in training; its ablation and random search are the proven experiment's own
    /// configurations (so their runs are that experiment's); the choice adds the pvline
    /// bar, and the test split is the third fresh one.
    #[test]
    fn the_pvline_experiment_adds_pvline_training_only() {
        let config = builtin("pvline");
        let proven = builtin("proven");
        let [headline, ablation, random] = &config.configuration[..] else {
            panic!("three configurations");
        };
        let run = headline.run_config(7);
        let (pvline, lichess): (Vec<String>, Vec<String>) = (run.fitness.train_suites.iter())
            .cloned()
            .partition(|s| builtin::is_pvline_suite(s));
        assert_eq!(pvline.len(), 5);
        let mut as_proven = run.clone();
        as_proven.fitness.train_suites = lichess;
        assert_eq!(as_proven, proven.headline().run_config(7));
        assert_eq!(ablation.run_config(7), proven.headline().run_config(7));
        assert_eq!(
            ablation.name,
            proven.headline().name,
            "the same run directories"
        );
        assert_eq!(random, &proven.configuration[2]);
        assert!(config.own_proofs && proven.own_proofs);
        assert_eq!(
            config.choose,
            Criterion::CheapestWithKeys {
                min_keys: 0.95,
                cost_from_n: 4,
                pvline_cost_limit: Some(1.0),
            }
        );
        assert_eq!(
            config.test_splits,
            [TestSplit::Fresh3, TestSplit::Matetrack]
        );
        assert_eq!(config.validation_per_n, proven.validation_per_n);
        assert_eq!(config.searcher_budget, proven.searcher_budget);
    }

    #[test]
    fn a_pvline_suite_only_the_first_configuration_lacks_is_an_error() {
        let text = "[[configuration]]\nname = \"a\"\nrole = \"headline\"\n\
                    [[configuration]]\nname = \"b\"\nrole = \"ablation\"\n\
                    [configuration.fitness]\ntrain_suites = [\"builtin:mate1-train\", \"builtin:mate2-train\", \
                    \"builtin:mate3-train\", \"builtin:mate4-train\", \"builtin:mate5-train\", \"builtin:mate3-pvline\"]\n";
        let err = parse(text, "t.toml").expect_err("b trains on what validation lacks");
        assert!(err.to_string().contains("builtin:mate3-pvline"), "{err}");
        let no_pvline = "choose = { criterion = \"cheapest-with-keys\", min_keys = 0.9, cost_from_n = 4, \
                         pvline_cost_limit = 1.0 }\n[[configuration]]\nname = \"a\"\nrole = \"headline\"\n";
        let err = parse(no_pvline, "t.toml").expect_err("a bar with nothing to measure");
        assert!(err.to_string().contains("pvline_cost_limit"), "{err}");
    }

    /// The composed pilot's arm trains on the pvline suites alone: it reads none of
    /// the Lichess pool, and validation comes from the first configuration's pool. A
    /// pvline-only arm must still split its problems as the first does, and an arm
    /// with other Lichess suites than the first's is refused as before.
    #[test]
    fn a_configuration_may_train_on_the_pvline_suites_alone() {
        let config = builtin("composed-pilot");
        let [pvline, composed] = &config.configuration[..] else {
            panic!("two configurations");
        };
        assert_eq!(
            pvline.run_config(3),
            builtin("pvline").headline().run_config(3)
        );
        assert_eq!(config.headline().name, "composed");
        let mut as_pvline = composed.run_config(3);
        assert!(
            as_pvline
                .fitness
                .train_suites
                .iter()
                .all(|s| builtin::is_pvline_suite(s))
        );
        as_pvline.fitness.train_suites = pvline.fitness.train_suites.clone();
        assert_eq!(as_pvline, pvline.run_config(3), "nothing else differs");
        assert!(config.shipped && config.test_splits == [TestSplit::Dev]);

        let suites = |n: std::ops::RangeInclusive<u32>, kind: &str| -> String {
            n.map(|n| format!("\"builtin:mate{n}-{kind}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let first = format!(
            "[[configuration]]\nname = \"a\"\nrole = \"headline\"\n[configuration.fitness]\n\
             train_suites = [{}, {}]\n",
            suites(1..=5, "train"),
            suites(1..=5, "pvline")
        );
        let second = |train: &str, extra: &str| {
            format!(
                "{first}[[configuration]]\nname = \"b\"\nrole = \"ablation\"\n[configuration.fitness]\n\
                 train_suites = [{train}]\n{extra}"
            )
        };
        let pvline_suites = suites(1..=5, "pvline");
        parse(&second(&pvline_suites, ""), "t.toml").expect("pvline suites alone");
        let err = parse(
            &second(&pvline_suites, "validation_fraction = 0.3\n"),
            "t.toml",
        )
        .expect_err("its pvline problems split otherwise");
        assert!(err.to_string().contains("validation_fraction"), "{err}");
        let fewer = format!("\"builtin:mate1-train\", {pvline_suites}");
        let err = parse(&second(&fewer, ""), "t.toml").expect_err("other Lichess suites");
        assert!(
            err.to_string().contains("every configuration must share"),
            "{err}"
        );
    }

    #[test]
    fn a_configuration_may_run_fewer_seeds() {
        let text = "seeds = 5\nfirst_seed = 3\n[[configuration]]\nname = \"a\"\nrole = \"headline\"\n\
                    [[configuration]]\nname = \"b\"\nrole = \"baseline\"\nseeds = 2\n";
        let config = parse(text, "t.toml").expect("valid");
        let seeds: Vec<Vec<u64>> = config
            .configuration
            .iter()
            .map(|c| config.seeds_of(c).collect())
            .collect();
        assert_eq!(seeds, [vec![3, 4, 5, 6, 7], vec![3, 4]]);
    }

    #[test]
    fn seeded_configuration_must_be_an_ablation() {
        let text = "[[configuration]]\nname = \"x\"\nrole = \"headline\"\ninitial = [\"0.0\"]\n";
        let err = parse(text, "t.toml").expect_err("seeded headline");
        assert!(err.to_string().contains("ablation"), "{err}");
        let ok = text.replace("\"headline\"", "\"ablation\"");
        parse(&ok, "t.toml").expect("a seeded ablation is allowed");
    }

    #[test]
    fn bad_values_are_named() {
        for (text, needle) in [
            (
                "seeds = 0\n[[configuration]]\nname=\"a\"\nrole=\"headline\"\n",
                "seeds",
            ),
            (
                "[[configuration]]\nname=\"A b\"\nrole=\"headline\"\n",
                "name",
            ),
            (
                "[[configuration]]\nname=\"a\"\nrole=\"headline\"\nbogus=1\n",
                "bogus",
            ),
            (
                "[[configuration]]\nname=\"a\"\nrole=\"headline\"\n[[configuration]]\nname=\"a\"\nrole=\"ablation\"\n",
                "twice",
            ),
            (
                "[[configuration]]\nname=\"a\"\nrole=\"headline\"\n[configuration.gp]\npopulation_size=0\n",
                "population_size",
            ),
            (
                "choose = { criterion = \"cheapest-with-keys\", min_keys = 95, cost_from_n = 4 }\n[[configuration]]\nname=\"a\"\nrole=\"headline\"\n",
                "min_keys",
            ),
            (
                "choose = { criterion = \"cheapest-with-keys\", min_keys = 0.9, cost_from_n = 4, pvline_cost_limit = 0 }\n[[configuration]]\nname=\"a\"\nrole=\"headline\"\n[configuration.fitness]\ntrain_suites=[\"builtin:mate1-train\", \"builtin:mate2-train\", \"builtin:mate3-train\", \"builtin:mate4-train\", \"builtin:mate5-train\", \"builtin:mate1-pvline\"]\n",
                "pvline_cost_limit must be positive",
            ),
            (
                "[[configuration]]\nname=\"a\"\nrole=\"headline\"\n[[configuration]]\nname=\"b\"\nrole=\"ablation\"\n[configuration.fitness]\nmax_n=3\n",
                "share",
            ),
            (
                "[[configuration]]\nname=\"a\"\nrole=\"headline\"\n[configuration.fitness]\nwithheld_per_n=300\n[[configuration]]\nname=\"b\"\nrole=\"ablation\"\n",
                "withheld_per_n",
            ),
            (
                "test_splits=[\"withheld\"]\n[[configuration]]\nname=\"a\"\nrole=\"headline\"\n",
                "withheld_per_n is 0",
            ),
            ("", "configuration"),
            (
                "[[configuration]]\nname=\"a\"\nrole=\"headline\"\nseeds=0\n",
                "seeds",
            ),
        ] {
            let err = parse(text, "t.toml").expect_err(text);
            assert!(err.to_string().contains(needle), "{needle}: {err}");
        }
    }

    /// An experiment kept in `experiment-runs/` to be finished by any checkout
    /// (experiment-runs/README.md) resumes only while its built-in file still says
    /// what its directory holds: a change to the built-in file would make `mategp
    /// experiment` refuse the directory.
    #[test]
    fn experiments_in_progress_match_their_builtin_files() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../experiment-runs");
        let Ok(entries) = std::fs::read_dir(&root) else {
            return;
        };
        for entry in entries.flatten() {
            let kept = entry.path().join("experiment.toml");
            let Ok(text) = std::fs::read_to_string(&kept) else {
                continue;
            };
            let name = entry.file_name().to_string_lossy().into_owned();
            let in_progress = parse(&text, &name).unwrap_or_else(|e| panic!("{name}: {e}"));
            if BUILTIN.iter().any(|(b, _)| *b == name) {
                assert_eq!(in_progress, builtin(&name), "experiment-runs/{name}");
            } else {
                // A directory that runs a built-in experiment again under its own name
                // (`pvline-timed`) must hold one of them unchanged.
                let reruns = BUILTIN.iter().any(|(b, _)| builtin(b) == in_progress);
                assert!(reruns, "experiment-runs/{name}: no built-in experiment");
            }
        }
    }
}
