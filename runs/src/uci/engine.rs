//! The engine's state between commands: options, the position, the running search.
//!
//! One thread (the caller's) handles every event in order: input lines, and the
//! lines and the end of the search worker. So `isready` is answered while a search
//! runs, and the worker's lines and the engine's never interleave mid-line.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread::JoinHandle;

use fitness::ab::ProverOptions;
use shakmaty::{Chess, Position};

use fitness::problem::uci;

use super::command::{Command, Go, parse};
use super::fallback::fallback_move;
use super::plan::plan;
use super::runner::{Algo, Runner, SolverSpec};
use super::setup::setup;
use super::worker::{self, Job};
use crate::numeric::shown;
use crate::searcher_cli::SharedSearcher;

/// The largest `Hash`, in MiB: the prover's table takes memory as it fills, so a
/// large value costs nothing until a search needs it.
pub const MAX_HASH_MB: usize = fitness::ab::MAX_TABLE_MB;

/// The largest `Threads`, as Stockfish's.
pub const MAX_THREADS: usize = 1024;

/// The largest `MultiPV`, as Stockfish's (a position has at most 218 legal moves).
pub const MAX_MULTIPV: usize = 500;

/// The longest `info string` the engine writes, in characters: a hostile line is
/// never echoed whole.
const MAX_MESSAGE_CHARS: usize = 400;

/// Something for the engine to handle.
#[derive(Debug)]
pub enum Event {
    /// A line from the GUI.
    Input(String),
    /// The GUI closed our input: as `quit`.
    InputClosed,
    /// A line the search worker wants written.
    Say(String),
    /// The search worker with this id has said `bestmove` and ends.
    Done(u64),
}

/// Whether to go on reading events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

struct Search {
    id: u64,
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Runner>,
}

/// The UCI engine.
pub struct Engine<W: Write> {
    out: W,
    /// Given to each search worker.
    events: Sender<Event>,
    /// `None` after a `position` command that failed: no search answers for a
    /// position other than the one asked.
    position: Option<Chess>,
    spec: SolverSpec,
    /// The evolved searcher the `Algo` option may name (`--searcher`).
    searcher: Option<SharedSearcher>,
    /// The solver of the last search, kept for its allocated tables.
    runner: Option<Runner>,
    /// `Clear Hash` came during a search: its solver is dropped when it ends.
    clear_after_search: bool,
    /// The `MultiPV` option.
    multipv: usize,

    search: Option<Search>,
    next_id: u64,
}

impl<W: Write> Engine<W> {
    pub fn new(out: W, events: Sender<Event>, algo: Algo) -> Engine<W> {
        Engine {
            out,
            events,
            position: Some(Chess::default()),
            spec: SolverSpec {
                algo,
                hash_mb: ProverOptions::default().table_mb,
                all_keys: false,
                threads: 1,
            },
            searcher: match algo {
                Algo::Evolved(s) => Some(s),
                _ => None,
            },
            runner: None,
            clear_after_search: false,
            multipv: 1,
            search: None,
            next_id: 0,
        }
    }

    /// Handles one event; I/O errors are those of writing the output.
    pub fn on_event(&mut self, event: Event) -> io::Result<Flow> {
        match event {
            Event::Input(line) => return self.on_line(&line),
            Event::InputClosed => {
                self.end_search();
                return Ok(Flow::Quit);
            }
            Event::Say(line) => self.say(&line)?,
            Event::Done(id) => {
                if self.search.as_ref().is_some_and(|s| s.id == id) {
                    self.join_search()?;
                }
            }
        }
        Ok(Flow::Continue)
    }

    /// Writes one line and flushes it: the GUI waits for it.
    pub fn say(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    /// Is a search running?
    #[cfg(test)]
    pub fn searching(&self) -> bool {
        self.search.is_some()
    }

    #[cfg(test)]
    pub fn output(&self) -> &W {
        &self.out
    }

    fn error(&mut self, message: &str) -> io::Result<()> {
        let cut = message
            .char_indices()
            .nth(MAX_MESSAGE_CHARS)
            .map_or(message.len(), |(i, _)| i);
        let more = if cut < message.len() { "…" } else { "" };
        self.say(&format!("info string error: {}{more}", &message[..cut]))
    }

    fn on_line(&mut self, line: &str) -> io::Result<Flow> {
        let command = match parse(line) {
            Ok(Some(c)) => c,
            Ok(None) => return Ok(Flow::Continue),
            Err(e) => {
                self.error(&e)?;
                return Ok(Flow::Continue);
            }
        };
        match command {
            Command::Uci => self.identify()?,
            Command::IsReady => self.say("readyok")?,
            Command::Debug(_) | Command::Register | Command::UciNewGame => {}
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref())?,
            Command::Position {
                setup: start,
                moves,
            } => {
                self.position = match setup(&start, &moves) {
                    Ok(p) => Some(p),
                    Err(e) => {
                        self.error(&format!("{e}; no position until the next good one"))?;
                        None
                    }
                };
            }
            Command::Go(go) => self.go(&go)?,
            Command::BadGo(e) => self.answer_at_once(&e)?,
            // A mate search has nothing to gain from pondering: `go ponder` searches
            // as `go infinite` does, and ponderhit ends the search as stop does.
            Command::Stop | Command::PonderHit => {
                if let Some(s) = &self.search {
                    s.stop.store(true, Ordering::Release);
                }
            }
            Command::Quit => {
                self.end_search();
                return Ok(Flow::Quit);
            }
        }
        Ok(Flow::Continue)
    }

    fn identify(&mut self) -> io::Result<()> {
        let lines = [
            format!("id name mategp {}", env!("CARGO_PKG_VERSION")),
            "id author the mategp authors".to_owned(),
            "option name Threads type spin default 1 min 1 max 1024".to_owned(),
            format!(
                "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
                ProverOptions::default().table_mb
            ),
            "option name Clear Hash type button".to_owned(),
            "option name Ponder type check default false".to_owned(),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            format!(
                "option name Algo type combo default {} var {}{}",
                self.spec.algo.name(),
                Algo::NAMES.join(" var "),
                if self.searcher.is_some() {
                    " var evolved"
                } else {
                    ""
                }
            ),
            "uciok".to_owned(),
        ];
        lines.iter().try_for_each(|l| self.say(l))
    }

    /// Option names are case-insensitive, as the protocol says. A change applies from
    /// the next `go`.
    fn set_option(&mut self, name: &str, value: Option<&str>) -> io::Result<()> {
        let value = value.unwrap_or("").trim();
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                if let Some(mb) = self.spin("Hash", value, MAX_HASH_MB)? {
                    self.spec.hash_mb = mb;
                }
            }
            "threads" => {
                if let Some(n) = self.spin("Threads", value, MAX_THREADS)? {
                    self.spec.threads = n;
                }
            }
            "multipv" => {
                if let Some(n) = self.spin("MultiPV", value, MAX_MULTIPV)? {
                    self.multipv = n;
                }
            }
            // Declared for GUIs that look for it before sending `go ponder`, which
            // works whatever its value; nothing to store.
            "ponder" => match value.to_ascii_lowercase().as_str() {
                "true" | "false" => {}
                _ => self.error(&format!(
                    "option Ponder: '{}' is not true or false",
                    shown(value)
                ))?,
            },
            // The solvers clear their tables for every solve; what a new search gets
            // from this is memory freed and a solver made afresh.
            "clear hash" => {
                self.runner = None;
                self.clear_after_search = self.search.is_some();
            }
            "algo" => match Algo::from_name(value).or_else(|| {
                self.searcher
                    .filter(|_| value.eq_ignore_ascii_case("evolved"))
                    .map(Algo::Evolved)
            }) {
                Some(algo) => self.spec.algo = algo,
                None => self.error(&format!(
                    "option Algo: '{}' is not one of {}",
                    shown(value),
                    Algo::NAMES.join(", ")
                ))?,
            },
            _ => self.error(&format!("unknown option '{}'", shown(name)))?,
        }
        Ok(())
    }

    /// A spin option's value, clamped to `1..=max` with a note. Stockfish 15.1 keeps
    /// its old value instead when a value is out of range; a GUI that sends one most
    /// likely wants the nearest value, and the note says what was set.
    fn spin(&mut self, name: &str, value: &str, max: usize) -> io::Result<Option<usize>> {
        let Ok(n) = value.parse::<i128>() else {
            self.error(&format!(
                "option {name}: '{}' is not a whole number from 1 to {max}",
                shown(value)
            ))?;
            return Ok(None);
        };
        let clamped = n.clamp(1, max as i128) as usize;
        if clamped as i128 != n {
            self.say(&format!(
                "info string option {name}: {n} is outside 1..={max}; set to {clamped}"
            ))?;
        }
        Ok(Some(clamped))
    }

    fn go(&mut self, go: &Go) -> io::Result<()> {
        // The protocol forbids `go` during a search; if one comes, the old search
        // ends first (with its bestmove).
        self.end_search();
        let Some(position) = self.position.clone() else {
            self.error("no position to search: the last position command failed")?;
            return self.say("bestmove 0000");
        };
        let plan = plan(go, position.turn());
        self.spec.all_keys = self.multipv > 1;
        let runner = match self.runner.take() {
            Some(r) if r.spec() == self.spec => r,
            _ => Runner::new(self.spec),
        };
        self.next_id += 1;
        let id = self.next_id;
        let stop = Arc::new(AtomicBool::new(false));
        let job = Job {
            id,
            position,
            plan,
            multipv: self.multipv,
        };
        match worker::spawn(job, runner, Arc::clone(&stop), self.events.clone()) {
            Ok(handle) => {
                self.search = Some(Search { id, stop, handle });
                Ok(())
            }
            Err(e) => {
                self.error(&format!("cannot start the search thread: {e}"))?;
                self.say("bestmove 0000")
            }
        }
    }

    /// A `go` that cannot be searched as asked: the error, and at once a legal move
    /// (the shallow fallback choice), or `0000` when there is none or no position.
    fn answer_at_once(&mut self, error: &str) -> io::Result<()> {
        self.end_search();
        self.error(&format!("{error}; answering without a search"))?;
        let mv = self
            .position
            .as_ref()
            .and_then(|p| fallback_move(p).0)
            .map_or_else(|| "0000".to_owned(), uci);
        self.say(&format!("bestmove {mv}"))
    }

    /// Stops the running search, if any, and waits for it: at most one poll
    /// interval, as the solve in progress is abandoned.
    fn end_search(&mut self) {
        if let Some(s) = &self.search {
            s.stop.store(true, Ordering::Release);
        }
        // Writing is left to the event loop, which still holds the search's lines.
        let _ = self.join_search();
    }

    fn join_search(&mut self) -> io::Result<()> {
        let Some(search) = self.search.take() else {
            return Ok(());
        };
        match search.handle.join() {
            Ok(runner) => {
                if !std::mem::take(&mut self.clear_after_search) {
                    self.runner = Some(runner);
                }
                Ok(())
            }
            Err(_) => self.error("the search thread panicked"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::{Receiver, channel};

    struct Harness {
        engine: Engine<Vec<u8>>,
        events: Receiver<Event>,
    }

    impl Harness {
        fn new() -> Harness {
            let (tx, events) = channel();
            Harness {
                engine: Engine::new(Vec::new(), tx, Algo::Ab),
                events,
            }
        }

        /// Sends each line, and after each waits until a search it started is done.
        fn send(&mut self, lines: &[&str]) -> &mut Harness {
            for line in lines {
                let flow = self
                    .engine
                    .on_event(Event::Input((*line).to_owned()))
                    .expect("writes to a Vec");
                while self.engine.searching() {
                    let e = self.events.recv().expect("the worker reports");
                    self.engine.on_event(e).expect("writes to a Vec");
                }
                if flow == Flow::Quit {
                    break;
                }
            }
            self
        }

        fn text(&self) -> String {
            String::from_utf8(self.engine.output().clone()).expect("UTF-8")
        }
    }

    #[test]
    fn handshake_and_options() {
        let mut h = Harness::new();
        h.send(&[
            "uci",
            "setoption name hash value 64",
            "setoption name Hash value 0",
            "setoption name Algo value pn",
            "setoption name Algo value qq",
            "setoption name Threads value 2",
            "setoption name MultiPV value 3",
            "setoption name Ponder value true",
            "setoption name Clear Hash",
            "setoption name Colour value blue",
            "isready",
        ]);
        let text = h.text();
        assert!(text.starts_with("id name mategp "), "{text}");
        assert!(
            text.contains(
                "option name Algo type combo default ab var ab var pn var portfolio\nuciok\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("info string option Hash: 0 is outside 1..=65536; set to 1"),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "option name Hash type spin default 16 min 1 max {MAX_HASH_MB}\n"
            )),
            "{text}"
        );
        assert!(text.contains("error: option Algo: 'qq'"), "{text}");
        assert!(text.contains("error: unknown option 'Colour'"), "{text}");
        for option in [
            "Threads type spin default 1 min 1 max 1024",
            "Clear Hash type button",
            "Ponder type check default false",
            "MultiPV type spin default 1 min 1 max 500",
        ] {
            assert!(text.contains(&format!("option name {option}\n")), "{text}");
        }
        assert_eq!(text.matches("error").count(), 2, "{text}");
        assert!(text.ends_with("readyok\n"), "{text}");
        assert_eq!(
            h.engine.spec,
            SolverSpec {
                algo: Algo::Pn,
                hash_mb: 1,
                all_keys: false,
                threads: 2,
            }
        );
        assert_eq!(h.engine.multipv, 3);
        h.send(&[
            "setoption name Hash value 18446744073709551616",
            "setoption name Threads value 0",
            "setoption name MultiPV value 501",
            "setoption name Ponder value maybe",
        ]);
        assert_eq!(h.engine.spec.hash_mb, MAX_HASH_MB);
        assert_eq!((h.engine.spec.threads, h.engine.multipv), (1, 500));
        let text = h.text();
        assert!(
            text.contains("option MultiPV: 501 is outside 1..=500; set to 500"),
            "{text}"
        );
        assert!(text.contains("error: option Ponder: 'maybe'"), "{text}");
    }

    /// Whatever `go`'s arguments, a GUI gets its `bestmove`: a legal move, or `0000`
    /// with no position or no legal move; the error is one bounded line.
    #[test]
    fn every_go_gets_a_bestmove() {
        let huge = "9".repeat(1 << 20);
        let cases = [
            "go mate -1".to_owned(),
            "go mate abc".to_owned(),
            "go nodes -5".to_owned(),
            "go movetime x".to_owned(),
            "go depth".to_owned(),
            "go perft 2".to_owned(),
            format!("go mate {huge}"),
            format!("go {huge}"),
        ];
        for go in &cases {
            let mut h = Harness::new();
            h.send(&["position fen 7k/8/5K2/8/8/8/8/6R1 w - - 0 1", go]);
            let text = h.text();
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), 2, "{text:.300}");
            assert!(lines[0].starts_with("info string error: go"), "{text:.300}");
            assert!(lines[0].chars().count() < 500, "{text:.300}");
            let mv = lines[1].strip_prefix("bestmove ").expect("a bestmove");
            assert!(
                setup(
                    &super::super::command::Setup::Fen("7k/8/5K2/8/8/8/8/6R1 w - - 0 1".into()),
                    &[mv.to_owned()]
                )
                .is_ok(),
                "{mv} is legal"
            );
        }
        let mut h = Harness::new();
        h.send(&["position startpos moves f2f3 e7e5 g2g4 d8h4", "go mate -1"]);
        assert!(h.text().ends_with("bestmove 0000\n"), "{}", h.text());
    }

    /// No input line is echoed whole, however long.
    #[test]
    fn long_lines_are_not_echoed() {
        let huge = "x".repeat(1 << 20);
        let mut h = Harness::new();
        h.send(&[
            &huge,
            &format!("setoption name {huge} value 1"),
            &format!("setoption name Hash value {huge}"),
            &format!("position fen {huge}"),
            &format!("position startpos moves {huge}"),
        ]);
        let text = h.text();
        assert_eq!(text.lines().count(), 5, "{text:.300}");
        assert!(text.lines().all(|l| l.chars().count() < 500), "{text:.300}");
    }

    #[test]
    fn mate_in_two_with_every_solver() {
        // pn with two threads is the portfolio.
        for (algo, threads) in [("ab", 1), ("pn", 1), ("portfolio", 1), ("pn", 2)] {
            let mut h = Harness::new();
            h.send(&[
                &format!("setoption name Algo value {algo}"),
                &format!("setoption name Threads value {threads}"),
                "position fen 7k/8/5K2/8/8/8/8/6R1 w - - 0 1",
                "go mate 3",
            ]);
            let text = h.text();
            assert!(text.contains(" score mate 2 "), "{algo}: {text}");
            assert!(text.contains(" pv f6f7 h8h7 g1h1\n"), "{algo}: {text}");
            assert!(
                text.ends_with("bestmove f6f7 ponder h8h7\n"),
                "{algo}: {text}"
            );
        }
    }

    #[test]
    fn bad_positions_leave_no_position() {
        let mut h = Harness::new();
        h.send(&["position startpos moves e2e4 e2e4", "go mate 1"]);
        let text = h.text();
        assert!(
            text.contains("info string error: move 2 'e2e4' is illegal"),
            "{text}"
        );
        assert!(text.contains("no position to search"), "{text}");
        assert!(text.ends_with("bestmove 0000\n"), "{text}");
        // A good position afterwards is searched again.
        h.send(&["position startpos", "go mate 1"]);
        let text = h.text();
        let last = text.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("bestmove ") && last != "bestmove 0000",
            "{text}"
        );
    }

    #[test]
    fn mated_and_unsolvable_positions() {
        let mut h = Harness::new();
        h.send(&[
            "position fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "go mate 2",
        ]);
        let text = h.text();
        assert!(text.contains("info depth 0 score mate 0\n"), "{text}");
        assert!(
            text.ends_with("no legal move: checkmate\nbestmove 0000\n"),
            "{text}"
        );

        // Black's only move meets Rh8#: mated in 1, for either solver.
        for algo in ["ab", "pn"] {
            let mut h = Harness::new();
            h.send(&[
                &format!("setoption name Algo value {algo}"),
                "position fen k7/8/1K6/8/8/8/8/7R b - - 0 1",
                "go mate 1",
            ]);
            let text = h.text();
            assert!(
                text.contains("info depth 2 multipv 1 score mate -1 nodes "),
                "{algo}: {text}"
            );
            assert!(
                text.ends_with(" pv a8b8 h1h8\nbestmove a8b8 ponder h1h8\n"),
                "{text}"
            );
        }

        let mut h = Harness::new();
        // Kings and a knight: no mate exists, and the prover proves it.
        h.send(&["position fen 7k/8/8/8/8/8/8/KN6 w - - 0 1", "go mate 2"]);
        let text = h.text();
        assert!(
            text.contains(
                "info string no mate found within 2 moves: proven, there is none for either side"
            ),
            "{text}"
        );
        assert!(
            !text.contains("score"),
            "no score when nothing is known: {text}"
        );
        let last = text.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("bestmove ") && last != "bestmove 0000",
            "{text}"
        );
    }

    #[test]
    fn node_limit_gives_a_legal_fallback() {
        let mut h = Harness::new();
        h.send(&["position startpos moves e2e4 e7e5", "go nodes 500"]);
        let text = h.text();
        assert!(
            text.contains("info string no mate found within the node limit (500 nodes)"),
            "{text}"
        );
        let last = text.lines().last().unwrap_or_default();
        let mv = last.strip_prefix("bestmove ").expect("a bestmove line");
        let p = setup(
            &super::super::command::Setup::StartPos,
            &["e2e4".into(), "e7e5".into(), mv.into()],
        );
        assert!(p.is_ok(), "{mv} is legal: {text}");
    }
}
