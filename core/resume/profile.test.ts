import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { trimAtSentence, unwrapLines } from "./bio.ts";
import { extractResumeProfile } from "./profile.ts";

const english = `JANE ROE
Senior Data Analyst
Cairo, Egypt | +20 100 123 4567 | jane.roe@example.com | linkedin.com/in/jane-roe

PROFESSIONAL SUMMARY
Data analyst with 6 years of experience turning messy data into decisions. Skilled in SQL,
Python and Power BI; known for clear communication with business stakeholders.

WORK EXPERIENCE
Senior Data Analyst, Nile Bank — Cairo, 2021 – Present
• Built Power BI dashboards for the retail banking leadership
• Automated monthly reporting with Python and SQL, saving 40 hours a month
• Mentored three junior analysts
Data Analyst, Acme Retail — Cairo, 2018 – 2021
• Ran A/B testing for the e-commerce checkout with the product team

EDUCATION
BSc Statistics, Cairo University, 2018

SKILLS
SQL, Python (pandas, NumPy), Power BI, Tableau, Excel, Statistics
Teamwork, Problem Solving, Time Management

LANGUAGES
Arabic (native), English (fluent)`;

describe("extractResumeProfile", () => {
  it("should read an English resume", () => {
    const profile = extractResumeProfile(english);
    expect(profile).toMatchObject({
      name: "Jane Roe",
      title: "Senior Data Analyst",
      email: "jane.roe@example.com",
      phone: "+20 100 123 4567",
      linkedin: "https://www.linkedin.com/in/jane-roe",
    });
    expect(profile.sections.map((s) => s.kind)).toEqual(["summary", "experience", "education", "skills", "languages"]);
    expect(profile.bio).toBe(
      "Data analyst with 6 years of experience turning messy data into decisions. Skilled in SQL, Python and Power BI; known for clear communication with business stakeholders.",
    );
    expect(profile.skills.hard.slice(0, 8)).toEqual(["SQL", "Python", "Power BI", "Statistics", "Pandas", "NumPy", "Tableau", "Microsoft Excel"]);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["Arabic", "English", "A/B Testing", "E-commerce", "Data Visualization", "Banking"]));
    expect(profile.skills.soft).toEqual(["Teamwork", "Problem Solving", "Time Management", "Communication", "Mentoring"]);
  });

  it("should read an Arabic resume with Arabic headings", () => {
    const profile = extractResumeProfile(`أحمد محمد السيد
مهندس برمجيات
القاهرة، مصر — ahmed.elsayed@example.com — ٠١٠٠١٢٣٤٥٦٧

نبذة عني
مهندس برمجيات بخبرة خمس سنوات في تطوير تطبيقات الويب باستخدام بايثون وجافاسكريبت.

الخبرة العملية
مطور برمجيات أول — شركة النيل للتقنية (2020 - الآن)
• تطوير واجهات برمجية REST باستخدام Django وPostgreSQL

المهارات
Python، JavaScript، React، Docker
التواصل، القيادة، العمل الجماعي، حل المشكلات

اللغات
العربية (اللغة الأم)، الإنجليزية (طلاقة)`);
    expect(profile).toMatchObject({ name: "أحمد محمد السيد", title: "مهندس برمجيات", email: "ahmed.elsayed@example.com", phone: "01001234567" });
    expect(profile.sections.map((s) => s.kind)).toEqual(["summary", "experience", "skills", "languages"]);
    expect(profile.bio).toBe("مهندس برمجيات بخبرة خمس سنوات في تطوير تطبيقات الويب باستخدام بايثون وجافاسكريبت.");
    expect(profile.skills.hard).toEqual(["Python", "JavaScript", "React", "Docker", "Arabic", "English", "REST APIs", "Django", "PostgreSQL"]);
    expect(profile.skills.soft).toEqual(["Communication", "Leadership", "Teamwork", "Problem Solving"]);
  });

  it("should write an Arabic bio when an Arabic resume has no summary", () => {
    const profile = extractResumeProfile(`سارة علي
محاسبة
sara@example.com
الخبرات
إعداد الميزانيات والتحليل المالي ومسك الدفاتر
المهارات
المحاسبة، إكسل، التواصل، الاهتمام بالتفاصيل`);
    expect(profile.bio).toBe(
      "محاسبة، بخبرة عملية في المحاسبة، إكسل، إعداد الميزانيات والتحليل المالي. يتقن أيضًا مسك الدفاتر. من أبرز نقاط القوة: التواصل والاهتمام بالتفاصيل.",
    );
  });

  it("should read a German resume", () => {
    const profile = extractResumeProfile(`Max Mustermann
Backend-Entwickler
max@example.de · +49 30 1234567

Profil
Erfahrener Softwareentwickler mit Schwerpunkt Backend und Cloud.

Berufserfahrung
Backend Engineer bei Firma A (2022–2023)
- Entwicklung von REST-APIs mit Python
- Containerisierung mit Docker, CI/CD-Pipelines (GitHub Actions)

Kenntnisse
Python, Docker, CI/CD, SQL, Teamfähigkeit

Ausbildung
B.Sc. Informatik

Sprachen
Deutsch (Muttersprache), Englisch (C1)`);
    expect(profile).toMatchObject({ name: "Max Mustermann", email: "max@example.de", phone: "+49 30 1234567" });
    expect(profile.sections.map((s) => s.kind)).toEqual(["summary", "experience", "skills", "education", "languages"]);
    expect(profile.bio).toBe("Erfahrener Softwareentwickler mit Schwerpunkt Backend und Cloud.");
    expect(profile.skills.hard.slice(0, 4)).toEqual(["Docker", "Python", "CI/CD", "SQL"]);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["German", "English", "REST APIs", "GitHub Actions"]));
    expect(profile.skills.soft).toEqual(["Teamwork"]);
  });

  it("should find skills in experience and write a bio when there is no skills or summary section", () => {
    const profile = extractResumeProfile(`Omar Khaled
Marketing Specialist
omar.k@example.com

Experience
Digital Marketing Specialist, Souq Brands (2019 – 2024)
Planned SEO and Google Ads campaigns, ran email marketing in HubSpot and reported in Google Analytics.
Worked closely with the sales team; presented monthly results to leadership.

Education
BA Commerce, Ain Shams University`);
    expect(profile.skills.hard).toEqual(["Digital Marketing", "Search Engine Optimization", "Google Ads", "Email Marketing", "HubSpot", "Google Analytics"]);
    expect(profile.skills.soft).toEqual(["Collaboration", "Presentation Skills"]);
    expect(profile.bio).toBe(
      "Marketing Specialist with hands-on experience in Digital Marketing, Search Engine Optimization, Google Ads and Email Marketing. Also skilled in HubSpot and Google Analytics. Strengths include collaboration and presentation skills.",
    );
  });

  it("should survive messy spacing, tabs and odd characters", () => {
    const profile = extractResumeProfile(
      "  \u00A0Leo   Leopard  \r\n\r\n\r\n  lleopard@laverne.edu\t\t (909) 555-\u00AD\u20105555 \r\n S K I L L S \r\n Computer:\tProficient in Windows and Mac OS,  Microsoft\u00A0Word, PowerPoint ,and Excel \r\n Language: Fluent in Spanish",
    );
    expect(profile).toMatchObject({ name: "Leo Leopard", email: "lleopard@laverne.edu", phone: "(909) 555-5555" });
    expect(profile.sections.map((s) => s.heading)).toEqual(["SKILLS"]);
    expect(profile.skills.hard).toEqual(["Windows", "macOS", "Microsoft Word", "Microsoft PowerPoint", "Microsoft Excel", "Spanish"]);
  });

  it("should return an empty profile for empty text", () => {
    expect(extractResumeProfile("")).toEqual({
      name: null, email: null, phone: null, linkedin: null, title: null, sections: [], bio: "", skills: { hard: [], soft: [] },
      jobs: [], education: [], certificates: [],
    });
  });

  it("should never throw on arbitrary text, and give well-formed lists", () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("EXPERIENCE", "Education", "الخبرات", "التعليم", "Berufserfahrung", "Certifications", "• ", "2019 - Present", "حتى الآن", "\n", "\n\n", "|", "University", "Engineer at "),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const profile = extractResumeProfile(pieces.join(" "));
        for (const job of profile.jobs) expect(typeof job.title).toBe("string");
        for (const entry of profile.education) expect(typeof entry.school).toBe("string");
        for (const cert of profile.certificates) expect(cert.name.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it("should be deterministic", () => {
    expect(extractResumeProfile(english)).toEqual(extractResumeProfile(english));
  });
});

describe("bio helpers", () => {
  it("should unwrap wrapped lines and keep bullets apart", () => {
    expect(unwrapLines("Seasoned manager with\n20 years of experience.\n• Led teams\n• Shipped\nproducts")).toBe(
      "Seasoned manager with 20 years of experience.\n• Led teams\n• Shipped products",
    );
  });

  it("should trim a long summary at a sentence end near 600 characters", () => {
    const sentence = "Built and shipped data products for banks and retailers across the region. ";
    const bio = trimAtSentence(sentence.repeat(12).trim());
    expect(bio.length).toBeLessThanOrEqual(600);
    expect(bio.endsWith("region.")).toBe(true);
  });

  it("should cut at a word with an ellipsis when there is no sentence end", () => {
    const bio = trimAtSentence("word ".repeat(200).trim());
    expect(bio.length).toBeLessThanOrEqual(601);
    expect(bio.endsWith("word…")).toBe(true);
  });
});
