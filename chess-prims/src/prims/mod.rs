//! The primitive set: the operations, their signatures and meanings.

mod op;
mod set;
mod spec;

pub use op::Op;
pub use set::{
    Extensions, PrimitiveDoc, Primitives, REVISION, SCORE_MAX, describe, describe_optional,
};
pub use spec::Ty;
