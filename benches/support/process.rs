//! What several benches need to run the real binary: where it is, and its output read on a
//! thread of its own (`#[path = "support/process.rs"] mod process;`).

#![allow(dead_code)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

/// The anna binary next to this bench: target/<profile>/anna, else release, else debug.
pub fn binary() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let profile = exe.parent().and_then(Path::parent)?;
    let target = profile.parent()?;
    [
        profile.join("anna"),
        target.join("release").join("anna"),
        target.join("debug").join("anna"),
    ]
    .into_iter()
    .find(|p| p.is_file())
}

/// A child's output, read on a thread; the receiver gets each chunk.
pub fn reader(mut out: impl Read + Send + 'static) -> Receiver<Vec<u8>> {
    let (send, receive) = channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = out.read(&mut buf) {
            if n == 0 || send.send(buf[..n].to_vec()).is_err() {
                return;
            }
        }
    });
    receive
}
