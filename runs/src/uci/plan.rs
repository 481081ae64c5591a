//! What a `go` command asks of a mate search: the longest mate to look for, and the
//! limits.

use std::time::Duration;

use fitness::MAX_MATE;
use shakmaty::Color;

use super::command::Go;

/// One search, as the worker runs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Look for mates of 1, 2, … up to this many moves.
    pub max_mate: u32,
    /// Moves applied, over the whole search.
    pub nodes: Option<u64>,
    /// Wall time from `go`.
    pub time: Option<Duration>,
    /// `go infinite` or `go ponder`: `bestmove` waits for `stop` (or `ponderhit`).
    pub wait_for_stop: bool,
    /// Notes for the GUI about parameters read differently from a normal engine.
    pub notes: Vec<String>,
}

/// Of the time left on the clock, the share one move may use when the GUI does not
/// say how many moves remain.
const MOVES_TO_GO: u32 = 30;

/// Reads `go` for a mate search with `turn` to move:
/// - `mate N`: mates up to N moves (clamped to 1..=99).
/// - `depth D`: D plies; a mate in k takes 2k−1 plies, so mates up to ⌈D/2⌉ moves
///   (at least 1). With `mate` too, the smaller bound wins.
/// - neither: mates of growing length up to 99 moves until a limit or `stop`.
/// - `nodes`, `movetime`: limits of the whole search; the clock (`wtime`/`btime`,
///   increments, `movestogo`) gives a time limit of a share of what is left.
/// - `infinite`, `ponder`: no limits from the clock, and `bestmove` only after `stop`.
/// - `searchmoves` is not supported (the solvers search every move); a note says so.
pub fn plan(go: &Go, turn: Color) -> Plan {
    let mut notes = Vec::new();
    let from_mate = go.mate.map(|n| {
        let moves = clamp_moves(n);
        if u64::from(moves) != n {
            notes.push(format!(
                "go mate {n}: searching mates of up to {moves} moves instead"
            ));
        }
        moves
    });
    let from_depth = go.depth.map(|d| clamp_moves(d.div_ceil(2)));
    let max_mate = match (from_mate, from_depth) {
        (Some(m), Some(d)) => m.min(d),
        (m, d) => m.or(d).unwrap_or(MAX_MATE),
    };
    if !go.searchmoves.is_empty() {
        notes.push("searchmoves is not supported: searching every move".to_owned());
    }
    let wait_for_stop = go.infinite || go.ponder;
    let clock = if wait_for_stop {
        None
    } else {
        clock_budget(go, turn)
    };
    let time = match (go.movetime, clock) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    Plan {
        max_mate,
        nodes: go.nodes,
        time,
        wait_for_stop,
        notes,
    }
}

fn clamp_moves(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(MAX_MATE).clamp(1, MAX_MATE)
}

/// The time one move may take on the clock: an even share of the time left over the
/// moves to go, plus half the increment, and never more than half the time left.
fn clock_budget(go: &Go, turn: Color) -> Option<Duration> {
    let (left, inc) = match turn {
        Color::White => (go.wtime, go.winc),
        Color::Black => (go.btime, go.binc),
    };
    let left = left?;
    let moves = go
        .movestogo
        .and_then(|n| u32::try_from(n).ok())
        .filter(|&n| n > 0)
        .unwrap_or(MOVES_TO_GO);
    let share = left / moves + inc.unwrap_or_default() / 2;
    Some(share.min(left / 2).max(Duration::from_millis(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go() -> Go {
        Go::default()
    }

    #[test]
    fn mate_and_depth_bounds() {
        let p = plan(
            &Go {
                mate: Some(2),
                ..go()
            },
            Color::White,
        );
        assert_eq!((p.max_mate, p.nodes, p.time), (2, None, None));
        assert!(!p.wait_for_stop && p.notes.is_empty());
        for (d, moves) in [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (9, 5), (1000, 99)] {
            let p = plan(
                &Go {
                    depth: Some(d),
                    ..go()
                },
                Color::White,
            );
            assert_eq!(p.max_mate, moves, "depth {d}");
        }
        let both = Go {
            mate: Some(5),
            depth: Some(3),
            ..go()
        };
        assert_eq!(plan(&both, Color::White).max_mate, 2);
        let p = plan(
            &Go {
                mate: Some(500),
                ..go()
            },
            Color::White,
        );
        assert_eq!(p.max_mate, 99);
        assert_eq!(p.notes.len(), 1, "{:?}", p.notes);
        assert_eq!(plan(&go(), Color::White).max_mate, 99);
    }

    #[test]
    fn limits_and_clock() {
        let ms = Duration::from_millis;
        let p = plan(
            &Go {
                nodes: Some(1000),
                movetime: Some(ms(300)),
                ..go()
            },
            Color::Black,
        );
        assert_eq!((p.nodes, p.time), (Some(1000), Some(ms(300))));
        let clock = Go {
            wtime: Some(ms(60_000)),
            btime: Some(ms(3_000)),
            winc: Some(ms(1_000)),
            ..go()
        };
        assert_eq!(plan(&clock, Color::White).time, Some(ms(2_500)));
        assert_eq!(plan(&clock, Color::Black).time, Some(ms(100)));
        let to_go = Go {
            movestogo: Some(1),
            ..clock.clone()
        };
        assert_eq!(plan(&to_go, Color::Black).time, Some(ms(1_500)), "half");
        let infinite = Go {
            infinite: true,
            ..clock
        };
        let p = plan(&infinite, Color::White);
        assert!(p.wait_for_stop);
        assert_eq!(p.time, None);
    }
}
