/**
 * The embedded local coach engine: the offline default of the AI provider. It routes the
 * user's message to an intent, runs the coach's tools over the bundled knowledge base, writes
 * a personalised Markdown answer (in Arabic when the user writes Arabic) and streams it like a
 * model would: `tool` events, then word-sized `token` events, then one `done`.
 *
 * Deterministic; its only I/O is the course catalogue's search (D1 in the app, memory
 * elsewhere), so the first token leaves a few milliseconds after the request once the indexes
 * are warm (`warmCoachIndexes`).
 */
import { composeChat, composeResumeInsights, type ComposeOptions, type ComposedAnswer } from "./compose/chat.ts";
import { composeRecap, conversationLanguage } from "./compose/recap.ts";
import type { CoachRequest, CoachStreamEvent } from "./types.ts";

export interface LocalCoachOptions extends ComposeOptions {
  /** Pause between tokens, to mimic a model's pace in demos; 0 (the default) streams at once. */
  chunkDelayMs?: number;
}

/** Splits Markdown into word-sized chunks that join back to exactly the same text. */
export function chunkText(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

async function compose(request: CoachRequest, options: ComposeOptions): Promise<ComposedAnswer> {
  if (request.mode === "recap") {
    const text = composeRecap(request.messages, request.profile);
    return { text, additionalResponse: text, toolsUsed: [], citations: [], intent: "general", language: conversationLanguage(request.messages) };
  }
  if (request.mode === "resume_insights") {
    return composeResumeInsights(request.profile, request.resumeId, request.today, conversationLanguage(request.messages), options);
  }
  return composeChat(request.messages, request.profile, request.today, options);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Streams the local coach's answer to `request`. */
export async function* streamLocalCoach(request: CoachRequest, options: LocalCoachOptions = {}): AsyncGenerator<CoachStreamEvent> {
  const answer = await compose(request, options);
  for (const use of answer.toolsUsed) yield { type: "tool", use };
  const delay = options.chunkDelayMs ?? 0;
  const chunks = chunkText(answer.text);
  for (let i = 0; i < chunks.length; i++) {
    if (delay > 0 && i > 0) await sleep(delay);
    yield { type: "token", text: chunks[i] };
  }
  yield {
    type: "done",
    text: answer.text,
    additionalResponse: answer.additionalResponse,
    toolsUsed: answer.toolsUsed,
    citations: answer.citations,
    intent: answer.intent,
    language: answer.language,
  };
}
