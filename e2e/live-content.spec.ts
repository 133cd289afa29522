/**
 * The prerendered pricing, blog, article and contact pages without React: what the API says after
 * the build reaches the page (new posts, live prices, refusals in the page's language), API words
 * stay text, and a page whose API is down keeps working with what it was built with.
 */
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

const HOSTILE = {
  id: 7,
  blog_title: '<img src=x onerror="window.__hacked=1">A Post Published Today',
  blog_date: "2026-11-27",
  alt: '"><script>window.__hacked=1</script>',
  summary: "<b>bold?</b> Fresh advice after the build.",
};

/** The API's list with one post more than the build knew, whose words try to be HTML. */
async function withNewPost(page: Page) {
  await page.route("**/api/blog", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { posts: unknown[] };
    await route.fulfill({ response: res, json: { posts: [HOSTILE, ...body.posts] } });
  });
}

async function scriptUrls(page: Page) {
  return page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith(".js")));
}

test("the blog adds a post published after the build, its words shown as text", async ({ page }) => {
  await withNewPost(page);
  await page.goto("/blog");
  await waitForHydration(page);
  const card = page.getByRole("article").filter({ hasText: "A Post Published Today" });
  await expect(card.getByRole("link")).toHaveText(HOSTILE.blog_title);
  await expect(card.getByRole("link")).toHaveAttribute("href", "/blog/article/7");
  await expect(card).toContainText("November 27, 2026");
  await expect(card).toContainText(HOSTILE.summary);
  await expect(card.getByRole("img")).toHaveAttribute("aria-label", HOSTILE.alt);
  // The newest post comes first, and the posts the build knew are all still there.
  await expect(page.getByRole("list", { name: "Articles" }).getByRole("listitem")).toHaveCount(7);
  await expect(page.getByRole("list", { name: "Articles" }).getByRole("listitem").first()).toContainText("A Post Published Today");
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  await expect(page.locator('img[src="x"], .blog-card b')).toHaveCount(0);
  expect((await scriptUrls(page)).filter((u) => /react/i.test(u))).toEqual([]);
});

test("the landing page's blog insights start with a post published after the build", async ({ page }) => {
  await withNewPost(page);
  await page.goto("/");
  await waitForHydration(page);
  const latest = page.locator('[data-island="latest-posts"]');
  await expect(latest.getByRole("listitem")).toHaveCount(3);
  await expect(latest.getByRole("listitem").first().getByRole("link")).toHaveText(HOSTILE.blog_title);
  await expect(latest.getByRole("listitem").nth(1)).toContainText("How to Write a Resume");
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
});

test("the Arabic blog says a new, untranslated post is in English", async ({ page }) => {
  await withNewPost(page);
  await page.goto("/ar/blog");
  await waitForHydration(page);
  const card = page.getByRole("article").filter({ hasText: "A Post Published Today" });
  await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
  await expect(card).toContainText("بالإنجليزية");
  await expect(card).toContainText("27 نوفمبر 2026");
});

test("an article suggests a post published after the build and shows its PDF", async ({ page }) => {
  await withNewPost(page);
  // The oldest article suggests the ones after it in the list, wrapping to the newest.
  await page.goto("/blog/article/6");
  await waitForHydration(page);
  const more = page.getByRole("region", { name: "More articles" });
  await expect(more.getByRole("article").first().getByRole("link")).toHaveText(HOSTILE.blog_title);
  await expect(more.getByRole("article")).toHaveCount(3);
  await expect(more.getByRole("article").nth(1)).toContainText("How to Write a Resume");
  await expect(page.getByRole("img", { name: /^Page 1 of \d+/ })).toBeVisible();
  await expect(page.locator(".pdf-viewer__page canvas").first()).toBeVisible();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page.locator(".pdf-viewer__percent")).toContainText("130%");
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
});

test("pricing shows the plans' live prices, and says so when they cannot be loaded", async ({ page }) => {
  await page.route("**/api/plans", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { plans: { id: number; price_monthly: number }[] };
    for (const plan of body.plans) if (plan.id === 2) plan.price_monthly = 699;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto("/pricing");
  await waitForHydration(page);
  // 699 with 20% off.
  await expect(page.getByTestId("plan-2").getByTestId("plan-price")).toContainText("EGP 559");
  await expect(page.getByTestId("plan-2").getByTestId("plan-price").locator("s")).toHaveText("EGP 699");
  expect((await scriptUrls(page)).filter((u) => /react/i.test(u))).toEqual([]);

  await page.unroute("**/api/plans");
  await page.route("**/api/plans", (route) => route.fulfill({ status: 503, json: { error: { code: "internal", message: "Down" } } }));
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect(page.getByRole("status")).toHaveText("Showing our standard prices — live prices could not be loaded.");
  await expect(page.getByTestId("plan-2").getByTestId("plan-price")).toContainText("EGP 479");
  await page.getByRole("radio", { name: "3 Months" }).click();
  await expect(page.getByTestId("plan-2").getByTestId("plan-price")).toContainText("EGP 1,279");
});

test("the pricing toggles work from the keyboard", async ({ page }) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  const monthly = page.getByRole("radio", { name: "Monthly" });
  await monthly.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "3 Months" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "3 Months" })).toHaveAttribute("aria-checked", "true");
  await expect(monthly).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("plan-2").getByTestId("plan-price")).toContainText("/3 months");
});

test("the Arabic contact form words a refusal in Arabic and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "60" },
      json: { error: { code: "rate_limited", message: "Too many attempts in a short time. Please wait a minute and try again.", retryAfter: 60 } },
    }),
  );
  await page.goto("/ar/contact-us");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "أرسل رسالة" });
  await form.getByLabel("الاسم").fill("كريم حسن");
  await form.getByLabel("البريد الإلكتروني").fill("karim@example.com");
  await form.getByLabel("الرسالة").fill("سؤال عن الباقات");
  await form.getByRole("button", { name: "إرسال" }).click();
  await expect(form.getByRole("alert")).toHaveText("محاولات كثيرة في وقت قصير. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.");
  await expect(form.getByLabel("الرسالة")).toHaveValue("سؤال عن الباقات");
  await expect(form.getByRole("button", { name: "إرسال" })).toBeEnabled();
});
