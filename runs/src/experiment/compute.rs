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
    pub configuration: String,
    pub generations: u64,
    /// Epochs the run went through (1 without restarts, docs/EVOLUTION.md "Restarts").
    pub epochs: u32,
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
                configuration: spec.configuration.clone(),
                generations,
                epochs: epochs(&text),
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

/// Epochs in a log: one more than the last epoch logged, 1 for a log without.
pub fn epochs(log: &str) -> u32 {
    log.lines()
        .filter_map(|line| serde_json::from_str::<LogLine>(line).ok())
        .filter_map(|l| l.epoch)
        .max()
        .map_or(1, |e| e.saturating_add(1))
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
        assert_eq!(epochs(&islands), 1, "no restarts, one epoch");
        let restarted = [line(0, None, 1.0), line(1, None, 1.0), line(2, None, 1.0)]
            .map(|l| l.replacen("\"stage\"", "\"epoch\":E,\"stage\"", 1));
        let restarted = [
            restarted[0].replace('E', "0"),
            restarted[1].replace('E', "0"),
            restarted[2].replace('E', "1"),
        ]
        .join("\n");
        assert_eq!(epochs(&restarted), 2);
    }
}
