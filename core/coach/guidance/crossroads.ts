/**
 * Playbooks for the crossroads of a job search that no tool answers: backing out of an offer
 * already accepted, the exit interview on the way out, a trial of unpaid work before a job,
 * telling an employer about a disability or a health condition, an interview in a language one
 * speaks less well, and the small sections of a CV (hobbies, volunteering, personal details).
 * Content file: long by design.
 */
import { topic, type GuidanceTopic } from "./types.ts";

/** Triggers for two words said together, every first with every second ("adhd+interview"). */
function pairs(firsts: string[], seconds: string[]): string[] {
  return firsts.flatMap((a) => seconds.map((b) => `${a}+${b}`));
}

export const CROSSROADS_TOPICS: GuidanceTopic[] = [
  topic("career-back-out-of-offer", "general",
    ["back out", "backing out", "back out of", "renege", "reneging", "withdraw my acceptance", "after accepting", "already accepted", "accepted+better offer",
      "accepted+another offer", "accepted an offer+better", "accepted an offer+more money", "accepted the offer+more money", "signed+better offer",
      "قبلت عرض+احسن", "قبلت العرض+احسن", "قبلت عرض+عرض تاني", "قبلت العرض+عرض تاني", "قبلت عرض+عرض اخر", "وافقت على عرض+احسن", "وافقت على العرض+احسن",
      "اعتذر عن العرض", "اعتذر عن الاول", "اعتذر عن الشركه الاولي", "ارجع في كلامي", "ارجع في موافقتي", "بعد ما قبلت", "بعد ما وافقت", "مضيت+عرض احسن",
      "2ebelt el offer", "2abalt el offer", "2belt el offer", "a3tezer 3an el offer",
      // Said yes or signed, then a better offer: "signed with A, B offered 20% more — walk away?", "وقعت عقد وجالي عرض أفضل"
      "walk away from", "walk away+offered", "said yes+offered", "said yes+more", "signed+offered+more", "signed the contract+offered", "signed with+offered",
      "to the first company", "the first company+offer", "first company+offered", "وقعت عقد+عرض", "وقعت العقد+عرض", "وقعت+عرض افضل", "مضيت عقد+عرض", "مضيت العقد+عرض",
      "اعتذر للشركه", "الشركه الاولي+عرض", "الشركه الاولي+اعتذر", "عرض افضل+قبلت", "عرض احسن+وافقت"],
    ["Backing out of an offer you accepted", "الاعتذار عن عرض قبلته"],
    [
      "**It happens, and it's allowed** — an accepted offer is not a life sentence, but backing out has a cost: recruiters and hiring managers remember, and industries are small.",
      "**Decide for real first:** compare both offers in full (pay, growth, the team, stability, commute), not only the number. If the first company matched the money, would you stay?",
      "**Check what you signed:** an e-mail saying yes is rarely binding, but a signed contract may have a notice period or a penalty clause — read it before you say anything.",
      "**Tell them as soon as you decide,** by a call or a short e-mail, never by going silent; every day you wait costs them other candidates.",
      "**Keep it short, honest and polite:** thank them, say you've accepted another offer that fits your plans better, and apologise for the inconvenience — no long justifications.",
      "**Don't resign or close the first door** until the new offer is signed, in writing.",
    ],
    [
      "**يحدث هذا، وهو مسموح:** قبول العرض ليس التزامًا أبديًا، لكن للاعتذار ثمن؛ فمسؤولو التوظيف والمديرون يتذكرون، والمجال صغير.",
      "**قرّر فعلًا أولًا:** قارن العرضين كاملين (المرتب، والتطور، والفريق، والاستقرار، والمواصلات) لا الرقم وحده. ولو عرضت عليك الشركة الأولى المبلغ نفسه، هل كنت ستبقى؟",
      "**راجع ما وقّعت عليه:** الموافقة بالإيميل نادرًا ما تكون ملزمة، لكن العقد الموقّع قد يكون فيه فترة إخطار أو شرط جزائي؛ اقرأه قبل أي خطوة.",
      "**أبلغهم بأسرع وقت** بعد قرارك، بمكالمة أو إيميل قصير، لا بالاختفاء؛ فكل يوم تأخير يضيّع عليهم مرشحين آخرين.",
      "**اختصر وكن صريحًا ومهذبًا:** اشكرهم، وقل إنك قبلت عرضًا آخر يناسب خطتك أكثر، واعتذر عن الإزعاج، بلا تبريرات طويلة.",
      "**لا تستقل ولا تغلق الباب الأول** قبل أن يصلك العرض الجديد مكتوبًا وموقّعًا.",
    ],
    {
      example: {
        en: "“Dear [Name], thank you again for the offer and for your time. After a lot of thought I've decided to accept another position, and I wanted to tell you as soon as I knew. I'm sorry for the inconvenience this causes.”",
        ar: "«أستاذ/ة [الاسم]، شكرًا مرة أخرى على العرض وعلى وقتكم. بعد تفكير طويل قررت قبول وظيفة أخرى، وأردت إبلاغكم فور اتخاذ القرار. أعتذر عن أي إزعاج يسببه ذلك.»",
      },
      tipCategory: "job-search",
    }),
  topic("career-exit-interview", "general",
    ["exit interview", "exit interviews", "exit survey", "exit meeting", "exit+interview", "exit+انترفيو", "ايكزيت انترفيو", "اكزيت انترفيو", "مقابله خروج", "مقابله الخروج",
      "مقابله نهايه الخدمه", "اخر يوم+الموارد البشريه", "last day+hr",
      // Asked on the way out why one leaves: "آخر يوم والـ HR عايزين يسألوني ليه ماشية", "they want to know why I'm leaving"
      "اخر يوم+hr", "اخر يوم+الاتش ار", "اخر يوم+ليه ماشي", "اخر يوم+ليه ماشيه", "يسالوني ليه ماشي", "يسالوني ليه ماشيه", "ليه ماشيه+hr", "ليه ماشي+hr",
      "last day+why i'm leaving", "last day+why im leaving", "hr+why i'm leaving", "hr+why im leaving", "leaving+asking why", "last day+asking why"],
    ["The exit interview", "مقابلة الخروج (Exit interview)"],
    [
      "**Know what it's for:** it helps the company more than you; your goal is to leave on good terms — people and references move with you.",
      "**Be honest but constructive:** pick one to three specific, factual points (workload, tools, growth, process) and say each with a suggestion, not as a verdict on a person.",
      "**Say what worked too:** one or two things you valued make the criticism credible.",
      "**Keep it calm and brief, and leave names and grievances out;** a serious issue (harassment, safety, fraud) deserves its own written report through the proper channel, not a remark on your last day.",
      "**Sort the practical side before you go:** final pay, unused leave, your experience letter or reference, and your manager's and colleagues' contacts.",
    ],
    [
      "**اعرف الغرض منها:** تفيد الشركة أكثر منك، وهدفك أن تخرج بعلاقة طيبة؛ فالناس والتوصيات ينتقلون معك.",
      "**كن صريحًا وبنّاءً:** اختر نقطة إلى ثلاث نقاط محددة وواقعية (ضغط العمل، والأدوات، وفرص التطور، وطريقة الإدارة) وقل كلًا منها مع اقتراح، لا كحكم على شخص.",
      "**اذكر ما كان جيدًا أيضًا:** شيء أو اثنان قدّرتهما يجعلان نقدك مقنعًا.",
      "**تكلم بهدوء واختصار، وبلا أسماء أو خلافات شخصية؛** أما المشكلة الجادة (تحرش، أو خطر على السلامة، أو تلاعب) فتستحق بلاغًا مكتوبًا منفصلًا عبر القناة الرسمية، لا ملاحظة في آخر يوم.",
      "**رتّب الجانب العملي قبل أن تمشي:** آخر راتب، ورصيد الإجازات، وشهادة الخبرة أو التوصية، ووسائل التواصل مع مديرك وزملائك.",
    ],
    { tipCategory: "job-search" }),
  topic("career-unpaid-trial", "general",
    ["unpaid trial", "trial+unpaid", "unpaid+trial", "trial week", "trial period+unpaid", "trial period+for free", "trial+for free", "work for free", "working for free",
      "work+for free", "trial shift", "week unpaid", "a week unpaid", "unpaid work", "unpaid for a week", "اشتغل ببلاش", "شغل ببلاش", "فتره تجربه ببلاش", "تجربه+ببلاش",
      "تجربه+من غير مرتب", "تجربه+بدون مرتب", "تجربه+بدون اجر", "تجربه+من غير فلوس", "اسبوع ببلاش", "اسبوع+من غير مرتب", "اسبوع+من غير فلوس", "بدون مقابل",
      "tagroba bebalash", "ashta8al bebalash", "ashtaghal bebalash"],
    ["A trial of unpaid work", "فترة تجربة بدون أجر"],
    [
      "**A short trial can be fair; a week of free work usually isn't.** A few hours, or one paid day, to see how you work is common; five unpaid days of real client work is free labour.",
      "**Ask for it paid,** even at a day rate: “I'm happy to do a trial — can we agree it's paid at [rate] for those days?”",
      "**Or offer a smaller, defined task:** a few hours on a sample brief, with what will be judged and when you'll hear back.",
      "**Get the terms in writing before you start** — dates, hours, pay and what happens after; in Egypt a probation period is part of an employment contract, and it is paid.",
      "**Watch the signs:** no written offer, a vague “we'll see”, or trial workers who never get hired — then your time is better spent on other applications.",
    ],
    [
      "**التجربة القصيرة ممكن تكون عادلة، لكن أسبوع شغل ببلاش غالبًا لا.** ساعات قليلة أو يوم مدفوع لرؤية طريقة شغلك أمر شائع؛ أما خمسة أيام بدون أجر في شغل حقيقي لعملائهم فهي عمل مجاني.",
      "**اطلب أن تكون مدفوعة** ولو بأجر يومي: «يسعدني أعمل فترة تجربة، ممكن نتفق إنها تكون مدفوعة بـ[المبلغ] عن الأيام دي؟»",
      "**أو اعرض مهمة أصغر ومحددة:** ساعات قليلة على مثال، مع معرفة معايير التقييم وموعد الرد.",
      "**خُد الشروط مكتوبة قبل ما تبدأ:** المواعيد والساعات والأجر وإيه اللي بعد التجربة؛ وفي مصر فترة الاختبار جزء من عقد العمل وبتكون بأجر.",
      "**خلي بالك من العلامات:** لا عرض مكتوب، ولا كلام واضح غير «هنشوف»، أو ناس جربوا قبلك وما اتعينوش؛ ساعتها وقتك أنفع في تقديمات تانية.",
    ],
    { tipCategory: "job-search" }),
  topic("career-disclosure", "general",
    ["adhd", "autism", "autistic", "dyslexia", "dyslexic", "disability", "disabilities", "disabled", "my condition", "chronic illness", "chronic condition",
      "wheelchair", "hearing impaired", "visually impaired", "stutter", "stammer", "epilepsy", "disclose", "disclosure", "accommodation", "accommodations",
      "reasonable adjustments", "tell+my condition", "tell+my diagnosis", "اعاقه", "الاعاقه", "ذوي الاعاقه", "ذوي الهمم", "متحدي الاعاقه", "كرسي متحرك",
      "مرض مزمن", "تشتت الانتباه", "فرط الحركه", "توحد", "ضعف السمع", "ضعف النظر", "كفيف", "بتهته", "تهتهه", "اقول+حالتي", "اذكر+حالتي", "اقول+مرضي", "اذكر+مرضي",
      // A condition named beside whom to tell: "I have ADHD, do I tell the interviewer?", "عندي توحد، اقول في الانترفيو؟"
      "ضعف سمع", "ضعف نظر", "ضعيف السمع", "ضعيف النظر", "سماعه طبيه",
      ...pairs(["adhd", "autism", "autistic", "dyslexia", "disability", "my condition", "diagnosis", "wheelchair", "hearing", "اعاقه", "الاعاقه", "توحد", "مرض مزمن",
        "ضعف سمع", "ضعف السمع", "ضعف نظر", "حالتي الصحيه"],
      ["interview", "interviewer", "employer", "tell", "hr", "manager", "should", "مقابله", "المقابله", "انترفيو", "الانترفيو", "اقول", "اذكر", "الشركه", "للشركه", "اسكت",
        "اخبر", "ابلغ", "مديري"])],
    ["A disability or health condition at work", "الإعاقة أو الحالة الصحية في العمل"],
    [
      "**It's your choice, and your information.** You don't have to disclose a condition before or at an interview; many people wait until they have the offer.",
      "**Disclose when it gets you what you need:** if the interview itself needs an adjustment (extra time, questions in writing, an accessible room, captions), ask HR beforehand — you can describe the adjustment without naming the diagnosis.",
      "**If you tell, lead with how you work best:** a sentence on the condition, then what helps (“written instructions and a quiet space help me do my best work”).",
      "**Know your rights:** in the US the ADA requires reasonable accommodations and bars questions about disability before an offer; in Egypt the law on the rights of persons with disabilities (Law 10 of 2018) sets a 5% hiring quota and forbids discrimination.",
      "**Look for employers who show it:** an inclusion statement, an accessible application, colleagues with disabilities — and ask people with the same condition in your field how they handled it.",
    ],
    [
      "**القرار قرارك والمعلومة ملكك:** لست مضطرًا للإفصاح عن حالتك قبل المقابلة أو أثناءها، وكثيرون ينتظرون حتى يصلهم العرض.",
      "**أفصح حين يساعدك ذلك:** إن احتجت ترتيبات في المقابلة نفسها (وقت إضافي، أسئلة مكتوبة، مكان يسهل الوصول إليه، ترجمة نصية)، فاطلبها من الموارد البشرية مسبقًا؛ ويمكنك وصف ما تحتاجه دون ذكر التشخيص.",
      "**إن قررت الإفصاح، ابدأ بطريقة عملك الأفضل:** جملة عن الحالة، ثم ما يساعدك («التعليمات المكتوبة والمكان الهادئ يساعدانني على أفضل أداء»).",
      "**اعرف حقوقك:** في مصر يُلزم قانون حقوق الأشخاص ذوي الإعاقة (رقم 10 لسنة 2018) بنسبة تعيين 5% ويمنع التمييز، وفي الولايات المتحدة يُلزم قانون ADA بتسهيلات معقولة ويمنع السؤال عن الإعاقة قبل العرض.",
      "**ابحث عن جهات تُظهر ذلك فعلًا:** سياسة دمج معلنة، وطلب تقديم سهل الوصول، وزملاء من ذوي الإعاقة؛ واسأل من لهم الحالة نفسها في مجالك كيف تعاملوا مع الأمر.",
    ],
    { tipCategory: "interview" }),
  topic("interview-second-language", "interview_prep",
    ["my english is weak", "my english is bad", "my english is not good", "my english isnt good", "english is not good", "english is weak", "weak english", "poor english",
      "interview in english", "interview+in english", "interview+my english", "my accent", "انجليزيتي ضعيفه", "الانجليزي بتاعي ضعيف", "انجليزي ضعيف", "لغتي الانجليزيه ضعيفه",
      "مش كويس في الانجليزي", "الانترفيو+بالانجليزي", "المقابله+بالانجليزي", "انترفيو+انجليزي", "مقابله+انجليزي", "مقابله+الانجليزيه", "englishy da3eef", "el english bta3y da3eef",
      "english bta3y weak", "english+da3eef",
      // "مقابلة عمل باللغة الإنجليزية ومستواي متوسط", "my english level is average"
      "مقابله+باللغه الانجليزيه", "مقابله+بالانجليزيه", "مقابله+بالانجليزي", "مستواي في الانجليزيه", "مستوايا في الانجليزي", "مستواي في الانجليزي", "my english level", "english level",
      "interview+english+average", "interview+english+not fluent", "not fluent in english"],
    ["An interview in English when your English is shaky", "مقابلة بالإنجليزية ولغتك ليست قوية"],
    [
      "**Script the five answers you'll surely need** — tell me about yourself, why this job, a success, a difficulty, your questions for them — in simple sentences you can say comfortably.",
      "**Practise them out loud every day,** record yourself once, and fix only what blocks understanding; clear and slow beats fast and fancy.",
      "**Learn your field's 20–30 key words** in English (tools, tasks, results) so the technical part flows.",
      "**Prepare phrases that buy time:** “Could you repeat the question, please?”, “Let me think for a second”, “Do you mean…?” — asking is normal and shows you care about answering well.",
      "**Do one mock interview in English** with a friend or on video before the real one; most interviewers judge what you did, not your accent.",
    ],
    [
      "**اكتب إجابات الأسئلة الخمسة المؤكدة:** عرّفني بنفسك، ولماذا هذه الوظيفة، ونجاح حققته، وصعوبة واجهتها، وأسئلتك لهم؛ بجمل إنجليزية بسيطة تقولها براحة.",
      "**تدرّب عليها بصوت عالٍ كل يوم،** وسجّل نفسك مرة، وصحّح فقط ما يعيق الفهم؛ فالوضوح والبطء أفضل من السرعة والكلمات الصعبة.",
      "**احفظ 20–30 كلمة أساسية في مجالك** بالإنجليزية (الأدوات، والمهام، والنتائج) ليمر الجزء الفني بسلاسة.",
      "**جهّز عبارات تمنحك وقتًا،** مثل «Could you repeat the question?» و«Let me think»؛ فطلب الإعادة طبيعي ويدل على حرصك على الإجابة الصحيحة.",
      "**اعمل مقابلة تجريبية بالإنجليزية** مع صديق أو بتسجيل فيديو قبل الموعد؛ ومعظم المحاورين يقيّمون ما أنجزته لا لهجتك.",
    ],
    { tipCategory: "interview" }),
  topic("resume-extra-sections", "resume_help",
    ["hobbies", "hobby", "interests section", "my interests", "volunteering", "volunteer work", "volunteer experience", "languages section", "personal details",
      "personal information", "personal info", "date of birth", "marital status", "nationality", "religion", "هوايات", "الهوايات", "هواياتي", "اهتمامات", "الاهتمامات",
      "تطوع", "التطوع", "العمل التطوعي", "تطوعي", "البيانات الشخصيه", "المعلومات الشخصيه", "تاريخ الميلاد", "الحاله الاجتماعيه", "الديانه", "الجنسيه",
      "hewayat", "hiwayat"],
    ["The small sections of a CV", "الأقسام الصغيرة في السيرة الذاتية"],
    [
      "**Hobbies and interests are optional:** keep a line only if it's specific and says something about you (a marathon, a chess rating, a tech blog, leading a club); drop generic ones like reading or travelling.",
      "**Volunteering counts as experience:** list it like a job (role, organisation, dates, one or two results), especially early in your career.",
      "**Languages:** one short line with honest levels (native, fluent, professional, basic).",
      "**Personal details:** name, city, phone, e-mail and LinkedIn are enough for most employers; in Egypt and the Gulf some still expect date of birth, nationality and military status, so follow the job ad — religion and marital status are rarely needed.",
      "**Order by what sells you:** these sections go last, after experience, projects, education and skills.",
    ],
    [
      "**الهوايات والاهتمامات اختيارية:** اترك سطرًا لها فقط إن كانت محددة وتقول شيئًا عنك (ماراثون، تصنيف في الشطرنج، مدونة تقنية، قيادة نشاط طلابي)، واحذف العامة مثل القراءة والسفر.",
      "**العمل التطوعي خبرة:** اكتبه مثل الوظيفة (الدور، والجهة، والتاريخ، ونتيجة أو اثنتان)، خاصة في بداية المسار.",
      "**اللغات:** سطر واحد بمستويات صادقة (اللغة الأم، طلاقة، مستوى مهني، أساسي).",
      "**البيانات الشخصية:** الاسم والمدينة والهاتف والإيميل ولينكدإن تكفي معظم أصحاب العمل؛ وفي مصر والخليج يطلب بعضهم تاريخ الميلاد والجنسية وموقف التجنيد، فاتبع إعلان الوظيفة، أما الديانة والحالة الاجتماعية فنادرًا ما تلزم.",
      "**رتّب حسب ما يبيعك:** هذه الأقسام في النهاية، بعد الخبرة والمشاريع والتعليم والمهارات.",
    ],
    { tipCategory: "resume" }),
];
