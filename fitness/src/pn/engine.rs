//! What the solver asks of a proof-number engine (PROVER or df-pn).

use chess_prims::Line;
use shakmaty::Move;

use super::budget::Budget;
use super::leaf::Horizon;

/// The answer of one proof-number search from the root of a line.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Outcome {
    /// The attacker mates within `plies` plies against any defence; `pv` is a mating
    /// line from the root (empty when not asked for, or when the budget ran out while
    /// it was read), and
    /// `best` its first move (always known).
    Proven {
        plies: u32,
        best: Move,
        pv: Vec<Move>,
    },
    /// No mate within the horizon. `horizon` is true when the safety horizon of an
    /// unbounded search was reached: then it is no disproof at all.
    Disproven { horizon: bool },
    /// The budget ran out; it says why.
    Stopped,
}

/// One proof-number search algorithm over a [`Line`] standing at its root.
pub(crate) trait Engine {
    /// Prepares for a new position: empties what the last one left. `max_nodes`
    /// bounds what can be stored, so memory need not exceed it. False when the
    /// memory cannot be had.
    fn begin(&mut self, max_nodes: Option<u64>) -> bool;

    /// Searches the line's root position, which must be open (neither mate nor a
    /// draw), for a mate within `horizon`, trying only `root_moves` at the root when
    /// given. Reads the mating line after a proof when `want_pv`. Leaves the line at
    /// its root.
    fn prove(
        &mut self,
        line: &mut Line,
        horizon: Horizon,
        root_moves: Option<&[Move]>,
        want_pv: bool,
        budget: &mut Budget,
    ) -> Outcome;

    /// The most tree nodes or table entries held at once during the last search.
    fn stored_peak(&self) -> usize;

    /// Tree nodes or table entries allocated now.
    fn allocated(&self) -> usize;

    /// Positions judged (played and classified as a new leaf) in the last search:
    /// PROVER's tree nodes created, the measure of the "Mate in 38" tables.
    fn judged(&self) -> u64;
}
