//! anna in Arabic and Persian: whole games said in FIDE's words in Arabic and Persian script and
//! read back, typed variants of both keyboards, and a scripted game whose every line is in the
//! language's script except the SAN in brackets and the names the players chose.

use crate::common::{Dirs, run_with_input};

use shakmaty::{Chess, Position, san::San};

/// A whole game with every kind of move: captures, checks, both castlings, en passant, a
/// promotion, mate.
const GAME: &str = "e4 d5 exd5 Qxd5 Nc3 Qa5 d4 c6 Nf3 Bg4 Bf4 e6 h3 Bxf3 Qxf3 Bb4 Be2 Nd7 a3 O-O-O \
                    axb4 Qxa1+ Kd2 Qxh1 Qxc6+ bxc6 Ba6#";

fn anna(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the anna binary runs")
}

/// `anna say --language CODE --pgn GAME` prints every move in the language's script, and `anna
/// parse` reads each of those lines back to the same move; Latin letters appear nowhere.
#[test]
fn whole_games_are_said_in_the_script_and_read_back() {
    let dir = crate::common::temp::TempDir::new("arabic-persian", "pgn");
    let pgn = dir.0.join("game.pgn");
    std::fs::write(&pgn, format!("{GAME} 1-0\n")).expect("write the game");
    let pgn = pgn.to_str().expect("a UTF-8 path");
    for code in ["ar", "fa", "ar-native", "fa-native"] {
        let language = &code[..2];
        let o = anna(&["--language", language, "--vocab", code, "say", "--pgn", pgn]);
        let said = String::from_utf8_lossy(&o.stdout).into_owned();
        assert_eq!(
            o.status.code(),
            Some(0),
            "{code}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let lines: Vec<&str> = said.lines().collect();
        assert_eq!(
            lines.len(),
            GAME.split_whitespace().count(),
            "{code}: {said}"
        );
        assert!(
            !said.contains(|c: char| c.is_ascii_alphabetic()),
            "{code}: {said}"
        );
        // Each line, typed back in the position before it, is the move.
        let mut pos = Chess::default();
        let mut batch = String::new();
        let mut expected = Vec::new();
        for (san, line) in GAME.split_whitespace().zip(&lines) {
            let m = san
                .parse::<San>()
                .expect("SAN")
                .to_move(&pos)
                .expect("legal");
            batch.push_str(&format!(
                "{}\t{line}\n",
                shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
            ));
            expected.push(anna::notation::uci(m, shakmaty::CastlingMode::Standard));
            pos.play_unchecked(m);
        }
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_anna"));
        command
            .args(["--language", language, "--vocab", code, "parse", "--batch"])
            .env("LANG", "C.UTF-8");
        let o = run_with_input(command, batch.as_bytes());
        let answers = String::from_utf8_lossy(&o.stdout).into_owned();
        let read: Vec<&str> = answers
            .lines()
            .map(|l| l.split(' ').next().unwrap_or(""))
            .collect();
        assert_eq!(read, expected, "{code}:\n{said}\n{answers}");
    }
}

/// What real keyboards and texts produce reads as the same move: the other language's yeh and
/// kaf, the tatweel of the Arabic Laws' "أنـا", diacritics, the zero-width non-joiner, either
/// kind of digit, the older edition's spellings, native piece words and Latin SAN.
#[test]
fn typed_variants_of_both_keyboards_parse() {
    let cases: &[(&str, &str, &str)] = &[
        ("ar", "شبرينجر فيلكس دراي", "g1f3"),
        ("ar", "شبرینجر فیلکس درای", "g1f3"),
        ("ar", "شَبْرِينْجَر فيلكس دراي", "g1f3"),
        ("ar", "حصان فيلكس ٣", "g1f3"),
        ("ar", "باوور أنـا فير", "a2a4"),
        ("ar", "باوور انا فير", "a2a4"),
        ("ar", "دايفيد فير", "d2d4"),
        ("ar", "Nf3", "g1f3"),
        ("ar", "g١f٣", "g1f3"),
        ("fa", "اشپرینگر فلیکس درای", "g1f3"),
        ("fa", "اشپرينگر فليكس دراي", "g1f3"),
        ("fa", "اسب فلیکس ۳", "g1f3"),
        ("fa", "Nf۳", "g1f3"),
        ("fa", "پیاده اوا فیر", "e2e4"),
        ("ar-native", "حصان فيلكس دراي", "g1f3"),
        ("ar-native", "بيدق إيفا أربعة", "e2e4"),
        ("fa-native", "اسب فلیکس سه", "g1f3"),
        ("fa-native", "پیاده اوا چهار", "e2e4"),
    ];
    for (code, text, uci) in cases {
        let o = anna(&["--vocab", code, "parse", text]);
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(
            out.starts_with(&format!("{uci} ")),
            "{code} {text:?}: {out}{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
}

/// Without `--vocab`, an Arabic or Persian conversation has FIDE's words in its own script.
#[test]
fn the_default_move_words_are_fides_in_the_conversations_script() {
    for (language, knight) in [("ar", "شبرينجر فيلكس دراي"), ("fa", "اشپرینگر فلیکس درای")]
    {
        let o = anna(&["--language", language, "say", "Nf3"]);
        assert_eq!(String::from_utf8_lossy(&o.stdout), format!("{knight}\n"));
    }
    let o = anna(&["--language", "en", "say", "Nf3"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "Springer Felix drei\n");
}

/// The lines of a transcript with the SAN in brackets, the names and paths taken out: what
/// must be in the language's script.
fn latin_words(out: &str, names: &[&str]) -> Vec<String> {
    out.lines()
        .map(|line| {
            let mut line = line.to_string();
            for name in names {
                line = line.replace(name, "");
            }
            // "(Nf3)", "(O-O)": the SAN after an announcement.
            while let (Some(open), Some(close)) = (line.find('('), line.find(')')) {
                if close < open {
                    break;
                }
                line.replace_range(open..=close, "");
            }
            line.split_whitespace()
                .filter(|w| !w.contains('/'))
                .filter(|w| w.contains(|c: char| c.is_ascii_alphabetic()))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|l| !l.is_empty())
        .collect()
}

/// A scripted game in Arabic and in Persian (help, clock report, a claim, a take-back, leaving,
/// the game listed and resumed, a resignation) has no Latin-script word outside the SAN in
/// brackets and the players' names; with `--digits native` its numbers are in the language's
/// digits.
#[test]
fn a_scripted_game_is_in_the_languages_script() {
    // The command words of each language file, typed in the language's script.
    let scripts = [("ar", SCRIPT_AR, RESUMED_AR), ("fa", SCRIPT_FA, RESUMED_FA)];
    for (code, first, second) in scripts {
        let dirs = Dirs::new(&format!("script-{code}"));
        let args = [
            "--language",
            code,
            "--digits",
            "native",
            "--white",
            "Ann",
            "--black",
            "Bob",
            "--time",
            "90+30",
        ];
        let mut text = String::new();
        for (args, input) in [
            (&args[..], first),
            (
                &["--language", code, "--digits", "native", "resume", "--list"][..],
                "",
            ),
            (
                &["--language", code, "--digits", "native", "resume"][..],
                second,
            ),
        ] {
            let out = run_with_input(dirs.command(args), input.as_bytes());
            text.push_str(&String::from_utf8_lossy(&out.stdout));
            text.push_str(&String::from_utf8_lossy(&out.stderr));
        }
        let latin = latin_words(&text, &["Ann", "Bob"]);
        assert!(latin.is_empty(), "{code}: Latin words {latin:#?}\n{text}");
        let native = if code == "ar" {
            '٠'..='٩'
        } else {
            '۰'..='۹'
        };
        assert!(
            text.chars().any(|c| native.contains(&c)),
            "{code}: no native digit\n{text}"
        );
        // The game ended by the resignation, in the score sheet.
        let pgn = dirs.read_game_file("pgn");
        assert!(
            pgn.contains("[Result \"0-1\"]") || pgn.contains("[Result \"1-0\"]"),
            "{pgn}"
        );
    }
}

/// Help, two moves, the clock, a third move, a claim that is not correct, a take-back agreed,
/// leaving; the commands in Arabic.
const SCRIPT_AR: &str = "مساعدة\ne4\ne5\nوقت\nNf3\nمطالبة تكرار\nتراجع\nنعم\nخروج\nنعم\n";
/// The resumed game: the clock, a resignation.
const RESUMED_AR: &str = "وقت\nاستسلام\nنعم\n";

/// The same in Persian.
const SCRIPT_FA: &str = "راهنما\ne4\ne5\nزمان\nNf3\nادعا تکرار\nبرگشت\nبله\nخروج\nبله\n";
const RESUMED_FA: &str = "زمان\nتسلیم\nبله\n";

/// «پیشنهاد تساوی» is how a Persian speaker offers a draw (the heading of the fa manual): in a
/// tournament game it offers the draw, where it used to ask the engine for a hint and be
/// refused by Article 11.3. The hint has a word of its own, refused in a tournament as before.
#[test]
fn pishnahad_tasavi_offers_a_draw_in_a_tournament_game() {
    let dirs = Dirs::new("fa-offer");
    let args = ["--language", "fa", "--tournament", "--blind", "white"];
    let out = run_with_input(
        dirs.command(&args),
        "e4\n\nپیشنهاد تساوی\nرد\nنکته\nخروج\nبله\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("سفید تساوی پیشنهاد می‌کند. سیاه، می‌پذیرید؟"),
        "{text}"
    );
    assert_eq!(
        text.matches("از موتور کمکی گرفته نمی‌شود (ماده‌ی 11-3)")
            .count(),
        1,
        "only the hint is refused: {text}"
    );
}

/// The next game after the end, with no names given: said without names in both languages
/// (the players' side names, swapped, are not names; it used to say «الأبيض: الأسود»).
#[test]
fn the_next_game_without_names_names_no_one() {
    for (code, script, want) in [
        (
            "ar",
            "e4\nاستسلام\nنعم\nجديدة\nخروج\nنعم\n",
            "المباراة التالية، بعد تبادل الألوان. دور الأبيض.",
        ),
        (
            "fa",
            "e4\nتسلیم\nبله\nجدید\nخروج\nبله\n",
            "بازی بعد، با رنگ‌های جابه‌جا",
        ),
    ] {
        let dirs = Dirs::new(&format!("next-{code}"));
        let out = run_with_input(dirs.command(&["--language", code]), script.as_bytes());
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text
            .lines()
            .find(|l| l.contains(want))
            .unwrap_or_else(|| panic!("{code}: no next game\n{text}"));
        for named in ["الأبيض:", "الأسود:", "سفید سیاه", "سیاه سفید"] {
            assert!(!line.contains(named), "{code}: {line}");
        }
    }
}

/// `anna parse` and `anna say` refuse a move in the move words asked for, never half in German.
#[test]
fn refusals_name_the_move_in_the_vocabulary_asked_for() {
    for (args, want) in [
        (
            &["--language", "ar", "--vocab", "ar", "parse", "O-O-O"][..],
            "لانج روشادي غير ممكن في هذه الوضعية.",
        ),
        (
            &["--language", "ar", "parse", "Kg1"][..],
            "لا يمكن نقل كونيج إلى جوستاف آينس.",
        ),
        (
            &["--language", "fa", "--vocab", "fa-native", "parse", "Kg1"][..],
            "شاه",
        ),
    ] {
        let out = anna(args);
        let text = String::from_utf8_lossy(&out.stderr);
        assert!(text.contains(want), "{args:?}: {text}");
        assert!(
            !text.contains("König") && !text.contains("Rochade") && !text.contains("Gustav"),
            "{args:?}: {text}"
        );
    }
}

/// The words the Laws do not use are gone from what anna says: the board is «الرقعة», the
/// score sheet «ورقة التسجيل», stalemate «خنق الملك», en passant «الأسر بالمرور», and an
/// illegal move in Persian «قانونی نیست» (not «مجازی», "virtual").
#[test]
fn no_language_file_says_what_the_laws_do_not() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for code in ["ar", "fa", "de", "en"] {
        let text = std::fs::read_to_string(root.join(format!("lang/{code}.ftl"))).unwrap();
        for word in ["اللوحة", "استمارة", "أون باسان", "ملك مخنوق", "مجازی"]
        {
            assert!(!text.contains(word), "{code}.ftl says {word}");
        }
    }
    for code in ["ar", "ar-native"] {
        let said = |fen: &str, san: &str| {
            let out = anna(&["--vocab", code, "say", "--fen", fen, san]);
            String::from_utf8_lossy(&out.stdout).trim().to_string()
        };
        let stalemate = said("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "Qc7");
        assert!(stalemate.ends_with("خنق الملك"), "{code}: {stalemate}");
        let en_passant = said("k7/8/8/3pP3/8/8/8/7K w - d6 0 1", "exd6");
        assert!(en_passant.ends_with("الأسر بالمرور"), "{code}: {en_passant}");
    }
}

/// Input as people write it: the Arabic definite article before a piece word, the Persian ezafe
/// (with the non-joiner, with a space, or after a vowel as «ادعای»), and a space where the
/// non-joiner of a plural belongs.
#[test]
fn articles_ezafe_and_spaced_plurals_are_understood() {
    for (code, typed, move_) in [
        ("ar", "الحصان إلى فيلكس دراي", "g1f3 Nf3"),
        ("ar", "البيدق إيفا ٤", "e2e4 e4"),
        ("fa", "پیاده‌ی اوا چهار", "e2e4 e4"),
        ("fa", "پیاده ی اوا چهار", "e2e4 e4"),
    ] {
        let out = anna(&["--language", code, "parse", typed]);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            move_,
            "{typed}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let dirs = Dirs::new("fa-ezafe");
    let out = run_with_input(
        dirs.command(&["--language", "fa"]),
        "مهره های سفید\nمهره‌های سیاه\nحرکت ها g1\nادعای تکرار\nخروج\nبله\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("> سفید: کونیگ اوا آینس"), "{text}");
    assert!(text.contains("> سیاه: کونیگ اوا آخت"), "{text}");
    assert!(
        text.contains("اشپرینگر فلیکس درای، اشپرینگر هکتور درای."),
        "{text}"
    );
    assert!(text.contains("ادعا درست نیست."), "{text}");
    assert!(!text.contains("واژه‌ی ناشناخته"), "{text}");
}

/// Said as a person says it: the parts of a time joined by «و», the counts of a material report
/// all in words.
#[test]
fn times_and_counts_are_said_as_a_person_says_them() {
    for (code, script, wants) in [
        (
            "ar",
            "وقت\nمادة\nخروج\nنعم\n",
            &[
                "الأسود: ساعة واحدة وثلاثون دقيقة.",
                "وزير واحد، رخان، فيلان، حصانان، ثمانية بيادق.",
            ][..],
        ),
        (
            "fa",
            "زمان\nماتریال\nخروج\nبله\n",
            &[
                "سیاه: یک ساعت و سی دقیقه.",
                "یک وزیر، دو رخ، دو فیل، دو اسب، هشت پیاده.",
            ][..],
        ),
    ] {
        let dirs = Dirs::new(&format!("said-{code}"));
        let out = run_with_input(
            dirs.command(&["--language", code, "--time", "90+30"]),
            script.as_bytes(),
        );
        let text = String::from_utf8_lossy(&out.stdout);
        for want in wants {
            assert!(text.contains(want), "{code}: {want}\n{text}");
        }
    }
}

/// Every Arabic and Persian sentence reads right to left as a terminal lays it out by the
/// Unicode bidirectional algorithm (the `unicode-bidi` crate, as fribidi does): none starts with
/// Latin text, which would turn the whole line left to right with its full stop at the wrong
/// end, and every command-line option stands in brackets («--assistant blind» would show as
/// "assistant blind--").
#[test]
fn every_arabic_and_persian_sentence_reads_right_to_left() {
    use fluent_syntax::ast::Entry;

    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    for code in ["ar", "fa"] {
        let source = std::fs::read_to_string(root.join(format!("lang/{code}.ftl"))).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap();
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            for text in message_sentences(message) {
                let name = message.id.name;
                wrong.extend(right_to_left_faults(&text).map(|f| format!("{code} {name}: {f}")));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every sentence of a message: its value and its attributes (but the aliases, which are
/// words), each variant of a choice as a sentence of its own.
fn message_sentences(message: &fluent_syntax::ast::Message<&str>) -> Vec<String> {
    let mut sentences = Vec::new();
    if let Some(value) = &message.value {
        let text = pattern_texts(value, &mut sentences);
        sentences.push(text);
    }
    for attribute in message.attributes.iter().filter(|a| a.id.name != "aliases") {
        let text = pattern_texts(&attribute.value, &mut sentences);
        sentences.push(text);
    }
    sentences
}

/// The pattern's text with each placeable as a digit (weak: it sets no direction), and the
/// patterns of its variants, each to be checked as a sentence of its own.
fn pattern_texts(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) -> String {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable { expression } => {
                match expression {
                    Expression::Select { variants, .. } => {
                        for variant in variants {
                            let inner = pattern_texts(&variant.value, out);
                            out.push(inner);
                        }
                    }
                    Expression::Inline(InlineExpression::StringLiteral { value }) => {
                        text.push_str(value);
                        continue;
                    }
                    Expression::Inline(_) => {}
                }
                text.push('0');
            }
        }
    }
    text
}

/// What is wrong with a sentence of words (one with letters of the script, not only its
/// comma): laid out left to right, or an option outside brackets.
fn right_to_left_faults(text: &str) -> impl Iterator<Item = String> + '_ {
    let rtl = text.chars().any(|c| {
        matches!(
            unicode_bidi::bidi_class(c),
            unicode_bidi::BidiClass::AL | unicode_bidi::BidiClass::R
        )
    });
    let mut faults = Vec::new();
    if rtl {
        let info = unicode_bidi::BidiInfo::new(text, None);
        if info.paragraphs.iter().any(|p| !p.level.is_rtl()) {
            faults.push(format!("left to right: {text}"));
        }
        let mut depth = 0i32;
        let chars: Vec<char> = text.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            match c {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                '-' if depth <= 0
                    && chars.get(i + 1) == Some(&'-')
                    && chars.get(i + 2).is_some_and(char::is_ascii_lowercase) =>
                {
                    faults.push(format!("an option outside brackets: {text}"));
                }
                _ => {}
            }
        }
    }
    faults.into_iter()
}

/// `anna export --brf` in every language with any move words: a game played with the Arabic
/// words, exported in Persian with FIDE's German words (it failed: "جدول بریل
/// en-us-brf.dis,de-g0.utb قابل استفاده نیست"), and in Persian with its own words (the Persian
/// sentence came out with escapes, «BAZ'\X06CC' TMAM»).
#[test]
fn the_braille_score_sheet_is_made_for_any_pairing() {
    let dirs = Dirs::new("brf-pairing");
    let played = run_with_input(
        dirs.command(&["--language", "ar", "--vocab", "ar"]),
        "e4\ne5\nNf3\nاستسلام\nنعم\n".as_bytes(),
    );
    assert!(played.status.success(), "{played:?}");
    let journal = dirs.only_game_file("journal");
    let journal = journal.to_str().unwrap();
    for (args, wants) in [
        (
            &["--language", "fa", "--vocab", "de"][..],
            &["BAUER EVA VIER", "BAZI TMAM", "#A--#J"][..],
        ),
        (
            &["--language", "fa"][..],
            &["BAWWR .IFA FIR", "BAZI TMAM"][..],
        ),
        (
            &["--language", "ar", "--vocab", "fa"][..],
            &["BAWYR AWA FIR", "ANTHT"][..],
        ),
    ] {
        let mut full = args.to_vec();
        full.extend(["export", journal, "--brf"]);
        let out = dirs.command(&full).output().expect("anna runs");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{args:?}: {out:?}");
        for want in wants {
            assert!(text.contains(want), "{args:?}: {want} in\n{text}");
        }
        assert!(!text.contains("\\X0"), "{args:?}: {text}");
    }
}
