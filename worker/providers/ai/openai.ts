/**
 * Any OpenAI-compatible chat server (OpenAI, Ollama, vLLM, LM Studio…) through the AI SDK's
 * `@ai-sdk/openai-compatible`: `POST {base}/chat/completions` with `stream: true` and the coach's
 * tools. The model may call tools for up to MAX_TOOL_ROUNDS rounds (./model.ts), then must answer.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { CoachToolkit } from "./toolkit";
import { modelProvider } from "./model";
import { AiProviderError, type AiProvider } from "./types";

/** Rounds in which the model may call tools before it has to answer in text. */
export const MAX_TOOL_ROUNDS = 4;

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Time allowed for the response to start and, while streaming, between two chunks. */
  timeoutMs: number;
  tools: CoachToolkit;
  fetch?: typeof fetch;
}

const PROVIDER = "The OpenAI-compatible model";

export function openAiProvider(options: OpenAiOptions): AiProvider {
  const fetcher = options.fetch ?? fetch;
  const baseURL = options.baseUrl.replace(/\/+$/, "");
  const server = createOpenAICompatible({
    name: "openai-compatible",
    baseURL,
    apiKey: options.apiKey,
    // A server that cannot be reached is named in the error, so the log says where we looked.
    fetch: async (input, init) => {
      try {
        return await fetcher(input, init);
      } catch (error) {
        if (init?.signal?.aborted) throw error;
        throw new AiProviderError(`${PROVIDER} is unreachable at ${baseURL}/chat/completions: ${String(error)}`, "http", error);
      }
    },
  });
  return modelProvider({
    name: "openai",
    label: PROVIDER,
    model: server.chatModel(options.model),
    timeoutMs: options.timeoutMs,
    tools: options.tools,
    toolRounds: MAX_TOOL_ROUNDS,
    finalRound: "tool_choice_none",
  });
}
