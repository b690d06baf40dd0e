//! A typed move refused with what to do next (docs/conversation.md, "What to do"): a typo is
//! answered with the nearest word anna knows, a move for a piece that cannot go there with
//! whose move it is and what stands on the square.

use shakmaty::Position;

use super::{Conversation, Reader};
use crate::message::{Arg, Message};
use crate::notation::{ParseError, ParseErrorKind};
use crate::session::Session;

impl Conversation {
    /// The word of the moves or the command nearest to a typo ("Springr": "Springer"), in
    /// the conversation's language and the move words of the game.
    pub fn nearest_word(&self, session: &Session, typed: &str) -> Option<String> {
        let vocab = session.vocab();
        let commands = self.language.commands().names();
        crate::lang::nearest(typed, vocab.written_words().chain(commands)).map(str::to_string)
    }
}

impl Reader<'_> {
    /// The parser's refusal of a typed move, followed by the step that would work.
    pub(super) fn move_refusal(&self, e: &ParseError) -> Message {
        let quoted = |w: String| Message::new("quoted").with("word", Arg::Text(w));
        let next: Vec<Arg> = match &e.kind {
            ParseErrorKind::UnknownWord(word) => vec![
                match self.talk.nearest_word(self.s, word) {
                    Some(near) => Message::new("parse-nearest").with("word", quoted(near)),
                    None => Message::new("parse-how-to-type"),
                }
                .into(),
            ],
            // Typed for the side not to move, or for a piece that is not there: whose move it
            // is, and what stands on the square named.
            ParseErrorKind::NoPiece { to, .. } => {
                let pos = self.s.game().position();
                let square = self.square_words(*to);
                let stands = match pos.board().piece_at(*to) {
                    None => Message::new("square-empty").with("square", square),
                    Some(piece) => Message::new("square-piece")
                        .with("square", square)
                        .with("piece", Arg::Piece(piece, true)),
                };
                vec![
                    Message::new("to-move").with("side", pos.turn()).into(),
                    stands.into(),
                ]
            }
            _ => Vec::new(),
        };
        if next.is_empty() {
            return e.message();
        }
        let mut parts = vec![Arg::from(e.message())];
        parts.extend(next);
        Message::new("sentences").with("parts", Arg::Sentences(parts))
    }
}
