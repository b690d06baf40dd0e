//! Width, truncation and wrapping of text in terminal columns.

/// Display columns of a character: 0 for controls and combining marks, 2 for wide ones.
pub(super) fn char_width(c: char) -> usize {
    let u = c as u32;
    if c.is_control()
        || matches!(u, 0x300..=0x36F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x200B..=0x200F
            | 0x20D0..=0x20FF | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F)
    {
        0
    } else if matches!(u, 0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0xA4CF
        | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6 | 0x1F300..=0x1F64F | 0x1F900..=0x1F9FF | 0x20000..=0x3FFFD)
    {
        2
    } else {
        1
    }
}

/// Display columns of a text.
pub(super) fn text_width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// The text cut to `width` columns, ending in "…" when something was cut.
pub(super) fn truncate(s: &str, width: usize) -> String {
    if text_width(s) <= width {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = char_width(c);
        if used + w + 1 > width {
            break;
        }
        out.push(c);
        used += w;
    }
    if width > 0 {
        out.push('…');
    }
    out
}

/// The last `width` columns of a text, after "…" when something was cut.
pub(super) fn tail(s: &str, width: usize) -> String {
    if text_width(s) <= width {
        return s.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let mut kept = Vec::new();
    let mut used = 0;
    for c in s.chars().rev() {
        let w = char_width(c);
        if used + w + 1 > width {
            break;
        }
        kept.push(c);
        used += w;
    }
    std::iter::once('…').chain(kept.into_iter().rev()).collect()
}

/// One paragraph broken into lines of at most `width` columns, at spaces where it can.
pub(super) fn wrap(paragraph: &str, width: usize) -> Vec<String> {
    if width == 0 {
        return Vec::new();
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in paragraph.split_whitespace() {
        let mut word = word.to_string();
        if !line.is_empty() && text_width(&line) + 1 + text_width(&word) <= width {
            line.push(' ');
            line.push_str(&word);
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // A word wider than the screen is split where it has to be.
        while text_width(&word) > width {
            let mut head = String::new();
            let mut used = 0;
            let mut rest = word.chars().peekable();
            while let Some(&c) = rest.peek() {
                if used + char_width(c) > width && !head.is_empty() {
                    break;
                }
                used += char_width(c);
                head.push(c);
                rest.next();
            }
            lines.push(head);
            word = rest.collect();
        }
        line = word;
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The message as lines of `width` columns, each `\n` starting a new line.
pub(super) fn message_lines(message: &str, width: usize) -> Vec<String> {
    if message.trim().is_empty() {
        return Vec::new();
    }
    message
        .trim_end()
        .split('\n')
        .flat_map(|p| wrap(p, width))
        .collect()
}
