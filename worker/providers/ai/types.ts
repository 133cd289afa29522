/**
 * The AI provider interface: one streamed, tool-calling chat and one structured-output call.
 * Adapters: the embedded local engine (default), Workers AI (production binding) and any
 * OpenAI-compatible server (AI_BASE_URL). Chosen by `createAiProvider(env)` in ./index.ts.
 */
import type { z } from "zod";
import type { CoachRequest, CoachStreamEvent } from "../../../core/coach/types";

export interface AiProvider {
  /** "local" | "workers-ai" | "openai" — shown in logs and in /api/config. */
  readonly name: string;
  /**
   * Streams one answer. Yields `tool` events as tools run, `token` events as text arrives, and
   * exactly one `done` at the end. Throws `AiProviderError` on failure, timeout or malformed output
   * (callers show AI_UNAVAILABLE_MESSAGE and keep the user's message).
   */
  stream(request: CoachRequest, options?: { signal?: AbortSignal }): AsyncIterable<CoachStreamEvent>;
  /** One JSON answer validated by `schema` (e.g. resume extraction); throws AiProviderError when it does not fit. */
  generateObject<T>(input: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }): Promise<T>;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "http" | "malformed" | "aborted" | "not_configured",
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

/** What the chat shows when a provider fails; the user's message stays in the transcript. */
export const AI_UNAVAILABLE_MESSAGE = "Amal could not answer just now — try again";
