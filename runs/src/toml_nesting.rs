//! A guard in front of the `toml` crate: text with brackets nested deeper than `toml`
//! accepts is refused here, before `toml` recurses through it. Some 20,000 unclosed
//! inline tables that each hold an array (found by fuzzing, docs/RELIABILITY.md) made
//! `toml` overflow the main thread's stack, which aborts mategp instead of an error.

/// Deeper than `toml`'s own limit (it stops below 100 levels with "max recursion depth
/// met"), so no text `toml` would read is refused.
pub const MAX_NESTING: usize = 100;

/// Refuses text whose `[`/`{` nesting, outside strings and comments, passes
/// [`MAX_NESTING`], naming the line.
pub fn check(text: &str) -> Result<(), String> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            q @ (b'"' | b'\'') => {
                i = string_end(b, i, q);
                continue;
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    let line = 1 + b[..i].iter().filter(|&&c| c == b'\n').count();
                    return Err(format!(
                        "line {line}: brackets nested more than {MAX_NESTING} deep"
                    ));
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

/// Just past the string opening at `start` with quote `q` (one or three of them). A
/// basic (`"`) string's backslash escapes the next byte; a one-quote string ends at the
/// line's end at the latest. Misreading a string only miscounts brackets in it.
fn string_end(b: &[u8], start: usize, q: u8) -> usize {
    let triple = b[start..].starts_with(&[q, q, q]);
    let mut i = start + if triple { 3 } else { 1 };
    while i < b.len() {
        if q == b'"' && b[i] == b'\\' {
            i += 2;
            continue;
        }
        if triple && b[i..].starts_with(&[q, q, q]) {
            return i + 3;
        }
        if !triple && (b[i] == q || b[i] == b'\n') {
            return i + 1;
        }
        i += 1;
    }
    b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_nesting_is_refused_by_line() {
        let deep = "choose = { c0000\ntest_splits = [\"holdout\", \"matetrack\"]\n".repeat(20_000);
        let e = check(&deep).expect_err("refused");
        // A hundred `{` on odd lines, then the array on line 200 is one too deep.
        assert!(e.starts_with("line 200: "), "{e}");
        let brackets = format!("seed = {}{}", "[".repeat(101), "]".repeat(101));
        assert!(check(&brackets).is_err());
    }

    #[test]
    fn brackets_in_strings_and_comments_do_not_count() {
        let many = "[".repeat(500);
        let text = format!(
            "a = \"{many}\"\nb = '{many}'\nc = \"\"\"\n{many}\n\"\"\"\nd = '''{many}'''\n# {many}\ne = \"\\\"{many}\"\n[t]\nf = [[1], {{ g = [2] }}]\n"
        );
        assert_eq!(check(&text), Ok(()));
        let nested = format!("seed = {}{}", "[".repeat(100), "]".repeat(100));
        assert_eq!(check(&nested), Ok(()));
    }
}
