//! `mategp experiment` with `shipped` and `validation_pvline`: each searcher chosen and
//! tested as it ships, the prover alone answering below its consulted length.

mod common;
mod evolve_support;

use evolve_support::{assert_ok, run_in};
use serde_json::Value;

fn read_json(path: &std::path::Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

#[test]
fn a_shipped_smoke_experiment_answers_with_the_prover_below_each_consulted_length() {
    let smoke = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/experiments/smoke.toml"),
    )
    .expect("smoke.toml");
    let cache = tempfile::tempdir().expect("tempdir");
    let dir = tempfile::tempdir().expect("tempdir");
    let config = dir.path().join("shipped-smoke.toml");
    std::fs::write(
        &config,
        format!("shipped = true\nvalidation_pvline = true\n{smoke}"),
    )
    .expect("write");
    let out = dir.path().join("exp");
    let args = [
        "experiment",
        config.to_str().expect("utf-8"),
        "--out",
        out.to_str().expect("utf-8"),
        "--jobs",
        "2",
    ];
    assert_ok(&run_in(cache.path(), &args), "shipped smoke experiment");

    let choices = read_json(&out.join("choices.json"));
    let choices = choices.as_array().expect("choices");
    assert_eq!(choices.len(), 4);
    for c in choices {
        let from_n = c["consult_from_n"].as_u64().expect("a consulted length");
        assert!((1..=3).contains(&from_n), "max_n is 2: {c}");
        let validation = c["validation"].as_array().expect("validation");
        assert!(
            validation.iter().any(|p| p["pvline"] == true),
            "pvline problems validated on: {c}"
        );
    }
    let report = read_json(&out.join("report/report.json"));
    let chosen = report["chosen"].as_array().expect("chosen");
    let mut below = 0;
    for e in chosen {
        let from_n = e["consult_from_n"].as_u64().expect("shipped");
        for split in e["test"].as_array().expect("test") {
            for p in split["per_n"].as_array().expect("per_n") {
                if p["n"].as_u64().expect("n") < from_n {
                    below += 1;
                    assert_eq!(
                        p["keys"], p["positions"],
                        "the prover proves every key: {p}"
                    );
                    assert_eq!(p["cost"], p["alone"], "the prover's own cost: {p}");
                    assert_eq!(p["own"], 0, "no searcher nodes: {p}");
                }
            }
        }
    }
    // Every smoke searcher costs more than the prover at mate in 1 (it scores every
    // move), so at least that length is answered by the prover.
    assert!(below > 0, "no length below a consulted one: {chosen:?}");
    let md = std::fs::read_to_string(out.join("report/report.md")).expect("report.md");
    assert!(md.contains("as it ships"), "{md}");
}
