//! CPU time of the calling thread, for reporting what a solve cost beside its wall
//! time: on a machine shared with other work, wall time grows with the load, and CPU
//! time does not.

use std::time::Duration;

/// The CPU time the calling thread has used so far. The difference of two readings on
/// one thread is the CPU time spent between them.
///
/// On Linux this is `CLOCK_THREAD_CPUTIME_ID`. Elsewhere (or should that clock be
/// refused, which no Linux since 2.6.12 does) it falls back to wall time since the
/// first reading in the process, so that differences are still durations, only ones
/// that include waiting.
pub fn thread_cpu_time() -> Duration {
    thread_clock().unwrap_or_else(wall_since_first_reading)
}

/// CPU time spent on this thread since `start`, a reading of [`thread_cpu_time`].
pub fn cpu_since(start: Duration) -> Duration {
    thread_cpu_time().saturating_sub(start)
}

#[cfg(target_os = "linux")]
fn thread_clock() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid, writable timespec for the duration of the call, and
    // CLOCK_THREAD_CPUTIME_ID is a clock id the call accepts.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    if status != 0 {
        return None;
    }
    let seconds = u64::try_from(now.tv_sec).ok()?;
    let nanos = u32::try_from(now.tv_nsec).ok()?;
    Some(Duration::new(seconds, nanos))
}

#[cfg(not(target_os = "linux"))]
fn thread_clock() -> Option<Duration> {
    None
}

fn wall_since_first_reading() -> Duration {
    static FIRST: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    FIRST.get_or_init(std::time::Instant::now).elapsed()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work on the thread shows as CPU time; sleeping does not (on Linux, where the
    /// clock is the thread's own).
    #[test]
    fn counts_work_and_not_sleep() {
        let start = thread_cpu_time();
        let mut x = 0u64;
        for i in 0..5_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
        }
        let worked = cpu_since(start);
        assert!(worked > Duration::ZERO, "{x}");
        if cfg!(target_os = "linux") {
            let before = thread_cpu_time();
            std::thread::sleep(Duration::from_millis(50));
            assert!(cpu_since(before) < Duration::from_millis(25));
        }
        assert!(thread_cpu_time() >= start, "never runs backwards");
    }
}
