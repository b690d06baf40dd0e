//! Where anna's shared data (voice packs, language files) is found, by the XDG base
//! directories: `$XDG_DATA_HOME/anna` (`~/.local/share/anna`) first, the user's own; then each
//! of `$XDG_DATA_DIRS/anna` (`/usr/local/share/anna`, `/usr/share/anna`: where a package puts
//! it); then beside the program, for a build in its source checkout (`target/release/anna`
//! finds the checkout's `voices`). Nothing of the machine that built anna is compiled in, so a
//! program copied elsewhere finds its data the same way.

use std::path::PathBuf;

/// The folders that may hold anna's data, the first one found wins.
pub fn data_roots() -> Vec<PathBuf> {
    let dirs = xdg::BaseDirectories::with_prefix("anna");
    let mut roots: Vec<PathBuf> = dirs.get_data_home().into_iter().collect();
    roots.extend(dirs.get_data_dirs());
    if let Ok(exe) = std::env::current_exe() {
        // target/debug/anna: its folder, target, the checkout.
        roots.extend(exe.ancestors().skip(1).take(3).map(PathBuf::from));
    }
    let mut seen = Vec::new();
    roots.retain(|r| {
        let new = !seen.contains(r);
        seen.push(r.clone());
        new
    });
    roots
}

/// The folders that may hold voice packs (`ROOT/voices/CODE`), in the order they are searched.
pub fn voice_roots() -> Vec<PathBuf> {
    data_roots().into_iter().map(|r| r.join("voices")).collect()
}

/// The voice pack for a vocabulary code: in `configured` (the configuration's folder of
/// packs), `$ANNA_VOICES`, then the data folders; the first with a manifest.
pub fn voice_pack(configured: Option<&std::path::Path>, code: &str) -> Option<PathBuf> {
    let mut roots: Vec<PathBuf> = configured.map(PathBuf::from).into_iter().collect();
    roots.extend(std::env::var_os("ANNA_VOICES").map(PathBuf::from));
    roots.extend(voice_roots());
    roots
        .into_iter()
        .map(|r| r.join(code))
        .find(|d| d.join("manifest.toml").is_file())
}

/// The voice packs in a folder of packs: the codes of its sub-folders with a manifest, sorted.
pub fn packs_in(root: &std::path::Path) -> Vec<String> {
    let mut codes: Vec<String> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter(|e| e.path().join("manifest.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    codes.sort();
    codes
}

/// A language file for a code anna does not have built in: `ROOT/lang/CODE.ftl`.
pub fn language_file(code: &str) -> Option<PathBuf> {
    if code.is_empty()
        || !code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return None;
    }
    data_roots()
        .into_iter()
        .map(|r| r.join("lang").join(format!("{code}.ftl")))
        .find(|p| p.is_file())
}
