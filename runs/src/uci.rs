//! `mategp uci`: a UCI engine that answers "mate in N?" with the project's solvers.
//!
//! Three kinds of thread:
//! - the input reader turns stdin lines into [`Event::Input`];
//! - the caller's thread runs the [`Engine`]: it handles every event in order and is
//!   the only writer of the output, so `isready`, `stop` and `quit` are answered
//!   while a search runs;
//! - a search worker per `go` ([`worker`]) deepens over mate lengths, running each
//!   solve on a thread of its own ([`runner`]) in time slices. On `stop` the worker
//!   stops waiting at once (within [`runner::POLL`], 5 ms) and says `bestmove`; the
//!   abandoned solve ends by itself within its slice.
//!
//! Scores: none until a mate is proven either way, then `score mate k` (the side to
//! move mates in k) or `score mate -k` (it is mated in k: its longest defence meets
//! a mate in k), as Stockfish writes them; `mate 0` when it is checkmated, `cp 0`
//! when stalemated. No `seldepth` (every solve is full-width to its depth, so it
//! would repeat `depth`) and no `hashfull` (the tables are cleared for every solve,
//! so it would describe only the last one).
//!
//! Options: `Hash`, `Threads` (from 2, `ab` and `pn` run as the portfolio: both at
//! once on a thread each, the first proof answering; Hash is split between them),
//! `MultiPV` (a line per key move of the shortest mate, or per
//! defence of a mated side), `Ponder` (declared; `go ponder` works either way),
//! `Clear Hash`, `Algo`. A spin value out of range is clamped, with a note.
//!
//! Commands: `uci`, `debug`, `isready`, `setoption`, `register`,
//! `ucinewgame`, `position startpos|fen … [moves …]`, `go` (`mate`, `depth`, `nodes`,
//! `movetime`, `wtime`/`btime`/`winc`/`binc`/`movestogo`, `infinite`, `ponder`;
//! see [`plan::plan`]), `stop`, `ponderhit`, `quit`. Errors in a command give an
//! `info string error: …` line (quoting little of the input) and the engine goes on;
//! a `go` whose arguments are bad is still answered, at once, with a `bestmove`.

mod command;
mod engine;
mod fallback;
#[cfg(test)]
mod fuzz;
mod plan;
mod runner;
mod setup;
mod worker;

use std::io::{BufRead, Write};
use std::sync::mpsc::{Receiver, Sender, channel};

use clap::Args;

use crate::error::CliError;
use crate::searcher_cli::{SearcherArgs, SharedSearcher};
use engine::{Engine, Event, Flow};
use runner::Algo;

#[derive(Args, Debug)]
pub struct UciArgs {
    /// An evolved searcher to search with (the Algo option's default becomes
    /// `evolved`); see `mategp solve --help`.
    #[command(flatten)]
    pub searcher: SearcherArgs,
    /// The default of the Algo option: ab (alpha-beta prover), pn (df-pn) or
    /// portfolio (both at once; what ab and pn become with Threads 2 or more).
    #[arg(long, default_value = "ab", value_parser = Algo::NAMES)]
    pub algo: String,
}

pub fn run(args: UciArgs, out: &mut impl Write) -> Result<(), CliError> {
    let mut algo = Algo::from_name(&args.algo)
        .ok_or_else(|| CliError::input(format!("--algo: unknown solver '{}'", args.algo)))?;
    if let Some(searcher) = SharedSearcher::load(&args.searcher)? {
        if algo != Algo::Ab {
            return Err(CliError::input(format!(
                "--searcher proves with the alpha-beta prover; it cannot be combined with --algo {}",
                args.algo
            )));
        }
        algo = Algo::Evolved(searcher);
    }
    let (tx, events) = channel();
    read_input(tx.clone())?;
    let mut engine = Engine::new(out, tx, algo);
    serve(&mut engine, &events)?;
    Ok(())
}

/// Handles events until `quit` or the end of input, then writes what the search
/// said before it stopped.
fn serve<W: Write>(engine: &mut Engine<W>, events: &Receiver<Event>) -> std::io::Result<()> {
    while let Ok(event) = events.recv() {
        if engine.on_event(event)? == Flow::Quit {
            break;
        }
    }
    while let Ok(event) = events.try_recv() {
        if let Event::Say(line) = event {
            engine.say(&line)?;
        }
    }
    Ok(())
}

/// Reads stdin on a thread of its own; bytes that are not UTF-8 are replaced, not
/// fatal.
fn read_input(events: Sender<Event>) -> Result<(), CliError> {
    std::thread::Builder::new()
        .name("mategp-input".to_owned())
        .spawn(move || {
            let mut input = std::io::stdin().lock();
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match input.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).into_owned();
                        if events.send(Event::Input(line)).is_err() {
                            return;
                        }
                    }
                }
            }
            let _ = events.send(Event::InputClosed);
        })
        .map(|_| ())
        .map_err(|e| CliError::runtime(format!("cannot start the input thread: {e}")))
}
