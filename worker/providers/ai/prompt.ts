/**
 * What the model adapters (OpenAI-compatible, Workers AI) send: the coach's instructions with
 * the user's profile, the recent conversation, and the final answer's bookkeeping (citations,
 * the Knowledge base panel's additional response). The local engine needs none of this: it
 * reads the CoachRequest directly.
 */
import type { ModelMessage } from "ai";
import type { ChatTurn, Citation, CoachLanguage, CoachProfile, CoachRequest, CoachStreamEvent, Intent, ToolName, ToolUse } from "../../../core/coach/types";
import { INTENTS } from "../../../core/coach/types";

/** The model sees this many recent turns, each cut to this many characters. */
const HISTORY_TURNS = 20;
const TURN_CHARS = 4000;
const RESUME_CHARS = 6000;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/g;

/** Arabic when most letters of the user's last message are Arabic. */
export function languageOf(request: CoachRequest): CoachLanguage {
  const last = [...request.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const arabic = last.match(ARABIC)?.length ?? 0;
  const latin = last.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > 0 && arabic >= latin ? "ar" : "en";
}

function describeProfile(profile: CoachProfile): string {
  const hard = profile.skills.filter((s) => s.type === "hard").map((s) => s.name);
  const soft = profile.skills.filter((s) => s.type === "soft").map((s) => s.name);
  const lines = [
    `Name: ${profile.fullname || "unknown"}`,
    `Title: ${profile.title || "not given"}${profile.level ? ` (${profile.level})` : ""}`,
    `Location: ${[profile.city, profile.country].filter(Boolean).join(", ") || "not given"}`,
    hard.length ? `Hard skills: ${hard.join(", ")}` : "",
    soft.length ? `Soft skills: ${soft.join(", ")}` : "",
    profile.bio ? `Bio: ${profile.bio.slice(0, 800)}` : "",
    profile.resumes.length ? `Resumes on file: ${profile.resumes.map((r) => `"${r.title}" (id ${r.id})`).join(", ")}` : "",
  ];
  return lines.filter(Boolean).join("\n");
}

/**
 * The rules the local engine follows (core/coach), written for a model. Safety messages never
 * reach a model in the app (core/coach/safety answers them first), but the rules are stated
 * anyway: a model also sees older turns, and a phrasing the safety layer misses must still get
 * the same answer.
 */
export const COACH_RULES = [
  "Rules:",
  "1. Safety comes first. If the user describes a possible medical emergency (chest pain, pain spreading to the arm or jaw, trouble breathing, fainting, stroke signs, an overdose), answer only: stop and call emergency services now — ambulance 123 in Egypt, 911 in the US, or the local emergency number; no career content. If the user mentions wanting to die or hurt themselves, answer warmly with crisis lines — 988 Suicide & Crisis Lifeline in the US (call or text), in Egypt the mental health hotline 08008880700 or 0220816831, emergency 123 — encourage them to reach someone they trust, and offer to talk about work stress later. Never help cheat on an exam, assessment or interview, have someone else take it, hand in others' work, forge or fake certificates, degrees, references, experience letters or pay slips, or deceive an employer: decline briefly, name the real risk (disqualification, a revoked certificate, dismissal, legal trouble) and offer an honest alternative (a study plan, practice exams, explaining a gap honestly, getting a real reference or certificate). Figures of speech are not emergencies (\"I'm dying to get this job\", \"kill it in the interview\", a cheat sheet, \"fake it till you make it\").",
  "2. Conditions the user states are hard filters: free, the course language, level, a maximum duration, a certificate, a provider. Pass each one to the tools (recommend_courses: freeOnly, courseLanguage, level, maxHours, certificate, provider) and never present a course that breaks one. When nothing fits, say so plainly, then offer the nearest alternatives labelled as alternatives that do not meet the condition.",
  "3. Follow-ups refer to your previous answer: \"those\", \"them\", \"the first one\", \"the second\", \"the last one\", \"فيهم\", \"أول واحد\", \"التاني\" mean the items you listed last, in that order. Answer about those items (course_info for one course; exclude them when the user asks for more).",
  "4. The target role is the one the user names (\"I want to become a data analyst\"). Do not assume it is their current title; if they name none, ask or give advice that does not depend on it.",
  "5. Use the numbers and goals the user states (months, hours a week, years of experience, a salary figure) exactly; do not replace them with your own.",
  "6. Answer in the user's language. If they write Arabic, answer fully in Arabic (clear Modern Standard Arabic that Egyptians read easily), keeping only course, book and product names as they are. Answer a greeting in kind (\"السلام عليكم\" → \"وعليكم السلام\", \"Hi\" → \"Hi\") before helping.",
  "7. Never quote the user's words back to them or repeat leftover fragments of their message; answer in your own words.",
].join("\n");

function systemPrompt(request: CoachRequest): string {
  const language = languageOf(request) === "ar" ? "The user writes Arabic: answer in Arabic." : "Answer in the user's language.";
  return [
    "You are Amal, a warm, practical AI career coach for job seekers, students and professionals in Egypt and the US.",
    request.style === "spoken"
      ? "This is a voice conversation and your answer is read aloud: answer in a few short spoken sentences of plain text, with no Markdown, lists, emoji or web addresses (name a course or book; its link is shown on screen). Say phone numbers digit by digit."
      : "Give specific, actionable advice in Markdown (short paragraphs, lists). Never output raw HTML.",
    "When the user asks for courses, course details, a roadmap, YouTube channels, daily tips, books or resume feedback, call the matching tool and base your answer on what it returns; cite the items by name with their links.",
    "Never invent courses, books, channels or URLs that a tool did not return.",
    language,
    `Today is ${request.today}.`,
    "",
    COACH_RULES,
    "",
    "About the user:",
    describeProfile(request.profile),
  ].join("\n");
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** How many of an earlier answer's cited items the model is reminded of. */
const CITED_ITEMS = 10;

/**
 * An assistant turn as the model sees it: its text, then the items it cited in order, so "the
 * first one", "those" or "فيهم" can be resolved against what was actually shown.
 */
function turnContent(turn: ChatTurn): string {
  const text = clip(turn.content, TURN_CHARS);
  if (turn.role !== "assistant" || !turn.citations?.length) return text;
  const items = turn.citations.slice(0, CITED_ITEMS).map((c, i) => `${i + 1}. ${c.title} (${c.kind}${c.url ? `, ${c.url}` : ""})`);
  return `${text}\n\n[Items listed in this answer, in order — for resolving follow-ups, not to be repeated:\n${items.join("\n")}]`;
}

/** The request as a prompt: the coach's instructions, recent turns, and for recap/insights the task itself. */
export function buildPrompt(request: CoachRequest, insight?: ToolUse): { instructions: string; messages: ModelMessage[] } {
  const messages: ModelMessage[] = request.messages.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turnContent(turn) }));
  if (request.mode === "recap") {
    messages.push({
      role: "user",
      content:
        "Make a recap of this coaching session: the goals I mentioned, the advice and resources you gave, and my next three steps. Use a short heading and bullet points. If we have not talked yet, say so in one sentence.",
    });
  } else if (request.mode === "resume_insights") {
    const resume = request.profile.resumes.find((r) => r.id === request.resumeId);
    messages.push({
      role: "user",
      content: [
        `Review my resume "${resume?.title ?? "untitled"}": strengths, gaps for my target role, concrete rewrites of weak bullet points, and missing keywords for applicant tracking systems.`,
        insight ? `\nAnalysis from the resume_insights tool:\n${insight.observation}` : "",
        resume?.text ? `\nResume text:\n${clip(resume.text, RESUME_CHARS)}` : "\n(The resume has no readable text.)",
      ].join("\n"),
    });
  }
  return { instructions: systemPrompt(request), messages };
}

/** Which intent a reply served, from the first tool it used (model adapters do not classify otherwise). */
function intentOf(toolsUsed: ToolUse[], request: CoachRequest): Intent {
  if (request.mode === "resume_insights") return "resume_help";
  const tool = toolsUsed[0]?.tool as ToolName | undefined;
  if (tool === "resume_insights") return "resume_help";
  return tool && (INTENTS as readonly string[]).includes(tool) ? (tool as Intent) : "general";
}

/** "recommend_courses" → "recommend courses" (spec: first underscore removed when shown). */
const toolLabel = (tool: string) => tool.replace("_", " ");

/** The panel text for a reply: what each tool found, or the recap itself. */
export function additionalResponseFor(request: CoachRequest, text: string, toolsUsed: ToolUse[]): string {
  if (request.mode === "recap") return text;
  return toolsUsed.map((use) => `**${toolLabel(use.tool)}**\n${use.observation}`).join("\n\n");
}

/** The closing `done` event of a model reply. */
export function doneEvent(request: CoachRequest, text: string, toolsUsed: ToolUse[]): Extract<CoachStreamEvent, { type: "done" }> {
  const citations = new Map<string, Citation>();
  for (const use of toolsUsed) for (const c of use.citations) citations.set(`${c.kind}:${c.id}`, c);
  return {
    type: "done",
    text,
    additionalResponse: additionalResponseFor(request, text, toolsUsed),
    toolsUsed,
    citations: [...citations.values()],
    intent: intentOf(toolsUsed, request),
    language: languageOf(request),
  };
}
