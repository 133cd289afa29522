/**
 * VoiceRoom: who may connect, a turn from words to speech (with fake speech providers and a
 * scripted coach), sentence pipelining, barge-in, failures, recordings, and the turn landing in
 * the session's text chat.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CoachStreamEvent } from "../core/coach/types";
import { subscribedUser } from "../worker/test/accounts";
import { coachRoom, createCoachSession, gate, newSessionId, openTab, scriptedProvider, send, setRoomProvider } from "../worker/test/coach";
import { fakeStt, fakeTts, openVoiceTab, setVoiceProviders, upgradeToVoiceRoom, voiceRoom } from "../worker/test/voice";
import type { AiProvider } from "../worker/providers/ai/types";
import { VOICE_REFUSALS, voiceRoomName } from "./voice-protocol";

/** A coach that streams `tokens` (waiting for `hold` after the first `holdAfter` of them), or fails there. */
function coach(tokens: string[], options: { hold?: Promise<void>; holdAfter?: number; fail?: Error } = {}) {
  const requests: Parameters<AiProvider["stream"]>[0][] = [];
  const provider: AiProvider = {
    name: "scripted",
    async *stream(request, opts): AsyncGenerator<CoachStreamEvent> {
      requests.push(structuredClone(request));
      for (const [i, text] of tokens.entries()) {
        if (i === (options.holdAfter ?? -1)) {
          if (options.hold) await options.hold;
          if (options.fail) throw options.fail;
        }
        if (opts?.signal?.aborted) return;
        yield { type: "token", text };
      }
      yield { type: "done", text: tokens.join(""), additionalResponse: "", toolsUsed: [], citations: [], intent: "general", language: "en" };
    },
    async generateObject() {
      throw new Error("not used");
    },
  };
  return { provider, requests };
}

async function voiceSession(tokens: string[], options: Parameters<typeof coach>[1] & { stt?: ReturnType<typeof fakeStt>; tts?: ReturnType<typeof fakeTts> } = {}) {
  const user = await subscribedUser();
  const sessionId = await createCoachSession(user.cookie);
  const scripted = coach(tokens, options);
  const tts = options.tts ?? fakeTts();
  await setVoiceProviders(user.id, sessionId, { speech: { stt: options.stt?.stt ?? null, tts: tts.tts }, ai: scripted.provider });
  const page = await openVoiceTab(user.cookie, user.id, sessionId);
  await page.next("ready");
  return { user, sessionId, page, tts, ...scripted };
}

const ANSWER = ["Good question. ", "Start with [SQL Basics](https://example.org/sql) this week. ", "Dr. Ali says 3.5 hours a day is plenty", "."];

describe("VoiceRoom admission (through the worker)", () => {
  it("should refuse a page without a session cookie with 401", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    expect((await upgradeToVoiceRoom(voiceRoomName(owner.id, sessionId))).status).toBe(401);
  });

  it("should refuse a stranger with 403 and a session nobody created with 404", async () => {
    const owner = await subscribedUser();
    const stranger = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    const foreign = await upgradeToVoiceRoom(voiceRoomName(owner.id, sessionId), stranger.cookie);
    expect(foreign.status).toBe(403);
    expect(foreign.webSocket).toBeNull();
    const missing = await upgradeToVoiceRoom(voiceRoomName(owner.id, newSessionId()), owner.cookie);
    expect(missing.status).toBe(404);
  });

  it("should refuse the owner once the subscription has failed", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    await env.DB.prepare("UPDATE subscriptions SET status = 'failed' WHERE user_id = ?").bind(owner.id).run();
    const res = await upgradeToVoiceRoom(voiceRoomName(owner.id, sessionId), owner.cookie);
    expect(res.status).toBe(403);
  });

  it("should greet the owner's page with the three languages and where speech is recognised", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    const page = await openVoiceTab(owner.cookie, owner.id, sessionId);
    expect(await page.next("ready")).toEqual({
      type: "ready",
      languages: [
        { code: "en-US", label: "English (US)" },
        { code: "ar-SA", label: "Arabic" },
        { code: "ar-AE", label: "Arabic (UAE)" },
      ],
      recognition: "browser",
    });
  });
});

describe("VoiceRoom turns", () => {
  it("should answer an utterance sentence by sentence, each with its clip, and end with the text and links", async () => {
    const { page, tts, requests } = await voiceSession(ANSWER);
    page.send({ type: "utterance", turnId: "t1", text: "  Where do I start with data?  ", language: "en-US" });
    const end = await page.next("turn_end");

    expect(page.received.find((e) => e.type === "turn_start")).toEqual({ type: "turn_start", turnId: "t1", text: "Where do I start with data?", language: "en-US" });
    const sentences = page.received.flatMap((e) => (e.type === "sentence" ? [e.text] : []));
    expect(sentences).toEqual(["Good question.", "Start with SQL Basics this week.", "Dr. Ali says 3.5 hours a day is plenty."]);
    // Each sentence spoken once, in order, in one complete clip; the address never reaches the voice.
    expect(page.clips.map((c) => [c.clip, c.text, c.complete])).toEqual(sentences.map((s, i) => [i, `say:en-US:${s}`, true]));
    expect(tts.calls.map((c) => c.text).join(" ")).not.toContain("example.org");
    expect(page.stray()).toBe(0);
    expect(end).toEqual({ type: "turn_end", turnId: "t1", text: sentences.join(" "), links: [{ title: "SQL Basics", url: "https://example.org/sql" }], interrupted: false });
    // The coach was asked for its spoken style.
    expect(requests[0]).toMatchObject({ mode: "chat", style: "spoken", messages: [{ role: "user", content: "Where do I start with data?" }] });
  });

  it("should send the first clip while the rest of the answer is still being written", async () => {
    const held = gate();
    const { page } = await voiceSession(["First sentence here. ", "Second one."], { hold: held.opened, holdAfter: 1 });
    page.send({ type: "utterance", turnId: "t1", text: "Hello", language: "en-US" });
    await page.next("audio_end");
    expect(page.clips).toEqual([{ turnId: "t1", clip: 0, mime: "audio/fake", text: "say:en-US:First sentence here.", complete: true }]);
    expect(page.received.some((e) => e.type === "turn_end")).toBe(false);
    held.open();
    await page.next("turn_end");
    expect(page.clips.map((c) => c.text)).toEqual(["say:en-US:First sentence here.", "say:en-US:Second one."]);
  });

  it("should add the turn to the session's text chat, with the conversation so far as the coach's context", async () => {
    const { user, sessionId, page, requests } = await voiceSession(ANSWER);
    // A typed turn first, through the session's CoachRoom.
    await setRoomProvider(user.id, sessionId, scriptedProvider({ before: ["Typed "], after: ["answer."] }).provider);
    const chat = await openTab(user.cookie, user.id, sessionId);
    await chat.next("snapshot");
    send(chat, "A typed question");
    await chat.next("reply_end");

    page.send({ type: "utterance", turnId: "t1", text: "And by voice?", language: "en-US" });
    await page.next("turn_end");
    expect(requests[0]!.messages).toEqual([
      { role: "user", content: "A typed question" },
      // The typed answer's citations come along, so the spoken follow-up can point at them.
      { role: "assistant", content: "Typed answer.", citations: [{ id: "course-1", kind: "course", title: "Course 1", url: "https://example.org/course-1" }] },
      { role: "user", content: "And by voice?" },
    ]);
    // The open chat tab sees both messages of the voice turn; the transcript keeps them.
    await chat.next("message", 3);
    const transcript = await (await coachRoom(user.id, sessionId)).transcript();
    expect(transcript.slice(2).map((m) => [m.type, m.kind, m.text])).toEqual([
      ["human", "voice", "And by voice?"],
      ["ai", "voice", ANSWER.join("")],
    ]);
  });

  it("should stop speaking when the user speaks over Amal, and keep the turn as far as it was written", async () => {
    const held = gate();
    const { user, sessionId, page } = await voiceSession(["Let me explain. ", "Point two.", " Point three."], { hold: held.opened, holdAfter: 1 });
    page.send({ type: "utterance", turnId: "t1", text: "Explain", language: "en-US" });
    await page.next("audio_end");
    page.send({ type: "cancel", turnId: "t1" });
    const end = await page.next("turn_end");
    expect(end).toMatchObject({ turnId: "t1", interrupted: true, text: "Let me explain." });
    held.open();
    // Nothing more is spoken for the cut-short turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.clips).toHaveLength(1);
    const transcript = await (await coachRoom(user.id, sessionId)).transcript();
    expect(transcript.map((m) => m.text)).toEqual(["Explain", "Let me explain. …"]);
  });

  it("should start the new turn at once when the page speaks again mid-answer", async () => {
    const held = gate();
    const { page } = await voiceSession(["One. ", "Two."], { hold: held.opened, holdAfter: 1 });
    page.send({ type: "utterance", turnId: "t1", text: "First", language: "en-US" });
    await page.next("audio_end");
    held.open();
    page.send({ type: "utterance", turnId: "t2", text: "Second", language: "en-US" });
    await page.until((events) => events.some((e) => e.type === "turn_end" && e.turnId === "t2"));
    const ends = page.received.filter((e) => e.type === "turn_end");
    expect(ends.find((e) => e.turnId === "t1")).toMatchObject({ interrupted: true });
    expect(ends.find((e) => e.turnId === "t2")).toMatchObject({ interrupted: false, text: "One. Two." });
  });

  it("should keep another page's turn going and refuse this page's until it ends", async () => {
    const held = gate();
    const { user, sessionId, page } = await voiceSession(["One. ", "Two."], { hold: held.opened, holdAfter: 1 });
    const other = await openVoiceTab(user.cookie, user.id, sessionId);
    await other.next("ready");
    page.send({ type: "utterance", turnId: "t1", text: "First", language: "en-US" });
    await page.next("audio_end");
    other.send({ type: "utterance", turnId: "o1", text: "Mine", language: "en-US" });
    expect(await other.next("refused")).toEqual({ type: "refused", reason: VOICE_REFUSALS.busy, turnId: "o1" });
    held.open();
    expect(await page.next("turn_end")).toMatchObject({ interrupted: false });
  });

  it("should end a failed turn with a spoken and written apology in the turn's language, storing nothing", async () => {
    const { user, sessionId, page } = await voiceSession(["واحد. ", "اثنان."], { holdAfter: 1, fail: new Error("model down") });
    page.send({ type: "utterance", turnId: "t1", text: "مرحبا", language: "ar-SA" });
    const error = await page.next("turn_error");
    expect(error.message).toBe("عذرًا، لم أستطع الإجابة الآن. حاول مرة أخرى من فضلك.");
    await page.until(() => page.clips.some((c) => c.text === `say:ar-SA:${error.message}` && c.complete), "the apology's clip");
    expect(page.received.some((e) => e.type === "turn_end")).toBe(false);
    expect(await (await coachRoom(user.id, sessionId)).transcript()).toEqual([]);
  });

  it("should fail the turn when the voice fails mid-answer", async () => {
    const { user, sessionId, page } = await voiceSession(["Fine. ", "Broken sentence."], { tts: fakeTts({ failOn: /Broken/ }) });
    page.send({ type: "utterance", turnId: "t1", text: "Hi", language: "en-US" });
    expect((await page.next("turn_error")).message).toBe("Sorry, I could not answer just now. Please try again.");
    expect(await (await coachRoom(user.id, sessionId)).transcript()).toEqual([]);
  });

  it("should speak a long answer only so far and say the rest is in the chat", async () => {
    const long = Array.from({ length: 14 }, (_, i) => `Sentence number ${i + 1} is here. `);
    const { page } = await voiceSession(long);
    page.send({ type: "utterance", turnId: "t1", text: "Tell me everything", language: "en-US" });
    const end = await page.next("turn_end");
    const spoken = page.clips.map((c) => c.text);
    expect(spoken.length).toBeLessThan(long.length);
    expect(spoken.at(-1)).toBe("say:en-US:The rest is written in the chat.");
    // The bubble still gets the whole answer.
    expect(end.text).toBe(long.map((s) => s.trim()).join(" "));
  });

  it("should refuse empty, too long and unreadable messages", async () => {
    const { page } = await voiceSession(["Hi."]);
    page.send({ type: "utterance", turnId: "e", text: "   ", language: "en-US" });
    page.send({ type: "utterance", turnId: "l", text: "x".repeat(2001), language: "en-US" });
    page.sendRaw("{not json");
    page.sendRaw(JSON.stringify({ type: "utterance", turnId: "k", text: "Hi", language: "fr-FR" }));
    await page.next("refused", 4);
    expect(page.received.filter((e) => e.type === "refused")).toEqual([
      { type: "refused", reason: VOICE_REFUSALS.empty, turnId: "e" },
      { type: "refused", reason: VOICE_REFUSALS.tooLong, turnId: "l" },
      { type: "refused", reason: VOICE_REFUSALS.malformed },
      { type: "refused", reason: VOICE_REFUSALS.malformed },
    ]);
  });

  it("should refuse audio when the page's own speech recognition is expected", async () => {
    const { page } = await voiceSession(["Hi."]);
    page.send({ type: "audio_start", turnId: "a", language: "en-US", sampleRate: 16000 });
    expect(await page.next("refused")).toEqual({ type: "refused", reason: VOICE_REFUSALS.browserRecognition, turnId: "a" });
  });
});

describe("VoiceRoom recordings (server speech recognition)", () => {
  const pcm = (samples: number) => new Int16Array(Array.from({ length: samples }, (_, i) => Math.round(Math.sin(i / 8) * 8000)));

  it("should transcribe the recording as a WAV file and answer the transcript", async () => {
    const stt = fakeStt("How do I become a data analyst?");
    const { page } = await voiceSession(["Learn SQL first."], { stt });
    expect(page.received[0]).toMatchObject({ type: "ready", recognition: "server" });
    page.send({ type: "audio_start", turnId: "r1", language: "ar-AE", sampleRate: 16000 });
    const audio = pcm(3200);
    page.sendRaw(audio.subarray(0, 1600));
    page.sendRaw(audio.subarray(1600));
    page.send({ type: "audio_end", turnId: "r1", reply: true });
    expect(await page.next("transcript")).toEqual({ type: "transcript", turnId: "r1", text: "How do I become a data analyst?", final: true });
    expect(await page.next("turn_end")).toMatchObject({ turnId: "r1", text: "Learn SQL first." });
    const { wav, language } = stt.heard[0]!;
    expect(language).toBe("ar-AE");
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe("RIFF");
    expect(view.getUint32(24, true)).toBe(16000);
    expect(wav.byteLength).toBe(44 + audio.byteLength);
    expect(new Int16Array(wav.slice(44).buffer)).toEqual(audio);
  });

  it("should give the transcript only, without `reply`, so the page can show it before sending", async () => {
    const stt = fakeStt("Just listen");
    const { page, requests } = await voiceSession(["Hi."], { stt });
    page.send({ type: "audio_start", turnId: "r1", language: "en-US", sampleRate: 16000 });
    page.sendRaw(pcm(800));
    page.send({ type: "audio_end", turnId: "r1" });
    await page.next("transcript");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    expect(page.received.some((e) => e.type === "turn_start")).toBe(false);
  });

  it("should refuse a recording over the limit, and an end without a start", async () => {
    const { page } = await voiceSession(["Hi."], { stt: fakeStt("x") });
    page.send({ type: "audio_end", turnId: "none" });
    expect(await page.next("refused")).toEqual({ type: "refused", reason: VOICE_REFUSALS.noRecording, turnId: "none" });
    page.send({ type: "audio_start", turnId: "big", language: "en-US", sampleRate: 16000 });
    page.sendRaw(new Uint8Array(64 * 1024 + 2));
    expect(await page.next("refused", 2)).toEqual({ type: "refused", reason: VOICE_REFUSALS.recordingTooLong, turnId: "big" });
  });

  it("should apologise, spoken and written, when transcription fails", async () => {
    const { page, requests } = await voiceSession(["Hi."], { stt: fakeStt("", { fail: true }) });
    page.send({ type: "audio_start", turnId: "r1", language: "en-US", sampleRate: 16000 });
    page.sendRaw(pcm(800));
    page.send({ type: "audio_end", turnId: "r1", reply: true });
    expect((await page.next("turn_error")).message).toBe("Sorry, I could not answer just now. Please try again.");
    expect(requests).toHaveLength(0);
  });
});

describe("VoiceRoom sockets follow the auth session", () => {
  it("should close the page when the worker says the session ended", async () => {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    const page = await openVoiceTab(owner.cookie, owner.id, sessionId);
    await page.next("ready");
    const closedCount = await (await voiceRoom(owner.id, sessionId)).closeForUser("passwordChanged");
    expect(closedCount).toBe(1);
    expect(await page.closed).toEqual({ code: 4002, reason: "Your password was changed. Please log in again." });
  });
});
