/**
 * Degrees and schools from a resume's education sections: "Bachelor of Science in Computer
 * Science, Cairo University, 2016", "Princeton University, PhD in Computer Science – Princeton, NJ",
 * "PhD Princeton University, Computer Science", degree and school on two lines in either order,
 * "بكالوريوس علوم الحاسب" / "جامعة القاهرة", "B.Sc. Informatik, Hochschule Beispielstadt, 2016–2019".
 */
import { type DateRange, withoutDates } from "./dates.ts";
import { entryLines } from "./entry-lines.ts";
import { findDegreeWord, hasDegreeWord, hasSchoolWord, isLegalSuffix, isPlace } from "./vocabulary.ts";

export interface ExtractedEducation {
  /** The degree as written, with its field ("Bachelor of Science in Computer Science"); "" when not given. */
  degree: string;
  /** "" when the resume names no school for the degree. */
  school: string;
  start: string | null;
  /** The end or graduation date as written ("May 2023", "2016", "Present"). */
  end: string | null;
}

/** Lines about a degree rather than the degree itself: grades, coursework, thesis, honours. */
const DETAIL = /^(?:(?:overall\s+|cumulative\s+)?c?gpa|grade|note|notendurchschnitt|coursework|relevant coursework|courses|thesis|dissertation|advisor|supervisor|honou?rs|awards?|activities|societies|minor|focus|projects?|abschlussarbeit|mention|المعدل|التقدير|مشروع التخرج|المواد)\b/iu;
const GRADE = /[\s,;–—(-]*(?:c?gpa|grade|note)\s*[:：]?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?\)?|[\s,;–—(-]*\d[.,]\d{1,2}(?:\s*\/\s*\d+(?:[.,]\d+)?)?\s*c?gpa\)?/giu;
const GRADUATION = /\b(?:expected\s+graduation|expected|graduated|graduation(?:\s+date)?|anticipated|voraussichtlich|abschluss)\b\s*:?/giu;
const FIELD_TAIL = /^(?:specialization|specialisation|major|minor|concentration|focus|track|schwerpunkt|with|honou?rs|cum laude|magna|summa|first class|تخصص)\b/iu;

interface Parsed {
  degree: string;
  school: string;
}

function splitParts(text: string): string[] {
  const parts: string[] = [];
  for (const piece of text.split(/\s+[|–—-]\s+|\s*\|\s*|\s*[,،]\s+|\s+(?:from|at the|at|an der|am|à l'|à la|من)\s+(?=\S)/iu)) {
    if (parts.length && isLegalSuffix(piece)) parts[parts.length - 1] += `, ${piece}`;
    else if (piece.trim()) parts.push(piece.trim());
  }
  return parts;
}

/** A part naming a school: "High School Diploma" is a degree, "PhD Princeton University" a school behind one. */
function isSchoolPart(part: string): boolean {
  if (!hasSchoolWord(part)) return false;
  const degree = findDegreeWord(part);
  return !degree || degree.index > 0 || hasSchoolWord(part.slice(degree.length));
}

/** Degree and school named in one line, either possibly "". */
export function parseEducationLine(text: string): Parsed {
  const clean = text.replace(GRADE, " ").replace(GRADUATION, " ").replace(/\s+/g, " ").replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, "");
  const parts = splitParts(clean);
  // Places sit at the end ("Stanford University, Stanford, CA, USA").
  let end = parts.length;
  for (let k = 1; k < parts.length; k++) {
    if (isPlace(parts.slice(k).join(", "))) {
      end = k;
      break;
    }
  }
  const kept = parts.slice(0, end).filter((p) => !isPlace(p));
  const s = kept.findIndex(isSchoolPart);
  if (s < 0) {
    const d = kept.findIndex(hasDegreeWord);
    return { degree: d >= 0 ? kept.slice(d).join(", ") : "", school: "" };
  }
  let school = kept[s]!;
  const degreeParts: string[] = [];
  // "PhD Princeton University": a degree written in front of the school's name.
  const lead = findDegreeWord(school);
  if (lead && lead.index === 0) {
    const after = school.slice(lead.length).trim();
    if (hasSchoolWord(after)) {
      degreeParts.push(school.slice(0, lead.length).trim());
      school = after;
    }
  }
  const before = kept.slice(0, s);
  const afterSchool = kept.slice(s + 1);
  // "University of California, Berkeley": the campus belongs to the name.
  const campus = afterSchool[0];
  if (/^(?:the\s+)?universit\p{L}*\s+(?:of|de|of the)\s/iu.test(school) && campus && /^\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+){0,2}$/u.test(campus) && !hasDegreeWord(campus)) {
    school = `${school}, ${campus}`;
    afterSchool.shift();
  }
  if (before.some(hasDegreeWord)) degreeParts.push(...before);
  for (const part of afterSchool) {
    if (hasDegreeWord(part) || FIELD_TAIL.test(part)) degreeParts.push(part);
    else if (degreeParts.length && !before.some(hasDegreeWord) && degreeParts.every((d) => d.split(/\s+/).length <= 2)) degreeParts.push(part);
  }
  // "PhD" in front and "PhD in Computer Science" after: the fuller one says it all.
  const full = degreeParts.filter((d) => !degreeParts.some((o) => o !== d && o.toLowerCase().startsWith(d.toLowerCase())));
  return { degree: full.join(", "), school };
}

/** Education entries from the text of one or more education sections. */
export function extractEducation(sectionTexts: string | string[]): ExtractedEducation[] {
  const texts = Array.isArray(sectionTexts) ? sectionTexts : [sectionTexts];
  const out: ExtractedEducation[] = [];
  for (const text of texts) {
    let cur: (ExtractedEducation & { dated: boolean }) | null = null;
    let pending: DateRange | null = null;
    const setDate = (entry: ExtractedEducation & { dated: boolean }, date: DateRange) => {
      entry.dated = true;
      entry.start = date.end || date.current ? date.start : null;
      entry.end = date.end ?? (date.current ? null : date.start);
    };
    for (const line of entryLines(text)) {
      if (!line.text || line.bullet || DETAIL.test(line.text) || (!line.date && isPlace(line.text))) continue;
      const parsed = parseEducationLine(line.date ? withoutDates(line.text, line.date) : line.text);
      if (!parsed.degree && !parsed.school) {
        if (line.date && cur && !cur.dated && (!line.rest || isPlace(line.rest))) setDate(cur, line.date);
        else if (line.date && (!line.rest || isPlace(line.rest))) pending = line.date;
        continue;
      }
      const clash = cur && ((parsed.degree && cur.degree) || (parsed.school && cur.school) || (line.date && cur.dated));
      if (!cur || clash) {
        cur = { degree: "", school: "", start: null, end: null, dated: false };
        out.push(cur);
        if (pending && !line.date) setDate(cur, pending);
        pending = null;
      }
      if (parsed.degree) cur.degree = parsed.degree;
      if (parsed.school) cur.school = parsed.school;
      if (line.date && !cur.dated) setDate(cur, line.date);
    }
  }
  return out
    .filter((e) => e.degree.split(/\s+/).length <= 16 && e.school.split(/\s+/).length <= 12)
    .map(({ degree, school, start, end }) => ({ degree, school, start, end }));
}
