import { describe, expect, it } from "vitest";
import { NETWORKING_MESSAGES, type GeneratedMessage, type NetworkingRequest } from "../../../core/schemas/networking";
import type { SavedNetworkingItem } from "../../../core/schemas/saved";
import en from "../../../core/i18n/messages/networking.en";
import { ApiError } from "../../api-errors";
import { networkingMessageKey, serverFieldErrors, validateForm } from "./form-errors";
import { charCount, clipboardText, emptyForm, fromRequest, initialState, networkingReducer, savedIdOf, toRequest, wordCount, type NetworkingState } from "./networking-state";

const request: NetworkingRequest = {
  type: "linkedin",
  job_title: "Data Analyst",
  company_name: "Vodafone Egypt",
  addressee_name: "Mona Hassan",
  industry: [{ Description: "Telecommunications", Code: "8" }],
  target_message: "A short call about the analytics team",
  language: "en",
};

const generated = (message: string, saved: { id: number } | null = null): GeneratedMessage => ({
  report: { message, subject: null, job_title_in_company: "Data Analyst at Vodafone Egypt", type: "linkedin", addressee_name: "Mona Hassan", language: "en" },
  formData: request,
  my_saved_obj: saved,
  engine: "local",
});

const savedItem = (id: number, message: string, formData: NetworkingRequest = request): SavedNetworkingItem => ({
  id,
  saved_obj_type: "networking_message",
  saved_obj: { report: { ...generated(message).report, addressee_name: formData.addressee_name }, formData },
  date_saved: `2026-11-2${id}T10:00:00.000Z`,
});

const start = (saved: SavedNetworkingItem[] | null = []): NetworkingState => initialState("en", saved);

describe("a generated message", () => {
  it("starts Favorite, and shows Saved once a saved item has the identical text", () => {
    let state = networkingReducer(start([savedItem(1, "Hi Mona, another note")]), { type: "generated", result: generated("Hi Mona, I'd like to connect.") });
    expect(savedIdOf(state)).toBeNull();
    state = networkingReducer(state, { type: "savedList", items: [savedItem(2, "Hi Mona, I'd like to connect."), savedItem(1, "Hi Mona, another note")] });
    expect(savedIdOf(state)).toBe(2);
  });

  it("is not Saved when only a similar text is saved", () => {
    const state = networkingReducer(start([savedItem(1, "Hi Mona, I'd like to connect")]), { type: "generated", result: generated("Hi Mona, I'd like to connect.") });
    expect(savedIdOf(state)).toBeNull();
  });

  it("follows the server's answer until the saved list has been read", () => {
    const state = networkingReducer(start(null), { type: "generated", result: generated("Hello", { id: 7 }) });
    expect(savedIdOf(state)).toBe(7);
  });

  it("toggles: saved puts it first in the list, removed makes it Favorite again", () => {
    let state = networkingReducer(start([savedItem(1, "Older")]), { type: "generated", result: generated("New note") });
    state = networkingReducer(state, { type: "savedAdded", item: savedItem(5, "New note") });
    expect(savedIdOf(state)).toBe(5);
    expect(state.saved?.map((i) => i.id)).toEqual([5, 1]);
    state = networkingReducer(state, { type: "savedRemoved", id: 5 });
    expect(savedIdOf(state)).toBeNull();
    expect(state.saved?.map((i) => i.id)).toEqual([1]);
  });

  it("keeps what is typed in the form", () => {
    let state = networkingReducer(start(), { type: "edit", field: "job_title", value: "Engineer" });
    state = networkingReducer(state, { type: "generated", result: generated("Note") });
    expect(state.form.job_title).toBe("Engineer");
  });
});

describe("selecting a saved card", () => {
  const other: NetworkingRequest = { ...request, type: "email", addressee_name: "Omar Said", language: "ar" };
  const items = [savedItem(2, "Second", other), savedItem(1, "First")];

  it("loads its message and its form", () => {
    const state = networkingReducer(start(items), { type: "select", item: items[0]! });
    expect(state.selectedId).toBe(2);
    expect(state.message?.report.message).toBe("Second");
    expect(state.form).toMatchObject({ type: "email", addressee_name: "Omar Said", language: "ar", industry: { code: "8", description: "Telecommunications" } });
    expect(savedIdOf(state)).toBe(2);
  });

  it("selecting it again deselects and clears the form and the message", () => {
    let state = networkingReducer(start(items), { type: "select", item: items[0]! });
    state = networkingReducer(state, { type: "select", item: items[0]! });
    expect(state.selectedId).toBeNull();
    expect(state.message).toBeNull();
    // The cleared form is in the interface's language again, not the card's.
    expect(state.form).toEqual(emptyForm("en"));
  });

  it("selecting another card loads that one instead", () => {
    let state = networkingReducer(start(items), { type: "select", item: items[0]! });
    state = networkingReducer(state, { type: "select", item: items[1]! });
    expect(state.selectedId).toBe(1);
    expect(state.message?.report.message).toBe("First");
    expect(state.form.addressee_name).toBe("Mona Hassan");
  });

  it("a card deleted while selected is no longer selected, and its message stays as Favorite", () => {
    let state = networkingReducer(start(items), { type: "select", item: items[1]! });
    state = networkingReducer(state, { type: "savedRemoved", id: 1 });
    expect(state.selectedId).toBeNull();
    expect(state.message?.report.message).toBe("First");
    expect(savedIdOf(state)).toBeNull();
  });

  it("a new message ends the selection", () => {
    let state = networkingReducer(start(items), { type: "select", item: items[1]! });
    state = networkingReducer(state, { type: "generated", result: generated("Fresh") });
    expect(state.selectedId).toBeNull();
  });

  it("a refreshed list that lost the selected card drops the selection", () => {
    let state = networkingReducer(start(items), { type: "select", item: items[1]! });
    state = networkingReducer(state, { type: "savedList", items: [items[0]!] });
    expect(state.selectedId).toBeNull();
  });
});

describe("the form", () => {
  it("sends the industry as the spec's list of one entry, and reads it back", () => {
    const form = fromRequest(request, "ar");
    expect(toRequest(form)).toEqual(request);
    expect(fromRequest({ ...request, language: undefined }, "ar").language).toBe("ar");
  });

  it("is checked with the server's schema, field by field", () => {
    const errors = validateForm({ ...emptyForm("en"), job_title: "  ", company_name: "Acme" });
    expect(errors).toEqual({
      job_title: NETWORKING_MESSAGES.jobTitleRequired,
      addressee_name: NETWORKING_MESSAGES.addresseeRequired,
      industry: NETWORKING_MESSAGES.industryRequired,
      target_message: NETWORKING_MESSAGES.targetRequired,
    });
    expect(validateForm(fromRequest(request, "en"))).toEqual({});
  });

  it("refuses an industry that is not on the list", () => {
    expect(validateForm({ ...fromRequest(request, "en"), industry: { code: "8", description: "Phones" } }).industry).toBe(NETWORKING_MESSAGES.industryUnknown);
  });

  it("reads the server's per-field refusal onto the form's fields", () => {
    const err = new ApiError(400, "job_title: …", { job_title: NETWORKING_MESSAGES.jobTitleLong, "industry.0.Code": "Invalid input", _: "x" }, "validation_failed");
    expect(serverFieldErrors(err)).toEqual({ job_title: NETWORKING_MESSAGES.jobTitleLong, industry: "Invalid input" });
    expect(serverFieldErrors(new Error("offline"))).toEqual({});
  });

  it("finds every schema sentence in the page's catalogue, word for word in English", () => {
    for (const [key, message] of Object.entries(NETWORKING_MESSAGES)) {
      expect(networkingMessageKey(message)).toBe(key);
      expect(en[`error.${key}` as keyof typeof en]).toBe(message);
    }
    expect(networkingMessageKey("Something else")).toBeNull();
  });
});

describe("lengths and copying", () => {
  it("counts a LinkedIn note's characters as LinkedIn does and an e-mail's words", () => {
    expect(charCount("مرحبا 👋")).toBe(7);
    expect(wordCount("  Hello Mona,\n\nI saw   your talk. ")).toBe(6);
    expect(wordCount("")).toBe(0);
  });

  it("copies an e-mail's subject line with its body, and a note as it is", () => {
    expect(clipboardText({ type: "email", subject: "Coffee?", message: "Hi Omar" }, "Subject")).toBe("Subject: Coffee?\n\nHi Omar");
    expect(clipboardText({ type: "linkedin", subject: null, message: "Hi Mona" }, "Subject")).toBe("Hi Mona");
  });
});
