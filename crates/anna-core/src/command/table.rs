//! The dispatch of the command table (`lang::command_table!`): each command word runs the
//! handler of its row, and the handlers that need more than a line live here. A new command
//! is a row of the table plus its handler.

use shakmaty::Position;

use super::{Intent, OnlineAsk, Pending, Reader, read::help_message};
use crate::clock::Moment;
use crate::lang::CommandWord;
use crate::message::Message;
use crate::session::Record;

/// A command's handler: the reader, the command, the rest of the line, the time.
type Handler = fn(&mut Reader<'_>, CommandWord, &str, Moment) -> Intent;

macro_rules! dispatch {
    ($($word:ident = $id:literal, $help:literal, $access:ident, $place:ident => $run:expr;)*) => {
        impl Reader<'_> {
            /// A command word with its arguments, once it is neither an answer nor a move: the
            /// handler of its row.
            pub(super) fn command(&mut self, command: CommandWord, rest: &str, now: Moment) -> Intent {
                let run: Handler = match command {
                    $(CommandWord::$word => $run,)*
                };
                run(self, command, rest, now)
            }
        }
    };
}

crate::lang::command_table!(dispatch);

impl Reader<'_> {
    /// An argument word on its own ("kurz", "wiederholung"): how its command goes.
    pub(super) fn explain(&self, command: CommandWord) -> Intent {
        Intent::answer(help_message(command, self.s))
    }

    /// Whose move it is, or how the game ended.
    pub(super) fn turn_command(&self) -> Intent {
        let turn = self.s.game().turn();
        Intent::answer(match self.s.game().outcome() {
            Some(outcome) => crate::session::outcome_message(outcome),
            None if self.s.game().position().is_check() => {
                Message::new("to-move-check").with("side", turn)
            }
            None => Message::new("to-move").with("side", turn),
        })
    }

    fn game_over() -> Intent {
        Intent::answer(Message::new("game-is-over"))
    }

    /// `remis`: "remis weiß" names the side; where the keyboard is one side's, `remis` is that
    /// side's offer; where both players type, anna asks who offers (an offer is valid whenever
    /// it is made, 9.1.2.1, so the moment does not tell). «عرض تعادل أبيض», «پیشنهاد تساوی
    /// سفید»: the offer's own words before the side.
    pub(super) fn offer_command(&mut self, rest: &str) -> Intent {
        if self.s.game().is_over() {
            return Self::game_over();
        }
        let side_words: Vec<&str> = rest
            .split_whitespace()
            .skip_while(|w| self.command_word(w) == Some(CommandWord::Offer))
            .collect();
        let named = self.named_side(&side_words.join(" "));
        match named.or_else(|| self.talk.keyboard(self.s)) {
            Some(by) => self.offer(by),
            None if self.s.game().draw_offer().is_some() => self.offer(self.s.game().turn()),
            None => {
                self.talk.pending = Some(Pending::OfferBy);
                Intent::answer(Message::new("offer-by-which"))
            }
        }
    }

    pub(super) fn claim_command(&mut self, rest: &str) -> Intent {
        match self.s.game().is_over() {
            true => Self::game_over(),
            false => self.claim(rest),
        }
    }

    /// Where the keyboard is one side's (an e-board, an online opponent), it is that side that
    /// resigns, whoever is to move.
    pub(super) fn resign_command(&mut self, rest: &str) -> Intent {
        if self.s.game().is_over() {
            return Self::game_over();
        }
        let by = self
            .named_side(rest)
            .or_else(|| self.talk.keyboard(self.s))
            .unwrap_or(self.s.game().turn());
        self.talk.pending = Some(Pending::Resign(by));
        Intent::answer(Message::new("confirm-resign").with("side", by))
    }

    /// A finished game is saved: leaving needs no question.
    pub(super) fn quit_command(&mut self) -> Intent {
        if self.s.game().is_over() {
            return Intent::Leave;
        }
        self.talk.pending = Some(Pending::Quit);
        Intent::answer(Message::new("confirm-quit"))
    }

    pub(super) fn new_command(&self) -> Intent {
        match self.s.game().is_over() {
            true => Intent::NewGame,
            false => Intent::answer(Message::new("new-while-playing")),
        }
    }

    /// "ja"/"nein" answer the question a standing draw offer asked; `abbrechen` drops a move
    /// question; with nothing asked, they say so.
    pub(super) fn yes_no_command(&mut self, command: CommandWord) -> Intent {
        let over = self.s.game().is_over();
        match command {
            CommandWord::Yes | CommandWord::No if self.s.game().draw_offer().is_some() && !over => {
                self.answer_offer(command == CommandWord::Yes)
            }
            CommandWord::Cancel if self.talk.open_move.is_some() => {
                self.talk.open_move = None;
                Intent::answer(Message::new("cancelled"))
            }
            _ => Intent::answer(Message::new("nothing-asked")),
        }
    }

    pub(super) fn clear_command(&self) -> Intent {
        match self.s.entered() {
            Some(_) => Intent::record(Record::Cleared),
            None => Intent::answer(Message::new("nothing-entered")),
        }
    }

    /// `prüfen` alone reads the board out (and compares an e-board); with words, it checks them.
    pub(super) fn check_command(&self, rest: &str) -> Intent {
        match rest.is_empty() {
            true => Intent::BoardCheck(self.board_lines()),
            false => self.board_check(rest),
        }
    }

    pub(super) fn touched_command(&self, rest: &str) -> Intent {
        match self.named_side(rest) {
            Some(by) => Intent::record(Record::Touched { by: by.into() }),
            None => self.bad_word(rest),
        }
    }

    /// D.2.4: the blind player's move starts the opponent's clock once it is made and announced
    /// (Enter does both); a press of his own before that is refused.
    pub(super) fn press_command(&self) -> Intent {
        let turn = self.s.game().turn();
        if self.s.game().is_over() {
            Self::game_over()
        } else if self.s.clock().is_none() {
            Intent::answer(Message::new("no-clock"))
        } else if self.s.pressed().is_some() {
            Intent::answer(Message::new("pressed-already").with("side", turn))
        } else if self.s.entry().blind == Some(turn) {
            Intent::answer(Message::new("press-blind").with("side", turn))
        } else {
            Intent::record(Record::Pressed { by: turn.into() })
        }
    }

    /// 11.3: no analysis while the players are at the board of a tournament.
    pub(super) fn analyse_command(&self) -> Intent {
        if self.s.kind().is_tournament() {
            Intent::answer(Message::new("review-tournament"))
        } else if !self.s.game().is_over() {
            Intent::answer(Message::new("review-after-game"))
        } else {
            Intent::Review
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{Language, Place};
    use crate::session::{Session, Setup};

    /// A word of the conversation's language that names `command` among the game's words.
    fn word_of(talk: &super::super::Conversation, language: &Language, c: CommandWord) -> String {
        let name = language.plain(c.id()).unwrap_or_default();
        let aliases = language.attribute(c.id(), "aliases").unwrap_or_default();
        name.split_whitespace()
            .chain(aliases.split_whitespace())
            .find(|w| talk.command_word(w) == Some(c))
            .map(str::to_string)
            .unwrap_or_else(|| panic!("no word for {c:?}"))
    }

    fn first_answer(intent: &Intent) -> Option<&str> {
        match intent.answers().first() {
            Some(crate::output::Event::Private(message)) => Some(message.id()),
            _ => None,
        }
    }

    /// The table's column "reads only" is what the dispatch does: while a question waits, a
    /// command that only reads runs and leaves it open, any other is answered with the
    /// question again. An argument word alone is answered with its row's help.
    #[test]
    fn every_game_row_is_dispatched_as_its_columns_say() {
        let session = Session::new(Setup::default()).unwrap();
        let language = Language::fallback();
        let mut talk = super::super::Conversation::new(&language, &session);

        let now = Moment::ZERO;
        let answers = [CommandWord::Yes, CommandWord::No, CommandWord::Cancel];
        for &c in CommandWord::ALL {
            if c.place() != Place::Game || answers.contains(&c) {
                continue;
            }
            let word = word_of(&talk, &language, c);
            let quit = word_of(&talk, &language, CommandWord::Quit);
            talk.pending = None;
            let asked = talk.input(&session, &quit, now);
            assert_eq!(first_answer(&asked), Some("confirm-quit"));
            let intent = talk.input(&session, &word, now);
            let asked_again = first_answer(&intent) == Some("confirm-quit");
            assert_eq!(asked_again, !c.reads_only(), "{c:?}");
            assert!(talk.pending.is_some(), "{c:?}");
        }
        for c in [
            CommandWord::Short,
            CommandWord::Threefold,
            CommandWord::Pause,
        ] {
            talk.pending = None;
            let word = word_of(&talk, &language, c);
            let intent = talk.input(&session, &word, now);
            assert_eq!(first_answer(&intent), Some(c.help_id()), "{c:?}");
        }
    }
}
