/**
 * The public site in Arabic: /ar is prerendered right to left (readable without JavaScript),
 * the header switches languages and remembers the choice, and a first visit follows the
 * browser's preference.
 */
import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, useOwnClientAddress, waitForHydration, WIDTHS } from "./helpers";

const AR_TITLE = "تعرّف على أمل، مدربك المهني في جيبك";
const EN_TITLE = "Meet Amal, the career coach in your pocket";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic landing page is prerendered right to left, with its English twin linked", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(AR_TITLE);
    await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "الأسعار" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/$/);
    // The switch is a plain link to the English page.
    await expect(page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toHaveAttribute("href", "/");
  });
});

test("the header switches to العربية and back, and the choice is remembered", async ({ page, context }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Switch the interface to العربية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(AR_TITLE);
  expect((await context.cookies()).find((c) => c.name === "amal_lang")?.value).toBe("ar");

  // The navigation sits on the right of the logo's side: the layout mirrors.
  const logo = await page.getByRole("banner").getByRole("link", { name: "الصفحة الرئيسية لأمل" }).boundingBox();
  const nav = await page.getByRole("navigation", { name: "القائمة الرئيسية" }).boundingBox();
  expect(logo!.x).toBeGreaterThan(nav!.x);

  // Coming back to the English address later lands in Arabic: the choice is remembered.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);

  await waitForHydration(page);
  await page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN_TITLE);
  await page.goto("/ar");
  await expect(page).toHaveURL(/\/$/);
});

test("a first visit follows the browser's preferred language, and an Arabic link is kept", async ({ browser, baseURL }) => {
  const arabic = await browser.newContext({ baseURL, locale: "ar-EG" });
  const page = await arabic.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(AR_TITLE);
  await arabic.close();

  const english = await browser.newContext({ baseURL, locale: "en-US" });
  const other = await english.newPage();
  await other.goto("/ar");
  await expect(other).toHaveURL(/\/ar$/);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(AR_TITLE);
  await english.close();
});

for (const [name, width] of [["phone", WIDTHS.mobile], ["desktop", WIDTHS.desktop]] as const) {
  test(`the Arabic landing page on a ${name} (${width} px): no sideways scroll, no serious accessibility violations`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/ar");
    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`landing-ar-${width}.png`), fullPage: false });
    if (name === "phone") {
      await page.getByRole("button", { name: "افتح القائمة" }).click();
      await expect(page.getByRole("navigation", { name: "القائمة" }).getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toBeVisible();
    }
  });
}

test("the contact page in Arabic: validation messages and the thank-you in Arabic, what was typed kept", async ({ page, context }) => {
  await useOwnClientAddress(context);
  await page.goto("/ar");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "تواصل معنا" }).click();
  await expect(page).toHaveURL(/\/ar\/contact-us$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "أرسل رسالة" });
  await form.getByLabel("الاسم").fill("كريم حسن");
  await form.getByRole("button", { name: "إرسال" }).click();
  await expect(page.getByRole("alert")).toHaveText("البريد الإلكتروني مطلوب");
  await expect(form.getByLabel("الاسم")).toHaveValue("كريم حسن");
  await form.getByLabel("البريد الإلكتروني").fill("karim.ar@example.com");
  await form.getByLabel("الرسالة").fill("هل يمكنني الدفع ببطاقة صادرة من الولايات المتحدة؟");
  await form.getByRole("button", { name: "إرسال" }).click();
  await expect(page.getByRole("status")).toContainText("شكرًا على رسالتك!");
});

test("the about page in Arabic links back to its English twin", async ({ page }) => {
  await page.goto("/ar/about-us");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toHaveAttribute("href", "/about-us");
});

test("an unknown address under /ar answers 404 with the Arabic Not Found page", async ({ page }) => {
  const res = await page.goto("/ar/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("عذرًا، الصفحة غير موجودة");
  await expect(page).toHaveTitle(/الصفحة غير موجودة/);
});
