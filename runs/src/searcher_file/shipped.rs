//! The searchers shipped in the repository's `searchers/` directory, built into the
//! binary so that `--searcher NAME` works from any directory.

/// (name, text) of every shipped searcher; NAME is the file name without `.toml`.
pub const SHIPPED: [(&str, &str); 3] = [
    (
        "fig1-exhaustive",
        include_str!("../../../searchers/fig1-exhaustive.toml"),
    ),
    // The champion of docs/EXPERIMENTS.md, chosen on the validation split.
    ("champion", include_str!("../../../searchers/champion.toml")),
    // The most accurate of docs/EXPERIMENTS.md within half the prover's nodes.
    ("lean", include_str!("../../../searchers/lean.toml")),
];

/// The text of the shipped searcher `name`.
pub fn shipped(name: &str) -> Option<&'static str> {
    SHIPPED.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}
