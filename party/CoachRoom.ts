/**
 * CoachRoom — one Durable Object per coaching session, named `<userId>:<sessionId>`.
 *
 * It keeps the session's transcript in its own SQLite storage (./coach-store.ts) and streams
 * Amal's replies to every open tab of its owner. Every server event gets the next `seq` and is
 * stored, so a tab that reconnects with `?since=<seq>` receives exactly what it missed; one that
 * is new or too far behind gets a `snapshot`. Token events are kept only while their reply
 * streams: once it ends, its `reply_end` (which carries the whole message) stands in for them.
 *
 * A turn's first events (the user's message, `reply_start`, the first token) go out before they
 * are written: the store holds those writes until the first token has left, or until the turn
 * first waits on anything, so nothing the tabs wait for waits for a commit (ADR 027).
 *
 * One reply at a time: while Amal answers, another `send`/`recap`/`insights` is refused to the
 * tab that sent it. An AI message is written only once complete; a provider failure, or the
 * object restarting mid-reply, ends the reply with `reply_error` and leaves the human message.
 *
 * The worker reads the transcript and renames the session through typed RPC (`transcript()`,
 * `rename()`), on a stub started with partyserver's `getServerByName`.
 *
 * Each socket belongs to the auth session it was opened under (./room-access.ts): signing out, a
 * password change or reset and a lapsed subscription close it (`closeForSession`,
 * `closeForUser`), and a message on a socket whose auth session or subscription no longer holds
 * is not acted on: the socket is closed with the reason.
 *
 * Wire shapes: ./coach-protocol.ts. See docs/api/coach.md for the protocol and ADR 006 for the design.
 */
import { and, eq } from "drizzle-orm";
import { Server, type Connection, type ConnectionContext } from "partyserver";
import { detectLanguage } from "../core/coach/text";
import type { CoachProfile, CoachRequest, CoachStreamEvent } from "../core/coach/types";
import { database } from "../worker/db/client";
import { findCoachSession, isCoachSession } from "../worker/db/coach-sessions";
import { coachSessions, resumes } from "../worker/db/schema";
import { readVars } from "../worker/env";
import { aiBudget, BUDGET_NOTICE_KEY, RoomAiBudget, type AiBudget } from "../worker/lib/ai-budget";
import { AI_UNAVAILABLE_MESSAGE, createAiProvider, warmLocalCoach, type AiProvider } from "../worker/providers/ai";
import { sharedCatalogue } from "../worker/db/course-catalogue-cache";
import { loadCoachProfile } from "../worker/providers/ai/profile";
import {
  COACH_LIMITS,
  COACH_REFUSALS,
  COACH_SESSION_NAME_MAX,
  coachClientMessageSchema,
  coachSessionNameSchema,
  type CoachEventBody,
  type Citation,
  type CoachMessage,
  type CoachServerEvent,
  type CoachSessionInfo,
  type PendingReply,
  type ToolUse,
} from "./coach-protocol";
import { CoachStore, type Panel } from "./coach-store";
import { readFrame, SESSION_UNCHECKED_MESSAGE, SINCE_PARAM, type RoomCloseCause } from "./protocol";
import { RoomAccess } from "./room-access";
import { subscribedAccess } from "./subscribed-access";

/** Stored events kept for replay (tokens of finished replies are dropped sooner). */
const KEPT_EVENTS = 2000;
/** A tab further behind than this gets a snapshot instead of a long replay. */
const MAX_REPLAY = 500;
/** Turns of the transcript the provider sees. */
const CONTEXT_MESSAGES = 40;
/** Messages a snapshot carries (the newest; GET /api/coach/sessions/:id has them all). */
const SNAPSHOT_MESSAGES = 500;
/** How long a profile read from D1 serves replies (a changed title or skill shows within this). */
const PROFILE_TTL_MS = 60_000;

type Resume = { id: number; title: string; text: string };

/** A voice turn as the voice room hands it over (see `recordVoiceTurn`). */
export interface VoiceTurnRecord {
  said: string;
  /** When the user's words arrived (ISO). */
  saidAt: string;
  /** Amal's answer as written (Markdown; the voice spoke its plain sentences). */
  answer: string;
  toolsUsed: ToolUse[];
  additionalResponse: string;
  citations: Citation[];
}
type Done = Extract<CoachStreamEvent, { type: "done" }>;

/** Resolves on a later turn of the event loop, once pending I/O (queued socket messages) has run. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class CoachRoom extends Server {
  static options = { hibernate: true };

  /** The provider replies come from; created from the environment on first use (tests may set it). */
  provider: AiProvider | null = null;
  /** The owner's daily budget of model-backed replies (AI_DAILY_BUDGET), and the local engine that answers once it is spent (tests may set both). */
  aiBudget: AiBudget | null = null;
  fallbackProvider: AiProvider | null = null;

  private store!: CoachStore;
  /** The reply streaming right now, with its text so far (for the snapshot of a tab that joins). */
  private pending: PendingReply | null = null;
  /** Set from the moment a request is accepted until its reply ends: the one-at-a-time lock. */
  private busy = false;
  /** Applies the turn's held writes once the turn first waits (if its first token has not done so before). */
  private persistTimer: ReturnType<typeof setTimeout> | undefined;
  /** Why the turn's held writes could not be stored (the reply then ends with `reply_error`). */
  private persistError: unknown = null;
  /** The owner's profile, read when a tab connects so the first reply need not wait for D1. */
  private profile: { loaded: Promise<CoachProfile | null>; at: number } | null = null;
  /** Which auth session each tab belongs to, and whether it (and the subscription) still hold. */
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

  /** The owner's user id and the session id, from the room name. */
  private get owner() {
    const at = this.name.indexOf(":");
    return { userId: this.name.slice(0, at), sessionId: this.name.slice(at + 1) };
  }

  async onStart() {
    this.store = new CoachStore(this.ctx.storage.sql);
    if (!this.store.session) await this.readSession();

    // The local engine's indexes are built once per isolate: better while the tab connects than in the first reply.
    if (readVars(this.env).AI_PROVIDER === "local") warmLocalCoach();

    // A reply that was streaming when the object stopped can never finish: close it visibly.
    const interrupted = this.store.pending;
    if (interrupted) this.failReply(interrupted.replyId);
  }

  /** Stores an event with the next seq and sends it to every open tab. */
  private emit(body: CoachEventBody) {
    this.broadcast(this.store.append(body));
  }

  /**
   * From now until `persist`, the store holds its writes: events sent meanwhile leave at once
   * instead of waiting for their commit (a socket message waits for every write made before it).
   * A timer applies them once the turn first waits on I/O, should no token have come by then.
   */
  private holdWrites() {
    if (this.store.holding) return;
    this.store.hold();
    this.persistError = null;
    this.persistTimer = setTimeout(() => {
      try {
        this.persist();
      } catch (error) {
        this.log("could not store the turn", error);
        this.persistError = error;
      }
    }, 0);
  }

  /**
   * Runs `writes` as one transaction; while the store holds its writes they are already one (they
   * are applied together later), and opening a transaction would itself make the sends wait.
   */
  private transaction(writes: () => void) {
    if (this.store.holding) writes();
    else this.ctx.storage.transactionSync(writes);
  }

  /** Writes what the store holds, in one transaction. */
  private persist() {
    clearTimeout(this.persistTimer);
    this.persistTimer = undefined;
    if (this.store.holding) this.ctx.storage.transactionSync(() => this.store.flush());
  }

  // ——— the session row in D1 (the portal's list)

  private async readSession() {
    const { userId, sessionId } = this.owner;
    const session = await findCoachSession(database(this.env.DB), userId, sessionId);
    if (session) this.store.session = session;
  }

  private sessionInfo(): CoachSessionInfo {
    return this.store.session ?? { session_id: this.owner.sessionId, session_name: "", date_created: "", last_activity_at: null };
  }

  /** Records the exchange in D1 (after the tabs have their events: the reply never waits for it). */
  private async touchSession() {
    const now = new Date().toISOString();
    this.store.session = { ...this.sessionInfo(), last_activity_at: now };
    const { userId, sessionId } = this.owner;
    try {
      await database(this.env.DB)
        .update(coachSessions)
        .set({ lastActivityAt: now, messageCount: this.store.messageCount() })
        .where(isCoachSession(userId, sessionId));
    } catch (error) {
      this.log("could not record the session's activity in D1", error);
    }
  }

  // ——— connections

  onConnect(connection: Connection, ctx: ConnectionContext) {
    if (!this.access.admit(connection, ctx)) return;
    this.prefetchProfile();
    // Synchronous on purpose: nothing can be broadcast between the replay and the live events.
    const { lastSeq, floor } = this.store;
    const since = Number(new URL(ctx.request.url).searchParams.get(SINCE_PARAM) ?? "0");
    const canReplay = Number.isSafeInteger(since) && since > 0 && since >= floor && since <= lastSeq && lastSeq - since <= MAX_REPLAY;
    if (!canReplay) return connection.send(JSON.stringify(this.snapshot()));
    for (const event of this.store.eventsAfter(since)) connection.send(event);
  }

  private snapshot(): CoachServerEvent {
    const panel = this.store.panel;
    return {
      type: "snapshot",
      seq: this.store.lastSeq,
      session: this.sessionInfo(),
      messages: this.store.messages(SNAPSHOT_MESSAGES),
      pending: this.pending,
      additionalResponse: panel.additionalResponse,
      toolsUsed: panel.toolsUsed,
    };
  }

  async onMessage(connection: Connection, raw: string | ArrayBuffer | ArrayBufferView) {
    const verdict = await this.access.allows(connection);
    if (verdict === "closed") return;
    const message = coachClientMessageSchema.safeParse(readFrame(raw));
    if (!message.success) return this.refuse(connection, COACH_REFUSALS.malformed);
    const parsed = message.data;
    if (verdict === "unchecked") return this.refuse(connection, SESSION_UNCHECKED_MESSAGE, "clientMessageId" in parsed ? parsed.clientMessageId : undefined);
    if (parsed.type === "ping") return connection.send(JSON.stringify({ type: "pong", ...(parsed.id ? { id: parsed.id } : {}) } satisfies CoachServerEvent));
    // Checked and set with no await in between: two requests can never both get through.
    if (this.busy) return this.refuse(connection, COACH_REFUSALS.busy, parsed.clientMessageId);

    if (parsed.type === "send") {
      const text = parsed.text.trim();
      if (!text) return this.refuse(connection, COACH_REFUSALS.empty, parsed.clientMessageId);
      if (text.length > COACH_LIMITS.maxMessageChars) return this.refuse(connection, COACH_REFUSALS.tooLong, parsed.clientMessageId);
      this.busy = true;
      this.addHumanMessage(text, "chat", parsed.clientMessageId);
      return this.reply("chat", { mode: "chat" });
    }

    if (parsed.type === "recap") {
      this.busy = true;
      return this.reply("recap", { mode: "recap" });
    }

    // Get Insights: the resume must be one of the owner's.
    this.busy = true;
    const resume = await this.ownResume(parsed.resumeId);
    if (!resume) {
      this.busy = false;
      return this.refuse(connection, COACH_REFUSALS.noResume, parsed.clientMessageId);
    }
    this.addHumanMessage(`Get insights on my resume “${resume.title}”`, "insights", parsed.clientMessageId);
    return this.reply("insights", { mode: "resume_insights", resumeId: resume.id }, resume);
  }

  private refuse(connection: Connection, reason: string, clientMessageId?: string) {
    connection.send(JSON.stringify({ type: "refused", reason, ...(clientMessageId ? { clientMessageId } : {}) } satisfies CoachServerEvent));
  }

  private async ownResume(resumeId: number): Promise<Resume | undefined> {
    try {
      return await database(this.env.DB)
        .select({ id: resumes.id, title: resumes.title, text: resumes.text })
        .from(resumes)
        .where(and(eq(resumes.id, resumeId), eq(resumes.userId, this.owner.userId)))
        .get();
    } catch (error) {
      this.log("could not read the resume", error);
      return undefined;
    }
  }

  private addHumanMessage(text: string, kind: CoachMessage["kind"], clientMessageId: string) {
    this.holdWrites();
    const message: CoachMessage = { id: crypto.randomUUID(), type: "human", text, createdAt: new Date().toISOString(), kind };
    this.transaction(() => {
      this.store.addMessage(message);
      this.emit({ type: "message", message, ...(clientMessageId ? { clientMessageId } : {}) });
    });
  }

  // ——— replies

  /**
   * Streams one reply to every tab and stores it when complete. Runs with `busy` set and always
   * clears it. Recaps fill the Knowledge base panel only; chat and insights add an ai message.
   */
  private async reply(kind: PendingReply["kind"], ask: Pick<CoachRequest, "mode" | "resumeId">, resume?: Resume) {
    const replyId = crypto.randomUUID();
    const pending: PendingReply = { replyId, kind, text: "", toolsUsed: [] };
    this.pending = pending;
    this.holdWrites();
    this.transaction(() => {
      this.store.pending = pending;
      // Spec: a new chat turn clears the panel until its reply arrives; a recap replaces only its text.
      if (kind !== "recap") this.store.panel = { additionalResponse: "", toolsUsed: [] };
      this.emit({ type: "reply_start", replyId, kind });
    });

    try {
      // The budget is counted while the profile loads: a model-backed reply waits for neither in turn.
      // A message the safety layer answers takes nothing from the budget, so it is counted against what is asked.
      const messages = this.recentTurns();
      const [profile, { provider, notice }] = await Promise.all([
        this.profileWith(resume),
        this.budget.providerFor(this.owner.userId, this.aiProvider(), this.replyLanguage(), { notice: kind !== "recap", request: { mode: ask.mode, messages } }),
      ]);
      const request: CoachRequest = { ...ask, messages, profile, today: new Date().toISOString().slice(0, 10) };
      // Past the daily budget the local engine answers, and its first answer here says why.
      const lead = notice ? `${notice}\n\n` : "";
      // Once the first token is sent, the turn waits one turn of the event loop so that the sockets
      // send what is queued (a local answer is otherwise written to its end before anything
      // leaves); then the turn's writes are committed, before the rest of the answer. Committing
      // them first would make the first token wait for that work too.
      let first = true;
      const token = async (text: string) => {
        pending.text += text;
        this.emit({ type: "token", replyId, text });
        if (!first) return;
        first = false;
        // The timer that would commit them meanwhile is not needed: they are committed just below.
        clearTimeout(this.persistTimer);
        await nextTurn();
        this.persist();
      };
      if (lead) await token(lead);
      let done: Done | null = null;
      for await (const event of provider.stream(request)) {
        if (this.persistError) throw this.persistError;
        if (event.type === "tool") {
          pending.toolsUsed.push(event.use);
          this.emit({ type: "tool", replyId, use: event.use });
        } else if (event.type === "token") {
          await token(event.text);
        } else {
          done = event;
        }
      }
      if (!done) throw new Error("the provider's stream ended without its final event");
      if (this.persistError) throw this.persistError;
      this.finishReply(pending, lead ? { ...done, text: lead + done.text } : done);
    } catch (error) {
      this.log(`reply ${replyId} failed`, error);
      this.failReply(replyId);
    } finally {
      this.pending = null;
      this.busy = false;
    }
    await this.touchSession();
  }

  /** Stores the complete reply and tells the tabs, in one transaction. */
  private finishReply({ replyId, kind }: PendingReply, done: Done) {
    const message: CoachMessage | null =
      kind === "recap"
        ? null
        : {
            id: crypto.randomUUID(),
            type: "ai",
            text: done.text,
            createdAt: new Date().toISOString(),
            kind,
            toolsUsed: done.toolsUsed,
            additionalResponse: done.additionalResponse,
            citations: done.citations,
          };
    const panel: Panel =
      kind === "recap"
        ? { additionalResponse: done.additionalResponse || done.text, toolsUsed: this.store.panel.toolsUsed }
        : { additionalResponse: done.additionalResponse, toolsUsed: done.toolsUsed };
    this.ctx.storage.transactionSync(() => {
      if (message) this.store.addMessage(message);
      this.store.panel = panel;
      this.store.pending = null;
      this.store.dropTokens(replyId);
      this.emit({ type: "reply_end", replyId, kind, message, additionalResponse: panel.additionalResponse, toolsUsed: panel.toolsUsed });
      this.store.trim(KEPT_EVENTS);
    });
  }

  /** Ends a reply that cannot finish: its tokens go, `reply_error` tells the tabs to try again. */
  private failReply(replyId: string) {
    this.ctx.storage.transactionSync(() => {
      this.store.pending = null;
      this.store.dropTokens(replyId);
      this.emit({ type: "reply_error", replyId, error: AI_UNAVAILABLE_MESSAGE });
    });
  }

  private aiProvider(): AiProvider {
    // The course tools search the app's catalogue (held in memory), as the Course Search page does.
    this.provider ??= createAiProvider(readVars(this.env), { ai: this.env.AI, courses: sharedCatalogue(this.env.DB) });
    return this.provider;
  }

  /** The language of the user's latest words in this session (what a notice before the answer is written in). */
  private replyLanguage(): "en" | "ar" {
    const said = this.store.turns(10).findLast((m) => m.type === "human" && m.kind !== "insights");
    return said ? detectLanguage(said.text) : "en";
  }

  /** Starts reading the owner's profile unless a fresh read is at hand (never awaited here). */
  private prefetchProfile() {
    if (this.profile && Date.now() - this.profile.at < PROFILE_TTL_MS) return;
    const loaded = loadCoachProfile(database(this.env.DB), this.owner.userId);
    // A failed read is retried by the next reply rather than kept.
    loaded.catch(() => {
      if (this.profile?.loaded === loaded) this.profile = null;
    });
    this.profile = { loaded, at: Date.now() };
  }

  /** The owner's profile, with the resume under review included even when it is not among the newest. */
  private async profileWith(resume?: Resume): Promise<CoachProfile> {
    this.prefetchProfile();
    const cached = await this.profile!.loaded;
    if (!cached) throw new Error("the session's owner no longer exists");
    const profile = structuredClone(cached);
    if (resume && !profile.resumes.some((r) => r.id === resume.id)) profile.resumes.unshift(resume);
    return profile;
  }

  // ——— who may use the room


  // ——— the worker's calls (typed RPC; the outside world never reaches these)

  /** Closes the tabs of one auth session (signed out); returns how many. */
  closeForSession(tokenHash: string, cause: RoomCloseCause): number {
    return this.access.closeSession(tokenHash, cause);
  }

  /**
   * Closes every tab of the session (password reset, subscription lapsed); returns how many. With
   * `rotated`, the tabs of auth session `rotated.from` stay, now under `rotated.to` (the browser
   * that changed the password).
   */
  closeForUser(cause: RoomCloseCause, rotated?: { from: string; to: string }): number {
    return this.access.closeAll(cause, rotated);
  }

  /** The newest turns as the coach sees them (the voice chat answers with the same context). */
  recentTurns(limit = CONTEXT_MESSAGES): CoachRequest["messages"] {
    // An answer's citations go with it, so follow-ups ("the first one", "فيهم") act on what was shown.
    return this.store.turns(limit).map((m) =>
      m.type === "human" ? { role: "user", content: m.text } : { role: "assistant", content: m.text, citations: m.citations ?? [] },
    );
  }

  /**
   * Adds a finished voice turn to the transcript: what the user said and Amal's answer, both
   * marked `voice`, shown at once on every open chat tab. The voice room calls it once the answer
   * is complete (or was cut short), so the chat never holds half a turn.
   */
  async recordVoiceTurn(turn: VoiceTurnRecord): Promise<void> {
    const said: CoachMessage = { id: crypto.randomUUID(), type: "human", text: turn.said, createdAt: turn.saidAt, kind: "voice" };
    const answer: CoachMessage = {
      id: crypto.randomUUID(),
      type: "ai",
      text: turn.answer,
      createdAt: new Date().toISOString(),
      kind: "voice",
      toolsUsed: turn.toolsUsed,
      additionalResponse: turn.additionalResponse,
      citations: turn.citations,
    };
    this.ctx.storage.transactionSync(() => {
      this.store.addMessage(said);
      this.emit({ type: "message", message: said });
      this.store.addMessage(answer);
      this.emit({ type: "message", message: answer });
      this.store.trim(KEPT_EVENTS);
    });
    await this.touchSession();
  }

  /**
   * Starts the session from the worker (the e-mail tracker's "Prepare with Amal"): adds `text` as
   * the user's message and starts Amal's reply exactly as a typed message does. Answers "busy",
   * changing nothing, while a reply is streaming. The reply goes on after this call returns.
   */
  startWith(text: string): "started" | "busy" {
    const trimmed = text.trim().slice(0, COACH_LIMITS.maxMessageChars);
    if (!trimmed) throw new RangeError(`CoachRoom ${this.name}: a first message cannot be empty`);
    if (this.busy) return "busy";
    this.busy = true;
    this.addHumanMessage(trimmed, "chat", "");
    this.ctx.waitUntil(this.reply("chat", { mode: "chat" }));
    return "started";
  }

  /** The whole transcript, oldest first. */
  transcript(): CoachMessage[] {
    return this.store.messages(Number.MAX_SAFE_INTEGER);
  }

  /**
   * Gives the session a new name (already saved in D1 by the worker) and tells every open tab.
   * Throws, changing nothing, when the name is blank or too long.
   */
  async rename(name: string): Promise<void> {
    const parsed = coachSessionNameSchema.safeParse(name);
    if (!parsed.success) throw new RangeError(`CoachRoom ${this.name}: a session name must be 1 to ${COACH_SESSION_NAME_MAX} characters`);
    if (!this.store.session) await this.readSession();
    this.ctx.storage.transactionSync(() => {
      this.store.session = { ...this.sessionInfo(), session_name: parsed.data };
      this.emit({ type: "renamed", session_name: parsed.data });
    });
  }

  onError(connection: Connection, error: unknown) {
    this.log(`connection ${connection.id} failed`, error);
  }

  private log(message: string, error: unknown) {
    console.error(JSON.stringify({ level: "error", room: "CoachRoom", name: this.name, msg: message, error: String(error) }));
  }
}
