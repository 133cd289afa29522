/**
 * Chooses the voice chat's speech providers from the environment (see ./types.ts):
 *  - STT_PROVIDER `browser` (default): none on the server; `workers-ai`: the `AI` binding;
 *  - TTS_PROVIDER `espeak` (default): eSpeak NG for every language, offline; `cloud`: Workers AI
 *    for English, Azure Speech for Arabic.
 * Every call gives up after SPEECH_TIMEOUT_MS (reason "timeout") and stops when its signal aborts.
 * A provider that is selected but not configured fails each call with a `not_configured`
 * SpeechProviderError naming the missing setting.
 */
import { replyLanguageOf } from "../../../core/voice/languages";
import type { Vars } from "../../env";
import { azureEndpointFor, azureTextToSpeech } from "./azure";
import { espeakTextToSpeech } from "./espeak";
import { SpeechProviderError, type SpeechProviders, type SpeechToText, type TextToSpeech } from "./types";
import { workersAiSpeechToText, workersAiTextToSpeech, type WorkersAiSpeechBinding } from "./workers-ai";

export { SpeechProviderError, type SpeechAudio, type SpeechProviders, type SpeechToText, type TextToSpeech } from "./types";
export type { WorkersAiSpeechBinding } from "./workers-ai";
export { warmEspeak } from "./espeak";

export type SpeechVars = Pick<
  Vars,
  | "STT_PROVIDER"
  | "WORKERS_AI_STT_MODEL_EN"
  | "WORKERS_AI_STT_MODEL_AR"
  | "TTS_PROVIDER"
  | "WORKERS_AI_TTS_MODEL"
  | "AZURE_SPEECH_KEY"
  | "AZURE_SPEECH_REGION"
  | "AZURE_SPEECH_ENDPOINT"
  | "SPEECH_TIMEOUT_MS"
>;

export interface SpeechDeps {
  /** The Workers AI binding (`env.AI`), present in production only. */
  ai?: WorkersAiSpeechBinding;
  /** For Azure Speech (tests pass a fake of its REST API). */
  fetch?: typeof fetch;
  /** Overrides SPEECH_TIMEOUT_MS (tests). */
  timeoutMs?: number;
}

const NO_AI_BINDING = 'the AI binding (add `ai = { binding = "AI" }` to the environment in wrangler.toml)';

function unconfiguredTts(name: string, problem: string): TextToSpeech {
  return {
    name,
    async synthesize() {
      throw new SpeechProviderError(problem, "not_configured");
    },
  };
}

function unconfiguredStt(name: string, problem: string): SpeechToText {
  return {
    name,
    async transcribe() {
      throw new SpeechProviderError(problem, "not_configured");
    },
  };
}

/** The speech providers for this environment; cheap to call (eSpeak NG loads on its first sentence). */
export function createSpeechProviders(vars: SpeechVars, deps: SpeechDeps = {}): SpeechProviders {
  const timeoutMs = deps.timeoutMs ?? vars.SPEECH_TIMEOUT_MS;

  let stt: SpeechToText | null = null;
  if (vars.STT_PROVIDER === "workers-ai") {
    stt = deps.ai
      ? workersAiSpeechToText({ ai: deps.ai, models: { en: vars.WORKERS_AI_STT_MODEL_EN, ar: vars.WORKERS_AI_STT_MODEL_AR }, timeoutMs })
      : unconfiguredStt("workers-ai", `STT_PROVIDER=workers-ai needs ${NO_AI_BINDING}`);
  }

  if (vars.TTS_PROVIDER === "espeak") return { stt, tts: espeakTextToSpeech({ timeoutMs }) };

  const english = deps.ai
    ? workersAiTextToSpeech({ ai: deps.ai, model: vars.WORKERS_AI_TTS_MODEL, timeoutMs })
    : unconfiguredTts("workers-ai", `TTS_PROVIDER=cloud needs ${NO_AI_BINDING} for English`);
  const endpoint = vars.AZURE_SPEECH_ENDPOINT ?? (vars.AZURE_SPEECH_REGION ? azureEndpointFor(vars.AZURE_SPEECH_REGION) : undefined);
  const arabic =
    vars.AZURE_SPEECH_KEY && endpoint
      ? azureTextToSpeech({ key: vars.AZURE_SPEECH_KEY, endpoint, timeoutMs, fetch: deps.fetch })
      : unconfiguredTts("azure", "TTS_PROVIDER=cloud needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION for Arabic (wrangler secret put AZURE_SPEECH_KEY)");
  return {
    stt,
    tts: {
      name: "cloud",
      synthesize(text, options) {
        return (replyLanguageOf(options.language) === "ar" ? arabic : english).synthesize(text, options);
      },
    },
  };
}
