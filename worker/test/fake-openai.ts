/**
 * A fake OpenAI-compatible chat server for the AI provider tests, answering in the test's own
 * isolate (workerd cannot reach a Node server): pass `fake.fetch` to the adapter.
 *
 * It checks requests like the real API does (POST /chat/completions, bearer key, JSON body with
 * model and messages; a `tool` message must answer a tool call the assistant made) and answers
 * with the next scripted reply. Streamed replies are split into small byte chunks that cut
 * through lines and multi-byte characters, as a real network would.
 */

export interface ScriptedToolCall {
  id: string;
  name: string;
  /** The arguments JSON, streamed in fragments. */
  arguments: string;
}

export type Reply =
  | { kind: "text"; text: string }
  | { kind: "tools"; calls: ScriptedToolCall[] }
  | { kind: "status"; status: number; body: string }
  /** Sends `events` (raw `data:` payloads), then errors the stream: the connection dropped. */
  | { kind: "broken"; events: string[] }
  /** Sends `events` verbatim (each followed by a blank line), then [DONE]. */
  | { kind: "raw"; events: string[]; done?: boolean }
  /** Accepts the request and never answers (until the caller aborts). */
  | { kind: "hang" }
  /** Sends `events`, then goes quiet without closing the stream. */
  | { kind: "stall"; events: string[] }
  | { kind: "json"; content: string };

export interface RecordedRequest {
  url: string;
  headers: Headers;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; description: string; parameters: unknown } }[];
    tool_choice?: unknown;
    response_format?: unknown;
  };
}

const encoder = new TextEncoder();

/** A chat.completion.chunk with one choice. */
export function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model: "fake-model", choices: [{ index: 0, delta, finish_reason: finishReason }] });
}

/** Words with their trailing spaces, like a model's tokens. */
export const tokensOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

function textEvents(text: string): string[] {
  return [chunk({ role: "assistant", content: "" }), ...tokensOf(text).map((t) => chunk({ content: t })), chunk({}, "stop")];
}

function toolEvents(calls: ScriptedToolCall[]): string[] {
  const events = [chunk({ role: "assistant", content: null })];
  calls.forEach((call, index) => {
    events.push(chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] }));
    // Arguments arrive a few characters at a time.
    for (let i = 0; i < call.arguments.length; i += 5) {
      events.push(chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(i, i + 5) } }] }));
    }
  });
  events.push(chunk({}, "tool_calls"));
  return events;
}

/** The SSE bytes of `events`, cut into 7-byte pieces. */
function pieces(events: string[], done: boolean): Uint8Array[] {
  const bytes = encoder.encode(events.map((e) => `data: ${e}\n\n`).join("") + (done ? "data: [DONE]\n\n" : ""));
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += 7) out.push(bytes.slice(i, i + 7));
  return out;
}

function streamOf(chunks: Uint8Array[], end: "close" | "error" | "stall", signal?: AbortSignal | null): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) {
        controller.enqueue(chunks[i++]);
        return;
      }
      if (end === "close") controller.close();
      else if (end === "error") controller.error(new Error("connection reset by peer"));
      else {
        // Never resolves until the reader gives up.
        return new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve(), { once: true }));
      }
    },
  });
}

const sse = (body: ReadableStream<Uint8Array>) => new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });

export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private readonly script: Reply[] = [];

  constructor(
    readonly baseUrl = "https://llm.fake.test/v1",
    readonly apiKey = "sk-fake-key",
  ) {}

  /** Queues the replies to the next requests, in order. */
  reply(...replies: Reply[]): this {
    this.script.push(...replies);
    return this;
  }

  /** The `fetch` to give the adapter. */
  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const signal = init?.signal ?? null;
    if (signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    const url = new URL(request.url);
    if (`${url.origin}${url.pathname}` !== `${this.baseUrl}/chat/completions` || request.method !== "POST") {
      return Response.json({ error: { message: `Unknown endpoint ${request.method} ${url.pathname}` } }, { status: 404 });
    }
    if (request.headers.get("authorization") !== `Bearer ${this.apiKey}`) {
      return Response.json({ error: { message: "Incorrect API key provided" } }, { status: 401 });
    }
    let body: RecordedRequest["body"];
    try {
      body = (await request.json()) as RecordedRequest["body"];
    } catch {
      return Response.json({ error: { message: "We could not parse the JSON body of your request." } }, { status: 400 });
    }
    if (!body.model || !Array.isArray(body.messages) || body.messages.length === 0) {
      return Response.json({ error: { message: "model and messages are required" } }, { status: 400 });
    }
    const offered = new Set(body.messages.flatMap((m) => m.tool_calls?.map((call) => call.id) ?? []));
    const orphan = body.messages.find((m) => m.role === "tool" && !offered.has(m.tool_call_id ?? ""));
    if (orphan) {
      return Response.json({ error: { message: "messages with role 'tool' must be a response to a preceding message with 'tool_calls'" } }, { status: 400 });
    }
    this.requests.push({ url: request.url, headers: request.headers, body });

    const next = this.script.shift();
    if (!next) return Response.json({ error: { message: "The fake has no scripted reply left" } }, { status: 500 });
    switch (next.kind) {
      case "text":
        return sse(streamOf(pieces(textEvents(next.text), true), "close"));
      case "tools":
        return sse(streamOf(pieces(toolEvents(next.calls), true), "close"));
      case "raw":
        return sse(streamOf(pieces(next.events, next.done ?? true), "close"));
      case "broken":
        return sse(streamOf(pieces(next.events, false), "error"));
      case "stall":
        return sse(streamOf(pieces(next.events, false), "stall", signal));
      case "status":
        return new Response(next.body, { status: next.status, headers: { "Content-Type": "application/json" } });
      case "json":
        return Response.json({ id: "chatcmpl-fake", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: next.content }, finish_reason: "stop" }] });
      case "hang":
        return new Promise<Response>((_, reject) => {
          if (signal?.aborted) reject(new DOMException("The operation was aborted.", "AbortError"));
          signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")), { once: true });
        });
    }
  };
}
