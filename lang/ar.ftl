# anna in Modern Standard Arabic: every sentence anna says, shows or writes on a braille display.
# The words of the moves (أنا … هيكتور, آينس … آخت, شبرينجر …) are the vocabulary's, not this
# file's: { $move }, { $square }, { $piece } and the like arrive already worded.
# Message ids are the same in every language; a language is a file like this one.
#
# Plural categories of Arabic (CLDR): zero 0, one 1, two 2, few 3–10, many 11–99 (by the last
# two digits), other 100–102 and the like. The noun after a number: few takes the plural
# (٣ دقائق), many the singular (١١ دقيقة), other the singular (١٠٠ دقيقة).
# The text is written without diacritics (shorter on a braille display), except where a word
# needs one.
# Shell commands and other Latin-script technical words stand in brackets, as Arabic technical
# writing does: (anna resume), (PGN).

## Basic words

side-white = الأبيض
side-black = الأسود
# An article number («المادة 5-2-3» for 5.2.3, the order of the 2018 Arabic Laws, 5-2-3): its
# parts in the Laws' order, the order it is read, spoken and brailled, joined by this sign; the
# appendix letters A B C D as the Laws name the appendices.
article-separator = -
article-letters = أ ب ج د
# A piece as a square's content. Arabic chess speech says "White's knight" (حصان الأبيض): a
# construct that fits every piece word of either vocabulary, FIDE's (دامه, feminine) and the
# native one (وزير, masculine), where an adjective would have to agree with the word's gender,
# which the role alone does not tell. Arabic has no indefinite article, so $article and $role
# are not needed.
colored-piece = { $name } { $color ->
        [white] الأبيض
       *[black] الأسود
    }
piece-on-square = { $piece } { $square }
square-with-piece = { $square } { $piece }
list-separator = {"، "}
# The parts of a time are joined with و, written onto the next word: «ساعة واحدة وثلاثون دقيقة».
amount-separator = {" و"}
list-or = {" أو "}
nothing = لا شيء
empty = فارغ
quoted = «{ $word }»
move-number-white = { $number }.
move-number-black = { $number }. …
move-line = { $number } { $moves }
# Several sentences said as one answer.
sentences = { $parts }
# A sentence the language file has already worded (passed on).
worded = { $text }

## Numbers in words, for the clock

# Every noun the clock counts is feminine (ساعة، دقيقة، ثانية، نقلة), so the numbers take the
# forms that agree with a feminine noun: ثلاث دقائق، إحدى عشرة دقيقة، ثلاث وعشرون دقيقة.
num-0 = صفر
num-1 = واحدة
num-2 = اثنتان
num-3 = ثلاث
num-4 = أربع
num-5 = خمس
num-6 = ست
num-7 = سبع
num-8 = ثماني
num-9 = تسع
num-10 = عشر
num-11 = إحدى عشرة
num-12 = اثنتا عشرة
num-13 = ثلاث عشرة
num-14 = أربع عشرة
num-15 = خمس عشرة
num-16 = ست عشرة
num-17 = سبع عشرة
num-18 = ثماني عشرة
num-19 = تسع عشرة
num-tens-2 = عشرون
num-tens-3 = ثلاثون
num-tens-4 = أربعون
num-tens-5 = خمسون
num-tens-6 = ستون
num-tens-7 = سبعون
num-tens-8 = ثمانون
num-tens-9 = تسعون
# The unit comes first: إحدى وعشرون، ثلاث وعشرون.
num-unit-1 = إحدى
num-compound = { $unit } و{ $ten }
# The hundreds (only a game of more than a hundred moves reaches them): ثلاث مئة وخمس. The
# forms مئة and مئتان (100–299) and an exact hundred without "و" would need the messages num-N
# (num-100, num-200 …), which the shipped files do not have.
num-hundreds = { $hundreds }{ $more ->
        [yes] { " و" }{ $rest }
       *[no] {""}
    }
num-hundreds-1 = مئة
num-hundreds-2 = مئتان
num-hundreds-3 = ثلاثمئة
num-hundreds-4 = أربعمئة
num-hundreds-5 = خمسمئة
num-hundreds-6 = ستمئة
num-hundreds-7 = سبعمئة
num-hundreds-8 = ثمانمئة
num-hundreds-9 = تسعمئة

time-hours = { $n ->
        [one] ساعة واحدة
        [two] ساعتان
        [few] { $words } ساعات
       *[other] { $words } ساعة
    }
time-minutes = { $n ->
        [one] دقيقة واحدة
        [two] دقيقتان
        [few] { $words } دقائق
       *[other] { $words } دقيقة
    }
time-seconds = { $n ->
        [zero] صفر ثانية
        [one] ثانية واحدة
        [two] ثانيتان
        [few] { $words } ثوان
       *[other] { $words } ثانية
    }

## Input that names no move

parse-empty = لم تدخل أي نقلة.
parse-too-long = المدخل أطول من اللازم.
parse-unknown-word = كلمة غير معروفة: { $word }.
parse-nearest = لعلّ المقصود هو { $word }.
parse-how-to-type = تُكتب النقلة مثل Nf3 أو e4؛ والأمر مساعدة يذكر الأوامر.
parse-unexpected-word = الكلمة { $word } لا مكان لها هنا.
parse-no-destination = لا يوجد مربع وصول في { $word }.
parse-no-piece = لا يمكن نقل { $piece } إلى { $square }.
parse-nothing-to-capture = لا يوجد ما يؤسر على { $square }.
parse-not-en-passant = { $square } ليس أسرا بالمرور.
parse-ambiguous = أي النقلات: { $moves }؟
parse-leaves-king-in-check = النقلة { $move } غير قانونية، فالملك سيكون تحت الكش.
parse-promotion-missing = أي قطعة على { $square }؟ { $pieces }.
parse-castle-impossible = { $castle } غير ممكن في هذه الوضعية.
parse-any-piece = قطعة

## The game

casual-game = مباراة ودية
welcome = آنا: مباراة جديدة، دور { $side }. اكتب مساعدة لعرض الأوامر.
next-game = المباراة التالية، بعد تبادل الألوان: الأبيض: { $white }، الأسود: { $black }. دور { $side }.
next-game-unnamed = المباراة التالية، بعد تبادل الألوان. دور { $side }.
new-while-playing = المباراة ما زالت جارية. الأمر جديدة يبدأ المباراة التالية بعد انتهاء هذه.
welcome-over = آنا: مباراة جديدة. اكتب مساعدة لعرض الأوامر.
welcome-tournament = مباراة بطولة وفق الملحق د: تقرأ النقلة المدخلة ولا تنفذ إلا بمفتاح الإدخال؛ لا تراجع ولا مساعدات (المادة 11-3).
welcome-supervision-full = شطرنج سريع أو خاطف تحت إشراف كامل (المادتان أ-3 وب-3).
welcome-supervision-partial = شطرنج سريع أو خاطف تحت إشراف جزئي (المادتان أ-4 وب-4): لا يعاقب على النقلة غير القانونية إلا قبل نقلة الخصم التالية، ويمنح الخصم وقتا إضافيا؛ والنقلة غير القانونية الثانية تؤدي إلى خسارة المباراة.
welcome-supervision-loss = شطرنج سريع أو خاطف تحت إشراف جزئي (المادتان أ-4 وب-4): أول نقلة غير قانونية تؤدي إلى خسارة المباراة إذا طولب بها قبل نقلة الخصم التالية.
resumed = { $number ->
        [zero] استؤنفت المباراة قبل أي نقلة، دور { $side }.
        [one] استؤنفت المباراة بعد نصف نقلة، دور { $side }.
        [two] استؤنفت المباراة بعد نصفي نقلة، دور { $side }.
        [few] استؤنفت المباراة بعد { $number } أنصاف نقلات، دور { $side }.
       *[other] استؤنفت المباراة بعد { $number } نصف نقلة، دور { $side }.
    }
to-move = دور { $side }.
# Asked who is to move while he is in check.
to-move-check = دور { $side }، كش.
# The prompt once the game has ended, instead of the move number and the side.
prompt-game-over = انتهت المباراة
no-move-yet = لا نقلات بعد.
last-move = آخر نقلة: { $number } { $move }.
last-move-captured = { $move } المأخوذة: { $piece }.
captured-side = { $side } خسر: { $pieces }.
help-captured = مأخوذة: القطع التي خسرها كل طرف.
cursor-square = { $square }، { $piece }.
cursor-empty = { $square }، فارغ.
cursor-edge = حافة الرقعة. { $said }
cursor-no-piece = لا توجد قطعة كهذه على الرقعة.
square-empty = { $square } فارغ.
square-piece = على { $square } { $piece }.
rank-line = الصف { $rank }: { $pieces }.
file-line = العمود { $file }: { $pieces }.
side-pieces = { $side }: { $pieces }.
attacks = { $square }، يهاجمه من الأبيض: { $white }؛ ومن الأسود: { $black }.
legal-moves = { $piece } { $square }: { $moves }.
not-to-move = ليس الدور الآن على { $side }.
draw-offered = { $side } يعرض التعادل. { $other }، هل تقبل؟ قبول أو رفض.
draw-offered-engine = { $side } يعرض التعادل.
draw-offer-stands = { $side } عرض التعادل. { $other }، هل تقبل؟ قبول أو رفض.
draw-declined = { $side } يرفض التعادل.
no-offer = لا يوجد عرض تعادل قائم؛ الأمر تعادل يعرض واحدًا.
own-offer = لا يستطيع { $side } الرد على عرضه هو.
too-early = لا يجوز التعادل بالاتفاق إلا بعد أن يلعب كل من اللاعبين نقلة (المادة 5-2-3).
claim-declared = كتب { $side } النقلة { $move }؛ ولا تُلعب: المطالبة صحيحة وتنتهي المباراة بالتعادل فورا (المادة 9-5-2).
claim-rejected = المطالبة غير صحيحة. يحصل { $side } على وقت إضافي.
claim-rejected-no-clock = المطالبة غير صحيحة.
must-play = يجب لعب النقلة المكتوبة { $move } (المادة 9-5-3).
claim-needs-kind = بماذا تطالب؟ مطالبة تكرار أو مطالبة خمسون، مع نقلة أو بدونها، أو مطالبة جامدة.
claim-after-touch = لمس { $side } قطعة في هذه النقلة، فلا يحق له المطالبة بالتعادل في هذه النقلة (المادة 9-4).
game-over = انتهت المباراة: { $result }، { $reason }.
game-is-over = المباراة منتهية؛ الأمر قائمة يقرأ نقلاتها.
result-white-wins = فوز الأبيض
result-black-wins = فوز الأسود
result-draw = تعادل
result-both-lose = خسارة الطرفين
result-white-half = نصف نقطة للأبيض ولا شيء للأسود
result-black-half = نصف نقطة للأسود ولا شيء للأبيض
result-none = لا نتيجة
reason-checkmate = كش مات
reason-resignation = استسلام
reason-stalemate = خنق الملك
reason-dead-position = الوضعية الجامدة
reason-agreement = اتفاق الطرفين
reason-threefold = تكرار الوضع ثلاث مرات
reason-fifty-moves = قاعدة الخمسين نقلة
reason-fivefold = تكرار الوضع خمس مرات
reason-seventy-five-moves = قاعدة الخمس والسبعين نقلة
reason-time = سقوط العلم
reason-time-no-mate = سقوط العلم، لكن الخصم لا يستطيع تنفيذ كش مات
reason-illegal-moves = نقلة غير قانونية ثانية
reason-illegal-moves-no-mate = نقلة غير قانونية ثانية، لكن الخصم لا يستطيع تنفيذ كش مات
reason-both-flags = سقوط العلمين في الفترة الأخيرة
reason-ruling-penalty = قرار الحكم، عقوبة
reason-ruling-illegal = قرار الحكم، نقلة غير قانونية
reason-ruling-adjudication = قرار الحكم في مطالبة بالتعادل
reason-ruling-forfeit = دون لعب
reason-ruling-training = مباراة تدريبية، حدد اللاعب نتيجتها بعد توقف المحرك
reason-lichess-aborted = أُلغيت على ليتشس
illegal-recorded = سجلت نقلة غير قانونية. يحصل { $side } على وقت إضافي.
illegal-recorded-no-clock = سجلت نقلة غير قانونية.
entered = النقلة المدخلة: { $move }. مفتاح الإدخال ينفذها، وإدخال نقلة أخرى يستبدلها.
entered-again = النقلة المدخلة: { $move }.
nothing-entered = لا توجد نقلة مدخلة؛ اكتب النقلة ثم يُنفذها مفتاح Enter.
entry-cleared = تم مسح: { $move }. لا توجد نقلة مدخلة.
entered-still = النقلة المدخلة باقية: { $move }.
ask-entered = مدخلة: { $move }، مفتاح الإدخال ينفذها
ask-two = { $first }؛ { $second }
ask-offer-by = من يعرض التعادل: أبيض/أسود
offer-by-which = من يعرض التعادل؟ أبيض أو أسود.
draw-offered-before-move = { $side } يعرض التعادل. يسأل { $other } بعد أن ينقل { $side }.
accept-after-move = ليس بعد: يقبل { $other } عرض التعادل بعد أن ينقل { $side } (المادة 9-1-2-1).
result-cancelled = لا تبقى النتيجة قائمة حينئذ: { $result }، { $reason }.
arbiter-retract-nothing = هذا هو الوضع الآن؛ لا يوجد ما يتراجع عنه.
arbiter-not-played = النقلة { $number } لم تلعب بعد.
clock-changed-said = تم تعديل الساعة. { $clocks }
board-check-hint = قد تختلف الرقعتان: الأمر فحص يقرأ الوضع، وفحص متبوعا بوضع يقارنه بالرقعة.
retracted = الحكم: عودة إلى الوضع بعد { $number } { $move }.
arbiter-paused = الحكم: الساعتان متوقفتان.
arbiter-resumed = الحكم: الساعتان تعملان من جديد.
arbiter-confirm = { $change } هل ينفذ؟ نعم أو لا.
arbiter-change = الحكم: تعديل.
arbiter-add = الحكم: تضاف { $time } إلى وقت { $side }.
arbiter-remove = الحكم: تخصم { $time } من وقت { $side }.
arbiter-set = الحكم: ضبط الساعتين: الأبيض { $white }؛ الأسود { $black }{ $moves ->
        [-1] {""}
        [zero] ؛ قبل أي نقلة
        [one] ؛ بعد نقلة واحدة
        [two] ؛ بعد نقلتين
        [few] ؛ بعد { $moves } نقلات
       *[other] ؛ بعد { $moves } نقلة
    }.
arbiter-retract = الحكم: عودة إلى الوضع بعد { $number } { $move }؛ { $plies ->
        [zero] لا يسحب شيء
        [one] سحب نصف نقلة
        [two] سحب نصفي نقلة
        [few] سحب { $plies } أنصاف نقلات
       *[other] سحب { $plies } نصف نقلة
    }.
arbiter-retract-start = الحكم: عودة إلى الوضع الابتدائي؛ { $plies ->
        [zero] لا يسحب شيء
        [one] سحب نصف النقلة الوحيد
        [two] سحب نصفي النقلة كليهما
       *[other] سحب كل أنصاف النقلات، وعددها { $plies }
    }.
arbiter-illegal = الحكم: نقلة غير قانونية من { $side } (المادة 7-5).
arbiter-illegal-now = الحكم: نقلة غير قانونية من { $side } (المادة 7-5): النقلة التي لعبها { $side } للتو على الرقعة ولم تقبلها آنا؛ يبقى الوضع كما هو ويلعب { $side } من جديد.
arbiter-illegal-not-earlier = ليست { $move }: فتلك النقلة رد عليها الخصم.
arbiter-illegal-press = الحكم: نقلة غير قانونية من { $side } (المادة 7-5): ضغط الساعة دون نقلة ممكنة؛ يلعب { $side } من جديد.
arbiter-illegal-earlier = { $move } ليست آخر نقلة { $side-color ->
        [white] للأبيض
       *[black] للأسود
    }: أولا حكم تراجع ثم النقلة للعودة إلى الوضع الذي قبلها، ثم حكم مخالفة { $side } (المادة 7-5-1).
arbiter-illegal-loses = الحكم: نقلة غير قانونية من { $side }؛ وفق المادة أ-4-2 يخسر { $side } المباراة، وتكون تعادلا إذا كان الخصم لا يستطيع تنفيذ كش مات.
pressed = ضغط { $side } ساعته؛ والآن تدخل النقلة.
pressed-already = ساعة { $side } مضغوطة بالفعل؛ أدخل النقلة الآن.
press-blind = لا يضغط { $side } الساعة بنفسه: لا تبدأ ساعة الخصم إلا بعد تنفيذ النقلة وإعلانها (المادة د-2-4). أدخل النقلة أولا؛ مفتاح الإدخال ينفذها ويضغط الساعة.
refused-stopped = { $reason } توقفت الساعتان. { $side }: أهو خطأ في الإدخال أم نقلة غير قانونية (المادة 7-5)؟ خطأ أو مخالفة.
refused-not-entered = لم تُدخل { $text }: أولًا خطأ أو مخالفة.
held-lines = { $number ->
        [one] كان سطر آخر مكتوبًا من قبل: { $lines }. لم يُلعب: نعم يلعبه، لا يتركه.
        [two] كان سطران آخران مكتوبين من قبل: { $lines }. لم يُلعبا: نعم يلعبهما بالترتيب، لا يتركهما.
        [few] كانت { $number } أسطر أخرى مكتوبة من قبل: { $lines }. لم تُلعب: نعم يلعبها بالترتيب، لا يتركها.
       *[other] كان { $number } سطرًا آخر مكتوبًا من قبل: { $lines }. لم تُلعب: نعم يلعبها بالترتيب، لا يتركها.
    }
ask-held = { $number ->
        [one] سطر واحد ينتظر: نعم أو لا
        [two] سطران ينتظران: نعم أو لا
        [few] { $number } أسطر تنتظر: نعم أو لا
       *[other] { $number } سطرًا تنتظر: نعم أو لا
    }
held-dropped = { $number ->
        [one] تُرك السطر.
        [two] تُرك السطران.
       *[other] تُركت كل الأسطر، وعددها { $number }.
    }
slip-resumed = خطأ في الإدخال: تعود ساعة { $other } إلى العمل؛ ثم يدخل { $side } النقلة من جديد.
ask-refused = الساعتان متوقفتان: خطأ أو مخالفة
arbiter-illegal-retract = الحكم: نقلة غير قانونية من { $side } (المادة 7-5): التراجع عن { $move }، ثم يلعب { $side } من جديد.
illegal-claim-too-late = فات الأوان (المادة أ-4-2): لعب { $other } نقلته التالية؛ وتبقى النقلة غير القانونية التي لعبها { $side }.
press-not-running = ساعة { $side } لا تعمل.
arbiter-result = الحكم: النتيجة { $result }، { $reason } (المادة { $article }).
arbiter-result-usage = حكم نتيجة، ثم 1-0 أو 0-1 أو تعادل أو 0-0 (خسارة الطرفين) أو ½-0 أو 0-½ (المادة 12-9-5)، ثم السبب: عقوبة أو مخالفة أو جامدة أو تحكيم أو غياب؛ وبعدها كلمات الحكم.
arbiter-dead-is-draw = الوضعية الجامدة تعادل (المادة 5-2-2): حكم نتيجة تعادل جامدة.
warned = الحكم: أُنذر { $side } (المادة 12-9-1).
warnings-none = لا إنذارات.
warnings-list = الإنذارات (المادة 12-9-1): { $warnings }.
warning-item = { $side } قبل النقلة { $number }
warning-item-reason = { $item }، السبب: { $reason }
arbiter-warning = الحكم: إنذار { $side-color ->
        [white] للأبيض
       *[black] للأسود
    } (المادة 12-9-1).
arbiter-increment = الحكم: من النقلة التالية يحصل كل من اللاعبين على { $time } لكل نقلة (الإرشاد III-4).
arbiter-adjudication-draw = بحسب الإرشاد III-5 لا يعلن الحكم إلا التعادل: حكم نتيجة تعادل تحكيم.
guideline-iii-no-clock = لا يطبق الإرشاد { $guideline } إلا في المباريات بساعة؛ وهذه المباراة بلا ساعة.
guideline-iii-blitz = لا يطبق الإرشاد { $guideline } في الشطرنج الخاطف، بل في المباريات الكلاسيكية والسريعة فقط (الإرشاد III-2-2).
guideline-iii-increment = لا يطبق الإرشاد { $guideline } إلا في المباريات التي لا زيادة فيها (الإرشاد III-2-2)؛ وفي هذه المباراة زيادة.
guideline-iii-time = لا يطبق الإرشاد { $guideline } إلا حين يبقى للاعب صاحب الدور أقل من دقيقتين؛ وما زال { $side-color ->
        [white] للأبيض
       *[black] للأسود
    } { $time }.
guideline-iii-flag = لا يطبق الإرشاد { $guideline } إلا قبل سقوط علم اللاعب صاحب الدور؛ وقد سقط علم { $side }.
guideline-iii-4-offer = يعد طلب { $side } عرض تعادل (الإرشاد III-4). إن رفضه { $other } حصل { $other } على دقيقتين إضافيتين: حكم إضافة { $other } 2:00.
arbiter-forfeit-moved = لعب اللاعبان كلاهما: الخسارة دون لعب (المادة 6-7-1) لا تكون إلا مع السبب بعدها، مثلا حكم نتيجة 1-0 غياب ثم السبب.
arbiter-absent = الحكم: { $side } ليس عند الرقعة ويخسر إن لم يحضر خلال زمن الغياب وهو { $time } من بداية الجولة (المادة 6-7-1).
arbiter-absent-now = الحكم: { $side } ليس عند الرقعة؛ ولا زمن غياب فيخسر { $side } فورا (المادة 6-7-1).
absent = الحكم: { $side } ليس عند الرقعة؛ زمن الغياب يجري (المادة 6-7-1).
warning-item-after = { $side } بعد المباراة
arrived = الحكم: { $side } عند الرقعة.
absent-not-now = لا يمكن هذا الآن { $side-color ->
        [white] للأبيض
       *[black] للأسود
    }: الغياب قبل النقلة الأولى فقط، في مباراة بساعة، ومرة واحدة (المادة 6-7-1).
dead-not-mate = الوضعية ليست جامدة: ما زال { $side } يستطيع تنفيذ كش مات، مثلا هكذا: { $moves }.
dead-unknown = لا تستطيع آنا أن تقرر ذلك بعد فحص { $positions } من الأوضاع؛ القرار للحكم، بالأمر حكم نتيجة تعادل جامدة.
arbiter-reason = السبب: { $reason }.
retracted-start = الحكم: عودة إلى الوضع الابتدائي.
touched = سجل للحكم: لمس { $side } قطعة.
entered-short = النقلة مدخلة ولم تنفذ بعد: { $move }.
board-matches = الرقعة مطابقة للتسجيل.
board-differs = الرقعة مختلفة. لتصحيحها:
who-enters = { $enterer ->
        [blind] نقلات { $side } يدخلها اللاعب الكفيف.
        [assistant] نقلات { $side } يدخلها المساعد.
       *[sighted] نقلات { $side } يدخلها اللاعب المبصر.
    }
confirm-resign = { $side }، هل تستسلم حقا؟ نعم أو لا.
confirm-interrupt = مغادرة المباراة؟ نعم أو لا؛ والضغط على (Ctrl+C) مرة أخرى يغادر فورا. ويستأنفها الأمر (anna resume).
confirm-quit = مغادرة المباراة؟ يستأنفها الأمر (anna resume). نعم أو لا.
cancelled = تم الإلغاء.
nothing-asked = لا يوجد سؤال مفتوح.
takeback-ask = { $side }، هل توافق على التراجع عن النقلة { $move }؟ نعم أو لا.
takeback-done = تم التراجع عن: { $move }.
takeback-refused = { $side } يرفض التراجع.

## The open question, short, in the prompt
ask-resign = { $side } يستسلم: نعم/لا
ask-quit = مغادرة: نعم/لا
ask-takeback = { $side }، تراجع: نعم/لا
ask-arbiter = تعديل: نعم/لا
ask-move = أي نقلة؟
ask-draw = { $side }، تعادل: قبول/رفض
takeback-tournament = لا تراجع في مباراة البطولة؛ الحكم وحده يصحح.
tournament-forbidden = غير مسموح في مباراة البطولة (المادة 11-3).
saved = تم الحفظ.
saved-where = تم الحفظ في { $path }
closing-code-end = رمز الختام للمباراة، للحكم: ({ $code }).
closing-code-now = رمز الختام لسجل المباراة حتى الآن: ({ $code }).
save-failed = فشل الحفظ: { $reason }
witness-failed = تعذرت كتابة شاهد المباراة { $path }: { $reason }. النقلات محفوظة في سجل المباراة، لكن لم يعد ممكنا التحقق مما إذا كان شيء ينقص في آخره. يرجى إفراغ بعض المساحة؛ وآنا تعيد المحاولة مع كل نقلة.
witness-back = كتب شاهد المباراة من جديد.
witness-cannot-start = لا تبدأ المباراة: تعذرت كتابة شاهدها (الملف .beat بجانب سجل المباراة): { $reason }.
bad-argument = لم أفهم { $word } هنا.
bad-argument-none = هناك شيء ناقص هنا.
internal-error = وجدت آنا خطأ في نفسها وستتوقف. المباراة محفوظة؛ ويستأنفها الأمر (anna resume).
goodbye = غادرت المباراة. لمتابعتها: الأمر (anna resume).
record-refused = هذا القيد لا يتوافق مع المباراة ولم يحفظ.

## The clock

clock-side = { $side }: { $time }.
clock-moves = { $n ->
        [zero] لا نقلات بعد.
        [one] نقلة واحدة.
        [two] نقلتان.
        [few] { $words } نقلات.
       *[other] { $words } نقلة.
    }
clock-short = { $side } { $time }
# A clock on the braille status line from five minutes up, in whole minutes: "90 min".
clock-short-minutes = { $minutes } { $n ->
        [few] دقائق
       *[other] دقيقة
    }
clock-short-moves = النقلة { $number }
clock-left-both = الوقت المتبقي: { $first } { $first_time }، { $second } { $second_time }.
clock-used-both = الوقت المستهلك: { $first } { $first_time }، { $second } { $second_time }.
no-clock = تلعب هذه المباراة دون ساعة.
clock-paused = الساعة متوقفة؛ ويستمر اللعب عندما يعيد الحكم تشغيلها.
clock-thinking = نقلة { $side } الجارية استغرقت حتى الآن { $time }.
clock-changed = تم تعديل الساعة: { $clocks }.
bad-time = { $word } ليس وقتا؛ اكتب 90 للدقائق، أو 5:30، أو 1:05:00.
clock-warning = { $side }: المتبقي { $time }.

## Commands: the name as spoken, and the other words for it

# German and English command words are always understood too; the aliases add spellings with
# and without hamza and teh marbuta (the program folds those as well) and one-letter keys.
cmd-help = مساعدة
    .aliases = مساعده ساعدني تعليمات ؟ ?
cmd-repeat = إعادة
    .aliases = اعادة اعاده أعد اعد كرر
cmd-devices = أجهزة
    .aliases = اجهزة اجهزه الأجهزة الاجهزة
cmd-last = آخر
    .aliases = اخر الأخيرة الاخيرة خ
cmd-turn = دور
    .aliases = الدور د
cmd-board = رقعة
    .aliases = رقعه لوحة لوحه ر ل
cmd-pieces = قطع
    .aliases = القطع ق
cmd-square = مربع
    .aliases = المربع خانة خانه الخانة م
cmd-rank = صف
    .aliases = الصف ص
cmd-file = عمود
    .aliases = العمود ع
cmd-attacks = هجوم
    .aliases = الهجوم هجمات مهاجمون ه
cmd-moves = نقلات
    .aliases = النقلات ن
cmd-list = قائمة
    .aliases = قائمه القائمة القائمه تدوين التدوين ت
cmd-material = مادة
    .aliases = ماده المادة الماده
cmd-captured = مأخوذة
cmd-offer = تعادل
    .aliases = التعادل عرض
cmd-accept = قبول
    .aliases = أقبل اقبل
cmd-decline = رفض
    .aliases = أرفض ارفض
cmd-claim = مطالبة
    .aliases = مطالبه أطالب اطالب
cmd-takeback = تراجع
    .aliases = استرجاع إرجاع ارجاع
cmd-resign = استسلام
    .aliases = أستسلم استسلم
cmd-save = حفظ
    .aliases = احفظ ح
cmd-code = رمز
    .aliases = كود
cmd-quit = خروج
    .aliases = إنهاء انهاء مغادرة مغادره
cmd-new = جديدة
    .aliases = جديده جديد
cmd-yes = نعم
    .aliases = أجل اجل موافق
cmd-no = لا
    .aliases = كلا
cmd-cancel = إلغاء
    .aliases = الغاء
cmd-clear = مسح
    .aliases = امسح
cmd-threefold = تكرار
    .aliases = التكرار ثلاثي 3
cmd-fifty = خمسون
    .aliases = خمسين 50
cmd-time = وقت
    .aliases = الوقت ساعة ساعه الساعة و
cmd-short = مختصر
    .aliases = مختصرة مختصره قصير
cmd-exact = دقيق
    .aliases = بالضبط بدقة بدقه
cmd-own = ساعتي
    .aliases = وقتي لي
cmd-opponent = خصم
    .aliases = الخصم المنافس
cmd-arbiter = حكم
    .aliases = الحكم
cmd-pause = إيقاف
    .aliases = ايقاف أوقف اوقف توقف
cmd-resume = استئناف
    .aliases = استيناف متابعة متابعه تابع
cmd-add = إضافة
    .aliases = اضافة اضافه أضف اضف
cmd-remove = إنقاص
    .aliases = انقاص أنقص انقص
cmd-set = ضبط
    .aliases = اضبط
cmd-check = فحص
    .aliases = افحص تحقق
cmd-illegal = مخالفة
    .aliases = مخالفه مخالف
cmd-result = نتيجة
    .aliases = نتيجه النتيجة النتيجه
cmd-penalty = عقوبة
    .aliases = عقوبه العقوبة العقوبه
cmd-dead = جامدة
    .aliases = جامد ميت ميتة ميته
cmd-adjudication = تحكيم
    .aliases = التحكيم
cmd-forfeit = غياب
    .aliases = الغياب
cmd-warning = إنذار
    .aliases = انذار إنذارات انذارات
cmd-increment = زيادة
    .aliases = زياده
cmd-absent = غائب
    .aliases = غايب
cmd-arrived = حاضر
    .aliases = وصل
cmd-touched = لمس
    .aliases = لمست ملموسة ملموسه
cmd-press = ضغط
    .aliases = اضغط +
cmd-slip = خطأ
    .aliases = خطا
cmd-silence = صمت
    .aliases = اسكت سكوت .
cmd-white = أبيض
    .aliases = ابيض الأبيض الابيض
cmd-black = أسود
    .aliases = اسود الأسود الاسود
cmd-hint = تلميح
    .aliases = نصيحة نصيحه اقتراح
cmd-eval = تقييم
    .aliases = التقييم
cmd-threat = تهديد
    .aliases = التهديد تهديدات
cmd-engine = محرك
    .aliases = المحرك محرّك engine

## Help

help =
    الأوامر، وتفهم بالألمانية والإنجليزية أيضا؛ مساعدة متبوعة بأمر تشرحه.
    الوضع: آخر، دور، رقعة، قطع، مادة، مأخوذة، مربع، صف، عمود، هجوم، نقلات، قائمة.
    المباراة: تعادل، قبول، رفض، مطالبة، تراجع، استسلام، مسح.
    الساعة: وقت، ضغط. الحكم: حكم، فحص، لمس، رمز.
    وأيضا: إعادة، صمت، أجهزة، حفظ، جديدة، خروج.
    التدريب، خارج البطولات: تلميح، تقييم، تهديد، محرك؛ وبعد انتهاء المباراة: تحليل.
    وكل ما عدا ذلك يقرأ نقلة، مثلا { $move } (Nf3 أو g1f3).
help-unknown = لا توجد مساعدة عن { $word }. اكتب مساعدة لعرض الأوامر.
help-help = مساعدة، أو علامة الاستفهام: قائمة الأوامر. مساعدة متبوعة بأمر تشرحه، مثلا مساعدة وقت.
help-repeat = إعادة: تقول آخر ما قيل مرة أخرى.
help-devices = أجهزة: أي المخارج تعمل، النطق وسطر برايل والشاشة، وما حالها.
help-last = آخر، أو خ: آخر نقلة.
help-turn = دور، أو د: لمن الدور.
help-board = رقعة، أو ر أو ل: الرقعة كلها، صفا صفا.
help-pieces = قطع، أو ق: قطع الطرفين. قطع أبيض، قطع أسود: قطع طرف واحد. قطع { $piece }: قطع نوع واحد.
help-square = مربع، أو م، ثم مربع: ما عليه. مثلا مربع { $square }.
help-rank = صف، أو ص، ثم رقم: ما على الصف.
help-file = عمود، أو ع، ثم عمود: ما على العمود. مثلا عمود { $file }.
help-attacks = هجوم، أو ه، ثم مربع: من يهاجمه ومن يحميه. غير متاح في البطولات.
help-moves = نقلات، أو ن، ثم مربع: النقلات القانونية للقطعة التي عليه. غير متاح في البطولات.
moves-needs-square = نقلات تذكر النقلات القانونية لقطعة وتحتاج إلى مربعها، مثلًا نقلات g1. أما النقلات التي لُعبت فيقرؤها الأمر قائمة.
help-list = قائمة، أو ت: تدوين المباراة. قائمة ثم رقم: آخر النقلات فقط.
help-material = مادة: قطع الطرفين، ومن المتفوق، وبكم بيدق.
help-offer = تعادل: عرض التعادل، والأفضل بعد نقلتك (المادة 9-1-2). تعادل أبيض أو تعادل أسود يحدد الطرف؛ وإذا كتب اللاعبان كلاهما تسأل آنا من يعرض.
help-cancel = إلغاء: إسقاط السؤال المفتوح دون تغيير أي شيء.
help-clear = مسح: حذف النقلة المدخلة التي لم تنفذ بعد (مباراة البطولة)؛ وبعدها لا توجد نقلة مدخلة.
help-accept = قبول: قبول عرض التعادل.
help-decline = رفض: رفض عرض التعادل.
help-claim = مطالبة تكرار أو مطالبة خمسون: المطالبة بالتعادل. ومع نقلة بعدها: بنقلة مكتوبة (المادتان 9-2 و9-3). مطالبة جامدة: الوضعية الجامدة (المادة 5-2-2). مطالبة مخالفة ثم الطرف: نقلة غير قانونية من ذلك الطرف، قبل أن يلعب الخصم نقلته التالية (المادة 7-5، المادة أ-4-2).
help-takeback = تراجع: التراجع عن آخر نقلة إذا وافق الخصم. غير متاح في البطولات.
help-resign = استسلام: الاستسلام في المباراة؛ وتسأل آنا أولا.
help-save = حفظ، أو ح: حفظ المباراة بصيغة (PGN).
help-code = رمز: رمز الختام لسجل المباراة حتى الآن، 16 محرفا في أربع مجموعات. في نهاية المباراة تقوله anna من تلقاء نفسها؛ يكتبه الحكم على ورقة النتيجة، ثم يتحقق لاحقا بالأمر (anna check GAME --code CODE) من أن السجل ما زال هذه المباراة.
help-new = جديدة: بعد انتهاء المباراة، المباراة التالية مع تبادل الألوان.
help-quit = خروج: مغادرة المباراة؛ ويستأنفها الأمر (anna resume).
help-time = وقت، أو و: الساعتان وعدد النقلات. وقت مختصر: أرقام فقط. وقت دقيق: حتى جزء من ألف من الثانية. وقت ساعتي، وقت خصم: ساعة واحدة فقط.
help-arbiter = حكم إيقاف، حكم استئناف، حكم إضافة ثم الطرف والوقت، حكم إنقاص ثم الطرف والوقت، حكم ضبط ثم الوقتان ورقم النقلة: للساعة. حكم تراجع ثم النقلة: العودة إلى نقلة (المادة د-2-9). حكم مخالفة ثم الطرف: نقلة غير قانونية (المادة 7-5). حكم نتيجة ثم النتيجة والسبب: إعلان النتيجة. حكم إنذار ثم الطرف: إنذار (المادة 12-9-1)؛ حكم إنذار وحدها: الإنذارات. حكم زيادة: خمس ثوان لكل نقلة للاعبين كليهما (الإرشاد III-4). حكم غائب ثم الطرف، حكم حاضر ثم الطرف: لاعب ليس عند الرقعة (المادة 6-7-1).
help-check = فحص: قراءة الوضع. فحص مع وضع، بصيغة (FEN) أو قائمة قطع: مقارنته بالرقعة.
help-touched = لمس أبيض أو لمس أسود: تسجيل للحكم بأن قطعة قد لمست.
help-press = ضغط أو +: من لعب على رقعته يضغط بهذا ساعته قبل إدخال النقلة (المادة 6-2-1)؛ فيتوقف وقته ويجري وقت خصمه. في عرض الرقعة يكفي مفتاح +. وإذا تعذر لعب النقلة بعد ذلك توقفت الساعتان: خطأ (تدخل من جديد) أو مخالفة (المادة 7-5).
help-silence = صمت أو نقطة: يتوقف النطق.
help-hint = تلميح: أفضل نقلة يجدها المحرك. غير متاح في البطولات.
help-eval = تقييم: أي الطرفين وضعه أفضل، وبأي فارق تقريبا. تقييم دقيق: والرقم أيضا. غير متاح في البطولات.
help-threat = تهديد: النقلة التي كان الخصم سيلعبها لو كان الدور له الآن. غير متاح في البطولات.
help-engine = محرك جديدة: إعادة تشغيل محرك متوقف. محرك نتيجة 1-0 أو 0-1 أو تعادل: إنهاء المباراة مع المحرك المتوقف بوصفها مباراة تدريبية بهذه النتيجة. غير متاح في البطولات.
help-move = النقلة: { $move }، أو بالرموز (Nf3 أو g1f3). في البطولة لا ينفذها إلا مفتاح الإدخال؛ وحتى ذلك تستبدلها نقلة أخرى، ومسح يحذفها.

## Languages: errors when loading

lang-unknown = لا توجد لغة { $name }: لا لغة مدمجة بهذا الاسم ولا ملف يمكن قراءته.
lang-unreadable = تعذرت قراءة ملف اللغة { $path }: { $reason }.
lang-syntax = في ملف اللغة { $path } خطأ في السطر { $line }.
# After a language that cannot be used (--language): the languages to choose from.
lang-choices = لغة مدمجة: { $codes }؛ أو مسار ملف لغة.

## anna clock, the talking clock without a game

# The keys of the clock are the Latin letters (k or s, p, a, h, q) wherever the keyboard has them.
clock-app-start = ساعة آنا، { $control }. تنتظر الساعة أول ضغطة مفتاح.
clock-app-keys = الأبيض: 1 أو السهم الأيسر، الأسود: 2 أو السهم الأيمن؛ مفتاحك ينهي نقلتك ويشغل ساعة خصمك. المسافة أو الإدخال: الأوقات، k: تقرير مختصر. p: إيقاف واستئناف. a: الحكم. h: المفاتيح. q أو Esc أو Ctrl+C: خروج، بعد سؤال.
clock-app-running = ساعة { $side }.
clock-app-other-key = لا وظيفة لهذا المفتاح؛ h يذكر المفاتيح.
clock-app-arbiter = الحكم: إضافة ثم الطرف والوقت، أو إنقاص ثم الطرف والوقت، أو ضبط ثم الوقتان ورقم النقلة، أو تراجع ثم رقم النقلة؛ مفتاح الإدخال ينفذ، ومفتاح الهروب يلغي.
clock-app-arbiter-usage = هكذا: إضافة أبيض 2:00، إنقاص أسود 1:00، ضبط 1:30:00 1:25:00 20، تراجع 15 أو تراجع 15 أبيض. a يبدأ من جديد.
clock-app-rewind = الحكم: تعود الساعتان إلى أوقاتهما { $plies ->
        [zero] في البداية
        [one] بعد نصف نقلة
        [two] بعد نصفي نقلة
        [few] بعد { $plies } أنصاف نقلات
       *[other] بعد { $plies } نصف نقلة
    }: الأبيض { $white }؛ الأسود { $black }.
clock-app-no-such-move = النقلة { $number } لم تلعب بعد على هذه الساعة. a يبدأ من جديد.
clock-app-paused = أوقفت الساعة.
clock-app-resumed = الساعة تعمل من جديد.
clock-app-is-paused = الساعة متوقفة؛ p: استئناف.
clock-app-not-started = الساعة لم تبدأ بعد.
clock-app-stopped = توقفت الساعة.
clock-app-goodbye = أغلقت الساعة.
clock-app-confirm-quit = أتغلق الساعة؟ تبقى الأوقات محفوظة، ويستأنفها الأمر (anna clock --resume). نعم أو لا، ثم الإدخال.
clock-app-goes-on = تستمر الساعة.
clock-app-arbiter-confirm = { $change } هل ينفذ؟ نعم أو لا، ثم الإدخال.
clock-app-continued = ساعة آنا، { $control }، استؤنفت.
clock-app-no-journal = لا ساعة لاستئنافها. (anna clock --time 5+3) يبدأ ساعة جديدة.
clock-app-journal-damaged = { $path } ليس سجل ساعة من آنا. (anna clock --time 5+3) يبدأ ساعة جديدة.
clock-app-journal-unwritable = لا يمكن كتابة سجل الساعة { $path }: { $reason }. تستمر الساعة، لكن الأوقات تضيع إذا توقف البرنامج فجأة.
clock-app-flag = { $side }: سقوط العلم.

## Setting up a game

setup-deaf-needs-assistant = اللاعب الكفيف الذي يلاعب لاعبا أصم يحتاج إلى مساعد (المادة د-2-11): الخيار (--assistant blind) أو (--assistant sighted).
setup-enterer-needs-assistant = النقلات التي يدخلها مساعد تحتاج إلى الخيار (--assistant).
setup-needs-blind-side = يحتاج هذا إلى لون اللاعب الكفيف: الخيار (--blind white) أو (--blind black).
setup-sighted-enters-blind = اللاعب المبصر لا يدخل نقلات اللاعب الكفيف.
setup-no-chess960 = لا يوجد وضع شطرنج 960 رقمه { $number }؛ الأرقام من 0 إلى { $max }.
setup-bad-fen = { $fen } ليس وضعا بصيغة FEN.
setup-illegal-fen = الوضع { $fen } ليس وضعا قانونيا.
setup-time-control = نظام الوقت { $control }: { $reason }
replay-no-setup = سجل المباراة لا يبدأ بإعداد مباراة.
replay-bad-record = القيد { $number } في سجل المباراة لا يتوافق مع المباراة: { $reason }
game-illegal-move = { $move } ليست نقلة قانونية.
game-no-such-ply = لا يوجد في المباراة نصف النقلة رقم { $number }.
status-result = { $result }.

## Time controls

tc-field-moves = عدد من النقلات
tc-field-minutes = وقت بالدقائق الكاملة (أو دقائق:ثوان، أو ساعات:دقائق:ثوان)
tc-field-seconds = وقت بالثواني الكاملة
tc-field-increment = زيادة بالثواني الكاملة
tc-field-delay = تأخير بالثواني الكاملة
tc-empty = لم يحدد نظام وقت؛ مثلا 90+30.
tc-none = { $text } يعني لا نظام وقت أو نظاما غير معروف؛ اكتب نظاما، مثلا 90+30.
tc-sandclock = الفترة { $period }: الساعة الرملية (*) غير مدعومة.
tc-empty-period = الفترة { $period } فارغة.
tc-missing = الفترة { $period }: ينقصها { $field }.
tc-not-a-number = الفترة { $period }: { $text } غير صالح، والمطلوب { $field }.
tc-too-large = الفترة { $period }: { $text } كبير جدا بالنسبة إلى { $field }.
tc-zero-moves = الفترة { $period }: تحتاج الفترة إلى نقلة واحدة على الأقل.
tc-zero-time = الفترة { $period } لا تعطي أي وقت.
tc-moves-missing = الفترة { $period } بلا عدد نقلات، لكن تليها فترة أخرى؛ والفترة الأخيرة وحدها هي لبقية المباراة.
tc-last-period-has-moves = للفترة الأخيرة ({ $period }) عدد محدد من النقلات ({ $moves })؛ أضف بعدها فترة لبقية المباراة.
tc-too-long-minutes = الفترة { $period }: { $text } دقيقة تزيد على عشر ساعات؛ فالوقت يحسب بالدقائق.
tc-too-long-seconds = الفترة { $period }: { $text } ثانية تزيد على عشر ساعات.
tc-increment-and-delay = للفترة { $period } زيادة وتأخير معا؛ اختر أحدهما.
tc-two-per-move = الفترة { $period }: بعد الزيادة أو التأخير يأتي «{ $text }»؛ ولا يكون إلا واحد منهما.
clock-not-started = لم تبدأ الساعة بعد.
clock-already-started = الساعة بدأت بالفعل.
clock-not-paused = الساعة ليست متوقفة.
clock-no-such-ply = سجل الساعة لا يحوي نصف النقلة رقم { $number }؛ عدد ما فيه { $logged }.
clock-refused = { $reason }

## Vocabularies

vocab-unknown = لا توجد مفردات { $name }: لا مفردات مدمجة بهذا الاسم ({ $codes }) ولا ملف.
vocab-unreadable = تعذرت قراءة المفردات { $name }.
vocab-syntax = في المفردات { $name } خطأ، السطر { $line }: { $detail }
vocab-phrase-length = المفردات { $name }: يجب أن يكون عدد كلمات { $detail } من 1 إلى { $max }.
vocab-two-meanings = المفردات { $name }: { $detail } سيحمل معنيين.
vocab-not-a-file = المفردات { $name }: { $detail } ليس عمودا من a إلى h.
vocab-not-a-rank = المفردات { $name }: { $detail } ليس صفا من 1 إلى 8.

## Devices

device-screen = الشاشة: تعمل.
device-speech = النطق: { $backend }.
device-braille-working = سطر برايل: متصل، { $cells ->
        [few] { $cells } خلايا
       *[other] { $cells } خلية
    }.
device-braille-waiting = سطر برايل: غير متصل، وتعاد المحاولة كل بضع ثوان.
speech-voice = صوت مسجل
speech-system = صوت النظام
speech-text = أسطر نصية
speech-off = مطفأ
braille-lost = انقطع سطر برايل؛ وتعاد المحاولة كل بضع ثوان.
braille-back = عاد سطر برايل متصلا.
braille-waiting = لا يمكن الوصول إلى أي سطر برايل؛ وآنا تواصل المحاولة.
braille-bad-table = جدول برايل { $table } غير صالح للاستخدام؛ ويعرض السطر النص بالجدول الخاص ببرنامج BRLTTY.

## Files

io-full = القرص ممتلئ
io-permission = لا توجد صلاحية للكتابة
io-not-found = الملف مفقود
io-invalid-data = الملف تالف
io-other = خطأ في القراءة أو الكتابة
journal-damage = سجل المباراة تالف: { $count ->
        [0] قيد لا يتوافق مع المباراة.
        [one] تعذرت قراءة السطر { $lines }.
       *[other] تعذرت قراءة الأسطر { $lines }.
    }
journal-gap = المباراة مفقودة ابتداء من النقلة { $number }، { $side }: يستعيدها الحكم من أوراق التسجيل، ويبقى باقي السجل محفوظا.
journal-gap-start = المباراة مفقودة من البداية: يستعيدها الحكم من أوراق التسجيل، ويبقى باقي السجل محفوظا.
journal-repeated = سجل المباراة تالف: السطر { $line } يحتوي القيد { $seq } مرة أخرى.
journal-moved = سجل المباراة تالف: السطر { $line } يحتوي القيد { $seq }، لكن هذا مكان القيد { $expected }، وهو في السطر { $at }.
journal-twice = سجل المباراة تالف: القيد { $seq } في السطر { $line } وأيضا في السطر { $other }.
journal-missing = سجل المباراة تالف: القيود من { $from } إلى { $to } مفقودة قبل السطر { $line }، وعددها { $count }.
journal-short = القيود الأخيرة مفقودة من سجل المباراة، وعددها { $count }{ $moves }؛ يحتوي الملف { $file } رقم آخرها.
journal-short-moves = { " " }(النقلات من { $from } إلى { $to })
journal-possibly-cut = ليس في آخر سجل المباراة قيد مغادرة أو نهاية للمباراة، ولا يذكر ملف { $file } رقم آخر قيد فيه: قد تكون قيود مفقودة من نهاية السجل.
journal-witness-differs = سجل المباراة لا يتوافق مع الملف { $file } عند القيد { $seq }: ليس هو السجل كما كان محفوظا.
journal-after-gap = بعد ذلك يحتوي السجل نقلات لم تلعب من هذا الوضع، وعددها { $count }: { $moves }.
resume-refused = { $damage } لا يمكن متابعة المباراة بهذا السجل. يستعيدها الحكم من أوراق التسجيل، ثم يعيد لعبها بالأمر (anna --pgn) مع ملف المباراة.
journal-repaired = { $damage } حفظت نسخة من السجل كاملا باسم { $copy }؛ وتستمر المباراة بكل القيود المقروءة.
journal-restored = سجل المباراة { $path } مفقود؛ تم الحفظ من جديد من المباراة، وتستمر المباراة.
journal-restored-replaced = في مكان سجل المباراة { $path } ملف آخر؛ حفظت نسخة من هذا الملف باسم { $copy }، ثم تم الحفظ من جديد من المباراة، وتستمر المباراة.
resumed-beat-future = آخر علامة حياة بعد الوقت الآن (هل الساعة صحيحة؟)؛ ولا يحسب الوقت بعد آخر قيد على أي طرف.
journal-locked = هذه المباراة مفتوحة بالفعل، في العملية { $pid }؛ ولن تفتح مرة ثانية.
journal-locked-unknown = هذه المباراة مفتوحة بالفعل في نسخة أخرى من آنا؛ ولن تفتح مرة ثانية.
journal-not-a-file = هذا ليس سجل مباراة: ليس ملفا عاديا، أو أنه كبير جدا.
resumed-unwitnessed = لا شاهد لهذه المباراة (.beat)؛ وكاتبها، العملية { $pid }، قد انتهى، وسلسلتها سليمة: فهي تستمر. أما هل ينقص شيء بعد آخر قيد فلا تستطيع آنا أن تراه؛ ويقارن الحكم بأوراق التسجيل.
resumed-after-crash = لم تنته آنا بشكل سليم. حسب وقت التفكير حتى آخر علامة حياة؛ ولا يتجاوز الوقت غير المحسوب { $seconds ->
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوان
       *[other] { $seconds } ثانية
    }.
resumed-last = آخر ما أعلن: { $number } { $move }.
resume-list-unreadable = { $name }: تعذرت القراءة: { $reason }
journal-unreadable = تعذرت قراءة سجل المباراة: { $reason }.
games-no-home = لم يضبط XDG_DATA_HOME ولا HOME: لا مكان لحفظ المباريات.
games-no-such-game = لا توجد مباراة { $name }. الأمر (anna resume --list) يعرض المباريات.
brf-too-narrow = تحتاج صفحة برايل إلى 10 خلايا في السطر على الأقل، لا { $number }.
score-closing-code = رمز الختام: ({ $code })
brf-too-short = تحتاج صفحة برايل إلى 3 أسطر على الأقل، لا { $number }.
brf-table-failed = جدول برايل { $table } غير صالح للاستخدام.
pgn-incorrect-claim = طالب { $side } بالتعادل ({ $kind })؛ مطالبة غير صحيحة (المادة 9-5-3)
pgn-termination = { $reason } (المادة { $article })
pgn-termination-result = { $result }: { $reason } (المادة { $article })
pgn-termination-no-article = { $result }: { $reason }
pgn-warning = إنذار { $side-color ->
        [white] للأبيض
       *[black] للأسود
    } (المادة 12-9-1)
pgn-warning-reason = { $warning }: { $reason }
pgn-warning-after = إنذار { $side-color ->
        [white] للأبيض
       *[black] للأسود
    } بعد المباراة (المادة 12-9-1)
pgn-io = تعذرت قراءة ملف PGN: { $reason }
pgn-no-game = لا يحتوي ملف PGN على أي مباراة.
pgn-bad-fen = وسم FEN ليس وضعا قانونيا: { $fen }
pgn-illegal-move-white = النقلة { $number }. { $move } غير قانونية في هذا الوضع.
pgn-illegal-move-black = النقلة { $number }. … { $move } غير قانونية في هذا الوضع.
config-unreadable = تعذرت قراءة ملف الإعدادات { $path }: { $reason }.
config-invalid = ملف الإعدادات { $path }، السطر { $line }: { $detail }
config-unknown-key = { $word } ليس مفتاحًا في الإعدادات؛ لعلّ المقصود { $nearest }.
config-unknown-key-none = { $word } ليس مفتاحًا في الإعدادات؛ المفاتيح مذكورة في الدليل تحت «الإعدادات».
config-unknown-value = { $word } لا يصلح هنا؛ لعلّ المقصود { $nearest }.
config-unknown-value-list = { $word } لا يصلح هنا؛ الممكن: { $valid }.
config-out-of-range = يجب أن يكون { $key } من { $min } إلى { $max }.
board-too-small = الطرفية أصغر من أن تتسع للرقعة: { $width }×{ $height }، والمطلوب { $need-width }×{ $need-height }.
board-too-narrow = الطرفية أضيق من أن تتسع للرقعة: { $width } عمودًا، والمطلوب { $need-width }.
board-too-low = الطرفية أقصر من أن تتسع للرقعة: { $height } سطرًا، والمطلوب { $need-height }.
board-more = الأسطر { $first }–{ $last } من { $total }؛ للتقليب: مفتاحا الصفحة التالية والصفحة السابقة.
board-more-short = { $first }–{ $last } من { $total }، التالية/السابقة
board-more-numbers = { $first }–{ $last }/{ $total }

## The command line

write-failed = فشلت الكتابة: { $reason }.
input-failed = تعذرت قراءة المدخلات: { $reason }.
line-too-long = السطر طويل جدا (أكثر من { $limit } بايت) ولم يقرأ.
file-not-regular = { $path } ليس ملفا عاديا (بل مجلد أو جهاز أو أنبوب) ولن يقرأ.
file-too-large = { $path } أكبر من { $megabytes } ميغابايت ولن يقرأ.
file-unreadable = تعذرت قراءة { $path }: { $reason }.
pgn-continued = { $plies ->
        [zero] لم يؤخذ أي نصف نقلة من { $file }.
        [one] تم أخذ نصف نقلة من { $file }.
        [two] تم أخذ نصفي نقلة من { $file }.
        [few] تم أخذ { $plies } أنصاف نقلات من { $file }.
       *[other] تم أخذ { $plies } نصف نقلة من { $file }.
    }
pgn-no-such-game = لا توجد في { $path } مباراة رقمها { $number }.
pgn-unreadable = تعذرت قراءة ملف PGN { $path }: { $reason }
say-bad-move = النقلة { $number } ({ $text }): { $reason }
say-game = المباراة { $number }: { $white } – { $black }
say-game-unnamed = المباراة { $number }
fen-or-chess960 = إما الخيار (--fen) أو الخيار (--chess960)، لا كلاهما.
check-none = لا توجد مباريات.
check-intact = { $name }: سليم، { $records ->
        [zero] بلا قيود
        [one] قيد واحد
        [two] قيدان
        [few] { $records } قيود
        [many] { $records } قيدا
       *[other] { $records } قيد
    }، { $plies ->
        [zero] بلا نقلات
        [one] نصف نقلة
        [two] نصفا نقلة
        [few] { $plies } أنصاف نقلات
       *[other] { $plies } نصف نقلة
    }.
check-damaged = { $name }: تالف، { $records ->
        [zero] بلا قيود مقروءة
        [one] قيد واحد مقروء
        [two] قيدان مقروءان
        [few] { $records } قيود مقروءة
        [many] { $records } قيدا مقروءا
       *[other] { $records } قيد مقروء
    }. { $damage }
check-unreadable = { $name }: تعذرت القراءة: { $reason }
code-matches = { $name }: رمز الختام مطابق: السجل هو المباراة التي أعطي لها الرمز، حتى القيد رقم { $record } (عدد أنصاف النقلات: { $plies }).{ $after ->
        [0] {""}
       *[other] {" "}وبعده قيود أخرى عددها { $after }.
    }
code-differs = { $name }: رمز الختام غير مطابق. هذا السجل ليس المباراة التي أعطي لها الرمز: فقد قُصّ أو أعيد ترتيبه أو غُيّر، أو أن الرمز لمباراة أخرى.
code-cannot-tell = { $name }: لا يمكن الحكم بمطابقة رمز الختام، لأن السجل تالف: { $damage }
code-unusable = هذا ليس رمز ختام: { $reason }
code-bad-length = في رمز الختام { $length } محرفا، وفي هذا { $found }؛ ولا تحسب المسافات والشرطات.
code-bad-character = «{ $found }» لا يرد في أي رمز ختام: فيه الأرقام والحروف اللاتينية من A إلى Z فقط، عدا I و L و O و U.
code-bad-check = نُسخ أحد المحارف خطأ: المحرف الأخير لا يوافق البقية. يرجى قراءة الرمز على ورقة النتيجة مرة أخرى.
resume-none = لا توجد مباراة معلقة.
resume-list-game = { $name }: { $white } – { $black }، { $date }، { $number ->
        [zero] بلا نقلات
        [one] نصف نقلة
        [two] نصفا نقلة
        [few] { $number } أنصاف نقلات
       *[other] { $number } نصف نقلة
    }، دور { $side }
clock-app-needs-control = تحتاج الساعة إلى نظام وقت، لا off.
cli-unknown-argument = لا تعرف آنا ({ $arg }).
cli-unknown-command = لا تعرف آنا الأمر ({ $name }).
cli-invalid-value = القيمة ({ $value }) لا تصلح للخيار ({ $arg })؛ الممكن: { $valid }.
cli-invalid-value-any = القيمة ({ $value }) لا تصلح للخيار ({ $arg }).
cli-missing-argument = ينقص ({ $arg }).
cli-conflict = لا يمكن استعمال ({ $arg }) و({ $other }) معا.
cli-missing-command = ينقص أمر هنا.
cli-usage = لا تفهم آنا سطر الأوامر هذا.
cli-help-hint = الأمر (anna --help) يعرض الخيارات.
batch-no-tab = لا يوجد حرف جدولة: السطر وضع بصيغة FEN، ثم حرف جدولة، ثم النقلة.
batch-not-text = هذا السطر ليس نصا بترميز UTF-8.

## Speech: which voice speaks, failures

speech-using = النطق: { $backend }. { $skipped }
speech-skipped = تم تخطي { $backend }: { $reason }.
speech-fell-back = تعطل { $from }: { $reason }. { $skipped } النطق الآن: { $to }.
speech-returned = عاد النطق: { $backend }.
speech-audio-errors = { $count ->
        [one] خطأ في إخراج الصوت: { $problem }.
        [two] خطآن في إخراج الصوت، آخرهما: { $problem }.
        [few] { $count } أخطاء في إخراج الصوت، آخرها: { $problem }.
       *[other] { $count } خطأ في إخراج الصوت، آخرها: { $problem }.
    }
speech-bad-clip = حزمة الأصوات: { $problem }؛ وتنطق الكلمة حرفا حرفا.
clip-too-large = أكبر من { $megabytes } ميغابايت، كبير جدا على كلمة واحدة
fault-daemon-gone = برنامج speech-dispatcher لا يعمل
fault-timeout = برنامج speech-dispatcher لا يجيب ({ $call })
fault-not-begun = قبل برنامج speech-dispatcher النص لكنه لم ينطقه
fault-no-audio = برنامج speech-dispatcher ينطق، لكن لا يخرج صوت
fault-refused = رفض برنامج speech-dispatcher الطلب ({ $call })
fault-no-callbacks = صوت النظام لا يبلغ متى ينتهي
fault-no-device = تعذر فتح جهاز الصوت { $device }
fault-unknown-device = لا يوجد جهاز صوت { $device }؛ الموجود: { $available }
fault-device-gone = تعطل جهاز الصوت { $device }
fault-thread-stopped = توقف النطق عن العمل
fault-unavailable = غير متاح
fault-no-voice-pack = لا توجد حزمة أصوات للغة { $language }
fault-bad-pack = حزمة الأصوات { $dir } غير صالحة للاستخدام: { $problems }
call-connect = الاتصال
call-speak = النطق
call-stop = الإيقاف
call-settings = الإعدادات
audio-alsa-error = أبلغ نظام ALSA عن خطأ في { $function }
audio-underrun = نفد الصوت من جهاز الصوت { $device }
audio-disturbed = حدث اضطراب في جهاز الصوت { $device }
audio-broken = توقف جهاز الصوت { $device }

## anna sync: comparing two score sheets and boards (Appendix D.2.9)

# "ours" and "theirs" are the names of the two sheets and boards on the command line.
sheet-move-error = { $sheet }، النقلة { $number } ({ $side }): «{ $text }»: { $reason }
sheet-error = { $sheet }: { $reason }
# The sheet an error of `anna sync` is about, at the start of the sentence.
sync-sheet-name = { $sheet ->
        [ours] ورقة تسجيل اللاعب الكفيف
       *[theirs] ورقة تسجيل الخصم
    }
sync-starts-differ = ورقة تسجيل اللاعب الكفيف وورقة تسجيل الخصم تبدآن من وضعين مختلفين.
sync-agree = ورقتا التسجيل متطابقتان (أنصاف النقلات: { $plies }).
sync-lagging = لا يزال نصف النقلة الأخير ناقصا في { $sheet ->
        [ours] ورقة تسجيل اللاعب الكفيف
       *[theirs] ورقة تسجيل الخصم
    }، النقلة { $number }، { $side }: { $move }. على الأرجح لم يكتب بعد، ويعد ملعوبا.
sync-differ = ورقتا التسجيل مختلفتان.
sync-first-difference = أول اختلاف عند النقلة { $number }، { $side }: ورقة تسجيل اللاعب الكفيف { $ours }؛ ورقة تسجيل الخصم { $theirs }.
# A move with its SAN in the vocabulary's letters: "Springer Felix drei (Sf3)".
sync-move = { $words } ({ $san })
sync-no-move = لا نقلة
sync-longer = في { $sheet ->
        [ours] ورقة تسجيل اللاعب الكفيف
       *[theirs] ورقة تسجيل الخصم
    } { $n ->
        [one] نصف نقلة إضافي واحد
       *[other] أنصاف نقلات زائدة عددها { $n }
    }.
sync-last-agreement = آخر تطابق: النقلة { $number }، { $side }: { $move }.
sync-no-agreement = ورقتا التسجيل مختلفتان منذ نصف النقلة الأول.
sync-position-after = يجب أن تعرض الرقعتان الوضع بعد النقلة { $number }، { $side }؛ والدور على { $to_move }.
sync-position-start = يجب أن تعرض الرقعتان الوضع الابتدائي؛ والدور على { $to_move }.
sync-position-sheets = يجب أن تعرض الرقعتان وضع ورقتي التسجيل؛ والدور على { $to_move }.
sync-fen = FEN: { $fen }
sync-ranks-heading = الوضع، صفا صفا:
sync-board-not-given = { $sheet ->
        [ours] رقعة اللاعب الكفيف
       *[theirs] رقعة الخصم
    } غير محددة: يفترض أنها تعرض وضع ورقة تسجيلها.
sync-board-right = { $sheet ->
        [ours] رقعة اللاعب الكفيف
       *[theirs] رقعة الخصم
    } صحيحة.
sync-board-fix = صحح { $sheet ->
        [ours] رقعة اللاعب الكفيف
       *[theirs] رقعة الخصم
    }:
sync-culprit-one = { $sheet ->
        [ours] رقعة اللاعب الكفيف
       *[theirs] رقعة الخصم
    } تختلف عن ورقتي التسجيل: من كتب النقلة الصحيحة ولعب غيرها يصحح رقعته (المادة د-2-9).
sync-culprit-both = الرقعتان كلتاهما تختلفان عن ورقتي التسجيل.
sync-culprit-none = الرقعتان كلتاهما تعرضان وضع ورقتي التسجيل.
sync-no-boards = لم تحدد أي رقعة: مع الخيارين (--board-ours) و(--board-theirs) تقول آنا أي رقعة تختلف.
sync-clocks-unchanged = لا تعدل الساعتان.
sync-clock-set = اضبط الساعتين كما بعد النقلة { $number }، { $side }: { $w } { $white }، { $b } { $black }. النقلات الملعوبة: { $w } { $wm }، { $b } { $bm }.
sync-clock-set-start = اضبط الساعتين كما في البداية: { $w } { $white }، { $b } { $black }.
sync-no-game = دون الخيار (--game) لا توجد أوقات مسجلة: يضبط الحكم الساعتين بحسب تقديره (المادة 7-1).
sync-no-clock = المباراة في السجل بلا ساعة: يضبط الحكم الساعتين بحسب تقديره (المادة 7-1).
sync-log-short = سجل الساعة لا يصل إلا إلى نصف النقلة { $n }: يضبط الحكم الساعتين بحسب تقديره (المادة 7-1).
sync-journal-damaged = تنبيه: سجل المباراة تالف؛ وتقارن قيوده المقروءة.
sync-journal-differs = تنبيه: سجل المباراة يختلف عن ورقتي التسجيل عند نصف النقلة { $n }.
# A step of a correction as a sentence of its own, with a full stop.
sync-correction-sentence = { $step }.
sync-correction-move = { $piece } من { $from } إلى { $to }
sync-correction-remove = أزل { $piece } من { $square }
sync-correction-place = ضع { $piece } على { $square }
sync-board-error = { $sheet ->
        [ours] رقعة اللاعب الكفيف
       *[theirs] رقعة الخصم
    }: { $problem }
board-text-unknown-word = «{ $word }» ليست قطعة ولا مربعا ولا طرفا.
board-text-square-twice = المربع { $square } مذكور مرتين.
board-text-bad-fen = «{ $word }» ليس وضعا بصيغة FEN.
board-text-empty = لم تذكر أي قطع.
board-text-no-square = ينقص المربع بعد «{ $word }».
sheet-too-large = ورقة التسجيل أكبر من { $bytes } بايت.
# The piece to place: "White's knight", as colored-piece ($role is not needed, see there).
sync-placed-piece = { $name } { $color ->
        [white] الأبيض
       *[black] الأسود
    }
sync-removed-piece = { $name }
sync-empty = فارغ

## Speech and voice packs

# (The sentences of speech and anna voices go here.)

## Voice packs: anna voices (check, record, say)

pack-problems = { $problems }
pack-no-manifest = تعذرت قراءة { $path }: { $reason }
pack-bad-manifest = في الملف (manifest.toml)، السطر { $line }: { $detail }
pack-no-folder = تعذر فتح المجلد { $path }: { $reason }
pack-zero-format = يجب أن تكون قيمتا sample_rate و channels أكبر من صفر
pack-bad-language = القيمة (language = "{ $code }") (عدد المحارف: { $length }) ليست رمز لغة: المسموح حروف لاتينية وأرقام و(-) و(_) فقط، تبدأ بحرف أو رقم، ولا تزيد على { $max } محرفا؛ فباسمها تُثبّت الحزمة
pack-bad-entry = يحوي الأرشيف «{ $name }»، وهو ليس اسما بسيطا داخل الحزمة (مسار يؤدي إلى الخارج، أو مسار مطلق، أو اسم فيه محارف تحكم)؛ ولا تُستعمل حزمة كهذه
pack-not-a-file = { $path } ليس مجلدا ولا ملفا
pack-not-a-pack = { $path } ليس ملف حزمة أصوات (أرشيف ZIP فيه manifest.toml): { $detail }
pack-opus-rate = القيمة (sample_rate) { $rate }: تفك مقاطع Opus بتردد 8000 أو 12000 أو 16000 أو 24000 أو 48000 هرتز
pack-bad-word-key = { $place }: المفتاح كلمة واحدة بحروف صغيرة، من الحروف فقط
pack-bad-letter-key = { $place }: المفتاح حرف واحد
pack-clip = { $place }: { $problem }
clip-no-file = لم يحدد أي ملف
clip-absolute = مسار مطلق؛ حدد ملفا داخل مجلد الحزمة
clip-leads-out = «..» يؤدي إلى خارج مجلد الحزمة
clip-not-plain = ليس اسما بسيطا: فيه محرف تحكم أو شرطة مائلة عكسية أو جزء فارغ (//)
clip-link-leads-out = رابط رمزي يؤدي إلى خارج مجلد الحزمة
clip-missing = الملف مفقود
clip-not-a-file = ليس ملفا
clip-not-wav = ليس ملف WAV ({ $detail })
clip-not-opus = ليس مقطع Ogg Opus ({ $detail })
clip-damaged = تالف في ملف الحزمة ({ $detail })
clip-channels = { $channels ->
        [one] قناة واحدة
        [two] قناتان
        [few] { $channels } قنوات
       *[other] { $channels } قناة
    }؛ والبيان يحدد { $declared }
clip-format = { $rate } هرتز، { $channels ->
        [one] قناة واحدة
        [two] قناتان
        [few] { $channels } قنوات
       *[other] { $channels } قناة
    }، { $bits } بت { $float ->
        [float] بفاصلة عائمة
       *[int] بأعداد صحيحة
    }؛ والبيان يحدد { $declared_rate } هرتز، { $declared_channels ->
        [one] قناة واحدة
        [two] قناتين
        [few] { $declared_channels } قنوات
       *[other] { $declared_channels } قناة
    }، { $declared }
clip-empty = المقطع فارغ
clip-error = { $path }: { $problem }
voices-in-pack = { $dir }: { $problem }
voices-no-clip = لا يوجد مقطع للكلمة «{ $word }»
voices-no-letter = لا يوجد مقطع للحرف { $letter }
voices-summary = { $dir }: { $words ->
        [one] كلمة واحدة
        [two] كلمتان
        [few] { $words } كلمات
       *[other] { $words } كلمة
    }، { $letters ->
        [one] حرف واحد
        [two] حرفان
        [few] { $letters } أحرف
        [many] { $letters } حرفا
       *[other] { $letters } حرف
    }، { $rate } هرتز؛ { $problems ->
        [0] { $missing ->
            [0] مكتملة
           *[other] ينقصها { $missing }
        }
       *[other] { $problems ->
            [one] مشكلة واحدة
            [two] مشكلتان
            [few] { $problems } مشكلات
           *[other] { $problems } مشكلة
        }، وينقصها { $missing }
    } لمفردات { $vocab }.
voices-list-folder = { $dir }:
voices-list-pack = { $name }: { $kind ->
        [file] ملف حزمة
       *[folder] مجلد مقاطع
    }، اللغة { $language }، { $count ->
        [0] غير مكتملة لأي مفردات
       *[other] مكتملة للمفردات { $vocabs }
    }.
voices-list-broken = { $name }: { $problem }
voices-packed = { $file }: { $clips ->
        [one] مقطع واحد
        [two] مقطعان
        [few] { $clips } مقاطع
        [many] { $clips } مقطعا
       *[other] { $clips } مقطع
    }، { $size } ميغابايت (كانت المقاطع { $before } ميغابايت).
voices-installed = ثبتت الحزمة في { $file } للمفردات { $code }{ $replaced ->
        [yes] ، بدلا من الحزمة التي كانت هناك
       *[no] {""}
    }.{ $missing ->
        [0] {""}
        [one] {" "}تنقص كلمة واحدة، ويتهجاها آنا.
       [two] {" "}تنقص كلمتان، ويتهجاهما آنا.
        [few] {" "}تنقص { $missing } كلمات، ويتهجاها آنا.
       *[other] {" "}تنقص { $missing } كلمة، ويتهجاها آنا.
    }
voices-no-data-home = لا يوجد مجلد بيانات للتثبيت فيه: عيّن HOME أو XDG_DATA_HOME.
voices-list-none = لم يعثر على أي حزمة أصوات؛ تم البحث في: { $dirs }.
voices-none-for = لم يعثر على حزمة أصوات للغة { $code }؛ الأمر (anna voices list) يعرض أين تبحث آنا.
voices-spelled = ليست في الحزمة، لذا نطقت حرفا حرفا: { $words }.
voices-not-finished = لم تشغل العبارة حتى نهايتها.
voices-cannot-create = تعذر إنشاء { $path }: { $reason }.
voices-cannot-write = تعذرت الكتابة في { $path }: { $detail }.
voices-other-format = التسجيل يضيف مقاطع أحادية القناة بدقة 16 بت؛ وهذه الحزمة بتنسيق آخر.
# The keys typed (then Enter) while recording: ت to skip (تخط), ق to stop (قف).
record-skip-key = ت
record-stop-key = ق
record-intro = { $count ->
        [one] كلمة واحدة
        [two] كلمتان
        [few] { $count } كلمات
       *[other] { $count } كلمة
    } للتسجيل في { $dir }. لكل كلمة: انطقها، ثم اضغط مفتاح الإدخال. { $skip } ثم الإدخال يتخطى الكلمة، و{ $stop } ثم الإدخال يوقف التسجيل؛ ويمكن متابعة التسجيل لاحقا.
record-letter = الحرف { $letter }
record-prompt = [{ $index }/{ $total }] { $word } …
record-stopped = تم الإيقاف.
record-skipped = تم التخطي.
record-nothing = لم يسمع شيء؛ مرة أخرى.
record-length = { $seconds ->
        [one] ثانية واحدة.
        [two] ثانيتان.
        [few] { $seconds } ثوان.
       *[other] { $seconds } ثانية.
    }
record-done = تم تسجيل { $recorded }؛ وما زال ينقص { $missing } (anna voices check { $dir }).
mic-none = لا يوجد ميكروفون (لا جهاز إدخال افتراضي).
mic-failed = تعذر استعمال الميكروفون: { $detail }.
mic-format = يعطي الميكروفون العينات بتنسيق { $format }، ولا تستطيع آنا التسجيل به.
mic-lost = ضاع التسجيل.

## material

# The value is counted in pawns, with the native word بيدق; the pieces are named by their
# native words, as the conversation's own language (German says Dame, Turm … here).
material = { $white_side }: { $white }. { $black_side }: { $black }. { $diff ->
        [0] المادة متعادلة.
       *[other] { $leader } متفوق بما قيمته { $diff ->
            [one] بيدق واحد
            [two] بيدقان
            [few] { $diff } بيادق
            [many] { $diff } بيدقا
           *[other] { $diff } بيدق
        }.
    }
material-piece = { $role ->
        [queen] { $n ->
            [one] وزير واحد
            [two] وزيران
            [3] ثلاثة وزراء
            [4] أربعة وزراء
            [5] خمسة وزراء
            [6] ستة وزراء
            [7] سبعة وزراء
            [8] ثمانية وزراء
            [9] تسعة وزراء
            [10] عشرة وزراء
           *[other] { $n } وزراء
        }
        [rook] { $n ->
            [one] رخ واحد
            [two] رخان
            [3] ثلاثة رخاخ
            [4] أربعة رخاخ
            [5] خمسة رخاخ
            [6] ستة رخاخ
            [7] سبعة رخاخ
            [8] ثمانية رخاخ
            [9] تسعة رخاخ
            [10] عشرة رخاخ
           *[other] { $n } رخاخ
        }
        [bishop] { $n ->
            [one] فيل واحد
            [two] فيلان
            [3] ثلاثة أفيال
            [4] أربعة أفيال
            [5] خمسة أفيال
            [6] ستة أفيال
            [7] سبعة أفيال
            [8] ثمانية أفيال
            [9] تسعة أفيال
            [10] عشرة أفيال
           *[other] { $n } أفيال
        }
        [knight] { $n ->
            [one] حصان واحد
            [two] حصانان
            [3] ثلاثة أحصنة
            [4] أربعة أحصنة
            [5] خمسة أحصنة
            [6] ستة أحصنة
            [7] سبعة أحصنة
            [8] ثمانية أحصنة
            [9] تسعة أحصنة
            [10] عشرة أحصنة
           *[other] { $n } أحصنة
        }
       *[pawn] { $n ->
            [one] بيدق واحد
            [two] بيدقان
            [3] ثلاثة بيادق
            [4] أربعة بيادق
            [5] خمسة بيادق
            [6] ستة بيادق
            [7] سبعة بيادق
            [8] ثمانية بيادق
            [9] تسعة بيادق
            [10] عشرة بيادق
           *[other] { $n } بيادق
        }
    }
material-king-only = الملك وحده

## Training with an engine (never in a tournament, Article 11.3)

# The engine (المحرك) is masculine. A strength is said after the side: "يلعب بالأبيض، بمستوى
# مبتدئ", so each strength-* begins with ب.
engine-welcome = { $name } يلعب ب{ $side }، { $strength }.
strength-beginner = بمستوى مبتدئ
strength-elo = بمستوى يقارب { $elo } إيلو
strength-full = بكامل قوته
bad-strength = { $word } ليس مستوى لعب: (beginner)، أو تصنيف إيلو من { $min } إلى { $max } مثل 1500، أو (max).
setup-engine-tournament = لا يلعب أي محرك في مباراة البطولة (المادة 11-3).
setup-engine-online = لا يلعب أي محرك في مباراة على الإنترنت.
setup-confirm-moves-online = لا تُقرأ النقلات للتأكيد خارج البطولة إلا في مباراة على الإنترنت (--confirm-moves).
engine-tournament = لا مساعدة من المحرك في مباراة البطولة (المادة 11-3).
engine-to-move = { $side } هو المحرك، وهو يفكر الآن.
engine-busy = المحرك يفكر في نقلته؛ اسأل من جديد بعد أن يلعبها.
engine-none = لا يوجد محرك في هذه المباراة.
engine-no-move = لا نقلة لدى المحرك.
engine-cannot-start = تعذر تشغيل المحرك { $path }: { $reason }. لاختيار محرك آخر: الخيار (--engine-path).
# engine-gone, engine-hung and engine-unreadable are the reason inside engine-down ("تعطل
# المحرك: لا يجيب.") and engine-restarted ("تعطل المحرك (لا يجيب) وأعيد تشغيله.").
engine-gone = انتهت عمليته
engine-hung = لا يجيب
engine-unreadable = جوابه «{ $text }» ليس نقلة
engine-restarted = تعطل المحرك ({ $reason }) وأعيد تشغيله.
engine-flood = يكتب بلا نهاية
engine-stopped = توقف المحرك: تعطل من جديد بعد إعادة تشغيله ({ $reason })، والمباراة محفوظة.
engine-way-on = ساعته متوقفة. للمتابعة: محرك جديدة لإعادة تشغيله، أو محرك نتيجة 1-0 أو 0-1 أو تعادل لإنهاء المباراة بوصفها مباراة تدريبية بهذه النتيجة.
engine-way-on-hints = الأمر محرك جديدة يعيد تشغيله.
engine-off = المحرك متوقف.
engine-running = المحرك يعمل؛ لا يعاد تشغيل إلا المحرك المتوقف.
engine-restarted-by-player = أعيد تشغيل المحرك، والمباراة مستمرة.
engine-result-running = لا تحدد النتيجة بهذا الأمر إلا إذا توقف المحرك؛ وإلا فالاستسلام أو التعادل.
engine-usage = محرك جديدة يعيد تشغيل محرك متوقف؛ محرك نتيجة 1-0 أو 0-1 أو تعادل ينهي المباراة معه.
engine-eval-so-far = المحرك ما زال يفكر؛ تقديره حتى الآن: { $eval }
engine-busy-for = المحرك يفكر في نقلته { $time } لا أكثر؛ اسأل من جديد بعد أن يلعبها.
engine-long-think = سيطول تفكير المحرك في هذه النقلة: { $time } على الأكثر.
hint = تلميح: { $move }.
threat = { $side } يهدد بالنقلة { $move }.
threat-in-check = ملك { $side } تحت الكش.
# بيدق is masculine, so the numbers before it take the forms with teh marbuta (ثلاثة بيادق،
# أحد عشر بيدقا); the number words of this file ($words) are the feminine ones of the clock,
# so the counts up to nineteen are written out here, and beyond them the sentence says
# "twenty pawns or more" (the exact figure is what تقييم دقيق adds).
eval = { $band ->
        [equal] الوضع متعادل تقريبا.
        [slight] وضع { $side } أفضل قليلا.
       *[other] وضع { $side } { $band ->
            [clear] أفضل بوضوح
           *[winning] رابح
        }، بفارق يقارب { $pawns ->
            [one] بيدقا واحدا.
            [two] بيدقين.
            [3] ثلاثة بيادق.
            [4] أربعة بيادق.
            [5] خمسة بيادق.
            [6] ستة بيادق.
            [7] سبعة بيادق.
            [8] ثمانية بيادق.
            [9] تسعة بيادق.
            [10] عشرة بيادق.
            [11] أحد عشر بيدقا.
            [12] اثني عشر بيدقا.
            [13] ثلاثة عشر بيدقا.
            [14] أربعة عشر بيدقا.
            [15] خمسة عشر بيدقا.
            [16] ستة عشر بيدقا.
            [17] سبعة عشر بيدقا.
            [18] ثمانية عشر بيدقا.
            [19] تسعة عشر بيدقا.
           *[other] عشرين بيدقا أو أكثر.
        }
    }
# نقلة is feminine, like the clock's nouns: $words fits here. From eleven on the number is the
# predicate of عددها, where its words stand in the nominative they are made in (after في,
# "وعشرون" would have to be "وعشرين").
eval-mate = { $n ->
        [one] لدى { $side } كش مات في النقلة التالية.
        [two] لدى { $side } كش مات في نقلتين.
        [few] لدى { $side } كش مات في { $words } نقلات.
       *[other] لدى { $side } كش مات في نقلات عددها { $words }.
    }
eval-exact = { $words } التقييم: { $figure }.

## Stepping through a game (anna review)

# A move of the game as heard when stepping. $verdict: none (not analysed), good (said as the
# move alone), inaccuracy, mistake, blunder. خطأ is masculine, نقلة feminine.
review-move = { $number } { $move }{ $verdict ->
        [good] {""}
        [inaccuracy] ، غير دقيقة
        [mistake] ، خطأ
        [blunder] ، خطأ فادح
       *[none] {""}
    }.
review-better = الأفضل: { $move }.
review-mate-allowed = الآن لا يمكن منع كش مات.
review-mate-missed = فاتت فرصة كش مات إجباري.
review-start = الوضع الابتدائي، دور { $side }.
review-at-start = هذا هو الوضع الابتدائي بالفعل.
review-at-end = هذه نهاية المباراة بالفعل.
review-no-such-move = لا توجد في هذه المباراة نقلة رقمها { $number }.
# The side is the subject ("لم يلعب الأبيض"): "للأبيض" cannot be formed from the side's word.
review-no-such-move-side = لم يلعب { $side } في هذه المباراة نقلة رقمها { $number }.
review-no-mistake = { $direction ->
        [previous] لا أخطاء قبل هذا الموضع.
       *[next] لا أخطاء بعد هذا الموضع.
    }
review-no-mistake-side = { $direction ->
        [previous] لم يرتكب { $side } أي خطأ قبل هذا الموضع.
       *[next] لم يرتكب { $side } أي خطأ بعد هذا الموضع.
    }
review-not-analysed = لم تحلل المباراة.
# $accuracy: accuracy in percent as on Lichess, -1 unless every move is analysed. An inaccuracy
# is "نقلة غير دقيقة" (feminine); خطأ (plural أخطاء) is masculine, and from eleven to ninety-nine
# its adjective takes the accusative (أحد عشر خطأ فادحا).
review-summary-side = { $side }: { $inaccuracies ->
        [zero] لا نقلات غير دقيقة
        [one] نقلة غير دقيقة واحدة
        [two] نقلتان غير دقيقتين
        [few] { $inaccuracies } نقلات غير دقيقة
       *[other] { $inaccuracies } نقلة غير دقيقة
    }، { $mistakes ->
        [zero] لا أخطاء
        [one] خطأ واحد
        [two] خطآن
        [few] { $mistakes } أخطاء
       *[other] { $mistakes } خطأ
    }، { $blunders ->
        [zero] لا أخطاء فادحة
        [one] خطأ فادح واحد
        [two] خطآن فادحان
        [few] { $blunders } أخطاء فادحة
        [many] { $blunders } خطأ فادحا
       *[other] { $blunders } خطأ فادح
    }{ $accuracy ->
        [-1] {""}
       *[other] ، والدقة { $accuracy } بالمئة
    }.

review-ready = مراجعة: { $white } ضد { $black }، { $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
       *[other] { $moves } نقلة
    }. مفتاح الإدخال أو تقدم: النقلة التالية؛ ومساعدة تشرح كل شيء.
# "من الأوضاع" keeps the noun apart from the number, as dead-unknown does.
review-analysing = يحلل المحرك المباراة: { $positions } من الأوضاع، وهذا يستغرق بعض الوقت.
review-progress = الأوضاع المحللة: { $done } من { $total }.
review-no-engine = مراجعة دون تقييم: { $reason }
review-not-stored = لم يحفظ التحليل: { $reason }.
review-no-game = لا توجد بعد مباراة لمراجعتها؛ الأمر (anna) يبدأ واحدة.
export-no-game = لا توجد بعد مباراة لتصديرها؛ الأمر (anna) يبدأ واحدة.
review-tournament = لا تحليل في البطولة ما دامت المباراة جارية (المادة 11-3).
review-after-game = يأتي التحليل بعد انتهاء المباراة: تحليل.
review-read-only = لا تلعب نقلات في المراجعة. تقدم، تراجع، انتقال ورقم نقلة؛ وخروج يغادر المراجعة.
# One line of anna review --pgn FILE --list.
review-list-game = { $number }. { $white } – { $black }، { $result }، { $event }، { $date }
# The word for "previous" comes first and خطأ after it ("رجوع إلى خطأ الأسود"); خطأ alone is
# the next mistake.
review-help =
    المراجعة: مفتاح الإدخال أو تقدم أو التالي: النقلة التالية؛ تراجع أو السابق: النقلة السابقة؛ بداية، نهاية، انتقال ورقم نقلة، مثلا انتقال 23 الأسود.
    خطأ: الخطأ التالي، ورجوع إلى خطأ: الخطأ السابق، ولطرف واحد أيضا: خطأ الأبيض، رجوع إلى خطأ الأسود؛ ملخص: حصيلة الطرفين.
    وقراءة الوضع كما في المباراة: رقعة، قطع، مربع، صف، عمود، هجوم، نقلات، قائمة؛ تلميح، تقييم، تهديد. خروج يغادر المراجعة.
help-review = { review-help }
help-analyse = تحليل: بعد انتهاء المباراة، تحليل المحرك لها ثم مراجعتها نقلة نقلة. غير متاح في البطولات.

## The commands of a review

cmd-analyse = تحليل
    .aliases = التحليل حلل مراجعة مراجعه المراجعة
cmd-forward = تقدم
    .aliases = قدما أمام امام
cmd-start = بداية
    .aliases = بدايه البداية البدايه
cmd-end = نهاية
    .aliases = نهايه النهاية النهايه
cmd-goto = انتقال
    .aliases = انتقل اذهب
cmd-next = التالي
    .aliases = تالي التالية التاليه
cmd-previous = السابق
    .aliases = سابق السابقة السابقه رجوع ارجع
cmd-mistake = خطأ
    .aliases = خطا الخطأ الخطا أخطاء اخطاء الأخطاء الاخطاء
cmd-summary = ملخص
    .aliases = الملخص خلاصة خلاصه حصيلة حصيله
cmd-solution = الحل
    .aliases = حل

## The opponent's electronic board (DGT, --eboard, anna eboard)

# The electronic board is الرقعة الإلكترونية (feminine, like الرقعة); $port is a device path.
eboard-connected = الرقعة الإلكترونية على { $port } متصلة.
eboard-absent = لا توجد رقعة إلكترونية على { $port } ({ $reason })؛ وتتصل بها آنا حالما تتوفر.
eboard-absent-now = لا توجد رقعة إلكترونية على { $port } ({ $reason }).
eboard-silent = الجهاز على { $port } لا يجيب كما تجيب رقعة (DGT).
eboard-lost = انقطع الاتصال بالرقعة الإلكترونية ({ $reason })؛ وتستمر المباراة عليها حالما تعود.
eboard-back = عادت الرقعة الإلكترونية متصلة.
eboard-none-found = لم يعثر على أي رقعة إلكترونية.
eboard-unread = لم تبلغ الرقعة الإلكترونية عن أي شيء بعد.
# $wrong: the squares that are wrong; $fixes: the fewest piece moves that put it right. The
# items are phrases joined by the list separator, worded as sync-correction-* are: the move
# alone, أزل and ضع.
eboard-differs = رقعة الخصم مختلفة: { $wrong }. ولتصحيحها: { $fixes }.
eboard-differs-fix = رقعة الخصم مختلفة. ولتصحيحها: { $fixes }. والمربعات واحدًا واحدًا: فحص.
eboard-board-differs = الرقعة مختلفة: { $wrong }. لتصحيحها: { $fixes }.
# $found and $expected are a piece (حصان الأبيض) or the word for empty (فارغ).
eboard-wrong = على { $square } { $found } بدلا من { $expected }
eboard-fix-move = { $piece } من { $from } إلى { $to }
eboard-fix-remove = أزل { $piece } من { $square }
eboard-fix-put = ضع { $piece } على { $square }
eboard-agrees = عادت رقعة الخصم مطابقة للمباراة.
eboard-same = رقعة الخصم مطابقة للمباراة.
# The side is the subject, as in touched ("لمس الأبيض قطعة"); قطعة is feminine whatever the
# piece's word, so the pronouns agree with it.
eboard-touched = رفع { $side } قطعة وأعادها إلى مكانها: { $piece } على { $square } (المادة 4-3).
eboard-list-board = { $port }: رقعة (DGT)، الإصدار { $version }، الرقم التسلسلي { $serial }.
eboard-fen = الوضع بصيغة (FEN): { $fen }
eboard-setup-ok = الوضع على الرقعة صحيح.
eboard-bad-fen = { $fen } ليس وضعا بصيغة (FEN).
# The simulator's commands are its Latin words, in brackets.
eboard-sim-unknown = لا تفهم الرقعة المحاكاة هذا: { $word }. أوامرها: (lift, put, move, hold, flicker, noise, unplug, plug, quit).
eboard-sim-unplugged = الرقعة المحاكاة غير موصولة؛ ويوصلها الأمر (plug).

## Lichess: the token, the server, the broadcast (docs/online.md)
lichess-token-missing = لم يوجد رمز ليتشس. في موقع lichess.org، من التفضيلات ثم رموز الوصول إلى الواجهة، أنشئ رمزًا بصلاحية ({ $scope }) واحفظه بالأمر: (anna lichess login)، أو ضعه في المتغير (LICHESS_TOKEN).
lichess-token-file = لا يُقرأ ملف الرمز { $path }: { $reason }
lichess-token-not-file = ليس ملفًا عاديًا.
lichess-token-readable = يستطيع غير المالك قراءته؛ المسموح للمالك وحده (chmod 600).
lichess-token-malformed = رمز ليتشس غير صالح. المطلوب رمز بصلاحية ({ $scope }).
lichess-server-bad = «{ $url }» ليس عنوان خادم. مثال: https://lichess.org
lichess-server-plain = لا يُستعمل «{ $url }»: بلا HTTPS يعبر الرمز الشبكة غير مشفر. غير المشفر مسموح إلى هذا الجهاز وحده (127.0.0.1).
lichess-rate-limited = يطلب ليتشس الانتظار دقيقة.
lichess-refused = يرفض ليتشس هذا: يحتاج الرمز إلى صلاحية ({ $scope })، أو لا يُسمح لهذا الحساب بذلك (جولة البث لا تقبل المباريات إلا من أصحابها والمساهمين فيها).
lichess-token-unknown = لا يعرف ليتشس هذا الرمز (خطأ في الكتابة أو أُلغي أو انتهت صلاحيته). أنشئ رمزًا جديدًا على lichess.org (الإعدادات، رموز الوصول إلى الواجهة البرمجية) بصلاحية ({ $scope }) واحفظه بالأمر: (anna lichess login)
lichess-push-rejected = لم يقبل ليتشس المباراة: { $reason }
lichess-status = يجيب ليتشس بالخطأ { $status }.
lichess-unreachable = لا يمكن الوصول إلى ليتشس.
lichess-garbled = جواب ليتشس غير مقروء.
lichess-login-prompt = اكتب رمز ليتشس أو ألصقه (لا يظهر على الشاشة)، ثم اضغط مفتاح الإدخال:
lichess-login-stored = حُفظ الرمز في { $path }، مقروءًا لمالكه وحده.
lichess-login-known = يعرفه ليتشس: الحساب { $user }، والصلاحيات: ({ $scopes }).
lichess-login-lacks = لا يشمل صلاحية ({ $missing }): اللعب يحتاج إلى (board:play)، والبث يحتاج إلى (study:write).
lichess-login-unknown = لا يعرف ليتشس هذا الرمز (خطأ في الكتابة، أو أُلغي، أو انتهت مدته)؛ لم يُحفظ.
lichess-login-unchecked = لم يُتحقق منه: { $reason }
lichess-login-env-first = المتغير (LICHESS_TOKEN) معيَّن: ما دام كذلك يُستعمل بدل الرمز المحفوظ.
lichess-login-no-folder = لا يجد البرنامج مجلد الإعدادات (لم يُعيَّن XDG_CONFIG_HOME ولا HOME)؛ لا يمكن حفظ الرمز.
broadcast-failing = البث إلى ليتشس (الجولة { $round }) لا ينجح: { $reason } تواصل آنا المحاولة، والمباراة مستمرة.
broadcast-stopped = يتوقف البث إلى ليتشس (الجولة { $round }): { $reason } تستمر المباراة وتُحفظ؛ أرسلها لاحقًا بالأمر (anna lichess push).
broadcast-back = عاد البث إلى ليتشس (الجولة { $round }) يعمل.
broadcast-pushed = أُرسلت المباراة إلى ليتشس (الجولة { $round }).
## anna --help: أوامر سطر الأوامر وخياراته وقيمه (src/cli/help.rs)
# $languages, $vocabularies: اللغات والمفردات المدمجة.

cli-heading-usage = الاستعمال
cli-heading-options = الخيارات
cli-heading-arguments = المعطيات
cli-heading-commands = الأوامر
cli-values = [القيم: { $values }]
cli-default = [الافتراضي: { $value }]
cli-about = شطرنج على الرقعة للاعبين المكفوفين وضعاف البصر.
cli-about-help = تعرض هذه المساعدة أو مساعدة الأوامر المذكورة.
cli-help-help = تعرض المساعدة.
cli-help-version = تعرض الإصدار.
cli-help-language = اللغة التي تتكلم بها آنا: لغة مدمجة ({ $languages }) أو مسار ملف لغة [الافتراضي: لغة الإعدادات المحلية، وإلا de].
cli-help-vocab = كلمات النقلات: مفردات مدمجة ({ $vocabularies }؛ de وar وfa: كلمات الفيدي بالخط اللاتيني والعربي والفارسي؛ en: أسماء القطع الإنجليزية؛ ar-native وfa-native: أسماء القطع المحلية) أو مسار ملف مفردات [الافتراضي: كلمات الفيدي بخط لغة المحادثة].
cli-help-digits = الأرقام التي تكتب بها الأعداد والأوقات: latin ‏(0-9) أو native، أرقام اللغة نفسها (الهندية العربية مع ar، والفارسية مع fa) [الافتراضي: latin].
cli-help-config = قراءة ملف الإعدادات هذا بدل الملف المعتاد.
cli-help-debug = كتابة السجل (الأجهزة، البدائل، مشاكل السجل) في الخطأ القياسي أيضا؛ يحفظ دائما في ‎$XDG_STATE_HOME/anna/anna.log.
cli-help-view = طريقة العرض: سطر لكل حدث لقارئات الشاشة (line)، أو رقعة مرسومة للخصم (board).
cli-value-view-line = سطر لكل حدث، لقارئات الشاشة وأسطر برايل.
cli-value-view-board = رقعة مرسومة للخصم المبصر.
cli-help-speech = كيف تتكلم آنا [الافتراضي: auto].
cli-value-speech-auto = الصوت المسجل إن بدأ، وإلا صوت النظام، وإلا أسطر نصية.
cli-value-speech-voice = الكلمات المسجلة لحزمة صوت.
cli-value-speech-system = نطق النظام (speech-dispatcher).
cli-value-speech-text = أسطر نصية، لقارئ الشاشة الخاص باللاعب.
cli-value-speech-off = بلا نطق.
cli-help-speech-to = مع (--speech text): كتابة كل سطر منطوق في هذا الملف أيضا (جهاز ثان).
cli-help-opponent-language = لغة عرض الرقعة للخصم المبصر ({ $languages } أو ملف) [الافتراضي: لغة المباراة].
cli-help-opponent-side = الجهة التي يعرض منها عرض الرقعة الرقعة [الافتراضي: جهة غير جهة اللاعب الكفيف، وإلا الأبيض].
cli-help-verbose = الإبلاغ عند البدء عن كل مخرج (الشاشة، النطق، برايل) وحالته.
cli-help-no-color = بلا ألوان في عرض الرقعة (وكذلك إذا كان NO_COLOR معرفا).
cli-help-braille = سطر برايل عبر BrlAPI ‏[الافتراضي: auto].
cli-value-braille-auto = استعمال السطر إذا أجاب BrlAPI؛ وإلا قول ذلك مرة والمتابعة بدونه.
cli-value-braille-on = استعمال السطر؛ ما دام BrlAPI لا يجيب، المحاولة من جديد كل بضع ثوان.
cli-value-braille-off = بلا سطر برايل.
cli-help-engine-path = محرك UCI لمباريات المحرك والتلميحات [الافتراضي: Stockfish النظام].
cli-help-eboard = الرقعة الإلكترونية للاعب المبصر (DGT): منفذها التسلسلي، أو auto لأول رقعة توجد.
cli-help-eboard-settle = كم يجب أن تسكن الرقعة الإلكترونية قبل قراءة نقلة منها، بالملي ثانية [الافتراضي: 400].
cli-help-eboard-rook-for-queen = على الرقعة الإلكترونية، الرخ الموضوع لترقية بيدق وزير (الرخ المقلوب إذا لم يكن وزير ثان في اليد).
cli-help-eboard-clock-white = جهة ساعة DGT التي للأبيض، من الأمام [الافتراضي: left].
cli-help-no-pawn-name = حذف كلمة البيدق (إيفا فير بدل باوور إيفا فير).
cli-help-origin = متى يذكر المربع الذي تأتي منه القطعة [الافتراضي: ambiguous].
cli-help-captured-piece = ذكر القطعة المأخوذة.
cli-help-ranks-from = عد الصفوف من هذه الجهة (المادة د-2-1: من جهة الأبيض ما لم يقرر الحكم غير ذلك).
cli-help-fen = البدء من هذا الوضع (FEN) بدل الوضع الابتدائي.
cli-help-white = اسم الأبيض، لورقة التسجيل [الافتراضي: الأبيض].
cli-help-black = اسم الأسود، لورقة التسجيل [الافتراضي: الأسود].
cli-help-event = البطولة، لورقة التسجيل.
cli-help-site = مكان المباراة، لورقة التسجيل.
cli-help-round = الجولة، لورقة التسجيل.
cli-help-board-number = رقم الرقعة في الجولة، لورقة التسجيل وللبث.
cli-help-chess960 = وضع بداية من شطرنج 960 (الإرشاد الثاني)، برقمه من 0 إلى 959، أو وضع عشوائي.
cli-help-tournament = مباراة بطولة: بلا استرجاع نقلات، بلا أجوبة عن الهجمات والنقلات القانونية (المادة 11-3).
cli-help-time = نظام الوقت، مثلا 90+30 أو 40/90+30,30+30 أو 5d3 أو PGN ‏40/5400+30:1800+30؛ off لبلا وقت [الافتراضي: 90+30].
cli-help-warn = إخبار اللاعب الذي يجري وقته بوقته حين يبلغ هذه القيم، مثلا 5,1 أو 0:30 (معطل ما لم يعط: المادة د-2-10-4).
cli-help-default-time = زمن الغياب في البطولة (المادة 6-7-1)، من بداية الجولة للاعبين كليهما: من لم يكن عند الرقعة حين ينقضي يخسر؛ بالدقائق أو m:ss أو h:mm:ss (15 أو 0:15:00 لربع ساعة) [الافتراضي: 0].
cli-help-blind = لون اللاعب الكفيف أو ضعيف البصر (الملحق د).
cli-help-assistant = مساعد عند الرقعة: مساعد اللاعب الكفيف (المادة د-2-10) أو مساعد المبصر (المادة د-2-11).
cli-help-supervision = الشطرنج السريع والخاطف: إشراف كامل أو جزئي [الافتراضي: partial].
cli-value-supervision-full = قواعد المسابقات كاملة (المادتان أ-3 وب-3).
cli-value-supervision-partial = المادتان أ-4 وب-4: لا ينظر في النقلة غير القانونية إلا قبل نقلة الخصم التالية.
cli-help-illegal-move-rule = الشطرنج السريع والخاطف بإشراف جزئي: عقوبة (penalty، المادة 7-5-5، النص الإنجليزي للمادة أ-4-2) أو خسارة (loss، كما تطبع الترجمة العربية المادة أ-4-2) [الافتراضي: penalty].
cli-value-illegal-move-rule-penalty = المادة 7-5-5: دقيقتان للخصم (دقيقة في الخاطف)؛ والثانية تخسر.
cli-value-illegal-move-rule-loss = أول نقلة غير قانونية مكتملة تخسر؛ تعادل إذا لم يستطع الخصم الإماتة.
cli-help-deaf-opponent = الخصم المبصر أصم: المساعد لازم (المادة د-2-11).
cli-help-white-enters = من يكتب نقلات الأبيض: اللاعب الكفيف أو المساعد أو اللاعب المبصر.
cli-help-black-enters = من يكتب نقلات الأسود.
cli-help-from-pgn = متابعة مباراة ملف PGN ‏(أيضا --pgn): بدايتها ونقلاتها أولا.
cli-help-pgn-game = أي مباراة من ذلك الملف، تعد من 1 [الافتراضي: 1].
cli-help-engine = التدرب ضد المحرك، الذي يلعب هذه الجهة (ليس في بطولة أبدا: المادة 11-3).
cli-help-strength = مدى قوة لعب المحرك: beginner أو تصنيف إيلو مثل 1500 أو max ‏[الافتراضي: 1500].
cli-help-engine-time = يفكر المحرك هذا العدد من الثواني لكل نقلة [الافتراضي: حسب ساعته].
cli-help-engine-nodes = يبحث المحرك هذا العدد من العقد لكل نقلة: المباراة نفسها كل مرة.
cli-about-play = بدء مباراة جديدة (مثل الأمر (anna) وحده).
cli-about-resume = متابعة آخر مباراة لم تنته، أو المباراة المسماة.
cli-help-resume-list = سرد المباريات التي لم تنته بدلا من ذلك.
cli-help-resume-game = اسم مباراة من (--list) أو ملف سجل.
cli-about-export = كتابة ورقة تسجيل مباراة في المخرج القياسي.
cli-help-export-game = اسم مباراة (انظر الأمر (anna resume --list)) أو ملف سجل؛ الافتراضي: آخر مباراة.
cli-help-export-pgn = بصيغة PGN ‏(الافتراضي).
cli-help-export-brf = ورقة تسجيل ببرايل: BRF ‏(Braille ASCII)، جاهزة للطابعة البارزة (المادة د-2-7).
cli-help-export-width = خلايا BRF في السطر.
cli-help-export-lines = أسطر BRF في الصفحة.
cli-help-export-table = جدول ترجمة liblouis واحد لكل BRF؛ وإلا فلكل خط جدوله (docs/braille.md).
cli-about-say = طباعة الكلمات المنطوقة لكل نقلة، سطر لكل نقلة.
cli-help-say-pgn = لعب الخط الرئيسي لأول مباراة في ملف PGN هذا.
cli-help-say-batch = قراءة استعلامات كثيرة من المدخل القياسي، واحد في كل سطر: FEN ‏(فارغ: وضع البداية)، ثم مسافة جدولة، ثم نقلة؛ والإجابة عن كل منها بسطر، أو بـ «! » والسبب إن تعذر نطقها.
cli-help-say-moves = نقلات بأي صيغة مقبولة، تلعب بالترتيب.
cli-about-parse = طباعة UCI وSAN للنقلة القانونية الوحيدة التي يسميها النص.
cli-help-parse-batch = قراءة استعلامات كثيرة من المدخل القياسي، واحد في كل سطر: FEN ‏(فارغ: وضع البداية)، ثم مسافة جدولة، ثم النص؛ والإجابة عن كل منها بسطر، أو بـ «! » والسبب إن لم يسم نقلة.
cli-help-parse-text = النقلة بأي صيغة مقبولة؛ تضم الكلمات المتعددة.
cli-about-sync = المادة د-2-9: مقارنة ورقتي التسجيل (والرقعتين) وقول كيف تصحح المباراة.
cli-help-sync-ours = ورقة تسجيلنا: PGN أو قائمة نقلات بسيطة بأي تدوين مقبول.
cli-help-sync-theirs = ورقة التسجيل الأخرى.
cli-help-sync-board-ours = ما يقف على رقعتنا: FEN أو قائمة قطع (Kg1 Sf3 e4 ... schwarz: Kg8 ...).
cli-help-sync-board-theirs = ما يقف على الرقعة الأخرى.
cli-help-sync-game = سجل المباراة (ملف أو اسم مباراة)، لأوقات الساعة التي تضبط.
cli-help-sync-json = طباعة كائن JSON واحد بدل الجمل.
cli-about-review = مراجعة مباراة منتهية نقلة نقلة بتحليل المحرك: حكم كل نقلة، والنقلة الأفضل عند الخطأ، وخلاصة لكل جهة. وأي مباراة PGN أيضا، ككتاب.
cli-help-review-game = اسم مباراة (انظر الأمر (anna resume --list)) أو ملف سجل [الافتراضي: آخر مباراة].
cli-help-review-pgn = أي مباراة من ملف PGN بدل مباراة من مباريات آنا.
cli-help-review-pgn-game = أي مباراة من ملف PGN، تعد من 1 [الافتراضي: 1].
cli-help-review-list = سرد مباريات ملف PGN لاختيار واحدة برقمها.
cli-help-review-depth = عمق بحث المحرك في كل وضع، بأنصاف النقلات [الافتراضي: 14].
cli-help-review-nodes = بحث كل وضع بهذا العدد من العقد بدل عمق.
cli-help-review-no-engine = مراجعة المباراة بلا محرك: المباراة ككتاب.
cli-about-eboard = الرقعة الإلكترونية للاعب المبصر (DGT): الرقع الموجودة، وما تقرؤه إحداها، وفحص ترتيبها، ورقعة محاكاة.
cli-about-eboard-list = الرقع الموجودة على المنافذ التسلسلية (الافتراضي).
cli-about-eboard-show = ما تقرؤه الرقعة: صفا صفا بالكلمات، وبصيغة FEN.
cli-help-eboard-show-port = منفذ الرقعة [الافتراضي: أول رقعة توجد].
cli-about-eboard-check = تقارن الرقعة بوضع البداية (أو FEN) قبل المباراة.
cli-help-eboard-check-port = منفذ الرقعة [الافتراضي: أول رقعة توجد].
cli-help-eboard-check-fen = الوضع الذي يجب أن تظهره الرقعة [الافتراضي: وضع البداية].
cli-about-eboard-simulate = رقعة محاكاة على طرفية زائفة، تحرك بأسطر مكتوبة (lift e2، put e4 P، move e2 e4، hold e4 600، flicker e4، noise، unplug، plug، quit): تطبع المنفذ الذي يعطى لآنا.
cli-help-eboard-simulate-link = مسار ثابت للمنفذ (رابط إلى الطرفية، يبقى عند إعادة التوصيل).
cli-help-eboard-simulate-rotated = الرقعة مقلوبة (الأبيض عند الطرف البعيد للجهة المرقمة).
cli-help-eboard-simulate-fen = الوضع على الرقعة [الافتراضي: وضع البداية].
cli-about-voices = حزم الصوت: فحص حزمة، تسجيل حزمة، نطق عبارة بحزمة.
cli-about-voices-check = فحص حزمة صوت: بيانها وتسجيلاتها والكلمات الناقصة فيها.
cli-help-voices-check-dir = الحزمة: ملفها (de.zip) أو مجلدها (مع manifest.toml) [الافتراضي: الحزمة التي تستعملها آنا للمفردات].
cli-help-voices-check-vocab = المفردات التي يفحص بها [الافتراضي: لغة الحزمة].
cli-about-voices-record = تسجيل حزمة صوت كلمة كلمة من الميكروفون.
cli-help-voices-record-vocab = المفردات التي تسجل كلماتها ({ $vocabularies } أو ملف).
cli-help-voices-record-dir = مجلد الحزمة؛ ينشأ عند الحاجة، ويتابع إن كانت فيه كلمات.
cli-help-voices-record-again = تسجيل الكلمات الموجودة في الحزمة من جديد.
cli-about-voices-say = نطق عبارة بحزمة صوت وانتظار انتهائها.
cli-help-voices-say-dir = الحزمة: ملفها أو مجلدها.
cli-help-voices-say-text = الكلمات التي تنطق، مثلا Springer Felix drei.
cli-help-voices-say-vocab = المفردات للأعداد [الافتراضي: لغة الحزمة].
cli-help-voices-say-gap = الصمت بين الكلمات، بالملي ثانية.
cli-help-voices-say-pause = الصمت للفاصلة أو النقطة، بالملي ثانية.
cli-help-voices-say-rate = السرعة، من ‎-100 (نصف السرعة) إلى 100 (ضعفها)؛ وتبقى طبقة الصوت.
cli-help-voices-say-device = جهاز الإخراج (معرفه، مثل default أو hw:1,0، أو اسمه).
cli-about-voices-list = حزم الصوت الموجودة، مجلدا مجلدا، بترتيب بحث آنا، كل منها بلغتها والمفردات التي تنطقها كاملة.
cli-about-voices-pack = صنع ملف حزمة واحد من مجلد حزمة: كل تسجيل بصيغة Ogg Opus، مع البيان.
cli-help-voices-pack-dir = مجلد الحزمة (كما ينشئه الأمر (anna voices record)) أو ملف حزمة آخر.
cli-help-voices-pack-output = ملف الحزمة الذي يكتب [الافتراضي: اسم المجلد مع ‎.zip].
cli-about-voices-install = فحص حزمة ووضعها في مجلد بياناتك، حيث تجدها آنا للغتها.
cli-help-voices-install-pack = ملف الحزمة، أو مجلد حزمة (يصنع منه ملف حزمة عند التثبيت).
cli-about-voices-words = سرد الكلمات التي تحتاجها حزمة للمفردات.
cli-help-voices-words-vocab = المفردات (كل منها بـ (--vocab)) التي تحمل الحزمة كلماتها؛ والأولى تسميها.
cli-help-voices-words-manifest = طباعة البيان لها بدلا من ذلك.
cli-help-voices-words-rate = معدل عينات التسجيلات، للبيان.
cli-about-check = فحص سجلات المباريات: سليمة أو تالفة، كم قيدا فيها، وما الناقص؛ ومع (--code): هل السجل هو المباراة التي أعطي لها رمز الختام.
cli-help-check-game = اسم مباراة من (anna resume --list) أو مسار سجل [الافتراضي: كل مباراة].
cli-help-check-code = رمز الختام الذي أعطته آنا للمباراة (من ورقة النتيجة): هل السجل هو تلك المباراة. حالة الخروج 0 نعم، 1 لا، 2 لا يمكن الحكم.
cli-about-package-files = كتابة صفحات الدليل وإكمالات الصدفة في مجلد (للتحزيم).
cli-help-package-files-out = المجلد: ينشأ فيه man/ وcompletions/.
cli-about-clock = ساعة شطرنج ناطقة بلا مباراة، لمباراة تسجل على الورق.
cli-help-clock-time = نظام الوقت، كما في المباراة: 90+30 أو 40/90+30,30+30 أو 5d3 أو PGN ‏[الافتراضي: 90+30].
cli-help-clock-quiet-keys = بلا كلمة عند كل ضغطة على مفتاح لاعب أو على مفتاح بلا وظيفة.
cli-help-clock-resume = استئناف آخر ساعة من حيث توقفت (بعد توقف مفاجئ أو إغلاق الطرفية أو إغلاقها).

# العناصر النائبة لقيم الخيارات والمعطيات: <الملف>.
cli-name-language = اللغة
cli-name-vocab = المفردات
cli-name-digits = الأرقام
cli-name-config = الإعدادات
cli-name-file = الملف
cli-name-side = الجهة
cli-name-game = المباراة
cli-name-code = الرمز
cli-name-fen = FEN
cli-name-dir = المجلد
cli-name-port = المنفذ
cli-name-n = العدد
cli-name-speech = النطق
cli-name-ranks-from = الجهة
cli-name-origin = المصدر
cli-name-braille = برايل
cli-name-view = العرض
cli-name-program = البرنامج
cli-name-ms = ملي ثانية
cli-name-text = النص
cli-name-moves = النقلات
cli-name-rate = المعدل
cli-name-pack = الحزمة
cli-name-out = المجلد
cli-name-control = نظام الوقت
cli-name-board = الرقعة
cli-name-command = الأمر
cli-name-width = الخلايا
cli-name-white-enters = من
cli-name-black-enters = من
cli-name-white = الاسم
cli-name-black = الاسم
cli-name-times = الأوقات
cli-name-time = الوقت
cli-name-table = الجدول
cli-name-supervision = الإشراف
cli-name-strength = القوة
cli-name-site = المكان
cli-name-seconds = الثواني
cli-name-round = الجولة
cli-name-plies = أنصاف النقلات
cli-name-pgn = ملف PGN
cli-name-pause = الوقفة
cli-name-output = الملف
cli-name-link = الرابط
cli-name-lines = الأسطر
cli-name-journal = السجل
cli-name-illegal-move-rule = القاعدة
cli-name-gap = الفاصل
cli-name-event = البطولة
cli-name-device = الجهاز
cli-name-blind = الجهة
cli-name-assistant = المساعد
cli-name-options = الخيارات
cli-about-lichess = ليتشس: لعب مباراة الحساب هناك (play)، ومتابعة جولة بث أو مباراة مباشرة (watch، tv)، وحفظ الرمز (login)، وإرسال مباراة إلى جولة بث (push). انظر docs/online.md.
cli-about-lichess-push = إرسال ورقة تسجيل مباراة إلى جولة بث (يحتاج الرمز إلى صلاحية study:write).
cli-about-lichess-login = حفظ الرمز الشخصي (يُطلب دون أن يظهر)، بعد سؤال ليتشس عما يسمح به.
cli-help-lichess-push-round = معرّف جولة البث (آخر جزء من عنوانها على ليتشس).
cli-help-broadcast = بث المباراة مباشرة إلى جولة البث هذه على ليتشس بعد كل نقلة (بموافقة الحكم فقط؛ يحتاج الرمز إلى صلاحية study:write).
cli-help-game = اسم مباراة من (anna resume --list) أو ملف سجل.
cli-help-server = خادم ليتشس (الافتراضي: https://lichess.org).
cli-name-round-id = الجولة
cli-name-url = العنوان

## Lichess: puzzles (anna lichess puzzle, docs/online.md)

puzzle-number = اللغز { $number } من { $count }.
puzzle-start = لعب { $side } { $move }؛ الدور على { $turn }، ابحث عن أفضل نقلة.
puzzle-reply = صحيح: { $move }. يرد { $side } بالنقلة { $reply }؛ ابحث عن النقلة التالية.
puzzle-solved = صحيح: { $move }. { $clean ->
        [yes] حُلّ اللغز!
       *[no] حُلّ، ولكن ليس من المحاولة الأولى: لا يُحسب اللغز محلولًا.
    }
puzzle-wrong = { $move } ليست الحل؛ يبقى الوضع كما هو. حاول مرة أخرى: (تلميح) يسمي القطعة، و(الحل) يقول الباقي.
puzzle-hint = تلميح: القطعة التي على { $square } هي التي تتحرك: { $piece }.
puzzle-solution = الحل: { $moves }.
puzzle-about = لغز ليتشس { $id }، تصنيفه { $rating }؛ موضوعاته: { $themes }.
puzzle-not-here = في اللغز تلعب النقلات وتقرأ الوضع فقط: (تلميح) يسمي القطعة، و(الحل) يقول الباقي، و(خروج) ينهي.
puzzle-help = الألغاز: اكتب النقلة كما في المباراة (Nf3 أو e4 أو g1f3 أو بالكلمات). (تلميح) يسمي القطعة التي تتحرك؛ (الحل) يقول الباقي؛ (رقعة) و(قطع) و(قائمة) و(آخر) و(مادة) تقرأ الوضع؛ (إعادة) يكرر؛ (خروج) ينهي.
puzzle-sent = وصلت النتيجة إلى ليتشس.
puzzle-sent-rating = وصلت النتيجة إلى ليتشس؛ يتغير تصنيفك في الألغاز بمقدار { $diff }.
puzzle-kept = بلا رمز ليتشس تبقى النتيجة على هذا الحاسوب: { $path }.
puzzle-not-sent = لم تصل النتيجة إلى ليتشس ({ $reason })؛ وهي محفوظة في { $path }.
puzzle-not-kept = لم تُحفظ النتيجة: { $reason }.
puzzle-bad = لا يمكن إعداد اللغز { $id }: نقلاته لا توافق مباراته. يُتخطى.
puzzle-none = لم يرسل ليتشس أي لغز. الموضوع مثلًا mateIn2 أو fork؛ وبدون (--theme) يأتي لغز منوع.
puzzle-angle-unknown = لا يعرف ليتشس موضوعًا ولا افتتاحًا باسم «{ $theme }». الموضوع مثلًا mateIn2 أو fork.
puzzle-done = { $count ->
        [one] لُعب لغز واحد
       *[other] لُعبت { $count } ألغاز
    }، حُلّ منها { $won }.
puzzle-tournament = لا ألغاز في البطولة: لا يُستعمل (anna lichess puzzle) مع (--tournament).
puzzle-count-bad = يأخذ (--count) من 1 إلى 50 لغزًا، لا { $count }.

puzzle-theme-advancedPawn = بيدق متقدم
puzzle-theme-advantage = أفضلية
puzzle-theme-anastasiaMate = كش مات أناستازيا
puzzle-theme-arabianMate = الكش مات العربي
puzzle-theme-attackingF2F7 = الهجوم على f2 أو f7
puzzle-theme-attraction = الجذب
puzzle-theme-backRankMate = كش مات الصف الأخير
puzzle-theme-balestraMate = كش مات باليسترا
puzzle-theme-blindSwineMate = كش مات الخنزيرين الأعميين
puzzle-theme-bishopEndgame = نهاية الفيلة
puzzle-theme-bodenMate = كش مات بودن
puzzle-theme-castling = التبييت
puzzle-theme-capturingDefender = أسر المدافع
puzzle-theme-crushing = أفضلية ساحقة
puzzle-theme-doubleBishopMate = كش مات بالفيلين
puzzle-theme-dovetailMate = كش مات ذيل الحمامة
puzzle-theme-equality = التعادل في الوضع
puzzle-theme-kingsideAttack = الهجوم على جناح الملك
puzzle-theme-clearance = إخلاء
puzzle-theme-defensiveMove = نقلة دفاعية
puzzle-theme-deflection = الإبعاد
puzzle-theme-discoveredAttack = الهجوم المكشوف
puzzle-theme-doubleCheck = كش مزدوج
puzzle-theme-endgame = نهاية المباراة
puzzle-theme-enPassant = الأسر في المرور
puzzle-theme-exposedKing = ملك مكشوف
puzzle-theme-fork = الشوكة
puzzle-theme-hangingPiece = قطعة معلقة
puzzle-theme-hookMate = كش مات الخطاف
puzzle-theme-interference = القطع
puzzle-theme-intermezzo = النقلة الوسيطة
puzzle-theme-killBoxMate = كش مات الصندوق
puzzle-theme-triangleMate = كش مات المثلث
puzzle-theme-vukovicMate = كش مات فوكوفيتش
puzzle-theme-knightEndgame = نهاية الأحصنة
puzzle-theme-long = لغز طويل
puzzle-theme-master = مباريات الأساتذة
puzzle-theme-masterVsMaster = مباريات بين الأساتذة
puzzle-theme-mate = كش مات
puzzle-theme-mateIn1 = كش مات في نقلة واحدة
puzzle-theme-mateIn2 = كش مات في نقلتين
puzzle-theme-mateIn3 = كش مات في ثلاث نقلات
puzzle-theme-mateIn4 = كش مات في أربع نقلات
puzzle-theme-mateIn5 = كش مات في خمس نقلات أو أكثر
puzzle-theme-middlegame = وسط المباراة
puzzle-theme-oneMove = لغز من نقلة واحدة
puzzle-theme-opening = الافتتاح
puzzle-theme-pawnEndgame = نهاية البيادق
puzzle-theme-pin = التثبيت
puzzle-theme-promotion = الترقية
puzzle-theme-queenEndgame = نهاية الوزراء
puzzle-theme-queenRookEndgame = الوزير والقلعة
puzzle-theme-queensideAttack = الهجوم على جناح الوزير
puzzle-theme-quietMove = نقلة هادئة
puzzle-theme-rookEndgame = نهاية القلاع
puzzle-theme-sacrifice = التضحية
puzzle-theme-short = لغز قصير
puzzle-theme-skewer = السيخ
puzzle-theme-smotheredMate = الكش مات الخانق
puzzle-theme-superGM = مباريات كبار الأساتذة
puzzle-theme-trappedPiece = قطعة محاصرة
puzzle-theme-underPromotion = الترقية إلى قطعة أدنى
puzzle-theme-veryLong = لغز طويل جدًا
puzzle-theme-xRayAttack = هجوم الأشعة السينية
puzzle-theme-zugzwang = الإجبار على النقل
puzzle-theme-mix = مزيج منوع

## Lichess: playing a game through the Board API (docs/online.md)
lichess-welcome = مباراة على ليتشس ضد { $opponent }؛ تلعب { $side }.
lichess-waiting = في انتظار بدء مباراة على ليتشس: ابدأ واحدة هناك أو اقبل تحديًا.
lichess-waiting-help = لا مباراة بعد. المتاح الآن: الأمر (وقت) يقول منذ متى تنتظر آنا؛ والأمر (خروج) يوقف الانتظار. النقلات وسائر الأوامر تعمل حين تبدأ المباراة على ليتشس.
lichess-waiting-time = لا مباراة بعد، فلا ساعة. تنتظر آنا منذ { $seconds ->
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوان
       *[other] { $seconds } ثانية
    }.
lichess-waiting-no-game = لا مباراة بعد: النقلات وهذا الأمر لا تعمل إلا حين تبدأ المباراة على ليتشس. الأمر (مساعدة) يقول ما المتاح الآن.
lichess-waiting-left = توقفت آنا عن الانتظار؛ لم تبدأ أي مباراة.
lichess-seeking = البحث عن خصم على ليتشس لمباراة ({ $time }).
lichess-challenged = تم تحدي { $name } على ليتشس؛ تبدأ المباراة حين يُقبل التحدي.
lichess-challenge-declined = رفض { $name } التحدي: { $reason } تحدَّ لاعبًا آخر أو اختر وقتًا آخر للعب.
lichess-challenge-expired = انتهت مهلة التحدي الموجَّه إلى { $name } أو أُلغي: لم يقبله أحد. أعد التحدي حين يكون { $name } متصلًا.
lichess-seek-refused = يرفض ليتشس هذا البحث: عبر واجهة اللوح لا يُبحث إلا عن مباريات سريعة أو كلاسيكية أو بالمراسلة. تحدَّ لاعبًا بدلًا من ذلك: (anna lichess play --challenge NAME --time 15+10)
lichess-seek-expired = لم يقبل أحد البحث عن مباراة { $time } على ليتشس؛ انتهت مهلته. ابحث من جديد أو تحدَّ لاعبًا: (anna lichess play --challenge NAME --time 15+10)
lichess-time-bad = «{ $time }» ليس نظام وقت. مثال: (10+5) أي دقائق ثم ثوانٍ تضاف لكل نقلة.
lichess-tournament = في مباراة البطولة لا يُتاح على الشبكة إلا البث: لا يُستعمل (anna lichess play) مع (--tournament).
lichess-not-yours = المباراة { $game } ليست مباراة هذا الحساب.
lichess-variant = المباراة { $game } تُلعب بقواعد { $variant }: لا تعرف آنا إلا قواعد الشطرنج العادي وشطرنج 960. العبها على lichess.org أو ابدأ مباراة عادية.
lichess-game-unknown = لا توجد على ليتشس مباراة { $game } لهذا الحساب: المعرّف هو الجزء الأخير من عنوان المباراة (lichess.org/{ $game }). بدون (--game) تنضم آنا إلى المباراة الجارية.
lichess-game-refused = لا يسمح ليتشس لآنا بلعب المباراة { $game }: { $reason } يجب أن تكون مباريات الردهة سريعة أو أبطأ لواجهة اللوح؛ العب هذه على lichess.org.
lichess-unreachable-at = لا يمكن الوصول إلى ليتشس على { $url }: تحقّق من الاتصال بالشبكة أو من العنوان المعطى بعد (--server).
lichess-player-unknown = لا يوجد على ليتشس لاعب باسم { $name }: تحقّق من كتابة الاسم بعد (--challenge).
lichess-challenge-refused = لا يرسل ليتشس التحدي إلى { $name }: { $reason } جرّب وقتًا آخر للعب أو لاعبًا آخر.
lichess-no-engine = لا يساعد أي محرك في مباراة على ليتشس: ليتشس يمنع ذلك. المراجعة متاحة بعد المباراة.
lichess-failing = يتعذر الإرسال إلى ليتشس: { $reason } تعيد آنا المحاولة؛ لا يضيع شيء.
lichess-back = ليتشس يجيب من جديد.
lichess-move-refused = يرفض ليتشس هذه النقلة؛ تم التراجع عنها.
lichess-malformed = أرسل ليتشس سطرًا لا تستطيع آنا قراءته؛ تم تجاوزه.
lichess-stream-lost = انقطع الاتصال بالمباراة على ليتشس: { $reason } تعيد آنا الاتصال.
lichess-stream-back = عاد الاتصال بالمباراة على ليتشس.
watch-welcome-round = تتابع الجولة { $round } على ليتشس. الرقم يبدّل الرقعة، و(رقع) يعدّد الرقع كلها، و(وقت) يقول الساعتين، و(خروج) ينهي المتابعة. لا تُلعب هنا أي نقلة.
watch-welcome-game = تتابع المباراة { $game } على ليتشس (يعرض ليتشس المباراة الجارية متأخرة ثلاث نقلات). (وقت) يقول الساعتين، و(خروج) ينهي المتابعة.
watch-welcome-tv = تتابع تلفاز ليتشس؛ وتُعلن كل مباراة جديدة. (وقت) يقول الساعتين، و(خروج) ينهي المتابعة.
watch-bad-id = «{ $id }» ليس معرّف جولة ولا مباراة ولا عنوانًا على ليتشس. مثال: (anna lichess watch https://lichess.org/broadcast/TOUR/ROUND/ID)
watch-not-found = لا توجد على ليتشس جولة ولا مباراة { $id }: المعرّف هو الجزء الأخير من العنوان (lichess.org/broadcast/…/…/ID أو lichess.org/ID).
watch-following = الرقعة { $board }: { $white } ضد { $black }.
watch-new-game = مباراة جديدة.
watch-result = الرقعة { $board }، { $white } ضد { $black }: { $result }.
watch-board-line = الرقعة { $board }: { $white } ضد { $black }، { $state }.
watch-to-move = الدور على { $side }
watch-no-boards = لم يرسل ليتشس بعد أي رقعة من هذه الجولة؛ تُعلن حين تصل.
watch-no-board = لا توجد رقعة { $board }: عدد رقع الجولة { $count }. الأمر (رقع) يعدّدها.
watch-clocks = الأبيض { $white }، الأسود { $black }.
watch-no-player = لا توجد في الجولة رقعة يلعب عليها «{ $name }» (عدد الرقع { $count }). الأمر (رقع) يعدّدها، والرقم يبدّل الرقعة.
watch-no-clocks = لا يذكر البث أوقات الساعة لهذه المباراة.
watch-read-only = هنا مشاهدة فقط: لا تُلعب نقلة ولا يُرسل شيء. رقم الرقعة أو اسم لاعب يبدّل الرقعة، و(رقع) يعدّد الرقع كلها، و(خروج) ينهي المتابعة.
watch-help = المشاهدة: الرقم أو اسم اللاعب يبدّل الرقعة؛ (رقع) يعدّد الرقع كلها؛ (وقت) يقول الساعتين حسب آخر ما وصل؛ (رقعة) و(قائمة) و(آخر) و(مادة) وسائر أسئلة الوضع تخص الرقعة المتابَعة؛ (إعادة) يكرر؛ (خروج) ينهي المتابعة.
# The words that list the boards while watching, separated by commas.
watch-boards-words = رقع, الرقع
lichess-chat-line = رسالة من { $name }: { $text }
lichess-opponent-gone = غادر خصمك المباراة؛ يمكنك المطالبة بالفوز بعد { $seconds ->
        [one] ثانية واحدة
        [two] ثانيتين
        [few] { $seconds } ثوان
       *[other] { $seconds } ثانية
    }.
lichess-opponent-back = عاد خصمك.
lichess-illegal-move = أرسل ليتشس النقلة { $uci } وهي غير قانونية هنا؛ لم تعد المباراة تتبع ليتشس.
lichess-first-move = العب نقلتك الأولى خلال { $seconds } ثانية، وإلا ألغى ليتشس المباراة.
lichess-offline = هذا متاح فقط في مباراة على ليتشس.
lichess-chat-none = لا توجد رسائل في هذه المباراة بعد.
lichess-chat-sent = أُرسلت الرسالة.
lichess-abort-asked = يُطلب من ليتشس إبطال المباراة.
lichess-victory-not-yet = لم يغادر خصمك المباراة؛ لا فوز للمطالبة به.
lichess-victory-asked = تتم المطالبة بالفوز على ليتشس.
lichess-takeback-asked = طُلب على ليتشس: أن يوافق الخصم على التراجع عن النقلة.
lichess-takeback-agreed = وافقت على ليتشس: يُتراجع عن النقلة.
lichess-takeback-offered = يطلب الخصم التراجع عن نقلته الأخيرة: الأمر (تراجع) يوافق، والنقلة ترفض.
lichess-takeback-declined = يرفض الخصم التراجع عن النقلة.
lichess-draw-ignored = لم يُوصل ليتشس عرض التعادل إلى خصمك: الوقت مبكر في المباراة، أو العرض قريب جدًا من عرضك السابق، أو الخصم هو الحاسوب. العرض غير قائم.
lichess-takeback-ignored = لم يُوصل ليتشس طلب التراجع عن النقلة إلى خصمك: خصمك لا يسمح بالتراجع. النقلة باقية.
lichess-victory-ignored = لم يمنحك ليتشس الفوز: عاد خصمك، أو لم تنتهِ مدة الانتظار بعد. المباراة مستمرة.
lichess-call-refused = يرفض ليتشس هذا الطلب.
cmd-chat = دردشة
    .aliases = {""}
cmd-abort = إبطال
    .aliases = ابطال
cmd-victory = فوز
    .aliases = {""}
help-chat = دردشة: قراءة رسائل المباراة؛ دردشة ثم نص: كتابة النص إلى الخصم. فقط في مباراة على ليتشس.
help-abort = إبطال: إبطال المباراة على ليتشس ما دام ليتشس يسمح بذلك.
help-victory = فوز: المطالبة بالفوز على ليتشس حين يغادر الخصم المباراة.
cli-about-lichess-puzzle = حل ألغاز ليتشس؛ ومع رمز (بصلاحيتي puzzle:read و puzzle:write) تُحسب النتائج هناك.
cli-help-daily = لغز اليوم، وهو واحد للجميع.
cli-help-theme = موضوع (mateIn2 أو fork … أو اسمه بلغة المحادثة) أو افتتاح (Sicilian_Defense) [الافتراضي: مزيج].
cli-name-theme = الموضوع
cli-help-difficulty = درجة الصعوبة نسبة إلى تصنيف الحساب في الألغاز (1500 بلا رمز).
cli-name-difficulty = الصعوبة
cli-help-count = عدد الألغاز واحدًا بعد الآخر (من 1 إلى 50) [الافتراضي: 1].
cli-about-lichess-play = لعب مباراة الحساب على ليتشس (يحتاج الرمز إلى صلاحية board:play).
cli-about-lichess-watch = متابعة جولة بث أو أي مباراة مباشرة، كما على الرقعة (لا يُرسل شيء).
cli-about-lichess-tv = متابعة مباراة تلفاز ليتشس مباشرة (لقناة إن سُمّيت).
cli-help-what = معرّف جولة بث أو معرّف مباراة، أو عنوانها على ليتشس.
cli-name-what = الهدف
cli-help-board = متابعة هذه الرقعة من الجولة (من 1) [الافتراضي: 1].
cli-help-player = متابعة الرقعة التي يلعب عليها هذا اللاعب (يكفي جزء من الاسم).
cli-help-channel = قناة التلفاز (rapid أو blitz أو classical …) [الافتراضي: المباراة المعروضة على ليتشس].
cli-name-channel = القناة
cli-help-lichess-play-game = المباراة المراد لعبها بمعرّفها (آخر جزء من عنوانها).
cli-help-seek = البحث عن خصم لمباراة بنظام دقائق+ثوانٍ (سريعة أو أبطأ).
cli-help-rated = البحث عن مباراة محتسبة في التصنيف.
cli-help-challenge = تحدي لاعب ليتشس هذا.
cli-help-lichess-play-time = نظام وقت التحدي: دقائق+ثوانٍ.
cli-help-lichess-play-confirm-moves = قراءة كل نقلة وإرسالها فقط بمفتاح الإدخال، كما في البطولة (المادة د-2-8).
cli-name-id = المعرف
cli-name-name = الاسم
