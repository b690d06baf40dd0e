//! The sighted player's DGT board, simulated on a pseudo-terminal by `anna eboard simulate`
//! (the DGT protocol byte for byte), opened by anna's real serial code as it opens
//! `/dev/ttyACM0`: his moves read from the board piece by piece, the blind player's moves
//! checked on it, a wrong execution said with its correction, unplugging survived.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Stdio};
use std::time::{Duration, Instant};

use crate::common::{Anna, Dirs};

/// The simulated board: typed lines in, `ok` out.
struct Board {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    port: PathBuf,
}

impl Board {
    fn start(dirs: &Dirs, extra: &[&str]) -> Board {
        let port = dirs.root.join("dgt");
        let port_arg = port.to_string_lossy().into_owned();
        let mut args = vec!["eboard", "simulate", "--link", port_arg.as_str()];
        args.extend_from_slice(extra);
        let mut child = dirs
            .command(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the simulator starts");
        let input = child.stdin.take().expect("its input");
        let mut output = BufReader::new(child.stdout.take().expect("its output"));
        let mut first = String::new();
        output.read_line(&mut first).expect("the port");
        assert_eq!(first.trim(), port_arg);
        Board {
            child,
            input,
            output,
            port,
        }
    }

    /// Does each action in turn, each confirmed.
    fn act(&mut self, lines: &[&str]) {
        for line in lines {
            writeln!(self.input, "{line}").expect("type to the simulator");
            let mut answer = String::new();
            self.output.read_line(&mut answer).expect("an answer");
            assert_eq!(answer.trim(), "ok", "{line}");
        }
    }
}

impl Drop for Board {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

fn game(dirs: &Dirs, board: &Board, extra: &[&str]) -> Anna {
    let port = board.port.to_string_lossy().into_owned();
    let mut args = vec![
        "--eboard",
        port.as_str(),
        "--eboard-settle",
        "150",
        "--time",
        "off",
    ];
    args.extend_from_slice(extra);
    dirs.spawn(&args)
}

/// A whole short game: the sighted player's moves made on the board only, in the orders real
/// hands use (a capture by taking the captured piece off first, castling rook first), the
/// blind player's moves typed and executed on the board, and the score sheet complete.
#[test]
fn a_game_made_on_the_board_piece_by_piece_is_announced_and_recorded() {
    let dirs = Dirs::new("eboard-game");
    let mut board = Board::start(&dirs, &[]);
    let mut anna = game(&dirs, &board, &["--blind", "white"]);
    anna.expect("Elektronisches Brett an ");
    anna.expect("verbunden.");
    let (_, prompt) = anna.until_prompt();
    assert_eq!(prompt, "1. Weiß> ");
    // White (blind) types; Black (sighted) executes it on his board, then moves there.
    let script: [(&str, &[&str], &str); 5] = [
        (
            "e4",
            &["move e2 e4", "lift e7", "put e5 p"],
            "1. … Bauer Eva fünf (e5)",
        ),
        (
            "Sf3",
            &["move g1 f3", "lift b8", "put c6 n"],
            "2. … Springer Cesar sechs (Nc6)",
        ),
        (
            "Lb5",
            &["move f1 b5", "lift g8", "put f6 n"],
            "3. … Springer Felix sechs (Nf6)",
        ),
        // Black takes on e4: the pawn on e4 is taken off first, then the knight put there.
        (
            "0-0",
            &[
                "lift h1", "put f1 R", "lift e1", "put g1 K", "lift e4", "lift f6", "put e4 n",
            ],
            "4. … Springer schlägt Eva vier (Nxe4)",
        ),
        // Black castles? Not possible yet; Black plays Be7.
        (
            "d4",
            &["move d2 d4", "lift f8", "put e7 b"],
            "5. … Läufer Eva sieben (Be7)",
        ),
    ];
    for (typed, on_board, announced) in script {
        anna.send(typed);
        anna.until_prompt();
        board.act(on_board);
        anna.expect(announced);
    }
    // Black castles short on the board, rook first.
    anna.send("Te1");
    anna.until_prompt();
    board.act(&["move f1 e1", "lift h8", "put f8 r", "lift e8", "put g8 k"]);
    anna.expect("6. … Kurze Rochade (O-O)");
    anna.until_prompt();
    anna.send("beenden");
    anna.expect("Partie unterbrechen?");
    anna.send("ja");
    anna.assert_exits_cleanly();
    let pgn = dirs.read_game_file("pgn");
    assert!(
        pgn.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 5. d4 Be7 6. Re1 O-O"),
        "{pgn}"
    );
}

/// The blind player's move executed wrongly is said at once, in words, with the fewest
/// piece moves that put it right; once it is right, that is said too.
#[test]
fn a_wrong_execution_is_said_within_a_second_with_its_correction() {
    let dirs = Dirs::new("eboard-wrong");
    let mut board = Board::start(&dirs, &[]);
    let mut anna = game(&dirs, &board, &["--blind", "white"]);
    anna.expect("verbunden.");
    anna.until_prompt();
    anna.send("Sf3");
    anna.until_prompt();
    let done = Instant::now();
    board.act(&["move g1 h3"]);
    // Unasked, the fix alone (issue 40, point 8): it is heard on every lift and put.
    let (said, seen) = anna.expect_timed(
        "Das Brett des Gegners weicht ab. So stimmt es wieder: weißer Springer von Hector drei \
         nach Felix drei. Die Felder einzeln: prüfen.",
    );
    assert!(!said.contains("statt"), "{said}");
    // The squares on request.
    anna.until_prompt();
    anna.send("prüfen");
    anna.expect(
        "Das Brett des Gegners weicht ab: auf Felix drei leer statt weißer Springer, auf Hector \
         drei weißer Springer statt leer. So stimmt es wieder: weißer Springer von Hector drei \
         nach Felix drei.",
    );
    // The settle time (150 ms) and the reading: well within a second of the board settling.
    assert!(
        seen.duration_since(done) < Duration::from_millis(150 + 1000),
        "{:?}",
        seen.duration_since(done)
    );
    board.act(&["move h3 f3"]);
    anna.expect("Das Brett des Gegners stimmt wieder mit der Partie überein.");
    // `prüfen` compares the sensors too.
    anna.send("prüfen");
    anna.expect("Das Brett des Gegners stimmt mit der Partie überein.");
    anna.until_prompt();
}

/// Unplugging mid-game: one notice, reconnection when it is back, the board read again, and
/// the game goes on with the next move made on the board.
#[test]
fn unplugging_is_said_once_and_the_game_goes_on_after_plugging_in() {
    let dirs = Dirs::new("eboard-unplug");
    let mut board = Board::start(&dirs, &[]);
    let mut anna = game(&dirs, &board, &["--blind", "white"]);
    anna.expect("verbunden.");
    anna.until_prompt();
    anna.send("e4");
    anna.until_prompt();
    board.act(&["move e2 e4", "noise", "unplug"]);
    anna.expect("Das elektronische Brett ist getrennt");
    // Moved while unplugged: read when it is back.
    board.act(&["move e7 e5", "plug"]);
    anna.expect("Das elektronische Brett ist wieder verbunden.");
    anna.expect("1. … Bauer Eva fünf (e5)");
    let (_, prompt) = anna.until_prompt();
    assert_eq!(prompt, "2. Weiß> ");
    let rest = anna.drain_for(Duration::from_millis(300));
    assert!(!rest.contains("getrennt"), "said twice: {rest}");
}

/// Promotion by the piece put down (a knight), en passant with the taken pawn lifted last, and
/// a piece lifted and put back noted as touched (4.3).
#[test]
fn promotion_en_passant_and_a_touched_piece_are_read_from_the_board() {
    let dirs = Dirs::new("eboard-special");
    let fen = "4k3/8/8/8/1p6/8/P5p1/4K3 w - - 0 1";
    let mut board = Board::start(&dirs, &["--fen", fen]);
    let mut anna = game(&dirs, &board, &["--blind", "white", "--fen", fen]);
    anna.expect("verbunden.");
    anna.until_prompt();
    anna.send("a4");
    anna.until_prompt();
    // White's pawn executed; Black takes en passant: the capturing pawn first, the taken one
    // last.
    board.act(&["move a2 a4", "lift b4", "put a3 p", "lift a4"]);
    anna.expect("1. … Bauer Bella schlägt Anna drei en passant (bxa3)");
    anna.until_prompt();
    anna.send("Kd2");
    anna.until_prompt();
    // A sensor's flicker is nothing; a pawn held and put back is touched.
    board.act(&["move e1 d2", "flicker g2"]);
    let quiet = anna.drain_for(Duration::from_millis(500));
    assert!(!quiet.contains("Angehoben"), "{quiet}");
    board.act(&["hold g2 400"]);
    anna.expect(
        "Angehoben und zurückgestellt: schwarzer Bauer auf Gustav zwei, von Schwarz (Artikel 4.3).",
    );
    // The new piece put down first, the pawn taken off last.
    board.act(&["put g1 n", "lift g2"]);
    let between = anna.expect("2. … Bauer Gustav eins, Springer (g1=N)");
    // Said once, with its piece; journaled for the arbiter as `berührt` is.
    assert!(!between.contains("Für den Schiedsrichter"), "{between}");
    let journal = std::fs::read_to_string(dirs.only_game_file("journal")).expect("journal");
    assert_eq!(journal.matches("\"touched\"").count(), 1, "{journal}");
}

/// `anna eboard` outside a game: what the board reads, and the set-up checked.
#[test]
fn the_board_is_read_and_its_setup_checked_outside_a_game() {
    let dirs = Dirs::new("eboard-show");
    let mut board = Board::start(&dirs, &["--rotated"]);
    let port = board.port.to_string_lossy().into_owned();
    let shown = dirs.run(&["eboard", "show", "--port", &port]);
    assert!(shown.contains("Reihe eins: Anna weißer Turm"), "{shown}");
    assert!(
        shown.ends_with("FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n"),
        "{shown}"
    );
    board.act(&["move d1 d3"]);
    let out = dirs.output(&["eboard", "check", "--port", &port]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("weiße Dame von David drei nach David eins"),
        "{text}"
    );
}

impl Board {
    /// What the simulated DGT clock shows, once it shows something that `wanted` accepts.
    fn clock_until(&mut self, wanted: impl Fn(&str) -> bool) -> String {
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            writeln!(self.input, "clock").expect("ask the clock");
            let mut shown = String::new();
            self.output
                .read_line(&mut shown)
                .expect("the clock's display");
            let shown = shown.trim().to_string();
            if wanted(&shown) || Instant::now() > until {
                return shown;
            }
            // The setting travels over the serial line; look again in a moment.
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// The DGT 3000 on the board shows anna's clock (White left), and the sighted player's press
/// of its lever stops his time before his move is read from the board (6.2.1).
#[test]
fn the_dgt_clock_shows_annas_times_and_its_lever_is_the_sighted_players_key() {
    let dirs = Dirs::new("eboard-clock");
    let mut board = Board::start(&dirs, &[]);
    let port = board.port.to_string_lossy().into_owned();
    let mut anna = dirs.spawn(&[
        "--eboard",
        &port,
        "--eboard-settle",
        "150",
        "--time",
        "90+30",
        "--blind",
        "white",
    ]);
    anna.expect("verbunden.");
    anna.until_prompt();
    let shown = board.clock_until(|s| s.ends_with(" left"));
    assert!(
        shown.starts_with("1:29:5") || shown.starts_with("1:30:00"),
        "{shown}"
    );
    assert!(shown.contains(" 1:30:00 left"), "{shown}");
    anna.send("e4");
    anna.until_prompt();
    // The blind player presses his side of the lever too (D.2.5): nothing more for anna.
    board.act(&["lever left"]);
    // White's 30 seconds added, Black's time runs on the right.
    let shown = board.clock_until(|s| s.ends_with(" right"));
    assert!(
        shown.starts_with("1:30:2") || shown.starts_with("1:30:3"),
        "{shown}"
    );
    // Black lifts his pawn and presses the lever before putting it down: his clock stops
    // at the press; the move then read from the board presses nothing again.
    board.act(&["move e2 e4", "lift e7", "lever right", "put e5 p"]);
    anna.expect("Schwarz hat die Uhr gedrückt");
    anna.expect("1. … Bauer Eva fünf (e5)");
    let shown = board.clock_until(|s| s.ends_with(" left"));
    assert!(shown.contains(" 1:30:"), "{shown}");
    anna.until_prompt();
    let journal = std::fs::read_to_string(dirs.only_game_file("journal")).expect("journal");
    assert_eq!(journal.matches("\"pressed\"").count(), 1, "{journal}");
}

/// A board on a port answers the probe that `anna eboard` and `--eboard auto` use with its
/// version and serial number.
#[test]
fn a_board_answers_with_its_version_and_serial_number() {
    let dirs = Dirs::new("eboard-probe");
    let board = Board::start(&dirs, &[]);
    let found = anna::eboard::probe(&board.port, Duration::from_secs(2));
    assert_eq!(found, Some(((1, 7), Some("0000012345".to_string()))));
    // Not a board: a file answers nothing.
    let file = dirs.root.join("not-a-port");
    std::fs::write(&file, "").expect("a file");
    assert_eq!(anna::eboard::probe(&file, Duration::from_millis(200)), None);
}
