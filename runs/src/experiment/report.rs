//! The experiment's report: `report.json` (every number), `report.md` (for people)
//! and the plots, made from the kept scores alone.

use serde::Serialize;

use super::compute::RunSeconds;
use super::config::{Criterion, ExperimentConfig, Role};
use super::phases::{Candidate, Choice, SplitRefuted, TestRead};
use super::score::{PerN, Record, main_keys, per_n, worst_pvline_ratio};
use super::stats::{self, Summary, Z95};

/// A searcher's results on one split.
#[derive(Clone, Debug, Serialize)]
pub struct SplitResult {
    pub split: String,
    pub per_n: Vec<PerN>,
    /// Wilson 95 % interval of the key rate per N, in percent.
    pub keys_ci95: Vec<(f64, f64)>,
}

impl SplitResult {
    pub fn new(split: &str, records: &[Record]) -> SplitResult {
        let per_n = per_n(records);
        let keys_ci95 = per_n
            .iter()
            .map(|p| {
                let i = stats::wilson(p.keys, p.positions, Z95);
                (100.0 * i.low, 100.0 * i.high)
            })
            .collect();
        SplitResult {
            split: split.to_string(),
            per_n,
            keys_ci95,
        }
    }

    pub fn keys(&self) -> u64 {
        self.per_n.iter().map(|p| p.keys).sum()
    }
}

/// A searcher with its results: a run's choice or a baseline.
#[derive(Clone, Debug, Serialize)]
pub struct Entry {
    pub label: String,
    pub configuration: Option<String>,
    pub seed: Option<u64>,
    pub member: Option<u64>,
    pub within_limit: bool,
    /// As it ships: the shortest mate length it is consulted at (`shipped`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub consult_from_n: Option<u32>,
    pub candidate: Candidate,
    pub validation: Vec<PerN>,
    pub test: Vec<SplitResult>,
}

/// Median and quartiles of a per-run quantity.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Spread {
    pub median: f64,
    pub q1: f64,
    pub q3: f64,
    pub min: f64,
    pub max: f64,
}

impl Spread {
    fn of(values: &[f64]) -> Option<Spread> {
        let Summary {
            median,
            q1,
            q3,
            min,
            max,
            ..
        } = stats::summary(values)?;
        Some(Spread {
            median,
            q1,
            q3,
            min,
            max,
        })
    }
}

/// One configuration's runs on one test split, per N.
#[derive(Clone, Debug, Serialize)]
pub struct ConfigurationSplit {
    pub configuration: String,
    pub role: String,
    pub split: String,
    pub runs: usize,
    /// Per N: the runs' key rates (percent).
    pub keys_pct: Vec<Option<Spread>>,
    /// Per N: the runs' whole-answer cost over the prover alone.
    pub cost_ratio: Vec<Option<Spread>>,
    /// Per N: the runs' own nodes over the prover alone.
    pub own_ratio: Vec<Option<Spread>>,
}

/// A paired comparison of two searchers on the same problems.
#[derive(Clone, Debug, Serialize)]
pub struct Paired {
    pub split: String,
    pub a: String,
    pub b: String,
    pub keys_a: u64,
    pub keys_b: u64,
    pub cost_a: u64,
    pub cost_b: u64,
    /// Exact McNemar test on the keys.
    pub mcnemar_only_a: u64,
    pub mcnemar_only_b: u64,
    pub mcnemar_p: f64,
    /// Wilcoxon signed-rank test on the whole-answer costs.
    pub wilcoxon_p: Option<f64>,
    /// `a` finds more keys at no greater cost, or costs less at no fewer keys, p < 0.05.
    pub a_beats_b: bool,
}

/// Two configurations' runs compared (Mann–Whitney U, two-sided).
#[derive(Clone, Debug, Serialize)]
pub struct Across {
    pub split: String,
    pub metric: String,
    pub a: String,
    pub b: String,
    pub median_a: f64,
    pub median_b: f64,
    pub p_value: f64,
    /// P(a > b) + P(a = b) / 2 over pairs of runs.
    pub effect: f64,
}

/// A run is *deep* when its chosen searcher proves at least 11/12 of the validation
/// keys (1,100 of 1,200 at 240 problems per N): the pilots' definition, fixed before
/// their results were read. The runs of every experiment since `Recurse` fall on
/// either side of it: recursive checking searches above, static guessers far below.
pub const DEEP_NUMERATOR: u64 = 11;
pub const DEEP_DENOMINATOR: u64 = 12;

/// Whether a run's choice is deep (see [`DEEP_NUMERATOR`]).
pub fn is_deep(e: &Entry) -> bool {
    let (keys, positions) = main_keys(&e.validation);
    positions > 0 && keys * DEEP_DENOMINATOR >= positions * DEEP_NUMERATOR
}

/// One configuration's deep runs, and its runs whose choice meets the choice
/// criterion's bar on validation ([`Criterion::meets`]).
#[derive(Clone, Debug, Serialize)]
pub struct DeepRuns {
    pub configuration: String,
    pub runs: usize,
    /// The labels of its deep runs' choices.
    pub deep: Vec<String>,
    /// The labels of the choices that meet the criterion's bar.
    pub met_bar: Vec<String>,
}

/// The headline's share of deep runs against another configuration's (Fisher's
/// exact test, two-sided).
#[derive(Clone, Debug, Serialize)]
pub struct DeepCompared {
    pub a: String,
    pub b: String,
    pub deep_a: usize,
    pub runs_a: usize,
    pub deep_b: usize,
    pub runs_b: usize,
    pub fisher_p: f64,
    /// The same for the runs whose choice meets the criterion's bar.
    pub met_bar_a: usize,
    pub met_bar_b: usize,
    pub met_bar_fisher_p: f64,
}

/// Every configuration's deep runs, and the headline's share against each other's.
pub fn deep_runs(
    config: &ExperimentConfig,
    chosen: &[Entry],
) -> (Vec<DeepRuns>, Vec<DeepCompared>) {
    let runs: Vec<DeepRuns> = config
        .configuration
        .iter()
        .map(|c| {
            let of: Vec<&Entry> = chosen
                .iter()
                .filter(|e| e.configuration.as_deref() == Some(c.name.as_str()))
                .collect();
            DeepRuns {
                configuration: c.name.clone(),
                runs: of.len(),
                deep: labels_where(&of, is_deep),
                met_bar: labels_where(&of, |e| config.choose.meets(&e.validation)),
            }
        })
        .collect();
    let headline = config.headline().name.as_str();
    let compared = runs
        .iter()
        .find(|r| r.configuration == headline)
        .map(|h| {
            runs.iter()
                .filter(|r| r.configuration != headline && r.runs > 0 && h.runs > 0)
                .map(|r| DeepCompared {
                    a: h.configuration.clone(),
                    b: r.configuration.clone(),
                    deep_a: h.deep.len(),
                    runs_a: h.runs,
                    deep_b: r.deep.len(),
                    runs_b: r.runs,
                    fisher_p: fisher(h.deep.len(), h.runs, r.deep.len(), r.runs),
                    met_bar_a: h.met_bar.len(),
                    met_bar_b: r.met_bar.len(),
                    met_bar_fisher_p: fisher(h.met_bar.len(), h.runs, r.met_bar.len(), r.runs),
                })
                .collect()
        })
        .unwrap_or_default();
    (runs, compared)
}

fn labels_where(entries: &[&Entry], keep: impl Fn(&Entry) -> bool) -> Vec<String> {
    entries
        .iter()
        .filter(|e| keep(e))
        .map(|e| e.label.clone())
        .collect()
}

fn fisher(hits_a: usize, runs_a: usize, hits_b: usize, runs_b: usize) -> f64 {
    stats::fisher_exact(hits_a as u64, runs_a as u64, hits_b as u64, runs_b as u64)
}

/// A searcher's label with one value per problem.
pub type LabelledValues = (String, Vec<f64>);

/// Everything the report says.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub experiment: ExperimentConfig,
    pub test_read: TestRead,
    /// Test problems left out: the prover finds no mate in their file's length.
    pub refuted: Vec<SplitRefuted>,
    pub runs_wall_seconds: Option<f64>,
    pub runs_cpu_seconds: Option<f64>,
    /// The wall time of every invocation on the directory, up to this report
    /// (`DIR/invocations.json`).
    pub took: Option<super::ledger::Took>,
    /// Every run's generations and their seconds, by its log: the runs' whole cost,
    /// over every invocation.
    pub run_seconds: Vec<RunSeconds>,
    pub machine: String,
    pub chosen: Vec<Entry>,
    pub baselines: Vec<Entry>,
    pub configurations: Vec<ConfigurationSplit>,
    /// The headline's best run (by validation) against the best hand-written
    /// baseline (by validation), per test split.
    pub best_vs_baseline: Vec<Paired>,
    pub across: Vec<Across>,
    /// Per configuration, the runs whose choice is deep ([`is_deep`]).
    pub deep_runs: Vec<DeepRuns>,
    pub deep_compared: Vec<DeepCompared>,
    pub best_run: Option<String>,
    pub best_baseline: Option<String>,
    /// Per test split, per searcher (the best run and the baselines): each problem's
    /// whole-answer cost over the prover alone's; for the plots only.
    #[serde(skip)]
    pub problem_costs: Vec<(String, Vec<LabelledValues>)>,
}

/// Ordering by validation under `keys-within-cost` and `most-keys`: within the cost
/// limit first, then keys, then lower cost at the deepest N.
pub fn validation_rank(e: &Entry) -> (bool, u64, std::cmp::Reverse<u64>) {
    let keys = main_keys(&e.validation).0;
    let cost = (e.validation.iter().rfind(|p| !p.pvline)).map_or(0, |p| p.cost);
    (e.within_limit, keys, std::cmp::Reverse(cost))
}

/// The index (as the iterator numbers them) of the best entry by validation: under
/// `cheapest-with-keys` as a run's choice is made, else by [`validation_rank`]. Ties
/// go to the earlier entry.
pub fn best_by_validation<'a>(
    criterion: Criterion,
    entries: impl Iterator<Item = (usize, &'a Entry)>,
) -> Option<usize> {
    let entries: Vec<(usize, &Entry)> = entries.collect();
    match criterion {
        Criterion::CheapestWithKeys { .. } => criterion
            .preferred(entries.iter().map(|(_, e)| e.validation.as_slice()))
            .map(|k| entries[k].0),
        Criterion::KeysWithinCost { .. } | Criterion::MostKeys => entries
            .iter()
            .max_by_key(|(i, e)| (validation_rank(e), std::cmp::Reverse(*i)))
            .map(|(i, _)| *i),
    }
}

/// The runs' entries from their choices and test records.
pub fn entries(choices: &[Choice], test: &[Vec<(String, Vec<Record>)>]) -> Vec<Entry> {
    choices
        .iter()
        .zip(test)
        .map(|(c, t)| Entry {
            label: c.chosen.label.clone(),
            configuration: Some(c.configuration.clone()),
            seed: Some(c.seed),
            member: Some(c.member),
            within_limit: c.within_limit,
            consult_from_n: c.consult_from_n,
            candidate: c.chosen.clone(),
            validation: c.validation.clone(),
            test: t.iter().map(|(s, r)| SplitResult::new(s, r)).collect(),
        })
        .collect()
}

/// Per-configuration spreads on every test split.
pub fn configuration_splits(
    config: &ExperimentConfig,
    chosen: &[Entry],
) -> Vec<ConfigurationSplit> {
    let max_n = config.configuration[0].fitness.max_n as usize;
    let mut out = Vec::new();
    for c in &config.configuration {
        let runs: Vec<&Entry> = chosen
            .iter()
            .filter(|e| e.configuration.as_deref() == Some(c.name.as_str()))
            .collect();
        for split in &config.test_splits {
            let results: Vec<&SplitResult> = runs
                .iter()
                .filter_map(|e| e.test.iter().find(|t| t.split == split.as_str()))
                .collect();
            let per = |f: fn(&PerN) -> f64| -> Vec<Option<Spread>> {
                (1..=max_n as u32)
                    .map(|n| {
                        let v: Vec<f64> = results
                            .iter()
                            .filter_map(|r| r.per_n.iter().find(|p| p.n == n))
                            .map(f)
                            .collect();
                        Spread::of(&v)
                    })
                    .collect()
            };
            out.push(ConfigurationSplit {
                configuration: c.name.clone(),
                role: c.role.as_str().to_string(),
                split: split.as_str().to_string(),
                runs: results.len(),
                keys_pct: per(PerN::keys_pct),
                cost_ratio: per(PerN::cost_ratio),
                own_ratio: per(PerN::own_ratio),
            });
        }
    }
    out
}

/// `a` against `b` on the records of one split (the same problems, the same order).
pub fn paired(split: &str, a: (&str, &[Record]), b: (&str, &[Record])) -> Option<Paired> {
    if a.1.len() != b.1.len() || a.1.iter().zip(b.1).any(|(x, y)| x.id != y.id) {
        return None;
    }
    let solved = |r: &[Record]| r.iter().map(|x| x.solved).collect::<Vec<bool>>();
    let costs = |r: &[Record]| r.iter().map(|x| x.cost() as f64).collect::<Vec<f64>>();
    let m = stats::mcnemar(&solved(a.1), &solved(b.1))?;
    let w = stats::wilcoxon_signed_rank(&costs(a.1), &costs(b.1));
    let keys = |r: &[Record]| r.iter().filter(|x| x.solved).count() as u64;
    let cost = |r: &[Record]| r.iter().map(Record::cost).sum::<u64>();
    let (ka, kb, ca, cb) = (keys(a.1), keys(b.1), cost(a.1), cost(b.1));
    let wp = w.as_ref().map(|w| w.p_value);
    let more_keys = ka > kb && ca <= cb && m.p_value < 0.05;
    let cheaper = ca < cb && ka >= kb && wp.is_some_and(|p| p < 0.05);
    Some(Paired {
        split: split.to_string(),
        a: a.0.to_string(),
        b: b.0.to_string(),
        keys_a: ka,
        keys_b: kb,
        cost_a: ca,
        cost_b: cb,
        mcnemar_only_a: m.only_a,
        mcnemar_only_b: m.only_b,
        mcnemar_p: m.p_value,
        wilcoxon_p: wp,
        a_beats_b: more_keys || cheaper,
    })
}

/// The headline against every other configuration: test keys and the whole-answer
/// cost ratio at the deepest N, per run; and, where validation holds pvline problems,
/// the worst whole-answer cost ratio on them.
pub fn across(config: &ExperimentConfig, chosen: &[Entry]) -> Vec<Across> {
    let headline = config.headline();
    let metric_values = |name: &str, split: &str, metric: &str| -> Vec<f64> {
        chosen
            .iter()
            .filter(|e| e.configuration.as_deref() == Some(name))
            .filter_map(|e| e.test.iter().find(|t| t.split == split))
            .map(|t| match metric {
                "test keys" => t.keys() as f64,
                _ => t.per_n.last().map_or(f64::NAN, PerN::cost_ratio),
            })
            .collect()
    };
    let pvline_values = |name: &str| -> Vec<f64> {
        chosen
            .iter()
            .filter(|e| e.configuration.as_deref() == Some(name))
            .filter_map(|e| worst_pvline_ratio(&e.validation))
            .collect()
    };
    let mut out = Vec::new();
    for other in config
        .configuration
        .iter()
        .filter(|c| c.name != headline.name)
    {
        let mut compare = |split: &str, metric: &str, a: Vec<f64>, b: Vec<f64>| {
            if let Some(mw) = stats::mann_whitney(&a, &b) {
                out.push(Across {
                    split: split.to_string(),
                    metric: metric.to_string(),
                    a: headline.name.clone(),
                    b: other.name.clone(),
                    median_a: stats::median(&a).unwrap_or(f64::NAN),
                    median_b: stats::median(&b).unwrap_or(f64::NAN),
                    p_value: mw.p_value,
                    effect: mw.effect,
                });
            }
        };
        for split in &config.test_splits {
            for metric in ["test keys", "cost ratio at the deepest N"] {
                let a = metric_values(&headline.name, split.as_str(), metric);
                let b = metric_values(&other.name, split.as_str(), metric);
                compare(split.as_str(), metric, a, b);
            }
        }
        compare(
            "validation",
            "pvline cost ratio, worst N",
            pvline_values(&headline.name),
            pvline_values(&other.name),
        );
    }
    out
}

/// Whether a role's runs may be the reported result.
pub fn is_headline(config: &ExperimentConfig, e: &Entry) -> bool {
    e.configuration.as_deref() == Some(config.headline().name.as_str())
        && config.headline().role == Role::Headline
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, solved: bool, cost: u64) -> Record {
        Record {
            id: id.to_string(),
            n: 4,
            solved,
            own: 0,
            boards: 0,
            proof: cost,
            fallback: 0,
            alone: 100,
            cpu_us: 0,
        }
    }

    #[test]
    fn paired_comparison_needs_the_same_problems_and_significance() {
        let ids: Vec<String> = (0..40).map(|i| format!("p{i}")).collect();
        let a: Vec<Record> = ids.iter().map(|i| record(i, true, 10)).collect();
        let b: Vec<Record> = ids
            .iter()
            .enumerate()
            .map(|(k, i)| record(i, k % 4 != 0, 50))
            .collect();
        let p = paired("s", ("a", &a), ("b", &b)).expect("same problems");
        assert_eq!(
            (p.keys_a, p.keys_b, p.mcnemar_only_a, p.mcnemar_only_b),
            (40, 30, 10, 0)
        );
        assert!(p.mcnemar_p < 0.01 && p.a_beats_b, "{p:?}");
        // As many keys and a higher cost: no win.
        let c: Vec<Record> = ids.iter().map(|i| record(i, true, 60)).collect();
        let q = paired("s", ("c", &c), ("a", &a)).expect("same problems");
        assert!(!q.a_beats_b, "{q:?}");
        // Different problems cannot be paired.
        assert!(paired("s", ("a", &a[1..]), ("b", &b[1..])).is_some());
        assert!(paired("s", ("a", &a[1..]), ("b", &b[..39])).is_none());
    }

    /// A choice of `configuration` with `keys` of 240 validation problems per N.
    fn chosen(label: &str, configuration: Option<&str>, keys: &[u64]) -> Entry {
        Entry {
            label: label.into(),
            configuration: configuration.map(Into::into),
            seed: None,
            member: None,
            within_limit: false,
            consult_from_n: None,
            candidate: Candidate {
                label: label.into(),
                sexpr: "0.0".into(),
                size: 1,
            },
            validation: keys
                .iter()
                .enumerate()
                .map(|(i, &k)| PerN {
                    n: i as u32 + 1,
                    positions: 240,
                    keys: k,
                    ..PerN::default()
                })
                .collect(),
            test: Vec::new(),
        }
    }

    #[test]
    fn each_arm_counts_the_choices_that_meet_the_criterions_bar() {
        let config = super::super::config::parse(
            "seeds = 4\nchoose = { criterion = \"cheapest-with-keys\", min_keys = 0.95, cost_from_n = 4 }\n\
             [[configuration]]\nname = \"h\"\nrole = \"headline\"\n\
             [[configuration]]\nname = \"a\"\nrole = \"ablation\"\n",
            "test",
        )
        .expect("config");
        // 228 of 240 is 95 %; 227 is not.
        let thorough = [240, 240, 240, 228, 228];
        let short = [240, 240, 240, 240, 227];
        let entries = vec![
            chosen("h1", Some("h"), &thorough),
            chosen("h2", Some("h"), &thorough),
            chosen("h3", Some("h"), &thorough),
            chosen("h4", Some("h"), &short),
            chosen("a1", Some("a"), &short),
            chosen("a2", Some("a"), &short),
            chosen("a3", Some("a"), &short),
            chosen("a4", Some("a"), &thorough),
        ];
        let (runs, compared) = deep_runs(&config, &entries);
        assert_eq!(runs[0].met_bar, ["h1", "h2", "h3"]);
        assert_eq!(runs[1].met_bar, ["a4"]);
        assert_eq!(runs[0].deep.len(), 4, "every one proves 11/12");
        let c = &compared[0];
        assert_eq!((c.met_bar_a, c.met_bar_b, c.runs_a, c.runs_b), (3, 1, 4, 4));
        // Two-sided Fisher for 3 of 4 against 1 of 4: 34 / 70.
        assert!((c.met_bar_fisher_p - 0.4857).abs() < 1e-3, "{c:?}");
        assert!(
            config.choose.bar().contains("95 %"),
            "{}",
            config.choose.bar()
        );
    }

    #[test]
    fn pvline_problems_count_apart_in_depth_and_across_configurations() {
        let config = super::super::config::parse(
            "seeds = 3\n[[configuration]]\nname = \"h\"\nrole = \"headline\"\n\
             [[configuration]]\nname = \"a\"\nrole = \"ablation\"\n",
            "test",
        )
        .expect("config");
        let with_pvline = |label: &str, configuration: &str, cost: u64| {
            let mut e = chosen(label, Some(configuration), &[240, 240, 220, 200, 200]);
            e.validation.push(PerN {
                n: 5,
                pvline: true,
                positions: 120,
                cost,
                alone: 100,
                ..PerN::default()
            });
            e
        };
        let entries = vec![
            with_pvline("h1", "h", 80),
            with_pvline("h2", "h", 90),
            with_pvline("h3", "h", 95),
            with_pvline("a1", "a", 150),
            with_pvline("a2", "a", 160),
            with_pvline("a3", "a", 170),
        ];
        assert!(
            is_deep(&entries[0]),
            "pvline positions without keys do not count"
        );
        let rows = across(&config, &entries);
        let row = (rows.iter())
            .find(|r| r.split == "validation")
            .expect("a pvline row");
        assert_eq!((row.median_a, row.median_b), (0.9, 1.6));
        let plain: Vec<Entry> = (["h1", "h2", "a1", "a2"].iter())
            .map(|l| chosen(l, Some(&l[..1]), &[240; 5]))
            .collect();
        assert!(
            across(&config, &plain)
                .iter()
                .all(|r| r.split != "validation")
        );
    }

    #[test]
    fn a_run_is_deep_from_eleven_twelfths_of_its_validation_keys() {
        let entry = |keys: &[u64]| chosen("x", None, keys);
        assert!(
            is_deep(&entry(&[240, 240, 220, 200, 200])),
            "1,100 of 1,200"
        );
        assert!(!is_deep(&entry(&[240, 240, 220, 200, 199])), "1,099");
        assert!(!is_deep(&entry(&[])), "no validation");
    }

    #[test]
    fn split_result_counts_keys_with_wilson_intervals() {
        let records = vec![record("x", true, 5), record("y", false, 5)];
        let r = SplitResult::new("s", &records);
        assert_eq!(r.keys(), 1);
        let (low, high) = r.keys_ci95[0];
        assert!(
            low > 0.0 && low < 50.0 && high > 50.0 && high < 100.0,
            "{low} {high}"
        );
    }
}
