//! How the islands of an [`crate::Archipelago`] reach each other: in one process,
//! or across processes (an MPI binding lives in the program that runs them).

use std::ops::Range;

/// The collective operations an archipelago needs. Every process holding islands
/// calls each operation in the same order (the archipelago does), and the island
/// of index 0 lives in the root process. Payloads are opaque bytes.
///
/// An implementation across machines may end the process on a failure (MPI's
/// default): the archipelago keeps nothing in flight that a checkpoint lacks.
pub trait Transport {
    /// Islands in the archipelago.
    fn islands(&self) -> usize;

    /// The islands this process evolves.
    fn local(&self) -> Range<usize>;

    /// Whether this process holds island 0 and gathers for the others.
    fn is_root(&self) -> bool {
        self.local().start == 0
    }

    /// Sends `outgoing[j]` from local island `local().start + j` to the next island
    /// in the ring (`(i + 1) % islands`); returns, in the same order, what each
    /// local island received from the previous one.
    fn ring_shift(&mut self, outgoing: Vec<Vec<u8>>) -> Vec<Vec<u8>>;

    /// Every island's bytes, in island order, at the root; `None` elsewhere.
    fn gather(&mut self, local: Vec<Vec<u8>>) -> Option<Vec<Vec<u8>>>;

    /// The root's `all` (one entry per island), each process receiving its local
    /// islands' entries; other processes pass `None`.
    fn scatter(&mut self, all: Option<Vec<Vec<u8>>>) -> Vec<Vec<u8>>;

    /// The root's `bytes`, everywhere; other processes pass `None`.
    fn broadcast(&mut self, bytes: Option<Vec<u8>>) -> Vec<u8>;

    /// Whether any process passed `true`.
    fn any(&mut self, flag: bool) -> bool;
}

impl<T: Transport + ?Sized> Transport for Box<T> {
    fn islands(&self) -> usize {
        (**self).islands()
    }

    fn local(&self) -> Range<usize> {
        (**self).local()
    }

    fn ring_shift(&mut self, outgoing: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        (**self).ring_shift(outgoing)
    }

    fn gather(&mut self, local: Vec<Vec<u8>>) -> Option<Vec<Vec<u8>>> {
        (**self).gather(local)
    }

    fn scatter(&mut self, all: Option<Vec<Vec<u8>>>) -> Vec<Vec<u8>> {
        (**self).scatter(all)
    }

    fn broadcast(&mut self, bytes: Option<Vec<u8>>) -> Vec<u8> {
        (**self).broadcast(bytes)
    }

    fn any(&mut self, flag: bool) -> bool {
        (**self).any(flag)
    }
}

/// Every island in this process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalTransport {
    islands: usize,
}

impl LocalTransport {
    /// A process holding all `islands` islands.
    pub fn new(islands: usize) -> Self {
        LocalTransport { islands }
    }
}

impl Transport for LocalTransport {
    fn islands(&self) -> usize {
        self.islands
    }

    fn local(&self) -> Range<usize> {
        0..self.islands
    }

    fn ring_shift(&mut self, mut outgoing: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        outgoing.rotate_right(1);
        outgoing
    }

    fn gather(&mut self, local: Vec<Vec<u8>>) -> Option<Vec<Vec<u8>>> {
        Some(local)
    }

    fn scatter(&mut self, all: Option<Vec<Vec<u8>>>) -> Vec<Vec<u8>> {
        all.unwrap_or_default()
    }

    fn broadcast(&mut self, bytes: Option<Vec<u8>>) -> Vec<u8> {
        bytes.unwrap_or_default()
    }

    fn any(&mut self, flag: bool) -> bool {
        flag
    }
}
