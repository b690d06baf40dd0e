//! Vocabularies: the words a language uses for files, ranks, pieces and the move words, and the
//! other spellings it accepts. Every sentence around them comes from the language files
//! (`lang/`).
//!
//! They are data (TOML), embedded for `de` and `en` and loadable from a path, so a new language is
//! a new file and not new code.

use std::collections::HashMap;
use std::fmt;
use std::path::Path;

use serde::Deserialize;
use shakmaty::{ByColor, ByRole, CastlingSide, Color, File, Rank, Role};

use super::spelling::normalize;
use crate::message::{Arg, Message, Token};

const BUILTIN: [(&str, &str); 6] = [
    ("de", include_str!("vocab/de.toml")),
    ("en", include_str!("vocab/en.toml")),
    ("ar", include_str!("vocab/ar.toml")),
    ("ar-native", include_str!("vocab/ar-native.toml")),
    ("fa", include_str!("vocab/fa.toml")),
    ("fa-native", include_str!("vocab/fa-native.toml")),
];

/// Of each shipped vocabulary, what choosing among them asks: its code, the language its words
/// are in, whether they are FIDE's. Known without reading the files: each read costs about
/// 0.1 ms, and a game read all six before its first prompt to find the one or two it keeps
/// (issue 43). The test `builtin_heads_agree_with_the_files` checks the table.
const BUILTIN_HEADS: [(&str, &str, bool); 6] = [
    ("de", "de", true),
    ("en", "en", false),
    ("ar", "ar", true),
    ("ar-native", "ar", false),
    ("fa", "fa", true),
    ("fa-native", "fa", false),
];

/// What a recognised word means for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Piece(Role),
    File(File),
    Rank(Rank),
    Takes,
    Check,
    Checkmate,
    Stalemate,
    Castle(Option<CastlingSide>),
    EnPassant,
    /// A word or sign with no meaning for the move: "nach", "to", `-`, `=`.
    Filler,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct VocabFile {
    code: String,
    /// The language the words are said in (speech, braille), when it is not the code's first
    /// part (`ar` for `ar-native`).
    #[serde(default)]
    language: Option<String>,
    name: String,
    /// FIDE's words (D.2.1) in this language's script: the default move words of the
    /// conversation language of the same code. Read for the shipped files from `BUILTIN_HEADS`
    /// (whose test reads this); a file of the user's may carry it too.
    #[serde(default)]
    #[cfg_attr(not(test), allow(dead_code))]
    fide: bool,
    files: [String; 8],
    ranks: [String; 8],
    pieces: Pieces,
    words: Words,
    #[serde(default)]
    accepted: Accepted,
    sides: Sides,
    /// Words whose written form a speech synthesizer misreads, with the form it reads right
    /// (vocalised: «تورْم» for «تورم», which espeak-ng reads as "inflation").
    #[serde(default)]
    spoken: HashMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Sides {
    white: String,
    black: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Pieces {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
    pawn: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    piece: String,
    takes: String,
    check: String,
    checkmate: String,
    stalemate: String,
    castle_short: String,
    castle_long: String,
    en_passant: String,
    or: String,
    /// The pause between a move and its check word: "," unless the script has its own (Arabic
    /// and Persian "،").
    #[serde(default)]
    comma: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, default)]
struct Accepted {
    files: HashMap<String, Vec<String>>,
    ranks: HashMap<String, Vec<String>>,
    king: Vec<String>,
    queen: Vec<String>,
    rook: Vec<String>,
    bishop: Vec<String>,
    knight: Vec<String>,
    pawn: Vec<String>,
    takes: Vec<String>,
    check: Vec<String>,
    checkmate: Vec<String>,
    stalemate: Vec<String>,
    castle_short: Vec<String>,
    castle_long: Vec<String>,
    castle: Vec<String>,
    /// Words that alone on a line ask which castling, though they name something else in a move:
    /// Persian «قلعه» is the rook in «قلعه اوا چهار» and castling said alone (issue 39).
    castle_alone: Vec<String>,
    en_passant: Vec<String>,
    filler: Vec<String>,
}

/// A vocabulary file that could not be used: which, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VocabError {
    /// The code or path given.
    pub origin: String,
    pub problem: VocabProblem,
}

/// What is wrong with a vocabulary file; the strings are the file's own words or the TOML
/// reader's description of the place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VocabProblem {
    Unknown,
    Unreadable(String),
    /// The TOML reader's account of what is wrong, from `line` on.
    Syntax {
        line: usize,
        detail: String,
    },
    PhraseLength(String),
    TwoMeanings(String),
    NotAFile(String),
    NotARank(String),
}

impl VocabError {
    fn new(problem: VocabProblem) -> VocabError {
        VocabError {
            origin: String::new(),
            problem,
        }
    }

    fn at(mut self, origin: &str) -> VocabError {
        self.origin = origin.to_string();
        self
    }

    pub fn message(&self) -> Message {
        use VocabProblem as P;
        let (id, detail) = match &self.problem {
            P::Unknown => ("vocab-unknown", None),
            P::Unreadable(d) => ("vocab-unreadable", Some(d)),
            P::Syntax { line, detail } => {
                return Message::new("vocab-syntax")
                    .with("name", Arg::Text(self.origin.clone()))
                    .with("line", *line)
                    .with("detail", Arg::Text(detail.clone()));
            }
            P::PhraseLength(d) => ("vocab-phrase-length", Some(d)),
            P::TwoMeanings(d) => ("vocab-two-meanings", Some(d)),
            P::NotAFile(d) => ("vocab-not-a-file", Some(d)),
            P::NotARank(d) => ("vocab-not-a-rank", Some(d)),
        };
        Message::new(id)
            .with("name", Arg::Text(self.origin.clone()))
            .with("detail", Arg::Text(detail.cloned().unwrap_or_default()))
            .with("max", MAX_PHRASE_WORDS)
            .with(
                "codes",
                Arg::Series(
                    Vocabulary::builtin_codes()
                        .map(|c| Arg::Text(c.to_string()))
                        .collect(),
                ),
            )
    }
}

impl fmt::Display for VocabError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for VocabError {}

/// The phrases a vocabulary file reads, each with its one meaning: a phrase given two meanings
/// is refused, as it would make a spoken move ambiguous.
#[derive(Default)]
struct Lookup(HashMap<Vec<String>, Word>);

impl Lookup {
    fn of(file: &VocabFile) -> Result<HashMap<Vec<String>, Word>, VocabError> {
        let mut lookup = Lookup::default();
        lookup.add_squares(file)?;
        lookup.add_pieces(file)?;
        lookup.add_words(file)?;
        Ok(lookup.0)
    }

    fn add(&mut self, phrase: &str, word: Word) -> Result<(), VocabError> {
        let key: Vec<String> = phrase.split_whitespace().map(normalize).collect();
        if key.is_empty() || key.len() > MAX_PHRASE_WORDS {
            return Err(VocabError::new(VocabProblem::PhraseLength(
                phrase.to_string(),
            )));
        }
        match self.0.insert(key, word) {
            Some(old) if old != word => Err(VocabError::new(VocabProblem::TwoMeanings(
                phrase.to_string(),
            ))),
            _ => Ok(()),
        }
    }

    fn add_each(&mut self, phrases: &[String], word: Word) -> Result<(), VocabError> {
        phrases.iter().try_for_each(|phrase| self.add(phrase, word))
    }

    fn add_squares(&mut self, file: &VocabFile) -> Result<(), VocabError> {
        for (i, name) in file.files.iter().enumerate() {
            self.add(name, Word::File(File::new(i as u32)))?;
        }
        for (i, name) in file.ranks.iter().enumerate() {
            self.add(name, Word::Rank(Rank::new(i as u32)))?;
        }
        for (letter, names) in &file.accepted.files {
            let file_ = one_char(letter, File::from_char)
                .ok_or_else(|| VocabError::new(VocabProblem::NotAFile(letter.clone())))?;
            self.add_each(names, Word::File(file_))?;
        }
        for (number, names) in &file.accepted.ranks {
            let rank = one_char(number, Rank::from_char)
                .ok_or_else(|| VocabError::new(VocabProblem::NotARank(number.clone())))?;
            self.add_each(names, Word::Rank(rank))?;
        }
        Ok(())
    }

    fn add_pieces(&mut self, file: &VocabFile) -> Result<(), VocabError> {
        let p = &file.pieces;
        let a = &file.accepted;
        let roles = [
            (Role::King, &p.king, &a.king),
            (Role::Queen, &p.queen, &a.queen),
            (Role::Rook, &p.rook, &a.rook),
            (Role::Bishop, &p.bishop, &a.bishop),
            (Role::Knight, &p.knight, &a.knight),
            (Role::Pawn, &p.pawn, &a.pawn),
        ];
        for (role, name, others) in roles {
            self.add(name, Word::Piece(role))?;
            self.add_each(others, Word::Piece(role))?;
        }
        Ok(())
    }

    fn add_words(&mut self, file: &VocabFile) -> Result<(), VocabError> {
        let w = &file.words;
        let a = &file.accepted;
        let groups: [(Word, &String, &Vec<String>); 7] = [
            (Word::Takes, &w.takes, &a.takes),
            (Word::Check, &w.check, &a.check),
            (Word::Checkmate, &w.checkmate, &a.checkmate),
            (Word::Stalemate, &w.stalemate, &a.stalemate),
            (
                Word::Castle(Some(CastlingSide::KingSide)),
                &w.castle_short,
                &a.castle_short,
            ),
            (
                Word::Castle(Some(CastlingSide::QueenSide)),
                &w.castle_long,
                &a.castle_long,
            ),
            (Word::EnPassant, &w.en_passant, &a.en_passant),
        ];
        for (word, main, others) in groups {
            self.add(main, word)?;
            self.add_each(others, word)?;
        }
        self.add_each(&a.castle, Word::Castle(None))?;
        self.add_each(&a.filler, Word::Filler)
    }
}

/// A loaded vocabulary: rendering words for tokens, and the lookup for reading words back.
#[derive(Clone, Debug)]
pub struct Vocabulary {
    code: String,
    language: String,
    name: String,
    files: [String; 8],
    ranks: [String; 8],
    pieces: ByRole<String>,
    words: [String; 9],
    sides: ByColor<String>,
    comma: String,
    /// Normalised phrase (one to three words) to meaning.
    lookup: HashMap<Vec<String>, Word>,
    /// Normalised words that alone on a line ask which castling (`castle_alone`), and the
    /// castling word they are read as.
    castle_alone: Vec<String>,
    castle_word: Option<String>,
    /// Written word → the form speech says it by (see `VocabFile::spoken`).
    spoken: HashMap<String, String>,
    /// The built-in move words of the conversation's language, read where these words name no
    /// move (see [`Vocabulary::reading_also`]).
    conversation: Vec<Vocabulary>,
}

/// The longest phrase, in words, that the lookup holds.
pub const MAX_PHRASE_WORDS: usize = 3;

impl Vocabulary {
    /// The vocabularies shipped inside the program.
    pub fn builtin_codes() -> impl Iterator<Item = &'static str> {
        BUILTIN.iter().map(|(code, _)| *code)
    }

    /// The FIDE vocabulary, for messages worded where no game chose one.
    pub fn fallback() -> &'static Vocabulary {
        static FIDE: std::sync::OnceLock<Vocabulary> = std::sync::OnceLock::new();
        FIDE.get_or_init(|| {
            let (_, text) = BUILTIN[0];
            Vocabulary::from_toml(text).unwrap_or_else(|e| {
                unreachable!("the shipped vocabulary is checked by the tests: {e}")
            })
        })
    }

    /// A shipped vocabulary by its code (`de`, `en`).
    pub fn builtin(code: &str) -> Option<Vocabulary> {
        let (_, text) = BUILTIN.iter().find(|(c, _)| *c == code)?;
        Vocabulary::from_toml(text).ok()
    }

    /// A shipped vocabulary by code, or else a vocabulary file at that path.
    pub fn load(code_or_path: &str) -> Result<Vocabulary, VocabError> {
        if let Some((_, text)) = BUILTIN.iter().find(|(c, _)| *c == code_or_path) {
            return Vocabulary::from_toml(text).map_err(|e| e.at(code_or_path));
        }
        let path = Path::new(code_or_path);
        if !path.exists() {
            return Err(VocabError::new(VocabProblem::Unknown).at(code_or_path));
        }
        let text = crate::files::read_input_text(path, 1 << 20).map_err(|e| {
            let problem = match e {
                crate::files::InputError::Io(e) => e.to_string(),
                other => format!("{other:?}"),
            };
            VocabError::new(VocabProblem::Unreadable(problem)).at(code_or_path)
        })?;
        Vocabulary::from_toml(&text).map_err(|e| e.at(code_or_path))
    }

    /// Reads a vocabulary from TOML text, refusing unknown keys and words that would mean two
    /// different things.
    pub fn from_toml(text: &str) -> Result<Vocabulary, VocabError> {
        let file: VocabFile = toml::from_str(text).map_err(|e: toml::de::Error| {
            VocabError::new(VocabProblem::Syntax {
                line: e.span().map_or(1, |span| {
                    text[..span.start.min(text.len())].matches('\n').count() + 1
                }),
                detail: e.message().trim().to_string(),
            })
        })?;
        let lookup = Lookup::of(&file)?;
        let (p, w) = (&file.pieces, &file.words);
        let language = file.language.unwrap_or_else(|| {
            file.code
                .split(['-', '_'])
                .next()
                .unwrap_or_default()
                .to_string()
        });
        Ok(Vocabulary {
            code: file.code,
            language,
            name: file.name,
            files: file.files,
            ranks: file.ranks,
            pieces: ByRole {
                pawn: p.pawn.clone(),
                knight: p.knight.clone(),
                bishop: p.bishop.clone(),
                rook: p.rook.clone(),
                queen: p.queen.clone(),
                king: p.king.clone(),
            },
            words: [
                w.piece.clone(),
                w.takes.clone(),
                w.check.clone(),
                w.checkmate.clone(),
                w.stalemate.clone(),
                w.castle_short.clone(),
                w.castle_long.clone(),
                w.en_passant.clone(),
                w.or.clone(),
            ],
            sides: ByColor {
                white: file.sides.white,
                black: file.sides.black,
            },
            comma: w.comma.clone().unwrap_or_else(|| ",".to_string()),
            lookup,
            castle_alone: file
                .accepted
                .castle_alone
                .iter()
                .map(|w| normalize(w))
                .collect(),
            castle_word: file.accepted.castle.first().cloned(),
            spoken: file.spoken,
            conversation: Vec::new(),
        })
    }

    /// These move words, reading also the built-in move words of the conversation's
    /// `language` (in an English conversation with FIDE's German words, "Knight Felix three"
    /// and "knight f3" as well as "Springer Felix drei"): a line these words cannot read is read
    /// with those, and taken where exactly one move fits (`parse_move`).
    pub fn reading_also(mut self, language: &str) -> Vocabulary {
        self.conversation = BUILTIN_HEADS
            .iter()
            .filter(|(code, words_in, _)| *code != self.code && *words_in == language)
            .filter_map(|(code, _, _)| Vocabulary::builtin(code))
            .collect();
        self
    }

    /// The conversation's move words read besides these (see [`Vocabulary::reading_also`]).
    pub fn conversation(&self) -> &[Vocabulary] {
        &self.conversation
    }

    /// The form a speech synthesizer says a written word by, if it is not the word itself.
    pub fn spoken_word(&self, word: &str) -> Option<&str> {
        self.spoken.get(word).map(String::as_str)
    }

    /// A text as speech should say it: each word whose written form misleads replaced by its
    /// spoken form; the screen and braille keep the written text.
    pub fn spoken<'a>(&self, text: &'a str) -> std::borrow::Cow<'a, str> {
        if self.spoken.is_empty() {
            return std::borrow::Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            out.push_str(self.spoken_word(word).unwrap_or(word));
            word.clear();
        };
        for ch in text.chars() {
            if ch.is_alphabetic() || ch == '\u{200C}' {
                word.push(ch);
            } else {
                flush(&mut word, &mut out);
                out.push(ch);
            }
        }
        flush(&mut word, &mut out);
        std::borrow::Cow::Owned(out)
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The language the words are spoken and brailled in (`ar` for `ar-native`).
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The default move words for a conversation language: FIDE's words in that language's
    /// script where a vocabulary of the same code holds them (`ar`, `fa`), else FIDE's German
    /// words, which FIDE's Appendix D gives in every language.
    pub fn fide_code_for(language: &str) -> &'static str {
        BUILTIN_HEADS
            .iter()
            .find(|(code, _, fide)| *code == language && *fide)
            .map_or(BUILTIN_HEADS[0].0, |(code, _, _)| code)
    }

    pub fn side(&self, color: Color) -> &str {
        &self.sides[color]
    }

    /// What a phrase of normalised words means, if the vocabulary knows it.
    /// The castling word (either side) to read `text` as, if it is one word that alone asks
    /// which castling (`castle_alone`).
    pub fn castles_alone(&self, text: &str) -> Option<&str> {
        let mut words = text.split_whitespace();
        match (words.next(), words.next()) {
            (Some(word), None) if self.castle_alone.contains(&normalize(word)) => {
                self.castle_word.as_deref()
            }
            _ => None,
        }
    }

    pub fn lookup(&self, phrase: &[String]) -> Option<Word> {
        self.lookup.get(phrase).copied()
    }

    /// The words of the moves as written (the pieces, "schlägt", "Schach", …), for naming the
    /// nearest one to a typo.
    pub fn written_words(&self) -> impl Iterator<Item = &str> {
        Role::ALL
            .into_iter()
            .map(|role| self.piece(role))
            .chain(self.words.iter().map(String::as_str))
            .flat_map(str::split_whitespace)
    }

    pub fn piece(&self, role: Role) -> &str {
        &self.pieces[role]
    }

    /// The word for one token.
    pub fn word<'a>(&'a self, token: &'a Token) -> &'a str {
        match token {
            Token::Piece(role) => self.piece(*role),
            Token::File(file) => &self.files[file.to_usize()],
            Token::Rank(rank) => &self.ranks[rank.to_usize()],
            Token::AnyPiece => &self.words[0],
            Token::Takes => &self.words[1],
            Token::Check => &self.words[2],
            Token::Checkmate => &self.words[3],
            Token::Stalemate => &self.words[4],
            Token::CastleShort => &self.words[5],
            Token::CastleLong => &self.words[6],
            Token::EnPassant => &self.words[7],
            Token::Or => &self.words[8],
            Token::Number(_) => "",
            Token::Pause => &self.comma,
            Token::Text(text) => text,
        }
    }

    /// The tokens as one line of text: words joined by spaces, a pause as a comma, punctuation
    /// kept against the word before it.
    pub fn render(&self, tokens: &[Token]) -> String {
        let mut out = String::new();
        for token in tokens {
            let number;
            let word = match token {
                Token::Number(n) => {
                    number = n.to_string();
                    number.as_str()
                }
                _ => self.word(token),
            };
            if word.is_empty() {
                continue;
            }
            let glued = word.starts_with([',', '.', ':', ';', '?', '!', '،', '؛', '؟']);
            if !out.is_empty() && !glued {
                out.push(' ');
            }
            out.push_str(word);
        }
        out
    }
}

/// A key of one character read as a file or a rank ("e", "4").
fn one_char<T>(key: &str, read: impl Fn(char) -> Option<T>) -> Option<T> {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => read(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Speech says the FIDE words espeak-ng misreads in their vocalised form; the written text
    /// (screen, braille, the score sheet) keeps the plain word.
    #[test]
    fn misleading_words_have_a_spoken_form() {
        let fa = Vocabulary::builtin("fa").unwrap();
        let tokens = [
            Token::Piece(Role::Bishop),
            Token::File(File::F),
            Token::Rank(Rank::Third),
        ];
        let written = fa.render(&tokens);
        assert_eq!(written, "لویفر فلیکس درای");
        assert_eq!(fa.spoken(&written), "لُویْفِر فِلیکْس دْرای");
        assert_eq!(fa.spoken("آنا: بازی جدید"), "آنّا: بازی جدید");
        let ar = Vocabulary::builtin("ar").unwrap();
        assert_eq!(ar.spoken("دامه يأسر أنـا آخت"), "دامَه يَأْسِر آنّا آخت");
        assert_eq!(ar.spoken("شبرينجر فيلكس دراي"), "شبرينجر فيلِكْس دراي");
        assert_eq!(fa.spoken("آنا تسوای"), "آنّا تْسْوای");
        let de = Vocabulary::builtin("de").unwrap();
        assert_eq!(de.spoken("Läufer Felix drei"), "Läufer Felix drei");
    }

    #[test]
    fn builtin_heads_agree_with_the_files() {
        assert_eq!(BUILTIN.len(), BUILTIN_HEADS.len());
        for ((code, text), (head_code, language, fide)) in BUILTIN.iter().zip(BUILTIN_HEADS) {
            let read = Vocabulary::from_toml(text).unwrap();
            let file: VocabFile = toml::from_str(text).unwrap();
            assert_eq!((*code, read.code()), (head_code, head_code));
            assert_eq!((read.language(), file.fide), (language, fide), "{code}");
        }
    }

    #[test]
    fn builtin_vocabularies_load() {
        for code in Vocabulary::builtin_codes() {
            let text = BUILTIN
                .iter()
                .find(|(c, _)| *c == code)
                .map(|(_, t)| *t)
                .unwrap_or("");
            if let Err(e) = Vocabulary::from_toml(text) {
                panic!("{code}: {e}");
            }
        }
    }

    #[test]
    fn accents_and_case_are_one_word() {
        let de = Vocabulary::builtin("de").unwrap();
        for spelling in ["Läufer", "laeufer", "LAUFER", "laufer"] {
            assert_eq!(
                de.lookup(&[normalize(spelling)]),
                Some(Word::Piece(Role::Bishop)),
                "{spelling}"
            );
        }
    }

    #[test]
    fn a_word_with_two_meanings_is_refused() {
        let text = include_str!("vocab/de.toml").replace("filler = [", "filler = [\"Dame\", ");
        let err = Vocabulary::from_toml(&text)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("Dame"), "{err}");
    }

    #[test]
    fn unknown_keys_are_named() {
        let text = format!("{}\nspeed = 3\n", include_str!("vocab/en.toml"));
        let err = Vocabulary::from_toml(&text)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("speed"), "{err}");
    }
}
