/**
 * The coach on top of an AI SDK language model (the OpenAI-compatible and Workers AI adapters).
 * `streamText` streams the answer, puts streamed tool calls back together, runs the coach's tools
 * and sends their results to the model for at most `toolRounds` rounds, after which the model must
 * answer in text. What stays here: turning the SDK's stream into the coach's events (tool, token,
 * done), giving up when nothing arrives for `timeoutMs`, and one readable AiProviderError per failure.
 */
import {
  APICallError,
  generateText,
  InvalidResponseDataError,
  InvalidToolInputError,
  JSONParseError,
  jsonSchema,
  NoObjectGeneratedError,
  Output,
  stepCountIs,
  StreamProviderError,
  streamText,
  tool,
  TypeValidationError,
  type LanguageModel,
  type ToolSet,
} from "ai";
import type { z } from "zod";
import type { CoachRequest, CoachStreamEvent, ToolUse } from "../../../core/coach/types";
import { buildPrompt, doneEvent, languageOf } from "./prompt";
import type { CoachToolkit, ToolRunContext } from "./toolkit";
import { AiProviderError, type AiProvider } from "./types";

export interface ModelProviderOptions {
  /** "openai" | "workers-ai" (logs, /api/config). */
  name: string;
  /** Names the model in error messages ("Workers AI"). */
  label: string;
  model: LanguageModel;
  /** Time allowed without any progress: for the answer to start, and between two chunks. */
  timeoutMs: number;
  tools: CoachToolkit;
  /** Rounds in which the model may call tools before it has to answer in text. */
  toolRounds: number;
  /**
   * How the last round keeps the model from calling tools: offered with `tool_choice: "none"`
   * (OpenAI-compatible servers), or not offered at all (models that ignore tool_choice).
   */
  finalRound: "tool_choice_none" | "no_tools";
  maxOutputTokens?: number;
}

/** The toolkit as AI SDK tools: the model sees each tool's JSON Schema, and gets back what it found. */
function sdkTools(toolkit: CoachToolkit, ctx: ToolRunContext): ToolSet {
  return Object.fromEntries(
    toolkit.specs.map((spec) => [
      spec.name,
      tool({
        description: spec.description,
        // No validation here: the tool checks its arguments and answers bad ones with an observation.
        inputSchema: jsonSchema<unknown>(spec.parameters),
        execute: (input: unknown): Promise<ToolUse> => toolkit.run(spec.name, input, ctx),
        toModelOutput: ({ output }: { output: ToolUse }) => ({ type: "text" as const, value: output.observation }),
      }),
    ]),
  );
}

/** Maps anything the SDK, the provider or the network throws to the error callers expect. */
export function providerError(label: string, error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof Error && error.name === "TimeoutError") return new AiProviderError(`${label} did not answer within the timeout`, "timeout", error);
  if (error instanceof Error && error.name === "AbortError") return new AiProviderError(`${label} answer was cancelled`, "aborted", error);
  if (APICallError.isInstance(error)) {
    // Our own check inside a provider call, wrapped by the provider.
    if (error.cause instanceof AiProviderError) return error.cause;
    if (error.statusCode) {
      const detail = (error.responseBody ?? "").slice(0, 300);
      return new AiProviderError(`${label} answered HTTP ${error.statusCode}${detail ? `: ${detail}` : ""}`, "http", error);
    }
    return new AiProviderError(`${label} failed: ${error.message}`, "http", error);
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    const shape = TypeValidationError.isInstance(error.cause);
    const detail = shape ? `answered JSON of the wrong shape: ${String((error.cause as Error).message).slice(0, 300)}` : "did not answer with JSON";
    return new AiProviderError(`${label} ${detail}`, "malformed", error);
  }
  // The provider's stream carried an error event (`{"error":{"message":…}}`).
  if (StreamProviderError.isInstance(error)) return new AiProviderError(`${label} reported an error: ${error.message}`, "http", error);
  // A chunk that is not JSON, not a chat chunk, or a stream that ended without a finish reason.
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error) || InvalidResponseDataError.isInstance(error)) {
    return new AiProviderError(`${label} sent something that is not a chat answer: ${error.message.slice(0, 200)}`, "malformed", error);
  }
  return new AiProviderError(`${label} stream broke off: ${String(error)}`, "http", error);
}

/**
 * Cancellation and the idle timeout around the SDK: `signal` goes to the SDK (which then closes the
 * request), and every wait — for the answer, or for the next part of a stream — is also raced
 * against it, so a call that ignores the signal cannot hold the answer either.
 */
function watchdog(label: string, timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  const stop = (reason: AiProviderError) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const cancelled = () => stop(new AiProviderError(`${label} answer was cancelled`, "aborted"));
  if (callerSignal?.aborted) cancelled();
  else callerSignal?.addEventListener("abort", cancelled, { once: true });
  const reason = () => controller.signal.reason as AiProviderError;

  /** Waits for `promise`, for at most `timeoutMs` and not past a cancellation. */
  async function race<T>(promise: PromiseLike<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    try {
      return await Promise.race([
        promise,
        new Promise<never>((_, reject) => {
          onAbort = () => reject(reason());
          if (controller.signal.aborted) return onAbort();
          controller.signal.addEventListener("abort", onAbort, { once: true });
          timer = setTimeout(() => stop(new AiProviderError(`${label} sent nothing for ${timeoutMs} ms`, "timeout")), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      if (onAbort) controller.signal.removeEventListener("abort", onAbort);
    }
  }

  /** The stream's parts, each within the timeout; ending early cancels the request. */
  async function* within<T>(stream: AsyncIterable<T>): AsyncGenerator<T> {
    const iterator = stream[Symbol.asyncIterator]();
    try {
      while (true) {
        const next = await race(iterator.next());
        if (next.done) return;
        yield next.value;
      }
    } finally {
      release();
      // Not awaited: a call that ignores the abort may never settle.
      void iterator.return?.()?.catch(() => {});
    }
  }

  function release() {
    callerSignal?.removeEventListener("abort", cancelled);
    stop(new AiProviderError(`${label} answer was closed`, "aborted"));
  }

  return { signal: controller.signal, reason, race, within, release };
}

export function modelProvider(options: ModelProviderOptions): AiProvider {
  const { label } = options;

  return {
    name: options.name,

    async *stream(request: CoachRequest, streamOptions?: { signal?: AbortSignal }): AsyncGenerator<CoachStreamEvent> {
      const ctx = { profile: request.profile, today: request.today, language: languageOf(request) };
      const toolsUsed: ToolUse[] = [];
      let text = "";

      // Get Insights reviews one named resume: run its tool up front so the panel always shows it.
      let insight: ToolUse | undefined;
      if (request.mode === "resume_insights") {
        insight = await options.tools.run("resume_insights", { resumeId: request.resumeId }, ctx);
        toolsUsed.push(insight);
        yield { type: "tool", use: insight };
      }

      const watch = watchdog(label, options.timeoutMs, streamOptions?.signal);
      // A recap only summarises and an insight has its analysis already: only a chat gets the catalogue.
      const chat = request.mode === "chat";
      const result = streamText({
        model: options.model,
        ...buildPrompt(request, insight),
        maxOutputTokens: options.maxOutputTokens,
        maxRetries: 0,
        abortSignal: watch.signal,
        // Errors arrive as stream parts below and become AiProviderError there.
        onError: () => {},
        ...(chat
          ? {
              tools: sdkTools(options.tools, ctx),
              toolChoice: "auto" as const,
              stopWhen: stepCountIs(options.toolRounds + 1),
              prepareStep: ({ stepNumber }: { stepNumber: number }) =>
                stepNumber < options.toolRounds ? undefined : options.finalRound === "no_tools" ? { activeTools: [] } : { toolChoice: "none" as const },
              // Arguments that are not JSON go to the tool as the text the model wrote: the tool answers
              // with what was wrong, and the model can correct itself.
              repairToolCall: async ({ toolCall, error }) => (InvalidToolInputError.isInstance(error) ? { ...toolCall, input: JSON.stringify(toolCall.input) } : null),
            }
          : {}),
      });

      try {
        for await (const part of watch.within(result.stream)) {
          switch (part.type) {
            case "text-delta":
              if (!part.text) break;
              text += part.text;
              yield { type: "token", text: part.text };
              break;
            case "tool-result": {
              const use = part.output as ToolUse;
              toolsUsed.push(use);
              yield { type: "tool", use };
              break;
            }
            case "error":
              throw providerError(label, part.error);
            case "abort":
              throw watch.reason() ?? new AiProviderError(`${label} answer was cancelled`, "aborted");
            case "finish-step":
              if (part.finishReason === "error") throw new AiProviderError(`${label} stream ended before the answer was complete`, "malformed");
              break;
          }
        }
      } catch (error) {
        throw providerError(label, error);
      }

      if (!text.trim()) throw new AiProviderError(`${label} finished without any answer text`, "malformed");
      yield doneEvent(request, text, toolsUsed);
    },

    async generateObject<T>(input: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }): Promise<T> {
      const watch = watchdog(label, options.timeoutMs, input.signal);
      try {
        const { output } = await watch.race(
          generateText({
            model: options.model,
            instructions: `${input.system}\nAnswer with one JSON object and nothing else.`,
            prompt: input.prompt,
            output: Output.object({ schema: input.schema }),
            maxOutputTokens: options.maxOutputTokens,
            maxRetries: 0,
            abortSignal: watch.signal,
          }),
        );
        return output as T;
      } catch (error) {
        throw providerError(label, error);
      } finally {
        watch.release();
      }
    },
  };
}
