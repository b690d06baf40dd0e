//! The spoken review of a game: verdicts, accuracy, stepping through it.
