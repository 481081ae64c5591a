//! Hand-written SVG plots for the experiment report (std only, 720×420).
//!
//! Uses the sibling module `stats` via `super::stats::{quantile, summary}`:
//! in the crate both are top-level modules; standalone, `harness.rs` mounts
//! them the same way. Output is deterministic (no randomness, no hash maps,
//! every coordinate printed with one decimal), so equal input gives a
//! byte-identical string. Every label is XML-escaped. Non-finite values (NaN,
//! ±inf) are dropped from all plots: they have no position on an axis.

use super::stats::{quantile, summary};
use std::fmt::Write;
use std::ops::Range;

const W: f64 = 720.0;
const H: f64 = 420.0;
/// Tableau 10: distinct hues; series cycle through them as classes `ec-c0..9`.
const PALETTE: [&str; 10] = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac",
];
/// Shared styling, so elements carry short classes instead of repeated
/// attributes. It follows the colour classes so that its fill/stroke
/// overrides win; the `ec-` prefix keeps it off a host page when inlined.
const CSS: &str = ".ec-grid{stroke:#e0e0e0}.ec-frame{fill:none;stroke:#444}\
    .ec-end{text-anchor:end}.ec-mid{text-anchor:middle}.ec-big{font-size:12px}\
    .ec-title{font-size:15px;font-weight:bold}.ec-grey{fill:#888}.ec-box{fill-opacity:.25}\
    .ec-med{stroke:#222;stroke-width:2}.ec-dot{fill-opacity:.5;stroke:none}.ec-out{fill:none}\
    .ec-band{fill-opacity:.2;stroke:none}.ec-line{fill:none;stroke-width:2.5}.ec-key{fill-opacity:.4}";

/// Appends a formatted line; writing into a `String` cannot fail, so the
/// `fmt::Result` is discarded rather than unwrapped.
macro_rules! put {
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

/// One box of a [`box_plot`]: a label and its sample.
pub struct BoxGroup {
    /// Text under the box.
    pub label: String,
    /// The sample (non-finite values are ignored).
    pub values: Vec<f64>,
}

/// One series of a [`grouped_box_plot`] (e.g. a configuration).
pub struct BoxSeries {
    /// Legend text.
    pub label: String,
    /// `groups[i]` is the sample for category i.
    pub groups: Vec<Vec<f64>>,
}

/// One curve of a [`band_plot`]; the four vectors are read up to the shortest.
pub struct Band {
    /// Legend text.
    pub label: String,
    /// x positions (e.g. generation numbers).
    pub x: Vec<f64>,
    /// Median at each x.
    pub median: Vec<f64>,
    /// First quartile at each x (lower edge of the band).
    pub q1: Vec<f64>,
    /// Third quartile at each x (upper edge of the band).
    pub q3: Vec<f64>,
}

/// XML-escaped `s`, cut to `max` characters with an ellipsis so that a long
/// label cannot run into its neighbours.
fn esc(s: &str, max: usize) -> String {
    let cut = s.chars().count() > max;
    let mut out = String::new();
    for c in s
        .chars()
        .take(if cut { max.saturating_sub(1) } else { max })
    {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    if cut {
        out.push('…');
    }
    out
}

/// Finite values in plotted units: log10 of the positive ones when `log`.
fn plotted(values: &[f64], log: bool) -> Vec<f64> {
    let keep = |v: &f64| v.is_finite() && (!log || *v > 0.0);
    let to = |v: f64| if log { v.log10() } else { v };
    values.iter().copied().filter(keep).map(to).collect()
}

/// A value axis spanning `lo..hi` in plotted units (log10 when `log`),
/// widened to whole tick steps: 1-2-5 steps, or whole decades.
struct Axis {
    lo: f64,
    hi: f64,
    step: f64,
    log: bool,
}

impl Axis {
    /// Nice axis covering the finite `values`; [0, 1] when there are none.
    fn new(values: impl IntoIterator<Item = f64>, log: bool) -> Axis {
        let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
        for v in values.into_iter().filter(|v| v.is_finite()) {
            (lo, hi) = (lo.min(v), hi.max(v));
        }
        if lo > hi {
            (lo, hi) = (0.0, 1.0);
        }
        if lo == hi {
            // Pad a constant sample so it sits mid-plot instead of on an edge.
            let pad = if log {
                0.5
            } else if lo == 0.0 {
                1.0
            } else {
                lo.abs() * 0.1 // relative, so ticks on 5e9 still differ
            };
            (lo, hi) = (lo - pad, hi + pad);
        }
        // Halves throughout, because hi - lo overflows for data near ±f64::MAX.
        let raw = (hi / 2.0 - lo / 2.0) / 3.0; // about six intervals
        let step = if log {
            raw.ceil().max(1.0)
        } else {
            let mag = 10f64.powf(raw.log10().floor());
            let ladder = [(1.5, 1.0), (3.0, 2.0), (7.0, 5.0)];
            mag * ladder
                .iter()
                .find(|l| raw / mag < l.0)
                .map_or(10.0, |l| l.1)
        };
        // Rounding out to whole steps may pass f64::MAX; pull back to finite.
        let lo = ((lo / step).floor() * step).max(f64::MIN);
        let hi = ((hi / step).ceil() * step).min(f64::MAX);
        Axis { lo, hi, step, log }
    }

    /// Tick positions; at most 41, so odd ranges cannot allocate wildly.
    fn ticks(&self) -> Vec<f64> {
        let count = ((self.hi / 2.0 - self.lo / 2.0) / self.step * 2.0).round();
        (0..=count.clamp(1.0, 40.0) as usize)
            .map(|i| self.lo + i as f64 * self.step)
            .filter(|t| t.is_finite()) // i * step can overflow near f64::MAX
            .collect()
    }

    /// Position of `v` as a fraction of the axis length.
    fn frac(&self, v: f64) -> f64 {
        (v / 2.0 - self.lo / 2.0) / (self.hi / 2.0 - self.lo / 2.0)
    }

    /// Tick text: decimals follow the step; decades as plain numbers or 1eK.
    fn label(&self, v: f64) -> String {
        let v = v + 0.0; // turns -0.0 into 0.0 so no "-0" label appears
        if self.log {
            let k = v.round() as i32;
            return match k {
                -3..=5 => format!("{:.*}", (-k).max(0) as usize, 10f64.powi(k)),
                _ => format!("1e{k}"),
            };
        }
        let step_mag = self.step.log10().floor();
        let big = self.lo.abs().max(self.hi.abs());
        if v != 0.0 && !(1e-3..1e6).contains(&big) {
            let digits = (v.abs().log10().floor() - step_mag).clamp(0.0, 6.0) as usize;
            format!("{v:.digits$e}")
        } else {
            format!("{v:.*}", (-step_mag).clamp(0.0, 10.0) as usize)
        }
    }
}

/// The document being drawn and its plot area in pixels.
struct Frame {
    out: String,
    x0: f64,
    x1: f64,
    y0: f64,
    y1: f64,
    /// Baseline of the x-axis title; lowered when category labels slant.
    x_title_y: f64,
}

impl Frame {
    /// Opens the document (style, background, title), leaving room on the
    /// right for a legend when asked.
    fn new(title: &str, legend: bool) -> Frame {
        let mut out =
            format!(r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" "#);
        put!(
            out,
            r#"viewBox="0 0 {W} {H}" font-family="sans-serif" font-size="11">"#
        );
        out.push_str("<style>");
        for (i, c) in PALETTE.iter().enumerate() {
            let _ = write!(out, ".ec-c{i}{{fill:{c};stroke:{c}}}");
        }
        put!(
            out,
            "{CSS}</style>\n<rect width=\"{W}\" height=\"{H}\" fill=\"white\"/>"
        );
        let x1 = W - if legend { 160.0 } else { 20.0 };
        let (y0, y1) = (40.0, H - 64.0);
        let mut f = Frame {
            out,
            x0: 72.0,
            x1,
            y0,
            y1,
            x_title_y: y1 + 38.0,
        };
        f.text((W / 2.0, 24.0), 0.0, "ec-mid ec-title", &esc(title, 80));
        f
    }

    fn line(&mut self, (x1, y1): (f64, f64), (x2, y2): (f64, f64), class: &str) {
        let (a, b) = (
            format!("x1=\"{x1:.1}\" y1=\"{y1:.1}\""),
            format!("x2=\"{x2:.1}\" y2=\"{y2:.1}\""),
        );
        put!(self.out, r#"<line {a} {b} class="{class}"/>"#);
    }

    /// A `<text>` at `p`, rotated by `deg` about it; `body` must be escaped.
    fn text(&mut self, (x, y): (f64, f64), deg: f64, class: &str, body: &str) {
        let turn = match deg {
            0.0 => String::new(),
            _ => format!(r#" transform="rotate({deg} {x:.1} {y:.1})""#),
        };
        put!(
            self.out,
            r#"<text x="{x:.1}" y="{y:.1}"{turn} class="{class}">{body}</text>"#
        );
    }

    fn circle(&mut self, (x, y): (f64, f64), r: f64, class: &str) {
        put!(
            self.out,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r}" class="{class}"/>"#
        );
    }

    fn rect(&mut self, (x, y): (f64, f64), (w, h): (f64, f64), class: &str) {
        let size = format!("width=\"{w:.1}\" height=\"{h:.1}\"");
        put!(
            self.out,
            r#"<rect x="{x:.1}" y="{y:.1}" {size} class="{class}"/>"#
        );
    }

    /// A `<polygon>` or `<polyline>` through pixel points.
    fn poly(&mut self, tag: &str, pts: &[(f64, f64)], class: &str) {
        let p: Vec<String> = pts.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        put!(
            self.out,
            r#"<{tag} points="{}" class="{class}"/>"#,
            p.join(" ")
        );
    }

    fn ypx(&self, ax: &Axis, v: f64) -> f64 {
        self.y1 - ax.frac(v) * (self.y1 - self.y0)
    }

    fn xpx(&self, ax: &Axis, v: f64) -> f64 {
        self.x0 + ax.frac(v) * (self.x1 - self.x0)
    }

    /// Horizontal grid lines with tick labels, and the rotated axis title.
    fn y_axis(&mut self, ax: &Axis, title: &str) {
        for t in ax.ticks() {
            let y = self.ypx(ax, t);
            self.line((self.x0, y), (self.x1, y), "ec-grid");
            self.text((self.x0 - 6.0, y + 4.0), 0.0, "ec-end", &ax.label(t));
        }
        let mid = (20.0, (self.y0 + self.y1) / 2.0);
        self.text(mid, -90.0, "ec-mid ec-big", &esc(title, 50));
    }

    /// Vertical grid lines with tick labels (the title comes from `x_title`).
    fn x_axis(&mut self, ax: &Axis) {
        for t in ax.ticks() {
            let x = self.xpx(ax, t);
            self.line((x, self.y0), (x, self.y1), "ec-grid");
            self.text((x, self.y1 + 16.0), 0.0, "ec-mid", &ax.label(t));
        }
    }

    fn x_title(&mut self, title: &str) {
        let p = ((self.x0 + self.x1) / 2.0, self.x_title_y);
        self.text(p, 0.0, "ec-mid ec-big", &esc(title, 80));
    }

    /// Category names under evenly spaced slots; slanted and shortened when
    /// the longest would not fit its slot upright (~6.5 px per character).
    fn categories(&mut self, cats: &[&str], slot: f64) {
        let widest = cats.iter().map(|c| c.chars().count()).max().unwrap_or(0);
        let slant = widest as f64 * 6.5 > slot - 4.0;
        for (i, c) in cats.iter().enumerate() {
            let p = (self.x0 + (i as f64 + 0.5) * slot, self.y1 + 16.0);
            if slant {
                self.text(p, -30.0, "ec-end", &esc(c, 14));
            } else {
                self.text(p, 0.0, "ec-mid", &esc(c, 40));
            }
        }
        if slant {
            self.x_title_y = H - 6.0;
        }
    }

    /// Grey "no data" centred at `x`: upright when `room` (px) allows,
    /// vertical in a narrow slot, and left out where even that would not fit.
    fn no_data(&mut self, x: f64, room: f64) {
        if room >= 12.0 {
            let deg = if room < 50.0 { -90.0 } else { 0.0 };
            self.text(
                (x, (self.y0 + self.y1) / 2.0),
                deg,
                "ec-mid ec-grey",
                "no data",
            );
        }
    }

    /// Colour swatches (squares, or lines when `line`) and names, right of
    /// the plot; entries that do not fit are summarised as "+k more".
    fn legend(&mut self, names: &[&str], line: bool) {
        let (x, rows) = (self.x1 + 14.0, ((self.y1 - self.y0) / 18.0) as usize);
        for (i, name) in names.iter().enumerate().take(rows) {
            let (y, c) = (self.y0 + 8.0 + 18.0 * i as f64, i % PALETTE.len());
            if line {
                self.line((x, y), (x + 14.0, y), &format!("ec-c{c} ec-line"));
            } else {
                self.rect((x, y - 6.0), (12.0, 12.0), &format!("ec-c{c} ec-key"));
            }
            let more = i + 1 == rows && names.len() > rows;
            let t = if more {
                format!("+{} more", names.len() - i)
            } else {
                esc(name, 19)
            };
            self.text((x + 20.0, y + 4.0), 0.0, "", &t);
        }
    }

    /// Tukey box of plotted-unit `vals` centred at `cx`: box q1..q3, median
    /// line, whiskers to the most extreme points within 1.5 IQR, outliers as
    /// open circles, and every point as a faint dot jittered by its index.
    fn draw_box(&mut self, ax: &Axis, vals: &[f64], cx: f64, half: f64, colour: &str) {
        let Some(s) = summary(vals) else {
            return self.no_data(cx, 2.0 * half);
        };
        let fence = (s.q1 - 1.5 * (s.q3 - s.q1))..=(s.q3 + 1.5 * (s.q3 - s.q1));
        let inside = || vals.iter().copied().filter(|v| fence.contains(v));
        let (lo, hi) = (inside().fold(s.q1, f64::min), inside().fold(s.q3, f64::max));
        let [y_lo, y1, ym, y3, y_hi] = [lo, s.q1, s.median, s.q3, hi].map(|v| self.ypx(ax, v));
        for (a, b) in [(y_lo, y1), (y3, y_hi)] {
            self.line((cx, a), (cx, b), colour);
            self.line((cx - half / 2.0, a), (cx + half / 2.0, a), colour);
        }
        self.rect(
            (cx - half, y3),
            (2.0 * half, y1 - y3),
            &format!("{colour} ec-box"),
        );
        self.line((cx - half, ym), (cx + half, ym), "ec-med");
        for (i, &v) in vals.iter().enumerate() {
            let y = self.ypx(ax, v);
            if fence.contains(&v) {
                // Golden-ratio offsets spread any number of points evenly and deterministically.
                let x = cx + ((i as f64 * 0.618_034).fract() - 0.5) * half;
                self.circle((x, y), 1.5, &format!("{colour} ec-dot"));
            } else {
                self.circle((cx, y), 3.0, &format!("{colour} ec-out"));
            }
        }
    }

    /// Closes the document with a frame drawn over the data edges.
    fn finish(mut self) -> String {
        let (p, size) = ((self.x0, self.y0), (self.x1 - self.x0, self.y1 - self.y0));
        self.rect(p, size, "ec-frame");
        self.out + "</svg>\n"
    }
}

/// Shared body of the box plots: `cells[s][c]` (plotted units) is series s in
/// category c. Colours follow the series when there is a legend, else the category.
fn boxes(
    titles: [&str; 3],
    cats: &[&str],
    cells: &[Vec<Vec<f64>>],
    legend: &[&str],
    log: bool,
) -> String {
    let ax = Axis::new(cells.iter().flatten().flatten().copied(), log);
    let mut f = Frame::new(titles[0], !legend.is_empty());
    f.y_axis(&ax, titles[2]);
    let slot = (f.x1 - f.x0) / cats.len().max(1) as f64;
    let m = cells.len().max(1) as f64;
    let sub = slot * 0.8 / m; // 20 % of each slot separates the categories
    for c in 0..cats.len() {
        let centre = f.x0 + (c as f64 + 0.5) * slot;
        // One notice for a wholly empty category beats a row of cramped ones.
        if cells.len() > 1 && cells.iter().all(|s| s.get(c).is_none_or(Vec::is_empty)) {
            f.no_data(centre, slot);
            continue;
        }
        for (s, series) in cells.iter().enumerate() {
            let colour = format!(
                "ec-c{}",
                if legend.is_empty() { c } else { s } % PALETTE.len()
            );
            let cx = centre + (s as f64 - (m - 1.0) / 2.0) * sub;
            f.draw_box(
                &ax,
                series.get(c).map_or(&[], Vec::as_slice),
                cx,
                sub * 0.35,
                &colour,
            );
        }
    }
    if cats.is_empty() || cells.is_empty() {
        f.no_data((f.x0 + f.x1) / 2.0, f.x1 - f.x0);
    }
    f.categories(cats, slot);
    f.x_title(titles[1]);
    f.legend(legend, false);
    f.finish()
}

/// Box plots (Tukey: box q1..q3 by type-7 quartiles, median line, whiskers to
/// the most extreme point within 1.5 IQR, outliers as open circles, every
/// point also as a faint dot jittered by index), one box per group, side by
/// side with x labels. `log_y` puts y on a log10 scale for costs spanning
/// decades; values <= 0 are then dropped, and quartiles and fences are taken
/// on the log values. An empty group draws its label and "no data".
pub fn box_plot(title: &str, y_label: &str, groups: &[BoxGroup], log_y: bool) -> String {
    let cats: Vec<&str> = groups.iter().map(|g| g.label.as_str()).collect();
    let cells = [groups.iter().map(|g| plotted(&g.values, log_y)).collect()];
    boxes([title, "", y_label], &cats, &cells, &[], log_y)
}

/// A grouped variant: for each x category (e.g. mate depth N = 1..5) several
/// boxes side by side (one per series, e.g. configuration), with a legend and
/// distinct colours. Box rules and `log_y` as in [`box_plot`]. An empty or
/// missing `groups[i]` draws "no data" in its place (nothing if its slot is
/// too narrow; one notice if the whole category is empty); extra groups are ignored.
pub fn grouped_box_plot(
    title: &str,
    x_label: &str,
    y_label: &str,
    categories: &[String],
    series: &[BoxSeries],
    log_y: bool,
) -> String {
    let cats: Vec<&str> = categories.iter().map(String::as_str).collect();
    let cell = |s: &BoxSeries, c: usize| plotted(s.groups.get(c).map_or(&[], Vec::as_slice), log_y);
    let cells: Vec<Vec<Vec<f64>>> = series
        .iter()
        .map(|s| (0..cats.len()).map(|c| cell(s, c)).collect())
        .collect();
    let names: Vec<&str> = series.iter().map(|s| s.label.as_str()).collect();
    boxes([title, x_label, y_label], &cats, &cells, &names, log_y)
}

/// Maximal runs of consecutive indices below `n` where `ok` holds, so gaps
/// (NaN) break a curve instead of being bridged.
fn runs(n: usize, ok: impl Fn(usize) -> bool) -> Vec<Range<usize>> {
    let mut out: Vec<Range<usize>> = Vec::new();
    for k in (0..n).filter(|&k| ok(k)) {
        match out.last_mut() {
            Some(r) if r.end == k => r.end = k + 1,
            _ => out.push(k..k + 1),
        }
    }
    out
}

/// Median curve with its inter-quartile band, one per series (e.g. best
/// fitness per generation across runs of one configuration), legend, axes
/// with ticks. Non-finite points leave gaps; a lone point is drawn as a dot.
pub fn band_plot(title: &str, x_label: &str, y_label: &str, bands: &[Band]) -> String {
    let len = |b: &Band| {
        b.x.len()
            .min(b.median.len())
            .min(b.q1.len())
            .min(b.q3.len())
    };
    let xa = Axis::new(bands.iter().flat_map(|b| b.x[..len(b)].to_vec()), false);
    let ys = |b: &Band| {
        [&b.median, &b.q1, &b.q3]
            .map(|v| v[..len(b)].to_vec())
            .concat()
    };
    let ya = Axis::new(bands.iter().flat_map(ys), false);
    let mut f = Frame::new(title, !bands.is_empty());
    f.y_axis(&ya, y_label);
    f.x_axis(&xa);
    let mut drawn = false;
    for (i, b) in bands.iter().enumerate() {
        let colour = format!("ec-c{}", i % PALETTE.len());
        let fine = |k: usize, y: &[f64]| b.x[k].is_finite() && y[k].is_finite();
        let pts = |r: Range<usize>, y: &[f64]| -> Vec<(f64, f64)> {
            r.map(|k| (f.xpx(&xa, b.x[k]), f.ypx(&ya, y[k]))).collect()
        };
        let areas: Vec<_> = runs(len(b), |k| fine(k, &b.q1) && fine(k, &b.q3))
            .into_iter()
            .map(|r| {
                [
                    pts(r.clone(), &b.q3),
                    pts(r, &b.q1).into_iter().rev().collect(),
                ]
                .concat()
            })
            .collect();
        let lines: Vec<_> = runs(len(b), |k| fine(k, &b.median))
            .into_iter()
            .map(|r| pts(r, &b.median))
            .collect();
        for area in &areas {
            f.poly("polygon", area, &format!("{colour} ec-band"));
        }
        for line in &lines {
            match line.as_slice() {
                [one] => f.circle(*one, 2.5, &colour),
                _ => f.poly("polyline", line, &format!("{colour} ec-line")),
            }
        }
        drawn |= !lines.is_empty();
    }
    if !drawn {
        f.no_data((f.x0 + f.x1) / 2.0, f.x1 - f.x0);
    }
    f.x_title(x_label);
    f.legend(
        &bands.iter().map(|b| b.label.as_str()).collect::<Vec<_>>(),
        true,
    );
    f.finish()
}

/// From per-run curves (`runs[r][g]` = value of run r at generation g; runs
/// may differ in length) the [`Band`] with x = g: median and quartiles over
/// the runs present (and finite) at g; generations with none are skipped.
/// Past the shortest run the band describes only the runs still going; pad
/// finished runs with their last value first if that is not what you want.
pub fn band_from_runs(label: &str, runs: &[Vec<f64>]) -> Band {
    let mut band = Band {
        label: label.to_string(),
        x: vec![],
        median: vec![],
        q1: vec![],
        q3: vec![],
    };
    for g in 0..runs.iter().map(Vec::len).max().unwrap_or(0) {
        let at: Vec<f64> = runs
            .iter()
            .filter_map(|r| r.get(g).copied())
            .filter(|v| v.is_finite())
            .collect();
        let q = |p| quantile(&at, p);
        if let (Some(m), Some(a), Some(b)) = (q(0.5), q(0.25), q(0.75)) {
            band.x.push(g as f64);
            band.median.push(m);
            band.q1.push(a);
            band.q3.push(b);
        }
    }
    band
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks the shape a renderer needs: the `<svg` root, the closing tag,
    /// and balanced start/end tags (self-closing ones count as both).
    fn check_xml(s: &str) {
        assert!(s.starts_with("<svg") && s.ends_with("</svg>\n"), "bad ends");
        let mut stack = Vec::new();
        for tag in s
            .split('<')
            .skip(1)
            .map(|t| &t[..t.find('>').expect("unclosed <")])
        {
            let name = |t: &str| {
                t.split([' ', '/'])
                    .find(|w| !w.is_empty())
                    .unwrap_or("")
                    .to_string()
            };
            if let Some(end) = tag.strip_prefix('/') {
                assert_eq!(stack.pop(), Some(name(end)), "mismatched </{end}>");
            } else if !tag.ends_with('/') {
                stack.push(name(tag));
            }
        }
        assert!(stack.is_empty(), "unclosed {stack:?}");
        assert!(
            !s.contains("NaN") && !s.contains("inf"),
            "non-finite number in output"
        );
    }

    fn group(label: &str, values: &[f64]) -> BoxGroup {
        BoxGroup {
            label: label.into(),
            values: values.to_vec(),
        }
    }

    fn sample_band(label: &str) -> Band {
        band_from_runs(label, &[vec![1.0, 2.0, 3.0], vec![3.0, 4.0], vec![5.0]])
    }

    #[test]
    fn band_from_runs_uses_runs_present() {
        let b = sample_band("x");
        assert_eq!((b.x, b.median), (vec![0.0, 1.0, 2.0], vec![3.0, 3.0, 3.0]));
        assert_eq!((b.q1, b.q3), (vec![2.0, 2.5, 3.0], vec![4.0, 3.5, 3.0]));
        let b = band_from_runs("gap", &[vec![f64::NAN, 1.0], vec![]]);
        assert_eq!((b.x, b.median), (vec![1.0], vec![1.0]));
        assert!(band_from_runs("none", &[]).x.is_empty());
    }

    #[test]
    fn nice_ticks() {
        let ax = Axis::new([0.3, 97.0], false);
        assert_eq!(ax.ticks(), vec![0.0, 20.0, 40.0, 60.0, 80.0, 100.0]);
        let ax = Axis::new(plotted(&[3.0, 4500.0, -1.0], true), true);
        let labels: Vec<String> = ax.ticks().iter().map(|&t| ax.label(t)).collect();
        assert_eq!(labels, ["1", "10", "100", "1000", "10000"]);
        let ax = Axis::new([-0.25, 0.05], false);
        assert_eq!(
            ax.ticks().iter().map(|&t| ax.label(t)).collect::<Vec<_>>(),
            ["-0.25", "-0.20", "-0.15", "-0.10", "-0.05", "0.00", "0.05"]
        );
        let ax = Axis::new([2e7, 9e7], false);
        assert_eq!(ax.label(ax.ticks()[1]), "3e7");
        let ax = Axis::new([2e7, 2.5e7], false);
        assert_eq!(ax.label(ax.ticks()[1]), "2.1e7");
        let ax = Axis::new([5e9, 5e9], false);
        let labels: Vec<String> = ax.ticks().iter().map(|&t| ax.label(t)).collect();
        assert_eq!(
            labels,
            [
                "4.4e9", "4.6e9", "4.8e9", "5.0e9", "5.2e9", "5.4e9", "5.6e9"
            ]
        );
    }

    #[test]
    fn deterministic_and_escaped() {
        let g = [group("a<b&c>\"", &[1.0, 2.0, 30.0]), group("n", &[5.0])];
        let s = box_plot("T<&>", "y & z", &g, true);
        assert_eq!(s, box_plot("T<&>", "y & z", &g, true));
        check_xml(&s);
        assert!(s.contains("a&lt;b&amp;c&gt;&quot;") && s.contains("T&lt;&amp;&gt;"));
        assert!(!s.contains("a<b") && !s.contains("y & z"));
        let series = [BoxSeries {
            label: "<s>".into(),
            groups: vec![vec![1.0]],
        }];
        let s = grouped_box_plot("t", "x<", "y", &["c&".into()], &series, false);
        assert!(s.contains("&lt;s&gt;") && s.contains("c&amp;") && s.contains("x&lt;"));
        let s = band_plot("t", "<x>", "y", &[sample_band("&b")]);
        assert_eq!(s, band_plot("t", "<x>", "y", &[sample_band("&b")]));
        assert!(s.contains("&amp;b") && s.contains("&lt;x&gt;") && s.contains("<polygon"));
    }

    #[test]
    fn degenerate_inputs_do_not_panic() {
        let nan = f64::NAN;
        let odd = [
            group("empty", &[]),
            group("nan", &[nan, f64::INFINITY]),
            group("one", &[4.0]),
            group("equal", &[2.0; 9]),
            group("nonpositive", &[0.0, -3.0]),
            group("huge", &[-1e308, 1e308]),
        ];
        for log in [false, true] {
            check_xml(&box_plot("", "", &[], log));
            let s = box_plot("t", "y", &odd, log);
            check_xml(&s);
            assert!(s.contains("no data"));
            check_xml(&grouped_box_plot("t", "x", "y", &[], &[], log));
            let cats: Vec<String> = (0..3)
                .map(|i| format!("a rather long category {i}"))
                .collect();
            let series = [BoxSeries {
                label: "s".into(),
                groups: vec![vec![nan], vec![1.0, 1.0]],
            }];
            check_xml(&grouped_box_plot("t", "x", "y", &cats, &series, log));
        }
        check_xml(&band_plot("t", "x", "y", &[]));
        let ragged = Band {
            label: "r".into(),
            x: vec![0.0, 1.0, 2.0, 3.0],
            median: vec![1.0, nan, 2.0, 2.0],
            q1: vec![0.5, 0.5],
            q3: vec![nan; 4],
        };
        let one = Band {
            label: "1".into(),
            x: vec![7.0],
            median: vec![3.0],
            q1: vec![3.0],
            q3: vec![3.0],
        };
        let s = band_plot("t", "x", "y", &[ragged, one]);
        check_xml(&s);
        assert!(s.contains("<circle") && !s.contains("no data"));
    }
}
