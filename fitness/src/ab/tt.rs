//! The prover's transposition table: for a position and a number of attacker moves
//! left, whether the attacker mates, with the move that did it or refuted it.

use shakmaty::Move;

use super::huge_pages;

/// A move packed into 16 bits (from, to, promotion), enough to find it again among
/// the legal moves of the position it was stored for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PackedMove(u16);

impl PackedMove {
    pub const NONE: PackedMove = PackedMove(0);

    pub fn new(mv: &Move) -> PackedMove {
        let from = mv.from().map_or(0, u16::from);
        // Castling stores the king's square and the rook's: unique among legal moves.
        let to = u16::from(mv.to());
        let promotion = mv.promotion().map_or(0, |r| r as u16);
        PackedMove(1 << 15 | promotion << 12 | from << 6 | to)
    }

    /// The from and to squares, 12 bits.
    pub fn squares(self) -> usize {
        usize::from(self.0 & 0xfff)
    }

    #[inline]
    pub fn matches(self, mv: &Move) -> bool {
        // The destination first: it rules out almost every move at once.
        self.0 & 0x3f == u16::from(mv.to())
            && self != PackedMove::NONE
            && PackedMove::new(mv) == self
    }
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    best: PackedMove,
    /// Smallest n with a proven mate in n; 0 when none is known.
    mate_within: u8,
    /// Largest n with a proven absence of mate in n; 0 when none is known.
    no_mate_within: u8,
    /// Largest n with no mate in n found by a search with null-move pruning: not a
    /// proof (it can miss zugzwang mates), so only such searches may use it.
    null_no_mate_within: u8,
    generation: u16,
}

/// What the table knows of a position for `n` attacker moves left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    Mate,
    NoMate,
    /// No mate, as far as a search with null-move pruning could tell.
    NullNoMate,
    /// Nothing decisive; maybe a move to try first.
    Hint(PackedMove),
}

/// What a finished search found, to store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Mate,
    NoMate,
    /// No mate found, but a null-move cutoff below may have hidden one.
    NullNoMate,
}

/// Four entries sharing one cache line, so that a probe costs one memory access.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; 4]);

const _: () = assert!(std::mem::size_of::<Bucket>() == 64);

/// A table of four-entry buckets; a new entry replaces an older generation's, or else
/// the one with the shallowest result. Its memory never exceeds the size asked for.
///
/// A search uses only a region at the start of that memory, which doubles when it
/// fills up: most solves store a few thousand entries, and a region that stays in the
/// core's cache makes a probe several times cheaper than one anywhere in the table,
/// whose probes were a large share of the prover's time. The memory itself
/// grows with the region, so a table of gigabytes costs only what its searches fill,
/// and a region that cannot grow (memory short) leaves the search correct, only with
/// a smaller table.
pub struct Table {
    /// As many buckets as the largest region so far.
    buckets: Vec<Bucket>,
    /// The most buckets the table may hold: a power of two.
    limit: usize,
    /// The region in use: `key & mask` is a key's bucket.
    mask: usize,
    /// Entries made in this generation; the region doubles when they fill half of it.
    entries: usize,
    generation: u16,
}

/// The region a search starts with, in buckets (512 KiB).
const FIRST_REGION: usize = 1 << 13;

/// The largest table, in MiB: 64 GiB, far past any machine this runs on, and small
/// enough that the size in bytes cannot overflow.
pub const MAX_TABLE_MB: usize = 1 << 16;

impl Table {
    /// A table using at most `megabytes` MiB (rounded down to a power of two buckets,
    /// at least two; sizes past [`MAX_TABLE_MB`] count as that). Only the first
    /// region is allocated here; if even that much memory is short, the table starts
    /// smaller.
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.clamp(1, MAX_TABLE_MB) << 20;
        let wanted = bytes / std::mem::size_of::<Bucket>();
        let limit = (wanted.max(2) + 1).next_power_of_two() / 2;
        let mut table = Table {
            buckets: Vec::new(),
            limit,
            mask: 0,
            entries: 0,
            generation: 1,
        };
        let mut first = limit.min(FIRST_REGION);
        while first > 1 && !table.extend_to(first) {
            first /= 2;
        }
        table.mask = table.buckets.len().max(1) - 1;
        if table.buckets.is_empty() {
            // Not even one bucket: probes must still find one to look at.
            table.buckets.push(Bucket::default());
        }
        table
    }

    /// Makes the memory hold `len` buckets; false when it cannot be had.
    fn extend_to(&mut self, len: usize) -> bool {
        if self.buckets.len() >= len {
            return true;
        }
        let more = len - self.buckets.len();
        if self.buckets.try_reserve_exact(more).is_err() {
            return false;
        }
        // Before the new memory is first written, which is when its pages are chosen.
        huge_pages::advise(&self.buckets);
        self.buckets.resize(len, Bucket::default());
        true
    }

    /// Forgets everything, in O(1): entries of older generations count as empty (the
    /// whole table is wiped once in 65,535 calls, when the generation wraps).
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.buckets.fill(Bucket::default());
            self.generation = 1;
        }
        self.mask = self.buckets.len().min(FIRST_REGION) - 1;
        self.entries = 0;
    }

    /// Doubles the region, moving each entry to its bucket in the larger one. The
    /// new half holds only older generations' entries, which count as empty.
    fn grow(&mut self) {
        let old = self.mask + 1;
        if 2 * old > self.limit || !self.extend_to(2 * old) {
            return;
        }
        let stale = self.generation.wrapping_sub(1);
        let (low, high) = self.buckets.split_at_mut(old);
        for (bucket, moved) in low.iter_mut().zip(&mut high[..old]) {
            for (entry, slot) in bucket.0.iter_mut().zip(moved.0.iter_mut()) {
                if entry.generation == self.generation && entry.key as usize & old != 0 {
                    *slot = *entry;
                    entry.generation = stale;
                }
            }
        }
        self.mask = 2 * old - 1;
    }

    /// The memory the table may grow to, in bytes.
    pub fn bytes(&self) -> usize {
        self.limit * std::mem::size_of::<Bucket>()
    }

    /// The memory allocated so far, in bytes.
    #[cfg(test)]
    fn allocated(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    fn find(&self, key: u64) -> Option<&Entry> {
        self.buckets[key as usize & self.mask]
            .0
            .iter()
            .find(|e| e.key == key && e.generation == self.generation)
    }

    /// What is known for `n` moves left; `null_move`: the asker prunes with null
    /// moves itself, so the bounds such searches found serve it too.
    pub fn probe(&self, key: u64, n: u32, null_move: bool) -> Probe {
        match self.find(key) {
            Some(e) if e.mate_within != 0 && u32::from(e.mate_within) <= n => Probe::Mate,
            Some(e) if u32::from(e.no_mate_within) >= n => Probe::NoMate,
            Some(e) if null_move && u32::from(e.null_no_mate_within) >= n => Probe::NullNoMate,
            Some(e) => Probe::Hint(e.best),
            None => Probe::Hint(PackedMove::NONE),
        }
    }

    /// Starts loading `key`'s bucket into the cache, so that a probe issued a little
    /// later does not wait for memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket: *const Bucket = &self.buckets[key as usize & self.mask];
            // SAFETY: a prefetch only hints the cache; it reads nothing and cannot
            // fault, and SSE is part of every x86_64 target.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The move stored for `key`, if any.
    pub fn best_move(&self, key: u64) -> PackedMove {
        self.find(key).map_or(PackedMove::NONE, |e| e.best)
    }

    pub fn store(&mut self, key: u64, n: u32, bound: Bound, best: Option<&Move>) {
        let n = n.min(u32::from(u8::MAX)) as u8;
        if self.entries > 2 * self.mask {
            self.grow();
        }
        let generation = self.generation;
        let bucket = &mut self.buckets[key as usize & self.mask].0;
        let slot = match bucket
            .iter()
            .position(|e| e.key == key && e.generation == generation)
        {
            Some(i) => i,
            None => {
                self.entries += 1;
                // Older generations' entries first, then the shallowest.
                let worth = |e: &Entry| {
                    if e.generation == generation {
                        1 + u16::from(
                            e.mate_within
                                .max(e.no_mate_within)
                                .max(e.null_no_mate_within),
                        )
                    } else {
                        0
                    }
                };
                let i = (0..bucket.len())
                    .min_by_key(|&i| worth(&bucket[i]))
                    .unwrap_or(0);
                bucket[i] = Entry {
                    key,
                    generation,
                    ..Entry::default()
                };
                i
            }
        };
        let e = &mut bucket[slot];
        match bound {
            Bound::Mate if e.mate_within == 0 || n < e.mate_within => e.mate_within = n,
            Bound::Mate => {}
            Bound::NoMate => e.no_mate_within = e.no_mate_within.max(n),
            Bound::NullNoMate => e.null_no_mate_within = e.null_no_mate_within.max(n),
        }
        if let Some(mv) = best {
            e.best = PackedMove::new(mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_monotone_in_depth() {
        let mut t = Table::new(1);
        t.store(42, 3, Bound::Mate, None);
        assert_eq!(t.probe(42, 3, false), Probe::Mate);
        assert_eq!(t.probe(42, 5, false), Probe::Mate);
        assert_eq!(t.probe(42, 2, false), Probe::Hint(PackedMove::NONE));
        t.store(42, 2, Bound::NoMate, None);
        assert_eq!(t.probe(42, 1, false), Probe::NoMate);
        assert_eq!(t.probe(42, 2, false), Probe::NoMate);
        t.clear();
        assert_eq!(t.probe(42, 9, false), Probe::Hint(PackedMove::NONE));
    }

    #[test]
    fn null_move_bounds_serve_null_move_searches_only() {
        let mut t = Table::new(1);
        t.store(7, 1, Bound::NoMate, None);
        t.store(7, 3, Bound::NullNoMate, None);
        assert_eq!(t.probe(7, 1, false), Probe::NoMate);
        assert_eq!(t.probe(7, 2, false), Probe::Hint(PackedMove::NONE));
        assert_eq!(t.probe(7, 1, true), Probe::NoMate);
        assert_eq!(t.probe(7, 3, true), Probe::NullNoMate);
        assert_eq!(t.probe(7, 4, true), Probe::Hint(PackedMove::NONE));
    }

    #[test]
    fn entries_survive_the_region_growing() {
        let mut t = Table::new(16);
        let keys: Vec<u64> = (1..=100_000u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        for &k in &keys {
            t.store(k, 2, Bound::Mate, None);
        }
        assert!(t.mask + 1 > FIRST_REGION, "the region grew");
        let found = keys
            .iter()
            .filter(|&&k| t.probe(k, 2, false) == Probe::Mate);
        // Four-way buckets at most half full lose (almost) nothing.
        assert!(found.count() >= 99_900);
        t.clear();
        assert_eq!(t.mask + 1, FIRST_REGION);
        assert!(
            keys.iter()
                .all(|&k| t.probe(k, 9, false) == Probe::Hint(PackedMove::NONE))
        );
    }

    #[test]
    fn memory_is_bounded_by_the_option() {
        for mb in [1, 3, 16] {
            let t = Table::new(mb);
            assert!(t.bytes() <= mb << 20 && t.bytes() > mb << 18);
        }
    }

    /// Sizes past the bound neither wrap nor abort: they count as the bound, and
    /// only the first region is allocated until searches fill it.
    #[test]
    fn huge_sizes_are_bounded_and_allocated_as_used() {
        for mb in [MAX_TABLE_MB, 1 << 44, usize::MAX] {
            let t = Table::new(mb);
            assert_eq!(t.bytes(), MAX_TABLE_MB << 20, "{mb}");
            assert_eq!(t.allocated(), FIRST_REGION * 64, "{mb}");
        }
        let mut t = Table::new(512);
        for k in 1..=100_000u64 {
            t.store(k.wrapping_mul(0x9e37_79b9_7f4a_7c15), 2, Bound::Mate, None);
        }
        assert!(t.allocated() <= 16 << 20, "{}", t.allocated());
    }
}
