//! How a criterion ranks searchers on validation: one definition for a run's choice
//! among its hall of fame and for the report's best run.

use std::cmp::Ordering;

use super::config::Criterion;
use super::score::PerN;

fn keys(v: &[PerN]) -> u64 {
    v.iter().map(|p| p.keys).sum()
}

/// The worst whole-answer cost over the prover alone at any N from `from_n` on.
fn worst_ratio(v: &[PerN], from_n: u32) -> f64 {
    v.iter()
        .filter(|p| p.n >= from_n)
        .map(PerN::cost_ratio)
        .fold(0.0, f64::max)
}

fn keys_everywhere(v: &[PerN], min_keys: f64) -> bool {
    v.iter()
        .all(|p| p.positions == 0 || p.keys as f64 >= min_keys * p.positions as f64)
}

impl Criterion {
    /// Whether validation results meet the criterion's bar: its cost limit for
    /// `keys-within-cost`, its share of keys for `cheapest-with-keys`.
    pub fn meets(&self, v: &[PerN]) -> bool {
        match *self {
            Criterion::MostKeys => true,
            Criterion::KeysWithinCost {
                cost_limit,
                cost_from_n,
            } => worst_ratio(v, cost_from_n) <= cost_limit,
            Criterion::CheapestWithKeys { min_keys, .. } => keys_everywhere(v, min_keys),
        }
    }

    /// The bar of [`Criterion::meets`], in words.
    pub fn bar(&self) -> String {
        match *self {
            Criterion::MostKeys => "every choice".into(),
            Criterion::KeysWithinCost {
                cost_limit,
                cost_from_n,
            } => format!(
                "a whole answer at most {cost_limit}× the prover alone at every N from {cost_from_n}"
            ),
            Criterion::CheapestWithKeys { min_keys, .. } => {
                format!("at least {} % of the keys at every N", min_keys * 100.0)
            }
        }
    }

    /// How `a` compares with `b` as a run's choice (`Greater`: `a` is preferred).
    pub fn choice_order(&self, a: &[PerN], b: &[PerN]) -> Ordering {
        let by_keys = keys(a).cmp(&keys(b));
        match *self {
            Criterion::MostKeys => by_keys,
            Criterion::KeysWithinCost { cost_from_n, .. } => {
                let cheaper = worst_ratio(b, cost_from_n).total_cmp(&worst_ratio(a, cost_from_n));
                match (self.meets(a), self.meets(b)) {
                    (true, true) => by_keys,
                    (false, false) => cheaper,
                    (met, _) => met.cmp(&!met),
                }
            }
            Criterion::CheapestWithKeys { cost_from_n, .. } => {
                let cheaper = worst_ratio(b, cost_from_n).total_cmp(&worst_ratio(a, cost_from_n));
                match (self.meets(a), self.meets(b)) {
                    (true, true) => cheaper.then(by_keys),
                    (false, false) => by_keys.then(cheaper),
                    (met, _) => met.cmp(&!met),
                }
            }
        }
    }

    /// The index of the preferred of `candidates`; ties go to the earlier one.
    pub fn preferred<'a>(&self, candidates: impl Iterator<Item = &'a [PerN]>) -> Option<usize> {
        let mut best: Option<(usize, &[PerN])> = None;
        for (i, v) in candidates.enumerate() {
            if best.is_none_or(|(_, b)| self.choice_order(v, b) == Ordering::Greater) {
                best = Some((i, v));
            }
        }
        best.map(|(i, _)| i)
    }
}
