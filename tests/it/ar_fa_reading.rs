//! Issue 39, the third Arabic and Persian reading: the Laws' words where a player sees, hears and
//! brailles them; article numbers in the order they are read; every form a player types read as
//! the move or command meant, and no typed word read two ways.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use anna::lang::Language;
use anna::message::Message;
use anna::notation::{Vocabulary, normalize};

use crate::common::{Dirs, run_with_input};

/// One game in Arabic: the arbiter's warning, the board's help and the board itself, and the
/// PGN written after the warning.
#[test]
fn arabic_warning_board_and_score_sheet_have_the_laws_words() {
    let dirs = Dirs::new("ar-laws-words");
    let out = run_with_input(
        dirs.command(&["--language", "ar"]),
        "e4\nحكم إنذار أبيض\nنعم\nمساعدة رقعة\nر\nخروج\nنعم\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("الحكم: إنذار للأبيض (المادة 12-9-1)."),
        "{text}"
    );
    assert!(text.contains("الرقعة كلها"), "{text}");
    // The file Anna as the 2018 Laws print it (D.2.1), not the pronoun «أنا».
    assert!(text.contains("الصف آخت: أنـا طورم الأسود"), "{text}");
    assert!(
        !text.contains("اللرقعة") && !text.contains("لـال"),
        "{text}"
    );
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("{إنذار للأبيض (المادة 12-9-1)}"), "{pgn}");
}

/// A Persian game that ends in a dead position (Kxb2 leaves king and bishop against king) says
/// the Persian Laws' «پوزیسیون مرده» (5.2 ب); a flag fall is their «سقوط پرچم» (6.1).
#[test]
fn persian_game_ends_say_the_persian_laws_terms() {
    let dirs = Dirs::new("fa-laws-words");
    let out = run_with_input(
        dirs.command(&[
            "--language",
            "fa",
            "--fen",
            "k7/8/8/8/8/8/1p6/KB6 w - - 0 1",
        ]),
        "Kxb2\nخروج\nبله\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("پوزیسیون مرده"), "{text}");
    assert!(!text.contains("مات ممکن نیست"), "{text}");
    // A one-minute game in Persian, time handed in: Black's flag falls a minute after 1.e4.
    let mut table = crate::common::session::Table::new(anna::session::Setup {
        time_control: anna::clock::TimeControl::from_pgn("60").ok(),
        vocab: "fa".into(),
        ..anna::session::Setup::default()
    });
    table.set_language(Language::load("fa").unwrap());
    table.type_at(1_000, "e4");
    let (record, when) = table
        .flag_due(crate::common::session::at(61_500))
        .expect("Black's flag fell");
    let shown: Vec<String> = table
        .apply(&record, when)
        .expect("applies")
        .iter()
        .map(|e| table.text(e))
        .collect();
    assert_eq!(shown, ["بازی تمام شد: سفید برد، سقوط پرچم."], "{shown:?}");
}

/// The phonemes espeak-ng says for `text` with the voice `voice`.
fn phonemes(voice: &str, text: &str) -> String {
    let out = Command::new("espeak-ng")
        .args(["-v", voice, "-q", "-x", text])
        .output()
        .expect("espeak-ng runs");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// anna's Arabic sentence citing 5.2.3 (the draw by agreement), read by the real espeak-ng: five,
/// two, three in that order, each as espeak says the digit alone; the same in Persian.
#[test]
fn espeak_says_the_parts_of_an_article_number_in_order() {
    for (code, voice, numbers) in [("ar", "ar", ["5", "2", "3"]), ("fa", "fa", ["5", "2", "3"])] {
        let language = Language::load(code).unwrap();
        let vocab = Vocabulary::builtin(code).unwrap();
        // What speech-dispatcher is given: the text with the vocabulary's spoken forms.
        let text = vocab
            .spoken(&language.text(&Message::new("too-early"), &vocab))
            .into_owned();
        let said = phonemes(voice, &text);
        let mut from = 0;
        for number in numbers {
            let alone = phonemes(voice, number);
            let at = said[from..]
                .find(alone.trim_start_matches('\''))
                .map(|i| i + from);
            assert!(
                at.is_some(),
                "{code}: «{number}» ({alone}) not after the one before in «{text}»: {said}"
            );
            from = at.unwrap_or(0) + 1;
        }
    }
}

/// The same sentence in Arabic and Persian braille (liblouis, grade 1): the digits of 5-2-3 in
/// reading order, as each digit alone is brailled.
#[test]
fn braille_has_the_parts_of_an_article_number_in_reading_order() {
    for (code, table) in [("ar", "ar-ar-g1.utb"), ("fa", "fa-ir-g1.utb")] {
        let language = Language::load(code).unwrap();
        let text = language.text(&Message::new("too-early"), Vocabulary::fallback());
        let start = text.find("5-2-3").expect("the article number in the text");
        let reference = &text[start..start + "5-2-3".len()];
        let cells = anna::louis::translate(reference, table).unwrap();
        let digit = |d: &str| {
            let alone = anna::louis::translate(d, table).unwrap();
            alone.chars().last().unwrap()
        };
        let order: Vec<usize> = ["5", "2", "3"]
            .iter()
            .map(|d| cells.chars().position(|c| c == digit(d)).unwrap())
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{code}: {cells}");
    }
}

/// `--help` cites the Laws as the game does: «(المادة 11-3)» for the tournament option and for the
/// refusal in a tournament game, and no dotted or Latin article number anywhere in the help.
#[test]
fn help_cites_articles_as_the_game_does() {
    let dirs = Dirs::new("ar-fa-help-articles");
    for (code, cited, word) in [
        ("ar", "(المادة 11-3)", "المادة"),
        ("fa", "(ماده‌ی 11-3)", "ماده‌ی"),
    ] {
        let out = dirs.output(&["--language", code, "--help"]);
        let help = String::from_utf8_lossy(&out.stdout).to_string();
        assert!(help.contains(cited), "{code}: {help}");
        let language = Language::load(code).unwrap();
        let refused = language.text(
            &Message::new("tournament-forbidden"),
            Vocabulary::fallback(),
        );
        assert!(
            refused.contains(cited) || refused.contains(word),
            "{refused}"
        );
        for bad in ["D.2", "A.4", "11.3", "7.5.5", "III.", "(D)", "D)"] {
            assert!(!help.contains(bad), "{code}: «{bad}» in the help: {help}");
        }
    }
}

/// `anna parse` in a language: the UCI of the move read, or the refusal.
fn parse(language: &str, fen: &str, text: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(["parse", "--language", language, "--fen", fen, text])
        .env("LANG", "C.UTF-8")
        .output()
        .expect("anna parse runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    stdout
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const PROMOTES: &str = "8/4P3/8/8/8/8/8/k6K w - - 0 1";
const CAPTURES: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

/// Every move form of issue 39's point 5, read as the move meant.
#[test]
fn every_typed_form_of_the_reading_is_the_move_meant() {
    let cases = [
        // Persian: the Laws' verb, the promotion said with its noun, castling by size.
        ("fa", CAPTURES, "اوا می‌گیرد دیوید فونف", "e4d5"),
        ("fa", CAPTURES, "اوا میگیرد دیوید فونف", "e4d5"),
        ("fa", PROMOTES, "اوا آخت ارتقا به وزیر", "e7e8q"),
        ("fa", PROMOTES, "اوا آخت ترفیع به وزیر", "e7e8q"),
        ("fa", CASTLES, "قلعه کوچک", "e1g1"),
        ("fa", CASTLES, "قلعه بزرگ", "e1c1"),
        // Squares said with the Latin letters' names in Persian script.
        ("fa", START, "ای چهار", "e2e4"),
        ("fa", START, "اسب اف سه", "g1f3"),
        ("fa", START, "پیاده دی چهار", "d2d4"),
        // Arabic: the pawn as anna's voice says it, the other spellings of the names.
        ("ar", START, "باور إيفا فير", "e2e4"),
        ("ar", START, "باوَر إيفا فير", "e2e4"),
        ("ar", START, "عسكري إيفا أربعة", "e2e4"),
        ("ar", START, "حصان فيليكس ثلاثة", "g1f3"),
        ("ar", START, "حصان فليكس ثلاث", "g1f3"),
        ("ar", START, "شبرينغر فيلكس دراي", "g1f3"),
        ("ar", START, "بيدق بيلا ثلاث", "b2b3"),
        ("ar", START, "بيدق دافيد اربع", "d2d4"),
        ("ar", START, "بيدق ديڤيد اربع", "d2d4"),
        ("ar", START, "بيدق گوستاف ثلاث", "g2g3"),
        ("ar", CASTLES, "لانغ روشادي", "e1c1"),
        ("ar", CASTLES, "لانگ روشادي", "e1c1"),
    ];
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|(language, fen, text, uci)| {
            let got = parse(language, fen, text);
            (got != *uci).then(|| format!("{language} «{text}»: {got}, not {uci}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Persian «قلعه» alone asks which castling, as Arabic «روشادي» does, though «قلعه» is the rook
/// in a move.
#[test]
fn persian_qaleh_alone_asks_which_castling() {
    let out = Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(["parse", "--language", "fa", "--fen", CASTLES, "قلعه"])
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("کورتسه روشاده یا لانگه روشاده"), "{text}");
    assert_eq!(parse("fa", CASTLES, "قلعه دیوید یک"), "a1d1");
}

/// The commands of point 5 in a game: Persian «گرفته شده» with a space (and its echo keeps the
/// non-joiner), Arabic «ر» for the board, «صف اثنان», and «عرض تعادل أبيض» naming the side.
#[test]
fn the_commands_of_the_reading_are_read() {
    let dirs = Dirs::new("fa-commands");
    let out = run_with_input(
        dirs.command(&["--language", "fa"]),
        "e4\nd5\nexd5\nگرفته شده\nگرفته‌شدهx\nمربع اوا فیر\nعرض تسوای\nادعا پوزیسیون مرده\nخروج\nبله\n"
            .as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // The Persian Laws' words for the square, the rank and the dead position (2.4, 5.2 ب).
    assert!(text.contains("اوا فیر خالی است."), "{text}");
    assert!(text.contains("ردیف تسوای:"), "{text}");
    assert!(text.contains("پوزیسیون مرده نیست"), "{text}");
    assert!(text.contains("سیاه از دست داده است: یک پیاده."), "{text}");
    assert!(
        text.contains("«گرفته\u{200C}شدهx»"),
        "the echo keeps the non-joiner: {text}"
    );
    let dirs = Dirs::new("ar-commands");
    let out = run_with_input(
        dirs.command(&["--language", "ar"]),
        "ر\nصف اثنان\nعرض تعادل أبيض\nرفض\nخروج\nنعم\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("الصف آخت:"), "{text}");
    assert!(text.contains("الصف زفاي:"), "{text}");
    assert!(text.contains("الأبيض يعرض التعادل."), "{text}");
    let offer_asked = Language::load("ar")
        .unwrap()
        .text(&Message::new("offer-by-which"), Vocabulary::fallback());
    assert!(!text.contains(&offer_asked), "{text}");
}

/// Every word of the four Arabic and Persian vocabularies means one thing wherever a player of
/// that language types it: in the game's move words and in the conversation's other words
/// (`ar` and `ar-native`, `fa` and `fa-native` are both read), and a command word is no file,
/// rank or move word (a piece word may be both: the line decides, `reads_as_move`).
#[test]
fn no_typed_word_is_read_two_ways() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    for code in ["ar", "fa"] {
        let vocabs = [
            Vocabulary::builtin(code).unwrap(),
            Vocabulary::builtin(&format!("{code}-native")).unwrap(),
        ];
        let mut phrases = BTreeSet::new();
        for vocab_code in [code.to_string(), format!("{code}-native")] {
            let path = root.join(format!(
                "crates/anna-core/src/notation/vocab/{vocab_code}.toml"
            ));
            let value: toml::Value =
                toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
            strings(&value, &mut phrases);
        }
        let mut meanings: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
        for phrase in &phrases {
            let key: Vec<String> = phrase.split_whitespace().map(normalize).collect();
            for vocab in &vocabs {
                if let Some(word) = vocab.lookup(&key) {
                    meanings
                        .entry(key.clone())
                        .or_default()
                        .insert(format!("{word:?}"));
                }
            }
        }
        for (key, found) in &meanings {
            if found.len() > 1 {
                wrong.push(format!("{code}: «{}» is {found:?}", key.join(" ")));
            }
        }
        let language = Language::load(code).unwrap();
        for (key, found) in &meanings {
            let [word] = key.as_slice() else { continue };
            if let Some(command) = language.commands().get(word)
                && !found.iter().all(|m| m.starts_with("Piece"))
            {
                wrong.push(format!("{code}: «{word}» is {command:?} and {found:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every string of a vocabulary file but its code, name and spoken forms.
fn strings(value: &toml::Value, out: &mut BTreeSet<String>) {
    match value {
        toml::Value::String(s) => {
            out.insert(s.clone());
        }
        toml::Value::Array(items) => items.iter().for_each(|i| strings(i, out)),
        toml::Value::Table(table) => {
            for (key, item) in table {
                if !matches!(
                    key.as_str(),
                    "code" | "name" | "language" | "spoken" | "comma"
                ) {
                    strings(item, out);
                }
            }
        }
        _ => {}
    }
}

/// The braille score sheet's header joins an Arabic-script event, site and date with the Arabic
/// comma: an ASCII comma is the fatha's cell in Arabic braille, read as a vowel sign. Latin
/// names keep the ASCII comma, brailled with them.
#[test]
fn the_braille_header_joins_arabic_text_with_the_arabic_comma() {
    for (code, event, site, table) in [
        ("ar", "بطولة القاهرة", "القاهرة", "ar-ar-g1.utb"),
        ("fa", "مسابقات شهر", "تهران", "fa-ir-g1.utb"),
    ] {
        let setup = anna::session::Setup {
            event: event.into(),
            site: site.into(),
            date: "2026.11.20".into(),
            vocab: code.into(),
            ..anna::session::Setup::default()
        };
        let mut session = anna::session::Session::new(setup).expect("set-up");
        let language = Language::load(code).unwrap();
        session.read_also(code);
        let lines =
            anna::record::score_text(session.setup(), session.game(), &language, session.vocab());
        let header = format!("{event}، {site}، 2026.11.20");
        assert!(lines.contains(&header), "{code}: {lines:?}");
        // The Arabic table brailles the ASCII comma as the fatha's cell, not as its comma.
        let arabic = anna::louis::translate("،", table).unwrap();
        let ascii = anna::louis::translate(",", table).unwrap();
        assert!(
            (code == "fa") == (arabic == ascii),
            "{code}: {arabic} {ascii}"
        );
        let latin = anna::session::Setup {
            event: "Paris Opera".into(),
            site: "Paris".into(),
            vocab: code.into(),
            ..anna::session::Setup::default()
        };
        let session = anna::session::Session::new(latin).expect("set-up");
        let lines = anna::record::score_text(
            session.setup(),
            session.game(),
            &Language::fallback(),
            session.vocab(),
        );
        assert!(lines.iter().any(|l| l == "Paris Opera, Paris"), "{lines:?}");
    }
}
