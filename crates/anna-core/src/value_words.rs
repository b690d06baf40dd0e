//! The command line's words for the core's choices, where the core's enum is read directly.

/// The command line's words for a choice whose variants' doc comments are for the code: its
/// help names the values only (a derived `ValueEnum` would print the comments). Only with the
/// `clap` feature, which the binary turns on: the core itself reads no command line.
macro_rules! value_words {
    ($enum:ident { $($variant:ident = $word:literal),* $(,)? }) => {
        #[cfg(feature = "clap")]
        impl clap::ValueEnum for $enum {
            fn value_variants<'a>() -> &'a [Self] {
                &[$($enum::$variant),*]
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                Some(clap::builder::PossibleValue::new(match self {
                    $($enum::$variant => $word),*
                }))
            }
        }
    };
}
pub(crate) use value_words;
