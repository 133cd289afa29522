import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { CoachProfile, CoachRequest, CoachStreamEvent, ToolUse } from "../../../core/coach/types";
import { chunk, FakeOpenAi, tokensOf } from "../../test/fake-openai";
import { MAX_TOOL_ROUNDS, openAiProvider } from "./openai";
import type { CoachToolkit } from "./toolkit";
import { AiProviderError } from "./types";

const profile: CoachProfile = {
  fullname: "Mona Adel",
  title: "Data Analyst",
  level: "Junior",
  country: "Egypt",
  city: "Cairo",
  bio: "Turns retail data into weekly decisions.",
  skills: [
    { name: "SQL", type: "hard" },
    { name: "Teamwork", type: "soft" },
  ],
  resumes: [{ id: 7, title: "Mona Adel - Resume.pdf", text: "Data analyst. Python, SQL, Power BI." }],
};

const ask = (text: string, extra: Partial<CoachRequest> = {}): CoachRequest => ({
  mode: "chat",
  messages: [{ role: "user", content: text }],
  profile,
  today: "2026-11-17",
  ...extra,
});

/** A toolkit whose tools answer predictably and remember how they were called. */
function recordingToolkit() {
  const calls: { name: string; input: unknown }[] = [];
  const toolkit: CoachToolkit = {
    specs: [
      { name: "recommend_courses", description: "Courses for a subject", parameters: { type: "object", properties: { subject: { type: "string" } }, required: ["subject"] } },
      { name: "daily_tips", description: "Tips for today", parameters: { type: "object", properties: {} } },
      { name: "resume_insights", description: "Review a resume", parameters: { type: "object", properties: { resume_id: { type: "number" } } } },
    ],
    async run(name, input) {
      calls.push({ name, input });
      const use: ToolUse = {
        tool: name as ToolUse["tool"],
        input: input as Record<string, unknown>,
        observation: `${name} found: SQL for Data Analysis (Coursera)`,
        citations: [{ kind: "course", id: `c-${calls.length}`, title: "SQL for Data Analysis", url: "https://example.org/sql" }],
      };
      return use;
    },
  };
  return { toolkit, calls };
}

function setup(timeoutMs = 5_000) {
  const server = new FakeOpenAi();
  const { toolkit, calls } = recordingToolkit();
  const provider = openAiProvider({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: "fake-model", timeoutMs, tools: toolkit, fetch: server.fetch });
  return { server, provider, calls };
}

/** Reads a stream to its end, keeping what arrived before any error. */
async function collect(stream: AsyncIterable<CoachStreamEvent>) {
  const events: CoachStreamEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
    return { events, error: null };
  } catch (error) {
    return { events, error: error as AiProviderError };
  }
}

const tokens = (events: CoachStreamEvent[]) => events.flatMap((e) => (e.type === "token" ? [e.text] : []));
const done = (events: CoachStreamEvent[]) => events.find((e) => e.type === "done") as Extract<CoachStreamEvent, { type: "done" }>;

describe("OpenAI-compatible provider: streaming", () => {
  it("should pass on each streamed token and end with the whole answer", async () => {
    const { server, provider } = setup();
    const answer = "Start with **SQL joins**, then build one dashboard a week. كل التوفيق!";
    server.reply({ kind: "text", text: answer });

    const { events, error } = await collect(provider.stream(ask("How do I grow as an analyst?")));

    expect(error).toBeNull();
    expect(tokens(events)).toEqual(tokensOf(answer));
    expect(done(events)).toMatchObject({ type: "done", text: answer, toolsUsed: [], citations: [], intent: "general", language: "en" });
    expect(events.at(-1)?.type).toBe("done");
  });

  it("should send the model, the key, the coach's instructions with the profile, the tools and stream: true", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "text", text: "Hello Mona." });
    await collect(provider.stream(ask("Hi")));

    const [request] = server.requests;
    expect(request!.body).toMatchObject({ model: "fake-model", stream: true, tool_choice: "auto" });
    expect(request!.body.tools!.map((t) => t.function.name)).toEqual(["recommend_courses", "daily_tips", "resume_insights"]);
    expect(request!.body.messages[0]!.role).toBe("system");
    expect(request!.body.messages[0]!.content).toContain("Data Analyst (Junior)");
    expect(request!.body.messages[0]!.content).toContain("Hard skills: SQL");
    expect(request!.body.messages.at(-1)).toEqual({ role: "user", content: "Hi" });
  });

  it("should say the answer is Arabic when the user wrote Arabic", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "text", text: "أهلاً منى" });
    const { events } = await collect(provider.stream(ask("أريد خطة لتعلم تحليل البيانات")));
    expect(done(events).language).toBe("ar");
    expect(server.requests[0]!.body.messages[0]!.content).toContain("answer in Arabic");
  });

  it("should read events whatever way the bytes are split, including CRLF line ends and comments", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "raw", events: [`${chunk({ content: "Line one\r\n" })}\r\n: keep-alive`, chunk({ content: "ٌعربي" }), chunk({}, "stop")] });
    const { events, error } = await collect(provider.stream(ask("Hi")));
    expect(error).toBeNull();
    expect(done(events).text).toBe("Line one\r\nٌعربي");
  });
});

describe("OpenAI-compatible provider: tool calls", () => {
  it("should put streamed tool-call fragments together, run the tool, return its result and stream the answer", async () => {
    const { server, provider, calls } = setup();
    server.reply(
      { kind: "tools", calls: [{ id: "call_1", name: "recommend_courses", arguments: '{"subject":"SQL for analysts"}' }] },
      { kind: "text", text: "Take SQL for Data Analysis on Coursera." },
    );

    const { events, error } = await collect(provider.stream(ask("Recommend Course about SQL")));

    expect(error).toBeNull();
    expect(calls).toEqual([{ name: "recommend_courses", input: { subject: "SQL for analysts" } }]);
    expect(events.map((e) => e.type)).toEqual(["tool", ...tokensOf("Take SQL for Data Analysis on Coursera.").map(() => "token"), "done"]);
    const final = done(events);
    expect(final.toolsUsed.map((u) => u.tool)).toEqual(["recommend_courses"]);
    expect(final.citations).toEqual([{ kind: "course", id: "c-1", title: "SQL for Data Analysis", url: "https://example.org/sql" }]);
    expect(final.intent).toBe("recommend_courses");
    // The panel text names the tool as shown (first underscore removed) with what it found.
    expect(final.additionalResponse).toBe("**recommend courses**\nrecommend_courses found: SQL for Data Analysis (Coursera)");

    // The second request carries the assistant's call and the tool's answer to it.
    const second = server.requests[1]!.body.messages;
    expect(second.at(-2)).toMatchObject({ role: "assistant", tool_calls: [{ id: "call_1", type: "function", function: { name: "recommend_courses", arguments: '{"subject":"SQL for analysts"}' } }] });
    expect(second.at(-1)).toEqual({ role: "tool", tool_call_id: "call_1", content: "recommend_courses found: SQL for Data Analysis (Coursera)" });
  });

  it("should run several tool calls from one round in order", async () => {
    const { server, provider, calls } = setup();
    server.reply(
      {
        kind: "tools",
        calls: [
          { id: "a", name: "recommend_courses", arguments: '{"subject":"Excel"}' },
          { id: "b", name: "daily_tips", arguments: "" },
        ],
      },
      { kind: "text", text: "Here you go." },
    );
    const { events } = await collect(provider.stream(ask("Courses and tips please")));
    expect(calls.map((c) => c.name)).toEqual(["recommend_courses", "daily_tips"]);
    // Empty arguments reach the tool as an empty object.
    expect(calls[1]!.input).toEqual({});
    expect(done(events).toolsUsed).toHaveLength(2);
    expect(server.requests[1]!.body.messages.slice(-2).map((m) => m.tool_call_id)).toEqual(["a", "b"]);
  });

  it("should hand garbled tool arguments to the tool to refuse, and carry on", async () => {
    const { server, provider, calls } = setup();
    server.reply({ kind: "tools", calls: [{ id: "x", name: "recommend_courses", arguments: '{"subject": "SQL' }] }, { kind: "text", text: "Sorry." });
    const { error } = await collect(provider.stream(ask("SQL")));
    expect(error).toBeNull();
    expect(calls[0]!.input).toBe('{"subject": "SQL');
  });

  it(`should stop offering tools after ${MAX_TOOL_ROUNDS} rounds and make the model answer`, async () => {
    const { server, provider, calls } = setup();
    for (let i = 0; i < MAX_TOOL_ROUNDS; i++) server.reply({ kind: "tools", calls: [{ id: `r${i}`, name: "daily_tips", arguments: "{}" }] });
    server.reply({ kind: "text", text: "Final answer." });

    const { events, error } = await collect(provider.stream(ask("Tips")));

    expect(error).toBeNull();
    expect(calls).toHaveLength(MAX_TOOL_ROUNDS);
    expect(server.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(server.requests.at(-1)!.body.tool_choice).toBe("none");
    expect(done(events).text).toBe("Final answer.");
  });

  it("should run resume_insights on the chosen resume first and give its analysis and the resume text to the model", async () => {
    const { server, provider, calls } = setup();
    server.reply({ kind: "text", text: "Your resume is strong." });
    const { events } = await collect(provider.stream(ask("Get insights on my resume", { mode: "resume_insights", resumeId: 7 })));
    expect(calls).toEqual([{ name: "resume_insights", input: { resumeId: 7 } }]);
    expect(events[0]!.type).toBe("tool");
    expect(done(events).intent).toBe("resume_help");
    const last = server.requests[0]!.body.messages.at(-1)!.content!;
    expect(last).toContain("resume_insights found");
    expect(last).toContain("Python, SQL, Power BI");
  });

  it("should ask for a recap without tools and put the recap in the panel text", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "text", text: "## Recap\n- You want to learn SQL" });
    const { events } = await collect(provider.stream(ask("x", { mode: "recap", messages: [{ role: "user", content: "I want SQL" }, { role: "assistant", content: "Try this course" }] })));
    expect(server.requests[0]!.body.tools).toBeUndefined();
    expect(server.requests[0]!.body.messages.at(-1)!.content).toContain("recap");
    expect(done(events).additionalResponse).toBe("## Recap\n- You want to learn SQL");
  });
});

describe("OpenAI-compatible provider: failures", () => {
  it("should fail with reason http when the stream breaks off mid-answer, after passing on what arrived", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "broken", events: [chunk({ content: "Start " }), chunk({ content: "with" })] });
    const { events, error } = await collect(provider.stream(ask("Hi")));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error!.reason).toBe("http");
    expect(tokens(events).join("")).toBe("Start with");
    expect(events.some((e) => e.type === "done")).toBe(false);
  });

  it("should fail with reason malformed when the stream ends without [DONE] or a finish reason", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "raw", events: [chunk({ content: "Half an ans" })], done: false });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.reason).toBe("malformed");
  });

  it.each([
    [500, '{"error":{"message":"The server had an error while processing your request."}}'],
    [429, '{"error":{"message":"Rate limit reached"}}'],
    [401, "Unauthorized"],
  ])("should fail with reason http on HTTP %i and name the status", async (status, body) => {
    const { server, provider } = setup();
    server.reply({ kind: "status", status, body });
    const { events, error } = await collect(provider.stream(ask("Hi")));
    expect(events).toEqual([]);
    expect(error?.reason).toBe("http");
    expect(error?.message).toContain(`HTTP ${status}`);
  });

  it("should fail with reason http when the key is wrong (the server answers 401)", async () => {
    const server = new FakeOpenAi();
    const provider = openAiProvider({ baseUrl: server.baseUrl, apiKey: "sk-wrong", model: "m", timeoutMs: 1000, tools: recordingToolkit().toolkit, fetch: server.fetch });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.message).toContain("HTTP 401");
  });

  it.each([
    ["an event that is not JSON", ["{not json"]],
    ["a chunk without choices", ['{"id":"x","object":"chat.completion.chunk"}']],
    ["a JSON array", ["[1,2]"]],
  ])("should fail with reason malformed on %s", async (_case, events) => {
    const { server, provider } = setup();
    server.reply({ kind: "raw", events });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.reason).toBe("malformed");
  });

  it("should fail with reason http when the stream carries an error object", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "raw", events: ['{"error":{"message":"model overloaded"}}'] });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.reason).toBe("http");
    expect(error?.message).toContain("model overloaded");
  });

  it("should fail with reason malformed when the model answers nothing at all", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "raw", events: [chunk({ content: "" }, "stop")] });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.reason).toBe("malformed");
  });

  it("should time out when the server never answers", async () => {
    const { server, provider } = setup(50);
    server.reply({ kind: "hang" });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.reason).toBe("timeout");
  });

  it("should time out when the stream goes quiet mid-answer", async () => {
    const { server, provider } = setup(50);
    server.reply({ kind: "stall", events: [chunk({ content: "Thinking" })] });
    const { events, error } = await collect(provider.stream(ask("Hi")));
    expect(tokens(events)).toEqual(["Thinking"]);
    expect(error?.reason).toBe("timeout");
  });

  it("should fail with reason aborted when the caller cancels", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "hang" });
    const controller = new AbortController();
    const pending = collect(provider.stream(ask("Hi"), { signal: controller.signal }));
    controller.abort();
    expect((await pending).error?.reason).toBe("aborted");
  });

  it("should fail with reason http when the server cannot be reached", async () => {
    const provider = openAiProvider({
      baseUrl: "https://llm.fake.test/v1",
      model: "m",
      timeoutMs: 1000,
      tools: recordingToolkit().toolkit,
      fetch: async () => {
        throw new TypeError("fetch failed: connection refused");
      },
    });
    const { error } = await collect(provider.stream(ask("Hi")));
    expect(error?.reason).toBe("http");
    expect(error?.message).toContain("unreachable");
  });
});

describe("OpenAI-compatible provider: structured output", () => {
  const schema = z.object({ skills: z.array(z.string()), seniority: z.enum(["junior", "senior"]) });

  it("should ask for a JSON object and return it validated", async () => {
    const { server, provider } = setup();
    server.reply({ kind: "json", content: '{"skills":["SQL","Python"],"seniority":"junior"}' });
    const result = await provider.generateObject({ system: "Extract skills.", prompt: "Resume text", schema });
    expect(result).toEqual({ skills: ["SQL", "Python"], seniority: "junior" });
    expect(server.requests[0]!.body).toMatchObject({ response_format: { type: "json_object" } });
    // Not streamed (an absent `stream` means false to the API).
    expect(server.requests[0]!.body.stream ?? false).toBe(false);
  });

  it.each([
    ["JSON of the wrong shape", '{"skills":"SQL"}'],
    ["text that is not JSON", "Sure! Here are the skills: SQL"],
  ])("should fail with reason malformed on %s", async (_case, content) => {
    const { server, provider } = setup();
    server.reply({ kind: "json", content });
    await expect(provider.generateObject({ system: "s", prompt: "p", schema })).rejects.toMatchObject({ name: "AiProviderError", reason: "malformed" });
  });

  it("should time out when the server never answers", async () => {
    const { server, provider } = setup(50);
    server.reply({ kind: "hang" });
    await expect(provider.generateObject({ system: "s", prompt: "p", schema })).rejects.toMatchObject({ name: "AiProviderError", reason: "timeout" });
  });
});
