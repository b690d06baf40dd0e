//! What the speaking side hands the worker that owns the connection, and what the connection
//! hands back: in a file of its own so that the link (which sends) and the connection (which
//! reads the daemon's answers into the same mail) both import it and neither the other.

use crate::speech::Channel;

/// An utterance said and not yet spoken to its end.
#[derive(Clone, Debug)]
pub struct Item {
    pub seq: u64,
    pub text: String,
    pub channel: Channel,
    pub lang: String,
}

/// One piece of mail to the worker: an utterance, a stop, an event of the daemon, the end.
pub enum Msg {
    Say(Item),
    Silence,
    Begin(String),
    End(String),
    /// The daemon closed the connection.
    Gone,
    Shutdown,
}
