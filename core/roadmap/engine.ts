/**
 * The local roadmap engine (docs/api/roadmap.md, ADR 019): offline, deterministic, English and
 * Arabic. A topic among the 28 bundled roadmaps (core/data/roadmaps.json) gives its stages and
 * skills; any other topic is built from the course catalogue (the skills its courses teach,
 * staged by course level). Every course is a real catalogue course and every book a bundled
 * book. The user's profile skills mark skills "done".
 *
 * Layout: the goal is the root, at the top of a top-down graph; its children are the start node
 * (where the user stands) and the numbered stages; each stage's children are its skills.
 */
import { findRoadmap, type Roadmap as BundledRoadmap, roadmapSkills } from "../coach/knowledge/roadmaps.ts";
import { fold } from "../coach/text.ts";
import { tokenise } from "../courses/normalise.ts";
import type { CatalogueCourse, CourseCatalogue } from "../courses/types.ts";
import { COURSE_LEVELS } from "../schemas/courses.ts";
import { ROADMAP_LIMITS, ROADMAP_MESSAGES as M, type Roadmap, type RoadmapLanguage, type RoadmapNode } from "../schemas/roadmap.ts";
import {
  asRoadmapCourse,
  booksForSkill,
  canonicalSkill,
  canonicalSkills,
  categoryRank,
  coursesById,
  searchSkillCourses,
  skillEntry,
  skillLabel,
} from "./knowledge.ts";
import { leafToExpand, mergeUnderLeaf, numberDraft, type RoadmapDraft, RoadmapError } from "./tree.ts";

/** Courses and books a skill node lists (within ROADMAP_LIMITS). */
export const NODE_COURSES = 3;
export const NODE_BOOKS = 2;
/** A catalogue-built roadmap keeps at most this many skills, and a stage this many. */
const CATALOGUE_SKILLS = 15;
const STAGE_SKILLS = 6;
/** An expanded node gets at most this many related skills. */
const RELATED_SKILLS = 4;

/** What the engine knows of the user: their title and their profile skills as written. */
export interface RoadmapProfile {
  title: string;
  skills: readonly string[];
}

export interface RoadmapEngineDeps {
  catalogue: CourseCatalogue;
  /** created_at of the roadmap (ISO); tests pass a fixed one. */
  now: () => string;
}

const FROM_TO = [/^\s*from\s+(.+?)\s+(?:to|into)\s+(.+?)\s*$/i, /^\s*(?:من|مِن)\s+(.+?)\s+(?:إلى|الى|إلي|الي)\s+(.+?)\s*$/u];

/** "from accountant to data analyst" → { from: "accountant", goal: "data analyst" }; other topics: the goal alone. */
export function readTopic(topic: string): { goal: string; from: string | null } {
  for (const pattern of FROM_TO) {
    const match = topic.match(pattern);
    if (match?.[1]?.trim() && match[2]?.trim()) return { from: match[1].trim(), goal: match[2].trim() };
  }
  return { goal: topic.trim(), from: null };
}

const capitalised = (text: string) => (/^[a-z]/.test(text) ? text.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : text);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const list = (items: readonly string[], language: RoadmapLanguage) => items.join(language === "ar" ? "، " : ", ");

function bundledMatch(text: string): BundledRoadmap | null {
  const match = findRoadmap(text);
  // An alias or title found in the words (a loose word overlap scores below 5).
  return match && match.score >= 5 ? match.roadmap : null;
}

interface SkillPlan {
  skill: string;
  courses: CatalogueCourse[];
}

interface StagePlan {
  title: string;
  description: string;
  skills: SkillPlan[];
}

interface Plan {
  title: string;
  summary: string;
  stages: StagePlan[];
}

/** A skill's courses: the stage's own courses that teach it first, then the catalogue's best for it. */
async function coursesForSkill(catalogue: CourseCatalogue, skill: string, own: readonly CatalogueCourse[], language: RoadmapLanguage): Promise<CatalogueCourse[]> {
  const picked = own.filter((c) => c.skills.includes(skill)).slice(0, NODE_COURSES);
  // The stage's own courses when one teaches it (each search is a catalogue query), else a search.
  if (picked.length > 0) return picked;
  return searchSkillCourses(catalogue, skill, language, { limit: NODE_COURSES });
}

async function bundledPlan(roadmap: BundledRoadmap, catalogue: CourseCatalogue, language: RoadmapLanguage): Promise<Plan> {
  const ar = language === "ar";
  const stages = await Promise.all(
    roadmap.stages.map(async (stage, index): Promise<StagePlan> => {
      const own = await coursesById(catalogue, stage.courses);
      const skills = await Promise.all(stage.skills.map(async (skill) => ({ skill, courses: await coursesForSkill(catalogue, skill, own, language) })));
      const milestone = ar ? stage.milestoneAr : stage.milestone;
      return {
        title: `${index + 1}. ${ar ? stage.titleAr : stage.title}`,
        description: ar ? `الهدف من هذه المرحلة: ${milestone}` : `Milestone: ${milestone}`,
        skills,
      };
    }),
  );
  return { title: ar ? roadmap.titleAr : roadmap.title, summary: ar ? roadmap.summaryAr : roadmap.summary, stages };
}

const LEVEL_TITLES: Record<CatalogueCourse["level"], { en: string; ar: string }> = {
  Beginner: { en: "Foundations", ar: "الأساسيات" },
  Intermediate: { en: "Core skills", ar: "المهارات الأساسية للعمل" },
  Advanced: { en: "Advanced practice", ar: "الممارسة المتقدمة" },
};

/**
 * Courses the catalogue finds for a topic: those that matched a skill the words name, or most of
 * the words that name a subject ("I want to become a pilot" is not about negotiation
 * because a title says "becoming"). Nothing when the words name no subject.
 */
async function relevantCourses(catalogue: CourseCatalogue, text: string, language: RoadmapLanguage, limit: number): Promise<CatalogueCourse[]> {
  const outcome = await catalogue.search({ text, free: false, certificate: false, level: "any", limit, preferLanguage: language });
  const subject = outcome.understood.subject.trim();
  if (!subject) return [];
  const words = new Set(tokenise(subject).filter((t) => !t.stop && !t.generic).map((t) => t.term)).size;
  const needed = Math.floor(words / 2) + 1;
  return outcome.results.filter((r) => r.why.skills.length > 0 || r.why.words.length >= needed).map((r) => r.course);
}

/** A roadmap for a topic the bundled roadmaps lack: the skills its catalogue courses teach, staged by course level. */
async function cataloguePlan(goal: string, catalogue: CourseCatalogue, language: RoadmapLanguage): Promise<Plan | null> {
  const found = await relevantCourses(catalogue, goal, language, 24);
  if (found.length === 0) return null;
  const asked = canonicalSkill(goal);
  // A topic that is a skill ("Excel"): the courses that teach that skill, when the catalogue has them.
  const teaching = asked ? found.filter((c) => c.skills.includes(asked)) : [];
  const courses = teaching.length ? teaching : found;
  const levelRank = (level: CatalogueCourse["level"]) => COURSE_LEVELS.indexOf(level);
  const stats = new Map<string, { weight: number; level: number; first: number }>();
  courses.forEach((course, rank) => {
    for (const skill of course.skills) {
      const seen = stats.get(skill);
      const weight = 1 / (rank + 1);
      if (seen) {
        seen.weight += weight;
        seen.level = Math.min(seen.level, levelRank(course.level));
      } else stats.set(skill, { weight, level: levelRank(course.level), first: rank });
    }
  });
  // The asked skill itself first, then the skills most of the best courses teach.
  const chosen = [...stats.entries()]
    .sort((a, b) => Number(b[0] === asked) - Number(a[0] === asked) || b[1].weight - a[1].weight || a[1].first - b[1].first || a[0].localeCompare(b[0]))
    .slice(0, CATALOGUE_SKILLS);
  if (asked && stats.has(asked)) {
    // The asked skill opens the roadmap, at its lowest level.
    const own = stats.get(asked);
    if (own) own.level = Math.min(own.level, ...chosen.map(([, s]) => s.level));
  }
  const stages: StagePlan[] = [];
  for (const [level, name] of COURSE_LEVELS.entries()) {
    // The stage's most taught skills (chosen is in that order), shown grouped by taxonomy category.
    const skills = chosen
      .filter(([, s]) => s.level === level)
      .slice(0, STAGE_SKILLS)
      .sort((a, b) => Number(b[0] === asked) - Number(a[0] === asked) || categoryRank(a[0]) - categoryRank(b[0]) || b[1].weight - a[1].weight || a[0].localeCompare(b[0]));
    if (skills.length === 0) continue;
    const plans = await Promise.all(
      skills.map(async ([skill]) => ({ skill, courses: await coursesForSkill(catalogue, skill, courses.filter((c) => levelRank(c.level) === level), language) })),
    );
    const title = LEVEL_TITLES[name][language];
    stages.push({
      title: `${stages.length + 1}. ${title}`,
      description:
        language === "ar"
          ? `مهارات تعلّمها دورات من المستوى ${name === "Beginner" ? "المبتدئ" : name === "Intermediate" ? "المتوسط" : "المتقدم"} في الكتالوج عن «${goal}».`
          : `Skills the catalogue's ${name.toLowerCase()} courses on “${goal}” teach.`,
      skills: plans,
    });
  }
  const title = asked ? skillLabel(asked, language) : capitalised(clip(goal, ROADMAP_LIMITS.nameChars));
  const summary =
    language === "ar"
      ? `خريطة تعلّم لـ«${title}» مبنية من الدورات التي يضمها الكتالوج عنه، مرتّبة من المستوى المبتدئ إلى المتقدم.`
      : `A learning path to ${title}, built from the catalogue's courses on it, ordered from beginner to advanced.`;
  return { title, summary, stages };
}

function skillDescription(skill: string, stage: string, done: boolean, brought: boolean, language: RoadmapLanguage): string {
  const entry = skillEntry(skill);
  const name = skillLabel(skill, language);
  if (language === "ar") {
    const status = done ? (brought ? " تأتي بها من عملك السابق." : " ملفك الشخصي يذكر هذه المهارة بالفعل، فراجعها فقط.") : " ابدأ بالدورات والكتب أدناه.";
    return `${name} مهارة تحتاجها في مرحلة «${stage}».${status}`;
  }
  const kind = entry ? ` (${entry.category.toLowerCase()})` : "";
  const status = done ? (brought ? " You bring it from where you start." : " Your profile already shows it: a quick review is enough.") : " Start with the courses and books below.";
  return `${name}${kind} is a skill the stage “${stage}” needs.${status}`;
}

function startNode(profile: RoadmapProfile, from: string | null, have: readonly string[], language: RoadmapLanguage): RoadmapDraft {
  const where = from ?? profile.title.trim();
  const ar = language === "ar";
  const name = where ? clip(capitalised(where), ROADMAP_LIMITS.nameChars) : ar ? "نقطة البداية" : "Where you start";
  const shown = have.slice(0, 12).map((s) => skillLabel(s, language));
  const description = ar
    ? `${where ? `تبدأ بصفتك ${where}.` : "تبدأ من هنا."} ${shown.length ? `لديك بالفعل: ${list(shown, language)}. هذه المهارات معلَّمة كمنجزة في الخريطة.` : "لا يذكر ملفك الشخصي بعد مهارات من هذه الخريطة؛ أضف مهاراتك في صفحة معلوماتك المهنية لتُعلَّم كمنجزة."}`
    : `${where ? `You start as ${where}.` : "You start here."} ${shown.length ? `You already have: ${list(shown, language)}. These skills are marked done on the roadmap.` : "Your profile lists none of this roadmap's skills yet; add your skills on Career Info to see them marked done."}`;
  return { name, description: clip(description, ROADMAP_LIMITS.descriptionChars), kind: "start", skill: null, status: "done", courses_needed: [], books_needed: [], children: [] };
}

function skillDraft(plan: SkillPlan, stage: string, has: ReadonlySet<string>, brought: ReadonlySet<string>, language: RoadmapLanguage): RoadmapDraft {
  const done = has.has(plan.skill) || brought.has(plan.skill);
  return {
    name: clip(skillLabel(plan.skill, language), ROADMAP_LIMITS.nameChars),
    description: skillDescription(plan.skill, stage, done, !has.has(plan.skill) && brought.has(plan.skill), language),
    kind: "skill",
    skill: plan.skill,
    status: done ? "done" : "todo",
    courses_needed: plan.courses.map(asRoadmapCourse),
    books_needed: booksForSkill(plan.skill, language, NODE_BOOKS),
    children: [],
  };
}

/**
 * The roadmap for `topic` in `language`: a bundled roadmap when the goal names one, else one built
 * from the catalogue. RoadmapError `unknown_topic` when the catalogue knows nothing of it.
 */
export async function buildRoadmap(request: { topic: string; language: RoadmapLanguage }, profile: RoadmapProfile, deps: RoadmapEngineDeps): Promise<Roadmap> {
  const { topic, language } = request;
  const { goal, from } = readTopic(topic);
  const bundled = bundledMatch(goal);
  const plan = bundled ? await bundledPlan(bundled, deps.catalogue, language) : await cataloguePlan(goal, deps.catalogue, language);
  if (!plan || plan.stages.length === 0) throw new RoadmapError("unknown_topic", M.unknownTopic);

  const has = canonicalSkills(profile.skills);
  // Where the words name a start ("from accountant to …"), the skills of that bundled roadmap come along.
  const fromRoadmap = from ? bundledMatch(from) : null;
  const brought = new Set(fromRoadmap ? roadmapSkills(fromRoadmap) : []);
  const planned = plan.stages.flatMap((s) => s.skills.map((k) => k.skill));
  const have = [...new Set([...planned.filter((s) => has.has(s) || brought.has(s)), ...[...has].sort((a, b) => a.localeCompare(b))])];

  const goalDraft: RoadmapDraft = {
    name: clip(plan.title, ROADMAP_LIMITS.nameChars),
    description: clip(plan.summary, ROADMAP_LIMITS.descriptionChars),
    kind: "goal",
    skill: canonicalSkill(plan.title),
    status: "todo",
    courses_needed: [],
    books_needed: [],
    children: [
      startNode(profile, from, have, language),
      ...plan.stages.map(
        (stage): RoadmapDraft => ({
          name: clip(stage.title, ROADMAP_LIMITS.nameChars),
          description: clip(stage.description, ROADMAP_LIMITS.descriptionChars),
          kind: "stage",
          skill: null,
          status: stage.skills.every((k) => has.has(k.skill) || brought.has(k.skill)) ? "done" : "todo",
          courses_needed: [],
          books_needed: [],
          children: stage.skills.slice(0, ROADMAP_LIMITS.maxChildren).map((k) => skillDraft(k, stage.title, has, brought, language)),
        }),
      ),
    ],
  };
  return { topic: clip(topic.trim(), ROADMAP_LIMITS.topicChars), title: goalDraft.name, language, root: 1, nodes: numberDraft(goalDraft, 1), engine: "local", created_at: deps.now() };
}

/** What a node is about: its skill, else a skill its name names, else its name. */
function nodeSubject(node: RoadmapNode): { skill: string | null; text: string } {
  const skill = node.skill ?? canonicalSkill(node.name);
  return { skill, text: skill ?? node.name };
}

/**
 * A sub-roadmap for one leaf, as a draft whose root stands for the leaf: fundamentals → practice →
 * advanced (the catalogue's courses on the subject at each level), then the skills that most often
 * come with it in the catalogue's courses. RoadmapError `unknown_topic` when the catalogue has nothing.
 */
export async function expansionDraft(node: RoadmapNode, language: RoadmapLanguage, profile: RoadmapProfile, deps: RoadmapEngineDeps): Promise<RoadmapDraft> {
  const { skill, text } = nodeSubject(node);
  const ar = language === "ar";
  const has = canonicalSkills(profile.skills);
  const name = skill ? skillLabel(skill, language) : node.name;
  const children: RoadmapDraft[] = [];
  const steps: Record<CatalogueCourse["level"], { en: string; ar: string; enText: string; arText: string }> = {
    Beginner: { en: "Fundamentals", ar: "الأساسيات", enText: "Learn the basics of", arText: "تعلّم أساسيات" },
    Intermediate: { en: "Practice", ar: "التطبيق العملي", enText: "Use in real projects:", arText: "طبّق في مشاريع حقيقية:" },
    Advanced: { en: "Advanced", ar: "المستوى المتقدم", enText: "Go deeper into", arText: "تعمّق في" },
  };
  // One catalogue search: the courses on the subject (those that teach its skill, when some do).
  const pool = await relevantCourses(deps.catalogue, text, language, 40);
  const teaching = skill ? pool.filter((c) => c.skills.includes(skill)) : [];
  const courses = teaching.length ? teaching : pool;
  for (const level of COURSE_LEVELS) {
    const found = courses.filter((c) => c.level === level).slice(0, NODE_COURSES);
    if (found.length === 0) continue;
    const step = steps[level];
    children.push({
      name: clip(`${ar ? step.ar : step.en}: ${name}`, ROADMAP_LIMITS.nameChars),
      description: clip(ar ? `${step.arText} ${name} مع دورات المستوى ${level === "Beginner" ? "المبتدئ" : level === "Intermediate" ? "المتوسط" : "المتقدم"} أدناه.` : `${step.enText} ${name} with the ${level.toLowerCase()} courses below.`, ROADMAP_LIMITS.descriptionChars),
      kind: "topic",
      skill,
      status: "todo",
      courses_needed: found.map(asRoadmapCourse),
      books_needed: skill && level === "Beginner" ? booksForSkill(skill, language, NODE_BOOKS) : [],
      children: [],
    });
  }

  // Skills that come with it: counted over the same courses.
  const counts = new Map<string, { n: number; courses: CatalogueCourse[] }>();
  for (const course of courses) {
    for (const other of course.skills) {
      if (other === skill || fold(other) === fold(node.name)) continue;
      const entry = counts.get(other) ?? { n: 0, courses: [] };
      entry.n++;
      entry.courses.push(course);
      counts.set(other, entry);
    }
  }
  const related = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0])).slice(0, RELATED_SKILLS);
  if (related.length) {
    const stage = ar ? `مهارات مرتبطة بـ${name}` : `Skills that go with ${name}`;
    children.push({
      name: clip(stage, ROADMAP_LIMITS.nameChars),
      description: ar ? `مهارات تعلّمها دورات ${name} معها في الغالب.` : `Skills the catalogue's ${name} courses most often teach alongside it.`,
      kind: "stage",
      skill: null,
      status: related.every(([s]) => has.has(s)) ? "done" : "todo",
      courses_needed: [],
      books_needed: [],
      children: related.map(([other, entry]) => skillDraft({ skill: other, courses: entry.courses.slice(0, NODE_COURSES) }, stage, has, new Set(), language)),
    });
  }
  const books = skill ? booksForSkill(skill, language, ROADMAP_LIMITS.booksPerNode) : [];
  if (children.length === 0 && books.length) {
    // No course teaches it: the bundled books that do.
    children.push({
      name: clip(ar ? `اقرأ عن ${name}` : `Read up on ${name}`, ROADMAP_LIMITS.nameChars),
      description: ar ? `لا يضم الكتالوج دورة عن ${name} بعد؛ هذه الكتب تغطيها.` : `The catalogue has no course on ${name} yet; these books cover it.`,
      kind: "topic",
      skill,
      status: "todo",
      courses_needed: [],
      books_needed: books,
      children: [],
    });
  }
  if (children.length === 0) throw new RoadmapError("unknown_topic", M.unknownTopic);
  const { children: _, id: __, ...leaf } = node;
  return { ...leaf, children };
}

/** `roadmap` with a sub-roadmap merged under its leaf `nodeId` (RoadmapError node_invalid, not_leaf, roadmap_too_large, unknown_topic). */
export async function expandRoadmap(roadmap: Roadmap, nodeId: number, profile: RoadmapProfile, deps: RoadmapEngineDeps): Promise<Roadmap> {
  const leaf = leafToExpand(roadmap, nodeId, M);
  const draft = await expansionDraft(leaf, roadmap.language, profile, deps);
  return mergeUnderLeaf(roadmap, nodeId, draft, M.tooLarge);
}
