//! Flags shared by several commands.

use std::time::Duration;

use clap::{Args, ValueEnum};
use fitness::ab::{NullMove, ProverOptions};
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

/// Null-move pruning in the alpha-beta prover.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum NullMoveArg {
    /// Exact: never.
    #[default]
    Off,
    /// Cut when a reduced search after a pass finds no mate.
    Plain,
    /// Cut only after a shallower search of the node confirms it.
    Verified,
}

/// The alpha-beta prover's switches, so that each enhancement can be measured.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct ProverArgs {
    /// Transposition table size in MiB (0: no table).
    #[arg(long, value_name = "MB", default_value_t = 16)]
    pub hash_mb: usize,
    /// Null-move pruning at defender nodes; anything but off may miss zugzwang mates
    /// (the prover then answers "unknown", never "no-mate").
    #[arg(long, value_enum, default_value_t = NullMoveArg::Off)]
    pub null_move: NullMoveArg,
    /// Turn off the mate-specific move ordering (checks, captures, king-area attacks).
    #[arg(long)]
    pub no_ordering: bool,
    /// Try every move at the attacker's last move, not only checks that may mate.
    #[arg(long)]
    pub no_checks_only: bool,
    /// Turn off killer and history move ordering.
    #[arg(long)]
    pub no_killers: bool,
    /// Search exactly from the start, without the null-move probe that first looks
    /// for a mate cheaply (the answer is the same; only the node count changes).
    #[arg(long)]
    pub no_null_move_probe: bool,
    /// Play every move, even one whose result the table already holds (turns off the
    /// enhanced transposition cutoffs; the answer is the same).
    #[arg(long)]
    pub no_table_lookahead: bool,
    /// Play the defender's last reply even when one leaves the attacker no check
    /// (turns off the fatal anti-check and its quiet kin; the answer is the same).
    #[arg(long)]
    pub no_disarm: bool,
}

impl ProverArgs {
    pub fn options(&self, all_keys: bool) -> ProverOptions {
        ProverOptions {
            all_keys,
            ordering: !self.no_ordering,
            checks_only_last: !self.no_checks_only,
            table_mb: self.hash_mb,
            killers: !self.no_killers,
            null_move_probe: !self.no_null_move_probe,
            table_lookahead: !self.no_table_lookahead,
            disarm: !self.no_disarm,
            null_move: match self.null_move {
                NullMoveArg::Off => NullMove::Off,
                NullMoveArg::Plain => NullMove::Plain,
                NullMoveArg::Verified => NullMove::Verified,
            },
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
