/**
 * Contact details and the person's name from resume text: e-mail, phone (international
 * formats, Egyptian and US included), LinkedIn profile, and the first line that reads as a name.
 */
import { toAsciiDigits } from "./normalize.ts";
import { headingKind } from "./sections.ts";

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const OBFUSCATED_AT = /\s*[[(]\s*(?:at|@)\s*[\])]\s*/gi;
const OBFUSCATED_DOT = /\s*[[(]\s*dot\s*[\])]\s*/gi;

/** The first e-mail address in the text ("name [at] host [dot] com" included), or null. */
export function findEmail(text: string, links: string[] = []): string | null {
  const plain = text.replace(OBFUSCATED_AT, "@").replace(OBFUSCATED_DOT, ".");
  const found = EMAIL.exec(plain)?.[0] ?? links.map((l) => /^mailto:([^?]+)/i.exec(l)?.[1]).find((m) => m && EMAIL.test(m));
  return found ? found.replace(/\.+$/, "") : null;
}

const PHONE_CANDIDATE = /(?:\+|\b00)?\(?\d[\d \t().\u2013\u2014/-]{5,}\d/g;
const PHONE_LABEL = /(?:phone|tel|mobile|mob|cell|whats ?app|contact|telefon|handy|mobil|هاتف|الهاتف|جوال|الجوال|موبايل|محمول|رقم)(?:\s*(?:no|nr|number|#)\.?)?\s*[.:：]?\s*$/i;
const YEAR = /^(?:19|20)\d{2}$/;

/** Year ranges ("2018 – 2022", "09/2019 - 05/2023"), GPAs and decimals are not phone numbers. */
function looksLikeDateOrNumber(candidate: string): boolean {
  const groups = candidate.match(/\d+/g) ?? [];
  if (groups.some((g) => YEAR.test(g)) && groups.every((g) => YEAR.test(g) || g.length <= 2)) return true;
  if (/\d\.\d{1,2}\s*\/\s*\d/.test(candidate)) return true;
  const trimmed = candidate.trim();
  return /^\d{1,3}(?:\.\d+){1,2}$/.test(trimmed) && !/^\d{3}\.\d{3}\.\d{4}$/.test(trimmed);
}

function phoneScore(candidate: string, before: string, after: string): number {
  const digits = candidate.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return -1;
  // Glued to a word, a dot or a slash ("neurips.2023.1234", "v1.2.3456789"): part of something else.
  if (/[\p{L}\p{N}._/]$/u.test(before) || /^[\p{L}/]/u.test(after)) return -1;
  if (/^\d+\.\d+$/.test(candidate)) return -1;
  if (looksLikeDateOrNumber(candidate)) return -1;
  if (/[$€£]\s*$/.test(before) || /^\s*(?:%|[xX]\b|[kKmM]\b|\+)/.test(after)) return -1;
  // "US Patent 11234567", "ISBN 978…", "Order No. 1234567": numbers that name something else.
  if (!PHONE_LABEL.test(before) && /\b(?:patent|isbn|issn|doi|id|no|nr|number|zip|po|box|ref|license|licence)\.?\s*[#:]?\s*$/i.test(before)) return -1;
  let score = 1;
  if (PHONE_LABEL.test(before)) score += 4;
  if (/^\s*(?:\+|00)/.test(candidate)) score += 3;
  if (/^\s*\(\d{2,4}\)/.test(candidate) || /\d{3}[\s.-]\d{3,4}[\s.-]\d{4}/.test(candidate)) score += 2;
  if (/^0?1[0125]\d{8}$/.test(digits) || /^(?:20|0020)1[0125]\d{8}$/.test(digits)) score += 2; // Egyptian mobile
  if (/^\d+$/.test(candidate.trim()) && digits.length < 10) score -= 1;
  return score;
}

/** The most phone-like number in the text, as written (spacing tidied), or null. */
export function findPhone(text: string, links: string[] = []): string | null {
  const ascii = toAsciiDigits(text);
  let best: { phone: string; score: number } | null = null;
  for (const m of ascii.matchAll(PHONE_CANDIDATE)) {
    let candidate = m[0].replace(/[\s(–—/-]+$/, "");
    if (candidate.endsWith(")") && !candidate.includes("(")) candidate = candidate.slice(0, -1);
    if (candidate.startsWith("(") && !candidate.includes(")")) candidate = candidate.slice(1);
    const before = ascii.slice(Math.max(0, m.index - 20), m.index);
    const after = ascii.slice(m.index + m[0].length, m.index + m[0].length + 3);
    const score = phoneScore(candidate, before, after);
    if (score > 0 && (!best || score > best.score)) best = { phone: candidate.replace(/\s+/g, " ").trim(), score };
  }
  if (best) return best.phone;
  const tel = links.map((l) => /^tel:(.+)$/i.exec(l)?.[1]).find(Boolean);
  return tel ? decodeURIComponent(tel).trim() : null;
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/([A-Za-z0-9\-_%.\u00C0-\u024F]+)/i;
const LINKEDIN_LABEL = /\blinked\s?in\s*[:：|]\s*@?([A-Za-z0-9][A-Za-z0-9\-_]{2,99})\b/i;

/** The LinkedIn profile as "https://www.linkedin.com/in/<handle>", from text or PDF links. */
export function findLinkedin(text: string, links: string[] = []): string | null {
  const source = [text, ...links].map((s) => LINKEDIN.exec(s)?.[1]).find(Boolean);
  const handle = source ?? LINKEDIN_LABEL.exec(text)?.[1];
  if (!handle) return null;
  return `https://www.linkedin.com/in/${handle.replace(/[./]+$/, "")}`;
}

/** Words that make a line a job title or a document title rather than a person's name. */
const NOT_NAME_WORDS = new Set(
  (
    "engineer developer manager designer analyst consultant specialist director intern student scientist officer " +
    "assistant coordinator lead architect administrator accountant teacher nurse doctor lawyer founder ceo cto cfo " +
    "president executive representative associate programmer technician editor writer marketer recruiter " +
    "resume résumé cv curriculum vitae lebenslauf portfolio profile summary contact email phone address " +
    "university college school institute company inc ltd llc gmbh street avenue road st ave usa egypt cairo " +
    "entwickler ingenieur berater leiter"
  ).split(" "),
);
const ARABIC_NOT_NAME = /السيرة|الذاتية|مهندس|مطور|مدير|محاسب|مصمم|أخصائي|اخصائي|مدرس|معلم|طبيب|ممرض|محلل|مستشار|مسؤول|منسق|فني|مبرمج|طالب|شركة|جامعة|العنوان|الهاتف|البريد/;
const PARTICLES = new Set(["van", "von", "der", "de", "da", "di", "du", "la", "le", "del", "bin", "ibn", "abu", "al", "el", "y", "dos", "das"]);

function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** A line that reads as a person's name: 2–5 capitalised words (or Arabic words), nothing else. */
function asName(line: string): string | null {
  // Icon glyphs from symbol fonts arrive as stray letters before the text ("I (123)…").
  const text = line.replace(/^\s*(?:[^\p{L}\p{N}\s]+\s+)+/u, "").split(/\s+[|•·–—]\s+|\s{2,}|,/)[0]!.trim();
  if (!text || text.length > 50 || /[\d@/:()]/.test(text) || headingKind(text)) return null;
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5) return null;
  if (/[\u0600-\u06FF]/.test(text)) {
    return words.every((w) => /^[\u0600-\u06FF]+$/.test(w)) && !ARABIC_NOT_NAME.test(text) ? text : null;
  }
  const plausible = words.every((w) => {
    const lower = w.toLowerCase().replace(/\.$/, "");
    if (NOT_NAME_WORDS.has(lower)) return false;
    if (PARTICLES.has(lower)) return true;
    return /^\p{Lu}[\p{L}'’.-]*$/u.test(w) && /\p{L}{2,}|^\p{Lu}\.$/u.test(w);
  });
  if (!plausible || words.filter((w) => !PARTICLES.has(w.toLowerCase())).length < 2) return null;
  return text === text.toUpperCase() ? titleCase(text) : text;
}

/** The first plausible name among the first lines of the resume. */
export function findName(lines: string[]): string | null {
  for (const line of lines.slice(0, 12)) {
    const name = asName(line);
    if (name) return name;
  }
  return null;
}
