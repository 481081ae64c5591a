//! `mategp uci` end to end: the binary driven over stdin/stdout as a GUI drives it.
//!
//! Every read has a deadline, and a watchdog thread kills the engine if a test runs
//! too long, so a broken engine fails these tests instead of hanging them.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Kf7 is the only key: 1. Kf7 Kh7 2. Rh1#.
const MATE2: &str = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1";
/// A search slower than any of these tests.
const WATCHDOG: Duration = Duration::from_secs(60);
const ANSWER: Duration = Duration::from_secs(10);

/// A running `mategp uci` and the lines it wrote.
struct Session {
    child: Arc<Mutex<Child>>,
    /// `None` once closed.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far, for failure messages.
    seen: Vec<String>,
    /// Dropping it ends the watchdog.
    _watchdog: Sender<()>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(common::mategp())
            .arg("uci")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("mategp uci starts");
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let child = Arc::new(Mutex::new(child));
        let (watchdog, cancel) = channel::<()>();
        let victim = Arc::clone(&child);
        std::thread::spawn(move || {
            if cancel.recv_timeout(WATCHDOG) == Err(RecvTimeoutError::Timeout) {
                eprintln!("watchdog: mategp uci ran over {WATCHDOG:?}; killing it");
                let _ = victim.lock().map(|mut c| c.kill());
            }
        });
        Session {
            child,
            stdin: Some(stdin),
            lines,
            seen: Vec::new(),
            _watchdog: watchdog,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").expect("mategp reads its input");
        stdin.flush().expect("flush");
    }

    /// Waits for the engine to exit; its exit code.
    fn exit_code(&self) -> Option<i32> {
        let deadline = Instant::now() + ANSWER;
        loop {
            let status = self.child.lock().expect("child lock").try_wait();
            match status.expect("wait works") {
                Some(s) => return s.code(),
                None if Instant::now() > deadline => panic!("mategp did not exit"),
                None => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }

    /// Reads lines until one satisfies `done`; returns the lines read, that one last.
    fn until(&mut self, what: &str, within: Duration, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut got = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    let finished = done(&line);
                    got.push(line);
                    if finished {
                        return got;
                    }
                }
                Err(e) => panic!(
                    "no {what} within {within:?} ({e:?}); output so far:\n{}",
                    self.seen.join("\n")
                ),
            }
        }
    }

    fn expect_line(&mut self, exact: &str) -> Vec<String> {
        self.until(exact, ANSWER, |l| l == exact)
    }

    /// Reads up to `bestmove`; returns the lines and the move.
    fn bestmove(&mut self, within: Duration) -> (Vec<String>, String) {
        let lines = self.until("bestmove", within, |l| l.starts_with("bestmove"));
        let last = lines.last().cloned().unwrap_or_default();
        let mv = last
            .split_whitespace()
            .nth(1)
            .unwrap_or_default()
            .to_owned();
        (lines, mv)
    }

    /// Sends `quit` and returns the exit code.
    fn quit(mut self) -> Option<i32> {
        self.send("quit");
        self.exit_code()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if let Ok(mut c) = self.child.lock() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// Is `mv` legal after `moves` from the start? A fresh engine's `position` command
/// judges: it checks moves with shakmaty's rules, a path apart from the search that
/// chose the move (an illegal move gives an error line). `uci_python.rs` checks
/// legality with python-chess, independently of mategp.
fn legal_after(moves: &str, mv: &str) -> bool {
    let mut s = Session::start(&[]);
    s.send(&format!("position startpos moves {moves} {mv}"));
    s.send("isready");
    let lines = s.expect_line("readyok");
    !lines.iter().any(|l| l.contains("error"))
}

#[test]
fn handshake_and_quit() {
    let mut s = Session::start(&[]);
    s.send("uci");
    let lines = s.expect_line("uciok");
    assert!(
        lines.iter().any(|l| l.starts_with("id name mategp ")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("id author ")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("option name Hash type spin default 16")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Algo type combo default ab var ab var pn var portfolio"),
        "{lines:?}"
    );
    s.send("isready");
    s.expect_line("readyok");
    assert_eq!(s.quit(), Some(0));
}

#[test]
fn algo_flag_sets_the_default() {
    let mut s = Session::start(&["--algo", "pn"]);
    s.send("uci");
    let lines = s.expect_line("uciok");
    assert!(
        lines
            .iter()
            .any(|l| l == "option name Algo type combo default pn var ab var pn var portfolio"),
        "{lines:?}"
    );
    s.send(&format!("position fen {MATE2}"));
    s.send("go mate 2");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "f6f7", "{lines:?}");
    assert!(
        lines.iter().any(|l| l.contains(" score mate 2 ")),
        "{lines:?}"
    );
}

#[test]
fn go_mate_two_finds_the_key() {
    for algo in ["ab", "pn"] {
        let mut s = Session::start(&[]);
        s.send("uci");
        s.expect_line("uciok");
        s.send(&format!("setoption name Algo value {algo}"));
        s.send("ucinewgame");
        s.send(&format!("position fen {MATE2}"));
        s.send("go mate 2");
        let (lines, mv) = s.bestmove(ANSWER);
        assert_eq!(mv, "f6f7", "{algo}: {lines:?}");
        let info = lines
            .iter()
            .find(|l| l.contains(" score mate "))
            .unwrap_or_else(|| panic!("{algo}: no mate score in {lines:?}"));
        let fields: Vec<&str> = info.split_whitespace().collect();
        let after = |key: &str| {
            let i = fields.iter().position(|f| *f == key);
            i.and_then(|i| fields.get(i + 1)).copied()
        };
        assert_eq!(after("depth"), Some("3"), "{info}");
        assert_eq!(after("mate"), Some("2"), "{info}");
        for key in ["nodes", "time", "nps"] {
            assert!(
                after(key).is_some_and(|v| v.parse::<u64>().is_ok()),
                "{key} in {info}"
            );
        }
        assert!(info.ends_with(" pv f6f7 h8h7 g1h1"), "{info}");
        assert!(
            lines
                .last()
                .is_some_and(|l| l == "bestmove f6f7 ponder h8h7"),
            "{lines:?}"
        );
        assert_eq!(s.quit(), Some(0));
    }
}

/// lichess mate5-test, first row: the prover needs far longer than the first time
/// slice of a solve (25 ms) at mate lengths 4 and 5, so the slices must grow.
#[test]
fn a_mate_in_five_outlasts_the_first_slices() {
    let fen = "1r2r3/5k1p/p1np1q1B/3N4/3bP3/2pP2R1/P1P3P1/5R1K w - - 0 1";
    // Threads 2: ab and pn side by side (the portfolio).
    for (algo, threads) in [("ab", 1), ("pn", 1), ("ab", 2)] {
        let mut s = Session::start(&["--algo", algo]);
        s.send(&format!("setoption name Threads value {threads}"));
        s.send(&format!("position fen {fen}"));
        s.send("go mate 5");
        let (lines, mv) = s.bestmove(Duration::from_secs(30));
        assert_eq!(mv, "g3g7", "{algo}: {lines:?}");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info depth 9 multipv 1 score mate 5 ")),
            "{algo}: {lines:?}"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("info depth 8 nodes ")),
            "mates in 4 are ruled out first, for both sides ({algo}): {lines:?}"
        );
        assert!(
            !lines.iter().any(|l| l.contains("score cp")),
            "no score before one is known ({algo}): {lines:?}"
        );
    }
}

#[test]
fn go_during_a_search_ends_it_first() {
    let mut s = Session::start(&[]);
    s.send("position startpos");
    s.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    // Not allowed by the protocol while searching, but GUIs do it: the new position
    // is for the next go, and the next go ends the running search with its bestmove.
    s.send(&format!("position fen {MATE2}"));
    s.send("go mate 2");
    let (lines, first) = s.bestmove(ANSWER);
    assert_ne!(
        first, "f6f7",
        "the first bestmove is the start position's: {lines:?}"
    );
    assert!(legal_after("", &first), "{first}: {lines:?}");
    let (lines, second) = s.bestmove(ANSWER);
    assert_eq!(second, "f6f7", "{lines:?}");
    assert_eq!(s.quit(), Some(0));
}

#[test]
fn go_depth_is_read_as_plies() {
    let mut s = Session::start(&[]);
    s.send(&format!("position fen {MATE2}"));
    // Two plies hold no mate in 2 (it needs three): only mates in 1 are looked for.
    s.send("go depth 2");
    let (lines, _) = s.bestmove(ANSWER);
    assert!(!lines.iter().any(|l| l.contains("score mate")), "{lines:?}");
    assert!(
        lines.iter().any(|l| l
            == "info string no mate found within 1 move: proven, there is none for either side"),
        "{lines:?}"
    );
    s.send("go depth 3");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "f6f7", "{lines:?}");
    assert!(
        lines.iter().any(|l| l.contains("score mate 2")),
        "{lines:?}"
    );
}

#[test]
fn node_limit_from_the_start_gives_a_legal_move() {
    let mut s = Session::start(&[]);
    s.send("position startpos moves e2e4 e7e5");
    s.send("go nodes 1000");
    let (lines, mv) = s.bestmove(ANSWER);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string no mate found within the node limit (1000 nodes)")),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.contains("score mate")), "{lines:?}");
    assert!(
        legal_after("e2e4 e7e5", &mv),
        "{mv} is not legal: {lines:?}"
    );
    assert_eq!(s.quit(), Some(0));
}

#[test]
fn movetime_is_kept() {
    let mut s = Session::start(&[]);
    s.send("position startpos");
    let start = Instant::now();
    s.send("go movetime 300");
    let (lines, mv) = s.bestmove(ANSWER);
    let took = start.elapsed();
    assert!(
        took >= Duration::from_millis(250) && took < Duration::from_secs(2),
        "{took:?}: {lines:?}"
    );
    assert!(legal_after("", &mv), "{mv}: {lines:?}");
}

#[test]
fn infinite_search_answers_isready_and_stops_at_once() {
    let mut s = Session::start(&[]);
    s.send("position startpos");
    s.send("go infinite");
    std::thread::sleep(Duration::from_millis(700));
    let asked = Instant::now();
    s.send("isready");
    let lines = s.until("readyok", Duration::from_secs(1), |l| l == "readyok");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "an infinite search waits for stop: {lines:?}"
    );
    assert!(asked.elapsed() < Duration::from_secs(1));
    let stopped = Instant::now();
    s.send("stop");
    let (lines, mv) = s.bestmove(Duration::from_secs(1));
    assert!(
        stopped.elapsed() < Duration::from_secs(1),
        "{:?}",
        stopped.elapsed()
    );
    assert!(legal_after("", &mv), "{mv}: {lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string no mate found within the time before stop")),
        "{lines:?}"
    );
    // The engine goes on after a stop.
    s.send(&format!("position fen {MATE2}"));
    s.send("go mate 2");
    assert_eq!(s.bestmove(ANSWER).1, "f6f7");
    assert_eq!(s.quit(), Some(0));
}

#[test]
fn infinite_mate_waits_for_stop() {
    let mut s = Session::start(&[]);
    s.send(&format!("position fen {MATE2}"));
    s.send("go infinite");
    s.until("the mate", ANSWER, |l| l.contains("score mate 2"));
    s.send("isready");
    let lines = s.expect_line("readyok");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    s.send("stop");
    assert_eq!(s.bestmove(Duration::from_secs(1)).1, "f6f7");
}

#[test]
fn bad_input_gives_errors_not_a_crash() {
    let mut s = Session::start(&[]);
    for (command, error) in [
        ("position fen 8/8/8 w - -", "bad FEN"),
        (
            "position fen 7k/8/5K2/8/8/8/8/6R1 w - - 0 1 moves f6f7 h8h8",
            "move 2 'h8h8' is illegal",
        ),
        ("position startpos moves e2e5", "move 1 'e2e5' is illegal"),
        ("go mate x", "not a whole number"),
        ("setoption name Hash value lots", "option Hash"),
        ("frobnicate", "unknown command"),
    ] {
        s.send(command);
        s.send("isready");
        let lines = s.expect_line("readyok");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string error: ") && l.contains(error)),
            "{command}: {lines:?}"
        );
    }
    // After a bad position there is none to search: no answer for another position.
    s.send("go mate 1");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "0000", "{lines:?}");
    assert_eq!(s.quit(), Some(0));
}

#[test]
fn no_legal_move_gives_a_null_move() {
    let mut s = Session::start(&[]);
    s.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
    s.send("go mate 1");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "0000", "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("checkmate")), "{lines:?}");
}

#[test]
fn end_of_input_is_quit() {
    let mut s = Session::start(&[]);
    s.send("position startpos");
    s.send("go infinite");
    s.stdin = None;
    assert_eq!(s.exit_code(), Some(0));
}

#[test]
fn a_missing_searcher_file_is_refused() {
    let o = common::run(&["uci", "--searcher", "best"]);
    assert_eq!(o.status.code(), Some(2));
    let err = common::stderr(&o);
    assert!(
        err.contains("best: no such file") && err.contains("no shipped searcher"),
        "{err}"
    );
    // A .sexp is a file, never a shipped name.
    let o = common::run(&["uci", "--searcher", "best.sexp"]);
    assert_eq!(o.status.code(), Some(2));
    let err = common::stderr(&o);
    assert!(err.contains("--searcher best.sexp: cannot read"), "{err}");
}

#[test]
fn a_shipped_searcher_plays_mate_in_two() {
    let mut s = Session::start(&["--searcher", "fig1-exhaustive"]);
    s.send("uci");
    let lines = s.expect_line("uciok");
    assert!(
        lines.contains(
            &"option name Algo type combo default evolved var ab var pn var portfolio var evolved"
                .to_owned()
        ),
        "{lines:?}"
    );
    s.send(&format!("position fen {MATE2}"));
    s.send("go mate 2");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "f6f7", "{lines:?}");
    assert!(
        lines.iter().any(|l| l.contains(" score mate 2 ")),
        "{lines:?}"
    );
    // The plain prover stays one option away.
    s.send("setoption name Algo value ab");
    s.send("go mate 2");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "f6f7", "{lines:?}");
    assert_eq!(s.quit(), Some(0));
}

/// The search thread walks a tree as deep as the parser allows (1,000 levels)
/// without overflowing its stack.
#[test]
fn a_searcher_at_the_parsers_limit_answers() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let file = tmp.path().join("deep.toml");
    let depth = 1000;
    let tree = format!("{}0{}", "(MakeBestMove ".repeat(depth), ")".repeat(depth));
    std::fs::write(
        &file,
        format!(
            "format = 1\nprimitive_set = \"fnv1a64:380c6e00eb96e1cc\"\nsexpr = '''\n{tree}\n'''\n"
        ),
    )
    .expect("searcher file");
    let mut s = Session::start(&["--searcher", file.to_str().expect("UTF-8 path")]);
    s.send(&format!("position fen {MATE2}"));
    s.send("go mate 2");
    let (lines, mv) = s.bestmove(ANSWER);
    assert_eq!(mv, "f6f7", "{lines:?}");
    assert_eq!(s.quit(), Some(0));
}

/// Whatever `go`'s arguments, the GUI gets a `bestmove`; the error line is short
/// even for a huge argument, and no line is echoed whole.
#[test]
fn every_go_gets_a_bestmove() {
    let mut s = Session::start(&[]);
    s.send(&format!("position fen {MATE2}"));
    let huge = "9".repeat(1 << 20);
    for go in [
        "go mate -1".to_owned(),
        "go mate abc".to_owned(),
        "go nodes -5".to_owned(),
        "go movetime x".to_owned(),
        format!("go mate {huge}"),
    ] {
        s.send(&go);
        let (lines, mv) = s.bestmove(ANSWER);
        assert!(!mv.is_empty() && mv != "0000", "{go:.40}: {lines:?}");
        assert!(
            lines.iter().all(|l| l.len() < 1000),
            "{go:.40}: {lines:.300?}"
        );
    }
    s.send(&"x".repeat(1 << 20));
    s.send("isready");
    let lines = s.expect_line("readyok");
    assert!(lines.iter().all(|l| l.len() < 1000), "{lines:.300?}");
    assert_eq!(s.quit(), Some(0));
}

/// The last `score mate` of Stockfish's search to `go depth 16` from `position`
/// (`fen … [moves …]`): its number of moves, negative when the side to move is mated.
fn stockfish_mate(position: &str) -> i64 {
    let mut child = Command::new(common::stockfish())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("stockfish starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    writeln!(stdin, "uci\nposition {position}\ngo depth 16").expect("stockfish reads");
    let mut mate = None;
    for line in BufReader::new(child.stdout.take().expect("piped stdout")).lines() {
        let line = line.expect("stockfish writes text");
        if let Some(rest) = line.split(" score mate ").nth(1) {
            mate = rest.split_whitespace().next().and_then(|n| n.parse().ok());
        }
        if line.starts_with("bestmove") {
            break;
        }
    }
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    mate.unwrap_or_else(|| panic!("stockfish found no mate in {position}"))
}

/// A side to move that is mated gets `score mate -N`, as Stockfish 15.1 gives it,
/// under every kind of `go`: N is the length of the longest defence.
#[test]
fn a_mated_side_gets_mate_minus_n_as_stockfish_says() {
    let cases = [
        // Kb8 is the only move, and Rh8# follows.
        ("k7/8/1K6/8/8/8/8/7R b - - 0 1", -1),
        // MATE2 after its key: Kh7 Rh1#.
        ("7k/5K2/8/8/8/8/8/6R1 b - - 1 1", -1),
        // lichess:Arw6w after 1... Qd2+: White is mated in 2.
        ("3r2k1/pp3rp1/8/4p3/4Q3/8/PPPqNPP1/R3K2R w KQ - 1 2", -2),
        // MATE2 with Black to move: 1... Kh7 and White mates in 3.
        ("7k/8/5K2/8/8/8/8/6R1 b - - 0 1", -3),
    ];
    for (fen, mate) in cases {
        assert_eq!(
            stockfish_mate(&format!("fen {fen}")),
            mate,
            "stockfish on {fen}"
        );
        for go in [
            "go mate 4",
            "go nodes 1000000",
            "go movetime 5000",
            "go infinite",
        ] {
            let mut s = Session::start(&[]);
            s.send(&format!("position fen {fen}"));
            s.send(go);
            let score = format!(" multipv 1 score mate {mate} ");
            let lines = s.until("the mate", ANSWER, |l| l.contains(&score));
            assert!(
                !lines.iter().any(|l| l.contains(" score cp ")),
                "{fen} {go}: {lines:?}"
            );
            if go == "go infinite" {
                s.send("stop");
            }
            let (lines, mv) = s.bestmove(ANSWER);
            let pv = s
                .seen
                .iter()
                .find(|l| l.contains(&score))
                .and_then(|l| l.split(" pv ").nth(1))
                .unwrap_or_default()
                .to_owned();
            assert!(
                pv.starts_with(&mv),
                "{fen} {go}: bestmove {mv}, pv {pv}: {lines:?}"
            );
            assert_eq!(
                pv.split_whitespace().count() as i64,
                -2 * mate,
                "the defence and the mate: {pv}"
            );
        }
    }
}

/// MultiPV: a line per key move of the shortest mate, each with its own pv.
#[test]
fn multipv_gives_a_line_per_key_move() {
    // Four keys mate in 2 (matetrack); MultiPV 3 shows three of them.
    let fen = "7B/5R2/3p3N/3P4/1K2k2r/4N3/4Q3/8 w - - 0 1";
    let mut s = Session::start(&[]);
    s.send("setoption name MultiPV value 3");
    s.send(&format!("position fen {fen}"));
    s.send("go mate 2");
    let (lines, mv) = s.bestmove(ANSWER);
    let scored: Vec<&String> = lines.iter().filter(|l| l.contains(" score ")).collect();
    assert_eq!(scored.len(), 3, "{lines:?}");
    let mut firsts = Vec::new();
    for (i, line) in scored.iter().enumerate() {
        assert!(
            line.starts_with(&format!("info depth 3 multipv {} score mate 2 ", i + 1)),
            "{line}"
        );
        let pv: Vec<&str> = line
            .split(" pv ")
            .nth(1)
            .unwrap_or_default()
            .split(' ')
            .collect();
        assert_eq!(pv.len(), 3, "{line}");
        firsts.push(pv[0].to_owned());
    }
    assert_eq!(firsts[0], mv);
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "three different keys: {lines:?}");
    // A key's line is a real mate: Stockfish, after it, is mated in 1.
    for key in &firsts {
        assert_eq!(
            stockfish_mate(&format!("fen {fen} moves {key}")),
            -1,
            "{key}"
        );
    }
    assert_eq!(s.quit(), Some(0));
}
