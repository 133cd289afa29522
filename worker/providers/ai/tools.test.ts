/**
 * The seven catalogue tools as a model meets them: offered as function definitions, called by
 * the (fake) model with JSON arguments, run in the worker, and answering with real items of the
 * bundled knowledge base.
 */
import { describe, expect, it } from "vitest";
import { BOOKS, CAREER_TIPS, courses, YOUTUBE_CHANNELS } from "../../../core/coach/knowledge";
import { ROADMAPS } from "../../../core/coach/knowledge/roadmaps";
import { TOOL_NAMES, type Citation, type CoachProfile, type CoachStreamEvent, type ToolName } from "../../../core/coach/types";
import { FakeOpenAi } from "../../test/fake-openai";
import { openAiProvider } from "./openai";
import { coachToolkit } from "./toolkit";

const profile: CoachProfile = {
  fullname: "Mona Adel",
  title: "Data Analyst",
  level: "Junior",
  country: "Egypt",
  city: "Cairo",
  bio: "",
  skills: [
    { name: "SQL", type: "hard" },
    { name: "Excel", type: "hard" },
  ],
  resumes: [
    {
      id: 11,
      title: "Mona Adel - Resume.pdf",
      text: "Mona Adel\nmona@example.com\nSUMMARY\nData analyst.\nEXPERIENCE\nData Analyst, Nile Retail\n- Built a Power BI dashboard used by 40 managers\nEDUCATION\nB.Sc. Statistics\nSKILLS\nSQL, Python, Power BI",
    },
  ],
};

/** Every id the catalogue holds, by citation kind. */
const catalogue: Record<string, Set<string>> = {
  course: new Set(courses.map((c) => c.id)),
  book: new Set(BOOKS.map((b) => b.id)),
  youtube: new Set(YOUTUBE_CHANNELS.map((c) => c.id)),
  tip: new Set(CAREER_TIPS.map((t) => t.id)),
  roadmap: new Set(ROADMAPS.map((r) => r.id)),
  resume: new Set(["11"]),
};

const calls: Record<ToolName, { arguments: string; kinds: Citation["kind"][] }> = {
  recommend_courses: { arguments: '{"query":"SQL for data analysis","limit":3}', kinds: ["course"] },
  course_info: { arguments: JSON.stringify({ title: courses[0]!.title }), kinds: ["course"] },
  career_roadmap: { arguments: '{"field":"data analyst"}', kinds: ["roadmap", "course"] },
  recommend_youtube: { arguments: '{"topic":"Python"}', kinds: ["youtube"] },
  daily_tips: { arguments: '{"count":3}', kinds: ["tip"] },
  recommend_books: { arguments: '{"topic":"negotiation"}', kinds: ["book"] },
  resume_insights: { arguments: '{"resumeId":11}', kinds: ["resume", "roadmap", "course"] },
};

describe("the coach's tools through a model's function calls", () => {
  it("should offer all seven tools with JSON-Schema parameters", async () => {
    const server = new FakeOpenAi().reply({ kind: "text", text: "Hi" });
    const provider = openAiProvider({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: "m", timeoutMs: 5000, tools: coachToolkit(), fetch: server.fetch });
    for await (const _ of provider.stream({ mode: "chat", messages: [{ role: "user", content: "Hi" }], profile, today: "2026-11-17" }));
    const tools = server.requests[0]!.body.tools!;
    expect(tools.map((t) => t.function.name)).toEqual([...TOOL_NAMES]);
    for (const tool of tools) {
      expect(tool.type).toBe("function");
      expect(tool.function.description.length).toBeGreaterThan(20);
      expect(tool.function.parameters).toMatchObject({ type: "object" });
    }
  });

  it.each(TOOL_NAMES.map((name) => [name]))("should answer %s with items from the bundled catalogue", async (name) => {
    const server = new FakeOpenAi().reply({ kind: "tools", calls: [{ id: "call_1", name, arguments: calls[name].arguments }] }, { kind: "text", text: "Done." });
    const provider = openAiProvider({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: "m", timeoutMs: 5000, tools: coachToolkit(), fetch: server.fetch });

    const events: CoachStreamEvent[] = [];
    for await (const event of provider.stream({ mode: "chat", messages: [{ role: "user", content: `Use ${name}` }], profile, today: "2026-11-17" })) events.push(event);

    const tool = events.find((e) => e.type === "tool");
    expect(tool?.type === "tool" && tool.use.tool).toBe(name);
    const use = (tool as Extract<CoachStreamEvent, { type: "tool" }>).use;
    expect(use.observation.length).toBeGreaterThan(20);
    expect(use.observation).not.toMatch(/^Invalid arguments|failed:/);
    expect(use.citations.length).toBeGreaterThan(0);
    for (const citation of use.citations) {
      expect(calls[name].kinds).toContain(citation.kind);
      expect(catalogue[citation.kind]!.has(citation.id)).toBe(true);
    }
    // The model got the observation back, and the panel shows the tool.
    expect(server.requests[1]!.body.messages.at(-1)).toEqual({ role: "tool", tool_call_id: "call_1", content: use.observation });
    const done = events.at(-1) as Extract<CoachStreamEvent, { type: "done" }>;
    expect(done.toolsUsed.map((u) => u.tool)).toEqual([name]);
  });

  it("should tell the model what was wrong with bad arguments instead of failing", async () => {
    const server = new FakeOpenAi().reply({ kind: "tools", calls: [{ id: "c", name: "recommend_youtube", arguments: '{"limit":"many"}' }] }, { kind: "text", text: "Let me try again." });
    const provider = openAiProvider({ baseUrl: server.baseUrl, apiKey: server.apiKey, model: "m", timeoutMs: 5000, tools: coachToolkit(), fetch: server.fetch });
    const events: CoachStreamEvent[] = [];
    for await (const event of provider.stream({ mode: "chat", messages: [{ role: "user", content: "YouTube?" }], profile, today: "2026-11-17" })) events.push(event);
    const use = (events.find((e) => e.type === "tool") as Extract<CoachStreamEvent, { type: "tool" }>).use;
    expect(use.observation).toMatch(/^Invalid arguments for recommend_youtube/);
    expect(use.citations).toEqual([]);
  });
});
