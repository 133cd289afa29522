/**
 * Reads the public job-board APIs into one posting shape (docs/api/jobs.md):
 *
 * - Greenhouse Job Board API: `GET {GREENHOUSE_API_URL}/{board}/jobs?content=true` →
 *   `{ jobs: [{ id, title, updated_at, location: { name }, absolute_url, content, departments,
 *   offices, metadata, company_name? }] }`; `content` is HTML whose tags are entity-escaped.
 * - Lever Postings API: `GET {LEVER_API_URL}/{company}?mode=json` → `[{ id, text, categories:
 *   { commitment, department, location, team, allLocations? }, workplaceType, descriptionPlain,
 *   description, lists: [{ text, content }], additionalPlain, hostedUrl, applyUrl, createdAt }]`.
 *
 * Tolerant: a posting missing its id, title or link is skipped, every other field may be absent
 * or of another type, and words it does not know (a commitment such as "Permanent – Flexible")
 * are read for what they contain or left unknown. No DOM: runs in Workers and Node.
 */
import { decodeEntities, htmlText } from "../crafting/job-post.ts";
import { findSkillNames } from "../resume/skills.ts";
import { readJobPost } from "../resume/analysis/job.ts";
import type { JobSourceKind, JobType, Workplace } from "../schemas/jobs.ts";

/** One posting as the import stores it. */
export interface ImportedPosting {
  source: JobSourceKind;
  board: string;
  externalId: string;
  title: string;
  company: string;
  location: string;
  workplace: Workplace | null;
  jobType: JobType | null;
  department: string | null;
  /** Plain text. */
  description: string;
  url: string;
  /** Canonical skill names (core/data/skills-taxonomy.json) the posting asks for, most wanted first. */
  skills: string[];
  postedAt: string | null;
  /**
   * What tells an unchanged posting from a changed one: Greenhouse's `updated_at`; Lever sends
   * no update time, so its `createdAt` with a fingerprint of the posting's text.
   */
  sourceUpdatedAt: string | null;
}

/** The longest description kept, in characters: enough for any real posting. */
export const DESCRIPTION_MAX = 20_000;
/** Skills kept per posting. */
const SKILLS_MAX = 20;

type Json = unknown;
const obj = (v: Json): Record<string, Json> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, Json>) : {});
const str = (v: Json): string => (typeof v === "string" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : "");
const arr = (v: Json): Json[] => (Array.isArray(v) ? v : []);
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * HTML (or entity-escaped HTML, as Greenhouse sends it) to plain text: scripts, styles, images
 * and links' addresses dropped, headings and list items on their own lines.
 */
export function htmlToText(html: string): string {
  if (!html) return "";
  // Greenhouse escapes its markup once ("&lt;p&gt;"): undo that layer, then read the HTML.
  const markup = /&lt;\/?[a-z][^&]*&gt;/i.test(html) && !/<[a-z][^>]*>/i.test(html) ? decodeEntities(html) : html;
  return htmlText(markup).slice(0, DESCRIPTION_MAX);
}

/** "airbnb" → "Airbnb", "acme-labs" → "Acme Labs": a board's name when the API names no company. */
export function companyFromBoard(board: string): string {
  return board
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

const TYPE_WORDS: [RegExp, JobType][] = [
  [/\b(?:intern(?:ship)?s?|trainee|apprentice(?:ship)?|working student|co-?op)\b|تدريب|متدرب/iu, "internship"],
  [/\b(?:contract(?:or)?|freelance|fixed[- ]term|consultant)\b|عقد|مستقل/iu, "contract"],
  [/\b(?:temp(?:orary)?|seasonal)\b|مؤقت/iu, "temporary"],
  [/\bpart[- ]?time\b|دوام جزئي/iu, "part_time"],
  [/\b(?:full[- ]?time|permanent|regular|salaried)\b|دوام كامل/iu, "full_time"],
];

/** The job type in a board's words ("Full-time", "Intern", "Permanent"), or null when none is said. */
export function jobTypeOf(...texts: string[]): JobType | null {
  for (const text of texts) {
    if (!text) continue;
    for (const [re, type] of TYPE_WORDS) if (re.test(text)) return type;
  }
  return null;
}

const REMOTE = /\b(?:remote|anywhere|work from home|wfh|distributed|telecommute)\b|عن بعد|عن بُعد/iu;
const HYBRID = /\bhybrid\b|هجين/iu;
const ONSITE = /\b(?:on-?site|in[- ]office|in[- ]person)\b/iu;

/** Remote, hybrid or onsite: from the board's own field when it has one, else the location's and title's words. */
export function workplaceOf(field: string, location: string, title: string): Workplace | null {
  const f = field.toLowerCase().replace(/[^a-z]/g, "");
  if (f === "remote") return "remote";
  if (f === "hybrid") return "hybrid";
  if (f === "onsite" || f === "inoffice" || f === "inperson") return "onsite";
  for (const text of [location, title]) {
    if (HYBRID.test(text)) return "hybrid";
    if (REMOTE.test(text)) return "remote";
    if (ONSITE.test(text)) return "onsite";
  }
  return location ? "onsite" : null;
}

/** The skills a posting asks for, most wanted first; the title's own skills ("Python Developer") count too. */
export function postingSkills(title: string, description: string): string[] {
  const text = `${title}\n${description}`;
  // The job reader reads every line as a list; a skill must also be found in running text,
  // where "sales data" is no "Sales" and "communication protocols" no "Communication".
  const inText = new Set(findSkillNames(text));
  const names = readJobPost(text)
    .skills.map((s) => s.name)
    .filter((name) => inText.has(name));
  for (const name of findSkillNames(title)) if (!names.includes(name)) names.unshift(name);
  return names.slice(0, SKILLS_MAX);
}

/** FNV-1a over the text, in hex: enough to see that a posting changed. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

const isoOrNull = (v: Json): string | null => {
  if (typeof v === "number" && Number.isFinite(v)) return new Date(v).toISOString();
  const s = str(v);
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

const httpUrl = (v: Json): string => {
  const s = str(v);
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : "";
  } catch {
    return "";
  }
};

/** Greenhouse metadata values that say the employment type ("Employment Type": "Full-time"). */
function greenhouseMetaType(metadata: Json): string {
  return arr(metadata)
    .map(obj)
    .filter((m) => /employment|job type|commitment|contract/i.test(str(m.name)))
    .map((m) => (Array.isArray(m.value) ? m.value.map(str).join(" ") : str(m.value)))
    .join(" ");
}

/** A Greenhouse board's `jobs?content=true` answer. */
export function parseGreenhouse(board: string, body: Json): ImportedPosting[] {
  const out: ImportedPosting[] = [];
  for (const raw of arr(obj(body).jobs)) {
    const job = obj(raw);
    const externalId = str(job.id);
    const title = oneLine(decodeEntities(str(job.title)));
    const url = httpUrl(job.absolute_url);
    if (!externalId || !title || !url) continue;
    const location = oneLine(str(obj(job.location).name) || arr(job.offices).map((o) => str(obj(o).name)).filter(Boolean).join("; "));
    const description = htmlToText(str(job.content));
    const department = arr(job.departments).map((d) => str(obj(d).name)).find(Boolean) ?? null;
    out.push({
      source: "greenhouse",
      board,
      externalId,
      title,
      company: oneLine(str(job.company_name)) || companyFromBoard(board),
      location,
      workplace: workplaceOf("", location, title),
      jobType: jobTypeOf(greenhouseMetaType(job.metadata), title),
      department,
      description,
      url,
      skills: postingSkills(title, description),
      postedAt: isoOrNull(job.first_published) ?? isoOrNull(job.updated_at),
      sourceUpdatedAt: isoOrNull(job.updated_at),
    });
  }
  return out;
}

/** A Lever company's `?mode=json` answer. */
export function parseLever(board: string, body: Json): ImportedPosting[] {
  const out: ImportedPosting[] = [];
  for (const raw of arr(body)) {
    const job = obj(raw);
    const externalId = str(job.id);
    const title = oneLine(str(job.text));
    const url = httpUrl(job.hostedUrl) || httpUrl(job.applyUrl);
    if (!externalId || !title || !url) continue;
    const categories = obj(job.categories);
    const location = oneLine(str(categories.location) || arr(categories.allLocations).map(str).filter(Boolean).join("; "));
    const intro = str(job.descriptionPlain) || htmlToText(str(job.description));
    const lists = arr(job.lists)
      .map(obj)
      .map((l) => [oneLine(str(l.text)), htmlToText(str(l.content))].filter(Boolean).join("\n"))
      .filter(Boolean);
    const closing = str(job.additionalPlain) || htmlToText(str(job.additional));
    const description = [intro, ...lists, closing].filter(Boolean).join("\n\n").slice(0, DESCRIPTION_MAX);
    const createdAt = isoOrNull(job.createdAt);
    out.push({
      source: "lever",
      board,
      externalId,
      title,
      company: companyFromBoard(board),
      location,
      workplace: workplaceOf(str(job.workplaceType), location, title),
      jobType: jobTypeOf(str(categories.commitment), title),
      department: str(categories.department) || str(categories.team) || null,
      description,
      url,
      skills: postingSkills(title, description),
      postedAt: createdAt,
      sourceUpdatedAt: isoOrNull(job.updatedAt) ?? `${createdAt ?? ""}#${fingerprint([title, location, str(categories.commitment), str(job.workplaceType), description, url].join("\u0000"))}`,
    });
  }
  return out;
}
