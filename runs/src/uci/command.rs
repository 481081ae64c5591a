//! The commands a UCI GUI sends, parsed from one input line. Pure: no engine state.

use std::time::Duration;

use crate::numeric::shown;

/// One GUI command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Uci,
    Debug(bool),
    IsReady,
    /// `setoption name <name> [value <value>]`; both may contain spaces.
    SetOption {
        name: String,
        value: Option<String>,
    },
    Register,
    UciNewGame,
    Position {
        setup: Setup,
        /// UCI move tokens, not yet checked against the position.
        moves: Vec<String>,
    },
    Go(Go),
    /// A `go` whose arguments do not parse, and why: it is still answered with a
    /// `bestmove`, as a GUI waits for one after every `go`.
    BadGo(String),
    Stop,
    PonderHit,
    Quit,
}

/// Where a `position` command starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    StartPos,
    /// The FEN fields, joined by single spaces, not yet validated.
    Fen(String),
}

/// The parameters of `go`. Numbers are as given; [`super::plan`] decides what they
/// mean for a mate search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub mate: Option<u64>,
    pub nodes: Option<u64>,
    pub depth: Option<u64>,
    pub movetime: Option<Duration>,
    pub infinite: bool,
    pub ponder: bool,
    /// Clock times; GUIs send negative times once a flag has fallen, read as zero.
    pub wtime: Option<Duration>,
    pub btime: Option<Duration>,
    pub winc: Option<Duration>,
    pub binc: Option<Duration>,
    pub movestogo: Option<u64>,
    pub searchmoves: Vec<String>,
}

/// The words that start a command.
const COMMANDS: [&str; 11] = [
    "uci",
    "debug",
    "isready",
    "setoption",
    "register",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "quit",
];

/// The keywords of `go`; `searchmoves` takes moves until the next of these.
const GO_KEYWORDS: [&str; 13] = [
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// Parses one line. `Ok(None)` for a blank line. As the UCI protocol asks, unknown
/// words before a command are skipped (`joho debug on` is `debug on`).
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.is_empty() {
        return Ok(None);
    }
    let Some(start) = tokens.iter().position(|t| COMMANDS.contains(t)) else {
        return Err(format!("unknown command '{}'", shown(line.trim())));
    };
    let args = &tokens[start + 1..];
    let command = match tokens[start] {
        "uci" => Command::Uci,
        "debug" => Command::Debug(args.first() != Some(&"off")),
        "isready" => Command::IsReady,
        "setoption" => parse_setoption(args)?,
        "register" => Command::Register,
        "ucinewgame" => Command::UciNewGame,
        "position" => parse_position(args)?,
        "go" => parse_go(args).map_or_else(Command::BadGo, Command::Go),
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        _ => Command::Quit,
    };
    Ok(Some(command))
}

fn parse_setoption(args: &[&str]) -> Result<Command, String> {
    if args.first() != Some(&"name") {
        return Err("setoption: expected 'name <option> [value <value>]'".to_owned());
    }
    let value_at = args.iter().position(|&t| t == "value");
    let name = args[1..value_at.unwrap_or(args.len())].join(" ");
    if name.is_empty() {
        return Err("setoption: the option name is missing".to_owned());
    }
    let value = value_at.map(|i| args[i + 1..].join(" "));
    Ok(Command::SetOption { name, value })
}

fn parse_position(args: &[&str]) -> Result<Command, String> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let setup = match head.split_first() {
        Some((&"startpos", [])) => Setup::StartPos,
        Some((&"startpos", rest)) => {
            return Err(format!(
                "position: unexpected '{}' after startpos",
                shown(&rest.join(" "))
            ));
        }
        Some((&"fen", [])) => return Err("position fen: the FEN is missing".to_owned()),
        Some((&"fen", fields)) => Setup::Fen(fields.join(" ")),
        _ => return Err("position: expected 'startpos' or 'fen <FEN>'".to_owned()),
    };
    let moves = moves.iter().map(|m| (*m).to_owned()).collect();
    Ok(Command::Position { setup, moves })
}

fn parse_go(args: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        i += 1;
        // The keyword's numeric argument, if it takes one.
        let mut number = || -> Result<i64, String> {
            let text = args
                .get(i)
                .ok_or_else(|| format!("go {key}: the number is missing"))?;
            i += 1;
            text.parse::<i64>()
                .map_err(|_| format!("go {key}: '{}' is not a whole number", shown(text)))
        };
        match key {
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "mate" => go.mate = Some(count(key, number()?)?),
            "nodes" => go.nodes = Some(count(key, number()?)?),
            "depth" => go.depth = Some(count(key, number()?)?),
            "movestogo" => go.movestogo = Some(count(key, number()?)?),
            "movetime" => go.movetime = Some(millis(number()?)),
            "wtime" => go.wtime = Some(millis(number()?)),
            "btime" => go.btime = Some(millis(number()?)),
            "winc" => go.winc = Some(millis(number()?)),
            "binc" => go.binc = Some(millis(number()?)),
            "searchmoves" => {
                while let Some(&m) = args.get(i).filter(|t| !GO_KEYWORDS.contains(t)) {
                    go.searchmoves.push(m.to_owned());
                    i += 1;
                }
            }
            "perft" => return Err("go perft is not supported".to_owned()),
            other => return Err(format!("go: unknown parameter '{}'", shown(other))),
        }
    }
    Ok(go)
}

fn count(key: &str, n: i64) -> Result<u64, String> {
    u64::try_from(n).map_err(|_| format!("go {key}: {n} is negative"))
}

fn millis(n: i64) -> Duration {
    Duration::from_millis(n.max(0).unsigned_abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(line: &str) -> Command {
        match parse(line) {
            Ok(Some(c)) => c,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn simple_commands_and_noise() {
        assert_eq!(ok("uci"), Command::Uci);
        assert_eq!(ok("  isready \r"), Command::IsReady);
        assert_eq!(ok("joho debug on"), Command::Debug(true));
        assert_eq!(ok("debug off"), Command::Debug(false));
        assert_eq!(ok("stop"), Command::Stop);
        assert_eq!(ok("quit"), Command::Quit);
        assert_eq!(parse("   "), Ok(None));
        assert!(parse("hello world").is_err());
    }

    #[test]
    fn setoption_names_and_values_with_spaces() {
        assert_eq!(
            ok("setoption name Hash value 64"),
            Command::SetOption {
                name: "Hash".into(),
                value: Some("64".into())
            }
        );
        assert_eq!(
            ok("setoption name Clear Hash"),
            Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }
        );
        assert_eq!(
            ok("setoption name Book File value my book.bin"),
            Command::SetOption {
                name: "Book File".into(),
                value: Some("my book.bin".into())
            }
        );
        assert!(parse("setoption Hash 3").is_err());
        assert!(parse("setoption name value 3").is_err());
    }

    #[test]
    fn positions() {
        assert_eq!(
            ok("position startpos moves e2e4 e7e5"),
            Command::Position {
                setup: Setup::StartPos,
                moves: vec!["e2e4".into(), "e7e5".into()]
            }
        );
        assert_eq!(
            ok("position fen 7k/8/5K2/8/8/8/8/6R1 w - - 0 1"),
            Command::Position {
                setup: Setup::Fen("7k/8/5K2/8/8/8/8/6R1 w - - 0 1".into()),
                moves: vec![]
            }
        );
        assert_eq!(
            ok("position fen 7k/8/5K2/8/8/8/8/6R1 w - - moves f6f7"),
            Command::Position {
                setup: Setup::Fen("7k/8/5K2/8/8/8/8/6R1 w - -".into()),
                moves: vec!["f6f7".into()]
            }
        );
        for bad in [
            "position",
            "position fen",
            "position startpos e2e4",
            "position x",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn go_parameters() {
        let Command::Go(go) = ok("go mate 2") else {
            panic!("not go")
        };
        assert_eq!(go.mate, Some(2));
        let Command::Go(go) =
            ok("go wtime -20 btime 1000 winc 10 binc 10 movestogo 5 nodes 7 depth 3")
        else {
            panic!("not go")
        };
        assert_eq!(
            go.wtime,
            Some(Duration::ZERO),
            "a fallen flag is no time left"
        );
        assert_eq!(go.btime, Some(Duration::from_secs(1)));
        assert_eq!(go.binc, Some(Duration::from_millis(10)));
        assert_eq!(
            (go.movestogo, go.nodes, go.depth),
            (Some(5), Some(7), Some(3))
        );
        let Command::Go(go) = ok("go searchmoves e2e4 d2d4 infinite") else {
            panic!("not go")
        };
        assert_eq!(go.searchmoves, ["e2e4", "d2d4"]);
        assert!(go.infinite && !go.ponder);
        assert_eq!(ok("go"), Command::Go(Go::default()));
        for bad in [
            "go mate",
            "go mate x",
            "go mate -1",
            "go nodes -5",
            "go movetime x",
            "go fast",
            "go perft 3",
        ] {
            assert!(matches!(parse(bad), Ok(Some(Command::BadGo(_)))), "{bad}");
        }
    }
}
