//! The searchers shipped in the repository's `searchers/` directory, built into the
//! binary so that `--searcher NAME` works from any directory.

/// (name, text) of every shipped searcher; NAME is the file name without `.toml`.
pub const SHIPPED: [(&str, &str); 10] = [
    (
        "fig1-exhaustive",
        include_str!("../../../searchers/fig1-exhaustive.toml"),
    ),
    // The chosen searcher of the current experiment (docs/EXPERIMENTS.md).
    ("champion", include_str!("../../../searchers/champion.toml")),
    // The proven experiment's chosen searcher, champion before the pvline one.
    (
        "proven-champion",
        include_str!("../../../searchers/proven-champion.toml"),
    ),
    // The forcing experiment's chosen searcher, champion before the proven one.
    (
        "forcing-champion",
        include_str!("../../../searchers/forcing-champion.toml"),
    ),
    // The restarts experiment's chosen searcher, champion before the forcing one.
    (
        "restarts-champion",
        include_str!("../../../searchers/restarts-champion.toml"),
    ),
    // The first-stage experiment's chosen searcher, champion before the restarts one.
    (
        "first-stage-champion",
        include_str!("../../../searchers/first-stage-champion.toml"),
    ),
    // The recursion experiment's chosen searcher, champion before the first-stage one.
    (
        "recursive-checks",
        include_str!("../../../searchers/recursive-checks.toml"),
    ),
    // The earlier experiment's chosen searcher: a random start, a cheap static guess.
    (
        "king-moves-guesser",
        include_str!("../../../searchers/king-moves-guesser.toml"),
    ),
    // Evolved from a random start under primitives revision 2: checks, accurate, dear.
    (
        "deep-checks",
        include_str!("../../../searchers/deep-checks.toml"),
    ),
    // Evolved from hand-made seeds: a labelled baseline, not a result of evolution.
    (
        "seeded-lean",
        include_str!("../../../searchers/seeded-lean.toml"),
    ),
];

/// The text of the shipped searcher `name`.
pub fn shipped(name: &str) -> Option<&'static str> {
    SHIPPED.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}
