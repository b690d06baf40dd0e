//! `--help` in the conversation's language. clap builds the help from the doc comments, which
//! are English and stay the text of the manual pages (`anna package-files`); before the command
//! line is read, the whole command tree is built (so that clap's own `--help`, `--version` and
//! `help` exist and the global options are in every subcommand) and every text in it is
//! replaced by a message of the language file:
//!
//! - a command's description: `cli-about` for anna itself, `cli-about-PATH` for a subcommand
//!   (`cli-about-resume`, `cli-about-voices-record`);
//! - an argument's help: `cli-help-PATH-ARG` (`cli-help-resume-list`), else, where the
//!   subcommand has the same argument as anna itself (the global and the shared options),
//!   anna's own `cli-help-ARG`;
//! - a possible value's help: `cli-value-ARG-VALUE` (`cli-value-speech-auto`);
//! - the placeholder of an argument's value: `cli-name-NAME` (`<FILE>`: `cli-name-file`;
//!   where no name is given, the argument's id: `cli-name-vocab`), `cli-name-command` and
//!   `cli-name-options` (`[OPTIONS]`);
//! - the headings `cli-heading-usage`, `cli-heading-options`, `cli-heading-arguments`,
//!   `cli-heading-commands`, and the notes on possible and default values.
//!
//! Ids use `-` for the `_` of clap's argument ids. Every message gets the built-in languages
//! and vocabularies as `$languages` and `$vocabularies`, so that a list is never written by
//! hand.

use std::sync::Arc;

use clap::builder::PossibleValue;
use clap::{Arg, Command};

use crate::lang::Language;
use crate::notation::Vocabulary;

/// Reads the command line with its help in `language`.
pub fn parse_args(language: &Arc<Language>) -> Result<super::Cli, clap::Error> {
    use clap::{CommandFactory, FromArgMatches};
    let matches = localized(super::Cli::command(), language).try_get_matches()?;
    super::Cli::from_arg_matches(&matches)
}

/// The command tree with every text in `language`.
fn localized(mut command: Command, language: &Arc<Language>) -> Command {
    command.build();
    let texts = Texts::new(language.clone());
    localize(command, &[], &texts)
}

/// Every message id the help of `command` (unbuilt, as `Cli::command()` gives it) asks for.
pub fn message_ids(mut command: Command) -> Vec<String> {
    command.build();
    let mut ids: Vec<String> = HEADINGS.iter().map(|s| s.to_string()).collect();
    ids.extend(
        [
            "cli-values",
            "cli-default",
            "cli-name-command",
            "cli-name-options",
        ]
        .map(String::from),
    );
    collect(&command, &[], &mut ids);
    ids.sort();
    ids.dedup();
    ids
}

const HEADINGS: [&str; 4] = [
    "cli-heading-usage",
    "cli-heading-options",
    "cli-heading-arguments",
    "cli-heading-commands",
];

fn collect(command: &Command, path: &[String], ids: &mut Vec<String>) {
    ids.push(about_id(path));
    for arg in command.get_arguments() {
        ids.push(arg_id(path, arg));
        ids.extend(value_names(arg).iter().map(|name| name_id(name)));
        for value in values_with_help(arg) {
            ids.push(value_id(arg, &value));
        }
    }
    for sub in command.get_subcommands() {
        collect(sub, &child(path, sub), ids);
    }
}

fn child(path: &[String], sub: &Command) -> Vec<String> {
    let mut path = path.to_vec();
    path.push(sub.get_name().to_string());
    path
}

/// clap's `help` subcommand holds a copy of the commands beside it (`anna help resume`): a
/// copy is described as the command itself.
fn about_id(path: &[String]) -> String {
    if path.last().is_some_and(|last| last == "help") {
        return "cli-about-help".to_string();
    }
    let named: Vec<&str> = path
        .iter()
        .map(String::as_str)
        .filter(|name| *name != "help")
        .collect();
    match named.as_slice() {
        [] => "cli-about".to_string(),
        _ => format!("cli-about-{}", named.join("-")),
    }
}

/// The subcommand's own message for the argument where the language files have one, else
/// anna's (German is the file every message is in).
fn arg_id(path: &[String], arg: &Arg) -> String {
    let name = arg.get_id().as_str().replace('_', "-");
    if path.is_empty() {
        return format!("cli-help-{name}");
    }
    let own = format!("cli-help-{}-{name}", path.join("-"));
    match Language::fallback().has(&own) {
        true => own,
        false => format!("cli-help-{name}"),
    }
}

/// The placeholders of the argument's values as clap shows them: the names given, else the
/// argument's id.
fn value_names(arg: &Arg) -> Vec<String> {
    if !arg.get_action().takes_values() {
        return Vec::new();
    }
    match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None => vec![arg.get_id().to_string()],
    }
}

fn name_id(name: &str) -> String {
    format!("cli-name-{}", name.to_lowercase().replace('_', "-"))
}

fn value_id(arg: &Arg, value: &PossibleValue) -> String {
    format!(
        "cli-value-{}-{}",
        arg.get_id().as_str().replace('_', "-"),
        value.get_name()
    )
}

/// The possible values clap describes (those with a doc comment).
fn values_with_help(arg: &Arg) -> Vec<PossibleValue> {
    let values = visible_values(arg);
    match values.iter().any(|v| v.get_help().is_some()) {
        true => values,
        false => Vec::new(),
    }
}

fn visible_values(arg: &Arg) -> Vec<PossibleValue> {
    if arg.is_hide_possible_values_set() || !arg.get_action().takes_values() {
        return Vec::new();
    }
    arg.get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect()
}

/// The language and the lists every message may name.
struct Texts {
    language: Arc<Language>,
    languages: String,
    vocabularies: String,
}

impl Texts {
    fn new(language: Arc<Language>) -> Texts {
        Texts {
            language,
            languages: Language::builtin_codes().collect::<Vec<_>>().join(", "),
            vocabularies: Vocabulary::builtin_codes().collect::<Vec<_>>().join(", "),
        }
    }

    /// The message with its own arguments and the two lists; its id where no file has it.
    fn text(&self, id: &str, values: &[(&'static str, String)]) -> String {
        let mut all = vec![
            ("languages", self.languages.clone()),
            ("vocabularies", self.vocabularies.clone()),
        ];
        all.extend_from_slice(values);
        self.language
            .named(id, &all)
            .unwrap_or_else(|| id.to_string())
    }

    fn plain(&self, id: &str) -> String {
        self.text(id, &[])
    }
}

fn localize(command: Command, path: &[String], texts: &Texts) -> Command {
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        texts.plain("cli-heading-usage")
    );
    let mut command = command
        .subcommand_value_name(texts.plain("cli-name-command"))
        .mut_args(|arg| localize_arg(arg, path, texts));
    // clap writes `[OPTIONS]` into the usage line itself.
    let usage = command.render_usage().to_string();
    let usage = usage
        .split_once(' ')
        .map_or(usage.as_str(), |(_, rest)| rest)
        .replace(
            "[OPTIONS]",
            &format!("[{}]", texts.plain("cli-name-options")),
        );
    command
        .override_usage(usage)
        .about(texts.plain(&about_id(path)))
        .long_about(None)
        .help_template(template)
        .subcommand_help_heading(texts.plain("cli-heading-commands"))
        .mut_subcommands(|sub| {
            let path = child(path, &sub);
            localize(sub, &path, texts)
        })
}

/// The argument's help, its possible and default values in the language's words (clap's
/// notes on them are English), under the language's heading.
fn localize_arg(arg: Arg, path: &[String], texts: &Texts) -> Arg {
    let mut help = texts.plain(&arg_id(path, &arg));
    let values = visible_values(&arg);
    if !values.is_empty() {
        let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
        help = format!(
            "{help} {}",
            texts.text("cli-values", &[("values", names.join(", "))])
        );
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if arg.get_action().takes_values() && !defaults.is_empty() {
        help = format!(
            "{help} {}",
            texts.text("cli-default", &[("value", defaults.join(" "))])
        );
    }
    let described: Vec<String> = values_with_help(&arg)
        .iter()
        .map(|v| format!("  - {}: {}", v.get_name(), texts.plain(&value_id(&arg, v))))
        .collect();
    let long = match described.is_empty() {
        true => help.clone(),
        false => format!("{help}\n{}", described.join("\n")),
    };
    let names: Vec<String> = value_names(&arg)
        .iter()
        .map(|name| texts.plain(&name_id(name)))
        .collect();
    let arg = match names.is_empty() {
        true => arg,
        false => arg.value_names(names),
    };
    let heading = match arg.is_positional() {
        true => "cli-heading-arguments",
        false => "cli-heading-options",
    };
    arg.help(help)
        .long_help(long)
        .hide_possible_values(true)
        .hide_default_value(true)
        .help_heading(texts.plain(heading))
}
