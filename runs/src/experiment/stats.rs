//! Statistics for the experiment report: a binomial confidence interval,
//! paired and unpaired non-parametric tests, and order statistics. std only.
//!
//! Normal tail probabilities come from [`erfc`], Numerical Recipes' Chebyshev
//! fit (`erfcc`), whose fractional error is below 1.2e-7 for every x: ample for
//! p-values that a report prints to three or four significant digits.
//!
//! NaN policy: NaNs carry no order information, and one run that logged NaN
//! should not sink a whole report, so they are ignored: dropped from samples in
//! [`quantile`], [`median`], [`summary`] and [`mann_whitney`]; in
//! [`wilcoxon_signed_rank`] a pair whose difference is NaN is dropped.

use std::f64::consts::{LN_2, SQRT_2};

/// Two-sided 95 % normal quantile.
pub const Z95: f64 = 1.959963984540054;

/// A closed interval `[low, high]`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Interval {
    /// Lower end.
    pub low: f64,
    /// Upper end.
    pub high: f64,
}

/// Wilson score interval for a binomial proportion (successes of trials);
/// trials = 0 gives [0, 1]. `successes > trials` is clamped to `trials`.
pub fn wilson(successes: u64, trials: u64, z: f64) -> Interval {
    if trials == 0 {
        return Interval {
            low: 0.0,
            high: 1.0,
        };
    }
    let n = trials as f64;
    let p = successes.min(trials) as f64 / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z.abs() * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    // Rounding can push an end a hair outside [0, 1] when p is 0 or 1.
    Interval {
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// Complementary error function, Numerical Recipes' `erfcc`; fractional
/// error < 1.2e-7 for all x, and it keeps that relative accuracy deep in the
/// tail (no `1 - erf` cancellation).
pub fn erfc(x: f64) -> f64 {
    // Coefficients c0..c9 of the fit's exponent polynomial in t, for Horner.
    #[rustfmt::skip]
    const C: [f64; 10] = [
        -1.265_512_23, 1.000_023_68, 0.374_091_96, 0.096_784_18, -0.186_288_06,
        0.278_868_07, -1.135_203_98, 1.488_515_87, -0.822_152_23, 0.170_872_77,
    ];
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = C.iter().rev().fold(0.0, |acc, c| acc * t + c);
    let r = t * (-z * z + poly).exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

/// Two-sided normal p-value of a (continuity-corrected) z; a negative z
/// means the correction overshot zero, i.e. no evidence at all.
fn two_sided_p(z: f64) -> f64 {
    erfc(z / SQRT_2).min(1.0)
}

/// Result of the exact McNemar test.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct McNemar {
    /// Problems solved by A but not by B.
    pub only_a: u64,
    /// Problems solved by B but not by A.
    pub only_b: u64,
    /// Exact two-sided p-value.
    pub p_value: f64,
}

/// Exact McNemar test on paired outcomes: `a[i]`, `b[i]` are the two
/// searchers' success on problem i. None if the lengths differ. The p-value is
/// the exact binomial `min(1, 2 P(X <= min(only_a, only_b)))` with p = 1/2,
/// and 1 when there are no discordant pairs.
pub fn mcnemar(a: &[bool], b: &[bool]) -> Option<McNemar> {
    if a.len() != b.len() {
        return None;
    }
    let pairs = || a.iter().zip(b);
    let only_a = pairs().filter(|&(&x, &y)| x && !y).count() as u64;
    let only_b = pairs().filter(|&(&x, &y)| !x && y).count() as u64;
    let p_value = sign_test_p(only_a, only_b);
    Some(McNemar {
        only_a,
        only_b,
        p_value,
    })
}

/// `min(1, 2 P(X <= k))`, X ~ Bin(x + y, 1/2), k = min(x, y). Terms are summed
/// relative to the largest one, P(X = k), whose log is formed once, so
/// hundreds or millions of discordant pairs neither overflow nor underflow
/// until the true p is itself below ~1e-308.
fn sign_test_p(x: u64, y: u64) -> f64 {
    let n = x + y;
    if n == 0 {
        return 1.0;
    }
    let k = x.min(y);
    let ln_pk: f64 = (1..=k)
        .map(|j| ((n - k + j) as f64 / j as f64).ln())
        .sum::<f64>()
        - n as f64 * LN_2;
    // P(X = i-1) / P(X = i) = i / (n-i+1) <= 1 below the mode, so the series
    // shrinks and can stop once terms no longer change the sum.
    let (mut term, mut rel) = (1.0, 1.0);
    for i in (1..=k).rev() {
        term *= i as f64 / (n - i + 1) as f64;
        rel += term;
        if term < 1e-17 * rel {
            break;
        }
    }
    (2.0 * (ln_pk + rel.ln()).exp()).min(1.0)
}

/// Average ranks (1-based, ties share their mean rank) and the tie term
/// Σ(t³ − t) over groups of t tied values. `values` must hold no NaN.
fn ranks(values: &[f64]) -> (Vec<f64>, f64) {
    let mut idx: Vec<usize> = (0..values.len()).collect();
    idx.sort_by(|&i, &j| values[i].total_cmp(&values[j]));
    let mut rank = vec![0.0; values.len()];
    let (mut ties, mut start) = (0.0, 0);
    while start < idx.len() {
        let mut end = start + 1;
        // `==` (not total_cmp) so that -0.0 and 0.0 count as a tie.
        while end < idx.len() && values[idx[end]] == values[idx[start]] {
            end += 1;
        }
        let mean_rank = (start + end + 1) as f64 / 2.0;
        for &i in &idx[start..end] {
            rank[i] = mean_rank;
        }
        let t = (end - start) as f64;
        ties += t * t * t - t;
        start = end;
    }
    (rank, ties)
}

/// Result of the Mann–Whitney U test.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MannWhitney {
    /// U of the first sample: #(a > b) + 0.5 #(a = b) over all pairs.
    pub u: f64,
    /// Size of the first sample (NaNs dropped).
    pub n1: usize,
    /// Size of the second sample (NaNs dropped).
    pub n2: usize,
    /// Two-sided p-value.
    pub p_value: f64,
    /// P(A>B)+0.5P(A=B), the common-language effect size (= u / (n1 n2)).
    pub effect: f64,
    /// True if `p_value` is from the exact null distribution (both samples
    /// ≤ 20 and no ties), false if from the normal approximation.
    pub exact: bool,
}

/// Mann–Whitney U test (two-sided). Exact distribution when both samples are
/// ≤ 20 and there are no ties; otherwise the normal approximation with tie
/// and continuity correction (as scipy's `method='asymptotic'`). NaNs are
/// dropped; None if either sample is then empty.
pub fn mann_whitney(a: &[f64], b: &[f64]) -> Option<MannWhitney> {
    let a = without_nan(a);
    let b = without_nan(b);
    let (n1, n2) = (a.len(), b.len());
    if n1 == 0 || n2 == 0 {
        return None;
    }
    let all: Vec<f64> = a.iter().chain(&b).copied().collect();
    let (rank, ties) = ranks(&all);
    let (f1, f2) = (n1 as f64, n2 as f64);
    let u = rank[..n1].iter().sum::<f64>() - f1 * (f1 + 1.0) / 2.0;
    // Two-sided: measure the larger of U1 and U2 against the upper tail.
    let big = u.max(f1 * f2 - u);
    let exact = n1 <= 20 && n2 <= 20 && ties == 0.0;
    let p_value = if exact {
        (2.0 * mw_exact_upper(big, n1, n2)).min(1.0)
    } else {
        let n = f1 + f2;
        let var = f1 * f2 / 12.0 * ((n + 1.0) - ties / (n * (n - 1.0)));
        if var > 0.0 {
            two_sided_p((big - f1 * f2 / 2.0 - 0.5) / var.sqrt())
        } else {
            1.0 // every value tied: no evidence either way
        }
    };
    let effect = u / (f1 * f2);
    Some(MannWhitney {
        u,
        n1,
        n2,
        p_value,
        effect,
        exact,
    })
}

/// P(U >= u) under H0 without ties, by counting the rank sums of all
/// n1-subsets of 1..=n1+n2. Counts stay ≤ C(40, 20) ≈ 1.4e11, exact in f64.
fn mw_exact_upper(u: f64, n1: usize, n2: usize) -> f64 {
    let n = n1 + n2;
    let max_sum = n * (n + 1) / 2;
    // count[j][s]: subsets of size j of the ranks seen so far with sum s.
    let mut count = vec![vec![0.0f64; max_sum + 1]; n1 + 1];
    count[0][0] = 1.0;
    for r in 1..=n {
        // Descending j so each rank is used at most once per subset.
        for j in (1..=n1.min(r)).rev() {
            for s in r..=max_sum {
                count[j][s] += count[j - 1][s - r];
            }
        }
    }
    let offset = n1 * (n1 + 1) / 2; // U = rank sum - offset
    let total: f64 = count[n1].iter().sum();
    let upper: f64 = count[n1]
        .iter()
        .enumerate()
        .skip(offset)
        .filter(|&(s, _)| (s - offset) as f64 >= u - 1e-9)
        .map(|(_, c)| c)
        .sum();
    upper / total
}

/// Result of the Wilcoxon signed-rank test.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wilcoxon {
    /// Pairs left after dropping zero (and NaN) differences.
    pub n: usize,
    /// Rank sum of the pairs with a > b.
    pub w_plus: f64,
    /// Rank sum of the pairs with a < b.
    pub w_minus: f64,
    /// Two-sided p-value (1 when n = 0).
    pub p_value: f64,
}

/// Wilcoxon signed-rank test (two-sided) on paired values (e.g. costs of two
/// searchers on the same problems); zero differences dropped (Wilcoxon's
/// method), normal approximation with tie and continuity correction (as
/// scipy's `method='approx'`). None if the lengths differ.
pub fn wilcoxon_signed_rank(a: &[f64], b: &[f64]) -> Option<Wilcoxon> {
    if a.len() != b.len() {
        return None;
    }
    let diffs: Vec<f64> = a
        .iter()
        .zip(b)
        .map(|(x, y)| x - y)
        .filter(|d| *d != 0.0 && !d.is_nan())
        .collect();
    let abs: Vec<f64> = diffs.iter().map(|d| d.abs()).collect();
    let (rank, ties) = ranks(&abs);
    let w_plus: f64 = rank
        .iter()
        .zip(&diffs)
        .filter(|(_, d)| **d > 0.0)
        .map(|(r, _)| r)
        .sum();
    let n = diffs.len() as f64;
    let w_minus = n * (n + 1.0) / 2.0 - w_plus;
    let var = n * (n + 1.0) * (2.0 * n + 1.0) / 24.0 - ties / 48.0;
    let p_value = if var > 0.0 {
        two_sided_p(((w_plus - n * (n + 1.0) / 4.0).abs() - 0.5) / var.sqrt())
    } else {
        1.0
    };
    Some(Wilcoxon {
        n: diffs.len(),
        w_plus,
        w_minus,
        p_value,
    })
}

/// The non-NaN values, sorted ascending.
fn without_nan(values: &[f64]) -> Vec<f64> {
    let mut v: Vec<f64> = values.iter().copied().filter(|x| !x.is_nan()).collect();
    v.sort_by(f64::total_cmp);
    v
}

/// Type-7 quantile of already sorted, NaN-free values.
fn quantile_sorted(sorted: &[f64], q: f64) -> Option<f64> {
    if sorted.is_empty() || !(0.0..=1.0).contains(&q) {
        return None;
    }
    let h = (sorted.len() - 1) as f64 * q;
    let lo = h.floor() as usize;
    let hi = (lo + 1).min(sorted.len() - 1);
    let (a, b, f) = (sorted[lo], sorted[hi], h - lo as f64);
    // Equal neighbours short-cut so that a run of infinities stays infinite;
    // the second form serves when b - a overflows (e.g. -1e308 and 1e308).
    Some(match b - a {
        _ if a == b => a,
        d if d.is_finite() => a + f * d,
        _ => (1.0 - f) * a + f * b,
    })
}

/// Quantile with linear interpolation (type 7, as R's default and numpy's);
/// input need not be sorted. NaNs are ignored. None if no value is left or
/// `q` is outside [0, 1] (or NaN).
pub fn quantile(values: &[f64], q: f64) -> Option<f64> {
    quantile_sorted(&without_nan(values), q)
}

/// Median (type-7 quantile at 1/2); NaNs ignored, None if none is left.
pub fn median(values: &[f64]) -> Option<f64> {
    quantile(values, 0.5)
}

/// Five-number summary plus count and mean.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    /// Number of non-NaN values.
    pub n: usize,
    /// Smallest value.
    pub min: f64,
    /// First quartile (type 7).
    pub q1: f64,
    /// Median (type 7).
    pub median: f64,
    /// Third quartile (type 7).
    pub q3: f64,
    /// Largest value.
    pub max: f64,
    /// Arithmetic mean.
    pub mean: f64,
}

/// Summary of the non-NaN values; None if there are none.
pub fn summary(values: &[f64]) -> Option<Summary> {
    let s = without_nan(values);
    let q = |p| quantile_sorted(&s, p);
    Some(Summary {
        n: s.len(),
        min: *s.first()?,
        q1: q(0.25)?,
        median: q(0.5)?,
        q3: q(0.75)?,
        max: *s.last()?,
        mean: s.iter().sum::<f64>() / s.len() as f64,
    })
}

/// Fisher's exact test on a 2×2 table: `a` of `n_a` against `b` of `n_b`. The
/// two-sided p is the sum of the probabilities of every table with the same margins
/// that is no more likely than the one seen (R's `fisher.test`), with a relative
/// tolerance so that tables tied in exact arithmetic count as tied.
pub fn fisher_exact(a: u64, n_a: u64, b: u64, n_b: u64) -> f64 {
    if a > n_a || b > n_b {
        return f64::NAN;
    }
    let ln_choose = |n: u64, k: u64| -> f64 {
        let k = k.min(n - k);
        (1..=k).map(|j| ((n - k + j) as f64 / j as f64).ln()).sum()
    };
    let successes = a + b;
    let lo = successes.saturating_sub(n_b);
    let hi = successes.min(n_a);
    // P(X = x): x of the successes in the first group, the margins fixed.
    let ln_p = |x: u64| ln_choose(n_a, x) + ln_choose(n_b, successes - x);
    let seen = ln_p(a);
    let total: f64 = (lo..=hi).map(|x| (ln_p(x) - seen).exp()).sum();
    let extreme: f64 = (lo..=hi)
        .map(|x| ln_p(x) - seen)
        .filter(|&d| d <= 1e-7)
        .map(f64::exp)
        .sum();
    (extreme / total).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(got: f64, want: f64, tol: f64) {
        assert!((got - want).abs() <= tol, "got {got}, want {want} ± {tol}");
    }

    #[test]
    fn fisher_exact_matches_exact_fractions() {
        // Each p summed over exact hypergeometric fractions (Python `fractions`).
        close(fisher_exact(5, 20, 3, 10), 1.0, 1e-9);
        close(fisher_exact(7, 20, 0, 4), 0.28326745718050067, 1e-9);
        close(fisher_exact(18, 20, 3, 10), 0.0016572133513662749, 1e-9);
        close(fisher_exact(10, 20, 0, 10), 0.01099373723061879, 1e-9);
        close(fisher_exact(1, 3, 7, 20), 1.0, 1e-9);
        close(
            fisher_exact(20, 20, 0, 10) / 3.328339160423119e-08,
            1.0,
            1e-6,
        );
        // The test is symmetric in its groups.
        close(fisher_exact(0, 10, 10, 20), 0.01099373723061879, 1e-9);
        assert!(fisher_exact(4, 3, 0, 1).is_nan());
    }

    #[test]
    fn erfc_matches_scipy_special() {
        // scipy.special.erfc; relative error bound is 1.2e-7.
        for (x, want) in [
            (0.5, 0.4795001221869535),
            (1.0, 0.15729920705028516),
            (2.0, 0.004677734981047266),
            (-1.0, 1.8427007929497148),
            (4.0, 1.541725790028002e-08),
        ] {
            close(erfc(x) / want, 1.0, 1.2e-7);
        }
    }

    #[test]
    fn wilson_published_values() {
        let i = wilson(8, 10, Z95); // Wilson (1927); e.g. Newcombe (1998) table
        close(i.low, 0.4902, 5e-5);
        close(i.high, 0.9433, 5e-5);
        let i = wilson(0, 10, Z95);
        close(i.low, 0.0, 1e-12);
        close(i.high, 0.2775, 5e-5);
        assert_eq!(
            wilson(0, 0, Z95),
            Interval {
                low: 0.0,
                high: 1.0
            }
        );
        assert_eq!(wilson(12, 10, Z95), wilson(10, 10, Z95));
    }

    #[test]
    fn mcnemar_exact() {
        let a: Vec<bool> = (0..20).map(|i| !(2..12).contains(&i)).collect();
        let b: Vec<bool> = (0..20).map(|i| i >= 2).collect();
        let m = mcnemar(&a, &b).expect("same length");
        assert_eq!((m.only_a, m.only_b), (2, 10));
        close(m.p_value, 0.03857421875, 1e-12); // 2 * binom.cdf(2, 12, .5)
        assert!(mcnemar(&a, &b[1..]).is_none());
        assert_eq!(
            mcnemar(&[true, false], &[true, false]).map(|m| m.p_value),
            Some(1.0)
        );
        assert_eq!(sign_test_p(4, 4), 1.0);
        // 2 * scipy.stats.binom.cdf(300, 660, .5): hundreds of discordant pairs.
        close(sign_test_p(300, 360), 0.02157234823197109, 1e-12);
        close(sign_test_p(360, 300), 0.02157234823197109, 1e-12);
        let tiny = sign_test_p(100_000, 120_000);
        assert!(tiny.is_finite() && (0.0..1e-100).contains(&tiny));
    }

    #[test]
    fn mann_whitney_asymptotic_with_ties() {
        // scipy.stats.mannwhitneyu(a, b, method='asymptotic', use_continuity=True)
        let a = [1.1, 2.2, 2.2, 3.5, 4.0, 5.1, 6.3];
        let b = [2.2, 3.5, 4.8, 5.9, 7.0, 7.0, 8.2, 9.4];
        let m = mann_whitney(&a, &b).expect("non-empty");
        assert!(!m.exact);
        close(m.u, 11.5, 1e-12);
        close(m.p_value, 0.06265383286355967, 1e-7);
        close(m.effect, 11.5 / 56.0, 1e-12);
        // Larger samples, same scipy call: a_i = 37i mod 101, b_i = 53i mod 97 + 12.
        let a: Vec<f64> = (0..25).map(|i| ((i * 37) % 101) as f64).collect();
        let b: Vec<f64> = (0..30).map(|i| ((i * 53) % 97 + 12) as f64).collect();
        let m = mann_whitney(&a, &b).expect("non-empty");
        close(m.u, 318.5, 1e-12);
        close(m.p_value, 0.34377818004104443, 1e-7);
    }

    #[test]
    fn mann_whitney_exact_small() {
        // scipy.stats.mannwhitneyu(x, y, method='exact')
        let m = mann_whitney(&[19.0, 22.0, 16.0, 29.0, 24.0], &[20.0, 11.0, 17.0, 12.0]);
        let m = m.expect("non-empty");
        assert!(m.exact);
        close(m.u, 17.0, 1e-12);
        close(m.p_value, 0.1111111111111111, 1e-12);
        let x = [
            0.8, 1.9, 3.1, 4.4, 5.0, 6.2, 7.7, 8.3, 9.9, 10.5, 11.2, 12.8,
        ];
        let y = [2.5, 4.9, 6.6, 7.1, 9.0, 12.0, 13.3, 14.1, 15.6, 16.0];
        let m = mann_whitney(&x, &y).expect("non-empty");
        close(m.u, 35.0, 1e-12);
        close(m.p_value, 0.10720239512809172, 1e-12);
        // Largest exact case must still be a probability.
        let a: Vec<f64> = (0..20).map(|i| i as f64).collect();
        let b: Vec<f64> = (20..40).map(|i| i as f64).collect();
        let m = mann_whitney(&a, &b).expect("non-empty");
        assert!(m.exact && m.p_value > 0.0 && m.p_value < 1e-10 && m.effect == 0.0);
    }

    #[test]
    fn mann_whitney_edge_cases() {
        assert!(mann_whitney(&[], &[1.0]).is_none());
        assert!(mann_whitney(&[f64::NAN], &[1.0]).is_none());
        let m = mann_whitney(&[3.0; 25], &[3.0; 25]).expect("non-empty");
        assert_eq!((m.p_value, m.effect), (1.0, 0.5));
        let m = mann_whitney(&[1.0, f64::NAN], &[2.0]).expect("non-empty");
        assert_eq!((m.n1, m.u), (1, 0.0));
    }

    #[test]
    fn wilcoxon_matches_scipy() {
        // scipy.stats.wilcoxon(a, b, zero_method='wilcox', correction=True, method='approx')
        let a = [
            125.0, 115.0, 130.0, 140.0, 140.0, 115.0, 140.0, 125.0, 140.0, 135.0,
        ];
        let b = [
            110.0, 122.0, 125.0, 120.0, 140.0, 124.0, 123.0, 137.0, 135.0, 145.0,
        ];
        let w = wilcoxon_signed_rank(&a, &b).expect("same length");
        assert_eq!((w.n, w.w_plus, w.w_minus), (9, 27.0, 18.0));
        close(w.p_value, 0.6352893188352069, 1e-7);
        let x: Vec<f64> = (0..60).map(|i| ((i * 31) % 47) as f64).collect();
        let y: Vec<f64> = (0..60).map(|i| ((i * 17) % 43 + 3) as f64).collect();
        let w = wilcoxon_signed_rank(&x, &y).expect("same length");
        assert_eq!((w.n, w.w_plus, w.w_minus), (59, 856.0, 914.0));
        close(w.p_value, 0.8296435971960945, 1e-7);
    }

    #[test]
    fn wilcoxon_edge_cases() {
        assert!(wilcoxon_signed_rank(&[1.0], &[]).is_none());
        let w = wilcoxon_signed_rank(&[1.0, 2.0], &[1.0, 2.0]).expect("same length");
        assert_eq!((w.n, w.p_value), (0, 1.0));
        let w = wilcoxon_signed_rank(&[f64::NAN, 3.0], &[1.0, 1.0]).expect("same length");
        assert_eq!((w.n, w.w_plus), (1, 1.0));
    }

    #[test]
    fn quantile_matches_numpy_percentile() {
        let v = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0];
        // numpy.percentile(v, [0, 10, 25, 50, 90, 100])
        for (q, want) in [
            (0.0, 1.0),
            (0.1, 1.0),
            (0.25, 1.75),
            (0.5, 3.5),
            (0.9, 6.9),
            (1.0, 9.0),
        ] {
            close(quantile(&v, q).expect("non-empty"), want, 1e-12);
        }
        assert_eq!(quantile(&[], 0.5), None);
        assert_eq!(quantile(&[f64::NAN], 0.5), None);
        assert_eq!(quantile(&v, 1.5), None);
        assert_eq!(quantile(&v, f64::NAN), None);
        assert_eq!(median(&[f64::NAN, 2.0, 1.0]), Some(1.5));
        assert_eq!(median(&[7.0]), Some(7.0));
        assert_eq!(median(&[f64::INFINITY; 2]), Some(f64::INFINITY));
        assert_eq!(quantile(&[-1e308, 1e308], 0.25), Some(-5e307));
    }

    #[test]
    fn summary_values() {
        let s = summary(&[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, f64::NAN]).expect("non-empty");
        let want = (8, 1.0, 1.75, 3.5, 5.25, 9.0, 31.0 / 8.0);
        assert_eq!((s.n, s.min, s.q1, s.median, s.q3, s.max, s.mean), want);
        assert!(summary(&[]).is_none());
    }
}
