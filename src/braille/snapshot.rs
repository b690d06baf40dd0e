//! What the braille display knows of the game between two events: a copy of the position, the
//! clock and the words, so that it can answer its keys (a routed square, the status line, the
//! running clocks) on its own thread without waiting for the game loop.

use shakmaty::{Board, ByRole, Color, Piece, Position, Square};

use crate::clock::{ChessClock, Moment};
use crate::game::GameResult;
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary, pgn_move_number, push_square};
use crate::output::Event;
use crate::output::{Scene, Words};
use crate::session::{Form, Which, report_message};

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

    /// How long until [`Snapshot::status`] reads differently by the running clock alone.
    pub fn next_change(&self, now: Moment) -> Option<std::time::Duration> {
        self.clock.as_ref()?.next_second(now)
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
            parts.push(report_message(
                &report,
                Color::White,
                Form::Short,
                Which::Both,
            ));
        }
        self.words
            .language()
            .string(&Arg::Sentences(parts), self.words.vocab())
    }
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
