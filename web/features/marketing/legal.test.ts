import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../core/i18n/locales";
import privacyEn from "../../../core/i18n/messages/privacy.en";
import termsEn from "../../../core/i18n/messages/terms.en";
import { legalOutline } from "./legal";

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("../../../core/i18n/messages/{privacy,terms}.*.ts", { eager: true });
const catalogue = (doc: string, locale: string) => catalogues[`../../../core/i18n/messages/${doc}.${locale}.ts`]!.default;

// The spec's section titles, in the spec's order, with the anchors the pages have always had.
const PRIVACY_SECTIONS = [
  ["information-we-collect", "Information We Collect"],
  ["how-we-use-your-information", "How We Use Your Information"],
  ["sharing-of-information", "Sharing of Information"],
  ["data-security", "Data Security"],
  ["your-data-protection-rights", "Your Data Protection Rights"],
  ["changes", "Changes"],
  ["google-api-limited-use", "Google API Services: Limited Use Disclosure"],
];
const TERMS_SECTIONS = [
  ["acceptance", "Acceptance"],
  ["description", "Description"],
  ["user-accounts", "User Accounts"],
  ["user-content", "User Content"],
  ["acceptable-use", "Acceptable Use"],
  ["payment-and-subscription", "Payment and Subscription"],
  ["refund-policy", "Refund Policy"],
  ["termination", "Termination"],
  ["disclaimer", "Disclaimer"],
  ["limitation-of-liability", "Limitation of Liability"],
  ["changes", "Changes"],
  ["contact", "Contact"],
];

describe("the legal texts' outline", () => {
  it.each([
    ["privacy", privacyEn, PRIVACY_SECTIONS],
    ["terms", termsEn, TERMS_SECTIONS],
  ] as const)("%s has the spec's sections, in order, under their anchors", (_, en, sections) => {
    const outline = legalOutline(Object.keys(en));
    expect(outline.sections.map((s) => [s.id, (en as Record<string, string>)[s.titleKey]])).toEqual(sections);
    expect(outline.intro.length).toBeGreaterThan(0);
    for (const s of outline.sections) expect(s.blocks.length, s.id).toBeGreaterThan(0);
  });

  it.each(["privacy", "terms"].flatMap((doc) => LOCALES.map((locale) => [doc, locale])))("%s in %s reads as the same document as in English", (doc, locale) => {
    expect(legalOutline(Object.keys(catalogue(doc, locale)))).toEqual(legalOutline(Object.keys(catalogue(doc, "en"))));
  });

  it("groups consecutive list items into one list between paragraphs and sub-headings", () => {
    const outline = legalOutline(["meta.title", "page.title", "intro.1.p", "a.title", "a.1.h3", "a.2.li", "a.3.li", "a.4.p", "a.5.li", "b.title", "b.1.p"]);
    expect(outline).toEqual({
      intro: ["intro.1.p"],
      sections: [
        {
          id: "a",
          titleKey: "a.title",
          blocks: [
            { kind: "h3", key: "a.1.h3" },
            { kind: "list", keys: ["a.2.li", "a.3.li"] },
            { kind: "p", key: "a.4.p" },
            { kind: "list", keys: ["a.5.li"] },
          ],
        },
        { id: "b", titleKey: "b.title", blocks: [{ kind: "p", key: "b.1.p" }] },
      ],
    });
  });

  it("refuses a key of another shape, or a block before its section's title", () => {
    expect(() => legalOutline(["a.title", "a.1.para"])).toThrow(/a\.1\.para/);
    expect(() => legalOutline(["a.title", "b.1.p"])).toThrow(/before "b\.title"/);
    expect(() => legalOutline(["intro.1.h3"])).toThrow(/paragraphs only/);
  });

  it("says in Arabic that the English text prevails", async () => {
    const legal = (await import("../../../core/i18n/messages/legal.ar")).default;
    expect(legal["translation.notice"]).toMatch(/النص الإنجليزي هو المعتمد/);
  });
});
