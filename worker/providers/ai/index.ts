/**
 * Chooses the coach's AI provider from the environment (AI_PROVIDER):
 *  - `local` (default): the embedded coach engine, offline;
 *  - `openai`: any OpenAI-compatible server at AI_BASE_URL (AI_API_KEY, AI_MODEL);
 *  - `workers-ai`: the production `AI` binding with WORKERS_AI_MODEL.
 * Every adapter gives up after AI_TIMEOUT_MS without progress. A provider that is selected but not
 * configured answers every call with a `not_configured` AiProviderError naming what is missing,
 * so the chat shows its "try again" message and the log says what to fix.
 *
 * Whichever is chosen, its chat stream goes through the coach's safety layer
 * (core/coach/safety): a possible medical emergency, thoughts of self-harm, or a request to cheat
 * or forge documents is answered there and never reaches the provider. Each such reply logs one
 * warning with its category, never the message.
 */
import type { z } from "zod";
import { guardedStream, type SafetyCategory } from "../../../core/coach/safety/index";
import type { CourseCatalogue } from "../../../core/courses/types";
import type { Vars } from "../../env";
import { localProvider } from "./local";
import { openAiProvider } from "./openai";
import { coachToolkit, type CoachToolkit } from "./toolkit";
import { AiProviderError, type AiProvider } from "./types";
import { workersAiProvider, type WorkersAiBinding } from "./workers-ai";

export { AI_UNAVAILABLE_MESSAGE, AiProviderError, type AiProvider } from "./types";
export { warmLocalCoach } from "./local";
export type { CoachToolkit } from "./toolkit";

export type AiVars = Pick<Vars, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "WORKERS_AI_MODEL" | "AI_TIMEOUT_MS">;

export interface AiDeps {
  /** The Workers AI binding (`env.AI`). */
  ai?: WorkersAiBinding;
  /** For the OpenAI-compatible adapter (tests pass a fake server). */
  fetch?: typeof fetch;
  tools?: CoachToolkit;
  /** Where the coach's course tools search (the catalogue in D1); the bundled catalogue when left out. */
  courses?: CourseCatalogue;
}

function misconfigured(name: string, problem: string): AiProvider {
  const fail = () => new AiProviderError(problem, "not_configured");
  return {
    name,
    // biome-ignore lint/correctness/useYield: a misconfigured provider's stream fails on its first read.
    async *stream() {
      throw fail();
    },
    async generateObject<T>(_input: { schema: z.ZodType<T> }): Promise<T> {
      throw fail();
    },
  };
}

/** The log line of a safety reply: the category only, never the user's words. */
function logSafetyReply(category: SafetyCategory) {
  console.warn(JSON.stringify({ level: "warn", msg: "coach safety reply", category }));
}

/** `provider` with its chat stream behind the safety layer; structured output is unchanged. */
export function withSafety(provider: AiProvider): AiProvider {
  return {
    name: provider.name,
    stream: (request, options) => guardedStream(request, (r) => provider.stream(r, options), logSafetyReply),
    generateObject: (input) => provider.generateObject(input),
  };
}

export function createAiProvider(vars: AiVars, deps: AiDeps = {}): AiProvider {
  return withSafety(chooseProvider(vars, deps));
}

function chooseProvider(vars: AiVars, deps: AiDeps): AiProvider {
  switch (vars.AI_PROVIDER) {
    case "openai":
      if (!vars.AI_BASE_URL || !vars.AI_MODEL) {
        return misconfigured("openai", "AI_PROVIDER=openai needs AI_BASE_URL (e.g. https://api.openai.com/v1) and AI_MODEL.");
      }
      return openAiProvider({
        baseUrl: vars.AI_BASE_URL,
        apiKey: vars.AI_API_KEY,
        model: vars.AI_MODEL,
        timeoutMs: vars.AI_TIMEOUT_MS,
        tools: deps.tools ?? coachToolkit({ courses: deps.courses }),
        fetch: deps.fetch,
      });
    case "workers-ai":
      if (!deps.ai) {
        return misconfigured("workers-ai", 'AI_PROVIDER=workers-ai needs the Workers AI binding: add `ai = { binding = "AI" }` to this environment in wrangler.toml.');
      }
      return workersAiProvider({ ai: deps.ai, model: vars.WORKERS_AI_MODEL, timeoutMs: vars.AI_TIMEOUT_MS, tools: deps.tools ?? coachToolkit({ courses: deps.courses }) });
    default:
      return localProvider({ courses: deps.courses });
  }
}
