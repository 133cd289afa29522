import type { LandingSection } from "./Landing";

const SECTIONS: LandingSection[] = ["solutions", "features", "faqs", "how-it-works"];

/** `?section=` is kept only when it names a landing anchor. */
export function validateLandingSearch(search: Record<string, unknown>): { section?: LandingSection } {
  const s = search.section;
  return typeof s === "string" && (SECTIONS as string[]).includes(s) ? { section: s as LandingSection } : {};
}
