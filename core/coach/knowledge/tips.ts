/**
 * Daily career tips (core/data/tips.json): one or two sentences each, every one an action
 * someone can take today, with an Arabic version for the coach's Arabic conversations where
 * there is one.
 */
import records from "../../data/tips.json" with { type: "json" };
import type { CareerTip } from "../../data/schemas.ts";

export { TIP_CATEGORIES } from "../../data/vocabulary.ts";
export type { CareerTip, TipAudience, TipCategory } from "../../data/schemas.ts";

/** Every daily tip, grouped by category. */
export const CAREER_TIPS = records as readonly CareerTip[];

const DAY_MS = 24 * 60 * 60 * 1000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The tip shown on a given day: the same for everyone on that UTC date, and every tip in turn
 * before any repeats. Consecutive days step through the list with a stride coprime to its length,
 * so they land in different categories rather than walking one category at a time.
 */
export function tipForDay(date: Date, tips: readonly CareerTip[] = CAREER_TIPS): CareerTip {
  if (tips.length === 0) throw new RangeError("tipForDay needs at least one tip");
  let stride = 7;
  while (gcd(stride, tips.length) !== 1) stride += 1;
  const day = Math.floor(date.getTime() / DAY_MS);
  const index = (((day % tips.length) * stride) % tips.length + tips.length) % tips.length;
  return tips[index];
}
