import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail, waitForHydration, WIDTHS } from "./helpers";

/** The scripts a page loads, by URL. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  return scripts;
}

test.describe("public pages without React", () => {
  for (const path of ["/", "/ar", "/product-career-coach", "/about-us", "/privacy-policy", "/terms-of-service", "/no-such-page"]) {
    test(`${path} comes to life with small scripts and no React`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => /react|hydrate/i.test(url))).toEqual([]);
    });
  }
});

test.describe("the header on a phone", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 800 } });

  test("the menu opens and closes with its button, Escape and a link to a section of the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toHaveCount(0);

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/\?section=features$/);
    await expect(page.locator("#site-menu")).toHaveCount(0);
    await expect.poll(() => page.locator("#features").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  });

  test("the Arabic menu speaks Arabic and keeps its links in Arabic", async ({ page }) => {
    await page.goto("/ar");
    await waitForHydration(page);
    await page.getByRole("button", { name: "افتح القائمة" }).click();
    await expect(page.getByRole("button", { name: "أغلق القائمة" })).toBeVisible();
    await expect(page.locator("#site-menu").getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toHaveAttribute("href", "/");
  });
});

test.describe("a signed-in visitor", () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test("sees Logout, the portal button and their account links; Logout signs out and opens the login page", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("isAuthenticated", "true");
        localStorage.setItem("userId", "u1");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/about-us");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Go To Portal" })).toHaveAttribute("href", "/portal");
    await expect(banner.getByRole("link", { name: "Get Started Now" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/portal/contact-us");

    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#site-menu");
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Go To Portal" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    await banner.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem("isAuthenticated"), localStorage.getItem("userId")])).toEqual([null, null]);
  });
});

test.describe("links", () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test("the header marks the section shown, and follows back and forward", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Solutions" }).click();
    await expect(nav.getByRole("link", { name: "Solutions" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Features" }).click();
    await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Solutions" })).not.toHaveAttribute("aria-current");
    await page.goBack();
    await expect(page).toHaveURL(/section=solutions$/);
    await expect(nav.getByRole("link", { name: "Solutions" })).toHaveAttribute("aria-current", "page");
  });

  test("a link into the app from an Arabic page opens the app in Arabic", async ({ page, context }) => {
    await page.goto("/ar");
    await waitForHydration(page);
    await context.clearCookies();
    await page.getByRole("banner").getByRole("link", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((c) => c.name === "amal_lang")?.value).toBe("ar");
  });
});

test("a coming-soon product's launch-updates box checks the address and thanks the visitor", async ({ page }) => {
  await page.goto("/product-interview-mockups");
  await waitForHydration(page);
  const box = page.getByRole("form", { name: "Launch updates" });
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("alert")).toHaveText("Email is required");
  await expect(box.getByLabel("Tell me when it launches")).toHaveAttribute("aria-invalid", "true");
  await box.getByLabel("Tell me when it launches").fill(uniqueEmail("launch"));
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing to our newsletter!" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Launch updates" })).toHaveCount(0);
});
