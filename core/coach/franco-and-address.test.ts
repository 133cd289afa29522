/**
 * Franco-Arabic (Arabizi) users are answered in Arabic and their conditions and references are
 * read; Arabic instructions are addressed to a woman in the feminine and, when nothing shows who
 * is asking, in verbal nouns; stated budgets, feminine role names, fields named in everyday words,
 * and short refinements are understood.
 */
import { describe, expect, it } from "vitest";
import { addressArabic, addresseeOf } from "./compose/address.ts";
import { EVAL_PROFILES } from "./eval/personas.ts";
import { courses } from "./knowledge/index.ts";
import { findRoadmap } from "./knowledge/roadmaps.ts";
import { readSlots } from "./slots.ts";
import { ask, conversation, NADIA } from "./test-support.ts";
import { detectLanguage, fold, isFrancoArabic } from "./text.ts";
import type { CoachProfile } from "./types.ts";

const BLANK: CoachProfile = { fullname: "", title: "", level: "", country: "Egypt", city: "", bio: "", skills: [], resumes: [] };
const LAYLA: CoachProfile = { ...BLANK, fullname: "ليلى حسن", title: "محاسبة", level: "Junior" };
const COURSE_BY_ID = new Map(courses.map((c) => [c.id, c]));
const ARABIC = /[\u0621-\u064A]/;

describe("Franco-Arabic", () => {
  it.each(["3ayez at3lem python", "fe course cobol?", "msh 3aref akhtar ben data analysis w web development", "salam ya amal, 3amla eh?",
    "kol youm bafakar eny a5las men nafsy", "fe wa7ed bel 3araby?"])("reads %j as Arabic", (text) => {
    expect(isFrancoArabic(text)).toBe(true);
    expect(detectLanguage(text)).toBe("ar");
  });

  it.each(["i have 3 months and 20 hours a week", "my name is ana and i want a job", "w3schools or mdn?", "5years exp in java", "is aws s3 good",
    "python3 course", "ec2 vs lambda", "b2b sales jobs", "tell me about fe and eh", "ehh i can't decide"])("keeps %j English", (text) => {
    expect(detectLanguage(text)).toBe("en");
  });

  it.each([
    ["3ayez at3lem python", /بايثون|Python/],
    ["ana tayeh w msh 3aref a3mel eh", /[\u0621-\u064A]{3,}/],
    ["ezayak ya amal", /^أنا تمام/],
  ])("answers %j in Arabic", async (text, pattern) => {
    const done = await ask([{ role: "user", content: text }], BLANK);
    expect(done.language).toBe("ar");
    expect(done.text).toMatch(pattern);
  });

  it("reads a course language, free and a certificate said in Franco", () => {
    const slots = (text: string) => readSlots(text, fold(text));
    expect(slots("3ayza course excel bel 3araby").constraints.courseLanguage).toBe("ar");
    expect(slots("fe wa7ed bel 3araby?").refine).toBe("arabic");
    expect(slots("course python b shehada").constraints.certificate).toBe(true);
  });

  it("keeps to Arabic courses when asked in Franco, and acts on the last answer's list", async () => {
    const [first, second] = await conversation(["3ayza courses excel", "fe wa7ed bel 3araby?"], LAYLA);
    expect(first.language).toBe("ar");
    const cited = second.citations.filter((c) => c.kind === "course").map((c) => COURSE_BY_ID.get(c.id));
    expect(cited.length).toBeGreaterThan(0);
    for (const course of cited) expect(course?.language).toBe("ar");
  });
});

describe("references and refinements", () => {
  const slots = (text: string) => readSlots(text, fold(text));

  it.each(["في حاجة تانية؟", "fe 7aga tanya?", "عايز كورس تاني", "في واحد تاني؟"])("reads %j as another, not the second item", (text) => {
    expect(slots(text).reference).toBeUndefined();
  });

  it.each([["الكورس التاني مدته كام؟", 1], ["التاني ده مجاني؟", 1], ["أول واحد ده كام ساعة؟", 0]])("still reads %j as item %i", (text, index) => {
    expect(slots(text).reference).toEqual({ kind: "ordinal", index });
  });

  it.each([["ui design courses", "compare the first two"], ["python courses", "which of those is free?"], ["كورسات SQL", "قارنلي بين أول اتنين"]])(
    "answers %j → %j about the listed courses, not another topic",
    async (request, followUp) => {
      const [first, second] = await conversation([request, followUp], BLANK);
      const listed = new Set(first.citations.filter((c) => c.kind === "course").map((c) => c.id));
      expect(second.intent).not.toBe("salary_negotiation");
      expect(second.citations.filter((c) => c.kind === "course" && listed.has(c.id)).length).toBeGreaterThanOrEqual(1);
    },
  );

  it("does not read 'كده' as 'ده'", () => {
    expect(slots("في حاجة أقصر من كده؟")).toMatchObject({ refine: "shorter" });
    expect(slots("في حاجة أقصر من كده؟").reference).toBeUndefined();
  });

  it.each([["كورسات تحليل بيانات", "في حاجة أرخص؟"], ["كورسات ماشين ليرننج", "في حاجة أقصر من كده؟"], ["sql courses", "anything cheaper?"]])(
    "answers the refinement %j → %j from the catalogue, not with another topic",
    async (request, refinement) => {
      const [first, second] = await conversation([request, refinement], BLANK);
      expect(first.citations.some((c) => c.kind === "course")).toBe(true);
      expect(second.intent).not.toBe("daily_tips");
      expect(second.citations.some((c) => c.kind === "course") || /مفيش|لا يوجد|لم أجد|couldn't|no /i.test(second.text)).toBe(true);
    },
  );
});

describe("what the user states", () => {
  const stated = (text: string) => readSlots(text, fold(text)).stated;

  it.each([["i have $200 total for courses", "200"], ["my budget is 300 dollars", "300"], ["ميزانيتي ٢٠٠٠ جنيه بس", "2000"], ["معايا 500 جنيه للكورسات", "500"]])(
    "reads the budget in %j",
    (text, budget) => expect(stated(text).budget).toBe(budget),
  );

  it("uses the budget and the months in the plan", async () => {
    const done = await ask([{ role: "user", content: "i have $200 total for courses and 6 months, want to become a data analyst" }], BLANK);
    expect(done.text).toContain("200");
    expect(done.text).toMatch(/\b6\b/);
    expect(done.citations.some((c) => c.kind === "roadmap" && /data/i.test(c.title))).toBe(true);
  });

  it.each([
    ["i've been coding for 10 years but want to become an engineering manager. what do i need?", { yearsExperience: 10, targetRole: "Engineering Manager" }],
    ["نفسي اتحول لمحللة بيانات، عندي ١٠ ساعات في الأسبوع", { targetRole: "Data Analyst", hoursPerWeek: 10 }],
    ["انا محاسب بقالي ٦ سنين ونفسي ادخل مجال الداتا", { targetRole: "Data Analyst", currentRole: "Accountant", yearsExperience: 6 }],
  ])("reads %j", (text, facts) => expect(stated(text)).toMatchObject(facts));

  it.each([["محللة بيانات", "data-analyst"], ["مهندسة برمجيات", "software-engineer"], ["مصممة جرافيك", "graphic-designer"], ["محللة مالية", "financial-analyst"]])(
    "finds the roadmap for the feminine %j",
    (text, id) => expect(findRoadmap(text)?.roadmap.id).toBe(id),
  );
});

describe("a direction the profile's bio names", () => {
  const dana: CoachProfile = { ...BLANK, fullname: "Dana Brooks", title: "High School Teacher", country: "United States", bio: "English teacher for 7 years, curious about UX research." };

  it.each(["what should i learn first? i've got maybe 5 hours a week", "Recommend me a course"])("answers %j toward it, not the current title", async (text) => {
    const done = await ask([{ role: "user", content: text }], dana);
    expect(done.citations.some((c) => c.kind === "course" && /ux|user|design/i.test(c.title))).toBe(true);
    expect(done.text).toMatch(/\b5 hours|UX/);
  });
});

describe("a field named in everyday words", () => {
  it.each([
    ["im a pharmacist and honestly i want out. something with data maybe? is that realistic", /data/i],
    ["ok so my friend says i should do something with computers because i fix everyones laptops lol, is IT support an actual career", /network|support/i],
  ])("answers %j with that field, not a generic plan", async (text, field) => {
    const done = await ask([{ role: "user", content: text }], BLANK);
    expect(done.text).not.toContain("Your next career step");
    expect(done.citations.some((c) => (c.kind === "roadmap" || c.kind === "course") && field.test(c.title))).toBe(true);
  });

  it.each(["where do you see yourself in five years? what do i say", "لو سألوني شايف نفسك فين بعد ٥ سنين أقول ايه؟"])("answers %j with that question's playbook", async (text) => {
    const done = await ask([{ role: "user", content: text }], BLANK);
    expect(done.text).toMatch(/five years|خمس سنوات/);
    expect(done.citations.some((c) => c.kind === "course")).toBe(false);
  });
});

describe("situations named in plain words", () => {
  it.each([
    ["i keep getting ghosted after final rounds", /job search/i],
    ["is it worth learning to code at 40", /changing careers/i],
    ["how do i go from senior to staff engineer", /next level/i],
    ["عايزة أسيب المحاسبة خالص بس خايفة", /تغيير المسار/],
    ["هل ينفع أشتغل وأنا لسه في الكلية؟", /الماجستير أم الخبرة/],
    ["ana 5alast kolleyet tegara w msh la2y sho8l", /بحث عن عمل/],
    ["حاسة اني اتحرقت من الشغل ومش قادرة اكمل", /يستنزفك العمل/],
    ["اقول ايه لو سألوني ليه عايز تشتغل عندنا؟", /لماذا تريد العمل لدينا/],
    ["how should i answer why do you want to work here", /work here/i],
  ])("answers %j with its playbook", async (text, heading) => {
    const done = await ask([{ role: "user", content: text }], BLANK);
    expect(done.text).toMatch(heading);
    expect(done.citations.some((c) => c.kind === "roadmap")).toBe(false);
  });
});

describe("Arabic instructions addressed to the user", () => {
  const playbook = "1. **حدد الهدف:** الدور الذي تريده بالضبط.\n2. **اكتشف الفجوة:** قارن مهاراتك بإعلانات الوظائف، وتحدث مع شخص في المجال.\n**هذا الأسبوع:** اكتب هدفك في [تعلّم كيف تتعلم](https://example.org/a).";

  it("puts them in the feminine for a woman, leaving link texts alone", () => {
    const text = addressArabic(playbook, "f");
    expect(text).toContain("**حددي الهدف:**");
    expect(text).toContain("تريدينه");
    expect(text).toContain("قارني مهاراتك");
    expect(text).toContain("وتحدثي مع");
    expect(text).toContain("اكتبي هدفك");
    expect(text).toContain("[تعلّم كيف تتعلم](https://example.org/a)");
  });

  it("opens bullets and labels with verbal nouns when nothing shows who is asking", () => {
    const text = addressArabic(playbook, null);
    expect(text).toContain("**تحديد الهدف:**");
    // The clause after the label goes on with a second instruction ("وتحدث مع"), so it stays in the imperative throughout.
    expect(text).toContain("**اكتشاف الفجوة:** قارن مهاراتك");
    expect(text).toContain("وتحدث مع شخص");
    expect(text).toContain("**هذا الأسبوع:** كتابة هدفك");
  });

  it("leaves a man's answer as written", () => expect(addressArabic(playbook, "m")).toBe(playbook));

  it("leaves verbs whose subject is a thing alone for a woman", () => {
    expect(addressArabic("مهارات يطلبها الدور ولا تظهر في سيرتك.", "f")).toContain("ولا تظهر في سيرتك");
  });

  it.each([
    [["مش عارفة أبدأ منين"], BLANK, "f"],
    [["3ayza at3lem design"], BLANK, "f"],
    [["عايز اتعلم برمجة"], BLANK, "m"],
    [["ازاي اكتب سي في؟"], LAYLA, "f"],
    [["ازاي اكتب سي في؟"], BLANK, null],
    [["ازاي اكتب سي في؟"], NADIA, null],
  ] as const)("tells who is asking from %j", (turns, profile, who) => {
    expect(addresseeOf(turns.map((content) => ({ role: "user" as const, content })), profile)).toBe(who);
  });

  it("answers a woman who says so in the feminine", async () => {
    const done = await ask([{ role: "user", content: "مش عارفة أبدأ منين" }], BLANK);
    expect(done.text).toMatch(/حددي|اكتبي|ابدئي|جرّبي/);
    expect(done.text).not.toMatch(/\*\*(حدد|اكتب|ابدأ|جرّب) /);
  });

  it("keeps an Arabic roadmap's course lines Arabic", async () => {
    const done = await ask([{ role: "user", content: "عايزة أبقى محللة مالية خلال سنة" }], LAYLA);
    expect(done.citations.some((c) => c.kind === "roadmap")).toBe(true);
    expect(done.text).not.toMatch(/ on Coursera\)/);
    expect(ARABIC.test(done.text)).toBe(true);
  });
});

describe("a woman addressed without turning things into her", () => {
  it("puts the instructions in the feminine but leaves what certificates, courses and jobs do as they are", async () => {
    const [certs] = await conversation(["عايزة اختار شهادة مناسبة لشغلي، اخد ايه؟"], EVAL_PROFILES.layla);
    expect(certs.text).toContain("احسبي الشهادات المطلوبة في 20 إعلانًا");
    expect(certs.text).not.toMatch(/تطلبينها|تكونين شهادة/);
    const [boss] = await conversation(["المدير بتاعي بيكلمني بطريقة وحشة قدام الناس، أعمل إيه؟"], EVAL_PROFILES.layla);
    expect(boss.text).toContain("ابتعدي قليلًا، وتكلمي مع شخص موثوق، وأجّلي الرد وأي قرار حتى تهدئي");
    expect(boss.text).not.toContain("تستحقين");
  });
});
