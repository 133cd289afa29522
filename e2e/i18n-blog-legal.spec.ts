/**
 * The blog index, the Privacy Policy and the Terms of Service in Arabic: prerendered right to left
 * (readable without JavaScript), the blog's cards translated while the English articles they link
 * to are marked as English, and the legal texts saying that the English version prevails.
 */
import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, waitForHydration, WIDTHS } from "./helpers";

const PAGES = [
  { path: "/ar/blog", h1: "نصائح مهنية يمكنك تطبيقها اليوم", title: "المدونة المهنية | Amal", shot: "blog" },
  { path: "/ar/privacy-policy", h1: "سياسة الخصوصية", title: "سياسة الخصوصية | Amal", shot: "privacy" },
  { path: "/ar/terms-of-service", h1: "شروط الخدمة", title: "شروط الخدمة | Amal", shot: "terms" },
] as const;

const FIRST_POST_AR = "كيف تكتب سيرة ذاتية تجتاز أنظمة تتبّع المتقدّمين (ATS)";
const FIRST_POST_EN = "How to Write a Resume That Gets Past Applicant Tracking Systems";
const ENGLISH_PREVAILS = /النص الإنجليزي هو المعتمد/;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, title } of PAGES) {
    test(`${path} is prerendered in Arabic, right to left, with its own title and English twin`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`${path.slice(3)}$`));
      await expect(page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toHaveAttribute("href", path.slice(3));
    });
  }

  test("the Arabic blog's cards carry Arabic titles and dates, and say their article is in English", async ({ page }) => {
    await page.goto("/ar/blog");
    const card = page.getByRole("article").filter({ hasText: FIRST_POST_AR });
    await expect(card.getByText("28 أكتوبر 2026")).toBeVisible();
    await expect(card.getByText("بالإنجليزية")).toBeVisible();
    const link = card.getByRole("link", { name: FIRST_POST_AR });
    await expect(link).toHaveAttribute("href", "/blog/article/1");
    await expect(link).toHaveAttribute("hreflang", "en");
    await expect(link).toHaveAccessibleDescription("بالإنجليزية");
    await expect(card.getByRole("img")).toHaveAccessibleName(/رسم توضيحي/);
    await expect(page.getByText(FIRST_POST_EN)).toHaveCount(0);
  });

  test("the Arabic legal texts are Arabic throughout, dated for Egypt, and say the English version prevails", async ({ page }) => {
    await page.goto("/ar/privacy-policy");
    await expect(page.getByText("آخر تحديث: 1 نوفمبر 2026")).toBeVisible();
    await expect(page.getByText(ENGLISH_PREVAILS)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "المعلومات التي نجمعها" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "في هذه الصفحة" }).getByRole("link", { name: "أمن البيانات" })).toHaveAttribute("href", "#data-security");
    await expect(page.getByText("Information We Collect")).toHaveCount(0);

    await page.goto("/ar/terms-of-service");
    await expect(page.getByText(ENGLISH_PREVAILS)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "سياسة استرداد المبالغ" })).toBeVisible();
    // Links inside the text lead to the Arabic pages.
    await expect(page.getByRole("article").getByRole("link", { name: "سياسة الخصوصية" })).toHaveAttribute("href", "/ar/privacy-policy");
    await expect(page.getByRole("link", { name: "اقرأ النص الإنجليزي" })).toHaveAttribute("href", "/terms-of-service");
  });

  test("the Arabic landing page's latest articles are the translated cards", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.getByRole("list", { name: "أحدث المقالات" }).getByRole("link", { name: FIRST_POST_AR })).toHaveAttribute("hreflang", "en");
  });
});

for (const { path, h1, shot } of PAGES) {
  test(`${path} on a phone and a desktop: mirrored, no sideways scroll, no serious accessibility violations`, async ({ page }, testInfo) => {
    test.slow(); // two widths, each through axe
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await test.step(`at ${width}px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        // The text starts on the right: the heading's right edge is near the page's.
        const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        expect(width - (heading.x + heading.width)).toBeLessThan(width / 4);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: testInfo.outputPath(`${shot}-ar-${width}.png`), fullPage: false });
      });
    }
  });
}

test("a card on the Arabic blog opens the English article, which stays English", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.goto("/blog");
  // The remembered choice moves the English index to its Arabic twin.
  await expect(page).toHaveURL(/\/ar\/blog$/);
  await waitForHydration(page);
  await page.getByRole("link", { name: FIRST_POST_AR }).click();
  await expect(page).toHaveURL(/\/blog\/article\/1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST_POST_EN);
});

test("the Arabic terms lead to the English text, which then stays English", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
  await page.goto("/ar/terms-of-service");
  await waitForHydration(page);
  await page.getByRole("link", { name: "اقرأ النص الإنجليزي" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});
