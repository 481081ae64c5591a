//! Byte offsets in a file's text as lines and columns.

use std::ops::Range;

/// The 1-based line and column (in characters) of byte `offset` of `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
    (line, column)
}

/// Where the content of the TOML string at `span` (quotes included) begins: after
/// its opening delimiter, and after the newline that TOML drops right after a
/// multi-line opening. Offsets inside are exact for literal strings, and for basic
/// strings without escapes.
pub fn string_content_start(text: &str, span: Range<usize>) -> usize {
    let raw = text.get(span.clone()).unwrap_or("");
    let mut start = span.start;
    if raw.starts_with("'''") || raw.starts_with("\"\"\"") {
        start += 3;
        let rest = &raw[3..];
        if rest.starts_with("\r\n") {
            start += 2;
        } else if rest.starts_with('\n') {
            start += 1;
        }
    } else if raw.starts_with('\'') || raw.starts_with('"') {
        start += 1;
    }
    start
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_from_one() {
        let text = "ab\ncdé f\n";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 3), (2, 1));
        assert_eq!(line_col(text, 8), (2, 5), "é is one character");
        assert_eq!(line_col(text, 100), (3, 1));
    }

    #[test]
    fn string_contents_skip_delimiters() {
        let text = "a = '''\n(x)\n'''\nb = \"y\"";
        assert_eq!(string_content_start(text, 4..15), 8);
        assert_eq!(&text[8..11], "(x)");
        assert_eq!(string_content_start(text, 20..23), 21);
    }
}
