import { describe, expect, it } from "vitest";
import { asksIn, comparedIn, optionsIn, realityIn } from "./compose/multi.ts";
import { ask, NADIA } from "./test-support.ts";
import type { CoachProfile } from "./types.ts";

const blank: CoachProfile = { fullname: "", title: "", level: "", country: "", city: "", bio: "", skills: [], resumes: [] };
const user = (content: string) => [{ role: "user" as const, content }];
const text = async (message: string, profile: CoachProfile = blank) => (await ask(user(message), profile)).text;

describe("finding the asks of a message", () => {
  it.each([
    ["two things: how do I write a cover letter, and should I put a photo on my CV?", 2],
    ["1) how long should my resume be 2) do I need a summary section", 2],
    ["how do I ask for a raise? also, how do I handle a coworker who interrupts me?", 2],
    ["quick questions: what does a product manager do? what should i read first? and which certificate helps?", 3],
    ["سؤالين: ازاي أرد على سؤال المرتب المتوقع؟ وكمان أتابع ازاي بعد الانترفيو؟", 2],
    ["عايز أعرف حاجتين: أكتب مشاريعي في السي في ازاي، وهل لازم حساب على جيت هب؟", 2],
    ["لدي سؤالان: كيف أكتب خطاب تقديم؟ وهل أرفق صورة في السيرة الذاتية؟", 2],
    ["3ayez a3raf 7agten: ezay a3mel portfolio, w kaman ezay at2amen 3ala el interview?", 2],
  ])("%j has %i", (message, n) => {
    expect(asksIn(message)).toHaveLength(n);
  });

  it.each([
    "ok so basically I've been at my company for 3 years?? and my manager keeps promising a promotion?? what should I do",
    "انا بقالي سنتين بدور على شغل؟؟ ومفيش حد بيرد عليا خالص؟ اعمل ايه",
    "I applied to 50 jobs. nothing. is my CV bad? or is it the market? idk anymore",
    "any python course? free? in arabic?",
    "how do I negotiate my salary?",
    "فريلانس ولا شغل ثابت؟ انا مصممة جرافيك لسه متخرجة",
    "i have two offers: a startup paying 30k or a bank paying 22k. which one?",
    "عايز كورس اكسل بالعربي",
  ])("%j asks one thing", (message) => {
    expect(asksIn(message)).toEqual([]);
  });

  it("keeps the setting told before the asks with each of them", () => {
    const asks = asksIn("عندي انترفيو بكرة: أقول ايه لو سألوني عن عيوبي؟ وسؤال تاني، ألبس ايه؟");
    expect(asks).toHaveLength(2);
    for (const a of asks) expect(a).toContain("انترفيو");
  });
});

describe("the options of a choice", () => {
  it.each([
    ["do I switch teams, switch companies or learn something on the side?", ["switch teams", "switch companies", "learn something on the side"]],
    ["stay at my job where my manager is great or leave for 20% more money somewhere else?", ["stay at your job", "leave for 20% more money somewhere else"]],
    ["أسيب الشغل ولا أكمل ولا آخد كورس؟", ["أسيب الشغل", "أكمل", "آخد كورس"]],
    ["جالي عرضين: شركة ناشئة بمرتب أعلى وبنك بمرتب أقل، أختار ايه؟", ["شركة ناشئة بمرتب أعلى", "بنك بمرتب أقل"]],
  ])("%j weighs %j", (message, options) => {
    expect(optionsIn(message)).toEqual(options);
  });

  it.each([
    "ينفع أتعلم برمجة وأنا شغال ولا ايه",
    "should i learn this or not?",
    "is it 2 or 3 months of study?",
    "i was a teacher, or rather still am, and want to move into ux",
    "is kubernetes still in demand or is it a fad",
    "my mom keeps saying i should just become a doctor or engineer like everybody else but i like drawing",
  ])("%j weighs nothing", (message) => {
    expect(optionsIn(message)).toEqual([]);
  });
});

describe("reality checks and comparisons", () => {
  it.each([
    ["is it true you can learn data analytics in 3 months?", { months: 3 }],
    ["am I too late to start coding at 35?", { age: 35 }],
    ["صحيح إن ممكن أتعلم تحليل بيانات في ٣ شهور؟", { months: 3 }],
    ["ينفع أبدأ برمجة وأنا عندي ٣٥ سنة؟ ولا ده وهم", { age: 35 }],
    ["is it realistic to get a remote job abroad as a junior?", { remote: true }],
  ])("%j is a reality check", (message, facts) => {
    expect(realityIn(message)).toMatchObject(facts);
  });

  it.each([
    ["my friend says data science is dying, is that true?", "trend"],
    ["سمعت إن الـ AI هيلغي وظايف المحاسبين، ده صح؟", "trend"],
    ["howa sa7 en el certificates mlhash lazma fel programming?", "certificates"],
    ["صحيح إن مفيش شغل للمبتدئين في الـ UX في مصر؟", "market"],
  ])("%j is a claim about %s", (message, about) => {
    expect(realityIn(message)?.about).toBe(about);
  });

  it.each(["how do I learn data analytics?", "عايز أتعلم برمجة"])("%j is not", (message) => {
    expect(realityIn(message)).toBeNull();
  });

  it("reads the two sides of a difference asked about", () => {
    expect(comparedIn("what's the difference between a data analyst and a data scientist?")).toEqual(["data analyst", "data scientist"]);
    expect(comparedIn("ايه الفرق بين محلل بيانات و عالم بيانات؟")).toEqual(["محلل بيانات", "عالم بيانات"]);
  });
});

describe("answers to several asks", () => {
  it.each([
    ["two things: how do I write a cover letter, and should I put a photo on my CV?", ["cover letter", "photo"]],
    ["how do I ask for a raise? also, how do I deal with a coworker who keeps interrupting me in meetings?", ["raise", "colleague"]],
    ["can you suggest sql courses, plus how should I show sql on my linkedin profile?", ["SQL", "LinkedIn"]],
  ])("%j answers each part", async (message, parts) => {
    const answer = await text(message, NADIA);
    expect(answer).toContain("## First question");
    expect(answer).toContain("## Second question");
    for (const part of parts) expect(answer.toLowerCase()).toContain(part.toLowerCase());
  });

  it.each([
    ["سؤالين: ازاي أرد لما يسألوني عن المرتب المتوقع؟ وكمان أعمل ايه بعد الانترفيو عشان أتابع معاهم؟", ["نطاق", "شكر"]],
    ["لدي سؤالان: كيف أكتب خطاب تقديم؟ وهل يجب أن أرفق صورة في السيرة الذاتية؟", ["خطاب", "صورة"]],
    ["عايز أعرف حاجتين: أكتب مشاريع الكلية في السي في ازاي، وهل لازم يكون عندي بروفايل على جيت هب؟", ["مشروع", "GitHub"]],
  ])("%j answers each part in Arabic", async (message, parts) => {
    const answer = await text(message);
    expect(answer).toContain("## السؤال الأول");
    expect(answer).toContain("## السؤال الثاني");
    for (const part of parts) expect(answer).toContain(part);
  });

  it.each([
    "what's the difference between frontend and backend? which pays more?",
    "how do I become a data analyst? and how long does it take?",
  ])("%j: a short ask with nothing of its own is answered with the one before", async (message) => {
    expect(await text(message)).not.toContain("## Second question");
  });

  it.each([
    "can you suggest sql courses, plus how should I show sql on my linkedin profile?",
    "1. how do I prepare for a case interview 2. what should I wear",
    "عايزة كورسات باور بي آي، وكمان ازاي أكتبها في اللينكدإن؟",
  ])("%j cites only what its sections show", async (message) => {
    const done = await ask(user(message), NADIA);
    for (const c of done.citations.filter((x) => x.kind === "course" || x.kind === "book")) expect(done.text).toContain(c.title);
  });

  it("answers a part that points back at the one before together with it", async () => {
    const answer = await text("عندي سؤالين: ايه الفرق بين data analyst و data scientist؟ وأنهي فيهم أسهل أبدأ بيه؟");
    expect(answer).not.toContain("## السؤال الثاني");
    expect(answer).toContain("محلل بيانات");
    expect(answer).toContain("عالم بيانات");
    expect(answer).toContain("الأسهل للبداية");
  });

  it.each([
    ["1. how do I prepare for a case interview 2. what should I wear", ["Case interviews", "What to wear to the interview"]],
    ["عندي انترفيو بكرة: أقول ايه لو سألوني عن عيوبي؟ وسؤال تاني، ألبس ايه؟", ["ماذا ترتدي في المقابلة"]],
  ])("%j: each part reaches its own playbook", async (message, headings) => {
    const answer = await text(message);
    for (const h of headings) expect(answer).toContain(`### ${h}`);
  });

  it.each([
    ["Two quick ones: is a PMP worth it for a junior, and what's a good first job title to search for?", 2],
    ["3ayez a3raf 7agten: a3mel cv ezay, w a2dem fe anhy mawa2e3?", 2],
  ])("%j has %i asks after its count", (message, n) => {
    expect(asksIn(message)).toHaveLength(n);
  });

  it.each([
    "hi amal! how are you? can you recommend a book on leadership?",
    "what do you think? should I quit my job?",
    "ازيك يا أمل؟ عايزة كتاب عن القيادة",
  ])("%j: a greeting or a vague ask beside a real one is not a question of its own", async (message) => {
    const answer = await text(message, NADIA);
    expect(answer).not.toMatch(/## (?:First|Second) question|## السؤال/);
  });

  it("answers a one-ask message exactly as before", async () => {
    const answer = await text("how do I negotiate my salary?");
    expect(answer).not.toContain("question");
  });
});

describe("choices are weighed, not answered with a course list", () => {
  it.each([
    ["do I switch teams, switch companies or learn something on the side?", ["Switch teams", "Switch companies", "Learn something on the side"]],
    ["should I do a masters or start working right after graduation?", ["masters", "working"]],
    ["stay at my job where my manager is great or leave for 20% more money?", ["Stay at your job", "Leave"]],
    ["should I tell my manager I'm interviewing elsewhere or keep it quiet?", ["Tell your manager", "Keep it quiet"]],
  ])("%j", async (message, named) => {
    const done = await ask(user(message), blank);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    for (const n of named) expect(done.text).toContain(n);
  });

  it.each([
    ["أسيب الشغل ولا أكمل ولا آخد كورس؟", ["أسيب الشغل", "أكمل", "آخد كورس", "الموازنة"]],
    ["أعمل ايه: أقدم استقالتي ولا أستنى لحد ما ألاقي شغل تاني؟", ["(أقدم استقالتي):** هل لديك عرض فعلي", "إن ملت إلى أقدم استقالتي"]],
    ["أعمل ماجستير ولا أشتغل على طول بعد التخرج؟", ["ماجستير", "أشتغل"]],
    ["a5od shahadet PMP wala CAPM? ana lessa bad2 fel project management", ["PMP", "CAPM"]],
  ])("%j (Arabic)", async (message, named) => {
    const done = await ask(user(message), blank);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
    for (const n of named) expect(done.text).toContain(n);
  });

  it.each([
    ["should i accept the offer or negotiate first?", "Negotiating a job offer"],
    ["اقبل العرض ولا اتفاوض الاول؟", "التفاوض"],
  ])("%j: a choice of tactics keeps the playbook that answers it", async (message, heading) => {
    const answer = await text(message);
    expect(answer).toContain(heading);
    expect(answer).not.toMatch(/Weighing your options|الموازنة بين الخيارات/);
  });

  it("compares two paths side by side and says which is the easier way in", async () => {
    const answer = await text("data analyst or data scientist, which should I aim for?", NADIA);
    expect(answer).toContain("Data Analyst or Data Scientist?");
    expect(answer).toContain("The easier way in:** Data Analyst");
  });
});

describe("a reality check is answered plainly first", () => {
  it.each([
    ["is it true you can learn data analytics in 3 months?", "**Honestly:**"],
    ["am I too late to start coding at 35?", "**Honestly: no, it isn't too late at 35.**"],
    ["is it realistic to get a remote job abroad from egypt as a junior developer?", "**Honestly: possible, but harder"],
    ["صحيح إن ممكن أتعلم تحليل بيانات في ٣ شهور؟", "**بصراحة:**"],
    ["ينفع أبدأ برمجة وأنا عندي ٣٥ سنة؟ ولا ده وهم", "**بصراحة: لا، لم يفت الأوان في سن 35.**"],
  ])("%j", async (message, lead) => {
    expect((await text(message)).startsWith(lead)).toBe(true);
  });

  it.each([
    ["is it true AI will replace data analysts?", "**Honestly: fields rarely vanish overnight"],
    ["howa sa7 en el AI hayakhod shoghl el programmers?", "**بصراحة: لا يختفي مجال بين يوم وليلة"],
  ])("%j: a claim that a field is fading gets a plain answer, not a course list", async (message, lead) => {
    const done = await ask(user(message), blank);
    expect(done.text.startsWith(lead)).toBe(true);
    expect(done.citations.filter((c) => c.kind === "course")).toEqual([]);
  });

  it("follows the plain answer with the path asked about", async () => {
    const done = await ask(user("is it true you can learn data analytics in 3 months?"), blank);
    expect(done.text).not.toContain("Your next career step");
    expect(done.citations.some((c) => c.kind === "course" || c.kind === "roadmap")).toBe(true);
  });
});

describe("the subject asked, not the one in the story", () => {
  it.each([
    ["after 5 years teaching english i want to get into project management, which certificate?", /project/i, /esl|teaching/i],
    ["I studied pharmacy but want to move into marketing, what courses?", /marketing|seo|brand|social/i, /pharma/i],
  ])("%j", async (message, wanted, unwanted) => {
    const done = await ask(user(message), blank);
    const titles = done.citations.filter((c) => c.kind === "course").map((c) => c.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t) => wanted.test(t))).toBe(true);
    expect(titles.some((t) => unwanted.test(t))).toBe(false);
  });
});
