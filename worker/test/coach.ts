/**
 * Coaching-session fixtures for worker tests: sessions created through the API, sockets opened
 * through the worker's entry (cookie checks included) that collect what the room sends, and
 * scripted AI providers a test can hold mid-reply or make fail.
 */
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { expect, vi } from "vitest";
import type { CoachRequest, CoachStreamEvent, ToolUse } from "../../core/coach/types";
import type { CoachRoom } from "../../party/CoachRoom";
import { coachRoomName, coachServerEventSchema, type CoachClientMessage, type CoachServerEvent } from "../../party/coach-protocol";
import { ROOMS, SINCE_PARAM } from "../../party/protocol";
import type { AiProvider } from "../providers/ai/types";
import { subscribedUser } from "./accounts";
import { call, postJson } from "./http";

let lastSessionId = 1_795_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
/** A unique, increasing timestamp-like session id, as the chat screen makes them. */
export const newSessionId = () => String(++lastSessionId);

/** Creates a session through the API and returns its id. */
export async function createCoachSession(cookie: string, name = "November 17, 2026", sessionId = newSessionId()): Promise<string> {
  const res = await postJson("/api/coach/sessions", { session_id: sessionId, session_name: name }, { headers: { Cookie: cookie } });
  expect(res.status).toBe(201);
  return sessionId;
}

/** The session's room, started the way the worker starts it (a typed stub: its RPC methods can be called). */
export function coachRoom(userId: string, sessionId: string) {
  return getServerByName(env.CoachRoom, coachRoomName(userId, sessionId));
}

/** Upgrades `/parties/coach-room/<userId>:<sessionId>` through the worker, as a browser tab would. */
export function upgradeToRoom(roomName: string, cookie?: string, since?: number | string) {
  const url = new URL(`/parties/${ROOMS.coachRoom}/${roomName}`, "https://amal.test");
  if (since !== undefined) url.searchParams.set(SINCE_PARAM, String(since));
  return call(url.pathname + url.search, { headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}) } });
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/**
 * An open tab on a session: what it received, a way to wait for more, and `send`. Every event
 * the room sends must parse with its schema (as the chat screen parses it); one that does not
 * fails the test's next wait.
 */
export async function openTab(cookie: string, userId: string, sessionId: string, since?: number | string) {
  const res = await upgradeToRoom(coachRoomName(userId, sessionId), cookie, since);
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: CoachServerEvent[] = [];
  const unreadable: string[] = [];
  socket.addEventListener("message", (event) => {
    const json = JSON.parse(String(event.data));
    if (!coachServerEventSchema.safeParse(json).success) unreadable.push(String(event.data));
    received.push(json);
  });
  /** Settles when the socket closes, with the room's close code and reason. */
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  socket.accept();

  /** Resolves with everything received once `done(received)` holds (fails after 5 s). */
  const until = (done: (events: CoachServerEvent[]) => boolean, what = "the expected events") =>
    vi.waitFor(
      () => {
        expect(unreadable, "events that do not fit coachServerEventSchema").toEqual([]);
        if (!done(received)) throw new Error(`Waited for ${what}; received ${JSON.stringify(received).slice(0, 2000)}`);
        return received;
      },
      { timeout: 5_000, interval: 10 },
    );
  const has = (type: CoachServerEvent["type"], count = 1) => (events: CoachServerEvent[]) => events.filter((e) => e.type === type).length >= count;

  return {
    socket,
    received,
    closed,
    until,
    /** Waits for the `count`-th event of `type` and returns it. */
    async next<T extends CoachServerEvent["type"]>(type: T, count = 1): Promise<Extract<CoachServerEvent, { type: T }>> {
      const events = await until(has(type, count), `${count} × ${type}`);
      return events.filter((e) => e.type === type)[count - 1] as Extract<CoachServerEvent, { type: T }>;
    },
    send(message: CoachClientMessage) {
      socket.send(JSON.stringify(message));
    },
    /** Sends a frame as it is (for messages the room must refuse). */
    sendRaw(frame: string | ArrayBuffer | ArrayBufferView) {
      socket.send(frame);
    },
    close() {
      socket.close(1000, "tab closed");
    },
  };
}

/** A promise a test opens when it wants a held reply to go on. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export const sampleTool = (n = 1): ToolUse => ({
  tool: "recommend_courses",
  input: { subject: "SQL" },
  observation: `Found course ${n}`,
  citations: [{ kind: "course", id: `course-${n}`, title: `Course ${n}`, url: `https://example.org/course-${n}` }],
});

/**
 * A provider that answers with one tool, `before` tokens, waits for `hold` (if given), then
 * `after` tokens and `done` — or throws `fail` at that point instead. Records each request.
 */
export function scriptedProvider(options: { before?: string[]; after?: string[]; hold?: Promise<void>; fail?: Error } = {}) {
  const requests: CoachRequest[] = [];
  const before = options.before ?? ["Start ", "with "];
  const after = options.after ?? ["SQL."];
  const provider: AiProvider = {
    name: "scripted",
    async *stream(request): AsyncGenerator<CoachStreamEvent> {
      requests.push(structuredClone(request));
      const use = sampleTool(requests.length);
      yield { type: "tool", use };
      for (const text of before) yield { type: "token", text };
      if (options.hold) await options.hold;
      if (options.fail) throw options.fail;
      for (const text of after) yield { type: "token", text };
      const text = [...before, ...after].join("");
      yield {
        type: "done",
        text,
        additionalResponse: request.mode === "recap" ? `Recap: ${text}` : `Found course ${requests.length}`,
        toolsUsed: [use],
        citations: use.citations,
        intent: "recommend_courses",
        language: "en",
      };
    },
    async generateObject() {
      throw new Error("not used");
    },
  };
  return { provider, requests };
}

/** Makes the session's room answer with `provider` (until the object restarts). */
export async function setRoomProvider(userId: string, sessionId: string, provider: AiProvider) {
  const { runInDurableObject } = await import("cloudflare:test");
  await runInDurableObject(await coachRoom(userId, sessionId), (room: CoachRoom) => {
    room.provider = provider;
  });
}

/** PATCHes `body` as JSON with a session cookie. */
export function patchJson(path: string, body: unknown, cookie?: string): Promise<Response> {
  return call(path, { method: "PATCH", headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
}

/** A signed-in user with a fresh session and a scripted provider in its room. */
export async function sessionWith(options: Parameters<typeof scriptedProvider>[0] = {}) {
  const user = await subscribedUser();
  const sessionId = await createCoachSession(user.cookie);
  const scripted = scriptedProvider(options);
  await setRoomProvider(user.id, sessionId, scripted.provider);
  const tab = (since?: number | string) => openTab(user.cookie, user.id, sessionId, since);
  return { user, sessionId, tab, ...scripted };
}

export const send = (tab: Tab, text: string, clientMessageId: string = crypto.randomUUID()) => tab.send({ type: "send", clientMessageId, text });
export const seqs = (events: CoachServerEvent[]) => events.flatMap((e) => ("seq" in e ? [e.seq] : []));
export const withoutSnapshot = (events: CoachServerEvent[]) => events.filter((e) => e.type !== "snapshot");
