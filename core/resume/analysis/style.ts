/**
 * How the resume reads to software and to a recruiter skimming it: contact details found as
 * text, standard headings, readable and consistent dates, layouts that scramble reading order
 * (columns, tables, rating graphics, icon glyphs), length for the level, file size, and skills
 * repeated to game keyword filters.
 */
import { findEmail, findLinkedin, findPhone } from "../contact.ts";
import { headingKind } from "../sections.ts";
import type { Level } from "./content.ts";
import { levelKey } from "./content.ts";
import { compatible, type DateMention, type DateStyle, findDates } from "./dates.ts";
import type { ResumeDocument } from "./document.ts";
import type { SkillShown } from "./evidence.ts";
import type { Finding } from "./findings.ts";

export interface StyleInput {
  pages: number;
  fileBytes: number;
  links: string[];
  level: Level;
  multiColumnPages: number;
}

/** Pages a recruiter expects at each level. */
export const PAGE_LIMIT: Record<Level, number> = { Student: 1, Junior: 1, "Mid-level": 2, Senior: 3, Lead: 3, "": 2 };
const MB = 1024 * 1024;

/**
 * Whether a resume's word count fits the level: too few words to show anything, or more than a
 * recruiter reads (the report judges length by pages where it has them; the coach by words).
 */
export function lengthVerdict(words: number, level: string): "too_short" | "good" | "too_long" {
  const l = level.toLowerCase();
  const experienced = l === "mid-level" || l === "senior" || l === "lead";
  if (words < (experienced ? 300 : 200)) return "too_short";
  if (words > (l === "senior" || l === "lead" ? 1300 : experienced ? 1000 : 850)) return "too_long";
  return "good";
}

function contactFindings(doc: ResumeDocument, links: string[]): Finding[] {
  const findings: Finding[] = [];
  const checks = [
    { field: "email", inText: findEmail(doc.text), anywhere: findEmail(doc.text, links), missing: "missing_email", severity: "high" },
    { field: "phone", inText: findPhone(doc.text), anywhere: findPhone(doc.text, links), missing: "missing_phone", severity: "medium" },
    { field: "linkedin", inText: findLinkedin(doc.text), anywhere: findLinkedin(doc.text, links), missing: "missing_linkedin", severity: "low" },
  ] as const;
  for (const c of checks) {
    if (c.inText) continue;
    if (c.anywhere) findings.push({ code: "contact_link_only", severity: c.field === "email" ? "medium" : "low", section: null, line: null, params: { field: { key: `field.${c.field}` } } });
    else findings.push({ code: c.missing, severity: c.severity, section: null, line: null });
  }
  return findings;
}

/** "ð apennyworth", "I (123) 456-7890": an icon font's glyph read as a character before a contact detail. */
const ICON_LINE = /^(?:[^\p{L}\p{N}\s•◦‣∙·*▪●○■□+(\-–—"'“‘[]|\p{L}(?=\s+[\d(+]))\s+(?:\S+@\S+|[+(\d][\d\s().-]{6,}|[\w.-]{3,40})$/u;

function iconFindings(doc: ResumeDocument): Finding[] {
  const markdown = doc.lines.some((l) => /^#{1,3}\s/.test(l)) && doc.lines.filter((l) => /^#{1,3}\s/.test(l)).length >= 3;
  const contactLines = [...doc.preamble, ...doc.sections.filter((s) => s.kind === "contact").flatMap((s) => s.lines)].map((l) => l.trim());
  const line = contactLines.find((l) => ICON_LINE.test(l) && !(markdown && l.startsWith("#")));
  return line ? [{ code: "icon_glyphs", severity: "low", section: null, line }] : [];
}

function headingFindings(doc: ResumeDocument): Finding[] {
  if (doc.sections.length === 0) return [{ code: "no_headings", severity: "high", section: null, line: null }];
  const findings: Finding[] = [];
  for (const s of doc.sections) {
    // Found by its capitals alone: a heading of the resume's own invention.
    if (s.kind === "other" && headingKind(s.heading) === null && findings.length < 2) {
      findings.push({ code: "nonstandard_heading", severity: "medium", section: s.heading, line: null, params: { heading: s.heading } });
    }
  }
  const kinds = new Set(doc.sections.map((s) => s.kind));
  if (!kinds.has("experience") && !kinds.has("projects")) {
    const loose = [...doc.preamble, ...doc.sections.filter((s) => ["other", "summary", "skills"].includes(s.kind)).flatMap((s) => s.lines)];
    const ranges = loose.filter((l) => findDates(l).filter((d) => d.style !== "unreadable").length >= 2 || /(?:19|20)\d{2}\s*[–—-]\s*(?:present|current|now|heute|حتى الآن)/i.test(l));
    if (ranges.length >= 2) findings.push({ code: "no_experience_heading", severity: "medium", section: null, line: ranges[0]!.trim() });
  }
  return findings;
}

/** Date lines: roles' title and date lines, and the lines of Education and Certifications. */
function dateLines(doc: ResumeDocument): string[] {
  const roleLines = doc.roleLines.map((r) => r.text);
  const others = doc.sections.filter((s) => s.kind === "education" || s.kind === "certifications" || s.kind === "awards").flatMap((s) => s.lines);
  return [...roleLines, ...others].map((l) => l.trim()).filter(Boolean);
}

function dateFindings(doc: ResumeDocument): Finding[] {
  const findings: Finding[] = [];
  const mentions: { mention: DateMention; line: string }[] = [];
  for (const line of dateLines(doc)) for (const mention of findDates(line)) mentions.push({ mention, line });

  const unreadable = mentions.filter((m) => m.mention.style === "unreadable");
  for (const { mention, line } of unreadable.filter((m, i) => unreadable.findIndex((x) => x.line === m.line) === i).slice(0, 2)) {
    findings.push({ code: "date_unreadable", severity: "medium", section: null, line, params: { date: mention.text } });
  }

  // One style of month and year; month-level dates in some roles and bare years in others also differ.
  const styled = mentions.filter((m) => m.mention.style !== "unreadable" && m.mention.style !== "year");
  const groups: { style: DateStyle; items: typeof styled }[] = [];
  for (const m of styled) {
    const group = groups.find((g) => compatible(g.style, m.mention.style));
    if (group) {
      group.items.push(m);
      if (group.style === "month_any") group.style = m.mention.style;
    } else groups.push({ style: m.mention.style, items: [m] });
  }
  let mixed: [string, { text: string; line: string }] | null = null;
  if (groups.length >= 2) {
    groups.sort((a, b) => b.items.length - a.items.length);
    const minority = groups[1]!.items[0]!;
    mixed = [groups[0]!.items[0]!.mention.text, { text: minority.mention.text, line: minority.line }];
  } else if (groups.length === 1) {
    const experienceRoles = new Set(doc.roleLines.filter((r) => r.place.kind === "experience").map((r) => r.role));
    const yearsOnly = [...experienceRoles].map((role) => ({ role, dates: role.lines.flatMap((l) => findDates(l).map((d) => ({ d, l }))) })).filter((r) => r.dates.length > 0 && r.dates.every((x) => x.d.style === "year"));
    if (yearsOnly.length > 0 && groups[0]!.items.length >= 2) {
      const first = yearsOnly[0]!.dates[0]!;
      mixed = [groups[0]!.items[0]!.mention.text, { text: first.d.text, line: first.l }];
    }
  }
  if (mixed) findings.push({ code: "date_styles_mixed", severity: "low", section: null, line: mixed[1].line, params: { first: mixed[0], second: mixed[1].text } });
  return findings;
}

const CELL_BREAK = /\s*(?:\||│|┃|\t)\s*/;
const RATING = /[●○◯◉★☆■□▪▫⬤⚫⚪]/gu;

function layoutFindings(doc: ResumeDocument, multiColumnPages: number): Finding[] {
  const findings: Finding[] = [];
  if (multiColumnPages > 0) findings.push({ code: "multi_column", severity: "medium", section: null, line: null, params: { count: multiColumnPages } });
  const body = doc.sections.flatMap((s) => s.lines.map((line) => ({ line: line.trim(), heading: s.heading })));
  const rows = body.filter((b) => b.line.split(CELL_BREAK).filter(Boolean).length >= 3 || /^\|?\s*:?-{3,}:?\s*\|/.test(b.line));
  if (rows.length >= 2) findings.push({ code: "table_layout", severity: "medium", section: rows[0]!.heading, line: rows[0]!.line });
  const rating = body.find((b) => (b.line.match(RATING)?.length ?? 0) >= 3);
  if (rating) findings.push({ code: "skill_ratings", severity: "low", section: rating.heading, line: rating.line });
  return findings;
}

function lengthFindings(doc: ResumeDocument, input: StyleInput): Finding[] {
  const findings: Finding[] = [];
  const limit = PAGE_LIMIT[input.level];
  if (input.pages > limit) {
    const key = levelKey(input.level);
    findings.push({
      code: key ? "too_many_pages" : "too_many_pages_any",
      severity: input.pages > limit + 1 ? "high" : "medium",
      section: null,
      line: null,
      params: { pages: input.pages, count: limit, ...(key ? { level: { key } } : {}) },
    });
  }
  if (lengthVerdict(doc.words, input.level) === "too_short") {
    findings.push({ code: "too_short", severity: doc.words < 120 ? "high" : "medium", section: null, line: null, params: { count: doc.words } });
  }
  if (input.fileBytes > 2 * MB) {
    findings.push({ code: "large_file", severity: input.fileBytes > 5 * MB ? "high" : "medium", section: null, line: null, params: { size: Math.round((input.fileBytes / MB) * 10) / 10 } });
  }
  return findings;
}

/** How often a skill must be written, at least and per word of the resume, to read as stuffing. */
const REPEATED = { times: 8, perWord: 1 / 40 } as const;

/** A skill written many times over, more than a resume of this length explains. */
function repetitionFindings(doc: ResumeDocument, shown: Map<string, SkillShown>): Finding[] {
  return [...shown.values()]
    .filter((s) => s.mentions >= REPEATED.times && s.mentions >= doc.words * REPEATED.perWord)
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, 2)
    .map((s): Finding => ({ code: "keyword_repeated", severity: "low", section: null, line: null, params: { skill: s.name, count: s.mentions } }));
}

/** The style findings of a resume that has text. */
export function styleFindings(doc: ResumeDocument, input: StyleInput, shown: Map<string, SkillShown>): Finding[] {
  return [
    ...contactFindings(doc, input.links),
    ...iconFindings(doc),
    ...headingFindings(doc),
    ...dateFindings(doc),
    ...layoutFindings(doc, input.multiColumnPages),
    ...lengthFindings(doc, input),
    ...repetitionFindings(doc, shown),
  ];
}

const DEDUCTION = { high: 30, medium: 12, low: 5 } as const;

/** The parseability score: 100 less a deduction per rule that fired (once per rule, by its worst severity). */
export function parseabilityScore(findings: Finding[]): number {
  const worst = new Map<string, number>();
  for (const f of findings) worst.set(f.code, Math.max(worst.get(f.code) ?? 0, DEDUCTION[f.severity]));
  return Math.max(0, 100 - [...worst.values()].reduce((a, b) => a + b, 0));
}
