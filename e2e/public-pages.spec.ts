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
      await expect(page.getByRole("button", { name: q })).toBeAttached();
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

  test("serves sitemap.xml and robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of ["/pricing", "/blog", "/privacy-policy", "/blog/article/1"]) expect(xml).toContain(`${path}</loc>`);
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
