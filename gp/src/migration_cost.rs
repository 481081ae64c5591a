//! What one migration cost this process, measured apart so that the island model's
//! overhead can be read from a run's log (docs/SCALING.md).

use std::time::Duration;

/// The wall time of one migration on this process, in three parts, and its size.
///
/// `wait` is the time until every process had finished its generation (a barrier
/// before the exchange): the load imbalance, which any synchronous collective pays
/// and which migration only makes visible. `exchange` is the ring transfer itself,
/// after everyone has arrived; `local` is encoding the emigrants and decoding,
/// checking and placing the arrivals. Timing only: it never feeds back into the run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MigrationCost {
    /// Waiting for the other processes to reach the migration.
    pub wait: Duration,
    /// The ring transfer.
    pub exchange: Duration,
    /// Encoding, decoding, checking and placing migrants.
    pub local: Duration,
    /// Bytes this process sent (all its islands' emigrants, encoded).
    pub bytes_sent: usize,
}
