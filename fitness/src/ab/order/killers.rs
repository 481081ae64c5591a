//! Killer moves: per ply, the last two moves that decided a node.

use shakmaty::Move;

use crate::ab::tt::PackedMove;

/// Killer moves: per ply, the last two moves that decided a node.
pub struct Killers {
    slots: Vec<[PackedMove; 2]>,
}

impl Killers {
    pub fn new() -> Killers {
        Killers {
            slots: vec![[PackedMove::NONE; 2]; 256],
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill([PackedMove::NONE; 2]);
    }

    pub(super) fn get(&self, ply: u32) -> [PackedMove; 2] {
        self.slots
            .get(ply as usize)
            .copied()
            .unwrap_or([PackedMove::NONE; 2])
    }

    pub fn record(&mut self, ply: u32, mv: &Move) {
        let packed = PackedMove::new(mv);
        if let Some(slot) = self.slots.get_mut(ply as usize)
            && slot[0] != packed
        {
            slot[1] = slot[0];
            slot[0] = packed;
        }
    }
}
