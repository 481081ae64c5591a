//! Flags shared by several commands.

use std::time::Duration;

use clap::Args;
use fitness::{Limits, MateDepth};

/// `--max-nodes` and `--max-time-ms`: the limits of one solve.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct LimitArgs {
    /// Stop a solve after this many nodes (moves applied); the answer is then "unknown".
    #[arg(long, value_name = "K")]
    pub max_nodes: Option<u64>,
    /// Stop a solve after this many milliseconds; the answer is then "unknown".
    #[arg(long, value_name = "T")]
    pub max_time_ms: Option<u64>,
}

impl LimitArgs {
    pub fn limits(&self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            max_time: self.max_time_ms.map(Duration::from_millis),
        }
    }
}

/// Parses `--mate N`: a whole number from 1 to `MAX_MATE`.
pub fn parse_mate(s: &str) -> Result<MateDepth, String> {
    let n: i64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a whole number of moves"))?;
    MateDepth::new(n).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_flag_bounds() {
        assert_eq!(parse_mate("3").map(MateDepth::get), Ok(3));
        assert_eq!(parse_mate("99").map(MateDepth::get), Ok(99));
        for bad in ["0", "100", "-1", "x", ""] {
            assert!(parse_mate(bad).is_err(), "{bad}");
        }
        assert!(
            parse_mate("x")
                .expect_err("not a number")
                .contains("not a whole number")
        );
        assert!(parse_mate("100").expect_err("too long").contains("1 to 99"));
    }
}
