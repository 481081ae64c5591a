//! The alternating search routine of VIRGO's explanation facility (the thesis in
//! docs/EXPLAIN.md, chapter 4), with "mates within n" as the goal: two lines that
//! part at one move (a move omitted, or a pass in place of a reply) are played side
//! by side. The move that succeeds in line A is tried in line B; the defence that
//! refutes line B is tried in line A; and so on, until a move legal in one line is
//! illegal in the other. That move, and why it is illegal ([`Cause`]), is the trace
//! the theme templates read. Every step is a proof: A's moves mate within what is
//! left (proven), B's defences are proven refutations.

use shakmaty::{Chess, Move, Position};

use super::cause::{Cause, why_illegal};
use super::oracle::{Mate, Oracle};

/// One step of a line: a move, or a pass (the dummy move of the thesis).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Move(Move),
    Pass,
}

/// The line a move turned out illegal in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    A,
    B,
}

/// Where the two lines parted, and why.
#[derive(Clone, Debug)]
pub struct Trace {
    /// Line A after the test's own first steps, up to the move tried (not included).
    pub a: Vec<Step>,
    /// Line B likewise.
    pub b: Vec<Step>,
    /// The move legal in one line and not in the other; it ends the line it is legal in.
    pub mv: Move,
    pub illegal_in: Which,
    pub cause: Cause,
    /// The positions the move was tried in.
    pub pos_a: Chess,
    pub pos_b: Chess,
    /// Attacker moves left in line A at the point of the move (for the text: "no mate
    /// in n after it").
    pub remaining: u32,
}

/// How many defences of line B are tried against line A at one point, and how many
/// traces one call returns.
const MAX_REPLIES: usize = 8;

/// Runs the routine from `a` (where `first` mates within `remaining`, proven by the
/// caller) and `b` (same side to move). Returns the traces found at the first point
/// where the lines part (several when several of B's defences fail in A for
/// different reasons), or none: the move works in B too (the omitted move was not
/// needed there), a limit came first, or the lines part in no way a board shows.
pub fn alternate(
    oracle: &mut Oracle,
    mut a: Chess,
    mut b: Chess,
    first: Move,
    mut remaining: u32,
) -> Vec<Trace> {
    let mut la: Vec<Step> = Vec::new();
    let mut lb: Vec<Step> = Vec::new();
    let mut mv = first;
    loop {
        // Attacker to move in both: A's mating move, tried in B.
        if !b.is_legal(mv) {
            let cause = why_illegal(&mv, &a, &b);
            return vec![Trace {
                a: la,
                b: lb,
                mv,
                illegal_in: Which::B,
                cause,
                pos_a: a,
                pos_b: b,
                remaining,
            }];
        }
        match oracle.move_mates(&b, &mv, remaining) {
            Some(false) => {}
            // It mates in B as well (the thesis's halt condition C), or unknown.
            _ => return Vec::new(),
        }
        let a1 = oracle.play(&a, &mv);
        let b1 = oracle.play(&b, &mv);
        la.push(Step::Move(mv));
        lb.push(Step::Move(mv));
        let left = remaining - 1;
        // Defender to move in both: B's refutations, those illegal in A first.
        let mut replies: Vec<Move> = b1.legal_moves().into_iter().collect();
        // Captures of the piece just moved, then king moves, then the rest: the
        // defences a reader looks at first.
        replies.sort_by_key(|m| (m.to() != mv.to(), m.role() != shakmaty::Role::King));
        let (mut illegal, legal): (Vec<Move>, Vec<Move>) =
            replies.into_iter().partition(|m| !a1.is_legal(*m));
        // Checked in A and not in B: every move of B fails in A for one reason, the
        // check; one trace says it.
        if a1.is_check() && !b1.is_check() {
            illegal.retain(|m| matches!(why_illegal(m, &b1, &a1), Cause::InCheck { .. }));
            illegal.truncate(1);
        }
        let mut traces = Vec::new();
        for e in illegal.iter().take(MAX_REPLIES) {
            match oracle.refutes(&b1, e, left) {
                Some(true) => {
                    traces.push(Trace {
                        a: la.clone(),
                        b: lb.clone(),
                        mv: *e,
                        illegal_in: Which::A,
                        cause: why_illegal(e, &b1, &a1),
                        pos_a: a1.clone(),
                        pos_b: b1.clone(),
                        remaining: left,
                    });
                }
                Some(false) => {}
                None => return traces,
            }
        }
        if !traces.is_empty() || left == 0 {
            return traces;
        }
        // No refutation of B fails in A for a reason a board shows: follow one that
        // is legal in both, and let A answer it.
        let mut refutation = None;
        for e in legal.iter().take(MAX_REPLIES) {
            match oracle.refutes(&b1, e, left) {
                Some(true) => {
                    refutation = Some(*e);
                    break;
                }
                Some(false) => {}
                None => return Vec::new(),
            }
        }
        let Some(e) = refutation else {
            return Vec::new();
        };
        let a2 = oracle.play(&a1, &e);
        let b2 = oracle.play(&b1, &e);
        la.push(Step::Move(e));
        lb.push(Step::Move(e));
        let Mate::In(k, pv) = oracle.mate(&a2, left) else {
            return Vec::new();
        };
        let Some(&next) = pv.first() else {
            return Vec::new();
        };
        a = a2;
        b = b2;
        mv = next;
        remaining = k;
    }
}
