//! ALSA's own error printing, silenced in this process. The ALSA library prints each error as an
//! `ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM …` line on standard error, which is
//! the blind player's terminal: lines the player did not ask for, read out by a screen reader in
//! the middle of the game. [`silence`] installs an error handler of ours instead
//! (`snd_lib_error_set_handler`), which counts the errors in [`ERRORS`] and keeps the latest, for
//! the voice back end to report as typed data (see [`super::tally`]).
//!
//! ALSA declares the handler variadic (`fmt, ...`), and stable Rust cannot define a variadic
//! function. Ours takes the five fixed arguments only: on every C calling convention Rust runs on
//! (x86-64 System V and Windows, AArch64 including Apple's, 32-bit x86 and ARM) the fixed
//! arguments of a variadic call are passed exactly as those of a plain call, and a callee that
//! does not read the rest is unaffected by them. What it cannot read are the values for the
//! message's `%s` blanks, so the message is kept with `…` in their place.

use std::ffi::{CStr, c_char, c_int};
use std::sync::Once;
use std::time::Instant;

use super::tally::Tally;
use crate::speech::health::{AlsaError, AudioProblem};

/// Every error the ALSA library reported in this process since [`silence`].
pub static ERRORS: Tally = Tally::new();

static INSTALL: Once = Once::new();

type Fixed = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

/// Installs the handler, once per process; nothing ALSA reports afterwards reaches the terminal.
pub fn silence() {
    INSTALL.call_once(|| {
        let fixed: Fixed = handler;
        // SAFETY: see the module documentation: ALSA calls the handler with the five fixed
        // arguments where a plain function expects them, and the handler reads no others.
        let variadic =
            unsafe { std::mem::transmute::<Fixed, alsa_sys::snd_lib_error_handler_t>(fixed) };
        // SAFETY: a plain call into ALSA with a valid handler, which lives as long as the
        // program. It can only fail for a null handler.
        let _ = unsafe { alsa_sys::snd_lib_error_set_handler(variadic) };
    });
}

/// Called by ALSA for each error, on whatever thread met it.
unsafe extern "C" fn handler(
    _file: *const c_char,
    _line: c_int,
    function: *const c_char,
    err: c_int,
    fmt: *const c_char,
) {
    // SAFETY: ALSA passes NUL-terminated strings (or null), valid during the call.
    let (function, fmt) = unsafe { (text(function), text(fmt)) };
    // A panic must not cross into C (it would abort the game): it is dropped with the error.
    let _ = std::panic::catch_unwind(move || {
        let error = AlsaError {
            function,
            message: without_blanks(&fmt),
            code: err,
        };
        ERRORS.record(AudioProblem::Alsa(error), Instant::now());
    });
}

/// # Safety
/// `p` is null or a NUL-terminated string valid for the call.
unsafe fn text(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: as the caller promises.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

/// A printf format with `…` for each conversion (`%s`, `%d`, `%02x`, `%lu`) and `%` for `%%`.
fn without_blanks(fmt: &str) -> String {
    let mut out = String::with_capacity(fmt.len());
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            out.push('%');
            continue;
        }
        // Flags, width, precision and length, then the conversion letter.
        while chars
            .peek()
            .is_some_and(|c| "-+ #0123456789.*hlLqjzt'".contains(*c))
        {
            chars.next();
        }
        chars.next();
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_become_ellipses() {
        assert_eq!(without_blanks("Unknown PCM %s"), "Unknown PCM …");
        assert_eq!(
            without_blanks("%s write failed, file data may be corrupt: %s"),
            "… write failed, file data may be corrupt: …"
        );
        assert_eq!(without_blanks("100%% at %-5lu Hz"), "100% at … Hz");
    }
}
