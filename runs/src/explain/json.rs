//! `mategp explain --json`: one object per position (docs/EXPLAIN.md lists the fields).

use fitness::explain::{ExplainError, Explanation, Theme, Threat, Variation, Which};
use fitness::problem::{san, uci};
use serde::Serialize;
use shakmaty::{Chess, Move, Position};

use super::Job;
use super::text::san_steps;

#[derive(Serialize)]
pub struct ExplainJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    fen: String,
    /// "explained", "no-mate" or "unknown".
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    body: Option<Body>,
}

#[derive(Serialize)]
struct Body {
    mate_in: u32,
    /// The first key, UCI and SAN.
    key: String,
    key_san: String,
    /// Every key.
    keys: Vec<String>,
    keys_san: Vec<String>,
    main_line_san: Vec<String>,
    threat: ThreatJson,
    variations: Vec<VariationJson>,
    tries: Vec<TryJson>,
    themes: Vec<ThemeJson>,
    nodes: u64,
    solution_nodes: u64,
    causal_nodes: u64,
    budget: u64,
    budget_exhausted: bool,
    time_ms: f64,
}

#[derive(Serialize)]
struct ThreatJson {
    /// "mate", "zugzwang", "check" (the key checks), "key-mates" or "unknown".
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    mate_in: Option<u32>,
    /// Every threat move (SAN), and one threat line after the pass.
    moves_san: Vec<String>,
    line_san: Vec<String>,
}

#[derive(Serialize)]
struct VariationJson {
    defence_san: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer_san: Option<String>,
    mate_in: Option<u32>,
    /// The defence and the mate after it.
    line_san: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    children: Vec<VariationJson>,
}

#[derive(Serialize)]
struct TryJson {
    #[serde(rename = "move")]
    mv: String,
    move_san: String,
    /// The unique refutation, or null when refuted by several.
    refutation: Option<String>,
    refutations_san: Vec<String>,
}

#[derive(Serialize)]
struct ThemeJson {
    kind: &'static str,
    /// The explained move's index in its line (0: the key) and the line.
    move_index: usize,
    move_san: String,
    line_san: Vec<String>,
    pieces: Vec<String>,
    squares: Vec<String>,
    text: String,
    evidence: EvidenceJson,
}

#[derive(Serialize)]
struct EvidenceJson {
    /// Lines A and B in SAN from the position ("--": a pass).
    line_a: Vec<String>,
    line_b: Vec<String>,
    /// The move legal in one line and illegal in the other, and the line it is
    /// illegal in ("A" or "B").
    #[serde(skip_serializing_if = "Option::is_none")]
    parting_move: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    illegal_in: Option<&'static str>,
    cause: String,
}

impl ExplainJson {
    pub fn new(
        job: &Job<'_>,
        result: &Result<Explanation, ExplainError>,
        budget: u64,
    ) -> ExplainJson {
        let (outcome, error, body) = match result {
            Ok(e) => ("explained", None, Some(body(job.position, e, budget))),
            Err(err @ ExplainError::NoMate(_)) => ("no-mate", Some(err.to_string()), None),
            Err(err) => ("unknown", Some(err.to_string()), None),
        };
        ExplainJson {
            id: job.id.map(str::to_owned),
            fen: job.fen.to_owned(),
            outcome,
            error,
            body,
        }
    }
}

fn line_san(root: &Chess, line: &[Move]) -> Vec<String> {
    san_steps(root, &line.iter().map(|m| Some(*m)).collect::<Vec<_>>())
}

fn body(root: &Chess, e: &Explanation, budget: u64) -> Body {
    let key = e.main_line[0];
    let after_key = root.clone().play(key).unwrap_or_else(|_| root.clone());
    let threat = match &e.threat {
        Threat::Mate {
            mate_in,
            moves,
            line,
        } => {
            let passed = after_key
                .clone()
                .swap_turn()
                .unwrap_or_else(|_| after_key.clone());
            ThreatJson {
                kind: "mate",
                mate_in: Some(*mate_in),
                moves_san: moves.iter().map(|&m| san(&passed, m)).collect(),
                line_san: line_san(&passed, line),
            }
        }
        other => ThreatJson {
            kind: match other {
                Threat::Zugzwang => "zugzwang",
                Threat::Check => "check",
                Threat::KeyMates => "key-mates",
                _ => "unknown",
            },
            mate_in: None,
            moves_san: Vec::new(),
            line_san: Vec::new(),
        },
    };
    Body {
        mate_in: e.mate_in,
        key: uci(key),
        key_san: san(root, key),
        keys: e.keys.iter().map(|&m| uci(m)).collect(),
        keys_san: e.keys.iter().map(|&m| san(root, m)).collect(),
        main_line_san: line_san(root, &e.main_line),
        threat,
        variations: e
            .variations
            .iter()
            .map(|v| variation(&after_key, v))
            .collect(),
        tries: e
            .tries
            .iter()
            .map(|t| {
                let after = root.clone().play(t.mv).unwrap_or_else(|_| root.clone());
                let refs: Vec<String> = t.refutations.iter().map(|&r| san(&after, r)).collect();
                TryJson {
                    mv: uci(t.mv),
                    move_san: san(root, t.mv),
                    refutation: (refs.len() == 1).then(|| refs[0].clone()),
                    refutations_san: refs,
                }
            })
            .collect(),
        themes: e.themes.iter().map(|t| theme(root, t)).collect(),
        nodes: e.solution_nodes + e.causal_nodes,
        solution_nodes: e.solution_nodes,
        causal_nodes: e.causal_nodes,
        budget,
        budget_exhausted: e.budget_exhausted,
        time_ms: e.elapsed.as_secs_f64() * 1000.0,
    }
}

fn variation(position: &Chess, v: &Variation) -> VariationJson {
    let line = line_san(position, &v.line);
    let after = v.line.get(..2).and_then(|two| {
        let p = position.clone().play(two[0]).ok()?;
        p.play(*two.get(1)?).ok()
    });
    VariationJson {
        defence_san: line.first().cloned().unwrap_or_default(),
        answer_san: line.get(1).cloned(),
        mate_in: v.mate_in,
        children: match after {
            Some(p) => v.children.iter().map(|c| variation(&p, c)).collect(),
            None => Vec::new(),
        },
        line_san: line,
    }
}

fn theme(root: &Chess, t: &Theme) -> ThemeJson {
    let line = line_san(root, &t.line);
    let (parting_move, illegal_in) = match t.parting {
        Some((m, which)) => {
            // The move is legal at the end of the other line.
            let legal_line = match which {
                Which::A => &t.line_b,
                Which::B => &t.line_a,
            };
            let mut steps = legal_line.clone();
            steps.push(Some(m));
            let shown = san_steps(root, &steps).pop();
            (shown, Some(if which == Which::A { "A" } else { "B" }))
        }
        None => (None, None),
    };
    ThemeJson {
        kind: t.kind.name(),
        move_index: t.ply,
        move_san: line.get(t.ply).cloned().unwrap_or_default(),
        line_san: line,
        pieces: t.pieces.clone(),
        squares: t.squares.iter().map(|s| s.to_string()).collect(),
        text: t.text.clone(),
        evidence: EvidenceJson {
            line_a: san_steps(root, &t.line_a),
            line_b: san_steps(root, &t.line_b),
            parting_move,
            illegal_in,
            cause: t.cause.clone(),
        },
    }
}
