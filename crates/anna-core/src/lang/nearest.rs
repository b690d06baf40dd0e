//! The word that was probably meant: a typo ("Springr", "colour") answered with the nearest
//! word that would work, by edit distance, so that a refusal names the next step.

/// The candidate nearest to `typed`, if one is near enough to be a typo of it: at most one
/// edit in a short word, two in a longer one. A key made of parts (`no_color`) is also
/// measured by each part, so that "colour" finds it. Ties go to the earlier candidate.
pub fn nearest<'a>(typed: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = typed.trim().to_lowercase();
    let typed_len = typed.chars().count();
    if typed_len < 2 {
        return None;
    }
    let allowed = if typed_len <= 4 { 1 } else { 2 };
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let lower = candidate.to_lowercase();
        if lower == typed {
            continue;
        }
        let whole = strsim::damerau_levenshtein(&typed, &lower);
        let parts = lower
            .split(['_', '-'])
            .filter(|p| p.chars().count() >= 3 && *p != lower)
            .map(|p| strsim::damerau_levenshtein(&typed, p));
        let distance = std::iter::once(whole).chain(parts).min().unwrap_or(whole);
        if distance <= allowed && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, word)| word)
}

#[cfg(test)]
mod tests {
    use super::nearest;

    #[test]
    fn a_typo_finds_its_word_and_nonsense_finds_none() {
        let words = ["springer", "läufer", "turm", "liste", "züge"];
        assert_eq!(nearest("springr", words), Some("springer"));
        assert_eq!(nearest("lsite", words), Some("liste"));
        assert_eq!(nearest("xyzzy", words), None);
        assert_eq!(
            nearest("colour", ["vocab", "no_color", "white"]),
            Some("no_color")
        );
    }
}
