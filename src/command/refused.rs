//! The question after a refused entry that followed a press (7.5.1, 7.5.3): both clocks stand
//! until one word names a slip of the hand or an illegal move.

use shakmaty::Color;

use super::{Intent, Reader};
use crate::lang::CommandWord;
use crate::message::Message;
use crate::session::Record;

impl Reader<'_> {
    /// The answer to "slip or illegal?" from `by`'s side: `fehler` lets the clocks go on,
    /// `regelwidrig` deals with the illegal move at once (the question is the arbiter's
    /// ruling, asked of whoever types). Reading the game, the clock, the help, a claim or an
    /// arbiter's command go on as ever (`None`); anything else asks again.
    pub(super) fn refused_answer(
        &self,
        by: Color,
        command: Option<CommandWord>,
        rest: &str,
    ) -> Option<Intent> {
        use CommandWord as C;
        match command {
            Some(C::Slip) if rest.is_empty() => {
                Some(Intent::record(Record::Slip { by: by.into() }))
            }
            Some(C::Illegal) if rest.is_empty() => Some(match self.illegal_move(by, None, false) {
                Ok(record) => Intent::record(record),
                Err(step) => step,
            }),
            Some(c)
                if super::reads_only(c)
                    || matches!(
                        c,
                        C::Time
                            | C::Claim
                            | C::Arbiter
                            | C::Save
                            | C::Code
                            | C::Quit
                            | C::Resign
                            | C::Check
                    ) =>
            {
                None
            }
            _ => Some(Intent::answer(
                Message::new("refused-stopped").with("side", by),
            )),
        }
    }
}
