//! The one-shot commands: `say`, `parse`, `export`, `resume --list`.

use std::io::Write;
use std::path::PathBuf;

use shakmaty::{Chess, Position};

use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary, announce, parse_move};
use crate::record::{
    BrfOptions, all_games, find_game, games_dir, read_journal, to_brf_coded, to_pgn_noted,
};
use crate::session::{Session, Setup};
use crate::ui::{TypedLine, read_typed_line, too_long};

use super::args::*;

use super::io_error;

/// `say` and `parse` read no configuration file, so scripts give the same output everywhere.
pub(super) fn script_setup(
    words: &WordOptions,
    moves: &MoveWords,
    language: &Language,
) -> Result<(Vocabulary, AnnounceOptions, Chess), Message> {
    let code = words
        .vocab
        .as_deref()
        .unwrap_or(Vocabulary::fide_code_for(language.code()));
    // As in a game, the conversation's own move words are read too.
    let vocab = Vocabulary::load(code)
        .map_err(|e| e.message())?
        .reading_also(language.code());
    let opts = moves.announce_options(AnnounceOptions::default());
    let setup = Setup {
        fen: moves.fen.clone(),
        ..Setup::default()
    };
    Ok((
        vocab,
        opts,
        setup.start_position().map_err(|e| e.message())?,
    ))
}

/// `anna say [--pgn FILE] [MOVES…]`: every move of every game of the file said, then the moves
/// typed, from the last game's end. A file of more than one game heads each game with its
/// number and players, as `anna review --list` names them, so that a listener knows where one
/// game ends and the next begins.
pub(super) fn say(
    start: Chess,
    pgn: Option<PathBuf>,
    moves: &[String],
    words: (&Vocabulary, &AnnounceOptions, &Language),
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let (vocab, opts, language) = words;
    let mut pos = start.clone();
    if let Some(path) = pgn {
        let bytes = crate::files::read_input(&path, crate::files::MAX_INPUT_BYTES)
            .map_err(|e| e.message(&path))?;
        let text = String::from_utf8_lossy(&bytes);
        let games: Vec<&str> = crate::notation::games(&text).collect();
        for (i, game) in games.iter().enumerate() {
            if games.len() > 1 {
                let tags = crate::notation::read_all_tags(game)
                    .ok()
                    .and_then(|games| games.into_iter().next())
                    .unwrap_or_default();
                let head = game_heading(i + 1, &tags);
                writeln!(out, "{}", language.text(&head, vocab)).map_err(io_error)?;
            }
            pos = say_sheet(&path, game, &start, vocab, opts, out)?;
        }
    }
    for (i, text) in moves.iter().enumerate() {
        let m = parse_move(text, &pos, vocab, opts).map_err(|e| {
            Message::new("say-bad-move")
                .with("number", i + 1)
                .with("text", Arg::Text(text.clone()))
                .with("reason", e.message())
        })?;
        writeln!(out, "{}", vocab.render(&announce(&pos, m, opts))).map_err(io_error)?;
        pos.play_unchecked(m);
    }
    Ok(0)
}

/// One game of a PGN file said move by move; the position after its last move.
fn say_sheet(
    path: &std::path::Path,
    game: &str,
    start: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    out: &mut dyn Write,
) -> Result<Chess, Message> {
    // The score-sheet reader, as `anna sync` reads: every move form anna's own parser reads
    // (German SAN, `Rh7++`, `e2-e4`, `0-0`, ...), and a token it cannot read stops the game
    // with its move number, never a shorter game.
    let sheet = crate::notation::read_sheet(&path.display().to_string(), game, start, vocab, opts)
        .map_err(|e| e.message())?;
    let mut pos = sheet.start;
    for m in sheet.moves {
        writeln!(out, "{}", vocab.render(&announce(&pos, m.mv, opts))).map_err(io_error)?;
        pos.play_unchecked(m.mv);
    }
    Ok(pos)
}

/// "Partie 2: Carlsen – Nepomniachtchi": the heading of game `number` of a file, or its number
/// alone where the tags name no players.
fn game_heading(number: usize, tags: &[(String, String)]) -> Message {
    let tag = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty() && *v != "?")
            .map(|v| Arg::Text(v.to_string()))
    };
    match (tag("White"), tag("Black")) {
        (Some(white), Some(black)) => Message::new("say-game")
            .with("number", number)
            .with("white", white)
            .with("black", black),
        _ => Message::new("say-game-unnamed").with("number", number),
    }
}

/// What a batch line is answered with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Batch {
    /// `UCI SAN`, as `anna parse`.
    Parse,
    /// The spoken words, as `anna say`.
    Say,
}

/// `anna parse --batch`, `anna say --batch`: one query per input line, `FEN<TAB>TEXT` (an
/// empty FEN is the start position), one answer per line in the one-shot form; a line that
/// cannot be answered gets `! ` and the reason, so that answers stay beside their queries.
pub(super) fn batch(
    kind: Batch,
    start: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    language: &Language,
    input: &mut dyn std::io::BufRead,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let mut out = std::io::BufWriter::new(out);
    loop {
        let read = read_typed_line(input).map_err(|e| {
            Message::new("input-failed").with("reason", crate::message::io_reason(&e))
        })?;
        let answer = match read {
            TypedLine::End => break,
            TypedLine::TooLong => Err(too_long()),
            TypedLine::Line(line) => batch_answer(kind, &line, start, vocab, opts),
        };
        match answer {
            Ok(text) => writeln!(out, "{text}"),
            Err(why) => writeln!(out, "! {}", language.text(&why, vocab)),
        }
        .map_err(io_error)?;
    }
    out.flush().map_err(io_error)?;
    Ok(0)
}

fn batch_answer(
    kind: Batch,
    line: &[u8],
    start: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<String, Message> {
    let line = std::str::from_utf8(line).map_err(|_| Message::new("batch-not-text"))?;
    let line = line.trim_end_matches(['\n', '\r']);
    let (fen, text) = line
        .split_once('\t')
        .ok_or_else(|| Message::new("batch-no-tab"))?;
    let pos = match fen.trim() {
        "" => start.clone(),
        fen => position(fen)?,
    };
    let m = parse_move(text, &pos, vocab, opts).map_err(|e| e.message())?;
    Ok(match kind {
        Batch::Parse => format!(
            "{} {}",
            crate::notation::uci(m, shakmaty::CastlingMode::Standard),
            shakmaty::san::SanPlus::from_move(pos, m)
        ),
        Batch::Say => vocab.render(&announce(&pos, m, opts)),
    })
}

/// The position of a FEN, read as `--fen` reads it (a Chess960 FEN as Chess960).
fn position(fen: &str) -> Result<Chess, Message> {
    Setup {
        fen: Some(fen.to_string()),
        ..Setup::default()
    }
    .start_position()
    .map_err(|e| e.message())
}

/// Unfinished games, newest first: name, journal, and the session replayed, or why the
/// journal cannot be read (such a game is listed, never hidden).
pub(super) fn unfinished(
    dir: &std::path::Path,
) -> Vec<(String, PathBuf, Result<Session, Message>)> {
    all_games(dir)
        .into_iter()
        .filter_map(|(id, path, journal)| {
            let session = journal
                .map_err(|e| e.message())
                .and_then(|j| Session::replay_intact(&j.records).map_err(|e| e.message()))
                .map(|(session, _)| session);
            match session {
                Ok(s) if s.game().is_over() => None,
                other => Some((id, path, other)),
            }
        })
        .collect()
}

/// `anna check [GAME]`: each journal (every game unless one is named), intact or damaged, with
/// its records and what is missing; exit status 1 if any is damaged.
pub(super) fn check_games(
    game: Option<&str>,
    language: &Language,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let dir = games_dir()?;
    let paths: Vec<(String, PathBuf)> = match game {
        Some(name) => {
            let path = find_game(&dir, name)?;
            let id = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            vec![(id, path)]
        }
        None => all_games(&dir)
            .into_iter()
            .map(|(id, path, _)| (id, path))
            .collect(),
    };
    let vocab = Vocabulary::fallback();
    if paths.is_empty() {
        writeln!(out, "{}", language.text(&Message::new("check-none"), vocab)).map_err(io_error)?;
    }
    let mut status = 0;
    for (id, path) in paths {
        let line = match read_journal(&path) {
            Err(e) => {
                status = 1;
                Message::new("check-unreadable")
                    .with("name", Arg::Text(id))
                    .with("reason", e.message())
            }
            Ok(journal) => match Session::replay_intact(&journal.records) {
                // No set-up to replay from: the damage is named all the same.
                Err(_) if journal.is_damaged() => {
                    status = 1;
                    Message::new("check-damaged")
                        .with("name", Arg::Text(id))
                        .with("records", journal.readable())
                        .with(
                            "damage",
                            crate::record::damage_message(&journal, None, None),
                        )
                }
                Err(e) => {
                    status = 1;
                    Message::new("check-unreadable")
                        .with("name", Arg::Text(id))
                        .with("reason", e.message())
                }
                Ok((session, stopped)) if journal.is_damaged() || stopped.is_some() => {
                    status = 1;
                    Message::new("check-damaged")
                        .with("name", Arg::Text(id))
                        .with("records", journal.readable())
                        .with(
                            "damage",
                            crate::record::damage_message(&journal, Some(&session), stopped),
                        )
                }
                Ok((session, _)) => Message::new("check-intact")
                    .with("name", Arg::Text(id))
                    .with("records", journal.records.len())
                    .with("plies", session.game().plies()),
            },
        };
        writeln!(out, "{}", language.text(&line, vocab)).map_err(io_error)?;
    }
    Ok(status)
}

pub(super) fn list_unfinished(language: &Language, out: &mut dyn Write) -> Result<i32, Message> {
    let dir = games_dir()?;
    let games = unfinished(&dir);
    let vocab = Vocabulary::fallback();
    if games.is_empty() {
        writeln!(
            out,
            "{}",
            language.text(&Message::new("resume-none"), vocab)
        )
        .map_err(io_error)?;
    }
    for (id, _, session) in games {
        let session = match session {
            Ok(session) => session,
            Err(reason) => {
                let line = Message::new("resume-list-unreadable")
                    .with("name", Arg::Text(id))
                    .with("reason", reason);
                writeln!(out, "{}", language.text(&line, vocab)).map_err(io_error)?;
                continue;
            }
        };
        let s = session.setup();
        let g = session.game();
        let line = Message::new("resume-list-game")
            .with("name", Arg::Text(id))
            .with("white", Arg::Text(s.white.clone()))
            .with("black", Arg::Text(s.black.clone()))
            .with("date", Arg::Text(s.date.clone()))
            .with("number", g.plies())
            .with("side", g.turn());
        writeln!(out, "{}", language.text(&line, vocab)).map_err(io_error)?;
    }
    Ok(0)
}

/// The game named (from `anna resume --list`, or a journal's path) replayed as far as its
/// journal is intact, with what is missing from it in words, if anything is.
pub(super) fn replayed(
    game: &str,
) -> Result<(crate::record::ReadJournal, Session, Option<Message>), Message> {
    replayed_path(find_game(&games_dir()?, game)?)
}

/// The game named, or without a name the last game (as `resume` and `review` take it).
pub(super) fn replayed_or_last(
    game: Option<&str>,
) -> Result<(crate::record::ReadJournal, Session, Option<Message>), Message> {
    match game {
        Some(game) => replayed(game),
        None => {
            let path = crate::record::last_game(&games_dir()?)
                .ok_or_else(|| Message::new("export-no-game"))?;
            replayed_path(path)
        }
    }
}

fn replayed_path(
    path: std::path::PathBuf,
) -> Result<(crate::record::ReadJournal, Session, Option<Message>), Message> {
    let journal = read_journal(&path).map_err(|e| e.message())?;
    let (session, stopped) =
        Session::replay_intact(&journal.records).map_err(|e| match journal.is_damaged() {
            true => crate::record::damage_message(&journal, None, None),
            false => e.message(),
        })?;
    let damaged = journal.is_damaged() || stopped.is_some();
    let damage = damaged.then(|| crate::record::damage_message(&journal, Some(&session), stopped));
    Ok((journal, session, damage))
}

/// `anna export [GAME]`: the PGN, or with `--brf` the braille score sheet in the move words of
/// `--vocab` (the game's own if not given); without a name, the last game.
pub(super) fn export(
    game: Option<&str>,
    brf: Option<BrfOptions>,
    language: &Language,
    vocab: Option<&str>,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let (journal, session, damage) = replayed_or_last(game)?;
    // The code of the intact record: a damaged journal's is not the game's, and is left out.
    let code = journal.codes.last().filter(|_| damage.is_none());
    let asked = vocab
        .map(|code| Vocabulary::load(code).map_err(|e| e.message()))
        .transpose()?;
    let text = match brf {
        None => {
            // The gap named in the score sheet itself, and the moves after it only there.
            let note = damage.as_ref().map(|damage| {
                let mut parts = vec![Arg::from(damage.clone())];
                parts.extend(crate::record::moves_after_gap(&journal).map(Arg::from));
                let note = Message::new("sentences").with("parts", Arg::Sentences(parts));
                language.text(&note, Vocabulary::fallback())
            });
            to_pgn_noted(
                session.setup(),
                session.game(),
                session.clock(),
                language,
                note.as_deref(),
                code,
            )
        }
        Some(options) => to_brf_coded(
            session.setup(),
            session.game(),
            language,
            asked.as_ref().unwrap_or(session.vocab()),
            &options,
            code,
        )?,
    };
    write!(out, "{text}").map_err(io_error)?;
    // Never a silently short score sheet: what was written is the intact part, and the exit
    // status and the message say what is missing.
    match damage {
        Some(damage) => Err(damage),
        None => Ok(0),
    }
}
