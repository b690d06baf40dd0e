//! The conversation: every sentence anna says, prints or puts on a braille display comes from
//! one Fluent file per language (`lang/*.ftl`) through [`Language::text`]. The words of the moves
//! are a separate choice (the vocabulary): a [`Message`] carries move words as tokens, and the
//! vocabulary words them inside whatever language the sentence is in.
//!
//! A language is data: `de`, `en`, `ar` and `fa` are compiled in (and parsed message by message
//! as each is first used, lazy.rs), any other file is loaded by its path (`--language FILE`) and
//! parsed whole. A message the file lacks is worded by the built-in German file, so a partial
//! translation still says everything.

mod commands;
mod lazy;
mod nearest;
mod number;
mod words;

pub(crate) use commands::command_table;
pub use commands::{Access, CommandWord, Commands, Place};
pub use nearest::nearest;

use std::borrow::Cow;
use std::fmt;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;
use shakmaty::{Color, Role};
use unic_langid::LanguageIdentifier;

use crate::message::{Arg, Message, Token, has_controls, without_controls};
use crate::notation::Vocabulary;

const BUILTIN: [(&str, &str); 4] = [
    ("de", include_str!("../../../../lang/de.ftl")),
    ("en", include_str!("../../../../lang/en.ftl")),
    ("ar", include_str!("../../../../lang/ar.ftl")),
    ("fa", include_str!("../../../../lang/fa.ftl")),
];

/// The language when neither the command line, the configuration nor the locale names one.
pub const DEFAULT: &str = "de";

/// A language file that could not be used: where and why. Said in the words of the built-in
/// language, since the file itself cannot word it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LangError {
    /// No built-in language of that code and no such file.
    Unknown(String),
    /// The file could not be read.
    Unreadable { path: String, reason: String },
    /// A line of the file is not Fluent.
    Syntax { origin: String, line: usize },
}

impl LangError {
    pub fn message(&self) -> Message {
        match self {
            LangError::Unknown(code) => {
                Message::new("lang-unknown").with("name", Arg::Text(code.clone()))
            }
            LangError::Unreadable { path, reason } => Message::new("lang-unreadable")
                .with("path", Arg::Text(path.clone()))
                .with("reason", Arg::Text(reason.clone())),
            LangError::Syntax { origin, line } => Message::new("lang-syntax")
                .with("path", Arg::Text(origin.clone()))
                .with("line", *line),
        }
    }
}

impl fmt::Display for LangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = Language::fallback().text(&self.message(), Vocabulary::fallback());
        f.write_str(&text)
    }
}

/// A loaded language file.
pub struct Language {
    code: String,
    /// The file's text, for the words a voice pack needs.
    source: Cow<'static, str>,
    bundle: Mutex<Bundle>,
    /// Read from the messages when first asked for (a typed word), not before the prompt.
    commands: OnceLock<Commands>,
    /// Words messages this file lacks.
    fallback: Option<Arc<Language>>,
    /// The digits numbers are written in.
    digits: Digits,
}

/// Fluent's bundle of a file, and for a built-in file the entries not yet parsed into it.
struct Bundle {
    fluent: FluentBundle<FluentResource>,
    lazy: Option<lazy::Entries>,
}

impl Bundle {
    fn new(code: &str, lazy: Option<lazy::Entries>) -> Mutex<Bundle> {
        Mutex::new(Bundle {
            fluent: bundle(code),
            lazy,
        })
    }

    /// Fluent's bundle with the message `id` (if the file has it) and all it refers to.
    fn with(&mut self, id: &str) -> &FluentBundle<FluentResource> {
        if let Some(lazy) = &mut self.lazy {
            lazy.add(id, &mut self.fluent);
        }
        &self.fluent
    }

    fn has(&self, id: &str) -> bool {
        match &self.lazy {
            Some(lazy) => lazy.has(id),
            None => self.fluent.has_message(id),
        }
    }
}

/// The digits numbers are written in: ASCII, or the language's own where it has them (Arabic-
/// Indic for Arabic, Persian for Persian). Moves, squares and FEN keep ASCII in either case.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Digits {
    #[default]
    Latin,
    Native,
    /// The native digits of one script, by the digit zero: chosen by the language, never
    /// typed.
    #[serde(skip)]
    #[cfg_attr(feature = "clap", value(skip))]
    Script(char),
}

impl Digits {
    /// The digits for a language: `Native` becomes the language's own, if it has any.
    fn for_language(self, code: &str) -> Digits {
        match (self, code.split(['-', '_']).next().unwrap_or_default()) {
            (Digits::Native, "ar") => Digits::Script('\u{0660}'),
            (Digits::Native, "fa" | "ur") => Digits::Script('\u{06F0}'),
            (Digits::Script(zero), _) => Digits::Script(zero),
            _ => Digits::Latin,
        }
    }

    /// An ASCII digit in these digits; any other character as it is.
    fn digit(self, c: char) -> char {
        match (self, c.to_digit(10)) {
            (Digits::Script(zero), Some(d)) if c.is_ascii_digit() => {
                char::from_u32(u32::from(zero) + d).unwrap_or(c)
            }
            _ => c,
        }
    }

    /// A figure with its ASCII digits in these digits; between two digits the decimal point is
    /// the Arabic decimal separator «٫» there ("1:05.250" → «١:٠٥٫٢٥٠»).
    pub fn figure(self, text: &str) -> String {
        let Digits::Script(_) = self else {
            return text.to_string();
        };
        let chars: Vec<char> = text.chars().collect();
        let digit_at = |i: usize| chars.get(i).is_some_and(char::is_ascii_digit);
        chars
            .iter()
            .enumerate()
            .map(|(i, &c)| match c {
                '.' if i > 0 && digit_at(i - 1) && digit_at(i + 1) => '\u{066B}',
                c => self.digit(c),
            })
            .collect()
    }
}

/// Fluent's number formatting with Arabic-Indic digits; plural forms still choose by value.
fn arabic_indic(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(Digits::Script('\u{0660}').figure(&n.as_string())),
        _ => None,
    }
}

/// Fluent's number formatting with Persian digits.
fn persian(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(Digits::Script('\u{06F0}').figure(&n.as_string())),
        _ => None,
    }
}

/// For logs, test failures and the few places that have no game language: the built-in German
/// wording with the FIDE move words.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Language::fallback().text(self, Vocabulary::fallback()))
    }
}

impl fmt::Debug for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Language")
            .field("code", &self.code)
            .finish()
    }
}

impl Language {
    pub fn builtin_codes() -> impl Iterator<Item = &'static str> {
        BUILTIN.iter().map(|(code, _)| *code)
    }

    /// The built-in German language, which words everything.
    pub fn fallback() -> Arc<Language> {
        Language::german().clone()
    }

    /// The German language, read once: a thread begins it before the command line is read
    /// (main.rs), and whoever finds it not yet there reads it too rather than wait for a
    /// thread that a busy machine may not run for milliseconds; the first one read is kept.
    fn german() -> &'static Arc<Language> {
        static GERMAN: OnceLock<Arc<Language>> = OnceLock::new();
        if let Some(german) = GERMAN.get() {
            return german;
        }
        let (code, text) = BUILTIN[0];
        let german = Arc::new(
            Language::parse(code, Cow::Borrowed(text), code, None).unwrap_or_else(|_| {
                // The shipped file is checked by the tests; an empty bundle is the last resort.
                Language::empty(code)
            }),
        );
        GERMAN.get_or_init(|| german)
    }

    fn empty(code: &str) -> Language {
        Language {
            code: code.to_string(),
            source: Cow::Borrowed(""),
            bundle: Bundle::new(code, None),
            commands: OnceLock::new(),
            fallback: None,
            digits: Digits::Latin,
        }
    }

    /// A figure anna writes (a move number, a time) in the digits the user chose.
    pub fn figure(&self, text: &str) -> String {
        self.digits.figure(text)
    }

    /// The same language with numbers in `digits` (the language's own where it has them).
    pub fn with_digits(self: Arc<Language>, digits: Digits) -> Arc<Language> {
        let digits = digits.for_language(&self.code);
        if digits == self.digits {
            return self;
        }
        let Ok(mut language) = Language::parse(
            &self.code,
            self.source.clone(),
            &self.code,
            self.fallback.clone(),
        ) else {
            return self;
        };
        language.digits = digits;
        let formatter: fn(&FluentValue, &IntlLangMemoizer) -> Option<String> = match digits {
            Digits::Script('\u{06F0}') => persian,
            _ => arabic_indic,
        };
        if let Digits::Script(_) = digits {
            language.words().fluent.set_formatter(Some(formatter));
        }
        Arc::new(language)
    }

    /// The command words of a built-in language, read once and kept: a game reads the typed
    /// commands of German and English besides its own language's. A built-in file parses only
    /// the messages asked for (lazy.rs), so they cost the command words' messages alone, and
    /// nothing before the first prompt (the first typed word reads them). `None` for a code
    /// without a built-in language.
    pub fn builtin_commands(code: &str) -> Option<&'static Commands> {
        static READ: [OnceLock<Commands>; BUILTIN.len()] =
            [const { OnceLock::new() }; BUILTIN.len()];
        let at = BUILTIN.iter().position(|(c, _)| *c == code)?;
        let (code, text) = BUILTIN[at];
        if code == DEFAULT {
            return Some(Language::german().commands());
        }
        Some(READ[at].get_or_init(|| {
            Language::parse(code, Cow::Borrowed(text), code, Some(Language::fallback()))
                .map(|language| language.commands().clone())
                .unwrap_or_default()
        }))
    }

    /// A built-in language by its code (`de`, `en`), or a language file by its path.
    pub fn load(code_or_path: &str) -> Result<Arc<Language>, LangError> {
        if let Some((code, text)) = BUILTIN.iter().find(|(c, _)| *c == code_or_path) {
            if *code == DEFAULT {
                return Ok(Language::fallback());
            }
            return Language::parse(code, Cow::Borrowed(text), code, Some(Language::fallback()))
                .map(Arc::new);
        }
        // A code without a built-in language: a file `lang/CODE.ftl` in the data folders.
        let found = crate::data_dirs::language_file(code_or_path);
        let path = found.as_deref().unwrap_or(Path::new(code_or_path));
        if !path.is_file() {
            return Err(LangError::Unknown(code_or_path.to_string()));
        }
        let text = read_file(path).map_err(|e| LangError::Unreadable {
            path: code_or_path.to_string(),
            reason: e.to_string(),
        })?;
        let code = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or(DEFAULT)
            .to_string();
        Language::parse(
            &code,
            Cow::Owned(text),
            code_or_path,
            Some(Language::fallback()),
        )
        .map(Arc::new)
    }

    /// The language the person's locale asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`), if built in.
    pub fn from_locale() -> Option<&'static str> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|var| std::env::var(var).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| {
                let code: String = v.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
                Language::builtin_codes().find(|c| *c == code)
            })
    }

    /// Parses a language file. A built-in one is kept as the program holds it (`source` is
    /// for [`Language::with_digits`]) and parsed message by message as each is first used
    /// (lazy.rs); a file read at run time is parsed whole, so that a mistake in it is told at
    /// once.
    fn parse(
        code: &str,
        text: Cow<'static, str>,
        origin: &str,
        fallback: Option<Arc<Language>>,
    ) -> Result<Language, LangError> {
        let text = match text {
            Cow::Borrowed(builtin) => {
                return Ok(Language {
                    code: code.to_string(),
                    source: Cow::Borrowed(builtin),
                    bundle: Bundle::new(code, Some(lazy::Entries::new(builtin))),
                    commands: OnceLock::new(),
                    fallback,
                    digits: Digits::Latin,
                });
            }
            Cow::Owned(text) => text,
        };
        // An ESC or a carriage return in a message would move the terminal's cursor.
        let text = if has_controls(&text) {
            without_controls(&text)
        } else {
            text
        };
        let resource = FluentResource::try_new(text.clone()).map_err(|(_, errors)| {
            let offset = errors.first().map_or(0, |e| e.pos.start);
            LangError::Syntax {
                origin: origin.to_string(),
                line: text[..offset.min(text.len())].matches('\n').count() + 1,
            }
        })?;
        let mut bundle = bundle(code);
        // A message defined twice keeps its first wording; the tests check the shipped files.
        let _ = bundle.add_resource(resource);
        Ok(Language {
            code: code.to_string(),
            source: Cow::Owned(text),
            bundle: Mutex::new(Bundle {
                fluent: bundle,
                lazy: None,
            }),
            commands: OnceLock::new(),
            fallback,
            digits: Digits::Latin,
        })
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether this file words the message itself (not through the fallback).
    pub fn has(&self, id: &str) -> bool {
        self.words().has(id)
    }

    /// The bundle, whoever else uses this language (a panic elsewhere leaves it whole).
    fn words(&self) -> MutexGuard<'_, Bundle> {
        self.bundle.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The command words of this language (and, for words it lacks, the fallback's).
    pub fn commands(&self) -> &Commands {
        self.commands.get_or_init(|| Commands::read(self))
    }

    /// The message in words.
    pub fn text(&self, message: &Message, vocab: &Vocabulary) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in message.args() {
            args.set(*name, self.value(arg, vocab));
            // A side also gives its key (`$side-color`: white, black), so that a language
            // whose preposition joins the side's word chooses the joined form («للأبيض»).
            if let Arg::Side(color) = arg {
                args.set(
                    format!("{name}-color"),
                    FluentValue::from(color_key(*color)),
                );
            }
        }
        let text = self
            .format(message.id(), None, &args)
            .unwrap_or_else(|| message.id().to_string());
        tidy(self.articles_in_digits(text))
    }

    /// Article numbers in the language's one form: a reference after an article word («المادة
    /// 5.2.3», `$article` given as "5.2.3") written with the file's `article-separator` between
    /// its parts in the Laws' order («المادة 5-2-3»), an appendix letter in the file's
    /// `article-letters` («أ-4-2» for A.4.2), in the digits chosen. The order stays the order it
    /// is read in, so the screen, speech and braille all have 5, 2, 3 (issue 39).
    fn articles_in_digits(&self, text: String) -> String {
        const ARTICLE_WORDS: [&str; 7] = [
            "المادة",
            "المادتان",
            "الملحق",
            "الإرشاد",
            "ماده‌ی",
            "ماده‌های",
            "پیوست",
        ];
        let separator = self.own("article-separator");
        let letters: Vec<String> = self
            .own("article-letters")
            .map(|l| l.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        if (separator.is_none() && letters.is_empty() && matches!(self.digits, Digits::Latin))
            || !ARTICLE_WORDS.iter().any(|w| text.contains(w))
        {
            return text;
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some((at, word)) = ARTICLE_WORDS
            .iter()
            .filter_map(|w| rest.find(w).map(|at| (at, *w)))
            .min()
        {
            let after = at + word.len();
            out.push_str(&rest[..after]);
            rest = &rest[after..];
            let end = reference_end(rest);
            out.push_str(&self.reference(&rest[..end], separator.as_deref(), &letters));
            rest = &rest[end..];
        }
        out.push_str(rest);
        out
    }

    /// One article reference («5.2.3», «A.4.2 و B.4») in the language's form.
    fn reference(&self, reference: &str, separator: Option<&str>, letters: &[String]) -> String {
        let mut out = String::with_capacity(reference.len());
        let chars: Vec<char> = reference.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            let letter = match c {
                'A'..='D' => letters.get(*c as usize - 'A' as usize),
                _ => None,
            };
            // A dot between two parts, not a sentence's full stop.
            let between = i + 1 < chars.len() && chars[i + 1].is_alphanumeric();
            match (c, letter, separator) {
                (_, Some(letter), _) => out.push_str(letter),
                ('.', _, Some(sep)) if between => out.push_str(sep),
                _ => out.push(self.digits.digit(*c)),
            }
        }
        out
    }
    /// An attribute of a message (`.aliases`), without arguments.
    pub fn attribute(&self, id: &str, attribute: &str) -> Option<String> {
        self.format(id, Some(attribute), &FluentArgs::new())
    }

    /// A message without arguments, if the file (or the fallback) has it.
    pub fn plain(&self, id: &str) -> Option<String> {
        self.format(id, None, &FluentArgs::new())
    }

    /// A message named at run time (the help's, whose ids follow clap's command tree) with
    /// text arguments, if the file (or the fallback) has it.
    pub fn named(&self, id: &str, values: &[(&'static str, String)]) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, value) in values {
            args.set(*name, FluentValue::from(value.clone()));
        }
        self.format(id, None, &args).map(tidy)
    }

    /// A message of this file itself, never the fallback's: the data a language builds its
    /// numbers from belongs to that language alone.
    fn own(&self, id: &str) -> Option<String> {
        self.own_pattern(id, &[])
    }

    fn own_pattern(&self, id: &str, values: &[(&'static str, String)]) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, value) in values {
            args.set(*name, FluentValue::from(value.clone()));
        }
        let mut words = self.words();
        let bundle = words.with(id);
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned(),
        )
    }

    fn format(&self, id: &str, attribute: Option<&str>, args: &FluentArgs) -> Option<String> {
        let own = {
            let mut words = self.words();
            let bundle = words.with(id);
            let found = bundle.get_message(id).and_then(|m| match attribute {
                None => m.value(),
                Some(a) => m.get_attribute(a).map(|a| a.value()),
            });
            found.map(|pattern| {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(args), &mut errors);
                // A string literal's escape (`{ "\u001b" }`) is a control character too.
                without_controls(&text)
            })
        };
        // The fallback is asked with this bundle free again.
        own.or_else(|| self.fallback.as_ref()?.format(id, attribute, args))
    }

    /// White or Black in the conversation's words.
    pub fn side(&self, color: Color) -> String {
        let id = match color {
            Color::White => "side-white",
            Color::Black => "side-black",
        };
        self.plain(id).unwrap_or_else(|| id.to_string())
    }

    fn value(&self, arg: &Arg, vocab: &Vocabulary) -> FluentValue<'static> {
        match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Spelled(n) => FluentValue::from(self.number_words(*n)),
            Arg::Text(text) => FluentValue::from(clean(text)),
            Arg::Figure(text) => FluentValue::from(self.digits.figure(text)),
            Arg::Key(key) => FluentValue::from(*key),
            Arg::Side(color) => FluentValue::from(self.side(*color)),
            Arg::Words(tokens) => FluentValue::from(vocab.render(tokens)),
            Arg::Piece(piece, article) => {
                let message = Message::new("colored-piece")
                    .with("color", Arg::Key(color_key(piece.color)))
                    .with("role", Arg::Key(role_key(piece.role)))
                    .with("article", Arg::Key(if *article { "yes" } else { "no" }))
                    .with("name", Token::Piece(piece.role));
                FluentValue::from(self.text(&message, vocab))
            }
            Arg::Message(message) => FluentValue::from(self.text(message, vocab)),
            Arg::Any(items) => FluentValue::from(self.join(items, "list-or", vocab)),
            Arg::Series(items) => FluentValue::from(self.join(items, "list-separator", vocab)),
            Arg::Amount(items) => {
                let separator = self
                    .plain("amount-separator")
                    .unwrap_or_else(|| ", ".into());
                let parts: Vec<String> = items.iter().map(|a| self.string(a, vocab)).collect();
                FluentValue::from(parts.join(&separator))
            }
            Arg::Sentences(items) => FluentValue::from(
                items
                    .iter()
                    .map(|a| self.string(a, vocab))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
        }
    }

    /// An argument in words.
    pub fn string(&self, arg: &Arg, vocab: &Vocabulary) -> String {
        match self.value(arg, vocab) {
            FluentValue::String(s) => s.into_owned(),
            FluentValue::Number(n) => n.as_string().into_owned(),
            _ => String::new(),
        }
    }

    /// "a, b oder c": items joined by the language's `list-separator` and, before the last,
    /// its `list-or` (or the separator again).
    fn join(&self, items: &[Arg], last: &str, vocab: &Vocabulary) -> String {
        let words: Vec<String> = items.iter().map(|a| self.string(a, vocab)).collect();
        let separator = self.plain("list-separator").unwrap_or_else(|| ", ".into());
        let last_word = self.plain(last).unwrap_or_else(|| separator.clone());
        match words.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., tail] => format!("{}{last_word}{tail}", init.join(&separator)),
        }
    }
}

/// An argument that says nothing leaves no double space and no space at a line's end.
fn tidy(text: String) -> String {
    if !text.contains("  ") && !text.contains(" \n") && !text.ends_with(' ') {
        return text;
    }
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let mut out = String::with_capacity(line.len());
            for (i, word) in line.split(' ').enumerate() {
                if word.is_empty() && i > 0 {
                    continue;
                }
                if !out.is_empty() || (i > 0 && !word.is_empty()) {
                    out.push(' ');
                }
                out.push_str(word);
            }
            out.trim_end().to_string()
        })
        .collect();
    lines.join("\n")
}

/// A language file: a regular file of at most a megabyte, never a FIFO or a device.
fn read_file(path: &Path) -> std::io::Result<String> {
    crate::files::read_input_text(path, 1 << 20).map_err(|e| match e {
        crate::files::InputError::Io(e) => e,
        _ => std::io::Error::from(std::io::ErrorKind::InvalidInput),
    })
}

/// Control characters typed by accident (arrow keys) are never sent back to a terminal.
fn clean(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect()
}

/// Where an article reference that starts at `rest` ends: digits, the signs between them,
/// spaces, «و», the appendix letters and Roman numerals (A, D, III), up to the first other
/// sign (a bracket, a comma, a colon).
fn reference_end(rest: &str) -> usize {
    rest.char_indices()
        .find(|(i, c)| {
            *i > 24
                || !(c.is_ascii_digit()
                    || matches!(c, '.' | '-' | ' ' | 'A'..='D' | 'I')
                    || (('\u{0600}'..='\u{06FF}').contains(c) && *c != '،' && *c != '؛'))
        })
        .map_or(rest.len(), |(i, _)| i)
}

pub fn color_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

pub fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

fn bundle(code: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = code
        .parse()
        .unwrap_or_else(|_| LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminals, speech and braille get the text in logical order without isolation marks.
    bundle.set_use_isolating(false);
    // CAPITAL($words): a sentence that starts with a number in words ("Dreiundzwanzig Züge").
    let _ = bundle.add_function("CAPITAL", |positional, _named| {
        let text = match positional.first() {
            Some(FluentValue::String(s)) => s.to_string(),
            Some(FluentValue::Number(n)) => n.as_string().into_owned(),
            _ => String::new(),
        };
        let mut chars = text.chars();
        let capital: String = match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        };
        FluentValue::from(capital)
    });
    bundle
}

/// The ids of the messages a Fluent text defines (terms, starting with `-`, are not messages).
pub fn message_ids(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With native digits a decimal point between digits is «٫», and nothing else changes.
    #[test]
    fn native_figures_have_the_arabic_decimal_separator() {
        let arabic = Digits::Script('\u{0660}');
        assert_eq!(arabic.figure("1:12:05.250"), "١:١٢:٠٥٫٢٥٠");
        assert_eq!(arabic.figure("+1.5"), "+١٫٥");
        assert_eq!(arabic.figure("12. e4"), "١٢. e٤");
        assert_eq!(Digits::Script('\u{06F0}').figure("0.25"), "۰٫۲۵");
        assert_eq!(Digits::Latin.figure("1.5"), "1.5");
    }

    /// Article numbers in Arabic and Persian: the Laws' order (5-2-3 for 5.2.3, as the 2018
    /// Arabic Laws and the Persian Laws write it), one separator, the appendix letter first in the
    /// language's letters, whether the file writes it or anna fills it in («5.2.3» from the
    /// game), in the digits chosen.
    #[test]
    fn article_numbers_follow_the_laws_order_and_the_digits_chosen() {
        let vocab = Vocabulary::fallback();
        let ar = Language::load("ar").unwrap().with_digits(Digits::Native);
        let text = ar.text(&Message::new("too-early"), vocab);
        assert!(text.contains("(المادة ٥-٢-٣)"), "{text}");
        let fa = Language::load("fa").unwrap().with_digits(Digits::Native);
        let text = fa.text(
            &Message::new("must-play").with("move", Arg::Text("Nf3".into())),
            vocab,
        );
        assert!(text.contains("ماده‌ی ۹-۵-۳"), "{text}");
        assert!(text.contains("Nf3"), "{text}");
        let latin = Language::load("ar").unwrap();
        assert!(
            latin
                .text(&Message::new("too-early"), vocab)
                .contains("(المادة 5-2-3)")
        );
        let termination = |language: &Language, article: &str| {
            language.text(
                &Message::new("pgn-termination")
                    .with("reason", Arg::Text("x".into()))
                    .with("article", Arg::Text(article.into())),
                vocab,
            )
        };
        assert!(termination(&latin, "5.2.3").contains("(المادة 5-2-3)"));
        assert!(termination(&latin, "A.4.2").contains("(المادة أ-4-2)"));
        let fa = Language::load("fa").unwrap();
        assert!(termination(&fa, "5.2.3").contains("(ماده‌ی 5-2-3)"));
        assert!(termination(&fa, "A.4.2").contains("(ماده‌ی الف-4-2)"));
        let en = Language::load("en").unwrap();
        assert!(termination(&en, "5.2.3").contains("5.2.3"));
    }

    /// The command words read alone are those of the whole language, for every built-in one.
    #[test]
    fn command_words_read_alone_are_the_whole_languages() {
        for (code, text) in BUILTIN {
            let fallback = Some(Language::fallback());
            let whole =
                Language::parse(code, Cow::Owned(text.to_string()), code, fallback).unwrap();
            let alone = Language::builtin_commands(code).unwrap();
            assert_eq!(alone, whole.commands(), "{code}");
            assert!(alone.names().count() > 10, "{code}");
        }
        assert_eq!(Language::builtin_commands("xx"), None);
    }

    #[test]
    fn shipped_files_parse() {
        for (code, text) in BUILTIN {
            if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                let first = &errors[0];
                let line = text[..first.pos.start].lines().count();
                panic!("{code}.ftl line {line}: {:?}", first.kind);
            }
            let mut bundle = bundle(code);
            let resource = FluentResource::try_new(text.to_string()).unwrap();
            bundle.add_resource(resource).unwrap();
        }
    }

    /// A built-in file parsed message by message as each is used words every message and
    /// every attribute exactly as the whole file parsed at once, and knows the same messages.
    /// Asked for in the file's order and in reverse, so that a message referring to another
    /// (`{ review-help }`) is asked for before the one it refers to, wherever that stands.
    #[test]
    fn messages_parsed_when_used_read_as_the_whole_file() {
        for (code, text) in BUILTIN {
            let whole = Language::parse(code, Cow::Owned(text.to_string()), code, None).unwrap();
            assert!(whole.words().lazy.is_none());
            let resource = FluentResource::try_new(text.to_string()).unwrap();
            let messages: Vec<_> = resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(message) => Some(message),
                    _ => None,
                })
                .collect();
            assert!(messages.len() > 500, "{code}: {} messages", messages.len());
            for reverse in [false, true] {
                let lazy = Language::parse(code, Cow::Borrowed(text), code, None).unwrap();
                assert!(lazy.words().lazy.is_some());
                let mut order = messages.clone();
                if reverse {
                    order.reverse();
                }
                for message in order {
                    let id = message.id.name;
                    assert!(lazy.has(id), "{code}: {id}");
                    assert_eq!(lazy.plain(id), whole.plain(id), "{code}: {id}");
                    for attribute in &message.attributes {
                        let name = attribute.id.name;
                        assert_eq!(
                            lazy.attribute(id, name),
                            whole.attribute(id, name),
                            "{code}: {id}.{name}"
                        );
                    }
                }
                assert!(!lazy.has("no-such-message") && !lazy.has("-term"));
                assert_eq!(lazy.commands(), whole.commands());
            }
        }
    }

    #[test]
    fn numbers_in_words() {
        let de = Language::load("de").unwrap();
        let en = Language::load("en").unwrap();
        assert_eq!(de.number_words(23), "dreiundzwanzig");
        assert_eq!(de.number_words(21), "einundzwanzig");
        assert_eq!(de.number_words(1), "eins");
        assert_eq!(de.number_words(100), "einhundert");
        assert_eq!(de.number_words(158), "einhundertachtundfünfzig");
        assert_eq!(en.number_words(23), "twenty-three");
        assert_eq!(en.number_words(100), "one hundred");
        assert_eq!(en.number_words(158), "one hundred fifty-eight");
    }

    #[test]
    fn plural_and_nested_messages() {
        let de = Language::load("de").unwrap();
        let vocab = Vocabulary::fallback();
        let m = |n: u64| {
            Message::new("clock-moves")
                .with("n", n)
                .with("words", Arg::Spelled(n))
        };
        assert_eq!(de.text(&m(1), vocab), "Ein Zug.");
        assert_eq!(de.text(&m(23), vocab), "Dreiundzwanzig Züge.");
        let over = Message::new("to-move").with("side", Color::Black);
        assert_eq!(de.text(&over, vocab), "Schwarz am Zug.");
    }
}
