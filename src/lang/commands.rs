//! Command words: each command has a message `cmd-NAME` in the language file whose value is its
//! spoken name ("prüfen") and whose `.aliases` attribute lists the other words and one-letter
//! keys that also name it (`pruefen b`). A typed word is read as a [`CommandWord`], never matched
//! as a string elsewhere.

use std::collections::HashMap;

use shakmaty::Color;

use super::Language;
use crate::notation::{bare, normalize};

macro_rules! command_words {
    ($($variant:ident = $id:literal),* $(,)?) => {
        /// Every word that names a command or a command's argument.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CommandWord { $($variant),* }

        impl CommandWord {
            pub const ALL: &'static [CommandWord] = &[$(CommandWord::$variant),*];

            /// The language file's message for this word.
            pub fn id(self) -> &'static str {
                match self { $(CommandWord::$variant => $id),* }
            }
        }
    };
}

command_words! {
    Help = "cmd-help",
    Repeat = "cmd-repeat",
    Devices = "cmd-devices",
    Last = "cmd-last",
    Turn = "cmd-turn",
    Board = "cmd-board",
    Pieces = "cmd-pieces",
    Square = "cmd-square",
    Rank = "cmd-rank",
    File = "cmd-file",
    Attacks = "cmd-attacks",
    Moves = "cmd-moves",
    List = "cmd-list",
    Material = "cmd-material",
    Captured = "cmd-captured",
    Offer = "cmd-offer",
    Accept = "cmd-accept",
    Decline = "cmd-decline",
    Claim = "cmd-claim",
    TakeBack = "cmd-takeback",
    Resign = "cmd-resign",
    Save = "cmd-save",
    Code = "cmd-code",
    Quit = "cmd-quit",
    New = "cmd-new",
    Yes = "cmd-yes",
    No = "cmd-no",
    Cancel = "cmd-cancel",
    Clear = "cmd-clear",
    Threefold = "cmd-threefold",
    Fifty = "cmd-fifty",
    Time = "cmd-time",
    Short = "cmd-short",
    Exact = "cmd-exact",
    Own = "cmd-own",
    Opponent = "cmd-opponent",
    Arbiter = "cmd-arbiter",
    Pause = "cmd-pause",
    Resume = "cmd-resume",
    Add = "cmd-add",
    Remove = "cmd-remove",
    Set = "cmd-set",
    Check = "cmd-check",
    Illegal = "cmd-illegal",
    Result = "cmd-result",
    Penalty = "cmd-penalty",
    Dead = "cmd-dead",
    Adjudication = "cmd-adjudication",
    Forfeit = "cmd-forfeit",
    Warning = "cmd-warning",
    Increment = "cmd-increment",
    Absent = "cmd-absent",
    Arrived = "cmd-arrived",
    Touched = "cmd-touched",
    Press = "cmd-press",
    Slip = "cmd-slip",
    Silence = "cmd-silence",
    Hint = "cmd-hint",
    Eval = "cmd-eval",
    Threat = "cmd-threat",
    Engine = "cmd-engine",
    Analyse = "cmd-analyse",
    Forward = "cmd-forward",
    Start = "cmd-start",
    End = "cmd-end",
    Goto = "cmd-goto",
    Next = "cmd-next",
    Previous = "cmd-previous",
    Mistake = "cmd-mistake",
    Summary = "cmd-summary",
    White = "cmd-white",
    Black = "cmd-black",
    Chat = "cmd-chat",
    Abort = "cmd-abort",
    Victory = "cmd-victory",
}

impl CommandWord {
    /// A word of the review only: there `zurück` steps back and `ende` goes to the last move,
    /// while in a game they stay the take-back and leaving.
    pub fn in_review_only(self) -> bool {
        use CommandWord as C;
        matches!(
            self,
            C::Forward
                | C::Start
                | C::End
                | C::Goto
                | C::Next
                | C::Previous
                | C::Mistake
                | C::Summary
        )
    }
}

/// The command words of one language: normalised word to command, and the words for the sides
/// (kept apart: `s` is both `speichern` and `schwarz`, by where it stands), and the review's
/// words (kept apart from the game's for the same reason).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Commands {
    /// Each command's own name as the language file writes it, for naming the nearest one.
    names: Vec<String>,
    words: HashMap<String, CommandWord>,
    sides: HashMap<String, Color>,
    review: HashMap<String, CommandWord>,
}

impl Commands {
    pub(super) fn read(language: &Language) -> Commands {
        let mut words = HashMap::new();
        let mut sides = HashMap::new();
        let mut review = HashMap::new();
        let mut names = Vec::new();
        for &command in CommandWord::ALL {
            let name = language.plain(command.id()).unwrap_or_default();
            names.extend(name.split_whitespace().map(str::to_string));
            let aliases = language
                .attribute(command.id(), "aliases")
                .unwrap_or_default();
            for word in name.split_whitespace().chain(aliases.split_whitespace()) {
                match command {
                    CommandWord::White => {
                        sides.entry(normalize(word)).or_insert(Color::White);
                    }
                    CommandWord::Black => {
                        sides.entry(normalize(word)).or_insert(Color::Black);
                    }
                    c if c.in_review_only() => {
                        review.entry(normalize(word)).or_insert(command);
                    }
                    _ => {
                        words.entry(normalize(word)).or_insert(command);
                    }
                }
            }
        }
        Commands {
            names,
            words,
            sides,
            review,
        }
    }

    /// The commands' names as written ("liste", "züge"), for suggesting the nearest.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.names.iter().map(String::as_str)
    }

    /// The side a typed word names.
    pub fn side(&self, word: &str) -> Option<Color> {
        find(&self.sides, word)
    }

    /// The review's command a typed word names, before any game command.
    pub fn review(&self, word: &str) -> Option<CommandWord> {
        find(&self.review, word)
    }

    /// The command a typed word names.
    pub fn get(&self, word: &str) -> Option<CommandWord> {
        find(&self.words, word)
    }
}

/// A typed word in a table of words: as it is, else without the Arabic definite article or the
/// Persian ezafe («الرقعة» for «رقعة», «ادعای تکرار» for «ادعا تکرار»).
fn find<T: Copy>(table: &HashMap<String, T>, word: &str) -> Option<T> {
    let word = normalize(word);
    table
        .get(&word)
        .copied()
        .or_else(|| bare(&word).and_then(|rest| table.get(&rest).copied()))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// Every word of a language file that names a command names only that one among the
    /// words read in the same place (the game's commands, the review's, the sides named after a
    /// command): a word shared by two commands would run the first and drop the rest of the
    /// line («پیشنهاد تساوی», how a Persian speaker offers a draw, ran the engine hint when
    /// «پیشنهاد» was the hint's word).
    #[test]
    fn no_word_names_two_commands_in_any_language() {
        for code in Language::builtin_codes() {
            let language = Language::load(code).unwrap();
            let mut owners: BTreeMap<(&str, String), Vec<&str>> = BTreeMap::new();
            for &command in CommandWord::ALL {
                let place = match command {
                    CommandWord::White | CommandWord::Black => "side",
                    c if c.in_review_only() => "review",
                    _ => "game",
                };
                let name = language.plain(command.id()).unwrap_or_default();
                let aliases = language
                    .attribute(command.id(), "aliases")
                    .unwrap_or_default();
                for word in name.split_whitespace().chain(aliases.split_whitespace()) {
                    let list = owners.entry((place, normalize(word))).or_default();
                    if !list.contains(&command.id()) {
                        list.push(command.id());
                    }
                }
            }
            let shared: Vec<(&(&str, String), &Vec<&str>)> =
                owners.iter().filter(|(_, ids)| ids.len() > 1).collect();
            assert!(shared.is_empty(), "{code}: {shared:?}");
        }
    }

    /// The board is «الرقعة» in the Laws; «رقعة», «الرقعة» and the old «اللوحة» all name it.
    #[test]
    fn arabic_command_words_are_read_with_the_definite_article() {
        let ar = Language::load("ar").unwrap();
        let commands = Commands::read(&ar);
        for word in ["رقعة", "الرقعة", "اللوحة", "لوحة"] {
            assert_eq!(commands.get(word), Some(CommandWord::Board), "{word}");
        }
        assert_eq!(commands.get("ال"), None);
    }
}
