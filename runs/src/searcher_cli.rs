//! `--searcher FILE|NAME` in `solve` and `bench`: an evolved searcher as a solver, and
//! what it reports beside the fields every solver has.

use std::io::Write;
use std::time::Duration;

use clap::Args;
use fitness::ab::ProverOptions;
use fitness::cpu_time::{cpu_since, thread_cpu_time};
use fitness::problem::{san, uci};
use fitness::searcher::{EvolvedOptions, EvolvedSolver, Mode, Proof, SearcherRun};
use fitness::{Limits, MateDepth, MateSolver, Solution, Verdict};
use serde::Serialize;
use shakmaty::Chess;

use crate::error::CliError;
use crate::numeric::bounded;
use crate::report::millis;
use crate::searcher_file::{Loaded, MAX_CONSULT_FROM_N, resolve};
use crate::solvers::{SolverOptions, make_solver};

/// The flags that put an evolved searcher to work.
#[derive(Args, Clone, Debug, Default)]
pub struct SearcherArgs {
    /// An evolved searcher: a file written by `mategp export`, a file holding one
    /// S-expression (`.sexp`, as a run's best.sexp), or the name of a shipped one
    /// (champion, proven-champion, forcing-champion, restarts-champion, first-stage-champion, recursive-checks, king-moves-guesser, deep-checks, seeded-lean, fig1-exhaustive). It chooses the move; a
    /// mate its own search proved is the answer, any other choice the alpha-beta prover
    /// proves, and when the proof fails a full search answers (and says so).
    #[arg(long, value_name = "FILE|NAME")]
    pub searcher: Option<String>,
    /// Nodes the searcher may spend per position [default: 1000000].
    #[arg(long, value_name = "K", requires = "searcher", allow_negative_numbers = true, value_parser = bounded(0u64, u64::MAX))]
    pub searcher_budget: Option<u64>,
    /// Let the searcher's scores order the prover's root moves (an exact, guided
    /// search, solver `evolved-guided`) instead of proving its one choice.
    #[arg(long, requires = "searcher")]
    pub guided: bool,
    /// Have the prover prove the searcher's choice even when the searcher's own search
    /// proved it mates, for the shortest mate length (by default such a choice is the
    /// answer, its mate length the searcher's bound).
    #[arg(long, requires = "searcher", conflicts_with = "guided")]
    pub reprove: bool,
    /// Consult the searcher only for mates in N or more; shorter ones the prover alone
    /// answers [default: the searcher file's `consult_from_n`, else every length; 1:
    /// every length].
    #[arg(long, value_name = "N", requires = "searcher", allow_negative_numbers = true,
          value_parser = bounded(1u32, MAX_CONSULT_FROM_N))]
    pub consult_from_n: Option<u32>,
}

impl SearcherArgs {
    /// The searcher named by `--searcher`, read and checked.
    pub fn load(&self) -> Result<Option<Loaded>, CliError> {
        self.searcher
            .as_deref()
            .map(|spec| resolve(spec).map_err(|e| CliError::input(format!("--searcher {e}"))))
            .transpose()
    }

    /// The solver for a loaded searcher, proving with `prover`'s settings.
    pub fn solver(&self, loaded: &Loaded, prover: ProverOptions) -> EvolvedSolver {
        EvolvedSolver::new(
            loaded.program.clone(),
            EvolvedOptions {
                budget: self.searcher_budget.unwrap_or(0),
                reprove: self.reprove,
                mode: if self.guided {
                    Mode::Guided
                } else {
                    Mode::Sound
                },
                prover,
                consult_from_n: self.consult_from_n(loaded),
            },
        )
    }

    /// `--consult-from-n`, else the file's, else 1 (every length).
    fn consult_from_n(&self, loaded: &Loaded) -> u32 {
        (self.consult_from_n)
            .or(loaded.file.consult_from_n)
            .unwrap_or(1)
    }
}

/// A solver of `solve`: one that `--algo` names, or an evolved searcher.
pub enum AnySolver {
    Named(Box<dyn MateSolver>),
    Evolved {
        solver: Box<EvolvedSolver>,
        /// The searcher's name, for reports.
        label: String,
    },
}

/// `--algo`'s solver, or with `--searcher` the evolved one (which proves with ab).
pub fn make(
    algo: &str,
    options: SolverOptions,
    searcher: &SearcherArgs,
) -> Result<AnySolver, CliError> {
    let Some(loaded) = searcher.load()? else {
        return Ok(AnySolver::Named(make_solver(algo, options)?));
    };
    if algo != "ab" {
        return Err(CliError::input(format!(
            "--searcher proves with the alpha-beta prover; it cannot be combined with --algo {algo}"
        )));
    }
    Ok(AnySolver::Evolved {
        solver: Box::new(searcher.solver(&loaded, options.prover.options(options.all_keys))),
        label: loaded.label(),
    })
}

impl AnySolver {
    /// The searcher's fields of the last solve (evolved solvers only).
    pub fn searcher_fields(&self) -> Option<SearcherFields> {
        match self {
            AnySolver::Named(_) => None,
            AnySolver::Evolved { solver, label } => solver
                .last_run()
                .map(|run| SearcherFields::new(label, run, true)),
        }
    }

    /// The searcher's lines of the text report of the last solve.
    pub fn write_searcher_text(
        &self,
        out: &mut impl Write,
        position: &Chess,
        depth: MateDepth,
    ) -> std::io::Result<()> {
        match self {
            AnySolver::Evolved { solver, label } => match solver.last_run() {
                Some(run) => write_text(out, position, label, depth, run),
                None if !solver.consulted_at(depth) => writeln!(
                    out,
                    "searcher   {label} not consulted at mate in {} (consult_from_n): the prover alone answered",
                    depth.get()
                ),
                None => Ok(()),
            },
            AnySolver::Named(_) => Ok(()),
        }
    }
}

impl MateSolver for AnySolver {
    fn name(&self) -> &str {
        match self {
            AnySolver::Named(s) => s.name(),
            AnySolver::Evolved { solver, .. } => solver.name(),
        }
    }

    fn solve(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Solution {
        match self {
            AnySolver::Named(s) => s.solve(position, depth, limits),
            AnySolver::Evolved { solver, .. } => solver.solve(position, depth, limits),
        }
    }

    fn thread_shares(&self) -> &[fitness::ThreadShare] {
        match self {
            AnySolver::Named(s) => s.thread_shares(),
            AnySolver::Evolved { solver, .. } => solver.thread_shares(),
        }
    }

    fn spawned_cpu(&self) -> Duration {
        match self {
            AnySolver::Named(s) => s.spawned_cpu(),
            AnySolver::Evolved { solver, .. } => solver.spawned_cpu(),
        }
    }
}

/// The JSON fields an evolved solver adds to a row. `nodes` stays the row's total
/// (in `bench`, for `evolved`, the searcher's own); these keep the parts apart, and
/// show the searcher's work that no node counts: the boards it simulated after a
/// move without applying it, and its CPU time.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SearcherFields {
    /// The searcher's name.
    pub searcher: String,
    /// Its choice (guided: its best-scored move), UCI.
    pub searcher_move: Option<String>,
    pub searcher_score: f64,
    pub searcher_nodes: u64,
    /// Boards simulated after a move without applying it (`chess_prims::Choice::boards`).
    pub searcher_boards: u64,
    pub searcher_time_ms: f64,
    pub searcher_cpu_ms: f64,
    /// "mate", "refuted", "unknown" (a limit), or "not-asked" (guided, no move).
    pub proof: &'static str,
    /// The prover's nodes: the proof, and any fallback or guided search.
    pub verify_nodes: u64,
    /// The proof failed and a full search answered (`solve` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fallback: Option<bool>,
}

impl SearcherFields {
    pub fn new(label: &str, run: &SearcherRun, with_fallback: bool) -> SearcherFields {
        SearcherFields {
            searcher: label.to_owned(),
            searcher_move: run.searcher_move.map(uci),
            searcher_score: run.searcher_score,
            searcher_nodes: run.searcher_nodes,
            searcher_boards: run.searcher_boards,
            searcher_time_ms: millis(run.searcher_time),
            searcher_cpu_ms: millis(run.searcher_cpu),
            proof: proof_name(run.proof),
            verify_nodes: run.verify_nodes,
            fallback: with_fallback.then_some(run.fallback),
        }
    }
}

fn proof_name(proof: Proof) -> &'static str {
    match proof {
        Proof::Mate(_) => "mate",
        Proof::Searched(_) => "searched",
        Proof::Refuted => "refuted",
        Proof::Unknown => "unknown",
        Proof::NotAsked => "not-asked",
    }
}

/// `bench`'s answer for an evolved solver, and the CPU time that goes with its nodes.
/// Guided: the exact solve, and its CPU time. Otherwise the searcher as a move
/// chooser, before any fallback: a mate (its move, its length, the searcher's nodes)
/// when the prover, or the searcher's own search, proves its move, else "unknown", and the searcher's CPU time; the
/// proof's nodes are in [`EvolvedSolver::last_run`].
pub fn bench_answer(
    solver: &mut EvolvedSolver,
    position: &Chess,
    depth: MateDepth,
    limits: Limits,
) -> (Solution, Duration) {
    if solver.name() != "evolved" {
        let start = thread_cpu_time();
        let solution = solver.solve(position, depth, limits);
        return (solution, cpu_since(start) + solver.spawned_cpu());
    }
    let run = solver.choose_and_prove(position, depth, limits);
    let (verdict, mate_in, moves) = match (run.proof, run.searcher_move) {
        (Proof::Mate(k) | Proof::Searched(k), Some(mv)) => (Verdict::Mate, Some(k), vec![mv]),
        _ => (Verdict::Unknown, None, Vec::new()),
    };
    let solution = Solution {
        verdict,
        mate_in,
        key_moves: moves.clone(),
        pv: moves,
        nodes: run.searcher_nodes,
        elapsed: run.searcher_time,
        stopped_by: None,
    };
    (solution, run.searcher_cpu)
}

fn write_text(
    out: &mut impl Write,
    position: &Chess,
    label: &str,
    depth: MateDepth,
    run: &SearcherRun,
) -> std::io::Result<()> {
    let shown = |mv: Option<shakmaty::Move>| match mv {
        Some(m) => format!("{} ({})", san(position, m), uci(m)),
        None => "no move (none is legal)".to_owned(),
    };
    let choice = shown(run.searcher_move);
    let cost = format!(
        "{} nodes, {} boards, {:.3} ms ({:.3} ms CPU)",
        run.searcher_nodes,
        run.searcher_boards,
        millis(run.searcher_time),
        millis(run.searcher_cpu)
    );
    match run.proof {
        Proof::NotAsked if run.searcher_move.is_some() => {
            writeln!(
                out,
                "searcher   {label}: best-scored move {choice}, score {}, {cost}",
                run.searcher_score
            )?;
            writeln!(
                out,
                "guided     the prover searched the root moves in the searcher's order: {} nodes",
                run.verify_nodes
            )
        }
        proof => {
            writeln!(
                out,
                "searcher   {label} chose {choice}, score {}, {cost}",
                run.searcher_score
            )?;
            let verdict = match proof {
                Proof::Mate(k) => format!("proven: mate in {k}"),
                Proof::Searched(k) => format!(
                    "proven by the searcher's own search: mate in {k} or fewer (--reprove for the shortest)"
                ),
                Proof::Refuted => format!("refuted: no mate in {depth} or fewer after it"),
                Proof::Unknown => "not proven within the limits".to_owned(),
                Proof::NotAsked => "nothing to prove".to_owned(),
            };
            writeln!(out, "proof      {verdict}")?;
            if run.fallback {
                writeln!(
                    out,
                    "fallback   the searcher's move is not a proven mate: a full alpha-beta search gave the answer ({} prover nodes in all)",
                    run.verify_nodes
                )?;
            } else {
                writeln!(out, "verify     {} prover nodes", run.verify_nodes)?;
            }
            Ok(())
        }
    }
}

/// A searcher loaded once for the whole process, as the UCI engine hands it around:
/// `Copy`, compared by identity.
#[derive(Clone, Copy, Debug)]
pub struct SharedSearcher {
    program: &'static chess_prims::Program,
    budget: u64,
    guided: bool,
    reprove: bool,
    consult_from_n: u32,
}

impl PartialEq for SharedSearcher {
    fn eq(&self, other: &SharedSearcher) -> bool {
        std::ptr::eq(self.program, other.program)
            && (self.budget, self.guided, self.reprove, self.consult_from_n)
                == (
                    other.budget,
                    other.guided,
                    other.reprove,
                    other.consult_from_n,
                )
    }
}

impl Eq for SharedSearcher {}

impl SharedSearcher {
    /// The searcher of `--searcher`, if given; it lives until the process ends.
    pub fn load(args: &SearcherArgs) -> Result<Option<SharedSearcher>, CliError> {
        let Some(loaded) = args.load()? else {
            return Ok(None);
        };
        let consult_from_n = args.consult_from_n(&loaded);
        Ok(Some(SharedSearcher {
            program: Box::leak(Box::new(loaded.program)),
            budget: args.searcher_budget.unwrap_or(0),
            guided: args.guided,
            reprove: args.reprove,
            consult_from_n,
        }))
    }

    /// A solver of its own, its prover with a table of `table_mb` MiB.
    pub fn solver(&self, table_mb: usize) -> EvolvedSolver {
        EvolvedSolver::new(
            self.program.clone(),
            EvolvedOptions {
                budget: self.budget,
                reprove: self.reprove,
                mode: if self.guided {
                    Mode::Guided
                } else {
                    Mode::Sound
                },
                prover: ProverOptions {
                    table_mb,
                    ..ProverOptions::default()
                },
                consult_from_n: self.consult_from_n,
            },
        )
    }
}
