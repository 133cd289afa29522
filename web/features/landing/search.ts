import { pageHead } from "../../lib/seo";
import type { LandingSection } from "./Landing";

const SECTIONS: LandingSection[] = ["solutions", "features", "faqs", "how-it-works"];

/** `?section=` is kept only when it names a landing anchor. */
export function validateLandingSearch(search: Record<string, unknown>): { section?: LandingSection } {
  const s = search.section;
  return typeof s === "string" && (SECTIONS as string[]).includes(s) ? { section: s as LandingSection } : {};
}

export const landingHead = (path: string) =>
  pageHead({
    title: "Amal — your AI career coach",
    description:
      "Amal is an AI career coach for job seekers, students and professionals in Egypt and the US: coaching sessions, ATS-ready resumes, learning roadmaps and more.",
    path,
  });
