/**
 * The chat screen's words in both languages: the English catalogue keeps the spec's and the
 * room's texts exactly, the Arabic one has a template's placeholder wherever English has one, and
 * everything the room refuses with is found in the errors catalogue, so an Arabic screen shows it
 * in Arabic.
 */
import { describe, expect, it } from "vitest";
import { TOOL_NAMES } from "../../../core/coach/types";
import { createErrorText, findMessage } from "../../../core/i18n/error-text";
import ar from "../../../core/i18n/messages/coach.ar";
import en from "../../../core/i18n/messages/coach.en";
import errorsAr from "../../../core/i18n/messages/errors.ar";
import errorsEn from "../../../core/i18n/messages/errors.en";
import { AI_UNAVAILABLE_MESSAGE } from "../../../worker/providers/ai/types";
import { COACH_LIMITS, COACH_RECAP_CONFIRM, COACH_REFUSALS } from "../../../party/coach-protocol";
import { MALFORMED_MESSAGE, ROOM_CLOSE, SESSION_UNCHECKED_MESSAGE } from "../../../party/protocol";
import { displayToolName, PROMPT_KEYS, placeholderRange } from "./prompts";
import { closedReasonKey } from "./room-closed";
import { todaysSessionName } from "./session-ref";
import { createTranslator } from "../../../core/i18n/translate";

const ARABIC = /[\u0600-\u06FF]/;

describe("the chat screen's English words", () => {
  it("are the spec's prompt templates, word for word", () => {
    expect(PROMPT_KEYS.map((key) => en[key])).toEqual([
      "Recommend Course about <SUBJECT>",
      "Daily tips to boost performance",
      "Give me info about <COURSE>",
      "Give me a roadmap for a <FIELD>",
      "Recommend me a youtube channel for <SUBJECT OR COURSE>",
    ]);
  });

  it("are the room's recap confirmation and close reasons", () => {
    expect(en["recap.confirm"]).toBe(COACH_RECAP_CONFIRM);
    for (const [cause, close] of Object.entries(ROOM_CLOSE)) expect(en[closedReasonKey(cause as keyof typeof ROOM_CLOSE)], cause).toBe(close.reason);
  });

  it("name every tool as the spec shows it: the first underscore as a space", () => {
    for (const tool of TOOL_NAMES) expect(en[`tool.${tool}`]).toBe(displayToolName(tool));
  });
});

describe("the chat screen in Arabic", () => {
  it("has a placeholder to select in each template where English has one", () => {
    for (const key of PROMPT_KEYS) {
      expect(placeholderRange(ar[key]) === null, key).toBe(placeholderRange(en[key]) === null);
      expect(ar[key], key).toMatch(ARABIC);
    }
  });

  it("names a new session after today's date in Arabic, in the user's digits", () => {
    const at = new Date(2026, 10, 22, 9, 30);
    expect(todaysSessionName(at, createTranslator("ar", ar))).toBe("22 نوفمبر 2026");
    expect(todaysSessionName(at, createTranslator("ar", ar, "arab"))).toBe("٢٢ نوفمبر ٢٠٢٦");
  });

  it("shows every refusal and error the room sends in Arabic", () => {
    const arabic = createErrorText("ar", errorsEn, errorsAr);
    const sent = [...Object.values(COACH_REFUSALS), MALFORMED_MESSAGE, SESSION_UNCHECKED_MESSAGE, AI_UNAVAILABLE_MESSAGE];
    for (const message of sent) {
      expect(findMessage(errorsEn, message), message).not.toBeNull();
      expect(arabic.message(message), message).toMatch(ARABIC);
    }
    expect(arabic.message(COACH_REFUSALS.tooLong)).toContain(String(COACH_LIMITS.maxMessageChars));
  });
});
