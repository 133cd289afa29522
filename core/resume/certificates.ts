/**
 * Certificates and licences from a resume's certifications sections: one a line ("AWS Certified
 * Developer – Associate, Amazon Web Services, 2022", "شهادة PMP - معهد إدارة المشروعات - 2021"),
 * or spread over lines: name, issuer, date (as resume builders lay them out).
 */
import { type DateRange, findDateRange, withoutDates } from "./dates.ts";
import { type EntryLine, entryLines } from "./entry-lines.ts";
import { hasJobWord, isPlace, looksLikeIssuer } from "./vocabulary.ts";

export interface ExtractedCertificate {
  name: string;
  /** The organisation that issued it, when the resume says. */
  issuer: string | null;
  /** The date as written ("Sep 2020", "2019"), when the resume gives one. */
  date: string | null;
}

/** Words that make a phrase a certificate's name, not its issuer. */
const CERT_WORDS = /(?<![\p{L}])(?:certified|certificate|certification|certificat|zertifikat|zertifiziert|certificado|license|licence|licenses|diploma|course|nanodegree|specialization|professional certificate|شهادة|دورة|رخصة|زمالة|دبلوم)(?![\p{L}])/iu;
/** The level part of a name ("– Associate", "- Specialty"), never an issuer. */
const LEVEL = /^(?:associate|professional|specialty|speciality|foundation|foundational|practitioner|expert|advanced|intermediate|beginner|fundamentals|level\s+\w+|part\s+\w+|[IVX]+|\d+)$/i;

function dateOf(range: DateRange | null): string | null {
  return range ? range.start : null;
}

/** Name and issuer from one line (dates already removed). */
export function splitCertificate(text: string): { name: string; issuer: string | null } {
  const t = text.replace(/\s+/g, " ").replace(/^[\s,;:|–—-]+|[\s,;:|–—(-]+$/g, "").trim();
  const by = /^(.+?)\s*[,(]?\s*(?:issued by|awarded by|offered by|by|from|von|par|por|من|صادرة من|مقدمة من)\s+(.+?)\)?$/iu.exec(t);
  if (by && by[1]!.split(/\s+/).length >= 2 && looksLikeIssuer(by[2]!)) return { name: by[1]!.trim(), issuer: by[2]!.trim() };
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(t);
  if (paren && looksLikeIssuer(paren[2]!) && !CERT_WORDS.test(paren[2]!)) return { name: paren[1]!.trim(), issuer: paren[2]!.trim() };
  const commas = t.split(/\s*[,،]\s+/);
  if (commas.length >= 2) {
    const last = commas[commas.length - 1]!;
    // "Oracle Certified Professional, Java SE 8 Programmer": a role or a version is part of the name.
    if (looksLikeIssuer(last) && !CERT_WORDS.test(last) && !LEVEL.test(last) && !hasJobWord(last) && !/\d/.test(last)) return { name: commas.slice(0, -1).join(", "), issuer: last };
  }
  const dashes = t.split(/\s+[|–—-]\s+|\s*\|\s*/);
  if (dashes.length >= 2) {
    const last = dashes[dashes.length - 1]!;
    const shortName = last.split(/\s+/).length <= 4 && !CERT_WORDS.test(last) && !LEVEL.test(last) && !/\d/.test(last);
    if (looksLikeIssuer(last) || shortName) return { name: dashes.slice(0, -1).join(" - "), issuer: last };
  }
  return { name: t, issuer: null };
}

function isDateOnly(line: EntryLine): boolean {
  return !!line.date && (!line.rest || isPlace(line.rest));
}

/** Certificates from the text of one or more certifications sections. */
export function extractCertificates(sectionTexts: string | string[]): ExtractedCertificate[] {
  const texts = Array.isArray(sectionTexts) ? sectionTexts : [sectionTexts];
  const out: ExtractedCertificate[] = [];
  for (const text of texts) {
    const lines = entryLines(text).filter((l) => l.text);
    if (lines.some(isDateOnly) && !lines.every((l) => l.bullet)) out.push(...byBlocks(lines));
    else out.push(...byLines(lines));
  }
  return out.filter((c) => c.name && c.name.split(/\s+/).length <= 20);
}

/** Name, issuer and date each on a line of their own, every entry closed by its date. */
function byBlocks(lines: EntryLine[]): ExtractedCertificate[] {
  const out: ExtractedCertificate[] = [];
  let block: string[] = [];
  const close = (date: string | null) => {
    if (!block.length) return;
    const [name, ...rest] = block;
    const split = rest.length ? { name: name!, issuer: rest.join(" ") } : splitCertificate(name!);
    out.push({ name: split.name, issuer: split.issuer, date });
    block = [];
  };
  for (const line of lines) {
    if (isDateOnly(line)) close(dateOf(line.date));
    else block.push(line.date ? line.rest : line.text);
  }
  for (const rest of block.splice(0)) out.push({ ...splitCertificate(rest), date: null });
  return out;
}

/** One certificate a line (a bullet with its wrapped lines); an issuer line joins the name above. */
function byLines(lines: EntryLine[]): ExtractedCertificate[] {
  const items: string[] = [];
  const bulleted = lines.some((l) => l.bullet);
  for (const line of lines) {
    if (bulleted && !line.bullet && items.length) items[items.length - 1] += ` ${line.text}`;
    else items.push(line.text);
  }
  const out: ExtractedCertificate[] = [];
  for (const item of items) {
    const date = findDateRange(item);
    const rest = date ? withoutDates(item, date) : item;
    const prev = out[out.length - 1];
    const issuerLine = !bulleted && prev && !prev.issuer && rest && looksLikeIssuer(rest) && !CERT_WORDS.test(rest) && rest.split(/\s+/).length <= 8;
    if (issuerLine && prev && (date || !prev.date)) {
      prev.issuer = rest;
      prev.date ??= dateOf(date);
      continue;
    }
    if (!rest) {
      if (prev && !prev.date) prev.date = dateOf(date);
      continue;
    }
    out.push({ ...splitCertificate(rest), date: dateOf(date) });
  }
  return out;
}
