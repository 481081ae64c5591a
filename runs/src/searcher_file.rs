//! The standalone searcher file (`mategp export` writes it; `solve`, `bench`, `uci`
//! and `inspect` load it): TOML, one searcher per file.
//!
//! ```toml
//! format = 1                          # this layout; other versions are refused
//! name = "fig1-exhaustive"            # optional
//! description = "…"                   # optional
//! primitive_set = "fnv1a64:…"         # fitness::searcher::primitive_set_version()
//! size = 37                           # informational: nodes and depth of the tree
//! depth = 12
//! sexpr = '''
//! (IfForAllOpponentMoves …)
//! '''
//! [provenance]                        # run_dir, seed, generation, last_generation, member, source, exported_by
//! [training]                          # the run's config.toml, copied as it was
//! [results]                           # test_set, budget, and per N: [[results.per_n]]
//! ```
//!
//! Loading checks, in order: the TOML, the format version, the primitive set, the
//! S-expression; every error names the file, the line and the field.

mod from_run;
#[cfg(test)]
mod fuzz;
mod location;
mod shipped;

use std::path::Path;

use chess_prims::{Primitives, Program};
use fitness::searcher::{ResultsForN, primitive_set_version};
use gp::Tree;
use serde::{Deserialize, Serialize};
use toml::Spanned;

pub use from_run::{parse_sexpr_file, read_run};
use location::{line_col, string_content_start};
pub use shipped::{SHIPPED, shipped};

/// The layout version this mategp reads and writes.
pub const FORMAT: i64 = 1;

/// A searcher file as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearcherFile {
    pub format: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    pub primitive_set: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u64>,
    pub sexpr: String,
    /// The shortest mate length at which `solve`, `bench` and `uci --searcher` consult
    /// the searcher; below it the prover alone answers. Absent: at every length.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consult_from_n: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provenance: Option<Provenance>,
    /// The training run's config.toml, free-form.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub training: Option<toml::Table>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub results: Option<TestResults>,
}

/// The deepest `consult_from_n`: the longest mate `solve` asks (`--mate 99`).
pub const MAX_CONSULT_FROM_N: u32 = 99;

/// Where the searcher came from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Provenance {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_dir: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The generation the tree was found in (entered the hall of fame). Files
    /// written before `last_generation` existed hold the run's last logged
    /// generation here, and the tree's own in `member_generation` (only for a
    /// `--member` export); [`Provenance::generations`] reads both kinds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generation: Option<u64>,
    /// The last generation the run had logged when it was exported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_generation: Option<u64>,
    /// The hall-of-fame member exported (`mategp export --member`), 1 = best.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub member: Option<u64>,
    /// Older files only: the generation the member was found in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub member_generation: Option<u64>,
    /// Free text, e.g. for a hand-written searcher.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exported_by: Option<String>,
}

impl Provenance {
    /// The generation the tree was found in, and the run's last logged one, from a
    /// file of either layout. An older file exported without `--member` did not
    /// record the tree's own generation: `None` then.
    pub fn generations(&self) -> (Option<u64>, Option<u64>) {
        match (self.last_generation, self.member_generation) {
            (Some(last), _) => (self.generation, Some(last)),
            (None, Some(found)) => (Some(found), self.generation),
            (None, None) if self.member.is_some() => (self.generation, None),
            (None, None) => (None, self.generation),
        }
    }
}

/// The searcher's results on a test set (see `fitness::searcher::test_searcher`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TestResults {
    /// What it was tested on.
    pub test_set: String,
    /// The searcher's node budget per position.
    pub budget: u64,
    pub per_n: Vec<ResultsForN>,
}

/// A searcher file read, checked and compiled.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub file: SearcherFile,
    pub tree: Tree,
    pub program: Program,
    /// Where it was read from, for messages.
    pub origin: String,
}

impl Loaded {
    /// A short name: the file's `name`, else the file name without `.toml`.
    pub fn label(&self) -> String {
        if let Some(name) = &self.file.name {
            return name.clone();
        }
        let stem = Path::new(&self.origin).file_stem().and_then(|s| s.to_str());
        stem.unwrap_or(&self.origin).to_owned()
    }
}

/// The fields whose position loading errors report.
#[derive(Deserialize)]
struct Probe {
    format: Option<Spanned<toml::Value>>,
    primitive_set: Option<Spanned<toml::Value>>,
    sexpr: Option<Spanned<toml::Value>>,
}

/// Reads and checks the searcher file at `path`.
pub fn load(path: &Path) -> Result<Loaded, String> {
    let origin = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{origin}: cannot read: {e}"))?;
    parse(&text, &origin)
}

/// Reads a file holding one S-expression: a searcher with no name, provenance or
/// results.
pub fn load_sexpr(path: &Path) -> Result<Loaded, String> {
    let origin = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{origin}: cannot read: {e}"))?;
    let (tree, program) = parse_sexpr_file(&text, path)?;
    let prims = Primitives::reader();
    Ok(Loaded {
        file: SearcherFile {
            format: FORMAT,
            name: None,
            description: None,
            primitive_set: primitive_set_version(),
            size: Some(tree.size() as u64),
            depth: Some(tree.depth() as u64),
            sexpr: tree.to_sexpr(prims.pset()),
            consult_from_n: None,
            provenance: None,
            training: None,
            results: None,
        },
        tree,
        program,
        origin,
    })
}

/// Checks and compiles the text of a searcher file read from `origin`.
pub fn parse(text: &str, origin: &str) -> Result<Loaded, String> {
    let at = |offset: usize| {
        let (line, col) = line_col(text, offset);
        format!("{origin}:{line}:{col}")
    };
    let toml_error = |e: toml::de::Error| match e.span() {
        Some(span) => format!("{}: {}", at(span.start), e.message().trim_end()),
        None => format!("{origin}: {}", e.message().trim_end()),
    };
    crate::toml_nesting::check(text)
        .map_err(|e| format!("{origin}: {e} (not a valid TOML searcher file)"))?;
    let probe: Probe = toml::from_str(text).map_err(|e| {
        let message = toml_error(e);
        format!("{message} (not a valid TOML searcher file)")
    })?;
    let Some(format) = probe.format else {
        return Err(format!(
            "{origin}: no `format` field: not a mategp searcher file (`mategp export` writes them)"
        ));
    };
    match format.get_ref().as_integer() {
        Some(FORMAT) => {}
        Some(v) => {
            return Err(format!(
                "{}: format version {v} is not supported: this mategp reads version {FORMAT}",
                at(format.span().start)
            ));
        }
        None => {
            return Err(format!(
                "{}: `format` must be a whole number (version {FORMAT})",
                at(format.span().start)
            ));
        }
    }
    let mut file: SearcherFile = toml::from_str(text).map_err(toml_error)?;
    if let Some(k) = file.consult_from_n
        && !(1..=MAX_CONSULT_FROM_N).contains(&k)
    {
        return Err(format!(
            "{origin}: field `consult_from_n`: a mate length 1..={MAX_CONSULT_FROM_N}, got {k}"
        ));
    }
    // The newline before the closing `'''` is layout, not part of the tree.
    file.sexpr.truncate(file.sexpr.trim_end().len());
    let ours = primitive_set_version();
    if file.primitive_set != ours {
        let line = probe
            .primitive_set
            .map_or(String::from(origin), |p| at(p.span().start));
        return Err(format!(
            "{line}: the searcher was made for primitive set `{}`, but this mategp's is `{ours}`: \
             primitive names or signatures differ, so the tree would not mean the same; \
             export it again with a matching mategp",
            file.primitive_set
        ));
    }
    let prims = Primitives::reader();
    let tree = Tree::parse(prims.pset(), &file.sexpr, prims.float()).map_err(|e| {
        let place = probe.sexpr.as_ref().map_or(String::from(origin), |s| {
            let start = string_content_start(text, s.span());
            at(start + e.offset)
        });
        format!("{place}: field `sexpr`: {e}")
    })?;
    let program =
        Program::compile(&prims, &tree).map_err(|e| format!("{origin}: field `sexpr`: {e}"))?;
    Ok(Loaded {
        file,
        tree,
        program,
        origin: origin.to_owned(),
    })
}

/// The file's text: the scalar fields first (the S-expression as a multi-line literal
/// string, printed over lines), then the tables.
pub fn render(file: &SearcherFile) -> Result<String, String> {
    if file.sexpr.contains("'''") {
        return Err("the S-expression contains `'''`".to_owned());
    }
    let quote = |s: &str| toml::Value::String(s.to_owned()).to_string();
    let mut out = String::from(
        "# A mategp searcher: a mate-in-N search algorithm as a tree of primitives (mategp export).\n\
         # Use it with `mategp solve --searcher FILE`, `mategp bench --searcher FILE`,\n\
         # `mategp uci --searcher FILE`; look at it with `mategp inspect FILE`.\n",
    );
    out.push_str(&format!("format = {}\n", file.format));
    if let Some(name) = &file.name {
        out.push_str(&format!("name = {}\n", quote(name)));
    }
    if let Some(description) = &file.description {
        out.push_str(&format!("description = {}\n", quote(description)));
    }
    out.push_str(&format!("primitive_set = {}\n", quote(&file.primitive_set)));
    if let Some(size) = file.size {
        out.push_str(&format!("size = {size}\n"));
    }
    if let Some(depth) = file.depth {
        out.push_str(&format!("depth = {depth}\n"));
    }
    if let Some(k) = file.consult_from_n {
        out.push_str(&format!("consult_from_n = {k}\n"));
    }
    out.push_str(&format!("sexpr = '''\n{}\n'''\n", file.sexpr.trim_end()));
    #[derive(Serialize)]
    struct Tables<'a> {
        #[serde(skip_serializing_if = "Option::is_none")]
        provenance: Option<&'a Provenance>,
        #[serde(skip_serializing_if = "Option::is_none")]
        training: Option<&'a toml::Table>,
        #[serde(skip_serializing_if = "Option::is_none")]
        results: Option<&'a TestResults>,
    }
    let tables = toml::to_string(&Tables {
        provenance: file.provenance.as_ref(),
        training: file.training.as_ref(),
        results: file.results.as_ref(),
    })
    .map_err(|e| format!("cannot write the tables: {e}"))?;
    if !tables.is_empty() {
        out.push('\n');
        out.push_str(&tables);
    }
    Ok(out)
}

/// Finds `--searcher SPEC`: a file holding one S-expression (`.sexp`, as a run's
/// `best.sexp`, which `inspect` reads too), a path (anything with a `/` or ending in
/// `.toml`), else a shipped searcher's name, else a file of that name.
pub fn resolve(spec: &str) -> Result<Loaded, String> {
    if spec.ends_with(".sexp") {
        return load_sexpr(Path::new(spec));
    }
    let looks_like_path =
        spec.contains('/') || spec.contains(std::path::MAIN_SEPARATOR) || spec.ends_with(".toml");
    if !looks_like_path {
        if let Some(text) = shipped(spec) {
            return parse(text, &format!("searchers/{spec}.toml (shipped)"));
        }
        if !Path::new(spec).exists() {
            let names: Vec<&str> = SHIPPED.iter().map(|(n, _)| *n).collect();
            return Err(format!(
                "{spec}: no such file, and no shipped searcher of that name (shipped: {})",
                names.join(", ")
            ));
        }
    }
    load(Path::new(spec))
}

#[cfg(test)]
mod tests;
