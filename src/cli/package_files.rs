//! The files a package installs besides the program, made from the command line's own
//! definitions so they never disagree with it: a manual page for `anna` and one for each
//! subcommand (`clap_mangen`), and completions for bash, zsh and fish (`clap_complete`).
//! `scripts/package.sh` runs `anna package-files DIR` before `cargo deb`.

use std::path::Path;

use clap::CommandFactory;
use clap_complete::Shell;

/// Writes `DIR/man/anna.1`, `DIR/man/anna-SUBCOMMAND.1` and `DIR/completions/…`.
pub fn write(dir: &Path) -> std::io::Result<()> {
    let command = super::Cli::command();
    let man = dir.join("man");
    std::fs::create_dir_all(&man)?;
    let page = |command: clap::Command, name: &str| -> std::io::Result<()> {
        let mut file = std::fs::File::create(man.join(format!("{name}.1")))?;
        clap_mangen::Man::new(command).render(&mut file)
    };
    page(command.clone(), "anna")?;
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = format!("anna-{}", sub.get_name());
        page(sub.clone().name(name.clone()), &name)?;
    }
    let completions = dir.join("completions");
    std::fs::create_dir_all(&completions)?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let mut command = super::Cli::command();
        clap_complete::generate_to(shell, &mut command, "anna", &completions)?;
    }
    Ok(())
}
