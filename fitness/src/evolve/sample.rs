//! The problems one generation is scored on.

use rand::RngExt;
use shakmaty::{Chess, Move};

use gp::GpRng;

use super::Pool;

/// One sampled problem with everything scoring needs.
#[derive(Clone, Debug)]
pub struct SampledProblem {
    /// The mate length N.
    pub n: u32,
    /// The problem's id (e.g. `lichess:f4M6j`).
    pub id: String,
    /// Its FEN (the reference cache key, with `n`).
    pub fen: String,
    /// The position.
    pub position: Chess,
    /// Every move that mates within N (from the reference prover).
    pub keys: Vec<Move>,
    /// The reference prover's nodes.
    pub reference_nodes: u64,
    /// The individual's node budget: `ceil(budget_factor × reference_nodes)`.
    pub budget: u64,
    /// The prover alone's nodes (first key, default options): what a user pays
    /// without a searcher. Known only under `cost = "sound"` (0 otherwise).
    pub prover_alone_nodes: u64,
}

/// `amount` distinct indices of `0..len`, in draw order: a partial Fisher–Yates
/// shuffle written out here, so that the sample depends only on the random stream,
/// never on a library's choice of algorithm.
pub fn draw_indices(rng: &mut GpRng, len: usize, amount: usize) -> Vec<usize> {
    let amount = amount.min(len);
    let mut idx: Vec<usize> = (0..len).collect();
    for k in 0..amount {
        let j = rng.random_range(k..len);
        idx.swap(k, j);
    }
    idx.truncate(amount);
    idx
}

/// The (N, index into that N's training problems) of one generation's sample: N
/// ascending up to `max_n`, `per_n` problems each, drawn from `rng` in that order.
pub fn draw(pool: &Pool, per_n: usize, max_n: u32, rng: &mut GpRng) -> Vec<(u32, usize)> {
    let mut out = Vec::new();
    for n in 1..=pool.max_n().min(max_n) {
        let len = pool.split(n).map_or(0, |s| s.train.len());
        out.extend(draw_indices(rng, len, per_n).into_iter().map(|i| (n, i)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use gp::{Purpose, stream_rng};

    #[test]
    fn distinct_and_reproducible() {
        let a = draw_indices(&mut stream_rng(3, Purpose::Sample, 7, 0), 50, 10);
        let b = draw_indices(&mut stream_rng(3, Purpose::Sample, 7, 0), 50, 10);
        assert_eq!(a, b);
        let mut s = a.clone();
        s.sort();
        s.dedup();
        assert_eq!(s.len(), 10);
        assert!(a.iter().all(|&i| i < 50));
        let c = draw_indices(&mut stream_rng(3, Purpose::Sample, 8, 0), 50, 10);
        assert_ne!(a, c);
        assert_eq!(
            draw_indices(&mut stream_rng(3, Purpose::Sample, 8, 0), 3, 10).len(),
            3
        );
    }
}
