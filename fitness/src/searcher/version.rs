//! The version of the primitive set a searcher was made with.

use chess_prims::describe;
use gp::fnv1a64;

/// A stable name of the primitive set: `fnv1a64:` and 16 hex digits, a hash of
/// every primitive's name, kind and signature (sorted by name, so that reordering
/// the table, which does not change what an S-expression means, keeps the version).
/// A searcher file records it, and loading refuses a file whose version differs:
/// a renamed primitive or a changed signature would give its tree another meaning.
pub fn primitive_set_version() -> String {
    let mut lines: Vec<String> = describe()
        .iter()
        .map(|d| format!("{} {} {}", d.name, d.kind, d.signature))
        .collect();
    lines.sort();
    format!("fnv1a64:{:016x}", fnv1a64(lines.join("\n").as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a64_matches_its_reference_values() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn the_version_is_stable_and_well_formed() {
        let v = primitive_set_version();
        assert_eq!(v, primitive_set_version());
        assert!(v.starts_with("fnv1a64:") && v.len() == 8 + 16, "{v}");
    }
}
