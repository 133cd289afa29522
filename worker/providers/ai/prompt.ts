/**
 * What the model adapters (OpenAI-compatible, Workers AI) send: the coach's instructions with
 * the user's profile, the recent conversation, and the final answer's bookkeeping (citations,
 * the Knowledge base panel's additional response). The local engine needs none of this: it
 * reads the CoachRequest directly.
 */
import type { ModelMessage } from "ai";
import type { Citation, CoachLanguage, CoachProfile, CoachRequest, CoachStreamEvent, Intent, ToolName, ToolUse } from "../../../core/coach/types";
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

function systemPrompt(request: CoachRequest): string {
  const language = languageOf(request) === "ar" ? "The user writes Arabic: answer in Arabic." : "Answer in the user's language.";
  return [
    "You are Amal, a warm, practical AI career coach for job seekers, students and professionals in Egypt and the US.",
    request.style === "spoken"
      ? "This is a voice conversation and your answer is read aloud: answer in a few short spoken sentences of plain text, with no Markdown, lists, emoji or web addresses (name a course or book; its link is shown on screen)."
      : "Give specific, actionable advice in Markdown (short paragraphs, lists). Never output raw HTML.",
    "When the user asks for courses, course details, a roadmap, YouTube channels, daily tips, books or resume feedback, call the matching tool and base your answer on what it returns; cite the items by name with their links.",
    "Never invent courses, books, channels or URLs that a tool did not return.",
    language,
    `Today is ${request.today}.`,
    "",
    "About the user:",
    describeProfile(request.profile),
  ].join("\n");
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The request as a prompt: the coach's instructions, recent turns, and for recap/insights the task itself. */
export function buildPrompt(request: CoachRequest, insight?: ToolUse): { instructions: string; messages: ModelMessage[] } {
  const messages: ModelMessage[] = request.messages.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: clip(turn.content, TURN_CHARS) }));
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
