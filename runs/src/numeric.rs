//! Whole-number flags with a stated range. Each takes `allow_negative_numbers`, so
//! that `--mate -1` reaches its parser and is refused with the range, not read by
//! clap as an unknown flag.

use std::fmt::Display;
use std::str::FromStr;

/// A parser for `lo..=hi`; clap prefixes its error with the flag and the value.
pub fn bounded<T>(lo: T, hi: T) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static + Bound,
{
    move |text: &str| {
        let range = if hi == T::MAX {
            format!("a whole number of at least {lo}")
        } else {
            format!("{lo}..={hi}")
        };
        match text.trim().parse::<T>() {
            Ok(n) if lo <= n && n <= hi => Ok(n),
            _ => Err(format!("must be {range}, got {}", shown(text))),
        }
    }
}

/// The largest value of a type, to tell "no upper bound" apart.
pub trait Bound {
    const MAX: Self;
}

impl Bound for u16 {
    const MAX: u16 = u16::MAX;
}

impl Bound for u32 {
    const MAX: u32 = u32::MAX;
}

impl Bound for u64 {
    const MAX: u64 = u64::MAX;
}

impl Bound for usize {
    const MAX: usize = usize::MAX;
}

/// A value as quoted back in a message: at most 40 characters of it.
pub fn shown(text: &str) -> String {
    const MAX_CHARS: usize = 40;
    match text.char_indices().nth(MAX_CHARS) {
        Some((cut, _)) => format!("{}… ({} bytes)", &text[..cut], text.len()),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_messages() {
        let mate = bounded(1u32, 99);
        assert_eq!(mate("7"), Ok(7));
        assert_eq!(mate("-1"), Err("must be 1..=99, got -1".to_owned()));
        assert_eq!(mate("100"), Err("must be 1..=99, got 100".to_owned()));
        let population = bounded(1usize, usize::MAX);
        assert_eq!(
            population("-16"),
            Err("must be a whole number of at least 1, got -16".to_owned())
        );
        assert!(population("x").is_err());
    }

    #[test]
    fn long_values_are_cut() {
        let long = "9".repeat(1 << 20);
        let e = bounded(0u64, 10)(&long).expect_err("out of range");
        assert!(e.len() < 100, "{e}");
        assert!(e.ends_with("… (1048576 bytes)"), "{e}");
    }
}
