/**
 * What the voice says of a reply, and what its bubble shows. A reply may be written for the
 * screen (the local coach engine writes Markdown; a model asked for a spoken style may still slip
 * into it): each sentence loses its Markdown, and its links go to the bubble instead of being read
 * aloud. Long replies are spoken up to `SPOKEN_LIMIT` and the rest is left to the chat.
 */
import type { VoiceLanguageCode } from "./languages.ts";
import { replyLanguageOf } from "./languages.ts";

export interface SpokenLink {
  title: string;
  url: string;
}

export interface SpokenSentence {
  /** Plain text, for the voice and for the bubble ("" when nothing is left to say). */
  text: string;
  links: SpokenLink[];
}

/** A spoken reply stops after this many sentences or words (whichever comes first). */
export const SPOKEN_LIMIT = { sentences: 8, words: 120 } as const;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>()\]]+[^\s<>()\].,;:!?'"’”؟،]/gi;

/** One sentence of a reply as plain text, with its links taken out. */
export function spokenSentence(markdown: string): SpokenSentence {
  const links: SpokenLink[] = [];
  let text = markdown
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/^\s*>\s?/, "")
    .replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, "")
    // Images say nothing; links say their text.
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\(\s*<?([^)\s>]+)>?[^)]*\)/g, (_all, title: string, url: string) => {
      links.push({ title: title.trim(), url });
      return title;
    })
    .replace(/<((?:https?:\/\/)[^>\s]+)>/g, "$1");
  text = text.replace(URL, (url) => {
    const href = url.startsWith("www.") ? `https://${url}` : url;
    if (!links.some((l) => l.url === href)) links.push({ title: url.replace(/^https?:\/\//, ""), url: href });
    return "";
  });
  text = text
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,!?؟،:;]|$)/g, "$1$2")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/\s*\|\s*/g, ", ")
    .replace(/^[\s,:;\-–—]+/, "")
    .replace(/\(\s*\)/g, "")
    .replace(/\s+([.,!?؟،:;])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  // A sentence that was only a link, a rule or punctuation says nothing.
  if (!/[\p{L}\p{N}]/u.test(text)) text = "";
  return { text, links };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Tracks a spoken reply's length; `allows` says whether the next sentence is still spoken. */
export function spokenBudget(limit: { sentences: number; words: number } = SPOKEN_LIMIT) {
  let sentences = 0;
  let words = 0;
  return {
    allows(text: string): boolean {
      const next = countWords(text);
      // The first sentence is always spoken, however long.
      if (sentences > 0 && (sentences >= limit.sentences || words + next > limit.words)) return false;
      sentences++;
      words += next;
      return true;
    },
  };
}

/** The short sentences the voice says itself, in the turn's language. */
const PHRASES = {
  en: {
    rest: "The rest is written in the chat.",
    tryAgain: "Sorry, I could not answer just now. Please try again.",
  },
  ar: {
    rest: "باقي التفاصيل مكتوبة في المحادثة.",
    tryAgain: "عذرًا، لم أستطع الإجابة الآن. حاول مرة أخرى من فضلك.",
  },
} as const;

export type VoicePhrase = keyof (typeof PHRASES)["en"];

export function voicePhrase(phrase: VoicePhrase, language: VoiceLanguageCode): string {
  return PHRASES[replyLanguageOf(language)][phrase];
}
