//! The board view for the sighted opponent: a large board drawn with crossterm.
//!
//! [`render_board`] lays the whole screen out as plain text, so it reads the same with or
//! without colours and in any font, and can be tested without a terminal. The view paints that
//! text in the alternate screen, adds colours when they are on, and reads keys in raw mode.
//!
//! The screen, on a wide terminal: the board drawn from White's side with coordinates on all
//! sides, the last move's squares marked `>P<`; to its right the players, who is to move and the
//! move list; below it the last message; at the bottom the line being typed.

use std::io::{self, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::cursor::{Hide, MoveTo, Show};
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::style::{
    Attribute, Color as TermColor, Print, SetAttribute, SetBackgroundColor, SetForegroundColor,
};
use crossterm::terminal::{self, Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{execute, queue};
use shakmaty::san::SanPlus;
use shakmaty::{Color, File, Move, Position, Rank, Square};

use std::time::Instant;

use super::{Input, View};
use crate::clock::{ClockState, Moment, TimeSource, WallTime};
use std::sync::Arc;

use crate::lang::{Arg, Language, Message};
use crate::output::{Health, Output, OutputKind};
use crate::session::{Event, Session};

/// The board view: the messages since the last typed line and the line being typed.
#[derive(Default)]
pub struct BoardView {
    no_color: bool,
    /// What was shown since the last line was entered, oldest first.
    messages: Vec<String>,
    /// A line was entered: the next message replaces the ones shown.
    fresh: bool,
    input: String,
    /// The alternate screen and raw mode are on.
    started: bool,
    /// Clear the whole screen before the next redraw (first draw, resize).
    clear: bool,
    /// A write that failed, returned by the next `read_line`.
    broken: Option<io::Error>,
    /// The sighted opponent's own language (`--opponent-language`), if not the game's.
    language: Option<Arc<Language>>,
}

/// The board view on the terminal, in the opponent's language if given; it takes the terminal
/// over when it first draws.
pub fn board_view(no_color: bool, language: Option<Arc<Language>>) -> Box<dyn View> {
    let mut view = BoardView::default();
    view.no_color = no_color;
    view.language = language;
    Box::new(view)
}

/// The screen as lines of text for a terminal of `width` × `height` cells: at most `height`
/// lines, none wider than `width` columns. `last_message` may hold several lines separated by
/// `\n`; `input` is the line being typed.
pub fn render_board(
    session: &Session,
    last_message: &str,
    input: &str,
    width: u16,
    height: u16,
) -> Vec<String> {
    let ctx = Ctx {
        now: None,
        language: session.language(),
    };
    layout(session, last_message, input, width, height, ctx).lines
}

/// The same at the instant `now`, with both clocks beside the players' names.
pub fn render_board_at(
    session: &Session,
    last_message: &str,
    input: &str,
    width: u16,
    height: u16,
    now: Moment,
) -> Vec<String> {
    let ctx = Ctx {
        now: Some(now),
        language: session.language(),
    };
    layout(session, last_message, input, width, height, ctx).lines
}

/// What a screen is drawn for besides the game: the instant (for the clocks) and the language
/// of the one who reads it (the sighted opponent may have his own).
#[derive(Clone, Copy)]
struct Ctx<'a> {
    now: Option<Moment>,
    language: &'a Language,
}

// ---------------------------------------------------------------------------------------------
// Text layout
// ---------------------------------------------------------------------------------------------

/// Columns between the board and the panel beside it.
const GAP: usize = 2;
/// The narrowest panel beside the board; narrower terminals get the list below it.
const MIN_PANEL: usize = 20;
/// Columns between the columns of the move list.
const LIST_GAP: usize = 3;

/// How the board is drawn: squares `sw` columns by `sh` rows, with or without grid lines.
#[derive(Clone, Copy, Debug)]
struct BoardStyle {
    grid: bool,
    sw: usize,
    sh: usize,
}

/// Squares 7×3 in a grid: for large terminals (70×37 and more).
const BIG: BoardStyle = BoardStyle {
    grid: true,
    sw: 7,
    sh: 3,
};
/// Squares 3×1 in a grid: 38×19, fits 80×24 with the list beside it.
const GRID: BoardStyle = BoardStyle {
    grid: true,
    sw: 3,
    sh: 1,
};
/// Squares 3×1 without lines: 29×10, for small terminals.
const COMPACT: BoardStyle = BoardStyle {
    grid: false,
    sw: 3,
    sh: 1,
};

/// Rows a layout with the list below the board needs besides the board: players, side to move,
/// one row of moves, one of message, the input line.
const BELOW_ROWS: usize = 5;

impl BoardStyle {
    fn line(self) -> usize {
        usize::from(self.grid)
    }

    /// Columns of the board between the rank labels.
    fn inner_width(self) -> usize {
        self.line() + 8 * (self.sw + self.line())
    }

    /// " 8 " + board + " 8".
    fn width(self) -> usize {
        3 + self.inner_width() + 2
    }

    fn height(self) -> usize {
        2 + self.line() + 8 * (self.sh + self.line())
    }

    /// The first column of a file's squares.
    fn column(self, file: usize) -> usize {
        3 + self.line() + file * (self.sw + self.line())
    }
}

/// A square's cells on the screen, for the colours.
#[derive(Clone, Copy, Debug)]
struct Paint {
    row: usize,
    col: usize,
    len: usize,
    dark: bool,
    marked: bool,
    piece: Option<Color>,
}

/// The screen as text, where the squares are, and where the cursor goes.
#[derive(Default)]
struct Screen {
    lines: Vec<String>,
    paints: Vec<Paint>,
    /// Column and row.
    cursor: (u16, u16),
}

/// Display columns of a character: 0 for controls and combining marks, 2 for wide ones.
fn char_width(c: char) -> usize {
    let u = c as u32;
    if c.is_control()
        || matches!(u, 0x300..=0x36F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x200B..=0x200F
            | 0x20D0..=0x20FF | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F)
    {
        0
    } else if matches!(u, 0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0xA4CF
        | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6 | 0x1F300..=0x1F64F | 0x1F900..=0x1F9FF | 0x20000..=0x3FFFD)
    {
        2
    } else {
        1
    }
}

/// Display columns of a text.
fn text_width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// The text cut to `width` columns, ending in "…" when something was cut.
fn truncate(s: &str, width: usize) -> String {
    if text_width(s) <= width {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = char_width(c);
        if used + w + 1 > width {
            break;
        }
        out.push(c);
        used += w;
    }
    if width > 0 {
        out.push('…');
    }
    out
}

/// The last `width` columns of a text, after "…" when something was cut.
fn tail(s: &str, width: usize) -> String {
    if text_width(s) <= width {
        return s.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let mut kept = Vec::new();
    let mut used = 0;
    for c in s.chars().rev() {
        let w = char_width(c);
        if used + w + 1 > width {
            break;
        }
        kept.push(c);
        used += w;
    }
    std::iter::once('…').chain(kept.into_iter().rev()).collect()
}

/// One paragraph broken into lines of at most `width` columns, at spaces where it can.
fn wrap(paragraph: &str, width: usize) -> Vec<String> {
    if width == 0 {
        return Vec::new();
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in paragraph.split_whitespace() {
        let mut word = word.to_string();
        if !line.is_empty() && text_width(&line) + 1 + text_width(&word) <= width {
            line.push(' ');
            line.push_str(&word);
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // A word wider than the screen is split where it has to be.
        while text_width(&word) > width {
            let mut head = String::new();
            let mut used = 0;
            let mut rest = word.chars().peekable();
            while let Some(&c) = rest.peek() {
                if used + char_width(c) > width && !head.is_empty() {
                    break;
                }
                used += char_width(c);
                head.push(c);
                rest.next();
            }
            lines.push(head);
            word = rest.collect();
        }
        line = word;
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The message as lines of `width` columns, each `\n` starting a new line.
fn message_lines(message: &str, width: usize) -> Vec<String> {
    if message.trim().is_empty() {
        return Vec::new();
    }
    message
        .trim_end()
        .split('\n')
        .flat_map(|p| wrap(p, width))
        .collect()
}

/// The message in at most `rows` lines: the earliest paragraphs give way first, then the end
/// of what is left is cut with "…".
fn fit_message(message: &str, width: usize, rows: usize) -> Vec<String> {
    let mut paragraphs: Vec<&str> = message.trim_end().split('\n').collect();
    loop {
        let lines = message_lines(&paragraphs.join("\n"), width);
        if lines.len() <= rows {
            return lines;
        }
        if paragraphs.len() > 1 {
            paragraphs.remove(0);
            continue;
        }
        let mut lines = lines;
        lines.truncate(rows);
        if let Some(last) = lines.last_mut() {
            *last = truncate(&format!("{last} …"), width);
        }
        return lines;
    }
}

/// "12." before White's move, "12. …" before Black's, as the line view writes them.
fn number(fullmove: u32, white: bool) -> String {
    if white {
        format!("{fullmove}.")
    } else {
        format!("{fullmove}. …")
    }
}

/// The squares the last move went from and to (for castling, the king's).
fn last_move_squares(session: &Session) -> Vec<Square> {
    let game = session.game();
    let Some(played) = game.moves().last() else {
        return Vec::new();
    };
    let m: Move = played.mv;
    match (m, m.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            vec![king, Square::from_coords(side.king_to_file(), king.rank())]
        }
        _ => m.from().into_iter().chain([m.to()]).collect(),
    }
}

/// The board drawn from White's side, and where its squares are.
fn draw_board(session: &Session, style: BoardStyle) -> (Vec<String>, Vec<Paint>) {
    let board = session.game().position().board().clone();
    let marked = last_move_squares(session);
    let mut lines = Vec::new();
    let mut paints = Vec::new();

    let mut files = vec![' '; style.width()];
    for (f, c) in ('a'..='h').enumerate() {
        files[style.column(f) + style.sw / 2] = c;
    }
    let files: String = files.into_iter().collect::<String>().trim_end().to_string();
    let rule = format!("   +{}", format!("{}+", "-".repeat(style.sw)).repeat(8));
    let pad = " ".repeat((style.sw - 3) / 2);

    lines.push(files.clone());
    if style.grid {
        lines.push(rule.clone());
    }
    for rank in (0..8u32).rev() {
        for sub in 0..style.sh {
            let middle = sub == style.sh / 2;
            let label = if middle {
                char::from(b'1' + rank as u8)
            } else {
                ' '
            };
            let mut line = format!(" {label} ");
            if style.grid {
                line.push('|');
            }
            for file in 0..8u32 {
                let square = Square::from_coords(File::new(file), Rank::new(rank));
                let dark = (file + rank) % 2 == 0;
                let is_marked = marked.contains(&square);
                let piece = board.piece_at(square);
                paints.push(Paint {
                    row: lines.len(),
                    col: line.len(),
                    len: style.sw,
                    dark,
                    marked: is_marked,
                    piece: piece.map(|p| p.color),
                });
                if middle {
                    let body = match piece {
                        Some(p) => p.char(),
                        None if dark => '.',
                        None => ' ',
                    };
                    let (open, close) = if is_marked { ('>', '<') } else { (' ', ' ') };
                    line.push_str(&pad);
                    line.extend([open, body, close]);
                    line.push_str(&pad);
                    // An odd square width leaves one column over on the right.
                    line.push_str(&" ".repeat(style.sw - 3 - 2 * pad.len()));
                } else {
                    line.push_str(&" ".repeat(style.sw));
                }
                if style.grid {
                    line.push('|');
                }
            }
            line.push(' ');
            line.push(label);
            lines.push(line.trim_end().to_string());
        }
        if style.grid {
            lines.push(rule.clone());
        }
    }
    lines.push(files);
    (lines, paints)
}

/// A clock as a sighted player reads it: `1:29:57`, or `4:59` under an hour.
fn clock_face(time: std::time::Duration) -> String {
    let s = time.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// What is said about the game beside the board.
struct Info {
    /// "Weiß: Anna", "Schwarz: Bert" (the side alone when the name is the side's word).
    players: [String; 2],
    /// Who is to move, or how the game ended.
    status: String,
    /// The move list, one entry per move number: "1. e4 e5".
    entries: Vec<String>,
    /// The same, aligned in columns.
    aligned: Vec<String>,
}

impl Info {
    fn of(session: &Session, ctx: Ctx<'_>) -> Info {
        let now = ctx.now;
        let language = ctx.language;
        let setup = session.setup();
        let players = [Color::White, Color::Black].map(|color| {
            let side = language.side(color);
            let name = setup.player(color).trim();
            let who = if name.is_empty() || name == side {
                side.clone()
            } else {
                format!("{side}: {name}")
            };
            match (session.clock(), now) {
                (Some(clock), Some(now)) => {
                    format!("{who}  {}", clock_face(clock.remaining(color, now)))
                }
                _ => who,
            }
        });
        let game = session.game();
        let status = match game.outcome() {
            Some(outcome) => {
                let words = crate::session::outcome_message(outcome);
                format!(
                    "{} {}",
                    outcome.result.pgn(),
                    language.text(&words, session.vocab())
                )
            }
            None => {
                let mut words = vec![Arg::from(Message::new("to-move").with("side", game.turn()))];
                // The opponent sees whether the move is only entered or already made (D.2.3).
                if let Some(m) = session.entered() {
                    let san = SanPlus::from_move(game.position().clone(), m).to_string();
                    words.push(
                        Message::new("entered-short")
                            .with("move", Arg::Text(san))
                            .into(),
                    );
                }
                session
                    .language()
                    .string(&Arg::Sentences(words), session.vocab())
            }
        };

        // Move numbers and SAN, paired by move number.
        let start = game.start();
        let mut fullmove = start.fullmoves().get();
        let mut white_turn = start.turn().is_white();
        let mut pairs: Vec<(u32, Option<String>, Option<String>)> = Vec::new();
        for played in game.moves() {
            let san = played.san.to_string();
            if white_turn {
                pairs.push((fullmove, Some(san), None));
            } else {
                match pairs.last_mut() {
                    Some((n, _, black @ None)) if *n == fullmove => *black = Some(san),
                    _ => pairs.push((fullmove, None, Some(san))),
                }
                fullmove += 1;
            }
            white_turn = !white_turn;
        }
        let number_width = pairs
            .iter()
            .map(|(n, ..)| n.to_string().len())
            .max()
            .unwrap_or(1);
        let white_width = pairs
            .iter()
            .map(|(_, w, _)| w.as_deref().map_or(3, text_width))
            .max()
            .unwrap_or(0);
        let entry = |n: &u32, w: &Option<String>, b: &Option<String>, aligned: bool| {
            let w = w.as_deref().unwrap_or("...");
            let b = b.as_deref().unwrap_or("");
            let text = if aligned {
                let pad = white_width.saturating_sub(text_width(w));
                format!("{n:>number_width$}. {w}{} {b}", " ".repeat(pad))
            } else {
                format!("{n}. {w} {b}")
            };
            text.trim_end().to_string()
        };
        Info {
            players,
            status,
            entries: pairs
                .iter()
                .map(|(n, w, b)| entry(n, w, b, false))
                .collect(),
            aligned: pairs.iter().map(|(n, w, b)| entry(n, w, b, true)).collect(),
        }
    }

    /// The last moves in columns of at most `rows` rows, filled top to bottom, `width` wide.
    fn list_columns(&self, width: usize, rows: usize) -> Vec<String> {
        if rows == 0 || self.aligned.is_empty() {
            return Vec::new();
        }
        let column = self
            .aligned
            .iter()
            .map(|e| text_width(e))
            .max()
            .unwrap_or(0);
        let columns = ((width + LIST_GAP) / (column + LIST_GAP)).max(1);
        let shown = self.aligned.len().min(rows * columns);
        let entries = &self.aligned[self.aligned.len() - shown..];
        let rows = rows.min(shown);
        (0..rows)
            .map(|r| {
                let mut line = String::new();
                for (c, e) in entries.iter().skip(r).step_by(rows).enumerate() {
                    if c > 0 {
                        let used = text_width(&line);
                        let target = c * (column + LIST_GAP);
                        line.push_str(&" ".repeat(target.saturating_sub(used)));
                    }
                    line.push_str(e);
                }
                truncate(line.trim_end(), width)
            })
            .collect()
    }

    /// The last moves as running text in at most `rows` lines of `width` columns.
    fn list_running(&self, width: usize, rows: usize) -> Vec<String> {
        let mut lines: Vec<String> = Vec::new();
        let mut line = String::new();
        for e in &self.entries {
            if !line.is_empty() && text_width(&line) + 2 + text_width(e) <= width {
                line.push_str("  ");
                line.push_str(e);
            } else {
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                line = truncate(e, width);
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        let skip = lines.len().saturating_sub(rows);
        lines.split_off(skip)
    }
}

/// The input line: the prompt and the text typed, its end kept in view.
fn input_line(session: &Session, input: &str, width: usize, language: &Language) -> String {
    let game = session.game();
    let prompt = if game.is_over() {
        "> ".to_string()
    } else {
        let pos = game.position();
        format!(
            "{} {}> ",
            number(pos.fullmoves().get(), pos.turn().is_white()),
            language.side(pos.turn())
        )
    };
    // One column stays free for the cursor.
    tail(&format!("{prompt}{input}"), width.saturating_sub(1))
}

fn layout(
    session: &Session,
    message: &str,
    input: &str,
    width: u16,
    height: u16,
    ctx: Ctx<'_>,
) -> Screen {
    let (w, h) = (usize::from(width), usize::from(height));
    if h == 0 {
        return Screen::default();
    }
    let input = input_line(session, input, w, ctx.language);
    for style in [BIG, GRID, COMPACT] {
        let (bw, bh) = (style.width(), style.height());
        if bw + GAP + MIN_PANEL <= w && bh + 2 <= h {
            return beside(session, style, message, input, w, h, ctx);
        }
        if bw <= w && bh + BELOW_ROWS <= h {
            return below(session, style, message, input, w, h, ctx);
        }
    }
    let need = ctx.language.text(
        &Message::new("board-too-small")
            .with("width", w)
            .with("height", h)
            .with("need-width", COMPACT.width())
            .with("need-height", COMPACT.height() + BELOW_ROWS),
        session.vocab(),
    );
    too_small(&need, message, input, w, h)
}

/// Puts the input line last and the cursor after it.
fn finish(mut lines: Vec<String>, paints: Vec<Paint>, input: String, h: usize) -> Screen {
    lines.truncate(h - 1);
    lines.resize(h - 1, String::new());
    let cursor = (text_width(&input) as u16, (h - 1) as u16);
    lines.push(input);
    for line in &mut lines {
        *line = line.trim_end().to_string();
    }
    Screen {
        lines,
        paints,
        cursor,
    }
}

/// The board with the players and the move list beside it, the message below.
fn beside(
    session: &Session,
    style: BoardStyle,
    message: &str,
    input: String,
    w: usize,
    h: usize,
    ctx: Ctx<'_>,
) -> Screen {
    let (board, paints) = draw_board(session, style);
    let (bw, bh) = (style.width(), style.height());
    let message_rows = h - 1 - bh;
    let message = message_lines(message, w);
    if message.len() > message_rows {
        return text_only(session, &message, input, w, h, ctx);
    }
    let pw = w - bw - GAP;
    let info = Info::of(session, ctx);
    let mut panel: Vec<String> = info.players.iter().map(|p| truncate(p, pw)).collect();
    let mut status = wrap(&info.status, pw);
    status.truncate(2);
    panel.extend(status);
    panel.push(String::new());
    let rows = bh.saturating_sub(panel.len());
    panel.extend(info.list_columns(pw, rows));

    let mut lines: Vec<String> = (0..bh)
        .map(|row| {
            let left = board.get(row).map_or("", String::as_str);
            match panel.get(row) {
                Some(right) if !right.is_empty() => {
                    format!("{left}{}{right}", " ".repeat(bw + GAP - left.len()))
                }
                _ => left.to_string(),
            }
        })
        .collect();
    lines.extend(message);
    finish(lines, paints, input, h)
}

/// The board, below it the players, the move list and the message.
fn below(
    session: &Session,
    style: BoardStyle,
    message: &str,
    input: String,
    w: usize,
    h: usize,
    ctx: Ctx<'_>,
) -> Screen {
    let (mut lines, paints) = draw_board(session, style);
    let free = h - 1 - style.height() - 2;
    let message = message_lines(message, w);
    if message.len() > free - 1 {
        return text_only(session, &message, input, w, h, ctx);
    }
    let info = Info::of(session, ctx);
    lines.push(truncate(&info.players.join(" – "), w));
    lines.push(truncate(&info.status, w));
    let rows = free - message.len().max(1);
    lines.extend(info.list_running(w, rows));
    lines.resize(h - 1 - message.len().max(1), String::new());
    lines.extend(message);
    finish(lines, paints, input, h)
}

/// A message too long to go with the board: shown alone until the next line is typed.
fn text_only(
    session: &Session,
    message: &[String],
    input: String,
    w: usize,
    h: usize,
    ctx: Ctx<'_>,
) -> Screen {
    let info = Info::of(session, ctx);
    let mut lines = vec![truncate(&info.status, w), String::new()];
    let text = message.join("\n");
    lines.extend(fit_message(&text, w, h - 1 - lines.len()));
    finish(lines, Vec::new(), input, h)
}

fn too_small(need: &str, message: &str, input: String, w: usize, h: usize) -> Screen {
    if h == 1 {
        return Screen {
            lines: vec![truncate(need, w)],
            paints: Vec::new(),
            cursor: (0, 0),
        };
    }
    let mut lines = wrap(need, w);
    lines.truncate(h - 1);
    let rest = h - 1 - lines.len();
    if rest > 0 && !message.trim().is_empty() {
        lines.extend(fit_message(message, w, rest));
    }
    finish(lines, Vec::new(), input, h)
}

// ---------------------------------------------------------------------------------------------
// The terminal
// ---------------------------------------------------------------------------------------------

/// Raw mode and the alternate screen are on (for the panic hook).
static ACTIVE: AtomicBool = AtomicBool::new(false);
static PANIC_HOOK: Once = Once::new();

/// Gives the terminal back as it was: main screen, cursor shown, raw mode off.
fn restore_terminal() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        let _ = execute!(
            io::stdout(),
            SetAttribute(Attribute::Reset),
            Show,
            LeaveAlternateScreen
        );
        let _ = terminal::disable_raw_mode();
    }
}

/// Background for a square: light, dark, and greener for the last move.
fn square_color(p: &Paint) -> TermColor {
    TermColor::AnsiValue(match (p.dark, p.marked) {
        (false, false) => 180,
        (true, false) => 137,
        (false, true) => 150,
        (true, true) => 107,
    })
}

fn piece_color(p: &Paint) -> TermColor {
    TermColor::AnsiValue(match p.piece {
        Some(Color::White) => 231,
        _ => 16,
    })
}

/// What a key does to the line being typed.
enum Key {
    Enter,
    End,
    Changed,
    Redraw,
    Nothing,
}

impl BoardView {
    /// Takes the terminal over: raw mode, alternate screen; the panic hook gives it back.
    fn start(&mut self) -> io::Result<()> {
        if self.started {
            return Ok(());
        }
        PANIC_HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore_terminal();
                previous(info);
            }));
        });
        terminal::enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        self.started = true;
        self.clear = true;
        if let Err(e) = execute!(io::stdout(), EnterAlternateScreen) {
            self.stop();
            return Err(e);
        }
        Ok(())
    }

    fn stop(&mut self) {
        if self.started {
            self.started = false;
            restore_terminal();
        }
    }

    fn redraw(&mut self, session: &Session) -> io::Result<()> {
        self.start()?;
        let (width, height) = terminal::size()?;
        let ctx = Ctx {
            now: Some(WallTime::new().now()),
            language: self.language.as_deref().unwrap_or(session.language()),
        };
        let screen = layout(
            session,
            &self.messages.join("\n"),
            &self.input,
            width,
            height,
            ctx,
        );
        let mut buf: Vec<u8> = Vec::new();
        queue!(buf, Hide)?;
        if std::mem::take(&mut self.clear) {
            queue!(buf, Clear(ClearType::All))?;
        }
        for row in 0..height {
            queue!(buf, MoveTo(0, row))?;
            let line = screen
                .lines
                .get(usize::from(row))
                .map_or("", String::as_str);
            if self.no_color {
                queue!(buf, Print(line))?;
            } else {
                let paints = screen.paints.iter().filter(|p| p.row == usize::from(row));
                paint_line(&mut buf, line, paints)?;
            }
            // A full line leaves the cursor on its last cell, which clearing would erase.
            if text_width(line) < usize::from(width) {
                queue!(buf, Clear(ClearType::UntilNewLine))?;
            }
        }
        queue!(buf, MoveTo(screen.cursor.0, screen.cursor.1), Show)?;
        let mut out = io::stdout().lock();
        out.write_all(&buf)?;
        out.flush()
    }

    fn key(&mut self, key: KeyEvent) -> Key {
        let control = key.modifiers.contains(KeyModifiers::CONTROL)
            && !key.modifiers.contains(KeyModifiers::ALT);
        match key.code {
            KeyCode::Enter => Key::Enter,
            KeyCode::Char('c' | 'd') if control => Key::End,
            // Raw mode reads a line feed as Ctrl-J.
            KeyCode::Char('j' | 'm') if control => Key::Enter,
            KeyCode::Char('u') if control => {
                self.input.clear();
                Key::Changed
            }
            KeyCode::Char('l') if control => {
                self.clear = true;
                Key::Redraw
            }
            KeyCode::Char(_) if control => Key::Nothing,
            KeyCode::Char(c) => {
                self.input.push(c);
                Key::Changed
            }
            KeyCode::Backspace => {
                self.input.pop();
                Key::Changed
            }
            KeyCode::Esc => {
                self.input.clear();
                Key::Changed
            }
            _ => Key::Nothing,
        }
    }
}

/// Writes a line with the squares in their colours.
fn paint_line<'a>(
    buf: &mut Vec<u8>,
    line: &str,
    paints: impl Iterator<Item = &'a Paint>,
) -> io::Result<()> {
    let chars: Vec<char> = line.chars().collect();
    let mut at = 0;
    for p in paints {
        let start = p.col.clamp(at, chars.len());
        let end = (p.col + p.len).clamp(start, chars.len());
        let before: String = chars[at..start].iter().collect();
        let cells: String = chars[start..end].iter().collect();
        queue!(
            buf,
            Print(before),
            SetBackgroundColor(square_color(p)),
            SetForegroundColor(piece_color(p)),
            SetAttribute(Attribute::Bold),
            Print(cells),
            SetAttribute(Attribute::Reset)
        )?;
        at = end;
    }
    let rest: String = chars[at..].iter().collect();
    queue!(buf, Print(rest))
}

impl Output for BoardView {
    fn kind(&self) -> OutputKind {
        OutputKind::Screen
    }

    fn show(&mut self, event: &Event, session: &Session) {
        if let Err(e) = self.add_message(event, session) {
            self.broken.get_or_insert(e);
        }
    }

    fn status(&self) -> (Health, Message) {
        (Health::Working, Message::new("device-screen"))
    }
}

impl BoardView {
    fn add_message(&mut self, event: &Event, session: &Session) -> io::Result<()> {
        let words = match (&self.language, event) {
            (Some(language), Event::Public(m) | Event::Private(m))
            | (Some(language), Event::GameOver { message: m, .. }) => {
                language.text(m, session.vocab())
            }
            _ => session.event_text(event),
        };
        let text = match event {
            Event::Move {
                fullmove,
                color,
                san,
                ..
            } => format!("{} {words} ({san})", number(*fullmove, color.is_white())),
            _ => words,
        };
        if std::mem::take(&mut self.fresh) {
            self.messages.clear();
        }
        self.messages.push(text);
        self.redraw(session)
    }
}

impl View for BoardView {
    fn read_line(&mut self, session: &Session, deadline: Option<Instant>) -> io::Result<Input> {
        if let Some(e) = self.broken.take() {
            return Err(e);
        }
        self.redraw(session)?;
        loop {
            // Block until a key or the deadline (a flag about to fall), never spin.
            // The clocks on the screen change once a second while one runs.
            // Once a second the other outputs are asked how they are (the loop is woken).
            let tick = Instant::now() + std::time::Duration::from_secs(1);
            let wake = deadline.map_or(tick, |d| d.min(tick));
            if !event::poll(wake.saturating_duration_since(Instant::now()))? {
                if deadline.is_some_and(|d| d <= Instant::now()) {
                    return Ok(Input::Timeout);
                }
                let running = session
                    .clock()
                    .is_some_and(|c| matches!(c.state(), ClockState::Running(_)));
                if running {
                    self.redraw(session)?;
                }
                return Ok(Input::Wake);
            }
            match event::read()? {
                TermEvent::Key(key) if key.kind != KeyEventKind::Release => match self.key(key) {
                    Key::Enter => {
                        let line = std::mem::take(&mut self.input);
                        self.fresh = true;
                        self.redraw(session)?;
                        return Ok(Input::Line(line));
                    }
                    Key::End => {
                        self.fresh = true;
                        return Ok(Input::End);
                    }
                    Key::Changed | Key::Redraw => self.redraw(session)?,
                    Key::Nothing => {}
                },
                TermEvent::Resize(..) => {
                    self.clear = true;
                    self.redraw(session)?;
                }
                _ => {}
            }
        }
    }
}

impl Drop for BoardView {
    /// Gives the terminal back, then prints what was said last (the goodbye, where the game
    /// was saved), which would otherwise vanish with the alternate screen.
    fn drop(&mut self) {
        if !self.started {
            return;
        }
        self.stop();
        if !self.fresh && !self.messages.is_empty() {
            let mut out = io::stdout().lock();
            for message in &self.messages {
                let _ = writeln!(out, "{message}");
            }
            let _ = out.flush();
        }
    }
}
