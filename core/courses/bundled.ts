/**
 * The bundled catalogue (core/data/courses.json) as catalogue courses. The data file has no
 * certificate field, so it is derived from the platform by one documented rule
 * (docs/api/courses.md): course platforms that issue a certificate or badge on completion
 * (Coursera, edX, Udemy, LinkedIn Learning, Udacity, FutureLearn, freeCodeCamp, Kaggle Learn,
 * Microsoft Learn, HubSpot Academy, Google Cloud Skills Boost, AWS Skill Builder, Salesforce
 * Trailhead, Cisco Networking Academy, Codecademy, TryHackMe, MOOC.fi, Harvard's CS50, Edraak,
 * Hsoub Academy, Doroob) say Yes; lecture series and free reading (MIT OpenCourseWare, fast.ai,
 * Andrej Karpathy, Khan Academy, Stanford's class sites, The Odin Project, Hugging Face, Google's
 * developer guides, Microsoft's GitHub curricula) say No.
 */
import catalogue from "../data/courses.json" with { type: "json" };
import type { Course } from "../data/schemas.ts";
import type { CatalogueCourse } from "./types.ts";

const CERTIFYING_PLATFORMS: readonly RegExp[] = [
  /\bcoursera\b/i, /كورسيرا/, /\bedx\b/i, /\budemy\b/i, /linkedin learning/i, /\budacity\b/i, /futurelearn/i, /freecodecamp/i,
  /kaggle/i, /microsoft learn/i, /hubspot/i, /google cloud skills boost/i, /aws skill builder/i, /trailhead/i,
  /cisco networking academy/i, /codecademy/i, /tryhackme/i, /mooc\.fi/i, /^university of helsinki/i, /^harvard university$/i,
  /إدراك/, /أكاديمية حسوب/, /دروب/,
];

/** Whether finishing a course of this provider gives a certificate or badge (the rule above). */
export function providerGivesCertificate(provider: string): boolean {
  return CERTIFYING_PLATFORMS.some((pattern) => pattern.test(provider));
}

export function fromBundled(course: Course): CatalogueCourse {
  return { ...course, certificate: providerGivesCertificate(course.provider) };
}

let cached: CatalogueCourse[] | null = null;

/** The bundled courses, each with its derived certificate. */
export function bundledCourses(): CatalogueCourse[] {
  return (cached ??= (catalogue as Course[]).map(fromBundled));
}
