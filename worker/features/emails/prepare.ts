/**
 * "Prepare with Amal": an interview, offer or not-chosen e-mail opens a coaching session seeded
 * with the company, the role and the e-mail's key lines, through the coach's own session
 * creation (the portal's list updates live) and the room's `startWith` RPC (coach/open-session).
 */
import { EMAIL_MESSAGES as M, type EmailGroup, type PrepareResponse } from "../../../core/schemas/email";
import { COACH_LIMITS, COACH_SESSION_NAME_MAX } from "../../../party/coach-protocol";
import { AppError } from "../../lib/errors";
import { openSessionWith, type OpenSessionDeps } from "../coach/open-session";
import { ownEmail } from "./service";

type Preparable = Extract<EmailGroup, "INTERVIEW" | "OFFER" | "NOT CHOSEN">;
const PREPARABLE: readonly string[] = ["INTERVIEW", "OFFER", "NOT CHOSEN"] satisfies Preparable[];

export type PrepareDeps = OpenSessionDeps;

export function sessionName(group: Preparable, company: string): string {
  const name = group === "INTERVIEW" ? `Interview prep: ${company}` : group === "OFFER" ? `Offer: ${company}` : `Next steps after ${company}`;
  return name.slice(0, COACH_SESSION_NAME_MAX);
}

/** The e-mail's key lines: its first sentences of substance, greetings and signatures left out. */
export function keyLines(text: string, max = 700): string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(>|--|dear\b|hi\b|hello\b|best\b|regards\b|thanks?\b|sincerely\b|مرحبا|عزيزي|مع التحية|تحياتي)/i.test(l));
  let out = "";
  for (const line of lines) {
    if (out.length + line.length > max) break;
    out += `${out ? "\n" : ""}${line}`;
  }
  return out || text.replace(/\s+/g, " ").slice(0, max);
}

export function firstMessage(group: Preparable, email: { company: string; jobTitle: string | null; subject: string; from: string; text: string }): string {
  const role = email.jobTitle ? ` for the ${email.jobTitle} role` : "";
  const ask =
    group === "INTERVIEW"
      ? `I have an interview with ${email.company}${role}. Help me prepare: what they will likely ask, how to answer with my experience, and what I should ask them.`
      : group === "OFFER"
        ? `I received a job offer from ${email.company}${role}. Coach me on negotiating the salary and terms: what to check, what to ask for and how to say it.`
        : `${email.company} decided not to move forward with my application${role}. Give me a short, kind next step: what to take from it and what to do this week.`;
  const quoted = keyLines(email.text);
  const message = `${ask}\n\nThe e-mail (“${email.subject}” from ${email.from}):\n${quoted}`;
  return message.slice(0, COACH_LIMITS.maxMessageChars);
}

export async function prepareFromEmail(deps: PrepareDeps, userId: string, emailId: number): Promise<PrepareResponse> {
  const email = await ownEmail(deps.db, userId, emailId);
  if (!email.classification || !PREPARABLE.includes(email.classification)) throw new AppError(422, "prepare_not_applicable", M.prepareNotApplicable);
  const group = email.classification as Preparable;
  const company = email.company?.trim() || email.emailFrom.replace(/<.*>/, "").trim() || email.fromAddress || "the company";
  const text = firstMessage(group, { company, jobTitle: email.jobTitle, subject: email.subject, from: email.emailFrom, text: email.text });
  return openSessionWith(deps, userId, sessionName(group, company), text);
}
