import { expect, test, type Page } from "@playwright/test";
import { expectScrollSettled, pauseClock, waitForHydration, WIDTHS } from "./helpers";

test.describe("landing page", () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test("the FAQ accordion keeps one question open at a time", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectOneFaqOpenAtATime(page);
  });

  for (const section of ["solutions", "features", "faqs"] as const) {
    test(`?section=${section} scrolls smoothly to that section`, async ({ page }) => {
      // The page's clock moves only when the test moves it: the 800 ms scroll plays frame by
      // frame (16 ms each) however busy the machine is.
      await pauseClock(page);
      // Record the scroll position on every frame, from the first script of the page on.
      await page.addInitScript(() => {
        const samples: { t: number; y: number }[] = [];
        (window as unknown as { __scroll: typeof samples }).__scroll = samples;
        const tick = (t: number) => {
          if (samples.length === 0 || samples[samples.length - 1].y !== window.scrollY) samples.push({ t, y: window.scrollY });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.goto(`/?section=${section}`);
      await waitForHydration(page);
      await page.clock.runFor(1_500);
      await expect.poll(() => page.locator(`#${section}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
      const top = await page.locator(`#${section}`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      const samples = await page.evaluate(() => (window as unknown as { __scroll: { t: number; y: number }[] }).__scroll);
      const moving = samples.filter((s) => s.y > 0);
      const end = moving[moving.length - 1].y;
      // Smooth, not a jump: several frames land between the start and the end, over most of 800 ms.
      expect(moving.filter((s) => s.y < end - 5).length).toBeGreaterThan(3);
      expect(moving[moving.length - 1].t - moving[0].t).toBeGreaterThan(500);
    });
  }

  test("the header's Features link scrolls the landing page to its features", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/section=features/);
    await expect.poll(() => page.locator("#features").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  });

  test("More Details opens the product page scrolled to the top", async ({ page }) => {
    await page.goto("/?section=solutions");
    await waitForHydration(page);
    await expect.poll(() => page.locator("#solutions").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    await expectScrollSettled(page);
    await page.getByRole("link", { name: "More details about Learning Roadmaps" }).click();
    await expect(page).toHaveURL(/\/product-roadmap$/);
    expect(page.url()).not.toContain("section=");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the phone mock plays the typed chat demo", async ({ page }) => {
    // The demo runs on timers: the test moves the page's clock, so it sees each stage whatever the machine's speed.
    await pauseClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const phone = page.getByRole("img", { name: /chat with Amal/ });
    const coach = phone.locator(".bubble--coach").first();
    const typed = "Hi Sara! I read your resume. Want a plan to move from support into data analysis?".length * 28;
    // The coach's message types out character by character…
    await page.clock.runFor(1200 + 10 * 28);
    await expect.poll(async () => (await coach.textContent())?.length ?? 0).toBeGreaterThan(0);
    expect((await coach.textContent())?.length ?? 0).toBeLessThan(20);
    await page.clock.runFor(typed);
    await expect(coach).toHaveText(/data analysis\?$/);
    // …the user answers a second later, the coach replies a second after that, the chat clears after 3 s, then the demo starts again.
    await page.clock.runFor(1000);
    await expect(phone.locator(".bubble--user")).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(phone.locator(".bubble--coach")).toHaveCount(2);
    await page.clock.runFor(3000);
    await expect(phone.locator(".bubble")).toHaveCount(0);
    await page.clock.runFor(2000 + 28);
    await expect(phone.locator(".bubble--coach")).toHaveCount(1);
  });

  test("the dashboard preview lists the portal's areas", async ({ page }) => {
    await page.goto("/");
    const preview = page.getByLabel("Dashboard preview");
    for (const item of ["Home", "Job Search", "Career Crafting", "Career Networking", "Resume & Cover Letter Creation", "Amal Sessions", "Email Jobs Tracking", "Career Info Update"]) {
      await expect(preview.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test("Get Started Now clears saved signup progress", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      localStorage.setItem("signupProgress", JSON.stringify({ email: "old@example.com" }));
      localStorage.setItem("couponData", "{}");
    });
    await page.getByRole("banner").getByRole("link", { name: "Get Started Now" }).click();
    await expect(page).toHaveURL(/\/signup/);
    expect(await page.evaluate(() => [localStorage.getItem("signupProgress"), localStorage.getItem("couponData")])).toEqual([null, null]);
  });
});

test.describe("landing on a phone", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 800 } });

  test("the menu opens with every link and the main button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    for (const name of ["Pricing", "Solutions", "Features", "Contact", "Blog", "Login"]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await expect(page.locator("#site-menu").getByRole("link", { name: "Get Started Now" })).toBeVisible();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing/);
    await expect(page.locator("#site-menu")).toHaveCount(0);
  });

  test("the FAQ shows its short introduction under 850px", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Quick answers to common questions.")).toBeVisible();
    await expect(page.getByText(/Everything you want to know before you start/)).toBeHidden();
  });
});

test.describe("landing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: WIDTHS.mobile, height: 800 } });

  test("the FAQ accordion works without JavaScript", async ({ page }) => {
    await page.goto("/");
    await expectOneFaqOpenAtATime(page);
  });
});

/** The FAQ (native <details> sharing a name): the first question starts open, opening another closes it. */
async function expectOneFaqOpenAtATime(page: Page) {
  const question = (name: RegExp) => page.locator("details", { has: page.getByRole("heading", { name }) });
  const first = question(/data secure/i);
  const second = question(/affordable/i);
  await expect(first).toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open");
  await expect(page.getByText(/costs more than a month of Amal/)).toBeVisible();
  await expect(page.getByText(/only keep a card token/)).toBeHidden();
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open");
  await expect(page.getByText(/costs more than a month of Amal/)).toBeHidden();
}
