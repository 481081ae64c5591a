//! Fuzz targets of a run directory's files: `run_config` (`config.toml`, through
//! `parse_config`; a config read prints and reads back the same, and its primitive
//! set and initial trees are made as a run makes them) and `log` (`log.jsonl`,
//! through `scan_bytes` and what `resume` and `resume --repair-log` keep of it). The
//! `_long` passes are `#[ignore]`d (see the `fuzz` crate).

use chess_prims::Primitives;
use fuzz::{Pass, fuzz, fuzz_str};
use gp::Tree;

use super::config::{parse_config, render_config};
use super::log::LogLine;
use super::log_scan::{CheckpointView, keep_for_repair, keep_for_resume, scan_bytes};

fn run_config(text: &str) -> bool {
    let config = match parse_config(text, "fuzz.toml") {
        Ok(config) => config,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return false;
        }
    };
    let rendered = render_config(&config);
    let back = parse_config(&rendered, "rendered")
        .unwrap_or_else(|e| panic!("the rendered config does not read back: {e}\n{rendered}"));
    assert_eq!(back, config, "rendered as\n{rendered}");
    let f = &config.fitness;
    if let Ok(prims) = Primitives::with_options(f.constant_min, f.constant_max, f.extensions()) {
        for tree in &config.initial {
            let _ = Tree::parse(prims.pset(), tree, prims.float());
        }
    }
    true
}

#[test]
fn fuzz_run_config() {
    fuzz_str("run_config", Pass::Short(10_000), run_config);
}

#[test]
#[ignore = "a million inputs: cargo test -p runs fuzz_run_config_long -- --ignored"]
fn fuzz_run_config_long() {
    fuzz_str("run_config", Pass::Long, run_config);
}

/// The experiment target's find, for run configs: an error, not an abort.
#[test]
fn text_nested_past_toml_is_an_error_not_an_abort() {
    let deep = "[gp]\nx = { a = [\n".repeat(20_000);
    let e = parse_config(&deep, "deep.toml").expect_err("refused");
    assert!(e.to_string().contains("nested more than 100 deep"), "{e}");
}

/// The log as `resume` scans it, checked against no checkpoint and against one at
/// each of its first readable lines; every line read prints and reads back the same.
fn log(bytes: &[u8]) -> bool {
    let scan = scan_bytes(bytes);
    assert_eq!(scan.len, bytes.len() as u64);
    let lines: Vec<&LogLine> = scan
        .entries
        .iter()
        .filter_map(|e| e.line.as_ref().ok())
        .collect();
    for line in &lines {
        let text = serde_json::to_string(line).expect("a log line prints");
        let back: LogLine = serde_json::from_str(&text).expect("a printed log line reads");
        assert_eq!(&back, *line);
    }
    let kept_within = |ends: &[u64]| ends.iter().all(|&end| end <= scan.len);
    let mut accepted = match keep_for_resume(&scan, None, 1) {
        Ok(kept) => kept_within(&kept.ends),
        Err(refusal) => {
            assert!(!refusal.reason.is_empty());
            false
        }
    };
    for line in lines.iter().take(3) {
        let view = CheckpointView {
            generation: line.generation,
            lines: std::slice::from_ref(*line),
        };
        match keep_for_resume(&scan, Some(view), 1) {
            Ok(kept) => {
                assert!(kept_within(&kept.ends));
                accepted = true;
            }
            Err(refusal) => assert!(!refusal.reason.is_empty()),
        }
        assert!(kept_within(
            &keep_for_repair(&scan, Some(line.generation)).ends
        ));
    }
    assert!(kept_within(&keep_for_repair(&scan, None).ends));
    accepted
}

#[test]
fn fuzz_log() {
    fuzz("log", Pass::Short(10_000), log);
}

#[test]
#[ignore = "a million inputs: cargo test -p runs fuzz_log_long -- --ignored"]
fn fuzz_log_long() {
    fuzz("log", Pass::Long, log);
}
