import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, PUBLIC_PAGES, waitForHydration, WIDTHS } from "./helpers";

test.describe("public pages on a phone and on a desktop", () => {
  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`${path} renders its content, fits the screen and has no serious accessibility issue`, async ({ page }) => {
      test.slow(); // two widths, each through axe
      // The landing page's phone demo fades its bubbles in on a loop; with motion reduced it shows
      // the whole conversation still, so axe measures the colours a reader actually gets.
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
        await test.step(`at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const res = await page.goto(path);
          expect(res?.status()).toBe(200);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
          await expect(page).toHaveTitle(/Amal/);
          await waitForHydration(page);
          await expectNoHorizontalOverflow(page);
          await expectNoSeriousA11yViolations(page);
          if (width === WIDTHS.mobile) await expect(page.getByRole("button", { name: /open menu/i })).toBeVisible();
        });
      }
    });
  }
});

test.describe("prerendered HTML", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the landing hero and all six FAQ questions without JavaScript", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/career coach in your pocket/i);
    for (const q of [/data secure/i, /affordable/i, /effective/i, /skills can I learn/i, /personalized/i, /human oversight/i]) {
      await expect(page.locator("details summary").getByRole("heading", { name: q })).toBeAttached();
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /career coach/i);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Amal/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  });

  test("shows the plans on /pricing without JavaScript", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { name: "Professional" })).toBeVisible();
    await expect(page.getByText("Popular", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Pricing | Amal");
  });

  test("each page has its sharing card, language alternates and structured data", async ({ page }) => {
    const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")["@graph"] as { "@type": string; [k: string]: unknown }[];
    await page.goto("/");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /amal\.careers\/$/);
    let graph = await jsonLd();
    expect(graph.map((n) => n["@type"])).toEqual(["Organization", "FAQPage"]);
    expect((graph[1].mainEntity as unknown[]).length).toBe(6);

    await page.goto("/ar/pricing");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_EG");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/pricing$/);
    graph = await jsonLd();
    const products = graph.filter((n) => n["@type"] === "Product");
    expect(products.length).toBeGreaterThanOrEqual(3);
    const currencies = new Set((products[0].offers as { priceCurrency: string }[]).map((o) => o.priceCurrency));
    expect([...currencies].sort()).toEqual(["EGP", "USD"]);

    await page.goto("/blog/article/1");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    graph = await jsonLd();
    expect(graph.find((n) => n["@type"] === "Article")).toMatchObject({ headline: expect.stringMatching(/Applicant Tracking Systems/) });

    // Every page has a title and a description of its own.
    const seen = new Map<string, string>();
    for (const { path } of PUBLIC_PAGES.filter((p) => p.path !== "/home")) {
      await page.goto(path);
      const key = `${await page.title()} / ${await page.locator('meta[name="description"]').getAttribute("content")}`;
      expect(seen.get(key), `${path} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, path);
    }
  });

  test("hashed assets are cached for good, pages for a short while and revalidated", async ({ request }) => {
    for (const path of ["/", "/ar/pricing", "/blog/article/1"]) {
      const res = await request.get(path);
      expect(res.headers()["cache-control"], path).toBe("public, max-age=300, stale-while-revalidate=86400");
    }
    const html = await (await request.get("/pricing")).text();
    const asset = /\/assets\/[^"]+\.(js|css)/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("serves sitemap.xml and robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ["/pricing", "/blog", "/privacy-policy", "/blog/article/1"]) expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain('<loc>https://amal.careers/pricing</loc><xhtml:link rel="alternate" hreflang="en" href="https://amal.careers/pricing"/><xhtml:link rel="alternate" hreflang="ar" href="https://amal.careers/ar/pricing"/>');
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap:");
  });
});

test.describe("not found", () => {
  test("an unknown path gets the 404 page with status 404, and its buttons work", async ({ page }) => {
    await page.goto("/pricing");
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sorry Not Found" })).toBeVisible();
    await expect(page.getByText(/this page is not found/i)).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/pricing\/?$/);
    await page.goto("/another-missing-page");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Home Page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/career coach/i);
  });

  test("an unknown blog article gets a friendly not-found state with status 404", async ({ page }) => {
    const res = await page.goto("/blog/article/999");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/couldn.t find/i);
    await expect(page.getByRole("link", { name: /blog/i }).first()).toBeVisible();
  });

  test("an unknown API route answers JSON 404", async ({ request }) => {
    const res = await request.get("/api/nope");
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  test("static pages carry the security headers", async ({ request }) => {
    const res = await request.get("/pricing/");
    expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
