//! The process's heap: one malloc arena for every thread.
//!
//! glibc gives each thread that allocates an arena of its own (up to eight a core), and an
//! arena keeps what it once held as long as anything above it lives. anna's threads allocate
//! little, but at the wrong moments for that: the voice pack is opened, and the first phrase's
//! clips decoded, on threads of their own while the device opens, and the clips kept for the
//! game then sit above the freed index in another arena, which can never give those pages
//! back. Measured on the 400-ply game of `benches/startup.rs` with every move said by the
//! voice pack: 3.7–4.6 MB anonymous with an arena a thread, 3.4 MB with one (docs/performance.md).
//! No thread of anna allocates in a hot loop (the audio callback allocates nothing), so they do
//! not wait for each other on the one arena.

/// Makes every thread started from now on allocate from the main arena: called first thing
/// in `main`, before any thread.
pub fn one_arena() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes a setting of glibc's allocator, and is called before any
    // other thread exists.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
}
