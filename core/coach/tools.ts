/**
 * The coach's seven tools, shared by the local engine and the model adapters (Workers AI and
 * OpenAI-compatible function calling): each has a description, a JSON Schema for its
 * arguments (usable verbatim as a function's `parameters`), a zod schema that validates them,
 * and `run`, which answers from the bundled knowledge base. `runTool` is the safe entry for
 * model output: an unknown tool or bad arguments become an observation that says what was
 * wrong, never an exception.
 */
import { z } from "zod";
import type { CourseCatalogue } from "../courses/types.ts";
import { TIP_CATEGORIES } from "./knowledge/tips.ts";
import { TOOL_NAMES, type Citation, type CoachLanguage, type CoachProfile, type ToolName, type ToolUse } from "./types.ts";
import {
  runCareerRoadmap,
  runCourseInfo,
  runDailyTips,
  runRecommendBooks,
  runRecommendCourses,
  runRecommendYoutube,
  runResumeInsights,
} from "./tool-runs.ts";

export { recommendBooksFor } from "./books-window.ts";
export type { CourseSearchNote, RoadmapPlan } from "./tool-runs.ts";
import type { CourseSearchNote } from "./tool-runs.ts";

/** What a tool knows besides its arguments. */
export interface ToolContext {
  profile: CoachProfile;
  /** Today's date, YYYY-MM-DD (daily tips are stable within a day). */
  today: string;
  /** The language observations are written in (default English). */
  language?: CoachLanguage;
  /** Catalogue ids or URLs already recommended in this conversation, so "more" brings new ones. */
  exclude?: ReadonlySet<string>;
  /** Where the course tools search (the app's catalogue in D1); the bundled catalogue when left out. */
  courses?: CourseCatalogue;
}

export interface ToolResult {
  /** Human-readable findings: shown in the Knowledge base panel and given back to a model. */
  observation: string;
  citations: Citation[];
  /** The catalogue items found (courses, channels, books, tips, a roadmap plan, a resume review). */
  items: unknown[];
  /** For course searches: whether the subject is in the catalogue at all, and the nearest options when nothing fits. */
  search?: CourseSearchNote;
}

export interface CoachTool<S extends z.ZodType = z.ZodType> {
  name: ToolName;
  description: string;
  /** JSON Schema (draft 2020-12 subset) of the arguments: `{ type: "object", properties, required }`. */
  parameters: Record<string, unknown>;
  input: S;
  run(input: z.output<S>, ctx: ToolContext): Promise<ToolResult>;
}

const LEVEL = z.enum(["Beginner", "Intermediate", "Advanced"]);
const LANGUAGE = z.enum(["en", "ar"]);

const SCHEMAS = {
  recommend_courses: z.object({
    query: z.string().max(300).describe("The skill, subject or role to learn, e.g. 'machine learning' or 'تحليل البيانات'. Empty to use the user's profile."),
    level: LEVEL.optional().describe("Course level wanted; omit to follow the user's experience level."),
    language: LANGUAGE.optional().describe("Language of the conversation; 'ar' favours Arabic-taught courses."),
    freeOnly: z.boolean().optional().describe("Only courses whose content and certificate are free."),
    limit: z.number().int().min(1).max(10).optional().describe("How many courses (default 5)."),
    exclude: z.array(z.string().max(300)).max(50).optional().describe("Course ids or URLs already shown to the user, to leave out."),
    courseLanguage: LANGUAGE.optional().describe("Only courses taught in this language, when the user asks for it ('in Arabic', 'بالعربي'); a hard filter, unlike 'language'."),
    maxHours: z.number().positive().max(1000).optional().describe("Only courses of at most this many hours, when the user sets a length ('under 10 hours', 'in a weekend' ≈ 16)."),
    certificate: z.boolean().optional().describe("Only courses that give a certificate, when the user asks for one."),
    provider: z.string().max(100).optional().describe("Only courses from this provider, when the user names one ('on Coursera', 'من Udemy')."),
  }),
  course_info: z.object({
    title: z.string().min(1).max(300).describe("The course's title or a recognisable part of it, e.g. 'CS50 Introduction to Computer Science'."),
  }),
  career_roadmap: z.object({
    field: z.string().max(200).describe("The role or field, e.g. 'data scientist', 'frontend developer', 'nursing'. Empty to use the user's title."),
  }),
  recommend_youtube: z.object({
    topic: z.string().max(300).describe("Subject or course the channels should teach, e.g. 'Python' or 'UX design'."),
    language: LANGUAGE.optional().describe("Preferred channel language."),
    limit: z.number().int().min(1).max(6).optional().describe("How many channels (default 3)."),
  }),
  daily_tips: z.object({
    category: z.enum(TIP_CATEGORIES).optional().describe("Limit tips to one category."),
    count: z.number().int().min(1).max(5).optional().describe("How many tips (default 3); the first is today's tip."),
  }),
  recommend_books: z.object({
    topic: z.string().max(300).optional().describe("What the books should help with, e.g. 'negotiation' or 'leadership'. Omit for books matched to the user's profile."),
    limit: z.number().int().min(1).max(10).optional().describe("How many books (default 3)."),
  }),
  resume_insights: z.object({
    resumeId: z.number().int().optional().describe("Which of the user's resumes to review; omit for the newest."),
  }),
} satisfies Record<ToolName, z.ZodType>;

/** The JSON Schema of a zod object, without the `$schema` key providers do not expect. */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return rest;
}

function tool<N extends ToolName>(
  name: N,
  description: string,
  run: (input: z.output<(typeof SCHEMAS)[N]>, ctx: ToolContext) => ToolResult | Promise<ToolResult>,
): CoachTool<(typeof SCHEMAS)[N]> {
  return { name, description, parameters: jsonSchema(SCHEMAS[name]), input: SCHEMAS[name], run: async (input, ctx) => run(input, ctx) };
}

/** The seven tools by name. */
export const COACH_TOOLS = {
  recommend_courses: tool("recommend_courses",
    "Recommend courses from Amal's catalogue (real courses with provider, level, duration, free or paid, language) for a skill, subject or role, ranked for the user's level and skills.",
    runRecommendCourses),
  course_info: tool("course_info",
    "Look up one course in the catalogue by its title (fuzzy) and return its provider, level, duration, price, language, skills and link.",
    runCourseInfo),
  career_roadmap: tool("career_roadmap",
    "Give an ordered learning roadmap for a role or field: stages, the skills each builds, catalogue courses for each stage and a milestone, starting where the user's skills leave off.",
    runCareerRoadmap),
  recommend_youtube: tool("recommend_youtube",
    "Recommend YouTube channels (English or Arabic) that teach a subject or a course's topic.",
    runRecommendYoutube),
  daily_tips: tool("daily_tips",
    "Give today's career tips: actionable one-liners chosen by date and the user's experience level, optionally in one category.",
    runDailyTips),
  recommend_books: tool("recommend_books",
    "Recommend books (title, authors, link) on a career topic or, without a topic, matched to the user's skills and role.",
    runRecommendBooks),
  resume_insights: tool("resume_insights",
    "Review one of the user's uploaded resumes: sections present or missing, contact details, quantified bullets, weak phrases, skills the user's role usually needs, and length.",
    runResumeInsights),
} satisfies Record<ToolName, CoachTool>;

/** The tools as OpenAI / Workers AI function definitions. */
export function toolDefinitions(): { type: "function"; function: { name: ToolName; description: string; parameters: Record<string, unknown> } }[] {
  return TOOL_NAMES.map((name) => ({
    type: "function",
    function: { name, description: COACH_TOOLS[name].description, parameters: COACH_TOOLS[name].parameters },
  }));
}

function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}

/** Model arguments as an object: JSON text parsed, numeric strings turned into numbers where the schema wants numbers. */
function normaliseArguments(name: ToolName, raw: unknown): unknown {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = value.trim() ? JSON.parse(value) : {};
    } catch {
      return value;
    }
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) return value;
  const properties = (COACH_TOOLS[name].parameters.properties ?? {}) as Record<string, { type?: string }>;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, v] of Object.entries(out)) {
    const type = properties[key]?.type;
    if ((type === "integer" || type === "number") && typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) out[key] = Number(v);
    if (type === "boolean" && (v === "true" || v === "false")) out[key] = v === "true";
    if (v === null) delete out[key];
  }
  return out;
}

/**
 * Runs a tool by name on raw (model-produced) arguments. Never throws: an unknown tool,
 * unparsable or invalid arguments, or a failure inside the tool give a ToolUse whose
 * observation says what went wrong and how to call it correctly. For an unknown tool, `tool`
 * carries the name the model used (not one of TOOL_NAMES) and `citations` is empty.
 */
export async function runTool(name: string, rawInput: unknown, ctx: ToolContext): Promise<ToolUse> {
  if (!isToolName(name)) {
    return {
      // The name the model asked for, so the Knowledge base panel shows what was attempted.
      tool: String(name) as ToolName,
      input: typeof rawInput === "object" && rawInput !== null && !Array.isArray(rawInput) ? (rawInput as Record<string, unknown>) : {},
      observation: `There is no tool named "${String(name)}". Available tools: ${TOOL_NAMES.join(", ")}.`,
      citations: [],
    };
  }
  const args = normaliseArguments(name, rawInput);
  const parsed = COACH_TOOLS[name].input.safeParse(args);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "arguments"}: ${i.message}`).join("; ");
    return {
      tool: name,
      input: typeof args === "object" && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : { raw: String(rawInput) },
      observation: `Invalid arguments for ${name} (${problems}). Expected JSON matching: ${JSON.stringify(COACH_TOOLS[name].parameters)}`,
      citations: [],
    };
  }
  try {
    const run = COACH_TOOLS[name].run as (input: unknown, ctx: ToolContext) => Promise<ToolResult>;
    const result = await run(parsed.data, ctx);
    return { tool: name, input: parsed.data as Record<string, unknown>, observation: result.observation, citations: result.citations };
  } catch (error) {
    return {
      tool: name,
      input: parsed.data as Record<string, unknown>,
      observation: `${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      citations: [],
    };
  }
}
