//! Fuzz targets of searcher files: `searcher` (the TOML file `mategp export` writes,
//! through `parse`; a file read renders and reads back the same) and `hall_of_fame`
//! (a run's `hall_of_fame.sexp`, a member picked by place, its tree through
//! `parse_sexpr_file` as `--member` does). The `_long` passes are `#[ignore]`d (see
//! the `fuzz` crate).

use std::path::Path;

use fuzz::{Pass, fuzz_str};

use super::from_run::hall_of_fame_member;
use super::{parse, parse_sexpr_file, render};

fn searcher(text: &str) -> bool {
    let loaded = match parse(text, "fuzz.toml") {
        Ok(loaded) => loaded,
        Err(e) => {
            assert!(!e.is_empty());
            return false;
        }
    };
    // A tree with `'''` inside cannot be a multi-line literal; render refuses it.
    if let Ok(rendered) = render(&loaded.file) {
        let back = parse(&rendered, "rendered")
            .unwrap_or_else(|e| panic!("the rendered file does not read back: {e}\n{rendered}"));
        // Rendering again gives the same text. (Not `back.file == loaded.file`: a NaN
        // in the opaque `[training]` table reads back as itself but is unequal.)
        assert_eq!(render(&back.file).as_ref(), Ok(&rendered));
        assert_eq!(back.tree, loaded.tree);
    }
    let _ = loaded.label();
    true
}

#[test]
fn fuzz_searcher() {
    fuzz_str("searcher", Pass::Short(10_000), searcher);
}

#[test]
#[ignore = "a million inputs: cargo test -p runs fuzz_searcher_long -- --ignored"]
fn fuzz_searcher_long() {
    fuzz_str("searcher", Pass::Long, searcher);
}

fn hall_of_fame(text: &str) -> bool {
    let mut accepted = false;
    for place in [0, 1, 2, 3, 10, u64::MAX] {
        match hall_of_fame_member(text, place) {
            Ok((_, tree)) => {
                assert!(text.contains(tree));
                accepted |= parse_sexpr_file(tree, Path::new("hof.sexp")).is_ok();
            }
            Err(e) => assert!(!e.is_empty()),
        }
    }
    accepted
}

#[test]
fn fuzz_hall_of_fame() {
    fuzz_str("hall_of_fame", Pass::Short(10_000), hall_of_fame);
}

#[test]
#[ignore = "a million inputs: cargo test -p runs fuzz_hall_of_fame_long -- --ignored"]
fn fuzz_hall_of_fame_long() {
    fuzz_str("hall_of_fame", Pass::Long, hall_of_fame);
}
