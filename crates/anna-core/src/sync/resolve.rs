//! FIDE Laws Appendix D.2.9 as data: two score sheets (and, if given, the two boards and the
//! game's journal) in, what the arbiter does out.
//!
//! - The sheets agree: the position after their last move is the one to show; a board that
//!   differs is the one whose player wrote the right move but played another, and he corrects it.
//!   A sheet exactly one half-move behind the other counts as agreeing: its player has not
//!   written the last move yet (Article 8.1 lets him reply first).
//! - The sheets differ (or one is two or more half-moves short): the moves are retraced to the
//!   last half-move both sheets agree on; both boards are set to that position and the clocks
//!   to the times the clock log holds for it.

use serde::Serialize;
use shakmaty::{Board, Chess, Color, EnPassantMode, Move, Position, fen::Fen, san::SanPlus};

use crate::board_words::{BoardCheck, Correction, SquareDifference, check, color_name, rank_lines};
use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::ScoreSheet;
use crate::notation::{AnnounceOptions, Vocabulary, announce, german_san};
use crate::session::Session;

/// Which of the two sheets (and the board that goes with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SheetName {
    Ours,
    Theirs,
}

impl SheetName {
    pub fn label(self) -> &'static str {
        match self {
            SheetName::Ours => "ours",
            SheetName::Theirs => "theirs",
        }
    }
}

/// One value for each sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PerSheet<T> {
    pub ours: T,
    pub theirs: T,
}

/// A half-move both sheets hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlyRef {
    /// Counted from 1 for the first half-move of the sheets.
    pub ply: usize,
    pub move_number: u32,
    /// Who played it: "white" or "black".
    pub side: &'static str,
    pub san: String,
}

/// The first half-move where the sheets differ; a sheet that has ended there has `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FirstDifference {
    pub ply: usize,
    pub move_number: u32,
    pub side: &'static str,
    pub ours: Option<String>,
    pub theirs: Option<String>,
}

/// Where a board's position came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardSource {
    /// Given on the command line (`--board-ours`, `--board-theirs`).
    Given,
    /// Not given: taken to be the position after that sheet's last move.
    Sheet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardInfo {
    pub source: BoardSource,
    /// The board's current position, FEN board part.
    pub fen: String,
    /// Whether it already shows the position it must show.
    pub matches: bool,
}

/// The given boards that differ from the position to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DifferingBoard {
    Ours,
    Theirs,
    Both,
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MoveCounts {
    pub white: u32,
    pub black: u32,
}

/// The clock times to set, from the clock log of the game's journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockSetting {
    /// The half-move whose log entry the times come from (0: the start of the game).
    pub ply: usize,
    pub white_ms: u64,
    pub black_ms: u64,
    /// `h:mm:ss`, seconds rounded down as a clock shows them.
    pub white: String,
    pub black: String,
    /// Moves each player had completed.
    pub moves: MoveCounts,
}

/// Everything `anna sync` finds, in the order `--json` prints it. What it says is `T`: the
/// [`Message`]s the resolution makes, or their wording once the command has worded them for
/// JSON ([`SyncReport::worded`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SyncReport<T = Message> {
    pub sheets_agree: bool,
    pub plies_ours: usize,
    pub plies_theirs: usize,
    /// The sheet with more half-moves, if they differ in length.
    pub longer_sheet: Option<SheetName>,
    pub extra_plies: usize,
    pub first_difference: Option<FirstDifference>,
    pub last_agreement: Option<PlyRef>,
    /// Half-moves played in the position both boards must show.
    pub position_ply: usize,
    pub position_fen: String,
    pub to_move: &'static str,
    /// The position rank by rank, one line a rank.
    pub position_ranks: Vec<T>,
    pub boards: PerSheet<BoardInfo>,
    pub differences: PerSheet<Vec<SquareDifference>>,
    pub corrections: PerSheet<Vec<Correction<T>>>,
    /// Which given board differs from the position to show; `null` if no board was given.
    pub differing_board: Option<DifferingBoard>,
    /// The clock times to set; `null` when the sheets agree (the clocks stay) or no usable
    /// clock log was given.
    pub clock: Option<ClockSetting>,
    /// The report's lines, in the order they are printed.
    pub messages: Vec<T>,
}

impl SyncReport {
    /// The report with every message worded by `language`, moves and squares in `vocab`'s
    /// words: what `anna sync --json` prints.
    pub fn worded(&self, language: &Language, vocab: &Vocabulary) -> SyncReport<String> {
        let said = |messages: &[Message]| -> Vec<String> {
            messages.iter().map(|m| language.text(m, vocab)).collect()
        };
        let corrections = |list: &[Correction]| -> Vec<Correction<String>> {
            list.iter().map(|c| c.worded(language, vocab)).collect()
        };
        SyncReport {
            sheets_agree: self.sheets_agree,
            plies_ours: self.plies_ours,
            plies_theirs: self.plies_theirs,
            longer_sheet: self.longer_sheet,
            extra_plies: self.extra_plies,
            first_difference: self.first_difference.clone(),
            last_agreement: self.last_agreement.clone(),
            position_ply: self.position_ply,
            position_fen: self.position_fen.clone(),
            to_move: self.to_move,
            position_ranks: said(&self.position_ranks),
            boards: self.boards.clone(),
            differences: self.differences.clone(),
            corrections: PerSheet {
                ours: corrections(&self.corrections.ours),
                theirs: corrections(&self.corrections.theirs),
            },
            differing_board: self.differing_board,
            clock: self.clock.clone(),
            messages: said(&self.messages),
        }
    }
}

/// What the resolution works from.
#[derive(Clone, Copy)]
pub struct SyncInput<'a> {
    pub ours: &'a ScoreSheet,
    pub theirs: &'a ScoreSheet,
    pub board_ours: Option<&'a Board>,
    pub board_theirs: Option<&'a Board>,
    /// The game replayed from its journal, for the clock log.
    pub game: Option<&'a Session>,
}

/// The D.2.9 resolution, its moves said in `vocab`'s letters. Fails (`sync-starts-differ`) only
/// if the sheets start from different positions.
pub fn resolve(
    input: SyncInput<'_>,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<SyncReport, Message> {
    if input.ours.start_fen() != input.theirs.start_fen() {
        return Err(Message::new("sync-starts-differ"));
    }
    let sheets = Agreement::of(input.ours, input.theirs);
    let position = sheets
        .longer
        .position_at(sheets.position_ply)
        .unwrap_or_else(|| sheets.longer.start.clone());
    let expected = position.board().clone();
    let mut said = Wording {
        vocab,
        opts,
        lines: Vec::new(),
    };
    let (first_difference, last_agreement) = if sheets.agree {
        said.agreement(&sheets);
        (None, None)
    } else {
        (
            Some(said.first_difference(&sheets)),
            said.last_agreement(&sheets),
        )
    };
    said.position(&sheets, &position);
    let position_fen = Fen::from_position(&position, EnPassantMode::Legal).to_string();
    let position_ranks = rank_lines(&expected, opts);
    said.position_lines(&position_fen, &position_ranks);
    let boards = Boards::check(&input, &sheets, &expected, opts);
    said.boards(sheets.agree, &boards);
    let clock = if sheets.agree {
        said.say(Message::new("sync-clocks-unchanged"));
        None
    } else {
        said.clock_setting(&input, sheets.longer, sheets.position_ply)
    };
    Ok(SyncReport {
        sheets_agree: sheets.agree,
        plies_ours: input.ours.moves.len(),
        plies_theirs: input.theirs.moves.len(),
        longer_sheet: sheets.longer_sheet,
        extra_plies: sheets.extra_plies,
        first_difference,
        last_agreement,
        position_ply: sheets.position_ply,
        position_fen,
        to_move: color_name(position.turn()),
        position_ranks,
        boards: boards.info,
        differences: PerSheet {
            ours: boards.checks.ours.differences,
            theirs: boards.checks.theirs.differences,
        },
        corrections: PerSheet {
            ours: boards.checks.ours.corrections,
            theirs: boards.checks.theirs.corrections,
        },
        differing_board: boards.differing,
        clock,
        messages: said.lines,
    })
}

/// How far the two sheets agree, and so which position both boards must show.
struct Agreement<'a> {
    ours: &'a ScoreSheet,
    theirs: &'a ScoreSheet,
    /// Half-moves from the start that both sheets hold alike.
    common: usize,
    extra_plies: usize,
    longer_sheet: Option<SheetName>,
    /// The sheet with more half-moves (ours when they have as many): it holds every position
    /// either sheet reaches.
    longer: &'a ScoreSheet,
    agree: bool,
    position_ply: usize,
}

impl<'a> Agreement<'a> {
    fn of(ours: &'a ScoreSheet, theirs: &'a ScoreSheet) -> Agreement<'a> {
        let (n_ours, n_theirs) = (ours.moves.len(), theirs.moves.len());
        let common = ours
            .moves
            .iter()
            .zip(&theirs.moves)
            .take_while(|(a, b)| a.mv == b.mv)
            .count();
        let extra_plies = n_ours.abs_diff(n_theirs);
        let longer_sheet = match n_ours.cmp(&n_theirs) {
            std::cmp::Ordering::Greater => Some(SheetName::Ours),
            std::cmp::Ordering::Less => Some(SheetName::Theirs),
            std::cmp::Ordering::Equal => None,
        };
        let agree = common == n_ours.min(n_theirs) && extra_plies <= 1;
        Agreement {
            ours,
            theirs,
            common,
            extra_plies,
            longer_sheet,
            longer: if n_ours >= n_theirs { ours } else { theirs },
            agree,
            position_ply: if agree { n_ours.max(n_theirs) } else { common },
        }
    }
}

/// The two boards as found (or as their sheets leave them) and as checked against the position
/// to show.
struct Boards {
    info: PerSheet<BoardInfo>,
    checks: PerSheet<BoardCheck>,
    /// `None` when no board was given.
    differing: Option<DifferingBoard>,
}

impl Boards {
    fn check(
        input: &SyncInput<'_>,
        sheets: &Agreement<'_>,
        expected: &Board,
        opts: &AnnounceOptions,
    ) -> Boards {
        // A board not given follows its own sheet; when the sheets agree, that is the agreed
        // position (a sheet one half-move behind is only not written up yet).
        let board_of = |given: Option<&Board>, sheet: &ScoreSheet| match given {
            Some(b) => (BoardSource::Given, b.clone()),
            None if sheets.agree => (BoardSource::Sheet, expected.clone()),
            None => (BoardSource::Sheet, sheet.end().board().clone()),
        };
        let checked = |given: Option<&Board>, sheet: &ScoreSheet| {
            let (source, actual) = board_of(given, sheet);
            let checked = check(expected, &actual, opts);
            let info = BoardInfo {
                source,
                fen: actual.to_string(),
                matches: checked.corrections.is_empty(),
            };
            (info, checked)
        };
        let (info_ours, check_ours) = checked(input.board_ours, input.ours);
        let (info_theirs, check_theirs) = checked(input.board_theirs, input.theirs);
        let info = PerSheet {
            ours: info_ours,
            theirs: info_theirs,
        };
        let differing = differing_board(&info);
        Boards {
            info,
            checks: PerSheet {
                ours: check_ours,
                theirs: check_theirs,
            },
            differing,
        }
    }
}

/// Which given board is wrong; `None` when no board was given, as then none can be blamed.
fn differing_board(boards: &PerSheet<BoardInfo>) -> Option<DifferingBoard> {
    let given = |i: &BoardInfo| i.source == BoardSource::Given;
    if !given(&boards.ours) && !given(&boards.theirs) {
        return None;
    }
    let wrong = |i: &BoardInfo| given(i) && !i.matches;
    Some(match (wrong(&boards.ours), wrong(&boards.theirs)) {
        (true, true) => DifferingBoard::Both,
        (true, false) => DifferingBoard::Ours,
        (false, true) => DifferingBoard::Theirs,
        (false, false) => DifferingBoard::None,
    })
}

/// The report's lines as they are said: messages of the language file, with moves in tokens
/// and in the vocabulary's letters.
struct Wording<'a> {
    vocab: &'a Vocabulary,
    opts: &'a AnnounceOptions,
    lines: Vec<Message>,
}

impl Wording<'_> {
    fn say(&mut self, message: Message) {
        self.lines.push(message);
    }

    /// The sheets agree; a sheet one half-move short is named with the move it still lacks.
    fn agreement(&mut self, sheets: &Agreement<'_>) {
        self.say(Message::new("sync-agree").with("plies", sheets.position_ply));
        if let (Some(sheet), 1) = (sheets.longer_sheet, sheets.extra_plies) {
            let lagging = match sheet {
                SheetName::Ours => SheetName::Theirs,
                SheetName::Theirs => SheetName::Ours,
            };
            let (number, side, words) =
                ply_words(sheets.longer, sheets.position_ply, self.vocab, self.opts);
            self.say(
                Message::new("sync-lagging")
                    .with("sheet", sheet_arg(lagging))
                    .with("number", number)
                    .with("side", side)
                    .with("move", words),
            );
        }
    }

    /// The sheets differ: where first, with each sheet's move, and by how many half-moves one
    /// is longer.
    fn first_difference(&mut self, sheets: &Agreement<'_>) -> FirstDifference {
        let (vocab, opts) = (self.vocab, self.opts);
        self.say(Message::new("sync-differ"));
        let common = sheets.common;
        let before = sheets
            .longer
            .position_at(common)
            .unwrap_or_else(|| sheets.longer.start.clone());
        let number = before.fullmoves().get();
        let side = before.turn();
        let san = |s: &ScoreSheet| s.moves.get(common).map(|m| m.san.clone());
        let words = |s: &ScoreSheet| match s.moves.get(common) {
            Some(m) => move_words(&before, m.mv, vocab, opts),
            None => Message::new("sync-no-move"),
        };
        self.say(
            Message::new("sync-first-difference")
                .with("number", number)
                .with("side", side)
                .with("ours", words(sheets.ours))
                .with("theirs", words(sheets.theirs)),
        );
        if let Some(sheet) = sheets.longer_sheet {
            self.say(
                Message::new("sync-longer")
                    .with("sheet", sheet_arg(sheet))
                    .with("n", sheets.extra_plies),
            );
        }
        FirstDifference {
            ply: common + 1,
            move_number: number,
            side: color_name(side),
            ours: san(sheets.ours),
            theirs: san(sheets.theirs),
        }
    }

    /// The last half-move both differing sheets hold, if any.
    fn last_agreement(&mut self, sheets: &Agreement<'_>) -> Option<PlyRef> {
        let common = sheets.common;
        if common == 0 {
            self.say(Message::new("sync-no-agreement"));
            return None;
        }
        let (number, side, words) = ply_words(sheets.longer, common, self.vocab, self.opts);
        self.say(
            Message::new("sync-last-agreement")
                .with("number", number)
                .with("side", side)
                .with("move", words),
        );
        Some(PlyRef {
            ply: common,
            move_number: number,
            side: color_name(side),
            san: sheets.longer.moves[common - 1].san.clone(),
        })
    }

    /// Which position both boards must show, and who is to move in it.
    fn position(&mut self, sheets: &Agreement<'_>, position: &Chess) {
        let to_move = position.turn();
        let said = if sheets.agree {
            Message::new("sync-position-sheets")
        } else if sheets.position_ply == 0 {
            Message::new("sync-position-start")
        } else {
            let (number, side, _) =
                ply_words(sheets.longer, sheets.position_ply, self.vocab, self.opts);
            Message::new("sync-position-after")
                .with("number", number)
                .with("side", side)
        };
        self.say(said.with("to_move", to_move));
    }

    /// The position as FEN and rank by rank: lines to read, not sentences.
    fn position_lines(&mut self, fen: &str, ranks: &[Message]) {
        self.say(Message::new("sync-fen").with("fen", Arg::Text(fen.to_string())));
        self.say(Message::new("sync-ranks-heading"));
        self.lines.extend(ranks.iter().cloned());
    }

    /// Which board is to blame when the sheets agree, and the steps that put each board right.
    fn boards(&mut self, sheets_agree: bool, boards: &Boards) {
        if sheets_agree {
            let culprit =
                |sheet: SheetName| Message::new("sync-culprit-one").with("sheet", sheet_arg(sheet));
            self.say(match boards.differing {
                None => Message::new("sync-no-boards"),
                Some(DifferingBoard::Ours) => culprit(SheetName::Ours),
                Some(DifferingBoard::Theirs) => culprit(SheetName::Theirs),
                Some(DifferingBoard::Both) => Message::new("sync-culprit-both"),
                Some(DifferingBoard::None) => Message::new("sync-culprit-none"),
            });
            if boards.differing.is_none() {
                return;
            }
        }
        for (name, info, checked) in [
            (SheetName::Ours, &boards.info.ours, &boards.checks.ours),
            (
                SheetName::Theirs,
                &boards.info.theirs,
                &boards.checks.theirs,
            ),
        ] {
            let about = |id: &'static str| Message::new(id).with("sheet", sheet_arg(name));
            if info.source == BoardSource::Sheet {
                self.say(about("sync-board-not-given"));
            }
            if checked.corrections.is_empty() {
                self.say(about("sync-board-right"));
            } else {
                self.say(about("sync-board-fix"));
                self.lines
                    .extend(checked.corrections.iter().map(Correction::sentence));
            }
        }
    }

    /// The times to set after `ply` half-moves, from the journal's clock log, said; or why
    /// there are none.
    fn clock_setting(
        &mut self,
        input: &SyncInput<'_>,
        sheet: &ScoreSheet,
        ply: usize,
    ) -> Option<ClockSetting> {
        let Some(session) = input.game else {
            self.say(Message::new("sync-no-game"));
            return None;
        };
        if let Some(n) = journal_mismatch(session, sheet, ply) {
            self.say(Message::new("sync-journal-differs").with("n", n));
        }
        let Some(clock) = session.clock() else {
            self.say(Message::new("sync-no-clock"));
            return None;
        };
        let (white, black, moves) = if ply == 0 {
            let initial = clock.control().initial_time();
            (initial, initial, MoveCounts { white: 0, black: 0 })
        } else {
            let Some(entry) = clock.log().get(ply - 1) else {
                self.say(Message::new("sync-log-short").with("n", clock.log().len()));
                return None;
            };
            (
                entry.white,
                entry.black,
                MoveCounts {
                    white: entry.moves.white,
                    black: entry.moves.black,
                },
            )
        };
        let setting = ClockSetting {
            ply,
            white_ms: millis(white),
            black_ms: millis(black),
            white: hms(white),
            black: hms(black),
            moves,
        };
        self.clock(&setting, sheet);
        Some(setting)
    }

    fn clock(&mut self, setting: &ClockSetting, sheet: &ScoreSheet) {
        let times = |message: Message| {
            message
                .with("w", Color::White)
                .with("b", Color::Black)
                .with("white", Arg::Figure(setting.white.clone()))
                .with("black", Arg::Figure(setting.black.clone()))
        };
        if setting.ply == 0 {
            self.say(times(Message::new("sync-clock-set-start")));
        } else {
            let (number, side, _) =
                ply_words(sheet, setting.ply, self.vocab, &AnnounceOptions::default());
            self.say(
                times(Message::new("sync-clock-set"))
                    .with("number", number)
                    .with("side", side)
                    .with("wm", setting.moves.white)
                    .with("bm", setting.moves.black),
            );
        }
    }
}

/// A sheet or board as the command line names it: `ours`, `theirs`.
/// The sheet as the language names it ("euer Formular", "das Brett des Gegners").
fn sheet_arg(sheet: SheetName) -> Arg {
    Arg::Key(sheet.label())
}

/// The first half-move (from 1) up to `ply` where the journal's game is not the sheets' game.
fn journal_mismatch(session: &Session, sheet: &ScoreSheet, ply: usize) -> Option<usize> {
    let game = session.game();
    let same_start =
        Fen::from_position(game.start(), EnPassantMode::Legal).to_string() == sheet.start_fen();
    if !same_start {
        return Some(1);
    }
    let played: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
    (0..ply)
        .find(|&i| played.get(i) != sheet.moves.get(i).map(|m| &m.mv))
        .map(|i| i + 1)
}

fn millis(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// `h:mm:ss`, seconds rounded down.
pub fn hms(d: std::time::Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// The move number, the side and the words of half-move `ply` (from 1) of a sheet; no words
/// if the sheet has no such half-move.
fn ply_words(
    sheet: &ScoreSheet,
    ply: usize,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> (u32, Color, Arg) {
    let before = sheet
        .position_at(ply.saturating_sub(1))
        .unwrap_or_else(|| sheet.start.clone());
    let words = sheet
        .moves
        .get(ply.wrapping_sub(1))
        .map_or(Arg::Words(Vec::new()), |m| {
            move_words(&before, m.mv, vocab, opts).into()
        });
    (before.fullmoves().get(), before.turn(), words)
}

/// "Springer Felix drei (Sf3)" (`sync-move`): the announcement, and the SAN in the
/// vocabulary's letters (`san`) and in the international ones (`san_en`), for a language
/// whose readers know those (English SAN in an English report whatever the sheets' words).
fn move_words(pos: &Chess, m: Move, vocab: &Vocabulary, opts: &AnnounceOptions) -> Message {
    let san = SanPlus::from_move(pos.clone(), m);
    let letters = if vocab.code() == "de" {
        german_san(&san)
    } else {
        san.to_string()
    };
    Message::new("sync-move")
        .with("words", announce(pos, m, opts))
        .with("san", Arg::Text(letters))
        .with("san_en", Arg::Text(san.to_string()))
}
