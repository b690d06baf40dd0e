//! The language files: complete, parseable, and the only place of the words anna says.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anna::lang::{Language, message_ids};

fn ftl(code: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("lang/{code}.ftl")))
        .expect("read the language file")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source of every file of the binary (src/) and of the core (crates/anna-core/src), where
/// most messages are built, without its `#[cfg(test)]` module (tests may say anything).
fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates/anna-core/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    files
        .into_iter()
        // A `*_tests.rs` file is a test module of its own, included under `#[cfg(test)]`.
        .filter(|p| !p.to_string_lossy().ends_with("_tests.rs"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read a source file");
            (p, without_test_items(&text))
        })
        .collect()
}

/// The source with every `#[cfg(test)]` item blanked out: a test module, but also a test-only
/// helper or `use` in the middle of a file, after which the real code goes on. Blanked, not cut,
/// so that the line numbers of a finding stay the file's.
fn without_test_items(text: &str) -> String {
    const MARK: &str = "#[cfg(test)]";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(MARK) {
        out.push_str(&rest[..start]);
        let item = &rest[start..];
        let end = MARK.len() + item_end(&item[MARK.len()..]);
        out.extend(item[..end].chars().map(|c| if c == '\n' { c } else { ' ' }));
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// Where the item at the start of `code` ends: after its `;` (a `mod x;`, a `use`), or after the
/// brace that closes its body. Braces inside string and char literals and comments do not count.
fn item_end(code: &str) -> usize {
    let bytes = code.as_bytes();
    let (mut i, mut depth) = (0, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b';' if depth == 0 => return i + 1,
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i += code[i..].find('\n').unwrap_or(code.len() - i);
            }
            b'r' if raw_string_start(code, i) => i += raw_string_end(&code[i..]),
            b'"' => i += literal_end(&code[i..], '"'),
            b'\'' => i += literal_end(&code[i..], '\''),
            _ => {}
        }
        i += 1;
    }
    code.len()
}

/// Whether a raw string (`r"…"`, `r#"…"#`, `br"…"`) starts at byte `i`: an `r` that does not
/// end a name, followed by hashes and a quote.
fn raw_string_start(code: &str, i: usize) -> bool {
    let before = code[..i].trim_end_matches('b').chars().next_back();
    let after = code[i + 1..].trim_start_matches('#');
    !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && after.starts_with('"')
}

/// The index of the last byte of the raw string at the start of `code`: its closing quote
/// followed by as many hashes as it opened with.
fn raw_string_end(code: &str) -> usize {
    let hashes = code[1..].len() - code[1..].trim_start_matches('#').len();
    let close = format!("\"{}", "#".repeat(hashes));
    let body = 2 + hashes;
    code[body..]
        .find(&close)
        .map_or(code.len() - 1, |k| body + k + close.len() - 1)
}

/// The index of the closing quote of the string or char literal at the start of `code`, with
/// escapes skipped; 0 for a lifetime such as `'a`, which is no literal.
fn literal_end(code: &str, quote: char) -> usize {
    let mut chars = code.char_indices().skip(1);
    if quote == '\'' {
        // A char literal closes right after its one char, or after an escape ('\n', '\u{..}').
        return match chars.next() {
            Some((_, '\\')) => code
                .get(3..)
                .and_then(|r| r.find('\''))
                .map_or(0, |k| k + 3),
            Some((i, c)) if code[i + c.len_utf8()..].starts_with('\'') => i + c.len_utf8(),
            _ => 0,
        };
    }
    while let Some((i, c)) = chars.next() {
        if c == '\\' {
            chars.next();
        } else if c == quote {
            return i;
        }
    }
    code.len() - 1
}

/// Every string literal of a source text (plain "…" literals; raw strings are not used for words).
fn literals(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") {
            continue;
        }
        let mut chars = line.char_indices().peekable();
        let mut in_char = false;
        while let Some((_, c)) = chars.next() {
            if c == '\'' {
                // Skip char literals such as '"'.
                in_char = !in_char;
                continue;
            }
            if c != '"' || in_char {
                continue;
            }
            let mut lit = String::new();
            let mut escaped = false;
            for (_, c) in chars.by_ref() {
                if escaped {
                    escaped = false;
                    lit.push(c);
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    break;
                } else {
                    lit.push(c);
                }
            }
            out.push((n + 1, lit));
        }
    }
    out
}

#[test]
fn shipped_languages_load_and_word_the_same_messages() {
    let codes: Vec<&str> = Language::builtin_codes().collect();
    let de: BTreeSet<String> = message_ids(&ftl("de")).into_iter().collect();
    for code in &codes {
        let language = Language::load(code).expect("a shipped language loads");
        let ids: Vec<String> = message_ids(&ftl(code));
        let set: BTreeSet<String> = ids.iter().cloned().collect();
        assert_eq!(ids.len(), set.len(), "{code}: a message is defined twice");
        let missing: Vec<_> = de.difference(&set).collect();
        let extra: Vec<_> = set.difference(&de).collect();
        assert!(missing.is_empty(), "{code} lacks {missing:?}");
        // Number words are each language's own data (Arabic's hundreds are words of their own).
        let extra: Vec<_> = extra
            .into_iter()
            .filter(|id| !id.starts_with("num-"))
            .collect();
        assert!(
            extra.is_empty(),
            "{code} has messages German lacks: {extra:?}"
        );
        for id in &ids {
            assert!(language.has(id), "{code}: {id} does not parse");
        }
    }
}

/// Every message the code names is in every language file: a typo in an id would otherwise be
/// said as the id itself.
#[test]
fn every_message_the_code_names_is_worded() {
    let de: BTreeSet<String> = message_ids(&ftl("de")).into_iter().collect();
    let mut unknown = Vec::new();
    for (path, code) in sources() {
        for (line, lit) in literals(&code) {
            let is_id = lit.contains('-')
                && lit
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && lit.starts_with(|c: char| c.is_ascii_lowercase());
            let named = code
                .lines()
                .nth(line - 1)
                .is_some_and(|l| l.contains("Message::new(") || l.contains("=> \""));
            if is_id && named && !de.contains(&lit) {
                unknown.push(format!("{}:{line}: {lit}", path.display()));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "messages missing from lang/de.ftl:\n{}",
        unknown.join("\n")
    );
}

/// No sentence a user sees is written in Rust: a string literal with three or more words in a
/// row is prose, and prose belongs in lang/*.ftl. Clap's help texts are doc comments, not
/// literals, and tests are not looked at.
#[test]
fn no_user_facing_prose_in_the_code() {
    let mut prose = Vec::new();
    for (path, code) in sources() {
        for (line, lit) in literals(&code) {
            // Placeholders ({hours}) are not words.
            let mut bare = String::new();
            let mut depth = 0;
            for c in lit.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => bare.push(c),
                    _ => {}
                }
            }
            let words = bare
                .split(|c: char| !c.is_alphabetic() && c != '\'')
                .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
                .count();
            let spaced = lit.split_whitespace().count() >= 3;
            // Protocol lines for speech-dispatcher, BRLTTY, liblouis and UCI engines are not prose.
            let protocol = lit.starts_with("SET ")
                || lit.starts_with("HISTORY ")
                || ["go ", "setoption ", "position "]
                    .iter()
                    .any(|p| lit.starts_with(p))
                || lit.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                    && lit
                        .split_whitespace()
                        .next()
                        .is_some_and(|w| w.chars().all(|c| c.is_ascii_uppercase() || c == '_'));
            // Messages for developers: a broken invariant is not something a user is told.
            let source_line = code.lines().nth(line - 1).unwrap_or("");
            // Clap's help texts feed the manual pages and stay English (the one exception).
            let developer = ["unreachable!(", "panic!(", ".expect(", "assert", "about ="]
                .iter()
                .any(|m| source_line.contains(m));
            if words >= 3 && spaced && !protocol && !developer {
                prose.push(format!("{}:{line}: {lit}", path.display()));
            }
        }
    }
    assert!(prose.is_empty(), "prose in the code:\n{}", prose.join("\n"));
}

/// Numbers in words as a clock report says them: German compounds, and Arabic's feminine
/// forms (the clock counts hours, minutes, seconds and moves, all feminine) with hundreds that
/// are words of their own.
#[test]
fn numbers_in_words_follow_each_languages_rules() {
    let de = Language::load("de").expect("German");
    assert_eq!(de.number_words(123), "einhundertdreiundzwanzig");
    assert_eq!(de.number_words(21), "einundzwanzig");
    let ar = Language::load("ar").expect("Arabic");
    for (n, words) in [
        (3, "ثلاث"),
        (21, "إحدى وعشرون"),
        (100, "مئة"),
        (123, "مئة وثلاث وعشرون"),
        (200, "مئتان"),
        (305, "ثلاثمئة وخمس"),
    ] {
        assert_eq!(ar.number_words(n), words, "{n}");
    }
}
