/**
 * Situations and questions written in everyday (often non-native) English with no topic word:
 * they reach a playbook that answers them, an unclear one gets a short question naming readings
 * instead of a generic plan, and the user's own figures, resume and pointed-at items are used.
 */
import { describe, expect, it } from "vitest";
import { answerContext } from "./compose/context.ts";
import { ageIn, budgetIn, runwayNote, spelledNumbers } from "./compose/stated.ts";
import { nearTopics, plainTopic } from "./guidance/index.ts";
import { detectIntent } from "./intent.ts";
import { courses } from "./knowledge/index.ts";
import { ask, conversation, NADIA } from "./test-support.ts";
import type { CoachProfile } from "./types.ts";

const KEVIN: CoachProfile = {
  ...NADIA, fullname: "Kevin Park", title: "Front-end Developer", level: "Mid-level", country: "United States", city: "Austin",
  skills: [{ name: "JS", type: "hard" }, { name: "React", type: "hard" }],
  resumes: [{ id: 41, title: "kevin-resume.pdf", text: "Kevin Park\nFront-end Developer\n\nExperience\nFront-end Developer, Acme (2022 – present)\n- Rebuilt the checkout page in React, cutting load time from 6 s to 2 s\n- Wrote shared components used by 3 teams\n\nSkills\nJS, React, CSS" }],
};

const GENERIC = /Your next career step/;

describe("situations said without a topic word reach their playbook", () => {
  it.each([
    ["my boss texts me on whatsapp at 11pm and expects an answer", "career-workload-boundaries"],
    ["since two colleagues quit i'm doing three jobs for the same pay", "career-workload-boundaries"],
    ["my manager calls me on my day off all the time", "career-workload-boundaries"],
    ["the company wants 2 people who can vouch for me", "career-references"],
    ["what if the new company calls my old boss, he hated me", "career-references"],
    ["a startup offered me less cash but 0.5% equity", "career-equity-offer"],
    ["they're offering stock options with a four year vesting, is that good", "career-equity-offer"],
    ["my wife got a job in denver so we're moving, how do i find work there", "career-relocation-search"],
    ["we are relocating next spring and i need a job lined up", "career-relocation-search"],
    ["my company got acquired, how do i show the new leadership what i actually do", "career-visibility"],
    ["my skip-level says i need more visibility", "career-visibility"],
    ["how much should i charge a clinic for running their instagram per month", "career-freelance-pricing"],
    ["what should i charge a client per month for social media", "career-freelance-pricing"],
    ["bootcamp or self study with free courses?", "career-bootcamp-or-self-study"],
    ["just became head of department and the older teachers ignore what i say", "career-new-manager"],
    ["i was promoted to team lead and my former peers don't take me seriously", "career-new-manager"],
    ["my teammate does nothing and i keep fixing his code", "career-team-conflict"],
    ["i am in probation period 3 months, how i make sure they keep me", "career-new-job"],
    ["did the final round 2 weeks ago and they went silent", "interview-follow-up"],
    ["what do i say in interviews when they ask why i left", "interview-why-leaving"],
  ])("%j → %s", (text, id) => {
    expect(plainTopic(text)?.id).toBe(id);
  });

  it("answers them with those steps, never the generic plan", async () => {
    const late = await ask([{ role: "user", content: "my boss texts me on whatsapp at 11pm and on fridays and expects i answer right away" }]);
    expect(late.text).not.toMatch(GENERIC);
    expect(late.text).toMatch(/urgent|available|reachable/i);
    const equity = await ask([{ role: "user", content: "a startup offered me less cash but 0.5% equity. how do i even value that" }]);
    expect(equity.text).toMatch(/vesting|dilution/i);
  });
});

describe("a situation no playbook covers", () => {
  it.each([
    "my desk got moved next to the printer and it is loud all day long",
    "the air conditioning in our office has been broken for two weeks and nobody fixes it",
  ])("gets one short question naming readings, not the generic plan: %j", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).not.toMatch(GENERIC);
    expect(done.text).toMatch(/\?/);
    expect(done.text.length).toBeLessThan(500);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("a long commute now has its own steps", async () => {
    const done = await ask([{ role: "user", content: "the office moved to the other side of the city and now the commute takes two hours each way" }]);
    expect(done.text).toMatch(/remote|closer/i);
  });

  it("names the nearest playbooks as readings", () => {
    expect(nearTopics("my lead rejects all my pull requests and my teammates gossip").map((t) => t.id)).toContain("career-team-conflict");
  });

  it("still gives the general plan to a question about one's path as a whole", async () => {
    const done = await ask([{ role: "user", content: "what is the best way to plan my career for the next few years" }]);
    expect(done.text).not.toMatch(/I want to get this right/);
  });

  it("acknowledges a hard feeling before the steps", async () => {
    for (const text of ["hate my job", "honestly i'm fed up with this job", "so frustrated at work lately"]) {
      const done = await ask([{ role: "user", content: text }]);
      expect(done.text.split("\n")[0]).toMatch(/sorry|hard|understand/i);
      expect(done.text).not.toMatch(GENERIC);
    }
  });
});

describe("the user's words, numbers and goal", () => {
  it.each([
    ["kindly advise the best way for moving from accountant position to financial analyst position", "Financial Analyst"],
    ["i want to leave teaching to ux research", "UX/UI Designer"],
    ["i want to work again in hr after two years at home", "HR Specialist"],
  ])("reads the target role in %j", (text, role) => {
    expect(detectIntent(text).stated.targetRole).toBe(role);
  });

  it("keeps a promotion on the same ladder a promotion", () => {
    expect(detectIntent("how do i go from senior to staff engineer").stated.targetRole).toBeUndefined();
    expect(detectIntent("from junior to mid level analyst, what should i learn").stated.targetRole).toBeUndefined();
  });

  it.each([
    ["i have two thousand dollars saved", "i have 2000 dollars saved"],
    ["ten weeks off this summer", "10 weeks off this summer"],
    ["maybe five hours a week", "maybe 5 hours a week"],
    ["about fifty bucks", "about 50 bucks"],
    ["one of my friends", "one of my friends"],
  ])("spells %j as %j", (text, out) => {
    expect(spelledNumbers(text)).toBe(out);
  });

  it("reads budgets and ages written in other ways", () => {
    expect(budgetIn("i can spend about fifty dollars on learning sql")?.value).toBe(50);
    expect(budgetIn("my budget is two hundred dollars")?.value).toBe(200);
    expect(ageIn("is 35 too old to start in tech")).toBe(35);
    expect(ageIn("42 is too late for programming?")).toBe(42);
  });

  it("works the user's money and months into a bootcamp question", () => {
    const note = runwayNote("i have two thousand dollars saved and can stop working for four months", answerContext(NADIA, "", "en", "general"));
    expect(note).toContain("2000 dollars");
    expect(note).toContain("4 months");
  });
});

describe("resume questions in other words, with a resume on file", () => {
  it("starts a bullet question from the resume's own top bullet", async () => {
    const done = await ask([{ role: "user", content: "rewrite my top bullet so it sounds stronger" }], KEVIN);
    expect(done.citations.some((c) => c.kind === "resume")).toBe(true);
    expect(done.text).toContain("cutting load time from 6 s to 2 s");
  });

  it("answers an ATS worry with the resume's headings and keywords", async () => {
    const done = await ask([{ role: "user", content: "will ats robots reject my resume?" }], KEVIN);
    expect(done.citations.some((c) => c.kind === "resume")).toBe(true);
    expect(done.text).toMatch(/React/);
  });

  it("treats 'how do I put it on my cv' as a resume question, whatever tools the message names", async () => {
    const done = await ask([{ role: "user", content: "I built a parking app with Flutter and Flask for my graduation project, how do I put it on my cv?" }], KEVIN);
    expect(done.intent).toBe("resume_help");
  });
});

describe("an item named outright in a longer question", () => {
  it("answers about that item and whether it assumes the skill asked about", async () => {
    const [, second] = await conversation(["data structures courses", "do i need to know java for the 2nd one"]);
    expect(second.text).toMatch(/On Java:/);
  });
});

describe("answers that read as written for this user", () => {
  const LAYLA: CoachProfile = { ...NADIA, fullname: "ليلى حسن", title: "محاسبة", level: "Junior", country: "مصر", city: "المنصورة" };

  it("names an Arabic profile title in English when the answer is English", async () => {
    const done = await ask([{ role: "user", content: "I want to become a financial analyst within one year" }], LAYLA);
    expect(done.text).not.toMatch(/محاسبة/);
    expect(done.text).toMatch(/accountant/i);
  });

  it("says the profile level as prose", async () => {
    const mid: CoachProfile = { ...NADIA, level: "Mid-level" };
    const done = await ask([{ role: "user", content: "recommend courses about leadership" }], mid);
    expect(done.text).not.toMatch(/Mid-level level/);
  });

  it.each([
    ["I can study 1 hour daily", 5],
    ["two hours daily after work", 10],
    ["about 6 hrs a week", 6],
  ])("reads the study time in %j", (text, hours) => {
    expect(detectIntent(text).stated.hoursPerWeek).toBe(hours);
  });

  it("names the degree the user gave", async () => {
    const done = await ask([{ role: "user", content: "idk what to do with my life honestly. 23. commerce degree." }]);
    expect(done.text).toMatch(/commerce degree/);
  });

  it("ends a situation playbook with a step from it, not a 90-day goal", async () => {
    const done = await ask([{ role: "user", content: "the company wants 2 people who can vouch for me, who should i pick" }]);
    expect(done.text).not.toMatch(/90-day goal/);
  });
});

describe("whether a skill is worth it", () => {
  it.each([
    "is typescript worth learning for my next job?",
    "is kubernetes still in demand or is it a fad",
  ])("says which roles expect it and how to check the market: %j", async (text) => {
    const done = await ask([{ role: "user", content: text }], KEVIN);
    expect(done.text).toMatch(/part of the .* path/);
    expect(done.text).toMatch(/20 recent job ads/);
  });

  it("matches the user's own skills against the role they ask about", async () => {
    const john: CoachProfile = { ...NADIA, fullname: "John Miller", skills: [{ name: "AWS", type: "hard" }, { name: "Java", type: "hard" }] };
    const done = await ask([{ role: "user", content: "which of my skills are most in demand for cloud engineer roles?" }], john);
    expect(done.text).toMatch(/Your skills against the Cloud Engineer path:\*\* AWS/);
  });

  it("does not read 'for years at my job' as a target role", () => {
    expect(detectIntent("I've been writing plain JS for years at my job").stated.targetRole).toBeUndefined();
    expect(detectIntent("tips for a junior python role").stated.targetWords).toBe("python");
  });
});

describe("requests that carry a limit or point at an item", () => {
  it("answers 'is the last one available in arabic' about that course, question mark or not", async () => {
    const [first, second] = await conversation(["financial analysis courses", "is the last one available in arabic"]);
    const last = first.citations.filter((c) => c.kind === "course").at(-1);
    expect(second.text).toContain(last?.title ?? "—");
  });

  it.each(["udemy flutter beginner", "coursera machine learning for a beginner"])("keeps to the provider named in %j", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    const providers = done.citations.filter((c) => c.kind === "course").map((c) => c.url ?? "");
    expect(providers.length).toBeGreaterThan(0);
    for (const url of providers) expect(url).toMatch(/udemy|coursera/);
  });

  it("shows free courses first along a path when the user has no budget", async () => {
    const done = await ask([{ role: "user", content: "I have zero budget and want to get into machine learning before graduation next year" }]);
    const cited = done.citations.filter((c) => c.kind === "course");
    expect(cited.length).toBeGreaterThan(0);
    for (const c of cited) expect(courses.find((k) => k.id === c.id)?.free).toBe(true);
  });
});

describe("a goal said in a few words", () => {
  it.each([
    ["done with marketing. want ux writing. how long if 8 hrs weekly", "UX/UI Designer"],
    ["i want product management", "Product Manager"],
    ["wanna do cloud, where to start", "Cloud Engineer"],
  ])("reads the field wanted in %j", (text, role) => {
    expect(detectIntent(text).stated.targetRole).toBe(role);
  });

  it.each(["i want data courses", "i want ux courses in arabic", "i want web development jobs"])("leaves a request for material alone: %j", (text) => {
    expect(detectIntent(text).stated.targetRole).toBeUndefined();
  });

  it("writes the goal the way the field is written and uses the hours given", async () => {
    const done = await ask([{ role: "user", content: "done with marketing. want ux writing. how long realistically if 8 hrs weekly" }]);
    expect(done.text).toContain("UX writing");
    expect(done.text).toMatch(/8 hours a week/);
  });

  it("adds what a resume aimed at the named role needs after the review", async () => {
    const done = await ask([{ role: "user", content: "Kindly review my CV for a product manager position" }], KEVIN);
    expect(done.citations.some((c) => c.kind === "resume")).toBe(true);
    expect(done.text).toMatch(/resume aimed at Product Manager roles/);
  });
});

describe("whether a path fits the user's time", () => {
  it.each([
    ["only evenings after 8pm and weekends", 10],
    ["i can study only on weekends", 6],
  ])("reads the schedule in %j as study time", (text, hours) => {
    expect(detectIntent(text).stated.hoursPerWeek).toBe(hours);
  });

  it.each([
    "only evenings after 8pm and weekends. is ux research doable while teaching?",
    "is becoming a data analyst realistic with a full time job? i have 6 hours a week",
  ])("answers %j with the path and its timeline at that pace", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.intent).toBe("career_roadmap");
    expect(done.text).toMatch(/Your timeline:/);
    expect(done.text).not.toMatch(/realistic\./);
  });
});

describe("an interview at a kind of workplace", () => {
  it.each([
    ["I want to ask about how to prepare for an interview in a bank", /In a bank/],
    ["interview at a hospital next week, any tips?", /In healthcare/],
    ["عندي مقابلة في بنك الأسبوع الجاي أستعد إزاي؟", /في البنوك/],
  ])("says what %j tends to test", async (text, expected) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toMatch(expected);
  });
});

describe("the new playbooks do not take messages that belong elsewhere", () => {
  it.each([
    ["my new manager yells at me in front of the team", "career-difficult-manager"],
    ["i want to relocate to germany as a backend developer", "career-work-abroad"],
  ])("%j stays with %s", (text, id) => {
    expect(plainTopic(text)?.id).toBe(id);
  });

  it.each([
    "i can only study on the weekend, which sql course is shortest",
    "my colleague told me about an opening at her company",
    "my company was acquired, will there be layoffs",
  ])("%j is not read as workload, team conflict or visibility", (text) => {
    expect(["career-workload-boundaries", "career-team-conflict", "career-visibility"]).not.toContain(plainTopic(text)?.id);
  });
});

describe("what to build", () => {
  it.each([
    ["I have ten weeks this summer. What would you actually build for a ux portfolio?", /with 10 weeks.*UX\/UI Designer/s],
    ["what project should i build to get a data analyst job?", /Data Analyst path/],
  ])("answers %j with projects along the path", async (text, expected) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toMatch(expected);
    expect(done.text).toMatch(/case study/);
  });
});
