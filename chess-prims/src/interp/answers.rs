//! What the conditions asked before a move (docs/PRIMITIVES.md rule 11) found about
//! the board after it, kept for the position at one ply of the line.
//!
//! The move functions of a tree often ask several conditions of the same moves at the
//! same node: a chain of `MakeAnyOrAllMovesSuchThat` whose false branches hold more of
//! them asks each of its conditions of every move, and a condition such as
//! `(Or3 IsForcingMove IsCheck IsForcingMove)` asks a terminal twice. Each answer is a
//! pure function of the position, the move and the player (fixed for a search), so the
//! first is kept and the others read it. The boards an answer is counted as simulating
//! are counted again whenever it is read (as [`crate::features::remembered_mate_threat`]
//! does): nodes, boards and values never depend on what was kept, only the time does.

use std::cell::{Cell, OnceCell};

use shakmaty::Board;

use crate::features::Threat;
use crate::prims::Op;

/// The terminals whose answers are kept: every static terminal a
/// [`super::terminals::Scene`] answers (IsCheck and IsMaterialChange too, though a
/// condition before the move reads them from the search order and the move).
const KEPT: usize = 16;

/// The slot of the mate threat, after the terminals'.
const THREAT: usize = KEPT;

/// The bit that says the board after the move is kept, after the answers'.
const BOARD: usize = THREAT + 1;

/// The slot `op`'s answer is kept in; `None` for an op not kept.
fn slot(op: Op) -> Option<usize> {
    Some(match op {
        Op::IsCheck => 0,
        Op::OppKingProximityToEdges => 1,
        Op::NumOppPiecesAttacked => 2,
        Op::IsCheckFork => 3,
        Op::NumNotMovesOppKing => 4,
        Op::NumNotMovesOppBigger => 5,
        Op::IsOppKingProtectingPiece => 6,
        Op::EvaluateMaterial => 7,
        Op::IsMaterialChange => 8,
        Op::IsOppKingStuck => 9,
        Op::IsOppPiecePinned => 10,
        Op::IsPinCloseToKing => 11,
        Op::NumMyPiecesCanCheck => 12,
        Op::DidNumAttackingKingIncrease => 13,
        Op::IsDiscoveredCheck => 14,
        Op::IsDiscoveredProtectedCheck => 15,
        _ => return None,
    })
}

/// The answers found after one move, and the board they were read from (simulated
/// once, however many conditions ask about the move). A `Bool` answer is kept as 0.0
/// or 1.0.
#[derive(Clone, Debug, Default)]
pub(crate) struct MoveAnswers {
    values: [Cell<f64>; KEPT],
    threat: Cell<Option<Threat>>,
    board: OnceCell<Board>,
}

/// The answers kept for every move of the position at one ply, indexed as the moves
/// of its search order; forgotten when the order is remade for another position.
#[derive(Clone, Debug, Default)]
pub(crate) struct PlyAnswers {
    /// Per move, a bit per slot ([`KEPT`], then [`THREAT`], then [`BOARD`]): the
    /// answer is kept.
    known: Vec<Cell<u32>>,
    answers: Vec<MoveAnswers>,
}

impl PlyAnswers {
    /// Forgets every answer and makes room for `moves` moves.
    pub fn reset(&mut self, moves: usize) {
        for (known, answers) in self.known.iter().zip(&mut self.answers) {
            if known.get() & 1 << BOARD != 0 {
                answers.board.take();
            }
        }
        self.known.clear();
        self.known.resize_with(moves, Cell::default);
        if self.answers.len() < moves {
            self.answers.resize_with(moves, MoveAnswers::default);
        }
    }

    /// The answers for the `k`-th move; `None` beyond the moves of the position
    /// (which a caller's order never reaches).
    pub fn of_move(&self, k: usize) -> Option<KeptAnswers<'_>> {
        Some(KeptAnswers {
            known: self.known.get(k)?,
            answers: self.answers.get(k)?,
        })
    }
}

/// The kept answers of one move.
#[derive(Clone, Copy)]
pub(crate) struct KeptAnswers<'a> {
    known: &'a Cell<u32>,
    answers: &'a MoveAnswers,
}

impl<'a> KeptAnswers<'a> {
    fn has(&self, bit: usize) -> bool {
        self.known.get() & (1 << bit) != 0
    }

    fn mark(&self, bit: usize) {
        self.known.set(self.known.get() | 1 << bit);
    }

    /// `op`'s answer, from the slot or from `answer` (then kept); `answer`'s `None`
    /// (an op a board cannot answer) is never kept.
    pub fn terminal(&self, op: Op, answer: impl FnOnce() -> Option<f64>) -> Option<f64> {
        let Some(slot) = slot(op) else {
            return answer();
        };
        if self.has(slot) {
            return Some(self.answers.values[slot].get());
        }
        let value = answer()?;
        self.answers.values[slot].set(value);
        self.mark(slot);
        Some(value)
    }

    /// The mate threat after the move, from the slot or from `answer` (then kept).
    pub fn threat(&self, answer: impl FnOnce() -> Threat) -> Threat {
        if let Some(threat) = self.answers.threat.get().filter(|_| self.has(THREAT)) {
            return threat;
        }
        let threat = answer();
        self.answers.threat.set(Some(threat));
        self.mark(THREAT);
        threat
    }

    /// The board after the move, kept or made by `simulate` (then kept).
    pub fn board(self, simulate: impl FnOnce() -> Board) -> &'a Board {
        self.mark(BOARD);
        self.answers.board.get_or_init(simulate)
    }
}
