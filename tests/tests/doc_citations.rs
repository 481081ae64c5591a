//! Code and documents cite documents: `docs/PRIMITIVES.md rule 3`, `docs/ARCHITECTURE.md`,
//! `docs/X.md` section "Name", `[text](FILE.md#anchor)`. Every citation must name a file
//! that exists, a numbered rule docs/PRIMITIVES.md states, and a section the cited
//! document has; otherwise a reader who clones the repository cannot check the claim.
//!
//! What counts as a citation (so that generated names such as `report.md` are not):
//! a token ending in `.md` whose first path component is a directory of the citing
//! file or of the repository root, or whose file stem is in capitals (`README.md`).
//! "rule N" in Rust source is a rule of docs/PRIMITIVES.md (the convention
//! `chess-prims/src/prims/op.rs` states), except "common rule N", which names the
//! numbered list of `Op`'s own doc comment.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .expect("the repository root")
}

/// Every `.rs` and `.md` file of the repository, build output and hidden folders aside.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("a readable folder")
        .map(|e| e.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || name.starts_with("target") {
            continue;
        }
        if path.is_dir() {
            files(&path, out);
        } else if name.ends_with(".rs") || name.ends_with(".md") {
            out.push(path);
        }
    }
}

/// The text with line breaks and comment markers folded into single spaces, so that a
/// citation wrapped over two comment lines reads as one.
fn flatten(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let line = line.trim_start();
        let line = ["//!", "///", "//"]
            .iter()
            .find_map(|m| line.strip_prefix(m))
            .unwrap_or(line);
        out.push_str(line.trim());
        out.push(' ');
    }
    out
}

/// A document cited at a byte offset of the flattened text.
#[derive(Debug, PartialEq)]
struct Citation {
    /// As written (`docs/PRIMITIVES.md`).
    path: String,
    /// What follows it (up to 120 bytes), where rules and sections are named.
    after: String,
}

fn is_path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/')
}

/// Every `….md` token in the text.
fn md_tokens(text: &str) -> Vec<Citation> {
    let mut out = Vec::new();
    for (at, _) in text.match_indices(".md") {
        let end = at + 3;
        if text[end..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let start = text[..at]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| is_path_char(c))
            .last()
            .map_or(at, |(i, _)| i);
        let path = text[start..end].trim_start_matches("./").to_string();
        if path.len() <= 3 {
            continue;
        }
        let mut after_end = (end + 120).min(text.len());
        while !text.is_char_boundary(after_end) {
            after_end -= 1;
        }
        out.push(Citation {
            path,
            after: text[end..after_end].to_string(),
        });
    }
    out
}

/// Is this token a citation of a document (rather than a generated file name)?
fn is_citation(path: &str, bases: &[&Path]) -> bool {
    let stem = Path::new(path)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("");
    let capitals = !stem.is_empty()
        && stem
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    let first = path.split('/').next().unwrap_or("");
    let in_folder = path.contains('/') && bases.iter().any(|b| b.join(first).is_dir());
    capitals || in_folder
}

fn resolve(path: &str, bases: &[&Path]) -> Option<PathBuf> {
    bases.iter().map(|b| b.join(path)).find(|p| p.is_file())
}

/// Numbers of a rule citation: "rule 3", "rules 5 and 6", "rules 5, 6", "rules 9–11".
fn rule_numbers(text: &str) -> Vec<u32> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut range_from = None;
    loop {
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let Ok(n) = digits.parse::<u32>() else { break };
        if let Some(from) = range_from.take() {
            out.extend(from + 1..=n);
        } else {
            out.push(n);
        }
        rest = &rest[digits.len()..];
        if let Some(r) = rest.strip_prefix("–").or_else(|| rest.strip_prefix("-")) {
            range_from = Some(n);
            rest = r;
        } else if let Some(r) = [", and ", " and ", ", ", " or "]
            .iter()
            .find_map(|sep| rest.strip_prefix(sep))
        {
            rest = r;
        } else {
            break;
        }
    }
    out
}

/// Every rule number cited in `text` by "rule N" / "rules N, M" ("common rule N" aside).
fn rules_cited(text: &str) -> Vec<u32> {
    let mut out = Vec::new();
    for word in ["rule ", "rules "] {
        for (at, _) in text.match_indices(word) {
            let before = &text[..at];
            let starts_word = before
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric());
            if !starts_word || before.ends_with("common ") {
                continue;
            }
            out.extend(rule_numbers(&text[at + word.len()..]));
        }
    }
    out
}

/// The numbered rules of docs/PRIMITIVES.md ("N. **…**" under "General rules").
fn primitives_rules(text: &str) -> BTreeSet<u32> {
    let section = text
        .split("\n## ")
        .find(|s| s.starts_with("General rules"))
        .expect("docs/PRIMITIVES.md has a section \"General rules\"");
    section
        .lines()
        .filter_map(|l| l.trim_start().split_once(". **"))
        .filter_map(|(n, _)| n.parse().ok())
        .collect()
}

/// The headings of a markdown document, as written and as GitHub anchors.
fn headings(text: &str) -> (Vec<String>, BTreeSet<String>) {
    let titles: Vec<String> = text
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| l.trim_start_matches('#').trim().to_string())
        .collect();
    let anchors = titles.iter().map(|t| anchor(t)).collect();
    (titles, anchors)
}

/// GitHub's anchor of a heading: lower case, spaces to hyphens, punctuation dropped.
fn anchor(title: &str) -> String {
    title
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Section names cited right after a document: `#anchor`, `§N`, or
/// `section "A"` / `sections "A" and "B"` (possibly after "its").
#[derive(Debug, PartialEq)]
enum Section {
    Anchor(String),
    Number(String),
    Title(String),
}

fn sections_cited(after: &str) -> Vec<Section> {
    if let Some(rest) = after.strip_prefix('#') {
        let a: String = rest
            .chars()
            .take_while(|&c| c.is_alphanumeric() || c == '-' || c == '_')
            .collect();
        return vec![Section::Anchor(a)];
    }
    let rest = after.trim_start_matches(['`', ')', ' ', '(']);
    if let Some(n) = rest.strip_prefix('§') {
        let n: String = n.chars().take_while(char::is_ascii_digit).collect();
        return vec![Section::Number(n)];
    }
    // Within the sentence: "docs/X.md measures both (its sections "A" and "B")".
    let sentence = rest.split(". ").next().unwrap_or(rest);
    let Some(rest) = ["sections \"", "section \""]
        .iter()
        .find_map(|w| sentence.find(w).map(|i| &sentence[i + w.len() - 1..]))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut rest = rest;
    while let Some(r) = rest.strip_prefix('"') {
        let Some((title, r)) = r.split_once('"') else {
            break;
        };
        out.push(Section::Title(title.to_string()));
        rest = r
            .strip_prefix(" and ")
            .or_else(|| r.strip_prefix(", "))
            .unwrap_or("");
    }
    out
}

fn check_sections(doc: &Path, cited: &[Section], problems: &mut Vec<String>, from: &str) {
    let text = std::fs::read_to_string(doc).expect("a readable document");
    let (titles, anchors) = headings(&text);
    for s in cited {
        let found = match s {
            Section::Anchor(a) => anchors.contains(a),
            Section::Number(n) => titles.iter().any(|t| t.starts_with(&format!("{n}."))),
            Section::Title(t) => titles.iter().any(|h| h == t),
        };
        if !found {
            problems.push(format!("{from}: {} has no section {s:?}", doc.display()));
        }
    }
}

#[test]
fn every_cited_document_rule_and_section_exists() {
    let root = root();
    let rules = primitives_rules(
        &std::fs::read_to_string(root.join("docs/PRIMITIVES.md")).expect("docs/PRIMITIVES.md"),
    );
    assert!(rules.contains(&3), "rule 3 (what a node is) is stated");
    let mut all = Vec::new();
    files(&root, &mut all);
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in &all {
        let from = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        if from == "tests/tests/doc_citations.rs" {
            continue; // its own examples
        }
        let text = flatten(&std::fs::read_to_string(file).expect("a readable file"));
        let dir = file.parent().expect("a file has a folder");
        let docs = root.join("docs");
        let bases = [dir, root.as_path(), docs.as_path()];
        let is_rust = from.ends_with(".rs");
        for c in md_tokens(&text) {
            if !is_citation(&c.path, &bases) {
                continue;
            }
            checked += 1;
            let Some(doc) = resolve(&c.path, &bases) else {
                problems.push(format!("{from}: cites {}, which does not exist", c.path));
                continue;
            };
            check_sections(&doc, &sections_cited(&c.after), &mut problems, &from);
            if !is_rust && c.path.ends_with("PRIMITIVES.md") {
                let after = c.after.trim_start_matches(['`', ')', ' ']);
                for word in ["rule ", "rules "] {
                    if let Some(r) = after.strip_prefix(word) {
                        for n in rule_numbers(r) {
                            if !rules.contains(&n) {
                                problems.push(format!("{from}: PRIMITIVES.md has no rule {n}"));
                            }
                        }
                    }
                }
            }
        }
        let own_rules = is_rust || from == "docs/PRIMITIVES.md";
        if own_rules {
            for n in rules_cited(&text) {
                checked += 1;
                if !rules.contains(&n) {
                    problems.push(format!("{from}: cites rule {n}, not in docs/PRIMITIVES.md"));
                }
            }
        }
        // Markdown links to local files and anchors.
        if !is_rust {
            for (at, _) in text.match_indices("](") {
                let target: String = text[at + 2..].chars().take_while(|&c| c != ')').collect();
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                checked += 1;
                let (path, frag) = target.split_once('#').unwrap_or((&target, ""));
                let doc = if path.is_empty() {
                    Some(file.clone())
                } else {
                    resolve(path, &[dir])
                };
                match doc {
                    None => problems.push(format!("{from}: links to {path}, which does not exist")),
                    Some(doc) if !frag.is_empty() => check_sections(
                        &doc,
                        &[Section::Anchor(frag.to_string())],
                        &mut problems,
                        &from,
                    ),
                    Some(_) => {}
                }
            }
        }
    }
    assert!(checked > 20, "the scan found only {checked} citations");
    assert!(
        problems.is_empty(),
        "broken citations:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_scanner_sees_wrapped_citations_and_rule_lists() {
    let text = flatten(
        "/// the score range (docs/PRIMITIVES.md\n/// rule 8), see rules 5, 6 and 9–11\n\
         //! common rule 4 above; (docs/EXPERIMENTS.md sections \"A b\" and \"C\")",
    );
    let tokens = md_tokens(&text);
    assert_eq!(tokens[0].path, "docs/PRIMITIVES.md");
    assert_eq!(rules_cited(&text), vec![8, 5, 6, 9, 10, 11]);
    assert_eq!(
        sections_cited(&tokens[1].after),
        vec![Section::Title("A b".into()), Section::Title("C".into())]
    );
    assert_eq!(
        sections_cited("#boards-the-second-counter) x"),
        vec![Section::Anchor("boards-the-second-counter".into())]
    );
    assert_eq!(
        anchor("Boards: the second counter"),
        "boards-the-second-counter"
    );
}

#[test]
fn generated_file_names_are_no_citations_and_missing_documents_are() {
    let root = root();
    let bases = [root.as_path()];
    assert!(!is_citation("report.md", &bases));
    assert!(!is_citation("report/report.md", &bases));
    assert!(is_citation("docs/NOPE.md", &bases));
    assert!(is_citation("NOTES.md", &bases));
    assert!(resolve("docs/NOPE.md", &bases).is_none());
    assert!(resolve("docs/PRIMITIVES.md", &bases).is_some());
}
