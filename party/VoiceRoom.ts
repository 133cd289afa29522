/**
 * VoiceRoom — the voice chat of one coaching session, named `<userId>:<sessionId>` like the
 * session's CoachRoom. It holds the turn in progress and the recording being made; the words of
 * every finished turn go to the CoachRoom, so voice turns show in the session's text chat and the
 * coach answers a voice turn knowing the whole conversation, typed or spoken.
 *
 * A turn: the user's words arrive as text (`utterance`), or as audio the room transcribes
 * (`audio_start`, binary frames, `audio_end`; STT_PROVIDER=workers-ai). The coach answers in its
 * spoken style; the answer is cut into sentences as it streams (core/voice/sentences.ts), and each
 * sentence goes to text-to-speech as soon as it is complete, its audio sent to the page while the
 * next is synthesised — the first audio leaves after the first sentence, not after the whole
 * answer. Clips go out in order, each as `audio_start`, binary frames, `audio_end`.
 *
 * Barge-in: a `cancel`, or a new utterance or recording from the same page, ends the turn being
 * spoken where it is (no more audio for it) and the turn is recorded as far as it was written.
 * A provider failure ends the turn with a spoken and written "try again" in the turn's language,
 * and nothing of it is stored.
 *
 * Sockets follow their auth session and the owner's subscription, as in the other rooms
 * (./room-access.ts). Wire shapes: ./voice-protocol.ts; see docs/api/voice.md and ADR 015.
 */
import { type Connection, type ConnectionContext, getServerByName, Server } from "partyserver";
import type { CoachProfile, CoachRequest, CoachStreamEvent } from "../core/coach/types";
import { replyLanguageOf, VOICE_LANGUAGES, type VoiceLanguageCode } from "../core/voice/languages";
import { createSentenceSplitter } from "../core/voice/sentences";
import { type SpokenLink, spokenBudget, spokenSentence, voicePhrase } from "../core/voice/spoken";
import { pcm16ToWav } from "../core/voice/wav";
import { database } from "../worker/db/client";
import { readVars } from "../worker/env";
import { aiBudget, BUDGET_NOTICE_KEY, RoomAiBudget, type AiBudget } from "../worker/lib/ai-budget";
import { type AiProvider, createAiProvider, warmLocalCoach } from "../worker/providers/ai";
import { sharedCatalogue } from "../worker/db/course-catalogue-cache";
import { loadCoachProfile } from "../worker/providers/ai/profile";
import { createSpeechProviders, warmEspeak } from "../worker/providers/speech";
import type { SpeechAudio, SpeechProviders } from "../worker/providers/speech/types";
import { readFrame, SESSION_UNCHECKED_MESSAGE, type RoomCloseCause } from "./protocol";
import { RoomAccess } from "./room-access";
import { subscribedAccess } from "./subscribed-access";
import { VOICE_LIMITS, VOICE_REFUSALS, voiceClientMessageSchema, type VoiceServerEvent } from "./voice-protocol";

/** How long a profile read from D1 serves turns (as in the CoachRoom). */
const PROFILE_TTL_MS = 60_000;

type Done = Extract<CoachStreamEvent, { type: "done" }>;

/** What a race against a turn's end gives when the turn ended first. */
const ENDED = Symbol("ended");

interface Turn {
  id: string;
  connection: Connection;
  /** Aborted when the turn ends early: cancelled by the user, the page gone, or a provider failed. */
  controller: AbortController;
  /** Set when the user cut the turn short (as opposed to a failure). */
  cancelled: boolean;
}

interface Recording {
  turnId: string;
  connection: Connection;
  language: VoiceLanguageCode;
  sampleRate: number;
  chunks: Uint8Array[];
  bytes: number;
}

const frameBytes = (raw: ArrayBuffer | ArrayBufferView): Uint8Array =>
  raw instanceof ArrayBuffer ? new Uint8Array(raw) : new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);

export class VoiceRoom extends Server {
  static options = { hibernate: true };

  /** The coach's provider and the speech providers, from the environment on first use (tests may set them). */
  provider: AiProvider | null = null;
  speech: SpeechProviders | null = null;
  /** The owner's daily budget of model-backed replies (shared with the chat), and the local engine that answers once it is spent (tests may set both). */
  aiBudget: AiBudget | null = null;
  fallbackProvider: AiProvider | null = null;

  private turn: Turn | null = null;
  private recording: Recording | null = null;
  private profile: { loaded: Promise<CoachProfile | null>; at: number } | null = null;
  private readonly access = new RoomAccess(
    this,
    (sessions, now) => subscribedAccess(this.env.DB, this.owner.userId)(sessions, now),
    (message, error) => this.log(message, error),
  );
  private readonly budget = new RoomAiBudget({
    budget: () => (this.aiBudget ??= aiBudget({ db: database(this.env.DB), limit: readVars(this.env).AI_DAILY_BUDGET })),
    fallback: () => (this.fallbackProvider ??= createAiProvider({ ...readVars(this.env), AI_PROVIDER: "local" }, { courses: sharedCatalogue(this.env.DB) })),
    log: (message, error) => this.log(message, error),
    noticeDay: { get: () => this.ctx.storage.kv.get<string>(BUDGET_NOTICE_KEY), set: (day) => this.ctx.storage.kv.put(BUDGET_NOTICE_KEY, day) },
  });

  private get owner() {
    const at = this.name.indexOf(":");
    return { userId: this.name.slice(0, at), sessionId: this.name.slice(at + 1) };
  }

  onStart() {
    if (readVars(this.env).AI_PROVIDER === "local") warmLocalCoach();
  }

  private speechProviders(): SpeechProviders {
    this.speech ??= createSpeechProviders(readVars(this.env), { ai: this.env.AI });
    return this.speech;
  }

  private aiProvider(): AiProvider {
    // The course tools search the app's catalogue (held in memory), as the Course Search page does.
    this.provider ??= createAiProvider(readVars(this.env), { ai: this.env.AI, courses: sharedCatalogue(this.env.DB) });
    return this.provider;
  }

  private send(connection: Connection, event: VoiceServerEvent) {
    connection.send(JSON.stringify(event));
  }

  private refuse(connection: Connection, reason: string, turnId?: string) {
    this.send(connection, { type: "refused", reason, ...(turnId ? { turnId } : {}) });
  }

  // ——— connections

  onConnect(connection: Connection, ctx: ConnectionContext) {
    if (!this.access.admit(connection, ctx)) return;
    this.prefetchProfile();
    // The offline voice's engine loads in a few hundred milliseconds: better while the page connects than in the first sentence.
    if (readVars(this.env).TTS_PROVIDER === "espeak" && !this.speech) this.ctx.waitUntil(warmEspeak());
    this.send(connection, {
      type: "ready",
      languages: VOICE_LANGUAGES.map((l) => ({ ...l })),
      recognition: this.speechProviders().stt ? "server" : "browser",
    });
  }

  onClose(connection: Connection) {
    // The page is gone: nobody hears the rest of its turn.
    if (this.turn?.connection.id === connection.id) this.cancelTurn();
    if (this.recording?.connection.id === connection.id) this.recording = null;
  }

  async onMessage(connection: Connection, raw: string | ArrayBuffer | ArrayBufferView) {
    const verdict = await this.access.allows(connection);
    if (verdict === "closed") return;
    if (typeof raw !== "string") {
      if (verdict === "go") this.addAudio(connection, frameBytes(raw));
      return;
    }
    const parsed = voiceClientMessageSchema.safeParse(readFrame(raw));
    if (!parsed.success) return this.refuse(connection, VOICE_REFUSALS.malformed);
    const message = parsed.data;
    const turnId = "turnId" in message ? message.turnId : undefined;
    if (verdict === "unchecked") return this.refuse(connection, SESSION_UNCHECKED_MESSAGE, turnId);

    switch (message.type) {
      case "ping":
        return this.send(connection, { type: "pong" });
      case "cancel":
        if (this.turn?.connection.id === connection.id && (!message.turnId || message.turnId === this.turn.id)) this.cancelTurn();
        return;
      case "utterance": {
        const text = message.text.trim();
        if (!text) return this.refuse(connection, VOICE_REFUSALS.empty, message.turnId);
        if (text.length > VOICE_LIMITS.maxUtteranceChars) return this.refuse(connection, VOICE_REFUSALS.tooLong, message.turnId);
        if (!this.takeTurn(connection, message.turnId)) return;
        return this.runTurn(connection, message.turnId, text, message.language);
      }
      case "audio_start": {
        if (!this.speechProviders().stt) return this.refuse(connection, VOICE_REFUSALS.browserRecognition, message.turnId);
        if (!this.takeTurn(connection, message.turnId)) return;
        this.prefetchProfile();
        this.recording = { turnId: message.turnId, connection, language: message.language, sampleRate: message.sampleRate, chunks: [], bytes: 0 };
        return;
      }
      case "audio_end":
        return this.finishRecording(connection, message.turnId, message.reply === true);
    }
  }

  /**
   * Whether this page may start a turn now: a turn of its own still being spoken is cut short
   * (barge-in); another page's turn makes this one wait.
   */
  private takeTurn(connection: Connection, turnId: string): boolean {
    const other = this.turn ?? (this.recording && { connection: this.recording.connection });
    if (other && other.connection.id !== connection.id && other.connection.readyState === WebSocket.OPEN) {
      this.refuse(connection, VOICE_REFUSALS.busy, turnId);
      return false;
    }
    if (this.turn) this.cancelTurn();
    this.recording = null;
    return true;
  }

  private cancelTurn() {
    const turn = this.turn;
    if (!turn) return;
    turn.cancelled = true;
    turn.controller.abort();
    this.turn = null;
  }

  // ——— recordings (STT_PROVIDER=workers-ai)

  private addAudio(connection: Connection, frame: Uint8Array) {
    const recording = this.recording;
    if (!recording || recording.connection.id !== connection.id) return;
    const limit = VOICE_LIMITS.maxAudioSeconds * recording.sampleRate * 2;
    if (frame.byteLength > VOICE_LIMITS.maxFrameBytes || recording.bytes + frame.byteLength > limit) {
      this.recording = null;
      return this.refuse(connection, VOICE_REFUSALS.recordingTooLong, recording.turnId);
    }
    recording.chunks.push(frame.slice());
    recording.bytes += frame.byteLength;
  }

  private async finishRecording(connection: Connection, turnId: string, reply: boolean) {
    const recording = this.recording;
    if (!recording || recording.connection.id !== connection.id || recording.turnId !== turnId) {
      return this.refuse(connection, VOICE_REFUSALS.noRecording, turnId);
    }
    this.recording = null;
    const pcm = new Uint8Array(recording.bytes - (recording.bytes % 2));
    let at = 0;
    for (const chunk of recording.chunks) {
      const part = chunk.subarray(0, Math.min(chunk.byteLength, pcm.byteLength - at));
      pcm.set(part, at);
      at += part.byteLength;
    }
    const samples = new Int16Array(pcm.buffer, 0, pcm.byteLength / 2);
    let text: string;
    try {
      text = (await this.speechProviders().stt!.transcribe(pcm16ToWav(samples, recording.sampleRate), { language: recording.language })).trim();
    } catch (error) {
      this.log(`transcribing turn ${turnId} failed`, error);
      return this.failTurn(connection, turnId, recording.language, 0);
    }
    this.send(connection, { type: "transcript", turnId, text, final: true });
    if (!text) return this.refuse(connection, VOICE_REFUSALS.empty, turnId);
    if (reply && this.takeTurn(connection, turnId)) await this.runTurn(connection, turnId, text, recording.language);
  }

  // ——— turns

  private async runTurn(connection: Connection, turnId: string, said: string, language: VoiceLanguageCode) {
    const saidAt = new Date().toISOString();
    const turn: Turn = { id: turnId, connection, controller: new AbortController(), cancelled: false };
    const { signal } = turn.controller;
    const ended = new Promise<typeof ENDED>((resolve) => signal.addEventListener("abort", () => resolve(ENDED), { once: true }));
    this.turn = turn;
    this.send(connection, { type: "turn_start", turnId, text: said, language });

    const { tts } = this.speechProviders();
    const splitter = createSentenceSplitter();
    const budget = spokenBudget();
    const shown: string[] = [];
    const links: SpokenLink[] = [];
    let sentences = 0;
    let clips = 0;
    let restSaid = false;
    let written = "";
    /** The budget notice before the answer, when there is one. */
    let lead = "";
    let done: Done | null = null;
    let failure: unknown = null;
    /** Clips go out in order: each waits for the one before, while later ones synthesise. */
    let speaking: Promise<void> = Promise.resolve();

    const speak = (text: string) => {
      const clip = clips++;
      const audio = tts.synthesize(text, { language, signal });
      audio.catch(() => {}); // its failure is handled when its turn to be sent comes
      speaking = speaking.then(() =>
        this.sendClip(turn, clip, audio).catch((error: unknown) => {
          if (signal.aborted) return;
          failure = error;
          turn.controller.abort();
        }),
      );
    };

    const onSentence = (raw: string) => {
      const sentence = spokenSentence(raw);
      for (const link of sentence.links) if (!links.some((l) => l.url === link.url)) links.push(link);
      if (!sentence.text) return;
      shown.push(sentence.text);
      if (restSaid) return;
      if (!budget.allows(sentence.text)) {
        restSaid = true;
        speak(voicePhrase("rest", language));
        return;
      }
      this.send(connection, { type: "sentence", turnId, index: sentences++, text: sentence.text });
      speak(sentence.text);
    };

    try {
      const [messages, profile, { provider, notice }] = await Promise.all([
        this.coachRoom().then((room) => room.recentTurns()),
        this.loadProfile(),
        this.budget.providerFor(this.owner.userId, this.aiProvider(), replyLanguageOf(language), { request: { mode: "chat", messages: [{ role: "user", content: said }] } }),
      ]);
      if (!profile) throw new Error("the session's owner no longer exists");
      // Past the daily budget the local engine answers, and its first answer here says (and speaks) why.
      if (notice) {
        lead = `${notice}\n\n`;
        written += lead;
        for (const sentence of splitter.push(lead)) onSentence(sentence);
      }
      const request: CoachRequest = {
        mode: "chat",
        messages: [...messages, { role: "user", content: said }],
        profile,
        today: saidAt.slice(0, 10),
        style: "spoken",
      };
      // Read until the answer ends or the turn does: a provider that does not heed the signal
      // at once must not keep a cut-short turn open.
      const events = provider.stream(request, { signal })[Symbol.asyncIterator]();
      while (true) {
        const next = await Promise.race([events.next(), ended]);
        if (next === ENDED) {
          events.return?.().catch(() => {});
          break;
        }
        if (next.done) break;
        const event = next.value;
        if (event.type === "token") {
          written += event.text;
          for (const sentence of splitter.push(event.text)) onSentence(sentence);
        } else if (event.type === "done") {
          done = event;
        }
      }
      if (!signal.aborted) {
        if (!done) throw new Error("the provider's stream ended without its final event");
        for (const sentence of splitter.flush()) onSentence(sentence);
      }
      await Promise.race([speaking, ended]);
    } catch (error) {
      if (!signal.aborted || !turn.cancelled) failure ??= error;
    }

    if (this.turn === turn) this.turn = null;
    if (failure && !turn.cancelled) {
      this.log(`turn ${turnId} failed`, failure);
      turn.controller.abort();
      return this.failTurn(connection, turnId, language, clips);
    }

    const interrupted = turn.cancelled || !done;
    if (connection.readyState === WebSocket.OPEN) {
      this.send(connection, { type: "turn_end", turnId, text: shown.join(" "), links, interrupted });
    }
    // The chat keeps the turn as written: whole, or as far as it got when the user spoke over it.
    const answer = done ? lead + done.text : written.trim();
    if (!answer) return;
    try {
      const room = await this.coachRoom();
      await room.recordVoiceTurn({
        said,
        saidAt,
        answer: done ? answer : `${answer} …`,
        toolsUsed: done?.toolsUsed ?? [],
        additionalResponse: done?.additionalResponse ?? "",
        citations: done?.citations ?? [],
      });
    } catch (error) {
      this.log(`turn ${turnId} could not be added to the session's transcript`, error);
    }
  }

  /** Sends one clip: `audio_start`, its bytes in frames, `audio_end` — unless the turn ended first. */
  private async sendClip(turn: Turn, clip: number, audio: Promise<SpeechAudio>) {
    const { signal } = turn.controller;
    if (signal.aborted) return;
    const { mime, chunks } = await audio;
    if (signal.aborted) return;
    this.send(turn.connection, { type: "audio_start", turnId: turn.id, clip, mime });
    for await (const chunk of chunks) {
      if (signal.aborted) return;
      for (let at = 0; at < chunk.byteLength; at += VOICE_LIMITS.maxFrameBytes) {
        turn.connection.send(chunk.subarray(at, at + VOICE_LIMITS.maxFrameBytes));
      }
    }
    if (!signal.aborted) this.send(turn.connection, { type: "audio_end", turnId: turn.id, clip });
  }

  /** Ends a failed turn: "try again", spoken when the voice still works, and written. Nothing is stored. */
  private async failTurn(connection: Connection, turnId: string, language: VoiceLanguageCode, clip: number) {
    if (connection.readyState !== WebSocket.OPEN) return;
    const message = voicePhrase("tryAgain", language);
    const apology: Turn = { id: turnId, connection, controller: new AbortController(), cancelled: false };
    try {
      await this.sendClip(apology, clip, this.speechProviders().tts.synthesize(message, { language }));
    } catch (error) {
      this.log(`the apology of turn ${turnId} could not be spoken`, error);
    }
    this.send(connection, { type: "turn_error", turnId, message });
  }

  // ——— the session's coach context

  private coachRoom() {
    return getServerByName(this.env.CoachRoom, this.name);
  }

  private prefetchProfile() {
    if (this.profile && Date.now() - this.profile.at < PROFILE_TTL_MS) return;
    const loaded = loadCoachProfile(database(this.env.DB), this.owner.userId);
    loaded.catch(() => {
      if (this.profile?.loaded === loaded) this.profile = null;
    });
    this.profile = { loaded, at: Date.now() };
  }

  private loadProfile(): Promise<CoachProfile | null> {
    this.prefetchProfile();
    return this.profile!.loaded;
  }

  // ——— the worker's calls (typed RPC)

  closeForSession(tokenHash: string, cause: RoomCloseCause): number {
    return this.access.closeSession(tokenHash, cause);
  }

  closeForUser(cause: RoomCloseCause, rotated?: { from: string; to: string }): number {
    return this.access.closeAll(cause, rotated);
  }

  onError(connection: Connection, error: unknown) {
    this.log(`connection ${connection.id} failed`, error);
  }

  private log(message: string, error: unknown) {
    console.error(JSON.stringify({ level: "error", room: "VoiceRoom", name: this.name, msg: message, error: String(error) }));
  }
}
