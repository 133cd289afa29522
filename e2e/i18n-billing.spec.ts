/**
 * The billing screens in Arabic: the subscription manager and the renew page right to left at
 * phone and desktop widths (screenshots kept), the Change Plan picker and the sandbox checkout in
 * Arabic through to a paid plan, a refusal and the server's outcomes (card saved, card declined)
 * in Arabic words.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test as accountsTest, portalTest as test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signInBrowser, TEST_CARDS, useOwnClientAddress, WIDTHS } from "./helpers";

async function inArabic(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL }]);
}

async function expectRightToLeft(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

/** Fills the sandbox checkout's card form by its Arabic labels and submits it. */
async function payOnSandboxInArabic(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await expectRightToLeft(page);
  await page.getByLabel("رقم البطاقة").fill(card);
  await page.getByLabel("تاريخ الانتهاء").fill("12/34");
  await page.getByLabel("رمز الأمان (CVC)").fill("123");
  await page.getByLabel("الاسم على البطاقة").fill("منى عادل");
  await page.getByRole("button", { name: /^(ادفع|احفظ البطاقة)/ }).click();
}

const subscriptions = (page: Page) => page.getByTestId("subscription");
const cards = (page: Page) => page.getByTestId("card");

test.beforeEach(async ({ context, baseURL }) => {
  await useOwnClientAddress(context);
  await inArabic(context, baseURL!);
});

for (const [name, width] of [
  ["phone", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`the subscription manager and the renew page in Arabic on a ${name} (${width} px)`, async ({ page }, testInfo) => {
    test.slow(); // two screens through axe
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/portal/subscription-manager");
    await expectRightToLeft(page);
    await expect(page.getByRole("heading", { level: 1, name: "الاشتراك" })).toBeVisible();
    await expect(page).toHaveTitle("الاشتراك | أمل");
    const current = subscriptions(page).first();
    await expect(current.getByText("نشط", { exact: true })).toHaveAttribute("data-accent-color", "green");
    await expect(current).toContainText("شهريًا");
    await expect(current).toContainText(/479\sج\.م/);
    await expect(current).toContainText(/يتجدد في \d+ \S+ \d{4}/);
    await expect(cards(page).first()).toContainText("Visa •••• 4242");
    await expect(cards(page).first().getByText("أساسية")).toBeVisible();
    await expect(page.getByRole("heading", { name: "الباقات المتاحة" })).toBeVisible();
    await expect(page.getByRole("list", { name: "الباقات المتاحة" })).toContainText(/\d\sج\.م/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`subscription-manager-ar-${width}.png`), fullPage: true });

    await page.goto("/portal/renew-subscription");
    await expectRightToLeft(page);
    await expect(page.getByRole("heading", { level: 1, name: "تجديد الاشتراك" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "اشتراكك نشط" })).toBeVisible();
    await expect(page.getByText("لا يوجد ما تدفعه الآن.")).toBeVisible();
    await expect(page).toHaveTitle("تجديد الاشتراك | أمل");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`renew-subscription-ar-${width}.png`), fullPage: true });
  });
}

test.describe("with an account of its own", () => {
  test.use({ freshPortalUser: true });

  test("Change Plan and the sandbox checkout in Arabic, paid with the success card", async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await page.goto("/portal/subscription-manager");
    await subscriptions(page).first().getByRole("button", { name: "غيّر الباقة" }).click();
    const dialog = page.getByRole("dialog", { name: "غيّر الباقة" });
    const pro = dialog.getByRole("radio", { name: /الباقة الاحترافية/ });
    await expect(pro).toBeChecked();
    await expect(pro).toContainText("باقتك الحالية");
    await expect(dialog.getByRole("button", { name: "تابع إلى الدفع" })).toBeDisabled();
    await dialog.getByRole("radio", { name: /الباقة التنفيذية/ }).click();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath("change-plan-ar-375.png") });
    await dialog.getByRole("button", { name: "تابع إلى الدفع" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "ادفع بالبطاقة" })).toBeVisible();
    await expect(page.getByText("باقة Executive من أمل، شهريًا")).toBeVisible();
    await expect(page.getByRole("cell", { name: TEST_CARDS.declined })).toHaveAttribute("dir", "ltr");
    await expect(page.getByText("تُرفض: «رُفضت بطاقتك.»")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath("sandbox-checkout-ar-375.png"), fullPage: true });
    // A mistyped card is refused in Arabic, and what was typed stays.
    await page.getByLabel("رقم البطاقة").fill("4242 4242 4242 4241");
    await page.getByRole("button", { name: /^ادفع/ }).click();
    await expect(page.getByRole("alert")).toContainText("رقم البطاقة غير صحيح. راجعه وحاول مرة أخرى.");
    await expect(page.getByLabel("رقم البطاقة")).toHaveValue("4242 4242 4242 4241");
    await payOnSandboxInArabic(page, TEST_CARDS.success);

    await page.waitForURL(/\/portal\/home$/);
    await page.goto("/portal/subscription-manager");
    await expectRightToLeft(page);
    await expect(subscriptions(page)).toHaveCount(2);
    await expect(subscriptions(page).first()).toContainText("الباقة التنفيذية");
    await expect(subscriptions(page).first().getByText("نشط", { exact: true })).toBeVisible();
    await expect(subscriptions(page).nth(1).getByText("منتهٍ", { exact: true })).toHaveAttribute("data-accent-color", "amber");
  });

  test("a refusal, a saved card and a removed card, each said in Arabic", async ({ page }) => {
    await page.goto("/portal/subscription-manager");
    await expectRightToLeft(page);
    // The only card of a renewing subscription can't go: the server's refusal, in Arabic.
    await cards(page).first().getByRole("button", { name: "احذف Visa •••• 4242" }).click();
    const confirm = page.getByRole("alertdialog", { name: "هل تريد حذف Visa •••• 4242؟" });
    await confirm.getByRole("button", { name: "احذف البطاقة" }).click();
    await expect(page.getByRole("alert")).toHaveText("لا يمكنك حذف البطاقة الوحيدة التي يتجدد بها اشتراكك. أضف بطاقة أخرى أولًا، أو ألغِ الاشتراك.");

    await page.getByRole("button", { name: "أضف بطاقة" }).click();
    await expect(page.getByText("بدون رسوم")).toBeVisible();
    await payOnSandboxInArabic(page, TEST_CARDS.success);
    await expect(page).toHaveURL(/\/portal\/subscription-manager\?card_setup=/);
    await expect(page.getByRole("status").filter({ hasText: "حُفظت البطاقة •••• 4242. تُخصم رسوم التجديد من بطاقتك الأساسية." })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await cards(page).nth(0).getByRole("button", { name: "احذف Visa •••• 4242" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "احذف البطاقة" }).click();
    await expect(page.getByRole("status").filter({ hasText: "حُذفت Visa •••• 4242." })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
  });
});

// An account of its own, signed in only as itself: no portal user in this browser.
accountsTest("a failed renewal in Arabic: the banner, the renew page and a declined retry", async ({ page, accounts, baseURL }, testInfo) => {
  accountsTest.slow();
  await useOwnClientAddress(page.context());
  await inArabic(page.context(), baseURL!);
  const user = await accounts.create({ subscription: { card: TEST_CARDS.renewalDeclined } });
  const renewed = await page.request.post("/dev/billing/renew", { headers: { cookie: `amal_session=${user.session}` } });
  expect((await renewed.json()).renewals).toEqual([expect.objectContaining({ status: "declined" })]);
  await signInBrowser(page.context(), baseURL!, user);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });

  await page.goto("/portal/subscription-manager");
  const banner = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "توجد مشكلة في الدفع" }) });
  await expect(banner).toContainText(/لتجديد الباقة الاحترافية \(479\sج\.م\)/);
  await expect(subscriptions(page).first().getByText("متعثّر", { exact: true })).toHaveAttribute("data-accent-color", "amber");
  await expectNoHorizontalOverflow(page);

  await page.goto("/portal/renew-subscription");
  await expectRightToLeft(page);
  await expect(page.getByRole("heading", { name: "تعذّر تجديد الباقة الاحترافية" })).toBeVisible();
  await expect(page.getByText("حاولنا الخصم من Visa •••• 0341 ورُفضت عملية الدفع.")).toBeVisible();
  await page.getByRole("button", { name: "أعد محاولة الدفع" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "رُفضت بطاقتك." })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("renew-failed-ar-375.png"), fullPage: true });
});
