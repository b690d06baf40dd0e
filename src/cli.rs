//! The command line: `anna` (play), `anna say`, `anna parse`.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen, san::SanPlus};

use crate::game::{Game, GameEvent};
use crate::notation::{AnnounceOptions, Origin, Vocabulary, announce, parse_move, uci};
use crate::record::read_first_game;

#[derive(Parser, Debug)]
#[command(
    name = "anna",
    version,
    about = "Over-the-board chess for blind and visually impaired players"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub words: WordOptions,
    /// Start from this position (FEN) instead of the initial one.
    #[arg(long, global = true)]
    pub fen: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the spoken words of each move, one line per move.
    Say {
        /// Play the main line of the first game in this PGN file.
        #[arg(long)]
        pgn: Option<PathBuf>,
        /// Moves in any accepted form, played in order.
        moves: Vec<String>,
    },
    /// Print `UCI SAN` of the one legal move the text names.
    Parse {
        /// The move, in any accepted form; several words are joined.
        #[arg(required = true)]
        text: Vec<String>,
    },
}

#[derive(Args, Debug, Clone)]
pub struct WordOptions {
    /// Vocabulary: a built-in one (de, en) or the path of a vocabulary file.
    #[arg(long, global = true, default_value = "de")]
    pub vocab: String,
    /// Leave out the word for pawn ("Eva vier" instead of "Bauer Eva vier").
    #[arg(long, global = true)]
    pub no_pawn_name: bool,
    /// When to name the square a piece comes from.
    #[arg(long, global = true, value_enum, default_value_t = OriginArg::Ambiguous)]
    pub origin: OriginArg,
    /// Name the piece that is taken.
    #[arg(long, global = true)]
    pub captured_piece: bool,
    /// Count ranks from this side (D.2.1: White's unless the arbiter decides otherwise).
    #[arg(long, global = true, value_enum, default_value_t = SideArg::White)]
    pub ranks_from: SideArg,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OriginArg {
    Ambiguous,
    Always,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SideArg {
    White,
    Black,
}

impl WordOptions {
    pub fn announce_options(&self) -> AnnounceOptions {
        AnnounceOptions {
            pawn_name: !self.no_pawn_name,
            origin: match self.origin {
                OriginArg::Ambiguous => Origin::Ambiguous,
                OriginArg::Always => Origin::Always,
            },
            captured_piece: self.captured_piece,
            rank_orientation: match self.ranks_from {
                SideArg::White => Color::White,
                SideArg::Black => Color::Black,
            },
        }
    }
}

/// Exit status for input that names no move or a file that cannot be used.
pub const EXIT_BAD_INPUT: i32 = 2;

/// Runs the command; what it prints goes to `out`, messages to `err`. Returns the exit status.
pub fn run(cli: Cli, input: &mut dyn BufRead, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match run_inner(cli, input, out) {
        Ok(code) => code,
        Err(message) => {
            let _ = writeln!(err, "{message}");
            EXIT_BAD_INPUT
        }
    }
}

fn run_inner(cli: Cli, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<i32, String> {
    let vocab = Vocabulary::load(&cli.words.vocab).map_err(|e| e.to_string())?;
    let opts = cli.words.announce_options();
    let start = start_position(cli.fen.as_deref())?;
    match cli.command {
        Some(Command::Say { pgn, moves }) => say(start, pgn, &moves, &vocab, &opts, out),
        Some(Command::Parse { text }) => {
            let text = text.join(" ");
            let m = parse_move(&text, &start, &vocab, &opts).map_err(|e| e.to_string())?;
            let san = SanPlus::from_move(start.clone(), m);
            writeln!(out, "{} {}", uci(m, CastlingMode::Standard), san).map_err(io_error)?;
            Ok(0)
        }
        None => play(start, &vocab, &opts, input, out),
    }
}

fn io_error(e: std::io::Error) -> String {
    format!("cannot write: {e}")
}

fn start_position(fen: Option<&str>) -> Result<Chess, String> {
    let Some(fen) = fen else {
        return Ok(Chess::default());
    };
    let parsed =
        Fen::from_ascii(fen.trim().as_bytes()).map_err(|e| format!("bad FEN '{fen}': {e}"))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| format!("FEN '{fen}' is not a legal position: {e}"))
}

fn say(
    start: Chess,
    pgn: Option<PathBuf>,
    moves: &[String],
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let mut pos = start;
    if let Some(path) = pgn {
        let file = std::fs::File::open(&path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        let game = read_first_game(std::io::BufReader::new(file))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        pos = game.start;
        for m in game.moves {
            writeln!(out, "{}", vocab.render(&announce(&pos, m, opts))).map_err(io_error)?;
            pos.play_unchecked(m);
        }
    }
    for (i, text) in moves.iter().enumerate() {
        let m = parse_move(text, &pos, vocab, opts)
            .map_err(|e| format!("{} ({}): {e}", i + 1, text))?;
        writeln!(out, "{}", vocab.render(&announce(&pos, m, opts))).map_err(io_error)?;
        pos.play_unchecked(m);
    }
    Ok(0)
}

/// A plain game in lines: each move typed at the prompt is announced; the game ends by the
/// rules or at end of input.
fn play(
    start: Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let mut game = Game::new(start, CastlingMode::Standard);
    let mut line = String::new();
    while !game.is_over() {
        let pos = game.position().clone();
        let side = if pos.turn().is_white() {
            "White"
        } else {
            "Black"
        };
        write!(out, "{}. {side}> ", pos.fullmoves()).map_err(io_error)?;
        out.flush().map_err(io_error)?;
        line.clear();
        if input
            .read_line(&mut line)
            .map_err(|e| format!("cannot read input: {e}"))?
            == 0
        {
            writeln!(out).map_err(io_error)?;
            return Ok(0);
        }
        if line.trim().is_empty() {
            continue;
        }
        let m = match parse_move(line.trim(), &pos, vocab, opts) {
            Ok(m) => m,
            Err(e) => {
                writeln!(out, "{e}").map_err(io_error)?;
                continue;
            }
        };
        let events = game.play(m).map_err(|e| e.to_string())?;
        for event in events {
            match event {
                GameEvent::MovePlayed { san, .. } => {
                    let dots = if pos.turn().is_white() { "" } else { " …" };
                    let words = vocab.render(&announce(&pos, m, opts));
                    writeln!(out, "{}.{dots} {words} ({san})", pos.fullmoves())
                        .map_err(io_error)?;
                }
                GameEvent::GameEnded(outcome) => writeln!(out, "{outcome}").map_err(io_error)?,
                _ => {}
            }
        }
    }
    Ok(0)
}
