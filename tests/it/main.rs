//! Every integration test, in one crate: the real binary, devices and daemons, sharing the
//! helpers in [`common`] (one temporary-folder style, one pseudo-terminal driver, the ALSA and
//! speech-dispatcher set-ups). A new output or language needs one test file here.

#![warn(clippy::too_many_lines)]

mod arabic_persian;
mod arbiter_toolbox;
mod board_view;
mod braille;
mod brf;
mod cli;
mod cli_help;
mod clock_app;
mod clock_e2e;
mod clock_scenarios;
mod closing_code;
mod common;
mod conversation_words;
mod data_dirs;
mod dead_positions;
mod eboard;
mod engine;
mod engine_pace;
mod entries;
mod explore;
mod game_rules;
mod golden;
mod illegal_clock;
mod journal;
mod journal_faults;
mod journal_files;
mod journal_replay;
mod keystrokes;
mod language;
mod laws_articles;
mod laws_edges;
mod lichess_confirm;
mod lichess_login;
mod lichess_play;
mod lichess_seat;
mod lichess_takeback;
mod online;
mod outputs;
mod pack_file;
mod pgn_reader;
mod play_e2e;
mod pseudo_language;
mod raw_text;
mod repetition_history;
mod review;
mod roundtrip;
mod session;
mod session_clock;
mod shape;
mod speech_game;
mod speech_system;
mod sync;
mod sync_cli;
mod tournament;
mod tournament_e2e;
mod typeahead;
mod voice_alsa;
mod voice_pack;
