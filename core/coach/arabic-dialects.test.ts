import { describe, expect, it } from "vitest";
import { addressArabic } from "./compose/address.ts";
import { arabicTitle } from "./compose/context.ts";
import { isGreeting, isThanks } from "./compose/social.ts";
import { plainTopic, questionPart, selectTopic } from "./guidance/index.ts";
import { detectIntent } from "./intent.ts";
import { courses } from "./knowledge/index.ts";
import { withArabicLoans } from "./loanwords.ts";
import { ask, conversation, NADIA, type Done } from "./test-support.ts";
import type { CoachProfile } from "./types.ts";

const COURSE_BY_ID = new Map(courses.map((c) => [c.id, c]));
const cited = (done: Done) => done.citations.filter((c) => c.kind === "course").map((c) => COURSE_BY_ID.get(c.id)).filter((c) => c !== undefined);
const blank: CoachProfile = { fullname: "", title: "", level: "", country: "", city: "", bio: "", skills: [], resumes: [] };
const layla: CoachProfile = {
  fullname: "ليلى حسن", title: "محاسبة", level: "Junior", country: "مصر", city: "المنصورة", bio: "",
  skills: [{ name: "MS Excel", type: "hard" }, { name: "المحاسبة المالية", type: "hard" }], resumes: [],
};

describe("greetings and thanks in other dialects", () => {
  it.each(["هلا والله شلونك", "مرحبتين", "كيفك يا امل", "salam 3alekom ya amal", "هلا", "شو اخبارك"])("reads %j as a greeting", (text) => {
    expect(isGreeting(text)).toBe(true);
  });

  it.each(["شكرا جدا افدتيني", "يعطيك العافية", "مشكورة", "shokran ya amal", "الف شكر والله"])("reads %j as thanks", (text) => {
    expect(isThanks(text)).toBe(true);
  });

  it("answers a Gulf greeting in Arabic without a plan or courses", async () => {
    const done = await ask([{ role: "user", content: "هلا والله شلونك" }], blank);
    expect(done.language).toBe("ar");
    expect(done.citations).toEqual([]);
    expect(done.text).not.toMatch(/خطوتك المهنية التالية/);
  });

  it("answers an Arabizi salam with its reply in Arabic", async () => {
    const done = await ask([{ role: "user", content: "salam 3alekom ya amal" }], blank);
    expect(done.text).toMatch(/وعليكم السلام/);
    expect(done.text).not.toMatch(/خطوتك المهنية التالية/);
  });
});

describe("situations named in dialect words", () => {
  it.each([
    ["مشيوني من الشغل", "career-layoff"],
    ["طردوني امبارح من الشركة", "career-layoff"],
    ["الشركة انهت عقدي فجأة، انهوا عقدي من غير سبب", "career-layoff"],
    ["الشركة مأخرة مرتبي بقالها شهرين", "career-unpaid-salary"],
    ["my salary is late for the second month", "career-unpaid-salary"],
    ["ودي انتقل لقسم ثاني داخل نفس الشركة", "career-internal-move"],
    ["can i move to another team in the same company?", "career-internal-move"],
    ["شغل data entry من البيت حقيقي ولا نصب؟", "career-online-work-scams"],
    ["they want a registration fee before the typing job, is it legit?", "career-online-work-scams"],
    ["كل الشغل عايز خبرة وانا لسه متخرج اجيب خبرة منين", "career-first-experience"],
    ["how do i get experience if every entry level job wants two years", "career-first-experience"],
  ])("reads %j as %s", (text, id) => {
    expect(plainTopic(text, 1)?.id).toBe(id);
  });

  it.each(["google cert or PMP? i have zero experience", "كورس بايثون للناس اللي من غير خبرة"])("does not take a passing 'no experience' in %j for the catch-22", (text) => {
    expect(plainTopic(text, 1)?.id).not.toBe("career-first-experience");
  });

  it.each(["el HR sa2alny 3ayza kam w ana msh 3arfa a2ol rakam", "سألوني عايز كام ومش عارف اقول رقم"])("reads %j as the salary question, not being stuck", (text) => {
    expect(selectTopic(text, "general").id).toBe("salary-expectations-question");
  });
});

describe("a long message's question weighs more than its story", () => {
  const story = "ازاي اكتب ايميل متابعة بعد الانترفيو؟ اصل عملت انترفيو يوم الحد وكان كويس جدا والراجل كان لطيف وقالي هنكلمك خلال اسبوع وعدى عشر ايام ومحدش كلمني وانا قلقان";

  it("finds the question of a long message and nothing in a short one", () => {
    expect(questionPart(story)).toMatch(/متابعه/);
    expect(questionPart("ازاي اكتب ايميل متابعة؟")).toBe("");
  });

  it.each([
    story,
    "i was so anxious all week and barely slept, my cat was sick too and the bus was late every day. how do i write a follow up email after the interview? they said a week and it has been ten days",
  ])("answers the follow-up question in %j, not the worry around it", async (text) => {
    const done = await ask([{ role: "user", content: text }], blank);
    expect(done.text).toMatch(/متابعة|follow/i);
    expect(done.text).not.toMatch(/الاحتراق|burnout/i);
  });

  it("does not answer a long message that opens with a greeting with the greeting menu", async () => {
    const done = await ask([{ role: "user", content: "صباح الخير، انا ام لطفلين وعندي وقت الصبح، صاحبتي بتشتغل data entry اونلاين، هل ده شغل حقيقي ولا نصب؟" }], blank);
    expect(done.text).toMatch(/نصب/);
    expect(done.text).not.toMatch(/بماذا نبدأ اليوم/);
  });
});

describe("English work words written in Arabic letters", () => {
  it.each([
    ["محتاج اعمل ابلاي على جوبز", /اقدم .*وظايف/],
    ["ايه السكيلز المطلوبة", /مهارات/],
    ["المانجر بتاعي بيزعق في الميتنج", /مدير .*اجتماع/],
    ["ازاي اطلب بروموشن", /ترقيه/],
  ])("reads %j in Arabic words", (text, words) => {
    expect(withArabicLoans(text)).toMatch(words);
  });

  it("leaves a message without them alone", () => {
    expect(withArabicLoans("عايز كورس بايثون")).toBe("");
  });
});

describe("what the user states, in the ways Arabic says it", () => {
  it.each([
    ["عندي تلت ساعات في الاسبوع", 3],
    ["معايا خمس ساعات في الاسبوع", 5],
    ["عندي حداشر ساعة في الاسبوع", 11],
  ])("reads the hours a week in %j", (text, hours) => {
    expect(detectIntent(text).stated.hoursPerWeek).toBe(hours);
  });

  it.each(["عايزة اتعلم باور بي اي في شهرين", "كورس اكسل اخلصه في شهرين"])("reads 'في شهرين' in %j as two months, not a one-month course", (text) => {
    const detected = detectIntent(text);
    expect(detected.stated.months).toBe(2);
    expect(detected.constraints.maxHours).toBeUndefined();
  });

  it("still reads 'في اسبوعين' and 'في شهر' as course lengths", () => {
    expect(detectIntent("كورس اكسل في اسبوعين").constraints.maxHours).toBe(25);
    expect(detectIntent("كورس اكسل في شهر").constraints.maxHours).toBe(40);
  });

  it.each([
    ["اتعلم ايه عشان ابقى data analyst", "Data Analyst"],
    ["ابي اصير مبرمج", "Software Engineer"],
    ["بدي صير مصمم جرافيك شو لازم اتعلم", "Graphic Designer"],
    ["فهل تنصحني بالتوجه إلى الموارد البشرية، وما الشهادات التي تفيدني؟", "HR Specialist"],
    ["3ayez a2leb data analyst", "Data Analyst"],
  ])("reads the target role in %j", (text, role) => {
    expect(detectIntent(text).stated.targetRole).toBe(role);
  });

  it("does not take the Levantine 'بدي' for 'this one'", () => {
    expect(detectIntent("بدي صير مصمم جرافيك").reference).toBeUndefined();
  });

  it.each([
    ["كورسات بايثون متقدمة مش للمبتدئين", "Advanced"],
    ["python course not for beginners", "Intermediate"],
    ["عايز كورس اكسل مش للمبتدئين", "Intermediate"],
    ["كورس اكسل للمبتدئين", "Beginner"],
  ])("reads the level of %j", (text, level) => {
    expect(detectIntent(text).level).toBe(level);
  });

  it("keeps the ruled-out level out of the subject", () => {
    expect(detectIntent("python course not for beginners").subject).toBe("python");
  });
});

describe("follow-ups in the ways Arabic points into a list", () => {
  it.each([
    ["في منهم بالعربي؟", "arabic"],
    ["حد منهم ببلاش؟", "free"],
    ["any of them arabic?", "arabic"],
    ["فيهم حاجة بشهادة؟", "certificate"],
    ["طب نفس الكلام بس بالعربي", "arabic"],
  ])("reads %j as the refinement %s", (text, refine) => {
    expect(detectIntent(text).refine).toBe(refine);
  });

  it.each(["في منهم بالعربي؟", "طب نفس الكلام بس بالعربي"])("answers %j with Arabic Excel courses", async (text) => {
    const [, answer] = await conversation(["كورسات excel", text], NADIA);
    const list = cited(answer);
    expect(list.length).toBeGreaterThan(0);
    for (const course of list) expect(course.language).toBe("ar");
  });

  it("answers an Arabizi 'the last one, how many hours?' about the last course", async () => {
    const [first, answer] = await conversation(["courses python", "a5er wa7ed da kam sa3a?"], NADIA);
    const last = first.citations.filter((c) => c.kind === "course").at(-1);
    expect(answer.citations.map((c) => c.id)).toContain(last?.id);
    expect(answer.text).toMatch(/ساع/);
    expect(answer.intent).not.toBe("salary_negotiation");
  });

  it("answers 'how long will it take me' after a roadmap with the path's time", async () => {
    const [, answer] = await conversation(["خارطة طريق محلل بيانات", "ده هياخد مني قد ايه لو بذاكر ساعتين في اليوم؟"], blank);
    expect(answer.text).toMatch(/أسبوع|أسابيع|شهر|شهور/);
  });

  it("says what the first book is about in Arabic", async () => {
    const [, answer] = await conversation(["ارشحلي كتب عن التفاوض", "اول واحد ده بيتكلم عن ايه"], blank);
    expect(answer.text).toMatch(/[\u0621-\u064A]{4,} [\u0621-\u064A]{4,} [\u0621-\u064A]{4,}/);
    expect(answer.text).toMatch(/: /);
  });
});

describe("choices, promotions and plans", () => {
  it.each([
    "جالي عرضين واحد مرتبه اعلى والتاني فيه تعلم اكتر اختار مين",
    "عندي عرضين شغل ومحتار، انهي احسن؟",
  ])("answers %j as a choice between offers, not a negotiation script", async (text) => {
    const done = await ask([{ role: "user", content: text }], blank);
    expect(done.intent).toBe("general");
    expect(done.text).not.toMatch(/عرضًا مقابلًا/);
  });

  it("answers an Arabic promotion question with the next skills of the user's path, counting the skills the profile names in Arabic", async () => {
    const done = await ask([{ role: "user", content: "عايزة اترقى لمحاسبة أولى، اتعلم ايه زيادة؟" }], layla);
    expect(done.intent).toBe("general");
    expect(done.text).toMatch(/المستوى التالي/);
    const next = /\*\*مهارات المستوى التالي[^\n]*/.exec(done.text)?.[0] ?? "";
    expect(next).not.toMatch(/Financial Accounting|Microsoft Excel/);
  });

  it.each(["عندي تلت ساعات في الاسبوع بس وعايزة اتعلم باور بي اي في شهرين", "i want to learn power bi in two months"])(
    "answers a plan asked for a tool in %j with its courses, not 'no roadmap'",
    async (text) => {
      const done = await ask([{ role: "user", content: text }], layla);
      expect(done.text).not.toMatch(/ليست لدي خارطة طريق|don't have a roadmap/);
      expect(cited(done).some((c) => c.skills.includes("Power BI"))).toBe(true);
    },
  );

  it("works the stated hours and months into a course answer", async () => {
    const done = await ask([{ role: "user", content: "عندي تلت ساعات في الاسبوع بس وعايزة اتعلم باور بي اي في شهرين" }], layla);
    expect(done.text).toMatch(/3 ساعات/);
    expect(done.text).toMatch(/شهرين/);
  });

  it("answers what a big tech company asks for instead of giving a generic plan", async () => {
    const done = await ask([{ role: "user", content: "محتاج اعمل ابلاي على جوبز في جوجل، ايه الريكوايرمنتس؟" }], blank);
    expect(done.text).not.toMatch(/خطوتك المهنية التالية/);
    expect(done.text).toMatch(/الخوارزميات|هياكل البيانات/);
    expect(done.text).toMatch(/ترشيح/);
  });
});

describe("Arabic that reads as Arabic", () => {
  it.each([
    ["Senior Software Engineer", "مهندس برمجيات أول"],
    ["Junior Data Analyst", "محلل بيانات مبتدئ"],
    ["Computer Science Student", "طالب علوم الحاسب"],
    ["Front-end Developer", "مطور واجهات أمامية"],
    ["Chief Happiness Officer", "Chief Happiness Officer"],
  ])("names the title %j in Arabic", (title, arabic) => {
    expect(arabicTitle(title)).toBe(arabic);
  });

  it("drops the article of a verbal-noun heading followed by its object, and keeps it before a preposition", () => {
    const text = addressArabic("1. **سجّل كل حاجة:** مواعيد\n- ابدأ في الدورة\n- ابدأ المشروع", null);
    expect(text).toMatch(/\*\*تسجيل كل حاجة:\*\*/);
    expect(text).toMatch(/- البدء في الدورة/);
    expect(text).toMatch(/- بدء المشروع/);
  });

  it("says the years and field of a Franco move in Arabic words", async () => {
    const done = await ask([{ role: "user", content: "3andy 5 sneen khebra f el accounting w 3ayez a2leb data analyst" }], blank);
    expect(done.text).toMatch(/5 سنوات خبرة في المحاسبة/);
    expect(done.text).not.toMatch(/أقرب مسار كامل/);
  });
});

describe("more situations, and what a message names", () => {
  it.each([
    ["مديري بيبعتلي رسايل بالليل مش مريحة خالص", "career-harassment"],
    ["a coworker keeps sending me inappropriate messages", "career-harassment"],
    ["ينفع أشتغل شغلانة تانية جنب شغلي الأساسي؟", "career-side-job"],
    ["can i take a side job while employed full time?", "career-side-job"],
    ["طلبت مني الشركة أسماء أشخاص للتوصية، فمن أختار؟", "career-references"],
    ["who should i list as a reference for a new job?", "career-references"],
    ["خايف من الفجوة دي في السي في", "career-gap"],
  ])("reads %j as %s", (text, id) => {
    expect(plainTopic(text, 1)?.id).toBe(id);
  });

  it.each(["شكرًا جزيلًا على المساعدة، إلى اللقاء", "thanks for the help, bye", "ميرسي يا امل مع السلامة"])("reads %j as thanks", (text) => {
    expect(isThanks(text)).toBe(true);
  });

  it.each([
    "ana kont ba3mel el cv bta3y embare7 w sa7bety 2aletly lazem a7ot sora, a3mel eh?",
    "i was doing my cv yesterday and my friend says i need a photo and my gpa, what do i do",
  ])("answers %j from the resume playbooks, not with a question", async (text) => {
    const done = await ask([{ role: "user", content: text }], NADIA);
    expect(done.text).toMatch(/صورة|photo/i);
    expect(done.text).toMatch(/المعدل|GPA/);
  });
});

describe("a student's title", () => {
  const omar: CoachProfile = { ...blank, fullname: "Omar Khaled", title: "Computer Science Student", level: "Student", country: "Egypt", city: "Alexandria" };

  it.each(["عايز أعرف أطلب مرتب كام في أول شغلانة", "how much should i ask for in my first job offer?"])("is not offered as the job in %j", async (text) => {
    const done = await ask([{ role: "user", content: text }], omar);
    expect(done.text).not.toMatch(/كطالب|لوظيفة طالب|as a Computer Science Student|Computer Science Student role/);
  });
});

describe("short additions to the last request", () => {
  it.each([
    ["وبالعربي؟", "arabic"],
    ["طب ببلاش؟", "free"],
    ["and free?", "free"],
    ["w bel 3araby?", "arabic"],
    ["وبشهادة؟", "certificate"],
  ])("reads %j as the refinement %s", (text, refine) => {
    expect(detectIntent(text).refine).toBe(refine);
  });

  it.each(["الأولى كم ساعة؟", "الاول مدته كام؟"])("reads %j as a question about the first item, not pay", async (text) => {
    const [first, answer] = await conversation(["ابي دورات تسويق الكتروني", text], blank);
    expect(answer.intent).not.toBe("salary_negotiation");
    expect(answer.citations.map((c) => c.id)).toContain(first.citations.find((c) => c.kind === "course")?.id);
    expect(answer.text).toMatch(/ساع/);
  });

  it("answers 'and in Arabic?' after free courses with Arabic ones or an honest no", async () => {
    const [, , answer] = await conversation(["كورسات machine learning", "في حاجة ببلاش؟", "وبالعربي؟"], blank);
    expect(answer.text).not.toMatch(/اكتب «حاجة بالعربي»/);
  });

  it.each(["merci ya amal, keda tamam", "تمام كده شكرا"])("reads %j as thanks", (text) => {
    expect(isThanks(text)).toBe(true);
  });

  it("answers a freelancing question that names a field to teach with the freelancing playbook, not a course search", async () => {
    const done = await ask([{ role: "user", content: "I want to teach Arabic online to foreigners, ينفع اعمل كده كفريلانس؟" }], blank);
    expect(done.text).not.toMatch(/لا يتضمن الكتالوج/);
    expect(done.text).toMatch(/فريلانس|العمل الحر|عملاء|منصات/);
  });
});

describe("Arabic instructions that read as one voice", () => {
  it("keeps a bullet in the imperative when its clause goes on with another instruction", () => {
    const text = addressArabic("1. **نراجع سيرتك معًا:** اكتب «راجع سيرتي» وسأخبرك.\n2. **خذ استراحة:** يوم بلا تقديم، ثم ابدأ من جديد.\n3. **سجّل كل حاجة:** المواعيد.", null);
    expect(text).toContain("اكتب «راجع سيرتي» وسأخبرك");
    // A bold label is a heading of its own: it takes the noun whatever follows it.
    expect(text).toContain("**أخذ استراحة:** يوم بلا تقديم، ثم ابدأ");
    expect(text).toContain("**تسجيل كل حاجة:**");
  });

  it("puts an instruction after 'ف' in the feminine for a woman", () => {
    expect(addressArabic("وإن لم تكن فابدأ بالدورة", "f")).toContain("فابدئي");
  });

  it.each(["مسؤولة عن تقارير المصروفات الشهرية", "مسؤول عن التسويات البنكية"])("rewrites the weak Arabic bullet %j with a verb", async (line) => {
    const profile: CoachProfile = { ...layla, resumes: [{ id: 1, title: "cv.pdf", text: `ليلى\nالخبرة العملية\nمحاسبة\n- ${line}\nالتعليم\nبكالوريوس تجارة\nالمهارات\nExcel` }] };
    const done = await ask([{ role: "user", content: "راجعي السي في بتاعي" }], profile);
    expect(done.text).toMatch(/← «أدرت /);
  });
});

describe("a choice between offers that names their pay", () => {
  it.each([
    "two offers: 18k egp at a startup and 15k at a bank. which one?",
    "جالي عرضين واحد ب ١٨ الف في ستارت اب والتاني ب ١٥ الف في بنك اختار مين",
  ])("works the numbers of %j into the choice", async (text) => {
    const done = await ask([{ role: "user", content: text }], NADIA);
    expect(done.text).toMatch(/18,000/);
    expect(done.text).toMatch(/15,000/);
  });
});

describe("which of two skills first", () => {
  it.each([
    ["اتعلم اكسل الاول ولا باور بي اي؟", /ابدأ بـMicrosoft Excel/],
    ["python or sql first for data analysis?", /Start with SQL/],
    ["should i learn react or angular first", /Start with React/],
  ])("answers %j from the order of the path that has them", async (text, first) => {
    const done = await ask([{ role: "user", content: text }], blank);
    expect(done.text).toMatch(first);
    expect(done.citations.some((c) => c.kind === "course")).toBe(true);
  });
});

describe("a passing 'or' between two fields", () => {
  it("is not a which-skill-first question", async () => {
    const done = await ask([{ role: "user", content: "انا شغال في بنك بقالي خمس سنين في خدمة العملاء و نفسي اروح data analysis بس مش فاضي غير ساعه في اليوم ينفع ولا ايه" }], blank);
    expect(done.text).not.toMatch(/^ابدأ بـ/);
  });
});

describe("certificates asked with a path", () => {
  it.each([
    "فهل تنصحني بالتوجه إلى الموارد البشرية، وما الشهادات التي تفيدني في ذلك؟",
    "i want to become an hr specialist, which certifications would help?",
  ])("lists the path's courses that give a certificate for %j", async (text) => {
    const done = await ask([{ role: "user", content: text }], blank);
    expect(done.text).toMatch(/شهادات تفيدك في هذا المسار|Certificates that help on this path/);
  });

  it("does not add the line when certificates are not asked about", async () => {
    const done = await ask([{ role: "user", content: "give me a roadmap for hr specialist" }], blank);
    expect(done.text).not.toMatch(/Certificates that help on this path/);
  });
});

describe("the question of a long story decides what is asked", () => {
  it.each([
    ["انا بقالي سنتين بشتغل في شركة صغيرة والمرتب قليل والمدير كويس بس الشغل ممل ومفيش حاجة جديدة بتعلمها وصحابي كلهم بيقولولي سيب، ازاي اكتب سي في يلفت نظر الشركات الكبيرة؟", "resume_help"],
    ["so my sister studied pharmacy and my dad wants me to do the same and i kind of like biology but i also love drawing and everyone says design doesnt pay, what books should i read to figure this out?", "recommend_books"],
  ])("reads %j by its question", (text, intent) => {
    expect(detectIntent(text).intent).toBe(intent);
  });

  it("finds the last asking clause of a long message without a question mark", () => {
    expect(questionPart("انا شغال في بنك بقالي خمس سنين في خدمة العملاء وعندي عيلين ومش فاضي غير ساعة في اليوم، ينفع اروح data analysis")).toMatch(/ينفع/);
  });
});

describe("Gulf, Levantine and MSA pointers and conditions", () => {
  it.each([
    ["في شي ببلاش؟", "free"],
    ["بدي اشي بالعربي", "arabic"],
    ["في شي بشهادة؟", "certificate"],
  ])("reads %j as the refinement %s", (text, refine) => {
    expect(detectIntent(text).refine).toBe(refine);
  });

  it.each([["هذا كم ساعة؟", "ordinal"], ["أيهم أسهل؟", "all"], ["وش الافضل فيهم؟", "all"]])("reads %j as pointing at the list (%s)", (text, kind) => {
    expect(detectIntent(text).reference?.kind).toBe(kind);
  });
});
