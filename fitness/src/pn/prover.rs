//! PROVER (Breuker, Allis & van den Herik): best-first proof-number search over an
//! explicit AND/OR tree, with mobility initialisation and no transposition table.
//!
//! The tree stores no positions: the walk to the most-proving node replays moves on
//! the [`Line`], each counted as a node. To keep the walk short the search resumes
//! from the deepest node on the path whose numbers did not change in the last
//! update, as Allis's implementation does: the most-proving node lies below it.

use chess_prims::{Line, legal_moves_into};
use shakmaty::{Move, MoveList};

use super::arena::{Arena, NONE};
use super::budget::Budget;
use super::compact::CompactMove;
use super::engine::{Engine, Outcome};
use super::leaf::{Horizon, Leaf, Why, judge};
use super::numbers::{INF, Num, add, by_mobility};

#[derive(Debug, Default)]
pub(crate) struct Prover {
    arena: Arena,
    /// Arena indices from the root to the node the line stands on.
    path: Vec<u32>,
    cap: usize,
    horizon_hit: bool,
    judged: u64,
}

const ROOT: u32 = 0;

impl Prover {
    pub(crate) fn new(cap: usize) -> Prover {
        Prover {
            cap,
            ..Prover::default()
        }
    }

    /// The (pn, dn) of a node from its children; the attacker moves at even plies.
    fn combine(&self, id: u32, ply: usize) -> (Num, Num) {
        let a = &self.arena;
        let first = a.first[id as usize] as usize;
        let kids = first..first + a.count[id as usize] as usize;
        let (sum, min): (&[Num], &[Num]) = if ply.is_multiple_of(2) {
            (&a.dn[kids.clone()], &a.pn[kids])
        } else {
            (&a.pn[kids.clone()], &a.dn[kids])
        };
        let s = sum.iter().fold(0, |acc, &x| add(acc, x));
        let m = min.iter().copied().min().unwrap_or(INF);
        if ply.is_multiple_of(2) {
            (m, s)
        } else {
            (s, m)
        }
    }

    /// The child on the way to a most-proving node: least pn where the attacker
    /// moves, least dn where the defender moves; the first in move order on a tie.
    fn select(&self, id: u32, ply: usize) -> u32 {
        let a = &self.arena;
        let first = a.first[id as usize];
        let n = a.count[id as usize] as u32;
        let key = if ply.is_multiple_of(2) { &a.pn } else { &a.dn };
        (first..first + n)
            .min_by_key(|&c| key[c as usize])
            .unwrap_or(first)
    }

    /// Expands the leaf the line stands on: plays and judges every move (one node
    /// each). False when the budget or the arena ran out.
    fn expand(
        &mut self,
        line: &mut Line,
        horizon: Horizon,
        root_moves: Option<&[Move]>,
        budget: &mut Budget,
    ) -> bool {
        let id = *self.path.last().unwrap_or(&ROOT);
        let mut moves = MoveList::new();
        match root_moves {
            Some(only) if id == ROOT => moves.extend(only.iter().copied()),
            _ => legal_moves_into(line.position(), &mut moves),
        }
        let Some(block) = self.arena.alloc(moves.len()) else {
            budget.out_of_memory();
            return false;
        };
        let child_attacks = line.ply() % 2 == 1;
        for (i, mv) in moves.iter().enumerate() {
            if !budget.play(line, mv) {
                // Unlinked, the block is simply lost until the next search.
                return false;
            }
            self.judged += 1;
            let (pn, dn) = match judge(line, horizon) {
                Leaf::Mate => (0, INF),
                Leaf::Disproven(why) => {
                    self.horizon_hit |= why == Why::Horizon;
                    (INF, 0)
                }
                Leaf::Open { moves } => by_mobility(child_attacks, moves),
            };
            line.undo();
            let c = block as usize + i;
            self.arena.pn[c] = pn;
            self.arena.dn[c] = dn;
            self.arena.mv[c] = CompactMove::new(mv);
        }
        self.arena.first[id as usize] = block;
        self.arena.count[id as usize] = moves.len() as u16;
        true
    }

    /// Updates the numbers from the expanded leaf up, frees what solved nodes no
    /// longer need, and leaves the path at the deepest node whose numbers held.
    fn update(&mut self, line: &mut Line) {
        let mut i = self.path.len() - 1;
        loop {
            let id = self.path[i];
            let old = (self.arena.pn[id as usize], self.arena.dn[id as usize]);
            let new = self.combine(id, i);
            (self.arena.pn[id as usize], self.arena.dn[id as usize]) = new;
            if new.1 == 0 {
                // A disproven node plays no part in any proof.
                self.arena.free_below(id);
            } else if new.0 == 0 && i.is_multiple_of(2) {
                // Of a proven OR node, only proven children may be in the proof.
                let first = self.arena.first[id as usize];
                for c in first..first + self.arena.count[id as usize] as u32 {
                    if self.arena.pn[c as usize] != 0 {
                        self.arena.free_below(c);
                    }
                }
            }
            if new == old || i == 0 {
                break;
            }
            i -= 1;
        }
        self.path.truncate(i + 1);
        line.undo_to(i as u32);
    }

    /// Rewrites the dn of every proven node of the proof tree below `id` as its
    /// distance to mate in plies (dn is no longer needed once the root is proven):
    /// the attacker takes his quickest proven move, the defender his longest reply.
    fn distances(&mut self, id: u32, ply: usize) -> u32 {
        let first = self.arena.first[id as usize];
        let n = self.arena.count[id as usize] as u32;
        let d = if first == NONE {
            0 // a mate leaf
        } else {
            let mut best: Option<u32> = None;
            for c in first..first + n {
                if self.arena.pn[c as usize] != 0 {
                    continue;
                }
                let dc = self.distances(c, ply + 1);
                best = Some(match best {
                    None => dc,
                    Some(b) if ply.is_multiple_of(2) => b.min(dc),
                    Some(b) => b.max(dc),
                });
            }
            1 + best.unwrap_or(0)
        };
        self.arena.dn[id as usize] = d;
        d
    }

    /// Walks the proof tree along the attacker's quickest and the defender's
    /// longest moves, playing them on the line (counted). Empty if the budget ends.
    fn principal_variation(&mut self, line: &mut Line, budget: &mut Budget) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut id = ROOT;
        while self.arena.first[id as usize] != NONE {
            let ply = line.ply() as usize;
            let first = self.arena.first[id as usize];
            let n = self.arena.count[id as usize] as u32;
            let proven = (first..first + n).filter(|&c| self.arena.pn[c as usize] == 0);
            let next = if ply.is_multiple_of(2) {
                proven.min_by_key(|&c| self.arena.dn[c as usize])
            } else {
                proven.max_by_key(|&c| self.arena.dn[c as usize])
            };
            let Some(next) = next else { break };
            let mv = self.arena.mv[next as usize].decode(line.position());
            if !budget.play(line, &mv) {
                pv.clear();
                break;
            }
            pv.push(mv);
            id = next;
        }
        line.undo_to(0);
        pv
    }

    fn best_root_move(&self, line: &Line) -> Option<Move> {
        let first = self.arena.first[ROOT as usize];
        let n = self.arena.count[ROOT as usize] as u32;
        (first..first + n)
            .filter(|&c| self.arena.pn[c as usize] == 0)
            .min_by_key(|&c| self.arena.dn[c as usize])
            .map(|c| self.arena.mv[c as usize].decode(line.root()))
    }
}

impl Engine for Prover {
    fn begin(&mut self, _max_nodes: Option<u64>) -> bool {
        // The arena grows on demand; each search empties it.
        true
    }

    fn prove(
        &mut self,
        line: &mut Line,
        horizon: Horizon,
        root_moves: Option<&[Move]>,
        want_pv: bool,
        budget: &mut Budget,
    ) -> Outcome {
        line.undo_to(0);
        self.arena.reset(self.cap);
        self.horizon_hit = false;
        self.judged = 0;
        self.path.clear();
        if self.arena.alloc(1).is_none() {
            budget.out_of_memory();
            return Outcome::Stopped;
        }
        self.arena.pn[0] = 1;
        self.arena.dn[0] = 1;
        self.path.push(ROOT);
        loop {
            if self.arena.pn[0] == 0 {
                let plies = self.distances(ROOT, 0);
                let Some(best) = self.best_root_move(line) else {
                    return Outcome::Stopped; // unreachable: a proven root has a proven child
                };
                let pv = if want_pv {
                    self.principal_variation(line, budget)
                } else {
                    Vec::new()
                };
                return Outcome::Proven { plies, best, pv };
            }
            if self.arena.dn[0] == 0 {
                return Outcome::Disproven {
                    horizon: self.horizon_hit,
                };
            }
            let mut id = *self.path.last().unwrap_or(&ROOT);
            while self.arena.first[id as usize] != NONE {
                let child = self.select(id, self.path.len() - 1);
                let mv = self.arena.mv[child as usize].decode(line.position());
                if !budget.play(line, &mv) {
                    line.undo_to(0);
                    return Outcome::Stopped;
                }
                self.path.push(child);
                id = child;
            }
            if !self.expand(line, horizon, root_moves, budget) {
                line.undo_to(0);
                return Outcome::Stopped;
            }
            self.update(line);
        }
    }

    fn stored_peak(&self) -> usize {
        self.arena.peak()
    }

    fn allocated(&self) -> usize {
        self.arena.allocated()
    }

    fn judged(&self) -> u64 {
        self.judged
    }
}
