//! Ephemeral random constants: serializable generator descriptions.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

/// How an ephemeral random constant (ERC) kind draws its values.
///
/// A description rather than a closure, so primitive sets can be fingerprinted
/// and configs serialized. Values are stored inline in tree nodes as `f64`
/// (integers are exact up to 2^53). Rust prints `f64` with the shortest text
/// that parses back to the same bits, so constants round-trip through
/// S-expressions exactly; rounding to a few decimals only keeps them readable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Erc {
    /// A float drawn uniformly from `[lo, hi]`, rounded to `decimals` places.
    UniformF64 {
        /// Smallest value.
        lo: f64,
        /// Largest value.
        hi: f64,
        /// Decimal places kept (at most 15).
        decimals: u8,
    },
    /// An integer drawn uniformly from `[lo, hi]`.
    UniformInt {
        /// Smallest value.
        lo: i64,
        /// Largest value.
        hi: i64,
    },
    /// One of the listed values, each equally likely.
    Choice {
        /// The values; at least one.
        values: Vec<f64>,
    },
}

/// Largest integer magnitude an `f64` holds exactly.
const MAX_EXACT_INT: i64 = 1 << 53;

impl Erc {
    /// Draws a fresh value.
    pub fn generate<R: Rng + ?Sized>(&self, rng: &mut R) -> f64 {
        match self {
            Erc::UniformF64 { lo, hi, decimals } => {
                let x = if lo < hi {
                    rng.random_range(*lo..=*hi)
                } else {
                    *lo
                };
                round_to(x, *decimals).clamp(*lo, *hi)
            }
            Erc::UniformInt { lo, hi } => rng.random_range(*lo..=*hi) as f64,
            Erc::Choice { values } => values[rng.random_range(0..values.len())],
        }
    }

    /// A mutated value near `old`: half the time a fresh draw, otherwise a
    /// small step (a tenth of the range for floats, at least 1 for integers).
    pub fn mutate<R: Rng + ?Sized>(&self, old: f64, rng: &mut R) -> f64 {
        if rng.random_bool(0.5) {
            return self.generate(rng);
        }
        match self {
            Erc::UniformF64 { lo, hi, decimals } => {
                let w = (hi - lo) / 10.0;
                if w <= 0.0 {
                    return *lo;
                }
                let x = old + rng.random_range(-w..=w);
                round_to(x.clamp(*lo, *hi), *decimals).clamp(*lo, *hi)
            }
            Erc::UniformInt { lo, hi } => {
                let step = ((hi - lo) / 10).max(1);
                let delta = rng.random_range(-step..=step);
                // `old` came from this generator, so it is an integer in range.
                ((old as i64).saturating_add(delta)).clamp(*lo, *hi) as f64
            }
            Erc::Choice { .. } => self.generate(rng),
        }
    }

    /// Whether `value` could have come from this generator (used to validate
    /// parsed and checkpointed trees loosely: range and integrality only).
    pub fn admits(&self, value: f64) -> bool {
        match self {
            Erc::UniformF64 { lo, hi, .. } => value.is_finite() && *lo <= value && value <= *hi,
            Erc::UniformInt { lo, hi } => {
                value.fract() == 0.0 && (*lo as f64) <= value && value <= (*hi as f64)
            }
            Erc::Choice { values } => values.iter().any(|v| v.to_bits() == value.to_bits()),
        }
    }

    pub(crate) fn validate(&self) -> Result<(), String> {
        match self {
            Erc::UniformF64 { lo, hi, decimals } => {
                if !(lo.is_finite() && hi.is_finite() && lo <= hi) {
                    return Err(format!(
                        "UniformF64 needs finite lo <= hi, got [{lo}, {hi}]"
                    ));
                }
                if *decimals > 15 {
                    return Err(format!("UniformF64 decimals must be <= 15, got {decimals}"));
                }
            }
            Erc::UniformInt { lo, hi } => {
                if lo > hi || lo.abs() > MAX_EXACT_INT || hi.abs() > MAX_EXACT_INT {
                    return Err(format!(
                        "UniformInt needs lo <= hi within +-2^53, got [{lo}, {hi}]"
                    ));
                }
            }
            Erc::Choice { values } => {
                if values.is_empty() || values.iter().any(|v| !v.is_finite()) {
                    return Err("Choice needs at least one value, all finite".to_string());
                }
            }
        }
        Ok(())
    }
}

impl std::fmt::Display for Erc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Erc::UniformF64 { lo, hi, decimals } => {
                write!(f, "UniformF64[{lo}, {hi}; {decimals} decimals]")
            }
            Erc::UniformInt { lo, hi } => write!(f, "UniformInt[{lo}, {hi}]"),
            Erc::Choice { values } => {
                write!(f, "Choice{{")?;
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{v}")?;
                }
                write!(f, "}}")
            }
        }
    }
}

fn round_to(x: f64, decimals: u8) -> f64 {
    let scale = 10f64.powi(i32::from(decimals));
    let r = (x * scale).round() / scale;
    // Avoid printing "-0" for values that round to zero.
    if r == 0.0 { 0.0 } else { r }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn floats_stay_in_range_and_are_rounded() {
        let erc = Erc::UniformF64 {
            lo: -5.0,
            hi: 5.0,
            decimals: 1,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..1000 {
            let v = erc.generate(&mut rng);
            assert!(erc.admits(v), "{v}");
            assert!((v * 10.0 - (v * 10.0).round()).abs() < 1e-9, "{v}");
            let m = erc.mutate(v, &mut rng);
            assert!(erc.admits(m), "{m}");
        }
    }

    #[test]
    fn ints_and_choices() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let ints = Erc::UniformInt { lo: 1, hi: 3 };
        let mut seen = [false; 3];
        for _ in 0..200 {
            let v = ints.mutate(ints.generate(&mut rng), &mut rng);
            assert!(ints.admits(v));
            seen[v as usize - 1] = true;
        }
        assert_eq!(seen, [true; 3]);
        let choice = Erc::Choice {
            values: vec![0.5, 2.0],
        };
        assert!(choice.admits(choice.generate(&mut rng)));
        assert!(!choice.admits(1.0));
        assert!(Erc::Choice { values: vec![] }.validate().is_err());
    }
}
