//! Is the side to move mated? "Mated in N" is Stockfish's `score mate -N` and
//! matetrack's `bm #-N`: the side to move has a legal move, and after each of them
//! the opponent mates in at most N moves (the longest defence lasts N); mated in 0 is
//! checkmate. Any mate solver answers it, one solve per legal move: the UCI engine
//! with its time slices, `bench` and `solve` with their limits.

use std::time::{Duration, Instant};

use chess_prims::Line;
use fitness::{Limits, MateDepth, MateSolver, Solution, StopReason, Verdict};
use shakmaty::{Chess, Move, Position};

/// One defence that loses: the move, and the opponent's shortest mate after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Loss {
    pub mv: Move,
    /// The opponent's mate after `mv`, in the opponent's moves.
    pub mate_in: u32,
    /// The opponent's mating line after `mv`.
    pub pv: Vec<Move>,
}

impl Loss {
    /// The whole line from the defender's position: its move, then the mate.
    pub fn line(&self) -> Vec<Move> {
        std::iter::once(self.mv)
            .chain(self.pv.iter().copied())
            .collect()
    }
}

/// The answer to "mated in N or fewer?".
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Every move loses: mated in `mate_in` (the longest of the losses), the losses
    /// longest first (the first is the best defence). Checkmate: `mate_in` 0 and no
    /// loss.
    Mated { mate_in: u32, losses: Vec<Loss> },
    /// After this move the opponent has no mate in N or fewer (proven); `None` when
    /// stalemated (no move, and not mated).
    Escapes(Option<Move>),
    /// No move escaped, and some solve ended without an answer (and why, if it said).
    Unknown(Option<StopReason>),
}

/// The defence of one position, deepened one N at a time: a move known to lose at N
/// loses at every longer N, so each check asks only about the moves not yet lost,
/// the one that escaped last time first.
pub struct Defence {
    line: Line,
    moves: Vec<Move>,
    /// Per move, once proven: the opponent's mate after it.
    lost: Vec<Option<Loss>>,
    /// The move that escaped at the last check.
    escaped: Option<usize>,
}

impl Defence {
    pub fn new(position: &Chess) -> Defence {
        let moves: Vec<Move> = position.legal_moves().into_iter().collect();
        Defence {
            line: Line::new(position.clone()),
            lost: vec![None; moves.len()],
            moves,
            escaped: None,
        }
    }

    /// Moves played to set up the opponent's solves (one node each; the solves'
    /// own nodes are theirs).
    pub fn nodes(&self) -> u64 {
        self.line.nodes()
    }

    /// Is the side to move mated in `depth` or fewer? `solve(position, depth)` asks a
    /// mate solver about the opponent's position after each move; an error from it
    /// ends the check.
    pub fn check<E>(
        &mut self,
        depth: MateDepth,
        mut solve: impl FnMut(&Chess, MateDepth) -> Result<Solution, E>,
    ) -> Result<Answer, E> {
        if self.moves.is_empty() {
            return Ok(if self.line.position().is_check() {
                Answer::Mated {
                    mate_in: 0,
                    losses: Vec::new(),
                }
            } else {
                Answer::Escapes(None)
            });
        }
        let order = self
            .escaped
            .into_iter()
            .chain((0..self.moves.len()).filter(|&i| Some(i) != self.escaped));
        let mut unknown = None;
        for i in order.collect::<Vec<_>>() {
            if self.lost[i].is_some() {
                continue;
            }
            let mv = self.moves[i];
            self.line.play_unchecked(&mv);
            let after = self.line.position().clone();
            self.line.undo();
            let s = solve(&after, depth)?;
            match s.verdict {
                Verdict::Mate => {
                    self.lost[i] = Some(Loss {
                        mv,
                        mate_in: s.mate_in.unwrap_or(depth.get()),
                        pv: s.pv,
                    });
                }
                Verdict::NoMate => {
                    self.escaped = Some(i);
                    return Ok(Answer::Escapes(Some(mv)));
                }
                Verdict::Unknown => unknown = Some(s.stopped_by),
            }
        }
        if let Some(reason) = unknown {
            return Ok(Answer::Unknown(reason));
        }
        let mut losses: Vec<Loss> = self.lost.iter().flatten().cloned().collect();
        // Longest first; among equals, the legal-move order.
        losses.sort_by_key(|l| std::cmp::Reverse(l.mate_in));
        let mate_in = losses.first().map_or(0, |l| l.mate_in);
        Ok(Answer::Mated { mate_in, losses })
    }
}

/// "Mated in `depth` or fewer?" answered by `solver` within `limits` (over all its
/// solves), as a [`Solution`] whose verdict is about the side to move being mated:
/// `Mate` when it is (`mate_in` the longest defence, `key_moves` every defence that
/// long, `pv` the longest defence and the mate after it), `NoMate` when a move
/// escapes (that move), `Unknown` otherwise.
pub fn solve_mated(
    solver: &mut dyn MateSolver,
    position: &Chess,
    depth: MateDepth,
    limits: Limits,
) -> Solution {
    let start = Instant::now();
    let mut nodes = 0;
    let mut defence = Defence::new(position);
    // The losses are ranked by their lengths: a bound would misplace them.
    let was_exact = solver.exact_lengths(true);
    let answer = defence.check(depth, |after, d| {
        let left = Limits {
            max_nodes: limits.max_nodes.map(|n| n.saturating_sub(nodes)),
            max_time: limits.max_time.map(|t| t.saturating_sub(start.elapsed())),
        };
        if left.max_nodes == Some(0) {
            return Err(StopReason::Nodes);
        }
        if left.max_time == Some(Duration::ZERO) {
            return Err(StopReason::Time);
        }
        let s = solver.solve(after, d, left);
        nodes += s.nodes;
        Ok(s)
    });
    solver.exact_lengths(was_exact);
    let mut solution = Solution {
        verdict: Verdict::Unknown,
        mate_in: None,
        key_moves: Vec::new(),
        pv: Vec::new(),
        nodes: nodes + defence.nodes(),
        elapsed: Duration::ZERO,
        stopped_by: None,
    };
    match answer {
        Ok(Answer::Mated { mate_in, losses }) => {
            solution.verdict = Verdict::Mate;
            solution.mate_in = Some(mate_in);
            solution.key_moves = losses
                .iter()
                .take_while(|l| l.mate_in == mate_in)
                .map(|l| l.mv)
                .collect();
            solution.pv = losses.first().map(Loss::line).unwrap_or_default();
        }
        Ok(Answer::Escapes(escape)) => {
            solution.verdict = Verdict::NoMate;
            solution.key_moves = escape.into_iter().collect();
            solution.pv = solution.key_moves.clone();
        }
        Ok(Answer::Unknown(reason)) => solution.stopped_by = reason,
        Err(reason) => solution.stopped_by = Some(reason),
    }
    solution.elapsed = start.elapsed();
    solution
}

#[cfg(test)]
mod tests {
    use super::*;
    use fitness::ab::{Prover, ProverOptions};
    use fitness::problem::{parse_fen, uci};
    use std::convert::Infallible;

    fn position(fen: &str) -> Chess {
        parse_fen(fen).expect("test FEN").position
    }

    fn depth(n: i64) -> MateDepth {
        MateDepth::new(n).expect("in range")
    }

    fn check(fen: &str, n: i64) -> (Answer, u64) {
        let mut prover = Prover::new(ProverOptions::default());
        let mut d = Defence::new(&position(fen));
        let answer = d
            .check(depth(n), |p, k| {
                Ok::<_, Infallible>(prover.solve(p, k, Limits::default()))
            })
            .unwrap_or_else(|e| match e {});
        (answer, d.nodes())
    }

    #[test]
    fn mated_in_one_as_stockfish_says_mate_minus_one() {
        // Black's only move Kb8 meets Rh8#.
        let (answer, nodes) = check("k7/8/1K6/8/8/8/8/7R b - - 0 1", 1);
        let Answer::Mated { mate_in, losses } = answer else {
            panic!("{answer:?}")
        };
        assert_eq!(mate_in, 1);
        let lines: Vec<Vec<String>> = losses
            .iter()
            .map(|l| l.line().into_iter().map(uci).collect())
            .collect();
        assert_eq!(lines, [["a8b8", "h1h8"]]);
        assert_eq!(nodes, 1, "one move played to ask about it");
    }

    #[test]
    fn an_escape_and_a_longer_defence() {
        // KQ vs K, Black to move: no mate within 1 after every reply.
        let fen = "8/8/8/8/8/2k5/8/KQ6 b - - 0 1";
        let (answer, _) = check(fen, 1);
        assert!(matches!(answer, Answer::Escapes(Some(_))), "{answer:?}");
        // The mate of the prover's mate-in-2 test, seen from the defender after 1. Kf7.
        let (answer, _) = check("7k/5K2/8/8/8/8/8/6R1 b - - 1 1", 1);
        let Answer::Mated { mate_in, losses } = answer else {
            panic!("{answer:?}")
        };
        assert_eq!((mate_in, losses.len()), (1, 1));
    }

    #[test]
    fn deepening_asks_only_what_is_open() {
        let mut prover = Prover::new(ProverOptions::default());
        let fen = "7k/5K2/8/8/8/8/8/6R1 b - - 1 1";
        let mut d = Defence::new(&position(fen));
        let mut asked = 0;
        for n in 1..=2 {
            d.check(depth(n), |p, k| {
                asked += 1;
                Ok::<_, Infallible>(prover.solve(p, k, Limits::default()))
            })
            .unwrap_or_else(|e| match e {});
        }
        assert_eq!(asked, 1, "the lost move is not asked again");
    }

    #[test]
    fn checkmate_stalemate_and_errors() {
        let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        assert_eq!(
            check(mated, 1).0,
            Answer::Mated {
                mate_in: 0,
                losses: Vec::new()
            }
        );
        assert_eq!(
            check("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 1).0,
            Answer::Escapes(None)
        );
        let mut d = Defence::new(&position("k7/8/1K6/8/8/8/8/7R b - - 0 1"));
        assert_eq!(d.check(depth(1), |_, _| Err("stopped")), Err("stopped"));
    }

    #[test]
    fn as_a_solution_within_limits() {
        let mut prover = Prover::new(ProverOptions::default());
        let p = position("7k/8/5K2/8/8/8/8/6R1 b - - 0 1");
        let s = solve_mated(&mut prover, &p, depth(3), Limits::default());
        assert_eq!((s.verdict, s.mate_in), (Verdict::Mate, Some(3)));
        let pv: Vec<String> = s.pv.iter().map(|&m| uci(m)).collect();
        assert_eq!(pv[0], "h8h7");
        assert_eq!(pv.len(), 6, "{pv:?}");
        let s = solve_mated(&mut prover, &p, depth(2), Limits::default());
        assert_eq!((s.verdict, s.key_moves.len()), (Verdict::NoMate, 1));
        let tight = Limits {
            max_nodes: Some(3),
            max_time: None,
        };
        let s = solve_mated(&mut prover, &p, depth(3), tight);
        assert_eq!(s.verdict, Verdict::Unknown);
        assert_eq!(s.stopped_by, Some(StopReason::Nodes));
    }
}
