//! One spelling for the variants that keyboards, braille displays and printed texts produce, so
//! that a word is found however it was typed: letter case and Latin accents ("Läufer",
//! "LAEUFER"), and in Arabic and Persian script the letters that keyboards of the two languages
//! write differently (ي ی ى, ك ک, the alef and hamza forms, ة), the marks that do not change a
//! word (diacritics, the tatweel that the Arabic FIDE Laws print in "أنـا", the zero-width
//! non-joiner of Persian, direction marks), and Arabic-Indic and Persian digits.

use std::borrow::Cow;

/// The digit a character stands for: ASCII, Arabic-Indic (U+0660…) or Persian (U+06F0…).
fn digit(ch: char) -> Option<char> {
    let base = match ch {
        '\u{0660}'..='\u{0669}' => 0x0660,
        '\u{06F0}'..='\u{06F9}' => 0x06F0,
        _ => return None,
    };
    char::from_u32(u32::from(ch) - base + u32::from('0'))
}

/// Marks that never change a word: Arabic diacritics and Quranic marks, the tatweel, joiners
/// and direction marks.
fn invisible(ch: char) -> bool {
    matches!(ch,
        '\u{0610}'..='\u{061A}'
        | '\u{061C}'
        | '\u{0640}'
        | '\u{064B}'..='\u{065F}'
        | '\u{0670}'
        | '\u{06D6}'..='\u{06ED}'
        | '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}'
        | '\u{FEFF}')
}

/// The zero-width non-joiner of Persian spelling.
const ZWNJ: char = '\u{200C}';

/// A typed line with its digits in ASCII, its Arabic punctuation as the ASCII signs the
/// commands know (، ؛ ؟) and its invisible marks but the non-joiner removed; letters are left
/// as typed, so a person's name keeps its spelling. Borrowed when nothing changes.
pub fn fold_input(line: &str) -> Cow<'_, str> {
    // The zero-width non-joiner stays: it is part of a Persian word's spelling («گرفته‌شده»), so
    // an echo of the word shows it; `normalize` drops it where words are compared.
    let dropped = |ch: char| invisible(ch) && ch != ZWNJ;
    let plain =
        |ch: char| ch.is_ascii() || !(digit(ch).is_some() || dropped(ch) || "،؛؟".contains(ch));
    let folded = if line.chars().all(plain) {
        Cow::Borrowed(line)
    } else {
        Cow::Owned(
            line.chars()
                .filter(|&ch| !dropped(ch))
                .map(|ch| match ch {
                    '،' => ',',
                    '؛' => ';',
                    '؟' => '?',
                    ch => digit(ch).unwrap_or(ch),
                })
                .collect(),
        )
    };
    match join_plural(&folded) {
        Some(joined) => Cow::Owned(joined),
        None => folded,
    }
}

/// The Persian plural ending and the ezafe typed after a space where the zero-width
/// non-joiner belongs ("مهره ها" for "مهره‌ها", "حرکت های" for "حرکت‌های", "پیاده ی" for
/// "پیاده‌ی"): joined to the word before, as the non-joiner, which is folded away, would have
/// it.
fn join_plural(line: &str) -> Option<String> {
    // Every move typed in Latin letters passes here: it costs nothing.
    if line.is_ascii() {
        return None;
    }
    // «شده» of a participle typed apart («گرفته شده» for «گرفته‌شده») joins as the plural does.
    let plural = |w: &str| matches!(normalize(w).as_str(), "ها" | "هاي" | "ي" | "شده");
    let words: Vec<&str> = line.split_whitespace().collect();
    if !words.iter().skip(1).any(|w| plural(w)) {
        return None;
    }
    let mut out = String::with_capacity(line.len());
    for (i, word) in words.iter().enumerate() {
        match (i > 0, plural(word)) {
            (true, false) => out.push(' '),
            (true, true) => out.push(ZWNJ),
            _ => {}
        }
        out.push_str(word);
    }
    Some(out)
}

/// A normalized word without what Arabic and Persian add to a word that anna knows bare: the
/// Arabic definite article ("الحصان" for "حصان", "الرقعة" for "رقعة") and the Persian ezafe
/// written as a yeh after a final heh, alef or vav ("پیاده‌ی" for "پیاده", "ادعای" for
/// "ادعا", "مهره‌های" for "مهره‌ها"). `None` if it has neither. Used only for a word that is not
/// known as it is typed.
pub fn bare(word: &str) -> Option<String> {
    let article = word
        .strip_prefix("ال")
        .filter(|rest| rest.chars().count() > 1);
    if let Some(rest) = article {
        return Some(rest.to_string());
    }
    let stem = word.strip_suffix('ي')?;
    (stem.chars().count() > 1 && stem.ends_with(['ه', 'ا', 'و'])).then(|| stem.to_string())
}

/// A word in the one spelling its variants share: lower case without accents ("Läufer",
/// "laufer", "LAUFER"), and in Arabic script one form for each letter keyboards vary
/// ("كونيج" and "کونیج"), without marks, with ASCII digits.
pub fn normalize(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for ch in word.chars().flat_map(char::to_lowercase) {
        if invisible(ch) {
            continue;
        }
        match ch {
            'ä' | 'á' | 'à' | 'â' | 'å' => out.push('a'),
            'ö' | 'ó' | 'ò' | 'ô' => out.push('o'),
            'ü' | 'ú' | 'ù' | 'û' => out.push('u'),
            'é' | 'è' | 'ê' | 'ë' => out.push('e'),
            'í' | 'ì' | 'î' | 'ï' => out.push('i'),
            'ç' => out.push('c'),
            'ñ' => out.push('n'),
            'ß' => out.push_str("ss"),
            // Alef with hamza or madda, and the wasla form.
            'أ' | 'إ' | 'آ' | 'ٱ' => out.push('ا'),
            // Persian yeh, alef maksura and yeh with hamza: Arabic yeh.
            'ی' | 'ى' | 'ئ' | 'ې' => out.push('ي'),
            // Persian keheh: Arabic kaf.
            'ک' => out.push('ك'),
            // Teh marbuta and the heh forms.
            'ة' | 'ۀ' | 'ە' | 'ہ' | 'ھ' => out.push('ه'),
            'ؤ' => out.push('و'),
            // Veh, the V of Arabic transliteration («ديڤيد»): feh, as the vocabularies write it.
            'ڤ' => out.push('ف'),
            ch => out.push(digit(ch).unwrap_or(ch)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_ezafe_and_spaced_plurals_are_read_as_the_bare_word() {
        assert_eq!(bare(&normalize("الحصان")), Some(normalize("حصان")));
        assert_eq!(bare(&normalize("البيدق")), Some(normalize("بيدق")));
        assert_eq!(bare(&normalize("پیاده‌ی")), Some(normalize("پیاده")));
        assert_eq!(bare(&normalize("ادعای")), Some(normalize("ادعا")));
        assert_eq!(bare(&normalize("مهره‌های")), Some(normalize("مهره‌ها")));
        assert_eq!(bare(&normalize("فیل")), None);
        assert_eq!(bare(&normalize("ال")), None);
        assert_eq!(fold_input("مهره ها"), "مهره\u{200C}ها");
        assert_eq!(fold_input("حرکت های سفید"), "حرکت\u{200C}های سفید");
        assert_eq!(fold_input("پیاده ی اوا"), "پیاده\u{200C}ی اوا");
        // The participle typed apart, and the non-joiner kept for the echo of a word.
        assert_eq!(fold_input("گرفته شده"), "گرفته\u{200C}شده");
        assert_eq!(fold_input("گرفته‌شدهx"), "گرفته\u{200C}شدهx");
        assert_eq!(normalize("گرفته شده"), normalize("گرفته شده"));
        assert_eq!(normalize(&fold_input("گرفته شده")), normalize("گرفته‌شده"));
        // Veh («ديڤيد») is read as feh.
        assert_eq!(normalize("ديڤيد"), normalize("ديفيد"));
        assert_eq!(fold_input("e4 e5"), "e4 e5");
    }

    #[test]
    fn arabic_and_persian_variants_are_one_word() {
        // Tatweel (as printed in the Arabic Laws), yeh and kaf of either keyboard, alef forms.
        assert_eq!(normalize("أنـا"), normalize("انا"));
        assert_eq!(normalize("آنا"), normalize("انا"));
        assert_eq!(normalize("كونيج"), normalize("کونیج"));
        assert_eq!(normalize("دامة"), normalize("دامه"));
        assert_eq!(normalize("می‌زند"), normalize("میزند"));
        assert_eq!(normalize("فِيلْكس"), normalize("فيلكس"));
        assert_eq!(normalize("٣"), "3");
        assert_eq!(normalize("۳"), "3");
        // Different words stay different.
        assert_ne!(normalize("فير"), normalize("فيل"));
    }

    #[test]
    fn input_keeps_letters_and_folds_digits_marks_and_punctuation() {
        assert_eq!(fold_input("e4"), "e4");
        assert!(matches!(fold_input("zeit 5:00"), Cow::Borrowed(_)));
        assert_eq!(fold_input("Nf۳"), "Nf3");
        assert_eq!(fold_input("g١f٣"), "g1f3");
        assert_eq!(fold_input("أنـا، زفاي؟"), "أنا, زفاي?");
        // A name keeps its letters: only marks and digits change.
        assert_eq!(fold_input("إيمان"), "إيمان");
    }
}
