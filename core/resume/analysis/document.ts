/**
 * A resume read as a recruiter reads it: sections by their headings, and under Experience,
 * Projects and the like the roles (title, company and date lines) and their achievement
 * statements. A statement is a bullet with its wrapped lines joined, or one sentence of a
 * paragraph written as prose. Statements are quoted back to the user as they wrote them.
 */
import { normalizeText } from "../normalize.ts";
import { splitSections, type SectionKind } from "../sections.ts";
import { findDates, hasDate, PRESENT } from "./dates.ts";
import { countWords, isArabicText, isBullet, splitSentences, stripBullet } from "./text.ts";

export type PartKind = SectionKind | "preamble";

/** Where a line stands: the section heading as written (null above the first heading) and its kind. */
export interface Place {
  heading: string | null;
  kind: PartKind;
}

export interface Role {
  /** Its title, company, place and date lines. */
  lines: string[];
  /** Its dates end in "Present" (or "حتى الآن"…). */
  current: boolean;
  /** It states dates at all, so its tense can be judged. */
  dated: boolean;
}

export interface Statement {
  /** The statement as written, wrapped lines joined, list marker removed. */
  text: string;
  place: Place;
  role: Role | null;
  /** A list item (as opposed to a sentence of a paragraph). */
  bullet: boolean;
  language: "en" | "ar" | "other";
}

/** A piece of the resume that can show a skill: a statement, a role line, or a line of another section. */
export interface Unit {
  text: string;
  place: Place;
  statement: boolean;
}

export interface ResumeDocument {
  /** The text after clean-up. */
  text: string;
  /** Non-blank lines, trimmed. */
  lines: string[];
  words: number;
  preamble: string[];
  sections: { heading: string; kind: SectionKind; lines: string[] }[];
  statements: Statement[];
  /** Role lines (titles, companies, places, dates) of the sections that hold statements. */
  roleLines: { text: string; place: Place; role: Role }[];
  units: Unit[];
  language: "en" | "ar" | "other";
}

/** Sections whose lines are achievements: what the person did. */
export const ACHIEVEMENT_SECTIONS: ReadonlySet<PartKind> = new Set<PartKind>(["experience", "projects", "volunteering", "activities"]);

const EN = /^(?:the|and|of|to|in|for|with|a|an|on|at|by|from|as|using|team)$/i;
const DE = /^(?:und|der|die|das|mit|von|für|im|bei|zu|ein|eine|den|des|sowie|über)$/i;
const ES = /^(?:y|de|la|el|con|para|en|los|las|del|por|una|un)$/i;

function latinLanguage(text: string): "en" | "other" {
  let en = 0;
  let other = 0;
  for (const word of text.split(/[^\p{L}]+/u)) {
    if (EN.test(word)) en++;
    else if (DE.test(word) || ES.test(word)) other++;
  }
  return en >= other ? "en" : "other";
}

function isTitleLike(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length < 2 || /[.!?؟]$/.test(line)) return false;
  const capitalised = words.filter((w) => /^[^\p{L}]*\p{Lu}/u.test(w) || /^(?:of|and|at|in|for|the|de|la|&)$/i.test(w)).length;
  return capitalised / words.length >= 0.7;
}

/** A line that reads as a sentence of a paragraph rather than a title, company or date line. */
function isProse(line: string): boolean {
  const words = countWords(line);
  if (words < 6 || isTitleLike(line)) return false;
  const dates = findDates(line);
  if (dates.length >= 2 || (dates.length === 1 && (words < 12 || PRESENT.test(line)))) return false;
  return true;
}

/** "2022–2023: Backend Engineer at Firma A": a role written as a list item (dates first, or a range, and short). */
function isDatedHeading(body: string): boolean {
  const dates = findDates(body);
  if (dates.length === 0 || countWords(body) > 10 || /[.!?]$/.test(body)) return false;
  return dates.length >= 2 || PRESENT.test(body) || body.replace(/^\W+/, "").startsWith(dates[0]!.text);
}

type Item = { type: "role"; line: string } | { type: "statement"; texts: string[]; bullet: boolean };

/**
 * Classifies a section's lines into role lines and statements: a bullet opens a statement, a
 * line that starts in lower case (or finishes a long line that has no full stop) continues it.
 */
function readItems(lines: string[], longLine: number, proseStatements: boolean): Item[] {
  const items: Item[] = [];
  let open: { parts: string[]; bullet: boolean; last: string } | null = null;
  const close = () => {
    if (open) items.push({ type: "statement", texts: open.bullet ? [open.parts.join(" ")] : splitSentences(open.parts.join(" ")), bullet: open.bullet });
    open = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      close();
      continue;
    }
    if (isBullet(line)) {
      const body = stripBullet(line);
      close();
      // "- 2022–2023: Backend Engineer at Firma A" is a role written as a list item.
      if (isDatedHeading(body)) items.push({ type: "role", line: body });
      else if (body) open = { parts: [body], bullet: true, last: line };
      continue;
    }
    if (open) {
      const o: { parts: string[]; bullet: boolean; last: string } = open;
      const lower = /^[\p{Ll}(&,;:/]/u.test(line) || (/^\d/.test(line) && !hasDate(line) && !/^\d{1,2}[.)]\s/.test(line));
      const afterLong = o.last.length >= longLine && !/[.!?؟:;]$/.test(o.last) && !hasDate(line) && !isTitleLike(line);
      if (lower || afterLong) {
        o.parts.push(line);
        o.last = line;
        continue;
      }
    }
    close();
    if (proseStatements && isProse(line)) open = { parts: [line], bullet: false, last: line };
    else items.push({ type: "role", line });
  }
  close();
  return items;
}

/**
 * Groups role lines and statements into roles. Most layouts put a role's dates above its
 * statements; some (RenderCV's classic theme) put place and dates below them. In that case the
 * role lines after a statement belong to the role above until its dates have come.
 */
function assignRoles(items: Item[], place: Place, language: ResumeDocument["language"], doc: Pick<ResumeDocument, "statements" | "roleLines">): void {
  const firstDate = items.findIndex((i) => i.type === "role" && hasDate(i.line));
  const firstStatement = items.findIndex((i) => i.type === "statement");
  const datesTrail = firstDate >= 0 && firstStatement >= 0 && firstStatement < firstDate;
  let role: Role | null = null;
  let hasStatements = false;
  let awaitingDates = false;
  for (const item of items) {
    if (item.type === "statement") {
      if (!role) role = { lines: [], current: false, dated: false };
      for (const text of item.texts) {
        doc.statements.push({ text, place, role, bullet: item.bullet, language: isArabicText(text) ? "ar" : language === "ar" ? latinLanguage(text) : language });
      }
      hasStatements = true;
      awaitingDates = datesTrail && !role.dated;
      continue;
    }
    const dated = hasDate(item.line);
    const belongsAbove = awaitingDates && role !== null;
    if (!role || (hasStatements && !belongsAbove)) {
      role = { lines: [], current: false, dated: false };
      hasStatements = false;
    }
    role.lines.push(item.line);
    if (dated) role.dated = true;
    if (dated && PRESENT.test(item.line)) role.current = true;
    else if (/^\W*(?:present|current|heute|حتى الآن|حاليا|حاليًا)\W*$/iu.test(item.line)) role.current = true;
    if (belongsAbove && dated) awaitingDates = false;
    doc.roleLines.push({ text: item.line, place, role });
  }
}

/**
 * The lines of a list-like section with wrapped lines joined: a line continues the one above
 * when it starts in lower case or with "(", or when the one above ends with a comma or runs the
 * full width without a full stop ("…, Google Cloud" / "Platform, Firebase").
 */
/** "Languages: Python, C++": a labelled line of a list starts its own unit. */
const LABELLED = /^[\p{L}][\p{L} &/-]{1,30}[:：]\s/u;

function joinWrapped(lines: string[], longLine: number): string[] {
  const out: string[] = [];
  let previous = "";
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      previous = "";
      continue;
    }
    const continues =
      previous !== "" &&
      !isBullet(line) &&
      !LABELLED.test(line) &&
      (/^[\p{Ll}(&/]/u.test(line) || /[,&/]$/.test(previous) || /\b(?:and|or|of|in|for|with|the|to)$/i.test(previous) || (previous.length >= longLine && !/[.!?؟:;]$/.test(previous)));
    if (continues) out[out.length - 1] += ` ${line}`;
    else out.push(line);
    previous = line;
  }
  return out;
}

/** Reads resume text (as `extractPdfText` gives it, or pasted) into sections, roles and statements. */
export function readResume(input: string): ResumeDocument {
  const text = normalizeText(input).replace(/\n{3,}/g, "\n\n").trim();
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const { preamble, sections } = splitSections(text);
  const language = isArabicText(text) ? "ar" : latinLanguage(text);
  const lengths = lines.map((l) => l.length).sort((a, b) => a - b);
  const longLine = Math.max(40, 0.75 * (lengths[Math.floor(lengths.length * 0.9)] ?? 0));

  const doc: ResumeDocument = {
    text,
    lines,
    words: countWords(text),
    preamble: preamble.split("\n").map((l) => l.trim()).filter(Boolean),
    sections: sections.map((s) => ({ heading: s.heading, kind: s.kind, lines: s.text.split("\n") })),
    statements: [],
    roleLines: [],
    units: [],
    language,
  };

  const hasAchievementSection = doc.sections.some((s) => ACHIEVEMENT_SECTIONS.has(s.kind));
  const parts: { place: Place; lines: string[] }[] = [
    { place: { heading: null, kind: "preamble" }, lines: doc.preamble },
    ...doc.sections.map((s) => ({ place: { heading: s.heading, kind: s.kind } as Place, lines: s.lines })),
  ];
  for (const part of parts) {
    const achievements = ACHIEVEMENT_SECTIONS.has(part.place.kind);
    // Without any Experience-like heading, bullets anywhere but in lists are the achievements.
    const fallback = !hasAchievementSection && !["skills", "languages", "interests", "education", "certifications", "contact", "references"].includes(part.place.kind);
    if (achievements || (fallback && part.lines.some(isBullet))) {
      const before = doc.statements.length;
      const beforeRoles = doc.roleLines.length;
      assignRoles(readItems(part.lines, longLine, achievements), part.place, language, doc);
      for (const s of doc.statements.slice(before)) doc.units.push({ text: s.text, place: part.place, statement: true });
      for (const r of doc.roleLines.slice(beforeRoles)) doc.units.push({ text: r.text, place: part.place, statement: false });
    } else {
      const units = part.place.kind === "preamble" ? part.lines.map((l) => l.trim()).filter(Boolean) : joinWrapped(part.lines, longLine);
      for (const text of units) doc.units.push({ text, place: part.place, statement: false });
    }
  }
  return doc;
}
