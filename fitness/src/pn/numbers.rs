//! Proof and disproof numbers: `u32` with a reserved infinity.

/// A proof or disproof number. [`INF`] marks a solved node's hopeless side.
pub(crate) type Num = u32;

/// Infinity: the proof number of a disproven node, the disproof number of a proven one.
pub(crate) const INF: Num = u32::MAX;

/// The largest finite number. Sums saturate here so that only a solved node is ever
/// infinite: a sum that overflowed must not read as a proof or disproof.
pub(crate) const MAX_FINITE: Num = INF - 1;

/// Sum of proof numbers, saturating at [`MAX_FINITE`] unless a term is infinite.
#[inline]
pub(crate) fn add(a: Num, b: Num) -> Num {
    if a == INF || b == INF {
        INF
    } else {
        a.saturating_add(b).min(MAX_FINITE)
    }
}

/// The numbers of a node that is not yet solved, from its number of legal moves:
/// `(1, n)` where the attacker moves (one good move proves it, all n must fail),
/// `(n, 1)` where the defender moves (PROVER's mobility initialisation).
#[inline]
pub(crate) fn by_mobility(attacker_to_move: bool, moves: usize) -> (Num, Num) {
    let n = (moves as Num).clamp(1, MAX_FINITE);
    if attacker_to_move { (1, n) } else { (n, 1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_saturate_below_infinity() {
        assert_eq!(add(3, 4), 7);
        assert_eq!(add(MAX_FINITE, 5), MAX_FINITE);
        assert_eq!(add(INF, 0), INF);
        assert_eq!(add(1, INF), INF);
    }

    #[test]
    fn mobility_sides() {
        assert_eq!(by_mobility(true, 20), (1, 20));
        assert_eq!(by_mobility(false, 3), (3, 1));
    }
}
