//! What a searcher's sound answer costs on a problem set: per problem, its own nodes,
//! the proof of its move, the fallback when the proof fails, the prover alone beside
//! it, and the CPU time of all of it.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use chess_prims::{Program, choose_move};
use fitness::cpu_time::{cpu_since, thread_cpu_time};
use fitness::evolve::{AnswerCosts, MoveCost, prover_alone};
use fitness::problem::Problem;
pub use fitness::problem::builtin::is_pvline;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

/// One problem's outcome for one searcher.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub id: String,
    pub n: u32,
    /// The searcher's move forces mate within N (proven by the prover).
    pub solved: bool,
    /// The searcher's own nodes (0 for the prover alone).
    pub own: u64,
    /// Boards the searcher simulated without applying a move (no node; counted apart).
    pub boards: u64,
    /// The proof of its move.
    pub proof: u64,
    /// The full search after a failed proof.
    pub fallback: u64,
    /// The prover alone on the same problem.
    pub alone: u64,
    /// CPU microseconds of the whole answer (own + proof + fallback).
    pub cpu_us: u64,
}

impl Record {
    /// The whole sound answer's nodes.
    pub fn cost(&self) -> u64 {
        self.own + self.proof + self.fallback
    }
}

/// A problem left out because the prover refutes its file's mate length.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refuted {
    pub id: String,
    pub n: u32,
    pub reason: String,
}

/// A problem with the mate length it is asked as.
#[derive(Clone, Copy, Debug)]
pub struct Asked<'a> {
    pub n: u32,
    pub problem: &'a Problem,
}

/// Scores searchers; proofs and the prover alone are computed once per problem (and
/// move) and shared, with the CPU time they took when they were made.
pub struct Scorer {
    budget: u64,
    /// A choice the searcher's own search proved needs no proof.
    own_proofs: bool,
    costs: AnswerCosts,
    alone: Mutex<BTreeMap<(String, u32), (u64, Duration)>>,
}

impl Scorer {
    /// A scorer giving each searcher `budget` nodes per position.
    pub fn new(budget: u64) -> Scorer {
        Scorer {
            budget,
            own_proofs: false,
            costs: AnswerCosts::new(),
            alone: Mutex::new(BTreeMap::new()),
        }
    }

    /// This scorer, taking a searcher's own proofs ([`chess_prims::Choice::proven_mate`])
    /// where `own_proofs`, as the evolved solver does unless told to reprove.
    pub fn with_own_proofs(self, own_proofs: bool) -> Scorer {
        Scorer { own_proofs, ..self }
    }

    fn prover_alone(&self, asked: Asked<'_>) -> Result<(u64, Duration), String> {
        let key = (asked.problem.fen.clone(), asked.n);
        if let Some(&known) = self.lock().get(&key) {
            return Ok(known);
        }
        let computed = prover_alone(&asked.problem.position, asked.n)
            .map_err(|e| format!("problem {}: {e}", asked.problem.id))?;
        Ok(*self.lock().entry(key).or_insert(computed))
    }

    /// The problems whose file mate length the prover refutes (it finds no mate in
    /// that many moves), with its reason: the file is wrong about them, so they test
    /// nothing and are left out of scoring and named in the report.
    pub fn refuted(&self, problems: &[Asked<'_>]) -> Vec<Refuted> {
        let mut refuted: Vec<Refuted> = problems
            .par_iter()
            .with_max_len(1)
            .filter_map(|&asked| {
                self.prover_alone(asked).err().map(|reason| Refuted {
                    id: asked.problem.id.clone(),
                    n: asked.n,
                    reason,
                })
            })
            .collect();
        refuted.sort_by(|a, b| (a.n, &a.id).cmp(&(b.n, &b.id)));
        refuted
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<(String, u32), (u64, Duration)>> {
        self.alone.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `program` on every problem, in parallel on the current rayon pool; records
    /// in problem order.
    pub fn searcher(
        &self,
        program: &Program,
        problems: &[Asked<'_>],
    ) -> Result<Vec<Record>, String> {
        problems
            .par_iter()
            .with_max_len(1)
            .map(|&asked| self.one(program, asked))
            .collect()
    }

    fn one(&self, program: &Program, asked: Asked<'_>) -> Result<Record, String> {
        let p = asked.problem;
        let start = thread_cpu_time();
        let choice = choose_move(program, &p.position, self.budget, asked.n);
        let own_cpu = cpu_since(start) + choice.walker_cpu;
        let (alone, alone_cpu) = self.prover_alone(asked)?;
        let (proof, (fallback, fallback_cpu)) = match choice.mv {
            // The searcher's own search is the proof.
            Some(_) if self.own_proofs && choice.proven_mate.is_some() => {
                let searched = MoveCost {
                    mates: true,
                    ..MoveCost::default()
                };
                (searched, (0, Duration::ZERO))
            }
            Some(mv) => {
                let proof = self.costs.proof(&p.fen, &p.position, asked.n, &mv);
                (proof, (proof.fallback, proof.fallback_cpu))
            }
            // No move chosen: the prover alone answers.
            None => (Default::default(), (alone, alone_cpu)),
        };
        Ok(Record {
            id: p.id.clone(),
            n: asked.n,
            solved: proof.mates,
            own: choice.nodes,
            boards: choice.boards,
            proof: proof.nodes,
            fallback,
            alone,
            cpu_us: micros(own_cpu + proof.cpu + fallback_cpu),
        })
    }

    /// The floor of a proved choice: the prover's proof of the problem's own key move
    /// (the file's `bm`), with no searcher nodes; the prover alone when it has none. A
    /// searcher's own proof ([`Scorer::with_own_proofs`]) can cost less.
    pub fn oracle(&self, problems: &[Asked<'_>]) -> Result<Vec<Record>, String> {
        problems
            .par_iter()
            .with_max_len(1)
            .map(|&asked| {
                let p = asked.problem;
                let (alone, alone_cpu) = self.prover_alone(asked)?;
                let proof = p
                    .key_moves
                    .first()
                    .map(|mv| self.costs.proof(&p.fen, &p.position, asked.n, mv))
                    .filter(|proof| proof.mates);
                let (proof_nodes, fallback, cpu) = match proof {
                    Some(proof) => (proof.nodes, 0, proof.cpu),
                    None => (0, alone, alone_cpu),
                };
                Ok(Record {
                    id: p.id.clone(),
                    n: asked.n,
                    solved: true,
                    own: 0,
                    boards: 0,
                    proof: proof_nodes,
                    fallback,
                    alone,
                    cpu_us: micros(cpu),
                })
            })
            .collect()
    }

    /// The prover alone, as a baseline: always right, at its own cost.
    pub fn prover(&self, problems: &[Asked<'_>]) -> Result<Vec<Record>, String> {
        problems
            .par_iter()
            .with_max_len(1)
            .map(|&asked| {
                let (alone, cpu) = self.prover_alone(asked)?;
                Ok(Record {
                    id: asked.problem.id.clone(),
                    n: asked.n,
                    solved: true,
                    own: 0,
                    boards: 0,
                    proof: 0,
                    fallback: alone,
                    alone,
                    cpu_us: micros(cpu),
                })
            })
            .collect()
    }
}

fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX)
}

/// Per-N totals of a searcher's records.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PerN {
    pub n: u32,
    /// Totals of the `pvline` problems ([`is_pvline`]), kept apart from the main ones.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pvline: bool,
    pub positions: u64,
    pub keys: u64,
    pub own: u64,
    pub boards: u64,
    pub cost: u64,
    pub alone: u64,
    pub cpu_us: u64,
}

impl PerN {
    /// Whole-answer nodes over the prover alone's (1.0 when there is nothing).
    pub fn cost_ratio(&self) -> f64 {
        ratio(self.cost, self.alone)
    }

    /// The searcher's own nodes over the prover alone's.
    pub fn own_ratio(&self) -> f64 {
        ratio(self.own, self.alone)
    }

    /// Keys in percent.
    pub fn keys_pct(&self) -> f64 {
        if self.positions == 0 {
            0.0
        } else {
            100.0 * self.keys as f64 / self.positions as f64
        }
    }
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 { 1.0 } else { a as f64 / b as f64 }
}

/// The keys and positions of the main problems, the `pvline` ones left out.
pub fn main_keys(v: &[PerN]) -> (u64, u64) {
    (v.iter().filter(|p| !p.pvline)).fold((0, 0), |(k, n), p| (k + p.keys, n + p.positions))
}

/// The worst whole-answer cost over the prover alone on the `pvline` problems at any N;
/// `None` without such problems.
pub fn worst_pvline_ratio(v: &[PerN]) -> Option<f64> {
    (v.iter().filter(|p| p.pvline))
        .map(PerN::cost_ratio)
        .reduce(f64::max)
}

/// Totals per N, N ascending: the main problems', then the `pvline` problems' (when
/// there are any), each N ascending.
pub fn per_n(records: &[Record]) -> Vec<PerN> {
    let mut by_n: BTreeMap<(bool, u32), PerN> = BTreeMap::new();
    for r in records {
        let pvline = is_pvline(&r.id);
        let e = by_n.entry((pvline, r.n)).or_insert_with(|| PerN {
            n: r.n,
            pvline,
            ..PerN::default()
        });
        e.positions += 1;
        e.keys += u64::from(r.solved);
        e.own += r.own;
        e.boards += r.boards;
        e.cost += r.cost();
        e.alone += r.alone;
        e.cpu_us += r.cpu_us;
    }
    by_n.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fitness::problem::builtin;

    #[test]
    fn refuted_names_a_problem_asked_shorter_than_its_mate_and_only_it() {
        let scorer = Scorer::new(1000);
        let mate_in_2 = &builtin::test(2)[0];
        let asked = [
            Asked {
                n: 1,
                problem: mate_in_2,
            },
            Asked {
                n: 2,
                problem: mate_in_2,
            },
        ];
        let refuted = scorer.refuted(&asked);
        assert_eq!(refuted.len(), 1, "{refuted:?}");
        assert_eq!(
            (refuted[0].id.as_str(), refuted[0].n),
            (mate_in_2.id.as_str(), 1)
        );
        assert!(
            refuted[0].reason.contains("no mate in 1"),
            "{}",
            refuted[0].reason
        );
    }
}
