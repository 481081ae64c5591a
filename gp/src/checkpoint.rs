//! Binary checkpoints: everything needed to continue a run exactly.
//!
//! Layout: 8-byte magic `GPCHKPT\0`, format version (u32 LE), payload length
//! (u64 LE), FNV-1a-64 of the payload (u64 LE), then the postcard payload.
//! No random-generator state is stored: every stream is derived from the
//! seed, the generation and the index, so the seed suffices.

use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::{Config, Evaluator, Evolution, GenerationStats, HallOfFame, Individual, PrimitiveSet};

mod v3;

pub(crate) const MAGIC: &[u8; 8] = b"GPCHKPT\0";
/// Format 4 added lexicase selection (`Config::selection`, `Individual::cases`);
/// format 3 is still read ([`v3`]).
const VERSION: u32 = 4;
const OLDEST_READ: u32 = 3;
const HEADER_LEN: usize = 8 + 4 + 8 + 8;

/// What went wrong reading or writing a checkpoint.
#[derive(Debug)]
pub enum CheckpointErrorKind {
    /// The file could not be read or written.
    Io(std::io::Error),
    /// The file does not start with the checkpoint magic.
    NotACheckpoint,
    /// Written by an incompatible format version.
    UnsupportedVersion {
        /// The version in the file.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// Shorter (or longer) than its header says.
    Truncated {
        /// Bytes the header announces (header included).
        expected: u64,
        /// Bytes present.
        found: u64,
    },
    /// The payload checksum does not match.
    Corrupt,
    /// The payload does not decode.
    Decode(String),
    /// Written for another primitive set or root type.
    Mismatch(String),
    /// Decodes, but the contents are inconsistent.
    Invalid(String),
}

/// A checkpoint error, naming the file when there is one.
#[derive(Debug)]
pub struct CheckpointError {
    /// The file, if the checkpoint came from or went to one.
    pub path: Option<PathBuf>,
    /// What went wrong.
    pub kind: CheckpointErrorKind,
}

impl CheckpointError {
    pub(crate) fn new(kind: CheckpointErrorKind) -> Self {
        CheckpointError { path: None, kind }
    }

    pub(crate) fn at(mut self, path: &Path) -> Self {
        self.path = Some(path.to_path_buf());
        self
    }
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.path {
            Some(p) => write!(f, "checkpoint {}: ", p.display())?,
            None => write!(f, "checkpoint: ")?,
        }
        match &self.kind {
            CheckpointErrorKind::Io(e) => write!(f, "{e}"),
            CheckpointErrorKind::NotACheckpoint => write!(f, "not a gp checkpoint (bad magic)"),
            CheckpointErrorKind::UnsupportedVersion { found, supported } => {
                write!(f, "format version {found}, this build reads {supported}")
            }
            CheckpointErrorKind::Truncated { expected, found } => write!(
                f,
                "truncated or padded: header says {expected} bytes, found {found}"
            ),
            CheckpointErrorKind::Corrupt => write!(f, "checksum mismatch (file is corrupt)"),
            CheckpointErrorKind::Decode(e) => write!(f, "cannot decode: {e}"),
            CheckpointErrorKind::Mismatch(e) => write!(f, "does not fit this run: {e}"),
            CheckpointErrorKind::Invalid(e) => write!(f, "inconsistent contents: {e}"),
        }
    }
}

impl std::error::Error for CheckpointError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            CheckpointErrorKind::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// What the payload is for, encoded first so that a checkpoint of another
/// domain is reported as such before its individuals are decoded.
#[derive(Serialize, Deserialize)]
struct Identity {
    pset_fingerprint: String,
    root_type: String,
}

/// The rest of the payload. Field order is the format: bump `VERSION` when
/// it (or `Identity`) changes.
#[derive(Serialize, Deserialize)]
struct Payload<S> {
    config: Config,
    seed: u64,
    generation: u64,
    population: Vec<Individual<S>>,
    hall_of_fame: HallOfFame<S>,
    total_evaluations: u64,
    stats: GenerationStats,
    evaluator_state: Vec<u8>,
}

/// Borrowing twin of [`Payload`] for writing without copying (same encoding).
#[derive(Serialize)]
struct PayloadRef<'a, S> {
    config: &'a Config,
    seed: u64,
    generation: u64,
    population: &'a [Individual<S>],
    hall_of_fame: &'a HallOfFame<S>,
    total_evaluations: u64,
    stats: &'a GenerationStats,
    evaluator_state: Vec<u8>,
}

/// FNV-1a, 64 bits: fixed by its definition, unlike `std`'s hashers, so a value
/// written to a file today means the same tomorrow.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn frame(payload: &[u8]) -> Vec<u8> {
    frame_as(MAGIC, VERSION, payload)
}

/// The framing of every gp file: magic, version, payload length, checksum, payload.
pub(crate) fn frame_as(magic: &[u8; 8], version: u32, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(magic);
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&fnv1a64(payload).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

/// The format version and payload of a plain checkpoint.
fn unframe(bytes: &[u8]) -> Result<(u32, &[u8]), CheckpointError> {
    unframe_versions(MAGIC, OLDEST_READ..=VERSION, bytes)
}

/// Whether `bytes` start with `magic`.
pub(crate) fn has_magic(magic: &[u8; 8], bytes: &[u8]) -> bool {
    bytes.len() >= magic.len() && &bytes[..magic.len()] == magic
}

/// The payload of a file framed by [`frame_as`] with this magic and version.
pub(crate) fn unframe_as<'a>(
    magic: &[u8; 8],
    version_read: u32,
    bytes: &'a [u8],
) -> Result<&'a [u8], CheckpointError> {
    unframe_versions(magic, version_read..=version_read, bytes).map(|(_, payload)| payload)
}

/// The version and payload of a file framed by [`frame_as`] with this magic and a
/// version in `read`.
fn unframe_versions<'a>(
    magic: &[u8; 8],
    read: std::ops::RangeInclusive<u32>,
    bytes: &'a [u8],
) -> Result<(u32, &'a [u8]), CheckpointError> {
    use CheckpointErrorKind as K;
    if !has_magic(magic, bytes) {
        return Err(CheckpointError::new(K::NotACheckpoint));
    }
    let word = |at: usize, len: usize| -> Option<u64> {
        let b = bytes.get(at..at + len)?;
        let mut buf = [0u8; 8];
        buf[..len].copy_from_slice(b);
        Some(u64::from_le_bytes(buf))
    };
    let (Some(version), Some(len), Some(sum)) = (word(8, 4), word(12, 8), word(20, 8)) else {
        return Err(CheckpointError::new(K::Truncated {
            expected: HEADER_LEN as u64,
            found: bytes.len() as u64,
        }));
    };
    let version = match u32::try_from(version) {
        Ok(v) if read.contains(&v) => v,
        _ => {
            return Err(CheckpointError::new(K::UnsupportedVersion {
                found: version as u32,
                supported: *read.end(),
            }));
        }
    };
    let expected = (HEADER_LEN as u64).saturating_add(len);
    if bytes.len() as u64 != expected {
        return Err(CheckpointError::new(K::Truncated {
            expected,
            found: bytes.len() as u64,
        }));
    }
    let payload = &bytes[HEADER_LEN..];
    if fnv1a64(payload) != sum {
        return Err(CheckpointError::new(K::Corrupt));
    }
    Ok((version, payload))
}

impl<E: Evaluator> Evolution<E> {
    /// The run's state as checkpoint bytes. `None` before the first step
    /// (there is nothing to resume yet).
    pub fn checkpoint(&self) -> Option<Vec<u8>> {
        let stats = self.stats.as_ref()?;
        let identity = Identity {
            pset_fingerprint: self.pset.fingerprint(),
            root_type: self.pset.type_name(self.root).to_string(),
        };
        let payload = PayloadRef {
            config: &self.config,
            seed: self.seed,
            generation: self.generation?,
            population: &self.population,
            hall_of_fame: &self.hall_of_fame,
            total_evaluations: self.total_evaluations,
            stats,
            evaluator_state: self.evaluator.save_state(),
        };
        // Encoding plain data into a Vec cannot fail.
        let mut bytes = postcard::to_stdvec(&identity).expect("postcard encodes plain data");
        bytes.extend(postcard::to_stdvec(&payload).expect("postcard encodes plain data"));
        Some(frame(&bytes))
    }

    /// Writes the checkpoint to `path` atomically: to `path` + `.tmp` in the
    /// same directory, synced, then renamed over `path`, so a kill at any
    /// moment leaves either the old or the new checkpoint. Does nothing
    /// before the first step.
    pub fn write_checkpoint(&self, path: &Path) -> Result<(), CheckpointError> {
        match self.checkpoint() {
            Some(bytes) => write_file_atomic(path, &bytes),
            None => Ok(()),
        }
    }

    /// Resumes a run from checkpoint bytes. `pset` must be the set the run
    /// used (compared by fingerprint) and `evaluator` the same fitness
    /// function; its state is restored from the checkpoint. The next
    /// [`Evolution::step`] continues exactly as the original run would have.
    pub fn from_checkpoint(
        pset: PrimitiveSet,
        mut evaluator: E,
        bytes: &[u8],
    ) -> Result<Self, CheckpointError> {
        use CheckpointErrorKind as K;
        let err = |k| CheckpointError::new(k);
        let (version, payload) = unframe(bytes)?;
        let decode = |e: postcard::Error| err(K::Decode(e.to_string()));
        let (id, rest): (Identity, _) = postcard::take_from_bytes(payload).map_err(decode)?;
        if id.pset_fingerprint != pset.fingerprint() {
            return Err(err(K::Mismatch(first_difference(
                &id.pset_fingerprint,
                &pset.fingerprint(),
            ))));
        }
        let root = pset.type_id(&id.root_type).ok_or_else(|| {
            err(K::Mismatch(format!(
                "root type {} not in the primitive set",
                id.root_type
            )))
        })?;
        let p: Payload<E::Stats> = if version == 3 {
            postcard::from_bytes::<v3::PayloadV3<E::Stats>>(rest)
                .map_err(decode)?
                .into()
        } else {
            postcard::from_bytes(rest).map_err(decode)?
        };
        p.config
            .validate()
            .map_err(|e| err(K::Invalid(e.to_string())))?;
        if p.population.len() != p.config.population_size {
            return Err(err(K::Invalid(format!(
                "{} individuals, config says {}",
                p.population.len(),
                p.config.population_size
            ))));
        }
        if p.generation > u64::from(u32::MAX)
            || p.stats.generation != p.generation
            || p.stats.best_index >= p.population.len()
        {
            return Err(err(K::Invalid(format!(
                "generation {} / statistics of generation {} (best index {})",
                p.generation, p.stats.generation, p.stats.best_index
            ))));
        }
        let hof = p.hall_of_fame.entries().iter().map(|e| &e.individual);
        for (i, ind) in p.population.iter().chain(hof).enumerate() {
            pset.check(&ind.tree, root)
                .map_err(|e| err(K::Invalid(format!("tree {i}: {e}"))))?;
        }
        if p.hall_of_fame.capacity() != p.config.hall_of_fame_size
            || p.hall_of_fame.entries().len() > p.hall_of_fame.capacity()
        {
            return Err(err(K::Invalid("hall of fame size".to_string())));
        }
        evaluator
            .restore_state(&p.evaluator_state)
            .map_err(|e| err(K::Invalid(format!("evaluator state: {e}"))))?;
        Ok(Evolution {
            pset,
            root,
            config: p.config,
            seed: p.seed,
            evaluator,
            generation: Some(p.generation),
            population: p.population,
            hall_of_fame: p.hall_of_fame,
            total_evaluations: p.total_evaluations,
            stats: Some(p.stats),
            // Generation 0 is behind a checkpoint: its opening trees are spent.
            initial: Vec::new(),
        })
    }

    /// Reads and resumes a checkpoint file (see [`Evolution::from_checkpoint`]).
    pub fn load_checkpoint(
        pset: PrimitiveSet,
        evaluator: E,
        path: &Path,
    ) -> Result<Self, CheckpointError> {
        let bytes = fs::read(path)
            .map_err(|e| CheckpointError::new(CheckpointErrorKind::Io(e)).at(path))?;
        Self::from_checkpoint(pset, evaluator, &bytes).map_err(|e| e.at(path))
    }
}

/// Writes `bytes` to `path` atomically: to `path` + `.tmp` in the same directory,
/// synced, then renamed over `path`, so a kill at any moment leaves either the old
/// or the new file.
pub(crate) fn write_file_atomic(path: &Path, bytes: &[u8]) -> Result<(), CheckpointError> {
    let io = |e| CheckpointError::new(CheckpointErrorKind::Io(e)).at(path);
    let mut tmp_name = path.as_os_str().to_owned();
    tmp_name.push(".tmp");
    let tmp = PathBuf::from(tmp_name);
    {
        let mut f = fs::File::create(&tmp).map_err(io)?;
        f.write_all(bytes).map_err(io)?;
        f.sync_all().map_err(io)?;
    }
    fs::rename(&tmp, path).map_err(io)?;
    // Make the rename itself durable where the platform allows.
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
    Ok(())
}

fn first_difference(saved: &str, current: &str) -> String {
    for (a, b) in saved.lines().zip(current.lines()) {
        if a != b {
            return format!("primitive set differs: checkpoint has `{a}`, this build `{b}`");
        }
    }
    "primitive set differs in its number of primitives".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frame_round_trip_and_damage() {
        let framed = frame(b"hello");
        assert_eq!(unframe(&framed).expect("intact"), (VERSION, &b"hello"[..]));
        for cut in 0..framed.len() {
            assert!(unframe(&framed[..cut]).is_err(), "cut at {cut}");
        }
        let mut flipped = framed.clone();
        *flipped.last_mut().expect("non-empty") ^= 1;
        assert!(matches!(
            unframe(&flipped).map_err(|e| e.kind),
            Err(CheckpointErrorKind::Corrupt)
        ));
    }
}
