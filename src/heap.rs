//! The process's heap: one malloc arena for every thread, and fixed thresholds for what goes
//! back to the system.
//!
//! glibc gives each thread that allocates an arena of its own (up to eight a core), and an
//! arena keeps what it once held as long as anything above it lives. anna's threads allocate
//! little, but at the wrong moments for that: the voice pack is opened, and the first phrase's
//! clips decoded, on threads of their own while the device opens, and the clips kept for the
//! game then sit above the freed index in another arena, which can never give those pages
//! back. No thread of anna allocates in a hot loop (the audio callback allocates nothing), so
//! they do not wait for each other on the one arena.
//!
//! glibc also raises its threshold for serving a large block from the system (128 KiB at
//! first) to the size of each such block freed, and the heap's trim threshold to twice that:
//! after the dead-position search's table of positions (5.2.2) was freed once, later large
//! blocks came from the heap and their pages were kept when freed, so a game's peak depended
//! on the order its blocks came in (the heap 2.7 or 3.2 MB after the same 400 plies). Fixed
//! thresholds keep them at 128 KiB: a 400-ply game makes six more system calls for it.
//!
//! Measured on the 400-ply game of `benches/startup.rs` with every move said by the voice
//! pack: anonymous memory 3.7–5.3 MB before, 3.3 MB with both (docs/performance.md).

/// What glibc's thresholds are fixed at (its own first values).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const THRESHOLD: libc::c_int = 128 << 10;

/// Makes every thread started from now on allocate from the main arena, and fixes the
/// thresholds: called first thing in `main`, before any thread.
pub fn one_arena() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes settings of glibc's allocator, and is called before any
    // other thread exists.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
        libc::mallopt(libc::M_MMAP_THRESHOLD, THRESHOLD);
        libc::mallopt(libc::M_TRIM_THRESHOLD, THRESHOLD);
    }
}
