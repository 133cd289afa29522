/**
 * Follow-ups on the previous answer: what it showed (its citations, looked up in the catalogue
 * and the knowledge base), questions about those items ("which of those is free?", "how long is
 * the first one?", "أنهي فيهم أسهل؟") answered from their facts, and refinements ("anything
 * shorter?", "أسهل", "in Arabic instead") turned into the previous request's conditions.
 */
import { providerGivesCertificate } from "../../courses/bundled.ts";
import type { CatalogueCourse, CourseCatalogue } from "../../courses/types.ts";
import type { Refinement, TurnReference } from "../intent.ts";
import { BOOKS, type Book } from "../knowledge/books.ts";
import { courses, type Course } from "../knowledge/index.ts";
import type { CourseLevel } from "../knowledge/courses.ts";
import { YOUTUBE_CHANNELS, type YouTubeChannel } from "../knowledge/youtube.ts";
import { courseFacts, hoursAr } from "../tool-runs.ts";
import { hasPhrase, listJoin, mdLink } from "../text.ts";
import type { ChatTurn, Citation } from "../types.ts";
import { sentence, vocative, type AnswerContext } from "./context.ts";
import { bookSummary, isArabicText } from "./localise.ts";

export type ShownItem =
  | { kind: "course"; course: Course & { certificate?: boolean } }
  | { kind: "book"; book: Book }
  | { kind: "youtube"; channel: YouTubeChannel };

const COURSE_BY_ID = new Map(courses.map((c) => [c.id, c]));
const COURSE_BY_URL = new Map(courses.map((c) => [c.url, c]));
const BOOK_BY_ID = new Map(BOOKS.map((b) => [b.id, b]));
const BOOK_BY_URL = new Map(BOOKS.map((b) => [b.link, b]));
const CHANNEL_BY_ID = new Map(YOUTUBE_CHANNELS.map((c) => [c.id, c]));
const CHANNEL_BY_URL = new Map(YOUTUBE_CHANNELS.map((c) => [c.url, c]));

const LINK = /\[((?:[^\]\\]|\\.)+)\]\((https?:[^)\s]+)\)/g;

/**
 * The items the assistant turn before the latest user message showed, in order: its citations
 * when the room passed them, else the catalogue links in its text.
 */
export function previousCitations(messages: readonly ChatTurn[]): Citation[] {
  // The latest of the last three answers that showed items (an answer that found nothing shows none).
  let seen = 0;
  for (let i = messages.length - 1; i >= 0 && seen < 3; i--) {
    if (messages[i].role !== "assistant") continue;
    seen++;
    const items = itemsOf(messages[i]);
    if (items.length > 0) return items;
  }
  return [];
}

function itemsOf(turn: ChatTurn): Citation[] {
  if (turn.citations && turn.citations.length > 0) return turn.citations.filter((c) => c.kind === "course" || c.kind === "book" || c.kind === "youtube");
  const out: Citation[] = [];
  for (const match of turn.content.matchAll(LINK)) {
    const url = match[2];
    const course = COURSE_BY_URL.get(url);
    const book = BOOK_BY_URL.get(url);
    const channel = CHANNEL_BY_URL.get(url);
    if (course) out.push({ kind: "course", id: course.id, title: course.title, url });
    else if (book) out.push({ kind: "book", id: book.id, title: book.title, url });
    else if (channel) out.push({ kind: "youtube", id: channel.id, title: channel.name, url });
  }
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
}

/** The cited items with their facts: courses through the catalogue (the bundled one as a fallback), books and channels from the knowledge base. */
export async function resolveItems(citations: readonly Citation[], catalogue: CourseCatalogue | undefined): Promise<ShownItem[]> {
  const out: ShownItem[] = [];
  for (const c of citations) {
    if (c.kind === "course") {
      const found = (catalogue ? await catalogue.byId(c.id) : null) as CatalogueCourse | null;
      const course = found ?? COURSE_BY_ID.get(c.id) ?? (c.url ? COURSE_BY_URL.get(c.url) : undefined);
      if (course) out.push({ kind: "course", course });
    } else if (c.kind === "book") {
      const book = BOOK_BY_ID.get(c.id) ?? (c.url ? BOOK_BY_URL.get(c.url) : undefined);
      if (book) out.push({ kind: "book", book });
    } else if (c.kind === "youtube") {
      const channel = CHANNEL_BY_ID.get(c.id) ?? (c.url ? CHANNEL_BY_URL.get(c.url) : undefined);
      if (channel) out.push({ kind: "youtube", channel });
    }
  }
  return out;
}

/** What a question asks about the items. */
export type ItemQuestion = "duration" | "free" | "language" | "certificate" | "level" | "provider" | "best";

const QUESTIONS: [ItemQuestion, string[]][] = [
  ["duration", ["how long", "how many hours", "duration", "length", "shortest", "quickest", "longest", "shorter", "longer", "take", "takes",
    "time", "كام ساعه", "مدته", "مدتها", "مده", "اقصر", "اطول", "وقت", "بياخد", "ساعات", "كم ساعه", "قد ايش", "قديش", "كم مدته", "كم مدتها", "ساعه",
    "kam sa3a", "sa3a", "sa3at"]],
  ["free", ["free", "cost", "costs", "price", "how much", "cheapest", "cheaper", "paid", "pay", "مجاني", "مجانا", "ببلاش", "بكام", "سعر", "فلوس", "ارخص", "بفلوس"]],
  ["language", ["arabic", "english", "language", "عربي", "بالعربي", "انجليزي", "بالانجليزي", "لغه", "لغته"]],
  ["certificate", ["certificate", "certificates", "certified", "certification", "certifications", "شهاده", "بشهاده", "شهادات", "معتمد", "معتمده"]],
  ["level", ["easier", "easiest", "harder", "hardest", "beginner", "beginners", "advanced", "level", "difficult", "hard", "easy", "اسهل", "مستوي",
    "مبتدئ", "مبتدئين", "صعب", "متقدم", "سهل", "اصعب"]],
  ["provider", ["who offers", "who teaches", "provider", "which platform", "what platform", "منصه", "مين بيقدم", "مين بيشرح", "فين"]],
  ["best", ["best", "better", "recommend", "should i take", "should i start", "start with", "pick", "احسن", "افضل", "ابدا", "اختار", "تنصحني"]],
];

export function questionsIn(folded: string): ItemQuestion[] {
  return QUESTIONS.filter(([, phrases]) => phrases.some((p) => hasPhrase(folded, p))).map(([q]) => q);
}

function pickItems(items: ShownItem[], reference: TurnReference | undefined): ShownItem[] {
  if (!reference || reference.kind === "all") return items;
  const item = reference.index < 0 ? items[items.length + reference.index] : items[reference.index];
  return item ? [item] : [];
}

const LEVEL_ORDER: Record<CourseLevel, number> = { Beginner: 0, Intermediate: 1, Advanced: 2 };
const LEVEL_AR: Record<CourseLevel, string> = { Beginner: "مبتدئ", Intermediate: "متوسط", Advanced: "متقدم" };

function hasCertificate(course: Course & { certificate?: boolean }): boolean {
  return course.certificate ?? providerGivesCertificate(course.provider);
}

function titleOf(item: ShownItem): string {
  if (item.kind === "course") return mdLink(item.course.title, item.course.url);
  if (item.kind === "book") return mdLink(item.book.title, item.book.link);
  return mdLink(item.channel.name, item.channel.url);
}

/** "about 12 hours (≈ 2 weeks at your 6 hours a week)". */
function durationText(hours: number, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  const pace = ctx.hoursPerWeek;
  const weeks = pace ? Math.max(1, Math.ceil(hours / pace)) : 0;
  if (ar) return `${hoursAr(hours)}${pace ? ` (نحو ${weeks} ${weeks === 1 ? "أسبوع" : weeks <= 10 ? "أسابيع" : "أسبوعًا"} بمعدل ${pace} ساعات أسبوعيًا)` : ""}`;
  return `about ${hours} hours${pace ? ` (≈ ${weeks} week${weeks === 1 ? "" : "s"} at your ${pace} hours a week)` : ""}`;
}

function courseAnswer(course: Course & { certificate?: boolean }, question: ItemQuestion, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  switch (question) {
    case "duration":
      return ar ? `مدتها ${durationText(course.durationHours, ctx)}` : `it takes ${durationText(course.durationHours, ctx)}`;
    case "free":
      return course.free
        ? (ar ? "مجانية بالكامل" : "it's completely free")
        : ar ? "مدفوعة (وكثير من دورات Coursera وedX يمكن حضورها مجانًا دون شهادة)" : "it's paid (Coursera and edX courses can usually be audited free, without the certificate)";
    case "language":
      return course.language === "ar" ? (ar ? "تُدرَّس بالعربية" : "it's taught in Arabic") : ar ? "تُدرَّس بالإنجليزية" : "it's taught in English";
    case "certificate":
      return hasCertificate(course)
        ? (ar ? `تمنحك شهادة عند الإتمام من ${course.provider}${course.free ? "" : " (الشهادة مدفوعة)"}` : `it gives a certificate from ${course.provider} when you finish${course.free ? "" : " (the certificate is the paid part)"}`)
        : ar ? "لا تمنح شهادة" : "it doesn't give a certificate";
    case "level":
      return ar ? `مستواها ${LEVEL_AR[course.level]}` : `it's ${course.level} level`;
    case "provider":
      return ar ? `يقدمها ${course.provider}` : `it's offered by ${course.provider}`;
    case "best":
      return ar ? courseFacts(course, "ar") : courseFacts(course, "en");
  }
}

const STARTING = /\b(?:start|begin|first)\b|ابدا|ابدأ|أبدأ|أبدا|نبدا|هبدا|abda2|2abda2/;

/** The one item that answers a superlative ("which is shortest / free / easiest"), with a reason. */
function compareCourses(list: (Course & { certificate?: boolean })[], question: ItemQuestion, ctx: AnswerContext, wantsHarder: boolean): string {
  const ar = ctx.language === "ar";
  const link = (c: Course) => mdLink(c.title, c.url);
  const join = (cs: Course[]) => listJoin(cs.map(link), ctx.language);
  switch (question) {
    case "duration": {
      const sorted = [...list].sort((a, b) => a.durationHours - b.durationHours);
      const lines = sorted.map((c) => `- ${link(c)}: ${durationText(c.durationHours, ctx)}`);
      return [ar ? `الأقصر ${link(sorted[0])}، والأطول ${link(sorted[sorted.length - 1])}:` : `Shortest is ${link(sorted[0])}; longest is ${link(sorted[sorted.length - 1])}:`, ...lines].join("\n");
    }
    case "free": {
      const free = list.filter((c) => c.free);
      const paid = list.filter((c) => !c.free);
      if (free.length === 0) {
        return ar
          ? "ولا واحدة منها مجانية بالكامل. دورات Coursera وedX يمكن حضورها مجانًا (Audit) دون الشهادة، أو اكتب «حاجة ببلاش» لأبحث لك عن دورات مجانية في الموضوع نفسه."
          : "None of them is entirely free. Coursera and edX courses can usually be audited free without the certificate — or say “free ones” and I'll look for fully free courses on the same subject.";
      }
      return ar
        ? `المجانية بالكامل: ${join(free)}.${paid.length > 0 ? ` والمدفوعة: ${join(paid)}.` : ""}`
        : `Completely free: ${join(free)}.${paid.length > 0 ? ` Paid: ${join(paid)}.` : ""}`;
    }
    case "language": {
      const arabic = list.filter((c) => c.language === "ar");
      if (arabic.length === 0) {
        return ar ? "كلها بالإنجليزية. اكتب «حاجة بالعربي» وأبحث لك عن دورات تُدرَّس بالعربية في الموضوع نفسه."
          : "All of them are taught in English. Say “Arabic ones” and I'll look for Arabic-taught courses on the same subject.";
      }
      const english = list.filter((c) => c.language !== "ar");
      return ar
        ? `بالعربية: ${join(arabic)}.${english.length > 0 ? ` وبالإنجليزية: ${join(english)}.` : ""}`
        : `Taught in Arabic: ${join(arabic)}.${english.length > 0 ? ` In English: ${join(english)}.` : ""}`;
    }
    case "certificate": {
      const yes = list.filter(hasCertificate);
      const no = list.filter((c) => !hasCertificate(c));
      if (yes.length === 0) return ar ? "ولا واحدة منها تمنح شهادة." : "None of them gives a certificate.";
      return ar
        ? `تمنح شهادة: ${join(yes)}.${no.length > 0 ? ` بدون شهادة: ${join(no)}.` : ""}`
        : `With a certificate: ${join(yes)}.${no.length > 0 ? ` No certificate: ${join(no)}.` : ""}`;
    }
    case "level": {
      const sorted = [...list].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || a.durationHours - b.durationHours);
      const pick = wantsHarder ? sorted[sorted.length - 1] : sorted[0];
      const lines = sorted.map((c) => `- ${link(c)}: ${ar ? LEVEL_AR[c.level] : c.level}${ar ? "، " : ", "}${durationText(c.durationHours, ctx)}`);
      return [wantsHarder
        ? (ar ? `الأكثر تقدمًا ${link(pick)}:` : `The most advanced is ${link(pick)}:`)
        : (ar ? `الأسهل ${link(pick)}:` : `The easiest is ${link(pick)}:`), ...lines].join("\n");
    }
    case "provider":
      return list.map((c) => `- ${link(c)}: ${c.provider}`).join("\n");
    case "best": {
      // "which should I start with?" asks for the way in: the most basic, in the order shown (a roadmap's first stage first).
      const starting = STARTING.test(` ${ctx.question.toLowerCase()} `);
      const target = starting ? 0 : ctx.level === "Student" || ctx.level === "Junior" ? 0 : ctx.level.startsWith("Mid") ? 1 : ctx.level ? 2 : 0;
      const sorted = [...list].sort((a, b) => Math.abs(LEVEL_ORDER[a.level] - target) - Math.abs(LEVEL_ORDER[b.level] - target)
        || (starting ? 0 : Number(b.free) - Number(a.free) || a.durationHours - b.durationHours));
      const best = sorted[0];
      const pace = ctx.hoursPerWeek ? (ar ? ` المدة ${durationText(best.durationHours, ctx)}.` : ` That's ${durationText(best.durationHours, ctx)}.`) : "";
      const why = starting ? (ar ? "فهي أبسط نقطة بداية" : "It's the easiest way in") : (ar ? "مستواها أقرب لمستواك" : "Its level is closest to yours");
      return ar
        ? `أبدأ بـ${link(best)}: ${courseFacts(best, "ar")}. ${why}${best.free ? " وهي مجانية" : ""}.${pace}`
        : `I'd start with ${link(best)} — ${courseFacts(best, "en")}. ${why}${best.free ? " and it's free" : ""}.${pace}`;
    }
  }
}

function otherFacts(item: Exclude<ShownItem, { kind: "course" }>, ctx: AnswerContext): string {
  const ar = ctx.language === "ar";
  if (item.kind === "book") {
    const b = item.book;
    const lang = b.language === "ar" ? (ar ? "بالعربية" : "in Arabic") : ar ? "بالإنجليزية" : "in English";
    // An Arabic answer gives the book's Arabic summary when the knowledge base has one ("اول واحد ده بيتكلم عن ايه؟").
    const summary = ar ? bookSummary(b, "ar") : "";
    const arSummary = summary && isArabicText(summary) ? `: ${summary}` : "";
    return ar ? `${titleOf(item)} — ${b.authors.join("، ")} (${b.year})، ${lang}${arSummary}` : `${titleOf(item)} by ${b.authors.join(", ")} (${b.year}), ${lang}: ${b.summary}`;
  }
  const c = item.channel;
  const lang = c.language === "ar" ? (ar ? "بالعربية" : "in Arabic") : ar ? "بالإنجليزية" : "in English";
  const about = ar ? (isArabicText(c.description) ? c.description : `تشرح ${listJoin(c.skills, "ar")}`) : c.description;
  return `${titleOf(item)} (${lang}) — ${about}${ar ? "، ومجانية على يوتيوب" : " — free on YouTube"}`;
}

/**
 * The answer to a question about the previous answer's items. `questions` empty: the facts of
 * the item(s) pointed at.
 */
export function renderAboutItems(
  shown: ShownItem[], reference: TurnReference | undefined, questions: ItemQuestion[], ctx: AnswerContext, refine: Refinement | undefined,
): string {
  const ar = ctx.language === "ar";
  const items = pickItems(shown, reference);
  if (items.length === 0) {
    return ar
      ? `${vocative(ctx)}عرضت ${shown.length === 1 ? "عنصرًا واحدًا" : `${shown.length} عناصر`} فقط في ردي السابق. أي واحد تقصد؟`
      : sentence(`${vocative(ctx)}my last answer listed only ${shown.length} item${shown.length === 1 ? "" : "s"} — which one do you mean?`);
  }
  const asked = questions.length > 0 ? questions : (["best"] as ItemQuestion[]);
  const wantsHarder = refine === "harder" || (questions.includes("level") && /harder|hardest|advanced|اصعب|متقدم/.test(ctx.question.toLowerCase()));
  const courseItems = items.filter((i): i is Extract<ShownItem, { kind: "course" }> => i.kind === "course").map((i) => i.course);
  const lines: string[] = [];
  if (courseItems.length === 1 && items.length === 1) {
    const course = courseItems[0];
    if (questions.length === 0) {
      lines.push(`${ar ? "" : ""}**${mdLink(course.title, course.url)}** — ${courseFacts(course, ctx.language)}.`);
      lines.push(ar ? `- ${courseAnswer(course, "certificate", ctx)}.` : `- ${sentence(courseAnswer(course, "certificate", ctx))}.`);
      lines.push(ar ? `- المهارات: ${course.skills.join("، ")}.` : `- Skills: ${course.skills.join(", ")}.`);
      if (!ar || isArabicText(course.description)) lines.push("", course.description);
    } else {
      const facts = asked.filter((q) => q !== "best").map((q) => courseAnswer(course, q, ctx));
      lines.push(ar
        ? `${vocative(ctx)}${mdLink(course.title, course.url)}: ${facts.join("، و")}.`
        : sentence(`${vocative(ctx)}${mdLink(course.title, course.url)}: ${facts.join("; ")}.`));
    }
  } else if (courseItems.length > 0) {
    lines.push(ar ? `${vocative(ctx)}عن الدورات التي عرضتها:` : sentence(`${vocative(ctx)}about the courses I listed:`), "");
    for (const q of asked) lines.push(compareCourses(courseItems, q, ctx, wantsHarder), "");
  }
  const others = items.filter((i): i is Exclude<ShownItem, { kind: "course" }> => i.kind !== "course");
  if (others.length > 1 && asked.includes("best")) {
    // The list was ranked for this user: the first is the pick.
    lines.push(ar ? `${vocative(ctx)}أبدأ بـ${titleOf(others[0])}، فهو الأنسب لما طلبته:` : sentence(`${vocative(ctx)}I'd start with ${titleOf(others[0])} — it fits what you asked best:`), "");
  }
  for (const item of others) lines.push(`- ${otherFacts(item, ctx)}`);
  const first = courseItems[0];
  if (first && !asked.includes("best")) {
    // Suggest only what the user has not just asked for (their own words would read as an echo).
    const said = ctx.question.toLowerCase();
    const options = (ar
      ? [["«أقصر»", /اقصر|أقصر/], ["«أسهل»", /اسهل|أسهل/], ["«حاجة ببلاش»", /ببلاش|مجاني|أرخص|ارخص/]]
      : [["“shorter”", /shorter/], ["“easier”", /easier/], ["“free ones”", /free|cheap/]]) as [string, RegExp][];
    const left = options.filter(([, asked]) => !asked.test(said)).map(([word]) => word);
    if (left.length > 0) {
      lines.push("", ar ? `تريد بدائل؟ اكتب مثلًا ${left.join(" أو ")}.` : `Want alternatives? Say ${listJoin(left, "en").replace(" and ", " or ")}.`);
    }
  }
  return lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}

/** The conditions a refinement adds to the previous course request, given what was shown. */
export interface RefinedConditions {
  level?: CourseLevel;
  maxHours?: number;
  minHours?: number;
  freeOnly?: boolean;
  courseLanguage?: "en" | "ar";
  certificate?: boolean;
}

const LEVELS: CourseLevel[] = ["Beginner", "Intermediate", "Advanced"];

export function refinedConditions(refine: Refinement, shown: readonly ShownItem[]): RefinedConditions {
  const list = shown.filter((i): i is Extract<ShownItem, { kind: "course" }> => i.kind === "course").map((i) => i.course);
  const hours = list.map((c) => c.durationHours);
  const levels = list.map((c) => LEVEL_ORDER[c.level]);
  switch (refine) {
    case "shorter":
      if (hours.length === 0) return { maxHours: 10 };
      // Shorter than everything shown: under the shortest course (nothing fits when that one was already under an hour).
      return { maxHours: Math.max(0.25, Math.min(...hours) - 0.5) };
    case "longer":
      return hours.length > 0 ? { minHours: Math.max(...hours) + 0.5 } : {};
    case "easier":
      return { level: LEVELS[Math.max(0, (levels.length > 0 ? Math.min(...levels) : 1) - 1)] };
    case "harder":
      return { level: LEVELS[Math.min(2, (levels.length > 0 ? Math.max(...levels) : 1) + 1)] };
    case "free":
      return { freeOnly: true };
    case "arabic":
      return { courseLanguage: "ar" };
    case "english":
      return { courseLanguage: "en" };
    case "certificate":
      return { certificate: true };
    case "newer":
      // Courses carry no dates: a newer course cannot be filtered for.
      return {};
  }
}
