//! `mategp verify FILE|DIR`: checks certificates with the `verify` crate alone (no
//! solver code runs), and answers `valid` or `invalid: <first reason>`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use fitness::MateDepth;
use fitness::problem::parse_fen;
use shakmaty::Color;
use verify::{Expect, FILE_SUFFIX, Valid};

use crate::args::parse_mate;
use crate::error::CliError;

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// A certificate, or a directory: every `*.cert.jsonl` in it, in name order.
    #[arg(value_name = "FILE|DIR")]
    pub path: PathBuf,
    /// The certificate must be for this position (board, side to move, castling, en
    /// passant where a capture is legal; clocks aside). Not with a directory.
    #[arg(long)]
    pub fen: Option<String>,
    /// The mate must take at most N moves.
    #[arg(long, value_name = "N", value_parser = parse_mate, allow_negative_numbers = true)]
    pub mate: Option<MateDepth>,
}

pub fn run(args: VerifyArgs, out: &mut impl Write) -> Result<(), CliError> {
    let root = match &args.fen {
        Some(fen) => Some(
            parse_fen(fen)
                .map_err(|e| CliError::input(format!("--fen: {e}")))?
                .position,
        ),
        None => None,
    };
    let expect = Expect {
        root,
        mate: args.mate.map(MateDepth::get),
    };
    if args.path.is_dir() {
        if args.fen.is_some() {
            return Err(CliError::input(
                "--fen names one position; it cannot be checked against a directory of certificates",
            ));
        }
        return run_dir(&args.path, &expect, out);
    }
    let bytes = read(&args.path)?;
    match verify::verify(&bytes, &expect) {
        Ok(valid) => {
            writeln!(out, "valid: {}", describe(&valid))?;
            Ok(())
        }
        Err(invalid) => {
            writeln!(out, "invalid: {invalid}")?;
            Err(CliError::runtime(format!(
                "{} is not a valid certificate",
                args.path.display()
            )))
        }
    }
}

fn run_dir(dir: &Path, expect: &Expect, out: &mut impl Write) -> Result<(), CliError> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| CliError::input(format!("cannot read {}: {e}", dir.display())))?;
    let mut files = Vec::new();
    for entry in entries {
        let entry =
            entry.map_err(|e| CliError::input(format!("cannot read {}: {e}", dir.display())))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(FILE_SUFFIX) && entry.path().is_file() {
            files.push((name, entry.path()));
        }
    }
    files.sort();
    if files.is_empty() {
        return Err(CliError::input(format!(
            "{}: no certificate (*{FILE_SUFFIX}) in the directory",
            dir.display()
        )));
    }
    let mut invalid = 0;
    for (name, path) in &files {
        match verify::verify(&read(path)?, expect) {
            Ok(valid) => writeln!(out, "{name}: valid: {}", describe(&valid))?,
            Err(e) => {
                invalid += 1;
                writeln!(out, "{name}: invalid: {e}")?;
            }
        }
    }
    writeln!(
        out,
        "{} certificates: {} valid, {invalid} invalid",
        files.len(),
        files.len() - invalid
    )?;
    if invalid > 0 {
        return Err(CliError::runtime(format!(
            "{invalid} of {} certificates in {} are invalid",
            files.len(),
            dir.display()
        )));
    }
    Ok(())
}

fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::input(format!("cannot read {}: {e}", path.display())))
}

fn describe(valid: &Valid) -> String {
    let side = match valid.attacker {
        Color::White => "white",
        Color::Black => "black",
    };
    let nodes = valid.nodes();
    let plural = if nodes == 1 { "" } else { "s" };
    format!("{side} mates in {} ({nodes} node{plural})", valid.mate_in)
}
