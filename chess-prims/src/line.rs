//! The line of play below a search root: the one place in mategp where a move is
//! applied, and so the one place where a node is counted (docs/PRIMITIVES.md rule 3);
//! and the one place where a primitive simulates the board after a move without
//! applying it, counted apart as a board ([`Line::board_after`]).

use std::cell::Cell;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Board, Chess, EnPassantMode, Move, Position};

use crate::child_hash::{ChildBase, child_hash};
use crate::features;

#[derive(Clone, Debug)]
struct Frame {
    position: Chess,
    hash: u64,
    /// The move that produced this position; `None` at the root.
    last_move: Option<Move>,
}

/// A stack of positions from a root, with Zobrist hashes, a node counter and a board
/// counter.
///
/// Copy-make rather than make/undo: a shakmaty position is a few cache lines and
/// copying it is cheaper and simpler than reversing a move.
#[derive(Clone, Debug)]
pub struct Line {
    frames: Vec<Frame>,
    nodes: u64,
    /// A `Cell` because a board is simulated while the position is only borrowed
    /// (conditions are asked of the moves of the position at the top of the line).
    boards: Cell<u64>,
}

/// The position a move would lead to, as [`Line::peek`] sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peek {
    pub hash: u64,
    pub halfmoves: u32,
    pub repeats: bool,
}

/// The move given to [`Line::play`] is not legal in the current position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove;

impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("illegal move")
    }
}

impl std::error::Error for IllegalMove {}

pub fn zobrist(position: &Chess) -> u64 {
    position.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl Line {
    pub fn new(root: Chess) -> Line {
        let hash = zobrist(&root);
        let mut frames = Vec::with_capacity(64);
        frames.push(Frame {
            position: root,
            hash,
            last_move: None,
        });
        Line {
            frames,
            nodes: 0,
            boards: Cell::new(0),
        }
    }

    /// The position at the top of the line.
    #[inline]
    pub fn position(&self) -> &Chess {
        // Invariant: the root frame is never popped.
        &self.frames[self.frames.len() - 1].position
    }

    #[inline]
    pub fn root(&self) -> &Chess {
        &self.frames[0].position
    }

    /// Zobrist hash of the current position (halfmove clock excluded).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.frames[self.frames.len() - 1].hash
    }

    /// Plies played below the root.
    #[inline]
    pub fn ply(&self) -> u32 {
        (self.frames.len() - 1) as u32
    }

    /// Moves applied since the line was made.
    #[inline]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Boards simulated since the line was made ([`Line::board_after`]).
    #[inline]
    pub fn boards(&self) -> u64 {
        self.boards.get()
    }

    /// The move that produced the current position; `None` at the root.
    #[inline]
    pub fn last_move(&self) -> Option<&Move> {
        self.frames[self.frames.len() - 1].last_move.as_ref()
    }

    /// The position before the last move; `None` at the root.
    pub fn previous_position(&self) -> Option<&Chess> {
        let n = self.frames.len();
        (n >= 2).then(|| &self.frames[n - 2].position)
    }

    /// The moves from the root to the current position.
    pub fn moves(&self) -> impl Iterator<Item = &Move> {
        self.frames.iter().filter_map(|f| f.last_move.as_ref())
    }

    /// Applies a move after checking that it is legal.
    pub fn play(&mut self, mv: &Move) -> Result<(), IllegalMove> {
        if self.position().is_legal(*mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove)
        }
    }

    /// Applies a legal move and counts one node. Every move applied anywhere in a
    /// search goes through here.
    #[inline]
    pub fn play_unchecked(&mut self, mv: &Move) {
        let index = self.frames.len() - 1;
        let hash = self.hash_after(mv);
        // The new frame is cloned straight into the stack and the move made there:
        // one copy of the position instead of two.
        self.frames.extend_from_within(index..);
        let top = &mut self.frames[index + 1];
        top.position.play_unchecked(*mv);
        top.hash = hash.unwrap_or_else(|| zobrist(&top.position));
        top.last_move = Some(*mv);
        self.nodes += 1;
    }

    /// The board after `mv`, a legal move of the side to move, simulated without
    /// applying the move: no node, and one board counted. Every board a primitive
    /// simulates to answer a question about a move before (or instead of) applying it
    /// goes through here or [`Line::count_boards`], so that work no node pays for is
    /// still counted, apart.
    #[inline]
    pub fn board_after(&self, mv: &Move) -> Board {
        self.boards.set(self.boards.get() + 1);
        let position = self.position();
        features::board_after(position.board(), mv, position.turn())
    }

    /// Counts `n` boards simulated outside [`Line::board_after`]: the passed position
    /// and the moves tried on it that answer a mate threat
    /// ([`crate::features::mate_threat`]), and the board after a move that a condition
    /// reads, simulated once per node and counted at each condition that reads it.
    #[inline]
    pub(crate) fn count_boards(&self, n: u64) {
        self.boards.set(self.boards.get() + n);
    }

    /// The hash of the position `mv` leads to, found without playing it (so it
    /// counts no node); `None` when it cannot be updated incrementally.
    #[inline]
    pub fn hash_after(&self, mv: &Move) -> Option<u64> {
        self.hash_after_from(self.child_base(), mv)
    }

    /// What the hashes of every position a move of the current position leads to
    /// share, for [`Line::hash_after_from`]: made once, it saves work when many moves
    /// of one position are hashed.
    #[inline]
    pub fn child_base(&self) -> ChildBase {
        let top = &self.frames[self.frames.len() - 1];
        ChildBase::new(&top.position, top.hash)
    }

    /// [`Line::hash_after`] with `base` the current position's [`Line::child_base`].
    #[inline]
    pub fn hash_after_from(&self, base: ChildBase, mv: &Move) -> Option<u64> {
        child_hash(self.position(), base, mv)
    }

    /// What playing `mv` would lead to, found without playing it (so it counts no
    /// node): the new position's hash and halfmove clock, and whether it would repeat a
    /// position of the line (as [`Line::is_repetition`] would say after the move).
    /// `None` when the hash cannot be updated incrementally.
    pub fn peek(&self, mv: &Move) -> Option<Peek> {
        Some(self.peek_hashed(mv, self.hash_after(mv)?))
    }

    /// [`Line::peek`] when the hash after `mv` is already known (from
    /// [`Line::hash_after`]).
    pub fn peek_hashed(&self, mv: &Move, hash: u64) -> Peek {
        let top = &self.frames[self.frames.len() - 1];
        let halfmoves = if mv.is_zeroing() {
            0
        } else {
            top.position.halfmoves().saturating_add(1)
        };
        // The new position would stand just above the top.
        Peek {
            hash,
            halfmoves,
            repeats: self.repeats(self.frames.len(), hash, halfmoves),
        }
    }

    /// Passes the turn (a null move, for null-move pruning) and counts one node, as
    /// any move does. Returns `false`, and changes nothing, when the side to move is
    /// in check.
    pub fn play_null(&mut self) -> bool {
        let top = &self.frames[self.frames.len() - 1];
        if top.position.is_check() {
            return false;
        }
        let Ok(position) = top.position.clone().swap_turn() else {
            return false;
        };
        let hash = zobrist(&position);
        self.frames.push(Frame {
            position,
            hash,
            last_move: None,
        });
        self.nodes += 1;
        true
    }

    /// Takes back the last move. Does nothing at the root.
    #[inline]
    pub fn undo(&mut self) {
        if self.frames.len() > 1 {
            self.frames.pop();
        }
    }

    /// Takes back moves until the line is `ply` plies deep.
    pub fn undo_to(&mut self, ply: u32) {
        self.frames.truncate(ply as usize + 1);
    }

    /// The current position already stood earlier in this line (twofold repetition).
    ///
    /// A forced mate never needs a repetition: along a shortest mate the distance to
    /// mate falls with every move, so a mate search can score any repetition as a draw
    /// without losing a mate or claiming a false one.
    pub fn is_repetition(&self) -> bool {
        let index = self.frames.len() - 1;
        let top = &self.frames[index];
        self.repeats(index, top.hash, top.position.halfmoves())
    }

    /// Whether a position with `hash` and `halfmoves` standing at `index` of the line
    /// repeats one before it: the same side to move, within the reversible moves.
    fn repeats(&self, index: usize, hash: u64, halfmoves: u32) -> bool {
        let oldest = index.saturating_sub(halfmoves as usize);
        let mut i = index;
        while i >= oldest + 2 {
            i -= 2;
            if self.frames[i].hash == hash {
                return true;
            }
        }
        false
    }

    /// The fifty-move rule has run out (and the position is not mate, which the
    /// caller checks first: a mate on the hundredth halfmove still counts).
    #[inline]
    pub fn is_fifty_move_draw(&self) -> bool {
        self.position().halfmoves() >= 100
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Role, fen::Fen, uci::UciMove};

    fn line(fen: &str) -> Line {
        let pos: Chess = fen
            .parse::<Fen>()
            .expect("test FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal test position");
        Line::new(pos)
    }

    fn mv(line: &Line, uci: &str) -> Move {
        uci.parse::<UciMove>()
            .expect("test UCI")
            .to_move(line.position())
            .expect("legal test move")
    }

    #[test]
    fn counts_one_node_per_move_and_undo_restores() {
        let mut l = line("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let root_hash = l.hash();
        for m in ["e2e4", "e7e5", "g1f3"] {
            let m = mv(&l, m);
            l.play(&m).expect("legal");
        }
        assert_eq!(l.nodes(), 3);
        assert_eq!(l.ply(), 3);
        l.undo_to(0);
        assert_eq!(l.hash(), root_hash);
        assert_eq!(l.nodes(), 3, "undo is free");
    }

    #[test]
    fn a_simulated_board_counts_a_board_and_no_node() {
        let mut l = line("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        let moves = l.position().legal_moves();
        for m in &moves {
            let simulated = l.board_after(m);
            l.play_unchecked(m);
            assert_eq!(&simulated, l.position().board(), "{m}");
            l.undo();
        }
        assert_eq!(l.boards(), moves.len() as u64);
        assert_eq!(l.nodes(), moves.len() as u64, "only the moves played");
        let copy = l.clone();
        assert_eq!(copy.boards(), l.boards());
    }

    #[test]
    fn incremental_hash_equals_full_hash() {
        // Castling, en passant, promotion with capture: every fallback path.
        let mut l = line("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        for m in ["e5d6", "e8g8", "b7a8q", "g8g7", "e1c1"] {
            let m = mv(&l, m);
            l.play(&m).expect("legal");
            assert_eq!(l.hash(), zobrist(l.position()), "after {m}");
        }
    }

    /// `peek` foresees exactly what playing the move gives, along a line that repeats
    /// positions and makes every kind of move.
    #[test]
    fn peek_agrees_with_playing() {
        let mut l = line("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        let mut compared = 0;
        for m in [
            "e5d6", "e8g8", "b7a8q", "g8g7", "e1d2", "g7g8", "d2e1", "g8g7", "e1d2", "g7g8",
        ] {
            for candidate in l.position().legal_moves() {
                let Some(peek) = l.peek(&candidate) else {
                    continue;
                };
                l.play_unchecked(&candidate);
                assert_eq!(peek.hash, l.hash(), "{candidate}");
                l.undo();
                assert_eq!(l.hash_after(&candidate), Some(peek.hash), "{candidate}");
                assert_eq!(l.peek_hashed(&candidate, peek.hash), peek, "{candidate}");
                l.play_unchecked(&candidate);
                assert_eq!(peek.halfmoves, l.position().halfmoves(), "{candidate}");
                assert_eq!(peek.repeats, l.is_repetition(), "{candidate}");
                compared += usize::from(peek.repeats);
                l.undo();
            }
            let m = mv(&l, m);
            l.play(&m).expect("legal");
        }
        assert!(
            compared >= 2,
            "repetitions were among the peeks: {compared}"
        );
    }

    /// Along random games from positions with castling rights, every legal move's
    /// incremental hash (where there is one) equals the hash of the position made.
    #[test]
    fn hash_after_equals_the_full_hash() {
        let mut checked = 0;
        let mut king_moves = 0;
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for start in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // The king can take a rook that still has its castling right.
            "r3k2r/6K1/8/8/8/8/8/8 w kq - 0 1",
        ] {
            for _ in 0..40 {
                let mut l = line(start);
                for _ in 0..30 {
                    let moves = l.position().legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for m in &moves {
                        if let Some(h) = l.hash_after(m) {
                            let mut after = l.position().clone();
                            after.play_unchecked(*m);
                            assert_eq!(h, zobrist(&after), "{m}");
                            checked += 1;
                            king_moves += usize::from(m.role() == Role::King);
                        }
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    l.play_unchecked(&moves[(seed % moves.len() as u64) as usize]);
                }
            }
        }
        assert!(
            checked > 10_000 && king_moves > 500,
            "{checked} {king_moves}"
        );
    }

    /// Along random games with castling, en passant and promotions, each frame holds
    /// exactly the position and hash that playing the moves on a copy gives, and
    /// taking moves back restores them.
    #[test]
    fn frames_match_positions_played_on_a_copy() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut plies = 0;
        for start in [
            "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
            "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            for _ in 0..20 {
                let mut l = line(start);
                let mut played = vec![l.position().clone()];
                for _ in 0..40 {
                    let moves = l.position().legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let m = moves[(seed % moves.len() as u64) as usize];
                    let mut copy = played[played.len() - 1].clone();
                    copy.play_unchecked(m);
                    l.play_unchecked(&m);
                    assert_eq!(l.position(), &copy, "{m}");
                    assert_eq!(l.hash(), zobrist(&copy), "{m}");
                    assert_eq!(l.last_move(), Some(&m));
                    played.push(copy);
                    plies += 1;
                }
                let back = played.len() / 2;
                l.undo_to(back as u32);
                assert_eq!(l.position(), &played[back]);
                assert_eq!(l.hash(), zobrist(&played[back]));
            }
        }
        assert!(plies > 1000, "{plies}");
    }

    #[test]
    fn detects_repetition_within_the_line_only() {
        let mut l = line("4k3/8/8/8/8/8/8/4K2N w - - 0 1");
        for m in ["h1g3", "e8d8", "g3h1"] {
            let m = mv(&l, m);
            l.play(&m).expect("legal");
            assert!(!l.is_repetition());
        }
        let m = mv(&l, "d8e8");
        l.play(&m).expect("legal");
        assert!(l.is_repetition());
    }

    #[test]
    fn null_move_passes_the_turn_and_counts() {
        let mut l = line("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert!(l.play_null());
        assert_eq!(l.position().turn(), shakmaty::Color::Black);
        assert_eq!(l.nodes(), 1);
        l.undo();
        let check = mv(&l, "h1h8");
        l.play_unchecked(&check);
        assert!(!l.play_null(), "no null move out of check");
        assert_eq!(l.nodes(), 2);
    }

    /// `play` refuses a move that is not legal here (a black move with White to move)
    /// and leaves the line as it was: no node, no ply, the same hash.
    #[test]
    fn play_refuses_an_illegal_move_and_changes_nothing() {
        let mut l = line("4k3/8/8/8/8/8/p7/4K2N w - - 5 10");
        assert!(l.play(&mv(&l, "h1g3")).is_ok());
        let black = mv(&l, "e8d8");
        l.undo();
        let (nodes, hash) = (l.nodes(), l.hash());
        assert_eq!(l.play(&black), Err(IllegalMove));
        assert_eq!((l.nodes(), l.ply(), l.hash()), (nodes, 0, hash));
        assert!(l.play(&mv(&l, "h1g3")).is_ok(), "a legal move still plays");
    }
}
