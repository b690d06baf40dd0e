//! Options given in layers — the configuration file, the command line before a subcommand,
//! the command line after it — merged once, field by field: a struct of options is defined
//! once with [`merged_options!`], which writes its merge too, so that a new option is its
//! field alone.

/// Options given both before and after a subcommand (`anna --white X play --black Y`), or on
/// the command line and in the configuration file: the higher layer wins, the lower one
/// completes it.
pub trait Or {
    /// These options, completed by those of the lower layer `outer`.
    fn or(&self, outer: &Self) -> Self;
}

impl<T: Clone> Or for Option<T> {
    fn or(&self, outer: &Self) -> Self {
        self.clone().or_else(|| outer.clone())
    }
}

/// A flag is on when any layer turns it on.
impl Or for bool {
    fn or(&self, outer: &Self) -> Self {
        *self || *outer
    }
}

/// A struct of options and its merge ([`Or`]) with the same options of a lower layer, field by
/// field: each field's type is itself [`Or`] (an `Option`, a flag, or a struct defined here).
#[macro_export]
macro_rules! merged_options {
    (
        $(#[$meta:meta])*
        pub struct $name:ident { $($(#[$field_meta:meta])* pub $field:ident: $type:ty,)* }
    ) => {
        $(#[$meta])*
        pub struct $name { $($(#[$field_meta])* pub $field: $type,)* }

        impl $crate::layers::Or for $name {
            fn or(&self, outer: &Self) -> Self {
                $name { $($field: $crate::layers::Or::or(&self.$field, &outer.$field),)* }
            }
        }
    };
}
