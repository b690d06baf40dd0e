//! Nothing raw reaches a file or a terminal: a name with a line break stays one PGN tag, an ESC
//! in a language file or a voice pack's manifest never reaches the terminal, a line of any
//! length is refused in words without being held; and a language that cannot be used stops
//! anna at the start.

use anna::lang::Language;
use anna::message::Message;
use anna::notation::{Vocabulary, read_all_tags};
use anna::speech::pack::voice_pack::Manifest;

use crate::common::{Dirs, run_with_input};

const ESC: char = '\u{1b}';

fn text(o: &std::process::Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn a_name_with_line_breaks_leaves_one_game_in_the_pgn() {
    let dirs = Dirs::new("raw-tag");
    let white = "Eve\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
    let event = "\u{1b}[2J\u{1b}[31mOpen \"A\" \\ B";
    let args = ["--white", white, "--event", event];
    let out = run_with_input(dirs.command(&args), b"e4\nbeenden\nja\n");
    let (said, _) = text(&out);
    assert!(!said.contains(ESC), "{said:?}");
    let pgn = dirs.read_game_file("pgn");
    assert!(!pgn.contains(ESC), "{pgn}");
    let games = read_all_tags(&pgn).expect("the PGN reads");
    assert_eq!(games.len(), 1, "{pgn}");
    let tag = |name: &str| {
        games[0]
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    assert_eq!(
        tag("White"),
        "Eve  1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0  "
    );
    // `"` and `\` escaped as the PGN standard asks, read back as written.
    assert!(
        pgn.contains(r#"[Event " [2J [31mOpen \"A\" \\ B"]"#),
        "{pgn}"
    );
    assert_eq!(tag("Event"), " [2J [31mOpen \"A\" \\ B");
}

#[test]
fn a_language_file_cannot_move_the_cursor() {
    let dirs = Dirs::new("raw-language");
    let path = dirs.root.join("xx.ftl");
    // A raw ESC and carriage return, and an ESC written as a Fluent escape.
    let file = "say-bad-move = \u{1b}[2JZug { $number }\r{ \"\\u001b\" }[1A: { $reason }\n";
    std::fs::write(&path, file).expect("write the language file");
    let language = path.to_string_lossy().into_owned();
    let out = dirs.output(&["--language", &language, "say", "e4", "Ke3"]);
    let (said, refused) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(said, "Bauer Eva vier\n");
    assert!(refused.starts_with("[2JZug 2[1A: "), "{refused:?}");
    assert!(
        !refused.contains(ESC) && !refused.contains('\r'),
        "{refused:?}"
    );
}

#[test]
fn a_voice_pack_manifest_cannot_move_the_cursor() {
    let toml = "language = \"de\\u001b[2J\"\nsample_rate = 24000\nchannels = 1\n\
        format = \"opus\"\n[words]\n\"springer\\u001b[1A\" = \"clips/s\\u0007.opus\"\n";
    let manifest = Manifest::from_toml(toml).expect("the manifest reads");
    assert_eq!(manifest.language, "de [2J");
    let (key, file) = manifest.words.iter().next().expect("one word");
    assert_eq!(
        (key.as_str(), file.as_str()),
        ("springer [1A", "clips/s .opus")
    );
}

#[test]
fn a_line_too_long_is_refused_in_words_and_the_next_one_read() {
    let long = format!("\t{}\n\te4\n", "x".repeat(5000));
    for (code, refusal) in [
        (
            "de",
            "! Die Zeile ist zu lang (mehr als 4096 Bytes) und wurde nicht gelesen.",
        ),
        (
            "en",
            "! That line is too long (more than 4096 bytes); it was not read.",
        ),
        ("ar", "! السطر طويل جدا (أكثر من 4096 بايت) ولم يقرأ."),
        (
            "fa",
            "! این سطر بیش از اندازه بلند است (بیش از 4096 بایت) و خوانده نشد.",
        ),
    ] {
        let dirs = Dirs::new(&format!("raw-batch-{code}"));
        let args = ["--language", code, "parse", "--batch"];
        let (answers, _) = text(&run_with_input(dirs.command(&args), long.as_bytes()));
        assert_eq!(answers, format!("{refusal}\ne2e4 e4\n"), "{code}");
    }
    // In a game, the refusal is said and the next line is played.
    let dirs = Dirs::new("raw-play");
    let typed = format!("{}\ne4\nbeenden\nja\n", "Springer ".repeat(1000));
    let (said, _) = text(&run_with_input(dirs.command(&[]), typed.as_bytes()));
    assert!(
        said.contains(
            "Weiß> Die Zeile ist zu lang (mehr als 4096 Bytes) und wurde nicht gelesen.\n"
        ),
        "{said}"
    );
    assert!(said.contains("1. Bauer Eva vier (e4)"), "{said}");
}

#[test]
fn a_language_that_cannot_be_used_stops_anna_with_the_list() {
    let dirs = Dirs::new("raw-language-unknown");
    let out = dirs.output(&["--language", "yy", "say", "e4"]);
    let (said, refused) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(said, "");
    assert_eq!(
        refused,
        "Keine Sprache yy: weder eingebaut noch eine lesbare Datei. \
         Eingebaut: de, en, ar, fa; oder der Pfad einer Sprachdatei.\n"
    );
    let path = dirs.root.join("bad.ftl");
    std::fs::write(&path, "x = {\n").expect("write the language file");
    let bad = path.to_string_lossy().into_owned();
    let out = dirs.output(&["--language", &bad, "say", "e4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out)
            .1
            .contains("ist in Zeile 2 fehlerhaft. Eingebaut: de, en")
    );
}

#[test]
fn one_half_move_more_is_singular() {
    for (code, one, two) in [
        (
            "de",
            "Das Formular des Gegners hat 1 Halbzug mehr.",
            "Das Formular des Gegners hat 2 Halbzüge mehr.",
        ),
        (
            "en",
            "The opponent's sheet has 1 more half-move.",
            "The opponent's sheet has 2 more half-moves.",
        ),
    ] {
        let language = Language::load(code).expect("a built-in language");
        let say = |n: usize| {
            let m = Message::new("sync-longer")
                .with("sheet", anna::message::Arg::Key("theirs"))
                .with("n", n);
            language.text(&m, Vocabulary::fallback())
        };
        assert_eq!((say(1).as_str(), say(2).as_str()), (one, two), "{code}");
    }
}
