/**
 * Coaching-session fixtures for worker tests: sessions created through the API, sockets opened
 * through the worker's entry (cookie checks included) that collect what the room sends, and
 * scripted AI providers a test can hold mid-reply or make fail.
 */
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { expect } from "vitest";
import type { CoachRequest, CoachStreamEvent, ToolUse } from "../../core/coach/types";
import type { CoachRoom } from "../../party/CoachRoom";
import { coachRoomName, type CoachClientMessage, type CoachServerEvent } from "../../party/coach-protocol";
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

/** The session's room, started the way the worker starts it. */
export async function coachRoom(userId: string, sessionId: string) {
  return (await getServerByName(env.CoachRoom as DurableObjectNamespace<CoachRoom>, coachRoomName(userId, sessionId))) as DurableObjectStub<CoachRoom>;
}

/** Upgrades `/parties/coach-room/<userId>:<sessionId>` through the worker, as a browser tab would. */
export function upgradeToRoom(roomName: string, cookie?: string, since?: number) {
  const url = new URL(`/parties/${ROOMS.coachRoom}/${roomName}`, "https://amal.test");
  if (since !== undefined) url.searchParams.set(SINCE_PARAM, String(since));
  return call(url.pathname + url.search, { headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}) } });
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** An open tab on a session: what it received, a way to wait for more, and `send`. */
export async function openTab(cookie: string, userId: string, sessionId: string, since?: number) {
  const res = await upgradeToRoom(coachRoomName(userId, sessionId), cookie, since);
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: CoachServerEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    received.push(JSON.parse(String(event.data)) as CoachServerEvent);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.accept();

  /** Resolves with everything received once `done(received)` holds (fails after 5 s). */
  const until = async (done: (events: CoachServerEvent[]) => boolean, what = "the expected events") => {
    const deadline = Date.now() + 5_000;
    while (!done(received)) {
      if (Date.now() > deadline) throw new Error(`Waited for ${what}; received ${JSON.stringify(received).slice(0, 2000)}`);
      await Promise.race([new Promise<void>((wake) => waiters.push(wake)), new Promise((r) => setTimeout(r, 50))]);
    }
    return received;
  };
  const has = (type: CoachServerEvent["type"], count = 1) => (events: CoachServerEvent[]) => events.filter((e) => e.type === type).length >= count;

  return {
    socket,
    received,
    until,
    /** Waits for the `count`-th event of `type` and returns it. */
    async next<T extends CoachServerEvent["type"]>(type: T, count = 1): Promise<Extract<CoachServerEvent, { type: T }>> {
      const events = await until(has(type, count), `${count} × ${type}`);
      return events.filter((e) => e.type === type)[count - 1] as Extract<CoachServerEvent, { type: T }>;
    },
    send(message: CoachClientMessage | string) {
      socket.send(typeof message === "string" ? message : JSON.stringify(message));
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
export async function useProvider(userId: string, sessionId: string, provider: AiProvider) {
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
  await useProvider(user.id, sessionId, scripted.provider);
  const tab = (since?: number) => openTab(user.cookie, user.id, sessionId, since);
  return { user, sessionId, tab, ...scripted };
}

export const send = (tab: Tab, text: string, clientMessageId: string = crypto.randomUUID()) => tab.send({ type: "send", clientMessageId, text });
export const seqs = (events: CoachServerEvent[]) => events.flatMap((e) => ("seq" in e ? [e.seq] : []));
export const withoutSnapshot = (events: CoachServerEvent[]) => events.filter((e) => e.type !== "snapshot");
