#![warn(clippy::too_many_lines)]

use clap::Parser;

fn main() {
    let cli = match anna::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => std::process::exit(anna::cli::errors::report(&error)),
    };
    let code = anna::cli::run(cli, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
