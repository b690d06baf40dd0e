//! A typed move: made, entered for the read-back (D.2.8), asked about (which piece, which of
//! several), or refused in its own words; draw answers and take-backs.

use shakmaty::{Chess, Color, Move, Position};

use shakmaty::uci::UciMove;

use super::{Intent, Pending, Reader};
use crate::clock::ClockState;
use crate::message::{Arg, Message};
use crate::notation::{
    ParseError, ParseErrorKind, announce, parse_file, parse_move, parse_rank, parse_role,
    parse_square,
};
use crate::output::Event;
use crate::session::Record;

impl Reader<'_> {
    pub(super) fn move_input(&mut self, text: &str) -> Intent {
        let intent = self.try_move(text);
        // A correction that fails leaves the entered move standing, and says which (D.2.8).
        match (self.s.entered(), intent) {
            (Some(m), Intent::Answer(mut answers)) if self.talk.open_move.is_none() => {
                let words = announce(self.s.game().position(), m, self.s.options());
                answers.push(Event::Private(
                    Message::new("entered-still").with("move", words),
                ));
                Intent::Answer(answers)
            }
            (_, intent) => intent,
        }
    }

    /// The typed move made, entered, asked about or refused in its own words.
    fn try_move(&mut self, text: &str) -> Intent {
        // A new attempt replaces any question about the last one.
        self.talk.open_move = None;
        if let Some(refusal) = self.no_move_now() {
            return refusal;
        }
        let pos = self.s.game().position();
        let parsed = parse_move(text, pos, self.s.vocab(), &self.s.setup().announce);
        self.talk.move_refused = parsed.is_err();
        match parsed {
            Ok(m) => self.make(m),
            Err(e) => self.unplayable(text, &e),
        }
    }

    /// Why no move can be typed now, whatever it is: the game is over, the engine is stopped
    /// or to move, or the clock is paused.
    fn no_move_now(&self) -> Option<Intent> {
        if self.s.game().is_over() {
            return Some(Intent::answer(Message::new("game-is-over")));
        }
        // A stopped engine makes no move: the game stands until the player chooses a way on.
        if self.s.kind().engine().is_some() && self.s.engine_stopped() {
            return Some(Intent::answer(Message::new("sentences").with(
                "parts",
                Arg::Sentences(vec![
                    Message::new("engine-off").into(),
                    Message::new("engine-way-on").into(),
                ]),
            )));
        }
        if let Some(engine) = self.s.kind().engine()
            && Color::from(engine.side) == self.s.game().turn()
        {
            return Some(Intent::answer(
                Message::new("engine-to-move").with("side", self.s.game().turn()),
            ));
        }
        let paused = self.s.clock().map(|c| c.state()) == Some(ClockState::Paused);
        paused.then(|| Intent::answer(Message::new("clock-paused")))
    }

    /// A typed move that cannot be played as it stands: a question where a word is missing,
    /// an illegal move after the press, or a refusal that says why.
    fn unplayable(&mut self, text: &str, e: &ParseError) -> Intent {
        match &e.kind {
            // After the press the move cannot be played: both clocks stop, and anna asks
            // whether it was a slip or an illegal move (7.5.1, 7.5.3).
            kind if self.s.pressed() == Some(self.s.game().turn())
                && super::claims::names_an_impossible_move(kind) =>
            {
                // The refusal says why, before its question.
                Intent::record(Record::Refused {
                    by: self.s.game().turn().into(),
                    text: text.to_string(),
                })
            }
            ParseErrorKind::Ambiguous(_) | ParseErrorKind::PromotionMissing(_) => {
                // A question: the next line may answer it with the word that was missing.
                let candidates = candidates(self.s.game().position(), &e.kind);
                self.talk.open_move = Some((candidates, e.message()));
                Intent::answer(e.message())
            }
            // In a tournament the move was made on a board: if anna cannot play it, the
            // boards have probably parted.
            _ if self.s.kind().is_tournament() => Intent::answer(Message::new("sentences").with(
                "parts",
                Arg::Sentences(vec![
                    self.move_refusal(e).into(),
                    Message::new("board-check-hint").into(),
                ]),
            )),
            _ => Intent::answer(self.move_refusal(e)),
        }
    }

    /// A legal move made: read back first in a tournament, played at once otherwise.
    pub(super) fn make(&self, m: Move) -> Intent {
        let pos = self.s.game().position();
        if let Some(written) = self.s.game().must_play().filter(|w| *w != m) {
            let words = announce(pos, written, self.s.options());
            return Intent::answer(Message::new("must-play").with("move", words));
        }
        let uci = UciMove::from_move(m, self.s.game().castling_mode());
        if self.s.kind().reads_back() {
            // Read back first; until Enter makes it, a slip can be put right (D.2.8).
            Intent::record(Record::Entered { uci })
        } else {
            Intent::record(Record::Move { uci })
        }
    }

    /// The answer to "which piece?" or "which move?": the words that were missing ("Dame",
    /// "Bella", "Springer", "b1"), picking one of the moves asked about. `None` when the line
    /// is not such an answer (a move of its own is then read as a move); the question again
    /// when it names none or several of them.
    pub(super) fn answer_open_move(&mut self, line: &str) -> Option<Intent> {
        let (candidates, question) = self.talk.open_move.clone()?;
        let pos = self.s.game().position();
        if parse_move(line, pos, self.s.vocab(), &self.s.setup().announce).is_ok() {
            return None;
        }
        let opts = self.s.setup().announce;
        let mut chosen = candidates.clone();
        let mut understood = false;
        for word in line.split_whitespace() {
            let keep: Box<dyn Fn(&Move) -> bool> =
                if let Some(square) = parse_square(word, self.s.vocab(), &opts) {
                    Box::new(move |m| m.from() == Some(square) || m.to() == square)
                } else if let Some(role) = parse_role(word, self.s.vocab()) {
                    Box::new(move |m| {
                        m.promotion() == Some(role) || (m.promotion().is_none() && m.role() == role)
                    })
                } else if let Some(file) = parse_file(word, self.s.vocab()) {
                    Box::new(move |m| m.from().is_some_and(|s| s.file() == file))
                } else if let Some(rank) = parse_rank(word, self.s.vocab(), &opts) {
                    Box::new(move |m| m.from().is_some_and(|s| s.rank() == rank))
                } else {
                    return None;
                };
            understood = true;
            chosen.retain(|m| keep(m));
        }
        match chosen.as_slice() {
            [m] if understood => Some(self.make(*m)),
            _ if understood => Some(Intent::answer(question)),
            _ => None,
        }
    }

    /// The answer of the player a standing draw offer asked: accepted or declined in their
    /// name, never in the name of the side that offered.
    pub(super) fn answer_offer(&self, accept: bool) -> Intent {
        let Some(offer) = self.s.game().draw_offer() else {
            return Intent::answer(Message::new("no-offer"));
        };
        let by = (!offer.by).into();
        if !accept {
            return Intent::record(Record::Decline { by });
        }
        if self.s.game().plies() < 2 {
            return Intent::answer(Message::new("too-early"));
        }
        // 9.1.2.1: an offer made before the offerer's own move is put to the opponent once
        // that move is made (as anna said); accepted only then. Declining is always possible.
        let game = self.s.game();
        // A claim's offer (9.1.2.3) is put to the opponent at once, so he may accept it.
        let from_claim = game
            .claims()
            .last()
            .is_some_and(|c| c.by == offer.by && c.at_ply == offer.at_ply);
        // Lichess puts an offer to the player at once, and takes its acceptance at once.
        let online = self.s.kind().is_online();
        if offer.by == game.turn() && offer.at_ply == game.plies() && !from_claim && !online {
            return Intent::answer(
                Message::new("accept-after-move")
                    .with("side", offer.by)
                    .with("other", !offer.by),
            );
        }
        Intent::record(Record::Accept { by })
    }

    pub(super) fn takeback(&mut self) -> Intent {
        // Online the opponent is asked, or his asking agreed to, on the server.
        if self.s.kind().is_online() {
            if self.s.game().plies() == 0 {
                return Intent::answer(Message::new("no-move-yet"));
            }
            return Intent::Online(super::OnlineAsk::TakeBack);
        }
        if self.s.kind().is_tournament() {
            return Intent::answer(Message::new("takeback-tournament"));
        }
        if let Some(engine) = self.s.kind().engine() {
            // The engine always agrees, and the player's own last move is taken back, with the
            // engine's answer to it if it has answered: it is the player's turn again.
            let engine = Color::from(engine.side);
            let plies = self.s.game().plies();
            let count = if self.s.game().turn() == engine { 1 } else { 2 };
            // No move of the player's yet (the engine opened): only the engine's could go,
            // and it would play it again.
            if plies < count {
                return Intent::answer(Message::new("no-move-yet"));
            }
            return Intent::commit(vec![Record::TakeBack; count]);
        }
        let Some(ply) = self.s.game().plies().checked_sub(1) else {
            return Intent::answer(Message::new("no-move-yet"));
        };
        let Some(pos) = self.s.game().position_at(ply) else {
            return Intent::answer(Message::new("no-move-yet"));
        };
        // The player who made the move asks; the opponent must agree.
        let asked_of = pos.turn().other();
        self.talk.pending = Some(Pending::TakeBack { asked_of });
        // Asked of the opponent: both hear it.
        Intent::Answer(vec![Event::Public(self.takeback_question(asked_of))])
    }

    /// "Schwarz, einverstanden, den Zug … zurückzunehmen?", naming the result it cancels
    /// after the end.
    pub(super) fn takeback_question(&self, asked_of: Color) -> Message {
        let ply = self.s.game().plies().saturating_sub(1);
        let words = match (self.s.game().moves().last(), self.s.game().position_at(ply)) {
            (Some(last), Some(pos)) => announce(pos, last.mv, self.s.options()),
            _ => Vec::new(),
        };
        let question = Message::new("takeback-ask")
            .with("side", asked_of)
            .with("move", words);
        match self.cancelled_result() {
            Some(cancelled) => Message::new("sentences").with(
                "parts",
                Arg::Sentences(vec![cancelled.into(), question.into()]),
            ),
            None => question,
        }
    }

    /// After the end, what taking moves back cancels: "Das Ergebnis gilt dann nicht mehr:
    /// Weiß gewinnt, Schachmatt."
    pub(super) fn cancelled_result(&self) -> Option<Message> {
        let outcome = self.s.game().outcome()?;
        Some(
            Message::new("result-cancelled")
                .with("result", crate::session::result_message(outcome.result))
                .with(
                    "reason",
                    crate::session::reason_message(outcome.termination),
                ),
        )
    }
}

/// The moves a question about a typed move chooses among: the ambiguous ones, or every
/// promotion onto the square (the piece answers, a second pawn that could go there is told
/// apart by its file).
fn candidates(pos: &Chess, kind: &ParseErrorKind) -> Vec<Move> {
    match kind {
        ParseErrorKind::Ambiguous(moves) => moves.clone(),
        _ => pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                m.promotion().is_some()
                    && matches!(kind, ParseErrorKind::PromotionMissing(to) if m.to() == *to)
            })
            .collect(),
    }
}
