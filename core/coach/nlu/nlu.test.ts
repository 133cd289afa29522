import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLARIFY_BELOW, detectIntent } from "../intent.ts";
import type { Intent } from "../types.ts";
import { classifyIntent } from "./classify.ts";
import { FEATURES_VERSION, stem } from "./features.ts";
import { NLU_LABELS } from "./labels.ts";
import model from "./model.json" with { type: "json" };
import { type LabelledMessage, trainIntentModel } from "./train.ts";

// Phrasings written for this test; none of them is in data/train.jsonl.
type Case = [text: string, intent: Intent | Intent[]];

const INTERVIEW_WITHOUT_THE_WORD: Case[] = [
  ["how do I answer 'what's your biggest weakness'", "interview_prep"],
  ["they asked me to walk them through a project I'm proud of", "interview_prep"],
  ["what do i say if they ask why i want to leave my current company", "interview_prep"],
  ["how should i reply when asked where i see myself in five years", "interview_prep"],
  ["ارد ازاي لو سألوني ايه اكبر نقطة ضعف عندك", "interview_prep"],
  ["سألوني احكيلنا عن مشروع انت فخور بيه ومعرفتش ارد", "interview_prep"],
  ["اقول ايه لو سألوني ليه عايز تشتغل معانا", "interview_prep"],
];

const CERTIFICATION_CHOICES: Case[] = [
  ["PMP or CAPM?", ["recommend_courses", "course_info"]],
  ["AWS SAA vs Azure AZ-104 which is better for me", ["recommend_courses", "course_info"]],
  ["security+ or cysa+ for a soc analyst job", ["recommend_courses", "course_info"]],
  ["اخد شهادة PMP ولا CAPM", ["recommend_courses", "course_info"]],
  ["ايه الاحسن ليا شهادة AWS ولا شهادة Azure", ["recommend_courses", "course_info"]],
];

const CAREER_SWITCH: Case[] = [
  ["I'm an accountant and want to move into data", "career_roadmap"],
  ["i've been teaching english for 6 years and want to get into ux design", "career_roadmap"],
  ["im a nurse, how can i switch to tech", "career_roadmap"],
  ["انا محاسب ونفسي اتحول لمجال الداتا", "career_roadmap"],
  ["انا مدرس وعايز اشتغل مبرمج", "career_roadmap"],
];

const EMOTIONAL: Case[] = [
  ["I've been rejected 30 times and feel worthless", "general"],
  ["i'm exhausted and feel like a failure after all these rejections", "general"],
  ["nothing works, i feel hopeless about finding a job", "general"],
  ["حاسس اني فاشل", "general"],
  ["اترفضت كتير وحاسس اني مش نافع في حاجة", "general"],
  ["تعبت ومحبط من كتر الرفض", "general"],
];

const DEFINITE_ARTICLE: Case[] = [
  ["الكورسات", "recommend_courses"],
  ["ايه احسن الكورسات للبرمجة", "recommend_courses"],
  ["المقابلة بعد بكرة", "interview_prep"],
  ["ازاي استعد للمقابلة", "interview_prep"],
  ["الكتب اللي تنصح بيها في الادارة", "recommend_books"],
  ["المرتب قليل اطلب زيادة ازاي", "salary_negotiation"],
];

const INCIDENTAL_WORDS: Case[] = [
  // An e-mail, a certificate or a company name in the message does not decide its route.
  ["I got another rejection email today and I feel like giving up", "general"],
  ["the recruiter emailed to schedule the interview, how do i prepare", "interview_prep"],
  ["google emailed me an offer, how do i negotiate the salary", "salary_negotiation"],
  ["should i put my coursera certificate on my resume", "resume_help"],
  ["i have a certificate in accounting and want to move into data analytics", "career_roadmap"],
  ["i have an interview at amazon next week", "interview_prep"],
  ["جالي ايميل رفض وحاسس اني فاشل", "general"],
  ["احط شهادة كورسيرا في السي في ولا لا", "resume_help"],
];

function expectIntent([text, intent]: Case): void {
  const detected = detectIntent(text);
  const allowed = Array.isArray(intent) ? intent : [intent];
  expect(allowed, `${text} → ${detected.intent} (${detected.confidence.toFixed(2)})`).toContain(detected.intent);
  expect(detected.confidence).toBeGreaterThanOrEqual(CLARIFY_BELOW);
}

describe("detectIntent with the trained classifier", () => {
  it.each(INTERVIEW_WITHOUT_THE_WORD)("should read %j as interview practice", (...c) => expectIntent(c));
  it.each(CERTIFICATION_CHOICES)("should read the certification choice %j as a course question", (...c) => expectIntent(c));
  it.each(CAREER_SWITCH)("should read the career switch %j as a roadmap request", (...c) => expectIntent(c));
  it.each(EMOTIONAL)("should read %j as a general, supportive conversation", (...c) => expectIntent(c));
  it.each(DEFINITE_ARTICLE)("should read the Arabic %j with its definite article", (...c) => expectIntent(c));
  it.each(INCIDENTAL_WORDS)("should not let an incidental word route %j", (...c) => expectIntent(c));

  it.each(["hmm", "what", "asdf", "تمام", "qwerty zxcv"])("should be unsure about %j", (text) => {
    expect(detectIntent(text).confidence).toBeLessThan(CLARIFY_BELOW);
  });

  it.each(["hi", "hello", "thanks!", "thank you so much", "good morning", "اهلا", "السلام عليكم", "شكرا", "صباح الخير"])(
    "should be sure that %j is general conversation",
    (text) => {
      const detected = detectIntent(text);
      expect(detected.intent).toBe("general");
      expect(detected.confidence).toBeGreaterThan(0.6);
    },
  );

  it("should be certain about the spec's templates", () => {
    for (const [text, intent] of [
      ["Recommend Course about Kubernetes", "recommend_courses"],
      ["Give me info about Full Stack Open", "course_info"],
      ["Give me a roadmap for a pharmacist", "career_roadmap"],
      ["Recommend me a youtube channel for Go", "recommend_youtube"],
      ["Daily tips to boost performance", "daily_tips"],
    ] as const) {
      const detected = detectIntent(text);
      expect(detected.intent).toBe(intent);
      expect(detected.confidence).toBe(1);
    }
  });

  it.each([
    ["what about Power BI?", "general"],
    ["and for react?", "general"],
    ["طب والاكسل؟", "general"],
    ["what about books on SQL?", "recommend_books"],
    ["وماذا عن الكورسات في التصميم", "recommend_courses"],
  ] as const)("should leave the short continuation %j to the previous request unless it names a new one", (text, intent) => {
    const detected = detectIntent(text);
    expect(detected.intent).toBe(intent);
    expect(detected.confidence).toBeGreaterThanOrEqual(CLARIFY_BELOW);
  });

  it("should keep the subject free of filler", () => {
    expect(detectIntent("I want something about data visualization please").subject).toBe("data visualization");
    expect(detectIntent("please help, i need a course in project management").subject).toBe("project management");
    expect(detectIntent("يا ريت كورس في التسويق الرقمي").subject).toBe("التسويق الرقمي");
    expect(detectIntent("عايز الكورسات بتاعة تحليل البيانات").subject).toBe("تحليل البيانات");
    expect(detectIntent("ايه احسن الكورسات في البرمجة").subject).toBe("البرمجه");
    expect(detectIntent("3ayez korsat data").subject).toBe("data");
  });

  it("should take what the user wants, not what they are now, as a career switch's subject", () => {
    expect(detectIntent("I'm an accountant and want to move into data").subject).toBe("data");
    expect(detectIntent("ive been a nurse for 5 years and want to move into health informatics").subject).toBe("health informatics");
    expect(detectIntent("انا محاسب وعايز اشتغل في الداتا").subject).toBe("الداتا");
    expect(detectIntent("I'm a teacher and I need a course on change management").subject).toBe("change management");
    // Not a statement of a role: nothing is dropped.
    expect(detectIntent("i was wondering about courses on python and django").subject).toContain("python");
    expect(detectIntent("انا عايز كورس بايثون وعايز كمان جانجو").subject).toContain("بايثون");
  });
});

describe("classifyIntent", () => {
  it("should give a probability for every intent it knows", () => {
    const { intent, confidence, scores } = classifyIntent("how do I negotiate my first salary?");
    expect(intent).toBe("salary_negotiation");
    expect(confidence).toBe(scores.salary_negotiation);
    const total = Object.values(scores).reduce((a, b) => a + (b ?? 0), 0);
    expect(total).toBeCloseTo(1, 6);
    expect(Object.keys(scores).sort()).toEqual([...NLU_LABELS].sort());
  });

});

describe("stem", () => {
  it("should strip the definite article and common suffixes when three letters stay", () => {
    expect(stem("الكورسات")).toBe("كورس");
    expect(stem("والمقابلات")).toBe("مقابل");
    expect(stem("للمبتدئين")).toBe("مبتدئ");
    expect(stem("بالشركه")).toBe("شرك");
    expect(stem("الحل")).toBe("الحل");
    expect(stem("python")).toBe("python");
  });
});

describe("the committed model", () => {
  const source = readFileSync(join(import.meta.dirname, "data/train.jsonl"), "utf8");
  const rows: LabelledMessage[] = source.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));

  it("should be trained on the current training set (run `npm run train:coach` after editing it)", () => {
    expect(model.trainHash).toBe(createHash("sha256").update(source).digest("hex"));
    expect(model.featuresVersion).toBe(FEATURES_VERSION);
    expect(model.labels).toEqual([...NLU_LABELS]);
    expect(model.temperature).toBeGreaterThan(0.3);
    expect(model.temperature).toBeLessThan(2);
  });

  it("should be what the trainer produces from the current data and options", { timeout: 120_000 }, () => {
    const retrained = trainIntentModel(rows, NLU_LABELS, model.trainHash);
    expect(retrained.labels).toEqual(model.labels);
    expect(retrained.trainedOn).toBe(model.trainedOn);
    // Weights are rounded to 0.01: allow a rounding step of floating-point difference between machines.
    const committed = model.weights as Record<string, number[]>;
    const keys = Object.keys(retrained.weights);
    expect(Math.abs(keys.length - Object.keys(committed).length)).toBeLessThanOrEqual(keys.length / 100);
    let far = 0;
    for (const key of keys) {
      const mine = committed[key];
      if (!mine || mine.some((w, k) => Math.abs(w - retrained.weights[key][k]) > 0.011)) far++;
    }
    expect(far).toBeLessThanOrEqual(keys.length / 100);
  });

  it("should keep test.jsonl apart from the training set, with both languages and every intent", () => {
    const test = readFileSync(join(import.meta.dirname, "data/test.jsonl"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
    const seen = new Set(rows.map((r) => r.text.toLowerCase()));
    expect(test.filter((r) => seen.has(r.text.toLowerCase()))).toEqual([]);
    for (const lang of ["en", "ar"]) {
      expect(rows.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(300);
      expect(test.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(60);
      for (const label of NLU_LABELS) expect(rows.some((r) => r.lang === lang && r.intent === label)).toBe(true);
    }
  });
});
