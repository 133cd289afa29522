/** The courses page's texts, in Arabic. */
import type en from "./courses.en";
import type { Translation } from "../translate";

export default {
  // The page
  "page.title": "البحث عن دورات",
  "page.intro": "صِف ما تريد أن تتعلّمه بكلماتك: الموضوع، واللغة، مجانية أم مدفوعة، ومستواك، وكم من الوقت لديك. تجد أمل الدورات المناسبة وتخبرك لماذا اختارتها.",

  // The description box
  "search.label": "ماذا تريد أن تتعلّم؟",
  "search.placeholder": "أريد الانتقال من تقارير Excel إلى تحليل البيانات بلغة Python، دورة مجانية وبالعربي إن أمكن",
  "search.hint": "Enter للبحث، وShift+Enter لسطر جديد.",
  "search.submit": "ابحث",
  "search.searching": "جارٍ البحث...",
  "search.empty": "صِف أولًا ما تريد أن تتعلّمه.",

  // First visit
  "first.title": "ابدأ بجملة واحدة",
  "first.text": "اكتبها كما تقولها لصديق: ماذا تعمل الآن، وإلى أين تريد أن تصل، وما يهمّك — مجانية، بالعربي، للمبتدئين، أقل من 10 ساعات، بشهادة. أو جرّب واحدة من هذه:",
  "first.examples": "أمثلة للبحث",
  "example.1": "دورة تحليل بيانات بالعربي",
  "example.2": "إدارة المشاريع للمبتدئين مجانًا",
  "example.3": "تصميم تجربة المستخدم UX بالعربي",
  "example.4": "python for data analysis free",

  // What Amal understood
  "understood.title": "ما فهمته أمل",
  "understood.subject": "الموضوع: {subject}",
  "understood.hint": "احذف أيًّا منها لتوسيع البحث.",
  "understood.remove": "احذف «{name}»",
  "chip.free": "مجانية",
  "chip.language.en": "بالإنجليزية",
  "chip.language.ar": "بالعربية",
  "chip.maxHours": {
    zero: "أقل من {count} ساعة",
    one: "أقل من ساعة",
    two: "أقل من ساعتين",
    few: "أقل من {count} ساعات",
    many: "أقل من {count} ساعة",
    other: "أقل من {count} ساعة",
  },
  "chip.certificate": "بشهادة",

  // Filters
  "filters.title": "عوامل التصفية",
  "filters.language": "اللغة",
  "filters.languageAny": "أي لغة",
  "filters.free": "المجانية فقط",
  "filters.level": "المستوى",
  "filters.levelAny": "أي مستوى",
  "filters.duration": "المدة",
  "filters.durationAny": "أي مدة",
  "filters.durationUnder": {
    zero: "أقل من {count} ساعة",
    one: "أقل من ساعة",
    two: "أقل من ساعتين",
    few: "أقل من {count} ساعات",
    many: "أقل من {count} ساعة",
    other: "أقل من {count} ساعة",
  },
  "filters.clear": "امسح عوامل التصفية",

  // Course facts
  "language.en": "الإنجليزية",
  "language.ar": "العربية",
  "level.Beginner": "مبتدئ",
  "level.Intermediate": "متوسط",
  "level.Advanced": "متقدّم",

  // Search Results
  "results.title": "نتائج البحث",
  "results.count": {
    zero: "لم نجد أي دورة من بين {size} دورة",
    one: "وجدنا دورة واحدة من بين {size} دورة",
    two: "وجدنا دورتين من بين {size} دورة",
    few: "وجدنا {count} دورات من بين {size} دورة",
    many: "وجدنا {count} دورة من بين {size} دورة",
    other: "وجدنا {count} دورة من بين {size} دورة",
  },
  "results.showing": "يُعرض {shown} من {count}",
  "results.loadMore": "اعرض المزيد",
  "results.loadingMore": "جارٍ التحميل...",
  "results.loadMoreFailed": "تعذّر تحميل المزيد من الدورات.",
  "results.updating": "نحدّث النتائج",

  // One course
  "course.by": "من {provider}",
  "course.free": "مجانية",
  "course.paid": "مدفوعة",
  "course.certificate": "شهادة",
  "course.hours": {
    zero: "{count} ساعة",
    one: "ساعة واحدة",
    two: "ساعتان",
    few: "{count} ساعات",
    many: "{count} ساعة",
    other: "{count} ساعة",
  },
  "course.minutes": "{count} دقيقة",
  "course.skills": "المهارات",
  "course.matched": "(تطابق بحثك)",
  "course.why": "لماذا هذه الدورة",
  "course.whySkills": "تعلّمك {skills}.",
  "course.whyWords": "تذكر {words}.",
  "course.whyGeneral": "قريبة مما وصفته.",
  "course.open": "اذهب إلى الدورة",
  "course.newTab": "(تُفتح في علامة تبويب جديدة)",
  "course.ask": "اسأل أمل عن هذه الدورة",
  "course.asking": "نفتح جلسة...",
  "course.facts": "تفاصيل الدورة",
  "quote": "«{text}»",
  "list.and": "{a} و{b}",
  "list.comma": "{a}، {b}",

  // Nothing fits
  "noMatch.title": "لا توجد دورة تناسب كل ذلك",
  "noMatch.relaxIntro": "هذا ما قد يساعد:",
  "noMatch.relax": {
    zero: "من دون «{name}» لا توجد دورات.",
    one: "من دون «{name}» توجد دورة واحدة.",
    two: "من دون «{name}» توجد دورتان.",
    few: "من دون «{name}» توجد {count} دورات.",
    many: "من دون «{name}» توجد {count} دورة.",
    other: "من دون «{name}» توجد {count} دورة.",
  },
  "noMatch.relaxButton": "ابحث من دون «{name}»",
  "noMatch.subjectTitle": "لا يضم الدليل شيئًا عن «{subject}» بعد",
  "noMatch.subjectText": "جرّب كلمات أعمّ أو أكثر شيوعًا — «تحليل البيانات» بدل إصدار أداة بعينها، و«التسويق» بدل منصة واحدة — أو صِف الوظيفة التي تريد أن تعملها.",

  // Errors
  "error.title": "لم يكتمل البحث",
  "error.retry": "حاول مرة أخرى",
  "error.keepText": "وصفك ما زال في المربع.",
  "ask.failed": "تعذّر فتح الجلسة.",
} satisfies Translation<typeof en>;
