/** Which speech provider answers, per setting and language, and what an unconfigured one says. */
import { describe, expect, it } from "vitest";
import { varsSchema } from "../../env";
import { createSpeechProviders, type SpeechVars, type WorkersAiSpeechBinding } from "./index";

const base: SpeechVars = varsSchema.pick({
  STT_PROVIDER: true,
  WORKERS_AI_STT_MODEL_EN: true,
  WORKERS_AI_STT_MODEL_AR: true,
  TTS_PROVIDER: true,
  WORKERS_AI_TTS_MODEL: true,
  AZURE_SPEECH_KEY: true,
  AZURE_SPEECH_REGION: true,
  AZURE_SPEECH_ENDPOINT: true,
  SPEECH_TIMEOUT_MS: true,
}).parse({});

const mp3 = new Uint8Array([0xff, 0xf3, 9, 9]);

function fakeAi() {
  const models: string[] = [];
  const ai: WorkersAiSpeechBinding = {
    async run(model) {
      models.push(model);
      if (model.includes("aura")) return new Response(mp3).body;
      if (model.includes("nova")) return { results: { channels: [{ alternatives: [{ transcript: "hello" }] }] } };
      return { text: "مرحبا" };
    },
  };
  return { ai, models };
}

function fakeAzureFetch() {
  const urls: string[] = [];
  const fetchStub = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(mp3, { headers: { "Content-Type": "audio/mpeg" } });
  }) as typeof fetch;
  return { fetch: fetchStub, urls };
}

describe("createSpeechProviders", () => {
  it("should default to the browser's recognition and eSpeak NG for every language", async () => {
    const { stt, tts } = createSpeechProviders(base);
    expect(base.STT_PROVIDER).toBe("browser");
    expect(stt).toBeNull();
    expect(tts.name).toBe("espeak");
    for (const language of ["en-US", "ar-SA", "ar-AE"] as const) {
      expect((await tts.synthesize("Hi", { language })).mime).toBe("audio/wav");
    }
  });

  it("should route cloud voices: English to Workers AI, Arabic to Azure at its region", async () => {
    const { ai, models } = fakeAi();
    const azure = fakeAzureFetch();
    const { tts } = createSpeechProviders({ ...base, TTS_PROVIDER: "cloud", AZURE_SPEECH_KEY: "k", AZURE_SPEECH_REGION: "uaenorth" }, { ai, fetch: azure.fetch });
    expect((await tts.synthesize("Hello", { language: "en-US" })).mime).toBe("audio/mpeg");
    expect(models).toEqual(["@cf/deepgram/aura-2-en"]);
    expect(azure.urls).toEqual([]);
    await tts.synthesize("مرحبا", { language: "ar-SA" });
    await tts.synthesize("مرحبا", { language: "ar-AE" });
    expect(azure.urls).toEqual(["https://uaenorth.tts.speech.microsoft.com/cognitiveservices/v1", "https://uaenorth.tts.speech.microsoft.com/cognitiveservices/v1"]);
    expect(models).toHaveLength(1);
  });

  it("should prefer AZURE_SPEECH_ENDPOINT to the region", async () => {
    const azure = fakeAzureFetch();
    const { tts } = createSpeechProviders({ ...base, TTS_PROVIDER: "cloud", AZURE_SPEECH_KEY: "k", AZURE_SPEECH_ENDPOINT: "http://127.0.0.1:9/azure" }, { fetch: azure.fetch });
    await tts.synthesize("مرحبا", { language: "ar-SA" });
    expect(azure.urls).toEqual(["http://127.0.0.1:9/azure/cognitiveservices/v1"]);
  });

  it("should name what is missing when cloud voices are not configured", async () => {
    const { tts } = createSpeechProviders({ ...base, TTS_PROVIDER: "cloud" });
    const arabic = await tts.synthesize("مرحبا", { language: "ar-SA" }).catch((e) => e);
    expect(arabic).toMatchObject({ name: "SpeechProviderError", reason: "not_configured" });
    expect(arabic.message).toContain("TTS_PROVIDER=cloud needs AZURE_SPEECH_KEY and AZURE_SPEECH_REGION for Arabic");
    const english = await tts.synthesize("Hello", { language: "en-US" }).catch((e) => e);
    expect(english).toMatchObject({ reason: "not_configured" });
    expect(english.message).toMatch(/TTS_PROVIDER=cloud needs the AI binding.*for English/);
    // A key without a region (or endpoint) is not enough.
    const keyOnly = createSpeechProviders({ ...base, TTS_PROVIDER: "cloud", AZURE_SPEECH_KEY: "k" }).tts;
    await expect(keyOnly.synthesize("مرحبا", { language: "ar-AE" })).rejects.toMatchObject({ reason: "not_configured" });
  });

  it("should transcribe with Workers AI per language, or say the binding is missing", async () => {
    const { ai, models } = fakeAi();
    const { stt } = createSpeechProviders({ ...base, STT_PROVIDER: "workers-ai" }, { ai });
    const wav = new Uint8Array(44);
    expect(await stt?.transcribe(wav, { language: "en-US" })).toBe("hello");
    expect(await stt?.transcribe(wav, { language: "ar-SA" })).toBe("مرحبا");
    expect(models).toEqual(["@cf/deepgram/nova-3", "@cf/openai/whisper-large-v3-turbo"]);
    const missing = createSpeechProviders({ ...base, STT_PROVIDER: "workers-ai" }).stt;
    const error = await missing?.transcribe(wav, { language: "en-US" }).catch((e) => e);
    expect(error).toMatchObject({ name: "SpeechProviderError", reason: "not_configured" });
    expect(error.message).toContain("STT_PROVIDER=workers-ai needs the AI binding");
  });

  it("should give up after SPEECH_TIMEOUT_MS", async () => {
    const ai: WorkersAiSpeechBinding = { run: () => new Promise(() => {}) };
    const { tts, stt } = createSpeechProviders({ ...base, STT_PROVIDER: "workers-ai", TTS_PROVIDER: "cloud", SPEECH_TIMEOUT_MS: 40 }, { ai });
    await expect(tts.synthesize("Hello", { language: "en-US" })).rejects.toMatchObject({ reason: "timeout", message: expect.stringContaining("40 ms") });
    await expect(stt?.transcribe(new Uint8Array(44), { language: "ar-SA" }) ?? Promise.reject()).rejects.toMatchObject({ reason: "timeout" });
  });
});
