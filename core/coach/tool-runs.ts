/**
 * What each coach tool does: retrieval from the knowledge base for the user, and the
 * observation text (English or Arabic) that the Knowledge base panel shows and a model reads.
 */
import { CAREER_TIPS, tipForDay, type CareerTip, type TipAudience, type TipCategory } from "./knowledge/tips.ts";
import { courses, type Course } from "./knowledge/index.ts";
import type { Book } from "./knowledge/books.ts";
import type { YouTubeChannel } from "./knowledge/youtube.ts";
import { findRoadmap, goalInBio, roadmapById, ROADMAPS, type Roadmap, type RoadmapStage } from "./knowledge/roadmaps.ts";
import { findSkillNames } from "../resume/skills.ts";
import { rankBooksForProfile } from "./books-window.ts";
import { reviewResume, type ResumeReview } from "./resume-review.ts";
import { courseLevelFor, rankBooks, rankChannels, type RankedCourse } from "./retrieval.ts";
import { providerGivesCertificate } from "../courses/bundled.ts";
import { subjectSkills, topicLabel } from "./compose/subject.ts";
import { memoryCatalogue } from "../courses/memory.ts";
import type { CourseCatalogue, RankedCatalogueCourse } from "../courses/types.ts";
import type { CourseLevel } from "./knowledge/courses.ts";
import type { Citation, CoachLanguage, CoachProfile } from "./types.ts";
import type { ToolContext, ToolResult } from "./tools.ts";

const COURSE_BY_ID = new Map(courses.map((c) => [c.id, c]));

const LEVEL_AR: Record<CourseLevel, string> = { Beginner: "مبتدئ", Intermediate: "متوسط", Advanced: "متقدم" };

export function courseCitation(c: Course): Citation {
  return { kind: "course", id: c.id, title: c.title, url: c.url };
}

/** "حوالي 3 ساعات" with the plural Arabic uses for the number. */
export function hoursAr(n: number): string {
  if (n === 1) return "ساعة واحدة تقريبًا";
  if (n === 2) return "ساعتان تقريبًا";
  return `حوالي ${n} ${n >= 3 && n <= 10 ? "ساعات" : "ساعة"}`;
}

/** "نحو 3 أسابيع" with the plural Arabic uses for the number. */
export function weeksAr(n: number): string {
  if (n === 1) return "أسبوع واحد";
  if (n === 2) return "أسبوعين";
  return `${n} ${n >= 3 && n <= 10 ? "أسابيع" : "أسبوعًا"}`;
}

/** One line per course: what a learner needs to decide. */
export function courseFacts(c: Course, language: CoachLanguage): string {
  if (language === "ar") {
    return `${c.provider} · ${LEVEL_AR[c.level]} · ${hoursAr(c.durationHours)} · ${c.free ? "مجاني" : "مدفوع"}${c.language === "ar" ? " · بالعربية" : " · بالإنجليزية"}`;
  }
  return `${c.provider} · ${c.level} · about ${c.durationHours} h · ${c.free ? "free" : "paid"}${c.language === "ar" ? " · taught in Arabic" : ""}`;
}

function numbered(lines: string[]): string {
  return lines.map((line, i) => `${i + 1}. ${line}`).join("\n");
}

/** The part of the catalogue the user should start from when they name no subject. */
export function subjectFromProfile(profile: CoachProfile): string {
  // A direction the bio names ("curious about UX research") comes before the current title's own path.
  const titled = profile.title ? findRoadmap(profile.title) : null;
  const goal = goalInBio(profile.bio);
  const match = goal && goal.id !== titled?.roadmap.id ? { roadmap: goal, score: 8 } : titled;
  if (match && match.score >= 8) {
    const plan = planRoadmap(match.roadmap, profile);
    const next = plan.stages[plan.startStage] ?? plan.stages[plan.stages.length - 1];
    return next.stage.skills.join(" ");
  }
  return [profile.title, ...profile.skills.map((s) => s.name)].join(" ").trim();
}

/** Where the course tools search when the caller gives no catalogue: the bundled one, built once. */
let bundledCatalogue: CourseCatalogue | null = null;
function catalogueOf(ctx: ToolContext): CourseCatalogue {
  return ctx.courses ?? (bundledCatalogue ??= memoryCatalogue());
}

const CANONICAL = new Map<string, string>();

/** A skill's canonical taxonomy name, lower-cased ("MS Excel" → "microsoft excel", "JS" → "javascript"). */
export function canonicalSkill(name: string): string {
  let found = CANONICAL.get(name);
  if (found === undefined) {
    found = (findSkillNames(name, true)[0] ?? name).toLowerCase();
    if (CANONICAL.size > 5000) CANONICAL.clear();
    CANONICAL.set(name, found);
  }
  return found;
}

/** The user's skills as canonical names, so "MS Excel" counts as Excel and "JS" as JavaScript. */
export function knownSkillSet(profile: CoachProfile): Set<string> {
  const out = new Set<string>();
  for (const skill of profile.skills) {
    out.add(skill.name.toLowerCase());
    out.add(canonicalSkill(skill.name));
  }
  return out;
}

function hasSkill(known: ReadonlySet<string>, skill: string): boolean {
  return known.has(skill.toLowerCase()) || known.has(canonicalSkill(skill));
}

/** A catalogue result as the coach's answers use it: how it fits this user's level and skills. */
function fitFor(ranked: RankedCatalogueCourse, known: ReadonlySet<string>, preferred: CourseLevel | undefined): RankedCourse {
  const { course } = ranked;
  return {
    course,
    score: ranked.score,
    fit: {
      levelMatch: preferred === course.level,
      newSkills: course.skills.filter((s) => !hasSkill(known, s)),
      knownSkills: course.skills.filter((s) => hasSkill(known, s)),
    },
  };
}

/** A condition a course search can be held to, and which one a nearest option breaks. */
export type CourseCondition = "language" | "free" | "level" | "maxHours" | "certificate" | "provider";

/** What a course search says beyond its results. */
export interface CourseSearchNote {
  /** The conditions asked for. */
  conditions: { language?: CoachLanguage; free?: boolean; level?: CourseLevel; maxHours?: number; certificate?: boolean; provider?: string };
  /** Some course in the catalogue teaches the subject, whatever the conditions. */
  covered: boolean;
  /** The only courses on the subject are the ones already shown (left out of this search). */
  exhausted?: boolean;
  /**
   * When nothing fits: the closest courses, each breaking exactly one condition when dropping a
   * single condition finds any, else the best courses on the subject with every condition they break.
   */
  nearest: { breaks: CourseCondition[]; course: RankedCourse }[];
}

/** Whether a course meets one of the conditions. */
function meets(course: Course & { certificate?: boolean }, name: CourseCondition, c: CourseSearchNote["conditions"]): boolean {
  switch (name) {
    case "language":
      return !c.language || course.language === c.language;
    case "free":
      return !c.free || course.free;
    case "level":
      return !c.level || course.level === c.level;
    case "maxHours":
      return c.maxHours === undefined || course.durationHours <= c.maxHours;
    case "certificate":
      return !c.certificate || (course.certificate ?? providerGivesCertificate(course.provider));
    case "provider":
      return fromProvider(course, c.provider);
  }
}

function fromProvider(course: Course, provider: string | undefined): boolean {
  return !provider || course.provider.toLowerCase().includes(provider.toLowerCase());
}

/**
 * Courses through the same search as the portal's Course Search (core/courses): the subject's
 * words with the conditions asked for as hard filters (taught language, free, level, hours,
 * certificate; the provider checked after), an Arabic conversation preferring Arabic-taught
 * courses. When nothing fits, the note says whether the subject is in the catalogue at all and
 * which courses come closest, each breaking one condition.
 */
export async function runRecommendCourses(
  input: {
    query: string; level?: CourseLevel; language?: CoachLanguage; freeOnly?: boolean; limit?: number; exclude?: string[];
    courseLanguage?: CoachLanguage; certificate?: boolean; maxHours?: number; provider?: string;
  },
  ctx: ToolContext,
): Promise<ToolResult> {
  const language = input.language ?? ctx.language ?? "en";
  const exclude = new Set([...(ctx.exclude ?? []), ...(input.exclude ?? [])]);
  const subject = input.query.trim() || subjectFromProfile(ctx.profile) || "career skills";
  const catalogue = catalogueOf(ctx);
  const limit = input.limit ?? 5;
  const conditions: CourseSearchNote["conditions"] = {
    language: input.courseLanguage, free: input.freeOnly || undefined, level: input.level, maxHours: input.maxHours,
    certificate: input.certificate || undefined, provider: input.provider?.trim() || undefined,
  };
  const search = async (...skip: CourseCondition[]) => {
    const c = { ...conditions };
    for (const name of skip) delete c[name];
    const found = await catalogue.search({
      text: subject,
      // "any": the request's conditions, not stray words in the subject, decide the filters.
      language: c.language ?? "any",
      level: c.level ?? "any",
      free: c.free ?? false,
      certificate: c.certificate ?? false,
      maxHours: c.maxHours,
      limit: c.provider || skip.length > 0 ? 40 : limit,
      exclude,
      knownSkills: ctx.profile.skills.map((s) => s.name),
      preferLanguage: language === "ar" ? "ar" : undefined,
    });
    const fitting = found.results.filter((r) => fromProvider(r.course as Course, c.provider));
    return skip.length > 0 ? fitting : fitting.slice(0, limit);
  };
  const known = knownSkillSet(ctx.profile);
  // "Fits your level" means the user's level, whatever level was asked for.
  const preferred = courseLevelFor(ctx.profile.level) ?? input.level ?? undefined;
  const found = await search();
  // A beginner asking without a level gets advanced courses after the others, not first: "fits your level" must be true of the top.
  const beginner = !input.level && preferred === "Beginner";
  const ordered = beginner ? [...found].sort((a, b) => Number(a.course.level === "Advanced") - Number(b.course.level === "Advanced")) : found;
  const ranked = ordered.map((r) => fitFor(r, known, preferred));
  const note: CourseSearchNote = { conditions, covered: ranked.length > 0, nearest: [] };
  if (ranked.length === 0) {
    // One search without the conditions; each nearest option is then the best course breaking only one of them.
    const active = (Object.keys(conditions) as CourseCondition[]).filter((k) => conditions[k] !== undefined);
    const wide = active.length > 0 ? await search(...active) : [];
    // "advanced Excel in a month": the nearest options still teach what was asked, when any course in the pool does.
    const named = subjectSkills(subject).map((k) => k.toLowerCase());
    const onTopic = wide.filter((r) => named.some((k) => r.course.title.toLowerCase().includes(k) || r.course.skills.some((s) => s.toLowerCase() === k)));
    const pool = onTopic.length > 0 ? onTopic : wide;
    note.covered = pool.length > 0;
    // "which of those is free?" after every Power BI course was shown: the subject is covered, by the courses left out.
    if (!note.covered && exclude.size > 0) {
      const all = await catalogue.search({ text: subject, language: "any", level: "any", free: false, certificate: false, limit: 1, knownSkills: [] });
      note.covered = all.results.length > 0;
      note.exhausted = note.covered;
    }
    const shown = new Set<string>();
    for (const breaks of active) {
      const options = pool.filter((r) => !shown.has(r.course.id)
        && active.every((name) => name === breaks || meets(r.course as Course & { certificate?: boolean }, name, conditions)));
      // Over the hour limit: the shortest is the closest.
      const alternative = breaks === "maxHours" ? [...options].sort((a, b) => a.course.durationHours - b.course.durationHours)[0] : options[0];
      if (!alternative) continue;
      shown.add(alternative.course.id);
      note.nearest.push({ breaks: [breaks], course: fitFor(alternative, known, preferred) });
    }
    if (note.nearest.length === 0) {
      for (const alternative of pool.slice(0, 2)) {
        const course = alternative.course as Course & { certificate?: boolean };
        note.nearest.push({ breaks: active.filter((name) => !meets(course, name, conditions)), course: fitFor(alternative, known, preferred) });
      }
    }
  }
  const label = topicLabel(subject, language);
  const observation = ranked.length === 0
    ? [
        language === "ar"
          ? `لا توجد دورات${label ? ` في ${label}` : ""} في الكتالوج تطابق الطلب بكل شروطه.`
          : `No catalogue course${label ? ` on ${label}` : ""} fits the request with all its conditions.`,
        ...note.nearest.map(({ breaks, course: { course } }) => `- ${course.title} — ${courseFacts(course, language)} — ${course.url} (${language === "ar" ? "يخالف" : "breaks"}: ${breaks.join(", ")})`),
      ].join("\n")
    : [
        language === "ar"
          ? `${ranked.length === 1 ? "دورة واحدة" : `${ranked.length} دورات`}${label ? ` في ${label}` : ""} مناسبة:`
          : `${ranked.length} matching course${ranked.length === 1 ? "" : "s"}${label ? ` on ${label}` : ""}:`,
        numbered(ranked.map(({ course }) => `${course.title} — ${courseFacts(course, language)} — ${course.url}`)),
      ].join("\n");
  const citations = [...ranked, ...note.nearest.map((n) => n.course)].map((r) => courseCitation(r.course));
  return { observation, citations, items: ranked, search: note };
}

/** One course by its title: the catalogue's title match, else its best search result ("closest"). */
export async function runCourseInfo(input: { title: string }, ctx: ToolContext): Promise<ToolResult> {
  const language = ctx.language ?? "en";
  const catalogue = catalogueOf(ctx);
  const named = await catalogue.byTitle(input.title);
  const course = named ?? (await catalogue.search({ text: input.title, limit: 1 })).results[0]?.course;
  if (!course) {
    return {
      observation: language === "ar" ? "لا توجد في الكتالوج دورة بهذا العنوان." : "No course with that title in the catalogue.",
      citations: [],
      items: [],
    };
  }
  const exact = Boolean(named);
  const lines = language === "ar"
    ? [
        `${exact ? "" : "أقرب دورة: "}${course.title} — ${courseFacts(course, language)}`,
        `المهارات: ${course.skills.join("، ")}`,
        course.description,
        course.url,
      ]
    : [
        `${exact ? "" : "Closest course: "}${course.title} — ${courseFacts(course, language)}`,
        `Skills: ${course.skills.join(", ")}`,
        course.description,
        course.url,
      ];
  return { observation: lines.join("\n"), citations: [courseCitation(course)], items: [course] };
}

export interface RoadmapPlan {
  roadmap: Roadmap;
  /** Index of the first stage the user has not mostly covered yet. */
  startStage: number;
  stages: { stage: RoadmapStage; courses: Course[]; haveSkills: string[] }[];
}

/**
 * A roadmap with its courses looked up — those taught in the conversation's language first —
 * and the user's progress marked.
 */
export function planRoadmap(roadmap: Roadmap, profile: CoachProfile, language: CoachLanguage = "en"): RoadmapPlan {
  const have = knownSkillSet(profile);
  const stages = roadmap.stages.map((stage) => ({
    stage,
    courses: stage.courses.map((id) => COURSE_BY_ID.get(id)).filter((c): c is Course => Boolean(c))
      .sort((a, b) => Number(b.language === language) - Number(a.language === language)),
    haveSkills: stage.skills.filter((s) => hasSkill(have, s)),
  }));
  const start = stages.findIndex((s) => s.haveSkills.length < Math.ceil(s.stage.skills.length / 2));
  return { roadmap, startStage: start < 0 ? stages.length - 1 : start, stages };
}

/** The roadmap a field names, else the one sharing most skills with it, else the user's own title's. */
export function resolveRoadmap(field: string, profile: CoachProfile): Roadmap | null {
  const direct = field.trim() ? findRoadmap(field) : null;
  if (direct && direct.score >= 4) return direct.roadmap;
  const skills = new Set(findSkillNames(field, true));
  if (skills.size > 0) {
    let best: { roadmap: Roadmap; shared: number } | null = null;
    for (const roadmap of ROADMAPS) {
      const shared = roadmap.stages.flatMap((s) => s.skills).filter((s) => skills.has(s)).length;
      if (shared > (best?.shared ?? 0)) best = { roadmap, shared };
    }
    if (best) return best.roadmap;
  }
  if (!field.trim() && profile.title) return findRoadmap(profile.title)?.roadmap ?? null;
  return direct?.roadmap ?? null;
}

export function runCareerRoadmap(input: { field: string }, ctx: ToolContext): ToolResult {
  const language = ctx.language ?? "en";
  const roadmap = resolveRoadmap(input.field, ctx.profile);
  if (!roadmap) {
    const fields = ROADMAPS.map((r) => (language === "ar" ? r.titleAr : r.title)).join(language === "ar" ? "، " : ", ");
    return {
      observation: language === "ar"
        ? `لا توجد خارطة طريق لهذا المجال. المجالات المتاحة: ${fields}.`
        : `No roadmap for that field. Fields with roadmaps: ${fields}.`,
      citations: [],
      items: [],
    };
  }
  const plan = planRoadmap(roadmap, ctx.profile, language);
  const lines = plan.stages.map(({ stage, courses: list, haveSkills }, i) => {
    const title = language === "ar" ? stage.titleAr : stage.title;
    const done = haveSkills.length > 0 ? (language === "ar" ? ` (لديك: ${haveSkills.join("، ")})` : ` (you have: ${haveSkills.join(", ")})`) : "";
    const courseList = list.slice(0, 2).map((c) => `${c.title} (${c.url})`).join(language === "ar" ? "؛ " : "; ");
    return `${i + 1}. ${title}: ${stage.skills.join(", ")}${done} — ${courseList}`;
  });
  const head = language === "ar"
    ? `خارطة طريق ${roadmap.titleAr}، ابدأ من المرحلة ${plan.startStage + 1}:`
    : `${roadmap.title} roadmap, starting at stage ${plan.startStage + 1}:`;
  const citations: Citation[] = [
    { kind: "roadmap", id: roadmap.id, title: language === "ar" ? `خارطة طريق ${roadmap.titleAr}` : `${roadmap.title} roadmap` },
    ...plan.stages.flatMap((s) => s.courses.slice(0, 1)).map(courseCitation),
  ];
  return { observation: [head, ...lines].join("\n"), citations, items: [plan] };
}

export function runRecommendYoutube(input: { topic: string; language?: CoachLanguage; limit?: number }, ctx: ToolContext): ToolResult {
  const language = input.language ?? ctx.language ?? "en";
  const topic = input.topic.trim() || subjectFromProfile(ctx.profile) || "career";
  const channels: YouTubeChannel[] = rankChannels(topic, language, ctx.exclude, input.limit ?? 3);
  const label = topicLabel(topic, language);
  const observation = channels.length === 0
    ? (language === "ar" ? `لا توجد قنوات في القائمة${label ? ` عن ${label}` : " عن هذا الموضوع"}.` : `No listed channel covers ${label || "that subject"}.`)
    : [
        language === "ar" ? `قنوات يوتيوب${label ? ` عن ${label}` : ""}:` : `YouTube channels${label ? ` for ${label}` : ""}:`,
        numbered(channels.map((c) => `${c.name} (${c.language === "ar" ? (language === "ar" ? "بالعربية" : "Arabic") : language === "ar" ? "بالإنجليزية" : "English"}) — ${c.description} — ${c.url}`)),
      ].join("\n");
  return {
    observation,
    citations: channels.map((c) => ({ kind: "youtube", id: c.id, title: c.name, url: c.url })),
    items: channels,
  };
}

export function audienceFor(level: string): TipAudience | null {
  const l = level.toLowerCase();
  if (l === "student") return "student";
  if (l === "junior") return "junior";
  if (l.startsWith("mid")) return "mid";
  if (l === "senior" || l === "lead") return "senior";
  return null;
}

/** Today's tips for this user: today's tip of the fitting pool first, then the next ones in other categories. */
export function tipsFor(ctx: ToolContext, category?: TipCategory, count = 3): CareerTip[] {
  const audience = audienceFor(ctx.profile.level);
  const language = ctx.language ?? "en";
  const fits = (t: CareerTip) => (!t.audience || !audience || t.audience.includes(audience)) && (!category || t.category === category)
    && !ctx.exclude?.has(t.id);
  let pool = CAREER_TIPS.filter((t) => fits(t) && (language !== "ar" || t.textAr));
  if (pool.length === 0) pool = CAREER_TIPS.filter(fits);
  if (pool.length === 0) pool = [...CAREER_TIPS];
  const date = new Date(`${ctx.today}T00:00:00Z`);
  const first = tipForDay(Number.isNaN(date.getTime()) ? new Date(0) : date, pool);
  const chosen = [first];
  const start = pool.indexOf(first);
  for (let step = 1; step < pool.length && chosen.length < count; step++) {
    const tip = pool[(start + step * 5) % pool.length];
    if (chosen.includes(tip)) continue;
    if (!category && chosen.some((t) => t.category === tip.category) && step < pool.length / 2) continue;
    chosen.push(tip);
  }
  return chosen;
}

export function tipText(tip: CareerTip, language: CoachLanguage): string {
  return language === "ar" && tip.textAr ? tip.textAr : tip.text;
}

export function runDailyTips(input: { category?: TipCategory; count?: number }, ctx: ToolContext): ToolResult {
  const language = ctx.language ?? "en";
  const tips = tipsFor(ctx, input.category, input.count ?? 3);
  const head = language === "ar" ? `نصائح اليوم (${ctx.today}):` : `Tips for ${ctx.today}:`;
  return {
    observation: [head, numbered(tips.map((t) => tipText(t, language)))].join("\n"),
    citations: tips.map((t) => ({ kind: "tip", id: t.id, title: tipText(t, language) })),
    items: tips,
  };
}

export function bookCitation(b: Book): Citation {
  return { kind: "book", id: b.id, title: b.title, url: b.link };
}

export function runRecommendBooks(input: { topic?: string; limit?: number }, ctx: ToolContext): ToolResult {
  const language = ctx.language ?? "en";
  const limit = input.limit ?? 3;
  const topic = input.topic?.trim() ?? "";
  const books: Book[] = topic
    ? rankBooks(topic, language, ctx.exclude, limit)
    : rankBooksForProfile(ctx.profile, limit, language, ctx.exclude).map((scored) => scored.book);
  const label = topic ? topicLabel(topic, language) : "";
  const observation = books.length === 0
    ? (language === "ar" ? `لا توجد كتب في القائمة${label ? ` عن ${label}` : " عن هذا الموضوع"}.` : `No listed book covers ${label || "that subject"}.`)
    : [
        language === "ar" ? `كتب${topic ? (label ? ` عن ${label}` : "") : " مناسبة لملفك"}:` : `Books${topic ? (label ? ` on ${label}` : "") : " for your profile"}:`,
        numbered(books.map((b) => `${b.title} — ${b.authors.join(", ")} (${b.year}) — ${b.summary} — ${b.link}`)),
      ].join("\n");
  return { observation, citations: books.map(bookCitation), items: books };
}

export function runResumeInsights(input: { resumeId?: number }, ctx: ToolContext): ToolResult {
  const language = ctx.language ?? "en";
  const resumes = ctx.profile.resumes;
  const resume = input.resumeId === undefined ? resumes[0] : resumes.find((r) => r.id === input.resumeId);
  if (!resume) {
    const observation = resumes.length === 0
      ? (language === "ar" ? "لم يرفع المستخدم أي سيرة ذاتية بعد." : "The user has not uploaded a resume yet.")
      : (language === "ar" ? `لا توجد سيرة ذاتية بالرقم ${input.resumeId}.` : `No resume with id ${input.resumeId}; ids: ${resumes.map((r) => r.id).join(", ")}.`);
    return { observation, citations: [], items: [] };
  }
  const review: ResumeReview = reviewResume(resume, ctx.profile);
  const observation = language === "ar"
    ? [
        `مراجعة «${review.title}» (${review.score}/100):`,
        `الأقسام الناقصة: ${review.sections.missing.join("، ") || "لا شيء"}؛ الكلمات: ${review.words}`,
        `نقاط فيها أرقام: ${review.bullets.quantified} من ${review.bullets.total}`,
        `مهارات يطلبها دور ${review.targetRole || "—"} وغير موجودة: ${review.skills.missing.join("، ") || "لا شيء"}`,
      ].join("\n")
    : [
        `Review of "${review.title}" (${review.score}/100):`,
        `Missing sections: ${review.sections.missing.join(", ") || "none"}; words: ${review.words} (${review.length.replace("_", " ")})`,
        `Bullets with numbers: ${review.bullets.quantified} of ${review.bullets.total}; weak phrases: ${review.bullets.weak.map((w) => `"${w.phrase}"`).join(", ") || "none"}`,
        `Contact: e-mail ${review.contact.email ? "yes" : "no"}, phone ${review.contact.phone ? "yes" : "no"}, LinkedIn ${review.contact.linkedin ? "yes" : "no"}`,
        `Skills a ${review.targetRole || "target role"} usually needs that the resume does not show: ${review.skills.missing.join(", ") || "none"}`,
      ].join("\n");
  const citations: Citation[] = [{ kind: "resume", id: String(resume.id), title: resume.title }];
  if (review.skills.course) citations.push(courseCitation(review.skills.course));
  const roadmap = review.skills.roadmapId ? roadmapById(review.skills.roadmapId) : undefined;
  if (roadmap) citations.push({ kind: "roadmap", id: roadmap.id, title: language === "ar" ? `خارطة طريق ${roadmap.titleAr}` : `${roadmap.title} roadmap` });
  return { observation, citations, items: [review] };
}
