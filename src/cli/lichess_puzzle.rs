//! `anna lichess puzzle`: Lichess's puzzles solved in anna's words (`play::PuzzleTrainer`): the
//! daily one (`--daily`), or new ones by theme or opening (`--theme`), difficulty and count.
//! With a token each result goes to Lichess once (`POST /api/puzzle/batch/{angle}`, scope
//! `puzzle:write`); without one it is kept in `puzzles.jsonl` in anna's data folder.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::args::{MoveWords, PlayArgs, UiArgs};
use super::front_end::front_end;
use super::io_error;
use super::settings::Settings;
use crate::lichess::{
    Difficulty, PUZZLE_WRITE_SCOPE, PushError, PuzzleAndGame, Puzzles, Solved, Solving, THEMES,
    Token, theme_id, theme_key,
};
use crate::message::{Arg, Message, io_reason};
use crate::notation::Vocabulary;
use crate::output::Event;
use crate::play::{PuzzleItem, PuzzleResults, PuzzleTrainer};
use crate::session::{Session, Setup};

/// `anna lichess puzzle`'s options.
#[derive(Args, Debug, Clone, Default)]
pub struct PuzzleArgs {
    #[command(flatten)]
    pub ui: UiArgs,
    #[command(flatten)]
    pub moves: MoveWords,
    /// The Lichess server [default: https://lichess.org].
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// Today's puzzle, the same for everyone.
    #[arg(long, conflicts_with_all = ["theme", "difficulty", "count"])]
    pub daily: bool,
    /// A theme (mateIn2, fork … or its name in the conversation's language) or an opening
    /// (Sicilian_Defense) [default: a mix].
    #[arg(long, value_name = "THEME")]
    pub theme: Option<String>,
    /// How hard, relative to the account's puzzle rating (1500 without a token).
    #[arg(long, value_enum)]
    pub difficulty: Option<Difficulty>,
    /// How many puzzles, one after the other (1 to 50) [default: 1].
    #[arg(long, value_name = "N")]
    pub count: Option<u32>,
}

impl PuzzleArgs {
    /// The options as a game's, for the settings.
    pub(super) fn play(&self) -> PlayArgs {
        PlayArgs {
            ui: self.ui.clone(),
            moves: self.moves.clone(),
            server: self.server.clone(),
            ..PlayArgs::default()
        }
    }
}

/// The file in anna's data folder that keeps results without a token.
pub const RESULTS_FILE: &str = "puzzles.jsonl";

pub(super) fn run(
    args: &PuzzleArgs,
    tournament: bool,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    if tournament {
        return Err(Message::new("puzzle-tournament"));
    }
    let count = args.count.unwrap_or(1);
    if !(1..=50).contains(&count) {
        return Err(Message::new("puzzle-count-bad").with("count", count));
    }
    let config = crate::config::default_path();
    let folder = config.as_deref().and_then(std::path::Path::parent);
    let token = match Token::find(folder, PUZZLE_WRITE_SCOPE) {
        Ok(token) => Some(token),
        // No token: anonymous puzzles, results kept here.
        Err(m) if m.id() == "lichess-token-missing" => None,
        Err(m) => return Err(m),
    };
    let puzzles = Puzzles::new(settings.lichess_server.clone(), token);
    let language = &settings.language;
    let angle = args.theme.as_deref().map(|typed| {
        let names = THEMES.iter().map(|k| {
            (
                *k,
                language.text(&Message::new(theme_id(k)), Vocabulary::fallback()),
            )
        });
        theme_key(typed, names)
    });
    let fetched = fetch(&puzzles, args, angle.as_deref(), count)?;
    let setup = Setup {
        vocab: settings.vocab.clone(),
        announce: settings.announce,
        ..Setup::default()
    };
    let mut greeting = Vec::new();
    let mut items = Vec::new();
    for found in fetched {
        match item(found) {
            Ok(item) => items.push(item),
            Err(bad) => greeting.push(Event::Private(bad)),
        }
    }
    if items.is_empty() {
        return Err(greeting
            .into_iter()
            .find_map(|e| match e {
                Event::Private(m) => Some(m),
                _ => None,
            })
            .unwrap_or_else(|| Message::new("puzzle-none")));
    }
    let mut session = Session::new(setup.clone()).map_err(|e| e.message())?;
    session.read_also(language.code());
    let words = session.words_in(language);
    let (mut view, outputs) = front_end(&session, &words, &mut greeting, settings, out);
    let mut keeper = Keeper {
        angle: angle.unwrap_or_else(|| "mix".into()),
        local: crate::data_dirs::data_home().map(|d| d.join(RESULTS_FILE)),
        puzzles,
        done: BTreeSet::new(),
        told_local: false,
    };
    let mut trainer = PuzzleTrainer::new(setup, language.clone(), outputs, &mut keeper)?;
    trainer
        .run(view.as_mut(), items, greeting)
        .map_err(io_error)?;
    Ok(0)
}

/// The puzzles asked for: the daily one, one new one, or a batch.
fn fetch(
    puzzles: &Puzzles,
    args: &PuzzleArgs,
    angle: Option<&str>,
    count: u32,
) -> Result<Vec<PuzzleAndGame>, Message> {
    let said = |e: PushError| match e {
        PushError::Status(404) => Message::new("puzzle-angle-unknown").with(
            "theme",
            Arg::Text(crate::lichess::clean(angle.unwrap_or(""))),
        ),
        PushError::Unreachable => Message::new("lichess-unreachable-at")
            .with("url", Arg::Text(puzzles.server().url().to_string())),
        e => e.message(),
    };
    if args.daily {
        return puzzles.daily().map(|p| vec![p]).map_err(said);
    }
    if count == 1 {
        return puzzles
            .next(angle, args.difficulty)
            .map(|p| vec![p])
            .map_err(said);
    }
    puzzles
        .batch(angle.unwrap_or("mix"), args.difficulty, count)
        .map_err(said)
}

/// A puzzle from the server set up, or why it cannot be.
fn item(found: PuzzleAndGame) -> Result<PuzzleItem, Message> {
    let PuzzleAndGame { game, puzzle } = found;
    let solving = Solving::new(&game.pgn, puzzle.initial_ply, &puzzle.solution).map_err(|_| {
        Message::new("puzzle-bad").with("id", Arg::Text(crate::lichess::clean(&puzzle.id)))
    })?;
    Ok(PuzzleItem {
        id: puzzle.id,
        rating: puzzle.rating,
        themes: puzzle.themes,
        solving,
    })
}

/// The results: to Lichess with a token, else (or when sending fails) into the local file;
/// each puzzle once.
struct Keeper {
    puzzles: Puzzles,
    angle: String,
    local: Option<PathBuf>,
    done: BTreeSet<String>,
    told_local: bool,
}

impl PuzzleResults for Keeper {
    fn finished(&mut self, puzzle: &PuzzleItem, win: bool) -> Vec<Message> {
        if !self.done.insert(puzzle.id.clone()) {
            return Vec::new();
        }
        if self.puzzles.signed_in() {
            let solved = [Solved {
                id: puzzle.id.clone(),
                win,
            }];
            match self.puzzles.send(&self.angle, &solved) {
                Ok(diffs) => {
                    return vec![match diffs.first().copied().flatten() {
                        Some(diff) => Message::new("puzzle-sent-rating")
                            .with("diff", Arg::Figure(format!("{diff:+}"))),
                        None => Message::new("puzzle-sent"),
                    }];
                }
                Err(e) => {
                    let reason = e.message();
                    return match self.keep(puzzle, win) {
                        Ok(path) => vec![
                            Message::new("puzzle-not-sent")
                                .with("reason", reason)
                                .with("path", Arg::Text(path)),
                        ],
                        Err(m) => vec![m],
                    };
                }
            }
        }
        match self.keep(puzzle, win) {
            Ok(path) if !self.told_local => {
                self.told_local = true;
                vec![Message::new("puzzle-kept").with("path", Arg::Text(path))]
            }
            Ok(_) => Vec::new(),
            Err(m) => vec![m],
        }
    }
}

impl Keeper {
    /// One line appended to the results file: the puzzle, its result, when and where from.
    fn keep(&self, puzzle: &PuzzleItem, win: bool) -> Result<String, Message> {
        let not_kept = |reason: Message| Message::new("puzzle-not-kept").with("reason", reason);
        let Some(path) = &self.local else {
            return Err(not_kept(io_reason(&std::io::ErrorKind::NotFound.into())));
        };
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let line = serde_json::json!({
            "id": puzzle.id, "win": win, "angle": self.angle, "rating": puzzle.rating,
            "themes": puzzle.themes, "server": self.puzzles.server().url(), "at": seconds,
        });
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| {
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)
            })
            .and_then(|mut file| {
                writeln!(file, "{line}")?;
                file.sync_all()
            });
        written.map_err(|e| not_kept(io_reason(&e)))?;
        Ok(path.display().to_string())
    }
}
