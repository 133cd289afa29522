import { describe, expect, it } from "vitest";
import type { CoachProfile, CoachRequest, CoachStreamEvent } from "../types.ts";
import { checkSafety, guardedStream, safetyAnswer, type SafetyCategory } from "./index.ts";
import { FALSE_POSITIVES, TRUE_POSITIVES } from "./cases.ts";

describe("checkSafety", () => {
  for (const [category, messages] of Object.entries(TRUE_POSITIVES) as [SafetyCategory, string[]][]) {
    it.each(messages)(`should flag %s as ${category}`, (message) => {
      expect(checkSafety(message)).toBe(category);
    });
  }

  it.each(FALSE_POSITIVES)("should let %s through", (message) => {
    expect(checkSafety(message)).toBeNull();
  });

  it.each([
    "i honestly have no idea what i want to do anymore",
    "ما بعرف شو بدي اشتغل بحياتي",
    "honestly no idea what career i want anymore, any advice?",
    "كل ما اقدم محدش بيرد عليا",
  ])("should let career confusion and silence from employers through: %s", (message) => {
    expect(checkSafety(message)).toBeNull();
  });

  it("should have enough examples for each category and language", () => {
    for (const messages of Object.values(TRUE_POSITIVES)) {
      expect(messages.length).toBeGreaterThanOrEqual(8);
      expect(messages.some((m) => /[\u0621-\u064A]/.test(m))).toBe(true);
      expect(messages.some((m) => /\d/.test(m) && /[a-z]/.test(m) && !/[\u0621-\u064A]/.test(m))).toBe(true);
    }
    expect(FALSE_POSITIVES.length).toBeGreaterThanOrEqual(20);
  });

  it("should find a request behind harmless words around it", () => {
    expect(checkSafety("make me a cheat sheet for SQL, and help me cheat on the exam")).toBe("cheating");
    expect(checkSafety("fake it till you make it, so make me a fake experience letter")).toBe("fraud");
  });

  it("should not count a negated request", () => {
    expect(checkSafety("I don't want to cheat on the exam, how do I study in 2 weeks?")).toBeNull();
    expect(checkSafety("مش عايز اغش في الامتحان، محتاج خطة")).toBeNull();
    expect(checkSafety("I would never fake a certificate, but how do I show my skills?")).toBeNull();
  });

  it("should put self-harm before a medical emergency", () => {
    expect(checkSafety("I want to end my life, I took a lot of pills")).toBe("self_harm");
  });

  it("should ignore empty text and read long text without trouble", () => {
    expect(checkSafety("")).toBeNull();
    expect(checkSafety("   ")).toBeNull();
    const resume = "Experienced data analyst. SQL, Python, Power BI. ".repeat(2000);
    expect(checkSafety(resume)).toBeNull();
  });
});

const arabicShare = (text: string) => {
  const arabic = text.match(/[\u0621-\u064A]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic / Math.max(1, arabic + latin);
};

describe("safetyAnswer", () => {
  it("should give both ambulance numbers for an emergency, the user's market first, and no career advice", () => {
    const egypt = safetyAnswer("medical_emergency", "en", "egypt");
    const us = safetyAnswer("medical_emergency", "en", "us");
    for (const answer of [egypt, us]) {
      expect(answer).toContain("123");
      expect(answer).toContain("911");
      expect(answer).not.toMatch(/course|resume|interview|career|job/i);
    }
    expect(egypt.indexOf("123")).toBeLessThan(egypt.indexOf("911"));
    expect(us.indexOf("911")).toBeLessThan(us.indexOf("123"));
    const arabic = safetyAnswer("medical_emergency", "ar", "egypt");
    expect(arabic).toContain("123");
    expect(arabic).toContain("911");
  });

  it("should give the crisis lines for self-harm", () => {
    for (const language of ["en", "ar"] as const) {
      const answer = safetyAnswer("self_harm", language, "egypt");
      for (const number of ["988", "08008880700", "0220816831", "123"]) expect(answer).toContain(number);
    }
    const us = safetyAnswer("self_harm", "en", "us");
    expect(us.indexOf("988")).toBeLessThan(us.indexOf("08008880700"));
    expect(safetyAnswer("self_harm", "en")).toMatch(/call or text/);
  });

  it("should decline cheating and fraud with the risk and an honest alternative", () => {
    const cheating = safetyAnswer("cheating", "en");
    expect(cheating).toMatch(/can't help/);
    expect(cheating).toMatch(/disqualified|revoked/);
    expect(cheating).toMatch(/study plan/);
    expect(cheating).toMatch(/practice exams/);
    const fraud = safetyAnswer("fraud", "en");
    expect(fraud).toMatch(/can't help/);
    expect(fraud).toMatch(/dismissal|criminal/);
    expect(fraud).toMatch(/reference/);
    expect(fraud).toMatch(/explain it honestly/);
  });

  it.each(["medical_emergency", "self_harm", "cheating", "fraud"] as const)("should write the %s answer fully in Arabic", (category) => {
    const answer = safetyAnswer(category, "ar", "egypt");
    expect(arabicShare(answer)).toBe(1);
    expect(answer).not.toMatch(/[A-Za-z]{2,}/);
  });

  it.each(["medical_emergency", "self_harm", "cheating", "fraud"] as const)("should keep the %s answer short", (category) => {
    for (const language of ["en", "ar"] as const) expect(safetyAnswer(category, language).split(/\s+/).length).toBeLessThan(170);
  });
});

const profile: CoachProfile = { fullname: "Mona Adel", title: "Data Analyst", level: "Junior", country: "Egypt", city: "Cairo", bio: "", skills: [], resumes: [] };

const ask = (content: string, extra: Partial<CoachRequest> = {}): CoachRequest => ({
  mode: "chat",
  messages: [{ role: "user", content }],
  profile,
  today: "2026-11-29",
  ...extra,
});

async function collect(stream: AsyncIterable<CoachStreamEvent>): Promise<CoachStreamEvent[]> {
  const events: CoachStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

function fakeProvider() {
  const calls: CoachRequest[] = [];
  const events: CoachStreamEvent[] = [
    { type: "token", text: "Start " },
    { type: "token", text: "with SQL." },
    { type: "done", text: "Start with SQL.", additionalResponse: "", toolsUsed: [], citations: [], intent: "general", language: "en" },
  ];
  async function* inner(request: CoachRequest): AsyncGenerator<CoachStreamEvent> {
    calls.push(request);
    yield* events;
  }
  return { inner, calls, events };
}

type Done = Extract<CoachStreamEvent, { type: "done" }>;

describe("guardedStream", () => {
  it("should answer a flagged message itself and never call the provider", async () => {
    const { inner, calls } = fakeProvider();
    const flagged: string[] = [];
    const events = await collect(guardedStream(ask("I have chest pain and my left arm hurts"), inner, (c) => flagged.push(c)));
    expect(calls).toHaveLength(0);
    expect(flagged).toEqual(["medical_emergency"]);
    const done = events.at(-1) as Done;
    expect(events.filter((e) => e.type === "done")).toHaveLength(1);
    expect(done).toMatchObject({ type: "done", intent: "safety", toolsUsed: [], citations: [], language: "en" });
    expect(done.additionalResponse).not.toContain("\n");
    expect(done.additionalResponse.length).toBeGreaterThan(0);
    const tokens = events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text);
    expect(tokens.length).toBeGreaterThan(10);
    expect(tokens.join("")).toBe(done.text);
    expect(done.text).toBe(safetyAnswer("medical_emergency", "en", "egypt"));
  });

  it("should answer in the message's language with the profile's market first", async () => {
    const { inner, calls } = fakeProvider();
    const us = { ...profile, country: "United States", city: "Chicago" };
    const events = await collect(guardedStream(ask("مش عايز اعيش", { profile: us }), inner));
    const done = events.at(-1) as Done;
    expect(calls).toHaveLength(0);
    expect(done.language).toBe("ar");
    expect(done.text).toBe(safetyAnswer("self_harm", "ar", "us"));
    expect(done.text.indexOf("988")).toBeLessThan(done.text.indexOf("08008880700"));
  });

  it("should speak plain sentences in a voice conversation, numbers included", async () => {
    const { inner } = fakeProvider();
    const events = await collect(guardedStream(ask("I think I'm having a heart attack", { style: "spoken" }), inner));
    const done = events.at(-1) as Done;
    expect(done.text).not.toMatch(/\*|^- |\n/m);
    expect(done.text).toContain("1 2 3");
    expect(done.text).toContain("9 1 1");
    expect(events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text).join("")).toBe(done.text);
  });

  it("should check the newest user message only", async () => {
    const { inner, calls, events } = fakeProvider();
    const request = ask("", {
      messages: [
        { role: "user", content: "help me cheat on my exam" },
        { role: "assistant", content: "I can't help with cheating…" },
        { role: "user", content: "ok, then a study plan for the AWS exam" },
      ],
    });
    expect(await collect(guardedStream(request, inner))).toEqual(events);
    expect(calls).toHaveLength(1);
  });

  it("should pass everything else through unchanged, with the same request", async () => {
    const { inner, calls, events } = fakeProvider();
    const flagged: string[] = [];
    const request = ask("Recommend a course about Python");
    expect(await collect(guardedStream(request, inner, (c) => flagged.push(c)))).toEqual(events);
    expect(calls).toEqual([request]);
    expect(flagged).toEqual([]);
  });

  it("should not screen recaps or resume reviews", async () => {
    const { inner, calls } = fakeProvider();
    await collect(guardedStream(ask("I want to end my life", { mode: "recap" }), inner));
    expect(calls).toHaveLength(1);
  });

  it("should let a provider's error through", async () => {
    // biome-ignore lint/correctness/useYield: fails on its first read, like a provider that is down.
    async function* failing(): AsyncGenerator<CoachStreamEvent> {
      throw new Error("down");
    }
    await expect(collect(guardedStream(ask("Hi"), failing))).rejects.toThrow("down");
  });
});
