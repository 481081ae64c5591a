//! A searcher scored as it ships: consulted only from the shortest mate length on
//! which its validation answers cost no more than the prover alone, at that length and
//! every longer one; below it the prover alone answers (searchers/README.md,
//! "consult_from_n"). Choosing and testing on these records reports what a user of
//! the exported searcher gets, not what the searcher does where it would not be asked.

use std::collections::BTreeMap;

use super::score::{Record, is_pvline};

/// The shortest N from which every N up to `max_n` pays on `records`: per N, and
/// apart for the main and the `pvline` problems, the whole answer costs at most the
/// prover alone (a length without problems does not stop it). `max_n + 1` when even
/// `max_n` does not pay (never consulted).
pub fn consult_from_n(records: &[Record], max_n: u32) -> u32 {
    let mut totals: BTreeMap<(u32, bool), (u64, u64)> = BTreeMap::new();
    for r in records {
        let t = totals.entry((r.n, is_pvline(&r.id))).or_default();
        t.0 += r.cost();
        t.1 += r.alone;
    }
    let pays = |n: u32| {
        totals
            .range((n, false)..=(n, true))
            .all(|(_, &(cost, alone))| cost <= alone)
    };
    let mut from = max_n + 1;
    while from > 1 && pays(from - 1) {
        from -= 1;
    }
    from
}

/// `records` with each problem below `from_n` answered by the prover alone: its record
/// in `prover` (the prover baseline on the same problems), or, where it has none, the
/// prover's nodes with no CPU time.
pub fn as_shipped(records: &[Record], from_n: u32, prover: &[Record]) -> Vec<Record> {
    let alone: BTreeMap<(&str, u32), &Record> =
        prover.iter().map(|r| ((r.id.as_str(), r.n), r)).collect();
    records
        .iter()
        .map(|r| {
            if r.n >= from_n {
                return r.clone();
            }
            let cpu_us = alone.get(&(r.id.as_str(), r.n)).map_or(0, |p| p.cpu_us);
            Record {
                solved: true,
                own: 0,
                boards: 0,
                proof: 0,
                fallback: r.alone,
                cpu_us,
                ..r.clone()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, n: u32, own: u64, alone: u64) -> Record {
        Record {
            id: id.to_string(),
            n,
            solved: false,
            own,
            boards: 7,
            proof: 0,
            fallback: 0,
            alone,
            cpu_us: 5,
        }
    }

    #[test]
    fn consulted_from_the_first_length_after_which_every_length_pays() {
        // N = 1 and 3 cost more than the prover; 2, 4 and 5 less.
        let records = [
            record("a", 1, 20, 10),
            record("b", 2, 5, 10),
            record("c", 3, 11, 10),
            record("d", 4, 1, 10),
            record("e", 5, 1, 10),
        ];
        assert_eq!(
            consult_from_n(&records, 5),
            4,
            "3 does not pay, so 2 is not reached"
        );
        assert_eq!(consult_from_n(&records[..2], 2), 2);
        assert_eq!(consult_from_n(&records[..1], 1), 2, "never consulted");
        // Equal cost pays: the searcher is no dearer than the prover there.
        assert_eq!(consult_from_n(&[record("a", 1, 10, 10)], 1), 1);
    }

    #[test]
    fn a_pvline_length_that_does_not_pay_stops_consulting_there_too() {
        let main_pays = [
            record("c", 3, 11, 10),
            record("a", 4, 1, 10),
            record("b", 5, 1, 10),
        ];
        assert_eq!(consult_from_n(&main_pays, 5), 4);
        assert_eq!(
            consult_from_n(&main_pays[1..], 5),
            1,
            "no problems: nothing against"
        );
        let mut with_pvline = main_pays.to_vec();
        with_pvline.push(record("pvline:x", 5, 30, 10));
        assert_eq!(consult_from_n(&with_pvline, 5), 6);
        with_pvline[3].own = 3;
        assert_eq!(consult_from_n(&with_pvline, 5), 4);
    }

    #[test]
    fn below_the_consulted_length_the_prover_answers() {
        let records = [record("a", 1, 20, 10), record("b", 2, 5, 10)];
        let prover = [Record {
            cpu_us: 3,
            fallback: 10,
            solved: true,
            own: 0,
            boards: 0,
            ..record("a", 1, 0, 10)
        }];
        let shipped = as_shipped(&records, 2, &prover);
        assert_eq!(shipped[0], prover[0], "the prover's own record");
        assert_eq!(shipped[1], records[1], "consulted: unchanged");
        assert_eq!(shipped[0].cost(), 10);
        let none = as_shipped(&records, 3, &[]);
        assert_eq!(
            (none[1].cost(), none[1].cpu_us, none[1].solved),
            (10, 0, true)
        );
    }
}
