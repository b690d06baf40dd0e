//! The worker's one connection to speech-dispatcher, through `ssip-client-async` (a pure-Rust
//! SSIP client: no libspeechd, so no GLib loaded at every start of anna).
//!
//! The socket is non-blocking and waited on with `mio`, together with a [`mio::Waker`] that
//! [`Mailbox::send`] sets: the worker sleeps in one `epoll_wait` for whichever comes first, a
//! message from the owner, an event from the daemon (an utterance began or ended), the daemon
//! closing the connection, or the worker's own deadline. Nothing wakes while nothing happens, and
//! a daemon that goes away is seen at once, with no second connection to watch it.
//!
//! Replies to requests and the daemon's events share the socket: events read while waiting for
//! a reply are kept, in order, and handed out as [`Msg::Begin`] and [`Msg::End`].

use std::collections::VecDeque;
use std::io;
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SendError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use mio::net::UnixStream;
use mio::{Events, Poll, Token, Waker};
use ssip_client_async::fifo::asynchronous_mio::Builder;
use ssip_client_async::{
    ClientError, ClientName, ClientResult, ClientScope, EVENT_BEGIN, EventId, MessageId, MioClient,
    NotificationType, OK_MESSAGE_QUEUED, Response,
};

use super::mail::Msg;

const SOCKET: Token = Token(0);
const WAKE: Token = Token(1);
/// The token the crate registers its writing half with; never waited on.
const WRITE: Token = Token(2);

/// What a request to the daemon came to, short of its reply.
#[derive(Debug)]
pub enum Failure {
    /// No reply within the limit.
    Timeout,
    /// The daemon answered with an error.
    Refused,
    /// The connection closed or broke.
    Gone,
}

/// Where the worker's messages go: sending one wakes the worker's wait.
#[derive(Clone)]
pub struct Mailbox {
    tx: Sender<Msg>,
    waker: Arc<Waker>,
}

impl Mailbox {
    pub fn send(&self, msg: Msg) -> Result<(), SendError<Msg>> {
        self.tx.send(msg)?;
        // A waker that cannot be set leaves the message for the worker's next look.
        let _ = self.waker.wake();
        Ok(())
    }
}

pub struct Connection {
    client: MioClient<UnixStream>,
    poll: Poll,
    events: Events,
    /// The daemon's notifications read while waiting for a reply, not yet handed out.
    notices: VecDeque<Msg>,
}

/// The key of a message: its id as the daemon numbers it.
fn key_of(id: &EventId) -> String {
    id.message.clone()
}

fn io_failure(e: io::Error) -> Failure {
    if e.kind() == io::ErrorKind::TimedOut {
        Failure::Timeout
    } else {
        Failure::Gone
    }
}

impl Connection {
    /// Connects to the daemon's socket, names the client and asks for the begin and end events.
    pub fn open(
        socket: &Path,
        tx: Sender<Msg>,
        limit: Duration,
    ) -> Result<(Connection, Mailbox), Failure> {
        let mut client = Builder::new()
            .path(socket)
            .build()
            .map_err(|_| Failure::Gone)?;
        let poll = Poll::new().map_err(io_failure)?;
        client.register(&poll, SOCKET, WRITE).map_err(io_failure)?;
        let waker = Arc::new(Waker::new(poll.registry(), WAKE).map_err(io_failure)?);
        let mut conn = Connection {
            client,
            poll,
            events: Events::with_capacity(4),
            notices: VecDeque::new(),
        };
        conn.request(limit, |c| {
            c.set_client_name(ClientName::with_component("anna", "anna", "speech"))
                .map(|_| ())
        })?;
        conn.request(limit, |c| {
            c.set_notification(NotificationType::All, true).map(|_| ())
        })?;
        Ok((conn, Mailbox { tx, waker }))
    }

    /// Sends one request and waits for its reply (events read meanwhile are kept).
    pub fn request(
        &mut self,
        limit: Duration,
        send: impl FnOnce(&mut MioClient<UnixStream>) -> ClientResult<()>,
    ) -> Result<Response, Failure> {
        send(&mut self.client).map_err(|_| Failure::Gone)?;
        self.reply(Instant::now() + limit)
    }

    fn reply(&mut self, deadline: Instant) -> Result<Response, Failure> {
        loop {
            match self.client.receive() {
                Ok(response) => match notice(response) {
                    Ok(msg) => self.notices.push_back(msg),
                    Err(Some(reply)) => return Ok(reply),
                    Err(None) => {}
                },
                Err(e) => self.failed_read(e, deadline)?,
            }
        }
    }

    /// A read that gave nothing: waits for the socket if it would block, else the failure.
    fn failed_read(&mut self, e: ClientError, deadline: Instant) -> Result<(), Failure> {
        match e {
            ClientError::Io(e) if e.kind() == io::ErrorKind::WouldBlock => {
                self.wait_socket(deadline)
            }
            ClientError::NotReady => self.wait_socket(deadline),
            ClientError::Ssip(_) | ClientError::UnexpectedStatus(_) => Err(Failure::Refused),
            _ => Err(Failure::Gone),
        }
    }

    /// Waits until the socket may have something to read, or the deadline.
    fn wait_socket(&mut self, deadline: Instant) -> Result<(), Failure> {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Failure::Timeout);
        }
        match self.poll.poll(&mut self.events, Some(left)) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => Ok(()),
            Err(_) => Err(Failure::Gone),
        }
    }

    /// Speaks `text` and returns its message id. An event that arrives before the reply can
    /// only be the new message's begin, or the end of one sent before (the crate reads such an
    /// event as an unexpected status, without its lines): the begin is kept under the new key.
    pub fn speak(&mut self, text: &str, limit: Duration) -> Result<String, Failure> {
        let deadline = Instant::now() + limit;
        match self.request(limit, |c| c.speak().map(|_| ()))? {
            Response::ReceivingData => {}
            _ => return Err(Failure::Refused),
        }
        self.client
            .send_line(&one_line(text))
            .map_err(|_| Failure::Gone)?;
        let mut begun = false;
        let id: MessageId = loop {
            match self.client.receive_lines(OK_MESSAGE_QUEUED) {
                Ok(lines) => match lines.first().and_then(|l| l.trim().parse().ok()) {
                    Some(id) => break id,
                    None => return Err(Failure::Refused),
                },
                Err(ClientError::UnexpectedStatus(EVENT_BEGIN)) => begun = true,
                Err(ClientError::UnexpectedStatus(code)) if code >= 700 => {}
                Err(e) => self.failed_read(e, deadline)?,
            }
        };
        let key = id.to_string();
        if begun {
            self.notices.push_back(Msg::Begin(key.clone()));
        }
        Ok(key)
    }

    /// The next message for the worker: a notification from the daemon, one from the owner, or
    /// `Msg::Gone` when the daemon closed the connection; waits until `deadline` (`None`: for
    /// ever) for one.
    pub fn next(
        &mut self,
        rx: &Receiver<Msg>,
        deadline: Option<Instant>,
    ) -> Result<Msg, RecvTimeoutError> {
        loop {
            if let Some(msg) = self.notices.pop_front() {
                return Ok(msg);
            }
            match rx.try_recv() {
                Ok(msg) => return Ok(msg),
                Err(TryRecvError::Disconnected) => return Err(RecvTimeoutError::Disconnected),
                Err(TryRecvError::Empty) => {}
            }
            if let Err(gone) = self.read_notices() {
                return Ok(gone);
            }
            if !self.notices.is_empty() {
                continue;
            }
            let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            if left.is_some_and(|l| l.is_zero()) {
                return Err(RecvTimeoutError::Timeout);
            }
            match self.poll.poll(&mut self.events, left) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return Ok(Msg::Gone),
            }
        }
    }

    /// Reads what the daemon sent unasked; `Err(Msg::Gone)` if the connection closed.
    fn read_notices(&mut self) -> Result<(), Msg> {
        loop {
            match self.client.receive() {
                Ok(response) => {
                    if let Ok(msg) = notice(response) {
                        self.notices.push_back(msg);
                    }
                }
                Err(ClientError::Io(e)) if e.kind() == io::ErrorKind::WouldBlock => return Ok(()),
                Err(ClientError::NotReady) => return Ok(()),
                Err(_) => return Err(Msg::Gone),
            }
        }
    }
}

/// An event as the worker's message; otherwise the reply (`None`: one that answers nothing
/// asked, such as an index mark).
fn notice(response: Response) -> Result<Msg, Option<Response>> {
    match response {
        Response::EventBegin(id) => Ok(Msg::Begin(key_of(&id))),
        Response::EventEnd(id) | Response::EventCanceled(id) => Ok(Msg::End(key_of(&id))),
        Response::EventIndexMark(..) | Response::EventPaused(_) | Response::EventResumed(_) => {
            Err(None)
        }
        reply => Err(Some(reply)),
    }
}

/// The text as one line of SSIP data: line breaks as spaces, and a leading dot doubled (a line
/// of a single dot ends the data).
fn one_line(text: &str) -> String {
    let line: String = text
        .chars()
        .map(|c| if c == '\r' || c == '\n' { ' ' } else { c })
        .collect();
    if line.starts_with('.') {
        format!(".{line}")
    } else {
        line
    }
}

/// SSIP's scope for this connection's own settings.
pub const SELF: ClientScope = ClientScope::Current;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_goes_as_one_line_that_cannot_end_the_data() {
        assert_eq!(one_line("Springer\r\nf3"), "Springer  f3");
        // A line of a single dot would end the data early: SSIP doubles a leading dot.
        assert_eq!(one_line("."), "..");
        assert_eq!(one_line(".e4"), "..e4");
        assert_eq!(one_line("e4."), "e4.");
    }

    #[test]
    fn begin_end_and_cancel_events_are_the_workers_messages_by_message_id() {
        let id = || EventId::new("17", "4");
        assert!(matches!(notice(Response::EventBegin(id())), Ok(Msg::Begin(k)) if k == "17"));
        assert!(matches!(notice(Response::EventEnd(id())), Ok(Msg::End(k)) if k == "17"));
        assert!(matches!(notice(Response::EventCanceled(id())), Ok(Msg::End(k)) if k == "17"));
        assert!(matches!(notice(Response::EventPaused(id())), Err(None)));
        assert!(matches!(
            notice(Response::VolumeSet),
            Err(Some(Response::VolumeSet))
        ));
    }
}
