import { describe, expect, it } from "vitest";
import { readSlots } from "./slots.ts";
import { fold } from "./text.ts";

const slots = (message: string) => readSlots(message, fold(message));

describe("readSlots constraints", () => {
  it.each([
    ["Python course in Arabic", "ar"],
    ["كورس بايثون بالعربي", "ar"],
    ["any SQL tutorials in English?", "en"],
    ["دورة اكسل عربي", "ar"],
  ])("should read the course language of %j", (message, language) => {
    expect(slots(message).constraints.courseLanguage).toBe(language);
  });

  it.each(["answer me in Arabic please", "reply in English", "رد عليا بالعربي", "explain in Arabic"])(
    "should not take the reply language of %j for the course language",
    (message) => {
      expect(slots(message).constraints.courseLanguage).toBeUndefined();
    },
  );

  it.each([
    ["a Docker course under 10 hours", 10],
    ["less than a month", 40],
    ["something I can finish in a weekend", 12],
    ["a short course on Excel", 10],
    ["كورس أقل من 20 ساعة", 20],
    ["كورس اخلصه في أسبوع", 15],
    ["كورس في ٥ ساعات بالكتير", 5],
  ])("should read the duration limit of %j", (message, hours) => {
    expect(slots(message).constraints.maxHours).toBe(hours);
  });

  it("should not read a weekly pace as a course length", () => {
    expect(slots("I have 10 hours a week").constraints.maxHours).toBeUndefined();
  });

  it.each(["a UX course with a certificate", "كورس بشهادة", "دورة معتمدة في المحاسبة", "certified Python course"])(
    "should read a certificate in %j",
    (message) => {
      expect(slots(message).constraints.certificate).toBe(true);
    },
  );

  it.each([
    ["SQL course on Coursera", "Coursera"],
    ["كورس من يوديمي", "Udemy"],
    ["any Udemy course for React", "Udemy"],
    ["something from edX", "edX"],
  ])("should read the provider of %j", (message, provider) => {
    expect(slots(message).constraints.provider).toBe(provider);
  });
});

describe("readSlots references and refinements", () => {
  it.each([
    ["the first one", { kind: "ordinal", index: 0 }],
    ["how long is the first one?", { kind: "ordinal", index: 0 }],
    ["is the second one in Arabic?", { kind: "ordinal", index: 1 }],
    ["tell me about the last one", { kind: "ordinal", index: -1 }],
    ["that one", { kind: "ordinal", index: 0 }],
    ["which of those is free?", { kind: "all" }],
    ["are all of them paid?", { kind: "all" }],
    ["أول واحد بشهادة؟", { kind: "ordinal", index: 0 }],
    ["التاني مدته كام؟", { kind: "ordinal", index: 1 }],
    ["الأخير", { kind: "ordinal", index: -1 }],
    ["أنهي فيهم أسهل؟", { kind: "all" }],
    ["دول مجانيين؟", { kind: "all" }],
    ["ده بكام؟", { kind: "ordinal", index: 0 }],
  ])("should read the reference in %j", (message, reference) => {
    expect(slots(message).reference).toEqual(reference);
  });

  it("should not read 'the first step' as a reference", () => {
    expect(slots("what is the first step to become a nurse").reference).toBeUndefined();
  });

  it.each([
    ["anything shorter?", "shorter"],
    ["something easier", "easier"],
    ["more advanced please", "harder"],
    ["cheaper?", "free"],
    ["free ones only", "free"],
    ["in Arabic instead", "arabic"],
    ["أقصر", "shorter"],
    ["أسهل شوية", "easier"],
    ["عايز حاجة متقدم أكتر", "harder"],
    ["حاجة ببلاش", "free"],
  ])("should read the refinement in %j", (message, refine) => {
    expect(slots(message).refine).toBe(refine);
  });
});

describe("readSlots stated facts", () => {
  it.each([
    ["I want to become a data analyst", "Data Analyst"],
    ["I'd like to switch to UX", "UX/UI Designer"],
    ["نفسي أبقى محلل بيانات", "Data Analyst"],
    ["عايز اشتغل data analyst", "Data Analyst"],
    ["my goal is to become a product manager next year", "Product Manager"],
    ["انا محاسب وعايز اشتغل data analyst خلال سنة", "Data Analyst"],
    ["how do i rewrite my teacher resume for ux jobs?", "UX/UI Designer"],
    ["what do they ask in interviews for a junior data analyst role?", "Data Analyst"],
    ["tips for landing a product manager position", "Product Manager"],
  ])("should read the target role in %j", (message, role) => {
    expect(slots(message).stated.targetRole).toBe(role);
  });

  it.each([
    ["I'm an accountant", "Accountant"],
    ["انا محاسب", "Accountant"],
    ["I work as a teacher", "Teacher"],
    ["انا محاسب وعايز اشتغل data analyst", "Accountant"],
  ])("should read the current role in %j", (message, role) => {
    expect(slots(message).stated.currentRole).toBe(role);
  });

  it("should not take feelings for a current role", () => {
    expect(slots("I'm a bit lost").stated.currentRole).toBeUndefined();
  });

  it.each([
    ["I want to be job-ready in 6 months", { months: 6 }],
    ["خلال سنة", { months: 12 }],
    ["I have 10 hours a week", { hoursPerWeek: 10 }],
    ["عندي 5 ساعات في الأسبوع", { hoursPerWeek: 5 }],
    ["I can study 2 hours a day", { hoursPerWeek: 10 }],
    ["I have 3 years of experience", { yearsExperience: 3 }],
    ["خبرة 4 سنين", { yearsExperience: 4 }],
  ])("should read the numbers in %j", (message, facts) => {
    expect(slots(message).stated).toMatchObject(facts);
  });
});

describe("time already spent is not a deadline", () => {
  it.each([
    ["i've been a chef for 8 years, could i learn to code?", undefined],
    ["worked in retail for 3 years and want to move into hr", undefined],
    ["i want to become a data analyst in 6 months", 6],
    ["i can study 10 hours a week for 6 months", 6],
    ["i have 3 months and about 20 hours a week to get job-ready in frontend", 3],
    ["i have 2 years and 3 months of experience in sales", undefined],
    ["i have 3 months to get job-ready in frontend", 3],
    ["عندي ٦ شهور عشان ابقى جاهز للشغل", 6],
  ])("%s → %s months", (m, months) => {
    expect(slots(m).stated.months).toBe(months);
  });
});

describe("a field joined to its preposition ('للبرمجة')", () => {
  it.each([
    ["عايز اتحول للتسويق الرقمي", "التسويق الرقمي"],
    ["انا عندي ٤٠ سنة وعايز اغير مجالي للبرمجة، اتأخرت؟", "البرمجه"],
    ["نفسي انتقل للموارد البشرية", "الموارد البشريه"],
  ])("%j names the field with its article, and stops before the question", (message, words) => {
    const stated = slots(message).stated;
    expect(stated.targetWords ?? stated.targetRole).toBe(words);
  });

  it("says the goal back in the user's spelling", async () => {
    const { ask } = await import("./test-support.ts");
    const done = await ask([{ role: "user", content: "عايز اغير مجالي للبرمجة، اتأخرت؟" }]);
    expect(done.text).toContain("البرمجة");
    expect(done.text).not.toMatch(/لبرمجه|اتاخرت/);
  });
});

describe("a goal followed by what the user can give", () => {
  it("ends the goal before 'اقدر اذاكر' and says it back as the path itself", async () => {
    expect(slots("معايا ٦ شهور وعايزة ابقى محللة بيانات، اقدر اذاكر ساعتين في اليوم").stated.targetRole).toBe("Data Analyst");
    const { ask } = await import("./test-support.ts");
    const done = await ask([{ role: "user", content: "معايا ٦ شهور وعايزة ابقى محللة بيانات، اقدر اذاكر ساعتين في اليوم" }]);
    expect(done.text).toContain("محللة بيانات خلال 6 شهور");
    expect(done.text).not.toMatch(/اقدر اذاكر|أقرب مسار كامل/);
  });
});
