/**
 * The local server behaves like the edge in front of the worker: a refused request never breaks
 * the next one on the same connection, a refused socket upgrade keeps its status, the client's
 * address comes from the socket whatever headers it sends, and crawlers get real files.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { devToolsToken, uniqueEmail } from "./helpers";

/** Sends raw bytes on a fresh connection and returns everything the server answers. */
function rawExchange(baseURL: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.write(text);
    socket.setTimeout(10_000, () => socket.end());
  });
}

test("a request answered before its body was read never breaks the next one", async ({ baseURL }) => {
  // Node's fetch keeps the connection open between requests, as browsers do.
  const early = [
    { path: "/api/coach/sessions", type: "application/json", size: 100_000, status: 401 },
    { path: "/api/contact", type: "application/json", size: 3_000_000, status: 413 },
    { path: "/api/newsletter", type: "text/plain", size: 2_000, status: 415 },
  ];
  const seen: string[] = [];
  for (let round = 0; round < 4; round++) {
    for (const { path, type, size, status } of early) {
      const refused = await fetch(new URL(path, baseURL), { method: "POST", headers: { "Content-Type": type, Origin: baseURL! }, body: "x".repeat(size) });
      await refused.arrayBuffer();
      const next = await fetch(new URL("/api/plans", baseURL));
      await next.arrayBuffer();
      seen.push(`${path} ${refused.status} → next ${next.status}`);
      expect(refused.status, path).toBe(status);
    }
  }
  expect(seen.filter((s) => !s.endsWith("next 200"))).toEqual([]);
});

test("a refused socket upgrade answers with its status and reason", async ({ baseURL }) => {
  const { host } = new URL(baseURL!);
  const answer = await rawExchange(
    baseURL!,
    `GET /parties/user-hub/someone HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(answer).toContain("Sign in to connect.");
});

test("address headers a client sends do not give it a rate-limit bucket of its own", async ({ baseURL }) => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  // This test's own loopback address (the dev token lets a local test pick one), then on every
  // request an address claimed in each header a proxy might set.
  const own = { "x-amal-test-address": `127.${n()}.${n()}.${n()}`, "x-amal-dev-token": devToolsToken() };
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const spoofed = `203.0.113.${i + 1}`;
    const res = await fetch(new URL("/api/newsletter", baseURL), {
      method: "POST",
      headers: { ...own, "Content-Type": "application/json", "CF-Connecting-IP": spoofed, "X-Real-IP": spoofed, "X-Forwarded-For": spoofed },
      body: JSON.stringify({ email: uniqueEmail("spoof") }),
    });
    statuses.push(res.status);
  }
  // NEWSLETTER_LIMITER allows 10 a minute per address: 21 requests put 11 in one window even when
  // they straddle two.
  expect(statuses).toContain(429);
});

test("crawlers get robots.txt and a sitemap of the public pages", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/xml/);
  expect(await sitemap.text()).toContain("/pricing</loc>");
});
