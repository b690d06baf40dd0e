use clap::Parser;

fn main() {
    let cli = anna::cli::Cli::parse();
    let code = anna::cli::run(cli, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
