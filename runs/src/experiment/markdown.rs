//! `report.md` and the plots, from a [`Report`].

use std::fmt::Write as _;

use super::ledger;
use super::report::{self, ConfigurationSplit, Entry, Report, Spread};
use super::score::{main_keys, worst_pvline_ratio};
use super::stats;
use super::svg::{
    Band, BoxGroup, BoxSeries, band_from_runs, band_plot, box_plot, grouped_box_plot,
};

macro_rules! put {
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

fn spread(s: &Option<Spread>, digits: usize) -> String {
    match s {
        Some(s) => format!("{:.d$} [{:.d$}, {:.d$}]", s.median, s.q1, s.q3, d = digits),
        None => "–".to_string(),
    }
}

fn entry_table(out: &mut String, entries: &[&Entry], split: &str) {
    put!(
        out,
        "| searcher | N | keys | % [Wilson 95 %] | own nodes | boards | whole answer | prover alone | own / prover | whole / prover | CPU ms |"
    );
    put!(out, "|---|---|---|---|---|---|---|---|---|---|---|");
    for e in entries {
        let Some(t) = e.test.iter().find(|t| t.split == split) else {
            continue;
        };
        for (p, ci) in t.per_n.iter().zip(&t.keys_ci95) {
            put!(
                out,
                "| {} | {} | {} / {} | {:.1} [{:.1}, {:.1}] | {} | {} | {} | {} | {:.3} | {:.3} | {:.0} |",
                e.label,
                p.n,
                p.keys,
                p.positions,
                p.keys_pct(),
                ci.0,
                ci.1,
                p.own,
                p.boards,
                p.cost,
                p.alone,
                p.own_ratio(),
                p.cost_ratio(),
                p.cpu_us as f64 / 1000.0
            );
        }
    }
}

fn configuration_table(out: &mut String, rows: &[&ConfigurationSplit]) {
    put!(
        out,
        "| configuration | role | runs | N | keys % median [IQR] | whole / prover median [IQR] | own / prover median [IQR] |"
    );
    put!(out, "|---|---|---|---|---|---|---|");
    for c in rows {
        for (i, ((k, w), o)) in c
            .keys_pct
            .iter()
            .zip(&c.cost_ratio)
            .zip(&c.own_ratio)
            .enumerate()
        {
            put!(
                out,
                "| {} | {} | {} | {} | {} | {} | {} |",
                c.configuration,
                c.role,
                c.runs,
                i + 1,
                spread(k, 1),
                spread(w, 3),
                spread(o, 3)
            );
        }
    }
}

/// Whether validation holds pvline problems: added, or drawn from a first
/// configuration that trains on them.
fn validates_on_pvline(x: &super::config::ExperimentConfig) -> bool {
    x.validation_pvline
        || (x.configuration.first()).is_some_and(|c| {
            (c.fitness.train_suites.iter()).any(|s| fitness::problem::builtin::is_pvline_suite(s))
        })
}

/// The report for people.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let x = &report.experiment;
    put!(out, "# Experiment report\n");
    put!(
        out,
        "{} configuration(s) × {} seeds ({}..={}; fewer where a configuration says so: {}); each run's searcher chosen on the first {} validation problems per N (and as many pvline problems, where validation holds them) by `{}`; searcher budget {} nodes; {}. Machine: {}.\n",
        x.configuration.len(),
        x.seeds,
        x.first_seed,
        x.first_seed + x.seeds - 1,
        x.configuration
            .iter()
            .map(|c| format!("{} {}", c.name, x.seeds_of(c).count()))
            .collect::<Vec<_>>()
            .join(", "),
        x.validation_per_n,
        serde_json::to_string(&x.choose).unwrap_or_default(),
        x.searcher_budget,
        if x.own_proofs {
            "a choice the searcher's own search proved mates is the answer, with no proof by the prover (`own_proofs`)"
        } else {
            "the prover proves every choice"
        },
        report.machine
    );
    if x.shipped {
        put!(
            out,
            "Every searcher is chosen and tested as it ships (`shipped`): consulted for mates in N or more, N the shortest length from which its validation answers cost no more than the prover alone at every length{}; below it the prover alone answers, and its rows are the prover's. The length is derived per hall-of-fame member before the criterion ranks them, and kept in choices.json as `consult_from_n`.\n",
            if validates_on_pvline(x) {
                " (on the main and, apart, on the pvline validation problems)"
            } else {
                ""
            }
        );
    }
    if let Some(t) = &report.took {
        put!(
            out,
            "Over {} invocation(s) of `mategp experiment` on its directory (`invocations.json`), the experiment took {:.0} s of wall time up to this report: {:.0} s making runs, {:.0} s scoring and reporting{}.\n",
            t.invocations,
            t.runs_seconds + t.report_seconds,
            t.runs_seconds,
            t.report_seconds,
            match t.unfinished {
                0 => String::new(),
                k => format!(
                    " ({k} ended without recording their end, killed or stopped by an error: each counted to its last record, at most {} s short)",
                    ledger::RECORD_EVERY.as_secs()
                ),
            }
        );
    }
    if let (Some(w), Some(c)) = (report.runs_wall_seconds, report.runs_cpu_seconds) {
        put!(
            out,
            "In the last invocation the runs took {:.0} s of wall time and {:.0} s of CPU time.\n",
            w,
            c
        );
    }
    let seconds: Vec<f64> = report.run_seconds.iter().map(|r| r.seconds).collect();
    if let Some(s) = stats::summary(&seconds) {
        put!(
            out,
            "By their logs, the runs' generations took {:.0} s in all, every invocation counted (per run: min {:.0}, median {:.0}, max {:.0} s).\n",
            seconds.iter().sum::<f64>(),
            s.min,
            s.median,
            s.max
        );
    }
    put!(
        out,
        "\n| configuration | runs | generations, median [min, max] | epochs, median [min, max] | seconds, sum |\n|---|---|---|---|---|"
    );
    for c in &report.experiment.configuration {
        let runs: Vec<&super::compute::RunSeconds> = report
            .run_seconds
            .iter()
            .filter(|r| r.configuration == c.name)
            .collect();
        let generations: Vec<f64> = runs.iter().map(|r| r.generations as f64).collect();
        let epochs: Vec<f64> = runs.iter().map(|r| f64::from(r.epochs)).collect();
        if let (Some(g), Some(e)) = (stats::summary(&generations), stats::summary(&epochs)) {
            put!(
                out,
                "| {} | {} | {:.1} [{:.0}, {:.0}] | {:.1} [{:.0}, {:.0}] | {:.0} |",
                c.name,
                runs.len(),
                g.median,
                g.min,
                g.max,
                e.median,
                e.min,
                e.max,
                runs.iter().map(|r| r.seconds).sum::<f64>()
            );
        }
    }
    put!(out, "\n");
    put!(
        out,
        "Test splits read: {} (first read at Unix time {}, {}).\n",
        report.test_read.splits.join(", "),
        report.test_read.first_read_unix,
        report.test_read.purpose
    );
    let asked = report.experiment.configuration[0].fitness.withheld_per_n;
    let withheld = (report.baselines.iter())
        .flat_map(|b| b.test.iter())
        .find(|t| t.split == "withheld");
    if let Some(t) = withheld {
        let held: Vec<u64> = t.per_n.iter().map(|p| p.positions).collect();
        if let Some(note) = short_split_note(asked, &held) {
            put!(out, "{note}\n");
        }
    }
    for r in &report.refuted {
        let ids: Vec<String> = r
            .problems
            .iter()
            .map(|p| format!("`{}` (file: mate in {})", p.id, p.n))
            .collect();
        put!(
            out,
            "Left out of `{}`: the prover finds no mate in the file's length for {}.\n",
            r.split,
            ids.join(", ")
        );
    }
    put!(
        out,
        "Costs are nodes (one move applied = one node); *boards* are boards a searcher simulated after a move without applying it (no node, counted apart). `key-proof-floor` is no searcher: it is the prover's proof of the file's key alone, the least a whole answer that the prover proves can cost{}. *whole answer* = the searcher's own nodes{} + the prover's proof of its move + the full search that answers when the proof fails (it goes on from the proof's table): what `solve --searcher` pays. CPU ms covers the whole answer.\n",
        if x.own_proofs {
            "; a searcher whose own search proves the mate can go below it"
        } else {
            ""
        },
        if x.own_proofs {
            " (alone, when its own search proved the mate)"
        } else {
            ""
        }
    );
    for split in &x.test_splits {
        let split = split.as_str();
        put!(out, "## Test split `{split}`\n");
        put!(out, "### Configurations (per-run spread)\n");
        let rows: Vec<&ConfigurationSplit> = report
            .configurations
            .iter()
            .filter(|c| c.split == split)
            .collect();
        configuration_table(&mut out, &rows);
        put!(
            out,
            "\n![keys](test-keys-{split}.svg)\n![cost](test-cost-{split}.svg)\n![per problem](cost-per-problem-{split}.svg)\n"
        );
        put!(out, "### Baselines\n");
        let baselines: Vec<&Entry> = report.baselines.iter().collect();
        entry_table(&mut out, &baselines, split);
        if let Some(best) = &report.best_run {
            let runs: Vec<&Entry> = report.chosen.iter().filter(|e| &e.label == best).collect();
            let shipped =
                (runs.first().and_then(|e| e.consult_from_n)).map_or(String::new(), |n| {
                    format!(
                        " (as it ships: consulted for mates in {n} or more, the prover alone below)"
                    )
                });
            put!(
                out,
                "\n### The headline's best run (chosen on validation): {best}{shipped}\n"
            );
            entry_table(&mut out, &runs, split);
        }
        for p in report.best_vs_baseline.iter().filter(|p| p.split == split) {
            put!(
                out,
                "\n{} vs {}: keys {} vs {} (McNemar exact: {} only by the first, {} only by the second, p = {:.4}); whole-answer nodes {} vs {} (Wilcoxon signed-rank p = {}). **{}**\n",
                p.a,
                p.b,
                p.keys_a,
                p.keys_b,
                p.mcnemar_only_a,
                p.mcnemar_only_b,
                p.mcnemar_p,
                p.cost_a,
                p.cost_b,
                p.wilcoxon_p.map_or("–".to_string(), |v| format!("{v:.4}")),
                if p.a_beats_b {
                    "The evolved searcher beats the baseline (p < 0.05)."
                } else {
                    "The evolved searcher does not beat the baseline at p < 0.05."
                }
            );
        }
    }
    if !report.across.is_empty() {
        put!(
            out,
            "## Configurations compared (Mann–Whitney U, two-sided)\n"
        );
        put!(
            out,
            "| split | metric | a | b | median a | median b | p | P(a > b) |"
        );
        put!(out, "|---|---|---|---|---|---|---|---|");
        for a in &report.across {
            put!(
                out,
                "| {} | {} | {} | {} | {:.3} | {:.3} | {:.4} | {:.2} |",
                a.split,
                a.metric,
                a.a,
                a.b,
                a.median_a,
                a.median_b,
                a.p_value,
                a.effect
            );
        }
    }
    put!(
        out,
        "\n## Deep runs\n\nA run is deep when its choice proves at least {}/{} of the validation keys.\n",
        report::DEEP_NUMERATOR,
        report::DEEP_DENOMINATOR
    );
    put!(
        out,
        "A choice meets the bar when it meets the choice criterion's bar on validation ({}).\n",
        report.experiment.choose.bar()
    );
    put!(
        out,
        "| configuration | runs | deep | which | meet the bar | which |"
    );
    put!(out, "|---|---|---|---|---|---|");
    for d in &report.deep_runs {
        put!(
            out,
            "| {} | {} | {} | {} | {} | {} |",
            d.configuration,
            d.runs,
            d.deep.len(),
            d.deep.join(", "),
            d.met_bar.len(),
            d.met_bar.join(", ")
        );
    }
    for c in &report.deep_compared {
        put!(
            out,
            "\n{}: {} of {} deep against {} of {} for {} (Fisher exact, two-sided, p = {:.4}).",
            c.a,
            c.deep_a,
            c.runs_a,
            c.deep_b,
            c.runs_b,
            c.b,
            c.fisher_p
        );
        put!(
            out,
            "{}: {} of {} meet the bar against {} of {} for {} (Fisher exact, two-sided, p = {:.4}).",
            c.a,
            c.met_bar_a,
            c.runs_a,
            c.met_bar_b,
            c.runs_b,
            c.b,
            c.met_bar_fisher_p
        );
    }
    put!(out, "\n## Every run's choice\n");
    // The pvline column only where validation held pvline problems.
    let any_pvline = (report.chosen.iter()).any(|e| worst_pvline_ratio(&e.validation).is_some());
    let (pvline_head, pvline_rule) = if any_pvline {
        (" pvline whole / prover, worst N |", "---|")
    } else {
        ("", "")
    };
    put!(
        out,
        "| run | member | size | meets the bar on validation | validation keys |{pvline_head} tree |"
    );
    put!(out, "|---|---|---|---|---|{pvline_rule}---|");
    for e in &report.chosen {
        let pvline = match worst_pvline_ratio(&e.validation) {
            Some(r) => format!(" {r:.3} |"),
            None if any_pvline => " - |".to_string(),
            None => String::new(),
        };
        put!(
            out,
            "| {} | {} | {} | {} | {} |{pvline} `{}` |",
            e.label,
            e.member.unwrap_or(0),
            e.candidate.size,
            e.within_limit,
            main_keys(&e.validation).0,
            e.candidate.sexpr
        );
    }
    put!(out, "\n![best fitness](best-fitness.svg)");
    out
}

/// A warning for a withheld split that holds fewer problems than `withheld_per_n`
/// asked at some N (`held`: per N): a round takes only what no earlier round drew.
fn short_split_note(asked: usize, held: &[u64]) -> Option<String> {
    if !held.iter().any(|&h| h < asked as u64) {
        return None;
    }
    let held: Vec<String> = held.iter().map(u64::to_string).collect();
    Some(format!(
        "**The test split `withheld` holds {} problems at N = 1..{}, fewer than the {} per N that `withheld_per_n` asks:** no more were left that no earlier round had drawn.",
        held.join(" / "),
        held.len(),
        asked
    ))
}

/// The per-run box plots of one test split: keys and whole-answer cost per N.
pub fn split_plots(report: &Report, split: &str) -> (String, String) {
    let max_n = report.experiment.configuration[0].fitness.max_n;
    let categories: Vec<String> = (1..=max_n).map(|n| format!("N = {n}")).collect();
    let series = |f: fn(&super::score::PerN) -> f64| -> Vec<BoxSeries> {
        report
            .experiment
            .configuration
            .iter()
            .map(|c| BoxSeries {
                label: c.name.clone(),
                groups: (1..=max_n)
                    .map(|n| {
                        report
                            .chosen
                            .iter()
                            .filter(|e| e.configuration.as_deref() == Some(c.name.as_str()))
                            .filter_map(|e| e.test.iter().find(|t| t.split == split))
                            .filter_map(|t| t.per_n.iter().find(|p| p.n == n))
                            .map(f)
                            .collect()
                    })
                    .collect(),
            })
            .collect()
    };
    let keys = grouped_box_plot(
        &format!("Test keys per run ({split})"),
        "mate depth",
        "keys found, %",
        &categories,
        &series(super::score::PerN::keys_pct),
        false,
    );
    let cost = grouped_box_plot(
        &format!("Whole-answer cost per run / prover alone ({split})"),
        "mate depth",
        "nodes / prover's nodes",
        &categories,
        &series(super::score::PerN::cost_ratio),
        true,
    );
    (keys, cost)
}

/// The median best-fitness curve of each configuration with its IQR band.
pub fn fitness_plot(curves: &[(String, Vec<Vec<f64>>)]) -> String {
    let bands: Vec<Band> = curves
        .iter()
        .map(|(name, runs)| band_from_runs(name, runs))
        .collect();
    band_plot(
        "Best fitness per generation: median and IQR over runs",
        "generation",
        "best fitness",
        &bands,
    )
}

/// Each problem's whole-answer cost over the prover alone's, per searcher.
pub fn problem_cost_plot(split: &str, searchers: &[(String, Vec<f64>)]) -> String {
    let groups: Vec<BoxGroup> = searchers
        .iter()
        .map(|(label, values)| BoxGroup {
            label: label.clone(),
            values: values.clone(),
        })
        .collect();
    box_plot(
        &format!("Whole-answer cost per problem / prover alone ({split})"),
        "nodes / prover's nodes",
        &groups,
        true,
    )
}

#[cfg(test)]
mod tests {
    use super::short_split_note;

    #[test]
    fn a_withheld_split_smaller_than_asked_is_said() {
        assert_eq!(short_split_note(300, &[300, 300]), None);
        let note = short_split_note(300, &[60, 60, 60]).expect("short");
        assert!(
            note.contains("holds 60 / 60 / 60 problems at N = 1..3, fewer than the 300"),
            "{note}"
        );
    }
}
