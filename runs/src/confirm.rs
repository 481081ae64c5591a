//! Does a move force mate? The reference prover answers for `bench`, so that a key
//! move the file does not list is credited only when proven, and a file key the
//! prover refutes is reported.

use fitness::ab::Prover;
use fitness::{Limits, MateDepth, MateSolver, Verdict};
use shakmaty::{Chess, Move};

/// The prover's answer about one first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirmation {
    /// The move forces mate in at most N moves.
    Mates,
    /// It does not: a defence escapes (or the move is illegal).
    Refuted,
    /// The prover hit a limit before it knew.
    Unknown,
}

/// Something that can prove or refute one first move.
pub trait Confirmer {
    /// Does `m` force mate in at most `depth` moves from `position`?
    fn confirm(
        &mut self,
        position: &Chess,
        m: Move,
        depth: MateDepth,
        limits: Limits,
    ) -> Confirmation;

    /// Is there no mate in at most `depth` from `position`? `None` when a limit
    /// came first.
    fn no_mate(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Option<bool>;
}

/// A solver's answer as [`Confirmer::no_mate`]'s.
fn no_mate_of(verdict: Verdict) -> Option<bool> {
    match verdict {
        Verdict::NoMate => Some(true),
        Verdict::Mate => Some(false),
        Verdict::Unknown => None,
    }
}

/// The alpha-beta prover proves a given move directly, which is much cheaper than
/// solving each reply.
impl Confirmer for Prover {
    fn confirm(
        &mut self,
        position: &Chess,
        m: Move,
        depth: MateDepth,
        limits: Limits,
    ) -> Confirmation {
        match self.proves_move(position, &m, depth, limits).0 {
            Some(true) => Confirmation::Mates,
            Some(false) => Confirmation::Refuted,
            None => Confirmation::Unknown,
        }
    }

    fn no_mate(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Option<bool> {
        no_mate_of(MateSolver::solve(self, position, depth, limits).verdict)
    }
}

/// A confirmer built from any mate solver, asking it about every reply: slow, but
/// independent of the prover's own move proof, which the tests check against it.
#[cfg(test)]
pub mod by_replies {
    use super::{Confirmation, Confirmer};
    use chess_prims::Line;
    use fitness::{Limits, MateDepth, MateSolver, Verdict};
    use shakmaty::{Chess, Move, Position};

    pub struct ByReplies<S>(pub S);

    impl<S: MateSolver> Confirmer for ByReplies<S> {
        fn confirm(
            &mut self,
            position: &Chess,
            m: Move,
            depth: MateDepth,
            limits: Limits,
        ) -> Confirmation {
            confirm_move(&mut self.0, position, m, depth, limits)
        }

        fn no_mate(&mut self, position: &Chess, depth: MateDepth, limits: Limits) -> Option<bool> {
            super::no_mate_of(self.0.solve(position, depth, limits).verdict)
        }
    }

    /// After `m`, every defence must leave a mate in at most `depth − 1`.
    pub fn confirm_move(
        solver: &mut dyn MateSolver,
        position: &Chess,
        m: Move,
        depth: MateDepth,
        limits: Limits,
    ) -> Confirmation {
        if !position.is_legal(m) {
            return Confirmation::Refuted;
        }
        let mut line = Line::new(position.clone());
        line.play_unchecked(&m);
        if line.position().is_checkmate() {
            return Confirmation::Mates;
        }
        let Ok(rest) = MateDepth::new(i64::from(depth.get()) - 1) else {
            return Confirmation::Refuted;
        };
        let replies = line.position().legal_moves();
        if replies.is_empty() {
            // Stalemate.
            return Confirmation::Refuted;
        }
        let mut unknown = false;
        for reply in &replies {
            line.play_unchecked(reply);
            let verdict = solver.solve(line.position(), rest, limits).verdict;
            line.undo();
            match verdict {
                Verdict::Mate => {}
                Verdict::NoMate => return Confirmation::Refuted,
                Verdict::Unknown => unknown = true,
            }
        }
        if unknown {
            Confirmation::Unknown
        } else {
            Confirmation::Mates
        }
    }
}

#[cfg(test)]
mod tests {
    use super::by_replies::ByReplies;
    use super::*;
    use crate::testing::Brute;
    use fitness::problem::{parse_fen, parse_move};

    /// Asks both the reply-by-reply check (with the brute-force solver) and the
    /// alpha-beta prover's direct proof, and insists that they agree.
    fn check(fen: &str, mv: &str, n: i64) -> Confirmation {
        let p = parse_fen(fen).expect("legal").position;
        let m = parse_move(&p, mv).expect("legal move");
        let depth = MateDepth::new(n).expect("in range");
        let by_replies = ByReplies(Brute).confirm(&p, m, depth, Limits::default());
        let mut prover = Prover::new(fitness::ab::ProverOptions::default());
        let direct = prover.confirm(&p, m, depth, Limits::default());
        assert_eq!(by_replies, direct, "{fen} {mv} {n}");
        direct
    }

    #[test]
    fn confirms_and_refutes() {
        let back_rank = "6k1/5ppp/8/8/8/8/8/R5K1 w - -";
        assert_eq!(check(back_rank, "Ra8#", 1), Confirmation::Mates);
        assert_eq!(check(back_rank, "Ra7", 1), Confirmation::Refuted);
        assert_eq!(check(back_rank, "Ra8#", 3), Confirmation::Mates);
        let xomhg = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - -";
        assert_eq!(check(xomhg, "Rxd8+", 2), Confirmation::Mates);
        assert_eq!(check(xomhg, "Rxd8+", 1), Confirmation::Refuted);
        assert_eq!(check(xomhg, "a3", 2), Confirmation::Refuted);
        // Qb6 stalemates: no mate, even with moves to spare.
        assert_eq!(
            check("k7/8/2K5/8/8/8/8/1Q6 w - -", "Qb6", 3),
            Confirmation::Refuted
        );
    }

    #[test]
    fn a_node_limit_leaves_it_unknown() {
        let p = parse_fen("r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - -")
            .expect("legal")
            .position;
        let m = parse_move(&p, "a3").expect("legal move");
        let depth = MateDepth::new(3).expect("in range");
        let tight = Limits {
            max_nodes: Some(3),
            max_time: None,
        };
        let mut prover = Prover::new(fitness::ab::ProverOptions::default());
        assert_eq!(prover.confirm(&p, m, depth, tight), Confirmation::Unknown);
    }
}
