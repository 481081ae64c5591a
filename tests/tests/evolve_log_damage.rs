//! A log that disagrees with its checkpoint in a way no kill leaves (a garbled or
//! missing line, a deleted file, an older checkpoint) is refused with exit code 2,
//! naming the file and the line, and the directory is left as it was; with
//! `--repair-log` a backup is kept and the run ends as the uninterrupted one.

mod common;
mod evolve_support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use evolve_support::{
    assert_ok, assert_same_run_dir, copy_dir, evolve_args, fails_with, names, run_in,
};

fn args(out: &Path, generations: u32) -> Vec<String> {
    evolve_args(out, "11", "20", generations, "2", "2", None)
}

fn evolve(cache: &Path, dir: &Path, generations: u32) {
    let a = args(dir, generations);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    assert_ok(&run_in(cache, &a), "evolve");
}

/// Every file of a directory and its bytes.
fn contents(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    names(dir)
        .into_iter()
        .map(|n| {
            let bytes = std::fs::read(dir.join(&n)).expect("read");
            (n, bytes)
        })
        .collect()
}

/// A finished run of 5 generations.
fn finished(tmp: &Path) -> PathBuf {
    let whole = tmp.join("whole");
    evolve(&tmp.join("cache"), &whole, 5);
    whole
}

/// `whole`'s log with its lines changed by `edit`.
fn edited_log(whole: &Path, edit: impl Fn(&mut Vec<String>)) -> String {
    let text = std::fs::read_to_string(whole.join("log.jsonl")).expect("log");
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    edit(&mut lines);
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// Resuming `dir` fails with all of `needles` in the message, and changes nothing.
fn refused(cache: &Path, dir: &Path, needles: &[&str]) -> String {
    let before = contents(dir);
    let d = dir.to_str().expect("utf-8");
    let err = fails_with(cache, &["resume", d], needles);
    assert!(err.contains("--repair-log"), "the way out is named: {err}");
    let after: BTreeMap<String, Vec<u8>> = contents(dir)
        .into_iter()
        .filter(|(n, _)| n != "lock")
        .collect();
    let before: BTreeMap<String, Vec<u8>> =
        before.into_iter().filter(|(n, _)| n != "lock").collect();
    assert!(
        before == after,
        "a refused resume changed {}",
        dir.display()
    );
    err
}

/// A change to a log's lines.
type Edit = fn(&mut Vec<String>);

#[test]
fn a_garbled_misplaced_or_missing_middle_line_is_refused_by_number() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let whole = finished(tmp.path());
    let cases: [(&str, Edit, &[&str]); 4] = [
        (
            "garbled",
            |l| l[2] = l[2].replacen("\"stage\"", "\"stag\"", 1),
            &["log.jsonl line 3:", "not a log line"],
        ),
        (
            "binary",
            |l| l[1] = "\u{0}\u{1}garbage".to_string(),
            &["log.jsonl line 2:", "not a log line"],
        ),
        (
            "swapped",
            |l| l.swap(1, 2),
            &[
                "log.jsonl line 2:",
                "generation 2, where generation 1 belongs",
            ],
        ),
        (
            "missing",
            |l| {
                l.remove(3);
            },
            &[
                "log.jsonl line 4:",
                "generation 4, where generation 3 belongs",
            ],
        ),
    ];
    for (name, edit, needles) in cases {
        let dir = tmp.path().join(name);
        copy_dir(&whole, &dir);
        std::fs::write(dir.join("log.jsonl"), edited_log(&whole, edit)).expect("write");
        refused(&cache, &dir, needles);
    }
    // The last lines gone: the checkpoint is at generation 4.
    let dir = tmp.path().join("short");
    copy_dir(&whole, &dir);
    let short = edited_log(&whole, |l| l.truncate(3));
    std::fs::write(dir.join("log.jsonl"), short).expect("write");
    refused(
        &cache,
        &dir,
        &[
            "log.jsonl line 4:",
            "missing",
            "checkpoint is at generation 4",
        ],
    );
    // A line whose numbers disagree with the checkpoint's.
    let dir = tmp.path().join("edited");
    copy_dir(&whole, &dir);
    let edited = edited_log(&whole, |l| {
        l[4] = l[4].replacen("\"distinct\":", "\"distinct\":1", 1);
    });
    std::fs::write(dir.join("log.jsonl"), edited).expect("write");
    refused(&cache, &dir, &["log.jsonl line 5:", "`distinct` differs"]);
}

#[test]
fn a_deleted_log_is_refused_when_there_is_a_checkpoint() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let whole = finished(tmp.path());
    let dir = tmp.path().join("deleted");
    copy_dir(&whole, &dir);
    std::fs::remove_file(dir.join("log.jsonl")).expect("remove");
    refused(
        &cache,
        &dir,
        &["log.jsonl", "missing", "checkpoint is at generation 4"],
    );
    assert!(!dir.join("log.jsonl").exists());
}

/// A checkpoint older than the log (restored from a copy, say) is not a kill's doing:
/// resuming would redo, and so drop, lines the run had finished.
#[test]
fn an_older_checkpoint_under_a_longer_log_is_refused() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let whole = finished(tmp.path());
    let early = tmp.path().join("early");
    evolve(&cache, &early, 2);
    let dir = tmp.path().join("old-checkpoint");
    copy_dir(&whole, &dir);
    std::fs::copy(early.join("checkpoint.bin"), dir.join("checkpoint.bin")).expect("copy");
    refused(
        &cache,
        &dir,
        &[
            "log.jsonl line 4:",
            "more than one past the checkpoint's generation 1",
        ],
    );
}

/// `--repair-log` copies the log (and the checkpoint it replaces) to backups, keeps
/// the lines before the first one at fault, rebuilds the run's state by replaying
/// them, and redoes the rest: the run ends as the uninterrupted one.
#[test]
fn repair_log_keeps_a_backup_and_ends_as_the_uninterrupted_run() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let cache = tmp.path().join("cache");
    let whole = finished(tmp.path());
    let checkpoint = std::fs::read(whole.join("checkpoint.bin")).expect("checkpoint");

    let dir = tmp.path().join("garbled");
    copy_dir(&whole, &dir);
    let garbled = edited_log(&whole, |l| l[2] = l[2].replacen('{', "[", 1));
    std::fs::write(dir.join("log.jsonl"), &garbled).expect("write");
    let d = dir.to_str().expect("utf-8");
    let o = run_in(&cache, &["resume", d, "--repair-log"]);
    assert_ok(&o, "resume --repair-log");
    let err = String::from_utf8_lossy(&o.stderr);
    for needle in [
        "log.jsonl line 3",
        "log.jsonl.bak-1",
        "checkpoint.bin.bak-1",
        "kept the log's first 2 lines",
    ] {
        assert!(err.contains(needle), "{needle} in {err}");
    }
    let backup = std::fs::read_to_string(dir.join("log.jsonl.bak-1")).expect("backup");
    assert_eq!(backup, garbled, "the backup is the log as it was");
    assert!(std::fs::read(dir.join("checkpoint.bin.bak-1")).expect("backup") == checkpoint);
    assert_same_run_dir(&whole, &dir, &["log.jsonl.bak-1", "checkpoint.bin.bak-1"]);

    // A second repair never overwrites the first backup.
    let again = edited_log(&whole, |l| l[4] = "oops".to_string());
    std::fs::write(dir.join("log.jsonl"), &again).expect("write");
    assert_ok(&run_in(&cache, &["resume", d, "--repair-log"]), "again");
    assert_eq!(
        std::fs::read_to_string(dir.join("log.jsonl.bak-1")).expect("backup"),
        garbled
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("log.jsonl.bak-2")).expect("backup"),
        again
    );
    assert_same_run_dir(
        &whole,
        &dir,
        &[
            "log.jsonl.bak-1",
            "log.jsonl.bak-2",
            "checkpoint.bin.bak-1",
            "checkpoint.bin.bak-2",
        ],
    );

    // A deleted log: nothing to keep, so the run is redone from generation 0.
    let dir = tmp.path().join("deleted");
    copy_dir(&whole, &dir);
    std::fs::remove_file(dir.join("log.jsonl")).expect("remove");
    let d = dir.to_str().expect("utf-8");
    let o = run_in(&cache, &["resume", d, "--repair-log"]);
    assert_ok(&o, "resume --repair-log of a deleted log");
    assert_same_run_dir(&whole, &dir, &["checkpoint.bin.bak-1"]);

    // Nothing wrong: nothing is backed up.
    let o = run_in(&cache, &["resume", d, "--repair-log"]);
    assert_ok(&o, "resume --repair-log of a sound run");
    assert!(String::from_utf8_lossy(&o.stderr).contains("nothing to repair"));
    assert!(!dir.join("log.jsonl.bak-1").exists());
}
