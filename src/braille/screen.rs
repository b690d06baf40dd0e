//! What the display shows and what its keys do, without BrlAPI: a column of lines the reader
//! moves through with line up and line down, each panned across the display.
//!
//! From top to bottom: the eight ranks of the board (the far rank first, as the player sits),
//! the status line, and the message line at the bottom, where anna starts. The message line
//! shows the latest announcement or answer, or the line being typed ("> Sf3") with its cursor.

use shakmaty::{Color, File, Piece, Rank, Role, Square};

use super::keys::Key;
use super::row::{Frame, Row, letter_dots};
use super::snapshot::Snapshot;
use crate::clock::Moment;
use crate::output::Event;

/// The longest line the braille keyboard types.
const MAX_TYPED: usize = 200;

/// Dots of an empty light square (dot 3) and an empty dark square (dots 3 and 6).
pub const LIGHT_DOTS: u8 = 0x04;
pub const DARK_DOTS: u8 = 0x24;
/// Dot 7 marks a white piece.
pub const WHITE_DOT: u8 = 0x40;
/// The typed line starts with a full cell (dots 1 to 6) and a blank, shown as "> ".
pub const PROMPT_DOTS: u8 = 0x3F;
pub const PROMPT_TEXT: char = '>';
/// How the text beside the dots shows an empty light and an empty dark square.
pub const LIGHT_TEXT: char = '.';
pub const DARK_TEXT: char = '-';

/// What the braille keys give the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrailleInput {
    /// A line for the game, as if typed on the computer keyboard and Enter pressed: the
    /// characters typed on the braille keyboard, or a move routed on the board ("g1f3").
    Line(String),
    /// Something to tell the player at once (what stands on a routed square, which piece to
    /// promote to); the display shows it already, speech should say it.
    Say(Event),
}

/// Which line of the column the display shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A rank of the board, 0 being the top line (the far rank).
    Rank(usize),
    Status,
    Message,
}

impl Place {
    /// The line above: from the message line up through the status line to the top rank.
    fn above(self) -> Place {
        match self {
            Place::Message => Place::Status,
            Place::Status => Place::Rank(7),
            Place::Rank(i) => Place::Rank(i.saturating_sub(1)),
        }
    }

    /// The line below: past the last rank to the status line, then the message line.
    fn below(self) -> Place {
        match self {
            Place::Rank(i) if i < 7 => Place::Rank(i + 1),
            Place::Rank(_) => Place::Status,
            _ => Place::Message,
        }
    }
}

pub struct Screen {
    table: Option<String>,
    width: usize,
    snapshot: Option<Snapshot>,
    message: String,
    /// Shown after the board's rank: the latest message or the routed square.
    note: String,
    place: Place,
    pan: usize,
    typed: Vec<char>,
    cursor: usize,
    /// Asked before the typed text, as the promotion question.
    prompt: Option<String>,
    /// The message line shows the typed line rather than the latest message.
    editing: bool,
    selected: Option<Square>,
}

impl Screen {
    /// A screen for a display of `width` cells, translating with the liblouis `table` (none:
    /// BRLTTY's own text table makes the dots).
    pub fn new(width: usize, table: Option<String>) -> Screen {
        Screen {
            table,
            width: width.max(1),
            snapshot: None,
            message: String::new(),
            note: String::new(),
            place: Place::Message,
            pan: 0,
            typed: Vec::new(),
            cursor: 0,
            prompt: None,
            editing: false,
            selected: None,
        }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn set_width(&mut self, width: usize) {
        self.width = width.max(1);
        self.pan = 0;
    }

    pub fn place(&self) -> Place {
        self.place
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    /// The text typed so far.
    pub fn typed(&self) -> String {
        self.typed.iter().collect()
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    pub fn set_snapshot(&mut self, snapshot: Snapshot) {
        // A selection made on a board that has changed since means nothing any more.
        if let (Some(sq), Some(old)) = (self.selected, &self.snapshot)
            && old.board.piece_at(sq) != snapshot.board.piece_at(sq)
        {
            self.selected = None;
        }
        self.snapshot = Some(snapshot);
    }

    /// A new announcement or answer: the message line shows it from its start.
    pub fn set_message(&mut self, text: &str) {
        self.message = text.to_string();
        self.note = text.to_string();
        self.editing = false;
        if self.place == Place::Message {
            self.pan = 0;
        }
    }

    fn table(&self) -> Option<&str> {
        self.table.as_deref()
    }

    fn snapshot_color(&self) -> Color {
        self.snapshot
            .as_ref()
            .map_or(Color::White, |s| s.opts.rank_orientation)
    }

    /// The rank on line `index` from the top, and the spoken number shown at its start.
    fn rank_at(&self, index: usize) -> Rank {
        let i = index.min(7) as u32;
        match self.snapshot_color() {
            Color::White => Rank::new(7 - i),
            Color::Black => Rank::new(i),
        }
    }

    fn files(&self) -> [File; 8] {
        let mut files = File::ALL;
        if self.snapshot_color() == Color::Black {
            files.reverse();
        }
        files
    }

    /// The row shown on the current line.
    pub fn row(&self, now: Moment) -> Row {
        let mut row = Row::new();
        match self.place {
            Place::Message if self.editing => {
                match &self.prompt {
                    Some(p) => row.push_text(&format!("{p} "), self.table()),
                    None => {
                        row.push_cell(PROMPT_TEXT, PROMPT_DOTS, None);
                        row.push_cell(' ', 0, None);
                    }
                }
                row.push_text(&self.typed(), self.table());
            }
            Place::Message => row.push_text(&self.message, self.table()),
            Place::Status => match &self.snapshot {
                Some(s) => row.push_text(&s.status(now), self.table()),
                None => row.push_text(&self.message, self.table()),
            },
            Place::Rank(index) => self.rank_row(&mut row, index),
        }
        row
    }

    fn rank_row(&self, row: &mut Row, index: usize) {
        let Some(snap) = &self.snapshot else {
            return;
        };
        let rank = self.rank_at(index);
        let spoken = snap.opts.orient(rank);
        row.push_text(&format!("{} ", spoken.char()), self.table());
        for file in self.files() {
            let square = Square::from_coords(file, rank);
            let (shown, dots) = match snap.board.piece_at(square) {
                Some(piece) => piece_cell(snap, piece),
                None if square.is_light() => (LIGHT_TEXT, LIGHT_DOTS),
                None => (DARK_TEXT, DARK_DOTS),
            };
            let selected = if self.selected == Some(square) {
                0x80
            } else {
                0
            };
            row.push_cell(shown, dots | selected, Some(square));
        }
        if !self.note.is_empty() {
            row.push_text(" ", self.table());
            row.push_text(&self.note, self.table());
        }
    }

    /// How long until the line shown changes by itself (a running clock on the status line);
    /// `None`: only a key or an event changes it.
    pub fn next_change(&self, now: Moment) -> Option<std::time::Duration> {
        match (&self.place, &self.snapshot) {
            (Place::Status, Some(snapshot)) => snapshot.next_change(now),
            _ => None,
        }
    }

    /// The cursor's cell in the row, when the typed line is shown.
    fn cursor_cell(&self, row: &Row) -> Option<usize> {
        if self.place != Place::Message || !self.editing {
            return None;
        }
        let prompt_chars = row.text.len() - self.typed.len();
        Some(row.cell_of_char(prompt_chars + self.cursor))
    }

    /// What the display shows now.
    pub fn frame(&self, now: Moment) -> Frame {
        let row = self.row(now);
        let cursor = self.cursor_cell(&row);
        let last = row.len().saturating_sub(1) / self.width * self.width;
        let pan = if self.pan > last && cursor.is_none_or(|c| c < self.pan) {
            last
        } else {
            self.pan
        };
        row.window(pan, self.width, cursor)
    }

    /// Pans so that the cursor is on the display.
    fn follow_cursor(&mut self, now: Moment) {
        let row = self.row(now);
        if let Some(cell) = self.cursor_cell(&row) {
            if cell < self.pan {
                self.pan = cell;
            } else if cell >= self.pan + self.width {
                self.pan = cell + 1 - self.width;
            }
        }
    }

    fn go(&mut self, place: Place) {
        if self.place != place {
            self.place = place;
            self.pan = 0;
        }
    }

    fn start_editing(&mut self) {
        self.go(Place::Message);
        self.editing = true;
    }

    /// Acts on one key; returns what the game is to be given.
    pub fn key(&mut self, key: Key, now: Moment) -> Vec<BrailleInput> {
        let mut out = Vec::new();
        match key {
            // The clock key: `+` alone presses the clock of the side that has just moved on his
            // board (6.2.1), as in the board view; no Enter needed.
            Key::Char('+') if self.typed.is_empty() => {
                out.push(BrailleInput::Line("+".into()));
            }
            Key::Char(c) => self.insert(c, now),
            Key::Enter => out.push(BrailleInput::Line(self.take_line())),
            Key::Backspace => self.erase_before_cursor(now),
            Key::Delete => self.erase_at_cursor(now),
            Key::CursorLeft | Key::CursorRight | Key::CursorHome | Key::CursorEnd => {
                self.move_cursor(key, now);
            }
            Key::Escape => self.abandon_line(),
            Key::LineUp => self.go(self.place.above()),
            Key::LineDown => self.go(self.place.below()),
            Key::Top => self.go(Place::Rank(0)),
            Key::Bottom => self.go(Place::Message),
            Key::Status => {
                let place = if self.place == Place::Status {
                    Place::Message
                } else {
                    Place::Status
                };
                self.go(place);
            }
            Key::PanLeft | Key::PanRight | Key::CellLeft | Key::CellRight => self.pan(key, now),
            Key::LineStart => self.pan = 0,
            Key::LineEnd => {
                self.pan = self.row(now).len().saturating_sub(1) / self.width * self.width;
            }
            Key::Route(cell) => self.route(self.pan + cell, now, &mut out),
            Key::Other(_) => {}
        }
        out
    }

    fn insert(&mut self, c: char, now: Moment) {
        self.start_editing();
        if self.typed.len() < MAX_TYPED {
            self.typed.insert(self.cursor.min(self.typed.len()), c);
            self.cursor += 1;
        }
        self.follow_cursor(now);
    }

    /// Enter: the typed line goes to the game and the next one starts empty, in the message line.
    fn take_line(&mut self) -> String {
        let line = self.typed();
        self.clear_line(true);
        self.pan = 0;
        line
    }

    fn erase_before_cursor(&mut self, now: Moment) {
        self.start_editing();
        if self.cursor > 0 && self.cursor <= self.typed.len() {
            self.cursor -= 1;
            self.typed.remove(self.cursor);
        }
        self.follow_cursor(now);
    }

    fn erase_at_cursor(&mut self, now: Moment) {
        self.start_editing();
        if self.cursor < self.typed.len() {
            self.typed.remove(self.cursor);
        }
        self.follow_cursor(now);
    }

    fn move_cursor(&mut self, key: Key, now: Moment) {
        self.start_editing();
        self.cursor = match key {
            Key::CursorLeft => self.cursor.saturating_sub(1),
            Key::CursorRight => (self.cursor + 1).min(self.typed.len()),
            Key::CursorHome => 0,
            _ => self.typed.len(),
        };
        self.follow_cursor(now);
    }

    /// Escape: the typed line is dropped and the message line shows messages again.
    fn abandon_line(&mut self) {
        self.clear_line(false);
    }

    /// The typed line emptied, its prompt and selection gone, the message line shown; still
    /// `editing` or not.
    fn clear_line(&mut self, editing: bool) {
        self.typed.clear();
        self.cursor = 0;
        self.prompt = None;
        self.selected = None;
        self.editing = editing;
        self.go(Place::Message);
    }

    /// Windows as BRLTTY pans them: a display's width at a time, the last one perhaps part
    /// empty; or one cell at a time.
    fn pan(&mut self, key: Key, now: Moment) {
        let step = match key {
            Key::PanLeft | Key::PanRight => self.width,
            _ => 1,
        };
        match key {
            Key::PanLeft | Key::CellLeft => self.pan = self.pan.saturating_sub(step),
            _ => {
                if self.pan + self.width < self.row(now).len() {
                    self.pan += step;
                }
            }
        }
    }

    fn route(&mut self, cell: usize, now: Moment, out: &mut Vec<BrailleInput>) {
        match self.place {
            Place::Message if self.editing => {
                let row = self.row(now);
                let prompt_chars = row.text.len() - self.typed.len();
                let at = row.char_of_cell(cell).saturating_sub(prompt_chars);
                self.cursor = at.min(self.typed.len());
            }
            Place::Message => {
                // A half-typed line hidden by a message comes back, the cursor at its end.
                if !self.typed.is_empty() || self.prompt.is_some() {
                    self.editing = true;
                    self.cursor = self.typed.len();
                    self.follow_cursor(now);
                }
            }
            Place::Status => {}
            Place::Rank(_) => {
                let row = self.row(now);
                if let Some(Some(square)) = row.squares.get(cell) {
                    self.route_square(*square, out);
                }
            }
        }
    }

    /// A routing key over a square: the first names what stands there and, if it is a piece of
    /// the side to move, selects it; the second enters the move.
    fn route_square(&mut self, square: Square, out: &mut Vec<BrailleInput>) {
        let Some(snap) = &self.snapshot else {
            return;
        };
        let own = |sq: Square| snap.board.piece_at(sq).filter(|p| p.color == snap.turn);
        match self.selected {
            Some(from) if from == square => {
                self.selected = None;
                let said = snap.describe(square);
                self.note = snap.text(&said);
                out.push(BrailleInput::Say(said));
            }
            Some(from)
                if own(square).is_none()
                    || (own(from).map(|p| p.role) == Some(Role::King)
                        && own(square).map(|p| p.role) == Some(Role::Rook)) =>
            {
                self.selected = None;
                let uci = format!("{from}{square}");
                let promotes = own(from).map(|p| p.role) == Some(Role::Pawn)
                    && square.rank() == snap.turn.fold_wb(Rank::Eighth, Rank::First);
                if promotes {
                    let question = snap.promotion_question(square);
                    let text = snap.text(&question);
                    self.note = text.clone();
                    self.prompt = Some(text);
                    self.typed = uci.chars().collect();
                    self.cursor = self.typed.len();
                    self.editing = true;
                    self.go(Place::Message);
                    // The question first, the move and its cursor in view.
                    self.pan = 0;
                    out.push(BrailleInput::Say(question));
                } else {
                    self.note = uci.clone();
                    out.push(BrailleInput::Line(uci));
                }
            }
            _ => {
                let said = snap.describe(square);
                self.note = snap.text(&said);
                self.selected = own(square).map(|_| square);
                out.push(BrailleInput::Say(said));
            }
        }
    }
}

/// A piece as one cell: its letter, dot 7 added for White.
fn piece_cell(snap: &Snapshot, piece: Piece) -> (char, u8) {
    let letter = snap.piece_letter(piece);
    let dots = letter_dots(letter).unwrap_or(0x3F);
    let dots = if piece.color.is_white() {
        dots | WHITE_DOT
    } else {
        dots
    };
    (letter, dots)
}

/// The text of an event as the message line shows it: a move with its number ("1. Springer
/// Felix drei", "1... Bauer Eva fünf"), anything else as its words.
pub fn event_text(event: &Event, words: &crate::output::Words) -> String {
    match event {
        Event::Move {
            fullmove, color, ..
        } => {
            let dots = if color.is_white() { "." } else { "..." };
            format!("{fullmove}{dots} {}", words.event_text(event))
        }
        other => words.event_text(other),
    }
}
