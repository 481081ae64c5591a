//! Deterministic random streams: one per (seed, purpose, generation, index).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The random generator handed to operators and evaluators.
pub type GpRng = ChaCha8Rng;

/// What a random stream is for; different purposes never share numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Creating one individual: initialisation, selection and variation.
    Breed,
    /// The evaluator's per-generation draw (e.g. a problem sample).
    Sample,
    /// An evaluator's randomness while evaluating one individual.
    Evaluate,
    /// The seeds of the islands of an archipelago ([`crate::island_seed`]).
    Island,
}

/// Each stream gets 2^36 words (256 GiB) before it would touch the next.
const WORDS_PER_INDEX: u32 = 36;

/// The stream for `(seed, purpose, generation, index)`.
///
/// ChaCha keyed by the seed and purpose, with the generation as the stream
/// number and the index selecting a disjoint block range; so streams never
/// overlap and do not depend on thread scheduling.
pub fn stream_rng(seed: u64, purpose: Purpose, generation: u64, index: u32) -> GpRng {
    let mut state = seed ^ (purpose as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F);
    let mut key = [0u8; 32];
    for chunk in key.chunks_exact_mut(8) {
        chunk.copy_from_slice(&splitmix64(&mut state).to_le_bytes());
    }
    let mut rng = ChaCha8Rng::from_seed(key);
    rng.set_stream(generation);
    rng.set_word_pos(u128::from(index) << WORDS_PER_INDEX);
    rng
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn streams_differ_and_repeat() {
        let a = stream_rng(7, Purpose::Breed, 3, 4).next_u64();
        assert_eq!(a, stream_rng(7, Purpose::Breed, 3, 4).next_u64());
        for other in [
            stream_rng(8, Purpose::Breed, 3, 4),
            stream_rng(7, Purpose::Sample, 3, 4),
            stream_rng(7, Purpose::Breed, 4, 4),
            stream_rng(7, Purpose::Breed, 3, 5),
        ] {
            let mut other = other;
            assert_ne!(a, other.next_u64());
        }
    }
}
