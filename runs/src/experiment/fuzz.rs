//! Fuzz target `experiment`: experiment files (`experiment.toml`) through
//! `config::parse`; a file read prints and reads back the same, and each
//! configuration's run config is made. The `_long` pass is `#[ignore]`d (see the
//! `fuzz` crate).

use fuzz::{Pass, fuzz_str};

use super::config::parse;

fn experiment(text: &str) -> bool {
    let config = match parse(text, "fuzz.toml") {
        Ok(config) => config,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return false;
        }
    };
    let printed = toml::to_string(&config).expect("an experiment config prints");
    let back = parse(&printed, "printed")
        .unwrap_or_else(|e| panic!("the printed experiment does not read back: {e}\n{printed}"));
    assert_eq!(back, config, "printed as\n{printed}");
    let _ = config.headline();
    for c in &config.configuration {
        // The last seed: validate checked the first one only.
        let seed = config.first_seed + config.seeds - 1;
        c.run_config(seed)
            .validate()
            .unwrap_or_else(|e| panic!("configuration {}: {e}", c.name));
    }
    true
}

#[test]
fn fuzz_experiment() {
    fuzz_str("experiment", Pass::Short(10_000), experiment);
}

#[test]
#[ignore = "a million inputs: cargo test -p runs fuzz_experiment_long -- --ignored"]
fn fuzz_experiment_long() {
    fuzz_str("experiment", Pass::Long, experiment);
}

/// Found by this target: text like this made `toml` overflow even an 8 MiB stack and
/// abort mategp. Refused by `toml_nesting` first, here on a test thread's 2 MiB.
#[test]
fn text_nested_past_toml_is_an_error_not_an_abort() {
    let deep = "choose = { c0000\ntest_splits = [\"holdout\", \"matetrack\"]\n".repeat(20_000);
    let e = parse(&deep, "deep.toml").expect_err("refused");
    assert!(e.to_string().contains("nested more than 100 deep"), "{e}");
}
