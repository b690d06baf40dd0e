//! What anna says, as data: a message of the language file named by its id, with named
//! arguments. Outputs turn it into words (each in its own language); the journal, the tests and
//! the game model only ever see the data.
//!
//! The bottom of the crate: every module says things, so the data of what is said depends on
//! nothing but the chess types; the wording lives above, in `lang`.

mod clean;
mod io;
mod token;

pub use clean::{has_controls, one_line, without_controls};
pub use io::{io_kind_reason, io_reason};
pub use token::Token;

use shakmaty::{Color, Piece};

/// One sentence (or a part of one) to be worded by a language file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A value a message is worded with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A count: printed as digits, and it chooses the plural form.
    Number(i64),
    /// A count said in words ("dreiundzwanzig"), from the language's number words.
    Spelled(u64),
    /// Words of a person, not of anna: a name, a typed word, a file name. Shown as they are.
    Text(String),
    /// A figure anna writes that is not a count (a time such as 1:29:57): its digits are the
    /// ones the user chose (`--digits`).
    Figure(String),
    /// A key a message chooses its wording by (`[white]`, `[queen]`), never shown itself.
    Key(&'static str),
    /// White or Black, in the conversation's words.
    Side(Color),
    /// Move words (pieces, squares, moves): rendered by the move vocabulary, not the language.
    Words(Vec<Token>),
    /// A piece as a square's content ("weißer Springer"), with the indefinite article if `true`.
    Piece(Piece, bool),
    /// A message inside a message.
    Message(Box<Message>),
    /// Alternatives joined by the language's "or" ("a, b oder c").
    Any(Vec<Arg>),
    /// Parts joined by the list separator alone ("Springer, Läufer").
    Series(Vec<Arg>),
    /// The parts of one amount, a time ("eine Stunde, zwölf Minuten"), joined as the language
    /// joins them (`amount-separator`: «ساعة واحدة وثلاثون دقيقة», «یک ساعت و سی دقیقه»).
    Amount(Vec<Arg>),
    /// Whole sentences, one after the other.
    Sentences(Vec<Arg>),
}

impl Message {
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The argument of that name, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

impl From<Color> for Arg {
    fn from(c: Color) -> Arg {
        Arg::Side(c)
    }
}

impl From<Vec<Token>> for Arg {
    fn from(t: Vec<Token>) -> Arg {
        Arg::Words(t)
    }
}

impl From<Token> for Arg {
    fn from(t: Token) -> Arg {
        Arg::Words(vec![t])
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(u32, u64, usize, i64, i32);
