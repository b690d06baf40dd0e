//! The program finds its data by the XDG base directories, wherever it was built: a copy of the
//! binary in another folder finds voice packs in `$XDG_DATA_HOME/anna/voices` and in each of
//! `$XDG_DATA_DIRS/anna/voices` (where a package installs them), and language files in
//! `…/anna/lang`.

use std::path::Path;
use std::process::Command;

use crate::common::temp::TempDir;

/// Copies the pack file `code.zip` of the checkout into `root/anna/voices`.
fn install_pack(root: &Path, code: &str) {
    let name = format!("{code}.zip");
    let from = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("voices")
        .join(&name);
    let to = root.join("anna/voices");
    std::fs::create_dir_all(&to).expect("the packs' folder");
    std::fs::copy(&from, to.join(&name)).expect("copied");
}

#[test]
fn a_moved_program_finds_its_data_by_the_xdg_folders() {
    let tmp = TempDir::new("data-dirs", "moved");
    let bin = tmp.0.join("bin/anna");
    std::fs::create_dir_all(tmp.0.join("bin")).expect("bin");
    std::fs::copy(env!("CARGO_BIN_EXE_anna"), &bin).expect("the program copied");
    let (home, shared) = (tmp.0.join("home"), tmp.0.join("usr-share"));
    let run = |args: &[&str]| {
        Command::new(&bin)
            .args(args)
            .current_dir(&tmp.0)
            .env("XDG_DATA_HOME", &home)
            .env("XDG_DATA_DIRS", &shared)
            .env("XDG_CONFIG_HOME", tmp.0.join("config"))
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("ANNA_VOICES")
            .output()
            .expect("anna runs")
    };
    // Nothing installed: said, with where it looked.
    let none = run(&["voices", "list"]);
    assert_eq!(none.status.code(), Some(1));
    let text = String::from_utf8_lossy(&none.stdout);
    assert!(
        text.starts_with("Keine Stimmen gefunden; gesucht in: "),
        "{text}"
    );
    assert!(
        text.contains(&home.join("anna/voices").display().to_string()),
        "{text}"
    );
    assert!(
        !text.contains(env!("CARGO_MANIFEST_DIR")),
        "no build path: {text}"
    );

    // A package's pack in the shared folder, the user's own in the data home: both found, the
    // user's first.
    install_pack(&shared, "de");
    install_pack(&home, "en");
    let list = run(&["voices", "list"]);
    let text = String::from_utf8_lossy(&list.stdout).into_owned();
    assert_eq!(list.status.code(), Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            format!("{}:", home.join("anna/voices").display()),
            "en.zip: Paketdatei, Sprache en, vollständig für en.".to_string(),
            format!("{}:", shared.join("anna/voices").display()),
            "de.zip: Paketdatei, Sprache de, vollständig für de.".to_string(),
        ]
    );
    let check = run(&["voices", "check"]);
    let text = String::from_utf8_lossy(&check.stdout);
    assert_eq!(check.status.code(), Some(0), "{text}");
    assert!(text.contains("vollständig für das Vokabular de"), "{text}");

    // A language file by its code.
    std::fs::create_dir_all(home.join("anna/lang")).expect("lang");
    std::fs::write(home.join("anna/lang/xx.ftl"), "lang-name = Testsprache\n").expect("a file");
    let said = run(&["--language", "xx", "say", "e4"]);
    assert_eq!(
        said.status.code(),
        Some(0),
        "{:?}",
        String::from_utf8_lossy(&said.stderr)
    );
    let unknown = run(&["--language", "yy", "say", "e4"]);
    assert!(
        String::from_utf8_lossy(&unknown.stderr).contains("Keine Sprache yy"),
        "{:?}",
        String::from_utf8_lossy(&unknown.stderr)
    );
}
