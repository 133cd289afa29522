/**
 * The profile bio: the resume's own summary, tidied and trimmed, or — when it has none — a
 * short deterministic summary built from the title, the lead line and the top skills.
 */
import { isMostlyArabic } from "./normalize.ts";
import type { ResumeSection } from "./sections.ts";
import { SKILLS } from "./skills-taxonomy.ts";

export const BIO_MAX_CHARS = 600;
const BULLET = /^\s*[•◦‣∙·▪■►✓*-]\s*/;

/** Joins wrapped lines into paragraphs; bullets and blank lines start new ones. */
export function unwrapLines(text: string): string {
  const paragraphs: string[] = [];
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) {
      if (current) paragraphs.push(current);
      current = "";
    } else if (BULLET.test(line)) {
      if (current) paragraphs.push(current);
      current = line.replace(BULLET, "• ");
    } else {
      current = current ? `${current} ${line}` : line;
    }
  }
  if (current) paragraphs.push(current);
  return paragraphs.join("\n");
}

/** Cuts text to at most `max` characters, at the last sentence end when there is one. */
export function trimAtSentence(text: string, max = BIO_MAX_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const ends = [...head.matchAll(/[.!?؟。](?=\s|$)/g)].map((m) => m.index + 1);
  const cut = ends.filter((i) => i >= max * 0.33).pop();
  if (cut) return head.slice(0, cut).trim();
  const space = head.lastIndexOf(" ");
  return `${head.slice(0, space > max * 0.5 ? space : max).trim()}…`;
}

function joinList(items: string[], arabic: boolean): string {
  if (arabic) return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join("، ")} و${items[items.length - 1]}`;
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const ARABIC_NAME = new Map(
  SKILLS.map((s) => [s.name, s.synonyms.find((syn) => /^[\u0600-\u06FF\s]+$/.test(syn))] as const),
);
const lowerSoft = (name: string) => (/^[A-Z][a-z]/.test(name) ? name.toLowerCase() : name);

export interface BioInput {
  summary: ResumeSection | undefined;
  /** A headline under the name, written as a sentence ("Software engineer obsessed with …"). */
  headline: string | null;
  title: string | null;
  hard: string[];
  soft: string[];
  /** The whole text, to tell an Arabic resume from others. */
  text: string;
}

/**
 * The bio: the summary section when there is one (lines unwrapped, cut at a sentence near 600
 * characters), else two or three generated sentences in the resume's language (Arabic or
 * English), at most three. Empty when there is nothing to say.
 */
export function buildBio(input: BioInput): string {
  const summary = input.summary ? unwrapLines(input.summary.text) : "";
  if (summary.length >= 30) return trimAtSentence(summary);
  const arabic = isMostlyArabic(input.text);
  const [lead, more] = [input.hard.slice(0, 4), input.hard.slice(4, 7)];
  const soft = input.soft.slice(0, 3);
  const sentences: string[] = [];
  if (arabic) {
    const ar = (names: string[]) => names.map((n) => ARABIC_NAME.get(n) ?? n);
    if (input.title && lead.length) sentences.push(`${input.title}، بخبرة عملية في ${joinList(ar(lead), true)}.`);
    else if (lead.length) sentences.push(`خبرة عملية في ${joinList(ar(lead), true)}.`);
    else if (input.title) sentences.push(`${input.title}.`);
    if (more.length) sentences.push(`يتقن أيضًا ${joinList(ar(more), true)}.`);
    if (soft.length) sentences.push(`من أبرز نقاط القوة: ${joinList(ar(soft), true)}.`);
  } else {
    if (input.headline) sentences.push(/[.!?]$/.test(input.headline) ? input.headline : `${input.headline}.`);
    if (input.title && lead.length) sentences.push(`${input.title} with hands-on experience in ${joinList(lead, false)}.`);
    else if (lead.length) sentences.push(`Hands-on experience in ${joinList(lead, false)}.`);
    else if (input.title && !input.headline) sentences.push(`${input.title}.`);
    if (more.length) sentences.push(`Also skilled in ${joinList(more, false)}.`);
    if (soft.length) sentences.push(`Strengths include ${joinList(soft.map(lowerSoft), false)}.`);
  }
  return trimAtSentence(sentences.slice(0, 3).join(" "));
}
