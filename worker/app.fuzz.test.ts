/**
 * Property-based fuzzing (fast-check) of every endpoint that reads a body — JSON, multipart and
 * the sandbox checkout's form — found from the app's route list and the access table
 * (worker/test/route-access.ts). Callers are signed in (and subscribed) as the route needs, so the
 * cases reach validation; each case comes from a new client address (the dev tools: from this
 * machine), and a new user every few cases, so the rate limits rarely answer first.
 *
 * The property: never a 5xx; a 4xx carries the app's error shape `{ error: { code, message } }`
 * with a readable message (the hosted checkout's pages may answer with an HTML page instead).
 *
 * 2,000 cases in all by default, spread over the endpoints; `FUZZ_RUNS=20000` for more. A failure
 * prints the seed and fast-check's path: `FUZZ_SEED=<seed>` replays the same cases.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD, quickUser, type QuickUser } from "./test/accounts";
import { bodyOf, formBodies, jsonBodies, type BodyPlan } from "./test/fuzz-bodies";
import { call } from "./test/http";
import { PROBE_EMAIL, ROUTE_ACCESS, addressFor, appRoutes, probeRequest, resumePdf, uniqueEmail, type Probe, type RouteAccess } from "./test/route-access";

const TOTAL = Number(env.FUZZ_RUNS) || 2_000;
const SEED = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** A new caller every few cases: the per-user limits (coupon attempts, password changes) allow 5 to 10 a minute. */
const CASES_PER_CALLER = 4;

const ENDPOINTS = appRoutes().filter((key) => ROUTE_ACCESS[key] && ROUTE_ACCESS[key].body !== "none");
const runsOf = (index: number) => Math.floor(TOTAL / ENDPOINTS.length) + (index < TOTAL % ENDPOINTS.length ? 1 : 0);

const figures = { cases: 0, serverErrors: 0, badErrors: 0, rateLimited: 0, statuses: new Map<number, number>() };

afterAll(() => {
  const statuses = [...figures.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `fuzz: ${ENDPOINTS.length} endpoints, ${figures.cases} cases (seed ${SEED}), ${figures.serverErrors} server errors, ${figures.badErrors} 4xx without the error shape, ${figures.rateLimited} rate-limited; statuses ${statuses.join(" ")}`,
  );
});

/** Who calls the endpoint: signed in (every other one subscribed) or subscribed where the route needs it. */
function callerFor(entry: RouteAccess, index: number): Promise<QuickUser> | null {
  // A route on the caller's own resource (a subscription's payment, a checkout link) needs a subscriber.
  if (entry.access === "subscribed" || entry.owned) return quickUser({ subscribed: true });
  if (entry.access === "signed-in" || entry.access === "dev-signed-in") return quickUser({ subscribed: index % 2 === 1 });
  return null;
}

/** The request to aim the cases at: the caller's own resource where the route addresses one. */
async function target(entry: RouteAccess, key: string, user: QuickUser | null): Promise<Probe> {
  if (entry.owned && user) return (await entry.owned(user)).probes[0]!;
  if (entry.probe) return entry.probe();
  const [method, path] = key.split(" ") as [string, string];
  return { method, path };
}

/** Cases for the endpoint, from its plausible body. */
function bodies(entry: RouteAccess, sample: Probe): fc.Arbitrary<BodyPlan> {
  if (entry.body === "json") return jsonBodies(sample.json ?? {});
  const fields = sample.fields ?? {};
  const text = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));
  const files = Object.keys(fields).filter((name) => typeof fields[name] !== "string");
  return formBodies(text, files);
}

/** Each case gets new e-mail addresses (the per-account limits count by address). */
function freshen(plan: BodyPlan): BodyPlan {
  const renew = (s: string) => s.replace(PROBE_EMAIL, () => uniqueEmail());
  switch (plan.kind) {
    case "text":
      return { ...plan, text: renew(plan.text) };
    case "urlencoded":
      return { ...plan, entries: plan.entries.map(([k, v]) => [k, renew(v)]) };
    case "multipart":
      return { ...plan, parts: plan.parts.map(([k, v]) => [k, typeof v === "string" ? renew(v) : v]) };
    default:
      return plan;
  }
}

/** A message a person can read: some words, no JavaScript error or stack trace. */
const readable = (message: unknown) =>
  typeof message === "string" &&
  message.trim().length >= 3 &&
  /\p{L}{2}/u.test(message) &&
  !/\[object |Cannot read propert|is not a function|is not defined|\n\s+at |^\w*Error:/.test(message);

/** What is wrong with a 4xx answer, or null when it carries the app's error shape (or, for `html` routes, a page). */
function errorShapeProblem(entry: RouteAccess, res: Response, text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code !== "string" || !body.error.code) return "no error.code";
    if (!readable(body.error.message)) return `unreadable message ${JSON.stringify(body.error.message)}`;
    return null;
  } catch {
    if (entry.html && res.headers.get("content-type")?.startsWith("text/html") && /<h1[\s>]/.test(text)) return null;
    return `not the JSON error shape (${res.headers.get("content-type")})`;
  }
}

describe("fuzzing every endpoint that reads a body", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(ENDPOINTS.map((key, index) => [key, index] as const))("%s", { timeout: 60_000 + 200 * runsOf(ENDPOINTS.length - 1) }, async (key, index) => {
    const entry = ROUTE_ACCESS[key]!;
    const runs = runsOf(index);
    const resume = await resumePdf();
    let caller: { user: QuickUser | null; probe: Probe } | null = null;
    let made = 0;
    let limited = 0;
    // The worker logs every refused callback and every unexpected error: keep them out of the
    // output, and hand the latest ones to a failure's message.
    const logged: string[] = [];
    const keep = (...args: unknown[]) => {
      logged.push(args.map(String).join(" ").slice(0, 800));
      if (logged.length > 5) logged.shift();
    };
    vi.spyOn(console, "warn").mockImplementation(keep);
    vi.spyOn(console, "error").mockImplementation(keep);
    const first = callerFor(entry, made);
    const sample = await target(entry, key, first ? await first : null);

    await fc.assert(
      fc.asyncProperty(bodies(entry, sample), async (plan) => {
        if (!caller || made % CASES_PER_CALLER === 0) {
          const user = await callerFor(entry, made / CASES_PER_CALLER);
          caller = { user, probe: await target(entry, key, user) };
        }
        made++;
        const { body, contentType } = bodyOf(freshen(plan), resume);
        const headers: Record<string, string> = { "cf-connecting-ip": addressFor(entry) };
        if (caller.user) headers.Cookie = await caller.user.cookie();
        if (contentType !== null) headers["Content-Type"] = contentType;
        const res = await call(caller.probe.path, { method: caller.probe.method, headers, body, redirect: "manual" });
        const text = await res.text();
        figures.cases++;
        figures.statuses.set(res.status, (figures.statuses.get(res.status) ?? 0) + 1);
        if (res.status === 429) {
          figures.rateLimited++;
          limited++;
        }
        const where = `${caller.probe.method} ${caller.probe.path} answered ${res.status}`;
        if (res.status >= 500) {
          figures.serverErrors++;
          throw new Error(`${where}: a server error (seed ${SEED}). Body: ${text.slice(0, 300)}\nThe worker logged: ${logged.join("\n")}`);
        }
        if (res.status >= 400) {
          const problem = errorShapeProblem(entry, res, text);
          if (problem) {
            figures.badErrors++;
            throw new Error(`${where}: ${problem} (seed ${SEED}). Body: ${text.slice(0, 300)}`);
          }
        }
      }),
      { numRuns: runs, seed: SEED },
    );
    // Most cases must reach validation: a fuzz answered by the rate limiter tests nothing.
    expect(limited, `${limited} of ${made} cases were rate-limited`).toBeLessThanOrEqual(made * 0.25);
  });
});

describe("each fuzzed endpoint's plausible body", () => {
  // The cases are built from these bodies: each must pass the endpoint's checks, or the fuzz
  // would only ever exercise the first refusal.
  it.each(ENDPOINTS)("%s should pass validation", async (key) => {
    const entry = ROUTE_ACCESS[key]!;
    const user = entry.access === "public" || entry.access === "callback" || entry.access === "dev-local" ? null : await quickUser({ subscribed: true, password: PASSWORD });
    const owner = entry.owned && !user ? await quickUser({ subscribed: true }) : user;
    const probe = await target(entry, key, owner);
    const res = await call(probe.path, probeRequest(probe, entry.body, { cookie: user ? await user.cookie() : undefined, ip: addressFor(entry) }));
    const text = await res.text();
    const code = res.headers.get("content-type")?.startsWith("application/json") ? (JSON.parse(text) as { error?: { code?: string } }).error?.code : undefined;
    expect(res.status, text.slice(0, 300)).toBeLessThan(500);
    expect(["validation_failed", "bad_request", "unsupported_media_type", "payload_too_large", "unauthenticated", "subscription_required"], text.slice(0, 300)).not.toContain(code);
    if (entry.html) expect(res.status, text.slice(0, 300)).not.toBe(422);
  });
});
