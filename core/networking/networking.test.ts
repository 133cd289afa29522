import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OMAR, SARA } from "../crafting/fixtures";
import type { CareerFacts } from "../crafting/types";
import { isMostlyArabic } from "../resume/normalize";
import { NETWORKING_LIMITS, type NetworkingLanguage, type NetworkingRequest, networkingRequestSchema } from "../schemas/networking";
import { clipWords, composeNetworkingMessage, countWords, findMessageInventions, intentOf, messageIdentity, withinLimits } from "./index";

const request = (overrides: Partial<NetworkingRequest> = {}): NetworkingRequest =>
  networkingRequestSchema.parse({
    type: "linkedin",
    job_title: "Senior Data Analyst",
    company_name: "Vodafone Egypt",
    addressee_name: "Mona Adel",
    industry: [{ Description: "Telecommunications", Code: "8" }],
    target_message: "I'd love a referral",
    ...overrides,
  });

const NOBODY: CareerFacts = { ...SARA, fullname: "Karim Nabil", title: "", bio: "", jobs: [], skills: [], education: [], certificates: [], resumeTexts: [] };

const both = (r: { message: string; subject: string | null }) => `${r.subject ?? ""}\n${r.message}`;

describe("composeNetworkingMessage", () => {
  it.each(["en", "ar"] as const)("should write a LinkedIn note in %s that names the addressee and company and quotes the user's real work", (language) => {
    const report = composeNetworkingMessage(request(), SARA, { language, seed: 0 });
    expect(report.message.length).toBeLessThanOrEqual(NETWORKING_LIMITS.linkedinChars);
    expect(report.message).toContain("Mona Adel");
    expect(report.message).toContain("Vodafone Egypt");
    expect(report.subject).toBeNull();
    expect(report).toMatchObject({ type: "linkedin", addressee_name: "Mona Adel", language });
    expect(report.job_title_in_company).toBe(language === "ar" ? "Senior Data Analyst في Vodafone Egypt" : "Senior Data Analyst at Vodafone Egypt");
    // One of the user's own skills, and their one line with a figure.
    expect(SARA.skills.some((s) => report.message.includes(s.skill_name))).toBe(true);
    expect(report.message).toMatch(/dashboards in Tableau for 12 stores/i);
    expect(findMessageInventions(report.message, SARA, request())).toEqual([]);
  });

  it.each(["en", "ar"] as const)("should write a cold e-mail in %s with a subject, a greeting, the user's skills and a sign-off with their name", (language) => {
    const req = request({ type: "email" });
    const report = composeNetworkingMessage(req, SARA, { language, seed: 4 });
    expect(withinLimits(report)).toBe(true);
    expect(countWords(report.message)).toBeLessThanOrEqual(150);
    expect(report.subject!.length).toBeLessThanOrEqual(90);
    expect(report.subject).toContain("Vodafone Egypt");
    const lines = report.message.split("\n");
    expect(lines[0]).toContain("Mona Adel");
    expect(lines.at(-1)).toBe("Sara Ali");
    expect(report.message).toContain("Vodafone Egypt");
    expect(report.message).toMatch(/SQL/);
    expect(report.message).toMatch(/12 stores/);
    expect(findMessageInventions(both(report), SARA, req)).toEqual([]);
  });

  it("should write Arabic in Arabic: greeting, connecting words and sign-off, the names kept as given", () => {
    const req = request({ type: "email", job_title: "محاسب أول", company_name: "البنك الأهلي المصري", addressee_name: "سارة محمود", target_message: "أرغب في ترشيح للوظيفة" });
    const report = composeNetworkingMessage(req, OMAR, { language: "ar", seed: 1 });
    expect(isMostlyArabic(report.message)).toBe(true);
    expect(report.message).toContain("البنك الأهلي المصري");
    expect(report.message.split("\n")[0]).toContain("سارة محمود");
    expect(report.message).toMatch(/مع (خالص التقدير|أطيب التحيات|الشكر)،\nعمر حسن$/);
    expect(report.job_title_in_company).toBe("محاسب أول في البنك الأهلي المصري");
    expect(report.message).toMatch(/ترش/);
    expect(findMessageInventions(both(report), OMAR, req)).toEqual([]);
  });

  it("should write a shorter, honest message when the user has no jobs, skills or title", () => {
    for (const type of ["linkedin", "email"] as const) {
      for (const language of ["en", "ar"] as const) {
        const full = composeNetworkingMessage(request({ type }), SARA, { language, seed: 0 });
        const bare = composeNetworkingMessage(request({ type }), NOBODY, { language, seed: 0 });
        expect(bare.message).toContain("Karim Nabil");
        expect(bare.message).toContain("Vodafone Egypt");
        expect(bare.message.length).toBeLessThan(full.message.length);
        expect(bare.message).not.toMatch(/skilled|strengths|At |مهارات|أجيد|إنجاز/);
        expect(findMessageInventions(both(bare), NOBODY, request({ type }))).toEqual([]);
      }
    }
  });

  it("should pick the user's skills that fit the role first", () => {
    const facts: CareerFacts = { ...SARA, skills: [{ skill_name: "Photoshop", skill_type: "hard" }, { skill_name: "Teamwork", skill_type: "soft" }, { skill_name: "Python", skill_type: "hard" }] };
    const report = composeNetworkingMessage(request({ job_title: "Python Developer", industry: [{ Description: "Computer Software", Code: "4" }] }), facts, { language: "en", seed: 0 });
    expect(report.message).toMatch(/Python/);
    expect(report.message.indexOf("Python")).toBeLessThan(report.message.includes("Photoshop") ? report.message.indexOf("Photoshop") : Number.POSITIVE_INFINITY);
  });

  it("should say what the user asked for, in the message's language", () => {
    const call = composeNetworkingMessage(request({ target_message: "a 15 minute call about the team" }), SARA, { language: "en", seed: 0 });
    expect(call.message).toMatch(/call|chat|conversation/i);
    const advice = composeNetworkingMessage(request({ target_message: "any advice on applying" }), SARA, { language: "ar", seed: 0 });
    expect(advice.message).toMatch(/نصيحت/);
    const own = composeNetworkingMessage(request({ type: "email", target_message: "I am moving to Cairo in spring and would like to hear how your analytics team works." }), SARA, { language: "en", seed: 0 });
    expect(own.message).toContain("I am moving to Cairo in spring and would like to hear how your analytics team works.");
  });

  it("should give the same message for the same seed and vary it across seeds", () => {
    for (const type of ["linkedin", "email"] as const) {
      const req = request({ type });
      expect(composeNetworkingMessage(req, SARA, { language: "en", seed: 7 })).toEqual(composeNetworkingMessage(req, SARA, { language: "en", seed: 7 }));
      const texts = new Set(Array.from({ length: 12 }, (_, seed) => composeNetworkingMessage(req, SARA, { language: "en", seed }).message));
      expect(texts.size).toBeGreaterThanOrEqual(3);
    }
  });
});

// ── Limits and facts over many inputs ───────────────────────────────────────────────────────────

const WORDS = ["Nile", "Delta", "Global", "Solutions", "Analytics", "Group", "Holding", "International", "Mohamed", "Abdelrahman", "El", "Sayed", "القاهرة", "للتجارة", "شركة", "محمد", "عبد", "الرحمن", "Technologies", "Ventures"];
const phrase = (max: number) =>
  fc.oneof(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 20 }).map((w) => w.join(" ").slice(0, max).trim() || "Nile"),
    fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0),
    // One very long word: nothing to cut at.
    fc.integer({ min: 20, max }).map((n) => "W".repeat(n)),
  );

const facts = fc.record({
  fullname: phrase(60),
  title: fc.oneof(fc.constant(""), phrase(40)),
  skills: fc.array(fc.record({ skill_name: fc.oneof(fc.constantFrom("SQL", "Excel", "Python", "Tableau", "Leadership", "SAP", "Power BI"), phrase(80)), skill_type: fc.constantFrom("hard" as const, "soft" as const) }), { maxLength: 8 }),
  jobs: fc.array(
    fc.record({
      job_title: phrase(60),
      company_name: phrase(80),
      is_current: fc.constantFrom(0 as const, 1 as const),
      job_description: fc.array(fc.oneof(fc.constantFrom("Built 14 dashboards for the sales team in Tableau", "Cut month-end reporting from 3 days to 1 with SQL", "قمت بإعداد 12 تقريرًا شهريًا للإدارة"), phrase(300)), { maxLength: 5 }).map((l) => l.join("\n")),
    }),
    { maxLength: 3 },
  ),
});

const requests = fc.record({
  type: fc.constantFrom("linkedin" as const, "email" as const),
  job_title: phrase(NETWORKING_LIMITS.jobTitle),
  company_name: phrase(NETWORKING_LIMITS.companyName),
  addressee_name: phrase(NETWORKING_LIMITS.addresseeName),
  target_message: fc.oneof(fc.constantFrom("referral please", "a short call", "مكالمة قصيرة", "advice"), phrase(NETWORKING_LIMITS.targetMessage)),
});

describe("composeNetworkingMessage over random input", () => {
  it("should always keep the limits, never cut a word, and state nothing the facts or the request do not", () => {
    fc.assert(
      fc.property(requests, facts, fc.constantFrom<NetworkingLanguage>("en", "ar"), fc.nat(), (req, f, language, seed) => {
        const full: NetworkingRequest = { ...req, industry: [{ Description: "Banking", Code: "41" }] };
        const career: CareerFacts = { ...NOBODY, ...f };
        const report = composeNetworkingMessage(full, career, { language, seed });
        if (req.type === "linkedin") expect(report.message.length).toBeLessThanOrEqual(NETWORKING_LIMITS.linkedinChars);
        else {
          expect(countWords(report.message)).toBeLessThanOrEqual(NETWORKING_LIMITS.emailWords);
          expect(report.subject!.length).toBeLessThanOrEqual(NETWORKING_LIMITS.emailSubjectChars);
        }
        // A shortened name ends in "…" after a whole word of the original.
        for (const m of report.message.matchAll(/(\S+)…/gu)) expect(`${full.job_title} ${full.company_name} ${full.addressee_name} ${career.fullname} ${full.target_message} ${career.jobs.map((j) => j.company_name).join(" ")}`.split(/\s+/)).toContain(m[1]!.replace(/^[^\p{L}\p{N}]+/u, ""));
        expect(findMessageInventions(both(report), career, full)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("should name the addressee and the company whenever they fit", () => {
    fc.assert(
      fc.property(requests, fc.constantFrom<NetworkingLanguage>("en", "ar"), fc.nat(), (req, language, seed) => {
        const short = { ...req, addressee_name: "Mona Adel", company_name: "Vodafone Egypt", job_title: "Data Analyst", industry: [{ Description: "Banking", Code: "41" }] };
        const report = composeNetworkingMessage(short, SARA, { language, seed });
        expect(report.message).toContain("Mona");
        expect(report.message).toContain("Vodafone Egypt");
        expect(findMessageInventions(both(report), SARA, short)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("findMessageInventions", () => {
  const req = request();
  it.each([
    ["a number", "Hi Mona, I grew revenue by 40% at Nile Retail.", "number"],
    ["an employer", "Hi Mona, I worked at Google on search ads.", "employer"],
    ["a skill", "Hi Mona, I build data pipelines in Kubernetes daily.", "skill"],
    ["a degree", "Hi Mona, I hold a PhD in statistics.", "degree"],
    ["a year", "Hi Mona, I have analysed sales since 2015.", "date"],
  ])("should catch %s the facts do not state", (_label, text, kind) => {
    expect(findMessageInventions(text, SARA, req).map((f) => f.kind)).toContain(kind);
  });

  it("should accept the user's own numbers, places and skills, and what the request names", () => {
    const r = request({ target_message: "I would like 20 minutes of your time", company_name: "Acme 360", addressee_name: "Dr. Mona Adel" });
    expect(findMessageInventions("Hi Mona, at Nile Retail, I built weekly sales dashboards in Tableau for 12 stores and wrote SQL. Could we talk for 20 minutes about Acme 360?", SARA, r)).toEqual([]);
    expect(findMessageInventions("مرحبًا Mona، قمت بإعداد القوائم المالية الشهرية باستخدام Excel في شركة النيل للتجارة.", OMAR, r)).toEqual([]);
    expect(findMessageInventions("مرحبًا، عملت ١٢ عامًا لدى شركة النيل للتجارة.", OMAR, r)).toEqual([{ kind: "number", text: "12" }]);
  });

  it("should read a skill the user typed in several words as theirs, not as an employer it seems to name", () => {
    const r = request();
    const typed = { ...SARA, jobs: [], skills: [{ skill_name: "شركة Nile", skill_type: "hard" as const }, { skill_name: "Company Reporting", skill_type: "hard" as const }] };
    expect(findMessageInventions("مرحبًا Mona، لديّ مهارات في شركة Nile.", typed, r)).toEqual([]);
    expect(findMessageInventions("Hi Mona, my skills include Company Reporting.", typed, r)).toEqual([]);
    // Said outside the skill, the same employer is still caught.
    expect(findMessageInventions("Hi Mona, I worked at Google on search ads.", typed, r).map((f) => f.kind)).toContain("employer");
  });
});

describe("helpers", () => {
  it("should read what the user wants from their words in either language", () => {
    expect(intentOf("Could you refer me?")).toBe("referral");
    expect(intentOf("أرغب في ترشيحك لي")).toBe("referral");
    expect(intentOf("a quick coffee chat")).toBe("call");
    expect(intentOf("أريد نصيحتك")).toBe("advice");
    expect(intentOf("are there openings?")).toBe("openings");
    expect(intentOf("I admire your product")).toBe("custom");
  });

  it("should cut text only between words", () => {
    expect(clipWords("Nile Retail Group International", 20)).toBe("Nile Retail Group…");
    expect(clipWords("Nile Retail", 20)).toBe("Nile Retail");
    expect(clipWords("Supercalifragilistic Ltd", 10)).toBe("");
  });

  it("should treat two texts that differ only in line ends and outer spaces as identical", () => {
    expect(messageIdentity("  Hi Mona,\r\nThanks!  \n")).toBe(messageIdentity("Hi Mona,\nThanks!"));
    expect(messageIdentity("Hi Mona")).not.toBe(messageIdentity("Hi Mona!"));
  });
});
