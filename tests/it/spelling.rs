//! An independent spelling check of everything anna says, shows and writes in Arabic and
//! Persian (issue 39): every message of `lang/ar.ftl` and `lang/fa.ftl` rendered with
//! representative arguments (both sides, every piece, the numbers 0–120 as figures and in words,
//! every key a selector chooses by) and the manuals `docs/ar`, `docs/fa`, checked word by word
//! against a real dictionary: Debian's `hunspell-ar` (through `hunspell -d ar -l`) for Arabic,
//! Debian's `aspell-fa` (through `aspell -l fa list`; Debian has no Persian hunspell dictionary)
//! for Persian. The words no dictionary knows are in one reviewed list per language
//! (`tests/it/spelling/ar.txt`, `fa.txt`), each with its reason.

use std::collections::{BTreeSet, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anna::lang::Language;
use anna::message::{Arg, Message, Token};
use anna::notation::Vocabulary;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use shakmaty::{Color, Piece, Role};

const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The variables a pattern uses and the keys its selectors choose by.
fn names(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>, keys: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_names(expression, vars, keys);
        }
    }
}

fn expression_names(
    e: &Expression<&str>,
    vars: &mut BTreeSet<String>,
    keys: &mut BTreeSet<String>,
) {
    match e {
        Expression::Select { selector, variants } => {
            inline_names(selector, vars, keys);
            for variant in variants {
                if let VariantKey::Identifier { name } = variant.key {
                    keys.insert(name.to_string());
                }
                names(&variant.value, vars, keys);
            }
        }
        Expression::Inline(inline) => inline_names(inline, vars, keys),
    }
}

fn inline_names(
    i: &InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    keys: &mut BTreeSet<String>,
) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_names(expression, vars, keys),
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                inline_names(p, vars, keys);
            }
        }
        _ => {}
    }
}

/// Every value a variable takes in turn: both sides, every number 0–120 as figures, every piece
/// and piece word, every key a selector of the message chooses by.
fn argument_sets(keys: &BTreeSet<String>) -> Vec<Arg> {
    let mut sets = vec![Arg::Side(Color::White), Arg::Side(Color::Black)];
    sets.extend((0..=120).map(Arg::Number));
    for role in ROLES {
        sets.push(Arg::Words(vec![Token::Piece(role)]));
        for color in [Color::White, Color::Black] {
            sets.push(Arg::Piece(Piece { color, role }, false));
            sets.push(Arg::Piece(Piece { color, role }, true));
        }
    }
    for key in keys {
        let key: &'static str = Box::leak(key.clone().into_boxed_str());
        sets.push(Arg::Key(key));
    }
    sets
}

/// Every text the language renders: each message and attribute (not the command words' typed
/// aliases) with every argument set, and the numbers 0–120 in words.
pub fn rendered(language: &Language, source: &str, vocab: &Vocabulary) -> Vec<String> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut out = Vec::new();
    for entry in &resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let Some(value) = &message.value else {
            continue;
        };
        let (mut vars, mut keys) = (BTreeSet::new(), BTreeSet::new());
        names(value, &mut vars, &mut keys);
        let id: &'static str = Box::leak(message.id.name.to_string().into_boxed_str());
        if vars.is_empty() {
            out.push(language.text(&Message::new(id), vocab));
            continue;
        }
        let vars: Vec<&'static str> = vars
            .into_iter()
            .map(|v| &*Box::leak(v.into_boxed_str()))
            .collect();
        // A number in words is `$words`, its count (`$n`, `$moves`) choosing the plural: each
        // number 0–120 in words, with every other variable that count.
        if vars.contains(&"words") {
            for n in 0..=120u32 {
                let mut m = Message::new(id);
                for var in &vars {
                    m = match *var {
                        "words" => m.with(var, Arg::Spelled(u64::from(n))),
                        _ => m.with(var, Arg::Number(i64::from(n))),
                    };
                }
                out.push(language.text(&m, vocab));
            }
        }
        // One variable at a time takes each value; the others a Latin word, which ends a word
        // of the script as a person's name or a path would.
        for (i, _) in vars.iter().enumerate() {
            for arg in argument_sets(&keys) {
                let mut m = Message::new(id);
                for (j, var) in vars.iter().enumerate() {
                    let value = match i == j {
                        true => arg.clone(),
                        false => Arg::Text("x".into()),
                    };
                    m = m.with(var, value);
                }
                out.push(language.text(&m, vocab));
            }
        }
    }
    out.extend((0..=120).map(|n| language.number_words(n)));
    out
}

/// A letter of the Arabic script (Arabic and Persian), the tatweel and the non-joiner: what a
/// word is made of. Diacritics too, which the dictionaries read.
fn in_word(c: char) -> bool {
    matches!(c, '\u{0621}'..='\u{065F}' | '\u{066E}'..='\u{06D3}' | '\u{06D5}' | '\u{06FA}'..='\u{06FF}' | '\u{200C}')
}

/// The words of Arabic script in `texts`; for Persian each part between non-joiners, without
/// the suffixes that are written after one (ezafe «ی», plural «ها»), which the dictionary
/// knows only joined.
fn words(texts: &[String], persian: bool) -> BTreeSet<String> {
    const SUFFIXES: [&str; 16] = [
        "ی",
        "ها",
        "های",
        "ای",
        "اش",
        "ام",
        "تر",
        "ترین",
        "هایی",
        "تان",
        "هایتان",
        "هایش",
        "هایشان",
        "اید",
        "ایم",
        "اند",
    ];
    let mut out = BTreeSet::new();
    for text in texts {
        for word in text.split(|c: char| !in_word(c)) {
            let word = word.trim_matches('\u{200C}');
            if !word.chars().any(|c| c.is_alphabetic()) {
                continue;
            }
            if persian {
                // The kasra of an ezafe («بازیکنِ») is a reading aid, not the spelling.
                let word: String = word.chars().filter(|c| *c != '\u{0650}').collect();
                for (i, part) in word.split('\u{200C}').enumerate() {
                    let suffix = i > 0 && SUFFIXES.contains(&part);
                    if !(part.is_empty() || suffix) {
                        out.insert(part.to_string());
                    }
                }
            } else {
                out.insert(word.to_string());
            }
        }
    }
    out
}

/// The words the real dictionary does not know.
fn unknown_to_dictionary(words: &BTreeSet<String>, persian: bool) -> BTreeSet<String> {
    let mut command = match persian {
        true => {
            let mut c = Command::new("aspell");
            c.args(["-l", "fa", "list"]);
            c
        }
        false => {
            let mut c = Command::new("hunspell");
            c.args(["-d", "ar", "-l"]);
            c
        }
    };
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("hunspell and aspell are installed (scripts/install-deps.sh)");
    let mut stdin = child.stdin.take().unwrap();
    let input: String = words.iter().map(|w| format!("{w}\n")).collect();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// The reviewed list: one word a line, `word  # reason`.
fn reviewed(code: &str) -> HashSet<String> {
    let path = root().join(format!("tests/it/spelling/{code}.txt"));
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| l.split('#').next())
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The misspelt words of one language file (and manual), against the dictionary and the list.
fn misspelt(code: &str, ftl: &Path, manuals: &[PathBuf]) -> Vec<String> {
    let language = Language::load(ftl.to_str().unwrap()).expect("the language file loads");
    let source = std::fs::read_to_string(ftl).unwrap();
    let mut texts = Vec::new();
    for vocab_code in [code.to_string(), format!("{code}-native")] {
        let vocab = Vocabulary::builtin(&vocab_code).unwrap();
        texts.extend(rendered(&language, &source, &vocab));
    }
    for manual in manuals {
        texts.push(std::fs::read_to_string(manual).unwrap());
    }
    let persian = code == "fa";
    let words = words(&texts, persian);
    let known = reviewed(code);
    unknown_to_dictionary(&words, persian)
        .into_iter()
        .filter(|w| !known.contains(w))
        .collect()
}

fn shipped(code: &str) -> Vec<String> {
    misspelt(
        code,
        &root().join(format!("lang/{code}.ftl")),
        &[root().join(format!("docs/{code}/player.md"))],
    )
}

#[test]
fn every_arabic_word_is_in_the_dictionary_or_the_reviewed_list() {
    assert_spelt("ar");
}

#[test]
fn every_persian_word_is_in_the_dictionary_or_the_reviewed_list() {
    assert_spelt("fa");
}

/// Every word of the language's shipped messages and manuals known to its dictionary or in its
/// reviewed list; `ANNA_SPELLING_DUMP` prints the others one a line, for reviewing.
fn assert_spelt(code: &str) {
    let wrong = shipped(code);
    if std::env::var_os("ANNA_SPELLING_DUMP").is_some() {
        println!("{}", wrong.join("\n"));
    }
    assert!(
        wrong.is_empty(),
        "{} words: {}",
        wrong.len(),
        wrong.join(" ")
    );
}

/// The check would have caught issue 39's points 1 and 2: «اللرقعة» put back into a message, and
/// the preposition «لـ» before a side with its article.
#[test]
fn the_spelling_check_fails_on_the_broken_board_word_and_the_lone_preposition() {
    let dir = std::env::temp_dir().join(format!("anna-spelling-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = std::fs::read_to_string(root().join("lang/ar.ftl")).unwrap();
    let broken = source
        .replace("board-matches = الرقعة", "board-matches = اللرقعة")
        .replace(
            "pgn-warning = إنذار { $side-color ->\n        [white] للأبيض\n       *[black] للأسود\n    }",
            "pgn-warning = إنذار لـ{ $side }",
        );
    assert_ne!(broken, source);
    let path = dir.join("ar.ftl");
    std::fs::write(&path, broken).unwrap();
    let wrong = misspelt("ar", &path, &[]);
    for word in ["اللرقعة", "لـالأبيض", "لـالأسود"] {
        assert!(
            wrong.iter().any(|w| w == word),
            "{word} not caught: {wrong:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
