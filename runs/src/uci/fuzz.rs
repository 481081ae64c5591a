//! Fuzz target `uci`: the lines a GUI sends, parsed (`command::parse`), and what the
//! engine does with a parsed `position` (`setup`: FEN and moves) and `go` (`plan`,
//! where clock arithmetic meets huge numbers). The `_long` pass is `#[ignore]`d (see
//! the `fuzz` crate).

use fuzz::{Pass, fuzz_str};
use shakmaty::Color;

use super::command::{Command, parse};
use super::plan::plan;
use super::setup::setup;

/// Every line of the input is one command, as the engine reads stdin.
fn uci(text: &str) -> bool {
    let mut accepted = true;
    for line in text.lines() {
        match parse(line) {
            Ok(Some(Command::Position {
                setup: start,
                moves,
            })) => {
                if let Err(e) = setup(&start, &moves) {
                    assert!(!e.is_empty());
                    accepted = false;
                }
            }
            Ok(Some(Command::Go(go))) => {
                for turn in [Color::White, Color::Black] {
                    let p = plan(&go, turn);
                    assert!(p.max_mate >= 1, "{go:?}: a plan of no mate length");
                }
            }
            Ok(_) => {}
            Err(e) => {
                assert!(!e.is_empty());
                accepted = false;
            }
        }
    }
    accepted
}

#[test]
fn fuzz_uci() {
    fuzz_str("uci", Pass::Short(10_000), uci);
}

#[test]
#[ignore = "a million inputs: cargo test -p runs fuzz_uci_long -- --ignored"]
fn fuzz_uci_long() {
    fuzz_str("uci", Pass::Long, uci);
}
