//! What the braille display knows of the game between two events: a copy of the position, the
//! clock and the words, so that it can answer its keys (a routed square, the status line, the
//! running clocks) on its own thread without waiting for the game loop.

use std::time::Duration;

use shakmaty::{Board, ByRole, Color, Piece, Position, Square};

use crate::clock::{ChessClock, Moment};
use crate::game::GameResult;
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary, pgn_move_number, push_square};
use crate::output::Event;
use crate::output::{Scene, Words};

/// Below this a clock on the status line shows its seconds ("4 59"); from it up, whole minutes
/// ("90 min"). Five minutes is where the Laws put time trouble (8.4: a player with less than
/// five minutes need not record his moves), and the tactile clock of D.2.6.2 is read by its
/// minute hand, its flag felt in the last five minutes. Above it the pins under a reading
/// finger change once a minute, not once a second; the seconds are always there in words
/// (`zeit`).
pub const SECONDS_BELOW: Duration = Duration::from_secs(5 * 60);

#[derive(Clone, Debug)]
pub struct Snapshot {
    pub words: Words,
    pub opts: AnnounceOptions,
    pub board: Board,
    pub turn: Color,
    /// The number of the move to be made.
    pub fullmove: u32,
    /// The last move with its number, in the vocabulary's piece letters: "1... Sf6".
    pub last: Option<String>,
    pub result: Option<GameResult>,
    pub clock: Option<ChessClock>,
    /// The vocabulary's piece letters.
    pub letters: ByRole<char>,
}

impl Snapshot {
    pub fn of(scene: &Scene<'_>, words: &Words) -> Snapshot {
        let game = scene.game;
        let pos = game.position();
        let letters = piece_letters(words.vocab());
        let last = game.plies().checked_sub(1).and_then(|ply| {
            let before = game.position_at(ply)?;
            let played = game.moves().get(ply)?;
            Some(format!(
                "{} {}",
                pgn_move_number(before.fullmoves().get(), before.turn()),
                vocab_san(&played.san.to_string(), &letters)
            ))
        });
        Snapshot {
            opts: *scene.options,
            board: pos.board().clone(),
            turn: pos.turn(),
            fullmove: pos.fullmoves().get(),
            last,
            result: game.outcome().map(|o| o.result),
            clock: scene.clock.cloned(),
            letters,
            words: words.clone(),
        }
    }

    /// The letter of a piece: capital for White, small for Black.
    pub fn piece_letter(&self, piece: Piece) -> char {
        let letter = self.letters[piece.role];
        if piece.color.is_white() {
            letter.to_uppercase().next().unwrap_or(letter)
        } else {
            letter.to_lowercase().next().unwrap_or(letter)
        }
    }

    /// A message in the conversation's words.
    pub fn text(&self, event: &Event) -> String {
        self.words.event_text(event)
    }

    /// "Auf Gustav eins steht weißer Springer." or "Eva vier ist leer.", as an answer.
    pub fn describe(&self, square: Square) -> Event {
        let mut sq = Vec::new();
        push_square(&mut sq, square, &self.opts);
        Event::Private(match self.board.piece_at(square) {
            Some(piece) => Message::new("square-piece")
                .with("square", sq)
                .with("piece", Arg::Piece(piece, true)),
            None => Message::new("square-empty").with("square", sq),
        })
    }

    /// "Welche Figur auf Eva acht? Dame, Turm, Läufer oder Springer."
    pub fn promotion_question(&self, square: Square) -> Event {
        let mut sq = Vec::new();
        push_square(&mut sq, square, &self.opts);
        Event::Private(crate::notation::promotion_question(Arg::Words(sq)))
    }

    /// How long until [`Snapshot::status`] reads differently by the running clock alone: the
    /// running clock's next whole minute, or next second under [`SECONDS_BELOW`] (a delay used
    /// up first). `None` while no clock runs and once the running player's time is gone, so
    /// that nothing wakes the display for a line that cannot change.
    pub fn next_change(&self, now: Moment) -> Option<Duration> {
        let clock = self.clock.as_ref()?;
        let to_second = clock.next_second(now)?;
        let left = clock.remaining(clock.to_move(), now);
        // `next_second` is the delay left plus the part of a second over the whole seconds.
        let delay_left =
            to_second.saturating_sub(Duration::from_nanos(u64::from(left.subsec_nanos())));
        Some(delay_left + left.saturating_sub(shown_part(left)))
    }

    /// The compact status: last move, side to move or result, both clocks and the move count.
    /// "1. Sf3. Schwarz am Zug. Weiß 4 58, Schwarz 5 00, Zug 1"
    pub fn status(&self, now: Moment) -> String {
        let mut parts = Vec::new();
        parts.push(match &self.last {
            Some(last) => Arg::Text(format!("{last}.")),
            None => Message::new("no-move-yet").into(),
        });
        parts.push(match self.result {
            Some(result) => Message::new("status-result")
                .with("result", crate::session::result_message(result))
                .into(),
            None => Message::new("to-move").with("side", self.turn).into(),
        });
        if let Some(clock) = &self.clock {
            let report = clock.report(now);
            let mut clocks: Vec<Arg> = [Color::White, Color::Black]
                .into_iter()
                .map(|side| {
                    Message::new("clock-short")
                        .with("side", side)
                        .with("time", status_time(report.time(side)))
                        .into()
                })
                .collect();
            clocks.push(
                Message::new("clock-short-moves")
                    .with("number", report.moves_played)
                    .into(),
            );
            parts.push(Arg::Series(clocks));
        }
        self.words
            .language()
            .string(&Arg::Sentences(parts), self.words.vocab())
    }
}

/// The time a clock shows on the status line: "90 min" from [`SECONDS_BELOW`] up, else "4 59"
/// (minutes and seconds) or "45" (seconds), as the short clock report gives them.
fn status_time(time: Duration) -> Arg {
    if time >= SECONDS_BELOW {
        let minutes = time.as_secs() / 60;
        return Message::new("clock-short-minutes")
            .with("minutes", Arg::Figure(minutes.to_string()))
            .with("n", minutes)
            .into();
    }
    let secs = time.as_secs();
    Arg::Figure(match secs {
        0..60 => secs.to_string(),
        _ => format!("{} {:02}", secs / 60, secs % 60),
    })
}

/// The part of `time` a status line shows: whole minutes from [`SECONDS_BELOW`] up, whole
/// seconds under it. What is shown changes when the time left falls below this.
fn shown_part(time: Duration) -> Duration {
    let secs = time.as_secs();
    Duration::from_secs(if time >= SECONDS_BELOW {
        secs / 60 * 60
    } else {
        secs
    })
}

/// The piece letters of a vocabulary: the first letters of its piece names when they tell the
/// six apart (German K D T L S B), else the English SAN letters (K Q R B N P).
pub fn piece_letters(vocab: &Vocabulary) -> ByRole<char> {
    let firsts = ByRole::new_with(|role| {
        vocab
            .piece(role)
            .chars()
            .next()
            .and_then(|c| c.to_uppercase().next())
            .filter(|c| c.is_alphabetic())
    });
    let letters: Vec<char> = firsts.iter().filter_map(|c| *c).collect();
    let distinct = letters.len() == 6 && (0..6).all(|i| !letters[..i].contains(&letters[i]));
    ByRole::new_with(|role| match firsts[role] {
        Some(letter) if distinct => letter,
        _ => role.upper_char(),
    })
}

/// SAN with the vocabulary's piece letters: "Nf3" → "Sf3", "e8=Q" → "e8=D".
pub fn vocab_san(san: &str, letters: &ByRole<char>) -> String {
    san.chars()
        .map(|c| match c {
            'P' => letters.pawn,
            'N' => letters.knight,
            'B' => letters.bishop,
            'R' => letters.rook,
            'Q' => letters.queen,
            'K' => letters.king,
            other => other,
        })
        .collect()
}
