/**
 * The human side of a conversation: greetings answered in kind ("السلام عليكم" → "وعليكم
 * السلام", "صباح الخير" → "صباح النور", "ازيك" → an Egyptian reply), discouraged messages
 * ("rejected 30 times", "حاسس اني فاشل") answered with warmth and concrete next steps rather than
 * a course list, and one short clarifying question when a message was not understood.
 */
import { findRoadmap } from "../knowledge/roadmaps.ts";
import { classifyIntent } from "../nlu/classify.ts";
import type { Intent } from "../types.ts";
import { fold, hasPhrase, words } from "../text.ts";
import { sentence, vocative, type AnswerContext } from "./context.ts";
import { placeName } from "./localise.ts";

type GreetingKind = "salam" | "morning" | "evening" | "howareyou" | "hello";

const GREETINGS: [GreetingKind, string[]][] = [
  ["salam", ["السلام عليكم", "السلام عليكم ورحمه الله", "السلام عليكم ورحمه الله وبركاته", "سلام عليكم", "assalamu alaikum", "salam alaikum", "salam",
    // Arabizi spellings: "salam 3alekom", "el salam 3alaykom", "salamo 3aleko"
    "salam 3alekom", "salam 3alaykom", "salam 3aleikom", "salam 3alikom", "salamo 3alekom", "salamo 3aleko", "el salam 3alekom", "el salam 3alaykom",
    "assalamo 3alaykom", "slm 3lkm", "salam 3lekom"]],
  ["morning", ["صباح الخير", "صباح الفل", "صباحو", "good morning", "morning", "صباح الورد", "صباح النور", "sabah el kheir", "sabah el kher", "sabah el fol"]],
  ["evening", ["مساء الخير", "مساء الفل", "good evening", "good afternoon", "evening", "مساء الورد", "masa2 el kheir", "masa el kheir"]],
  ["howareyou", ["ازيك", "ازيكم", "ازيك يا امل", "عامل ايه", "عامله ايه", "اخبارك ايه", "اخبارك", "كيف حالك", "كيفك", "how are you", "how r u", "hows it going",
    "how are things", "whats up", "sup", "ezayak", "ezayek", "ezzayak", "izayak", "ezayko", "3amel eh", "3amla eh", "3aml eh", "akhbarak eh", "akhbarek eh",
    // Gulf and Levantine: "شلونك", "شخبارك", "كيفك", "شو أخبارك", "كيف الحال"
    "شلونك", "شلونكم", "شلونچ", "شخبارك", "شخبارچ", "كيف الحال", "كيف حالكم", "شو اخبارك", "شو الاخبار", "شو الوضع", "كيفكم", "عامل ايه النهارده",
    "keefak", "kifak", "kefik", "shlonak", "shlonik"]],
  ["hello", ["hi", "hello", "hey", "yo", "heyy", "hii", "hiya", "ahlan", "ahlan ya amal", "hi there", "hello there", "hey there", "مرحبا", "اهلا", "اهلين", "هاي", "هلو", "السلام", "يا هلا",
    "هلا", "هلا والله", "هلا وغلا", "مرحبتين", "اهلا وسهلا", "hala", "hala wallah", "marhaba", "ahlen", "ahlein"]],
];
/** Words that may come with a greeting without making it a question. */
const GREETING_EXTRAS = new Set(["amal", "امل", "يا", "ya", "there", "coach", "again", "dear", "عزيزتي", "و", "and", "everyone", "انتي", "انت",
  "ايه", "الاخبار", "رحمه", "الله", "وبركاته", "ورحمه", "friend", "today", "😊", "please", "the", "والله", "wallah", "walla", "el", "انتي", "يا امل",
  "عليكم", "3alekom", "3alaykom", "حبيبتي", "habibti", "ياسيدي", "النهارده", "enty", "inti"]);

/** Well-wishes that may follow a greeting ("hope your day is going well", "يارب تكوني بخير") without making it a question. */
const PLEASANTRIES = [
  "hope your day is going well", "hope youre doing well", "hope you are doing well", "hope youre well", "hope you are well", "hope all is well",
  "hope you had a good day", "hope your week is going well", "hope you are having a good day", "hope youre having a good day",
  "اتمني تكوني بخير", "اتمني تكون بخير", "يارب تكوني بخير", "يارب تكون بخير", "ان شاء الله تكوني بخير", "ان شاء الله تكون بخير",
];

function greetingKinds(folded: string): GreetingKind[] {
  return GREETINGS.filter(([, phrases]) => phrases.some((p) => hasPhrase(folded, p))).map(([kind]) => kind);
}

/** Whether a message is only a greeting (no question after it). */
export function isGreeting(text: string): boolean {
  const folded = fold(text);
  let rest = folded;
  for (const [, phrases] of GREETINGS) {
    for (const p of [...phrases].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(` ${fold(p).trim()} `, " ");
  }
  for (const p of PLEASANTRIES) rest = rest.replaceAll(` ${p} `, " ");
  const left = words(rest).filter((w) => !GREETING_EXTRAS.has(w));
  return greetingKinds(folded).length > 0 && left.length === 0;
}

/**
 * The reply in kind to a greeting that opens a request ("السلام عليكم، عايز كورس بايثون" →
 * "وعليكم السلام!"), or "" when the message does not open with one.
 */
export function greetingLead(text: string, language: "en" | "ar"): string {
  const head = fold(text.split(/[,،.!؟?\n]/)[0] ?? "");
  // Only a greeting the message opens with: "got laid off this morning" greets no one.
  const kinds = GREETINGS.filter(([, phrases]) => phrases.some((p) => head.startsWith(` ${fold(p).trim()} `) || head === ` ${fold(p).trim()}`
    || head.trim() === fold(p).trim())).map(([kind]) => kind);
  if (kinds.includes("salam")) return language === "ar" ? "وعليكم السلام!" : "Wa alaikum assalam!";
  if (kinds.includes("morning")) return language === "ar" ? "صباح النور!" : "Good morning!";
  if (kinds.includes("evening")) return language === "ar" ? "مساء النور!" : "Good evening!";
  return "";
}

/** A greeting answered in kind, then a short personalised offer of help. */
export function renderGreeting(text: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const kinds = greetingKinds(fold(text));
  const name = ctx.first;
  let head: string;
  if (ar) {
    const heads: string[] = [];
    if (kinds.includes("salam")) heads.push(`وعليكم السلام ورحمة الله${name ? ` يا ${name}` : ""}!`);
    if (kinds.includes("morning")) heads.push(`صباح النور${name && heads.length === 0 ? ` يا ${name}` : ""}! ☀️`);
    if (kinds.includes("evening")) heads.push(`مساء النور${name && heads.length === 0 ? ` يا ${name}` : ""}!`);
    if (kinds.includes("howareyou")) heads.push(`أنا تمام الحمد لله${heads.length === 0 && name ? ` يا ${name}` : ""}، وإنت عامل إيه؟`);
    if (heads.length === 0) heads.push(`أهلًا${name ? ` يا ${name}` : ""}! أنا أمل، مدربتك المهنية.`);
    head = heads.join(" ");
  } else {
    const heads: string[] = [];
    if (kinds.includes("salam")) heads.push(`Wa alaikum assalam${name ? `, ${name}` : ""}!`);
    if (kinds.includes("morning")) heads.push(`Good morning${name && heads.length === 0 ? `, ${name}` : ""}!`);
    if (kinds.includes("evening")) heads.push(`Good evening${name && heads.length === 0 ? `, ${name}` : ""}!`);
    if (kinds.includes("howareyou")) heads.push(`${heads.length === 0 ? `Hi${name ? ` ${name}` : ""}! ` : ""}I'm doing well, thanks for asking — how are you?`);
    if (heads.length === 0) heads.push(`Hi${name ? ` ${name}` : ""}! I'm Amal, your career coach.`);
    head = heads.join(" ");
  }
  return [head, "", offerLine(ctx), "", ...offers(ctx).map((o) => `- ${o}`)].join("\n");
}

function offerLine(ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const where = ctx.profile.country ? placeName(ctx.profile.country, ctx.language) : "";
  if (ctx.current) {
    return ar
      ? `أرى أنك ${ctx.current}${where ? ` في ${where}` : ""}. بماذا نبدأ اليوم؟`
      : `I see you're ${/^[aeiou]/i.test(ctx.current) ? "an" : "a"} ${ctx.current}${where ? ` in ${where}` : ""}. What shall we work on today?`;
  }
  return ar ? "بماذا نبدأ اليوم؟" : "What shall we work on today?";
}

/** The roadmap title of the role the user aims at (else the one they have), in the answer's language; "" when none is clear. */
function profileRole(ctx: AnswerContext): string {
  const roadmap = ctx.target ? findRoadmap(ctx.target) : ctx.current ? findRoadmap(ctx.current) : null;
  if (!roadmap || roadmap.score < 8) return "";
  return ctx.language === "ar" ? roadmap.roadmap.titleAr : roadmap.roadmap.title;
}

/** Three or four concrete things to ask for, built from the profile when it says enough. */
export function offers(ctx: AnswerContext): string[] {
  const ar = ctx.language === "ar";
  const role = profileRole(ctx);
  const skill = ctx.skills[0];
  const list = ar
    ? [
        skill ? `دورات تكمّل ما تعرفه في ${skill} على قدر مستواك` : "دورات على قدر مستواك، ومنها المجاني والعربي",
        role ? `خارطة طريق ${role} تبدأ من مهاراتك الحالية` : "خارطة طريق لمجال يهمك، خطوة بخطوة",
        ctx.profile.resumes.length > 0 ? "مراجعة سيرتك الذاتية المرفوعة" : "نصائح لسيرتك الذاتية وللمقابلات",
        "التفاوض على الراتب أو كتابة رسالة تواصل",
      ]
    : [
        skill ? `Courses that build on your ${skill}, at your level` : "Courses at your level, free and Arabic ones included",
        role ? `A ${role} roadmap that starts from the skills you have` : "A step-by-step roadmap for a field you're curious about",
        ctx.profile.resumes.length > 0 ? "A review of the resume you uploaded" : "Resume and interview preparation",
        "Salary negotiation or a networking message",
      ];
  return list;
}

const THANKS = ["thanks", "thank you", "thx", "ty", "thanks a lot", "thank you so much", "many thanks", "great thanks", "perfect thanks", "awesome",
  "شكرا", "شكرا جزيلا", "متشكر", "متشكره", "تسلم", "تسلمي", "تسلم ايدك", "ميرسي", "الف شكر", "جزاك الله خيرا", "ربنا يخليكي", "حلو", "تمام",
  // Gulf, Levantine and Arabizi thanks
  "مشكوره", "مشكور", "يعطيك العافيه", "تسلمين", "تسلم ايديكي", "جزاكي الله خير", "جزاك الله خير", "ربنا يكرمك", "ربنا يباركلك", "الله يعطيك العافيه",
  "shokran", "shukran", "shokrn", "merci", "mersi", "tslam", "teslam", "teslamy", "tslamy", "ty so much"];
const THANKS_EXTRAS = new Set(["ok", "okay", "so", "much", "very", "a", "lot", "great", "perfect", "amal", "امل", "يا", "اوي", "جدا", "كتير", "خالص", "و",
  "that", "this", "it", "is", "was", "really", "helpful", "helps", "helped", "good", "nice", "cool", "ساعدني", "فادني", "فرق", "معايا",
  "افدتيني", "افدتني", "افادتني", "فدتيني", "ساعدتيني", "ساعدتني", "فادتني", "كده", "ده", "دا", "الله", "والله", "اوووي", "gedan", "awy", "keteer", "kteer", "ya", "amal",
  // Thanks that say what for and take leave: "شكرًا جزيلًا على المساعدة، إلى اللقاء", "thanks for the help, bye".
  "على", "علي", "المساعده", "مساعدتك", "for", "the", "your", "help", "الي", "اللقاء", "مع", "السلامه", "باي", "bye", "goodbye", "see", "you", "later",
  "سلام", "يلا", "ربنا", "يخليكي", "يخليك", "جزيلا", "جزيلًا", "كل", "حاجه", "everything", "keda", "kda", "tamam", "tmam", "gamed", "7elw", "okay", "تمام"]);

/** Whether a message only thanks (no new question). */
export function isThanks(text: string): boolean {
  const folded = fold(text);
  if (!THANKS.some((p) => hasPhrase(folded, p))) return false;
  let rest = folded;
  for (const p of [...THANKS].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(` ${fold(p).trim()} `, " ");
  return words(rest).every((w) => THANKS_EXTRAS.has(w));
}

export function renderThanks(ctx: AnswerContext): string {
  const name = ctx.first;
  return ctx.language === "ar"
    ? `العفو${name ? ` يا ${name}` : ""}! 😊 لو حبيت، أقدر أرتب لك خطة للأسبوع ده، أو أراجع سيرتك، أو أرشح لك الخطوة الجاية. قل لي بس.`
    : `You're welcome${name ? `, ${name}` : ""}! 😊 Whenever you're ready, I can turn this into a plan for the week, review your resume, or suggest your next step.`;
}

// ---------------------------------------------------------------------------------------------
// Discouragement

const DOWN = [
  "worthless", "useless", "hopeless", "failure", "a failure", "loser", "give up", "giving up", "want to quit", "depressed", "depressing", "demotivated",
  "discouraged", "disappointed", "frustrated", "desperate", "not good enough", "feel stupid", "feel like nothing", "no one wants me", "nobody wants me",
  "cant take it", "can't take it", "so tired of", "sick of", "lost hope", "losing hope", "nothing works", "feel terrible", "feel awful", "heartbroken",
  "فاشل", "فاشله", "حاسس اني فاشل", "حاسه اني فاشله", "مليش لازمه", "ماليش لازمه", "يائس", "يائسه", "فقدت الامل", "محبط", "محبطه", "احباط", "زهقت",
  "تعبت", "مكتئب", "مكتئبه", "اكتئاب", "مش نافع", "مش نافعه", "مفيش فايده", "مافيش فايده", "مخنوق", "مخنوقه", "قرفت", "يئست", "استسلم",
];
const REJECTIONS = [
  "rejected", "rejection", "rejections", "turned down", "no one replies", "nobody replies", "no one responds", "nobody responds", "no response",
  "never hear back", "ghosted", "no callbacks", "no interviews", "محدش بيرد", "مفيش حد بيرد", "محدش رد", "اترفضت", "رفضوني", "مرفوض", "بيرفضوني",
  "رفض", "مفيش رد", "ولا رد",
];

/** Feeling worthless, whatever the context. */
const SELF_WORTH = ["worthless", "a failure", "im a failure", "loser", "not good enough", "feel stupid", "no one wants me", "nobody wants me", "فاشل", "فاشله",
  "مليش لازمه", "ماليش لازمه", "مش نافع", "مش نافعه"];
/** The job search, which the encouragement's steps are about. */
const SEARCH = ["job", "jobs", "apply", "applying", "applied", "application", "applications", "interview", "interviews", "cv", "resume", "email", "emails",
  "hiring", "recruiter", "شغل", "وظيفه", "وظايف", "وظائف", "بقدم", "قدمت", "التقديم", "تقديم", "مقابله", "انترفيو", "ايميل", "ايميلات", "سي في"];

/**
 * Whether a message is mainly about feeling discouraged in the job search (not a request with
 * a passing sigh, and not stress at work, which the career playbooks answer).
 */
export function isDiscouraged(text: string): boolean {
  const folded = fold(text);
  const down = DOWN.some((p) => hasPhrase(folded, p));
  const rejected = REJECTIONS.some((p) => hasPhrase(folded, p));
  const count = /\b(\d{1,3})\s*(?:times|rejections|applications|companies|emails|messages|مره|مرات|شركه|شركات|رفض|ايميل|ايميلات)/.exec(folded);
  if (SELF_WORTH.some((p) => hasPhrase(folded, p))) return true;
  if (down) return rejected || SEARCH.some((p) => hasPhrase(folded, p));
  return rejected && (Boolean(count) || /feel|حاسس|حاسه|انا/.test(folded));
}

/** A warm, specific answer: acknowledge, normalise, then two or three concrete next steps. */
export function renderEncouragement(text: string, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const folded = fold(text);
  const count = /\b(\d{1,3})\s*(?:times|rejections|applications|companies|مره|مرات|شركه|شركات|رفض)/.exec(folded)?.[1]
    ?? /(?:rejected|rejections|اترفضت|رفضوني)\D{0,12}(\d{1,3})/.exec(folded)?.[1];
  const mail = /\b(?:e ?mails?|emails?|messages?|ايميل|ايميلات|رسايل|رسائل)\b/.test(folded);
  const hasResume = ctx.profile.resumes.length > 0;
  const name = ctx.first;
  if (ar) {
    const ack = count
      ? `${name ? `${name}، ` : ""}${count} رفضًا شيء مُتعب فعلًا، ومن الطبيعي جدًا أن تشعر بهذا الإحباط.`
      : `${name ? `${name}، ` : ""}أفهم إحساسك، والإحباط ده طبيعي جدًا بعد فترة من التقديم من غير رد.`;
    const normal = "لكن الرفض أو عدم الرد لا يعني أنك فاشل: معظم الوظائف يتقدم لها مئات، وأغلب الطلبات لا تصل لإنسان أصلًا بسبب الفلترة الآلية. المشكلة غالبًا في الطريقة، والطريقة يمكن إصلاحها.";
    const steps = [
      hasResume
        ? "**نراجع سيرتك معًا:** اكتب «راجع سيرتي» وسأخبرك بالضبط ما يُسقطها في الفلترة."
        : "**ارفع سيرتك الذاتية** من صفحة Career info وسأراجعها لك: قلة الردود تعني غالبًا أن السيرة تحتاج تعديلًا.",
      mail
        ? "**قبل أي رسالة جديدة:** قدّم على 5 وظائف فقط هذا الأسبوع، وعدّل السيرة لكل إعلان، وتابع كل طلب برسالة قصيرة بعد 5–7 أيام."
        : "**قلّل العدد وزِد الجودة:** 5 طلبات مدروسة هذا الأسبوع بدل 30 عشوائية، وسجّلها في جدول بسيط لتعرف أين تتوقف.",
      "**خذ استراحة صغيرة مقصودة:** يوم بلا تقديم، ثم ابدأ من جديد بخطوة واحدة. وإن استمر الثقل أو أثّر في نومك فتحدث مع شخص تثق فيه.",
    ];
    return [ack, "", normal, "", "**خطوات عملية لهذا الأسبوع:**", ...steps.map((s, i) => `${i + 1}. ${s}`), "", "أنا معك؛ قل لي بأي خطوة نبدأ."].join("\n");
  }
  const ack = count
    ? `${name ? `${name}, ` : ""}${count} rejections is genuinely exhausting — anyone would feel knocked down by that.`
    : `${name ? `${name}, ` : ""}I'm sorry it feels this heavy right now — that's a very normal reaction to a long search with little back.`;
  const normal = "It doesn't mean you're worthless or a failure. Most postings get hundreds of applicants, and many applications are filtered by software before a person reads them. Silence usually says something about the method, and the method can be fixed.";
  const steps = [
    hasResume
      ? "**Let's check your resume together:** say “review my resume” and I'll point to exactly what may be filtering you out."
      : "**Upload your resume** on the Career info page and I'll review it — few replies usually means the resume needs adjusting.",
    mail
      ? "**Before the next batch of e-mails:** send 5 tailored applications this week instead of many generic ones, and follow up on each after 5–7 days with one short note."
      : "**Fewer, better applications:** 5 tailored ones this week instead of 30 quick ones, logged in a simple tracker so we can see where they stall.",
    "**Take a deliberate break:** one day off from applying, then restart with a single small step. If the heaviness lasts or affects your sleep, talk to someone you trust.",
  ];
  return [sentence(ack), "", normal, "", "**Concrete steps for this week:**", ...steps.map((s, i) => `${i + 1}. ${s}`), "", "I'm here with you — tell me which step you want to start with."].join("\n");
}

// ---------------------------------------------------------------------------------------------
// A hard feeling named in passing

/** Words that say how the user feels about their work ("hate my job", "fed up", "زهقت"), not what they ask for. */
const HARD_FEELINGS = ["hate", "hate my job", "hate my work", "hate it", "miserable", "sick of", "fed up", "cant stand", "can't stand", "unhappy", "so unhappy",
  "frustrated", "frustrating", "angry", "upset", "embarrassed", "humiliated", "ashamed", "scared", "afraid", "worried", "panicking", "dreading", "cried", "crying",
  "feel stuck", "feel useless", "feel lost", "depressing", "draining", "drained", "zah2an", "zah2ana", "zah2t",
  "زهقت", "زهقان", "زهقانه", "مخنوق", "مخنوقه", "مضايق", "مضايقه", "كارهه", "كاره", "بكره شغلي", "مقهور", "مقهوره", "خايف", "خايفه", "قلقان", "قلقانه", "محرج", "محرجه"];

/** Whether a message says the user is having a hard time, whatever it asks. */
export function namesHardFeeling(text: string): boolean {
  const folded = fold(text);
  return HARD_FEELINGS.some((p) => hasPhrase(folded, p));
}

/** The first line of an answer to a message that says the user is having a hard time, before the steps. */
export function hardFeelingLead(ctx: AnswerContext): string {
  return ctx.language === "ar"
    ? `${vocative(ctx)}أفهم إن ده صعب، ومن حقك تاخد إحساسك ده بجدية. خلينا نحوله لخطوات واضحة:`
    : `${vocative(ctx)}I'm sorry it feels that way — that's hard to carry every day, and it's worth taking seriously. Here's a way to work out what to change:`;
}

// ---------------------------------------------------------------------------------------------
// Clarifying question

/** One short question offering three or four concrete readings of an unclear message. */
export function renderClarify(ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const role = profileRole(ctx);
  const skill = ctx.skills[0];
  const options = ar
    ? [
        skill ? `دورات تطوّر ${skill}` : "دورات في مهارة معينة",
        role ? `خارطة طريق ${role}` : "خارطة طريق لمجال جديد",
        ctx.profile.resumes.length > 0 ? "مراجعة سيرتك الذاتية" : "نصائح للسيرة الذاتية",
        "التحضير لمقابلة",
      ]
    : [
        skill ? `courses to grow your ${skill}` : "courses on a specific skill",
        role ? `a ${role} roadmap` : "a roadmap for a new field",
        ctx.profile.resumes.length > 0 ? "a review of your resume" : "resume tips",
        "interview preparation",
      ];
  const name = ctx.first;
  return ar
    ? `${name ? `${name}، ` : ""}عايزة أتأكد إني فاهماك صح: تقصد ${options.slice(0, -1).join("، أو ")}، أو ${options[options.length - 1]}؟`
    : `${name ? `${name}, ` : ""}I want to make sure I help with the right thing — do you mean ${options.slice(0, -1).join(", ")}, or ${options[options.length - 1]}?`;
}

/**
 * A situation no playbook covers ("my boss keeps changing the plan every week"): rather than a
 * generic plan, one short question naming the nearest readings, in the user's language.
 */
export function renderSituationClarify(readings: readonly { en: string; ar: string }[], ctx: AnswerContext, hard = false): string {
  const ar = ctx.language === "ar";
  if (hard) {
    const line = ar ? "أفهم إن ده صعب، ومن حقك تاخده بجدية." : "I'm sorry it feels that way — that's hard, and it's worth taking seriously.";
    return `${vocative(ctx)}${line}\n\n${renderSituationClarify(readings, { ...ctx, first: "" })}`;
  }
  const titles = readings.map((r) => `**${(ar ? r.ar : r.en).replace(/[?؟]$/, "")}**`);
  if (ar) {
    const options = titles.length > 0 ? `${titles.join("، أو ")}، أو حاجة تانية` : "**شغلك الحالي** (مديرك أو ضغط الشغل أو المرتب)، أو **إنك تلاقي شغل جديد**، أو **إنك تتعلم حاجة جديدة**";
    return `${vocative(ctx)}عايزة أفهم موقفك صح قبل ما أديك خطوات. الموضوع أقرب لـ${options}؟ احكيلي في سطر إيه اللي حصل وإيه اللي نفسك يتغير، وأنا أديك خطة عملية.`;
  }
  const options = titles.length > 0
    ? `${titles.join(", ")}, or something else`
    : "**your current job** (your manager, workload or pay), **finding a new one**, or **learning something new**";
  return `${vocative(ctx)}I want to get this right before I give you steps. Is it mostly about ${options}? Tell me in a line what happened and what you'd like to change, and I'll give you a concrete plan.`;
}

/** What each kind of request offers, as one reading of an unclear message. */
const READINGS: Partial<Record<Intent, (ctx: AnswerContext, topic: string) => [en: string, ar: string]>> = {
  recommend_courses: (ctx, topic) => [topic ? `courses on ${topic}` : ctx.skills[0] ? `courses to grow your ${ctx.skills[0]}` : "courses on a specific skill",
    topic ? `دورات في ${topic}` : ctx.skills[0] ? `دورات تطوّر ${ctx.skills[0]}` : "دورات في مهارة معينة"],
  career_roadmap: (ctx) => {
    const role = profileRole(ctx);
    return [role ? `the skills and steps to become a ${role}` : "the skills and steps into a field", role ? `المهارات والخطوات لتكون ${role}` : "المهارات والخطوات لدخول مجال معيّن"];
  },
  interview_prep: () => ["preparing for the interview", "التحضير للمقابلة"],
  resume_help: (ctx) => [ctx.profile.resumes.length > 0 ? "a review of your resume" : "getting your resume ready", ctx.profile.resumes.length > 0 ? "مراجعة سيرتك الذاتية" : "تجهيز سيرتك الذاتية"],
  networking: () => ["a message to a recruiter or a referral", "رسالة لمسؤول توظيف أو طلب ترشيح"],
  salary_negotiation: () => ["the salary and how to negotiate it", "المرتب وإزاي تتفاوض عليه"],
  recommend_books: () => ["books on it", "كتب عن الموضوع"],
  recommend_youtube: () => ["YouTube channels on it", "قنوات يوتيوب عنه"],
  daily_tips: () => ["quick tips for your work days", "نصايح سريعة ليومك في الشغل"],
};

/**
 * A message no playbook covers and no tool fits: one short question naming the two or three
 * readings the classifier finds likeliest ("do you mean preparing for the interview, getting your
 * resume ready, or the skills to become a Software Engineer?"), in the user's language.
 */
export function renderReadings(text: string, topic: string, ctx: AnswerContext): string {
  const scores = classifyIntent(text).scores;
  const ranked = (Object.entries(scores) as [Intent, number][]).filter(([intent]) => READINGS[intent]).sort((a, b) => b[1] - a[1]);
  const picked = ranked.slice(0, 3).filter(([, p], i) => i < 2 || p >= 0.05).map(([intent]) => intent);
  for (const fallback of ["career_roadmap", "recommend_courses", "resume_help"] as Intent[]) if (picked.length < 3 && !picked.includes(fallback)) picked.push(fallback);
  const ar = ctx.language === "ar";
  const options = picked.slice(0, 3).map((intent) => (READINGS[intent] as (c: AnswerContext, t: string) => [string, string])(ctx, topic)[ar ? 1 : 0]);
  return ar
    ? `${vocative(ctx)}عايزة أفهم سؤالك صح قبل ما أرد: تقصد ${options.slice(0, -1).join("، ولا ")}، ولا ${options[options.length - 1]}؟ اكتبلي كلمتين زيادة وأنا أكمّل معاك.`
    : `${vocative(ctx)}I want to get this right before I answer — do you mean ${options.slice(0, -1).join(", ")}, or ${options[options.length - 1]}? Add a few words and I'll take it from there.`;
}
