//! Typed lines through the session: commands, confirmations, claims and the tournament switch,
//! without a terminal.

use crate::common;

use anna::clock::Moment;
use anna::game::Termination;
use anna::session::{Record, Setup, Side};
use common::session::Table;

/// A game without a clock, every line typed at `Moment::ZERO`.
fn session(setup: Setup) -> Table {
    Table::unstarted(setup)
}

#[test]
fn a_bad_move_changes_nothing_and_says_why() {
    let mut s = session(Setup::default());
    let step = s.input("Springer David zwei", Moment::ZERO);
    assert!(step.records().is_empty());
    assert_eq!(
        s.text(&step.answers()[0]),
        "Springer nach David zwei ist nicht möglich. Weiß am Zug. Auf David zwei steht ein \
         weißer Bauer."
    );
    assert_eq!(s.game().plies(), 0);
}

#[test]
fn commands_are_understood_in_german_and_english_whatever_the_vocabulary() {
    let mut s = session(Setup::default());
    s.play("e4");
    s.exchanges(
        0,
        &[
            ("feld e4", "Auf Eva vier steht ein weißer Bauer."),
            ("square Eva vier", "Auf Eva vier steht ein weißer Bauer."),
            ("f e5", "Eva fünf ist leer."),
            ("wer", "Schwarz am Zug."),
            ("TURN", "Schwarz am Zug."),
            (
                "feld z9",
                "„z9“ verstehe ich hier nicht. feld, kurz f, und ein Feld: was dort steht. \
                 Zum Beispiel feld Eva vier.",
            ),
        ],
    );
}

#[test]
fn resignation_needs_a_yes() {
    let mut s = session(Setup::default());
    s.play("e4");
    s.exchanges(
        0,
        &[
            ("aufgeben", "Schwarz, wirklich aufgeben? ja oder nein."),
            // A move is no answer: the question again, and the move is not made.
            ("e5", "Schwarz, wirklich aufgeben? ja oder nein."),
            ("zeit", "Diese Partie wird ohne Uhr gespielt."),
            ("nein", "Abgebrochen."),
        ],
    );
    assert!(!s.game().is_over());
    s.type_line("resign");
    let shown = s.type_line("yes");
    assert_eq!(shown, ["Partie beendet: Weiß gewinnt, Aufgabe."]);
    assert_eq!(
        s.game().outcome().map(|o| o.termination),
        Some(Termination::Resignation)
    );
}

#[test]
fn take_back_needs_the_opponents_yes_and_is_refused_in_tournaments() {
    let mut s = session(Setup::default());
    s.play("e4 e5");
    assert_eq!(
        s.type_line("zurueck"),
        ["Weiß, einverstanden, den Zug Bauer Eva fünf zurückzunehmen? ja oder nein."]
    );
    assert_eq!(s.type_line("nein"), ["Weiß lehnt die Rücknahme ab."]);
    assert_eq!(s.game().plies(), 2);
    s.type_line("zurueck");
    assert_eq!(s.type_line("ja"), ["Zurückgenommen: Bauer Eva fünf."]);
    assert_eq!(s.game().plies(), 1);

    let mut t = session(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        ..Setup::default()
    });
    t.play("e4");
    t.exchanges(
        0,
        &[
            (
                "zurueck",
                "In einer Turnierpartie gibt es keine Rücknahme; \
                 nur der Schiedsrichter korrigiert.",
            ),
            (
                "zuege g8",
                "In einer Turnierpartie nicht erlaubt (Artikel 11.3).",
            ),
            (
                "angriffe e4",
                "In einer Turnierpartie nicht erlaubt (Artikel 11.3).",
            ),
        ],
    );
}

#[test]
fn draw_offer_is_by_the_player_who_just_moved() {
    let mut s = session(Setup::default());
    s.play("e4");
    // Both players type here: anna asks who offers, and a side's word answers.
    assert_eq!(
        s.type_line("remis"),
        ["Wer bietet Remis an? weiß oder schwarz."]
    );
    assert_eq!(
        s.type_line("weiß"),
        ["Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen."]
    );
    assert_eq!(
        s.type_line("annehmen"),
        ["Remis durch Einigung erst, wenn beide Spieler gezogen haben (Artikel 5.2.3)."]
    );
    s.play("e5");
    assert_eq!(s.game().draw_offer(), None, "moving declines the offer");
    assert_eq!(
        s.type_line("draw black"),
        ["Schwarz bietet Remis an. Weiß, nimmst du an? annehmen oder ablehnen."]
    );
    assert_eq!(s.type_line("accept"), ["Partie beendet: Remis, Einigung."]);
}

#[test]
fn claim_with_a_written_move_that_is_wrong_binds_the_move() {
    let mut s = session(Setup::default());
    s.play("e4 e5");
    assert_eq!(
        s.type_line("reklamieren wiederholung Springer Felix drei"),
        [
            "Reklamation nicht berechtigt.",
            "Der aufgeschriebene Zug Springer Felix drei muss gespielt werden (Artikel 9.5.3).",
            "Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen."
        ]
    );
    s.exchanges(
        0,
        &[(
            "d4",
            "Der aufgeschriebene Zug Springer Felix drei muss gespielt werden (Artikel 9.5.3).",
        )],
    );
    // The claim's offer (9.1.2.3) is put to Black once the written move is made.
    assert_eq!(
        s.type_line("Sf3"),
        [
            "2 Springer Felix drei (Nf3)",
            "Weiß hat Remis angeboten. Schwarz, nimmst du an? annehmen oder ablehnen."
        ]
    );
    s.exchanges(
        0,
        &[(
            "reklamieren",
            "Was wird reklamiert? reklamieren wiederholung oder reklamieren fünfzig, \
                 mit oder ohne Zug, oder reklamieren tot.",
        )],
    );
}

#[test]
fn claim_on_the_board_ends_the_game() {
    let mut s = session(Setup::default());
    s.play("Sf3 Sf6 Sg1 Sg8 Sf3 Sf6 Sg1 Sg8");
    assert_eq!(
        s.type_line("claim threefold"),
        ["Partie beendet: Remis, dreimalige Stellungswiederholung."]
    );
    assert_eq!(
        s.type_line("e4"),
        ["Die Partie ist beendet; liste liest ihre Züge."]
    );
}

#[test]
fn records_replay_to_the_same_game() {
    let mut s = session(Setup::default());
    let mut records = Vec::new();
    for line in [
        "e4",
        "e5",
        "remis schwarz",
        "ablehnen",
        "Sf3",
        "zurueck",
        "ja",
        "Lc4",
    ] {
        let step = s.input(line, Moment::ZERO);
        for r in step.records() {
            s.apply(r, Moment::ZERO).expect("applies");
        }
        records.extend(step.records().iter().cloned());
    }
    assert_eq!(
        records.last(),
        Some(&Record::Move {
            uci: "f1c4".parse().expect("uci")
        }),
        "{records:?}"
    );
    assert!(records.contains(&Record::Decline { by: Side::White }));
    let mut again = session(Setup::default());
    for r in &records {
        again.apply(r, Moment::ZERO).expect("replays");
    }
    assert_eq!(again.game().moves(), s.game().moves());
}

#[test]
fn english_answers_in_the_english_vocabulary() {
    let mut s = session(Setup {
        vocab: "en".into(),
        ..Setup::default()
    });
    s.set_language(anna::lang::Language::load("en").expect("English is built in"));
    s.play("e4 e5 Nf3");
    s.exchanges(
        0,
        &[
            ("last", "Last move: 2. Knight Felix three."),
            (
                "pieces black knight",
                "Black: Knight Bella eight, Knight Gustav eight.",
            ),
            ("rank 4", "Rank four: Eva white Pawn."),
            (
                "file e",
                "File Eva: Eva one white King, Eva four white Pawn, Eva five black Pawn, \
                 Eva eight black King.",
            ),
        ],
    );
    assert_eq!(
        s.type_line("list"),
        ["1. Pawn Eva four, Pawn Eva five", "2. Knight Felix three"]
    );
    assert_eq!(s.type_line("list 1"), ["2. Knight Felix three"]);
}

#[test]
fn chess960_castling_is_short_or_long_castling() {
    let mut s = session(Setup {
        chess960: Some(0),
        ..Setup::default()
    });
    // Position 0: BBQNNRKR. Clear f1 for castling with the knight moves first.
    s.play("Ne3 e5 Nf3 e4");
    let shown = s.type_line("0-0");
    assert!(shown[0].contains("Kurze Rochade"), "{shown:?}");
}

#[test]
fn a_line_that_names_a_move_is_the_move_even_after_a_one_letter_command_word() {
    let mut s = session(Setup::default());
    assert_eq!(s.type_line("S f3"), ["1 Springer Felix drei (Nf3)"]);
    assert_eq!(
        s.type_line("f f3"),
        ["Auf Felix drei steht ein weißer Springer."]
    );
    // A piece letter and a square read as a move: no black bishop can go to c4, and that is
    // what is said, not the command "l" (last move).
    assert_eq!(
        s.type_line("L c4"),
        ["Läufer nach Cesar vier ist nicht möglich. Schwarz am Zug. Cesar vier ist leer."]
    );
    assert_eq!(s.type_line("l"), ["Letzter Zug: 1. Springer Felix drei."]);
}

#[test]
fn a_second_offer_repeats_the_standing_one_and_never_accepts() {
    let mut s = session(Setup::default());
    s.play("e4 e5");
    assert_eq!(
        s.type_line("remis schwarz"),
        ["Schwarz bietet Remis an. Weiß, nimmst du an? annehmen oder ablehnen."]
    );
    let stands = ["Schwarz hat Remis angeboten. Weiß, nimmst du an? annehmen oder ablehnen."];
    assert_eq!(s.type_line("remis"), stands);
    // The reproduction: an offer in White's name while Black's stands was taken as
    // White's acceptance. It only asks again.
    assert_eq!(s.type_line("remis weiß"), stands);
    assert_eq!(s.type_line("remis schwarz"), stands);
    assert!(!s.game().is_over());
    assert_eq!(s.game().draw_offers().len(), 1);
    // The player asked answers: "nein" declines in White's name, never in Black's.
    assert_eq!(s.type_line("nein"), ["Weiß lehnt das Remis ab."]);
    assert!(!s.game().is_over());
    assert_eq!(s.type_line("nein"), ["Es ist keine Frage offen."]);
}

#[test]
fn a_draw_is_agreed_only_by_the_player_asked() {
    let mut s = session(Setup::default());
    s.play("e4 e5 Nf3");
    assert_eq!(
        s.type_line("remis weiß"),
        ["Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen."]
    );
    let lines = s.type_line("ja");
    assert!(s.game().is_over(), "{lines:?}");
    assert_eq!(
        lines.last().map(String::as_str),
        Some("Partie beendet: Remis, Einigung.")
    );
}

/// A question about a move is answered with the word that was missing: the piece for a
/// promotion, the origin or the piece for an ambiguity. A word that answers nothing asks again.
#[test]
fn a_move_question_is_answered_with_the_missing_word() {
    let mut s = session(Setup {
        fen: Some("8/4P3/8/8/8/8/k7/6K1 w - - 0 1".into()),
        ..Setup::default()
    });
    let question = "Welche Figur auf Eva acht? Dame, Turm, Läufer oder Springer.";
    let asking = |s: &Table| {
        s.asking()
            .map(|m| s.language().text(&m, s.vocab()))
            .unwrap_or_default()
    };
    assert_eq!(s.type_line("e8"), [question]);
    assert_eq!(
        asking(&s),
        "welcher Zug?",
        "the prompt shows the open question"
    );
    assert_eq!(s.type_line("Bella"), [question]);
    assert_eq!(s.type_line("abbrechen"), ["Abgebrochen."]);
    assert_eq!(asking(&s), "", "dropped");
    assert_eq!(s.type_line("Turm"), ["Kein Zielfeld in „Turm“."]);
    s.type_line("e8");
    assert_eq!(s.type_line("Turm"), ["1 Bauer Eva acht, Turm (e8=R)"]);

    let mut s = session(Setup {
        fen: Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1".into()),
        ..Setup::default()
    });
    let question =
        "Mehrdeutig: Springer Bella eins David zwei oder Springer Felix drei David zwei?";
    assert_eq!(s.type_line("Sd2"), [question]);
    assert_eq!(s.type_line("Hector"), [question]);
    assert_eq!(s.type_line("Bella"), ["1 Springer Bella David zwei (Nbd2)"]);

    let mut s = session(Setup::default());
    s.type_line("Felix drei");
    assert_eq!(s.type_line("Springer"), ["1 Springer Felix drei (Nf3)"]);
    // A move of its own is a move, not an answer.
    let mut s = session(Setup::default());
    s.type_line("Felix drei");
    assert_eq!(s.type_line("e4"), ["1 Bauer Eva vier (e4)"]);
}

/// A correct claim with its written move ends the game at once: the opponent's standing offer
/// is not first "declined" by that move.
#[test]
fn a_correct_claim_is_not_preceded_by_a_declined_offer() {
    let mut s = session(Setup::default());
    s.play("Sf3 Sf6 Sg1 Sg8 Sf3 Sf6 Sg1");
    s.type_line("remis weiß");
    let lines = s.type_line("reklamieren wiederholung Sg8");
    assert!(!lines.iter().any(|l| l.contains("lehnt")), "{lines:?}");
    assert_eq!(
        lines.last().map(String::as_str),
        Some("Partie beendet: Remis, dreimalige Stellungswiederholung."),
        "{lines:?}"
    );
}

/// `material`: each side's pieces by kind and the balance in pawns.
#[test]
fn material_counts_the_pieces_and_names_the_side_ahead() {
    let mut s = session(Setup::default());
    assert_eq!(
        s.type_line("material"),
        [
            "Weiß: eine Dame, 2 Türme, 2 Läufer, 2 Springer, 8 Bauern. Schwarz: eine Dame, 2 Türme, 2 Läufer, 2 Springer, 8 Bauern. Material ausgeglichen."
        ]
    );
    let mut s = session(Setup {
        fen: Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1".into()),
        ..Setup::default()
    });
    assert_eq!(
        s.type_line("mat"),
        ["Weiß: ein Turm. Schwarz: nur der König. Weiß hat 5 Bauernwerte mehr."]
    );
}

/// The arbiter declares a result on a ruling, said in full and confirmed; a bare command says
/// how it goes; a dead position can only be a draw.
#[test]
fn the_arbiter_declares_a_result_with_its_article() {
    let mut s = Table::new(Setup::default());
    s.play("e4 e5");
    let usage = "schiedsrichter ergebnis, dann 1-0, 0-1, remis, 0-0 (beide verlieren), ½-0 oder \
                 0-½ (Artikel 12.9.5), dann der Grund: strafe, regelwidrig, tot, wertung oder \
                 kampflos; danach Worte des Schiedsrichters.";
    assert_eq!(s.type_line("schiedsrichter ergebnis"), [usage]);
    assert_eq!(s.type_line("schiedsrichter ergebnis 1-0"), [usage]);
    assert_eq!(
        s.type_line("schiedsrichter ergebnis 1-0 tot"),
        ["Eine tote Stellung ist remis (Artikel 5.2.2): schiedsrichter ergebnis remis tot."]
    );
    assert_eq!(
        s.type_line("schiedsrichter ergebnis 1-0 strafe Telefon geklingelt"),
        [
            "Schiedsrichter: Ergebnis Weiß gewinnt, Entscheidung des Schiedsrichters, Strafe \
             (Artikel 12.9). Grund: Telefon geklingelt. Ausführen? ja oder nein."
        ]
    );
    assert!(!s.game().is_over(), "not before ja");
    assert_eq!(
        s.type_line("ja"),
        ["Partie beendet: Weiß gewinnt, Entscheidung des Schiedsrichters, Strafe."]
    );
    let pgn = anna::record::to_pgn(s.setup(), s.game(), s.clock(), s.language());
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"rules infraction\"]"), "{pgn}");
    assert!(pgn.contains("Strafe (Artikel 12.9)}"), "{pgn}");
    let (replayed, stopped) = anna::session::Session::replay_intact(&s.records()).expect("replays");
    assert_eq!(stopped, None);
    assert_eq!(replayed.game().outcome(), s.game().outcome());

    // Both lose: PGN has no token for it, so `*` and the words.
    let mut s = session(Setup::default());
    s.type_line("schiedsrichter ergebnis 0-0 kampflos");
    s.type_line("ja");
    let pgn = anna::record::to_pgn(s.setup(), s.game(), s.clock(), s.language());
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(
        pgn.contains("{beide verlieren: kampflos (Artikel 6.7.1)} *"),
        "{pgn}"
    );
}

/// `reklamieren tot`: anna decides, and where a side can mate, names one mate (the cases where
/// it cannot decide are in dead_positions.rs and the bench).
#[test]
fn a_dead_position_claim_is_decided_or_left_to_the_arbiter() {
    for fen in [
        "k7/8/8/8/8/8/8/KQ6 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ] {
        let mut s = session(Setup {
            fen: Some(fen.into()),
            ..Setup::default()
        });
        let said = s.type_line("reklamieren tot");
        assert!(
            said.len() == 1
                && said[0].starts_with(
                    "Die Stellung ist nicht tot: Weiß kann noch mattsetzen, zum Beispiel so: "
                ),
            "{said:?}"
        );
        assert!(!s.game().is_over());
    }
}

/// A.4.2 and B.4 under partial supervision (the default in rapid and blitz): an illegal move is
/// dealt with until the opponent completes his next move (it is taken back first, 7.5.1); by
/// the English text with time for the opponent, by the Arabic translation's rule with the loss
/// of the game.
#[test]
fn appendix_a_4_2_an_illegal_move_only_before_the_opponents_next_move() {
    let rapid = Setup {
        time_control: anna::clock::TimeControl::from_pgn("900+10").ok(),
        ..Setup::default()
    };
    let mut s = Table::new(rapid.clone());
    s.play("e4");
    assert_eq!(
        s.type_line("schiedsrichter regelwidrig weiß"),
        [
            "Schiedsrichter: ein regelwidriger Zug von Weiß (Artikel 7.5): Bauer Eva vier wird \
             zurückgenommen, Weiß spielt noch einmal. Ausführen? ja oder nein."
        ]
    );
    s.type_line("ja");
    assert!(!s.game().is_over(), "the first costs time only");
    assert_eq!(s.game().plies(), 0);
    assert_eq!(s.game().illegal_moves(shakmaty::Color::White), 1);
    s.play("d4 d5 c4");
    // White has moved since Black's d5: too late for it.
    assert_eq!(
        s.type_line("reklamieren regelwidrig schwarz"),
        [
            "Zu spät (Anhang A.4.2): Weiß hat seinen nächsten Zug schon ausgeführt; ein \
             regelwidriger Zug von Schwarz bleibt stehen."
        ]
    );

    let mut s = Table::new(Setup {
        rules: anna::session::Rules {
            illegal_move_rule: Some(anna::session::IllegalMoveRule::Loss),
            ..rapid.clone().rules.clone()
        },
        ..rapid.clone()
    });
    s.play("e4");
    assert_eq!(
        s.type_line("reklamieren regelwidrig"),
        [
            "Schiedsrichter: ein regelwidriger Zug von Weiß; nach Anhang A.4.2 verliert \
             Weiß die Partie, remis, wenn der Gegner nicht mattsetzen kann. Ausführen? ja \
             oder nein."
        ]
    );
    let said = s.type_line("ja");
    assert_eq!(
        said.last().map(String::as_str),
        Some(
            "Partie beendet: Schwarz gewinnt, Entscheidung des Schiedsrichters, regelwidriger Zug."
        ),
        "{said:?}"
    );
    let pgn = anna::record::to_pgn(s.setup(), s.game(), s.clock(), s.language());
    assert!(pgn.contains("[Termination \"rules infraction\"]"), "{pgn}");
    assert!(pgn.contains("(Artikel A.4.2)"), "{pgn}");

    // Full supervision, and standard games: 7.5.5 whenever the arbiter finds it.
    for setup in [
        Setup {
            rules: anna::session::Rules {
                supervision: Some(anna::session::Supervision::Full),
                ..rapid.rules.clone()
            },
            ..rapid
        },
        Setup {
            time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
            ..Setup::default()
        },
    ] {
        let mut s = Table::new(setup);
        s.play("e4 e5");
        let asked = s.type_line("schiedsrichter regelwidrig weiß");
        assert!(asked[0].ends_with("Ausführen? ja oder nein."), "{asked:?}");
    }
}

/// 9.2.1.1, 9.5.3: a claim written with a move that cannot be played is incorrect (the
/// position it promises cannot appear): time for the opponent, a draw offer, no move bound;
/// a typo in the move costs nothing and is only explained.
#[test]
fn art_9_5_3_a_claim_written_with_an_illegal_move_is_incorrect() {
    let mut s = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        ..Setup::default()
    });
    s.play("e4 e5");
    let before = s.remaining(shakmaty::Color::Black, 0);
    let said = s.type_line("reklamieren wiederholung Dd5");
    assert_eq!(
        said,
        [
            "Reklamation nicht berechtigt. Schwarz erhält eine Zeitgutschrift.",
            "Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen.",
            "Dame nach David fünf ist nicht möglich.",
        ]
    );
    assert_eq!(
        s.remaining(shakmaty::Color::Black, 0),
        before + std::time::Duration::from_secs(120)
    );
    assert_eq!(s.game().must_play(), None, "no move is bound");
    assert_eq!(s.game().claims().len(), 1);
    let records = s.records().len();
    assert_eq!(
        s.type_line("reklamieren wiederholung Xq9")[0],
        "Unbekanntes Wort: „Xq9“."
    );
    assert_eq!(s.records().len(), records, "a typo is not a claim");
    let (replayed, stopped) = anna::session::Session::replay_intact(&s.records()).expect("replays");
    assert_eq!(stopped, None);
    assert_eq!(replayed.game().claims(), s.game().claims());
}
