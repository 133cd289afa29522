/**
 * The jobs in a resume's experience sections: title, company, dates and description lines.
 *
 * An entry is a few heading lines (title, company, dates, place) followed by its description
 * (bullets or sentences). The layouts met in practice:
 *   "Title — Company", "Title at Company", "Title, Company, City, ST", "Company, Title",
 *   "Company | Title | dates", "مهندس برمجيات - شركة فودافون مصر", "Title في شركة X";
 *   title and company on two lines in either order; dates before, on, or after the heading
 *   line, or on a line of their own (also after the bullets, where two-column templates put them).
 */
import { compareResumeDates, type DateRange } from "./dates.ts";
import { endsSentence, type EntryLine, entryLines, isProse } from "./entry-lines.ts";
import { hasCompanyMarker, hasDegreeWord, hasJobWord, isLegalSuffix, isPlace, isWorkMode, jobTitleScore } from "./vocabulary.ts";

export interface ExtractedJob {
  title: string;
  company: string;
  /** Dates as written ("Jan 2020", "2019"); null when the resume gives none. */
  start: string | null;
  /** As written ("May 2023", "Present", "حتى الآن"); null when not given. */
  end: string | null;
  /** True when the end is a word for "now", or missing on the latest job with a start date. */
  current: boolean;
  /** The description lines, bullet markers removed, wrapped lines joined. */
  bullets: string[];
}

type Kind = "blank" | "skip" | "date" | "place" | "bullet" | "prose" | "head" | "continuation";

interface Draft {
  heads: string[];
  date: DateRange | null;
  body: string[];
}

const URL_LINE = /^(?:https?:\/\/|www\.)\S+$|^[\w.-]+\.(?:com|org|net|io|xyz|dev|ai|co)(?:\/\S*)?$/i;
const DURATION = /^\(?(?:\d+\+?\s*(?:years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|mois|años?|meses|سنوات|سنة|سنه|أشهر|اشهر|شهر|شهور)\s*)+\)?$/iu;
const HEAD_SEPARATOR = /\s[|–—-]\s|\s*\|\s*|,\s|\s(?:at|bei|chez|@|في|لدى)\s/u;

function isDuration(text: string): boolean {
  return DURATION.test(text.trim());
}

/** A date line: a range with nothing else but a place or a duration beside it. */
function isDateLine(line: EntryLine): boolean {
  return !!line.date && (!line.rest || isPlace(line.rest) || isDuration(line.rest) || /^(?:expected|voraussichtlich)$/i.test(line.rest));
}

export function classify(lines: EntryLine[]): Kind[] {
  const kinds: Kind[] = [];
  let bodyKind: "bullet" | "prose" = "bullet";
  const nextText = (i: number) => {
    for (let j = i + 1; j < lines.length; j++) if (lines[j]!.text) return lines[j]!;
    return null;
  };
  // A heading line is followed, within a line or two of heading, by its dates.
  const datedSoon = (i: number) => {
    let seen = 0;
    for (let j = i + 1; j < lines.length && seen < 2; j++) {
      const line = lines[j]!;
      if (!line.text) continue;
      if (line.bullet) return false;
      if (line.date) return isDateLine(line) || !isProse(line.rest);
      if (isProse(line.text) || line.text.split(/\s+/).length > 8) return false;
      seen++;
    }
    return false;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const prevKind = kinds[i - 1];
    if (!line.text) {
      kinds.push("blank");
      continue;
    }
    if (URL_LINE.test(line.text) || isDuration(line.text)) {
      kinds.push("skip");
      continue;
    }
    if (isDateLine(line)) {
      kinds.push("date");
      continue;
    }
    if (!line.date && isPlace(line.text)) {
      kinds.push("place");
      continue;
    }
    const words = line.rest.split(/\s+/).length;
    if (line.bullet) {
      // "- 2022–2023: Backend Engineer bei Firma A": a heading written as a list item.
      const heading = line.date && line.date.index < 3 && words <= 10 && (hasJobWord(line.rest) || HEAD_SEPARATOR.test(line.rest));
      kinds.push(heading ? "head" : "bullet");
      if (!heading) bodyKind = "bullet";
      continue;
    }
    const afterBody = prevKind === "bullet" || prevKind === "prose" || prevKind === "continuation";
    const next = nextText(i);
    const nextDated = datedSoon(i);
    const lower = /^\p{Ll}/u.test(line.text);
    // "Prepared monthly statements" under a dated heading, before "Accountant - Banque Misr" / its
    // dates: a description line, not the first line of the next job's heading, which is whole.
    const nextHeadWhole = !!next && !next.bullet && hasJobWord(next.rest) && HEAD_SEPARATOR.test(next.rest);
    const describesPrevious = (prevKind === "date" || afterBody) && !line.date && words >= 3 && !hasJobWord(line.rest) && !hasCompanyMarker(line.rest) && nextHeadWhole;
    const headStart =
      !lower &&
      !describesPrevious &&
      ((!!line.date && !isProse(line.rest)) ||
        (nextDated && words <= 8) ||
        (hasJobWord(line.rest) && words <= 10 && HEAD_SEPARATOR.test(line.rest) && !/[,;]$/.test(line.rest)));
    if (describesPrevious && !afterBody) {
      kinds.push("prose");
      bodyKind = "prose";
      continue;
    }
    if (afterBody && !headStart) {
      // A bullet's wrapped lines join it; a paragraph runs on until a line ends its sentence.
      const joins = bodyKind === "bullet" || /^\p{Ll}/u.test(line.text) || !endsSentence(lines[i - 1]!.text);
      kinds.push(joins ? "continuation" : "prose");
      if (!joins) bodyKind = "prose";
      continue;
    }
    // A sentence that runs on into the next line ("…strategy and direction," / "partnering across…").
    const runsOn = !line.date && words >= 6 && (/[,;]$/.test(line.text) || (!!next && !next.bullet && /^\p{Ll}/u.test(next.text) && !endsSentence(line.text)));
    // "Built the billing platform.": a short sentence is description (a heading ends without a full stop).
    const own = line.date ? line.rest : line.text;
    const sentence = words >= 3 && /[.!?؟]$/u.test(own) && !/(?:inc|ltd|co|corp|jr|sr|st)\.$/i.test(own);
    const kind: Kind = isProse(own) || sentence || runsOn || words > 16 ? "prose" : "head";
    if (kind === "prose") bodyKind = "prose";
    kinds.push(kind);
  }
  return kinds;
}

function drafts(lines: EntryLine[]): Draft[] {
  const kinds = classify(lines);
  const out: Draft[] = [];
  let cur: Draft | null = null;
  const start = (): Draft => {
    cur = { heads: [], date: null, body: [] };
    out.push(cur);
    return cur;
  };
  lines.forEach((line, i) => {
    const kind = kinds[i]!;
    const draft = cur as Draft | null;
    switch (kind) {
      case "blank":
      case "skip":
      case "place":
        break;
      case "date":
        if (draft && !draft.date) draft.date = line.date;
        else start().date = line.date;
        break;
      case "head": {
        // A dated heading that already names title and company is complete: the next heading starts a job.
        const complete = (d: Draft) => !!d.date && d.heads.length > 0 && Object.values(parseJobHeading(d.heads)).every(Boolean);
        const canJoin = draft && draft.body.length === 0 && draft.heads.length < 3 && !(line.date && draft.date) && !complete(draft);
        const target = canJoin ? draft : start();
        if (line.rest) target.heads.push(line.rest);
        if (line.date && !target.date) target.date = line.date;
        break;
      }
      case "bullet":
      case "prose":
        (draft ?? start()).body.push(line.text);
        break;
      case "continuation": {
        const target = draft ?? start();
        if (target.body.length) target.body[target.body.length - 1] += ` ${line.text}`;
        else target.body.push(line.text);
        break;
      }
    }
  });
  return out;
}

/** "(Remote)", "Expected", trailing separators: what a heading carries besides title and company. */
function cleanHead(text: string): string {
  return text
    .replace(/\(([^()]*)\)/g, (m, inner: string) => (isWorkMode(inner) || isPlace(inner) ? " " : m))
    .replace(/^(?:personal project|side project)\s*:\s*/i, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, "")
    .trim();
}

/** Drops place parts from the end ("LionLike MindState, Pomona, CA" → "LionLike MindState"). */
export function withoutTrailingPlace(text: string): string {
  const parts = text.split(/\s*[,،]\s+/);
  for (let k = 1; k < parts.length; k++) {
    if (isPlace(parts.slice(k).join(", "))) return parts.slice(0, k).join(", ");
  }
  const dash = text.split(/\s+[–—-]\s+/);
  if (dash.length > 1 && isPlace(dash[dash.length - 1]!)) return dash.slice(0, -1).join(" - ");
  return text;
}

interface Part {
  text: string;
  group: number;
  /** "title" or "company" when an "at"/"bei"/"في" split says which side is which. */
  side: "title" | "company" | null;
}

const AT = /\s+(?:at|@|bei|chez|auprès de|en la empresa|لدى)\s+|\s+@\s*|\s+في\s+(?=(?:شركة|مؤسسة|بنك|مجموعة|مصرف|وزارة|هيئة|مستشفى|جامعة|مركز|مكتب|[A-Za-z]))/iu;

function splitParts(text: string): Part[] {
  const parts: Part[] = [];
  text.split(/\s+[|–—-]\s+|\s*\|\s*|\s+[·•]\s+/).forEach((group, g) => {
    const at = AT.exec(group);
    if (at && at.index > 0 && (hasJobWord(group.slice(0, at.index)) || !/\s(?:في|@)\s/.test(at[0]))) {
      parts.push({ text: group.slice(0, at.index).trim(), group: g, side: "title" });
      // "Software Engineer at Google, Mountain View, CA": the place after the company goes.
      parts.push({ text: withoutTrailingPlace(group.slice(at.index + at[0].length).trim()), group: g, side: "company" });
      return;
    }
    const pieces = group.split(/\s*[,،]\s+/);
    const merged: string[] = [];
    for (const piece of pieces) {
      if (merged.length && isLegalSuffix(piece)) merged[merged.length - 1] += `, ${piece}`;
      else merged.push(piece);
    }
    for (const piece of merged) parts.push({ text: piece.trim(), group: g, side: null });
  });
  return parts.filter((p) => p.text && !isWorkMode(p.text));
}

/** Title and company from one heading line. */
function splitHead(text: string): { title: string; company: string; score: number } {
  const parts = splitParts(text);
  if (!parts.length) return { title: "", company: "", score: 0 };
  const scores = parts.map((p) => jobTitleScore(p.text) + (p.side === "title" ? 0.25 : p.side === "company" ? -1 : 0));
  let t = scores.indexOf(Math.max(...scores));
  if (scores[t]! <= 0) t = parts[0]!.side === "company" || (hasCompanyMarker(parts[0]!.text) && parts.length > 1) ? 1 : 0;
  const title = parts[t]!;
  const usable = (p: Part | undefined) => !!p && p !== title && !isPlace(p.text) && !hasDegreeWord(p.text);
  const sameGroup = parts.filter((p) => p.group === title.group);
  const at = sameGroup.indexOf(title);
  const candidates = [
    parts.find((p) => p.side === "company" && p.group === title.group),
    sameGroup[at + 1],
    sameGroup[at - 1],
    parts.find((p) => p.group === title.group + 1),
    [...parts].reverse().find((p) => p.group === title.group - 1),
    parts.find((p) => p.group > title.group + 1),
  ];
  const company = candidates.find(usable)?.text ?? "";
  return { title: title.text, company, score: Math.max(0, scores[t]!) };
}

/** Title and company from an entry's heading lines (one to three). */
export function parseJobHeading(heads: string[]): { title: string; company: string } {
  const texts = heads.map(cleanHead).filter((t) => t && !isPlace(t));
  if (texts.length === 0) return { title: "", company: "" };
  if (texts.length === 1) {
    const { title, company } = splitHead(texts[0]!);
    return { title, company };
  }
  const withJob = texts.filter(hasJobWord);
  const without = texts.filter((t) => !hasJobWord(t));
  if (withJob.length >= 1 && without.length >= 1) {
    // "ABC Company" / "Software Engineer": the line naming a role is the title, whole.
    const titleLine = withJob[0]!;
    const inLine = splitHead(titleLine);
    const title = HEAD_SEPARATOR.test(titleLine) && inLine.company && hasCompanyMarker(inLine.company) ? inLine.title : withoutTrailingPlace(titleLine);
    return { title, company: withoutTrailingPlace(without[0]!) };
  }
  const first = splitHead(texts[0]!);
  if (first.score > 0 && first.company) return { title: first.title, company: first.company };
  const companyFirst = hasCompanyMarker(texts[0]!) && !hasCompanyMarker(texts[1]!);
  const [title, company] = companyFirst ? [texts[1]!, texts[0]!] : [texts[0]!, texts[1]!];
  return { title: withoutTrailingPlace(title), company: withoutTrailingPlace(company) };
}

/** Jobs from the text of one or more experience sections, in the order the resume lists them. */
export function extractJobs(sectionTexts: string | string[]): ExtractedJob[] {
  const texts = Array.isArray(sectionTexts) ? sectionTexts : [sectionTexts];
  const jobs: ExtractedJob[] = [];
  for (const text of texts) {
    for (const draft of drafts(entryLines(text))) {
      const { title, company } = parseJobHeading(draft.heads);
      if (!title && !company) continue;
      if (title.split(/\s+/).length > 14 || company.split(/\s+/).length > 14) continue;
      const date = draft.date;
      jobs.push({
        title,
        company,
        start: date?.start ?? null,
        end: date?.end ?? null,
        current: date?.current ?? false,
        bullets: draft.body.map((b) => b.replace(/\s+/g, " ").trim()).filter(Boolean),
      });
    }
  }
  markLatestCurrent(jobs);
  return jobs;
}

/** A start date without an end on the latest job means it is still held. */
function markLatestCurrent(jobs: ExtractedJob[]): void {
  const open = jobs.filter((j) => j.start && !j.end);
  if (!open.length) return;
  const latest = jobs.filter((j) => j.start).reduce((a, b) => (compareResumeDates(b.start, a.start) > 0 ? b : a));
  if (!latest.end) latest.current = true;
}
