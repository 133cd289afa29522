/**
 * The portal's catalogue keeps the spec's English texts and the server's words it stands in for,
 * and its Arabic speaks Arabic (no key left in English).
 */
import { describe, expect, it } from "vitest";
import ar from "../../../core/i18n/messages/portal.ar";
import en from "../../../core/i18n/messages/portal.en";
import { createTranslator } from "../../../core/i18n/translate";
import { SCANNED_RESUME_NOTE } from "../../../core/schemas/account";
import { greetingFor } from "./home/Greeting";
import { PORTAL_NAV } from "./shell/nav-items";

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const arabic = createTranslator<typeof en>("ar", ar);
const english = createTranslator<typeof en>("en", en);

describe("the portal's messages", () => {
  it("name the side navigation as the spec does, in its order", () => {
    expect(PORTAL_NAV.map((item) => english(item.label))).toEqual([
      "Homepage",
      "Assistant",
      "Career Info",
      "Resume Library",
      "Email Tracker",
      "Career Networking",
      "Job Search",
      "Course Search",
      "Craft Roadmap",
      "Blog",
      "Subscription",
      "Contact Us",
    ]);
    for (const item of PORTAL_NAV) expect(arabic(item.label)).toMatch(ARABIC_LETTER);
  });

  it("word the server's note on a scanned resume exactly as it sends it", () => {
    // "Career Info" in the note is a link to the page.
    expect(english("home.note.scannedResume", { careerInfo: english("nav.careerInfo") })).toBe(SCANNED_RESUME_NOTE);
  });

  it("write every Arabic message in Arabic letters", () => {
    const latinOnly = Object.entries(ar).filter(([, message]) => !ARABIC_LETTER.test(JSON.stringify(message)));
    // Brand names stay in Latin letters.
    expect(latinOnly.map(([key]) => key)).toEqual(["contacts.linkedin"]);
  });

  it("count resumes with Arabic plural forms and the chosen digits", () => {
    expect([1, 2, 3, 11].map((count) => arabic("resumes.count", { count }))).toEqual(["سيرة ذاتية واحدة", "سيرتان ذاتيتان", "3 سير ذاتية", "11 سيرة ذاتية"]);
    expect(createTranslator<typeof en>("ar", ar, "arab")("resumes.count", { count: 4 })).toBe("٤ سير ذاتية");
    expect([1, 5].map((count) => english("resumes.count", { count }))).toEqual(["1 resume", "5 resumes"]);
  });
});

describe("greetingFor", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [17, "Good afternoon"],
    [18, "Good evening"],
    [23, "Good evening"],
  ])("should greet at %i o'clock with %s", (hour, greeting) => {
    expect(english(greetingFor(hour))).toBe(greeting);
  });
});
