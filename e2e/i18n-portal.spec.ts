/**
 * The portal in Arabic: the shell, the home and Change Password right to left, the language and
 * the digit style switched from the profile menu (and saved to the account), and the account's
 * language following the user to another device.
 */
import { request as apiRequest, type BrowserContext, type Page } from "@playwright/test";
import { expect, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, WIDTHS } from "./helpers";

// Each test changes its account's language: an account of its own.
test.use({ freshPortalUser: true });

const ARABIC_INDIC = /[٠-٩]/;
const WESTERN_DIGIT = /[0-9]/;

async function inArabic(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL }]);
}

/** Opens the portal home and waits for its data (the greeting is the page's h1). */
async function openHome(page: Page, fullname: string) {
  await page.goto("/portal/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullname);
}

/** The account's language and digits, as the API knows them. */
async function accountLanguage(page: Page) {
  const res = await page.request.get("/api/auth/me");
  expect(res.status()).toBe(200);
  const { user } = (await res.json()) as { user: { locale: string; digits: string } };
  return { locale: user.locale, digits: user.digits };
}

const portalNav = (page: Page) => page.getByRole("navigation", { name: "البوابة" });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

for (const [name, width] of [
  ["phone", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`the portal home in Arabic on a ${name} (${width} px): right to left, no sideways scroll, no serious accessibility violations`, async ({
    page,
    context,
    baseURL,
    portalUser,
  }, testInfo) => {
    await inArabic(context, baseURL!);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await openHome(page, portalUser.fullname);

    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("الصفحة الرئيسية | أمل");
    await expect(page.locator(".home-hero")).toContainText(/صباح الخير|طاب يومك|مساء الخير/);
    await expect(page.getByRole("link", { name: "حدّث معلوماتك المهنية" })).toHaveAttribute("href", "/portal/career-info");
    const resumes = region(page, "السير الذاتية");
    await expect(resumes.getByRole("listitem")).toHaveCount(1);
    await expect(resumes.getByText("سيرة ذاتية واحدة")).toBeAttached();
    await expect(resumes.locator(".pdf-thumb")).toHaveAttribute("data-status", "ready");
    await expect(region(page, "المهارات").getByText("Python", { exact: true })).toBeVisible();
    await expect(region(page, "بيانات التواصل").getByRole("link", { name: portalUser.email })).toHaveAttribute("dir", "ltr");
    await expect(region(page, "نصائح يومية تبقيك على المسار").getByRole("heading", { level: 3 }).first()).toContainText(/[\u0600-\u06FF]/);

    if (name === "desktop") {
      // The navigation sits on the right, the page to its left.
      const sidebar = (await page.locator("#portal-sidebar").boundingBox())!;
      const main = (await page.getByRole("main").boundingBox())!;
      expect(sidebar.x).toBeGreaterThan(main.x);
      expect(Math.round(sidebar.x + sidebar.width)).toBe(width);
      await expect(portalNav(page).getByRole("link", { name: "الصفحة الرئيسية" })).toHaveAttribute("aria-current", "page");
    } else {
      await page.getByRole("button", { name: "افتح القائمة" }).click();
      const drawer = (await page.locator("#portal-sidebar").boundingBox())!;
      // The drawer opens from the right edge.
      expect(Math.round(drawer.x + drawer.width)).toBe(width);
      await expect(portalNav(page).getByRole("link", { name: "المدونة" })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`portal-home-ar-${width}-menu.png`) });
      await page.keyboard.press("Escape");
      await expect(portalNav(page)).toBeHidden();
    }

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`portal-home-ar-${width}-top.png`) });
    await page.screenshot({ path: testInfo.outputPath(`portal-home-ar-${width}.png`), fullPage: true });
  });
}

test("the profile menu switches the language to English and back, saved to the account", async ({ page, context, baseURL, portalUser }) => {
  await inArabic(context, baseURL!);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openHome(page, portalUser.fullname);
  // The language this device chose before reaching the portal went to the account.
  await expect.poll(() => accountLanguage(page)).toEqual({ locale: "ar", digits: "latn" });

  await page.getByRole("button", { name: "افتح قائمة الملف الشخصي" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["تغيير كلمة المرور"]);
  await expect(menu.getByRole("menuitemradio", { name: "العربية" })).toHaveAttribute("aria-checked", "true");
  await menu.getByRole("menuitemradio", { name: "English" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Homepage" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalUser.fullname);
  expect(await accountLanguage(page)).toMatchObject({ locale: "en" });

  // Back to Arabic with the keyboard alone.
  const avatar = page.getByRole("button", { name: "Open profile menu" });
  await avatar.focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitem", { name: "Change Password" })).toBeFocused();
  // In English there is no digit choice: the digits show only in Arabic.
  await expect(menu.getByRole("menuitemradio")).toHaveText(["English", "العربية"]);
  // One step at a time: a busy machine may still be moving the focus when the next key arrives.
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: "English" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: "العربية" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(portalNav(page).getByRole("link", { name: "الصفحة الرئيسية" })).toBeVisible();
  expect(await accountLanguage(page)).toMatchObject({ locale: "ar" });
});

test("Arabic-Indic digits chosen in the profile menu show in the home's dates and numbers", async ({ page, context, baseURL, portalUser }) => {
  await inArabic(context, baseURL!);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openHome(page, portalUser.fullname);
  const today = page.getByTestId("portal-date");
  await expect(today).toHaveText(WESTERN_DIGIT);

  await page.getByRole("button", { name: "افتح قائمة الملف الشخصي" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemradio", { name: "غربية (123)" })).toHaveAttribute("aria-checked", "true");
  await menu.getByRole("menuitemradio", { name: "مشرقية (١٢٣)" }).click();

  await expect(today).toHaveText(ARABIC_INDIC);
  await expect(today).not.toHaveText(WESTERN_DIGIT);
  const uploaded = region(page, "السير الذاتية").getByRole("listitem").locator("time");
  await expect(uploaded).toHaveText(ARABIC_INDIC);
  await expect(uploaded).not.toHaveText(WESTERN_DIGIT);
  await expect(region(page, "السير الذاتية").locator(".home-section__count")).toContainText("١");
  expect(await accountLanguage(page)).toEqual({ locale: "ar", digits: "arab" });
});

test("the account's language changed on another device follows the user here", async ({ page, context, baseURL, portalUser }) => {
  await inArabic(context, baseURL!);
  await openHome(page, portalUser.fullname);
  await expect.poll(() => accountLanguage(page)).toEqual({ locale: "ar", digits: "latn" });
  // This device noted that it and the account agree.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("amal.language.synced.")))).toBe(true);

  // Another device switches the account to English (its cookies are its own).
  const otherDevice = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: `amal_session=${portalUser.session}` } });
  const res = await otherDevice.put("/api/auth/preferences", { data: { locale: "en" } });
  expect(res.status(), await res.text()).toBe(200);
  await otherDevice.dispose();

  // This device still says Arabic, and opens in Arabic, then follows the account into English.
  expect((await context.cookies()).find((c) => c.name === "amal_lang")?.value).toBe("ar");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Homepage" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "amal_lang")?.value).toBe("en");
});

test("Change Password in Arabic: an Arabic validation message, then a successful change", async ({ page, context, baseURL, portalUser }, testInfo) => {
  await inArabic(context, baseURL!);
  await page.goto("/portal/change-password");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تغيير كلمة المرور");
  await expect(page).toHaveTitle("تغيير كلمة المرور | أمل");
  await expect(page.getByText("نصيحة:")).toBeVisible();

  const current = page.getByLabel("كلمة المرور الحالية", { exact: true });
  const next = page.getByLabel("كلمة المرور الجديدة", { exact: true });
  const confirm = page.getByLabel("تأكيد كلمة المرور الجديدة", { exact: true });
  const submit = page.getByRole("button", { name: "تغيير كلمة المرور" });

  await current.fill(portalUser.password);
  await next.fill("NewPass@2025");
  await confirm.fill("NewPass@2026");
  await submit.click();
  await expect(page.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: testInfo.outputPath("change-password-ar.png"), fullPage: true });

  // The server's refusal of a wrong current password, in Arabic too.
  await confirm.fill("NewPass@2025");
  await current.fill("Wrong@pass1");
  await submit.click();
  await expect(page.getByText("كلمة المرور الحالية غير صحيحة")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");

  await current.fill(portalUser.password);
  await submit.click();
  await expect(page.getByRole("status")).toHaveText("تم تغيير كلمة المرور بنجاح.");
  await expect(current).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
});
