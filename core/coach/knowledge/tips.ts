/**
 * Daily career tips: one or two sentences each, every one an action someone can take today.
 * `textAr` is the Arabic version, written for the coach's Arabic conversations; tips without it
 * are shown in English only.
 *
 * This file is data and long by design.
 */

export const TIP_CATEGORIES = [
  "resume",
  "interview",
  "networking",
  "learning",
  "productivity",
  "job-search",
  "negotiation",
  "wellbeing",
  "leadership",
] as const;

export type TipCategory = (typeof TIP_CATEGORIES)[number];

export type TipAudience = "student" | "junior" | "mid" | "senior";

export interface CareerTip {
  id: string;
  text: string;
  category: TipCategory;
  /** Who the tip is for; absent means everyone. */
  audience?: TipAudience[];
  textAr?: string;
}

type TipRow = Omit<CareerTip, "category">;

function inCategory(category: TipCategory, rows: TipRow[]): CareerTip[] {
  return rows.map((row) => ({ ...row, category }));
}

const RESUME = inCategory("resume", [
  { id: "resume-end-bullets-with-numbers",
    text: "Rewrite one resume bullet today so it ends with a number — users served, hours saved, revenue gained or errors reduced (for example, 'cut weekly report time from 3 hours to 20 minutes').",
    textAr: "أعد كتابة نقطة واحدة في سيرتك الذاتية اليوم لتنتهي برقم: عدد المستخدمين، أو الساعات الموفَّرة، أو الإيراد المحقَّق، أو الأخطاء التي قلّت (مثل: «خفّضت وقت إعداد التقرير الأسبوعي من 3 ساعات إلى 20 دقيقة»)." },
  { id: "resume-mirror-job-keywords",
    text: "Before applying, list the required skills from the job ad and make sure each one you genuinely have appears in your resume in the same words, because applicant tracking systems match exact terms.",
    textAr: "قبل التقديم، اكتب قائمة بالمهارات المطلوبة في إعلان الوظيفة وتأكد أن كل مهارة تملكها فعلًا مذكورة في سيرتك بنفس الكلمات، لأن أنظمة تتبع المتقدمين تطابق المصطلحات حرفيًا." },
  { id: "resume-one-page-early-career", audience: ["student", "junior"],
    text: "With less than about ten years of experience, keep your resume to one page by cutting bullets that don't support the role you are applying for.",
    textAr: "إذا كانت خبرتك أقل من عشر سنوات تقريبًا، فاجعل سيرتك الذاتية في صفحة واحدة واحذف النقاط التي لا تدعم الوظيفة التي تتقدم لها." },
  { id: "resume-start-with-verbs",
    text: "Start every bullet with a strong past-tense verb such as built, led, reduced or launched, and delete the phrase 'responsible for'.",
    textAr: "ابدأ كل نقطة بفعل ماضٍ قوي مثل: بنيت، قدت، خفّضت، أطلقت، واحذف عبارة «مسؤول عن»." },
  { id: "resume-ats-friendly-layout",
    text: "Use a single-column layout with standard headings (Experience, Education, Skills) and no tables, text boxes or photos, which many applicant tracking systems read badly.",
    textAr: "استخدم تصميمًا من عمود واحد بعناوين معتادة (الخبرات، التعليم، المهارات) ومن دون جداول أو مربعات نص أو صور، لأن كثيرًا من أنظمة تتبع المتقدمين تقرؤها بشكل خاطئ." },
  { id: "resume-file-name",
    text: "Save your resume as a PDF named like 'FirstName-LastName-Role.pdf' so a recruiter can find it among hundreds of files called 'CV.pdf'." },
  { id: "resume-strongest-result-first",
    text: "Put your most relevant achievement in the top third of the first page: recruiters often decide within seconds whether to keep reading." },
  { id: "resume-projects-section", audience: ["student"],
    text: "No work experience yet? Add a Projects section with two or three projects, each stating the problem, the tools you used and a link to the code or a demo.",
    textAr: "ليست لديك خبرة عملية بعد؟ أضف قسمًا للمشاريع يضم مشروعين أو ثلاثة، لكل منها المشكلة التي حلّها والأدوات التي استخدمتها ورابط للكود أو لعرض تجريبي." },
  { id: "resume-targeted-summary",
    text: "Write a two-line summary at the top naming your target role, your years of experience and one result, and adjust it for each type of role you apply to." },
  { id: "resume-match-linkedin",
    text: "Check that the job titles and dates on your LinkedIn profile match your resume exactly; mismatches make recruiters doubt both.",
    textAr: "تأكد أن المسميات الوظيفية والتواريخ في حسابك على LinkedIn مطابقة تمامًا لما في سيرتك الذاتية، فالاختلاف يجعل مسؤول التوظيف يشك في الاثنين." },
  { id: "resume-specific-cover-letter",
    text: "In a cover letter, name one specific thing about the company — a product, a recent launch or a stated value — and connect it to one result you have delivered." },
  { id: "resume-cut-filler", audience: ["junior", "mid", "senior"],
    text: "Once you have professional experience, remove unrelated hobbies, school grades and basic skills like 'Microsoft Word', and use the space for results." },
  { id: "resume-read-aloud",
    text: "Read your resume aloud, or let a text-to-speech tool read it to you, to catch typos and clumsy phrases your eyes skip over." },
]);

const INTERVIEW = inCategory("interview", [
  { id: "interview-five-star-stories",
    text: "Prepare five STAR stories (Situation, Task, Action, Result) about a success, a failure, a conflict, leading others and a tight deadline; most behavioural questions fit one of them.",
    textAr: "جهّز خمس قصص بطريقة STAR (الموقف، المهمة، الإجراء، النتيجة) عن نجاح، وإخفاق، وخلاف، وقيادة الآخرين، وموعد نهائي ضيق؛ فمعظم الأسئلة السلوكية تناسب إحداها." },
  { id: "interview-research-company",
    text: "Spend 30 minutes before an interview on the company's website, recent news and your interviewer's LinkedIn profile, and note two things you can mention.",
    textAr: "خصص 30 دقيقة قبل المقابلة لموقع الشركة وأخبارها الأخيرة وحساب من سيقابلك على LinkedIn، ودوّن أمرين يمكنك ذكرهما." },
  { id: "interview-questions-to-ask",
    text: "Prepare three questions for the end of the interview, such as 'What would success look like in the first 90 days?', and never say you have none.",
    textAr: "جهّز ثلاثة أسئلة لنهاية المقابلة، مثل: «كيف يبدو النجاح في هذا الدور خلال أول 90 يومًا؟»، ولا تقل أبدًا إنه ليس لديك أسئلة." },
  { id: "interview-tell-me-about-yourself",
    text: "Practise a 60–90-second answer to 'Tell me about yourself': your current role, one or two relevant achievements, and why this job is your logical next step.",
    textAr: "تدرّب على إجابة من 60 إلى 90 ثانية لسؤال «حدثني عن نفسك»: دورك الحالي، وإنجاز أو اثنان مرتبطان بالوظيفة، ولماذا تعد هذه الوظيفة خطوتك التالية المنطقية." },
  { id: "interview-think-aloud-coding", audience: ["student", "junior", "mid"],
    text: "In coding interviews, explain your approach out loud and confirm it with the interviewer before writing code; silence makes it hard for them to give you credit or hints.",
    textAr: "في مقابلات البرمجة، اشرح طريقتك بصوت مسموع وتأكد منها مع المقابِل قبل كتابة الكود، فالصمت يصعّب عليه أن يقدّر تفكيرك أو يعطيك تلميحًا." },
  { id: "interview-record-mock",
    text: "Record yourself answering three common interview questions on your phone and watch it back to fix filler words, rambling and eye contact.",
    textAr: "سجّل نفسك بالهاتف وأنت تجيب عن ثلاثة أسئلة شائعة في المقابلات، ثم شاهد التسجيل لتصلح كلمات الحشو والإطالة والتواصل البصري." },
  { id: "interview-video-setup",
    text: "For a video interview, test your camera, microphone and connection 15 minutes early, raise the camera to eye level and sit facing a window or lamp.",
    textAr: "في المقابلة عبر الفيديو، اختبر الكاميرا والميكروفون والاتصال قبل الموعد بـ15 دقيقة، وارفع الكاميرا إلى مستوى عينيك واجلس في مواجهة نافذة أو مصباح." },
  { id: "interview-weakness-answer",
    text: "For 'What is your greatest weakness?', choose a real weakness that is not central to the job and describe the concrete steps you are taking to improve it." },
  { id: "interview-thank-you-email",
    text: "Send a short thank-you email within 24 hours of an interview that mentions one specific topic you discussed.",
    textAr: "أرسل رسالة شكر قصيرة خلال 24 ساعة من المقابلة تذكر فيها موضوعًا محددًا تحدثتما عنه." },
  { id: "interview-clarify-first",
    text: "If a question is ambiguous, ask one clarifying question before answering; it shows structured thinking and stops you answering the wrong question." },
  { id: "interview-system-design-scope", audience: ["mid", "senior"],
    text: "In system design interviews, start with requirements and rough scale estimates before drawing boxes; interviewers judge how you scope the problem." },
  { id: "interview-failure-lessons",
    text: "When asked about a failure, spend most of your answer on what you learned and what you changed afterwards, not on the failure itself." },
  { id: "interview-portfolio-walkthrough",
    text: "Prepare a five-minute walk-through of one portfolio project covering the problem, your decisions, the trade-offs and the outcome." },
  { id: "interview-arrive-early",
    text: "For an in-person interview, plan to arrive 10 minutes early and bring printed copies of your resume and the job description." },
]);

const NETWORKING = inCategory("networking", [
  { id: "networking-informational-call",
    text: "Ask someone in a role you want for a 15-minute call and include one specific question in your message; people say yes to small, clear requests.",
    textAr: "اطلب من شخص يعمل في الدور الذي تريده مكالمة مدتها 15 دقيقة، وضع في رسالتك سؤالًا محددًا واحدًا؛ فالناس يوافقون على الطلبات الصغيرة الواضحة." },
  { id: "networking-connection-note",
    text: "When you send a LinkedIn connection request, add a one-line note saying why — a shared school, an event or a post of theirs you read.",
    textAr: "عندما ترسل طلب تواصل على LinkedIn، أضف سطرًا يوضح السبب: جامعة مشتركة، أو فعالية حضرتماها، أو منشور قرأته له." },
  { id: "networking-thoughtful-comments",
    text: "Leave one thoughtful comment a day on posts by people in your target field; adding an example or a question gets noticed far more than 'Great post!'.",
    textAr: "اكتب تعليقًا مدروسًا واحدًا يوميًا على منشورات أشخاص في مجالك المستهدف؛ فإضافة مثال أو سؤال تلفت الانتباه أكثر بكثير من «منشور رائع!»." },
  { id: "networking-follow-up-48h",
    text: "After an event, message the people you met within 48 hours and mention something specific from your conversation.",
    textAr: "بعد أي فعالية، راسل من قابلتهم خلال 48 ساعة واذكر شيئًا محددًا من حديثكم." },
  { id: "networking-alumni",
    text: "Search LinkedIn for graduates of your university who work at your target companies; a shared school makes people much more likely to reply.",
    textAr: "ابحث في LinkedIn عن خريجي جامعتك الذين يعملون في الشركات التي تستهدفها؛ فالجامعة المشتركة تجعلهم أكثر استعدادًا للرد." },
  { id: "networking-give-first",
    text: "Before asking for help, give something: share a relevant article, congratulate someone on a launch or introduce two people who should meet." },
  { id: "networking-referral-package",
    text: "When asking for a referral, send the job link, your resume and three lines on why you fit, so the person can forward it in one minute.",
    textAr: "عندما تطلب ترشيحًا، أرسل رابط الوظيفة وسيرتك الذاتية وثلاثة أسطر عن سبب ملاءمتك، حتى يستطيع الشخص تمريرها في دقيقة واحدة." },
  { id: "networking-contact-tracker",
    text: "Keep a simple spreadsheet of your contacts with the date you last spoke and a short note, and reconnect with two of them every week." },
  { id: "networking-linkedin-headline",
    text: "Rewrite your LinkedIn headline to say what you do and in which area (for example 'Data Analyst | SQL, Power BI | Retail analytics') instead of 'Student' or 'Looking for opportunities'.",
    textAr: "أعد كتابة العنوان الرئيسي في حسابك على LinkedIn ليوضح ما تفعله وفي أي مجال (مثل: «محلل بيانات | SQL وPower BI | تحليلات التجزئة») بدلًا من «طالب» أو «أبحث عن فرصة»." },
  { id: "networking-open-to-work-private",
    text: "If you are job hunting while employed, set LinkedIn's Open to Work visibility to recruiters only instead of showing the public banner." },
  { id: "networking-meetup-goal",
    text: "Attend one meetup or online community event in your field this month and aim for two real conversations rather than many business cards." },
  { id: "networking-share-weekly",
    text: "Post a short write-up of something you learned or built this week; regular posts make it easier for recruiters and peers to find you." },
]);

const LEARNING = inCategory("learning", [
  { id: "learning-daily-30-minutes",
    text: "Block 30 minutes at the same time every day for learning; steady daily practice beats occasional weekend marathons.",
    textAr: "خصص 30 دقيقة في الوقت نفسه كل يوم للتعلم؛ فالممارسة اليومية المنتظمة أفضل من جلسات طويلة متقطعة في عطلات نهاية الأسبوع." },
  { id: "learning-build-after-each-module",
    text: "After each course module, build something small with it yourself before starting the next video; applying a skill is what makes it stick.",
    textAr: "بعد كل وحدة في الدورة، اصنع شيئًا صغيرًا بنفسك قبل أن تبدأ الفيديو التالي؛ فتطبيق المهارة هو ما يثبّتها." },
  { id: "learning-retrieval-practice",
    text: "At the end of a study session, close your notes and write down everything you remember; recalling beats rereading for long-term memory.",
    textAr: "في نهاية جلسة المذاكرة، أغلق ملاحظاتك واكتب كل ما تتذكره؛ فالاسترجاع أفضل من إعادة القراءة للذاكرة طويلة المدى." },
  { id: "learning-skills-from-job-ads",
    text: "Collect ten job ads for the role you want, count the skills that appear most often and learn the top three first.",
    textAr: "اجمع عشرة إعلانات للوظيفة التي تريدها، واحسب المهارات الأكثر تكرارًا فيها، وابدأ بتعلم أول ثلاث منها." },
  { id: "learning-teach-it",
    text: "Explain a concept you just learned to a friend or in a short post; the gaps in your explanation show you what to review.",
    textAr: "اشرح مفهومًا تعلمته للتو لصديق أو في منشور قصير؛ فالثغرات في شرحك تكشف لك ما تحتاج إلى مراجعته." },
  { id: "learning-check-certification-demand",
    text: "Before paying for a certification exam, search job ads in your target market for the certificate's name to check that employers actually ask for it." },
  { id: "learning-professional-english",
    text: "If you want to work with international companies, spend 15 minutes a day summarising a work-related article out loud in English.",
    textAr: "إذا كنت تريد العمل مع شركات دولية، فخصص 15 دقيقة يوميًا لتلخيص مقال متعلق بمجالك بصوت مسموع باللغة الإنجليزية." },
  { id: "learning-spaced-review",
    text: "Review new material after one day, three days and a week; flashcard apps such as Anki schedule the reviews for you." },
  { id: "learning-finish-one-course",
    text: "Finish one course before starting another: put a target completion date in your calendar and split the remaining lessons into weekly goals." },
  { id: "learning-readme-portfolio", audience: ["student", "junior"],
    text: "Push your practice projects to GitHub with a README that says what each project does and how to run it; finished-looking repositories get clicked.",
    textAr: "ارفع مشاريعك التدريبية على GitHub مع ملف README يوضح ما يفعله كل مشروع وكيفية تشغيله؛ فالمستودعات التي تبدو مكتملة هي التي يفتحها مسؤولو التوظيف." },
  { id: "learning-official-docs-first",
    text: "When learning a new tool, read its official getting-started guide before watching tutorials; it is usually shorter and always up to date." },
  { id: "learning-log",
    text: "Keep a learning log with one line a day on what you studied; it keeps you consistent and gives you concrete examples for interviews." },
]);

const PRODUCTIVITY = inCategory("productivity", [
  { id: "productivity-top-three",
    text: "Each morning, write down the three tasks that would make today a success and start the hardest one before opening email.",
    textAr: "كل صباح، اكتب المهام الثلاث التي ستجعل يومك ناجحًا، وابدأ بأصعبها قبل أن تفتح بريدك الإلكتروني." },
  { id: "productivity-focus-blocks",
    text: "Book two 90-minute focus blocks in your calendar this week and treat them like meetings you cannot move.",
    textAr: "احجز فترتين للتركيز مدة كل منهما 90 دقيقة في تقويمك هذا الأسبوع، وتعامل معهما كاجتماعات لا يمكن تأجيلها." },
  { id: "productivity-notifications-off",
    text: "Turn off non-essential notifications during focus time and check messages at set times instead, for example once an hour.",
    textAr: "أوقف الإشعارات غير الضرورية أثناء وقت التركيز، وتفقّد الرسائل في أوقات محددة بدلًا من ذلك، كمرة كل ساعة." },
  { id: "productivity-two-minute-rule",
    text: "If a task takes less than two minutes, do it now; otherwise write it down so it stops occupying your mind.",
    textAr: "إذا كانت المهمة تستغرق أقل من دقيقتين فأنجزها فورًا، وإلا فاكتبها حتى لا تبقى تشغل ذهنك." },
  { id: "productivity-weekly-review",
    text: "On the last day of your work week, spend 15 minutes reviewing what you finished, what slipped and your top three priorities for next week.",
    textAr: "في آخر يوم عمل من الأسبوع، خصص 15 دقيقة لمراجعة ما أنجزته وما تأخر، وحدد أهم ثلاث أولويات للأسبوع القادم." },
  { id: "productivity-meeting-agenda",
    text: "Send an agenda with the intended outcome for every meeting you organise, and ask for one before accepting meetings that have none." },
  { id: "productivity-brag-document",
    text: "Keep a 'brag document': each week, add your wins, positive feedback and metrics, so performance reviews and resume updates take minutes instead of hours.",
    textAr: "احتفظ بملف لإنجازاتك: أضف إليه كل أسبوع نجاحاتك والملاحظات الإيجابية والأرقام، فتصبح مراجعات الأداء وتحديث السيرة الذاتية مسألة دقائق لا ساعات." },
  { id: "productivity-batch-small-tasks",
    text: "Batch similar small tasks — quick replies, forms, approvals — into one slot a day instead of letting them interrupt focused work." },
  { id: "productivity-25-minute-start",
    text: "When you can't get started, set a 25-minute timer and commit only to working until it rings; starting is usually the hardest part." },
  { id: "productivity-request-first-email",
    text: "Put the request and the deadline in the first line of your emails, for example 'Could you approve the budget by Thursday?'.",
    textAr: "ضع الطلب والموعد النهائي في السطر الأول من رسائلك، مثل: «هل يمكنك اعتماد الميزانية قبل يوم الخميس؟»." },
  { id: "productivity-five-shortcuts",
    text: "Learn five keyboard shortcuts for the tool you use most — Excel, your code editor or your email client; they save hours every month." },
  { id: "productivity-energy-scheduling",
    text: "Schedule demanding work for the time of day when you have the most energy and save routine tasks for your low-energy hours." },
]);

const JOB_SEARCH = inCategory("job-search", [
  { id: "job-search-target-companies",
    text: "List 20 to 40 companies you would like to work for and check their careers pages every week instead of relying only on job boards.",
    textAr: "اكتب قائمة من 20 إلى 40 شركة تود العمل فيها، وتفقّد صفحات الوظائف على مواقعها كل أسبوع بدلًا من الاعتماد على مواقع التوظيف وحدها." },
  { id: "job-search-apply-early",
    text: "Apply within the first few days after a job is posted; many roles fill from the earliest applicants.",
    textAr: "قدّم خلال الأيام الأولى من نشر الوظيفة؛ فكثير من الوظائف تُشغل من أوائل المتقدمين." },
  { id: "job-search-tailored-applications",
    text: "Send five tailored applications a week rather than fifty generic ones, and track each in a spreadsheet with the date, contact person and status.",
    textAr: "أرسل خمسة طلبات مصممة لكل وظيفة أسبوعيًا بدلًا من خمسين طلبًا عامًا، وتابع كلًّا منها في جدول يضم التاريخ والشخص المسؤول والحالة." },
  { id: "job-search-apply-if-most-fit",
    text: "Apply when you meet most of the core requirements: job ads describe an ideal candidate, and 'nice to have' items are rarely deal-breakers.",
    textAr: "قدّم إذا كنت تستوفي معظم المتطلبات الأساسية؛ فإعلانات الوظائف تصف مرشحًا مثاليًا، والمتطلبات «المفضّلة» نادرًا ما تكون سببًا للرفض." },
  { id: "job-search-follow-up-week",
    text: "If you have not heard back a week after applying, send the recruiter or hiring manager a brief note restating your interest and one reason you fit." },
  { id: "job-search-avoid-scams",
    text: "Never pay a fee to apply for a job or send identity documents before a verified interview; check the company's official website and email domain.",
    textAr: "لا تدفع أي رسوم للتقديم على وظيفة ولا ترسل مستندات هويتك قبل مقابلة موثوقة، وتحقق من الموقع الرسمي للشركة ونطاق بريدها الإلكتروني." },
  { id: "job-search-remote-time-zone",
    text: "When applying for remote roles abroad, state your time zone and the hours you can overlap with the team on your resume and LinkedIn.",
    textAr: "عند التقديم على وظائف عن بُعد في الخارج، اذكر منطقتك الزمنية والساعات التي يمكنك أن تتزامن فيها مع الفريق في سيرتك الذاتية وعلى LinkedIn." },
  { id: "job-search-explain-gap",
    text: "Explain a career gap in one honest line — study, caregiving, relocation or health — then focus on what you did to keep your skills current." },
  { id: "job-search-internships-early", audience: ["student"],
    text: "Apply for internships three to six months before they start; large companies often open summer programmes in the autumn.",
    textAr: "قدّم على التدريب الصيفي قبل بدايته بثلاثة إلى ستة أشهر؛ فالشركات الكبرى كثيرًا ما تفتح برامجها الصيفية في الخريف." },
  { id: "job-search-ask-after-rejection",
    text: "After a rejection, reply politely and ask whether they can share one thing you could improve; some will, and it keeps the door open." },
  { id: "job-search-specific-ask",
    text: "Tell five people in your network the exact role and kind of company you are looking for; vague requests such as 'any opportunity' rarely lead to referrals." },
  { id: "job-search-local-platforms-egypt",
    text: "In Egypt, check local job sites such as Wuzzuf and Forasna alongside LinkedIn, because some local employers post only there.",
    textAr: "في مصر، تابع مواقع التوظيف المحلية مثل Wuzzuf وForasna إلى جانب LinkedIn، لأن بعض أصحاب العمل المحليين ينشرون وظائفهم هناك فقط." },
  { id: "job-search-reply-to-recruiters",
    text: "Reply to recruiter messages even when the role is not right, saying what would interest you; it builds a pipeline for later." },
]);

const NEGOTIATION = inCategory("negotiation", [
  { id: "negotiation-research-range",
    text: "Before any salary conversation, research the pay range for the role in your city using salary sites, industry surveys and conversations with peers.",
    textAr: "قبل أي حديث عن الراتب، ابحث عن نطاق الأجر لهذا الدور في مدينتك من مواقع الرواتب والاستطلاعات المتخصصة والحديث مع زملاء في المجال." },
  { id: "negotiation-ask-for-time",
    text: "When you receive an offer, thank them and ask for a day or two to review it in writing; do not accept on the spot.",
    textAr: "عندما يصلك عرض عمل، اشكرهم واطلب يومًا أو يومين لمراجعته مكتوبًا، ولا تقبله في اللحظة نفسها." },
  { id: "negotiation-whole-package",
    text: "Negotiate the whole package — base pay, bonus, remote days, training budget, start date and title — not only the salary.",
    textAr: "تفاوض على العرض كاملًا: الراتب الأساسي، والمكافآت، وأيام العمل عن بُعد، وميزانية التدريب، وتاريخ البدء، والمسمى الوظيفي، وليس الراتب وحده." },
  { id: "negotiation-range-floor",
    text: "When you name a number, give a range whose lower end is a figure you would be happy to accept, backed by your research.",
    textAr: "عندما تذكر رقمًا، قدّم نطاقًا يكون حده الأدنى مبلغًا ترضى به فعلًا، ومدعومًا ببحثك." },
  { id: "negotiation-justify-with-value",
    text: "Justify your ask with market data and the value you bring, such as a certification or a result you delivered, rather than with personal expenses." },
  { id: "negotiation-pause",
    text: "After you state your number, stop talking and let the other side respond; rushing to fill the silence often means conceding.",
    textAr: "بعد أن تذكر الرقم الذي تريده، توقف عن الكلام ودع الطرف الآخر يرد؛ فالتسرع في ملء الصمت يعني غالبًا تقديم تنازل." },
  { id: "negotiation-raise-timing", audience: ["junior", "mid", "senior"],
    text: "Ask for a raise after a documented win and before next year's budgets are set, bringing a one-page summary of your results.",
    textAr: "اطلب زيادة الراتب بعد إنجاز موثّق وقبل إعداد ميزانيات العام التالي، واحمل معك ملخصًا من صفحة واحدة لنتائجك." },
  { id: "negotiation-real-offers-only",
    text: "Mention a competing offer only if it is real, and be prepared for the employer to decline to match it." },
  { id: "negotiation-get-it-in-writing",
    text: "Get every agreed term — salary, allowances, start date, probation period — in the written offer before you resign from your current job.",
    textAr: "احصل على كل ما اتُّفق عليه — الراتب والبدلات وتاريخ البدء وفترة الاختبار — مكتوبًا في العرض قبل أن تستقيل من عملك الحالي." },
  { id: "negotiation-foreign-currency",
    text: "For an offer from a company abroad, agree on the currency, payment method and who pays transfer fees before you sign.",
    textAr: "في عرض من شركة خارج بلدك، اتفق على العملة وطريقة الدفع ومن يتحمل رسوم التحويل قبل التوقيع." },
  { id: "negotiation-rehearse-objection",
    text: "Role-play the negotiation with a friend, including the reply 'That's above our budget', so your answer comes out calmly on the day." },
]);

const WELLBEING = inCategory("wellbeing", [
  { id: "wellbeing-job-search-hours",
    text: "Treat the job search like a part-time job with set hours and stop when they end; searching all day leads to burnout, not more offers.",
    textAr: "تعامل مع البحث عن عمل كوظيفة بدوام جزئي لها ساعات محددة، وتوقف عند انتهائها؛ فالبحث طوال اليوم يقود إلى الإرهاق لا إلى مزيد من العروض." },
  { id: "wellbeing-effort-goals",
    text: "Set weekly goals for what you control — applications sent, people contacted, hours practised — rather than for offers received.",
    textAr: "ضع أهدافًا أسبوعية لما تتحكم فيه — عدد الطلبات المرسلة، والأشخاص الذين تواصلت معهم، وساعات التدريب — بدلًا من عدد العروض التي تصلك." },
  { id: "wellbeing-sleep-before-interviews",
    text: "Protect seven to nine hours of sleep before interviews and deadlines; a rested brain recalls and decides better than one that crammed all night.",
    textAr: "احرص على النوم من سبع إلى تسع ساعات قبل المقابلات والمواعيد النهائية؛ فالعقل المرتاح يتذكر ويقرر أفضل من عقل سهر طوال الليل في المذاكرة." },
  { id: "wellbeing-walk-break",
    text: "Take a 10-minute walk away from screens after a long focus session or a difficult call to reset your attention and mood.",
    textAr: "امشِ عشر دقائق بعيدًا عن الشاشات بعد جلسة تركيز طويلة أو مكالمة صعبة لتستعيد انتباهك وتحسّن مزاجك." },
  { id: "wellbeing-evening-boundary",
    text: "Pick a fixed time to stop checking work messages in the evening and tell your team; a clear boundary is easier to keep than a vague one.",
    textAr: "حدد وقتًا ثابتًا مساءً تتوقف بعده عن متابعة رسائل العمل وأخبر فريقك به؛ فالحد الواضح أسهل في الالتزام من الحد المبهم." },
  { id: "wellbeing-accountability-partner",
    text: "Share your job-search progress with one friend or mentor each week; support and accountability make setbacks easier to handle." },
  { id: "wellbeing-imposter-evidence",
    text: "When you feel like an impostor, reread your record of wins or past positive feedback; evidence answers that feeling better than reassurance does.",
    textAr: "عندما تشعر بأنك لا تستحق مكانك، أعد قراءة سجل إنجازاتك أو الملاحظات الإيجابية السابقة؛ فالأدلة ترد على هذا الشعور أفضل من الطمأنة." },
  { id: "wellbeing-20-20-20",
    text: "Use the 20-20-20 rule to reduce eye strain: every 20 minutes, look at something about 6 metres (20 feet) away for 20 seconds.",
    textAr: "استخدم قاعدة 20-20-20 لتخفيف إجهاد العين: كل 20 دقيقة انظر إلى شيء يبعد نحو 6 أمتار لمدة 20 ثانية." },
  { id: "wellbeing-celebrate-milestones",
    text: "Mark small milestones — a finished course, a first interview, a shipped feature — to keep your motivation up over a long search." },
  { id: "wellbeing-compare-with-past-self",
    text: "Limit time on feeds full of other people's promotions and offers, and compare yourself with where you were three months ago instead." },
  { id: "wellbeing-seek-help",
    text: "If stress lasts for weeks and affects your sleep or appetite, talk to a doctor or counsellor; it is a health matter, not a weakness." },
]);

const LEADERSHIP = inCategory("leadership", [
  { id: "leadership-one-on-ones", audience: ["mid", "senior"],
    text: "Hold regular one-on-ones with each team member and let them set the agenda; your job there is to listen and remove obstacles.",
    textAr: "اعقد لقاءات فردية منتظمة مع كل عضو في فريقك ودعه يحدد جدول الأعمال؛ فدورك فيها هو الإصغاء وإزالة العقبات." },
  { id: "leadership-specific-praise",
    text: "Praise specific behaviour in public ('Your test plan caught the release bug') and give corrective feedback in private.",
    textAr: "امدح سلوكًا محددًا أمام الآخرين (مثل: «خطة الاختبار التي أعددتها كشفت الخطأ قبل الإطلاق»)، وقدّم الملاحظات التصحيحية على انفراد." },
  { id: "leadership-delegate-outcomes", audience: ["mid", "senior"],
    text: "When you delegate, describe the outcome and the deadline rather than every step, and agree on when you will check in.",
    textAr: "عندما تفوّض مهمة، صف النتيجة المطلوبة والموعد النهائي بدلًا من كل خطوة، واتفقا على موعد للمتابعة." },
  { id: "leadership-sbi-feedback",
    text: "Give feedback with Situation–Behaviour–Impact: when it happened, what the person did and the effect it had.",
    textAr: "قدّم ملاحظاتك بطريقة الموقف–السلوك–الأثر: متى حدث الأمر، وماذا فعل الشخص، وما الأثر الذي ترتب عليه." },
  { id: "leadership-ask-before-telling",
    text: "In your next meeting, ask 'What do you think we should do?' before giving your own view; people commit more to plans they helped shape." },
  { id: "leadership-decision-log",
    text: "Write down important decisions with the date and the reasons; it prevents re-arguing them and helps new team members catch up." },
  { id: "leadership-without-title", audience: ["junior", "mid"],
    text: "Lead without a title: volunteer to run a retrospective, write the team's onboarding guide or mentor an intern.",
    textAr: "يمكنك القيادة دون منصب: تطوّع لإدارة اجتماع مراجعة ما بعد المشروع، أو اكتب دليل انضمام الموظفين الجدد للفريق، أو أشرف على متدرب." },
  { id: "leadership-admit-mistakes",
    text: "Admit your own mistakes openly in front of the team; it makes it safe for others to raise problems early.",
    textAr: "اعترف بأخطائك علنًا أمام الفريق؛ فذلك يجعل الآخرين يشعرون بالأمان للإبلاغ عن المشكلات مبكرًا." },
  { id: "leadership-repeat-priorities", audience: ["mid", "senior"],
    text: "Check that every team member can name the team's top three priorities this quarter; if they can't, repeat them until they can." },
  { id: "leadership-career-conversations", audience: ["senior"],
    text: "Ask each person you manage about their career goals at least twice a year, and find one assignment that moves them towards those goals." },
  { id: "leadership-close-meetings",
    text: "End every meeting by stating the decisions, owners and deadlines, and send them in writing within the hour.",
    textAr: "اختم كل اجتماع بذكر القرارات والمسؤول عن كل منها والمواعيد النهائية، وأرسلها مكتوبة خلال ساعة." },
]);

/** Every daily tip, grouped by category. */
export const CAREER_TIPS: readonly CareerTip[] = [
  ...RESUME,
  ...INTERVIEW,
  ...NETWORKING,
  ...LEARNING,
  ...PRODUCTIVITY,
  ...JOB_SEARCH,
  ...NEGOTIATION,
  ...WELLBEING,
  ...LEADERSHIP,
];

const DAY_MS = 24 * 60 * 60 * 1000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The tip shown on a given day: the same for everyone on that UTC date, and every tip in turn
 * before any repeats. Consecutive days step through the list with a stride coprime to its length,
 * so they land in different categories rather than walking one category at a time.
 */
export function tipForDay(date: Date, tips: readonly CareerTip[] = CAREER_TIPS): CareerTip {
  if (tips.length === 0) throw new RangeError("tipForDay needs at least one tip");
  let stride = 7;
  while (gcd(stride, tips.length) !== 1) stride += 1;
  const day = Math.floor(date.getTime() / DAY_MS);
  const index = (((day % tips.length) * stride) % tips.length + tips.length) % tips.length;
  return tips[index];
}
