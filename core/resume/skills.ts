/**
 * Finds taxonomy skills in resume text: whole words only, case-insensitive except where case
 * carries the meaning, synonyms and multi-word names (across line wraps), Arabic with its
 * attached prefixes (و، ف، ب، ك، ل، ال). Names that are also ordinary words ("Go", "R",
 * "Spring", "Ruby") count only in a skills list or beside other technical skills.
 */
import { foldForMatch } from "./normalize.ts";
import type { SectionKind } from "./sections.ts";
import { SKILLS, TECHNICAL_CATEGORIES, type SkillEntry } from "./skills-taxonomy.ts";

/** Forms that are also everyday words or names: they need a skills list or technical company. */
const NEEDS_CONTEXT = new Set([
  "Go", "R", "C", "Rust", "Ruby", "Swift", "Julia", "Dart", "Elm", "Lua", "Zig", "Delphi", "Spring", "Rails", "Express",
  "Ray", "Sketch", "Unity", "Unreal", "Puppet", "Hive", "Spark", "Shell", "Lambda", "Ember", "Electron", "Gatsby",
  "Cassandra", "Helm", "Jenkins", "Prometheus", "Blender", "Notion", "Slack", "Asana", "Workday", "Looker", "Jest",
  "Mocha", "Jasmine", "Postman", "Confluence", "Babel", "Elixir", "Groovy", "Solidity", "Snowflake", "Airflow",
  "Vagrant", "Bootstrap", "LaTeX", "Flask", "Ionic", "Triton", "Celery", "Mongoose", "Sass", "Selenium", "Playwright",
  "Puppeteer", "Illustrator", "Pandas", "Unix Shell", "Assembler", "Kafka",
]);
/** Forms matched only with the case written here, outside skills lists ("excel at" ≠ Excel). */
const CASE_SENSITIVE_WORDS = new Set(["Excel", "Windows"]);
/**
 * Bare words that name a skill only in a skills list or the summary: "increased sales by 20%"
 * is not "Sales", "communication protocols" is not "Communication", "presented to leadership"
 * is not "Leadership". Their longer forms ("communication skills", "led a team") count anywhere.
 */
const LIST_ONLY = new Set([
  "Sales", "Selling", "Communication", "Innovation", "Creativity", "Integrity", "Patience", "Initiative", "Empathy",
  "Flexibility", "Curiosity", "Resilience", "Delegation", "Professionalism", "Accountability", "Optimism", "Enthusiasm",
  "Algorithms", "Honesty", "Interpersonal", "Mentor", "Leadership",
]);

const LIST_SECTIONS: ReadonlySet<SectionKind | "preamble"> = new Set(["skills", "languages"]);
const FLUENCY = /\b(?:fluent|fluency|native|bilingual|proficien\w*|mother tongue|conversational|intermediate|advanced|basic|[ABC][12])\b|muttersprach|fließend|verhandlungssicher|grundkenntnisse|طلاقة|اللغة الأم|ممتاز|جيد/iu;
const TECH_CUES = /\b(?:programming|languages?|frameworks?|stack|librar(?:y|ies)|developer|engineer\w*|coding|code|scripts?|software|apis?|sdk)\b/i;

interface Form {
  tokens: string[];
  skill: SkillEntry;
  caseSensitive: boolean;
  needsContext: boolean;
  listOnly: boolean;
  singleLetter: boolean;
  technical: boolean;
}

interface Token {
  /** Lower-cased, for lookup. */
  key: string;
  raw: string;
  start: number;
  end: number;
}

const ARABIC = /[\u0600-\u06FF]/;
const isAllCaps = (s: string) => /\p{Lu}/u.test(s) && !/\p{Ll}/u.test(s);

/**
 * Words (with "+"/"#" kept on: "C++", "C#"; a leading dot kept: ".NET", "Node" ".js") and
 * single punctuation marks. Hyphens count as spaces, so "e-commerce" is "e commerce".
 */
const TOKEN = /\.?[\p{L}\p{N}]+[+#]*|[^\s\p{L}\p{N}-]/gu;

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ key: m[0].toLowerCase(), raw: m[0], start: m.index, end: m.index + m[0].length }));
}

const INDEX = new Map<string, Form[]>();
for (const skill of SKILLS) {
  for (const text of [skill.name, ...skill.synonyms]) {
    const tokens = tokenize(foldForMatch(text, true)).map((t) => t.raw);
    if (tokens.length === 0) continue;
    const form: Form = {
      tokens,
      skill,
      caseSensitive: isAllCaps(text) || NEEDS_CONTEXT.has(text) || CASE_SENSITIVE_WORDS.has(text),
      needsContext: NEEDS_CONTEXT.has(text),
      listOnly: LIST_ONLY.has(text),
      singleLetter: /^\p{L}$/u.test(text),
      technical: TECHNICAL_CATEGORIES.has(skill.category),
    };
    const first = tokens[0]!.toLowerCase();
    INDEX.set(first, [...(INDEX.get(first) ?? []), form].sort((x, y) => y.tokens.length - x.tokens.length));
  }
}

/** The first token as written, then without Arabic attached prefixes (و ف ب ك ل, لل → ال). */
function firstTokenKeys(key: string): string[] {
  if (!ARABIC.test(key[0]!)) return [key];
  const keys: string[] = [];
  for (let i = 0; i <= 3 && i < key.length - 1; i++) {
    const rest = key.slice(i);
    if (i > 0 && !/^[وفبكل]+$/.test(key.slice(0, i))) break;
    keys.push(rest);
    if (rest.startsWith("لل")) keys.push(`ال${rest.slice(2)}`);
  }
  return keys;
}

interface Hit {
  form: Form;
  index: number;
  end: number;
}

/** Longest match at each token; in a skills list, case no longer matters except for "C"/"R". */
function findHits(text: string, list: boolean): Hit[] {
  const tokens = tokenize(text);
  const hits: Hit[] = [];
  let i = 0;
  while (i < tokens.length) {
    let hit: Hit | null = null;
    let length = 0;
    for (const key of firstTokenKeys(tokens[i]!.key)) {
      for (const form of INDEX.get(key) ?? []) {
        if (form.tokens.length <= length) continue;
        const strict = form.caseSensitive && (!list || form.singleLetter);
        const ok = form.tokens.every((t, k) => {
          const token = tokens[i + k];
          if (!token) return false;
          if (k === 0) return strict ? token.raw.endsWith(t) && token.raw.length - t.length === token.key.length - key.length : true;
          return strict ? token.raw === t : token.key === t.toLowerCase();
        });
        if (ok) {
          hit = { form, index: tokens[i]!.start, end: tokens[i + form.tokens.length - 1]!.end };
          length = form.tokens.length;
        }
      }
    }
    if (hit) hits.push(hit);
    i += Math.max(length, 1);
  }
  return hits;
}

function lineAround(text: string, index: number): { line: string; start: number } {
  const start = text.lastIndexOf("\n", index - 1) + 1;
  const end = text.indexOf("\n", index);
  return { line: text.slice(start, end === -1 ? undefined : end), start };
}

/** A lone "C" or "R" must stand as a list item: "Python, R, SQL", "C and C++", "in R." */
function standsAsListItem(line: string, at: number, length: number): boolean {
  const before = line.slice(0, at).trimEnd();
  const after = line.slice(at + length).trimStart();
  const okBefore = before === "" || /[,;:|/(•·]$/.test(before) || /(?:^|\s)(?:and|&|or|in|with)$/i.test(before);
  const okAfter = after === "" || /^[,;|/).]/.test(after) || /^(?:and|&|or)\b/i.test(after);
  return okBefore && okAfter;
}

function accepted(hit: Hit, text: string, hits: Hit[], kind: SectionKind | "preamble"): boolean {
  const { form } = hit;
  const inList = LIST_SECTIONS.has(kind);
  const { line, start } = lineAround(text, hit.index);
  if (form.singleLetter && !standsAsListItem(line, hit.index - start, hit.end - hit.index)) return false;
  if (inList) return true;
  if (form.listOnly) return kind === "summary" || (kind === "preamble" && line.length < 60);
  if (form.skill.category === "Languages") return FLUENCY.test(line);
  if (!form.needsContext) return true;
  const lineEnd = start + line.length;
  const technicalNeighbour = hits.some(
    (h) => h !== hit && h.index >= start && h.index < lineEnd && h.form.technical && !h.form.needsContext,
  );
  return technicalNeighbour || TECH_CUES.test(line);
}

/** How much a mention counts, by where it is: a skills list says more than a publication title. */
const SECTION_WEIGHT: Record<SectionKind | "preamble", number> = {
  skills: 6, languages: 4, summary: 3, experience: 2, projects: 2, certifications: 1.5, volunteering: 1.5,
  activities: 1, education: 1, awards: 1, other: 1, preamble: 1, publications: 0.5, interests: 0.5,
  // Social profiles ("GitHub", "LinkedIn") and referees name no skills of the person.
  contact: 0, references: 0,
};

export interface SkillEvidence {
  name: string;
  type: "hard" | "soft";
  category: string;
  score: number;
  mentions: number;
  inSkillsList: boolean;
  /** Order of first mention, for stable ranking. */
  first: number;
}

export interface TextPart {
  kind: SectionKind | "preamble";
  text: string;
}

const URLS = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\b[\w.-]+\.(?:com|io|org|net|dev|xyz|me|app|ai)\/\S*/gi;

/**
 * Collects every accepted skill mention in the parts of a resume, with a score per skill:
 * the sum of its mentions weighted by section.
 */
export function collectSkills(parts: TextPart[]): SkillEvidence[] {
  const found = new Map<string, SkillEvidence>();
  let order = 0;
  for (const part of parts) {
    if (SECTION_WEIGHT[part.kind] === 0) continue;
    const text = foldForMatch(part.text.replace(URLS, " "), true);
    const list = LIST_SECTIONS.has(part.kind);
    const hits = findHits(text, list);
    for (const hit of hits) {
      if (!accepted(hit, text, hits, part.kind)) continue;
      const { skill } = hit.form;
      const entry = found.get(skill.name) ?? {
        name: skill.name, type: skill.type, category: skill.category, score: 0, mentions: 0, inSkillsList: false, first: order++,
      };
      entry.score += SECTION_WEIGHT[part.kind];
      entry.mentions += 1;
      entry.inSkillsList ||= list;
      found.set(skill.name, entry);
    }
  }
  return [...found.values()];
}

/**
 * Ranks skills: those in a skills list first, then by weighted mentions, then by first mention;
 * returns at most `maxHard` hard and `maxSoft` soft skill names.
 */
export function rankSkills(evidence: SkillEvidence[], maxHard = 25, maxSoft = 10): { hard: string[]; soft: string[] } {
  const ranked = [...evidence].sort(
    (a, b) => Number(b.inSkillsList) - Number(a.inSkillsList) || b.score - a.score || a.first - b.first,
  );
  return {
    hard: ranked.filter((s) => s.type === "hard").slice(0, maxHard).map((s) => s.name),
    soft: ranked.filter((s) => s.type === "soft").slice(0, maxSoft).map((s) => s.name),
  };
}

/** Skill names found in one piece of text, as if it were a skills list (`list`) or prose. */
export function findSkillNames(text: string, list = false): string[] {
  return collectSkills([{ kind: list ? "skills" : "experience", text }]).map((s) => s.name);
}
