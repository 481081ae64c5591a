//! Reading `log.jsonl` back when a run resumes, and deciding what of it stands.
//!
//! Within a generation the log line is appended before the checkpoint is renamed into
//! place, so a kill can leave, after the lines of the checkpointed generations, one
//! line for the generation after them, or a part of it without its newline. `resume`
//! redoes that generation, which makes the same line again (timing aside), so it cuts
//! the file just before the line: the bytes before the cut are never rewritten. Any
//! other disagreement between the log and the checkpoint is not something a kill
//! leaves, and is refused.

use std::fs;
use std::io;
use std::path::Path;

use super::log::{LogLine, first_difference, line_start};

/// A complete line of the log: where it ends (after its newline) and what it says.
#[derive(Debug)]
pub struct Entry {
    /// The byte offset just past the line's newline.
    pub end: u64,
    /// The line, or why it is not one.
    pub line: Result<LogLine, String>,
}

/// `log.jsonl` as found.
#[derive(Debug, Default)]
pub struct Scan {
    /// Whether the file exists.
    pub exists: bool,
    /// Its newline-terminated lines.
    pub entries: Vec<Entry>,
    /// What follows the last newline, if anything: a line whose write was cut short.
    pub torn: Option<Vec<u8>>,
    /// The file's length in bytes.
    pub len: u64,
}

/// Reads `path`; a missing file is an empty, non-existent log.
pub fn scan(path: &Path) -> io::Result<Scan> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Scan::default()),
        Err(e) => return Err(e),
    };
    Ok(scan_bytes(&bytes))
}

/// The scan of a log's contents.
pub fn scan_bytes(bytes: &[u8]) -> Scan {
    let mut entries = Vec::new();
    let mut start = 0;
    while let Some(at) = bytes[start..].iter().position(|&b| b == b'\n') {
        let text = &bytes[start..start + at];
        let line = std::str::from_utf8(text)
            .map_err(|e| e.to_string())
            .and_then(|t| serde_json::from_str::<LogLine>(t).map_err(|e| e.to_string()));
        start += at + 1;
        entries.push(Entry {
            end: start as u64,
            line,
        });
    }
    Scan {
        exists: true,
        entries,
        torn: (start < bytes.len()).then(|| bytes[start..].to_vec()),
        len: bytes.len() as u64,
    }
}

/// The part of the log a run continues from: its first lines, which `resume` keeps
/// byte for byte.
#[derive(Debug, PartialEq)]
pub struct Kept {
    /// The lines, generation 0 first.
    pub lines: Vec<LogLine>,
    /// Where each line ends in the file.
    pub ends: Vec<u64>,
}

impl Kept {
    /// The bytes of the file the first `n` lines take.
    pub fn len_of(&self, n: usize) -> u64 {
        n.checked_sub(1)
            .and_then(|i| self.ends.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The bytes of the file the kept lines take.
    pub fn len(&self) -> u64 {
        self.len_of(self.lines.len())
    }
}

/// Why a log cannot be continued: the line (1-based) and what is wrong with it.
#[derive(Debug, PartialEq)]
pub struct Refusal {
    /// The line at fault; `None` when the file itself is missing.
    pub line: Option<usize>,
    /// What is wrong.
    pub reason: String,
}

fn refuse(line: usize, reason: impl Into<String>) -> Refusal {
    Refusal {
        line: Some(line),
        reason: reason.into(),
    }
}

/// A line mategp may have left half-written: the start of generation `g`'s line.
fn torn_line_of(bytes: &[u8], g: u64) -> bool {
    let start = line_start(g);
    let start = start.as_bytes();
    let n = bytes.len().min(start.len());
    bytes[..n] == start[..n]
}

/// The checkpoint a log is checked against: its generation, and the log lines made
/// from it (one per island).
pub struct CheckpointView<'a> {
    /// The generation the checkpoint was written after.
    pub generation: u64,
    /// Its log lines, made from the checkpoint (timing and sample size unknown), in
    /// island order.
    pub lines: &'a [LogLine],
}

/// Where line `i` (0-based) of a log of `islands` islands belongs: its generation and
/// island (none for a run of one population).
fn place(i: usize, islands: usize) -> (u64, Option<usize>) {
    let g = (i / islands) as u64;
    (g, (islands > 1).then_some(i % islands))
}

/// What `resume` keeps of the log of a run of `islands` islands when the last
/// checkpoint is `checkpoint` (`None` when there is none yet): the lines of
/// generations 0 to the checkpoint's, which must be there, in order (a generation's
/// lines in island order), with the last generation's agreeing with the checkpoint.
/// After them may follow lines for the next generation (complete, or the last cut
/// short), which are dropped. Anything else is refused, naming the first line at
/// fault.
pub fn keep_for_resume(
    scan: &Scan,
    checkpoint: Option<CheckpointView>,
    islands: usize,
) -> Result<Kept, Refusal> {
    let k = islands.max(1);
    let needed = checkpoint
        .as_ref()
        .map_or(0, |c| lines_through(c.generation).saturating_mul(k));
    let mut kept = Kept {
        lines: Vec::new(),
        ends: Vec::new(),
    };
    for (i, e) in scan.entries.iter().enumerate() {
        let n = i + 1;
        let line = e
            .line
            .as_ref()
            .map_err(|why| refuse(n, format!("not a log line ({why})")))?;
        let (g, island) = place(i, k);
        if line.generation != g {
            return Err(refuse(
                n,
                format!(
                    "generation {}, where generation {g} belongs",
                    line.generation
                ),
            ));
        }
        if line.island != island {
            return Err(refuse(
                n,
                format!(
                    "island {}, where {} belongs",
                    shown_island(line.island),
                    shown_island(island)
                ),
            ));
        }
        if i >= needed.saturating_add(k) {
            return Err(refuse(n, past_checkpoint(g, &checkpoint)));
        }
        if i < needed {
            kept.lines.push(line.clone());
            kept.ends.push(e.end);
        }
    }
    let logged = scan.entries.len();
    if logged < needed {
        // `needed` is at least 1 here, so there is a checkpoint.
        let c = checkpoint.as_ref().map_or(0, |c| c.generation);
        if !scan.exists {
            return Err(Refusal {
                line: None,
                reason: format!("the file is missing, but the checkpoint is at generation {c}"),
            });
        }
        let what = if scan.torn.is_some() {
            "is cut short"
        } else {
            "is missing"
        };
        let (g, island) = place(logged, k);
        let of = island.map_or(String::new(), |i| format!(" (island {i})"));
        return Err(refuse(
            logged + 1,
            format!("generation {g}'s line{of} {what}, but the checkpoint is at generation {c}"),
        ));
    }
    if let Some(torn) = &scan.torn {
        let n = logged + 1;
        let (g, _) = place(logged, k);
        if logged >= needed.saturating_add(k) {
            return Err(refuse(n, past_checkpoint(g, &checkpoint)));
        }
        if !torn_line_of(torn, g) {
            return Err(refuse(
                n,
                format!("text without a newline that does not begin as generation {g}'s line"),
            ));
        }
    }
    if let Some(c) = &checkpoint {
        let first = needed.saturating_sub(k);
        let last = kept.lines.get(first..).unwrap_or_default();
        for (j, (logged, made)) in last.iter().zip(c.lines).enumerate() {
            if let Some(field) = first_difference(logged, made, false) {
                let of = logged
                    .island
                    .map_or(String::new(), |i| format!(" (island {i})"));
                return Err(refuse(
                    first + j + 1,
                    format!(
                        "generation {}'s `{field}`{of} differs from the checkpoint's",
                        c.generation
                    ),
                ));
            }
        }
    }
    Ok(kept)
}

fn shown_island(island: Option<usize>) -> String {
    island.map_or("none".to_string(), |i| i.to_string())
}

/// The lines of generations 0 to `generation`. Saturates: `generation + 1` overflowed
/// for the largest generation (found by fuzzing), and no file holds that many lines.
fn lines_through(generation: u64) -> usize {
    usize::try_from(generation).map_or(usize::MAX, |g| g.saturating_add(1))
}

fn past_checkpoint(g: u64, checkpoint: &Option<CheckpointView>) -> String {
    match checkpoint {
        Some(c) => format!(
            "generation {g} is more than one past the checkpoint's generation {}, and a stopped run leaves at most one",
            c.generation
        ),
        None => format!(
            "generation {g} is logged, but there is no checkpoint, and a stopped run leaves at most generation 0's line without one"
        ),
    }
}

/// What `resume --repair-log` keeps: the lines from the start that are in place
/// (line k is generation k's), up to the checkpoint's generation when there is one.
pub fn keep_for_repair(scan: &Scan, checkpoint: Option<u64>) -> Kept {
    let mut kept = Kept {
        lines: Vec::new(),
        ends: Vec::new(),
    };
    let limit = checkpoint.map_or(usize::MAX, lines_through);
    for (i, e) in scan.entries.iter().enumerate().take(limit) {
        match &e.line {
            Ok(l) if l.generation == i as u64 => {
                kept.lines.push(l.clone());
                kept.ends.push(e.end);
            }
            _ => break,
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_dir::Timing;

    fn line(g: u64) -> LogLine {
        LogLine {
            generation: g,
            island: None,
            epoch: None,
            stage: "early".into(),
            best_fitness: 2012.0913908601547,
            mean_fitness: 0.1 + 0.2,
            median_fitness: 3.0,
            min_fitness: Some(0.0),
            std_fitness: Some(1.5),
            best_size: 7,
            mean_size: 12.5,
            best_depth: 3,
            mean_depth: 2.5,
            best_nodes: 100 + g,
            mean_nodes: 1e6 / 3.0,
            best_solved: vec![1, 2],
            best_solved_total: 3,
            sample_size: 4,
            distinct: 20,
            evaluations: 20,
            timing: Timing {
                seconds: 0.5,
                elapsed: g as f64,
                reference_seconds: 0.1,
                references_computed: 1,
                migration: None,
            },
        }
    }

    fn text(lines: &[LogLine]) -> String {
        lines
            .iter()
            .map(|l| serde_json::to_string(l).expect("encodes") + "\n")
            .collect()
    }

    fn view(line: &LogLine) -> CheckpointView<'_> {
        CheckpointView {
            generation: line.generation,
            lines: std::slice::from_ref(line),
        }
    }

    fn resume(text: &str, checkpoint: Option<&LogLine>) -> Result<Kept, Refusal> {
        keep_for_resume(&scan_bytes(text.as_bytes()), checkpoint.map(view), 1)
    }

    #[test]
    fn a_consistent_log_is_kept_whole() {
        let lines: Vec<_> = (0..4).map(line).collect();
        let t = text(&lines);
        let kept = resume(&t, Some(&line(3))).expect("kept");
        assert_eq!(kept.lines, lines);
        assert_eq!(kept.len(), t.len() as u64);
    }

    #[test]
    fn the_line_after_the_checkpoint_is_dropped_whole_or_torn() {
        let lines: Vec<_> = (0..4).map(line).collect();
        let keep = text(&lines[..3]);
        let whole = text(&lines);
        let kept = resume(&whole, Some(&line(2))).expect("a whole line past");
        assert_eq!(kept.len(), keep.len() as u64);
        for cut in [1, 5, 20, whole.len() - keep.len() - 1] {
            let torn = &whole[..keep.len() + cut];
            let kept = resume(torn, Some(&line(2))).expect("a torn line");
            assert_eq!(kept.lines, lines[..3].to_vec(), "cut {cut}");
            assert_eq!(kept.len(), keep.len() as u64);
        }
        // No checkpoint yet: generation 0's line, whole or torn, goes.
        let first = text(&lines[..1]);
        assert_eq!(resume(&first, None).expect("kept").len(), 0);
        assert_eq!(resume(&first[..9], None).expect("kept").len(), 0);
        assert_eq!(resume("", None).expect("kept").len(), 0);
        let missing = keep_for_resume(&Scan::default(), None, 1).expect("kept");
        assert!(missing.lines.is_empty());
    }

    #[test]
    fn a_garbled_middle_line_is_refused_by_number() {
        let lines: Vec<_> = (0..5).map(line).collect();
        let t = text(&lines).replacen("\"generation\":2,", "\"generation\":2,,", 1);
        let r = resume(&t, Some(&line(4))).expect_err("refused");
        assert_eq!(r.line, Some(3));
        assert!(r.reason.contains("not a log line"), "{}", r.reason);
    }

    #[test]
    fn a_missing_or_misplaced_generation_is_refused() {
        let mut lines: Vec<_> = (0..5).map(line).collect();
        lines.remove(2);
        let r = resume(&text(&lines), Some(&line(4))).expect_err("refused");
        assert_eq!(r.line, Some(3));
        assert!(
            r.reason
                .contains("generation 3, where generation 2 belongs"),
            "{}",
            r.reason
        );
        let short: Vec<_> = (0..3).map(line).collect();
        let r = resume(&text(&short), Some(&line(4))).expect_err("refused");
        assert_eq!(r.line, Some(4));
        assert!(
            r.reason.contains("generation 3's line is missing"),
            "{}",
            r.reason
        );
        let r = keep_for_resume(&Scan::default(), Some(view(&line(4))), 1).expect_err("refused");
        assert_eq!(r.line, None);
        assert!(r.reason.contains("missing"), "{}", r.reason);
    }

    #[test]
    fn lines_far_past_the_checkpoint_are_refused() {
        let lines: Vec<_> = (0..6).map(line).collect();
        let r = resume(&text(&lines), Some(&line(3))).expect_err("refused");
        assert_eq!(r.line, Some(6));
        let r = resume(&text(&lines[..2]), None).expect_err("refused");
        assert_eq!(r.line, Some(2));
        // A torn line after a whole one past the checkpoint.
        let t = text(&lines[..5]) + "{\"generation\":5,";
        let r = resume(&t, Some(&line(3))).expect_err("refused");
        assert_eq!(r.line, Some(6));
    }

    #[test]
    fn a_tail_that_is_not_a_torn_log_line_is_refused() {
        let lines: Vec<_> = (0..3).map(line).collect();
        let t = text(&lines) + "hello";
        let r = resume(&t, Some(&line(2))).expect_err("refused");
        assert_eq!(r.line, Some(4));
        // The checkpointed generation's line without its newline is not torn: it is
        // the line of a generation the checkpoint covers.
        let t = text(&lines);
        let r = resume(&t[..t.len() - 1], Some(&line(2))).expect_err("refused");
        assert_eq!(r.line, Some(3));
        assert!(r.reason.contains("cut short"), "{}", r.reason);
    }

    #[test]
    fn the_last_kept_line_must_agree_with_the_checkpoint() {
        let lines: Vec<_> = (0..3).map(line).collect();
        let mut other = line(2);
        other.best_nodes += 1;
        let r = resume(&text(&lines), Some(&other)).expect_err("refused");
        assert_eq!(r.line, Some(3));
        assert!(r.reason.contains("best_nodes"), "{}", r.reason);
        // The checkpoint knows no sample size; one ulp is rounding, not a difference.
        let mut same = line(2);
        same.sample_size = 0;
        same.best_fitness = 2012.091390860155;
        assert!(resume(&text(&lines), Some(&same)).is_ok());
    }

    #[test]
    fn a_checkpoint_at_the_largest_generation_is_refused_not_overflowed() {
        let t = text(&[line(0)]);
        let last = LogLine {
            generation: u64::MAX,
            ..line(0)
        };
        let r = resume(&t, Some(&last)).expect_err("refused");
        assert_eq!(r.line, Some(2));
        assert!(
            r.reason
                .contains("checkpoint is at generation 18446744073709551615"),
            "{}",
            r.reason
        );
        let kept = keep_for_repair(&scan_bytes(t.as_bytes()), Some(u64::MAX));
        assert_eq!(kept.lines, vec![line(0)]);
    }

    #[test]
    fn repair_keeps_the_lines_in_place_up_to_the_checkpoint() {
        let lines: Vec<_> = (0..6).map(line).collect();
        let t = text(&lines).replacen("\"generation\":3,", "garbage", 1);
        let kept = keep_for_repair(&scan_bytes(t.as_bytes()), Some(4));
        assert_eq!(kept.lines, lines[..3].to_vec());
        let kept = keep_for_repair(&scan_bytes(text(&lines).as_bytes()), Some(2));
        assert_eq!(kept.lines.len(), 3);
        let kept = keep_for_repair(&scan_bytes(text(&lines).as_bytes()), None);
        assert_eq!(kept.lines.len(), 6);
        assert_eq!(kept.len_of(2), text(&lines[..2]).len() as u64);
        assert_eq!(kept.len_of(0), 0);
    }

    /// Three islands: three lines per generation, in island order; a kill may leave
    /// some of the next generation's lines, which are dropped.
    #[test]
    fn islands_log_a_line_each_in_order() {
        let of = |g: u64, i: usize| LogLine {
            island: Some(i),
            ..line(g)
        };
        let lines: Vec<LogLine> = (0..3).flat_map(|g| (0..3).map(move |i| of(g, i))).collect();
        let made: Vec<LogLine> = (0..3).map(|i| of(1, i)).collect();
        let view = || CheckpointView {
            generation: 1,
            lines: &made,
        };
        let keep = |t: &str| keep_for_resume(&scan_bytes(t.as_bytes()), Some(view()), 3);
        for cut in [6, 7, 8, 9] {
            let kept = keep(&text(&lines[..cut])).expect("kept");
            assert_eq!(kept.lines, lines[..6].to_vec(), "{cut} lines");
        }
        let torn = text(&lines[..8]) + "{\"generation\":2,\"isl";
        assert_eq!(keep(&torn).expect("kept").lines.len(), 6);
        let r = keep(&(text(&lines) + &text(&[of(3, 0)]))).expect_err("refused");
        assert_eq!(r.line, Some(10));
        let r = keep(&text(&lines[..5])).expect_err("refused");
        assert_eq!(r.line, Some(6));
        assert!(r.reason.contains("(island 2)"), "{}", r.reason);
        let mut swapped = lines.clone();
        swapped.swap(3, 4);
        let r = keep(&text(&swapped)).expect_err("refused");
        assert_eq!(r.line, Some(4));
        assert!(
            r.reason.contains("island 1, where 0 belongs"),
            "{}",
            r.reason
        );
        let mut other = made.clone();
        other[1].best_size += 1;
        let r = keep_for_resume(
            &scan_bytes(text(&lines).as_bytes()),
            Some(CheckpointView {
                generation: 1,
                lines: &other,
            }),
            3,
        )
        .expect_err("refused");
        assert_eq!(r.line, Some(5));
        assert!(r.reason.contains("`best_size` (island 1)"), "{}", r.reason);
    }
}
