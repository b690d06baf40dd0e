//! The journal holds only what the game accepted: any sequence of typed lines (moves, claims
//! with and without written moves, offers, take-backs, the arbiter's commands, nonsense, the
//! tournament's Enter), replayed from the records, gives the same moves, result, claims, offers
//! and clocks as the session that lived through it.

use crate::common::session::Table;

use anna::clock::Moment;
use anna::session::{Session, Setup, Side};
use proptest::prelude::*;
use shakmaty::{Color, Position, san::SanPlus};

/// One typed line: what kind, a number to pick with, and the milliseconds before it.
type Typed = (u8, u16, u32);

/// The line for `(kind, pick)` in the session as it stands.
fn line(session: &Session, kind: u8, pick: u16) -> String {
    let pos = session.game().position();
    let legal = pos.legal_moves();
    let san = |i: u16| {
        legal
            .get(usize::from(i) % legal.len().max(1))
            .map(|m| SanPlus::from_move(pos.clone(), *m).to_string())
            .unwrap_or_default()
    };
    let plies = session.game().plies();
    match kind % 26 {
        0..=7 => san(pick),
        8 => "remis".into(),
        9 => "annehmen".into(),
        10 => "ablehnen".into(),
        11 => ["ja", "nein", "abbrechen"][usize::from(pick % 3)].into(),
        12 => "reklamieren wiederholung".into(),
        13 => format!("reklamieren wiederholung {}", san(pick)),
        14 => format!("reklamieren fünfzig {}", san(pick)),
        // A written move that is not legal here.
        15 => "reklamieren wiederholung Dd5".into(),
        16 => "zurück".into(),
        17 => "aufgeben".into(),
        18 => format!(
            "schiedsrichter {} {} 0:{:02}",
            ["plus", "minus"][usize::from(pick % 2)],
            ["weiß", "schwarz"][usize::from(pick / 2 % 2)],
            pick % 60
        ),
        19 => ["schiedsrichter anhalten", "schiedsrichter weiter"][usize::from(pick % 2)].into(),
        20 => format!(
            "schiedsrichter regelwidrig {}",
            ["weiß", "schwarz"][usize::from(pick % 2)]
        ),
        21 => format!("schiedsrichter zurück {}", usize::from(pick) % (plies + 2)),
        22 => format!("berührt {}", ["weiß", "schwarz"][usize::from(pick % 2)]),
        24 => "+".into(),
        23 => format!(
            "schiedsrichter ergebnis {} {}",
            ["1-0", "0-1", "remis", "0-0", "2-0"][usize::from(pick % 5)],
            ["strafe", "regelwidrig", "tot", "wertung", "kampflos"][usize::from(pick / 5 % 5)]
        ),
        // A move that is mostly impossible (after `+`, the clocks stop) and the two answers.
        _ => ["", "xyz", "Sf9", "hilfe", "Dd5", "fehler", "regelwidrig"][usize::from(pick % 7)]
            .into(),
    }
}

/// What must be the same live and replayed.
fn state(session: &Session, now: Moment) -> String {
    let game = session.game();
    let moves: Vec<String> = game.moves().iter().map(|m| m.san.to_string()).collect();
    let clock = session.clock().map(|c| {
        (
            c.state(),
            c.remaining(Color::White, now),
            c.remaining(Color::Black, now),
            c.moves(),
        )
    });
    format!(
        "moves {moves:?}\noutcome {:?}\nclaims {:?}\noffers {:?}\nturn {:?}\nclock {clock:?}\n\
         entered {:?}",
        game.outcome(),
        game.claims(),
        game.draw_offers(),
        game.turn(),
        session.entered(),
    )
}

fn check(setup: Setup, typed: &[Typed]) -> Result<(), TestCaseError> {
    let mut table = Table::new(setup);
    let mut ms = 0u64;
    let mut transcript = Vec::new();
    for &(kind, pick, delay) in typed {
        ms += u64::from(delay);
        table.flag_at(ms);
        let text = line(&table, kind, pick);
        let said = table.type_at(ms, &text);
        transcript.push(format!("{text:?} -> {said:?}"));
    }
    let now = Moment::from_millis(crate::common::session::START + ms);
    let (replayed, stopped) = Session::replay_intact(&table.records())
        .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    prop_assert_eq!(
        stopped,
        None,
        "a record refused on replay\n{}",
        transcript.join("\n")
    );
    prop_assert_eq!(
        state(&replayed, now),
        state(&table, now),
        "replayed ≠ live\n{}",
        transcript.join("\n")
    );
    Ok(())
}

fn typed_lines() -> impl Strategy<Value = Vec<Typed>> {
    proptest::collection::vec((any::<u8>(), any::<u16>(), 0u32..90_000), 1..60)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: crate::common::proptest_cases(48),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn a_casual_game_replays_as_it_was_played(typed in typed_lines()) {
        let setup = Setup {
            time_control: anna::clock::TimeControl::from_pgn("300+3").ok(),
            ..Setup::default()
        };
        check(setup, &typed)?;
    }

    #[test]
    fn a_tournament_game_replays_as_it_was_played(typed in typed_lines()) {
        let setup = Setup {
            rules: anna::session::Rules {
                tournament: true,
                ..anna::session::Rules::default()
            },
            seating: anna::session::Seating {
                blind: Some(Side::White),
                ..anna::session::Seating::default()
            },
            time_control: anna::clock::TimeControl::from_pgn("600+5").ok(),
            ..Setup::default()
        };
        check(setup, &typed)?;
    }
}

/// The case: after an incorrect claim written with Nc3, a second claim written with
/// another move is refused, and nothing of it reaches the journal.
#[test]
fn a_second_written_claim_is_refused_and_not_recorded() {
    let mut table = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        ..Setup::default()
    });
    table.play("Sf3 Sf6");
    table.type_at(1000, "reklamieren wiederholung Sc3");
    let records = table.records().len();
    let said = table.type_at(2000, "reklamieren wiederholung Sg1");
    assert_eq!(
        said,
        ["Der aufgeschriebene Zug Springer Cesar drei muss gespielt werden (Artikel 9.5.3)."]
    );
    assert_eq!(table.records().len(), records, "nothing written: {said:?}");
    let (replayed, stopped) = Session::replay_intact(&table.records()).expect("replays");
    assert_eq!(stopped, None);
    assert_eq!(replayed.game().claims(), table.game().claims());
}
