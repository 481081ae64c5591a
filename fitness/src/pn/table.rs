//! df-pn's transposition table: bounded, four entries a bucket, replacement by work.
//!
//! An entry holds a position's proof and disproof numbers and the moves spent on it
//! ("work"). When a bucket is full the entry with the least work goes: the cheapest
//! to recompute. Solved entries also carry what makes them safe to reuse elsewhere:
//! a proof's distance to mate and the highest halfmove clock it survives.
//!
//! The table starts small and doubles while it is three-quarters full, up to its
//! limit (a power of two of buckets); then it replaces. Doubling is done in place:
//! a bucket's entries go to the two buckets it splits into, so the peak memory is the
//! new table, not old plus new. A new search empties the table by bumping a
//! generation stamp, not by writing every entry.

use super::numbers::{INF, Num};

/// Bytes one entry takes.
pub const DFPN_ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

const WAYS: usize = 4;
const FIRST_BUCKETS: usize = 1 << 12;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    pub(crate) key: u64,
    pub(crate) pn: Num,
    pub(crate) dn: Num,
    /// Moves applied below this position, summed over visits (saturating).
    pub(crate) work: u32,
    /// Of a proven position: plies to mate.
    pub(crate) dist: u16,
    /// Of a proven position: the proof holds at any halfmove clock up to this.
    pub(crate) max_clock: u8,
    /// The search that wrote it; 0 never.
    generation: u8,
}

impl Entry {
    pub(crate) fn proven(&self) -> bool {
        self.pn == 0
    }

    /// Replacement priority: least work goes first, unsolved before solved.
    fn value(&self) -> u64 {
        let solved = self.pn == 0 || self.dn == 0 || self.pn == INF;
        (u64::from(solved) << 32) | u64::from(self.work)
    }
}

#[derive(Debug, Default)]
pub(crate) struct Table {
    entries: Vec<Entry>,
    buckets: usize,
    /// The most buckets the table may grow to.
    max_buckets: usize,
    used: usize,
    generation: u8,
}

/// The table could not be allocated.
#[derive(Debug)]
pub(crate) struct NoMemory;

impl Table {
    /// Empties the table and limits it to at most `entries` entries (at least one
    /// bucket; the number of buckets is rounded down to a power of two).
    pub(crate) fn reset(&mut self, entries: usize) -> Result<(), NoMemory> {
        let buckets = (entries / WAYS).max(1);
        self.max_buckets = 1 << buckets.ilog2();
        if self.buckets > self.max_buckets || self.buckets == 0 {
            self.allocate(FIRST_BUCKETS.min(self.max_buckets))?;
        } else if self.generation == u8::MAX {
            self.entries.fill(Entry::default());
            self.generation = 0;
        }
        self.generation += 1;
        self.used = 0;
        Ok(())
    }

    fn allocate(&mut self, buckets: usize) -> Result<(), NoMemory> {
        let mut entries = Vec::new();
        entries
            .try_reserve_exact(buckets * WAYS)
            .map_err(|_| NoMemory)?;
        entries.resize(buckets * WAYS, Entry::default());
        self.entries = entries;
        self.buckets = buckets;
        self.generation = 0;
        Ok(())
    }

    /// Entries in use.
    pub(crate) fn used(&self) -> usize {
        self.used
    }

    /// Entries allocated.
    pub(crate) fn capacity(&self) -> usize {
        self.entries.len()
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // Multiply-shift maps the key onto the buckets without a division.
        ((u128::from(key) * self.buckets as u128) >> 64) as usize * WAYS
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<&Entry> {
        let b = self.bucket(key);
        let g = self.generation;
        self.entries
            .get(b..b + WAYS)?
            .iter()
            .find(|e| e.generation == g && e.key == key)
    }

    /// Writes what is known of `key`, adding `work` to the work already recorded.
    pub(crate) fn store(
        &mut self,
        key: u64,
        pn: Num,
        dn: Num,
        dist: u16,
        max_clock: u8,
        work: u64,
    ) {
        if self.used * 4 >= self.entries.len() * 3 && self.buckets < self.max_buckets {
            self.grow();
        }
        let work = u32::try_from(work).unwrap_or(u32::MAX);
        let entry = Entry {
            key,
            pn,
            dn,
            work,
            dist,
            max_clock,
            generation: self.generation,
        };
        self.insert(entry, true);
    }

    fn insert(&mut self, new: Entry, add_work: bool) {
        let b = self.bucket(new.key);
        let g = self.generation;
        let Some(bucket) = self.entries.get_mut(b..b + WAYS) else {
            return;
        };
        let live = |e: &Entry| e.generation == g;
        let slot = if let Some(i) = bucket.iter().position(|e| live(e) && e.key == new.key) {
            let old = bucket[i].work;
            bucket[i] = new;
            if add_work {
                bucket[i].work = old.saturating_add(new.work);
            }
            return;
        } else if let Some(i) = bucket.iter().position(|e| !live(e)) {
            self.used += 1;
            i
        } else {
            (0..WAYS).min_by_key(|&i| bucket[i].value()).unwrap_or(0)
        };
        bucket[slot] = new;
    }

    /// Doubles the table in place. With a power of two of buckets, bucket `b` splits
    /// into `2b` and `2b + 1` (the next bit of the key), so walking the buckets from
    /// the top down moves every entry into room already emptied. If the memory is not
    /// there, the table stays as it is and replaces from now on.
    fn grow(&mut self) {
        let old = self.buckets;
        if self.entries.try_reserve_exact(old * WAYS).is_err() {
            self.max_buckets = old;
            return;
        }
        self.entries.resize(2 * old * WAYS, Entry::default());
        self.buckets = 2 * old;
        for b in (0..old).rev() {
            let moved: [Entry; WAYS] = std::array::from_fn(|i| self.entries[b * WAYS + i]);
            self.entries[b * WAYS..(b + 1) * WAYS].fill(Entry::default());
            let mut next = [2 * b * WAYS, (2 * b + 1) * WAYS];
            for e in moved {
                if e.generation != self.generation {
                    continue;
                }
                let half = self.bucket(e.key) / WAYS - 2 * b;
                self.entries[next[half]] = e;
                next[half] += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_least_work_and_keeps_solved_entries() {
        let mut t = Table::default();
        t.reset(4).expect("tiny table");
        // One bucket: every key lands in it.
        t.store(1, 5, 5, 0, 0, 100);
        t.store(2, 0, INF, 3, 99, 1);
        t.store(3, 7, 7, 0, 0, 50);
        t.store(4, 2, 2, 0, 0, 10);
        t.store(5, 1, 1, 0, 0, 0);
        assert!(t.probe(4).is_none(), "least work among the unsolved goes");
        assert!(
            t.probe(2).is_some_and(Entry::proven),
            "a solved entry stays"
        );
        t.store(1, 4, 6, 0, 0, 20);
        assert_eq!(t.probe(1).map(|e| e.work), Some(120), "work adds up");
        assert_eq!(t.used(), 4);
        t.reset(4).expect("tiny table");
        assert!(t.probe(1).is_none(), "a reset forgets");
        assert_eq!(t.used(), 0);
    }

    #[test]
    fn grows_up_to_its_limit_and_keeps_entries() {
        let mut t = Table::default();
        let limit = FIRST_BUCKETS * WAYS * 4;
        t.reset(limit + 3 * WAYS).expect("table");
        assert_eq!(t.capacity(), FIRST_BUCKETS * WAYS);
        let keys: Vec<u64> = (1..=limit as u64 * 2)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .collect();
        for &k in &keys[..limit / 2] {
            t.store(k, 1, 1, 0, 0, 1);
        }
        assert_eq!(t.capacity(), limit, "grew to the limit");
        let kept = keys[..limit / 2]
            .iter()
            .filter(|&&k| t.probe(k).is_some())
            .count();
        assert!(kept * 100 >= limit / 2 * 99, "{kept} kept");
        for &k in &keys {
            t.store(k, 1, 1, 0, 0, 1);
        }
        assert_eq!(t.capacity(), limit, "never past the limit");
        assert!(t.used() <= limit);
    }
}
