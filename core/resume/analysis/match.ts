/**
 * A resume against a job post: each requirement of the post (its title, hard skills, soft
 * skills) is met, partly met or not shown, with the resume line that is the evidence. The score
 * is the weighted share of requirements met. Keyword stuffing earns nothing: a skill counts once
 * however often it is written, and skills only listed (not shown in a role or project) earn half
 * credit only up to what the experience can back (see `creditedClaims`).
 */
import type { JobMatch, JobRequirement, RequirementStatus } from "../../schemas/career.ts";
import { foldForMatch } from "../normalize.ts";
import type { ResumeDocument, Unit } from "./document.ts";
import { isUse, type SkillShown } from "./evidence.ts";
import type { Finding } from "./findings.ts";
import type { JobPost, JobSkill } from "./job.ts";
import related from "./related-skills.json" with { type: "json" };

const NARROWER = new Map<string, string[]>(Object.entries(related.broader));
const BROADER = new Map<string, string[]>();
for (const [broad, narrower] of NARROWER) for (const name of narrower) BROADER.set(name, [...(BROADER.get(name) ?? []), broad]);
const PEERS = new Map<string, Set<string>>();
for (const group of related.peers) {
  for (const name of group) {
    const peers = PEERS.get(name) ?? new Set<string>();
    for (const other of group) if (other !== name) peers.add(other);
    PEERS.set(name, peers);
  }
}

/** How much each part weighs in the score; a part the post does not ask for is left out. */
export const MATCH_WEIGHTS = { hard: 0.65, soft: 0.15, title: 0.2 } as const;

interface Judgement {
  status: RequirementStatus;
  evidence: Unit | null;
  /** 0–1 before the skill's weight. */
  credit: number;
  /** Partly because the resume only lists or claims it. */
  claimedOnly: boolean;
}

const NOT_SHOWN: Judgement = { status: "not_shown", evidence: null, credit: 0, claimedOnly: false };

/** A statement is better evidence than a role line. */
function best(units: Unit[]): Unit | null {
  return units.find((u) => u.statement) ?? units[0] ?? null;
}

/**
 * Which listed (or claimed) skills earn credit: as many as the experience can back, two per
 * achievement line (at least three), in the order the resume names them. A list padded past
 * that earns nothing more, whatever it adds.
 */
export function creditedClaims(doc: ResumeDocument, shown: Map<string, SkillShown>): Set<string> {
  const budget = Math.max(3, 2 * doc.statements.length);
  const claimed = [...shown.values()].filter((s) => s.type === "hard" && !s.units.some(isUse));
  const order = (s: SkillShown) => doc.units.indexOf(s.units[0]!);
  return new Set(claimed.sort((a, b) => order(a) - order(b)).slice(0, budget).map((s) => s.name));
}

function judgeSkill(skill: JobSkill, shown: Map<string, SkillShown>, credited: Set<string>): Judgement {
  const entry = shown.get(skill.name);
  const used = entry?.units.filter(isUse) ?? [];
  if (used.length) return { status: "met", evidence: best(used), credit: 1, claimedOnly: false };
  for (const narrower of NARROWER.get(skill.name) ?? []) {
    const units = shown.get(narrower)?.units.filter(isUse) ?? [];
    if (units.length) return { status: "met", evidence: best(units), credit: 1, claimedOnly: false };
  }
  const claimCredit = (name: string) => (skill.type === "soft" || credited.has(name) ? 0.5 : 0);
  const claimed: Judgement | null = entry ? { status: "partly", evidence: best(entry.units), credit: claimCredit(entry.name), claimedOnly: true } : null;
  let near: Judgement | null = null;
  for (const other of [...(PEERS.get(skill.name) ?? []), ...(NARROWER.get(skill.name) ?? []), ...(BROADER.get(skill.name) ?? [])]) {
    const shownOther = shown.get(other);
    if (!shownOther) continue;
    const units = shownOther.units.filter(isUse);
    const judgement: Judgement = { status: "partly", evidence: best(units.length ? units : shownOther.units), credit: units.length ? 0.5 : claimCredit(other) / 2, claimedOnly: false };
    if (!near || judgement.credit > near.credit) near = judgement;
  }
  // Listing a skill never scores lower than leaving it out: the better of the claim and the related skill.
  if (claimed && (!near || claimed.credit >= near.credit)) return claimed;
  if (near) return near;
  return NOT_SHOWN;
}

// ── Titles ─────────────────────────────────────────────────────────────────────────────────────

const TITLE_NOISE = new Set(
  (
    "senior sr junior jr lead principal staff chief head associate assistant intern trainee i ii iii iv v mid level entry " +
    "of the and for in at with to a an de des der die und y la el remote hybrid m w d f all genders years year experience " +
    "cum"
  ).split(" "),
);
/** Words that name the same job: a developer and an engineer of software do the same work. */
const SAME: Record<string, string> = {
  engineer: "developer", programmer: "developer", dev: "developer", sde: "developer", swe: "developer", entwickler: "developer",
  desarrollador: "developer", ingeniero: "developer", ingenieur: "developer", مهندس: "developer", مطور: "developer", مبرمج: "developer",
  mgr: "manager", gerente: "manager", leiter: "manager", مدير: "manager", analista: "analyst", محلل: "analyst",
  ml: "machinelearning", ai: "artificialintelligence",
};
/** Job nouns: sharing only one of these is a weak link ("Data Analyst" and "Business Analyst"). */
const JOB_NOUNS = new Set(["developer", "manager", "analyst", "designer", "consultant", "specialist", "scientist", "architect", "director", "administrator", "coordinator", "officer", "teacher"]);

function titleWords(title: string): string[] {
  const text = foldForMatch(title)
    .replace(/\(.*?\)/g, " ")
    .replace(/\bfront[\s-]*end\b/g, "frontend")
    .replace(/\bback[\s-]*end\b/g, "backend")
    .replace(/\bfull[\s-]*stack\b/g, "fullstack")
    .replace(/\bmachine learning\b/g, "machinelearning")
    .replace(/\bartificial intelligence\b/g, "artificialintelligence")
    .replace(/\bsoftware development engineer\b/g, "software developer")
    .replace(/واجهات? (?:ال)?(?:مستخدم )?(?:ال)?اماميه/g, "frontend")
    .replace(/(?:واجهات? |انظمه )?(?:ال)?خلفيه/g, "backend")
    .replace(/(?:ال)?تعلم (?:ال)?الي/g, "machinelearning");
  const words = text.split(/[^\p{L}\p{N}+#]+/u).filter((w) => w && !TITLE_NOISE.has(w));
  return [...new Set(words.map((w) => SAME[w] ?? w))];
}

function judgeTitle(jobTitle: string, candidates: string[]): Judgement & { line: string | null } {
  const wanted = titleWords(jobTitle);
  if (wanted.length === 0) return { ...NOT_SHOWN, line: null };
  let bestShared: string[] = [];
  let bestLine: string | null = null;
  for (const candidate of candidates) {
    const words = new Set(titleWords(candidate));
    const shared = wanted.filter((w) => words.has(w));
    if (shared.length > bestShared.length) {
      bestShared = shared;
      bestLine = candidate;
    }
  }
  if (bestShared.length === wanted.length) return { status: "met", evidence: null, credit: 1, claimedOnly: false, line: bestLine };
  if (bestShared.length > 0) {
    const onlyNoun = bestShared.every((w) => JOB_NOUNS.has(w));
    return { status: "partly", evidence: null, credit: onlyNoun ? 0.25 : 0.5, claimedOnly: false, line: bestLine };
  }
  return { ...NOT_SHOWN, line: null };
}

/** The lines that say what the person has been: the title under the name and their roles. */
function titleCandidates(doc: ResumeDocument, resumeTitle: string | null): string[] {
  const roles = doc.roleLines.filter((r) => r.place.kind === "experience").map((r) => r.text);
  return [...(resumeTitle ? [resumeTitle] : []), ...doc.preamble.slice(0, 4), ...roles.slice(0, 40)];
}

// ── The match ──────────────────────────────────────────────────────────────────────────────────

export interface MatchResult {
  match: JobMatch;
  /** Advice that follows from the match: skills to show where they were used, never to claim. */
  findings: Finding[];
}

const MAX_HARD = 20;
const MAX_SOFT = 8;

/** Matches the resume (read, with the skills it shows) against a job post. */
export function matchJob(doc: ResumeDocument, shown: Map<string, SkillShown>, job: JobPost, resumeTitle: string | null): MatchResult {
  const credited = creditedClaims(doc, shown);
  const requirements: JobRequirement[] = [];
  const findings: Finding[] = [];
  const parts: Record<keyof typeof MATCH_WEIGHTS, number | null> = { hard: null, soft: null, title: null };

  if (job.title) {
    const t = judgeTitle(job.title, titleCandidates(doc, resumeTitle));
    requirements.push({ requirement: job.title, kind: "title", status: t.status, evidence: t.line });
    parts.title = t.credit;
    if (t.status !== "met") findings.push({ code: "jd_title", severity: "low", section: null, line: null, params: { title: job.title } });
  }

  for (const type of ["hard", "soft"] as const) {
    const skills = job.skills.filter((s) => s.type === type).slice(0, type === "hard" ? MAX_HARD : MAX_SOFT);
    if (skills.length === 0) continue;
    let earned = 0;
    let total = 0;
    const notShown: JobSkill[] = [];
    const listed: { skill: JobSkill; unit: Unit }[] = [];
    for (const skill of skills) {
      const j = judgeSkill(skill, shown, credited);
      // Soft skills are named as the taxonomy names them: posts word them as phrases ("working closely with").
      requirements.push({ requirement: type === "soft" ? skill.name : skill.wording, kind: type, status: j.status, evidence: j.evidence?.text ?? null });
      earned += skill.weight * j.credit;
      total += skill.weight;
      if (j.status === "not_shown") notShown.push(skill);
      if (j.claimedOnly && j.evidence) listed.push({ skill, unit: j.evidence });
    }
    parts[type] = earned / total;
    if (type === "hard") {
      for (const skill of notShown.slice(0, 3)) {
        findings.push({ code: "jd_skill_not_shown", severity: skill.weight >= 1 ? "medium" : "low", section: null, line: null, params: { skill: skill.wording } });
      }
      for (const { skill, unit } of listed.slice(0, 2)) {
        findings.push({ code: "jd_skill_only_listed", severity: "low", section: unit.place.heading, line: unit.text, params: { skill: skill.wording } });
      }
    }
  }

  const asked = (Object.keys(MATCH_WEIGHTS) as (keyof typeof MATCH_WEIGHTS)[]).filter((k) => parts[k] !== null);
  const weight = asked.reduce((sum, k) => sum + MATCH_WEIGHTS[k], 0);
  const score = weight > 0 ? asked.reduce((sum, k) => sum + MATCH_WEIGHTS[k] * parts[k]!, 0) / weight : 0;
  const pct = (v: number | null) => (v === null ? (weight > 0 ? 100 : 0) : Math.round(v * 100));
  return {
    match: {
      score: Math.round(score * 100),
      breakdown: { hard: pct(parts.hard), soft: pct(parts.soft), title: pct(parts.title) },
      requirements,
      job_title: job.title,
    },
    findings,
  };
}
