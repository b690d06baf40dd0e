//! Numbers in words, from the language file's data: `num-0` … `num-19`, the tens `num-tens-2` …
//! `num-tens-9`, and the patterns `num-compound` (`$ten`, `$unit`) and `num-hundreds` (`$unit`,
//! `$rest`). A message `num-N` for any other N overrides
//! the pattern (irregular forms such as Arabic مئتان), and `num-unit-N` gives a unit's form inside
//! a compound where it differs ("ein" in "einundzwanzig"). This is the one place that knows how
//! a language builds a number; the words are all in the file.

use super::Language;

impl Language {
    /// `n` in words: "dreiundzwanzig", "twenty-three".
    pub fn number_words(&self, n: u64) -> String {
        if let Some(word) = self.own(&format!("num-{n}")) {
            return word;
        }
        match n {
            0..=19 => n.to_string(),
            20..=99 => {
                let (ten, unit) = (n / 10, n % 10);
                let tens = self
                    .plain(&format!("num-tens-{ten}"))
                    .unwrap_or_else(|| n.to_string());
                if unit == 0 {
                    return tens;
                }
                self.own_pattern(
                    "num-compound",
                    &[("ten", tens), ("unit", self.unit_words(unit))],
                )
                .unwrap_or_else(|| n.to_string())
            }
            100..=999 => self.scaled(n, 100, "num-hundreds"),
            // No clock or move count of a game reaches a thousand: digits are enough there.
            _ => n.to_string(),
        }
    }

    /// "ein" in "einhundert", "einundzwanzig": the form a unit takes inside a compound.
    fn unit_words(&self, unit: u64) -> String {
        self.own(&format!("num-unit-{unit}"))
            .unwrap_or_else(|| self.number_words(unit))
    }

    fn scaled(&self, n: u64, scale: u64, pattern: &str) -> String {
        let (count, rest) = (n / scale, n % scale);
        let rest = if rest == 0 {
            String::new()
        } else {
            self.number_words(rest)
        };
        let count = if count < 10 {
            self.unit_words(count)
        } else {
            self.number_words(count)
        };
        // A language whose hundreds are words of their own (Arabic مئة, مئتان, ثلاثمئة) names
        // them `num-hundreds-N`; `$more` says whether a rest follows, for the joining word.
        let whole = self
            .own(&format!("{pattern}-{}", n / scale))
            .unwrap_or_default();
        let more = if rest.is_empty() { "no" } else { "yes" };
        self.own_pattern(
            pattern,
            &[
                ("unit", count),
                ("rest", rest),
                ("hundreds", whole),
                ("more", more.to_string()),
            ],
        )
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| n.to_string())
    }
}
