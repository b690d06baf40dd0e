# anna in Persian (Farsi): every sentence anna says, shows or writes on a braille display.
# The words of the moves (آنا … هکتور, آینس … آخت, اشپرینگر …) are the vocabulary's, not this
# file's: { $move }, { $square }, { $piece } and the like arrive already worded.
# Message ids are the same in every language; a language is a file like this one.
#
# Plural categories of Persian (CLDR): one (i = 0 or n = 1) and other. Because "one" also takes
# 0, the selectors here choose by the exact numbers [0] and [1] and leave the rest to *[other].
# A noun after a number stays singular (۳ دقیقه), so most counts need no selector at all.
# Written with Persian yeh and keheh (ی ک) and the zero-width non-joiner where Persian
# orthography needs it (می‌خواهید، حرکت‌ها); the ezafe after a silent heh is written ه‌ی.
# Figures in the text (article numbers, examples of times) are in Latin digits, as the numbers
# anna fills in by default; --digits native gives Persian digits for those.
# Shell commands, option names and technical names without a Persian form (PGN, FEN, UTF-8,
# BRLTTY, speech-dispatcher) stay in Latin letters; a whole command and a move in symbols stand
# in brackets, (anna resume), (Nf3 یا g1f3), so that they keep their order inside the
# right-to-left line.

## Basic words

side-white = سفید
side-black = سیاه
# An article number («ماده‌ی 5-2-3» for 5.2.3, as the Persian Laws join the parts, ۹ـ۳): its
# parts in the Laws' order, the order it is read, spoken and brailled, joined by this sign; the
# appendix letters A B C D as the Persian Laws name the appendices.
article-separator = -
article-letters = الف ب ج د
# A piece as a square's content: "اشپرینگر سفید", the colour after the noun (the ezafe is not
# written). Persian has no grammatical gender and needs no article here, so $article and $role
# are not needed.
colored-piece = { $name } { $color ->
        [white] سفید
       *[black] سیاه
    }
piece-on-square = { $piece } { $square }
square-with-piece = { $square } { $piece }
list-separator = {"، "}
# The parts of a time are joined with و: «یک ساعت و سی دقیقه».
amount-separator = {" و "}
list-or = {" یا "}
nothing = هیچ
empty = خالی
quoted = «{ $word }»
move-number-white = { $number }.
move-number-black = { $number }. …
move-line = { $number } { $moves }
# Several sentences said as one answer.
sentences = { $parts }
# A sentence the language file has already worded (passed on).
worded = { $text }

## Numbers in words, for the clock

num-0 = صفر
num-1 = یک
num-2 = دو
num-3 = سه
num-4 = چهار
num-5 = پنج
num-6 = شش
num-7 = هفت
num-8 = هشت
num-9 = نه
num-10 = ده
num-11 = یازده
num-12 = دوازده
num-13 = سیزده
num-14 = چهارده
num-15 = پانزده
num-16 = شانزده
num-17 = هفده
num-18 = هجده
num-19 = نوزده
num-tens-2 = بیست
num-tens-3 = سی
num-tens-4 = چهل
num-tens-5 = پنجاه
num-tens-6 = شصت
num-tens-7 = هفتاد
num-tens-8 = هشتاد
num-tens-9 = نود
# A unit inside a compound keeps its form (بیست و یک).
num-unit-1 = یک
# The ten first, joined by "و": بیست و یک، پنجاه و نه.
num-compound = { $ten } و { $unit }
# The hundreds are words of their own (صد، دویست، سیصد …), not a unit and a word for hundred,
# so this pattern uses $hundreds (num-hundreds-N) instead of $unit; $more says whether a rest
# follows, joined by "و": صد و بیست و سه، دویست.
num-hundreds = { $hundreds }{ $more ->
        [yes] { " و " }{ $rest }
       *[no] {""}
    }
num-hundreds-1 = صد
num-hundreds-2 = دویست
num-hundreds-3 = سیصد
num-hundreds-4 = چهارصد
num-hundreds-5 = پانصد
num-hundreds-6 = ششصد
num-hundreds-7 = هفتصد
num-hundreds-8 = هشتصد
num-hundreds-9 = نهصد

# The noun stays singular after a number, and the number in words already says "یک" for one:
# no selector is needed ($n is left unused).
time-hours = { $words } ساعت
time-minutes = { $words } دقیقه
time-seconds = { $words } ثانیه

## Input that names no move

parse-empty = هیچ حرکتی وارد نشد.
parse-too-long = ورودی بیش از حد طولانی است.
parse-unknown-word = واژه‌ی ناشناخته: { $word }.
parse-nearest = شاید منظور { $word } است.
parse-how-to-type = حرکت این‌طور نوشته می‌شود: Nf3 یا e4؛ فرمان راهنما فرمان‌ها را می‌گوید.
parse-unexpected-word = { $word } اینجا جایی ندارد.
parse-no-destination = در { $word } خانه‌ی مقصد نیامده است.
parse-no-piece = { $piece } نمی‌تواند به { $square } برود.
parse-nothing-to-capture = در { $square } مهره‌ای برای گرفتن نیست.
parse-not-en-passant = { $square } جای گرفتن آن‌پاسان نیست.
parse-ambiguous = کدام یک: { $moves }؟
parse-leaves-king-in-check = { $move } قانونی نیست، چون شاه در کیش می‌ماند.
parse-promotion-missing = ترفیع به کدام مهره در { $square }؟ { $pieces }.
parse-castle-impossible = { $castle } در این وضعیت ممکن نیست.
parse-any-piece = مهره

## The game

casual-game = بازی دوستانه
welcome = آنا: بازی جدید، نوبت { $side }. راهنما فرمان‌ها را فهرست می‌کند.
next-game = بازی بعد، با رنگ‌های جابه‌جا: سفید { $white }، سیاه { $black }. نوبت { $side }.
next-game-unnamed = بازی بعد، با رنگ‌های جابه‌جا. نوبت { $side }.
new-while-playing = بازی هنوز ادامه دارد. فرمان جدید بازی بعد را وقتی شروع می‌کند که این بازی تمام شده باشد.
welcome-over = آنا: بازی جدید. راهنما فرمان‌ها را فهرست می‌کند.
welcome-tournament = بازی مسابقه طبق پیوست د: حرکت واردشده بازخوانی می‌شود و تنها با کلید اینتر انجام می‌شود؛ نه پس گرفتن حرکت هست و نه کمک (ماده‌ی 11-3).
welcome-supervision-full = شطرنج سریع یا برق‌آسا با نظارت کامل (پیوست الف-3 و ب-3).
welcome-supervision-partial = شطرنج سریع یا برق‌آسا با نظارت جزئی (پیوست الف-4 و ب-4): حرکت غیرقانونی تنها تا حرکت بعدی حریف پیگیری می‌شود و حریف وقت اضافه می‌گیرد؛ دومین حرکت غیرقانونی به باخت می‌انجامد.
welcome-supervision-loss = شطرنج سریع یا برق‌آسا با نظارت جزئی (پیوست الف-4 و ب-4): نخستین حرکت غیرقانونی به باخت می‌انجامد، اگر پیش از حرکت بعدی حریف ادعا شود.
resumed = { $number ->
        [0] بازی از سر گرفته شد، هنوز حرکتی انجام نشده، نوبت { $side }.
        [1] بازی از سر گرفته شد، یک نیم‌حرکت انجام شده، نوبت { $side }.
       *[other] بازی از سر گرفته شد، { $number } نیم‌حرکت انجام شده، نوبت { $side }.
    }
to-move = نوبت { $side } است.
# Asked who is to move while he is in check.
to-move-check = نوبت { $side } است، کیش.
# The prompt once the game has ended, instead of the move number and the side.
prompt-game-over = بازی تمام شد
no-move-yet = هنوز حرکتی انجام نشده است.
last-move = آخرین حرکت: { $number } { $move }.
last-move-captured = { $move } گرفته شد: { $piece }.
captured-side = { $side } از دست داده است: { $pieces }.
help-captured = گرفته‌شده: مهره‌هایی که هر طرف از دست داده است.
cursor-square = { $square }، { $piece }.
cursor-empty = { $square }، خالی.
cursor-edge = لبه‌ی صفحه. { $said }
cursor-no-piece = چنین مهره‌ای روی صفحه نیست.
square-empty = { $square } خالی است.
square-piece = در { $square } { $piece } است.
rank-line = ردیف { $rank }: { $pieces }.
file-line = ستون { $file }: { $pieces }.
side-pieces = { $side }: { $pieces }.
attacks = { $square }، مهاجمان سفید: { $white }؛ مهاجمان سیاه: { $black }.
legal-moves = { $piece } در { $square }: { $moves }.
not-to-move = اکنون نوبت { $side } نیست.
draw-offered = { $side } تساوی پیشنهاد می‌کند. { $other }، می‌پذیرید؟ قبول یا رد.
draw-offered-engine = { $side } تساوی پیشنهاد می‌کند.
draw-offer-stands = { $side } تساوی پیشنهاد کرده است. { $other }، می‌پذیرید؟ قبول یا رد.
draw-declined = { $side } تساوی را رد می‌کند.
no-offer = هیچ پیشنهاد تساوی‌ای در میان نیست؛ فرمان تساوی یکی پیشنهاد می‌کند.
own-offer = { $side } نمی‌تواند به پیشنهاد خودش پاسخ دهد.
too-early = توافق بر تساوی تنها وقتی ممکن است که هر دو بازیکن حرکت کرده باشند (ماده‌ی 5-2-3).
claim-declared = { $side } حرکت { $move } را نوشته است؛ این حرکت انجام نمی‌شود: ادعا درست است و بازی بی‌درنگ مساوی می‌شود (ماده‌ی 9-5-2).
claim-rejected = ادعا درست نیست. { $side } وقت اضافه می‌گیرد.
claim-rejected-no-clock = ادعا درست نیست.
must-play = حرکت نوشته‌شده‌ی { $move } باید انجام شود (ماده‌ی 9-5-3).
claim-needs-kind = ادعای چه چیزی؟ ادعا تکرار یا ادعا پنجاه، با حرکت یا بدون حرکت، یا ادعا مرده.
claim-after-touch = { $side } در این حرکت مهره‌ای را لمس کرده است و در این حرکت نمی‌تواند ادعای تساوی کند (ماده‌ی 9-4).
game-over = بازی تمام شد: { $result }، { $reason }.
game-is-over = بازی تمام شده است؛ فرمان فهرست حرکت‌هایش را می‌خواند.
result-white-wins = سفید برد
result-black-wins = سیاه برد
result-draw = تساوی
result-both-lose = باخت هر دو
result-white-half = نیم امتیاز برای سفید و هیچ برای سیاه
result-black-half = نیم امتیاز برای سیاه و هیچ برای سفید
result-none = بدون نتیجه
reason-checkmate = کیش و مات
reason-resignation = تسلیم
reason-stalemate = پات
reason-dead-position = پوزیسیون مرده
reason-agreement = توافق
reason-threefold = تکرار سه‌باره‌ی وضعیت
reason-fifty-moves = قانون پنجاه حرکت
reason-fivefold = تکرار پنج‌باره‌ی وضعیت
reason-seventy-five-moves = قانون هفتاد و پنج حرکت
reason-time = سقوط پرچم
reason-time-no-mate = سقوط پرچم، اما حریف نمی‌تواند مات کند
reason-illegal-moves = دومین حرکت غیرقانونی
reason-illegal-moves-no-mate = دومین حرکت غیرقانونی، اما حریف نمی‌تواند مات کند
reason-both-flags = سقوط پرچم هر دو بازیکن در دوره‌ی آخر
reason-ruling-penalty = تصمیم داور، جریمه
reason-ruling-illegal = تصمیم داور، حرکت غیرقانونی
reason-ruling-adjudication = تصمیم داور درباره‌ی ادعای تساوی
reason-ruling-forfeit = بدون بازی
reason-ruling-training = بازی تمرینی؛ نتیجه را بازیکن پس از توقف موتور تعیین کرد
reason-lichess-aborted = در لیچس لغو شد
illegal-recorded = حرکت غیرقانونی ثبت شد. { $side } وقت اضافه می‌گیرد.
illegal-recorded-no-clock = حرکت غیرقانونی ثبت شد.
entered = واردشده: { $move }. کلید اینتر حرکت را انجام می‌دهد؛ حرکت دیگری جای آن را می‌گیرد.
entered-again = واردشده: { $move }.
nothing-entered = هیچ حرکتی وارد نشده است؛ حرکت را بنویسید، Enter آن را انجام می‌دهد.
entry-cleared = پاک شد: { $move }. هیچ حرکتی وارد نشده است.
entered-still = همچنان واردشده: { $move }.
ask-entered = واردشده: { $move }، کلید اینتر آن را انجام می‌دهد
ask-two = { $first }؛ { $second }
ask-offer-by = چه کسی تساوی پیشنهاد می‌کند: سفید/سیاه
offer-by-which = چه کسی تساوی پیشنهاد می‌کند؟ سفید یا سیاه.
draw-offered-before-move = { $side } تساوی پیشنهاد می‌کند. پس از حرکت { $side } از { $other } پرسیده می‌شود.
accept-after-move = هنوز نه: { $other } پس از حرکت { $side } می‌تواند پیشنهاد تساوی را بپذیرد (ماده‌ی 9-1-2-1).
result-cancelled = آنگاه نتیجه دیگر پابرجا نیست: { $result }، { $reason }.
arbiter-retract-nothing = وضعیت اکنون همین است؛ چیزی برای پس گرفتن نیست.
arbiter-not-played = حرکت { $number } هنوز انجام نشده است.
clock-changed-said = ساعت تغییر کرد. { $clocks }
board-check-hint = شاید صفحه‌ها با هم یکی نباشند: بررسی وضعیت را می‌خواند، بررسی همراه با یک وضعیت آن را مقایسه می‌کند.
retracted = داور: بازگشت به وضعیت پس از { $number } { $move }.
arbiter-paused = داور: ساعت‌ها متوقف شدند.
arbiter-resumed = داور: ساعت‌ها دوباره کار می‌کنند.
arbiter-confirm = { $change } انجام شود؟ بله یا نه.
arbiter-change = داور: یک تغییر.
arbiter-add = داور: { $time } به وقت { $side } افزوده می‌شود.
arbiter-remove = داور: { $time } از وقت { $side } کم می‌شود.
arbiter-set = داور: تنظیم ساعت‌ها روی سفید { $white }، سیاه { $black }{ $moves ->
        [-1] {""}
        [1] ، یک حرکت انجام‌شده
       *[other] ، { $moves } حرکت انجام‌شده
    }.
arbiter-retract = داور: بازگشت به وضعیت پس از { $number } { $move }؛ { $plies ->
        [0] هیچ نیم‌حرکتی
        [1] یک نیم‌حرکت
       *[other] { $plies } نیم‌حرکت
    } پس گرفته می‌شود.
arbiter-retract-start = داور: بازگشت به وضعیت آغازین؛ { $plies ->
        [0] هیچ نیم‌حرکتی
        [1] یک نیم‌حرکت
       *[other] هر { $plies } نیم‌حرکت
    } پس گرفته می‌شود.
arbiter-illegal = داور: حرکت غیرقانونی از { $side } (ماده‌ی 7-5).
arbiter-illegal-now = داور: حرکت غیرقانونی از { $side } (ماده‌ی 7-5): حرکتی که { $side } همین حالا روی صفحه انجام داد و آنا آن را نپذیرفت؛ وضعیت همان می‌ماند و { $side } دوباره حرکت می‌کند.
arbiter-illegal-not-earlier = نه { $move }: حریف به آن حرکت پاسخ داده است.
arbiter-illegal-press = داور: حرکت غیرقانونی از { $side } (ماده‌ی 7-5): ساعت بدون حرکتی ممکن زده شد؛ { $side } دوباره حرکت می‌کند.
arbiter-illegal-earlier = { $move } آخرین حرکت { $side } نیست: اول با داور برگشت و شماره‌ی حرکت به وضعیت پیش از آن، سپس داور غیرقانونی { $side } (ماده‌ی 7-5-1).
arbiter-illegal-loses = داور: حرکت غیرقانونی از { $side }؛ طبق پیوست الف-4-2، { $side } بازی را می‌بازد، و اگر حریف نتواند مات کند، بازی مساوی است.
pressed = { $side } ساعت را زد؛ اکنون حرکت وارد می‌شود.
pressed-already = ساعت { $side } از پیش زده شده است؛ اکنون حرکت را وارد کنید.
press-blind = { $side } خودش ساعت را نمی‌زند: ساعت حریف فقط وقتی راه می‌افتد که حرکت انجام و اعلام شده باشد (پیوست د-2-4). اول حرکت را وارد کنید؛ کلید اینتر آن را انجام می‌دهد و ساعت را می‌زند.
refused-stopped = { $reason } هر دو ساعت ایستاده‌اند. { $side }: خطا در وارد کردن یا حرکت غیرقانونی (ماده‌ی 7-5)؟ خطا یا غیرقانونی.
refused-not-entered = { $text } وارد نشد: اول خطا یا غیرقانونی.
held-lines = { $number ->
        [one] یک سطر دیگر از پیش نوشته شده بود: { $lines }. بازی نشد: بله آن را بازی می‌کند، نه کنارش می‌گذارد.
       *[other] { $number } سطر دیگر از پیش نوشته شده بود: { $lines }. بازی نشدند: بله آن‌ها را به ترتیب بازی می‌کند، نه کنارشان می‌گذارد.
    }
ask-held = { $number ->
        [one] یک سطر منتظر است: بله یا نه
       *[other] { $number } سطر منتظرند: بله یا نه
    }
held-dropped = { $number ->
        [one] سطر کنار گذاشته شد.
       *[other] { $number } سطر کنار گذاشته شدند.
    }
slip-resumed = یک خطا در وارد کردن: ساعت { $other } ادامه می‌دهد؛ { $side } حرکت را دوباره وارد می‌کند.
ask-refused = ساعت‌ها ایستاده‌اند: خطا یا غیرقانونی
arbiter-illegal-retract = داور: حرکت غیرقانونی از { $side } (ماده‌ی 7-5): { $move } پس گرفته می‌شود و { $side } دوباره حرکت می‌کند.
illegal-claim-too-late = دیر است (پیوست الف-4-2): { $other } حرکت بعدی‌اش را کامل کرده است؛ حرکت غیرقانونی { $side } به جا می‌ماند.
press-not-running = ساعت { $side } کار نمی‌کند.
arbiter-result = داور: نتیجه { $result }، { $reason } (ماده‌ی { $article }).
arbiter-result-usage = داور نتیجه، سپس 1-0، 0-1، تساوی، 0-0 (باخت هر دو)، ½-0 یا 0-½ (ماده‌ی 12-9-5)، سپس دلیل: جریمه، غیرقانونی، مرده، قضاوت یا غیبت؛ پس از آن سخن داور.
arbiter-dead-is-draw = پوزیسیون مرده تساوی است (ماده‌ی 5-2-2): داور نتیجه تساوی مرده.
warned = داور: به { $side } اخطار داده شد (ماده‌ی 12-9-1).
warnings-none = اخطاری نیست.
warnings-list = اخطارها (ماده‌ی 12-9-1): { $warnings }.
warning-item = { $side } پیش از حرکت { $number }
warning-item-reason = { $item }، دلیل: { $reason }
warning-item-after = { $side } پس از بازی
arbiter-warning = داور: اخطار به { $side } (ماده‌ی 12-9-1).
arbiter-increment = داور: از حرکت بعد هر دو بازیکن برای هر حرکت { $time } می‌گیرند (رهنمود III-4).
arbiter-adjudication-draw = بنا بر رهنمود III-5 داور فقط تساوی اعلام می‌کند: داور نتیجه تساوی قضاوت.
guideline-iii-no-clock = رهنمود { $guideline } فقط در بازی‌های با ساعت به کار می‌رود؛ این بازی بی ساعت است.
guideline-iii-blitz = رهنمود { $guideline } در شطرنج برق‌آسا به کار نمی‌رود، فقط در بازی‌های استاندارد و سریع (رهنمود III-2-2).
guideline-iii-increment = رهنمود { $guideline } فقط در بازی‌های بدون افزایش زمان به کار می‌رود (رهنمود III-2-2)؛ این بازی افزایش زمان دارد.
guideline-iii-time = رهنمود { $guideline } فقط وقتی به کار می‌رود که بازیکن نوبت‌دار کمتر از دو دقیقه وقت داشته باشد؛ { $side } هنوز { $time } وقت دارد.
guideline-iii-flag = رهنمود { $guideline } فقط پیش از سقوط پرچم بازیکن نوبت‌دار به کار می‌رود؛ پرچم { $side } سقوط کرده است.
guideline-iii-4-offer = درخواست { $side } پیشنهاد تساوی به شمار می‌آید (رهنمود III-4). اگر { $other } آن را رد کند، { $other } دو دقیقه‌ی بیشتر می‌گیرد: داور اضافه { $other } 2:00.
arbiter-forfeit-moved = هر دو بازیکن حرکت کرده‌اند: باخت بدون بازی (ماده‌ی 6-7-1) فقط با دلیلی پس از آن، مثلاً داور نتیجه 1-0 غیبت و سپس دلیل.
arbiter-absent = داور: { $side } پشت صفحه نیست و اگر تا پایان زمان تأخیر مجاز { $time } از آغاز دور نرسد می‌بازد (ماده‌ی 6-7-1).
arbiter-absent-now = داور: { $side } پشت صفحه نیست؛ بی زمان تأخیر مجاز { $side } بی‌درنگ می‌بازد (ماده‌ی 6-7-1).
absent = داور: { $side } پشت صفحه نیست؛ زمان تأخیر مجاز می‌گذرد (ماده‌ی 6-7-1).
arrived = داور: { $side } پشت صفحه است.
absent-not-now = این کار اکنون برای { $side } شدنی نیست: غیبت فقط پیش از حرکت نخست، در بازی با ساعت، و یک بار (ماده‌ی 6-7-1).
dead-not-mate = پوزیسیون مرده نیست: { $side } هنوز می‌تواند مات کند، برای نمونه این‌گونه: { $moves }.
dead-unknown = آنا نمی‌تواند در این باره تصمیم بگیرد، { $positions } وضعیت بررسی شد؛ تصمیم با داور است، با داور نتیجه تساوی مرده.
arbiter-reason = دلیل: { $reason }.
retracted-start = داور: بازگشت به وضعیت آغازین.
touched = برای داور ثبت شد: { $side } به مهره‌ای دست زد.
entered-short = واردشده، هنوز انجام نشده: { $move }.
board-matches = صفحه با حرکت‌های ثبت‌شده یکی است.
board-differs = صفحه فرق دارد. برای درست کردن آن:
who-enters = { $enterer ->
        [blind] حرکت‌های { $side } را بازیکن نابینا وارد می‌کند.
        [assistant] حرکت‌های { $side } را دستیار وارد می‌کند.
       *[sighted] حرکت‌های { $side } را بازیکن بینا وارد می‌کند.
    }
confirm-resign = { $side }، واقعاً تسلیم می‌شوید؟ بله یا نه.
confirm-interrupt = بازی را ترک می‌کنید؟ بله یا نه؛ (Ctrl+C) دوباره، بی‌درنگ بیرون می‌رود. با (anna resume) بازی ادامه می‌یابد.
confirm-quit = بازی را ترک می‌کنید؟ با (anna resume) بازی ادامه می‌یابد. بله یا نه.
cancelled = لغو شد.
nothing-asked = هیچ پرسشی باز نیست.
takeback-ask = { $side }، موافقید که حرکت { $move } پس گرفته شود؟ بله یا نه.
takeback-done = پس گرفته شد: { $move }.
takeback-refused = { $side } با پس گرفتن حرکت موافق نیست.

## The open question, short, in the prompt
ask-resign = { $side } تسلیم: بله/نه
ask-quit = ترک بازی: بله/نه
ask-takeback = { $side }، پس گرفتن: بله/نه
ask-arbiter = تغییر: بله/نه
ask-move = کدام حرکت؟
ask-draw = { $side }، تساوی: قبول/رد
takeback-tournament = در بازی مسابقه حرکت پس گرفته نمی‌شود؛ تنها داور تصحیح می‌کند.
tournament-forbidden = در بازی مسابقه مجاز نیست (ماده‌ی 11-3).
saved = ذخیره شد.
saved-where = ذخیره شد در { $path }
closing-code-end = کد پایانی بازی، برای داور: ({ $code }).
closing-code-now = کد پایانی دفتر بازی تا این لحظه: ({ $code }).
save-failed = ذخیره نشد: { $reason }
witness-failed = گواه بازی، { $path }، نوشته نمی‌شود: { $reason }. حرکت‌ها در دفتر بازی هست، ولی دیگر نمی‌توان بررسی کرد که چیزی از پایان آن کم نشده باشد. لطفاً جا باز کنید؛ آنا با هر حرکت دوباره تلاش می‌کند.
witness-back = گواه بازی دوباره نوشته شد.
witness-cannot-start = بازی شروع نمی‌شود: گواه آن (پرونده‌ی .beat کنار دفتر بازی) نوشته نمی‌شود: { $reason }.
bad-argument = { $word } را اینجا نمی‌فهمم.
bad-argument-none = اینجا چیزی کم است.
internal-error = آنا در خودش خطایی یافت و متوقف می‌شود. بازی ذخیره شده است؛ (anna resume) آن را ادامه می‌دهد.
goodbye = بازی ترک شد. برای ادامه: (anna resume)
record-refused = این مورد با بازی جور نیست و ذخیره نشد.

## The clock

clock-side = { $side }: { $time }.
# No plural form: "یک حرکت"، "بیست و سه حرکت"; no move yet is said in words of its own.
clock-moves = { $n ->
        [0] هنوز حرکتی کامل نشده است.
       *[other] { $words } حرکت.
    }
clock-short = { $side } { $time }
# A clock on the braille status line from five minutes up, in whole minutes: "90 min".
clock-short-minutes = { $minutes } دقیقه
clock-short-moves = حرکت { $number }
clock-left-both = زمان باقی‌مانده: { $first } { $first_time }، { $second } { $second_time }.
clock-used-both = زمان مصرف‌شده: { $first } { $first_time }، { $second } { $second_time }.
no-clock = این بازی بدون ساعت انجام می‌شود.
clock-paused = ساعت متوقف است؛ بازی وقتی ادامه می‌یابد که داور دوباره ساعت را راه بیندازد.
clock-thinking = حرکت در جریان { $side } تا کنون { $time } طول کشیده است.
clock-changed = ساعت تغییر کرد: { $clocks }.
bad-time = { $word } زمان نیست؛ این‌گونه بنویسید: 90 برای دقیقه، 5:30 یا 1:05:00.
clock-warning = { $side }: { $time } مانده است.

## Commands: the name as spoken, and the other words for it

# German and English command words are always understood too. The aliases add other common
# words and one-letter keys (the first letter of the command word, where it is free); spellings
# with or without the zero-width non-joiner and with Arabic yeh or kaf are folded by anna.
cmd-help = راهنما
    .aliases = کمک ؟ ?
cmd-repeat = دوباره
    .aliases = بازگو
cmd-devices = دستگاه‌ها
    .aliases = دستگاه
cmd-last = آخرین
    .aliases = آخر آ
cmd-turn = نوبت
    .aliases = ن
cmd-board = صفحه
    .aliases = ص
cmd-pieces = مهره‌ها
    .aliases = م
cmd-square = خانه
    .aliases = مربع خ
cmd-rank = ردیف
    .aliases = عرض سطر ر
cmd-file = ستون
    .aliases = س
cmd-attacks = حمله
    .aliases = حمله‌ها
cmd-moves = حرکت‌ها
    .aliases = حرکات ح
cmd-list = فهرست
    .aliases = لیست نت ف
cmd-material = ماتریال
    .aliases = مواد
cmd-captured = گرفته‌شده
cmd-offer = تساوی
    .aliases = مساوی پیشنهاد
cmd-accept = قبول
    .aliases = می‌پذیرم پذیرش
cmd-decline = رد
    .aliases = نمی‌پذیرم
cmd-claim = ادعا
    .aliases = {""}
cmd-takeback = برگشت
    .aliases = بازگشت واگرد
cmd-resign = تسلیم
    .aliases = {""}
cmd-save = ذخیره
    .aliases = ذ
cmd-code = کد
    .aliases = رمز
cmd-quit = خروج
    .aliases = پایان
cmd-new = جدید
    .aliases = تازه
cmd-yes = بله
    .aliases = بلی آری آره ب
cmd-no = نه
    .aliases = خیر
cmd-cancel = لغو
    .aliases = انصراف
cmd-clear = پاک
    .aliases = پاک‌کن
cmd-threefold = تکرار
    .aliases = سه‌بار 3
cmd-fifty = پنجاه
    .aliases = 50
cmd-time = زمان
    .aliases = وقت ساعت ز
cmd-short = خلاصه
    .aliases = مختصر
cmd-exact = دقیق
    .aliases = {""}
cmd-own = خودم
    .aliases = خود
cmd-opponent = حریف
    .aliases = {""}
cmd-arbiter = داور
    .aliases = {""}
cmd-pause = توقف
    .aliases = مکث
cmd-resume = ادامه
    .aliases = شروع
cmd-add = اضافه
    .aliases = افزودن
cmd-remove = کسر
    .aliases = کم
cmd-set = تنظیم
    .aliases = {""}
cmd-check = بررسی
    .aliases = وارسی
cmd-illegal = غیرقانونی
    .aliases = خلاف
cmd-result = نتیجه
    .aliases = {""}
cmd-penalty = جریمه
    .aliases = {""}
cmd-dead = مرده
    .aliases = پوزیسیون
cmd-adjudication = قضاوت
    .aliases = داوری
cmd-forfeit = غیبت
    .aliases = {""}
cmd-warning = اخطار
    .aliases = اخطارها تذکر
cmd-increment = افزایش
    .aliases = {""}
cmd-absent = غایب
    .aliases = {""}
cmd-arrived = حاضر
    .aliases = رسید
cmd-touched = لمس
    .aliases = لمس‌شده
cmd-press = فشار
    .aliases = +
cmd-slip = خطا
    .aliases = {""}
cmd-silence = ساکت
    .aliases = سکوت .
cmd-white = سفید
    .aliases = سپید
cmd-black = سیاه
    .aliases = {""}
cmd-hint = نکته
    .aliases = سرنخ
cmd-eval = ارزیابی
    .aliases = ارزشیابی
cmd-threat = تهدید
    .aliases = تهدیدها ت
cmd-engine = موتور
    .aliases = engine

## Help

help =
    فرمان‌ها، به آلمانی و انگلیسی هم؛ راهنما و نام یک فرمان، آن را توضیح می‌دهد.
    وضعیت: آخرین، نوبت، صفحه، مهره‌ها، ماتریال، گرفته‌شده، خانه، ردیف، ستون، حمله، حرکت‌ها، فهرست.
    بازی: تساوی، قبول، رد، ادعا، برگشت، تسلیم، پاک.
    ساعت: زمان، فشار. داور: داور، بررسی، لمس، کد.
    دیگر: دوباره، ساکت، دستگاه‌ها، ذخیره، جدید، خروج.
    تمرین، نه در بازی مسابقه: نکته، ارزیابی، تهدید، موتور؛ پس از پایان بازی: تحلیل.
    هر چیز دیگری حرکت خوانده می‌شود، برای نمونه { $move } (Nf3 یا g1f3).
help-unknown = برای { $word } راهنمایی نیست. راهنما فرمان‌ها را فهرست می‌کند.
help-help = راهنما، یا ؟: فهرست فرمان‌ها. راهنما و نام یک فرمان، آن فرمان را توضیح می‌دهد، برای نمونه راهنما زمان.
help-repeat = دوباره: آخرین پاسخ را باز می‌گوید.
help-devices = دستگاه‌ها: کدام خروجی‌ها کار می‌کنند، گفتار، نمایشگر بریل، صفحه‌نمایش، و در چه حالی هستند.
help-last = آخرین، یا آ: آخرین حرکت.
help-turn = نوبت، یا ن: نوبت کیست.
help-board = صفحه، یا ص: همه‌ی صفحه، ردیف به ردیف.
help-pieces = مهره‌ها، یا م: مهره‌های هر دو طرف. مهره‌ها سفید، مهره‌ها سیاه: مهره‌های یک طرف. مهره‌ها { $piece }: مهره‌های یک نوع.
help-square = خانه، یا خ، و یک خانه: چه چیزی آنجاست. برای نمونه خانه { $square }.
help-rank = ردیف، یا ر، و یک عدد: چه چیزی در آن ردیف است.
help-file = ستون، یا س، و یک ستون: چه چیزی در آن ستون است. برای نمونه ستون { $file }.
help-attacks = حمله و یک خانه: کدام مهره‌ها به آن خانه حمله می‌کنند و از آن دفاع می‌کنند. نه در بازی مسابقه.
help-moves = حرکت‌ها، یا ح، و یک خانه: حرکت‌های قانونی مهره‌ی آن خانه. نه در بازی مسابقه.
moves-needs-square = حرکت‌ها حرکت‌های قانونی یک مهره را می‌گوید و خانه‌ی آن را لازم دارد، مثلاً حرکت‌ها g1. حرکت‌های بازی‌شده را فرمان فهرست می‌خواند.
help-list = فهرست، یا ف: حرکت‌های ثبت‌شده‌ی بازی. فهرست و یک عدد: فقط آخرین حرکت‌ها.
help-material = ماتریال: مهره‌های هر دو طرف، و اینکه کدام طرف به اندازه‌ی چند پیاده جلوتر است.
help-offer = تساوی، یا پیشنهاد تساوی: پیشنهاد تساوی، بهتر است پس از حرکت خودتان (ماده‌ی 9-1-2). تساوی سفید یا تساوی سیاه طرف را نام می‌برد؛ اگر هر دو بازیکن تایپ کنند، آنا می‌پرسد چه کسی پیشنهاد می‌کند.
help-cancel = لغو: پرسش باز را کنار می‌گذارد، بی آنکه چیزی تغییر کند.
help-clear = پاک: حرکتی را که وارد شده و هنوز انجام نشده است کنار می‌گذارد (بازی مسابقه)؛ سپس هیچ حرکتی وارد نشده است.
help-accept = قبول: پذیرفتن پیشنهاد تساوی.
help-decline = رد: رد کردن پیشنهاد تساوی.
help-claim = ادعا تکرار یا ادعا پنجاه: ادعای تساوی. با یک حرکت پس از آن: با حرکتی که نوشته‌اید (ماده‌های 9-2 و 9-3). ادعا مرده: پوزیسیون مرده (ماده‌ی 5-2-2). ادعا غیرقانونی و سپس طرف: حرکت غیرقانونی آن طرف، تا وقتی که حریف حرکت بعدی‌اش را کامل نکرده است (ماده‌ی 7-5، پیوست الف-4-2).
help-takeback = برگشت: آخرین حرکت پس گرفته می‌شود، اگر حریف موافق باشد. نه در بازی مسابقه.
help-resign = تسلیم: واگذاری بازی؛ آنا پیش از آن می‌پرسد.
help-save = ذخیره، یا ذ: بازی را به صورت PGN ذخیره می‌کند.
help-code = کد: کد پایانی دفتر بازی تا این لحظه، 16 نویسه در چهار گروه. در پایان بازی anna خودش آن را می‌گوید؛ داور آن را روی برگه‌ی نتیجه می‌نویسد و بعدا با فرمان (anna check GAME --code CODE) وارسی می‌کند که دفتر بازی هنوز همین بازی است.
help-new = جدید: پس از پایان بازی، بازی بعد با رنگ‌های جابه‌جا.
help-quit = خروج: ترک بازی؛ (anna resume) آن را ادامه می‌دهد.
help-time = زمان، یا ز: هر دو ساعت و شمار حرکت‌ها. زمان خلاصه: فقط رقم‌ها. زمان دقیق: تا هزارم ثانیه. زمان خودم، زمان حریف: فقط یک ساعت.
help-arbiter = داور توقف، داور ادامه، داور اضافه با طرف و زمان، داور کسر با طرف و زمان، داور تنظیم با دو زمان و شماره‌ی حرکت: ساعت. داور برگشت با شماره‌ی حرکت: بازگشت به یک حرکت (پیوست د-2-9). داور غیرقانونی با طرف: یک حرکت غیرقانونی (ماده‌ی 7-5). داور نتیجه با نتیجه و دلیل: اعلام نتیجه. داور اخطار با طرف: یک اخطار (ماده‌ی 12-9-1)؛ داور اخطار به‌تنهایی: اخطارها. داور افزایش: پنج ثانیه برای هر حرکت برای هر دو (رهنمود III-4). داور غایب با طرف، داور حاضر با طرف: بازیکنی که پشت صفحه نیست (ماده‌ی 6-7-1).
help-check = بررسی: وضعیت را می‌خواند. بررسی همراه با یک وضعیت، به صورت FEN یا فهرست مهره‌ها: آن را با صفحه مقایسه می‌کند.
help-touched = لمس سفید یا لمس سیاه: برای داور ثبت می‌کند که به مهره‌ای دست زده شده است.
help-press = فشار یا +: بازیکنی که روی صفحه‌ی خودش حرکت کرده است، با آن ساعتش را می‌زند، پیش از آنکه حرکت وارد شود (ماده‌ی 6-2-1)؛ وقت او می‌ایستد و وقت حریف می‌گذرد. در نمای صفحه کلید + کافی است. اگر پس از آن حرکت ممکن نیست، هر دو ساعت ایستاده‌اند: خطا (دوباره وارد کنید) یا غیرقانونی (ماده‌ی 7-5).
help-silence = ساکت یا نقطه: گفتار خاموش می‌شود.
help-hint = نکته، یا سرنخ: بهترین حرکتی که موتور پیدا می‌کند. نه در بازی مسابقه.
help-eval = ارزیابی: کدام طرف بهتر است و تقریباً به چه اندازه. ارزیابی دقیق: عدد آن هم. نه در بازی مسابقه.
help-threat = تهدید، یا ت: حرکتی که حریف انجام می‌داد، اگر اکنون نوبت او بود. نه در بازی مسابقه.
help-engine = موتور جدید: راه‌اندازی دوبارهٔ موتور متوقف‌شده. موتور نتیجه 1-0 یا 0-1 یا تساوی: پایان بازی با موتور متوقف‌شده، به‌عنوان بازی تمرینی با همین نتیجه. نه در بازی مسابقه.
help-move = یک حرکت: { $move }، یا به نمادها (Nf3 یا g1f3). در بازی مسابقه تنها کلید اینتر آن را انجام می‌دهد؛ تا آن زمان حرکت دیگری جای آن را می‌گیرد و پاک آن را کنار می‌گذارد.

## Languages: errors when loading

lang-unknown = زبانی به نام { $name } نیست: نه زبان داخلی است و نه فایلی خواندنی.
lang-unreadable = فایل زبان { $path } خوانده نمی‌شود: { $reason }.
lang-syntax = فایل زبان { $path } در سطر { $line } خطا دارد.
# After a language that cannot be used (--language): the languages to choose from.
lang-choices = زبان داخلی: { $codes }؛ یا مسیر یک فایل زبان.

## anna clock, the talking clock without a game

# The keys of the clock are the Latin letters (k or s, p, a, h, q) wherever the keyboard has them.
clock-app-start = ساعت آنا، { $control }. ساعت منتظر نخستین کلید است.
clock-app-keys = سفید: 1 یا پیکان چپ، سیاه: 2 یا پیکان راست؛ کلید هر بازیکن حرکت او را تمام می‌کند و ساعت حریف را راه می‌اندازد. فاصله یا اینتر: زمان‌ها، k: خلاصه. p: توقف و ادامه. a: داور. h: کلیدها. q یا Esc یا Ctrl+C: خروج، پس از یک پرسش.
clock-app-running = ساعت { $side }.
clock-app-other-key = این کلید کاری ندارد؛ h کلیدها را می‌گوید.
clock-app-arbiter = داور: اضافه با طرف و زمان، کسر با طرف و زمان، تنظیم با دو زمان و شماره‌ی حرکت، یا برگشت با شماره‌ی حرکت؛ اینتر انجام می‌دهد، اسکیپ لغو می‌کند.
clock-app-arbiter-usage = این‌گونه: اضافه سفید 2:00، کسر سیاه 1:00، تنظیم 1:30:00 1:25:00 20، برگشت 15 یا برگشت 15 سفید. a از نو شروع می‌کند.
clock-app-rewind = داور: ساعت‌ها به زمان‌هایشان پس از { $plies } نیم‌حرکت برمی‌گردند، سفید { $white }، سیاه { $black }.
clock-app-no-such-move = حرکت { $number } هنوز روی این ساعت انجام نشده است. a از نو شروع می‌کند.
clock-app-paused = ساعت متوقف شد.
clock-app-resumed = ساعت دوباره کار می‌کند.
clock-app-is-paused = ساعت متوقف است؛ p: ادامه.
clock-app-not-started = ساعت هنوز راه نیفتاده است.
clock-app-stopped = ساعت ایستاده است.
clock-app-goodbye = ساعت بسته شد.
clock-app-confirm-quit = ساعت بسته شود؟ زمان‌ها ذخیره می‌مانند و فرمان (anna clock --resume) ادامه می‌دهد. بله یا نه، سپس اینتر.
clock-app-goes-on = ساعت ادامه می‌دهد.
clock-app-arbiter-confirm = { $change } انجام شود؟ بله یا نه، سپس اینتر.
clock-app-continued = ساعت آنا، { $control }، ادامه یافت.
clock-app-no-journal = ساعتی برای ادامه نیست. (anna clock --time 5+3) ساعت تازه‌ای آغاز می‌کند.
clock-app-journal-damaged = { $path } دفترچه‌ی ساعت آنا نیست. (anna clock --time 5+3) ساعت تازه‌ای آغاز می‌کند.
clock-app-journal-unwritable = دفترچه‌ی ساعت { $path } نوشته نمی‌شود: { $reason }. ساعت ادامه می‌دهد، اما اگر برنامه ناگهان بسته شود زمان‌ها از دست می‌روند.
clock-app-flag = { $side }: سقوط پرچم.

## Setting up a game

setup-deaf-needs-assistant = بازیکن نابینا در برابر بازیکن ناشنوا به دستیار نیاز دارد (پیوست د-2-11): گزینه‌ی (--assistant blind) یا (--assistant sighted).
setup-enterer-needs-assistant = حرکت‌هایی که دستیار وارد می‌کند، به گزینه‌ی (--assistant) نیاز دارند.
setup-needs-blind-side = برای این کار آنا باید رنگ بازیکن نابینا را بداند: گزینه‌ی (--blind white) یا (--blind black).
setup-sighted-enters-blind = بازیکن بینا حرکت‌های بازیکن نابینا را وارد نمی‌کند.
setup-no-chess960 = وضعیت { $number } شطرنج 960 وجود ندارد؛ شماره‌ها از 0 تا { $max } است.
setup-bad-fen = { $fen } یک FEN نیست.
setup-illegal-fen = وضعیت (FEN) { $fen } قانونی نیست.
setup-time-control = کنترل زمان { $control }: { $reason }
replay-no-setup = دفتر بازی با تنظیم یک بازی آغاز نمی‌شود.
replay-bad-record = مورد { $number } دفتر بازی با بازی جور نیست: { $reason }
game-illegal-move = { $move } حرکت قانونی نیست.
game-no-such-ply = بازی نیم‌حرکت { $number } ندارد.
status-result = { $result }.

## Time controls

tc-field-moves = شمار حرکت‌ها
tc-field-minutes = زمانی به دقیقه‌ی کامل (یا دقیقه:ثانیه، ساعت:دقیقه:ثانیه)
tc-field-seconds = زمانی به ثانیه‌ی کامل
tc-field-increment = افزایشی به ثانیه‌ی کامل
tc-field-delay = تأخیری به ثانیه‌ی کامل
tc-empty = کنترل زمان داده نشده است؛ برای نمونه 90+30.
tc-none = { $text } یعنی بدون کنترل زمان یا کنترلی ناشناخته؛ یک کنترل زمان بنویسید، برای نمونه 90+30.
tc-sandclock = دوره‌ی { $period }: ساعت شنی (*) پشتیبانی نمی‌شود.
tc-empty-period = دوره‌ی { $period } خالی است.
tc-missing = دوره‌ی { $period }: { $field } کم است.
tc-not-a-number = دوره‌ی { $period }: { $text } { $field } نیست.
tc-too-large = دوره‌ی { $period }: { $text } برای { $field } بیش از حد بزرگ است.
tc-zero-moves = دوره‌ی { $period }: هر دوره دست‌کم یک حرکت لازم دارد.
tc-zero-time = دوره‌ی { $period } هیچ زمانی نمی‌دهد.
tc-moves-missing = دوره‌ی { $period } شمار حرکت ندارد، اما دوره‌ی دیگری پس از آن می‌آید؛ تنها دوره‌ی آخر برای باقی بازی است.
tc-last-period-has-moves = دوره‌ی آخر ({ $period }) { $moves } حرکت می‌شمارد؛ پس از آن دوره‌ای برای باقی بازی بیفزایید.
tc-too-long-minutes = دوره‌ی { $period }: { $text } دقیقه بیش از ده ساعت است؛ زمان به دقیقه شمرده می‌شود.
tc-too-long-seconds = دوره‌ی { $period }: { $text } ثانیه بیش از ده ساعت است.
tc-increment-and-delay = دوره‌ی { $period } هم افزایش دارد و هم تأخیر؛ یکی را برگزینید.
tc-two-per-move = دوره‌ی { $period }: پس از افزایش یا تأخیر «{ $text }» آمده است؛ تنها یکی از این دو ممکن است.
clock-not-started = ساعت هنوز راه نیفتاده است.
clock-already-started = ساعت از پیش راه افتاده است.
clock-not-paused = ساعت متوقف نیست.
clock-no-such-ply = گزارش ساعت نیم‌حرکت { $number } را ندارد؛ { $logged } نیم‌حرکت در آن هست.
clock-refused = { $reason }

## Vocabularies

vocab-unknown = واژگانی به نام { $name } نیست: نه واژگان داخلی ({ $codes }) است و نه فایل.
vocab-unreadable = واژگان { $name } خوانده نمی‌شود.
vocab-syntax = واژگان { $name } خطا دارد، سطر { $line }: { $detail }
vocab-phrase-length = واژگان { $name }: { $detail } باید 1 تا { $max } واژه داشته باشد.
vocab-two-meanings = واژگان { $name }: { $detail } دو معنا پیدا می‌کند.
vocab-not-a-file = واژگان { $name }: { $detail } ستونی از a تا h نیست.
vocab-not-a-rank = واژگان { $name }: { $detail } ردیفی از 1 تا 8 نیست.

## Devices

device-screen = صفحه‌نمایش: کار می‌کند.
device-speech = گفتار: { $backend }.
device-braille-working = نمایشگر بریل: وصل است، { $cells } سلول.
device-braille-waiting = نمایشگر بریل: وصل نیست، هر چند ثانیه یک بار دوباره تلاش می‌شود.
speech-voice = صدای ضبط‌شده
speech-system = صدای سیستم
speech-text = سطرهای متنی
speech-off = خاموش
braille-lost = نمایشگر بریل قطع شد؛ هر چند ثانیه یک بار دوباره تلاش می‌شود.
braille-back = نمایشگر بریل دوباره وصل شد.
braille-waiting = هیچ نمایشگر بریلی در دسترس نیست؛ آنا به تلاش ادامه می‌دهد.
braille-bad-table = جدول بریل { $table } قابل استفاده نیست؛ نمایشگر متن را با جدول خود BRLTTY نشان می‌دهد.

## Files

io-full = دیسک پر است
io-permission = اجازه‌ی نوشتن نیست
io-not-found = فایل وجود ندارد
io-invalid-data = فایل آسیب دیده است
io-other = خطایی در خواندن یا نوشتن
journal-damage = دفتر بازی آسیب دیده است: { $count ->
        [0] یک مورد با بازی جور نیست.
        [1] سطر { $lines } خوانده نمی‌شود.
       *[other] سطرهای { $lines } خوانده نمی‌شوند.
    }
journal-gap = از حرکت { $number }، { $side }، بازی گم شده است: داور آن را از روی برگه‌های ثبت حرکات بازسازی می‌کند؛ باقی دفتر بازی نگه داشته می‌شود.
journal-gap-start = بازی از آغاز گم شده است: داور آن را از روی برگه‌های ثبت حرکات بازسازی می‌کند؛ باقی دفتر بازی نگه داشته می‌شود.
journal-repeated = دفتر بازی آسیب دیده است: سطر { $line } مورد { $seq } را که پیش‌تر آمده بود تکرار می‌کند.
journal-moved = دفتر بازی آسیب دیده است: سطر { $line } مورد { $seq } را دارد؛ مورد { $expected } که جایش آنجاست در سطر { $at } است.
journal-twice = دفتر بازی آسیب دیده است: مورد { $seq } هم در سطر { $line } و هم در سطر { $other } است.
journal-missing = دفتر بازی آسیب دیده است: موردهای { $from } تا { $to } پیش از سطر { $line } گم شده‌اند، به شمار { $count }.
journal-short = آخرین موردهای دفتر بازی گم شده‌اند، به شمار { $count }{ $moves }؛ فایل { $file } شماره‌ی آخرین مورد را دارد.
journal-short-moves = { " " }(حرکت‌های { $from } تا { $to })
journal-possibly-cut = دفتر بازی در پایان، مورد ترک یا پایان بازی را ندارد و هیچ فایل { $file } شماره‌ی آخرین مورد آن را نمی‌گوید: شاید چند مورد از پایان آن گم شده باشد.
journal-witness-differs = دفتر بازی در مورد { $seq } با فایل { $file } جور نیست: این دفتر، دفتر ذخیره‌شده‌ی آنا نیست.
journal-after-gap = پس از آن، دفتر بازی حرکت‌هایی دارد که از این وضعیت بازی نشده‌اند، به شمار { $count }: { $moves }.
resume-refused = { $damage } بازی با این دفتر ادامه نمی‌یابد. داور آن را از روی برگه‌های ثبت حرکات بازسازی می‌کند و با (anna --pgn) و فایل بازی دوباره بازی می‌کند.
journal-repaired = { $damage } یک نسخه از همه‌ی دفتر بازی با نام { $copy } نگه داشته شده است؛ بازی با همه‌ی موردهای خواندنی ادامه می‌یابد.
journal-restored = دفتر بازی { $path } دیگر نیست؛ آنا آن را از روی بازی دوباره ذخیره کرد و بازی ادامه می‌یابد.
journal-restored-replaced = فایل دیگری به جای دفتر بازی { $path } گذاشته شد؛ آن فایل با نام { $copy } نگه داشته شده است، آنا دفتر را از روی بازی دوباره ذخیره کرد و بازی ادامه می‌یابد.
resumed-beat-future = آخرین نشانه‌ی زنده بودن آنا پس از اکنون است (ساعت درست است؟): زمان پس از آخرین مورد برای هیچ یک از دو بازیکن شمرده نمی‌شود.
journal-locked = این بازی از پیش باز است، در فرایند { $pid }؛ بار دوم باز نمی‌شود.
journal-locked-unknown = این بازی از پیش در آنای دیگری باز است؛ بار دوم باز نمی‌شود.
journal-not-a-file = این دفتر بازی نیست: فایل معمولی نیست، یا بسیار بزرگ است.
resumed-unwitnessed = این بازی گواه (.beat) ندارد؛ نویسنده‌ی آن، فرایند { $pid }، پایان یافته و زنجیره‌ی آن سالم است: بازی ادامه می‌یابد. آنا نمی‌تواند ببیند که پس از آخرین ثبت چیزی کم است یا نه؛ داور با برگه‌های ثبت مقایسه می‌کند.
resumed-after-crash = آنا درست بسته نشد. زمان فکر تا آخرین نشانه‌ی زنده بودن آن شمرده شده است؛ دست‌بالا { $seconds ->
        [1] یک ثانیه
       *[other] { $seconds } ثانیه
    } شمرده نشد.
resumed-last = آخرین اعلام: { $number } { $move }.
resume-list-unreadable = { $name }: خوانده نمی‌شود: { $reason }
journal-unreadable = دفتر بازی خوانده نمی‌شود: { $reason }.
games-no-home = نه XDG_DATA_HOME تنظیم شده است و نه HOME: جایی برای نگه داشتن بازی‌ها نیست.
games-no-such-game = بازی‌ای به نام { $name } نیست. (anna resume --list) بازی‌ها را فهرست می‌کند.
brf-too-narrow = صفحه‌ی بریل دست‌کم 10 سلول در هر سطر لازم دارد، نه { $number }.
score-closing-code = کد پایانی: ({ $code })
brf-too-short = صفحه‌ی بریل دست‌کم 3 سطر لازم دارد، نه { $number }.
brf-table-failed = جدول بریل { $table } قابل استفاده نیست.
pgn-incorrect-claim = { $side } ادعای تساوی کرد ({ $kind })؛ ادعا نادرست بود (ماده‌ی 9-5-3)
pgn-termination = { $reason } (ماده‌ی { $article })
pgn-termination-result = { $result }: { $reason } (ماده‌ی { $article })
pgn-termination-no-article = { $result }: { $reason }
pgn-warning = اخطار به { $side } (ماده‌ی 12-9-1)
pgn-warning-reason = { $warning }: { $reason }
pgn-warning-after = اخطار به { $side } پس از بازی (ماده‌ی 12-9-1)
pgn-io = فایل PGN خوانده نمی‌شود: { $reason }
pgn-no-game = فایل PGN هیچ بازی‌ای ندارد.
pgn-bad-fen = برچسب FEN وضعیت قانونی نیست: { $fen }
pgn-illegal-move-white = حرکت { $number }. { $move } در این وضعیت قانونی نیست.
pgn-illegal-move-black = حرکت { $number }. … { $move } در این وضعیت قانونی نیست.
config-unreadable = فایل تنظیمات { $path } خوانده نمی‌شود: { $reason }.
config-invalid = فایل تنظیمات { $path }، سطر { $line }: { $detail }
config-unknown-key = { $word } کلید تنظیمات نیست؛ شاید منظور { $nearest } است.
config-unknown-key-none = { $word } کلید تنظیمات نیست؛ کلیدها در راهنما زیر «تنظیمات» آمده‌اند.
config-unknown-value = { $word } اینجا جایز نیست؛ شاید منظور { $nearest } است.
config-unknown-value-list = { $word } اینجا جایز نیست؛ ممکن: { $valid }.
config-out-of-range = مقدار { $key } باید از { $min } تا { $max } باشد.
board-too-small = پایانه برای صفحه‌ی شطرنج کوچک است: { $width }×{ $height }، اندازه‌ی لازم { $need-width }×{ $need-height } است.
board-too-narrow = پایانه برای صفحه باریک است: { $width } ستون، لازم است { $need-width }.
board-too-low = پایانه برای صفحه کوتاه است: { $height } سطر، لازم است { $need-height }.
board-more = سطرهای { $first } تا { $last } از { $total }؛ پیج‌داون و پیج‌آپ: ورق زدن.
board-more-short = { $first } تا { $last } از { $total }، پیج‌داون/آپ
board-more-numbers = { $first }–{ $last }/{ $total }

## The command line

write-failed = نوشتن انجام نشد: { $reason }.
input-failed = ورودی خوانده نمی‌شود: { $reason }.
line-too-long = این سطر بیش از اندازه بلند است (بیش از { $limit } بایت) و خوانده نشد.
file-not-regular = { $path } فایل معمولی نیست (پوشه، دستگاه یا لوله است) و خوانده نمی‌شود.
file-too-large = { $path } بزرگ‌تر از { $megabytes } مگابایت است و خوانده نمی‌شود.
file-unreadable = { $path } خوانده نمی‌شود: { $reason }.
pgn-continued = { $plies ->
        [0] هیچ نیم‌حرکتی
        [1] یک نیم‌حرکت
       *[other] { $plies } نیم‌حرکت
    } از { $file } برداشته شد.
pgn-no-such-game = { $path } بازی شماره‌ی { $number } ندارد.
pgn-unreadable = فایل PGN { $path } خوانده نمی‌شود: { $reason }
say-bad-move = حرکت { $number } ({ $text }): { $reason }
say-game = بازی { $number }: { $white } – { $black }
say-game-unnamed = بازی { $number }
fen-or-chess960 = یا گزینه‌ی (--fen) یا گزینه‌ی (--chess960)، نه هر دو.
check-none = هیچ بازی‌ای نیست.
check-intact = { $name }: سالم، { $records ->
        [1] یک مورد
       *[other] { $records } مورد
    }، { $plies ->
        [0] هیچ نیم‌حرکتی
        [1] یک نیم‌حرکت
       *[other] { $plies } نیم‌حرکت
    }.
check-damaged = { $name }: آسیب‌دیده، { $records ->
        [1] یک مورد خواندنی
       *[other] { $records } مورد خواندنی
    }. { $damage }
check-unreadable = { $name }: خوانده نمی‌شود: { $reason }
code-matches = { $name }: کد پایانی می‌خواند: این دفتر همان بازی‌ای است که کد برای آن داده شد، تا مورد { $record } (پس از { $plies } نیم‌حرکت).{ $after ->
        [0] {""}
       *[other] {" "}پس از آن { $after } مورد دیگر آمده است.
    }
code-differs = { $name }: کد پایانی نمی‌خواند. این دفتر آن بازی‌ای نیست که کد برای آن داده شد: کوتاه، جابه‌جا یا دگرگون شده است، یا کد از بازی دیگری است.
code-cannot-tell = { $name }: نمی‌توان گفت کد پایانی می‌خواند یا نه، چون دفتر بازی آسیب دیده است: { $damage }
code-unusable = این کد پایانی نیست: { $reason }
code-bad-length = کد پایانی { $length } نویسه دارد، این یکی { $found }؛ فاصله و خط تیره شمرده نمی‌شوند.
code-bad-character = «{ $found }» در هیچ کد پایانی نیست: کد تنها رقم و حرف‌های لاتین A تا Z دارد، بی I و L و O و U.
code-bad-check = یک نویسه نادرست رونویسی شده است: نویسه‌ی آخر با بقیه جور نیست. لطفا کد روی برگه‌ی نتیجه را دوباره بخوانید.
resume-none = هیچ بازی نیمه‌تمامی نیست.
resume-list-game = { $name }: { $white } – { $black }، { $date }، { $number ->
        [0] هیچ نیم‌حرکتی
        [1] یک نیم‌حرکت
       *[other] { $number } نیم‌حرکت
    }، نوبت { $side }
clock-app-needs-control = ساعت به کنترل زمان نیاز دارد، نه off.
cli-unknown-argument = آنا ({ $arg }) را نمی‌شناسد.
cli-unknown-command = آنا فرمان ({ $name }) را نمی‌شناسد.
cli-invalid-value = مقدار ({ $value }) برای ({ $arg }) درست نیست؛ مقدارهای ممکن: { $valid }.
cli-invalid-value-any = مقدار ({ $value }) برای ({ $arg }) درست نیست.
cli-missing-argument = این کم است: ({ $arg }).
cli-conflict = گزینه‌های ({ $arg }) و ({ $other }) را نمی‌توان با هم به کار برد.
cli-missing-command = اینجا یک فرمان کم است.
cli-usage = آنا این خط فرمان را نمی‌فهمد.
cli-help-hint = فرمان (anna --help) گزینه‌ها را فهرست می‌کند.
batch-no-tab = تب نیست: هر سطر یک FEN است، سپس یک تب، سپس حرکت.
batch-not-text = این سطر متن UTF-8 نیست.

## Speech: which voice speaks, failures

speech-using = گفتار: { $backend }. { $skipped }
speech-skipped = { $backend } کنار گذاشته شد: { $reason }.
speech-fell-back = { $from } از کار افتاد: { $reason }. { $skipped } گفتار اکنون: { $to }.
speech-returned = گفتار دوباره: { $backend }.
speech-audio-errors = { $count ->
        [1] خطای خروجی صدا: { $problem }.
       *[other] { $count } خطای خروجی صدا، آخرین آن‌ها: { $problem }.
    }
speech-bad-clip = بسته‌ی صدا: { $problem }؛ واژه هجی می‌شود.
clip-too-large = بزرگ‌تر از { $megabytes } مگابایت، برای یک واژه بیش از حد بزرگ
fault-daemon-gone = گفتار سیستم (speech-dispatcher) کار نمی‌کند
fault-timeout = گفتار سیستم (speech-dispatcher) پاسخ نمی‌دهد ({ $call })
fault-not-begun = گفتار سیستم (speech-dispatcher) متن را گرفت اما آن را نگفت
fault-no-audio = گفتار سیستم (speech-dispatcher) سخن می‌گوید، اما صدایی بیرون نمی‌آید
fault-refused = گفتار سیستم (speech-dispatcher) نپذیرفت ({ $call })
fault-no-callbacks = صدای سیستم خبر نمی‌دهد که چه وقت سخنش تمام شده است
fault-no-device = دستگاه صوتی { $device } باز نمی‌شود
fault-unknown-device = دستگاه صوتی { $device } نیست؛ دستگاه‌های موجود: { $available }
fault-device-gone = دستگاه صوتی { $device } از کار افتاد
fault-thread-stopped = گفتار از کار افتاد
fault-unavailable = در دسترس نیست
fault-no-voice-pack = بسته‌ی صدایی برای { $language } نیست
fault-bad-pack = بسته‌ی صدای { $dir } قابل استفاده نیست: { $problems }
call-connect = اتصال
call-speak = گفتن
call-stop = توقف
call-settings = تنظیمات
audio-alsa-error = سیستم صدا (ALSA) در { $function } خطا گزارش می‌کند
audio-underrun = داده‌ی صوتی دستگاه صوتی { $device } تمام شد
audio-disturbed = دستگاه صوتی { $device } دچار اختلال شد
audio-broken = دستگاه صوتی { $device } از کار ایستاد

## anna sync: comparing two score sheets and boards (Appendix D.2.9)

# "ours" and "theirs" are the names of the two sheets and boards on the command line.
sheet-move-error = { $sheet }، حرکت { $number } ({ $side }): «{ $text }»: { $reason }
sheet-error = { $sheet }: { $reason }
# The sheet an error of `anna sync` is about, at the start of the sentence.
sync-sheet-name = { $sheet ->
        [ours] برگه‌ی بازیکن نابینا
       *[theirs] برگه‌ی حریف
    }
sync-starts-differ = برگه‌ی بازیکن نابینا و برگه‌ی حریف از وضعیت‌های متفاوتی آغاز می‌شوند.
sync-agree = برگه‌های ثبت حرکات با هم یکی‌اند (نیم‌حرکت‌ها: { $plies }).
sync-lagging = در { $sheet ->
        [ours] برگه‌ی بازیکن نابینا
       *[theirs] برگه‌ی حریف
    } آخرین نیم‌حرکت هنوز نیامده است، حرکت { $number }، { $side }: { $move }. احتمالاً تنها هنوز نوشته نشده است و انجام‌شده به شمار می‌آید.
sync-differ = برگه‌های ثبت حرکات با هم فرق دارند.
sync-first-difference = نخستین تفاوت در حرکت { $number }، { $side }: برگه‌ی بازیکن نابینا { $ours }؛ برگه‌ی حریف { $theirs }.
# A move with its SAN in the vocabulary's letters: "Springer Felix drei (Sf3)".
sync-move = { $words } ({ $san })
sync-no-move = بدون حرکت
sync-longer = { $sheet ->
        [ours] برگه‌ی بازیکن نابینا
       *[theirs] برگه‌ی حریف
    } { $n } نیم‌حرکت بیشتر دارد.
sync-last-agreement = آخرین هم‌خوانی: حرکت { $number }، { $side }: { $move }.
sync-no-agreement = برگه‌ها از نخستین نیم‌حرکت با هم فرق دارند.
sync-position-after = هر دو صفحه باید وضعیت پس از حرکت { $number }، { $side }، را نشان دهند؛ نوبت { $to_move } است.
sync-position-start = هر دو صفحه باید وضعیت آغازین را نشان دهند؛ نوبت { $to_move } است.
sync-position-sheets = هر دو صفحه باید وضعیت برگه‌های ثبت را نشان دهند؛ نوبت { $to_move } است.
sync-fen = FEN: { $fen }
sync-ranks-heading = وضعیت، ردیف به ردیف:
sync-board-not-given = { $sheet ->
        [ours] صفحه‌ی بازیکن نابینا
       *[theirs] صفحه‌ی حریف
    } داده نشده است: فرض می‌شود که وضعیت برگه‌ی خودش را نشان می‌دهد.
sync-board-right = { $sheet ->
        [ours] صفحه‌ی بازیکن نابینا
       *[theirs] صفحه‌ی حریف
    } درست است.
sync-board-fix = { $sheet ->
        [ours] صفحه‌ی بازیکن نابینا
       *[theirs] صفحه‌ی حریف
    } را درست کنید:
sync-culprit-one = { $sheet ->
        [ours] صفحه‌ی بازیکن نابینا
       *[theirs] صفحه‌ی حریف
    } با برگه‌های ثبت فرق دارد: بازیکنی که حرکت درست را نوشته اما حرکت دیگری انجام داده است، صفحه‌اش را درست می‌کند (پیوست د-2-9).
sync-culprit-both = هر دو صفحه با برگه‌های ثبت فرق دارند.
sync-culprit-none = هر دو صفحه وضعیت برگه‌های ثبت را نشان می‌دهند.
sync-no-boards = هیچ صفحه‌ای داده نشده است: با گزینه‌های (--board-ours) و (--board-theirs) آنا می‌گوید کدام صفحه فرق دارد.
sync-clocks-unchanged = ساعت‌ها تغییر نمی‌کنند.
sync-clock-set = ساعت‌ها را مانند پس از حرکت { $number }، { $side }، تنظیم کنید: { $w } { $white }، { $b } { $black }. حرکت‌های انجام‌شده: { $w } { $wm }، { $b } { $bm }.
sync-clock-set-start = ساعت‌ها را مانند آغاز بازی تنظیم کنید: { $w } { $white }، { $b } { $black }.
sync-no-game = بدون گزینه‌ی (--game) زمان ثبت‌شده‌ای نیست: داور ساعت‌ها را به صلاحدید خود تنظیم می‌کند (ماده‌ی 7-1).
sync-no-clock = بازی ثبت‌شده در دفتر بازی ساعت ندارد: داور ساعت‌ها را به صلاحدید خود تنظیم می‌کند (ماده‌ی 7-1).
sync-log-short = گزارش ساعت تنها تا نیم‌حرکت { $n } می‌رسد: داور ساعت‌ها را به صلاحدید خود تنظیم می‌کند (ماده‌ی 7-1).
sync-journal-damaged = توجه: دفتر بازی آسیب دیده است؛ موردهای خواندنی آن مقایسه می‌شوند.
sync-journal-differs = توجه: دفتر بازی در نیم‌حرکت { $n } با برگه‌های ثبت فرق دارد.
# A step of a correction as a sentence of its own, with a full stop.
sync-correction-sentence = { $step }.
sync-correction-move = { $piece } از { $from } به { $to }
sync-correction-remove = { $piece } را از { $square } بردارید
sync-correction-place = { $piece } را در { $square } بگذارید
sync-board-error = { $sheet ->
        [ours] صفحه‌ی بازیکن نابینا
       *[theirs] صفحه‌ی حریف
    }: { $problem }
board-text-unknown-word = «{ $word }» نه مهره است، نه خانه، نه طرف.
board-text-square-twice = { $square } دو بار آمده است.
board-text-bad-fen = «{ $word }» وضعیت FEN نیست.
board-text-empty = هیچ مهره‌ای داده نشده است.
board-text-no-square = پس از «{ $word }» خانه نیامده است.
sheet-too-large = برگه بزرگ‌تر از { $bytes } بایت است.
# The piece to place, as colored-piece ($role is not needed, see there).
sync-placed-piece = { $name } { $color ->
        [white] سفید
       *[black] سیاه
    }
sync-removed-piece = { $name }
sync-empty = خالی

## Speech and voice packs

# (The sentences of speech and anna voices go here.)

## Voice packs: anna voices (check, record, say)

pack-problems = { $problems }
pack-no-manifest = { $path } خوانده نمی‌شود: { $reason }
pack-bad-manifest = در فایل (manifest.toml)، سطر { $line }: { $detail }
pack-no-folder = پوشه‌ی { $path } باز نمی‌شود: { $reason }
pack-zero-format = مقدارهای (sample_rate) و (channels) باید بزرگ‌تر از صفر باشند
pack-bad-language = مقدار (language = "{ $code }") با { $length } نویسه کد زبان نیست: تنها حرف‌های لاتین، رقم، (-) و (_)، آغاز با حرف یا رقم، دست‌بالا { $max } نویسه؛ بسته با همین نام نصب می‌شود
pack-bad-entry = بایگانی «{ $name }» را دارد که نام ساده‌ای درون بسته نیست (مسیری به بیرون، مسیر مطلق یا نامی با نویسه‌های کنترلی)؛ چنین بسته‌ای به کار نمی‌رود
pack-not-a-file = { $path } نه پوشه است نه فایل
pack-not-a-pack = { $path } فایل بسته‌ی صدا نیست (بایگانی ZIP با manifest.toml): { $detail }
pack-opus-rate = مقدار (sample_rate) { $rate }: کلیپ‌های Opus با 8000، 12000، 16000، 24000 یا 48000 هرتز باز می‌شوند
pack-bad-word-key = { $place }: هر کلید یک واژه با حروف کوچک است، تنها از حرف‌ها
pack-bad-letter-key = { $place }: هر کلید یک حرف است
pack-clip = { $place }: { $problem }
clip-no-file = فایلی نام برده نشده است
clip-absolute = مسیر مطلق است؛ فایلی درون پوشه‌ی بسته را نام ببرید
clip-leads-out = «..» به بیرون از پوشه‌ی بسته می‌رود
clip-not-plain = نام ساده نیست: نویسه‌ی کنترلی، بک‌اسلش یا بخشی خالی (//)
clip-link-leads-out = پیوند نمادینی که به بیرون از پوشه‌ی بسته می‌رود
clip-missing = فایل وجود ندارد
clip-not-a-file = فایل نیست
clip-not-wav = فایل WAV نیست ({ $detail })
clip-not-opus = کلیپ Ogg Opus نیست ({ $detail })
clip-damaged = در فایل بسته آسیب دیده است ({ $detail })
clip-channels = { $channels ->
        [1] یک کانال
       *[other] { $channels } کانال
    }؛ مانیفست { $declared } می‌خواهد
clip-format = { $rate } هرتز، { $channels ->
        [1] یک کانال
       *[other] { $channels } کانال
    }، { $bits } بیتی { $float ->
        [float] ممیز شناور
       *[int] عدد صحیح
    }؛ مانیفست { $declared_rate } هرتز، { $declared_channels ->
        [1] یک کانال
       *[other] { $declared_channels } کانال
    }، { $declared } می‌خواهد
clip-empty = کلیپ خالی است
clip-error = { $path }: { $problem }
voices-in-pack = { $dir }: { $problem }
voices-no-clip = کلیپی برای «{ $word }» نیست
voices-no-letter = کلیپی برای حرف { $letter } نیست
voices-summary = { $dir }: { $words ->
        [1] یک واژه
       *[other] { $words } واژه
    }، { $letters ->
        [1] یک حرف
       *[other] { $letters } حرف
    }، { $rate } هرتز؛ { $problems ->
        [0] { $missing ->
            [0] کامل
           *[other] { $missing } مورد کم
        }
       *[other] { $problems ->
            [1] یک مشکل
           *[other] { $problems } مشکل
        }، { $missing } مورد کم
    } برای واژگان { $vocab }.
voices-list-folder = { $dir }:
voices-list-pack = { $name }: { $kind ->
        [file] فایل بسته
       *[folder] پوشه‌ی کلیپ‌ها
    }، زبان { $language }، { $count ->
        [0] برای هیچ واژگانی کامل نیست
       *[other] کامل برای { $vocabs }
    }.
voices-list-broken = { $name }: { $problem }
voices-packed = { $file }: { $clips } کلیپ، { $size } مگابایت (کلیپ‌ها { $before } مگابایت بودند).
voices-installed = بسته در { $file } برای { $code } نصب شد{ $replaced ->
        [yes] {" "}و جای بسته‌ی قبلی را گرفت
       *[no] {""}
    }.{ $missing ->
        [0] {""}
       *[other] {" "}{ $missing } واژه کم است؛ آنا آن‌ها را هجی می‌کند.
    }
voices-no-data-home = پوشه‌ای برای داده‌ها نیست: HOME یا XDG_DATA_HOME را تعیین کنید.
voices-list-none = هیچ بسته‌ی صدایی پیدا نشد؛ جست‌وجو در: { $dirs }.
voices-none-for = هیچ بسته‌ی صدایی برای { $code } پیدا نشد؛ (anna voices list) نشان می‌دهد آنا کجا را می‌گردد.
voices-spelled = در بسته نیست، پس هجی شد: { $words }.
voices-not-finished = عبارت تا پایان پخش نشد.
voices-cannot-create = { $path } ساخته نمی‌شود: { $reason }.
voices-cannot-write = در { $path } نوشته نمی‌شود: { $detail }.
voices-other-format = ضبط، کلیپ‌های تک‌کاناله‌ی 16 بیتی می‌افزاید؛ این بسته قالب دیگری دارد.
# The keys typed (then Enter) while recording: ر to skip (رد شدن), ت to stop (توقف).
record-skip-key = ر
record-stop-key = ت
record-intro = { $count ->
        [1] یک واژه
       *[other] { $count } واژه
    } برای ضبط در { $dir }. برای هر کدام: آن را بگویید، سپس اینتر را بزنید. { $skip } و اینتر از یک واژه می‌گذرد، { $stop } و اینتر ضبط را متوقف می‌کند؛ ضبط را می‌توان بعداً ادامه داد.
record-letter = حرف { $letter }
record-prompt = [{ $index }/{ $total }] { $word } …
record-stopped = متوقف شد.
record-skipped = رد شد.
record-nothing = چیزی شنیده نشد؛ دوباره.
record-length = { $seconds } ثانیه.
record-done = { $recorded } ضبط شد؛ { $missing } هنوز مانده است (anna voices check { $dir }).
mic-none = میکروفونی نیست (هیچ دستگاه ورودی پیش‌فرضی نیست).
mic-failed = میکروفون قابل استفاده نیست: { $detail }.
mic-format = میکروفون نمونه‌ها را با قالب { $format } می‌دهد که آنا نمی‌تواند با آن ضبط کند.
mic-lost = ضبط از دست رفت.

## material

# The value is counted in pawns, and the pieces are named by the native Persian words (وزیر،
# رخ، فیل، اسب، پیاده), the words of the conversation (German says Dame, Turm … here).
material = { $white_side }: { $white }. { $black_side }: { $black }. { $diff ->
        [0] ماتریال برابر است.
       *[other] { $leader } به اندازه‌ی { $diff ->
            [1] یک پیاده
           *[other] { $diff } پیاده
        } جلوتر است.
    }
material-piece = { $role ->
        [queen] { $n ->
            [1] یک وزیر
           *[other] { $words } وزیر
        }
        [rook] { $n ->
            [1] یک رخ
           *[other] { $words } رخ
        }
        [bishop] { $n ->
            [1] یک فیل
           *[other] { $words } فیل
        }
        [knight] { $n ->
            [1] یک اسب
           *[other] { $words } اسب
        }
       *[pawn] { $n ->
            [1] یک پیاده
           *[other] { $words } پیاده
        }
    }
material-king-only = فقط شاه

## Training with an engine (never in a tournament, Article 11.3)

# A strength is said after the side: "با سفید بازی می‌کند، در سطح مبتدی".
engine-welcome = { $name } با { $side } بازی می‌کند، { $strength }.
strength-beginner = در سطح مبتدی
strength-elo = در سطح ریتینگ حدود { $elo }
strength-full = با تمام قدرت
bad-strength = { $word } سطح قدرت نیست: (beginner)، یک ریتینگ الو از { $min } تا { $max } مانند 1500، یا (max).
setup-engine-tournament = در بازی مسابقه هیچ موتوری بازی نمی‌کند (ماده‌ی 11-3).
setup-engine-online = در بازی آنلاین هیچ موتوری بازی نمی‌کند.
setup-confirm-moves-online = بیرون از مسابقه، حرکت‌ها فقط در بازی آنلاین برای تأیید بازخوانی می‌شوند (--confirm-moves).
engine-tournament = در بازی مسابقه از موتور کمکی گرفته نمی‌شود (ماده‌ی 11-3).
engine-to-move = { $side } موتور است و دارد فکر می‌کند.
engine-busy = موتور دارد به حرکت خودش فکر می‌کند؛ پس از آن دوباره بپرسید.
engine-none = در این بازی موتوری نیست.
engine-no-move = موتور حرکتی ندارد.
engine-cannot-start = موتور { $path } اجرا نمی‌شود: { $reason }. با (--engine-path) می‌توان موتور دیگری برگزید.
# engine-gone, engine-hung and engine-unreadable are the reason inside engine-down ("موتور از
# کار افتاد: پاسخ نمی‌دهد.") and engine-restarted ("موتور از کار افتاد (پاسخ نمی‌دهد) و …").
engine-gone = اجرایش پایان یافته است
engine-hung = پاسخ نمی‌دهد
engine-unreadable = پاسخش «{ $text }» حرکت نیست
engine-restarted = موتور از کار افتاد ({ $reason }) و دوباره راه‌اندازی شد.
engine-flood = بی‌پایان خروجی می‌دهد
engine-stopped = موتور متوقف شد، چون پس از راه‌اندازی دوباره هم از کار افتاد ({ $reason })؛ بازی ذخیره شده است.
engine-way-on = ساعت آن ایستاده است. برای ادامه: موتور جدید، که آن را دوباره راه می‌اندازد، یا موتور نتیجه 1-0 یا 0-1 یا تساوی، که بازی را به‌عنوان بازی تمرینی با همین نتیجه پایان می‌دهد.
engine-way-on-hints = فرمان موتور جدید آن را دوباره راه می‌اندازد.
engine-off = موتور متوقف شده است.
engine-running = موتور کار می‌کند؛ فقط موتور متوقف‌شده دوباره راه‌اندازی می‌شود.
engine-restarted-by-player = موتور دوباره راه‌اندازی شد؛ بازی ادامه دارد.
engine-result-running = نتیجه را با این فرمان فقط وقتی موتور متوقف شده است می‌توان تعیین کرد؛ وگرنه: تسلیم یا تساوی.
engine-usage = موتور جدید موتور متوقف‌شده را دوباره راه می‌اندازد؛ موتور نتیجه 1-0 یا 0-1 یا تساوی بازی با آن را پایان می‌دهد.
engine-eval-so-far = موتور هنوز فکر می‌کند؛ ارزیابی‌اش تا اینجا: { $eval }
engine-busy-for = موتور دارد به حرکت خودش فکر می‌کند، دست‌بالا { $time } دیگر؛ پس از آن دوباره بپرسید.
engine-long-think = موتور برای این حرکت زیاد فکر می‌کند: دست‌بالا { $time }.
hint = نکته: { $move }.
threat = { $side } تهدید می‌کند: { $move }.
threat-in-check = شاه { $side } در کیش است.
# The noun stays singular after a number and $words already says "یک": no selector for the
# pawns ($pawns is left unused).
eval = { $band ->
        [equal] وضعیت تقریباً برابر است.
        [slight] { $side } کمی بهتر است.
       *[other] { $side } { $band ->
            [clear] آشکارا بهتر است
           *[winning] برتری قاطع دارد
        } و حدود { $words } پیاده جلوتر است.
    }
eval-mate = { $n ->
        [1] { $side } در حرکت بعد مات می‌کند.
       *[other] { $side } در { $words } حرکت مات می‌کند.
    }
eval-exact = { $words } ارزیابی: { $figure }.

## Stepping through a game (anna review)

# A move of the game as heard when stepping. $verdict: none (not analysed), good (said as the
# move alone), inaccuracy, mistake, blunder.
review-move = { $number } { $move }{ $verdict ->
        [good] {""}
        [inaccuracy] ، بی‌دقتی
        [mistake] ، اشتباه
        [blunder] ، اشتباه بزرگ
       *[none] {""}
    }.
review-better = بهتر: { $move }.
review-mate-allowed = اکنون دیگر نمی‌توان جلوی مات را گرفت.
review-mate-missed = یک مات اجباری از دست رفت.
review-start = وضعیت آغازین، نوبت { $side }.
review-at-start = همین‌جا وضعیت آغازین است.
review-at-end = همین‌جا پایان بازی است.
review-no-such-move = این بازی حرکت { $number } ندارد.
review-no-such-move-side = در این بازی { $side } حرکت { $number } ندارد.
review-no-mistake = { $direction ->
        [previous] پیش از این اشتباهی نیست.
       *[next] پس از این اشتباهی نیست.
    }
review-no-mistake-side = { $direction ->
        [previous] پیش از این، { $side } اشتباهی نکرده است.
       *[next] پس از این، { $side } دیگر اشتباهی نکرده است.
    }
review-not-analysed = بازی تحلیل نشده است.
# $accuracy: accuracy in percent as on Lichess, -1 unless every move is analysed.
review-summary-side = { $side }: { $inaccuracies ->
        [0] بدون بی‌دقتی
        [1] یک بی‌دقتی
       *[other] { $inaccuracies } بی‌دقتی
    }، { $mistakes ->
        [0] بدون اشتباه
        [1] یک اشتباه
       *[other] { $mistakes } اشتباه
    }، { $blunders ->
        [0] بدون اشتباه بزرگ
        [1] یک اشتباه بزرگ
       *[other] { $blunders } اشتباه بزرگ
    }{ $accuracy ->
        [-1] {""}
       *[other] ، دقت { $accuracy } درصد
    }.

review-ready = بازبینی: { $white } در برابر { $black }، { $moves ->
        [0] بدون حرکت
        [1] یک حرکت
       *[other] { $moves } حرکت
    }. اینتر یا جلو: حرکت بعدی؛ راهنما همه چیز را توضیح می‌دهد.
review-analysing = موتور بازی را تحلیل می‌کند: { $positions } وضعیت؛ کمی طول می‌کشد.
review-progress = { $done } وضعیت از { $total } تحلیل شد.
review-no-engine = بازبینی بدون ارزیابی: { $reason }
review-not-stored = تحلیل ذخیره نشد: { $reason }.
review-no-game = هنوز بازی‌ای برای بازبینی نیست؛ فرمان (anna) یکی را شروع می‌کند.
export-no-game = هنوز بازی‌ای برای خروجی گرفتن نیست؛ فرمان (anna) یکی را شروع می‌کند.
review-tournament = در بازی مسابقه، تا وقتی بازی ادامه دارد، تحلیلی در کار نیست (ماده‌ی 11-3).
review-after-game = تحلیل پس از پایان بازی است: تحلیل.
review-read-only = در بازبینی حرکتی انجام نمی‌شود. جلو، برگشت، برو و شماره‌ی حرکت؛ خروج از بازبینی بیرون می‌رود.
# One line of anna review --pgn FILE --list.
review-list-game = { $number }. { $white } – { $black }، { $result }، { $event }، { $date }
# The word for "previous" comes first and اشتباه after it ("برگرد به اشتباه سیاه"); اشتباه
# alone is the next mistake.
review-help =
    بازبینی: اینتر یا جلو یا بعدی: حرکت بعد؛ برگشت یا قبلی: حرکت قبل؛ آغاز، پایان، برو و شماره‌ی حرکت، برای نمونه برو 23 سیاه.
    اشتباه: اشتباه بعدی، برگرد به اشتباه: اشتباه قبلی، همچنین فقط برای یک طرف: اشتباه سفید، برگرد به اشتباه سیاه؛ جمع‌بندی: کارنامه‌ی هر دو طرف.
    خواندن وضعیت مانند بازی: صفحه، مهره‌ها، خانه، ردیف، ستون، حمله، حرکت‌ها، فهرست؛ نکته، ارزیابی، تهدید. خروج از بازبینی بیرون می‌رود.
help-review = { review-help }
help-analyse = تحلیل: پس از پایان بازی، تحلیل موتور و بازبینی حرکت به حرکت. نه در بازی مسابقه.

## The commands of a review

cmd-analyse = تحلیل
    .aliases = آنالیز بازبینی
cmd-forward = جلو
    .aliases = جلوتر
cmd-start = آغاز
    .aliases = شروع ابتدا
cmd-end = پایان
    .aliases = انتها
cmd-goto = برو
    .aliases = رفتن
cmd-next = بعدی
    .aliases = بعد
cmd-previous = قبلی
    .aliases = قبل پیشین برگرد
cmd-mistake = اشتباه
    .aliases = اشتباه‌ها اشتباهات خطا
cmd-summary = جمع‌بندی
    .aliases = کارنامه خلاصه
cmd-solution = راه‌حل
    .aliases = حل

## The opponent's electronic board (DGT, --eboard, anna eboard)

# The electronic board is صفحه‌ی الکترونیکی; $port is a device path.
eboard-connected = صفحه‌ی الکترونیکی در { $port } وصل شد.
eboard-absent = در { $port } صفحه‌ی الکترونیکی‌ای نیست ({ $reason })؛ به محض آنکه در دسترس باشد، آنا به آن وصل می‌شود.
eboard-absent-now = در { $port } صفحه‌ی الکترونیکی‌ای نیست ({ $reason }).
eboard-silent = دستگاهی که در { $port } است، مانند یک صفحه‌ی (DGT) پاسخ نمی‌دهد.
eboard-lost = صفحه‌ی الکترونیکی قطع شد ({ $reason })؛ به محض آنکه دوباره وصل شود، بازی با آن ادامه می‌یابد.
eboard-back = صفحه‌ی الکترونیکی دوباره وصل شد.
eboard-none-found = هیچ صفحه‌ی الکترونیکی‌ای پیدا نشد.
eboard-unread = صفحه‌ی الکترونیکی هنوز چیزی گزارش نکرده است.
# $wrong: the squares that are wrong; $fixes: the fewest piece moves that put it right. The
# items are phrases joined by the list separator, worded as sync-correction-* are.
eboard-differs = صفحه‌ی حریف فرق دارد: { $wrong }. برای درست کردن آن: { $fixes }.
eboard-differs-fix = صفحه‌ی حریف فرق دارد. برای درست کردن آن: { $fixes }. خانه به خانه: بررسی.
eboard-board-differs = صفحه فرق دارد: { $wrong }. برای درست کردن آن: { $fixes }.
# $found and $expected are a piece (اشپرینگر سفید) or the word for empty (خالی).
eboard-wrong = در { $square } { $found } به جای { $expected }
eboard-fix-move = { $piece } از { $from } به { $to }
eboard-fix-remove = { $piece } را از { $square } بردارید
eboard-fix-put = { $piece } را در { $square } بگذارید
eboard-agrees = صفحه‌ی حریف دوباره با بازی یکی است.
eboard-same = صفحه‌ی حریف با بازی یکی است.
eboard-touched = { $side } مهره‌ای را برداشت و سر جایش گذاشت: { $piece } در { $square } (ماده‌ی 4-3).
eboard-list-board = { $port }: صفحه‌ی (DGT)، نسخه‌ی { $version }، شماره‌ی سریال { $serial }.
eboard-fen = وضعیت به صورت (FEN): { $fen }
eboard-setup-ok = وضعیت روی صفحه درست است.
eboard-bad-fen = { $fen } وضعیتی به صورت (FEN) نیست.
# The simulator's commands are its Latin words, in brackets.
eboard-sim-unknown = صفحه‌ی شبیه‌سازی‌شده این را نمی‌فهمد: { $word }. فرمان‌هایش: (lift, put, move, hold, flicker, noise, unplug, plug, quit).
eboard-sim-unplugged = صفحه‌ی شبیه‌سازی‌شده وصل نیست؛ (plug) آن را وصل می‌کند.

## Lichess: the token, the server, the broadcast (docs/online.md)
lichess-token-missing = توکن لیچس پیدا نشد. در سایت lichess.org، در تنظیمات، بخش توکن‌های دسترسی به API، توکنی با مجوز ({ $scope }) بسازید و با این فرمان ذخیره کنید: (anna lichess login)، یا آن را در متغیر (LICHESS_TOKEN) بگذارید.
lichess-token-file = فایل توکن { $path } خوانده نمی‌شود: { $reason }
lichess-token-not-file = فایل معمولی نیست.
lichess-token-readable = دیگران هم می‌توانند آن را بخوانند؛ فقط مالک مجاز است (chmod 600).
lichess-token-malformed = توکن لیچس معتبر نیست. توکنی با مجوز ({ $scope }) لازم است.
lichess-server-bad = «{ $url }» نشانی سرور نیست. نمونه: https://lichess.org
lichess-server-plain = «{ $url }» به کار نمی‌رود: بدون HTTPS توکن رمزنشده از شبکه می‌گذرد. بدون رمز فقط به همین رایانه (127.0.0.1).
lichess-rate-limited = سرور لیچس می‌خواهد یک دقیقه صبر شود.
lichess-refused = سرور لیچس این را نمی‌پذیرد: توکن به مجوز ({ $scope }) نیاز دارد، یا این حساب اجازه‌ی آن را ندارد (دور پخش فقط از مالکان و همکارانش بازی می‌پذیرد).
lichess-token-unknown = سرور لیچس این توکن را نمی‌شناسد (اشتباه تایپ شده، لغو شده یا منقضی شده). در lichess.org (تنظیمات، توکن‌های دسترسی API) توکن تازه‌ای با مجوز ({ $scope }) بسازید و با این فرمان ذخیره کنید: (anna lichess login)
lichess-push-rejected = سرور لیچس بازی را نپذیرفت: { $reason }
lichess-status = سرور لیچس با خطای { $status } پاسخ می‌دهد.
lichess-unreachable = دسترسی به لیچس ممکن نیست.
lichess-garbled = پاسخ لیچس خواندنی نیست.
lichess-login-prompt = توکن لیچس را بنویسید یا بچسبانید (نمایش داده نمی‌شود)، سپس کلید اینتر را بزنید:
lichess-login-stored = توکن در { $path } ذخیره شد، فقط برای مالک خواندنی.
lichess-login-known = لیچس آن را می‌شناسد: حساب { $user }، مجوزها: ({ $scopes }).
lichess-login-lacks = اجازه‌ی ({ $missing }) را نمی‌دهد: بازی به (board:play) و پخش زنده به (study:write) نیاز دارد.
lichess-login-unknown = لیچس این توکن را نمی‌شناسد (اشتباه تایپی، لغوشده یا منقضی)؛ ذخیره نشد.
lichess-login-unchecked = بررسی نشد: { $reason }
lichess-login-env-first = متغیر (LICHESS_TOKEN) تنظیم شده است: تا وقتی چنین است، به جای توکن ذخیره‌شده به کار می‌رود.
lichess-login-no-folder = برنامه پوشه‌ی تنظیمات را پیدا نمی‌کند (نه XDG_CONFIG_HOME تنظیم شده و نه HOME)؛ توکن ذخیره نمی‌شود.
broadcast-failing = پخش به لیچس (دور { $round }) انجام نمی‌شود: { $reason } آنا دوباره تلاش می‌کند و بازی ادامه دارد.
broadcast-stopped = پخش به لیچس (دور { $round }) متوقف می‌شود: { $reason } بازی ادامه دارد و ذخیره می‌شود؛ بعداً با فرمان (anna lichess push) بفرستید.
broadcast-back = پخش به لیچس (دور { $round }) دوباره کار می‌کند.
broadcast-pushed = بازی به لیچس فرستاده شد (دور { $round }).
## anna --help: فرمان‌ها، گزینه‌ها و مقدارهای خط فرمان (src/cli/help.rs)
# $languages, $vocabularies: زبان‌ها و واژگان‌های درونی.

cli-heading-usage = کاربرد
cli-heading-options = گزینه‌ها
cli-heading-arguments = آرگومان‌ها
cli-heading-commands = فرمان‌ها
cli-values = [مقدارها: { $values }]
cli-default = [پیش‌فرض: { $value }]
cli-about = شطرنج روی صفحه برای بازیکنان نابینا و کم‌بینا.
cli-about-help = این راهنما یا راهنمای فرمان‌های نام‌برده را نشان می‌دهد.
cli-help-help = راهنما را نشان می‌دهد.
cli-help-version = نسخه را نشان می‌دهد.
cli-help-language = زبانی که آنا با آن حرف می‌زند: یک زبان درونی ({ $languages }) یا مسیر یک فایل زبان [پیش‌فرض: زبان تنظیمات محلی، وگرنه de].
cli-help-vocab = واژه‌های حرکت‌ها: یک واژگان درونی ({ $vocabularies }؛ de و ar و fa: واژه‌های فیده به خط لاتین، عربی و فارسی؛ en: نام‌های انگلیسی مهره‌ها؛ ar-native و fa-native: نام‌های بومی مهره‌ها) یا مسیر یک فایل واژگان [پیش‌فرض: واژه‌های فیده به خط زبان گفتگو].
cli-help-digits = رقم‌هایی که عددها و زمان‌ها با آن نوشته می‌شوند: latin ‏(0-9) یا native، رقم‌های خود زبان (هندی عربی برای ar، فارسی برای fa) [پیش‌فرض: latin].
cli-help-config = خواندن این فایل پیکربندی به جای فایل معمول.
cli-help-debug = نوشتن گزارش (دستگاه‌ها، جایگزین‌ها، مشکلات دفتر بازی) در خروجی خطای استاندارد نیز؛ همیشه در ‎$XDG_STATE_HOME/anna/anna.log نگه داشته می‌شود.
cli-help-view = شیوه‌ی نمایش: یک سطر برای هر رویداد برای صفحه‌خوان‌ها (line)، یا صفحه‌ی کشیده‌شده برای حریف (board).
cli-value-view-line = یک سطر برای هر رویداد، برای صفحه‌خوان‌ها و نمایشگرهای بریل.
cli-value-view-board = صفحه‌ی کشیده‌شده برای حریف بینا.
cli-help-speech = آنا چگونه حرف می‌زند [پیش‌فرض: auto].
cli-value-speech-auto = صدای ضبط‌شده اگر راه بیفتد، وگرنه صدای سیستم، وگرنه سطرهای متن.
cli-value-speech-voice = واژه‌های ضبط‌شده‌ی یک بسته‌ی صدا.
cli-value-speech-system = گفتار سیستم (speech-dispatcher).
cli-value-speech-text = سطرهای متن، برای صفحه‌خوان خود بازیکن.
cli-value-speech-off = بدون گفتار.
cli-help-speech-to = با (--speech text): هر سطر گفته‌شده در این فایل هم نوشته شود (دستگاه دوم).
cli-help-opponent-language = زبان نمای صفحه برای حریف بینا ({ $languages } یا یک فایل) [پیش‌فرض: زبان بازی].
cli-help-opponent-side = سمتی که نمای صفحه صفحه را از آن نشان می‌دهد [پیش‌فرض: سمتی که سمت بازیکن نابینا نیست، وگرنه سفید].
cli-help-verbose = گزارش هر خروجی (صفحه‌نمایش، گفتار، بریل) و وضعیتش در آغاز.
cli-help-no-color = بدون رنگ در نمای صفحه (همچنین وقتی NO_COLOR تعریف شده است).
cli-help-braille = نمایشگر بریل از راه BrlAPI ‏[پیش‌فرض: auto].
cli-value-braille-auto = اگر BrlAPI پاسخ دهد نمایشگر به کار می‌رود؛ وگرنه یک بار گفته می‌شود و بازی بدون آن ادامه می‌یابد.
cli-value-braille-on = نمایشگر به کار می‌رود؛ تا BrlAPI پاسخ ندهد، هر چند ثانیه دوباره تلاش می‌شود.
cli-value-braille-off = بدون نمایشگر بریل.
cli-help-engine-path = موتور UCI برای بازی با موتور و راهنمایی‌ها [پیش‌فرض: Stockfish سیستم].
cli-help-eboard = صفحه‌ی الکترونیکی بازیکن بینا (DGT): درگاه سریال آن، یا auto برای نخستین صفحه‌ی یافته‌شده.
cli-help-eboard-settle = صفحه‌ی الکترونیکی چه مدت باید آرام باشد تا حرکتی از آن خوانده شود، به میلی‌ثانیه [پیش‌فرض: 400].
cli-help-eboard-rook-for-queen = روی صفحه‌ی الکترونیکی، رخی که برای ترفیع پیاده گذاشته شود وزیر است (رخ وارونه وقتی وزیر دومی در دسترس نیست).
cli-help-eboard-clock-white = سمت ساعت DGT که از آن سفید است، از روبه‌رو [پیش‌فرض: left].
cli-help-no-pawn-name = واژه‌ی پیاده گفته نشود (اوا فیر به جای باوئر اوا فیر).
cli-help-origin = چه وقت خانه‌ای که مهره از آن می‌آید نام برده شود [پیش‌فرض: ambiguous].
cli-help-captured-piece = مهره‌ی زده‌شده نام برده شود.
cli-help-ranks-from = ردیف‌ها از این سمت شمرده شوند (پیوست د-2-1: از سمت سفید مگر داور جز این تصمیم بگیرد).
cli-help-fen = آغاز از این وضعیت (FEN) به جای وضعیت آغازین.
cli-help-white = نام سفید، برای برگه‌ی ثبت [پیش‌فرض: سفید].
cli-help-black = نام سیاه، برای برگه‌ی ثبت [پیش‌فرض: سیاه].
cli-help-event = مسابقه، برای برگه‌ی ثبت.
cli-help-site = جای بازی، برای برگه‌ی ثبت.
cli-help-round = دور، برای برگه‌ی ثبت.
cli-help-board-number = شماره‌ی میز در دور، برای برگه‌ی ثبت و پخش زنده.
cli-help-chess960 = یک وضعیت آغازین شطرنج 960 (رهنمود دوم)، با شماره‌ی 0 تا 959، یا یکی تصادفی.
cli-help-tournament = بازی مسابقه: بدون پس گرفتن حرکت، بدون پاسخ درباره‌ی حمله‌ها و حرکت‌های قانونی (ماده‌ی 11-3).
cli-help-time = کنترل زمان، مثلاً 90+30 یا 40/90+30,30+30 یا 5d3 یا PGN ‏40/5400+30:1800+30؛ off برای بی‌زمان [پیش‌فرض: 90+30].
cli-help-warn = به بازیکنی که ساعتش می‌رود زمانش گفته شود وقتی به این مقدارها برسد، مثلاً 5,1 یا 0:30 (خاموش مگر داده شود: د-2-10-4).
cli-help-default-time = زمان تأخیر مجاز مسابقه (ماده‌ی 6-7-1)، از آغاز دور برای هر دو بازیکن: بازیکنی که وقتی این زمان گذشت پشت صفحه نباشد می‌بازد؛ به دقیقه یا m:ss یا h:mm:ss (15 یا 0:15:00 برای یک ربع) [پیش‌فرض: 0].
cli-help-blind = رنگ بازیکن نابینا یا کم‌بینا (پیوست د).
cli-help-assistant = دستیاری کنار صفحه: دستیار بازیکن نابینا (پیوست د-2-10) یا دستیار بازیکن بینا (پیوست د-2-11).
cli-help-supervision = شطرنج سریع و برق‌آسا: نظارت کامل یا جزئی [پیش‌فرض: partial].
cli-value-supervision-full = قوانین مسابقات به‌طور کامل (پیوست الف-3 و ب-3).
cli-value-supervision-partial = پیوست‌های الف-4 و ب-4: حرکت غیرقانونی فقط پیش از حرکت بعدی حریف بررسی می‌شود.
cli-help-illegal-move-rule = شطرنج سریع و برق‌آسا با نظارت جزئی: جریمه (penalty، ماده‌ی 7-5-5، متن انگلیسی پیوست الف-4-2) یا باخت (loss، چنان که ترجمه‌ی عربی پیوست الف-4-2 را چاپ کرده) [پیش‌فرض: penalty].
cli-value-illegal-move-rule-penalty = ماده‌ی 7-5-5: دو دقیقه به حریف (یک دقیقه در برق‌آسا)؛ دومی می‌بازد.
cli-value-illegal-move-rule-loss = نخستین حرکت غیرقانونی کامل می‌بازد؛ اگر حریف نتواند مات کند تساوی است.
cli-help-deaf-opponent = حریف بینا ناشنواست: دستیار لازم است (پیوست د-2-11).
cli-help-white-enters = چه کسی حرکت‌های سفید را می‌نویسد: بازیکن نابینا، دستیار یا بازیکن بینا.
cli-help-black-enters = چه کسی حرکت‌های سیاه را می‌نویسد.
cli-help-from-pgn = ادامه‌ی بازی یک فایل PGN ‏(همچنین --pgn): آغاز و حرکت‌هایش نخست می‌آیند.
cli-help-pgn-game = کدام بازی آن فایل، شمرده از 1 [پیش‌فرض: 1].
cli-help-engine = تمرین در برابر موتور، که این سمت را بازی می‌کند (نه در مسابقه: ماده‌ی 11-3).
cli-help-strength = موتور چقدر خوب بازی کند: beginner، یک ریتینگ الو مانند 1500، یا max ‏[پیش‌فرض: 1500].
cli-help-engine-time = موتور برای هر حرکت این چند ثانیه فکر می‌کند [پیش‌فرض: بنا بر ساعتش].
cli-help-engine-nodes = موتور برای هر حرکت این تعداد گره جستجو می‌کند: هر بار همان بازی.
cli-about-play = آغاز یک بازی تازه (مانند فرمان (anna) به‌تنهایی).
cli-about-resume = ادامه‌ی آخرین بازی ناتمام، یا بازی نام‌برده.
cli-help-resume-list = به جای آن، بازی‌های ناتمام فهرست شوند.
cli-help-resume-game = نام یک بازی از (--list) یا یک فایل دفتر بازی.
cli-about-export = نوشتن برگه‌ی ثبت یک بازی در خروجی استاندارد.
cli-help-export-game = نام یک بازی (نگاه کنید به anna resume --list) یا یک فایل دفتر بازی؛ پیش‌فرض: آخرین بازی.
cli-help-export-pgn = به صورت PGN ‏(پیش‌فرض).
cli-help-export-brf = به صورت برگه‌ی ثبت بریل: BRF ‏(Braille ASCII)، آماده برای چاپگر برجسته (پیوست د-2-7).
cli-help-export-width = خانه‌های BRF در هر سطر.
cli-help-export-lines = سطرهای BRF در هر صفحه.
cli-help-export-table = یک جدول ترجمه‌ی liblouis برای همه‌ی BRF؛ وگرنه هر خط جدول خودش را دارد (docs/braille.md).
cli-about-say = چاپ واژه‌های گفته‌شده‌ی هر حرکت، یک سطر برای هر حرکت.
cli-help-say-pgn = بازی کردن خط اصلی نخستین بازی این فایل PGN.
cli-help-say-batch = خواندن پرسش‌های بسیار از ورودی استاندارد، یکی در هر سطر: یک FEN ‏(خالی: آغاز)، یک تب، یک حرکت؛ پاسخ به هر کدام با یک سطر، یا «! » و دلیل اگر گفتنی نباشد.
cli-help-say-moves = حرکت‌ها به هر شکل پذیرفته، به ترتیب بازی می‌شوند.
cli-about-parse = چاپ UCI و SAN تنها حرکت قانونی‌ای که متن نام می‌برد.
cli-help-parse-batch = خواندن پرسش‌های بسیار از ورودی استاندارد، یکی در هر سطر: یک FEN ‏(خالی: آغاز)، یک تب، متن؛ پاسخ به هر کدام با یک سطر، یا «! » و دلیل اگر حرکتی نام نبرد.
cli-help-parse-text = حرکت، به هر شکل پذیرفته؛ چند واژه به هم پیوسته می‌شوند.
cli-about-sync = پیوست د-2-9: مقایسه‌ی هر دو برگه‌ی ثبت (و صفحه‌ها) و گفتن این که بازی چگونه درست شود.
cli-help-sync-ours = برگه‌ی ثبت ما: PGN یا فهرست ساده‌ی حرکت‌ها با هر نمادگذاری پذیرفته.
cli-help-sync-theirs = برگه‌ی ثبت دیگر.
cli-help-sync-board-ours = آنچه روی صفحه‌ی ما هست: FEN یا فهرست مهره‌ها (Kg1 Sf3 e4 ... schwarz: Kg8 ...).
cli-help-sync-board-theirs = آنچه روی صفحه‌ی دیگر هست.
cli-help-sync-game = دفتر بازی (یک فایل یا نام یک بازی)، برای زمان‌هایی که ساعت باید بگیرد.
cli-help-sync-json = چاپ یک شیء JSON به جای جمله‌ها.
cli-about-review = مرور یک بازی پایان‌یافته حرکت به حرکت، با تحلیل موتور: داوری هر حرکت، حرکت بهتر برای هر اشتباه، خلاصه‌ای برای هر سمت. هر بازی PGN هم، مانند کتاب.
cli-help-review-game = نام یک بازی (نگاه کنید به anna resume --list) یا یک فایل دفتر بازی [پیش‌فرض: آخرین بازی].
cli-help-review-pgn = هر بازی از یک فایل PGN به جای یکی از بازی‌های آنا.
cli-help-review-pgn-game = کدام بازی فایل PGN، شمرده از 1 [پیش‌فرض: 1].
cli-help-review-list = فهرست بازی‌های فایل PGN، تا یکی با شماره‌اش برگزیده شود.
cli-help-review-depth = موتور هر وضعیت را تا چه عمقی جستجو کند، به نیم‌حرکت [پیش‌فرض: 14].
cli-help-review-nodes = جستجوی هر وضعیت با این تعداد گره به جای یک عمق.
cli-help-review-no-engine = مرور بازی بدون موتور: بازی مانند کتاب.
cli-about-eboard = صفحه‌ی الکترونیکی بازیکن بینا (DGT): صفحه‌های یافته‌شده، آنچه یکی می‌خواند، بررسی چیدمانش، یک صفحه‌ی شبیه‌سازی‌شده.
cli-about-eboard-list = صفحه‌های یافته‌شده روی درگاه‌های سریال (پیش‌فرض).
cli-about-eboard-show = آنچه صفحه می‌خواند: ردیف به ردیف با واژه‌ها، و به صورت FEN.
cli-help-eboard-show-port = درگاه صفحه [پیش‌فرض: نخستین صفحه‌ی یافته‌شده].
cli-about-eboard-check = صفحه را پیش از بازی با وضعیت آغازین (یا یک FEN) مقایسه می‌کند.
cli-help-eboard-check-port = درگاه صفحه [پیش‌فرض: نخستین صفحه‌ی یافته‌شده].
cli-help-eboard-check-fen = وضعیتی که صفحه باید نشان دهد [پیش‌فرض: وضعیت آغازین].
cli-about-eboard-simulate = صفحه‌ای شبیه‌سازی‌شده روی یک شبه‌پایانه، که با سطرهای تایپ‌شده جابه‌جا می‌شود (lift e2، put e4 P، move e2 e4، hold e4 600، flicker e4، noise، unplug، plug، quit): درگاهی را که به آنا داده می‌شود چاپ می‌کند.
cli-help-eboard-simulate-link = مسیری ثابت برای درگاه (پیوندی به پایانه، که پس از وصل دوباره می‌ماند).
cli-help-eboard-simulate-rotated = صفحه وارونه است (سفید در سر دور سمت شماره‌دار).
cli-help-eboard-simulate-fen = وضعیت روی صفحه [پیش‌فرض: وضعیت آغازین].
cli-about-voices = بسته‌های صدا: بررسی یکی، ضبط یکی، گفتن عبارتی با یکی.
cli-about-voices-check = بررسی یک بسته‌ی صدا: مانیفست، ضبط‌ها و واژه‌هایی که کم دارد.
cli-help-voices-check-dir = بسته: فایلش (de.zip) یا پوشه‌اش (با manifest.toml) [پیش‌فرض: بسته‌ای که آنا برای واژگان به کار می‌برد].
cli-help-voices-check-vocab = واژگانی که بسته با آن بررسی می‌شود [پیش‌فرض: زبان بسته].
cli-about-voices-record = ضبط یک بسته‌ی صدا واژه به واژه از میکروفون.
cli-help-voices-record-vocab = واژگانی که واژه‌هایش ضبط می‌شود ({ $vocabularies } یا یک فایل).
cli-help-voices-record-dir = پوشه‌ی بسته؛ در صورت نیاز ساخته می‌شود، و اگر واژه‌هایی دارد ادامه داده می‌شود.
cli-help-voices-record-again = واژه‌هایی که بسته دارد دوباره ضبط شوند.
cli-about-voices-say = گفتن عبارتی با یک بسته‌ی صدا و ماندن تا پایانش.
cli-help-voices-say-dir = بسته: فایل یا پوشه‌اش.
cli-help-voices-say-text = واژه‌هایی که گفته می‌شوند، مثلاً Springer Felix drei.
cli-help-voices-say-vocab = واژگان عددها [پیش‌فرض: زبان بسته].
cli-help-voices-say-gap = سکوت میان واژه‌ها، به میلی‌ثانیه.
cli-help-voices-say-pause = سکوت برای ویرگول یا نقطه، به میلی‌ثانیه.
cli-help-voices-say-rate = سرعت، از ‎-100 (نصف) تا 100 (دو برابر)؛ زیر و بمی صدا می‌ماند.
cli-help-voices-say-device = دستگاه خروجی (شناسه‌اش، مانند default یا hw:1,0، یا نامش).
cli-about-voices-list = بسته‌های صدای یافته‌شده، پوشه به پوشه، به ترتیب جستجوی آنا، هر کدام با زبانش و واژگان‌هایی که کامل می‌گوید.
cli-about-voices-pack = ساختن یک فایل بسته از پوشه‌ی یک بسته: هر ضبط به صورت Ogg Opus، با مانیفست.
cli-help-voices-pack-dir = پوشه‌ی بسته (چنان که فرمان (anna voices record) می‌سازد) یا فایل بسته‌ای دیگر.
cli-help-voices-pack-output = فایل بسته‌ای که نوشته می‌شود [پیش‌فرض: نام پوشه با ‎.zip].
cli-about-voices-install = بررسی یک بسته و گذاشتنش در پوشه‌ی داده‌های شما، جایی که آنا آن را برای زبانش می‌یابد.
cli-help-voices-install-pack = فایل بسته، یا پوشه‌ی یک بسته (که هنگام نصب فایل بسته می‌شود).
cli-about-voices-words = فهرست واژه‌هایی که یک بسته برای واژگان نیاز دارد.
cli-help-voices-words-vocab = واژگان‌هایی (هر کدام با (--vocab)) که بسته واژه‌هایشان را دارد؛ نخستین نام بسته است.
cli-help-voices-words-manifest = به جای آن، مانیفست آن‌ها چاپ شود.
cli-help-voices-words-rate = نرخ نمونه‌برداری ضبط‌ها، برای مانیفست.
cli-about-check = بررسی دفترهای بازی: سالم یا آسیب‌دیده، چند رکورد، چه کم است؛ با (--code): آیا دفتر همان بازی‌ای است که کد پایانی برای آن داده شد.
cli-help-check-game = نام یک بازی از (anna resume --list) یا مسیر یک دفتر بازی [پیش‌فرض: همه‌ی بازی‌ها].
cli-help-check-code = کد پایانی‌ای که آنا برای بازی گفت (از برگه‌ی نتیجه): آیا این دفتر همان بازی است. وضعیت خروج 0 بله، 1 نه، 2 نمی‌توان گفت.
cli-about-package-files = نوشتن صفحه‌های راهنما و تکمیل‌های پوسته در یک پوشه (برای بسته‌بندی).
cli-help-package-files-out = پوشه: man/ و completions/ در آن ساخته می‌شوند.
cli-about-clock = ساعت شطرنج سخنگو بدون بازی، برای بازی‌ای که روی کاغذ ثبت می‌شود.
cli-help-clock-time = کنترل زمان، مانند بازی: 90+30 یا 40/90+30,30+30 یا 5d3 یا PGN ‏[پیش‌فرض: 90+30].
cli-help-clock-quiet-keys = بدون واژه برای هر فشار روی کلید بازیکن یا کلیدی بی‌کار.
cli-help-clock-resume = آخرین ساعت را از همان‌جا که ایستاده بود ادامه بده (پس از بسته شدن ناگهانی، بسته شدن ترمینال یا بستن آن).

# جای‌نگهدارهای مقدار گزینه‌ها و آرگومان‌ها: <فایل>.
cli-name-language = زبان
cli-name-vocab = واژگان
cli-name-digits = رقم‌ها
cli-name-config = پیکربندی
cli-name-file = فایل
cli-name-side = سمت
cli-name-game = بازی
cli-name-code = کد
cli-name-fen = FEN
cli-name-dir = پوشه
cli-name-port = درگاه
cli-name-n = عدد
cli-name-speech = گفتار
cli-name-ranks-from = سمت
cli-name-origin = مبدأ
cli-name-braille = بریل
cli-name-view = نما
cli-name-program = برنامه
cli-name-ms = میلی‌ثانیه
cli-name-text = متن
cli-name-moves = حرکت‌ها
cli-name-rate = نرخ
cli-name-pack = بسته
cli-name-out = پوشه
cli-name-control = کنترل زمان
cli-name-board = صفحه
cli-name-command = فرمان
cli-name-width = پهنا
cli-name-white-enters = چه کسی
cli-name-black-enters = چه کسی
cli-name-white = نام
cli-name-black = نام
cli-name-times = زمان‌ها
cli-name-time = زمان
cli-name-table = جدول
cli-name-supervision = نظارت
cli-name-strength = قدرت
cli-name-site = مکان
cli-name-seconds = ثانیه
cli-name-round = دور
cli-name-plies = نیم‌حرکت‌ها
cli-name-pgn = فایل PGN
cli-name-pause = مکث
cli-name-output = فایل
cli-name-link = پیوند
cli-name-lines = سطرها
cli-name-journal = دفتر بازی
cli-name-illegal-move-rule = قاعده
cli-name-gap = فاصله
cli-name-event = مسابقه
cli-name-device = دستگاه
cli-name-blind = سمت
cli-name-assistant = دستیار
cli-name-options = گزینه‌ها
cli-about-lichess = لیچس: بازی کردن بازی حساب در آنجا (play)، دنبال کردن زنده‌ی یک دور پخش یا بازی (watch، tv)، ذخیره‌ی توکن (login)، فرستادن یک بازی به یک دور پخش (push). نگاه کنید به docs/online.md.
cli-about-lichess-push = فرستادن برگه‌ی ثبت یک بازی به یک دور پخش (توکن به مجوز study:write نیاز دارد).
cli-about-lichess-login = ذخیره‌ی توکن شخصی (بدون نمایش پرسیده می‌شود)، پس از پرسیدن از لیچس که چه اجازه‌ای می‌دهد.
cli-help-lichess-push-round = شناسه‌ی دور پخش (آخرین بخش نشانی آن در لیچس).
cli-help-broadcast = پخش زنده‌ی بازی پس از هر حرکت به این دور پخش در لیچس (فقط با موافقت داور؛ توکن به مجوز study:write نیاز دارد).
cli-help-game = نام یک بازی از (anna resume --list) یا یک فایل دفتر بازی.
cli-help-server = سرور لیچس (پیش‌فرض: https://lichess.org).
cli-name-round-id = دور
cli-name-url = نشانی

## Lichess: puzzles (anna lichess puzzle, docs/online.md)

puzzle-number = معمای { $number } از { $count }.
puzzle-start = { $side } { $move } را بازی کرد؛ نوبت { $turn } است، بهترین حرکت را پیدا کنید.
puzzle-reply = درست: { $move }. { $side } پاسخ می‌دهد { $reply }؛ حرکت بعدی را پیدا کنید.
puzzle-solved = درست: { $move }. { $clean ->
        [yes] معما حل شد!
       *[no] حل شد، اما نه در تلاش نخست: معما حل‌نشده شمرده می‌شود.
    }
puzzle-wrong = { $move } راه‌حل نیست؛ وضعیت همان می‌ماند. دوباره امتحان کنید: (نکته) مهره را نام می‌برد و (راه‌حل) بقیه را می‌گوید.
puzzle-hint = نکته: مهره‌ی روی { $square } حرکت می‌کند: { $piece }.
puzzle-solution = راه‌حل: { $moves }.
puzzle-about = معمای لیچس { $id }، با درجه‌بندی { $rating }؛ موضوع‌ها: { $themes }.
puzzle-not-here = در معما فقط حرکت می‌کنید و وضعیت را می‌خوانید: (نکته) مهره را نام می‌برد، (راه‌حل) بقیه را می‌گوید و (خروج) پایان می‌دهد.
puzzle-help = معماها: حرکت را مانند بازی بنویسید (Nf3 یا e4 یا g1f3 یا با کلمات). (نکته) مهره‌ای را که حرکت می‌کند نام می‌برد؛ (راه‌حل) بقیه را می‌گوید؛ (صفحه)، (مهره‌ها)، (فهرست)، (آخرین) و (ماتریال) وضعیت را می‌خوانند؛ (دوباره) تکرار می‌کند؛ (خروج) پایان می‌دهد.
puzzle-sent = نتیجه به لیچس رسید.
puzzle-sent-rating = نتیجه به لیچس رسید؛ درجه‌بندی معمای شما { $diff } تغییر می‌کند.
puzzle-kept = بدون توکن لیچس نتیجه روی همین رایانه می‌ماند: { $path }.
puzzle-not-sent = نتیجه به لیچس نرسید ({ $reason })؛ در { $path } نگه داشته شده است.
puzzle-not-kept = نتیجه ذخیره نشد: { $reason }.
puzzle-bad = معمای { $id } را نمی‌توان چید: حرکت‌هایش با بازی‌اش جور نیست. از آن گذشته می‌شود.
puzzle-none = لیچس معمایی نفرستاد. موضوع مثلاً mateIn2 یا fork است؛ بدون (--theme) معمایی آمیخته می‌آید.
puzzle-angle-unknown = لیچس موضوع یا گشایشی به نام «{ $theme }» نمی‌شناسد. موضوع مثلاً mateIn2 یا fork است.
puzzle-done = { $count ->
        [one] یک معما
       *[other] { $count } معما
    } بازی شد و { $won } تا حل شد.
puzzle-tournament = در مسابقه معمایی نیست: (anna lichess puzzle) با (--tournament) به کار نمی‌رود.
puzzle-count-bad = گزینه‌ی (--count) از ۱ تا ۵۰ معما می‌گیرد، نه { $count }.

puzzle-theme-advancedPawn = سرباز پیشرفته
puzzle-theme-advantage = برتری
puzzle-theme-anastasiaMate = مات آناستازیا
puzzle-theme-arabianMate = مات عربی
puzzle-theme-attackingF2F7 = حمله به f2 یا f7
puzzle-theme-attraction = جذب
puzzle-theme-backRankMate = مات ردیف آخر
puzzle-theme-balestraMate = مات بالسترا
puzzle-theme-blindSwineMate = مات خوک‌های کور
puzzle-theme-bishopEndgame = آخربازی فیل
puzzle-theme-bodenMate = مات بودن
puzzle-theme-castling = قلعه‌رفتن
puzzle-theme-capturingDefender = گرفتن مدافع
puzzle-theme-crushing = برتری کوبنده
puzzle-theme-doubleBishopMate = مات با دو فیل
puzzle-theme-dovetailMate = مات دم‌چلچله‌ای
puzzle-theme-equality = برابری
puzzle-theme-kingsideAttack = حمله در جناح شاه
puzzle-theme-clearance = تخلیه
puzzle-theme-defensiveMove = حرکت دفاعی
puzzle-theme-deflection = انحراف
puzzle-theme-discoveredAttack = حمله‌ی بازشونده
puzzle-theme-doubleCheck = کیش دوگانه
puzzle-theme-endgame = آخربازی
puzzle-theme-enPassant = آنپاسان
puzzle-theme-exposedKing = شاه بی‌دفاع
puzzle-theme-fork = چنگال
puzzle-theme-hangingPiece = مهره‌ی بی‌دفاع
puzzle-theme-hookMate = مات قلابی
puzzle-theme-interference = مداخله
puzzle-theme-intermezzo = حرکت میانی
puzzle-theme-killBoxMate = مات جعبه
puzzle-theme-triangleMate = مات مثلثی
puzzle-theme-vukovicMate = مات ووکوویچ
puzzle-theme-knightEndgame = آخربازی اسب
puzzle-theme-long = معمای بلند
puzzle-theme-master = بازی‌های استادان
puzzle-theme-masterVsMaster = بازی‌های میان استادان
puzzle-theme-mate = مات
puzzle-theme-mateIn1 = مات در یک حرکت
puzzle-theme-mateIn2 = مات در دو حرکت
puzzle-theme-mateIn3 = مات در سه حرکت
puzzle-theme-mateIn4 = مات در چهار حرکت
puzzle-theme-mateIn5 = مات در پنج حرکت یا بیشتر
puzzle-theme-middlegame = وسط‌بازی
puzzle-theme-oneMove = معمای تک‌حرکتی
puzzle-theme-opening = گشایش
puzzle-theme-pawnEndgame = آخربازی سرباز
puzzle-theme-pin = آچمز
puzzle-theme-promotion = ارتقا
puzzle-theme-queenEndgame = آخربازی وزیر
puzzle-theme-queenRookEndgame = وزیر و رخ
puzzle-theme-queensideAttack = حمله در جناح وزیر
puzzle-theme-quietMove = حرکت آرام
puzzle-theme-rookEndgame = آخربازی رخ
puzzle-theme-sacrifice = قربانی
puzzle-theme-short = معمای کوتاه
puzzle-theme-skewer = سیخ
puzzle-theme-smotheredMate = مات خفه
puzzle-theme-superGM = بازی‌های بهترین استادان بزرگ
puzzle-theme-trappedPiece = مهره‌ی گرفتار
puzzle-theme-underPromotion = ارتقای کم‌ارزش
puzzle-theme-veryLong = معمای خیلی بلند
puzzle-theme-xRayAttack = حمله‌ی پرتو ایکس
puzzle-theme-zugzwang = زوگزوانگ
puzzle-theme-mix = آمیزه‌ی متنوع

## Lichess: playing a game through the Board API (docs/online.md)
lichess-welcome = یک بازی در لیچس در برابر { $opponent }؛ شما { $side } بازی می‌کنید.
lichess-waiting = در انتظار شروع یک بازی در لیچس: آنجا یکی را شروع کنید یا یک چالش را بپذیرید.
lichess-waiting-help = هنوز بازی‌ای نیست. آنچه اکنون کار می‌کند: فرمان (زمان) می‌گوید آنا چه مدت است منتظر است؛ فرمان (خروج) انتظار را تمام می‌کند. حرکت‌ها و دیگر فرمان‌ها وقتی کار می‌کنند که بازی در لیچس شروع شده باشد.
lichess-waiting-time = هنوز بازی‌ای نیست، پس ساعتی هم نیست. آنا { $seconds } ثانیه است که منتظر است.
lichess-waiting-no-game = هنوز بازی‌ای نیست: حرکت‌ها و این فرمان فقط وقتی کار می‌کنند که بازی در لیچس شروع شده باشد. فرمان (راهنما) می‌گوید اکنون چه کار می‌کند.
lichess-waiting-left = آنا دیگر منتظر نیست؛ هیچ بازی‌ای شروع نشد.
lichess-seeking = جست‌وجوی حریف در لیچس برای بازی ({ $time }).
lichess-challenged = { $name } در لیچس به چالش خوانده شد؛ بازی وقتی شروع می‌شود که چالش پذیرفته شود.
lichess-challenge-declined = { $name } چالش را نپذیرفت: { $reason } بازیکن دیگری را به چالش بخوانید یا زمان دیگری انتخاب کنید.
lichess-challenge-expired = مهلت چالش برای { $name } تمام شد یا لغو شد: کسی آن را نپذیرفت. وقتی { $name } آنلاین است دوباره به چالش بخوانید.
lichess-seek-refused = لیچس این جست‌وجو را نمی‌پذیرد: از راه رابط صفحه فقط بازی‌های سریع، کلاسیک و مکاتبه‌ای جست‌وجو می‌شوند. به جای آن بازیکنی را به چالش بخوانید: (anna lichess play --challenge NAME --time 15+10)
lichess-seek-expired = کسی جست‌وجوی بازی { $time } را در لیچس نپذیرفت؛ مهلت آن تمام شد. دوباره جست‌وجو کنید یا بازیکنی را به چالش بخوانید: (anna lichess play --challenge NAME --time 15+10)
lichess-time-bad = «{ $time }» زمان‌بندی نیست. برای نمونه: (10+5) یعنی دقیقه و سپس ثانیه‌های افزوده برای هر حرکت.
lichess-tournament = در بازی مسابقه جز پخش چیزی در شبکه در دسترس نیست: (anna lichess play) با (--tournament) به کار نمی‌رود.
lichess-not-yours = بازی { $game } بازی این حساب نیست.
lichess-variant = بازی { $game } به شکل { $variant } انجام می‌شود: آنا فقط قواعد شطرنج معمولی و شطرنج ۹۶۰ را می‌شناسد. آن را در lichess.org بازی کنید یا یک بازی معمولی شروع کنید.
lichess-game-unknown = در لیچس بازی { $game } برای این حساب وجود ندارد: شناسه بخش آخر نشانی بازی است (lichess.org/{ $game }). بدون (--game) آنا به بازی در جریان می‌پیوندد.
lichess-game-refused = سرور لیچس اجازه نمی‌دهد آنا بازی { $game } را انجام دهد: { $reason } بازی‌های لابی برای رابط صفحه باید سریع یا کندتر باشند؛ این یکی را در lichess.org بازی کنید.
lichess-unreachable-at = دسترسی به لیچس در { $url } ممکن نیست: اتصال شبکه یا نشانی داده‌شده پس از (--server) را بررسی کنید.
lichess-player-unknown = در لیچس بازیکنی به نام { $name } نیست: املای نام پس از (--challenge) را بررسی کنید.
lichess-challenge-refused = سرور لیچس چالش را برای { $name } نمی‌فرستد: { $reason } زمان دیگری یا بازیکن دیگری را امتحان کنید.
lichess-no-engine = در بازی لیچس هیچ موتوری کمک نمی‌کند: لیچس آن را ممنوع کرده است. بررسی پس از بازی در دسترس است.
lichess-failing = فرستادن به لیچس انجام نمی‌شود: { $reason } آنا دوباره تلاش می‌کند؛ چیزی از دست نمی‌رود.
lichess-back = لیچس دوباره پاسخ می‌دهد.
lichess-move-refused = لیچس این حرکت را نمی‌پذیرد؛ پس گرفته شد.
lichess-malformed = لیچس سطری فرستاد که آنا نمی‌تواند بخواند؛ از آن گذشت.
lichess-stream-lost = اتصال به بازی در لیچس قطع شد: { $reason } آنا دوباره وصل می‌شود.
lichess-stream-back = اتصال به بازی در لیچس برقرار شد.
watch-welcome-round = شما دور { $round } را در لیچس دنبال می‌کنید. یک عدد صفحه را عوض می‌کند، (صفحه‌ها) همه را نام می‌برد، (زمان) ساعت‌ها را می‌گوید، (خروج) پایان می‌دهد. اینجا حرکتی انجام نمی‌شود.
watch-welcome-game = شما بازی { $game } را در لیچس دنبال می‌کنید (لیچس بازی در جریان را سه حرکت دیرتر نشان می‌دهد). (زمان) ساعت‌ها را می‌گوید، (خروج) پایان می‌دهد.
watch-welcome-tv = شما تلویزیون لیچس را دنبال می‌کنید؛ هر بازی تازه اعلام می‌شود. (زمان) ساعت‌ها را می‌گوید، (خروج) پایان می‌دهد.
watch-bad-id = «{ $id }» نه شناسه‌ی دور یا بازی است و نه نشانی لیچس. نمونه: (anna lichess watch https://lichess.org/broadcast/TOUR/ROUND/ID)
watch-not-found = در لیچس دور یا بازی { $id } وجود ندارد: شناسه بخش آخر نشانی است (lichess.org/broadcast/…/…/ID یا lichess.org/ID).
watch-following = صفحه‌ی { $board }: { $white } در برابر { $black }.
watch-new-game = یک بازی تازه.
watch-result = صفحه‌ی { $board }، { $white } در برابر { $black }: { $result }.
watch-board-line = صفحه‌ی { $board }: { $white } در برابر { $black }، { $state }.
watch-to-move = نوبت { $side }
watch-no-boards = لیچس هنوز هیچ صفحه‌ای از این دور نفرستاده است؛ هر کدام که برسد اعلام می‌شود.
watch-no-board = صفحه‌ی { $board } وجود ندارد: این دور { $count } صفحه دارد. (صفحه‌ها) آن‌ها را نام می‌برد.
watch-clocks = سفید { $white }، سیاه { $black }.
watch-no-player = در این دور هیچ صفحه‌ای بازیکنی به نام «{ $name }» ندارد ({ $count } صفحه). (صفحه‌ها) آن‌ها را نام می‌برد و یک عدد صفحه را عوض می‌کند.
watch-no-clocks = پخش برای این بازی زمان ساعت‌ها را نمی‌گوید.
watch-read-only = اینجا فقط تماشا است: هیچ حرکتی انجام یا فرستاده نمی‌شود. شماره‌ی صفحه یا نام بازیکن صفحه را عوض می‌کند، (صفحه‌ها) همه را نام می‌برد، (خروج) پایان می‌دهد.
watch-help = تماشا: یک عدد یا نام بازیکن صفحه را عوض می‌کند؛ (صفحه‌ها) همه‌ی صفحه‌ها را نام می‌برد؛ (زمان) ساعت‌ها را طبق آخرین خبر می‌گوید؛ (صفحه)، (فهرست)، (آخرین)، (ماتریال) و دیگر پرسش‌های وضعیت صفحه‌ی دنبال‌شده را می‌خوانند؛ (دوباره) تکرار می‌کند؛ (خروج) پایان می‌دهد.
# The words that list the boards while watching, separated by commas.
watch-boards-words = صفحه‌ها
lichess-chat-line = پیام از { $name }: { $text }
lichess-opponent-gone = حریف شما بازی را ترک کرده است؛ پس از { $seconds } ثانیه می‌توانید ادعای پیروزی کنید.
lichess-opponent-back = حریف شما بازگشت.
lichess-illegal-move = لیچس حرکت { $uci } را فرستاد که اینجا قانونی نیست؛ بازی دیگر از لیچس پیروی نمی‌کند.
lichess-first-move = اولین حرکت خود را ظرف { $seconds } ثانیه انجام دهید، وگرنه لیچس بازی را لغو می‌کند.
lichess-offline = این فقط در بازی لیچس کار می‌کند.
lichess-chat-none = هنوز پیامی در این بازی نیست.
lichess-chat-sent = پیام فرستاده شد.
lichess-abort-asked = از لیچس خواسته می‌شود بازی را ابطال کند.
lichess-victory-not-yet = حریف شما بازی را ترک نکرده است؛ پیروزی‌ای برای ادعا نیست.
lichess-victory-asked = ادعای پیروزی در لیچس فرستاده شد.
lichess-takeback-asked = در لیچس پرسیده شد: حریف باید با پس گرفتن حرکت موافقت کند.
lichess-takeback-agreed = در لیچس موافقت شد: حرکت پس گرفته می‌شود.
lichess-takeback-offered = حریف می‌خواهد آخرین حرکتش را پس بگیرد: فرمان (برگشت) موافقت می‌کند و یک حرکت رد می‌کند.
lichess-takeback-declined = حریف پس گرفتن حرکت را رد می‌کند.
lichess-draw-ignored = لیچس پیشنهاد تساوی شما را به حریف نرساند: هنوز برای آن زود است، یا پیشنهاد قبلی شما تازه بوده، یا حریف رایانه است. این پیشنهاد برقرار نیست.
lichess-takeback-ignored = لیچس درخواست پس گرفتن حرکت را به حریف نرساند: حریف شما پس گرفتن حرکت را نمی‌پذیرد. حرکت سر جایش می‌ماند.
lichess-victory-ignored = لیچس پیروزی را به شما نداد: حریف شما برگشته است، یا زمان انتظار هنوز تمام نشده است. بازی ادامه دارد.
lichess-call-refused = لیچس این درخواست را نمی‌پذیرد.
cmd-chat = گفتگو
    .aliases = {""}
cmd-abort = ابطال
    .aliases = {""}
cmd-victory = پیروزی
    .aliases = {""}
help-chat = گفتگو: خواندن پیام‌های بازی؛ گفتگو و یک متن: نوشتن متن برای حریف. فقط در بازی لیچس.
help-abort = ابطال: ابطال بازی در لیچس تا وقتی لیچس اجازه دهد.
help-victory = پیروزی: ادعای پیروزی در لیچس وقتی حریف بازی را ترک کرده است.
cli-about-lichess-puzzle = حل معماهای لیچس؛ با توکن (با مجوزهای puzzle:read و puzzle:write) نتیجه‌ها آنجا شمرده می‌شوند.
cli-help-daily = معمای روز، برای همه یکی.
cli-help-theme = یک موضوع (mateIn2 یا fork … یا نامش به زبان گفتگو) یا یک گشایش (Sicilian_Defense) [پیش‌فرض: آمیخته].
cli-name-theme = موضوع
cli-help-difficulty = میزان دشواری نسبت به درجه‌بندی معمای حساب (۱۵۰۰ بدون توکن).
cli-name-difficulty = دشواری
cli-help-count = شمار معماها، یکی پس از دیگری (از ۱ تا ۵۰) [پیش‌فرض: ۱].
cli-about-lichess-play = بازی کردن بازی حساب در لیچس (توکن به مجوز board:play نیاز دارد).
cli-about-lichess-watch = دنبال کردن زنده‌ی یک دور پخش یا هر بازی، مانند کنار صفحه (چیزی فرستاده نمی‌شود).
cli-about-lichess-tv = دنبال کردن زنده‌ی بازی تلویزیون لیچس (از یک کانال اگر نام برده شود).
cli-help-what = شناسه‌ی یک دور پخش یا یک بازی، یا نشانی آن در لیچس.
cli-name-what = هدف
cli-help-board = دنبال کردن این صفحه از دور (از 1) [پیش‌فرض: 1].
cli-help-player = دنبال کردن صفحه‌ای که این بازیکن در آن بازی می‌کند (بخشی از نام کافی است).
cli-help-channel = کانال تلویزیون (rapid، blitz، classical …) [پیش‌فرض: بازی برگزیده‌ی لیچس].
cli-name-channel = کانال
cli-help-lichess-play-game = بازی‌ای که بازی می‌شود، با شناسه‌اش (آخرین بخش نشانی آن).
cli-help-seek = جست‌وجوی حریف برای بازی با دقیقه+ثانیه (سریع یا کندتر).
cli-help-rated = جست‌وجو برای بازی رسمی (ریتینگی) است.
cli-help-challenge = این بازیکن لیچس را به چالش بخوانید.
cli-help-lichess-play-time = زمان‌بندی چالش: دقیقه+ثانیه.
cli-help-lichess-play-confirm-moves = هر حرکت خوانده شود و فقط با کلید اینتر فرستاده شود، مانند مسابقه (پیوست د-2-8).
cli-name-id = شناسه
cli-name-name = نام
