#![warn(clippy::too_many_lines)]

use anna::cli::{Cli, errors, help};

fn main() {
    // `anna voices …` plays a phrase and ends: its first sound waits for the pack's index, the
    // language (number words) and its first word's clip, made on threads of their own, which
    // then do not wait for each other's allocations in one malloc arena.
    let voices = std::env::args_os()
        .nth(1)
        .is_some_and(|command| command == "voices");
    if !voices {
        anna::heap::one_arena();
    }
    // The built-in German language words every message, of its own or as the fallback of the
    // conversation's language: its file is cut into its messages (lang/lazy.rs) on a second
    // core while clap reads the command line, the log is opened and the configuration read.
    // Nobody waits for the thread: whoever needs the language first and finds it not yet
    // there cuts the file itself, and the first one kept is used.
    let _ = std::thread::Builder::new()
        .name("language".into())
        .spawn(anna::lang::Language::fallback);
    // A command line clap reads costs no more than that; the help, the version and clap's
    // errors read it again, worded in the conversation's language.
    let cli = match Cli::from_command_line() {
        Ok(cli) => cli,
        Err(_) => {
            let language = errors::language_from_args();
            match help::parse_args(&language) {
                Ok(cli) => cli,
                Err(error) => std::process::exit(errors::report(&error, &language)),
            }
        }
    };
    // Each line, and each prompt with the lines before it, in one write (cli/stdout.rs).
    let mut out = anna::cli::stdout::stdout();
    let code = anna::cli::run(cli, &mut out, &mut std::io::stderr());
    let _ = std::io::Write::flush(&mut out);
    std::process::exit(code);
}
