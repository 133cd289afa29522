/**
 * Curated coaching guidance for the questions no catalogue tool answers — interviews,
 * networking, salary and negotiation, resumes, and general career questions. Each topic is a
 * short, specific playbook in English and Arabic; the engine picks the topic a question is
 * about and personalises it (role, level, country) around these steps.
 *
 * Steps may hold placeholders the engine fills from the profile and the question:
 * {role} (target role), {first} (first name), {skills} (top skills), {company}, {field}.
 */
import type { TipCategory } from "../knowledge/tips.ts";
import type { Intent } from "../types.ts";

export type GuidanceIntent = Extract<Intent, "interview_prep" | "networking" | "salary_negotiation" | "general" | "resume_help">;

export interface GuidanceTopic {
  id: string;
  intent: GuidanceIntent;
  /** Phrases (English and Arabic, any spelling) that make a question about this topic; [] for the intent's default. */
  triggers: string[];
  title: { en: string; ar: string };
  steps: { en: string[]; ar: string[] };
  /** A ready-to-adapt script or example, shown as a quote block. */
  example?: { en: string; ar: string };
  /** A first line for hard moments (a layoff, a humiliating meeting), said before the steps instead of the usual opening. */
  lead?: { en: string; ar: string };
  /** A closing question that hands the conversation back ("Which of these sounds most like you?"). */
  ask?: { en: string; ar: string };
  /** Resources to cite alongside: tips of this category, books and courses on this topic. */
  tipCategory?: TipCategory;
  bookTopic?: string;
  courseTopic?: string;
}

export function topic(
  id: string,
  intent: GuidanceIntent,
  triggers: string[],
  title: [en: string, ar: string],
  en: string[],
  ar: string[],
  extra: Partial<Pick<GuidanceTopic, "example" | "tipCategory" | "bookTopic" | "courseTopic" | "lead" | "ask">> = {},
): GuidanceTopic {
  return { id, intent, triggers, title: { en: title[0], ar: title[1] }, steps: { en, ar }, ...extra };
}
