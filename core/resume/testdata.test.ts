/**
 * The resume reader against real third-party resumes (../shared/testdata/resumes, read-only,
 * never copied into the repo). Skipped where that folder is absent.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { extractPdfText, extractResumeProfile, type ResumeProfile } from "./index.ts";

const dir = fileURLToPath(new URL("../../../shared/testdata/resumes/", import.meta.url));
const present = existsSync(dir);
const pdfs = present ? readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort() : [];

async function read(file: string): Promise<{ text: string; profile: ResumeProfile }> {
  const { text, links } = await extractPdfText(new Uint8Array(readFileSync(dir + file)));
  return { text, profile: extractResumeProfile(text, { links }) };
}

const renderCv = ["Python", "C++", "CUDA", "Rust", "Julia", "PyTorch", "JAX", "TensorFlow", "ONNX", "Kubernetes", "AWS", "Google Cloud Platform"];

/** What a careful reader finds in each sample: its name and skills that must be among ours. */
const expected: Record<string, { name: string | null; hard: string[]; soft?: string[] }> = {
  "open-resume_laverne-resume.pdf": { name: "Leo Leopard", hard: ["Windows", "macOS", "Microsoft Word", "Microsoft PowerPoint", "Microsoft Excel", "Spanish"], soft: ["Communication"] },
  "open-resume_openresume-resume.pdf": { name: "John Doe", hard: ["HTML", "TypeScript", "CSS", "React", "Python", "C++", "GraphQL", "Node.js", "SQL", "PostgreSQL", "Redis", "Git"], soft: ["Teamwork", "Problem Solving", "Communication"] },
  "reactive-resume_sample_ditto.pdf": { name: "John Doe", hard: ["Foreign Exchange", "Stablecoins", "Decentralized Finance", "Cryptocurrency", "NFTs", "Fintech", "Compliance"], soft: ["Leadership"] },
  "rendercv_John_Doe_ClassicTheme_CV.pdf": { name: "John Doe", hard: renderCv },
  "rendercv_John_Doe_EngineeringresumesTheme_CV.pdf": { name: "John Doe", hard: renderCv },
  "rendercv_John_Doe_HarvardTheme_CV.pdf": { name: "John Doe", hard: renderCv },
  "rendercv_John_Doe_ModerncvTheme_CV.pdf": { name: "John Doe", hard: renderCv },
  "rendercv_test_classic_minimal.pdf": { name: "John Doe", hard: [] },
  "resume-matcher_alfred_pennyworth_pm.pdf": { name: "Alfred Pennyworth", hard: ["Product Management", "Agile", "Project Management", "Market Research", "Data Analysis", "Java", "Python", "JavaScript", "SQL", "AWS"], soft: ["Leadership", "Communication"] },
  "resume-matcher_barry_allen_fe.pdf": { name: "Barry Allen", hard: ["JavaScript", "TypeScript", "HTML", "CSS", "React", "Redux", "Angular", "Vue.js", "Node.js", "Express.js", "D3.js", "Docker", "Webpack", "Firebase", "GraphQL"] },
  "resume-matcher_bruce_wayne_fullstack.pdf": { name: "Bruce Wayne", hard: ["JavaScript", "TypeScript", "MongoDB", "Express.js", "React", "Node.js", "REST APIs", "Docker", "Kubernetes", "Scrum"] },
  "resume-matcher_harvey_dent_mle.pdf": { name: "Harvey Dent", hard: ["Python", "R", "TensorFlow", "PyTorch", "Scikit-learn", "Keras", "SQL", "NoSQL", "Docker", "Kubernetes", "Deep Learning", "Natural Language Processing"] },
  "resume-matcher_john_doe.pdf": { name: "John Doe", hard: ["Java", "Java EE", "Spring Boot", "Spring Framework", "Hibernate", "Angular", "MySQL", "MongoDB", "JUnit", "Mockito", "Docker"] },
};

describe.skipIf(!present)("sample PDF resumes", () => {
  it("should cover every sample PDF in this test", () => {
    expect(pdfs.filter((f) => !(f in expected))).toEqual([]);
  });

  it.each(pdfs)("should read %s", async (file) => {
    const { text, profile } = await read(file);
    const want = expected[file]!;
    const stated = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i.exec(text)?.[0];
    if (stated) expect(stated).toContain(profile.email);
    expect(profile.name).toBe(want.name);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(want.hard));
    expect(profile.skills.soft).toEqual(expect.arrayContaining(want.soft ?? []));
    if (want.hard.length) expect(profile.skills.hard.length + profile.skills.soft.length).toBeGreaterThanOrEqual(5);
    expect(profile.skills.hard.length).toBeLessThanOrEqual(25);
    expect(profile.skills.soft.length).toBeLessThanOrEqual(10);
  });

  it("should find at least 85% of the hand-labelled jobs and schools of the sample PDFs", async () => {
    const labels = JSON.parse(readFileSync(new URL("../../scripts/eval-resumes.labels.json", import.meta.url), "utf8")) as {
      files: Record<string, { jobs: { title: string; company: string }[]; education: { school: string }[] }>;
    };
    const fold = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const same = (a: string, b: string) => fold(a) === fold(b) || (Math.min(fold(a).length, fold(b).length) >= 8 && (fold(a).includes(fold(b)) || fold(b).includes(fold(a))));
    let [jobs, jobsFound, schools, schoolsFound] = [0, 0, 0, 0];
    for (const file of pdfs) {
      const label = labels.files[file];
      if (!label) continue;
      const { profile } = await read(file);
      jobs += label.jobs.length;
      jobsFound += label.jobs.filter((want) => profile.jobs.some((got) => same(got.title, want.title) && same(got.company, want.company))).length;
      schools += label.education.length;
      schoolsFound += label.education.filter((want) => profile.education.some((got) => same(got.school, want.school))).length;
    }
    expect(jobs).toBeGreaterThan(30);
    expect(jobsFound / jobs).toBeGreaterThanOrEqual(0.85);
    expect(schoolsFound / schools).toBeGreaterThanOrEqual(0.85);
  });

  it("should find the phone, LinkedIn and sections of a two-column browser-made resume", async () => {
    const { profile } = await read("reactive-resume_sample_ditto.pdf");
    expect(profile).toMatchObject({ phone: "555-555-5555", linkedin: "https://www.linkedin.com/in/johndoe", title: "Fintech Digital Assets Manager & Technology Innovator" });
    expect(profile.sections.map((s) => s.kind)).toEqual(["summary", "experience", "contact", "skills", "awards", "certifications"]);
    expect(profile.bio).toMatch(/^With over two decades of experience/);
  });
});

describe.skipIf(!present)("sample text and JSON resumes", () => {
  it("should read the German Markdown resume", () => {
    const text = readFileSync(`${dir}resume-matcher_german_resume.md`, "utf8").replaceAll("\\n", "\n");
    const profile = extractResumeProfile(text);
    expect(profile.sections.map((s) => s.kind)).toEqual(["summary", "experience", "skills", "education", "languages", "other"]);
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["Python", "Docker", "CI/CD", "SQL", "NoSQL", "GitHub Actions", "German", "English"]));
    expect(profile.bio).toBe("Erfahrener Softwareentwickler mit Schwerpunkt Backend und Cloud.");
  });

  const json = (file: string) => JSON.parse(readFileSync(dir + file, "utf8"));
  const asText = (lines: (string | undefined)[]) => lines.filter(Boolean).join("\n");

  it("should read the skills a JSON Resume lists, rendered as text", () => {
    const r = json("jsonresume_sample.resume.json");
    const text = asText([
      r.basics.name, r.basics.label, r.basics.email, r.basics.phone, "Summary", r.basics.summary,
      "Skills", ...r.skills.map((s: { name: string; keywords: string[] }) => `${s.name}: ${s.keywords.join(", ")}`),
      "Languages", ...r.languages.map((l: { language: string; fluency: string }) => `${l.language} (${l.fluency})`),
    ]);
    const profile = extractResumeProfile(text);
    expect(profile).toMatchObject({ name: r.basics.name, email: r.basics.email });
    expect(profile.skills.hard).toEqual(expect.arrayContaining(["Web Development", "HTML", "CSS", "JavaScript", "English"]));
  });

  it("should read the skills a Reactive Resume JSON lists, rendered as text", () => {
    const r = json("reactive-resume_template_pikachu.json");
    const items = (key: string) => r.sections[key].items as { name: string; keywords?: string[]; description?: string }[];
    const text = asText([
      r.basics.name, r.basics.headline, r.basics.email, r.basics.phone,
      "Skills", ...items("skills").map((s) => `${s.name}: ${(s.keywords ?? []).join(", ")}`),
      "Languages", ...items("languages").map((l) => `${l.name} (${l.description})`),
    ]);
    const profile = extractResumeProfile(text);
    expect(profile).toMatchObject({ name: "John Doe", email: r.basics.email, phone: r.basics.phone, title: r.basics.headline });
    expect(profile.skills.hard).toEqual(
      expect.arrayContaining(["HTML", "JavaScript", "PHP", "Python", "React", "Angular", "Vue.js", "Laravel", "Django", "Webpack", "Git", "Jenkins", "Docker", "Jira", "English", "Spanish"]),
    );
  });

  it("should read the skills a Resume Matcher JSON lists, rendered as text", () => {
    const r = json("resume-matcher_e2e_master_jane_doe.json");
    const text = asText([
      r.personalInfo.name, r.personalInfo.title, r.personalInfo.email, r.personalInfo.phone, r.personalInfo.linkedin,
      "Summary", r.summary,
      "Experience", ...r.workExperience.flatMap((w: { title: string; company: string; description: string[] }) => [`${w.title}, ${w.company}`, ...w.description.map((d) => `• ${d}`)]),
      "Technical Skills", r.additional.technicalSkills.join(", "),
      "Languages", r.additional.languages.join(", "),
    ]);
    const profile = extractResumeProfile(text);
    expect(profile).toMatchObject({ name: "Jane Doe", email: "jane@example.com", phone: "+1-555-0100", linkedin: "https://www.linkedin.com/in/janedoe" });
    expect(profile.jobs.map((j) => [j.title, j.company, j.bullets])).toEqual(
      r.workExperience.map((w: { title: string; company: string; description: string[] }) => [w.title, w.company, w.description]),
    );
    expect(profile.skills.hard).toEqual(expect.arrayContaining([...r.additional.technicalSkills, "English", "Spanish", "FastAPI", "Microservices"]));
    expect(profile.bio).toBe(r.summary);
  });
});
