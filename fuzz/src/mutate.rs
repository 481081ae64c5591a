//! Mutations of corpus entries. Random bytes alone rarely get past a parser's first
//! check; small edits of valid inputs reach the deep paths (a field's range, a tree's
//! arity, a checksum-valid payload that does not decode).

use crate::rng::Rng;

/// Strings that break parsers: number edges, float oddities, quotes, brackets,
/// control and multi-byte characters.
const INTERESTING: &[&str] = &[
    "0",
    "-0",
    "-1",
    "1",
    "255",
    "256",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "1e308",
    "1e309",
    "-1e309",
    "1e-400",
    "nan",
    "NaN",
    "inf",
    "-inf",
    "0.0",
    "-0.0",
    "0.1",
    "1.5",
    "true",
    "false",
    "null",
    "\"",
    "'",
    "'''",
    "\"\"\"",
    "\\",
    "\\u0000",
    "\\uD800",
    "(",
    ")",
    "((((((((((",
    "))))))))))",
    "[",
    "]",
    "[[",
    "{",
    "}",
    "=",
    ",",
    ":",
    ";",
    "#",
    "/",
    " ",
    "\t",
    "\r\n",
    "\n",
    "\0",
    "\u{7f}",
    "é",
    "中",
    "🎉",
    "\u{200f}",
    "\u{301}",
    "\u{feff}",
    "\u{ffff}",
    "\u{10ffff}",
];

/// Everything one target's mutations draw from.
pub struct Mutator {
    corpus: Vec<Vec<u8>>,
    dictionary: Vec<Vec<u8>>,
}

impl Mutator {
    /// A mutator over `corpus`; its words (split at whitespace and brackets) join the
    /// dictionary, so mutations reuse the format's own keywords.
    pub fn new(corpus: Vec<Vec<u8>>) -> Mutator {
        let mut dictionary: Vec<Vec<u8>> =
            INTERESTING.iter().map(|s| s.as_bytes().to_vec()).collect();
        for entry in &corpus {
            let words = entry.split(|b| b" \t\r\n()[]{},=\"".contains(b));
            dictionary.extend(
                words
                    .filter(|w| !w.is_empty() && w.len() <= 40)
                    .map(<[u8]>::to_vec),
            );
        }
        dictionary.sort();
        dictionary.dedup();
        Mutator { corpus, dictionary }
    }

    /// One input: mostly a corpus entry edited a few times, sometimes random bytes.
    pub fn input(&self, rng: &mut Rng) -> Vec<u8> {
        if self.corpus.is_empty() || rng.one_in(16) {
            return random_bytes(rng);
        }
        let mut data = rng.pick(&self.corpus).clone();
        // Mostly one or two edits (close to valid), now and then many.
        let edits = if rng.one_in(8) {
            1 + rng.below(16)
        } else {
            1 + rng.below(2)
        };
        for _ in 0..edits {
            self.edit(&mut data, rng);
        }
        data
    }

    fn edit(&self, data: &mut Vec<u8>, rng: &mut Rng) {
        let at = rng.below(data.len() + 1);
        match rng.below(11) {
            0 if !data.is_empty() => {
                let i = rng.below(data.len());
                data[i] ^= 1 << rng.below(8);
            }
            1 if !data.is_empty() => {
                let i = rng.below(data.len());
                data[i] = rng.next_u64() as u8;
            }
            2 if !data.is_empty() => {
                let at = rng.below(data.len());
                let len = (1 + rng.below(16)).min(data.len() - at);
                data.drain(at..at + len);
            }
            3 => {
                let bytes: Vec<u8> = (0..1 + rng.below(8))
                    .map(|_| rng.next_u64() as u8)
                    .collect();
                data.splice(at..at, bytes);
            }
            4 | 5 => {
                let word = rng.pick(&self.dictionary).clone();
                data.splice(at..at, word);
            }
            6 if !data.is_empty() => {
                // Repeat a piece: deep nesting, long lists, duplicated keys.
                let start = rng.below(data.len());
                let end = start + 1 + rng.below((data.len() - start).min(64));
                let most = if rng.one_in(8) { 2000 } else { 4 };
                let times = 1 + rng.below(most);
                let piece = data[start..end].repeat(times);
                data.splice(at..at, piece);
            }
            7 => {
                // Splice: this entry's head on another's tail.
                let other = rng.pick(&self.corpus);
                let from = rng.below(other.len() + 1);
                data.truncate(at);
                data.extend_from_slice(&other[from..]);
            }
            8 => data.truncate(at),
            9 => self.replace_number(data, rng),
            _ => swap_lines(data, rng),
        }
    }

    /// Replaces a run of digits with an interesting number, or nudges it by one.
    fn replace_number(&self, data: &mut Vec<u8>, rng: &mut Rng) {
        let digits: Vec<usize> = (0..data.len())
            .filter(|&i| data[i].is_ascii_digit())
            .collect();
        if digits.is_empty() {
            return;
        }
        let mut start = *rng.pick(&digits);
        while start > 0 && data[start - 1].is_ascii_digit() {
            start -= 1;
        }
        let mut end = start;
        while end < data.len() && data[end].is_ascii_digit() {
            end += 1;
        }
        let new = if rng.one_in(2) {
            rng.pick(INTERESTING).as_bytes().to_vec()
        } else {
            let text = String::from_utf8_lossy(&data[start..end]).to_string();
            let n: u128 = text.parse().unwrap_or(0);
            let n = if rng.one_in(2) {
                n.saturating_add(1)
            } else {
                n.saturating_sub(1)
            };
            n.to_string().into_bytes()
        };
        data.splice(start..end, new);
    }
}

fn swap_lines(data: &mut Vec<u8>, rng: &mut Rng) {
    let text = data.clone();
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').collect();
    if lines.len() < 2 {
        return;
    }
    let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
    if rng.one_in(3) {
        lines.remove(a);
    } else {
        lines.swap(a, b);
    }
    *data = lines.join(&b'\n');
}

fn random_bytes(rng: &mut Rng) -> Vec<u8> {
    let most = if rng.one_in(8) { 4096 } else { 64 };
    let len = rng.below(most);
    if rng.one_in(2) {
        // Printable ASCII and newlines: gets past UTF-8 checks to the grammar.
        const PRINTABLE: &[u8] = b" \n!\"#'()*+,-./0123456789:;=[]abcdefghijklmnopqrstuvwxyz{}";
        (0..len).map(|_| *rng.pick(PRINTABLE)).collect()
    } else {
        (0..len).map(|_| rng.next_u64() as u8).collect()
    }
}
