//! Where anna's shared data (voice packs, language files) is found, by the XDG base
//! directories: `$XDG_DATA_HOME/anna` (`~/.local/share/anna`) first, the user's own; then each
//! of `$XDG_DATA_DIRS/anna` (`/usr/local/share/anna`, `/usr/share/anna`: where a package puts
//! it); then beside the program, for a build in its source checkout (`target/release/anna`
//! finds the checkout's `voices`). Nothing of the machine that built anna is compiled in, so a
//! program copied elsewhere finds its data the same way.

use std::path::PathBuf;

/// The extension of a voice pack file (`de.zip`: a ZIP archive of the manifest and the clips).
pub const PACK_EXTENSION: &str = "zip";

/// A voice pack's manifest, in its folder or its file.
pub const MANIFEST: &str = "manifest.toml";

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

/// The user's own data folder (`$XDG_DATA_HOME/anna`), where `anna voices install` puts packs.
pub fn data_home() -> Option<PathBuf> {
    xdg::BaseDirectories::with_prefix("anna").get_data_home()
}

/// The folders that may hold voice packs (`ROOT/voices/CODE`), in the order they are searched.
pub fn voice_roots() -> Vec<PathBuf> {
    data_roots().into_iter().map(|r| r.join("voices")).collect()
}

/// The voice pack for a vocabulary code: in `configured` (the configuration's folder of
/// packs), `$ANNA_VOICES`, then the data folders; the first that has one. In one folder the
/// pack file (`CODE.zip`, as shipped and installed) comes before a folder of clips (`CODE/`
/// with its manifest).
pub fn voice_pack(configured: Option<&std::path::Path>, code: &str) -> Option<PathBuf> {
    let mut roots: Vec<PathBuf> = configured.map(PathBuf::from).into_iter().collect();
    roots.extend(std::env::var_os("ANNA_VOICES").map(PathBuf::from));
    roots.extend(voice_roots());
    roots.into_iter().find_map(|r| pack_in(&r, code))
}

/// The pack of `code` in a folder of packs: its file, else its folder.
pub fn pack_in(root: &std::path::Path, code: &str) -> Option<PathBuf> {
    let file = root.join(format!("{code}.{}", PACK_EXTENSION));
    if file.is_file() {
        return Some(file);
    }
    let dir = root.join(code);
    dir.join(MANIFEST).is_file().then_some(dir)
}

/// The voice packs in a folder of packs, sorted by code: each code once, as
/// [`voice_pack`] would find it.
pub fn packs_in(root: &std::path::Path) -> Vec<(String, PathBuf)> {
    let extension = format!(".{}", PACK_EXTENSION);
    let mut codes: Vec<String> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            match name.strip_suffix(&extension) {
                Some(code) => code.to_string(),
                None => name,
            }
        })
        .collect();
    codes.sort();
    codes.dedup();
    codes
        .into_iter()
        .filter_map(|code| pack_in(root, &code).map(|path| (code, path)))
        .collect()
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
