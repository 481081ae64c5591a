//! `mategp solve --certificate`, `bench --certificates` and `verify` end to end: a
//! proven mate written as a certificate, checked, and rejected once damaged.

mod common;

use std::path::Path;

use common::{QUICK_SET, json_lines, ok, run, stderr, stdout};

/// lichess:xoMHg: 1. Rxd8+ Rxd8 2. Rxd8#.
const MATE2: &str = "r2r2k1/ppp2ppp/q6n/2P1P3/3R4/7P/P4PP1/1N1R2K1 w - - 0 1";
/// lichess:v1ZCx, Black mates in 4.
const MATE4: &str = "4R3/8/8/8/P3kp2/8/5p2/3n1K2 b - - 0 1";

fn path_str(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// `verify` with `args`: the exit code and stdout.
fn verify(args: &[&str]) -> (Option<i32>, String) {
    let mut all = vec!["verify"];
    all.extend_from_slice(args);
    let o = run(&all);
    (o.status.code(), stdout(&o))
}

#[test]
fn solve_writes_a_certificate_that_verifies() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("m4.cert.jsonl");
    let text = stdout(&ok(&[
        "solve",
        "--fen",
        MATE4,
        "--mate",
        "5",
        "--certificate",
        path_str(&file),
    ]));
    assert!(text.contains("result     mate in 4"), "{text}");
    assert!(
        text.contains(
            "mate in 4, 30 nodes (10 attacker moves, 10 mating moves, 10 defender nodes)"
        ),
        "{text}"
    );
    assert!(text.contains("verified\n"), "{text}");
    let (code, out) = verify(&[path_str(&file), "--fen", MATE4, "--mate", "4"]);
    assert_eq!(
        (code, out.as_str()),
        (Some(0), "valid: black mates in 4 (30 nodes)\n")
    );

    // --json reports the file and what building it cost.
    let rows = json_lines(&ok(&[
        "solve",
        "--fen",
        MATE2,
        "--mate",
        "3",
        "--json",
        "--certificate",
        path_str(&file),
    ]));
    let c = &rows[0]["certificate"];
    assert_eq!(c["path"], path_str(&file));
    assert_eq!(c["mate_in"], 2);
    assert_eq!(c["tree_nodes"], 3);
    let bytes = std::fs::metadata(&file).expect("written").len();
    assert_eq!(c["bytes"].as_u64(), Some(bytes));
    assert!(c["build_nodes"].as_u64().is_some_and(|n| n >= 2), "{c}");
    assert!(c["build_ms"].as_f64().is_some(), "{c}");
    let (code, out) = verify(&[path_str(&file)]);
    assert_eq!(
        (code, out.as_str()),
        (Some(0), "valid: white mates in 2 (3 nodes)\n")
    );
}

#[test]
fn every_solver_kind_gets_its_mate_certified() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, extra) in [
        ("pn", &["--algo", "pn"][..]),
        ("searcher", &["--searcher", "fig1-exhaustive"][..]),
        ("all-keys", &["--all-keys"][..]),
        ("pn-built", &["--certificate-prover", "pn"][..]),
    ] {
        let file = dir.path().join(format!("{name}.cert.jsonl"));
        let mut args = vec!["solve", "--fen", MATE4, "--mate", "4", "--json"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["--certificate", path_str(&file)]);
        let rows = json_lines(&ok(&args));
        assert_eq!(rows[0]["certificate"]["mate_in"], 4, "{name}: {}", rows[0]);
        let (code, out) = verify(&[path_str(&file), "--fen", MATE4]);
        assert_eq!(code, Some(0), "{name}: {out}");
    }
}

#[test]
fn no_mate_writes_no_certificate() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("none.cert.jsonl");
    let o = ok(&[
        "solve",
        "--fen",
        "4k3/8/8/8/8/8/8/4K3 w - -",
        "--mate",
        "2",
        "--certificate",
        path_str(&file),
    ]);
    assert!(!file.exists());
    assert!(
        stderr(&o).contains("no certificate written"),
        "{}",
        stderr(&o)
    );
    // The limits bound the build too: the mate is proven and printed, its
    // certificate not built.
    let o = run(&[
        "solve",
        "--fen",
        MATE4,
        "--mate",
        "4",
        "--max-nodes",
        "250",
        "--json",
        "--certificate",
        path_str(&file),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let rows = json_lines(&o);
    assert_eq!(rows[0]["result"], "mate");
    assert!(rows[0].get("certificate").is_none(), "{}", rows[0]);
    assert!(
        stderr(&o).contains("--certificate: the node limit stopped the prover"),
        "{}",
        stderr(&o)
    );
    assert!(!file.exists());
    let o = run(&[
        "solve",
        "--epd",
        "builtin:mate1-test",
        "--certificate",
        path_str(&file),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn damaged_certificates_are_invalid_and_say_why() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("m2.cert.jsonl");
    ok(&[
        "solve",
        "--fen",
        MATE2,
        "--mate",
        "2",
        "--certificate",
        path_str(&file),
    ]);
    let good = std::fs::read_to_string(&file).expect("written");
    let damaged = dir.path().join("damaged.cert.jsonl");
    let cases = [
        (
            good.replace(r#"[["a8d8",2]]"#, "[]"),
            "invalid: defender reply a8d8 is missing (node 1, line 3, path d4d8)\n",
        ),
        (
            good.replace(r#""mate":"d1d8""#, r#""mate":"d1d7""#),
            "invalid: leaf is not checkmate: d1d7 leaves the defender a legal reply (node 2, line 4, path d4d8 a8d8)\n",
        ),
        (
            good.replace(r#""move":"d4d8""#, r#""move":"d1d8""#),
            "invalid: move d1d8 is illegal in this position (node 0, line 2, at the root)\n",
        ),
        (
            good[..good.len() - 10].to_owned(),
            "invalid: truncated: the last line does not end with a newline (line 4)\n",
        ),
        (
            good.replacen("\"n\":2", "\"n\":3", 1),
            "invalid: node line 3 where node 2 belongs (node 2, line 4)\n",
        ),
    ];
    for (text, want) in cases {
        std::fs::write(&damaged, &text).expect("write");
        let (code, out) = verify(&[path_str(&damaged)]);
        assert_eq!((code, out.as_str()), (Some(1), want), "{text}");
    }
    // Bytes flipped: invalid, whatever the reason.
    let mut bytes = good.clone().into_bytes();
    let at = good.find("d1d8").expect("the mate");
    bytes[at + 1] ^= 0x04;
    std::fs::write(&damaged, &bytes).expect("write");
    let (code, out) = verify(&[path_str(&damaged)]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.starts_with("invalid: "), "{out}");

    // The good file against another position, or a shorter mate.
    let (code, out) = verify(&[path_str(&file), "--fen", MATE4]);
    assert_eq!(code, Some(1));
    assert_eq!(
        out,
        format!(
            "invalid: wrong root: the certificate is not for {} (line 1)\n",
            &MATE4[..MATE4.len() - 4]
        )
    );
    let (code, out) = verify(&[path_str(&file), "--mate", "1"]);
    assert_eq!(code, Some(1));
    assert!(out.contains("more than the 1 asked for"), "{out}");
}

#[test]
fn usage_errors_exit_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("missing.cert.jsonl");
    for args in [
        vec!["verify", path_str(&missing)],
        vec!["verify", path_str(dir.path())],
        vec!["verify", path_str(dir.path()), "--fen", MATE2],
        vec!["verify", path_str(&missing), "--fen", "8/8/8 w"],
        vec!["verify", path_str(&missing), "--mate", "0"],
        vec!["verify"],
        vec![
            "solve",
            "--fen",
            MATE2,
            "--mate",
            "2",
            "--certificate-prover",
            "pn",
        ],
    ] {
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}

#[test]
fn bench_writes_one_certificate_per_solved_position() {
    let dir = tempfile::tempdir().expect("temp dir");
    let suite = dir.path().join("quick.epd");
    std::fs::write(&suite, QUICK_SET).expect("write suite");
    let certs = dir.path().join("certs");
    let o = ok(&[
        "bench",
        "--suite",
        path_str(&suite),
        "--algo",
        "pn,ab",
        "--certificates",
        path_str(&certs),
    ]);
    assert!(
        stderr(&o).contains("3 certificates written"),
        "{}",
        stderr(&o)
    );
    let mut names: Vec<String> = std::fs::read_dir(&certs)
        .expect("the directory")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "back_rank.cert.jsonl",
            "fEIGM.cert.jsonl",
            "xoMHg.cert.jsonl"
        ]
    );
    let first = std::fs::read_to_string(certs.join("xoMHg.cert.jsonl")).expect("written");
    assert!(first.contains(r#""solver":"pn","id":"xoMHg""#), "{first}");
    let (code, out) = verify(&[path_str(&certs), "--mate", "2"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.ends_with("3 certificates: 3 valid, 0 invalid\n"),
        "{out}"
    );
    assert!(
        out.contains("back_rank.cert.jsonl: valid: white mates in 1 (1 node)\n"),
        "{out}"
    );

    // One damaged: the directory fails, and names it.
    std::fs::write(certs.join("fEIGM.cert.jsonl"), &first[..first.len() - 1]).expect("write");
    let (code, out) = verify(&[path_str(&certs)]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("fEIGM.cert.jsonl: invalid: truncated"),
        "{out}"
    );
    assert!(
        out.ends_with("3 certificates: 2 valid, 1 invalid\n"),
        "{out}"
    );
}

/// A lichess set through the binary: every position certified, every file valid.
#[test]
fn bench_certifies_a_lichess_set() {
    let dir = tempfile::tempdir().expect("temp dir");
    let certs = dir.path().join("certs");
    ok(&[
        "bench",
        "--suite",
        "builtin:mate3-test",
        "--limit",
        "60",
        "--json",
        "--certificates",
        path_str(&certs),
    ]);
    let (code, out) = verify(&[path_str(&certs), "--mate", "3"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.ends_with("60 certificates: 60 valid, 0 invalid\n"),
        "{out}"
    );
}
