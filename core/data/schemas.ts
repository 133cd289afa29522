/**
 * The shape of every knowledge file in this folder, one zod schema per kind of record. The
 * TypeScript types are inferred from these schemas, so the types and the data cannot drift.
 *
 * The schemas are for checking the files (the unit test runs `checkDataFile` over each one);
 * the engine imports the JSON directly and never parses it at run time.
 */
import { z } from "zod";
import {
  BOOK_CATEGORIES,
  BOOK_LEVELS,
  COURSE_LEVELS,
  LANGUAGES,
  SKILL_CATEGORIES,
  SKILL_TYPES,
  TIP_AUDIENCES,
  TIP_CATEGORIES,
} from "./vocabulary.ts";

/** Words: not empty, no spaces at either end. */
const text = z.string().regex(/^\S(?:[\s\S]*\S)?$/, "must not be empty or start or end with a space");

/** A stable id: lower-case letters and digits in words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens");

const httpsUrl = z.url({ protocol: /^https$/, error: "must be a full https:// address" });

/** A list of one or more words. */
const words = z.array(text).min(1, "must list at least one");

const language = z.enum(LANGUAGES);

export const courseSchema = z.strictObject({
  /** Stable slug (provider-course); never reused for another course. */
  id: slug,
  /** The title as the provider writes it, in the course's own language. */
  title: text,
  /** Who teaches it, and the platform when that is someone else ("Yale University on Coursera"). */
  provider: text,
  /** The course's public page. */
  url: httpsUrl,
  /** Canonical names from skills-taxonomy.json, so courses meet a user's skills. */
  skills: words,
  level: z.enum(COURSE_LEVELS),
  /** The language the course is taught in. */
  language,
  /** Approximate total learning time. */
  durationHours: z.number().positive(),
  /**
   * True when the whole course, and any certificate or badge it gives, costs nothing. Courses
   * that can only be audited for free while their certificate is paid (most of Coursera and
   * edX) are `false`.
   */
  free: z.boolean(),
  /** One or two factual sentences on what it covers. */
  description: text,
});

export const bookSchema = z.strictObject({
  id: slug,
  title: text,
  authors: words,
  /** First publication of the work (of the original, for a translation). */
  year: z.number().int().min(1900),
  categories: z.array(z.enum(BOOK_CATEGORIES)).min(1, "must list at least one"),
  /** Canonical skill names from the skills taxonomy. */
  skills: words,
  level: z.enum(BOOK_LEVELS),
  /** Language of this edition. */
  language,
  /**
   * A stable public page, given only when the book is published free online; otherwise the
   * engine links a catalogue search for the title and first author (Open Library for English,
   * Google Books for Arabic editions), which stays valid when editions change.
   */
  link: httpsUrl.optional(),
  /** One factual sentence about what the book covers. */
  summary: text,
  /**
   * The same in Arabic, for the coach's Arabic answers: what the book teaches and whom it helps,
   * saying nothing the English does not. Titles keep their own script, and product and
   * technology names stay in Latin letters.
   */
  summaryAr: text,
});

export const youtubeChannelSchema = z
  .strictObject({
    id: slug,
    name: text,
    /** The channel's handle without "@", when certain; the link is then its @handle page. */
    handle: z.string().regex(/^[A-Za-z0-9_.-]+$/, "must be the handle without @").optional(),
    /** Without a handle the link is a YouTube search for `name`, or for these words when given. */
    search: text.optional(),
    /** Language the channel teaches in. */
    language,
    /** Lower-case subjects the channel covers, for retrieval. */
    topics: z.array(text.refine((topic) => topic === topic.toLowerCase(), "must be lower case")).min(1, "must list at least one"),
    /** Canonical skill names from the skills taxonomy. */
    skills: words,
    /** One factual sentence about the channel. */
    description: text,
    /** The same in Arabic, for the coach's Arabic answers: what the channel teaches and for whom. */
    descriptionAr: text,
  })
  .refine((channel) => !(channel.handle && channel.search), { message: "give a handle or search words, not both", path: ["search"] });

export const careerTipSchema = z.strictObject({
  id: slug,
  category: z.enum(TIP_CATEGORIES),
  /** Who the tip is for; absent means everyone. */
  audience: z.array(z.enum(TIP_AUDIENCES)).min(1, "must list at least one, or be left out").optional(),
  /** One or two sentences: an action someone can take today. */
  text,
  /** The Arabic version, for the coach's Arabic conversations; without it the tip is shown in English only. */
  textAr: text.optional(),
});

export const roadmapStageSchema = z.strictObject({
  title: text,
  titleAr: text,
  /** Canonical skill names the stage builds. */
  skills: words,
  /** Catalogue course ids, best first. */
  courses: z.array(slug).min(1, "must list at least one"),
  /** What to build or pass to call the stage done. */
  milestone: text,
  milestoneAr: text,
});

export const roadmapSchema = z.strictObject({
  id: slug,
  /** The role, as a job title ("Data Analyst"). */
  title: text,
  titleAr: text,
  /** Other names for the role or field, lower case; English and Arabic. */
  aliases: z.array(text.refine((alias) => alias === alias.toLowerCase(), "must be lower case")),
  summary: text,
  summaryAr: text,
  /** Ordered stages, first to last. */
  stages: z.array(roadmapStageSchema).min(1, "must list at least one"),
});

export const industrySchema = z.strictObject({
  /** LinkedIn's industry code (version 1), a numeric string such as "47". */
  code: z.string().regex(/^[1-9][0-9]*$/, "must be a number written as a string, such as \"47\""),
  description: text,
});

export const skillEntrySchema = z.strictObject({
  /** Canonical name, as shown to the user. */
  name: text,
  type: z.enum(SKILL_TYPES),
  category: z.enum(SKILL_CATEGORIES),
  /** Other ways the skill is written (abbreviations, versions, German and Arabic names); matched like the name. */
  synonyms: z.array(text),
});

export type Course = z.infer<typeof courseSchema>;
export type CourseLevel = Course["level"];
export type Language = z.infer<typeof language>;
/** A book as its file lists it; the engine adds the catalogue link when `link` is absent. */
export type BookRecord = z.infer<typeof bookSchema>;
export type BookCategory = BookRecord["categories"][number];
export type BookLevel = BookRecord["level"];
/** A channel as its file lists it; the engine turns `handle` or `search` into its link. */
export type YouTubeChannelRecord = z.infer<typeof youtubeChannelSchema>;
export type CareerTip = z.infer<typeof careerTipSchema>;
export type TipCategory = CareerTip["category"];
export type TipAudience = NonNullable<CareerTip["audience"]>[number];
export type Roadmap = z.infer<typeof roadmapSchema>;
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;
export type Industry = z.infer<typeof industrySchema>;
export type SkillEntry = z.infer<typeof skillEntrySchema>;
export type SkillType = SkillEntry["type"];
export type SkillCategory = SkillEntry["category"];

/**
 * Each file of this folder, the schema of its records, and the field that must be unique across
 * them. A new knowledge file is added here, or the unit test fails.
 */
export const DATA_FILES = {
  "courses.json": { record: courseSchema, key: "id" },
  "books.json": { record: bookSchema, key: "id" },
  "youtube-channels.json": { record: youtubeChannelSchema, key: "id" },
  "tips.json": { record: careerTipSchema, key: "id" },
  "roadmaps.json": { record: roadmapSchema, key: "id" },
  "industries.json": { record: industrySchema, key: "code" },
  "skills-taxonomy.json": { record: skillEntrySchema, key: "name" },
} as const satisfies Record<string, { record: z.ZodType; key: string }>;

export type DataFileName = keyof typeof DATA_FILES;

/**
 * Every problem with one knowledge file's text, each naming the file, the entry (its position
 * and its id) and the field: `courses.json entry 12 (id "cs50x"): url: must be a full https:// address`.
 * Empty when the file is valid.
 */
export function checkDataFile(file: DataFileName, content: string): string[] {
  let entries: unknown;
  try {
    entries = JSON.parse(content);
  } catch (error) {
    return [`${file}: not valid JSON: ${(error as Error).message}`];
  }
  if (!Array.isArray(entries)) return [`${file}: must be a JSON array of records`];

  const { record, key } = DATA_FILES[file];
  const problems: string[] = [];
  const seen = new Map<unknown, number>();
  entries.forEach((entry: unknown, index) => {
    const keyValue = entry && typeof entry === "object" ? (entry as Record<string, unknown>)[key] : undefined;
    const where = `${file} entry ${index + 1}${keyValue === undefined ? "" : ` (${key} ${JSON.stringify(keyValue)})`}`;
    const result = record.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
        problems.push(`${where}: ${field}${issue.message}`);
      }
    }
    if (keyValue === undefined) return;
    const first = seen.get(keyValue);
    if (first === undefined) seen.set(keyValue, index + 1);
    else problems.push(`${where}: ${key} is already used by entry ${first}`);
  });
  return problems;
}
