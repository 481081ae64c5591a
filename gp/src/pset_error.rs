//! What can be wrong with a primitive set, as [`crate::PrimitiveSetBuilder::build`]
//! finds it.

use std::fmt;

/// An invalid primitive set: every problem found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PsetError {
    pub problems: Vec<PsetProblem>,
}

impl fmt::Display for PsetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid primitive set: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            p.fmt(f)?;
        }
        Ok(())
    }
}

impl std::error::Error for PsetError {}

/// One problem of a primitive set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PsetProblem {
    /// More than 256 types.
    TooManyTypes(usize),
    /// More than 65535 primitives.
    TooManyPrimitives(usize),
    /// A type's name cannot be written in an S-expression.
    BadTypeName {
        name: String,
        reason: NameError,
    },
    DuplicateType(String),
    /// A primitive's name cannot be written in an S-expression.
    BadPrimitiveName {
        name: String,
        reason: NameError,
    },
    DuplicatePrimitive(String),
    /// A primitive names a type id the set does not have.
    UnknownType {
        primitive: String,
        id: u8,
    },
    /// A function without arguments (it should be a terminal).
    NoArguments(String),
    /// A function with more than 255 arguments.
    TooManyArguments(String),
    /// An ERC's range or choices are invalid.
    BadErc {
        name: String,
        reason: String,
    },
    /// A second ERC for a type that has one.
    SecondErc {
        name: String,
        first: String,
    },
    /// An argument type that no finite tree can fill.
    NoFiniteTree {
        type_name: String,
        primitive: String,
    },
    /// A rule of the domain that builds the set (a constant range it allows, an
    /// operation for every primitive), in its words.
    Domain(String),
}

impl fmt::Display for PsetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PsetProblem::TooManyTypes(n) => write!(f, "{n} types; at most 256"),
            PsetProblem::TooManyPrimitives(n) => write!(f, "{n} primitives; at most 65535"),
            PsetProblem::BadTypeName { name, reason } => write!(f, "type {name:?}: {reason}"),
            PsetProblem::DuplicateType(name) => write!(f, "type {name:?} is defined twice"),
            PsetProblem::BadPrimitiveName { name, reason } => {
                write!(f, "primitive {name:?}: {reason}")
            }
            PsetProblem::DuplicatePrimitive(name) => {
                write!(f, "primitive {name:?} is defined twice")
            }
            PsetProblem::UnknownType { primitive, id } => {
                write!(f, "primitive {primitive:?} uses unknown type id {id}")
            }
            PsetProblem::NoArguments(name) => {
                write!(
                    f,
                    "function {name:?} has no arguments; add it as a terminal"
                )
            }
            PsetProblem::TooManyArguments(name) => {
                write!(f, "function {name:?} has more than 255 arguments")
            }
            PsetProblem::BadErc { name, reason } => write!(f, "ERC {name:?}: {reason}"),
            PsetProblem::SecondErc { name, first } => {
                write!(f, "ERC {name:?}: type already has ERC {first:?}")
            }
            PsetProblem::NoFiniteTree {
                type_name,
                primitive,
            } => write!(
                f,
                "argument type {type_name} of {primitive:?} has no finite tree (no terminals reachable)"
            ),
            PsetProblem::Domain(problem) => f.write_str(problem),
        }
    }
}

/// Why a name cannot be written in an S-expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    /// It starts with a digit, '-', '+' or '.', and would read as a number.
    NumberLike,
    /// It holds whitespace, a parenthesis, ';' or '"'.
    Separator,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NameError::Empty => "empty name",
            NameError::NumberLike => "must not start with a digit, '-', '+' or '.'",
            NameError::Separator => "must not contain whitespace, parentheses, ';' or '\"'",
        })
    }
}
