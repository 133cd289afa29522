import { describe, expect, it } from "vitest";
import { ownTerm } from "./compose/chat.ts";
import { answerContext } from "./compose/context.ts";
import { isGreeting } from "./compose/social.ts";
import { destinationNote, experienceYearsIn, resumeLengthNote, salaryNote } from "./compose/stated.ts";
import { selectTopic } from "./guidance/index.ts";
import { detectIntent } from "./intent.ts";
import { ask, conversation, NADIA } from "./test-support.ts";
import type { CoachLanguage } from "./types.ts";

// Phrasings written for this test, separate from the evaluation set.
const ctx = (language: CoachLanguage) => answerContext(NADIA, "", language, "general");

describe("follow-ups and constraints in plain words", () => {
  it.each(["got any others?", "do you have other ones?", "any alternatives?", "في غيرها؟", "فيه بدائل تانية؟"])("reads %s as a follow-up", (m) => {
    expect(detectIntent(m).followUp).toBe(true);
  });

  it.each(["what else can you do?", "في بايثون؟"])("does not read %s as a bare follow-up", (m) => {
    expect(detectIntent(m).followUp).toBe(false);
  });

  it.each(["3ayez course python bebalash", "course excel mgany", "كورس اكسل ببلاش"])("reads %s as free only, with no 'free' word in the subject", (m) => {
    const d = detectIntent(m);
    expect(d.freeOnly).toBe(true);
    expect(d.subject).not.toMatch(/bebalash|mgany|ببلاش/);
  });

  it("gives more of the previous list when asked 'got any others?'", async () => {
    const [first, second] = await conversation(["suggest books about leadership", "got any others?"]);
    const before = new Set(first.citations.filter((c) => c.kind === "book").map((c) => c.id));
    const fresh = second.citations.filter((c) => c.kind === "book" && !before.has(c.id));
    expect(fresh.length).toBeGreaterThan(0);
  });
});

describe("honest no-match in Arabic", () => {
  it.each([["اوتوكاد للمهندسين", "اوتوكاد"], ["kotlin", "kotlin"], ["", ""], ["12", ""]])("takes the user's own word from %s", (subject, term) => {
    expect(ownTerm(subject)).toBe(term);
  });

  it("names the subject it has no courses in", async () => {
    const done = await ask([{ role: "user", content: "عايزة كورس اوتوكاد للمعماريين" }]);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    expect(done.text).toContain("اوتوكاد");
  });
});

describe("situations said without their usual keywords", () => {
  it.each([
    ["what do i say if they ask my biggest weakness", "interview-behavioral"],
    ["ايه عيوبك؟ بيسألوها دايما ومش عارفة ارد", "interview-weakness"],
    ["how do i answer why are you leaving your current job", "interview-why-leaving"],
    ["ليه عايز تسيب شغلك؟ أرد أقول ايه", "interview-why-leaving"],
  ])("%s → %s", (m, id) => {
    expect(selectTopic(m, "interview_prep").id).toBe(id);
  });

  it.each([
    ["too many options, i dont know where to start", "career-stuck"],
    ["could someone like me learn to code at 30?", "career-switch"],
    ["نفسي اشتغل في حاجة تانية غير المحاسبة", "career-switch"],
    ["بفكر اهاجر كندا", "career-work-abroad"],
  ])("%s → %s", (m, id) => {
    expect(selectTopic(m, "general").id).toBe(id);
  });

  it("gives Canada's real route, in Arabic too", () => {
    expect(destinationNote("thinking of moving to canada as a developer", ctx("en"))).toMatch(/Express Entry/);
    expect(destinationNote("بفكر اهاجر كندا", ctx("ar"))).toMatch(/كندا/);
    expect(destinationNote("remote job for a us company", ctx("en"))).toBe("");
  });

  it.each(["morning amal, hope your day is going well", "hi, hope you're doing well", "صباح الخير يارب تكوني بخير"])("reads %s as a greeting", (m) => {
    expect(isGreeting(m)).toBe(true);
  });

  it("does not read a greeting with a request as only a greeting", () => {
    expect(isGreeting("hi, hope you're well, i need a python course")).toBe(false);
  });
});

describe("the user's numbers", () => {
  it("compares two offers side by side", () => {
    const note = salaryNote("two offers: 18k egp at a startup and 15k at a bank. which one?", ctx("en"));
    expect(note).toContain("18,000 against 15,000");
    expect(note).toContain("3,000");
    expect(salaryNote("عندي عرضين ٢٠ ألف و ٢٥ ألف، أختار انهي؟", ctx("ar"))).toContain("25,000 مقابل 20,000");
  });

  it("keeps an offer and a wished-for figure apart from two offers", () => {
    expect(salaryNote("they offered 95k, i wanted 110k", ctx("en"))).toContain("they offered 95,000 and you wanted 110,000");
  });

  it.each([
    ["should my resume be 1 page or 2 with 10 years of experience?", 10],
    ["عندي ٧ سنين خبرة، السي في صفحتين ينفع؟", 7],
    ["experience 3 years", 3],
    ["i worked 40 hours a week", undefined],
  ])("reads the years of experience in %s", (m, n) => {
    expect(experienceYearsIn(m)).toBe(n);
  });

  it("sizes the resume by experience", () => {
    expect(resumeLengthNote("10 years of experience, 1 page or 2?", ctx("en"))).toMatch(/With 10 years of experience:\*\* two pages/);
    expect(resumeLengthNote("2 years of experience", ctx("en"))).toMatch(/one page/);
    expect(resumeLengthNote("how long should a resume be", ctx("en"))).toBe("");
  });
});

describe("borrowed words and documents", () => {
  it("reads a borrowed word with the Arabic article as the same term", async () => {
    const { englishTerms } = await import("./glossary.ts");
    expect(englishTerms("الكلاود")).toEqual(englishTerms("كلاود"));
    expect(englishTerms("الكلاود")).toContain("cloud computing");
  });

  it.each([
    ["how do i email my professor to ask for a recommendation letter?", "networking", "networking-recommendation-letter"],
    ["ازاي اطلب جواب توصية من الدكتور؟", "networking", "networking-recommendation-letter"],
    ["شهادة الخبرة لسه مطلعتش، اقدم ولا استنى؟", "general", "career-experience-letter"],
    ["my old company still hasn't sent my experience letter", "general", "career-experience-letter"],
  ] as const)("%s → %s", (m, intent, id) => {
    expect(selectTopic(m, intent).id).toBe(id);
  });
});

describe("Arabic conjunctions and Arabizi learning words", () => {
  it("drops 'and in Arabic' from the subject, so a missing technology is not matched to Arabic-language courses", () => {
    expect(detectIntent("كورس كوتلن مجاني وبالعربي").subject).toBe("كوتلن");
  });

  it("reads 'at3allem' as asking to learn, with the subject named", async () => {
    const done = await ask([{ role: "user", content: "ana 7abba el design w 3ayza at3allem ui" }]);
    expect(done.citations.some((c) => c.kind === "course" || c.kind === "roadmap")).toBe(true);
  });
});

describe("building on the tools the user already uses", () => {
  it("reads the request as one for courses on top of the profile's skills", async () => {
    const { asksToBuildOnOwnSkills } = await import("./compose/chat.ts");
    expect(asksToBuildOnOwnSkills("what should i learn after the tools i already use every day?", "after tools already use every day")).toBe(true);
    expect(asksToBuildOnOwnSkills("what should i learn next?", "")).toBe(false);
    const done = await ask([{ role: "user", content: "what should i learn next on top of the tools i already use?" }]);
    expect(done.citations.some((c) => c.kind === "course")).toBe(true);
  });
});

describe("a time budget to get job-ready", () => {
  it("plans the path, with the user's months and hours, instead of interview prep", async () => {
    const done = await ask([{ role: "user", content: "i have 3 months and about 20 hours a week to get job-ready in frontend" }]);
    expect(done.citations.some((c) => c.kind === "roadmap")).toBe(true);
    expect(done.text).toMatch(/3 months/);
    expect(done.text).toMatch(/\b20 hours?\b/);
    expect(done.text).not.toMatch(/closest full path/i);
  });

  it("still prepares for an interview when one is named", async () => {
    const done = await ask([{ role: "user", content: "i have a frontend interview in 3 days, how do i get ready?" }]);
    expect(done.citations.some((c) => c.kind === "roadmap")).toBe(false);
  });
});
