//! Bad configs, corrupt checkpoints and wrong directories: a clear message naming
//! the file and the key, exit code 2, never a panic.

mod common;
mod evolve_support;

use std::path::Path;

use evolve_support::{assert_ok, fails_with, run_in, small_run_args};

#[test]
fn bad_config_keys_and_values_are_named() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let out = tmp.path().join("run");
    let out = out.to_str().expect("utf-8");
    for (name, text, needles) in [
        (
            "typo.toml",
            "[gp]\npopulation_size = 10\ntournamnet_size = 2\n",
            &["typo.toml", "tournamnet_size", "line 3"][..],
        ),
        (
            "section.toml",
            "[fitnes]\nmax_n = 2\n",
            &["section.toml", "fitnes"][..],
        ),
        (
            "range.toml",
            "[fitness]\nbudget_factor = 0\n",
            &["range.toml", "fitness.budget_factor"][..],
        ),
        (
            "type.toml",
            "seed = \"forty-two\"\n",
            &["type.toml", "seed"][..],
        ),
    ] {
        let file = tmp.path().join(name);
        std::fs::write(&file, text).expect("write");
        fails_with(
            &cache,
            &[
                "evolve",
                "--config",
                file.to_str().expect("utf-8"),
                "--out",
                out,
            ],
            needles,
        );
    }
    assert!(!Path::new(out).exists(), "nothing written for a bad config");
    fails_with(
        &cache,
        &[
            "evolve",
            "--config",
            "/nonexistent/mategp.toml",
            "--out",
            out,
        ],
        &["/nonexistent/mategp.toml"],
    );
    fails_with(
        &cache,
        &["evolve", "--max-n", "0", "--out", out],
        &["--max-n", "must be 1..=12, got 0"],
    );
    fails_with(
        &cache,
        &["evolve", "--population", "-16", "--out", out],
        &["--population", "must be 1..=4294967295, got -16"],
    );
    let hall = tmp.path().join("hall.toml");
    std::fs::write(&hall, "[gp]\nhall_of_fame_size = 0\n").expect("write");
    fails_with(
        &cache,
        &[
            "evolve",
            "--config",
            hall.to_str().expect("utf-8"),
            "--out",
            out,
        ],
        &["hall_of_fame_size", "must be 1..=1000000, got 0"],
    );
    fails_with(
        &cache,
        &["evolve", "--threads", "0", "--out", out],
        &["--threads"],
    );
}

#[test]
fn damaged_checkpoints_are_reported_not_resumed() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let dir = tmp.path().join("run");
    let out = dir.to_str().expect("utf-8");
    assert_ok(&run_in(&cache, &small_run_args(out, &[])), "evolve");
    let path = dir.join("checkpoint.bin");
    let good = std::fs::read(&path).expect("checkpoint");

    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x40;
    std::fs::write(&path, &flipped).expect("write");
    fails_with(&cache, &["resume", out], &["checkpoint.bin", "corrupt"]);

    std::fs::write(&path, &good[..good.len() / 2]).expect("write");
    fails_with(&cache, &["resume", out], &["checkpoint.bin", "truncated"]);

    std::fs::write(&path, b"hello").expect("write");
    fails_with(
        &cache,
        &["resume", out],
        &["checkpoint.bin", "not a gp checkpoint"],
    );

    // The intact checkpoint of a finished run resumes to "complete".
    std::fs::write(&path, &good).expect("write");
    let o = run_in(&cache, &["resume", out]);
    assert_ok(&o, "resume a finished run");
    assert!(String::from_utf8_lossy(&o.stdout).contains("complete"));

    // A config.toml edited after the run began does not match its checkpoint.
    let config = dir.join("config.toml");
    let text = std::fs::read_to_string(&config).expect("config");
    std::fs::write(
        &config,
        text.replace("tournament_size = 3", "tournament_size = 4"),
    )
    .expect("write");
    fails_with(&cache, &["resume", out], &["checkpoint.bin", "config.toml"]);
    std::fs::write(
        &config,
        text.replace("tournament_size = 3", "tournament_siz = 4"),
    )
    .expect("write");
    fails_with(&cache, &["resume", out], &["config.toml", "tournament_siz"]);
}

#[test]
fn resume_needs_a_run_directory() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().to_str().expect("utf-8");
    fails_with(tmp.path(), &["resume", dir], &[dir, "config.toml"]);
}

#[test]
fn bad_initial_trees_are_named_and_nothing_is_written() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let out = tmp.path().join("run");
    let out_s = out.to_str().expect("utf-8");
    for (name, text, needles) in [
        (
            "unknown.sexp",
            "; a comment\n(MakeBestMove EvaluateMaterial)\n(MakeBestMove Material)\n",
            &["initial tree 2", "Material"][..],
        ),
        ("bool.sexp", "IsCheck\n", &["initial tree 1"][..]),
        (
            "empty.sexp",
            "; nothing\n\n",
            &["empty.sexp", "no tree"][..],
        ),
    ] {
        let file = tmp.path().join(name);
        std::fs::write(&file, text).expect("write");
        let path = file.to_str().expect("utf-8");
        fails_with(
            &cache,
            &small_run_args(out_s, &["--initial", path]),
            needles,
        );
        assert!(!out.exists(), "{name}: the run directory was made");
    }
    fails_with(
        &cache,
        &small_run_args(out_s, &["--initial", "/no/such/file.sexp"]),
        &["--initial", "/no/such/file.sexp"],
    );
}
