import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES as M, type Notification, type NotificationList } from "../../../core/schemas/notifications";
import { database } from "../../db/client";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call, type ErrorJson } from "../../test/http";
import { notifyUser } from "./notify";

/** One auth session of a user: every call of a `Session` carries the same cookie. */
async function session(user: QuickUser) {
  const cookie = await user.cookie();
  const send = (method: string, path: string, body?: unknown) =>
    call(path, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    list: async () => {
      const res = await send("GET", "/api/notifications");
      expect(res.status).toBe(200);
      return res.json<NotificationList>();
    },
  };
}

const notify = (user: QuickUser, text: string) =>
  notifyUser({ db: database(env.DB), hub: env.UserHub }, user.id, { text, kind: "payment_failed", link: "/portal/renew-subscription" });

/** The bell's rule, as the header applies it. */
const dot = (list: NotificationList) => list.latestId !== null && list.latestId > list.seenId;

describe("notifications", () => {
  it("should list newest first with the count, unread count, newest id and seen id, for an account without a subscription", async () => {
    const user = await quickUser();
    const tab = await session(user);
    expect(await tab.list()).toEqual({ notifications: [], count: 0, unread: 0, latestId: null, seenId: 0 });

    const first = await notify(user, "Your payment failed.");
    const second = await notify(user, "Your resume is ready.");
    const list = await tab.list();
    expect(list.notifications.map((n) => n.text)).toEqual(["Your resume is ready.", "Your payment failed."]);
    expect(list.notifications[1]).toMatchObject({ id: first.id, kind: "payment_failed", link: "/portal/renew-subscription", readAt: null });
    expect(list).toMatchObject({ count: 2, unread: 2, latestId: second.id, seenId: 0 });
    expect(dot(list)).toBe(true);
  });

  it("should move the seen id forward only, up to the user's newest id, and clear the dot on every device", async () => {
    const user = await quickUser();
    const phone = await session(user);
    const laptop = await session(user);
    const older = await notify(user, "Older");
    const newer = await notify(user, "Newer");

    const seen = async (tab: Awaited<ReturnType<typeof session>>, lastId: number) => {
      const res = await tab.send("POST", "/api/notifications/seen", { lastId });
      expect(res.status).toBe(200);
      return (await res.json<{ seenId: number }>()).seenId;
    };
    expect(await seen(phone, older.id)).toBe(older.id);
    expect(dot(await laptop.list())).toBe(true);
    expect(await seen(phone, newer.id)).toBe(newer.id);
    expect(dot(await laptop.list())).toBe(false);
    // Backwards changes nothing; an id beyond the newest stops at the newest.
    expect(await seen(laptop, older.id)).toBe(newer.id);
    expect(await seen(laptop, newer.id + 1000)).toBe(newer.id);

    const latest = await notify(user, "Latest");
    const list = await phone.list();
    expect(list).toMatchObject({ latestId: latest.id, seenId: newer.id });
    expect(dot(list)).toBe(true);
  });

  it("should not let another user's newer id hide the dot", async () => {
    const user = await quickUser();
    const other = await quickUser();
    const mine = await notify(user, "Mine");
    const theirs = await notify(other, "Theirs");
    const tab = await session(user);
    const res = await tab.send("POST", "/api/notifications/seen", { lastId: theirs.id });
    expect((await res.json<{ seenId: number }>()).seenId).toBe(mine.id);
    await notify(user, "Mine again");
    expect(dot(await tab.list())).toBe(true);
  });

  it("should mark read and dismiss in one session and show it in another; restore brings it back", async () => {
    const user = await quickUser();
    const phone = await session(user);
    const laptop = await session(user);
    const a = await notify(user, "A");
    const b = await notify(user, "B");

    const read = await phone.send("POST", "/api/notifications/read", { ids: [a.id, b.id, a.id] });
    expect(await read.json()).toEqual({ read: 2 });
    let list = await laptop.list();
    expect(list.unread).toBe(0);
    expect(list.notifications.every((n) => n.readAt !== null)).toBe(true);

    const dismissed = await phone.send("DELETE", `/api/notifications/${b.id}`);
    expect(dismissed.status).toBe(200);
    list = await laptop.list();
    expect(list.notifications.map((n) => n.id)).toEqual([a.id]);
    // The newest id still counts the dismissed one: dismissing must not bring a dot back.
    expect(list).toMatchObject({ count: 1, latestId: b.id });
    // The other tab dismissing it too is not an error.
    expect((await laptop.send("DELETE", `/api/notifications/${b.id}`)).status).toBe(200);

    const restored = await laptop.send("POST", `/api/notifications/${b.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await restored.json<{ notification: Notification }>()).notification).toMatchObject({ id: b.id, text: "B" });
    expect((await phone.list()).notifications.map((n) => n.id)).toEqual([b.id, a.id]);
  });

  it("should answer 404 for another user's notification and change nothing of theirs", async () => {
    const owner = await quickUser();
    const stranger = await session(await quickUser());
    const theirs = await notify(owner, "Private news");

    for (const [method, path] of [
      ["DELETE", `/api/notifications/${theirs.id}`],
      ["POST", `/api/notifications/${theirs.id}/restore`],
    ] as const) {
      const res = await stranger.send(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json<ErrorJson>()).error).toEqual({ code: "not_found", message: M.notFound });
    }
    const read = await stranger.send("POST", "/api/notifications/read", { ids: [theirs.id] });
    expect(await read.json()).toEqual({ read: 0 });
    expect(JSON.stringify(await stranger.list())).not.toContain("Private news");

    const owned = await (await session(owner)).list();
    expect(owned.notifications).toEqual([expect.objectContaining({ id: theirs.id, readAt: null })]);
  });

  it.each([
    ["POST", "/api/notifications/seen", { lastId: -1 }, M.lastIdInvalid],
    ["POST", "/api/notifications/seen", { lastId: "7" }, M.lastIdInvalid],
    ["POST", "/api/notifications/read", { ids: [] }, M.idsInvalid],
    ["POST", "/api/notifications/read", { ids: [1.5] }, M.idInvalid],
    ["POST", "/api/notifications/read", { ids: Array.from({ length: 201 }, (_, i) => i + 1) }, M.idsInvalid],
  ])("should refuse %s %s %j with a readable 400", async (method, path, body, message) => {
    const tab = await session(await quickUser());
    const res = await tab.send(method, path, body);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.message).toContain(message);
  });

  it("should answer 404 for an id that is not a number, and 401 when signed out", async () => {
    const tab = await session(await quickUser());
    expect((await tab.send("DELETE", "/api/notifications/abc")).status).toBe(404);
    expect((await call("/api/notifications")).status).toBe(401);
  });
});
