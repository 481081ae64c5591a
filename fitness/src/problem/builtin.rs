//! The problem pool built into the binary, so that mategp runs without any file.
//!
//! The texts are the vendored files under `problems/` at the top of the repository
//! (licences and attribution in `problems/README.md`).

use std::sync::OnceLock;

use super::{Problem, ReadOptions, read_epd};

macro_rules! vendored {
    ($path:literal) => {
        include_str!(concat!("../../../problems/", $path))
    };
}

/// (name, text) of every built-in suite; the name is what `builtin:NAME` takes.
const SUITES: [(&str, &str); 42] = [
    ("mate1-train", vendored!("lichess/mate1-train.epd")),
    ("mate2-train", vendored!("lichess/mate2-train.epd")),
    ("mate3-train", vendored!("lichess/mate3-train.epd")),
    ("mate4-train", vendored!("lichess/mate4-train.epd")),
    ("mate5-train", vendored!("lichess/mate5-train.epd")),
    ("mate1-test", vendored!("lichess/mate1-test.epd")),
    ("mate2-test", vendored!("lichess/mate2-test.epd")),
    ("mate3-test", vendored!("lichess/mate3-test.epd")),
    ("mate4-test", vendored!("lichess/mate4-test.epd")),
    ("mate5-test", vendored!("lichess/mate5-test.epd")),
    ("mate1-holdout", vendored!("lichess/mate1-holdout.epd")),
    ("mate2-holdout", vendored!("lichess/mate2-holdout.epd")),
    ("mate3-holdout", vendored!("lichess/mate3-holdout.epd")),
    ("mate4-holdout", vendored!("lichess/mate4-holdout.epd")),
    ("mate5-holdout", vendored!("lichess/mate5-holdout.epd")),
    ("mate1-fresh", vendored!("lichess/mate1-fresh.epd")),
    ("mate2-fresh", vendored!("lichess/mate2-fresh.epd")),
    ("mate3-fresh", vendored!("lichess/mate3-fresh.epd")),
    ("mate4-fresh", vendored!("lichess/mate4-fresh.epd")),
    ("mate5-fresh", vendored!("lichess/mate5-fresh.epd")),
    ("mate1-fresh2", vendored!("lichess/mate1-fresh2.epd")),
    ("mate2-fresh2", vendored!("lichess/mate2-fresh2.epd")),
    ("mate3-fresh2", vendored!("lichess/mate3-fresh2.epd")),
    ("mate4-fresh2", vendored!("lichess/mate4-fresh2.epd")),
    ("mate5-fresh2", vendored!("lichess/mate5-fresh2.epd")),
    ("mate1-fresh3", vendored!("lichess/mate1-fresh3.epd")),
    ("mate2-fresh3", vendored!("lichess/mate2-fresh3.epd")),
    ("mate3-fresh3", vendored!("lichess/mate3-fresh3.epd")),
    ("mate4-fresh3", vendored!("lichess/mate4-fresh3.epd")),
    ("mate5-fresh3", vendored!("lichess/mate5-fresh3.epd")),
    ("mate1-fresh4", vendored!("lichess/mate1-fresh4.epd")),
    ("mate2-fresh4", vendored!("lichess/mate2-fresh4.epd")),
    ("mate3-fresh4", vendored!("lichess/mate3-fresh4.epd")),
    ("mate4-fresh4", vendored!("lichess/mate4-fresh4.epd")),
    ("mate5-fresh4", vendored!("lichess/mate5-fresh4.epd")),
    (
        "mate1-pvline",
        vendored!("matetrack/pvline/mate1-pvline.epd"),
    ),
    (
        "mate2-pvline",
        vendored!("matetrack/pvline/mate2-pvline.epd"),
    ),
    (
        "mate3-pvline",
        vendored!("matetrack/pvline/mate3-pvline.epd"),
    ),
    (
        "mate4-pvline",
        vendored!("matetrack/pvline/mate4-pvline.epd"),
    ),
    (
        "mate5-pvline",
        vendored!("matetrack/pvline/mate5-pvline.epd"),
    ),
    ("wac", vendored!("wac/wac.epd")),
    ("matetrack", vendored!("matetrack/matetrack.epd")),
];

/// The longest mate of the lichess train and test sets.
pub const MAX_POOL_MATE: u32 = 5;

/// The names of the built-in suites.
pub fn names() -> Vec<&'static str> {
    SUITES.iter().map(|(name, _)| *name).collect()
}

/// The EPD text of a built-in suite.
pub fn text(name: &str) -> Option<&'static str> {
    SUITES.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// A built-in suite, parsed once and kept. `None` for an unknown name.
///
/// # Panics
/// If the embedded text does not parse, which the tests of this module rule out.
pub fn suite(name: &str) -> Option<&'static [Problem]> {
    static PARSED: [OnceLock<Vec<Problem>>; SUITES.len()] =
        [const { OnceLock::new() }; SUITES.len()];
    let index = SUITES.iter().position(|(n, _)| *n == name)?;
    let problems = PARSED[index].get_or_init(|| {
        let (name, text) = SUITES[index];
        match read_epd(text, &format!("builtin:{name}"), ReadOptions::default()) {
            Ok(suite) => suite.problems,
            Err(e) => panic!("the built-in suite is corrupt: {e}"),
        }
    });
    Some(problems)
}

/// The training pool of mates in `n` (lichess, 1200 problems for n = 1..=5; empty
/// for other n): what evolution samples and validation is cut from.
pub fn train(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-train")).unwrap_or(&[])
}

/// The development set of mates in `n` (lichess `mateN-test`, 300 problems for
/// n = 1..=5, disjoint from the training pool; empty for other n). It was read while
/// the primitives and earlier searchers were designed, so it tests nothing any more;
/// the name is kept so that earlier commands and results stay reproducible.
pub fn test(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-test")).unwrap_or(&[])
}

/// The held-out test set of mates in `n` (lichess `mateN-holdout`, 300 problems for
/// n = 1..=5; empty for other n): carved out of the original 1500-problem training
/// files by [`holdout_rank`] (the 300 smallest), read only by an experiment's final
/// test, after every choice is made.
pub fn holdout(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-holdout")).unwrap_or(&[])
}

/// The fresh test set of mates in `n` (lichess `mateN-fresh`, 306-317 problems for
/// n = 1..=5; empty for other n): Lichess puzzles in none of the other files, gathered
/// after every earlier split was spent (problems/lichess/FRESH.md), for one
/// experiment's final test.
pub fn fresh(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-fresh")).unwrap_or(&[])
}

/// The second fresh test set of mates in `n` (lichess `mateN-fresh2`, 136-300
/// problems for n = 1..=5; empty for other n): popular Lichess puzzles rated 1600-2200
/// in none of the other files, gathered after the fresh set was read
/// (problems/lichess/FRESH2.md), for one experiment's final test.
pub fn fresh2(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-fresh2")).unwrap_or(&[])
}

/// The third fresh test set of mates in `n` (lichess `mateN-fresh3`, 233-270 problems
/// for n = 1..=4, none for 5 or more): popular Lichess puzzles rated 1800-1950 in none of
/// the other files, gathered after the second fresh set was read
/// (problems/lichess/FRESH3.md, which also says why no mate in 5 could be found), for
/// one experiment's final test.
pub fn fresh3(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-fresh3")).unwrap_or(&[])
}

/// The fourth fresh test set of mates in `n` (lichess `mateN-fresh4`, none for 5 or
/// more): popular Lichess puzzles of the 2000-2200 rating band in none of the other
/// files, gathered after the third fresh set was read (problems/lichess/FRESH4.md),
/// for one experiment's final test.
pub fn fresh4(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-fresh4")).unwrap_or(&[])
}

/// Positions along the mating lines of matetrack's mates in 6 and more, mates in `n`
/// (`mateN-pvline`, 600 problems for n = 1..=5; empty for other n), for training and
/// validation on problems whose keys are often quiet, unlike Lichess's: none equals a
/// position of any other file, so matetrack's own mates in 1..5 stay a test pool
/// (problems/matetrack/pvline/README.md).
pub fn pvline(n: u32) -> &'static [Problem] {
    suite(&format!("mate{n}-pvline")).unwrap_or(&[])
}

/// Whether a problem is one of the `mateN-pvline` problems, by its id.
pub fn is_pvline(id: &str) -> bool {
    id.starts_with("pvline:")
}

/// Whether a training suite (`builtin:mateN-pvline`) is one of the `pvline` files.
pub fn is_pvline_suite(spec: &str) -> bool {
    spec.strip_prefix("builtin:")
        .is_some_and(|name| name.ends_with("-pvline") && text(name).is_some())
}

/// The key that chose the held-out problems: FNV-1a (64 bit) of the problem's `id`
/// text. A hash of the id, not of the position or of file order, so the choice cannot
/// have followed anything a searcher or a person looked at.
pub fn holdout_rank(id: &str) -> u64 {
    gp::fnv1a64(id.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lichess_pool_has_stated_sizes_and_lengths() {
        for n in 1..=MAX_POOL_MATE {
            let train = train(n);
            let test = test(n);
            let holdout = holdout(n);
            assert_eq!(train.len(), 1200, "mate{n}-train");
            assert_eq!(test.len(), 300, "mate{n}-test");
            assert_eq!(holdout.len(), 300, "mate{n}-holdout");
            for p in train.iter().chain(test).chain(holdout) {
                assert_eq!(p.mate, Some(n as i32), "{}", p.source);
                assert_eq!(p.key_moves.len(), 1, "{}", p.source);
                assert!(p.id.starts_with("lichess:"), "{}", p.source);
            }
            let train_ids: std::collections::BTreeSet<&str> =
                train.iter().map(|p| p.id.as_str()).collect();
            assert!(
                test.iter().all(|p| !train_ids.contains(p.id.as_str())),
                "mate{n}: test and train overlap"
            );
            assert!(
                holdout
                    .iter()
                    .chain(test)
                    .all(|p| !train_ids.contains(p.id.as_str())),
                "mate{n}: holdout and train overlap"
            );
        }
        assert!(train(6).is_empty() && test(0).is_empty() && holdout(6).is_empty());
    }

    #[test]
    fn the_fresh_set_shares_no_puzzle_with_any_other_file() {
        let others: std::collections::BTreeSet<&str> = (1..=MAX_POOL_MATE)
            .flat_map(|n| train(n).iter().chain(test(n)).chain(holdout(n)))
            .map(|p| p.id.as_str())
            .collect();
        let mut seen = std::collections::BTreeSet::new();
        for n in 1..=MAX_POOL_MATE {
            let fresh = fresh(n);
            assert!(fresh.len() >= 300, "mate{n}-fresh: {}", fresh.len());
            for p in fresh {
                assert_eq!(p.mate, Some(n as i32), "{}", p.source);
                assert_eq!(p.key_moves.len(), 1, "{}", p.source);
                assert!(p.id.starts_with("lichess:"), "{}", p.source);
                assert!(!others.contains(p.id.as_str()), "{} is not fresh", p.id);
                assert!(seen.insert(p.id.as_str()), "{} twice", p.id);
            }
        }
        assert!(fresh(6).is_empty());
    }

    /// The board, side to move, castling and en passant: the first four FEN fields.
    fn placement(fen: &str) -> String {
        fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
    }

    /// The suites `mateN-{suffix}` hold `sizes` problems of one Lichess key each, and
    /// share no id and no position with any other built-in suite or among themselves.
    fn assert_fresh(suffix: &str, sizes: [usize; 5]) {
        let ours = |n: u32| suite(&format!("mate{n}-{suffix}")).unwrap_or(&[]);
        let others: Vec<&Problem> = names()
            .into_iter()
            .filter(|name| !name.ends_with(&format!("-{suffix}")))
            .flat_map(|name| suite(name).unwrap_or(&[]))
            .collect();
        let ids: std::collections::BTreeSet<&str> = others.iter().map(|p| p.id.as_str()).collect();
        let positions: std::collections::BTreeSet<String> =
            others.iter().map(|p| placement(&p.fen)).collect();
        let mut seen = std::collections::BTreeSet::new();
        let mut seen_positions = std::collections::BTreeSet::new();
        for n in 1..=MAX_POOL_MATE {
            assert_eq!(ours(n).len(), sizes[n as usize - 1], "mate{n}-{suffix}");
            for p in ours(n) {
                assert_eq!(p.mate, Some(n as i32), "{}", p.source);
                assert_eq!(p.key_moves.len(), 1, "{}", p.source);
                assert!(p.id.starts_with("lichess:"), "{}", p.source);
                assert!(!ids.contains(p.id.as_str()), "{} is not fresh", p.id);
                assert!(
                    !positions.contains(&placement(&p.fen)),
                    "{}: a known position",
                    p.id
                );
                assert!(seen.insert(p.id.as_str()), "{} twice", p.id);
                assert!(
                    seen_positions.insert(placement(&p.fen)),
                    "{}: a position twice",
                    p.id
                );
            }
        }
        assert!(ours(MAX_POOL_MATE + 1).is_empty());
    }

    #[test]
    fn the_third_fresh_set_shares_no_puzzle_or_position_with_any_other_file() {
        assert_fresh("fresh3", [268, 270, 263, 233, 0]);
    }

    #[test]
    fn the_fourth_fresh_set_shares_no_puzzle_or_position_with_any_other_file() {
        assert_fresh("fresh4", [300, 300, 300, 300, 0]);
    }

    #[test]
    fn pvline_problems_are_new_positions_proven_to_mate_in_exactly_n_by_their_key() {
        let others: std::collections::BTreeSet<String> = names()
            .into_iter()
            .filter(|name| !name.ends_with("-pvline"))
            .flat_map(|name| suite(name).unwrap_or(&[]))
            .map(|p| placement(&p.fen))
            .collect();
        let mut prover = crate::evolve::reference_prover();
        let mut seen = std::collections::BTreeSet::new();
        for n in 1..=MAX_POOL_MATE {
            assert_eq!(pvline(n).len(), 600, "mate{n}-pvline");
            // The prover's share of the test stays small: every problem up to mate in
            // 4, every fourth of the mates in 5 (tools/verify.py checks them all).
            let stride = if n == 5 { 4 } else { 1 };
            for (i, p) in pvline(n).iter().enumerate() {
                assert!(p.id.starts_with("pvline:"), "{}", p.source);
                assert_eq!(p.mate, Some(n as i32), "{}", p.source);
                assert_eq!(p.key_moves.len(), 1, "{}", p.source);
                assert!(
                    !others.contains(&placement(&p.fen)),
                    "{}: a known position",
                    p.id
                );
                assert!(seen.insert(placement(&p.fen)), "{}: a position twice", p.id);
                if i % stride != 0 {
                    continue;
                }
                let proof = crate::evolve::compute(&mut prover, &p.position, n)
                    .unwrap_or_else(|e| panic!("{}: {e}", p.id));
                assert_eq!(proof.mate_in, n, "{}: a shorter mate", p.id);
                let keys = proof.key_moves(&p.position).unwrap_or_default();
                assert!(
                    p.key_moves.iter().all(|k| keys.contains(k)),
                    "{}: the file's key does not mate in {n}",
                    p.id
                );
            }
        }
        assert!(pvline(6).is_empty());
    }

    #[test]
    fn the_second_fresh_set_shares_no_puzzle_or_position_with_any_other_file() {
        assert_fresh("fresh2", [161, 154, 192, 300, 136]);
    }

    #[test]
    fn holdout_is_the_smallest_id_hashes_of_the_original_training_file() {
        assert_eq!(holdout_rank(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(holdout_rank("a"), 0xaf63_dc4c_8601_ec8c);
        for n in 1..=MAX_POOL_MATE {
            let highest_held = holdout(n).iter().map(|p| holdout_rank(&p.id)).max();
            let lowest_kept = train(n).iter().map(|p| holdout_rank(&p.id)).min();
            assert!(
                highest_held < lowest_kept,
                "mate{n}: the split is not by rank"
            );
        }
    }

    #[test]
    fn every_builtin_suite_parses_strictly() {
        for name in names() {
            let problems = suite(name).expect("listed");
            let lines = text(name)
                .expect("listed")
                .lines()
                .filter(|l| !l.trim().is_empty())
                .count();
            assert_eq!(problems.len(), lines, "builtin:{name}");
        }
        assert_eq!(suite("wac").map(<[Problem]>::len), Some(300));
        assert_eq!(suite("matetrack").map(<[Problem]>::len), Some(6554));
        assert!(suite("nope").is_none());
    }
}
