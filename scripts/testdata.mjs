/**
 * The sample resumes and job posts of ../shared/testdata (third-party material, never copied
 * into the repository) read as text, for the evaluations and benches that use them.
 *
 *   TESTDATA_DIR=/path/to/testdata   to point elsewhere
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";

import { extractPdfText, extractResumeProfile } from "../core/resume/index.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const testdataDir = process.env.TESTDATA_DIR ?? join(root, "..", "shared", "testdata");

/** True when both the resumes and the jobs folders are there. */
export function hasTestdata() {
  return existsSync(join(testdataDir, "resumes")) && existsSync(join(testdataDir, "jobs"));
}

/** The text of word/document.xml in a .docx (a zip): paragraphs as lines. */
export function docxText(bytes) {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip file");
  let entry = bytes.readUInt32LE(end + 16);
  for (let n = bytes.readUInt16LE(end + 10); n > 0; n--) {
    const method = bytes.readUInt16LE(entry + 10);
    const size = bytes.readUInt32LE(entry + 20);
    const nameLength = bytes.readUInt16LE(entry + 28);
    const name = bytes.toString("utf8", entry + 46, entry + 46 + nameLength);
    if (name === "word/document.xml") {
      const local = bytes.readUInt32LE(entry + 42);
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      const xml = (method === 8 ? inflateRawSync(data) : data).toString("utf8");
      return xml
        .replace(/<w:tab\/>/g, "\t")
        .replace(/<\/w:p>|<w:br\/>/g, "\n")
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, "&");
    }
    entry += 46 + nameLength + bytes.readUInt16LE(entry + 30) + bytes.readUInt16LE(entry + 32);
  }
  throw new Error("no word/document.xml in the file");
}

/** A JSON Resume job as the lines a posting would show. */
export function jsonJobText(json) {
  const job = JSON.parse(json);
  const skills = (job.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])]);
  return [job.title, job.description, ...(job.responsibilities ?? []), ...(job.qualifications ?? []), skills.join(", ")].filter(Boolean).join("\n");
}

// ── JSON resumes (JSON Resume, Reactive Resume and similar exports) as resume text ──

const SECTION_OF = [
  [/^(?:work|experience|workexperience|work-experiences|workexperiences|positions)$/i, "Experience"],
  [/^education$/i, "Education"],
  [/^(?:skills|technicalskills)$/i, "Skills"],
  [/^(?:certifications?|certificates|certificationstraining)$/i, "Certifications"],
  [/^(?:projects|personalprojects)$/i, "Projects"],
  [/^languages$/i, "Languages"],
];
const stripHtml = (s) => s.replace(/<\/(?:p|li)>/gi, "\n").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&nbsp;/g, " ");
const str = (v) => (typeof v === "string" ? v.trim() : "");
const first = (o, keys) => keys.map((k) => str(o[k])).find(Boolean) ?? "";

/** One entry of a section: its heading line (title — organisation, dates), then its lines as bullets. */
function entryLines(o) {
  if (typeof o === "string") return [o];
  if (!o || typeof o !== "object") return [];
  const title = first(o, ["position", "title", "role", "degree", "studyType", "name"]);
  const org = first(o, ["company", "institution", "organization", "issuer", "awarder", "publisher"]);
  const area = o.studyType && o.area ? ` in ${str(o.area)}` : "";
  const dates = o.startDate || o.endDate ? `${str(o.startDate).slice(0, 7)} - ${str(o.endDate).slice(0, 7) || "Present"}` : first(o, ["date", "years", "duration", "period"]);
  const lines = [[`${title}${area}`, org].filter(Boolean).join(", ") + (dates ? ` | ${dates}` : "")];
  const body = [o.summary, o.description, o.highlights, o.keywords].flatMap((v) => (Array.isArray(v) ? v : typeof v === "string" ? stripHtml(v).split("\n") : []));
  for (const line of body.map((l) => (typeof l === "string" ? l.trim() : "")).filter(Boolean)) lines.push(`- ${line}`);
  return lines;
}

/** A JSON resume as the text a resume file would give: contact lines, then one section per list. */
export function jsonResumeText(json) {
  const data = JSON.parse(json);
  const basics = data.basics ?? data.personalInfo ?? data;
  const contact = data["contact-details"] ?? {};
  const lines = [
    first(basics, ["name"]),
    first(basics, ["label", "title", "headline"]) || str(data.title),
    first(basics, ["email"]) || str(contact.email),
    first(basics, ["phone"]) || str(contact.phone),
    typeof basics.location === "string" ? basics.location : [contact.city, contact.country].filter(Boolean).join(", "),
    str(basics.linkedin),
  ].filter(Boolean);
  const summary = stripHtml(str(basics.summary) || str(data.summary) || str(data.sections?.summary?.content));
  if (summary) lines.push("", "Summary", summary);
  const sources = { ...data, ...(data.sections ?? {}), ...(data.additional ?? {}) };
  for (const [key, value] of Object.entries(sources)) {
    const heading = SECTION_OF.find(([re]) => re.test(key))?.[1];
    const items = Array.isArray(value) ? value : Array.isArray(value?.items) ? value.items : null;
    if (!heading || !items?.length) continue;
    lines.push("", heading);
    if (heading === "Skills") {
      for (const s of items) lines.push(typeof s === "string" ? s : [str(s.name), ...(s.keywords ?? [])].filter(Boolean).join(", "));
    } else for (const item of items) lines.push(...entryLines(item), "");
  }
  return lines.join("\n");
}

/**
 * Reads a sample file as text. The Markdown samples store line breaks as a literal "\n"; a
 * .json file is a job post under jobs/ and a resume export under resumes/.
 */
export async function readDocument(path) {
  const bytes = await readFile(path);
  if (/\.pdf$/i.test(path)) {
    const pdf = await extractPdfText(new Uint8Array(bytes));
    return { text: pdf.text, pages: pdf.pages, hasTextLayer: pdf.hasTextLayer, links: pdf.links, fileBytes: bytes.byteLength };
  }
  const json = /\.json$/i.test(path);
  const text = /\.docx$/i.test(path)
    ? docxText(bytes)
    : json
      ? /[\\/]resumes[\\/]/.test(path)
        ? jsonResumeText(bytes.toString("utf8"))
        : jsonJobText(bytes.toString("utf8"))
      : bytes.toString("utf8").replaceAll("\\n", "\n");
  return { text, pages: 1, hasTextLayer: true, links: [], fileBytes: bytes.byteLength };
}

/** The sample files of a folder ("resumes" or "jobs") whose names match `pattern`, sorted. */
export async function sampleFiles(folder, pattern) {
  return (await readdir(join(testdataDir, folder))).filter((f) => pattern.test(f)).sort();
}

/** FNV-1a, 32 bits: the held-out rule of the evaluations hashes with it. */
export function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/** The career info (core/crafting's CareerFacts) a user with this resume would have: what the resume reader finds in it. */
export function factsFromResume(text, links = []) {
  const p = extractResumeProfile(text, { links });
  return {
    fullname: p.name ?? "",
    title: p.title ?? "",
    email: p.email ?? "",
    phone: p.phone ?? "",
    country: "",
    city: "",
    linkedin: p.linkedin ?? "",
    bio: p.bio,
    level: "",
    jobs: p.jobs.map((j) => ({ job_title: j.title, company_name: j.company, is_current: j.current ? 1 : 0, job_description: j.bullets.join("\n") })),
    skills: [...p.skills.hard.map((s) => ({ skill_name: s, skill_type: "hard" })), ...p.skills.soft.map((s) => ({ skill_name: s, skill_type: "soft" }))],
    education: p.education.map((e) => ({ degree: e.degree, school_name: e.school, issue_date: e.end ?? "" })),
    certificates: p.certificates.map((c) => ({ cert_name: c.name, cert_org_name: c.issuer ?? "", cert_date: c.date ?? "" })),
    resumeTexts: [text],
  };
}
