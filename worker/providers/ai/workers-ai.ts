/**
 * Workers AI (the `AI` binding, production only) through `workers-ai-provider`: the model is run
 * with `stream: true` and the coach's tools; in one tool round it may call tools (several at once
 * if it likes), their results go back, and the answer is then streamed without tools (./model.ts).
 */
import { createWorkersAI } from "workers-ai-provider";
import type { CoachToolkit } from "./toolkit";
import { modelProvider } from "./model";
import { AiProviderError, type AiProvider } from "./types";

/** The slice of the `Ai` binding the provider uses (tests pass a fake). */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export interface WorkersAiOptions {
  ai: WorkersAiBinding;
  model: string;
  timeoutMs: number;
  tools: CoachToolkit;
}

const MAX_TOKENS = 1500;

const PROVIDER = "Workers AI";

export function workersAiProvider(options: WorkersAiOptions): AiProvider {
  const binding: WorkersAiBinding = {
    // A stream or a chat result object; anything else is not an answer the provider can read.
    async run(model, inputs, runOptions) {
      const result = await options.ai.run(model, inputs, runOptions);
      if (result instanceof ReadableStream || (result !== null && typeof result === "object")) return result;
      throw new AiProviderError(`${PROVIDER} answered something other than a chat result`, "malformed");
    },
  };
  const workersAi = createWorkersAI({ binding: binding as unknown as Ai });
  return modelProvider({
    name: "workers-ai",
    label: PROVIDER,
    model: workersAi(options.model as Parameters<typeof workersAi>[0]),
    timeoutMs: options.timeoutMs,
    tools: options.tools,
    toolRounds: 1,
    finalRound: "no_tools",
    maxOutputTokens: MAX_TOKENS,
  });
}
