import { describe, expect, it } from "vitest";
import { MailButton, MailHeading, MailLayout, MailText } from "./layout";
import { renderMail } from "./render";

describe("renderMail", () => {
  it("should render a multipart e-mail whose text part says what the HTML says", () => {
    const { html, text } = renderMail(
      <MailLayout locale="en" preview="Your weekly summary" appUrl="https://amal.test">
        <MailHeading>Hello Mona</MailHeading>
        <MailText>Three new e-mails were tracked this week.</MailText>
        <MailButton href="https://amal.test/portal">Open Amal</MailButton>
      </MailLayout>,
    );
    expect(html.startsWith("<!DOCTYPE html")).toBe(true);
    expect(html).toContain('lang="en"');
    expect(text).toContain("Hello Mona");
    expect(text).toContain("Three new e-mails were tracked this week.");
    expect(text).toContain("https://amal.test/portal");
    expect(text).not.toContain("Your weekly summary");
  });

  it("should write an Arabic e-mail right-to-left", () => {
    const { html, text } = renderMail(
      <MailLayout locale="ar" preview="ملخصك" appUrl="https://amal.test">
        <MailText>مرحبًا منى</MailText>
      </MailLayout>,
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    expect(text).toContain("مرحبًا منى");
  });
});
