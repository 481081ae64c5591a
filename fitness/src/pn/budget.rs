//! The user's limits on one solve: moves applied, wall-clock time, and a stop flag
//! another thread may raise.

use std::time::{Duration, Instant};

use chess_prims::Line;
use shakmaty::Move;

use crate::{Limits, StopFlag, StopReason};

/// The one place pn checks its limits: every move a pn search applies goes through
/// [`Budget::play`]. Reading the clock is not free, so it is read once per
/// [`TIME_CHECK_INTERVAL`] moves.
#[derive(Clone, Debug)]
pub(crate) struct Budget {
    max_nodes: Option<u64>,
    deadline: Option<Instant>,
    flag: Option<StopFlag>,
    next_time_check: u64,
    stop: Option<StopReason>,
    started: Instant,
}

const TIME_CHECK_INTERVAL: u64 = 1024;

impl Budget {
    pub(crate) fn new(limits: Limits, flag: Option<StopFlag>) -> Budget {
        let started = Instant::now();
        Budget {
            max_nodes: limits.max_nodes,
            deadline: limits.max_time.map(|t| started + t),
            flag,
            next_time_check: 0,
            stop: None,
            started,
        }
    }

    /// Applies `mv` on the line (one node) if the limits allow one more move, and
    /// says whether it did. Once this says no it keeps saying no.
    #[inline]
    pub(crate) fn play(&mut self, line: &mut Line, mv: &Move) -> bool {
        let allowed = self.allows(line.nodes());
        if allowed {
            line.play_unchecked(mv);
        }
        allowed
    }

    /// May one more move be applied, `nodes` having been applied so far?
    #[inline]
    fn allows(&mut self, nodes: u64) -> bool {
        if self.stop.is_some() {
            return false;
        }
        if self.max_nodes.is_some_and(|max| nodes >= max) {
            self.stop = Some(StopReason::Nodes);
            return false;
        }
        if nodes >= self.next_time_check {
            self.next_time_check = nodes + TIME_CHECK_INTERVAL;
            if self.flag.as_ref().is_some_and(StopFlag::is_raised) {
                self.stop = Some(StopReason::Stopped);
                return false;
            }
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stop = Some(StopReason::Time);
                return false;
            }
        }
        true
    }

    /// Stops the search for want of memory.
    pub(crate) fn out_of_memory(&mut self) {
        self.stop.get_or_insert(StopReason::Memory);
    }

    pub(crate) fn stopped(&self) -> Option<StopReason> {
        self.stop
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}
