/**
 * Open sockets follow the auth session and the subscription: signing out, a password change or
 * reset, an auth session that runs out and a subscription that lapses close the sockets that no
 * longer have the right to exist, in the CoachRoom and in the UserHub, with the close code and
 * reason the browser shows.
 */
import { env } from "cloudflare:workers";
import { getServerByName } from "partyserver";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readVars } from "../worker/env";
import { PAYMENT_FAILED_MESSAGE } from "../worker/features/billing/access";
import { billingDepsFrom } from "../worker/features/billing/deps";
import { runRenewals } from "../worker/features/billing/renewals";
import { sha256Hex } from "../worker/lib/crypto";
import { PASSWORD, authCookie, logInAs, signedInUser, subscribedUser } from "../worker/test/accounts";
import { makeDue } from "../worker/test/billing";
import { coachRoom, createCoachSession, openTab, scriptedProvider, send, sessionWith, setRoomProvider, type Tab } from "../worker/test/coach";
import { call, postJson, rows, uniqueIp } from "../worker/test/http";
import { AUTH_SESSION_HEADER, SESSION_RECHECK_MS } from "./room-access";
import { ROOM_CLOSE, ROOMS, type RoomCloseCause, type UserHubEvent } from "./protocol";

const NEW_PASSWORD = "N3w!passw0rd";
/** Past how long a room trusts its last check of a socket's auth session. */
const A_MINUTE_LATER = SESSION_RECHECK_MS + 1000;

const closeOf = (cause: RoomCloseCause) => ({ code: ROOM_CLOSE[cause].code, reason: ROOM_CLOSE[cause].reason });

const logout = (cookie: string) => call("/api/auth/logout", { method: "POST", headers: { Cookie: cookie } });
const changePassword = (cookie: string) =>
  postJson("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { ip: uniqueIp(), headers: { Cookie: cookie } });

/** Requests a reset for `email`, reads the link from the outbox and sets a new password with it. */
async function resetPassword(email: string) {
  expect((await postJson("/api/auth/forgot-password", { email }, { ip: uniqueIp() })).status).toBe(200);
  const [mail] = await rows<{ text_body: string }>("SELECT text_body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1", email);
  const token = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail!.text_body)![0]).searchParams.get("token")!;
  const res = await postJson("/api/auth/reset-password", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { ip: uniqueIp() });
  expect(res.status).toBe(200);
}

/** Lets every auth session of the user run out (as 30 days without a visit would). */
const expireAuthSessions = (userId: string) =>
  env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(new Date(Date.now() - 1000).toISOString(), userId).run();

/** Moves the clock past the rooms' re-check interval (the fake clock reaches the rooms too). */
function aMinuteLater() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + A_MINUTE_LATER);
}
afterEach(() => {
  vi.useRealTimers();
});

/** A UserHub socket opened through the worker, as the portal opens it. */
async function hubTab(userId: string, cookie: string, headers: Record<string, string> = {}) {
  const res = await call(`/parties/${ROOMS.userHub}/${userId}`, { headers: { Upgrade: "websocket", Cookie: cookie, ...headers } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: UserHubEvent[] = [];
  socket.addEventListener("message", (e) => received.push(JSON.parse(String(e.data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  socket.accept();
  const next = (type: UserHubEvent["type"], count = 1) =>
    vi.waitFor(
      () => {
        const found = received.filter((e) => e.type === type);
        if (found.length < count) throw new Error(`Waited for ${count} × ${type}; received ${JSON.stringify(received)}`);
        return found[count - 1]!;
      },
      { timeout: 5_000, interval: 10 },
    );
  await next("hello");
  return {
    received,
    closed,
    next,
    ping: () => socket.send(JSON.stringify({ type: "ping" })),
  };
}

/** The tab still works: it answers a ping (hub) or streams a whole reply (coach room). */
async function hubStillOpen(tab: Awaited<ReturnType<typeof hubTab>>) {
  const pongs = tab.received.filter((e) => e.type === "pong").length;
  tab.ping();
  await tab.next("pong", pongs + 1);
}
async function coachStillOpen(tab: Tab) {
  const replies = tab.received.filter((e) => e.type === "reply_end").length;
  send(tab, "Still there?");
  await tab.next("reply_end", replies + 1);
}

/** Gives up on a promise that did not settle: nothing arriving is the expected outcome. */
const settledWithin = <T>(promise: Promise<T>, ms = 300) => Promise.race([promise, new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);

describe("signing out closes that auth session's sockets", () => {
  it("should close the CoachRoom tab of the session that signed out, and only that one", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const phone = await logInAs(user.email);
    const laptopTab = await tab();
    const phoneTab = await openTab(phone, user.id, sessionId);
    await Promise.all([laptopTab.next("snapshot"), phoneTab.next("snapshot")]);

    expect((await logout(user.cookie)).status).toBe(200);
    expect(await laptopTab.closed).toEqual(closeOf("signedOut"));
    await coachStillOpen(phoneTab);
  });

  it("should close the UserHub socket of the session that signed out, and only that one", async () => {
    const user = await signedInUser();
    const phone = await logInAs(user.email);
    const laptopHub = await hubTab(user.id, user.cookie);
    const phoneHub = await hubTab(user.id, phone);

    expect((await logout(user.cookie)).status).toBe(200);
    expect(await laptopHub.closed).toEqual(closeOf("signedOut"));
    await hubStillOpen(phoneHub);
  });

  it("should tie a socket to the session of its cookie, whatever auth-session header the browser sends", async () => {
    const user = await signedInUser();
    const phone = await logInAs(user.email);
    const phoneHash = await sha256Hex(phone.slice(phone.indexOf("=") + 1));
    const laptopHub = await hubTab(user.id, user.cookie, { [AUTH_SESSION_HEADER]: phoneHash });

    await logout(phone);
    expect(await settledWithin(laptopHub.closed)).toBe("open");
    await logout(user.cookie);
    expect(await laptopHub.closed).toEqual(closeOf("signedOut"));
  });
});

describe("a password change closes the other auth sessions' sockets", () => {
  it("should close the other devices' CoachRoom tabs and keep this browser's tab, now under its new session", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const phone = await logInAs(user.email);
    const laptopTab = await tab();
    const phoneTab = await openTab(phone, user.id, sessionId);
    await Promise.all([laptopTab.next("snapshot"), phoneTab.next("snapshot")]);

    const res = await changePassword(user.cookie);
    expect(res.status).toBe(200);
    expect(await phoneTab.closed).toEqual(closeOf("passwordChanged"));
    await coachStillOpen(laptopTab);

    // The tab now belongs to the browser's new auth session: signing that out closes it.
    await logout(authCookie(res));
    expect(await laptopTab.closed).toEqual(closeOf("signedOut"));
  });

  it("should close the other devices' UserHub sockets and keep this browser's socket", async () => {
    const user = await signedInUser();
    const phone = await logInAs(user.email);
    const laptopHub = await hubTab(user.id, user.cookie);
    const phoneHub = await hubTab(user.id, phone);

    const res = await changePassword(user.cookie);
    expect(res.status).toBe(200);
    expect(await phoneHub.closed).toEqual(closeOf("passwordChanged"));
    await hubStillOpen(laptopHub);
    // Still open a minute later, when the hub checks the socket's (renewed) auth session again.
    aMinuteLater();
    await hubStillOpen(laptopHub);
  });
});

describe("a password reset closes every socket of the account", () => {
  it("should close every CoachRoom tab of the user", async () => {
    const { user, sessionId, tab } = await sessionWith();
    const phone = await logInAs(user.email);
    const laptopTab = await tab();
    const phoneTab = await openTab(phone, user.id, sessionId);
    await Promise.all([laptopTab.next("snapshot"), phoneTab.next("snapshot")]);

    await resetPassword(user.email);
    expect(await laptopTab.closed).toEqual(closeOf("passwordChanged"));
    expect(await phoneTab.closed).toEqual(closeOf("passwordChanged"));
  });

  it("should close every UserHub socket of the user", async () => {
    const user = await signedInUser();
    const phone = await logInAs(user.email);
    const laptopHub = await hubTab(user.id, user.cookie);
    const phoneHub = await hubTab(user.id, phone);

    await resetPassword(user.email);
    expect(await laptopHub.closed).toEqual(closeOf("passwordChanged"));
    expect(await phoneHub.closed).toEqual(closeOf("passwordChanged"));
  });
});

describe("an auth session that runs out stops its sockets at their next message", () => {
  it("should refuse a CoachRoom message once the auth session has expired, and close the tab", async () => {
    const { user, tab, requests } = await sessionWith();
    const laptopTab = await tab();
    await laptopTab.next("snapshot");

    await expireAuthSessions(user.id);
    aMinuteLater();
    send(laptopTab, "Recommend a course about SQL");
    expect(await laptopTab.closed).toEqual(closeOf("sessionEnded"));
    expect(requests).toEqual([]);
    expect(laptopTab.received.map((e) => e.type)).toEqual(["snapshot"]);
  });

  it("should refuse a UserHub message once the auth session has expired, and close the socket", async () => {
    const user = await signedInUser();
    const laptopHub = await hubTab(user.id, user.cookie);

    await expireAuthSessions(user.id);
    aMinuteLater();
    laptopHub.ping();
    expect(await laptopHub.closed).toEqual(closeOf("sessionEnded"));
    expect(laptopHub.received.map((e) => e.type)).toEqual(["hello"]);
  });

  it("should deliver nothing more to a UserHub socket whose auth session expired, and close it when an event comes", async () => {
    const user = await signedInUser();
    const laptopHub = await hubTab(user.id, user.cookie);

    await expireAuthSessions(user.id);
    aMinuteLater();
    const hub = await getServerByName(env.UserHub, user.id);
    await hub.publish({ type: "notification", notification: { id: 1, text: "Your CV was reviewed", insertedAt: new Date().toISOString() } });
    expect(await laptopHub.closed).toEqual(closeOf("sessionEnded"));
    expect(laptopHub.received.map((e) => e.type)).toEqual(["hello"]);
  });

  it("should check again at most once a minute (a message soon after the last check is answered at once)", async () => {
    const user = await signedInUser();
    const laptopHub = await hubTab(user.id, user.cookie);
    await expireAuthSessions(user.id);
    await hubStillOpen(laptopHub);
    aMinuteLater();
    laptopHub.ping();
    expect(await laptopHub.closed).toEqual(closeOf("sessionEnded"));
  });
});

describe("a subscription that lapses closes the coaching sockets", () => {
  async function dueSubscriber() {
    const { user, sessionId, tab, requests } = await sessionWith();
    const [sub] = await rows<{ id: number }>("SELECT id FROM subscriptions WHERE user_id = ?", user.id);
    // Due a minute ago: still usable (the renewal's grace) until the renewal run decides.
    await makeDue(sub!.id);
    return { user, sessionId, tab, requests };
  }

  it("should close the CoachRoom tabs when the renewal is declined", async () => {
    const { user, tab } = await dueSubscriber();
    const laptopTab = await tab();
    await laptopTab.next("snapshot");

    // No card is saved: the renewal is declined and the subscription fails.
    const [outcome] = await runRenewals(billingDepsFrom(env, readVars(env)), { userId: user.id });
    expect(outcome).toMatchObject({ status: "declined" });
    expect(await laptopTab.closed).toEqual(closeOf("subscriptionEnded"));
  });

  it("should keep the UserHub socket (the user is still signed in) and deliver the payment-failed notice on it", async () => {
    const { user } = await dueSubscriber();
    const laptopHub = await hubTab(user.id, user.cookie);

    await runRenewals(billingDepsFrom(env, readVars(env)), { userId: user.id });
    const notice = await laptopHub.next("notification");
    expect(notice).toMatchObject({ type: "notification", notification: { text: PAYMENT_FAILED_MESSAGE } });
    await hubStillOpen(laptopHub);
  });

  it("should refuse a CoachRoom message once the paid period has ended without a renewal, and close the tab", async () => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    const scripted = scriptedProvider();
    await setRoomProvider(user.id, sessionId, scripted.provider);
    const laptopTab = await openTab(user.cookie, user.id, sessionId);
    await laptopTab.next("snapshot");

    // A cancelled subscription whose period ended: nothing happens at that moment.
    await env.DB.prepare("UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = 1, period_end = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), user.id)
      .run();
    aMinuteLater();
    send(laptopTab, "Recommend a course about SQL");
    expect(await laptopTab.closed).toEqual(closeOf("subscriptionEnded"));
    expect(scripted.requests).toEqual([]);
  });
});

describe("a socket the worker did not admit", () => {
  it.each([ROOMS.userHub, ROOMS.coachRoom])("should be closed by the room (%s) before it receives anything", async (party) => {
    const user = await subscribedUser();
    const sessionId = await createCoachSession(user.cookie);
    const stub = party === ROOMS.userHub ? await getServerByName(env.UserHub, user.id) : await coachRoom(user.id, sessionId);
    const name = party === ROOMS.userHub ? user.id : `${user.id}:${sessionId}`;
    const res = await stub.fetch(`https://amal.test/parties/${party}/${name}`, { headers: { Upgrade: "websocket", [AUTH_SESSION_HEADER]: "not-a-session" } });
    const socket = res.webSocket!;
    const received: unknown[] = [];
    socket.addEventListener("message", (e) => received.push(e.data));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
    socket.accept();
    expect(await closed).toEqual(closeOf("sessionEnded"));
    expect(received).toEqual([]);
  });
});
