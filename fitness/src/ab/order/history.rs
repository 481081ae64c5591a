//! The history heuristic: how often a move (by its squares) decided a node.

use shakmaty::{Color, Move};

use crate::ab::tt::PackedMove;

/// History: how often a (colour, from, to) move decided a node, weighted by depth.
pub struct History {
    table: Vec<u32>,
    /// The cells made non-zero since the last clear, unless there were too many:
    /// clearing them alone is cheaper than wiping the table, and most solves are small.
    touched: Vec<u16>,
    overflowed: bool,
}

/// Beyond this many touched cells, a clear wipes the whole table.
const TOUCHED_MAX: usize = 512;

impl History {
    pub fn new() -> History {
        History {
            table: vec![0; 2 * 64 * 64],
            touched: Vec::with_capacity(TOUCHED_MAX),
            overflowed: false,
        }
    }

    pub fn clear(&mut self) {
        if self.overflowed {
            self.table.fill(0);
        } else {
            for &i in &self.touched {
                self.table[usize::from(i)] = 0;
            }
        }
        self.touched.clear();
        self.overflowed = false;
    }

    /// The cells of `color`'s moves, indexed by [`PackedMove::squares`].
    pub(super) fn of(&self, color: Color) -> &[u32; 4096] {
        let (colors, _) = self.table.as_chunks::<4096>();
        &colors[color as usize]
    }

    pub fn record(&mut self, color: Color, mv: &Move, n: u32) {
        let i = color as usize * 4096 + PackedMove::new(mv).squares();
        let cell = &mut self.table[i];
        if *cell == 0 {
            if self.touched.len() < TOUCHED_MAX {
                // i < 2 * 4096.
                self.touched.push(i as u16);
            } else {
                self.overflowed = true;
            }
        }
        *cell = cell.saturating_add(n * n).min(1 << 16);
    }
}
