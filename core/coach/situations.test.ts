import { describe, expect, it } from "vitest";
import { answerContext } from "./compose/context.ts";
import {
  ageIn, amountsIn, budgetIn, certsNote, degreeNote, destinationNote, egyptNet, gapNote, movePreface, salaryNote, spanText,
} from "./compose/stated.ts";
import { plainTopic, selectTopic } from "./guidance/index.ts";
import { courses } from "./knowledge/index.ts";
import { ask, conversation, NADIA, type Done } from "./test-support.ts";
import type { CoachLanguage, CoachProfile } from "./types.ts";

const nadia = NADIA;
const mike: CoachProfile = { ...nadia, fullname: "Mike Ross", title: "Senior Software Engineer", country: "United States", city: "Chicago" };

const COURSE_BY_ID = new Map(courses.map((c) => [c.id, c]));

const citedCourses = (done: Done) => done.citations.filter((c) => c.kind === "course").map((c) => COURSE_BY_ID.get(c.id)).filter((c) => c !== undefined);
const ctx = (language: CoachLanguage, profile: CoachProfile = nadia, question = "") => answerContext(profile, question, language, "general");

describe("the user's own figures", () => {
  it.each([
    ["they offered 95k, i wanted 110k", [95000, 110000]],
    ["the offer is 25,000 gross", [25000]],
    ["المرتب ١٢ ألف اجمالي", [12000]],
    ["el offer 20 alf", [20000]],
    ["it's been 18 months and I work 40 hours", []],
    ["best certifications for data analysts in 2027?", []],
    ["I graduated class of 2019 and earn 9000 EGP", [9000]],
    ["عايز اشتغل في الخليج سنة 2026 بمرتب 2000 دولار", [2000]],
    ["they offered 2000 EGP", [2000]],
  ])("reads the money in %j", (text, values) => {
    expect(amountsIn(text).map((a) => a.value)).toEqual(values);
  });

  it("turns an Egyptian gross salary into an approximate take-home pay", () => {
    const { net, insurance, tax } = egyptNet(25000);
    expect(insurance).toBeCloseTo(1595, 0);
    expect(tax).toBeGreaterThan(3000);
    expect(net).toBeGreaterThan(19000);
    expect(net).toBeLessThan(21000);
    expect(egyptNet(5000).net).toBeLessThan(5000);
  });

  it("says back an offer and the figure hoped for, with the gap, in both languages", () => {
    const en = salaryNote("they offered 95k, i wanted 110k. do i counter?", ctx("en"));
    expect(en).toMatch(/95,000/);
    expect(en).toMatch(/110,000/);
    expect(en).toMatch(/16%/);
    const ar = salaryNote("عرضوا عليا ٩٥ ألف وكنت عايز ١١٠ ألف", ctx("ar"));
    expect(ar).toMatch(/95,000/);
    expect(ar).toMatch(/110,000/);
  });

  it("estimates net pay from gross in Egypt, naming insurance and tax", () => {
    expect(salaryNote("they said 25,000 gross. what will i take home?", ctx("en"))).toMatch(/25,000 EGP gross.*net.*insurance.*tax/s);
    expect(salaryNote("المرتب ١٢ ألف اجمالي، يعني كام صافي؟", ctx("ar"))).toMatch(/12,000.*الصافي.*تأمينات.*ضريبة/s);
  });

  it("suggests a counter range for a single offer, and notes the months since a raise", () => {
    expect(salaryNote("el offer 20 alf, a2ol 3ayez aktar?", ctx("en"))).toMatch(/22,000–24,000/);
    expect(salaryNote("how to ask for a raise, its been 18 months", ctx("en"))).toMatch(/18 months since your last raise/);
    expect(salaryNote("عايز اطلب زيادة بقالي سنتين", ctx("ar"))).toMatch(/منذ آخر زيادة/);
  });

  it.each([
    ["Is it too late to change careers at 35?", 35],
    ["I'm 42 years old and want to switch", 42],
    ["عندي 35 سنة وعايز اغير مجالي", 35],
    ["I have 10 hours a week", undefined],
  ])("reads the age in %j", (text, age) => {
    expect(ageIn(text)).toBe(age);
  });

  it("reads a course budget in pounds or dollars, not salaries or hours", () => {
    expect(budgetIn("معايا ٥٠٠ جنيه بس للكورسات")?.value).toBe(500);
    expect(budgetIn("my budget is $50 for courses")?.value).toBe(50);
    expect(budgetIn("I study 5 hours a week")).toBeUndefined();
  });

  it("frames a career gap's length and a caregiving reason", () => {
    expect(gapNote("how do i explain a 2 year gap on my resume? i was taking care of my mom", ctx("en"))).toMatch(/2-year gap spent caring for family/);
    expect(gapNote("قعدت سنتين من غير شغل", ctx("ar"))).toMatch(/سنتين/);
    expect(gapNote("how do I write my resume", ctx("en"))).toBe("");
  });

  it("says spans the way people say them", () => {
    expect(spanText(12, "en")).toBe("a year");
    expect(spanText(24, "ar")).toBe("سنتين");
    expect(spanText(6, "ar")).toBe("6 شهور");
  });
});

describe("career moves and choices", () => {
  it("names the goal in the user's words, the timeframe and what carries over", () => {
    const text = "been in sales 6 years, i want to become a product manager in a year";
    const note = movePreface(text, { targetWords: "product manager", months: 12, yearsExperience: 6 }, ctx("en"), "Product Manager");
    expect(note).toMatch(/within a year/);
    expect(note).toMatch(/6 years in sales/);
    expect(note).toMatch(/customer needs/);
    const ar = movePreface("عندي ١٠ سنين خبرة محاسب وعايز ابقى مدير مالي", { targetWords: "مدير مالي", yearsExperience: 10 }, ctx("ar"), "محاسب");
    expect(ar).toMatch(/مدير مالي/);
    expect(ar).toMatch(/10 سنوات/);
  });

  it("names each certification the user weighs and what it asks", () => {
    expect(certsNote("google project management cert or PMP? i have zero experience", ctx("en"))).toMatch(/PMP.*36 months.*Google Project Management/s);
    expect(certsNote("اخد CCNA ولا Security+؟", ctx("ar"))).toMatch(/CCNA.*الشبكات/s);
  });

  it("gives the usual first roles for a named degree and a destination's hiring", () => {
    expect(degreeNote("اتخرجت تجارة ومش عارف اعمل ايه", ctx("ar"))).toMatch(/محاسب/);
    expect(degreeNote("I graduated in law and feel lost", ctx("en"))).toMatch(/compliance/);
    expect(destinationNote("عايزة اسافر الامارات اشتغل", ctx("ar"))).toMatch(/الإمارات/);
    expect(destinationNote("thinking of moving to Dubai", ctx("en"))).toMatch(/UAE/);
  });
});

describe("situations without a topic word", () => {
  it.each([
    ["i have a panel interview on thursday, nervous", "interview-soon"],
    ["عندي مقابلة بكرة الصبح ومتوتر جدا", "interview-soon"],
    ["the company sent me a take home assignment due in 3 days", "interview-take-home"],
    ["got an email from a recruiter, how do i reply?", "networking-recruiter-reply"],
    ["just got laid off this morning", "career-layoff"],
    ["اتفصلت من شغلي النهارده", "career-layoff"],
    ["my boss humiliates me in front of the team", "career-difficult-manager"],
    ["المديرة بتهزقني قدام الفريق", "career-difficult-manager"],
    ["اشتغل في شركة كبيرة ولا ستارت اب؟", "career-company-choice"],
    ["should i go for staff engineer or switch to management?", "career-ic-or-management"],
    ["they said 25,000 gross, what is the net?", "salary-gross-net"],
  ])("finds the playbook for %j", (text, id) => {
    expect(plainTopic(text)?.id).toBe(id);
  });

  it("keeps interview questions within interviews when they name no other topic", () => {
    expect(selectTopic("how should I prepare for my interview?", "interview_prep").id).toBe("interview-prepare");
    expect(selectTopic("got an email from a recruiter at Valeo, how do i reply?", "interview_prep").id).toBe("networking-recruiter-reply");
  });

  it.each([
    "i'm burnt out. 60 hour weeks for a year",
    "just got laid off this morning. what do i do first",
    "عندي مقابلة بكرة الصبح ومتوتر جدا",
    "الـ HR كلموني وعايزين يعملوا معايا call بكرة، اجهز ازاي؟",
    "عيطت بعد الاجتماع النهاردة، المديرة بتهزقني قدام الفريق",
  ])("answers %j with steps and no course", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    expect(done.text).not.toMatch(/Your next career step|خطوتك المهنية التالية/);
  });

  it("meets a layoff and a humiliating manager with empathy first", async () => {
    expect((await ask([{ role: "user", content: "just got laid off this morning" }])).text).toMatch(/^I'm sorry/);
    expect((await ask([{ role: "user", content: "عيطت بعد الاجتماع، المديرة بتهزقني قدام الفريق" }])).text).toMatch(/^أنا آسفة/);
  });

  it.each([
    ["google project management cert or PMP? i have zero experience", /PMP/, /experience/],
    ["اخد CCNA ولا اروح على السيكيوريتي على طول؟", /CCNA/, /الأمن|أمن/],
    ["should i go for staff engineer or switch to management?", /staff/i, /manag/i],
  ])("answers the choice %j with decision guidance", async (text, a, b) => {
    const done = await ask([{ role: "user", content: text }], mike);
    expect(done.intent).toBe("general");
    expect(done.text).toMatch(a);
    expect(done.text).toMatch(b);
  });
});

describe("workplace situations named in everyday words", () => {
  it.each([
    ["my annual review said needs improvement and nobody warned me", "career-performance-review"],
    ["got a low rating in my performance review, what now?", "career-performance-review"],
    ["التقييم السنوي بتاعي طلع ضعيف", "career-performance-review"],
    ["people say there will be more layoffs next month, how do i prepare?", "career-job-security"],
    ["الشركة هيسرحوا ناس الشهر الجاي وخايفة", "career-job-security"],
    ["my coworkers gossip about everyone, i hate going in", "career-team-conflict"],
    ["زمايلي بيتكلموا عليا من ورايا", "career-team-conflict"],
    ["i took 5 years off to raise my kids, how do i get back into work?", "career-return-to-work"],
    ["عايزة ارجع اشتغل بعد الولادة", "career-return-to-work"],
    ["should i take an unpaid internship or a paid junior job?", "career-internship-or-job"],
    ["اقبل تدريب من غير فلوس ولا اشتغل في أي حتة؟", "career-internship-or-job"],
    ["وظيفة حكومية ولا قطاع خاص؟", "career-government-or-private"],
    ["is a government job better than the private sector in egypt?", "career-government-or-private"],
    ["ينفع اسافر الخليج قبل ما اخلص موقفي من التجنيد؟", "career-military-service"],
    ["i got passed over, they promoted someone who joined after me", "career-promotion"],
  ])("finds the playbook for %j", (text, id) => {
    expect(plainTopic(text)?.id).toBe(id);
  });

  it.each([
    ["they put me on a pip at work yesterday, what happens now", "After a disappointing performance review"],
    ["i was a stay at home mom for 8 years, could i still find an office job?", "Returning to work after a break"],
  ])("answers %j with its playbook though it reads like a request for material", async (text, title) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toContain(title);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("still lists books when a situation's books are asked for", async () => {
    const done = await ask([{ role: "user", content: "any good books for someone going back to work after raising kids?" }]);
    expect(done.citations.some((c) => c.kind === "book")).toBe(true);
  });

  it.each([
    "the rumours about cuts are everywhere at work, what should i do now?",
    "زمايلي في الشغل كلهم بيتكلموا على بعض ومضايقة جدا",
    "التقييم بتاعي طلع وحش ومش فاهمة ليه",
  ])("answers %j with steps and no course", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    expect(done.text).not.toMatch(/Your next career step|خطوتك المهنية التالية/);
  });
});

describe("what to learn for a promotion", () => {
  it.each([
    ["i want to get promoted next year, what should i learn?", /Skills for the next level on the Data Analyst path:\*\* ([^\n]+)/],
    ["عايزة اترقى في شغلي، اتعلم ايه؟", /مهارات المستوى التالي في مسار [^:]+:\*\* ([^\n]+)/],
  ])("names the skills past where the profile already is: %j", async (text, line) => {
    const done = await ask([{ role: "user", content: text }]);
    const named = line.exec(done.text)?.[1] ?? "";
    expect(named).toMatch(/Tableau|Power BI|Data Cleaning/);
    expect(named).not.toMatch(/SQL|Excel/);
  });
});

describe("a field named in passing", () => {
  it.each([
    ["um so yeah i was thinking maybe like cloud stuff? idk", /cloud|aws|azure/i],
    ["my mom wants me to be a doctor but i like drawing??", /design|drawing|illustrat/i],
    ["بصي انا عايزة حاجة كده بتاعة الاعلانات دي اللي على فيسبوك", /social media|marketing/i],
    ["صاحبي قالي ادخل سيكيوريتي بس مش متأكد", /cyber|security/i],
    ["ana 3ayza at3alem python 3shan el data bs msh 3arfa mnen", /python/i],
  ])("offers first courses for %j", async (text, about) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.intent).toBe("recommend_courses");
    const cited = citedCourses(done);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.some((c) => about.test(`${c.title} ${c.skills.join(" ")}`))).toBe(true);
  });
});

describe("refining a list", () => {
  it("cites only the listed courses that are free, or says none is and offers free ones", async () => {
    for (const [request, question] of [["ux design courses?", "any of those free?"], ["كورسات بايثون", "فيهم ببلاش؟"]]) {
      const [, answer] = await conversation([request, question]);
      const cited = citedCourses(answer);
      for (const course of cited) expect(course.free).toBe(true);
    }
  });

  it("cites only courses taught in Arabic after 'any of those in arabic?'", async () => {
    const [, answer] = await conversation(["javascript courses", "any of those in arabic?"]);
    const cited = citedCourses(answer);
    expect(cited.length).toBeGreaterThan(0);
    for (const course of cited) expect(course.language).toBe("ar");
  });

  it("keeps 'shorter' strictly shorter than every course shown, in both languages", async () => {
    for (const pair of [["recommend a machine learning course", "anything shorter?"], ["عايزة كورسات اكسل", "فيهم حاجة أقصر؟"]]) {
      const [first, shorter] = await conversation(pair);
      const limit = Math.min(...citedCourses(first).map((c) => c.durationHours));
      for (const course of citedCourses(shorter)) expect(course.durationHours).toBeLessThan(limit);
    }
  });

  it("continues with new courses after an Arabizi 'more'", async () => {
    const [first, more] = await conversation(["rasha7ly course python", "fe 7aga tanya?"]);
    const before = new Set(first.citations.map((c) => c.id));
    expect(more.citations.some((c) => c.kind === "course" && !before.has(c.id))).toBe(true);
  });
});

describe("numbers and goals said back", () => {
  it.each([
    ["they offered 95k, i wanted 110k. do i counter or take it", [/95,000/, /110,000/, /counter/i]],
    ["they said 25,000 gross. what will i actually take home in egypt?", [/25,000/, /take-home|net/i, /tax/i]],
    ["المرتب ١٢ ألف اجمالي، يعني كام صافي تقريبا؟", [/12,000/, /صافي|الصافي/, /التأمينات/]],
    ["Is it too late to change careers at 35?", [/35/, /transferable/i]],
    ["هدفي أبقى data engineer خلال سنتين", [/سنتين/]],
    ["my goal is product marketing manager in a year. plan?", [/product marketing manager/i, /a year/]],
    ["معايا ٥٠٠ جنيه بس للكورسات، اتعلم ويب ازاي؟", [/500/]],
  ])("%j", async (text, patterns) => {
    const done = await ask([{ role: "user", content: text }]);
    for (const p of patterns) expect(done.text).toMatch(p);
  });

  it("keeps to free courses on a small course budget", async () => {
    const done = await ask([{ role: "user", content: "معايا ٥٠٠ جنيه بس للكورسات، اتعلم ويب ازاي؟" }]);
    for (const course of citedCourses(done)) expect(course.free).toBe(true);
  });
});

describe("greetings and thanks in kind", () => {
  // Franco-Arabic is answered in Arabic.
  it.each([["yo", /^Hi/], ["ezayak ya amal", /^أنا تمام/], ["salam ya amal, 3amla eh?", /^[\u0621-\u064A]/], ["heyy", /^Hi/]])("greets %j", async (text, pattern) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toMatch(pattern);
    expect(done.citations).toEqual([]);
  });

  it.each(["thanks a lot, that helped!", "thank you, it really helped", "شكرا جدا ساعدني"])("thanks back for %j", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toMatch(/welcome|العفو/);
  });

  it("asks back after 'no idea what job I want' in both languages", async () => {
    expect((await ask([{ role: "user", content: "i have no idea what job i want" }])).text).toMatch(/enjoy.*\?/s);
    expect((await ask([{ role: "user", content: "مش عارفة أبدأ منين" }])).text).toMatch(/أول خطوة/);
  });
});

describe("honest about what the catalogue lacks", () => {
  it("names a spoken language it has no course for", async () => {
    const done = await ask([{ role: "user", content: "i need to learn german for a job in berlin, which course?" }]);
    expect(done.text).toMatch(/German/);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it.each([
    ["عايزة كورس مونتاج بريمير برو", /Premiere/],
    ["I want a video editing course for premiere pro", /Premiere/],
  ])("does not pass off a broader course as the named tool: %j", async (text, tool) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toMatch(tool);
    expect(done.text).toMatch(/no course|لا يتضمن/);
    for (const course of citedCourses(done)) expect(`${course.title} ${course.skills.join(" ")}`).toMatch(tool);
  });

  it.each([
    ["any cissp course?", /CISSP/],
    ["do you have a course for the cfa exam", /CFA/],
  ])("names a certification it has no course for: %j", async (text, name) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).toMatch(name);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("does not pass off project-management courses as Primavera", async () => {
    const done = await ask([{ role: "user", content: "محتاج اتعلم بريمافيرا للشغل في المقاولات" }]);
    expect(done.text).toMatch(/لا يتضمن/);
    for (const course of citedCourses(done)) expect(`${course.title} ${course.skills.join(" ")}`).toMatch(/primavera/i);
  });

  it("points a resume aimed at a new field at that field, with the skills that carry over", async () => {
    const teacher: CoachProfile = { ...nadia, fullname: "Dana Brooks", title: "High School Teacher", resumes: [] };
    const done = await ask([{ role: "user", content: "how should i change my teaching cv for data analyst jobs?" }], teacher);
    expect(done.text).toMatch(/Data Analyst/);
    expect(done.text).toMatch(/explaining complex ideas|transfer/);
  });

  it("says there is no Flutter course in Arabic and cites none that isn't", async () => {
    const done = await ask([{ role: "user", content: "في كورس فلاتر بالعربي؟" }]);
    expect(done.text).toMatch(/Flutter|فلاتر/);
    for (const course of citedCourses(done)) expect(course.skills).toContain("Flutter");
  });
});

describe("a course request that names nothing new", () => {
  it.each([
    [["roadmap for frontend developer", "ok what course for the first step?"], /html|css|javascript|web|front/i],
    [["i want to get into data science", "ok give me courses for that"], /data|python|statistic|machine learning/i],
    [["عايز ابقى محلل بيانات", "طب رشحلي كورسات"], /data|excel|sql|بيانات/i],
  ])("takes the subject of the request before: %j", async (turns, about) => {
    const answers = await conversation(turns);
    const cited = citedCourses(answers[1]);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.some((c) => about.test(`${c.title} ${c.skills.join(" ")}`))).toBe(true);
  });
});

describe("more of what the user states", () => {
  it("weighs a raise percentage against the usual range, in both languages", () => {
    expect(salaryNote("I want to ask for a 30% raise", ctx("en", mike))).toMatch(/30%.*above the usual range/);
    expect(salaryNote("عايز اطلب زيادة 15%", ctx("ar"))).toMatch(/15%.*في حدود المعتاد/);
  });

  it("answers a question about an item even when it opens a longer message", async () => {
    const answers = await conversation(["i want to get into data science", "ok give me courses for that", "the first one, do i need math for it?"]);
    const first = answers[1].citations.find((c) => c.kind === "course");
    expect(first).toBeDefined();
    expect(answers[2].citations.map((c) => c.id)).toContain(first?.id);
    expect(answers[2].text).toMatch(/math|algebra|statistic/i);
  });
});

describe("Franco-Arabic and company names", () => {
  it.each([
    ["3andi interview bokra w ana motawater", "interview-soon"],
    ["etfasalt mn shoghly el naharda", "career-layoff"],
    ["ana msh 3aref a3mel eh fe 7ayati", "career-stuck"],
    ["el offer 15 alf egmaly, yeb2a kam safy?", "salary-gross-net"],
    ["should i join microsoft or a small startup?", "career-company-choice"],
    ["i have two offers, which offer should i take?", "career-company-choice"],
  ])("finds the playbook for %j", (text, id) => {
    expect(plainTopic(text)?.id).toBe(id);
  });

  it("meets burnout with empathy before the steps", async () => {
    const done = await ask([{ role: "user", content: "i'm burnt out. 60 hour weeks for a year and i dread opening slack" }]);
    expect(done.text).toMatch(/^That sounds exhausting/);
  });
});

describe("requests that lean on the profile or are misspelt", () => {
  const kevin: CoachProfile = { ...mike, fullname: "Kevin Park", title: "Front-end Developer", skills: [{ name: "JS", type: "hard" }, { name: "React", type: "hard" }] };

  it.each(["pls recomend a course on javascrpit", "recommend a course on pyhton", "course on kubernets please"])("corrects the skill in %j", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(citedCourses(done).length).toBeGreaterThan(0);
    expect(citedCourses(done).some((c) => /javascript|python|kubernetes/i.test(`${c.title} ${c.skills.join(" ")}`))).toBe(true);
  });

  it.each(["recommend courses that build on what i know", "رشحلي كورسات على مهاراتي"])("builds on the profile's skills for %j", async (text) => {
    const done = await ask([{ role: "user", content: text }], kevin);
    expect(citedCourses(done).some((c) => /javascript|react|typescript|front|node|web/i.test(`${c.title} ${c.skills.join(" ")}`))).toBe(true);
  });

  it("drafts a summary from the resume on file", async () => {
    const withResume: CoachProfile = { ...kevin, resumes: [{ id: 1, title: "kevin.pdf", text: "Kevin Park\nFront-end Developer\nSkills: React, JavaScript, CSS\nExperience\n- Built a dashboard used by 2,000 users" }] } as CoachProfile;
    const done = await ask([{ role: "user", content: "rewrite the summary part of my resume" }], withResume);
    expect(done.citations.some((c) => c.kind === "resume")).toBe(true);
    expect(done.text).toMatch(/draft summary/);
  });
});

describe("courses stay on the named topic", () => {
  it.each(["ux course under 15 hours, i'm a teacher with no free time", "graphic design course for beginners", "كورس تصميم جرافيك للمبتدئين"])(
    "lists only courses that teach what %j names", async (text) => {
      const done = await ask([{ role: "user", content: text }]);
      const cited = citedCourses(done);
      expect(cited.length).toBeGreaterThan(0);
      for (const c of cited) expect(`${c.title} ${c.skills.join(" ")}`).toMatch(/ux|user experience|graphic|design/i);
      expect(cited.map((c) => c.id)).not.toContain("edraak-fashion-design");
    },
  );
});

describe("incidental words do not pick a playbook", () => {
  it.each(["i work in a call center and feel stuck", "I want to work in HR", "solar energy jobs in egypt"])("%j is not an interview tomorrow", (text) => {
    expect(plainTopic(text, 1)?.id).not.toBe("interview-soon");
  });
});

describe("salary figures read in context", () => {
  it("does not treat a net figure as gross", () => {
    const note = salaryNote("my offer is 18k net, should i ask for more?", ctx("en"));
    expect(note).toMatch(/18,000 net/);
    expect(note).not.toMatch(/take-home \(net\) pay is roughly/);
  });

  it("works out what a raise comes to on the current salary, in both languages", () => {
    expect(salaryNote("my salary is 8000 and i want a 20% raise", ctx("en"))).toMatch(/9,600/);
    expect(salaryNote("راتبي 8000 وعايز زيادة 20%", ctx("ar"))).toMatch(/9,600/);
  });
});
