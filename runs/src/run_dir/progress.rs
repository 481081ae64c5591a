//! Progress on stderr: an indicatif bar on a terminal, one plain line per generation
//! otherwise (logs, pipes, tests).

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::LogLine;

/// Shows how a run is going. Generations are numbered from 0, as in the log: a run
/// of G generations makes generations 0 to G − 1.
pub struct Progress {
    bar: Option<ProgressBar>,
    generations: u64,
}

/// `generation 3 of 0..49`: the generation as the log numbers it, and the range.
pub fn numbered(generation: u64, generations: u64) -> String {
    format!(
        "generation {generation} of 0..{}",
        generations.saturating_sub(1)
    )
}

/// `1h02m`, `3m04s`, `12s`.
pub fn human(seconds: f64) -> String {
    let s = seconds.max(0.0).round() as u64;
    match (s / 3600, s / 60 % 60, s % 60) {
        (0, 0, sec) => format!("{sec}s"),
        (0, m, sec) => format!("{m}m{sec:02}s"),
        (h, m, _) => format!("{h}h{m:02}m"),
    }
}

impl Progress {
    /// A progress display for a run of `generations`, of which `done` are done.
    pub fn new(generations: u64, done: u64) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(
                Some(generations),
                ProgressDrawTarget::stderr_with_hz(4),
            );
            let style = ProgressStyle::with_template("{spinner} {prefix} [{bar:16}] {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> ");
            bar.set_style(style);
            bar.set_position(done);
            bar.set_prefix(format!("{done} of {generations} done"));
            bar.set_message(format!("evaluating generation {done} …"));
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        });
        Progress { bar, generations }
    }

    /// Reports a finished generation; `left` is the estimated time to the end.
    pub fn generation(&self, line: &LogLine, left: f64) {
        // Short enough for an 80-column terminal with the bar.
        let stage = match line.epoch {
            Some(epoch) => format!("{} (epoch {epoch})", line.stage),
            None => line.stage.clone(),
        };
        let text = format!(
            "best {:.1} solved {}/{} {stage}, {} left",
            line.best_fitness,
            line.best_solved_total,
            line.sample_size,
            human(left)
        );
        let generation = numbered(line.generation, self.generations);
        match &self.bar {
            Some(bar) => {
                bar.set_position(line.generation + 1);
                bar.set_prefix(generation);
                bar.set_message(text);
            }
            None => eprintln!("{generation}: {text} ({:.1}s)", line.timing.seconds),
        }
    }

    /// Prints a message without tearing the bar.
    pub fn println(&self, message: &str) {
        match &self.bar {
            Some(bar) => bar.println(message),
            None => eprintln!("{message}"),
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{human, numbered};

    #[test]
    fn generations_are_numbered_as_the_log_numbers_them() {
        assert_eq!(numbered(0, 50), "generation 0 of 0..49");
        assert_eq!(numbered(49, 50), "generation 49 of 0..49");
    }

    #[test]
    fn human_durations() {
        assert_eq!(human(12.4), "12s");
        assert_eq!(human(184.0), "3m04s");
        assert_eq!(human(3720.0), "1h02m");
        assert_eq!(human(-1.0), "0s");
    }
}
