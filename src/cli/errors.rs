//! A command line clap cannot read is answered in the conversation's language: clap's own
//! English sentences are replaced by messages of the language file, with the option and the
//! value named. (`--help` is worded by `cli::help`; the manual pages keep clap's English.)

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use std::sync::Arc;

use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;

/// Prints the error in `language` (the command line's, see [`language_from_args`]) and returns
/// the exit status.
pub fn report(error: &Error, language: &Language) -> i32 {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        let _ = error.print();
        return 0;
    }
    let context = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        _ => String::new(),
    };
    let text = |s: String| Arg::Text(s);
    let message =
        match error.kind() {
            ErrorKind::UnknownArgument => Message::new("cli-unknown-argument")
                .with("arg", text(context(ContextKind::InvalidArg))),
            ErrorKind::InvalidSubcommand => Message::new("cli-unknown-command")
                .with("name", text(context(ContextKind::InvalidSubcommand))),
            // A value read from its text (a time, a strength): its own refusal, as the
            // configuration file says it.
            ErrorKind::ValueValidation if refusal(error).is_some() => refusal(error)
                .cloned()
                .unwrap_or_else(|| Message::new("cli-usage")),
            ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
                // A number or a path has no list of possible values to name.
                let valid = context(ContextKind::ValidValue);
                let id = match valid.is_empty() {
                    true => "cli-invalid-value-any",
                    false => "cli-invalid-value",
                };
                Message::new(id)
                    .with("arg", text(context(ContextKind::InvalidArg)))
                    .with("value", text(context(ContextKind::InvalidValue)))
                    .with("valid", text(valid))
            }
            ErrorKind::MissingRequiredArgument => Message::new("cli-missing-argument")
                .with("arg", text(context(ContextKind::InvalidArg))),
            ErrorKind::ArgumentConflict => Message::new("cli-conflict")
                .with("arg", text(context(ContextKind::InvalidArg)))
                .with("other", text(context(ContextKind::PriorArg))),
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
                Message::new("cli-missing-command")
            }
            _ => Message::new("cli-usage"),
        };
    let sentences = Message::new("sentences").with(
        "parts",
        Arg::Sentences(vec![message.into(), Message::new("cli-help-hint").into()]),
    );
    eprintln!("{}", language.text(&sentences, Vocabulary::fallback()));
    crate::cli::EXIT_BAD_INPUT
}

/// The refusal of a value read by [`crate::config::typed`], which clap keeps as the source.
fn refusal(error: &Error) -> Option<&Message> {
    std::error::Error::source(error)?
        .downcast_ref::<crate::config::Refusal>()
        .map(|r| &r.0)
}

/// The conversation's language as the command line names it before clap has read it, for
/// clap's help and errors: `--language X` or `--language=X` as typed, else the one of the
/// configuration file (`--config FILE`, else the usual one), the locale's, German. A language
/// that cannot be loaded is German here without a word: the game says why when it starts.
pub fn language_from_args() -> Arc<Language> {
    let args: Vec<String> = std::env::args().collect();
    let typed = |name: &str| {
        let joined = format!("--{name}=");
        args.iter().enumerate().find_map(|(i, a)| {
            a.strip_prefix(&joined).map(str::to_string).or_else(|| {
                (a.strip_prefix("--") == Some(name))
                    .then(|| args.get(i + 1).cloned())
                    .flatten()
            })
        })
    };
    let config = typed("config").map(std::path::PathBuf::from);
    let file = crate::config::load::<super::Options>(config.as_deref()).ok();
    super::settings::chosen_language(
        typed("language"),
        file.as_ref().map(|f| &f.words),
        Language::from_locale(),
    )
    .and_then(|code| Language::load(&code).ok())
    .unwrap_or_else(Language::fallback)
}
