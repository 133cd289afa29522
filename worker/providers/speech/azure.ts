/**
 * Azure Speech's neural voices for Arabic, through its text-to-speech REST API:
 * POST {endpoint}/cognitiveservices/v1 with an SSML body, the resource key in
 * `Ocp-Apim-Subscription-Key` and the audio format in `X-Microsoft-OutputFormat`; the answer's
 * body is the MP3, streamed on as it arrives.
 */
import type { VoiceLanguageCode } from "../../../core/voice/languages";
import { chunksWithinDeadline, withinDeadline } from "./deadline";
import { SpeechProviderError, type SpeechAudio, type TextToSpeech } from "./types";

/** A female neural voice per language (Amal is a woman's name). */
export const AZURE_VOICES: Record<VoiceLanguageCode, string> = {
  "en-US": "en-US-AvaMultilingualNeural",
  "ar-SA": "ar-SA-ZariyahNeural",
  "ar-AE": "ar-AE-FatimaNeural",
};

/** 24 kHz mono MP3 at 48 kbit/s: small, and every browser plays it. */
export const AZURE_OUTPUT_FORMAT = "audio-24khz-48kbitrate-mono-mp3";

export interface AzureSpeechOptions {
  key: string;
  /** Default https://<region>.tts.speech.microsoft.com. */
  endpoint: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The default endpoint of a region, e.g. https://uaenorth.tts.speech.microsoft.com. */
export function azureEndpointFor(region: string): string {
  return `https://${region}.tts.speech.microsoft.com`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The SSML document for one sentence; the text is escaped and stripped of control characters XML forbids. */
export function azureSsml(text: string, language: VoiceLanguageCode): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 refuses.
  const clean = escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, " "));
  return `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${language}"><voice xml:lang="${language}" xml:gender="Female" name="${AZURE_VOICES[language]}">${clean}</voice></speak>`;
}

const STATUS_HINTS: Record<number, string> = {
  400: "the SSML was refused",
  401: "AZURE_SPEECH_KEY was refused (wrong key or region)",
  403: "AZURE_SPEECH_KEY was refused (wrong key or region)",
  429: "too many requests for the resource's tier",
};

/** Arabic (and, if asked, English) text-to-speech through Azure Speech ("azure"); MP3 clips. */
export function azureTextToSpeech(options: AzureSpeechOptions): TextToSpeech {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.endpoint.replace(/\/+$/, "")}/cognitiveservices/v1`;
  const label = "Azure Speech";
  return {
    name: "azure",
    async synthesize(text, { language, signal }): Promise<SpeechAudio> {
      const body = await withinDeadline(label, options.timeoutMs, signal, async (limit) => {
        const response = await doFetch(url, {
          method: "POST",
          headers: {
            "Ocp-Apim-Subscription-Key": options.key,
            "Content-Type": "application/ssml+xml",
            "X-Microsoft-OutputFormat": AZURE_OUTPUT_FORMAT,
            "User-Agent": "amal-voice",
          },
          body: azureSsml(text, language),
          signal: limit,
        });
        if (!response.ok) {
          response.body?.cancel().catch(() => {});
          const hint = STATUS_HINTS[response.status] ?? "the service failed";
          throw new SpeechProviderError(`${label} answered HTTP ${response.status}: ${hint}`, "http");
        }
        if (!response.body) throw new SpeechProviderError(`${label} answered without audio`, "malformed");
        return response.body;
      });
      return { mime: "audio/mpeg", chunks: chunksWithinDeadline(label, options.timeoutMs, signal, body) };
    },
  };
}
