/**
 * The fabrication check for a networking message a model wrote: the same rules as the resume
 * builder's guard (core/crafting/guard.ts: employers, titles, degrees, certificates, years and
 * hard skills must be in the user's facts), plus every number. What the request itself names
 * (the addressee, the role, the company, the industry, the user's own words) is not a claim.
 */
import type { DocNode } from "../documents/types.ts";
import { findInventions } from "../crafting/guard.ts";
import type { CareerFacts, GuardFinding } from "../crafting/types.ts";
import { toAsciiDigits } from "../resume/normalize.ts";
import type { NetworkingRequest } from "../schemas/networking.ts";

export interface MessageFinding {
  kind: GuardFinding["kind"] | "number";
  text: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NUMBER = /\d+(?:[.,]\d+)*/g;

function numbersIn(text: string): Set<string> {
  return new Set([...toAsciiDigits(text).matchAll(NUMBER)].map((m) => m[0].replace(/,/g, "")));
}

const NUMBERS = new WeakMap<CareerFacts, Set<string>>();

function factNumbers(facts: CareerFacts): Set<string> {
  const cached = NUMBERS.get(facts);
  if (cached) return cached;
  const text = [
    facts.fullname,
    facts.title,
    facts.bio,
    ...facts.jobs.flatMap((j) => [j.job_title, j.company_name, j.job_description]),
    ...facts.skills.map((s) => s.skill_name),
    ...facts.education.flatMap((e) => [e.degree, e.school_name, e.issue_date]),
    ...facts.certificates.flatMap((c) => [c.cert_name, c.cert_org_name, c.cert_date]),
    ...facts.resumeTexts,
  ].join("\n");
  const numbers = numbersIn(text);
  NUMBERS.set(facts, numbers);
  return numbers;
}

/**
 * The phrases of the request a message may repeat freely, longest first (so a name inside a
 * longer one is blanked whole). The addressee's single names count too: "Hi Mona," greets Mona Adel.
 */
function requestPhrases(request: NetworkingRequest): string[] {
  const addresseeNames = request.addressee_name.split(/\s+/).filter((word) => word.length > 2);
  return [request.addressee_name, request.job_title, request.company_name, request.target_message, request.industry[0]?.Description ?? "", ...addresseeNames]
    .map((phrase) => phrase.replace(/\s+/g, " ").trim())
    .filter((phrase) => phrase.length > 1)
    .sort((a, b) => b.length - a.length);
}

/**
 * The claims of `text` the user's facts do not back: an employer, title, degree, certificate,
 * year or hard skill (as the resume guard reads them) or any number. Empty when the text states
 * only what the facts and the request state.
 */
export function findMessageInventions(text: string, facts: CareerFacts, request: NetworkingRequest): MessageFinding[] {
  let blanked = text.replace(/\s+/g, (space) => (space.includes("\n") ? "\n" : " "));
  // Nor are the user's own name, employers and skills of several words ("I'm C# Ahmed", "at C# Labs"
  // name no skill; a skill typed as "شركة Nile" names no employer). A one-word skill stays, so
  // "SQL Server" for a user who listed SQL is still read whole. Titles stay too: "Senior Data
  // Analyst" for a Data Analyst must still be read.
  const ownSkills = facts.skills.map((s) => s.skill_name).filter((name) => /\S\s+\S/.test(name.trim()));
  const own = [facts.fullname, ...facts.jobs.map((j) => j.company_name), ...ownSkills].map((p) => p.replace(/\s+/g, " ").trim());
  for (const phrase of [...requestPhrases(request), ...own].filter((p) => p.length > 1).sort((a, b) => b.length - a.length)) blanked = blanked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "giu"), (m) => "_".repeat(m.length));

  const doc: DocNode = {
    type: "doc",
    content: blanked
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((line) => ({ type: "paragraph", content: [{ type: "text", text: line }] })),
  };
  // The resume guard blanks what it allows inside words too: a two-letter role ("El") would cut
  // "Delta" apart. The request is blanked above at word boundaries; the guard still gets longer
  // names so a shortened one ("Nile Retail…") is recognised as part of them.
  const allowed = (phrase: string) => (phrase.trim().length >= 4 ? phrase : undefined);
  const found: MessageFinding[] = findInventions(doc, facts, { company: allowed(request.company_name), title: allowed(request.job_title) });

  const known = factNumbers(facts);
  const asked = numbersIn([request.job_title, request.company_name, request.addressee_name, request.target_message].join("\n"));
  for (const number of numbersIn(blanked)) if (!known.has(number) && !asked.has(number)) found.push({ kind: "number", text: number });
  return found;
}
