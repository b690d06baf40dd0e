//! Claims (a draw by repetition, fifty moves, a dead position; an illegal move) and the board
//! check typed as a board.

use shakmaty::{Color, Move, Position};

use shakmaty::uci::UciMove;

use super::{Intent, Pending, Reader};
use crate::board_words::check;
use crate::game::{GameResult, dead};
use crate::lang::CommandWord;
use crate::message::{Arg, Message};
use crate::notation::{announce, parse_board, parse_move};
use crate::output::Event;
use crate::session::{Claimed, Record, Ruled};

impl Reader<'_> {
    pub(super) fn claim(&mut self, rest: &str) -> Intent {
        // After an incorrect claim its written move comes next, not another claim (9.5.3).
        if let Some(written) = self.s.game().must_play() {
            let words = announce(self.s.game().position(), written, self.s.options());
            return Intent::answer(Message::new("must-play").with("move", words));
        }
        let mut words = rest.split_whitespace();
        let kind = match words.next().and_then(|w| self.command_word(w)) {
            Some(CommandWord::Threefold) => Claimed::Threefold,
            Some(CommandWord::Fifty) => Claimed::Fifty,
            Some(CommandWord::Dead) => return self.claim_dead(),
            // A claim of a completed illegal move (A.4.2), for the arbiter: charged to the
            // side named, by default to the one whose move was completed last.
            Some(CommandWord::Illegal) => {
                let by = match words.next() {
                    Some(word) => match self.named_side(word) {
                        Some(side) => side,
                        None => return self.bad_word(word),
                    },
                    None => self.last_completed(),
                };
                return match self.illegal_move(by, None, true) {
                    Ok(record) => {
                        let question =
                            Message::new("arbiter-confirm").with("change", self.change(&record));
                        self.talk.pending = Some(Pending::Arbiter(record));
                        Intent::answer(question)
                    }
                    Err(step) => step,
                };
            }
            _ => return Intent::answer(Message::new("claim-needs-kind")),
        };
        let turn = self.s.game().turn();
        if self.s.touched_this_move(turn) {
            return Intent::answer(Message::new("claim-after-touch").with("side", turn));
        }
        let written_text: Vec<&str> = words.collect();
        let by = turn.into();
        if written_text.is_empty() {
            return Intent::record(Record::Claim {
                by,
                claim: kind,
                written: None,
            });
        }
        let pos = self.s.game().position();
        match parse_move(
            &written_text.join(" "),
            pos,
            self.s.vocab(),
            &self.s.setup().announce,
        ) {
            Ok(m) => Intent::record(Record::Claim {
                by,
                claim: kind,
                written: Some(UciMove::from_move(m, self.s.game().castling_mode())),
            }),
            // A readable move that cannot be played: the claim is incorrect (docs/arbiter.md),
            // and the player hears why the move cannot be played.
            Err(e) if names_an_impossible_move(&e.kind) => Intent::Commit {
                records: vec![Record::IllegalClaim {
                    by,
                    claim: kind,
                    text: written_text.join(" "),
                }],
                answers: vec![Event::Private(e.message())],
            },
            Err(e) => Intent::answer(e.message()),
        }
    }

    /// `reklamieren tot`: a dead position (5.2.2) ends the game. Where a side can still mate,
    /// the answer names the moves of one such mate, so the claimant hears why; where the
    /// search cannot tell within its budget, the arbiter decides.
    pub(super) fn claim_dead(&self) -> Intent {
        let pos = self.s.game().position();
        let reach = dead::reach(pos, dead::DECIDING);
        if reach.dead() {
            return Intent::record(Record::Result {
                result: GameResult::Draw,
                ruling: Ruled::Dead,
                reason: String::new(),
            });
        }
        let can = [Color::White, Color::Black]
            .into_iter()
            .find(|c| reach.of(*c) == dead::Mate::Possible);
        Intent::answer(match can {
            Some(side) => Message::new("dead-not-mate")
                .with("side", side)
                .with("moves", self.line_words(reach.line(side))),
            None => Message::new("dead-unknown").with("positions", reach.positions),
        })
    }

    /// The moves of a line from the current position, each in the conversation's move words.
    fn line_words(&self, line: &[Move]) -> Arg {
        let mut pos = self.s.game().position().clone();
        let mut words = Vec::with_capacity(line.len());
        for m in line {
            words.push(Arg::Words(announce(&pos, *m, self.s.options())));
            pos.play_unchecked(*m);
        }
        Arg::Series(words)
    }

    /// The side whose move was completed last: the one who pressed his clock and is typing
    /// his move, or else the one who moved last.
    fn last_completed(&self) -> Color {
        let turn = self.s.game().turn();
        match self.s.pressed() {
            Some(side) if side == turn => side,
            _ => !turn,
        }
    }

    /// A completed illegal move by `by`, for the arbiter to confirm (`claimed`: on a claim).
    /// `by`'s last completed move may be dealt with until the opponent completes his next
    /// (A.4.2, B.4; under full supervision the arbiter acts whenever): a move anna took, the
    /// opponent now to move, is taken back (7.5.1); with `by` to move, the illegal move is
    /// the one his press completed and anna refused, or one the arbiter saw on the board.
    pub(super) fn illegal_move(
        &self,
        by: Color,
        promotion: Option<&&str>,
        claimed: bool,
    ) -> Result<Record, Intent> {
        let game = self.s.game();
        let turn = game.turn();
        let retract = by != turn;
        if retract && game.plies() == 0 {
            return Err(Intent::answer(Message::new("no-move-yet")));
        }
        let partial = self.s.setup().supervision() == Some(crate::session::Supervision::Partial);
        // The opponent completed his next move: he pressed for it, or (on a claim, which is
        // of a completed move) he moved and `by` has not pressed since.
        let opponent_moved = match retract {
            true => self.s.pressed() == Some(turn),
            false => claimed && self.s.pressed() != Some(by) && game.plies() >= 2,
        };
        let too_late = || {
            Err(Intent::answer(
                Message::new("illegal-claim-too-late")
                    .with("side", by)
                    .with("other", !by),
            ))
        };
        if partial && opponent_moved {
            return too_late();
        }
        let queen_promotion = self
            .queen_promotion(promotion.copied())
            .filter(|_| !retract);
        // A move named that is one of `by`'s earlier moves, answered since: outside the
        // window of A.4.2 under partial supervision; otherwise 7.5.1 goes back first.
        if let Some(text) = promotion.filter(|_| queen_promotion.is_none())
            && let Some((ply, words)) = self.earlier_move(by, text)
        {
            let last_own = game.plies().checked_sub(if retract { 1 } else { 2 });
            if Some(ply) != last_own || !retract {
                if partial {
                    return too_late();
                }
                return Err(Intent::answer(
                    Message::new("arbiter-illegal-earlier")
                        .with("side", by)
                        .with("move", words),
                ));
            }
        }
        Ok(Record::IllegalMove {
            by: by.into(),
            queen_promotion,
            retract,
        })
    }

    /// `by`'s move played at some ply that `text` names, latest first, and its words.
    fn earlier_move(&self, by: Color, text: &str) -> Option<(usize, Arg)> {
        let game = self.s.game();
        (0..game.plies()).rev().find_map(|ply| {
            let pos = game.position_at(ply).filter(|p| p.turn() == by)?;
            let played = game.moves().get(ply)?.mv;
            let named = parse_move(text, pos, self.s.vocab(), &self.s.setup().announce).ok()?;
            (named == played).then(|| (ply, announce(pos, played, self.s.options()).into()))
        })
    }

    /// 7.5.2: a pawn move to the last rank made without a piece is completed with a queen.
    pub(super) fn queen_promotion(&self, text: Option<&str>) -> Option<UciMove> {
        let text = text?;
        let pos = self.s.game().position();
        let legal = pos.legal_moves();
        let promotion = legal.iter().find(|m| {
            m.promotion() == Some(shakmaty::Role::Queen)
                && parse_move(
                    &format!("{text}=Q"),
                    pos,
                    self.s.vocab(),
                    &self.s.setup().announce,
                )
                .ok()
                    == Some(**m)
        });
        promotion.map(|m| UciMove::from_move(*m, self.s.game().castling_mode()))
    }

    /// "pruefen Kg1 Dd1 …" or a FEN: a physical board compared with the record, and the fewest
    /// piece moves that put it right.
    pub(super) fn board_check(&self, rest: &str) -> Intent {
        let actual = match parse_board(rest, self.s.vocab(), self.s.options()) {
            Ok(board) => board,
            Err(e) => return Intent::answer(e.message(self.s.options())),
        };
        let result = check(self.s.game().position().board(), &actual, self.s.options());
        if result.corrections.is_empty() {
            return Intent::answer(Message::new("board-matches"));
        }
        let mut answers = vec![Event::Private(Message::new("board-differs"))];
        answers.extend(
            result
                .corrections
                .into_iter()
                .map(|c| Event::Private(c.sentence())),
        );
        Intent::Answer(answers)
    }
}

/// Whether a refusal is of a move that was read but cannot be played (not of a typo, nor of
/// a move that needs one more word).
pub(super) fn names_an_impossible_move(kind: &crate::notation::ParseErrorKind) -> bool {
    use crate::notation::ParseErrorKind as K;
    matches!(
        kind,
        K::NoPiece { .. }
            | K::NothingToCapture(_)
            | K::NotEnPassant(_)
            | K::LeavesKingInCheck(_)
            | K::CastleImpossible(_)
    )
}
