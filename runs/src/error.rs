//! Command errors and their exit codes.

use std::fmt;

/// A failed command: what to tell the user, and the exit code.
#[derive(Debug)]
pub struct CliError {
    pub kind: ErrorKind,
    pub message: String,
}

/// Exit code 2 for input the user can fix (as clap does for bad flags), 1 for
/// failures while running, 0 without a word when the reader of the output has gone
/// (`mategp bench --json | head -1`: what was asked for was written).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    Input,
    Runtime,
    ClosedOutput,
}

impl CliError {
    /// Bad input: a flag, a FEN, a file.
    pub fn input(message: impl fmt::Display) -> CliError {
        CliError {
            kind: ErrorKind::Input,
            message: message.to_string(),
        }
    }

    /// A failure while running: an engine that died, output that cannot be written.
    pub fn runtime(message: impl fmt::Display) -> CliError {
        CliError {
            kind: ErrorKind::Runtime,
            message: message.to_string(),
        }
    }

    /// A failure another process reports (the root of an MPI job): this one ends
    /// with status 1 and says nothing.
    pub fn quiet() -> CliError {
        CliError::runtime("")
    }

    pub fn exit_code(&self) -> u8 {
        match self.kind {
            ErrorKind::Input => 2,
            ErrorKind::Runtime => 1,
            ErrorKind::ClosedOutput => 0,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> CliError {
        let mut error = CliError::runtime(format!("cannot write output: {e}"));
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            error.kind = ErrorKind::ClosedOutput;
        }
        error
    }
}

impl From<fitness::problem::ReadError> for CliError {
    fn from(e: fitness::problem::ReadError) -> CliError {
        CliError::input(e)
    }
}
