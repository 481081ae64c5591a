//! Progress of `bench` and `solve` over a suite, on stderr: an indicatif bar on a
//! terminal; otherwise (logs, pipes, tests) a line at each tenth of a suite of at
//! least [`PLAIN_FROM`] positions, so a long suite is never silent and a short one
//! stays quiet.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::run_dir::human;

/// The smallest suite that gets plain progress lines.
pub const PLAIN_FROM: usize = 20;

pub struct SuiteProgress {
    command: &'static str,
    total: usize,
    done: usize,
    start: Instant,
    bar: Option<ProgressBar>,
}

impl SuiteProgress {
    /// Progress over `total` positions for `command` (`bench`, `solve`).
    pub fn new(command: &'static str, total: usize) -> SuiteProgress {
        let bar = (std::io::stderr().is_terminal() && total > 1).then(|| {
            let bar = ProgressBar::with_draw_target(
                Some(total as u64),
                ProgressDrawTarget::stderr_with_hz(4),
            );
            let style = ProgressStyle::with_template(
                "{spinner} {prefix} {pos}/{len} positions [{bar:16}] {elapsed}, {eta} left",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
            bar.set_style(style);
            bar.set_prefix(command);
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        });
        SuiteProgress {
            command,
            total,
            done: 0,
            start: Instant::now(),
            bar,
        }
    }

    /// One more position done.
    pub fn step(&mut self) {
        self.done += 1;
        match &self.bar {
            Some(bar) => bar.set_position(self.done as u64),
            None if self.total >= PLAIN_FROM => {
                let tenth = |n: usize| n * 10 / self.total;
                if tenth(self.done) > tenth(self.done - 1) {
                    eprintln!(
                        "mategp: {}: {}/{} positions ({}%), {}",
                        self.command,
                        self.done,
                        self.total,
                        self.done * 100 / self.total,
                        human(self.start.elapsed().as_secs_f64())
                    );
                }
            }
            None => {}
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for SuiteProgress {
    fn drop(&mut self) {
        self.finish();
    }
}
