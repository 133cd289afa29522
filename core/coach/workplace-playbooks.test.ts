/**
 * Everyday workplace situations that have their own playbook: a mistake at work, contract clauses,
 * asking for remote days, leaving a job after a few months, a manager who seems not to like you,
 * finding time to learn beside work and family, cuts in the air, months of interviews with no
 * offer — in English, Egyptian Arabic and other dialects, with no keyword the classifier keys on.
 */
import { describe, expect, it } from "vitest";
import { plainTopic } from "./guidance/index.ts";
import { ask } from "./test-support.ts";

const GENERIC = /Your next career step|خطوتك المهنية التالية/;
const CLARIFY = /I want to get this right|عايزة أفهم/;

describe("workplace situations reach the playbook that answers them", () => {
  it.each([
    ["i sent the wrong numbers to a client this morning and my boss is furious", "career-mistake-at-work"],
    ["I messed up the deployment yesterday, how do I face the team", "career-mistake-at-work"],
    ["غلطت في الفاتورة والعميل اشتكى، أتصرف إزاي؟", "career-mistake-at-work"],
    ["3amalt 8alta kbeera fel sho3'l w mesh 3aref a3mel eh", "career-mistake-at-work"],
    ["the offer has a 2 year non-compete, is that normal?", "career-contract-terms"],
    ["they want me to sign an NDA before the trial task", "career-contract-terms"],
    ["الشركة عايزاني أمضي على إيصال أمانة مع العقد", "career-contract-terms"],
    ["how do i ask my boss for two remote days a week", "career-flexible-work"],
    ["ينفع أطلب من مديري يومين من البيت؟", "career-flexible-work"],
    ["is it bad to quit after two months? the job is nothing like the description", "career-leave-early"],
    ["الشغل طلع مش زي ما قالولي في الانترفيو، أسيب بعد شهرين؟", "career-leave-early"],
    ["i feel like my supervisor dislikes me and i don't know why", "career-manager-relationship"],
    ["مديرتي بتتجاهلني في الاجتماعات ومش عارفة عملت إيه", "career-manager-relationship"],
    ["how do you find time to study with a full time job and kids", "career-time-to-grow"],
    ["معنديش وقت خالص أتعلم حاجة جنب الشغل", "career-time-to-grow"],
    ["they asked me to train my replacement, should i be worried", "career-job-security"],
    ["i've been interviewing for months and still no offer", "career-job-search"],
    ["a recruiter messaged me but i'm not looking right now, how do i say no nicely", "networking-recruiter-reply"],
    ["ريكروتر كلمني على لينكدان ومش عايزة اسيب شغلي، ارد ازاي؟", "networking-recruiter-reply"],
    ["محتاج شهادة ولا خبرتي كفاية عشان ادخل big 4؟", "career-cert-choice"],
    ["our family is moving in august and my nursing license doesn't transfer", "career-relocation-search"],
    ["3ndy internship offer mn sherka bs mfeesh mortab w offer tany part time b mortab, a5od anhy?", "career-internship-or-job"],
    ["my lead keeps telling me to be more proactive and i don't get what she wants", "career-performance-review"],
    ["they told me i'd get a permanent contract after probation and it's been a year", "career-promise-not-kept"],
    ["وعدوني بزيادة من ست شهور ومحدش فتح الموضوع تاني", "career-promise-not-kept"],
    ["is a 10 hour take home for free a red flag?", "interview-take-home"],
  ])("%j → %s", (text, id) => {
    expect(plainTopic(text)?.id).toBe(id);
  });

  it.each([
    ["I made a big mistake in the monthly report and the director saw it", /own it|fix/i],
    ["عملت غلطة في التقرير والمدير زعلان", /اعترف|الحل/],
    ["should i sign a non compete for a junior job", /clause|narrow/i],
    ["how do i ask for hybrid days without sounding lazy", /trial|policy/i],
  ])("answers %j with its steps, not the generic plan or a question", async (text, expected) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.text).not.toMatch(GENERIC);
    expect(done.text).not.toMatch(CLARIFY);
    expect(done.text).toMatch(expected);
  });

  it("reads 'high school' on a resume as a resume question, and a leaving question only when leaving is asked", async () => {
    const school = await ask([{ role: "user", content: "do i still list my high school on my cv?" }]);
    expect(school.text).not.toMatch(/Choosing a field/);
    expect(plainTopic("they said i'd be confirmed after 3 months and now it's 6")?.id).not.toBe("career-leave-early");
  });

  it("keeps 'work from home' jobs apart from asking an employer for remote days", () => {
    expect(plainTopic("عايزة اشتغل من البيت بالدولار")?.id).not.toBe("career-flexible-work");
    expect(plainTopic("i want a work from home job, where do i look")?.id).not.toBe("career-flexible-work");
  });
});

describe("learning a spoken language", () => {
  it.each([
    "i want to improve my english for work, where do i start",
    "عايزة اتعلم انجليزي للشغل، ابدأ منين؟",
    "3ayez a7asen el english bta3y 3shan el sho3'l",
  ])("%j gets English courses, not a playbook or a question", async (text) => {
    const done = await ask([{ role: "user", content: text }]);
    expect(done.citations.filter((c) => c.kind === "course").length).toBeGreaterThan(0);
    expect(done.citations.filter((c) => c.kind === "course").every((c) => /english/i.test(c.title))).toBe(true);
  });

  it("still reads 'where do I start' alone as being stuck", async () => {
    const done = await ask([{ role: "user", content: "i honestly don't know where to start" }]);
    expect(done.text).toMatch(/Getting unstuck/);
  });
});
