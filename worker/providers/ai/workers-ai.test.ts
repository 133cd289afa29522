import { describe, expect, it } from "vitest";
import type { CoachRequest, CoachStreamEvent, ToolUse } from "../../../core/coach/types";
import type { CoachToolkit } from "./toolkit";
import { AiProviderError } from "./types";
import { workersAiProvider, type WorkersAiBinding } from "./workers-ai";

const request: CoachRequest = {
  mode: "chat",
  messages: [{ role: "user", content: "Recommend me a youtube channel for SQL" }],
  profile: { fullname: "Mona", title: "Data Analyst", level: "Junior", country: "Egypt", city: "Cairo", bio: "", skills: [], resumes: [] },
  today: "2026-11-17",
};

const toolkit: CoachToolkit = {
  specs: [{ name: "recommend_youtube", description: "YouTube channels for a subject", parameters: { type: "object", properties: { subject: { type: "string" } } } }],
  run: async (name, input): Promise<ToolUse> => ({
    tool: name as ToolUse["tool"],
    input: input as Record<string, unknown>,
    observation: "Alex The Analyst — SQL and career advice",
    citations: [{ kind: "youtube", id: "alex-the-analyst", title: "Alex The Analyst", url: "https://www.youtube.com/@AlexTheAnalyst" }],
  }),
};

/** Server-sent events as the Workers AI binding streams them. */
function eventStream(events: string[], end: "done" | "error" = "done"): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(events.map((e) => `data: ${e}\n\n`).join("") + (end === "done" ? "data: [DONE]\n\n" : ""));
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
      } else if (end === "done") controller.close();
      else controller.error(new Error("network connection lost"));
    },
  });
}

/** Words with their following spaces, as a model streams them. */
const wordTokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/**
 * A fake `AI` binding answering scripted results and recording every call. Like the real binding,
 * it answers `stream: true` with server-sent events: a scripted chat result (`{ response, tool_calls }`)
 * is streamed as its words, then its tool calls, then `[DONE]`. A scripted stream or function is
 * returned as it is.
 */
function fakeAi(...results: (unknown | (() => Promise<unknown>))[]) {
  const calls: { model: string; inputs: Record<string, unknown> }[] = [];
  const ai: WorkersAiBinding = {
    async run(model, inputs) {
      calls.push({ model, inputs: structuredClone(inputs) });
      const next = results.shift();
      if (typeof next === "function") return (next as () => Promise<unknown>)();
      if (inputs.stream && next && typeof next === "object" && !(next instanceof ReadableStream)) {
        const { response, tool_calls } = next as { response?: string; tool_calls?: unknown[] };
        return eventStream([
          ...wordTokens(response ?? "").map((token) => JSON.stringify({ response: token })),
          ...(tool_calls ? [JSON.stringify({ response: "", tool_calls })] : []),
        ]);
      }
      return next;
    },
  };
  return { ai, calls };
}

async function collect(stream: AsyncIterable<CoachStreamEvent>) {
  const events: CoachStreamEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
    return { events, error: null };
  } catch (error) {
    return { events, error: error as AiProviderError };
  }
}

const provider = (ai: WorkersAiBinding, timeoutMs = 5_000) => workersAiProvider({ ai, model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", timeoutMs, tools: toolkit });

describe("Workers AI provider", () => {
  it("should run the tool the model calls, send its result back and stream the final answer", async () => {
    const { ai, calls } = fakeAi(
      { response: "", tool_calls: [{ name: "recommend_youtube", arguments: { subject: "SQL" } }] },
      eventStream(['{"response":"Watch "}', '{"response":"Alex The Analyst."}', '{"response":"","usage":{"total_tokens":12}}']),
    );
    const { events, error } = await collect(provider(ai).stream(request));

    expect(error).toBeNull();
    expect(events.map((e) => e.type)).toEqual(["tool", "token", "token", "done"]);
    const done = events.at(-1) as Extract<CoachStreamEvent, { type: "done" }>;
    expect(done.text).toBe("Watch Alex The Analyst.");
    expect(done.intent).toBe("recommend_youtube");
    expect(done.citations[0]!.title).toBe("Alex The Analyst");

    expect(calls[0]!.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect((calls[0]!.inputs.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(["recommend_youtube"]);
    expect(calls[1]!.inputs.stream).toBe(true);
    // The answer is asked for without tools, after the assistant's call and the tool's result to it.
    expect(calls[1]!.inputs.tools).toBeUndefined();
    const messages = calls[1]!.inputs.messages as { role: string; content: string; name?: string; tool_call_id?: string; tool_calls?: { id: string }[] }[];
    expect(messages.slice(-2)).toMatchObject([
      { role: "assistant", tool_calls: [{ type: "function", function: { name: "recommend_youtube", arguments: JSON.stringify({ subject: "SQL" }) } }] },
      { role: "tool", name: "recommend_youtube", content: "Alex The Analyst — SQL and career advice" },
    ]);
    expect(messages.at(-1)!.tool_call_id).toBe(messages.at(-2)!.tool_calls![0]!.id);
  });

  it("should pass on a direct answer word by word without a second call", async () => {
    const { ai, calls } = fakeAi({ response: "Keep a learning log every Friday." });
    const { events } = await collect(provider(ai).stream(request));
    expect(calls).toHaveLength(1);
    expect(events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text)).toEqual(["Keep ", "a ", "learning ", "log ", "every ", "Friday."]);
  });

  it("should read OpenAI-style chunks from newer models too", async () => {
    const { ai } = fakeAi({ tool_calls: [{ name: "recommend_youtube", arguments: {} }] }, eventStream(['{"choices":[{"delta":{"content":"Hi"}}]}']));
    const { events } = await collect(provider(ai).stream(request));
    expect((events.at(-1) as { text: string }).text).toBe("Hi");
  });

  it.each([
    ["the binding throws", () => Promise.reject(new Error("AiError: 3040: Capacity temporarily exceeded")), "http"],
    ["the result is not a chat result", () => Promise.resolve("plain text"), "malformed"],
    ["the result has neither text nor tool calls", () => Promise.resolve({ usage: {} }), "malformed"],
  ])("should fail with an AiProviderError when %s", async (_case, result, reason) => {
    const { ai } = fakeAi(result);
    const { error } = await collect(provider(ai).stream(request));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error!.reason).toBe(reason);
  });

  it("should fail when the final stream breaks off", async () => {
    const { ai } = fakeAi({ tool_calls: [{ name: "recommend_youtube", arguments: {} }] }, eventStream(['{"response":"Wat"}'], "error"));
    const { events, error } = await collect(provider(ai).stream(request));
    expect(error?.reason).toBe("http");
    expect(events.some((e) => e.type === "done")).toBe(false);
  });

  it("should time out when the binding does not answer", async () => {
    const { ai } = fakeAi(() => new Promise(() => {}));
    const { error } = await collect(provider(ai, 50).stream(request));
    expect(error?.reason).toBe("timeout");
  });
});
