/**
 * Any OpenAI-compatible chat server (OpenAI, Ollama, vLLM, LM Studio…): `POST {base}/chat/completions`
 * with `stream: true` and the coach's tools. Tokens are passed on as they arrive; streamed
 * tool-call fragments are put back together, the tools run here (against the bundled catalogue),
 * their results go back to the model, and after at most MAX_TOOL_ROUNDS the model must answer.
 */
import type { z } from "zod";
import type { CoachRequest, CoachStreamEvent, ToolUse } from "../../../core/coach/types";
import { buildMessages, doneEvent, jsonObjectMessages, languageOf, parseStructured, type WireMessage } from "./prompt";
import { sseData } from "./sse";
import type { CoachToolkit } from "./toolkit";
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

interface PartialToolCall {
  id: string;
  name: string;
  arguments: string;
}

interface ChunkChoice {
  delta?: {
    content?: string | null;
    tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
  };
  finish_reason?: string | null;
}

const PROVIDER = "The OpenAI-compatible model";

/** Parses one streamed chunk; anything that is not a chat.completion.chunk is malformed output. */
function parseChunk(data: string): { choice?: ChunkChoice } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    throw new AiProviderError(`${PROVIDER} sent an event that is not JSON: ${data.slice(0, 120)}`, "malformed", error);
  }
  if (!json || typeof json !== "object") throw new AiProviderError(`${PROVIDER} sent an unexpected event: ${data.slice(0, 120)}`, "malformed");
  const body = json as { error?: { message?: string }; choices?: ChunkChoice[] };
  if (body.error) throw new AiProviderError(`${PROVIDER} reported an error: ${body.error.message ?? JSON.stringify(body.error)}`, "http");
  if (!Array.isArray(body.choices)) throw new AiProviderError(`${PROVIDER} sent a chunk without choices: ${data.slice(0, 120)}`, "malformed");
  return { choice: body.choices[0] };
}

/** Aborts when the caller aborts; a separate timer (in `post`) covers the wait for headers. */
function linkedController(signal?: AbortSignal) {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  return controller;
}

export function openAiProvider(options: OpenAiOptions): AiProvider {
  const fetcher = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  /** POSTs a body and returns the response once its headers arrive, within the timeout. */
  async function post(body: Record<string, unknown>, signal: AbortSignal | undefined): Promise<{ res: Response; controller: AbortController }> {
    const controller = linkedController(signal);
    const timer = setTimeout(() => controller.abort(new AiProviderError(`${PROVIDER} did not answer within ${options.timeoutMs} ms`, "timeout")), options.timeoutMs);
    let res: Response;
    try {
      // Raced against the signal too, so a fetch that ignores it cannot hold the reply forever.
      res = await Promise.race([
        fetcher(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({ model: options.model, ...body }),
          signal: controller.signal,
        }),
        new Promise<never>((_, reject) => {
          const stop = () => reject(controller.signal.reason ?? new Error("aborted"));
          if (controller.signal.aborted) stop();
          else controller.signal.addEventListener("abort", stop, { once: true });
        }),
      ]);
    } catch (error) {
      if (controller.signal.reason instanceof AiProviderError) throw controller.signal.reason;
      if (signal?.aborted) throw new AiProviderError(`${PROVIDER} answer was cancelled`, "aborted", error);
      throw new AiProviderError(`${PROVIDER} is unreachable at ${endpoint}: ${String(error)}`, "http", error);
    } finally {
      clearTimeout(timer);
    }
    if (!res.ok) {
      const detail = (await res.text().catch(() => "")).slice(0, 300);
      throw new AiProviderError(`${PROVIDER} answered HTTP ${res.status}${detail ? `: ${detail}` : ""}`, "http");
    }
    return { res, controller };
  }

  return {
    name: "openai",

    async *stream(request: CoachRequest, streamOptions?: { signal?: AbortSignal }): AsyncGenerator<CoachStreamEvent> {
      const signal = streamOptions?.signal;
      const ctx = { profile: request.profile, today: request.today, language: languageOf(request) };
      const toolsUsed: ToolUse[] = [];
      let text = "";

      // Get Insights reviews one named resume: run its tool up front so the panel always shows it.
      let insight: ToolUse | undefined;
      if (request.mode === "resume_insights") {
        insight = options.tools.run("resume_insights", { resumeId: request.resumeId }, ctx);
        toolsUsed.push(insight);
        yield { type: "tool", use: insight };
      }
      const messages: WireMessage[] = buildMessages(request, insight);
      // A recap only summarises; it needs no catalogue.
      const offerTools = request.mode === "chat";

      for (let round = 0; round < MAX_TOOL_ROUNDS + 1; round++) {
        const lastRound = !offerTools || round === MAX_TOOL_ROUNDS;
        const { res, controller } = await post(
          {
            messages,
            stream: true,
            ...(offerTools ? { tools: options.tools.specs.map((spec) => ({ type: "function", function: spec })), tool_choice: lastRound ? "none" : "auto" } : {}),
          },
          signal,
        );
        if (!res.body) throw new AiProviderError(`${PROVIDER} answered without a body`, "malformed");

        const calls: PartialToolCall[] = [];
        let roundText = "";
        let complete = false;
        try {
          for await (const data of sseData(res.body, { idleTimeoutMs: options.timeoutMs, signal, provider: PROVIDER })) {
            if (data.trim() === "[DONE]") {
              complete = true;
              break;
            }
            const { choice } = parseChunk(data);
            if (!choice) continue;
            const delta = choice.delta ?? {};
            if (typeof delta.content === "string" && delta.content) {
              roundText += delta.content;
              yield { type: "token", text: delta.content };
            }
            for (const part of delta.tool_calls ?? []) {
              const index = part.index ?? calls.length - 1;
              const call = (calls[index] ??= { id: "", name: "", arguments: "" });
              if (part.id) call.id = part.id;
              if (part.function?.name) call.name += part.function.name;
              if (part.function?.arguments) call.arguments += part.function.arguments;
            }
            if (choice.finish_reason) complete = true;
          }
        } finally {
          controller.abort();
        }
        if (!complete) throw new AiProviderError(`${PROVIDER} stream ended before the answer was complete`, "malformed");
        text += roundText;

        const requested = calls.filter((call) => call && call.name);
        if (requested.length === 0 || lastRound) break;

        messages.push({
          role: "assistant",
          content: roundText || null,
          tool_calls: requested.map((call, i) => ({ id: call.id || `call_${round}_${i}`, type: "function", function: { name: call.name, arguments: call.arguments || "{}" } })),
        });
        for (const [i, call] of requested.entries()) {
          // The arguments go as the model wrote them: the tool parses and validates them, and answers
          // garbled ones with an observation the model can correct itself from.
          const use = options.tools.run(call.name, call.arguments, ctx);
          toolsUsed.push(use);
          yield { type: "tool", use };
          messages.push({ role: "tool", tool_call_id: call.id || `call_${round}_${i}`, content: use.observation });
        }
      }

      if (!text.trim()) throw new AiProviderError(`${PROVIDER} finished without any answer text`, "malformed");
      yield doneEvent(request, text, toolsUsed);
    },

    async generateObject<T>(input: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }): Promise<T> {
      const { res } = await post(
        {
          messages: jsonObjectMessages(input),
          response_format: { type: "json_object" },
          stream: false,
        },
        input.signal,
      );
      let content: unknown;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const body = (await Promise.race([
          res.json(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new AiProviderError(`${PROVIDER} did not finish within ${options.timeoutMs} ms`, "timeout")), options.timeoutMs);
          }),
        ])) as { choices?: { message?: { content?: string } }[] };
        content = JSON.parse(body.choices?.[0]?.message?.content ?? "");
      } catch (error) {
        if (error instanceof AiProviderError) throw error;
        throw new AiProviderError(`${PROVIDER} did not answer with JSON`, "malformed", error);
      } finally {
        clearTimeout(timer);
      }
      return parseStructured(PROVIDER, input.schema, content);
    },
  };
}
