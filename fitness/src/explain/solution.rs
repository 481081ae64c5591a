//! The solution as problemists write it: the key, the threat (or zugzwang), the
//! variations (each defence and the answer that mates), and the tries with their
//! refutations. Every move shown is one the prover proved.

use shakmaty::{Chess, Move, Position};

use super::oracle::{Mate, Oracle};

/// What the key threatens: the attacker's mate if the defender could pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Threat {
    /// A mate in `mate_in` after a pass; every first move of one, and a line.
    Mate {
        mate_in: u32,
        moves: Vec<Move>,
        line: Vec<Move>,
    },
    /// No mate after a pass (proven): every defence is a weakening.
    Zugzwang,
    /// The key gives check: the defender cannot pass.
    Check,
    /// The key mates.
    KeyMates,
    /// A limit came first.
    Unknown,
}

/// One defence and the attacker's mate after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    pub defence: Move,
    /// The attacker's shortest mate after the defence (`None`: a limit came first).
    pub mate_in: Option<u32>,
    /// The defence, then a mating line against the longest resistance.
    pub line: Vec<Move>,
    /// The defences after the attacker's answer, to the depth asked.
    pub children: Vec<Variation>,
}

/// An attacker first move that threatens (or checks) and fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try {
    pub mv: Move,
    /// The defences after which there is no mate in time (proven): one for a try
    /// with a unique refutation, two when refuted by several.
    pub refutations: Vec<Move>,
}

/// The threat after `after_key` (defender to move), with `left` attacker moves left.
pub fn threat(oracle: &mut Oracle, after_key: &Chess, left: u32) -> Threat {
    if after_key.is_checkmate() || left == 0 {
        return Threat::KeyMates;
    }
    if after_key.is_check() {
        return Threat::Check;
    }
    let Some(passed) = oracle.pass(after_key) else {
        return Threat::Unknown;
    };
    match oracle.mate(&passed, left) {
        Mate::In(k, line) => {
            // A line cut short by a limit may be empty: no move is then claimed.
            let moves = all_mates(oracle, &passed, k)
                .unwrap_or_else(|| line.first().copied().into_iter().collect());
            Threat::Mate {
                mate_in: k,
                moves,
                line,
            }
        }
        Mate::No => Threat::Zugzwang,
        Mate::Unknown => Threat::Unknown,
    }
}

/// Every first move mating in `k` (the shortest) from `position`.
fn all_mates(oracle: &mut Oracle, position: &Chess, k: u32) -> Option<Vec<Move>> {
    let depth = crate::MateDepth::new(i64::from(k)).ok()?;
    oracle.keys(position, depth).ok().map(|keys| keys.keys)
}

/// Each defence at `position` (defender to move) and the mate after it, within
/// `left` attacker moves, to `depth` attacker moves deep.
pub fn variations(oracle: &mut Oracle, position: &Chess, left: u32, depth: u32) -> Vec<Variation> {
    if depth == 0 || left == 0 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for defence in position.legal_moves() {
        let after = oracle.play(position, &defence);
        let (mate_in, pv) = match oracle.mate(&after, left) {
            Mate::In(k, pv) => (Some(k), pv),
            _ => (None, Vec::new()),
        };
        let mut children = Vec::new();
        if let (Some(k), Some(answer)) = (mate_in, pv.first())
            && k > 1
            && depth > 1
        {
            let next = oracle.play(&after, answer);
            children = variations(oracle, &next, k - 1, depth - 1);
        }
        let mut line = vec![defence];
        line.extend(pv);
        out.push(Variation {
            defence,
            mate_in,
            line,
            children,
        });
    }
    // The longest resistance first, as a solver's main line.
    out.sort_by_key(|v| std::cmp::Reverse(v.mate_in.unwrap_or(u32::MAX)));
    out
}

/// How many refutations make a move no try.
const MAX_REFUTATIONS: usize = 2;

/// The tries at `root`: first moves other than the keys that check or threaten mate
/// within `n - 1`, and are refuted by one defence (or by two: "several").
pub fn tries(oracle: &mut Oracle, root: &Chess, n: u32, keys: &[Move]) -> Vec<Try> {
    let mut out = Vec::new();
    for mv in root.legal_moves() {
        if keys.contains(&mv) || oracle.exhausted() {
            continue;
        }
        let after = oracle.play(root, &mv);
        if after.is_game_over() {
            continue;
        }
        let threatens = after.is_check()
            || (n > 1
                && oracle
                    .pass(&after)
                    .is_some_and(|p| matches!(oracle.mate(&p, n - 1), Mate::In(..))));
        if !threatens {
            continue;
        }
        let mut refutations = Vec::new();
        let mut unknown = false;
        for reply in after.legal_moves() {
            match oracle.refutes(&after, &reply, n - 1) {
                Some(true) => refutations.push(reply),
                Some(false) => {}
                None => unknown = true,
            }
            if refutations.len() > MAX_REFUTATIONS || unknown {
                break;
            }
        }
        if !unknown && !refutations.is_empty() && refutations.len() <= MAX_REFUTATIONS {
            out.push(Try { mv, refutations });
        }
    }
    out.sort_by_key(|t| t.refutations.len());
    out
}
