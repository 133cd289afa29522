/**
 * The embedded local coach engine (core/coach/engine.ts) behind the provider interface: intent
 * routing and retrieval over the bundled knowledge base, streamed token by token. Needs no
 * network and no keys; the default in development, tests and any deployment without a model.
 */
import type { z } from "zod";
import { streamLocalCoach } from "../../../core/coach/engine";
import { warmCoachIndexes } from "../../../core/coach/retrieval";
import type { CoachRequest, CoachStreamEvent } from "../../../core/coach/types";
import type { CourseCatalogue } from "../../../core/courses/types";
import { AiProviderError, type AiProvider } from "./types";

/** Builds the engine's search indexes now (about 40 ms, once per isolate) instead of in the first reply. */
export function warmLocalCoach() {
  warmCoachIndexes();
}

/** `courses`: where the course tools search (the catalogue in D1); the bundled one when left out. */
export function localProvider(config: { courses?: CourseCatalogue } = {}): AiProvider {
  return {
    name: "local",

    async *stream(request: CoachRequest, options?: { signal?: AbortSignal }): AsyncGenerator<CoachStreamEvent> {
      try {
        for await (const event of streamLocalCoach(request, { courses: config.courses })) {
          if (options?.signal?.aborted) throw new AiProviderError("The local coach's answer was cancelled", "aborted");
          yield event;
        }
      } catch (error) {
        if (error instanceof AiProviderError) throw error;
        throw new AiProviderError(`The local coach engine failed: ${String(error)}`, "malformed", error);
      }
    },

    async generateObject<T>(_input: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }): Promise<T> {
      throw new AiProviderError(
        "Structured answers need a model: set AI_PROVIDER to openai (with AI_BASE_URL and AI_MODEL) or workers-ai (with the AI binding).",
        "not_configured",
      );
    },
  };
}
