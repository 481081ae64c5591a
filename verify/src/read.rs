//! Bytes to a [`Certificate`]: every line well-formed, nothing missing or extra.
//! Whether the tree proves anything is [`crate::check`]'s business.

use serde_json::Value;

use crate::format::{Certificate, FORMAT, Header, Node, NodeLine, VERSION};
use crate::invalid::{Invalid, Reason};

/// Parses a certificate file. The first fault is reported with its line.
pub fn parse(bytes: &[u8]) -> Result<Certificate, Invalid> {
    if bytes.is_empty() {
        return Err(Invalid::new(Reason::Empty));
    }
    let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    // The text after the last newline: empty in a whole file.
    let tail = lines.pop().unwrap_or_default();
    if !tail.is_empty() {
        return Err(Invalid::at_line(Reason::NoFinalNewline, lines.len() + 1));
    }
    let text = |i: usize| -> Result<&str, Invalid> {
        let line =
            std::str::from_utf8(lines[i]).map_err(|_| Invalid::at_line(Reason::NotUtf8, i + 1))?;
        if line.trim().is_empty() {
            return Err(Invalid::at_line(Reason::EmptyLine, i + 1));
        }
        Ok(line)
    };
    let header = header(text(0)?).map_err(|r| Invalid::at_line(r, 1))?;
    if header.nodes == 0 {
        return Err(Invalid::at_line(Reason::NoNodes, 1));
    }
    let found = lines.len() - 1;
    let mut nodes = Vec::with_capacity(found.min(header.nodes));
    for i in 1..lines.len() {
        let text = text(i)?;
        let expected = i - 1;
        if expected == header.nodes {
            let extra = Reason::ExtraNodes {
                announced: header.nodes,
            };
            return Err(Invalid::at_line(extra, i + 1));
        }
        let node = node(text, expected).map_err(|r| Invalid {
            node: Some(expected),
            ..Invalid::at_line(r, i + 1)
        })?;
        nodes.push(node);
    }
    if found < header.nodes {
        return Err(Invalid::at_line(
            Reason::Truncated {
                announced: header.nodes,
                found,
            },
            lines.len() + 1,
        ));
    }
    Ok(Certificate { header, nodes })
}

/// The header, its format and version read before the rest: a file of another
/// version is refused as that, not for a field this version does not know.
fn header(text: &str) -> Result<Header, Reason> {
    let value: Value = serde_json::from_str(text).map_err(|e| Reason::Json(e.to_string()))?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(Reason::NotACertificate);
    }
    match value.get("version") {
        Some(v) if v.as_u64() == Some(u64::from(VERSION)) => {}
        Some(v) => return Err(Reason::UnsupportedVersion(v.to_string())),
        None => return Err(Reason::Json("missing field `version`".to_owned())),
    }
    serde_json::from_value(value).map_err(|e| Reason::Json(e.to_string()))
}

fn node(text: &str, expected: usize) -> Result<Node, Reason> {
    let line: NodeLine = serde_json::from_str(text).map_err(|e| Reason::Json(e.to_string()))?;
    if line.n != expected {
        return Err(Reason::NodeNumber {
            expected,
            found: line.n,
        });
    }
    match line {
        NodeLine {
            mv: Some(mv),
            next: Some(next),
            mate: None,
            replies: None,
            ..
        } => Ok(Node::Attack { mv, next }),
        NodeLine {
            mv: None,
            next: None,
            mate: Some(mv),
            replies: None,
            ..
        } => Ok(Node::Mate { mv }),
        NodeLine {
            mv: None,
            next: None,
            mate: None,
            replies: Some(replies),
            ..
        } => Ok(Node::Defend { replies }),
        _ => Err(Reason::NodeKind),
    }
}
