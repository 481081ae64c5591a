//! The island model: several populations evolving side by side, the best of each
//! copied to the next in a ring every few generations.

use std::fmt;
use std::path::Path;
use std::time::Instant;

use rayon::prelude::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::checkpoint::{MAGIC as PLAIN_MAGIC, frame_as, has_magic, unframe_as, write_file_atomic};
use crate::{
    CheckpointError, CheckpointErrorKind, Evaluator, Evolution, HallOfFame, Individual, Migration,
    MigrationCost, PrimitiveSet, Transport,
};

/// The magic of an archipelago checkpoint; one island's is a plain checkpoint.
const MAGIC: &[u8; 8] = b"GPISLES\0";
/// Bump when [`Payload`] (or the island checkpoints it holds) changes.
const VERSION: u32 = 1;

/// Why an [`Archipelago`] could not be set up or go on.
#[derive(Clone, Debug, PartialEq)]
pub struct ArchipelagoError(pub String);

impl fmt::Display for ArchipelagoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ArchipelagoError {}

/// The archipelago checkpoint's payload: the migration and each island's own
/// checkpoint, in island order, all taken after the same generation.
#[derive(Serialize, Deserialize)]
struct Payload {
    migration: Migration,
    islands: Vec<Vec<u8>>,
}

/// Islands evolving in lockstep, with synchronous ring migration.
///
/// ```text
/// step():  every local island steps (in parallel);
///          if migration is due after generation g: island i sends copies of its
///          best `migrants` to island (i + 1) % K, which puts them in the place of
///          its worst (Evolution::emigrants / Evolution::immigrate)
/// ```
///
/// Island `i` is an [`Evolution`] seeded [`crate::island_seed`]`(seed, i)`, and
/// migration happens at fixed generations with fixed tie-breaks, so a seed and an
/// island count decide the run whatever the timing, the thread count and the way
/// islands are spread over processes ([`Transport`]). One island is the plain run:
/// it has no neighbour, so it never migrates.
pub struct Archipelago<E: Evaluator, T: Transport> {
    islands: Vec<Evolution<E>>,
    migration: Migration,
    transport: T,
    /// The migration after the last step, if one was due.
    last_migration: Option<MigrationCost>,
}

impl<E: Evaluator, T: Transport> Archipelago<E, T> {
    /// The archipelago of `islands`, this process's share (`transport.local()`, in
    /// order), all at the same generation.
    pub fn new(
        islands: Vec<Evolution<E>>,
        migration: Migration,
        transport: T,
    ) -> Result<Self, ArchipelagoError> {
        let local = transport.local();
        if islands.len() != local.len() || local.end > transport.islands() {
            return Err(ArchipelagoError(format!(
                "{} islands given for the islands {local:?} of {}",
                islands.len(),
                transport.islands()
            )));
        }
        if transport.islands() > 1 && migration.every > 0 {
            for e in &islands {
                if migration.migrants >= e.config().population_size {
                    return Err(ArchipelagoError(format!(
                        "migrants {} must be fewer than the population size {}",
                        migration.migrants,
                        e.config().population_size
                    )));
                }
            }
        }
        if islands
            .windows(2)
            .any(|w| w[0].generation() != w[1].generation())
        {
            return Err(ArchipelagoError(
                "the islands are at different generations".into(),
            ));
        }
        Ok(Archipelago {
            islands,
            migration,
            transport,
            last_migration: None,
        })
    }

    /// This process's islands, in island order.
    pub fn islands(&self) -> &[Evolution<E>] {
        &self.islands
    }

    /// This process's islands, mutably.
    pub fn islands_mut(&mut self) -> &mut [Evolution<E>] {
        &mut self.islands
    }

    /// The index of this process's first island.
    pub fn first_island(&self) -> usize {
        self.transport.local().start
    }

    /// Islands in the whole archipelago.
    pub fn island_count(&self) -> usize {
        self.transport.islands()
    }

    /// Whether this process holds island 0 (and writes what is gathered).
    pub fn is_root(&self) -> bool {
        self.transport.is_root()
    }

    /// The migration.
    pub fn migration(&self) -> Migration {
        self.migration
    }

    /// The transport, for collectives of the program's own.
    pub fn transport_mut(&mut self) -> &mut T {
        &mut self.transport
    }

    /// This process's islands and the transport, taken apart.
    pub fn into_parts(self) -> (Vec<Evolution<E>>, T) {
        (self.islands, self.transport)
    }

    /// The last generation evaluated (the same on every island).
    pub fn generation(&self) -> Option<u64> {
        self.islands.first().and_then(Evolution::generation)
    }

    /// What the migration of the last [`Self::step`] cost this process; `None` when
    /// none was due.
    pub fn last_migration(&self) -> Option<MigrationCost> {
        self.last_migration
    }

    /// Steps every local island, then migrates if due. Collective.
    pub fn step(&mut self) -> Result<(), ArchipelagoError> {
        self.islands.par_iter_mut().for_each(|e| {
            e.step();
        });
        self.last_migration = None;
        match self.generation() {
            Some(g) if self.transport.islands() > 1 && self.migration.due(g) => self.migrate(),
            _ => Ok(()),
        }
    }

    fn migrate(&mut self) -> Result<(), ArchipelagoError> {
        let m = self.migration.migrants;
        let start = Instant::now();
        // A barrier, so that the exchange is timed apart from the load imbalance.
        self.transport.any(false);
        let arrived = Instant::now();
        let outgoing: Vec<Vec<u8>> = (self.islands.iter())
            .map(|e| encode(&e.emigrants(m)))
            .collect();
        let bytes_sent = outgoing.iter().map(Vec::len).sum();
        let sending = Instant::now();
        let received = self.transport.ring_shift(outgoing);
        let exchanged = Instant::now();
        if received.len() != self.islands.len() {
            return Err(ArchipelagoError(format!(
                "{} migrations received for {} islands",
                received.len(),
                self.islands.len()
            )));
        }
        let first = self.first_island();
        for (j, (e, bytes)) in self.islands.iter_mut().zip(received).enumerate() {
            let bad = |why: String| ArchipelagoError(format!("island {}: {why}", first + j));
            let arrivals: Vec<Individual<E::Stats>> =
                postcard::from_bytes(&bytes).map_err(|err| bad(format!("migrants: {err}")))?;
            if arrivals.len() != m {
                return Err(bad(format!("{} migrants arrived, not {m}", arrivals.len())));
            }
            for a in &arrivals {
                e.pset()
                    .check(&a.tree, e.root_type())
                    .map_err(|err| bad(format!("a migrant: {err}")))?;
            }
            e.immigrate(arrivals);
        }
        self.last_migration = Some(MigrationCost {
            wait: arrived - start,
            exchange: exchanged - sending,
            local: (sending - arrived) + exchanged.elapsed(),
            bytes_sent,
        });
        Ok(())
    }

    /// Whether the run is over: the generation budget spent, or some island at
    /// the target fitness. Collective.
    pub fn is_finished(&mut self) -> bool {
        let here = self.islands.iter().any(Evolution::is_finished);
        self.transport.any(here)
    }

    /// Whether some island reached the target fitness. Collective.
    pub fn solved(&mut self) -> bool {
        let here = self.islands.iter().any(Evolution::solved);
        self.transport.any(here)
    }

    /// `f` of every island, in island order, at the root; `None` elsewhere.
    /// Collective.
    pub fn gather<V: Serialize + DeserializeOwned>(
        &mut self,
        f: impl Fn(&Evolution<E>) -> V,
    ) -> Result<Option<Vec<V>>, ArchipelagoError> {
        let local = self.islands.iter().map(f).collect();
        self.gather_local(local)
    }

    /// `local` (one value per local island), every island's in island order, at the
    /// root; `None` elsewhere. Collective.
    pub fn gather_local<V: Serialize + DeserializeOwned>(
        &mut self,
        local: Vec<V>,
    ) -> Result<Option<Vec<V>>, ArchipelagoError> {
        let local = local.iter().map(encode).collect();
        let Some(all) = self.transport.gather(local) else {
            return Ok(None);
        };
        all.iter()
            .enumerate()
            .map(|(i, b)| {
                postcard::from_bytes(b)
                    .map_err(|e| ArchipelagoError(format!("island {i}'s report: {e}")))
            })
            .collect::<Result<Vec<V>, _>>()
            .map(Some)
    }

    /// The hall of fame over all islands (merged in island order), at the root.
    /// Collective.
    pub fn hall_of_fame(&mut self) -> Result<Option<HallOfFame<E::Stats>>, ArchipelagoError> {
        if self.transport.islands() == 1 {
            return Ok(self.islands.first().map(|e| e.hall_of_fame().clone()));
        }
        let parsimony = self.islands.first().is_some_and(|e| e.config().parsimony);
        let capacity = self
            .islands
            .first()
            .map_or(0, |e| e.config().hall_of_fame_size);
        let Some(all) = self.gather(|e| e.hall_of_fame().clone())? else {
            return Ok(None);
        };
        let mut merged = HallOfFame::new(capacity);
        for h in &all {
            merged.merge(h, parsimony);
        }
        Ok(Some(merged))
    }

    /// The checkpoint of the whole archipelago, at the root (`None` elsewhere and
    /// before the first step). One island's is its plain [`Evolution::checkpoint`].
    /// Collective.
    pub fn checkpoint(&mut self) -> Option<Vec<u8>> {
        if self.transport.islands() == 1 {
            return self.islands.first().and_then(Evolution::checkpoint);
        }
        let local = self
            .islands
            .iter()
            .map(|e| e.checkpoint().unwrap_or_default())
            .collect();
        let islands = self.transport.gather(local)?;
        if islands.iter().any(Vec::is_empty) {
            return None;
        }
        let payload = Payload {
            migration: self.migration,
            islands,
        };
        Some(frame_as(MAGIC, VERSION, &encode(&payload)))
    }

    /// Writes [`Archipelago::checkpoint`] to `path` at the root, atomically (see
    /// [`Evolution::write_checkpoint`]): every island's state after one generation,
    /// or, until it is renamed into place, the previous file. Collective.
    pub fn write_checkpoint(&mut self, path: &Path) -> Result<(), CheckpointError> {
        match self.checkpoint() {
            Some(bytes) => write_file_atomic(path, &bytes),
            None => Ok(()),
        }
    }

    /// Resumes an archipelago from checkpoint bytes, which the root passes (the
    /// others pass `None`); `make(i)` gives island `i`'s primitive set and
    /// evaluator. Collective: every process gets the error if any one fails, and
    /// an island count other than the transport's is refused.
    pub fn from_checkpoint(
        mut transport: T,
        bytes: Option<&[u8]>,
        mut make: impl FnMut(usize) -> (PrimitiveSet, E),
    ) -> Result<Self, CheckpointError> {
        let invalid = |m: String| CheckpointError::new(CheckpointErrorKind::Invalid(m));
        let opened = bytes.map(|b| open(b, transport.islands()));
        let verdict = opened.as_ref().map(|o| match o {
            Ok((migration, _)) => encode(&Ok::<Migration, String>(*migration)),
            Err(e) => encode(&Err::<Migration, String>(e.to_string())),
        });
        let verdict: Result<Migration, String> =
            postcard::from_bytes(&transport.broadcast(verdict))
                .unwrap_or_else(|e| Err(format!("the root's verdict: {e}")));
        let (migration, all) = match (verdict, opened) {
            (_, Some(Err(e))) => {
                transport.scatter(None);
                return Err(e);
            }
            (Err(e), _) => {
                transport.scatter(None);
                return Err(invalid(e));
            }
            (Ok(m), Some(Ok((_, all)))) => (m, Some(all)),
            (Ok(m), None) => (m, None),
        };
        let mine = transport.scatter(all);
        let local = transport.local();
        let islands: Result<Vec<Evolution<E>>, CheckpointError> = if mine.len() == local.len() {
            local
                .zip(&mine)
                .map(|(i, b)| {
                    let (pset, evaluator) = make(i);
                    Evolution::from_checkpoint(pset, evaluator, b)
                })
                .collect()
        } else {
            Err(invalid(format!(
                "{} island checkpoints for {} islands",
                mine.len(),
                local.len()
            )))
        };
        if transport.any(islands.is_err()) {
            return Err(islands
                .err()
                .unwrap_or_else(|| invalid("another process could not resume its island".into())));
        }
        let islands = islands?;
        Archipelago::new(islands, migration, transport).map_err(|e| invalid(e.0))
    }
}

/// The number of islands a checkpoint holds (1 for a plain checkpoint).
pub fn checkpoint_islands(bytes: &[u8]) -> Result<usize, CheckpointError> {
    if has_magic(PLAIN_MAGIC, bytes) {
        return Ok(1);
    }
    let payload = unframe_as(MAGIC, VERSION, bytes)?;
    let p: Payload = postcard::from_bytes(payload)
        .map_err(|e| CheckpointError::new(CheckpointErrorKind::Decode(e.to_string())))?;
    Ok(p.islands.len())
}

/// The migration and island checkpoints of archipelago checkpoint `bytes`, which
/// must hold `islands` islands.
fn open(bytes: &[u8], islands: usize) -> Result<(Migration, Vec<Vec<u8>>), CheckpointError> {
    let (migration, all) = if has_magic(PLAIN_MAGIC, bytes) {
        (Migration::NONE, vec![bytes.to_vec()])
    } else {
        let payload = unframe_as(MAGIC, VERSION, bytes)?;
        let p: Payload = postcard::from_bytes(payload)
            .map_err(|e| CheckpointError::new(CheckpointErrorKind::Decode(e.to_string())))?;
        (p.migration, p.islands)
    };
    if all.len() != islands {
        return Err(CheckpointError::new(CheckpointErrorKind::Mismatch(
            format!("it holds {} islands, this run has {islands}", all.len()),
        )));
    }
    Ok((migration, all))
}

fn encode<V: Serialize + ?Sized>(v: &V) -> Vec<u8> {
    // Encoding plain data into a Vec cannot fail.
    postcard::to_stdvec(v).expect("postcard encodes plain data")
}
