//! Every word a language file can say, for the voice packs: the text of every message and of
//! every variant of its selectors. What arguments fill in comes from elsewhere (move words from
//! the vocabulary, numbers from [`Language::number_words`], names from the people).

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::Language;

impl Language {
    /// The fixed text of every message and term of this file (not the command words' aliases,
    /// which are typed, not said, nor the command line's help, which is only printed).
    pub fn said_texts(&self) -> Vec<String> {
        let Ok(resource) = FluentResource::try_new(self.source.to_string()) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for entry in resource.entries() {
            match entry {
                Entry::Message(m) if PRINTED_ONLY.iter().any(|p| m.id.name.starts_with(p)) => {}
                Entry::Message(m) => {
                    if let Some(value) = &m.value {
                        pattern_texts(value, &mut out);
                    }
                }
                Entry::Term(t) => pattern_texts(&t.value, &mut out),
                _ => {}
            }
        }
        out
    }
}

/// The messages of `anna --help` (`cli::help`): printed on the terminal, never said; and the
/// article numbers' signs and letters (`article-letters`), data for writing an article number,
/// said only inside one.
const PRINTED_ONLY: [&str; 7] = [
    "article-",
    "cli-about",
    "cli-help-",
    "cli-value",
    "cli-heading-",
    "cli-default",
    "cli-name-",
];

fn pattern_texts(pattern: &Pattern<&str>, out: &mut Vec<String>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push((*value).to_string()),
            PatternElement::Placeable { expression } => expression_texts(expression, out),
        }
    }
}

fn expression_texts(expression: &Expression<&str>, out: &mut Vec<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                pattern_texts(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_texts(inline, out),
    }
}

fn inline_texts(inline: &InlineExpression<&str>, out: &mut Vec<String>) {
    match inline {
        InlineExpression::StringLiteral { value } => out.push((*value).to_string()),
        InlineExpression::Placeable { expression } => expression_texts(expression, out),
        _ => {}
    }
}
