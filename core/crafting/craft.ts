/**
 * The local tailoring engine: a resume or cover letter for one job post, written only from the
 * user's career info. What the post asks for decides the order (sections, bullets, skills); it
 * never adds anything. The fabrication guard runs on the result before it is returned.
 */
import { composeBio } from "../career/bio.ts";
import type { BlockNode, DocNode, InlineNode, ListItemNode, ParagraphNode } from "../documents/types.ts";
import { compareResumeDates } from "../resume/dates.ts";
import { findSkillNames } from "../resume/skills.ts";
import { type FactIndex, type JobBlock, foldKey, indexFacts, skillForms, skillKey } from "./facts.ts";
import { type GuardAllowed, guardDocument } from "./guard.ts";
import { type CraftPhrases, phrasesFor } from "./phrases.ts";
import type { CareerFacts, CraftedDoc, CraftLanguage, CraftOptions, JobPost } from "./types.ts";

// ── Nodes ──────────────────────────────────────────────────────────────────────────────────────

const text = (t: string, bold = false): InlineNode => (bold ? { type: "text", text: t, marks: [{ type: "bold" }] } : { type: "text", text: t });
const paragraph = (...content: InlineNode[]): ParagraphNode => ({ type: "paragraph", content: content.filter((n) => n.type !== "text" || n.text) });
const heading = (level: 1 | 2 | 3, t: string): BlockNode => ({ type: "heading", attrs: { level }, content: [text(t)] });
const item = (t: string): ListItemNode => ({ type: "listItem", content: [paragraph(text(t))] });
const bullets = (lines: string[]): BlockNode => ({ type: "bulletList", content: lines.map(item) });

// ── What the post asks for, against what the user has ──────────────────────────────────────────

interface Fit {
  /** Post hard skills the user has, by skill key, with the user's own name for each. */
  owned: Map<string, string>;
  required: string[];
  /** All the post's skills (hard and soft), keyed, with their weight by order. */
  wanted: Map<string, number>;
  /** Folded spellings of each wanted skill, for finding them in a line. */
  forms: [string, string[]][];
}

function fitOf(index: FactIndex, post: JobPost): Fit {
  const owned = new Map<string, string>();
  for (const skill of post.hardSkills) {
    const key = skillKey(skill);
    const mine = index.skillNames.get(key);
    if (mine) owned.set(key, mine.name);
  }
  const wanted = new Map<string, number>();
  const all = [...post.hardSkills, ...post.softSkills];
  for (const [i, s] of all.entries()) wanted.set(skillKey(s), all.length - i);
  const forms = [...wanted.keys()].map((k) => [k, skillForms(k)] as [string, string[]]);
  return { owned, required: post.hardSkills, wanted, forms };
}

/** How much a line speaks to the post: the summed weight of the post's skills it names. */
function relevance(line: string, fit: Fit): number {
  const folded = ` ${foldKey(line)} `;
  let score = 0;
  for (const [key, forms] of fit.forms) if (forms.some((f) => folded.includes(` ${f} `))) score += 1 + (fit.wanted.get(key) ?? 0) / 100;
  return score;
}

/** Stable sort by relevance, most relevant first. */
function byRelevance<T>(items: T[], fit: Fit, line: (t: T) => string): T[] {
  return items.map((t, i) => ({ t, i, r: relevance(line(t), fit) })).sort((a, b) => b.r - a.r || a.i - b.i).map((x) => x.t);
}

/** Current jobs first, then by the resume's dates when known, else the order the user gave. */
function orderedJobs(index: FactIndex): JobBlock[] {
  return index.jobs
    .map((block, i) => ({ block, i }))
    .sort((a, b) => b.block.job.is_current - a.block.job.is_current || (a.block.start && b.block.start ? compareResumeDates(b.block.start, a.block.start) : 0) || a.i - b.i)
    .map((x) => x.block);
}

/** The user's skills, the post's first; each group in the user's spelling. */
function skillLists(index: FactIndex, fit: Fit): { hard: string[]; soft: string[] } {
  const out = { hard: [] as string[], soft: [] as string[] };
  const entries = [...index.skillNames.entries()].filter(([key, s]) => s.listed || fit.wanted.has(key));
  const ranked = entries.map(([key, s], i) => ({ s, i, w: fit.wanted.get(key) ?? 0 })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { s } of ranked) out[s.type].push(s.name);
  return out;
}

// ── Resume ─────────────────────────────────────────────────────────────────────────────────────

const MAX_BULLETS = 6;
const MAX_HARD_LISTED = 24;

function contactLine(facts: CareerFacts, language: CraftLanguage): string {
  const place = [facts.city, facts.country].map((s) => s.trim()).filter(Boolean).join(language === "ar" ? "، " : ", ");
  return [facts.email, facts.phone, place, facts.linkedin].map((s) => s.trim()).filter(Boolean).join(" · ");
}

function summaryOf(facts: CareerFacts, index: FactIndex, post: JobPost, fit: Fit, words: CraftPhrases, language: CraftLanguage): string {
  const matched = [...fit.owned.values()].slice(0, 4);
  const lead = words.summaryLead({ title: facts.title.trim() || orderedJobs(index)[0]?.job.job_title || "", role: post.title, company: post.company, skills: matched });
  // The bio composer, with the post's skills moved to the front of the user's list.
  const skills = [...facts.skills].sort((a, b) => (fit.wanted.get(skillKey(b.skill_name)) ?? 0) - (fit.wanted.get(skillKey(a.skill_name)) ?? 0));
  const bio = composeBio({ ...facts, jobs: orderedJobs(index).map((b) => b.job), skills: matched.length ? skills.filter((s) => s.skill_type === "soft") : skills }, language);
  return [lead, bio].filter(Boolean).join(" ");
}

function experienceBlocks(index: FactIndex, fit: Fit): BlockNode[] {
  const blocks: BlockNode[] = [];
  for (const { job, start, end, bullets: lines } of orderedJobs(index)) {
    const head = [job.job_title.trim(), job.company_name.trim()].filter(Boolean).join(" — ");
    if (!head) continue;
    blocks.push(heading(3, head));
    const dates = [start, end].filter(Boolean).join(" – ");
    if (dates) blocks.push({ type: "paragraph", content: [{ type: "text", text: dates, marks: [{ type: "italic" }] }] });
    const chosen = byRelevance(lines, fit, (l) => l).slice(0, MAX_BULLETS);
    if (chosen.length) blocks.push(bullets(chosen));
  }
  return blocks;
}

function skillBlocks(lists: { hard: string[]; soft: string[] }, words: CraftPhrases, language: CraftLanguage): BlockNode[] {
  const lines: ParagraphNode[] = [];
  const sep = language === "ar" ? "، " : ", ";
  if (lists.hard.length) lines.push(paragraph(text(`${words.hardSkills}: `, true), text(lists.hard.slice(0, MAX_HARD_LISTED).join(sep))));
  if (lists.soft.length) lines.push(paragraph(text(`${words.softSkills}: `, true), text(lists.soft.join(sep))));
  return lines;
}

function educationLines(facts: CareerFacts, language: CraftLanguage): string[] {
  const comma = language === "ar" ? "، " : ", ";
  return facts.education
    .filter((e) => e.degree.trim() || e.school_name.trim())
    .map((e) => [[e.degree.trim(), e.school_name.trim()].filter(Boolean).join(" — "), e.issue_date.trim()].filter(Boolean).join(comma));
}

function certificateLines(facts: CareerFacts, language: CraftLanguage): string[] {
  const comma = language === "ar" ? "، " : ", ";
  return facts.certificates
    .filter((c) => c.cert_name.trim())
    .map((c) => [[c.cert_name.trim(), c.cert_org_name.trim()].filter(Boolean).join(" — "), c.cert_date.trim()].filter(Boolean).join(comma));
}

function resumeContent(facts: CareerFacts, index: FactIndex, post: JobPost, fit: Fit, words: CraftPhrases, language: CraftLanguage): DocNode {
  const content: BlockNode[] = [];
  if (facts.fullname.trim()) content.push(heading(1, facts.fullname.trim()));
  if (facts.title.trim()) content.push(paragraph(text(facts.title.trim(), true)));
  const contact = contactLine(facts, language);
  if (contact) content.push(paragraph(text(contact)));
  const summary = summaryOf(facts, index, post, fit, words, language);
  if (summary) content.push(heading(2, words.summary), paragraph(text(summary)));

  const lists = skillLists(index, fit);
  const sections: Record<"experience" | "skills" | "education" | "certificates", BlockNode[]> = {
    experience: experienceBlocks(index, fit),
    skills: skillBlocks(lists, words, language),
    education: educationLines(facts, language).length ? [bullets(educationLines(facts, language))] : [],
    certificates: certificateLines(facts, language).length ? [bullets(byRelevance(certificateLines(facts, language), fit, (l) => l))] : [],
  };
  // A post that asks for many skills the user has reads the skills first; otherwise the experience leads.
  const skillHeavy = post.hardSkills.length >= 8 && fit.owned.size >= 4;
  const order = skillHeavy ? (["skills", "experience", "education", "certificates"] as const) : (["experience", "skills", "education", "certificates"] as const);
  for (const key of order) {
    if (sections[key].length) content.push(heading(2, words[key]), ...sections[key]);
  }
  return { type: "doc", content };
}

// ── Cover letter ───────────────────────────────────────────────────────────────────────────────

function longDate(today: string, words: CraftPhrases): string {
  const date = new Date(`${today}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return today;
  return new Intl.DateTimeFormat(words.dateLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC", numberingSystem: "latn" }).format(date);
}

function coverLetterContent(facts: CareerFacts, index: FactIndex, post: JobPost, fit: Fit, words: CraftPhrases, language: CraftLanguage, today: string): DocNode {
  const content: BlockNode[] = [];
  const matched = [...fit.owned.values()];
  const jobs = orderedJobs(index);
  const title = facts.title.trim() || jobs[0]?.job.job_title.trim() || "";
  content.push(paragraph(text(longDate(today, words))));
  content.push(paragraph(text(words.greeting(post.company))));
  content.push(paragraph(text(words.opening({ role: post.title, company: post.company, title, skills: matched.slice(0, 3) }))));

  // The most relevant lines of the user's jobs, at most two, from the most relevant job first.
  const picks: { block: JobBlock; line: string }[] = [];
  for (const block of byRelevance(jobs, fit, (b) => b.bullets.join("\n")).slice(0, 2)) {
    const line = byRelevance(block.bullets, fit, (l) => l).find((l) => l.length <= 220);
    if (line) picks.push({ block, line });
  }
  const experience = picks
    .map(({ block, line }, i) =>
      i === 0
        ? words.experience1({ title: block.job.job_title.trim(), company: block.job.company_name.trim(), current: block.job.is_current === 1, line })
        : words.experience2({ title: block.job.job_title.trim(), company: block.job.company_name.trim(), line }),
    )
    .join(" ");
  if (experience) content.push(paragraph(text(experience)));

  const lists = skillLists(index, fit);
  const hard = matched.length ? matched.slice(0, 8) : lists.hard.slice(0, 5);
  const wantedSoft = lists.soft.filter((s) => fit.wanted.has(skillKey(s)));
  const soft = (wantedSoft.length ? wantedSoft : lists.soft).slice(0, 2);
  const degree = facts.education.find((e) => e.degree.trim());
  const certificate = byRelevance(facts.certificates.filter((c) => c.cert_name.trim()), fit, (c) => c.cert_name)[0];
  const skills = words.skillsParagraph({ hard, soft, degree: degree?.degree.trim() ?? "", school: degree?.school_name.trim() ?? "", certificate: certificate?.cert_name.trim() ?? "" });
  if (skills) content.push(paragraph(text(skills)));
  content.push(paragraph(text(words.closing({ company: post.company, role: post.title }))));
  content.push(paragraph(text(words.signOff), { type: "hardBreak" }, text(facts.fullname.trim())));
  const contact = contactLine(facts, language);
  if (contact) content.push(paragraph(text(contact)));
  return { type: "doc", content };
}

// ── The document ───────────────────────────────────────────────────────────────────────────────

/** Every text of the document, joined: what "the document mentions" is checked against. */
export function documentText(node: DocNode | BlockNode | ListItemNode | InlineNode): string {
  if (node.type === "text") return node.text;
  if (node.type === "hardBreak") return "\n";
  const children = "content" in node ? (node.content ?? []) : [];
  return (children as (BlockNode | ListItemNode | InlineNode)[]).map(documentText).join(node.type === "paragraph" || node.type === "heading" ? "" : "\n");
}

function coverageOf(content: DocNode, fit: Fit): CraftedDoc["coverage"] {
  const folded = ` ${foldKey(documentText(content))} `;
  const mentioned = new Set(findSkillNames(documentText(content), true));
  const owned = [...fit.owned.keys()];
  const matched = owned.filter((key) => mentioned.has(key) || skillForms(key).some((f) => folded.includes(` ${f} `)));
  const display = (key: string) => fit.required.find((r) => skillKey(r) === key) ?? key;
  return { matched: matched.map(display), owned: owned.map(display), required: fit.required };
}

/** What a document for this post may name besides the facts: the post's company and role, and a letter's date. */
export function allowedFor(post: JobPost, options: CraftOptions): GuardAllowed {
  return { company: post.company, title: post.title, ...(options.kind === "cover_letter" ? { today: options.today } : {}) };
}

/** The document as written, before the guard: for measuring what the guard has to remove. */
export function draftDocument(facts: CareerFacts, post: JobPost, options: CraftOptions): DocNode {
  const language = options.language ?? post.language;
  const words = phrasesFor(language);
  const index = indexFacts(facts);
  const fit = fitOf(index, post);
  return options.kind === "resume" ? resumeContent(facts, index, post, fit, words, language) : coverLetterContent(facts, index, post, fit, words, language, options.today);
}

/**
 * Writes a resume or cover letter for the post from the user's facts, then runs the
 * fabrication guard on it. Deterministic and offline.
 */
export function craftDocument(facts: CareerFacts, post: JobPost, options: CraftOptions): CraftedDoc {
  const language = options.language ?? post.language;
  const words = phrasesFor(language);
  const fit = fitOf(indexFacts(facts), post);
  const { content } = guardDocument(draftDocument(facts, post, options), facts, allowedFor(post, options));
  const role = words.role(post.title, post.company);
  const name = facts.fullname.trim();
  const kind = options.kind === "resume" ? words.resume : words.coverLetter;
  const title = `${[name, role].filter(Boolean).join(" — ")} (${kind})`;
  return { title, language, content, coverage: coverageOf(content, fit) };
}
