import { describe, expect, it } from "vitest";
import { detectIntent } from "./intent.ts";
import type { Intent } from "./types.ts";

// Phrasings written for this test, separate from the evaluation set (core/coach/eval/questions.ts).
const ENGLISH: [string, Intent][] = [
  ["Recommend Course about Kubernetes", "recommend_courses"],
  ["Could you point me to a beginner Python class?", "recommend_courses"],
  ["What certifications help a cloud engineer?", "recommend_courses"],
  ["Give me info about Full Stack Open", "course_info"],
  ["Is the Google UX Design Professional Certificate worth it?", "course_info"],
  ["Give me a roadmap for a nurse", "career_roadmap"],
  ["What's the career path to becoming a product designer?", "career_roadmap"],
  ["I want to switch to data engineering, what's the plan?", "career_roadmap"],
  ["Recommend me a youtube channel for SQL", "recommend_youtube"],
  ["Suggest some YouTube channels about cybersecurity", "recommend_youtube"],
  ["Daily tips to boost performance", "daily_tips"],
  ["Give me a motivation tip", "daily_tips"],
  ["What should I read to write better emails? Any book?", "recommend_books"],
  ["Please check my CV", "resume_help"],
  ["How do I write a cover letter?", "resume_help"],
  ["How should I answer 'what is your biggest weakness'?", "interview_prep"],
  ["I have a phone screen with a recruiter tomorrow", "interview_prep"],
  ["How can I find a mentor in my field?", "networking"],
  ["What's a fair salary for a UX designer in Dubai?", "salary_negotiation"],
  ["My boss offered a promotion without a raise, what should I do?", "salary_negotiation"],
  ["I just got laid off. What now?", "general"],
  ["How do I start freelancing?", "general"],
];

const ARABIC: [string, Intent][] = [
  ["عايز اتعلم اكسل من الصفر", "recommend_courses"],
  ["ايه أحسن شهادة في الأمن السيبراني؟", "recommend_courses"],
  ["أريد معلومات عن دورة Machine Learning Specialization", "course_info"],
  ["إزاي أبقى محلل بيانات؟", "career_roadmap"],
  ["ما هي خريطة الطريق لمطور تطبيقات موبايل؟", "career_roadmap"],
  ["في قناة يوتيوب بتشرح باور بي آي؟", "recommend_youtube"],
  ["عاوز كتاب يساعدني في إدارة الوقت", "recommend_books"],
  ["نصيحة اليوم من فضلك", "daily_tips"],
  ["ازاي اكتب ملخص قوي للسي في؟", "resume_help"],
  ["ازاي ارد على سؤال نقاط ضعفك في الانترفيو؟", "interview_prep"],
  ["ازاي اطلب زيادة من مديري؟", "salary_negotiation"],
  ["ازاي اكلم حد على لينكدإن يرشحني لوظيفة؟", "networking"],
  ["ابدأ منين لو عايز اشتغل فريلانس؟", "general"],
  ["صباح الخير", "general"],
];

describe("detectIntent", () => {
  it.each(ENGLISH)("should route the English message %j to %s", (text, intent) => {
    const detected = detectIntent(text);
    expect(detected.intent).toBe(intent);
    expect(detected.language).toBe("en");
  });

  it.each(ARABIC)("should route the Arabic message %j to %s", (text, intent) => {
    const detected = detectIntent(text);
    expect(detected.intent).toBe(intent);
    expect(detected.language).toBe("ar");
  });

  it("should take the subject out of the spec's prompt templates", () => {
    expect(detectIntent("Recommend Course about machine learning").subject).toBe("machine learning");
    expect(detectIntent("Give me info about CS50's Introduction to Computer Science").subject).toContain("cs50");
    expect(detectIntent("Give me a roadmap for a data scientist").subject).toBe("data scientist");
    expect(detectIntent("Recommend me a youtube channel for React").subject).toBe("react");
  });

  it("should keep multi-word subjects whose words are also request words", () => {
    expect(detectIntent("I want to learn machine learning").subject).toBe("machine learning");
    expect(detectIntent("course on design thinking").subject).toBe("design thinking");
  });

  it("should read Arabic subjects without the framing words", () => {
    expect(detectIntent("رشحلي كورس في تحليل البيانات").subject).toBe("تحليل البيانات");
  });

  it("should treat a sentence with a few English product names as Arabic", () => {
    expect(detectIntent("إيه رأيك في كورس Google Project Management؟").language).toBe("ar");
  });

  it("should notice free-only and level requests", () => {
    expect(detectIntent("a free course for SQL").freeOnly).toBe(true);
    expect(detectIntent("محتاج كورس ببلاش في البرمجة").freeOnly).toBe(true);
    expect(detectIntent("python course for beginners").level).toBe("Beginner");
    expect(detectIntent("كورس متقدم في الشبكات").level).toBe("Advanced");
  });

  it.each(["more", "another one", "more please", "وكمان", "غيرهم", "in Arabic please", "بالعربي لو سمحت"])(
    "should mark %j as a follow-up",
    (text) => {
      expect(detectIntent(text).followUp).toBe(true);
    },
  );

  it("should not mark a new request as a follow-up", () => {
    expect(detectIntent("more courses about SQL").followUp).toBe(false);
    expect(detectIntent("another roadmap for a nurse").followUp).toBe(false);
  });

  it("should answer in the language the user asks for", () => {
    expect(detectIntent("in Arabic please").replyLanguage).toBe("ar");
    expect(detectIntent("بالانجليزي لو سمحت").replyLanguage).toBe("en");
    expect(detectIntent("Recommend Course about SQL").replyLanguage).toBe("en");
  });
});
