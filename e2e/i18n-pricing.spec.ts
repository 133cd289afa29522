/**
 * The pricing page and the product pages in Arabic: prerendered right to left at /ar/…, readable
 * without JavaScript, prices written the same way everywhere ("479 ج.م"), the toggles and the
 * links staying in Arabic, and both pages fitting a phone and a desktop.
 */
import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, waitForHydration, WIDTHS } from "./helpers";

const PRICING_TITLE = "باقات بسيطة لكل مرحلة من مسيرتك المهنية";
const COACH_TITLE = "مدرب مهني في جيبك، بالعربية والإنجليزية";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic pricing page is prerendered right to left with the plans and prices in Arabic", async ({ page, request }) => {
    const html = await (await request.get("/ar/pricing")).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(PRICING_TITLE);
    expect(html).toContain("الباقة الاحترافية");

    await page.goto("/ar/pricing");
    await expect(page).toHaveTitle("الأسعار | Amal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRICING_TITLE);
    const pro = page.getByTestId("plan-2");
    await expect(pro.getByRole("heading", { name: "الباقة الاحترافية" })).toBeVisible();
    await expect(pro.getByText("الأكثر طلبًا", { exact: true })).toBeVisible();
    // Seeded Professional: 599 EGP a month with 20% off.
    await expect(pro.getByTestId("plan-price")).toContainText("479 ج.م");
    await expect(pro.getByTestId("plan-price").locator("s")).toHaveText("599 ج.م");
    await expect(pro.getByTestId("plan-price")).toContainText("وفّر 20%");
    await expect(pro.getByText("كل ما في باقة البداية")).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/pricing$/);
    await expect(page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toHaveAttribute("href", "/pricing");
  });

  test("each product page has its Arabic twin with its own title and description", async ({ page }) => {
    await page.goto("/ar/product-roadmap");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("خرائط التعلّم التفاعلية | Amal");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /خريطة تعلّم تفاعلية/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("طريقك كاملًا إلى وظيفتك التالية، مهارةً بعد مهارة");
    // Links to the other product pages and to pricing stay in Arabic.
    await expect(page.getByRole("link", { name: /محاكاة المقابلات/ })).toHaveAttribute("href", "/ar/product-interview-mockups");
    await expect(page.getByRole("link", { name: "اطّلع على الأسعار" }).first()).toHaveAttribute("href", "/ar/pricing");
    await page.goto("/ar/product-job-board-search");
    await expect(page).toHaveTitle("البحث عن الوظائف بالذكاء الاصطناعي (قريبًا) | Amal");
    await expect(page.getByRole("heading", { name: "متاح في أمل اليوم" })).toBeVisible();
  });
});

test("the Arabic pricing toggles change the period and the currency, and Get started leads to signup with the plan", async ({ page }) => {
  await page.goto("/ar/pricing");
  await waitForHydration(page);
  const price = page.getByTestId("plan-2").getByTestId("plan-price");
  await expect(price).toContainText("شهريًا");
  await page.getByRole("radio", { name: "3 أشهر" }).click();
  await expect(price).toContainText("1,279 ج.م");
  await expect(price).toContainText("لكل 3 أشهر");
  await page.getByRole("radio", { name: "دولار أمريكي" }).click();
  await expect(price).toContainText("US$");
  await expect(price).not.toContainText("ج.م");
  await expect(page.getByText("الأسعار بالدولار محوّلة من الجنيه المصري")).toBeVisible();
  await expect(page.getByTestId("plan-2").getByRole("link", { name: "ابدأ الآن" })).toHaveAttribute("href", "/signup?plan_id=2");
});

for (const [name, width] of [["phone", WIDTHS.mobile], ["desktop", WIDTHS.desktop]] as const) {
  for (const [path, h1] of [["/ar/pricing", PRICING_TITLE], ["/ar/product-career-coach", COACH_TITLE]] as const) {
    test(`${path} on a ${name} (${width} px): right to left, no sideways scroll, no serious accessibility violations`, async ({ page }, testInfo) => {
      test.slow(); // axe on a long page
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      const name = path.split("/").pop();
      await page.screenshot({ path: testInfo.outputPath(`${name}-ar-${width}.png`), fullPage: false });
      await page.screenshot({ path: testInfo.outputPath(`${name}-ar-${width}-full.png`), fullPage: true });
    });
  }
}

test("arrows on an Arabic product page point the reading way (to the left)", async ({ page }) => {
  await page.goto("/ar/product-career-coach");
  const more = page.locator(".related-card__more .flip-rtl").first();
  await expect(more).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
});
