import { describe, expect, it } from "vitest";
import { addressOf, unwrapForwarded } from "./forwarded";

describe("unwrapForwarded", () => {
  it("should read the original of a Gmail forward", () => {
    const text = "FYI\n\n---------- Forwarded message ---------\nFrom: Nova Hiring <hiring@nova.test>\nDate: Thu, Nov 19, 2026 at 11:00 AM\nSubject: Interview invitation\nTo: <me@example.com>\n\nHi, we would like to invite you.";
    expect(unwrapForwarded(text)).toEqual({ from: "Nova Hiring <hiring@nova.test>", date: "Thu, Nov 19, 2026 at 11:00 AM", subject: "Interview invitation", body: "Hi, we would like to invite you." });
  });

  it("should read an Outlook forward with bold header names", () => {
    const text = "________________________________\r\n**From:** Peak HR <hr@peak.test>\r\n**Sent:** Monday, November 16, 2026 9:00 AM\r\n**To:** Me\r\n**Subject:** Your offer\r\n\r\nWe are pleased to offer you the role.";
    expect(unwrapForwarded(text)).toMatchObject({ from: "Peak HR <hr@peak.test>", subject: "Your offer", body: "We are pleased to offer you the role." });
  });

  it("should read an Arabic Gmail forward", () => {
    const text = "---------- Forwarded message ---------\nمن: شركة النيل <hr@nile.test>\nالموضوع: نتيجة طلبك\n\nللأسف لم يتم اختيارك.";
    expect(unwrapForwarded(text)).toMatchObject({ from: "شركة النيل <hr@nile.test>", subject: "نتيجة طلبك", body: "للأسف لم يتم اختيارك." });
  });

  it("should leave a message that is not a forward alone", () => {
    expect(unwrapForwarded("Dear Salma,\nFrom: the team\nThanks")).toBeNull();
    expect(unwrapForwarded("---------- Forwarded message ---------\nno headers here")).toBeNull();
  });
});

describe("addressOf", () => {
  it("should find the address in a From line", () => {
    expect(addressOf("Acme Careers <Jobs@Acme.com>")).toBe("jobs@acme.com");
    expect(addressOf("jobs@acme.com")).toBe("jobs@acme.com");
    expect(addressOf("Acme Careers")).toBe("");
  });
});
