//! The words of [`SpeechNotice`]s, in English and German (English for any other language), until
//! the language files take them over. The faults themselves are in English
//! ([`std::fmt::Display`] of [`crate::speech::SpeechFault`]).

use super::SpeechChoice;
use crate::speech::health::{Skipped, SpeechNotice};

/// The words of the notices, by vocabulary code.
struct Wording {
    code: &'static str,
    /// `{}`: the back end used.
    using: &'static str,
    /// `{}`: the back end skipped, then the reason.
    skipped: &'static str,
    /// `{}`: the back end that failed, then the reason.
    failed: &'static str,
    /// `{}`: the back end used from now on.
    now: &'static str,
    /// `{}`: the back end that works again and is used from now on.
    again: &'static str,
    /// `{}`: how many errors, then the latest.
    errors: &'static str,
    /// Voice, system, text, off.
    names: [&'static str; 4],
}

const WORDINGS: [Wording; 2] = [
    Wording {
        code: "en",
        using: "Speech: {}.",
        skipped: "{} skipped: {}.",
        failed: "{} failed: {}.",
        now: "Speech now: {}.",
        again: "Speech again: {}.",
        errors: "Audio errors ({}): {}.",
        names: [
            "recorded voice",
            "system voice (speech-dispatcher)",
            "text lines",
            "off",
        ],
    },
    Wording {
        code: "de",
        using: "Sprachausgabe: {}.",
        skipped: "{} übersprungen: {}.",
        failed: "{} gestört: {}.",
        now: "Sprachausgabe jetzt: {}.",
        again: "Sprachausgabe wieder: {}.",
        errors: "Fehler der Tonausgabe ({}): {}.",
        names: [
            "aufgenommene Stimme",
            "Systemstimme (speech-dispatcher)",
            "Textzeilen",
            "aus",
        ],
    },
];

fn wording(code: &str) -> &'static Wording {
    WORDINGS
        .iter()
        .find(|w| w.code == code)
        .unwrap_or(&WORDINGS[0])
}

impl Wording {
    fn name(&self, kind: SpeechChoice) -> &'static str {
        match kind {
            SpeechChoice::Voice | SpeechChoice::Auto => self.names[0],
            SpeechChoice::System => self.names[1],
            SpeechChoice::Text => self.names[2],
            SpeechChoice::Off => self.names[3],
        }
    }

    /// A pattern with its `{}` replaced in order; the first letter made a capital.
    fn fill(pattern: &str, values: &[&str]) -> String {
        let mut out = String::new();
        let mut values = values.iter();
        let mut rest = pattern;
        while let Some(i) = rest.find("{}") {
            out.push_str(&rest[..i]);
            out.push_str(values.next().copied().unwrap_or(""));
            rest = &rest[i + 2..];
        }
        out.push_str(rest);
        let mut chars = out.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => out,
        }
    }

    fn skipped(&self, out: &mut String, skipped: &[Skipped]) {
        for s in skipped {
            out.push(' ');
            let why = s.fault.to_string();
            out.push_str(&Wording::fill(self.skipped, &[self.name(s.kind), &why]));
        }
    }
}

impl SpeechNotice {
    /// The notice in the words of the language `code` (a vocabulary's code).
    pub fn render(&self, code: &str) -> String {
        let w = wording(code);
        match self {
            SpeechNotice::Using { kind, skipped } => {
                let mut out = Wording::fill(w.using, &[w.name(*kind)]);
                w.skipped(&mut out, skipped);
                out
            }
            SpeechNotice::FellBack {
                from,
                fault,
                skipped,
                to,
            } => {
                let why = fault.to_string();
                let mut out = Wording::fill(w.failed, &[w.name(*from), &why]);
                w.skipped(&mut out, skipped);
                out.push(' ');
                out.push_str(&Wording::fill(w.now, &[w.name(*to)]));
                out
            }
            SpeechNotice::Returned { kind, .. } => Wording::fill(w.again, &[w.name(*kind)]),
            SpeechNotice::AudioErrors { problem, count } => {
                let (count, problem) = (count.to_string(), problem.to_string());
                Wording::fill(w.errors, &[&count, &problem])
            }
        }
    }
}
