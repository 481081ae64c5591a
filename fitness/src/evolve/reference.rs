//! What the reference prover says about a problem, computed once and cached.
//!
//! The reference is the alpha-beta prover asked for *every* key move
//! ([`ProverOptions::all_keys`]): one solve gives both the full set of key moves that
//! Correctness needs and the node count that the budget and Boards are based on.
//! All keys rather than the first: the root module scores every root move of the
//! player, so the fair comparison is a solver that also settles every root move; the
//! first-key prover needs a couple of nodes for a typical mate in 1, fewer than the
//! root module's root moves, which would leave no budget at all. The all-keys counts
//! are far below the paper's CRAFTY counts (docs/EVOLUTION.md): a searcher is
//! measured against a much stronger reference than the paper's.
//!
//! The prover is deterministic (its tables are cleared for every solve), so a cached
//! answer is exactly what a new solve would give: caching changes speed, never results.

use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use shakmaty::{CastlingMode, Chess, Move, uci::UciMove};

use crate::ab::{Prover, ProverOptions};
use crate::problem::{builtin, uci};
use crate::{Limits, MateDepth, MateSolver, Verdict};

/// The name of the reference solver and its settings, the first part of
/// [`prover_tag`].
pub const PROVER_NAME: &str = "ab-all-keys-16mb";

/// Names the reference solver in every cached line; entries with another tag are
/// ignored. The prover is still being improved, and a change in how it searches
/// changes its node counts; so the tag carries the node counts of three fixed
/// problems (the first mate in 2, 3 and 4 of the built-in training pool, quick to
/// solve), and a prover that counts differently gets a fresh cache by itself.
pub fn prover_tag() -> &'static str {
    static TAG: OnceLock<String> = OnceLock::new();
    TAG.get_or_init(|| {
        let mut prover = reference_prover();
        let counts: Vec<String> = (2..=4)
            .map(|n| match builtin::train(n).first() {
                Some(p) => compute(&mut prover, &p.position, n)
                    .map_or_else(|_| "x".to_string(), |r| r.nodes.to_string()),
                None => "-".to_string(),
            })
            .collect();
        format!("{PROVER_NAME}:{}", counts.join("-"))
    })
}

/// The reference prover's answer for one problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// Moves the prover applied to find the mate and every key move.
    pub nodes: u64,
    /// The shortest mate it found (at most the problem's N).
    pub mate_in: u32,
    /// Every first move that mates within N, UCI, in legal-move order.
    pub keys: Vec<String>,
}

impl Reference {
    /// The key moves as moves of `position`; `None` if one is not legal there (a
    /// cache entry that does not belong to this position).
    pub fn key_moves(&self, position: &Chess) -> Option<Vec<Move>> {
        self.keys
            .iter()
            .map(|k| {
                UciMove::from_ascii(k.as_bytes())
                    .ok()?
                    .to_move(position)
                    .ok()
            })
            .collect()
    }
}

/// The prover the references come from.
pub fn reference_prover() -> Prover {
    Prover::new(ProverOptions {
        all_keys: true,
        ..ProverOptions::default()
    })
}

/// Solves `position` for a mate in at most `n` with every key move. An error when the
/// prover finds none: such a problem cannot be scored.
pub fn compute(prover: &mut Prover, position: &Chess, n: u32) -> Result<Reference, String> {
    let depth = MateDepth::new(i64::from(n)).map_err(|e| e.to_string())?;
    let s = prover.solve(position, depth, Limits::default());
    match (s.verdict, s.mate_in) {
        (Verdict::Mate, Some(k)) if !s.key_moves.is_empty() && s.stopped_by.is_none() => {
            Ok(Reference {
                nodes: s.nodes,
                mate_in: k,
                keys: s.key_moves.iter().map(|&m| uci(m)).collect(),
            })
        }
        _ => Err(format!(
            "the reference prover finds no mate in {n} (verdict {})",
            s.verdict.as_str()
        )),
    }
}

/// One line of a cache file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CacheLine {
    fen: String,
    n: u32,
    nodes: u64,
    mate_in: u32,
    keys: Vec<String>,
    prover: String,
}

/// References keyed by (FEN, N), kept in key order so files are reproducible.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReferenceCache {
    entries: BTreeMap<(String, u32), Reference>,
}

/// A cache file that cannot be read.
#[derive(Debug)]
pub struct CacheError {
    /// The file.
    pub path: PathBuf,
    /// The 1-based line, when a line is bad.
    pub line: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CacheError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(l) => write!(
                f,
                "reference cache {}:{l}: {}",
                self.path.display(),
                self.message
            ),
            None => write!(
                f,
                "reference cache {}: {}",
                self.path.display(),
                self.message
            ),
        }
    }
}

impl std::error::Error for CacheError {}

impl ReferenceCache {
    /// An empty cache.
    pub fn new() -> ReferenceCache {
        ReferenceCache::default()
    }

    /// The reference for the problem with this FEN and N, if known.
    pub fn get(&self, fen: &str, n: u32) -> Option<&Reference> {
        self.entries.get(&(fen.to_string(), n))
    }

    /// Adds or replaces a reference.
    pub fn insert(&mut self, fen: &str, n: u32, reference: Reference) {
        self.entries.insert((fen.to_string(), n), reference);
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds every entry of `other` that this cache lacks.
    pub fn merge(&mut self, other: &ReferenceCache) {
        for (k, v) in &other.entries {
            self.entries.entry(k.clone()).or_insert_with(|| v.clone());
        }
    }

    /// Reads a cache file; a missing file is an empty cache. Lines of another
    /// [`prover_tag`] are skipped.
    pub fn load(path: &Path) -> Result<ReferenceCache, CacheError> {
        let text = match fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(ReferenceCache::new()),
            Err(e) => {
                return Err(CacheError {
                    path: path.to_path_buf(),
                    line: None,
                    message: e.to_string(),
                });
            }
        };
        ReferenceCache::parse(&text).map_err(|(line, message)| CacheError {
            path: path.to_path_buf(),
            line: Some(line),
            message,
        })
    }

    /// Parses cache text; an error gives the 1-based line and the reason.
    pub fn parse(text: &str) -> Result<ReferenceCache, (usize, String)> {
        let mut cache = ReferenceCache::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let l: CacheLine = serde_json::from_str(line).map_err(|e| (i + 1, e.to_string()))?;
            if l.prover != prover_tag() {
                continue;
            }
            if l.keys.is_empty() || l.mate_in == 0 || l.mate_in > l.n {
                return Err((i + 1, "an entry without a mate within N".to_string()));
            }
            cache.insert(
                &l.fen,
                l.n,
                Reference {
                    nodes: l.nodes,
                    mate_in: l.mate_in,
                    keys: l.keys,
                },
            );
        }
        Ok(cache)
    }

    /// The cache as JSON lines, in key order.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for ((fen, n), r) in &self.entries {
            let line = CacheLine {
                fen: fen.clone(),
                n: *n,
                nodes: r.nodes,
                mate_in: r.mate_in,
                keys: r.keys.clone(),
                prover: prover_tag().to_string(),
            };
            // Plain strings and numbers always encode.
            out.push_str(&serde_json::to_string(&line).unwrap_or_default());
            out.push('\n');
        }
        out
    }

    /// Writes the cache to `path` atomically (a temporary file in the same directory,
    /// then a rename), creating the directory if needed.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        write_atomic(path, self.to_text().as_bytes())
    }
}

/// Writes `bytes` to `path` through a temporary file in the same directory and a
/// rename, so a reader (or a kill) never sees a half-written file. The temporary name
/// carries the process id, so two processes sharing a file never mix their writes.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(format!(".tmp{}", std::process::id()));
    let tmp = PathBuf::from(tmp);
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// The default shared cache file of an application whose cache folder is `app`:
/// `$XDG_CACHE_HOME/APP/reference.jsonl`, else `$HOME/.cache/APP/reference.jsonl`;
/// `None` when neither variable is set.
pub fn default_cache_path(app: &str) -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".cache"))
        })?;
    Some(base.join(app).join("reference.jsonl"))
}

/// The move as UCI with the king's destination for castling (`e1g1`).
pub(crate) fn uci_parts(m: &Move) -> UciMove {
    m.to_uci(CastlingMode::Standard)
}
