//! The screen as text: the board, the players and clocks, the move list, the message and the
//! line being typed, laid out for a terminal of any size. No terminal is touched here.

use shakmaty::san::SanPlus;
use shakmaty::{ByColor, Color, File, Move, Position, Rank, Square};

use crate::clock::Moment;

use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::move_number_text;
use crate::session::Session;

use super::text::*;

/// The screen as lines of text for a terminal of `width` × `height` cells: at most `height`
/// lines, none wider than `width` columns. `last_message` may hold several lines separated by
/// `\n`; `input` is the line being typed.
pub fn render_board(
    session: &Session,
    language: &Language,
    last_message: &str,
    input: &str,
    width: u16,
    height: u16,
) -> Vec<String> {
    let ctx = Ctx::of(session, language, None, 0);
    layout(session, last_message, input, width, height, ctx).lines
}

/// Page `page` of a message too long for the screen (as Page Down turns to it).
pub fn render_board_page(
    session: &Session,
    language: &Language,
    message: &str,
    width: u16,
    height: u16,
    page: usize,
) -> Vec<String> {
    let ctx = Ctx::of(session, language, None, page);
    layout(session, message, "", width, height, ctx).lines
}

/// The same at the instant `now`, with both clocks beside the players' names.
pub fn render_board_at(
    session: &Session,
    language: &Language,
    last_message: &str,
    input: &str,
    width: u16,
    height: u16,
    now: Moment,
) -> Vec<String> {
    let ctx = Ctx::of(session, language, Some(now), 0);
    layout(session, last_message, input, width, height, ctx).lines
}

/// What a screen is drawn for besides the game: the instant (for the clocks) and the language
/// of the one who reads it (the sighted opponent may have his own).
#[derive(Clone, Copy)]
pub(super) struct Ctx<'a> {
    pub(super) now: Option<Moment>,
    pub(super) language: &'a Language,
    /// The side the board is seen from: its first rank at the bottom.
    pub(super) from: Color,
    /// The page of a message too long for the screen.
    pub(super) page: usize,
    /// The question the next line answers, shown in the prompt.
    pub(super) asking: Option<&'a crate::message::Message>,
}

impl<'a> Ctx<'a> {
    /// In the game's language, from the default side.
    fn of(session: &Session, language: &'a Language, now: Option<Moment>, page: usize) -> Ctx<'a> {
        Ctx {
            now,
            language,
            from: default_side(session),
            page,
            asking: None,
        }
    }
}

/// The sighted opponent's side when the set-up names the blind player, else White's.
pub fn default_side(session: &Session) -> Color {
    match session.entry().blind {
        Some(Color::White) => Color::Black,
        _ => Color::White,
    }
}

// ---------------------------------------------------------------------------------------------
// Text layout
// ---------------------------------------------------------------------------------------------

/// Columns between the board and the panel beside it.
pub(super) const GAP: usize = 2;
/// The narrowest panel beside the board; narrower terminals get the list below it.
pub(super) const MIN_PANEL: usize = 20;
/// Columns between the columns of the move list.
pub(super) const LIST_GAP: usize = 3;

/// How the board is drawn: squares `sw` columns by `sh` rows, with or without grid lines.
#[derive(Clone, Copy, Debug)]
pub(super) struct BoardStyle {
    grid: bool,
    sw: usize,
    sh: usize,
}

/// Squares 7×3 in a grid: for large terminals (70×37 and more).
pub(super) const BIG: BoardStyle = BoardStyle {
    grid: true,
    sw: 7,
    sh: 3,
};
/// Squares 3×1 in a grid: 38×19, fits 80×24 with the list beside it.
pub(super) const GRID: BoardStyle = BoardStyle {
    grid: true,
    sw: 3,
    sh: 1,
};
/// Squares 3×1 without lines: 29×10, for small terminals.
pub(super) const COMPACT: BoardStyle = BoardStyle {
    grid: false,
    sw: 3,
    sh: 1,
};

/// Rows a layout with the list below the board needs besides the board: players, side to move,
/// one row of moves, one of message, the input line.
pub(super) const BELOW_ROWS: usize = 5;

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
pub(super) struct Paint {
    pub(super) row: usize,
    pub(super) col: usize,
    pub(super) len: usize,
    pub(super) dark: bool,
    pub(super) marked: bool,
    pub(super) piece: Option<Color>,
}

/// The screen as text, where the squares are, and where the cursor goes.
#[derive(Default)]
pub(super) struct TextScreen {
    pub(super) lines: Vec<String>,
    pub(super) paints: Vec<Paint>,
    /// Column and row.
    pub(super) cursor: (u16, u16),
    /// The page of a long message shown.
    pub(super) page: usize,
}

/// "12." before White's move, "12. …" before Black's, as the line view writes them.
/// The squares the last move went from and to (for castling, the king's).
pub(super) fn last_move_squares(session: &Session) -> Vec<Square> {
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

/// The board drawn from `from`'s side, and where its squares are.
pub(super) fn draw_board(
    session: &Session,
    style: BoardStyle,
    from: Color,
) -> (Vec<String>, Vec<Paint>) {
    let files = files_line(style, from);
    let rule = format!("   +{}", format!("{}+", "-".repeat(style.sw)).repeat(8));
    let mut drawing = Drawing {
        board: session.game().position().board(),
        marked: last_move_squares(session),
        style,
        from,
        lines: vec![files.clone()],
        paints: Vec::new(),
    };
    if style.grid {
        drawing.lines.push(rule.clone());
    }
    for row in 0..8u32 {
        let rank = 7 - order(from, row);
        for sub in 0..style.sh {
            drawing.rank_line(rank, sub);
        }
        if style.grid {
            drawing.lines.push(rule.clone());
        }
    }
    drawing.lines.push(files);
    (drawing.lines, drawing.paints)
}

/// The `i`th file or rank from the left or the top as `from` sees the board: from Black's
/// side the eighth rank is at the bottom and the h-file on the left.
fn order(from: Color, i: u32) -> u32 {
    if from == Color::White { i } else { 7 - i }
}

/// The letters of the files, each over the middle of its squares.
fn files_line(style: BoardStyle, from: Color) -> String {
    let mut files = vec![' '; style.width()];
    for column in 0..8u32 {
        let letter = char::from(b'a' + order(from, column) as u8);
        files[style.column(column as usize) + style.sw / 2] = letter;
    }
    files.into_iter().collect::<String>().trim_end().to_string()
}

/// A board being drawn: its lines so far, and where each square's cells are, for the colours.
struct Drawing<'a> {
    board: &'a shakmaty::Board,
    /// The squares of the last move, marked `>x<`.
    marked: Vec<Square>,
    style: BoardStyle,
    from: Color,
    lines: Vec<String>,
    paints: Vec<Paint>,
}

impl Drawing<'_> {
    /// Row `sub` of the squares of `rank`: its number on both sides on the middle row, each
    /// square's piece (or a dot on a dark square) there too.
    fn rank_line(&mut self, rank: u32, sub: usize) {
        let style = self.style;
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
        for column in 0..8u32 {
            let file = order(self.from, column);
            let square = Square::from_coords(File::new(file), Rank::new(rank));
            let dark = (file + rank).is_multiple_of(2);
            let marked = self.marked.contains(&square);
            let piece = self.board.piece_at(square);
            self.paints.push(Paint {
                row: self.lines.len(),
                col: line.len(),
                len: style.sw,
                dark,
                marked,
                piece: piece.map(|p| p.color),
            });
            if middle {
                let body = match piece {
                    Some(p) => p.char(),
                    None if dark => '.',
                    None => ' ',
                };
                line.push_str(&square_middle(style, body, marked));
            } else {
                line.push_str(&" ".repeat(style.sw));
            }
            if style.grid {
                line.push('|');
            }
        }
        line.push(' ');
        line.push(label);
        self.lines.push(line.trim_end().to_string());
    }
}

/// The middle row of a square `sw` wide: its piece centred, between `>` and `<` if marked. An
/// odd square width leaves one column over on the right.
fn square_middle(style: BoardStyle, body: char, marked: bool) -> String {
    let pad = " ".repeat((style.sw - 3) / 2);
    let (open, close) = if marked { ('>', '<') } else { (' ', ' ') };
    let over = " ".repeat(style.sw - 3 - 2 * pad.len());
    format!("{pad}{open}{body}{close}{pad}{over}")
}

/// A clock as a sighted player reads it: `1:29:57`, or `4:59` under an hour.
pub(super) fn clock_face(time: std::time::Duration) -> String {
    let s = time.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// "Weiß: Anna  1:29:57": the side, the name unless it is the side's word, the clock if any.
pub(super) struct Player {
    who: String,
    clock: Option<String>,
}

impl Player {
    /// The line in `width` columns: the name gives way, the time is never cut.
    fn line(&self, width: usize) -> String {
        let Some(clock) = &self.clock else {
            return truncate(&self.who, width);
        };
        let room = width.saturating_sub(text_width(clock) + 2);
        if room == 0 {
            return truncate(clock, width);
        }
        format!("{}  {clock}", truncate(&self.who, room))
    }

    fn width(&self) -> usize {
        text_width(&self.line(usize::MAX))
    }
}

/// What is said about the game beside the board.
pub(super) struct Info {
    /// Shown in the order they iterate: White, then Black.
    players: ByColor<Player>,
    /// Who is to move, or how the game ended.
    status: String,
    /// The move list, one entry per move number: "1. e4 e5".
    entries: Vec<String>,
    /// The same, aligned in columns.
    aligned: Vec<String>,
}

impl Info {
    fn of(session: &Session, ctx: Ctx<'_>) -> Info {
        let pairs = move_pairs(session.game());
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
            players: players(session, ctx),
            status: status(session, ctx),
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

/// Each side's line: its word, the name unless it is the side's word, the clock if the screen
/// is drawn at an instant.
fn players(session: &Session, ctx: Ctx<'_>) -> ByColor<Player> {
    let setup = session.setup();
    ByColor::new_with(|color| {
        let side = ctx.language.side(color);
        let name = setup.player(color).trim();
        let who = if name.is_empty() || name == side {
            side.clone()
        } else {
            format!("{side}: {name}")
        };
        let clock = match (session.clock(), ctx.now) {
            (Some(clock), Some(now)) => Some(clock_face(clock.remaining(color, now))),
            _ => None,
        };
        Player { who, clock }
    })
}

/// The result and how the game ended, or who is to move; the opponent sees whether the move
/// is only entered or already made (D.2.3).
fn status(session: &Session, ctx: Ctx<'_>) -> String {
    let game = session.game();
    if let Some(outcome) = game.outcome() {
        let words = crate::session::outcome_message(outcome);
        let text = ctx.language.text(&words, session.vocab());
        return format!("{} {text}", outcome.result.pgn());
    }
    let mut words = vec![Arg::from(Message::new("to-move").with("side", game.turn()))];
    if let Some(m) = session.entered() {
        let san = SanPlus::from_move(game.position().clone(), m).to_string();
        words.push(
            Message::new("entered-short")
                .with("move", Arg::Text(san))
                .into(),
        );
    }
    ctx.language.string(&Arg::Sentences(words), session.vocab())
}

/// Move numbers and SAN, paired by move number: a game that starts with Black to move has no
/// White move in its first pair.
fn move_pairs(game: &crate::game::Game) -> Vec<(u32, Option<String>, Option<String>)> {
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
    pairs
}

/// Rows the line being typed may take on a screen `h` rows high: a prompt with a question
/// wraps rather than losing its move number.
fn input_rows(h: usize) -> usize {
    match h {
        0..=5 => 1,
        6..=11 => 2,
        _ => 3,
    }
}

/// The input line: the prompt and the text typed, in at most `max_rows` lines of `width`
/// columns. The prompt keeps its move number and its question (wrapped at spaces); the typed
/// text follows it, its end kept in view.
pub(super) fn input_lines(
    session: &Session,
    input: &str,
    width: usize,
    ctx: Ctx<'_>,
    max_rows: usize,
) -> Vec<String> {
    let language = ctx.language;
    let game = session.game();
    let label = if game.is_over() {
        language.text(&Message::new("prompt-game-over"), session.vocab())
    } else {
        let pos = game.position();
        let number = move_number_text(pos.fullmoves().get(), pos.turn());
        format!("{number} {}", language.side(pos.turn()))
    };
    let prompt = match ctx.asking {
        Some(question) => {
            let question = language.text(question, session.vocab());
            format!("{label} [{question}]>")
        }
        None => format!("{label}>"),
    };
    // One column stays free for the cursor.
    let width = width.saturating_sub(1);
    let whole = format!("{prompt} {input}");
    if text_width(&whole) <= width || max_rows <= 1 {
        return vec![tail(&whole, width)];
    }
    let mut lines = wrap(&prompt, width);
    let last = lines.pop().unwrap_or_default();
    let joined = format!("{last} {input}");
    if text_width(&joined) <= width {
        lines.push(joined);
    } else {
        lines.push(last);
        lines.push(tail(input, width));
    }
    if lines.len() > max_rows {
        // The typed text and the prompt's start (the move number) stay; the middle is cut.
        let typed = lines.split_off(lines.len() - 1);
        lines.truncate(max_rows - 1);
        if let Some(cut) = lines.last_mut() {
            *cut = truncate(&format!("{cut} …"), width);
        }
        lines.extend(typed);
    }
    lines
}

/// How the board and the panel share the screen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Arrangement {
    /// The players and the move list beside the board, the message below it.
    Beside,
    /// Everything below the board, for narrow terminals.
    Below,
}

/// How `style`'s board fits `w` columns and `body` rows (the rows above the typed line).
fn arrangement(style: BoardStyle, w: usize, body: usize) -> Option<Arrangement> {
    let (bw, bh) = (style.width(), style.height());
    if bw + GAP + MIN_PANEL <= w && bh < body {
        Some(Arrangement::Beside)
    } else if bw <= w && bh + BELOW_ROWS - 1 <= body {
        Some(Arrangement::Below)
    } else {
        None
    }
}

/// Where the message is shown, as lines already fitted to their place.
enum MessageAt {
    /// Below the board, across the whole width.
    Below(Vec<String>),
    /// Beside the board, in place of the move list.
    Panel(Vec<String>),
}

/// The screen: the board, the clocks and the side to move always; the message where it fits
/// whole (a smaller board, or beside the board instead of the move list), else in pages of
/// which `page` is shown. Where no board leaves room for a line of a page and its number, the
/// message is paged without the board.
pub(super) fn layout(
    session: &Session,
    message: &str,
    input: &str,
    width: u16,
    height: u16,
    ctx: Ctx<'_>,
) -> TextScreen {
    let (w, h) = (usize::from(width), usize::from(height));
    if h == 0 {
        return TextScreen::default();
    }
    let input = input_lines(session, input, w, ctx, input_rows(h));
    let body = h - input.len();
    let info = Info::of(session, ctx);
    let page = Page { ctx, session };
    let styles = [BIG, GRID, COMPACT];
    let drawable: Vec<(BoardStyle, Arrangement)> = styles
        .into_iter()
        .filter_map(|style| arrangement(style, w, body).map(|a| (style, a)))
        .collect();
    let Some(&smallest) = drawable.last() else {
        return without_board(&info, message, input, (w, h), body, page);
    };
    match whole(&info, &drawable, message, w, body) {
        Some(Whole::Beside(style, at)) => beside(session, &info, style, at, input, w, body, ctx),
        Some(Whole::Below(style, full)) => below(session, &info, style, full, input, w, body, ctx),
        None => paged_with_board(&info, smallest, message, input, w, body, page),
    }
}

/// No board fits `w` × `h`: the message alone. A prompt wrapped over several rows takes the
/// board's room for a moment only; otherwise the screen says what it lacks, naming only what
/// does not fit (the width that fits is no help).
fn without_board(
    info: &Info,
    message: &str,
    input: Vec<String>,
    (w, h): (usize, usize),
    body: usize,
    page: Page<'_>,
) -> TextScreen {
    if arrangement(COMPACT, w, h - 1).is_some() {
        return text_only(info, None, message, input, w, body, page);
    }
    let (need_w, need_h) = (COMPACT.width(), COMPACT.height() + BELOW_ROWS);
    let id = match (w < need_w, h < need_h) {
        (true, true) => "board-too-small",
        (true, false) => "board-too-narrow",
        _ => "board-too-low",
    };
    let need = page.ctx.language.text(
        &Message::new(id)
            .with("width", w)
            .with("height", h)
            .with("need-width", need_w)
            .with("need-height", need_h),
        page.session.vocab(),
    );
    text_only(info, Some(&need), message, input, w, body, page)
}

/// A board with the whole message, as lines fitted to their place.
enum Whole {
    Beside(BoardStyle, MessageAt),
    Below(BoardStyle, Vec<String>),
}

/// Where the message fits whole beside a board, biggest board first: below the board across
/// the whole width, else in the panel in place of the move list. `None`: it needs pages.
fn whole(
    info: &Info,
    drawable: &[(BoardStyle, Arrangement)],
    message: &str,
    w: usize,
    body: usize,
) -> Option<Whole> {
    let full = message_lines(message, w);
    for &(style, arrangement) in drawable {
        match arrangement {
            Arrangement::Beside if full.len() < body - style.height() => {
                return Some(Whole::Beside(style, MessageAt::Below(full)));
            }
            Arrangement::Below if full.len() < below_free(style, body) => {
                return Some(Whole::Below(style, full));
            }
            _ => {}
        }
    }
    let mut panels = drawable.iter().filter(|(_, a)| *a == Arrangement::Beside);
    panels.find_map(|&(style, _)| {
        let pw = w - style.width() - GAP;
        let lines = message_lines(message, pw);
        let fits = lines.len() <= panel_rows(info, style, pw);
        fits.then_some(Whole::Beside(style, MessageAt::Panel(lines)))
    })
}

/// What turning a page needs: the page asked for and the words for "lines 1–5 of 20".
#[derive(Clone, Copy)]
struct Page<'a> {
    ctx: Ctx<'a>,
    session: &'a Session,
}

/// A message too long for any place: the smallest board with the message in pages, or the
/// message in pages without the board where there is no room for a page under it.
fn paged_with_board(
    info: &Info,
    (style, arrangement): (BoardStyle, Arrangement),
    message: &str,
    input: Vec<String>,
    w: usize,
    body: usize,
    page: Page<'_>,
) -> TextScreen {
    let (session, ctx) = (page.session, page.ctx);
    let pager = |lines: Vec<String>, rows: usize, width: usize| {
        paged(lines, rows, width, ctx.page, ctx, session)
    };
    match arrangement {
        Arrangement::Beside => {
            let pw = w - style.width() - GAP;
            let (panel, below_rows) = (panel_rows(info, style, pw), body - style.height());
            if panel.max(below_rows) < 2 {
                return text_only(info, None, message, input, w, body, page);
            }
            let (at, shown) = if panel * pw > below_rows * w {
                let (lines, shown) = pager(message_lines(message, pw), panel, pw);
                (MessageAt::Panel(lines), shown)
            } else {
                let (lines, shown) = pager(message_lines(message, w), below_rows, w);
                (MessageAt::Below(lines), shown)
            };
            let mut screen = beside(session, info, style, at, input, w, body, ctx);
            screen.page = shown;
            screen
        }
        Arrangement::Below => {
            let rows = below_free(style, body) - 1;
            if rows < 2 {
                return text_only(info, None, message, input, w, body, page);
            }
            let (lines, shown) = pager(message_lines(message, w), rows, w);
            let mut screen = below(session, info, style, lines, input, w, body, ctx);
            screen.page = shown;
            screen
        }
    }
}

/// Rows below a board drawn with everything below it, after the players and the side to move.
fn below_free(style: BoardStyle, body: usize) -> usize {
    body - style.height() - 2
}

/// Rows beside the board under the players, the side to move and a blank line.
fn panel_rows(info: &Info, style: BoardStyle, pw: usize) -> usize {
    let header = 2 + wrap(&info.status, pw).len().min(2) + 1;
    style.height().saturating_sub(header)
}

/// Page `page` (or the last) of `lines` in `rows` rows, the last of them saying which lines
/// are shown and how to turn the page; and the page shown.
fn paged(
    lines: Vec<String>,
    rows: usize,
    width: usize,
    page: usize,
    ctx: Ctx<'_>,
    session: &Session,
) -> (Vec<String>, usize) {
    if lines.len() <= rows || rows < 2 {
        let mut lines = lines;
        lines.truncate(rows);
        return (lines, 0);
    }
    let per_page = rows - 1;
    let last = (lines.len() - 1) / per_page;
    let page = page.min(last);
    let first = page * per_page;
    let end = (first + per_page).min(lines.len());
    let mut shown = lines[first..end].to_vec();
    // The longest wording that fits: a hint cut to "bl…" tells nobody how to turn the page.
    let more = ["board-more", "board-more-short", "board-more-numbers"]
        .into_iter()
        .map(|id| {
            ctx.language.text(
                &Message::new(id)
                    .with("first", first + 1)
                    .with("last", end)
                    .with("total", lines.len()),
                session.vocab(),
            )
        })
        .reduce(|fits, shorter| match text_width(&fits) <= width {
            true => fits,
            false => shorter,
        })
        .unwrap_or_default();
    shown.push(truncate(&more, width));
    (shown, page)
}

/// Puts the lines of the typed line last (below `body` rows) and the cursor after them.
pub(super) fn finish(
    mut lines: Vec<String>,
    paints: Vec<Paint>,
    input: Vec<String>,
    body: usize,
) -> TextScreen {
    lines.truncate(body);
    lines.resize(body, String::new());
    let last = input.last().map_or(0, |l| text_width(l));
    let cursor = (last as u16, (body + input.len().saturating_sub(1)) as u16);
    lines.extend(input);
    for line in &mut lines {
        *line = line.trim_end().to_string();
    }
    TextScreen {
        lines,
        paints,
        cursor,
        page: 0,
    }
}

/// The board with the players beside it, the move list or the message under them.
#[allow(clippy::too_many_arguments)]
fn beside(
    session: &Session,
    info: &Info,
    style: BoardStyle,
    message: MessageAt,
    input: Vec<String>,
    w: usize,
    body: usize,
    ctx: Ctx<'_>,
) -> TextScreen {
    let (board, paints) = draw_board(session, style, ctx.from);
    let (bw, bh) = (style.width(), style.height());
    let pw = w - bw - GAP;
    let mut panel: Vec<String> = info.players.iter().map(|p| p.line(pw)).collect();
    let mut status = wrap(&info.status, pw);
    status.truncate(2);
    panel.extend(status);
    panel.push(String::new());
    let rows = bh.saturating_sub(panel.len());
    let under = match message {
        MessageAt::Below(lines) => {
            panel.extend(info.list_columns(pw, rows));
            lines
        }
        MessageAt::Panel(lines) => {
            panel.extend(lines.into_iter().take(rows));
            Vec::new()
        }
    };

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
    lines.extend(under);
    finish(lines, paints, input, body)
}

/// The board, below it the players, the move list and the message.
#[allow(clippy::too_many_arguments)]
fn below(
    session: &Session,
    info: &Info,
    style: BoardStyle,
    message: Vec<String>,
    input: Vec<String>,
    w: usize,
    body: usize,
    ctx: Ctx<'_>,
) -> TextScreen {
    let (mut lines, paints) = draw_board(session, style, ctx.from);
    let free = below_free(style, body);
    let both = info.players.iter().map(Player::width).sum::<usize>() + 3;
    let mut rows = free.saturating_sub(message.len().max(1));
    if both <= w {
        let players: Vec<String> = info.players.iter().map(|p| p.line(w)).collect();
        lines.push(players.join(" – "));
    } else if rows > 1 {
        // A row of its own for each player where there is room for it.
        lines.extend(info.players.iter().map(|p| p.line(w)));
        rows -= 1;
    } else {
        let half = w.saturating_sub(3) / 2;
        let players: Vec<String> = info.players.iter().map(|p| p.line(half)).collect();
        lines.push(players.join(" – "));
    }
    lines.push(truncate(&info.status, w));
    lines.extend(info.list_running(w, rows));
    lines.resize(body - message.len().max(1), String::new());
    lines.extend(message);
    finish(lines, paints, input, body)
}

/// The screen without the board: why there is none (a terminal too small for it), the
/// players and clocks, the side to move, and the message in pages.
fn text_only(
    info: &Info,
    need: Option<&str>,
    message: &str,
    input: Vec<String>,
    w: usize,
    body: usize,
    page: Page<'_>,
) -> TextScreen {
    let mut lines = need.map_or_else(Vec::new, |need| {
        let mut lines = wrap(need, w);
        lines.truncate(4.min(body / 3).max(1));
        lines
    });
    let both = info.players.iter().map(Player::width).sum::<usize>() + 3;
    if both <= w {
        let players: Vec<String> = info.players.iter().map(|p| p.line(w)).collect();
        lines.push(players.join(" – "));
    } else {
        lines.extend(info.players.iter().map(|p| p.line(w)));
    }
    lines.push(truncate(&info.status, w));
    let rows = body.saturating_sub(lines.len());
    let (ctx, session) = (page.ctx, page.session);
    let (shown, turned) = paged(message_lines(message, w), rows, w, ctx.page, ctx, session);
    lines.extend(shown);
    let mut screen = finish(lines, Vec::new(), input, body);
    screen.page = turned;
    screen
}
