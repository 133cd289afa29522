/**
 * The reader on Arabic resume PDFs made as word processors and browsers make them (shaped glyphs
 * painted right to left, Latin runs in their own font, fonts embedded): see
 * scripts/make-arabic-resumes.mjs, which writes the files in fixtures/.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { extractPdfText, extractResumeProfile, type PdfText, type ResumeProfile } from "./index.ts";

async function read(file: string): Promise<{ pdf: PdfText; profile: ResumeProfile }> {
  const pdf = await extractPdfText(new Uint8Array(readFileSync(new URL(`./fixtures/${file}`, import.meta.url))));
  return { pdf, profile: extractResumeProfile(pdf.text, { links: pdf.links }) };
}

const jobsOf = (p: ResumeProfile) => p.jobs.map((j) => ({ title: j.title, company: j.company, start: j.start, end: j.end, current: j.current }));
const kinds = (p: ResumeProfile) => p.sections.map((s) => s.kind);

describe("Arabic resume PDFs", () => {
  it("should read a single-column resume in reading order", async () => {
    const { pdf, profile } = await read("arabic-single-column.pdf");
    expect(pdf.layout).toEqual({ multiColumnPages: 0 });
    expect(pdf.text).toContain("مهندس برمجيات أول - شركة فودافون مصر\n2019 - حتى الآن");
    expect(pdf.text).toContain("• تطوير بوابات الخدمات الحكومية الإلكترونية باستخدام Java و Spring");
    expect(profile).toMatchObject({ name: "أحمد محمود السيد", title: "مهندس برمجيات أول", email: "ahmed.elsayed@example.com", phone: "01001234567" });
    expect(kinds(profile)).toEqual(["summary", "experience", "education", "certifications", "skills", "languages"]);
    expect(jobsOf(profile)).toEqual([
      { title: "مهندس برمجيات أول", company: "شركة فودافون مصر", start: "2019", end: "حتى الآن", current: true },
      { title: "مطور ويب", company: "شركة إي فاينانس", start: "٢٠١٥", end: "٢٠١٩", current: false },
    ]);
    expect(profile.jobs[0]!.bullets).toEqual([
      "قيادة فريق من خمسة مطورين لبناء منصة الدفع الإلكتروني التي تخدم أكثر من مليوني مستخدم شهريا مع الحفاظ على جودة الكود",
      "تحسين أداء قواعد البيانات وتقليل زمن الاستجابة بنسبة ٤٠٪",
    ]);
    expect(profile.education).toEqual([{ degree: "بكالوريوس علوم الحاسب", school: "جامعة القاهرة", start: "2011", end: "2015" }]);
    expect(profile.certificates).toEqual([
      { name: "شهادة إدارة المشاريع الاحترافية (PMP)", issuer: "معهد إدارة المشروعات", date: "2021" },
      { name: "شهادة أوراكل في جافا", issuer: "أوراكل", date: "2017" },
    ]);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["Java", "SQL", "Project Management"]));
    expect(profile.skills.soft).toEqual(expect.arrayContaining(["Teamwork", "Communication", "Problem Solving"]));
  });

  it("should read a two-column resume main column first, and count its columns", async () => {
    const { pdf, profile } = await read("arabic-two-column.pdf");
    expect(pdf.layout).toEqual({ multiColumnPages: 1 });
    const at = (s: string) => pdf.text.indexOf(s);
    expect(at("الخبرات")).toBeGreaterThan(0);
    expect(at("الخبرات")).toBeLessThan(at("التواصل"));
    expect(pdf.text).toContain("+20 122 555 0199");
    expect(profile).toMatchObject({ name: "فاطمة الزهراء حسن", email: "fatma.hassan@example.com", phone: "+20 122 555 0199" });
    expect(kinds(profile)).toEqual(["summary", "experience", "education", "contact", "skills", "certifications", "languages"]);
    expect(jobsOf(profile)).toEqual([
      { title: "محاسب مالي أول", company: "شركة أوراسكوم للإنشاءات", start: "يناير 2018", end: "الآن", current: true },
      { title: "محاسب", company: "بنك مصر", start: "مارس 2013", end: "ديسمبر 2017", current: false },
    ]);
    expect(profile.education).toEqual([
      { degree: "ماجستير إدارة الأعمال", school: "الجامعة الأمريكية بالقاهرة", start: null, end: "2016" },
      { degree: "بكالوريوس التجارة", school: "جامعة عين شمس", start: "2008", end: "2012" },
    ]);
    expect(profile.certificates).toEqual([
      { name: "زمالة المحاسبين الإداريين CMA", issuer: "معهد المحاسبين الإداريين", date: "2019" },
      { name: "شهادة IFRS", issuer: "جمعية المحاسبين القانونيين", date: "2020" },
    ]);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["Financial Analysis", "Budgeting", "Microsoft Excel", "SAP"]));
    expect(profile.skills.soft).toContain("Leadership");
  });

  it("should keep English tech terms whole inside Arabic lines", async () => {
    const { pdf, profile } = await read("arabic-mixed-tech.pdf");
    expect(pdf.text).toContain("مهندس Python في شركة ABC سابقا");
    expect(pdf.text).toContain("• بناء نماذج NLP لتصنيف شكاوى العملاء باستخدام PyTorch و Hugging Face");
    expect(pdf.text).toContain("AWS Certified Machine Learning - Specialty, Amazon Web Services, 2022");
    expect(profile).toMatchObject({ name: "عمر خالد الشريف", title: "مهندس تعلم آلة", linkedin: "https://www.linkedin.com/in/omar-alsharif" });
    expect(kinds(profile)).toEqual(["summary", "experience", "education", "certifications", "skills"]);
    expect(jobsOf(profile)).toEqual([
      { title: "مهندس تعلم آلة", company: "شركة STC", start: "2021", end: "الآن", current: true },
      { title: "مهندس بيانات", company: "كريم", start: "2018", end: "2021", current: false },
      { title: "متدرب تطوير برمجيات", company: "Microsoft", start: "يونيو 2017", end: "أغسطس 2017", current: false },
    ]);
    expect(profile.education.map((e) => [e.degree, e.school])).toEqual([
      ["ماجستير علوم الحاسب", "جامعة الملك سعود"],
      ["بكالوريوس هندسة الحاسب", "جامعة الملك فهد للبترول والمعادن"],
    ]);
    expect(profile.certificates).toEqual([
      { name: "AWS Certified Machine Learning - Specialty", issuer: "Amazon Web Services", date: "2022" },
      { name: "TensorFlow Developer Certificate", issuer: "Google", date: "2020" },
    ]);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["Python", "PyTorch", "TensorFlow", "Docker", "Kubernetes", "AWS", "SQL", "Apache Spark"]));
    expect(profile.skills.soft).toEqual(expect.arrayContaining(["Communication", "Teamwork"]));
  });

  it("should be the files the generator writes (npm run fixtures:arabic)", () => {
    const script = fileURLToPath(new URL("../../scripts/make-arabic-resumes.mjs", import.meta.url));
    expect(execFileSync(process.execPath, [script, "--check"], { encoding: "utf8" })).not.toMatch(/STALE/);
  });
});
