use clap::Parser;

fn main() {
    let cli = anna::cli::Cli::parse();
    let stdin = std::io::stdin();
    let code = anna::cli::run(
        cli,
        &mut stdin.lock(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    std::process::exit(code);
}
