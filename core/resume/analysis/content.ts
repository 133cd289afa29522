/**
 * What the resume says: achievements with numbers, lines that open with an action verb, weak
 * openers and filler, line length, tense, the spelling of skill names, and the sections a
 * resume at the user's level needs. Each finding quotes the line it is about.
 */
import type { SectionKind } from "../sections.ts";
import type { ResumeDocument, Role, Statement } from "./document.ts";
import type { Finding } from "./findings.ts";
import { fillerPhrase, opener, weakOpener } from "./phrases.ts";
import { misspelledSkills } from "./spelling.ts";
import { countWords, quantifies } from "./text.ts";

export type Level = "Student" | "Junior" | "Mid-level" | "Senior" | "Lead" | "";

/** Words in an achievement line above which it reads as a paragraph. */
export const LONG_LINE_WORDS = 30;
const SHORT_LINE_WORDS = 4;
/** How many lines each per-line rule quotes at most. */
const QUOTES = { quantify: 3, weak: 3, verb: 2, filler: 3, long: 2, short: 2, tense: 2, spelling: 5 } as const;

export interface ContentMeasures {
  statements: number;
  quantified: number;
  /** Lines in a language whose verbs are judged (English, Arabic). */
  judged: number;
  actionVerbs: number;
  weak: number;
  filler: number;
  wellSized: number;
  tenseIssues: number;
  spelling: number;
  sectionsRequired: number;
  sectionsMissing: number;
}

/** A section a resume at some level needs, and how much its absence matters. */
export interface SectionNeed {
  kind: SectionKind;
  /** Other sections that do the same job ("Projects" for a student's "Experience"). */
  or?: SectionKind[];
  severity: Finding["severity"];
}

/** The sections a resume needs at each level, and those that help. One table for the report and the coach. */
export function sectionsForLevel(level: string): { needed: SectionNeed[]; helpful: SectionKind[] } {
  switch (level.toLowerCase()) {
    case "student":
      return {
        needed: [{ kind: "education", severity: "high" }, { kind: "projects", or: ["experience", "volunteering", "activities"], severity: "medium" }, { kind: "skills", severity: "medium" }],
        helpful: ["summary", "experience", "certifications"],
      };
    case "junior":
      return {
        needed: [{ kind: "experience", or: ["projects", "volunteering", "activities"], severity: "high" }, { kind: "education", severity: "medium" }, { kind: "skills", severity: "medium" }],
        helpful: ["summary", "projects", "certifications"],
      };
    case "senior":
    case "lead":
      return {
        needed: [{ kind: "experience", or: ["volunteering"], severity: "high" }, { kind: "summary", severity: "medium" }, { kind: "skills", severity: "medium" }],
        helpful: ["education", "certifications"],
      };
    default:
      return {
        needed: [{ kind: "experience", or: ["volunteering"], severity: "high" }, { kind: "skills", severity: "medium" }, { kind: "summary", severity: "low" }],
        helpful: ["education", "certifications"],
      };
  }
}

/** The needed sections a resume with these sections lacks. */
export function missingSections(present: ReadonlySet<SectionKind>, level: string): SectionNeed[] {
  return sectionsForLevel(level).needed.filter((n) => !present.has(n.kind) && !n.or?.some((k) => present.has(k)));
}

const LEVEL_KEY = { Student: "level.student", Junior: "level.junior", "Mid-level": "level.mid", Senior: "level.senior", Lead: "level.lead" } as const;

export function levelKey(level: Level) {
  return level ? LEVEL_KEY[level] : null;
}

const NAMED_SECTIONS = new Set(["summary", "experience", "education", "skills", "projects"] as const);
type NamedSection = typeof NAMED_SECTIONS extends Set<infer T> ? T : never;

function sectionFindings(doc: ResumeDocument, level: Level): { findings: Finding[]; required: number; missing: number } {
  const present = new Set(doc.sections.map((s) => s.kind));
  const key = levelKey(level);
  const missing = missingSections(present, level);
  const findings: Finding[] = missing
    .filter((n) => NAMED_SECTIONS.has(n.kind as NamedSection))
    .map((n) => ({
      code: key ? "missing_section" : "missing_section_any",
      severity: n.severity,
      section: null,
      line: null,
      params: { section: { key: `section.${n.kind as NamedSection}` }, ...(key ? { level: { key } } : {}) },
    }));
  return { findings, required: sectionsForLevel(level).needed.length, missing: missing.length };
}

const at = (s: Statement): Pick<Finding, "section" | "line"> => ({ section: s.place.heading, line: s.text });

/** The content findings and the measures the content score is made of. */
export function contentFindings(doc: ResumeDocument, level: Level): { findings: Finding[]; measures: ContentMeasures } {
  const findings: Finding[] = [];
  const statements = doc.statements;
  const quoted = new Set<string>();

  if (statements.length === 0) findings.push({ code: "no_achievements", severity: "high", section: null, line: null });

  // Weak openers and action verbs.
  const judged = statements.filter((s) => s.language !== "other");
  const openers = new Map(judged.map((s) => [s, opener(s.text, s.language)] as const));
  const weak = statements.map((s) => ({ s, phrase: weakOpener(s.text) })).filter((w) => w.phrase);
  for (const { s, phrase } of weak.slice(0, QUOTES.weak)) {
    findings.push({ code: "weak_opener", severity: "medium", ...at(s), params: { phrase: phrase! } });
    quoted.add(s.text);
  }
  const withVerb = judged.filter((s) => openers.get(s)?.action);
  if (judged.length >= 3 && withVerb.length / judged.length < 0.6) {
    findings.push({ code: "action_verb_share", severity: withVerb.length / judged.length < 0.3 ? "medium" : "low", section: null, line: null, params: { verbs: withVerb.length, count: judged.length } });
    const without = judged.filter((s) => s.bullet && !openers.get(s)?.action && !weakOpener(s.text) && !quoted.has(s.text));
    for (const s of without.slice(0, QUOTES.verb)) {
      findings.push({ code: "no_action_verb", severity: "low", ...at(s) });
      quoted.add(s.text);
    }
  }

  // Numbers.
  const quantified = statements.filter((s) => quantifies(s.text));
  if (statements.length >= 3 && quantified.length / statements.length < 0.5) {
    const share = quantified.length / statements.length;
    findings.push({ code: "quantify_share", severity: share < 0.25 ? "medium" : "low", section: null, line: null, params: { quantified: quantified.length, count: statements.length } });
    const candidates = statements.filter((s) => !quantifies(s.text) && !quoted.has(s.text) && countWords(s.text) >= SHORT_LINE_WORDS);
    // Lines that already open with a verb are achievements waiting for their number.
    candidates.sort((a, b) => Number(Boolean(openers.get(b)?.action)) - Number(Boolean(openers.get(a)?.action)));
    for (const s of candidates.slice(0, QUOTES.quantify)) {
      findings.push({ code: "quantify_line", severity: "low", ...at(s) });
      quoted.add(s.text);
    }
  }

  // Filler, in achievements and in the summary.
  const summary = doc.sections.filter((s) => s.kind === "summary").flatMap((s) => s.lines.filter((l) => l.trim()).map((line) => ({ heading: s.heading, line: line.trim() })));
  const fillers = [
    ...summary.map((l) => ({ section: l.heading, line: l.line, phrase: fillerPhrase(l.line) })),
    ...statements.map((s) => ({ section: s.place.heading, line: s.text, phrase: fillerPhrase(s.text) })),
  ].filter((f) => f.phrase);
  const seenPhrases = new Set<string>();
  for (const f of fillers) {
    if (seenPhrases.has(f.phrase!) || seenPhrases.size >= QUOTES.filler) continue;
    seenPhrases.add(f.phrase!);
    findings.push({ code: "filler_phrase", severity: "low", section: f.section, line: f.line, params: { phrase: f.phrase! } });
  }

  // Length of each line.
  const sized = statements.map((s) => ({ s, words: countWords(s.text) }));
  const long = sized.filter((x) => x.words > LONG_LINE_WORDS);
  for (const { s, words } of long.slice(0, QUOTES.long)) {
    findings.push({ code: "bullet_too_long", severity: words > 45 ? "medium" : "low", ...at(s), params: { count: words } });
  }
  const short = sized.filter((x) => x.s.bullet && x.words < SHORT_LINE_WORDS && !quoted.has(x.s.text));
  for (const { s } of short.slice(0, QUOTES.short)) findings.push({ code: "bullet_too_short", severity: "low", ...at(s) });

  // Tense: finished roles in the past; one tense within a role.
  let tenseIssues = 0;
  const roles = new Map<Role, Statement[]>();
  for (const s of judged) if (s.role?.dated) roles.set(s.role, [...(roles.get(s.role) ?? []), s]);
  const tenseFindings: Finding[] = [];
  for (const [role, lines] of roles) {
    const tenses = lines.map((s) => ({ s, tense: openers.get(s)?.tense ?? null })).filter((x) => x.tense === "present" || x.tense === "past");
    const present = tenses.filter((x) => x.tense === "present");
    const past = tenses.filter((x) => x.tense === "past");
    if (!role.current && present.length > 0) {
      tenseIssues += present.length;
      for (const { s } of present) tenseFindings.push({ code: "tense_past_role", severity: "medium", ...at(s) });
    } else if (role.current && present.length > 0 && past.length > 0) {
      tenseIssues += 1;
      const minority = present.length < past.length ? present : past;
      tenseFindings.push({ code: "tense_mixed", severity: "low", ...at(minority[0]!.s) });
    }
  }
  findings.push(...tenseFindings.filter((f) => f.code === "tense_past_role").slice(0, QUOTES.tense), ...tenseFindings.filter((f) => f.code === "tense_mixed").slice(0, 1));

  // Spelling of skill names, once per name.
  const spelled = new Map<string, Finding>();
  const lines = [
    ...doc.preamble.map((line) => ({ line, heading: null as string | null, list: false })),
    ...doc.sections.flatMap((s) => s.lines.filter((l) => l.trim()).map((line) => ({ line: line.trim(), heading: s.heading, list: s.kind === "skills" }))),
  ];
  for (const { line, heading, list } of lines) {
    for (const m of misspelledSkills(line, list)) {
      if (spelled.has(m.canonical)) continue;
      spelled.set(m.canonical, { code: "skill_spelling", severity: "low", section: heading, line: m.line, params: { written: m.written, canonical: m.canonical } });
    }
  }
  findings.push(...[...spelled.values()].slice(0, QUOTES.spelling));

  const sections = sectionFindings(doc, level);
  findings.push(...sections.findings);

  return {
    findings,
    measures: {
      statements: statements.length,
      quantified: quantified.length,
      judged: judged.length,
      actionVerbs: withVerb.length,
      weak: weak.length,
      filler: fillers.length,
      wellSized: sized.filter((x) => x.words >= SHORT_LINE_WORDS && x.words <= LONG_LINE_WORDS).length,
      tenseIssues,
      spelling: spelled.size,
      sectionsRequired: sections.required,
      sectionsMissing: sections.missing,
    },
  };
}

/**
 * The content score, 0–100: numbers in achievements (30), action verbs (20), no weak openers
 * (10), no filler (10), lines of a readable length (10), consistent tense (5), skill names spelt
 * right (5), the sections the level needs (10). A resume with no achievement lines scores only
 * on the last four.
 */
export function contentScore(m: ContentMeasures): number {
  const ratio = (n: number, d: number, target: number) => (d === 0 ? 0 : Math.min(1, n / d / target));
  const fewer = (n: number, limit: number) => Math.max(0, 1 - n / limit);
  const score =
    30 * ratio(m.quantified, m.statements, 0.6) +
    20 * (m.judged === 0 ? (m.statements > 0 ? 1 : 0) : ratio(m.actionVerbs, m.judged, 0.8)) +
    10 * (m.statements === 0 ? 0 : fewer(m.weak, Math.max(3, m.statements * 0.3))) +
    10 * fewer(m.filler, 4) +
    10 * ratio(m.wellSized, m.statements, 0.9) +
    5 * fewer(m.tenseIssues, 3) +
    5 * fewer(m.spelling, 4) +
    10 * (m.sectionsRequired === 0 ? 1 : 1 - m.sectionsMissing / m.sectionsRequired);
  return Math.round(score);
}

