//! `mategp uci` driven by python-chess (`tests/python/uci_client.py`): a real UCI
//! client, independent of mategp, opens the engine, analyses, plays and stops it.
//!
//! Without python3 or its `chess` module the test fails (it needs the real client,
//! never skips); `.ci/run` installs python-chess.

mod common;

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The script needs a few seconds; a hung engine must not hang the test.
const TIMEOUT: Duration = Duration::from_secs(180);

/// Why python-chess cannot run here, if it cannot.
fn python_missing() -> Option<String> {
    match Command::new("python3")
        .args(["-c", "import chess.engine"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
    {
        Err(e) => Some(format!("python3 cannot run: {e}")),
        Ok(s) if !s.success() => {
            Some("the python module 'chess' is missing (pip install chess)".to_owned())
        }
        Ok(_) => None,
    }
}

#[test]
fn python_chess_drives_the_engine() {
    if let Some(why) = python_missing() {
        panic!("this test needs python-chess, a real UCI client: {why}");
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("python/uci_client.py");
    let mut child = Command::new("python3")
        .arg(&script)
        .arg(common::mategp())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    // Readers keep the pipes from filling while the watchdog polls for the exit.
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut text = String::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_string(&mut text);
            }
            text
        })
    };
    let stdout = read(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = read(child.stderr.take().map(|p| Box::new(p) as _));
    let deadline = Instant::now() + TIMEOUT;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait works") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            break child.wait().expect("wait works");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stdout = stdout.join().expect("stdout reader");
    let stderr = stderr.join().expect("stderr reader");
    println!("{stdout}");
    assert!(
        status.success(),
        "{} failed ({}; killed after {TIMEOUT:?} if it ran that long):\n{stdout}\n{stderr}",
        script.display(),
        status
    );
    assert!(
        stdout.contains("all python-chess checks passed"),
        "{stdout}\n{stderr}"
    );
}
