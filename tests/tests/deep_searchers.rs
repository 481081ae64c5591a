//! A searcher tree as deep as the parser allows (1,000 levels) runs everywhere a user
//! tree is interpreted, on a main stack of 2 MiB (as small as a thread's): the walk
//! runs on a stack sized from the tree's depth, never the caller's.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::QUICK_SET;

const MATE2: &str = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";

/// The parser's nesting limit (`gp::MAX_PARSE_NESTING`).
pub const MAX_PARSE_NESTING: usize = 1000;

/// A chain of `MakeBestMove` as deep as the parser allows, built here rather than
/// stored.
pub fn deepest_tree() -> String {
    let depth = MAX_PARSE_NESTING;
    format!("{}0{}", "(MakeBestMove ".repeat(depth), ")".repeat(depth))
}

/// `mategp ARGS` with its main thread's stack limited to 2 MiB.
fn run_small_stack(args: &[&str]) -> Output {
    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
    let script = format!(
        "ulimit -s 2048 && exec '{}' {}",
        common::mategp().display(),
        quoted.join(" ")
    );
    Command::new("sh")
        .args(["-c", &script])
        .output()
        .expect("sh runs")
}

fn ok(args: &[&str]) -> String {
    let o = run_small_stack(args);
    let err = common::stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    common::stdout(&o)
}

fn s(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

#[test]
fn a_tree_at_the_parsers_limit_runs_in_every_command() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("run");
    std::fs::create_dir_all(&dir).expect("run dir");
    std::fs::write(dir.join("best.sexp"), deepest_tree()).expect("best.sexp");
    let tests = tmp.path().join("test.epd");
    std::fs::write(&tests, QUICK_SET).expect("test set");
    let file = tmp.path().join("deep.toml");

    let text = ok(&["export", s(&dir), "--out", s(&file), "--test", s(&tests)]);
    assert!(text.contains("depth 1000"), "{text}");
    let text = ok(&["inspect", s(&dir), "--test", s(&tests)]);
    assert!(text.contains("depth 1000"), "{text}");
    let text = ok(&[
        "solve",
        "--searcher",
        s(&file),
        "--fen",
        MATE2,
        "--mate",
        "2",
    ]);
    assert!(text.contains("mate in 2"), "{text}");
    let text = ok(&["bench", "--suite", s(&tests), "--searcher", s(&file)]);
    assert!(text.contains("evolved"), "{text}");
}
