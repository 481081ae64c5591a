//! A searcher tree for people: an indented S-expression, and the primitives it uses.

use std::collections::BTreeMap;

use gp::{PrimKind, PrimitiveSet, Tree};

/// The name under which constants are counted.
pub const CONSTANTS: &str = "(constants)";

/// The tree as an S-expression over lines: a subtree that fits in `width` columns
/// (indentation included) stays on one line; otherwise its head line holds the
/// function and its leading atoms, and the rest follow indented two spaces, each
/// subtree on a line of its own and runs of atoms together. It parses back to the
/// same tree.
pub fn pretty(tree: &Tree, pset: &PrimitiveSet, width: usize) -> String {
    let mut out = String::new();
    write(tree, pset, 0, 0, width, &mut out);
    out
}

fn write(
    tree: &Tree,
    pset: &PrimitiveSet,
    i: usize,
    indent: usize,
    width: usize,
    out: &mut String,
) {
    let flat = tree.subtree_tree(i).to_sexpr(pset);
    let children = tree.children(i);
    if children.is_empty() || indent + flat.len() <= width {
        out.push_str(&flat);
        return;
    }
    out.push('(');
    out.push_str(pset.name(tree.nodes()[i].prim()));
    let is_atom = |c: usize| tree.nodes()[c].is_leaf();
    let leading = children.iter().take_while(|&&c| is_atom(c)).count();
    for &c in &children[..leading] {
        out.push(' ');
        write(tree, pset, c, indent + 2, width, out);
    }
    let mut previous_atom = false;
    for &c in &children[leading..] {
        if previous_atom && is_atom(c) {
            out.push(' ');
        } else {
            out.push('\n');
            out.push_str(&" ".repeat(indent + 2));
        }
        write(tree, pset, c, indent + 2, width, out);
        previous_atom = is_atom(c);
    }
    out.push(')');
}

/// How often each primitive occurs, most frequent first (ties by name); constants
/// are counted together under [`CONSTANTS`].
pub fn primitive_counts(tree: &Tree, pset: &PrimitiveSet) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for n in tree.nodes() {
        let p = pset.prim(n.prim());
        let name = match p.kind() {
            PrimKind::Erc(_) => CONSTANTS,
            _ => p.name(),
        };
        *counts.entry(name).or_default() += 1;
    }
    let mut list: Vec<(String, usize)> = counts
        .into_iter()
        .map(|(name, count)| (name.to_owned(), count))
        .collect();
    list.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_prims::Primitives;

    const FIG1_MATE3: &str = include_str!("../../chess-prims/searchers/fig1-mate3.sexp");

    #[test]
    fn pretty_printing_keeps_the_tree_and_the_width() {
        let prims = Primitives::new();
        let tree = Tree::parse(prims.pset(), FIG1_MATE3, prims.float()).expect("valid");
        for width in [0, 30, 60, 1000] {
            let text = pretty(&tree, prims.pset(), width);
            let back = Tree::parse(prims.pset(), &text, prims.float()).expect("parses back");
            assert_eq!(back, tree, "width {width}:\n{text}");
        }
        let text = pretty(&tree, prims.pset(), 60);
        assert!(text.lines().count() > 1, "{text}");
        for line in text.lines() {
            // A line too wide is a lone head `(Name` or atom, or only closing parens over.
            let body = line.trim_end_matches(')');
            assert!(body.len() <= 60 || !body.trim().contains(' '), "{line}");
        }
        let flat = pretty(&tree, prims.pset(), 1000);
        assert_eq!(flat, tree.to_sexpr(prims.pset()), "a wide page: one line");
    }

    #[test]
    fn counts_primitives_and_constants() {
        let prims = Primitives::new();
        let tree = Tree::parse(prims.pset(), FIG1_MATE3, prims.float()).expect("valid");
        let counts = primitive_counts(&tree, prims.pset());
        let get = |name: &str| counts.iter().find(|(n, _)| n == name).map(|(_, c)| *c);
        assert_eq!(get("IfForAllOpponentMoves"), Some(2));
        assert_eq!(get("IsMateInOneOrLess"), Some(2));
        assert_eq!(get("Smaller"), Some(2));
        assert_eq!(get(CONSTANTS), Some(8));
        assert_eq!(counts.iter().map(|(_, c)| c).sum::<usize>(), tree.size());
        assert!(
            counts.windows(2).all(|w| w[0].1 >= w[1].1),
            "most frequent first"
        );
    }
}
