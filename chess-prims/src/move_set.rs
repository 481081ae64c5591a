//! A set of indices into a move list: which of a node's moves give check, kept in
//! step while a move picker reorders its list.

/// A set of indices into a move list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveSet {
    words: [u64; 5],
}

impl MoveSet {
    pub const EMPTY: MoveSet = MoveSet { words: [0; 5] };

    #[inline]
    pub fn insert(&mut self, index: usize) {
        if let Some(word) = self.words.get_mut(index / 64) {
            *word |= 1 << (index % 64);
        }
    }

    #[inline]
    pub fn contains(&self, index: usize) -> bool {
        self.words
            .get(index / 64)
            .is_some_and(|word| word & (1 << (index % 64)) != 0)
    }

    #[inline]
    pub fn set(&mut self, index: usize, member: bool) {
        if let Some(word) = self.words.get_mut(index / 64) {
            let bit = 1 << (index % 64);
            *word = if member { *word | bit } else { *word & !bit };
        }
    }

    /// What `slice[first..=last].rotate_right(1)` does to the moves, done to their
    /// indices: `last` goes to `first`, the ones between move up by one.
    pub fn rotate_right(&mut self, first: usize, last: usize) {
        if first >= last {
            return;
        }
        let moved = self.contains(last);
        for i in (first..last).rev() {
            self.set(i + 1, self.contains(i));
        }
        self.set(first, moved);
    }

    /// Adds the members of `other`.
    pub fn add_all(&mut self, other: &MoveSet) {
        for (word, more) in self.words.iter_mut().zip(other.words) {
            *word |= more;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The indices, smallest first.
    pub fn iter(&self) -> MoveIndices {
        self.into_indices()
    }

    /// The indices, smallest first, owning the set (so that the iterator borrows
    /// nothing).
    pub fn into_indices(self) -> MoveIndices {
        MoveIndices {
            words: self.words,
            word: 0,
        }
    }
}

/// The indices of a [`MoveSet`], smallest first: a scan of a node's moves walks them,
/// so the iterator is written out rather than chained.
#[derive(Clone, Debug)]
pub struct MoveIndices {
    words: [u64; 5],
    /// The word the next index is looked for in; the words before it are spent.
    word: usize,
}

impl Iterator for MoveIndices {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while let Some(rest) = self.words.get_mut(self.word) {
            if *rest != 0 {
                let bit = rest.trailing_zeros() as usize;
                *rest &= *rest - 1;
                return Some(self.word * 64 + bit);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::MoveSet;

    /// `rotate_right` does to the members what `slice::rotate_right(1)` does to the
    /// moves, over the whole range a move list can have.
    #[test]
    fn rotation_follows_the_slice() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..2_000 {
            let len = (next() % 270 + 1) as usize;
            let mut flags: Vec<bool> = (0..len).map(|_| next() % 3 == 0).collect();
            let mut set = MoveSet::EMPTY;
            for (i, &f) in flags.iter().enumerate() {
                set.set(i, f);
            }
            let first = (next() % len as u64) as usize;
            let last = first + (next() % (len - first) as u64) as usize;
            flags[first..=last].rotate_right(1);
            set.rotate_right(first, last);
            let members: Vec<usize> = set.iter().collect();
            let expected: Vec<usize> = (0..len).filter(|&i| flags[i]).collect();
            assert_eq!(members, expected, "{first}..={last} of {len}");
        }
    }
}
