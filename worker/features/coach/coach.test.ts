import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { COACH_SESSIONS_PER_DAY, COACH_SESSIONS_TOTAL } from "../../../core/limits";
import type { RecommendedBook } from "../../../core/coach/types";
import { BOOKS } from "../../../core/coach/knowledge";
import type { CoachSessionInfo, CoachServerEvent } from "../../../party/coach-protocol";
import { ROOMS, userHubEventSchema, type UserHubEvent } from "../../../party/protocol";
import { getAs, signedInUser, subscribedUser } from "../../test/accounts";
import { createCoachSession, newSessionId, openTab, patchJson, scriptedProvider, setRoomProvider } from "../../test/coach";
import { call, postJson, rows, type ErrorJson } from "../../test/http";

const createAs = (cookie: string, body: unknown) => postJson("/api/coach/sessions", body, { headers: { Cookie: cookie } });

async function sessionsOf(cookie: string): Promise<CoachSessionInfo[]> {
  const res = await getAs(cookie, "/api/coach/sessions");
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: CoachSessionInfo[] }).sessions;
}

/** Opens the user's UserHub socket and collects its events. */
async function userHub(cookie: string, userId: string) {
  const res = await call(`/parties/${ROOMS.userHub}/${userId}`, { headers: { Upgrade: "websocket", Cookie: cookie } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: UserHubEvent[] = [];
  const unreadable: string[] = [];
  socket.addEventListener("message", (e) => {
    const json = JSON.parse(String(e.data));
    if (!userHubEventSchema.safeParse(json).success) unreadable.push(String(e.data));
    received.push(json);
  });
  socket.accept();
  /** Resolves once `count` events arrived, or once one matches `count` when it is a predicate. */
  const until = (count: number | ((event: UserHubEvent) => boolean)) =>
    vi.waitFor(
      () => {
        expect(unreadable, "events that do not fit userHubEventSchema").toEqual([]);
        const done = typeof count === "number" ? received.length >= count : received.some(count);
        if (!done) throw new Error(`UserHub sent ${JSON.stringify(received)}`);
        return received;
      },
      { timeout: 5_000, interval: 20 },
    );
  return { until };
}

describe("coach API: signed in only", () => {
  it.each([
    ["GET", "/api/coach/sessions"],
    ["POST", "/api/coach/sessions"],
    ["GET", "/api/coach/sessions/123"],
    ["PATCH", "/api/coach/sessions/123"],
    ["GET", "/api/coach/library"],
  ])("should answer %s %s without a session with 401", async (method, path) => {
    const res = await call(path, { method, headers: { "Content-Type": "application/json" }, body: method === "GET" ? undefined : "{}" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorJson).error.code).toBe("unauthenticated");
  });
});

/** Stores `count` sessions for the user directly, created `hoursAgo` hours ago. */
async function storeSessions(userId: string, count: number, hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const statements = Array.from({ length: count }, () =>
    env.DB.prepare("INSERT INTO coach_sessions (user_id, session_id, session_name, created_at) VALUES (?, ?, 'Old', ?)").bind(userId, newSessionId(), at),
  );
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
}

describe("coach API: session quotas", () => {
  it(`should refuse a new session after ${COACH_SESSIONS_PER_DAY} in 24 hours with a 429 that says when, and still answer a retried id`, async () => {
    const user = await subscribedUser();
    await storeSessions(user.id, 3, 30); // yesterday's do not count
    await storeSessions(user.id, COACH_SESSIONS_PER_DAY - 1, 2);
    const last = newSessionId();
    expect((await createAs(user.cookie, { session_id: last, session_name: "The last one today" })).status).toBe(201);

    const refused = await createAs(user.cookie, { session_id: newSessionId(), session_name: "One too many" });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as ErrorJson;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(new RegExp(`started ${COACH_SESSIONS_PER_DAY} coaching sessions in the last 24 hours.*in 22 hours`));
    // The oldest of today's sessions is 2 hours old: a new one can start in about 22 hours.
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(21 * 3600);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(22 * 3600);
    expect(body.error.retryAfter).toBe(Number(refused.headers.get("Retry-After")));

    expect((await createAs(user.cookie, { session_id: last, session_name: "The last one today" })).status).toBe(200);
    expect(await sessionsOf(user.cookie)).toHaveLength(COACH_SESSIONS_PER_DAY + 3);
  });

  it(`should refuse a new session once the account keeps ${COACH_SESSIONS_TOTAL}`, async () => {
    const user = await subscribedUser();
    await storeSessions(user.id, COACH_SESSIONS_TOTAL, 48);
    const refused = await createAs(user.cookie, { session_id: newSessionId(), session_name: "Room for one more?" });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorJson).error.message).toContain(`You have ${COACH_SESSIONS_TOTAL} coaching sessions`);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await rows("SELECT 1 FROM coach_sessions WHERE user_id = ?", user.id)).toHaveLength(COACH_SESSIONS_TOTAL);
  });

  it("should not overshoot the daily quota when many sessions are started at once", async () => {
    const user = await subscribedUser();
    await storeSessions(user.id, COACH_SESSIONS_PER_DAY - 3, 1);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createAs(user.cookie, { session_id: newSessionId(), session_name: `Parallel ${i}` }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe("coach API: creating sessions", () => {
  it("should create a session and list it", async () => {
    const user = await subscribedUser();
    const res = await createAs(user.cookie, { session_id: "1795337572690", session_name: "November 17, 2026" });
    expect(res.status).toBe(201);
    const { session } = (await res.json()) as { session: CoachSessionInfo };
    expect(session).toMatchObject({ session_id: "1795337572690", session_name: "November 17, 2026", last_activity_at: null });
    expect(Date.parse(session.date_created)).not.toBeNaN();
    expect(await sessionsOf(user.cookie)).toEqual([session]);
  });

  it("should answer the same session id again with the stored session and never store a duplicate", async () => {
    const user = await subscribedUser();
    const first = await createAs(user.cookie, { session_id: "1795337572691", session_name: "November 17, 2026" });
    const again = await createAs(user.cookie, { session_id: "1795337572691", session_name: "Another name" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const stored = await rows("SELECT * FROM coach_sessions WHERE user_id = ?", user.id);
    expect(stored).toHaveLength(1);
  });

  it("should let two users use the same session id independently", async () => {
    const [a, b] = [await subscribedUser(), await subscribedUser()];
    expect((await createAs(a.cookie, { session_id: "1795337572692", session_name: "Mine" })).status).toBe(201);
    expect((await createAs(b.cookie, { session_id: "1795337572692", session_name: "Also mine" })).status).toBe(201);
    expect((await sessionsOf(a.cookie)).map((s) => s.session_name)).toEqual(["Mine"]);
    expect((await sessionsOf(b.cookie)).map((s) => s.session_name)).toEqual(["Also mine"]);
  });

  it.each([
    ["a session id with letters", { session_id: "17953abc", session_name: "x" }, "session_id", "session_id must be 1 to 20 digits (the session's creation timestamp)"],
    ["a session id over 20 digits", { session_id: "1".repeat(21), session_name: "x" }, "session_id", "session_id must be 1 to 20 digits (the session's creation timestamp)"],
    ["no session id", { session_name: "x" }, "session_id", "session_id is required"],
    ["a blank name", { session_id: "1", session_name: "   " }, "session_name", "Give the session a name"],
    ["a name over 80 characters", { session_id: "1", session_name: "n".repeat(81) }, "session_name", "Session names can be up to 80 characters"],
  ])("should refuse %s with 400 and a readable message", async (_case, body, field, message) => {
    const user = await subscribedUser();
    const res = await createAs(user.cookie, body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorJson;
    expect(error.code).toBe("validation_failed");
    expect(error.fields![field]).toBe(message);
  });

  it("should refuse a body that is not JSON with 415", async () => {
    const user = await subscribedUser();
    const res = await call("/api/coach/sessions", { method: "POST", headers: { Cookie: user.cookie, "Content-Type": "text/plain" }, body: "session_id=1" });
    expect(res.status).toBe(415);
  });

  it("should push a new session to the user's open tabs", async () => {
    const user = await subscribedUser();
    const hub = await userHub(user.cookie, user.id);
    await hub.until(1);
    const sessionId = await createCoachSession(user.cookie, "Fresh session");
    const events = await hub.until(2);
    expect(events[1]).toMatchObject({ type: "update", topic: "coach_sessions", data: { session: { session_id: sessionId, session_name: "Fresh session" } } });
  });
});

describe("coach API: reading, ordering and renaming", () => {
  it("should list sessions by most recent activity, with untouched ones by creation", async () => {
    const user = await subscribedUser();
    const older = await createCoachSession(user.cookie, "Older");
    const newer = await createCoachSession(user.cookie, "Newer");
    expect((await sessionsOf(user.cookie)).map((s) => s.session_id)).toEqual([newer, older]);

    // A conversation in the older session moves it to the top, here and on the portal home.
    await setRoomProvider(user.id, older, scriptedProvider().provider);
    const tab = await openTab(user.cookie, user.id, older);
    tab.send({ type: "send", clientMessageId: "c", text: "Hello again" });
    await tab.next("reply_end");
    // The room records the activity in D1 just after the reply has gone out.
    await vi.waitFor(async () => expect((await sessionsOf(user.cookie))[0]!.session_id).toBe(older), { timeout: 5_000, interval: 20 });
    const listed = await sessionsOf(user.cookie);
    expect(listed.map((s) => s.session_id)).toEqual([older, newer]);
    expect(listed[0]!.last_activity_at).not.toBeNull();
    const home = (await (await getAs(user.cookie, "/api/portal/home")).json()) as { sessions: { session_id: string }[] };
    expect(home.sessions.map((s) => s.session_id)).toEqual([older, newer]);
  });

  it("should return a session with its transcript", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie, "With transcript");
    await setRoomProvider(user.id, sessionId, scriptedProvider().provider);
    const tab = await openTab(user.cookie, user.id, sessionId);
    tab.send({ type: "send", clientMessageId: "c", text: "Recommend Course about SQL" });
    await tab.next("reply_end");

    const res = await getAs(user.cookie, `/api/coach/sessions/${sessionId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { session: CoachSessionInfo; messages: { type: string; text: string }[] };
    expect(body.session.session_name).toBe("With transcript");
    expect(body.messages.map((m) => [m.type, m.text])).toEqual([
      ["human", "Recommend Course about SQL"],
      ["ai", "Start with SQL."],
    ]);
  });

  it("should return an empty transcript for a session nobody has spoken in", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    expect(await (await getAs(user.cookie, `/api/coach/sessions/${sessionId}`)).json()).toMatchObject({ messages: [] });
  });

  it("should rename a session, tell its open tabs and the user's hub, and list the new name", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie, "November 17, 2026");
    const tab = await openTab(user.cookie, user.id, sessionId);
    await tab.next("snapshot");
    const hub = await userHub(user.cookie, user.id);
    await hub.until((event) => event.type === "hello");

    const res = await patchJson(`/api/coach/sessions/${sessionId}`, { session_name: "  SQL learning plan  " }, user.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { session: CoachSessionInfo }).session.session_name).toBe("SQL learning plan");

    expect(await tab.next("renamed")).toMatchObject<Partial<CoachServerEvent>>({ type: "renamed", session_name: "SQL learning plan" });
    const renamed = (event: UserHubEvent) => event.type === "update" && event.topic === "coach_sessions" && event.data.session.session_name === "SQL learning plan";
    expect((await hub.until(renamed)).find(renamed)).toMatchObject({ type: "update", topic: "coach_sessions", data: { session: { session_id: sessionId } } });
    expect((await sessionsOf(user.cookie))[0]!.session_name).toBe("SQL learning plan");
  });

  it("should refuse a blank new name with 400", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    const res = await patchJson(`/api/coach/sessions/${sessionId}`, { session_name: "" }, user.cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.fields!.session_name).toBe("Give the session a name");
  });
});

describe("coach API: one user's sessions are invisible to another", () => {
  it("should answer 404 to a stranger reading, renaming or listing someone else's session", async () => {
    const owner = await subscribedUser();
    const stranger = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie, "Private plans");

    expect(await sessionsOf(stranger.cookie)).toEqual([]);
    const read = await getAs(stranger.cookie, `/api/coach/sessions/${sessionId}`);
    expect(read.status).toBe(404);
    expect(((await read.json()) as ErrorJson).error.message).toBe("This coaching session does not exist.");
    expect((await patchJson(`/api/coach/sessions/${sessionId}`, { session_name: "Hijacked" }, stranger.cookie)).status).toBe(404);
    expect((await sessionsOf(owner.cookie))[0]!.session_name).toBe("Private plans");
  });

  it.each(["abc", "1".repeat(21), "12%3B1"])("should answer 404 for the malformed session id %s", async (id) => {
    const user = await subscribedUser();
    expect((await getAs(user.cookie, `/api/coach/sessions/${id}`)).status).toBe(404);
  });

  it("should not mix up sessions of two users with the same session id", async () => {
    const [a, b] = [await subscribedUser(), await subscribedUser()];
    const sessionId = newSessionId();
    await createCoachSession(a.cookie, "A's", sessionId);
    await createCoachSession(b.cookie, "B's", sessionId);
    await setRoomProvider(a.id, sessionId, scriptedProvider().provider);
    const tab = await openTab(a.cookie, a.id, sessionId);
    tab.send({ type: "send", clientMessageId: "c", text: "Only for A" });
    await tab.next("reply_end");
    const bRead = (await (await getAs(b.cookie, `/api/coach/sessions/${sessionId}`)).json()) as { session: CoachSessionInfo; messages: unknown[] };
    expect(bRead.session.session_name).toBe("B's");
    expect(bRead.messages).toEqual([]);
  });
});

describe("coach API: the Books window", () => {
  it("should recommend ten real books from the catalogue", async () => {
    const user = await subscribedUser();
    const res = await getAs(user.cookie, "/api/coach/library");
    expect(res.status).toBe(200);
    const { books } = (await res.json()) as { books: RecommendedBook[] };
    expect(books).toHaveLength(10);
    expect(new Set(books.map((b) => b.id)).size).toBe(10);
    const catalogue = new Set(BOOKS.map((b) => b.title));
    for (const book of books) {
      expect(catalogue.has(book.book_object.title)).toBe(true);
      expect(book.link).toMatch(/^https:\/\//);
      expect(book.book_object.authors.length).toBeGreaterThan(0);
    }
  });
});

describe("/api/coach is for subscribers", () => {
  it("should answer 403 subscription_required to a signed-in user who never paid, for every endpoint", async () => {
    const user = await signedInUser();
    for (const res of [
      await getAs(user.cookie, "/api/coach/sessions"),
      await getAs(user.cookie, "/api/coach/library"),
      await createAs(user.cookie, { session_id: newSessionId(), session_name: "November 22, 2026" }),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorJson).error.code).toBe("subscription_required");
    }
  });

  it("should answer 401 without a session cookie", async () => {
    expect((await getAs(null, "/api/coach/sessions")).status).toBe(401);
  });
});
