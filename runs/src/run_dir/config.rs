//! `config.toml`: every parameter of a run, defaults from the paper.

use std::path::Path;

use fitness::evolve::FitnessConfig;
use serde::{Deserialize, Serialize};

use crate::error::CliError;

/// A run's whole configuration: the seed, the gp engine's parameters (`[gp]`, see
/// [`gp::Config`]) and the fitness parameters (`[fitness]`, see [`FitnessConfig`]).
///
/// Every key is optional in a file; a missing key takes its default, an unknown key
/// is an error that names it. The thread count is not here: it never changes results.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunConfig {
    /// The run's seed; when absent, `mategp evolve` draws one from the clock and
    /// records it in the run directory's `config.toml`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Trees (S-expressions) that open generation 0, before the random ones: to go
    /// on from an earlier run's best. Empty: all random, as in the paper.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub initial: Vec<String>,
    /// The gp engine's parameters.
    #[serde(default)]
    pub gp: gp::Config,
    /// The fitness parameters.
    #[serde(default)]
    pub fitness: FitnessConfig,
    /// The island model; left out of a run of one population's `config.toml`.
    #[serde(default, skip_serializing_if = "IslandsConfig::is_single")]
    pub islands: IslandsConfig,
}

/// `[islands]`: populations evolving side by side (docs/EVOLUTION.md section "Islands").
/// Each island has `gp.population_size` individuals; island `i` is seeded
/// [`gp::island_seed`]`(seed, i)`, so island 0 is the run of one population.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct IslandsConfig {
    /// Islands (under `mpirun -n K`: K, one per process).
    pub count: usize,
    /// Generations between migrations (after each generation g > 0 that it
    /// divides); 0: never.
    pub migrate_every: u64,
    /// Individuals each island sends the next in the ring, replacing its worst.
    pub migrants: usize,
}

impl Default for IslandsConfig {
    fn default() -> Self {
        IslandsConfig {
            count: 1,
            migrate_every: 10,
            migrants: 2,
        }
    }
}

/// More islands than this is surely a typo (each is a process under MPI).
const MAX_ISLANDS: usize = 1 << 20;

impl IslandsConfig {
    /// One population: nothing to write.
    pub fn is_single(&self) -> bool {
        self.count == 1
    }

    /// The migration between the islands.
    pub fn migration(&self) -> gp::Migration {
        gp::Migration {
            every: self.migrate_every,
            migrants: self.migrants,
        }
    }

    fn validate(&self, population_size: usize) -> Result<(), String> {
        if !(1..=MAX_ISLANDS).contains(&self.count) {
            return Err(format!(
                "[islands] count: must be 1..={MAX_ISLANDS}, got {}",
                self.count
            ));
        }
        if self.count > 1 && self.migrate_every > 0 && self.migrants >= population_size {
            return Err(format!(
                "[islands] migrants: must be fewer than gp.population_size {population_size}, got {}",
                self.migrants
            ));
        }
        Ok(())
    }
}

impl RunConfig {
    /// Checks every range, naming the section and field.
    pub fn validate(&self) -> Result<(), String> {
        self.gp.validate().map_err(|e| format!("[gp] {e}"))?;
        self.fitness.validate().map_err(|e| e.to_string())?;
        // Islands migrate between populations a restart would throw away one at a time.
        if !self.islands.is_single() && self.fitness.restarts > 0 {
            return Err(format!(
                "[islands] count: restarts (fitness.restarts = {}) need a single population, got {} islands",
                self.fitness.restarts, self.islands.count
            ));
        }
        self.islands.validate(self.gp.population_size)
    }
}

/// Parses config text; errors name `name`, the line and the key.
pub fn parse_config(text: &str, name: &str) -> Result<RunConfig, CliError> {
    crate::toml_nesting::check(text).map_err(|e| CliError::input(format!("config {name}: {e}")))?;
    let config: RunConfig =
        toml::from_str(text).map_err(|e| CliError::input(format!("config {name}: {e}")))?;
    config
        .validate()
        .map_err(|e| CliError::input(format!("config {name}: {e}")))?;
    Ok(config)
}

/// Reads and checks a config file.
pub fn load_config(path: &Path) -> Result<RunConfig, CliError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::input(format!("config {name}: {e}")))?;
    parse_config(&text, &name)
}

const HEADER: &str = "\
# mategp run configuration. Every key is optional: a missing key takes the default
# shown by `mategp evolve --print-config`; an unknown key is an error.
# [gp]: the gp engine (Hauptman & Sipper 2007: population 100, 150 generations,
# reproduction 0.35, crossover 0.5, mutation 0.15; Koza: depth limit 17).
# gp.target_fitness (stop once the best fitness reaches it) is unset by default.
# [fitness]: problem sample, budget, Correctness and Boards (paper section 4.3).
# initial = [\"(S-expression)\", ...] opens generation 0 with these trees (evolve --initial).
";

/// The island model's keys, shown commented out: a run of one population has none.
const ISLANDS: &str = "
# [islands]: K populations of gp.population_size each; every migrate_every generations
# each sends copies of its best `migrants` to the next in a ring (evolve --islands K;
# under `mpirun -n K`, one island per process).
# [islands]
# count = 1
# migrate_every = 10
# migrants = 2
";

/// The config as TOML with a comment header.
pub fn render_config(config: &RunConfig) -> String {
    // Plain numbers, strings and tables always serialize.
    let body = toml::to_string(config).unwrap_or_default();
    format!("{HEADER}{body}")
}

/// The default config, as `--print-config` shows it.
pub fn print_default_config() -> String {
    format!(
        "{}# seed = 1  (absent: drawn from the clock and recorded in the run's config.toml)\n{}{}",
        HEADER,
        toml::to_string(&RunConfig::default()).unwrap_or_default(),
        ISLANDS
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_config_round_trips_with_the_papers_values() {
        let text = print_default_config();
        let c = parse_config(&text, "default").expect("the printed default parses");
        assert_eq!(c, RunConfig::default());
        assert_eq!(c.gp.population_size, 100);
        assert_eq!(c.gp.generations, 150);
        assert_eq!(
            (c.gp.reproduction, c.gp.crossover, c.gp.mutation),
            (0.35, 0.5, 0.15)
        );
        assert_eq!(c.gp.max_depth, 17);
        assert_eq!(c.fitness.max_n, 5);
        assert_eq!(c.fitness.sample_size, 5);
        assert_eq!(c.fitness.budget_factor, 1.5);
        let seeded = RunConfig {
            seed: Some(7),
            ..RunConfig::default()
        };
        assert_eq!(
            parse_config(&render_config(&seeded), "x").expect("parses"),
            seeded
        );
    }

    /// The configurations the shipped searchers `deep-checks` and `seeded-lean` were
    /// evolved with load, and say what those runs used.
    #[test]
    fn the_documented_experiment_configs_load() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/experiments");
        let load = |name: &str| {
            load_config(&dir.join(format!("config-{name}.toml")))
                .unwrap_or_else(|e| panic!("config-{name}.toml: {e}"))
        };
        let cap1 = load("cap1");
        assert_eq!(
            (cap1.fitness.boards_cap, cap1.fitness.sample_size),
            (1.0, 10)
        );
        let seeded_lean = load("cap1-b05-s30");
        assert_eq!(
            (
                seeded_lean.fitness.budget_factor,
                seeded_lean.fitness.sample_size
            ),
            (0.5, 30)
        );
        assert_eq!(seeded_lean.gp, cap1.gp, "[gp] as cap1's");
        for c in [&cap1, &seeded_lean] {
            assert_eq!(c.seed, None, "the seed is given on the command line");
        }
    }

    #[test]
    fn unknown_and_bad_keys_are_named() {
        for (text, needle) in [
            ("populaton = 3", "populaton"),
            ("[gp]\npopulaton_size = 3", "populaton_size"),
            ("[fitness]\nmax_m = 3", "max_m"),
            ("[gp.mutation_mix]\nsubtre = 1.0", "subtre"),
            ("[fitness]\nmax_n = 0", "fitness.max_n"),
            ("[gp]\ntournament_size = 0", "tournament_size"),
            ("[gp]\npopulation_size = \"many\"", "population_size"),
        ] {
            let err = parse_config(text, "my.toml").expect_err(text).to_string();
            assert!(err.contains("my.toml"), "{err}");
            assert!(err.contains(needle), "{text}: {err}");
        }
    }
}
