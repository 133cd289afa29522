import { describe, expect, it } from "vitest";
import { loginAlertMail, passwordResetMail, signInLinkMail } from "./mails";

const APP = "https://amal.test";
const mona = { fullname: "Mona Adel", locale: "ar", digits: "latn" };
const karim = { fullname: "Karim Hassan", locale: "en", digits: "latn" };
const at = new Date("2026-11-24T06:50:00Z");
const RESET = `${APP}/reset-password?token=abc_DEF-123`;
const SIGN_IN = `${APP}/sign-in-link?token=xyz_789`;
const FORGOT = `${APP}/forgot-password`;

/** The link on its own line of the plain-text part (what a reader without HTML follows). */
const linesOf = (text: string) => text.split("\n").map((l) => l.trim());

describe("password reset e-mail", () => {
  it("should say in English, in both parts, where to choose a new password", () => {
    const mail = passwordResetMail({ reader: karim, link: RESET, appUrl: APP });
    expect(mail.subject).toBe("Reset your Amal password");
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.html).toContain(`href="${RESET}"`);
    expect(mail.html).toContain("Choose a new password");
    expect(mail.text.startsWith("Hi Karim Hassan,")).toBe(true);
    expect(linesOf(mail.text)).toContain(RESET);
    expect(mail.text).toContain("your password stays the same.");
    expect(mail.text).toContain("Amal, your AI career coach");
    // The link shows once in the text part (the button is for HTML readers).
    expect(mail.text.split(RESET)).toHaveLength(2);
  });

  it("should be written right-to-left in Arabic", () => {
    const mail = passwordResetMail({ reader: mona, link: RESET, appUrl: APP });
    expect(mail.subject).toBe("إعادة تعيين كلمة مرور حسابك في أمل");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.html).toContain("اختر كلمة مرور جديدة");
    expect(mail.text).toContain("مرحبًا Mona Adel،");
    expect(linesOf(mail.text)).toContain(RESET);
    expect(mail.text).not.toMatch(/Hi |your password/);
  });
});

describe("sign-in link e-mail", () => {
  it.each([
    [karim, "Your Amal sign-in link", "Finish logging in", "The link works once.", 'dir="ltr"'],
    [mona, "رابط تسجيل الدخول إلى أمل", "أكمل تسجيل الدخول", "يعمل الرابط مرة واحدة فقط.", 'dir="rtl"'],
  ])("should carry the one-time link and the reset page (%o)", (reader, subject, button, once, dir) => {
    const mail = signInLinkMail({ reader, link: SIGN_IN, resetUrl: FORGOT, at, appUrl: APP });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(dir);
    expect(mail.html).toContain(button);
    expect(mail.html).toContain(`href="${SIGN_IN}"`);
    expect(mail.html).toContain(`href="${FORGOT}"`);
    expect(linesOf(mail.text)).toContain(SIGN_IN);
    expect(mail.text).toContain(once);
    expect(mail.text).toContain(FORGOT);
    expect(mail.text).toContain("2026-11-24 06:50");
  });
});

describe("failed-login alert e-mail", () => {
  it.each([
    [karim, "Someone tried to log in to your Amal account", "3 times", 'dir="ltr"'],
    [mona, "محاولة لتسجيل الدخول إلى حسابك في أمل", "3 مرات", 'dir="rtl"'],
  ])("should say how many attempts, from where, and link the reset page once in text (%o)", (reader, subject, count, dir) => {
    const mail = loginAlertMail({ reader, failures: 3, ip: "203.0.113.9", at, resetUrl: FORGOT, appUrl: APP });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(dir);
    expect(mail.html).toContain(`href="${FORGOT}"`);
    expect(mail.text).toContain(count);
    expect(mail.text).toContain("203.0.113.9");
    expect(mail.text.split(FORGOT)).toHaveLength(2);
  });
});
