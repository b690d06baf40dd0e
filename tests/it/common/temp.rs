//! A folder of a test's own under the system's temporary folder, removed at the end. Shared by
//! the speech tests (`#[path = "common/temp.rs"] mod temp;`); each uses a part.

use std::path::PathBuf;

/// `anna-<kind>-<process>-<name>` under the temporary folder, empty at the start.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(kind: &str, name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("anna-{kind}-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temporary folder");
        TempDir(dir)
    }

    /// Also creates the folder `sub` in it.
    pub fn with(kind: &str, name: &str, sub: &str) -> TempDir {
        let dir = TempDir::new(kind, name);
        std::fs::create_dir_all(dir.0.join(sub)).expect("temporary folder");
        dir
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
