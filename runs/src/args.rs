//! Flags shared by several commands.

use std::time::Duration;

use clap::{Args, ValueEnum};
use fitness::ab::{MAX_TABLE_MB, NullMove, ProverOptions};
use fitness::{Limits, MAX_MATE, MateDepth};

use crate::numeric::bounded;

/// `--max-nodes` and `--max-time-ms`: the limits of one solve.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct LimitArgs {
    /// Stop a solve after this many nodes (moves applied); the answer is then "unknown".
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
    pub max_nodes: Option<u64>,
    /// Stop a solve after this many milliseconds (at least 1); the answer is then
    /// "unknown".
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = bounded(1u64, u64::MAX))]
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

/// `--threads T` of `solve` and `bench`.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct ThreadArgs {
    /// Threads of --algo portfolio (2 or more; its two members, ab and pn, use one
    /// each, and more are not used yet) [default: 2].
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = bounded(1usize, 1024))]
    pub threads: Option<usize>,
}

impl ThreadArgs {
    /// Checks `--threads` against the solvers asked for.
    pub fn check<'a>(&self, mut algos: impl Iterator<Item = &'a str>) -> Result<(), String> {
        let Some(t) = self.threads else {
            return Ok(());
        };
        if !algos.any(|a| a == "portfolio") {
            return Err("--threads applies to --algo portfolio only".to_owned());
        }
        if t < 2 {
            return Err(format!(
                "--threads {t}: the portfolio runs ab and pn on a thread each; give 2 or more"
            ));
        }
        Ok(())
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
    /// Transposition table size in MiB, 0 to 65536 (0: no table). Memory is taken as
    /// the searches fill the table, not up front.
    #[arg(long, value_name = "MB", default_value_t = 16, allow_negative_numbers = true,
          value_parser = bounded(0, MAX_TABLE_MB))]
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
    let n = bounded(1, MAX_MATE)(s)?;
    MateDepth::new(n.into()).map_err(|e| e.to_string())
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
        assert_eq!(
            parse_mate("-1").expect_err("negative"),
            "must be 1..=99, got -1"
        );
        assert!(parse_mate("100").expect_err("too long").contains("1..=99"));
    }
}
