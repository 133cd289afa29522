import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { CoachStreamEvent } from "../../../core/coach/types";
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
