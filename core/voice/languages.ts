/**
 * The voice chat's languages (spec: Voice languages). The room sends the list it supports when a
 * page connects; until then the page offers the default list.
 */
export const VOICE_LANGUAGES = [
  { code: "en-US", label: "English (US)" },
  { code: "ar-SA", label: "Arabic" },
  { code: "ar-AE", label: "Arabic (UAE)" },
] as const;

export type VoiceLanguageCode = (typeof VOICE_LANGUAGES)[number]["code"];
export interface VoiceLanguage {
  code: VoiceLanguageCode;
  label: string;
}

export const VOICE_LANGUAGE_CODES = VOICE_LANGUAGES.map((l) => l.code) as [VoiceLanguageCode, ...VoiceLanguageCode[]];

/** What the page offers before the room has sent its list (spec: en-US and ar-SA). */
export const DEFAULT_VOICE_LANGUAGES: VoiceLanguage[] = VOICE_LANGUAGES.filter((l) => l.code === "en-US" || l.code === "ar-SA");

export const DEFAULT_VOICE_LANGUAGE: VoiceLanguageCode = "en-US";

/** The written language of a voice language: what the coach answers in. */
export function replyLanguageOf(code: VoiceLanguageCode): "en" | "ar" {
  return code.startsWith("ar") ? "ar" : "en";
}

export function isVoiceLanguage(code: string): code is VoiceLanguageCode {
  return (VOICE_LANGUAGE_CODES as string[]).includes(code);
}
