import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstContactError } from "../../core/schemas/contact";
import { ROOMS } from "../../party/protocol";
import { blogPdfKey } from "../db/seed";
import { subscribedUser } from "../test/accounts";
import { createCoachSession } from "../test/coach";
import { ORIGIN, call, postJson, uniqueIp, type ErrorJson } from "../test/http";
import { contentSecurityPolicy } from "./security-headers";

const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json", "cf-connecting-ip": uniqueIp() }, body: JSON.stringify(body) });

/** One request of each kind the worker answers: API JSON, errors, HTML, PDF, the SPA shell, room refusals. */
const responses: [string, string, RequestInit?][] = [
  ["API JSON", "/api/plans"],
  ["API config", "/api/config"],
  ["404 JSON of an unknown API path", "/api/no-such-thing"],
  ["404 JSON of an unknown article", "/api/blog/999"],
  ["400 JSON of a bad id", "/api/blog/abc"],
  ["400 JSON of an invalid form", "/api/contact", json({})],
  ["413 JSON of a huge body", "/api/newsletter", json({ email: "x".repeat(10_000) })],
  ["the PDF stream", "/api/blog/1/pdf"],
  ["the /dev/mailbox HTML", "/dev/mailbox"],
  ["the SPA shell", "/portal"],
  ["a room's refusal of a socket", "/parties/user-hub/some-user", { headers: { Upgrade: "websocket" } }],
  ["a room's refusal of plain HTTP", "/parties/user-hub/some-user", { method: "POST", body: "{}" }],
];

describe("security headers", () => {
  it.each(responses)("should be on %s", async (_kind, path, init) => {
    if (path.endsWith("/pdf")) await env.FILES.put(blogPdfKey(1), "%PDF-1.7\n%%EOF\n");
    const res = await call(path, init);
    const csp = res.headers.get("Content-Security-Policy");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{7,}; includeSubDomains/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

/** The sources of one CSP directive. */
const directive = (csp: string, name: string) => csp.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

describe("the CSP's connect-src", () => {
  it("should allow sockets to this site only in production (plus the chat widget's own host)", () => {
    const sources = directive(contentSecurityPolicy({ dev: false }), "connect-src");
    expect(sources[0]).toBe("'self'");
    expect(sources).not.toContain("ws:");
    expect(sources).not.toContain("wss:");
    expect(sources.filter((s) => /^wss?:/.test(s))).toEqual(["wss://*.intercom.io"]);
  });

  it("should add only the local dev server's sockets in development", async () => {
    const csp = (await call("/api/plans")).headers.get("Content-Security-Policy")!;
    const sources = directive(csp, "connect-src");
    expect(sources).toEqual(directive(contentSecurityPolicy({ dev: true }), "connect-src"));
    expect(sources).not.toContain("ws:");
    expect(sources).not.toContain("wss:");
    expect(sources.filter((s) => /^wss?:/.test(s)).sort()).toEqual(["ws://127.0.0.1:*", "ws://localhost:*", "wss://*.intercom.io"]);
  });
});

describe("socket upgrades check the page's origin", () => {
  /** Both rooms of a subscribed owner, by their socket paths. */
  async function ownRooms() {
    const owner = await subscribedUser();
    const sessionId = await createCoachSession(owner.cookie);
    return { cookie: owner.cookie, paths: [`/parties/${ROOMS.userHub}/${owner.id}`, `/parties/${ROOMS.coachRoom}/${owner.id}:${sessionId}`] };
  }
  const upgrade = (path: string, cookie: string, headers: Record<string, string>) => call(path, { headers: { Upgrade: "websocket", Cookie: cookie, ...headers } });

  it.each([
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["a look-alike Origin", { Origin: "https://amal.test.evil.example" }],
    ["an opaque Origin", { Origin: "null" }],
    ["a cross-site fetch without Origin", { "Sec-Fetch-Site": "cross-site" }],
  ])("should refuse %s with the owner's cookie with 403 and no socket, in every room", async (_case, headers) => {
    const { cookie, paths } = await ownRooms();
    for (const path of paths) {
      const res = await upgrade(path, cookie, headers);
      expect(res.status, path).toBe(403);
      expect(res.webSocket).toBeNull();
      expect(await res.text()).toBe("This connection came from another website and was refused.");
    }
  });

  it.each([
    ["the site's own Origin (APP_URL)", () => ({ Origin: new URL(env.APP_URL).origin })],
    ["the request's own origin (the local dev or preview server)", () => ({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" })],
    ["no Origin (a client that is not a browser)", () => ({})],
  ])("should admit %s in every room", async (_case, headers) => {
    const { cookie, paths } = await ownRooms();
    for (const path of paths) {
      const res = await upgrade(path, cookie, headers());
      expect(res.status, path).toBe(101);
      res.webSocket!.accept();
      res.webSocket!.close(1000, "done");
    }
  });
});

describe("unknown API paths", () => {
  it.each([
    ["GET", "/api/no-such-thing"],
    ["GET", "/api/"],
    ["POST", "/api/plans"],
    ["DELETE", "/api/blog/1"],
    ["PUT", "/api/contact"],
  ])("should answer %s %s with the 404 JSON error shape", async (method, path) => {
    const res = await call(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json<ErrorJson>()).toEqual({ error: { code: "not_found", message: `There is no API route ${method} ${path}.` } });
  });
});

describe("nothing a visitor sends is a 500", () => {
  // Fixed seeds keep the runs reproducible; change a seed locally to explore further.
  const runs = { numRuns: 60, seed: 20261117 };

  it("should answer any JSON value posted to the forms with a 4xx or 200", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/contact", "/api/newsletter"), fc.jsonValue(), async (path, body) => {
        const res = await postJson(path, body, { ip: uniqueIp() });
        expect([200, 400, 413]).toContain(res.status);
        if (res.status !== 200) expect((await res.json<ErrorJson>()).error.message).toBeTruthy();
      }),
      runs,
    );
  });

  it("should answer any text posted as JSON with a 4xx or 200", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/contact", "/api/newsletter"), fc.string({ unit: "binary", maxLength: 300 }), async (path, text) => {
        const res = await postJson(path, text, { ip: uniqueIp() });
        expect(res.status).toBeLessThan(500);
        expect(res.status === 200 || res.status >= 400).toBe(true);
      }),
      runs,
    );
  });

  it("should accept a contact form exactly when the browser's check passes", async () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom("", " ", "\t\n"));
    const email = fc.oneof(fc.emailAddress(), text, fc.emailAddress().map((e) => ` ${e.toUpperCase()} `));
    await fc.assert(
      fc.asyncProperty(fc.record({ name: text, email, message: text }), async (form) => {
        const res = await postJson("/api/contact", form, { ip: uniqueIp() });
        const problem = firstContactError(form);
        expect(res.status).toBe(problem === null ? 200 : 400);
        if (problem) expect(Object.values((await res.json<ErrorJson>()).error.fields ?? {})).toContain(problem);
      }),
      runs,
    );
  });

  it("should answer any article id with 200, 400 or 404", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 30 }), fc.boolean(), async (id, pdf) => {
        const res = await call(`/api/blog/${encodeURIComponent(id)}${pdf ? "/pdf" : ""}`);
        expect([200, 400, 404]).toContain(res.status);
      }),
      runs,
    );
  });

  it("should answer any path under /api and /dev without a 500", async () => {
    const segment = fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/", "/api/blog/", "/dev/mailbox/", "/api/plans/"),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"),
        async (prefix, parts, method) => {
          const res = await call(prefix + parts.join("/"), { method, headers: { "cf-connecting-ip": uniqueIp() } });
          expect(res.status).toBeLessThan(500);
        },
      ),
      runs,
    );
  });

  it.each([
    ["a header-only JSON type with no body", { method: "POST", headers: { "Content-Type": "application/json" } }],
    ["a JSON body with a charset", { method: "POST", headers: { "Content-Type": "application/json; charset=utf-8" }, body: "{}" }],
    ["a UTF-16 byte order mark", { method: "POST", headers: { "Content-Type": "application/json" }, body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) }],
    ["invalid UTF-8", { method: "POST", headers: { "Content-Type": "application/json" }, body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]) }],
    ["a deeply nested body", { method: "POST", headers: { "Content-Type": "application/json" }, body: "[".repeat(3000) + "]".repeat(3000) }],
  ])("should answer %s with a 4xx", async (_case, init) => {
    for (const path of ["/api/contact", "/api/newsletter"]) {
      const res = await call(path, { ...init, headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": uniqueIp() } } as RequestInit);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
