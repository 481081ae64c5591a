//! The exhaustive alpha-beta mate prover.
