//! PROVER's search tree: struct-of-arrays, `u32` indices, children of a node in one
//! contiguous block, 16 bytes a node, no position stored (a node is reached by
//! replaying its moves from the root).
//!
//! The arena never grows past a capacity the user gives; blocks of solved subtrees
//! that are no longer needed are put on free lists (one per block size) and reused.

use super::compact::CompactMove;
use super::numbers::Num;

/// "No node": the first-child index of a leaf, the end of a free list.
pub(crate) const NONE: u32 = u32::MAX;

/// Bytes one node takes: pn, dn, first child (4 each), child count and move (2 each).
pub const PROVER_NODE_BYTES: usize = 16;

const _: () = assert!(
    2 * size_of::<Num>() + size_of::<u32>() + size_of::<u16>() + size_of::<CompactMove>()
        == PROVER_NODE_BYTES
);

#[derive(Debug, Default)]
pub(crate) struct Arena {
    /// In a freed block, the first slot's `pn` holds the next free block of the same
    /// size.
    pub(crate) pn: Vec<Num>,
    pub(crate) dn: Vec<Num>,
    /// Index of the first child; [`NONE`] for a leaf.
    pub(crate) first: Vec<u32>,
    pub(crate) count: Vec<u16>,
    /// The move leading to this node from its parent.
    pub(crate) mv: Vec<CompactMove>,
    free: Vec<u32>,
    cap: usize,
    live: usize,
    peak: usize,
}

impl Arena {
    /// Empties the arena and sets its capacity in nodes. Memory already held is kept
    /// when it fits, so one solver reuses its arena across positions.
    pub(crate) fn reset(&mut self, cap: usize) {
        let cap = cap.min(NONE as usize);
        for v in [&mut self.pn, &mut self.dn, &mut self.first] {
            v.clear();
            if v.capacity() > cap {
                v.shrink_to(cap);
            }
        }
        self.count.clear();
        self.count.shrink_to(cap);
        self.mv.clear();
        self.mv.shrink_to(cap);
        self.free.clear();
        self.cap = cap;
        self.live = 0;
        self.peak = 0;
    }

    /// Nodes in use now.
    #[cfg(test)]
    pub(crate) fn live(&self) -> usize {
        self.live
    }

    /// The most nodes in use at once since the last reset.
    pub(crate) fn peak(&self) -> usize {
        self.peak
    }

    /// Slots allocated (in use, free, or reserved for growth).
    pub(crate) fn allocated(&self) -> usize {
        self.pn.capacity()
    }

    /// A block of `n` fresh leaves, or `None` when the capacity (or the allocator)
    /// says no.
    pub(crate) fn alloc(&mut self, n: usize) -> Option<u32> {
        let n = n.max(1);
        if let Some(&head) = self.free.get(n)
            && head != NONE
        {
            self.free[n] = self.pn[head as usize];
            self.init(head, n);
            return Some(head);
        }
        let start = self.pn.len();
        if start + n > self.cap {
            return None;
        }
        if start + n > self.pn.capacity() {
            // Grow geometrically but never past the cap, and fail softly.
            let want = (start.max(4096) * 2).clamp(start + n, self.cap) - start;
            self.pn.try_reserve_exact(want).ok()?;
            self.dn.try_reserve_exact(want).ok()?;
            self.first.try_reserve_exact(want).ok()?;
            self.count.try_reserve_exact(want).ok()?;
            self.mv.try_reserve_exact(want).ok()?;
        }
        self.pn.resize(start + n, 0);
        self.dn.resize(start + n, 0);
        self.first.resize(start + n, NONE);
        self.count.resize(start + n, 0);
        self.mv.resize(start + n, CompactMove::default());
        self.live += n;
        self.peak = self.peak.max(self.live);
        Some(start as u32)
    }

    fn init(&mut self, start: u32, n: usize) {
        let r = start as usize..start as usize + n;
        self.first[r.clone()].fill(NONE);
        self.count[r].fill(0);
        self.live += n;
        self.peak = self.peak.max(self.live);
    }

    /// Frees everything below `node` (not `node` itself), which becomes a leaf.
    pub(crate) fn free_below(&mut self, node: u32) {
        let mut todo = vec![node];
        while let Some(id) = todo.pop() {
            let id = id as usize;
            let (first, n) = (self.first[id], self.count[id] as usize);
            if first == NONE {
                continue;
            }
            todo.extend((first..first + n as u32).filter(|&c| self.first[c as usize] != NONE));
            self.first[id] = NONE;
            self.count[id] = 0;
            let n = n.max(1);
            if self.free.len() <= n {
                self.free.resize(n + 1, NONE);
            }
            self.pn[first as usize] = self.free[n];
            self.free[n] = first;
            self.live -= n;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn respects_the_cap_and_reuses_freed_blocks() {
        let mut a = Arena::default();
        a.reset(10);
        let root = a.alloc(1).expect("room for the root");
        let kids = a.alloc(4).expect("room for four");
        a.first[root as usize] = kids;
        a.count[root as usize] = 4;
        let grandkids = a.alloc(5).expect("room for five");
        a.first[kids as usize] = grandkids;
        a.count[kids as usize] = 5;
        assert_eq!(a.live(), 10);
        assert!(a.alloc(1).is_none(), "the cap holds");
        a.free_below(root);
        assert_eq!(a.live(), 1);
        assert_eq!(a.first[root as usize], NONE);
        assert_eq!(
            a.alloc(4),
            Some(kids),
            "a freed block of the same size is reused"
        );
        assert_eq!(a.alloc(5), Some(grandkids));
        assert_eq!(a.peak(), 10);
    }
}
