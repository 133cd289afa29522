/**
 * Billing in Arabic: the sandbox checkout speaks the visitor's language (the amal_lang cookie,
 * else the browser's) right to left, with card numbers and codes left to right; and what billing
 * tells an Arabic subscriber — the welcome, a failed renewal, the renewal that went through —
 * arrives in Arabic in the portal and by e-mail.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../core/schemas/billing";
import { signedInUser } from "../../test/accounts";
import { asUser, makeDue, PRO, payInSandbox, startCheckout, submitCard } from "../../test/billing";
import { call, rows } from "../../test/http";
import { billingDepsFrom } from "./deps";
import { readVars } from "../../env";
import { runRenewals } from "./renewals";

const ARABIC = { Cookie: "amal_lang=ar" };
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const NBSP = "\u00a0";

async function checkoutFor(cookie: string, period: "monthly" | "quarterly" = "monthly") {
  return startCheckout(cookie, { plan_id: PRO, period });
}

describe("the sandbox checkout in Arabic", () => {
  it("should render right to left with Arabic labels, the amount in Egyptian pounds and the test cards left to right", async () => {
    const user = await signedInUser();
    const checkout = await checkoutFor(user.cookie);
    const page = await (await call(checkout.redirect_url, { headers: ARABIC })).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    for (const label of ["رقم البطاقة", "تاريخ الانتهاء", "رمز الأمان (CVC)", "الاسم على البطاقة"]) expect(page).toContain(`>${label}</label>`);
    expect(page).toContain(`ادفع 479${NBSP}ج.م`);
    expect(page).toContain("باقة Professional من أمل، شهريًا");
    expect(page).toContain(`<td dir="ltr">${SANDBOX_CARDS.success.number}</td>`);
    // The declined test card's message, in Arabic.
    expect(page).toContain("تُرفض: «رُفضت بطاقتك.»");
    expect(page).toMatch(/<input id="number" name="number" value="" dir="ltr"/);
    expect(page).not.toContain("Card number");
    expect(page).not.toContain("Pay Amal");
  });

  it("should follow the browser's Arabic when no language was chosen, and the chosen English over it", async () => {
    const user = await signedInUser();
    const checkout = await checkoutFor(user.cookie, "quarterly");
    const browser = await (await call(checkout.redirect_url, { headers: { "Accept-Language": "ar-EG,ar;q=0.9,en;q=0.5" } })).text();
    expect(browser).toContain('<html lang="ar" dir="rtl">');
    expect(browser).toContain("باقة Professional من أمل، كل 3 أشهر");
    const chosen = await (await call(checkout.redirect_url, { headers: { "Accept-Language": "ar-EG", Cookie: "amal_lang=en" } })).text();
    expect(chosen).toContain('<html lang="en" dir="ltr">');
    expect(chosen).toContain("Amal Professional — 3 months");
  });

  it("should word a refused card form and a wrong one-time code in Arabic, keeping what was typed", async () => {
    const user = await signedInUser();
    const checkout = await checkoutFor(user.cookie);
    const refused = await call(checkout.redirect_url, {
      method: "POST",
      headers: ARABIC,
      body: new URLSearchParams({ action: "pay", number: "4242 4242 4242 4241", expiry: "12 / 34", cvc: "1", name: "منى عادل" }),
    });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain("راجع بيانات بطاقتك");
    expect(page).toContain("رقم البطاقة غير صحيح. راجعه وحاول مرة أخرى.");
    expect(page).toContain("أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.");
    expect(page).toContain('value="منى عادل"');

    const step = await (await call(checkout.redirect_url, { method: "POST", headers: ARABIC, body: new URLSearchParams({ action: "pay", number: SANDBOX_CARDS.confirm.number, expiry: "12 / 34", cvc: "123", name: "Mona" }) })).text();
    expect(step).toContain("أكّد هويتك");
    const challenge = /name="challenge" value="([^"]+)"/.exec(step)![1]!;
    const wrong = await call(`${checkout.redirect_url}/confirm`, { method: "POST", headers: ARABIC, body: new URLSearchParams({ action: "confirm", challenge, code: "000000" }) });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("هذا الرمز غير صحيح. راجعه وحاول مرة أخرى.");
  });

  it("should explain an unknown checkout link in Arabic", async () => {
    const res = await call("/sandbox-checkout/not-a-checkout.abc", { headers: ARABIC });
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain("صفحة الدفع غير موجودة");
  });
});

/** A signed-in user whose account is in Arabic, subscribed to Professional with `number`. */
async function arabicSubscriber(number: string = SANDBOX_CARDS.success.number, digits: "latn" | "arab" = "latn") {
  const user = await signedInUser();
  await env.DB.prepare("UPDATE users SET locale = 'ar', digits = ? WHERE id = ?").bind(digits, user.id).run();
  const checkout = await checkoutFor(user.cookie);
  await payInSandbox(checkout.redirect_url, number);
  const [sub] = await rows<{ id: number; order_id: string }>("SELECT id, order_id FROM subscriptions WHERE user_id = ?", user.id);
  return { ...user, subscription: sub! };
}

const lastNotification = async (userId: string) =>
  (await rows<{ notification_text: string }>("SELECT notification_text FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1", userId))[0]!.notification_text;
const lastMail = async (email: string) =>
  (await rows<{ subject: string; text: string }>("SELECT subject, text_body AS text FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1", email))[0]!;

describe("billing's notifications and e-mails to an Arabic subscriber", () => {
  it("should welcome them in Arabic, with the price in pounds and the date in Arabic", async () => {
    const user = await arabicSubscriber();
    expect(await lastNotification(user.id)).toMatch(/^أهلًا بك في باقة Professional من أمل! اشتراكك نشط حتى \d+ [\u0600-\u06FF]+ \d{4}\.$/);
    const mail = await lastMail(user.email);
    expect(mail.subject).toBe("اشتراكك في باقة Professional من أمل أصبح نشطًا");
    expect(mail.text).toContain(`استلمنا دفعتك بقيمة 479${NBSP}ج.م (رقم الطلب ${user.subscription.order_id})`);
    expect(mail.text).not.toMatch(/Thank you|Hi |renews/);
  });

  it("should use Arabic-Indic digits when the account asks for them", async () => {
    const user = await arabicSubscriber(SANDBOX_CARDS.success.number, "arab");
    expect(await lastNotification(user.id)).toMatch(/حتى [٠-٩]+ [\u0600-\u06FF]+ [٠-٩]{4}\.$/);
    expect((await lastMail(user.email)).text).toContain(`٤٧٩${NBSP}ج.م`);
  });

  it("should tell them in Arabic that a renewal failed, with the decline in Arabic, and that it went through later", async () => {
    const user = await arabicSubscriber(SANDBOX_CARDS.renewalDeclined.number);
    await makeDue(user.subscription.id);
    const [outcome] = await runRenewals(billingDepsFrom(env, readVars(env)), { userId: user.id });
    expect(outcome).toMatchObject({ status: "declined" });
    expect(await lastNotification(user.id)).toBe("تعذّر دفع رسوم اشتراكك. حدّث وسيلة الدفع لتواصل استخدام أمل.");
    const mail = await lastMail(user.email);
    expect(mail.subject).toBe("تعذّر دفع رسوم اشتراكك في أمل");
    expect(mail.text).toContain("لم نتمكن من تجديد اشتراكك في باقة Professional من أمل: رُفضت بطاقتك.");
    expect(mail.text).toContain("/portal/renew-subscription");
    expect(mail.text).not.toContain("declined");

    const add = await asUser(user.cookie, "/api/billing/payment-methods", { make_primary: true });
    await payInSandbox((await add.json<{ redirect_url: string }>()).redirect_url, SANDBOX_CARDS.success.number);
    expect((await asUser(user.cookie, "/api/billing/renew")).status).toBe(200);
    const renewed = await lastNotification(user.id);
    expect(renewed).toMatch(/^تم الدفع بنجاح\. أهلًا بعودتك، اشتراكك نشط حتى /);
    expect(renewed).toMatch(ARABIC_LETTER);
  });

  it("should keep writing to an English subscriber in English", async () => {
    const user = await signedInUser();
    const checkout = await checkoutFor(user.cookie);
    await submitCard(checkout.redirect_url);
    expect(await lastNotification(user.id)).toMatch(/^Welcome to Amal Professional! Your subscription is active until \w+ \d+, \d{4}\.$/);
    const mail = await lastMail(user.email);
    expect(mail.subject).toBe("Your Amal Professional subscription is active");
    expect(mail.text).toContain("We received your payment of EGP 479 (order ");
  });
});
