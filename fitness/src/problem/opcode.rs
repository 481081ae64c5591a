//! The operation part of an EPD line: `opcode operand operand; opcode "string";`.

/// One EPD operation as written: the opcode and its operands (quotes removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opcode {
    pub name: String,
    pub operands: Vec<String>,
}

impl Opcode {
    /// The operands joined by single spaces.
    pub fn text(&self) -> String {
        self.operands.join(" ")
    }
}

/// A syntax error in the operations: the opcode it was in, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OpcodeSyntaxError {
    pub opcode: String,
    pub message: String,
}

/// Splits the text after the FEN fields into operations.
///
/// A `"` opens a string only at the start of an operand: matetrack writes times such
/// as `00'40" (Gustav)`, where a quote inside a token is just a character. The last
/// operation may lack its `;`.
pub(crate) fn split_opcodes(text: &str) -> Result<Vec<Opcode>, OpcodeSyntaxError> {
    let mut ops = Vec::new();
    let mut tokens: Vec<String> = Vec::new();
    let mut chars = text.char_indices().peekable();
    loop {
        while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
        let Some(&(start, c)) = chars.peek() else {
            break;
        };
        match c {
            ';' => {
                chars.next();
                push_op(&mut ops, &mut tokens);
            }
            '"' => {
                chars.next();
                let mut s = String::new();
                let mut closed = false;
                for (_, c) in chars.by_ref() {
                    if c == '"' {
                        closed = true;
                        break;
                    }
                    s.push(c);
                }
                if !closed {
                    return Err(OpcodeSyntaxError {
                        opcode: tokens.first().cloned().unwrap_or_default(),
                        message: format!("unterminated string starting {}", &text[start..]),
                    });
                }
                tokens.push(s);
            }
            _ => {
                let mut end = text.len();
                while let Some(&(i, c)) = chars.peek() {
                    if c.is_whitespace() || c == ';' {
                        end = i;
                        break;
                    }
                    chars.next();
                }
                tokens.push(text[start..end].to_owned());
            }
        }
    }
    push_op(&mut ops, &mut tokens);
    Ok(ops)
}

fn push_op(ops: &mut Vec<Opcode>, tokens: &mut Vec<String>) {
    let mut drained = tokens.drain(..);
    if let Some(name) = drained.next() {
        ops.push(Opcode {
            name,
            operands: drained.collect(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<(String, Vec<String>)> {
        split_opcodes(text)
            .expect("valid operations")
            .into_iter()
            .map(|o| (o.name, o.operands))
            .collect()
    }

    #[test]
    fn splits_operations_and_strings() {
        let got = names(r#"bm Qd2+ Qe1; dm 3; id "lichess:Ar w6;w"; c0 "rating 1182";"#);
        let want: Vec<(String, Vec<String>)> = vec![
            ("bm".into(), vec!["Qd2+".into(), "Qe1".into()]),
            ("dm".into(), vec!["3".into()]),
            ("id".into(), vec!["lichess:Ar w6;w".into()]),
            ("c0".into(), vec!["rating 1182".into()]),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn quote_inside_a_token_is_a_character() {
        let got = names(r#"bm #11; --:-- @ C0/R-4/K5/P10/X39; 00'40" (Gustav);"#);
        assert_eq!(got.len(), 3);
        assert_eq!(got[2].0, "00'40\"");
        assert_eq!(got[2].1, vec!["(Gustav)".to_owned()]);
    }

    #[test]
    fn last_semicolon_optional_and_empty_operations_skipped() {
        assert_eq!(names("bm e4;; id x").len(), 2);
        assert!(names("   ").is_empty());
    }

    #[test]
    fn unterminated_string_is_an_error() {
        let e = split_opcodes(r#"bm e4; id "abc"#).expect_err("unterminated");
        assert_eq!(e.opcode, "id");
        assert!(e.message.contains("unterminated"));
    }
}
