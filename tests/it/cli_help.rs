//! `anna --help` and every subcommand's help in the conversation's language: each command,
//! option and possible value has its words in every language file, and the help printed is
//! the file's, German by default.

use std::collections::BTreeSet;
use std::path::Path;

use anna::lang::Language;
use clap::CommandFactory;

use crate::common::Dirs;

fn ftl_ids(code: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("lang/{code}.ftl"));
    let text = std::fs::read_to_string(path).expect("read the language file");
    anna::lang::message_ids(&text).into_iter().collect()
}

/// The message of the language file, as the help prints it.
fn words(code: &str, id: &str) -> String {
    let language = Language::load(code).expect("a built-in language");
    assert!(language.has(id), "{code} lacks {id}");
    language.plain(id).expect("the message")
}

fn help(args: &[&str]) -> String {
    let dirs = Dirs::new("cli-help");
    let out = dirs.output(args);
    assert_eq!(out.status.code(), Some(0), "anna {args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("UTF-8 help")
}

/// The walk over clap's tree: anna, every subcommand (the hidden ones and the copies under
/// `help` too), every argument (clap's `--help` and `--version` among them) and every
/// possible value clap describes.
#[test]
fn every_command_option_and_value_is_worded_in_every_language_file() {
    let ids = anna::cli::help::message_ids(anna::cli::Cli::command());
    for expected in [
        "cli-about",
        "cli-about-resume",
        "cli-about-voices-record",
        "cli-help-resume-list",
        "cli-help-help",
        "cli-help-version",
        "cli-value-speech-auto",
        "cli-heading-options",
    ] {
        assert!(ids.iter().any(|id| id == expected), "{expected}: {ids:#?}");
    }
    assert!(ids.len() > 130, "{} ids", ids.len());
    for code in ["de", "en", "ar", "fa"] {
        let file = ftl_ids(code);
        let missing: Vec<&String> = ids.iter().filter(|id| !file.contains(*id)).collect();
        assert!(missing.is_empty(), "lang/{code}.ftl lacks {missing:#?}");
    }
}

/// German by default: its headings and texts, the lists of languages and vocabularies taken
/// from the built-in ones, and no line of the English help left in it.
#[test]
fn the_help_is_german_by_default_and_english_with_language_en() {
    let german = help(&["--help"]);
    for id in [
        "cli-about",
        "cli-about-resume",
        "cli-help-tournament",
        "cli-help-config",
    ] {
        let text = words("de", id);
        assert!(german.contains(&text), "{id}: {text:?} in\n{german}");
    }
    for heading in [
        "cli-heading-usage",
        "cli-heading-options",
        "cli-heading-commands",
    ] {
        let line = format!("{}:", words("de", heading));
        assert!(german.contains(&line), "{line:?} in\n{german}");
    }
    // clap's own placeholders are the file's too.
    let usage = format!(
        "{}: anna [{}] [{}]",
        words("de", "cli-heading-usage"),
        words("de", "cli-name-options"),
        words("de", "cli-name-command")
    );
    assert!(german.contains(&usage), "{usage:?} in\n{german}");
    assert!(german.contains("--language <SPRACHE>"), "{german}");
    let languages: Vec<&str> = Language::builtin_codes().collect();
    assert!(
        german.contains(&format!("({})", languages.join(", "))),
        "{german}"
    );
    let vocabularies: Vec<&str> = anna::notation::Vocabulary::builtin_codes().collect();
    assert!(vocabularies.contains(&"ar-native") && vocabularies.contains(&"fa-native"));
    assert!(
        german.contains(&format!("({};", vocabularies.join(", "))),
        "{german}"
    );

    let english = help(&["--language", "en", "--help"]);
    assert!(
        english.contains(&words("en", "cli-help-tournament")),
        "{english}"
    );
    assert!(english.contains("Usage: anna"), "{english}");
    // Every line of English prose (not an option's name) is gone from the German help.
    for line in english.lines().map(str::trim) {
        let prose = line.split_whitespace().count() >= 3 && !line.starts_with('-');
        assert!(
            !prose || !german.contains(line),
            "English in the German help: {line:?}\n{german}"
        );
    }
    for english_word in [
        "Usage:",
        "Options:",
        "Commands:",
        "Print help",
        "[default:",
        "[OPTIONS]",
        "<LANGUAGE>",
    ] {
        assert!(!german.contains(english_word), "{english_word}\n{german}");
    }
}

/// A subcommand's help in Arabic and in Persian: the command's own description, its options'
/// texts, the file's headings.
#[test]
fn a_subcommands_help_is_in_arabic_and_persian() {
    let arabic = help(&["--language", "ar", "resume", "--help"]);
    for id in [
        "cli-about-resume",
        "cli-help-resume-list",
        "cli-help-resume-game",
        "cli-help-help",
    ] {
        assert!(arabic.contains(&words("ar", id)), "{id}:\n{arabic}");
    }
    let heading = format!("{}:", words("ar", "cli-heading-options"));
    assert!(arabic.contains(&heading), "{arabic}");
    let persian = help(&["--language", "fa", "clock", "--help"]);
    for id in [
        "cli-about-clock",
        "cli-help-clock-time",
        "cli-help-clock-quiet-keys",
    ] {
        assert!(persian.contains(&words("fa", id)), "{id}:\n{persian}");
    }
    assert!(!persian.contains("Options:"), "{persian}");
}

/// Every way to the help of a nested subcommand gives the file's words: `--help` after it,
/// and clap's `help` subcommand.
#[test]
fn nested_subcommands_and_the_help_command_are_worded_too() {
    let record = help(&["voices", "record", "--help"]);
    assert!(
        record.contains(&words("de", "cli-about-voices-record")),
        "{record}"
    );
    assert!(
        record.contains(&words("de", "cli-help-voices-record-again")),
        "{record}"
    );
    let by_command = help(&["help", "export"]);
    assert!(
        by_command.contains(&words("de", "cli-about-export")),
        "{by_command}"
    );
    assert!(
        by_command.contains(&words("de", "cli-help-export-brf")),
        "{by_command}"
    );
    let english = help(&["--language", "en", "eboard", "simulate", "--help"]);
    assert!(
        english.contains(&words("en", "cli-help-eboard-simulate-rotated")),
        "{english}"
    );
}
