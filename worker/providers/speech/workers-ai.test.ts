/** Workers AI speech models, against a fake `AI` binding that answers like the real one. */
import { describe, expect, it } from "vitest";
import { pcm16ToWav } from "../../../core/voice/wav";
import type { SpeechAudio } from "./types";
import { workersAiSpeechToText, workersAiTextToSpeech, type WorkersAiSpeechBinding } from "./workers-ai";

function fakeAi(answer: (model: string, inputs: Record<string, unknown>) => unknown | Promise<unknown>) {
  const calls: { model: string; inputs: Record<string, unknown> }[] = [];
  const ai: WorkersAiSpeechBinding = {
    async run(model, inputs) {
      calls.push({ model, inputs });
      return answer(model, inputs);
    },
  };
  return { ai, calls };
}

async function bytesOf(audio: SpeechAudio): Promise<number[]> {
  const out: number[] = [];
  for await (const chunk of audio.chunks) out.push(...chunk);
  return out;
}

const mp3 = new Uint8Array([0xff, 0xf3, 0x44, 0xc4]);
const streamOf = (...chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
const wav = pcm16ToWav(new Int16Array(1600), 16000);

describe("Workers AI text-to-speech", () => {
  it("should ask Aura for the sentence with a female voice and stream its MP3", async () => {
    const { ai, calls } = fakeAi(() => streamOf(mp3.subarray(0, 2), mp3.subarray(2)));
    const tts = workersAiTextToSpeech({ ai, model: "@cf/deepgram/aura-2-en", timeoutMs: 1000 });
    const audio = await tts.synthesize("Let's practise your interview.", { language: "en-US" });
    expect(audio.mime).toBe("audio/mpeg");
    expect(await bytesOf(audio)).toEqual([...mp3]);
    expect(calls).toEqual([{ model: "@cf/deepgram/aura-2-en", inputs: { text: "Let's practise your interview.", speaker: "luna", encoding: "mp3" } }]);
  });

  it("should read MeloTTS's base64 MP3", async () => {
    const { ai, calls } = fakeAi(() => ({ audio: btoa(String.fromCharCode(...mp3)) }));
    const tts = workersAiTextToSpeech({ ai, model: "@cf/myshell-ai/melotts", timeoutMs: 1000 });
    expect(await bytesOf(await tts.synthesize("Good luck!", { language: "en-US" }))).toEqual([...mp3]);
    expect(calls[0].inputs).toEqual({ prompt: "Good luck!", lang: "en" });
  });

  it.each([
    ["a chat answer", { response: "hello" }],
    ["audio that is not base64", { audio: "not base64!" }],
    ["nothing", null],
  ])("should refuse %s as malformed", async (_, answer) => {
    const tts = workersAiTextToSpeech({ ai: fakeAi(() => answer).ai, model: "@cf/myshell-ai/melotts", timeoutMs: 1000 });
    await expect(tts.synthesize("Hi", { language: "en-US" })).rejects.toMatchObject({ name: "SpeechProviderError", reason: "malformed" });
  });

  it("should report a failing binding and give up on a silent one", async () => {
    const failing = workersAiTextToSpeech({ ai: fakeAi(() => Promise.reject(new Error("3040: capacity"))).ai, model: "@cf/deepgram/aura-2-en", timeoutMs: 1000 });
    await expect(failing.synthesize("Hi", { language: "en-US" })).rejects.toMatchObject({ reason: "http", message: expect.stringContaining("3040: capacity") });
    const silent = workersAiTextToSpeech({ ai: fakeAi(() => new Promise(() => {})).ai, model: "@cf/deepgram/aura-2-en", timeoutMs: 50 });
    await expect(silent.synthesize("Hi", { language: "en-US" })).rejects.toMatchObject({ reason: "timeout" });
  });
});

describe("Workers AI speech-to-text", () => {
  const models = { en: "@cf/deepgram/nova-3", ar: "@cf/openai/whisper-large-v3-turbo" };

  it("should send English to Nova-3 as a WAV body and read its first alternative", async () => {
    const { ai, calls } = fakeAi(() => ({ results: { channels: [{ alternatives: [{ transcript: " I want to be a data analyst. ", confidence: 0.98 }] }] } }));
    const stt = workersAiSpeechToText({ ai, models, timeoutMs: 1000 });
    expect(await stt.transcribe(wav, { language: "en-US" })).toBe("I want to be a data analyst.");
    expect(calls[0].model).toBe("@cf/deepgram/nova-3");
    const audio = calls[0].inputs.audio as { body: ReadableStream<Uint8Array>; contentType: string };
    expect(audio.contentType).toBe("audio/wav");
    expect(new Uint8Array(await new Response(audio.body).arrayBuffer())).toEqual(wav);
    expect(calls[0].inputs.language).toBe("en");
  });

  it.each(["ar-SA", "ar-AE"] as const)("should send %s to Whisper as base64 with the language and read its text", async (language) => {
    const { ai, calls } = fakeAi(() => ({ text: " أريد أن أصبح محللة بيانات ", word_count: 4 }));
    const stt = workersAiSpeechToText({ ai, models, timeoutMs: 1000 });
    expect(await stt.transcribe(wav, { language })).toBe("أريد أن أصبح محللة بيانات");
    expect(calls[0].model).toBe("@cf/openai/whisper-large-v3-turbo");
    expect(calls[0].inputs).toMatchObject({ language: "ar", task: "transcribe" });
    const decoded = Uint8Array.from(atob(calls[0].inputs.audio as string), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(wav);
  });

  it("should give an empty transcript for silence and refuse an answer without one", async () => {
    const silence = workersAiSpeechToText({ ai: fakeAi(() => ({ text: "" })).ai, models, timeoutMs: 1000 });
    expect(await silence.transcribe(wav, { language: "ar-SA" })).toBe("");
    const odd = workersAiSpeechToText({ ai: fakeAi(() => ({ results: {} })).ai, models, timeoutMs: 1000 });
    await expect(odd.transcribe(wav, { language: "en-US" })).rejects.toMatchObject({ name: "SpeechProviderError", reason: "malformed" });
  });

  it("should give up after the time limit and stop on abort", async () => {
    const seenSignals: AbortSignal[] = [];
    const ai: WorkersAiSpeechBinding = {
      run: (_model, _inputs, options) => {
        if (options?.signal) seenSignals.push(options.signal);
        return new Promise(() => {});
      },
    };
    const stt = workersAiSpeechToText({ ai, models, timeoutMs: 50 });
    await expect(stt.transcribe(wav, { language: "en-US" })).rejects.toMatchObject({ reason: "timeout" });
    expect(seenSignals[0].aborted).toBe(true);
    const controller = new AbortController();
    const pending = workersAiSpeechToText({ ai, models, timeoutMs: 5000 }).transcribe(wav, { language: "en-US", signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ reason: "aborted" });
  });
});
