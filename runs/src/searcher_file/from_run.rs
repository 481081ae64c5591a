//! The searcher of a run directory: `best.sexp`, or a member of `hall_of_fame.sexp`,
//! with what `config.toml` and `log.jsonl` tell of the run, when they are there.

use std::path::{Path, PathBuf};

use chess_prims::{Primitives, Program};
use gp::Tree;

/// A searcher of a run, and the run's particulars.
#[derive(Clone, Debug)]
pub struct RunSearcher {
    /// The file the tree was read from.
    pub best_path: PathBuf,
    pub tree: Tree,
    pub program: Program,
    /// `config.toml` as a table (`None` when the file is missing).
    pub config: Option<toml::Table>,
    /// The `seed` of `config.toml`.
    pub seed: Option<u64>,
    /// The generation the tree was found in: its header in `best.sexp` or
    /// `hall_of_fame.sexp` (`; generation G, …`).
    pub found: Option<u64>,
    /// The `generation` of the last line of `log.jsonl`.
    pub last_generation: Option<u64>,
    /// The hall-of-fame member read instead of `best.sexp`.
    pub member: Option<Member>,
}

/// A hall-of-fame member: its place (1 = best) and the generation it entered in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub place: u64,
    pub generation: u64,
}

/// Reads the run directory `dir`: `best.sexp`, or with `member` that member of
/// `hall_of_fame.sexp`, must exist.
pub fn read_run(dir: &Path, member: Option<u64>) -> Result<RunSearcher, String> {
    let best_path = dir.join(match member {
        None => "best.sexp",
        Some(_) => "hall_of_fame.sexp",
    });
    let text = std::fs::read_to_string(&best_path)
        .map_err(|e| format!("{}: cannot read: {e}", best_path.display()))?;
    let (sexpr, member) = match member {
        None => (text.as_str(), None),
        Some(place) => {
            let (generation, sexpr) = hall_of_fame_member(&text, place)
                .map_err(|e| format!("{}: {e}", best_path.display()))?;
            (sexpr, Some(Member { place, generation }))
        }
    };
    let (tree, program) = parse_sexpr_file(sexpr, &best_path)?;
    let config_path = dir.join("config.toml");
    let config = match std::fs::read_to_string(&config_path) {
        Ok(text) => {
            crate::toml_nesting::check(&text)
                .map_err(|e| format!("{}: {e}", config_path.display()))?;
            Some(text.parse::<toml::Table>().map_err(|e| {
                let place = e.span().map_or(String::new(), |s| {
                    let (line, col) = super::location::line_col(&text, s.start);
                    format!(":{line}:{col}")
                });
                format!(
                    "{}{place}: {}",
                    config_path.display(),
                    e.message().trim_end()
                )
            })?)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{}: cannot read: {e}", config_path.display())),
    };
    let seed = config
        .as_ref()
        .and_then(|c| c.get("seed"))
        .and_then(toml::Value::as_integer)
        .and_then(|s| u64::try_from(s).ok());
    let found = match member {
        Some(m) => Some(m.generation),
        None => header_generation(&text),
    };
    Ok(RunSearcher {
        best_path,
        tree,
        program,
        config,
        seed,
        found,
        last_generation: last_generation(&dir.join("log.jsonl")),
        member,
    })
}

/// Member `place` of a hall-of-fame file as `mategp evolve` writes it: a header line
/// `; #PLACE generation G, ...` before each tree. Its generation and its tree's text.
pub(super) fn hall_of_fame_member(text: &str, place: u64) -> Result<(u64, &str), String> {
    let mut members = 0;
    let mut lines = text.split_inclusive('\n');
    let mut offset = 0;
    for line in lines.by_ref() {
        offset += line.len();
        let Some(header) = line.trim().strip_prefix("; #") else {
            continue;
        };
        members += 1;
        let mut words = header.split([' ', ',']).filter(|w| !w.is_empty());
        if words.next().and_then(|w| w.parse::<u64>().ok()) != Some(place) {
            continue;
        }
        let generation = match (words.next(), words.next().map(str::parse::<u64>)) {
            (Some("generation"), Some(Ok(g))) => g,
            _ => return Err(format!("member #{place}: the header names no generation")),
        };
        let rest = &text[offset..];
        let end = rest.find("\n; #").map_or(rest.len(), |i| i + 1);
        return Ok((generation, &rest[..end]));
    }
    Err(format!("no member #{place} (the file has {members})"))
}

/// The generation in `best.sexp`'s header, `; generation G, fitness …`.
fn header_generation(text: &str) -> Option<u64> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("; generation "))
        .find_map(|rest| rest.split([',', ' ']).next()?.parse().ok())
}

/// Parses a file holding one S-expression (`;` comments allowed).
pub fn parse_sexpr_file(text: &str, path: &Path) -> Result<(Tree, Program), String> {
    let prims = Primitives::reader();
    let tree = Tree::parse(prims.pset(), text, prims.float())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let program =
        Program::compile(&prims, &tree).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((tree, program))
}

/// The `generation` of the last JSON line of the log, if the log is readable.
fn last_generation(log: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(log).ok()?;
    let last = text.lines().rev().find(|l| !l.trim().is_empty())?;
    let value: serde_json::Value = serde_json::from_str(last).ok()?;
    value.get("generation")?.as_u64()
}

#[cfg(test)]
mod tests {
    use super::{hall_of_fame_member, header_generation};

    #[test]
    fn best_sexp_names_its_generation() {
        let best = "; mategp: the best individual of the run (hall of fame #1). Fitness values of\n\
                    ; different generations come from different samples and stages.\n\
                    ; generation 12, fitness 3.5, size 4, depth 1\n(A)\n";
        assert_eq!(header_generation(best), Some(12));
        assert_eq!(header_generation("(A)\n"), None);
    }

    const HOF: &str = "; header\n\n; #1 generation 4, fitness 2\n(A 1\n  2)\n\n; #2 generation 9, fitness 1\n(B)\n";

    #[test]
    fn members_are_found_by_place() {
        assert_eq!(hall_of_fame_member(HOF, 1), Ok((4, "(A 1\n  2)\n\n")));
        assert_eq!(hall_of_fame_member(HOF, 2), Ok((9, "(B)\n")));
        assert_eq!(
            hall_of_fame_member(HOF, 3),
            Err("no member #3 (the file has 2)".to_owned())
        );
        assert_eq!(
            hall_of_fame_member("; #1 fitness 2\n(A)\n", 1),
            Err("member #1: the header names no generation".to_owned())
        );
    }
}
