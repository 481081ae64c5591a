//! `log.jsonl`: one JSON line per generation.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

use fitness::evolve::write_atomic;
use serde::{Deserialize, Serialize};

/// One generation. Every field but `timing` is a function of the config and seed
/// alone: a resumed run, or one on another number of threads, logs the same values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogLine {
    /// The generation (0 is the random initial one).
    pub generation: u64,
    /// The fitness stage the generation was scored in: `early` or `late`.
    pub stage: String,
    /// Fitness of the generation's best individual.
    pub best_fitness: f64,
    /// Mean fitness over the population.
    pub mean_fitness: f64,
    /// Median fitness over the population.
    pub median_fitness: f64,
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
}

/// Appends one line (a single write, so a kill leaves at most a partial last line).
pub fn append(path: &Path, line: &LogLine) -> io::Result<()> {
    let mut text = serde_json::to_string(line).map_err(io::Error::other)?;
    text.push('\n');
    let mut f = OpenOptions::new().create(true).append(true).open(path)?;
    f.write_all(text.as_bytes())
}

/// The lines of a log, up to the first that does not parse (a partial last line
/// left by a kill). A missing file is an empty log.
pub fn read_log(path: &Path) -> io::Result<Vec<LogLine>> {
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    Ok(text
        .lines()
        .map_while(|l| serde_json::from_str::<LogLine>(l).ok())
        .collect())
}

/// Keeps the lines of generations up to `last` (none for `None`), in order and
/// without gaps, rewriting the file atomically; returns them.
pub fn truncate_log(path: &Path, last: Option<u64>) -> io::Result<Vec<LogLine>> {
    let mut kept = Vec::new();
    if let Some(last) = last {
        for (i, l) in read_log(path)?.into_iter().enumerate() {
            if l.generation != i as u64 || l.generation > last {
                break;
            }
            kept.push(l);
        }
    }
    let mut text = String::new();
    for l in &kept {
        text.push_str(&serde_json::to_string(l).map_err(io::Error::other)?);
        text.push('\n');
    }
    write_atomic(path, text.as_bytes())?;
    Ok(kept)
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
            stage: "early".into(),
            best_fitness: x,
            mean_fitness: 0.1 + 0.2,
            median_fitness: 1e6 / 3.0,
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
    }
}
