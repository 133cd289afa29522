import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkText, streamLocalCoach } from "./engine.ts";
import type { ChatTurn, CoachProfile, CoachRequest, CoachStreamEvent } from "./types.ts";

type Done = Extract<CoachStreamEvent, { type: "done" }>;

const nadia: CoachProfile = {
  fullname: "Nadia Fawzy",
  title: "Junior Data Analyst",
  level: "Junior",
  country: "Egypt",
  city: "Cairo",
  bio: "",
  skills: [{ name: "SQL", type: "hard" }, { name: "Microsoft Excel", type: "hard" }],
  resumes: [
    { id: 5, title: "nadia-2026.pdf", text: "Nadia Fawzy\nData Analyst\nnadia@example.com\n\nExperience\nData Analyst, Misr Insurance (2024 – present)\n- Responsible for weekly KPI reports\n- Automated 4 Excel reports, saving 6 hours a week\n\nEducation\nBSc Statistics, Cairo University\n\nSkills\nSQL, Excel" },
    { id: 2, title: "nadia-2024.pdf", text: "Nadia Fawzy\nStudent\n\nEducation\nBSc Statistics" },
  ],
};
const mike: CoachProfile = { ...nadia, fullname: "Mike Ross", country: "United States", city: "Chicago", resumes: [] };

async function ask(messages: ChatTurn[] | string, profile: CoachProfile = nadia, mode: CoachRequest["mode"] = "chat", resumeId?: number) {
  const turns = typeof messages === "string" ? [{ role: "user" as const, content: messages }] : messages;
  const events: CoachStreamEvent[] = [];
  for await (const event of streamLocalCoach({ mode, messages: turns, profile, today: "2026-11-22", resumeId })) events.push(event);
  const done = events[events.length - 1] as Done;
  return { events, done };
}

/** Share of letters that are Arabic, links and their URLs left out. */
function arabicShare(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, "]").replace(/\[[^\]]*\]/g, "");
  const arabic = text.match(/[\u0621-\u064A]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic / Math.max(1, arabic + latin);
}

function links(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((https?:[^)]+)\)/g)].map((m) => m[1]);
}

describe("streamLocalCoach", () => {
  it("should stream tool events, then word-sized tokens that join to the final text, then one done", async () => {
    const { events, done } = await ask("Recommend Course about SQL");
    const kinds = events.map((e) => e.type);
    expect(kinds[0]).toBe("tool");
    expect(kinds.lastIndexOf("tool")).toBeLessThan(kinds.indexOf("token"));
    expect(kinds.filter((k) => k === "done")).toHaveLength(1);
    expect(kinds[kinds.length - 1]).toBe("done");
    const tokens = events.filter((e): e is Extract<CoachStreamEvent, { type: "token" }> => e.type === "token");
    expect(tokens.length).toBeGreaterThan(20);
    expect(tokens.map((t) => t.text).join("")).toBe(done.text);
    for (const token of tokens) expect(token.text.trim().split(/\s+/).length).toBe(1);
    expect(done.toolsUsed.map((u) => u.tool)).toEqual(["recommend_courses"]);
    expect(done.citations.length).toBeGreaterThan(0);
    for (const citation of done.citations) expect(done.text).toContain(citation.url);
  });

  it("should stream the same text when paced", async () => {
    const events: CoachStreamEvent[] = [];
    for await (const event of streamLocalCoach({ mode: "chat", messages: [{ role: "user", content: "hello" }], profile: nadia, today: "2026-11-22" }, { chunkDelayMs: 1 })) {
      events.push(event);
    }
    const done = events[events.length - 1] as Done;
    expect(events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text).join("")).toBe(done.text);
  });

  it("should personalise with the user's name, level and skills", async () => {
    const { done } = await ask("Recommend Course about data visualization");
    expect(done.text).toContain("Nadia");
    expect(done.text).toMatch(/your junior level/);
    expect(done.text).toMatch(/builds on your (SQL|Microsoft Excel)|adds /);
  });

  it("should answer Arabic questions in Arabic, with Arabic-taught courses", async () => {
    const { done } = await ask("رشحلي كورس في إدارة المشاريع");
    expect(done.language).toBe("ar");
    expect(done.intent).toBe("recommend_courses");
    expect(arabicShare(done.text)).toBeGreaterThan(0.6);
    expect(done.citations.some((c) => /[\u0600-\u06FF]/.test(c.title))).toBe(true);
  });

  it("should answer guidance questions in Arabic too", async () => {
    const { done } = await ask("ازاي احضر لمقابلة شغل؟");
    expect(done.intent).toBe("interview_prep");
    expect(arabicShare(done.text)).toBeGreaterThan(0.6);
    expect(done.text).toContain("STAR");
  });

  it("should give new items when asked for more", async () => {
    const first = await ask("Recommend Course about Python");
    const followUp = await ask([
      { role: "user", content: "Recommend Course about Python" },
      { role: "assistant", content: first.done.text },
      { role: "user", content: "more please" },
    ]);
    expect(followUp.done.intent).toBe("recommend_courses");
    expect(followUp.done.citations.length).toBeGreaterThan(0);
    const before = new Set(links(first.done.text));
    expect(links(followUp.done.text).filter((url) => before.has(url))).toEqual([]);
  });

  it("should repeat the previous answer in Arabic when asked 'بالعربي'", async () => {
    const first = await ask("Recommend me a youtube channel for Excel");
    const again = await ask([
      { role: "user", content: "Recommend me a youtube channel for Excel" },
      { role: "assistant", content: first.done.text },
      { role: "user", content: "بالعربي لو سمحت" },
    ]);
    expect(again.done.intent).toBe("recommend_youtube");
    expect(again.done.language).toBe("ar");
    expect(arabicShare(again.done.text)).toBeGreaterThan(0.4);
    expect(again.done.citations.map((c) => c.id)).toEqual(expect.arrayContaining([first.done.citations[0].id]));
  });

  it("should carry the request over to a new subject in a short follow-up", async () => {
    const { done } = await ask([
      { role: "user", content: "Recommend me a youtube channel for Python" },
      { role: "assistant", content: "…" },
      { role: "user", content: "what about Power BI?" },
    ]);
    expect(done.intent).toBe("recommend_youtube");
    expect(done.text).toMatch(/Power BI/);
  });

  it("should note the market: EGP and Wuzzuf in Egypt, annual pay and Levels.fyi in the US", async () => {
    const egypt = await ask("How do I negotiate my salary offer?", nadia);
    const us = await ask("How do I negotiate my salary offer?", mike);
    expect(egypt.done.text).toMatch(/EGP/);
    expect(egypt.done.text).toMatch(/Wuzzuf/);
    expect(us.done.text).toMatch(/annual gross base salary in USD/);
    expect(us.done.text).not.toMatch(/EGP/);
  });

  it("should answer different guidance questions differently, citing a tip or book for each", async () => {
    const tmay = await ask("How do I answer tell me about yourself?");
    const coding = await ask("How do I prepare for a live coding interview?");
    expect(tmay.done.text).not.toBe(coding.done.text);
    expect(tmay.done.text).toMatch(/Present/);
    expect(coding.done.text).toMatch(/complexity/);
    for (const answer of [tmay, coding]) {
      expect(answer.done.citations.some((c) => c.kind === "tip" || c.kind === "book")).toBe(true);
      expect(answer.done.text.length).toBeGreaterThan(600);
    }
  });

  it("should write a cold email naming the company the user asked about", async () => {
    const { done } = await ask("Write a cold email to a hiring manager at Vodafone");
    expect(done.intent).toBe("networking");
    expect(done.text).toMatch(/Subject:/);
    expect(done.text).toMatch(/Vodafone/);
    expect(done.text).toContain("Nadia");
  });

  it("should review the user's resume when asked in chat", async () => {
    const { done } = await ask("Can you check my resume?");
    expect(done.intent).toBe("resume_help");
    expect(done.toolsUsed.map((u) => u.tool)).toEqual(["resume_insights"]);
    expect(done.text).toContain("nadia-2026.pdf");
    expect(done.text).toMatch(/Responsible for weekly KPI reports/);
    expect(done.additionalResponse).toMatch(/\/100/);
  });

  it("should ask for an upload when there is no resume to review", async () => {
    const { done } = await ask("Please review my CV", mike);
    expect(done.text).toMatch(/upload/i);
    expect(done.toolsUsed.map((u) => u.tool)).not.toContain("resume_insights");
  });
});

describe("streamLocalCoach modes", () => {
  it("should recap a session: topics, every item recommended, and next steps", async () => {
    const courses = await ask("Recommend Course about Tableau");
    const interview = await ask("How should I prepare for my interview?");
    const transcript: ChatTurn[] = [
      { role: "user", content: "Recommend Course about Tableau" },
      { role: "assistant", content: courses.done.text },
      { role: "user", content: "How should I prepare for my interview?" },
      { role: "assistant", content: interview.done.text },
    ];
    const { done } = await ask(transcript, nadia, "recap");
    expect(done.text).toMatch(/Session recap/);
    expect(done.text).toMatch(/Courses: Tableau/);
    expect(done.text).toMatch(/Interview preparation/);
    expect(done.text).toContain(links(courses.done.text)[0]);
    expect(done.text).toMatch(/Next steps/);
    expect(done.additionalResponse).toBe(done.text);
  });

  it("should recap an Arabic session in Arabic", async () => {
    const { done } = await ask([
      { role: "user", content: "رشحلي كتاب عن القيادة" },
      { role: "assistant", content: "إليك [Leaders Eat Last](https://openlibrary.org/search?q=Leaders%20Eat%20Last)" },
      { role: "user", content: "وازاي اطلب زيادة؟" },
      { role: "assistant", content: "…" },
    ], nadia, "recap");
    expect(done.language).toBe("ar");
    expect(done.text).toMatch(/ملخص الجلسة/);
    expect(done.text).toContain("Leaders Eat Last");
    expect(arabicShare(done.text)).toBeGreaterThan(0.5);
  });

  it("should say there is nothing to recap in an empty session", async () => {
    const { done } = await ask([], nadia, "recap");
    expect(done.text).toMatch(/nothing to recap/i);
  });

  it("should give insights on the resume asked for", async () => {
    const { done } = await ask([], nadia, "resume_insights", 2);
    expect(done.toolsUsed[0].tool).toBe("resume_insights");
    expect(done.toolsUsed[0].input).toEqual({ resumeId: 2 });
    expect(done.text).toContain("nadia-2024.pdf");
    expect(done.citations[0]).toMatchObject({ kind: "resume", id: "2" });
  });

  it("should explain an unknown resume id instead of failing", async () => {
    const { done } = await ask([], nadia, "resume_insights", 99);
    expect(done.text).toMatch(/No resume with id 99/);
  });
});

describe("chunkText", () => {
  it.each(["", "one", "  leading and trailing  ", "line one\n\n- item **bold** [a link](https://x.y/z)"])("should split %j losslessly", (text) => {
    expect(chunkText(text).join("")).toBe(text);
  });
});

describe("streamLocalCoach on anything a user might type", () => {
  const blank: CoachProfile = { fullname: "", title: "", level: "", country: "", city: "", bio: "", skills: [], resumes: [] };

  it("should always finish with a done event equal to its tokens, in either language", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(..."ابتثجحخدذرزسشصضطظعغفقكلمنهويةى ؟،".split("")) }), fc.lorem({ maxCount: 30 })),
        fc.boolean(),
        async (text, withProfile) => {
          const { events, done } = await ask(text, withProfile ? nadia : blank);
          expect(done.type).toBe("done");
          expect(events.filter((e) => e.type === "token").map((e) => (e as { text: string }).text).join("")).toBe(done.text);
          expect(done.text.trim().length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("should answer a very long message and a conversation that ends with the assistant", async () => {
    const long = await ask(`Recommend Course about ${"data ".repeat(3000)}`);
    expect(long.done.intent).toBe("recommend_courses");
    const { done } = await ask([{ role: "user", content: "Recommend Course about Go" }, { role: "assistant", content: "Here you go." }]);
    expect(done.intent).toBe("recommend_courses");
  });

  it("should cope with a chat request that has no messages and a bad date", async () => {
    const events: CoachStreamEvent[] = [];
    for await (const event of streamLocalCoach({ mode: "chat", messages: [], profile: blank, today: "not a date" })) events.push(event);
    expect(events[events.length - 1].type).toBe("done");
  });
});

describe("streamLocalCoach follow-ups without links", () => {
  it("should give different tips when asked for more tips", async () => {
    const first = await ask("Daily tips to boost performance");
    const more = await ask([
      { role: "user", content: "Daily tips to boost performance" },
      { role: "assistant", content: first.done.text },
      { role: "user", content: "more" },
    ]);
    expect(more.done.intent).toBe("daily_tips");
    const before = new Set(first.done.citations.map((c) => c.id));
    expect(more.done.citations.length).toBeGreaterThan(0);
    expect(more.done.citations.filter((c) => before.has(c.id))).toEqual([]);
  });

  it("should say what it can do when a follow-up has nothing to follow", async () => {
    const { done } = await ask("بالعربي لو سمحت");
    expect(done.language).toBe("ar");
    expect(done.text).toMatch(/خارطة طريق/);
  });
});

describe("streamLocalCoach on the Tools window's templates sent unedited", () => {
  it("should pick courses for the user's next step and explain the placeholder", async () => {
    const { done } = await ask("Recommend Course about <SUBJECT>");
    expect(done.intent).toBe("recommend_courses");
    expect(done.citations.filter((c) => c.kind === "course").length).toBeGreaterThan(0);
    expect(done.text).toMatch(/didn't name a subject/);
    expect(done.text).toMatch(/replace the part in < >/);
    expect(done.text).not.toMatch(/SUBJECT/);
  });

  it("should ask which course is meant", async () => {
    const { done } = await ask("Give me info about <COURSE>");
    expect(done.intent).toBe("course_info");
    expect(done.text).toMatch(/which course do you mean/i);
    expect(done.text).not.toMatch(/COURSE/);
  });

  it("should give the roadmap of the user's own title", async () => {
    const { done } = await ask("Give me a roadmap for a <FIELD>");
    expect(done.citations[0]).toMatchObject({ kind: "roadmap", id: "data-analyst" });
  });
});
