/**
 * Voice-room fixtures for worker tests: sockets opened through the worker's entry that collect
 * the room's events and the binary frames of each clip, and speech providers of known behaviour.
 */
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { expect, vi } from "vitest";
import type { VoiceLanguageCode } from "../../core/voice/languages";
import { ROOMS } from "../../party/protocol";
import type { VoiceRoom } from "../../party/VoiceRoom";
import { voiceRoomName, voiceServerEventSchema, type VoiceClientMessage, type VoiceServerEvent } from "../../party/voice-protocol";
import type { AiProvider } from "../providers/ai/types";
import { SpeechProviderError, type SpeechAudio, type SpeechProviders, type SpeechToText, type TextToSpeech } from "../providers/speech/types";
import { call } from "./http";

export function voiceRoom(userId: string, sessionId: string) {
  return getServerByName(env.VoiceRoom, voiceRoomName(userId, sessionId));
}

export function upgradeToVoiceRoom(roomName: string, cookie?: string) {
  return call(`/parties/${ROOMS.voiceRoom}/${roomName}`, { headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}) } });
}

/** A clip as the page assembles it: its MIME type and its bytes as text (the fakes speak text). */
export interface HeardClip {
  turnId: string;
  clip: number;
  mime: string;
  text: string;
  complete: boolean;
}

export type VoiceTab = Awaited<ReturnType<typeof openVoiceTab>>;

/** An open voice page: its events (each must fit the schema), the clips it heard, `send`. */
export async function openVoiceTab(cookie: string, userId: string, sessionId: string) {
  const res = await upgradeToVoiceRoom(voiceRoomName(userId, sessionId), cookie);
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  // As the page reads them: bytes in hand, in order (a Blob would need an await per frame).
  socket.binaryType = "arraybuffer";
  const received: VoiceServerEvent[] = [];
  const unreadable: string[] = [];
  const clips: HeardClip[] = [];
  /** Binary frames that arrived outside a clip. */
  let stray = 0;
  const decoder = new TextDecoder();
  socket.addEventListener("message", (event) => {
    if (typeof event.data !== "string") {
      const open = clips.at(-1);
      if (!open || open.complete) stray++;
      else open.text += decoder.decode(new Uint8Array(event.data as ArrayBuffer));
      return;
    }
    const json = JSON.parse(event.data);
    if (!voiceServerEventSchema.safeParse(json).success) unreadable.push(event.data);
    received.push(json);
    if (json.type === "audio_start") clips.push({ turnId: json.turnId, clip: json.clip, mime: json.mime, text: "", complete: false });
    if (json.type === "audio_end") {
      const clip = clips.find((c) => c.turnId === json.turnId && c.clip === json.clip);
      if (clip) clip.complete = true;
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  socket.accept();

  const until = (done: (events: VoiceServerEvent[]) => boolean, what = "the expected events") =>
    vi.waitFor(
      () => {
        expect(unreadable, "events that do not fit voiceServerEventSchema").toEqual([]);
        if (!done(received)) throw new Error(`Waited for ${what}; received ${JSON.stringify(received).slice(0, 2000)}`);
        return received;
      },
      { timeout: 5_000, interval: 10 },
    );

  return {
    socket,
    received,
    clips,
    closed,
    stray: () => stray,
    until,
    async next<T extends VoiceServerEvent["type"]>(type: T, count = 1): Promise<Extract<VoiceServerEvent, { type: T }>> {
      const events = await until((all) => all.filter((e) => e.type === type).length >= count, `${count} × ${type}`);
      return events.filter((e) => e.type === type)[count - 1] as Extract<VoiceServerEvent, { type: T }>;
    },
    send(message: VoiceClientMessage) {
      socket.send(JSON.stringify(message));
    },
    sendRaw(frame: string | ArrayBuffer | ArrayBufferView) {
      socket.send(frame);
    },
    close() {
      socket.close(1000, "page closed");
    },
  };
}

/** A text-to-speech that "speaks" each sentence as the bytes of `say:<language>:<text>`, after `delayMs`. */
export function fakeTts(options: { delayMs?: number; failOn?: RegExp } = {}) {
  const calls: { text: string; language: VoiceLanguageCode }[] = [];
  const encoder = new TextEncoder();
  const tts: TextToSpeech = {
    name: "fake",
    async synthesize(text, { language, signal }): Promise<SpeechAudio> {
      calls.push({ text, language });
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (signal?.aborted) throw new SpeechProviderError("aborted", "aborted");
      if (options.failOn?.test(text)) throw new SpeechProviderError("the fake voice refused", "http");
      const bytes = encoder.encode(`say:${language}:${text}`);
      return {
        mime: "audio/fake",
        chunks: (async function* () {
          // Two chunks, so a clip arrives in more than one frame.
          yield bytes.subarray(0, 4);
          yield bytes.subarray(4);
        })(),
      };
    },
  };
  return { tts, calls };
}

/** A speech-to-text that hears `text` in any recording, and keeps what it was given. */
export function fakeStt(text: string, options: { fail?: boolean } = {}) {
  const heard: { wav: Uint8Array; language: VoiceLanguageCode }[] = [];
  const stt: SpeechToText = {
    name: "fake",
    async transcribe(wav, { language }) {
      heard.push({ wav, language });
      if (options.fail) throw new SpeechProviderError("the fake ear failed", "http");
      return text;
    },
  };
  return { stt, heard };
}

/** Gives the session's voice room these providers (before a page connects, so `ready` reflects them). */
export async function setVoiceProviders(userId: string, sessionId: string, providers: { speech: SpeechProviders; ai?: AiProvider }) {
  const { runInDurableObject } = await import("cloudflare:test");
  await runInDurableObject(await voiceRoom(userId, sessionId), (room: VoiceRoom) => {
    room.speech = providers.speech;
    if (providers.ai) room.provider = providers.ai;
  });
}
