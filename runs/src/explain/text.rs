//! `mategp explain` as text: SAN, moves numbered as in a problem book.

use std::io::Write;

use fitness::explain::{ExplainError, Explanation, Theme, Threat, Variation, Which};
use fitness::problem::san;
use shakmaty::{Chess, Move, Position};

use super::Job;

/// The moves of `steps` from `root` in SAN, `--` for a pass; stops at a move that is
/// not legal (none should be: every line shown was proven).
pub fn san_steps(root: &Chess, steps: &[Option<Move>]) -> Vec<String> {
    let mut pos = root.clone();
    let mut out = Vec::with_capacity(steps.len());
    for step in steps {
        // Display copies of proven lines: the solver counted their nodes.
        let next = match step {
            Some(m) if pos.is_legal(*m) => {
                out.push(san(&pos, *m));
                pos.clone().play(*m).ok()
            }
            Some(_) => None,
            None => {
                out.push("--".to_owned());
                pos.clone().swap_turn().ok()
            }
        };
        match next {
            Some(p) => pos = p,
            None => break,
        }
    }
    out
}

/// The SAN of `steps` numbered from `root`'s move number: `1. Qxh7+ Kxh7 2. Rh3#`.
pub fn numbered(root: &Chess, steps: &[Option<Move>]) -> String {
    crate::report::numbered(root, &san_steps(root, steps))
}

fn moves(line: &[Move]) -> Vec<Option<Move>> {
    line.iter().map(|m| Some(*m)).collect()
}

pub fn write(
    out: &mut impl Write,
    job: &Job<'_>,
    result: &Result<Explanation, ExplainError>,
    budget: u64,
) -> std::io::Result<()> {
    let root = job.position;
    match job.id {
        Some(id) => writeln!(out, "{id}: {}", job.fen)?,
        None => writeln!(out, "position: {}", job.fen)?,
    }
    let e = match result {
        Ok(e) => e,
        Err(err) => return writeln!(out, "  {err}"),
    };
    let keys: Vec<String> = e.keys.iter().map(|&m| san(root, m)).collect();
    writeln!(
        out,
        "mate in {}: key {}! ({} key{}: {})",
        e.mate_in,
        numbered(root, &moves(&e.main_line[..1])),
        keys.len(),
        if keys.len() == 1 { "" } else { "s" },
        keys.join(", ")
    )?;
    writeln!(out, "main line: {}", numbered(root, &moves(&e.main_line)))?;
    let after_key: Vec<Option<Move>> = moves(&e.main_line[..1]);
    match &e.threat {
        Threat::Mate {
            mate_in,
            moves: t,
            line,
        } => {
            let mut steps = after_key.clone();
            steps.push(None);
            steps.extend(line.iter().map(|m| Some(*m)));
            let others = t.len().saturating_sub(1);
            writeln!(
                out,
                "threat: mate in {mate_in}: {}{}",
                numbered(root, &steps),
                if others > 0 {
                    format!(
                        " (and {others} other threat move{})",
                        if others == 1 { "" } else { "s" }
                    )
                } else {
                    String::new()
                }
            )?;
        }
        Threat::Zugzwang => writeln!(out, "threat: none (zugzwang: any move weakens)")?,
        Threat::Check => writeln!(out, "threat: none (the key checks)")?,
        Threat::KeyMates => writeln!(out, "threat: none (the key mates)")?,
        Threat::Unknown => writeln!(out, "threat: unknown (a limit came first)")?,
    }
    if !e.variations.is_empty() {
        writeln!(out, "variations:")?;
        write_variations(out, root, &after_key, &e.variations, 1)?;
    }
    if !e.tries.is_empty() {
        writeln!(out, "tries:")?;
        for t in &e.tries {
            let after: Chess = root.clone().play(t.mv).unwrap_or_else(|_| root.clone());
            let refs: Vec<String> = t.refutations.iter().map(|&r| san(&after, r)).collect();
            let try_san = numbered(root, &[Some(t.mv)]);
            if refs.len() == 1 {
                writeln!(out, "  {try_san}? {}!", refs[0])?;
            } else {
                writeln!(out, "  {try_san}? refuted by several: {}", refs.join(", "))?;
            }
        }
    }
    if e.themes.is_empty() {
        writeln!(out, "themes: none found")?;
    } else {
        writeln!(out, "themes:")?;
        for t in &e.themes {
            write_theme(out, root, t)?;
        }
    }
    writeln!(
        out,
        "nodes: {} solution + {} causal tests (budget {budget}{}); time {:.1} ms",
        e.solution_nodes,
        e.causal_nodes,
        if e.budget_exhausted { ", reached" } else { "" },
        e.elapsed.as_secs_f64() * 1000.0
    )
}

fn write_variations(
    out: &mut impl Write,
    root: &Chess,
    before: &[Option<Move>],
    variations: &[Variation],
    indent: usize,
) -> std::io::Result<()> {
    for v in variations {
        let mut steps = before.to_vec();
        steps.extend(v.line.iter().map(|m| Some(*m)));
        let text = numbered(root, &steps);
        // Drop the moves before the defence: they are the line's common start.
        let shown = numbered_tail(&text, before.len());
        match v.mate_in {
            Some(_) => writeln!(out, "{:w$}{shown}", "", w = 2 * indent)?,
            None => writeln!(
                out,
                "{:w$}{shown} (unknown: a limit came first)",
                "",
                w = 2 * indent
            )?,
        }
        if !v.children.is_empty() && v.line.len() > 1 {
            let mut deeper = before.to_vec();
            deeper.extend(v.line[..2].iter().map(|m| Some(*m)));
            write_variations(out, root, &deeper, &v.children, indent + 1)?;
        }
    }
    Ok(())
}

/// `text` without its first `skip` moves, the first move left numbered
/// (`1... Rf7 2. Qxf7#`).
fn numbered_tail(text: &str, skip: usize) -> String {
    let mut words: Vec<&str> = text.split(' ').collect();
    let mut moves_seen = 0;
    let mut start = 0;
    let mut number: Option<&str> = None;
    for (i, w) in words.iter().enumerate() {
        if w.ends_with('.') {
            number = Some(w);
            continue;
        }
        if moves_seen == skip {
            start = i;
            break;
        }
        moves_seen += 1;
    }
    let before = start.checked_sub(1).and_then(|i| words.get(i).copied());
    let tail = words.split_off(start);
    let lead = match (before, number) {
        (Some(w), _) if w.ends_with('.') => format!("{w} "),
        (Some(_), Some(n)) => format!("{n}.. "),
        _ => String::new(),
    };
    format!("{lead}{}", tail.join(" "))
}

fn write_theme(out: &mut impl Write, root: &Chess, t: &Theme) -> std::io::Result<()> {
    let mv = numbered(root, &moves(&t.line[..=t.ply]));
    let mv = numbered_tail(&mv, t.ply);
    writeln!(out, "  {} ({mv}): {}", t.kind.name(), t.text)?;
    if t.line_b.is_empty() && t.parting.is_none() {
        writeln!(out, "    line: {}", numbered(root, &t.line_a))?;
        return Ok(());
    }
    let mut a = t.line_a.clone();
    let mut b = t.line_b.clone();
    let mut a_text = numbered(root, &a);
    let mut b_text = numbered(root, &b);
    if b_text.is_empty() {
        b_text = "(the position)".to_owned();
    }
    if let Some((m, which)) = t.parting {
        // The move, in SAN where it is legal; the other line cannot play it.
        let (legal, illegal_text) = match which {
            Which::A => (&mut b, &mut a_text),
            Which::B => (&mut a, &mut b_text),
        };
        legal.push(Some(m));
        let shown = san_steps(root, legal).pop().unwrap_or_default();
        illegal_text.push_str(&format!(" ({shown} illegal here)"));
        match which {
            Which::A => b_text = numbered(root, &b),
            Which::B => a_text = numbered(root, &a),
        }
    }
    writeln!(out, "    A: {a_text}")?;
    writeln!(out, "    B: {b_text}")?;
    writeln!(out, "    {}", t.cause)
}
