//! The transposition table's memory on 2 MiB pages where Linux offers them, as
//! Stockfish asks for its hash table: a probe anywhere in a table of many megabytes
//! then seldom misses the TLB, which saves time on searches that spread over the
//! whole table (docs/AB_RESULTS.md).

/// The size of a transparent huge page on x86_64 (and on aarch64 with 4 KiB pages).
#[cfg(target_os = "linux")]
const HUGE_PAGE: usize = 2 << 20;

/// Asks the kernel to back `buffer`'s capacity with huge pages where they fit whole
/// (a hint: the memory works the same without). Call it before the memory is first
/// written. Elsewhere than Linux it does nothing.
pub(super) fn advise<T>(buffer: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        let start = buffer.as_ptr() as usize;
        let end = start + buffer.capacity() * std::mem::size_of::<T>();
        let first = start.next_multiple_of(HUGE_PAGE);
        let last = end / HUGE_PAGE * HUGE_PAGE;
        if last > first {
            // SAFETY: the range lies inside `buffer`'s allocation, and MADV_HUGEPAGE
            // changes neither the memory's contents nor whether it may be accessed.
            // A refusal (no transparent huge pages) leaves ordinary pages: ignored.
            let _ = unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                )
            };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buffer;
}
