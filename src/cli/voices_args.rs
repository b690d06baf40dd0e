//! The options of `anna voices`: its subcommands and their arguments, read by clap.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::speech::voice::DEFAULT_GAP_MS;

/// The rate of recorded packs, as the shipped ones.
pub const DEFAULT_RATE: u32 = 22050;

#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct VoicesArgs {
    #[command(subcommand)]
    pub command: VoicesCommand,
}

#[derive(Subcommand, Debug, Clone, PartialEq, Eq)]
pub enum VoicesCommand {
    /// Check a voice pack: its manifest, its clips and the words it lacks.
    Check {
        /// The pack: its file (de.zip) or its folder (with manifest.toml) [default: the pack
        /// anna uses for the vocabulary].
        dir: Option<PathBuf>,
        /// The vocabulary to check against (default: the pack's language).
        #[arg(long)]
        vocab: Option<String>,
    },
    /// Record a voice pack word by word from the microphone.
    Record {
        /// The vocabulary whose words are recorded.
        #[arg(long, default_value = "de")]
        vocab: String,
        /// The pack's folder; created if needed, continued if it has words already.
        dir: PathBuf,
        /// Record again the words the pack has already.
        #[arg(long)]
        again: bool,
    },
    /// Speak a phrase with a voice pack and wait until it is done.
    Say {
        /// The pack: its file or its folder.
        dir: PathBuf,
        /// The words to say, e.g. "Springer Felix drei".
        #[arg(required = true)]
        text: Vec<String>,
        /// The vocabulary for numbers (default: the pack's language).
        #[arg(long)]
        vocab: Option<String>,
        /// Silence between words, in milliseconds.
        #[arg(long, default_value_t = DEFAULT_GAP_MS)]
        gap: u64,
        /// Silence for a comma or full stop, in milliseconds.
        #[arg(long, default_value_t = 250)]
        pause: u64,
        /// How fast, from -100 (half as fast) to 100 (twice as fast); the pitch stays.
        #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
        rate: i32,
        /// The output device (its id, as `default` or `hw:1,0`, or its name).
        #[arg(long)]
        device: Option<String>,
    },
    /// The voice packs found, folder by folder, in the order anna searches them, each with
    /// its language and the vocabularies it speaks whole.
    List,
    /// Make one pack file of a pack's folder: every clip in Ogg Opus, with the manifest.
    Pack {
        /// The pack's folder (as `anna voices record` makes it), or another pack file.
        dir: PathBuf,
        /// The pack file to write [default: the folder's name with .zip].
        #[arg(long, short)]
        output: Option<PathBuf>,
    },
    /// Check a pack and put it in your data folder, where anna finds it for its language.
    Install {
        /// The pack file, or a pack's folder (made into a pack file as it is installed).
        pack: PathBuf,
    },
    /// List the words a pack for the vocabulary needs.
    #[command(hide = true)]
    Words {
        /// The vocabularies (one `--vocab` each) whose words the pack holds; the first names it.
        #[arg(long, default_value = "de")]
        vocab: Vec<String>,
        /// Print the manifest for them instead.
        #[arg(long)]
        manifest: bool,
        /// The clips' sample rate, for the manifest.
        #[arg(long, default_value_t = DEFAULT_RATE)]
        rate: u32,
    },
}
