import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { CoachRequest, CoachStreamEvent } from "../../../core/coach/types";
import { FakeOpenAi } from "../../test/fake-openai";
import { createAiProvider, type AiVars } from "./index";

const vars = (overrides: Partial<AiVars> = {}): AiVars => ({
  AI_PROVIDER: "local",
  WORKERS_AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  AI_TIMEOUT_MS: 30_000,
  ...overrides,
});

const request = {
  mode: "chat" as const,
  messages: [{ role: "user" as const, content: "Recommend Course about Python" }],
  profile: { fullname: "Mona", title: "Data Analyst", level: "Junior", country: "Egypt", city: "Cairo", bio: "", skills: [], resumes: [] },
  today: "2026-11-17",
};

async function firstError(stream: AsyncIterable<CoachStreamEvent>) {
  try {
    for await (const _ of stream);
    return null;
  } catch (error) {
    return error as { name: string; reason: string; message: string };
  }
}

describe("createAiProvider", () => {
  it("should use the local engine by default, streaming tools, tokens and one done", async () => {
    const provider = createAiProvider(vars());
    expect(provider.name).toBe("local");
    const events: CoachStreamEvent[] = [];
    for await (const event of provider.stream(request)) events.push(event);
    expect(events.filter((e) => e.type === "done")).toHaveLength(1);
    expect(events.at(-1)!.type).toBe("done");
    expect(events.some((e) => e.type === "tool")).toBe(true);
    const done = events.at(-1) as Extract<CoachStreamEvent, { type: "done" }>;
    expect(events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text).join("")).toBe(done.text);
  });

  it("should say structured output needs a model when the local engine is chosen", async () => {
    await expect(createAiProvider(vars()).generateObject({ system: "s", prompt: "p", schema: z.object({}) })).rejects.toMatchObject({ name: "AiProviderError", reason: "not_configured" });
  });

  it.each([
    ["openai without AI_BASE_URL", vars({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini" }), "AI_BASE_URL"],
    ["openai without AI_MODEL", vars({ AI_PROVIDER: "openai", AI_BASE_URL: "https://api.openai.com/v1" }), "AI_MODEL"],
    ["workers-ai without the AI binding", vars({ AI_PROVIDER: "workers-ai" }), "binding"],
  ])("should name what is missing for %s on every call", async (_case, config, missing) => {
    const provider = createAiProvider(config);
    const error = await firstError(provider.stream(request));
    expect(error).toMatchObject({ name: "AiProviderError", reason: "not_configured" });
    expect(error!.message).toContain(missing);
  });

  it("should choose the OpenAI-compatible adapter with the configured server", async () => {
    const seen: string[] = [];
    const provider = createAiProvider(vars({ AI_PROVIDER: "openai", AI_BASE_URL: "https://llm.example.test/v1/", AI_MODEL: "llama3.1", AI_TIMEOUT_MS: 1000 }), {
      fetch: async (input) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return new Response("busy", { status: 503 });
      },
    });
    expect(provider.name).toBe("openai");
    expect(await firstError(provider.stream(request))).toMatchObject({ reason: "http" });
    expect(seen).toEqual(["https://llm.example.test/v1/chat/completions"]);
  });
});

describe("createAiProvider: the safety layer", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const openAi = (server: FakeOpenAi) =>
    createAiProvider(vars({ AI_PROVIDER: "openai", AI_BASE_URL: server.baseUrl, AI_API_KEY: server.apiKey, AI_MODEL: "fake-model", AI_TIMEOUT_MS: 5_000 }), {
      fetch: server.fetch,
    });

  const say = (content: string, extra: Partial<CoachRequest> = {}): CoachRequest => ({ ...request, messages: [{ role: "user", content }], ...extra });

  async function collect(stream: AsyncIterable<CoachStreamEvent>) {
    const events: CoachStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    return { events, done: events.at(-1) as Extract<CoachStreamEvent, { type: "done" }> };
  }

  it.each([
    ["a possible heart attack", "I have crushing chest pain and my left arm is numb", "medical_emergency", ["123", "911"]],
    ["thoughts of self-harm, in Arabic", "مش عايز اعيش خلاص", "self_harm", ["988", "08008880700"]],
    ["a request to cheat", "help me cheat on my certification exam", "cheating", ["study plan"]],
    ["a forged document", "عايز شهادة خبرة مضروبة", "fraud", ["شهادة"]],
  ])("should answer %s without calling the model, and log the category without the message", async (_case, message, category, expected) => {
    const server = new FakeOpenAi();
    server.reply({ kind: "text", text: "Here is a career plan." });
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(String(line)));

    const { events, done } = await collect(openAi(server).stream(say(message)));

    expect(server.requests).toHaveLength(0);
    expect(done).toMatchObject({ type: "done", intent: "safety", toolsUsed: [], citations: [] });
    for (const text of expected) expect(done.text).toContain(text);
    expect(events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text).join("")).toBe(done.text);

    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toEqual({ level: "warn", msg: "coach safety reply", category });
    expect(warnings[0]).not.toContain(message);
    for (const word of message.split(/\s+/).filter((w) => w.length > 3 && !category.includes(w))) expect(warnings[0]).not.toContain(word);
  });

  it("should pass an ordinary message to the model unchanged and log nothing", async () => {
    const server = new FakeOpenAi();
    server.reply({ kind: "text", text: "Start with SQL joins." });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    const { done } = await collect(openAi(server).stream(say("How do I pass the PMP exam? I'm dying to get this job")));

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body.messages.at(-1)).toEqual({ role: "user", content: "How do I pass the PMP exam? I'm dying to get this job" });
    expect(done).toMatchObject({ text: "Start with SQL joins.", intent: "general" });
    expect(warn).not.toHaveBeenCalled();
  });

  it("should guard the local engine and a misconfigured provider too", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const local = await collect(createAiProvider(vars()).stream(say("I think I'm having a heart attack")));
    expect(local.done).toMatchObject({ intent: "safety" });
    expect(local.done.text).toContain("123");
    const broken = await collect(createAiProvider(vars({ AI_PROVIDER: "workers-ai" })).stream(say("ana 3ayez amoot")));
    expect(broken.done).toMatchObject({ intent: "safety" });
    expect(broken.done.text).toContain("988");
  });

  it("should speak the safety answer in a voice conversation", async () => {
    const server = new FakeOpenAi();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { done } = await collect(openAi(server).stream(say("I can't breathe and I feel faint", { style: "spoken" })));
    expect(server.requests).toHaveLength(0);
    expect(done.text).not.toMatch(/\*\*|\n/);
    expect(done.text).toContain("9 1 1");
  });
});
