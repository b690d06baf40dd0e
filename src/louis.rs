//! liblouis through a small FFI of its own: text to braille cells with a translation table.
//! A module of its own, below both users of liblouis: the braille display and the BRF score
//! sheet (record).
//!
//! The `louis` crate cannot be used (its bindgen clashes with the other bindgen users of the
//! crate), so the three functions needed are declared here. liblouis keeps its tables in global
//! state and is not thread-safe: every call goes through one lock. Nothing here panics, whatever
//! the text or the table name; a table that cannot be found or compiled is an `Err` carrying
//! liblouis's own complaint.

use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::sync::{Mutex, Once};

/// liblouis's `noUndefined` is not used: an unknown character should still show as something.
const DOTS_IO: c_int = 4;
const UC_BRL: c_int = 64;
const LOG_ERROR: c_int = 40_000;

/// Longest text translated at once; longer input is an error, not a crash.
const MAX_CHARS: usize = 1 << 20;

#[link(name = "louis")]
unsafe extern "C" {
    fn lou_version() -> *const c_char;
    fn lou_charSize() -> c_int;
    fn lou_translate(
        table_list: *const c_char,
        inbuf: *const c_void,
        inlen: *mut c_int,
        outbuf: *mut c_void,
        outlen: *mut c_int,
        typeform: *mut u16,
        spacing: *mut c_char,
        output_pos: *mut c_int,
        input_pos: *mut c_int,
        cursor_pos: *mut c_int,
        mode: c_int,
    ) -> c_int;
    fn lou_registerLogCallback(callback: Option<extern "C" fn(c_int, *const c_char)>);
    fn lou_setLogLevel(level: c_int);
}

static LOCK: Mutex<()> = Mutex::new(());
static LOG: Mutex<String> = Mutex::new(String::new());
static LOG_SETUP: Once = Once::new();

/// Keeps liblouis's complaints for the error message instead of printing them on the terminal.
extern "C" fn keep_log(_level: c_int, message: *const c_char) {
    if message.is_null() {
        return;
    }
    // SAFETY: liblouis passes a NUL-terminated message valid for the call.
    let text = unsafe { CStr::from_ptr(message) }.to_string_lossy();
    if let Ok(mut log) = LOG.lock()
        && log.len() < 2000
    {
        if !log.is_empty() {
            log.push_str("; ");
        }
        log.push_str(text.trim());
    }
}

fn take_log() -> String {
    match LOG.lock() {
        Ok(mut log) => std::mem::take(&mut *log),
        Err(_) => String::new(),
    }
}

/// The liblouis version, "3.24.0".
pub fn version() -> String {
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: lou_version returns a static NUL-terminated string.
    let ptr = unsafe { lou_version() };
    if ptr.is_null() {
        return String::new();
    }
    // SAFETY: checked non-null above; the string is static.
    unsafe { CStr::from_ptr(ptr) }
        .to_string_lossy()
        .into_owned()
}

/// What a translation gives: the output characters and, for each, the index of the input
/// character it comes from; for each input character, its first output cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Translation {
    pub output: Vec<char>,
    /// `input_pos[i]`: the input character (index in chars) that output `i` stands for.
    pub input_pos: Vec<usize>,
    /// `output_pos[j]`: the first output position of input character `j`.
    pub output_pos: Vec<usize>,
}

impl Translation {
    pub fn text(&self) -> String {
        self.output.iter().collect()
    }
}

/// The widechar type of this liblouis: 2 or 4 bytes (Debian builds 4; older builds 2).
fn char_size() -> usize {
    // SAFETY: a pure function without arguments.
    match unsafe { lou_charSize() } {
        2 => 2,
        _ => 4,
    }
}

fn encode(text: &[char], size: usize) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(text.len() * size);
    for &c in text {
        if size == 2 {
            // UCS-2 has no room beyond the Basic Multilingual Plane.
            let unit = u16::try_from(u32::from(c)).unwrap_or(u16::from(b'?'));
            bytes.extend_from_slice(&unit.to_ne_bytes());
        } else {
            bytes.extend_from_slice(&u32::from(c).to_ne_bytes());
        }
    }
    bytes
}

fn decode(bytes: &[u8], count: usize, size: usize) -> Vec<char> {
    bytes
        .chunks_exact(size)
        .take(count)
        .map(|chunk| {
            let value = if size == 2 {
                u32::from(u16::from_ne_bytes([chunk[0], chunk[1]]))
            } else {
                u32::from_ne_bytes([chunk[0], chunk[1], chunk[2], chunk[3]])
            };
            char::from_u32(value).unwrap_or('?')
        })
        .collect()
}

/// Why liblouis could not translate: technical, for the log; the player is told that the table
/// cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LouisError {
    TooLong(usize),
    BadTableName,
    /// liblouis refused, with what it logged.
    Failed {
        table: String,
        log: String,
    },
}

/// Translates `text` with the table list (e.g. `de-g0.utb`, or `en-us-brf.dis,de-g0.utb` for
/// Braille ASCII) in liblouis `mode`.
pub fn translate_mode(text: &str, table: &str, mode: c_int) -> Result<Translation, LouisError> {
    // Joiners and direction marks have no braille, and liblouis's tables leave them undefined
    // (it would write them as escapes): they are left out, and the maps still point into the
    // text as given.
    let kept: Vec<usize> = text
        .chars()
        .enumerate()
        .filter(|(_, c)| !no_braille(*c))
        .map(|(i, _)| i)
        .collect();
    let all = text.chars().count();
    if kept.len() == all {
        return translate_kept(text, table, mode);
    }
    let plain: String = text.chars().filter(|c| !no_braille(*c)).collect();
    let t = translate_kept(&plain, table, mode)?;
    let input_pos = t
        .input_pos
        .iter()
        .map(|&p| kept.get(p).copied().unwrap_or(0))
        .collect();
    // A left-out character shares the cell of the character after it.
    let mut output_pos = Vec::with_capacity(all);
    let mut next = 0;
    for i in 0..all {
        while next < kept.len() && kept[next] < i {
            next += 1;
        }
        output_pos.push(t.output_pos.get(next).copied().unwrap_or(t.output.len()));
    }
    Ok(Translation {
        output: t.output,
        input_pos,
        output_pos,
    })
}

/// Characters without braille: joiners, direction marks and the byte-order mark.
fn no_braille(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// Translates text that holds only characters with braille, under the one lock liblouis
/// needs (it is not thread-safe), its errors kept for the message.
fn translate_kept(text: &str, table: &str, mode: c_int) -> Result<Translation, LouisError> {
    let input: Vec<char> = text.chars().collect();
    if input.len() > MAX_CHARS {
        return Err(LouisError::TooLong(input.len()));
    }
    if input.is_empty() {
        return Ok(Translation::default());
    }
    let table_c = CString::new(table).map_err(|_| LouisError::BadTableName)?;
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    LOG_SETUP.call_once(|| {
        // SAFETY: the callback is a plain function that neither unwinds nor keeps the pointer.
        unsafe {
            lou_registerLogCallback(Some(keep_log));
            lou_setLogLevel(LOG_ERROR);
        }
    });
    take_log();
    let size = char_size();
    let inbuf = encode(&input, size);
    // Uncontracted braille seldom needs more than two cells a character; grow when it does.
    let mut capacity = input.len() * 2 + 16;
    loop {
        let Some(pass) = Pass::run(&table_c, (&inbuf, input.len(), size), capacity, mode)? else {
            return Err(LouisError::Failed {
                table: table.to_string(),
                log: take_log(),
            });
        };
        if pass.consumed < input.len() && capacity < input.len() * 16 + 64 {
            capacity *= 2;
            continue;
        }
        return Ok(pass.translation(size, input.len()));
    }
}

/// One call of `lou_translate` into buffers of `capacity` cells: what it wrote, and how much
/// of the text it took (less than all when the cells ran out).
struct Pass {
    outbuf: Vec<u8>,
    input_pos: Vec<c_int>,
    output_pos: Vec<c_int>,
    consumed: usize,
    produced: usize,
}

impl Pass {
    /// `inbuf` holds `chars` characters of `size` bytes. `None` where liblouis fails (its log
    /// says why).
    fn run(
        table: &CString,
        (inbuf, chars, size): (&[u8], usize, usize),
        capacity: usize,
        mode: c_int,
    ) -> Result<Option<Pass>, LouisError> {
        let mut outbuf = vec![0u8; capacity * size];
        let mut input_pos = vec![0 as c_int; capacity];
        let mut output_pos = vec![0 as c_int; chars];
        let mut inlen = c_int::try_from(chars).map_err(|_| LouisError::TooLong(chars))?;
        let mut outlen = c_int::try_from(capacity).map_err(|_| LouisError::TooLong(chars))?;
        // SAFETY: inbuf holds `inlen` widechars; outbuf and input_pos hold `outlen` entries,
        // output_pos holds `inlen`; the table name is NUL-terminated; liblouis writes only
        // within these lengths and updates them.
        let ok = unsafe {
            lou_translate(
                table.as_ptr(),
                inbuf.as_ptr().cast(),
                &mut inlen,
                outbuf.as_mut_ptr().cast(),
                &mut outlen,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                output_pos.as_mut_ptr(),
                input_pos.as_mut_ptr(),
                std::ptr::null_mut(),
                mode,
            )
        };
        Ok((ok != 0).then(|| Pass {
            outbuf,
            input_pos,
            output_pos,
            consumed: usize::try_from(inlen).unwrap_or(0),
            produced: usize::try_from(outlen).unwrap_or(0).min(capacity),
        }))
    }

    /// The braille and the maps both ways, each position kept within the text and the cells.
    fn translation(self, size: usize, chars: usize) -> Translation {
        let produced = self.produced;
        let last_in = chars.saturating_sub(1);
        Translation {
            output: decode(&self.outbuf, produced, size),
            input_pos: self.input_pos[..produced]
                .iter()
                .map(|&p| usize::try_from(p).unwrap_or(0).min(last_in))
                .collect(),
            output_pos: self
                .output_pos
                .iter()
                .map(|&p| usize::try_from(p).unwrap_or(0).min(produced))
                .collect(),
        }
    }
}

/// Braille cells as ISO 11548-1 dot bits (bit 0 = dot 1 … bit 7 = dot 8), with the map back to
/// the text.
pub fn to_cells(text: &str, table: &str) -> Result<(Vec<u8>, Translation), LouisError> {
    let t = translate_mode(text, table, DOTS_IO | UC_BRL)?;
    let cells = t
        .output
        .iter()
        .map(|&c| {
            let v = u32::from(c);
            if (0x2800..=0x28FF).contains(&v) {
                (v - 0x2800) as u8
            } else if v & 0x8000 != 0 {
                // liblouis's own dot format, should it ignore ucBrl.
                (v & 0xFF) as u8
            } else {
                0
            }
        })
        .collect();
    Ok((cells, t))
}

/// The text as Unicode braille patterns (U+2800 …).
pub fn translate(text: &str, table: &str) -> Result<String, LouisError> {
    let (cells, _) = to_cells(text, table)?;
    Ok(cells
        .iter()
        .map(|&d| char::from_u32(0x2800 + u32::from(d)).unwrap_or(' '))
        .collect())
}

/// The text in the Braille ASCII of a display table that comes first in `table`
/// (`en-us-brf.dis,de-g0.utb`). Anything outside the 64 characters of Braille ASCII that
/// liblouis lets through is mapped into them (lower case to upper case, the rest to a space).
pub fn to_ascii(text: &str, table: &str) -> Result<String, LouisError> {
    let t = translate_mode(text, table, 0)?;
    Ok(t.output.iter().map(|&c| brf_char(c)).collect())
}

/// One character folded into Braille ASCII (0x20–0x5F).
pub fn brf_char(c: char) -> char {
    match u32::from(c) {
        0x20..=0x5F => c,
        v @ 0x60..=0x7E => char::from_u32(v - 0x20).unwrap_or(' '),
        _ => ' ',
    }
}

/// The liblouis translation table for a vocabulary: uncontracted German for `de`, Arabic and
/// Persian grade 1 for `ar` and `fa` (their computer-braille tables `ar-ar-comp8.utb` and
/// `fa-ir-comp8.ctb` are a `--braille-table` away), uncontracted English (UEB grade 1) for `en`
/// and anything else written in Latin letters.
pub fn table_for(vocab_code: &str) -> &'static str {
    let lang = vocab_code
        .split(['-', '_', '.'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    match lang.as_str() {
        "de" => "de-g0.utb",
        "ar" => "ar-ar-g1.utb",
        "fa" => "fa-ir-g1.utb",
        _ => "en-ueb-g1.ctb",
    }
}

/// Checks that a table list loads, by translating one letter.
pub fn check_table(table: &str) -> Result<(), LouisError> {
    translate_mode("a", table, DOTS_IO | UC_BRL).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A zero-width non-joiner is left out of the braille, and the maps still point into the
    /// text as given: routing a key over "زند" finds its letters after the joiner.
    #[test]
    fn joiners_are_left_out_and_the_maps_keep_their_places() {
        let with = translate_mode("می\u{200C}زند", "fa-ir-g1.utb", DOTS_IO | UC_BRL).unwrap();
        let without = translate_mode("میزند", "fa-ir-g1.utb", DOTS_IO | UC_BRL).unwrap();
        assert_eq!(with.output, without.output);
        assert_eq!(with.output_pos.len(), 6);
        // The joiner shares the cell of the letter after it.
        assert_eq!(with.output_pos[2], with.output_pos[3]);
        let last = *with.input_pos.last().unwrap();
        assert_eq!(
            last, 5,
            "the last cell is the last letter, after the joiner"
        );
    }
}
