/**
 * The safety layer in front of every coach provider (the local engine and the model adapters
 * alike): a chat message flagged by `checkSafety` is answered here, streamed like any answer
 * (word-sized `token` events, then one `done` with intent "safety"), and the provider is never
 * asked. Everything else passes through untouched.
 */
import { chunkText } from "../engine.ts";
import { marketOf } from "../guidance/markets.ts";
import { detectLanguage } from "../text.ts";
import type { CoachRequest, CoachStreamEvent } from "../types.ts";
import { safetyAnswer, safetySummary, spokenAnswer } from "./answers.ts";
import { checkSafety, type SafetyCategory } from "./detect.ts";

function lastUserMessage(request: Pick<CoachRequest, "messages">): string {
  for (let i = request.messages.length - 1; i >= 0; i--) if (request.messages[i].role === "user") return request.messages[i].content;
  return "";
}

/** The category of a chat request's newest user message, or null (recaps and resume reviews are never flagged). */
export function requestSafety(request: Pick<CoachRequest, "mode" | "messages">): SafetyCategory | null {
  if (request.mode !== "chat") return null;
  const last = lastUserMessage(request);
  return last ? checkSafety(last) : null;
}

/**
 * Streams the safety answer when the request's last user message is flagged (calling `onFlag`
 * with the category first, and never `inner`); otherwise streams `inner(request)` unchanged.
 */
export async function* guardedStream(
  request: CoachRequest,
  inner: (request: CoachRequest) => AsyncIterable<CoachStreamEvent>,
  onFlag?: (category: SafetyCategory) => void,
): AsyncGenerator<CoachStreamEvent> {
  const category = requestSafety(request);
  if (!category) {
    yield* inner(request);
    return;
  }
  onFlag?.(category);
  const message = lastUserMessage(request);
  const language = detectLanguage(message);
  const market = marketOf(request.profile.country, request.profile.city);
  const markdown = safetyAnswer(category, language, market);
  const text = request.style === "spoken" ? spokenAnswer(markdown) : markdown;
  for (const chunk of chunkText(text)) yield { type: "token", text: chunk };
  yield { type: "done", text, additionalResponse: safetySummary(category, language), toolsUsed: [], citations: [], intent: "safety", language };
}
