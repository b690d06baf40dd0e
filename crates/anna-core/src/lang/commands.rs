//! Command words: each command has a message `cmd-NAME` in the language file whose value is its
//! spoken name ("prüfen") and whose `.aliases` attribute lists the other words and one-letter
//! keys that also name it (`pruefen b`). A typed word is read as a [`CommandWord`], never matched
//! as a string elsewhere.

use std::collections::HashMap;

use shakmaty::Color;

use super::Language;
use crate::notation::{bare, normalize};

/// Where a command's words are read: among the game's commands, among the review's (kept
/// apart: `zurück` takes back in a game and steps back in a review), or as a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Game,
    Review,
    Side,
}

/// Whether a command only reads (the position, the clock, the help, the devices: allowed while
/// a question waits for its answer) or acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Reads,
    Acts,
}

/// The command table, one row a command: its words' message in the language files, its help's
/// message, whether it only reads, where its words are read, and what it does (a handler run
/// on the command language's reader with the command, the rest of the line and the time).
/// `command_table!(then)` hands the rows to the macro `then`: here they make [`CommandWord`]
/// and its columns, in `command` the dispatch to the handlers, so that a new command is a row
/// here plus its handler. The words themselves stay in the language files.
macro_rules! command_table {
    ($then:ident) => {
        $then! {
            Help = "cmd-help", "help-help", Reads, Game => |r, _, rest, _| Intent::answer(r.help(rest));
            Repeat = "cmd-repeat", "help-repeat", Reads, Game => |_, _, _, _| Intent::Repeat;
            Devices = "cmd-devices", "help-devices", Reads, Game => |_, _, _, _| Intent::Devices;
            Last = "cmd-last", "help-last", Reads, Game => |r, _, _, _| Intent::answer(r.last_move());
            Turn = "cmd-turn", "help-turn", Reads, Game => |r, _, _, _| r.turn_command();
            Board = "cmd-board", "help-board", Reads, Game => |r, _, _, _| Intent::Answer(r.board_lines());
            Pieces = "cmd-pieces", "help-pieces", Reads, Game => |r, _, rest, _| r.pieces(rest);
            Square = "cmd-square", "help-square", Reads, Game => |r, _, rest, _| r.square(rest);
            Rank = "cmd-rank", "help-rank", Reads, Game => |r, _, rest, _| r.scan_rank(rest);
            File = "cmd-file", "help-file", Reads, Game => |r, _, rest, _| r.scan_file(rest);
            Attacks = "cmd-attacks", "help-attacks", Reads, Game => |r, _, rest, _| r.attacks(rest);
            Moves = "cmd-moves", "help-moves", Reads, Game => |r, _, rest, _| r.legal_moves_of(rest);
            List = "cmd-list", "help-list", Reads, Game => |r, _, rest, _| r.move_list(rest);
            Material = "cmd-material", "help-material", Reads, Game => |r, _, _, _| Intent::answer(r.material());
            Captured = "cmd-captured", "help-captured", Reads, Game => |r, _, _, _| r.captured();
            Offer = "cmd-offer", "help-offer", Acts, Game => |r, _, rest, _| r.offer_command(rest);
            Accept = "cmd-accept", "help-accept", Acts, Game => |r, _, _, _| r.answer_offer(true);
            Decline = "cmd-decline", "help-decline", Acts, Game => |r, _, _, _| r.answer_offer(false);
            Claim = "cmd-claim", "help-claim", Acts, Game => |r, _, rest, _| r.claim_command(rest);
            TakeBack = "cmd-takeback", "help-takeback", Acts, Game => |r, _, _, _| r.takeback();
            Resign = "cmd-resign", "help-resign", Acts, Game => |r, _, rest, _| r.resign_command(rest);
            Save = "cmd-save", "help-save", Acts, Game => |_, _, _, _| Intent::Save;
            Code = "cmd-code", "help-code", Acts, Game => |_, _, _, _| Intent::Code;
            Quit = "cmd-quit", "help-quit", Acts, Game => |r, _, _, _| r.quit_command();
            New = "cmd-new", "help-new", Acts, Game => |r, _, _, _| r.new_command();
            Yes = "cmd-yes", "help-accept", Acts, Game => |r, c, _, _| r.yes_no_command(c);
            No = "cmd-no", "help-decline", Acts, Game => |r, c, _, _| r.yes_no_command(c);
            Cancel = "cmd-cancel", "help-cancel", Acts, Game => |r, c, _, _| r.yes_no_command(c);
            Clear = "cmd-clear", "help-clear", Acts, Game => |r, _, _, _| r.clear_command();
            Threefold = "cmd-threefold", "help-claim", Acts, Game => |r, c, _, _| r.explain(c);
            Fifty = "cmd-fifty", "help-claim", Acts, Game => |r, c, _, _| r.explain(c);
            Time = "cmd-time", "help-time", Reads, Game => |r, _, rest, now| r.time_command(rest, now);
            Short = "cmd-short", "help-time", Reads, Game => |r, c, _, _| r.explain(c);
            Exact = "cmd-exact", "help-time", Reads, Game => |r, c, _, _| r.explain(c);
            Own = "cmd-own", "help-time", Reads, Game => |r, c, _, _| r.explain(c);
            Opponent = "cmd-opponent", "help-time", Reads, Game => |r, c, _, _| r.explain(c);
            Arbiter = "cmd-arbiter", "help-arbiter", Acts, Game => |r, _, rest, now| r.arbiter_command(rest, now);
            Pause = "cmd-pause", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Resume = "cmd-resume", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Add = "cmd-add", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Remove = "cmd-remove", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Set = "cmd-set", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Check = "cmd-check", "help-check", Reads, Game => |r, _, rest, _| r.check_command(rest);
            Illegal = "cmd-illegal", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Result = "cmd-result", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Penalty = "cmd-penalty", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Dead = "cmd-dead", "help-claim", Acts, Game => |r, c, _, _| r.explain(c);
            Adjudication = "cmd-adjudication", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Forfeit = "cmd-forfeit", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Warning = "cmd-warning", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Increment = "cmd-increment", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Absent = "cmd-absent", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Arrived = "cmd-arrived", "help-arbiter", Acts, Game => |r, c, _, _| r.explain(c);
            Touched = "cmd-touched", "help-touched", Acts, Game => |r, _, rest, _| r.touched_command(rest);
            Press = "cmd-press", "help-press", Acts, Game => |r, _, _, _| r.press_command();
            Slip = "cmd-slip", "help-press", Acts, Game => |r, c, _, _| r.explain(c);
            Silence = "cmd-silence", "help-silence", Reads, Game => |_, _, _, _| Intent::Nothing;
            Hint = "cmd-hint", "help-hint", Reads, Game => |r, c, rest, _| r.engine_ask(c, rest);
            Eval = "cmd-eval", "help-eval", Reads, Game => |r, c, rest, _| r.engine_ask(c, rest);
            Threat = "cmd-threat", "help-threat", Reads, Game => |r, c, rest, _| r.engine_ask(c, rest);
            Engine = "cmd-engine", "help-engine", Acts, Game => |r, _, rest, _| r.engine_command(rest);
            Analyse = "cmd-analyse", "help-analyse", Acts, Game => |r, _, _, _| r.analyse_command();
            Forward = "cmd-forward", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Start = "cmd-start", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            End = "cmd-end", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Goto = "cmd-goto", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Next = "cmd-next", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Previous = "cmd-previous", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Mistake = "cmd-mistake", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Summary = "cmd-summary", "help-review", Acts, Review => |r, c, _, _| r.explain(c);
            Solution = "cmd-solution", "puzzle-help", Acts, Review => |r, c, _, _| r.explain(c);
            White = "cmd-white", "help-pieces", Reads, Side => |r, c, _, _| r.explain(c);
            Black = "cmd-black", "help-pieces", Reads, Side => |r, c, _, _| r.explain(c);
            Chat = "cmd-chat", "help-chat", Acts, Game => |_, _, rest, _| Intent::Online(OnlineAsk::Chat(rest.trim().to_string()));
            Abort = "cmd-abort", "help-abort", Acts, Game => |_, _, _, _| Intent::Online(OnlineAsk::Abort);
            Victory = "cmd-victory", "help-victory", Acts, Game => |_, _, _, _| Intent::Online(OnlineAsk::ClaimVictory);
        }
    };
}
pub(crate) use command_table;

/// The enum and the columns of the words, from the table's rows (the handlers are
/// `command`'s).
macro_rules! command_words {
    ($($word:ident = $id:literal, $help:literal, $access:ident, $place:ident => $run:expr;)*) => {
        /// Every word that names a command or a command's argument.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CommandWord { $($word),* }

        impl CommandWord {
            pub const ALL: &'static [CommandWord] = &[$(CommandWord::$word),*];

            /// The language file's message for this word.
            pub fn id(self) -> &'static str {
                match self { $(CommandWord::$word => $id),* }
            }

            /// The language file's message that tells how the command goes; an argument word
            /// leads to its command's.
            pub fn help_id(self) -> &'static str {
                match self { $(CommandWord::$word => $help),* }
            }

            /// Whether the command only reads, and so may be used while a question waits for
            /// its answer.
            pub fn reads_only(self) -> bool {
                match self { $(CommandWord::$word => Access::$access == Access::Reads),* }
            }

            /// Where the command's words are read.
            pub fn place(self) -> Place {
                match self { $(CommandWord::$word => Place::$place),* }
            }
        }
    };
}

command_table!(command_words);

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
                match (command.place(), command) {
                    (Place::Side, CommandWord::White) => {
                        sides.entry(normalize(word)).or_insert(Color::White);
                    }
                    (Place::Side, _) => {
                        sides.entry(normalize(word)).or_insert(Color::Black);
                    }
                    (Place::Review, _) => {
                        review.entry(normalize(word)).or_insert(command);
                    }
                    (Place::Game, _) => {
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
            let mut owners: BTreeMap<(String, String), Vec<&str>> = BTreeMap::new();
            for &command in CommandWord::ALL {
                let place = command.place();
                let name = language.plain(command.id()).unwrap_or_default();
                let aliases = language
                    .attribute(command.id(), "aliases")
                    .unwrap_or_default();
                for word in name.split_whitespace().chain(aliases.split_whitespace()) {
                    let list = owners
                        .entry((format!("{place:?}"), normalize(word)))
                        .or_default();
                    if !list.contains(&command.id()) {
                        list.push(command.id());
                    }
                }
            }
            let shared: Vec<(&(String, String), &Vec<&str>)> =
                owners.iter().filter(|(_, ids)| ids.len() > 1).collect();
            assert!(shared.is_empty(), "{code}: {shared:?}");
        }
    }

    /// Every row of the command table is reachable: in every language some word of its row
    /// is read, where the row says, as that command; and its words and its help are messages
    /// of every language file.
    #[test]
    fn every_row_is_reachable_in_every_language() {
        for code in Language::builtin_codes() {
            let language = Language::load(code).unwrap();
            let commands = Commands::read(&language);
            for &command in CommandWord::ALL {
                assert!(language.has(command.help_id()), "{code}: {command:?}");
                let name = language.plain(command.id()).unwrap_or_default();
                let aliases = language
                    .attribute(command.id(), "aliases")
                    .unwrap_or_default();
                let reached = name
                    .split_whitespace()
                    .chain(aliases.split_whitespace())
                    .any(|word| match command.place() {
                        Place::Game => commands.get(word) == Some(command),
                        Place::Review => commands.review(word) == Some(command),
                        Place::Side => {
                            let side = commands.side(word);
                            side == Some(Color::White) && command == CommandWord::White
                                || side == Some(Color::Black) && command == CommandWord::Black
                        }
                    });
                assert!(reached, "{code}: no word reaches {command:?}");
            }
        }
    }

    /// The columns the old lists held: the commands that only read, and the review's words (with
    /// the puzzle's `lösung`, read in the same place).
    #[test]
    fn the_table_keeps_the_reading_commands_and_the_review_words() {
        let reading: Vec<CommandWord> = CommandWord::ALL
            .iter()
            .copied()
            .filter(|c| c.reads_only())
            .collect();
        assert_eq!(reading.len(), 27, "{reading:?}");
        assert!(!CommandWord::Resign.reads_only() && CommandWord::Time.reads_only());
        let review: Vec<CommandWord> = CommandWord::ALL
            .iter()
            .copied()
            .filter(|c| c.place() == Place::Review)
            .collect();
        assert_eq!(review.len(), 9, "{review:?}");
        assert_eq!(CommandWord::ALL.len(), 76);
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
