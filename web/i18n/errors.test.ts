/**
 * The `errors` catalogue holds the very texts the server and the schemas send, so a screen in
 * Arabic recognises each one; and every refusal, listed or not, comes out in Arabic.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createErrorText, findMessage } from "../../core/i18n/error-text";
import ar from "../../core/i18n/messages/errors.ar";
import en from "../../core/i18n/messages/errors.en";
import { AUTH_MESSAGES } from "../../core/schemas/auth-rules";
import { CAREER_MESSAGES } from "../../core/schemas/career-rules";
import { COUPON_MESSAGES, VERIFY_ERROR_SENTENCE } from "../../core/schemas/billing-rules";
import { COURSE_MESSAGES } from "../../core/schemas/courses";
import { JOB_MESSAGES } from "../../core/schemas/jobs";
import { EMAIL_MESSAGES } from "../../core/schemas/email";
import { LIBRARY_MESSAGES } from "../../core/schemas/library";
import { NETWORKING_MESSAGES } from "../../core/schemas/networking";
import { NOTIFICATION_MESSAGES } from "../../core/schemas/notifications";
import { ROADMAP_MESSAGES } from "../../core/schemas/roadmap";
import { SAVED_MESSAGES } from "../../core/schemas/saved";
import { VOICE_REFUSALS } from "../../party/voice-protocol";
import { NETWORK_MESSAGE } from "../api-errors";

const arabic = createErrorText("ar", en, ar);
const ARABIC_LETTER = /[\u0600-\u06FF]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !path.includes("/dev/") ? [path] : [];
  });
}
const workerCode = [...sources("worker"), ...sources("party")].map((path) => readFileSync(path, "utf8")).join("\n");

describe("the errors catalogue", () => {
  it("lists every sign-up, login and password message exactly as the schemas send it", () => {
    for (const [key, message] of Object.entries(AUTH_MESSAGES)) {
      expect(findMessage(en, message), `${key}: ${message}`).toMatchObject({ key: `auth.${key}` });
    }
  });

  it("lists every career info message exactly as the schemas send it", () => {
    for (const [key, message] of Object.entries(CAREER_MESSAGES)) {
      if (key === "careerUpdated") continue; // a success banner, worded by the career screen
      expect(findMessage(en, message), `${key}: ${message}`).not.toBeNull();
    }
  });

  it("lists every resume library message exactly as the schemas send it, and says each in Arabic", () => {
    for (const [key, message] of Object.entries(LIBRARY_MESSAGES)) {
      expect(findMessage(en, message), `${key}: ${message}`).toMatchObject({ key: `library.${key}` });
      expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
    }
    expect(arabic.message(LIBRARY_MESSAGES.descriptionShort)).toContain("80");
  });

  it("lists every e-mail tracker message exactly as the schemas send it, and says each in Arabic", () => {
    for (const [key, message] of Object.entries(EMAIL_MESSAGES)) {
      expect(findMessage(en, message), `${key}: ${message}`).not.toBeNull();
      expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
    }
    expect(arabic.message(EMAIL_MESSAGES.tooManyFilters)).toContain("50");
  });

  it("lists every networking, saved-item and roadmap message exactly as the schemas send it, and says each in Arabic", () => {
    // Some sentences are shared with other forms ("The job title is too long…"): any key holding the text will do.
    for (const messages of [NETWORKING_MESSAGES, SAVED_MESSAGES, ROADMAP_MESSAGES]) {
      for (const [key, message] of Object.entries(messages)) {
        expect(findMessage(en, message), `${key}: ${message}`).not.toBeNull();
        expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
      }
    }
    expect(arabic.message(NETWORKING_MESSAGES.jobTitleLong)).toContain("120");
    expect(arabic.message(SAVED_MESSAGES.tooMany)).toContain("200");
    expect(arabic.message(ROADMAP_MESSAGES.tooLarge)).toContain("400");
    expect(arabic.message(ROADMAP_MESSAGES.topicLong)).toContain("200");
  });

  it("lists every notification message exactly as the schemas send it, and says each in Arabic", () => {
    for (const [key, message] of Object.entries(NOTIFICATION_MESSAGES)) {
      expect(findMessage(en, message), `${key}: ${message}`).toMatchObject({ key: `notifications.${key}` });
      expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
    }
    expect(arabic.message(NOTIFICATION_MESSAGES.idsInvalid)).toContain("200");
  });

  it("lists every course search message exactly as the schemas send it, and says each in Arabic", () => {
    for (const [key, message] of Object.entries(COURSE_MESSAGES)) {
      expect(findMessage(en, message), `${key}: ${message}`).toMatchObject({ key: `courses.${key}` });
      expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
    }
    expect(arabic.message(COURSE_MESSAGES.levelInvalid)).toContain("Beginner, Intermediate, Advanced, any");
    expect(arabic.message(COURSE_MESSAGES.certificateInvalid)).toContain("certificate");
  });

  it("lists every job search message exactly as the schemas send it, and says each in Arabic", () => {
    for (const [key, message] of Object.entries(JOB_MESSAGES)) {
      // The description's limit is worded as course search words it: one entry says both.
      const shared = Object.values(COURSE_MESSAGES).includes(message as never);
      expect(findMessage(en, message), `${key}: ${message}`).toMatchObject({ key: shared ? expect.stringMatching(/^courses\./) : `jobs.${key}` });
      expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
    }
    expect(arabic.message(JOB_MESSAGES.typeInvalid)).toContain("full_time, part_time, contract, internship, temporary, any");
    expect(arabic.message(JOB_MESSAGES.syncTooSoon)).toContain("10");
  });

  it("lists every refusal of the voice room exactly as it sends it, and says each in Arabic", () => {
    for (const [key, message] of Object.entries(VOICE_REFUSALS)) {
      expect(findMessage(en, message), `${key}: ${message}`).not.toBeNull();
      expect(arabic.message(message), key).toMatch(ARABIC_LETTER);
    }
    expect(arabic.message(VOICE_REFUSALS.tooLong)).toContain("2000");
  });

  it("lists the coupon, payment and network messages", () => {
    expect(findMessage(en, COUPON_MESSAGES.notFound)?.key).toBe("coupon.notFound");
    expect(findMessage(en, COUPON_MESSAGES.wrongPlan("Premium"))).toEqual({ key: "coupon.wrongPlan", params: { plan: "Premium" } });
    expect(findMessage(en, VERIFY_ERROR_SENTENCE)?.key).toBe("billing.verifyFailed");
    expect(findMessage(en, NETWORK_MESSAGE)?.key).toBe("network");
  });

  it("words every code the API answers with", () => {
    const codes = new Set([...workerCode.matchAll(/new AppError\(\s*\d+,\s*"([a-z_]+)"/g)].map((m) => m[1]!));
    for (const m of workerCode.matchAll(/^\s+\d{3}: "([a-z_]+)",$/gm)) codes.add(m[1]!);
    codes.add("internal").add("http_error").add("validation_failed").add("rate_limited");
    expect(codes.size).toBeGreaterThan(30);
    for (const code of codes) expect(Object.keys(en), code).toContain(`code.${code}`);
  });

  it("recognises the sentences the worker refuses with (rate limits, lockout, files, sessions)", () => {
    const sentences = [...workerCode.matchAll(/(?:tooManyRequests|enforceRateLimit|notFound)\((?:[^"`()]|\([^()]*\))*"([A-Z][^"]+)"/g)].map((m) => m[1]!);
    expect(sentences.length).toBeGreaterThan(10);
    const unknown = sentences.filter((s) => !findMessage(en, s) && !/callback|provider is not in use|card checkout/i.test(s));
    expect(unknown).toEqual([]);
  });
});

describe("refusals in Arabic", () => {
  it("translates a listed message, filling what varies", () => {
    expect(arabic.message(AUTH_MESSAGES.emailLength)).toBe("يجب أن يتراوح طول البريد الإلكتروني بين 5 و50 حرفًا");
    expect(arabic.message(COUPON_MESSAGES.wrongPlan("Premium"))).toBe("كود الخصم هذا غير صالح لباقة Premium.");
  });

  it("keeps the wait a 429 told, and the field a message was about", () => {
    expect(arabic.message("Too many coupon attempts. Please wait a minute and try again. Try again in 42 s.")).toBe(
      `${ar["coupon.tooManyAttempts"]} حاول مرة أخرى بعد 42 ثانية.`,
    );
    expect(arabic.refusal({ status: 409, code: "email_taken", message: `email: ${AUTH_MESSAGES.emailTaken}` })).toBe(ar["auth.emailTaken"]);
    expect(arabic.fields({ email: AUTH_MESSAGES.emailInvalid })).toEqual({ email: ar["auth.emailInvalid"] });
  });

  it("says when a new coaching session can start in Arabic words", () => {
    const text = arabic.message(
      "You have started 50 coaching sessions in the last 24 hours, the most a day. Continue one of them, or start a new one in 3 hours.",
      3 * 3600,
    );
    expect(text).toContain("50");
    expect(text).toMatch(/ساعات/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it("falls back to the code's words, then the status, never to English", () => {
    const unlisted = { status: 409, code: "same_plan", message: "You are already on the Gold plan, billed yearly." };
    expect(arabic.refusal(unlisted)).toBe(ar["code.same_plan"]);
    expect(arabic.refusal({ status: 500, code: "mystery", message: "Boom" })).toBe(ar["code.internal"]);
    expect(arabic.refusal({ status: 0, message: NETWORK_MESSAGE })).toBe(ar.network);
    expect(arabic.refusal({ status: 418, message: "I'm a teapot" })).toMatch(ARABIC_LETTER);
    expect(arabic.refusal({ status: 418, message: "I'm a teapot" })).toContain("418");
  });

  it("lists each field's message of a failed validation", () => {
    const text = arabic.refusal({
      status: 400,
      code: "validation_failed",
      message: "x",
      fields: { email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired },
    });
    expect(text.split("\n")).toEqual([ar["auth.emailRequired"], ar["auth.passwordRequired"]]);
  });

  it("shows English messages unchanged in English", () => {
    const english = createErrorText("en", en, en);
    expect(english.refusal({ status: 409, code: "same_plan", message: "You are already on the Gold plan, billed monthly." })).toBe(
      "You are already on the Gold plan, billed monthly.",
    );
  });
});
