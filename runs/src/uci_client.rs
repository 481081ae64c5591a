//! A client for any UCI engine, for `go mate N` beside our own solvers.
//!
//! The engine's output is read by a thread into a channel, so every wait has a
//! deadline: an engine that dies gives an error at once, one that hangs is told to
//! stop and then killed.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long `uci` and `isready` may take to answer.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long an engine may take to answer `bestmove` after `stop`.
pub const STOP_GRACE: Duration = Duration::from_secs(5);

/// What went wrong talking to an engine.
#[derive(Debug)]
pub enum EngineError {
    Spawn {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The engine closed its output (exited or crashed).
    Died { engine: String, waiting_for: String },
    /// The engine did not answer in time and was killed.
    Timeout {
        engine: String,
        waiting_for: String,
        after: Duration,
    },
    Write {
        engine: String,
        error: std::io::Error,
    },
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::Spawn { path, error } => {
                write!(f, "cannot start engine {}: {error}", path.display())
            }
            EngineError::Died {
                engine,
                waiting_for,
            } => write!(
                f,
                "engine {engine} exited while mategp waited for {waiting_for}"
            ),
            EngineError::Timeout {
                engine,
                waiting_for,
                after,
            } => write!(
                f,
                "engine {engine} gave no {waiting_for} within {:.1} s and was killed",
                after.as_secs_f64()
            ),
            EngineError::Write { engine, error } => {
                write!(f, "cannot write to engine {engine}: {error}")
            }
        }
    }
}

impl std::error::Error for EngineError {}

/// Limits passed to the engine with `go mate N`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoLimits {
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
}

/// What the engine said about one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineReport {
    /// The last `score mate k` (negative: the engine is mated); `None` when its last
    /// score was in centipawns or it gave none.
    pub mate: Option<i32>,
    /// The last `nodes` it reported.
    pub nodes: Option<u64>,
    /// The pv of its last scored info line (UCI moves).
    pub pv: Vec<String>,
    /// Its `bestmove` (`None` for `(none)` or `0000`).
    pub bestmove: Option<String>,
    /// Wall time from `go` to `bestmove`.
    pub elapsed: Duration,
    /// mategp had to send `stop` (the engine ran past its deadline).
    pub stopped: bool,
}

/// A running UCI engine.
pub struct UciEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    stop_grace: Duration,
}

impl UciEngine {
    /// Starts the engine and does the `uci` / `isready` handshake.
    pub fn start(path: &Path) -> Result<UciEngine, EngineError> {
        UciEngine::start_with(path, HANDSHAKE_TIMEOUT, STOP_GRACE)
    }

    /// [`UciEngine::start`] with other waits for the handshake and after `stop`.
    pub fn start_with(
        path: &Path,
        handshake: Duration,
        stop_grace: Duration,
    ) -> Result<UciEngine, EngineError> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| EngineError::Spawn {
                path: path.to_owned(),
                error,
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(EngineError::Spawn {
                path: path.to_owned(),
                error: std::io::Error::other("no pipes to the engine"),
            });
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = UciEngine {
            child,
            stdin,
            lines,
            name: path.display().to_string(),
            stop_grace,
        };
        engine.send("uci")?;
        let deadline = Instant::now() + handshake;
        loop {
            let line = engine.recv_or_kill(deadline, "uciok")?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_owned();
            } else if line.trim() == "uciok" {
                break;
            }
        }
        engine.sync(handshake)?;
        Ok(engine)
    }

    /// The engine's `id name` (its path when it gave none).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// `ucinewgame`, then waits until the engine is ready.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.sync(HANDSHAKE_TIMEOUT)
    }

    /// Sends `position fen F` and `go mate N` with the limits, and reads until
    /// `bestmove`. After `timeout` the engine is told to stop; if it still does not
    /// answer within the stop grace ([`STOP_GRACE`] by default), it is killed and an error returned.
    pub fn go_mate(
        &mut self,
        fen: &str,
        n: u32,
        limits: GoLimits,
        timeout: Duration,
    ) -> Result<EngineReport, EngineError> {
        self.send(&format!("position fen {fen}"))?;
        let mut go = format!("go mate {n}");
        if let Some(nodes) = limits.nodes {
            go.push_str(&format!(" nodes {nodes}"));
        }
        if let Some(t) = limits.movetime {
            go.push_str(&format!(" movetime {}", t.as_millis().max(1)));
        }
        let start = Instant::now();
        self.send(&go)?;
        let mut report = EngineReport::default();
        let mut deadline = start + timeout;
        loop {
            let line = if report.stopped {
                self.recv_or_kill(deadline, "bestmove after stop")?
            } else {
                match self.recv(deadline, "bestmove") {
                    Err(EngineError::Timeout { .. }) => {
                        self.send("stop")?;
                        report.stopped = true;
                        deadline = Instant::now() + self.stop_grace;
                        continue;
                    }
                    other => other?,
                }
            };
            let mut tokens = line.split_whitespace();
            match tokens.next() {
                Some("info") => read_info(tokens, &mut report),
                Some("bestmove") => {
                    report.elapsed = start.elapsed();
                    report.bestmove = tokens
                        .next()
                        .filter(|m| *m != "(none)" && *m != "0000")
                        .map(str::to_owned);
                    return Ok(report);
                }
                _ => {}
            }
        }
    }

    fn sync(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + timeout;
        while self.recv_or_kill(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    fn send(&mut self, command: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|error| EngineError::Write {
                engine: self.name.clone(),
                error,
            })
    }

    /// The next line, or an error when the engine has died or the deadline passed.
    /// A timeout kills the engine unless `go_mate` is about to send `stop`.
    fn recv(&mut self, deadline: Instant, waiting_for: &str) -> Result<String, EngineError> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Disconnected) => {
                let _ = self.child.wait();
                Err(EngineError::Died {
                    engine: self.name.clone(),
                    waiting_for: waiting_for.to_owned(),
                })
            }
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Timeout {
                engine: self.name.clone(),
                waiting_for: waiting_for.to_owned(),
                after: wait,
            }),
        }
    }

    /// [`UciEngine::recv`], killing the engine on a timeout: once it has missed a
    /// deadline it cannot be trusted to answer the next command.
    fn recv_or_kill(
        &mut self,
        deadline: Instant,
        waiting_for: &str,
    ) -> Result<String, EngineError> {
        let r = self.recv(deadline, waiting_for);
        if matches!(r, Err(EngineError::Timeout { .. })) {
            self.kill();
        }
        r
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        self.kill();
    }
}

/// Reads the fields mategp uses from an `info` line.
fn read_info<'a>(mut tokens: impl Iterator<Item = &'a str>, report: &mut EngineReport) {
    let mut score = None;
    let mut pv = None;
    while let Some(t) = tokens.next() {
        match t {
            "nodes" => {
                if let Some(n) = tokens.next().and_then(|n| n.parse().ok()) {
                    report.nodes = Some(n);
                }
            }
            "score" => match (tokens.next(), tokens.next().and_then(|v| v.parse().ok())) {
                (Some("mate"), Some(k)) => score = Some(Some(k)),
                (Some("cp"), Some(_)) => score = Some(None),
                _ => {}
            },
            // The pv runs to the end of the line.
            "pv" => pv = Some(tokens.by_ref().map(str::to_owned).collect()),
            // A free-text string may contain any keyword.
            "string" => break,
            _ => {}
        }
    }
    if let Some(mate) = score {
        report.mate = mate;
        report.pv = pv.unwrap_or_default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    const STOCKFISH: &str = "/usr/games/stockfish";

    /// The real peer: a test that needs it fails without it, never skips
    /// (`.ci/run` installs Debian's stockfish).
    fn stockfish() -> PathBuf {
        let path = which("stockfish").unwrap_or_else(|| PathBuf::from(STOCKFISH));
        assert!(
            path.exists(),
            "stockfish is not installed (apt-get install stockfish): this test needs the real engine"
        );
        path
    }

    fn which(name: &str) -> Option<PathBuf> {
        std::env::var_os("PATH").and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|dir| dir.join(name))
                .find(|p| p.is_file())
        })
    }

    /// A fake engine: a shell script in a temporary directory.
    fn script(dir: &tempfile::TempDir, body: &str) -> PathBuf {
        let path = dir.path().join("engine.sh");
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("write script");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .expect("make script executable");
        path
    }

    const HANDSHAKE_ONLY: &str = r#"while read l; do
  case "$l" in
    uci) echo "id name Fake"; echo uciok;;
    isready) echo readyok;;
    go*) break;;
  esac
done"#;

    #[test]
    fn stockfish_finds_a_mate_in_two() {
        let path = stockfish();
        let mut engine = UciEngine::start(&path).expect("stockfish starts");
        assert!(engine.name().starts_with("Stockfish"), "{}", engine.name());
        engine.new_game().expect("ucinewgame");
        // Scholar's-mate pattern: Qxf7# is mate in 1, so mate in 2 is found at once.
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        let limits = GoLimits {
            nodes: None,
            movetime: Some(Duration::from_secs(5)),
        };
        let r = engine
            .go_mate(fen, 2, limits, Duration::from_secs(10))
            .expect("an answer");
        assert_eq!(r.mate, Some(1));
        assert_eq!(r.bestmove.as_deref(), Some("h5f7"));
        assert_eq!(r.pv.first().map(String::as_str), Some("h5f7"));
        assert!(r.nodes.is_some_and(|n| n > 0));
        // lichess:fEIGM, mate in 2 from Qxh6+.
        let fen = "r2q3k/1pp3p1/4Q2p/p2P1r2/5P2/1P2P1P1/PB5P/4n1K1 w - - 0 1";
        let r = engine
            .go_mate(fen, 2, limits, Duration::from_secs(10))
            .expect("an answer");
        assert_eq!(r.mate, Some(2), "{r:?}");
        assert_eq!(r.bestmove.as_deref(), Some("e6h6"));
        assert!(!r.stopped);
    }

    #[test]
    fn an_engine_that_dies_is_an_error() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = script(&dir, &format!("{HANDSHAKE_ONLY}\nexit 3"));
        let mut engine = UciEngine::start(&path).expect("handshake works");
        assert_eq!(engine.name(), "Fake");
        let e = engine
            .go_mate(
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                1,
                GoLimits::default(),
                Duration::from_secs(30),
            )
            .expect_err("it exits on go");
        assert!(matches!(e, EngineError::Died { .. }), "{e}");
    }

    #[test]
    fn an_engine_that_hangs_is_stopped_then_killed() {
        let dir = tempfile::tempdir().expect("temp dir");
        // Answers the handshake, then ignores `go` and `stop`.
        let path = script(&dir, &HANDSHAKE_ONLY.replace("go*) break;;", "go*) ;;"));
        let mut engine =
            UciEngine::start_with(&path, HANDSHAKE_TIMEOUT, Duration::from_millis(200))
                .expect("handshake works");
        let start = Instant::now();
        let e = engine
            .go_mate(
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                1,
                GoLimits::default(),
                Duration::from_millis(300),
            )
            .expect_err("no bestmove");
        assert!(matches!(e, EngineError::Timeout { .. }), "{e}");
        assert!(start.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_silent_program_fails_the_handshake() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = script(&dir, "while read l; do :; done");
        let start = Instant::now();
        let e = UciEngine::start_with(&path, Duration::from_millis(300), STOP_GRACE)
            .err()
            .expect("no uciok");
        assert!(matches!(e, EngineError::Timeout { .. }), "{e}");
        assert!(start.elapsed() < Duration::from_secs(5));
        let e = UciEngine::start(Path::new("/nonexistent/engine"))
            .err()
            .expect("no such file");
        assert!(e.to_string().contains("/nonexistent/engine"), "{e}");
    }

    #[test]
    fn reads_info_lines() {
        let mut r = EngineReport::default();
        let line =
            "depth 3 seldepth 4 multipv 1 score mate 2 nodes 812 nps 1 time 1 pv h5f7 e8e7 c4f7";
        read_info(line.split_whitespace(), &mut r);
        assert_eq!(r.mate, Some(2));
        assert_eq!(r.nodes, Some(812));
        assert_eq!(r.pv, ["h5f7", "e8e7", "c4f7"]);
        read_info("string nodes 5 score mate 9".split_whitespace(), &mut r);
        assert_eq!(
            (r.mate, r.nodes),
            (Some(2), Some(812)),
            "info string ignored"
        );
        read_info(
            "depth 9 score cp 35 nodes 900 pv e2e4".split_whitespace(),
            &mut r,
        );
        assert_eq!((r.mate, r.nodes), (None, Some(900)));
        read_info(
            "depth 9 score mate -3 lowerbound nodes 901".split_whitespace(),
            &mut r,
        );
        assert_eq!(r.mate, Some(-3));
        assert!(r.pv.is_empty());
    }
}
