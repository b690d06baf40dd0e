//! Issue 40: answers that say what to do. Whose time `zeit meine` gives where the keyboard is
//! the blind player's; every refusal names what was understood, why not, and the nearest thing
//! that would work.

use crate::common;

use anna::session::{Setup, Side};
use common::session::Table;

fn german(setup: Setup) -> Table {
    let mut table = Table::new(setup);
    table.set_language(anna::lang::Language::load("de").expect("German"));
    table
}

/// Point 4: "mine" is the blind player's clock whoever is to move: he is the one who asks.
#[test]
fn time_mine_is_the_blind_players_at_the_opponents_turn() {
    let mut t = german(Setup {
        time_control: anna::clock::TimeControl::from_pgn("300+3").ok(),
        seating: anna::session::Seating {
            blind: Some(Side::White),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    });
    t.type_at(1_000, "e4");
    assert_eq!(t.game().turn(), shakmaty::Color::Black);
    let mine = t.type_at(2_000, "zeit meine");
    assert_eq!(mine.len(), 1, "{mine:?}");
    assert!(mine[0].starts_with("Weiß: "), "{mine:?}");
    let theirs = t.type_at(2_000, "zeit gegner");
    assert!(theirs[0].starts_with("Schwarz: "), "{theirs:?}");
    // Both: his time first.
    let both = t.type_at(2_000, "zeit kurz");
    assert!(both[0].starts_with("Weiß "), "{both:?}");
}

fn in_language(code: &str, setup: Setup) -> Table {
    let mut table = Table::unstarted(setup);
    table.set_language(anna::lang::Language::load(code).expect("language"));
    table
}

/// Point 7: a move for the side not to move says whose move it is and what stands there.
#[test]
fn a_move_for_the_wrong_side_says_whose_move_and_what_stands_there() {
    let mut t = in_language("de", Setup::default());
    t.type_line("e4");
    let said = t.type_line("Lc4").join(" ");
    assert_eq!(
        said,
        "Läufer nach Cesar vier ist nicht möglich. Schwarz am Zug. Cesar vier ist leer."
    );
    let said = t.type_line("Sxe4").join(" ");
    assert!(
        said.contains("Schwarz am Zug. Auf Eva vier steht ein weißer Bauer."),
        "{said}"
    );
}

/// Point 7: a typo is answered with the nearest word of the moves or of the commands; a word
/// near nothing with how a move is typed.
#[test]
fn a_typo_names_the_nearest_word() {
    let mut t = in_language("de", Setup::default());
    let said = t.type_line("Springr f3").join(" ");
    assert!(said.ends_with("Gemeint ist wohl „Springer“."), "{said}");
    let said = t.type_line("lsite").join(" ");
    assert!(said.ends_with("Gemeint ist wohl „liste“."), "{said}");
    let said = t.type_line("xyzzy").join(" ");
    assert!(
        said.contains("Sf3 oder e4; hilfe nennt die Befehle"),
        "{said}"
    );
    let mut t = in_language(
        "en",
        Setup {
            vocab: "en".into(),
            ..Setup::default()
        },
    );
    let said = t.type_line("knigt f3").join(" ");
    assert!(said.ends_with("Did you mean “Knight”?"), "{said}");
}

/// Point 7: English `moves` alone is most likely the move list: `list` is named.
#[test]
fn moves_alone_names_list() {
    let mut t = in_language("en", Setup::default());
    t.type_line("e4");
    let said = t.type_line("moves").join(" ");
    assert!(said.contains("The moves played so far: list."), "{said}");
    let mut t = in_language("de", Setup::default());
    let said = t.type_line("züge").join(" ");
    assert!(said.contains("Die gespielten Züge liest liste."), "{said}");
}

/// Point 7: `anna export` without a name exports the last game, as `resume` and `review` take
/// it; with no game at all it says how to start one.
#[test]
fn export_without_a_name_exports_the_last_game() {
    let dirs = common::Dirs::new("export-last");
    let out = dirs.output(&["export"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("Es gibt noch keine Partie zum Exportieren; anna beginnt eine."),
        "{said}"
    );
    let played = common::run_with_input(dirs.command(&[]), b"e4\ne5\nSf3\n");
    assert!(played.status.success(), "{played:?}");
    let pgn = dirs.run(&["export"]);
    assert_eq!(common::pgn_moves(&pgn), ["e4", "e5", "Nf3"], "{pgn}");
}

/// Point 7: a strength out of range names the range, on the command line and in the file.
#[test]
fn a_strength_out_of_range_names_the_range() {
    let dirs = common::Dirs::new("strength-range");
    let out = dirs.output(&["--engine", "black", "--strength", "5000"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("5000 ist keine Spielstärke: anfänger, eine Elo-Zahl von 100 bis 4000"),
        "{said}"
    );
}

/// Point 7: an unknown key in the configuration is said in the user's language, with the
/// nearest key, not the TOML reader's English list.
#[test]
fn a_configuration_typo_names_the_nearest_key_in_the_language() {
    let dirs = common::Dirs::new("config-typo");
    let file = dirs.root.join("bad.toml");
    std::fs::write(&file, "vocab = \"de\"\ncolour = \"red\"\n").expect("write");
    let path = file.to_string_lossy().into_owned();
    let out = dirs.output(&["--config", &path]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains(
            "Zeile 2: colour ist kein Schlüssel der Konfiguration; gemeint ist wohl no_color."
        ),
        "{said}"
    );
    assert!(!said.contains("unknown field"), "{said}");
    assert!(!said.contains("expected"), "{said}");
}

/// Point 8: in English a refusal starts with a capital ("Piece to …"), and the hint after a
/// tournament move that cannot be made names the command so that it cannot be heard as the
/// chess word "check".
#[test]
fn english_refusals_start_with_a_capital_and_do_not_sound_like_check() {
    let mut t = in_language(
        "en",
        Setup {
            rules: anna::session::Rules {
                tournament: true,
                ..anna::session::Rules::default()
            },
            vocab: "en".into(),
            ..Setup::default()
        },
    );
    let said = t.type_line("g1 g3").join(" ");
    assert!(said.starts_with("Piece to "), "{said:?}");
    assert!(
        said.ends_with(
            "The boards may differ: boardcheck reads the position out, boardcheck \
             with a position compares it."
        ),
        "{said:?}"
    );
    assert!(!said.contains(" check reads"), "{said}");
}

/// Point 9: a time control's increment that is not a number: "ist kein Zuschlag", not "ist
/// nicht ein Zuschlag".
#[test]
fn an_increment_that_is_no_number_is_kein_zuschlag() {
    let dirs = common::Dirs::new("kein-zuschlag");
    let out = dirs.output(&["--time", "90+x"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("Periode 1: x ist kein Zuschlag in ganzen Sekunden."),
        "{said}"
    );
}

/// The language files' messages, id to text (a multi-line message joined), as written.
fn messages(code: &str) -> std::collections::HashMap<String, String> {
    let path = format!("{}/lang/{code}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the language file");
    let mut out = std::collections::HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some((id, value)) = line.split_once(" = ")
            && !id.starts_with(' ')
            && !id.starts_with('#')
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            out.insert(id.to_string(), value.to_string());
            current = Some(id.to_string());
        } else if line.starts_with(' ') && !line.trim_start().starts_with('.') {
            if let Some(id) = &current
                && let Some(text) = out.get_mut(id)
            {
                text.push(' ');
                text.push_str(line.trim());
            }
        } else {
            current = None;
        }
    }
    out
}

/// The words of a message that are its own: placeables and selectors left out.
fn own_words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| w.chars().any(char::is_alphabetic))
        .collect()
}

/// Point 7: the rule of docs/conversation.md checked over every refusal it lists, in all four
/// languages, and every answer the conversation gives checked to be listed there.
#[test]
fn every_refusal_names_a_reason_or_a_next_step() {
    let doc = std::fs::read_to_string(format!(
        "{}/docs/conversation.md",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("docs/conversation.md");
    let rows = refusal_rows(&doc);
    assert!(rows.len() > 40, "{rows:?}");
    let languages: Vec<(&str, std::collections::HashMap<String, String>)> =
        ["de", "en", "ar", "fa"]
            .into_iter()
            .map(|code| (code, messages(code)))
            .collect();
    for (id, kind, gives) in &rows {
        for (code, texts) in &languages {
            refusal_names_a_reason_or_a_step(code, texts, (id, kind, gives));
        }
    }
    // Every answer to a typed line is a listed refusal or named as no refusal.
    let marker = "Intent::answer(";
    for source in &rust_sources() {
        for (at, _) in source.match_indices(marker) {
            let after = source[at + marker.len()..].trim_start();
            let Some(rest) = after.strip_prefix("Message::new(\"") else {
                continue;
            };
            let id = rest.split('"').next().unwrap_or_default();
            assert!(
                rows.iter().any(|(listed, _, _)| listed == id) || doc.contains(&format!("`{id}`")),
                "{id} answers a typed line but docs/conversation.md does not list it"
            );
        }
    }
}

/// The rows of the doc's tables of refusals: the message, what kind of refusal it is (it gives
/// a `step`, a `reason`, or leads a sentence) and what it gives.
fn refusal_rows(doc: &str) -> Vec<(String, String, String)> {
    doc.lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l
                .trim()
                .trim_matches('|')
                .split('|')
                .map(str::trim)
                .collect();
            match cells.as_slice() {
                [id, kind, gives] if ["step", "reason", "lead"].contains(kind) => {
                    Some((id.to_string(), kind.to_string(), gives.to_string()))
                }
                _ => None,
            }
        })
        .collect()
}

/// One listed refusal in one language: words of its own (no code, no placeholder), and the
/// command it names as what would work.
fn refusal_names_a_reason_or_a_step(
    code: &str,
    texts: &std::collections::HashMap<String, String>,
    (id, kind, gives): (&str, &str, &str),
) {
    let text = texts
        .get(id)
        .unwrap_or_else(|| panic!("{id} is missing in {code}.ftl"));
    let words = own_words(text);
    assert!(
        !text.contains('`') && !text.contains('<'),
        "{code} {id}: a code or a placeholder: {text}"
    );
    if kind != "lead" {
        assert!(words.len() >= 3, "{code} {id}: only {words:?}: {text}");
    }
    if let Some(command) = gives.strip_prefix("cmd-") {
        let word = texts
            .get(&format!("cmd-{command}"))
            .unwrap_or_else(|| panic!("cmd-{command} in {code}"));
        assert!(
            text.contains(word.as_str()),
            "{code} {id} names no {word:?} (what would work): {text}"
        );
    }
}

/// The text of every Rust file of the program: src/ and the core's (where the conversation
/// answers since the core became a crate of its own).
fn rust_sources() -> Vec<String> {
    let mut sources = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![root.join("src"), root.join("crates/anna-core/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push(std::fs::read_to_string(&path).expect("a source file"));
            }
        }
    }
    sources
}

/// Point 7: `anna review` without any game says how to start one, as `anna export` does.
#[test]
fn review_without_any_game_says_how_to_start_one() {
    let dirs = common::Dirs::new("review-none");
    let out = dirs.output(&["review", "--no-engine"]);
    assert_ne!(out.status.code(), Some(0));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("Es gibt noch keine Partie zum Nachspielen; anna beginnt eine."),
        "{said}"
    );
}
