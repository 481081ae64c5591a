//! `fitness.svg`: best, mean and median fitness per generation.
//!
//! Written by hand rather than with plotters: three polylines, axes and a legend are
//! ~100 lines of SVG text, with no dependency to build (plotters' SVG backend adds a
//! dozen crates to a 2-core build) and byte-identical output for an identical log.

use std::fmt::Write;

use super::LogLine;

const W: f64 = 800.0;
const H: f64 = 450.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;

/// A plotted quantity: its name, colour and value in a log line.
type Series = (&'static str, &'static str, fn(&LogLine) -> f64);

/// A tick step of 1, 2 or 5 × 10^k giving about `target` ticks over `span`.
fn tick_step(span: f64, target: f64) -> f64 {
    let raw = (span / target).max(f64::MIN_POSITIVE);
    let mag = 10f64.powf(raw.log10().floor());
    let norm = raw / mag;
    // The tolerance keeps 5.000000000000001 (0.05 / 0.01) a 5.
    let nice = if norm <= 1.0 + 1e-9 {
        1.0
    } else if norm <= 2.0 + 1e-9 {
        2.0
    } else if norm <= 5.0 + 1e-9 {
        5.0
    } else {
        10.0
    };
    nice * mag
}

fn label(v: f64) -> String {
    if v == v.trunc() && v.abs() < 1e12 {
        format!("{v:.0}")
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

const SERIES: [Series; 3] = [
    ("best", "#d62728", |l| l.best_fitness),
    ("mean", "#1f77b4", |l| l.mean_fitness),
    ("median", "#2ca02c", |l| l.median_fitness),
];

fn finite(v: f64) -> f64 {
    if v.is_finite() { v } else { 0.0 }
}

/// The plot area and its scales: generations across, fitness up.
struct Frame {
    x_max: f64,
    x_step: f64,
    y_min: f64,
    y_max: f64,
    y_step: f64,
    pw: f64,
    ph: f64,
}

impl Frame {
    /// Scales that hold every value of `lines` (and 0..1 at least), on round ticks.
    fn of(lines: &[LogLine]) -> Frame {
        let x_max = lines.last().map_or(1, |l| l.generation.max(1)) as f64;
        let mut y_min: f64 = 0.0;
        let mut y_max: f64 = 1.0;
        for l in lines {
            for (_, _, get) in &SERIES {
                y_min = y_min.min(finite(get(l)));
                y_max = y_max.max(finite(get(l)));
            }
        }
        let y_step = tick_step(y_max - y_min, 6.0);
        Frame {
            x_max,
            x_step: tick_step(x_max, 10.0).max(1.0),
            y_min: (y_min / y_step).floor() * y_step,
            y_max: (y_max / y_step).ceil() * y_step,
            y_step,
            pw: W - LEFT - RIGHT,
            ph: H - TOP - BOTTOM,
        }
    }

    fn px(&self, g: f64) -> f64 {
        LEFT + g / self.x_max * self.pw
    }

    fn py(&self, v: f64) -> f64 {
        TOP + self.ph - (finite(v) - self.y_min) / (self.y_max - self.y_min) * self.ph
    }
}

/// The plot of `lines` as an SVG document.
pub fn fitness_svg(lines: &[LogLine]) -> String {
    let frame = Frame::of(lines);
    let mut s = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="12">"##
    );
    let _ = writeln!(s, r##"<rect width="{W}" height="{H}" fill="white"/>"##);
    let _ = writeln!(
        s,
        r##"<text x="{}" y="22" text-anchor="middle" font-size="15">mategp: fitness per generation</text>"##,
        LEFT + frame.pw / 2.0
    );
    axes(&mut s, &frame);
    if let Some(late) = lines.iter().find(|l| l.stage == "late") {
        let x = frame.px(late.generation as f64);
        let _ = writeln!(
            s,
            r##"<line x1="{x:.1}" y1="{TOP}" x2="{x:.1}" y2="{:.1}" stroke="#999" stroke-dasharray="4 4"/><text x="{:.1}" y="{:.1}" fill="#666">late stage</text>"##,
            TOP + frame.ph,
            x + 4.0,
            TOP + 14.0
        );
    }
    for (i, series) in SERIES.iter().enumerate() {
        curve(&mut s, &frame, lines, series);
        legend(&mut s, &frame, i, series);
    }
    s.push_str("</svg>\n");
    s
}

/// The grid, the ticks and their labels, the plot's box and the axis titles.
fn axes(s: &mut String, frame: &Frame) {
    let (pw, ph) = (frame.pw, frame.ph);
    let mut v = frame.y_min;
    while v <= frame.y_max + frame.y_step / 2.0 {
        let y = frame.py(v);
        let _ = writeln!(
            s,
            r##"<line x1="{LEFT}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#e0e0e0"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            LEFT + pw,
            LEFT - 6.0,
            y + 4.0,
            label(v)
        );
        v += frame.y_step;
    }
    let mut g = 0.0;
    while g <= frame.x_max + 1e-9 {
        let x = frame.px(g);
        let _ = writeln!(
            s,
            r##"<line x1="{x:.1}" y1="{:.1}" x2="{x:.1}" y2="{:.1}" stroke="#888"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"##,
            TOP + ph,
            TOP + ph + 5.0,
            TOP + ph + 18.0,
            label(g)
        );
        g += frame.x_step;
    }
    let _ = writeln!(
        s,
        r##"<rect x="{LEFT}" y="{TOP}" width="{pw}" height="{ph}" fill="none" stroke="#444"/>"##
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.1}" y="{:.1}" text-anchor="middle">generation</text><text transform="translate(18 {:.1}) rotate(-90)" text-anchor="middle">fitness</text>"##,
        LEFT + pw / 2.0,
        H - 12.0,
        TOP + ph / 2.0
    );
}

/// One quantity over the generations: a polyline, or a dot for a single generation.
fn curve(s: &mut String, frame: &Frame, lines: &[LogLine], (_, colour, get): &Series) {
    if let [only] = lines {
        let _ = writeln!(
            s,
            r##"<circle cx="{:.1}" cy="{:.1}" r="3" fill="{colour}"/>"##,
            frame.px(only.generation as f64),
            frame.py(get(only))
        );
    } else if !lines.is_empty() {
        let points: Vec<String> = lines
            .iter()
            .map(|l| {
                format!(
                    "{:.1},{:.1}",
                    frame.px(l.generation as f64),
                    frame.py(get(l))
                )
            })
            .collect();
        let _ = writeln!(
            s,
            r##"<polyline fill="none" stroke="{colour}" stroke-width="1.8" points="{}"/>"##,
            points.join(" ")
        );
    }
}

/// The legend's `i`-th entry, right of the plot.
fn legend(s: &mut String, frame: &Frame, i: usize, (name, colour, _): &Series) {
    let ly = TOP + 10.0 + 20.0 * i as f64;
    let lx = LEFT + frame.pw + 15.0;
    let _ = writeln!(
        s,
        r##"<line x1="{lx}" y1="{ly}" x2="{}" y2="{ly}" stroke="{colour}" stroke-width="2.5"/><text x="{}" y="{}">{name}</text>"##,
        lx + 25.0,
        lx + 32.0,
        ly + 4.0
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_dir::Timing;

    fn line(g: u64, best: f64, stage: &str) -> LogLine {
        LogLine {
            generation: g,
            island: None,
            epoch: None,
            stage: stage.to_string(),
            best_fitness: best,
            mean_fitness: best / 2.0,
            median_fitness: best / 3.0,
            min_fitness: Some(0.0),
            std_fitness: Some(best / 4.0),
            best_size: 1,
            mean_size: 1.0,
            best_depth: 0,
            mean_depth: 0.0,
            best_nodes: 0,
            mean_nodes: 0.0,
            best_solved: vec![0],
            best_solved_total: 0,
            sample_size: 5,
            distinct: 1,
            evaluations: 1,
            timing: Timing {
                seconds: 0.0,
                elapsed: 0.0,
                reference_seconds: 0.0,
                references_computed: 0,
                migration: None,
            },
        }
    }

    #[test]
    fn plots_every_series_and_the_stage_switch() {
        let lines = vec![
            line(0, 3.0, "early"),
            line(1, 40.0, "early"),
            line(2, 120.5, "late"),
        ];
        let svg = fitness_svg(&lines);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<polyline").count(), 3);
        assert!(svg.contains("late stage"));
        assert!(svg.contains(">best<") && svg.contains(">median<"));
        assert_eq!(svg, fitness_svg(&lines), "deterministic");
        // One point, and no data at all, still make a valid picture.
        assert_eq!(fitness_svg(&lines[..1]).matches("<circle").count(), 3);
        assert!(fitness_svg(&[]).contains("</svg>"));
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(tick_step(100.0, 5.0), 20.0);
        assert_eq!(tick_step(7.0, 6.0), 2.0);
        assert!((tick_step(0.3, 6.0) - 0.05).abs() < 1e-12);
        assert_eq!(label(20.0), "20");
        assert_eq!(label(0.05), "0.05");
    }
}
