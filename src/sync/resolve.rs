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

use super::board_report::{Correction, SquareDifference, check, color_name, rank_lines};
use super::words::{Phrases, phrases, sentence};
use crate::lang::Language;
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

/// Everything `anna sync` finds, in the order `--json` prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SyncReport {
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
    pub position_ranks: Vec<String>,
    pub boards: PerSheet<BoardInfo>,
    pub differences: PerSheet<Vec<SquareDifference>>,
    pub corrections: PerSheet<Vec<Correction>>,
    /// Which given board differs from the position to show; `null` if no board was given.
    pub differing_board: Option<DifferingBoard>,
    /// The clock times to set; `null` when the sheets agree (the clocks stay) or no usable
    /// clock log was given.
    pub clock: Option<ClockSetting>,
    pub messages: Vec<String>,
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

/// The D.2.9 resolution. Fails only if the sheets start from different positions.
pub fn resolve(
    input: SyncInput<'_>,
    language: &Language,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<SyncReport, String> {
    let p = phrases(language);
    let (ours, theirs) = (input.ours, input.theirs);
    if ours.start_fen() != theirs.start_fen() {
        return Err(p.fill(p.starts_differ, &[]));
    }
    let (n_ours, n_theirs) = (ours.moves.len(), theirs.moves.len());
    let common = ours
        .moves
        .iter()
        .zip(&theirs.moves)
        .take_while(|(a, b)| a.mv == b.mv)
        .count();
    let shorter = n_ours.min(n_theirs);
    let extra_plies = n_ours.abs_diff(n_theirs);
    let longer_sheet = match n_ours.cmp(&n_theirs) {
        std::cmp::Ordering::Greater => Some(SheetName::Ours),
        std::cmp::Ordering::Less => Some(SheetName::Theirs),
        std::cmp::Ordering::Equal => None,
    };
    let longer = if n_ours >= n_theirs { ours } else { theirs };
    let sheets_agree = common == shorter && extra_plies <= 1;
    let position_ply = if sheets_agree {
        n_ours.max(n_theirs)
    } else {
        common
    };
    let position = longer
        .position_at(position_ply)
        .unwrap_or_else(|| longer.start.clone());
    let expected = position.board().clone();

    let mut messages = Vec::new();
    let say = |messages: &mut Vec<String>, id: &'static str, slots: &[(&'static str, &str)]| {
        messages.push(sentence(&p.fill(id, slots)));
    };
    let mut first_difference = None;
    let mut last_agreement = None;
    if sheets_agree {
        say(
            &mut messages,
            p.agree,
            &[("plies", &position_ply.to_string())],
        );
        if let (Some(sheet), 1) = (longer_sheet, extra_plies) {
            let lagging = match sheet {
                SheetName::Ours => SheetName::Theirs,
                SheetName::Theirs => SheetName::Ours,
            };
            let (number, side, words) = ply_words(longer, position_ply, vocab, opts);
            say(
                &mut messages,
                p.lagging,
                &[
                    ("sheet", lagging.label()),
                    ("number", &number.to_string()),
                    ("side", &p.side(side)),
                    ("move", &words),
                ],
            );
        }
    } else {
        say(&mut messages, p.differ, &[]);
        let ply = common + 1;
        let before = longer
            .position_at(common)
            .unwrap_or_else(|| longer.start.clone());
        let number = before.fullmoves().get();
        let side = before.turn();
        let san = |s: &ScoreSheet| s.moves.get(common).map(|m| m.san.clone());
        let words = |s: &ScoreSheet| match s.moves.get(common) {
            Some(m) => move_words(&before, m.mv, vocab, opts),
            None => p.fill(p.no_move, &[]),
        };
        say(
            &mut messages,
            p.first_difference,
            &[
                ("number", &number.to_string()),
                ("side", &p.side(side)),
                ("ours", &words(ours)),
                ("theirs", &words(theirs)),
            ],
        );
        first_difference = Some(FirstDifference {
            ply,
            move_number: number,
            side: color_name(side),
            ours: san(ours),
            theirs: san(theirs),
        });
        if let Some(sheet) = longer_sheet {
            say(
                &mut messages,
                p.longer,
                &[("sheet", sheet.label()), ("n", &extra_plies.to_string())],
            );
        }
        if common == 0 {
            say(&mut messages, p.no_agreement, &[]);
        } else {
            let (number, side, words) = ply_words(longer, common, vocab, opts);
            say(
                &mut messages,
                p.last_agreement,
                &[
                    ("number", &number.to_string()),
                    ("side", &p.side(side)),
                    ("move", &words),
                ],
            );
            last_agreement = Some(PlyRef {
                ply: common,
                move_number: number,
                side: color_name(side),
                san: longer.moves[common - 1].san.clone(),
            });
        }
    }
    let to_move = &p.side(position.turn());
    if sheets_agree {
        say(&mut messages, p.position_sheets, &[("to_move", to_move)]);
    } else if position_ply == 0 {
        say(&mut messages, p.position_start, &[("to_move", to_move)]);
    } else {
        let (number, side, _) = ply_words(longer, position_ply, vocab, opts);
        say(
            &mut messages,
            p.position_after,
            &[
                ("number", &number.to_string()),
                ("side", &p.side(side)),
                ("to_move", to_move),
            ],
        );
    }
    let position_fen = Fen::from_position(&position, EnPassantMode::Legal).to_string();
    messages.push(p.fill("sync-fen", &[("fen", &position_fen)]));
    let position_ranks = rank_lines(&expected, language, vocab, opts);
    messages.push(p.fill(p.ranks_heading, &[]));
    messages.extend(position_ranks.iter().cloned());

    // A board not given follows its own sheet; when the sheets agree, that is the agreed
    // position (a sheet one half-move behind is only not written up yet).
    let board_of = |given: Option<&Board>, sheet: &ScoreSheet| match given {
        Some(b) => (BoardSource::Given, b.clone()),
        None if sheets_agree => (BoardSource::Sheet, expected.clone()),
        None => (BoardSource::Sheet, sheet.end().board().clone()),
    };
    let (source_ours, actual_ours) = board_of(input.board_ours, ours);
    let (source_theirs, actual_theirs) = board_of(input.board_theirs, theirs);
    let check_ours = check(&expected, &actual_ours, language, vocab, opts);
    let check_theirs = check(&expected, &actual_theirs, language, vocab, opts);
    let info = |source, actual: &Board, corrections: &[Correction]| BoardInfo {
        source,
        fen: actual.to_string(),
        matches: corrections.is_empty(),
    };
    let boards = PerSheet {
        ours: info(source_ours, &actual_ours, &check_ours.corrections),
        theirs: info(source_theirs, &actual_theirs, &check_theirs.corrections),
    };
    let wrong = |i: &BoardInfo| i.source == BoardSource::Given && !i.matches;
    let differing_board = match (
        boards.ours.source == BoardSource::Given,
        boards.theirs.source == BoardSource::Given,
    ) {
        (false, false) => None,
        _ => Some(match (wrong(&boards.ours), wrong(&boards.theirs)) {
            (true, true) => DifferingBoard::Both,
            (true, false) => DifferingBoard::Ours,
            (false, true) => DifferingBoard::Theirs,
            (false, false) => DifferingBoard::None,
        }),
    };
    if sheets_agree {
        match differing_board {
            None => say(&mut messages, p.no_boards, &[]),
            Some(DifferingBoard::Ours) => say(&mut messages, p.culprit_one, &[("sheet", "ours")]),
            Some(DifferingBoard::Theirs) => {
                say(&mut messages, p.culprit_one, &[("sheet", "theirs")]);
            }
            Some(DifferingBoard::Both) => say(&mut messages, p.culprit_both, &[]),
            Some(DifferingBoard::None) => say(&mut messages, p.culprit_none, &[]),
        }
    }
    for (name, info, checked) in [
        (SheetName::Ours, &boards.ours, &check_ours),
        (SheetName::Theirs, &boards.theirs, &check_theirs),
    ] {
        if sheets_agree && differing_board.is_none() {
            break;
        }
        if info.source == BoardSource::Sheet {
            say(&mut messages, p.board_not_given, &[("sheet", name.label())]);
        }
        if !checked.corrections.is_empty() {
            say(&mut messages, p.board_fix, &[("sheet", name.label())]);
            messages.extend(checked.corrections.iter().map(|c| sentence(&c.words)));
        } else {
            say(&mut messages, p.board_right, &[("sheet", name.label())]);
        }
    }

    let clock = if sheets_agree {
        say(&mut messages, p.clocks_unchanged, &[]);
        None
    } else {
        clock_setting(&input, longer, position_ply, vocab, &p, &mut messages)
    };

    Ok(SyncReport {
        sheets_agree,
        plies_ours: n_ours,
        plies_theirs: n_theirs,
        longer_sheet,
        extra_plies,
        first_difference,
        last_agreement,
        position_ply,
        position_fen,
        to_move: color_name(position.turn()),
        position_ranks,
        boards,
        differences: PerSheet {
            ours: check_ours.differences,
            theirs: check_theirs.differences,
        },
        corrections: PerSheet {
            ours: check_ours.corrections,
            theirs: check_theirs.corrections,
        },
        differing_board,
        clock,
        messages,
    })
}

/// The times to set after `ply` half-moves, from the journal's clock log, with the sentences
/// that say so or why there are none.
fn clock_setting(
    input: &SyncInput<'_>,
    sheet: &ScoreSheet,
    ply: usize,
    vocab: &Vocabulary,
    p: &Phrases<'_>,
    messages: &mut Vec<String>,
) -> Option<ClockSetting> {
    let say = |messages: &mut Vec<String>, id: &'static str, slots: &[(&'static str, &str)]| {
        messages.push(sentence(&p.fill(id, slots)));
    };
    let Some(session) = input.game else {
        say(messages, p.no_game, &[]);
        return None;
    };
    if let Some(n) = journal_mismatch(session, sheet, ply) {
        say(messages, p.journal_differs, &[("n", &n.to_string())]);
    }
    let Some(clock) = session.clock() else {
        say(messages, p.no_clock, &[]);
        return None;
    };
    let (white, black, moves) = if ply == 0 {
        let initial = clock.control().initial_time();
        (initial, initial, MoveCounts { white: 0, black: 0 })
    } else {
        let Some(entry) = clock.log().get(ply - 1) else {
            say(
                messages,
                p.log_short,
                &[("n", &clock.log().len().to_string())],
            );
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
    let (w, b) = (&p.side(Color::White), &p.side(Color::Black));
    if ply == 0 {
        say(
            messages,
            p.clock_set_start,
            &[
                ("w", w),
                ("b", b),
                ("white", &setting.white),
                ("black", &setting.black),
            ],
        );
    } else {
        let (number, side, _) = ply_words(sheet, ply, vocab, &AnnounceOptions::default());
        say(
            messages,
            p.clock_set,
            &[
                ("number", &number.to_string()),
                ("side", &p.side(side)),
                ("w", w),
                ("b", b),
                ("white", &setting.white),
                ("black", &setting.black),
                ("wm", &moves.white.to_string()),
                ("bm", &moves.black.to_string()),
            ],
        );
    }
    Some(setting)
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

/// The move number, the side and the words of half-move `ply` (from 1) of a sheet.
fn ply_words(
    sheet: &ScoreSheet,
    ply: usize,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> (u32, Color, String) {
    let before = sheet
        .position_at(ply.saturating_sub(1))
        .unwrap_or_else(|| sheet.start.clone());
    let words = sheet
        .moves
        .get(ply.wrapping_sub(1))
        .map(|m| move_words(&before, m.mv, vocab, opts))
        .unwrap_or_default();
    (before.fullmoves().get(), before.turn(), words)
}

/// "Springer Felix drei (Sf3)": the announcement and the SAN in the vocabulary's letters.
fn move_words(pos: &Chess, m: Move, vocab: &Vocabulary, opts: &AnnounceOptions) -> String {
    let san = SanPlus::from_move(pos.clone(), m);
    let letters = if vocab.code() == "de" {
        german_san(&san)
    } else {
        san.to_string()
    };
    format!("{} ({letters})", vocab.render(&announce(pos, m, opts)))
}
