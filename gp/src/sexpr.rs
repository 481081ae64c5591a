//! Printing and parsing trees as S-expressions: `(If3 IsCheck (MakeBestMove Material) -12.5)`.

use std::fmt;

use crate::{Node, PrimKind, PrimitiveSet, Tree, TypeId};

/// Parenthesis nesting beyond this is refused rather than risking the stack.
pub const MAX_PARSE_NESTING: usize = 1000;

/// Why an S-expression could not be parsed.
#[derive(Clone, Debug, PartialEq)]
pub enum ParseErrorKind {
    /// A name that is no primitive of the set.
    UnknownName,
    /// A primitive applied to the wrong number of arguments.
    WrongArity {
        /// The primitive.
        name: String,
        /// Arguments it takes.
        expected: usize,
        /// Arguments given.
        found: usize,
    },
    /// A primitive whose return type is not the type needed at this position.
    TypeMismatch {
        /// The primitive.
        name: String,
        /// Its return type.
        found: String,
        /// The type the position needs.
        expected: String,
    },
    /// A number where the needed type has no ephemeral constants.
    NoConstantOfType {
        /// The type the position needs.
        expected: String,
    },
    /// A number outside its constant generator's range.
    ConstantOutOfRange {
        /// The generator, e.g. `UniformF64[-5, 5; 1 decimals]`.
        generator: String,
    },
    /// An ERC kind's name where a number is needed.
    ErcName,
    /// A token that starts like a number but is not one.
    BadNumber,
    /// `()`.
    EmptyList,
    /// `(` followed by something that is not a function name.
    NotAFunction,
    /// A `)` with no matching `(`.
    UnexpectedCloseParen,
    /// The text ended while a tree of `expected` type was needed.
    UnexpectedEnd {
        /// The type still needed.
        expected: String,
    },
    /// Text after the complete tree.
    TrailingInput,
    /// Nesting deeper than [`MAX_PARSE_NESTING`].
    TooDeep,
}

/// An S-expression parse error, naming the position and the token.
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    /// Byte offset of the token.
    pub offset: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// The offending token (empty at end of input).
    pub token: String,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)?;
        if self.token.is_empty() {
            write!(f, " (end of input): ")?;
        } else {
            write!(f, " at `{}`: ", self.token)?;
        }
        let t = &self.token;
        match &self.kind {
            ParseErrorKind::UnknownName => write!(f, "unknown primitive `{t}`"),
            ParseErrorKind::WrongArity {
                name,
                expected,
                found,
            } => write!(
                f,
                "{name} takes {expected} argument{}, found {found}",
                if *expected == 1 { "" } else { "s" }
            ),
            ParseErrorKind::TypeMismatch {
                name,
                found,
                expected,
            } => write!(f, "{name} has type {found} but {expected} is expected here"),
            ParseErrorKind::NoConstantOfType { expected } => {
                write!(
                    f,
                    "a number here must be a {expected}, which has no constants"
                )
            }
            ParseErrorKind::ConstantOutOfRange { generator } => {
                write!(f, "constant {t} is outside its generator {generator}")
            }
            ParseErrorKind::ErcName => {
                write!(f, "`{t}` names a kind of constant; write a number instead")
            }
            ParseErrorKind::BadNumber => write!(f, "malformed number `{t}`"),
            ParseErrorKind::EmptyList => write!(f, "empty list `()`"),
            ParseErrorKind::NotAFunction => write!(f, "`(` must be followed by a function name"),
            ParseErrorKind::UnexpectedCloseParen => write!(f, "unmatched `)`"),
            ParseErrorKind::UnexpectedEnd { expected } => {
                write!(f, "the text ends where a {expected} is expected")
            }
            ParseErrorKind::TrailingInput => write!(f, "text after the complete tree"),
            ParseErrorKind::TooDeep => {
                write!(f, "nesting deeper than {MAX_PARSE_NESTING} levels")
            }
        }
    }
}

impl std::error::Error for ParseError {}

impl Tree {
    /// The tree as a one-line S-expression: functions as `(Name arg ...)`,
    /// terminals by name, constants by value (shortest exact form).
    pub fn to_sexpr(&self, pset: &PrimitiveSet) -> String {
        let mut out = String::with_capacity(self.size() * 8);
        write_node(self.nodes(), 0, pset, &mut out);
        out
    }

    /// Parses an S-expression of type `ty`. Whitespace and `;` comments (to
    /// the end of the line) are ignored. The result passes
    /// [`PrimitiveSet::check`].
    pub fn parse(pset: &PrimitiveSet, text: &str, ty: TypeId) -> Result<Tree, ParseError> {
        let mut p = Parser {
            pset,
            text,
            tokens: tokenize(text),
            pos: 0,
            nodes: Vec::new(),
        };
        p.expr(ty, 0)?;
        if let Some(&tok) = p.tokens.get(p.pos) {
            return Err(p.error(tok, ParseErrorKind::TrailingInput));
        }
        Ok(Tree::from_nodes_unchecked(p.nodes))
    }
}

fn write_node(nodes: &[Node], i: usize, pset: &PrimitiveSet, out: &mut String) -> usize {
    let n = nodes[i];
    let p = pset.prim(n.prim());
    if matches!(p.kind(), PrimKind::Erc(_)) {
        out.push_str(&n.value().to_string());
        return i + 1;
    }
    if n.arity() == 0 {
        out.push_str(p.name());
        return i + 1;
    }
    out.push('(');
    out.push_str(p.name());
    let mut c = i + 1;
    for _ in 0..n.arity() {
        out.push(' ');
        c = write_node(nodes, c, pset, out);
    }
    out.push(')');
    c
}

#[derive(Clone, Copy, Debug)]
enum Tok {
    Open(usize),
    Close(usize),
    /// Byte range of an atom.
    Atom(usize, usize),
}

impl Tok {
    fn offset(self) -> usize {
        match self {
            Tok::Open(o) | Tok::Close(o) | Tok::Atom(o, _) => o,
        }
    }
}

fn tokenize(text: &str) -> Vec<Tok> {
    let bytes = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'(' => {
                toks.push(Tok::Open(i));
                i += 1;
            }
            b')' => {
                toks.push(Tok::Close(i));
                i += 1;
            }
            b';' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            _ if c.is_ascii_whitespace() => i += 1,
            _ => {
                let start = i;
                while i < bytes.len()
                    && !bytes[i].is_ascii_whitespace()
                    && !matches!(bytes[i], b'(' | b')' | b';')
                {
                    i += 1;
                }
                toks.push(Tok::Atom(start, i));
            }
        }
    }
    toks
}

struct Parser<'a> {
    pset: &'a PrimitiveSet,
    text: &'a str,
    tokens: Vec<Tok>,
    pos: usize,
    nodes: Vec<Node>,
}

impl Parser<'_> {
    fn token_text(&self, tok: Tok) -> &str {
        match tok {
            Tok::Open(_) => "(",
            Tok::Close(_) => ")",
            Tok::Atom(s, e) => &self.text[s..e],
        }
    }

    fn error(&self, tok: Tok, kind: ParseErrorKind) -> ParseError {
        self.error_at(tok.offset(), self.token_text(tok).to_string(), kind)
    }

    fn error_at(&self, offset: usize, token: String, kind: ParseErrorKind) -> ParseError {
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |p| p + 1);
        let column = self.text[line_start..offset].chars().count() + 1;
        ParseError {
            offset,
            line,
            column,
            token,
            kind,
        }
    }

    fn end_error(&self, ty: TypeId) -> ParseError {
        self.error_at(
            self.text.len(),
            String::new(),
            ParseErrorKind::UnexpectedEnd {
                expected: self.pset.type_name(ty).to_string(),
            },
        )
    }

    fn type_check(&self, tok: Tok, prim: crate::PrimId, ty: TypeId) -> Result<(), ParseError> {
        let p = self.pset.prim(prim);
        if p.ret() == ty {
            return Ok(());
        }
        Err(self.error(
            tok,
            ParseErrorKind::TypeMismatch {
                name: p.name().to_string(),
                found: self.pset.type_name(p.ret()).to_string(),
                expected: self.pset.type_name(ty).to_string(),
            },
        ))
    }

    fn expr(&mut self, ty: TypeId, nesting: usize) -> Result<(), ParseError> {
        let Some(&tok) = self.tokens.get(self.pos) else {
            return Err(self.end_error(ty));
        };
        self.pos += 1;
        match tok {
            Tok::Close(_) => Err(self.error(tok, ParseErrorKind::UnexpectedCloseParen)),
            Tok::Atom(..) => self.atom(tok, ty),
            Tok::Open(_) => {
                if nesting >= MAX_PARSE_NESTING {
                    return Err(self.error(tok, ParseErrorKind::TooDeep));
                }
                self.application(tok, ty, nesting)
            }
        }
    }

    fn atom(&mut self, tok: Tok, ty: TypeId) -> Result<(), ParseError> {
        let text = self.token_text(tok);
        if let Some(id) = self.pset.id_of(text) {
            let p = self.pset.prim(id);
            if p.arity() > 0 {
                return Err(self.error(
                    tok,
                    ParseErrorKind::WrongArity {
                        name: p.name().to_string(),
                        expected: p.arity(),
                        found: 0,
                    },
                ));
            }
            self.type_check(tok, id, ty)?;
            if p.erc().is_some() {
                return Err(self.error(tok, ParseErrorKind::ErcName));
            }
            self.nodes.push(self.pset.node(id));
            return Ok(());
        }
        let first = text.as_bytes()[0];
        if !(first.is_ascii_digit() || matches!(first, b'-' | b'+' | b'.')) {
            return Err(self.error(tok, ParseErrorKind::UnknownName));
        }
        let Ok(value) = text.parse::<f64>() else {
            return Err(self.error(tok, ParseErrorKind::BadNumber));
        };
        let Some(erc_id) = self.pset.erc(ty) else {
            return Err(self.error(
                tok,
                ParseErrorKind::NoConstantOfType {
                    expected: self.pset.type_name(ty).to_string(),
                },
            ));
        };
        if let Some(erc) = self.pset.prim(erc_id).erc()
            && !erc.admits(value)
        {
            return Err(self.error(
                tok,
                ParseErrorKind::ConstantOutOfRange {
                    generator: erc.to_string(),
                },
            ));
        }
        self.nodes.push(self.pset.constant(erc_id, value));
        Ok(())
    }

    fn application(&mut self, open: Tok, ty: TypeId, nesting: usize) -> Result<(), ParseError> {
        let Some(&head) = self.tokens.get(self.pos) else {
            return Err(self.end_error(ty));
        };
        self.pos += 1;
        let id = match head {
            Tok::Close(_) => return Err(self.error(open, ParseErrorKind::EmptyList)),
            Tok::Open(_) => return Err(self.error(head, ParseErrorKind::NotAFunction)),
            Tok::Atom(..) => match self.pset.id_of(self.token_text(head)) {
                Some(id) => id,
                None => {
                    let first = self.token_text(head).as_bytes()[0];
                    let kind = if first.is_ascii_digit() || matches!(first, b'-' | b'+' | b'.') {
                        ParseErrorKind::NotAFunction
                    } else {
                        ParseErrorKind::UnknownName
                    };
                    return Err(self.error(head, kind));
                }
            },
        };
        self.type_check(head, id, ty)?;
        let p = self.pset.prim(id);
        let args = p.args().to_vec();
        let wrong_arity = |this: &Self, found| {
            this.error(
                head,
                ParseErrorKind::WrongArity {
                    name: p.name().to_string(),
                    expected: args.len(),
                    found,
                },
            )
        };
        if args.is_empty() {
            let found = self.count_items_to_close();
            return Err(wrong_arity(self, found));
        }
        self.nodes.push(self.pset.node(id));
        for (k, &arg_ty) in args.iter().enumerate() {
            if let Some(Tok::Close(_)) = self.tokens.get(self.pos) {
                return Err(wrong_arity(self, k));
            }
            self.expr(arg_ty, nesting + 1)?;
        }
        match self.tokens.get(self.pos) {
            Some(Tok::Close(_)) => {
                self.pos += 1;
                Ok(())
            }
            Some(_) => {
                let found = args.len() + self.count_items_to_close();
                Err(wrong_arity(self, found))
            }
            None => Err(self.error_at(
                self.text.len(),
                String::new(),
                ParseErrorKind::UnexpectedEnd {
                    expected: "`)`".to_string(),
                },
            )),
        }
    }

    /// Counts the items before the `)` closing the current list (for arity errors).
    fn count_items_to_close(&self) -> usize {
        let mut depth = 0usize;
        let mut count = 0;
        for tok in &self.tokens[self.pos..] {
            match tok {
                Tok::Open(_) => {
                    if depth == 0 {
                        count += 1;
                    }
                    depth += 1;
                }
                Tok::Close(_) if depth == 0 => break,
                Tok::Close(_) => depth -= 1,
                Tok::Atom(..) if depth == 0 => count += 1,
                Tok::Atom(..) => {}
            }
        }
        count
    }
}
