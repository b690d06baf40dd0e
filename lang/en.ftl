# anna in English: every sentence anna says, shows or writes on a braille display.
# The words of the moves (Anna … Hector, the rank numbers, the piece names) are the vocabulary's,
# not this file's: { $move }, { $square }, { $piece } and the like arrive already worded.
# Message ids are the same in every language; a language is a file like this one.

## Basic words

side-white = White
side-black = Black
# An article number (9.5.3): the sign between its parts, the appendix letters A B C D.
article-separator = .
article-letters = A B C D
# A piece as a square's content: "white knight", with the article "a white knight".
colored-piece = { $article ->
        [yes] a { $color ->
            [white] white
           *[black] black
        }
       *[no] { $color ->
            [white] white
           *[black] black
        }
    } { $name }
piece-on-square = { $piece } { $square }
square-with-piece = { $square } { $piece }
list-separator = {", "}
# The parts of a time: "one hour, twelve minutes".
amount-separator = {", "}
list-or = {" or "}
nothing = none
empty = empty
quoted = “{ $word }”
move-number-white = { $number }.
move-number-black = { $number }. …
move-line = { $number } { $moves }
# Several sentences said as one answer.
sentences = { $parts }
# A sentence the language file has already worded (passed on).
worded = { $text }

## Numbers in words, for the clock

num-0 = zero
num-1 = one
num-2 = two
num-3 = three
num-4 = four
num-5 = five
num-6 = six
num-7 = seven
num-8 = eight
num-9 = nine
num-10 = ten
num-11 = eleven
num-12 = twelve
num-13 = thirteen
num-14 = fourteen
num-15 = fifteen
num-16 = sixteen
num-17 = seventeen
num-18 = eighteen
num-19 = nineteen
num-tens-2 = twenty
num-tens-3 = thirty
num-tens-4 = forty
num-tens-5 = fifty
num-tens-6 = sixty
num-tens-7 = seventy
num-tens-8 = eighty
num-tens-9 = ninety
num-unit-1 = one
num-compound = { $ten }-{ $unit }
num-hundreds = { $unit } hundred { $rest }

time-hours = { $n ->
        [one] one hour
       *[other] { $words } hours
    }
time-minutes = { $n ->
        [one] one minute
       *[other] { $words } minutes
    }
time-seconds = { $n ->
        [one] one second
       *[other] { $words } seconds
    }

## Input that names no move

parse-empty = No move entered.
parse-too-long = The input is too long.
parse-unknown-word = Unknown word: { $word }.
parse-nearest = Did you mean { $word }?
parse-how-to-type = A move is typed like Nf3 or e4; help lists the commands.
parse-unexpected-word = { $word } does not fit here.
parse-no-destination = No destination square in { $word }.
parse-no-piece = { $piece } to { $square } is not possible.
parse-nothing-to-capture = There is nothing to capture on { $square }.
parse-not-en-passant = { $square } is not an en passant capture.
parse-ambiguous = Ambiguous: { $moves }?
parse-leaves-king-in-check = { $move } is not allowed, the king would be in check.
parse-promotion-missing = Which piece on { $square }? { $pieces }.
parse-castle-impossible = { $castle } is not possible.
parse-any-piece = Piece

## The game

casual-game = Casual game
welcome = anna: new game, { $side } to move. help lists the commands.
next-game = Next game, colours swapped: White { $white }, Black { $black }. { $side } to move.
next-game-unnamed = Next game, colours swapped. { $side } to move.
new-while-playing = The game is still going on. new starts the next one when it has ended.
welcome-over = anna: new game. help lists the commands.
welcome-tournament = Tournament game by Appendix D: an entered move is read back and made only with the Enter key; no take-backs, no help (Article 11.3).
welcome-supervision-full = Rapid or blitz under full supervision (Appendix A.3, B.3).
welcome-supervision-partial = Rapid or blitz under partial supervision (Appendix A.4, B.4): an illegal move is dealt with only until the opponent's next move, with extra time; the second loses.
welcome-supervision-loss = Rapid or blitz under partial supervision (Appendix A.4, B.4): the first illegal move loses if it is claimed before the opponent's next move.
resumed = { $number ->
        [one] Game resumed, one half-move played, { $side } to move.
       *[other] Game resumed, { $number } half-moves played, { $side } to move.
    }
to-move = { $side } to move.
# Asked who is to move while he is in check.
to-move-check = { $side } to move, in check.
# The prompt once the game has ended, instead of the move number and the side.
prompt-game-over = Game over
no-move-yet = No move yet.
last-move = Last move: { $number } { $move }.
last-move-captured = { $move } Taken: { $piece }.
captured-side = { $side } has lost: { $pieces }.
help-captured = captured: the pieces each side has lost.
cursor-square = { $square }, { $piece }.
cursor-empty = { $square }, empty.
cursor-edge = Edge. { $said }
cursor-no-piece = No such piece on the board.
square-empty = { $square } is empty.
square-piece = On { $square } there is { $piece }.
rank-line = Rank { $rank }: { $pieces }.
file-line = File { $file }: { $pieces }.
side-pieces = { $side }: { $pieces }.
attacks = { $square }, attacked by White: { $white }; by Black: { $black }.
legal-moves = { $piece } { $square }: { $moves }.
not-to-move = { $side } does not have the move.
draw-offered = { $side } offers a draw. { $other }, do you accept? accept or decline.
draw-offered-engine = { $side } offers a draw.
draw-offer-stands = { $side } has offered a draw. { $other }, do you accept? accept or decline.
draw-declined = { $side } declines the draw.
no-offer = No draw offer stands; draw makes one.
own-offer = { $side } cannot answer their own offer.
too-early = A draw can be agreed only after both players have moved (Article 5.2.3).
claim-declared = { $side } has written the move { $move }; it is not played: the claim is correct and the game is drawn at once (Article 9.5.2).
claim-rejected = The claim is incorrect. { $side } is owed time.
claim-rejected-no-clock = The claim is incorrect.
must-play = The written move { $move } must be played (Article 9.5.3).
claim-needs-kind = What is claimed? claim threefold or claim fifty, with or without a move, or claim dead.
claim-after-touch = { $side } touched a piece on this move and so cannot claim a draw on this move (Article 9.4).
game-over = Game over: { $result }, { $reason }.
game-is-over = The game is over; list reads its moves.
result-white-wins = White wins
result-black-wins = Black wins
result-draw = Draw
result-both-lose = both lose
result-white-half = White half a point, Black none
result-black-half = Black half a point, White none
result-none = no result
reason-checkmate = checkmate
reason-resignation = resignation
reason-stalemate = stalemate
reason-dead-position = no mate possible
reason-agreement = agreement
reason-threefold = threefold repetition
reason-fifty-moves = fifty-move rule
reason-fivefold = fivefold repetition
reason-seventy-five-moves = seventy-five-move rule
reason-time = flag fall
reason-time-no-mate = flag fall, but the opponent cannot mate
reason-illegal-moves = second illegal move
reason-illegal-moves-no-mate = second illegal move, but the opponent cannot mate
reason-both-flags = both flags fell in the last period
reason-ruling-penalty = arbiter's decision, penalty
reason-ruling-illegal = arbiter's decision, illegal move
reason-ruling-adjudication = arbiter's decision on a draw claim
reason-ruling-forfeit = forfeit
reason-ruling-training = training game, the result set by the player after the engine had stopped
reason-lichess-aborted = aborted on Lichess
illegal-recorded = Illegal move recorded. { $side } is owed time.
illegal-recorded-no-clock = Illegal move recorded.
entered = Entered: { $move }. Enter makes the move, another move replaces it.
entered-again = Entered: { $move }.
nothing-entered = No move is entered; type the move, Enter makes it.
entry-cleared = Cleared: { $move }. No move is entered.
entered-still = Still entered: { $move }.
ask-entered = entered: { $move }, Enter makes it
ask-two = { $first }; { $second }
ask-offer-by = who offers a draw: white/black
offer-by-which = Who offers a draw? white or black.
draw-offered-before-move = { $side } offers a draw. { $other } is asked once { $side } has moved.
accept-after-move = Not yet: { $other } can accept the draw offer once { $side } has moved (Article 9.1.2.1).
result-cancelled = The result then no longer stands: { $result }, { $reason }.
arbiter-retract-nothing = That is the position now; there is nothing to take back.
arbiter-not-played = Move { $number } has not been played yet.
clock-changed-said = Clock changed. { $clocks }
board-check-hint = The boards may differ: boardcheck reads the position out, boardcheck with a position compares it.
retracted = Arbiter: back to the position after { $number } { $move }.
arbiter-paused = Arbiter: the clocks are stopped.
arbiter-resumed = Arbiter: the clocks run again.
arbiter-confirm = { $change } Do it? yes or no.
arbiter-change = Arbiter: a change.
arbiter-add = Arbiter: { $side } gets { $time } more.
arbiter-remove = Arbiter: { $side } loses { $time }.
arbiter-set = Arbiter: set the clocks to White { $white }, Black { $black }{ $moves ->
        [-1] {""}
        [one] , one move played
       *[other] , { $moves } moves played
    }.
arbiter-retract = Arbiter: back to the position after { $number } { $move }; { $plies ->
        [one] one half-move is
       *[other] { $plies } half-moves are
    } taken back.
arbiter-retract-start = Arbiter: back to the initial position; { $plies ->
        [one] one half-move is
       *[other] all { $plies } half-moves are
    } taken back.
arbiter-illegal = Arbiter: an illegal move by { $side } (Article 7.5).
arbiter-illegal-now = Arbiter: an illegal move by { $side } (Article 7.5): the move { $side } has just made at the board, which anna did not take; the position stays, { $side } moves again.
arbiter-illegal-not-earlier = Not { $move }: that move has been answered already.
arbiter-illegal-press = Arbiter: an illegal move by { $side } (Article 7.5): the clock pressed without a possible move; { $side } moves again.
arbiter-illegal-earlier = { $move } is not the last move of { $side }: first arbiter takeback MOVE to the position before it, then arbiter illegal { $side } (Article 7.5.1).
arbiter-illegal-loses = Arbiter: an illegal move by { $side }; by Appendix A.4.2 { $side } loses the game, a draw if the opponent cannot mate.
pressed = { $side } has pressed the clock; the move is typed now.
pressed-already = { $side }'s clock is pressed already; type the move now.
press-blind = { $side } does not press the clock himself: the opponent's clock starts only once the move is made and announced (Appendix D.2.4). Type the move first; Enter makes it and presses the clock.
refused-stopped = { $reason } Both clocks are stopped. { $side }: an error in the entry or an illegal move (Article 7.5)? error or illegal.
refused-not-entered = { $text } is not entered: first error or illegal.
held-lines = { $number ->
        [one] One more line was typed already: { $lines }. It is not played: yes plays it, no drops it.
       *[other] { $number } more lines were typed already: { $lines }. They are not played: yes plays them in turn, no drops them.
    }
ask-held = { $number ->
        [one] one line waiting: yes or no
       *[other] { $number } lines waiting: yes or no
    }
held-dropped = { $number ->
        [one] The line is dropped.
       *[other] The { $number } lines are dropped.
    }
slip-resumed = An error in the entry: { $other }'s clock runs on; { $side } enters the move again.
ask-refused = clocks stopped: error or illegal
arbiter-illegal-retract = Arbiter: an illegal move by { $side } (Article 7.5): { $move } is taken back, { $side } moves again.
illegal-claim-too-late = Too late (Appendix A.4.2): { $other } has made his next move; an illegal move by { $side } stands.
press-not-running = { $side }'s clock is not running.
arbiter-result = Arbiter: result { $result }, { $reason } (Article { $article }).
arbiter-result-usage = arbiter result, then 1-0, 0-1, draw, 0-0 (both lose), ½-0 or 0-½ (Article 12.9.5), then the ground: penalty, illegal, dead, adjudication or forfeit; then the arbiter's words.
arbiter-dead-is-draw = A dead position is a draw (Article 5.2.2): arbiter result draw dead.
warned = Arbiter: { $side } is warned (Article 12.9.1).
warnings-none = No warnings.
warnings-list = Warnings (Article 12.9.1): { $warnings }.
warning-item = { $side } before move { $number }
warning-item-reason = { $item }, reason: { $reason }
warning-item-after = { $side } after the game
arbiter-warning = Arbiter: a warning for { $side } (Article 12.9.1).
arbiter-increment = Arbiter: from the next move on both players get { $time } a move (Guideline III.4).
arbiter-adjudication-draw = Under Guideline III.5 the arbiter declares only a draw: arbiter result draw adjudication.
guideline-iii-no-clock = Guideline { $guideline } applies only in games with a clock; this one is played without.
guideline-iii-blitz = Guideline { $guideline } does not apply to blitz, only to standard and rapid games (Guideline III.2.2).
guideline-iii-increment = Guideline { $guideline } applies only in games without increment (Guideline III.2.2); this one has one.
guideline-iii-time = Guideline { $guideline } applies only when the player having the move has less than two minutes; { $side } still has { $time }.
guideline-iii-flag = Guideline { $guideline } applies only before the flag of the player having the move falls; the flag of { $side } has fallen.
guideline-iii-4-offer = The request of { $side } counts as a draw offer (Guideline III.4). If { $other } declines, { $other } gets two extra minutes: arbiter add { $other } 2:00.
arbiter-forfeit-moved = Both players have moved: forfeit (Article 6.7.1) only with the reason after it, for example arbiter result 1-0 forfeit reason.
arbiter-absent = Arbiter: { $side } is not at the board and loses unless he arrives within the default time of { $time } from the start of the session (Article 6.7.1).
arbiter-absent-now = Arbiter: { $side } is not at the board; with no default time { $side } loses at once (Article 6.7.1).
absent = Arbiter: { $side } is not at the board; the default time runs (Article 6.7.1).
arrived = Arbiter: { $side } is at the board.
absent-not-now = Not now for { $side }: absent only before the first move, in a game with a clock, and not twice (Article 6.7.1).
dead-not-mate = The position is not dead: { $side } can still checkmate, for example: { $moves }.
dead-unknown = anna cannot decide that, { $positions } positions checked; the arbiter decides, with arbiter result draw dead.
arbiter-reason = Reason: { $reason }.
retracted-start = Arbiter: back to the initial position.
touched = Noted for the arbiter: { $side } touched a piece.
entered-short = Entered, not yet made: { $move }.
board-matches = The board matches the record.
board-differs = The board differs. To put it right:
who-enters = { $enterer ->
        [blind] The blind player enters the moves of { $side }.
        [assistant] The assistant enters the moves of { $side }.
       *[sighted] The sighted player enters the moves of { $side }.
    }
confirm-resign = { $side }, really resign? yes or no.
confirm-interrupt = Leave the game? yes or no; Ctrl+C again leaves at once. anna resume continues it.
confirm-quit = Leave the game? anna resume continues it. yes or no.
cancelled = Cancelled.
nothing-asked = No question is open.
takeback-ask = { $side }, agree to take back { $move }? yes or no.
takeback-done = Taken back: { $move }.
takeback-refused = { $side } refuses the take-back.

## The open question, short, in the prompt
ask-resign = { $side } resigns: yes/no
ask-quit = leave: yes/no
ask-takeback = { $side }, take back: yes/no
ask-arbiter = change: yes/no
ask-move = which move?
ask-draw = { $side }, draw: accept/decline
takeback-tournament = No take-backs in a tournament game; only the arbiter corrects.
tournament-forbidden = Not allowed in a tournament game (Article 11.3).
saved = Saved.
saved-where = Saved in { $path }
closing-code-end = The game's closing code, for the arbiter: { $code }.
closing-code-now = The closing code of the record so far: { $code }.
save-failed = Saving failed: { $reason }
witness-failed = The game's witness, { $path }, cannot be written: { $reason }. The moves are in the game journal, but whether anything is missing at its end can no longer be checked. Please free some space; anna keeps trying with every move.
witness-back = The game's witness is written again.
witness-cannot-start = The game does not start: its witness (the .beat file beside the game journal) cannot be written: { $reason }.
bad-argument = { $word } is not understood here.
bad-argument-none = Something is missing here.
internal-error = anna found a fault in itself and stops. The game is saved; anna resume continues it.
goodbye = Game left. Continue it with: anna resume
record-refused = The entry does not fit the game and was not saved.

## The clock

clock-side = { $side }: { $time }.
clock-moves = { $n ->
        [one] One move.
       *[other] { CAPITAL($words) } moves.
    }
clock-short = { $side } { $time }
# A clock on the braille status line from five minutes up, in whole minutes: "90 min".
clock-short-minutes = { $minutes } min
clock-short-moves = move { $number }
clock-left-both = Time left: { $first } { $first_time }, { $second } { $second_time }.
clock-used-both = Time used: { $first } { $first_time }, { $second } { $second_time }.
no-clock = This game is played without a clock.
clock-paused = The clock is paused; play goes on when the arbiter starts it again.
clock-thinking = { $side }'s move in progress has taken { $time }.
clock-changed = Clock changed: { $clocks }.
bad-time = { $word } is not a time; write 90 for minutes, 5:30 or 1:05:00.
clock-warning = { $side }: { $time } left.

## Commands: the name as spoken, and the other words for it

cmd-help = help
    .aliases = h ?
cmd-repeat = repeat
    .aliases = again
cmd-devices = devices
    .aliases = {""}
cmd-last = last
    .aliases = l
cmd-turn = turn
    .aliases = who t
cmd-board = board
    .aliases = b
cmd-pieces = pieces
    .aliases = p
cmd-square = square
    .aliases = f
cmd-rank = rank
    .aliases = r
cmd-file = file
    .aliases = i
cmd-attacks = attacks
    .aliases = attackers a
cmd-moves = moves
    .aliases = m
cmd-list = list
    .aliases = score z
cmd-material = material
    .aliases = mat
cmd-captured = captured
    .aliases = lost
cmd-offer = draw
    .aliases = offer
cmd-accept = accept
    .aliases = {""}
cmd-decline = decline
    .aliases = {""}
cmd-claim = claim
    .aliases = {""}
cmd-takeback = takeback
    .aliases = undo
cmd-resign = resign
    .aliases = {""}
cmd-save = save
    .aliases = s
cmd-code = code
    .aliases = closingcode
cmd-quit = quit
    .aliases = exit q
cmd-new = new
    .aliases = {""}
cmd-yes = yes
    .aliases = y
cmd-no = no
    .aliases = {""}
cmd-cancel = cancel
    .aliases = {""}
cmd-clear = clear
    .aliases = {""}
cmd-threefold = threefold
    .aliases = repetition
cmd-fifty = fifty
    .aliases = {""}
cmd-time = time
    .aliases = clock c
cmd-short = short
    .aliases = {""}
cmd-exact = exact
    .aliases = {""}
cmd-own = own
    .aliases = mine my
cmd-opponent = opponent
    .aliases = {""}
cmd-arbiter = arbiter
    .aliases = {""}
cmd-pause = pause
    .aliases = stop
cmd-resume = resume
    .aliases = start
cmd-add = add
    .aliases = {""}
cmd-remove = remove
    .aliases = {""}
cmd-set = set
    .aliases = {""}
cmd-check = check
    .aliases = boardcheck
cmd-illegal = illegal
    .aliases = {""}
cmd-result = result
    .aliases = {""}
cmd-penalty = penalty
    .aliases = {""}
cmd-dead = dead
    .aliases = {""}
cmd-adjudication = adjudication
    .aliases = {""}
cmd-forfeit = forfeit
    .aliases = {""}
cmd-warning = warning
    .aliases = warnings warn
cmd-increment = increment
    .aliases = bonus
cmd-absent = absent
    .aliases = {""}
cmd-arrived = arrived
    .aliases = present
cmd-touched = touched
    .aliases = {""}
cmd-press = press
    .aliases = +
cmd-slip = error
    .aliases = {""}
cmd-silence = quiet
    .aliases = silence .
cmd-white = white
    .aliases = w
cmd-black = black
    .aliases = {""}
cmd-hint = hint
    .aliases = {""}
cmd-eval = eval
    .aliases = evaluation
cmd-threat = threat
    .aliases = threats
cmd-engine = engine
    .aliases = {""}

## Help

help =
    Commands, in German too; help and a command explains it.
    The position: last, turn, board, pieces, material, captured, square, rank, file, attacks, moves, list.
    The game: draw, accept, decline, claim, takeback, resign, clear.
    The clock: time, press. The arbiter: arbiter, check, touched, code.
    Also: repeat, quiet, devices, save, new, quit.
    Training, not in a tournament: hint, eval, threat, engine; after the game analyse.
    Anything else is read as a move, for example { $move }, Nf3 or g1f3.
help-unknown = There is no help on { $word }. help lists the commands.
help-help = help, short h: the list of commands. help with a command explains it, for example help time.
help-repeat = repeat: says the last thing again.
help-devices = devices: which outputs run, speech, braille display, screen, and how they are.
help-last = last, short l: the last move.
help-turn = turn, short t: whose move it is.
help-board = board, short b: the whole board, rank by rank.
help-pieces = pieces, short p: the pieces of both sides. pieces white, pieces black: of one side. pieces { $piece }: of one kind.
help-square = square, short f, and a square: what stands there. For example square { $square }.
help-rank = rank, short r, and a number: what stands on the rank.
help-file = file, short i, and a file: what stands on the file. For example file { $file }.
help-attacks = attacks, short a, and a square: who attacks and defends it. Not in tournament games.
help-moves = moves, short m, and a square: the legal moves of the piece there. Not in tournament games.
moves-needs-square = moves names the legal moves of a piece and needs its square, for example moves g1. The moves played so far: list.
help-list = list, short z: the score. list and a number: only the last moves.
help-material = material: both sides' pieces and who is how many pawns up.
help-offer = draw: offer a draw, best after your own move (Article 9.1.2). draw white or draw black names the side; where both players type, anna otherwise asks who offers.
help-cancel = cancel: drop an open question without changing anything.
help-clear = clear: drop the move entered and not yet made (tournament game); then no move is entered.
help-accept = accept: accept a draw offer.
help-decline = decline: decline a draw offer.
help-claim = claim threefold or claim fifty: claim a draw. With a move after it: with a written move (Articles 9.2 and 9.3). claim dead: a dead position (Article 5.2.2). claim illegal SIDE: an illegal move by that side, until the opponent has made his next move (Article 7.5, Appendix A.4.2).
help-takeback = takeback: take back the last move if the opponent agrees. Not in tournament games.
help-resign = resign: resign the game; anna asks first.
help-save = save, short s: save the game as PGN.
help-code = code: the closing code of the game's record so far, 16 characters in four groups. At the end of the game anna says it by itself; the arbiter writes it on the result slip and later checks with anna check GAME --code CODE that the journal is still this game.
help-new = new: after the game has ended, the next one, with the colours swapped.
help-quit = quit, short q: leave the game; anna resume continues it.
help-time = time, short c: both clocks and the number of moves. time short: digits only. time exact: to the millisecond. time own, time opponent: one clock only.
help-arbiter = arbiter pause, resume, add SIDE TIME, remove SIDE TIME, set TIME TIME MOVE: the clock. arbiter takeback MOVE: back to a move (Appendix D.2.9). arbiter illegal SIDE: an illegal move (Article 7.5). arbiter result RESULT GROUND: declare the result. arbiter warning SIDE: a warning (Article 12.9.1); arbiter warning alone: the warnings. arbiter increment: five seconds a move for both (Guideline III.4). arbiter absent SIDE, arrived SIDE: a player not at the board (Article 6.7.1).
help-check = check: read out the position. check with a position, FEN or piece list: compare it with the board.
help-touched = touched white or touched black: note for the arbiter that a piece was touched.
help-press = press or +: who has moved on his board presses his clock with it before the move is typed (Article 6.2.1); his time stands, the opponent's runs. In the board view the key + is enough. If the move then cannot be played, both clocks stop: error (enter it again) or illegal (Article 7.5).
help-silence = quiet or a full stop: the speech stops.
help-hint = hint: the best move the engine finds. Not in a tournament.
help-eval = eval: who stands better and by about how much. eval exact: the figure too. Not in a tournament.
help-threat = threat: what the opponent would play if it were his turn now. Not in a tournament.
help-engine = engine new: restart a stopped engine. engine result 1-0, 0-1 or draw: end the game with the stopped engine as a training game with that result. Not in a tournament.
help-move = A move: { $move }, Nf3 or g1f3. In a tournament game only the Enter key makes it; until then another move replaces it, clear drops it.

## Languages: errors when loading

lang-unknown = No language { $name }: neither built in nor a readable file.
lang-unreadable = The language file { $path } cannot be read: { $reason }.
lang-syntax = The language file { $path } has an error in line { $line }.
# After a language that cannot be used (--language): the languages to choose from.
lang-choices = Built in: { $codes }; or the path of a language file.

## anna clock, the talking clock without a game

clock-app-start = anna clock, { $control }. The clock waits for the first key.
clock-app-keys = White: 1 or left arrow, Black: 2 or right arrow; your key ends your move and starts your opponent's clock. Space or Enter: the times, s: short. p: pause and resume. a: arbiter. h: the keys. q, Esc or Ctrl+C: quit, after a question.
clock-app-running = { $side }'s clock.
clock-app-other-key = That key has no task; h tells the keys.
clock-app-arbiter = Arbiter: add SIDE TIME, remove SIDE TIME, set TIME TIME MOVE or takeback MOVE; Enter makes it, Esc cancels.
clock-app-arbiter-usage = It goes: add white 2:00, remove black 1:00, set 1:30:00 1:25:00 20, takeback 15 or takeback 15 white. a starts again.
clock-app-rewind = Arbiter: the clocks back to their times after { $plies } half-moves, White { $white }, Black { $black }.
clock-app-no-such-move = Move { $number } has not been played on this clock yet. a starts again.
clock-app-paused = Clock paused.
clock-app-resumed = Clock running again.
clock-app-is-paused = The clock is paused; p: resume.
clock-app-not-started = The clock has not started yet.
clock-app-stopped = The clock has stopped.
clock-app-goodbye = Clock closed.
clock-app-confirm-quit = Close the clock? The times stay saved; anna clock --resume goes on. yes or no, then Enter.
clock-app-goes-on = The clock goes on.
clock-app-arbiter-confirm = { $change } Do it? yes or no, then Enter.
clock-app-continued = anna clock, { $control }, resumed.
clock-app-no-journal = No clock to resume. anna clock --time 5+3 starts a new one.
clock-app-journal-damaged = { $path } is not a clock journal of anna. anna clock --time 5+3 starts a new clock.
clock-app-journal-unwritable = The clock's journal { $path } cannot be written: { $reason }. The clock goes on, but after a crash the times would be lost.
clock-app-flag = { $side }: flag fall.

## Setting up a game

setup-deaf-needs-assistant = A blind player paired with a deaf player needs an assistant (Appendix D.2.11): --assistant blind or --assistant sighted.
setup-enterer-needs-assistant = Moves entered by an assistant need --assistant.
setup-needs-blind-side = That needs the blind player's colour: --blind white or --blind black.
setup-sighted-enters-blind = The sighted player does not enter the blind player's moves.
setup-no-chess960 = There is no Chess960 position { $number }; there are 0 to { $max }.
setup-bad-fen = { $fen } is not a FEN.
setup-illegal-fen = The FEN { $fen } is not a legal position.
setup-time-control = Time control { $control }: { $reason }
replay-no-setup = The game journal does not start with a game's set-up.
replay-bad-record = Record { $number } of the game journal does not fit the game: { $reason }
game-illegal-move = { $move } is not a legal move.
game-no-such-ply = The game has no half-move { $number }.
status-result = { $result }.

## Time controls

tc-field-moves = a number of moves
tc-field-minutes = a time in whole minutes (or minutes:seconds, hours:minutes:seconds)
tc-field-seconds = a time in whole seconds
tc-field-increment = an increment in whole seconds
tc-field-delay = a delay in whole seconds
tc-empty = No time control given; for example 90+30.
tc-none = { $text } means no time control or an unknown one; write one, for example 90+30.
tc-sandclock = Period { $period }: hourglass controls (*) are not supported.
tc-empty-period = Period { $period } is empty.
tc-missing = Period { $period }: { $field } is missing.
tc-not-a-number = Period { $period }: { $text } is not { $field }.
tc-too-large = Period { $period }: { $text } is too large for { $field }.
tc-zero-moves = Period { $period }: a period needs at least one move.
tc-zero-time = Period { $period } gives no time.
tc-moves-missing = Period { $period } has no move count, but another period follows it; only the last period is for the rest of the game.
tc-last-period-has-moves = The last period ({ $period }) counts { $moves } moves; add a period for the rest of the game after it.
tc-too-long-minutes = Period { $period }: { $text } minutes is more than ten hours; the time is counted in minutes.
tc-too-long-seconds = Period { $period }: { $text } seconds is more than ten hours.
tc-increment-and-delay = Period { $period } has both an increment and a delay; choose one.
tc-two-per-move = Period { $period }: after the increment or delay comes "{ $text }"; there is only one.
clock-not-started = The clock has not been started.
clock-already-started = The clock has already been started.
clock-not-paused = The clock is not paused.
clock-no-such-ply = The clock log has no half-move { $number }; it holds { $logged }.
clock-refused = { $reason }

## Vocabularies

vocab-unknown = No vocabulary { $name }: neither built in ({ $codes }) nor a file.
vocab-unreadable = The vocabulary { $name } cannot be read.
vocab-syntax = The vocabulary { $name } has an error, line { $line }: { $detail }
vocab-phrase-length = Vocabulary { $name }: { $detail } must have 1 to { $max } words.
vocab-two-meanings = Vocabulary { $name }: { $detail } would mean two things.
vocab-not-a-file = Vocabulary { $name }: { $detail } is not a file a to h.
vocab-not-a-rank = Vocabulary { $name }: { $detail } is not a rank 1 to 8.

## Devices

device-screen = Screen: working.
device-speech = Speech: { $backend }.
device-braille-working = Braille display: connected, { $cells } cells.
device-braille-waiting = Braille display: not connected, trying again every few seconds.
speech-voice = recorded voice
speech-system = system voice
speech-text = text lines
speech-off = off
braille-lost = Braille display lost; trying again every few seconds.
braille-back = Braille display connected again.
braille-waiting = No braille display reachable; anna keeps trying.
braille-bad-table = The braille table { $table } cannot be used; the display shows text with BRLTTY's own table.

## Files

io-full = the disk is full
io-permission = no permission to write
io-not-found = the file is missing
io-invalid-data = the file is damaged
io-other = an error reading or writing
journal-damage = The game journal is damaged: { $count ->
        [0] a record does not fit the game.
        [one] line { $lines } cannot be read.
       *[other] lines { $lines } cannot be read.
    }
journal-gap = From move { $number }, { $side }, the game is missing: the arbiter restores it from the score sheets; the rest of the journal is kept.
journal-gap-start = The game is missing from its start: the arbiter restores it from the score sheets; the rest of the journal is kept.
journal-repeated = The game journal is damaged: line { $line } holds record { $seq } a second time.
journal-moved = The game journal is damaged: line { $line } holds record { $seq }; record { $expected }, whose place is there, stands in line { $at }.
journal-twice = The game journal is damaged: record { $seq } stands in line { $line } and in line { $other }.
journal-missing = The game journal is damaged: { $count ->
        [one] record { $from } is missing
       *[other] records { $from } to { $to } are missing
    } before line { $line }.
journal-short = { $count ->
        [one] The last record is missing
       *[other] The last { $count } records are missing
    } from the game journal{ $moves }: the file { $file } names them.
journal-short-moves = { " " }(moves { $from } to { $to })
journal-possibly-cut = The game journal does not end with a record that the game was left or ended, and no file { $file } names its last record: records may be missing at its end.
journal-witness-differs = The game journal differs at record { $seq } from what the file { $file } says: it is not the journal as anna saved it.
journal-after-gap = After it the journal holds { $count ->
        [one] one more move
       *[other] { $count } more moves
    }, not played from the position before it: { $moves }.
resume-refused = { $damage } The game cannot continue from this journal. The arbiter restores it from the score sheets and plays it again with anna --pgn FILE.
journal-repaired = { $damage } A copy of the whole journal is kept as { $copy }; the game goes on with every readable record.
journal-restored = The game journal { $path } was missing; anna has saved it again from the game, and the game goes on.
journal-restored-replaced = Another file was in place of the game journal { $path }; it is kept as { $copy }, anna has saved the journal again from the game, and the game goes on.
resumed-beat-future = The last sign of life is later than now (was the clock set back?): it does not count, and the time after the last record is counted for neither player.
journal-locked = This game is already open, in process { $pid }; it is not opened a second time.
journal-locked-unknown = This game is already open in another anna; it is not opened a second time.
journal-not-a-file = That is no game journal: not a regular file, or far too large.
resumed-unwitnessed = This game has no witness (.beat); its writer, process { $pid }, has ended, and its chain is intact: it goes on. Whether anything is missing after the last entry anna cannot see; the arbiter compares with the score sheets.
resumed-after-crash = anna did not end properly. Thinking time is counted up to its last sign of life; at most { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    } went uncounted.
resumed-last = Announced last: { $number } { $move }.
resume-list-unreadable = { $name }: cannot be read: { $reason }
journal-unreadable = The game journal cannot be read: { $reason }.
games-no-home = Neither XDG_DATA_HOME nor HOME is set: no place to keep games.
games-no-such-game = No game { $name }. anna resume --list lists the games.
brf-too-narrow = A braille page needs at least 10 cells a line, not { $number }.
score-closing-code = Closing code: { $code }
brf-too-short = A braille page needs at least 3 lines, not { $number }.
brf-table-failed = The braille table { $table } cannot be used.
pgn-incorrect-claim = { $side } claimed a draw ({ $kind }); incorrect (Article 9.5.3)
pgn-termination = { $reason } (Article { $article })
pgn-termination-result = { $result }: { $reason } (Article { $article })
pgn-termination-no-article = { $result }: { $reason }
pgn-warning = Warning for { $side } (Article 12.9.1)
pgn-warning-reason = { $warning }: { $reason }
pgn-warning-after = Warning for { $side } after the game (Article 12.9.1)
pgn-io = The PGN file cannot be read: { $reason }
pgn-no-game = The PGN file holds no game.
pgn-bad-fen = The FEN tag is not a legal position: { $fen }
pgn-illegal-move-white = Move { $number }. { $move } is not legal in that position.
pgn-illegal-move-black = Move { $number }. … { $move } is not legal in that position.
config-unreadable = The configuration { $path } cannot be read: { $reason }.
config-invalid = Configuration { $path }, line { $line }: { $detail }
config-unknown-key = { $word } is not a configuration key; did you mean { $nearest }?
config-unknown-key-none = { $word } is not a configuration key; the manual lists the keys under “The configuration file”.
config-unknown-value = { $word } does not fit here; did you mean { $nearest }?
config-unknown-value-list = { $word } does not fit here; possible: { $valid }.
config-out-of-range = { $key } must be a number from { $min } to { $max }.
board-too-small = The terminal is too small for the board: { $width }×{ $height }, it needs { $need-width }×{ $need-height }.
board-too-narrow = The terminal is too narrow for the board: { $width } columns, it needs { $need-width }.
board-too-low = The terminal is too low for the board: { $height } lines, it needs { $need-height }.
board-more = Lines { $first }–{ $last } of { $total }; Page Down, Page Up to turn the page.
board-more-short = { $first }–{ $last } of { $total }, PgDn/PgUp
board-more-numbers = { $first }–{ $last }/{ $total }

## The command line

write-failed = Writing failed: { $reason }.
input-failed = The input cannot be read: { $reason }.
line-too-long = That line is too long (more than { $limit } bytes); it was not read.
file-not-regular = { $path } is not a regular file (a folder, a device or a pipe) and is not read.
file-too-large = { $path } is larger than { $megabytes } MB and is not read.
file-unreadable = { $path } cannot be read: { $reason }.
pgn-continued = { $plies ->
        [one] One half-move
       *[other] { $plies } half-moves
    } taken from { $file }.
pgn-no-such-game = { $path } has no game number { $number }.
pgn-unreadable = The PGN file { $path } cannot be read: { $reason }
say-bad-move = Move { $number } ({ $text }): { $reason }
say-game = Game { $number }: { $white } – { $black }
say-game-unnamed = Game { $number }
fen-or-chess960 = Either --fen or --chess960, not both.
check-none = No games.
check-intact = { $name }: intact, { $records ->
        [one] one record
       *[other] { $records } records
    }, { $plies ->
        [one] one half-move
       *[other] { $plies } half-moves
    }.
check-damaged = { $name }: damaged, { $records ->
        [one] one readable record
       *[other] { $records } readable records
    }. { $damage }
check-unreadable = { $name }: cannot be read: { $reason }
code-matches = { $name }: the closing code matches: the journal is the game it was given for, up to record { $record }, after { $plies ->
        [one] one half-move
       *[other] { $plies } half-moves
    }.{ $after ->
        [0] {""}
        [one] {" "}One more record follows.
       *[other] {" "}{ $after } more records follow.
    }
code-differs = { $name }: the closing code does not match. This journal is not the game it was given for: cut, reordered or changed, or the code belongs to another game.
code-cannot-tell = { $name }: whether the closing code matches cannot be told, as the journal is damaged: { $damage }
code-unusable = This is no closing code: { $reason }
code-bad-length = A closing code has { $length } characters, this one { $found }; spaces and dashes do not count.
code-bad-character = "{ $found }" is in no closing code: it has only digits and the letters A to Z without I, L, O and U.
code-bad-check = A character was copied wrongly: the last one does not fit the others. Please read the code on the result slip again.
resume-none = No unfinished game.
resume-list-game = { $name }: { $white } – { $black }, { $date }, { $number ->
        [one] one half-move
       *[other] { $number } half-moves
    }, { $side } to move
clock-app-needs-control = A clock needs a time control, not off.
cli-unknown-argument = anna does not know { $arg }.
cli-unknown-command = anna does not know the command { $name }.
cli-invalid-value = { $value } does not work for { $arg }; possible: { $valid }.
cli-invalid-value-any = { $value } does not work for { $arg }.
cli-missing-argument = { $arg } is missing.
cli-conflict = { $arg } and { $other } cannot be used together.
cli-missing-command = A command is missing here.
cli-usage = anna does not understand this command line.
cli-help-hint = anna --help lists the options.
batch-no-tab = No tab: a line is a FEN, a tab, then the move.
batch-not-text = This line is not UTF-8 text.

## Speech: which voice speaks, failures

speech-using = Speech: { $backend }. { $skipped }
speech-skipped = { CAPITAL($backend) } skipped: { $reason }.
speech-fell-back = { CAPITAL($from) } failed: { $reason }. { $skipped } Speech now: { $to }.
speech-returned = Speech again: { $backend }.
speech-audio-errors = { $count ->
        [one] Audio error: { $problem }.
       *[other] { $count } audio errors, the latest: { $problem }.
    }
speech-bad-clip = Voice pack: { $problem }; the word is spelled.
clip-too-large = larger than { $megabytes } MB, too large for a word
fault-daemon-gone = speech-dispatcher is not running
fault-timeout = speech-dispatcher does not answer ({ $call })
fault-not-begun = speech-dispatcher accepted the text but did not speak
fault-no-audio = speech-dispatcher speaks, but no sound comes out
fault-refused = speech-dispatcher refused ({ $call })
fault-no-callbacks = the system voice does not report when it has finished
fault-no-device = the sound device { $device } cannot be opened
fault-unknown-device = no sound device { $device }; there are: { $available }
fault-device-gone = the sound device { $device } failed
fault-thread-stopped = the speech stopped working
fault-unavailable = not available
fault-no-voice-pack = no voice pack for { $language }
fault-bad-pack = the voice pack { $dir } cannot be used: { $problems }
call-connect = connecting
call-speak = speaking
call-stop = stopping
call-settings = settings
audio-alsa-error = ALSA reports an error in { $function }
audio-underrun = the sound device { $device } ran out of sound
audio-disturbed = the sound device { $device } was disturbed
audio-broken = the sound device { $device } stopped

## anna sync: comparing two score sheets and boards (Appendix D.2.9)

sheet-move-error = { $sheet }, move { $number } ({ $side }): “{ $text }”: { $reason }
sheet-error = { $sheet }: { $reason }
# The sheet an error of `anna sync` is about, at the start of the sentence.
sync-sheet-name = { $sheet ->
        [ours] The blind player's sheet
       *[theirs] The opponent's sheet
    }
sync-starts-differ = The blind player's sheet and the opponent's sheet start from different positions.
sync-agree = The score sheets agree (half-moves: { $plies }).
sync-lagging = { $sheet ->
        [ours] The blind player's sheet
       *[theirs] The opponent's sheet
    } still lacks the last half-move, move { $number }, { $side }: { $move }. It has probably not been written yet and counts as played.
sync-differ = The score sheets differ.
sync-first-difference = First difference at move { $number }, { $side }: the blind player's sheet { $ours }; the opponent's sheet { $theirs }.
# A move with its SAN in the vocabulary's letters: "Springer Felix drei (Sf3)".
sync-move = { $words } ({ $san_en })
sync-no-move = no move
sync-longer = { $sheet ->
        [ours] The blind player's sheet
       *[theirs] The opponent's sheet
    } has { $n ->
        [one] { $n } more half-move
       *[other] { $n } more half-moves
    }.
sync-last-agreement = Last agreement: move { $number }, { $side }: { $move }.
sync-no-agreement = The sheets differ from the first half-move on.
sync-position-after = Both boards must show the position after move { $number }, { $side }; { $to_move } to move.
sync-position-start = Both boards must show the starting position; { $to_move } to move.
sync-position-sheets = Both boards must show the position of the score sheets; { $to_move } to move.
sync-fen = FEN: { $fen }
sync-ranks-heading = The position, rank by rank:
sync-board-not-given = { $sheet ->
        [ours] The blind player's board
       *[theirs] The opponent's board
    } is not given: taken to show the position of its own sheet.
sync-board-right = { $sheet ->
        [ours] The blind player's board
       *[theirs] The opponent's board
    } is right.
sync-board-fix = Correct { $sheet ->
        [ours] the blind player's board
       *[theirs] the opponent's board
    }:
sync-culprit-one = { $sheet ->
        [ours] The blind player's board
       *[theirs] The opponent's board
    } differs from the score sheets: the player who wrote the right move but played another corrects his board (D.2.9).
sync-culprit-both = Both boards differ from the score sheets.
sync-culprit-none = Both boards show the position of the score sheets.
sync-no-boards = No board given: with --board-ours and --board-theirs anna says which board differs.
sync-clocks-unchanged = The clocks are not changed.
sync-clock-set = Set the clocks as after move { $number }, { $side }: { $w } { $white }, { $b } { $black }. Moves played: { $w } { $wm }, { $b } { $bm }.
sync-clock-set-start = Set the clocks as at the start: { $w } { $white }, { $b } { $black }.
sync-no-game = Without --game there are no logged times: the arbiter sets the clocks by his best judgement (Article 7.1).
sync-no-clock = The game in the journal has no clock: the arbiter sets the clocks by his best judgement (Article 7.1).
sync-log-short = The clock log only reaches half-move { $n }: the arbiter sets the clocks by his best judgement (Article 7.1).
sync-journal-damaged = Note: the game journal is damaged; its readable records are compared.
sync-journal-differs = Note: the game journal differs from the score sheets at half-move { $n }.
# A step of a correction as a sentence of its own: a capital first, a full stop last.
sync-correction-sentence = { CAPITAL($step) }.
sync-correction-move = { $piece } from { $from } to { $to }
sync-correction-remove = Remove the { $piece } on { $square }
sync-correction-place = Place { $piece } on { $square }
sync-board-error = { $sheet ->
        [ours] The blind player's board
       *[theirs] The opponent's board
    }: { $problem }
board-text-unknown-word = “{ $word }” is neither a piece nor a square nor a side.
board-text-square-twice = { $square } is given twice.
board-text-bad-fen = “{ $word }” is not a FEN position.
board-text-empty = No pieces given.
board-text-no-square = The square is missing after “{ $word }”.
sheet-too-large = The sheet is larger than { $bytes } bytes.
sync-placed-piece = a { $color ->
        [white] white
       *[black] black
    } { $name }
sync-removed-piece = { $color ->
        [white] white
       *[black] black
    } { $name }
sync-empty = empty

## Speech and voice packs

# (The sentences of speech and anna voices go here.)

## Voice packs: anna voices (check, record, say)

pack-problems = { $problems }
pack-no-manifest = { $path } cannot be read: { $reason }
pack-bad-manifest = manifest.toml, line { $line }: { $detail }
pack-no-folder = the folder { $path } cannot be opened: { $reason }
pack-zero-format = sample_rate and channels must be above zero
pack-bad-language = language = "{ $code }" ({ $length } characters) is no language code: letters, digits, - and _ only, starting with a letter or a digit, at most { $max } characters; the pack would be installed under this name
pack-bad-entry = the archive holds "{ $name }", which is not a plain name inside the pack (a path leading out, an absolute path, or a name with control characters); such a pack is not used
pack-not-a-file = { $path } is neither a folder nor a file
pack-not-a-pack = { $path } is not a voice pack file (a ZIP archive with manifest.toml): { $detail }
pack-opus-rate = sample_rate { $rate }: Opus clips are decoded at 8000, 12000, 16000, 24000 or 48000 Hz
pack-bad-word-key = { $place }: a key is one word in lower case, letters only
pack-bad-letter-key = { $place }: a key is one letter
pack-clip = { $place }: { $problem }
clip-no-file = no file named
clip-absolute = an absolute path; name a file inside the pack's folder
clip-leads-out = '..' leads out of the pack's folder
clip-not-plain = not a plain name: a control character, a backslash or an empty part (//)
clip-link-leads-out = a symbolic link that leads out of the pack's folder
clip-missing = the file is missing
clip-not-a-file = not a file
clip-not-wav = not a WAV file ({ $detail })
clip-not-opus = not an Ogg Opus clip ({ $detail })
clip-damaged = damaged in the pack file ({ $detail })
clip-channels = { $channels ->
        [one] one channel
       *[other] { $channels } channels
    }; the manifest says { $declared }
clip-format = { $rate } Hz, { $channels ->
        [one] one channel
       *[other] { $channels } channels
    }, { $bits }-bit { $float ->
        [float] float
       *[int] integer
    }; the manifest declares { $declared_rate } Hz, { $declared_channels ->
        [one] one channel
       *[other] { $declared_channels } channels
    }, { $declared }
clip-empty = the clip is empty
clip-error = { $path }: { $problem }
voices-in-pack = { $dir }: { $problem }
voices-no-clip = no clip for "{ $word }"
voices-no-letter = no clip for the letter { $letter }
voices-summary = { $dir }: { $words ->
        [one] one word
       *[other] { $words } words
    }, { $letters ->
        [one] one letter
       *[other] { $letters } letters
    }, { $rate } Hz; { $problems ->
        [0] { $missing ->
            [0] complete
           *[other] { $missing } missing
        }
       *[other] { $problems ->
            [one] one problem
           *[other] { $problems } problems
        }, { $missing } missing
    } for vocabulary { $vocab }.
voices-list-folder = { $dir }:
voices-list-pack = { $name }: { $kind ->
        [file] pack file
       *[folder] folder of clips
    }, language { $language }, { $count ->
        [0] complete for no vocabulary
       *[other] complete for { $vocabs }
    }.
voices-list-broken = { $name }: { $problem }
voices-packed = { $file }: { $clips } clips, { $size } MB (the clips were { $before } MB).
voices-installed = Installed as { $file } for { $code }{ $replaced ->
        [yes] , replacing the pack that was there
       *[no] {""}
    }.{ $missing ->
        [0] {""}
        [one] {" "}One word is missing; anna spells it.
       *[other] {" "}{ $missing } words are missing; anna spells them.
    }
voices-no-data-home = There is no data folder to install into: set HOME or XDG_DATA_HOME.
voices-list-none = No voice packs found; searched in: { $dirs }.
voices-none-for = No voice pack for { $code } found; anna voices list shows where anna looks.
voices-spelled = Not in the pack, so spelled: { $words }.
voices-not-finished = The phrase was not played to its end.
voices-cannot-create = { $path } cannot be created: { $reason }.
voices-cannot-write = { $path } cannot be written: { $detail }.
voices-other-format = Recording adds 16-bit mono clips; this pack has another format.
record-skip-key = s
record-stop-key = q
record-intro = { $count ->
        [one] One word
       *[other] { $count } words
    } to record into { $dir }. For each: say it, then press Enter. { $skip } and Enter skips a word, { $stop } and Enter stops; recording can be continued later.
record-letter = the letter { $letter }
record-prompt = [{ $index }/{ $total }] { $word } …
record-stopped = Stopped.
record-skipped = Skipped.
record-nothing = Nothing heard; again.
record-length = { $seconds } seconds.
record-done = { $recorded } recorded; { $missing } still missing (anna voices check { $dir }).
mic-none = There is no microphone (no default input device).
mic-failed = The microphone cannot be used: { $detail }.
mic-format = The microphone gives samples as { $format }, which anna cannot record.
mic-lost = The recording was lost.

## material

material = { $white_side }: { $white }. { $black_side }: { $black }. { $diff ->
        [0] Material is equal.
       *[other] { $leader } is { $diff ->
            [one] one pawn
           *[other] { $diff } pawns
        } up.
    }
material-piece = { $role ->
        [queen] { $n ->
            [one] one queen
           *[other] { $n } queens
        }
        [rook] { $n ->
            [one] one rook
           *[other] { $n } rooks
        }
        [bishop] { $n ->
            [one] one bishop
           *[other] { $n } bishops
        }
        [knight] { $n ->
            [one] one knight
           *[other] { $n } knights
        }
       *[pawn] { $n ->
            [one] one pawn
           *[other] { $n } pawns
        }
    }
material-king-only = the king alone

## Training with an engine (never in a tournament, Article 11.3)

engine-welcome = { $name } plays { $side }, { $strength }.
strength-beginner = beginner strength
strength-elo = about { $elo } Elo
strength-full = full strength
bad-strength = { $word } is not a strength: beginner, an Elo from { $min } to { $max } such as 1500, or max.
setup-engine-tournament = No engine plays in a tournament game (Article 11.3).
setup-engine-online = No engine plays in an online game.
setup-confirm-moves-online = Moves are read back outside a tournament only in an online game (--confirm-moves).
engine-tournament = No help from an engine in a tournament game (Article 11.3).
engine-to-move = { $side } is the engine; it is thinking.
engine-busy = The engine is thinking about its move; ask again after it.
engine-none = No engine in this game.
engine-no-move = The engine has no move.
engine-cannot-start = The engine { $path } does not start: { $reason }. --engine-path chooses another.
engine-gone = it has ended
engine-hung = it does not answer
engine-unreadable = its answer { $text } is not a move
engine-restarted = The engine failed ({ $reason }) and has been restarted.
engine-flood = it gives lines without end
engine-stopped = The engine has been stopped: restarted, it failed again ({ $reason }); the game is saved.
engine-way-on = Its clock stands. Go on with engine new, which restarts it, or engine result 1-0, 0-1 or draw, which ends the game as a training game with that result.
engine-way-on-hints = engine new restarts it.
engine-off = The engine has been stopped.
engine-running = The engine is running; only a stopped one is restarted.
engine-restarted-by-player = The engine has been restarted; the game goes on.
engine-result-running = A result is set this way only when the engine has stopped; otherwise: resign or draw.
engine-usage = engine new restarts a stopped engine; engine result 1-0, 0-1 or draw ends the game against it.
engine-eval-so-far = The engine is still thinking; so far: { $eval }
engine-busy-for = The engine is thinking about its move, for at most { $time } more; ask again after it.
engine-long-think = The engine takes its time over this move: at most { $time }.
hint = Hint: { $move }.
threat = { $side } threatens { $move }.
threat-in-check = { $side } is in check.
eval = { $band ->
        [equal] The position is about equal.
        [slight] { $side } stands slightly better.
       *[other] { $side } stands { $band ->
            [clear] clearly better
           *[winning] to win
        }, { $pawns ->
            [one] about a pawn up.
           *[other] about { $words } pawns up.
        }
    }
eval-mate = { $n ->
        [one] { $side } mates next move.
       *[other] { $side } mates in { $words } moves.
    }
eval-exact = { $words } Evaluation { $figure }.

## Stepping through a game (anna review)

# A move of the game as heard when stepping. $verdict: none (not analysed), good, inaccuracy,
# mistake, blunder.
review-move = { $number } { $move }{ $verdict ->
        [good] {""}
        [inaccuracy] , inaccuracy
        [mistake] , mistake
        [blunder] , blunder
       *[none] {""}
    }.
review-better = Better: { $move }.
review-mate-allowed = Now mate cannot be stopped.
review-mate-missed = A forced mate missed.
review-start = Start position, { $side } to move.
review-at-start = Already at the start position.
review-at-end = Already at the end of the game.
review-no-such-move = No move { $number } in this game.
review-no-such-move-side = No move { $number } by { $side } in this game.
review-no-mistake = { $direction ->
        [previous] No mistake before this.
       *[next] No mistake after this.
    }
review-no-mistake-side = { $direction ->
        [previous] No mistake by { $side } before this.
       *[next] No mistake by { $side } after this.
    }
review-not-analysed = The game is not analysed.
# $accuracy: accuracy in percent as on Lichess, -1 unless every move is analysed.
review-summary-side = { $side }: { $inaccuracies ->
        [0] no inaccuracy
        [one] one inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [0] no mistake
        [one] one mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [0] no blunder
        [one] one blunder
       *[other] { $blunders } blunders
    }{ $accuracy ->
        [-1] {""}
       *[other] , accuracy { $accuracy } percent
    }.

review-ready = Review: { $white } against { $black }, { $moves ->
        [one] one move
       *[other] { $moves } moves
    }. Enter or forward: the next move; help explains everything.
review-analysing = The engine analyses the game: { $positions } positions, this takes a while.
review-progress = { $done } of { $total } positions analysed.
review-no-engine = Reviewed without evaluation: { $reason }
review-not-stored = The analysis is not stored: { $reason }.
review-no-game = There is no game to review yet; anna starts one.
export-no-game = There is no game to export yet; anna starts one.
review-tournament = No analysis in a tournament while the game is played (Article 11.3).
review-after-game = The analysis comes after the end of the game: analyse.
review-read-only = No moves are made in a review. forward, takeback, go and a move number; quit leaves the review.
# One line of anna review --pgn FILE --list.
review-list-game = { $number }. { $white } – { $black }, { $result }, { $event }, { $date }
review-help =
    Review: Enter or forward, back, start, end, go and a move number (go 23 black).
    mistake or next mistake, previous mistake, also of white or black only; summary.
    Read the position as in the game: board, pieces, square, rank, file, attacks, moves, list; hint, eval, threat. quit leaves the review.
help-review = { review-help }
help-analyse = analyse: after the end of the game, the engine's analysis and the review move by move. Not in a tournament.

## The commands of a review

cmd-analyse = analyse
    .aliases = analyze review
cmd-forward = forward
    .aliases = fwd
cmd-start = start
    .aliases = beginning
cmd-end = end
    .aliases = finish
cmd-goto = go
    .aliases = goto g
cmd-next = next
    .aliases = n
cmd-previous = previous
    .aliases = prev back
cmd-mistake = mistake
    .aliases = mistakes blunder
cmd-summary = summary
    .aliases = {""}
cmd-solution = solution
    .aliases = {""}

## The opponent's electronic board (DGT, --eboard, anna eboard)

eboard-connected = Electronic board on { $port } connected.
eboard-absent = No electronic board on { $port } ({ $reason }); it is connected as soon as it is there.
eboard-absent-now = No electronic board on { $port } ({ $reason }).
eboard-silent = The device on { $port } does not answer like a DGT board.
eboard-lost = The electronic board is disconnected ({ $reason }); the game goes on with it as soon as it is back.
eboard-back = The electronic board is connected again.
eboard-none-found = No electronic board found.
eboard-unread = The electronic board has not reported yet.
# $wrong: the squares that are wrong; $fixes: the fewest piece moves that put it right.
eboard-differs = The opponent's board differs: { $wrong }. To put it right: { $fixes }.
eboard-differs-fix = The opponent's board differs. To put it right: { $fixes }. Square by square: boardcheck.
eboard-board-differs = The board differs: { $wrong }. To put it right: { $fixes }.
eboard-wrong = on { $square } { $found } instead of { $expected }
eboard-fix-move = { $piece } from { $from } to { $to }
eboard-fix-remove = take { $piece } off { $square }
eboard-fix-put = put { $piece } on { $square }
eboard-agrees = The opponent's board agrees with the game again.
eboard-same = The opponent's board agrees with the game.
eboard-touched = Lifted and put back: { $piece } on { $square }, by { $side } (Article 4.3).
eboard-list-board = { $port }: DGT board, version { $version }, number { $serial }.
eboard-fen = FEN: { $fen }
eboard-setup-ok = The position on the board is right.
eboard-bad-fen = { $fen } is not a position in FEN.
eboard-sim-unknown = The simulated board does not understand this: { $word }. It takes: lift, put, move, hold, flicker, noise, unplug, plug, quit.
eboard-sim-unplugged = The simulated board is not plugged in: plug.

## Lichess: the token, the server, the broadcast (docs/online.md)
lichess-token-missing = No Lichess token found. On lichess.org, under Preferences, API access tokens, create a token with the scope { $scope } and store it with: anna lichess login (or set it in LICHESS_TOKEN).
lichess-token-file = The token file { $path } is not read: { $reason }
lichess-token-not-file = It is not a regular file.
lichess-token-readable = Others may read it; only its owner may (chmod 600).
lichess-token-malformed = The Lichess token is not a valid token. A token with the scope { $scope } is needed.
lichess-server-bad = “{ $url }” is not a server address. For example: https://lichess.org
lichess-server-plain = “{ $url }” is not used: without HTTPS the token would cross the network unencrypted. Unencrypted only to this machine (127.0.0.1).
lichess-rate-limited = Lichess asks to wait a minute.
lichess-refused = Lichess refuses this: the token needs the scope { $scope }, or this account may not do it (a broadcast round takes games only from its owners and contributors).
lichess-token-unknown = Lichess does not know this token (mistyped, revoked or expired). Make a new one on lichess.org (Preferences, API access tokens) with the scope { $scope } and store it with: anna lichess login
lichess-push-rejected = Lichess did not take the game: { $reason }
lichess-status = Lichess answers with error { $status }.
lichess-unreachable = Lichess cannot be reached.
lichess-garbled = Lichess's answer cannot be read.
lichess-login-prompt = Type or paste the Lichess token (it is not shown), then press Enter:
lichess-login-stored = The token is stored in { $path }, readable by its owner alone.
lichess-login-known = Lichess knows it: the account { $user }, allowed: { $scopes }.
lichess-login-lacks = It does not allow { $missing }: playing needs board:play, broadcasting needs study:write.
lichess-login-unknown = Lichess does not know this token (mistyped, revoked or expired); it is not stored.
lichess-login-unchecked = It is not checked: { $reason }
lichess-login-env-first = LICHESS_TOKEN is set: as long as it is, it is used instead of the stored token.
lichess-login-no-folder = anna finds no configuration folder (neither XDG_CONFIG_HOME nor HOME is set); the token cannot be stored.
broadcast-failing = The broadcast to Lichess (round { $round }) is failing: { $reason } anna keeps trying; the game goes on.
broadcast-stopped = The broadcast to Lichess (round { $round }) stops: { $reason } The game goes on and is saved; send it later with anna lichess push.
broadcast-back = The broadcast to Lichess (round { $round }) works again.
broadcast-pushed = The game is sent to Lichess (round { $round }).
## anna --help: the commands, options and values of the command line (src/cli/help.rs)
# $languages, $vocabularies: the built-in languages and vocabularies.

cli-heading-usage = Usage
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-heading-commands = Commands
cli-values = [values: { $values }]
cli-default = [default: { $value }]
cli-about = Over-the-board chess for blind and visually impaired players.
cli-about-help = Shows this help or that of the commands named.
cli-help-help = Shows the help.
cli-help-version = Shows the version.
cli-help-language = The language anna speaks in: a built-in one ({ $languages }) or the path of a language file [default: from the locale, else de].
cli-help-vocab = The words of the moves: a built-in vocabulary ({ $vocabularies }; de, ar, fa: FIDE's words in Latin, Arabic and Persian script; en: English piece words; ar-native, fa-native: the native piece words) or the path of a vocabulary file [default: FIDE's words in the conversation's script].
cli-help-digits = The digits numbers and times are written in: latin (0-9), or native, the language's own (Arabic-Indic for ar, Persian for fa) [default: latin].
cli-help-config = Read this configuration file instead of the usual one.
cli-help-debug = Also write the log (devices, fallbacks, journal problems) to standard error; it is always kept in $XDG_STATE_HOME/anna/anna.log.
cli-help-view = line: one line per event, for screen readers; board: a drawn board for the opponent.
cli-value-view-line = One line per event, for screen readers and braille displays.
cli-value-view-board = A drawn board for the sighted opponent.
cli-help-speech = How anna speaks [default: auto].
cli-value-speech-auto = The recorded voice if it starts, else the system voice, else text lines.
cli-value-speech-voice = A voice pack's recorded words.
cli-value-speech-system = The system's speech (speech-dispatcher).
cli-value-speech-text = Lines of text, for the player's own screen reader.
cli-value-speech-off = No speech.
cli-help-speech-to = With --speech text: also write every spoken line to this file (a second device).
cli-help-opponent-language = The language of the board view for the sighted opponent ({ $languages } or a file) [default: the game's].
cli-help-opponent-side = The side the board view shows the board from [default: the side that is not the blind player's, else White].
cli-help-verbose = Report every output (screen, speech, braille) and its state at the start.
cli-help-no-color = No colours in the board view (also when NO_COLOR is set).
cli-help-braille = A braille display through BrlAPI [default: auto].
cli-value-braille-auto = Use the display when BrlAPI answers; otherwise say so once and carry on without.
cli-value-braille-on = Use the display; while BrlAPI does not answer, keep trying every few seconds.
cli-value-braille-off = No braille display.
cli-help-engine-path = The UCI engine for engine games and hints [default: the system's Stockfish].
cli-help-eboard = The sighted player's electronic board (DGT): its serial port, or auto for the first board found.
cli-help-eboard-settle = How long the e-board must be still before a move is read from it, in milliseconds [default: 400].
cli-help-eboard-rook-for-queen = On the e-board, a rook put down for a pawn's promotion is a queen (the upside-down rook when no second queen is at hand).
cli-help-eboard-clock-white = The side of the DGT clock that is White's, seen from the front [default: left].
cli-help-no-pawn-name = Leave out the word for pawn (Eva four instead of Pawn Eva four).
cli-help-origin = When to name the square a piece comes from [default: ambiguous].
cli-help-captured-piece = Name the piece that is taken.
cli-help-ranks-from = Count ranks from this side (D.2.1: White's unless the arbiter decides otherwise).
cli-help-fen = Start from this position (FEN) instead of the initial one.
cli-help-white = White's name, for the score sheet [default: White].
cli-help-black = Black's name, for the score sheet [default: Black].
cli-help-event = The event, for the score sheet.
cli-help-site = Where the game is played, for the score sheet.
cli-help-round = The round, for the score sheet.
cli-help-board-number = The board number in the round, for the score sheet and the broadcast.
cli-help-chess960 = A Chess960 start position (Guideline II), by number 0–959, or a random one.
cli-help-tournament = A tournament game: no take-backs, no attack or legal-move answers (Article 11.3).
cli-help-time = Time control, e.g. 90+30, 40/90+30,30+30, 5d3, or PGN 40/5400+30:1800+30; off for none [default: 90+30].
cli-help-warn = Tell the running player his time when it reaches these, e.g. 5,1 or 0:30 (off unless given: D.2.10.4).
cli-help-default-time = The event's default time (Article 6.7.1), from the start of the session for both players: a player not at the board when it is up loses; minutes, or m:ss, h:mm:ss (15 or 0:15:00 for a quarter of an hour) [default: 0].
cli-help-blind = The blind or visually impaired player's colour (Appendix D).
cli-help-assistant = An assistant at the board: the blind player's (D.2.10) or the sighted player's (D.2.11).
cli-help-supervision = Rapid and blitz: full or partial supervision [default: partial].
cli-value-supervision-full = The Competition Rules in full (A.3, B.3).
cli-value-supervision-partial = A.4 and B.4: an illegal move is dealt with only before the opponent's next move.
cli-help-illegal-move-rule = Rapid and blitz under partial supervision: penalty (7.5.5, the English text of A.4.2) or loss (as the Arabic translation prints A.4.2) [default: penalty].
cli-value-illegal-move-rule-penalty = 7.5.5: two minutes to the opponent (one in blitz); the second loses.
cli-value-illegal-move-rule-loss = The first completed illegal move loses; a draw if the opponent cannot mate.
cli-help-deaf-opponent = The sighted opponent is deaf: an assistant is required (D.2.11).
cli-help-white-enters = Who types White's moves: the blind player, the assistant, or the sighted player.
cli-help-black-enters = Who types Black's moves.
cli-help-from-pgn = Continue the game of a PGN file (also --pgn): its start and its moves come first.
cli-help-pgn-game = Which game of that file, counted from 1 [default: 1].
cli-help-engine = Train against the engine, which plays this side (never in a tournament: 11.3).
cli-help-strength = How well the engine plays: beginner, an Elo such as 1500, or max [default: 1500].
cli-help-engine-time = The engine thinks this many seconds a move [default: on its clock].
cli-help-engine-nodes = The engine searches this many nodes a move: the same game every time.
cli-about-play = Start a new game (the same as anna alone).
cli-about-resume = Continue the last unfinished game, or the one named.
cli-help-resume-list = List the unfinished games instead.
cli-help-resume-game = A game name from --list, or a journal file.
cli-about-export = Write a game's score sheet to standard output.
cli-help-export-game = A game name (see anna resume --list) or a journal file [default: the last game].
cli-help-export-pgn = As PGN (the default).
cli-help-export-brf = As a braille score sheet: BRF (Braille ASCII), ready for an embosser (D.2.7).
cli-help-export-width = BRF cells per line.
cli-help-export-lines = BRF lines per page.
cli-help-export-table = One liblouis translation table for the whole BRF; by default each script its own (docs/braille.md).
cli-about-say = Print the spoken words of each move, one line per move.
cli-help-say-pgn = Play the main line of the first game in this PGN file.
cli-help-say-batch = Read many queries from standard input, one per line: a FEN (empty: the start), a tab, a move; answer each with one line, "! " and the reason if it cannot be said.
cli-help-say-moves = Moves in any accepted form, played in order.
cli-about-parse = Print UCI and SAN of the one legal move the text names.
cli-help-parse-batch = Read many queries from standard input, one per line: a FEN (empty: the start), a tab, the text; answer each with one line, "! " and the reason if it names no move.
cli-help-parse-text = The move, in any accepted form; several words are joined.
cli-about-sync = D.2.9: compare both score sheets (and boards) and say how to put the game right.
cli-help-sync-ours = Our score sheet: PGN or a plain move list in any accepted notation.
cli-help-sync-theirs = The other score sheet.
cli-help-sync-board-ours = What stands on our board: FEN or a piece list (Kg1 Sf3 e4 ... schwarz: Kg8 ...).
cli-help-sync-board-theirs = What stands on the other board.
cli-help-sync-game = The game's journal (a file or a game name), for the clock times to set.
cli-help-sync-json = Print one JSON object instead of sentences.
cli-about-review = Go through a finished game move by move, analysed by the engine: each move's verdict, the better move for a mistake, a summary per side. Any PGN game too, as a book.
cli-help-review-game = A game name (see anna resume --list) or a journal file [default: the last game].
cli-help-review-pgn = Any game of a PGN file instead of one of anna's.
cli-help-review-pgn-game = Which game of the PGN file, counted from 1 [default: 1].
cli-help-review-list = List the games of the PGN file, to choose one by its number.
cli-help-review-depth = How deep the engine searches each position, in half-moves [default: 14].
cli-help-review-nodes = Search each position this many nodes instead of to a depth.
cli-help-review-no-engine = Step through the game without the engine: the game as a book.
cli-about-eboard = The sighted player's electronic board (DGT): the boards found, what one reads, its set-up checked, a simulated board.
cli-about-eboard-list = The boards found on the serial ports (the default).
cli-about-eboard-show = What the board reads: rank by rank in words, and as FEN.
cli-help-eboard-show-port = The board's port [default: the first board found].
cli-about-eboard-check = Compares the board with the start position (or a FEN) before a game.
cli-help-eboard-check-port = The board's port [default: the first board found].
cli-help-eboard-check-fen = The position the board should show [default: the start position].
cli-about-eboard-simulate = A simulated board on a pseudo-terminal, moved by typed lines (lift e2, put e4 P, move e2 e4, hold e4 600, flicker e4, noise, unplug, plug, quit): prints the port to give anna.
cli-help-eboard-simulate-link = A fixed path for the port (a link to the terminal, kept when plugged in again).
cli-help-eboard-simulate-rotated = The board lies turned round (White at the numbered side's far end).
cli-help-eboard-simulate-fen = The position on the board [default: the start position].
cli-about-voices = Voice packs: check one, record one, say a phrase with one.
cli-about-voices-check = Check a voice pack: its manifest, its clips and the words it lacks.
cli-help-voices-check-dir = The pack: its file (de.zip) or its folder (with manifest.toml) [default: the pack anna uses for the vocabulary].
cli-help-voices-check-vocab = The vocabulary to check against [default: the pack's language].
cli-about-voices-record = Record a voice pack word by word from the microphone.
cli-help-voices-record-vocab = The vocabulary whose words are recorded ({ $vocabularies } or a file).
cli-help-voices-record-dir = The pack's folder; created if needed, continued if it has words already.
cli-help-voices-record-again = Record again the words the pack has already.
cli-about-voices-say = Speak a phrase with a voice pack and wait until it is done.
cli-help-voices-say-dir = The pack: its file or its folder.
cli-help-voices-say-text = The words to say, e.g. Springer Felix drei.
cli-help-voices-say-vocab = The vocabulary for numbers [default: the pack's language].
cli-help-voices-say-gap = Silence between words, in milliseconds.
cli-help-voices-say-pause = Silence for a comma or full stop, in milliseconds.
cli-help-voices-say-rate = How fast, from -100 (half as fast) to 100 (twice as fast); the pitch stays.
cli-help-voices-say-device = The output device (its id, as default or hw:1,0, or its name).
cli-about-voices-list = The voice packs found, folder by folder, in the order anna searches them, each with its language and the vocabularies it speaks whole.
cli-about-voices-pack = Make one pack file of a pack's folder: every clip in Ogg Opus, with the manifest.
cli-help-voices-pack-dir = The pack's folder (as anna voices record makes it), or another pack file.
cli-help-voices-pack-output = The pack file to write [default: the folder's name with .zip].
cli-about-voices-install = Check a pack and put it in your data folder, where anna finds it for its language.
cli-help-voices-install-pack = The pack file, or a pack's folder (made into a pack file as it is installed).
cli-about-voices-words = List the words a pack for the vocabulary needs.
cli-help-voices-words-vocab = The vocabularies (one --vocab each) whose words the pack holds; the first names it.
cli-help-voices-words-manifest = Print the manifest for them instead.
cli-help-voices-words-rate = The clips' sample rate, for the manifest.
cli-about-check = Check game journals: intact or damaged, how many records, what is missing; with --code, whether a journal is the game a closing code was given for.
cli-help-check-game = A game name from anna resume --list, or a journal's path [default: every game].
cli-help-check-code = The closing code anna gave for the game (from the result slip): whether the journal is that game. Exit status 0 yes, 1 no, 2 cannot tell.
cli-about-package-files = Write the manual pages and shell completions into a folder (for packaging).
cli-help-package-files-out = The folder: man/ and completions/ are made in it.
cli-about-clock = A talking chess clock without a game, for a game kept on paper.
cli-help-clock-time = Time control, as for a game: 90+30, 40/90+30,30+30, 5d3 or PGN [default: 90+30].
cli-help-clock-quiet-keys = No word for each press of a player's key or of a key with no task.
cli-help-clock-resume = Resume the last clock where it stood (after a crash, a closed terminal or closing it).

# The placeholders for the values of the options and arguments: <FILE>.
cli-name-language = LANGUAGE
cli-name-vocab = VOCAB
cli-name-digits = DIGITS
cli-name-config = CONFIG
cli-name-file = FILE
cli-name-side = SIDE
cli-name-game = GAME
cli-name-code = CODE
cli-name-fen = FEN
cli-name-dir = DIR
cli-name-port = PORT
cli-name-n = N
cli-name-speech = SPEECH
cli-name-ranks-from = SIDE
cli-name-origin = ORIGIN
cli-name-braille = BRAILLE
cli-name-view = VIEW
cli-name-program = PROGRAM
cli-name-ms = MS
cli-name-text = TEXT
cli-name-moves = MOVES
cli-name-rate = RATE
cli-name-pack = PACK
cli-name-out = DIR
cli-name-control = CONTROL
cli-name-board = BOARD
cli-name-command = COMMAND
cli-name-width = WIDTH
cli-name-white-enters = WHO
cli-name-black-enters = WHO
cli-name-white = NAME
cli-name-black = NAME
cli-name-times = TIMES
cli-name-time = TIME
cli-name-table = TABLE
cli-name-supervision = SUPERVISION
cli-name-strength = STRENGTH
cli-name-site = SITE
cli-name-seconds = SECONDS
cli-name-round = ROUND
cli-name-plies = PLIES
cli-name-pgn = FILE
cli-name-pause = PAUSE
cli-name-output = FILE
cli-name-link = LINK
cli-name-lines = LINES
cli-name-journal = JOURNAL
cli-name-illegal-move-rule = RULE
cli-name-gap = GAP
cli-name-event = EVENT
cli-name-device = DEVICE
cli-name-blind = SIDE
cli-name-assistant = ASSISTANT
cli-name-options = OPTIONS
cli-about-lichess = Lichess: play the account's game there (play), follow a broadcast round or game live (watch, tv), store the token (login), send a game to a broadcast round (push). See docs/online.md.
cli-about-lichess-push = Send a game's score sheet to a broadcast round (the token needs study:write).
cli-about-lichess-login = Store the personal token (asked for without showing it), after asking Lichess what it allows.
cli-help-lichess-push-round = The broadcast round's id (the last part of its address on Lichess).
cli-help-broadcast = Push the game live to this Lichess broadcast round after every move (only with the arbiter's approval; the token needs study:write).
cli-help-game = A game name from anna resume --list, or a journal file.
cli-help-server = The Lichess server [default: https://lichess.org].
cli-name-round-id = ROUND-ID
cli-name-url = URL

## Lichess: puzzles (anna lichess puzzle, docs/online.md)

puzzle-number = Puzzle { $number } of { $count }.
puzzle-start = { $side } played { $move }; { $turn } to move, find the best move.
puzzle-reply = Right: { $move }. { $side } replies { $reply }; find the next move.
puzzle-solved = Right: { $move }. { $clean ->
        [yes] Solved!
       *[no] Solved, but not at the first try: the puzzle counts as not solved.
    }
puzzle-wrong = { $move } is not the solution; the position stays. Try again: hint names the piece, solution says the rest.
puzzle-hint = Hint: the piece on { $square } moves: { $piece }.
puzzle-solution = The solution: { $moves }.
puzzle-about = Lichess puzzle { $id }, rated { $rating }; themes: { $themes }.
puzzle-not-here = In a puzzle you move and read the position, nothing else: hint names the piece, solution says the rest, quit stops.
puzzle-help = Puzzles: type the move as in a game (Nf3, e4, g1f3 or in words). hint names the piece that moves; solution says the rest; board, pieces, list, last, material read the position; repeat says it again; quit stops.
puzzle-sent = Lichess has the result.
puzzle-sent-rating = Lichess has the result; your puzzle rating changes by { $diff }.
puzzle-kept = Without a Lichess token the result stays on this computer: { $path }.
puzzle-not-sent = The result has not reached Lichess ({ $reason }); it is kept in { $path }.
puzzle-not-kept = The result is not saved: { $reason }.
puzzle-bad = The puzzle { $id } cannot be set up: its moves do not fit its game. It is skipped.
puzzle-none = Lichess sent no puzzle. A theme is, for example, mateIn2 or fork; without --theme a mixed one comes.
puzzle-angle-unknown = Lichess knows no theme and no opening "{ $theme }". A theme is, for example, mateIn2 or fork.
puzzle-done = { $count ->
        [one] One puzzle
       *[other] { $count } puzzles
    } played, { $won } of them solved.
puzzle-tournament = There are no puzzles in a tournament: anna lichess puzzle cannot be used with --tournament.
puzzle-count-bad = --count takes 1 to 50 puzzles, not { $count }.

puzzle-theme-advancedPawn = advanced pawn
puzzle-theme-advantage = advantage
puzzle-theme-anastasiaMate = Anastasia's mate
puzzle-theme-arabianMate = Arabian mate
puzzle-theme-attackingF2F7 = attacking f2 or f7
puzzle-theme-attraction = attraction
puzzle-theme-backRankMate = back rank mate
puzzle-theme-balestraMate = Balestra mate
puzzle-theme-blindSwineMate = blind swine mate
puzzle-theme-bishopEndgame = bishop endgame
puzzle-theme-bodenMate = Boden's mate
puzzle-theme-castling = castling
puzzle-theme-capturingDefender = capture the defender
puzzle-theme-crushing = crushing
puzzle-theme-doubleBishopMate = double bishop mate
puzzle-theme-dovetailMate = dovetail mate
puzzle-theme-equality = equality
puzzle-theme-kingsideAttack = kingside attack
puzzle-theme-clearance = clearance
puzzle-theme-defensiveMove = defensive move
puzzle-theme-deflection = deflection
puzzle-theme-discoveredAttack = discovered attack
puzzle-theme-doubleCheck = double check
puzzle-theme-endgame = endgame
puzzle-theme-enPassant = en passant
puzzle-theme-exposedKing = exposed king
puzzle-theme-fork = fork
puzzle-theme-hangingPiece = hanging piece
puzzle-theme-hookMate = hook mate
puzzle-theme-interference = interference
puzzle-theme-intermezzo = intermezzo
puzzle-theme-killBoxMate = kill box mate
puzzle-theme-triangleMate = triangle mate
puzzle-theme-vukovicMate = Vuković mate
puzzle-theme-knightEndgame = knight endgame
puzzle-theme-long = long puzzle
puzzle-theme-master = master games
puzzle-theme-masterVsMaster = master versus master games
puzzle-theme-mate = checkmate
puzzle-theme-mateIn1 = mate in one
puzzle-theme-mateIn2 = mate in two
puzzle-theme-mateIn3 = mate in three
puzzle-theme-mateIn4 = mate in four
puzzle-theme-mateIn5 = mate in five or more
puzzle-theme-middlegame = middlegame
puzzle-theme-oneMove = one-move puzzle
puzzle-theme-opening = opening
puzzle-theme-pawnEndgame = pawn endgame
puzzle-theme-pin = pin
puzzle-theme-promotion = promotion
puzzle-theme-queenEndgame = queen endgame
puzzle-theme-queenRookEndgame = queen and rook
puzzle-theme-queensideAttack = queenside attack
puzzle-theme-quietMove = quiet move
puzzle-theme-rookEndgame = rook endgame
puzzle-theme-sacrifice = sacrifice
puzzle-theme-short = short puzzle
puzzle-theme-skewer = skewer
puzzle-theme-smotheredMate = smothered mate
puzzle-theme-superGM = super grandmaster games
puzzle-theme-trappedPiece = trapped piece
puzzle-theme-underPromotion = underpromotion
puzzle-theme-veryLong = very long puzzle
puzzle-theme-xRayAttack = X-ray attack
puzzle-theme-zugzwang = zugzwang
puzzle-theme-mix = healthy mix

## Lichess: playing a game through the Board API (docs/online.md)
lichess-welcome = A game on Lichess against { $opponent }; you play { $side }.
lichess-waiting = Waiting for a game on Lichess to start: start one there, or accept a challenge.
lichess-waiting-help = No game yet. What works now: time says how long anna has been waiting; quit stops waiting. Moves and the other commands work once the game has begun on Lichess.
lichess-waiting-time = No game yet, so no clock. anna has been waiting for { $seconds } seconds.
lichess-waiting-no-game = No game yet: moves and this command work only once it has begun on Lichess. help says what works now.
lichess-waiting-left = anna has stopped waiting; no game has begun.
lichess-seeking = Seeking an opponent on Lichess for { $time }.
lichess-challenged = { $name } is challenged on Lichess; the game starts when the challenge is accepted.
lichess-challenge-declined = { $name } declines the challenge: { $reason } Challenge someone else, or another time control.
lichess-challenge-expired = The challenge to { $name } has expired or was canceled: nobody accepted it. Challenge again when { $name } is online.
lichess-seek-refused = Lichess refuses this seek: through the Board API only rapid, classical and correspondence games can be sought. Challenge a player instead: anna lichess play --challenge NAME --time 15+10
lichess-seek-expired = Nobody accepted the seek for { $time } on Lichess; it has expired. Seek again, or challenge a player: anna lichess play --challenge NAME --time 15+10
lichess-time-bad = “{ $time }” is no time control. For example: 10+5 (minutes, then seconds added per move).
lichess-tournament = In a tournament game nothing online is reachable but the broadcast: anna lichess play cannot be used with --tournament.
lichess-not-yours = The game { $game } is not this account's game.
lichess-variant = The game { $game } is played as { $variant }: anna knows the rules of standard chess and Chess960 only. Play it on lichess.org, or start a standard game.
lichess-game-unknown = Lichess has no game { $game } for this account: the id is the last part of the game's address (lichess.org/{ $game }). Without --game, anna joins the game that is going on.
lichess-game-refused = Lichess does not let anna play the game { $game }: { $reason } Games from the lobby must be rapid or slower for the Board API; play this one on lichess.org.
lichess-unreachable-at = Lichess cannot be reached at { $url }: check the network connection, or the address given with --server.
lichess-player-unknown = Lichess has no player { $name }: check the spelling of the name after --challenge.
lichess-challenge-refused = Lichess does not send the challenge to { $name }: { $reason } Try another time control, or another player.
lichess-no-engine = No engine helps in a Lichess game: Lichess forbids it. The review is there after the game.
lichess-failing = Sending to Lichess fails: { $reason } anna tries again; nothing is lost.
lichess-back = Lichess answers again.
lichess-move-refused = Lichess refuses this move; it is taken back.
lichess-malformed = Lichess sent a line anna cannot read; it is skipped.
lichess-stream-lost = The connection to the game on Lichess is lost: { $reason } anna connects again.
lichess-stream-back = The connection to the game on Lichess is back.
watch-welcome-round = You are following round { $round } on Lichess. A number switches the board, boards lists them all, time gives the clocks, quit stops. No moves are made here.
watch-welcome-game = You are following game { $game } on Lichess (Lichess shows an ongoing game three moves late). time gives the clocks, quit stops.
watch-welcome-tv = You are following Lichess TV; every new game is announced. time gives the clocks, quit stops.
watch-bad-id = “{ $id }” is neither the id of a round or a game nor a Lichess address. Example: anna lichess watch https://lichess.org/broadcast/TOUR/ROUND/ID
watch-not-found = Lichess has no round and no game { $id }: the id is the last part of the address (lichess.org/broadcast/…/…/ID or lichess.org/ID).
watch-following = Board { $board }: { $white } against { $black }.
watch-new-game = A new game.
watch-result = Board { $board }, { $white } against { $black }: { $result }.
watch-board-line = Board { $board }: { $white } against { $black }, { $state }.
watch-to-move = { $side } to move
watch-no-boards = Lichess has not sent a board of this round yet; they are announced as they come.
watch-no-board = There is no board { $board }: the round has { $count ->
    [one] one board
   *[other] { $count } boards
}. boards lists them.
watch-clocks = White { $white }, Black { $black }.
watch-no-player = No board of the round has a player “{ $name }” ({ $count ->
    [one] one board
   *[other] { $count } boards
}). boards lists them, a number switches the board.
watch-no-clocks = The broadcast gives no clock times for this game.
watch-read-only = Here you only watch: no move is made or sent. A board number or a player's name switches the board, boards lists them all, quit stops.
watch-help = Watching: a number or a player's name switches the board; boards lists all boards; time gives the clocks as last sent; board, list, last, material and the other questions about the position read the board followed; repeat says it again; quit stops.
# The words that list the boards while watching, separated by commas.
watch-boards-words = boards
lichess-chat-line = Chat from { $name }: { $text }
lichess-opponent-gone = Your opponent has left the game; you may claim the victory in { $seconds } seconds.
lichess-opponent-back = Your opponent is back.
lichess-illegal-move = Lichess sent the move { $uci }, which is not legal here; the game no longer follows Lichess.
lichess-first-move = Make your first move within { $seconds } seconds, or Lichess aborts the game.
lichess-offline = This works only in a game on Lichess.
lichess-chat-none = No chat in this game yet.
lichess-chat-sent = Sent to the chat.
lichess-abort-asked = Asking Lichess to abort the game.
lichess-victory-not-yet = Your opponent has not left the game; there is no victory to claim.
lichess-victory-asked = Claiming the victory on Lichess.
lichess-takeback-asked = Asked on Lichess: the opponent is asked to agree to take the move back.
lichess-takeback-agreed = Agreed on Lichess: the move is taken back.
lichess-takeback-offered = The opponent asks to take back his last move: takeback agrees, a move declines.
lichess-takeback-declined = The opponent declines to take the move back.
lichess-draw-ignored = Lichess did not pass on your draw offer: too early in the game, too soon after your last offer, or against the computer. The offer does not stand.
lichess-takeback-ignored = Lichess did not pass on your take-back request: your opponent allows no take-backs. The move stands.
lichess-victory-ignored = Lichess did not give you the win: your opponent is back, or the waiting time is not over yet. The game goes on.
lichess-call-refused = Lichess refuses this request.
cmd-chat = chat
    .aliases = {""}
cmd-abort = abort
    .aliases = {""}
cmd-victory = victory
    .aliases = {""}
help-chat = chat: the game's chat read out; chat and a text: the text written to the opponent. Only in a game on Lichess.
help-abort = abort: the game aborted on Lichess, as long as Lichess allows it.
help-victory = victory: the victory claimed on Lichess when the opponent has left the game.
cli-about-lichess-puzzle = Solve Lichess puzzles; with a token (puzzle:read, puzzle:write) the results count there.
cli-help-daily = Today's puzzle, the same for everyone.
cli-help-theme = A theme (mateIn2, fork … or its name in the conversation's language) or an opening (Sicilian_Defense) [default: a mix].
cli-name-theme = THEME
cli-help-difficulty = How hard, relative to the account's puzzle rating (1500 without a token).
cli-name-difficulty = DIFFICULTY
cli-help-count = How many puzzles, one after the other (1 to 50) [default: 1].
cli-about-lichess-play = Play the account's game on Lichess (the token needs board:play).
cli-about-lichess-watch = Follow a broadcast round or any game live, as at the board (nothing is sent).
cli-about-lichess-tv = Follow Lichess TV's featured game live (of a channel if named).
cli-help-what = A broadcast round's id, a game's id, or its address on Lichess.
cli-name-what = WHAT
cli-help-board = Follow this board of the round (from 1) [default: 1].
cli-help-player = Follow the board where this player plays (part of the name).
cli-help-channel = The TV channel (rapid, blitz, classical …) [default: Lichess's featured game].
cli-name-channel = CHANNEL
cli-help-lichess-play-game = The game to play, by its id (the last part of its address).
cli-help-seek = Seek an opponent for a game of MINUTES+SECONDS (rapid or slower).
cli-help-rated = The seek is for a rated game.
cli-help-challenge = Challenge this Lichess player.
cli-help-lichess-play-time = The challenge's time control, MINUTES+SECONDS.
cli-help-lichess-play-confirm-moves = Read each move back and send it only with Enter, as in a tournament (D.2.8).
cli-name-id = ID
cli-name-name = NAME
