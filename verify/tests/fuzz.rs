//! Fuzz target `certificate`: bytes to `verify::parse` and `verify::check`. A
//! certificate that parses writes back (`to_jsonl`) to text that parses to the same
//! certificate; a rejection names its reason. The `_long` pass is `#[ignore]`d (see
//! the `fuzz` crate).

use fuzz::{Pass, fuzz};
use verify::{Expect, check, parse};

fn certificate(bytes: &[u8]) -> bool {
    let cert = match parse(bytes) {
        Ok(cert) => cert,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return false;
        }
    };
    let text = cert.to_jsonl();
    assert_eq!(parse(text.as_bytes()).as_ref(), Ok(&cert), "{text}");
    match check(&cert, &Expect::default()) {
        Ok(valid) => {
            assert_eq!(valid.nodes(), cert.nodes.len());
            assert_eq!(valid.mate_in, cert.header.mate_in);
            true
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            false
        }
    }
}

#[test]
fn fuzz_certificate() {
    fuzz("certificate", Pass::Short(10_000), certificate);
}

#[test]
#[ignore = "a million inputs: cargo test -p verify --test fuzz -- --ignored"]
fn fuzz_certificate_long() {
    fuzz("certificate", Pass::Long, certificate);
}
