/**
 * Networking messages (docs/api/networking.md): a LinkedIn connection note or a cold e-mail for
 * a person at a company, written from the user's career info. The local engine always writes
 * one; with a model configured the model writes it instead, and its message is used only when it
 * keeps the limits, is in the asked language, names the addressee and the company, and states
 * nothing the user's facts do not (ADR 018). Otherwise the local message is answered.
 */
import { z } from "zod";
import type { CareerFacts } from "../../../core/crafting/types";
import { composeNetworkingMessage, findMessageInventions, withinLimits } from "../../../core/networking";
import { foldForMatch } from "../../../core/resume/normalize";
import { type GeneratedMessage, NETWORKING_LIMITS, type NetworkingLanguage, type NetworkingReport, type NetworkingRequest } from "../../../core/schemas/networking";
import type { Db } from "../../db/client";
import type { UserRow } from "../../env";
import { AiProviderError, type AiProvider } from "../../providers/ai";
import { careerFacts } from "../library/service";
import { networkingMessageKey } from "../saved/kinds";
import { savedIdByKey } from "../saved/service";

export interface NetworkingDeps {
  db: Db;
  ai: AiProvider;
  /** Picks the local engine's phrasing: a new value each time, so "generate again" reads differently. */
  seed: () => number;
}

const modelMessage = z.object({
  subject: z.string().max(400).nullable().optional(),
  message: z.string().min(1).max(4000),
});

const LANGUAGE_NAMES: Record<NetworkingLanguage, string> = { en: "English", ar: "Modern Standard Arabic" };

/** What the model is told about the user: the facts it may use, and nothing else. */
function factsForModel(facts: CareerFacts) {
  return {
    name: facts.fullname,
    title: facts.title,
    jobs: facts.jobs.map((j) => ({ title: j.job_title, company: j.company_name, current: j.is_current === 1, lines: j.job_description.split("\n").filter((l) => l.trim()).slice(0, 6) })),
    skills: facts.skills.map((s) => s.skill_name),
    education: facts.education.map((e) => ({ degree: e.degree, school: e.school_name })),
  };
}

function prompts(request: NetworkingRequest, facts: CareerFacts, language: NetworkingLanguage) {
  const kind =
    request.type === "linkedin"
      ? `a LinkedIn connection note of at most ${NETWORKING_LIMITS.linkedinChars} characters in total, with subject null`
      : `a cold e-mail: a subject line of at most ${NETWORKING_LIMITS.emailSubjectChars} characters and a body of at most ${NETWORKING_LIMITS.emailWords} words that greets the addressee by name and signs off with the sender's name`;
  return {
    system: [
      "You write short, warm, specific networking messages for job seekers, in the first person, as the sender.",
      "Use only the sender's facts given: never add an employer, job title, degree, school, certificate, year, number or skill that the facts do not state.",
      "Mention the addressee by name and the company and role the sender is interested in, one or two of the sender's skills that fit the role, at most one concrete result from their jobs, and what the sender asks for.",
      "Plain text, no placeholders, no markdown.",
    ].join(" "),
    prompt: [
      `Write ${kind}, in ${LANGUAGE_NAMES[language]} (keep names of people, companies, roles and skills as given).`,
      `Request (JSON): ${JSON.stringify({ addressee: request.addressee_name, role: request.job_title, company: request.company_name, industry: request.industry[0]?.Description, what_the_sender_wants: request.target_message })}`,
      `Sender's facts (JSON): ${JSON.stringify(factsForModel(facts))}`,
      'Return {"subject": string | null, "message": string}',
    ].join("\n"),
  };
}

/** The message with everything the request or the facts name taken out: the words the writer chose. */
function ownWords(text: string, request: NetworkingRequest, facts: CareerFacts): string {
  const phrases = [
    request.addressee_name,
    request.job_title,
    request.company_name,
    request.target_message,
    facts.fullname,
    facts.title,
    ...facts.jobs.flatMap((j) => [j.job_title, j.company_name, ...j.job_description.split("\n")]),
    ...facts.skills.map((s) => s.skill_name),
  ]
    .map((p) => p.replace(/^[\s•\-–*·]+/, "").trim())
    .filter((p) => p.length > 1)
    .sort((a, b) => b.length - a.length);
  let rest = text;
  for (const phrase of phrases) rest = rest.split(phrase).join(" ");
  return rest;
}

/** True when the writer's own words are in the asked language (names and quoted lines aside). */
function inLanguage(text: string, language: NetworkingLanguage): boolean {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return language === "ar" ? arabic > latin : latin >= arabic;
}

/** Why a model's message cannot be used; empty when it can. */
export function modelMessageProblems(report: NetworkingReport, request: NetworkingRequest, facts: CareerFacts): string[] {
  const problems: string[] = [];
  if (!withinLimits(report)) problems.push("length");
  if (!inLanguage(ownWords(`${report.subject ?? ""}\n${report.message}`, request, facts), report.language)) problems.push("language");
  const folded = foldForMatch(report.message);
  const firstName = request.addressee_name.trim().split(/\s+/)[0] ?? "";
  if (!folded.includes(foldForMatch(request.addressee_name.trim())) && !(firstName.length > 1 && folded.includes(foldForMatch(firstName)))) problems.push("addressee");
  if (!folded.includes(foldForMatch(request.company_name.trim()))) problems.push("company");
  const inventions = findMessageInventions(`${report.subject ?? ""}\n${report.message}`, facts, request);
  if (inventions.length) problems.push(`invention: ${inventions.map((f) => `${f.kind} "${f.text}"`).join(", ")}`);
  return problems;
}

async function modelReport(ai: AiProvider, request: NetworkingRequest, facts: CareerFacts, local: NetworkingReport): Promise<NetworkingReport | null> {
  if (ai.name === "local") return null;
  try {
    const answer = await ai.generateObject({ ...prompts(request, facts, local.language), schema: modelMessage });
    const report: NetworkingReport = {
      ...local,
      message: answer.message.replace(/\r\n?/g, "\n").trim(),
      subject: request.type === "email" ? (answer.subject ?? "").replace(/\s+/g, " ").trim() || null : null,
    };
    const problems = modelMessageProblems(report, request, facts);
    if (problems.length === 0) return report;
    console.warn(JSON.stringify({ level: "warn", msg: "the model's networking message was not used; the local one is answered", provider: ai.name, problems }));
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    console.warn(JSON.stringify({ level: "warn", msg: "the model could not write a networking message; the local one is answered", provider: ai.name, reason: error.reason }));
  }
  return null;
}

/**
 * Writes a networking message for the user: in `request.language`, else the user's interface
 * language. `my_saved_obj` is the user's saved networking message with the same text, if any.
 */
export async function generateNetworkingMessage(deps: NetworkingDeps, user: UserRow, request: NetworkingRequest): Promise<GeneratedMessage> {
  const facts = await careerFacts(deps.db, user);
  const language = request.language ?? user.locale;
  const local = composeNetworkingMessage(request, facts, { language, seed: deps.seed() });
  const fromModel = await modelReport(deps.ai, request, facts, local);
  const report = fromModel ?? local;
  const savedId = await savedIdByKey(deps.db, user.id, "networking_message", await networkingMessageKey(report.message));
  return { report, formData: request, my_saved_obj: savedId === null ? null : { id: savedId }, engine: fromModel ? "model" : "local" };
}
