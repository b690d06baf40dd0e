//! The braille score sheet (D.2.7): the Opera Game as BRF, checked for the 64 Braille ASCII
//! characters, the line width, the page breaks and the move numbers.

use anna::clock::Moment;
use anna::command::Conversation;
use anna::record::{BrfOptions, score_text, to_brf};
use anna::session::{Session, Setup};

const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 \
                     Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

fn opera(vocab: &str) -> Session {
    let setup = Setup {
        white: "Paul Morphy".into(),
        black: "Duke Karl of Brunswick and Count Isouard".into(),
        event: "Paris Opera".into(),
        site: "Paris".into(),
        date: "1858.11.02".into(),
        vocab: vocab.into(),
        ..Setup::default()
    };
    let mut session = Session::new(setup).expect("set-up");
    let mut talk = Conversation::new(&anna::lang::Language::fallback(), &session);
    for san in OPERA.split_whitespace() {
        let step = talk.input(&session, san, Moment::ZERO);
        assert_eq!(step.records().len(), 1, "{san}: {:?}", step.answers());
        for record in step.records() {
            session.apply(record, Moment::ZERO).expect("applies");
        }
    }
    assert!(session.game().is_over());
    session
}

fn brf(session: &Session, options: &BrfOptions) -> String {
    brf_in(session, &anna::lang::Language::fallback(), options)
}

/// The same with the comments and headings in `language`.
fn brf_in(session: &Session, language: &anna::lang::Language, options: &BrfOptions) -> String {
    to_brf(
        session.setup(),
        session.game(),
        language,
        session.vocab(),
        options,
    )
    .expect("BRF")
}

/// Only Braille ASCII, CR LF line ends, form feeds between pages; lines and pages within size.
fn assert_valid(text: &str, width: usize, lines_per_page: usize) {
    for (i, c) in text.chars().enumerate() {
        assert!(
            ('\u{20}'..='\u{5F}').contains(&c) || matches!(c, '\r' | '\n' | '\u{0C}'),
            "character {c:?} at {i} is not BRF"
        );
    }
    assert!(text.ends_with("\r\n"));
    assert!(
        !text.replace("\r\n", "").contains(['\r', '\n']),
        "bare CR or LF"
    );
    let pages: Vec<&str> = text.split('\u{0C}').collect();
    for (p, page) in pages.iter().enumerate() {
        let lines: Vec<&str> = page
            .strip_suffix("\r\n")
            .unwrap_or(page)
            .split("\r\n")
            .collect();
        assert!(
            lines.len() <= lines_per_page,
            "page {} has {} lines",
            p + 1,
            lines.len()
        );
        if p + 1 < pages.len() {
            assert_eq!(lines.len(), lines_per_page, "page {} is not full", p + 1);
        }
        for line in lines {
            assert!(
                line.chars().count() <= width,
                "line longer than {width}: {line:?}"
            );
        }
    }
}

#[test]
fn the_opera_game_is_valid_brf_on_the_default_page() {
    let session = opera("de");
    let text = brf(&session, &BrfOptions::default());
    assert_valid(&text, 40, 25);
    // 33 lines: two pages, one form feed.
    assert_eq!(text.matches('\u{0C}').count(), 1, "{text}");
    // German uncontracted braille in Braille ASCII: no capitals marked, the number sign before
    // the move number (1 = #A, 17 = #AG), the period as dot 3 ('), the semicolon as dots 2-3
    // (2), ü as dots 1-2-5-6 (\).
    assert!(
        text.contains("#A' BAUER EVA VIER2 BAUER EVA F\\NF\r\n"),
        "{text}"
    );
    for n in ["#A'", "#B'", "#I'", "#AJ'", "#AG'"] {
        assert!(
            text.lines().any(|l| l.starts_with(n)),
            "move number {n} starts no line:\n{text}"
        );
    }
    assert!(text.contains("SCHACHMATT"), "{text}");
    assert!(text.contains("MORPHY"), "{text}");
}

#[test]
fn the_move_lines_are_the_spoken_notation_with_numbers() {
    let session = opera("de");
    let lines = score_text(
        session.setup(),
        session.game(),
        &anna::lang::Language::fallback(),
        session.vocab(),
    );
    assert!(lines.contains(&"1. Bauer Eva vier; Bauer Eva fünf".to_string()));
    assert!(lines.contains(&"12. Lange Rochade; Turm David acht".to_string()));
    assert!(lines.contains(&"17. Turm David acht, Schachmatt".to_string()));
    assert!(
        lines.iter().any(
            |l| l.starts_with("Partie beendet: Weiß gewinnt, Schachmatt") && l.ends_with("1-0")
        )
    );
}

#[test]
fn english_and_a_small_page_break_into_pages() {
    let session = opera("en");
    let options = BrfOptions {
        width: 20,
        lines_per_page: 10,
        table: None,
    };
    let text = brf(&session, &options);
    assert_valid(&text, 20, 10);
    assert!(text.matches('\u{0C}').count() >= 2, "{text}");
    // UEB grade 1 marks capitals with a comma: ,KNIGHT.
    assert!(text.contains(",KNIGHT ,FELIX"), "{text}");
}

#[test]
fn a_named_table_is_used_and_a_bad_one_is_an_error() {
    let session = opera("de");
    let options = BrfOptions {
        table: Some("en-ueb-g1.ctb".into()),
        ..BrfOptions::default()
    };
    let text = brf(&session, &options);
    assert_valid(&text, 40, 25);
    let bad = BrfOptions {
        table: Some("no-such-table.utb".into()),
        ..BrfOptions::default()
    };
    let err = to_brf(
        session.setup(),
        session.game(),
        &anna::lang::Language::fallback(),
        session.vocab(),
        &bad,
    )
    .unwrap_err();
    assert!(err.to_string().contains("no-such-table"), "{err}");
    let narrow = BrfOptions {
        width: 5,
        ..BrfOptions::default()
    };
    assert!(
        to_brf(
            session.setup(),
            session.game(),
            &anna::lang::Language::fallback(),
            session.vocab(),
            &narrow
        )
        .is_err()
    );
}

/// An Arabic game's score sheet (and a Persian one's) is brailled with the language's grade 1
/// table: each move line is what liblouis's own `lou_translate` makes of the same line with
/// the same tables, in logical (reading) order.
#[test]
fn arabic_and_persian_score_sheets_match_liblouis_own_translation() {
    for (code, table) in [("ar", "ar-ar-g1.utb"), ("fa", "fa-ir-g1.utb")] {
        let session = opera(code);
        let options = BrfOptions {
            width: 200,
            lines_per_page: 200,
            table: None,
        };
        let text = brf(&session, &options);
        assert_valid(&text, 200, 200);
        let brf_lines: Vec<&str> = text.split("\r\n").collect();
        let lines = score_text(
            session.setup(),
            session.game(),
            &anna::lang::Language::fallback(),
            session.vocab(),
        );
        let moves: Vec<&String> = lines
            .iter()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        assert_eq!(moves.len(), 17, "{lines:?}");
        assert!(moves[0].contains("باو"), "{}", moves[0]);
        let mut reference = std::process::Command::new("lou_translate")
            .args(["--forward", &format!("en-us-brf.dis,{table}")])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("lou_translate (liblouis-bin) runs");
        {
            use std::io::Write as _;
            let mut input = reference.stdin.take().expect("its input");
            // Persian's zero-width non-joiner (می‌زند) has no braille: liblouis's tables leave it
            // undefined, and anna leaves it out before translating.
            for line in &moves {
                writeln!(input, "{}", line.replace('\u{200C}', "")).expect("typing");
            }
        }
        let out = reference.wait_with_output().expect("lou_translate ends");
        let expected = String::from_utf8_lossy(&out.stdout).to_uppercase();
        for (line, want) in moves.iter().zip(expected.lines()) {
            assert!(
                brf_lines.contains(&want.trim_end()),
                "{code}: {line} is {want:?} for liblouis, not in:\n{text}"
            );
        }
    }
}

/// The words of a text as anna reads them: letters and digits, each word normalized (case,
/// accents, the Arabic and Persian letter variants, digits of every script).
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\u{200C}')
        .filter(|w| !w.is_empty())
        .map(anna::notation::normalize)
        .filter(|w| !w.is_empty())
        .collect()
}

/// D.2.7 for every pairing of the four languages and the six vocabularies: the score sheet is
/// made (it used to fail with the German table and Persian text), each piece is brailled by the
/// table of its script, and liblouis reads every piece back to the same words.
#[test]
fn every_language_and_vocabulary_pairing_brailles_and_reads_back() {
    use anna::record::brf_runs;
    use std::collections::BTreeMap;
    for lang in ["de", "en", "ar", "fa"] {
        for vocab in ["de", "en", "ar", "ar-native", "fa", "fa-native"] {
            let session = opera(vocab);
            let language = anna::lang::Language::load(lang).unwrap();
            let text = brf_in(&session, &language, &BrfOptions::default());
            assert_valid(&text, 40, 25);
            // Each piece with its braille, grouped by table for one `lou_translate` each.
            let mut by_table: BTreeMap<&str, Vec<(String, String)>> = BTreeMap::new();
            for paragraph in score_text(session.setup(), session.game(), &language, session.vocab())
            {
                for (run, table) in brf_runs(&paragraph, lang, vocab) {
                    if words(&run).is_empty() {
                        continue;
                    }
                    let braille = anna::louis::to_ascii(
                        &run.replace('\u{200C}', ""),
                        &format!("en-us-brf.dis,{table}"),
                    )
                    .unwrap_or_else(|e| panic!("{lang}/{vocab}: {run} by {table}: {e:?}"));
                    by_table.entry(table).or_default().push((run, braille));
                }
            }
            for (table, pieces) in by_table {
                let mut back = std::process::Command::new("lou_translate")
                    .args(["--backward", &format!("en-us-brf.dis,{table}")])
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::piped())
                    .spawn()
                    .expect("lou_translate (liblouis-bin) runs");
                {
                    use std::io::Write as _;
                    let mut input = back.stdin.take().expect("its input");
                    for (_, braille) in &pieces {
                        // lou_translate reads backslash escapes; the braille's own is doubled.
                        writeln!(input, "{}", braille.trim().replace('\\', "\\\\"))
                            .expect("typing");
                    }
                }
                let out = back.wait_with_output().expect("lou_translate ends");
                let read = String::from_utf8_lossy(&out.stdout);
                assert_eq!(read.lines().count(), pieces.len(), "{lang}/{vocab}: {read}");
                for ((run, braille), line) in pieces.iter().zip(read.lines()) {
                    assert_eq!(
                        words(line),
                        words(run),
                        "{lang}/{vocab} by {table}: {run:?} as {braille:?} reads back as {line:?}"
                    );
                }
            }
        }
    }
}
