//! `anna sync`: the files and options in, the report out as sentences or as one JSON object,
//! worded here, where it is printed.

use std::io::Write;
use std::path::{Path, PathBuf};

use shakmaty::Chess;

use super::resolve::{SheetName, SyncInput, SyncReport, resolve};
use crate::lang::Language;
use crate::message::{Arg, Message, io_reason};
use crate::notation::{
    AnnounceOptions, MAX_SHEET_BYTES, ScoreSheet, SheetError, Vocabulary, parse_board, read_sheet,
};
use crate::record::{find_game, games_dir, read_journal};
use crate::session::{Session, Setup};

/// The options of `anna sync`, with the word options that apply to it.
#[derive(Clone, Debug, Default)]
pub struct SyncCommand {
    pub ours: PathBuf,
    pub theirs: PathBuf,
    pub board_ours: Option<String>,
    pub board_theirs: Option<String>,
    /// A journal file or a game name from `anna resume --list`.
    pub game: Option<String>,
    pub json: bool,
    /// A built-in vocabulary code or a vocabulary file; `de` when not given.
    pub vocab: Option<String>,
    /// The start position of plain move lists; else the journal's, else the initial one.
    pub fen: Option<String>,
    pub opts: AnnounceOptions,
}

/// Runs `anna sync`: the report on `out`, worded by `language` and the command's vocabulary; an
/// error as the message to say (exit status 2).
pub fn run(cmd: &SyncCommand, language: &Language, out: &mut dyn Write) -> Result<i32, Message> {
    let vocab = vocabulary(cmd, language)?;
    let report = report_in(cmd, &vocab)?;
    let text = match cmd.json {
        // A report of strings and numbers always serialises.
        true => serde_json::to_string_pretty(&report.worded(language, &vocab)).unwrap_or_default(),
        false => report
            .messages
            .iter()
            .map(|m| language.text(m, &vocab))
            .collect::<Vec<_>>()
            .join("\n"),
    };
    writeln!(out, "{text}")
        .map_err(|e| Message::new("write-failed").with("reason", io_reason(&e)))?;
    Ok(0)
}

/// The report `anna sync` prints, from the files and options; its vocabulary is the
/// command's, else the FIDE vocabulary of `language`.
pub fn report(cmd: &SyncCommand, language: &Language) -> Result<SyncReport, Message> {
    report_in(cmd, &vocabulary(cmd, language)?)
}

/// The vocabulary the sheets and boards are read in and the moves said in.
fn vocabulary(cmd: &SyncCommand, language: &Language) -> Result<Vocabulary, Message> {
    Vocabulary::load(
        cmd.vocab
            .as_deref()
            .unwrap_or(Vocabulary::fide_code_for(language.code())),
    )
    .map_err(|e| e.message())
}

fn report_in(cmd: &SyncCommand, vocab: &Vocabulary) -> Result<SyncReport, Message> {
    let game = cmd.game.as_deref().map(load_game).transpose()?;
    let start = match (&cmd.fen, &game) {
        (Some(fen), _) => Setup {
            fen: Some(fen.clone()),
            ..Setup::default()
        }
        .start_position()
        .map_err(|e| e.message())?,
        (None, Some((session, _))) => session.game().start().clone(),
        (None, None) => Chess::default(),
    };
    let ours = sheet(SheetName::Ours, &cmd.ours, &start, vocab, &cmd.opts)?;
    let theirs = sheet(SheetName::Theirs, &cmd.theirs, &start, vocab, &cmd.opts)?;
    let board = |text: &Option<String>, name: SheetName| {
        text.as_deref()
            .map(|t| parse_board(t, vocab, &cmd.opts))
            .transpose()
            .map_err(|e| {
                Message::new("sync-board-error")
                    .with("sheet", Arg::Key(name.label()))
                    .with("problem", e.message(&cmd.opts))
            })
    };
    let board_ours = board(&cmd.board_ours, SheetName::Ours)?;
    let board_theirs = board(&cmd.board_theirs, SheetName::Theirs)?;
    let input = SyncInput {
        ours: &ours,
        theirs: &theirs,
        board_ours: board_ours.as_ref(),
        board_theirs: board_theirs.as_ref(),
        game: game.as_ref().map(|(s, _)| s),
    };
    let mut report = resolve(input, vocab, &cmd.opts)?;
    if game.as_ref().is_some_and(|(_, damaged)| *damaged) {
        report.messages.push(Message::new("sync-journal-damaged"));
    }
    Ok(report)
}

/// The sheet `which` from the file at `path`; its errors name it in words ("Euer Formular").
fn sheet(
    which: SheetName,
    path: &Path,
    start: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<ScoreSheet, Message> {
    let name = Arg::from(Message::new("sync-sheet-name").with("sheet", Arg::Key(which.label())));
    // A FIFO or a device is refused before it is opened; the size is checked while reading.
    let bytes = crate::files::read_input(path, MAX_SHEET_BYTES as u64).map_err(|e| {
        let reason = match e {
            crate::files::InputError::TooLarge { .. } => {
                Message::new("sheet-too-large").with("bytes", MAX_SHEET_BYTES)
            }
            other => other.message(path),
        };
        SheetError::file(which.label(), reason).message_as(name.clone())
    })?;
    let text = String::from_utf8_lossy(&bytes);
    read_sheet(which.label(), &text, start, vocab, opts).map_err(|e| e.message_as(name))
}

/// The game of a journal, replayed, and whether a damaged last line was dropped.
fn load_game(name: &str) -> Result<(Session, bool), Message> {
    let path = if Path::new(name).is_file() {
        PathBuf::from(name)
    } else {
        find_game(&games_dir()?, name)?
    };
    let journal = read_journal(&path).map_err(|e| e.message())?;
    let (session, stopped) = Session::replay_intact(&journal.records).map_err(|e| e.message())?;
    Ok((session, journal.is_damaged() || stopped.is_some()))
}
