/**
 * The industries a user can pick on their profile and the coach can reason about
 * (core/data/industries.json): LinkedIn's industry codes (version 1), each a numeric-string
 * `code` with its English `description`, as the spec describes them (Accounting "47", Computer
 * Software "4", Banking "41", Internet "6", Wireless "119"). The spec says "about 148": the codes
 * run from 1 to 148 with 2 unused, so the list has 147 entries. The unit test checks it against
 * the reference list when that is available.
 */
import records from "../../data/industries.json" with { type: "json" };
import type { Industry } from "../../data/schemas.ts";

export type { Industry } from "../../data/schemas.ts";

/** Every industry, sorted by description as a picker shows them (the file keeps code order). */
export const INDUSTRIES: readonly Industry[] = [...(records as Industry[])].sort((a, b) => a.description.localeCompare(b.description, "en"));

const BY_CODE: ReadonlyMap<string, Industry> = new Map(INDUSTRIES.map((industry) => [industry.code, industry]));

/** The industry with this code ("47" or 47), or undefined for an unknown code. */
export function industryByCode(code: string | number): Industry | undefined {
  return BY_CODE.get(String(code).trim());
}

/** Lower-case words, with "&" read as "and" so "arts & crafts" finds "Arts and Crafts". */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Industries matching a free-text query, best first: an exact code, then descriptions where every
 * query word starts a word of the description (descriptions starting with the query first).
 * An empty query returns every industry.
 */
export function searchIndustries(query: string): Industry[] {
  const trimmed = query.trim();
  if (!trimmed) return [...INDUSTRIES];
  const byCode = industryByCode(trimmed);
  if (byCode) return [byCode];
  const queryWords = words(trimmed);
  if (queryWords.length === 0) return [];
  const scored: { industry: Industry; rank: number }[] = [];
  for (const industry of INDUSTRIES) {
    const descriptionWords = words(industry.description);
    const matches = queryWords.every((q) => descriptionWords.some((w) => w.startsWith(q)));
    if (!matches) continue;
    const startsWithQuery = descriptionWords[0].startsWith(queryWords[0]);
    scored.push({ industry, rank: startsWithQuery ? 0 : 1 });
  }
  // Array.prototype.sort is stable, so equal ranks keep alphabetical order.
  return scored.sort((a, b) => a.rank - b.rank).map((entry) => entry.industry);
}
