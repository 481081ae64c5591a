//! Proof-number search (PROVER and df-pn).
