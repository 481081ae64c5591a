//! `log.jsonl`: one JSON line per generation.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::Path;

use fitness::evolve::MateEvaluator;
use gp::Evolution;
use serde::{Deserialize, Serialize};

/// One generation. Every field but `timing` is a function of the config and seed
/// alone: a resumed run, or one on another number of threads, logs the same values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLine {
    /// The generation (0 is the random initial one).
    pub generation: u64,
    /// The island of a run of several (`[islands] count`), which logs one line per
    /// island and generation, in island order; absent for a run of one population.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub island: Option<usize>,
    /// The epoch of a run with restarts (`fitness.restarts`, docs/EVOLUTION.md), from
    /// 0; absent for a run without.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub epoch: Option<u32>,
    /// The fitness stage the generation was scored in: `early` or `late`.
    pub stage: String,
    /// Fitness of the generation's best individual.
    pub best_fitness: f64,
    /// Mean fitness over the population.
    pub mean_fitness: f64,
    /// Median fitness over the population.
    pub median_fitness: f64,
    /// Lowest fitness in the population. Logs written before it was logged lack it
    /// (as `std_fitness`); `resume` reads them all the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_fitness: Option<f64>,
    /// Standard deviation of fitness over the population (of the population itself,
    /// as DEAP's logbook gives it: divided by the population size).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub std_fitness: Option<f64>,
    /// Size (nodes) of the best tree.
    pub best_size: usize,
    /// Mean tree size.
    pub mean_size: f64,
    /// Depth of the best tree.
    pub best_depth: usize,
    /// Mean tree depth.
    pub mean_depth: f64,
    /// Search nodes the best individual used over the sample.
    pub best_nodes: u64,
    /// Mean search nodes over the population.
    pub mean_nodes: f64,
    /// Problems the best individual solved, per N (index 0: mate in 1).
    pub best_solved: Vec<u32>,
    /// Their sum.
    pub best_solved_total: u32,
    /// Problems in the sample.
    pub sample_size: usize,
    /// Distinct trees in the population.
    pub distinct: usize,
    /// Evaluator calls this generation.
    pub evaluations: u64,
    /// Wall-clock measurements: the only fields that differ between equal runs.
    pub timing: Timing,
}

/// Wall-clock facts about a generation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timing {
    /// Seconds this generation took, files included.
    pub seconds: f64,
    /// Seconds since the run began (over all sessions of a resumed run).
    pub elapsed: f64,
    /// Seconds spent solving reference problems this generation.
    pub reference_seconds: f64,
    /// Reference problems solved this generation (0 when the cache knew them all).
    pub references_computed: usize,
    /// The island migration after this generation, as this island's process paid
    /// it; absent when none was due.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub migration: Option<MigrationTiming>,
}

/// One migration's wall time in seconds, in the parts of [`gp::MigrationCost`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MigrationTiming {
    /// Waiting for every process to finish the generation (load imbalance).
    pub wait_seconds: f64,
    /// The ring transfer, after everyone arrived.
    pub exchange_seconds: f64,
    /// Encoding, decoding, checking and placing migrants.
    pub local_seconds: f64,
    /// Bytes the process sent.
    pub bytes_sent: usize,
}

impl From<gp::MigrationCost> for MigrationTiming {
    fn from(cost: gp::MigrationCost) -> Self {
        MigrationTiming {
            wait_seconds: cost.wait.as_secs_f64(),
            exchange_seconds: cost.exchange.as_secs_f64(),
            local_seconds: cost.local.as_secs_f64(),
            bytes_sent: cost.bytes_sent,
        }
    }
}

/// The first bytes of every line: `generation` is the first field, so a line cut
/// short by a crash still shows which generation it was for.
pub fn line_start(generation: u64) -> String {
    format!("{{\"generation\":{generation},")
}

/// Appends a generation's lines (one per island) in a single write, so a kill leaves
/// either the whole lines or, should the write itself be cut short, a part without
/// its newline. The lines are synced before the generation's checkpoint is: after a
/// power cut the disk may otherwise hold the checkpoint without its log line, which
/// `resume` refuses.
pub fn append(path: &Path, lines: &[LogLine]) -> io::Result<()> {
    let mut text = String::new();
    for line in lines {
        text.push_str(&serde_json::to_string(line).map_err(io::Error::other)?);
        text.push('\n');
    }
    let mut f = OpenOptions::new().create(true).append(true).open(path)?;
    f.write_all(text.as_bytes())?;
    f.sync_data()
}

/// The log line of the generation `evo` has just made (or, after loading a
/// checkpoint, the one it last made: its `sample_size` is then 0, as the checkpoint
/// keeps no sample).
pub fn log_line(evo: &Evolution<MateEvaluator>, timing: Timing) -> Option<LogLine> {
    let s = evo.stats()?;
    let pop = evo.population();
    let best = pop.get(s.best_index)?;
    let ev = evo.evaluator();
    let mean_nodes = pop.iter().map(|i| i.stats.nodes as f64).sum::<f64>() / pop.len() as f64;
    // Summed in index order, so that equal runs log equal values.
    let variance = pop
        .iter()
        .map(|i| (i.fitness - s.fitness.mean).powi(2))
        .sum::<f64>()
        / pop.len() as f64;
    Some(LogLine {
        generation: s.generation,
        island: None,
        epoch: (ev.config().restarts > 0).then(|| ev.epochs().restarts),
        stage: ev.stage().as_str().to_string(),
        best_fitness: s.best_fitness,
        mean_fitness: s.fitness.mean,
        median_fitness: s.fitness.median,
        min_fitness: Some(s.fitness.min),
        std_fitness: Some(variance.sqrt()),
        best_size: s.best_size,
        mean_size: s.size.mean,
        best_depth: s.best_depth,
        mean_depth: s.depth.mean,
        best_nodes: best.stats.nodes,
        mean_nodes,
        best_solved: best.stats.solved.clone(),
        best_solved_total: best.stats.solved_total(),
        sample_size: ev.sample().len(),
        distinct: s.distinct,
        evaluations: s.evaluations,
        timing,
    })
}

/// Floats equal but for rounding: logs rewritten by mategp before `float_roundtrip`
/// hold values read back one unit in the last place off.
fn close(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

/// Close, or not known on both sides.
fn both_close(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => close(a, b),
        _ => true,
    }
}

/// The first field outside `timing` in which two lines of a generation differ, if
/// any; `sample_size` is left out when `with_sample` is false (a line made from a
/// checkpoint does not know it).
pub fn first_difference(a: &LogLine, b: &LogLine, with_sample: bool) -> Option<&'static str> {
    // Destructured, so that a new field cannot be forgotten here.
    let LogLine {
        generation,
        island,
        epoch,
        stage,
        best_fitness,
        mean_fitness,
        median_fitness,
        min_fitness,
        std_fitness,
        best_size,
        mean_size,
        best_depth,
        mean_depth,
        best_nodes,
        mean_nodes,
        best_solved,
        best_solved_total,
        sample_size,
        distinct,
        evaluations,
        timing: _,
    } = a;
    let checks = [
        ("generation", *generation == b.generation),
        ("island", *island == b.island),
        ("epoch", *epoch == b.epoch),
        ("stage", *stage == b.stage),
        ("best_fitness", close(*best_fitness, b.best_fitness)),
        ("mean_fitness", close(*mean_fitness, b.mean_fitness)),
        ("median_fitness", close(*median_fitness, b.median_fitness)),
        // A line of an older log has neither: nothing to compare.
        ("min_fitness", both_close(*min_fitness, b.min_fitness)),
        ("std_fitness", both_close(*std_fitness, b.std_fitness)),
        ("best_size", *best_size == b.best_size),
        ("mean_size", close(*mean_size, b.mean_size)),
        ("best_depth", *best_depth == b.best_depth),
        ("mean_depth", close(*mean_depth, b.mean_depth)),
        ("best_nodes", *best_nodes == b.best_nodes),
        ("mean_nodes", close(*mean_nodes, b.mean_nodes)),
        ("best_solved", *best_solved == b.best_solved),
        (
            "best_solved_total",
            *best_solved_total == b.best_solved_total,
        ),
        ("sample_size", !with_sample || *sample_size == b.sample_size),
        ("distinct", *distinct == b.distinct),
        ("evaluations", *evaluations == b.evaluations),
    ];
    checks.iter().find(|(_, same)| !same).map(|(name, _)| *name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_read_back_exactly() {
        // Without serde_json's float_roundtrip this reads back as 2012.091390860155.
        let x = 2012.0913908601547_f64;
        let line = LogLine {
            generation: 0,
            island: None,
            epoch: None,
            stage: "early".into(),
            best_fitness: x,
            mean_fitness: 0.1 + 0.2,
            median_fitness: 1e6 / 3.0,
            min_fitness: Some(0.5),
            std_fitness: Some(2f64.sqrt()),
            best_size: 1,
            mean_size: 2.0 / 3.0,
            best_depth: 1,
            mean_depth: 1.0 / 7.0,
            best_nodes: 1,
            mean_nodes: 1e-300 * 3.0,
            best_solved: vec![1],
            best_solved_total: 1,
            sample_size: 1,
            distinct: 1,
            evaluations: 1,
            timing: Timing::default(),
        };
        let text = serde_json::to_string(&line).expect("encodes");
        let back: LogLine = serde_json::from_str(&text).expect("decodes");
        assert_eq!(back.best_fitness.to_bits(), x.to_bits());
        assert_eq!(back, line);
        // A line of a log written before min and std were logged reads back too.
        let mut old: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        if let Some(fields) = old.as_object_mut() {
            fields.remove("min_fitness");
            fields.remove("std_fitness");
        }
        let old: LogLine = serde_json::from_value(old).expect("an old line decodes");
        assert_eq!((old.min_fitness, old.std_fitness), (None, None));
        assert_eq!(first_difference(&old, &line, true), None);
        let mut other = line.clone();
        other.std_fitness = Some(1.0);
        assert_eq!(first_difference(&other, &line, true), Some("std_fitness"));
    }
}
