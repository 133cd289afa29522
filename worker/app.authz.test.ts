/**
 * The authorisation matrix: every route of `createApp()` (read from the app itself) and both
 * realtime rooms, called by a signed-out visitor, another subscriber and a signed-in user
 * without a subscription, against the access each route is given in worker/test/route-access.ts.
 * Routes that address one user's resource are called on a resource of a third user (the owner):
 * the others get 404/403 and nothing of the owner's, and the owner gets through (so the probe
 * addresses a real resource and the test can fail).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { quickUser } from "./test/accounts";
import { call, uniqueIp } from "./test/http";
import { ROUTE_ACCESS, SOCKET_ROUTES, addressFor, appRoutes, probeRequest, type Probe, type RouteAccess } from "./test/route-access";

const ROUTES = appRoutes();
type Caller = "anonymous" | "another user" | "unsubscribed user";
const CALLERS: Caller[] = ["anonymous", "another user", "unsubscribed user"];

const figures = { requests: 0, serverErrors: 0, leaks: 0 };

interface Answer {
  status: number;
  code: string | undefined;
  text: string;
}

async function send(probe: Probe, entry: RouteAccess, cookie: string | undefined): Promise<Answer> {
  const res = await call(probe.path, probeRequest(probe, entry.body, { cookie, ip: addressFor(entry) }));
  // Files come back as bytes: read them as text only to look for the owner's strings.
  const text = new TextDecoder().decode(await res.arrayBuffer());
  figures.requests++;
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code, text };
}

const refusedSignIn = (a: Answer) => a.status === 401 && a.code === "unauthenticated";
const refusedSubscription = (a: Answer) => a.status === 403 && (a.code === "subscription_required" || a.code === "subscription_failed");

/** What is wrong with `answer` for `caller` on `entry` (empty when it is what the table says). */
function problems(entry: RouteAccess, caller: Caller, answer: Answer, addressesOwner: boolean): string[] {
  const found: string[] = [];
  const expectStatus = !addressesOwner ? entry.status : undefined;
  if (answer.status >= 500 && answer.status !== expectStatus) {
    figures.serverErrors++;
    found.push(`server error ${answer.status}`);
  }
  if (expectStatus !== undefined && answer.status !== expectStatus) found.push(`status ${answer.status}, the table says ${expectStatus}`);
  const guarded = entry.access === "signed-in" || entry.access === "subscribed" || entry.access === "dev-signed-in";
  if (guarded && caller === "anonymous") {
    if (!refusedSignIn(answer)) found.push(`status ${answer.status} ${answer.code ?? ""} for a signed-out caller, expected 401 unauthenticated`);
    return found;
  }
  if (entry.access === "subscribed" && caller === "unsubscribed user") {
    if (!refusedSubscription(answer)) found.push(`status ${answer.status} ${answer.code ?? ""} without a subscription, expected 403 subscription_required`);
    return found;
  }
  if (guarded && addressesOwner) {
    if (answer.status !== 404 && answer.status !== 403) found.push(`status ${answer.status} on the owner's resource, expected 404 or 403`);
    return found;
  }
  if (refusedSignIn(answer) && entry.access !== "callback") found.push(`refused sign-in (401) for ${caller} on a ${entry.access} route`);
  if (refusedSubscription(answer) && entry.access !== "subscribed") found.push(`refused subscription (403) for ${caller} on a ${entry.access} route`);
  if (refusedSubscription(answer) && caller === "another user") found.push("refused subscription (403) for a subscriber");
  if (entry.access === "callback" && (answer.status < 400 || answer.status >= 500)) found.push(`status ${answer.status} for an unsigned callback`);
  return found;
}

afterAll(() => {
  console.log(
    `authz matrix: ${ROUTES.length} routes + ${Object.keys(SOCKET_ROUTES).length} socket routes, ${figures.requests} requests, ${figures.serverErrors} server errors, ${figures.leaks} leaks`,
  );
});

describe("the route access table", () => {
  it("should have an entry for every route of the app, and none for a route it does not have", () => {
    const missing = ROUTES.filter((key) => !(key in ROUTE_ACCESS));
    expect(missing, `Routes without an entry in worker/test/route-access.ts: ${missing.join(", ")}`).toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !ROUTES.includes(key));
    expect(stale, `Entries in worker/test/route-access.ts for routes the app does not have: ${stale.join(", ")}`).toEqual([]);
  });
});

describe("every route × anonymous, another user, an unsubscribed user", () => {
  it.each(ROUTES.filter((key) => key in ROUTE_ACCESS))("%s", async (key) => {
    const entry = ROUTE_ACCESS[key]!;
    const [owner, other, unsubscribed] = await Promise.all([quickUser({ subscribed: true }), quickUser({ subscribed: true }), quickUser()]);
    const owned = entry.owned ? await entry.owned(owner) : null;
    const [method, path] = key.split(" ") as [string, string];
    const plain = entry.probe ? [await entry.probe()] : owned ? [] : [{ method, path }];
    const runs = [...plain.map((probe) => ({ probe, addressesOwner: false })), ...(owned?.probes ?? []).map((probe) => ({ probe, addressesOwner: true }))];
    const secrets = [owner.email, owner.id, owner.fullname, ...(owned?.secrets ?? [])];
    const failures: string[] = [];

    for (const { probe, addressesOwner } of runs) {
      for (const caller of CALLERS) {
        const cookie = caller === "anonymous" ? undefined : await (caller === "another user" ? other : unsubscribed).cookie();
        const answer = await send(probe, entry, cookie);
        const where = `${probe.method} ${probe.path} as ${caller}`;
        for (const problem of problems(entry, caller, answer, addressesOwner)) failures.push(`${where}: ${problem}`);
        const leaked = secrets.filter((secret) => answer.text.includes(secret));
        if (leaked.length) {
          figures.leaks++;
          failures.push(`${where}: the response contains the owner's ${leaked.map((s) => JSON.stringify(s)).join(", ")}`);
        }
      }
      if (addressesOwner) {
        // Last: the owner's own call may change the resource (cancel, remove).
        const answer = await send(probe, entry, await owner.cookie());
        if (answer.status >= 500) figures.serverErrors++;
        if (answer.status >= 500 || [401, 403, 404].includes(answer.status)) {
          failures.push(`${probe.method} ${probe.path} as the owner: status ${answer.status} ${answer.code ?? ""}, so the probe does not address the owner's resource`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the dev tools with DEV_TOOLS=0, or called from another machine", () => {
  const devRoutes = ROUTES.filter((key) => ROUTE_ACCESS[key]?.access.startsWith("dev-"));

  it.each(devRoutes)("%s should be 404 for everyone", async (key) => {
    const entry = ROUTE_ACCESS[key]!;
    const owner = await quickUser({ subscribed: true });
    const [method, path] = key.split(" ") as [string, string];
    const probes = entry.owned ? (await entry.owned(owner)).probes : [entry.probe ? await entry.probe() : { method, path }];
    const app = createApp();
    for (const probe of probes) {
      for (const cookie of [undefined, await owner.cookie()]) {
        const who = `${probe.method} ${probe.path} ${cookie ? "signed in" : "signed out"}`;
        const ctx = createExecutionContext();
        const off = await app.request(probe.path, probeRequest(probe, entry.body, { cookie, ip: "127.0.0.1" }), { ...env, DEV_TOOLS: "0" }, ctx);
        await waitOnExecutionContext(ctx);
        expect(off.status, `${who} with DEV_TOOLS=0`).toBe(404);
        const remote = await call(probe.path, probeRequest(probe, entry.body, { cookie, ip: uniqueIp() }));
        expect(remote.status, `${who} from another machine`).toBe(404);
        figures.requests += 2;
      }
    }
  });
});

describe("the realtime rooms × anonymous, another user, an unsubscribed user", () => {
  const upgrade = async (path: string, cookie?: string) => {
    const res = await call(path, { headers: { Upgrade: "websocket", Origin: new URL(env.APP_URL).origin, ...(cookie ? { Cookie: cookie } : {}) } });
    figures.requests++;
    if (res.status >= 500) figures.serverErrors++;
    res.webSocket?.accept();
    res.webSocket?.close(1000, "probe done");
    return { status: res.status, text: res.webSocket ? "" : await res.text() };
  };

  it.each(Object.entries(SOCKET_ROUTES))("%s", async (_, route) => {
    const [owner, other, unsubscribed] = await Promise.all([quickUser({ subscribed: true }), quickUser({ subscribed: true }), quickUser()]);
    const path = await route.room(owner);
    const secrets = [owner.email, owner.id, owner.fullname];
    const expected: Record<Caller, number[]> = { anonymous: [401], "another user": [403, 404], "unsubscribed user": [403, 404] };
    for (const caller of CALLERS) {
      const cookie = caller === "anonymous" ? undefined : await (caller === "another user" ? other : unsubscribed).cookie();
      const answer = await upgrade(path, cookie);
      expect(expected[caller], `${path} as ${caller}: ${answer.status}`).toContain(answer.status);
      const leaked = secrets.filter((secret) => answer.text.includes(secret));
      if (leaked.length) figures.leaks++;
      expect(leaked, `${path} as ${caller}`).toEqual([]);
    }
    expect((await upgrade(path, await owner.cookie())).status, `${path} as the owner`).toBe(101);
    if (route.access === "subscribed") {
      // Their own room, but no subscription.
      const ownRoom = await route.room(unsubscribed);
      expect((await upgrade(ownRoom, await unsubscribed.cookie())).status, `${ownRoom} as its unsubscribed owner`).toBe(403);
    }
  });
});
