/**
 * A job post for tailoring, from a fetched page or pasted text. Pages are read from their
 * schema.org `JobPosting` data when they carry it, else from their main text. The skills the post
 * asks for come from the resume report's job reader (core/resume/analysis/job.ts), so a post's
 * requirements are the same wherever the product reads them. Runs in Workers: no DOM.
 */
import { compile } from "html-to-text";
import { findJobTitle, readJobPost } from "../resume/analysis/job.ts";
import { isMostlyArabic, normalizeText } from "../resume/normalize.ts";
import { findSkillNames } from "../resume/skills.ts";
import { type CraftLanguage, JOB_TEXT_MAX, type JobPost } from "./types.ts";

/** Words a job posting uses and other pages rarely do; a page needs a few of them. */
const POSTING_WORDS =
  /\b(?:responsibilit\w*|requirements?|qualifications?|experience|apply|applicants?|candidates?|job|role|position|hiring|salary|full[- ]time|part[- ]time|remote|skills|duties|benefits|vacancy|we are looking|you will)\b|المتطلبات|المسؤوليات|المهام|الخبرة|خبرة|وظيفة|الوظيفة|التقديم|المؤهلات|المهارات|مطلوب|نبحث عن|الراتب/giu;
const MIN_TEXT = 200;
/** Job boards and sites whose name rides along in page titles ("… | LinkedIn"). */
const SITE_NAMES = /^(?:linkedin|indeed(?:\.com)?|glassdoor|bayt(?:\.com)?|wuzzuf|naukrigulf|monster|ziprecruiter|greenhouse|lever|workable|careers?|jobs?|job board|stepstone|xing|forasna|akhtaboot|tanqeeb|google)$/i;

function languageOf(text: string): CraftLanguage {
  return isMostlyArabic(text) ? "ar" : "en";
}

/** "Location: Giza", "Company: …": labelled lines carry no skills, and the job reader would take them for headings. */
const LABELLED_LINE = /^\s*(?:location|job location|company(?: name)?|employer|job title|title|position|salary|job type|الموقع|الشركة|اسم الشركة|المسمى الوظيفي|مكان العمل)\s*[:：].+$/gimu;

function skillsOf(text: string): { hardSkills: string[]; softSkills: string[] } {
  const { skills } = readJobPost(text.replace(LABELLED_LINE, ""));
  return { hardSkills: skills.filter((s) => s.type === "hard").map((s) => s.name), softSkills: skills.filter((s) => s.type === "soft").map((s) => s.name) };
}

const clean = (s: string) => s.replace(/\s+/g, " ").replace(/^[\s|–—:,-]+|[\s|–—:,-]+$/g, "").trim();

function finish(fields: { title: string; company: string; location: string; text: string; url: string | null }): JobPost {
  const text = fields.text.slice(0, JOB_TEXT_MAX);
  return { title: clean(fields.title), company: clean(fields.company), location: clean(fields.location), text, language: languageOf(text), ...skillsOf(text), url: fields.url };
}

// ── Title and company from a page title or the first lines ─────────────────────────────────────

const isJobTitle = (s: string) => findJobTitle([s]) !== null;
/** "We are hiring …", "Our team is hiring …": the post speaking of itself names no company. */
const PRONOUN = /^(?:we(?: are)?|our(?: \w+)?|you|they|i|the team|نحن)$/iu;

/** "Data Analyst at Acme", "Acme - Data Analyst", "Data Analyst | Acme | LinkedIn", "Acme is hiring a Data Analyst". */
/** "Lumen Analytics, Cairo" → "Lumen Analytics": a place after the comma is where the job is, not the company ("Acme, Inc." stays). */
function withoutPlace(company: string): string {
  const comma = /^(.+?),\s*(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2})$/u.exec(company);
  if (!comma || /^(?:inc|ltd|llc|plc|gmbh|co|corp|s\.?a|l\.?p)\.?$/i.test(comma[2]!)) return company;
  return comma[1]!;
}

export function splitTitleLine(line: string): { title: string; company: string } | null {
  const text = clean(line.replace(/\s*\((?:remote|hybrid|on-?site|m\/w\/d|[^)]*\d[^)]*)\)\s*/gi, " "));
  if (!text) return null;
  const hiring = /^(.+?)\s+(?:is hiring|hiring)\s*:?\s*(?:an?\s+)?(.+)$/i.exec(text);
  const wanted = hiring?.[2]?.replace(/\s+(?:to|who|with|for|in|at)\s.*$|[,.;:!].*$/i, "");
  if (hiring && wanted && isJobTitle(wanted) && !PRONOUN.test(hiring[1]!)) return { title: clean(wanted), company: clean(hiring[1]!) };
  const parts = text.split(/\s+[|–—-]\s+|\s*\|\s*|\s+·\s+/).map(clean).filter((p) => p && !SITE_NAMES.test(p));
  const atOf = (part: string) => /^(.+?)\s+(?:at|@|bei|chez|لدى|في شركة)\s+(.+)$/iu.exec(part);
  for (const part of parts) {
    const at = atOf(part);
    if (at && isJobTitle(at[1]!)) {
      // "Front End Engineer at Tech Solutions. Build React…": the company ends with its sentence.
      const company = withoutPlace(clean(at[2]!.replace(/[.;!?]\s+\S.*$/, "").replace(/\s+in\s+.*$/i, "")));
      return { title: clean(at[1]!), company: company.split(" ").length <= 6 ? company : "" };
    }
  }
  const titleAt = parts.findIndex(isJobTitle);
  if (titleAt < 0) return null;
  // "Backend Developer - Python/Django": a part naming skills is no company.
  const company = parts.find((p, i) => i !== titleAt && !isJobTitle(p) && p.split(" ").length <= 6 && !/\d/.test(p) && findSkillNames(p, true).length === 0) ?? "";
  return { title: parts[titleAt]!, company: withoutPlace(company) };
}

const COMPANY_LABEL = /^\s*(?:company(?: name)?|employer|organi[sz]ation|hiring company|الشركة|اسم الشركة|جهة العمل)\s*[:：]\s*(.{2,80})$/iu;
const ABOUT = /^\s*#*\s*(?:about|über|a propos de|acerca de|sobre|عن)\s+(?!the (?:role|job|position|team|company)|us\b|you\b|this\b|our\b|الوظيفة|الشركة|الدور)(.{2,60}?)\s*[:：]?\s*$/iu;
const IS_HIRING = /^\s*(.{2,60}?)\s+(?:is hiring|is looking for|is seeking|are hiring|are looking for|تبحث عن|يبحث عن)\b/iu;
const NAME = "\\p{Lu}[\\p{L}\\p{N}&.'’-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}&.'’-]*|of|&|and)){0,4}";
/** "At Tech Solutions, we …" */
const AT_WE = new RegExp(`^\\s*At\\s+(${NAME}),\\s+we\\b`, "u");
/** "Tech Solutions is a global leader in …": a name said to be an organisation. */
const IS_A = new RegExp(`^\\s*(${NAME})\\s+is\\s+(?:a|an|the|one of)\\s+[^.]*\\b(?:company|leader|firm|startup|provider|platform|agency|organi[sz]ation|group|bank|business|brand|retailer|manufacturer|employer)\\b`, "u");
const JOIN = /\bjoin\s+(?:us at\s+)?(\p{Lu}[\p{L}&.'-]*(?:\s+\p{Lu}[\p{L}&.'-]*){0,3})/u;

function companyFromLines(lines: string[]): string {
  for (const line of lines.slice(0, 15)) {
    const labelled = COMPANY_LABEL.exec(line);
    if (labelled) return clean(labelled[1]!);
  }
  for (const line of lines.slice(0, 40)) {
    const about = ABOUT.exec(line);
    if (about) return clean(about[1]!);
    const hiring = IS_HIRING.exec(line);
    if (hiring && !PRONOUN.test(hiring[1]!.trim())) return clean(hiring[1]!);
  }
  for (const line of lines.slice(0, 40)) {
    const named = AT_WE.exec(line) ?? IS_A.exec(line);
    if (named && findSkillNames(named[1]!, true).length === 0) return clean(named[1]!);
  }
  for (const line of lines.slice(0, 3)) {
    const split = splitTitleLine(line);
    if (split?.company) return split.company;
  }
  for (const line of lines.slice(0, 40)) {
    const join = JOIN.exec(line);
    if (join && !/^(?:Us|Our|The)$/.test(join[1]!)) return clean(join[1]!);
  }
  return "";
}

function titleFromLines(lines: string[]): string {
  for (const line of lines.slice(0, 3)) {
    const split = splitTitleLine(line);
    if (split?.company && split.title) return split.title;
  }
  const found = findJobTitle(lines);
  if (found) return found;
  // A short first line that is no sentence, label or heading of a part ("Growth Hacker").
  const first = lines[0] ?? "";
  const plain = first.split(/\s+/).length <= 6 && !/[.!?:：,،]$|^(?:about|we|our|join|who|why|the|at)\b|^(?:عن|نحن)\s/iu.test(first);
  return plain && findSkillNames(first, true).length === 0 ? first : "";
}

/** A pasted job description: title and company from its first lines when it states them. */
export function readJobDescription(text: string): JobPost {
  const body = normalizeText(text).replace(/\n{3,}/g, "\n\n").trim();
  const lines = body.split("\n").map((l) => l.trim()).filter(Boolean);
  const location = /^\s*(?:location|job location|الموقع|مكان العمل)\s*[:：]\s*(.{2,80})$/imu.exec(body)?.[1] ?? "";
  return finish({ title: titleFromLines(lines), company: companyFromLines(lines), location, text: body, url: null });
}

// ── Pages ──────────────────────────────────────────────────────────────────────────────────────

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isPosting(node: Json): node is { [key: string]: Json } {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  const type = node["@type"];
  return type === "JobPosting" || (Array.isArray(type) && type.includes("JobPosting"));
}

function findPosting(node: Json, depth = 0): { [key: string]: Json } | null {
  if (depth > 6 || !node || typeof node !== "object") return null;
  if (isPosting(node)) return node;
  for (const child of (Array.isArray(node) ? node : Object.values(node)) as Json[]) {
    const hit = findPosting(child, depth + 1);
    if (hit) return hit;
  }
  return null;
}

const str = (v: Json | undefined): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function nameOf(v: Json | undefined): string {
  if (Array.isArray(v)) return nameOf(v[0]);
  if (v && typeof v === "object") return str(v.name);
  return str(v);
}

function locationOf(v: Json | undefined): string {
  if (Array.isArray(v)) return v.map(locationOf).filter(Boolean).join("; ");
  if (!v || typeof v !== "object") return str(v);
  const address = v.address && typeof v.address === "object" && !Array.isArray(v.address) ? v.address : v;
  const parts = [str(address.addressLocality), str(address.addressRegion), nameOf(address.addressCountry)].filter(Boolean);
  return [...new Set(parts)].join(", ") || str(v.name);
}

export const decodeEntities = (s: string) =>
  s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi, (_m, dec: string, hex: string, name: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }[name.toLowerCase()] ?? "";
  });

const HTML_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    ...["nav", "header", "footer", "script", "style", "noscript", "svg", "form", "aside", "button", "iframe", "template"].map((selector) => ({ selector, format: "skip" })),
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "ul", options: { itemPrefix: "• " } },
    { selector: "table", format: "dataTable" },
  ],
};
/** Converters compiled once, by the element the page's posting sits in ("" for the whole page). */
const CONVERTERS = new Map<string, (html: string) => string>();

/** HTML to readable text: headings and list items on their own lines, no links, images or page chrome. */
export function htmlText(html: string, base = ""): string {
  let convert = CONVERTERS.get(base);
  if (!convert) {
    convert = compile(base ? { ...HTML_OPTIONS, baseElements: { selectors: [base], returnDomByDefault: true } } : HTML_OPTIONS);
    CONVERTERS.set(base, convert);
  }
  return normalizeText(convert(html)).replace(/\n{3,}/g, "\n\n").trim();
}

function metaContent(html: string, property: string): string {
  const re = new RegExp(`<meta[^>]+(?:property|name)=["']${property}["'][^>]*>`, "i");
  const tag = re.exec(html)?.[0];
  return tag ? decodeEntities(/content=["']([^"']*)["']/i.exec(tag)?.[1] ?? "") : "";
}

function fromJsonLd(html: string, url: string): JobPost | null {
  for (const m of html.matchAll(/<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    let data: Json;
    try {
      data = JSON.parse(m[1]!.trim());
    } catch {
      continue;
    }
    const posting = findPosting(data);
    if (!posting) continue;
    const title = decodeEntities(str(posting.title));
    const company = decodeEntities(nameOf(posting.hiringOrganization));
    const description = htmlText(decodeEntities(str(posting.description)));
    const requirements = ["qualifications", "skills", "responsibilities", "experienceRequirements", "educationRequirements"]
      .map((key) => str(posting[key]))
      .filter(Boolean)
      .map((s) => htmlText(decodeEntities(s)));
    const text = [title, company, description, ...requirements].filter(Boolean).join("\n\n");
    if (!description && !title) continue;
    return finish({ title, company, location: locationOf(posting.jobLocation), text, url });
  }
  return null;
}

/**
 * A fetched job page reduced to the posting, or null when the page holds no posting (too little
 * text, or none of the words postings use).
 */
export function readJobPage(html: string, url: string): JobPost | null {
  const fromData = fromJsonLd(html, url);
  if (fromData) return fromData;

  const base = ["main", "article", "[role=main]"].filter((s) => (s === "[role=main]" ? /role=["']main["']/i.test(html) : new RegExp(`<${s}[\\s>]`, "i").test(html)));
  const text = htmlText(html, base[0] ?? "");
  if (text.length < MIN_TEXT) return null;
  const cues = new Set((text.match(POSTING_WORDS) ?? []).map((w) => w.toLowerCase()));
  if (cues.size < 3) return null;

  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const candidates = [metaContent(html, "og:title"), decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ""), h1 ? htmlText(h1) : ""].filter(Boolean);
  let title = "";
  let company = "";
  for (const line of candidates) {
    const split = splitTitleLine(line);
    if (!split) continue;
    title ||= split.title;
    company ||= split.company;
    if (title && company) break;
  }
  title ||= findJobTitle(lines) ?? "";
  company ||= companyFromLines(lines);
  const location = /^\s*(?:location|job location|الموقع|مكان العمل)\s*[:：]\s*(.{2,80})$/imu.exec(text)?.[1] ?? "";
  return finish({ title, company, location, text, url });
}
