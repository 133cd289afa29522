/**
 * The fabrication guard: a crafted document may state only what the user's facts state. It
 * finds employers, job titles, degrees, certificates, dates and skills the facts do not contain
 * and removes what carries them: the list item, the sentence (or the item of a written list),
 * or the heading with its section. It checks the local engine's output and a model's rewording
 * of it alike ("at Google", "AWS Certified", "2019–2021", "PhD", "Kubernetes" added by a model).
 *
 * Low on false alarms by design: anything written anywhere in the facts (lists, descriptions,
 * uploaded resumes, bio) is fine, and so are the addressed company and role of a cover letter.
 */
import type { BlockNode, DocNode, InlineNode, ListItemNode, ParagraphNode } from "../documents/types.ts";
import { foldForMatch, toAsciiDigits } from "../resume/normalize.ts";
import { collectSkills } from "../resume/skills.ts";
import { hasCompanyMarker, hasJobWord } from "../resume/vocabulary.ts";
import { type FactIndex, factsHave, foldKey, indexFacts, taxonomySkill, userHasSkill } from "./facts.ts";
import type { CareerFacts, GuardFinding, GuardResult } from "./types.ts";

/** What a cover letter may name besides the facts: the company and role it is addressed to, and its date. */
export interface GuardAllowed {
  company?: string;
  title?: string;
  /** Today (YYYY-MM-DD): the letter's date and its year are not claims. */
  today?: string;
}

/** Fixed phrases of the documents' templates that look like titles or employers but claim nothing. */
const TEMPLATE_PHRASES = /\b(?:Dear\s+)?Hiring\s+(?:Manager|Team)\b|السيد مدير التوظيف|فريق التوظيف/giu;

const TITLE_NOUN =
  "Manager|Engineer|Developer|Analyst|Director|Designer|Consultant|Specialist|Scientist|Architect|Accountant|Officer|Coordinator|Administrator|President|Programmer|Technician|Supervisor|Strategist|Researcher|Recruiter|Teacher|Lecturer|Professor|Nurse|Editor|Writer|Intern|Executive|Lead|Head|VP|CEO|CTO|CFO|COO|CIO|CMO";
const CAP = "(?:\\p{Lu}[\\p{L}\\p{N}&'’./+#-]*)";
const TITLE = new RegExp(`(?<![\\p{L}\\p{N}])((?:${CAP}\\s+){0,3}(?:${TITLE_NOUN})s?)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])((?:Head|Director|VP|Vice President)\\s+of\\s+${CAP}(?:\\s+${CAP}){0,2})`, "gu");
/** Words that change what a title claims: never dropped when checking a title against the facts. */
const SENIORITY = /^(?:senior|sr|junior|jr|lead|principal|staff|chief|head|vp|vice|director|associate|assistant|executive|global|regional)$/i;
const ARABIC_TITLE = /(?<![\p{L}])(?:مدير|مديرة|مهندس|مهندسة|محلل|محللة|مطور|مطورة|مصمم|مصممة|مستشار|مستشارة|أخصائي|اخصائي|رئيس|مشرف|منسق|محاسب)\s+([\p{L}]+)/gu;
/** Words after an Arabic job noun that are not part of the title ("محاسب لدى …"). */
const ARABIC_PARTICLE = /^(?:لدى|في|من|على|مع|عن|إلى|الى|منذ|و|أو|ثم|حيث|بين|خلال|حتى|قبل|بعد)$/u;
/** Words that rank an Arabic job title (folded): senior, chief, general, executive, regional, assistant. */
const ARABIC_RANK = /^(?:اول|اقدم|رئيسي|رئيس|عام|تنفيذي|اقليمي|مساعد|اعلي|اول)$/u;
/** "Data Engineer — Careem": a job line whose part after the dash is the employer. */
const ROLE_LINE = /^\s*(.{2,80}?)\s+[—–]\s+([^,،|()\n]{2,80})/u;

const EMPLOYER = new RegExp(`(?<![\\p{L}])(at|for|with|joined|joining)\\s+(?:the\\s+)?(${CAP}(?:\\s+(?:${CAP}|of|&|and|de|du|la))*)`, "gu");
/** "لدى شركة أرامكو", "في بنك مصر", "لدى Careem": an organisation word or a Latin name after "at". */
const ARABIC_EMPLOYER = /(?:(?<![\p{L}])(?:لدى|في|مع)\s+|[بل])(?:شركة|مؤسسة|بنك|مجموعة|مصرف)\s+([\p{L}]+)|(?<![\p{L}])لدى\s+(\p{Lu}[\p{L}]+)/gu;

const DEGREES: [level: string, pattern: RegExp][] = [
  ["bachelor", /(?<![\p{L}])(?:bachelor(?:'s|s)?|b\.\s?sc\.?|bsc|b\.\s?eng\.?|beng|b\.\s?tech\.?|btech|بكالوريوس|البكالوريوس|ليسانس|الليسانس)(?![\p{L}])/giu],
  ["master", /(?<![\p{L}])(?:master(?:'s|s)?(?=\s+(?:degree|of|in)\b)|m\.\s?sc\.?|msc|m\.\s?eng\.?|meng|ماجستير|الماجستير|ماجيستير)(?![\p{L}])/giu],
  ["mba", /(?<![\p{L}])(?:mba|e\.?mba)(?![\p{L}])/giu],
  ["doctorate", /(?<![\p{L}])(?:ph\.?\s?d\.?|doctorate|doctoral degree|dphil|دكتوراه|الدكتوراه|دكتوراة)(?![\p{L}])/giu],
  ["diploma", /(?<![\p{L}])(?:diploma|دبلوم|الدبلوم)(?![\p{L}])/giu],
];

const CERT = /(?<![\p{L}])(?:certified|certificate|certification|accredited|licensed|[وبفل]?(?:ال)?شهاد[ةه])(?![\p{L}])/giu;
const CERT_WORD = /^(?:certified|certificate|certification|accredited|licensed|professional|in|of|the|a|an|and|[وبفل]?(?:ال)?شهاد[ةه]|في)$/iu;

const MONTH = "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر)";
const DATE = new RegExp(`(?:${MONTH}\\.?\\s+)?(?<!\\d)((?:19|20)\\d\\d)(?!\\d)`, "giu");

interface Context {
  index: FactIndex;
  /** Where the user worked, studied or trained, and their own text: the only places "at X" may name. */
  places: string;
  levels: Set<string>;
  hasAnyCertificate: boolean;
  allowed: string[];
  allowedYear: string | null;
}

const LEVELS = new WeakMap<CareerFacts, Set<string>>();

function degreeLevels(facts: CareerFacts): Set<string> {
  const cached = LEVELS.get(facts);
  if (cached) return cached;
  const text = [facts.bio, facts.title, ...facts.education.flatMap((e) => [e.degree, e.school_name]), ...facts.certificates.map((c) => c.cert_name), ...facts.jobs.map((j) => j.job_description), ...facts.resumeTexts].join("\n");
  const levels = new Set(DEGREES.filter(([, re]) => new RegExp(re.source, re.flags).test(text)).map(([level]) => level));
  LEVELS.set(facts, levels);
  return levels;
}

function contextOf(facts: CareerFacts, allowed: GuardAllowed | undefined): Context {
  const index = indexFacts(facts);
  const places = [facts.fullname, facts.city, facts.country, facts.bio, ...facts.jobs.flatMap((j) => [j.company_name, j.job_description]), ...facts.education.map((e) => e.school_name), ...facts.certificates.map((c) => c.cert_org_name), ...facts.resumeTexts];
  return {
    index,
    places: ` ${places.flatMap((t) => t.split("\n")).map(foldKey).join(" \n ")} `,
    levels: degreeLevels(facts),
    hasAnyCertificate: facts.certificates.some((c) => c.cert_name.trim()) || / certif| شهاده/.test(index.corpus),
    allowed: [allowed?.company, allowed?.title].map((s) => s?.trim() ?? "").filter((s) => s.length > 1),
    allowedYear: /^(\d{4})-/.exec(allowed?.today ?? "")?.[1] ?? null,
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text with the addressed company and role and the template's fixed phrases blanked out. */
function withoutAllowed(text: string, ctx: Context): string {
  let out = text.replace(TEMPLATE_PHRASES, (m) => " ".repeat(m.length));
  // Underscores, not spaces: "لدى ____ مستندًا" must not read the next word as the employer.
  for (const phrase of ctx.allowed) out = out.replace(new RegExp(escapeRegExp(phrase), "giu"), (m) => "_".repeat(m.length));
  return out;
}

const allowedHas = (ctx: Context, phrase: string) => {
  const key = foldKey(phrase);
  return ctx.allowed.some((a) => ` ${foldKey(a)} `.includes(` ${key} `));
};

function titleOk(phrase: string, ctx: Context): boolean {
  const tokens = phrase.split(/\s+/);
  if (factsHave(ctx.index, phrase) || allowedHas(ctx, phrase)) return true;
  // "Managed Data Analyst hiring": a capitalised verb before a title the facts have is no claim;
  // a seniority word before it ("Senior Data Analyst") is.
  for (let i = 1; i < tokens.length - 1; i++) {
    if (SENIORITY.test(tokens[i - 1]!)) return false;
    const rest = tokens.slice(i).join(" ");
    if (factsHave(ctx.index, rest) || allowedHas(ctx, rest)) return true;
  }
  return false;
}

function certificateOk(text: string, at: number, length: number, ctx: Context): boolean {
  const before = text.slice(0, at).split(/[^\p{L}\p{N}+#.'-]*\s+|[,;:()]/u).filter(Boolean);
  const after = text.slice(at + length).split(/\s+/);
  const near: string[] = [];
  for (let i = before.length - 1; i >= 0 && near.length < 3; i--) {
    const w = before[i]!;
    if (!/^[\p{Lu}\p{N}\u0600-\u06FF]/u.test(w) || /[.!?]$/.test(w)) break;
    near.unshift(w);
  }
  for (const raw of after.slice(0, 6)) {
    const w = raw.replace(/[,;:.()]+$/, "");
    if (!w || (!/^[\p{Lu}\p{N}\u0600-\u06FF]/u.test(w) && !CERT_WORD.test(w))) break;
    near.push(w);
    if (w !== raw) break;
  }
  const significant = near.map(foldKey).filter((w) => w && !CERT_WORD.test(w));
  if (significant.length === 0) return ctx.hasAnyCertificate;
  return ctx.index.lines.some((line) => significant.every((w) => ` ${line} `.includes(` ${w} `)));
}

/** The claims in one piece of text that the facts do not back. */
function claimsIn(raw: string, ctx: Context): GuardFinding[] {
  const text = withoutAllowed(toAsciiDigits(raw), ctx);
  const out: GuardFinding[] = [];
  const add = (kind: GuardFinding["kind"], t: string) => {
    const clean = t.trim();
    if (clean && !out.some((f) => f.kind === kind && f.text === clean)) out.push({ kind, text: clean });
  };

  for (const m of text.matchAll(DATE)) {
    const year = m[1]!;
    if (!ctx.index.years.has(year) && year !== ctx.allowedYear) add("date", m[0]);
  }

  // Hard skills only: soft skills are read from everyday phrasing ("worked closely with") and claim no fact.
  for (const skill of collectSkills([{ kind: "experience", text }])) if (skill.type === "hard" && !userHasSkill(ctx.index, skill.name)) add("skill", skill.name);

  for (const [level, re] of DEGREES) {
    for (const m of text.matchAll(re)) if (!ctx.levels.has(level)) add("degree", m[0]);
  }

  for (const m of text.matchAll(CERT)) if (!certificateOk(text, m.index, m[0].length, ctx)) add("certificate", text.slice(Math.max(0, m.index - 24), m.index + m[0].length + 32).trim());

  for (const m of text.matchAll(TITLE)) {
    const phrase = (m[1] ?? m[2])!.trim();
    const tokens = phrase.split(/\s+/);
    if (m[1] && tokens.length < 2) continue;
    if (!titleOk(phrase, ctx)) add("title", phrase);
  }
  for (const m of text.matchAll(ARABIC_TITLE)) {
    if (factsHave(ctx.index, m[0]) || allowedHas(ctx, m[0])) continue;
    const noun = m[0].slice(0, m[0].length - m[1]!.length).trim();
    // A job noun the facts have, followed by an ordinary word ("محاسب لدى", "محاسب أتطلع"), claims
    // nothing new; a new job noun, or a rank after it ("محاسب أول", "مدير عام"), does.
    if (factsHave(ctx.index, noun) && (ARABIC_PARTICLE.test(m[1]!) || !ARABIC_RANK.test(foldForMatch(m[1]!)))) continue;
    add("title", ARABIC_PARTICLE.test(m[1]!) ? noun : m[0]);
  }
  const role = ROLE_LINE.exec(text);
  // Only a name after the dash: "Data Analyst — responsible for dashboards" names no employer.
  if (role && hasJobWord(role[1]!) && /^[\p{Lu}\u0600-\u06FF]/u.test(role[2]!)) {
    const employer = role[2]!.replace(/\s+\d.*$/, "").trim();
    const key = foldKey(employer);
    if (key && !ctx.places.includes(` ${key} `) && !allowedHas(ctx, employer)) add("employer", employer);
  }

  for (const m of text.matchAll(EMPLOYER)) {
    const name = m[2]!.replace(/\s+(?:of|&|and|de|du|la)$/i, "").replace(/[.,]+$/, "");
    const words = name.split(/\s+/);
    if (name.length < 2 || /\d/.test(name) || new RegExp(`^(?:${TITLE_NOUN})s?$`).test(words[words.length - 1]!)) continue;
    // "built reports for Finance", "worked with Stakeholders": after "for"/"with" one capitalised word names no employer.
    if (/^(?:for|with)$/i.test(m[1]!) && words.length < 2 && !hasCompanyMarker(name)) continue;
    const key = foldKey(name);
    if (key && ctx.places.includes(` ${key} `)) continue;
    if (allowedHas(ctx, name) || taxonomySkill(name) || /^(?:I|A|An|The|This|My|Our|Your|Me|Us|You)$/.test(name)) continue;
    add("employer", name);
  }
  for (const m of text.matchAll(ARABIC_EMPLOYER)) {
    const name = (m[1] ?? m[2])!;
    if (!ctx.places.includes(` ${foldKey(name)} `) && !allowedHas(ctx, name)) add("employer", name);
  }
  return out;
}

// ── Walking the document ───────────────────────────────────────────────────────────────────────

function inlineText(nodes: InlineNode[] | undefined): string {
  return (nodes ?? []).map((n) => (n.type === "text" ? n.text : "\n")).join("");
}

function itemText(item: ListItemNode): string {
  return item.content.map((block) => (block.type === "paragraph" ? inlineText(block.content) : block.content.map(itemText).join("\n"))).join("\n");
}

/** A written list ("Python, SQL, Tableau"): its items can go one by one. */
function listItems(sentence: string): string[] | null {
  const body = sentence.replace(/^[^:：]{1,40}[:：]\s*/, "");
  const items = body.split(/\s*[,،;]\s*/);
  return items.length >= 3 && items.every((i) => i.split(/\s+/).length <= 5) ? items : null;
}

/** A text with its offending sentences (or written-list items) removed, and what was removed. */
function stripText(text: string, ctx: Context): { text: string; removed: GuardFinding[] } {
  const removed: GuardFinding[] = [];
  const sentences = text.split(/(?<=[.!?؟])\s+/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const found = claimsIn(sentence, ctx);
    if (!found.length) {
      kept.push(sentence);
      continue;
    }
    const items = listItems(sentence);
    if (items) {
      const label = /^[^:：]{1,40}[:：]\s*/.exec(sentence)?.[0] ?? "";
      const sep = sentence.includes("،") ? "، " : ", ";
      const good = items.filter((item) => {
        const claims = claimsIn(item, ctx);
        removed.push(...claims);
        return claims.length === 0;
      });
      if (good.length) kept.push(label + good.join(sep));
      continue;
    }
    removed.push(...found);
  }
  return { text: kept.join(" "), removed };
}

function stripParagraph(p: ParagraphNode, ctx: Context, removed: GuardFinding[]): ParagraphNode | null {
  const before = inlineText(p.content).trim();
  if (!before) return p;
  const content: InlineNode[] = [];
  for (const node of p.content ?? []) {
    if (node.type !== "text") {
      content.push(node);
      continue;
    }
    const result = stripText(node.text, ctx);
    removed.push(...result.removed);
    if (result.text) content.push(result.text === node.text ? node : { ...node, text: (/^\s/.test(node.text) ? " " : "") + result.text + (/\s$/.test(node.text) ? " " : "") });
  }
  const after = inlineText(content).trim();
  // Nothing left, or only a label ("Technical:") whose list went: the paragraph goes.
  if (!after || (after !== before && /^[^.!?]{1,40}[:：]$/.test(after))) return null;
  return { ...p, content };
}

function stripList<T extends BlockNode & { content: ListItemNode[] }>(list: T, ctx: Context, removed: GuardFinding[]): T | null {
  const items = list.content.filter((item) => {
    const found = claimsIn(itemText(item), ctx);
    removed.push(...found);
    return found.length === 0;
  });
  return items.length ? { ...list, content: items } : null;
}

/**
 * Removes from the document every claim the facts do not back, and says what went. `allowed`
 * names what a cover letter is addressed to (company, role) and its date.
 */
export function guardDocument(content: DocNode, facts: CareerFacts, allowed?: GuardAllowed): GuardResult {
  const ctx = contextOf(facts, allowed);
  const removed: GuardFinding[] = [];
  const out: BlockNode[] = [];
  let dropUnder: number | null = null;
  for (const block of content.content) {
    if (block.type === "heading") {
      if (dropUnder !== null && block.attrs.level > dropUnder) continue;
      dropUnder = null;
      const found = claimsIn(inlineText(block.content), ctx);
      if (found.length) {
        removed.push(...found);
        // A heading that claims something (a job's "Title — Company") takes its section with it.
        if (block.attrs.level > 1) dropUnder = block.attrs.level;
        continue;
      }
      out.push(block);
      continue;
    }
    if (dropUnder !== null) continue;
    if (block.type === "paragraph") {
      const p = stripParagraph(block, ctx, removed);
      if (p) out.push(p);
    } else if (block.type === "bulletList" || block.type === "orderedList") {
      const list = stripList(block, ctx, removed);
      if (list) out.push(list);
    } else out.push(block);
  }
  return { content: { type: "doc", content: out }, removed: dedupe(removed) };
}

function dedupe(findings: GuardFinding[]): GuardFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind}|${foldForMatch(f.text)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The claims of the document the facts do not back, without changing it. */
export function findInventions(content: DocNode, facts: CareerFacts, allowed?: GuardAllowed): GuardFinding[] {
  const ctx = contextOf(facts, allowed);
  const found: GuardFinding[] = [];
  for (const block of content.content) {
    if (block.type === "heading" || block.type === "paragraph") {
      for (const sentence of inlineText(block.content).split(/(?<=[.!?؟])\s+|\n/)) found.push(...claimsIn(sentence, ctx));
    } else if (block.type === "bulletList" || block.type === "orderedList") {
      for (const item of block.content) found.push(...claimsIn(itemText(item), ctx));
    }
  }
  return dedupe(found);
}
