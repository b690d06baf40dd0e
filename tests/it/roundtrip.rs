//! "Every vocabulary must round-trip" (announcements.md): for every legal move of any position,
//! the spoken text of the move parses back to the same move, and so do its SAN (English and
//! German letters), FIDE's short form and its UCI.
//!
//! Positions come from random play, from the initial position and from a few starts that make
//! promotions, under-promotions, en passant, both castlings and ambiguous pieces common.

use crate::common::announce as options;

use std::sync::LazyLock;

use anna::notation::{AnnounceOptions, Vocabulary, announce, german_san, parse_move, uci};
use proptest::prelude::*;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, Role, fen::Fen, san::SanPlus};

/// Starts for random play, each chosen to make one kind of hard move common.
const STARTS: &[&str] = &[
    // Kiwipete: both castlings for both sides, en passant after a double step, promotions near.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Kiwipete with Black to move.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
    // Kiwipete with a white pawn on b7 (and none on a2): promotions by capture and castling.
    "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/1PPBBPPP/R3K2R w KQkq - 0 1",
    // A pawn for each side one step from promoting.
    "8/P1k5/8/8/8/8/5Kp1/8 w - - 0 1",
    // En passant on f6 at once.
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // En passant for Black on d3.
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3",
    // Three queens each: squares only the full origin tells apart.
    "7k/8/q1q5/3Q1Q2/q7/3Q4/8/7K w - - 0 1",
    "7k/8/q1q5/3Q1Q2/q7/3Q4/8/7K b - - 0 1",
    // Four knights that all reach e4, two rooks on the a-file, castling both ways.
    "r3k2r/8/8/2N3N1/R7/2N3N1/8/R3K2R w KQkq - 0 1",
    // The same for Black to move.
    "r3k2r/8/8/2n3n1/r7/2n3n1/8/R3K2R b KQkq - 0 1",
    // Capturing promotions onto a rook and a knight, under-promotions, for both sides.
    "r1n1k3/1P6/8/8/8/8/1p6/R1N1K3 w - - 0 1",
    "r1n1k3/1P6/8/8/8/8/1p6/R1N1K3 b - - 0 1",
    // Promotions that mate (to a queen or rook) or do not (to a bishop or knight).
    "7k/5P2/6K1/8/8/8/8/8 w - - 0 1",
    // A pinned knight: SAN leaves out the origin the pin makes needless.
    "4k3/4r3/8/8/8/2N1N3/8/4K3 w - - 0 1",
    // Rooks doubled on the e-file and on the first rank.
    "4k3/4r3/8/8/8/8/4R3/R3R1K1 w - - 0 1",
];

static VOCABULARIES: LazyLock<Vec<Vocabulary>> = LazyLock::new(|| {
    Vocabulary::builtin_codes()
        .map(|code| Vocabulary::builtin(code).expect("built-in vocabulary"))
        .collect()
});

/// The 16 combinations of the announcement options.
static ALL_OPTIONS: LazyLock<Vec<AnnounceOptions>> = LazyLock::new(options::all_options);

fn position(fen: &str) -> Chess {
    let setup: Fen = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    setup
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn vocab(code: &str) -> &'static Vocabulary {
    VOCABULARIES
        .iter()
        .find(|v| v.code() == code)
        .expect("built-in vocabulary")
}

fn uci_of(m: Move) -> String {
    uci(m, CastlingMode::Standard)
}

/// Random play: from the start (`None`) or one of `STARTS`, each choice picks one legal move,
/// until the choices run out or the game is over.
fn play_out(start: Option<usize>, choices: &[u16]) -> Chess {
    let mut pos = start.map_or_else(Chess::default, |i| position(STARTS[i]));
    for &choice in choices {
        if pos.is_game_over() {
            break;
        }
        let legal = pos.legal_moves();
        let m = legal[usize::from(choice) % legal.len()];
        pos.play_unchecked(m);
    }
    pos
}

fn games() -> impl Strategy<Value = (Option<usize>, Vec<u16>)> {
    (
        prop_oneof![
            1 => Just(None),
            3 => (0..STARTS.len()).prop_map(Some),
        ],
        prop::collection::vec(any::<u16>(), 0..120),
    )
}

/// Parses `text` and describes the failure if it does not give back `m`.
fn expect_move(
    pos: &Chess,
    m: Move,
    text: &str,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    what: &str,
) -> Result<(), String> {
    match parse_move(text, pos, vocab, opts) {
        Ok(parsed) if parsed == m => Ok(()),
        other => Err(format!(
            "{what} does not round-trip\n  FEN: {}\n  move: {} ({})\n  vocabulary: {}\n  \
             options: {opts:?}\n  text: {text:?}\n  parse_move: {:?}",
            fen_of(pos),
            uci_of(m),
            SanPlus::from_move(pos.clone(), m),
            vocab.code(),
            other
                .map(uci_of)
                .map_err(|e| (e.kind.clone(), e.to_string())),
        )),
    }
}

/// Property A for one move: its announcement, in every vocabulary and under every option, as
/// rendered, in lower case and in upper case, names the move.
fn check_spoken_move(pos: &Chess, m: Move) -> Result<(), String> {
    for vocab in VOCABULARIES.iter() {
        for opts in ALL_OPTIONS.iter() {
            let text = vocab.render(&announce(pos, m, opts));
            expect_move(pos, m, &text, vocab, opts, "announcement")?;
            expect_move(
                pos,
                m,
                &text.to_lowercase(),
                vocab,
                opts,
                "lower-case announcement",
            )?;
            expect_move(
                pos,
                m,
                &text.to_uppercase(),
                vocab,
                opts,
                "upper-case announcement",
            )?;
            // Arabic and Persian as the other language's keyboard types them (ي ی, ك ک), with a
            // tatweel and a zero-width non-joiner where a word is stretched or split.
            if text.contains(|c: char| ('\u{0600}'..='\u{06FF}').contains(&c)) {
                expect_move(
                    pos,
                    m,
                    &keyboard_variant(&text),
                    vocab,
                    opts,
                    "keyboard variant",
                )?;
            }
        }
    }
    Ok(())
}

/// The text with each yeh and kaf in the other language's form, and a tatweel and a
/// zero-width non-joiner after the first letter of each word.
fn keyboard_variant(text: &str) -> String {
    text.split(' ')
        .map(|word| {
            let mut out = String::new();
            for (i, c) in word.chars().enumerate() {
                out.push(match c {
                    'ي' => 'ی',
                    'ی' => 'ي',
                    'ك' => 'ک',
                    'ک' => 'ك',
                    c => c,
                });
                if i == 0 && word.chars().count() > 2 {
                    out.push_str("\u{0640}\u{200C}");
                }
            }
            out
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn check_spoken(pos: &Chess) -> Result<(), String> {
    pos.legal_moves()
        .into_iter()
        .try_for_each(|m| check_spoken_move(pos, m))
}

/// FIDE's short form (Appendix C): no check or mate sign, and no "x" in a piece's capture or in
/// a pawn capture written as file and square.
fn short_form(san: &str) -> String {
    let plain = san.trim_end_matches(['+', '#']);
    let piece = plain.starts_with(['K', 'Q', 'R', 'B', 'N', 'D', 'T', 'L', 'S']);
    let pawn_capture = plain.as_bytes().get(1) == Some(&b'x');
    if piece || pawn_capture {
        plain.replace('x', "")
    } else {
        plain.to_string()
    }
}

/// Property B for one move: SAN, German SAN, their short forms and UCI name the move.
fn check_written_move(pos: &Chess, m: Move) -> Result<(), String> {
    let opts = AnnounceOptions::default();
    let san = SanPlus::from_move(pos.clone(), m);
    let english = san.to_string();
    let german = german_san(&san);
    let forms = [
        ("SAN", english.clone()),
        ("German SAN", german.clone()),
        ("short SAN", short_form(&english)),
        ("short German SAN", short_form(&german)),
        ("UCI", uci_of(m)),
    ];
    for vocab in VOCABULARIES.iter() {
        for (what, text) in &forms {
            expect_move(pos, m, text, vocab, &opts, what)?;
        }
    }
    Ok(())
}

fn check_written(pos: &Chess) -> Result<(), String> {
    pos.legal_moves()
        .into_iter()
        .try_for_each(|m| check_written_move(pos, m))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: crate::common::proptest_cases(64),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn every_announcement_parses_back_to_its_move((start, choices) in games()) {
        let pos = play_out(start, &choices);
        if let Err(failure) = check_spoken(&pos) {
            prop_assert!(false, "{}", failure);
        }
    }

    #[test]
    fn san_german_san_short_forms_and_uci_parse_back_to_their_move(
        (start, choices) in games()
    ) {
        let pos = play_out(start, &choices);
        if let Err(failure) = check_written(&pos) {
            prop_assert!(false, "{}", failure);
        }
    }
}

/// The starts themselves, every move, so that each hard case is met at least once.
#[test]
fn every_start_round_trips_before_any_random_play() {
    for fen in STARTS {
        let pos = position(fen);
        assert!(!pos.legal_moves().is_empty(), "{fen}");
        if let Err(failure) = check_spoken(&pos).and_then(|()| check_written(&pos)) {
            panic!("{failure}");
        }
    }
}

#[test]
fn short_form_drops_only_what_fide_allows() {
    assert_eq!(short_form("exd5"), "ed5");
    assert_eq!(short_form("Qxd4+"), "Qd4");
    assert_eq!(short_form("Nbxd2#"), "Nbd2");
    assert_eq!(short_form("exd8=Q+"), "ed8=Q");
    assert_eq!(short_form("e8=Q"), "e8=Q");
    assert_eq!(short_form("O-O+"), "O-O");
}

// The examples of announcements.md, each in a position where its SAN is exactly that.

/// The legal move whose SAN is `san` in `fen`, its announcement under the default options in
/// `code`, and the check that the text parses back to the move.
fn example(fen: &str, san: &str, code: &str, spoken: &str) {
    let pos = position(fen);
    let m = pos
        .legal_moves()
        .into_iter()
        .find(|&m| SanPlus::from_move(pos.clone(), m).to_string() == san)
        .unwrap_or_else(|| panic!("no move {san} in {fen}"));
    let vocab = vocab(code);
    let opts = AnnounceOptions::default();
    assert_eq!(
        vocab.render(&announce(&pos, m, &opts)),
        spoken,
        "{san} in {fen}"
    );
    if let Err(failure) = expect_move(&pos, m, spoken, vocab, &opts, "example") {
        panic!("{failure}");
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// 1.e4 d5.
const SCANDINAVIAN: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
/// 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6: White may castle short.
const TWO_KNIGHTS: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
/// White may castle long.
const QUEENS_OUT: &str = "r3kbnr/ppp1pppp/2nq4/3p1b2/3P1B2/2NQ4/PPP1PPPP/R3KBNR w KQkq - 6 5";

#[test]
fn nf3_is_springer_felix_drei() {
    example(START, "Nf3", "de", "Springer Felix drei");
}

#[test]
fn e4_is_bauer_eva_vier() {
    example(START, "e4", "de", "Bauer Eva vier");
}

#[test]
fn exd5_is_bauer_eva_schlaegt_david_fuenf() {
    example(SCANDINAVIAN, "exd5", "de", "Bauer Eva schlägt David fünf");
}

#[test]
fn bxc4_is_laeufer_schlaegt_cesar_vier() {
    // 1.d4 d5 2.c4 dxc4 3.e3 e5.
    let fen = "rnbqkbnr/ppp2ppp/8/4p3/2pP4/4P3/PP3PPP/RNBQKBNR w KQkq - 0 4";
    example(fen, "Bxc4", "de", "Läufer schlägt Cesar vier");
}

#[test]
fn nbd2_is_springer_bella_david_zwei() {
    // 1.d4 d5 2.Nf3 Nf6.
    let fen = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3";
    example(fen, "Nbd2", "de", "Springer Bella David zwei");
}

/// announcements.md's "R1e1" cannot occur: a rook on the first rank needs a rank in its SAN only
/// when another rook on its file reaches the same square, and no other rook on a file other than
/// e reaches e1 except along the first rank. "R1e2" shows the same wording.
#[test]
fn r1e2_is_turm_eins_eva_zwei() {
    example(
        "4R3/8/7k/8/8/8/8/4R1K1 w - - 0 1",
        "R1e2",
        "de",
        "Turm eins Eva zwei",
    );
}

#[test]
fn exd6_en_passant_is_bauer_eva_schlaegt_david_sechs_en_passant() {
    // 1.e4 e6 2.e5 d5.
    let fen = "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    example(
        fen,
        "exd6",
        "de",
        "Bauer Eva schlägt David sechs en passant",
    );
}

#[test]
fn e8_queen_check_is_bauer_eva_acht_dame_schach() {
    example(
        "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "e8=Q+",
        "de",
        "Bauer Eva acht, Dame, Schach",
    );
}

#[test]
fn short_castling_is_kurze_rochade() {
    example(TWO_KNIGHTS, "O-O", "de", "Kurze Rochade");
}

#[test]
fn qh5_mate_is_dame_hector_fuenf_schachmatt() {
    // 1.e4 f6 2.d4 g5.
    let fen = "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3";
    example(fen, "Qh5#", "de", "Dame Hector fünf, Schachmatt");
}

#[test]
fn nf3_is_knight_felix_three() {
    example(START, "Nf3", "en", "Knight Felix three");
}

#[test]
fn exd5_is_pawn_eva_takes_david_five() {
    example(SCANDINAVIAN, "exd5", "en", "Pawn Eva takes David five");
}

#[test]
fn short_castling_is_short_castling() {
    example(TWO_KNIGHTS, "O-O", "en", "Short castling");
}

#[test]
fn long_castling_is_long_castling() {
    example(QUEENS_OUT, "O-O-O", "en", "Long castling");
    example(QUEENS_OUT, "O-O-O", "de", "Lange Rochade");
}

/// Found by `san_german_san_short_forms_and_uci_parse_back_to_their_move`: German SAN "The1"
/// (a rook from the h-file to e1) does not parse in `en`, where "The" is read as the filler word
/// "the" glued to "1", leaving no destination square. In `de` it parses.
#[test]
fn german_san_the1_names_the_h_rook_in_english_vocabulary() {
    let pos = position("k7/8/8/8/8/8/K7/R6R w - - 0 1");
    let m = pos
        .legal_moves()
        .into_iter()
        .find(|&m| SanPlus::from_move(pos.clone(), m).to_string() == "Rhe1")
        .expect("Rhe1 is legal");
    let opts = AnnounceOptions::default();
    for code in ["de", "en"] {
        if let Err(failure) = expect_move(&pos, m, "The1", vocab(code), &opts, "German SAN") {
            panic!("{failure}");
        }
    }
}

/// The starts do hold the hard moves they are there for.
#[test]
fn starts_hold_every_hard_kind_of_move() {
    let mut moves: Vec<(Move, String)> = Vec::new();
    for fen in STARTS {
        let pos = position(fen);
        for m in pos.legal_moves() {
            moves.push((m, SanPlus::from_move(pos.clone(), m).to_string()));
        }
    }
    let has = |what: &str, f: &dyn Fn(&(Move, String)) -> bool| {
        assert!(moves.iter().any(f), "no start has {what}");
    };
    has("a capturing under-promotion", &|(m, _)| {
        m.is_capture() && m.promotion() == Some(Role::Knight)
    });
    has("a promotion that mates", &|(m, san)| {
        m.is_promotion() && san.ends_with('#')
    });
    has("en passant for White", &|(m, _)| {
        m.is_en_passant() && m.to().rank() == shakmaty::Rank::Sixth
    });
    has("en passant for Black", &|(m, _)| {
        m.is_en_passant() && m.to().rank() == shakmaty::Rank::Third
    });
    has("short castling", &|(_, san)| {
        san.starts_with("O-O") && !san.starts_with("O-O-O")
    });
    has("long castling", &|(_, san)| san.starts_with("O-O-O"));
    has("a knight named by its full square", &|(_, san)| {
        san.len() >= 5 && san.starts_with('N') && san.as_bytes()[2].is_ascii_digit()
    });
    has("a queen named by its full square", &|(_, san)| {
        san.len() >= 5 && san.starts_with('Q') && san.as_bytes()[2].is_ascii_digit()
    });
    has("a rook named by its rank", &|(_, san)| {
        san.starts_with('R') && san.as_bytes()[1].is_ascii_digit()
    });
}
