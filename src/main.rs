#![warn(clippy::too_many_lines)]

use anna::cli::{errors, help};

fn main() {
    // The help and clap's errors are worded in the conversation's language.
    let language = errors::language_from_args();
    let cli = match help::parse_args(&language) {
        Ok(cli) => cli,
        Err(error) => std::process::exit(errors::report(&error, &language)),
    };
    let code = anna::cli::run(cli, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
