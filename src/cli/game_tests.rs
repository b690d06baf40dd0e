//! The game's first journal line from the settings: what is typed and what the configuration
//! file says reach it under their one name (the settings' own tests read the layers).

use crate::cli::args::PlayArgs;
use crate::cli::settings::tests::resolved;
use crate::session::{IllegalMoveRule, Rules};

/// A rule set in the configuration file reaches the journal's first line under its name,
/// and one typed on the command line wins over it there too.
#[test]
fn a_rule_set_in_the_file_reaches_the_journal() {
    let text = "tournament = true\nsupervision = \"full\"\nillegal_move_rule = \"loss\"\n";
    let journal = |typed: &PlayArgs| {
        let setup = super::setup(&resolved(typed, text)).expect("a set-up");
        serde_json::to_value(setup).expect("a journal line")
    };
    let line = journal(&PlayArgs::default());
    let file: toml::Table = toml::from_str(text).expect("a file");
    for (key, value) in &file {
        let written = serde_json::to_value(value).expect("a value");
        assert_eq!(line.get(key), Some(&written), "{key}");
    }
    let typed = PlayArgs {
        rules: Rules {
            illegal_move_rule: Some(IllegalMoveRule::Penalty),
            ..Rules::default()
        },
        ..PlayArgs::default()
    };
    let line = journal(&typed);
    assert_eq!(line["illegal_move_rule"], "penalty");
    assert_eq!(line["supervision"], "full");
}

/// Who sits at the board, typed on the command line, reaches the journal as typed.
#[test]
fn the_seating_typed_reaches_the_journal() {
    use clap::Parser;
    let cli = crate::cli::Cli::try_parse_from([
        "anna",
        "--blind",
        "white",
        "--assistant",
        "sighted",
        "--deaf-opponent",
        "--black-enters",
        "sighted",
    ])
    .expect("a command line");
    let setup = super::setup(&resolved(&cli.play, "")).expect("a set-up");
    let line = serde_json::to_value(setup).expect("a journal line");
    assert_eq!(line["blind"], "white");
    assert_eq!(line["assistant"], "sighted");
    assert_eq!(line["deaf_opponent"], true);
    assert_eq!(line["black_enters"], "sighted");
    assert_eq!(line["white_enters"], serde_json::Value::Null);
}
