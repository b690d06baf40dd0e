//! The question after a refused entry that followed a press (7.5.1, 7.5.3): both clocks stand
//! until one word names a slip of the hand or an illegal move.

use shakmaty::Color;

use super::{Intent, Reader};
use crate::lang::CommandWord;
use crate::message::Message;
use crate::session::Record;
use shakmaty::uci::UciMove;

impl Reader<'_> {
    /// The answer to "slip or illegal?" from `by`'s side: `fehler` lets the clocks go on,
    /// `regelwidrig` deals with the illegal move at once (the question is the arbiter's
    /// ruling, asked of whoever types). Reading the game, the clock, the help, a claim or an
    /// arbiter's command go on as ever (`None`); anything else is not entered, and the
    /// answer says so in a few words.
    pub(super) fn refused_answer(
        &self,
        by: Color,
        line: &str,
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
            // A line typed meanwhile (his move again, a pasted one) is not entered, and says
            // so: the question comes first.
            _ => Some(Intent::answer(Message::new("refused-not-entered").with(
                "text",
                Message::new("quoted").with("word", crate::message::Arg::Text(line.to_string())),
            ))),
        }
    }

    /// `regelwidrig` at the question "which piece?" after a press: the pawn moved to the last
    /// rank without a piece and the clock pressed is a completed illegal move (7.5.2), made
    /// with a queen, the penalty given once. `None` where that is not the question open.
    pub(super) fn illegal_at_promotion(&self) -> Option<Intent> {
        let (candidates, question) = self.talk.open_move.as_ref()?;
        let turn = self.s.game().turn();
        if self.s.pressed() != Some(turn) || candidates.iter().any(|m| m.promotion().is_none()) {
            return None;
        }
        let queens: Vec<&shakmaty::Move> = candidates
            .iter()
            .filter(|m| m.promotion() == Some(shakmaty::Role::Queen))
            .collect();
        Some(match queens.as_slice() {
            [m] => Intent::record(Record::IllegalMove {
                by: turn.into(),
                queen_promotion: Some(UciMove::from_move(**m, self.s.game().castling_mode())),
                retract: false,
            }),
            // Two pawns could have gone there: which one is asked first.
            _ => Intent::answer(question.clone()),
        })
    }
}
