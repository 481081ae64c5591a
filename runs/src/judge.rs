//! How `bench` judges one answer against the file and the reference prover.
//!
//! A file's key move at the file's mate length is taken on the file's word; any other
//! mate claim (another move, or a shorter mate) counts only when the reference prover
//! confirms it, and a file key that the prover refutes is a disagreement.

use fitness::problem::{Problem, uci};
use fitness::{Limits, MateDepth, Solution, Verdict};

use crate::confirm::{Confirmation, Confirmer};

/// The class of one answer in the bench summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A confirmed mate; `shortest` when it is as long as the file says, otherwise
    /// shorter (the file's length is wrong).
    Solved { shortest: bool },
    /// A claim that contradicts the file or the prover, or a file key the prover
    /// refutes.
    Wrong,
    /// No answer within the limits, or a mate the prover could not confirm in time.
    Unknown,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Solved { shortest: true } => "solved",
            Outcome::Solved { shortest: false } => "shorter",
            Outcome::Wrong => "wrong",
            Outcome::Unknown => "unknown",
        }
    }
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The best move is a file key at the file's length, or the prover confirmed it.
    pub correct: bool,
    pub outcome: Outcome,
    /// File keys the prover refuted (UCI).
    pub rejected_file_keys: Vec<String>,
    /// Why the answer is wrong or unknown, for people.
    pub note: Option<String>,
}

/// Who confirms claims.
pub struct Referee<'a> {
    /// The reference prover; `None` leaves every unconfirmed claim unknown.
    pub prover: Option<&'a mut dyn Confirmer>,
    /// The answer came from the reference prover itself: its mate is already the
    /// reference's word and is not proven twice.
    pub trusted: bool,
    pub limits: Limits,
}

/// Judges `solution`, the answer to "mate in at most `n`?" where the file says mate in
/// exactly `n`.
pub fn judge(
    problem: &Problem,
    n: MateDepth,
    solution: &Solution,
    referee: Referee<'_>,
) -> Judgement {
    let wrong = |note: String| Judgement {
        correct: false,
        outcome: Outcome::Wrong,
        rejected_file_keys: Vec::new(),
        note: Some(note),
    };
    match solution.verdict {
        Verdict::Unknown => {
            return Judgement {
                correct: false,
                outcome: Outcome::Unknown,
                rejected_file_keys: Vec::new(),
                note: None,
            };
        }
        Verdict::NoMate => {
            return wrong(format!(
                "claims no mate in {n} or fewer; the file gives mate in {n}"
            ));
        }
        Verdict::Mate => {}
    }
    let k = solution.mate_in.unwrap_or(n.get());
    if k > n.get() {
        return wrong(format!(
            "claims mate in {k}, longer than the {n} it was asked for"
        ));
    }
    let Some(&best) = solution.best_move() else {
        return wrong("claims mate without a move".to_owned());
    };
    let Referee {
        mut prover,
        trusted,
        limits,
    } = referee;
    let in_file = problem.is_key_move(&best);
    let confirmation = if trusted || (in_file && k == n.get()) {
        Confirmation::Mates
    } else {
        match (prover.as_deref_mut(), MateDepth::new(i64::from(k))) {
            (Some(p), Ok(depth)) => p.confirm(&problem.position, best, depth, limits),
            _ => Confirmation::Unknown,
        }
    };
    let mut rejected = Vec::new();
    if !in_file && let Some(p) = prover {
        for &key in &problem.key_moves {
            if p.confirm(&problem.position, key, n, limits) == Confirmation::Refuted {
                rejected.push(uci(key));
            }
        }
    }
    let (outcome, note) = match confirmation {
        Confirmation::Refuted => (
            Outcome::Wrong,
            Some(format!(
                "claims mate in {k} with {}; the prover refutes it",
                uci(best)
            )),
        ),
        _ if !rejected.is_empty() => (
            Outcome::Wrong,
            Some(format!(
                "the prover refutes the file's key move(s) {}",
                rejected.join(" ")
            )),
        ),
        Confirmation::Unknown => (
            Outcome::Unknown,
            Some(format!(
                "the prover could not confirm mate in {k} with {} within the limits",
                uci(best)
            )),
        ),
        Confirmation::Mates => (
            Outcome::Solved {
                shortest: k == n.get(),
            },
            (k < n.get()).then(|| format!("mate in {k}, shorter than the file's {n}")),
        ),
    };
    Judgement {
        correct: confirmation == Confirmation::Mates,
        outcome,
        rejected_file_keys: rejected,
        note,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::confirm::by_replies::ByReplies;
    use crate::testing::Brute;
    use fitness::MateSolver;
    use fitness::problem::{Source, parse_epd_line, parse_move};

    const XOMHG: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - -";

    fn problem(text: &str) -> Problem {
        parse_epd_line(text, Source::new("t", 1), Default::default())
            .expect("valid line")
            .expect("not blank")
    }

    fn depth(n: i64) -> MateDepth {
        MateDepth::new(n).expect("in range")
    }

    fn referee(prover: &mut ByReplies<Brute>) -> Referee<'_> {
        Referee {
            prover: Some(prover),
            trusted: false,
            limits: Limits::default(),
        }
    }

    fn claim(p: &Problem, mv: &str, k: u32) -> Solution {
        let m = parse_move(&p.position, mv).expect("legal");
        Solution {
            verdict: Verdict::Mate,
            mate_in: Some(k),
            key_moves: vec![m],
            pv: vec![m],
            nodes: 1,
            elapsed: Default::default(),
            stopped_by: None,
        }
    }

    #[test]
    fn file_key_at_file_length_is_solved() {
        let p = problem(&format!("{XOMHG} bm Rxd8+; dm 2;"));
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        assert_eq!(s.mate_in, Some(2));
        let j = judge(&p, depth(2), &s, referee(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::Solved { shortest: true });
        assert!(j.correct && j.rejected_file_keys.is_empty() && j.note.is_none());
    }

    #[test]
    fn false_claim_is_wrong() {
        let p = problem(&format!("{XOMHG} bm Rxd8+; dm 2;"));
        let j = judge(
            &p,
            depth(2),
            &claim(&p, "a2a3", 2),
            referee(&mut ByReplies(Brute)),
        );
        assert_eq!(j.outcome, Outcome::Wrong);
        assert!(!j.correct);
        assert!(j.note.as_deref().is_some_and(|n| n.contains("refutes")));
        // Without a prover the same claim is neither credited nor condemned.
        let none = Referee {
            prover: None,
            trusted: false,
            limits: Limits::default(),
        };
        assert_eq!(
            judge(&p, depth(2), &claim(&p, "a2a3", 2), none).outcome,
            Outcome::Unknown
        );
    }

    #[test]
    fn refuted_file_key_is_a_disagreement() {
        let p = problem(&format!("{XOMHG} bm a3; dm 2;"));
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        let j = judge(&p, depth(2), &s, referee(&mut ByReplies(Brute)));
        assert!(j.correct, "our move is confirmed");
        assert_eq!(j.outcome, Outcome::Wrong);
        assert_eq!(j.rejected_file_keys, ["a2a3"]);
    }

    #[test]
    fn shorter_mate_is_reported_when_proven() {
        let p = problem("6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; dm 2;");
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        let j = judge(&p, depth(2), &s, referee(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::Solved { shortest: false });
        assert_eq!(j.outcome.as_str(), "shorter");
        // A false claim of a shorter mate with the file's key is refuted.
        let p = problem(&format!("{XOMHG} bm Rxd8+; dm 2;"));
        let j = judge(
            &p,
            depth(2),
            &claim(&p, "Rxd8+", 1),
            referee(&mut ByReplies(Brute)),
        );
        assert_eq!(j.outcome, Outcome::Wrong);
    }

    #[test]
    fn no_mate_unknown_and_overlong_claims() {
        let p = problem(&format!("{XOMHG} bm Rxd8+; dm 2;"));
        let mut s = claim(&p, "Rxd8+", 2);
        s.verdict = Verdict::NoMate;
        assert_eq!(
            judge(&p, depth(2), &s, referee(&mut ByReplies(Brute))).outcome,
            Outcome::Wrong
        );
        s.verdict = Verdict::Unknown;
        assert_eq!(
            judge(&p, depth(2), &s, referee(&mut ByReplies(Brute))).outcome,
            Outcome::Unknown
        );
        let j = judge(
            &p,
            depth(2),
            &claim(&p, "Rxd8+", 3),
            referee(&mut ByReplies(Brute)),
        );
        assert_eq!(j.outcome, Outcome::Wrong);
    }

    #[test]
    fn the_reference_itself_is_trusted() {
        let p = problem(&format!("{XOMHG} dm 2;"));
        let trusted = Referee {
            prover: None,
            trusted: true,
            limits: Limits::default(),
        };
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        assert_eq!(
            judge(&p, depth(2), &s, trusted).outcome,
            Outcome::Solved { shortest: true }
        );
    }
}
