/**
 * The main journey in Arabic (landing page, pricing, the whole signup, the sandbox checkout, the
 * portal and the coach) and the sign-in screens in Arabic (the `amal_lang=ar` cookie): right to left,
 * every step, validation and refusal in Arabic, through the plan and a discount code to the
 * sandbox checkout; the account is created in Arabic. Screenshots of each step at 375 and
 * 1280 px are kept with the test's output.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  GOOD_PASSWORD,
  holdRequests,
  makePng,
  makeResumePdf,
  TEST_CARDS,
  uniqueEmail,
  useOwnClientAddress,
  WIDTHS,
} from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await useOwnClientAddress(context);
  await context.addCookies([{ name: "amal_lang", value: "ar", url: baseURL! }]);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const stepLabel = (page: Page) => page.getByText(/^الخطوة \d من 5/);
const next = (page: Page) => page.getByRole("button", { name: "التالي" }).click();

async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

/** The page fits the width, passes axe, and is photographed for the record. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const [name, width] of [
  ["phone", WIDTHS.mobile],
  ["desktop", WIDTHS.desktop],
] as const) {
  test(`in Arabic on a ${name} (${width} px): the landing page, pricing, the whole signup, payment, the portal and the coach`, async ({ page, accounts }, testInfo) => {
    test.setTimeout(420_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    const email = accounts.email(`ar-signup-${name}`);

    // The visit: the Arabic landing page, then pricing, then a plan's Get Started.
    await page.goto("/ar");
    await page.evaluate(() => localStorage.clear());
    await expectArabicPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعرّف على أمل، مدربك المهني في جيبك");
    await page.screenshot({ path: testInfo.outputPath(`journey-ar-${width}-0-landing.png`) });
    await page.goto("/ar/pricing");
    await expectArabicPage(page);
    await check(page, testInfo, `journey-ar-${width}-0-pricing`);
    await page.getByTestId("plan-2").getByRole("link", { name: "ابدأ الآن" }).click();
    await expect(page).toHaveURL(/\/signup\?plan_id=2$/);
    await expectArabicPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "أنشئ حسابك" })).toBeVisible();
    await expect(stepLabel(page)).toContainText("الخطوة 1 من 5");
    await expect(page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" })).toBeVisible();

    // Step 1: an empty required field, then a bad e-mail, each said in Arabic under its field.
    await next(page);
    await expect(field(page, "البريد الإلكتروني")).toHaveAccessibleDescription("البريد الإلكتروني مطلوب");
    await expect(field(page, "الاسم الكامل")).toHaveAccessibleDescription("الاسم الكامل مطلوب");
    await expect(field(page, "البريد الإلكتروني")).toBeFocused();
    await field(page, "البريد الإلكتروني").fill("mona.example.com");
    await next(page);
    await expect(field(page, "البريد الإلكتروني")).toHaveAccessibleDescription("يرجى إدخال بريد إلكتروني صحيح");
    // What is typed in e-mail, password and phone fields reads left to right.
    for (const label of ["البريد الإلكتروني", "كلمة المرور", "رقم الهاتف"]) await expect(field(page, label)).toHaveAttribute("dir", "ltr");
    await check(page, testInfo, `signup-ar-${width}-1-errors`);

    await field(page, "البريد الإلكتروني").fill(email);
    await field(page, "كلمة المرور").fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "إظهار كلمة المرور" }).click();
    await expect(field(page, "كلمة المرور")).toHaveAttribute("type", "text");
    await field(page, "الاسم الكامل").fill("Mona Adel");
    await field(page, "رقم الهاتف").fill("+201001234567");
    await next(page);

    // Step 2: the experience levels in Arabic (the stored values stay the English ones).
    await expect(stepLabel(page)).toContainText("الخطوة 2 من 5");
    await expect(page.getByRole("heading", { level: 2, name: "مسيرتك المهنية", exact: true })).toBeFocused();
    for (const level of ["طالب", "مبتدئ", "متوسط الخبرة", "خبير", "قائد فريق"]) await expect(page.getByRole("radio", { name: level })).toBeVisible();
    await field(page, "المسمى الوظيفي").fill("Data Analyst");
    await field(page, "الدولة").fill("مصر");
    await field(page, "المدينة").fill("القاهرة");
    await page.getByRole("radio", { name: "متوسط الخبرة" }).click();
    await check(page, testInfo, `signup-ar-${width}-2-career`);
    await next(page);

    // Step 3: the files, with a real PDF resume and a picture.
    await expect(stepLabel(page)).toContainText("الخطوة 3 من 5");
    await page.getByRole("button", { name: "إنشاء الحساب" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "يرجى ملء جميع الحقول المطلوبة" })).toBeVisible();
    await field(page, "جهة الدراسة").fill("جامعة القاهرة");
    await field(page, "الراتب المتوقع").fill("25000");
    await field(page, "رابط LinkedIn").fill("linkedin.com/in/mona-adel");
    await field(page, "الصورة الشخصية").setInputFiles({ name: "mona.png", mimeType: "image/png", buffer: makePng() });
    await field(page, "السيرة الذاتية").setInputFiles({ name: "mona-adel.pdf", mimeType: "application/pdf", buffer: await makeResumePdf("Mona Adel") });
    await expect(page.getByText("mona-adel.pdf")).toBeVisible();
    await check(page, testInfo, `signup-ar-${width}-3-details`);

    // Creating the account: the progress messages in Arabic.
    const signup = await holdRequests(page, "/api/auth/signup");
    await page.getByRole("button", { name: "إنشاء الحساب" }).click();
    const loading = page.getByTestId("signup-loading");
    await expect(loading.getByRole("heading", { name: "جارٍ إنشاء حسابك" })).toBeVisible();
    await expect(loading.getByRole("listitem")).toHaveText([/جارٍ رفع سيرتك الذاتية/, "جارٍ قراءة خبراتك...", "جارٍ استخراج مهاراتك...", "جارٍ تجهيز حسابك..."]);
    signup.release();

    // Step 4: the account exists, in Arabic.
    await expect(stepLabel(page)).toContainText("الخطوة 4 من 5", { timeout: 30_000 });
    await expect(page.getByText("حسابك جاهز يا Mona!")).toBeVisible();
    const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { email: string; locale: string } };
    expect(me.user).toMatchObject({ email, locale: "ar" });

    // A plan and a discount code: a refusal and an accepted code, each in Arabic.
    const plan = page.getByRole("combobox", { name: "الباقة" });
    await plan.click();
    await page.getByRole("option", { name: /^الباقة الاحترافية/ }).click();
    await expect(page).toHaveURL(/plan_id=2/);
    const code = page.getByRole("textbox", { name: /^كود الخصم/ });
    await code.fill("NOPE2026");
    await page.getByRole("button", { name: "تطبيق الكود" }).click();
    await expect(code).toHaveAccessibleDescription("كود الخصم هذا غير موجود.");
    await code.fill("welcome20");
    await page.getByRole("button", { name: "تطبيق الكود" }).click();
    const applied = page.getByTestId("coupon-applied");
    await expect(applied).toContainText("تم تطبيقه على الباقة الاحترافية");
    await expect(applied).toContainText("خصم 20%");
    await check(page, testInfo, `signup-ar-${width}-4-coupon`);

    // Step 5: the plan, the code and what is due, then the secure checkout.
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    await expect(stepLabel(page)).toContainText("الخطوة 5 من 5");
    await expect(page.getByTestId("chosen-plan")).toContainText("الباقة الاحترافية");
    await expect(page.getByTestId("due-today")).toHaveText("383 ج.م");
    await expect(page.getByText("يتجدّد كل شهر على بطاقتك حتى تلغيه.")).toBeVisible();
    // The billing period's highlight sits under the chosen period, mirrored.
    const highlight = page.locator(".signup-period .rt-SegmentedControlIndicator");
    const under = async (label: string) => {
      const [box, item] = [await highlight.boundingBox(), await page.getByRole("radio", { name: label }).boundingBox()];
      return Math.round(Math.abs(box!.x - item!.x));
    };
    await expect.poll(() => under("شهري")).toBeLessThan(3);
    await page.getByRole("radio", { name: "3 أشهر" }).click();
    await expect(page.getByTestId("due-today")).toHaveText("1,023 ج.م");
    await expect.poll(() => under("3 أشهر")).toBeLessThan(3);
    await page.getByRole("radio", { name: "شهري" }).click();
    await check(page, testInfo, `signup-ar-${width}-5-payment`);
    await page.getByRole("button", { name: "الانتقال إلى الدفع" }).click();
    await page.waitForURL(/\/sandbox-checkout\//);

    // Paying on the sandbox checkout, in Arabic, with the success card.
    await expectArabicPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "ادفع بالبطاقة" })).toBeVisible();
    await page.getByLabel("رقم البطاقة").fill(TEST_CARDS.success);
    await page.getByLabel("تاريخ الانتهاء").fill("12/34");
    await page.getByLabel("رمز الأمان (CVC)").fill("123");
    await page.getByLabel("الاسم على البطاقة").fill("منى عادل");
    await check(page, testInfo, `journey-ar-${width}-6-checkout`);
    await page.getByRole("button", { name: /^ادفع/ }).click();

    // The portal, in Arabic, with the new subscription.
    await page.waitForURL(/\/portal\/home$/, { timeout: 60_000 });
    await expectArabicPage(page);
    await expect(page).toHaveTitle("الصفحة الرئيسية | أمل");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mona Adel");
    await check(page, testInfo, `journey-ar-${width}-7-portal`);

    // The coach: an Arabic question gets an answer.
    await page.goto("/portal/assistant-chat?new=1");
    await expectArabicPage(page);
    const talk = page.getByRole("region", { name: "تحدّث مع المدرب" });
    const box = page.getByRole("textbox", { name: "الرسالة" });
    await box.fill("كيف أكتب سيرة ذاتية تجتاز أنظمة ATS؟");
    await box.press("Enter");
    await expect(talk.getByTestId("ai-message")).toHaveCount(1, { timeout: 60_000 });
    await expect(talk.getByTestId("ai-message").last()).not.toHaveAttribute("data-state", "streaming", { timeout: 60_000 });
    await expect(talk.getByRole("button", { name: "إرسال" })).toBeVisible();
    await check(page, testInfo, `journey-ar-${width}-8-coach`);
  });
}

test("login in Arabic: validation, the server's refusal, and the switch back to English", async ({ page, accounts, context }, testInfo) => {
  const account = await accounts.create({ email: uniqueEmail("ar-login"), subscription: null });
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await page.goto("/login");
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "مرحبًا بعودتك" })).toBeVisible();
  const linkedin = { name: "تسجيل الدخول عبر LinkedIn" };
  await expect(page.getByRole("button", linkedin).or(page.getByRole("link", linkedin))).toBeVisible();
  await check(page, testInfo, "login-ar-375");

  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(field(page, "البريد الإلكتروني")).toHaveAccessibleDescription("البريد الإلكتروني مطلوب");
  await expect(field(page, "كلمة المرور")).toHaveAccessibleDescription("كلمة المرور مطلوبة");

  await field(page, "البريد الإلكتروني").fill(account.email);
  await field(page, "كلمة المرور").fill("Not-the-password1!");
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
  await expect(field(page, "البريد الإلكتروني")).toHaveValue(account.email);
  await expect(page.getByRole("link", { name: "نسيت كلمة المرور؟" })).toHaveAttribute("href", "/forgot-password");

  // The header's switch reloads the screen in English and remembers the choice.
  await page.getByRole("link", { name: "غيّر لغة الواجهة إلى English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect((await context.cookies()).find((c) => c.name === "amal_lang")?.value).toBe("en");
});

test("password reset in Arabic: validation, the e-mail sent, and a link that can't be used", async ({ page, accounts }) => {
  const account = await accounts.create({ email: uniqueEmail("ar-forgot"), subscription: null });
  await page.goto("/forgot-password");
  await expectArabicPage(page);
  const submit = page.getByRole("button", { name: "إعادة تعيين كلمة المرور" });
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("البريد الإلكتروني مطلوب");
  await field(page, "البريد الإلكتروني").fill("mona@");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("يرجى إدخال بريد إلكتروني صحيح");
  await field(page, "البريد الإلكتروني").fill(account.email);
  await submit.click();
  await expect(page.getByRole("heading", { name: "تم إرسال البريد!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "العودة إلى تسجيل الدخول" })).toBeVisible();

  // An unknown reset link: the server's refusal in Arabic.
  await page.goto("/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
  await field(page, "كلمة المرور الجديدة").fill("short");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByRole("alert")).toHaveText("يجب ألا تقل كلمة المرور الجديدة عن 8 أحرف");
  await field(page, "كلمة المرور الجديدة").fill("Fresh2026#");
  await field(page, "تأكيد كلمة المرور الجديدة").fill("Fresh2026#");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByRole("heading", { name: "لا يمكن استخدام هذا الرابط" })).toBeVisible();
  await expect(page.getByRole("link", { name: "اطلب رابطًا جديدًا" })).toHaveAttribute("href", "/forgot-password");
});

test("the sign-in link, the LinkedIn callback and the payment return explain themselves in Arabic", async ({ page }) => {
  await page.goto("/sign-in-link");
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: "لا يمكن استخدام هذا الرابط" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("رابط تسجيل الدخول هذا غير صالح أو انتهت صلاحيته");

  await page.goto("/oauth2callback?error=access_denied");
  await expect(page.getByRole("heading", { name: "تعذّر تسجيل دخولك" })).toBeVisible();
  await expect(page.getByText(/أُلغي تسجيل الدخول عبر LinkedIn/)).toBeVisible();
  await expect(page.getByRole("link", { name: "العودة إلى تسجيل الدخول" })).toHaveAttribute("href", "/login");

  await page.goto("/verify-subscription");
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: "لم يكتمل اشتراكك" })).toBeVisible();
  await expect(page.getByRole("list", { name: "ما الذي حدث" })).toHaveText("رابط الدفع غير مكتمل: لا يحدّد عملية الدفع التي يجب التحقّق منها.");
});
