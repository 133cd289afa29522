/**
 * The course catalogue's import format (docs/api/courses.md, `npm run catalog:import`): CSV with
 * a header row or JSON Lines, one course per row, every row checked by `importRowSchema`; a file
 * with any bad row imports nothing. Rows become idempotent SQL upserts keyed by provider + URL
 * (a re-import updates the course and keeps its id), batched to stay far below D1's statement
 * size limit. Used by the import script, the seed (the bundled courses) and the benchmark.
 */
import { z } from "zod";
import { COURSE_LANGUAGES, COURSE_LEVELS } from "../schemas/courses.ts";
import { indexCourse } from "./search.ts";
import type { CatalogueCourse } from "./types.ts";

/** The columns of an import file, in the order a CSV template lists them. */
export const IMPORT_COLUMNS = ["id", "title", "provider", "url", "skills", "level", "language", "duration_hours", "free", "certificate", "description"] as const;

const YES_NO: Record<string, boolean> = { true: true, false: false, yes: true, no: false, "1": true, "0": false };
const yesNo = z.preprocess(
  (v) => (typeof v === "string" ? YES_NO[v.trim().toLowerCase()] ?? v : v),
  z.boolean({ error: "must be true or false (or yes/no, 1/0)" }),
);

const level = z
  .string({ error: `must be one of ${COURSE_LEVELS.join(", ")}` })
  .trim()
  .transform((v) => COURSE_LEVELS.find((l) => l.toLowerCase() === v.toLowerCase()) ?? v)
  .pipe(z.enum(COURSE_LEVELS, { error: `must be one of ${COURSE_LEVELS.join(", ")}` }));

/** One row of an import file (CSV cells are strings; JSON Lines may use numbers, booleans and arrays). */
export const importRowSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{0,119}$/, { error: "must be lower-case letters, digits, dots, dashes or underscores (at most 120)" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  title: z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(300, { error: "is longer than 300 characters" }),
  provider: z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(200, { error: "is longer than 200 characters" }),
  url: z
    .string({ error: "is required" })
    .trim()
    .max(2000, { error: "is longer than 2000 characters" })
    .refine((v) => /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(v) && URL.canParse(v), { error: "must be a full http(s):// address" }),
  skills: z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(/[;|]/)).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(80, { error: "each skill at most 80 characters" }))
        .min(1, { error: "needs at least one skill" })
        .max(30, { error: "at most 30 skills" }),
    ),
  level,
  language: z
    .string({ error: `must be ${COURSE_LANGUAGES.join(" or ")}` })
    .trim()
    .toLowerCase()
    .pipe(z.enum(COURSE_LANGUAGES, { error: `must be ${COURSE_LANGUAGES.join(" or ")}` })),
  duration_hours: z.coerce
    .number({ error: "must be a number of hours" })
    .positive({ error: "must be more than 0 hours" })
    .max(10_000, { error: "must be at most 10000 hours" }),
  free: yesNo,
  certificate: yesNo,
  description: z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(5000, { error: "is longer than 5000 characters" }),
});
export type ImportRow = z.output<typeof importRowSchema>;

export interface ImportProblem {
  /** The file's line where the row starts (1-based; the CSV header is line 1). */
  line: number;
  message: string;
}

export interface ParsedImport {
  courses: CatalogueCourse[];
  problems: ImportProblem[];
}

/** Splits CSV text into records (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let any = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === "") {
      quoted = true;
      any = true;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
      any = true;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      cells.push(cell);
      if (any || cells.some((c) => c !== "")) records.push({ line: start, cells });
      cells = [];
      cell = "";
      any = false;
      line++;
      start = line;
    } else {
      cell += ch;
      any = true;
    }
  }
  cells.push(cell);
  if (any || cells.some((c) => c !== "")) records.push({ line: start, cells });
  return records;
}

/** A stable id for a course that came without one: slugs of provider and title, and a hash of provider + URL. */
export function courseIdFor(provider: string, title: string, url: string): string {
  const slug = (s: string) =>
    s
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "");
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const ch of `${provider}\u0000${url}`) {
    const c = ch.codePointAt(0) ?? 0;
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  const hash = (h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0")).slice(0, 12);
  return [slug(provider), slug(title), hash].filter(Boolean).join("-");
}

function issueText(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

function toCourse(row: ImportRow): CatalogueCourse {
  return {
    id: row.id ?? courseIdFor(row.provider, row.title, row.url),
    title: row.title,
    provider: row.provider,
    url: row.url,
    skills: row.skills,
    level: row.level,
    language: row.language,
    durationHours: row.duration_hours,
    free: row.free,
    certificate: row.certificate,
    description: row.description,
  };
}

/** Checks rows (each with its line) and reports every problem; duplicates of provider + URL or id within the file are problems too. */
export function checkRows(rows: { line: number; value: unknown }[]): ParsedImport {
  const courses: CatalogueCourse[] = [];
  const problems: ImportProblem[] = [];
  const seenKeys = new Map<string, number>();
  const seenIds = new Map<string, number>();
  for (const { line, value } of rows) {
    const parsed = importRowSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ line, message: issueText(issue) });
      continue;
    }
    const course = toCourse(parsed.data);
    const key = `${course.provider}\u0000${course.url}`;
    if (seenKeys.has(key)) problems.push({ line, message: `provider and url repeat line ${seenKeys.get(key)}` });
    else if (seenIds.has(course.id)) problems.push({ line, message: `id "${course.id}" repeats line ${seenIds.get(course.id)}` });
    else {
      seenKeys.set(key, line);
      seenIds.set(course.id, line);
      courses.push(course);
    }
  }
  return { courses, problems };
}

/** Reads a CSV file (header row of IMPORT_COLUMNS names, any order; unknown columns are a problem). */
export function parseCsvImport(text: string): ParsedImport {
  const [header, ...records] = parseCsv(text);
  if (!header) return { courses: [], problems: [{ line: 1, message: "the file is empty" }] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const unknown = names.filter((n) => !(IMPORT_COLUMNS as readonly string[]).includes(n));
  const missing = IMPORT_COLUMNS.filter((c) => c !== "id" && !names.includes(c));
  if (unknown.length || missing.length) {
    const parts = [unknown.length ? `unknown columns: ${unknown.join(", ")}` : "", missing.length ? `missing columns: ${missing.join(", ")}` : ""];
    return { courses: [], problems: [{ line: header.line, message: parts.filter(Boolean).join("; ") }] };
  }
  const rows = records.map(({ line, cells }) => {
    if (cells.length !== names.length) return { line, value: { __cells: `has ${cells.length} cells, the header has ${names.length}` } };
    return { line, value: Object.fromEntries(names.map((n, i) => [n, cells[i]])) };
  });
  const bad = rows.filter((r) => "__cells" in (r.value as object)).map((r) => ({ line: r.line, message: (r.value as { __cells: string }).__cells }));
  const checked = checkRows(rows.filter((r) => !("__cells" in (r.value as object))));
  return { courses: checked.courses, problems: [...bad, ...checked.problems].sort((a, b) => a.line - b.line) };
}

/** Reads JSON Lines: one object per non-empty line. */
export function parseJsonlImport(text: string): ParsedImport {
  const rows: { line: number; value: unknown }[] = [];
  const problems: ImportProblem[] = [];
  text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .forEach((raw, index) => {
      if (!raw.trim()) return;
      try {
        rows.push({ line: index + 1, value: JSON.parse(raw) });
      } catch {
        problems.push({ line: index + 1, message: "is not valid JSON" });
      }
    });
  const checked = checkRows(rows);
  return { courses: checked.courses, problems: [...problems, ...checked.problems].sort((a, b) => a.line - b.line) };
}

/** Reads an import file by its name's extension (.csv, .jsonl or .ndjson). */
export function parseImportFile(name: string, text: string): ParsedImport {
  if (/\.csv$/i.test(name)) return parseCsvImport(text);
  if (/\.(?:jsonl|ndjson)$/i.test(name)) return parseJsonlImport(text);
  return { courses: [], problems: [{ line: 0, message: "the file must end in .csv or .jsonl" }] };
}

const q = (v: string | number | boolean): string =>
  typeof v === "number" ? String(v) : typeof v === "boolean" ? (v ? "1" : "0") : `'${v.replace(/'/g, "''")}'`;

const COLUMNS =
  "id, title, provider, url, skills, level, language, duration_hours, free, certificate, description, search_title, search_skills, search_description, search_provider";
const UPDATE =
  "title = excluded.title, skills = excluded.skills, level = excluded.level, language = excluded.language, duration_hours = excluded.duration_hours, free = excluded.free, certificate = excluded.certificate, description = excluded.description, search_title = excluded.search_title, search_skills = excluded.search_skills, search_description = excluded.search_description, search_provider = excluded.search_provider";

function valuesOf(course: CatalogueCourse): string {
  const text = indexCourse(course);
  return `(${[
    course.id, course.title, course.provider, course.url, JSON.stringify(course.skills), course.level, course.language, course.durationHours,
    course.free, course.certificate, course.description, text.title, text.skills, text.description, text.provider,
  ]
    .map(q)
    .join(", ")})`;
}

/**
 * Upsert statements for courses, several rows each (at most `maxBytes` of SQL, default 90 KB,
 * under D1's 100 KB statement limit). The same provider + URL updates the course in place (its
 * id kept); the same id with another URL updates that course.
 */
export function upsertStatements(courses: readonly CatalogueCourse[], maxBytes = 90_000): string[] {
  const statements: string[] = [];
  let rows: string[] = [];
  let size = 0;
  const flush = () => {
    if (rows.length === 0) return;
    statements.push(
      `INSERT INTO courses (${COLUMNS}) VALUES ${rows.join(",\n")} ON CONFLICT(provider, url) DO UPDATE SET ${UPDATE} ON CONFLICT(id) DO UPDATE SET provider = excluded.provider, url = excluded.url, ${UPDATE};`,
    );
    rows = [];
    size = 0;
  };
  for (const course of courses) {
    const values = valuesOf(course);
    if (size + values.length > maxBytes - 2000) flush();
    rows.push(values);
    size += new TextEncoder().encode(values).length;
  }
  flush();
  return statements;
}

/** An import file read whole: its problems, or (only when there are none) the SQL that imports it. */
export function planImport(name: string, text: string): ParsedImport & { statements: string[] } {
  const parsed = parseImportFile(name, text);
  return { ...parsed, statements: parsed.problems.length > 0 ? [] : upsertStatements(parsed.courses) };
}
