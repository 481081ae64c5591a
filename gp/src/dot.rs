//! Graphviz output.

use crate::{PrimKind, PrimitiveSet, Tree};

impl Tree {
    /// The tree as a Graphviz `dot` digraph (render with `dot -Tsvg`).
    /// Nodes are named `n<index>` in prefix order; constants show their value.
    pub fn to_dot(&self, pset: &PrimitiveSet) -> String {
        let mut out = String::from("digraph tree {\n  node [shape=box, fontname=\"Helvetica\"];\n");
        for (i, n) in self.nodes().iter().enumerate() {
            let p = pset.prim(n.prim());
            let (label, shape) = match p.kind() {
                PrimKind::Erc(_) => (n.value().to_string(), "ellipse"),
                PrimKind::Terminal => (p.name().to_string(), "ellipse"),
                PrimKind::Function => (p.name().to_string(), "box"),
            };
            out.push_str(&format!(
                "  n{i} [label=\"{}\", shape={shape}];\n",
                escape(&label)
            ));
        }
        for i in 0..self.size() {
            for c in self.children(i) {
                out.push_str(&format!("  n{i} -> n{c};\n"));
            }
        }
        out.push_str("}\n");
        out
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}
