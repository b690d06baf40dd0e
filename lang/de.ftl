# anna auf Deutsch: jeder Satz, den anna sagt, zeigt oder auf die Braillezeile schreibt.
# Die Wörter der Züge (Anna … Hector, eins … acht, Springer …) stehen im Vokabular, nicht hier:
# { $move }, { $square }, { $piece } und ähnliche kommen fertig aus dem Vokabular.
# Nachrichten-IDs sind für alle Sprachen dieselben; eine Sprache ist eine Datei wie diese.

## Grundwörter

side-white = Weiß
side-black = Schwarz
# An article number (9.5.3): the sign between its parts, the appendix letters A B C D.
article-separator = .
article-letters = A B C D
# Eine Figur als Inhalt eines Feldes: "weißer Springer", mit Artikel "ein weißer Springer".
colored-piece = { $article ->
        [yes] { $role ->
            [queen] eine { $color ->
                [white] weiße
               *[black] schwarze
            }
           *[other] ein { $color ->
                [white] weißer
               *[black] schwarzer
            }
        }
       *[no] { $role ->
            [queen] { $color ->
                [white] weiße
               *[black] schwarze
            }
           *[other] { $color ->
                [white] weißer
               *[black] schwarzer
            }
        }
    } { $name }
piece-on-square = { $piece } { $square }
square-with-piece = { $square } { $piece }
list-separator = {", "}
# Die Teile einer Zeit: „eine Stunde, zwölf Minuten“.
amount-separator = {", "}
list-or = {" oder "}
nothing = keine
empty = leer
quoted = „{ $word }“
move-number-white = { $number }.
move-number-black = { $number }. …
move-line = { $number } { $moves }
# Several sentences said as one answer.
sentences = { $parts }
# Ein Satz, den die Sprachdatei schon formuliert hat (weitergereicht).
worded = { $text }

## Zahlen in Worten, für die Uhr

num-0 = null
num-1 = eins
num-2 = zwei
num-3 = drei
num-4 = vier
num-5 = fünf
num-6 = sechs
num-7 = sieben
num-8 = acht
num-9 = neun
num-10 = zehn
num-11 = elf
num-12 = zwölf
num-13 = dreizehn
num-14 = vierzehn
num-15 = fünfzehn
num-16 = sechzehn
num-17 = siebzehn
num-18 = achtzehn
num-19 = neunzehn
num-tens-2 = zwanzig
num-tens-3 = dreißig
num-tens-4 = vierzig
num-tens-5 = fünfzig
num-tens-6 = sechzig
num-tens-7 = siebzig
num-tens-8 = achtzig
num-tens-9 = neunzig
num-unit-1 = ein
num-compound = { $unit }und{ $ten }
num-hundreds = { $unit }hundert{ $rest }

time-hours = { $n ->
        [one] eine Stunde
       *[other] { $words } Stunden
    }
time-minutes = { $n ->
        [one] eine Minute
       *[other] { $words } Minuten
    }
time-seconds = { $n ->
        [0] null Sekunden
        [one] eine Sekunde
       *[other] { $words } Sekunden
    }

## Eingaben, die keinen Zug nennen

parse-empty = Kein Zug eingegeben.
parse-too-long = Die Eingabe ist zu lang.
parse-unknown-word = Unbekanntes Wort: { $word }.
parse-nearest = Gemeint ist wohl { $word }.
parse-how-to-type = Ein Zug heißt zum Beispiel Sf3 oder e4; hilfe nennt die Befehle.
parse-unexpected-word = { $word } passt hier nicht.
parse-no-destination = Kein Zielfeld in { $word }.
parse-no-piece = { $piece } nach { $square } ist nicht möglich.
parse-nothing-to-capture = Auf { $square } steht nichts zu schlagen.
parse-not-en-passant = { $square } ist kein Schlagen en passant.
parse-ambiguous = Mehrdeutig: { $moves }?
parse-leaves-king-in-check = { $move } geht nicht, der König stünde im Schach.
parse-promotion-missing = Welche Figur auf { $square }? { $pieces }.
parse-castle-impossible = { $castle } ist nicht möglich.
parse-any-piece = Figur

## Die Partie

casual-game = Freie Partie
welcome = anna: neue Partie, { $side } am Zug. hilfe listet die Befehle.
next-game = Nächste Partie, die Farben getauscht: Weiß { $white }, Schwarz { $black }. { $side } am Zug.
next-game-unnamed = Nächste Partie, die Farben getauscht. { $side } am Zug.
new-while-playing = Die Partie läuft noch. neu beginnt die nächste, wenn sie beendet ist.
welcome-over = anna: neue Partie. hilfe listet die Befehle.
welcome-tournament = Turnierpartie nach Anhang D: ein eingegebener Zug wird vorgelesen und erst mit der Eingabetaste ausgeführt; keine Rücknahme, keine Hilfen (Artikel 11.3).
welcome-supervision-full = Schnell- oder Blitzschach unter voller Aufsicht (Anhang A.3, B.3).
welcome-supervision-partial = Schnell- oder Blitzschach unter teilweiser Aufsicht (Anhang A.4, B.4): ein regelwidriger Zug wird nur bis zum nächsten Zug des Gegners geahndet, mit Zeitgutschrift; der zweite verliert.
welcome-supervision-loss = Schnell- oder Blitzschach unter teilweiser Aufsicht (Anhang A.4, B.4): der erste regelwidrige Zug verliert, wenn er vor dem nächsten Zug des Gegners reklamiert wird.
resumed = { $number ->
        [one] Partie fortgesetzt, ein Halbzug gespielt, { $side } am Zug.
       *[other] Partie fortgesetzt, { $number } Halbzüge gespielt, { $side } am Zug.
    }
to-move = { $side } am Zug.
# Asked who is to move while he is in check.
to-move-check = { $side } am Zug, Schach.
# The prompt once the game has ended, instead of the move number and the side.
prompt-game-over = Partie beendet
no-move-yet = Noch kein Zug.
last-move = Letzter Zug: { $number } { $move }.
last-move-captured = { $move } Geschlagen: { $piece }.
captured-side = { $side } hat verloren: { $pieces }.
help-captured = geschlagen: die Figuren, die jede Seite verloren hat.
cursor-square = { $square }, { $piece }.
cursor-empty = { $square }, leer.
cursor-edge = Rand. { $said }
cursor-no-piece = Keine solche Figur auf dem Brett.
square-empty = { $square } ist leer.
square-piece = Auf { $square } steht { $piece }.
rank-line = Reihe { $rank }: { $pieces }.
file-line = Linie { $file }: { $pieces }.
side-pieces = { $side }: { $pieces }.
attacks = { $square }, Angriffe von Weiß: { $white }; von Schwarz: { $black }.
legal-moves = { $piece } { $square }: { $moves }.
not-to-move = { $side } ist nicht am Zug.
draw-offered = { $side } bietet Remis an. { $other }, nimmst du an? annehmen oder ablehnen.
draw-offered-engine = { $side } bietet Remis an.
draw-offer-stands = { $side } hat Remis angeboten. { $other }, nimmst du an? annehmen oder ablehnen.
draw-declined = { $side } lehnt das Remis ab.
no-offer = Es steht kein Remisangebot; remis bietet selbst eines an.
own-offer = { $side } kann das eigene Angebot nicht beantworten.
too-early = Remis durch Einigung erst, wenn beide Spieler gezogen haben (Artikel 5.2.3).
claim-declared = { $side } hat den Zug { $move } aufgeschrieben; er wird nicht ausgeführt: die Reklamation ist berechtigt, die Partie endet sofort remis (Artikel 9.5.2).
claim-rejected = Reklamation nicht berechtigt. { $side } erhält eine Zeitgutschrift.
claim-rejected-no-clock = Reklamation nicht berechtigt.
must-play = Der aufgeschriebene Zug { $move } muss gespielt werden (Artikel 9.5.3).
claim-needs-kind = Was wird reklamiert? reklamieren wiederholung oder reklamieren fünfzig, mit oder ohne Zug, oder reklamieren tot.
claim-after-touch = { $side } hat in diesem Zug eine Figur berührt und kann darum in diesem Zug kein Remis reklamieren (Artikel 9.4).
game-over = Partie beendet: { $result }, { $reason }.
game-is-over = Die Partie ist beendet; liste liest ihre Züge.
result-white-wins = Weiß gewinnt
result-black-wins = Schwarz gewinnt
result-draw = Remis
result-both-lose = beide verlieren
result-white-half = Weiß ein halber Punkt, Schwarz keiner
result-black-half = Schwarz ein halber Punkt, Weiß keiner
result-none = kein Ergebnis
reason-checkmate = Schachmatt
reason-resignation = Aufgabe
reason-stalemate = Patt
reason-dead-position = keine Mattmöglichkeit
reason-agreement = Einigung
reason-threefold = dreimalige Stellungswiederholung
reason-fifty-moves = Fünfzig-Züge-Regel
reason-fivefold = fünfmalige Stellungswiederholung
reason-seventy-five-moves = Fünfundsiebzig-Züge-Regel
reason-time = Zeitüberschreitung
reason-time-no-mate = Zeitüberschreitung, aber der Gegner kann nicht mattsetzen
reason-illegal-moves = zweiter regelwidriger Zug
reason-illegal-moves-no-mate = zweiter regelwidriger Zug, aber der Gegner kann nicht mattsetzen
reason-both-flags = beide Flaggen gefallen in der letzten Periode
reason-ruling-penalty = Entscheidung des Schiedsrichters, Strafe
reason-ruling-illegal = Entscheidung des Schiedsrichters, regelwidriger Zug
reason-ruling-adjudication = Entscheidung des Schiedsrichters über einen Remisantrag
reason-ruling-forfeit = kampflos
reason-ruling-training = Trainingspartie, das Ergebnis setzte der Spieler, nachdem die Engine angehalten war
reason-lichess-aborted = auf Lichess abgebrochen
illegal-recorded = Regelwidriger Zug notiert. { $side } erhält eine Zeitgutschrift.
illegal-recorded-no-clock = Regelwidriger Zug notiert.
entered = Eingegeben: { $move }. Eingabetaste führt den Zug aus, ein anderer Zug ersetzt ihn.
entered-again = Eingegeben: { $move }.
nothing-entered = Es ist kein Zug eingegeben; den Zug tippen, Enter führt ihn aus.
entry-cleared = Gelöscht: { $move }. Es ist kein Zug eingegeben.
entered-still = Weiterhin eingegeben: { $move }.
ask-entered = eingegeben: { $move }, Eingabetaste führt aus
ask-two = { $first }; { $second }
ask-offer-by = wer bietet Remis an: weiß/schwarz
offer-by-which = Wer bietet Remis an? weiß oder schwarz.
draw-offered-before-move = { $side } bietet Remis an. { $other } wird gefragt, sobald { $side } gezogen hat.
accept-after-move = Noch nicht: { $other } nimmt das Remisangebot an, sobald { $side } gezogen hat (Artikel 9.1.2.1).
result-cancelled = Das Ergebnis gilt dann nicht mehr: { $result }, { $reason }.
arbiter-retract-nothing = Das ist die Stellung jetzt; es gibt nichts zurückzunehmen.
arbiter-not-played = Zug { $number } ist noch nicht gespielt.
clock-changed-said = Uhr geändert. { $clocks }
board-check-hint = Die Bretter stimmen vielleicht nicht überein: prüfen liest die Stellung vor, prüfen mit einer Stellung vergleicht sie.
retracted = Schiedsrichter: zurück zur Stellung nach { $number } { $move }.
arbiter-paused = Schiedsrichter: die Uhren sind angehalten.
arbiter-resumed = Schiedsrichter: die Uhren laufen weiter.
arbiter-confirm = { $change } Ausführen? ja oder nein.
arbiter-change = Schiedsrichter: eine Änderung.
arbiter-add = Schiedsrichter: { $side } erhält { $time } dazu.
arbiter-remove = Schiedsrichter: { $side } werden { $time } abgezogen.
arbiter-set = Schiedsrichter: Uhren stellen auf Weiß { $white }, Schwarz { $black }{ $moves ->
        [-1] {""}
        [one] , ein Zug gespielt
       *[other] , { $moves } Züge gespielt
    }.
arbiter-retract = Schiedsrichter: zurück zur Stellung nach { $number } { $move }; { $plies ->
        [one] ein Halbzug wird
       *[other] { $plies } Halbzüge werden
    } zurückgenommen.
arbiter-retract-start = Schiedsrichter: zurück zur Ausgangsstellung; { $plies ->
        [one] ein Halbzug wird
       *[other] alle { $plies } Halbzüge werden
    } zurückgenommen.
arbiter-illegal = Schiedsrichter: ein regelwidriger Zug von { $side } (Artikel 7.5).
arbiter-illegal-now = Schiedsrichter: ein regelwidriger Zug von { $side } (Artikel 7.5): der Zug, den { $side } eben am Brett gemacht hat und den anna nicht angenommen hat; die Stellung bleibt, { $side } zieht noch einmal.
arbiter-illegal-not-earlier = Nicht { $move }: dieser Zug ist schon beantwortet.
arbiter-illegal-press = Schiedsrichter: ein regelwidriger Zug von { $side } (Artikel 7.5): die Uhr gedrückt ohne einen möglichen Zug; { $side } zieht noch einmal.
arbiter-illegal-earlier = { $move } ist nicht der letzte Zug von { $side }: erst mit schiedsrichter zurück ZUG zur Stellung davor, dann schiedsrichter regelwidrig { $side } (Artikel 7.5.1).
arbiter-illegal-loses = Schiedsrichter: ein regelwidriger Zug von { $side }; nach Anhang A.4.2 verliert { $side } die Partie, remis, wenn der Gegner nicht mattsetzen kann.
pressed = { $side } hat die Uhr gedrückt; der Zug wird jetzt eingegeben.
pressed-already = Die Uhr von { $side } ist schon gedrückt; jetzt den Zug eingeben.
press-blind = { $side } drückt die Uhr nicht selbst: die Uhr des Gegners läuft erst, wenn der Zug ausgeführt und angesagt ist (Anhang D.2.4). Erst den Zug eingeben; die Eingabetaste führt ihn aus und drückt die Uhr.
refused-stopped = { $reason } Beide Uhren stehen. { $side }: ein Fehler bei der Eingabe oder ein regelwidriger Zug (Artikel 7.5)? fehler oder regelwidrig.
refused-not-entered = { $text } ist nicht eingegeben: erst fehler oder regelwidrig.
held-lines = { $number ->
        [one] Eine weitere Zeile war schon eingegeben: { $lines }. Sie ist nicht gespielt: ja spielt sie, nein verwirft sie.
       *[other] { $number } weitere Zeilen waren schon eingegeben: { $lines }. Sie sind nicht gespielt: ja spielt sie der Reihe nach, nein verwirft sie.
    }
ask-held = { $number ->
        [one] eine Zeile wartet: ja oder nein
       *[other] { $number } Zeilen warten: ja oder nein
    }
held-dropped = { $number ->
        [one] Die Zeile ist verworfen.
       *[other] Die { $number } Zeilen sind verworfen.
    }
slip-resumed = Ein Fehler bei der Eingabe: die Uhr von { $other } läuft weiter; { $side } gibt den Zug neu ein.
ask-refused = Uhren stehen: fehler oder regelwidrig
arbiter-illegal-retract = Schiedsrichter: ein regelwidriger Zug von { $side } (Artikel 7.5): { $move } wird zurückgenommen, { $side } spielt noch einmal.
illegal-claim-too-late = Zu spät (Anhang A.4.2): { $other } hat seinen nächsten Zug schon ausgeführt; ein regelwidriger Zug von { $side } bleibt stehen.
press-not-running = Die Uhr von { $side } läuft nicht.
arbiter-result = Schiedsrichter: Ergebnis { $result }, { $reason } (Artikel { $article }).
arbiter-result-usage = schiedsrichter ergebnis, dann 1-0, 0-1, remis, 0-0 (beide verlieren), ½-0 oder 0-½ (Artikel 12.9.5), dann der Grund: strafe, regelwidrig, tot, wertung oder kampflos; danach Worte des Schiedsrichters.
arbiter-dead-is-draw = Eine tote Stellung ist remis (Artikel 5.2.2): schiedsrichter ergebnis remis tot.
warned = Schiedsrichter: { $side } ist verwarnt (Artikel 12.9.1).
warnings-none = Keine Verwarnungen.
warnings-list = Verwarnungen (Artikel 12.9.1): { $warnings }.
warning-item = { $side } vor Zug { $number }
warning-item-reason = { $item }, Grund: { $reason }
warning-item-after = { $side } nach der Partie
arbiter-warning = Schiedsrichter: Verwarnung für { $side } (Artikel 12.9.1).
arbiter-increment = Schiedsrichter: ab dem nächsten Zug erhalten beide Spieler { $time } je Zug (Richtlinie III.4).
arbiter-adjudication-draw = Nach Richtlinie III.5 erklärt der Schiedsrichter nur remis: schiedsrichter ergebnis remis wertung.
guideline-iii-no-clock = Richtlinie { $guideline } gilt nur in Partien mit Uhr; diese wird ohne Uhr gespielt.
guideline-iii-blitz = Richtlinie { $guideline } gilt nicht im Blitzschach, nur in Standard- und Schnellschachpartien (Richtlinie III.2.2).
guideline-iii-increment = Richtlinie { $guideline } gilt nur in Partien ohne Inkrement (Richtlinie III.2.2); diese hat eines.
guideline-iii-time = Richtlinie { $guideline } gilt erst, wenn der Spieler am Zug weniger als zwei Minuten hat; { $side } hat noch { $time }.
guideline-iii-flag = Richtlinie { $guideline } gilt nur, bevor die Flagge des Spielers am Zug fällt; die Flagge von { $side } ist gefallen.
guideline-iii-4-offer = Die Bitte von { $side } gilt als Remisangebot (Richtlinie III.4). Lehnt { $other } ab, erhält { $other } zwei Minuten mehr: schiedsrichter plus { $other } 2:00.
arbiter-forfeit-moved = Beide Spieler haben schon gezogen: kampflos (Artikel 6.7.1) nur mit dem Grund danach, zum Beispiel schiedsrichter ergebnis 1-0 kampflos Grund.
arbiter-absent = Schiedsrichter: { $side } ist nicht am Brett und verliert, wenn er nicht binnen der Karenzzeit von { $time } ab Beginn der Runde kommt (Artikel 6.7.1).
arbiter-absent-now = Schiedsrichter: { $side } ist nicht am Brett; ohne Karenzzeit verliert { $side } sofort (Artikel 6.7.1).
absent = Schiedsrichter: { $side } ist nicht am Brett; seine Karenzzeit läuft (Artikel 6.7.1).
arrived = Schiedsrichter: { $side } ist am Brett.
absent-not-now = Für { $side } geht das jetzt nicht: abwesend nur vor dem ersten Zug, in einer Partie mit Uhr, und nicht zweimal (Artikel 6.7.1).
dead-not-mate = Die Stellung ist nicht tot: { $side } kann noch mattsetzen, zum Beispiel so: { $moves }.
dead-unknown = Das kann anna nicht entscheiden, { $positions } Stellungen sind geprüft; der Schiedsrichter entscheidet, mit schiedsrichter ergebnis remis tot.
arbiter-reason = Grund: { $reason }.
retracted-start = Schiedsrichter: zurück zur Ausgangsstellung.
touched = Für den Schiedsrichter notiert: { $side } hat eine Figur berührt.
entered-short = Eingegeben, noch nicht ausgeführt: { $move }.
board-matches = Das Brett stimmt mit der Aufzeichnung überein.
board-differs = Das Brett weicht ab. So wird es richtig:
who-enters = { $enterer ->
        [blind] Die Züge von { $side } gibt der blinde Spieler ein.
        [assistant] Die Züge von { $side } gibt der Assistent ein.
       *[sighted] Die Züge von { $side } gibt der sehende Spieler ein.
    }
confirm-resign = { $side }, wirklich aufgeben? ja oder nein.
confirm-interrupt = Partie unterbrechen? ja oder nein; noch einmal Strg+C unterbricht sofort. Mit anna resume geht sie weiter.
confirm-quit = Partie unterbrechen? Mit anna resume geht sie weiter. ja oder nein.
cancelled = Abgebrochen.
nothing-asked = Es ist keine Frage offen.
takeback-ask = { $side }, einverstanden, den Zug { $move } zurückzunehmen? ja oder nein.
takeback-done = Zurückgenommen: { $move }.
takeback-refused = { $side } lehnt die Rücknahme ab.

## Die offene Frage, kurz, in der Eingabezeile
ask-resign = { $side } gibt auf: ja/nein
ask-quit = unterbrechen: ja/nein
ask-takeback = { $side }, zurücknehmen: ja/nein
ask-arbiter = ändern: ja/nein
ask-move = welcher Zug?
ask-draw = { $side }, Remis: annehmen/ablehnen
takeback-tournament = In einer Turnierpartie gibt es keine Rücknahme; nur der Schiedsrichter korrigiert.
tournament-forbidden = In einer Turnierpartie nicht erlaubt (Artikel 11.3).
saved = Gespeichert.
saved-where = Gespeichert in { $path }
closing-code-end = Prüfcode der Partie für den Schiedsrichter: { $code }.
closing-code-now = Prüfcode des Spielprotokolls bis jetzt: { $code }.
save-failed = Speichern fehlgeschlagen: { $reason }
witness-failed = Der Zeuge der Partie, { $path }, lässt sich nicht schreiben: { $reason }. Die Züge stehen im Spielprotokoll, aber ob ihm am Ende etwas fehlt, lässt sich so nicht mehr prüfen. Bitte Platz schaffen; anna versucht es mit jedem Zug weiter.
witness-back = Der Zeuge der Partie ist wieder geschrieben.
witness-cannot-start = Die Partie beginnt nicht: ihr Zeuge (die Datei .beat neben dem Spielprotokoll) lässt sich nicht schreiben: { $reason }.
bad-argument = { $word } verstehe ich hier nicht.
bad-argument-none = Hier fehlt etwas.
internal-error = anna hat einen Fehler in sich selbst gefunden und hört auf. Die Partie ist gesichert; anna resume setzt sie fort.
goodbye = Partie unterbrochen. Fortsetzen mit: anna resume
record-refused = Der Eintrag passt nicht zur Partie und wurde nicht gespeichert.

## Die Uhr

clock-side = { $side }: { $time }.
clock-moves = { $n ->
        [one] Ein Zug.
       *[other] { CAPITAL($words) } Züge.
    }
clock-short = { $side } { $time }
# A clock on the braille status line from five minutes up, in whole minutes: "90 min".
clock-short-minutes = { $minutes } min
clock-short-moves = Zug { $number }
clock-left-both = Verbleibende Zeit: { $first } { $first_time }, { $second } { $second_time }.
clock-used-both = Verbrauchte Zeit: { $first } { $first_time }, { $second } { $second_time }.
no-clock = Diese Partie wird ohne Uhr gespielt.
clock-paused = Die Uhr ist angehalten; erst weiter, wenn der Schiedsrichter sie wieder startet.
clock-thinking = Der laufende Zug von { $side } dauert bisher { $time }.
clock-changed = Uhr geändert: { $clocks }.
bad-time = { $word } ist keine Zeit; so geht es: 90 für Minuten, 5:30 oder 1:05:00.
clock-warning = { $side }: noch { $time }.

## Befehle: der Name, wie er gesprochen wird, und die anderen Wörter dafür

cmd-help = hilfe
    .aliases = h ?
cmd-repeat = nochmal
    .aliases = wiederholen
cmd-devices = geräte
    .aliases = geraete
cmd-last = letzter
    .aliases = zuletzt l
cmd-turn = wer
    .aliases = amzug t
cmd-board = brett
    .aliases = b
cmd-pieces = figuren
    .aliases = p
cmd-square = feld
    .aliases = f
cmd-rank = reihe
    .aliases = r
cmd-file = linie
    .aliases = i
cmd-attacks = angriffe
    .aliases = angriff a
cmd-moves = züge
    .aliases = zuege m
cmd-list = liste
    .aliases = notation z
cmd-material = material
    .aliases = mat
cmd-captured = geschlagen
    .aliases = geschlagene
cmd-offer = remis
    .aliases = remisangebot
cmd-accept = annehmen
    .aliases = {""}
cmd-decline = ablehnen
    .aliases = {""}
cmd-claim = reklamieren
    .aliases = reklamation
cmd-takeback = zurück
    .aliases = zurueck zuruecknehmen zurücknehmen
cmd-resign = aufgeben
    .aliases = {""}
cmd-save = speichern
    .aliases = s
cmd-code = prüfcode
    .aliases = pruefcode code
cmd-quit = beenden
    .aliases = ende q
cmd-new = neu
    .aliases = {""}
cmd-yes = ja
    .aliases = j
cmd-no = nein
    .aliases = {""}
cmd-cancel = abbrechen
    .aliases = abbruch
cmd-clear = löschen
    .aliases = loeschen
cmd-threefold = wiederholung
    .aliases = dreimal 3
cmd-fifty = fünfzig
    .aliases = fuenfzig 50
cmd-time = zeit
    .aliases = uhr u
cmd-short = kurz
    .aliases = {""}
cmd-exact = genau
    .aliases = {""}
cmd-own = meine
    .aliases = eigene
cmd-opponent = gegner
    .aliases = {""}
cmd-arbiter = schiedsrichter
    .aliases = {""}
cmd-pause = anhalten
    .aliases = pause
cmd-resume = weiter
    .aliases = starten
cmd-add = plus
    .aliases = dazu
cmd-remove = minus
    .aliases = abziehen
cmd-set = setzen
    .aliases = stellen
cmd-check = prüfen
    .aliases = pruefen brettpruefung brettprüfung
cmd-illegal = regelwidrig
    .aliases = {""}
cmd-result = ergebnis
    .aliases = {""}
cmd-penalty = strafe
    .aliases = {""}
cmd-dead = tot
    .aliases = {""}
cmd-adjudication = wertung
    .aliases = {""}
cmd-forfeit = kampflos
    .aliases = {""}
cmd-warning = verwarnung
    .aliases = verwarnungen verwarnen
cmd-increment = inkrement
    .aliases = zuschlag
cmd-absent = abwesend
    .aliases = {""}
cmd-arrived = anwesend
    .aliases = angekommen
cmd-touched = berührt
    .aliases = beruehrt
cmd-press = drücken
    .aliases = druecken +
cmd-slip = fehler
    .aliases = {""}
cmd-silence = ruhe
    .aliases = still .
cmd-white = weiß
    .aliases = weiss w
cmd-black = schwarz
    .aliases = s
cmd-hint = tipp
    .aliases = hinweis
cmd-eval = bewertung
    .aliases = stand
cmd-threat = drohung
    .aliases = droht
cmd-engine = engine
    .aliases = {""}

## Hilfe

help =
    Befehle, auch auf Englisch; hilfe und ein Befehl erklärt ihn.
    Die Stellung: letzter, wer, brett, figuren, material, geschlagen, feld, reihe, linie, angriffe, züge, liste.
    Die Partie: remis, annehmen, ablehnen, reklamieren, zurück, aufgeben, löschen.
    Die Uhr: zeit, drücken. Der Schiedsrichter: schiedsrichter, prüfen, berührt, prüfcode.
    Sonst: nochmal, ruhe, geräte, speichern, neu, beenden.
    Training, nicht im Turnier: tipp, bewertung, drohung, engine; nach der Partie analyse.
    Alles andere wird als Zug gelesen, zum Beispiel { $move }, Sf3 oder g1f3.
help-unknown = Zu { $word } gibt es keine Hilfe. hilfe listet die Befehle.
help-help = hilfe, kurz h: die Liste der Befehle. hilfe mit einem Befehl erklärt diesen, zum Beispiel hilfe zeit.
help-repeat = nochmal: sagt das Letzte noch einmal.
help-devices = geräte: welche Ausgaben laufen, Sprache, Braillezeile, Bildschirm, und wie es ihnen geht.
help-last = letzter, kurz l: der letzte Zug.
help-turn = wer, kurz t: wer am Zug ist.
help-board = brett, kurz b: das ganze Brett, Reihe für Reihe.
help-pieces = figuren, kurz p: die Figuren beider Seiten. figuren weiß, figuren schwarz: einer Seite. figuren { $piece }: einer Art.
help-square = feld, kurz f, und ein Feld: was dort steht. Zum Beispiel feld { $square }.
help-rank = reihe, kurz r, und eine Zahl: was auf der Reihe steht.
help-file = linie, kurz i, und eine Linie: was auf der Linie steht. Zum Beispiel linie { $file }.
help-attacks = angriffe, kurz a, und ein Feld: wer das Feld angreift und deckt. Nicht im Turnier.
help-moves = züge, kurz m, und ein Feld: die legalen Züge der Figur dort. Nicht im Turnier.
moves-needs-square = züge nennt die legalen Züge einer Figur und braucht ihr Feld, zum Beispiel züge g1. Die gespielten Züge liest liste.
help-list = liste, kurz z: die Notation. liste und eine Zahl: nur die letzten Züge.
help-material = material: die Figuren beider Seiten und wer wie viele Bauernwerte mehr hat.
help-offer = remis: Remis anbieten, am besten nach dem eigenen Zug (Artikel 9.1.2). remis weiß oder remis schwarz nennt die Seite; tippen beide Spieler, fragt anna sonst, wer anbietet.
help-cancel = abbrechen: eine offene Frage fallen lassen, ohne etwas zu ändern.
help-clear = löschen: den eingegebenen, noch nicht ausgeführten Zug verwerfen (Turnierpartie); danach ist kein Zug eingegeben.
help-accept = annehmen: ein Remisangebot annehmen.
help-decline = ablehnen: ein Remisangebot ablehnen.
help-claim = reklamieren wiederholung oder reklamieren fünfzig: Remis reklamieren. Mit einem Zug dahinter: mit aufgeschriebenem Zug (Artikel 9.2 und 9.3). reklamieren tot: eine tote Stellung (Artikel 5.2.2). reklamieren regelwidrig SEITE: ein regelwidriger Zug dieser Seite, bis der Gegner seinen nächsten Zug ausgeführt hat (Artikel 7.5, Anhang A.4.2).
help-takeback = zurück: den letzten Zug zurücknehmen, wenn der Gegner zustimmt. Nicht im Turnier.
help-resign = aufgeben: die Partie aufgeben; anna fragt nach.
help-save = speichern, kurz s: die Partie als PGN speichern.
help-code = prüfcode, auch code: der Prüfcode des Spielprotokolls bis jetzt, 16 Zeichen in vier Gruppen. Am Ende der Partie sagt anna ihn von selbst; der Schiedsrichter schreibt ihn auf den Ergebniszettel und prüft später mit anna check PARTIE --code CODE, ob das Spielprotokoll noch diese Partie ist.
help-new = neu: nach dem Ende der Partie die nächste, mit getauschten Farben.
help-quit = beenden, kurz q: die Partie unterbrechen; anna resume setzt sie fort.
help-time = zeit, kurz u: beide Uhren und die Zahl der Züge. zeit kurz: nur Ziffern. zeit genau: auf die Millisekunde. zeit meine, zeit gegner: nur eine Uhr.
help-arbiter = schiedsrichter anhalten, weiter, plus SEITE ZEIT, minus SEITE ZEIT, setzen ZEIT ZEIT ZUG: die Uhr. schiedsrichter zurück ZUG: zurück zu einem Zug (Anhang D.2.9). schiedsrichter regelwidrig SEITE: ein regelwidriger Zug (Artikel 7.5). schiedsrichter ergebnis ERGEBNIS GRUND: das Ergebnis erklären. schiedsrichter verwarnung SEITE: eine Verwarnung (Artikel 12.9.1); schiedsrichter verwarnung allein: die Verwarnungen. schiedsrichter inkrement: fünf Sekunden je Zug für beide (Richtlinie III.4). schiedsrichter abwesend SEITE, anwesend SEITE: ein Spieler nicht am Brett (Artikel 6.7.1).
help-check = prüfen: die Stellung vorlesen. prüfen mit einer Stellung, FEN oder Figurenliste: mit dem Brett vergleichen.
help-touched = berührt weiß oder berührt schwarz: für den Schiedsrichter notieren, dass eine Figur berührt wurde.
help-press = drücken oder +: wer auf seinem Brett gezogen hat, drückt damit seine Uhr, bevor der Zug eingegeben ist (Artikel 6.2.1); seine Zeit steht, die des Gegners läuft. Im Brettbild genügt die Taste +. Ist der Zug danach nicht möglich, stehen beide Uhren: fehler (neu eingeben) oder regelwidrig (Artikel 7.5).
help-silence = ruhe oder Punkt: die Sprachausgabe verstummt.
help-hint = tipp: der beste Zug, den die Engine findet. Nicht im Turnier.
help-eval = bewertung: wer besser steht und um etwa wie viel. bewertung genau: auch die Zahl. Nicht im Turnier.
help-threat = drohung: was der Gegner spielen würde, wenn er jetzt am Zug wäre. Nicht im Turnier.
help-engine = engine neu: eine angehaltene Engine neu starten. engine ergebnis 1-0, 0-1 oder remis: die Partie mit der angehaltenen Engine als Trainingspartie mit diesem Ergebnis beenden. Nicht im Turnier.
help-move = Ein Zug: { $move }, Sf3, Nf3 oder g1f3. Im Turnier führt ihn erst die Eingabetaste aus; bis dahin ersetzt ihn ein anderer Zug, löschen verwirft ihn.

## Sprache, Fehler beim Laden

lang-unknown = Keine Sprache { $name }: weder eingebaut noch eine lesbare Datei.
lang-unreadable = Die Sprachdatei { $path } ist nicht lesbar: { $reason }.
lang-syntax = Die Sprachdatei { $path } ist in Zeile { $line } fehlerhaft.
# After a language that cannot be used (--language): the languages to choose from.
lang-choices = Eingebaut: { $codes }; oder der Pfad einer Sprachdatei.

## anna uhr, die sprechende Uhr ohne Partie

clock-app-start = anna Uhr, { $control }. Die Uhr wartet auf die erste Taste.
clock-app-keys = Weiß: 1 oder Pfeil links, Schwarz: 2 oder Pfeil rechts; die eigene Taste beendet den Zug und startet die Uhr des Gegners. Leertaste oder Enter: die Zeiten, k: kurz. p: anhalten und weiter. a: Schiedsrichter. h: die Tasten. q, Esc oder Strg+C: beenden, nach einer Frage.
clock-app-running = Uhr { $side }.
clock-app-other-key = Diese Taste hat keine Aufgabe; h sagt die Tasten.
clock-app-arbiter = Schiedsrichter: plus SEITE ZEIT, minus SEITE ZEIT, setzen ZEIT ZEIT ZUG oder zurück ZUG; Enter führt aus, Esc bricht ab.
clock-app-arbiter-usage = So geht es: plus weiß 2:00, minus schwarz 1:00, setzen 1:30:00 1:25:00 20, zurück 15 oder zurück 15 weiß. a beginnt neu.
clock-app-rewind = Schiedsrichter: die Uhren zurück auf die Zeiten nach { $plies } Halbzügen, Weiß { $white }, Schwarz { $black }.
clock-app-no-such-move = Zug { $number } ist auf dieser Uhr noch nicht gespielt. a beginnt neu.
clock-app-paused = Uhr angehalten.
clock-app-resumed = Uhr läuft weiter.
clock-app-is-paused = Die Uhr ist angehalten; p: weiter.
clock-app-not-started = Die Uhr läuft noch nicht.
clock-app-stopped = Die Uhr steht.
clock-app-goodbye = Uhr beendet.
clock-app-confirm-quit = Uhr beenden? Die Zeiten bleiben gespeichert; anna clock --resume setzt fort. ja oder nein, dann Enter.
clock-app-goes-on = Die Uhr geht weiter.
clock-app-arbiter-confirm = { $change } Ausführen? ja oder nein, dann Enter.
clock-app-continued = anna Uhr, { $control }, fortgesetzt.
clock-app-no-journal = Keine Uhr zum Fortsetzen. anna clock --time 5+3 beginnt eine neue.
clock-app-journal-damaged = { $path } ist kein Uhr-Journal von anna. anna clock --time 5+3 beginnt eine neue Uhr.
clock-app-journal-unwritable = Das Journal der Uhr { $path } lässt sich nicht schreiben: { $reason }. Die Uhr läuft weiter; nach einem Absturz wären die Zeiten aber verloren.
clock-app-flag = { $side }: Zeitüberschreitung.

## Einrichtung einer Partie

setup-deaf-needs-assistant = Ein blinder Spieler gegen einen gehörlosen Spieler braucht einen Assistenten (Anhang D.2.11): --assistant blind oder --assistant sighted.
setup-enterer-needs-assistant = Züge, die ein Assistent eingibt, brauchen --assistant.
setup-needs-blind-side = Dafür braucht anna die Farbe des blinden Spielers: --blind weiß oder --blind schwarz.
setup-sighted-enters-blind = Der sehende Spieler gibt nicht die Züge des blinden Spielers ein.
setup-no-chess960 = Die Chess960-Stellung { $number } gibt es nicht; es gibt 0 bis { $max }.
setup-bad-fen = { $fen } ist keine FEN.
setup-illegal-fen = Die FEN { $fen } ist keine erlaubte Stellung.
setup-time-control = Bedenkzeit { $control }: { $reason }
replay-no-setup = Das Spielprotokoll beginnt nicht mit der Einrichtung einer Partie.
replay-bad-record = Eintrag { $number } des Spielprotokolls passt nicht zur Partie: { $reason }
game-illegal-move = { $move } ist kein erlaubter Zug.
game-no-such-ply = Die Partie hat keinen Halbzug { $number }.
status-result = { $result }.

## Bedenkzeiten

tc-field-moves = eine Zahl von Zügen
tc-field-minutes = eine Zeit in ganzen Minuten (oder Minuten:Sekunden, Stunden:Minuten:Sekunden)
tc-field-seconds = eine Zeit in ganzen Sekunden
tc-field-increment = ein Zuschlag in ganzen Sekunden
tc-field-delay = eine Verzögerung in ganzen Sekunden
tc-empty = Keine Bedenkzeit angegeben; zum Beispiel 90+30.
tc-none = { $text } steht für keine oder eine unbekannte Bedenkzeit; zum Beispiel 90+30.
tc-sandclock = Periode { $period }: Sanduhren (*) gehen nicht.
tc-empty-period = Periode { $period } ist leer.
tc-missing = Periode { $period }: es fehlt { $field }.
tc-not-a-number = Periode { $period }: { $text } ist { $kind ->
        [moves] keine Zahl von Zügen
        [minutes] keine Zeit in ganzen Minuten (oder Minuten:Sekunden, Stunden:Minuten:Sekunden)
        [seconds] keine Zeit in ganzen Sekunden
        [increment] kein Zuschlag in ganzen Sekunden
       *[delay] keine Verzögerung in ganzen Sekunden
    }.
tc-too-large = Periode { $period }: { $text } ist zu groß für { $field }.
tc-zero-moves = Periode { $period }: eine Periode braucht mindestens einen Zug.
tc-zero-time = Periode { $period } gibt keine Zeit.
tc-moves-missing = Periode { $period } hat keine Zügezahl, aber eine weitere Periode folgt; nur die letzte gilt für den Rest der Partie.
tc-last-period-has-moves = Die letzte Periode ({ $period }) zählt { $moves } Züge; danach fehlt eine Periode für den Rest der Partie.
tc-too-long-minutes = Periode { $period }: { $text } Minuten sind mehr als zehn Stunden; gezählt werden Minuten.
tc-too-long-seconds = Periode { $period }: { $text } Sekunden sind mehr als zehn Stunden.
tc-increment-and-delay = Periode { $period } hat Zuschlag und Verzögerung; nur eins davon.
tc-two-per-move = Periode { $period }: nach dem Zuschlag oder der Verzögerung steht noch „{ $text }“; es gibt nur eins davon.
clock-not-started = Die Uhr läuft noch nicht.
clock-already-started = Die Uhr läuft schon.
clock-not-paused = Die Uhr ist nicht angehalten.
clock-no-such-ply = Das Uhrprotokoll hat keinen Halbzug { $number }; es hat { $logged }.
clock-refused = { $reason }

## Vokabulare

vocab-unknown = Kein Vokabular { $name }: weder eingebaut ({ $codes }) noch eine Datei.
vocab-unreadable = Das Vokabular { $name } ist nicht lesbar.
vocab-syntax = Das Vokabular { $name } ist fehlerhaft, Zeile { $line }: { $detail }
vocab-phrase-length = Vokabular { $name }: { $detail } muss 1 bis { $max } Wörter haben.
vocab-two-meanings = Vokabular { $name }: { $detail } hätte zwei Bedeutungen.
vocab-not-a-file = Vokabular { $name }: { $detail } ist keine Linie a bis h.
vocab-not-a-rank = Vokabular { $name }: { $detail } ist keine Reihe 1 bis 8.

## Geräte

device-screen = Bildschirm: läuft.
device-speech = Sprache: { $backend }.
device-braille-working = Braillezeile: verbunden, { $cells } Zellen.
device-braille-waiting = Braillezeile: nicht verbunden, neuer Versuch alle paar Sekunden.
speech-voice = aufgenommene Stimme
speech-system = Systemstimme
speech-text = Textzeilen
speech-off = aus
braille-lost = Braillezeile getrennt; neuer Versuch alle paar Sekunden.
braille-back = Braillezeile wieder verbunden.
braille-waiting = Keine Braillezeile erreichbar; anna versucht es weiter.
braille-bad-table = Die Brailletabelle { $table } ist nicht nutzbar; die Zeile zeigt Text mit BRLTTYs eigener Tabelle.

## Dateien

io-full = der Datenträger ist voll
io-permission = keine Schreibrechte
io-not-found = die Datei fehlt
io-invalid-data = die Datei ist beschädigt
io-other = ein Fehler beim Lesen oder Schreiben
journal-damage = Das Spielprotokoll ist beschädigt: { $count ->
        [0] ein Eintrag passt nicht zur Partie.
        [one] Zeile { $lines } ist nicht lesbar.
       *[other] die Zeilen { $lines } sind nicht lesbar.
    }
journal-gap = Ab Zug { $number }, { $side }, fehlt die Partie: der Schiedsrichter stellt sie nach den Partieformularen wieder her; der Rest des Protokolls bleibt erhalten.
journal-gap-start = Die Partie fehlt von Anfang an: der Schiedsrichter stellt sie nach den Partieformularen wieder her; der Rest des Protokolls bleibt erhalten.
journal-repeated = Das Spielprotokoll ist beschädigt: Zeile { $line } enthält Eintrag { $seq } ein zweites Mal.
journal-moved = Das Spielprotokoll ist beschädigt: Zeile { $line } enthält Eintrag { $seq }; Eintrag { $expected }, der dort stehen muss, steht in Zeile { $at }.
journal-twice = Das Spielprotokoll ist beschädigt: Eintrag { $seq } steht in Zeile { $line } und in Zeile { $other }.
journal-missing = Das Spielprotokoll ist beschädigt: { $count ->
        [one] Eintrag { $from } fehlt
       *[other] die Einträge { $from } bis { $to } fehlen
    } vor Zeile { $line }.
journal-short = { $count ->
        [one] Der letzte Eintrag fehlt
       *[other] Die letzten { $count } Einträge fehlen
    } im Spielprotokoll{ $moves }: die Datei { $file } nennt sie.
journal-short-moves = { " " }(Züge { $from } bis { $to })
journal-possibly-cut = Das Spielprotokoll hat am Ende keinen Eintrag, dass die Partie unterbrochen oder beendet wurde, und keine Datei { $file } nennt seinen letzten Eintrag: vielleicht fehlen Einträge an seinem Ende.
journal-witness-differs = Das Spielprotokoll passt bei Eintrag { $seq } nicht zur Datei { $file }: es ist nicht das Spielprotokoll, wie anna es gespeichert hat.
journal-after-gap = Danach enthält das Spielprotokoll noch { $count ->
        [one] einen Zug
       *[other] { $count } Züge
    }, nicht aus der Stellung davor gespielt: { $moves }.
resume-refused = { $damage } So geht die Partie nicht weiter. Der Schiedsrichter stellt sie nach den Partieformularen wieder her und spielt sie mit anna --pgn DATEI nach.
journal-repaired = { $damage } Eine Kopie des ganzen Protokolls liegt unter { $copy }; die Partie geht mit allen lesbaren Einträgen weiter.
journal-restored = Das Spielprotokoll { $path } war nicht mehr da; anna hat es aus der Partie neu gespeichert, und die Partie geht weiter.
journal-restored-replaced = Statt des Spielprotokolls { $path } war eine andere Datei da; sie bleibt als { $copy } erhalten, anna hat das Spielprotokoll aus der Partie neu gespeichert, und die Partie geht weiter.
resumed-beat-future = Das letzte Lebenszeichen ist später als jetzt (wurde die Uhr verstellt?): es zählt nicht, und die Zeit nach dem letzten Eintrag zählt für keinen.
journal-locked = Diese Partie ist schon offen, in Prozess { $pid }; sie wird nicht ein zweites Mal geöffnet.
journal-locked-unknown = Diese Partie ist schon in einem anderen anna offen; sie wird nicht ein zweites Mal geöffnet.
journal-not-a-file = Das ist kein Spielprotokoll: keine gewöhnliche Datei, oder viel zu groß.
resumed-unwitnessed = Diese Partie hat keinen Zeugen (.beat); ihr Schreiber, Prozess { $pid }, ist beendet, und ihre Kette ist heil: sie geht weiter. Ob nach dem letzten Eintrag etwas fehlt, kann anna nicht sehen; der Schiedsrichter vergleicht mit den Partieformularen.
resumed-after-crash = anna wurde nicht ordentlich beendet. Die Bedenkzeit ist bis zum letzten Lebenszeichen gezählt; ungezählt blieben höchstens { $seconds ->
        [one] eine Sekunde
       *[other] { $seconds } Sekunden
    }.
resumed-last = Zuletzt angesagt: { $number } { $move }.
resume-list-unreadable = { $name }: nicht lesbar: { $reason }
journal-unreadable = Das Spielprotokoll ist nicht lesbar: { $reason }.
games-no-home = Weder XDG_DATA_HOME noch HOME ist gesetzt: kein Ort für Partien.
games-no-such-game = Keine Partie { $name }. anna resume --list zeigt die Partien.
brf-too-narrow = Eine Braille-Seite braucht mindestens 10 Zellen pro Zeile, nicht { $number }.
score-closing-code = Prüfcode: { $code }
brf-too-short = Eine Braille-Seite braucht mindestens 3 Zeilen, nicht { $number }.
brf-table-failed = Die Brailletabelle { $table } ist nicht nutzbar.
pgn-incorrect-claim = { $side } hat Remis reklamiert ({ $kind }); nicht berechtigt (Artikel 9.5.3)
pgn-termination = { $reason } (Artikel { $article })
pgn-termination-result = { $result }: { $reason } (Artikel { $article })
pgn-termination-no-article = { $result }: { $reason }
pgn-warning = Verwarnung für { $side } (Artikel 12.9.1)
pgn-warning-reason = { $warning }: { $reason }
pgn-warning-after = Verwarnung für { $side } nach der Partie (Artikel 12.9.1)
pgn-io = Die PGN-Datei ist nicht lesbar: { $reason }
pgn-no-game = Die PGN-Datei enthält keine Partie.
pgn-bad-fen = Das FEN-Tag ist keine erlaubte Stellung: { $fen }
pgn-illegal-move-white = Der Zug { $number }. { $move } ist in dieser Stellung nicht erlaubt.
pgn-illegal-move-black = Der Zug { $number }. … { $move } ist in dieser Stellung nicht erlaubt.
config-unreadable = Die Konfiguration { $path } ist nicht lesbar: { $reason }.
config-invalid = Konfiguration { $path }, Zeile { $line }: { $detail }
config-unknown-key = { $word } ist kein Schlüssel der Konfiguration; gemeint ist wohl { $nearest }.
config-unknown-key-none = { $word } ist kein Schlüssel der Konfiguration; die Schlüssel stehen im Handbuch unter „Konfiguration“.
config-unknown-value = { $word } geht hier nicht; gemeint ist wohl { $nearest }.
config-unknown-value-list = { $word } geht hier nicht; möglich: { $valid }.
config-out-of-range = { $key } muss eine Zahl von { $min } bis { $max } sein.
board-too-small = Das Terminal ist zu klein für das Brett: { $width }×{ $height }, nötig sind { $need-width }×{ $need-height }.
board-too-narrow = Das Terminal ist zu schmal für das Brett: { $width } Spalten, nötig sind { $need-width }.
board-too-low = Das Terminal ist zu niedrig für das Brett: { $height } Zeilen, nötig sind { $need-height }.
board-more = Zeilen { $first }–{ $last } von { $total }; Bild ab, Bild auf: blättern.
board-more-short = { $first }–{ $last } von { $total }, Bild ab/auf
board-more-numbers = { $first }–{ $last }/{ $total }

## Die Befehlszeile

write-failed = Schreiben fehlgeschlagen: { $reason }.
input-failed = Die Eingabe ist nicht lesbar: { $reason }.
line-too-long = Die Zeile ist zu lang (mehr als { $limit } Bytes) und wurde nicht gelesen.
file-not-regular = { $path } ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe) und wird nicht gelesen.
file-too-large = { $path } ist größer als { $megabytes } MB und wird nicht gelesen.
file-unreadable = { $path } ist nicht lesbar: { $reason }.
pgn-continued = { $plies ->
        [one] Ein Halbzug
       *[other] { $plies } Halbzüge
    } aus { $file } übernommen.
pgn-no-such-game = { $path } hat keine Partie Nummer { $number }.
pgn-unreadable = Die PGN-Datei { $path } ist nicht lesbar: { $reason }
say-bad-move = Zug { $number } ({ $text }): { $reason }
say-game = Partie { $number }: { $white } – { $black }
say-game-unnamed = Partie { $number }
fen-or-chess960 = Entweder --fen oder --chess960, nicht beides.
check-none = Keine Partien.
check-intact = { $name }: unversehrt, { $records ->
        [one] ein Eintrag
       *[other] { $records } Einträge
    }, { $plies ->
        [one] ein Halbzug
       *[other] { $plies } Halbzüge
    }.
check-damaged = { $name }: beschädigt, { $records ->
        [one] ein lesbarer Eintrag
       *[other] { $records } lesbare Einträge
    }. { $damage }
check-unreadable = { $name }: nicht lesbar: { $reason }
code-matches = { $name }: Der Prüfcode passt: Das Spielprotokoll ist die Partie, für die er gegeben wurde, bis zu Eintrag { $record }, nach { $plies ->
        [one] einem Halbzug
       *[other] { $plies } Halbzügen
    }.{ $after ->
        [0] {""}
        [one] {" "}Danach folgt noch ein Eintrag.
       *[other] {" "}Danach folgen noch { $after } Einträge.
    }
code-differs = { $name }: Der Prüfcode passt nicht. Dieses Spielprotokoll ist nicht die Partie, für die er gegeben wurde: gekürzt, umgestellt oder geändert, oder der Code gehört zu einer anderen Partie.
code-cannot-tell = { $name }: Ob der Prüfcode passt, lässt sich nicht sagen, denn das Spielprotokoll ist beschädigt: { $damage }
code-unusable = Das ist kein Prüfcode: { $reason }
code-bad-length = Ein Prüfcode hat { $length } Zeichen, dieser { $found }; Leerzeichen und Bindestriche zählen nicht.
code-bad-character = „{ $found }“ kommt in keinem Prüfcode vor: Er hat nur Ziffern und die Buchstaben A bis Z ohne I, L, O und U.
code-bad-check = Ein Zeichen ist falsch abgeschrieben: Das letzte passt nicht zu den anderen. Bitte den Code auf dem Ergebniszettel noch einmal lesen.
resume-none = Keine unterbrochene Partie.
resume-list-game = { $name }: { $white } – { $black }, { $date }, { $number ->
        [one] ein Halbzug
       *[other] { $number } Halbzüge
    }, { $side } am Zug
clock-app-needs-control = Eine Uhr braucht eine Bedenkzeit, nicht off.
cli-unknown-argument = { $arg } kennt anna nicht.
cli-unknown-command = Den Befehl { $name } kennt anna nicht.
cli-invalid-value = { $value } geht nicht für { $arg }; möglich: { $valid }.
cli-invalid-value-any = { $value } geht nicht für { $arg }.
cli-missing-argument = { $arg } fehlt.
cli-conflict = { $arg } und { $other } gehen nicht zusammen.
cli-missing-command = Hier fehlt ein Befehl.
cli-usage = Diese Befehlszeile versteht anna nicht.
cli-help-hint = anna --help listet die Optionen.
batch-no-tab = Kein Tabulator: eine Zeile ist eine FEN, ein Tabulator, dann der Zug.
batch-not-text = Diese Zeile ist kein UTF-8-Text.

## Sprachausgabe: welche Stimme spricht, Störungen

speech-using = Sprachausgabe: { $backend }. { $skipped }
speech-skipped = { CAPITAL($backend) } übersprungen: { $reason }.
speech-fell-back = { CAPITAL($from) } gestört: { $reason }. { $skipped } Sprachausgabe jetzt: { $to }.
speech-returned = Sprachausgabe wieder: { $backend }.
speech-audio-errors = { $count ->
        [one] Fehler der Tonausgabe: { $problem }.
       *[other] { $count } Fehler der Tonausgabe, zuletzt: { $problem }.
    }
speech-bad-clip = Stimmenpaket: { $problem }; das Wort wird buchstabiert.
clip-too-large = größer als { $megabytes } MB, zu groß für ein Wort
fault-daemon-gone = speech-dispatcher läuft nicht
fault-timeout = speech-dispatcher antwortet nicht ({ $call })
fault-not-begun = speech-dispatcher hat den Text angenommen, aber nicht gesprochen
fault-no-audio = speech-dispatcher spricht, aber es kommt kein Ton
fault-refused = speech-dispatcher lehnt ab ({ $call })
fault-no-callbacks = die Systemstimme meldet nicht, wann sie fertig ist
fault-no-device = das Tongerät { $device } lässt sich nicht öffnen
fault-unknown-device = kein Tongerät { $device }; vorhanden: { $available }
fault-device-gone = das Tongerät { $device } ist ausgefallen
fault-thread-stopped = die Sprachausgabe ist stehengeblieben
fault-unavailable = nicht verfügbar
fault-no-voice-pack = kein Stimmenpaket für { $language }
fault-bad-pack = das Stimmenpaket { $dir } ist nicht brauchbar: { $problems }
call-connect = Verbinden
call-speak = Sprechen
call-stop = Anhalten
call-settings = Einstellungen
audio-alsa-error = ALSA meldet einen Fehler in { $function }
audio-underrun = dem Tongerät { $device } gingen die Töne aus
audio-disturbed = das Tongerät { $device } war gestört
audio-broken = das Tongerät { $device } hat aufgehört

## anna sync: zwei Partieformulare und Bretter vergleichen (Anhang D.2.9)

sheet-move-error = { $sheet }, Zug { $number } ({ $side }): „{ $text }“: { $reason }
sheet-error = { $sheet }: { $reason }
# The sheet an error of `anna sync` is about, at the start of the sentence.
sync-sheet-name = { $sheet ->
        [ours] Das Formular des blinden Spielers
       *[theirs] Das Formular des Gegners
    }
sync-starts-differ = Das Formular des blinden Spielers und das Formular des Gegners beginnen in verschiedenen Stellungen.
sync-agree = Die Partieformulare stimmen überein (Halbzüge: { $plies }).
sync-lagging = { $sheet ->
        [ours] Auf dem Formular des blinden Spielers
       *[theirs] Auf dem Formular des Gegners
    } fehlt noch der letzte Halbzug, Zug { $number }, { $side }: { $move }. Er ist wohl nur noch nicht aufgeschrieben und zählt als gespielt.
sync-differ = Die Partieformulare stimmen nicht überein.
sync-first-difference = Erster Unterschied bei Zug { $number }, { $side }: das Formular des blinden Spielers { $ours }; das Formular des Gegners { $theirs }.
# Ein Zug mit seinem SAN in den Buchstaben des Vokabulars: „Springer Felix drei (Sf3)“.
sync-move = { $words } ({ $san })
sync-no-move = kein Zug
sync-longer = { $sheet ->
        [ours] Das Formular des blinden Spielers
       *[theirs] Das Formular des Gegners
    } hat { $n ->
        [one] { $n } Halbzug
       *[other] { $n } Halbzüge
    } mehr.
sync-last-agreement = Letzte Übereinstimmung: Zug { $number }, { $side }: { $move }.
sync-no-agreement = Die Formulare unterscheiden sich schon beim ersten Halbzug.
sync-position-after = Beide Bretter müssen die Stellung nach Zug { $number }, { $side }, zeigen; { $to_move } ist am Zug.
sync-position-start = Beide Bretter müssen die Ausgangsstellung zeigen; { $to_move } ist am Zug.
sync-position-sheets = Beide Bretter müssen die Stellung der Formulare zeigen; { $to_move } ist am Zug.
sync-fen = FEN: { $fen }
sync-ranks-heading = Die Stellung, Reihe für Reihe:
sync-board-not-given = { $sheet ->
        [ours] Das Brett des blinden Spielers
       *[theirs] Das Brett des Gegners
    } ist nicht angegeben: angenommen wird die Stellung nach seinem Formular.
sync-board-right = { $sheet ->
        [ours] Das Brett des blinden Spielers
       *[theirs] Das Brett des Gegners
    } ist richtig.
sync-board-fix = { $sheet ->
        [ours] Das Brett des blinden Spielers
       *[theirs] Das Brett des Gegners
    } berichtigen:
sync-culprit-one = { $sheet ->
        [ours] Das Brett des blinden Spielers
       *[theirs] Das Brett des Gegners
    } weicht von den Formularen ab: wer den richtigen Zug aufgeschrieben, aber einen anderen ausgeführt hat, berichtigt sein Brett (D.2.9).
sync-culprit-both = Beide Bretter weichen von den Formularen ab.
sync-culprit-none = Beide Bretter zeigen die Stellung der Formulare.
sync-no-boards = Kein Brett angegeben: mit --board-ours und --board-theirs sagt anna, welches Brett abweicht.
sync-clocks-unchanged = Die Uhren werden nicht verstellt.
sync-clock-set = Uhren stellen wie nach Zug { $number }, { $side }: { $w } { $white }, { $b } { $black }. Gespielte Züge: { $w } { $wm }, { $b } { $bm }.
sync-clock-set-start = Uhren stellen wie zu Beginn: { $w } { $white }, { $b } { $black }.
sync-no-game = Ohne --game keine Zeiten aus dem Uhrprotokoll: der Schiedsrichter stellt die Uhren nach seinem Ermessen (Artikel 7.1).
sync-no-clock = Die Partie im Spielprotokoll hat keine Uhr: der Schiedsrichter stellt die Uhren nach seinem Ermessen (Artikel 7.1).
sync-log-short = Das Uhrprotokoll reicht nur bis Halbzug { $n }: der Schiedsrichter stellt die Uhren nach seinem Ermessen (Artikel 7.1).
sync-journal-damaged = Achtung: das Spielprotokoll ist beschädigt; verglichen wird mit seinen lesbaren Einträgen.
sync-journal-differs = Achtung: das Spielprotokoll weicht bei Halbzug { $n } von den Formularen ab.
# Ein Schritt der Berichtigung als eigener Satz: großer Anfang, Punkt am Ende.
sync-correction-sentence = { CAPITAL($step) }.
sync-correction-move = { $piece } von { $from } nach { $to }
sync-correction-remove = { $piece } auf { $square } entfernen
sync-correction-place = { $piece } auf { $square } stellen
sync-board-error = { $sheet ->
        [ours] Das Brett des blinden Spielers
       *[theirs] Das Brett des Gegners
    }: { $problem }
board-text-unknown-word = „{ $word }“ ist weder Figur noch Feld noch Seite.
board-text-square-twice = { $square } ist zweimal besetzt.
board-text-bad-fen = „{ $word }“ ist keine FEN-Stellung.
board-text-empty = Keine Figuren angegeben.
board-text-no-square = Nach „{ $word }“ fehlt das Feld.
sheet-too-large = Das Formular ist größer als { $bytes } Bytes.
sync-placed-piece = { $role ->
        [queen] { $color ->
            [white] weiße
           *[black] schwarze
        }
       *[other] { $color ->
            [white] weißen
           *[black] schwarzen
        }
    } { $role ->
        [pawn] Bauern
       *[other] { $name }
    }
sync-removed-piece = { $name }
sync-empty = leer

## Sprachausgabe und Stimmenpakete

# (Die Sätze der Sprachausgabe und von anna voices folgen hier.)

## Stimmenpakete: anna voices (prüfen, aufnehmen, vorsprechen)

pack-problems = { $problems }
pack-no-manifest = { $path } ist nicht lesbar: { $reason }
pack-bad-manifest = manifest.toml, Zeile { $line }: { $detail }
pack-no-folder = der Ordner { $path } lässt sich nicht öffnen: { $reason }
pack-zero-format = sample_rate und channels müssen größer als null sein
pack-bad-language = language = „{ $code }“ ({ $length } Zeichen) ist kein Sprachcode: erlaubt sind Buchstaben, Ziffern, - und _, am Anfang ein Buchstabe oder eine Ziffer, höchstens { $max } Zeichen; unter diesem Namen würde das Paket installiert
pack-bad-entry = das Archiv enthält „{ $name }“, keinen einfachen Namen im Paket (ein Pfad nach außen, ein absoluter Pfad oder ein Name mit Steuerzeichen); ein solches Paket wird nicht benutzt
pack-not-a-file = { $path } ist weder ein Ordner noch eine Datei
pack-not-a-pack = { $path } ist keine Stimmenpaket-Datei (ein ZIP-Archiv mit manifest.toml): { $detail }
pack-opus-rate = sample_rate { $rate }: Opus-Clips werden mit 8000, 12000, 16000, 24000 oder 48000 Hz dekodiert
pack-bad-word-key = { $place }: ein Schlüssel ist ein Wort in Kleinbuchstaben, nur aus Buchstaben
pack-bad-letter-key = { $place }: ein Schlüssel ist ein einzelner Buchstabe
pack-clip = { $place }: { $problem }
clip-no-file = keine Datei angegeben
clip-absolute = ein absoluter Pfad; anzugeben ist eine Datei im Ordner des Pakets
clip-leads-out = „..“ führt aus dem Ordner des Pakets hinaus
clip-not-plain = kein einfacher Name: ein Steuerzeichen, ein Backslash oder ein leerer Teil (//)
clip-link-leads-out = ein symbolischer Link, der aus dem Ordner des Pakets hinausführt
clip-missing = die Datei fehlt
clip-not-a-file = keine Datei
clip-not-wav = keine WAV-Datei ({ $detail })
clip-not-opus = kein Ogg-Opus-Clip ({ $detail })
clip-damaged = in der Paketdatei beschädigt ({ $detail })
clip-channels = { $channels ->
        [one] ein Kanal
       *[other] { $channels } Kanäle
    }; das Manifest verlangt { $declared }
clip-format = { $rate } Hz, { $channels ->
        [one] ein Kanal
       *[other] { $channels } Kanäle
    }, { $bits } Bit { $float ->
        [float] Gleitkomma
       *[int] ganzzahlig
    }; das Manifest verlangt { $declared_rate } Hz, { $declared_channels ->
        [one] einen Kanal
       *[other] { $declared_channels } Kanäle
    }, { $declared }
clip-empty = der Clip ist leer
clip-error = { $path }: { $problem }
voices-in-pack = { $dir }: { $problem }
voices-no-clip = kein Clip für „{ $word }“
voices-no-letter = kein Clip für den Buchstaben { $letter }
voices-summary = { $dir }: { $words ->
        [one] ein Wort
       *[other] { $words } Wörter
    }, { $letters ->
        [one] ein Buchstabe
       *[other] { $letters } Buchstaben
    }, { $rate } Hz; { $problems ->
        [0] { $missing ->
            [0] vollständig
           *[other] { $missing } fehlen
        }
       *[other] { $problems ->
            [one] ein Problem
           *[other] { $problems } Probleme
        }, { $missing } fehlen
    } für das Vokabular { $vocab }.
voices-list-folder = { $dir }:
voices-list-pack = { $name }: { $kind ->
        [file] Paketdatei
       *[folder] Ordner mit Clips
    }, Sprache { $language }, { $count ->
        [0] für kein Vokabular vollständig
       *[other] vollständig für { $vocabs }
    }.
voices-list-broken = { $name }: { $problem }
voices-packed = { $file }: { $clips } Clips, { $size } MB (die Clips hatten { $before } MB).
voices-installed = Installiert als { $file } für { $code }{ $replaced ->
        [yes] ; das Paket, das dort war, ist ersetzt
       *[no] {""}
    }.{ $missing ->
        [0] {""}
        [one] {" "}Ein Wort fehlt; anna buchstabiert es.
       *[other] {" "}{ $missing } Wörter fehlen; anna buchstabiert sie.
    }
voices-no-data-home = Es gibt keinen Datenordner zum Installieren: HOME oder XDG_DATA_HOME setzen.
voices-list-none = Keine Stimmen gefunden; gesucht in: { $dirs }.
voices-none-for = Keine Stimme für { $code } gefunden; anna voices list zeigt, wo anna sucht.
voices-spelled = Nicht im Paket, daher buchstabiert: { $words }.
voices-not-finished = Der Satz wurde nicht zu Ende gespielt.
voices-cannot-create = { $path } lässt sich nicht anlegen: { $reason }.
voices-cannot-write = { $path } lässt sich nicht schreiben: { $detail }.
voices-other-format = Die Aufnahme fügt 16-Bit-Mono-Clips hinzu; dieses Paket hat ein anderes Format.
record-skip-key = s
record-stop-key = q
record-intro = { $count ->
        [one] Ein Wort
       *[other] { $count } Wörter
    } aufzunehmen in { $dir }. Für jedes: das Wort sprechen, dann die Eingabetaste. { $skip } und Eingabetaste überspringt ein Wort, { $stop } und Eingabetaste hört auf; die Aufnahme kann später fortgesetzt werden.
record-letter = der Buchstabe { $letter }
record-prompt = [{ $index }/{ $total }] { $word } …
record-stopped = Aufgehört.
record-skipped = Übersprungen.
record-nothing = Nichts zu hören; noch einmal.
record-length = { $seconds } Sekunden.
record-done = { $recorded } aufgenommen; { $missing } fehlen noch (anna voices check { $dir }).
mic-none = Es gibt kein Mikrofon (kein Standard-Eingabegerät).
mic-failed = Das Mikrofon lässt sich nicht benutzen: { $detail }.
mic-format = Das Mikrofon liefert das Format { $format }, das anna nicht aufnehmen kann.
mic-lost = Die Aufnahme ist verloren gegangen.

## material

material = { $white_side }: { $white }. { $black_side }: { $black }. { $diff ->
        [0] Material ausgeglichen.
       *[other] { $leader } hat { $diff ->
            [one] einen Bauernwert
           *[other] { $diff } Bauernwerte
        } mehr.
    }
material-piece = { $role ->
        [queen] { $n ->
            [one] eine Dame
           *[other] { $n } Damen
        }
        [rook] { $n ->
            [one] ein Turm
           *[other] { $n } Türme
        }
        [bishop] { $n ->
            [one] ein Läufer
           *[other] { $n } Läufer
        }
        [knight] { $n ->
            [one] ein Springer
           *[other] { $n } Springer
        }
       *[pawn] { $n ->
            [one] ein Bauer
           *[other] { $n } Bauern
        }
    }
material-king-only = nur der König

## Training mit einer Engine (nie im Turnier, Artikel 11.3)

engine-welcome = { $name } spielt { $side }, { $strength }.
strength-beginner = Anfängerstärke
strength-elo = etwa { $elo } Elo
strength-full = volle Stärke
bad-strength = { $word } ist keine Spielstärke: anfänger, eine Elo-Zahl von { $min } bis { $max } wie 1500, oder max.
setup-engine-tournament = In einer Turnierpartie spielt keine Engine mit (Artikel 11.3).
setup-engine-online = In einer Online-Partie spielt keine Engine mit.
setup-confirm-moves-online = Außerhalb eines Turniers werden Züge nur in einer Online-Partie zurückgelesen (--confirm-moves).
engine-tournament = In einer Turnierpartie gibt es keine Hilfe durch eine Engine (Artikel 11.3).
engine-to-move = { $side } ist die Engine; sie denkt.
engine-busy = Die Engine denkt über ihren Zug nach; danach gern.
engine-none = Keine Engine in dieser Partie.
engine-no-move = Die Engine hat keinen Zug.
engine-cannot-start = Die Engine { $path } startet nicht: { $reason }. Mit --engine-path wählt man eine andere.
engine-gone = Sie hat sich beendet
engine-hung = Sie antwortet nicht
engine-unreadable = Ihre Antwort { $text } ist kein Zug
engine-restarted = Die Engine fiel aus ({ $reason }) und ist neu gestartet.
engine-flood = Sie gibt Zeilen ohne Ende aus
engine-stopped = Die Engine ist angehalten: auch neu gestartet fiel sie wieder aus ({ $reason }); die Partie ist gespeichert.
engine-way-on = Ihre Uhr steht. Weiter mit engine neu, das startet sie neu, oder engine ergebnis 1-0, 0-1 oder remis, das beendet die Partie als Trainingspartie mit diesem Ergebnis.
engine-way-on-hints = engine neu startet sie neu.
engine-off = Die Engine ist angehalten.
engine-running = Die Engine läuft; neu gestartet wird nur eine angehaltene.
engine-restarted-by-player = Die Engine ist neu gestartet; die Partie geht weiter.
engine-result-running = Ein Ergebnis setzt man so nur, wenn die Engine angehalten ist; sonst: aufgeben oder remis.
engine-usage = engine neu startet eine angehaltene Engine neu; engine ergebnis 1-0, 0-1 oder remis beendet die Partie mit ihr.
engine-eval-so-far = Die Engine denkt noch; bisher: { $eval }
engine-busy-for = Die Engine denkt über ihren Zug nach, noch höchstens { $time }; danach gern.
engine-long-think = Die Engine denkt lange über diesen Zug nach: höchstens { $time }.
hint = Tipp: { $move }.
threat = { $side } droht { $move }.
threat-in-check = { $side } steht im Schach.
eval = { $band ->
        [equal] Die Stellung ist etwa ausgeglichen.
        [slight] { $side } steht etwas besser.
       *[other] { $side } steht { $band ->
            [clear] deutlich besser
           *[winning] auf Gewinn
        }, { $pawns ->
            [one] etwa ein Bauer mehr.
           *[other] etwa { $words } Bauern mehr.
        }
    }
eval-mate = { $n ->
        [one] { $side } setzt im nächsten Zug matt.
       *[other] { $side } setzt in { $words } Zügen matt.
    }
eval-exact = { $words } Bewertung { $figure }.

## Nachspielen einer Partie (anna review)

# Ein Zug der Partie, wie beim Nachspielen gehört. $verdict: none (nicht ausgewertet), good,
# inaccuracy, mistake, blunder.
review-move = { $number } { $move }{ $verdict ->
        [good] {""}
        [inaccuracy] , Ungenauigkeit
        [mistake] , Fehler
        [blunder] , Patzer
       *[none] {""}
    }.
review-better = Besser: { $move }.
review-mate-allowed = Jetzt ist Matt nicht mehr abzuwenden.
review-mate-missed = Ein erzwungenes Matt verpasst.
review-start = Ausgangsstellung, { $side } am Zug.
review-at-start = Schon in der Ausgangsstellung.
review-at-end = Schon am Ende der Partie.
review-no-such-move = Kein Zug { $number } in dieser Partie.
review-no-such-move-side = Kein Zug { $number } von { $side } in dieser Partie.
review-no-mistake = { $direction ->
        [previous] Davor kein Fehler.
       *[next] Danach kein Fehler mehr.
    }
review-no-mistake-side = { $direction ->
        [previous] Davor kein Fehler von { $side }.
       *[next] Danach kein Fehler von { $side } mehr.
    }
review-not-analysed = Die Partie ist nicht ausgewertet.
# $accuracy: Genauigkeit in Prozent wie bei Lichess, -1 wenn nicht jeder Zug ausgewertet ist.
review-summary-side = { $side }: { $inaccuracies ->
        [0] keine Ungenauigkeit
        [one] eine Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [0] kein Fehler
        [one] ein Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [0] kein Patzer
        [one] ein Patzer
       *[other] { $blunders } Patzer
    }{ $accuracy ->
        [-1] {""}
       *[other] , Genauigkeit { $accuracy } Prozent
    }.

review-ready = Nachspielen: { $white } gegen { $black }, { $moves ->
        [one] ein Zug
       *[other] { $moves } Züge
    }. Enter oder vor: der nächste Zug; hilfe erklärt alles.
review-analysing = Die Engine wertet die Partie aus: { $positions } Stellungen, das dauert etwas.
review-progress = { $done } von { $total } Stellungen ausgewertet.
review-no-engine = Ohne Bewertung nachgespielt: { $reason }
review-not-stored = Die Auswertung ist nicht gespeichert: { $reason }.
review-no-game = Es gibt noch keine Partie zum Nachspielen; anna beginnt eine.
export-no-game = Es gibt noch keine Partie zum Exportieren; anna beginnt eine.
review-tournament = Im Turnier gibt es keine Auswertung, solange gespielt wird (Artikel 11.3).
review-after-game = Die Auswertung gibt es nach dem Ende der Partie: analyse.
review-read-only = Beim Nachspielen wird nicht gezogen. vor, zurück, gehe und eine Zugnummer; beenden verlässt das Nachspielen.
# Eine Zeile von anna review --pgn DATEI --list.
review-list-game = { $number }. { $white } – { $black }, { $result }, { $event }, { $date }
review-help =
    Nachspielen: Enter oder vor, zurück, anfang, ende, gehe und eine Zugnummer (gehe 23 schwarz).
    fehler oder nächster fehler, voriger fehler, auch nur von weiß oder schwarz; zusammenfassung.
    Die Stellung lesen wie in der Partie: brett, figuren, feld, reihe, linie, angriffe, züge, liste; tipp, bewertung, drohung. beenden verlässt das Nachspielen.
help-review = { review-help }
help-analyse = analyse: nach dem Ende der Partie die Auswertung durch die Engine und das Nachspielen Zug für Zug. Nicht im Turnier.

## Die Befehle beim Nachspielen

cmd-analyse = analyse
    .aliases = analysieren auswertung nachspielen
cmd-forward = vor
    .aliases = v vorwärts vorwaerts
cmd-start = anfang
    .aliases = start
cmd-end = ende
    .aliases = schluss
cmd-goto = gehe
    .aliases = g gehezu
cmd-next = nächster
    .aliases = naechster nächste naechste
cmd-previous = voriger
    .aliases = vorheriger vorige vorherige
cmd-mistake = fehler
    .aliases = patzer
cmd-summary = zusammenfassung
    .aliases = bilanz
cmd-solution = lösung
    .aliases = loesung

## Das elektronische Brett des Gegners (DGT, --eboard, anna eboard)

eboard-connected = Elektronisches Brett an { $port } verbunden.
eboard-absent = Kein elektronisches Brett an { $port } ({ $reason }); es wird verbunden, sobald es da ist.
eboard-absent-now = Kein elektronisches Brett an { $port } ({ $reason }).
eboard-silent = Das Gerät an { $port } antwortet nicht wie ein DGT-Brett.
eboard-lost = Das elektronische Brett ist getrennt ({ $reason }); sobald es wieder da ist, geht es weiter.
eboard-back = Das elektronische Brett ist wieder verbunden.
eboard-none-found = Kein elektronisches Brett gefunden.
eboard-unread = Das elektronische Brett hat noch nichts gemeldet.
# $wrong: die Felder, die nicht stimmen; $fixes: die wenigsten Figurenzüge, die es richtig stellen.
eboard-differs = Das Brett des Gegners weicht ab: { $wrong }. So stimmt es wieder: { $fixes }.
eboard-differs-fix = Das Brett des Gegners weicht ab. So stimmt es wieder: { $fixes }. Die Felder einzeln: prüfen.
eboard-board-differs = Das Brett weicht ab: { $wrong }. So stimmt es: { $fixes }.
eboard-wrong = auf { $square } { $found } statt { $expected }
eboard-fix-move = { $piece } von { $from } nach { $to }
eboard-fix-remove = { $piece } von { $square } nehmen
eboard-fix-put = { $piece } auf { $square } stellen
eboard-agrees = Das Brett des Gegners stimmt wieder mit der Partie überein.
eboard-same = Das Brett des Gegners stimmt mit der Partie überein.
eboard-touched = Angehoben und zurückgestellt: { $piece } auf { $square }, von { $side } (Artikel 4.3).
eboard-list-board = { $port }: DGT-Brett, Version { $version }, Nummer { $serial }.
eboard-fen = FEN: { $fen }
eboard-setup-ok = Die Stellung auf dem Brett stimmt.
eboard-bad-fen = { $fen } ist keine Stellung in FEN.
eboard-sim-unknown = Das versteht das simulierte Brett nicht: { $word }. So geht es: lift, put, move, hold, flicker, noise, unplug, plug, quit.
eboard-sim-unplugged = Das simulierte Brett ist nicht eingesteckt: plug.

## Lichess: the token, the server, the broadcast (docs/online.md)
lichess-token-missing = Kein Lichess-Token gefunden. Auf lichess.org unter Einstellungen, API-Zugangstoken, einen Token mit der Berechtigung { $scope } anlegen und speichern mit: anna lichess login (oder in LICHESS_TOKEN setzen).
lichess-token-file = Die Token-Datei { $path } wird nicht gelesen: { $reason }
lichess-token-not-file = Sie ist keine gewöhnliche Datei.
lichess-token-readable = Andere dürfen sie lesen; erlaubt ist nur der Besitzer (chmod 600).
lichess-token-malformed = Der Lichess-Token ist kein gültiger Token. Ein Token mit der Berechtigung { $scope } wird gebraucht.
lichess-server-bad = „{ $url }“ ist keine Serveradresse. Beispiel: https://lichess.org
lichess-server-plain = „{ $url }“ wird nicht benutzt: ohne HTTPS ginge der Token unverschlüsselt durchs Netz. Unverschlüsselt nur zu diesem Rechner (127.0.0.1).
lichess-rate-limited = Lichess bittet, eine Minute zu warten.
lichess-refused = Lichess lehnt das ab: der Token braucht die Berechtigung { $scope }, oder dieses Konto darf es nicht (eine Übertragungsrunde nimmt Partien nur von ihren Besitzern und Mitwirkenden an).
lichess-token-unknown = Lichess kennt diesen Token nicht (vertippt, widerrufen oder abgelaufen). Erstelle auf lichess.org (Einstellungen, API-Zugangstoken) einen neuen mit der Berechtigung { $scope } und speichere ihn mit: anna lichess login
lichess-push-rejected = Lichess hat die Partie nicht übernommen: { $reason }
lichess-status = Lichess antwortet mit Fehler { $status }.
lichess-unreachable = Lichess ist nicht erreichbar.
lichess-garbled = Die Antwort von Lichess ist nicht lesbar.
lichess-login-prompt = Den Lichess-Token eingeben oder einfügen (er wird nicht angezeigt), dann die Eingabetaste:
lichess-login-stored = Der Token ist in { $path } gespeichert, nur für den Besitzer lesbar.
lichess-login-known = Lichess kennt ihn: das Konto { $user }, erlaubt: { $scopes }.
lichess-login-lacks = Er erlaubt { $missing } nicht: Spielen braucht board:play, Übertragen braucht study:write.
lichess-login-unknown = Lichess kennt diesen Token nicht (vertippt, widerrufen oder abgelaufen); er wird nicht gespeichert.
lichess-login-unchecked = Er ist nicht geprüft: { $reason }
lichess-login-env-first = LICHESS_TOKEN ist gesetzt: solange es gesetzt ist, gilt es statt des gespeicherten Tokens.
lichess-login-no-folder = anna findet keinen Konfigurationsordner (weder XDG_CONFIG_HOME noch HOME ist gesetzt); der Token kann nicht gespeichert werden.
broadcast-failing = Die Übertragung an Lichess (Runde { $round }) gelingt nicht: { $reason } anna versucht es weiter; die Partie geht weiter.
broadcast-stopped = Die Übertragung an Lichess (Runde { $round }) endet: { $reason } Die Partie geht weiter und wird gespeichert; übertrage sie später mit anna lichess push.
broadcast-back = Die Übertragung an Lichess (Runde { $round }) geht wieder.
broadcast-pushed = Die Partie ist an Lichess übertragen (Runde { $round }).
## anna --help: Befehle, Optionen und Werte der Befehlszeile (src/cli/help.rs)
# $languages, $vocabularies: die eingebauten Sprachen und Vokabulare.

cli-heading-usage = Aufruf
cli-heading-options = Optionen
cli-heading-arguments = Argumente
cli-heading-commands = Befehle
cli-values = [Werte: { $values }]
cli-default = [Vorgabe: { $value }]
cli-about = Schach am Brett für blinde und sehbehinderte Spieler.
cli-about-help = Zeigt diese Hilfe oder die der genannten Befehle.
cli-help-help = Zeigt die Hilfe.
cli-help-version = Zeigt die Version.
cli-help-language = Die Sprache, in der anna spricht: eine eingebaute ({ $languages }) oder der Pfad einer Sprachdatei [Vorgabe: nach dem Gebietsschema, sonst de].
cli-help-vocab = Die Wörter der Züge: ein eingebautes Vokabular ({ $vocabularies }; de, ar, fa: die Wörter der FIDE in lateinischer, arabischer und persischer Schrift; en: englische Figurennamen; ar-native, fa-native: die heimischen Figurennamen) oder der Pfad einer Vokabulardatei [Vorgabe: die Wörter der FIDE in der Schrift der Sprache].
cli-help-digits = Die Ziffern für Zahlen und Zeiten: latin (0-9) oder native, die der Sprache (arabisch-indisch für ar, persisch für fa) [Vorgabe: latin].
cli-help-config = Diese Konfigurationsdatei statt der üblichen lesen.
cli-help-debug = Das Protokoll (Geräte, Ersatzlösungen, Probleme des Journals) auch auf die Standardfehlerausgabe schreiben; es steht immer in $XDG_STATE_HOME/anna/anna.log.
cli-help-view = line: eine Zeile je Ereignis, für Bildschirmleser; board: ein gezeichnetes Brett für den Gegner.
cli-value-view-line = Eine Zeile je Ereignis, für Bildschirmleser und Braillezeilen.
cli-value-view-board = Ein gezeichnetes Brett für den sehenden Gegner.
cli-help-speech = Wie anna spricht [Vorgabe: auto].
cli-value-speech-auto = Die aufgenommene Stimme, wenn sie startet, sonst die Stimme des Systems, sonst Textzeilen.
cli-value-speech-voice = Die aufgenommenen Wörter eines Stimmpakets.
cli-value-speech-system = Die Sprachausgabe des Systems (speech-dispatcher).
cli-value-speech-text = Textzeilen, für den eigenen Bildschirmleser.
cli-value-speech-off = Keine Sprache.
cli-help-speech-to = Mit --speech text: jede gesprochene Zeile auch in diese Datei schreiben (ein zweites Gerät).
cli-help-opponent-language = Die Sprache der Brettansicht für den sehenden Gegner ({ $languages } oder eine Datei) [Vorgabe: die der Partie].
cli-help-opponent-side = Die Seite, von der die Brettansicht das Brett zeigt [Vorgabe: die Seite, die nicht die des blinden Spielers ist, sonst Weiß].
cli-help-verbose = Zu Beginn jede Ausgabe (Bildschirm, Sprache, Braille) und ihren Zustand melden.
cli-help-no-color = Keine Farben in der Brettansicht (auch wenn NO_COLOR gesetzt ist).
cli-help-braille = Eine Braillezeile über BrlAPI [Vorgabe: auto].
cli-value-braille-auto = Die Zeile nutzen, wenn BrlAPI antwortet; sonst das einmal sagen und ohne weitermachen.
cli-value-braille-on = Die Zeile nutzen; solange BrlAPI nicht antwortet, alle paar Sekunden neu versuchen.
cli-value-braille-off = Keine Braillezeile.
cli-help-engine-path = Die UCI-Engine für Partien gegen die Engine und Tipps [Vorgabe: das Stockfish des Systems].
cli-help-eboard = Das elektronische Brett des sehenden Spielers (DGT): seine serielle Schnittstelle, oder auto für das erste gefundene Brett.
cli-help-eboard-settle = Wie lange das elektronische Brett ruhig sein muss, bevor ein Zug gelesen wird, in Millisekunden [Vorgabe: 400].
cli-help-eboard-rook-for-queen = Auf dem elektronischen Brett ist ein Turm, der zur Umwandlung eines Bauern hingestellt wird, eine Dame (der umgedrehte Turm, wenn keine zweite Dame zur Hand ist).
cli-help-eboard-clock-white = Die Seite der DGT-Uhr, die Weiß gehört, von vorn gesehen [Vorgabe: left].
cli-help-no-pawn-name = Das Wort für den Bauern weglassen (Eva vier statt Bauer Eva vier).
cli-help-origin = Wann das Feld genannt wird, von dem eine Figur kommt [Vorgabe: ambiguous].
cli-help-captured-piece = Die geschlagene Figur nennen.
cli-help-ranks-from = Die Reihen von dieser Seite aus zählen (D.2.1: von Weiß aus, wenn der Schiedsrichter nichts anderes entscheidet).
cli-help-fen = Von dieser Stellung (FEN) statt der Grundstellung ausgehen.
cli-help-white = Der Name von Weiß, für das Partieformular [Vorgabe: Weiß].
cli-help-black = Der Name von Schwarz, für das Partieformular [Vorgabe: Schwarz].
cli-help-event = Das Turnier, für das Partieformular.
cli-help-site = Der Ort der Partie, für das Partieformular.
cli-help-round = Die Runde, für das Partieformular.
cli-help-board-number = Die Brettnummer in der Runde, für das Partieformular und die Übertragung.
cli-help-chess960 = Eine Startstellung von Chess960 (Richtlinie II), nach Nummer 0–959, oder eine zufällige.
cli-help-tournament = Eine Turnierpartie: keine Zugrücknahmen, keine Antworten zu Angriffen und legalen Zügen (Artikel 11.3).
cli-help-time = Bedenkzeit, z. B. 90+30, 40/90+30,30+30, 5d3 oder PGN 40/5400+30:1800+30; off für keine [Vorgabe: 90+30].
cli-help-warn = Dem Spieler am Zug seine Zeit sagen, wenn sie diese Werte erreicht, z. B. 5,1 oder 0:30 (aus, wenn nicht angegeben: D.2.10.4).
cli-help-default-time = Die Karenzzeit des Turniers (Artikel 6.7.1), ab Beginn der Runde für beide Spieler: wer dann nicht am Brett ist, verliert; Minuten oder m:ss, h:mm:ss (15 oder 0:15:00 für eine Viertelstunde) [Vorgabe: 0].
cli-help-blind = Die Farbe des blinden oder sehbehinderten Spielers (Anhang D).
cli-help-assistant = Ein Assistent am Brett: der des blinden Spielers (D.2.10) oder der des sehenden (D.2.11).
cli-help-supervision = Schnell- und Blitzschach: volle oder teilweise Aufsicht [Vorgabe: partial].
cli-value-supervision-full = Die Turnierregeln vollständig (A.3, B.3).
cli-value-supervision-partial = A.4 und B.4: ein regelwidriger Zug zählt nur vor dem nächsten Zug des Gegners.
cli-help-illegal-move-rule = Schnell- und Blitzschach mit teilweiser Aufsicht: penalty (7.5.5, der englische Text von A.4.2) oder loss (wie die arabische Übersetzung A.4.2 druckt) [Vorgabe: penalty].
cli-value-illegal-move-rule-penalty = 7.5.5: zwei Minuten für den Gegner (eine im Blitzschach); der zweite verliert.
cli-value-illegal-move-rule-loss = Der erste vollendete regelwidrige Zug verliert; remis, wenn der Gegner nicht mattsetzen kann.
cli-help-deaf-opponent = Der sehende Gegner ist gehörlos: ein Assistent ist nötig (D.2.11).
cli-help-white-enters = Wer die Züge von Weiß eingibt: der blinde Spieler, der Assistent oder der sehende Spieler.
cli-help-black-enters = Wer die Züge von Schwarz eingibt.
cli-help-from-pgn = Die Partie einer PGN-Datei fortsetzen (auch --pgn): ihr Anfang und ihre Züge kommen zuerst.
cli-help-pgn-game = Welche Partie der Datei, von 1 an gezählt [Vorgabe: 1].
cli-help-engine = Gegen die Engine üben, die diese Seite spielt (nie im Turnier: 11.3).
cli-help-strength = Wie gut die Engine spielt: beginner, eine Elo-Zahl wie 1500, oder max [Vorgabe: 1500].
cli-help-engine-time = Die Engine denkt so viele Sekunden je Zug [Vorgabe: nach ihrer Uhr].
cli-help-engine-nodes = Die Engine sucht so viele Knoten je Zug: jedes Mal dieselbe Partie.
cli-about-play = Eine neue Partie beginnen (wie anna allein).
cli-about-resume = Die letzte unbeendete Partie fortsetzen, oder die genannte.
cli-help-resume-list = Stattdessen die unbeendeten Partien auflisten.
cli-help-resume-game = Ein Partiename aus --list oder eine Journaldatei.
cli-about-export = Das Partieformular einer Partie auf die Standardausgabe schreiben.
cli-help-export-game = Ein Partiename (siehe anna resume --list) oder eine Journaldatei [Vorgabe: die letzte Partie].
cli-help-export-pgn = Als PGN (die Vorgabe).
cli-help-export-brf = Als Braille-Partieformular: BRF (Braille-ASCII), fertig für einen Punktschriftdrucker (D.2.7).
cli-help-export-width = BRF-Zeichen je Zeile.
cli-help-export-lines = BRF-Zeilen je Seite.
cli-help-export-table = Eine liblouis-Übersetzungstabelle für das ganze BRF; sonst jede Schrift ihre eigene (docs/braille.md).
cli-about-say = Die gesprochenen Wörter jedes Zuges ausgeben, eine Zeile je Zug.
cli-help-say-pgn = Die Hauptvariante der ersten Partie dieser PGN-Datei spielen.
cli-help-say-batch = Viele Anfragen von der Standardeingabe lesen, eine je Zeile: eine FEN (leer: die Grundstellung), ein Tabulator, ein Zug; jede mit einer Zeile beantworten, "! " und der Grund, wenn er sich nicht sagen lässt.
cli-help-say-moves = Züge in jeder lesbaren Form, der Reihe nach gespielt.
cli-about-parse = UCI und SAN des einen legalen Zuges ausgeben, den der Text nennt.
cli-help-parse-batch = Viele Anfragen von der Standardeingabe lesen, eine je Zeile: eine FEN (leer: die Grundstellung), ein Tabulator, der Text; jede mit einer Zeile beantworten, "! " und der Grund, wenn er keinen Zug nennt.
cli-help-parse-text = Der Zug in jeder lesbaren Form; mehrere Wörter werden verbunden.
cli-about-sync = D.2.9: beide Partieformulare (und Bretter) vergleichen und sagen, wie die Partie richtiggestellt wird.
cli-help-sync-ours = Unser Partieformular: PGN oder eine einfache Zugliste in jeder lesbaren Notation.
cli-help-sync-theirs = Das andere Partieformular.
cli-help-sync-board-ours = Was auf unserem Brett steht: FEN oder eine Figurenliste (Kg1 Sf3 e4 ... schwarz: Kg8 ...).
cli-help-sync-board-theirs = Was auf dem anderen Brett steht.
cli-help-sync-game = Das Journal der Partie (eine Datei oder ein Partiename), für die zu stellenden Uhrzeiten.
cli-help-sync-json = Ein JSON-Objekt statt Sätzen ausgeben.
cli-about-review = Eine beendete Partie Zug für Zug durchgehen, von der Engine analysiert: das Urteil über jeden Zug, der bessere Zug bei einem Fehler, eine Bilanz je Seite. Auch jede PGN-Partie, wie ein Buch.
cli-help-review-game = Ein Partiename (siehe anna resume --list) oder eine Journaldatei [Vorgabe: die letzte Partie].
cli-help-review-pgn = Eine Partie einer PGN-Datei statt einer von anna.
cli-help-review-pgn-game = Welche Partie der PGN-Datei, von 1 an gezählt [Vorgabe: 1].
cli-help-review-list = Die Partien der PGN-Datei auflisten, um eine nach ihrer Nummer zu wählen.
cli-help-review-depth = Wie tief die Engine jede Stellung durchsucht, in Halbzügen [Vorgabe: 14].
cli-help-review-nodes = Jede Stellung so viele Knoten statt bis zu einer Tiefe durchsuchen.
cli-help-review-no-engine = Die Partie ohne Engine durchgehen: die Partie wie ein Buch.
cli-about-eboard = Das elektronische Brett des sehenden Spielers (DGT): die gefundenen Bretter, was eines liest, sein Aufbau geprüft, ein simuliertes Brett.
cli-about-eboard-list = Die an den seriellen Schnittstellen gefundenen Bretter (die Vorgabe).
cli-about-eboard-show = Was das Brett liest: Reihe für Reihe in Worten und als FEN.
cli-help-eboard-show-port = Die Schnittstelle des Bretts [Vorgabe: das erste gefundene Brett].
cli-about-eboard-check = Vergleicht das Brett vor einer Partie mit der Grundstellung (oder einer FEN).
cli-help-eboard-check-port = Die Schnittstelle des Bretts [Vorgabe: das erste gefundene Brett].
cli-help-eboard-check-fen = Die Stellung, die das Brett zeigen soll [Vorgabe: die Grundstellung].
cli-about-eboard-simulate = Ein simuliertes Brett an einem Pseudoterminal, bewegt durch getippte Zeilen (lift e2, put e4 P, move e2 e4, hold e4 600, flicker e4, noise, unplug, plug, quit): gibt die Schnittstelle für anna aus.
cli-help-eboard-simulate-link = Ein fester Pfad für die Schnittstelle (ein Verweis auf das Terminal, der beim Wiedereinstecken bleibt).
cli-help-eboard-simulate-rotated = Das Brett liegt umgedreht (Weiß am fernen Ende der bezifferten Seite).
cli-help-eboard-simulate-fen = Die Stellung auf dem Brett [Vorgabe: die Grundstellung].
cli-about-voices = Stimmpakete: eines prüfen, eines aufnehmen, einen Satz mit einem sprechen.
cli-about-voices-check = Ein Stimmpaket prüfen: sein Manifest, seine Aufnahmen und die Wörter, die ihm fehlen.
cli-help-voices-check-dir = Das Paket: seine Datei (de.zip) oder sein Ordner (mit manifest.toml) [Vorgabe: das Paket, das anna für das Vokabular nimmt].
cli-help-voices-check-vocab = Das Vokabular, gegen das geprüft wird [Vorgabe: die Sprache des Pakets].
cli-about-voices-record = Ein Stimmpaket Wort für Wort mit dem Mikrofon aufnehmen.
cli-help-voices-record-vocab = Das Vokabular, dessen Wörter aufgenommen werden ({ $vocabularies } oder eine Datei).
cli-help-voices-record-dir = Der Ordner des Pakets; wird angelegt, wenn nötig, und fortgesetzt, wenn er schon Wörter hat.
cli-help-voices-record-again = Die Wörter, die das Paket schon hat, noch einmal aufnehmen.
cli-about-voices-say = Einen Satz mit einem Stimmpaket sprechen und warten, bis er gesagt ist.
cli-help-voices-say-dir = Das Paket: seine Datei oder sein Ordner.
cli-help-voices-say-text = Die zu sprechenden Wörter, z. B. Springer Felix drei.
cli-help-voices-say-vocab = Das Vokabular für Zahlen [Vorgabe: die Sprache des Pakets].
cli-help-voices-say-gap = Stille zwischen Wörtern, in Millisekunden.
cli-help-voices-say-pause = Stille für ein Komma oder einen Punkt, in Millisekunden.
cli-help-voices-say-rate = Wie schnell, von -100 (halb so schnell) bis 100 (doppelt so schnell); die Tonhöhe bleibt.
cli-help-voices-say-device = Das Ausgabegerät (seine Kennung, wie default oder hw:1,0, oder sein Name).
cli-about-voices-list = Die gefundenen Stimmpakete, Ordner für Ordner, in der Reihenfolge, in der anna sucht, jedes mit seiner Sprache und den Vokabularen, die es ganz spricht.
cli-about-voices-pack = Aus dem Ordner eines Pakets eine Paketdatei machen: jede Aufnahme in Ogg Opus, mit dem Manifest.
cli-help-voices-pack-dir = Der Ordner des Pakets (wie anna voices record ihn anlegt) oder eine andere Paketdatei.
cli-help-voices-pack-output = Die zu schreibende Paketdatei [Vorgabe: der Name des Ordners mit .zip].
cli-about-voices-install = Ein Paket prüfen und in den eigenen Datenordner legen, wo anna es für seine Sprache findet.
cli-help-voices-install-pack = Die Paketdatei oder der Ordner eines Pakets (beim Installieren zur Paketdatei gemacht).
cli-about-voices-words = Die Wörter auflisten, die ein Paket für das Vokabular braucht.
cli-help-voices-words-vocab = Die Vokabulare (je eines mit --vocab), deren Wörter das Paket enthält; das erste gibt ihm den Namen.
cli-help-voices-words-manifest = Stattdessen das Manifest für sie ausgeben.
cli-help-voices-words-rate = Die Abtastrate der Aufnahmen, für das Manifest.
cli-about-check = Partiejournale prüfen: heil oder beschädigt, wie viele Einträge, was fehlt; mit --code, ob ein Journal die Partie eines Prüfcodes ist.
cli-help-check-game = Ein Partiename aus anna resume --list oder der Pfad eines Journals [Vorgabe: jede Partie].
cli-help-check-code = Der Prüfcode, den anna für die Partie gesagt hat (vom Ergebniszettel): ob das Journal diese Partie ist. Exit-Status 0 ja, 1 nein, 2 nicht zu sagen.
cli-about-package-files = Die Handbuchseiten und die Vervollständigungen der Shell in einen Ordner schreiben (für Pakete).
cli-help-package-files-out = Der Ordner: man/ und completions/ werden darin angelegt.
cli-about-clock = Eine sprechende Schachuhr ohne Partie, für eine Partie auf Papier.
cli-help-clock-time = Bedenkzeit, wie für eine Partie: 90+30, 40/90+30,30+30, 5d3 oder PGN [Vorgabe: 90+30].
cli-help-clock-quiet-keys = Kein Wort bei jedem Druck auf eine Spielertaste oder eine Taste ohne Aufgabe.
cli-help-clock-resume = Die letzte Uhr dort fortsetzen, wo sie stand (nach einem Absturz, einem geschlossenen Terminal oder dem Beenden).

# Die Platzhalter für die Werte der Optionen und Argumente: <DATEI>.
cli-name-language = SPRACHE
cli-name-vocab = VOKABULAR
cli-name-digits = ZIFFERN
cli-name-config = KONFIGURATION
cli-name-file = DATEI
cli-name-side = SEITE
cli-name-game = PARTIE
cli-name-code = CODE
cli-name-fen = FEN
cli-name-dir = ORDNER
cli-name-port = SCHNITTSTELLE
cli-name-n = N
cli-name-speech = SPRACHAUSGABE
cli-name-ranks-from = SEITE
cli-name-origin = HERKUNFT
cli-name-braille = BRAILLE
cli-name-view = ANSICHT
cli-name-program = PROGRAMM
cli-name-ms = MS
cli-name-text = TEXT
cli-name-moves = ZÜGE
cli-name-rate = RATE
cli-name-pack = PAKET
cli-name-out = ORDNER
cli-name-control = BEDENKZEIT
cli-name-board = BRETT
cli-name-command = BEFEHL
cli-name-width = BREITE
cli-name-white-enters = WER
cli-name-black-enters = WER
cli-name-white = NAME
cli-name-black = NAME
cli-name-times = ZEITEN
cli-name-time = ZEIT
cli-name-table = TABELLE
cli-name-supervision = AUFSICHT
cli-name-strength = STÄRKE
cli-name-site = ORT
cli-name-seconds = SEKUNDEN
cli-name-round = RUNDE
cli-name-plies = HALBZÜGE
cli-name-pgn = PGN-DATEI
cli-name-pause = PAUSE
cli-name-output = DATEI
cli-name-link = VERWEIS
cli-name-lines = ZEILEN
cli-name-journal = JOURNAL
cli-name-illegal-move-rule = REGEL
cli-name-gap = ABSTAND
cli-name-event = TURNIER
cli-name-device = GERÄT
cli-name-blind = SEITE
cli-name-assistant = ASSISTENT
cli-name-options = OPTIONEN
cli-about-lichess = Lichess: die Partie des Kontos dort spielen (play), eine Runde oder Partie live verfolgen (watch, tv), den Token speichern (login), eine Partie an eine Übertragungsrunde senden (push). Siehe docs/online.md.
cli-about-lichess-push = Das Partieformular einer Partie an eine Übertragungsrunde senden (der Token braucht study:write).
cli-about-lichess-login = Den persönlichen Token speichern (ohne Anzeige abgefragt), nachdem Lichess gesagt hat, was er erlaubt.
cli-help-lichess-push-round = Die Kennung der Übertragungsrunde (der letzte Teil ihrer Adresse bei Lichess).
cli-help-broadcast = Die Partie nach jedem Zug live an diese Übertragungsrunde bei Lichess senden (nur mit Zustimmung des Schiedsrichters; der Token braucht study:write).
cli-help-game = Ein Partiename aus anna resume --list oder eine Journaldatei.
cli-help-server = Der Lichess-Server [Vorgabe: https://lichess.org].
cli-name-round-id = RUNDE
cli-name-url = ADRESSE

## Lichess: puzzles (anna lichess puzzle, docs/online.md)

puzzle-number = Aufgabe { $number } von { $count }.
puzzle-start = { $side } spielte { $move }; { $turn } am Zug, finde den besten Zug.
puzzle-reply = Richtig: { $move }. { $side } antwortet { $reply }; finde den nächsten Zug.
puzzle-solved = Richtig: { $move }. { $clean ->
        [yes] Gelöst!
       *[no] Gelöst, aber nicht auf Anhieb: die Aufgabe zählt als nicht gelöst.
    }
puzzle-wrong = { $move } ist nicht die Lösung; die Stellung bleibt. Versuch es noch einmal: tipp nennt die Figur, lösung sagt den Rest.
puzzle-hint = Tipp: die Figur auf { $square } zieht: { $piece }.
puzzle-solution = Die Lösung: { $moves }.
puzzle-about = Aufgabe { $id } von Lichess, Wertung { $rating }; Themen: { $themes }.
puzzle-not-here = In einer Aufgabe wird gezogen und die Stellung gelesen, sonst nichts: tipp nennt die Figur, lösung sagt den Rest, beenden hört auf.
puzzle-help = Aufgaben: den Zug eingeben wie in der Partie (Sf3, e4, g1f3 oder in Worten). tipp nennt die Figur, die zieht; lösung sagt den Rest; brett, figuren, liste, letzter, material lesen die Stellung; nochmal wiederholt; beenden hört auf.
puzzle-sent = Lichess hat das Ergebnis.
puzzle-sent-rating = Lichess hat das Ergebnis; deine Aufgabenwertung ändert sich um { $diff }.
puzzle-kept = Ohne Lichess-Token bleibt das Ergebnis auf diesem Rechner: { $path }.
puzzle-not-sent = Das Ergebnis ist nicht bei Lichess angekommen ({ $reason }); es steht in { $path }.
puzzle-not-kept = Das Ergebnis ist nicht gespeichert: { $reason }.
puzzle-bad = Die Aufgabe { $id } lässt sich nicht aufstellen: ihre Züge passen nicht zur Partie. Sie wird übersprungen.
puzzle-none = Lichess hat keine Aufgabe geschickt. Ein Thema heißt zum Beispiel mateIn2 oder fork; ohne --theme kommt eine gemischte.
puzzle-angle-unknown = Lichess kennt kein Thema und keine Eröffnung „{ $theme }“. Ein Thema heißt zum Beispiel mateIn2, fork oder Gabel.
puzzle-done = { $count ->
        [one] Eine Aufgabe
       *[other] { $count } Aufgaben
    } gespielt, { $won } davon gelöst.
puzzle-tournament = Im Turnier gibt es keine Aufgaben: anna lichess puzzle geht nicht mit --tournament.
puzzle-count-bad = --count nimmt 1 bis 50 Aufgaben, nicht { $count }.

puzzle-theme-advancedPawn = vorgerückter Bauer
puzzle-theme-advantage = Vorteil
puzzle-theme-anastasiaMate = Anastasias Matt
puzzle-theme-arabianMate = arabisches Matt
puzzle-theme-attackingF2F7 = Angriff auf f2 oder f7
puzzle-theme-attraction = Hinlenkung
puzzle-theme-backRankMate = Grundreihenmatt
puzzle-theme-balestraMate = Balestra-Matt
puzzle-theme-blindSwineMate = Matt der blinden Schweine
puzzle-theme-bishopEndgame = Läuferendspiel
puzzle-theme-bodenMate = Bodens Matt
puzzle-theme-castling = Rochade
puzzle-theme-capturingDefender = den Verteidiger schlagen
puzzle-theme-crushing = vernichtender Vorteil
puzzle-theme-doubleBishopMate = Matt mit zwei Läufern
puzzle-theme-dovetailMate = Schwalbenschwanzmatt
puzzle-theme-equality = Ausgleich
puzzle-theme-kingsideAttack = Angriff am Königsflügel
puzzle-theme-clearance = Räumung
puzzle-theme-defensiveMove = Verteidigungszug
puzzle-theme-deflection = Ablenkung
puzzle-theme-discoveredAttack = Abzugsangriff
puzzle-theme-doubleCheck = Doppelschach
puzzle-theme-endgame = Endspiel
puzzle-theme-enPassant = en passant
puzzle-theme-exposedKing = ungeschützter König
puzzle-theme-fork = Gabel
puzzle-theme-hangingPiece = hängende Figur
puzzle-theme-hookMate = Hakenmatt
puzzle-theme-interference = Unterbrechung
puzzle-theme-intermezzo = Zwischenzug
puzzle-theme-killBoxMate = Kastenmatt
puzzle-theme-triangleMate = Dreiecksmatt
puzzle-theme-vukovicMate = Vuković-Matt
puzzle-theme-knightEndgame = Springerendspiel
puzzle-theme-long = lange Aufgabe
puzzle-theme-master = Meisterpartien
puzzle-theme-masterVsMaster = Partien zwischen Meistern
puzzle-theme-mate = Matt
puzzle-theme-mateIn1 = Matt in einem Zug
puzzle-theme-mateIn2 = Matt in zwei Zügen
puzzle-theme-mateIn3 = Matt in drei Zügen
puzzle-theme-mateIn4 = Matt in vier Zügen
puzzle-theme-mateIn5 = Matt in fünf oder mehr Zügen
puzzle-theme-middlegame = Mittelspiel
puzzle-theme-oneMove = Aufgabe mit einem Zug
puzzle-theme-opening = Eröffnung
puzzle-theme-pawnEndgame = Bauernendspiel
puzzle-theme-pin = Fesselung
puzzle-theme-promotion = Umwandlung
puzzle-theme-queenEndgame = Damenendspiel
puzzle-theme-queenRookEndgame = Dame und Turm
puzzle-theme-queensideAttack = Angriff am Damenflügel
puzzle-theme-quietMove = stiller Zug
puzzle-theme-rookEndgame = Turmendspiel
puzzle-theme-sacrifice = Opfer
puzzle-theme-short = kurze Aufgabe
puzzle-theme-skewer = Spieß
puzzle-theme-smotheredMate = ersticktes Matt
puzzle-theme-superGM = Partien der Weltspitze
puzzle-theme-trappedPiece = gefangene Figur
puzzle-theme-underPromotion = Unterverwandlung
puzzle-theme-veryLong = sehr lange Aufgabe
puzzle-theme-xRayAttack = Röntgenangriff
puzzle-theme-zugzwang = Zugzwang
puzzle-theme-mix = bunte Mischung

## Lichess: playing a game through the Board API (docs/online.md)
lichess-welcome = Eine Partie auf Lichess gegen { $opponent }; du spielst { $side }.
lichess-waiting = Warte, bis eine Partie auf Lichess beginnt: beginne dort eine, oder nimm eine Herausforderung an.
lichess-waiting-help = Noch läuft keine Partie. Was jetzt geht: zeit sagt, wie lange anna schon wartet; beenden hört auf zu warten. Züge und die übrigen Befehle gelten, sobald die Partie auf Lichess begonnen hat.
lichess-waiting-time = Noch keine Partie, also keine Uhr. anna wartet seit { $seconds } Sekunden.
lichess-waiting-no-game = Noch keine Partie: Züge und dieser Befehl gelten erst, wenn sie auf Lichess begonnen hat. hilfe sagt, was jetzt geht.
lichess-waiting-left = anna wartet nicht mehr; es hat keine Partie begonnen.
lichess-seeking = Suche auf Lichess einen Gegner für { $time }.
lichess-challenged = { $name } ist auf Lichess herausgefordert; die Partie beginnt, wenn die Herausforderung angenommen ist.
lichess-challenge-declined = { $name } lehnt die Herausforderung ab: { $reason } Fordere jemand anderen heraus oder wähle eine andere Bedenkzeit.
lichess-challenge-expired = Die Herausforderung an { $name } ist abgelaufen oder zurückgezogen: niemand hat sie angenommen. Fordere erneut heraus, wenn { $name } online ist.
lichess-seek-refused = Lichess lehnt diese Suche ab: über die Board-API lassen sich nur Schnellschach-, klassische und Fernpartien suchen. Fordere stattdessen jemanden heraus: anna lichess play --challenge NAME --time 15+10
lichess-seek-expired = Niemand hat die Suche nach einer Partie { $time } auf Lichess angenommen; sie ist abgelaufen. Suche erneut oder fordere jemanden heraus: anna lichess play --challenge NAME --time 15+10
lichess-time-bad = „{ $time }“ ist keine Bedenkzeit. Zum Beispiel: 10+5 (Minuten, dann Sekunden je Zug).
lichess-tournament = In einer Turnierpartie ist online nur die Übertragung erreichbar: anna lichess play geht nicht mit --tournament.
lichess-not-yours = Die Partie { $game } ist keine Partie dieses Kontos.
lichess-variant = Die Partie { $game } wird als { $variant } gespielt: anna kennt nur die Regeln des normalen Schachs und von Chess960. Spiele sie auf lichess.org oder beginne eine normale Partie.
lichess-game-unknown = Lichess kennt keine Partie { $game } dieses Kontos: die Kennung ist der letzte Teil der Adresse der Partie (lichess.org/{ $game }). Ohne --game tritt anna der laufenden Partie bei.
lichess-game-refused = Lichess lässt anna die Partie { $game } nicht spielen: { $reason } Partien aus der Lobby müssen für die Board-API Schnellschach oder langsamer sein; spiele diese auf lichess.org.
lichess-unreachable-at = Lichess ist unter { $url } nicht erreichbar: prüfe die Netzverbindung oder die mit --server angegebene Adresse.
lichess-player-unknown = Lichess kennt keinen Spieler { $name }: prüfe die Schreibweise des Namens nach --challenge.
lichess-challenge-refused = Lichess schickt die Herausforderung an { $name } nicht: { $reason } Versuche eine andere Bedenkzeit oder einen anderen Spieler.
lichess-no-engine = In einer Lichess-Partie hilft keine Engine: Lichess verbietet es. Die Auswertung gibt es nach der Partie.
lichess-failing = Das Senden an Lichess gelingt nicht: { $reason } anna versucht es weiter; nichts geht verloren.
lichess-back = Lichess antwortet wieder.
lichess-move-refused = Lichess lehnt diesen Zug ab; er ist zurückgenommen.
lichess-malformed = Lichess hat eine Zeile geschickt, die anna nicht lesen kann; sie wird übergangen.
lichess-stream-lost = Die Verbindung zur Partie auf Lichess ist unterbrochen: { $reason } anna verbindet sich wieder.
lichess-stream-back = Die Verbindung zur Partie auf Lichess steht wieder.
watch-welcome-round = Du verfolgst die Runde { $round } auf Lichess. Eine Zahl wechselt das Brett, bretter nennt alle Bretter, zeit die Uhren, beenden hört auf. Gezogen wird hier nicht.
watch-welcome-game = Du verfolgst die Partie { $game } auf Lichess (Lichess zeigt eine laufende Partie drei Züge später). zeit nennt die Uhren, beenden hört auf.
watch-welcome-tv = Du verfolgst Lichess TV; jede neue Partie wird angesagt. zeit nennt die Uhren, beenden hört auf.
watch-bad-id = „{ $id }“ ist weder die Kennung einer Runde oder Partie noch eine Lichess-Adresse. Beispiel: anna lichess watch https://lichess.org/broadcast/TURNIER/RUNDE/KENNUNG
watch-not-found = Lichess kennt weder eine Runde noch eine Partie { $id }: die Kennung ist der letzte Teil der Adresse (lichess.org/broadcast/…/…/KENNUNG oder lichess.org/KENNUNG).
watch-following = Brett { $board }: { $white } gegen { $black }.
watch-new-game = Eine neue Partie.
watch-result = Brett { $board }, { $white } gegen { $black }: { $result }.
watch-board-line = Brett { $board }: { $white } gegen { $black }, { $state }.
watch-to-move = { $side } am Zug
watch-no-boards = Lichess hat noch kein Brett dieser Runde geschickt; sie werden angesagt, sobald sie kommen.
watch-no-board = Es gibt kein Brett { $board }: die Runde hat { $count ->
    [one] ein Brett
   *[other] { $count } Bretter
}. bretter nennt sie.
watch-clocks = Weiß { $white }, Schwarz { $black }.
watch-no-player = Kein Brett der Runde hat einen Spieler „{ $name }“ ({ $count ->
    [one] ein Brett
   *[other] { $count } Bretter
}). bretter nennt sie, eine Zahl wechselt das Brett.
watch-no-clocks = Die Übertragung nennt für diese Partie keine Uhrzeiten.
watch-read-only = Hier wird nur zugeschaut: kein Zug wird gemacht oder gesendet. Eine Brettnummer oder ein Spielername wechselt das Brett, bretter nennt alle, beenden hört auf.
watch-help = Zuschauen: eine Zahl oder ein Spielername wechselt das Brett; bretter nennt alle Bretter; zeit nennt die Uhren nach dem letzten Stand; brett, liste, letzter, material und die anderen Fragen zur Stellung gelten für das verfolgte Brett; nochmal wiederholt; beenden hört auf.
# The words that list the boards while watching, separated by commas.
watch-boards-words = bretter
lichess-chat-line = Chat von { $name }: { $text }
lichess-opponent-gone = Dein Gegner hat die Partie verlassen; in { $seconds } Sekunden kannst du den Sieg beanspruchen.
lichess-opponent-back = Dein Gegner ist zurück.
lichess-illegal-move = Lichess hat den Zug { $uci } geschickt, der hier nicht regelgemäß ist; die Partie folgt Lichess nicht mehr.
lichess-first-move = Mach deinen ersten Zug innerhalb von { $seconds } Sekunden, sonst bricht Lichess die Partie ab.
lichess-offline = Das geht nur in einer Partie auf Lichess.
lichess-chat-none = In dieser Partie gibt es noch keinen Chat.
lichess-chat-sent = An den Chat gesendet.
lichess-abort-asked = Lichess wird gebeten, die Partie abzubrechen.
lichess-victory-not-yet = Dein Gegner hat die Partie nicht verlassen; es gibt keinen Sieg zu beanspruchen.
lichess-victory-asked = Der Sieg wird auf Lichess beansprucht.
lichess-takeback-asked = Auf Lichess gefragt: der Gegner soll der Zurücknahme des Zuges zustimmen.
lichess-takeback-agreed = Auf Lichess zugestimmt: der Zug wird zurückgenommen.
lichess-takeback-offered = Der Gegner bittet, seinen letzten Zug zurückzunehmen: zurück stimmt zu, ein Zug lehnt ab.
lichess-takeback-declined = Der Gegner lehnt die Zurücknahme ab.
lichess-draw-ignored = Lichess hat dein Remisangebot nicht weitergegeben: zu früh in der Partie, zu bald nach deinem letzten Angebot oder gegen den Computer. Das Angebot gilt nicht.
lichess-takeback-ignored = Lichess hat deine Bitte um Zurücknahme nicht weitergegeben: dein Gegner lässt keine Zurücknahme zu. Der Zug bleibt stehen.
lichess-victory-ignored = Lichess hat dir den Sieg nicht gegeben: dein Gegner ist zurück, oder die Wartezeit ist noch nicht um. Die Partie geht weiter.
lichess-call-refused = Lichess lehnt diese Anfrage ab.
cmd-chat = chat
    .aliases = {""}
cmd-abort = annullieren
    .aliases = {""}
cmd-victory = sieg
    .aliases = {""}
help-chat = chat: den Chat der Partie vorlesen; chat und ein Text: den Text an den Gegner schreiben. Nur in einer Partie auf Lichess.
help-abort = annullieren: die Partie auf Lichess abbrechen, solange Lichess es erlaubt.
help-victory = sieg: den Sieg auf Lichess beanspruchen, wenn der Gegner die Partie verlassen hat.
cli-about-lichess-puzzle = Lichess-Aufgaben lösen; mit einem Token (puzzle:read, puzzle:write) zählen die Ergebnisse dort.
cli-help-daily = Die Aufgabe des Tages, für alle dieselbe.
cli-help-theme = Ein Thema (mateIn2, fork … oder sein Name in der Sprache des Gesprächs) oder eine Eröffnung (Sicilian_Defense) [Vorgabe: gemischt].
cli-name-theme = THEMA
cli-help-difficulty = Wie schwer, gemessen an der Aufgabenwertung des Kontos (1500 ohne Token).
cli-name-difficulty = SCHWIERIGKEIT
cli-help-count = Wie viele Aufgaben nacheinander (1 bis 50) [Vorgabe: 1].
cli-about-lichess-play = Die Partie des Kontos auf Lichess spielen (der Token braucht board:play).
cli-about-lichess-watch = Eine Übertragungsrunde oder eine beliebige Partie live verfolgen, wie am Brett (nichts wird gesendet).
cli-about-lichess-tv = Die Partie von Lichess TV live verfolgen (eines Kanals, wenn genannt).
cli-help-what = Die Kennung einer Übertragungsrunde oder einer Partie, oder ihre Adresse auf Lichess.
cli-name-what = WAS
cli-help-board = Dieses Brett der Runde verfolgen (ab 1) [Vorgabe: 1].
cli-help-player = Das Brett verfolgen, an dem dieser Spieler spielt (ein Teil des Namens genügt).
cli-help-channel = Der TV-Kanal (rapid, blitz, classical …) [Vorgabe: die vorgestellte Partie von Lichess].
cli-name-channel = KANAL
cli-help-lichess-play-game = Die Partie, die gespielt wird, mit ihrer Kennung (dem letzten Teil ihrer Adresse).
cli-help-seek = Einen Gegner für eine Partie mit MINUTEN+SEKUNDEN suchen (Schnellschach oder langsamer).
cli-help-rated = Die Suche gilt einer gewerteten Partie.
cli-help-challenge = Diesen Lichess-Spieler herausfordern.
cli-help-lichess-play-time = Die Bedenkzeit der Herausforderung, MINUTEN+SEKUNDEN.
cli-help-lichess-play-confirm-moves = Jeden Zug vorlesen und erst mit der Eingabetaste senden, wie im Turnier (D.2.8).
cli-name-id = KENNUNG
cli-name-name = NAME
