/**
 * Course search (docs/api/courses.md): what the portal asks (a description in the user's words
 * plus the page's filters), what it gets back (ranked courses, each with why it matched, and
 * what the search understood from the words), and the sentences a person reads. Shared by the
 * worker, the coach's course tools and the portal.
 */
import { z } from "zod";

export const COURSE_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export type CourseLevelName = (typeof COURSE_LEVELS)[number];
export const COURSE_LANGUAGES = ["en", "ar"] as const;
export type CourseLanguageCode = (typeof COURSE_LANGUAGES)[number];

export const COURSE_LIMITS = {
  query: { max: 500 },
  page: { default: 20, max: 50 },
  /** "under N hours" beyond this reads as no limit. */
  maxHours: 2000,
} as const;

export const COURSE_MESSAGES = {
  queryEmpty: "Describe what you want to learn, for example “Python for data analysis, free, beginner”.",
  queryLong: `The description is too long (at most ${COURSE_LIMITS.query.max} characters)`,
  languageInvalid: "language must be en, ar or any",
  levelInvalid: `level must be one of ${[...COURSE_LEVELS, "any"].join(", ")}`,
  freeInvalid: "free must be true or false",
  certificateInvalid: "certificate must be true or false",
  maxHoursInvalid: `max_hours must be a whole number of hours from 1 to ${COURSE_LIMITS.maxHours}`,
  limitInvalid: `limit must be a whole number from 1 to ${COURSE_LIMITS.page.max}`,
  offsetInvalid: "offset must be a whole number of 0 or more",
  notFound: "This course is not in the catalogue.",
} as const;

/** What the search read from the description's own words (shown as chips the user can remove). */
export const understoodSchema = z.object({
  /** The subject words left once the constraints were taken out ("python data analysis"). */
  subject: z.string(),
  language: z.enum(COURSE_LANGUAGES).nullable(),
  free: z.boolean().nullable(),
  level: z.enum(COURSE_LEVELS).nullable(),
  max_hours: z.number().nullable(),
  /** The user asked for a certificate. */
  certificate: z.boolean(),
  /**
   * A language asked for with a hedge ("in Arabic if possible", "يفضل بالعربي"): courses in it
   * rank first, the others still show. `language` is the hard filter.
   */
  preferred_language: z.enum(COURSE_LANGUAGES).nullable().optional(),
});
export type Understood = z.infer<typeof understoodSchema>;

/**
 * GET /api/courses/search. Filters set on the page win over what the words say; `language=any`,
 * `level=any`, `free=false` and `certificate=false` switch off a constraint the words named.
 */
export const courseSearchQuerySchema = z.object({
  q: z
    .string({ error: COURSE_MESSAGES.queryEmpty })
    .trim()
    .min(1, { error: COURSE_MESSAGES.queryEmpty })
    .max(COURSE_LIMITS.query.max, { error: COURSE_MESSAGES.queryLong }),
  language: z.enum([...COURSE_LANGUAGES, "any"], { error: COURSE_MESSAGES.languageInvalid }).optional(),
  free: z.enum(["true", "false"], { error: COURSE_MESSAGES.freeInvalid }).transform((v) => v === "true").optional(),
  level: z.enum([...COURSE_LEVELS, "any"], { error: COURSE_MESSAGES.levelInvalid }).optional(),
  certificate: z
    .enum(["true", "false"], { error: COURSE_MESSAGES.certificateInvalid })
    .transform((v) => v === "true")
    .optional(),
  max_hours: z.coerce
    .number({ error: COURSE_MESSAGES.maxHoursInvalid })
    .int({ error: COURSE_MESSAGES.maxHoursInvalid })
    .min(1, { error: COURSE_MESSAGES.maxHoursInvalid })
    .max(COURSE_LIMITS.maxHours, { error: COURSE_MESSAGES.maxHoursInvalid })
    .optional(),
  limit: z.coerce
    .number({ error: COURSE_MESSAGES.limitInvalid })
    .int({ error: COURSE_MESSAGES.limitInvalid })
    .min(1, { error: COURSE_MESSAGES.limitInvalid })
    .max(COURSE_LIMITS.page.max, { error: COURSE_MESSAGES.limitInvalid })
    .optional(),
  offset: z.coerce
    .number({ error: COURSE_MESSAGES.offsetInvalid })
    .int({ error: COURSE_MESSAGES.offsetInvalid })
    .min(0, { error: COURSE_MESSAGES.offsetInvalid })
    .max(10_000, { error: COURSE_MESSAGES.offsetInvalid })
    .optional(),
});
export type CourseSearchQuery = z.input<typeof courseSearchQuerySchema>;

/** One course as the results list shows it (spec: Course). */
export const courseResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  url: z.string(),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(COURSE_LANGUAGES),
  duration_hours: z.number(),
  free: z.boolean(),
  /** Whether finishing it gives a certificate or badge. */
  certificate: z.boolean(),
  skills: z.array(z.string()),
  description: z.string(),
  /** The spec's `course_description`: a fixed first line, then `key : value` lines. */
  course_description: z.string(),
  /** Why this course: the catalogue skills and the description's words it matched. */
  why: z.object({ skills: z.array(z.string()), words: z.array(z.string()) }),
});
export type CourseResult = z.infer<typeof courseResultSchema>;

/** A constraint the user can drop, and how many courses the search would find without it. */
export const relaxationSchema = z.object({
  drop: z.enum(["language", "free", "level", "max_hours", "certificate"]),
  count: z.number(),
});
export type Relaxation = z.infer<typeof relaxationSchema>;

export const courseSearchResponseSchema = z.object({
  results: z.array(courseResultSchema),
  /** Courses that fit (all of them, not only this page). */
  total: z.number(),
  understood: understoodSchema,
  /**
   * When nothing fits: the single constraints whose removal would find courses, largest first.
   * Empty when the subject itself is not in the catalogue.
   */
  relaxations: z.array(relaxationSchema),
  /** How many courses the catalogue holds (the page's "searching N courses"). */
  catalogue_size: z.number(),
});
export type CourseSearchResponse = z.infer<typeof courseSearchResponseSchema>;

export const courseIdParamSchema = z.object({
  id: z.string().min(1, { error: COURSE_MESSAGES.notFound }).max(200, { error: COURSE_MESSAGES.notFound }),
});

/** POST /api/courses/:id/ask — opens a coach session about the course; answers where it is. */
export const askAboutCourseSchema = z.object({ language: z.enum(COURSE_LANGUAGES).optional() });
export const askAboutCourseResponseSchema = z.object({ session_id: z.string(), session_name: z.string() });
export type AskAboutCourseResponse = z.infer<typeof askAboutCourseResponseSchema>;
