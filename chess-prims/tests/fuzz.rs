//! Fuzz target `sexpr`: S-expressions of the chess primitive set, through
//! `gp::Tree::parse` (as each type) and `Program::parse`. A parsed tree is well
//! typed, and prints to text that parses back to the same tree. Short pass with
//! `cargo test`; the `_long` one is `#[ignore]`d (see the `fuzz` crate).

use std::sync::LazyLock;

use chess_prims::{Primitives, Program};
use fuzz::{Pass, fuzz_str};
use gp::Tree;

static PRIMS: LazyLock<Primitives> = LazyLock::new(Primitives::new);

fn sexpr(text: &str) -> bool {
    let pset = PRIMS.pset();
    for ty in pset.types() {
        match Tree::parse(pset, text, ty) {
            Ok(tree) => {
                pset.check(&tree, ty).expect("a parsed tree is well typed");
                let printed = tree.to_sexpr(pset);
                let again = Tree::parse(pset, &printed, ty)
                    .unwrap_or_else(|e| panic!("printed {printed:?} does not parse: {e}"));
                assert_eq!(again, tree, "printed as {printed:?}");
            }
            Err(e) => {
                assert!(e.offset <= text.len(), "offset {} past the text", e.offset);
                assert!(!e.to_string().is_empty());
            }
        }
    }
    match Program::parse(&PRIMS, text) {
        Ok(_) => true,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            false
        }
    }
}

#[test]
fn fuzz_sexpr() {
    fuzz_str("sexpr", Pass::Short(10_000), sexpr);
}

#[test]
#[ignore = "a million inputs: cargo test -p chess-prims --test fuzz -- --ignored"]
fn fuzz_sexpr_long() {
    fuzz_str("sexpr", Pass::Long, sexpr);
}
