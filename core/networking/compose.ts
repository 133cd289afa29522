/**
 * The local networking writer: a LinkedIn connection note or a cold e-mail to a person at a
 * company, written from the user's own career info only. It picks the user's strongest skills
 * for the role, one concrete line of their work and what they asked for, and fills one of
 * several phrasings (chosen from a seed, so "generate again" reads differently).
 *
 * Limits always hold: a LinkedIn note is at most 300 characters and an e-mail's body at most 150
 * words, its subject at most 90 characters. When the full message is too long, parts go one by
 * one (fewer skills, a shorter line of work, the user's own words, their title); only then are
 * names shortened, at word boundaries. With little career info the message simply says less.
 */
import { indexFacts } from "../crafting/facts.ts";
import type { CareerFacts } from "../crafting/types.ts";
import { NETWORKING_LIMITS, type NetworkingLanguage, type NetworkingReport, type NetworkingRequest } from "../schemas/networking.ts";
import { type Parts, networkingPhrases } from "./phrases.ts";
import { currentTitle, intentOf, pickAchievement, rankedSkills } from "./select.ts";

export interface ComposeOptions {
  language: NetworkingLanguage;
  /** Picks the phrasing: the same seed gives the same message, another seed (likely) another wording. */
  seed: number;
}

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** The text two messages share when they are "identical": line ends, trailing spaces and the ends trimmed. */
export function messageIdentity(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+$/u, ""))
    .join("\n")
    .trim();
}

/** True when the message keeps its type's limits. */
export function withinLimits(report: Pick<NetworkingReport, "type" | "message" | "subject">): boolean {
  if (report.type === "linkedin") return report.message.length <= NETWORKING_LIMITS.linkedinChars;
  return countWords(report.message) <= NETWORKING_LIMITS.emailWords && !!report.subject && report.subject.length <= NETWORKING_LIMITS.emailSubjectChars;
}

/**
 * The text cut to at most `max` characters at a word boundary, with an ellipsis when cut; ""
 * when not even its first word fits (a word is never cut).
 */
export function clipWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, Math.max(0, max - 1));
  const end = clean[max - 1] === " " ? head.length : head.lastIndexOf(" ");
  if (end < 1) return "";
  return `${head.slice(0, end).replace(/[\s,;:،.]+$/u, "")}…`;
}

/** The user's own words, cut at the end of a sentence when one ends early enough, else at a word. */
function clipOwnWords(text: string, max: number): string {
  if (max <= 0) return "";
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const sentence = /^.+?[.!?؟](?=\s|$)/u.exec(clean)?.[0];
  return sentence && sentence.length <= max ? sentence : clipWords(clean, max);
}

/** FNV-1a: a small, stable hash of the request, so one request and one seed always read the same. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Level {
  skills: number;
  /** Longest line of work to quote (0: none). */
  achievement: number;
  /** Longest stretch of the user's own words to quote (0: none). */
  custom: number;
  title: boolean;
  /** The addressee by first name only. */
  firstName: boolean;
  /** Role, company and names cut to this many characters at a word boundary. */
  clip: number | null;
}

const full = { title: true, firstName: false, clip: null };
const bare = { skills: 0, achievement: 0, custom: 0, title: false, firstName: true };

const LINKEDIN_LADDER: Level[] = [
  { ...full, skills: 2, achievement: 140, custom: 160 },
  { ...full, skills: 2, achievement: 100, custom: 100 },
  { ...full, skills: 1, achievement: 90, custom: 0 },
  { ...full, skills: 1, achievement: 0, custom: 0 },
  { ...full, skills: 0, achievement: 0, custom: 0 },
  { ...bare, clip: null },
  { ...bare, clip: 60 },
  { ...bare, clip: 40 },
  { ...bare, clip: 24 },
];

const EMAIL_LADDER: Level[] = [
  { ...full, skills: 3, achievement: 220, custom: 600 },
  { ...full, skills: 3, achievement: 160, custom: 240 },
  { ...full, skills: 2, achievement: 120, custom: 120 },
  { ...full, skills: 2, achievement: 0, custom: 0 },
  { ...full, skills: 0, achievement: 0, custom: 0 },
  { ...bare, clip: null },
  { ...bare, clip: 60 },
  { ...bare, clip: 40 },
  { ...bare, clip: 24 },
];

const SUBJECT_CLIPS = [null, 60, 40, 24] as const;

/**
 * Writes a networking message for `request` from the user's `facts`. Never states an employer,
 * title, degree, number or skill the facts do not; always within the type's limits.
 */
export function composeNetworkingMessage(request: NetworkingRequest, facts: CareerFacts, options: ComposeOptions): NetworkingReport {
  const words = networkingPhrases(options.language);
  const index = indexFacts(facts);
  const base = hash(JSON.stringify([request.type, request.job_title, request.company_name, request.addressee_name, request.target_message, options.language]));
  /** The k-th independent choice among `n` phrasings. */
  const pick = (k: number, n: number) => hash(`${base}:${options.seed}:${k}`) % n;

  const skills = rankedSkills(facts, request);
  const intent = intentOf(request.target_message);
  const role = request.job_title.replace(/\s+/g, " ").trim();
  const company = request.company_name.replace(/\s+/g, " ").trim();
  const addressee = request.addressee_name.replace(/\s+/g, " ").trim();
  const name = facts.fullname.replace(/\s+/g, " ").trim();
  const title = currentTitle(facts);

  const partsAt = (level: Level): Parts | null => {
    const cut = (text: string) => (level.clip === null ? text : clipWords(text, level.clip));
    const chosen = skills.slice(0, level.skills);
    const achievement = pickAchievement(index, request, chosen, level.achievement);
    const parts: Parts = {
      addressee: cut(level.firstName ? (addressee.split(" ")[0] ?? addressee) : addressee),
      name: cut(name),
      title: level.title ? title : "",
      skills: chosen,
      achievement: achievement && { line: achievement.line, company: cut(achievement.company) },
      role: cut(role),
      company: cut(company),
      intent,
      custom: intent === "custom" ? clipOwnWords(request.target_message, level.custom) : "",
    };
    // A name not even one word of which fits: this level cannot address the message.
    return parts.addressee && parts.name && parts.role && parts.company ? parts : null;
  };

  // A shortened name ends in "…": no full stop after it.
  const tidy = (text: string) => text.replace(/…[.。]/g, "…");
  const report = (message: string, subject: string | null): NetworkingReport => ({
    message: tidy(message),
    subject: subject && tidy(subject),
    job_title_in_company: words.roleAt(role, company),
    type: request.type,
    addressee_name: request.addressee_name,
    language: options.language,
  });

  if (request.type === "linkedin") {
    const variant = pick(0, words.linkedin.length);
    for (const level of LINKEDIN_LADDER) {
      const parts = partsAt(level);
      if (!parts) continue;
      const message = words.linkedin[variant]!(parts);
      if (message.length <= NETWORKING_LIMITS.linkedinChars) return report(message, null);
    }
    return report(words.minimalLinkedin, null);
  }

  const e = words.email;
  const choice = { greeting: pick(1, e.greeting.length), opening: pick(2, e.opening.length), evidence: pick(3, e.evidence.length), ask: pick(4, e.ask.length), signOff: pick(5, e.signOff.length) };
  let body: string | null = null;
  for (const level of EMAIL_LADDER) {
    const parts = partsAt(level);
    if (!parts) continue;
    const text = [e.greeting[choice.greeting]!(parts.addressee), e.opening[choice.opening]!(parts), e.evidence[choice.evidence]!(parts), e.ask[choice.ask]!(parts), e.signOff[choice.signOff]!(parts.name)]
      .filter(Boolean)
      .join("\n\n");
    if (countWords(text) <= NETWORKING_LIMITS.emailWords) {
      body = text;
      break;
    }
  }
  // Not reachable with the request's own limits (every name at most 120 characters); kept so the limit holds whatever comes in.
  body ??= words.minimalLinkedin;

  const subjectVariant = pick(6, words.subject.length);
  let subject: string | null = null;
  for (const clip of SUBJECT_CLIPS) {
    const parts = partsAt({ ...EMAIL_LADDER[EMAIL_LADDER.length - 1]!, clip });
    const line = parts && words.subject[subjectVariant]!(parts);
    if (line && line.length <= NETWORKING_LIMITS.emailSubjectChars) {
      subject = line;
      break;
    }
  }
  return report(body, subject ?? words.minimalSubject);
}
