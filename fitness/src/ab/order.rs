//! Move ordering for mate search: Geniss's move weights for the attacker (checks
//! first, then captures, then moves that attack the king's area), refutations first
//! for the defender, with the table's move, killers and history above all.

use chess_prims::{gives_check, may_checkmate};
use shakmaty::{Bitboard, Chess, Color, Move, MoveList, Position, Role, Square, attacks};

use super::tt::PackedMove;

/// Killer moves: per ply, the last two moves that decided a node.
pub struct Killers {
    slots: Vec<[Option<Move>; 2]>,
}

impl Killers {
    pub fn new() -> Killers {
        Killers {
            slots: vec![[None; 2]; 256],
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill([None; 2]);
    }

    fn get(&self, ply: u32) -> [Option<Move>; 2] {
        self.slots.get(ply as usize).copied().unwrap_or([None; 2])
    }

    pub fn record(&mut self, ply: u32, mv: Move) {
        if let Some(slot) = self.slots.get_mut(ply as usize)
            && slot[0] != Some(mv)
        {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
    }
}

/// History: how often a (colour, from, to) move decided a node, weighted by depth.
pub struct History {
    table: Vec<u32>,
}

impl History {
    pub fn new() -> History {
        History {
            table: vec![0; 2 * 64 * 64],
        }
    }

    pub fn clear(&mut self) {
        self.table.fill(0);
    }

    fn index(color: Color, mv: &Move) -> usize {
        let from = mv.from().map_or(0, usize::from);
        color as usize * 4096 + from * 64 + usize::from(mv.to())
    }

    fn get(&self, color: Color, mv: &Move) -> u32 {
        self.table[History::index(color, mv)]
    }

    pub fn record(&mut self, color: Color, mv: &Move, n: u32) {
        let cell = &mut self.table[History::index(color, mv)];
        *cell = cell.saturating_add(n * n).min(1 << 16);
    }
}

/// What the picker knows beyond the position.
pub struct Hints<'a> {
    pub table_move: PackedMove,
    pub killers: Option<&'a Killers>,
    pub history: Option<&'a History>,
    pub ply: u32,
    /// Order by the mate heuristics at all (off measures their effect).
    pub mate_heuristics: bool,
    /// Attacker moves to hand out before all others, in this order.
    pub first: &'a [Move],
}

const VALUE: [i32; 7] = [0, 1, 3, 3, 5, 9, 0];

fn value(role: Role) -> i32 {
    VALUE[role as usize]
}

/// Hands out legal moves best-first, scoring all and selecting lazily, so that a node
/// decided by its first move sorts nothing.
pub struct MovePicker {
    moves: MoveList,
    scores: [i32; 256],
    next: usize,
}

impl MovePicker {
    /// The attacker's moves. With `last_move`, only the moves that may mate at once:
    /// checks that leave the king no flight square (decided statically).
    pub fn attacker(position: &Chess, last_move: bool, hints: &Hints) -> MovePicker {
        let mut moves = position.legal_moves();
        if last_move {
            moves.retain(|m| may_checkmate(position, m));
        }
        let checks_only = last_move;
        let mut picker = MovePicker {
            moves,
            scores: [0; 256],
            next: 0,
        };
        let zone = position
            .board()
            .king_of(!position.turn())
            .map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k));
        let occupied = position.board().occupied();
        for (i, mv) in picker.moves.iter().enumerate() {
            let mut score = common_score(position.turn(), mv, hints);
            if hints.mate_heuristics {
                if checks_only || gives_check(position, mv) {
                    score += 1 << 20;
                }
                if let Some(victim) = mv.capture() {
                    score += 1024 * value(victim) - value(mv.role());
                }
                if let Some(promotion) = mv.promotion() {
                    score += 512 * value(promotion);
                }
                let role = mv.promotion().unwrap_or(mv.role());
                let reach = attacks::attacks(mv.to(), role.of(position.turn()), occupied);
                score += 64 * (reach & zone).count() as i32;
            }
            // Above every other score (those stay below 2^29), earlier ones higher.
            if let Some(rank) = hints.first.iter().position(|f| f == mv) {
                score = (1 << 30) - rank.min(1 << 20) as i32;
            }
            picker.scores[i] = score;
        }
        picker
    }

    /// The defender's moves: likely refutations first (captures of the piece that
    /// moved last, other captures, king moves).
    pub fn defender(position: &Chess, last_to: Option<Square>, hints: &Hints) -> MovePicker {
        let moves = position.legal_moves();
        let mut picker = MovePicker {
            moves,
            scores: [0; 256],
            next: 0,
        };
        for (i, mv) in picker.moves.iter().enumerate() {
            let mut score = common_score(position.turn(), mv, hints);
            if hints.mate_heuristics {
                if let Some(victim) = mv.capture() {
                    score += 1024 * value(victim) - value(mv.role());
                    if Some(mv.to()) == last_to {
                        score += 1 << 16;
                    }
                }
                if mv.role() == Role::King {
                    score += 512;
                }
            }
            picker.scores[i] = score;
        }
        picker
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

fn common_score(color: Color, mv: &Move, hints: &Hints) -> i32 {
    let mut score = 0;
    if hints.table_move.matches(mv) {
        score += 1 << 28;
    }
    if let Some(killers) = hints.killers {
        let k = killers.get(hints.ply);
        if k[0] == Some(*mv) {
            score += 1 << 22;
        } else if k[1] == Some(*mv) {
            score += 1 << 21;
        }
    }
    if let Some(history) = hints.history {
        score += (history.get(color, mv) >> 6) as i32;
    }
    score
}

impl Iterator for MovePicker {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let len = self.moves.len();
        if self.next >= len {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..len {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        self.moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        self.next += 1;
        Some(self.moves[self.next - 1])
    }
}
