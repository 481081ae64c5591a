//! The phases after the runs: each run's searcher chosen on validation, then every
//! chosen searcher and baseline tested once on the test splits.

use chess_prims::{Primitives, Program};
use fitness::evolve::{FitnessConfig, Pool};
use fitness::problem::{Problem, builtin};
use gp::Tree;
use serde::{Deserialize, Serialize};

use super::config::{Criterion, ExperimentConfig, TestSplit};
use super::launch::all_runs;
use super::score::{Asked, PerN, Record, Refuted, Scorer, is_pvline, per_n};
use super::shipped;
use super::store::{ExperimentDir, read_json, tree_key, write_json};
use crate::error::CliError;
use crate::searcher_file::{read_run, resolve};

/// A searcher scored in the experiment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    /// `CONFIG-sSEED#K` for a hall-of-fame member, the baseline's name otherwise.
    pub label: String,
    /// The tree (empty for the prover alone).
    pub sexpr: String,
    pub size: usize,
}

/// A run's choice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub configuration: String,
    pub seed: u64,
    pub member: u64,
    pub chosen: Candidate,
    /// The chosen member's validation results per N.
    pub validation: Vec<PerN>,
    /// Whether it met the criterion's cost limit (always for `most-keys`).
    pub within_limit: bool,
    /// The shortest mate length it is consulted at, as it ships
    /// (`ExperimentConfig::shipped`; its validation results are then as shipped too).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consult_from_n: Option<u32>,
}

/// The prover alone as a candidate: its records answer below a shipped searcher's
/// consulted length.
pub fn prover_candidate() -> Candidate {
    Candidate {
        label: PROVER.to_string(),
        sexpr: String::new(),
        size: 0,
    }
}

/// The hand-written baselines, with the prover alone (empty tree).
pub fn baselines() -> Vec<(String, String)> {
    let chain = "(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove \
        (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck \
        (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove -1000) -1000)) -1000)) \
        -1000)) -1000))";
    let mut out = vec![
        ("constant".to_string(), "0.0".to_string()),
        ("checks-chain".to_string(), chain.to_string()),
        // The checks chain with the optional IsForcingMove terminal (docs/PRIMITIVES.md
        // "Threats") and Recurse: what a run with `forcing = true` can find in five nodes.
        (
            "forcing-chain".to_string(),
            "(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse -1000))".to_string(),
        ),
    ];
    if let Ok(fig1) = resolve("fig1-exhaustive") {
        out.push((
            "fig1-exhaustive".to_string(),
            // Printed with the set that read it: ids are the reader's.
            fig1.tree.to_sexpr(Primitives::reader().pset()),
        ));
    }
    out.push((PROVER.to_string(), String::new()));
    out.push((ORACLE.to_string(), String::new()));
    out
}

/// The baseline that is the prover alone.
pub const PROVER: &str = "prover";
/// The floor: the prover's proof of the file's key alone (what a searcher that knew
/// the key at no cost would pay, were its choice proved by the prover).
pub const ORACLE: &str = "key-proof-floor";

/// The problems of a split, each with the mate length it is asked as.
pub fn problems(
    split: &str,
    fitness: &FitnessConfig,
    per_n: usize,
) -> Result<Vec<Problem>, CliError> {
    let max_n = fitness.max_n;
    let lichess = |f: fn(u32) -> &'static [Problem]| -> Vec<Problem> {
        (1..=max_n).flat_map(|n| f(n).iter().cloned()).collect()
    };
    let pool = || Pool::load(fitness).map_err(|e| CliError::input(format!("pool: {e}")));
    Ok(match split {
        "validation" => {
            let pool = pool()?;
            (1..=max_n)
                .filter_map(|n| pool.split(n))
                .flat_map(|s| first_per_group(&s.validation, per_n))
                .collect()
        }
        "withheld" => {
            let pool = pool()?;
            (1..=max_n)
                .filter_map(|n| pool.split(n))
                .flat_map(|s| s.withheld.iter().cloned())
                .collect()
        }
        "holdout" => lichess(builtin::holdout),
        "fresh" => lichess(builtin::fresh),
        "fresh2" => lichess(builtin::fresh2),
        "fresh3" => lichess(builtin::fresh3),
        "fresh4" => lichess(builtin::fresh4),
        "dev" => lichess(builtin::test),
        "matetrack" => builtin::suite("matetrack")
            .unwrap_or(&[])
            .iter()
            .filter(|p| p.mate.is_some_and(|m| m >= 1 && m as u32 <= max_n))
            .cloned()
            .collect(),
        other => return Err(CliError::input(format!("unknown split {other}"))),
    })
}

/// The `pvline` problems' validation part (`ExperimentConfig::validation_pvline`):
/// what validation would hold of them were they training suites of `fitness`, the
/// first `per_n` per N.
pub fn pvline_validation(fitness: &FitnessConfig, per_n: usize) -> Result<Vec<Problem>, CliError> {
    let pvline_only = FitnessConfig {
        train_suites: (1..=fitness.max_n)
            .map(|n| format!("builtin:mate{n}-pvline"))
            .collect(),
        withheld_per_n: 0,
        ..fitness.clone()
    };
    problems("validation", &pvline_only, per_n)
}

/// The first `per_n` of the main problems and the first `per_n` of the `pvline`
/// problems, in file order, so that a second pool in the training suites does not
/// crowd the first out of validation.
fn first_per_group(problems: &[Problem], per_n: usize) -> Vec<Problem> {
    let (mut main, mut pvline) = (0, 0);
    problems
        .iter()
        .filter(|p| {
            let taken = if is_pvline(&p.id) {
                &mut pvline
            } else {
                &mut main
            };
            *taken += 1;
            *taken <= per_n
        })
        .cloned()
        .collect()
}

fn asked(problems: &[Problem]) -> Vec<Asked<'_>> {
    problems
        .iter()
        .filter_map(|p| {
            let n = u32::try_from(p.mate?).ok()?;
            Some(Asked { n, problem: p })
        })
        .collect()
}

/// Scores (or reads the kept scores of) one candidate on one split.
pub fn scores(
    dir: &ExperimentDir,
    scorer: &Scorer,
    prims: &Primitives,
    candidate: &Candidate,
    split: &str,
    problems: &[Problem],
) -> Result<Vec<Record>, CliError> {
    let key = if candidate.sexpr.is_empty() {
        candidate.label.clone()
    } else {
        tree_key(&candidate.sexpr)
    };
    let path = dir.scores(&key, split);
    let asked = asked(problems);
    // Kept scores are reused only for the same problems in the same order: a split's
    // problems can change (validation with or without the pvline problems).
    if let Some(kept) = read_json::<Vec<Record>>(&path)?
        && kept.len() == asked.len()
        && (kept.iter().zip(&asked)).all(|(r, a)| r.id == a.problem.id && r.n == a.n)
    {
        return Ok(kept);
    }
    let records = if candidate.label == ORACLE {
        scorer.oracle(&asked)
    } else if candidate.sexpr.is_empty() {
        scorer.prover(&asked)
    } else {
        let program = compile(prims, &candidate.sexpr)?;
        scorer.searcher(&program, &asked)
    }
    .map_err(CliError::runtime)?;
    write_json(&path, &records)?;
    Ok(records)
}

fn compile(prims: &Primitives, sexpr: &str) -> Result<Program, CliError> {
    let tree = Tree::parse(prims.pset(), sexpr, prims.float())
        .map_err(|e| CliError::input(format!("tree {sexpr}: {e}")))?;
    Program::compile(prims, &tree).map_err(|e| CliError::input(format!("tree {sexpr}: {e}")))
}

/// Every run's choice, made on validation by the criterion; kept in `choices.json`.
pub fn choose_all(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    scorer: &Scorer,
    prims: &Primitives,
    validation: &[Problem],
) -> Result<Vec<Choice>, CliError> {
    if let Some(kept) = read_json::<Vec<Choice>>(&dir.choices())? {
        return Ok(kept);
    }
    let max_n = config.configuration[0].fitness.max_n;
    let prover = if config.shipped {
        scores(
            dir,
            scorer,
            prims,
            &prover_candidate(),
            "validation",
            validation,
        )?
    } else {
        Vec::new()
    };
    let mut choices = Vec::new();
    for spec in all_runs(config) {
        let run_dir = dir.run(&spec.configuration, spec.seed);
        let mut members = Vec::new();
        for place in 1.. {
            match read_run(&run_dir, Some(place)) {
                Ok(run) => members.push((place, run.tree)),
                Err(e) if place == 1 => return Err(CliError::input(e)),
                Err(_) => break,
            }
        }
        let mut scored = Vec::new();
        let mut consulted = Vec::new();
        for (place, tree) in members {
            let candidate = Candidate {
                label: format!("{}-s{}#{place}", spec.configuration, spec.seed),
                sexpr: tree.to_sexpr(prims.pset()),
                size: tree.size(),
            };
            let mut records = scores(dir, scorer, prims, &candidate, "validation", validation)?;
            let from_n = config
                .shipped
                .then(|| shipped::consult_from_n(&records, max_n));
            if let Some(from_n) = from_n {
                records = shipped::as_shipped(&records, from_n, &prover);
            }
            scored.push((place, candidate, per_n(&records)));
            consulted.push(from_n);
        }
        eprintln!(
            "mategp: scored {} hall-of-fame members of {} on validation",
            scored.len(),
            crate::run_dir::shown(&run_dir)
        );
        let (index, within_limit) = pick(config.choose, &scored);
        let consult_from_n = consulted.get(index).copied().flatten();
        let (member, chosen, validation) = scored.swap_remove(index);
        choices.push(Choice {
            configuration: spec.configuration,
            seed: spec.seed,
            member,
            chosen,
            validation,
            within_limit,
            consult_from_n,
        });
    }
    write_json(&dir.choices(), &choices)?;
    Ok(choices)
}

/// The index of the member the criterion picks, and whether it met the criterion's
/// bar. Ties go to the better-placed member (earlier in the hall of fame).
pub fn pick(criterion: Criterion, scored: &[(u64, Candidate, Vec<PerN>)]) -> (usize, bool) {
    let index = criterion
        .preferred(scored.iter().map(|(_, _, v)| v.as_slice()))
        .unwrap_or(0);
    let met = scored
        .get(index)
        .is_some_and(|(_, _, v)| criterion.meets(v));
    (index, met)
}

/// When and for what the test splits were first read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TestRead {
    pub splits: Vec<String>,
    /// Seconds since the Unix epoch.
    pub first_read_unix: u64,
    pub purpose: String,
}

/// Each test split with its problems.
pub type TestProblems = Vec<(TestSplit, Vec<Problem>)>;

/// The problems of one split left out because the prover refutes their file's mate
/// length.
#[derive(Clone, Debug, Serialize)]
pub struct SplitRefuted {
    pub split: String,
    pub problems: Vec<Refuted>,
}

/// The test splits' problems, after recording that they are read (once every choice
/// is made and kept), without those whose file mate length the prover refutes.
pub fn open_test_splits(
    config: &ExperimentConfig,
    dir: &ExperimentDir,
    scorer: &Scorer,
) -> Result<(TestRead, TestProblems, Vec<SplitRefuted>), CliError> {
    let names: Vec<String> = config
        .test_splits
        .iter()
        .map(|s| s.as_str().to_string())
        .collect();
    let read = match read_json::<TestRead>(&dir.test_read())? {
        Some(r) => r,
        None => {
            let r = TestRead {
                splits: names,
                first_read_unix: std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs()),
                purpose: "to test each run's chosen searcher and the baselines, after every \
                          choice was made and written to choices.json"
                    .to_string(),
            };
            write_json(&dir.test_read(), &r)?;
            r
        }
    };
    let fitness = &config.configuration[0].fitness;
    let mut out = Vec::new();
    let mut refuted = Vec::new();
    for &split in &config.test_splits {
        let mut all = problems(split.as_str(), fitness, usize::MAX)?;
        let wrong = scorer.refuted(&asked(&all));
        all.retain(|p| !wrong.iter().any(|r| r.id == p.id));
        if !wrong.is_empty() {
            refuted.push(SplitRefuted {
                split: split.as_str().to_string(),
                problems: wrong,
            });
        }
        out.push((split, all));
    }
    Ok((read, out, refuted))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(keys: [u64; 2], cost: [u64; 2]) -> Vec<PerN> {
        (0..2)
            .map(|i| PerN {
                n: i as u32 + 4,
                positions: 10,
                keys: keys[i],
                cost: cost[i],
                alone: 100,
                ..PerN::default()
            })
            .collect()
    }

    fn scored(members: Vec<Vec<PerN>>) -> Vec<(u64, Candidate, Vec<PerN>)> {
        members
            .into_iter()
            .zip(1..)
            .map(|(m, k)| {
                let c = Candidate {
                    label: format!("#{k}"),
                    sexpr: "0.0".to_string(),
                    size: 1,
                };
                (k, c, m)
            })
            .collect()
    }

    #[test]
    fn keys_within_cost_prefers_keys_among_the_cheap_else_the_cheapest() {
        let criterion = Criterion::KeysWithinCost {
            cost_limit: 0.5,
            cost_from_n: 4,
        };
        let members = scored(vec![
            member([10, 10], [90, 90]), // most keys, too dear
            member([8, 7], [40, 50]),   // within the limit
            member([9, 7], [30, 45]),   // within, more keys
            member([9, 7], [20, 20]),   // within, as many keys, later place
        ]);
        assert_eq!(pick(criterion, &members), (2, true));
        let all_dear = scored(vec![member([10, 10], [90, 90]), member([1, 1], [60, 51])]);
        assert_eq!(pick(criterion, &all_dear), (1, false), "the cheapest");
        assert_eq!(pick(Criterion::MostKeys, &members), (0, true));
    }

    #[test]
    fn cheapest_with_keys_prefers_cost_among_the_thorough_else_keys() {
        let criterion = Criterion::CheapestWithKeys {
            min_keys: 0.8,
            cost_from_n: 4,
            pvline_cost_limit: None,
        };
        let members = scored(vec![
            member([10, 10], [90, 95]), // all keys, dearest
            member([9, 8], [40, 70]),   // at the bar, worst ratio 0.7
            member([9, 7], [10, 10]),   // cheapest, below the bar at N = 5
            member([10, 8], [30, 60]),  // at the bar, worst ratio 0.6
            member([8, 8], [60, 30]),   // at the bar, worst ratio 0.6, fewer keys
        ]);
        assert_eq!(pick(criterion, &members), (3, true));
        let none = scored(vec![member([7, 1], [1, 1]), member([7, 7], [99, 99])]);
        assert_eq!(pick(criterion, &none), (1, false), "the most keys");
        let tied = scored(vec![member([9, 9], [50, 50]), member([9, 9], [50, 50])]);
        assert_eq!(pick(criterion, &tied), (0, true), "the better-placed");
    }

    /// `member` with `pvline` problems whose whole answer costs `pvline_cost`% of the
    /// prover's at N = 4 and 5, the lengths the main cost is read at, with every key
    /// (they must count neither towards the keys nor towards the main cost).
    fn with_pvline(mut m: Vec<PerN>, pvline_cost: [u64; 2]) -> Vec<PerN> {
        m.extend((0..2).map(|i| PerN {
            n: i as u32 + 4,
            pvline: true,
            positions: 10,
            keys: 10,
            cost: pvline_cost[i],
            alone: 100,
            ..PerN::default()
        }));
        m
    }

    #[test]
    fn cheapest_with_keys_asks_the_pvline_limit_and_counts_no_pvline_keys() {
        let criterion = Criterion::CheapestWithKeys {
            min_keys: 0.8,
            cost_from_n: 4,
            pvline_cost_limit: Some(1.0),
        };
        let members = scored(vec![
            with_pvline(member([10, 10], [20, 20]), [150, 90]), // cheapest, dear on pvline
            with_pvline(member([10, 10], [40, 40]), [10, 10]),  // within the pvline limit
            with_pvline(member([9, 9], [30, 30]), [90, 95]),    // within, cheaper
            with_pvline(member([7, 7], [10, 10]), [10, 10]),    // below the keys bar
        ]);
        assert_eq!(pick(criterion, &members), (2, true));
        let all_dear = scored(vec![
            with_pvline(member([10, 10], [20, 20]), [300, 90]),
            with_pvline(member([10, 10], [40, 40]), [120, 90]),
            with_pvline(member([1, 1], [1, 1]), [10, 10]),
        ]);
        assert_eq!(
            pick(criterion, &all_dear),
            (1, false),
            "least dear on pvline"
        );
        let unlimited = Criterion::CheapestWithKeys {
            min_keys: 0.8,
            cost_from_n: 4,
            pvline_cost_limit: None,
        };
        assert_eq!(pick(unlimited, &members), (0, true), "pvline ignored");
    }

    /// The default Lichess training suites and the pvline ones, as the pvline
    /// experiment trains.
    fn lichess_and_pvline() -> FitnessConfig {
        FitnessConfig {
            train_suites: (1..=5)
                .flat_map(|n| {
                    [
                        format!("builtin:mate{n}-train"),
                        format!("builtin:mate{n}-pvline"),
                    ]
                })
                .collect(),
            ..FitnessConfig::default()
        }
    }

    #[test]
    fn validation_takes_the_first_problems_of_each_pool() {
        let fitness = lichess_and_pvline();
        let validation = problems("validation", &fitness, 100).unwrap_or_default();
        for n in 1..=5 {
            let of_n = validation.iter().filter(|p| p.mate == Some(n));
            let (pvline, main): (Vec<&Problem>, Vec<&Problem>) =
                of_n.partition(|p| is_pvline(&p.id));
            assert_eq!((main.len(), pvline.len()), (100, 100), "mate in {n}");
        }
        let lichess_only =
            problems("validation", &FitnessConfig::default(), 100).unwrap_or_default();
        assert_eq!(lichess_only.len(), 500);
    }

    /// A kept score file is reused only for the very problems it scored: one of the
    /// same length made for other problems (validation before `validation_pvline`
    /// changed it, say) is scored again, never read as theirs.
    #[test]
    fn kept_scores_of_other_problems_are_scored_again() {
        let tmp = tempfile::tempdir().expect("tempdir");
        let dir = ExperimentDir::new(tmp.path());
        let scorer = Scorer::new(1000);
        let prims = Primitives::reader();
        let problems: Vec<Problem> = builtin::test(1)[..2].to_vec();
        let fresh =
            scores(&dir, &scorer, &prims, &prover_candidate(), "s", &problems).expect("scored");
        assert_eq!(
            scores(&dir, &scorer, &prims, &prover_candidate(), "s", &problems).ok(),
            Some(fresh.clone())
        );
        let others: Vec<Problem> = builtin::test(1)[2..4].to_vec();
        let other =
            scores(&dir, &scorer, &prims, &prover_candidate(), "s", &others).expect("scored");
        let ids: Vec<&str> = other.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, [others[0].id.as_str(), others[1].id.as_str()]);
        assert_ne!(other, fresh);
    }

    /// `validation_pvline` adds exactly what a pool training on the pvline suites
    /// would validate on: the last fifth of each file, none of what it trains on.
    #[test]
    fn pvline_validation_is_the_validation_part_of_the_pvline_suites() {
        let lichess = FitnessConfig::default();
        let added = pvline_validation(&lichess, 240).unwrap_or_default();
        let trained = lichess_and_pvline();
        let mut expected: Vec<String> = problems("validation", &trained, 240)
            .unwrap_or_default()
            .into_iter()
            .filter(|p| is_pvline(&p.id))
            .map(|p| p.id)
            .collect();
        let mut got: Vec<String> = added.iter().map(|p| p.id.clone()).collect();
        assert_eq!(got.len(), 5 * 120, "the last fifth of 600 per N");
        got.sort();
        expected.sort();
        assert_eq!(got, expected);
        let pool = Pool::load(&trained).expect("the pool loads");
        for n in 1..=5 {
            let train = &pool.split(n).expect("every N").train;
            assert!(
                added.iter().all(|p| train.iter().all(|t| t.id != p.id)),
                "mate in {n}: a validation problem is trained on"
            );
        }
    }

    #[test]
    fn baselines_parse_and_end_with_the_cost_references() {
        let prims = Primitives::reader();
        let names: Vec<String> = baselines().into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            [
                "constant",
                "checks-chain",
                "forcing-chain",
                "fig1-exhaustive",
                PROVER,
                ORACLE
            ]
        );
        for (name, sexpr) in baselines() {
            if !sexpr.is_empty() {
                compile(&prims, &sexpr).unwrap_or_else(|e| panic!("{name}: {e}"));
            }
        }
    }
}
