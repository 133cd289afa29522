import { describe, expect, it } from "vitest";
import { paymentFailedMail, welcomeMail } from "./mails";

const APP = "https://amal.test/";
const en = { fullname: "Karim Hassan", plan: "Professional", locale: "en", digits: "latn" } as const;
const ar = { fullname: "منى عادل", plan: "Professional", locale: "ar", digits: "latn" } as const;
const linesOf = (text: string) => text.split("\n").map((l) => l.trim());

describe("billing welcome e-mail", () => {
  it("should thank, name the payment and link the portal in English", () => {
    const mail = welcomeMail({ subscriber: en, price: "EGP 479", order: "ord_1", renews: "March 5, 2027", appUrl: APP });
    expect(mail.subject).toBe("Your Amal Professional subscription is active");
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.html).toContain('href="https://amal.test/portal"');
    expect(mail.html).toContain("Open your portal");
    expect(mail.text).toContain("We received your payment of EGP 479 (order ord_1).");
    expect(mail.text).toContain("renews automatically on March 5, 2027");
    expect(linesOf(mail.text)).toContain("https://amal.test/portal");
  });

  it("should be right-to-left in Arabic", () => {
    const mail = welcomeMail({ subscriber: ar, price: "479 ج.م", order: "ord_2", renews: "5 مارس 2027", appUrl: APP });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain("افتح بوابتك");
    expect(mail.text).toContain("مرحبًا منى عادل،");
    expect(mail.text).toContain("رقم الطلب ord_2");
    expect(linesOf(mail.text)).toContain("https://amal.test/portal");
  });
});

describe("payment failed e-mail", () => {
  it.each([
    [en, "Your Amal payment failed", "Update payment method", "Your card was declined.", 'dir="ltr"'],
    [ar, "تعذّر دفع رسوم اشتراكك في أمل", "حدّث وسيلة الدفع", "رُفضت بطاقتك.", 'dir="rtl"'],
  ])("should give the reason and the renewal page (%o)", (subscriber, subject, button, reason, dir) => {
    const mail = paymentFailedMail({ subscriber, reason: "Your card was declined.", appUrl: APP });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(dir);
    expect(mail.html).toContain(button);
    expect(mail.html).toContain('href="https://amal.test/portal/renew-subscription"');
    expect(mail.text).toContain(reason);
    expect(linesOf(mail.text)).toContain("https://amal.test/portal/renew-subscription");
  });
});
