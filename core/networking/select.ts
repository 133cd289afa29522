/**
 * What a networking message says about the user, chosen from their own career info: the skills
 * that speak most to the role and industry they are writing about, one concrete line of their
 * job descriptions (a number or a result first), and what they want from the message.
 */
import { type FactIndex, foldKey, skillForms, taxonomySkill } from "../crafting/facts.ts";
import type { CareerFacts } from "../crafting/types.ts";
import type { SkillCategory } from "../resume/skills-taxonomy.ts";
import type { NetworkingRequest } from "../schemas/networking.ts";
import type { Intent } from "./phrases.ts";

/** Words of a role or an industry, and the skill categories that matter there. */
const DOMAINS: [RegExp, SkillCategory[]][] = [
  [/data|analy|machine learning|\bai\b|scien|intelligence|statistic|بيانات|محلل|إحصاء/iu, ["Data and AI", "Databases", "Programming languages", "Office and productivity tools"]],
  [
    /software|developer|engineer|programm|\bweb\b|front.?end|back.?end|full.?stack|devops|cloud|\bit\b|information technology|computer|internet|mobile|network|semiconductor|telecom|wireless|مطور|برمج|برمجيات|حاسب/iu,
    ["Programming languages", "Web and frameworks", "Cloud and DevOps", "Software engineering", "Databases", "Mobile, games and hardware", "Security and quality"],
  ],
  [/secur|cyber|\bqa\b|quality|test|أمن|جودة/iu, ["Security and quality"]],
  [/account|financ|bank|audit|\btax|invest|insurance|capital|محاسب|مالي|مالية|بنك|مصرف|تدقيق|ضرائب/iu, ["Finance and accounting", "Office and productivity tools"]],
  [/market|sales|brand|advertis|\bseo\b|growth|public relations|retail|e-?commerce|تسويق|مبيعات|إعلان/iu, ["Marketing and sales", "Design and media"]],
  [/design|\bux\b|\bui\b|graphic|creative|media|video|animation|photograph|تصميم|مصمم|إعلام/iu, ["Design and media"]],
  [/product|project|operations|program manag|scrum|agile|logistic|supply|procure|consult|مشروع|مشاريع|منتج|عمليات|لوجست/iu, ["Project, product and operations"]],
  [/\bhr\b|human resources|recruit|talent|people|staffing|موارد بشرية|توظيف/iu, ["Human resources"]],
  [/teach|educat|instruct|tutor|e-?learning|training|academ|معلم|تعليم|مدرس|تدريب/iu, ["Teaching and education"]],
  [/nurs|health|medical|clinic|hospital|pharma|doctor|dental|تمريض|صحة|صحي|طبي|مستشفى|صيدل/iu, ["Healthcare"]],
  [/translat|interpret|languag|ترجمة|مترجم/iu, ["Languages"]],
  [/manag|lead|director|head|chief|supervis|مدير|قائد|رئيس|مشرف/iu, ["Soft skills", "Project, product and operations"]],
];

const INTENTS: [Exclude<Intent, "custom">, RegExp][] = [
  ["referral", /refer|ترشيح|ترشّح|رشّح|إحالة|احالة|توصية/iu],
  ["mentor", /mentor|إرشاد|مرشد/iu],
  ["call", /\bcall\b|\bchat\b|coffee|\bmeet|\btalk|conversation|interview|مكالمة|لقاء|محادثة|اجتماع|مقابلة|أتحدث|نتحدث/iu],
  ["advice", /advice|advise|guidance|\btips?\b|insight|\blearn|نصيح|نصائح|توجيه|رأيك|أتعلم|أتعلّم/iu],
  ["openings", /opening|vacanc|opportunit|hiring|\bjobs?\b|position|فرص|فرصة|وظائف|شاغر|توظيف/iu],
  ["connect", /connect|network|\bin touch|تواصل|التواصل/iu],
];

/** What the user wants, from their own words; `custom` when no known wish is named. */
export function intentOf(target: string): Intent {
  return INTENTS.find(([, re]) => re.test(target))?.[0] ?? "custom";
}

/** The skill categories that matter for the role and the industry. */
function categoriesFor(request: NetworkingRequest): Set<SkillCategory> {
  const text = `${request.job_title} ${request.industry[0]?.Description ?? ""}`;
  return new Set(DOMAINS.filter(([re]) => re.test(text)).flatMap(([, categories]) => categories));
}

/**
 * The user's listed skills, strongest for this role first: named in the role itself, then in a
 * category the role or industry needs, then used in their job descriptions; hard before soft,
 * then the order the user gave. Only skills the user lists: never one read into their text.
 */
export function rankedSkills(facts: CareerFacts, request: NetworkingRequest): string[] {
  const role = ` ${foldKey(request.job_title)} `;
  const work = ` ${foldKey(facts.jobs.map((j) => j.job_description).join("\n"))} `;
  const categories = categoriesFor(request);
  const seen = new Set<string>();
  const scored: { name: string; score: number; i: number }[] = [];
  for (const [i, skill] of facts.skills.entries()) {
    const name = skill.skill_name.replace(/\s+/g, " ").trim();
    const forms = skillForms(name);
    const key = forms[0] ?? foldKey(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const entry = taxonomySkill(name);
    let score = skill.skill_type === "hard" ? 0.5 : 0;
    if (forms.some((f) => role.includes(` ${f} `))) score += 4;
    if (entry && categories.has(entry.category)) score += 2;
    if (forms.some((f) => work.includes(` ${f} `))) score += 1;
    // A skill's name may be long free text ("Advanced spreadsheet modelling for budgets"): it still counts, it just says less.
    if (name.length > 40) score -= 1;
    scored.push({ name, score, i });
  }
  return scored.sort((a, b) => b.score - a.score || a.i - b.i).map((s) => s.name);
}

/** A line with a figure or a finished result says more than a duty. */
const RESULT = /\d|%|increas|reduc|cut|grew|improv|saved|launch|deliver|won|award|led|built|زيادة|خفض|تحسين|وفّر|وفر|أطلق|قاد|بنى|حقق|حقّق/iu;

/**
 * The user's most telling line of work for this message, at most `maxChars` long: a line with a
 * number first, then one with a result, then one naming the role's words or the chosen skills;
 * the current job before earlier ones. Null when no line fits (or the user gave none).
 */
export function pickAchievement(index: FactIndex, request: NetworkingRequest, skills: string[], maxChars: number): { line: string; company: string } | null {
  if (maxChars <= 0) return null;
  const words = new Set(foldKey(request.job_title).split(" ").filter((w) => w.length > 2));
  const forms = skills.flatMap(skillForms);
  const blocks = index.jobs.map((block, i) => ({ block, i })).sort((a, b) => b.block.job.is_current - a.block.job.is_current || a.i - b.i);
  let best: { line: string; company: string; score: number } | null = null;
  for (const [rank, { block }] of blocks.entries()) {
    for (const raw of block.bullets) {
      const line = raw.replace(/\s+/g, " ").replace(/[\s.;:,،]+$/u, "").trim();
      if (line.length > maxChars || line.split(" ").length < 4) continue;
      const folded = ` ${foldKey(line)} `;
      let score = 0;
      if (/[\d\u0660-\u0669]/.test(line)) score += 4;
      if (RESULT.test(line)) score += 2;
      score += [...words].filter((w) => folded.includes(` ${w} `)).length * 0.5;
      score += forms.filter((f) => folded.includes(` ${f} `)).length * 0.5;
      score -= rank * 0.25;
      if (!best || score > best.score) best = { line, company: block.job.company_name.replace(/\s+/g, " ").trim(), score };
    }
  }
  return best && { line: best.line, company: best.company };
}

/** The user's current title: the profile's, else the current (or latest) job's. */
export function currentTitle(facts: CareerFacts): string {
  const current = facts.jobs.find((j) => j.is_current === 1) ?? facts.jobs[0];
  return (facts.title.trim() || current?.job_title.trim() || "").replace(/\s+/g, " ");
}
