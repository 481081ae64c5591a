//! Proof certificates of proven mates (docs/CERTIFICATES.md): the tree a solver's
//! claim rests on, written in the format of the `verify` crate so that a checker
//! sharing no code with the search can replay it.
//!
//! The tree is not read out of the solver that found the mate: [`build`] solves
//! again, node by node, with an exact prover (the alpha-beta prover by default), and
//! enumerates every legal reply of the defender itself. A solver's fault therefore
//! shows as a build that fails, never as a certificate of a mate that is not one; and
//! the `verify` crate checks what is written all the same.

mod build;

pub use build::{BuildError, BuildStats, Built, Claim, build};
