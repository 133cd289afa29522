/**
 * How job search ranks postings for one user (docs/decisions/020-job-search.md). The words of
 * the description are found by FTS5 (bm25, in D1) over the folded text of core/courses/normalise.ts;
 * this module folds a posting into its search columns, reads the description into terms, and
 * combines the words' relevance with the user's profile into a 0-100 score and its parts:
 *
 * | part | points | what |
 * |---|---|---|
 * | words | 45 | the description's words: bm25 against the best of the pool, and how many of the words the posting has |
 * | skills | 30 | the share of the posting's skills the user has (the first ones weigh more) |
 * | title | 15 | the posting's title shares a word with the user's title or the description |
 * | place | 10 | a remote job, or one in the user's city (10) or country (6) |
 *
 * With no description the words' 45 points are left out and the rest scaled to 100.
 */
import { englishTerms } from "../coach/glossary.ts";
import { indexTerms, indexText, tokenise } from "../courses/normalise.ts";
import { findSkillNames } from "../resume/skills.ts";
import type { JobMatch, Workplace } from "../schemas/jobs.ts";

/** What search knows of the user: their title, place and the skills of their career info. */
export interface JobProfile {
  title: string;
  city: string;
  country: string;
  skills: readonly string[];
}

/** A posting as ranking sees it. */
export interface RankablePosting {
  title: string;
  location: string;
  workplace: Workplace | null;
  skills: readonly string[];
  searchTitle: string;
  searchText: string;
  searchLocation: string;
}

export const WEIGHTS = { words: 45, skills: 30, title: 15, place: 10 } as const;

/** How much the English words of an Arabic description count against its own words. */
const BRIDGE_SHARE = 0.7;

/** The folded search columns of a posting (what job_postings.search_* store and FTS5 indexes). */
export function searchColumns(p: { title: string; description: string; skills: readonly string[]; location: string; workplace: Workplace | null; department?: string | null }) {
  return {
    searchTitle: indexText(p.title),
    searchText: indexText([p.department ?? "", p.skills.join(" "), p.description].join("\n")),
    searchLocation: indexText([p.location, p.workplace ?? ""].join(" ")),
  };
}

/** One word of the description: the index term, with the word as the user wrote it. */
export interface QueryTerm {
  term: string;
  surface: string;
  /** Another term the word may stand for (وتحليل → تحليل). */
  alternate?: string;
  /** An English word an Arabic description stands for ("محلل بيانات" → data, analysis): most postings are in English. */
  bridge?: true;
}

/** Words that say "a job" and nothing about which: a posting does not fit because it shares them. */
const JOB_WORDS = new Set(
  ["job", "jobs", "role", "roles", "position", "positions", "work", "career", "opportunity", "opening", "vacancy", "hiring", "وظيفه", "وظايف", "وظائف", "شغل", "عمل", "فرصه"].map(
    (w) => indexText(w),
  ),
);

/**
 * The description's terms (stop words and words meaning "a job" left out, each once), at most
 * `max`; an Arabic description adds the English words of the subjects and skills it names
 * (core/coach/glossary.ts), at most `max` / 2 more, so it finds postings written in English too.
 */
export function queryTerms(q: string, max = 24): QueryTerm[] {
  const seen = new Set<string>();
  const read = (text: string, limit: number, bridge: boolean): QueryTerm[] => {
    const out: QueryTerm[] = [];
    for (const token of tokenise(text)) {
      if (out.length >= limit) break;
      if (token.stop || JOB_WORDS.has(token.term) || token.term.length < 2 || seen.has(token.term)) continue;
      seen.add(token.term);
      out.push({ term: token.term, surface: token.surface, ...(token.alternate ? { alternate: token.alternate } : {}), ...(bridge ? { bridge: true as const } : {}) });
    }
    return out;
  };
  const own = read(q, max, false);
  if (!/[\u0621-\u064A]/.test(q)) return own;
  return [...own, ...read(englishTerms(q).join(" ; "), Math.floor(max / 2), true)];
}

const key = (s: string) => s.trim().toLowerCase();

/** The user's skills as the taxonomy names them ("python3" → "Python"); names it lacks are kept as written. */
export function canonicalSkills(skills: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const skill of skills) {
    const found = findSkillNames(skill, true);
    if (found.length) for (const name of found) out.add(key(name));
    else if (skill.trim()) out.add(key(skill));
  }
  return out;
}

const wordsOf = (s: string) => new Set(s.split(" ").filter((w) => w.length >= 2));

/**
 * Scores one posting. `retrieval` is its bm25 relevance (higher is better, 0 without words) and
 * `best` the highest in its pool; `userSkills` comes from `canonicalSkills`.
 */
export function scorePosting(
  posting: RankablePosting,
  input: { terms: readonly QueryTerm[]; retrieval: number; best: number; profile: JobProfile; userSkills: ReadonlySet<string> },
): JobMatch {
  const { terms, profile, userSkills } = input;
  const text = wordsOf(`${posting.searchTitle} ${posting.searchText} ${posting.searchLocation}`);
  const found = terms.filter((t) => text.has(t.term) || (t.alternate !== undefined && text.has(t.alternate)));
  // The words as written and their English stand for the same request: the better of the two
  // counts, the English a little less (a posting in the words' own language is the surer match).
  const share = (bridge: boolean) => {
    const group = terms.filter((t) => (t.bridge === true) === bridge);
    return group.length ? found.filter((t) => (t.bridge === true) === bridge).length / group.length : 0;
  };
  const words = terms.length ? 0.5 * (input.best > 0 ? Math.max(0, input.retrieval) / input.best : 0) + 0.5 * Math.max(share(false), BRIDGE_SHARE * share(true)) : 0;

  const matched: string[] = [];
  const missing: string[] = [];
  let have = 0;
  let total = 0;
  posting.skills.forEach((skill, i) => {
    const weight = i < 5 ? 1 : 0.5;
    total += weight;
    if (userSkills.has(key(skill))) {
      matched.push(skill);
      have += weight;
    } else missing.push(skill);
  });
  const skills = total > 0 ? have / total : 0;

  const titleWords = wordsOf(posting.searchTitle);
  const asked = [...indexTerms(profile.title), ...terms.map((t) => t.term)].filter((w) => w.length >= 2 && !JOB_WORDS.has(w));
  const titleMatch = asked.some((w) => titleWords.has(w));

  const place = wordsOf(posting.searchLocation);
  const inPlace = (name: string) => {
    const ws = indexTerms(name);
    return ws.length > 0 && ws.every((w) => place.has(w));
  };
  const location: JobMatch["location"] = posting.workplace === "remote" ? "remote" : profile.city && inPlace(profile.city) ? "near" : profile.country && inPlace(profile.country) ? "near" : null;
  const placePoints = location === "remote" || (location === "near" && profile.city && inPlace(profile.city)) ? 1 : location === "near" ? 0.6 : 0;

  const points = (terms.length ? WEIGHTS.words * words : 0) + WEIGHTS.skills * skills + WEIGHTS.title * (titleMatch ? 1 : 0) + WEIGHTS.place * placePoints;
  const scale = terms.length ? 1 : 100 / (100 - WEIGHTS.words);
  return {
    score: Math.round(Math.min(100, points * scale)),
    title_match: titleMatch,
    skills_matched: matched,
    skills_missing: missing.slice(0, 8),
    location,
    terms: found.map((t) => t.surface),
  };
}
