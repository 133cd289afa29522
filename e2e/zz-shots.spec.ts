import { expect, portalTest as test } from "./fixtures";
test.use({ freshPortalUser: true });
for (const lang of ["en", "ar"]) for (const width of [375, 1280]) {
  test(`shots ${lang} ${width}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "amal_lang", value: lang, url: baseURL! }]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/portal/career-info");
    await expect(page.locator("[data-section=profile] h3")).toBeVisible();
    await expect(page.locator(".pdf-thumb")).toHaveAttribute("data-status", "ready");
    await page.screenshot({ path: `/tmp/shots/career-${lang}-${width}.png`, fullPage: true });
    // Edit states
    await page.locator("[data-section=profile] button").filter({ hasText: lang === "en" ? "Edit Profile" : "تعديل الملف الشخصي" }).click();
    await page.locator("[data-section=jobs] button").first().click();
    await page.locator("[data-section=skills] input").first().fill("py");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/career-edit-${lang}-${width}.png`, fullPage: true });
    await page.locator("[data-section=certificates] button").first().click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/career-dialog-${lang}-${width}.png` });
    await page.getByRole("dialog").getByRole("button").last().click();
    await page.locator("[data-section=education] button").first().click();
    await page.waitForTimeout(300);
    await page.locator("[data-section=certificates]").screenshot({ path: `/tmp/shots/career-cert-${lang}-${width}.png` });
    await page.locator("[data-section=education]").screenshot({ path: `/tmp/shots/career-edu-${lang}-${width}.png` });
  });
}
