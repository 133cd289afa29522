/**
 * Workers AI (the `AI` binding, production only): traditional function calling as Cloudflare
 * documents it. The tool round is one `AI.run(model, { messages, tools })` call answering
 * `{ response, tool_calls: [{ name, arguments }] }`; the tools run here and their results go
 * back as `role: "tool"` messages. When tools were used, the final answer is requested with
 * `stream: true` (server-sent events of `{ "response": "<token>" }`, ending `data: [DONE]`);
 * when the model answered straight away, that answer is passed on word by word.
 */
import type { z } from "zod";
import type { CoachRequest, CoachStreamEvent, ToolUse } from "../../../core/coach/types";
import { buildMessages, doneEvent, jsonObjectMessages, languageOf, parseStructured, type WireMessage } from "./prompt";
import { sseData } from "./sse";
import type { CoachToolkit } from "./toolkit";
import { AiProviderError, type AiProvider } from "./types";

/** The slice of the `Ai` binding this adapter uses (tests pass a fake). */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export interface WorkersAiOptions {
  ai: WorkersAiBinding;
  model: string;
  timeoutMs: number;
  tools: CoachToolkit;
}

const PROVIDER = "Workers AI";
const MAX_TOKENS = 1500;
/** Tool calls run from the model's one tool round. */
const MAX_TOOL_CALLS = 4;

interface RunResult {
  response?: unknown;
  tool_calls?: { name?: string; arguments?: unknown }[];
}

/** Words with their following spaces, so joining the tokens gives the text back exactly. */
const wordTokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export function workersAiProvider(options: WorkersAiOptions): AiProvider {
  /** One AI.run within the timeout; the binding's own errors become AiProviderError. */
  async function run(inputs: Record<string, unknown>, signal: AbortSignal | undefined): Promise<unknown> {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        options.ai.run(options.model, inputs, { signal: controller.signal }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            controller.abort();
            reject(new AiProviderError(`${PROVIDER} did not answer within ${options.timeoutMs} ms`, "timeout"));
          }, options.timeoutMs);
          if (signal?.aborted) reject(new AiProviderError(`${PROVIDER} answer was cancelled`, "aborted"));
          signal?.addEventListener("abort", () => reject(new AiProviderError(`${PROVIDER} answer was cancelled`, "aborted")), { once: true });
        }),
      ]);
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      throw new AiProviderError(`${PROVIDER} failed: ${String(error)}`, "http", error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  function asResult(value: unknown): RunResult {
    if (!value || typeof value !== "object" || value instanceof ReadableStream) {
      throw new AiProviderError(`${PROVIDER} answered something other than a chat result`, "malformed");
    }
    return value as RunResult;
  }

  return {
    name: "workers-ai",

    async *stream(request: CoachRequest, streamOptions?: { signal?: AbortSignal }): AsyncGenerator<CoachStreamEvent> {
      const signal = streamOptions?.signal;
      const ctx = { profile: request.profile, today: request.today, language: languageOf(request) };
      const toolsUsed: ToolUse[] = [];

      let insight: ToolUse | undefined;
      if (request.mode === "resume_insights") {
        insight = options.tools.run("resume_insights", { resumeId: request.resumeId }, ctx);
        toolsUsed.push(insight);
        yield { type: "tool", use: insight };
      }
      const messages: WireMessage[] = buildMessages(request, insight);

      // One tool round (chat only): the model either calls tools (several at once if it likes) or
      // answers. A further non-streamed round would keep the user waiting for a whole generation,
      // so after the tools the answer is requested as a stream.
      let answered: string | null = null;
      if (request.mode === "chat") {
        const tools = options.tools.specs.map((spec) => ({ type: "function", function: spec }));
        const result = asResult(await run({ messages, tools, max_tokens: MAX_TOKENS }, signal));
        const calls = (result.tool_calls ?? []).filter((call) => call && typeof call.name === "string" && call.name).slice(0, MAX_TOOL_CALLS);
        if (calls.length === 0) {
          if (typeof result.response !== "string") throw new AiProviderError(`${PROVIDER} answered without text or tool calls`, "malformed");
          answered = result.response;
        }
        for (const call of calls) {
          messages.push({ role: "assistant", content: JSON.stringify({ name: call.name, arguments: call.arguments ?? {} }) });
          const use = options.tools.run(call.name!, call.arguments ?? {}, ctx);
          toolsUsed.push(use);
          yield { type: "tool", use };
          messages.push({ role: "tool", name: call.name!, content: use.observation });
        }
      }

      let text = "";
      if (answered !== null) {
        for (const token of wordTokens(answered)) {
          text += token;
          yield { type: "token", text: token };
        }
      } else {
        const stream = await run({ messages, stream: true, max_tokens: MAX_TOKENS }, signal);
        if (!(stream instanceof ReadableStream)) throw new AiProviderError(`${PROVIDER} did not stream its answer`, "malformed");
        let complete = false;
        for await (const data of sseData(stream as ReadableStream<Uint8Array>, { idleTimeoutMs: options.timeoutMs, signal, provider: PROVIDER })) {
          if (data.trim() === "[DONE]") {
            complete = true;
            break;
          }
          let chunk: { response?: unknown; choices?: { delta?: { content?: unknown } }[] };
          try {
            chunk = JSON.parse(data);
          } catch (error) {
            throw new AiProviderError(`${PROVIDER} sent an event that is not JSON: ${data.slice(0, 120)}`, "malformed", error);
          }
          const token = typeof chunk?.response === "string" ? chunk.response : chunk?.choices?.[0]?.delta?.content;
          if (typeof token === "string" && token) {
            text += token;
            yield { type: "token", text: token };
          }
        }
        if (!complete) throw new AiProviderError(`${PROVIDER} stream ended before the answer was complete`, "malformed");
      }

      if (!text.trim()) throw new AiProviderError(`${PROVIDER} finished without any answer text`, "malformed");
      yield doneEvent(request, text, toolsUsed);
    },

    async generateObject<T>(input: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }): Promise<T> {
      const result = asResult(
        await run(
          {
            messages: jsonObjectMessages(input),
            response_format: { type: "json_object" },
            max_tokens: MAX_TOKENS,
          },
          input.signal,
        ),
      );
      let content: unknown = result.response;
      if (typeof content === "string") {
        try {
          content = JSON.parse(content);
        } catch (error) {
          throw new AiProviderError(`${PROVIDER} did not answer with JSON`, "malformed", error);
        }
      }
      return parseStructured(PROVIDER, input.schema, content);
    },
  };
}
