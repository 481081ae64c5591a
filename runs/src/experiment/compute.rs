//! What the runs cost, read from their logs: each generation logs the seconds it took,
//! so the sum holds whatever invocations made the runs (an experiment resumed on
//! another day, or on another machine, counts every generation once).

use std::collections::BTreeMap;

use serde::Serialize;

use super::config::ExperimentConfig;
use super::launch::all_runs;
use super::store::ExperimentDir;
use crate::run_dir::LogLine;

/// One run's generations, by its log.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RunSeconds {
    pub run: String,
    pub generations: u64,
    /// Σ over generations of the generation's wall time (on one thread, its CPU time).
    pub seconds: f64,
}

/// Every run's generation time, in the experiment's run order; a run without a
/// readable log counts nothing (its lines that do not parse are skipped).
pub fn run_seconds(config: &ExperimentConfig, dir: &ExperimentDir) -> Vec<RunSeconds> {
    all_runs(config)
        .into_iter()
        .map(|spec| {
            let log = dir.run(&spec.configuration, spec.seed).join("log.jsonl");
            let text = std::fs::read_to_string(log).unwrap_or_default();
            let (generations, seconds) = generation_seconds(&text);
            RunSeconds {
                run: format!("{}-s{}", spec.configuration, spec.seed),
                generations,
                seconds,
            }
        })
        .collect()
}

/// Generations logged and their seconds: for a run of islands, each generation
/// counts once, at its slowest island (the islands of one process run together).
pub fn generation_seconds(log: &str) -> (u64, f64) {
    let mut per_generation: BTreeMap<u64, f64> = BTreeMap::new();
    for line in log.lines() {
        if let Ok(l) = serde_json::from_str::<LogLine>(line) {
            let s = per_generation.entry(l.generation).or_default();
            *s = s.max(l.timing.seconds);
        }
    }
    (per_generation.len() as u64, per_generation.values().sum())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(generation: u64, island: Option<usize>, seconds: f64) -> String {
        let island = island.map_or(String::new(), |i| format!(r#""island":{i},"#));
        format!(
            r#"{{"generation":{generation},{island}"stage":"early","best_fitness":1,"mean_fitness":1,"median_fitness":1,"best_size":1,"mean_size":1,"best_depth":0,"mean_depth":0,"best_nodes":1,"mean_nodes":1,"best_solved":[1],"best_solved_total":1,"sample_size":1,"distinct":1,"evaluations":1,"timing":{{"seconds":{seconds},"elapsed":0,"reference_seconds":0,"references_computed":0}}}}"#
        )
    }

    #[test]
    fn generations_sum_once_each_and_torn_lines_count_nothing() {
        let log = [
            line(0, None, 1.5),
            line(1, None, 2.0),
            "{\"generation\":2,".into(),
        ]
        .join("\n");
        assert_eq!(generation_seconds(&log), (2, 3.5));
        let islands = [
            line(0, Some(0), 1.0),
            line(0, Some(1), 3.0),
            line(1, Some(0), 2.0),
            line(1, Some(1), 2.0),
        ]
        .join("\n");
        assert_eq!(generation_seconds(&islands), (2, 5.0));
    }
}
