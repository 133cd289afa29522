/**
 * Crossroads of a job search in both languages: backing out of an accepted offer, the exit
 * interview, unpaid trials and fees asked before starting, telling an employer about a condition,
 * an interview in English, a CV's small sections; and the request details that go with them — an
 * Arabic "nothing fits" that names the subject, "teach me X", a weekly pace written "15 hrs/week",
 * an earning goal that is neither a budget nor a deadline.
 */
import { describe, expect, it } from "vitest";
import { ownTerm } from "./compose/chat.ts";
import { earningGoalIn } from "./compose/stated.ts";
import { EVAL_PROFILES } from "./eval/personas.ts";
import { plainTopic, selectTopic, warningTopic } from "./guidance/index.ts";
import { detectIntent } from "./intent.ts";
import { ask } from "./test-support.ts";

const BLANK = EVAL_PROFILES.blank;
const ARABIC_LETTERS = /[\u0621-\u064A]/g;

/** Share of letters that are Arabic: an Arabic answer is mostly Arabic. */
function arabicShare(text: string): number {
  const letters = text.match(/[A-Za-z\u0621-\u064A]/g) ?? [];
  return letters.length ? (text.match(ARABIC_LETTERS) ?? []).length / letters.length : 0;
}

describe("crossroads situations reach their playbook", () => {
  it.each([
    ["I already accepted their offer but now another company wants me, can I back out?", "career-back-out-of-offer"],
    ["how do I tell a company I'm reneging on the offer I signed last week", "career-back-out-of-offer"],
    ["قبلت العرض امبارح والنهارده جالي عرض أحسن بكتير، أعمل إيه؟", "career-back-out-of-offer"],
    ["مضيت العقد وبعدها جالي عرض تاني أحسن، عيب أرجع في كلامي؟", "career-back-out-of-offer"],
    ["what should I say in my exit interview on friday", "career-exit-interview"],
    ["عندي exit interview بكرة، أقول رأيي في المدير؟", "career-exit-interview"],
    ["they want me to work two weeks for free as a trial before hiring me", "career-unpaid-trial"],
    ["صاحب المحل عايزني أشتغل أسبوع ببلاش تجربة", "career-unpaid-trial"],
    ["I'm dyslexic, should I tell HR before the written test?", "career-disclosure"],
    ["أنا على كرسي متحرك، أقول للشركة قبل المقابلة؟", "career-disclosure"],
    ["my english is not good, how do I survive an interview in english?", "interview-second-language"],
    ["المقابلة هتبقى بالانجليزي ومستوايا في الانجليزي مش قوي", "interview-second-language"],
    ["should I list volunteering on my resume?", "resume-extra-sections"],
    ["أكتب تاريخ الميلاد والحالة الاجتماعية في السي في؟", "resume-extra-sections"],
  ])("%s", (message, id) => {
    const intent = detectIntent(message).intent;
    const guidanceIntent = intent === "interview_prep" || intent === "resume_help" || intent === "networking" || intent === "salary_negotiation" ? intent : "general";
    expect([plainTopic(message, 1)?.id, selectTopic(message, guidanceIntent).id]).toContain(id);
  });
});

describe("a scam, harassment or unpaid work is answered as such, not as what else the message names", () => {
  it.each([
    ["a recruiter on whatsapp says I need to pay a training fee before I start the data entry job"],
    ["the agency wants me to send money for the visa processing before they send the contract"],
    ["عايزين مني ١٥٠٠ جنيه رسوم تدريب قبل ما أبدأ الشغل"],
    ["fe sherka 3ayzeen 300 geneh 3ashan yeshaghalouni"],
  ])("%s", async (message) => {
    expect(warningTopic(message)?.id).toBe("career-online-work-scams");
    const done = await ask([{ role: "user", content: message }], BLANK);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    expect(done.text).toMatch(/never asks you to pay|walk away|عمره ما يطلب منك فلوس|ابعد/);
  });

  it("a colleague's remarks on how one looks get the harassment steps", async () => {
    const done = await ask([{ role: "user", content: "زميلي بيعلق على شكلي قدام الناس وبيضايقني" }], BLANK);
    expect(done.text).toMatch(/الموارد البشرية|بلّغ/);
  });
});

describe("the language a message describes is not the reply language it asks for", () => {
  it.each([
    ["الانترفيو هيكون بالانجليزي وانا خايف"],
    ["عندي مقابلة شغل بالانجليزي الأسبوع الجاي، أجهز إزاي؟"],
    ["الشغل كله بالانجليزي وأنا مش متعود"],
  ])("%s is answered in Arabic", async (message) => {
    expect(detectIntent(message).replyLanguage).toBe("ar");
    const done = await ask([{ role: "user", content: message }], BLANK);
    // Course titles stay as written; the coach's own words around them are Arabic.
    expect(arabicShare(done.text.split("\n")[0])).toBeGreaterThan(0.7);
  });

  it("still switches when asked to answer in English", () => {
    expect(detectIntent("رد عليا بالانجليزي").replyLanguage).toBe("en");
    expect(detectIntent("اشرحلي بالانجليزي لو سمحت").replyLanguage).toBe("en");
  });
});

describe("an Arabic 'nothing fits' names what was asked for", () => {
  it.each([
    ["تحضير لشهادة SHRM", "SHRM"],
    ["أرغب التركية للعمل", "التركية"],
    ["كورس Oracle بالعربي", "Oracle"],
    ["اوتوكاد للمهندسين", "اوتوكاد"],
  ])("%s → %s", (subject, term) => {
    expect(ownTerm(subject)).toBe(term);
  });

  it.each([
    ["فيه كورس تحضير لامتحان ISTQB؟", "ISTQB"],
    ["أود دراسة اللغة اليابانية، هل توجد دورات؟", "اليابانية"],
  ])("%s", async (message, term) => {
    const done = await ask([{ role: "user", content: message }], BLANK);
    expect(done.text).toContain(term);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });
});

describe("'teach me X' asks for X", () => {
  it.each([["teach me godot"], ["can you teach me svelte"], ["3allemni webflow"]])("%s names the missing tool", async (message) => {
    const done = await ask([{ role: "user", content: message }], BLANK);
    const tool = /godot|svelte|webflow/i.exec(message)?.[0] ?? "";
    expect(done.text.toLowerCase()).toContain(tool.toLowerCase());
    expect(done.text).not.toMatch(/network|I want to get this right|عايزة أفهم/i);
  });

  it("gives the courses of a tool the catalogue has", async () => {
    const done = await ask([{ role: "user", content: "teach me excel please" }], BLANK);
    expect(done.citations.some((c) => c.kind === "course" && /excel/i.test(c.title))).toBe(true);
  });
});

describe("paces, rates and earning goals", () => {
  it.each([
    ["I can put in 12 hrs/week", 12],
    ["about 6h/wk for the next months", 6],
    ["2 hrs/day after work", 10],
  ])("%s", (message, hours) => {
    expect(detectIntent(message).stated.hoursPerWeek).toBe(hours);
  });

  it.each([
    ["i want to make $400 a month from freelancing", "$400", true],
    ["عايز أكسب أول ٥٠٠ دولار من الفريلانس", "500 دولار", false],
    ["how do I earn my first 100 dollars on fiverr", "100 dollars", false],
  ])("%s is an earning goal", (message, amount, monthly) => {
    expect(earningGoalIn(message)).toEqual({ amount, monthly });
    const stated = detectIntent(message).stated;
    expect(stated.budget).toBeUndefined();
    expect(stated.months).toBeUndefined();
  });

  it("a budget to spend is still a budget", () => {
    expect(detectIntent("I only have $200 for courses").stated.budget).toBe("200");
  });

  it.each([
    ["how can I make 300 dollars a month freelancing as a designer?", /300/],
    ["نفسي أكسب ١٠٠٠ جنيه في الشهر من الشغل الحر جنب الكلية", /1000/],
  ])("%s works the goal into the freelancing answer", async (message, amount) => {
    const done = await ask([{ role: "user", content: message }], BLANK);
    expect(done.text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))).toMatch(amount);
    expect(done.text).toMatch(/Upwork|Fiverr|مستقل|خمسات/);
  });
});

describe("big tech and which city", () => {
  it.each([
    ["what are the requirements to work at google as a software engineer", "career-big-tech"],
    ["ازاي اشتغل في مايكروسوفت وأنا لسه خريج؟", "career-big-tech"],
    ["amazon jobs for fresh grads from egypt, what do they want?", "career-big-tech"],
    ["which city is best for data jobs in the US", "career-which-city"],
    ["انهي مدينة في مصر فيها شغل محاسبة غير القاهرة؟", "career-which-city"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it("a course asked for by name that the catalogue has stays a course answer", async () => {
    const done = await ask([{ role: "user", content: "google data analytics certificate" }], BLANK);
    expect(done.citations.some((c) => c.kind === "course")).toBe(true);
  });

  it("a course asked 'for' a tool no course teaches says so instead of listing the field's courses", async () => {
    const done = await ask([{ role: "user", content: "any course for Tally accounting software?" }], BLANK);
    expect(done.text).toMatch(/Tally/);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });
});

describe("fresh situations of a year of job seeking", () => {
  it.each([
    ["they said on a call that I'm hired but I haven't got any offer letter, should I quit my job?", "career-verbal-offer"],
    ["اتقبلت في التليفون ولسه مستني العقد، أسيب شغلي؟", "career-verbal-offer"],
    ["the interviewer asked whether I plan to have kids, is that even legal", "interview-personal-questions"],
    ["سألوني في المقابلة انتي مخطوبة؟ أرد إزاي", "interview-personal-questions"],
    ["how do I prepare for the SHL aptitude test they sent me", "interview-assessments"],
    ["بعتولي اختبار شخصية قبل الانترفيو، أجاوب إزاي؟", "interview-assessments"],
    ["our office is relocating to another state and they want me to move", "career-company-relocation"],
    ["الشركة عايزين ينقلوني فرع إسكندرية وأنا مش عايز", "career-company-relocation"],
    ["الشركة طالبة أصل شهادة التخرج عندها", "career-contract-terms"],
    ["they asked me to sign an undated resignation on my first day", "career-contract-terms"],
  ])("%s", (message, id) => {
    const intent = detectIntent(message).intent;
    const guidanceIntent = intent === "interview_prep" || intent === "resume_help" || intent === "networking" || intent === "salary_negotiation" ? intent : "general";
    expect([plainTopic(message, 1)?.id, selectTopic(message, guidanceIntent).id]).toContain(id);
  });

  it.each([
    ["should I use a two column canva template for my cv", "resume-design"],
    ["عندي ٤ شغلانات قصيرة كل شغلانة كام شهر، أكتبهم كلهم في السي في؟", "resume-short-stints"],
    ["should I put 'references available upon request' on my resume?", "resume-extra-sections"],
  ])("%s", (message, id) => {
    expect(selectTopic(message, "resume_help").id).toBe(id);
  });
});

describe("paces in Franco and budgets along a path", () => {
  it.each([
    ["3andi sa3teen kol youm", 10],
    ["momken 8 sa3at fel esbo3", 8],
    ["3 sa3at yomeyan", 15],
  ])("%s", (message, hours) => {
    expect(detectIntent(message).stated.hoursPerWeek).toBe(hours);
  });

  it("Franco time words are not the subject", () => {
    expect(detectIntent("3ayez at3allem python fe shahr").subject).toBe("python");
  });

  it("a zero budget cites only free courses along a path", async () => {
    const done = await ask([{ role: "user", content: "no budget at all, want to become a data analyst in 6 months" }], BLANK);
    const cited = done.citations.filter((c) => c.kind === "course");
    expect(cited.length).toBeGreaterThan(0);
    for (const c of cited) expect(c.title).not.toMatch(/Google Data Analytics Professional Certificate/);
  });

  it.each([["learn power apps", "Power Apps"], ["teach me houdini for vfx", "Houdini"]])("%s names the missing tool", async (message, tool) => {
    const done = await ask([{ role: "user", content: message }], BLANK);
    expect(done.text).toContain(tool);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("the closest options to an impossible request still teach its subject", async () => {
    const done = await ask([{ role: "user", content: "advanced excel course under 10 hours in arabic with a certificate" }], BLANK);
    for (const c of done.citations.filter((x) => x.kind === "course")) expect(c.title).toMatch(/excel|إكسل|اكسل/i);
  });
});

describe("more of a working year", () => {
  it.each([
    ["can I ask HR for an advance on my salary this month?", "salary-advance"],
    ["ينفع آخد سلفة من الشغل وأسددها على شهور؟", "salary-advance"],
  ])("%s", (message, id) => {
    expect(selectTopic(message, "salary_negotiation").id).toBe(id);
  });

  it.each([
    ["I've been asked to cover for a colleague on maternity leave without extra pay", "career-workload-boundaries"],
    ["مديري عايزني أشتغل في إجازتي السنوية", "career-workload-boundaries"],
    ["I got an offer from a competitor, do I have to say where I'm going?", "career-contract-terms"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it.each([
    ["the recruiter asked for a copy of my national id and my bank details before any interview"],
    ["طلبوا صورة البطاقة ورقم الحساب قبل المقابلة"],
  ])("%s is a scam warning", async (message) => {
    expect(warningTopic(message)?.id).toBe("career-online-work-scams");
    const done = await ask([{ role: "user", content: message }], BLANK);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("'summer training' is weighed as an internship, with no course list", async () => {
    const done = await ask([{ role: "user", content: "should i take a summer training at a bank or look for a paid part time job?" }], BLANK);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("a CV question with 'or' stays about the CV", async () => {
    const done = await ask([{ role: "user", content: "السي في بتاعي كويس للتقديم ولا ناقصه حاجة؟" }], EVAL_PROFILES.omar);
    expect(done.citations.some((c) => c.kind === "resume")).toBe(true);
  });
});

describe("commutes, checks and sponsored learning", () => {
  it.each([
    ["I spend three hours a day commuting, should I look for something closer?", "career-commute"],
    ["المواصلات بتاخد مني ٤ ساعات كل يوم", "career-commute"],
    ["will the background check show that my title was different?", "career-background-check"],
    ["الشركة الجديدة هيكلموا شركتي القديمة، يسألوا عن إيه؟", "career-background-check"],
    ["how do I get my company to pay for my PMP certification?", "career-employer-sponsored-learning"],
    ["عايز الشركة تدفعلي كورس Power BI، أطلب إزاي؟", "career-employer-sponsored-learning"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it("asking the employer to pay for a named course gets the pitch, not a course list", async () => {
    const done = await ask([{ role: "user", content: "عايز الشركة تدفعلي كورس Power BI، أقنع مديري إزاي؟" }], BLANK);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    expect(done.text).toMatch(/ميزانية|مبرر/);
  });

  it.each([
    ["خلال سنة ونص", 18],
    ["within a year and a half", 18],
    ["i have $1000 and 5 months", 5],
  ])("%s", (message, months) => {
    expect(detectIntent(message).stated.months).toBe(months);
  });
});

describe("overqualified, pay cuts and the end of an internship", () => {
  it.each([
    ["every company tells me I'm overqualified", "career-overqualified"],
    ["بيقولولي خبرتك أكبر من الوظيفة ومش بيكلموني تاني", "career-overqualified"],
    ["management announced a 15% pay cut for everyone, should I accept?", "career-pay-cut"],
    ["الشركة هتقلل المرتبات ٣ شهور، أعمل إيه؟", "career-pay-cut"],
    ["my internship ends next week, how do I ask for a full time offer?", "career-after-internship"],
    ["خلصت التدريب ومحدش كلمني عن التعيين", "career-after-internship"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it.each([["بدي كورسات اكسل وما معي مصاري"], ["ما عندي ميزانية، بدي اتعلم SQL"]])("%s keeps to free courses", (message) => {
    const d = detectIntent(message);
    expect(d.freeOnly || d.stated.freeOnly).toBe(true);
  });
});

describe("managers who leave, feedback both ways, short CVs", () => {
  it.each([
    ["my boss is leaving next month and he was the one pushing my promotion", "career-manager-leaving"],
    ["مديري استقال وكان هو اللي بيدعمني", "career-manager-leaving"],
    ["how can I give my boss feedback about constant last-minute changes?", "career-feedback-to-manager"],
    ["عايزة أقول لمديرتي رأيي في طريقة إدارتها للاجتماعات", "career-feedback-to-manager"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it.each([
    ["got a rejection email after the last round, can I ask them why?", "interview-follow-up"],
    ["جالي إيميل رفض بعد المقابلة، أسألهم ليه؟", "interview-follow-up"],
  ])("%s", (message, id) => {
    expect(selectTopic(message, "interview_prep").id).toBe(id);
  });

  it("a CV of half a page gets what to add, not its length rules", () => {
    expect(selectTopic("السي في بتاعي نص صفحة بس، أكتب إيه تاني؟", "resume_help").id).toBe("resume-no-experience");
  });
});

describe("misleading clients, start dates, bad terms, roles without a path", () => {
  it.each([
    ["my boss told me to lie to the client about the delay", "career-asked-to-mislead"],
    ["المدير عايزني أكدب على العميل وأقول إن كله تمام", "career-asked-to-mislead"],
    ["is it ok to ask for a later start date after accepting?", "career-start-date"],
    ["ينفع أأجل ميعاد البداية في الشغل الجديد؟", "career-start-date"],
    ["I burned a bridge with my last boss, will it hurt me?", "career-left-on-bad-terms"],
    ["مشيت من الشركة القديمة وأنا متخانق مع المدير", "career-left-on-bad-terms"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it("learning that peers earn more is a raise question", () => {
    expect(selectTopic("I found out I'm paid less than my colleagues for the same job", "salary_negotiation").id).toBe("salary-raise");
  });

  it("a role with no roadmap gets courses in its own field", async () => {
    const done = await ask([{ role: "user", content: "roadmap to become an instructional designer in 6 months" }], BLANK);
    expect(done.text).toMatch(/instructional/i);
    expect(done.text).not.toMatch(/I have roadmaps for/);
  });

  it("a role nothing teaches still gets the list of paths", async () => {
    const done = await ask([{ role: "user", content: "roadmap for astronaut" }], BLANK);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("'AI engineering' is the AI engineer path", async () => {
    const done = await ask([{ role: "user", content: "roadmap for AI engineering" }], BLANK);
    expect(done.citations.some((c) => c.kind === "roadmap" && /ml|ai|machine/i.test(c.id))).toBe(true);
  });
});

describe("time zones, sick leave, degrees in progress", () => {
  it.each([
    ["my standup is at 2am my time because the team is in Berlin", "career-time-zone-hours"],
    ["بشتغل مع شركة أمريكية ومواعيدي بالليل كلها", "career-time-zone-hours"],
    ["my manager calls me every day while I'm on sick leave", "career-workload-boundaries"],
    ["المدير بيكلمني وأنا في إجازة مرضية", "career-workload-boundaries"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it.each([
    ["should I put my master's on my CV if I'm still studying?", "resume-education-in-progress"],
    ["أكتب الدبلومة في السي في وأنا لسه بدرسها؟", "resume-education-in-progress"],
    ["how do I show contract work for many clients on my resume", "resume-short-stints"],
  ])("%s", (message, id) => {
    expect(selectTopic(message, "resume_help").id).toBe(id);
  });

  it("an adjective of origin stays with an Arabic subject", () => {
    expect(ownTerm("مطبخ إيطالي للمبتدئين")).toBe("مطبخ إيطالي");
  });
});

describe("scholarships and breaks taken on purpose", () => {
  it.each([
    ["where can I find a fully funded scholarship for a masters in Germany", "career-scholarships"],
    ["عايز منحة ماجستير ممولة بالكامل", "career-scholarships"],
    ["I'm thinking of quitting to travel for a year, how do I explain it later?", "career-gap"],
  ])("%s", (message, id) => {
    expect(plainTopic(message, 8)?.id).toBe(id);
  });

  it("the scholarship answer names the programmes", async () => {
    const done = await ask([{ role: "user", content: "how do I get a scholarship for a master's abroad?" }], BLANK);
    expect(done.text).toMatch(/Chevening/);
    expect(done.text).toMatch(/DAAD/);
  });
});
