import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../worker/test/accounts";
import { call } from "../worker/test/http";
import { ROOMS, SINCE_PARAM, type UserHubEvent } from "./protocol";
import type { UserHub } from "./UserHub";

/** A fresh room per test: Durable Object state lives for the whole file. */
const roomName = () => `user-${crypto.randomUUID()}`;

/** Starts the room the way the worker does (name set, onStart run) and returns its stub. */
async function hub(name: string) {
  return (await getServerByName(env.UserHub as DurableObjectNamespace<UserHub>, name)) as DurableObjectStub<UserHub>;
}

function notification(id: number) {
  return { type: "notification" as const, notification: { id, text: `Notification ${id}`, insertedAt: "2026-11-17T10:00:00.000Z" } };
}

/**
 * Opens a socket straight to the room's Durable Object (past the worker's sign-in check, which the
 * "through the worker" tests cover) and collects what it receives.
 */
async function connect(stub: DurableObjectStub<UserHub>, name: string, since?: number) {
  const url = new URL(`https://amal.test/parties/${ROOMS.userHub}/${name}`);
  if (since !== undefined) url.searchParams.set(SINCE_PARAM, String(since));
  const res = await stub.fetch(url, { headers: { Upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: UserHubEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    received.push(JSON.parse(String(event.data)) as UserHubEvent);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.accept();
  /** Resolves once `count` events have arrived (or fails after a second). */
  const until = async (count: number) => {
    const deadline = Date.now() + 1000;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} events, got ${JSON.stringify(received)}`);
      await Promise.race([new Promise<void>((wake) => waiters.push(wake)), new Promise((r) => setTimeout(r, 50))]);
    }
    return received.slice(0, count);
  };
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

  it("should also admit the owner to their sub-rooms (<userId>:<id>)", async () => {
    const owner = await signedInUser();
    const res = await upgrade(`${owner.id}:tab-1`, owner.cookie);
    expect(res.status).toBe(101);
    res.webSocket!.accept();
    res.webSocket!.close(1000, "done");
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

  it("should publish a POSTed event (the worker's internal path) and answer it with its seq", async () => {
    const stub = await hub(roomName());
    const res = await stub.fetch("https://amal.test/publish", { method: "POST", body: JSON.stringify({ type: "update", topic: "session", data: { renamed: true } }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: "update", topic: "session", data: { renamed: true }, seq: 1 });
  });

  it("should refuse other methods on the internal path with 405", async () => {
    const stub = await hub(roomName());
    expect((await stub.fetch("https://amal.test/publish")).status).toBe(405);
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
    await runInDurableObject(stub, (room: UserHub) => [1, 2].forEach((id) => room.publish(notification(id))));
    const events = await (await connect(stub, name)).until(3);
    expect(events.map((e) => e.seq)).toEqual([1, 2, 2]);
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
