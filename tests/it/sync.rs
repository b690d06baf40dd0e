//! FIDE Laws Appendix D.2.9 (the two boards differ) and the board check, through the library:
//! score sheets in any notation, boards as FEN or piece lists, the corrections in words and the
//! clock times from a real journal.

use std::path::{Path, PathBuf};

use crate::common::temp::TempDir;
use anna::message::{Arg, Message};
use anna::notation::{AnnounceOptions, Vocabulary, parse_board};
use anna::record::{Journal, read_journal};
use anna::session::{Record, Session, Setup};
use anna::sync::{
    BoardSource, Correction, CorrectionKind, DifferingBoard, ScoreSheet, SheetError, SheetName,
    SyncCommand, SyncInput, SyncReport, corrections, differences, plain_moves, rank_lines,
    read_sheet, resolve,
};
use proptest::prelude::*;
use shakmaty::{Board, Chess, Color, Move, Piece, Position, Role, Square};

/// A Closed Ruy Lopez to Black's 18th move, in German SAN.
const RUY_DE: &str = "\
1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 7. Lb3 d6 8. c3 O-O
9. h3 Sb8 10. d4 Sbd7 11. Sbd2 Lb7 12. Lc2 Te8 13. Sf1 Lf8 14. Sg3 g6 15. a4 c5
16. d5 c4 17. Lg5 h6 18. Le3 Sc5
";

/// The same game as English PGN.
const RUY_EN: &str = "\
[Event \"Open\"]
[White \"A\"]
[Black \"B\"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5
16. d5 c4 17. Bg5 h6 18. Be3 Nc5 *
";

/// The other player's sheet: White's 17th move written as Be3, then Black's reply.
const RUY_EN_17: &str = "\
1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5
16. d5 c4 17. Be3 Nc5
";

fn de() -> Vocabulary {
    Vocabulary::builtin("de").unwrap()
}

fn en() -> Vocabulary {
    Vocabulary::builtin("en").unwrap()
}

/// The conversation in the language of the vocabulary's code, as the tests' expectations are.
fn lang(vocab: &Vocabulary) -> std::sync::Arc<anna::lang::Language> {
    anna::lang::Language::load(vocab.code()).expect("a built-in language")
}

fn opts() -> AnnounceOptions {
    AnnounceOptions::default()
}

/// Reads a score sheet of a game from the start position.
fn read(name: &str, text: &str, vocab: &Vocabulary) -> Result<ScoreSheet, SheetError> {
    read_sheet(name, text, &Chess::default(), vocab, &opts())
}

fn sheet(name: &str, text: &str) -> ScoreSheet {
    read(name, text, &de()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn board(text: &str) -> Board {
    parse_board(text, &de(), &opts()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn input<'a>(ours: &'a ScoreSheet, theirs: &'a ScoreSheet) -> SyncInput<'a> {
    SyncInput {
        ours,
        theirs,
        board_ours: None,
        board_theirs: None,
        game: None,
    }
}

/// When the game started, in milliseconds since 1970.
const T0: u64 = 1_773_500_000_000;

/// How long ply `ply` (from 1) took, in milliseconds: different for every move.
fn think_ms(ply: u64) -> u64 {
    20_000 + 1_357 * ply
}

/// A journal as the program writes it: the set-up (90 minutes, 30 seconds a move) first, then
/// each move at the moment it was made.
fn write_journal(path: &std::path::Path, moves: &[Move]) -> Vec<(u64, Record)> {
    let setup = Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        ..Setup::default()
    };
    let mut records = vec![(T0, Record::Setup(Box::new(setup)))];
    let mut journal = Journal::create(path, &records[0].1, T0).unwrap();
    let mut at = T0;
    for (i, m) in moves.iter().enumerate() {
        at += think_ms(i as u64 + 1);
        let uci = shakmaty::uci::UciMove::from_move(*m, shakmaty::CastlingMode::Standard);
        records.push((at, Record::Move { uci }));
    }
    for (at, record) in &records[1..] {
        journal.append(record, *at).unwrap();
    }
    records
}

/// The journal of `sheet`'s game, written into a fresh folder `name` (removed when the first
/// value is dropped): its path and records.
fn journal_of(name: &str, sheet: &ScoreSheet) -> (GameFile, Vec<(u64, Record)>) {
    let dir = TempDir::new("sync", name);
    let path = dir.0.join("game.journal");
    let moves: Vec<Move> = sheet.moves.iter().map(|m| m.mv).collect();
    let records = write_journal(&path, &moves);
    (GameFile { path, _dir: dir }, records)
}

/// A journal file and its folder.
struct GameFile {
    path: PathBuf,
    _dir: TempDir,
}

/// The game a journal file holds.
fn replay(path: &Path) -> Session {
    Session::replay(&read_journal(path).unwrap().records).unwrap()
}

/// D.2.9 for two sheets and the game the program kept, its messages worded in the language of
/// `vocab`.
fn resolve_with_game(
    ours: &ScoreSheet,
    theirs: &ScoreSheet,
    game: &Session,
    vocab: &Vocabulary,
) -> SyncReport<String> {
    resolve(
        SyncInput {
            game: Some(game),
            ..input(ours, theirs)
        },
        vocab,
        &opts(),
    )
    .unwrap()
    .worded(&lang(vocab), vocab)
}

/// D.2.9 for two sheets, its messages worded in the language of `vocab`.
fn resolve_in(input: SyncInput<'_>, vocab: &Vocabulary) -> SyncReport<String> {
    resolve(input, vocab, &opts())
        .unwrap()
        .worded(&lang(vocab), vocab)
}

/// Fails unless one of a report's messages starts with `start`.
fn assert_message(messages: &[String], start: &str) {
    assert!(
        messages.iter().any(|m| m.starts_with(start)),
        "{messages:#?}"
    );
}

/// The corrections that turn `actual` into `expected`, worded in German.
fn fix(expected: &Board, actual: &Board) -> Vec<Correction<String>> {
    let (language, vocab) = (lang(&de()), de());
    corrections(expected, actual, &opts())
        .iter()
        .map(|c| c.worded(&language, &vocab))
        .collect()
}

/// Fails unless `fix` is one correction, of this kind and in these words.
fn assert_one(fix: &[Correction<String>], kind: CorrectionKind, words: &str) {
    assert_eq!(fix.len(), 1);
    assert_eq!(fix[0].kind, kind);
    assert_eq!(fix[0].words, words);
}

/// The corrections in words.
fn words(fix: &[Correction<String>]) -> Vec<&str> {
    fix.iter().map(|c| c.words.as_str()).collect()
}

#[test]
fn art_d_2_9_sheets_agree_the_board_that_differs_is_corrected() {
    let ours = sheet("ours", RUY_DE);
    let theirs = sheet("theirs", RUY_EN);
    let right = ours.end().board().clone();
    // The sighted player wrote 18...Sc5 but moved the knight from d7 to b6 on his board.
    let mut wrong = right.clone();
    wrong.discard_piece_at(Square::C5);
    wrong.set_piece_at(Square::B6, Role::Knight.of(Color::Black));
    let report = resolve_in(
        SyncInput {
            board_ours: Some(&right),
            board_theirs: Some(&wrong),
            ..input(&ours, &theirs)
        },
        &de(),
    );
    assert!(report.sheets_agree);
    assert_eq!((report.plies_ours, report.plies_theirs), (36, 36));
    assert_eq!(report.first_difference, None);
    assert_eq!(report.position_ply, 36);
    assert_eq!(report.differing_board, Some(DifferingBoard::Theirs));
    assert!(report.boards.ours.matches);
    assert!(!report.boards.theirs.matches);
    assert!(report.corrections.ours.is_empty());
    let fix = &report.corrections.theirs;
    assert_eq!(fix.len(), 1, "{fix:?}");
    assert_eq!(fix[0].kind, CorrectionKind::Move);
    assert_eq!(fix[0].words, "Springer von Bella sechs nach Cesar fünf");
    assert_eq!(
        report.clock, None,
        "D.2.9: agreeing sheets leave the clocks alone"
    );
    assert_message(
        &report.messages,
        "Das Brett des Gegners weicht von den Formularen ab",
    );
}

#[test]
fn art_d_2_9_sheets_differ_at_move_17_retrace_to_16_and_restore_clocks() {
    let ours = sheet("ours", RUY_DE);
    let theirs = sheet("theirs", RUY_EN_17);
    // The program's journal holds the game as the assistant entered it: the theirs sheet.
    let (game, records) = journal_of("move17", &theirs);
    let path = &game.path;
    let read = read_journal(path).unwrap();
    assert_eq!(read.records, records);
    let session = Session::replay(&read.records).unwrap();
    let report = resolve_with_game(&ours, &theirs, &session, &de());
    assert!(!report.sheets_agree);
    let first = report.first_difference.clone().unwrap();
    assert_eq!(
        (first.ply, first.move_number, first.side),
        (33, 17, "white")
    );
    assert_eq!(first.ours.as_deref(), Some("Bg5"));
    assert_eq!(first.theirs.as_deref(), Some("Be3"));
    let last = report.last_agreement.clone().unwrap();
    assert_eq!((last.ply, last.move_number, last.side), (32, 16, "black"));
    assert_eq!(last.san, "c4");
    assert_eq!(report.position_ply, 32);
    assert_eq!(
        report.position_fen,
        "r2qrbk1/1b1n1p1p/p2p1np1/1p1Pp3/P1p1P3/2P2NNP/1PB2PP1/R1BQR1K1 w - - 0 17"
    );
    assert_eq!(report.longer_sheet, Some(SheetName::Ours));
    assert_eq!(report.extra_plies, 2);
    // Both boards follow their own sheets: each is taken back to move 16.
    assert_eq!(report.boards.ours.source, BoardSource::Sheet);
    assert_eq!(
        words(&report.corrections.ours),
        [
            "Läufer von Eva drei nach Cesar eins",
            "Springer von Cesar fünf nach David sieben",
            "Bauer von Hector sechs nach Hector sieben",
        ]
    );
    assert_eq!(report.corrections.theirs.len(), 2);
    // The clocks as the log holds them after Black's 16th move (ply 32).
    let white_used: u64 = (1..=32).filter(|p| p % 2 == 1).map(think_ms).sum();
    let black_used: u64 = (1..=32).filter(|p| p % 2 == 0).map(think_ms).sum();
    let clock = report.clock.clone().expect("clock times from the journal");
    assert_eq!(clock.ply, 32);
    assert_eq!(clock.white_ms, 5_400_000 - white_used + 16 * 30_000);
    assert_eq!(clock.black_ms, 5_400_000 - black_used + 16 * 30_000);
    assert_eq!((clock.moves.white, clock.moves.black), (16, 16));
    let log = session.clock().unwrap().log();
    assert_eq!(log.len(), 34, "the journal went on to move 17");
    assert_eq!(clock.white_ms, log[31].white.as_millis() as u64);
    assert_eq!(clock.black_ms, log[31].black.as_millis() as u64);
    let s = clock.white_ms / 1000;
    assert_eq!(
        clock.white,
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    );
    assert_message(
        &report.messages,
        "Uhren stellen wie nach Zug 16, Schwarz: Weiß ",
    );
}

#[test]
fn art_d_2_9_the_command_reads_the_journal_file_for_the_clocks() {
    let theirs = sheet("theirs", RUY_EN_17);
    let (game, _) = journal_of("command", &theirs);
    let journal = &game.path;
    let dir = journal.parent().unwrap();
    let ours_path = dir.join("ours.txt");
    let theirs_path = dir.join("theirs.pgn");
    std::fs::write(&ours_path, RUY_DE).unwrap();
    std::fs::write(&theirs_path, RUY_EN_17).unwrap();
    let report = anna::sync::report(
        &SyncCommand {
            ours: ours_path,
            theirs: theirs_path,
            game: Some(journal.to_string_lossy().into_owned()),
            ..SyncCommand::default()
        },
        &anna::lang::Language::fallback(),
    )
    .unwrap();
    assert_eq!(report.clock.map(|c| c.ply), Some(32));
}

#[test]
fn art_d_2_9_german_san_english_pgn_and_spoken_words_are_one_game() {
    let words = "Bauer Eva vier\nBauer Eva fünf\nspringer felix 3\nKnight Cesar six\n\
                 Läufer Bella fünf\nPawn Anna six";
    let a = sheet("ours", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6");
    let b = sheet("theirs", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *");
    let c = sheet("theirs", words);
    let d = sheet("theirs", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6");
    for other in [&b, &c, &d] {
        let report = resolve_in(input(&a, other), &de());
        assert!(report.sheets_agree, "{:#?}", report.messages);
        assert_eq!(report.position_ply, 6);
    }
}

#[test]
fn art_d_2_9_a_sheet_one_half_move_behind_still_agrees() {
    let ours = sheet("ours", "1. e4 e5 2. Sf3");
    let theirs = sheet("theirs", "1. e4 e5 2. Nf3 Nc6");
    let report = resolve_in(input(&ours, &theirs), &en());
    assert!(report.sheets_agree);
    assert_eq!(report.longer_sheet, Some(SheetName::Theirs));
    assert_eq!(report.extra_plies, 1);
    assert_eq!(report.position_ply, 4);
    assert_eq!(report.first_difference, None);
    assert!(
        report.messages[1].starts_with("The blind player's sheet still lacks the last half-move"),
        "{:#?}",
        report.messages
    );
}

#[test]
fn art_d_2_9_a_sheet_two_half_moves_short_is_retraced_to_its_end() {
    let ours = sheet("ours", "1. e4 e5 2. Sf3 Sc6 3. Lb5");
    let theirs = sheet("theirs", "1. e4 e5 2. Nf3");
    let report = resolve_in(input(&ours, &theirs), &de());
    assert!(!report.sheets_agree);
    let first = report.first_difference.unwrap();
    assert_eq!(first.ply, 4);
    assert_eq!(first.ours.as_deref(), Some("Nc6"));
    assert_eq!(first.theirs, None);
    assert_eq!(report.last_agreement.unwrap().san, "Nf3");
    assert_eq!(report.position_ply, 3);
}

#[test]
fn art_d_2_9_sheets_differing_at_the_first_move_go_back_to_the_start_and_its_times() {
    let ours = sheet("ours", "1. e4 e5");
    let theirs = sheet("theirs", "1. d4 d5");
    let (game, _) = journal_of("start", &theirs);
    let report = resolve_with_game(&ours, &theirs, &replay(&game.path), &de());
    assert_eq!(report.position_ply, 0);
    assert_eq!(report.last_agreement, None);
    let clock = report.clock.unwrap();
    assert_eq!((clock.white_ms, clock.black_ms), (5_400_000, 5_400_000));
    assert_eq!(clock.white, "1:30:00");
    assert_message(
        &report.messages,
        "Beide Bretter müssen die Ausgangsstellung zeigen",
    );
    // The journal holds the theirs game: it differs from the agreed part nowhere (there is
    // none), so no warning.
    assert!(!report.messages.iter().any(|m| m.starts_with("Achtung")));
}

#[test]
fn art_d_2_9_a_journal_of_another_game_is_pointed_out() {
    let ours = sheet("ours", "1. e4 e5 2. Sf3 Sc6");
    let theirs = sheet("theirs", "1. e4 e5 2. Nf3 Nf6");
    let other = sheet("theirs", "1. d4 d5 2. c4 e6");
    let (game, _) = journal_of("other", &other);
    let report = resolve_with_game(&ours, &theirs, &replay(&game.path), &en());
    assert!(
        report.messages.contains(
            &"Note: the game journal differs from the score sheets at half-move 1.".to_string()
        ),
        "{:#?}",
        report.messages
    );
}

#[test]
fn art_d_2_9_a_typo_names_the_sheet_the_move_number_the_side_and_the_text() {
    let err = read(
        "ours",
        "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 7. Lb3 d6 8. c3 O-O\n\
         9. h3 Sb8 10. d4 Sbd7 11. Sbd2 Lb7 12. Lc2 Sxe5",
        &de(),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "ours, Zug 12 (Schwarz): „Sxe5“: Springer nach Eva fünf ist nicht möglich."
    );
    assert_eq!(err.place.as_ref().map(|p| p.ply), Some(24));
    let err = read("theirs", "1. e4 e5\n2. Qh9", &en()).unwrap_err();
    assert_eq!(
        lang(&en()).text(&err.message(), &en()),
        "theirs, move 2 (White): “Qh9”: Unknown word: “Qh9”."
    );
}

#[test]
fn art_d_2_9_sheets_from_different_start_positions_are_refused() {
    let ours = sheet("ours", "1. e4");
    let theirs = read(
        "theirs",
        "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *",
        &de(),
    )
    .unwrap();
    assert_eq!(theirs.moves.len(), 1);
    let err = resolve(input(&ours, &theirs), &de(), &opts()).unwrap_err();
    let err = lang(&de()).text(&err, &de());
    assert!(err.contains("verschiedenen Stellungen"), "{err}");
}

#[test]
fn plain_lists_one_spoken_move_a_line_written_moves_several() {
    assert_eq!(
        plain_moves(
            "1. e4 e5 2.Nf3\n2... Springer Cesar sechs\nDame Eva drei, Schach; kurze Rochade"
        ),
        [
            "e4",
            "e5",
            "Nf3",
            "Springer Cesar sechs",
            "Dame Eva drei, Schach",
            "kurze Rochade"
        ]
    );
}

#[test]
fn board_check_one_knight_misplaced_is_one_move() {
    let expected = Chess::default().board().clone();
    let actual = board("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R");
    let fix = fix(&expected, &actual);
    assert_one(
        &fix,
        CorrectionKind::Move,
        "Springer von Felix drei nach Gustav eins",
    );
    assert_eq!(
        (fix[0].from.as_deref(), fix[0].to.as_deref()),
        (Some("f3"), Some("g1"))
    );
    assert_eq!(differences(&expected, &actual).len(), 2);
}

#[test]
fn board_check_an_extra_pawn_is_one_removal() {
    let expected = Chess::default().board().clone();
    let actual = board("rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR");
    assert_one(
        &fix(&expected, &actual),
        CorrectionKind::Remove,
        "Bauer auf Eva vier entfernen",
    );
    let fix = corrections(&expected, &actual, &opts());
    assert_eq!(
        lang(&en()).text(&fix[0].words, &en()),
        "Remove the white Pawn on Eva four"
    );
}

#[test]
fn board_check_a_missing_piece_is_placed() {
    let actual = board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR");
    assert_one(
        &fix(Chess::default().board(), &actual),
        CorrectionKind::Place,
        "weißen Läufer auf Cesar eins stellen",
    );
}

#[test]
fn board_check_swapped_pieces_are_two_moves() {
    let expected = Chess::default().board().clone();
    // White's king's knight and bishop have changed places.
    let actual = board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR");
    let fix = fix(&expected, &actual);
    let words = words(&fix);
    assert_eq!(words.len(), 2, "{words:?}");
    assert!(words.contains(&"Läufer von Gustav eins nach Felix eins"));
    assert!(words.contains(&"Springer von Felix eins nach Gustav eins"));
}

#[test]
fn board_check_a_wrong_piece_on_a_square_is_a_removal_and_a_placement() {
    let expected = board("Kg1 Lc4 schwarz: Kg8");
    let actual = board("Kg1 Sc4 schwarz: Kg8");
    let fix = fix(&expected, &actual);
    let kinds: Vec<CorrectionKind> = fix.iter().map(|c| c.kind).collect();
    assert_eq!(kinds, [CorrectionKind::Remove, CorrectionKind::Place]);
    assert_eq!(fix[1].words, "weißen Läufer auf Cesar vier stellen");
}

#[test]
fn board_check_moves_come_after_the_moves_that_free_their_square() {
    // The rook must go to f1, where the knight stands that must go to e2 first.
    let expected = board("Kg1 Tf1 Se2 schwarz: Kg8");
    let actual = board("Kg1 Ta1 Sf1 schwarz: Kg8");
    let fix = fix(&expected, &actual);
    assert_eq!(
        words(&fix),
        [
            "Springer von Felix eins nach Eva zwei",
            "Turm von Anna eins nach Felix eins"
        ]
    );
}

#[test]
fn board_check_piece_lists_in_every_form() {
    let fen = "6k1/5ppp/8/8/4P3/5N2/8/6K1";
    let expected = board(fen);
    for text in [
        "Kg1 Sf3 e4 schwarz: Kg8 f7 g7 h7",
        "Kg1 Nf3 Pe4 black: Kg8 Pf7 Pg7 Ph7",
        "Weiß: König g1, Springer Felix drei, Bauer Eva vier; Schwarz: König Gustav acht, f7, g7, h7",
        "weißer König g1 weißer Springer f3 e4 schwarzer König g8 f7 g7 h7",
        "Kg1 Sf3 e4 kg8 pf7 pg7 ph7",
        "6k1/5ppp/8/8/4P3/5N2/8/6K1 w - - 0 1",
    ] {
        assert_eq!(board(text), expected, "{text}");
    }
}

#[test]
fn board_check_bad_boards_are_named() {
    let err = |text: &str| {
        // As `anna sync` says it of the board "theirs".
        let error = Message::new("sync-board-error")
            .with("sheet", Arg::Key("theirs"))
            .with(
                "problem",
                parse_board(text, &de(), &opts())
                    .unwrap_err()
                    .message(&opts()),
            );
        lang(&de()).text(&error, &de())
    };
    assert_eq!(
        err("Kg1 Kg1"),
        "Das Brett des Gegners: Gustav eins ist zweimal besetzt."
    );
    assert_eq!(
        err("Kg1 Zebra"),
        "Das Brett des Gegners: „Zebra“ ist weder Figur noch Feld noch Seite."
    );
    assert_eq!(
        err("Kg1 Springer"),
        "Das Brett des Gegners: Nach „Springer“ fehlt das Feld."
    );
    assert_eq!(
        err("   "),
        "Das Brett des Gegners: Keine Figuren angegeben."
    );
    assert!(err("rnbqkbnr/pppppppp/9/8").contains("keine FEN-Stellung"));
}

#[test]
fn board_check_reads_the_position_rank_by_rank() {
    let (language, vocab) = (lang(&de()), de());
    let said = |lines: Vec<Message>| -> Vec<String> {
        lines.iter().map(|l| language.text(l, &vocab)).collect()
    };
    let lines = said(rank_lines(Chess::default().board(), &opts()));
    assert_eq!(lines.len(), 8);
    assert_eq!(
        lines[0],
        "Reihe acht: Anna schwarzer Turm, Bella schwarzer Springer, Cesar schwarzer Läufer, \
         David schwarze Dame, Eva schwarzer König, Felix schwarzer Läufer, \
         Gustav schwarzer Springer, Hector schwarzer Turm."
    );
    assert_eq!(lines[2], "Reihe sechs: leer.");
    let black = AnnounceOptions {
        rank_orientation: Color::Black,
        ..opts()
    };
    let lines = said(rank_lines(Chess::default().board(), &black));
    assert!(
        lines[0].starts_with("Reihe acht: Anna weißer Turm"),
        "{}",
        lines[0]
    );
}

fn arb_board() -> impl Strategy<Value = Board> {
    proptest::collection::vec((0u32..64, 0usize..12), 0..20).prop_map(|cells| {
        let mut b = Board::empty();
        for (sq, p) in cells {
            let role = Role::ALL[p % 6];
            let color = if p < 6 { Color::White } else { Color::Black };
            b.set_piece_at(Square::new(sq), Piece { color, role });
        }
        b
    })
}

proptest! {
    /// The corrections, carried out in order, give the expected board, and no shorter list
    /// could: every step fixes at most one wrong and one missing piece of one kind.
    #[test]
    fn board_check_corrections_are_right_and_fewest(expected in arb_board(), actual in arb_board()) {
        let fix = fix(&expected, &actual);
        let mut lower_bound = 0;
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece { color, role };
                let want = expected.by_piece(piece);
                let have = actual.by_piece(piece);
                lower_bound += (have & !want).count().max((want & !have).count());
            }
        }
        prop_assert_eq!(fix.len(), lower_bound);
        // Removals and moves lift pieces; placements and moves put them down.
        let mut b = actual.clone();
        let mut lifted = Vec::new();
        for c in &fix {
            if let Some(from) = &c.from {
                let sq: Square = from.parse().unwrap();
                let piece = b.remove_piece_at(sq);
                prop_assert!(piece.is_some());
                if c.kind == CorrectionKind::Move {
                    lifted.push((piece.unwrap(), c.to.clone().unwrap()));
                }
            }
        }
        for (piece, to) in lifted {
            b.set_piece_at(to.parse().unwrap(), piece);
        }
        for c in fix.iter().filter(|c| c.kind == CorrectionKind::Place) {
            let sq: Square = c.to.as_deref().unwrap().parse().unwrap();
            prop_assert!(b.piece_at(sq).is_none());
            let role = Role::ALL.into_iter().find(|r| anna::sync::role_name(*r) == c.piece).unwrap();
            let color = if c.color == "white" { Color::White } else { Color::Black };
            b.set_piece_at(sq, Piece { color, role });
        }
        prop_assert_eq!(b, expected);
    }

    /// No file content makes the reader panic.
    #[test]
    fn score_sheets_never_panic(text in "\\PC{0,200}") {
        let _ = read("ours", &text, &de());
        let _ = parse_board(&text, &de(), &opts());
    }

    /// Pieces of text that look like chess: SAN words, tags, comments, numbers.
    #[test]
    fn chess_like_sheets_never_panic(words in proptest::collection::vec(
        prop_oneof![
            Just("1.".to_string()), Just("e4".to_string()), Just("Sf3".to_string()),
            Just("{".to_string()), Just("}".to_string()), Just("(".to_string()),
            Just("[FEN \"x\"]\n".to_string()), Just("O-O".to_string()), Just("Dame".to_string()),
            Just("\n".to_string()), Just(";".to_string()), Just("e.p.".to_string()),
            "[a-zA-Z0-9.\\-+#=]{1,6}",
        ],
        0..40,
    )) {
        let text = words.join(" ");
        let _ = read("ours", &text, &de());
        let _ = read("ours", &format!("[Event \"x\"]\n\n{text}"), &en());
    }
}
