//! The terminals (Tables 3 and 6). All but three are static: they read the board,
//! the board before the last move, and the last move, and nothing else, so they can be
//! answered for a board simulated after a move as well as for the one on the board
//! ([`Scene`]). IsNextMoveForced and IsNextMoveForcedWithKing read the legal moves,
//! and IsMateInOneOrLess tries the player's checking moves and pays a node for each.
//! The optional IsMateThreat (and IsForcingMove) read the board alone too, but
//! simulate boards to answer (counted, no node), so they are answered apart from
//! [`Scene`].

use std::cell::OnceCell;

use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Role};

use super::eval::Interp;
use crate::features::{
    checkers, discovered_checkers, edge_distance, is_check_fork, king_area_attackers,
    king_blocked_squares, king_escape_squares, king_protects_piece, material_balance,
    pieces_attacked_near_king, pieces_that_can_check, pinned, pinned_close_to_king,
    remembered_mate_threat,
};
use crate::prims::Op;
use crate::{SearchContext, may_checkmate};

/// All that a static terminal reads.
pub(super) struct Scene<'a> {
    pub board: &'a Board,
    /// The board before the last move (`None` at the root).
    pub previous: Option<&'a Board>,
    pub last_move: Option<&'a Move>,
    /// The player made the last move (so the opponent is to move).
    pub player_moved_last: bool,
    pub player: Color,
    /// The counts on `previous` already found, when many scenes share it.
    pub before: Option<&'a CountsBefore>,
}

/// What the terminals comparing with the board before the last move (NumNotMovesOppBigger,
/// DidNumAttackingKingIncrease) count on it: the same for every move of a node, so a
/// condition asked before each move counts it once.
#[derive(Default)]
pub(super) struct CountsBefore {
    blocked: OnceCell<usize>,
    attackers: OnceCell<usize>,
}

impl<'a> Scene<'a> {
    pub fn of(ctx: &'a SearchContext) -> Scene<'a> {
        Scene {
            board: ctx.position().board(),
            previous: ctx.previous_position().map(Chess::board),
            last_move: ctx.last_move(),
            player_moved_last: !ctx.is_max_node(),
            player: ctx.player(),
            before: None,
        }
    }

    /// A `Float` terminal.
    pub fn float(&self, op: Op) -> f64 {
        let (board, player) = (self.board, self.player);
        let n = match op {
            Op::OppKingProximityToEdges => board
                .king_of(!player)
                .map_or(0, |k| 3 - edge_distance(k) as usize),
            Op::NumOppPiecesAttacked => pieces_attacked_near_king(board, player).count(),
            Op::NumNotMovesOppKing => king_blocked_squares(board, player) as usize,
            Op::EvaluateMaterial => return f64::from(material_balance(board, player)),
            Op::NumMyPiecesCanCheck => pieces_that_can_check(board, player).count(),
            // The parser and `check` admit only Float terminals here.
            _ => 0,
        };
        n as f64
    }

    /// A static `Bool` terminal; `None` for the three that need the position itself.
    pub fn boolean(&self, op: Op) -> Option<bool> {
        let (board, player) = (self.board, self.player);
        Some(match op {
            Op::IsCheck => checkers(board, player).any(),
            Op::IsCheckFork => is_check_fork(board, player),
            Op::NumNotMovesOppBigger => self.grew(
                |b| king_blocked_squares(b, player) as usize,
                self.before.map(|c| &c.blocked),
            ),
            Op::IsOppKingProtectingPiece => king_protects_piece(board, player),
            Op::IsMaterialChange => self.last_move.is_some_and(|m| m.is_capture()),
            Op::IsOppKingStuck => is_king_stuck(board, player),
            Op::IsOppPiecePinned => pinned(board, !player).any(),
            Op::IsPinCloseToKing => pinned_close_to_king(board, player).any(),
            Op::DidNumAttackingKingIncrease => self.grew(
                |b| king_area_attackers(b, player).count(),
                self.before.map(|c| &c.attackers),
            ),
            Op::IsDiscoveredCheck => self.discovered().any(),
            Op::IsDiscoveredProtectedCheck => {
                let occupied = board.occupied();
                self.discovered()
                    .into_iter()
                    .any(|sq| board.attacks_to(sq, player, occupied).any())
            }
            Op::IsMateInOneOrLess
            | Op::IsNextMoveForced
            | Op::IsNextMoveForcedWithKing
            | Op::IsMateThreat
            | Op::IsForcingMove => {
                return None;
            }
            // The parser and `check` admit only Bool terminals here.
            _ => false,
        })
    }

    /// `feature` is larger now than before the last move (false at the root); its
    /// value before is taken from `before` when found already, and kept there.
    fn grew(&self, feature: impl Fn(&Board) -> usize, before: Option<&OnceCell<usize>>) -> bool {
        self.previous.is_some_and(|prev| {
            let then = match before {
                Some(kept) => *kept.get_or_init(|| feature(prev)),
                None => feature(prev),
            };
            feature(self.board) > then
        })
    }

    /// The checks the player's last move discovered (empty unless the last move was
    /// the player's).
    fn discovered(&self) -> Bitboard {
        match self.last_move {
            Some(last) if self.player_moved_last => {
                discovered_checkers(self.board, self.player, last)
            }
            _ => Bitboard::EMPTY,
        }
    }
}

impl Interp<'_> {
    /// Evaluates a `Float` terminal.
    pub fn float_terminal(self, op: Op, ctx: &mut SearchContext) -> f64 {
        Scene::of(ctx).float(op)
    }

    /// Evaluates a `Bool` terminal.
    pub fn bool_terminal(self, op: Op, ctx: &mut SearchContext) -> bool {
        let player = ctx.player();
        let pos = ctx.position();
        match op {
            Op::IsMateInOneOrLess => is_mate_in_one_or_less(ctx),
            Op::IsMateThreat => !ctx.is_max_node() && is_mate_threat(pos.board(), player, ctx),
            Op::IsForcingMove => {
                !ctx.is_max_node()
                    && (checkers(pos.board(), player).any()
                        || is_mate_threat(pos.board(), player, ctx))
            }
            Op::IsNextMoveForced => pos.turn() != player && pos.legal_moves().len() == 1,
            Op::IsNextMoveForcedWithKing => pos.turn() != player && only_king_moves(pos),
            _ => Scene::of(ctx).boolean(op).unwrap_or(false),
        }
    }
}

fn is_king_stuck(board: &Board, player: Color) -> bool {
    let Some(king) = board.king_of(!player) else {
        return false;
    };
    let escapes = king_escape_squares(board, player);
    let here = edge_distance(king);
    escapes.any() && escapes.into_iter().all(|sq| edge_distance(sq) < here)
}

fn only_king_moves(pos: &Chess) -> bool {
    let moves = pos.legal_moves();
    !moves.is_empty() && moves.iter().all(|m| m.role() == Role::King)
}

/// [`crate::features::mate_threat`] (remembered) on `board` (the position reached, or one simulated after a player's
/// move), its boards counted.
pub(super) fn is_mate_threat(board: &Board, player: Color, ctx: &SearchContext) -> bool {
    let threat = remembered_mate_threat(board, player);
    ctx.count_boards(threat.boards);
    threat.threatens
}

/// The opponent is checkmated, or the player is to move and has a mating move. Only
/// a check that leaves the king no flight square can mate, and both are static
/// questions ([`may_checkmate`]), so only such moves are applied, as the reference
/// prover does.
fn is_mate_in_one_or_less(ctx: &mut SearchContext) -> bool {
    if !ctx.is_max_node() {
        return ctx.position().is_checkmate();
    }
    let pos = ctx.position();
    let mut checks = pos.legal_moves();
    checks.retain(|m| may_checkmate(pos, m));
    for mv in &checks {
        match ctx.with_move(mv, |c| c.position().is_checkmate()) {
            Some(true) => return true,
            Some(false) => {}
            None => return false,
        }
    }
    false
}
