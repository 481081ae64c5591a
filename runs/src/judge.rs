//! How `bench` judges one answer against the file and the reference prover.
//!
//! A file's key move at the file's mate length is taken on the file's word; any other
//! mate claim (another move, or a shorter mate) counts only when the reference prover
//! confirms it, and a file key that the prover refutes is reported beside the
//! answer. With `bench --mate N` a position is asked for a mate in N or fewer, which
//! need not be the file's length: a proven "no mate" that the file does not
//! contradict is then an answer too. `bm #-N` lines ask whether the side to move is
//! mated ([`judge_mated`]).

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
    /// No mate in the length asked, proven, where the file gives none that short
    /// (only with `bench --mate N`).
    NoMate,
    /// No answer within the limits, or a mate the prover could not confirm in time.
    Unknown,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Solved { shortest: true } => "solved",
            Outcome::Solved { shortest: false } => "shorter",
            Outcome::Wrong => "wrong",
            Outcome::NoMate => "no-mate",
            Outcome::Unknown => "unknown",
        }
    }
}

/// The judgement of one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The answer is right: exactly when the outcome is solved, shorter or no-mate.
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
    /// The answer's mate length is a proven bound, not claimed as the shortest (an
    /// evolved searcher's own proof, docs/PRIMITIVES.md "Proven mates").
    pub bound: bool,
}

impl Judgement {
    fn new(outcome: Outcome, rejected_file_keys: Vec<String>, note: Option<String>) -> Judgement {
        Judgement {
            correct: matches!(outcome, Outcome::Solved { .. } | Outcome::NoMate),
            outcome,
            rejected_file_keys,
            note,
        }
    }
}

/// Judges `solution`, the answer to "mate in at most `asked`?". The file's length
/// (`dm N`, `bm #N`) is what the file claims: a mate in exactly that many moves.
pub fn judge(
    problem: &Problem,
    asked: MateDepth,
    solution: &Solution,
    referee: Referee<'_>,
) -> Judgement {
    let wrong = |note: String| Judgement::new(Outcome::Wrong, Vec::new(), Some(note));
    let file = problem.mate.filter(|&m| m > 0).map(i32::unsigned_abs);
    // The file's claim when it falls within the question.
    let expected = file.filter(|&m| m <= asked.get());
    let Referee {
        mut prover,
        trusted,
        limits,
        bound,
    } = referee;
    match solution.verdict {
        Verdict::Unknown => return Judgement::new(Outcome::Unknown, Vec::new(), None),
        Verdict::NoMate => {
            if let Some(m) = expected {
                return wrong(format!(
                    "claims no mate in {asked} or fewer; the file gives mate in {m}"
                ));
            }
            // Some(true): proven, no mate; Some(false): the prover finds one.
            let reference = if trusted {
                Some(true)
            } else {
                prover
                    .as_deref_mut()
                    .and_then(|p| p.no_mate(&problem.position, asked, limits))
            };
            return match reference {
                Some(true) => Judgement::new(Outcome::NoMate, Vec::new(), None),
                Some(false) => wrong(format!(
                    "claims no mate in {asked} or fewer; the prover finds one"
                )),
                None => Judgement::new(
                    Outcome::Unknown,
                    Vec::new(),
                    Some(format!(
                        "the prover could not confirm that there is no mate in {asked} within the limits"
                    )),
                ),
            };
        }
        Verdict::Mate => {}
    }
    let k = solution.mate_in.unwrap_or(asked.get());
    if k > asked.get() {
        return wrong(format!(
            "claims mate in {k}, longer than the {asked} it was asked for"
        ));
    }
    let Some(&best) = solution.best_move() else {
        return wrong("claims mate without a move".to_owned());
    };
    let in_file = problem.is_key_move(&best);
    let confirmation = if trusted || (in_file && Some(k) == file) {
        Confirmation::Mates
    } else {
        match (prover.as_deref_mut(), MateDepth::new(i64::from(k))) {
            (Some(p), Ok(depth)) => p.confirm(&problem.position, best, depth, limits),
            _ => Confirmation::Unknown,
        }
    };
    let mut rejected = Vec::new();
    if !in_file
        && let (Some(p), Some(m)) = (prover, file.and_then(|m| MateDepth::new(m.into()).ok()))
    {
        for &key in &problem.key_moves {
            if p.confirm(&problem.position, key, m, limits) == Confirmation::Refuted {
                rejected.push(uci(key));
            }
        }
    }
    let disputed = (!rejected.is_empty()).then(|| {
        format!(
            "the prover refutes the file's key move(s) {}",
            rejected.join(" ")
        )
    });
    let (outcome, note) = match confirmation {
        Confirmation::Refuted => (
            Outcome::Wrong,
            Some(format!(
                "claims mate in {k} with {}; the prover refutes it",
                uci(best)
            )),
        ),
        Confirmation::Unknown => (
            Outcome::Unknown,
            Some(format!(
                "the prover could not confirm mate in {k} with {} within the limits",
                uci(best)
            )),
        ),
        Confirmation::Mates => match file {
            Some(m) if k > m && bound => (
                Outcome::Solved { shortest: false },
                Some(format!(
                    "mate in {k} or fewer (the searcher's own proof, a bound); the file gives mate in {m}"
                )),
            ),
            Some(m) if k > m => (
                Outcome::Wrong,
                Some(format!(
                    "claims mate in {k} as its shortest; the file gives mate in {m}"
                )),
            ),
            Some(m) if k < m => (
                Outcome::Solved { shortest: false },
                Some(format!("mate in {k}, shorter than the file's {m}")),
            ),
            _ => (Outcome::Solved { shortest: true }, None),
        },
    };
    // A refuted file key is the file's fault, not the answer's: said beside it.
    let note = match (note, disputed) {
        (Some(a), Some(b)) => Some(format!("{a}; {b}")),
        (a, b) => a.or(b),
    };
    Judgement::new(outcome, rejected, note)
}

/// Judges `solution`, the answer to "is the side to move mated in at most `asked`?"
/// where the file (`bm #-N`) says it is mated in exactly N. A mated answer of the
/// file's length agrees with the file; a shorter one counts only when `confirm` (the
/// reference's answer to "mated in K?") says so; a claimed escape contradicts the
/// file.
pub fn judge_mated(
    problem: &Problem,
    asked: MateDepth,
    solution: &Solution,
    confirm: &mut dyn FnMut(MateDepth) -> Verdict,
) -> Judgement {
    let file = problem.mate.filter(|&m| m < 0).map(i32::unsigned_abs);
    match (solution.verdict, solution.mate_in) {
        (Verdict::Unknown, _) => Judgement::new(Outcome::Unknown, Vec::new(), None),
        (Verdict::NoMate, _) => {
            let escape = solution
                .best_move()
                .map_or("a move".to_owned(), |&m| uci(m));
            Judgement::new(
                Outcome::Wrong,
                Vec::new(),
                Some(format!(
                    "claims {escape} escapes a mate in {asked}; the file gives mated in {}",
                    file.unwrap_or(asked.get())
                )),
            )
        }
        (Verdict::Mate, k) => {
            let k = k.unwrap_or(asked.get());
            match file {
                Some(m) if k < m => {
                    let verdict = MateDepth::new(k.into()).map_or(Verdict::Unknown, confirm);
                    match verdict {
                        Verdict::Mate => Judgement::new(
                            Outcome::Solved { shortest: false },
                            Vec::new(),
                            Some(format!("mated in {k}, sooner than the file's {m}")),
                        ),
                        Verdict::NoMate => Judgement::new(
                            Outcome::Wrong,
                            Vec::new(),
                            Some(format!("claims mated in {k}; the prover finds an escape")),
                        ),
                        Verdict::Unknown => Judgement::new(
                            Outcome::Unknown,
                            Vec::new(),
                            Some(format!(
                                "the prover could not confirm mated in {k} within the limits"
                            )),
                        ),
                    }
                }
                Some(m) if k > m => Judgement::new(
                    Outcome::Wrong,
                    Vec::new(),
                    Some(format!("claims mated in {k}; the file gives mated in {m}")),
                ),
                _ => Judgement::new(Outcome::Solved { shortest: true }, Vec::new(), None),
            }
        }
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
            bound: false,
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
            bound: false,
        };
        assert_eq!(
            judge(&p, depth(2), &claim(&p, "a2a3", 2), none).outcome,
            Outcome::Unknown
        );
    }

    #[test]
    fn refuted_file_key_is_reported_beside_a_right_answer() {
        let p = problem(&format!("{XOMHG} bm a3; dm 2;"));
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        let j = judge(&p, depth(2), &s, referee(&mut ByReplies(Brute)));
        assert!(j.correct, "our move is confirmed");
        assert_eq!(j.outcome, Outcome::Solved { shortest: true });
        assert_eq!(j.rejected_file_keys, ["a2a3"]);
        assert!(
            j.note
                .is_some_and(|n| n.contains("refutes the file's key move(s) a2a3"))
        );
    }

    /// `correct` never contradicts `outcome`.
    #[test]
    fn correct_follows_the_outcome() {
        for outcome in [
            Outcome::Solved { shortest: true },
            Outcome::Solved { shortest: false },
            Outcome::NoMate,
            Outcome::Wrong,
            Outcome::Unknown,
        ] {
            let j = Judgement::new(outcome, Vec::new(), None);
            assert_eq!(
                j.correct,
                matches!(outcome.as_str(), "solved" | "shorter" | "no-mate")
            );
        }
    }

    #[test]
    fn a_longer_question_than_the_file() {
        // Asked for a mate in 5 where the file gives 2: the mate in 2 is solved.
        let p = problem(&format!("{XOMHG} bm Rxd8+; dm 2;"));
        let s = Brute.solve(&p.position, depth(3), Limits::default());
        let j = judge(&p, depth(3), &s, referee(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::Solved { shortest: true });
        // Asked for a mate in 1 where the file gives 2: no mate is the right answer.
        let s = Brute.solve(&p.position, depth(1), Limits::default());
        assert_eq!(s.verdict, Verdict::NoMate);
        let j = judge(&p, depth(1), &s, referee(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::NoMate);
        assert!(j.correct);
        // No length in the file: a proven mate is solved.
        let p = problem(&format!("{XOMHG} bm Rxd8+;"));
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        let j = judge(&p, depth(2), &s, referee(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::Solved { shortest: true });
    }

    #[test]
    fn mated_answers() {
        let p = problem("k7/8/1K6/8/8/8/8/7R b - - bm #-1;");
        let mut s = claim(&p, "Kb8", 1);
        let mut yes = |_: MateDepth| Verdict::Mate;
        let mut unknown = |_: MateDepth| Verdict::Unknown;
        let j = judge_mated(&p, depth(1), &s, &mut unknown);
        assert_eq!(j.outcome, Outcome::Solved { shortest: true });
        s.verdict = Verdict::NoMate;
        assert_eq!(
            judge_mated(&p, depth(1), &s, &mut yes).outcome,
            Outcome::Wrong
        );
        s.verdict = Verdict::Unknown;
        assert_eq!(
            judge_mated(&p, depth(1), &s, &mut yes).outcome,
            Outcome::Unknown
        );
        let p = problem("k7/8/1K6/8/8/8/8/7R b - - bm #-2;");
        let s = claim(&p, "Kb8", 1);
        let j = judge_mated(&p, depth(2), &s, &mut yes);
        assert_eq!(j.outcome, Outcome::Solved { shortest: false });
        assert_eq!(
            judge_mated(&p, depth(2), &s, &mut unknown).outcome,
            Outcome::Unknown
        );
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

    /// A searcher's own proof gives a bound: longer than the file's mate, it is a
    /// right answer that is not the shortest; claimed as the shortest, it is wrong.
    #[test]
    fn a_proven_bound_longer_than_the_files_mate_is_right_but_not_shortest() {
        let p = problem(&format!("{XOMHG} bm Rxd8+; dm 2;"));
        fn bound(prover: &mut ByReplies<Brute>) -> Referee<'_> {
            Referee {
                bound: true,
                ..referee(prover)
            }
        }
        let claim3 = claim(&p, "Rxd8+", 3);
        let j = judge(&p, depth(3), &claim3, bound(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::Solved { shortest: false });
        assert!(j.correct);
        let j = judge(&p, depth(3), &claim3, referee(&mut ByReplies(Brute)));
        assert_eq!(j.outcome, Outcome::Wrong);
        // A bound is still confirmed: a move that does not mate is wrong.
        let j = judge(
            &p,
            depth(3),
            &claim(&p, "a2a3", 3),
            bound(&mut ByReplies(Brute)),
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
            bound: false,
        };
        let s = Brute.solve(&p.position, depth(2), Limits::default());
        assert_eq!(
            judge(&p, depth(2), &s, trusted).outcome,
            Outcome::Solved { shortest: true }
        );
    }
}
