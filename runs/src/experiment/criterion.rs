//! How a criterion ranks searchers on validation: one definition for a run's choice
//! among its hall of fame and for the report's best run.

use std::cmp::Ordering;

use super::config::Criterion;
use super::score::{PerN, main_keys, worst_pvline_ratio};

/// The main validation problems' totals: the `pvline` ones only count where a
/// criterion names them.
fn main_totals(v: &[PerN]) -> impl Iterator<Item = &PerN> {
    v.iter().filter(|p| !p.pvline)
}

fn keys(v: &[PerN]) -> u64 {
    main_keys(v).0
}

/// The worst whole-answer cost over the prover alone at any N from `from_n` on.
fn worst_ratio(v: &[PerN], from_n: u32) -> f64 {
    main_totals(v)
        .filter(|p| p.n >= from_n)
        .map(PerN::cost_ratio)
        .fold(0.0, f64::max)
}

fn pvline_ratio(v: &[PerN]) -> f64 {
    worst_pvline_ratio(v).unwrap_or(0.0)
}

fn keys_everywhere(v: &[PerN], min_keys: f64) -> bool {
    main_totals(v).all(|p| p.positions == 0 || p.keys as f64 >= min_keys * p.positions as f64)
}

fn pvline_within(v: &[PerN], limit: Option<f64>) -> bool {
    limit.is_none_or(|limit| pvline_ratio(v) <= limit)
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
            Criterion::CheapestWithKeys {
                min_keys,
                pvline_cost_limit,
                ..
            } => keys_everywhere(v, min_keys) && pvline_within(v, pvline_cost_limit),
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
            Criterion::CheapestWithKeys {
                min_keys,
                pvline_cost_limit,
                ..
            } => {
                let keys = format!("at least {} % of the keys at every N", min_keys * 100.0);
                match pvline_cost_limit {
                    None => keys,
                    Some(limit) => format!(
                        "{keys}, and a whole answer at most {limit}× the prover alone on the \
                         pvline problems at every N"
                    ),
                }
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
            Criterion::CheapestWithKeys {
                min_keys,
                cost_from_n,
                pvline_cost_limit,
            } => {
                let cheaper = worst_ratio(b, cost_from_n).total_cmp(&worst_ratio(a, cost_from_n));
                let cheaper_on_pvline = pvline_ratio(b).total_cmp(&pvline_ratio(a));
                let rank = |v: &[PerN]| {
                    let thorough = keys_everywhere(v, min_keys);
                    (thorough, thorough && pvline_within(v, pvline_cost_limit))
                };
                match (rank(a), rank(b)) {
                    ((true, true), (true, true)) => cheaper.then(by_keys),
                    ((true, false), (true, false)) => cheaper_on_pvline.then(cheaper),
                    ((false, _), (false, _)) => by_keys.then(cheaper),
                    (ra, rb) => ra.cmp(&rb),
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
