import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it, vi } from "vitest";
import { signedInUser } from "../worker/test/accounts";
import { call } from "../worker/test/http";
import { COACH_SESSIONS_TOPIC, MALFORMED_MESSAGE, ROOMS, SINCE_PARAM, userHubEventSchema, type UserHubEvent, type UserHubEventBody } from "./protocol";
import { database } from "../worker/db/client";
import { createAuthSession } from "../worker/lib/auth";
import { AUTH_SESSION_HEADER } from "./room-access";
import { HUB_KEPT_EVENTS, type UserHub } from "./UserHub";

/** A fresh room per test: Durable Object state lives for the whole file. */
const roomName = () => `user-${crypto.randomUUID()}`;

/** Starts the room the way the worker does (name set, onStart run) and returns its typed stub. */
function hub(name: string) {
  return getServerByName(env.UserHub, name);
}

function notification(id: number) {
  return { type: "notification" as const, notification: { id, text: `Notification ${id}`, insertedAt: "2026-11-17T10:00:00.000Z" } };
}

const sessionUpdate = {
  type: "update",
  topic: COACH_SESSIONS_TOPIC,
  data: { session: { session_id: "1795337572690", session_name: "SQL plan", date_created: "2026-11-17 10:00:00", last_activity_at: null } },
} satisfies UserHubEventBody;

/** The auth session each hub's owner signs in with, created once per room name (the name is the user id). */
const ownerSessions = new Map<string, Promise<string>>();
function ownerSession(name: string): Promise<string> {
  let tokenHash = ownerSessions.get(name);
  if (!tokenHash) {
    tokenHash = (async () => {
      await env.DB.prepare("INSERT INTO users (id, email, fullname) VALUES (?, ?, 'Hub Owner')").bind(name, `${name}@example.com`).run();
      const { tokenHash } = await createAuthSession(database(env.DB), name, "test");
      return tokenHash;
    })();
    ownerSessions.set(name, tokenHash);
  }
  return tokenHash;
}

/**
 * Opens a socket straight to the room's Durable Object (past the worker's sign-in check, which the
 * "through the worker" tests cover, with the auth session the worker would name) and collects
 * what it receives. Every event must parse with the hub's schema, as the portal parses it.
 */
async function connect(stub: DurableObjectStub<UserHub>, name: string, since?: number) {
  const url = new URL(`https://amal.test/parties/${ROOMS.userHub}/${name}`);
  if (since !== undefined) url.searchParams.set(SINCE_PARAM, String(since));
  const res = await stub.fetch(url, { headers: { Upgrade: "websocket", [AUTH_SESSION_HEADER]: await ownerSession(name) } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: UserHubEvent[] = [];
  const unreadable: string[] = [];
  socket.addEventListener("message", (event) => {
    const json = JSON.parse(String(event.data));
    if (!userHubEventSchema.safeParse(json).success) unreadable.push(String(event.data));
    received.push(json);
  });
  socket.accept();
  /** Resolves once `count` events have arrived (or fails after a second). */
  const until = (count: number, timeout = 1000) =>
    vi.waitFor(
      () => {
        expect(unreadable, "events that do not fit userHubEventSchema").toEqual([]);
        if (received.length < count) throw new Error(`Expected ${count} events, got ${JSON.stringify(received).slice(0, 2000)}`);
        return received.slice(0, count);
      },
      { timeout, interval: 10 },
    );
  return { socket, received, until };
}

describe("UserHub through the worker", () => {
  /** Opens `/parties/user-hub/<name>` through the worker's entry, as a browser tab would. */
  const upgrade = (name: string, cookie?: string) =>
    call(`/parties/${ROOMS.userHub}/${name}`, { headers: { Upgrade: "websocket", ...(cookie ? { Cookie: cookie } : {}) } });

  it("should give the owner's signed-in tab a socket that receives the room's events", async () => {
    const owner = await signedInUser();
    const res = await upgrade(owner.id, owner.cookie);
    expect(res.status).toBe(101);
    const socket = res.webSocket!;
    const first = new Promise<UserHubEvent>((resolve) => socket.addEventListener("message", (e) => resolve(JSON.parse(String(e.data)))));
    socket.accept();
    expect(await first).toEqual({ type: "hello", lastSeq: 0, seq: 0 });
    socket.close(1000, "done");
  });

  it.each([
    ["their id with a suffix", (id: string) => `${id}:tab-1`],
    ["their id with an empty suffix", (id: string) => `${id}:`],
    ["their id with a longer suffix", (id: string) => `${id}:a:b`],
  ])("should refuse the owner %s with 404 and no socket: a hub is named exactly after its user", async (_case, nameOf) => {
    const owner = await signedInUser();
    const res = await upgrade(nameOf(owner.id), owner.cookie);
    expect(res.status).toBe(404);
    expect(res.webSocket).toBeNull();
  });

  it.each([
    ["another user's room", (other: string) => other],
    ["a room named after another user with a suffix", (other: string) => `${other}:session-1`],
    ["a room whose name merely starts like theirs", (other: string) => `${other.slice(0, 8)}`],
  ])("should refuse %s with 403 and no socket", async (_case, roomOf) => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const res = await upgrade(roomOf(owner.id), stranger.cookie);
    expect(res.status).toBe(403);
    expect(res.webSocket).toBeNull();
    expect(await res.text()).toBe("Not your room.");
  });

  it.each([
    ["without a session", undefined],
    ["with a made-up session cookie", "amal_session=forged"],
  ])("should refuse a WebSocket upgrade %s with 401 and no socket", async (_case, cookie) => {
    const owner = await signedInUser();
    const res = await upgrade(owner.id, cookie);
    expect(res.status).toBe(401);
    expect(res.webSocket).toBeNull();
    expect(await res.text()).toBe("Sign in to connect.");
  });

  it("should refuse the owner's old cookie after logout with 401", async () => {
    const owner = await signedInUser();
    await call("/api/auth/logout", { method: "POST", headers: { Cookie: owner.cookie } });
    expect((await upgrade(owner.id, owner.cookie)).status).toBe(401);
  });

  it.each(["GET", "POST"])("should refuse plain %s into a room with 404", async (method) => {
    const res = await call(`/parties/${ROOMS.userHub}/some-user`, { method, body: method === "POST" ? JSON.stringify(notification(1)) : undefined });
    expect(res.status).toBe(404);
  });
});

describe("UserHub events", () => {
  it("should store published events with increasing seq", async () => {
    const name = roomName();
    const stub = await hub(name);
    const events = await runInDurableObject(stub, (room: UserHub) => [1, 2, 3].map((id) => room.publish(notification(id))));
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(events[1]).toEqual({ ...notification(2), seq: 2 });

    const stored = await runInDurableObject(stub, (_room: UserHub, state) =>
      state.storage.sql.exec<{ seq: number; body: string }>("SELECT seq, body FROM events ORDER BY seq").toArray(),
    );
    expect(stored.map((row) => [row.seq, JSON.parse(row.body)])).toEqual([
      [1, notification(1)],
      [2, notification(2)],
      [3, notification(3)],
    ]);
  });

  it("should keep counting after the object is restarted", async () => {
    const name = roomName();
    const stub = await hub(name);
    await runInDurableObject(stub, (room: UserHub) => room.publish(notification(1)));
    await evictDurableObject(stub);
    const again = await hub(name);
    const event = await runInDurableObject(again, (room: UserHub) => room.publish(notification(2)));
    expect(event.seq).toBe(2);
  });

  it("should publish an event called through the typed stub (the worker's way) and answer it with its seq", async () => {
    const stub = await hub(roomName());
    expect(await stub.publish(sessionUpdate)).toEqual({ ...sessionUpdate, seq: 1 });
    expect(await stub.publish(notification(4))).toEqual({ ...notification(4), seq: 2 });
  });

  it("should not publish what is POSTed to the room over HTTP", async () => {
    const name = roomName();
    const stub = await hub(name);
    const res = await stub.fetch(`https://amal.test/parties/${ROOMS.userHub}/${name}/publish`, { method: "POST", body: JSON.stringify(notification(1)) });
    expect(res.ok).toBe(false);
    const { until } = await connect(stub, name);
    expect(await until(1)).toEqual([{ type: "hello", lastSeq: 0, seq: 0 }]);
  });

  it.each([
    ["an event of an unknown type", { type: "broadcast", text: "Hi" }],
    ["an event that only the hub sends", { type: "hello", lastSeq: 3 }],
    ["an update on an unknown topic", { type: "update", topic: "session", data: { renamed: true } }],
    ["an update whose data is not a session", { type: "update", topic: COACH_SESSIONS_TOPIC, data: { session: { session_id: 1 } } }],
    ["a notification without its text", { type: "notification", notification: { id: 1, insertedAt: "2026-11-17T10:00:00.000Z" } }],
    ["nothing at all", null],
  ])("should refuse to publish %s, store nothing and stay usable", async (_case, body) => {
    const name = roomName();
    const stub = await hub(name);
    // The stub's type refuses these at compile time; the hub checks again for callers that get past it.
    // (Called inside the object: a rejected RPC call leaks an unhandled rejection in the test runner.)
    await runInDurableObject(stub, (room: UserHub) => {
      expect(() => room.publish(body as UserHubEventBody)).toThrow("not an event to publish");
    });
    expect(await stub.publish(notification(1))).toEqual({ ...notification(1), seq: 1 });
    const { until } = await connect(stub, name);
    expect(await until(2)).toEqual([{ ...notification(1), seq: 1 }, { type: "hello", lastSeq: 1, seq: 1 }]);
  });
});

describe("UserHub keeps a bounded event log", () => {
  const extra = 5;
  const last = HUB_KEPT_EVENTS + extra;

  async function fullHub() {
    const name = roomName();
    const stub = await hub(name);
    await runInDurableObject(stub, (room: UserHub) => {
      for (let id = 1; id <= last; id++) room.publish(notification(id));
    });
    return { name, stub };
  }

  it(`should keep only the newest ${HUB_KEPT_EVENTS} events`, async () => {
    const { stub } = await fullHub();
    const seqs = await runInDurableObject(stub, (_room: UserHub, state) =>
      state.storage.sql.exec<{ seq: number }>("SELECT seq FROM events ORDER BY seq").toArray().map((row) => row.seq),
    );
    expect(seqs).toHaveLength(HUB_KEPT_EVENTS);
    expect(seqs[0]).toBe(extra + 1);
    expect(seqs.at(-1)).toBe(last);
  });

  it("should still replay exactly the later events to a tab that is not too far behind", async () => {
    const { name, stub } = await fullHub();
    const events = await (await connect(stub, name, last - 3)).until(4);
    expect(events).toEqual([
      { ...notification(last - 2), seq: last - 2 },
      { ...notification(last - 1), seq: last - 1 },
      { ...notification(last), seq: last },
      { type: "hello", lastSeq: last, seq: last },
    ]);
  });

  it.each([
    ["a tab whose seq is older than the kept events", extra - 1],
    ["a new tab (?since=0)", 0],
  ])("should send %s every kept event, then hello with gap: true", async (_case, since) => {
    const { name, stub } = await fullHub();
    const events = await (await connect(stub, name, since)).until(HUB_KEPT_EVENTS + 1, 5_000);
    expect(events[0]).toEqual({ ...notification(extra + 1), seq: extra + 1 });
    expect(events.at(-1)).toEqual({ type: "hello", lastSeq: last, seq: last, gap: true });
  });

  it("should say no gap to a tab that has every event it missed", async () => {
    const { name, stub } = await fullHub();
    const events = await (await connect(stub, name, extra)).until(HUB_KEPT_EVENTS + 1, 5_000);
    expect(events.at(-1)).toEqual({ type: "hello", lastSeq: last, seq: last });
  });
});

describe("UserHub replay on reconnect", () => {
  it.each([
    [2, [3, 4, 5]],
    [0, [1, 2, 3, 4, 5]],
    [5, []],
    [99, []],
  ])("should send a connection opened with ?since=%i exactly the later events, then hello", async (since, expected) => {
    const name = roomName();
    const stub = await hub(name);
    await runInDurableObject(stub, (room: UserHub) => {
      for (let id = 1; id <= 5; id++) room.publish(notification(id));
    });

    const { until } = await connect(stub, name, since);
    const events = await until(expected.length + 1);
    expect(events.slice(0, -1)).toEqual(expected.map((id) => ({ ...notification(id), seq: id })));
    expect(events.at(-1)).toEqual({ type: "hello", lastSeq: 5, seq: 5 });
  });

  it("should replay everything to a connection without ?since", async () => {
    const name = roomName();
    const stub = await hub(name);
    await runInDurableObject(stub, (room: UserHub) => {
      for (const id of [1, 2]) room.publish(notification(id));
    });
    const events = await (await connect(stub, name)).until(3);
    expect(events.map((e) => ("seq" in e ? e.seq : null))).toEqual([1, 2, 2]);
    expect(events.map((e) => e.type)).toEqual(["notification", "notification", "hello"]);
  });

  it("should push events published later to every open connection", async () => {
    const name = roomName();
    const stub = await hub(name);
    const first = await connect(stub, name);
    const second = await connect(stub, name);
    await Promise.all([first.until(1), second.until(1)]);

    await runInDurableObject(stub, (room: UserHub) => room.publish(notification(7)));
    for (const tab of [first, second]) {
      expect(await tab.until(2)).toEqual([
        { type: "hello", lastSeq: 0, seq: 0 },
        { ...notification(7), seq: 1 },
      ]);
    }
    // A tab that dropped after seq 0 and comes back gets only what it missed.
    first.socket.close(1000, "tab closed");
    const back = await connect(stub, name, 0);
    expect(await back.until(2)).toEqual([{ ...notification(7), seq: 1 }, { type: "hello", lastSeq: 1, seq: 1 }]);
  });

  it("should answer a ping with a pong", async () => {
    const name = roomName();
    const stub = await hub(name);
    const tab = await connect(stub, name);
    await tab.until(1);
    tab.socket.send(JSON.stringify({ type: "ping" }));
    expect((await tab.until(2))[1]).toEqual({ type: "pong" });
  });
});

describe("UserHub refuses what a tab may not send", () => {
  const json = (message: unknown) => JSON.stringify(message);
  it.each([
    ["text that is not JSON", "ping"],
    ["JSON that is not an object", json("ping")],
    ["a message of an unknown type", json({ type: "publish", notification: { id: 1, text: "Forged", insertedAt: "2026-11-17T10:00:00.000Z" } })],
    ["a message without a type", json({ since: 0 })],
    ["a ping with a field it does not have", json({ type: "ping", seq: 1 })],
    ["a binary frame", new TextEncoder().encode(json({ type: "ping" }))],
  ])("should refuse %s to that tab only, store nothing and stay usable", async (_case, frame) => {
    const name = roomName();
    const stub = await hub(name);
    const sender = await connect(stub, name);
    const other = await connect(stub, name);
    await Promise.all([sender.until(1), other.until(1)]);

    sender.socket.send(frame);
    expect((await sender.until(2))[1]).toEqual({ type: "refused", reason: MALFORMED_MESSAGE });
    sender.socket.send(json({ type: "ping" }));
    expect((await sender.until(3))[2]).toEqual({ type: "pong" });

    // Nothing reached the other tab, and nothing was stored.
    other.socket.send(json({ type: "ping" }));
    expect(await other.until(2)).toEqual([{ type: "hello", lastSeq: 0, seq: 0 }, { type: "pong" }]);
    expect(await stub.publish(notification(1))).toMatchObject({ seq: 1 });
  });
});
