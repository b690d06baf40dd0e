//! The words the command line accepts for the settings' choices. The settings themselves live in
//! the layers below, which know nothing of clap; each choice here turns into its setting.

use clap::ValueEnum;

use crate::braille::BrailleMode;
use crate::config::{ClockSide, ViewKind};
use crate::lang::Digits;
use crate::session::{IllegalMoveRule, Supervision};
use crate::speech::SpeechChoice;

/// `--view`: [`ViewKind`].
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewArg {
    /// One line per event, for screen readers and braille displays.
    Line,
    /// A drawn board for the sighted opponent.
    Board,
}

impl From<ViewArg> for ViewKind {
    fn from(view: ViewArg) -> ViewKind {
        match view {
            ViewArg::Line => ViewKind::Line,
            ViewArg::Board => ViewKind::Board,
        }
    }
}

/// `--speech`: [`SpeechChoice`].
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpeechArg {
    /// The recorded voice if it starts, else the system voice, else text lines.
    Auto,
    /// A voice pack's recorded words.
    Voice,
    /// The system's speech (speech-dispatcher).
    System,
    /// Lines of text, for the player's own screen reader.
    Text,
    /// No speech.
    Off,
}

impl From<SpeechArg> for SpeechChoice {
    fn from(speech: SpeechArg) -> SpeechChoice {
        match speech {
            SpeechArg::Auto => SpeechChoice::Auto,
            SpeechArg::Voice => SpeechChoice::Voice,
            SpeechArg::System => SpeechChoice::System,
            SpeechArg::Text => SpeechChoice::Text,
            SpeechArg::Off => SpeechChoice::Off,
        }
    }
}

/// `--braille`: [`BrailleMode`].
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrailleArg {
    /// Use the display when BrlAPI answers; otherwise say so once and carry on without.
    Auto,
    /// Use the display; while BrlAPI does not answer, keep trying every few seconds.
    On,
    /// No braille display.
    Off,
}

impl From<BrailleArg> for BrailleMode {
    fn from(braille: BrailleArg) -> BrailleMode {
        match braille {
            BrailleArg::Auto => BrailleMode::Auto,
            BrailleArg::On => BrailleMode::On,
            BrailleArg::Off => BrailleMode::Off,
        }
    }
}

/// `--digits`: [`Digits`] (a script's own digits are chosen by the language, never typed).
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigitsArg {
    Latin,
    Native,
}

impl From<DigitsArg> for Digits {
    fn from(digits: DigitsArg) -> Digits {
        match digits {
            DigitsArg::Latin => Digits::Latin,
            DigitsArg::Native => Digits::Native,
        }
    }
}

/// `--supervision`: [`Supervision`].
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SupervisionArg {
    /// The Competition Rules in full (A.3, B.3).
    Full,
    /// A.4 and B.4: an illegal move is dealt with only before the opponent's next move.
    Partial,
}

impl From<SupervisionArg> for Supervision {
    fn from(supervision: SupervisionArg) -> Supervision {
        match supervision {
            SupervisionArg::Full => Supervision::Full,
            SupervisionArg::Partial => Supervision::Partial,
        }
    }
}

/// `--illegal-move-rule`: [`IllegalMoveRule`].
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalMoveRuleArg {
    /// 7.5.5: two minutes to the opponent (one in blitz); the second loses.
    Penalty,
    /// The first completed illegal move loses; a draw if the opponent cannot mate.
    Loss,
}

impl From<IllegalMoveRuleArg> for IllegalMoveRule {
    fn from(rule: IllegalMoveRuleArg) -> IllegalMoveRule {
        match rule {
            IllegalMoveRuleArg::Penalty => IllegalMoveRule::Penalty,
            IllegalMoveRuleArg::Loss => IllegalMoveRule::Loss,
        }
    }
}

/// `--eboard-clock-white`: [`ClockSide`].
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockSideArg {
    Left,
    Right,
}

impl From<ClockSideArg> for ClockSide {
    fn from(side: ClockSideArg) -> ClockSide {
        match side {
            ClockSideArg::Left => ClockSide::Left,
            ClockSideArg::Right => ClockSide::Right,
        }
    }
}
