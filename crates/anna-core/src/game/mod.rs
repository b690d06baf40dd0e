//! The game: positions and moves from the start, how it ends, draw offers and claims.
//!
//! Built on shakmaty's move generation; this module adds what FIDE's Articles 5 and 9 say a
//! program can apply, and a history that can return to any earlier position (D.2.9).
//! It knows nothing of words, screens or clocks: every change is returned as events.

pub mod board_check;
pub mod dead;
mod draw;
mod error;
mod event;
mod history;
mod outcome;
#[cfg(test)]
mod proof_tests;
mod repetition;
mod warning;

pub use draw::{Claim, ClaimKind, DrawOffer, Penalty, PenaltyReason};
pub use error::GameError;
pub use event::GameEvent;
pub use history::History;
pub use outcome::{GameResult, Outcome, Ruling, Termination};
pub use repetition::PositionKey;
pub use warning::Warning;

use shakmaty::{ByColor, CastlingMode, Chess, Color, Move, Position, san::SanPlus};

/// Plies without a capture or pawn move after which the player having the move may claim
/// (9.3: fifty moves by each player).
pub const FIFTY_MOVES_PLIES: u32 = 100;
/// Plies after which the game is drawn without a claim (9.6.2).
pub const SEVENTY_FIVE_MOVES_PLIES: u32 = 150;

/// One move of the history with its SAN, fixed when it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    pub mv: Move,
    pub san: SanPlus,
}

#[derive(Clone, Debug)]
pub struct Game {
    castling_mode: CastlingMode,
    /// `positions[i]` is the position before ply `i`; one more than there are moves. These
    /// three grow with the game and are shared by its copies ([`History`]).
    positions: History<Chess>,
    keys: History<PositionKey>,
    moves: History<PlayedMove>,
    outcome: Option<Outcome>,
    offer: Option<DrawOffer>,
    offers: Vec<DrawOffer>,
    claims: Vec<Claim>,
    penalties: Vec<Penalty>,
    must_play: Option<Move>,
    /// Completed illegal moves recorded by the arbiter, per player (7.5.5).
    illegal_moves: ByColor<u8>,
    /// 12.9.1: the arbiter's warnings, kept through retractions as claims are.
    warnings: Vec<Warning>,
    /// Moves from the position now on the board to a checkmate, where the last check found
    /// them: the next move that can be undone is checked with them instead of a search
    /// (`dead::carried`).
    proof: Option<dead::Proof>,
    /// Whether the check after a move searches for a dead position where no proof is carried
    /// over; off only in a copy that checks a record before it is journaled (see
    /// [`Game::without_dead_search`]).
    searches: bool,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Chess::default(), CastlingMode::Standard)
    }
}

impl Game {
    /// A game from a position (the start, a FEN, a Chess960 set-up). A start position that is
    /// already over (mate, stalemate, dead) ends the game at once.
    pub fn new(start: Chess, castling_mode: CastlingMode) -> Game {
        let mut game = Game {
            castling_mode,
            keys: History::from_iter([PositionKey::of(&start)]),
            positions: History::from_iter([start]),
            moves: History::new(),
            outcome: None,
            offer: None,
            offers: Vec::new(),
            claims: Vec::new(),
            penalties: Vec::new(),
            must_play: None,
            illegal_moves: ByColor::default(),
            warnings: Vec::new(),
            proof: None,
            searches: true,
        };
        game.outcome = game.automatic_end(dead::DECIDING, None);
        game
    }

    /// Moves from here on are checked without the search for a dead position: for a copy
    /// that only tells whether a record is accepted before it is journaled. The search never
    /// refuses a move (it can only end the game), so the copy accepts exactly what the game
    /// does, and the search itself runs beside the journal's sync (`Table::commit`, issue 43).
    pub fn without_dead_search(&mut self) {
        self.searches = false;
    }

    pub fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The position on the board now.
    pub fn position(&self) -> &Chess {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a game always has its start"))
    }

    /// The position before ply `ply` (0 is the start, `plies()` is now).
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply)
    }

    /// The repetition key of the position before ply `ply` (9.2.2): for the tests that keep
    /// it shared by the game's copies.
    #[cfg(test)]
    pub(crate) fn key_at(&self, ply: usize) -> Option<&PositionKey> {
        self.keys.get(ply)
    }

    pub fn start(&self) -> &Chess {
        &self.positions[0]
    }

    pub fn moves(&self) -> &History<PlayedMove> {
        &self.moves
    }

    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The offer that stands now, if any.
    pub fn draw_offer(&self) -> Option<DrawOffer> {
        self.offer
    }

    /// Every offer made in the game, for the (=) marks on the score sheet.
    pub fn draw_offers(&self) -> &[DrawOffer] {
        &self.offers
    }

    /// The arbiter's warnings (12.9.1), oldest first.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// 12.9.1: the arbiter warns `by`, with his words; the score sheet keeps it. A warning
    /// after the game (behaviour at signing, in the playing hall) is recorded too.
    pub fn warn(&mut self, by: Color, reason: &str) -> Result<Warning, GameError> {
        let warning = Warning {
            by,
            at_ply: self.plies(),
            reason: reason.to_string(),
            after_game: self.is_over(),
        };
        self.warnings.push(warning.clone());
        Ok(warning)
    }

    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    /// Time owed by incorrect claims, oldest first, until the clock takes it.
    pub fn penalties_owed(&self) -> &[Penalty] {
        &self.penalties
    }

    /// Hands the owed penalties to the clock, which applies them.
    pub fn take_penalties(&mut self) -> Vec<Penalty> {
        std::mem::take(&mut self.penalties)
    }

    /// The move that must be played after an incorrect claim that named it (9.5.3).
    pub fn must_play(&self) -> Option<Move> {
        self.must_play
    }

    /// How often the position now on the board has stood there, this time included (9.2.2).
    pub fn repetitions(&self) -> usize {
        let key = self
            .keys
            .last()
            .unwrap_or_else(|| unreachable!("a game always has its start"));
        self.count(key, self.position().halfmoves() as usize + 1)
    }

    /// How often `key` stood among the last `since` positions. A capture or a pawn's move
    /// (which start the half-move count again) can never be undone, so no position before the
    /// last of them can come back: only the positions since are compared, not the whole game.
    fn count(&self, key: &PositionKey, since: usize) -> usize {
        self.keys
            .iter()
            .rev()
            .take(since)
            .filter(|k| *k == key)
            .count()
    }

    /// Makes a move of the player having the move.
    pub fn play(&mut self, m: Move) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if let Some(written) = self.must_play.filter(|w| *w != m) {
            return Err(GameError::WrittenMoveMustBePlayed(written));
        }
        let before = self.position();
        if !before.is_legal(m) {
            return Err(GameError::IllegalMove(m));
        }
        let mover = before.turn();
        let mut after = before.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut after, m);
        let ply = self.moves.len();
        self.keys.push(PositionKey::of(&after));
        self.positions.push(after);
        self.moves.push(PlayedMove { mv: m, san });
        self.must_play = None;
        let mut events = vec![GameEvent::MovePlayed { ply, mv: m, san }];
        if let Some(offer) = self.offer.filter(|o| o.by != mover) {
            // Moving instead of answering declines the offer (9.1.2.1).
            self.offer = None;
            events.push(GameEvent::DrawDeclined { by: !offer.by });
        }
        if let Some(outcome) = self.automatic_end(dead::AFTER_MOVE, Some(m)) {
            self.outcome = Some(outcome);
            self.offer = None;
            events.push(GameEvent::GameEnded(outcome));
        }
        Ok(events)
    }

    /// The ends that need no claim, in the order the Laws give precedence: mate prevails over
    /// the 75-move rule (9.6.2). `budget` bounds the search for a dead position (`dead`);
    /// `played`, the move just made, may carry the last check's proof over instead.
    fn automatic_end(&mut self, budget: dead::Budget, played: Option<Move>) -> Option<Outcome> {
        let proof = self.proof.take();
        let pos = self.position();
        // One generation of the legal moves tells mate from stalemate.
        if pos.legal_moves().is_empty() {
            return Some(match pos.is_check() {
                true => Outcome::win(!pos.turn(), Termination::Checkmate),
                false => Outcome::draw(Termination::Stalemate),
            });
        }
        // 5.2.2: neither side can mate by any series of legal moves; the game ends the moment
        // that is so, without a claim.
        if pos.is_insufficient_material() {
            return Some(Outcome::draw(Termination::DeadPosition));
        }
        let before = self
            .plies()
            .checked_sub(1)
            .and_then(|p| self.position_at(p));
        let carried = played
            .zip(proof)
            .zip(before)
            .and_then(|((m, proof), before)| dead::carried(before, &proof, m, pos));
        // A game's first check, at its start, needs no search either where it starts from the
        // standard position.
        let carried = carried.or_else(|| played.is_none().then(|| dead::of_the_start(pos))?);
        let verdict = match carried {
            Some(proof) => dead::Verdict::Alive(Some(proof)),
            None if !self.searches => dead::Verdict::Alive(None),
            None => dead::verdict(pos, budget),
        };
        let halfmoves = pos.halfmoves();
        match verdict {
            dead::Verdict::Dead => return Some(Outcome::draw(Termination::DeadPosition)),
            dead::Verdict::Alive(proof) => self.proof = proof,
        }
        if self.repetitions() >= 5 {
            return Some(Outcome::draw(Termination::FivefoldRepetition));
        }
        if halfmoves >= SEVENTY_FIVE_MOVES_PLIES {
            return Some(Outcome::draw(Termination::SeventyFiveMoves));
        }
        None
    }

    fn end(&mut self, outcome: Outcome) -> Vec<GameEvent> {
        self.outcome = Some(outcome);
        self.offer = None;
        vec![GameEvent::GameEnded(outcome)]
    }

    /// The arbiter declares the result, also of a game that has ended (his decision stands
    /// over the program's).
    pub fn declare(&mut self, outcome: Outcome) -> Vec<GameEvent> {
        self.must_play = None;
        self.end(outcome)
    }

    /// 5.1.2: the opponent of the resigning player wins at once.
    pub fn resign(&mut self, by: Color) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        Ok(self.end(Outcome::win(!by, Termination::Resignation)))
    }

    /// 6.9: the flag of `loser` fell. The opponent wins, unless he cannot mate by any series
    /// of legal moves; that is recognised, as for 5.2.2, by his material alone.
    pub fn flag_fell(&mut self, loser: Color) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let outcome = if self.cannot_mate(!loser) {
            Outcome::draw(Termination::TimeoutVsInsufficientMaterial)
        } else {
            Outcome::win(!loser, Termination::TimeForfeit)
        };
        Ok(self.end(outcome))
    }

    /// 6.9, 7.5.5: `color` cannot checkmate by any possible series of legal moves (`dead`
    /// decides). Where the search cannot tell within its budget, a mate counts as possible:
    /// the arbiter decides.
    pub fn cannot_mate(&self, color: Color) -> bool {
        dead::mate(self.position(), color, dead::DECIDING) == dead::Mate::Impossible
    }

    /// Guideline III.3.1: both flags are down in the last period and it cannot be known which
    /// fell first: a draw.
    pub fn both_flags_fell(&mut self) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        Ok(self.end(Outcome::draw(Termination::BothFlags)))
    }

    /// 7.5.5: the arbiter records a completed illegal move by `by`. The position before it is
    /// the one in the record (an illegal move never enters it). The first gives the opponent
    /// time; the second loses, unless the opponent cannot mate by any series of legal moves.
    pub fn illegal_move(&mut self, by: Color) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let count = &mut self.illegal_moves[by];
        *count = count.saturating_add(1);
        if *count >= 2 {
            let outcome = if self.cannot_mate(!by) {
                Outcome::draw(Termination::IllegalMovesVsInsufficientMaterial)
            } else {
                Outcome::win(!by, Termination::IllegalMoves)
            };
            return Ok(self.end(outcome));
        }
        let penalty = Penalty {
            to: !by,
            reason: PenaltyReason::IllegalMove,
            at_ply: self.plies(),
        };
        self.penalties.push(penalty);
        Ok(vec![GameEvent::IllegalMoveRecorded { by, penalty }])
    }

    /// Completed illegal moves recorded for `color`.
    pub fn illegal_moves(&self, color: Color) -> u8 {
        self.illegal_moves[color]
    }

    /// 9.1: an offer, noted (=), standing until answered. An offer made while the opponent's
    /// own offer stands is an acceptance.
    pub fn offer_draw(&mut self, by: Color) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        match self.offer {
            Some(o) if o.by != by => self.accept_draw(by),
            Some(_) => Ok(Vec::new()),
            None => {
                let offer = DrawOffer {
                    by,
                    at_ply: self.plies(),
                };
                self.offer = Some(offer);
                self.offers.push(offer);
                Ok(vec![GameEvent::DrawOffered { by }])
            }
        }
    }

    /// 5.2.3: agreement ends the game, but only after both players have made a move.
    pub fn accept_draw(&mut self, by: Color) -> Result<Vec<GameEvent>, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let offer = self.offer.ok_or(GameError::NoDrawOffer)?;
        if offer.by == by {
            return Err(GameError::OwnDrawOffer(by));
        }
        if self.plies() < 2 {
            return Err(GameError::TooEarlyForAgreement);
        }
        Ok(self.end(Outcome::draw(Termination::Agreement)))
    }

    pub fn decline_draw(&mut self, by: Color) -> Result<Vec<GameEvent>, GameError> {
        let offer = self.offer.ok_or(GameError::NoDrawOffer)?;
        if offer.by == by {
            return Err(GameError::OwnDrawOffer(by));
        }
        self.offer = None;
        Ok(vec![GameEvent::DrawDeclined { by }])
    }

    /// A claim under 9.2 or 9.3 by the player having the move, on the position now on the
    /// board or, with `written`, on the one that move will produce (9.2.1.1, 9.3.1).
    ///
    /// A correct claim ends the game at once (9.5.2); its written move is declared, not played
    /// (it stays in the claim, as on the claimant's score sheet). An incorrect one is recorded with the penalty owed to the
    /// opponent (9.5.3), counts as a draw offer (9.1.2.3), and binds the claimant to play the
    /// written move.
    pub fn claim(
        &mut self,
        by: Color,
        kind: ClaimKind,
        written: Option<Move>,
    ) -> Result<Vec<GameEvent>, GameError> {
        self.may_claim(by)?;
        let pos = self.position().clone();
        let correct = match written {
            None => match kind {
                ClaimKind::Threefold => self.repetitions() >= 3,
                ClaimKind::FiftyMoves => pos.halfmoves() >= FIFTY_MOVES_PLIES,
            },
            Some(m) => {
                if !pos.is_legal(m) {
                    return Err(GameError::IllegalMove(m));
                }
                let mut after = pos.clone();
                after.play_unchecked(m);
                match kind {
                    ClaimKind::Threefold => {
                        self.count(&PositionKey::of(&after), after.halfmoves() as usize) + 1 >= 3
                    }
                    ClaimKind::FiftyMoves => after.halfmoves() >= FIFTY_MOVES_PLIES,
                }
            }
        };
        let claim = Claim {
            by,
            kind,
            written,
            at_ply: self.plies(),
            correct,
        };
        self.claims.push(claim);
        if correct {
            // The written move is declared, not played (it might mate): the claim, being
            // correct, draws the game at once (9.5.2).
            let mut events: Vec<GameEvent> = written
                .map(|mv| GameEvent::ClaimDeclared { by, mv })
                .into_iter()
                .collect();
            let termination = match kind {
                ClaimKind::Threefold => Termination::ThreefoldRepetition,
                ClaimKind::FiftyMoves => Termination::FiftyMoves,
            };
            events.extend(self.end(Outcome::draw(termination)));
            return Ok(events);
        }
        self.reject(claim, written)
    }

    /// 9.5.3: an incorrect claim gives the opponent time, binds its written move and counts as
    /// a draw offer (9.1.2.3).
    fn reject(&mut self, claim: Claim, written: Option<Move>) -> Result<Vec<GameEvent>, GameError> {
        let penalty = Penalty {
            to: !claim.by,
            reason: PenaltyReason::IncorrectClaim,
            at_ply: self.plies(),
        };
        self.penalties.push(penalty);
        self.must_play = written;
        let mut events = vec![GameEvent::ClaimRejected { claim, penalty }];
        if self.offer.is_none() {
            events.extend(self.offer_draw(claim.by)?);
        }
        Ok(events)
    }

    /// A claim is made by the player having the move, in a game going on, and not after an
    /// incorrect one whose written move is still to be made (9.5.3).
    fn may_claim(&self, by: Color) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if by != self.turn() {
            return Err(GameError::NotYourMove(by));
        }
        match self.must_play {
            Some(written) => Err(GameError::WrittenMoveMustBePlayed(written)),
            None => Ok(()),
        }
    }

    /// A claim written with a move that cannot be played: the position it promises cannot
    /// appear, so it is incorrect (9.2.1.1, 9.5.3); no move is bound, as that one cannot be made.
    pub fn claim_with_illegal_move(
        &mut self,
        by: Color,
        kind: ClaimKind,
    ) -> Result<Vec<GameEvent>, GameError> {
        self.may_claim(by)?;
        let claim = Claim {
            by,
            kind,
            written: None,
            at_ply: self.plies(),
            correct: false,
        };
        self.claims.push(claim);
        self.reject(claim, None)
    }

    /// Returns to the position before ply `ply`, keeping the moves after it in the returned
    /// event (D.2.9 retraction, agreed take-backs). A finished game is reopened.
    pub fn retract_to(&mut self, ply: usize) -> Result<Vec<GameEvent>, GameError> {
        if ply > self.plies() {
            return Err(GameError::NoSuchPly(ply));
        }
        let removed: Vec<Move> = self.moves.split_off(ply).iter().map(|p| p.mv).collect();
        self.positions.truncate(ply + 1);
        self.keys.truncate(ply + 1);
        self.offer = None;
        self.must_play = None;
        self.outcome = self.automatic_end(dead::DECIDING, None);
        Ok(vec![GameEvent::Retracted {
            to_ply: ply,
            moves: removed,
        }])
    }
}
