//! `mategp primitives`: the primitive set as a table.

use std::io::Write;

use clap::Args;

use crate::error::CliError;

#[derive(Args, Debug)]
pub struct PrimitivesArgs {}

pub fn run(_args: PrimitivesArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut docs = chess_prims::describe();
    // Before the constant kind, which ends the table.
    let constant = docs.pop();
    docs.extend(chess_prims::describe_optional());
    docs.extend(constant);
    let name_w = docs.iter().map(|d| d.name.len()).max().unwrap_or(4).max(4);
    let kind_w = docs.iter().map(|d| d.kind.len()).max().unwrap_or(4).max(4);
    let sig_w = docs
        .iter()
        .map(|d| d.signature.len())
        .max()
        .unwrap_or(9)
        .max(9);
    writeln!(
        out,
        "{:<name_w$}  {:<kind_w$}  {:<sig_w$}  meaning",
        "name", "kind", "signature"
    )?;
    writeln!(
        out,
        "{}  {}  {}  {}",
        "-".repeat(name_w),
        "-".repeat(kind_w),
        "-".repeat(sig_w),
        "-".repeat(7)
    )?;
    for d in &docs {
        writeln!(
            out,
            "{:<name_w$}  {:<kind_w$}  {:<sig_w$}  {}",
            d.name, d.kind, d.signature, d.meaning
        )?;
    }
    writeln!(
        out,
        "\nrevision {}: moves are tried checks first, then captures and promotions, then \
         the rest; a move that a condition decided by the board after the move rules out \
         (any terminal but IsMateInOneOrLess, IsNextMoveForced and IsNextMoveForcedWithKing, \
         with Not/And/Or, and Smaller/If3 over such terminals and constants) is not applied \
         and costs no node; the board simulated to decide it is counted apart, as a board",
        chess_prims::REVISION
    )?;
    Ok(())
}
