/**
 * Career roadmaps the coach gives for "Give me a roadmap for a <FIELD>": 28 fields, each with
 * ordered stages → skills (canonical names from core/data/skills-taxonomy.json) → catalogue
 * course ids (checked by the unit test) → a milestone that proves the stage is done. The data
 * lives in core/data/roadmaps.json; this module finds the roadmap a message or a job title is about.
 */
import records from "../../data/roadmaps.json" with { type: "json" };
import type { Roadmap } from "../../data/schemas.ts";
import { fold, hasPhrase, words } from "../text.ts";

export type { Roadmap, RoadmapStage } from "../../data/schemas.ts";

/** Every roadmap: technology first, then business, people, healthcare and education. */
export const ROADMAPS = records as readonly Roadmap[];

const BY_ID = new Map(ROADMAPS.map((r) => [r.id, r]));

export function roadmapById(id: string): Roadmap | undefined {
  return BY_ID.get(id);
}

/** Every skill a roadmap builds, in stage order, without repeats. */
export function roadmapSkills(roadmap: Roadmap): string[] {
  return [...new Set(roadmap.stages.flatMap((stage) => stage.skills))];
}

/** Words too generic to tell fields apart on their own. */
const GENERIC = new Set(["developer", "engineer", "specialist", "analyst", "manager", "designer", "مطور", "مهندس", "اخصائي", "محلل", "مدير", "مصمم"]);

export interface RoadmapMatch {
  roadmap: Roadmap;
  /** Higher is surer: an alias match scores its length; a loose word overlap scores less than 5. */
  score: number;
}

/**
 * The roadmap `text` names — "data scientist", "frontend", "مهندس بيانات" — by the longest
 * alias or title found in it; failing that, by shared specific words with a title or alias
 * ("analysis of finances" → Financial Analyst). Null when nothing fits.
 */
export function findRoadmap(text: string): RoadmapMatch | null {
  const cached = FOUND.get(text);
  if (cached !== undefined) return cached;
  const found = searchRoadmap(text);
  if (FOUND.size > 2000) FOUND.clear();
  FOUND.set(text, found);
  return found;
}

/** Profile titles and subjects come back on every message; the lookup is pure, so remember it. */
const FOUND = new Map<string, RoadmapMatch | null>();

/**
 * An Arabic role alias and its feminine form: the first word with ة ("محلل بيانات" → "محللة بيانات",
 * "مهندس برمجيات" → "مهندسة برمجيات"), so a woman naming her goal finds the same roadmap.
 */
function withFeminine(alias: string): string[] {
  const [first, ...rest] = alias.split(" ");
  if (!/^[\u0621-\u064A]{3,}$/.test(first) || /[ةهاى]$/.test(first) || first.startsWith("ال") || first.startsWith("ت")) return [alias];
  return [alias, [`${first}ة`, ...rest].join(" ")];
}

/** Every name of each roadmap, feminine Arabic role names included. */
const NAMES = new Map(ROADMAPS.map((r) => [r.id, [r.title, ...withFeminine(r.titleAr), ...r.aliases.flatMap(withFeminine)]]));

/** Words that say "a job" without naming one ("a product role"): the words before them name the field. */
const ROLE_WORDS = new Set(["role", "roles", "job", "jobs", "position", "positions", "field", "career", "work", "track", "path", "side", "stuff", "things"]);

function searchRoadmap(text: string): RoadmapMatch | null {
  const folded = fold(text);
  // "AI engineering", "cloud engineering": the field of an "… engineer" role names that role.
  const asRole = folded.replace(/ engineering /g, " engineer ");
  let best: RoadmapMatch | null = null;
  for (const roadmap of ROADMAPS) {
    for (const alias of NAMES.get(roadmap.id) ?? []) {
      if (alias.length * 2 > (best?.score ?? 0) && (hasPhrase(folded, alias) || (asRole !== folded && hasPhrase(asRole, alias)))) best = { roadmap, score: alias.length * 2 };
    }
  }
  if (best) return best;

  const asked = new Set(words(folded).filter((w) => w.length > 2 && !GENERIC.has(w)));
  if (asked.size === 0) return null;
  // "corporate trainer" names a trainer: a path sharing only the modifier ("corporate finance") is no near match.
  const askedWords = words(folded);
  const head = askedWords.length >= 2 && askedWords.length <= 4 && /^[a-z]+$/.test(askedWords[askedWords.length - 1]) ? askedWords[askedWords.length - 1] : "";
  const near = (w: string, a: string) => w === a || (a.length > 4 && (w.startsWith(a) || a.startsWith(w)));
  for (const roadmap of ROADMAPS) {
    const names = words(fold([roadmap.title, ...roadmap.aliases].join(" "))).filter((w) => !GENERIC.has(w));
    if (head && !GENERIC.has(head) && !ROLE_WORDS.has(head) && !names.some((w) => near(w, head))) continue;
    const shared = new Set(names.filter((w) => asked.has(w) || [...asked].some((a) => near(w, a))));
    const score = Math.min(4, shared.size * 2);
    if (score > (best?.score ?? 0)) best = { roadmap, score };
  }
  return best;
}

/** The roadmap a profile's bio names as a direction, by a role or field alias ("curious about UX research" → UX/UI Designer). */
export function goalInBio(bio: string): Roadmap | null {
  const folded = fold(bio);
  const cue = GOAL_CUE.exec(folded);
  if (!cue) return null;
  const match = findRoadmap(folded.slice(cue.index + cue[0].length));
  return match && match.score >= 8 ? match.roadmap : null;
}

/** Words after which a bio names where the person is heading. */
const GOAL_CUE = / (?:curious about|interested in|want to (?:become|be|move into|work in|work as|get into)|moving into|moving to|transitioning (?:into|to)|switching to|aiming for|hoping to become|goal is|عايز(?:ه)? (?:اتطور في|اشتغل في|ابقي|ادخل)|نفسي (?:اشتغل في|ابقي|ادخل)|مهتم(?:ه)? ب|اطمح)/;
