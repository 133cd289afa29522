/** The app shell the worker serves for client-rendered paths, and a real 404 for unknown ones. */
import { describe, expect, it } from "vitest";
import { signedInUser, getAs } from "../../test/accounts";
import { call } from "../../test/http";

describe("client-rendered pages", () => {
  it.each([
    ["a portal page", "/portal/home"],
    ["the portal's own path", "/portal"],
    ["a coaching session's chat", "/portal/assistant-chat/My%20plan/1731000000000"],
    ["the sign-in page", "/login"],
  ])("should serve %s with the app shell and status 200", async (_what, path) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toContain('data-testid="spa-shell"');
  });

  it.each([
    ["an unknown portal page", "/portal/anything"],
    ["a chat path without its session id", "/portal/assistant-chat/only-a-name"],
    ["a path below a portal page", "/portal/home/more"],
    ["an unknown page the worker is asked for", "/no-such-page"],
  ])("should answer %s with status 404 and the app shell, which shows the Not Found view", async (_what, path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toContain('data-testid="spa-shell"');
  });

  it("should answer 404 for an unknown portal page to a signed-in user too", async () => {
    const user = await signedInUser();
    expect((await getAs(user.cookie, "/portal/anything")).status).toBe(404);
    expect((await getAs(user.cookie, "/portal/subscription-manager")).status).toBe(200);
  });
});

describe("crawler files", () => {
  it("should answer /robots.txt as text that keeps crawlers out of the portal and points at the sitemap", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/portal$/m);
    expect(text).toMatch(/^Disallow: \/dev\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
  });

  it("should answer /sitemap.xml with every public page and seeded article, and no portal page", async () => {
    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of ["/", "/pricing", "/blog", "/contact-us", "/about-us", "/terms-of-service", "/blog/article/1"]) expect(locs).toContain(path);
    expect(locs.filter((p) => p.startsWith("/portal") || p === "/home")).toEqual([]);
  });
});
