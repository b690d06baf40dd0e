//! BrlAPI's client library, loaded with `dlopen` when braille is used rather than linked at
//! start: libbrlapi brings libsystemd and with it libgcrypt, liblzma, libzstd, liblz4,
//! libgpg-error and libcap, which a game in text mode (or with no BRLTTY to talk to) would load,
//! relocate and keep in memory for nothing.
//!
//! Only the handful of functions anna uses are bound, by hand from brlapi.h (BrlAPI 0.8, the
//! library's soname `libbrlapi.so.0.8`): connecting with a handle of the library's own size,
//! the display's size, tty mode on the root of the tty tree, reading keys, writing a region
//! with dots, and an exception handler that does not abort.

use std::ffi::{CString, c_char, c_int, c_uint, c_void};
use std::sync::{Arc, Mutex};

use libloading::Library;

/// The library's names: the soname of the ABI these bindings follow, then the development
/// link (the same library, where only it is installed).
const NAMES: [&str; 2] = ["libbrlapi.so.0.8", "libbrlapi.so"];

/// `brlapi_handle_t`, opaque; its size comes from `brlapi_getHandleSize`.
type Handle = c_void;

/// `brlapi_connectionSettings_t`.
#[repr(C)]
struct Settings {
    auth: *const c_char,
    host: *const c_char,
}

/// `brlapi_writeArguments_t`.
#[repr(C)]
pub struct WriteArguments {
    pub display_number: c_int,
    pub region_begin: c_uint,
    pub region_size: c_int,
    pub text: *const c_char,
    pub text_size: c_int,
    pub and_mask: *const u8,
    pub or_mask: *const u8,
    pub cursor: c_int,
    pub charset: *const c_char,
}

/// `brlapi__exceptionHandler_t`.
type ExceptionHandler = unsafe extern "C" fn(*mut Handle, c_int, u32, *const c_void, usize);

/// The bound functions; valid while `_library` is loaded, which is as long as this lives.
pub struct Api {
    get_handle_size: unsafe extern "C" fn() -> usize,
    open_connection: unsafe extern "C" fn(*mut Handle, *const Settings, *mut Settings) -> c_int,
    close_connection: unsafe extern "C" fn(*mut Handle),
    get_display_size: unsafe extern "C" fn(*mut Handle, *mut c_uint, *mut c_uint) -> c_int,
    enter_tty_mode_with_path:
        unsafe extern "C" fn(*mut Handle, *const c_int, c_int, *const c_char) -> c_int,
    leave_tty_mode: unsafe extern "C" fn(*mut Handle) -> c_int,
    read_key: unsafe extern "C" fn(*mut Handle, c_int, *mut u64) -> c_int,
    write: unsafe extern "C" fn(*mut Handle, *const WriteArguments) -> c_int,
    set_exception_handler:
        unsafe extern "C" fn(*mut Handle, Option<ExceptionHandler>) -> Option<ExceptionHandler>,
    error_location: unsafe extern "C" fn() -> *mut c_void,
    strerror_r: unsafe extern "C" fn(*const c_void, *mut c_char, usize) -> usize,
    _library: Library,
}

/// Copies the function `name` (nul-terminated) out of `library`.
///
/// # Safety
/// `T` must be the function's type as brlapi.h declares it.
unsafe fn bind<T: Copy>(library: &Library, name: &[u8]) -> Result<T, String> {
    // SAFETY: the caller gives the declared type; the pointer is used only while the library
    // is loaded (it is kept in the same `Api`).
    unsafe { library.get::<T>(name) }
        .map(|symbol| *symbol)
        .map_err(|e| e.to_string())
}

/// libbrlapi once loaded, kept until the program ends: the library gives each thread that
/// calls it an error record freed by a thread-exit destructor of its own, which must still be
/// there when the display's thread ends.
static LOADED: Mutex<Option<Arc<Api>>> = Mutex::new(None);

impl Api {
    /// libbrlapi, loaded at the first call that finds it; the error says why it could not be
    /// (not installed, or too old), and the next call tries again.
    pub fn load() -> Result<Arc<Api>, String> {
        let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(api) = loaded.as_ref() {
            return Ok(api.clone());
        }
        let mut why = String::new();
        for name in NAMES {
            // SAFETY: libbrlapi's initialisers only set up its own state.
            match unsafe { Library::new(name) } {
                Ok(library) => {
                    let api = Arc::new(Api::bind_all(library)?);
                    *loaded = Some(api.clone());
                    return Ok(api);
                }
                Err(e) => why = e.to_string(),
            }
        }
        Err(why)
    }

    fn bind_all(library: Library) -> Result<Api, String> {
        // SAFETY: each type below is the function's declaration in brlapi.h (0.8).
        unsafe {
            Ok(Api {
                get_handle_size: bind(&library, b"brlapi_getHandleSize\0")?,
                open_connection: bind(&library, b"brlapi__openConnection\0")?,
                close_connection: bind(&library, b"brlapi__closeConnection\0")?,
                get_display_size: bind(&library, b"brlapi__getDisplaySize\0")?,
                enter_tty_mode_with_path: bind(&library, b"brlapi__enterTtyModeWithPath\0")?,
                leave_tty_mode: bind(&library, b"brlapi__leaveTtyMode\0")?,
                read_key: bind(&library, b"brlapi__readKey\0")?,
                write: bind(&library, b"brlapi__write\0")?,
                set_exception_handler: bind(&library, b"brlapi__setExceptionHandler\0")?,
                error_location: bind(&library, b"brlapi_error_location\0")?,
                strerror_r: bind(&library, b"brlapi_strerror_r\0")?,
                _library: library,
            })
        }
    }

    /// The calling thread's latest BrlAPI error in words ("connection refused").
    fn last_error(&self) -> String {
        let mut buf = [0 as c_char; 256];
        // SAFETY: the error location is the library's per-thread error; the buffer is live
        // and its length given, and strerror_r ends what it writes with a nul.
        let text = unsafe {
            (self.strerror_r)((self.error_location)(), buf.as_mut_ptr(), buf.len());
            std::ffi::CStr::from_ptr(buf.as_ptr())
        };
        text.to_string_lossy().into_owned()
    }
}

/// BrlAPI's default exception handler aborts the program; this one lets the call fail, and
/// the connection is then made afresh.
unsafe extern "C" fn ignore_exception(
    _handle: *mut Handle,
    _error: c_int,
    _kind: u32,
    _packet: *const c_void,
    _size: usize,
) {
}

/// An open connection to BRLTTY; closed (tty mode left first) when dropped.
pub struct Connection {
    api: Arc<Api>,
    /// The handle's memory, aligned for anything the library keeps in it: taken from a box
    /// (of `words` elements) when opened, given back when dropped; the library writes in it
    /// during every call.
    handle: *mut u128,
    words: usize,
    fd: c_int,
    in_tty: bool,
}

impl Connection {
    /// Connects to the BrlAPI server at `host` with `auth` (none: BrlAPI's own defaults and
    /// its `BRLAPI_HOST` and `BRLAPI_AUTH`), its exceptions turned into failed calls.
    pub fn open(api: Arc<Api>, host: Option<&str>, auth: Option<&str>) -> Result<Self, String> {
        let text = |s: Option<&str>| s.map(CString::new).transpose().map_err(|e| e.to_string());
        let (host, auth) = (text(host)?, text(auth)?);
        let settings = Settings {
            auth: auth.as_ref().map_or(std::ptr::null(), |s| s.as_ptr()),
            host: host.as_ref().map_or(std::ptr::null(), |s| s.as_ptr()),
        };
        // SAFETY: a plain query of the library.
        let size = unsafe { (api.get_handle_size)() };
        let words = size.div_ceil(16).max(1);
        let handle = Box::into_raw(vec![0u128; words].into_boxed_slice()).cast::<u128>();
        let mut connection = Connection {
            api,
            handle,
            words,
            fd: -1,
            in_tty: false,
        };
        let api = &connection.api;
        // SAFETY: the handle has the library's size and lives, unmoved, as long as the
        // connection; the settings' strings live through the call.
        let fd =
            unsafe { (api.open_connection)(connection.raw(), &settings, std::ptr::null_mut()) };
        if fd < 0 {
            return Err(api.last_error());
        }
        // SAFETY: an open handle and a plain function.
        unsafe { (api.set_exception_handler)(connection.raw(), Some(ignore_exception)) };
        connection.fd = fd;
        Ok(connection)
    }

    fn raw(&self) -> *mut Handle {
        self.handle.cast()
    }

    /// The connection's socket, to wait on for keys.
    pub fn file_descriptor(&self) -> c_int {
        self.fd
    }

    /// The display's width and height in cells; 0 while BRLTTY has no display.
    pub fn display_size(&self) -> Result<(u32, u32), String> {
        let (mut x, mut y) = (0, 0);
        // SAFETY: an open handle and two live outputs.
        let rc = unsafe { (self.api.get_display_size)(self.raw(), &mut x, &mut y) };
        if rc < 0 {
            return Err(self.api.last_error());
        }
        Ok((x, y))
    }

    /// Takes the display: tty mode on the root of the tty tree (no console needed), the keys
    /// as BRLTTY's commands.
    pub fn enter_tty_mode(&mut self) -> Result<(), String> {
        // SAFETY: an open handle; no ttys (a null list of none) and no driver.
        let rc = unsafe {
            (self.api.enter_tty_mode_with_path)(self.raw(), std::ptr::null(), 0, std::ptr::null())
        };
        if rc < 0 {
            return Err(self.api.last_error());
        }
        self.in_tty = true;
        Ok(())
    }

    /// The next key if one is waiting, without waiting for one.
    pub fn read_key(&self) -> Result<Option<u64>, String> {
        let mut code = 0u64;
        // SAFETY: an open handle in tty mode and a live output.
        match unsafe { (self.api.read_key)(self.raw(), 0, &mut code) } {
            rc if rc < 0 => Err(self.api.last_error()),
            0 => Ok(None),
            _ => Ok(Some(code)),
        }
    }

    /// Writes a region of the display.
    ///
    /// # Safety
    /// The text and masks of `arguments` must hold what its sizes say and live through the
    /// call.
    pub unsafe fn write(&self, arguments: &WriteArguments) -> Result<(), String> {
        // SAFETY: an open handle in tty mode; the arguments as the caller promises.
        let rc = unsafe { (self.api.write)(self.raw(), arguments) };
        if rc < 0 {
            return Err(self.api.last_error());
        }
        Ok(())
    }
}

impl Drop for Connection {
    /// Leaves the display to BRLTTY, closes the connection and frees the handle.
    fn drop(&mut self) {
        // SAFETY: the handle is closed once, here, if it was opened; its memory is the box it
        // was taken from, given back once.
        unsafe {
            if self.in_tty {
                (self.api.leave_tty_mode)(self.raw());
            }
            if self.fd >= 0 {
                (self.api.close_connection)(self.raw());
            }
            drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                self.handle,
                self.words,
            )));
        }
    }
}
