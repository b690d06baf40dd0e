//! A built-in language file parsed message by message, as each is first used.
//!
//! Parsing a whole built-in file (about 100 KB, some 1,000 messages) was the longest step
//! before a game's first prompt (about 6 million instructions, issue 43), while the prompt and
//! the command words need a few dozen messages. The file is cut into its entries by a scan of
//! line starts (an entry starts at a line beginning with its id; its attributes, variants and
//! continued lines are indented or blank), and an entry is parsed by Fluent and added to the
//! bundle when a message is first asked for, together with every message and term its pattern
//! refers to. The words come from the file as before: a test formats every message of every
//! shipped file both ways and compares.

use std::ops::Range;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::message::{has_controls, without_controls};

/// A file's entries by id (a term's id with its `-`), and which are already in the bundle.
pub(super) struct Entries {
    text: &'static str,
    /// Where each entry's text is; the first of two with one id, as Fluent keeps the first.
    /// Keyed by a fast hash: the ids are the program's own, not an attacker's.
    index: FxHashMap<&'static str, Range<usize>>,
    added: FxHashSet<&'static str>,
}

impl Entries {
    /// The entries of a built-in file, found without parsing it: each line's first byte
    /// (the line ends found by `memchr`), and an entry's id up to its `=`.
    pub(super) fn new(text: &'static str) -> Entries {
        let bytes = text.as_bytes();
        let mut index = FxHashMap::with_capacity_and_hasher(text.len() / 80, Default::default());
        let mut current: Option<(&'static str, usize)> = None;
        let starts = std::iter::once(0).chain(memchr::memchr_iter(b'\n', bytes).map(|at| at + 1));
        for at in starts {
            let Some(&first) = bytes.get(at) else {
                break;
            };
            if !(first.is_ascii_alphabetic() || first == b'-' || first == b'#') {
                continue;
            }
            if let Some((id, start)) = current.take() {
                index.entry(id).or_insert(start..at);
            }
            if first == b'#' {
                continue;
            }
            let line_end = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |n| at + n);
            // `=` and the id's characters are ASCII: the cut is on a character boundary.
            if let Some(equals) = memchr::memchr(b'=', &bytes[at..line_end]) {
                current = Some((text[at..at + equals].trim_end(), at));
            }
        }
        if let Some((id, start)) = current {
            index.entry(id).or_insert(start..text.len());
        }
        Entries {
            text,
            index,
            added: FxHashSet::default(),
        }
    }

    /// Whether the file defines the message `id`.
    pub(super) fn has(&self, id: &str) -> bool {
        !id.starts_with('-') && self.index.contains_key(id)
    }

    /// Makes sure the message or term `id`, and everything it refers to, is in `bundle`.
    pub(super) fn add(&mut self, id: &str, bundle: &mut FluentBundle<FluentResource>) {
        let Some((&id, range)) = self.index.get_key_value(id) else {
            return;
        };
        if !self.added.insert(id) {
            return;
        }
        let chunk = &self.text[range.clone()];
        // An ESC or a carriage return in a message would move the terminal's cursor.
        let chunk = if has_controls(chunk) {
            without_controls(chunk)
        } else {
            chunk.to_string()
        };
        // The shipped files are checked by the tests; what parsed of a broken entry is kept.
        let resource = FluentResource::try_new(chunk).unwrap_or_else(|(partial, _)| partial);
        let mut wanted = Vec::new();
        for entry in resource.entries() {
            match entry {
                Entry::Message(message) => {
                    message
                        .value
                        .iter()
                        .for_each(|p| references(p, &mut wanted));
                    for attribute in &message.attributes {
                        references(&attribute.value, &mut wanted);
                    }
                }
                Entry::Term(term) => {
                    references(&term.value, &mut wanted);
                    for attribute in &term.attributes {
                        references(&attribute.value, &mut wanted);
                    }
                }
                _ => {}
            }
        }
        let _ = bundle.add_resource(resource);
        for wanted in wanted {
            self.add(&wanted, bundle);
        }
    }
}

/// The ids of the messages and terms (with their `-`) a pattern refers to.
fn references(pattern: &Pattern<&str>, out: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_references(expression, out);
        }
    }
}

fn expression_references(expression: &Expression<&str>, out: &mut Vec<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_references(selector, out);
            for variant in variants {
                references(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_references(inline, out),
    }
}

fn inline_references(inline: &InlineExpression<&str>, out: &mut Vec<String>) {
    let arguments = match inline {
        InlineExpression::MessageReference { id, .. } => {
            out.push(id.name.to_string());
            None
        }
        InlineExpression::TermReference { id, arguments, .. } => {
            out.push(format!("-{}", id.name));
            arguments.as_ref()
        }
        InlineExpression::FunctionReference { arguments, .. } => Some(arguments),
        InlineExpression::Placeable { expression } => {
            expression_references(expression, out);
            None
        }
        _ => None,
    };
    if let Some(arguments) = arguments {
        for positional in &arguments.positional {
            inline_references(positional, out);
        }
        for named in &arguments.named {
            inline_references(&named.value, out);
        }
    }
}
