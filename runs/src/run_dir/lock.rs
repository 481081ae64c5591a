//! `DIR/lock`: one mategp at a time in a run directory.
//!
//! Two processes writing one run directory interleave its log and overwrite each
//! other's checkpoints, so whatever writes a run directory holds an OS advisory lock
//! on `DIR/lock` for as long as it runs. The kernel releases the lock when the process
//! ends, however it ends, so a file left behind by a killed run blocks nobody. The
//! file itself stays: were it removed, a process that had opened the old file and one
//! that created a new one could both hold "the" lock.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::Path;

use super::shown;
use crate::error::CliError;

/// The lock file's name in a run directory.
pub const LOCK_FILE: &str = "lock";

/// The lock on a run directory, held until dropped (or the process ends).
#[derive(Debug)]
pub struct RunLock {
    /// The locked file; `None` where the platform has no file locks.
    _file: Option<File>,
}

impl RunLock {
    /// Locks the run directory `dir` (which must exist), or fails at once with exit
    /// code 2 when another process holds it.
    pub fn acquire(dir: &Path) -> Result<RunLock, CliError> {
        let path = dir.join(LOCK_FILE);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| CliError::runtime(format!("cannot open {}: {e}", shown(&path))))?;
        match file.try_lock() {
            Ok(()) => {
                // The holder's process id, for the message a second process prints;
                // the lock does not depend on it, so a failure here is harmless.
                let _ = write_pid(&mut file);
                Ok(RunLock { _file: Some(file) })
            }
            Err(TryLockError::WouldBlock) => {
                let mut holder = String::new();
                let _ = file.read_to_string(&mut holder);
                Err(CliError::input(busy(dir, holder.trim())))
            }
            Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
                eprintln!(
                    "mategp: warning: cannot lock {} on this file system; make sure no other mategp writes {}",
                    shown(&path),
                    shown(dir)
                );
                Ok(RunLock { _file: None })
            }
            Err(TryLockError::Error(e)) => Err(CliError::runtime(format!(
                "cannot lock {}: {e}",
                shown(&path)
            ))),
        }
    }
}

fn write_pid(file: &mut File) -> io::Result<()> {
    file.set_len(0)?;
    file.rewind()?;
    writeln!(file, "{}", std::process::id())
}

fn busy(dir: &Path, holder: &str) -> String {
    let who = if !holder.is_empty() && holder.bytes().all(|b| b.is_ascii_digit()) {
        format!("another mategp (process {holder})")
    } else {
        "another mategp".to_string()
    };
    format!(
        "{} is in use: {who} holds its lock {} and is writing the run; wait for it to end, or stop it",
        shown(dir),
        shown(&dir.join(LOCK_FILE))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_fails_until_the_first_is_dropped() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let first = RunLock::acquire(tmp.path()).expect("first lock");
        // flock locks belong to open files, so a second open in this process
        // conflicts just as another process would.
        let err = RunLock::acquire(tmp.path()).expect_err("second lock");
        assert_eq!(err.exit_code(), 2);
        let text = err.to_string();
        assert!(text.contains(&shown(tmp.path())), "{text}");
        assert!(
            text.contains(&format!("another mategp (process {})", std::process::id())),
            "{text}"
        );
        drop(first);
        let again = RunLock::acquire(tmp.path());
        assert!(again.is_ok(), "the lock is free once dropped");
    }

    #[test]
    fn a_lock_file_left_behind_blocks_nobody() {
        let tmp = tempfile::tempdir().expect("temp dir");
        std::fs::write(tmp.path().join(LOCK_FILE), "99999999\n").expect("write");
        assert!(RunLock::acquire(tmp.path()).is_ok());
    }
}
