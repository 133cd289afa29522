/**
 * The voice pipeline's latency inside workerd (run by bench/voice.mjs, not by the test suite):
 * a real VoiceRoom behind the worker's socket route, with providers of fixed, known latency —
 * speech-to-text 150 ms, the coach's first token 200 ms, text-to-speech's first byte 100 ms.
 * Each turn streams a recording, ends it (`audio_end` with `reply`), and times the first audio
 * byte reaching the page's socket. The pipeline's own overhead is that time minus the providers'
 * 450 ms. Prints one `BENCH {json}` line.
 */
import { expect, it } from "vitest";
import type { CoachStreamEvent } from "../core/coach/types";
import { subscribedUser } from "../worker/test/accounts";
import { createCoachSession } from "../worker/test/coach";
import { openVoiceTab, setVoiceProviders } from "../worker/test/voice";
import type { AiProvider } from "../worker/providers/ai/types";
import type { SpeechToText, TextToSpeech } from "../worker/providers/speech/types";

const STT_MS = 150;
const FIRST_TOKEN_MS = 200;
const TTS_FIRST_BYTE_MS = 100;
const TURNS = Number(process.env.VOICE_TURNS ?? 100);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stt: SpeechToText = {
  name: "fixed",
  async transcribe() {
    await sleep(STT_MS);
    return "How do I move from accounting to data analysis?";
  },
};

const tts: TextToSpeech = {
  name: "fixed",
  async synthesize(text) {
    await sleep(TTS_FIRST_BYTE_MS);
    const bytes = new Uint8Array(4096 + text.length);
    return {
      mime: "audio/wav",
      chunks: (async function* () {
        yield bytes.subarray(0, 1024);
        await sleep(5);
        yield bytes.subarray(1024);
      })(),
    };
  },
};

// The first token carries a whole first sentence, so the time to it is the model's alone.
const ANSWER = ["Start with SQL. ", "Then ", "learn ", "Power ", "BI ", "and ", "build ", "two ", "projects. ", "Share ", "them."];

const coach: AiProvider = {
  name: "fixed",
  async *stream(): AsyncGenerator<CoachStreamEvent> {
    await sleep(FIRST_TOKEN_MS);
    for (const text of ANSWER) {
      yield { type: "token", text };
      await sleep(10);
    }
    yield { type: "done", text: ANSWER.join(""), additionalResponse: "", toolsUsed: [], citations: [], intent: "general", language: "en" };
  },
  async generateObject() {
    throw new Error("not used");
  },
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

it(`measures end of speech → first audio byte over ${TURNS} turns`, { timeout: 600_000 }, async () => {
  const user = await subscribedUser();
  const sessionId = await createCoachSession(user.cookie);
  await setVoiceProviders(user.id, sessionId, { speech: { stt, tts }, ai: coach });
  const page = await openVoiceTab(user.cookie, user.id, sessionId);
  await page.next("ready");
  const pcm = new Int16Array(16000); // one second of a recording
  const firstAudio: number[] = [];
  const whole: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    const turnId = `t${turn}`;
    page.send({ type: "audio_start", turnId, language: "en-US", sampleRate: 16000 });
    for (let at = 0; at < pcm.length; at += 8000) page.sendRaw(pcm.subarray(at, at + 8000));
    const firstByte = new Promise<number>((resolve) => {
      const onFrame = (event: MessageEvent) => {
        if (typeof event.data === "string") return;
        page.socket.removeEventListener("message", onFrame);
        resolve(performance.now());
      };
      page.socket.addEventListener("message", onFrame);
    });
    const endOfSpeech = performance.now();
    page.send({ type: "audio_end", turnId, reply: true });
    firstAudio.push((await firstByte) - endOfSpeech);
    await page.until((events) => events.some((e) => e.type === "turn_end" && e.turnId === turnId), `turn ${turnId}`);
    whole.push(performance.now() - endOfSpeech);
  }
  const providers = STT_MS + FIRST_TOKEN_MS + TTS_FIRST_BYTE_MS;
  const overhead = firstAudio.map((ms) => ms - providers);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const result = {
    turns: TURNS,
    providersMs: { stt: STT_MS, firstToken: FIRST_TOKEN_MS, ttsFirstByte: TTS_FIRST_BYTE_MS, sum: providers },
    firstAudioMs: { p50: round(percentile(firstAudio, 50)), p95: round(percentile(firstAudio, 95)), max: round(Math.max(...firstAudio)) },
    overheadMs: { p50: round(percentile(overhead, 50)), p95: round(percentile(overhead, 95)), max: round(Math.max(...overhead)) },
    turnEndMs: { p50: round(percentile(whole, 50)), p95: round(percentile(whole, 95)) },
  };
  console.log(`BENCH ${JSON.stringify(result)}`);
  expect(firstAudio).toHaveLength(TURNS);
});
