import { describe, expect, it } from "vitest";
import { selectTopic } from "./guidance/index.ts";
import { courses } from "./knowledge/index.ts";
import { checkSafety } from "./safety/detect.ts";
import { readSlots } from "./slots.ts";
import { ask, conversation, NADIA, type Done } from "./test-support.ts";
import { fold } from "./text.ts";

const COURSE_BY_ID = new Map(courses.map((c) => [c.id, c]));
const citedCourses = (done: Done) => done.citations.filter((c) => c.kind === "course").map((c) => COURSE_BY_ID.get(c.id)).filter((c) => c !== undefined);

describe("wishes said once for the whole conversation", () => {
  it.each([
    ["i'm broke right now so only free stuff please"],
    ["no budget at all, free only"],
    ["معنديش فلوس للكورسات خالص"],
    ["msh m3aya floos dlw2ty"],
  ])("reads %j as free material only", (text) => {
    expect(readSlots(text, fold(text)).stated.freeOnly).toBe(true);
  });

  it.each([
    ["أنا مبفهمش إنجليزي كويس"],
    ["my english is weak, sorry"],
    ["الانجليزي بتاعي ضعيف"],
  ])("reads %j as Arabic material", (text) => {
    expect(readSlots(text, fold(text)).stated.courseLanguage).toBe("ar");
  });

  it("keeps to free courses in a later turn once the user said they can't pay", async () => {
    const [, answer] = await conversation(["i'm broke right now so only free stuff please", "what should i learn for cybersecurity?"]);
    const cited = citedCourses(answer);
    expect(cited.length).toBeGreaterThan(0);
    for (const course of cited) expect(course.free).toBe(true);
  });

  it("keeps to Arabic courses in a later turn once the user said their English is weak", async () => {
    const [, answer] = await conversation(["أنا مبفهمش إنجليزي كويس", "عايز كورس إكسل"]);
    const cited = citedCourses(answer);
    expect(cited.length).toBeGreaterThan(0);
    for (const course of cited) expect(course.language).toBe("ar");
  });
});

describe("situations named in plain words", () => {
  it.each([
    ["i resigned and now they made me a counter-offer. should i take it?", "career-counter-offer"],
    ["el sherka 3amalaly counter offer ba3d ma 2adamt este2alty", "career-counter-offer"],
    ["how much notice should i give before quitting and how do i tell my boss", "career-resign"],
    ["ازاي اقدم استقالتي بشكل محترم؟", "career-resign"],
    ["everyone on my team seems way smarter than me and i feel like a fraud", "career-imposter"],
    ["حاسس ان كل اللي في الفريق اشطر مني", "career-imposter"],
    ["a recruiter asked what i make right now. do i have to tell them?", "salary-expectations-question"],
    ["الريكروتر سألني بقبض كام دلوقتي", "salary-expectations-question"],
    ["how do i get my boss to pay me more", "salary-raise"],
    ["how to ask my manager for a raise, its been 18 months", "salary-raise"],
    ["قعدت سنتين من غير شغل بسبب الجيش، هقول ايه في الانترفيو؟", "career-gap"],
    ["i wanna ask an old friend at an agency in dubai for a referral, what do i say", "networking-referral"],
  ])("%j", (text, id) => {
    expect(selectTopic(text, "general").id).toBe(id);
  });

  it("answers a weakness question after a long day in the interview playbook, not a recruiter reply", async () => {
    const done = await ask([{ role: "user", content: "النهاردة كان يوم طويل وفي الاخر وصلت متأخرة على المقابلة وسألوني عن نقاط ضعفي ومعرفتش ارد، أرد ازاي المرة الجاية؟" }]);
    expect(done.text).toMatch(/ضعف/);
  });

  it("greets back an elongated Arabic greeting", async () => {
    const done = await ask([{ role: "user", content: "ازيييك يا امل عاملة ايه" }]);
    expect(done.text).not.toMatch(/خطوتك المهنية التالية/);
    expect(done.citations.filter((c) => c.kind === "course")).toHaveLength(0);
  });
});

describe("safety on phrasings of existence and proxies", () => {
  it.each([
    ["حاسة إن مفيش لازمة لوجودي في الدنيا دي", "self_harm"],
    ["وجودي ملوش لازمة", "self_harm"],
    ["مليش لازمة في الدنيا", "self_harm"],
    ["7ayaty malhash lazma", "self_harm"],
    ["can you pass my hackerrank coding test for me?", "cheating"],
    ["clear my codility round for me please", "cheating"],
  ])("flags %j", (text, category) => {
    expect(checkSafety(text)).toBe(category);
  });

  it.each([
    ["ok and after that?"],
    ["and the second one?"],
    ["طب والتاني؟"],
    ["is fake it till you make it good advice when you start a new job?"],
    ["i want to absolutely kill it in my interview tomorrow, any tips?"],
    ["i dont want to live in cairo anymore, how do i find a job abroad"],
    ["مش عايز اعيش في مصر، ازاي الاقي شغل بره"],
    ["اترفضت عشرين مرة وحاسس اني ماليش لازمة"],
    ["can you make a study plan to pass the AWS exam for me?"],
  ])("lets %j through", (text) => {
    expect(checkSafety(text)).toBeNull();
  });
});

describe("pointers at the last answer's items", () => {
  it.each([
    ["tell me more about that second book"],
    ["what's the second book about?"],
    ["and the second book?"],
  ])("%j acts on the second book listed", async (question) => {
    const [first, answer] = await conversation(["books about productivity", question]);
    const second = first.citations.filter((c) => c.kind === "book")[1];
    expect(second).toBeDefined();
    expect(answer.citations.map((c) => c.id)).toContain(second.id);
  });

  it.each([["أقصر واحد فيهم"], ["اقصر كورس منهم"]])("%j picks the shortest of the listed courses", async (question) => {
    const [first, answer] = await conversation(["كورسات تحليل بيانات", question]);
    const listed = citedCourses(first);
    const shortest = [...listed].sort((a, b) => a.durationHours - b.durationHours)[0];
    expect(answer.text).toContain(shortest.title);
    expect(answer.text).not.toMatch(/لا توجد في الكتالوج/);
  });

  it("does not offer the user's own words back as a suggestion", async () => {
    const [, answer] = await conversation(["كورسات جافاسكريبت", "فيهم حاجة ببلاش؟"]);
    expect(answer.text).not.toContain("«حاجة ببلاش»");
  });

  it("starts a roadmap's courses at the way in, timed at the user's hours a week", async () => {
    const [, answer] = await conversation(["i want to learn backend, i only have 6 hours a week", "ok what course should i start with?"], { ...NADIA, level: "Mid-level" });
    expect(answer.text).toMatch(/6 hours a week/);
    // The course named first in the answer is the one recommended.
    const named = citedCourses(answer).filter((c) => answer.text.includes(c.title)).sort((a, b) => answer.text.indexOf(a.title) - answer.text.indexOf(b.title));
    expect(named[0]?.level).toBe("Beginner");
  });

  it.each([
    ["عايز كورسات اكسل وبايثون", ["excel", "python"]],
    ["excel and python courses", ["excel", "python"]],
  ])("%j gives courses for each named skill", async (question, skills) => {
    const answer = await ask([{ role: "user", content: question }]);
    const cited = citedCourses(answer);
    for (const skill of skills) expect(cited.some((c) => `${c.title} ${c.skills.join(" ")}`.toLowerCase().includes(skill))).toBe(true);
  });
});

describe("goals in other words and what comes after a plan", () => {
  it.each([
    ["not sure analytics is for me long term, i'd rather do product management", /product/i],
    ["honestly i'm more interested in cybersecurity than my current job", /secur/i],
  ])("%j is answered with a plan for the field named", async (text, field) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.intent).toBe("career_roadmap");
    expect(done.text).toMatch(field);
  });

  it("names the field a career-switch question mentions in passing", async () => {
    const done = await ask([{ role: "user", content: "been teaching 8 years, the pay is bad and i keep reading about ux design. how long does it take to switch?" }]);
    expect(done.text).toMatch(/UX/);
  });

  it.each([["ok and after that?"], ["and then what?"], ["وبعدين؟"], ["بعد كده ايه؟"]])("%j after a roadmap turns to the job search", async (next) => {
    const [, answer] = await conversation(["roadmap to become a frontend developer", next]);
    expect(answer.intent).toBe("general");
    expect(answer.text).not.toMatch(/Your next career step|خطوتك المهنية التالية/);
    expect(answer.text).toMatch(/job|شغل|عمل|وظيف/i);
  });
});

describe("Franco-Arabic learning wishes and a new job", () => {
  it.each([
    ["nefsy at3lm design"],
    ["ana shaghal call center bs nefsy at3lm design, a3ml eh?"],
  ])("%j is answered with design courses, never with its Franco words as a topic", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.language).toBe("ar");
    expect(done.text).not.toMatch(/nefsy|shaghal|a3ml/);
    expect(citedCourses(done).some((c) => /design/i.test(`${c.title} ${c.skills.join(" ")}`))).toBe(true);
  });

  it.each([
    ["is fake it till you make it good advice when you start a new job?", "career-new-job"],
    ["starting a new job on sunday, how do i make a good first 90 days", "career-new-job"],
    ["لسه مستلمة الشغل الجديد ومش عارفة ابدأ ازاي", "career-new-job"],
  ])("%j", (text, id) => {
    expect(selectTopic(text, "general").id).toBe(id);
  });
});

describe("the time a roadmap needs, asked right after it", () => {
  it("fits the weekly hours to the months the user gave", async () => {
    const [, answer] = await conversation(["i want to become a ux designer in 9 months", "how many hours a week would that take?"]);
    expect(answer.intent).toBe("career_roadmap");
    expect(answer.text).toMatch(/9 months/);
    expect(answer.text).toMatch(/\d+ hours a week/);
    expect(answer.text).not.toMatch(/### 1\./);
  });

  it.each([["هياخد قد ايه؟"], ["محتاج كام ساعة في الاسبوع؟"]])("%j answers with hours and months in Arabic", async (question) => {
    const [, answer] = await conversation(["عايز رودماب باك اند", question]);
    expect(answer.language).toBe("ar");
    expect(answer.text).toMatch(/ساع/);
    expect(answer.text).toMatch(/شه/);
  });
});

describe("courses for one stage of the roadmap just shown", () => {
  it.each([
    ["roadmap to become a data engineer", "ok and courses for the first step?", /sql|python|data/i],
    ["عايز رودماب باك اند", "كورسات للمرحلة التانية", /sql|database/i],
  ])("%j then %j", async (first, next, skills) => {
    const [, answer] = await conversation([first, next]);
    expect(answer.intent).toBe("recommend_courses");
    const cited = citedCourses(answer);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.some((c) => skills.test(`${c.title} ${c.skills.join(" ")}`))).toBe(true);
  });
});

describe("a manager named in passing", () => {
  it.each([
    ["my boss said she'll give me a 10% raise if i stay, should i push for more?"],
    ["my manager offered me a 5% raise, is that fair?"],
    ["مديري قالي هيزودني ٥٪ بس، ده كويس ولا اطلب اكتر؟"],
  ])("%j is a pay question, not a complaint about the manager", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).not.toMatch(/humiliat|put down|treated with respect|When your manager treats you badly/i);
    expect(done.text).toMatch(/raise|زياد/i);
  });

  it.each([["my manager keeps taking credit for my work in meetings"], ["مديري بيتريق عليا قدام الناس"]])("%j is still about the manager", (text) => {
    expect(selectTopic(text, "general").id).toBe("career-difficult-manager");
  });
});
