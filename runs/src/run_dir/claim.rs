//! Taking a directory for a run: a new run's (empty, or `--force`d) and a resumed
//! one's, locked first and cleared of what killed writes left.

use std::fs;
use std::io;
use std::path::Path;

use super::lock::{LOCK_FILE, RunLock};
use super::shown;
use crate::error::CliError;

/// The files a run writes (and `evolve --force` replaces).
pub const RUN_FILES: [&str; 7] = [
    "config.toml",
    "log.jsonl",
    "best.sexp",
    "hall_of_fame.sexp",
    "reference.jsonl",
    "checkpoint.bin",
    "fitness.svg",
];

/// A run file's temporary twin, left when a write was killed before its rename:
/// `NAME.tmp` (gp's checkpoint) or `NAME.tmp<pid>` (every other file).
fn is_stale_temp(name: &str) -> bool {
    RUN_FILES.iter().any(|f| {
        name.strip_prefix(f)
            .and_then(|rest| rest.strip_prefix(".tmp"))
            .is_some_and(|pid| pid.bytes().all(|b| b.is_ascii_digit()))
    })
}

fn names(dir: &Path) -> io::Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in fs::read_dir(dir)? {
        names.push(entry?.file_name().to_string_lossy().into_owned());
    }
    Ok(names)
}

fn remove(path: &Path) -> Result<(), CliError> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(CliError::runtime(format!(
            "cannot remove {}: {e}",
            shown(path)
        ))),
        _ => Ok(()),
    }
}

/// Removes the temporary files of killed writes. Only the lock's holder may: any
/// other process's temporary file would be a write in progress.
pub fn remove_stale_temps(dir: &Path, _lock: &RunLock) -> Result<(), CliError> {
    let names = names(dir).map_err(|e| CliError::runtime(format!("{}: {e}", shown(dir))))?;
    for name in names.iter().filter(|n| is_stale_temp(n)) {
        remove(&dir.join(name))?;
    }
    Ok(())
}

/// Whether `dir` holds anything but mategp's lock file and stale temporary files
/// (what a run killed as it began leaves). A missing directory holds nothing.
fn holds_something(dir: &Path) -> Result<bool, CliError> {
    match names(dir) {
        Ok(names) => Ok(names.iter().any(|n| n != LOCK_FILE && !is_stale_temp(n))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(CliError::input(format!("--out {}: {e}", shown(dir)))),
    }
}

fn not_empty(dir: &Path) -> CliError {
    CliError::input(format!(
        "--out {} is not empty; choose another directory, `mategp resume {}` to continue the run there, or --force to overwrite it",
        shown(dir),
        shown(dir)
    ))
}

/// Takes `dir` for a new run: creates and locks it, refuses it if it holds anything
/// unless `force`, and then removes the run files. A non-empty directory without a
/// lock file is refused before anything is written to it.
pub fn claim_new(dir: &Path, force: bool) -> Result<RunLock, CliError> {
    if !force && holds_something(dir)? && !dir.join(LOCK_FILE).exists() {
        return Err(not_empty(dir));
    }
    fs::create_dir_all(dir)
        .map_err(|e| CliError::runtime(format!("cannot create {}: {e}", shown(dir))))?;
    // Locked before looking again: a run that began meanwhile is reported as busy,
    // and --force never removes the files of a run in progress.
    let lock = RunLock::acquire(dir)?;
    if !force && holds_something(dir)? {
        return Err(not_empty(dir));
    }
    for f in RUN_FILES {
        remove(&dir.join(f))?;
    }
    remove_stale_temps(dir, &lock)?;
    Ok(lock)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_temporary_files_are_recognised() {
        assert!(is_stale_temp("checkpoint.bin.tmp"));
        assert!(is_stale_temp("best.sexp.tmp4711"));
        assert!(is_stale_temp("log.jsonl.tmp12"));
        assert!(!is_stale_temp("best.sexp"));
        assert!(!is_stale_temp("notes.tmp"));
        assert!(!is_stale_temp("best.sexp.tmp-mine"));
        assert!(!is_stale_temp("log.jsonl.bak-1"));
    }

    #[test]
    fn a_directory_left_by_a_run_killed_as_it_began_is_empty() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let dir = tmp.path().join("run");
        fs::create_dir_all(&dir).expect("mkdir");
        fs::write(dir.join(LOCK_FILE), "1\n").expect("write");
        fs::write(dir.join("config.toml.tmp77"), "half").expect("write");
        let lock = claim_new(&dir, false).expect("claimed");
        assert!(!dir.join("config.toml.tmp77").exists());
        drop(lock);
        fs::write(dir.join("notes.txt"), "mine").expect("write");
        let err = claim_new(&dir, false).expect_err("not empty");
        assert!(err.to_string().contains("not empty"), "{err}");
        assert!(claim_new(&dir, true).is_ok());
        assert!(dir.join("notes.txt").exists(), "--force keeps other files");
    }
}
