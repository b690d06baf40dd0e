//! Link-time settings of the `anna` binary.
//!
//! Relative relocations packed (`DT_RELR`, glibc 2.36 and later): the loader reads a few
//! kilobytes instead of a third of a megabyte of relocation entries at every start, pages that
//! stayed resident for the whole game (issue 43, docs/performance.md).

fn main() {
    let target = std::env::var("TARGET").unwrap_or_default();
    if target.ends_with("-linux-gnu") {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
