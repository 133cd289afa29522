/**
 * Reads a pasted job post (any language the taxonomy knows: English, Arabic, German, Spanish…):
 * its title, and the hard and soft skills it asks for, each weighted by how much the post leans
 * on it. Benefits, "about us" and "how to apply" parts are left out; "nice to have" counts half.
 */
import { foldForMatch, normalizeText } from "../normalize.ts";
import { collectSkills } from "../skills.ts";
import { SKILLS } from "../skills-taxonomy.ts";

export interface JobSkill {
  /** The taxonomy's name. */
  name: string;
  /** As the post writes it, when it could be found ("PostGreSQL"); else the taxonomy's name. */
  wording: string;
  type: "hard" | "soft";
  /** How much the post leans on it: 1 for a requirement, 0.5 for a nice-to-have, more when repeated or in the title. */
  weight: number;
}

export interface JobPost {
  title: string | null;
  skills: JobSkill[];
}

/** Job nouns in the languages the product meets, for finding the title. */
const JOB_WORD =
  /\b(?:engineer|developer|programmer|manager|designer|analyst|consultant|specialist|director|scientist|architect|accountant|teacher|nurse|intern|lead|officer|coordinator|administrator|technician|writer|editor|marketer|recruiter|researcher|assistant|associate|executive|head|strategist|representative|facilitator|tutor|instructor|lecturer|agent|advisor|adviser|supervisor|owner|trainee|apprentice|practicante|pasante|desarrollador|ingeniero|analista|gerente|entwickler|ingenieur|berater|leiter|engineer:in|entwickler:in)\b|مهندس|مطور|مبرمج|مدير|محاسب|مصمم|أخصائي|اخصائي|مدرس|معلم|محلل|مستشار|مسؤول|منسق|فني|ممرض|طبيب|صيدلي|مندوب|موظف/iu;

const TITLE_LABEL = /^\s*#*\s*(?:job title|title|position|role|job|job description|vacancy|opening|stellenbeschreibung|stellenanzeige|stelle|position|puesto|cargo|vacante|المسمى الوظيفي|اسم الوظيفة|عنوان الوظيفة|الوظيفة|الوصف الوظيفي)\s*[:：–—-]\s*(.+)$/iu;
const TRIGGER =
  /\b(?:looking for|seeking|hiring|recruiting|searching for|in search of|wir suchen|suchen wir|buscamos|estamos buscando)\s+(?:an?|one|our next|a new|eine?:?n?|einen|eine|un|una)?\s*(.{3,80}?)(?=\s+(?:to|for|with|who|that|which|in|at|on|zur|zum|für|mit|der|die|para|con|que)\b|[,.;:!(]|$)/iu;
const ARABIC_TRIGGER = /(?:نبحث عن|تبحث [^ ]+ عن|مطلوب|نعلن عن حاجتنا إلى|يسعدنا انضمام)\s+(.{3,60}?)(?=\s+(?:لديه|لديها|للعمل|للانضمام|ذو|ذات|يتمتع|تتمتع|في|من|بخبرة|ب)\s|[،,.:؛]|$)/u;
const ADJECTIVES = /^(?:(?:highly|very|truly)\s+)?(?:talented|skilled|experienced|motivated|passionate|dynamic|driven|seasoned|strong|creative|enthusiastic|dedicated|proactive|results-driven|detail-oriented|qualified|capable|ambitious|hands-on|great|brilliant|exceptional|energetic|versatile|engagierte:?n?|erfahrene:?n?|motivierte:?n?)\s+/i;

/** Cuts what follows the title proper: "Java Developer (3 Years…)", "Backend Developer - Python", "…, Google Cloud". */
function cleanTitle(raw: string): string | null {
  let title = raw
    .replace(/\(.*$/, "")
    .replace(/\s+[-–—|]\s+.*$/, "")
    .replace(/\s*[,;:].*$/, "")
    .replace(/\b(?:m\/w\/d|w\/m\/d|m\/f\/d|f\/m\/d|all genders)\b/gi, "")
    .replace(/[#*_]/g, "")
    .replace(/^[^\p{L}]+/u, "")
    .trim();
  for (let i = 0; i < 3 && ADJECTIVES.test(title); i++) title = title.replace(ADJECTIVES, "");
  title = title.replace(/\s+/g, " ").trim();
  if (title.length < 3 || title.split(" ").length > 8 || !JOB_WORD.test(title)) return null;
  return title;
}

/** The job's title: a labelled line, a short first line naming a job, or "we are looking for a …". */
export function findJobTitle(lines: string[]): string | null {
  for (const line of lines.slice(0, 12)) {
    const labelled = TITLE_LABEL.exec(line);
    if (labelled) {
      const title = cleanTitle(labelled[1]!);
      if (title) return title;
    }
  }
  for (const line of lines.slice(0, 3)) {
    if (line.split(/\s+/).length <= 10) {
      const title = cleanTitle(line);
      if (title) return title;
    }
  }
  for (const line of lines.slice(0, 40)) {
    const m = TRIGGER.exec(line) ?? ARABIC_TRIGGER.exec(line);
    if (m) {
      const title = cleanTitle(m[1]!);
      if (title) return title;
    }
  }
  for (const line of lines.slice(0, 25)) {
    if (line.split(/\s+/).length <= 6) {
      const title = cleanTitle(line);
      if (title) return title;
    }
  }
  return null;
}

/** Parts of a post that describe the employer or the offer, not the person wanted. */
const SKIP_HEADING =
  /^(?:benefits|perks|what we offer|we offer|our offer|why join|why work|about us|about the company|about (?!the (?:role|job|position)|you)\w+|who we are|our company|company (?:profile|overview|description)|how to apply|to apply|application process|equal opportunit|eeo|salary|compensation|location|wir bieten|was wir bieten|das bieten wir|unternehmensprofil|über uns|beneficios|qué beneficios|sobre nosotros|ofrecemos|ما نقدمه|المزايا|عن الشركة|من نحن|طريقة التقديم|نقدم لك)/iu;
const PREFERRED = /nice[\s‑-]*to[\s‑-]*have|preferred|bonus|(?:is |are |a )plus\b|good to have|desirable|desired|additional skills|optional|wünschenswert|von vorteil|deseable|يفضل|ميزة إضافية|مميزات إضافية/iu;

function isHeading(line: string): boolean {
  const words = line.split(/\s+/).length;
  if (words > 8) return false;
  return /^#+\s/.test(line) || /[:：]\s*$/.test(line) || (words <= 5 && !/[.!?,;]$/.test(line) && /^[\p{Lu}\u0600-\u06FF]/u.test(line));
}

const FORMS: [string, RegExp][] = SKILLS.map((s) => {
  const forms = [s.name, ...s.synonyms].sort((a, b) => b.length - a.length).map((f) => foldForMatch(f).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return [s.name, new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join("|")})(?![\\p{L}\\p{N}+#])`, "iu")];
});
const FORM_OF = new Map(FORMS);

/** How the line writes the skill, or null when only a variant the search cannot place was matched. */
function wordingIn(line: string, name: string): string | null {
  const folded = foldForMatch(line, true);
  const m = FORM_OF.get(name)?.exec(folded);
  // Folding keeps lengths for Latin text without accents; elsewhere fall back to the taxonomy's name.
  return m && folded.length === line.length ? line.slice(m.index, m.index + m[0].length) : null;
}

/** Reads a job post. */
export function readJobPost(input: string): JobPost {
  const text = normalizeText(input).trim();
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const title = findJobTitle(lines);
  const found = new Map<string, { name: string; type: "hard" | "soft"; wording: string | null; required: boolean; mentions: number; order: number }>();
  let skipping = false;
  let preferredPart = false;
  let order = 0;
  for (const line of lines) {
    if (isHeading(line)) {
      const heading = line.replace(/^#+\s*/, "");
      skipping = SKIP_HEADING.test(heading);
      preferredPart = PREFERRED.test(heading);
      if (skipping) continue;
    }
    if (skipping) continue;
    const preferred = preferredPart || PREFERRED.test(line);
    for (const skill of collectSkills([{ kind: "summary", text: line }])) {
      const entry = found.get(skill.name) ?? { name: skill.name, type: skill.type, wording: null, required: false, mentions: 0, order: order++ };
      entry.mentions += skill.mentions;
      entry.required ||= !preferred;
      entry.wording ??= wordingIn(line, skill.name);
      found.set(skill.name, entry);
    }
  }
  const titleSkills = new Set(title ? collectSkills([{ kind: "summary", text: title }]).map((s) => s.name) : []);
  const skills = [...found.values()]
    .map((s) => ({
      name: s.name,
      wording: s.wording ?? s.name,
      type: s.type,
      weight: (s.required ? 1 : 0.5) + Math.min(0.5, 0.25 * (s.mentions - 1)) + (titleSkills.has(s.name) ? 0.5 : 0),
      order: s.order,
    }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ order: _order, ...skill }) => skill);
  return { title, skills };
}
